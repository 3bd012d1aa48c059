// Writes a token file as CSS custom properties with Style Dictionary 5, as a build does: the
// `css` transform group and the `css/variables` format, references kept as `var()`
// (`outputReferences`), like `uispec css`. Usage: node css.mjs TOKENS.json OUT_DIR
import { readFileSync } from "node:fs";
import StyleDictionary from "style-dictionary";

const [file, out] = process.argv.slice(2);
const sd = new StyleDictionary({
  tokens: JSON.parse(readFileSync(file, "utf8")),
  usesDtcg: true,
  log: { verbosity: "silent", warnings: "disabled" },
  platforms: {
    css: {
      transformGroup: "css",
      buildPath: `${out}/`,
      files: [{ destination: "variables.css", format: "css/variables", options: { outputReferences: true } }],
    },
  },
});
await sd.buildAllPlatforms();

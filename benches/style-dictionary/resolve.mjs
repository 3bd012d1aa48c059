// Resolves every reference of a token file with Style Dictionary 5, the way a build does
// (getPlatformTokens on a platform with no transforms), and prints the time it took in
// milliseconds, measured inside the process (import of the library excluded).
import { readFileSync } from "node:fs";
import StyleDictionary from "style-dictionary";

const file = process.argv[2];
const started = performance.now();
const tokens = JSON.parse(readFileSync(file, "utf8"));
const sd = new StyleDictionary({
  tokens,
  usesDtcg: true,
  log: { verbosity: "silent", warnings: "disabled" },
  platforms: { check: { transforms: [], files: [] } },
});
const resolved = await sd.getPlatformTokens("check");
const elapsed = performance.now() - started;
const count = resolved.allTokens.length;
console.log(JSON.stringify({ tokens: count, ms: elapsed }));

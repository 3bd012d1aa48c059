// Starts `uispec lsp` for the workspace's spec files, token files and uispec.toml. The server
// decides which JSON files are specs or tokens from the project's configuration; every other
// file gets no answer from it.
const vscode = require("vscode");
const { LanguageClient } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const config = vscode.workspace.getConfiguration("uispec");
  client = new LanguageClient(
    "uispec",
    "uispec",
    { command: config.get("path"), args: ["lsp"] },
    {
      documentSelector: [
        { scheme: "file", language: "json" },
        { scheme: "file", pattern: "**/*.tokens" },
        { scheme: "file", pattern: "**/uispec.toml" },
      ],
      initializationOptions: { diagnosticDelay: config.get("diagnosticDelay") },
    },
  );
  context.subscriptions.push(client);
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };

// The VS Code client of the tilec language server. Plain JavaScript, loaded
// as it is (no build step). It starts `tilec lsp` and talks to it over stdio;
// highlighting, snippets and indentation come from the extension's static
// contributions and work without the server.
//
// Settings (see package.json):
//   tilec.path              the tilec executable (default: `tilec` on PATH)
//   tilec.server.enable     start the server at all
//   tilec.server.extraArgs  further arguments after `tilec lsp`
//   tilec.trace.server      message tracing, read by vscode-languageclient
'use strict';

const fs = require('fs');
const os = require('os');
const path = require('path');
const vscode = require('vscode');
const { LanguageClient, TransportKind, CloseAction, ErrorAction } = require('vscode-languageclient/node');

const CLIENT_ID = 'tilec';
const CLIENT_NAME = 'tilec language server';
// A server that exits this soon after it was started is taken as unable to
// serve at all (say, a tilec built before `tilec lsp` existed): it is not
// restarted, and the user is told once.
const QUICK_EXIT_MS = 3000;
const MAX_RESTARTS = 4;

let client;
let output;
let starting = Promise.resolve();

// ------------------------------------------------------------- helpers (pure)

/** The executable named by `tilec.path`, with `~` and ${workspaceFolder} expanded. */
function resolveServerCommand(configured, workspaceFolder, home = os.homedir()) {
  let cmd = typeof configured === 'string' ? configured.trim() : '';
  if (cmd === '') cmd = 'tilec';
  if (cmd === '~') cmd = home;
  else if (cmd.startsWith('~/') || cmd.startsWith('~\\')) cmd = path.join(home, cmd.slice(2));
  cmd = cmd.replace(/\$\{workspaceFolder\}/g, workspaceFolder || '.');
  // A relative path (not a bare name) is relative to the workspace folder.
  if (!path.isAbsolute(cmd) && /[\\/]/.test(cmd) && workspaceFolder) cmd = path.resolve(workspaceFolder, cmd);
  return cmd;
}

function isExecutableFile(file) {
  try {
    if (!fs.statSync(file).isFile()) return false;
    if (process.platform === 'win32') return true;
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The full path of `command`: itself when it is a path, else looked up on PATH. */
function findExecutable(command, env = process.env) {
  if (/[\\/]/.test(command)) return isExecutableFile(command) ? command : undefined;
  const exts = process.platform === 'win32' ? (env.PATHEXT || '.EXE;.CMD;.BAT').split(';') : [''];
  for (const dir of (env.PATH || env.Path || '').split(path.delimiter)) {
    if (!dir) continue;
    for (const ext of exts) {
      const candidate = path.join(dir, command + ext);
      if (isExecutableFile(candidate)) return candidate;
    }
  }
  return undefined;
}

/** How vscode-languageclient launches the server: `<tilec> lsp [extraArgs]` over stdio. */
function buildServerOptions(command, extraArgs, cwd) {
  const args = ['lsp', ...(Array.isArray(extraArgs) ? extraArgs.map(String) : [])];
  const executable = { command, args, transport: TransportKind.stdio, options: cwd ? { cwd } : {} };
  return { run: executable, debug: executable };
}

/**
 * The default restart policy of vscode-languageclient, except that a server
 * that dies within QUICK_EXIT_MS of its start is not restarted.
 */
class TilecErrorHandler {
  constructor(now = Date.now) {
    this.now = now;
    this.startedAt = now();
    this.restarts = [];
  }

  serverStarted() {
    this.startedAt = this.now();
  }

  error(_error, _message, count) {
    return { action: count && count <= 3 ? ErrorAction.Continue : ErrorAction.Shutdown };
  }

  closed() {
    const t = this.now();
    if (t - this.startedAt < QUICK_EXIT_MS) {
      return {
        action: CloseAction.DoNotRestart,
        message:
          'The tilec language server exited right after it started. Check that `tilec.path` names a tilec that ' +
          'has the `lsp` command; the output channel "tilec language server" has its messages.',
      };
    }
    this.restarts.push(t);
    this.restarts = this.restarts.filter((r) => t - r <= 3 * 60 * 1000);
    if (this.restarts.length > MAX_RESTARTS) {
      return {
        action: CloseAction.DoNotRestart,
        message: `The tilec language server stopped ${this.restarts.length} times in the last 3 minutes and will not be restarted. Run "Tile: Restart the tilec language server" to try again.`,
      };
    }
    this.startedAt = t;
    return { action: CloseAction.Restart };
  }
}

// ------------------------------------------------------------- the client

function workspaceFolderPath() {
  const folders = vscode.workspace.workspaceFolders;
  return folders && folders.length > 0 ? folders[0].uri.fsPath : undefined;
}

async function startClient() {
  const config = vscode.workspace.getConfiguration('tilec');
  if (!config.get('server.enable', true)) return;

  const folder = workspaceFolderPath();
  const command = resolveServerCommand(config.get('path', 'tilec'), folder);
  const executable = findExecutable(command);
  if (!executable) {
    output.appendLine(`tilec: no executable '${command}' found; the language server is not started.`);
    const choice = await vscode.window.showWarningMessage(
      `The tilec language server was not started: '${command}' was not found. ` +
        'Highlighting and snippets work without it. Set "tilec.path" to the tilec executable.',
      'Open Settings',
      'Disable Server',
    );
    if (choice === 'Open Settings') await vscode.commands.executeCommand('workbench.action.openSettings', 'tilec.path');
    // Global target: stop asking in every window.
    else if (choice === 'Disable Server') await config.update('server.enable', false, true);
    return;
  }

  const errorHandler = new TilecErrorHandler();
  const clientOptions = {
    documentSelector: [
      { scheme: 'file', language: 'tile' },
      { scheme: 'untitled', language: 'tile' },
    ],
    synchronize: { fileEvents: vscode.workspace.createFileSystemWatcher('**/*.tile') },
    outputChannel: output,
    errorHandler,
  };
  const c = new LanguageClient(CLIENT_ID, CLIENT_NAME, buildServerOptions(executable, config.get('server.extraArgs', []), folder), clientOptions);
  client = c;
  output.appendLine(`tilec: starting ${executable} lsp`);
  try {
    errorHandler.serverStarted();
    await c.start();
  } catch (err) {
    if (client === c) client = undefined;
    output.appendLine(`tilec: the language server failed to start: ${err && err.message ? err.message : err}`);
  }
}

async function stopClient() {
  const c = client;
  client = undefined;
  if (c) {
    try {
      await c.stop();
    } catch (err) {
      output.appendLine(`tilec: stopping the language server: ${err && err.message ? err.message : err}`);
    }
  }
}

function restartClient() {
  // Serialized, so that quick successive setting changes do not race.
  starting = starting.then(stopClient).then(startClient);
  return starting;
}

function activate(context) {
  output = vscode.window.createOutputChannel(CLIENT_NAME);
  context.subscriptions.push(output);
  context.subscriptions.push(vscode.commands.registerCommand('tilec.restartServer', restartClient));
  context.subscriptions.push(
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (e.affectsConfiguration('tilec.path') || e.affectsConfiguration('tilec.server')) return restartClient();
      return undefined;
    }),
  );
  starting = startClient();
  return starting;
}

function deactivate() {
  return stopClient();
}

module.exports = {
  activate,
  deactivate,
  // for the tests
  resolveServerCommand,
  findExecutable,
  buildServerOptions,
  TilecErrorHandler,
  getClient: () => client,
};

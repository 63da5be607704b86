// The language client: what it launches (`tilec lsp` over stdio), how it finds
// the executable (`tilec.path`), and how it reacts to a missing or failing
// server. VS Code itself is replaced by a small fake; vscode-languageclient is
// the real package, except that LanguageClient records what it is given.
'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const os = require('os');
const path = require('path');
const Module = require('module');

const ROOT = path.join(__dirname, '..', '..');
const pkg = require(path.join(ROOT, 'package.json'));

// ---------------------------------------------------------------- a fake VS Code

const proxyHandler = {
  get(target, key) {
    if (key === '__esModule' || key === 'then') return undefined;
    if (!(key in target)) target[key] = new Proxy(function () {}, proxyHandler);
    return target[key];
  },
  construct() {
    return new Proxy({}, proxyHandler);
  },
  apply() {
    return new Proxy(function () {}, proxyHandler);
  },
};

const state = {
  settings: {},
  workspaceFolders: undefined,
  warnings: [],
  warningAnswer: undefined,
  commands: new Map(),
  executed: [],
  configListeners: [],
  clients: [],
  startError: undefined,
  updates: [],
};

const vscodeFake = new Proxy(
  {
    workspace: {
      getConfiguration: (section) => ({
        get: (key, dflt) => {
          const full = `${section}.${key}`;
          return full in state.settings ? state.settings[full] : dflt;
        },
        update: async (key, value, global) => {
          state.updates.push([`${section}.${key}`, value, global]);
        },
      }),
      get workspaceFolders() {
        return state.workspaceFolders;
      },
      createFileSystemWatcher: (glob) => ({ glob, dispose() {} }),
      onDidChangeConfiguration: (fn) => {
        state.configListeners.push(fn);
        return { dispose() {} };
      },
    },
    window: {
      createOutputChannel: (name) => ({ name, lines: [], appendLine(l) { this.lines.push(l); }, dispose() {} }),
      showWarningMessage: async (msg, ...items) => {
        state.warnings.push({ msg, items });
        return state.warningAnswer;
      },
    },
    commands: {
      registerCommand: (id, fn) => {
        state.commands.set(id, fn);
        return { dispose() {} };
      },
      executeCommand: async (...args) => {
        state.executed.push(args);
      },
    },
  },
  proxyHandler,
);

const realLoad = Module._load;
Module._load = function (request, ...rest) {
  if (request === 'vscode') return vscodeFake;
  return realLoad.call(this, request, ...rest);
};
const lc = require('vscode-languageclient/node');

class RecordingClient {
  constructor(id, name, serverOptions, clientOptions) {
    Object.assign(this, { id, name, serverOptions, clientOptions, started: false, stopped: false });
    state.clients.push(this);
  }
  async start() {
    if (state.startError) throw state.startError;
    this.started = true;
  }
  async stop() {
    this.stopped = true;
  }
}
const lcFake = { ...lc, LanguageClient: RecordingClient };
Module._load = function (request, ...rest) {
  if (request === 'vscode') return vscodeFake;
  if (request === 'vscode-languageclient/node') return lcFake;
  return realLoad.call(this, request, ...rest);
};
const ext = require(path.join(ROOT, pkg.main));

// ---------------------------------------------------------------- helpers

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tile-ext-'));
const binDir = path.join(tmp, 'bin');
fs.mkdirSync(binDir);
const fakeTilec = path.join(binDir, 'tilec');
fs.writeFileSync(fakeTilec, '#!/bin/sh\nexit 0\n', { mode: 0o755 });
const notExecutable = path.join(binDir, 'tilec-noexec');
fs.writeFileSync(notExecutable, 'data', { mode: 0o644 });
test.after(() => fs.rmSync(tmp, { recursive: true, force: true }));

function reset(settings = {}) {
  state.settings = settings;
  state.workspaceFolders = [{ uri: { fsPath: tmp } }];
  state.warnings = [];
  state.warningAnswer = undefined;
  state.commands = new Map();
  state.executed = [];
  state.configListeners = [];
  state.clients = [];
  state.startError = undefined;
  state.updates = [];
}

function context() {
  return { subscriptions: [] };
}

// ---------------------------------------------------------------- pure helpers

test('resolveServerCommand expands ~, ${workspaceFolder} and relative paths', () => {
  const r = ext.resolveServerCommand;
  assert.equal(r(undefined, '/ws', '/home/u'), 'tilec');
  assert.equal(r('', '/ws', '/home/u'), 'tilec');
  assert.equal(r('  tilec  ', '/ws', '/home/u'), 'tilec');
  assert.equal(r('tilec-19', '/ws', '/home/u'), 'tilec-19');
  assert.equal(r('/opt/tilec/bin/tilec', '/ws', '/home/u'), '/opt/tilec/bin/tilec');
  assert.equal(r('~/bin/tilec', '/ws', '/home/u'), path.join('/home/u', 'bin/tilec'));
  assert.equal(r('${workspaceFolder}/build/tools/tilec', '/ws', '/home/u'), '/ws/build/tools/tilec');
  assert.equal(r('build/tools/tilec', '/ws', '/home/u'), path.resolve('/ws', 'build/tools/tilec'));
});

test('findExecutable looks a bare name up on PATH and checks a path itself', () => {
  const env = { PATH: ['/nonexistent', binDir].join(path.delimiter) };
  assert.equal(ext.findExecutable('tilec', env), fakeTilec);
  assert.equal(ext.findExecutable('tilec-noexec', env), undefined);
  assert.equal(ext.findExecutable('no-such-tilec', env), undefined);
  assert.equal(ext.findExecutable(fakeTilec, { PATH: '' }), fakeTilec);
  assert.equal(ext.findExecutable(notExecutable, { PATH: '' }), undefined);
  assert.equal(ext.findExecutable(path.join(binDir, 'missing'), { PATH: '' }), undefined);
});

test('buildServerOptions launches `<tilec> lsp` over stdio', () => {
  const o = ext.buildServerOptions('/x/tilec', ['--log', 'v'], '/ws');
  for (const e of [o.run, o.debug]) {
    assert.equal(e.command, '/x/tilec');
    assert.deepEqual(e.args, ['lsp', '--log', 'v']);
    assert.equal(e.transport, lc.TransportKind.stdio);
    assert.deepEqual(e.options, { cwd: '/ws' });
  }
  assert.deepEqual(ext.buildServerOptions('tilec', undefined).run.args, ['lsp']);
});

test('a server that exits at once is not restarted; a crashing one is restarted 4 times', () => {
  let now = 1000;
  const h = new ext.TilecErrorHandler(() => now);
  now += 100;
  const quick = h.closed();
  assert.equal(quick.action, lc.CloseAction.DoNotRestart);
  assert.match(quick.message, /tilec\.path/);

  const h2 = new ext.TilecErrorHandler(() => now);
  const actions = [];
  for (let i = 0; i < 6; i++) {
    now += 10000;
    actions.push(h2.closed().action);
  }
  assert.deepEqual(actions.slice(0, 4), Array(4).fill(lc.CloseAction.Restart));
  assert.equal(actions[4], lc.CloseAction.DoNotRestart);

  assert.equal(h2.error(new Error('x'), undefined, 1).action, lc.ErrorAction.Continue);
  assert.equal(h2.error(new Error('x'), undefined, 4).action, lc.ErrorAction.Shutdown);
});

// ---------------------------------------------------------------- activation

test('activate starts `tilec lsp` from tilec.path for .tile documents', async () => {
  reset({ 'tilec.path': fakeTilec, 'tilec.server.extraArgs': ['--verbose'] });
  await ext.activate(context());
  assert.equal(state.clients.length, 1);
  const c = state.clients[0];
  assert.equal(c.id, 'tilec', 'the id makes vscode-languageclient read tilec.trace.server');
  assert.equal(c.serverOptions.run.command, fakeTilec);
  assert.deepEqual(c.serverOptions.run.args, ['lsp', '--verbose']);
  assert.equal(c.serverOptions.run.transport, lc.TransportKind.stdio);
  assert.deepEqual(
    c.clientOptions.documentSelector.map((d) => d.language),
    ['tile', 'tile'],
  );
  assert.ok(c.clientOptions.errorHandler instanceof ext.TilecErrorHandler);
  assert.equal(c.started, true);
  assert.equal(state.warnings.length, 0);
  assert.ok(state.commands.has('tilec.restartServer'));
  await ext.deactivate();
  assert.equal(c.stopped, true);
});

test('a bare tilec.path is looked up on PATH', async () => {
  const savedPath = process.env.PATH;
  process.env.PATH = binDir + path.delimiter + savedPath;
  try {
    reset({});
    await ext.activate(context());
    assert.equal(state.clients.length, 1);
    assert.equal(state.clients[0].serverOptions.run.command, fakeTilec);
    await ext.deactivate();
  } finally {
    process.env.PATH = savedPath;
  }
});

test('a missing executable gives one warning that points at tilec.path, and no client', async () => {
  reset({ 'tilec.path': path.join(tmp, 'nowhere', 'tilec') });
  state.warningAnswer = 'Open Settings';
  await ext.activate(context());
  assert.equal(state.clients.length, 0);
  assert.equal(state.warnings.length, 1);
  assert.match(state.warnings[0].msg, /tilec\.path/);
  assert.deepEqual(state.executed, [['workbench.action.openSettings', 'tilec.path']]);
  assert.equal(ext.getClient(), undefined);
});

test('"Disable Server" turns the server off for good', async () => {
  reset({ 'tilec.path': path.join(tmp, 'nowhere', 'tilec') });
  state.warningAnswer = 'Disable Server';
  await ext.activate(context());
  assert.deepEqual(state.warnings[0].items, ['Open Settings', 'Disable Server']);
  assert.deepEqual(state.updates, [['tilec.server.enable', false, true]]);
});

test('tilec.server.enable = false starts nothing and says nothing', async () => {
  reset({ 'tilec.server.enable': false, 'tilec.path': path.join(tmp, 'nowhere') });
  await ext.activate(context());
  assert.equal(state.clients.length, 0);
  assert.equal(state.warnings.length, 0);
});

test('a failing start is logged, not thrown', async () => {
  reset({ 'tilec.path': fakeTilec });
  state.startError = new Error('boom');
  await ext.activate(context());
  assert.equal(state.clients.length, 1);
  assert.equal(ext.getClient(), undefined);
});

test('changing tilec.path restarts the client; the restart command does too', async () => {
  reset({ 'tilec.path': fakeTilec });
  await ext.activate(context());
  assert.equal(state.clients.length, 1);
  const [listener] = state.configListeners;
  assert.equal(listener({ affectsConfiguration: (s) => s === 'tilec.other' }), undefined);
  assert.equal(state.clients.length, 1);
  await listener({ affectsConfiguration: (s) => s === 'tilec.path' });
  assert.equal(state.clients.length, 2);
  assert.equal(state.clients[0].stopped, true);
  assert.equal(state.clients[1].started, true);
  await state.commands.get('tilec.restartServer')();
  assert.equal(state.clients.length, 3);
  assert.equal(state.clients[1].stopped, true);
  await ext.deactivate();
});

// ---------------------------------------------------------------- the manifest

test('package.json contributes what the client and the tests rely on', () => {
  assert.ok(fs.existsSync(path.join(ROOT, pkg.main)));
  assert.ok(pkg.activationEvents.includes('onLanguage:tile'));
  const lang = pkg.contributes.languages.find((l) => l.id === 'tile');
  assert.deepEqual(lang.extensions, ['.tile']);
  assert.ok(fs.existsSync(path.join(ROOT, lang.configuration)));
  const grammar = pkg.contributes.grammars.find((g) => g.language === 'tile');
  assert.equal(grammar.scopeName, 'source.tile');
  assert.equal(JSON.parse(fs.readFileSync(path.join(ROOT, grammar.path), 'utf8')).scopeName, 'source.tile');
  for (const s of pkg.contributes.snippets) assert.ok(fs.existsSync(path.join(ROOT, s.path)));
  const props = pkg.contributes.configuration.properties;
  assert.equal(props['tilec.path'].default, 'tilec');
  assert.ok('tilec.trace.server' in props);
  assert.deepEqual(
    pkg.contributes.commands.map((c) => c.command),
    ['tilec.restartServer'],
  );
  for (const deps of [pkg.dependencies, pkg.devDependencies])
    for (const [name, version] of Object.entries(deps)) assert.match(version, /^\d+\.\d+\.\d+$/, `${name} is pinned`);
  assert.equal(require('vscode-languageclient/package.json').version, pkg.dependencies['vscode-languageclient']);
});

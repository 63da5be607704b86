#!/usr/bin/env node
// Checks a packaged .vsix: it holds the grammar, the configuration, the
// snippets, the client and the client's run-time dependencies, and none of the
// tests or build scripts; and the client loads from the unpacked package alone
// (with a stand-in for the `vscode` module), so that nothing it needs was left
// out.
//
//   node test/vsix.js tile-lang-0.1.0.vsix
'use strict';

const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');

const HERE = path.resolve(__dirname, '..');
const vsix = process.argv[2];
if (!vsix || !fs.existsSync(vsix)) {
  console.error(`vsix: usage: node test/vsix.js FILE.vsix (${vsix || 'no file'} not found)`);
  process.exit(2);
}
const yauzl = require(require.resolve('yauzl', { paths: [path.dirname(require.resolve('@vscode/vsce/package.json'))] }));

function unzip(file, dest) {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true }, (err, zip) => {
      if (err) return reject(err);
      const names = [];
      zip.on('error', reject);
      zip.on('end', () => resolve(names));
      zip.on('entry', (entry) => {
        names.push(entry.fileName);
        const target = path.join(dest, entry.fileName);
        if (!target.startsWith(dest + path.sep)) return reject(new Error(`bad entry ${entry.fileName}`));
        if (entry.fileName.endsWith('/')) {
          fs.mkdirSync(target, { recursive: true });
          return zip.readEntry();
        }
        fs.mkdirSync(path.dirname(target), { recursive: true });
        zip.openReadStream(entry, (e, stream) => {
          if (e) return reject(e);
          stream.pipe(fs.createWriteStream(target)).on('finish', () => zip.readEntry());
        });
      });
      zip.readEntry();
    });
  });
}

(async () => {
  const dest = fs.mkdtempSync(path.join(os.tmpdir(), 'tile-vsix-'));
  const problems = [];
  try {
    const names = await unzip(path.resolve(vsix), dest);
    const pkg = require(path.join(HERE, 'package.json'));
    const required = [
      'extension/package.json',
      'extension/language-configuration.json',
      'extension/snippets/tile.json',
      'extension/syntaxes/tile.tmLanguage.json',
      'extension/' + path.posix.normalize(pkg.main),
      'extension/node_modules/vscode-languageclient/node.js',
      'extension/node_modules/vscode-languageclient/package.json',
    ];
    for (const r of required) if (!names.includes(r)) problems.push(`missing ${r}`);
    for (const n of names)
      if (/^extension\/(test|scripts)\//.test(n) || /\.vsix$/.test(n) || n === 'extension/package-lock.json')
        problems.push(`should not be packaged: ${n}`);

    const packaged = JSON.parse(fs.readFileSync(path.join(dest, 'extension/package.json'), 'utf8'));
    if (JSON.stringify(packaged.contributes) !== JSON.stringify(pkg.contributes)) problems.push('packaged contributes differ from package.json');
    const grammar = fs.readFileSync(path.join(dest, 'extension/syntaxes/tile.tmLanguage.json'), 'utf8');
    if (grammar !== fs.readFileSync(path.join(HERE, 'syntaxes/tile.tmLanguage.json'), 'utf8')) problems.push('packaged grammar differs');

    // Load the client from the unpacked extension only.
    const probe = `
      const Module = require('module');
      const h = { get(t, k) { if (k === '__esModule' || k === 'then') return undefined; if (!(k in t)) t[k] = new Proxy(function () {}, h); return t[k]; },
                  construct() { return new Proxy({}, h); }, apply() { return new Proxy(function () {}, h); } };
      const fake = new Proxy({}, h);
      const load = Module._load;
      Module._load = function (r, ...a) { return r === 'vscode' ? fake : load.call(this, r, ...a); };
      const main = require(process.argv[1]);
      if (typeof main.activate !== 'function' || typeof main.deactivate !== 'function') throw new Error('no activate/deactivate');
      const lc = require.resolve('vscode-languageclient/node', { paths: [require('path').dirname(process.argv[1])] });
      if (!lc.startsWith(process.argv[2])) throw new Error('vscode-languageclient resolved outside the package: ' + lc);
      console.log('loaded');
    `;
    const mainFile = path.join(dest, 'extension', pkg.main);
    const r = spawnSync(process.execPath, ['-e', probe, mainFile, dest], { cwd: dest, encoding: 'utf8', env: { ...process.env, NODE_PATH: '' } });
    if (r.status !== 0 || !/loaded/.test(r.stdout)) problems.push(`the packaged client does not load:\n${r.stdout}${r.stderr}`);

    if (problems.length) {
      for (const p of problems) console.error(`vsix: ${p}`);
      process.exit(1);
    }
    console.log(`vsix: ${path.basename(vsix)} holds ${names.length} files; the client loads from it`);
  } finally {
    fs.rmSync(dest, { recursive: true, force: true });
  }
})().catch((e) => {
  console.error(`vsix: ${e && e.stack ? e.stack : e}`);
  process.exit(1);
});

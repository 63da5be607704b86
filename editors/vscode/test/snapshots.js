#!/usr/bin/env node
// Snapshot tests of the grammar over every example program. Each file matching
// examples/*.tile at the top of the repository (globbed on every run, so that
// new examples are picked up) is tokenized and compared with
// test/snapshots/<name>.tile.snap.
//
//   node test/snapshots.js            compare
//   node test/snapshots.js --strict   compare, and also fail on an example that
//                                     has no snapshot or whose text changed
//   node test/snapshots.js --update   (re)write every snapshot and delete the
//                                     snapshots of examples that are gone
//
// What fails:
//   - an example whose text is the one in its snapshot but whose scopes differ:
//     the grammar changed what it does to that code;
//   - an example, with or without a snapshot, that gets an `invalid.*` scope:
//     the examples are valid programs, so the grammar is wrong about them.
// An example that is new or was edited since its snapshot (other people own
// the examples) is tokenized and checked for `invalid.*` scopes, and a note
// says to run `npm run snap:update`; with --strict (or TILE_SNAP_STRICT=1) it
// fails instead.
//
// vscode-tmgrammar-snap keeps a snapshot beside its source file; to leave the
// examples directory alone, the examples and their snapshots are copied to a
// temporary directory and tested there.
'use strict';

const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');

const HERE = path.resolve(__dirname, '..');
const REPO = path.resolve(HERE, '..', '..');
const EXAMPLES = process.env.TILE_EXAMPLES_DIR || path.join(REPO, 'examples');
const SNAPS = path.join(__dirname, 'snapshots');
const update = process.argv.includes('--update') || process.argv.includes('-u');
const strict = process.argv.includes('--strict') || process.env.TILE_SNAP_STRICT === '1';

function globTile(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.tile'))
    .map((e) => e.name)
    .sort();
}

const sourceLines = (text) => text.split(/\r\n|\n/);
const snapSourceLines = (snap) =>
  snap
    .split(/\r\n|\n/)
    .filter((l) => l.startsWith('>'))
    .map((l) => l.slice(1));

const examples = globTile(EXAMPLES);
if (examples.length === 0) {
  console.error(`snapshots: no *.tile files in ${EXAMPLES}`);
  process.exit(1);
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tile-snap-'));
const compared = []; // snapshot present and its source is the example's text
const fresh = []; // no snapshot, or a stale one: a new snapshot is generated
for (const name of examples) {
  const text = fs.readFileSync(path.join(EXAMPLES, name), 'utf8');
  fs.writeFileSync(path.join(tmp, name), text);
  const snap = path.join(SNAPS, name + '.snap');
  const old = fs.existsSync(snap) ? fs.readFileSync(snap, 'utf8') : undefined;
  if (!update && old !== undefined && snapSourceLines(old).join('\n') === sourceLines(text).join('\n')) {
    fs.writeFileSync(path.join(tmp, name + '.snap'), old);
    compared.push(name);
  } else {
    fresh.push({ name, why: old === undefined ? 'has no snapshot' : 'changed since its snapshot' });
  }
}

let failed = false;
const args = [require.resolve('vscode-tmgrammar-test/dist/snapshot.js'), '--config', path.join(HERE, 'package.json')];
// The tool globs each argument: escape glob characters in file names.
for (const name of examples) args.push(path.join(tmp, name).replace(/[*?[\]{}()!]/g, '\\$&'));
const r = spawnSync(process.execPath, args, { cwd: HERE, encoding: 'utf8', timeout: 120000 });
const out = ((r.stdout || '') + (r.stderr || '')).split(tmp + path.sep).join('examples/');
process.stdout.write(out.replace(/^Generating snapshot .*\n/gm, ''));
if (r.status !== 0) {
  failed = true;
  if (r.error) console.error(`snapshots: ${r.error.message}`);
}

// Every example, compared or freshly tokenized, must be free of invalid.* scopes.
for (const name of examples) {
  const snapFile = path.join(tmp, name + '.snap');
  if (!fs.existsSync(snapFile)) continue;
  const lines = fs.readFileSync(snapFile, 'utf8').split('\n');
  let src = 0;
  for (const l of lines) {
    if (l.startsWith('>')) src++;
    else if (/\binvalid\.[\w.-]+/.test(l)) {
      console.error(`snapshots: FAIL examples/${name}:${src}: the grammar marks valid code as an error: ${l.trim()}`);
      failed = true;
    }
  }
}

for (const { name, why } of fresh) {
  if (update) continue;
  if (strict) {
    console.error(`snapshots: FAIL examples/${name} ${why}`);
    failed = true;
  } else {
    console.log(`snapshots: note: examples/${name} ${why}; checked for invalid scopes only (npm run snap:update records it)`);
  }
}

if (update) {
  fs.mkdirSync(SNAPS, { recursive: true });
  for (const name of examples) fs.copyFileSync(path.join(tmp, name + '.snap'), path.join(SNAPS, name + '.snap'));
  for (const f of fs.readdirSync(SNAPS)) {
    if (f.endsWith('.tile.snap') && !examples.includes(f.slice(0, -'.snap'.length))) {
      fs.rmSync(path.join(SNAPS, f));
      console.log(`snapshots: removed test/snapshots/${f} (its example is gone)`);
    }
  }
} else {
  for (const f of fs.existsSync(SNAPS) ? fs.readdirSync(SNAPS) : []) {
    if (f.endsWith('.tile.snap') && !examples.includes(f.slice(0, -'.snap'.length)))
      console.log(`snapshots: note: test/snapshots/${f} has no example any more (npm run snap:update removes it)`);
  }
}
fs.rmSync(tmp, { recursive: true, force: true });

if (failed) {
  console.error(
    'snapshots: FAILED. If the grammar changed on purpose, run `npm run snap:update` in editors/vscode,\n' +
      'review the diff of test/snapshots/ and commit it.',
  );
  process.exit(1);
}
if (update) console.log(`snapshots: wrote ${examples.length} snapshot(s) for examples/*.tile`);
else console.log(`snapshots: ${compared.length} of ${examples.length} examples match their snapshots` + (fresh.length ? `, ${fresh.length} new or changed` : ''));

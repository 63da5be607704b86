#!/usr/bin/env node
// Checks that the grammar gives every name of the compiler's Builtins.def and
// DTypes.def its scope: writes one syntax test per name into a temporary
// directory and runs vscode-tmgrammar-test on it. A name added to a .def file
// fails here until `npm run build:grammar` is run.
'use strict';

const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');
const { readBuiltins, readDTypes, classify, PY_TYPES } = require('../scripts/build-grammar.js');

const HERE = path.resolve(__dirname, '..');

function assertion(col, width, scope) {
  return '#' + ' '.repeat(col - 1) + '^'.repeat(width) + ' ' + scope;
}

const builtins = readBuiltins();
const { primitives, types, pyFunctions } = classify(builtins);
const { names, aliases } = readDTypes();

const lines = ['# SYNTAX TEST "source.tile" "every name of Builtins.def and DTypes.def"', ''];
const expect = [];
for (const n of primitives) expect.push([n, 'support.function.primitive.tile']);
for (const n of types) expect.push([n, 'support.type.primitive.tile']);
for (const n of pyFunctions) expect.push([n, 'support.function.builtin.tile']);
for (const n of PY_TYPES) expect.push([n, 'support.type.builtin.tile']);

const seen = new Set(expect.map(([n]) => n));
for (const { spelling } of builtins) {
  if (!seen.has(spelling)) {
    console.error(`defs: ${spelling} from Builtins.def has no expected scope`);
    process.exit(1);
  }
}

const prefix = 'x = ';
for (const [name, scope] of expect) {
  lines.push(`${prefix}${name}(a, b)`);
  lines.push(assertion(prefix.length, name.length, scope));
}
for (const d of [...names, ...aliases]) {
  const asName = `T.${d}`;
  lines.push(`${prefix}${asName} + "${d}" + '${d}'`);
  lines.push(assertion(prefix.length, asName.length, 'support.type.dtype.tile'));
  const dq = prefix.length + asName.length + 4;
  lines.push(assertion(dq, d.length, 'string.quoted.double.tile support.type.dtype.tile'));
  const sq = dq + d.length + 5;
  lines.push(assertion(sq, d.length, 'string.quoted.single.tile support.type.dtype.tile'));
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tile-defs-'));
const file = path.join(dir, 'defs.test.tile');
fs.writeFileSync(file, lines.join('\n') + '\n');
const r = spawnSync(
  process.execPath,
  [require.resolve('vscode-tmgrammar-test/dist/unit.js'), '--compact', '--config', path.join(HERE, 'package.json'), file],
  { stdio: 'inherit', cwd: HERE, timeout: 120000 },
);
fs.rmSync(dir, { recursive: true, force: true });
if (r.status !== 0) {
  console.error('defs: a name from Builtins.def or DTypes.def is not highlighted; run `npm run build:grammar`');
  process.exit(1);
}
console.log(`defs: ${expect.length} built-in names and ${names.length + aliases.length} dtypes (with aliases) have their scopes`);

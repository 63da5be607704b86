// The snippets: well formed, highlighted without errors, and, where a tilec
// binary is at hand, accepted by the compiler (`tilec --emit check`).
'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');
const { expand } = require('./snippet-expand');
const { tokenize } = require('./tokenize');

const ROOT = path.join(__dirname, '..', '..');
const REPO = path.join(ROOT, '..', '..');
const snippets = JSON.parse(fs.readFileSync(path.join(ROOT, 'snippets', 'tile.json'), 'utf8'));

function findTilec() {
  const candidates = [process.env.TILEC, path.join(REPO, 'build', 'tools', 'tilec')];
  for (const c of candidates) if (c && fs.existsSync(c)) return c;
  const r = spawnSync('tilec', ['--version'], { encoding: 'utf8' });
  return r.status === 0 ? 'tilec' : undefined;
}
const tilec = findTilec();

const indent = (text, n) =>
  text
    .split('\n')
    .map((l) => (l.trim() ? ' '.repeat(n) + l : l))
    .join('\n');

// Each snippet inside a kernel that gives its free names a meaning.
function harness(name, code) {
  switch (name) {
    case 'Kernel':
      return code;
    case 'Macro':
      return `${code}\n\n@T.prim_func\ndef k(A: T.Tensor((128,), "float32")):\n    with T.Kernel(1, threads=128) as bx:\n        pass\n`;
    case 'Export':
      return `@T.prim_func\ndef kernel[M: int](A: T.Tensor((M,), "float32")):\n    with T.Kernel(1, threads=128) as bx:\n        pass\n\n${code}\n`;
    case 'Import':
      // The imported file is written beside it (see COMMON below).
      return `${code}\n\n@T.prim_func\ndef k(A: T.Tensor((128,), "float32")):\n    with T.Kernel(1, threads=128) as bx:\n        pass\n`;
    case 'Kernel launch':
      return `@T.prim_func\ndef k[M: int = 256, N: int = 256, block_M: int = 128, block_N: int = 128](A: T.Tensor((M, N), "float16")):\n${indent(code, 4)}\n`;
    default: {
      // The GEMM snippet allocates its own accumulator.
      const accumulator = name === 'Pipelined GEMM loop' ? '' : '        C_local = T.alloc_fragment((block_M, block_N), accum_dtype)\n';
      return (
        '@T.prim_func\n' +
        'def k[M: int = 256, N: int = 256, K: int = 256, block_M: int = 128, block_N: int = 128, block_K: int = 32,\n' +
        '      dtype: T.dtype = "float16", accum_dtype: T.dtype = "float32", n: int = 4](\n' +
        '        A: T.Tensor((M, K), dtype), B: T.Tensor((K, N), dtype), C: T.Tensor((M, N), dtype)):\n' +
        '    with T.Kernel(T.ceildiv(N, block_N), T.ceildiv(M, block_M), threads=128) as (bx, by):\n' +
        accumulator +
        '        scores = T.alloc_fragment((block_M, block_N), accum_dtype)\n' +
        '        T.clear(scores)\n' +
        indent(code, 8) +
        '\n'
      );
    }
  }
}

test('every snippet has a prefix, a body and a description', () => {
  assert.ok(Object.keys(snippets).length >= 3);
  for (const name of ['Kernel', 'Pipelined GEMM loop', 'Parallel loop']) assert.ok(name in snippets, name);
  for (const [name, s] of Object.entries(snippets)) {
    assert.ok(s.prefix && s.prefix.length > 0, name);
    assert.ok(Array.isArray(s.body) && s.body.length > 0, name);
    assert.equal(typeof s.description, 'string', name);
    assert.doesNotMatch(expand(s.body), /\$\{?\d/, `${name}: every placeholder expands`);
  }
});

test('the kernel snippet expands to aligned compile-time parameters', () => {
  const lines = expand(snippets.Kernel.body).split('\n');
  assert.equal(lines[0], '@T.prim_func');
  const bracket = lines[1].indexOf('[');
  assert.equal(lines[2].search(/\S/), bracket + 1, 'continuation lines align after the bracket');
  assert.match(lines.at(-1), /^export kernel\[M=4096, N=4096\] as kernel_4096x4096$/);
});

for (const [name, s] of Object.entries(snippets)) {
  test(`snippet "${name}" highlights without errors`, async () => {
    const tokens = await tokenize(expand(s.body));
    const bad = tokens.filter((t) => t.scopes.some((sc) => sc.startsWith('invalid')));
    assert.deepEqual(bad, []);
  });

  test(`snippet "${name}" compiles`, { skip: !tilec && 'no tilec binary (set TILEC or build the compiler)' }, () => {
    const source = harness(name, expand(s.body));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tile-snippet-'));
    try {
      // What the Import snippet imports.
      fs.writeFileSync(path.join(dir, 'common.tile'), '@T.macro\ndef helper(x):\n    return x\n');
      const file = path.join(dir, 'snippet.tile');
      fs.writeFileSync(file, source);
      const r = spawnSync(tilec, ['--emit', 'check', file], { encoding: 'utf8', timeout: 60000 });
      assert.equal(r.status, 0, `tilec --emit check failed:\n${r.stdout}${r.stderr}\n--- source ---\n${source}`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
}

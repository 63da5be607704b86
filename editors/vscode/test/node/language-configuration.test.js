// The indentation rules of language-configuration.json, as VS Code applies
// them: indent after a line ending in `:`, dedent `elif`/`else`, and dedent
// after return/pass/break/continue.
'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const path = require('path');

const conf = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'language-configuration.json'), 'utf8'));
const increase = new RegExp(conf.indentationRules.increaseIndentPattern);
const decrease = new RegExp(conf.indentationRules.decreaseIndentPattern);
const outdent = conf.onEnterRules.filter((r) => r.action.indent === 'outdent').map((r) => new RegExp(r.beforeText));

test('comments, brackets and auto-closing pairs', () => {
  assert.equal(conf.comments.lineComment, '#');
  assert.deepEqual(conf.brackets, [['(', ')'], ['[', ']'], ['{', '}']]);
  const pairs = conf.autoClosingPairs.map((p) => p.open + p.close);
  for (const p of ['()', '[]', '{}', '""', "''"]) assert.ok(pairs.includes(p), p);
  assert.equal(conf.folding.offSide, true);
  assert.doesNotThrow(() => new RegExp(conf.wordPattern));
});

test('indent after a line that ends in a colon', () => {
  for (const line of [
    'def f():',
    '@T.prim_func def k(A):',
    '    with T.Kernel(T.ceildiv(N, 128), threads=128) as (bx, by):',
    '        for i, j in T.Parallel(block_M, block_N):',
    '        C: T.Tensor((M, N), dtype)):',
    'if x:   ',
    'else:',
    'elif a == "b:c":  # a comment: with a colon',
    "while k < n:  # loop",
  ])
    assert.match(line, increase, line);
  for (const line of [
    'x = 1',
    'def matmul[M: int, N: int,',
    '# a comment that ends in a colon:',
    'x = 1  # note:',
    's = "a:"',
    "s = 'a:'",
    'if x: pass',
  ])
    assert.doesNotMatch(line, increase, line);
});

test('elif and else dedent', () => {
  for (const line of ['else:', '    else:', '    elif x > 0:', 'elif a:  # comment', 'else :'])
    assert.match(line, decrease, line);
  for (const line of ['elsewhere = 1', 'else_x:', '    x = else_branch', 'elifant:']) assert.doesNotMatch(line, decrease, line);
});

test('dedent after return, pass, break and continue', () => {
  const dedents = (line) => outdent.some((r) => r.test(line));
  for (const line of ['return', '    return x + 1', '        pass', 'break', '    continue  # next'])
    assert.ok(dedents(line), line);
  for (const line of ['returned = 1', 'passes = 2', 'x = 1', 'breakpoint = 3', 'continued()'])
    assert.ok(!dedents(line), line);
});

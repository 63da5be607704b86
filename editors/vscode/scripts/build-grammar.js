#!/usr/bin/env node
// Generates syntaxes/tile.tmLanguage.json, the TextMate grammar of the .tile
// language, from the rules below and from the compiler's own lists of names:
//
//   frontend/include/tilec/frontend/Builtins.def   every primitive (T.copy, ...)
//   frontend/include/tilec/basic/DTypes.def        every dtype (float16, ...)
//   frontend/basic/DType.cpp                       dtype aliases (half, ...)
//
// The generated file is committed, so the extension needs no build step.
//
//   node scripts/build-grammar.js           rewrite the grammar
//   node scripts/build-grammar.js --check   exit 1 if the committed grammar is
//                                           stale (a name was added to a .def
//                                           file, or the rules below changed)
'use strict';

const fs = require('fs');
const path = require('path');

const HERE = path.resolve(__dirname, '..');
const REPO = path.resolve(HERE, '..', '..');
const OUT = path.join(HERE, 'syntaxes', 'tile.tmLanguage.json');
const BUILTINS_DEF = path.join(REPO, 'frontend/include/tilec/frontend/Builtins.def');
const DTYPES_DEF = path.join(REPO, 'frontend/include/tilec/basic/DTypes.def');
const DTYPE_CPP = path.join(REPO, 'frontend/basic/DType.cpp');

// ----------------------------------------------------------- names from the compiler

function readBuiltins() {
  const text = fs.readFileSync(BUILTINS_DEF, 'utf8');
  const out = [];
  let section = '';
  for (const line of text.split('\n')) {
    const s = /^\/\/\s*----\s*(.*)$/.exec(line);
    if (s) section = s[1].trim();
    const m = /^TILEC_BUILTIN\(\s*\w+\s*,\s*"([^"]+)"/.exec(line);
    if (m) out.push({ spelling: m[1], section });
  }
  if (out.length === 0) throw new Error(`no TILEC_BUILTIN entries in ${BUILTINS_DEF}`);
  return out;
}

function readDTypes() {
  const text = fs.readFileSync(DTYPES_DEF, 'utf8');
  const names = [...text.matchAll(/^TILEC_DTYPE\(\s*\w+\s*,\s*"([^"]+)"/gm)].map((m) => m[1]);
  if (names.length === 0) throw new Error(`no TILEC_DTYPE entries in ${DTYPES_DEF}`);
  let aliases = [];
  if (fs.existsSync(DTYPE_CPP)) {
    const cpp = fs.readFileSync(DTYPE_CPP, 'utf8');
    aliases = [...cpp.matchAll(/\{\s*"([A-Za-z_][A-Za-z0-9_]*)"\s*,\s*DType::\w+\s*\}/g)].map((m) => m[1]);
  }
  return { names, aliases };
}

// Python's own types, usable as compile-time parameter types and conversions.
const PY_TYPES = ['int', 'float', 'bool', 'str'];

// Names the compiler knows that are not primitives in Builtins.def.
const EXTRA_TYPES = ['T.dtype'];
const GEMM_POLICIES = ['Square', 'FullRow', 'FullCol'];

function classify(builtins) {
  const primitives = [];
  const types = [...EXTRA_TYPES];
  const pyFunctions = [];
  for (const { spelling, section } of builtins) {
    if (!spelling.includes('.')) {
      if (PY_TYPES.includes(spelling)) continue; // scoped as support.type.builtin
      if (spelling.startsWith('_')) primitives.push(spelling);
      else pyFunctions.push(spelling);
    } else if (/^types\b/i.test(section)) {
      types.push(spelling);
    } else {
      primitives.push(spelling);
    }
  }
  return { primitives, types, pyFunctions };
}

// ----------------------------------------------------------- regex helpers

const esc = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Longest first, so that T.exp2 is not read as T.exp followed by 2.
const alt = (names) => [...new Set(names)].sort((a, b) => b.length - a.length || a.localeCompare(b)).map(esc).join('|');
// A dotted spelling with optional blanks around the dots: T.copy, T . copy.
const dotted = (names) =>
  [...new Set(names)]
    .sort((a, b) => b.length - a.length || a.localeCompare(b))
    .map((n) => n.split('.').map(esc).join('\\s*\\.\\s*'))
    .join('|');

const IDENT = '[A-Za-z_][A-Za-z0-9_]*';
const DIGITS = '[0-9](?:_?[0-9])*';
const EXPONENT = `[eE][+-]?${DIGITS}`;
const accessor = [{ match: '\\.', name: 'punctuation.accessor.tile' }];

// ----------------------------------------------------------- the grammar

function build() {
  const { primitives, types, pyFunctions } = classify(readBuiltins());
  const { names: dtypeNames, aliases } = readDTypes();
  const allDTypes = [...dtypeNames, ...aliases];

  const repository = {
    // ---------------------------------------------------- statements
    statement: {
      patterns: [
        { include: '#decorator' },
        { include: '#function-definition' },
        { include: '#import' },
        { include: '#export' },
        { include: '#expression' },
      ],
    },

    decorator: {
      name: 'meta.function.decorator.tile',
      begin: `^\\s*(@)\\s*(${IDENT}(?:\\s*\\.\\s*${IDENT})*)`,
      beginCaptures: {
        1: { name: 'punctuation.definition.decorator.tile' },
        2: { name: 'entity.name.function.decorator.tile', patterns: accessor },
      },
      end: '$',
      patterns: [{ include: '#comment' }, { include: '#line-continuation' }, { include: '#parens' }, { include: '#invalid' }],
    },

    'function-definition': {
      name: 'meta.function.tile',
      begin: `\\b(def)\\s+(${IDENT})`,
      beginCaptures: {
        1: { name: 'storage.type.function.tile' },
        2: { name: 'entity.name.function.tile' },
      },
      end: '(:)|$',
      endCaptures: { 1: { name: 'punctuation.section.function.begin.tile' } },
      patterns: [
        { include: '#comment' },
        { include: '#line-continuation' },
        { include: '#compile-time-parameters' },
        { include: '#parameters' },
        { include: '#return-annotation' },
      ],
    },

    // def NAME[M: int, dtype: T.dtype = "float16"](...)
    'compile-time-parameters': {
      name: 'meta.function.compile-time-parameters.tile',
      begin: '\\G\\s*(\\[)',
      beginCaptures: { 1: { name: 'punctuation.definition.compile-time-parameters.begin.tile' } },
      end: '(\\])',
      endCaptures: { 1: { name: 'punctuation.definition.compile-time-parameters.end.tile' } },
      patterns: [{ include: '#parameter-list' }],
      __paramScope: 'variable.parameter.compile-time.tile',
    },

    parameters: {
      name: 'meta.function.parameters.tile',
      begin: '(\\()',
      beginCaptures: { 1: { name: 'punctuation.definition.parameters.begin.tile' } },
      end: '(\\))',
      endCaptures: { 1: { name: 'punctuation.definition.parameters.end.tile' } },
      patterns: [{ include: '#parameter-list' }],
      __paramScope: 'variable.parameter.function.tile',
    },

    'return-annotation': {
      name: 'meta.function.return-type.tile',
      begin: '(->)',
      beginCaptures: { 1: { name: 'punctuation.separator.annotation.result.tile' } },
      end: '(?=:)|$',
      patterns: [{ include: '#expression' }],
    },

    // import "file.tile"
    import: {
      name: 'meta.import.tile',
      begin: '^\\s*(import)\\b',
      beginCaptures: { 1: { name: 'keyword.control.import.tile' } },
      end: '$',
      patterns: [{ include: '#comment' }, { include: '#string' }, { include: '#invalid' }],
    },

    // export kernel[k=v, ...] as symbol
    export: {
      name: 'meta.export.tile',
      begin: `^\\s*(export)\\b(?:\\s+(${IDENT}))?`,
      beginCaptures: {
        1: { name: 'keyword.control.export.tile' },
        2: { name: 'variable.function.kernel.tile' },
      },
      end: '$',
      patterns: [
        { include: '#comment' },
        { include: '#line-continuation' },
        {
          name: 'meta.export.arguments.tile',
          begin: '(\\[)',
          beginCaptures: { 1: { name: 'punctuation.definition.arguments.begin.tile' } },
          end: '(\\])',
          endCaptures: { 1: { name: 'punctuation.definition.arguments.end.tile' } },
          patterns: [{ include: '#keyword-argument' }, { include: '#expression' }],
        },
        {
          match: `\\b(as)\\b(?:\\s+(${IDENT}))?`,
          captures: {
            1: { name: 'keyword.control.export.tile' },
            2: { name: 'entity.name.function.export.tile' },
          },
        },
        { include: '#expression' },
      ],
    },

    // ---------------------------------------------------- parameters

    'parameter-list': {
      patterns: [
        { include: '#comment' },
        { include: '#line-continuation' },
        {
          name: 'meta.parameter.annotation.tile',
          begin: '(:)',
          beginCaptures: { 1: { name: 'punctuation.separator.annotation.tile' } },
          end: '(?=[,)\\]]|=(?!=))',
          patterns: [{ include: '#expression' }],
        },
        {
          name: 'meta.parameter.default.tile',
          begin: '(=)(?!=)',
          beginCaptures: { 1: { name: 'keyword.operator.assignment.tile' } },
          end: '(?=[,)\\]])',
          patterns: [{ include: '#expression' }],
        },
        { match: ',', name: 'punctuation.separator.parameters.tile' },
        { match: `\\b${IDENT}\\b`, name: '__PARAM__' },
        { include: '#invalid' },
      ],
    },

    // ---------------------------------------------------- expressions

    expression: {
      patterns: [
        { include: '#comment' },
        { include: '#line-continuation' },
        { include: '#string' },
        { include: '#number' },
        { include: '#gemm-policy' },
        { include: '#dtype' },
        { include: '#type' },
        { include: '#primitive' },
        { include: '#builtin' },
        { include: '#keyword' },
        { include: '#function-call' },
        { include: '#parens' },
        { include: '#brackets' },
        { include: '#braces' },
        { include: '#operator' },
        { include: '#punctuation' },
        { include: '#invalid' },
      ],
    },

    keyword: {
      patterns: [
        { match: '\\b(?:if|elif|else|for|while|with|return|pass|break|continue)\\b', name: 'keyword.control.flow.tile' },
        { match: '\\b(?:def)\\b', name: 'storage.type.function.tile' },
        { match: '\\b(?:lambda)\\b', name: 'storage.type.function.lambda.tile' },
        { match: '\\b(?:and|or|not|in|is)\\b', name: 'keyword.operator.logical.tile' },
        { match: '\\b(?:as)\\b', name: 'keyword.control.as.tile' },
        { match: '\\b(?:import)\\b', name: 'keyword.control.import.tile' },
        { match: '\\b(?:export)\\b', name: 'keyword.control.export.tile' },
        { match: '\\b(?:True|False|None)\\b', name: 'constant.language.tile' },
      ],
    },

    // T.float16, T.bfloat16, T.int32, ... and the aliases the compiler accepts.
    dtype: {
      match: `\\b(?:T\\s*\\.\\s*)(?:${alt(allDTypes)})\\b`,
      name: 'support.type.dtype.tile',
      captures: { 0: { patterns: accessor } },
    },

    // T.Tensor, T.Buffer, T.dynamic, T.dtype; int, float, bool, str
    type: {
      patterns: [
        {
          match: `(?<![.\\w])(?:${dotted(types)})\\b`,
          name: 'support.type.primitive.tile',
          captures: { 0: { patterns: accessor } },
        },
        { match: `(?<![.\\w])(?:${alt(PY_TYPES)})\\b`, name: 'support.type.builtin.tile' },
      ],
    },

    // T.GemmWarpPolicy.Square
    'gemm-policy': {
      match: `\\b(T\\s*\\.\\s*GemmWarpPolicy)(?:\\s*(\\.)\\s*(${alt(GEMM_POLICIES)})\\b)?`,
      captures: {
        1: { name: 'support.type.enum.tile', patterns: accessor },
        2: { name: 'punctuation.accessor.tile' },
        3: { name: 'support.constant.enum.tile' },
      },
    },

    // Every primitive of Builtins.def: T.copy, T.gemm, T.Kernel, T.Pipelined, ...
    primitive: {
      match: `(?<![.\\w])(?:${dotted(primitives)})\\b`,
      name: 'support.function.primitive.tile',
      captures: { 0: { patterns: accessor } },
    },

    // Python built-ins usable in .tile: range, min, max, abs, len
    builtin: {
      match: `(?<![.\\w])(?:${alt(pyFunctions)})\\b`,
      name: 'support.function.builtin.tile',
    },

    'function-call': {
      match: `\\b(${IDENT})\\s*(?=\\()`,
      captures: { 1: { name: 'variable.function.tile' } },
    },

    // threads=128 inside a call, M=4096 inside export [...]
    'keyword-argument': {
      match: `\\b(${IDENT})\\s*(=)(?!=)`,
      captures: {
        1: { name: 'variable.parameter.function-call.tile' },
        2: { name: 'keyword.operator.assignment.tile' },
      },
    },

    parens: {
      begin: '(\\()',
      beginCaptures: { 1: { name: 'punctuation.parenthesis.begin.tile' } },
      end: '(\\))',
      endCaptures: { 1: { name: 'punctuation.parenthesis.end.tile' } },
      patterns: [{ include: '#keyword-argument' }, { include: '#expression' }],
    },

    brackets: {
      begin: '(\\[)',
      beginCaptures: { 1: { name: 'punctuation.section.brackets.begin.tile' } },
      end: '(\\])',
      endCaptures: { 1: { name: 'punctuation.section.brackets.end.tile' } },
      patterns: [{ include: '#expression' }],
    },

    braces: {
      begin: '(\\{)',
      beginCaptures: { 1: { name: 'punctuation.section.braces.begin.tile' } },
      end: '(\\})',
      endCaptures: { 1: { name: 'punctuation.section.braces.end.tile' } },
      patterns: [{ include: '#expression' }],
    },

    operator: {
      patterns: [
        { match: '//=|<<=|>>=|\\+=|-=|\\*=|/=|%=|&=|\\|=|\\^=', name: 'keyword.operator.assignment.augmented.tile' },
        { match: '->', name: 'punctuation.separator.annotation.result.tile' },
        { match: '<<|>>', name: 'keyword.operator.bitwise.tile' },
        { match: '==|!=|<=|>=|<|>', name: 'keyword.operator.comparison.tile' },
        { match: '&|\\||\\^|~', name: 'keyword.operator.bitwise.tile' },
        { match: '\\*\\*|//|\\+|-|\\*|/|%', name: 'keyword.operator.arithmetic.tile' },
        { match: '=', name: 'keyword.operator.assignment.tile' },
      ],
    },

    punctuation: {
      patterns: [
        { match: ',', name: 'punctuation.separator.element.tile' },
        { match: ':', name: 'punctuation.separator.colon.tile' },
        { match: ';', name: 'punctuation.terminator.statement.tile' },
        { match: '\\.', name: 'punctuation.accessor.tile' },
      ],
    },

    // ---------------------------------------------------- literals

    number: {
      patterns: [
        {
          // 1.5  1.  .5  1e-3  1_000.25e+2
          match: `(?<![\\w.])(?:${DIGITS}\\.(?:${DIGITS})?(?:${EXPONENT})?|\\.${DIGITS}(?:${EXPONENT})?|${DIGITS}${EXPONENT})(?![\\w.])`,
          name: 'constant.numeric.float.tile',
        },
        { match: '\\b0[xX][0-9a-fA-F](?:_?[0-9a-fA-F])*\\b', name: 'constant.numeric.integer.hexadecimal.tile' },
        { match: '\\b0[bB][01](?:_?[01])*\\b', name: 'constant.numeric.integer.binary.tile' },
        { match: '\\b0[oO][0-7](?:_?[0-7])*\\b', name: 'constant.numeric.integer.octal.tile' },
        { match: '\\b(?:0(?:_?0)*|[1-9](?:_?[0-9])*)\\b', name: 'constant.numeric.integer.decimal.tile' },
        // 0123 (leading zeros), 1__0, 0x, 12abc
        { match: '\\b[0-9][A-Za-z0-9_]*\\b', name: 'invalid.illegal.numeric.tile' },
      ],
    },

    string: {
      patterns: [
        { include: '#dtype-string' },
        {
          match: '(")((?:[^"\\\\]|\\\\.)*)(")',
          name: 'string.quoted.double.tile',
          captures: {
            1: { name: 'punctuation.definition.string.begin.tile' },
            2: { patterns: [{ include: '#string-escape' }] },
            3: { name: 'punctuation.definition.string.end.tile' },
          },
        },
        {
          match: "(')((?:[^'\\\\]|\\\\.)*)(')",
          name: 'string.quoted.single.tile',
          captures: {
            1: { name: 'punctuation.definition.string.begin.tile' },
            2: { patterns: [{ include: '#string-escape' }] },
            3: { name: 'punctuation.definition.string.end.tile' },
          },
        },
        // No closing quote on the line: a lexical error.
        {
          match: '(["\'])(?:(?!\\1)[^\\\\]|\\\\.)*\\\\?$',
          name: 'invalid.illegal.unterminated-string.tile',
        },
      ],
    },

    // "float16", 'bfloat16': a dtype spelled as a string.
    'dtype-string': {
      patterns: [
        ['"', 'double'],
        ["'", 'single'],
      ].map(([q, kind]) => ({
        match: `(${q})(${alt(allDTypes)})(${q})`,
        name: `string.quoted.${kind}.tile`,
        captures: {
          1: { name: 'punctuation.definition.string.begin.tile' },
          2: { name: 'support.type.dtype.tile' },
          3: { name: 'punctuation.definition.string.end.tile' },
        },
      })),
    },

    'string-escape': {
      patterns: [
        { match: '\\\\[ntr0\\\\\'"]', name: 'constant.character.escape.tile' },
        // Accepted with a warning by the compiler.
        { match: '\\\\.', name: 'invalid.deprecated.unknown-escape.tile' },
      ],
    },

    // ---------------------------------------------------- comments and misc

    comment: {
      name: 'comment.line.number-sign.tile',
      begin: '(#)',
      beginCaptures: { 1: { name: 'punctuation.definition.comment.tile' } },
      end: '$',
      patterns: [{ match: '\\b(?:TODO|FIXME|XXX|NOTE|HACK)\\b', name: 'keyword.codetag.notation.tile' }],
    },

    'line-continuation': {
      patterns: [
        { match: '(\\\\)\\s*$', captures: { 1: { name: 'punctuation.separator.continuation.line.tile' } } },
      ],
    },

    // Characters the lexer rejects, and closing brackets with no opening one.
    invalid: {
      patterns: [
        { match: '[\\])}]', name: 'invalid.illegal.unbalanced-bracket.tile' },
        { match: '[$?!`@\\\\]|[^\\x00-\\x7F]', name: 'invalid.illegal.character.tile' },
      ],
    },
  };

  // Parameter names get the scope of the list they are in.
  for (const key of ['compile-time-parameters', 'parameters']) {
    const rule = repository[key];
    const scope = rule.__paramScope;
    delete rule.__paramScope;
    rule.patterns = [{ include: '#' + key + '-names' }];
    repository[key + '-names'] = {
      patterns: repository['parameter-list'].patterns.map((p) => (p.name === '__PARAM__' ? { ...p, name: scope } : p)),
    };
  }
  delete repository['parameter-list'];

  return {
    $schema: 'https://raw.githubusercontent.com/martinring/tmlanguage/master/tmlanguage.json',
    name: 'Tile',
    scopeName: 'source.tile',
    fileTypes: ['tile'],
    comment: 'GENERATED by editors/vscode/scripts/build-grammar.js from the compiler\'s Builtins.def and DTypes.def; do not edit by hand.',
    patterns: [{ include: '#statement' }],
    repository,
  };
}

function main() {
  const json = JSON.stringify(build(), null, 2) + '\n';
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(OUT) ? fs.readFileSync(OUT, 'utf8') : '';
    if (current !== json) {
      console.error(`${path.relative(process.cwd(), OUT)} is stale: run \`npm run build:grammar\` in editors/vscode and commit the result`);
      process.exit(1);
    }
    console.log('grammar is up to date with Builtins.def and DTypes.def');
    return;
  }
  fs.mkdirSync(path.dirname(OUT), { recursive: true });
  fs.writeFileSync(OUT, json);
  console.log(`wrote ${path.relative(process.cwd(), OUT)}`);
}

if (require.main === module) main();

module.exports = { readBuiltins, readDTypes, classify, build, PY_TYPES, REPO };

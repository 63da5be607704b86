// Tokenizes .tile text with the extension's grammar, the way VS Code does
// (vscode-textmate on the oniguruma WebAssembly build).
'use strict';

const fs = require('fs');
const path = require('path');
const vsctm = require('vscode-textmate');
const oniguruma = require('vscode-oniguruma');

const GRAMMAR = path.join(__dirname, '..', '..', 'syntaxes', 'tile.tmLanguage.json');

let grammarPromise;
function loadGrammar() {
  if (!grammarPromise) {
    const wasm = fs.readFileSync(require.resolve('vscode-oniguruma/release/onig.wasm')).buffer;
    const onigLib = oniguruma.loadWASM(wasm).then(() => ({
      createOnigScanner: (patterns) => new oniguruma.OnigScanner(patterns),
      createOnigString: (s) => new oniguruma.OnigString(s),
    }));
    const registry = new vsctm.Registry({
      onigLib,
      loadGrammar: async (scopeName) =>
        scopeName === 'source.tile' ? vsctm.parseRawGrammar(fs.readFileSync(GRAMMAR, 'utf8'), GRAMMAR) : null,
    });
    grammarPromise = registry.loadGrammar('source.tile');
  }
  return grammarPromise;
}

/** [{ line, text, scopes }] for every token of `source`. */
async function tokenize(source) {
  const grammar = await loadGrammar();
  let stack = vsctm.INITIAL;
  const out = [];
  source.split(/\r?\n/).forEach((lineText, line) => {
    const r = grammar.tokenizeLine(lineText, stack);
    for (const t of r.tokens) out.push({ line: line + 1, text: lineText.slice(t.startIndex, t.endIndex), scopes: t.scopes });
    stack = r.ruleStack;
  });
  return out;
}

module.exports = { tokenize };

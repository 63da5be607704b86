// A small expander for the VS Code snippet syntax used in snippets/tile.json:
// $N, ${N}, ${N:default} (defaults may nest), ${N|a,b|} (first choice) and
// ${N/regex/format/flags}. Every placeholder takes its first default.
'use strict';

function expand(body) {
  const text = Array.isArray(body) ? body.join('\n') : body;
  const values = new Map();

  // Pass 1: learn the default of every placeholder, innermost first.
  const learn = (s) => {
    let prev;
    do {
      prev = s;
      s = s.replace(/\$\{(\d+):((?:[^${}]|\$(?!\{))*)\}/g, (m, n, def) => {
        const v = def.replace(/\$(\d+)/g, (_, k) => values.get(k) ?? '');
        if (!values.has(n)) values.set(n, v);
        return v;
      });
      s = s.replace(/\$\{(\d+)\|([^|]*)\|\}/g, (m, n, choices) => {
        const v = choices.split(',')[0];
        if (!values.has(n)) values.set(n, v);
        return v;
      });
    } while (s !== prev);
  };
  learn(text);

  // Pass 2: substitute.
  let out = text;
  let prev;
  do {
    prev = out;
    out = out.replace(/\$\{(\d+):((?:[^${}]|\$(?!\{))*)\}/g, (m, n) => values.get(n) ?? '');
    out = out.replace(/\$\{(\d+)\|([^|]*)\|\}/g, (m, n) => values.get(n) ?? '');
    out = out.replace(/\$\{(\d+)\/((?:[^/\\]|\\.)*)\/((?:[^/\\]|\\.)*)\/(\w*)\}/g, (m, n, re, fmt, flags) =>
      (values.get(n) ?? '').replace(new RegExp(re, flags), fmt.replace(/\$(\d+)/g, '$$$1')),
    );
    out = out.replace(/\$\{(\d+)\}/g, (m, n) => values.get(n) ?? '');
    out = out.replace(/\$(\d+)/g, (m, n) => values.get(n) ?? '');
  } while (out !== prev);
  return out;
}

module.exports = { expand };

#!/usr/bin/env node
// Renders the README's editor screenshot (docs/images/editor.png) headless:
// an example with one deliberately wrong line, highlighted with the extension's
// TextMate grammar (vscode-textmate + vscode-oniguruma, as VS Code does) in a
// Dark+ palette, with a red squiggle and the message where `tilec
// --diagnostics-format=json` puts them. The page is written as HTML and turned
// into a PNG by headless Chromium.
//
//   cd editors/vscode && npm ci
//   node scripts/render-screenshot.js [--tilec PATH] [--chromium PATH] [--out FILE] [--html FILE]
//
// --tilec     the compiler (default: $TILEC, else build/tools/tilec)
// --chromium  the browser (default: $CHROMIUM, else chromium on PATH)
// --out       the PNG (default: docs/images/editor.png at the repository root)
// --html      also keep the HTML page here (default: a temporary file)
'use strict';

const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');

const HERE = path.resolve(__dirname, '..');
const REPO = path.resolve(HERE, '..', '..');

// ------------------------------------------------------------- what is shown

const EXAMPLE = path.join(REPO, 'examples', 'gemm.tile');
// B is passed the A tile: K no longer matches, which sema reports on this line.
const MISTAKE = { from: 'T.gemm(A_shared, B_shared, C_local)', to: 'T.gemm(A_shared, A_shared, C_local)' };
const FILE_NAME = 'gemm.tile';

// Dark+ (VS Code's default dark theme): the first matching scope prefix wins,
// most specific first.
const THEME = [
  ['comment', '#6A9955'],
  ['punctuation.definition.comment', '#6A9955'],
  ['string', '#CE9178'],
  ['punctuation.definition.string', '#CE9178'],
  ['constant.numeric', '#B5CEA8'],
  ['constant.language', '#569CD6'],
  ['support.constant', '#4FC1FF'],
  ['keyword.control', '#C586C0'],
  ['keyword.operator.logical', '#569CD6'],
  ['keyword.operator', '#D4D4D4'],
  ['storage.type', '#569CD6'],
  ['entity.name.function.decorator', '#DCDCAA'],
  ['punctuation.definition.decorator', '#DCDCAA'],
  ['entity.name.function', '#DCDCAA'],
  ['support.function', '#DCDCAA'],
  ['variable.function', '#DCDCAA'],
  ['support.type', '#4EC9B0'],
  ['entity.name.type', '#4EC9B0'],
  ['variable.parameter', '#9CDCFE'],
  ['variable', '#9CDCFE'],
];
const FOREGROUND = '#D4D4D4';

// ------------------------------------------------------------- arguments

function parseArgs(argv) {
  const opts = {
    tilec: process.env.TILEC || path.join(REPO, 'build', 'tools', 'tilec'),
    chromium: process.env.CHROMIUM || 'chromium',
    out: path.join(REPO, 'docs', 'images', 'editor.png'),
    html: undefined,
  };
  for (let i = 2; i < argv.length; i++) {
    const key = argv[i].replace(/^--/, '');
    if (!(key in opts) || i + 1 >= argv.length) {
      console.error(`render-screenshot: unknown or incomplete option '${argv[i]}'`);
      process.exit(2);
    }
    opts[key] = path.resolve(argv[++i]);
    if (key === 'chromium' && !argv[i].includes('/')) opts[key] = argv[i];
  }
  return opts;
}

// ------------------------------------------------------------- the diagnostic

function diagnose(tilec, file) {
  const r = spawnSync(tilec, [file, '--emit=check', '--diagnostics-format=json'], { encoding: 'utf8' });
  if (r.error) throw new Error(`cannot run ${tilec}: ${r.error.message} (build tilec or pass --tilec)`);
  const json = r.stderr.slice(r.stderr.indexOf('['));
  const diags = JSON.parse(json);
  const error = diags.find((d) => d.severity === 'error');
  if (!error) throw new Error(`tilec reported no error for the edited example:\n${r.stderr}`);
  return error;
}

// ------------------------------------------------------------- highlighting

async function loadGrammar() {
  const vsctm = require('vscode-textmate');
  const oniguruma = require('vscode-oniguruma');
  const wasm = fs.readFileSync(require.resolve('vscode-oniguruma/release/onig.wasm')).buffer;
  await oniguruma.loadWASM(wasm);
  const registry = new vsctm.Registry({
    onigLib: Promise.resolve({
      createOnigScanner: (patterns) => new oniguruma.OnigScanner(patterns),
      createOnigString: (s) => new oniguruma.OnigString(s),
    }),
    loadGrammar: async (scopeName) => {
      if (scopeName !== 'source.tile') return null;
      const file = path.join(HERE, 'syntaxes', 'tile.tmLanguage.json');
      return vsctm.parseRawGrammar(fs.readFileSync(file, 'utf8'), file);
    },
  });
  return { grammar: await registry.loadGrammar('source.tile'), INITIAL: vsctm.INITIAL };
}

function colorOf(scopes) {
  for (let i = scopes.length - 1; i >= 0; i--) {
    for (const [prefix, color] of THEME) {
      if (scopes[i] === prefix || scopes[i].startsWith(prefix + '.')) return color;
    }
  }
  return FOREGROUND;
}

const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Columns are tilec's: 1-based, in bytes. Returns the character index. */
function byteColumnToIndex(line, col) {
  return Buffer.from(line, 'utf8').subarray(0, Math.max(0, col - 1)).toString('utf8').length;
}

function renderLine(text, tokens, squiggle) {
  // Split tokens at the squiggle's edges so that it can be its own span.
  const cuts = new Set([0, text.length]);
  for (const t of tokens) cuts.add(t.startIndex);
  if (squiggle) {
    cuts.add(squiggle.from);
    cuts.add(squiggle.to);
  }
  const points = [...cuts].filter((c) => c <= text.length).sort((a, b) => a - b);
  let html = '';
  for (let i = 0; i + 1 < points.length; i++) {
    const [from, to] = [points[i], points[i + 1]];
    const tok = [...tokens].reverse().find((t) => t.startIndex <= from) || { scopes: [] };
    const cls = squiggle && from >= squiggle.from && to <= squiggle.to ? ' class="squiggle"' : '';
    html += `<span style="color:${colorOf(tok.scopes)}"${cls}>${escapeHtml(text.slice(from, to))}</span>`;
  }
  return html || '&#8203;';
}

// ------------------------------------------------------------- the page

function page({ lines, diag, highlighted }) {
  const errLine = diag.line - 1;
  const rows = lines
    .map((text, i) => {
      const cls = i === errLine ? ' class="row error-row"' : ' class="row"';
      return `<div${cls}><span class="gutter">${i + 1}</span><span class="code">${highlighted[i]}</span></div>` +
        (i === errLine ? hoverBox(text, diag) : '');
    })
    .join('\n');
  return `<!doctype html>
<html><head><meta charset="utf-8"><style>
  html, body { margin: 0; background: #181818; }
  body { font-family: "DejaVu Sans Mono", "Liberation Mono", monospace; font-size: 14px; }
  .window { width: 1040px; margin: 0; background: #1e1e1e; color: ${FOREGROUND}; }
  .titlebar { height: 30px; background: #323233; color: #cccccc; display: flex; align-items: center;
              font-family: "DejaVu Sans", sans-serif; font-size: 12.5px; padding-left: 12px; }
  .dot { width: 11px; height: 11px; border-radius: 50%; margin-right: 7px; display: inline-block; }
  .title { flex: 1; text-align: center; margin-right: 70px; }
  .tabs { height: 34px; background: #252526; display: flex; }
  .tab { background: #1e1e1e; color: #ffffff; padding: 0 16px; display: flex; align-items: center;
         font-family: "DejaVu Sans", sans-serif; font-size: 12.5px; border-top: 1px solid #0078d4; }
  .tab .err { color: #f14c4c; margin-left: 10px; font-size: 11.5px; }
  .editor { padding: 8px 0 10px 0; }
  .row { white-space: pre; line-height: 20px; height: 20px; }
  .gutter { display: inline-block; width: 44px; padding-right: 22px; text-align: right; color: #6e7681; }
  .error-row .gutter { color: #cccccc; }
  .squiggle { text-decoration: underline wavy #f14c4c; text-decoration-thickness: 1px;
              text-underline-offset: 3px; text-decoration-skip-ink: none; }
  .hover { position: relative; height: 0; }
  .hover .box { position: absolute; top: 2px; z-index: 2; background: #252526; border: 1px solid #454545;
                box-shadow: 0 2px 8px rgba(0,0,0,.55); padding: 7px 10px 8px 10px; max-width: 720px;
                white-space: normal; font-family: "DejaVu Sans", sans-serif; font-size: 12.5px; line-height: 18px; }
  .hover .msg { color: #cccccc; }
  .hover .src { color: #9d9d9d; }
  .problems { border-top: 1px solid #2b2b2b; background: #181818; padding: 4px 0 8px 0;
              font-family: "DejaVu Sans", sans-serif; font-size: 12.5px; color: #cccccc; }
  .problems .head { padding: 6px 18px; font-size: 11px; letter-spacing: .04em; color: #e7e7e7; }
  .problems .head b { border-bottom: 1px solid #e7e7e7; padding-bottom: 3px; font-weight: normal; }
  .problems .head .count { background: #616161; border-radius: 9px; padding: 0 6px; margin-left: 6px; }
  .problems .item { padding: 3px 18px 3px 30px; }
  .problems .icon { color: #f14c4c; margin-right: 6px; }
  .problems .where { color: #9d9d9d; margin-left: 6px; }
  .status { height: 22px; background: #007acc; color: #ffffff; display: flex; align-items: center;
            font-family: "DejaVu Sans", sans-serif; font-size: 12px; padding-left: 10px; }
  .status span { margin-right: 18px; }
</style></head><body>
<div class="window">
  <div class="titlebar"><span class="dot" style="background:#ff5f57"></span><span class="dot" style="background:#febc2e"></span><span class="dot" style="background:#28c840"></span><span class="title">${FILE_NAME} — tilec — Visual Studio Code</span></div>
  <div class="tabs"><div class="tab">${FILE_NAME}<span class="err">1</span></div></div>
  <div class="editor">
${rows}
  </div>
  <div class="problems">
    <div class="head"><b>PROBLEMS</b><span class="count">1</span></div>
    <div class="item"><span class="icon">&#x2297;</span>${escapeHtml(diag.message)} <span class="where">tilec [Ln ${diag.line}, Col ${diag.column}]</span></div>
  </div>
  <div class="status"><span>&#x2297; 1 &#x26A0; 0</span><span>Ln ${diag.line}, Col ${diag.column}</span><span>Tile</span><span>tilec lsp</span></div>
</div>
</body></html>
`;
}

function hoverBox(text, diag) {
  // Under the squiggle, like VS Code's hover over a diagnostic: indented by
  // the gutter plus the column, in character widths of the editor's font.
  const indent = byteColumnToIndex(text, diag.column);
  return `<div class="hover"><div class="box" style="left:calc(66px + ${indent}ch)"><span class="msg">${escapeHtml(diag.message)}</span> <span class="src">tilec(error)</span></div></div>`;
}

// ------------------------------------------------------------- main

async function main() {
  const opts = parseArgs(process.argv);
  const original = fs.readFileSync(EXAMPLE, 'utf8');
  if (!original.includes(MISTAKE.from)) throw new Error(`${EXAMPLE} no longer contains '${MISTAKE.from}'; update MISTAKE`);
  const text = original.replace(MISTAKE.from, MISTAKE.to);

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tile-shot-'));
  const file = path.join(tmp, FILE_NAME);
  fs.writeFileSync(file, text);
  const diag = diagnose(opts.tilec, file);

  const { grammar, INITIAL } = await loadGrammar();
  const lines = text.replace(/\n$/, '').split('\n');
  let state = INITIAL;
  const highlighted = lines.map((line, i) => {
    const r = grammar.tokenizeLine(line, state);
    state = r.ruleStack;
    let squiggle;
    if (i === diag.line - 1) {
      const end = diag.endLine === diag.line ? diag.endColumn : Buffer.byteLength(line) + 1;
      squiggle = { from: byteColumnToIndex(line, diag.column), to: byteColumnToIndex(line, end) };
    }
    return renderLine(line, r.tokens, squiggle);
  });

  const htmlFile = opts.html || path.join(tmp, 'editor.html');
  fs.writeFileSync(htmlFile, page({ lines, diag, highlighted }));
  fs.mkdirSync(path.dirname(opts.out), { recursive: true });
  const height = 30 + 34 + 18 + lines.length * 20 + 56 + 22 + 2; // title, tabs, editor, problems, status
  const r = spawnSync(
    opts.chromium,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--hide-scrollbars',
      '--force-device-scale-factor=1.5',
      `--window-size=1040,${height}`,
      `--screenshot=${opts.out}`,
      'file://' + htmlFile,
    ],
    { encoding: 'utf8' },
  );
  if (r.error || r.status !== 0 || !fs.existsSync(opts.out)) {
    throw new Error(`chromium failed (${r.error ? r.error.message : 'status ' + r.status}):\n${r.stderr}`);
  }
  fs.rmSync(tmp, { recursive: true, force: true });
  console.log(`render-screenshot: wrote ${path.relative(process.cwd(), opts.out)} (${diag.line}:${diag.column}: ${diag.message})`);
}

main().catch((e) => {
  console.error(`render-screenshot: ${e.message}`);
  process.exit(1);
});

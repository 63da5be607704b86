" Tests of the Vim support for .tile files. Run from the repository root:
"
"   vim -u NONE -i NONE -N -es --cmd 'set rtp^=editors/vim' -S editors/vim/test/run.vim
"
" It writes one line per check ("ok ..." or "FAIL ...") and a summary to the
" file named by $TILE_VIM_RESULT (default: standard output) and exits non-zero
" when a check fails.

set nocompatible
filetype plugin indent on
syntax on
set shiftwidth=4 expandtab

let s:here = expand('<sfile>:p:h')
let s:repo = fnamemodify(s:here, ':h:h:h')
let s:out = empty($TILE_VIM_RESULT) ? '/dev/stdout' : $TILE_VIM_RESULT
let s:lines = []
let s:passed = 0
let s:failed = 0

function! s:Ok(name) abort
  let s:passed += 1
  call add(s:lines, 'ok   ' . a:name)
endfunction

function! s:Fail(name, why) abort
  let s:failed += 1
  call add(s:lines, 'FAIL ' . a:name . ': ' . a:why)
endfunction

function! s:Check(name, cond, why) abort
  if a:cond
    call s:Ok(a:name)
  else
    call s:Fail(a:name, a:why)
  endif
endfunction

" A scratch buffer of filetype tile holding a:text.
function! s:Scratch(text) abort
  enew!
  setlocal buftype=nofile
  call setline(1, a:text)
  set filetype=tile
  syntax sync fromstart
endfunction

function! s:GroupAt(lnum, col) abort
  return synIDattr(synID(a:lnum, a:col, 1), 'name')
endfunction

" ---------------------------------------------------------------- detection

execute 'edit ' . fnameescape(s:repo . '/examples/gemm.tile')
call s:Check('ftdetect: *.tile is filetype tile', &filetype ==# 'tile', 'filetype=' . &filetype)
call s:Check('syntax: loads', get(b:, 'current_syntax', '') ==# 'tile', 'b:current_syntax missing')
call s:Check('indent: loads', &indentexpr =~# 'GetTileIndent', 'indentexpr=' . &indentexpr)
call s:Check('ftplugin: loads', &commentstring ==# '#%s' || &commentstring ==# '# %s', 'commentstring=' . &commentstring)

" ---------------------------------------------------------------- syntax

" [line, text to find on it (its first character is checked), group]
let s:sample = [
      \ '# A comment with T.copy in it. TODO: more',
      \ 'import "common.tile"',
      \ '@T.prim_func',
      \ 'def matmul[M: int, dtype: T.dtype = "float16"](A: T.Tensor((M, K), dtype), n=3):',
      \ '    with T.Kernel(T.ceildiv(M, 128), threads=128) as (bx, by):',
      \ '        for k in T.Pipelined(4, num_stages=3):',
      \ '            T.gemm(A, B, C, policy=T.GemmWarpPolicy.FullRow)',
      \ '        x = 0x1F + 0b101 + 0o17 + 1_000 + 1.5e-3 + .5 + 0123 + 1__0',
      \ '        s = "a\n\q" + ''it\''s'' + "float16 " + ''bfloat16'' + T.float32',
      \ '        if x and not y or z is None: pass',
      \ '        elif True: return',
      \ '        y = min(a, b) + int(c) + range(3) + x.min + T.unknown',
      \ '        z = a $ b',
      \ '        u = "no end',
      \ 'export matmul[M=4096] as gemm_4096  # note',
      \ 'def f(x): return x',
      \ ]
let s:expect = [
      \ [1, '#', 'tileComment'], [1, 'T.copy', 'tileComment'], [1, 'TODO', 'tileTodo'],
      \ [2, 'import', 'tileInclude'], [2, '"common', 'tileString'],
      \ [3, '@', 'tileDecorator'], [3, 'prim_func', 'tileDecorator'],
      \ [4, 'def', 'tileDef'], [4, 'matmul', 'tileFunction'], [4, '[', 'tileCTDelim'],
      \ [4, 'M:', 'tileCTParam'], [4, 'int', 'tileType'], [4, 'dtype:', 'tileCTParam'],
      \ [4, 'T.dtype', 'tileType'], [4, 'float16', 'tileDTypeString'], [4, '](', 'tileCTDelim'],
      \ [4, 'A:', 'tileParam'], [4, 'T.Tensor', 'tileType'], [4, 'dtype)', 'tileParams'],
      \ [4, 'n=', 'tileParam'], [4, '3)', 'tileNumber'],
      \ [5, 'with', 'tileStatement'], [5, 'T.Kernel', 'tilePrimitive'], [5, 'ceildiv', 'tilePrimitive'],
      \ [5, '128)', 'tileNumber'], [5, 'as', 'tileInclude'], [5, 'bx', ''],
      \ [6, 'for', 'tileRepeat'], [6, 'in', 'tileOperatorWord'], [6, 'T.Pipelined', 'tilePrimitive'],
      \ [7, 'T.gemm', 'tilePrimitive'], [7, 'T.GemmWarpPolicy', 'tileEnum'], [7, 'FullRow', 'tileEnum'],
      \ [8, '0x1F', 'tileNumber'], [8, '0b101', 'tileNumber'], [8, '0o17', 'tileNumber'],
      \ [8, '1_000', 'tileNumber'], [8, '1.5e-3', 'tileFloat'], [8, '.5', 'tileFloat'],
      \ [8, '0123', 'tileNumberError'], [8, '1__0', 'tileNumberError'], [8, '+', 'tileOperator'],
      \ [9, '"a', 'tileString'], [9, '\n', 'tileEscape'], [9, '\q', 'tileBadEscape'],
      \ [9, '\''', 'tileEscape'], [9, 'float16 ', 'tileString'], [9, 'bfloat16', 'tileDTypeString'],
      \ [9, 'T.float32', 'tileDType'],
      \ [10, 'if', 'tileConditional'], [10, 'and', 'tileOperatorWord'], [10, 'not', 'tileOperatorWord'],
      \ [10, 'is', 'tileOperatorWord'], [10, 'None', 'tileConstant'], [10, 'pass', 'tileStatement'],
      \ [11, 'elif', 'tileConditional'], [11, 'True', 'tileBoolean'], [11, 'return', 'tileStatement'],
      \ [12, 'min', 'tileBuiltin'], [12, 'int', 'tileType'], [12, 'range', 'tileBuiltin'],
      \ [12, 'min +', ''], [12, 'T.unknown', ''],
      \ [13, '$', 'tileError'],
      \ [14, '"no end', 'tileUnterminated'],
      \ [15, 'export', 'tileInclude'], [15, 'matmul', 'tileExportKernel'], [15, 'M=', ''],
      \ [15, '4096', 'tileNumber'], [15, 'as', 'tileInclude'], [15, 'gemm_4096', 'tileExportSymbol'],
      \ [15, '# note', 'tileComment'],
      \ [16, 'f(', 'tileFunction'], [16, 'x)', 'tileParam'], [16, 'return', 'tileStatement'],
      \ ]

call s:Scratch(s:sample)
for [s:l, s:text, s:group] in s:expect
  " The last occurrence for x.min (the first is the builtin), else the first.
  let s:col = s:text ==# 'min +' ? strridx(getline(s:l), 'min') : stridx(getline(s:l), s:text)
  if s:col < 0
    call s:Fail('syntax line ' . s:l . ' ' . s:text, 'text not found')
    continue
  endif
  let s:got = s:GroupAt(s:l, s:col + 1)
  call s:Check('syntax line ' . s:l . ' ' . string(s:text) . ' is ' . (empty(s:group) ? 'plain' : s:group),
        \ s:got ==# s:group, 'got ' . string(s:got))
endfor

" Every primitive of Builtins.def and every dtype of DTypes.def.
let s:defs = s:repo . '/frontend/include/tilec/frontend/Builtins.def'
let s:dtypes = s:repo . '/frontend/include/tilec/basic/DTypes.def'
if filereadable(s:defs) && filereadable(s:dtypes)
  let s:section = ''
  let s:names = []
  for s:line in readfile(s:defs)
    let s:m = matchlist(s:line, '^//\s*----\s*\(.*\)$')
    if !empty(s:m)
      let s:section = s:m[1]
    endif
    let s:m = matchlist(s:line, '^TILEC_BUILTIN(\s*\w\+\s*,\s*"\([^"]\+\)"')
    if !empty(s:m)
      let s:n = s:m[1]
      let s:want = s:n =~# '^\%(int\|float\|bool\|str\)$' || s:section =~# '^types' ? 'tileType'
            \ : s:n =~# '^\%(range\|min\|max\|abs\|len\)$' ? 'tileBuiltin' : 'tilePrimitive'
      call add(s:names, [s:n, s:want])
    endif
  endfor
  for s:line in readfile(s:dtypes)
    let s:m = matchlist(s:line, '^TILEC_DTYPE(\s*\w\+\s*,\s*"\([^"]\+\)"')
    if !empty(s:m)
      call add(s:names, ['T.' . s:m[1], 'tileDType'])
      call add(s:names, ['"' . s:m[1] . '"', 'tileDTypeString'])
    endif
  endfor
  call s:Scratch(map(copy(s:names), '"x = " . v:val[0] . "(a)"'))
  let s:bad = []
  for s:i in range(len(s:names))
    let [s:n, s:want] = s:names[s:i]
    " Check the first and the last character of the name (inside the quotes
    " for a string).
    let s:first = s:want ==# 'tileDTypeString' ? 6 : 5
    let s:last = 4 + strlen(s:n) - (s:want ==# 'tileDTypeString' ? 1 : 0)
    for s:c in [s:first, s:last]
      if s:GroupAt(s:i + 1, s:c) !=# s:want
        call add(s:bad, s:n . ' (' . s:GroupAt(s:i + 1, s:c) . ', not ' . s:want . ')')
        break
      endif
    endfor
  endfor
  call s:Check('syntax: all ' . len(s:names) . ' names of Builtins.def and DTypes.def', empty(s:bad), join(s:bad, ', '))
else
  call s:Fail('syntax: Builtins.def and DTypes.def', 'not found under ' . s:repo)
endif

" ---------------------------------------------------------------- indentation

" Re-indenting correctly indented code changes nothing.
function! s:Reindent(name, text) abort
  call s:Scratch(a:text)
  silent normal! gg=G
  let got = getline(1, '$')
  for i in range(len(a:text))
    if got[i] !=# a:text[i]
      call s:Fail(a:name, 'line ' . (i + 1) . ': expected ' . string(a:text[i]) . ', got ' . string(got[i]))
      return
    endif
  endfor
  call s:Ok(a:name)
endfunction

" Typing a:keys in insert mode into an empty buffer gives a:want.
function! s:Typed(name, keys, want) abort
  call s:Scratch([''])
  execute "normal! i" . a:keys . "\<Esc>"
  let got = getline(1, '$')
  call s:Check(a:name, got ==# a:want, 'got ' . string(got))
endfunction

for s:f in sort(glob(s:here . '/indent/*.tile', 0, 1))
  call s:Reindent('indent: ' . fnamemodify(s:f, ':t') . ' re-indents to itself', readfile(s:f))
endfor

call s:Typed('indent: after a colon, and dedent after return',
      \ "def f(x):\rif x:\rreturn 1\rreturn 2",
      \ ['def f(x):', '    if x:', '        return 1', '    return 2'])
call s:Typed('indent: dedent after pass, break and continue',
      \ "for i in range(4):\rfor j in range(4):\rbreak\rcontinue\rpass\rx = 1",
      \ ['for i in range(4):', '    for j in range(4):', '        break', '    continue', 'pass', 'x = 1'])
call s:Typed('indent: else lines up with its if',
      \ "if a:\rx = 1\relif b:\ry = 2\relse:\rz = 3",
      \ ['if a:', '    x = 1', 'elif b:', '    y = 2', 'else:', '    z = 3'])
call s:Typed('indent: else of the inner if',
      \ "if a:\rif b:\rx = 1\relse:\ry = 2",
      \ ['if a:', '    if b:', '        x = 1', '    else:', '        y = 2'])
call s:Typed('indent: a comment ending in a colon does not indent',
      \ "x = 1  # note:\ry = 2",
      \ ['x = 1  # note:', 'y = 2'])
call s:Typed('indent: a colon inside a string does not indent',
      \ "s = \"a:\"\ry = 2",
      \ ['s = "a:"', 'y = 2'])
call s:Typed('indent: align after an open bracket',
      \ "def k[M: int,\rN: int](A,\rB):\rpass",
      \ ['def k[M: int,', '      N: int](A,', '              B):', '    pass'])
call s:Typed('indent: hanging indent after a bracket at the end of a line',
      \ "x = T.alloc_shared(\r(128, 64),\rdtype)\ry = 1",
      \ ['x = T.alloc_shared(', '    (128, 64),', '    dtype)', 'y = 1'])
call s:Typed('indent: hanging indent in a block header is two levels',
      \ "for k in T.Pipelined(\rn, num_stages=3):\rpass",
      \ ['for k in T.Pipelined(', '        n, num_stages=3):', '    pass'])
call s:Typed('indent: a closing bracket on its own line',
      \ "T.copy(\rA,\rB,\r)\rx = 1",
      \ ['T.copy(', '    A,', '    B,', ')', 'x = 1'])
call s:Typed('indent: brackets inside strings and comments do not count',
      \ "s = \"(\"  # [\rt = 1",
      \ ['s = "("  # [', 't = 1'])
call s:Typed('indent: backslash continuation',
      \ "total = a + \\\rb\rc = 1",
      \ ['total = a + \', '        b', 'c = 1'])
call s:Typed('indent: a signature over several lines, then the body',
      \ "@T.prim_func\rdef k[M: int,\rN: int](\rA: T.Tensor((M, N), \"float16\"),\rB: T.Tensor((M, N), \"float16\")):\rwith T.Kernel(1) as bx:\rpass",
      \ ['@T.prim_func', 'def k[M: int,', '      N: int](', '        A: T.Tensor((M, N), "float16"),',
      \  '        B: T.Tensor((M, N), "float16")):', '    with T.Kernel(1) as bx:', '        pass'])

" ---------------------------------------------------------------- report

call add(s:lines, printf('vim: %d passed, %d failed', s:passed, s:failed))
call writefile(s:lines, s:out)
if s:failed > 0
  cquit!
endif
qall!

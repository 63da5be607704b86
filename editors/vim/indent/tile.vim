" Vim indent file
" Language:    Tile (.tile kernels of the tilec compiler)
" Maintainer:  the tilec project
"
" Python-like indentation:
"   - one 'shiftwidth' more after a line that ends in ':' (comments aside);
"   - one less after return, pass, break and continue;
"   - elif/else line up with their if;
"   - inside brackets, align with the text after the opening bracket, or, when
"     the bracket ends its line, indent from the statement's first line: two
"     'shiftwidth's in a def/if/for/while/with header, one elsewhere;
"     a line that starts with the closing bracket lines up with the statement;
"   - a backslash continuation is indented two 'shiftwidth's.
" Strings and comments are recognised without the syntax file, so this works
" with syntax highlighting off.

if exists('b:did_indent')
  finish
endif
let b:did_indent = 1

setlocal nolisp autoindent
setlocal indentexpr=GetTileIndent(v:lnum)
setlocal indentkeys=!^F,o,O,<:>,0),0],0},=elif,=else,0#

let b:undo_indent = 'setlocal autoindent< indentexpr< indentkeys< lisp<'

if exists('*GetTileIndent')
  finish
endif

let s:cpo_save = &cpo
set cpo&vim

" How far back to look for an open bracket.
let s:maxoff = 200

" The line with strings blanked out (same length) and any comment removed.
function! s:Code(lnum) abort
  let line = getline(a:lnum)
  let line = substitute(line, '"\%([^"\\]\|\\.\)*"\|''\%([^''\\]\|\\.\)*''', '\=repeat("x", strlen(submatch(0)))', 'g')
  " An unterminated string runs to the end of the line.
  let line = substitute(line, '["''].*$', '\=repeat("x", strlen(submatch(0)))', '')
  let i = stridx(line, '#')
  return i >= 0 ? strpart(line, 0, i) : line
endfunction

" [lnum, col] (col 0-based, bytes) of the innermost bracket left open before
" line a:lnum, or [0, 0].
function! s:OpenBracket(lnum) abort
  let depth = 0
  let l = a:lnum - 1
  let stop = max([1, a:lnum - s:maxoff])
  while l >= stop
    let code = s:Code(l)
    " Only the brackets matter: scan them from the right.
    let brackets = substitute(code, '[^][(){}]', '', 'g')
    let k = strlen(brackets) - 1
    while k >= 0
      let c = brackets[k]
      if c =~# '[)\]}]'
        let depth += 1
      elseif depth == 0
        " The column of the k-th bracket of the line.
        let col = -1
        for n in range(k + 1)
          let col = match(code, '[][(){}]', col + 1)
        endfor
        return [l, col]
      else
        let depth -= 1
      endif
      let k -= 1
    endwhile
    " A line at the left margin that begins a definition cannot be inside
    " brackets: stop looking.
    if depth == 0 && getline(l) =~# '^\%(\%(def\|export\|import\)\>\|@\)'
      break
    endif
    let l -= 1
  endwhile
  return [0, 0]
endfunction

function! s:EndsInBackslash(lnum) abort
  return a:lnum > 0 && s:Code(a:lnum) =~# '\\\s*$'
endfunction

" The first line of the logical line that a:lnum belongs to.
function! s:StatementStart(lnum) abort
  let l = a:lnum
  while l > 1
    let [bl, bc] = s:OpenBracket(l)
    if bl > 0
      let l = bl
    elseif s:EndsInBackslash(l - 1)
      let l -= 1
    else
      break
    endif
  endwhile
  return l
endfunction

" The previous non-blank line that is not only a comment.
function! s:PrevCode(lnum) abort
  let l = prevnonblank(a:lnum - 1)
  while l > 0 && getline(l) =~# '^\s*#'
    let l = prevnonblank(l - 1)
  endwhile
  return l
endfunction

function! s:DisplayCol(lnum, bytecol) abort
  return strdisplaywidth(strpart(getline(a:lnum), 0, a:bytecol))
endfunction

function! GetTileIndent(lnum) abort
  let sw = shiftwidth()
  let cur = getline(a:lnum)

  " Inside brackets.
  let [bl, bc] = s:OpenBracket(a:lnum)
  if bl > 0
    let start = s:StatementStart(bl)
    if cur =~# '^\s*[)\]}]'
      return indent(start)
    endif
    let after = strpart(s:Code(bl), bc + 1)
    if after =~# '\S'
      " Align with the first thing after the bracket.
      return s:DisplayCol(bl, bc + 1 + match(after, '\S'))
    endif
    " A hanging indent: two levels in the header of a block (so that the
    " parameters stand apart from the body), one level elsewhere.
    let header = getline(start) =~# '^\s*\%(\%(def\|if\|elif\|for\|while\|with\)\>\|@\)'
    return indent(start) + (header ? 2 : 1) * sw
  endif

  let plnum = s:PrevCode(a:lnum)
  if plnum == 0
    return 0
  endif

  " After a backslash continuation.
  if s:EndsInBackslash(a:lnum - 1)
    let start = s:StatementStart(a:lnum - 1)
    if start < a:lnum - 1
      return indent(a:lnum - 1)
    endif
    return indent(start) + 2 * sw
  endif

  let pstart = s:StatementStart(plnum)
  let pcode = s:Code(plnum)
  let ind = indent(pstart)
  let ends_block = getline(pstart) =~# '^\s*\%(return\|pass\|break\|continue\)\>'
  if pcode =~# ':\s*$'
    let ind += sw
  elseif ends_block
    let ind = max([0, ind - sw])
  endif

  " elif and else line up with an if that encloses the previous line (or with
  " a one-line if at the previous line's level). Where the line already sits
  " at one of those levels it is left there; otherwise it goes to the
  " innermost.
  if cur =~# '^\s*\%(elif\>\|else\s*:\)'
    let levels = []
    let limit = indent(pstart) + (pcode =~# ':\s*$' || ends_block ? 0 : 1)
    let l = pstart
    while l > 0 && limit > 0
      let s = s:StatementStart(l)
      let si = indent(s)
      if si < limit
        if getline(s) =~# '^\s*\%(if\|elif\)\>'
          call add(levels, si)
        endif
        let limit = si
      endif
      let l = s:PrevCode(s)
    endwhile
    if empty(levels)
      return ind
    endif
    return index(levels, indent(a:lnum)) >= 0 ? indent(a:lnum) : levels[0]
  endif

  " A line that already sits further left than computed, at the level of an
  " enclosing block, was dedented on purpose (the end of a block cannot be
  " told from the code): leave it. An empty line being typed gets `ind`.
  if pcode !~# ':\s*$' && cur =~# '\S' && indent(a:lnum) < ind
    let l = pstart
    let limit = indent(pstart) + 1
    while l > 0 && limit > 0
      let s = s:StatementStart(l)
      let si = indent(s)
      if si < limit
        if si == indent(a:lnum)
          return si
        endif
        if si < indent(a:lnum)
          break
        endif
        let limit = si
      endif
      let l = s:PrevCode(s)
    endwhile
  endif

  return ind
endfunction

let &cpo = s:cpo_save
unlet s:cpo_save

" Filetype settings for .tile files.
if exists('b:did_ftplugin')
  finish
endif
let b:did_ftplugin = 1

setlocal expandtab shiftwidth=4 softtabstop=4 tabstop=8
setlocal comments=:# commentstring=#\ %s
setlocal formatoptions-=t formatoptions+=croql
" gf on `import "common.tile"` opens the file.
setlocal include=^\\s*import\\s\\+[\"']
setlocal includeexpr=substitute(v:fname,'[\"'']','','g')
setlocal suffixesadd=.tile

let b:undo_ftplugin = 'setlocal expandtab< shiftwidth< softtabstop< tabstop< comments< commentstring<'
      \ . ' formatoptions< include< includeexpr< suffixesadd<'

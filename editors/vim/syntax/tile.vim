" Vim syntax file
" Language:    Tile (.tile kernels of the tilec compiler)
" Maintainer:  the tilec project
" The names of primitives and dtypes follow the compiler's
" frontend/include/tilec/frontend/Builtins.def and basic/DTypes.def;
" editors/vim/test/run.vim checks that every one of them is highlighted.

if exists('b:current_syntax')
  finish
endif

let s:cpo_save = &cpo
set cpo&vim

syn case match
syn sync minlines=200

" ------------------------------------------------------------ errors
" Characters the lexer rejects. Defined first: everything after wins.
syn match   tileError         "[$?`\\]\|!\%(=\)\@!\|[^\x00-\x7f]"
syn match   tileError         "@"
syn match   tileNumberError   "\<\d\w*\>"

" ------------------------------------------------------------ keywords
syn keyword tileStatement     lambda
syn keyword tileStatement     return pass break continue with
syn keyword tileConditional   if elif else
syn keyword tileRepeat        for while
syn keyword tileOperatorWord  and or not in is
syn keyword tileInclude       import export as
syn keyword tileBoolean       True False
syn keyword tileConstant      None
syn keyword tileDef           def nextgroup=tileFunction skipwhite

" ------------------------------------------------------------ literals
syn match   tileNumber        "\<0[xX]\x\%(_\=\x\)*\>"
syn match   tileNumber        "\<0[bB][01]\%(_\=[01]\)*\>"
syn match   tileNumber        "\<0[oO]\o\%(_\=\o\)*\>"
syn match   tileNumber        "\<\%(0\%(_\=0\)*\|[1-9]\%(_\=\d\)*\)\>"
syn match   tileFloat         "\%(\w\|\.\)\@1<!\%(\d\%(_\=\d\)*\.\%(\d\%(_\=\d\)*\)\=\%([eE][+-]\=\d\%(_\=\d\)*\)\=\|\.\d\%(_\=\d\)*\%([eE][+-]\=\d\%(_\=\d\)*\)\=\|\d\%(_\=\d\)*[eE][+-]\=\d\%(_\=\d\)*\)\%(\w\|\.\)\@!"

syn region  tileString        start=+"+ skip=+\\\\\|\\"+ end=+"+ oneline contains=tileEscape,tileBadEscape,tileDTypeString
syn region  tileString        start=+'+ skip=+\\\\\|\\'+ end=+'+ oneline contains=tileEscape,tileBadEscape,tileDTypeString
" A string with no closing quote on its line.
syn match   tileUnterminated  +"\%([^"\\]\|\\.\)*\\\=$+
syn match   tileUnterminated  +'\%([^'\\]\|\\.\)*\\\=$+
syn match   tileBadEscape     +\\.+ contained
syn match   tileEscape        +\\[ntr0\\'"]+ contained
" A dtype spelled as a string: "float16", 'bfloat16'.
syn match   tileDTypeString   +\%(["']\)\@1<=\%(float8_e4m3fn\|e4m3_float8\|e5m2_float8\|float8_e4m3\|float8_e5m2\|bfloat16\|float16\|float32\|float64\|double\|uint16\|uint32\|uint64\|float\|int16\|int32\|int64\|uint8\|bool\|half\|int8\|uint\|int\)\ze["']+ contained

syn match   tileComment       "#.*$" contains=tileTodo,@Spell
syn keyword tileTodo          TODO FIXME XXX NOTE HACK contained

syn match   tileContinuation  "\\\s*$"

" ------------------------------------------------------------ operators
syn match   tileOperator      "[-+*/%&|^~<>=]\|\*\*\|//\|<<\|>>\|[=!<>]=\|->"

" ------------------------------------------------------------ names
" Every T.* primitive of Builtins.def.
syn match   tilePrimitive     "\%(\.\s*\)\@<!\<T\s*\.\s*\%(get_thread_binding\|annotate_layout\|alloc_fragment\|reduce_absmax\|reduce_abssum\|alloc_shared\|if_then_else\|sync_threads\|alloc_local\|bitwise_and\|bitwise_not\|bitwise_xor\|reinterpret\|shift_right\|use_swizzle\|atomic_add\|atomic_max\|atomic_min\|bitwise_or\|reduce_max\|reduce_min\|reduce_sum\|shift_left\|vectorized\|alloc_var\|max_value\|min_value\|Pipelined\|floordiv\|floormod\|infinity\|Parallel\|ceildiv\|sigmoid\|cumsum\|Kernel\|serial\|unroll\|clear\|floor\|print\|rsqrt\|cast\|Cast\|ceil\|copy\|exp2\|fill\|gemm\|log2\|sqrt\|tanh\|abs\|erf\|exp\|log\|max\|min\|pow\)\>"
syn match   tilePrimitive     "\%(\.\s*\)\@<!\<tilelang\s*\.\s*layout\s*\.\s*make_swizzled_layout\>"
syn match   tilePrimitive     "\%(\.\s*\)\@<!\<_tir_packed_to_unsigned_convert\>"
" Types in signatures.
syn match   tileType          "\%(\.\s*\)\@<!\<T\s*\.\s*\%(Tensor\|Buffer\|dynamic\|dtype\)\>"
syn match   tileType          "\%(\.\s*\)\@<!\<\%(int\|float\|bool\|str\)\>"
" Every dtype of DTypes.def, and the aliases the compiler accepts.
syn match   tileDType         "\%(\.\s*\)\@<!\<T\s*\.\s*\%(float8_e4m3fn\|e4m3_float8\|e5m2_float8\|float8_e4m3\|float8_e5m2\|bfloat16\|float16\|float32\|float64\|double\|uint16\|uint32\|uint64\|float\|int16\|int32\|int64\|uint8\|bool\|half\|int8\|uint\|int\)\>"
syn match   tileEnum          "\<T\s*\.\s*GemmWarpPolicy\%(\s*\.\s*\%(Square\|FullRow\|FullCol\)\>\)\="
" Python built-ins usable in .tile.
syn match   tileBuiltin       "\%(\.\s*\)\@<!\<\%(range\|min\|max\|abs\|len\)\>"

" @T.prim_func, @T.macro, @tilelang.jit(...)
syn match   tileDecorator     "^\s*\zs@\s*\h\w*\%(\s*\.\s*\h\w*\)*"

" export kernel[...] as symbol
syn match   tileExportKernel  "\%(^\s*export\s\+\)\@<=\h\w*"
syn match   tileExportSymbol  "\%(\<as\s\+\)\@<=\h\w*\ze\s*\%(#.*\)\=$"

" ------------------------------------------------------------ definitions
" def NAME[compile-time parameters](parameters) -> result:
syn match   tileFunction      "\h\w*" contained nextgroup=tileCTParams,tileParams skipwhite
syn region  tileCTParams      matchgroup=tileCTDelim start="\[" end="\]" contained contains=tileCTParam,@tileParamExpr nextgroup=tileParams skipwhite skipnl
syn region  tileParams        matchgroup=tileParamDelim start="(" end=")" contained contains=tileParam,@tileParamExpr
syn match   tileCTParam       "\%(\%([[,]\|^\)\s*\)\@<=\h\w*\ze\s*\%([:=,\]]\|$\)" contained
syn match   tileParam         "\%(\%([(,]\|^\)\s*\)\@<=\h\w*\ze\s*\%([:=,)]\|$\)" contained
" Brackets inside a parameter list hold expressions, not parameter names.
syn region  tileNestParen     start="(" end=")" contained transparent contains=@tileParamExpr
syn region  tileNestBracket   start="\[" end="\]" contained transparent contains=@tileParamExpr
syn region  tileNestBrace     start="{" end="}" contained transparent contains=@tileParamExpr
syn cluster tileParamExpr     contains=tileNestParen,tileNestBracket,tileNestBrace,tileString,tileUnterminated,tileComment,tileNumber,tileFloat,tileNumberError,tilePrimitive,tileType,tileDType,tileEnum,tileBuiltin,tileBoolean,tileConstant,tileOperator,tileOperatorWord,tileContinuation

" ------------------------------------------------------------ colours
hi def link tileError         Error
hi def link tileNumberError   Error
hi def link tileUnterminated  Error
hi def link tileBadEscape     WarningMsg
hi def link tileStatement     Statement
hi def link tileDef           Statement
hi def link tileConditional   Conditional
hi def link tileRepeat        Repeat
hi def link tileOperatorWord  Operator
hi def link tileOperator      Operator
hi def link tileInclude       Include
hi def link tileBoolean       Boolean
hi def link tileConstant      Constant
hi def link tileNumber        Number
hi def link tileFloat         Float
hi def link tileString        String
hi def link tileEscape        SpecialChar
hi def link tileDTypeString   Type
hi def link tileComment       Comment
hi def link tileTodo          Todo
hi def link tileContinuation  Special
hi def link tilePrimitive     Function
hi def link tileBuiltin       Function
hi def link tileType          Type
hi def link tileDType         Type
hi def link tileEnum          Constant
hi def link tileDecorator     PreProc
hi def link tileExportKernel  Function
hi def link tileExportSymbol  Function
hi def link tileFunction      Function
hi def link tileCTDelim       Special
hi def link tileCTParam       Identifier
hi def link tileParamDelim    Delimiter
hi def link tileParam         Identifier

let b:current_syntax = 'tile'

let &cpo = s:cpo_save
unlet s:cpo_save

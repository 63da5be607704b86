// The .tile language: a statically-typed, Python-shaped surface for tile
// programs. The body of a TileLang kernel is valid .tile text as it stands.
//
// The grammar holds no target-language actions. Layout-sensitive tokens
// (NEWLINE, INDENT, DEDENT) are produced by frontend/lib/IndentTokenSource.cpp,
// which wraps the generated lexer: it drops NEWLINEs inside brackets and blank
// or comment-only lines, and turns changes of indentation into INDENT/DEDENT.
grammar Tile;

tokens { INDENT, DEDENT }

// ---------------------------------------------------------------- file level

file_
    : (NEWLINE | topLevel)* EOF
    ;

topLevel
    : importStmt
    | exportStmt
    | funcDef
    | constDecl
    ;

importStmt
    : IMPORT STRING NEWLINE
    ;

exportStmt
    : EXPORT NAME (LBRACK argList? RBRACK)? AS NAME NEWLINE
    ;

constDecl
    : NAME (COLON expr)? ASSIGN expr NEWLINE
    ;

funcDef
    : decorator* DEF NAME (LBRACK paramList? RBRACK)? LPAREN paramList? RPAREN (ARROW expr)? COLON block
    ;

decorator
    : AT dottedName (LPAREN argList? RPAREN)? NEWLINE
    ;

dottedName
    : NAME (DOT NAME)*
    ;

paramList
    : param (COMMA param)* COMMA?
    ;

param
    : NAME (COLON expr)? (ASSIGN expr)?
    ;

// ---------------------------------------------------------------- statements

block
    : NEWLINE INDENT stmt+ DEDENT
    | simpleStmt
    ;

stmt
    : simpleStmt
    | compoundStmt
    ;

simpleStmt
    : smallStmt (SEMI smallStmt)* SEMI? NEWLINE
    ;

smallStmt
    : target=exprList ASSIGN value=exprList          # assignStmt
    | target=expr COLON annotation=expr (ASSIGN value=exprList)?  # annAssignStmt
    | target=expr op=augOp value=exprList           # augAssignStmt
    | PASS                                          # passStmt
    | BREAK                                         # breakStmt
    | CONTINUE                                      # continueStmt
    | RETURN exprList?                              # returnStmt
    | exprList                                      # exprStmt
    ;

augOp
    : PLUS_ASSIGN | MINUS_ASSIGN | STAR_ASSIGN | SLASH_ASSIGN | FLOORDIV_ASSIGN
    | PERCENT_ASSIGN | AMP_ASSIGN | PIPE_ASSIGN | CARET_ASSIGN | SHL_ASSIGN | SHR_ASSIGN
    ;

compoundStmt
    : ifStmt
    | forStmt
    | whileStmt
    | withStmt
    | funcDef
    ;

ifStmt
    : IF expr COLON block elifClause* elseClause?
    ;

elifClause
    : ELIF expr COLON block
    ;

elseClause
    : ELSE COLON block
    ;

forStmt
    : FOR forTargets IN expr COLON block
    ;

forTargets
    : forTarget (COMMA forTarget)* COMMA?
    ;

forTarget
    : NAME
    | LPAREN forTargets RPAREN
    ;

whileStmt
    : WHILE expr COLON block
    ;

withStmt
    : WITH expr (AS expr)? COLON block
    ;

// ---------------------------------------------------------------- expressions

exprList
    : expr (COMMA expr)* COMMA?
    ;

expr
    : body=orTest (IF cond=orTest ELSE orelse=expr)?
    | LAMBDA paramList? COLON expr
    ;

orTest
    : andTest (OR andTest)*
    ;

andTest
    : notTest (AND notTest)*
    ;

notTest
    : NOT notTest
    | comparison
    ;

comparison
    : bitOr (compOp bitOr)*
    ;

compOp
    : LT | GT | EQ | GE | LE | NE | IN | NOT IN | IS | IS NOT
    ;

bitOr
    : bitXor (PIPE bitXor)*
    ;

bitXor
    : bitAnd (CARET bitAnd)*
    ;

bitAnd
    : shiftExpr (AMP shiftExpr)*
    ;

shiftExpr
    : arith ((SHL | SHR) arith)*
    ;

arith
    : term ((PLUS | MINUS) term)*
    ;

term
    : factor ((STAR | SLASH | FLOORDIV | PERCENT) factor)*
    ;

factor
    : (PLUS | MINUS | TILDE) factor
    | power
    ;

power
    : postfix (POW factor)?
    ;

postfix
    : atom trailer*
    ;

trailer
    : LPAREN argList? RPAREN                        # callTrailer
    | LBRACK subscriptList RBRACK                   # subscriptTrailer
    | DOT NAME                                      # attrTrailer
    ;

argList
    : argument (COMMA argument)* COMMA?
    ;

argument
    : NAME ASSIGN expr                              # keywordArg
    | STAR expr                                     # starArg
    | expr                                          # positionalArg
    ;

subscriptList
    : subscript (COMMA subscript)* COMMA?
    ;

subscript
    : lo=expr? COLON hi=expr? (COLON step=expr?)?   # sliceSubscript
    | expr                                          # indexSubscript
    ;

atom
    : NAME                                          # nameAtom
    | INTEGER                                       # intAtom
    | FLOAT                                         # floatAtom
    | STRING+                                       # stringAtom
    | TRUE                                          # trueAtom
    | FALSE                                         # falseAtom
    | NONE                                          # noneAtom
    | LPAREN RPAREN                                 # emptyTupleAtom
    | LPAREN expr RPAREN                            # parenAtom
    | LPAREN starOrExpr COMMA (starOrExpr (COMMA starOrExpr)* COMMA?)? RPAREN  # tupleAtom
    | LBRACK (starOrExpr (COMMA starOrExpr)* COMMA?)? RBRACK    # listAtom
    | LBRACE (dictEntry (COMMA dictEntry)* COMMA?)? RBRACE  # dictAtom
    ;

dictEntry
    : key=expr COLON value=expr
    ;

// An element of a tuple or list display; `*xs` splices a tuple in.
starOrExpr
    : STAR? expr
    ;

// ---------------------------------------------------------------- lexer

DEF      : 'def';
IF       : 'if';
ELIF     : 'elif';
ELSE     : 'else';
FOR      : 'for';
IN       : 'in';
WHILE    : 'while';
WITH     : 'with';
AS       : 'as';
RETURN   : 'return';
PASS     : 'pass';
BREAK    : 'break';
CONTINUE : 'continue';
IMPORT   : 'import';
EXPORT   : 'export';
AND      : 'and';
OR       : 'or';
NOT      : 'not';
IS       : 'is';
LAMBDA   : 'lambda';
TRUE     : 'True';
FALSE    : 'False';
NONE     : 'None';

POW             : '**';
FLOORDIV_ASSIGN : '//=';
FLOORDIV        : '//';
SHL_ASSIGN      : '<<=';
SHR_ASSIGN      : '>>=';
SHL             : '<<';
SHR             : '>>';
ARROW           : '->';
PLUS_ASSIGN     : '+=';
MINUS_ASSIGN    : '-=';
STAR_ASSIGN     : '*=';
SLASH_ASSIGN    : '/=';
PERCENT_ASSIGN  : '%=';
AMP_ASSIGN      : '&=';
PIPE_ASSIGN     : '|=';
CARET_ASSIGN    : '^=';
EQ              : '==';
NE              : '!=';
LE              : '<=';
GE              : '>=';
LT              : '<';
GT              : '>';
ASSIGN          : '=';
PLUS            : '+';
MINUS           : '-';
STAR            : '*';
SLASH           : '/';
PERCENT         : '%';
AMP             : '&';
PIPE            : '|';
CARET           : '^';
TILDE           : '~';
LPAREN          : '(';
RPAREN          : ')';
LBRACK          : '[';
RBRACK          : ']';
LBRACE          : '{';
RBRACE          : '}';
COMMA           : ',';
COLON           : ':';
SEMI            : ';';
DOT             : '.';
AT              : '@';

NAME
    : [a-zA-Z_] [a-zA-Z_0-9]*
    ;

FLOAT
    : DIGITS '.' DIGITS? EXPONENT?
    | '.' DIGITS EXPONENT?
    | DIGITS EXPONENT
    ;

INTEGER
    : DIGITS
    | '0' [xX] [0-9a-fA-F] ('_'? [0-9a-fA-F])*
    | '0' [bB] [01] ('_'? [01])*
    | '0' [oO] [0-7] ('_'? [0-7])*
    ;

// A number run into letters ("2nd", "0xZZ", "1.5f"): reported as a lexical
// error instead of as two tokens.
INVALID_NUMBER
    : [0-9] [0-9_]* ('.' [0-9_]*)? [a-zA-Z_] [a-zA-Z_0-9]*
    ;

fragment DIGITS   : [0-9] ('_'? [0-9])*;
fragment EXPONENT : [eE] [+-]? DIGITS;

STRING
    : '"' (~["\\\r\n] | '\\' ~[\r\n])* '"'
    | '\'' (~['\\\r\n] | '\\' ~[\r\n])* '\''
    ;

// A string with no closing quote on its line; reported as a lexical error.
UNTERMINATED_STRING
    : '"' (~["\\\r\n] | '\\' ~[\r\n])*
    | '\'' (~['\\\r\n] | '\\' ~[\r\n])*
    ;

// A newline with the indentation of the next line. IndentTokenSource reads
// the width from the token text.
NEWLINE
    : ('\r'? '\n' | '\r') [ \t\f]*
    ;

LINE_CONTINUATION
    : '\\' [ \t]* ('\r'? '\n' | '\r') -> skip
    ;

COMMENT
    : '#' ~[\r\n]* -> channel(HIDDEN)
    ;

WS
    : [ \t\f]+ -> skip
    ;

// Anything else is a lexical error, reported by the front end with its location.
ERROR_CHAR
    : .
    ;

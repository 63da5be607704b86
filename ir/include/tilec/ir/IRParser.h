#pragma once
// The parser of the printed IR form (the syntax is documented in Printer.h): a
// hand-written lexer (Python-style NEWLINE / INDENT / DEDENT tokens) and a
// recursive-descent parser. It creates a fresh Var or Buffer at each
// definition and resolves uses by name through nested scopes, so identity is
// restored from the text. Parsed nodes carry source ranges into the text.
//
// Besides the exact printed form it accepts a few hand-written conveniences:
// comments and blank lines, line joining inside brackets, dtype aliases
// ("half", "float"), scope "shared", `x = v` lets without a type (the value's),
// `(a)` for a 1-tuple, and gemm / tile-op flags left at their defaults.
//
// Errors are reported through the DiagnosticEngine as located messages
// (file:line:col); the parser never throws to the caller or crashes on bad
// input. After an error inside a function it skips to the next
// `@T.prim_func` at column 1, so one run reports errors of several functions.

#include "tilec/basic/Diagnostics.h"
#include "tilec/ir/Function.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace tilec::ir {

/// Parses a whole module. The text is added to `sm` under `filename`; `diags`
/// must render with that same SourceManager. std::nullopt when any error was
/// reported.
std::optional<Module> parseModule(std::string_view text, const std::string& filename, SourceManager& sm,
                                  DiagnosticEngine& diags);

/// Parses a dtype spelling as printed: "float16", "int32x4", "handle".
std::optional<DataType> parseDataType(std::string_view s);

// ---------------------------------------------------------------- lexer

enum class IRTokKind { Name, Int, Float, String, Op, Newline, Indent, Dedent, End };

struct IRToken {
  IRTokKind kind = IRTokKind::End;
  std::string text;     // the spelling; a String token's decoded value
  uint32_t begin = 0;   // byte offsets into the text
  uint32_t end = 0;
  bool lineStart = false; // the first token of a logical line
  uint32_t indent = 0;    // that line's indentation, for lineStart tokens
};

/// Splits `text` into tokens; reports lexical errors (unterminated strings,
/// bad characters, inconsistent dedents) and returns false after the first.
bool lexIR(std::string_view text, uint32_t fileId, DiagnosticEngine& diags, std::vector<IRToken>& out);

// ---------------------------------------------------------------- parser

class IRParser {
public:
  IRParser(std::string_view text, uint32_t fileId, DiagnosticEngine& diags);
  std::optional<Module> parseModule();

private:
  struct Failure {}; // thrown after an error has been reported
  struct NamedType {
    std::string name;
    std::optional<DataType> type;
    SourceRange loc;
  };

  // tokens
  const IRToken& peek(size_t k = 0) const;
  const IRToken& next();
  bool isOp(const char* op, size_t k = 0) const;
  bool isName(const char* name, size_t k = 0) const;
  bool isTCall(const char* fn) const; // T . fn at the cursor
  void expectOp(const char* op);
  std::string expectName(const char* what);
  void expectName(const char* name, const char* what);
  std::string expectString(const char* what);
  void expectNewline();
  static std::string describe(const IRToken& t); // "'for'", "number 3", "end of line"
  [[noreturn]] void fail(const IRToken& at, const std::string& msg);
  [[noreturn]] void failRange(SourceRange r, const std::string& msg);
  SourceRange range(uint32_t begin, uint32_t end) const;
  SourceRange rangeFrom(uint32_t begin) const { return range(begin, prevEnd_); }
  void recover();

  // scopes
  void pushScope();
  void popScope();
  void defineVar(const Var& v);
  void defineBuffer(const Buffer& b);
  Var lookupVar(const IRToken& name);
  Buffer lookupBuffer(const IRToken& name);
  Var makeVarAt(const NamedType& nt, DataType implied);

  // functions and blocks (IRParser.cpp), statements (IRParserStmt.cpp)
  PrimFunc parseFunc();
  void parseParams(PrimFuncNode& f);
  void parseLaunch(PrimFuncNode& f);
  Stmt parseBlock();
  std::vector<Stmt> parseItems();
  Stmt parseStmt();
  Stmt parseFor();
  Stmt parseIf();
  Stmt parseWith();
  Stmt parseTStmt();
  Stmt parseStore();
  Buffer parseBufferDecl(const std::string& name, SourceRange nameLoc, Expr* init, bool allowInit);
  static Stmt collapse(std::vector<Stmt> items);

  // expressions, regions, attributes (IRParserExpr.cpp); the rest in IRParserTokens.cpp
  Expr parseExpr();
  Expr parseExprOrNone();
  Expr parseOr();
  Expr parseAnd();
  Expr parseNot();
  Expr parseCmp();
  Expr parseSum();
  Expr parseTerm();
  Expr parseUnary();
  Expr parsePrimary();
  Expr parseTExpr(uint32_t begin);
  Expr parseBufferLoad(uint32_t begin, std::optional<DataType> dtype);
  std::vector<Expr> parseIndices();
  std::vector<Expr> parseTuple();
  std::vector<int64_t> parseIntTuple();
  BufferRegion parseRegion();
  AttrValue parseAttr();
  AttrMap parseDict();
  DataType parseDTypeString();
  DataType parseDTypeAnnotation();
  NamedType parseNamedType();
  int64_t parseSignedInt(const char* what);
  bool parseBool(const char* what);

  std::vector<IRToken> toks_;
  size_t pos_ = 0;
  uint32_t prevEnd_ = 0;
  uint32_t fileId_;
  DiagnosticEngine& diags_;
  bool lexOk_ = true;
  int depth_ = 0;
  std::vector<std::unordered_map<std::string, Var>> varScopes_;
  std::vector<std::unordered_map<std::string, Buffer>> bufScopes_;
  std::vector<Var> pendingParams_; // scalar params created before the signature is parsed
};

} // namespace tilec::ir

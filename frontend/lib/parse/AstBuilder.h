#pragma once
// Turns an error-free ANTLR parse tree into the project's AST. Only called
// when parsing reported no error, so every required child is present.

#include "TileParser.h"
#include "tilec/basic/Diagnostics.h"
#include "tilec/frontend/AST.h"

#include <functional>

namespace tilec::parse {

namespace detail {
template <typename T> std::unique_ptr<T> node(SourceRange r) {
  auto n = std::make_unique<T>();
  n->range = r;
  return n;
}

/// Binary chains (a + b + c) nest to the left; their depth is bounded so that
/// the recursive passes that walk the AST cannot run out of stack.
constexpr unsigned kMaxExprDepth = 512;
} // namespace detail

/// Statements in AstBuilder.cpp, expressions in AstBuilderExpr.cpp.
class AstBuilder {
public:
  using RangeOf = std::function<SourceRange(const antlr4::Token*)>;
  AstBuilder(uint32_t file, RangeOf rangeOf, DiagnosticEngine& diags)
      : file_(file), rangeOf_(std::move(rangeOf)), diags_(diags) {}

  std::unique_ptr<ast::Module> build(TileParser::File_Context* ctx);

private:
  SourceRange range(antlr4::ParserRuleContext* ctx) const;
  SourceRange range(antlr4::tree::TerminalNode* t) const { return rangeOf_(t->getSymbol()); }

  std::unique_ptr<ast::FuncDef> funcDef(TileParser::FuncDefContext* ctx);
  std::vector<ast::Param> params(TileParser::ParamListContext* ctx);
  void args(TileParser::ArgListContext* ctx, std::vector<ast::ExprPtr>& pos, std::vector<ast::Keyword>& kw);
  ast::Block block(TileParser::BlockContext* ctx);
  void stmt(TileParser::StmtContext* ctx, ast::Block& out);
  void simpleStmt(TileParser::SimpleStmtContext* ctx, ast::Block& out);
  ast::StmtPtr smallStmt(TileParser::SmallStmtContext* ctx);
  ast::StmtPtr ifStmt(TileParser::IfStmtContext* ctx);
  ast::ExprPtr forTargets(TileParser::ForTargetsContext* ctx);

  ast::ExprPtr exprList(TileParser::ExprListContext* ctx);
  ast::ExprPtr expr(TileParser::ExprContext* ctx);
  ast::ExprPtr orTest(TileParser::OrTestContext* ctx);
  ast::ExprPtr andTest(TileParser::AndTestContext* ctx);
  ast::ExprPtr notTest(TileParser::NotTestContext* ctx);
  ast::ExprPtr comparison(TileParser::ComparisonContext* ctx);
  ast::ExprPtr binaryChain(antlr4::ParserRuleContext* ctx);
  ast::ExprPtr factor(TileParser::FactorContext* ctx);
  ast::ExprPtr power(TileParser::PowerContext* ctx);
  ast::ExprPtr postfix(TileParser::PostfixContext* ctx);
  ast::ExprPtr atom(TileParser::AtomContext* ctx);
  ast::ExprPtr subscript(TileParser::SubscriptContext* ctx);
  ast::ExprPtr operand(antlr4::tree::ParseTree* t);

  std::string decodeString(const std::string& tokenText, SourceRange r);
  int64_t parseInt(const std::string& text, SourceRange r);

  uint32_t file_;
  RangeOf rangeOf_;
  DiagnosticEngine& diags_;
  unsigned depth_ = 0; // guards the recursion of later passes over the AST
};

} // namespace tilec::parse

#include "AstBuilder.h"

#include <cerrno>
#include <cstdlib>

namespace tilec::parse {

using namespace tilec::ast;
using P = TileParser;

using detail::node;

SourceRange AstBuilder::range(antlr4::ParserRuleContext* ctx) const {
  SourceRange b = rangeOf_(ctx->getStart());
  const antlr4::Token* stop = ctx->getStop();
  if (!stop || stop->getTokenIndex() < ctx->getStart()->getTokenIndex())
    return b;
  SourceRange e = rangeOf_(stop);
  return {b.begin, e.end.offset >= b.begin.offset ? e.end : b.end};
}

std::unique_ptr<Module> AstBuilder::build(P::File_Context* ctx) {
  auto mod = std::make_unique<Module>();
  mod->file = file_;
  for (P::TopLevelContext* top : ctx->topLevel()) {
    if (auto* imp = top->importStmt()) {
      auto d = node<ImportDecl>(range(imp));
      d->pathRange = range(imp->STRING());
      d->path = decodeString(imp->STRING()->getText(), d->pathRange);
      mod->items.push_back(std::move(d));
    } else if (auto* ex = top->exportStmt()) {
      auto d = node<ExportDecl>(range(ex));
      d->kernel = ex->NAME(0)->getText();
      d->kernelRange = range(ex->NAME(0));
      d->symbol = ex->NAME(1)->getText();
      d->symbolRange = range(ex->NAME(1));
      if (ex->argList())
        args(ex->argList(), d->args, d->bindings);
      mod->items.push_back(std::move(d));
    } else if (auto* c = top->constDecl()) {
      auto d = node<ConstDecl>(range(c));
      d->name = c->NAME()->getText();
      d->nameRange = range(c->NAME());
      auto exprs = c->expr();
      if (exprs.size() == 2) {
        d->annotation = expr(exprs[0]);
        d->value = expr(exprs[1]);
      } else {
        d->value = expr(exprs[0]);
      }
      mod->items.push_back(std::move(d));
    } else if (auto* f = top->funcDef()) {
      auto d = node<FuncDecl>(range(f));
      d->func = funcDef(f);
      mod->items.push_back(std::move(d));
    }
  }
  return mod;
}

std::unique_ptr<FuncDef> AstBuilder::funcDef(P::FuncDefContext* ctx) {
  auto f = node<FuncDef>(range(ctx));
  f->name = ctx->NAME()->getText();
  f->nameRange = range(ctx->NAME());
  for (P::DecoratorContext* dc : ctx->decorator()) {
    Decorator d;
    d.name = dc->dottedName()->getText();
    d.range = range(dc->dottedName());
    if (dc->argList())
      args(dc->argList(), d.args, d.keywords);
    f->decorators.push_back(std::move(d));
  }
  // Children in order: decorators DEF NAME ('[' params? ']')? '(' params? ')' ...
  auto lists = ctx->paramList();
  size_t next = 0;
  if (ctx->LBRACK()) {
    f->hasCompileTimeParams = true;
    // The bracket list is present; it holds a paramList only if it is non-empty.
    size_t lbrack = ctx->LBRACK()->getSymbol()->getTokenIndex();
    size_t rbrack = ctx->RBRACK()->getSymbol()->getTokenIndex();
    if (next < lists.size() && lists[next]->getStart()->getTokenIndex() > lbrack &&
        lists[next]->getStart()->getTokenIndex() < rbrack)
      f->compileTimeParams = params(lists[next++]);
  }
  if (next < lists.size())
    f->params = params(lists[next]);
  if (ctx->expr())
    f->returns = expr(ctx->expr());
  f->body = block(ctx->block());
  return f;
}

std::vector<Param> AstBuilder::params(P::ParamListContext* ctx) {
  std::vector<Param> out;
  for (P::ParamContext* pc : ctx->param()) {
    Param p;
    p.name = pc->NAME()->getText();
    p.range = range(pc);
    // NAME (':' expr)? ('=' expr)?: tell the two optional expressions apart by
    // the tokens before them.
    auto exprs = pc->expr();
    size_t i = 0;
    if (pc->COLON())
      p.annotation = expr(exprs[i++]);
    if (pc->ASSIGN())
      p.defaultValue = expr(exprs[i++]);
    out.push_back(std::move(p));
  }
  return out;
}

void AstBuilder::args(P::ArgListContext* ctx, std::vector<ExprPtr>& pos, std::vector<Keyword>& kw) {
  for (P::ArgumentContext* ac : ctx->argument()) {
    if (auto* k = dynamic_cast<P::KeywordArgContext*>(ac)) {
      Keyword w;
      w.name = k->NAME()->getText();
      w.nameRange = range(k->NAME());
      w.value = expr(k->expr());
      kw.push_back(std::move(w));
    } else if (auto* s = dynamic_cast<P::StarArgContext*>(ac)) {
      auto st = node<StarExpr>(range(s));
      st->value = expr(s->expr());
      pos.push_back(std::move(st));
    } else if (auto* p = dynamic_cast<P::PositionalArgContext*>(ac)) {
      if (!kw.empty())
        diags_.error(range(p), "positional argument follows keyword argument");
      pos.push_back(expr(p->expr()));
    }
  }
}

Block AstBuilder::block(P::BlockContext* ctx) {
  Block out;
  if (ctx->simpleStmt()) {
    simpleStmt(ctx->simpleStmt(), out);
    return out;
  }
  if (++depth_ > 64)
    diags_.error(range(ctx), "blocks are nested too deeply (more than 64 levels)");
  for (P::StmtContext* s : ctx->stmt())
    stmt(s, out);
  --depth_;
  return out;
}

void AstBuilder::stmt(P::StmtContext* ctx, Block& out) {
  if (ctx->simpleStmt()) {
    simpleStmt(ctx->simpleStmt(), out);
    return;
  }
  P::CompoundStmtContext* c = ctx->compoundStmt();
  if (c->ifStmt()) {
    out.push_back(ifStmt(c->ifStmt()));
  } else if (auto* f = c->forStmt()) {
    auto s = node<ForStmt>(range(f));
    s->target = forTargets(f->forTargets());
    s->iter = expr(f->expr());
    s->body = block(f->block());
    out.push_back(std::move(s));
  } else if (auto* w = c->whileStmt()) {
    auto s = node<WhileStmt>(range(w));
    s->cond = expr(w->expr());
    s->body = block(w->block());
    out.push_back(std::move(s));
  } else if (auto* w = c->withStmt()) {
    auto s = node<WithStmt>(range(w));
    auto exprs = w->expr();
    s->context = expr(exprs[0]);
    if (exprs.size() > 1)
      s->target = expr(exprs[1]);
    s->body = block(w->block());
    out.push_back(std::move(s));
  } else if (c->funcDef()) {
    out.push_back(funcDef(c->funcDef()));
  }
}

StmtPtr AstBuilder::ifStmt(P::IfStmtContext* ctx) {
  auto s = node<IfStmt>(range(ctx));
  s->cond = expr(ctx->expr());
  s->then = block(ctx->block());
  // Fold elif chains into nested ifs, innermost last.
  Block* tail = &s->orelse;
  for (P::ElifClauseContext* e : ctx->elifClause()) {
    auto inner = node<IfStmt>(range(e));
    inner->isElif = true;
    inner->cond = expr(e->expr());
    inner->then = block(e->block());
    IfStmt* raw = inner.get();
    tail->push_back(std::move(inner));
    tail = &raw->orelse;
  }
  if (ctx->elseClause())
    *tail = block(ctx->elseClause()->block());
  return s;
}

ExprPtr AstBuilder::forTargets(P::ForTargetsContext* ctx) {
  auto targets = ctx->forTarget();
  auto one = [&](P::ForTargetContext* t) -> ExprPtr {
    if (t->NAME()) {
      auto n = node<NameExpr>(range(t));
      n->name = t->NAME()->getText();
      return n;
    }
    return forTargets(t->forTargets());
  };
  if (targets.size() == 1 && !ctx->COMMA().size())
    return one(targets[0]);
  auto tup = node<TupleExpr>(range(ctx));
  for (auto* t : targets)
    tup->elts.push_back(one(t));
  return tup;
}

void AstBuilder::simpleStmt(P::SimpleStmtContext* ctx, Block& out) {
  for (P::SmallStmtContext* s : ctx->smallStmt())
    out.push_back(smallStmt(s));
}

static BinaryOp augOpToBinary(size_t tokenType) {
  switch (tokenType) {
  case TileParser::PLUS_ASSIGN: return BinaryOp::Add;
  case TileParser::MINUS_ASSIGN: return BinaryOp::Sub;
  case TileParser::STAR_ASSIGN: return BinaryOp::Mul;
  case TileParser::SLASH_ASSIGN: return BinaryOp::Div;
  case TileParser::FLOORDIV_ASSIGN: return BinaryOp::FloorDiv;
  case TileParser::PERCENT_ASSIGN: return BinaryOp::Mod;
  case TileParser::AMP_ASSIGN: return BinaryOp::BitAnd;
  case TileParser::PIPE_ASSIGN: return BinaryOp::BitOr;
  case TileParser::CARET_ASSIGN: return BinaryOp::BitXor;
  case TileParser::SHL_ASSIGN: return BinaryOp::Shl;
  default: return BinaryOp::Shr;
  }
}

StmtPtr AstBuilder::smallStmt(P::SmallStmtContext* ctx) {
  SourceRange r = range(ctx);
  if (auto* a = dynamic_cast<P::AssignStmtContext*>(ctx)) {
    auto s = node<AssignStmt>(r);
    s->target = exprList(a->target);
    s->value = exprList(a->value);
    return s;
  }
  if (auto* a = dynamic_cast<P::AnnAssignStmtContext*>(ctx)) {
    auto s = node<AnnAssignStmt>(r);
    s->target = expr(a->target);
    s->annotation = expr(a->annotation);
    if (a->value)
      s->value = exprList(a->value);
    return s;
  }
  if (auto* a = dynamic_cast<P::AugAssignStmtContext*>(ctx)) {
    auto s = node<AugAssignStmt>(r);
    s->target = expr(a->target);
    s->op = augOpToBinary(a->op->getStart()->getType());
    s->value = exprList(a->value);
    return s;
  }
  if (dynamic_cast<P::PassStmtContext*>(ctx))
    return node<PassStmt>(r);
  if (dynamic_cast<P::BreakStmtContext*>(ctx))
    return node<BreakStmt>(r);
  if (dynamic_cast<P::ContinueStmtContext*>(ctx))
    return node<ContinueStmt>(r);
  if (auto* a = dynamic_cast<P::ReturnStmtContext*>(ctx)) {
    auto s = node<ReturnStmt>(r);
    if (a->exprList())
      s->value = exprList(a->exprList());
    return s;
  }
  auto* e = static_cast<P::ExprStmtContext*>(ctx);
  auto s = node<ExprStmt>(r);
  s->value = exprList(e->exprList());
  return s;
}

} // namespace tilec::parse

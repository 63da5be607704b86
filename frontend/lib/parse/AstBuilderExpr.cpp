// AstBuilder, expressions: precedence levels, postfix forms, atoms and
// literals (AstBuilder.cpp has modules, functions and statements).

#include "AstBuilder.h"

#include <cerrno>
#include <cstdlib>

namespace tilec::parse {

using namespace tilec::ast;
using P = TileParser;
using detail::kMaxExprDepth;
using detail::node;

// ------------------------------------------------------------------ expressions

ExprPtr AstBuilder::exprList(P::ExprListContext* ctx) {
  auto exprs = ctx->expr();
  if (exprs.size() == 1 && ctx->COMMA().empty())
    return expr(exprs[0]);
  auto t = node<TupleExpr>(range(ctx));
  for (auto* e : exprs)
    t->elts.push_back(expr(e));
  return t;
}

ExprPtr AstBuilder::expr(P::ExprContext* ctx) {
  struct DepthGuard {
    unsigned& d;
    DepthGuard(unsigned& d) : d(d) { ++d; }
    ~DepthGuard() { --d; }
  } guard(depth_);
  if (depth_ > kMaxExprDepth) {
    diags_.error(range(ctx), "expression is nested too deeply");
    return node<NoneExpr>(range(ctx));
  }
  if (ctx->LAMBDA()) {
    auto l = node<LambdaExpr>(range(ctx));
    if (ctx->paramList())
      l->params = params(ctx->paramList());
    l->body = expr(ctx->expr());
    return l;
  }
  if (!ctx->cond)
    return orTest(ctx->body);
  auto t = node<TernaryExpr>(range(ctx));
  t->body = orTest(ctx->body);
  t->cond = orTest(ctx->cond);
  t->orelse = expr(ctx->orelse);
  return t;
}

ExprPtr AstBuilder::orTest(P::OrTestContext* ctx) {
  auto parts = ctx->andTest();
  if (parts.size() == 1)
    return andTest(parts[0]);
  auto b = node<BoolOpExpr>(range(ctx));
  b->op = BoolOpKind::Or;
  for (auto* p : parts)
    b->operands.push_back(andTest(p));
  return b;
}

ExprPtr AstBuilder::andTest(P::AndTestContext* ctx) {
  auto parts = ctx->notTest();
  if (parts.size() == 1)
    return notTest(parts[0]);
  auto b = node<BoolOpExpr>(range(ctx));
  b->op = BoolOpKind::And;
  for (auto* p : parts)
    b->operands.push_back(notTest(p));
  return b;
}

ExprPtr AstBuilder::notTest(P::NotTestContext* ctx) {
  if (ctx->comparison())
    return comparison(ctx->comparison());
  auto u = node<UnaryExpr>(range(ctx));
  u->op = UnaryOp::Not;
  u->operand = notTest(ctx->notTest());
  return u;
}

ExprPtr AstBuilder::comparison(P::ComparisonContext* ctx) {
  auto parts = ctx->bitOr();
  if (parts.size() == 1)
    return binaryChain(parts[0]);
  auto c = node<CompareExpr>(range(ctx));
  c->operands.push_back(binaryChain(parts[0]));
  auto ops = ctx->compOp();
  for (size_t i = 0; i < ops.size(); ++i) {
    P::CompOpContext* o = ops[i];
    CompareOp op = CompareOp::Eq;
    if (o->LT()) op = CompareOp::Lt;
    else if (o->GT()) op = CompareOp::Gt;
    else if (o->EQ()) op = CompareOp::Eq;
    else if (o->GE()) op = CompareOp::Ge;
    else if (o->LE()) op = CompareOp::Le;
    else if (o->NE()) op = CompareOp::Ne;
    else if (o->IN()) op = o->NOT() ? CompareOp::NotIn : CompareOp::In;
    else if (o->IS()) op = o->NOT() ? CompareOp::IsNot : CompareOp::Is;
    c->ops.push_back(op);
    c->operands.push_back(binaryChain(parts[i + 1]));
  }
  return c;
}

static BinaryOp tokenToBinary(size_t t) {
  switch (t) {
  case TileParser::PIPE: return BinaryOp::BitOr;
  case TileParser::CARET: return BinaryOp::BitXor;
  case TileParser::AMP: return BinaryOp::BitAnd;
  case TileParser::SHL: return BinaryOp::Shl;
  case TileParser::SHR: return BinaryOp::Shr;
  case TileParser::PLUS: return BinaryOp::Add;
  case TileParser::MINUS: return BinaryOp::Sub;
  case TileParser::STAR: return BinaryOp::Mul;
  case TileParser::SLASH: return BinaryOp::Div;
  case TileParser::FLOORDIV: return BinaryOp::FloorDiv;
  default: return BinaryOp::Mod;
  }
}

/// bitOr / bitXor / bitAnd / shiftExpr / arith / term: operand (op operand)*,
/// folded to the left.
ExprPtr AstBuilder::binaryChain(antlr4::ParserRuleContext* ctx) {
  if (auto* f = dynamic_cast<P::FactorContext*>(ctx))
    return factor(f);
  const auto& kids = ctx->children;
  ExprPtr lhs = operand(kids[0]);
  if (kids.size() > 2 * kMaxExprDepth) {
    diags_.error(range(ctx), "expression is nested too deeply");
    return lhs;
  }
  for (size_t i = 1; i + 1 < kids.size(); i += 2) {
    auto* opTok = dynamic_cast<antlr4::tree::TerminalNode*>(kids[i]);
    auto b = std::make_unique<BinaryExpr>();
    b->op = tokenToBinary(opTok->getSymbol()->getType());
    b->opRange = range(opTok);
    b->rhs = operand(kids[i + 1]);
    b->range = {lhs->range.begin, b->rhs->range.end};
    b->lhs = std::move(lhs);
    lhs = std::move(b);
  }
  return lhs;
}

ExprPtr AstBuilder::operand(antlr4::tree::ParseTree* t) {
  if (auto* f = dynamic_cast<P::FactorContext*>(t))
    return factor(f);
  return binaryChain(static_cast<antlr4::ParserRuleContext*>(t));
}

ExprPtr AstBuilder::factor(P::FactorContext* ctx) {
  if (ctx->power())
    return power(ctx->power());
  auto u = node<UnaryExpr>(range(ctx));
  u->op = ctx->MINUS() ? UnaryOp::Neg : ctx->PLUS() ? UnaryOp::Pos : UnaryOp::Invert;
  u->operand = factor(ctx->factor());
  return u;
}

ExprPtr AstBuilder::power(P::PowerContext* ctx) {
  ExprPtr base = postfix(ctx->postfix());
  if (!ctx->POW())
    return base;
  auto b = node<BinaryExpr>(range(ctx));
  b->op = BinaryOp::Pow;
  b->opRange = range(ctx->POW());
  b->lhs = std::move(base);
  b->rhs = factor(ctx->factor());
  return b;
}

ExprPtr AstBuilder::postfix(P::PostfixContext* ctx) {
  ExprPtr e = atom(ctx->atom());
  for (P::TrailerContext* t : ctx->trailer()) {
    SourceRange r{e->range.begin, range(t).end};
    if (auto* c = dynamic_cast<P::CallTrailerContext*>(t)) {
      auto call = node<CallExpr>(r);
      call->callee = std::move(e);
      if (c->argList())
        args(c->argList(), call->args, call->keywords);
      e = std::move(call);
    } else if (auto* s = dynamic_cast<P::SubscriptTrailerContext*>(t)) {
      auto sub = node<SubscriptExpr>(r);
      sub->object = std::move(e);
      for (P::SubscriptContext* sc : s->subscriptList()->subscript())
        sub->indices.push_back(subscript(sc));
      e = std::move(sub);
    } else if (auto* a = dynamic_cast<P::AttrTrailerContext*>(t)) {
      auto at = node<AttributeExpr>(r);
      at->object = std::move(e);
      at->attr = a->NAME()->getText();
      at->attrRange = range(a->NAME());
      e = std::move(at);
    }
  }
  return e;
}

ExprPtr AstBuilder::subscript(P::SubscriptContext* ctx) {
  if (auto* i = dynamic_cast<P::IndexSubscriptContext*>(ctx))
    return expr(i->expr());
  auto* s = static_cast<P::SliceSubscriptContext*>(ctx);
  auto sl = node<SliceExpr>(range(ctx));
  if (s->lo)
    sl->lo = expr(s->lo);
  if (s->hi)
    sl->hi = expr(s->hi);
  if (s->step)
    sl->step = expr(s->step);
  return sl;
}

ExprPtr AstBuilder::atom(P::AtomContext* ctx) {
  SourceRange r = range(ctx);
  if (auto* n = dynamic_cast<P::NameAtomContext*>(ctx)) {
    auto e = node<NameExpr>(r);
    e->name = n->NAME()->getText();
    return e;
  }
  if (auto* n = dynamic_cast<P::IntAtomContext*>(ctx)) {
    auto e = node<IntExpr>(r);
    e->text = n->INTEGER()->getText();
    e->value = parseInt(e->text, r);
    return e;
  }
  if (auto* n = dynamic_cast<P::FloatAtomContext*>(ctx)) {
    auto e = node<FloatExpr>(r);
    e->text = n->FLOAT()->getText();
    std::string digits;
    for (char c : e->text)
      if (c != '_')
        digits += c;
    e->value = std::strtod(digits.c_str(), nullptr);
    return e;
  }
  if (auto* n = dynamic_cast<P::StringAtomContext*>(ctx)) {
    auto e = node<StringExpr>(r);
    for (auto* s : n->STRING())
      e->value += decodeString(s->getText(), range(s));
    return e;
  }
  if (dynamic_cast<P::TrueAtomContext*>(ctx) || dynamic_cast<P::FalseAtomContext*>(ctx)) {
    auto e = node<BoolExpr>(r);
    e->value = dynamic_cast<P::TrueAtomContext*>(ctx) != nullptr;
    return e;
  }
  if (dynamic_cast<P::NoneAtomContext*>(ctx))
    return node<NoneExpr>(r);
  if (dynamic_cast<P::EmptyTupleAtomContext*>(ctx)) {
    auto t = node<TupleExpr>(r);
    t->parenthesized = true;
    return t;
  }
  if (auto* p = dynamic_cast<P::ParenAtomContext*>(ctx)) {
    ExprPtr inner = expr(p->expr());
    if (auto* t = dyn<TupleExpr>(inner.get()))
      t->parenthesized = true;
    inner->range = r; // the parentheses belong to the expression's text
    return inner;
  }
  auto element = [&](P::StarOrExprContext* se) -> ExprPtr {
    if (!se->STAR())
      return expr(se->expr());
    auto st = node<StarExpr>(range(se));
    st->value = expr(se->expr());
    return st;
  };
  if (auto* p = dynamic_cast<P::TupleAtomContext*>(ctx)) {
    auto t = node<TupleExpr>(r);
    t->parenthesized = true;
    for (auto* e : p->starOrExpr())
      t->elts.push_back(element(e));
    return t;
  }
  if (auto* p = dynamic_cast<P::ListAtomContext*>(ctx)) {
    auto l = node<ListExpr>(r);
    for (auto* e : p->starOrExpr())
      l->elts.push_back(element(e));
    return l;
  }
  auto* d = static_cast<P::DictAtomContext*>(ctx);
  auto dict = node<DictExpr>(r);
  for (P::DictEntryContext* entry : d->dictEntry()) {
    dict->keys.push_back(expr(entry->key));
    dict->values.push_back(expr(entry->value));
  }
  return dict;
}

int64_t AstBuilder::parseInt(const std::string& text, SourceRange r) {
  std::string digits;
  for (char c : text)
    if (c != '_')
      digits += c;
  int base = 10;
  size_t start = 0;
  if (digits.size() > 2 && digits[0] == '0') {
    char k = static_cast<char>(digits[1] | 0x20);
    if (k == 'x') base = 16, start = 2;
    else if (k == 'b') base = 2, start = 2;
    else if (k == 'o') base = 8, start = 2;
  }
  if (base == 10 && digits.size() > 1 && digits[0] == '0') {
    bool allZero = digits.find_first_not_of('0') == std::string::npos;
    if (!allZero)
      diags_.error(r, "leading zeros in a decimal integer literal are not allowed; use 0o for octal");
  }
  errno = 0;
  unsigned long long v = std::strtoull(digits.c_str() + start, nullptr, base);
  if (errno == ERANGE || v > static_cast<unsigned long long>(INT64_MAX)) {
    diags_.error(r, "integer literal '" + text + "' does not fit in 64 bits");
    return 0;
  }
  return static_cast<int64_t>(v);
}

std::string AstBuilder::decodeString(const std::string& tok, SourceRange r) {
  std::string out;
  if (tok.size() < 2)
    return out;
  for (size_t i = 1; i + 1 < tok.size(); ++i) {
    char c = tok[i];
    if (c != '\\') {
      out += c;
      continue;
    }
    char n = tok[++i];
    switch (n) {
    case 'n': out += '\n'; break;
    case 't': out += '\t'; break;
    case 'r': out += '\r'; break;
    case '0': out += '\0'; break;
    case '\\': out += '\\'; break;
    case '\'': out += '\''; break;
    case '"': out += '"'; break;
    default:
      diags_.warning(r, std::string("unknown escape sequence '\\") + n + "' in string");
      out += '\\';
      out += n;
    }
  }
  return out;
}

} // namespace tilec::parse

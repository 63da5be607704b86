// The simplifier's dispatch over node kinds: comparisons, min/max, select,
// logical operators, casts, lets and vectors. Integer arithmetic lives in
// Canonical.cpp.
#include "SimplifierImpl.h"

#include "tilec/ir/Ops.h"
#include "tilec/ir/Visitor.h"
#include "tilec/ir/arith/ConstFold.h"
#include "tilec/ir/arith/ExprCompare.h"
#include "tilec/ir/arith/IntMath.h"

namespace tilec::ir::arith {

namespace {

constexpr int kMaxDepth = 256;

bool isIntLike(DataType t) { return !t.isHandle() && (t.isInt() || t.isBool()); }

Expr boolConst(bool v, int lanes = 1) { return makeConst(DataType::boolean(lanes), v ? 1 : 0); }

ExprKind negateComparison(ExprKind k) {
  switch (k) {
  case ExprKind::EQ: return ExprKind::NE;
  case ExprKind::NE: return ExprKind::EQ;
  case ExprKind::LT: return ExprKind::GE;
  case ExprKind::LE: return ExprKind::GT;
  case ExprKind::GT: return ExprKind::LE;
  default: return ExprKind::LT; // GE
  }
}

/// Decides `a kind b` from bounds of each side; nullopt when undecided.
std::optional<bool> decideByBounds(ExprKind kind, const ConstIntBound& x, const ConstIntBound& y) {
  auto lt = [](const ConstIntBound& p, const ConstIntBound& q) { return p.hasUpper() && q.hasLower() && p.max < q.min; };
  auto le = [](const ConstIntBound& p, const ConstIntBound& q) { return p.hasUpper() && q.hasLower() && p.max <= q.min; };
  switch (kind) {
  case ExprKind::LT: return lt(x, y) ? std::optional(true) : le(y, x) ? std::optional(false) : std::nullopt;
  case ExprKind::LE: return le(x, y) ? std::optional(true) : lt(y, x) ? std::optional(false) : std::nullopt;
  case ExprKind::GT: return lt(y, x) ? std::optional(true) : le(x, y) ? std::optional(false) : std::nullopt;
  case ExprKind::GE: return le(y, x) ? std::optional(true) : lt(x, y) ? std::optional(false) : std::nullopt;
  case ExprKind::EQ:
  case ExprKind::NE: {
    bool eq = kind == ExprKind::EQ;
    if (x.isPoint() && y.isPoint() && x.min == y.min)
      return eq;
    if (lt(x, y) || lt(y, x))
      return !eq;
    return std::nullopt;
  }
  default: return std::nullopt;
  }
}

/// Can evaluating `e` fault (a load, a call, a division by something that is
/// not a non-zero constant)? Select arms and the right operand of and/or are
/// simplified under their condition only when they cannot: the backend may
/// evaluate them even where the condition fails, and a rewrite that is exact
/// only under the condition must not introduce a fault there.
class TrapFinder : public ExprVisitor {
public:
  bool mayTrap = false;
  void visitExpr(const Expr& e) override {
    if (!mayTrap)
      ExprVisitor::visitExpr(e);
  }

protected:
  void visitBinary(const BinaryNode* n) override {
    bool division = n->kind == ExprKind::Div || n->kind == ExprKind::Mod || n->kind == ExprKind::FloorDiv ||
                    n->kind == ExprKind::FloorMod;
    if (division) {
      auto c = constIntValue(n->b);
      if (!c || *c == 0)
        mayTrap = true;
    }
    ExprVisitor::visitBinary(n);
  }
  void visitCall(const CallNode*) override { mayTrap = true; }
  void visitBufferLoad(const BufferLoadNode*) override { mayTrap = true; }
};

bool mayTrap(const Expr& e) {
  TrapFinder f;
  f.visitExpr(e);
  return f.mayTrap;
}

class Substituter : public ExprMutator {
public:
  Substituter(const VarNode* v, Expr value) : var_(v), value_(std::move(value)) {}

protected:
  Expr mutateVar(const Expr& e) override { return e.get() == var_ ? value_ : e; }

private:
  const VarNode* var_;
  Expr value_;
};

} // namespace

Expr SimplifierImpl::simplify(const Expr& e) {
  if (!e || depth_ >= kMaxDepth)
    return e;
  ++depth_;
  Expr r = simplifyNode(e);
  --depth_;
  return r ? r : e;
}

Expr SimplifierImpl::simplifyNode(const Expr& e) {
  switch (e->kind) {
  case ExprKind::IntImm:
  case ExprKind::FloatImm:
  case ExprKind::StringImm: return e;
  case ExprKind::Var: return simplifyVar(e);
  case ExprKind::Not: return simplifyNot(e);
  case ExprKind::Select: return simplifySelect(e);
  case ExprKind::Cast: return simplifyCast(e);
  case ExprKind::Let: return simplifyLet(e);
  case ExprKind::Call:
  case ExprKind::BufferLoad:
  case ExprKind::Ramp:
  case ExprKind::Broadcast: return simplifyChildren(e);
  default: {
    auto& n = static_cast<const BinaryNode&>(*e);
    if (isComparison(e->kind))
      return simplifyCompare(n, e);
    if (e->kind == ExprKind::And || e->kind == ExprKind::Or)
      return simplifyLogical(n, e);
    if (e->kind == ExprKind::Min || e->kind == ExprKind::Max)
      return simplifyMinMax(n, e);
    if (isCanonicalType(e->dtype))
      return simplifyArith(e);
    return simplifyBinaryGeneric(n, e);
  }
  }
}

Expr SimplifierImpl::simplifyVar(const Expr& e) {
  if (e->dtype.isInt() && !e->dtype.isVector()) {
    ConstIntBound b = an_.bounds()(e);
    if (b.isPoint())
      return makeConst(e->dtype, b.min);
  }
  return e;
}

Expr SimplifierImpl::simplifyBinaryGeneric(const BinaryNode& n, const Expr& e) {
  Expr a = simplify(n.a), b = simplify(n.b);
  if (a->dtype.isVector())
    return simplifyVector(n.kind, a, b);
  if (Expr f = tryFoldBinary(n.kind, a, b))
    return f;
  return a == n.a && b == n.b ? e : binary(n.kind, a, b);
}

bool SimplifierImpl::isKnownFact(const Expr& cond) {
  for (const auto& f : an_.knownFacts())
    if (structEqual(f, cond))
      return true;
  return false;
}

// ------------------------------------------------------------ comparisons

Expr SimplifierImpl::simplifyCompare(const BinaryNode& n, const Expr& e) {
  DataType t = n.a->dtype;
  if (isIntLike(t) && t.lanes() == 1)
    if (auto d = decideMinMaxCompare(n.kind, n.a, n.b))
      return boolConst(*d);
  if (isCanonicalType(t)) {
    auto x = toSum(n.a);
    auto y = x ? toSum(n.b) : std::nullopt;
    if (x && y)
      if (Expr r = canonicalCompare(n.kind, *x, *y))
        return r;
  }
  Expr a = simplify(n.a), b = simplify(n.b);
  if (t.isVector())
    return simplifyVector(n.kind, a, b);
  if (Expr f = tryFoldBinary(n.kind, a, b))
    return f;
  if (isIntLike(t))
    if (auto d = decideByBounds(n.kind, an_.bounds()(a), an_.bounds()(b)))
      return boolConst(*d);
  Expr r = a == n.a && b == n.b ? e : binary(n.kind, a, b);
  return isKnownFact(r) ? boolConst(true) : r;
}

/// Decides an ordering `a kind b` with a min or max on one side from its
/// operands: min(p, q) >= c holds when both p >= c and q >= c do, fails
/// when either fails (causal attention's trip count min(2 * bx + 2, n) >=
/// 1); max dually. Only a decided answer is returned: the comparison is not
/// rewritten.
std::optional<bool> SimplifierImpl::decideMinMaxCompare(ExprKind kind, const Expr& a, const Expr& b) {
  if (kind == ExprKind::EQ || kind == ExprKind::NE)
    return std::nullopt;
  auto isMinMax = [](const Expr& x) { return x->kind == ExprKind::Min || x->kind == ExprKind::Max; };
  Expr mm = a, other = b;
  if (!isMinMax(a)) {
    if (!isMinMax(b))
      return std::nullopt;
    mm = b;
    other = a;
    // c < m is m > c, and so on: the min or max on the left.
    kind = kind == ExprKind::LT ? ExprKind::GT : kind == ExprKind::LE ? ExprKind::GE
                                                 : kind == ExprKind::GT ? ExprKind::LT
                                                                        : ExprKind::LE;
  }
  auto* side = asBinary(mm);
  bool isMin = mm->kind == ExprKind::Min;
  // min(p, q) >= c: all of; min(p, q) <= c: any of (max: the other way).
  bool lowerBound = kind == ExprKind::GE || kind == ExprKind::GT;
  bool all = isMin == lowerBound;
  auto decide = [&](const Expr& operand) { return asConstInt(simplify(binary(kind, operand, other))); };
  std::optional<int64_t> p = decide(side->a);
  if (p && (*p != 0) != all)
    return !all; // one operand settles it
  std::optional<int64_t> q = decide(side->b);
  if (q && (*q != 0) != all)
    return !all;
  if (p && q)
    return all;
  return std::nullopt;
}

Expr SimplifierImpl::canonicalCompare(ExprKind kind, const SumForm& x, const SumForm& y) {
  DataType t = x.dtype;
  auto emit = [&](ExprKind k, const SumForm& l, const SumForm& r) -> Expr {
    Expr el = l.toExpr(), er = r.toExpr();
    if (!el || !er)
      return nullptr;
    Expr c = binary(k, el, er);
    return isKnownFact(c) ? boolConst(true) : c;
  };
  if (kind == ExprKind::EQ || kind == ExprKind::NE) {
    bool eq = kind == ExprKind::EQ;
    SumForm d = x;
    if (!d.add(y, -1))
      return nullptr;
    if (d.isConst())
      return boolConst((d.constant == 0) == eq);
    if (!boundOf(d).contains(0))
      return boolConst(!eq);
    ModularSet m = modularOf(d);
    if ((m.coeff > 0 && m.base != 0) || (m.coeff == 0 && m.base != 0))
      return boolConst(!eq);
    int64_t g = d.termGcd();
    if (d.constant % g != 0)
      return boolConst(!eq);
    SumForm below = d, above = d; // d <= -1, or d >= 1
    if (below.addConst(1) && proveNonPositive(below))
      return boolConst(!eq);
    if (above.scale(-1) && above.addConst(1) && proveNonPositive(above))
      return boolConst(!eq);
    d = d.divExact(g);
    if (d.terms[0].coeff < 0 && !d.scale(-1))
      return nullptr;
    SumForm l(t), r(t);
    if (!checkedSub(0, d.constant, &r.constant))
      return nullptr;
    for (const auto& term : d.terms) {
      if (term.coeff == kNegInf)
        return nullptr;
      (term.coeff > 0 ? l : r).addTerm(term.mono, term.coeff > 0 ? term.coeff : -term.coeff);
    }
    return emit(kind, l, r);
  }
  // Every ordering as L <= 0.
  SumForm L = kind == ExprKind::LT || kind == ExprKind::LE ? x : y;
  const SumForm& other = kind == ExprKind::LT || kind == ExprKind::LE ? y : x;
  if (!L.add(other, -1))
    return nullptr;
  if ((kind == ExprKind::LT || kind == ExprKind::GT) && !L.addConst(1))
    return nullptr;
  if (proveNonPositive(L))
    return boolConst(true);
  SumForm notL = L; // L >= 1
  if (notL.scale(-1) && notL.addConst(1) && proveNonPositive(notL))
    return boolConst(false);
  if (L.isConst())
    return boolConst(L.constant <= 0);
  // T <= m with T = L's terms / g, then P (positive terms) vs N (the rest).
  int64_t g = L.termGcd(), negConst;
  if (!checkedSub(0, L.constant, &negConst))
    return nullptr;
  int64_t m = floorDiv(negConst, g);
  SumForm P(t), N(t);
  for (const auto& term : L.terms) {
    int64_t c = term.coeff / g;
    if (c == kNegInf)
      return nullptr;
    (c > 0 ? P : N).addTerm(term.mono, c > 0 ? c : -c);
  }
  if (!P.isConst()) {
    if (m == 0 && !N.isConst())
      return emit(ExprKind::LE, P, N);
    if (!N.addConst(m) || !N.addConst(1))
      return nullptr;
    return emit(ExprKind::LT, P, N);
  }
  if (m == 0)
    return emit(ExprKind::GE, N, SumForm(t, 0));
  int64_t rhs;
  if (!checkedSub(-1, m, &rhs))
    return nullptr;
  return emit(ExprKind::GT, N, SumForm(t, rhs)); // N >= -m
}

// ---------------------------------------------------------------- min/max

Expr SimplifierImpl::simplifyMinMax(const BinaryNode& n, const Expr& e) {
  ExprKind k = n.kind;
  bool isMin = k == ExprKind::Min;
  Expr a = simplify(n.a), b = simplify(n.b);
  DataType t = a->dtype;
  if (t.isVector())
    return simplifyVector(k, a, b);
  if (Expr f = tryFoldBinary(k, a, b))
    return f;
  ExprKind dual = isMin ? ExprKind::Max : ExprKind::Min;
  auto* ba = asBinary(a);
  auto* bb = asBinary(b);
  auto hasOperand = [](const BinaryNode* p, const Expr& x) { return structEqual(p->a, x) || structEqual(p->b, x); };
  if (ba && ba->kind == k && hasOperand(ba, b))
    return a; // min(min(x, y), y)
  if (bb && bb->kind == k && hasOperand(bb, a))
    return b;
  if (ba && ba->kind == dual && hasOperand(ba, b))
    return b; // min(max(x, y), y) == y
  if (bb && bb->kind == dual && hasOperand(bb, a))
    return a;
  if (ba && ba->kind == k && asConstInt(ba->b) && asConstInt(b)) // min(min(x, c1), c2)
    return simplify(binary(k, ba->a, foldBinary(k, ba->b, b)));
  if (isCanonicalType(t)) {
    SumForm d = parseCanonical(a), nd(t);
    if (d.add(parseCanonical(b), -1)) {
      if (proveNonPositive(d)) // a <= b
        return isMin ? a : b;
      nd = d;
      if (nd.scale(-1) && proveNonPositive(nd))
        return isMin ? b : a;
    }
  } else if (t.isInt()) {
    ConstIntBound x = an_.bounds()(a), y = an_.bounds()(b);
    if (x.hasUpper() && y.hasLower() && x.max <= y.min)
      return isMin ? a : b;
    if (y.hasUpper() && x.hasLower() && y.max <= x.min)
      return isMin ? b : a;
  }
  // Commutative: a deterministic operand order, constants last.
  bool aConst = a->kind == ExprKind::IntImm, bConst = b->kind == ExprKind::IntImm;
  if (t.isInt() && (aConst != bConst ? aConst : compareExpr(b, a) < 0))
    std::swap(a, b);
  if (a == n.a && b == n.b)
    return e;
  return binary(k, a, b);
}

// ------------------------------------------------------------- logical

Expr SimplifierImpl::simplifyLogical(const BinaryNode& n, const Expr& e) {
  bool isAnd = n.kind == ExprKind::And;
  Expr a = simplify(n.a);
  if (a->dtype.isVector()) {
    Expr b = simplify(n.b);
    return simplifyVector(n.kind, a, b);
  }
  if (auto c = constIntValue(a))
    return (*c != 0) == isAnd ? simplify(n.b) : a;
  Expr b;
  if (mayTrap(n.b)) {
    b = simplify(n.b);
  } else {
    // `a and b` only matters where a holds; `a or b` where a does not.
    Analyzer::ConstraintScope scope(an_, isAnd ? a : simplify(logicalNot(a)), true);
    b = simplify(n.b);
  }
  if (Expr f = tryFoldBinary(n.kind, a, b))
    return f;
  return a == n.a && b == n.b ? e : binary(n.kind, a, b);
}

Expr SimplifierImpl::simplifyNot(const Expr& e) {
  auto& n = static_cast<const NotNode&>(*e);
  Expr a = simplify(n.a);
  if (Expr f = tryFoldNot(a))
    return f;
  if (auto* b = asBinary(a)) {
    if (isComparison(b->kind) && isIntLike(b->a->dtype)) // not for floats: NaN
      return simplify(binary(negateComparison(b->kind), b->a, b->b));
    if (b->kind == ExprKind::And || b->kind == ExprKind::Or) {
      ExprKind dual = b->kind == ExprKind::And ? ExprKind::Or : ExprKind::And;
      return simplify(binary(dual, logicalNot(b->a), logicalNot(b->b)));
    }
  }
  return a == n.a ? e : logicalNot(a);
}

Expr SimplifierImpl::simplifySelect(const Expr& e) {
  auto& s = static_cast<const SelectNode&>(*e);
  Expr c = simplify(s.cond);
  if (auto v = constIntValue(c))
    return simplify(*v != 0 ? s.t : s.f);
  Expr t, f;
  if (c->dtype.isVector() || mayTrap(s.t)) {
    t = simplify(s.t);
  } else {
    Analyzer::ConstraintScope scope(an_, c, true);
    t = simplify(s.t);
  }
  if (c->dtype.isVector() || mayTrap(s.f)) {
    f = simplify(s.f);
  } else {
    Analyzer::ConstraintScope scope(an_, simplify(logicalNot(c)), true);
    f = simplify(s.f);
  }
  if (Expr r = tryFoldSelect(c, t, f))
    return r;
  return c == s.cond && t == s.t && f == s.f ? e : select(c, t, f);
}

// ----------------------------------------------------------- cast, let

Expr SimplifierImpl::simplifyCast(const Expr& e) {
  auto& c = static_cast<const CastNode&>(*e);
  Expr v = simplify(c.value);
  DataType t = e->dtype;
  if (Expr f = tryFoldCast(t, v))
    return f;
  if (auto* inner = as<CastNode>(v)) {
    // cast(T, cast(M, x: T)) == x when M holds every value of T.
    DataType in = inner->value->dtype, mid = v->dtype;
    bool holds = in == t && in.isInt() && mid.isInt() && in.lanes() == mid.lanes() &&
                 ((isSignedInt(in) == isSignedInt(mid) && mid.bits() >= in.bits()) ||
                  (isUnsignedInt(in) && isSignedInt(mid) && mid.bits() > in.bits()));
    if (holds)
      return inner->value;
  }
  return v == c.value ? e : cast(t, v);
}

Expr SimplifierImpl::simplifyLet(const Expr& e) {
  auto& l = static_cast<const LetNode&>(*e);
  Expr value = simplify(l.value);
  if (value->kind == ExprKind::IntImm || value->kind == ExprKind::FloatImm || value->kind == ExprKind::Var) {
    Substituter sub(l.var.get(), value);
    return simplify(sub.mutateExpr(l.body));
  }
  // Inside the body the variable is bounded like its value.
  std::optional<ConstIntBound> savedBound;
  std::optional<ModularSet> savedModular;
  if (auto* b = an_.bounds().lookup(l.var.get()))
    savedBound = *b;
  if (auto* m = an_.modular().lookup(l.var.get()))
    savedModular = *m;
  bool isInt = value->dtype.isInt();
  if (isInt) {
    an_.bounds().bind(l.var, an_.bounds()(value));
    an_.modular().bind(l.var, an_.modular()(value));
  }
  Expr body = simplify(l.body);
  if (isInt) {
    if (savedBound)
      an_.bounds().bind(l.var, *savedBound);
    else
      an_.bounds().unbind(l.var.get());
    if (savedModular)
      an_.modular().bind(l.var, *savedModular);
    else
      an_.modular().unbind(l.var.get());
  }
  if (!usesVar(body, l.var.get()))
    return body;
  return value == l.value && body == l.body ? e : let(l.var, value, body);
}

// ------------------------------------------------------ calls, vectors

Expr SimplifierImpl::simplifyChildren(const Expr& e) {
  switch (e->kind) {
  case ExprKind::Call: {
    auto& c = static_cast<const CallNode&>(*e);
    std::vector<Expr> args;
    bool changed = false;
    for (const auto& a : c.args) {
      args.push_back(simplify(a));
      changed = changed || args.back() != a;
    }
    // Bit operations on constants fold (swizzled addresses of fixed rows);
    // x ^ 0 is x.
    if ((c.op == "bitwise_xor" || c.op == "bitwise_and" || c.op == "bitwise_or") && args.size() == 2 &&
        e->dtype.isInt() && e->dtype.lanes() == 1) {
      auto x = asConstInt(args[0]), y = asConstInt(args[1]);
      if (x && y)
        return intImm(c.op == "bitwise_xor" ? (*x ^ *y) : c.op == "bitwise_and" ? (*x & *y) : (*x | *y), e->dtype);
      if (c.op != "bitwise_and" && ((x && *x == 0) || (y && *y == 0)) && args[x ? 1 : 0]->dtype == e->dtype)
        return args[x ? 1 : 0];
    }
    return changed ? call(e->dtype, c.op, std::move(args)) : e;
  }
  case ExprKind::BufferLoad: {
    auto& l = static_cast<const BufferLoadNode&>(*e);
    std::vector<Expr> idx;
    bool changed = false;
    for (const auto& i : l.indices) {
      idx.push_back(simplify(i));
      changed = changed || idx.back() != i;
    }
    return changed ? bufferLoad(l.buffer, std::move(idx)) : e;
  }
  case ExprKind::Ramp: {
    auto& r = static_cast<const RampNode&>(*e);
    Expr base = simplify(r.base), stride = simplify(r.stride);
    if (isConstInt(stride, 0))
      return broadcast(base, r.lanes);
    return base == r.base && stride == r.stride ? e : ramp(base, stride, r.lanes);
  }
  case ExprKind::Broadcast: {
    auto& b = static_cast<const BroadcastNode&>(*e);
    Expr v = simplify(b.value);
    return v == b.value ? e : broadcast(v, b.lanes);
  }
  default: return e;
  }
}

Expr SimplifierImpl::simplifyVector(ExprKind kind, const Expr& a, const Expr& b) {
  if (Expr f = tryFoldBinary(kind, a, b))
    return f;
  auto* ra = as<RampNode>(a);
  auto* rb = as<RampNode>(b);
  auto* ba = as<BroadcastNode>(a);
  auto* bb = as<BroadcastNode>(b);
  int lanes = a->dtype.lanes();
  auto S = [&](ExprKind k, const Expr& x, const Expr& y) { return simplify(binary(k, x, y)); };
  auto makeRamp = [&](const Expr& base, const Expr& stride) {
    return isConstInt(stride, 0) ? broadcast(base, lanes) : ramp(base, stride, lanes);
  };
  if (ba && bb)
    return broadcast(S(kind, ba->value, bb->value), lanes);
  switch (kind) {
  case ExprKind::Add:
  case ExprKind::Sub:
    if (ra && rb)
      return makeRamp(S(kind, ra->base, rb->base), S(kind, ra->stride, rb->stride));
    if (ra && bb)
      return makeRamp(S(kind, ra->base, bb->value), ra->stride);
    if (ba && rb) {
      Expr stride = kind == ExprKind::Add ? rb->stride : S(ExprKind::Sub, makeConst(rb->stride->dtype, 0), rb->stride);
      return makeRamp(S(kind, ba->value, rb->base), stride);
    }
    break;
  case ExprKind::Mul:
    if (ra && bb)
      return makeRamp(S(kind, ra->base, bb->value), S(kind, ra->stride, bb->value));
    if (ba && rb)
      return makeRamp(S(kind, ba->value, rb->base), S(kind, ba->value, rb->stride));
    break;
  case ExprKind::FloorDiv:
  case ExprKind::FloorMod: {
    if (!ra || !bb || !isCanonicalType(ra->base->dtype))
      break;
    auto c = asConstInt(bb->value);
    auto s = asConstInt(ra->stride);
    int64_t span;
    if (!c || *c <= 0 || !s || *s < 0 || !checkedMul(*s, lanes - 1, &span))
      break;
    // Every lane in the block of the first: base % c + span < c.
    ModularSet m = an_.modularSet(ra->base);
    bool oneBlock = (m.coeff == 0 || m.coeff % *c == 0) && floorMod(m.base, *c) + span < *c;
    if (!oneBlock) {
      ConstIntBound r = an_.bounds()(S(ExprKind::FloorMod, ra->base, bb->value));
      oneBlock = r.hasUpper() && r.max < *c - span;
    }
    if (oneBlock)
      return kind == ExprKind::FloorDiv ? broadcast(S(kind, ra->base, bb->value), lanes)
                                        : makeRamp(S(kind, ra->base, bb->value), ra->stride);
    break;
  }
  default: break;
  }
  return binary(kind, a, b);
}

} // namespace tilec::ir::arith

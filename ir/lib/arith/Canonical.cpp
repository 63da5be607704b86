// Integer arithmetic of the simplifier in SumForm: reading expressions into
// canonical sums, floordiv/floormod by constants, recombination of
// c*floordiv(x, c) + floormod(x, c), and bounds/proofs on sums.
#include "SimplifierImpl.h"

#include "tilec/ir/Ops.h"
#include "tilec/ir/arith/ConstFold.h"
#include "tilec/ir/arith/ExprCompare.h"
#include "tilec/ir/arith/IntMath.h"

#include <algorithm>

namespace tilec::ir::arith {

namespace {

constexpr size_t kMaxProductTerms = 16; // distribute (a+b+..)*(c+d+..) up to this many terms
constexpr int kMaxDivDepth = 8;          // nested floordiv/floormod rewrites
constexpr int kMaxSubstitutions = 8;     // symbolic range substitutions per proof
constexpr int kMaxSumDepth = 2000;       // nesting of +, -, * read into one sum

bool isAddSub(const Expr& e) { return e->kind == ExprKind::Add || e->kind == ExprKind::Sub; }

/// `e` as kind(Y, a) with a constant a > 0.
const BinaryNode* asDivByConst(const Expr& e, ExprKind kind, int64_t* divisor) {
  auto* b = asBinary(e);
  if (!b || b->kind != kind)
    return nullptr;
  auto c = asConstInt(b->b);
  if (!c || *c <= 0)
    return nullptr;
  *divisor = *c;
  return b;
}

struct FlagGuard {
  explicit FlagGuard(bool& f) : flag(f) { flag = true; }
  ~FlagGuard() { flag = false; }
  bool& flag;
};

} // namespace

bool SimplifierImpl::isCanonicalType(DataType t) { return !t.isHandle() && !t.isVector() && isSignedInt(t); }

SumForm SimplifierImpl::parseCanonical(const Expr& e) {
  SumForm s(e->dtype);
  if (auto c = asConstInt(e)) {
    s.constant = *c;
    return s;
  }
  if (auto* b = asBinary(e)) {
    if (isAddSub(e)) {
      SumForm x = parseCanonical(b->a);
      if (x.add(parseCanonical(b->b), e->kind == ExprKind::Add ? 1 : -1))
        return x;
    } else if (e->kind == ExprKind::Mul && !isAddSub(b->a) && !isAddSub(b->b)) {
      if (auto p = multiplySums(parseCanonical(b->a), parseCanonical(b->b), kMaxProductTerms))
        return *p;
    }
  }
  return SumForm::atom(e);
}

std::optional<SumForm> SimplifierImpl::toSum(const Expr& e) {
  // Very long operator chains: keep the rest as one (unsimplified) atom
  // rather than recursing without bound.
  if (sumDepth_ >= kMaxSumDepth)
    return SumForm::atom(e);
  struct DepthGuard {
    explicit DepthGuard(int& d) : depth(d) { ++depth; }
    ~DepthGuard() { --depth; }
    int& depth;
  } guard(sumDepth_);
  switch (e->kind) {
  case ExprKind::IntImm: return SumForm(e->dtype, static_cast<const IntImmNode&>(*e).value);
  case ExprKind::Add:
  case ExprKind::Sub: {
    auto& b = static_cast<const BinaryNode&>(*e);
    auto x = toSum(b.a);
    if (!x)
      return std::nullopt;
    auto y = toSum(b.b);
    if (!y || !x->add(*y, e->kind == ExprKind::Add ? 1 : -1))
      return std::nullopt;
    recombine(*x);
    return x;
  }
  case ExprKind::Mul: {
    auto& b = static_cast<const BinaryNode&>(*e);
    auto x = toSum(b.a);
    if (!x)
      return std::nullopt;
    auto y = toSum(b.b);
    if (!y)
      return std::nullopt;
    if (auto p = multiplySums(*x, *y, kMaxProductTerms)) {
      recombine(*p);
      return p;
    }
    if (x->isConst() || y->isConst())
      return std::nullopt; // overflow
    // Too many terms to distribute: keep the product as one atom.
    Expr ex = x->toExpr(), ey = y->toExpr();
    if (!ex || !ey)
      return std::nullopt;
    if (compareExpr(ey, ex) < 0)
      std::swap(ex, ey);
    return SumForm::atom(mul(ex, ey));
  }
  case ExprKind::Div:
  case ExprKind::Mod:
  case ExprKind::FloorDiv:
  case ExprKind::FloorMod: return divLike(static_cast<const BinaryNode&>(*e));
  default: return parseCanonical(simplify(e));
  }
}

std::optional<SumForm> SimplifierImpl::divLike(const BinaryNode& n) {
  DataType t = n.dtype;
  ExprKind k = n.kind;
  bool floorKind = k == ExprKind::FloorDiv || k == ExprKind::FloorMod;
  bool wantDiv = k == ExprKind::FloorDiv || k == ExprKind::Div;
  Expr divisor = simplify(n.b);
  auto c = asConstInt(divisor);
  if (c && *c != 0 && *c != kNegInf) {
    auto a = toSum(n.a);
    if (!a)
      return std::nullopt;
    if (a->divisibleBy(*c)) { // exact for every rounding
      if (!wantDiv)
        return SumForm(t, 0);
      SumForm q = *a;
      if (*c == -1)
        return q.scale(-1) ? std::optional<SumForm>(q) : std::nullopt;
      return a->divExact(*c);
    }
    if (!floorKind && !(*c > 0 && boundOf(*a).min >= 0)) {
      Expr ea = a->toExpr();
      if (!ea)
        return std::nullopt;
      return parseCanonical(foldBinary(k, ea, divisor));
    }
    // Floor semantics (truncating ones agree for a >= 0, c > 0).
    SumForm num = *a;
    int64_t d = *c;
    if (d < 0) { // floordiv(x, d) == floordiv(-x, -d); floormod(x, d) == -floormod(-x, -d)
      if (!num.scale(-1))
        return std::nullopt;
      d = -d;
    }
    if (!fitsType(d, t)) { // -INT_MIN: keep the division as written
      Expr ea = a->toExpr();
      return ea ? std::optional<SumForm>(parseCanonical(foldBinary(k, ea, divisor))) : std::nullopt;
    }
    auto dm = divMod(num, d);
    if (!dm)
      return std::nullopt;
    if (wantDiv)
      return dm->div;
    if (*c < 0 && !dm->mod.scale(-1))
      return std::nullopt;
    return dm->mod;
  }
  Expr a = simplify(n.a);
  if (c && *c == 0) // division by zero: leave it for the program to fault on
    return SumForm::atom(binary(k, a, divisor));
  if (structEqual(a, divisor)) // x / x (x != 0, else undefined)
    return SumForm(t, wantDiv ? 1 : 0);
  if (an_.bounds()(divisor).min >= 1) {
    // 0 <= a < divisor: the quotient is 0 and the remainder a (every rounding).
    SumForm x = parseCanonical(a), neg = x, upper = x;
    if (neg.scale(-1) && proveNonPositive(neg) && upper.add(parseCanonical(divisor), -1) && upper.addConst(1) &&
        proveNonPositive(upper))
      return wantDiv ? SumForm(t, 0) : x;
  }
  return parseCanonical(foldBinary(k, a, divisor));
}

std::optional<SimplifierImpl::DivMod> SimplifierImpl::divMod(const SumForm& s, int64_t c, int depth) {
  DataType t = s.dtype;
  if (c == 1)
    return DivMod{s, SumForm(t, 0)};
  // s = c*q + r, where r has no term that is a multiple of c and a constant in [0, c).
  SumForm q(t, floorDiv(s.constant, c)), r(t, floorMod(s.constant, c));
  for (const auto& term : s.terms) {
    bool ok = term.coeff % c == 0 ? q.addTerm(term.mono, term.coeff / c) : r.addTerm(term.mono, term.coeff);
    if (!ok)
      return std::nullopt;
  }
  auto rest = divModRest(r, c, depth);
  if (!rest || !rest->div.add(q))
    return std::nullopt;
  return rest;
}

std::optional<SimplifierImpl::DivMod> SimplifierImpl::divModRest(const SumForm& r, int64_t c, int depth) {
  DataType t = r.dtype;
  if (r.isConst())
    return DivMod{SumForm(t, 0), r};
  // The whole remainder lies in one block [k*c, k*c + c).
  ConstIntBound b = boundOf(r);
  if (b.hasLower() && b.hasUpper()) {
    int64_t k = floorDiv(b.min, c), kc;
    if (k == floorDiv(b.max, c)) {
      SumForm mod = r;
      if (!checkedMul(k, c, &kc) || !checkedSub(mod.constant, kc, &mod.constant))
        return std::nullopt;
      return DivMod{SumForm(t, k), mod};
    }
  }
  if (an_.hasSymbolicRanges() && !inSymbolicProof_) {
    SumForm neg = r, upper = r;
    if (neg.scale(-1) && upper.addConst(1 - c) && proveNonPositive(neg) && proveNonPositive(upper))
      return DivMod{SumForm(t, 0), r};
  }
  if (depth < kMaxDivDepth) {
    // a*x + b*floordiv(x, m) == a*floormod(x, m) + (b + a*m)*floordiv(x, m):
    // canonical sums write floormod(x, m) as x - m*floordiv(x, m), which
    // hides a floordiv term whose coefficient is a multiple of c (the
    // inverse of a vectorized layout at slot 4*l + v gives such sums). Undo
    // that when it makes the coefficient share more with c.
    for (const auto& term : r.terms) {
      int64_t m, b = term.coeff, am;
      if (term.mono.size() != 1)
        continue;
      auto* fd = asDivByConst(term.mono[0], ExprKind::FloorDiv, &m);
      if (!fd || m <= 1)
        continue;
      SumForm x = parseCanonical(fd->a);
      if (x.constant != 0 || x.terms.size() != 1 || x.terms[0].coeff != 1)
        continue;
      int64_t a = r.coeffOf(x.terms[0].mono), nb;
      if (a == 0 || !checkedMul(a, m, &am) || !checkedAdd(b, am, &nb) || gcd64(nb, c) <= gcd64(b, c))
        continue;
      SumForm next = r;
      if (!next.addTerm(x.terms[0].mono, -a) || !next.addTerm({floormod(fd->a, intImm(m, t))}, a) ||
          !next.addTerm(term.mono, am))
        continue;
      return divMod(next, c, depth + 1);
    }
    // Split r = hi + lo where g divides hi's coefficients and lo lies in
    // [0, g): floordiv(r, c) = floordiv(hi/g, c/g) and
    // floormod(r, c) = g*floormod(hi/g, c/g) + lo. Larger g first.
    std::vector<int64_t> gs;
    for (const auto& term : r.terms) {
      int64_t g = gcd64(term.coeff, c);
      if (g > 1 && g < c && std::find(gs.begin(), gs.end(), g) == gs.end())
        gs.push_back(g);
    }
    std::sort(gs.rbegin(), gs.rend());
    for (int64_t g : gs) {
      SumForm hi(t), lo(t, r.constant);
      for (const auto& term : r.terms)
        (term.coeff % g == 0 ? hi : lo).addTerm(term.mono, term.coeff);
      ConstIntBound lb = boundOf(lo);
      if (!lb.hasLower() || !lb.hasUpper())
        continue;
      int64_t k = floorDiv(lb.min, g), kg;
      if (k != floorDiv(lb.max, g) || !checkedMul(k, g, &kg) || !lo.addConst(-kg) || !hi.addConst(kg))
        continue;
      auto inner = divMod(hi.divExact(g), c / g, depth + 1);
      if (!inner)
        return std::nullopt;
      SumForm mod = inner->mod;
      if (!mod.scale(g) || !mod.add(lo))
        return std::nullopt;
      return DivMod{inner->div, mod};
    }
    // r = atom + k0 with a nested floordiv/floormod atom.
    if (r.terms.size() == 1 && r.terms[0].coeff == 1 && r.terms[0].mono.size() == 1) {
      const Expr& atom = r.terms[0].mono[0];
      int64_t k0 = r.constant, a, ac, ka;
      if (auto* fd = asDivByConst(atom, ExprKind::FloorDiv, &a)) {
        // floordiv(floordiv(Y, a) + k0, c) == floordiv(Y + k0*a, a*c)
        SumForm y = parseCanonical(fd->a);
        if (checkedMul(a, c, &ac) && fitsType(ac, t) && checkedMul(k0, a, &ka) && y.addConst(ka)) {
          auto inner = divMod(y, ac, depth + 1);
          Expr re = r.toExpr();
          if (!inner || !re)
            return std::nullopt;
          return DivMod{inner->div, SumForm::atom(floormod(re, intImm(c, t)))};
        }
      } else if (auto* fm = asDivByConst(atom, ExprKind::FloorMod, &a); fm && a % c == 0) {
        // floormod(floormod(Y, a) + k0, c) == floormod(Y + k0, c) as c | a;
        // floordiv(floormod(Y, a), c) == floormod(floordiv(Y, c), a/c).
        SumForm y = parseCanonical(fm->a);
        if (y.addConst(k0)) {
          auto inner = divMod(y, c, depth + 1);
          if (!inner)
            return std::nullopt;
          SumForm div(t);
          if (k0 == 0) {
            auto outer = divMod(inner->div, a / c, depth + 1);
            if (!outer)
              return std::nullopt;
            div = outer->mod;
          } else {
            Expr re = r.toExpr();
            if (!re)
              return std::nullopt;
            div = SumForm::atom(floordiv(re, intImm(c, t)));
          }
          return DivMod{div, inner->mod};
        }
      }
    }
  }
  Expr re = r.toExpr();
  if (!re)
    return std::nullopt;
  Expr ce = intImm(c, t);
  ModularSet m = modularOf(r);
  if (m.coeff > 0 && m.coeff % c == 0) {
    // r ≡ r0 (mod c) is known: floormod is r0, and floordiv(r, c) is
    // floordiv(r - r0, c) (an exact division, written without the offset).
    int64_t r0 = floorMod(m.base, c);
    SumForm exact = r;
    Expr ee = exact.addConst(-r0) ? exact.toExpr() : nullptr;
    return DivMod{SumForm::atom(floordiv(ee ? ee : re, ce)), SumForm(t, r0)};
  }
  return DivMod{SumForm::atom(floordiv(re, ce)), SumForm::atom(floormod(re, ce))};
}

bool SimplifierImpl::recombine(SumForm& s) {
  // k*c*floordiv(X, c) + k*floormod(X, c) == k*X (where floordiv(X, c) is
  // whatever canonical atom the division gives, e.g. floordiv(Y, a*c) for
  // X = floordiv(Y, a)).
  for (int iter = 0; iter < 8; ++iter) {
    bool changed = false;
    for (size_t i = 0; i < s.terms.size() && !changed; ++i) {
      const SumTerm& term = s.terms[i];
      int64_t c;
      if (term.mono.size() != 1)
        continue;
      if (auto* fd = asDivByConst(term.mono[0], ExprKind::FloorDiv, &c); fd && term.coeff % c == 0) {
        // t*c*floordiv(X, c) == t*(X - r) when X ≡ r (mod c) is known.
        SumForm x = parseCanonical(fd->a);
        ModularSet ms = modularOf(x);
        if (ms.coeff > 0 && ms.coeff % c == 0) {
          int64_t t = term.coeff / c;
          Monomial atom = term.mono;
          SumForm next = s;
          if (x.addConst(-floorMod(ms.base, c)) && next.addTerm(atom, -term.coeff) && next.add(x, t)) {
            s = std::move(next);
            changed = true;
          }
          continue;
        }
      }
      auto* fm = asDivByConst(term.mono[0], ExprKind::FloorMod, &c);
      if (!fm)
        continue;
      SumForm x = parseCanonical(fm->a);
      auto dm = divMod(x, c);
      Expr d = dm ? dm->div.singleAtom() : nullptr;
      if (!d)
        continue;
      int64_t k = term.coeff, kd = s.coeffOf({d});
      if (kd == 0 || kd % c != 0 || ((kd / c) > 0) != (k > 0))
        continue;
      int64_t m = k > 0 ? std::min(k, kd / c) : std::max(k, kd / c), mc;
      Expr modAtom = term.mono[0];
      SumForm next = s;
      if (!checkedMul(m, c, &mc) || !next.addTerm({d}, -mc) || !next.addTerm({modAtom}, -m) || !next.add(x, m))
        continue;
      s = std::move(next);
      changed = true;
    }
    if (!changed)
      break;
  }
  return true;
}

ConstIntBound SimplifierImpl::boundOf(const SumForm& s) {
  ConstIntBound r = ConstIntBound::point(s.constant);
  for (const auto& term : s.terms) {
    ConstIntBound m = ConstIntBound::point(term.coeff);
    for (const auto& atom : term.mono)
      m = boundMul(m, an_.bounds()(atom));
    r = boundAdd(r, m);
  }
  return boundForType(r, s.dtype);
}

ModularSet SimplifierImpl::modularOf(const SumForm& s) {
  ModularSet r = ModularSet::constant(s.constant);
  for (const auto& term : s.terms) {
    ModularSet m = ModularSet::constant(term.coeff);
    for (const auto& atom : term.mono)
      m = modularMul(m, an_.modular()(atom));
    r = modularAdd(r, m);
  }
  return r;
}

std::optional<SumForm> SimplifierImpl::substituteRangeEnd(const Var& v, bool upper) {
  const Range* rg = an_.symbolicRange(v.get());
  if (!rg || !rg->min || (upper && !rg->extent))
    return std::nullopt;
  if (usesVar(rg->min, v.get()) || (rg->extent && usesVar(rg->extent, v.get())))
    return std::nullopt;
  Expr lo = foldCast(v->dtype, rg->min);
  if (!upper)
    return toSum(lo);
  Expr end = sub(add(lo, foldCast(v->dtype, rg->extent)), intImm(1, v->dtype));
  return toSum(end);
}

std::optional<SumForm> SimplifierImpl::divisionRangeEnd(const Expr& atom, bool upper) {
  auto* d = static_cast<const BinaryNode*>(atom.get());
  if (atom->kind == ExprKind::FloorMod) {
    auto divisor = toSum(d->b);
    if (!divisor || boundOf(*divisor).min < 1)
      return std::nullopt;
    if (!upper)
      return SumForm(atom->dtype);
    if (!divisor->addConst(-1))
      return std::nullopt;
    return divisor;
  }
  auto* c = as<IntImmNode>(d->b);
  auto* i = as<VarNode>(d->a);
  if (atom->kind != ExprKind::FloorDiv || !c || c->value < 1 || !i || !an_.symbolicRange(i))
    return std::nullopt;
  auto end = substituteRangeEnd(std::static_pointer_cast<const VarNode>(d->a), upper);
  Expr e = end ? end->toExpr() : Expr();
  return e ? toSum(floordiv(e, d->b)) : std::nullopt;
}

bool SimplifierImpl::proveNonPositive(const SumForm& s) {
  if (s.isConst())
    return s.constant <= 0;
  if (boundOf(s).max <= 0)
    return true;
  if (!an_.hasSymbolicRanges() || inSymbolicProof_)
    return false;
  // Replace variables that occur linearly by the end of their symbolic range
  // that maximises the sum (i -> n - 1 for i in [0, n)), and quotients and
  // remainders by the end of theirs, then bound again.
  FlagGuard guard(inSymbolicProof_);
  SumForm cur = s;
  std::vector<const VarNode*> done;
  for (int step = 0; step < kMaxSubstitutions; ++step) {
    bool changed = false;
    for (size_t i = 0; i < cur.terms.size() && !changed; ++i) {
      SumTerm term = cur.terms[i];
      const VarNode* v = nullptr;
      std::optional<SumForm> end;
      if (term.mono.size() == 1 &&
          (term.mono[0]->kind == ExprKind::FloorMod || term.mono[0]->kind == ExprKind::FloorDiv)) {
        // num_q - floormod(t, num_q) - 1 >= 0; num_q - 1 - t // 8 >= 0 for t
        // in [0, 8 * num_q).
        end = divisionRangeEnd(term.mono[0], term.coeff > 0);
      } else {
        v = term.mono.size() == 1 ? as<VarNode>(term.mono[0]) : nullptr;
        if (!v || !an_.symbolicRange(v) || std::find(done.begin(), done.end(), v) != done.end())
          continue;
        bool elsewhere = false;
        for (size_t j = 0; j < cur.terms.size() && !elsewhere; ++j)
          for (const auto& atom : cur.terms[j].mono)
            elsewhere = elsewhere || (j != i && usesVar(atom, v));
        if (elsewhere)
          continue;
        end = substituteRangeEnd(std::static_pointer_cast<const VarNode>(term.mono[0]), term.coeff > 0);
      }
      SumForm next = cur;
      if (!end || !next.addTerm(term.mono, -term.coeff) || !next.add(*end, term.coeff))
        continue;
      cur = std::move(next);
      if (v)
        done.push_back(v);
      changed = true;
    }
    if (!changed)
      return false;
    if (cur.isConst() ? cur.constant <= 0 : boundOf(cur).max <= 0)
      return true;
  }
  return false;
}

Expr SimplifierImpl::simplifyArith(const Expr& e) {
  if (auto s = toSum(e))
    if (Expr r = s->toExpr())
      return r;
  return simplifyBinaryGeneric(static_cast<const BinaryNode&>(*e), e);
}

} // namespace tilec::ir::arith

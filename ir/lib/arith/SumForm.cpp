#include "SumForm.h"

#include "tilec/ir/Ops.h"
#include "tilec/ir/arith/ExprCompare.h"
#include "tilec/ir/arith/IntMath.h"

#include <algorithm>

namespace tilec::ir::arith {

int compareMonomial(const Monomial& a, const Monomial& b) {
  if (a.size() != b.size())
    return a.size() < b.size() ? -1 : 1;
  for (size_t i = 0; i < a.size(); ++i)
    if (int c = compareExpr(a[i], b[i]))
      return c;
  return 0;
}

Monomial multiplyMonomials(const Monomial& a, const Monomial& b) {
  Monomial m;
  m.reserve(a.size() + b.size());
  std::merge(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(m), ExprLess());
  return m;
}

bool SumForm::addTerm(const Monomial& m, int64_t k) {
  if (k == 0)
    return true;
  if (m.empty())
    return addConst(k);
  auto it = std::lower_bound(terms.begin(), terms.end(), m,
                             [](const SumTerm& t, const Monomial& x) { return compareMonomial(t.mono, x) < 0; });
  if (it != terms.end() && compareMonomial(it->mono, m) == 0) {
    int64_t c;
    if (!checkedAdd(it->coeff, k, &c))
      return false;
    if (c == 0)
      terms.erase(it);
    else
      it->coeff = c;
    return true;
  }
  terms.insert(it, SumTerm{m, k});
  return true;
}

bool SumForm::addConst(int64_t k) { return checkedAdd(constant, k, &constant); }

bool SumForm::add(const SumForm& o, int64_t scale) {
  int64_t c;
  if (!checkedMul(o.constant, scale, &c) || !addConst(c))
    return false;
  for (const auto& t : o.terms) {
    if (!checkedMul(t.coeff, scale, &c) || !addTerm(t.mono, c))
      return false;
  }
  return true;
}

bool SumForm::scale(int64_t k) {
  if (k == 0) {
    terms.clear();
    constant = 0;
    return true;
  }
  if (!checkedMul(constant, k, &constant))
    return false;
  for (auto& t : terms)
    if (!checkedMul(t.coeff, k, &t.coeff))
      return false;
  return true;
}

bool SumForm::divisibleBy(int64_t k) const {
  if (k == 0)
    return false;
  if (constant % k != 0)
    return false;
  for (const auto& t : terms)
    if (t.coeff % k != 0)
      return false;
  return true;
}

SumForm SumForm::divExact(int64_t k) const {
  SumForm r = *this;
  if (k == -1) {
    r.scale(-1);
    return r;
  }
  r.constant /= k;
  for (auto& t : r.terms)
    t.coeff /= k;
  return r;
}

int64_t SumForm::termGcd() const {
  int64_t g = 0;
  for (const auto& t : terms)
    g = gcd64(g, t.coeff);
  return g;
}

int64_t SumForm::coeffOf(const Monomial& m) const {
  for (const auto& t : terms)
    if (compareMonomial(t.mono, m) == 0)
      return t.coeff;
  return 0;
}

Expr SumForm::singleAtom() const {
  if (constant == 0 && terms.size() == 1 && terms[0].coeff == 1 && terms[0].mono.size() == 1)
    return terms[0].mono[0];
  return nullptr;
}

Expr SumForm::toExpr() const {
  if (!fitsType(constant, dtype))
    return nullptr;
  std::vector<const SumTerm*> pos, neg;
  for (const auto& t : terms) {
    // A negative coefficient is emitted as the subtraction of its magnitude.
    if (!fitsType(t.coeff, dtype) || t.coeff == kNegInf || (t.coeff < 0 && !fitsType(-t.coeff, dtype)))
      return nullptr;
    (t.coeff > 0 ? pos : neg).push_back(&t);
  }
  auto order = [](const SumTerm* x, const SumTerm* y) {
    uint64_t ax = absU(x->coeff), ay = absU(y->coeff);
    if (ax != ay)
      return ax > ay;
    return compareMonomial(x->mono, y->mono) < 0;
  };
  std::sort(pos.begin(), pos.end(), order);
  std::sort(neg.begin(), neg.end(), order);
  auto termExpr = [&](const SumTerm& t, int64_t coeff) {
    Expr e = t.mono[0];
    for (size_t i = 1; i < t.mono.size(); ++i)
      e = mul(e, t.mono[i]);
    return coeff == 1 ? e : mul(e, intImm(coeff, dtype));
  };
  Expr acc;
  for (const SumTerm* t : pos)
    acc = acc ? ir::add(acc, termExpr(*t, t->coeff)) : termExpr(*t, t->coeff);
  bool constantDone = false;
  if (!acc && !neg.empty() && constant > 0) {
    acc = intImm(constant, dtype); // c - x
    constantDone = true;
  }
  for (const SumTerm* t : neg)
    acc = acc ? ir::sub(acc, termExpr(*t, -t->coeff)) : termExpr(*t, t->coeff);
  if (!acc)
    return intImm(constant, dtype);
  if (!constantDone && constant != 0)
    acc = constant > 0 || constant == kNegInf || !fitsType(-constant, dtype) ? ir::add(acc, intImm(constant, dtype))
                                                        : ir::sub(acc, intImm(-constant, dtype));
  return acc;
}

std::optional<SumForm> multiplySums(const SumForm& a, const SumForm& b, size_t maxTerms) {
  if (b.isConst()) {
    SumForm r = a;
    if (!r.scale(b.constant))
      return std::nullopt;
    return r;
  }
  if (a.isConst())
    return multiplySums(b, a, maxTerms);
  size_t estimate = (a.terms.size() + (a.constant != 0)) * (b.terms.size() + (b.constant != 0));
  if (estimate > maxTerms)
    return std::nullopt;
  SumForm r(a.dtype);
  int64_t c;
  if (!checkedMul(a.constant, b.constant, &r.constant))
    return std::nullopt;
  for (const auto& x : a.terms) {
    if (!checkedMul(x.coeff, b.constant, &c) || !r.addTerm(x.mono, c))
      return std::nullopt;
    for (const auto& y : b.terms)
      if (!checkedMul(x.coeff, y.coeff, &c) || !r.addTerm(multiplyMonomials(x.mono, y.mono), c))
        return std::nullopt;
  }
  for (const auto& y : b.terms)
    if (!checkedMul(y.coeff, a.constant, &c) || !r.addTerm(y.mono, c))
      return std::nullopt;
  return r;
}

} // namespace tilec::ir::arith

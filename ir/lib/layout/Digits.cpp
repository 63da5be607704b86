#include "Digits.h"

#include "tilec/ir/Ops.h"
#include "tilec/ir/arith/IntMath.h"

#include <algorithm>
#include <map>
#include <set>

namespace tilec::ir::layout_detail {

using arith::checkedAdd;
using arith::checkedMul;

namespace {

bool addInto(int64_t& acc, int64_t v) { return checkedAdd(acc, v, &acc); }

/// scale * (extent - 1), checked.
bool span(int64_t scale, int64_t extent, int64_t* out) { return checkedMul(scale, extent - 1, out); }

std::optional<DigitSum> addSums(const DigitSum& a, const DigitSum& b, int64_t bFactor) {
  DigitSum r = a;
  int64_t bb;
  if (!checkedMul(b.base, bFactor, &bb) || !addInto(r.base, bb))
    return std::nullopt;
  for (const Term& t : b.terms) {
    int64_t s;
    if (!checkedMul(t.scale, bFactor, &s))
      return std::nullopt;
    r.terms.push_back(Term{s, t.atom, false});
  }
  return canonical(std::move(r));
}

std::optional<DigitSum> scaleSum(const DigitSum& a, int64_t c) {
  DigitSum r;
  if (!checkedMul(a.base, c, &r.base))
    return std::nullopt;
  for (const Term& t : a.terms) {
    int64_t s;
    if (!checkedMul(t.scale, c, &s))
      return std::nullopt;
    r.terms.push_back(Term{s, t.atom, false});
  }
  return canonical(std::move(r));
}

} // namespace

// ------------------------------------------------------------ sum forms

DigitSum canonical(DigitSum s) {
  // Reversed terms (never produced by callers of canonical forms, but be safe).
  for (Term& t : s.terms) {
    if (t.reversed) {
      int64_t sp = 0;
      span(t.scale, t.atom.extent(), &sp);
      s.base += sp;
      t.scale = -t.scale;
      t.reversed = false;
    }
  }
  std::stable_sort(s.terms.begin(), s.terms.end(), [](const Term& a, const Term& b) { return a.atom < b.atom; });
  std::vector<Term> out;
  for (Term& t : s.terms) {
    if (t.atom.extent() <= 1 || t.scale == 0)
      continue;
    if (!out.empty() && out.back().atom == t.atom) {
      out.back().scale += t.scale;
      if (out.back().scale == 0)
        out.pop_back();
      continue;
    }
    out.push_back(std::move(t));
  }
  s.terms = std::move(out);
  return s;
}

PositiveSum toPositive(const DigitSum& s) {
  PositiveSum p;
  p.base = s.base;
  for (const Term& t : s.terms) {
    if (t.scale < 0) {
      int64_t sp = 0;
      span(t.scale, t.atom.extent(), &sp);
      p.base += sp;
      p.terms.push_back(Term{-t.scale, t.atom, true});
    } else {
      p.terms.push_back(Term{t.scale, t.atom, false});
    }
  }
  std::stable_sort(p.terms.begin(), p.terms.end(), [](const Term& a, const Term& b) { return a.scale < b.scale; });
  return p;
}

DigitSum fromPositive(const PositiveSum& p) {
  DigitSum s;
  s.base = p.base;
  for (const Term& t : p.terms) {
    if (t.reversed) {
      int64_t sp = 0;
      span(t.scale, t.atom.extent(), &sp);
      s.base += sp;
      s.terms.push_back(Term{-t.scale, t.atom, false});
    } else {
      s.terms.push_back(Term{t.scale, t.atom, false});
    }
  }
  return canonical(std::move(s));
}

bool isSpread(const PositiveSum& p, bool gapFree) {
  int64_t next = 1; // the smallest scale the next term may have
  for (const Term& t : p.terms) {
    if (gapFree ? t.scale != next : t.scale < next)
      return false;
    if (!checkedMul(t.scale, t.atom.extent(), &next))
      return false;
  }
  return true;
}

// ------------------------------------------------------------- analyser

DigitAnalyzer::DigitAnalyzer(std::vector<Var> vars, std::vector<int64_t> extents)
    : vars_(std::move(vars)), extents_(std::move(extents)) {}

std::optional<DigitSum> DigitAnalyzer::normalize(const Expr& e) const {
  if (!e)
    return std::nullopt;
  return visit(e);
}

std::optional<DigitSum> DigitAnalyzer::visit(const Expr& e) const {
  if (!e->dtype.isInt() || e->dtype.isVector())
    return std::nullopt;
  if (auto* imm = as<IntImmNode>(e))
    return DigitSum{imm->value, {}};
  if (auto* v = as<VarNode>(e)) {
    for (size_t k = 0; k < vars_.size(); ++k) {
      if (vars_[k].get() != v)
        continue;
      if (extents_[k] <= 1)
        return DigitSum{};
      return DigitSum{0, {Term{1, Atom::plain(Digit{int(k), 1, extents_[k]}), false}}};
    }
    return std::nullopt;
  }
  const BinaryNode* b = asBinary(e);
  if (!b)
    return std::nullopt;
  switch (e->kind) {
  case ExprKind::Add:
  case ExprKind::Sub: {
    auto x = visit(b->a);
    auto y = x ? visit(b->b) : std::nullopt;
    if (!y)
      return std::nullopt;
    return addSums(*x, *y, e->kind == ExprKind::Add ? 1 : -1);
  }
  case ExprKind::Mul: {
    auto x = visit(b->a);
    auto y = x ? visit(b->b) : std::nullopt;
    if (!y)
      return std::nullopt;
    if (x->isConst())
      return scaleSum(*y, x->base);
    if (y->isConst())
      return scaleSum(*x, y->base);
    return std::nullopt;
  }
  case ExprKind::FloorDiv:
  case ExprKind::FloorMod:
  case ExprKind::Div:
  case ExprKind::Mod: {
    auto c = visit(b->b);
    if (!c || !c->isConst() || c->base <= 0)
      return std::nullopt;
    auto x = visit(b->a);
    if (!x)
      return std::nullopt;
    bool mod = e->kind == ExprKind::FloorMod || e->kind == ExprKind::Mod;
    if ((e->kind == ExprKind::Div || e->kind == ExprKind::Mod) && toPositive(*x).base < 0)
      return std::nullopt; // truncating division equals floor division only for x >= 0
    return divMod(*x, c->base, mod);
  }
  default:
    return std::nullopt;
  }
}

std::optional<DigitSum> DigitAnalyzer::divMod(const DigitSum& s, int64_t c, bool mod) const {
  if (c == 1)
    return mod ? DigitSum{} : s;
  PositiveSum p = toPositive(s);
  PositiveSum lo, hi;
  lo.base = arith::floorMod(p.base, c);
  hi.base = arith::floorDiv(p.base, c);
  bool clean = true;
  for (const Term& t : p.terms) {
    int64_t s0 = t.scale, ext = t.atom.extent(), top;
    bool fits = checkedMul(s0, ext, &top);
    if (s0 % c == 0) {
      hi.terms.push_back(Term{s0 / c, t.atom, t.reversed});
    } else if (s0 < c && fits && top <= c) {
      lo.terms.push_back(t);
    } else if (s0 < c && c % s0 == 0 && !t.atom.parity && ext % (c / s0) == 0) {
      // The digit crosses c: cut it into a low part below c and a high part.
      int64_t q = c / s0;
      const Digit& d = t.atom.digits[0];
      lo.terms.push_back(Term{s0, Atom::plain(Digit{d.var, d.lower, q}), t.reversed});
      hi.terms.push_back(Term{1, Atom::plain(Digit{d.var, d.lower * q, ext / q}), t.reversed});
    } else {
      clean = false;
      break;
    }
  }
  if (clean) {
    int64_t loMax = lo.base;
    bool ok = true;
    for (const Term& t : lo.terms) {
      int64_t sp;
      ok = ok && span(t.scale, t.atom.extent(), &sp) && addInto(loMax, sp);
    }
    if (ok && loMax < c)
      return fromPositive(mod ? lo : hi);
  }
  if (!mod || c != 2)
    return std::nullopt;
  // floormod(sum, 2) with carries between bits: the parity of the low bits.
  bool flip = (p.base & 1) != 0;
  std::map<Digit, int> count;
  for (const Term& t : p.terms) {
    if (t.scale % 2 == 0)
      continue;
    if (t.atom.parity) {
      for (const Digit& d : t.atom.digits)
        count[d] ^= 1;
      flip ^= t.reversed;
      continue;
    }
    const Digit& d = t.atom.digits[0];
    if (d.extent % 2 != 0)
      return std::nullopt; // the low bit of an odd-extent digit is no digit
    count[Digit{d.var, d.lower, 2}] ^= 1;
    flip ^= t.reversed; // extent - 1 - d has the opposite low bit (extent even)
  }
  std::vector<Digit> bits;
  for (const auto& [d, n] : count)
    if (n)
      bits.push_back(d);
  PositiveSum r;
  if (bits.size() == 1)
    r.terms.push_back(Term{1, Atom::plain(bits[0]), flip});
  else if (bits.size() > 1)
    r.terms.push_back(Term{1, Atom{true, bits}, flip});
  else
    r.base = flip ? 1 : 0;
  return fromPositive(r);
}

std::optional<std::vector<std::vector<int64_t>>> DigitAnalyzer::refine(const std::vector<DigitSum>& sums) const {
  std::vector<std::set<int64_t>> cutSets(vars_.size());
  for (size_t k = 0; k < vars_.size(); ++k)
    cutSets[k] = {1, std::max<int64_t>(extents_[k], 1)};
  for (const DigitSum& s : sums)
    for (const Term& t : s.terms)
      for (const Digit& d : t.atom.digits) {
        cutSets[d.var].insert(d.lower);
        cutSets[d.var].insert(d.lower * d.extent);
      }
  std::vector<std::vector<int64_t>> cuts(vars_.size());
  for (size_t k = 0; k < vars_.size(); ++k) {
    cuts[k].assign(cutSets[k].begin(), cutSets[k].end());
    for (size_t i = 0; i + 1 < cuts[k].size(); ++i)
      if (cuts[k][i + 1] % cuts[k][i] != 0)
        return std::nullopt;
    if (cuts[k].back() > std::max<int64_t>(extents_[k], 1))
      return std::nullopt;
  }
  return cuts;
}

DigitSum DigitAnalyzer::expand(const DigitSum& s, const std::vector<std::vector<int64_t>>& cuts) const {
  DigitSum r;
  r.base = s.base;
  for (const Term& t : s.terms) {
    if (t.atom.parity) {
      r.terms.push_back(t); // bits are minimal digits already
      continue;
    }
    const Digit& d = t.atom.digits[0];
    const auto& c = cuts[d.var];
    for (size_t i = 0; i + 1 < c.size(); ++i) {
      if (c[i] < d.lower || c[i] >= d.lower * d.extent)
        continue;
      r.terms.push_back(Term{t.scale * (c[i] / d.lower), Atom::plain(Digit{d.var, c[i], c[i + 1] / c[i]}), false});
    }
  }
  return canonical(std::move(r));
}

Expr DigitAnalyzer::digitExpr(const Digit& d) const {
  Expr x = vars_[d.var];
  if (d.lower > 1)
    x = floordiv(x, intImm(d.lower));
  if (d.lower * d.extent < extents_[d.var])
    x = floormod(x, intImm(d.extent));
  return x;
}

Expr DigitAnalyzer::atomExpr(const Atom& a) const {
  if (!a.parity)
    return digitExpr(a.digits[0]);
  Expr sum;
  for (const Digit& d : a.digits)
    sum = sum ? add(sum, digitExpr(d)) : digitExpr(d);
  return floormod(sum, intImm(2));
}

} // namespace tilec::ir::layout_detail

namespace tilec::ir::layout_detail {

std::optional<DigitInverse> invertDigits(const DigitAnalyzer& an, const std::vector<Expr>& outputs,
                                         const std::vector<Var>& outVars) {
  std::vector<DigitSum> sums;
  for (const Expr& e : outputs) {
    auto s = an.normalize(e);
    if (!s)
      return std::nullopt;
    sums.push_back(std::move(*s));
  }
  auto cuts = an.refine(sums);
  if (!cuts)
    return std::nullopt;

  DigitInverse inv;
  std::map<Digit, Expr> value;       // plain digits (extent > 2)
  std::vector<Digit> bits;           // digits of extent 2
  std::map<Digit, size_t> bitIndex;
  for (size_t v = 0; v < cuts->size(); ++v)
    for (size_t i = 0; i + 1 < (*cuts)[v].size(); ++i) {
      Digit d{int(v), (*cuts)[v][i], (*cuts)[v][i + 1] / (*cuts)[v][i]};
      if (d.extent == 2) {
        bitIndex[d] = bits.size();
        bits.push_back(d);
      }
    }
  struct Row {
    std::vector<uint8_t> coeff;
    Expr atomValue;
    bool flip;
  };
  std::vector<Row> rows;

  for (size_t k = 0; k < sums.size(); ++k) {
    PositiveSum p = toPositive(an.expand(sums[k], *cuts));
    if (p.base != 0 || !isSpread(p, /*gapFree=*/true))
      return std::nullopt;
    int64_t ext = 1;
    for (const Term& t : p.terms)
      ext *= t.atom.extent();
    inv.outExtents.push_back(ext);
    for (const Term& t : p.terms) {
      int64_t e = t.atom.extent();
      Expr val = outVars[k];
      if (t.scale > 1)
        val = floordiv(val, intImm(t.scale));
      if (t.scale * e < ext)
        val = floormod(val, intImm(e));
      if (t.atom.parity || e == 2) {
        Row r{std::vector<uint8_t>(bits.size(), 0), val, t.reversed};
        for (const Digit& d : t.atom.digits) {
          auto it = bitIndex.find(d);
          if (it == bitIndex.end())
            return std::nullopt;
          r.coeff[it->second] ^= 1;
        }
        rows.push_back(std::move(r));
        continue;
      }
      const Digit& d = t.atom.digits[0];
      if (value.count(d))
        return std::nullopt; // used twice: not injective
      value[d] = t.reversed ? sub(intImm(e - 1), val) : val;
    }
  }

  // Every digit of extent > 2 used exactly once (checked above for "at most").
  for (size_t v = 0; v < cuts->size(); ++v)
    for (size_t i = 0; i + 1 < (*cuts)[v].size(); ++i) {
      Digit d{int(v), (*cuts)[v][i], (*cuts)[v][i + 1] / (*cuts)[v][i]};
      if (d.extent > 2 && !value.count(d))
        return std::nullopt;
    }

  // The bits: rows * bits = atom values (+ flips) over GF(2); invert.
  size_t n = bits.size();
  if (rows.size() != n)
    return std::nullopt;
  std::vector<std::vector<uint8_t>> m(n), invM(n);
  for (size_t r = 0; r < n; ++r) {
    m[r] = rows[r].coeff;
    invM[r].assign(n, 0);
    invM[r][r] = 1;
  }
  for (size_t col = 0; col < n; ++col) {
    size_t piv = col;
    while (piv < n && !m[piv][col])
      ++piv;
    if (piv == n)
      return std::nullopt; // singular
    std::swap(m[piv], m[col]);
    std::swap(invM[piv], invM[col]);
    for (size_t r = 0; r < n; ++r) {
      if (r == col || !m[r][col])
        continue;
      for (size_t c = 0; c < n; ++c) {
        m[r][c] ^= m[col][c];
        invM[r][c] ^= invM[col][c];
      }
    }
  }
  // m is now the identity, invM the inverse: bit[i] = sum_r invM[i][r] * (atom_r + flip_r).
  for (size_t i = 0; i < n; ++i) {
    Expr sum;
    int terms = 0;
    bool flip = false;
    for (size_t r = 0; r < n; ++r) {
      if (!invM[i][r])
        continue;
      sum = sum ? add(sum, rows[r].atomValue) : rows[r].atomValue;
      ++terms;
      flip ^= rows[r].flip;
    }
    Expr bit;
    if (terms == 1)
      bit = flip ? sub(intImm(1), sum) : sum;
    else
      bit = floormod(flip ? add(sum, intImm(1)) : sum, intImm(2));
    value[bits[i]] = bit;
  }

  for (size_t v = 0; v < cuts->size(); ++v) {
    Expr x = intImm(0);
    for (size_t i = 0; i + 1 < (*cuts)[v].size(); ++i) {
      Digit d{int(v), (*cuts)[v][i], (*cuts)[v][i + 1] / (*cuts)[v][i]};
      Expr dv = value.at(d);
      x = add(x, d.lower == 1 ? dv : mul(dv, intImm(d.lower)));
    }
    inv.inputs.push_back(x);
  }
  return inv;
}

} // namespace tilec::ir::layout_detail

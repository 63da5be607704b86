// Randomized property tests of ir/arith: random affine expressions with
// floordiv/floormod/div/mod by constants (and by a positive variable),
// min/max and selects over variables with ranges are simplified, then the
// original and the simplified form are evaluated at random points of the
// ranges and must agree. The same points check that constIntBound contains
// the value, that modularSet holds, that simplification is a fixed point, and
// that canProve never proves a comparison that is false at some point.
//
// Each run uses a fixed seed and a seed from the clock; a failure prints the
// seed (set TILEC_ARITH_SEED=<seed> to rerun exactly that one).
#include "ArithTestUtil.h"

#include "tilec/ir/arith/Analyzer.h"
#include "tilec/ir/arith/Evaluate.h"
#include "tilec/ir/arith/IntMath.h"

#include <catch2/catch.hpp>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <sstream>

using namespace tilec;
using namespace tilec::ir;
using namespace tilec::ir::arith;
using namespace tilec::test;

namespace {

struct RandVar {
  Var var;
  int64_t lo, hi;        // values are drawn from [lo, hi]
  int64_t multiple = 1;  // values are multiples of this
  const RandVar* upper = nullptr; // values are below this variable's value (symbolic range)
};

class RandomExprTest {
public:
  RandomExprTest(uint64_t seed, DataType t, bool varProducts) : rng_(seed), t_(t), varProducts_(varProducts) {
    auto add = [&](const char* name, int64_t lo, int64_t hi, bool bind) -> RandVar& {
      if (bind && isUnsignedInt(t_)) // a bound range is a fact: unsigned values are >= 0
        lo = std::max<int64_t>(lo, 0);
      vars_.push_back(RandVar{makeVar(name, t_), lo, hi});
      if (bind)
        an_.bind(vars_.back().var, lo, hi - lo + 1);
      return vars_.back();
    };
    vars_.reserve(8);
    add("tx", 0, 127, true);
    add("i", 0, 7, true);
    add("j", 0, 31, true);
    add("w", -16, 15, true);
    add("u", -300, 300, false); // the analyzer knows nothing about u
    RandVar& n = add("n", 1, 200, false);
    an_.bindDynamicDim(n.var);
    RandVar& p = add("p", 0, 199, false);
    p.upper = &vars_[5];
    an_.bind(p.var, intImm(0, t_), n.var);
    RandVar& v = add("v", 0, 1016, true);
    v.multiple = 8;
    an_.bindModular(v.var, ModularSet::make(8, 0));
  }

  /// Runs `count` random expressions; returns the number of failures (the
  /// first few are reported through Catch).
  int run(int count, int points, uint64_t seed) {
    int failures = 0;
    for (int n = 0; n < count && failures < 5; ++n) {
      Expr e = gen(int(pick(2, 5)));
      failures += checkOne(e, points, seed, n);
      Expr c = genCond(int(pick(1, 4)));
      failures += checkProof(c, points, seed, n);
    }
    return failures;
  }

  int checked = 0;

private:
  int64_t pick(int64_t lo, int64_t hi) { return std::uniform_int_distribution<int64_t>(lo, hi)(rng_); }
  bool chance(int percent) { return pick(1, 100) <= percent; }
  Expr cst(int64_t v) { return makeConst(t_, v); }

  Expr leaf() {
    if (!lets_.empty() && chance(30))
      return lets_[size_t(pick(0, int64_t(lets_.size()) - 1))];
    if (chance(70))
      return vars_[size_t(pick(0, int64_t(vars_.size()) - 1))].var;
    return cst(pick(-20, 40));
  }

  int64_t divisor() {
    static const int64_t ds[] = {1, 2, 3, 4, 5, 7, 8, 8, 16, 16, 32, 64, 128};
    return ds[pick(0, 12)];
  }

  Expr gen(int depth) {
    if (depth <= 0 || chance(20))
      return leaf();
    switch (pick(0, 16)) {
    case 0:
    case 1:
    case 2: return add(gen(depth - 1), gen(depth - 1));
    case 3:
    case 4: return sub(gen(depth - 1), gen(depth - 1));
    case 5: return mul(gen(depth - 1), cst(pick(-3, 8)));
    case 6: {
      if (varProducts_)
        return mul(leaf(), leaf());
      return mul(cst(pick(-3, 8)), gen(depth - 1));
    }
    case 7: return floordiv(gen(depth - 1), cst(chance(90) ? divisor() : -divisor()));
    case 8: return floormod(gen(depth - 1), cst(chance(90) ? divisor() : -divisor()));
    case 9: return div(gen(depth - 1), cst(chance(90) ? divisor() : -divisor()));
    case 10: return mod(gen(depth - 1), cst(divisor()));
    case 11: return ir::min(gen(depth - 1), gen(depth - 1));
    case 12: return ir::max(gen(depth - 1), gen(depth - 1));
    case 13: return select(genCond(depth - 1), gen(depth - 1), gen(depth - 1));
    case 14: return chance(50) ? floordiv(gen(depth - 1), vars_[5].var) : floormod(gen(depth - 1), vars_[5].var);
    case 15: {
      Var t = makeVar("t" + std::to_string(lets_.size()), t_);
      Expr value = gen(depth - 1);
      lets_.push_back(t);
      Expr body = gen(depth - 1);
      lets_.pop_back();
      return let(t, value, body);
    }
    default: {
      // The index shapes of GPU lowering: x*c + r with r in [0, c).
      int64_t c = divisor();
      Expr idx = add(mul(gen(depth - 1), cst(c)), floormod(gen(depth - 1), cst(c)));
      return chance(50) ? floordiv(idx, cst(c * (chance(50) ? 1 : 4))) : floormod(idx, cst(c * (chance(50) ? 1 : 2)));
    }
    }
  }

  Expr genCond(int depth) {
    static const ExprKind cmps[] = {ExprKind::LT, ExprKind::LE, ExprKind::GT, ExprKind::GE, ExprKind::EQ, ExprKind::NE};
    Expr c = binary(cmps[pick(0, 5)], gen(depth), gen(depth));
    if (depth > 1 && chance(25)) {
      Expr d = binary(cmps[pick(0, 5)], gen(depth - 1), gen(depth - 1));
      c = chance(50) ? logicalAnd(c, d) : logicalOr(c, d);
    }
    return chance(15) ? logicalNot(c) : c;
  }

  VarValues point() {
    VarValues vals;
    for (const auto& v : vars_) {
      int64_t hi = v.hi;
      if (v.upper)
        hi = std::min(hi, vals.at(v.upper->var.get()) - 1);
      int64_t x = pick(v.lo, hi);
      vals[v.var.get()] = x - floorMod(x, v.multiple);
    }
    return vals;
  }

  std::string describe(const VarValues& vals) {
    std::ostringstream os;
    for (const auto& v : vars_)
      os << v.var->name << "=" << vals.at(v.var.get()) << " ";
    return os.str();
  }

  std::string header(uint64_t seed, int n, const Expr& e, const Expr& s) {
    std::ostringstream os;
    os << "seed " << seed << " (TILEC_ARITH_SEED=" << seed << "), case " << n << ", " << t_.str() << "\n  input:      "
       << show(e) << "\n  simplified: " << show(s);
    return os.str();
  }

  int checkOne(const Expr& e, int points, uint64_t seed, int n) {
    Expr s = an_.simplify(e);
    if (std::getenv("TILEC_ARITH_DUMP"))
      std::printf("%s\n    => %s\n", show(e).c_str(), show(s).c_str());
    ConstIntBound b = an_.constIntBound(e);
    ModularSet m = an_.modularSet(e);
    Expr again = an_.simplify(s);
    if (show(again) != show(s)) {
      FAIL_CHECK(header(seed, n, e, s) << "\n  not a fixed point: " << show(again));
      return 1;
    }
    for (int k = 0; k < points; ++k) {
      VarValues vals = point();
      auto ve = evaluateInt(e, vals);
      if (!ve)
        continue; // cannot happen: divisors are non-zero constants or n >= 1
      ++checked;
      auto vs = evaluateInt(s, vals);
      std::string where = "\n  at " + describe(vals) + "\n  original = " + std::to_string(*ve);
      if (vs != ve) {
        FAIL_CHECK(header(seed, n, e, s) << where << ", simplified = " << (vs ? std::to_string(*vs) : "<none>"));
        return 1;
      }
      if (*ve < b.min || *ve > b.max) {
        FAIL_CHECK(header(seed, n, e, s) << where << " outside bound " << b.str());
        return 1;
      }
      bool inSet = m.coeff == 0 ? *ve == m.base : floorMod(*ve - m.base, m.coeff) == 0;
      if (!inSet) {
        FAIL_CHECK(header(seed, n, e, s) << where << " not in modular set " << m.str());
        return 1;
      }
    }
    return 0;
  }

  int checkProof(const Expr& c, int points, uint64_t seed, int n) {
    bool proved = an_.canProve(c);
    bool refuted = an_.canProve(logicalNot(c));
    Expr s = an_.simplify(c);
    for (int k = 0; k < points; ++k) {
      VarValues vals = point();
      auto vc = evaluateInt(c, vals);
      if (!vc)
        continue;
      ++checked;
      auto vs = evaluateInt(s, vals);
      bool bad = vs != vc || (proved && *vc == 0) || (refuted && *vc != 0);
      if (bad) {
        FAIL_CHECK(header(seed, n, c, s) << "\n  at " << describe(vals) << "\n  value " << *vc << ", simplified "
                                         << (vs ? std::to_string(*vs) : "<none>") << ", proved " << proved
                                         << ", refuted " << refuted);
        return 1;
      }
    }
    return 0;
  }

  std::mt19937_64 rng_;
  DataType t_;
  bool varProducts_;
  Analyzer an_;
  std::vector<RandVar> vars_;
  std::vector<Var> lets_; // let variables in scope while generating a body
};

std::vector<uint64_t> seeds() {
  if (const char* s = std::getenv("TILEC_ARITH_SEED"))
    return {std::strtoull(s, nullptr, 10)};
  uint64_t clock = uint64_t(std::chrono::steady_clock::now().time_since_epoch().count());
  return {20240611ull, clock};
}

} // namespace

TEST_CASE("random: simplify preserves values of int32 index expressions", "[arith][random]") {
  for (uint64_t seed : seeds()) {
    INFO("seed " << seed);
    RandomExprTest t(seed, DataType::int32(), false);
    CHECK(t.run(2500, 16, seed) == 0);
    CHECK(t.checked > 2500 * 16);
  }
}

TEST_CASE("random: unsigned arithmetic wraps and is only folded", "[arith][random]") {
  for (uint64_t seed : seeds()) {
    INFO("seed " << seed);
    RandomExprTest t(seed ^ 0x9e3779b9ull, DataType(DType::UInt32), false);
    CHECK(t.run(800, 16, seed) == 0);
    CHECK(t.checked > 800 * 16);
  }
}

TEST_CASE("random: simplify preserves values of int64 polynomials", "[arith][random]") {
  for (uint64_t seed : seeds()) {
    INFO("seed " << seed);
    RandomExprTest t(seed ^ 0x5bd1e995ull, DataType::int64(), true);
    CHECK(t.run(1500, 16, seed) == 0);
    CHECK(t.checked > 1500 * 16);
  }
}

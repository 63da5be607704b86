// ConstIntBound and ModularSet analyses, directly and through the Analyzer.
#include "ArithEnv.h"

#include "tilec/ir/arith/ConstIntBound.h"
#include "tilec/ir/arith/ModularSet.h"

#include <catch2/catch.hpp>

using namespace tilec;
using namespace tilec::ir;
using namespace tilec::ir::arith;
using namespace tilec::test;

namespace {
constexpr int64_t I32_MIN = -2147483648LL, I32_MAX = 2147483647;

struct BoundCase {
  const char* expr;
  int64_t min, max;
};

struct ModCase {
  const char* expr;
  int64_t coeff, base;
};
} // namespace

TEST_CASE("const-int-bound: interval arithmetic", "[arith][bound]") {
  using B = ConstIntBound;
  CHECK(boundAdd({1, 5}, {-2, 3}) == B{-1, 8});
  CHECK(boundSub({1, 5}, {-2, 3}) == B{-2, 7});
  CHECK(boundMul({-2, 3}, {4, 5}) == B{-10, 15});
  CHECK(boundMul({-2, 3}, {-5, -4}) == B{-15, 10});
  CHECK(boundMul({0, 0}, B::everything()) == B{0, 0});
  CHECK(boundMul({1, kPosInf}, {-1, 1}) == B::everything());
  CHECK(boundMul({2, kPosInf}, {3, 4}) == B{6, kPosInf});
  CHECK(boundAdd({kNegInf, 5}, {1, 1}) == B{kNegInf, 6});
  CHECK(boundAdd({kPosInf - 1, kPosInf - 1}, {5, 5}).max == kPosInf); // saturates
  CHECK(boundFloorDiv({-7, 7}, {2, 2}) == B{-4, 3});
  CHECK(boundTruncDiv({-7, 7}, {2, 2}) == B{-3, 3});
  CHECK(boundFloorDiv({-7, 7}, {-2, -2}) == B{-4, 3});
  CHECK(boundFloorDiv({0, 100}, {1, 10}) == B{0, 100});
  CHECK(boundFloorDiv({-100, -1}, {1, 10}) == B{-100, -1});
  CHECK(boundFloorDiv({0, 100}, {-10, 10}) == B{-100, 100}); // zero excluded
  CHECK(boundFloorDiv({5, 5}, {0, 0}) == B::everything());
  CHECK(boundFloorDiv({0, kPosInf}, {1, kPosInf}) == B{0, kPosInf});
  CHECK(boundFloorDiv({-5, 5}, {1, kPosInf}) == B{-5, 5});
  CHECK(boundFloorMod({-5, 5}, {3, 3}) == B{0, 2});
  CHECK(boundFloorMod({9, 10}, {4, 4}) == B{1, 2});
  CHECK(boundFloorMod({0, 2}, {3, 8}) == B{0, 2});
  CHECK(boundFloorMod({0, 100}, {1, 8}) == B{0, 7});
  CHECK(boundFloorMod(B::everything(), {-8, -1}) == B{-7, 0});
  CHECK(boundFloorMod({0, 100}, {-4, 4}) == B{-3, 3});
  CHECK(boundTruncMod({-5, 5}, {3, 3}) == B{-2, 2});
  CHECK(boundTruncMod({0, 10}, {3, 3}) == B{0, 2});
  CHECK(boundTruncMod({-10, -1}, {-3, 3}) == B{-2, 0});
  CHECK(boundTruncMod({0, 2}, {3, 5}) == B{0, 2});
  CHECK(boundMin({0, 10}, {5, 20}) == B{0, 10});
  CHECK(boundMax({0, 10}, {5, 20}) == B{5, 20});
  CHECK(boundUnion({0, 1}, {5, 6}) == B{0, 6});
  CHECK(boundForType({-5, 300}, DataType(DType::Int8)) == B{-5, 127});
  CHECK(boundForType({-5, 300}, DataType(DType::UInt8)) == B{0, 255});
  CHECK(boundForType({5, 200}, DataType(DType::UInt8)) == B{5, 200});
  CHECK(B::ofType(DataType::boolean()) == B{0, 1});
  CHECK(B::ofType(DataType(DType::UInt32)) == B{0, 4294967295LL});
  CHECK(B{0, kPosInf}.str() == "[0, +inf]");
}

TEST_CASE("const-int-bound: expressions over bound variables", "[arith][bound]") {
  ArithEnv env;
  std::vector<BoundCase> cases = {
      {"tx", 0, 127},
      {"tx*8 + i", 0, 1023},
      {"bx*1024 + tx*8 + i", 0, 65535},
      {"tx - i", -7, 127},
      {"x", I32_MIN, I32_MAX},
      {"floordiv(tx, 4)", 0, 31},
      {"floormod(x, 8)", 0, 7},
      {"floormod(w, 8)", 0, 7},
      {"floordiv(w, 8)", -2, 1},
      {"w / 4", -4, 3},
      {"w % 4", -3, 3},
      {"w % 32", -16, 15},
      {"min(tx, i)", 0, 7},
      {"max(tx, 200)", 200, 200},
      {"max(w, 0)", 0, 15},
      {"select(x < y, i, tx)", 0, 127},
      {"n", 1, I32_MAX},
      {"n - 1", 0, I32_MAX - 1},
      {"p", 0, I32_MAX - 1},
      {"tx*tx", 0, 16129},
      {"w*w", -240, 256},
      {"int8(tx)", 0, 127},
      {"int8(tx + 1)", -128, 127},
      {"uint8(w)", 0, 255},
      {"uint8(i)", 0, 7},
      {"int64(x) * 2", 2 * I32_MIN, 2 * I32_MAX},
      {"i < j", 0, 1},
      {"!(i < j)", 0, 1},
      {"floormod(tx, n)", 0, 127},
      {"floordiv(tx, n)", 0, 127},
      {"c3 * 4", 12, 12},
      {"v", 0, 1023},
      {"floordiv(tx*8 + i, 32)", 0, 31},
      {"floormod(tx*8 + i, 32)", 0, 31},
      {"min(tx*8 + i, 1000)", 0, 1000},
      {"tx*8 + i - 1024", -1024, -1},
      {"0 - tx", -127, 0},
      {"k*k - k*k", 0, 0}, // via the simplified form
      {"floordiv(x, 4)*4 + floormod(x, 4) - x", 0, 0},
      {"tx - tx", 0, 0},
  };
  for (const auto& c : cases) {
    INFO(c.expr);
    ConstIntBound b = env.an.constIntBound(env.parse(c.expr));
    CHECK(b.min == c.min);
    CHECK(b.max == c.max);
  }
}

TEST_CASE("const-int-bound: lets, unsigned wrap and vectors", "[arith][bound]") {
  ConstIntBoundAnalyzer an;
  Var t = makeVar("t"), u = makeVar("u", DataType(DType::UInt32)), a = makeVar("a");
  an.bind(a, {0, 9});
  CHECK(an(let(t, mul(a, intImm(2)), add(t, intImm(1)))) == ConstIntBound{1, 19});
  CHECK(an.lookup(t.get()) == nullptr); // the let binding does not leak
  CHECK(an(u) == ConstIntBound{0, 4294967295LL});
  CHECK(an(add(u, intImm(1, u->dtype))) == ConstIntBound{0, 4294967295LL}); // may wrap
  an.bind(u, {0, 10});
  CHECK(an(add(u, intImm(1, u->dtype))) == ConstIntBound{1, 11});
  CHECK(an(sub(u, intImm(1, u->dtype))) == ConstIntBound{0, 4294967295LL}); // 0 - 1 wraps
  CHECK(an(ramp(a, intImm(4), 4)) == ConstIntBound{0, 21});
  CHECK(an(broadcast(a, 8)) == ConstIntBound{0, 9});
  CHECK(an(floatImm(1.0)) == ConstIntBound::everything());
  CHECK(an(makeVar("big", DataType::int64())) == ConstIntBound::everything());
  an.unbind(a.get());
  CHECK(an(a) == ConstIntBound::ofType(DataType::int32()));
}

TEST_CASE("modular-set: set arithmetic", "[arith][modular]") {
  using M = ModularSet;
  CHECK(M::make(8, 11) == M{8, 3});
  CHECK(M::make(-8, -1) == M{8, 7});
  CHECK(M::make(1, 5) == M::everything());
  CHECK(modularAdd({8, 3}, {4, 1}) == M{4, 0});
  CHECK(modularSub({8, 3}, {0, 3}) == M{8, 0});
  CHECK(modularMul({8, 3}, {0, 2}) == M{16, 6});
  CHECK(modularMul({4, 1}, {6, 1}) == M{2, 1});
  CHECK(modularUnion({8, 0}, {8, 4}) == M{4, 0});
  CHECK(modularUnion({0, 3}, {0, 7}) == M{4, 3});
  CHECK(modularIntersect({4, 1}, {6, 3}) == M{12, 9});
  CHECK(modularIntersect({8, 3}, {4, 3}) == M{8, 3});
  CHECK(modularIntersect(M::everything(), {4, 2}) == M{4, 2});
  CHECK(M{8, 0}.provesMultipleOf(4));
  CHECK(!M{8, 4}.provesMultipleOf(8));
  CHECK(M{8, 4}.provesRemainder(4, 0));
  CHECK(M{0, 12}.provesMultipleOf(3));
  CHECK(M{8, 3}.str() == "8*k + 3");
}

TEST_CASE("modular-set: expressions", "[arith][modular]") {
  ArithEnv env;
  std::vector<ModCase> cases = {
      {"tx*8", 8, 0},
      {"tx*8 + 3", 8, 3},
      {"tx*8 + i", 1, 0},
      {"x*6 + y*4", 2, 0},
      {"floordiv(tx*16, 4)", 4, 0},
      {"floormod(tx*8 + 4, 16)", 8, 4},
      {"floormod(tx*8 + 4, 8)", 0, 4},
      {"min(x*4, y*8 + 4)", 4, 0},
      {"select(x < y, x*6 + 1, x*4 + 3)", 2, 1},
      {"5", 0, 5},
      {"v", 8, 0},
      {"v*3 + 2", 24, 2},
      {"x*4*y*6", 24, 0},
      {"floordiv(x*8 + 4, 4)", 2, 1},
      {"x*4 - 1", 4, 3},
      {"bx*1024 + tx*8", 8, 0},
      {"(tx*8 + 6) / 2", 4, 3},   // non-negative: truncation is floor
      {"(w*8 + 6) / 2", 4, 3},    // exact division: w*4 + 3
      {"(x*8 + 5) % 4", 4, 1},    // congruence survives truncation
      {"floordiv(tx*8 + i, 8)*8", 8, 0},
      {"c3 * x", 3, 0},
      {"int64(tx*4)", 4, 0},
      {"max(v, 16)", 8, 0},
      {"tx*8 + i - i", 8, 0}, // through the simplified form
  };
  for (const auto& c : cases) {
    INFO(c.expr);
    ModularSet m = env.an.modularSet(env.parse(c.expr));
    CHECK(m.coeff == c.coeff);
    CHECK(m.base == c.base);
  }
}

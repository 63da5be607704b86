// ConstFold: exact folding of constants per dtype, identities, and the
// evaluator used by the randomized tests.
#include "ArithTestUtil.h"

#include "tilec/ir/arith/ConstFold.h"
#include "tilec/ir/arith/Evaluate.h"
#include "tilec/ir/arith/IntMath.h"

#include <catch2/catch.hpp>

#include <cmath>

using namespace tilec;
using namespace tilec::ir;
using namespace tilec::ir::arith;
using namespace tilec::test;

namespace {

const DataType i8(DType::Int8), i16(DType::Int16), i32 = DataType::int32(), i64 = DataType::int64();
const DataType u8(DType::UInt8), u32(DType::UInt32), u64(DType::UInt64);
const DataType f32 = DataType::float32(), f64(DType::Float64), f16(DType::Float16);

struct IntCase {
  ExprKind kind;
  DataType type;
  int64_t a, b;
  std::optional<int64_t> expected; // nullopt: must not fold
};

std::string kindName(ExprKind k) { return exprKindName(k); }

} // namespace

TEST_CASE("constfold: integer operations with exact semantics", "[arith][constfold]") {
  const int64_t kMin64 = std::numeric_limits<int64_t>::min(), kMax64 = std::numeric_limits<int64_t>::max();
  std::vector<IntCase> cases = {
      // truncating vs floor division and remainder
      {ExprKind::Div, i32, 7, 2, 3},
      {ExprKind::Div, i32, -7, 2, -3},
      {ExprKind::Div, i32, 7, -2, -3},
      {ExprKind::Div, i32, -7, -2, 3},
      {ExprKind::Mod, i32, 7, 2, 1},
      {ExprKind::Mod, i32, -7, 2, -1},
      {ExprKind::Mod, i32, 7, -2, 1},
      {ExprKind::Mod, i32, -7, -2, -1},
      {ExprKind::FloorDiv, i32, 7, 2, 3},
      {ExprKind::FloorDiv, i32, -7, 2, -4},
      {ExprKind::FloorDiv, i32, 7, -2, -4},
      {ExprKind::FloorDiv, i32, -7, -2, 3},
      {ExprKind::FloorMod, i32, 7, 2, 1},
      {ExprKind::FloorMod, i32, -7, 2, 1},
      {ExprKind::FloorMod, i32, 7, -2, -1},
      {ExprKind::FloorMod, i32, -7, -2, -1},
      {ExprKind::FloorDiv, i32, -8, 4, -2},
      {ExprKind::FloorMod, i32, -8, 4, 0},
      {ExprKind::Div, i32, 0, 5, 0},
      // division by zero never folds
      {ExprKind::Div, i32, 7, 0, std::nullopt},
      {ExprKind::Mod, i32, 7, 0, std::nullopt},
      {ExprKind::FloorDiv, i32, 7, 0, std::nullopt},
      {ExprKind::FloorMod, i32, 7, 0, std::nullopt},
      // wrapping at the dtype width
      {ExprKind::Add, i32, 2147483647, 1, -2147483648LL},
      {ExprKind::Sub, i32, -2147483648LL, 1, 2147483647},
      {ExprKind::Mul, i32, 65536, 65536, 0},
      {ExprKind::Mul, i32, 65537, 65537, 131073},
      {ExprKind::Add, i8, 100, 100, -56},
      {ExprKind::Sub, i8, -100, 100, 56},
      {ExprKind::Mul, i8, 16, 16, 0},
      {ExprKind::Add, i16, 32767, 1, -32768},
      {ExprKind::Div, i8, -128, -1, -128},
      {ExprKind::Mod, i8, -128, -1, 0},
      {ExprKind::Div, i32, -2147483648LL, -1, -2147483648LL},
      {ExprKind::Add, i64, kMax64, 1, kMin64},
      {ExprKind::Div, i64, kMin64, -1, kMin64},
      {ExprKind::Mod, i64, kMin64, -1, 0},
      {ExprKind::FloorDiv, i64, kMin64, -1, kMin64},
      {ExprKind::Mul, i64, kMax64, 2, -2},
      // unsigned
      {ExprKind::Sub, u8, 0, 1, 255},
      {ExprKind::Add, u8, 255, 1, 0},
      {ExprKind::Mul, u8, 16, 17, 16},
      {ExprKind::Sub, u32, 0, 1, 4294967295LL},
      {ExprKind::Div, u32, 4294967295LL, 2, 2147483647},
      {ExprKind::Sub, u64, 0, 1, -1}, // bit pattern of 2^64 - 1
      {ExprKind::Div, u64, -1, 2, kMax64},
      {ExprKind::LT, u64, 1, -1, 1},     // 1 < 2^64 - 1
      {ExprKind::Max, u64, 5, -1, -1},   // max(5, 2^64 - 1)
      {ExprKind::Min, u32, 3, 4294967295LL, 3},
      // min/max/comparisons
      {ExprKind::Min, i32, -3, 5, -3},
      {ExprKind::Max, i32, -3, 5, 5},
      {ExprKind::LT, i32, -3, 5, 1},
      {ExprKind::LE, i32, 5, 5, 1},
      {ExprKind::GT, i32, 5, 5, 0},
      {ExprKind::GE, i32, -1, 0, 0},
      {ExprKind::EQ, i32, 4, 4, 1},
      {ExprKind::NE, i32, 4, 4, 0},
      {ExprKind::And, DataType::boolean(), 1, 0, 0},
      {ExprKind::Or, DataType::boolean(), 1, 0, 1},
      {ExprKind::And, DataType::boolean(), 1, 1, 1},
      {ExprKind::Or, DataType::boolean(), 0, 0, 0},
  };
  for (const auto& c : cases) {
    INFO(kindName(c.kind) << " " << c.type.str() << " " << c.a << ", " << c.b);
    Expr r = tryFoldBinary(c.kind, intImm(c.a, c.type), intImm(c.b, c.type));
    if (!c.expected) {
      CHECK(r == nullptr);
      continue;
    }
    REQUIRE(r != nullptr);
    REQUIRE(as<IntImmNode>(r));
    CHECK(as<IntImmNode>(r)->value == *c.expected);
    CHECK(r->dtype == (isComparison(c.kind) ? DataType::boolean() : c.type));
    // The evaluator agrees with folding.
    CHECK(evalIntBinary(c.kind, c.a, c.b, c.type) == c.expected);
  }
}

TEST_CASE("constfold: identities with one constant operand", "[arith][constfold]") {
  Expr x = makeVar("x"), y = makeVar("y");
  Expr zero = intImm(0), one = intImm(1);
  CHECK(tryFoldBinary(ExprKind::Add, x, zero) == x);
  CHECK(tryFoldBinary(ExprKind::Add, zero, x) == x);
  CHECK(tryFoldBinary(ExprKind::Sub, x, zero) == x);
  CHECK(tryFoldBinary(ExprKind::Mul, x, one) == x);
  CHECK(tryFoldBinary(ExprKind::Mul, one, x) == x);
  CHECK(isConstInt(tryFoldBinary(ExprKind::Mul, x, zero), 0));
  CHECK(isConstInt(tryFoldBinary(ExprKind::Mul, zero, x), 0));
  CHECK(tryFoldBinary(ExprKind::Div, x, one) == x);
  CHECK(tryFoldBinary(ExprKind::FloorDiv, x, one) == x);
  CHECK(isConstInt(tryFoldBinary(ExprKind::Mod, x, one), 0));
  CHECK(isConstInt(tryFoldBinary(ExprKind::FloorMod, x, one), 0));
  CHECK(isConstInt(tryFoldBinary(ExprKind::FloorMod, x, intImm(-1)), 0));
  CHECK(isConstInt(tryFoldBinary(ExprKind::Div, zero, x), 0));
  CHECK(isConstInt(tryFoldBinary(ExprKind::Sub, x, x), 0));
  CHECK(tryFoldBinary(ExprKind::Min, x, x) == x);
  CHECK(tryFoldBinary(ExprKind::Max, x, x) == x);
  CHECK(isConstInt(tryFoldBinary(ExprKind::Min, x, intImm(-2147483648LL)), -2147483648LL));
  CHECK(tryFoldBinary(ExprKind::Min, x, intImm(2147483647)) == x);
  CHECK(isConstInt(tryFoldBinary(ExprKind::Max, intImm(2147483647), x), 2147483647));
  CHECK(tryFoldBinary(ExprKind::Max, intImm(-2147483648LL), x) == x);
  CHECK(isConstInt(tryFoldBinary(ExprKind::EQ, x, x), 1));
  CHECK(isConstInt(tryFoldBinary(ExprKind::LT, x, x), 0));
  CHECK(tryFoldBinary(ExprKind::Add, x, y) == nullptr);
  CHECK(tryFoldBinary(ExprKind::Div, x, zero) == nullptr);
  // Structural, not pointer, equality.
  CHECK(isConstInt(tryFoldBinary(ExprKind::Sub, add(x, one), add(x, intImm(1))), 0));

  Expr c = lt(x, y), t = boolImm(true), f = boolImm(false);
  CHECK(tryFoldBinary(ExprKind::And, c, t) == c);
  CHECK(tryFoldBinary(ExprKind::And, t, c) == c);
  CHECK(isConstInt(tryFoldBinary(ExprKind::And, c, f), 0));
  CHECK(isConstInt(tryFoldBinary(ExprKind::Or, f, t), 1));
  CHECK(tryFoldBinary(ExprKind::Or, c, f) == c);
  CHECK(tryFoldBinary(ExprKind::Or, c, c) == c);
  CHECK(isConstInt(tryFoldNot(t), 0));
  CHECK(tryFoldNot(logicalNot(c)) == c);
  CHECK(tryFoldSelect(t, x, y) == x);
  CHECK(tryFoldSelect(f, x, y) == y);
  CHECK(tryFoldSelect(c, x, x) == x);
  CHECK(tryFoldSelect(c, x, y) == nullptr);
}

TEST_CASE("constfold: floats fold with IEEE rounding only where exact", "[arith][constfold]") {
  auto fval = [](const Expr& e) { return as<FloatImmNode>(e) ? as<FloatImmNode>(e)->value : NAN; };
  CHECK(fval(tryFoldBinary(ExprKind::Add, floatImm(1.5), floatImm(2.25))) == 3.75);
  CHECK(fval(tryFoldBinary(ExprKind::Mul, floatImm(3.0, f64), floatImm(0.5, f64))) == 1.5);
  // float32 rounds the double result.
  CHECK(fval(tryFoldBinary(ExprKind::Div, floatImm(1.0), floatImm(3.0))) == double(1.0f / 3.0f));
  CHECK(fval(tryFoldBinary(ExprKind::Div, floatImm(1.0, f64), floatImm(3.0, f64))) == 1.0 / 3.0);
  CHECK(tryFoldBinary(ExprKind::Div, floatImm(1.0), floatImm(0.0)) == nullptr);
  CHECK(tryFoldBinary(ExprKind::Add, floatImm(1.0, f16), floatImm(2.0, f16)) == nullptr);
  CHECK(isConstInt(tryFoldBinary(ExprKind::LT, floatImm(1.0, f16), floatImm(2.0, f16)), 1));
  CHECK(isConstInt(tryFoldBinary(ExprKind::EQ, floatImm(NAN), floatImm(NAN)), 0));
  CHECK(isConstInt(tryFoldBinary(ExprKind::NE, floatImm(NAN), floatImm(NAN)), 1));
  CHECK(tryFoldBinary(ExprKind::Min, floatImm(NAN), floatImm(1.0)) == nullptr);
  CHECK(fval(tryFoldBinary(ExprKind::Max, floatImm(-1.0), floatImm(2.0))) == 2.0);
  Expr xf = makeVar("xf", f32);
  CHECK(tryFoldBinary(ExprKind::Mul, xf, floatImm(1.0)) == xf);
  CHECK(tryFoldBinary(ExprKind::Mul, xf, floatImm(0.0)) == nullptr); // NaN * 0, -0.0
  CHECK(tryFoldBinary(ExprKind::Add, xf, floatImm(0.0)) == nullptr); // -0.0 + 0.0
  CHECK(tryFoldBinary(ExprKind::Sub, xf, floatImm(0.0)) == xf);
  CHECK(tryFoldBinary(ExprKind::Div, xf, floatImm(1.0)) == xf);
  CHECK(tryFoldBinary(ExprKind::EQ, xf, xf) == nullptr); // NaN != NaN
}

TEST_CASE("constfold: casts", "[arith][constfold]") {
  auto ival = [](const Expr& e) { return as<IntImmNode>(e) ? std::optional(as<IntImmNode>(e)->value) : std::nullopt; };
  CHECK(ival(tryFoldCast(i8, intImm(300))) == 44);
  CHECK(ival(tryFoldCast(i8, intImm(-129))) == 127);
  CHECK(ival(tryFoldCast(u8, intImm(-1))) == 255);
  CHECK(ival(tryFoldCast(u32, intImm(-1))) == 4294967295LL);
  CHECK(ival(tryFoldCast(i32, intImm(4294967295LL, u32))) == -1);
  CHECK(ival(tryFoldCast(i64, intImm(-1, u32))) == 4294967295LL); // payloads are normalised
  CHECK(ival(tryFoldCast(u64, intImm(-5))) == -5);                // bit pattern 2^64 - 5
  CHECK(ival(tryFoldCast(DataType::boolean(), intImm(7))) == 1);
  CHECK(ival(tryFoldCast(DataType::boolean(), intImm(0))) == 0);
  CHECK(ival(tryFoldCast(i32, floatImm(3.9))) == 3);
  CHECK(ival(tryFoldCast(i32, floatImm(-3.9))) == -3);
  CHECK(tryFoldCast(i8, floatImm(300.0)) == nullptr); // out of range: undefined in C
  CHECK(tryFoldCast(i32, floatImm(NAN)) == nullptr);
  // int -> float rounds to nearest even, as the conversion instruction does.
  CHECK(as<FloatImmNode>(tryFoldCast(f32, intImm(16777217)))->value == 16777216.0);
  CHECK(as<FloatImmNode>(tryFoldCast(f32, intImm(3)))->value == 3.0);
  CHECK(as<FloatImmNode>(tryFoldCast(f32, floatImm(0.1, f64)))->value == double(0.1f));
  Expr x = makeVar("x");
  CHECK(tryFoldCast(i32, x) == x);
  CHECK(tryFoldCast(i64, x) == nullptr);
}

TEST_CASE("constfold: vectors of constants fold lane-wise", "[arith][constfold]") {
  Expr a = broadcast(intImm(3), 4), b = broadcast(intImm(5), 4);
  Expr r = tryFoldBinary(ExprKind::Mul, a, b);
  REQUIRE(as<BroadcastNode>(r));
  CHECK(isConstInt(r, 15));
  CHECK(r->dtype.lanes() == 4);
  Expr c = tryFoldBinary(ExprKind::LT, a, b);
  REQUIRE(c);
  CHECK(c->dtype == DataType::boolean(4));
  CHECK(isConstInt(c, 1));
  CHECK(makeConst(DataType::int32().withLanes(8), 2)->kind == ExprKind::Broadcast);
  CHECK(isConstInt(makeConst(i8, 200), -56));
}

TEST_CASE("evaluate: integer expressions for concrete values", "[arith][evaluate]") {
  Var x = makeVar("x"), y = makeVar("y"), t = makeVar("t");
  VarValues vals{{x.get(), -7}, {y.get(), 2}};
  auto ev = [&](const Expr& e) { return evaluateInt(e, vals); };
  CHECK(ev(floordiv(x, y)) == -4);
  CHECK(ev(floormod(x, y)) == 1);
  CHECK(ev(div(x, y)) == -3);
  CHECK(ev(mod(x, y)) == -1);
  CHECK(ev(ir::min(x, y)) == -7);
  CHECK(ev(ir::max(x, y)) == 2);
  CHECK(ev(select(lt(x, y), intImm(10), intImm(20))) == 10);
  CHECK(ev(logicalNot(lt(x, y))) == 0);
  CHECK(ev(logicalAnd(lt(x, y), eq(y, intImm(2)))) == 1);
  CHECK(ev(let(t, mul(x, intImm(3)), add(t, t))) == -42);
  CHECK(ev(cast(DataType(DType::UInt8), x)) == 249);
  CHECK(ev(cast(DataType(DType::Int8), mul(x, intImm(100)))) == 68); // -700 wraps
  CHECK(ev(div(x, intImm(0))) == std::nullopt);
  CHECK(ev(add(x, makeVar("unbound"))) == std::nullopt);
  CHECK(ev(floatImm(1.0)) == std::nullopt);
  // Select evaluates only the chosen side.
  CHECK(ev(select(boolImm(true), intImm(1), div(x, intImm(0)))) == 1);
  CHECK(ev(add(intImm(2147483647), intImm(1))) == -2147483648LL);
}

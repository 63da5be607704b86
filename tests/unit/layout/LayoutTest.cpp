// Layout: forward, outputShape, compose, inverse, reshape, pad, equality and
// the factories (row-major, strided, permuted, tiled, padded, swizzled).

#include "LayoutTestUtil.h"

#include <map>

using namespace tilec::test;

namespace {

/// The byte address of a swizzled layout's output (row, col).
int64_t swizzleByteAddress(const Point& out, int64_t periodElems, int elementBits) {
  return (out[0] * periodElems + out[1]) * elementBits / 8;
}

} // namespace

TEST_CASE("row-major layout: forward, shape, inverse", "[layout]") {
  Layout rm = makeRowMajorLayout(shapeOf({4, 8}));
  CHECK(rm->inputDim() == 2);
  CHECK(rm->outputDim() == 1);
  CHECK(rm->str() == "Layout([i, j] in [4, 8] -> [i * 8 + j])");
  CHECK(str(rm->outputShape()) == "32");
  CHECK(str(rm->forward({intImm(2), intImm(5)})) == "21");
  Var a = makeVar("a"), b = makeVar("b");
  CHECK(str(rm->forward({a, b})) == "a * 8 + b");
  CHECK(eval(rm, {3, 7}) == Point{31});
  checkInverseRoundTrip(rm);
  auto inv = rm->inverse();
  REQUIRE(inv);
  CHECK((*inv)->str() == "Layout([i] in [32] -> [T.floordiv(i, 8), T.floormod(i, 8)])");

  // 3-D and a unit dim.
  checkInverseRoundTrip(makeRowMajorLayout(shapeOf({2, 3, 4})));
  checkInverseRoundTrip(makeRowMajorLayout(shapeOf({5, 1, 6})));
}

TEST_CASE("forward simplifies with the caller's analyzer", "[layout]") {
  Layout rm = makeRowMajorLayout(shapeOf({4, 8}));
  Layout inv = *rm->inverse();
  Var t = makeVar("t"), v = makeVar("v");
  arith::Analyzer an;
  an.bind(t, 0, 4);
  an.bind(v, 0, 8);
  // inverse(row-major)(t * 8 + v) == (t, v) once the ranges are known.
  CHECK(str(inv->forward({add(mul(t, intImm(8)), v)}, &an)) == "t, v");
  CHECK_THROWS_AS(rm->forward({t}), std::invalid_argument);
}

TEST_CASE("strided, transposed and permuted layouts", "[layout]") {
  Layout colMajor = makeStridedLayout(shapeOf({4, 8}), shapeOf({1, 4}));
  CHECK(eval(colMajor, {1, 2}) == Point{9});
  checkInverseRoundTrip(colMajor);

  Layout transpose = makePermutedLayout(shapeOf({4, 8}), {1, 0});
  CHECK(str(transpose->outputShape()) == "8, 4");
  CHECK(eval(transpose, {1, 2}) == Point{2, 1});
  checkInverseRoundTrip(transpose);
  // The inverse of a transpose is the transpose the other way.
  CHECK((*transpose->inverse())->equal(makePermutedLayout(shapeOf({8, 4}), {1, 0})));

  // Row-major storage of the transposed tile == column-major strides.
  Layout viaCompose = makeRowMajorLayout(shapeOf({8, 4}))->compose(transpose);
  CHECK(viaCompose->equal(colMajor));
  CHECK(viaCompose->structurallyEqual(colMajor));

  Layout perm3 = makePermutedLayout(shapeOf({2, 3, 4}), {2, 0, 1});
  CHECK(eval(perm3, {1, 2, 3}) == Point{3, 1, 2});
  checkInverseRoundTrip(perm3);
  CHECK_THROWS_AS(makePermutedLayout(shapeOf({2, 3}), {0, 0}), std::invalid_argument);
  CHECK_THROWS_AS(makeStridedLayout(shapeOf({2, 3}), shapeOf({1})), std::invalid_argument);
}

TEST_CASE("tiled layouts", "[layout]") {
  Layout t = makeTiledLayout(8, 16, 2, 4);
  CHECK(str(t->outputShape()) == "128");
  // (i, j) = (3, 5): tile (1, 1) of 4 per row -> tile 5, in-tile (1, 1) -> 5*8 + 1*4 + 1.
  CHECK(eval(t, {3, 5}) == Point{45});
  checkInverseRoundTrip(t);
  // A tiled layout as a 4-D output, built by hand.
  Layout t4 = makeLayout({8, 12}, [](const std::vector<Var>& v) {
    return std::vector<Expr>{floordiv(v[0], intImm(4)), floordiv(v[1], intImm(3)), floormod(v[0], intImm(4)),
                             floormod(v[1], intImm(3))};
  });
  CHECK(str(t4->outputShape()) == "2, 4, 4, 3");
  checkInverseRoundTrip(t4);
  CHECK_THROWS_AS(makeTiledLayout(8, 16, 3, 4), std::invalid_argument);
}

TEST_CASE("reversed and mixed-radix layouts invert", "[layout]") {
  Layout rev = makeLayout({8, 6}, [](const std::vector<Var>& v) {
    return std::vector<Expr>{sub(intImm(7), v[0]), sub(intImm(5), v[1])};
  });
  checkInverseRoundTrip(rev);
  // Non-power-of-two digits: (i, j) in 6x10 -> flat then split 12 x 5.
  Layout mixed = makeLayout({6, 10}, [](const std::vector<Var>& v) {
    Expr flat = add(mul(v[0], intImm(10)), v[1]);
    return std::vector<Expr>{floordiv(flat, intImm(5)), floormod(flat, intImm(5))};
  });
  CHECK(str(mixed->outputShape()) == "12, 5");
  checkInverseRoundTrip(mixed);
  // Interleaving digits of two vars in one output.
  Layout interleave = makeLayout({4, 4}, [](const std::vector<Var>& v) {
    Expr i = v[0], j = v[1];
    return std::vector<Expr>{add(add(add(floormod(j, intImm(2)), mul(floormod(i, intImm(2)), intImm(2))),
                                     mul(floordiv(j, intImm(2)), intImm(4))),
                                 mul(floordiv(i, intImm(2)), intImm(8)))};
  });
  checkInverseRoundTrip(interleave);
}

TEST_CASE("inverse is nullopt for non-bijective layouts", "[layout]") {
  auto build = [](std::vector<int64_t> shape, std::function<std::vector<Expr>(const std::vector<Var>&)> fn) {
    return makeLayout(shape, fn);
  };
  // Not injective.
  CHECK_FALSE(build({4, 4}, [](const std::vector<Var>& v) { return std::vector<Expr>{add(v[0], v[1])}; })->inverse());
  CHECK_FALSE(build({4, 4}, [](const std::vector<Var>& v) { return std::vector<Expr>{v[0]}; })->inverse());
  // Injective but not onto its output box (padding).
  CHECK_FALSE(makePaddedLayout(4, 8, 2)->inverse());
  CHECK_FALSE(makeStridedLayout(shapeOf({4, 8}), shapeOf({16, 1}))->inverse());
  // Skewed (modular addition with carries): outside the digit forms.
  CHECK_FALSE(build({4, 4}, [](const std::vector<Var>& v) {
                return std::vector<Expr>{v[0], floormod(add(v[0], v[1]), intImm(4))};
              })->inverse());
  // Symbolic extents.
  Var m = makeVar("M");
  CHECK_FALSE(makeRowMajorLayout({m, intImm(8)})->inverse());
  CHECK(makePaddedLayout(4, 8, 0)->isBijective());
  CHECK_FALSE(makePaddedLayout(4, 8, 1)->isBijective());
}

TEST_CASE("padded layout shapes", "[layout]") {
  Layout p = makePaddedLayout(16, 32, 8);
  CHECK(str(p->inputShape()) == "16, 32");
  // The footprint: 15 rows of stride 40, then one row of 32.
  CHECK(str(p->outputShape()) == "632");
  CHECK(eval(p, {1, 0}) == Point{40});
  CHECK(eval(p, {15, 31}) == Point{631});
  // Rows never overlap: the layout is injective.
  std::set<int64_t> seen;
  for (const Point& x : points({16, 32}))
    CHECK(seen.insert(eval(p, x)[0]).second);
  CHECK_THROWS_AS(makePaddedLayout(16, 32, -1), std::invalid_argument);
}

TEST_CASE("swizzled layouts: inverse round trip", "[layout][swizzle]") {
  for (int bits : {8, 16, 32}) {
    for (int bytes : {32, 64, 128}) {
      int64_t period = bytes * 8 / bits;
      for (int64_t cols : {period, 2 * period}) {
        DYNAMIC_SECTION("bits " << bits << " swizzle " << bytes << " cols " << cols) {
          Layout sw = makeSwizzledLayout(16, cols, bits, bytes);
          CHECK(str(sw->outputShape()) == std::to_string(16 * cols / period) + ", " + std::to_string(period));
          checkInverseRoundTrip(sw);
          // And the inverse inverts back to the same mapping.
          CHECK((*(*sw->inverse())->inverse())->equal(sw));
        }
      }
    }
  }
}

TEST_CASE("swizzles permute each row's period", "[layout][swizzle]") {
  for (int bits : {4, 8, 16, 32}) {
    for (int bytes : {32, 64, 128}) {
      int64_t period = bytes * 8 / bits;
      int64_t rows = 16, cols = 2 * period;
      Layout sw = makeSwizzledLayout(rows, cols, bits, bytes);
      for (int64_t i = 0; i < rows; ++i) {
        for (int64_t p = 0; p < cols / period; ++p) {
          std::set<int64_t> outCols;
          for (int64_t j = p * period; j < (p + 1) * period; ++j) {
            Point o = eval(sw, {i, j});
            CHECK(o[0] == p * rows + i); // the row's panel row
            outCols.insert(o[1]);
          }
          // A permutation of the period's columns.
          CHECK(outCols.size() == size_t(period));
          CHECK(*outCols.begin() == 0);
          CHECK(*outCols.rbegin() == period - 1);
        }
      }
      // 16-byte chunks stay contiguous: the element offset within a chunk is kept.
      int64_t chunkElems = 128 / bits;
      for (int64_t j = 0; j < cols; ++j)
        CHECK(eval(sw, {5, j})[1] % chunkElems == j % chunkElems);
    }
  }
}

TEST_CASE("swizzles spread 8 rows of a 16-byte chunk over 8 bank groups", "[layout][swizzle]") {
  for (int bits : {8, 16, 32}) {
    for (int bytes : {32, 64, 128}) {
      int64_t period = bytes * 8 / bits, chunkElems = 128 / bits;
      int64_t rows = 32, cols = 2 * period;
      Layout sw = makeSwizzledLayout(rows, cols, bits, bytes);
      for (int64_t r0 = 0; r0 < rows; r0 += 8) {
        for (int64_t j = 0; j < cols; j += chunkElems) {
          std::set<int64_t> groups;
          for (int64_t r = r0; r < r0 + 8; ++r) {
            int64_t addr = swizzleByteAddress(eval(sw, {r, j}), period, bits);
            CHECK(addr % 16 == 0); // chunk aligned
            groups.insert((addr / 16) % 8);
          }
          INFO("bits " << bits << " swizzle " << bytes << " rows " << r0 << ".. col " << j);
          CHECK(groups.size() == 8);
        }
      }
      // Without the swizzle the same access hits one bank group (128-byte rows)
      // or fewer than 8 (narrower rows).
      if (bytes == 128) {
        Layout plain = makeRowMajorLayout(shapeOf({rows, period}));
        std::set<int64_t> groups;
        for (int64_t r = 0; r < 8; ++r)
          groups.insert((eval(plain, {r, 0})[0] * bits / 8 / 16) % 8);
        CHECK(groups.size() == 1);
      }
    }
  }
}

TEST_CASE("128-byte swizzle of fp16: the ldmatrix pattern", "[layout][swizzle]") {
  Layout sw = makeSwizzledLayout(8, 64, 16, 128);
  // Row r, chunk c lands in chunk c ^ r.
  for (int64_t r = 0; r < 8; ++r)
    for (int64_t c = 0; c < 8; ++c)
      CHECK(eval(sw, {r, c * 8 + 3}) == Point{r, (c ^ r) * 8 + 3});
  // 64-byte: chunk c of row r -> c ^ ((r / 2) % 4); 32-byte: c ^ ((r / 4) % 2).
  Layout sw64 = makeSwizzledLayout(8, 32, 16, 64);
  for (int64_t r = 0; r < 8; ++r)
    for (int64_t c = 0; c < 4; ++c)
      CHECK(eval(sw64, {r, c * 8}) == Point{r, (c ^ ((r / 2) % 4)) * 8});
  Layout sw32 = makeSwizzledLayout(8, 16, 16, 32);
  for (int64_t r = 0; r < 8; ++r)
    for (int64_t c = 0; c < 2; ++c)
      CHECK(eval(sw32, {r, c * 8}) == Point{r, (c ^ ((r / 4) % 2)) * 8});
}

TEST_CASE("4-bit swizzles and a swizzle behind a transposed view invert", "[layout][swizzle]") {
  checkInverseRoundTrip(makeSwizzledLayout(8, 256, 4, 128));
  checkInverseRoundTrip(makeSwizzledLayout(8, 128, 4, 64));
  // An MN-major operand: logical (k, m) stored as a swizzled (m, k) tile.
  Layout sw = makeSwizzledLayout(32, 64, 16, 128);
  Layout kMajorView = sw->compose(makePermutedLayout(shapeOf({64, 32}), {1, 0}));
  CHECK(str(kMajorView->inputShape()) == "64, 32");
  for (const Point& x : points({64, 32}))
    REQUIRE(eval(kMajorView, x) == eval(sw, {x[1], x[0]}));
  checkInverseRoundTrip(kMajorView);
}

TEST_CASE("swizzle arguments", "[layout][swizzle]") {
  CHECK(makeSwizzledLayout(8, 64, 16, 0)->equal(makeIdentityLayout(shapeOf({8, 64}))));
  CHECK_THROWS_AS(makeSwizzledLayout(8, 48, 16, 128), std::invalid_argument); // 96 bytes per row
  CHECK_THROWS_AS(makeSwizzledLayout(8, 64, 16, 96), std::invalid_argument);
  CHECK_THROWS_AS(makeSwizzledLayout(8, 64, 24, 128), std::invalid_argument);
  CHECK(pickSwizzleBytes(64, 16) == 128);
  CHECK(pickSwizzleBytes(32, 16) == 64);
  CHECK(pickSwizzleBytes(16, 16) == 32);
  CHECK(pickSwizzleBytes(8, 16) == 0);
  CHECK(pickSwizzleBytes(96, 16) == 64);
  CHECK(pickSwizzleBytes(128, 8) == 128);
}

TEST_CASE("compose: this after inner, shape-checked", "[layout]") {
  // A 1-D buffer of 512 viewed as 8x64 and swizzled.
  Layout view = makeLayout({512}, [](const std::vector<Var>& v) {
    return std::vector<Expr>{floordiv(v[0], intImm(64)), floormod(v[0], intImm(64))};
  });
  Layout sw = makeSwizzledLayout(8, 64, 16, 128);
  Layout c = sw->compose(view);
  CHECK(str(c->inputShape()) == "512");
  for (const Point& x : points({512}))
    REQUIRE(eval(c, x) == eval(sw, eval(view, x)));
  checkInverseRoundTrip(c);

  // Identity on either side changes nothing.
  CHECK(sw->compose(makeIdentityLayout(shapeOf({8, 64})))->equal(sw));
  CHECK(makeIdentityLayout(shapeOf({8, 64}))->compose(sw)->equal(sw));

  // Composition with a layout's inverse is the identity.
  Layout tiled = makeTiledLayout(8, 16, 4, 4);
  CHECK(tiled->compose(*tiled->inverse())->equal(makeIdentityLayout(shapeOf({128}))));

  // Shape checks: rank and extents.
  CHECK_THROWS_AS(sw->compose(makeRowMajorLayout(shapeOf({8, 64}))), std::invalid_argument);
  CHECK_THROWS_AS(sw->compose(makeIdentityLayout(shapeOf({16, 64}))), std::invalid_argument);
  // A smaller inner output fits.
  CHECK_NOTHROW(sw->compose(makeIdentityLayout(shapeOf({4, 64}))));
}

TEST_CASE("reshape keeps the row-major element order", "[layout]") {
  Layout sw = makeSwizzledLayout(8, 64, 16, 128);
  Layout flat = sw->reshape(shapeOf({512}));
  Layout r3 = sw->reshape(shapeOf({4, 2, 64}));
  for (const Point& x : points({8, 64})) {
    int64_t f = x[0] * 64 + x[1];
    REQUIRE(eval(flat, {f}) == eval(sw, x));
    REQUIRE(eval(r3, {f / 128, (f / 64) % 2, f % 64}) == eval(sw, x));
  }
  checkInverseRoundTrip(flat);
  CHECK_THROWS_AS(sw->reshape(shapeOf({500})), std::invalid_argument);
  // Symbolic: M x 8 -> (M * 8)
  Var m = makeVar("M");
  Layout sym = makeRowMajorLayout({m, intImm(8)});
  CHECK_NOTHROW(sym->reshape({mul(m, intImm(8))}));
  CHECK_THROWS_AS(sym->reshape({mul(m, intImm(4))}), std::invalid_argument);
}

TEST_CASE("pad keeps the formulas over a larger domain", "[layout]") {
  Layout p = makePaddedLayout(4, 8, 2);
  Layout bigger = p->pad(shapeOf({6, 8}));
  CHECK(str(bigger->inputShape()) == "6, 8");
  CHECK(str(bigger->outputShape()) == "58");
  for (const Point& x : points({4, 8}))
    CHECK(eval(bigger, x) == eval(p, x));
  CHECK_THROWS_AS(p->pad(shapeOf({2, 8})), std::invalid_argument);
  CHECK_THROWS_AS(p->pad(shapeOf({8})), std::invalid_argument);
}

TEST_CASE("symbolic shapes", "[layout]") {
  Var m = makeVar("M");
  Layout rm = makeRowMajorLayout({m, intImm(64)});
  auto shape = rm->outputShape();
  REQUIRE(shape.size() == 1);
  REQUIRE(shape[0]);
  arith::Analyzer an;
  an.bindDynamicDim(m);
  CHECK(an.canProveEqual(shape[0], mul(m, intImm(64))));
  CHECK(str(rm->forward({intImm(2), intImm(3)})) == "131");
  CHECK_FALSE(rm->evaluate({0, 0}) == std::nullopt); // the extents are not needed to evaluate
}

TEST_CASE("layout equality", "[layout]") {
  Layout a = makeLayout({4, 8}, [](const std::vector<Var>& v) {
    return std::vector<Expr>{add(mul(v[0], intImm(8)), v[1])};
  });
  Layout b = makeRowMajorLayout(shapeOf({4, 8}));
  CHECK(a->equal(b));
  CHECK(a->structurallyEqual(b));
  // Equal as functions, written differently: floormod(j, 8) is j on [0, 8)
  // (simplified away); floordiv(i*8 + j, 1) likewise.
  Layout c = makeLayout({4, 8}, [](const std::vector<Var>& v) {
    return std::vector<Expr>{add(floordiv(add(mul(v[0], intImm(8)), v[1]), intImm(1)), floormod(intImm(0), intImm(3)))};
  });
  CHECK(c->equal(b));
  // Semantically equal XOR forms: a swizzle vs the inverse of its inverse.
  Layout sw = makeSwizzledLayout(8, 64, 16, 128);
  CHECK((*(*sw->inverse())->inverse())->equal(sw));
  // Different mappings / shapes / kinds.
  CHECK_FALSE(b->equal(makeStridedLayout(shapeOf({4, 8}), shapeOf({1, 4}))));
  CHECK_FALSE(b->equal(makeRowMajorLayout(shapeOf({8, 4}))));
  CHECK_FALSE(b->equal(makeIdentityLayout(shapeOf({4, 8}))));
  CHECK_FALSE(b->equal(nullptr));
  CHECK_FALSE(b->structurallyEqual(makeStridedLayout(shapeOf({4, 8}), shapeOf({1, 4}))));
  CHECK_FALSE(makeIdentityLayout(shapeOf({4, 8}))->equal(makeParallelFragment(shapeOf({4, 8}), 32)));
}

TEST_CASE("layouts attach to buffers", "[layout]") {
  Buffer s = makeBuffer("A_shared", DataType(tilec::DType::Float16), shapeOf({64, 64}), MemoryScope::Shared);
  auto node = std::const_pointer_cast<BufferNode>(s);
  node->layout = makeSwizzledLayout(64, 64, 16, 128);
  REQUIRE(s->layout);
  CHECK_FALSE(s->layout->isFragment());
  CHECK_FALSE(asFragment(s->layout));
  node->layout = makeParallelFragment(shapeOf({64, 64}), 128, 4);
  REQUIRE(asFragment(s->layout));
  CHECK(str(asFragment(s->layout)->localsPerThread()) == "32");
}

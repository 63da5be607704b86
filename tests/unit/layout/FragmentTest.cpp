// Fragment: the factories, repeat / replicate / condense / bindThreadRange,
// reduction destinations, cover checks, inverse and equality, all checked by
// evaluation.

#include "LayoutTestUtil.h"

#include <tuple>
#include <map>

using namespace tilec::test;

namespace {

int64_t cint(const Expr& e) {
  auto c = asConstInt(e);
  REQUIRE(c);
  return *c;
}

/// The paper's Fig. 7 C: 4x4 over 8 threads, row i on threads 2i and 2i+1,
/// two consecutive elements per thread.
Fragment fig7C() {
  return makeFragment({4, 4}, [](const std::vector<Var>& v, const Var&) {
    return FragmentExprs{add(mul(v[0], intImm(2)), floordiv(v[1], intImm(2))), {floormod(v[1], intImm(2))}};
  });
}

/// The mma.m16n8k16 A-operand fragment of one warp (16x16): lane = groupID * 4
/// + tid; a0,a1: (groupID, tid*2 + {0,1}), a2,a3: row + 8, a4..a7: column + 8.
Fragment mmaA16x16() {
  return makeFragment({16, 16}, [](const std::vector<Var>& v, const Var&) {
    Expr i = v[0], j = v[1];
    Expr thread = add(mul(floormod(i, intImm(8)), intImm(4)), floordiv(floormod(j, intImm(8)), intImm(2)));
    Expr local = add(add(mul(floordiv(j, intImm(8)), intImm(4)), mul(floordiv(i, intImm(8)), intImm(2))),
                     floormod(j, intImm(2)));
    return FragmentExprs{thread, {local}};
  });
}

/// inverse(f)(thread(x), local(x)) == x for every element (no replication),
/// and every (thread, local) of the inverse's domain comes back.
void checkFragmentInverse(const Fragment& f) {
  auto inv = f->inverse();
  REQUIRE(inv);
  std::vector<int64_t> box{cint(f->threadExtent())};
  for (const Expr& e : f->outputShape())
    box.push_back(cint(e));
  CHECK(constShape((*inv)->inputShape()) == box);
  int64_t begin = cint(f->threadBegin()); // the inverse takes relative thread ids
  for (const Point& x : points(*f->constShape())) {
    Point y{f->threadsHolding(x)[0] - begin};
    Point local = *f->localOf(x);
    y.insert(y.end(), local.begin(), local.end());
    REQUIRE(eval(*inv, y) == x);
  }
  for (const Point& y : points(box)) {
    Point x = eval(*inv, y);
    REQUIRE(f->threadsHolding(x) == std::vector<int64_t>{y[0] + begin});
    REQUIRE(*f->localOf(x) == Point(y.begin() + 1, y.end()));
  }
}

/// Every element held by exactly one thread, at the expected (thread, local).
void checkParallel(const std::vector<int64_t>& shape, int64_t n, int64_t v) {
  Fragment f = makeParallelFragment(shapeOf(shape), n, v);
  int64_t flat = 0, maxThread = 0, maxLocal = 0;
  for (const Point& x : points(shape)) {
    int64_t t = (flat / v) % n, l = (flat / (n * v)) * v + flat % v;
    REQUIRE(f->threadsHolding(x) == std::vector<int64_t>{t});
    REQUIRE(*f->localOf(x) == Point{l});
    maxThread = std::max(maxThread, t);
    maxLocal = std::max(maxLocal, l);
    ++flat;
  }
  CHECK(cint(f->threadExtent()) == maxThread + 1);
  CHECK(cint(f->localsPerThread()) == maxLocal + 1);
  CHECK(cint(f->replicateExtent()) == 1);
  CHECK(f->isCompleteCover());
  // Each thread's elements: its chunks, in local order.
  size_t total = 0;
  for (int64_t t = 0; t <= maxThread; ++t) {
    auto slots = f->elementsOfThread(t);
    for (size_t k = 1; k < slots.size(); ++k)
      CHECK(slots[k - 1].local < slots[k].local);
    total += slots.size();
  }
  CHECK(total == size_t(flat));
}

/// The dest of a reduction holds element y on exactly the threads that held
/// some source element of y's row.
void checkReduceDest(const Fragment& src, size_t dim) {
  Fragment dst = makeReduceDestFragment(src, dim);
  auto shape = *src->constShape();
  std::map<Point, std::set<int64_t>> expected;
  for (const Point& x : points(shape)) {
    Point y = x;
    y.erase(y.begin() + long(dim));
    if (y.empty())
      y.push_back(0);
    for (int64_t t : src->threadsHolding(x))
      expected[y].insert(t);
  }
  for (const auto& [y, ts] : expected)
    REQUIRE(dst->threadsHolding(y) == std::vector<int64_t>(ts.begin(), ts.end()));
  CHECK(dst->isCompleteCover());
  CHECK(dst->threadBegin() == src->threadBegin());
}

} // namespace

TEST_CASE("parallel-loop fragments cover every element exactly once", "[fragment]") {
  checkParallel({4, 8}, 8, 2);
  checkParallel({16, 16}, 64, 2);
  checkParallel({16, 16}, 128, 4);
  checkParallel({8, 8}, 128, 1);  // fewer elements than threads
  checkParallel({2, 4, 8}, 4, 4); // 3-D
  checkParallel({6, 10}, 8, 2);   // threads with unequal shares
  checkParallel({32}, 8, 1);
  CHECK_THROWS_AS(makeParallelFragment(shapeOf({3, 3}), 4, 2), std::invalid_argument);
  CHECK_THROWS_AS(makeParallelFragment(shapeOf({4, 4}), 0, 1), std::invalid_argument);
}

// Shapes whose flat partition has no closed-form inverse (a middle dim of
// 3; rows of 56 vectors over 256 threads) are split by digits instead:
// still one holder per element, the same count per thread, an inverse.
TEST_CASE("parallel-loop fragments split by digits when the flat one has no inverse", "[fragment]") {
  for (auto [shape, n, v] : {std::tuple<std::vector<int64_t>, int64_t, int64_t>{{2, 3, 8}, 4, 4},
                             {{64, 448}, 256, 8},
                             {{6, 48}, 16, 2}}) {
    INFO("shape " << shape.size() << "-D, " << n << " threads, vector " << v);
    Fragment f = makeParallelFragment(shapeOf(shape), n, v);
    CHECK(cint(f->threadExtent()) == n);
    CHECK(cint(f->replicateExtent()) == 1);
    CHECK(f->isCompleteCover());
    checkFragmentInverse(f);
    // Vectors stay whole: elements v apart in the innermost dim's chunk
    // share a thread and consecutive registers.
    for (const Point& x : points(shape)) {
      if (x.back() % v != 0)
        continue;
      Point y = x;
      y.back() += v - 1;
      CHECK(f->threadsHolding(y) == f->threadsHolding(x));
      CHECK((*f->localOf(y))[0] == (*f->localOf(x))[0] + v - 1);
    }
  }
}

TEST_CASE("parallel fragment: expressions and text", "[fragment]") {
  Fragment f = makeParallelFragment(shapeOf({4, 8}), 8, 2);
  CHECK(f->str() == "Fragment([i, j] in [4, 8] -> thread: T.floormod(i, 2) * 4 + T.floordiv(j, 2), local: "
                    "[T.floordiv(i, 2) * 2 + T.floormod(j, 2)]; threads: 8, locals: [4])");
  CHECK(f->isFragment());
  CHECK(str(f->forwardThread({intImm(3), intImm(5)})) == "6");
  CHECK(str(f->forward({intImm(3), intImm(5)})) == "3");
  auto slots = f->elementsOfThread(1);
  REQUIRE(slots.size() == 4);
  CHECK(slots[0] == FragmentSlot{{0, 2}, {0}});
  CHECK(slots[1] == FragmentSlot{{0, 3}, {1}});
  CHECK(slots[2] == FragmentSlot{{2, 2}, {2}});
  CHECK(slots[3] == FragmentSlot{{2, 3}, {3}});
  CHECK(f->elementsOfThread(8).empty());
}

TEST_CASE("fully replicated fragments", "[fragment]") {
  Fragment f = makeFullyReplicatedFragment(shapeOf({4, 4}), 8);
  CHECK(cint(f->replicateExtent()) == 8);
  CHECK(cint(f->threadExtent()) == 8);
  CHECK(cint(f->localsPerThread()) == 16);
  std::vector<int64_t> all{0, 1, 2, 3, 4, 5, 6, 7};
  for (const Point& x : points({4, 4}))
    CHECK(f->threadsHolding(x) == all);
  auto slots = f->elementsOfThread(5);
  REQUIRE(slots.size() == 16);
  for (size_t k = 0; k < 16; ++k)
    CHECK(slots[k] == FragmentSlot{{int64_t(k) / 4, int64_t(k) % 4}, {int64_t(k)}});
  CHECK(f->isCompleteCover());
  CHECK(f->str() == "Fragment([i, j] in [4, 4] -> thread: rep, local: [i * 4 + j]; threads: 8, locals: [16], "
                    "replicate: rep in 8)");
}

TEST_CASE("repeat across threads and within registers", "[fragment]") {
  Fragment base = makeParallelFragment(shapeOf({4, 8}), 8, 2);
  int64_t T = 8, L = 4;

  Fragment onThreads = base->repeat(0, 3, true);
  CHECK(str(onThreads->inputShape()) == "12, 8");
  CHECK(cint(onThreads->threadExtent()) == 24);
  CHECK(cint(onThreads->localsPerThread()) == L);
  for (const Point& x : points({12, 8})) {
    Point inner{x[0] % 4, x[1]};
    int64_t copy = x[0] / 4;
    REQUIRE(onThreads->threadsHolding(x) == std::vector<int64_t>{base->threadsHolding(inner)[0] + T * copy});
    REQUIRE(*onThreads->localOf(x) == *base->localOf(inner));
  }
  CHECK(onThreads->isCompleteCover());
  CHECK(base->repeatOnThread(0, 3)->equal(onThreads));

  Fragment inRegs = base->repeat(1, 2, false);
  CHECK(str(inRegs->inputShape()) == "4, 16");
  CHECK(cint(inRegs->threadExtent()) == T);
  CHECK(cint(inRegs->localsPerThread()) == 2 * L);
  for (const Point& x : points({4, 16})) {
    Point inner{x[0], x[1] % 8};
    int64_t copy = x[1] / 8;
    REQUIRE(inRegs->threadsHolding(x) == base->threadsHolding(inner));
    REQUIRE(*inRegs->localOf(x) == Point{(*base->localOf(inner))[0] + L * copy});
  }
  CHECK(inRegs->isCompleteCover());

  CHECK(base->repeat(1, 1, true) == base);
  CHECK_THROWS_AS(base->repeat(2, 2, true), std::invalid_argument);
  CHECK_THROWS_AS(base->repeat(0, 0, false), std::invalid_argument);
}

TEST_CASE("paper Fig. 6: an mma fragment extended to a block", "[fragment]") {
  Fragment base = mmaA16x16();
  CHECK(cint(base->threadExtent()) == 32);
  CHECK(cint(base->localsPerThread()) == 8);
  CHECK(base->isCompleteCover());
  CHECK(base->threadsHolding({9, 11}) == std::vector<int64_t>{(9 % 8) * 4 + (11 % 8) / 2});
  CHECK(*base->localOf({9, 11}) == Point{1 * 4 + 1 * 2 + 1});
  checkFragmentInverse(base);

  Fragment warp = base->repeat(0, 2, false); // m32k16 on one warp
  CHECK(cint(warp->threadExtent()) == 32);
  CHECK(cint(warp->localsPerThread()) == 16);
  CHECK(warp->isCompleteCover());

  Fragment block = warp->repeatOnThread(0, 4); // m128k16 on four warps
  CHECK(str(block->inputShape()) == "128, 16");
  CHECK(cint(block->threadExtent()) == 128);
  CHECK(cint(block->localsPerThread()) == 16);
  CHECK(block->isCompleteCover());
  for (const Point& x : points({128, 16}))
    REQUIRE(block->threadsHolding(x) == std::vector<int64_t>{base->threadsHolding({x[0] % 16, x[1]})[0] + 32 * (x[0] / 32)});

  Fragment shared = block->replicate(2); // two warp groups hold the same tile
  CHECK(cint(shared->threadExtent()) == 256);
  CHECK(cint(shared->replicateExtent()) == 2);
  for (const Point& x : points({128, 16})) {
    int64_t t = block->threadsHolding(x)[0];
    REQUIRE(shared->threadsHolding(x) == std::vector<int64_t>{t, t + 128});
  }
  CHECK(shared->isCompleteCover());
}

TEST_CASE("replicate", "[fragment]") {
  Fragment f = makeParallelFragment(shapeOf({4, 8}), 8, 2);
  Fragment r3 = f->replicate(3);
  CHECK(cint(r3->replicateExtent()) == 3);
  CHECK(cint(r3->threadExtent()) == 24);
  CHECK(cint(r3->localsPerThread()) == 4);
  for (const Point& x : points({4, 8})) {
    int64_t t = f->threadsHolding(x)[0];
    REQUIRE(r3->threadsHolding(x) == std::vector<int64_t>{t, t + 8, t + 16});
    REQUIRE(*r3->localOf(x) == *f->localOf(x));
  }
  CHECK(r3->isCompleteCover());
  Fragment r6 = r3->replicate(2);
  CHECK(cint(r6->replicateExtent()) == 6);
  for (const Point& x : points({4, 8})) {
    int64_t t = f->threadsHolding(x)[0];
    REQUIRE(r6->threadsHolding(x) == std::vector<int64_t>{t, t + 8, t + 16, t + 24, t + 32, t + 40});
  }
  CHECK(f->replicate(1) == f);
  CHECK_THROWS_AS(f->replicate(0), std::invalid_argument);
}

TEST_CASE("condense drops redundant copies and compacts local indices", "[fragment]") {
  // rep in [0, 4) but only floordiv(rep, 2) moves the element: 2 real copies.
  Fragment redundant = makeFragment(
      {4, 4},
      [](const std::vector<Var>& v, const Var& rep) {
        return FragmentExprs{add(mul(v[0], intImm(2)), floordiv(rep, intImm(2))), {v[1]}};
      },
      4);
  Fragment c = redundant->condense();
  CHECK(cint(c->replicateExtent()) == 2);
  CHECK(printExpr(c->forwardThread()) == "i * 2 + rep");
  for (const Point& x : points({4, 4}))
    REQUIRE(c->threadsHolding(x) == redundant->threadsHolding(x));
  CHECK(c->isCompleteCover());

  // Gaps in the local index: 2 * i uses 0, 2, 4, 6 of 7 registers.
  Fragment gaps = makeFragment({4, 8}, [](const std::vector<Var>& v, const Var&) {
    return FragmentExprs{v[1], {mul(v[0], intImm(2))}};
  });
  CHECK(cint(gaps->localsPerThread()) == 7);
  Fragment dense = gaps->condense();
  CHECK(cint(dense->localsPerThread()) == 4);
  CHECK(str(dense->forwardIndex()) == "i");
  CHECK(dense->isCompleteCover());

  // Reversed and multi-digit: order within a thread is kept.
  Fragment rev = makeFragment({4, 4}, [](const std::vector<Var>& v, const Var&) {
    Expr i = v[0], j = v[1];
    return FragmentExprs{add(floordiv(j, intImm(2)), mul(floormod(i, intImm(2)), intImm(2))),
                         {sub(intImm(20), add(floormod(j, intImm(2)), mul(floordiv(i, intImm(2)), intImm(8))))}};
  });
  CHECK(cint(rev->localsPerThread()) == 21);
  Fragment revDense = rev->condense();
  CHECK(cint(revDense->localsPerThread()) == 4);
  CHECK(revDense->isCompleteCover());
  for (const Point& x : points({4, 4})) {
    REQUIRE(revDense->threadsHolding(x) == rev->threadsHolding(x));
    for (const Point& y : points({4, 4}))
      if (rev->threadsHolding(x) == rev->threadsHolding(y))
        REQUIRE(((*rev->localOf(x))[0] < (*rev->localOf(y))[0]) == ((*revDense->localOf(x))[0] < (*revDense->localOf(y))[0]));
  }

  // Nothing to do: the same fragment semantics, same text.
  Fragment f = makeParallelFragment(shapeOf({4, 8}), 8, 2);
  CHECK(f->condense()->str() == f->str());
  // Symbolic shapes are kept as they are.
  Var m = makeVar("M");
  Fragment sym = makeParallelFragment({m, intImm(8)}, 8, 2);
  CHECK(sym->condense() == sym);
}

TEST_CASE("bindThreadRange places a fragment on a warp group's slice", "[fragment]") {
  Fragment f = makeParallelFragment(shapeOf({16, 16}), 128, 2);
  Fragment b = f->bindThreadRange(128, 128);
  CHECK(cint(b->threadBegin()) == 128);
  CHECK(cint(b->threadRangeExtent()) == 128);
  CHECK(b->isThreadRangeBound());
  CHECK(cint(b->threadExtent()) == 128);
  for (const Point& x : points({16, 16}))
    REQUIRE(b->threadsHolding(x) == std::vector<int64_t>{f->threadsHolding(x)[0] + 128});
  for (int64_t t = 0; t < 128; t += 17)
    CHECK(b->elementsOfThread(128 + t) == f->elementsOfThread(t));
  CHECK(b->elementsOfThread(5).empty());
  CHECK(b->isCompleteCover());
  CHECK(b->str() == "Fragment([i, j] in [16, 16] -> thread: i * 8 + T.floordiv(j, 2), local: [T.floormod(j, 2)]; "
                    "threads: 128, locals: [2], thread range: [128, 256))");
  CHECK_FALSE(b->equal(f));
  CHECK(b->equal(f->bindThreadRange(128, 128)));
  // A wider range is fine; a narrower one is an error.
  CHECK(f->bindThreadRange(0, 256)->isCompleteCover());
  CHECK_THROWS_AS(f->bindThreadRange(0, 64), std::invalid_argument);
}

TEST_CASE("isCompleteCover finds collisions and unowned elements", "[fragment]") {
  // Every element of row i in the same register of thread i.
  Fragment collide = makeFragment({4, 4}, [](const std::vector<Var>& v, const Var&) {
    return FragmentExprs{v[0], {intImm(0)}};
  });
  CHECK_FALSE(collide->isCompleteCover());
  // Replicas landing in one slot are fine.
  Fragment dup = makeFragment(
      {4}, [](const std::vector<Var>& v, const Var& rep) { return FragmentExprs{v[0], {intImm(0)}}; }, 2);
  CHECK(dup->isCompleteCover());
  // Symbolic shapes cannot be checked.
  Var m = makeVar("M");
  CHECK_FALSE(makeParallelFragment({m, intImm(8)}, 8, 2)->isCompleteCover());
}

TEST_CASE("reduction destinations replicate over the threads of a row (paper Fig. 7)", "[fragment][reduce]") {
  Fragment c = fig7C();
  CHECK(cint(c->threadExtent()) == 8);
  CHECK(cint(c->localsPerThread()) == 2);
  CHECK(c->isCompleteCover());

  // Row statistics: D[i] = reduce over j; row i was on threads 2i, 2i+1.
  Fragment rowStat = makeReduceDestFragment(c, 1);
  CHECK(str(rowStat->inputShape()) == "4");
  CHECK(cint(rowStat->replicateExtent()) == 2);
  CHECK(cint(rowStat->localsPerThread()) == 1);
  for (int64_t i = 0; i < 4; ++i)
    CHECK(rowStat->threadsHolding({i}) == std::vector<int64_t>{2 * i, 2 * i + 1});
  CHECK(rowStat->str() ==
        "Fragment([i] in [4] -> thread: i * 2 + rep, local: [0]; threads: 8, locals: [1], replicate: rep in 2)");
  checkReduceDest(c, 1);

  // The bias: D[j], shared by every row: the 4 threads holding column j.
  Fragment bias = makeReduceDestFragment(c, 0);
  CHECK(cint(bias->replicateExtent()) == 4);
  CHECK(cint(bias->localsPerThread()) == 2);
  for (int64_t j = 0; j < 4; ++j)
    CHECK(bias->threadsHolding({j}) == std::vector<int64_t>{j / 2, j / 2 + 2, j / 2 + 4, j / 2 + 6});
  checkReduceDest(c, 0);
}

TEST_CASE("reduction destinations of larger fragments", "[fragment][reduce]") {
  Fragment p = makeParallelFragment(shapeOf({16, 16}), 64, 2);
  checkReduceDest(p, 1);
  checkReduceDest(p, 0);
  Fragment rowMax = makeReduceDestFragment(p, 1);
  CHECK(rowMax->threadsHolding({3}) == std::vector<int64_t>{24, 25, 26, 27, 28, 29, 30, 31});

  Fragment block = mmaA16x16()->repeat(0, 2, false)->repeatOnThread(0, 4);
  checkReduceDest(block, 1);
  checkReduceDest(block, 0);
  // Each row of the mma block is spread over the 4 lanes of a quad.
  Fragment rows = makeReduceDestFragment(block, 1);
  CHECK(cint(rows->replicateExtent()) == 4);
  CHECK(rows->threadsHolding({37}) == std::vector<int64_t>{52, 53, 54, 55});

  // Already replicated sources, bound ranges, 3-D and 1-D sources.
  checkReduceDest(p->replicate(2), 1);
  Fragment bound = p->bindThreadRange(64, 64);
  checkReduceDest(bound, 1);
  CHECK(cint(makeReduceDestFragment(bound, 1)->threadBegin()) == 64);
  checkReduceDest(makeParallelFragment(shapeOf({2, 4, 8}), 16, 2), 1);
  Fragment line = makeParallelFragment(shapeOf({32}), 8, 2);
  Fragment scalar = makeReduceDestFragment(line, 0);
  CHECK(str(scalar->inputShape()) == "1");
  CHECK(scalar->threadsHolding({0}) == std::vector<int64_t>{0, 1, 2, 3, 4, 5, 6, 7});
  checkReduceDest(line, 0);
  CHECK_THROWS_AS(makeReduceDestFragment(p, 2), std::invalid_argument);
}

TEST_CASE("fragment inverse maps (thread, local) back to elements", "[fragment]") {
  Fragment f = makeParallelFragment(shapeOf({4, 8}), 8, 2);
  auto inv = f->inverse();
  REQUIRE(inv);
  CHECK(str((*inv)->inputShape()) == "8, 4");
  checkFragmentInverse(f);
  checkFragmentInverse(makeParallelFragment(shapeOf({16, 16}), 32, 4)->bindThreadRange(32, 32));

  // Replicated: (thread, local) -> (element, copy).
  Fragment rowStat = makeReduceDestFragment(fig7C(), 1);
  auto rinv = rowStat->inverse();
  REQUIRE(rinv);
  for (int64_t t = 0; t < 8; ++t)
    CHECK(eval(*rinv, {t, 0}) == Point{t / 2, t % 2});

  // Unequal shares leave slots unused: no inverse.
  CHECK_FALSE(makeParallelFragment(shapeOf({6, 10}), 8, 2)->inverse());
}

TEST_CASE("fragment equality", "[fragment]") {
  Fragment a = makeParallelFragment(shapeOf({16, 16}), 64, 2);
  CHECK(a->equal(makeParallelFragment(shapeOf({16, 16}), 64, 2)));
  CHECK(a->structurallyEqual(makeParallelFragment(shapeOf({16, 16}), 64, 2)));
  CHECK_FALSE(a->equal(makeParallelFragment(shapeOf({16, 16}), 32, 2)));
  CHECK_FALSE(a->equal(makeParallelFragment(shapeOf({16, 16}), 64, 4)));
  CHECK_FALSE(a->equal(makeRowMajorLayout(shapeOf({16, 16}))));
  // Copies numbered the other way round: same ownership.
  auto byRep = [](bool flipped) {
    return makeFragment(
        {4},
        [flipped](const std::vector<Var>& v, const Var& rep) {
          return FragmentExprs{add(mul(v[0], intImm(2)), flipped ? sub(intImm(1), rep) : Expr(rep)), {intImm(0)}};
        },
        2);
  };
  CHECK(byRep(false)->equal(byRep(true)));
  CHECK_FALSE(byRep(false)->structurallyEqual(byRep(true)));
}

TEST_CASE("fragments compose with layouts", "[fragment]") {
  Fragment f = makeParallelFragment(shapeOf({4, 8}), 8, 2);
  // The fragment of the transposed view: element (a, b) of an 8x4 view is f's (b, a).
  Layout t = makePermutedLayout(shapeOf({8, 4}), {1, 0});
  Fragment g = asFragment(f->compose(t));
  REQUIRE(g);
  CHECK(str(g->inputShape()) == "8, 4");
  for (const Point& x : points({8, 4})) {
    REQUIRE(g->threadsHolding(x) == f->threadsHolding({x[1], x[0]}));
    REQUIRE(*g->localOf(x) == *f->localOf({x[1], x[0]}));
  }
  CHECK(g->isCompleteCover());

  // A layout after a fragment renumbers its registers.
  Layout flip = makeLayout({4}, [](const std::vector<Var>& v) { return std::vector<Expr>{sub(intImm(3), v[0])}; });
  Fragment h = asFragment(flip->compose(f));
  REQUIRE(h);
  for (const Point& x : points({4, 8})) {
    REQUIRE(h->threadsHolding(x) == f->threadsHolding(x));
    REQUIRE(*h->localOf(x) == Point{3 - (*f->localOf(x))[0]});
  }
  CHECK_THROWS_AS(f->compose(f), std::invalid_argument);
  CHECK_THROWS_AS(f->compose(makePermutedLayout(shapeOf({4, 8}), {1, 0})), std::invalid_argument);
}

TEST_CASE("fragment reshape and pad", "[fragment]") {
  Fragment f = makeParallelFragment(shapeOf({4, 8}), 8, 2)->bindThreadRange(32, 8);
  Fragment flat = asFragment(f->reshape(shapeOf({32})));
  REQUIRE(flat);
  for (int64_t k = 0; k < 32; ++k) {
    REQUIRE(flat->threadsHolding({k}) == f->threadsHolding({k / 8, k % 8}));
    REQUIRE(*flat->localOf({k}) == *f->localOf({k / 8, k % 8}));
  }
  CHECK(cint(flat->threadBegin()) == 32);
  Fragment padded = asFragment(f->pad(shapeOf({4, 10})));
  REQUIRE(padded);
  CHECK(str(padded->inputShape()) == "4, 10");
  CHECK_THROWS_AS(f->reshape(shapeOf({30})), std::invalid_argument);
}

TEST_CASE("fragments from a thread expression infer dense local indices", "[fragment]") {
  Fragment f = makeFragmentFromThread(shapeOf({4, 8}), [](const std::vector<Var>& v, const Var&) {
    return add(floormod(v[1], intImm(4)), mul(floormod(v[0], intImm(2)), intImm(4)));
  });
  CHECK(cint(f->threadExtent()) == 8);
  CHECK(cint(f->localsPerThread()) == 4);
  CHECK(str(f->forwardIndex()) == "T.floordiv(i, 2) * 2 + T.floordiv(j, 4)");
  CHECK(f->isCompleteCover());
  // An XOR thread map cannot be analysed: the local index falls back to the
  // flat index (wasteful but correct).
  Fragment x = makeFragmentFromThread(shapeOf({2, 2}), [](const std::vector<Var>& v, const Var&) {
    return floormod(add(v[0], v[1]), intImm(2));
  });
  CHECK(x->isCompleteCover());
  CHECK(cint(x->localsPerThread()) == 4);
}

// renderThreadMap: exact text of small known fragments.

#include "LayoutTestUtil.h"

using namespace tilec::test;

namespace {

Fragment fig7C() {
  return makeFragment({4, 4}, [](const std::vector<Var>& v, const Var&) {
    return FragmentExprs{add(mul(v[0], intImm(2)), floordiv(v[1], intImm(2))), {floormod(v[1], intImm(2))}};
  });
}

} // namespace

TEST_CASE("thread map of a 2-D parallel fragment", "[threadmap]") {
  Fragment f = makeParallelFragment(shapeOf({2, 4}), 4, 2);
  CHECK(renderThreadMap(f) == "   0     1     2     3\n"
                              "0  T0:0  T0:1  T1:0  T1:1\n"
                              "1  T2:0  T2:1  T3:0  T3:1\n");
}

TEST_CASE("thread map of replicated 1-D fragments", "[threadmap]") {
  // Row statistics of Fig. 7: contiguous thread ranges.
  CHECK(renderThreadMap(makeReduceDestFragment(fig7C(), 1)) == "0  T0-1:0\n"
                                                                "1  T2-3:0\n"
                                                                "2  T4-5:0\n"
                                                                "3  T6-7:0\n");
  // The bias of Fig. 7: strided thread sets.
  CHECK(renderThreadMap(makeReduceDestFragment(fig7C(), 0)) == "0  T0,2,4,6:0\n"
                                                                "1  T0,2,4,6:1\n"
                                                                "2  T1,3,5,7:0\n"
                                                                "3  T1,3,5,7:1\n");
  CHECK(renderThreadMap(makeFullyReplicatedFragment(shapeOf({2}), 32)) == "0  T0-31:0\n"
                                                                           "1  T0-31:1\n");
}

TEST_CASE("thread map truncation", "[threadmap]") {
  Fragment f = makeParallelFragment(shapeOf({4, 8}), 8, 2);
  CHECK(renderThreadMap(f, 2, 3) == "     0     1     2     ...\n"
                                    "  0  T0:0  T0:1  T1:0  ...\n"
                                    "  1  T4:0  T4:1  T5:0  ...\n"
                                    "...\n");
  CHECK(renderThreadMap(f) == "   0     1     2     3     4     5     6     7\n"
                              "0  T0:0  T0:1  T1:0  T1:1  T2:0  T2:1  T3:0  T3:1\n"
                              "1  T4:0  T4:1  T5:0  T5:1  T6:0  T6:1  T7:0  T7:1\n"
                              "2  T0:2  T0:3  T1:2  T1:3  T2:2  T2:3  T3:2  T3:3\n"
                              "3  T4:2  T4:3  T5:2  T5:3  T6:2  T6:3  T7:2  T7:3\n");
  Fragment line = makeParallelFragment(shapeOf({64}), 32, 1);
  CHECK(renderThreadMap(line, 3, 3) == "  0  T0:0\n"
                                       "  1  T1:0\n"
                                       "  2  T2:0\n"
                                       "...\n");
}

TEST_CASE("thread map of 3-D fragments, bound ranges and tuple locals", "[threadmap]") {
  CHECK(renderThreadMap(makeParallelFragment(shapeOf({2, 2, 4}), 4, 1)) == "slice [0, :, :] of 2x2x4\n"
                                                                            "   0     1     2     3\n"
                                                                            "0  T0:0  T1:0  T2:0  T3:0\n"
                                                                            "1  T0:1  T1:1  T2:1  T3:1\n");
  CHECK(renderThreadMap(makeParallelFragment(shapeOf({2, 4}), 4, 2)->bindThreadRange(4, 4)) ==
        "   0     1     2     3\n"
        "0  T4:0  T4:1  T5:0  T5:1\n"
        "1  T6:0  T6:1  T7:0  T7:1\n");
  Fragment two = makeFragment({2, 2}, [](const std::vector<Var>& v, const Var&) {
    return FragmentExprs{v[0], {v[1], intImm(0)}};
  });
  CHECK(renderThreadMap(two) == "   0         1\n"
                                "0  T0:(0,0)  T0:(1,0)\n"
                                "1  T1:(0,0)  T1:(1,0)\n");
}

TEST_CASE("thread map of symbolic shapes", "[threadmap]") {
  Var m = makeVar("M");
  std::string s = renderThreadMap(makeParallelFragment({m, intImm(8)}, 8, 2));
  CHECK(s.rfind("(symbolic shape: Fragment([i, j] in [M, 8]", 0) == 0);
  CHECK(s.back() == '\n');
}

// The pictures of docs/layouts.md.
TEST_CASE("thread maps shown in docs/layouts.md", "[threadmap]") {
  Fragment f = makeParallelFragment(shapeOf({8, 8}), 16, 2);
  CHECK(renderThreadMap(f) == "   0      1      2      3      4      5      6      7\n"
                              "0  T0:0   T0:1   T1:0   T1:1   T2:0   T2:1   T3:0   T3:1\n"
                              "1  T4:0   T4:1   T5:0   T5:1   T6:0   T6:1   T7:0   T7:1\n"
                              "2  T8:0   T8:1   T9:0   T9:1   T10:0  T10:1  T11:0  T11:1\n"
                              "3  T12:0  T12:1  T13:0  T13:1  T14:0  T14:1  T15:0  T15:1\n"
                              "4  T0:2   T0:3   T1:2   T1:3   T2:2   T2:3   T3:2   T3:3\n"
                              "5  T4:2   T4:3   T5:2   T5:3   T6:2   T6:3   T7:2   T7:3\n"
                              "6  T8:2   T8:3   T9:2   T9:3   T10:2  T10:3  T11:2  T11:3\n"
                              "7  T12:2  T12:3  T13:2  T13:3  T14:2  T14:3  T15:2  T15:3\n");
  CHECK(renderThreadMap(makeReduceDestFragment(f, 1)) == "0  T0-3:0\n"
                                                         "1  T4-7:0\n"
                                                         "2  T8-11:0\n"
                                                         "3  T12-15:0\n"
                                                         "4  T0-3:1\n"
                                                         "5  T4-7:1\n"
                                                         "6  T8-11:1\n"
                                                         "7  T12-15:1\n");
  CHECK(renderThreadMap(makeReduceDestFragment(f, 0)).rfind("0  T0,4,8,12:0\n", 0) == 0);
}

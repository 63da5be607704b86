// T.use_swizzle's block remapping (stdlib/include/tilec/device/raster_map.h,
// the formula the kernels run) evaluated on the host for every block of
// several grids: it must be a bijection onto the grid, also when the grid is
// not a multiple of the panel (a shorter tail panel).

#include "tilec/device/raster_map.h"

#include <catch2/catch.hpp>

#include <set>
#include <utility>
#include <vector>

namespace {

std::vector<std::pair<unsigned, unsigned>> remapAll(bool row, unsigned panel, unsigned gx, unsigned gy) {
  std::vector<std::pair<unsigned, unsigned>> out;
  for (unsigned by = 0; by < gy; ++by)
    for (unsigned bx = 0; bx < gx; ++bx) {
      tl::raster_xy r = tl::rasterize_panels(row, panel, bx, by, gx, gy);
      out.emplace_back(r.x, r.y);
    }
  return out;
}

void checkBijection(bool row, unsigned panel, unsigned gx, unsigned gy) {
  INFO((row ? "row" : "col") << " order, panel " << panel << ", grid " << gx << " x " << gy);
  auto all = remapAll(row, panel, gx, gy);
  std::set<std::pair<unsigned, unsigned>> seen;
  for (auto [x, y] : all) {
    REQUIRE(x < gx);
    REQUIRE(y < gy);
    seen.emplace(x, y);
  }
  REQUIRE(seen.size() == size_t(gx) * gy);
}

} // namespace

TEST_CASE("use_swizzle remapping is a bijection onto the grid", "[codegen][raster]") {
  const unsigned shapes[][2] = {{7, 5}, {5, 7}, {16, 16}, {1, 1}, {1, 9}, {9, 1}, {3, 3}, {13, 11}, {32, 3}, {2, 64}};
  for (bool row : {true, false})
    for (unsigned panel : {1u, 2u, 3u, 4u, 8u, 10u, 64u})
      for (const auto& s : shapes)
        checkBijection(row, panel, s[0], s[1]);
}

TEST_CASE("use_swizzle walks panels column by column, serpentine (row order)", "[codegen][raster]") {
  // 7 x 5 grid, panels of 3 rows: panel 0 holds rows 0-2 (21 blocks), panel 1
  // the tail rows 3-4 (14 blocks), walked right to left.
  auto m = remapAll(true, 3, 7, 5);
  using P = std::pair<unsigned, unsigned>;
  CHECK(m[0] == P{0, 0});
  CHECK(m[1] == P{0, 1});
  CHECK(m[2] == P{0, 2});
  CHECK(m[3] == P{1, 0});
  CHECK(m[20] == P{6, 2});
  CHECK(m[21] == P{6, 3}); // first block of the tail panel: the last column
  CHECK(m[22] == P{6, 4});
  CHECK(m[23] == P{5, 3});
  CHECK(m[34] == P{0, 4});
}

TEST_CASE("use_swizzle walks panels row by row, serpentine (column order)", "[codegen][raster]") {
  // 16 x 16 grid, panels of 8 columns: panel 0 is columns 0-7 top to bottom,
  // panel 1 columns 8-15 bottom to top.
  auto m = remapAll(false, 8, 16, 16);
  using P = std::pair<unsigned, unsigned>;
  CHECK(m[0] == P{0, 0});
  CHECK(m[7] == P{7, 0});
  CHECK(m[8] == P{0, 1});
  CHECK(m[127] == P{7, 15});
  CHECK(m[128] == P{8, 15});
  CHECK(m[255] == P{15, 0});
}

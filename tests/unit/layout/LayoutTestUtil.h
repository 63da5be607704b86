#pragma once
// Helpers for the layout library tests: exhaustive evaluation over small
// constant shapes.

#include "tilec/ir/Ops.h"
#include "tilec/ir/Printer.h"
#include "tilec/ir/layout/Fragment.h"
#include "tilec/ir/layout/Layout.h"
#include "tilec/ir/layout/ThreadMap.h"

#include <catch2/catch.hpp>

#include <cstdint>
#include <functional>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace tilec::test {

using namespace tilec::ir;
using Point = std::vector<int64_t>;

inline std::vector<Expr> shapeOf(const std::vector<int64_t>& s) {
  std::vector<Expr> out;
  for (int64_t v : s)
    out.push_back(intImm(v));
  return out;
}

/// Every point of [0, shape) in row-major order.
inline std::vector<Point> points(const std::vector<int64_t>& shape) {
  std::vector<Point> out;
  Point p(shape.size(), 0);
  for (int64_t e : shape)
    if (e <= 0)
      return out;
  while (true) {
    out.push_back(p);
    size_t k = shape.size();
    while (k > 0) {
      --k;
      if (++p[k] < shape[k])
        break;
      p[k] = 0;
      if (k == 0)
        return out;
    }
    if (shape.empty())
      return out;
  }
}

inline std::vector<int64_t> constShape(const std::vector<Expr>& s) {
  std::vector<int64_t> out;
  for (const Expr& e : s) {
    auto c = asConstInt(e);
    REQUIRE(c);
    out.push_back(*c);
  }
  return out;
}

inline Point eval(const Layout& l, const Point& p) {
  auto v = l->evaluate(p);
  REQUIRE(v);
  return *v;
}

/// inverse(f)(f(x)) == x for every x, and f(inverse(f)(y)) == y for every y
/// of the output box (a bijection); the inverse's domain is f's output shape.
inline void checkInverseRoundTrip(const Layout& f) {
  auto inv = f->inverse();
  REQUIRE(inv);
  CHECK(constShape((*inv)->inputShape()) == constShape(f->outputShape()));
  auto inShape = *f->constShape();
  size_t count = 0;
  for (const Point& x : points(inShape)) {
    Point y = eval(f, x);
    REQUIRE(eval(*inv, y) == x);
    ++count;
  }
  size_t outCount = 0;
  for (const Point& y : points(*(*inv)->constShape())) {
    REQUIRE(eval(f, eval(*inv, y)) == y);
    ++outCount;
  }
  CHECK(count == outCount);
}

inline std::string str(const std::vector<Expr>& es) {
  std::string s;
  for (const Expr& e : es)
    s += (s.empty() ? "" : ", ") + (e ? printExpr(e) : std::string("null"));
  return s;
}

inline std::string str(const Expr& e) { return e ? printExpr(e) : std::string("null"); }

} // namespace tilec::test

#include "tilec/ir/layout/ThreadMap.h"

#include "LayoutUtil.h"

#include "tilec/ir/arith/Evaluate.h"

#include <algorithm>
#include <set>

namespace tilec::ir {

using namespace layout_detail;

namespace {

std::string threadSet(const std::vector<int64_t>& ts) {
  if (ts.size() == 1)
    return "T" + std::to_string(ts[0]);
  if (ts.back() - ts.front() + 1 == int64_t(ts.size()))
    return "T" + std::to_string(ts.front()) + "-" + std::to_string(ts.back());
  std::string s = "T";
  for (size_t k = 0; k < ts.size(); ++k)
    s += (k ? "," : "") + std::to_string(ts[k]);
  return s;
}

std::string localStr(const std::vector<int64_t>& l) {
  if (l.size() == 1)
    return std::to_string(l[0]);
  std::string s = "(";
  for (size_t k = 0; k < l.size(); ++k)
    s += (k ? "," : "") + std::to_string(l[k]);
  return s + ")";
}

std::string rtrim(std::string s) {
  while (!s.empty() && s.back() == ' ')
    s.pop_back();
  return s;
}

std::string padRight(const std::string& s, size_t w) { return s.size() >= w ? s : s + std::string(w - s.size(), ' '); }
std::string padLeft(const std::string& s, size_t w) { return s.size() >= w ? s : std::string(w - s.size(), ' ') + s; }

} // namespace

std::string renderThreadMap(const FragmentNode& f, int maxRows, int maxCols) {
  auto shape = f.constShape();
  auto rep = f.constReplicateExtent();
  auto begin = constValue(f.threadBegin());
  auto range = constValue(f.threadRangeExtent());
  if (!shape || !rep || !begin || !range)
    return "(symbolic shape: " + f.str() + ")\n";
  maxRows = std::max(maxRows, 1);
  maxCols = std::max(maxCols, 1);

  size_t n = shape->size();
  std::string out;
  if (n > 2) {
    out += "slice [";
    for (size_t k = 0; k + 2 < n; ++k)
      out += "0, ";
    out += ":, :] of ";
    for (size_t k = 0; k < n; ++k)
      out += (k ? "x" : "") + std::to_string((*shape)[k]);
    out += "\n";
  }
  bool twoD = n >= 2;
  int64_t rows = n == 0 ? 1 : (*shape)[twoD ? n - 2 : 0];
  int64_t cols = twoD ? (*shape)[n - 1] : 1;
  int64_t shownRows = std::min<int64_t>(rows, maxRows), shownCols = std::min<int64_t>(cols, maxCols);
  bool moreRows = rows > shownRows, moreCols = cols > shownCols;

  // The cell of element (r, c).
  std::vector<int64_t> point(n, 0);
  auto cell = [&](int64_t r, int64_t c) -> std::string {
    if (n >= 1)
      point[twoD ? n - 2 : 0] = r;
    if (twoD)
      point[n - 1] = c;
    std::vector<int64_t> ts;
    for (int64_t t : f.threadsHolding(point))
      if (t - *begin >= 0 && t - *begin < *range)
        ts.push_back(t);
    auto l = f.localOf(point);
    if (ts.empty() || !l)
      return "-";
    return threadSet(ts) + ":" + localStr(*l);
  };

  // Columns: the row labels, then one per shown column (+ "..." column).
  std::vector<std::vector<std::string>> table; // [row][col], col 0 = label
  std::vector<std::string> header{""};
  if (twoD) {
    for (int64_t c = 0; c < shownCols; ++c)
      header.push_back(std::to_string(c));
    if (moreCols)
      header.push_back("...");
    table.push_back(header);
  }
  for (int64_t r = 0; r < shownRows; ++r) {
    std::vector<std::string> line{std::to_string(r)};
    for (int64_t c = 0; c < shownCols; ++c)
      line.push_back(cell(r, c));
    if (moreCols)
      line.push_back("...");
    table.push_back(std::move(line));
  }
  if (moreRows)
    table.push_back({"..."});

  size_t ncols = 0;
  for (const auto& line : table)
    ncols = std::max(ncols, line.size());
  std::vector<size_t> width(ncols, 0);
  for (const auto& line : table)
    for (size_t k = 0; k < line.size(); ++k)
      width[k] = std::max(width[k], line[k].size());
  for (const auto& line : table) {
    std::string s = padLeft(line[0], width[0]);
    for (size_t k = 1; k < line.size(); ++k)
      s += "  " + padRight(line[k], width[k]);
    out += rtrim(s) + "\n";
  }
  return out;
}

} // namespace tilec::ir

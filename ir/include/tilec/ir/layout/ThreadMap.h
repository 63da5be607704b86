#pragma once
// The thread map of a fragment as a small ASCII table (editor hover, docs,
// tests). For a 2-D fragment one row per i and one column per j; for a 1-D
// fragment one row per i; for more dims the last two dims of the slice with
// the leading indices at 0 (a first line names the slice). Each cell is
//   T<thread>:<local>     one owner
//   T<a>-<b>:<local>      replicated over the contiguous threads a..b
//   T<a>,<b>,...:<local>  replicated over other sets of threads
//   -                     no owner (outside the bound thread range)
// with multi-dimensional local indices written (l0,l1). Rows beyond maxRows
// and columns beyond maxCols become a "..." row / column. Example (a 2x4
// T.Parallel fragment over 4 threads, vector width 2):
//
//      0     1     2     3
//   0  T0:0  T0:1  T1:0  T1:1
//   1  T2:0  T2:1  T3:0  T3:1
//
// Cells are left-aligned in columns as wide as the widest cell or header,
// separated by two spaces; row labels are right-aligned; lines carry no
// trailing spaces and end with '\n'. Symbolic shapes render as one line
// "(symbolic shape: <str()>)".

#include "tilec/ir/layout/Fragment.h"

#include <string>

namespace tilec::ir {

std::string renderThreadMap(const FragmentNode& fragment, int maxRows = 16, int maxCols = 16);
inline std::string renderThreadMap(const Fragment& fragment, int maxRows = 16, int maxCols = 16) {
  return renderThreadMap(*fragment, maxRows, maxCols);
}

} // namespace tilec::ir

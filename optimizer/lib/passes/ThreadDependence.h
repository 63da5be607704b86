#pragma once
// Which values differ between the threads of a block (insert-thread-sync's
// test for "one thread's own element"): the thread indices and what is
// bound from them, and the thread an `if` singles out.

#include "tilec/ir/Stmt.h"

#include <cstdint>
#include <optional>
#include <unordered_set>

namespace tilec::opt {

using ThreadVars = std::unordered_set<const ir::VarNode*>;

struct ThreadDependence {
  /// Thread indices and the variables bound from them (lets, loops that
  /// start at them).
  ThreadVars vars;
  /// The thread indices themselves (thread_binding loop variables).
  ThreadVars indices;
};

/// The thread-dependent variables of a kernel body, in binding order.
ThreadDependence threadDependence(const ir::Stmt& body);

/// Does `e` read one of `vars` (or an expression let bound from one)?
bool usesThreadVar(const ir::Expr& e, const ThreadVars& vars);

/// The thread a condition singles out: `tx == c`, `tx < 1`, `tx <= 0` on a
/// thread index, possibly in a conjunction. Only meaningful for a kernel
/// with one thread index (with two, `tx == 0` is a column of threads).
std::optional<int64_t> singledOutThread(const ir::Expr& cond, const ThreadVars& indices);

} // namespace tilec::opt

#pragma once
// Runs a function on a thread with a large stack. The front end and the
// passes recurse over user-controlled trees; depth limits bound them, and this
// gives those limits comfortable headroom on every platform.

#include <functional>

namespace tilec {

/// Runs fn on a thread with `bytes` of stack and waits for it.
void runWithLargeStack(const std::function<void()>& fn, size_t bytes = size_t(256) << 20);

} // namespace tilec

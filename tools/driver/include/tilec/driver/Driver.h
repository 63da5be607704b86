#pragma once
// The tilec driver: wires the library layers together for one command line.

#include <iosfwd>

namespace tilec::driver {

/// Runs tilec with these arguments; returns the process exit status
/// (0 success, 1 errors in the input or on the command line).
int runTilec(int argc, const char* const* argv, std::ostream& out, std::ostream& err);

} // namespace tilec::driver

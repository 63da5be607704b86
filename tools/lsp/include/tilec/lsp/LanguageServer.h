#pragma once
// `tilec lsp`: the Language Server Protocol over a pair of streams (stdio in
// the driver). This header is the library's entry point and the only one that
// does not need LLVM's headers.

#include <iosfwd>

namespace tilec::lsp {

/// Serves one client until it sends `exit` or the input ends. argv holds the
/// arguments after `lsp` (-I DIR, -D NAME=VALUE, --error-limit N, --help).
/// Returns the process exit status: 0 after shutdown then exit, 1 otherwise.
int runLanguageServer(int argc, const char* const* argv, std::istream& in, std::ostream& out, std::ostream& err);

} // namespace tilec::lsp

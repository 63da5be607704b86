#pragma once
// file:// URIs and paths (RFC 8089, as VS Code writes them: percent-encoded,
// no authority). Other schemes (untitled:) have no path on disk.

#include <optional>
#include <string>

namespace tilec::lsp {

/// The path of a file: URI, percent-decoded; nullopt for other schemes.
std::optional<std::string> uriToPath(const std::string& uri);
/// A file: URI for an absolute path (made absolute if relative).
std::string pathToUri(const std::string& path);

} // namespace tilec::lsp

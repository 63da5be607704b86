#pragma once
// The open documents: their text (full sync; ranged changes are applied too,
// should a client send them), version and latest analysis.

#include "tilec/lsp/Analysis.h"

#include <llvm/Support/JSON.h>

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace tilec::lsp {

struct Document {
  std::string uri;
  std::string path;    // on disk for file: URIs; the URI itself otherwise
  int64_t version = 0;
  std::string text;
  std::unique_ptr<Analysis> analysis; // of `text`
  /// The outline of the last version that parsed: kept while the text is
  /// broken, so the outline does not flicker away while one types.
  std::optional<llvm::json::Array> lastOutline;
};

class DocumentStore {
public:
  /// Opens (or reopens, replacing) a document.
  Document& open(const std::string& uri, int64_t version, std::string text);
  Document* find(const std::string& uri);
  /// Forgets a document; false if it was not open.
  bool close(const std::string& uri);
  std::vector<Document*> all();
  size_t size() const { return docs_.size(); }

private:
  std::map<std::string, std::unique_ptr<Document>> docs_;
};

/// Applies one TextDocumentContentChangeEvent to `text`: {text} replaces it,
/// {range, text} replaces that range (positions in UTF-16, as everywhere).
/// Throws ProtocolError on a malformed change.
void applyContentChange(std::string& text, const llvm::json::Object& change);

} // namespace tilec::lsp

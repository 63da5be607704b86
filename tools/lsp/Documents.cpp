#include "tilec/lsp/Documents.h"

#include "tilec/lsp/Positions.h"
#include "tilec/lsp/Protocol.h"
#include "tilec/lsp/Uri.h"

#include <algorithm>

namespace tilec::lsp {

Document& DocumentStore::open(const std::string& uri, int64_t version, std::string text) {
  auto doc = std::make_unique<Document>();
  doc->uri = uri;
  doc->path = uriToPath(uri).value_or(uri);
  doc->version = version;
  doc->text = std::move(text);
  auto& slot = docs_[uri];
  slot = std::move(doc);
  return *slot;
}

Document* DocumentStore::find(const std::string& uri) {
  auto it = docs_.find(uri);
  return it == docs_.end() ? nullptr : it->second.get();
}

bool DocumentStore::close(const std::string& uri) { return docs_.erase(uri) != 0; }

std::vector<Document*> DocumentStore::all() {
  std::vector<Document*> out;
  for (auto& [uri, d] : docs_)
    out.push_back(d.get());
  return out;
}

void applyContentChange(std::string& text, const llvm::json::Object& change) {
  std::string newText = requireString(change, "text", "contentChanges[]");
  const llvm::json::Value* range = change.get("range");
  if (!range || range->kind() == llvm::json::Value::Null) {
    text = std::move(newText);
    return;
  }
  const llvm::json::Object* r = range->getAsObject();
  if (!r)
    throw ProtocolError(ErrorCode::InvalidParams, "contentChanges[].range must be an object");
  LineTable lines(text);
  size_t b = lines.offset(positionFromJSON(requireObject(*r, "start", "range")));
  size_t e = lines.offset(positionFromJSON(requireObject(*r, "end", "range")));
  if (e < b)
    std::swap(b, e);
  text.replace(b, e - b, newText);
}

} // namespace tilec::lsp

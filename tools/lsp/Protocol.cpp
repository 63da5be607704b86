#include "tilec/lsp/Protocol.h"

#include <llvm/Support/raw_ostream.h>

namespace tilec::lsp {

std::string jsonText(std::string s) {
  if (llvm::json::isUTF8(s))
    return s;
  return llvm::json::fixUTF8(s);
}

namespace {
[[noreturn]] void invalid(llvm::StringRef what, llvm::StringRef key, const char* expected) {
  throw ProtocolError(ErrorCode::InvalidParams, (what + "." + key + " must be " + expected).str());
}
} // namespace

const llvm::json::Object& requireObject(const llvm::json::Object& o, llvm::StringRef key, llvm::StringRef what) {
  if (const llvm::json::Object* v = o.getObject(key))
    return *v;
  invalid(what, key, "an object");
}

std::string requireString(const llvm::json::Object& o, llvm::StringRef key, llvm::StringRef what) {
  if (auto v = o.getString(key))
    return v->str();
  invalid(what, key, "a string");
}

int64_t requireInteger(const llvm::json::Object& o, llvm::StringRef key, llvm::StringRef what) {
  if (auto v = o.getInteger(key))
    return *v;
  // Some clients send integral numbers as 3.0.
  if (auto d = o.getNumber(key))
    if (*d == static_cast<double>(static_cast<int64_t>(*d)) && *d > -9e18 && *d < 9e18)
      return static_cast<int64_t>(*d);
  invalid(what, key, "an integer");
}

const llvm::json::Object& paramsObject(const llvm::json::Value* params) {
  if (params)
    if (const llvm::json::Object* o = params->getAsObject())
      return *o;
  throw ProtocolError(ErrorCode::InvalidParams, "params must be an object");
}

std::string toText(const llvm::json::Value& v) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << v;
  os.flush();
  return s;
}

} // namespace tilec::lsp

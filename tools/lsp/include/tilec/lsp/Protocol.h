#pragma once
// JSON-RPC and LSP vocabulary shared by the server's parts: error codes, the
// exception a handler throws to answer with an error, and safe accessors for
// the loosely typed JSON that clients (and half-broken clients) send.

#include <llvm/Support/JSON.h>

#include <cstdint>
#include <stdexcept>
#include <string>

namespace tilec::lsp {

namespace ErrorCode {
constexpr int ParseError = -32700;
constexpr int InvalidRequest = -32600;
constexpr int MethodNotFound = -32601;
constexpr int InvalidParams = -32602;
constexpr int InternalError = -32603;
constexpr int ServerNotInitialized = -32002;
} // namespace ErrorCode

/// Thrown by a request handler: the request is answered with this error.
struct ProtocolError : std::runtime_error {
  ProtocolError(int code, const std::string& message) : std::runtime_error(message), code(code) {}
  int code;
};

/// Text made safe for a JSON string: invalid UTF-8 sequences become U+FFFD.
std::string jsonText(std::string s);

/// params.KEY as an object / string / integer; throws InvalidParams naming
/// the path when it is missing or of another type.
const llvm::json::Object& requireObject(const llvm::json::Object& o, llvm::StringRef key, llvm::StringRef what);
std::string requireString(const llvm::json::Object& o, llvm::StringRef key, llvm::StringRef what);
int64_t requireInteger(const llvm::json::Object& o, llvm::StringRef key, llvm::StringRef what);
/// The params of a request as an object (InvalidParams when absent or not one).
const llvm::json::Object& paramsObject(const llvm::json::Value* params);

/// The JSON text of a value, compact.
std::string toText(const llvm::json::Value& v);

} // namespace tilec::lsp

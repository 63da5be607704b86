#pragma once
// The JSON-RPC side of the server: lifecycle (initialize, shutdown, exit),
// dispatch of requests and notifications to handlers, and the error boundary.
// Every request gets exactly one response: its result, MethodNotFound for an
// unknown method, or an error (InternalError when a handler throws anything).
// Notifications get none. Single-threaded: messages are handled in order.

#include "tilec/lsp/Analysis.h"
#include "tilec/lsp/Documents.h"

#include <llvm/Support/JSON.h>

#include <functional>
#include <iosfwd>
#include <map>
#include <string>
#include <string_view>

namespace tilec::lsp {

class Transport;

class Server {
public:
  /// Receives each outgoing message (responses and notifications).
  using Sink = std::function<void(const llvm::json::Value&)>;
  /// A request handler: params (may be null) to result; throw ProtocolError
  /// (or anything) to answer with an error.
  using RequestHandler = std::function<llvm::json::Value(const llvm::json::Value* params)>;
  using NotificationHandler = std::function<void(const llvm::json::Value* params)>;

  Server(Sink send, std::ostream& log, AnalysisOptions opts = {});

  /// Handles one message body as received (JSON text); a body that is not
  /// JSON is answered with ParseError.
  void handleText(std::string_view body);
  /// Handles one parsed message.
  void handle(const llvm::json::Value& message);

  /// Reads messages until `exit` or the end of input; returns the exit status.
  int run(Transport& transport);

  bool exitRequested() const { return exit_; }
  /// 0 when `shutdown` came before `exit` (or the end of input), else 1.
  int exitCode() const { return shutdown_ ? 0 : 1; }

  /// Adds or replaces a method (the built-in ones are registered by the
  /// constructor); used by tests.
  void onRequest(std::string method, RequestHandler h) { requests_[std::move(method)] = std::move(h); }
  void onNotification(std::string method, NotificationHandler h) { notifications_[std::move(method)] = std::move(h); }

  DocumentStore& documents() { return docs_; }

private:
  void request(const llvm::json::Value& id, const std::string& method, const llvm::json::Value* params);
  void notification(const std::string& method, const llvm::json::Value* params);
  void reply(const llvm::json::Value& id, llvm::json::Value result);
  void replyError(const llvm::json::Value& id, int code, const std::string& message);
  void notify(const std::string& method, llvm::json::Value params);

  // lifecycle
  llvm::json::Value initialize(const llvm::json::Value* params);
  // documents
  void didOpen(const llvm::json::Value* params);
  void didChange(const llvm::json::Value* params);
  void didClose(const llvm::json::Value* params);
  void didChangeWatchedFiles(const llvm::json::Value* params);
  void analyzeAndPublish(Document& doc);
  // features
  Document& documentFor(const llvm::json::Value* params);
  llvm::json::Value hover(const llvm::json::Value* params);
  llvm::json::Value documentSymbol(const llvm::json::Value* params);
  llvm::json::Value definition(const llvm::json::Value* params);

  Sink send_;
  std::ostream& log_;
  AnalysisOptions opts_;
  DocumentStore docs_;
  std::map<std::string, RequestHandler, std::less<>> requests_;
  std::map<std::string, NotificationHandler, std::less<>> notifications_;
  bool initialized_ = false, shutdown_ = false, exit_ = false;
  bool hierarchicalSymbols_ = false;
};

} // namespace tilec::lsp

#pragma once
// A language server driven in-process: messages go in as JSON values, and
// what the server sends comes back as a list.

#include "tilec/lsp/Protocol.h"
#include "tilec/lsp/Server.h"

#include <catch2/catch.hpp>

#include <llvm/Support/JSON.h>

#include <sstream>
#include <string>
#include <vector>

namespace tilec::lsp::test {

namespace json = llvm::json;

class Session {
public:
  Session() : server_([this](const json::Value& v) { out_.push_back(v); }, log_) {}

  Server& server() { return server_; }
  std::string log() const { return log_.str(); }

  /// Everything the server sent since the last call.
  std::vector<json::Value> take() {
    std::vector<json::Value> r = std::move(out_);
    out_.clear();
    return r;
  }

  /// Sends a request; returns the one response for it (and fails the test
  /// when there is not exactly one). Notifications sent meanwhile are kept in
  /// notifications().
  json::Value request(const std::string& method, json::Value params) {
    int64_t id = nextId_++;
    server_.handle(json::Object{{"jsonrpc", "2.0"}, {"id", id}, {"method", method}, {"params", std::move(params)}});
    return responseFor(id);
  }
  json::Value requestNoParams(const std::string& method) {
    int64_t id = nextId_++;
    server_.handle(json::Object{{"jsonrpc", "2.0"}, {"id", id}, {"method", method}});
    return responseFor(id);
  }
  void notify(const std::string& method, json::Value params) {
    server_.handle(json::Object{{"jsonrpc", "2.0"}, {"method", method}, {"params", std::move(params)}});
    for (auto& v : take())
      notifications_.push_back(std::move(v));
  }
  std::vector<json::Value> takeNotifications() {
    std::vector<json::Value> r = std::move(notifications_);
    notifications_.clear();
    return r;
  }

  void initialize(bool hierarchical = true) {
    json::Value r = request(
        "initialize",
        json::Object{{"processId", nullptr},
                     {"capabilities",
                      json::Object{{"textDocument",
                                    json::Object{{"documentSymbol",
                                                  json::Object{{"hierarchicalDocumentSymbolSupport", hierarchical}}}}}}}});
    REQUIRE(r.getAsObject()->getObject("result"));
    notify("initialized", json::Object{});
  }

  /// didOpen; returns the diagnostics published for the document.
  json::Array open(const std::string& uri, const std::string& text, int64_t version = 1) {
    notify("textDocument/didOpen",
           json::Object{{"textDocument", json::Object{{"uri", uri}, {"languageId", "tile"}, {"version", version}, {"text", text}}}});
    return lastDiagnostics(uri);
  }
  json::Array change(const std::string& uri, const std::string& text, int64_t version) {
    notify("textDocument/didChange",
           json::Object{{"textDocument", json::Object{{"uri", uri}, {"version", version}}},
                        {"contentChanges", json::Array{json::Object{{"text", text}}}}});
    return lastDiagnostics(uri);
  }

  static json::Object at(const std::string& uri, int64_t line, int64_t character) {
    return json::Object{{"textDocument", json::Object{{"uri", uri}}},
                        {"position", json::Object{{"line", line}, {"character", character}}}};
  }

private:
  json::Value responseFor(int64_t id) {
    std::vector<json::Value> responses;
    for (auto& v : take()) {
      const json::Object* o = v.getAsObject();
      if (o && o->get("method"))
        notifications_.push_back(std::move(v));
      else
        responses.push_back(std::move(v));
    }
    INFO("responses to request " << id << ": " << responses.size());
    REQUIRE(responses.size() == 1);
    const json::Object* o = responses[0].getAsObject();
    REQUIRE(o);
    REQUIRE(o->getInteger("id") == id);
    return std::move(responses[0]);
  }

  json::Array lastDiagnostics(const std::string& uri) {
    json::Array found;
    bool any = false;
    for (auto& n : notifications_) {
      const json::Object* o = n.getAsObject();
      if (!o || o->getString("method") != llvm::StringRef("textDocument/publishDiagnostics"))
        continue;
      const json::Object* p = o->getObject("params");
      if (p && p->getString("uri") == llvm::StringRef(uri) && p->getArray("diagnostics")) {
        found = *p->getArray("diagnostics");
        any = true;
      }
    }
    notifications_.clear();
    INFO("publishDiagnostics for " << uri);
    REQUIRE(any);
    return found;
  }

  std::ostringstream log_;
  std::vector<json::Value> out_;
  std::vector<json::Value> notifications_;
  Server server_;
  int64_t nextId_ = 1;
};

/// The error code of a response, or 0 when it has a result.
inline int64_t errorCode(const json::Value& response) {
  const json::Object* e = response.getAsObject()->getObject("error");
  return e ? e->getInteger("code").value_or(1) : 0;
}

inline const json::Value* result(const json::Value& response) { return response.getAsObject()->get("result"); }

inline std::string text(const json::Value& v) { return toText(v); }

} // namespace tilec::lsp::test

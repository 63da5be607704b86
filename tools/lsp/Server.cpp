#include "tilec/lsp/Server.h"

#include "tilec/lsp/Definition.h"
#include "tilec/lsp/DiagnosticsToLsp.h"
#include "tilec/lsp/DocumentSymbols.h"
#include "tilec/lsp/Hover.h"
#include "tilec/lsp/Protocol.h"
#include "tilec/lsp/Transport.h"

#include <algorithm>
#include <exception>
#include <ostream>

#ifndef TILEC_VERSION
#define TILEC_VERSION "unknown"
#endif

namespace tilec::lsp {

namespace json = llvm::json;

Server::Server(Sink send, std::ostream& log, AnalysisOptions opts)
    : send_(std::move(send)), log_(log), opts_(std::move(opts)) {
  auto req = [this](auto fn) { return [this, fn](const json::Value* p) { return (this->*fn)(p); }; };
  auto note = [this](auto fn) { return [this, fn](const json::Value* p) { (this->*fn)(p); }; };
  requests_["initialize"] = req(&Server::initialize);
  requests_["shutdown"] = [this](const json::Value*) -> json::Value {
    shutdown_ = true;
    return nullptr;
  };
  requests_["textDocument/hover"] = req(&Server::hover);
  requests_["textDocument/documentSymbol"] = req(&Server::documentSymbol);
  requests_["textDocument/definition"] = req(&Server::definition);

  notifications_["initialized"] = [](const json::Value*) {};
  notifications_["exit"] = [this](const json::Value*) { exit_ = true; };
  notifications_["textDocument/didOpen"] = note(&Server::didOpen);
  notifications_["textDocument/didChange"] = note(&Server::didChange);
  notifications_["textDocument/didClose"] = note(&Server::didClose);
  notifications_["textDocument/didSave"] = [](const json::Value*) {};
  notifications_["workspace/didChangeWatchedFiles"] = note(&Server::didChangeWatchedFiles);
  notifications_["workspace/didChangeConfiguration"] = [](const json::Value*) {};
}

// ------------------------------------------------------------- messages

namespace {
/// The deepest nesting of arrays and objects in JSON text (strings skipped).
/// The parser recurses once per level: bound it before parsing.
size_t nestingDepth(std::string_view text) {
  size_t depth = 0, deepest = 0;
  bool inString = false;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (inString) {
      if (c == '\\')
        ++i;
      else if (c == '"')
        inString = false;
    } else if (c == '"') {
      inString = true;
    } else if (c == '[' || c == '{') {
      deepest = std::max(deepest, ++depth);
    } else if ((c == ']' || c == '}') && depth > 0) {
      --depth;
    }
  }
  return deepest;
}
} // namespace

void Server::handleText(std::string_view body) {
  constexpr size_t kMaxDepth = 512; // LSP messages nest a few levels
  if (nestingDepth(body) > kMaxDepth) {
    replyError(nullptr, ErrorCode::ParseError, "message nests deeper than " + std::to_string(kMaxDepth) + " levels");
    return;
  }
  auto parsed = json::parse(body);
  if (!parsed) {
    std::string why = llvm::toString(parsed.takeError());
    log_ << "tilec lsp: message is not JSON: " << why << "\n";
    replyError(nullptr, ErrorCode::ParseError, jsonText("message is not JSON: " + why));
    return;
  }
  handle(*parsed);
}

void Server::handle(const json::Value& message) {
  const json::Object* o = message.getAsObject();
  if (!o) {
    replyError(nullptr, ErrorCode::InvalidRequest, "a message must be a JSON object");
    return;
  }
  const json::Value* id = o->get("id");
  const json::Value* method = o->get("method");
  if (!method) {
    if (id && (o->get("result") || o->get("error")))
      return; // a response to a request of ours: we send none, so there is nothing to match
    replyError(id ? *id : json::Value(nullptr), ErrorCode::InvalidRequest, "a message needs a \"method\"");
    return;
  }
  auto name = method->getAsString();
  if (!name) {
    if (id)
      replyError(*id, ErrorCode::InvalidRequest, "\"method\" must be a string");
    return;
  }
  if (id && id->kind() != json::Value::Number && id->kind() != json::Value::String) {
    replyError(nullptr, ErrorCode::InvalidRequest, "\"id\" must be a number or a string");
    return;
  }
  const json::Value* params = o->get("params");
  if (id)
    request(*id, name->str(), params);
  else
    notification(name->str(), params);
}

void Server::request(const json::Value& id, const std::string& method, const json::Value* params) {
  if (shutdown_ && method != "shutdown") {
    replyError(id, ErrorCode::InvalidRequest, "the server is shutting down: only \"exit\" is accepted");
    return;
  }
  if (!initialized_ && method != "initialize") {
    replyError(id, ErrorCode::ServerNotInitialized, "the server has not been initialized");
    return;
  }
  auto it = requests_.find(method);
  if (it == requests_.end()) {
    replyError(id, ErrorCode::MethodNotFound, jsonText("method not found: " + method));
    return;
  }
  // The error boundary: whatever a handler throws becomes an error response.
  try {
    reply(id, it->second(params));
  } catch (const ProtocolError& e) {
    replyError(id, e.code, jsonText(e.what()));
  } catch (const std::exception& e) {
    log_ << "tilec lsp: internal error in " << method << ": " << e.what() << "\n";
    replyError(id, ErrorCode::InternalError, jsonText("internal error in " + method + ": " + e.what()));
  } catch (...) {
    log_ << "tilec lsp: internal error in " << method << "\n";
    replyError(id, ErrorCode::InternalError, jsonText("internal error in " + method));
  }
}

void Server::notification(const std::string& method, const json::Value* params) {
  if (method != "exit" && (!initialized_ || shutdown_))
    return; // dropped, as the specification asks
  auto it = notifications_.find(method);
  if (it == notifications_.end()) {
    if (method.rfind("$/", 0) != 0)
      log_ << "tilec lsp: ignoring notification " << method << "\n";
    return;
  }
  try {
    it->second(params);
  } catch (const std::exception& e) {
    log_ << "tilec lsp: " << method << ": " << e.what() << "\n";
  } catch (...) {
    log_ << "tilec lsp: " << method << ": unknown exception\n";
  }
}

void Server::reply(const json::Value& id, json::Value result) {
  send_(json::Object{{"jsonrpc", "2.0"}, {"id", id}, {"result", std::move(result)}});
}

void Server::replyError(const json::Value& id, int code, const std::string& message) {
  send_(json::Object{{"jsonrpc", "2.0"}, {"id", id}, {"error", json::Object{{"code", code}, {"message", message}}}});
}

void Server::notify(const std::string& method, json::Value params) {
  send_(json::Object{{"jsonrpc", "2.0"}, {"method", method}, {"params", std::move(params)}});
}

int Server::run(Transport& transport) {
  std::string body, error;
  while (!exit_) {
    ReadResult r = transport.read(body, error);
    if (r == ReadResult::Eof)
      break;
    if (r == ReadResult::BadFrame) {
      log_ << "tilec lsp: skipping a bad message: " << error << "\n";
      continue;
    }
    handleText(body);
  }
  return exitCode();
}

// ------------------------------------------------------------- lifecycle

json::Value Server::initialize(const json::Value* params) {
  if (initialized_)
    throw ProtocolError(ErrorCode::InvalidRequest, "initialize may only be sent once");
  initialized_ = true;
  if (params)
    if (const json::Object* p = params->getAsObject())
      if (const json::Object* caps = p->getObject("capabilities"))
        if (const json::Object* td = caps->getObject("textDocument"))
          if (const json::Object* ds = td->getObject("documentSymbol"))
            hierarchicalSymbols_ = ds->getBoolean("hierarchicalDocumentSymbolSupport").value_or(false);
  return json::Object{
      {"capabilities", json::Object{{"positionEncoding", "utf-16"},
                                    {"textDocumentSync", 1}, // full text on every change
                                    {"hoverProvider", true},
                                    {"documentSymbolProvider", true},
                                    {"definitionProvider", true}}},
      {"serverInfo", json::Object{{"name", "tilec"}, {"version", TILEC_VERSION}}}};
}

// ------------------------------------------------------------- documents

void Server::analyzeAndPublish(Document& doc) {
  doc.analysis = analyze(doc.path, doc.text, opts_);
  if (auto outline = documentSymbols(*doc.analysis, doc.uri, true))
    doc.lastOutline = std::move(*outline);
  if (!doc.analysis->failure.empty())
    log_ << "tilec lsp: the front end failed on " << doc.uri << ": " << doc.analysis->failure << "\n";
  notify("textDocument/publishDiagnostics",
         json::Object{{"uri", doc.uri}, {"version", doc.version}, {"diagnostics", toLspDiagnostics(*doc.analysis, doc.uri)}});
}

void Server::didOpen(const json::Value* params) {
  const json::Object& td = requireObject(paramsObject(params), "textDocument", "params");
  std::string uri = requireString(td, "uri", "textDocument");
  int64_t version = td.getInteger("version").value_or(0);
  Document& doc = docs_.open(uri, version, requireString(td, "text", "textDocument"));
  analyzeAndPublish(doc);
}

void Server::didChange(const json::Value* params) {
  const json::Object& p = paramsObject(params);
  const json::Object& td = requireObject(p, "textDocument", "params");
  std::string uri = requireString(td, "uri", "textDocument");
  Document* doc = docs_.find(uri);
  if (!doc)
    throw ProtocolError(ErrorCode::InvalidParams, "didChange for a document that is not open: " + uri);
  const json::Array* changes = p.getArray("contentChanges");
  if (!changes)
    throw ProtocolError(ErrorCode::InvalidParams, "params.contentChanges must be an array");
  std::string text = doc->text;
  for (const json::Value& c : *changes) {
    const json::Object* change = c.getAsObject();
    if (!change)
      throw ProtocolError(ErrorCode::InvalidParams, "contentChanges[] must be objects");
    applyContentChange(text, *change);
  }
  doc->text = std::move(text);
  doc->version = td.getInteger("version").value_or(doc->version + 1);
  analyzeAndPublish(*doc);
}

void Server::didClose(const json::Value* params) {
  const json::Object& td = requireObject(paramsObject(params), "textDocument", "params");
  std::string uri = requireString(td, "uri", "textDocument");
  if (docs_.close(uri)) // clear what was shown for it
    notify("textDocument/publishDiagnostics", json::Object{{"uri", uri}, {"diagnostics", json::Array{}}});
}

void Server::didChangeWatchedFiles(const json::Value*) {
  // An imported file changed on disk: every open document may see it.
  for (Document* d : docs_.all())
    analyzeAndPublish(*d);
}

// ------------------------------------------------------------- features

Document& Server::documentFor(const json::Value* params) {
  const json::Object& td = requireObject(paramsObject(params), "textDocument", "params");
  std::string uri = requireString(td, "uri", "textDocument");
  Document* doc = docs_.find(uri);
  if (!doc)
    throw ProtocolError(ErrorCode::InvalidParams, "document not open: " + uri);
  if (!doc->analysis)
    analyzeAndPublish(*doc);
  return *doc;
}

json::Value Server::hover(const json::Value* params) {
  Document& doc = documentFor(params);
  Position pos = positionFromJSON(requireObject(paramsObject(params), "position", "params"));
  return lsp::hover(*doc.analysis, pos);
}

json::Value Server::definition(const json::Value* params) {
  Document& doc = documentFor(params);
  Position pos = positionFromJSON(requireObject(paramsObject(params), "position", "params"));
  return lsp::definition(*doc.analysis, doc.uri, pos);
}

json::Value Server::documentSymbol(const json::Value* params) {
  Document& doc = documentFor(params);
  if (!doc.lastOutline)
    return json::Array{};
  if (hierarchicalSymbols_)
    return json::Array(*doc.lastOutline);
  return flattenSymbols(*doc.lastOutline, doc.uri);
}

} // namespace tilec::lsp

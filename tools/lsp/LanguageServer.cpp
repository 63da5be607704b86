#include "tilec/lsp/LanguageServer.h"

#include "tilec/lsp/Protocol.h"
#include "tilec/lsp/Server.h"
#include "tilec/lsp/Transport.h"

#include <istream>
#include <ostream>
#include <string>

namespace tilec::lsp {

namespace {

const char* const kUsage =
    "usage: tilec lsp [-I DIR]... [-D NAME=VALUE]... [--target NAME] [--error-limit N]\n"
    "\n"
    "Runs the tilec language server on stdin/stdout (LSP, JSON-RPC with\n"
    "Content-Length framing): diagnostics, hover, document symbols and go to\n"
    "definition for .tile files. Editors start it; see editors/README.md.\n"
    "\n"
    "  -I DIR            look for imports in DIR too (after the file's directory)\n"
    "  -D NAME=VALUE     override a constant or compile-time parameter, as tilec -D\n"
    "  --target NAME     the target whose layout inference hovers show (default sm_90a)\n"
    "  --error-limit N   stop after N errors per file (0: no limit; default 20)\n";

/// The value of an option written `-I DIR`, `-IDIR` or `--opt=VALUE`.
bool optionValue(int argc, const char* const* argv, int& i, const std::string& flag, std::string& value) {
  std::string a = argv[i];
  if (a == flag) {
    if (i + 1 >= argc)
      return false;
    value = argv[++i];
    return true;
  }
  std::string prefix = flag.size() == 2 ? flag : flag + "=";
  if (a.size() > prefix.size() && a.compare(0, prefix.size(), prefix) == 0) {
    value = a.substr(prefix.size());
    return true;
  }
  return false;
}

} // namespace

int runLanguageServer(int argc, const char* const* argv, std::istream& in, std::ostream& out, std::ostream& err) {
  AnalysisOptions opts;
  for (int i = 0; i < argc; ++i) {
    std::string a = argv[i], v;
    if (a == "-h" || a == "--help") {
      out << kUsage;
      return 0;
    }
    if (optionValue(argc, argv, i, "-I", v)) {
      opts.includeDirs.push_back(v);
    } else if (optionValue(argc, argv, i, "-D", v)) {
      auto eq = v.find('=');
      if (eq == std::string::npos || eq == 0) {
        err << "tilec lsp: error: -D expects name=value, not '" << v << "'\n";
        return 1;
      }
      opts.defines.push_back({v.substr(0, eq), v.substr(eq + 1)});
    } else if (optionValue(argc, argv, i, "--target", v)) {
      auto t = parseTarget(v);
      if (!t) {
        std::string names;
        for (auto n : allTargetNames())
          names += (names.empty() ? "" : ", ") + std::string(n);
        err << "tilec lsp: error: unknown target '" << v << "'; the targets are: " << names << "\n";
        return 1;
      }
      opts.target = *t;
    } else if (optionValue(argc, argv, i, "--error-limit", v) || optionValue(argc, argv, i, "-ferror-limit", v)) {
      try {
        opts.errorLimit = static_cast<unsigned>(std::stoul(v));
      } catch (const std::exception&) {
        err << "tilec lsp: error: --error-limit needs a number, not '" << v << "'\n";
        return 1;
      }
    } else {
      err << "tilec lsp: error: unknown argument '" << a << "'\n" << kUsage;
      return 1;
    }
  }
  Transport transport(in, out);
  Server server([&](const llvm::json::Value& v) { transport.write(toText(v)); }, err, std::move(opts));
  return server.run(transport);
}

} // namespace tilec::lsp

#include "tilec/driver/Options.h"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <fstream>
#include <ostream>
#include <sstream>

namespace tilec::driver {

namespace {

struct EmitName {
  const char* name;
  EmitKind kind;
};
const EmitName kEmits[] = {
    {"ast", EmitKind::Ast},     {"ir", EmitKind::Ir},         {"cuda", EmitKind::Cuda},
    {"llvm", EmitKind::Llvm},   {"ptx", EmitKind::Ptx},       {"cubin", EmitKind::Cubin},
    {"fatbin", EmitKind::Fatbin}, {"obj", EmitKind::Obj},     {"header", EmitKind::Header},
    {"check", EmitKind::Check},
};

/// Expands @file arguments (whitespace-separated, with "..." or '...' quoting).
bool expandResponseFiles(std::vector<std::string>& args, std::ostream& err, int depth = 0) {
  std::vector<std::string> out;
  for (const auto& a : args) {
    if (a.size() < 2 || a[0] != '@') {
      out.push_back(a);
      continue;
    }
    if (depth > 8) {
      err << "tilec: error: response files nest too deeply\n";
      return false;
    }
    std::ifstream in(a.substr(1));
    if (!in) {
      err << "tilec: error: cannot open response file '" << a.substr(1) << "'\n";
      return false;
    }
    std::stringstream ss;
    ss << in.rdbuf();
    std::string text = ss.str(), cur;
    std::vector<std::string> inner;
    char quote = 0;
    bool have = false;
    for (char c : text) {
      if (quote) {
        if (c == quote)
          quote = 0;
        else
          cur += c;
        continue;
      }
      if (c == '"' || c == '\'') {
        quote = c;
        have = true;
      } else if (isspace(static_cast<unsigned char>(c))) {
        if (have || !cur.empty())
          inner.push_back(cur);
        cur.clear();
        have = false;
      } else {
        cur += c;
      }
    }
    if (have || !cur.empty())
      inner.push_back(cur);
    if (!expandResponseFiles(inner, err, depth + 1))
      return false;
    out.insert(out.end(), inner.begin(), inner.end());
  }
  args = std::move(out);
  return true;
}

/// Clang spells some flags with one dash and several letters; CLI11 wants two.
std::string normalizeFlag(const std::string& a) {
  static const char* const multi[] = {"-MD", "-MF", "-Werror", "-fcolor-diagnostics"};
  for (const char* m : multi)
    if (a == m)
      return "-" + a;
  if (a.rfind("-ferror-limit=", 0) == 0)
    return "--error-limit=" + a.substr(14);
  if (a.rfind("-fdiagnostics-format=", 0) == 0)
    return "--diagnostics-format=" + a.substr(21);
  return a;
}

} // namespace

std::string_view emitName(EmitKind k) {
  for (const auto& e : kEmits)
    if (e.kind == k)
      return e.name;
  return "?";
}

std::optional<Options> parseOptions(int argc, const char* const* argv, std::ostream& out, std::ostream& err,
                                    int& exitCode) {
  std::vector<std::string> args;
  for (int i = 1; i < argc; ++i)
    args.push_back(argv[i]);
  if (!expandResponseFiles(args, err)) {
    exitCode = 1;
    return std::nullopt;
  }
  for (auto& a : args)
    a = normalizeFlag(a);

  Options o;
  CLI::App app{"tilec: an ahead-of-time compiler for tile-level GPU kernels (.tile)", "tilec"};
  app.set_version_flag("--version", std::string("tilec version ") + TILEC_VERSION);
  app.footer("Also: tilec lsp [-I DIR] [-D NAME=VALUE]   run the language server on stdio (see editors/README.md)");
  std::string emit = "obj", targets, diagFormat = "text", optText = "2";
  std::vector<std::string> defines;
  app.add_option("inputs", o.inputs, "Input .tile files")->required();
  app.add_option("-o", o.output, "Write the output to this file ('-' or nothing: standard output for text)");
  app.add_option("--emit", emit, "What to produce: ast, ir, cuda, llvm, ptx, cubin, fatbin, obj, header, check");
  app.add_option("--target", targets, "Comma-separated targets: sm_80, sm_86, sm_89, sm_90a; or host (the CPU, alone)");
  app.add_option("-D", defines, "Override a compile-time parameter or constant: -D name=value")->allow_extra_args(false);
  app.add_option("-I", o.includeDirs, "Add a directory to search for imported .tile files")->allow_extra_args(false);
  app.add_option("--kernel", o.kernel, "Only this kernel (or exported symbol)");
  app.add_option("-O", optText, "Optimization level 0-3")->allow_extra_args(false);
  app.add_flag("--print-after-all", o.printAfterAll, "Print the IR after every pass");
  app.add_flag("--print-before-all", o.printBeforeAll, "Print the IR before every pass");
  app.add_option("--passes", o.passes, "Run exactly these passes (comma-separated) instead of the default pipeline");
  app.add_option("--stop-after", o.stopAfter, "Stop the pipeline after this pass (with --emit=ir)");
  app.add_option("--print-after", o.printAfter, "Print the IR after this pass");
  app.add_option("--print-before", o.printBefore, "Print the IR before this pass");
  app.add_flag("--time-passes", o.timePasses, "Report the time spent in each stage and pass");
  app.add_flag("--resource-usage", o.resourceUsage,
               "Report each kernel's registers, stack frame and spills (GPU code: needs ptxas, so cubin, fatbin or -c)");
  app.add_flag("--MD", o.depfile, "Write a Make dependency file (-MD)");
  app.add_option("--MF", o.depfilePath, "Name of the dependency file (-MF)");
  app.add_option("--diagnostics-format", diagFormat, "text or json");
  app.add_option("--error-limit", o.errorLimit, "Stop after this many errors (0: no limit)");
  app.add_flag("--Werror", o.warningsAsErrors, "Treat warnings as errors");
  app.add_flag("--fcolor-diagnostics", o.color, "Color diagnostics");
  app.add_option("--backend", o.backend, "Code generation route: cuda or llvm");
  app.add_option("--cuda-compiler", o.cudaCompiler, "CUDA C compiler: nvrtc or nvcc");
  app.add_option("-H", o.headerPath, "Also write a C header declaring the launchers");
  app.add_flag("-c", o.compileOnly, "Compile to an object file");

  std::vector<const char*> cargv{"tilec"};
  for (const auto& a : args)
    cargv.push_back(a.c_str());
  try {
    app.parse(static_cast<int>(cargv.size()), cargv.data());
  } catch (const CLI::CallForHelp& e) {
    exitCode = app.exit(e, out, err);
    exitCode = 0;
    return std::nullopt;
  } catch (const CLI::CallForVersion& e) {
    out << std::string("tilec version ") + TILEC_VERSION << "\n";
    exitCode = 0;
    return std::nullopt;
  } catch (const CLI::ParseError& e) {
    err << "tilec: error: " << e.what() << "\n";
    if (std::string(e.what()).find("inputs is required") != std::string::npos)
      err << "usage: tilec FILE.tile [--emit=KIND] [-o OUT]; see tilec --help\n";
    exitCode = 1;
    return std::nullopt;
  }
  auto fail = [&](const std::string& msg) {
    err << "tilec: error: " << msg << "\n";
    exitCode = 1;
    return std::nullopt;
  };
  bool found = false;
  for (const auto& e : kEmits)
    if (emit == e.name) {
      o.emit = e.kind;
      found = true;
    }
  if (!found)
    return fail("unknown --emit kind '" + emit + "'; expected ast, ir, cuda, llvm, ptx, cubin, fatbin, obj, header or check");
  if (o.compileOnly) {
    if (app.count("--emit") && o.emit != EmitKind::Obj)
      return fail("-c writes an object file; it cannot be combined with --emit=" + emit);
    o.emit = EmitKind::Obj;
  }
  // The header declares the launchers of the object written alongside it.
  if (!o.headerPath.empty() && o.emit != EmitKind::Obj)
    return fail("-H FILE writes the header of an object file; use it with -c");
  if (app.count("-H") && o.headerPath.empty())
    return fail("-H needs a file name");
  if (optText.size() != 1 || optText[0] < '0' || optText[0] > '3')
    return fail("unknown optimization level '-O" + optText + "'; use -O0, -O1, -O2 or -O3");
  o.optLevel = optText[0] - '0';
  if (diagFormat == "json")
    o.jsonDiagnostics = true;
  else if (diagFormat != "text")
    return fail("unknown --diagnostics-format '" + diagFormat + "'; use text or json");
  if (o.backend != "cuda" && o.backend != "llvm")
    return fail("unknown --backend '" + o.backend + "'; use cuda or llvm");
  if (o.cudaCompiler != "nvrtc" && o.cudaCompiler != "nvcc")
    return fail("unknown --cuda-compiler '" + o.cudaCompiler + "'; use nvrtc or nvcc");
  if (targets.empty())
    targets = "sm_90a";
  size_t start = 0;
  while (start <= targets.size()) {
    size_t comma = targets.find(',', start);
    std::string t = targets.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
    auto k = parseTarget(t);
    if (!k) {
      std::string names;
      for (auto n : allTargetNames())
        names += (names.empty() ? "" : ", ") + std::string(n);
      return fail("unknown target '" + t + "'; known targets: " + names);
    }
    o.targets.push_back(*k);
    if (comma == std::string::npos)
      break;
    start = comma + 1;
  }
  // The host is another kind of machine: its outputs are LLVM IR and x86-64
  // objects (backend/llvm/host), not GPU code, and an object is for one kind.
  bool host = std::find(o.targets.begin(), o.targets.end(), TargetKind::Host) != o.targets.end();
  if (host && o.targets.size() > 1)
    return fail("--target=host cannot be combined with GPU targets: an object holds code for one kind of machine; "
                "compile once for host and once for the GPUs");
  if (host && (o.emit == EmitKind::Cuda || o.emit == EmitKind::Ptx || o.emit == EmitKind::Cubin ||
               o.emit == EmitKind::Fatbin))
    return fail("--emit=" + emit + " is GPU code; with --target=host use --emit=llvm, -c (an object) or --emit=header");
  for (const auto& d : defines) {
    size_t eq = d.find('=');
    std::string name = d.substr(0, eq);
    bool valid = !name.empty() && (isalpha(static_cast<unsigned char>(name[0])) || name[0] == '_');
    for (char c : name)
      valid = valid && (isalnum(static_cast<unsigned char>(c)) || c == '_');
    if (!valid)
      return fail("-D expects name=value; '" + d + "' does not start with a name");
    if (eq == std::string::npos)
      return fail("-D " + name + " needs a value: -D " + name + "=VALUE");
    for (const auto& [prev, val] : o.defines)
      if (prev == name)
        return fail("-D " + name + " is given twice (" + val + " and " + d.substr(eq + 1) + ")");
    o.defines.push_back({name, d.substr(eq + 1)});
  }
  if (o.depfile && o.depfilePath.empty() && o.output.empty())
    return fail("-MD needs -MF FILE or -o OUT to name the dependency file");
  return o;
}

} // namespace tilec::driver

#include "tilec/driver/Driver.h"

#include "tilec/backend/cuda/EmitCUDA.h"
#include "tilec/backend/host/HostObject.h"
#include "tilec/backend/llvm/EmitHost.h"
#include "tilec/backend/llvm/EmitNVPTX.h"

#include "tilec/driver/Options.h"
#include "tilec/frontend/ASTPrinter.h"
#include "tilec/frontend/Compilation.h"
#include "tilec/ir/IRBuilder.h"
#include "tilec/ir/Printer.h"
#include "tilec/lsp/LanguageServer.h"
#include "tilec/optimizer/PassManager.h"

#include <algorithm>
#include <stdexcept>
#include <chrono>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <memory>
#include <ostream>
#include <sstream>

namespace tilec::driver {

namespace {

class StageTimer {
public:
  explicit StageTimer(bool enabled) : enabled_(enabled) {}
  void record(const std::string& name, std::chrono::steady_clock::duration d) {
    if (enabled_)
      stages_.push_back({name, std::chrono::duration<double, std::milli>(d).count()});
  }
  void add(const std::string& name, double ms) {
    if (enabled_)
      stages_.push_back({name, ms});
  }
  void report(std::ostream& err) const {
    if (!enabled_)
      return;
    double total = 0;
    for (const auto& s : stages_)
      total += s.second;
    err << "===-------------------------------------------------------------------------===\n"
        << "                          tilec stage timing report\n"
        << "===-------------------------------------------------------------------------===\n"
        << "  Total: " << std::fixed << std::setprecision(3) << total << " ms\n";
    for (const auto& [name, ms] : stages_)
      err << "  " << std::setw(10) << ms << " ms  " << std::setw(5) << std::setprecision(1)
          << (total > 0 ? 100.0 * ms / total : 0.0) << "%  " << name << "\n"
          << std::setprecision(3);
  }

private:
  bool enabled_;
  std::vector<std::pair<std::string, double>> stages_;
};

template <typename F> auto timed(StageTimer& t, const std::string& name, F&& f) {
  auto start = std::chrono::steady_clock::now();
  auto r = f();
  t.record(name, std::chrono::steady_clock::now() - start);
  return r;
}

bool writeDepfile(const Options& o, const Compilation& c, std::ostream& err) {
  std::string path = !o.depfilePath.empty() ? o.depfilePath : o.output + ".d";
  std::string target = o.output.empty() ? "-" : o.output;
  std::ofstream f(path);
  if (!f) {
    err << "tilec: error: cannot write dependency file '" << path << "'\n";
    return false;
  }
  auto escape = [](const std::string& s) {
    std::string r;
    for (char ch : s) {
      if (ch == ' ' || ch == '#')
        r += '\\';
      if (ch == '$')
        r += '$';
      r += ch;
    }
    return r;
  };
  f << escape(target) << ":";
  for (const auto& d : c.dependencies())
    f << " \\\n  " << escape(d);
  f << "\n";
  return static_cast<bool>(f);
}

/// Runs the pipeline for the first target (or --passes), with the
/// instrumentation options.
bool runPasses(const Options& o, ir::Module& mod, DiagnosticEngine& diags, std::ostream& err) {
  opt::Instrumentation inst;
  inst.printAfter = o.printAfter;
  inst.printBefore = o.printBefore;
  inst.printAfterAll = o.printAfterAll;
  inst.printBeforeAll = o.printBeforeAll;
  inst.timePasses = o.timePasses;
  inst.printStream = &err;
  inst.timingStream = &err;
  std::vector<std::string> names =
      o.passes ? opt::splitPassList(*o.passes) : opt::defaultPipeline(o.targets.front(), o.optLevel);
  auto known = [](const std::string& n) { return opt::findPass(n) != nullptr; };
  std::vector<std::string> mentioned = o.printAfter;
  mentioned.insert(mentioned.end(), o.printBefore.begin(), o.printBefore.end());
  if (o.stopAfter)
    mentioned.push_back(*o.stopAfter);
  mentioned.insert(mentioned.end(), names.begin(), names.end());
  for (const auto& n : mentioned) {
    if (!known(n)) {
      std::string all;
      for (const auto& p : opt::allPasses())
        all += (all.empty() ? "" : ", ") + std::string(p.name);
      diags.error({}, "unknown pass '" + n + "'; the passes are: " + all);
      return false;
    }
  }
  if (o.stopAfter) {
    auto it = std::find(names.begin(), names.end(), *o.stopAfter);
    if (it == names.end()) {
      diags.error({}, "--stop-after=" + *o.stopAfter + " names a pass that is not in the pipeline");
      return false;
    }
    names.erase(it + 1, names.end());
  }
  opt::PassManager pm(inst);
  pm.addPasses(names);
  opt::PassContext ctx;
  ctx.target = o.targets.front();
  ctx.otherTargets.assign(o.targets.begin() + 1, o.targets.end());
  ctx.optLevel = o.optLevel;
  ctx.diags = &diags;
  return pm.run(mod, ctx);
}

/// The output of one code generation route: the bytes and the kernels'
/// launch facts.
struct RouteOutput {
  std::string bytes;
  std::vector<backend::cuda::KernelInfo> kernels;
};

/// Whether the LLVM route compiles (--backend=llvm; --emit=llvm has no
/// other route).
bool usesLlvmRoute(const Options& o) { return o.backend == "llvm" || o.emit == EmitKind::Llvm; }

/// Runs the route the options choose for `emit` (Llvm, Cuda, Ptx, Cubin,
/// Fatbin; Cuda only on the CUDA route, Llvm only on the LLVM route).
std::optional<RouteOutput> runRoute(const Options& o, const ir::Module& mod, EmitKind emit, DiagnosticEngine& diags,
                                    StageTimer& timer) {
  std::vector<std::pair<std::string, double>> times;
  std::optional<RouteOutput> out;
  if (usesLlvmRoute(o)) {
    namespace nv = backend::nvptx;
    if (emit == EmitKind::Cuda) {
      diags.error({}, "--emit=cuda is the output of the CUDA C route; it cannot be combined with --backend=llvm");
      return std::nullopt;
    }
    nv::NvptxOptions no;
    // -O2 (the default) and -O3 run LLVM's -O3 pipeline, as NVRTC and nvcc
    // optimize device code at -O3 unless told otherwise.
    no.optLevel = o.optLevel >= 2 ? 3 : o.optLevel;
    no.resourceUsage = o.resourceUsage;
    auto what = emit == EmitKind::Llvm  ? nv::NvptxOutput::LlvmIR
                : emit == EmitKind::Ptx ? nv::NvptxOutput::Ptx
                : emit == EmitKind::Cubin ? nv::NvptxOutput::Cubin
                                          : nv::NvptxOutput::Fatbin;
    if (auto r = nv::emitNvptx(mod, what, o.targets, no, diags, &times))
      out = RouteOutput{std::move(r->bytes), std::move(r->kernels)};
  } else {
    backend::cuda::CompileOptions co;
    co.compiler = *backend::cuda::parseCudaCompiler(o.cudaCompiler);
    co.resourceUsage = o.resourceUsage;
    auto what = emit == EmitKind::Cuda    ? backend::cuda::CudaOutput::Source
                : emit == EmitKind::Ptx   ? backend::cuda::CudaOutput::Ptx
                : emit == EmitKind::Cubin ? backend::cuda::CudaOutput::Cubin
                                          : backend::cuda::CudaOutput::Fatbin;
    if (auto r = backend::cuda::emitCuda(mod, what, o.targets, co, diags, &times))
      out = RouteOutput{std::move(r->bytes), std::move(r->module.kernels)};
  }
  for (const auto& [name, ms] : times)
    timer.add(name, ms);
  return out;
}

/// -c (object, plus the -H header) and --emit=header: the fatbin (for the
/// object) and the launchers' ABI from the same code generation run.
bool emitHostOutputs(const Options& o, const ir::Module& mod, DiagnosticEngine& diags, StageTimer& timer,
                     std::ostringstream& text) {
  namespace host = backend::host;
  bool object = o.emit == EmitKind::Obj;
  // The header needs only the kernels' signatures: no NVRTC or ptxas run
  // for it (the CUDA source, or the LLVM module).
  std::optional<RouteOutput> result;
  if (object || !usesLlvmRoute(o)) {
    result = runRoute(o, mod, object ? EmitKind::Fatbin : EmitKind::Cuda, diags, timer);
  } else { // the LLVM module of the first target has every kernel's signature
    Options first = o;
    first.targets.resize(1);
    result = runRoute(first, mod, EmitKind::Llvm, diags, timer);
  }
  if (!result)
    return false;
  auto launchers = host::describeLaunchers(mod, result->kernels, diags);
  if (!launchers)
    return false;
  const std::string& source = o.inputs.front();
  if (!object) {
    text << host::emitHeader(*launchers, o.targets, source);
    return true;
  }
  auto start = std::chrono::steady_clock::now();
  auto obj = host::emitHostObject(*launchers, result->bytes, o.targets, source, diags);
  timer.record("host object (LLVM)", std::chrono::steady_clock::now() - start);
  if (!obj)
    return false;
  text << *obj;
  if (!o.headerPath.empty()) {
    std::ofstream h(o.headerPath, std::ios::binary);
    h << host::emitHeader(*launchers, o.targets, source);
    if (!h) {
      diags.error({}, "cannot write the header '" + o.headerPath + "'");
      return false;
    }
  }
  return true;
}

/// --target=host (the only target then): the LLVM module (--emit=llvm), an
/// x86-64 object (-c, with its header for -H) or the header alone.
bool emitForHost(const Options& o, const ir::Module& mod, DiagnosticEngine& diags, StageTimer& timer,
                 std::ostringstream& text) {
  namespace cpu = backend::cpu;
  cpu::HostOptions ho;
  // As the LLVM GPU route: -O2 (the default) and -O3 run LLVM's -O3. The
  // header needs only the signatures.
  ho.optLevel = o.emit == EmitKind::Header ? 0 : o.optLevel >= 2 ? 3 : o.optLevel;
  std::vector<std::pair<std::string, double>> times;
  auto r = cpu::emitHost(mod, o.emit == EmitKind::Obj ? cpu::HostOutput::Object : cpu::HostOutput::LlvmIR, ho, diags,
                         &times);
  for (const auto& [name, ms] : times)
    timer.add(name, ms);
  if (!r)
    return false;
  const std::string& source = o.inputs.front();
  if (o.emit == EmitKind::Header) {
    text << cpu::emitHostHeader(r->kernels, source);
    return true;
  }
  text << r->bytes;
  if (o.emit == EmitKind::Obj && !o.headerPath.empty()) {
    std::ofstream h(o.headerPath, std::ios::binary);
    h << cpu::emitHostHeader(r->kernels, source);
    if (!h) {
      diags.error({}, "cannot write the header '" + o.headerPath + "'");
      return false;
    }
  }
  return true;
}

} // namespace

int runTilec(int argc, const char* const* argv, std::ostream& out, std::ostream& err) {
  if (argc >= 2 && std::string(argv[1]) == "lsp") // `tilec lsp [...]`: the language server on stdio
    return lsp::runLanguageServer(argc - 2, argv + 2, std::cin, out, err);
  int exitCode = 0;
  auto opts = parseOptions(argc, argv, out, err, exitCode);
  if (!opts)
    return exitCode;
  const Options& o = *opts;

  SourceManager sm;
  DiagnosticEngine diags(sm);
  std::unique_ptr<DiagnosticConsumer> consumer;
  if (o.jsonDiagnostics)
    consumer = std::make_unique<JsonDiagnosticConsumer>(err);
  else
    consumer = std::make_unique<TextDiagnosticConsumer>(err, o.color);
  diags.setConsumer(consumer.get());
  diags.setErrorLimit(o.errorLimit);
  diags.setWarningsAsErrors(o.warningsAsErrors);

  FrontendOptions fo;
  fo.includeDirs = o.includeDirs;
  fo.sema.defines = o.defines;
  fo.sema.kernel = o.kernel;
  Compilation comp(sm, diags, fo);
  StageTimer timer(o.timePasses);

  auto finish = [&](int status) {
    diags.finish();
    timer.report(err);
    return diags.hasErrors() ? 1 : status;
  };

  if ((o.emit == EmitKind::Cubin || o.emit == EmitKind::Fatbin || o.emit == EmitKind::Obj) &&
      (o.output.empty() || o.output == "-")) {
    if (o.compileOnly) {
      err << "tilec: error: -c writes an object file; give its name with -o\n";
      return 1;
    }
    err << "tilec: error: --emit=" << emitName(o.emit) << " writes binary data; give an output file with -o\n";
    return 1;
  }
  bool parsed = timed(timer, "parse", [&] {
    bool ok = true;
    for (const auto& in : o.inputs)
      ok = comp.addFile(in) && ok;
    return ok;
  });
  if (!parsed)
    return finish(1);
  std::ostringstream text;
  if (o.emit == EmitKind::Ast || o.emit == EmitKind::Check) {
    bool checked = timed(timer, "semantic analysis", [&] { return comp.check(); });
    if (!checked)
      return finish(1);
  }
  switch (o.emit) {
  case EmitKind::Ast:
    for (const auto& m : comp.modules())
      ast::printModule(*m, sm, text);
    break;
  case EmitKind::Check: break;
  case EmitKind::Ir:
  case EmitKind::Llvm:
  case EmitKind::Cuda:
  case EmitKind::Ptx:
  case EmitKind::Cubin:
  case EmitKind::Fatbin:
  case EmitKind::Obj:
  case EmitKind::Header: {
    // Invariant failures inside the compiler are bugs: report them as such,
    // with the input to blame, instead of aborting.
    try {
      auto mod = timed(timer, "semantic analysis and IR building", [&] { return ir::buildModule(comp); });
      if (!mod)
        return finish(1);
      if (!runPasses(o, *mod, diags, err))
        return finish(1);
      if (o.emit == EmitKind::Ir) {
        text << ir::printModule(*mod);
        break;
      }
      if (o.targets.front() == TargetKind::Host) { // Options allows llvm, obj and header only
        if (!emitForHost(o, *mod, diags, timer, text))
          return finish(1);
        break;
      }
      if (o.emit == EmitKind::Obj || o.emit == EmitKind::Header) {
        if (!emitHostOutputs(o, *mod, diags, timer, text))
          return finish(1);
        break;
      }
      auto result = runRoute(o, *mod, o.emit, diags, timer);
      if (!result)
        return finish(1);
      text << result->bytes;
    } catch (const std::exception& e) {
      diags.error({}, std::string("internal compiler error: ") + e.what() + "; please report this with the input file");
      return finish(1);
    }
    break;
  }
  default:
    diags.error({}, "--emit=" + std::string(emitName(o.emit)) +
                        " is not implemented yet; this build of tilec supports --emit=ast, --emit=check and --emit=ir");
    return finish(1);
  }
  if (o.emit != EmitKind::Check) {
    if (o.output.empty() || o.output == "-") {
      out << text.str();
    } else {
      std::ofstream f(o.output, std::ios::binary);
      f << text.str();
      if (!f) {
        err << "tilec: error: cannot write '" << o.output << "'\n";
        return finish(1);
      }
    }
  }
  if (o.depfile && !writeDepfile(o, comp, err))
    return finish(1);
  return finish(0);
}

} // namespace tilec::driver

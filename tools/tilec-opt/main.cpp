// tilec-opt: reads printed tile IR, runs the passes named by --passes, and
// prints the result (--emit=ir, for golden tests of single passes) or hands
// the (lowered) IR to a backend: the CUDA C route (--emit=cuda prints the
// CUDA C) or, with --backend=llvm, the LLVM route (--emit=llvm prints the
// LLVM module); --emit=ptx / cubin / fatbin compile it (binary outputs need -o).
// With --target=host, --emit=llvm prints the host route's module of
// tile-level IR.
#include "tilec/backend/cuda/CodegenCUDA.h"
#include "tilec/backend/cuda/CompileCUDA.h"
#include "tilec/backend/cuda/EmitCUDA.h"
#include "tilec/backend/llvm/EmitHost.h"
#include "tilec/backend/llvm/EmitNVPTX.h"
#include "tilec/basic/LargeStack.h"
#include "tilec/ir/IRParser.h"
#include "tilec/ir/Printer.h"
#include "tilec/optimizer/PassManager.h"

#include <CLI/CLI.hpp>

#include <chrono>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <sstream>

namespace {

namespace cuda = tilec::backend::cuda;

bool readInput(const std::string& input, std::string& text) {
  std::stringstream ss;
  if (input == "-") {
    ss << std::cin.rdbuf();
  } else {
    std::ifstream in(input, std::ios::binary);
    if (!in) {
      std::cerr << "tilec-opt: error: cannot open '" << input << "'\n";
      return false;
    }
    ss << in.rdbuf();
  }
  text = ss.str();
  return true;
}

bool writeOutput(const std::string& output, const std::string& bytes) {
  if (output.empty() || output == "-") {
    std::cout << bytes;
    return true;
  }
  std::ofstream f(output, std::ios::binary);
  f.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  if (!f) {
    std::cerr << "tilec-opt: error: cannot write '" << output << "'\n";
    return false;
  }
  return true;
}

/// --list-fatbin: one line per image, "elf sm_80", "ptx sm_90".
int listFatbin(const std::string& input) {
  std::string bytes;
  if (!readInput(input, bytes))
    return 1;
  auto images = cuda::listFatbinImages(bytes);
  if (!images) {
    std::cerr << "tilec-opt: error: '" << input << "' is not a fatbin\n";
    return 1;
  }
  for (const auto& img : *images)
    std::cout << img.name() << "\n";
  return 0;
}

int run(int argc, char** argv) {
  CLI::App app{"tilec-opt: run tilec passes on printed tile IR, or compile lowered IR (CUDA C or LLVM route)",
               "tilec-opt"};
  std::string input, output, passes, emit = "ir", compiler = "nvrtc", cudaPath, backend = "cuda";
  std::vector<std::string> targetNames = {"sm_90a"};
  tilec::opt::Instrumentation inst;
  int optLevel = 2;
  bool lineInfo = false, noPtx = false, fatbinList = false;
  app.add_option("input", input, "Printed IR file ('-' for standard input)")->required();
  app.add_option("-o", output, "Output file (standard output by default; required for cubin and fatbin)");
  app.add_option("--passes", passes, "Comma-separated passes to run");
  app.add_option("--target", targetNames,
                 "Targets, comma-separated (sm_80,sm_90a): the passes assume the first; a fatbin holds them all")
      ->delimiter(',');
  app.add_option("--emit", emit, "What to write: ir (default), cuda, llvm, ptx, cubin or fatbin");
  app.add_option("--backend", backend, "Code generation route: cuda (default) or llvm");
  app.add_option("--cuda-compiler", compiler, "Compile CUDA C with nvrtc (default, in process) or nvcc");
  app.add_option("--cuda-path", cudaPath, "CUDA toolkit root (headers, nvcc, fatbinary)");
  app.add_flag("--lineinfo", lineInfo, "Keep line information in CUBINs (for profilers)");
  app.add_flag("--no-ptx", noPtx, "Leave the PTX out of fatbins");
  app.add_flag("--list-fatbin", fatbinList, "Treat the input as a fatbin and list its images");
  app.add_option("-O", optLevel, "Optimization level");
  app.add_flag("--print-after-all", inst.printAfterAll, "Print the IR after every pass");
  app.add_flag("--print-before-all", inst.printBeforeAll, "Print the IR before every pass");
  app.add_option("--print-after", inst.printAfter, "Print the IR after this pass");
  app.add_option("--print-before", inst.printBefore, "Print the IR before this pass");
  app.add_flag("--time-passes", inst.timePasses, "Report the time spent in each pass and backend stage");
  app.add_flag("!--no-verify", inst.verifyEach, "Do not verify the IR after each pass");
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e);
  }
  if (fatbinList)
    return listFatbin(input);
  if (emit != "ir" && emit != "cuda" && emit != "llvm" && emit != "ptx" && emit != "cubin" && emit != "fatbin") {
    std::cerr << "tilec-opt: error: unknown --emit kind '" << emit << "' (ir, cuda, llvm, ptx, cubin or fatbin)\n";
    return 1;
  }
  if (backend != "cuda" && backend != "llvm") {
    std::cerr << "tilec-opt: error: unknown --backend '" << backend << "' (cuda or llvm)\n";
    return 1;
  }
  bool llvmRoute = backend == "llvm" || emit == "llvm";
  if (llvmRoute && emit == "cuda") {
    std::cerr << "tilec-opt: error: --emit=cuda is the output of the CUDA C route; it cannot be combined with "
                 "--backend=llvm\n";
    return 1;
  }
  std::vector<tilec::TargetKind> targets;
  for (const auto& name : targetNames) {
    auto t = tilec::parseTarget(name);
    if (!t) {
      std::cerr << "tilec-opt: error: unknown target '" << name << "'\n";
      return 1;
    }
    targets.push_back(*t);
  }
  if (targets.empty()) {
    std::cerr << "tilec-opt: error: --target names no target\n";
    return 1;
  }
  cuda::CompileOptions co;
  if (auto c = cuda::parseCudaCompiler(compiler)) {
    co.compiler = *c;
  } else {
    std::cerr << "tilec-opt: error: unknown --cuda-compiler '" << compiler << "' (nvrtc or nvcc)\n";
    return 1;
  }
  co.cudaRoot = cudaPath;
  co.lineInfo = lineInfo;
  co.embedPtx = !noPtx;
  bool binary = emit == "cubin" || emit == "fatbin";
  if (binary && (output.empty() || output == "-")) {
    std::cerr << "tilec-opt: error: --emit=" << emit << " writes binary data; give an output file with -o\n";
    return 1;
  }
  if ((emit == "ptx" || emit == "cubin" || emit == "llvm") && targets.size() != 1) {
    std::cerr << "tilec-opt: error: --emit=" << emit << " needs exactly one --target (a fatbin holds several)\n";
    return 1;
  }

  std::string text;
  if (!readInput(input, text))
    return 1;
  tilec::SourceManager sm;
  tilec::DiagnosticEngine diags(sm);
  tilec::TextDiagnosticConsumer consumer(std::cerr);
  diags.setConsumer(&consumer);
  auto mod = tilec::ir::parseModule(text, input, sm, diags);
  if (!mod)
    return 1;
  tilec::opt::PassManager pm(inst);
  if (auto bad = pm.addPasses(tilec::opt::splitPassList(passes))) {
    std::cerr << "tilec-opt: error: unknown pass '" << *bad << "'\n";
    return 1;
  }
  tilec::opt::PassContext ctx;
  ctx.target = targets.front();
  ctx.otherTargets.assign(targets.begin() + 1, targets.end());
  ctx.optLevel = optLevel;
  ctx.diags = &diags;
  if (!pm.run(*mod, ctx))
    return 1;
  if (emit == "ir")
    return writeOutput(output, tilec::ir::printModule(*mod)) ? 0 : 1;

  // The backend, with stage times for --time-passes.
  std::vector<std::pair<std::string, double>> times;
  std::optional<std::string> result;
  if (targets.front() == tilec::TargetKind::Host) {
    // The host route takes tile-level IR and writes its LLVM module.
    if (emit != "llvm" || targets.size() != 1) {
      std::cerr << "tilec-opt: error: with --target=host the only backend output is --emit=llvm\n";
      return 1;
    }
    namespace cpu = tilec::backend::cpu;
    cpu::HostOptions ho;
    ho.optLevel = optLevel >= 2 ? 3 : optLevel;
    if (auto r = cpu::emitHost(*mod, cpu::HostOutput::LlvmIR, ho, diags, &times))
      result = std::move(r->bytes);
  } else if (llvmRoute) {
    namespace nv = tilec::backend::nvptx;
    nv::NvptxOptions no;
    no.cudaRoot = cudaPath;
    no.embedPtx = !noPtx;
    no.optLevel = optLevel >= 2 ? 3 : optLevel; // as tilec: -O2 runs LLVM's -O3 pipeline
    nv::NvptxOutput what = emit == "llvm"  ? nv::NvptxOutput::LlvmIR
                           : emit == "ptx" ? nv::NvptxOutput::Ptx
                           : emit == "cubin" ? nv::NvptxOutput::Cubin
                                             : nv::NvptxOutput::Fatbin;
    if (auto r = nv::emitNvptx(*mod, what, targets, no, diags, &times))
      result = std::move(r->bytes);
  } else {
    cuda::CudaOutput what = emit == "cuda"  ? cuda::CudaOutput::Source
                            : emit == "ptx" ? cuda::CudaOutput::Ptx
                            : emit == "cubin" ? cuda::CudaOutput::Cubin
                                              : cuda::CudaOutput::Fatbin;
    if (auto r = cuda::emitCuda(*mod, what, targets, co, diags, &times))
      result = std::move(r->bytes);
  }
  if (inst.timePasses) {
    std::cerr << "===-------------------------------------------------------------------------===\n"
              << "                          tilec backend timing report\n"
              << "===-------------------------------------------------------------------------===\n";
    for (const auto& [n, ms] : times)
      std::cerr << "  " << std::fixed << std::setprecision(3) << std::setw(10) << ms << " ms  " << n << "\n";
  }
  if (!result)
    return 1;
  return writeOutput(output, *result) ? 0 : 1;
}

} // namespace

int main(int argc, char** argv) {
  int status = 1;
  tilec::runWithLargeStack([&] { status = run(argc, argv); });
  return status;
}

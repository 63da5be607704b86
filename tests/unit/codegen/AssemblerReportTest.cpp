// Reading ptxas -v output (AssemblerReport.h): the resources per kernel and
// the wgmma serialization remarks, and the diagnostics made of them.
#include "tilec/backend/cuda/AssemblerReport.h"

#include <catch2/catch.hpp>

using namespace tilec;
using namespace tilec::backend::cuda;

namespace {
// The shape of a real CUDA 13 log: remarks first, then per entry function.
const char* kLog =
    "ptxas info    : (C7515) Potential Performance Loss: wgmma.mma_async instructions are serialized due to "
    "non wgmma instructions defining accumulator registers of a wgmma between start and end of the pipeline "
    "stage in the function 'attn_ps'\n"
    "ptxas info    : 4 bytes gmem\n"
    "ptxas info    : Compiling entry function 'attn_ps' for 'sm_90a'\n"
    "ptxas info    : Function properties for attn_ps\n"
    "    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads\n"
    "ptxas info    : Used 168 registers, used 16 barriers\n"
    "ptxas info    : Compile time = 428.090 ms\n"
    "ptxas info    : Compiling entry function 'gemm_big' for 'sm_90a'\n"
    "ptxas info    : Function properties for gemm_big\n"
    "    40 bytes stack frame, 36 bytes spill stores, 44 bytes spill loads\n"
    "ptxas info    : Used 255 registers, used 1 barriers, 40 bytes cumulative stack size\n";
} // namespace

TEST_CASE("ptxas -v output gives each kernel's resources", "[codegen][assembler]") {
  auto ks = parseAssemblerLog(kLog);
  REQUIRE(ks.size() == 2);
  CHECK(ks[0].kernel == "attn_ps");
  CHECK(ks[0].target == "sm_90a");
  CHECK(ks[0].registers == 168);
  CHECK(ks[0].spillStoreBytes == 0);
  REQUIRE(ks[0].serialized.size() == 1);
  CHECK(ks[0].serialized[0].rfind("C7515: wgmma.mma_async instructions are serialized", 0) == 0);
  CHECK(ks[1].kernel == "gemm_big");
  CHECK(ks[1].registers == 255);
  CHECK(ks[1].stackBytes == 40);
  CHECK(ks[1].spillStoreBytes == 36);
  CHECK(ks[1].spillLoadBytes == 44);
  CHECK(ks[1].serialized.empty());
}

TEST_CASE("lines of other tools and an empty log give nothing", "[codegen][assembler]") {
  CHECK(parseAssemblerLog("").empty());
  CHECK(parseAssemblerLog("nvcc warning : something else\nptxas info    : 0 bytes gmem\n").empty());
  // Properties without a preceding entry line still belong to their kernel.
  auto ks = parseAssemblerLog("ptxas info    : Function properties for k\n    8 bytes stack frame, 0 bytes "
                              "spill stores, 0 bytes spill loads\n");
  REQUIRE(ks.size() == 1);
  CHECK(ks[0].stackBytes == 8);
  CHECK(!ks[0].registers);
  // Such a function (a device routine, not a kernel) is not reported.
  SourceManager sm;
  DiagnosticEngine diags(sm);
  reportAssembler(ks, ir::Module{}, /*resourceUsage=*/true, diags);
  CHECK(diags.diagnostics().empty());
}

TEST_CASE("a device function's lines between an entry's lines do not disturb it", "[codegen][assembler]") {
  // Entries are added as functions appear; the entry being compiled must
  // still get its register count after a new function was added.
  auto ks = parseAssemblerLog("ptxas info    : Compiling entry function 'k' for 'sm_80'\n"
                              "ptxas info    : Function properties for helper_a\n"
                              "    16 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads\n"
                              "ptxas info    : Function properties for helper_b\n"
                              "    8 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads\n"
                              "ptxas info    : Function properties for k\n"
                              "    24 bytes stack frame, 4 bytes spill stores, 4 bytes spill loads\n"
                              "ptxas info    : Used 40 registers\n");
  REQUIRE(ks.size() == 3);
  CHECK(ks[0].kernel == "k");
  CHECK(ks[0].target == "sm_80");
  CHECK(ks[0].registers == 40);
  CHECK(ks[0].stackBytes == 24);
  CHECK(ks[0].spillStoreBytes == 4);
  CHECK(ks[1].stackBytes == 16);
  CHECK(ks[2].stackBytes == 8);
  CHECK(!ks[1].registers);
}

TEST_CASE("an injected warpgroup.arrive is a warning at its kernel", "[codegen][assembler]") {
  const char* log = "ptxas info    : Compiling entry function 'attn_rs' for 'sm_90a'\n"
                    "ptxas info    : warpgroup.arrive is injected in around line 812 by compiler to allow use of "
                    "registers in GMMA in function 'attn_rs'\n"
                    "ptxas info    : Used 128 registers, used 1 barriers\n";
  auto ks = parseAssemblerLog(log);
  REQUIRE(ks.size() == 1);
  CHECK(ks[0].registers == 128);
  CHECK(ks[0].serialized.empty());
  REQUIRE(ks[0].injectedArrives == std::vector<int64_t>{812});
  SourceManager sm;
  DiagnosticEngine diags(sm);
  ir::Module m;
  reportAssembler(ks, m, /*resourceUsage=*/false, diags);
  REQUIRE(diags.diagnostics().size() == 1);
  CHECK(diags.diagnostics()[0].severity == Severity::Warning);
  CHECK(diags.diagnostics()[0].message.find("injected a warpgroup.arrive into kernel 'attn_rs' for sm_90a (near line 812") !=
        std::string::npos);
}

TEST_CASE("a serialized kernel is a warning; resources are notes on request", "[codegen][assembler]") {
  SourceManager sm;
  DiagnosticEngine diags(sm);
  ir::Module m;
  auto ks = parseAssemblerLog(kLog);
  reportAssembler(ks, m, /*resourceUsage=*/false, diags);
  REQUIRE(diags.diagnostics().size() == 1);
  CHECK(diags.diagnostics()[0].severity == Severity::Warning);
  CHECK(diags.diagnostics()[0].message.find("kernel 'attn_ps' for sm_90a") != std::string::npos);
  CHECK(diags.diagnostics()[0].message.find("C7515") != std::string::npos);

  DiagnosticEngine verbose(sm);
  reportAssembler(ks, m, /*resourceUsage=*/true, verbose);
  REQUIRE(verbose.diagnostics().size() == 3);
  CHECK(verbose.diagnostics()[1].severity == Severity::Note);
  CHECK(verbose.diagnostics()[1].message == "kernel 'attn_ps' for sm_90a: 168 registers, 0 bytes of stack frame, no spills");
  CHECK(verbose.diagnostics()[2].message == "kernel 'gemm_big' for sm_90a: 255 registers, 40 bytes of stack frame, "
                                            "spills 36 bytes stored and 44 bytes loaded to local memory");
}

// Both routes give the same launch ABI: for every export of every example
// that lowers, the LLVM route's KernelInfo equals the CUDA route's, field by
// field (host launchers, headers and tilert are written from it).
#include "tilec/backend/cuda/CodegenCUDA.h"
#include "tilec/backend/llvm/EmitNVPTX.h"
#include "tilec/frontend/Compilation.h"
#include "tilec/ir/IRBuilder.h"
#include "tilec/optimizer/PassManager.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>

using namespace tilec;
namespace nv = tilec::backend::nvptx;
namespace cuda = tilec::backend::cuda;

namespace {

/// The examples' module after the default pipeline for `target`, or nullopt
/// when the example does not lower (yet) on any route.
std::optional<ir::Module> lowered(const std::string& path, TargetKind target, SourceManager& sm,
                                  DiagnosticEngine& diags) {
  Compilation comp(sm, diags, FrontendOptions());
  if (!comp.addFile(path))
    return std::nullopt;
  auto mod = ir::buildModule(comp);
  if (!mod)
    return std::nullopt;
  opt::PassManager pm;
  if (pm.addPasses(opt::defaultPipeline(target, 2)))
    return std::nullopt;
  opt::PassContext ctx;
  ctx.target = target;
  ctx.optLevel = 2;
  ctx.diags = &diags;
  if (!pm.run(*mod, ctx))
    return std::nullopt;
  return mod;
}

} // namespace

TEST_CASE("nvptx: every example's kernels have the CUDA route's launch ABI", "[nvptx][parity]") {
  std::vector<std::string> files;
  for (const auto& entry : std::filesystem::directory_iterator(TILEC_EXAMPLES_DIR))
    if (entry.path().extension() == ".tile")
      files.push_back(entry.path().string());
  std::sort(files.begin(), files.end());
  REQUIRE(files.size() >= 13);
  int compared = 0;
  // sm_90a: the pipeline for sm_80 differs only in the GEMMs' instructions.
  for (TargetKind target : {TargetKind::SM90A}) {
    for (const auto& file : files) {
      INFO(file << " for " << targetInfo(target).name);
      SourceManager sm;
      DiagnosticEngine diags(sm);
      diags.setErrorLimit(0);
      auto mod = lowered(file, target, sm, diags);
      if (!mod)
        continue; // an example that does not lower for this target (MLA decode on sm_80)
      auto viaCuda = cuda::generateCuda(*mod, diags);
      nv::NvptxOptions o;
      o.optLevel = 0;
      auto viaLlvm = nv::emitNvptx(*mod, nv::NvptxOutput::LlvmIR, {target}, o, diags);
      REQUIRE(viaCuda);
      REQUIRE(viaLlvm);
      REQUIRE(viaCuda->kernels.size() == viaLlvm->kernels.size());
      for (size_t i = 0; i < viaCuda->kernels.size(); ++i) {
        const cuda::KernelInfo& a = viaCuda->kernels[i];
        const cuda::KernelInfo& b = viaLlvm->kernels[i];
        INFO("kernel " << a.name);
        CHECK(a.name == b.name);
        CHECK(a.threads == b.threads);
        CHECK(a.threadsPerBlock == b.threadsPerBlock);
        CHECK(a.dynamicSharedBytes == b.dynamicSharedBytes);
        REQUIRE(a.params.size() == b.params.size());
        for (size_t p = 0; p < a.params.size(); ++p) {
          CHECK(a.params[p].name == b.params[p].name);
          CHECK(a.params[p].ctype == b.params[p].ctype);
          CHECK(a.params[p].isPointer == b.params[p].isPointer);
          CHECK(a.params[p].isConst == b.params[p].isConst);
          CHECK(a.params[p].isDynamicDim == b.params[p].isDynamicDim);
          // TMA tensor maps: what the launchers encode.
          CHECK(a.params[p].tmaTensor == b.params[p].tmaTensor);
          CHECK(a.params[p].tmaRank == b.params[p].tmaRank);
          for (int d = 0; d < 5; ++d)
            CHECK(a.params[p].tmaBox[d] == b.params[p].tmaBox[d]);
          CHECK(a.params[p].tmaDataType == b.params[p].tmaDataType);
          CHECK(a.params[p].tmaSwizzleMode == b.params[p].tmaSwizzleMode);
          CHECK(a.params[p].tmaElemBytes == b.params[p].tmaElemBytes);
          CHECK(a.params[p].isTmaFlag == b.params[p].isTmaFlag);
        }
        ++compared;
      }
    }
  }
  CHECK(compared >= 30); // every export of the examples that lower
}

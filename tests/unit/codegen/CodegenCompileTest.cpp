// Compiling generated CUDA C: the embedded device library, target spellings,
// fatbin inspection, and (when this build has NVRTC and a toolkit) real
// compilations, including the report of a compiler failure.
#include "CodegenTestUtil.h"

#include "tilec/backend/cuda/CompileCUDA.h"

#include <catch2/catch.hpp>

#include <cstring>
#include <filesystem>

using namespace tilec;
using namespace tilec::backend::cuda;
using namespace tilec::backend::cuda::test;

namespace {

bool toolkitPresent() {
  Toolkit t = findToolkit({});
  std::error_code ec;
  return haveNvrtc() && std::filesystem::exists(std::filesystem::path(t.includeDir) / "cuda_fp16.h", ec);
}

void put16(std::string& s, size_t off, uint32_t v) {
  s[off] = static_cast<char>(v & 0xff);
  s[off + 1] = static_cast<char>((v >> 8) & 0xff);
}
void put32(std::string& s, size_t off, uint32_t v) {
  put16(s, off, v & 0xffff);
  put16(s, off + 2, v >> 16);
}
void put64(std::string& s, size_t off, uint64_t v) {
  put32(s, off, static_cast<uint32_t>(v));
  put32(s, off + 4, static_cast<uint32_t>(v >> 32));
}

/// A fatbin in fatbinary's layout with images (kind, sm, flags, payload bytes).
std::string fakeFatbin(const std::vector<std::tuple<int, int, uint64_t, size_t>>& images) {
  std::string body;
  for (auto [kind, sm, flags, payload] : images) {
    std::string h(64, '\0');
    put16(h, 0, static_cast<uint32_t>(kind));
    put16(h, 2, 0x0101);
    put32(h, 4, 64);
    put64(h, 8, payload);
    put32(h, 28, static_cast<uint32_t>(sm));
    put64(h, 40, flags);
    body += h + std::string(payload, 'x');
  }
  std::string head(16, '\0');
  put32(head, 0, kFatbinMagic);
  put16(head, 4, 1);
  put16(head, 6, 16);
  put64(head, 8, body.size());
  return head + body;
}

const char* kKernel = "@T.prim_func\n"
                      "def scale[N: T.int32](A: T.Tensor((N,), \"float16\"), B: T.Tensor((N,), \"float32\")):\n"
                      "    with T.launch(grid=(T.floordiv(N + 127, 128),), threads=(128,)) as (bx,):\n"
                      "        for tx in T.thread_binding(0, 128, thread=\"threadIdx.x\"):\n"
                      "            if bx * 128 + tx < N:\n"
                      "                B[bx * 128 + tx] = T.cast(A[bx * 128 + tx], \"float32\") * 2.0\n";

} // namespace

TEST_CASE("the device library is embedded", "[codegen][compile]") {
  const auto& headers = deviceHeaders();
  REQUIRE(headers.size() >= 2);
  bool umbrella = false;
  for (const auto& h : headers) {
    CHECK(std::string(h.name).rfind("tilec/device/", 0) == 0);
    CHECK(std::strlen(h.text) > 0);
    if (std::string(h.name) == "tilec/device/tilec.h")
      umbrella = true;
  }
  CHECK(umbrella);
}

TEST_CASE("target spellings for the toolkit", "[codegen][compile]") {
  CHECK(archSuffix(TargetKind::SM80) == "80");
  CHECK(archSuffix(TargetKind::SM90A) == "90a");
  CHECK(virtualArch(TargetKind::SM90A) == "compute_90");
  CHECK(virtualArch(TargetKind::SM89) == "compute_89");
  CHECK(parseCudaCompiler("nvrtc") == CudaCompilerKind::Nvrtc);
  CHECK(parseCudaCompiler("nvcc") == CudaCompilerKind::Nvcc);
  CHECK_FALSE(parseCudaCompiler("clang"));
}

TEST_CASE("fatbin images are listed", "[codegen][fatbin]") {
  auto images = listFatbinImages(fakeFatbin({{2, 80, 0x11, 100}, {2, 90, 0x100011, 120}, {1, 90, 0x8011, 50}}));
  REQUIRE(images);
  REQUIRE(images->size() == 3);
  CHECK((*images)[0].name() == "elf sm_80");
  CHECK((*images)[1].name() == "elf sm_90a");
  CHECK((*images)[2].name() == "ptx sm_90");
  CHECK((*images)[1].payloadBytes == 120);
}

TEST_CASE("malformed fatbins are rejected", "[codegen][fatbin]") {
  CHECK_FALSE(listFatbinImages(""));
  CHECK_FALSE(listFatbinImages("\x7f" "ELF and more bytes than a header"));
  std::string good = fakeFatbin({{2, 80, 0x11, 100}});
  CHECK(listFatbinImages(good));
  CHECK_FALSE(listFatbinImages(good.substr(0, good.size() - 1))); // truncated
  std::string badKind = good;
  put16(badKind, 16, 7);
  CHECK_FALSE(listFatbinImages(badKind));
}

TEST_CASE("NVRTC compiles generated code for every target", "[codegen][compile][nvrtc]") {
  if (!toolkitPresent()) {
    WARN("no NVRTC or CUDA toolkit in this build: compilation not tested");
    return;
  }
  auto g = generate(kKernel);
  REQUIRE(g.cuda);
  CompileOptions o;
  auto cubin = compileToCubin(g.source(), TargetKind::SM80, o, *g.diags);
  REQUIRE(cubin);
  CHECK(cubin->substr(0, 4) == "\x7f" "ELF");
  auto ptx = compileToPtx(g.source(), "compute_90", o, *g.diags);
  REQUIRE(ptx);
  CHECK(ptx->find(".target sm_90") != std::string::npos);
  CHECK(ptx->find(".entry scale(") != std::string::npos);
  auto fat = compileToFatbin(g.source(), {TargetKind::SM80, TargetKind::SM86, TargetKind::SM89, TargetKind::SM90A}, o,
                             *g.diags);
  REQUIRE(fat);
  auto images = listFatbinImages(*fat);
  REQUIRE(images);
  std::vector<std::string> names;
  for (const auto& i : *images)
    names.push_back(i.name());
  CHECK(names == std::vector<std::string>{"elf sm_80", "elf sm_86", "elf sm_89", "elf sm_90a", "ptx sm_90"});
  CHECK(g.errors().empty());
}

TEST_CASE("a compiler failure is an internal error with the log", "[codegen][compile][nvrtc]") {
  if (!toolkitPresent()) {
    WARN("no NVRTC or CUDA toolkit in this build: compilation not tested");
    return;
  }
  SourceManager sm;
  DiagnosticEngine diags(sm);
  auto cubin = compileToCubin("extern \"C\" __global__ void k() { undeclared_thing(); }\n", TargetKind::SM80, {}, diags);
  CHECK_FALSE(cubin);
  REQUIRE(diags.diagnostics().size() == 1);
  const std::string& msg = diags.diagnostics()[0].message;
  CHECK(msg.rfind("internal compiler error: NVRTC failed to compile the generated CUDA C (sm_80 CUBIN):", 0) == 0);
  CHECK(msg.find("undeclared_thing") != std::string::npos);
}

TEST_CASE("the host target is refused", "[codegen][compile]") {
  SourceManager sm;
  DiagnosticEngine diags(sm);
  CHECK_FALSE(compileToFatbin("", {TargetKind::Host}, {}, diags));
  REQUIRE(diags.diagnostics().size() == 1);
  CHECK(diags.diagnostics()[0].message == "target host is not a GPU; the CUDA backend cannot compile for it");
}

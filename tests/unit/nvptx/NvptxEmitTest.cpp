// The LLVM route on small kernels: one construct per test, checked in the
// LLVM IR as generated (-O0, so that LLVM's pipeline has not rewritten it
// yet), and the errors it reports.
#include "tilec/backend/llvm/EmitNVPTX.h"
#include "tilec/ir/IRParser.h"

#include <catch2/catch.hpp>

#include <memory>

using namespace tilec;
namespace nv = tilec::backend::nvptx;

namespace {

struct Emitted {
  std::unique_ptr<SourceManager> sm = std::make_unique<SourceManager>();
  std::unique_ptr<DiagnosticEngine> diags = std::make_unique<DiagnosticEngine>(*sm);
  std::optional<nv::NvptxResult> result;

  std::vector<std::string> errors() const {
    std::vector<std::string> out;
    for (const auto& d : diags->diagnostics()) {
      if (d.severity != Severity::Error)
        continue;
      std::string where;
      if (d.range.valid()) {
        LineCol lc = sm->lineCol(d.range.begin);
        where = std::to_string(lc.line) + ":" + std::to_string(lc.col) + ": ";
      }
      out.push_back(where + d.message);
    }
    return out;
  }
  bool contains(const std::string& s) const { return result && result->bytes.find(s) != std::string::npos; }
};

/// Parses printed IR and prints the LLVM module the route makes of it.
Emitted emit(const std::string& text, TargetKind target = TargetKind::SM90A, int optLevel = 0) {
  Emitted e;
  e.diags->setErrorLimit(0);
  auto m = ir::parseModule(text, "test.tir", *e.sm, *e.diags);
  if (!m)
    return e;
  nv::NvptxOptions o;
  o.optLevel = optLevel;
  e.result = nv::emitNvptx(*m, nv::NvptxOutput::LlvmIR, {target}, o, *e.diags);
  return e;
}

/// A kernel `k(A: float32[128], B: int32[128], ...)` with one thread binding
/// around `body` (indented by 12 spaces in the caller's text).
std::string kernel(const std::string& body, const std::string& extraParams = "") {
  return "@T.prim_func\n"
         "def k(A: T.Tensor((128,), \"float32\"), B: T.Tensor((128,), \"int32\")" +
         extraParams +
         "):\n"
         "    with T.launch(grid=(1,), threads=(128,)) as (bx,):\n"
         "        for tx in T.thread_binding(0, 128, thread=\"threadIdx.x\"):\n" +
         body;
}

} // namespace

TEST_CASE("nvptx: the kernel's signature, annotations and launch facts", "[nvptx][emit]") {
  auto e = emit("@T.prim_func\n"
                "def my_kernel[N: T.int32](A: T.Tensor((N,), \"float16\"), B: T.Tensor((N,), \"float16\"), s: "
                "T.float32, n64: T.int64):\n"
                "    with T.launch(grid=(T.floordiv(N + 63, 64),), threads=(64, 2)) as (bx,):\n"
                "        for tx in T.thread_binding(0, 64, thread=\"threadIdx.x\"):\n"
                "            B[bx * 64 + tx] = A[bx * 64 + tx]\n");
  REQUIRE(e.errors().empty());
  CHECK(e.contains("define void @my_kernel(ptr addrspace(1) noalias nocapture readonly %A, ptr addrspace(1) noalias "
                   "nocapture %B, float %s, i64 %n64, i32 %N)"));
  CHECK(e.contains("!{ptr @my_kernel, !\"kernel\", i32 1}"));
  CHECK(e.contains("!{ptr @my_kernel, !\"reqntidx\", i32 64}"));
  CHECK(e.contains("!{ptr @my_kernel, !\"reqntidy\", i32 2}"));
  CHECK(e.contains("call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range"));
  REQUIRE(e.result->kernels.size() == 1);
  const auto& k = e.result->kernels[0];
  CHECK(k.name == "my_kernel");
  CHECK(k.threadsPerBlock == 128);
  REQUIRE(k.params.size() == 5);
  CHECK(k.params[0].ctype == "const half* __restrict__");
  CHECK(k.params[1].ctype == "half* __restrict__");
  CHECK(k.params[3].ctype == "long long");
  CHECK(k.params[4].isDynamicDim);
}

TEST_CASE("nvptx: a select whose arm loads evaluates only the taken arm", "[nvptx][emit]") {
  auto e = emit(kernel("            A[tx] = T.select(tx < 127, A[tx + 1] * 2.0, 0.0)\n"
                       "            B[tx] = T.select(tx < 64, 1, 2)\n"));
  REQUIRE(e.errors().empty());
  CHECK(e.contains("select.then:"));
  CHECK(e.contains("phi float"));
  CHECK(e.contains("select i1 %"));
}

TEST_CASE("nvptx: && evaluates a right side that loads only when needed", "[nvptx][emit]") {
  auto e = emit(kernel("            if tx < 64 and B[tx] > 0:\n"
                       "                A[tx] = 1.0\n"
                       "            if tx < 64 and tx > 3:\n"
                       "                A[tx] = 2.0\n"));
  REQUIRE(e.errors().empty());
  CHECK(e.contains("and.then:"));
  CHECK(e.contains("phi i1"));
  CHECK(e.contains("and i1 %"));
}

TEST_CASE("nvptx: floor division and modulo round toward negative infinity", "[nvptx][emit]") {
  auto e = emit(kernel("            B[tx] = T.floordiv(B[tx], 3)\n"
                       "            U[tx] = T.floormod(U[tx], T.uint32(3))\n"
                       "            A[tx] = T.floormod(A[tx], 2.0)\n",
                       ", U: T.Tensor((128,), \"uint32\")"));
  REQUIRE(e.errors().empty());
  CHECK(e.contains("sdiv i32"));
  CHECK(e.contains("srem i32"));
  CHECK(e.contains("urem i32"));
  CHECK(e.contains("call float @llvm.floor.f32("));
}

TEST_CASE("nvptx: narrow integers compute in int, as C promotes them", "[nvptx][emit]") {
  auto e = emit(kernel("            C[tx] = C[tx] / C[tx + 1]\n", ", C: T.Tensor((129,), \"int8\")"));
  REQUIRE(e.errors().empty());
  CHECK(e.contains("sext i8"));
  CHECK(e.contains("sdiv i32"));
  CHECK(e.contains("trunc i32"));
  CHECK_FALSE(e.contains("sdiv i8"));
}

TEST_CASE("nvptx: conversions as the CUDA route's", "[nvptx][emit]") {
  auto e = emit(kernel("            B[tx] = T.cast(A[tx], \"int32\")\n"
                       "            H[tx] = T.cast(A[tx], \"float16\")\n"
                       "            G[tx] = T.cast(H[tx], \"bfloat16\")\n"
                       "            H[tx] = T.cast(B[tx], \"float16\")\n",
                       ", H: T.Tensor((128,), \"float16\"), G: T.Tensor((128,), \"bfloat16\")"));
  REQUIRE(e.errors().empty());
  // float -> int saturates, NaN -> 0 (cvt.rzi), never poison.
  CHECK(e.contains("call i32 @llvm.fptosi.sat.i32.f32("));
  CHECK(e.contains("fptrunc float %"));
  // half -> bfloat16 and int -> half go through float.
  CHECK(e.contains("fpext half %"));
  CHECK(e.contains("to bfloat"));
  CHECK(e.contains("sitofp i32 %"));
  CHECK_FALSE(e.contains("sitofp i32 %1 to half"));
}

TEST_CASE("nvptx: local, local.var, static and dynamic shared memory", "[nvptx][emit]") {
  auto e = emit("@T.prim_func\n"
                "def k(A: T.Tensor((128,), \"float32\")):\n"
                "    with T.launch(grid=(1,), threads=(128,)) as (bx,):\n"
                "        s = T.alloc_buffer((128,), \"float32\", scope=\"shared.dyn\")\n"
                "        with T.attr(\"shared_offset\", 1024, buffers=[s]):\n"
                "            for tx in T.thread_binding(0, 128, thread=\"threadIdx.x\"):\n"
                "                r = T.alloc_buffer((2, 4), \"float32\", scope=\"local\")\n"
                "                c = T.alloc_buffer((1,), \"int32\", scope=\"local.var\", init=7)\n"
                "                t = T.alloc_buffer((128,), \"float32\", scope=\"shared.dyn\")\n"
                "                r[1, 2] = A[tx]\n"
                "                t[tx] = r[1, 2] + T.cast(c[0], \"float32\")\n"
                "                s[tx] = t[tx]\n");
  REQUIRE(e.errors().empty());
  CHECK(e.contains("@tl_smem = external addrspace(3) global [0 x i8], align 128"));
  CHECK(e.contains("@k.t = internal addrspace(3) global [128 x float] undef, align 16"));
  CHECK(e.contains("getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 1024)"));
  CHECK(e.contains("%r = alloca [8 x float], align 16"));
  CHECK(e.contains("store i32 7, ptr %c"));
  CHECK(e.result->kernels[0].dynamicSharedBytes == 1024 + 512);
}

TEST_CASE("nvptx: math comes from libdevice, linked and internalized", "[nvptx][emit]") {
  std::string text = kernel("            A[tx] = T.call(\"exp\", A[tx], dtype=\"float32\") + T.call(\"sqrt\", A[tx], "
                            "dtype=\"float32\")\n");
  auto o0 = emit(text);
  REQUIRE(o0.errors().empty());
  // libdevice's functions are always_inline: even -O0 leaves no call.
  CHECK(o0.contains("@llvm.nvvm.ex2.approx"));
  CHECK_FALSE(o0.contains("declare float @__nv_expf"));
  CHECK(o0.contains("call float @llvm.sqrt.f32("));
  auto o3 = emit(text, TargetKind::SM90A, 3);
  REQUIRE(o3.errors().empty());
  CHECK_FALSE(o3.contains("@__nv_expf"));
  CHECK_FALSE(o3.contains("__nvvm_reflect"));
}

TEST_CASE("nvptx: shuffles carry CUDA's c operand", "[nvptx][emit]") {
  auto e = emit(kernel("            A[tx] = T.call(\"tl.shfl_down\", A[tx], 2, 8, dtype=\"float32\")\n"
                       "            B[tx] = T.call(\"tl.shfl_up\", B[tx], 1, dtype=\"int32\")\n"),
                TargetKind::SM80, 3);
  REQUIRE(e.errors().empty());
  CHECK(e.contains("@llvm.nvvm.shfl.sync.down.f32(i32 -1, float %"));
  CHECK(e.contains(", i32 2, i32 6175)")); // (32 - 8) << 8 | 31
  CHECK(e.contains("@llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %"));
  CHECK(e.contains(", i32 1, i32 0)"));
}

// ---------------------------------------------------------------- errors

TEST_CASE("nvptx: what the route cannot compile yet is a located error", "[nvptx][errors]") {
  auto e = emit(kernel("            A[tx] = T.cast(F[tx], \"float32\")\n", ", F: T.Tensor((128,), \"float8_e4m3\")"));
  auto errs = e.errors();
  REQUIRE(errs.size() == 1);
  CHECK(errs[0].find("2:") == 0);
  CHECK(errs[0].find(nv::kNotSupportedYet) != std::string::npos);
  CHECK(errs[0].find("internal compiler error") == std::string::npos);
}

TEST_CASE("nvptx: tile operators are located internal errors", "[nvptx][errors]") {
  auto e = emit("@T.prim_func\n"
                "def k(A: T.Tensor((128,), \"float32\"), B: T.Tensor((128,), \"float32\")):\n"
                "    with T.launch(grid=(1,), threads=(128,)) as (bx,):\n"
                "        T.copy(A[0:128], B[0:128])\n");
  auto errs = e.errors();
  REQUIRE(errs.size() == 1);
  CHECK(errs[0] == "4:9: internal compiler error: tile operator T.copy reached LLVM code generation; lower-tile-ops "
                   "must run first (LLVM code generation of kernel 'k')");
}

TEST_CASE("nvptx: one target for a module, GPU targets only", "[nvptx][errors]") {
  SourceManager sm;
  DiagnosticEngine diags(sm);
  diags.setErrorLimit(0);
  ir::Module m;
  CHECK_FALSE(nv::emitNvptx(m, nv::NvptxOutput::Ptx, {TargetKind::SM80, TargetKind::SM90A}, {}, diags));
  CHECK_FALSE(nv::emitNvptx(m, nv::NvptxOutput::Fatbin, {TargetKind::Host}, {}, diags));
  REQUIRE(diags.diagnostics().size() == 2);
  CHECK(diags.diagnostics()[0].message == "PTX is for exactly one target; give one --target (a fatbin holds several)");
  CHECK(diags.diagnostics()[1].message.find("target 'host' is not a GPU") == 0);
}

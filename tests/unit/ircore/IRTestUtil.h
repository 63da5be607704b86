#pragma once
// Hand-built IR for the ir-core tests: a gemm kernel and a "kitchen sink"
// function that holds every expression and statement kind, plus helpers to
// parse printed text with diagnostics collected.

#include "tilec/ir/IRParser.h"
#include "tilec/ir/Ops.h"
#include "tilec/ir/Printer.h"
#include "tilec/ir/StructuralEqual.h"
#include "tilec/ir/Verifier.h"

#include <memory>
#include <string>

namespace tilec::ir::test {

inline DataType f16() { return DataType(DType::Float16); }
inline DataType f32() { return DataType::float32(); }
inline DataType i32() { return DataType::int32(); }
inline DataType i64() { return DataType::int64(); }

inline BufferRegion region(const Buffer& b, std::vector<Range> r) { return BufferRegion{b, std::move(r)}; }
inline Range rng(Expr min, Expr extent) { return Range{std::move(min), std::move(extent)}; }
inline Range rng(int64_t min, int64_t extent) { return Range{intImm(min), intImm(extent)}; }

/// C[M, N] = A[M, K] @ B[K, N] with 128x128x32 tiles, as TileLang writes it.
inline PrimFunc makeGemm() {
  auto A = makeBuffer("A", f16(), {intImm(4096), intImm(4096)}, MemoryScope::Global);
  auto B = makeBuffer("B", f16(), {intImm(4096), intImm(4096)}, MemoryScope::Global);
  auto C = makeBuffer("C", f32(), {intImm(4096), intImm(4096)}, MemoryScope::Global);
  auto As = makeBuffer("A_shared", f16(), {intImm(128), intImm(32)}, MemoryScope::Shared);
  auto Bs = makeBuffer("B_shared", f16(), {intImm(32), intImm(128)}, MemoryScope::Shared);
  auto Cl = makeBuffer("C_local", f32(), {intImm(128), intImm(128)}, MemoryScope::Fragment);
  Var bx = makeVar("bx"), by = makeVar("by"), k = makeVar("k");
  auto gemm = std::make_shared<GemmNode>(fullRegion(As), fullRegion(Bs), fullRegion(Cl));
  Stmt loop = forLoop(k, intImm(0), intImm(128), ForKind::Pipelined,
                      seq({std::make_shared<CopyNode>(region(A, {rng(mul(by, intImm(128)), intImm(128)),
                                                                 rng(mul(k, intImm(32)), intImm(32))}),
                                                      fullRegion(As)),
                           std::make_shared<CopyNode>(region(B, {rng(mul(k, intImm(32)), intImm(32)),
                                                                 rng(mul(bx, intImm(128)), intImm(128))}),
                                                      fullRegion(Bs)),
                           gemm}),
                      AttrMap{{"num_stages", int64_t(3)}});
  Stmt body = seq({std::make_shared<FillNode>(fullRegion(Cl), floatImm(0.0)), loop,
                   std::make_shared<CopyNode>(fullRegion(Cl), region(C, {rng(mul(by, intImm(128)), intImm(128)),
                                                                         rng(mul(bx, intImm(128)), intImm(128))}))});
  body = allocate(As, allocate(Bs, allocate(Cl, body)));
  auto f = std::make_shared<PrimFuncNode>();
  f->name = "gemm_f16_4096";
  f->params = {Param{makeVar("A", DataType::handle()), A}, Param{makeVar("B", DataType::handle()), B},
               Param{makeVar("C", DataType::handle()), C}};
  f->grid = {intImm(32), intImm(32)};
  f->blockVars = {bx, by};
  f->threads = {128};
  f->body = body;
  return f;
}

/// Every expression and statement kind, every flag and annotation form.
/// Well formed (the verifier finds nothing).
PrimFunc makeKitchenSink();
/// A function with deliberately unusual (ill-typed, but printable) nodes:
/// binaries with explicit dtypes, loads with explicit dtypes, immediates of
/// foreign dtypes, null children where allowed, free vars and buffers.
PrimFunc makeOddities();

struct Parsed {
  std::unique_ptr<SourceManager> sm = std::make_unique<SourceManager>();
  std::unique_ptr<DiagnosticEngine> diags = std::make_unique<DiagnosticEngine>(*sm);
  std::optional<Module> module;

  /// "line:col: message" of the first error, or "".
  std::string firstError() const {
    for (const auto& d : diags->diagnostics())
      if (d.severity == Severity::Error) {
        LineCol lc = sm->lineCol(d.range.begin);
        return std::to_string(lc.line) + ":" + std::to_string(lc.col) + ": " + d.message;
      }
    return "";
  }
  size_t errorCount() const { return diags->errorCount(); }
};

inline Parsed parseText(const std::string& text) {
  Parsed p;
  p.diags->setErrorLimit(0);
  p.module = parseModule(text, "test.tir", *p.sm, *p.diags);
  return p;
}

inline Module moduleOf(PrimFunc f) { return Module{{std::move(f)}}; }

} // namespace tilec::ir::test

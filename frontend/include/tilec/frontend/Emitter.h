#pragma once
// The bridge from semantic analysis to the IR. Sema elaborates each kernel
// instantiation once (compile-time evaluation, macro inlining, folding of
// compile-time branches, resolution of corner-index regions) and, when given
// an emitter, reports every run-time operation to it in program order. The IR
// builder (ir/builder) implements this interface; the front end never sees
// IR types, only opaque Handles.

#include "tilec/frontend/AST.h"
#include "tilec/frontend/Value.h"

#include <map>
#include <string>
#include <vector>

namespace tilec::sema {

struct Instance;

/// A buffer region with every dimension resolved: starts and extents, one per
/// buffer dimension (corner indices already widened to the tile they move).
struct RegionArg {
  BufferRef buffer;
  std::vector<Value> starts;
  std::vector<Dim> extents;
  SourceRange range;
};

/// One tile operator call, checked and resolved.
struct TileOpCall {
  Builtin op;
  std::vector<RegionArg> regions; // copy: src, dst; gemm: A, B, C; fill: dst; reduce/cumsum: src, dst;
                                  // atomic: dst, then the value's region when it is a tile
  std::optional<Value> scalar;    // fill value; atomic scalar value
  std::map<std::string, Value> flags; // the remaining keyword parameters, defaults filled in
  SourceRange range;
};

class KernelEmitter {
public:
  virtual ~KernelEmitter() = default;

  // ---- one instantiation = one kernel function
  virtual void beginInstance(const Instance& inst, const ast::FuncDef& fn) = 0;
  virtual Handle dynamicDim(const std::string& name, SourceRange r) = 0;
  virtual Handle scalarParam(const std::string& name, DType t, SourceRange r) = 0;
  virtual void tensorParam(BufferInfo& buf) = 0; // sets buf.ir
  /// `with T.Kernel(...)`: returns the block-index variables (numBound of them).
  /// `persistent`: the body runs once per tile in a loop over the tiles a
  /// block takes (T.Kernel(..., persistent=True)).
  /// `cluster`: the thread-block cluster's extents (empty: none).
  /// `minBlocksPerSM`: blocks that must fit on a multiprocessor at once
  /// (T.Kernel(..., min_blocks_per_sm=n); 1 by default).
  virtual std::vector<Handle> beginKernel(const std::vector<Dim>& grid, const std::vector<int64_t>& threads,
                                          size_t numBound, const std::vector<std::string>& names, bool persistent,
                                          const std::vector<int64_t>& cluster, int64_t minBlocksPerSM,
                                          SourceRange r) = 0;
  virtual void endKernel() = 0;
  virtual void endInstance() = 0;

  // ---- run-time expressions (operands may be constants, scalars or elements)
  virtual Handle binary(ast::BinaryOp op, const Value& a, const Value& b, DType result, SourceRange r) = 0;
  virtual Handle unary(ast::UnaryOp op, const Value& a, DType result, SourceRange r) = 0;
  virtual Handle compare(ast::CompareOp op, const Value& a, const Value& b, SourceRange r) = 0;
  virtual Handle logical(ast::BoolOpKind op, const std::vector<Value>& operands, SourceRange r) = 0;
  virtual Handle select(const Value& cond, const Value& t, const Value& f, DType result, SourceRange r) = 0;
  virtual Handle cast(const Value& v, DType t, SourceRange r) = 0;
  virtual Handle reinterpret(const Value& v, DType t, SourceRange r) = 0;
  /// A math or special intrinsic by name: "exp2", "sqrt", "infinity", "max_value", "threadIdx" ...
  virtual Handle intrinsic(const std::string& name, const std::vector<Value>& args, DType result, SourceRange r) = 0;
  virtual Handle load(const Value& element, SourceRange r) = 0;

  // ---- statements
  /// name = value for a run-time value: returns the variable now bound to it.
  virtual Handle bindLet(const std::string& name, const Value& v, SourceRange r) = 0;
  virtual void store(const Value& element, const Value& v, SourceRange r) = 0;
  virtual void allocate(BufferInfo& buf, const Value* init, SourceRange r) = 0; // sets buf.ir
  /// The same at the top of the kernel body, wherever the checker is now
  /// (the flags of a loop's break / continue).
  virtual void allocateInKernel(BufferInfo& buf, const Value* init, SourceRange r) = 0;
  virtual std::vector<Handle> beginFor(const LoopInfo& loop, const std::vector<std::string>& names, SourceRange r) = 0;
  virtual void endFor() = 0;
  virtual void beginIf(const Value& cond, SourceRange r) = 0;
  virtual void beginElse() = 0;
  virtual void endIf() = 0;
  /// Ends the innermost for loop when cond holds (at the end of an
  /// iteration: a break's early exit, tl.break_if).
  virtual void breakIf(const Value& cond, SourceRange r) = 0;
  virtual void beginWhile(const Value& cond, SourceRange r) = 0;
  virtual void endWhile() = 0;
  virtual void tileOp(const TileOpCall& call) = 0;
  /// T.print, T.sync_threads, T.use_swizzle, T.annotate_layout.
  virtual void builtinStmt(Builtin id, const std::vector<std::pair<std::string, Value>>& args, SourceRange r) = 0;
};

} // namespace tilec::sema

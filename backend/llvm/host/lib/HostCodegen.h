#pragma once
// Tile IR -> LLVM IR for one export of the host route (private). The kernel's
// structure (the block body, the block function tilert_cpu calls, the entry
// points) is in HostKernel.cpp, statements in HostStmt.cpp, expressions and
// conversions in HostExpr.cpp, 16-bit floats in HostNarrowFloat.cpp, buffers
// and element accesses in HostMemory.cpp, intrinsic calls and atomics in
// HostCall.cpp, the tile operators in HostTileOps.cpp.
//
// Values: integers and bool as LLVM integers (bool is i1, a byte in memory),
// float32/float64 as float/double, float16 and bfloat16 as float holding a
// value the 16-bit type represents exactly: every operation that yields one
// rounds to nearest even right away (as the GPU's 16-bit arithmetic does),
// so a store only moves bits. Tile-level IR has no vectors.

#include "tilec/backend/llvm/EmitHost.h"
#include "tilec/backend/llvm/FunctionCodegen.h"
#include "tilec/ir/Function.h"

#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/MDBuilder.h>
#include <llvm/IR/Module.h>

#include <functional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace tilec::backend::cpu::detail {

/// A problem with one export (llvm/common's; `userFacing`: a construct the
/// host cannot run, or cannot run yet; otherwise an internal compiler error).
using CodegenError = llvmir::CodegenError;

/// A buffer as code generation sees it.
struct Slot {
  llvm::Value* base = nullptr; // the first element
  llvm::Type* mem = nullptr;   // one element in memory (i16 for 16-bit floats, i8 for bool)
  ir::DataType dtype;
  std::vector<llvm::Value*> strides; // i64 elements per step of each index
  bool global = false;               // a tensor (other blocks may touch it at the same time)
  llvm::MDNode* scope = nullptr;     // its alias scope (buffers never overlap)
  llvm::MDNode* others = nullptr;    // every other buffer's scope
};

/// Where a block-local buffer lives: the worker's stack, or its arena.
struct Placement {
  bool inArena = false;
  int64_t offset = 0; // arena byte offset
  int64_t bytes = 0;
};

class HostCodegen : public llvmir::FunctionCodegen {
public:
  HostCodegen(llvm::Module& m, const ir::PrimFunc& f, std::string symbol);
  /// Builds the export's functions; throws CodegenError.
  void run();
  const HostKernelInfo& info() const { return info_; }
  /// Every function it built (for the verifier).
  const std::vector<llvm::Function*>& functions() const { return built_; }

private:
  // ---- structure (HostKernel.cpp)
  void analyze();
  void describeArgs();
  void buildBody();
  void buildBlockFunction();
  void buildEntry();
  void buildPacked();
  void bindTensorSlot(const ir::Buffer& b, llvm::Value* base);
  void bindScalars(llvm::Function* fn);
  llvm::Function* startFunction(const std::string& name, llvm::FunctionType* ty, llvm::GlobalValue::LinkageTypes l);

  // ---- statements (HostStmt.cpp; let, if, while in llvmir::FunctionCodegen)
  void stmt(const ir::Stmt& s) override;
  void forLoop(const ir::ForNode* n);
  void allocate(const ir::AllocateNode* n);
  void attr(const ir::AttrStmtNode* n);
  void evaluate(const ir::EvaluateNode* n);
  /// for (iv = 0; iv < extent; ++iv) body(iv) over i64.
  void countedLoop(const std::string& name, llvm::Value* extent, const std::function<void(llvm::Value*)>& body);

  // ---- types, constants, expressions (HostExpr.cpp)
  llvm::Type* valueType(ir::DataType t, SourceRange loc);
  llvm::Type* memType(ir::DataType t, SourceRange loc);
  llvm::Value* intConst(ir::DataType t, int64_t v, SourceRange loc);
  llvm::Value* floatConst(ir::DataType t, double v, SourceRange loc);
  llvm::Value* expr(const ir::Expr& e) override;
  llvm::Value* toBool(llvm::Value* v, ir::DataType t, SourceRange loc) override;
  bool mayTrap(const ir::Expr& e) const override;
  /// a op b on values of type `t` (16-bit floats rounded after the operation).
  llvm::Value* arith(ir::ExprKind k, llvm::Value* a, llvm::Value* b, ir::DataType t, SourceRange loc) override;
  llvm::Value* intDivision(ir::ExprKind k, llvm::Value* a, llvm::Value* b, bool isSigned);
  llvm::Value* convert(llvm::Value* v, ir::DataType from, ir::DataType to, SourceRange loc) override;

  // ---- 16-bit floats (HostNarrowFloat.cpp)
  /// `v` (float) rounded to nearest even in `t` when `t` is float16 or
  /// bfloat16; `v` itself otherwise.
  llvm::Value* roundTo(llvm::Value* v, DType t);
  llvm::Value* narrowBits(llvm::Value* f32, DType t); // float -> the 16-bit pattern
  llvm::Value* widenBits(llvm::Value* i16, DType t);  // the 16-bit pattern -> float
  llvm::Function* narrowHelper(DType t, bool toBits);

  // ---- memory (HostMemory.cpp)
  const Slot& slot(const ir::Buffer& b, SourceRange use);
  void placeLocal(const ir::AllocateNode* n, Slot& s);
  void makeAliasScopes();
  std::vector<llvm::Value*> rowMajorStrides(const ir::Buffer& b, SourceRange loc);
  llvm::Value* elementPtr(const Slot& s, const std::vector<llvm::Value*>& indices);
  llvm::Value* elementPtr(const ir::Buffer& b, const std::vector<ir::Expr>& indices, SourceRange loc);
  llvm::Value* loadElement(const Slot& s, llvm::Value* ptr);
  void storeElement(const Slot& s, llvm::Value* ptr, llvm::Value* value);
  void tagAccess(llvm::Instruction* i, const Slot& s);
  llvm::Value* load(const ir::BufferLoadNode* n);
  void store(const ir::BufferStoreNode* n);
  /// Whether a 16-bit float value is only moved (an element, a constant, a
  /// select of those): a copy then moves its bits, with no conversion.
  bool movesBits(const ir::Expr& e) const;
  llvm::Value* bitsOf(const ir::Expr& e); // its i16 pattern; movesBits(e) must hold

  // ---- calls (HostCall.cpp)
  llvm::Value* call(const ir::CallNode* n);
  // ---- T.print (HostPrint.cpp)
  llvm::FunctionCallee printfFunction();
  std::vector<llvm::Value*> blockIndexArgs(); // bx, by, bz as int32 (0 past the grid's rank)
  /// The printf conversion and argument for a value of type t.
  std::pair<std::string, llvm::Value*> printable(llvm::Value* v, ir::DataType t, SourceRange loc);
  llvm::Value* printCall(const ir::CallNode* n);
  void printBuffer(const ir::AttrStmtNode* n);
  llvm::Value* mathCall(const ir::CallNode* n, const std::string& name);
  llvm::Value* libmCall(const std::string& fn, llvm::Type* ty, const std::vector<llvm::Value*>& args);
  llvm::Value* limitConst(const std::string& name, ir::DataType t, SourceRange loc);
  llvm::Value* reinterpretCall(const ir::CallNode* n);
  llvm::Value* atomicCall(const ir::CallNode* n, ir::AtomicKind kind);
  /// The combine of an atomic or a reduction on values of type `t`.
  llvm::Value* combine(ir::AtomicKind kind, llvm::Value* acc, llvm::Value* v, ir::DataType t, SourceRange loc);
  llvm::Value* casLoop(const Slot& s, llvm::Value* ptr, llvm::Value* v, ir::AtomicKind kind, SourceRange loc);
  [[noreturn]] void perThreadOnly(SourceRange loc, const std::string& what, const std::string& instead) const;

  // ---- tile operators (HostTileOps.cpp)
  struct RegionAccess;
  RegionAccess region(const ir::BufferRegion& r, SourceRange loc);
  void gemm(const ir::GemmNode* n);
  void reduce(const ir::ReduceNode* n);
  void cumsum(const ir::CumSumNode* n);
  void nest(const std::vector<llvm::Value*>& extents, size_t depth, std::vector<llvm::Value*>& ivs,
            const std::function<void(const std::vector<llvm::Value*>&)>& body);

  // ---- errors (the rest in llvmir::FunctionCodegen)
  [[noreturn]] void unsupported(SourceRange r, const std::string& what) const;

  const ir::PrimFunc& f_;
  HostKernelInfo info_;
  std::vector<llvm::Function*> built_;

  llvm::Function* body_ = nullptr;          // NAME.body: one block
  llvm::Function* block_ = nullptr;         // NAME.block: what tilert_cpu_launch calls
  llvm::Function* entry_ = nullptr;         // NAME
  llvm::Value* arena_ = nullptr;            // the worker's arena, inside the body

  std::unordered_map<const ir::BufferNode*, Slot> bufs_;
  std::unordered_set<const ir::BufferNode*> written_;
  std::unordered_map<const ir::AllocateNode*, Placement> placement_;
  std::vector<const ir::AllocateNode*> allocs_; // in program order
  std::vector<const ir::BufferNode*> scoped_; // every buffer with an alias scope
  std::unordered_map<const ir::BufferNode*, llvm::MDNode*> scopes_;
};

/// Whether evaluating `e` may fault or has effects (a load, a call other
/// than pure arithmetic): such operands of `and`/`or` and select arms are
/// evaluated only when taken, as C does, so guarded loads stay guarded.
bool exprMayTrap(const ir::Expr& e);

} // namespace tilec::backend::cpu::detail

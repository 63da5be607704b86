#pragma once

#include <array>
// Lowered tile IR -> LLVM IR for one kernel (private to the NVPTX route).
// Structure and statements are in KernelCodegen.cpp, expressions and casts
// in CodegenExpr.cpp, buffers and memory accesses in CodegenMemory.cpp,
// intrinsic calls in CodegenCall.cpp (math, shuffles, atomics, async copies),
// CodegenAtomic.cpp (shuffles, atomics), CodegenGemm.cpp (the tensor-core
// GEMMs), CodegenSync.cpp (mbarriers, TMA) and CodegenPrint.cpp (T.print). The semantics of every node
// are those of the CUDA C generator (backend/cuda), which is the reference.

#include "tilec/backend/cuda/CodegenCUDA.h"
#include "tilec/backend/llvm/EmitNVPTX.h"
#include "tilec/backend/llvm/FunctionCodegen.h"
#include "tilec/basic/Target.h"
#include "tilec/ir/Function.h"

#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Module.h>

#include <functional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace tilec::backend::nvptx::detail {

/// The GPU one module is compiled for.
struct GpuTarget {
  TargetKind kind = TargetKind::SM90A;
  int sm = 90;
  /// Arch-specific features (sm_90a: wgmma, setmaxnreg) may be used. False
  /// for the PTX image of compute_90, which must run on later GPUs too.
  bool archSpecific = true;
  /// LLVM's CPU name: "sm_80", "sm_90a", "sm_90".
  std::string cpu() const;
};

/// A problem with one kernel (llvm/common's; `userFacing`: input the route
/// cannot compile yet, a target without a feature the IR needs).
using CodegenError = llvmir::CodegenError;

/// A buffer as code generation sees it: the address of its first element and
/// the LLVM type of one element in memory.
struct Slot {
  llvm::Value* base = nullptr; // ptr addrspace(1) global, (3) shared, (0) local
  llvm::Type* elem = nullptr;
  ir::DataType dtype;
};

class KernelCodegen : public llvmir::FunctionCodegen {
public:
  KernelCodegen(llvm::Module& m, const ir::PrimFunc& f, std::string symbol, const GpuTarget& target);
  /// Builds the kernel; throws CodegenError.
  llvm::Function* run();
  const cuda::KernelInfo& info() const { return info_; }

private:
  // ---- kernel structure and statements (KernelCodegen.cpp)
  void analyze();
  void createFunction();
  void annotate();
  void emitPrologue();
  /// T.use_swizzle's panel size (0 without it, or when bx and by are
  /// unused) and order.
  int64_t swizzlePanel(bool* rowOrder) const;
  /// (x, y) of a gx x gy grid moved to its rasterized position.
  void rasterize(int64_t panel, bool rowOrder, llvm::Value* gx, llvm::Value* gy, llvm::Value*& x, llvm::Value*& y);
  /// Binds the used block variables to these (unsigned 32-bit) indices.
  void bindBlockVars(llvm::Value* const (&idx)[3]);
  void stmt(const ir::Stmt& s) override;
  void forLoop(const ir::ForNode* n);
  void threadBinding(const ir::ForNode* n);
  void persistentLoop(const ir::ForNode* n);
  void allocate(const ir::AllocateNode* n);
  void store(const ir::BufferStoreNode* n);

  // ---- types, constants, expressions (CodegenExpr.cpp)
  /// The LLVM type of a value (bool is i1) and of the same value in memory
  /// (bool is i8, as C's bool).
  llvm::Type* valueType(ir::DataType t, SourceRange loc);
  llvm::Type* memType(ir::DataType t, SourceRange loc);
  llvm::Value* intConst(ir::DataType t, int64_t v, SourceRange loc);
  llvm::Value* floatConst(ir::DataType t, double v, SourceRange loc);
  llvm::Value* expr(const ir::Expr& e) override;
  llvm::Value* toBool(llvm::Value* v, ir::DataType t, SourceRange loc) override;
  bool mayTrap(const ir::Expr& e) const override;
  /// a op b for arithmetic kinds on scalars or vectors of element type `t`.
  llvm::Value* arith(ir::ExprKind k, llvm::Value* a, llvm::Value* b, ir::DataType t, SourceRange loc) override;
  /// The IR's Cast (CUDA C's conversions: narrow floats through float,
  /// float -> int saturating as cvt.rzi does).
  llvm::Value* convert(llvm::Value* v, ir::DataType from, ir::DataType to, SourceRange loc) override;
  /// A lane-wise application of a scalar expression to vectors: `scalar`
  /// receives one scalar IR variable per argument.
  llvm::Value* laneMap(ir::DataType result, const std::vector<llvm::Value*>& args,
                       const std::vector<ir::DataType>& argTypes,
                       const std::function<ir::Expr(const std::vector<ir::Expr>&)>& scalar);
  llvm::Value* splat(llvm::Value* v, int lanes);

  // ---- memory (CodegenMemory.cpp)
  struct Access {
    enum Kind { Scalar, Contiguous, Broadcast, Strided, Gather } kind = Scalar;
    const Slot* slot = nullptr;
    llvm::Value* ptr = nullptr;    // the first element's address (not for Gather)
    llvm::Value* stride = nullptr; // Strided: i64 elements between lanes
    llvm::Value* index = nullptr;  // Gather: <N x i64> element indices
    ir::DataType valueType;
  };
  const Slot& slot(const ir::Buffer& b, SourceRange use);
  Access access(const ir::Buffer& b, const std::vector<ir::Expr>& indices, ir::DataType valueType, SourceRange loc);
  llvm::Value* load(const ir::BufferLoadNode* n);
  void storeValue(const Access& a, llvm::Value* v, SourceRange loc);
  llvm::Value* loadScalar(llvm::Type* memTy, ir::DataType t, llvm::Value* ptr, uint64_t align);
  void storeScalar(ir::DataType t, llvm::Value* v, llvm::Value* ptr, uint64_t align);
  /// The address of a loaded element (atomics, tl.address_of).
  llvm::Value* addressOf(const ir::Expr& e, const char* what);
  llvm::Value* sharedBase();

  // ---- calls (CodegenCall.cpp, CodegenGemm.cpp)
  llvm::Value* call(const ir::CallNode* n);
  llvm::Value* mathCall(const ir::CallNode* n, const std::string& name);
  llvm::Value* libdeviceCall(const std::string& fn, ir::DataType t, const std::vector<llvm::Value*>& args);
  llvm::Value* shuffleCall(const ir::CallNode* n, unsigned mode);
  llvm::Value* atomicCall(const ir::CallNode* n, const char* kind);
  /// A vector atomic add in one instruction, or nullptr where the target has none.
  llvm::Value* vectorAtomicAdd(llvm::Value* ptr, llvm::Value* v, ir::DataType t);
  llvm::Value* atomicCasLoop(llvm::Value* ptr, llvm::Value* v, ir::DataType t, bool isMax);
  llvm::Value* cpAsync(const ir::CallNode* n);
  llvm::Value* inlinePtx(const std::string& text, SourceRange loc, const char* feature);
  /// tl.print, tl.print_element, tl.print_thread_element (CodegenPrint.cpp).
  llvm::Value* printCall(const ir::CallNode* n);
  void printf(const std::string& format, const std::vector<llvm::Value*>& args);
  /// mbarriers, named barriers, TMA, setmaxnreg, tl.exit_thread (CodegenSync.cpp).
  static bool isSyncCall(const std::string& op);
  llvm::Value* syncCall(const ir::CallNode* n);
  /// One inline PTX call (side effects, memory clobber, convergent).
  llvm::Value* ptxCall(const std::string& text, const std::string& constraints,
                       const std::vector<llvm::Value*>& args, llvm::Type* result = nullptr);
  llvm::Value* sharedAddress32(const ir::Expr& e, SourceRange loc, const char* what);
  llvm::Value* gemmMma(const ir::CallNode* n);   // tl.gemm_ss, tl.gemm_rs, tl.gemm_sr, tl.gemm_rr
  llvm::Value* stmatrix(const ir::CallNode* n);  // tl.stmatrix_x4 (CodegenMemory.cpp)
  llvm::Value* gemmWgmma(const ir::CallNode* n); // tl.gemm_ss_wgmma, tl.gemm_rs_wgmma
  /// `count` b32 mma operand registers from a fragment held in registers:
  /// the 16-bit elements from `first` of a local buffer, in pairs (four for
  /// a 16 x 16 A tile, two for a 16 x 8 B piece).
  std::vector<llvm::Value*> packedRegisters(llvm::Value* regs, int64_t first, int count);
  llvm::Value* threadIndex(int axis);
  llvm::Value* blockIndex(int axis);
  llvm::Value* asSharedPtr(llvm::Value* p, SourceRange loc, const char* what);
  llvm::Value* asGlobalPtr(llvm::Value* p, SourceRange loc, const char* what);
  void requireArchSpecific(SourceRange loc, const char* feature);
  /// A located, user-facing error: the IR needs `needed` (lowered for
  /// sm_90a) but this module is for another target.
  [[noreturn]] void targetLacks(SourceRange loc, const std::string& feature, const char* needed) const;

  // ---- errors (the rest in llvmir::FunctionCodegen)
  [[noreturn]] void unsupported(SourceRange r, const std::string& what) const;

  const ir::PrimFunc& f_;
  GpuTarget target_;
  cuda::KernelInfo info_;
  std::vector<llvm::Value*> tmaMaps_;       // the __grid_constant__ tensor-map parameters
  llvm::Value* tmaOk_ = nullptr;            // their flag (tl_tma_ok)

  std::unordered_map<const ir::BufferNode*, Slot> bufs_;
  std::unordered_map<const ir::BufferNode*, int64_t> smemOffsets_;
  std::unordered_set<const ir::BufferNode*> written_;
  bool orderedAtomics_ = false; // cuda::KernelScan::orderedAtomics: no noalias
  std::unordered_set<const ir::VarNode*> usedVars_;
};

/// Whether evaluating `e` may fault or has effects (a load, an integer
/// division, a call other than pure arithmetic): such operands of && || and
/// select arms are evaluated only when taken, as C does.
bool mayTrap(const ir::Expr& e);

} // namespace tilec::backend::nvptx::detail

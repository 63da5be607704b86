#pragma once
// Statements of the tile IR: structured control flow, stores, allocations and
// the tile operators (which hold buffer regions until lower-tile-ops turns
// them into loops and intrinsics).

#include "tilec/ir/Buffer.h"
#include "tilec/ir/Expr.h"

#include <map>
#include <memory>
#include <string>
#include <variant>
#include <vector>

namespace tilec::ir {

enum class StmtKind {
  Seq, For, While, Let, If, BufferStore, Allocate, Evaluate, Attr,
  Copy, Gemm, Fill, Reduce, CumSum, Atomic,
};
const char* stmtKindName(StmtKind k);

class StmtNode {
public:
  explicit StmtNode(StmtKind k) : kind(k) {}
  virtual ~StmtNode() = default;
  const StmtKind kind;
  SourceRange loc;
};
using Stmt = std::shared_ptr<const StmtNode>;

template <typename T> const T* as(const Stmt& s) { return s && s->kind == T::Kind ? static_cast<const T*>(s.get()) : nullptr; }

/// Values of loop annotations and function attributes.
using AttrValue = std::variant<int64_t, double, std::string, std::vector<int64_t>, std::vector<std::vector<int64_t>>, Expr>;
using AttrMap = std::map<std::string, AttrValue>;

class SeqStmtNode : public StmtNode {
public:
  static constexpr StmtKind Kind = StmtKind::Seq;
  explicit SeqStmtNode(std::vector<Stmt> s) : StmtNode(Kind), stmts(std::move(s)) {}
  const std::vector<Stmt> stmts;
};

enum class ForKind { Serial, Parallel, Pipelined, Unrolled, Vectorized, ThreadBinding };
const char* forKindName(ForKind k); // "serial", "parallel", "pipelined", "unroll", "vectorized", "thread_binding"

class ForNode : public StmtNode {
public:
  static constexpr StmtKind Kind = StmtKind::For;
  ForNode(Var v, Expr min, Expr extent, ForKind k, Stmt body)
      : StmtNode(Kind), var(std::move(v)), min(std::move(min)), extent(std::move(extent)), forKind(k),
        body(std::move(body)) {}
  const Var var;
  const Expr min, extent;
  const ForKind forKind;
  const Stmt body;
  std::string threadTag; // ThreadBinding: "threadIdx.x" ...
  AttrMap annotations;   // Pipelined: num_stages, order, stage; Parallel: coalesced_width ...
};

class WhileNode : public StmtNode {
public:
  static constexpr StmtKind Kind = StmtKind::While;
  WhileNode(Expr c, Stmt b) : StmtNode(Kind), cond(std::move(c)), body(std::move(b)) {}
  const Expr cond;
  const Stmt body;
};

class LetStmtNode : public StmtNode {
public:
  static constexpr StmtKind Kind = StmtKind::Let;
  LetStmtNode(Var v, Expr value, Stmt body) : StmtNode(Kind), var(std::move(v)), value(std::move(value)), body(std::move(body)) {}
  const Var var;
  const Expr value;
  const Stmt body;
};

class IfNode : public StmtNode {
public:
  static constexpr StmtKind Kind = StmtKind::If;
  IfNode(Expr c, Stmt t, Stmt e) : StmtNode(Kind), cond(std::move(c)), then(std::move(t)), otherwise(std::move(e)) {}
  const Expr cond;
  const Stmt then;
  const Stmt otherwise; // may be null
};

class BufferStoreNode : public StmtNode {
public:
  static constexpr StmtKind Kind = StmtKind::BufferStore;
  BufferStoreNode(Buffer b, std::vector<Expr> idx, Expr v)
      : StmtNode(Kind), buffer(std::move(b)), indices(std::move(idx)), value(std::move(v)) {}
  const Buffer buffer;
  const std::vector<Expr> indices;
  const Expr value;
};

/// Allocates an on-chip buffer for the extent of `body`.
class AllocateNode : public StmtNode {
public:
  static constexpr StmtKind Kind = StmtKind::Allocate;
  AllocateNode(Buffer b, Stmt body, Expr init = nullptr)
      : StmtNode(Kind), buffer(std::move(b)), body(std::move(body)), init(std::move(init)) {}
  const Buffer buffer;
  const Stmt body;
  const Expr init; // T.alloc_var(dtype, init): the initial value; may be null
};

class EvaluateNode : public StmtNode {
public:
  static constexpr StmtKind Kind = StmtKind::Evaluate;
  explicit EvaluateNode(Expr v) : StmtNode(Kind), value(std::move(v)) {}
  const Expr value;
};

/// A keyed annotation around a body: "layout_map", "use_swizzle", ...
class AttrStmtNode : public StmtNode {
public:
  static constexpr StmtKind Kind = StmtKind::Attr;
  AttrStmtNode(std::string key, AttrValue v, Stmt body) : StmtNode(Kind), key(std::move(key)), value(std::move(v)), body(std::move(body)) {}
  const std::string key;
  const AttrValue value;
  const Stmt body;
  std::vector<Buffer> buffers; // buffers the attribute refers to (layout_map keys)
};

// ------------------------------------------------------------------ tile ops

class CopyNode : public StmtNode {
public:
  static constexpr StmtKind Kind = StmtKind::Copy;
  CopyNode(BufferRegion src, BufferRegion dst) : StmtNode(Kind), src(std::move(src)), dst(std::move(dst)) {}
  const BufferRegion src, dst;
  AttrMap annotations; // coalesced_width, disable_tma
};

enum class GemmWarpPolicy { Square, FullRow, FullCol };
const char* gemmPolicyName(GemmWarpPolicy p);

class GemmNode : public StmtNode {
public:
  static constexpr StmtKind Kind = StmtKind::Gemm;
  GemmNode(BufferRegion a, BufferRegion b, BufferRegion c) : StmtNode(Kind), A(std::move(a)), B(std::move(b)), C(std::move(c)) {}
  const BufferRegion A, B, C;
  bool transA = false, transB = false, clearAccum = false;
  GemmWarpPolicy policy = GemmWarpPolicy::Square;
  int kPack = 1, wgWait = 0;
  /// The warpgroups (128-thread groups of the block) that run the GEMM:
  /// [warpgroupBegin, warpgroupBegin + warpgroupCount); count 0: the block's
  /// (T.gemm's `warpgroups=`). The policy splits the work among their warps.
  int64_t warpgroupBegin = 0, warpgroupCount = 0;
  /// Set by inject-software-pipeline when both operands are stages of a
  /// pipeline that already fences the async proxy before the GEMM (so the
  /// GEMM's own fence would be a second one).
  bool operandsFenced = false;
};

class FillNode : public StmtNode {
public:
  static constexpr StmtKind Kind = StmtKind::Fill;
  FillNode(BufferRegion dst, Expr v) : StmtNode(Kind), dst(std::move(dst)), value(std::move(v)) {}
  const BufferRegion dst;
  const Expr value;
};

enum class ReduceKind { Max, Min, Sum, AbsSum, AbsMax };
const char* reduceKindName(ReduceKind k); // "max", "min", "sum", "abssum", "absmax"

class ReduceNode : public StmtNode {
public:
  static constexpr StmtKind Kind = StmtKind::Reduce;
  ReduceNode(ReduceKind k, BufferRegion src, BufferRegion dst, int dim, bool clear)
      : StmtNode(Kind), reduceKind(k), src(std::move(src)), dst(std::move(dst)), dim(dim), clear(clear) {}
  const ReduceKind reduceKind;
  const BufferRegion src, dst;
  const int dim; // normalised, 0 <= dim < rank of src
  const bool clear;
};

class CumSumNode : public StmtNode {
public:
  static constexpr StmtKind Kind = StmtKind::CumSum;
  CumSumNode(BufferRegion src, BufferRegion dst, int dim, bool reverse)
      : StmtNode(Kind), src(std::move(src)), dst(std::move(dst)), dim(dim), reverse(reverse) {}
  const BufferRegion src, dst;
  const int dim;
  const bool reverse;
};

enum class AtomicKind { Add, Max, Min };
const char* atomicKindName(AtomicKind k); // "add", "max", "min"

/// dst op= value, atomically; value is a scalar (dst one element) or a region
/// of dst's shape.
class AtomicNode : public StmtNode {
public:
  static constexpr StmtKind Kind = StmtKind::Atomic;
  AtomicNode(AtomicKind k, BufferRegion dst, Expr scalar, std::optional<BufferRegion> src)
      : StmtNode(Kind), atomicKind(k), dst(std::move(dst)), scalar(std::move(scalar)), src(std::move(src)) {}
  const AtomicKind atomicKind;
  const BufferRegion dst;
  const Expr scalar;                     // set for a scalar value
  const std::optional<BufferRegion> src; // set for a tile value
};

} // namespace tilec::ir

// Printable names of IR enums and types.
#include "tilec/ir/Buffer.h"
#include "tilec/ir/DataType.h"
#include "tilec/ir/Expr.h"
#include "tilec/ir/Stmt.h"

namespace tilec::ir {

std::string DataType::str() const {
  if (handle_)
    return "handle";
  std::string s(dtypeName(scalar_));
  if (lanes_ > 1)
    s += "x" + std::to_string(lanes_);
  return s;
}

const char* exprKindName(ExprKind k) {
  switch (k) {
  case ExprKind::IntImm: return "IntImm";
  case ExprKind::FloatImm: return "FloatImm";
  case ExprKind::StringImm: return "StringImm";
  case ExprKind::Var: return "Var";
#define TILEC_BINARY(K, s) case ExprKind::K: return #K;
#define TILEC_COMPARE(K, s) case ExprKind::K: return #K;
#define TILEC_LOGICAL(K, s) case ExprKind::K: return #K;
#include "tilec/ir/ExprNodes.def"
  case ExprKind::Not: return "Not";
  case ExprKind::Select: return "Select";
  case ExprKind::Cast: return "Cast";
  case ExprKind::Call: return "Call";
  case ExprKind::BufferLoad: return "BufferLoad";
  case ExprKind::Ramp: return "Ramp";
  case ExprKind::Broadcast: return "Broadcast";
  case ExprKind::Let: return "Let";
  }
  return "?";
}

bool isBinary(ExprKind k) {
  switch (k) {
#define TILEC_BINARY(K, s) case ExprKind::K:
#define TILEC_COMPARE(K, s) case ExprKind::K:
#define TILEC_LOGICAL(K, s) case ExprKind::K:
#include "tilec/ir/ExprNodes.def"
    return true;
  default: return false;
  }
}

bool isComparison(ExprKind k) {
  switch (k) {
#define TILEC_COMPARE(K, s) case ExprKind::K:
#include "tilec/ir/ExprNodes.def"
    return true;
  default: return false;
  }
}

const char* binarySpelling(ExprKind k) {
  switch (k) {
#define TILEC_BINARY(K, s) case ExprKind::K: return s;
#define TILEC_COMPARE(K, s) case ExprKind::K: return s;
#define TILEC_LOGICAL(K, s) case ExprKind::K: return s;
#include "tilec/ir/ExprNodes.def"
  default: return "?";
  }
}

const char* scopeName(MemoryScope s) {
  switch (s) {
  case MemoryScope::Global: return "global";
  case MemoryScope::Shared: return "shared.dyn";
  case MemoryScope::Fragment: return "local.fragment";
  case MemoryScope::Local: return "local";
  case MemoryScope::LocalVar: return "local.var";
  }
  return "?";
}

std::optional<MemoryScope> parseScope(const std::string& s) {
  for (MemoryScope m : {MemoryScope::Global, MemoryScope::Shared, MemoryScope::Fragment, MemoryScope::Local,
                        MemoryScope::LocalVar})
    if (s == scopeName(m))
      return m;
  if (s == "shared")
    return MemoryScope::Shared;
  return std::nullopt;
}

const char* stmtKindName(StmtKind k) {
  switch (k) {
  case StmtKind::Seq: return "Seq";
  case StmtKind::For: return "For";
  case StmtKind::While: return "While";
  case StmtKind::Let: return "Let";
  case StmtKind::If: return "If";
  case StmtKind::BufferStore: return "BufferStore";
  case StmtKind::Allocate: return "Allocate";
  case StmtKind::Evaluate: return "Evaluate";
  case StmtKind::Attr: return "Attr";
  case StmtKind::Copy: return "Copy";
  case StmtKind::Gemm: return "Gemm";
  case StmtKind::Fill: return "Fill";
  case StmtKind::Reduce: return "Reduce";
  case StmtKind::CumSum: return "CumSum";
  case StmtKind::Atomic: return "Atomic";
  }
  return "?";
}

const char* forKindName(ForKind k) {
  switch (k) {
  case ForKind::Serial: return "serial";
  case ForKind::Parallel: return "parallel";
  case ForKind::Pipelined: return "pipelined";
  case ForKind::Unrolled: return "unroll";
  case ForKind::Vectorized: return "vectorized";
  case ForKind::ThreadBinding: return "thread_binding";
  }
  return "?";
}

const char* gemmPolicyName(GemmWarpPolicy p) {
  switch (p) {
  case GemmWarpPolicy::Square: return "Square";
  case GemmWarpPolicy::FullRow: return "FullRow";
  case GemmWarpPolicy::FullCol: return "FullCol";
  }
  return "?";
}

const char* reduceKindName(ReduceKind k) {
  switch (k) {
  case ReduceKind::Max: return "max";
  case ReduceKind::Min: return "min";
  case ReduceKind::Sum: return "sum";
  case ReduceKind::AbsSum: return "abssum";
  case ReduceKind::AbsMax: return "absmax";
  }
  return "?";
}

const char* atomicKindName(AtomicKind k) {
  switch (k) {
  case AtomicKind::Add: return "add";
  case AtomicKind::Max: return "max";
  case AtomicKind::Min: return "min";
  }
  return "?";
}

BufferRegion fullRegion(const Buffer& b) {
  BufferRegion r{b, {}};
  for (const auto& d : b->shape)
    r.region.push_back({std::make_shared<IntImmNode>(d->dtype, 0), d});
  return r;
}

} // namespace tilec::ir

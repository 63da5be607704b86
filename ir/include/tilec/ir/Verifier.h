#pragma once
// The IR verifier: checks that a PrimFunc is well formed and returns every
// problem it finds (it never stops at the first, never throws, never aborts).
//
// Rules:
//   NullNode        a required child (expression, var, buffer) is null
//   UndefinedVar    a var used outside the scope of its definition (param,
//                   dynamic dim, block var, loop var, let var)
//   Redefinition    a var or buffer object defined more than once
//   UndefinedBuffer a buffer used that is neither a parameter nor allocated by
//                   an enclosing Allocate
//   IndexCount      a load or store with an index count other than the rank
//   IndexType       a load/store index or region bound that is not an integer
//   OperandTypes    binary operands (or select arms, ramp base and stride) of
//                   different types
//   StoreType       a stored (or alloc_var init) value whose element type is
//                   not the buffer's (lanes aside)
//   LoopType        loop min, extent or var not an integer; thread_binding
//                   without a thread tag
//   ConditionType   an if / while / select condition that is not bool
//   LetType         a let var whose type differs from its value's
//   RegionRank      a region with a range count other than the buffer's rank
//   TileOp          structural tile-op constraints: gemm operands are 2-D,
//                   k_pack >= 1, wg_wait >= 0; reduce / cumsum dim within the
//                   source rank; atomic has exactly one of value and src
//   Launch          grid and block vars of different counts, more than 3
//                   grid or thread dims, non-positive thread extents,
//                   non-integer grid extents or block vars
//   Param           a tensor parameter outside global memory; a non-integer
//                   dynamic dim
//
// Each problem carries the SourceRange of the offending node, or of the
// nearest enclosing node that has one.

#include "tilec/basic/Diagnostics.h"
#include "tilec/ir/Function.h"

#include <string>
#include <vector>

namespace tilec::ir {

enum class VerifyRule {
  NullNode, UndefinedVar, Redefinition, UndefinedBuffer, IndexCount, IndexType, OperandTypes, StoreType,
  LoopType, ConditionType, LetType, RegionRank, TileOp, Launch, Param,
};
const char* verifyRuleName(VerifyRule r);

struct VerifyProblem {
  VerifyRule rule;
  std::string message;
  SourceRange loc;      // may be invalid when no enclosing node has a location
  std::string function; // the function's name
};

std::vector<VerifyProblem> verify(const PrimFunc& f);
std::vector<VerifyProblem> verify(const Module& m);

/// Emits each problem as an error "IR verification failed in 'f': message".
void reportProblems(const std::vector<VerifyProblem>& problems, DiagnosticEngine& diags);

} // namespace tilec::ir

#pragma once
// Structural equality and hashing of the tile IR.
//
// Two nodes are structurally equal when they have the same kinds, dtypes,
// values, flags and children, where
//  * definitions are matched up positionally (alpha-equivalence): loop vars,
//    let vars (statement and expression), block vars, dynamic dims, parameter
//    vars, allocated buffers and parameter buffers. A defined var of one side
//    must be used exactly where its partner is used on the other side; the
//    names of vars and buffers are ignored, their dtypes (and a buffer's
//    dtype, shape, strides, scope and layout) are compared at the definition;
//  * free vars and buffers (used but not defined inside the compared nodes)
//    are compared by identity, unless StructuralEqualOptions::mapFreeVars is
//    set (then they are matched up on first occurrence, like definitions) or
//    a mapping is given with bindVar / bindBuffer;
//  * source locations are ignored; a function's name and attributes count.
//
// structuralHash is consistent with structuralEqual under the same options:
// equal nodes hash equally. Hashes of free vars compared by identity depend on
// their addresses, so they are stable within one process only.

#include "tilec/ir/Function.h"

#include <cstddef>
#include <string>
#include <unordered_map>
#include <vector>

namespace tilec::ir {

struct StructuralEqualOptions {
  /// Match free vars and free buffers up on first occurrence (bijectively)
  /// instead of comparing them by identity.
  bool mapFreeVars = false;
};

class StructuralEqual {
public:
  explicit StructuralEqual(StructuralEqualOptions opts = {}) : opts_(opts) {}

  /// Declares that the left side's `a` corresponds to the right side's `b`
  /// in every later comparison. (Bindings made by definitions last for one
  /// equal() call.)
  void bindVar(const Var& a, const Var& b);
  void bindBuffer(const Buffer& a, const Buffer& b);

  bool equal(const Expr& a, const Expr& b);
  bool equal(const Stmt& a, const Stmt& b);
  bool equal(const PrimFunc& a, const PrimFunc& b);
  /// Functions are compared pairwise, each with fresh definition maps.
  bool equal(const Module& a, const Module& b);

  /// After equal() returned false: where the first difference was found, e.g.
  /// "body.Seq[1].For.extent: IntImm value 128 vs 64". Empty after a match.
  const std::string& mismatch() const { return mismatch_; }

private:
  friend struct SEqPath;
  bool expr(const Expr& a, const Expr& b);
  bool stmt(const Stmt& a, const Stmt& b);
  bool func(const PrimFunc& a, const PrimFunc& b);
  bool exprs(const std::vector<Expr>& a, const std::vector<Expr>& b, const char* what);
  bool varUse(const VarNode* a, const VarNode* b);
  bool defineVar(const Var& a, const Var& b);
  bool bufferUse(const Buffer& a, const Buffer& b);
  bool bufferDecl(const Buffer& a, const Buffer& b);
  bool defineBuffer(const Buffer& a, const Buffer& b);
  bool region(const BufferRegion& a, const BufferRegion& b, const char* what);
  bool attrValue(const AttrValue& a, const AttrValue& b);
  bool attrs(const AttrMap& a, const AttrMap& b, const char* what);
  bool fail(const std::string& detail);
  void reset(); // back to the explicit bindings
  void mapVar(const VarNode* a, const VarNode* b);
  void mapBuffer(const BufferNode* a, const BufferNode* b);

  StructuralEqualOptions opts_;
  std::unordered_map<const VarNode*, const VarNode*> vmap_, rvmap_;
  std::unordered_map<const BufferNode*, const BufferNode*> bmap_, rbmap_;
  std::vector<std::pair<Var, Var>> explicitVars_;
  std::vector<std::pair<Buffer, Buffer>> explicitBufs_;
  std::vector<std::string> path_;
  std::string mismatch_;
};

bool structuralEqual(const Expr& a, const Expr& b, StructuralEqualOptions opts = {});
bool structuralEqual(const Stmt& a, const Stmt& b, StructuralEqualOptions opts = {});
bool structuralEqual(const PrimFunc& a, const PrimFunc& b, StructuralEqualOptions opts = {});
bool structuralEqual(const Module& a, const Module& b, StructuralEqualOptions opts = {});

size_t structuralHash(const Expr& e, StructuralEqualOptions opts = {});
size_t structuralHash(const Stmt& s, StructuralEqualOptions opts = {});
size_t structuralHash(const PrimFunc& f, StructuralEqualOptions opts = {});
size_t structuralHash(const Module& m, StructuralEqualOptions opts = {});

} // namespace tilec::ir

#pragma once
// The arithmetic analyzer passes use: it holds what is known about variables
// (ranges, modular facts, conditions in scope) and answers simplification,
// bound, modular and proof queries with all of it.
//
//   Analyzer an;
//   an.bind(tx, 0, 128);                     // tx in [0, 128)
//   an.bind(i, 0, 8);
//   an.bindDynamicDim(n);                    // n in [1, +inf)
//   an.simplify(floordiv(tx * 8 + i, 8));    // tx
//   an.canProve(lt(tx * 8 + i, 1024));       // true
//
// Queries never throw on valid IR: what cannot be decided is left as it is
// (simplify) or answered conservatively (bounds: wider; proofs: false).

#include "tilec/ir/Buffer.h"
#include "tilec/ir/arith/ConstIntBound.h"
#include "tilec/ir/arith/ModularSet.h"

#include <memory>
#include <optional>
#include <unordered_map>
#include <vector>

namespace tilec::ir::arith {

class SimplifierImpl;

class Analyzer {
public:
  Analyzer();
  ~Analyzer();
  Analyzer(const Analyzer&) = delete;
  Analyzer& operator=(const Analyzer&) = delete;

  // ---------------------------------------------------------------- facts
  /// v ranges over [min, min + extent). Symbolic min/extent are kept for
  /// proofs (i < n for i in [0, n)); their constant bounds bound v. A null
  /// extent means unbounded above. Replaces what was known about v's range.
  void bind(const Var& v, const Expr& min, const Expr& extent);
  /// v in [min, min + extent); extent == kPosInf: [min, +inf).
  void bind(const Var& v, int64_t min, int64_t extent);
  /// v in the inclusive bound b.
  void bindBound(const Var& v, ConstIntBound b);
  /// A run-time dimension: v in [1, +inf).
  void bindDynamicDim(const Var& v);
  /// Every value of v is m.coeff * k + m.base.
  void bindModular(const Var& v, ModularSet m);
  /// Forgets everything bound to v.
  void unbind(const Var& v);

  /// Facts that hold in a scope (the then-branch of `if cond`, a select
  /// arm): conjuncts of `cond` become known facts, and comparisons of a
  /// variable with a bounded expression narrow that variable's bound. Undone
  /// when the scope ends; scopes nest (LIFO).
  class ConstraintScope {
  public:
    /// `simplified`: cond is already the output of simplify (skips that).
    ConstraintScope(Analyzer& an, const Expr& cond, bool simplified = false);
    ~ConstraintScope();
    ConstraintScope(const ConstraintScope&) = delete;
    ConstraintScope& operator=(const ConstraintScope&) = delete;

  private:
    struct Saved {
      Var var;
      std::optional<ConstIntBound> bound;
    };
    Analyzer& an_;
    size_t factCount_;
    std::vector<Saved> saved_;
  };

  // -------------------------------------------------------------- queries
  /// The canonical simplified form of `e` (see Simplify.h for what it does);
  /// returns `e` itself when nothing changes.
  Expr simplify(const Expr& e);
  /// Inclusive bounds of integer expression `e`.
  ConstIntBound constIntBound(const Expr& e);
  /// The modular set of integer expression `e`.
  ModularSet modularSet(const Expr& e);
  /// True only when `cond` holds for every value of the variables allowed by
  /// the known facts (comparisons via bounds of the simplified difference,
  /// symbolic ranges, and/or/not).
  bool canProve(const Expr& cond);
  /// True only when a == b always (same dtype required).
  bool canProveEqual(const Expr& a, const Expr& b);
  /// e >= v always / e < v always.
  bool canProveGreaterEqual(const Expr& e, int64_t v);
  bool canProveLess(const Expr& e, int64_t v);

  // ------------------------------------------- for the ir/arith internals
  ConstIntBoundAnalyzer& bounds() { return bounds_; }
  ModularSetAnalyzer& modular() { return modular_; }
  /// The symbolic range v was bound with, when its min or extent was not a
  /// constant; nullptr otherwise.
  const Range* symbolicRange(const VarNode* v) const;
  bool hasSymbolicRanges() const { return !ranges_.empty(); }
  /// Conditions known to hold (simplified conjuncts of the constraint scopes).
  const std::vector<Expr>& knownFacts() const { return facts_; }

private:
  struct SymbolicEntry {
    Var var;
    Range range;
  };
  ConstIntBoundAnalyzer bounds_;
  ModularSetAnalyzer modular_;
  std::unordered_map<const VarNode*, SymbolicEntry> ranges_;
  std::vector<Expr> facts_;
  std::unique_ptr<SimplifierImpl> simplifier_;
};

} // namespace tilec::ir::arith

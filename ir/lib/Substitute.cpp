#include "tilec/ir/Substitute.h"

#include "tilec/ir/Visitor.h"

namespace tilec::ir {

namespace {

class Substituter : public StmtMutator {
public:
  explicit Substituter(const VarMap& m) : m_(m) {}

protected:
  Expr mutateVar(const Expr& e) override {
    auto it = m_.find(static_cast<const VarNode*>(e.get()));
    return it == m_.end() ? e : it->second;
  }

private:
  const VarMap& m_;
};

} // namespace

Expr substitute(const Expr& e, const VarMap& m) {
  if (!e || m.empty())
    return e;
  return Substituter(m).mutateExpr(e);
}

std::vector<Expr> substitute(const std::vector<Expr>& es, const VarMap& m) {
  std::vector<Expr> out;
  out.reserve(es.size());
  for (const Expr& e : es)
    out.push_back(substitute(e, m));
  return out;
}

Stmt substitute(const Stmt& s, const VarMap& m) {
  if (!s || m.empty())
    return s;
  return Substituter(m).mutateStmt(s);
}

} // namespace tilec::ir

// The IR printer's entry points (syntax documented in Printer.h); the
// printer itself is PrinterImpl.h and PrinterStmt.cpp.
#include "PrinterImpl.h"

namespace tilec::ir {

using detail::IRPrinter;

std::string printModule(const Module& m) {
  std::string s;
  for (size_t i = 0; i < m.funcs.size(); ++i) {
    if (i)
      s += "\n";
    s += printFunc(m.funcs[i]);
  }
  return s;
}

std::string printFunc(const PrimFunc& f) {
  IRPrinter p(true);
  p.func(f);
  return p.out;
}

std::string printStmt(const Stmt& s, int indent) {
  IRPrinter p(false);
  p.indent = indent;
  p.blockItems(s);
  return p.out;
}

std::string printExpr(const Expr& e) {
  IRPrinter p(false);
  return p.ex(e);
}

std::string printDTypeAnnotation(const DataType& t) { return "T." + t.str(); }

std::string printAttrValue(const AttrValue& v) {
  IRPrinter p(false);
  return p.attr(v);
}

} // namespace tilec::ir

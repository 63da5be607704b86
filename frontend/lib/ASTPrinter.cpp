#include "tilec/frontend/ASTPrinter.h"

#include <ostream>
#include <sstream>

namespace tilec::ast {

const char* spelling(UnaryOp op) {
  switch (op) {
  case UnaryOp::Neg: return "-";
  case UnaryOp::Pos: return "+";
  case UnaryOp::Invert: return "~";
  case UnaryOp::Not: return "not ";
  }
  return "?";
}
const char* spelling(BinaryOp op) {
  switch (op) {
  case BinaryOp::Add: return "+";
  case BinaryOp::Sub: return "-";
  case BinaryOp::Mul: return "*";
  case BinaryOp::Div: return "/";
  case BinaryOp::FloorDiv: return "//";
  case BinaryOp::Mod: return "%";
  case BinaryOp::Pow: return "**";
  case BinaryOp::Shl: return "<<";
  case BinaryOp::Shr: return ">>";
  case BinaryOp::BitAnd: return "&";
  case BinaryOp::BitOr: return "|";
  case BinaryOp::BitXor: return "^";
  }
  return "?";
}
const char* spelling(CompareOp op) {
  switch (op) {
  case CompareOp::Lt: return "<";
  case CompareOp::Gt: return ">";
  case CompareOp::Eq: return "==";
  case CompareOp::Ge: return ">=";
  case CompareOp::Le: return "<=";
  case CompareOp::Ne: return "!=";
  case CompareOp::In: return "in";
  case CompareOp::NotIn: return "not in";
  case CompareOp::Is: return "is";
  case CompareOp::IsNot: return "is not";
  }
  return "?";
}
const char* spelling(BoolOpKind op) { return op == BoolOpKind::And ? "and" : "or"; }

namespace {

std::string quote(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\')
      out += '\\';
    if (c == '\n') {
      out += "\\n";
      continue;
    }
    out += c;
  }
  return out + "\"";
}

void unparseTo(const Expr& e, std::ostream& os);

void unparseList(const std::vector<ExprPtr>& v, std::ostream& os) {
  for (size_t i = 0; i < v.size(); ++i) {
    if (i)
      os << ", ";
    unparseTo(*v[i], os);
  }
}

void unparseTo(const Expr& e, std::ostream& os) {
  switch (e.kind) {
  case ExprKind::Name: os << static_cast<const NameExpr&>(e).name; break;
  case ExprKind::Int: os << static_cast<const IntExpr&>(e).text; break;
  case ExprKind::Float: os << static_cast<const FloatExpr&>(e).text; break;
  case ExprKind::String: os << quote(static_cast<const StringExpr&>(e).value); break;
  case ExprKind::Bool: os << (static_cast<const BoolExpr&>(e).value ? "True" : "False"); break;
  case ExprKind::None: os << "None"; break;
  case ExprKind::Unary: {
    auto& u = static_cast<const UnaryExpr&>(e);
    os << spelling(u.op);
    unparseTo(*u.operand, os);
    break;
  }
  case ExprKind::Binary: {
    auto& b = static_cast<const BinaryExpr&>(e);
    os << "(";
    unparseTo(*b.lhs, os);
    os << " " << spelling(b.op) << " ";
    unparseTo(*b.rhs, os);
    os << ")";
    break;
  }
  case ExprKind::Compare: {
    auto& c = static_cast<const CompareExpr&>(e);
    unparseTo(*c.operands[0], os);
    for (size_t i = 0; i < c.ops.size(); ++i) {
      os << " " << spelling(c.ops[i]) << " ";
      unparseTo(*c.operands[i + 1], os);
    }
    break;
  }
  case ExprKind::BoolOp: {
    auto& b = static_cast<const BoolOpExpr&>(e);
    os << "(";
    for (size_t i = 0; i < b.operands.size(); ++i) {
      if (i)
        os << " " << spelling(b.op) << " ";
      unparseTo(*b.operands[i], os);
    }
    os << ")";
    break;
  }
  case ExprKind::Ternary: {
    auto& t = static_cast<const TernaryExpr&>(e);
    os << "(";
    unparseTo(*t.body, os);
    os << " if ";
    unparseTo(*t.cond, os);
    os << " else ";
    unparseTo(*t.orelse, os);
    os << ")";
    break;
  }
  case ExprKind::Call: {
    auto& c = static_cast<const CallExpr&>(e);
    unparseTo(*c.callee, os);
    os << "(";
    unparseList(c.args, os);
    for (size_t i = 0; i < c.keywords.size(); ++i) {
      if (i || !c.args.empty())
        os << ", ";
      os << c.keywords[i].name << "=";
      unparseTo(*c.keywords[i].value, os);
    }
    os << ")";
    break;
  }
  case ExprKind::Attribute: {
    auto& a = static_cast<const AttributeExpr&>(e);
    unparseTo(*a.object, os);
    os << "." << a.attr;
    break;
  }
  case ExprKind::Subscript: {
    auto& s = static_cast<const SubscriptExpr&>(e);
    unparseTo(*s.object, os);
    os << "[";
    unparseList(s.indices, os);
    os << "]";
    break;
  }
  case ExprKind::Slice: {
    auto& s = static_cast<const SliceExpr&>(e);
    if (s.lo)
      unparseTo(*s.lo, os);
    os << ":";
    if (s.hi)
      unparseTo(*s.hi, os);
    if (s.step) {
      os << ":";
      unparseTo(*s.step, os);
    }
    break;
  }
  case ExprKind::Tuple: {
    auto& t = static_cast<const TupleExpr&>(e);
    os << "(";
    unparseList(t.elts, os);
    if (t.elts.size() == 1)
      os << ",";
    os << ")";
    break;
  }
  case ExprKind::List: {
    os << "[";
    unparseList(static_cast<const ListExpr&>(e).elts, os);
    os << "]";
    break;
  }
  case ExprKind::Dict: {
    auto& d = static_cast<const DictExpr&>(e);
    os << "{";
    for (size_t i = 0; i < d.keys.size(); ++i) {
      if (i)
        os << ", ";
      unparseTo(*d.keys[i], os);
      os << ": ";
      unparseTo(*d.values[i], os);
    }
    os << "}";
    break;
  }
  case ExprKind::Lambda: {
    auto& l = static_cast<const LambdaExpr&>(e);
    os << "(lambda";
    for (size_t i = 0; i < l.params.size(); ++i)
      os << (i ? ", " : " ") << l.params[i].name;
    os << ": ";
    unparseTo(*l.body, os);
    os << ")";
    break;
  }
  case ExprKind::Star:
    os << "*";
    unparseTo(*static_cast<const StarExpr&>(e).value, os);
    break;
  }
}

class TreePrinter {
public:
  TreePrinter(const SourceManager& sm, std::ostream& os) : sm_(sm), os_(os) {}

  void module(const Module& m) {
    os_ << "Module \"" << sm_.path(m.file) << "\"\n";
    for (const auto& item : m.items)
      top(*item, 1);
  }

private:
  std::string at(SourceRange r) {
    LineCol lc = sm_.lineCol(r.begin);
    return " <" + std::to_string(lc.line) + ":" + std::to_string(lc.col) + ">";
  }
  void indent(int d) { os_ << std::string(2 * d, ' '); }

  void top(const TopLevel& t, int d) {
    if (t.kind != TopKind::Func)
      indent(d);
    switch (t.kind) {
    case TopKind::Import: os_ << "Import " << quote(static_cast<const ImportDecl&>(t).path) << at(t.range) << "\n"; break;
    case TopKind::Const: {
      auto& c = static_cast<const ConstDecl&>(t);
      os_ << "Const " << c.name;
      if (c.annotation)
        os_ << ": " << unparse(*c.annotation);
      os_ << " = " << unparse(*c.value) << at(t.range) << "\n";
      break;
    }
    case TopKind::Export: {
      auto& x = static_cast<const ExportDecl&>(t);
      os_ << "Export " << x.kernel << "[";
      bool first = true;
      for (auto& a : x.args) {
        os_ << (first ? "" : ", ") << unparse(*a);
        first = false;
      }
      for (auto& k : x.bindings) {
        os_ << (first ? "" : ", ") << k.name << "=" << unparse(*k.value);
        first = false;
      }
      os_ << "] as " << x.symbol << at(t.range) << "\n";
      break;
    }
    case TopKind::Func: func(*static_cast<const FuncDecl&>(t).func, d); break;
    }
  }

  void params(const char* label, const std::vector<Param>& ps, int d) {
    for (const auto& p : ps) {
      indent(d);
      os_ << label << " " << p.name;
      if (p.annotation)
        os_ << ": " << unparse(*p.annotation);
      if (p.defaultValue)
        os_ << " = " << unparse(*p.defaultValue);
      os_ << "\n";
    }
  }

  void func(const FuncDef& f, int d) {
    indent(d);
    os_ << "FuncDef " << f.name << at(f.range) << "\n";
    for (const auto& dec : f.decorators) {
      indent(d + 1);
      os_ << "Decorator @" << dec.name << "\n";
    }
    params("CompileTimeParam", f.compileTimeParams, d + 1);
    params("Param", f.params, d + 1);
    block(f.body, d + 1);
  }

  void block(const Block& b, int d) {
    for (const auto& s : b)
      stmt(*s, d);
  }

  void stmt(const Stmt& s, int d) {
    if (s.kind == StmtKind::FuncDef) {
      func(static_cast<const FuncDef&>(s), d);
      return;
    }
    indent(d);
    switch (s.kind) {
    case StmtKind::Expr: os_ << "Expr " << unparse(*static_cast<const ExprStmt&>(s).value); break;
    case StmtKind::Assign: {
      auto& a = static_cast<const AssignStmt&>(s);
      os_ << "Assign " << unparse(*a.target) << " = " << unparse(*a.value);
      break;
    }
    case StmtKind::AnnAssign: {
      auto& a = static_cast<const AnnAssignStmt&>(s);
      os_ << "AnnAssign " << unparse(*a.target) << ": " << unparse(*a.annotation);
      if (a.value)
        os_ << " = " << unparse(*a.value);
      break;
    }
    case StmtKind::AugAssign: {
      auto& a = static_cast<const AugAssignStmt&>(s);
      os_ << "AugAssign " << unparse(*a.target) << " " << spelling(a.op) << "= " << unparse(*a.value);
      break;
    }
    case StmtKind::Pass: os_ << "Pass"; break;
    case StmtKind::Break: os_ << "Break"; break;
    case StmtKind::Continue: os_ << "Continue"; break;
    case StmtKind::Return: {
      auto& r = static_cast<const ReturnStmt&>(s);
      os_ << "Return";
      if (r.value)
        os_ << " " << unparse(*r.value);
      break;
    }
    case StmtKind::If: {
      auto& i = static_cast<const IfStmt&>(s);
      os_ << (i.isElif ? "Elif " : "If ") << unparse(*i.cond) << at(s.range) << "\n";
      block(i.then, d + 1);
      if (!i.orelse.empty()) {
        if (i.orelse.size() == 1 && i.orelse[0]->kind == StmtKind::If &&
            static_cast<const IfStmt&>(*i.orelse[0]).isElif) {
          stmt(*i.orelse[0], d);
        } else {
          indent(d);
          os_ << "Else\n";
          block(i.orelse, d + 1);
        }
      }
      return;
    }
    case StmtKind::For: {
      auto& f = static_cast<const ForStmt&>(s);
      os_ << "For " << unparse(*f.target) << " in " << unparse(*f.iter) << at(s.range) << "\n";
      block(f.body, d + 1);
      return;
    }
    case StmtKind::While: {
      auto& w = static_cast<const WhileStmt&>(s);
      os_ << "While " << unparse(*w.cond) << at(s.range) << "\n";
      block(w.body, d + 1);
      return;
    }
    case StmtKind::With: {
      auto& w = static_cast<const WithStmt&>(s);
      os_ << "With " << unparse(*w.context);
      if (w.target)
        os_ << " as " << unparse(*w.target);
      os_ << at(s.range) << "\n";
      block(w.body, d + 1);
      return;
    }
    case StmtKind::FuncDef: break;
    }
    os_ << at(s.range) << "\n";
  }

  const SourceManager& sm_;
  std::ostream& os_;
};

} // namespace

std::string unparse(const Expr& e) {
  std::ostringstream os;
  unparseTo(e, os);
  return os.str();
}

void printModule(const Module& m, const SourceManager& sm, std::ostream& os) { TreePrinter(sm, os).module(m); }

} // namespace tilec::ast

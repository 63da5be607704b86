// Module level: globals (constants, kernels, macros), -D overrides, and the
// instantiation of kernels for each export.

#include "SemaImpl.h"

#include "tilec/frontend/ASTPrinter.h"

#include <algorithm>
#include <set>

namespace tilec::sema {

bool Checker::isPrimFunc(const ast::FuncDef& f) const {
  for (const auto& d : f.decorators)
    if (d.name == "T.prim_func" || d.name == "tilelang.jit" || d.name == "T.jit")
      return true;
  return false;
}

bool Checker::isMacro(const ast::FuncDef& f) const {
  for (const auto& d : f.decorators)
    if (d.name == "T.macro")
      return true;
  return false;
}

void Checker::defineGlobal(const std::string& name, Value v, SourceRange def) {
  auto it = globals_->names.find(name);
  if (it != globals_->names.end()) {
    error(def, "redefinition of '" + name + "'").note(it->second.def, "'" + name + "' was first defined here");
    return;
  }
  recordSymbol(def, def, name, v);
  globals_->names[name] = {std::move(v), def};
}

std::optional<Value> Checker::parseDefine(const std::string& name, const std::string& text) {
  if (text == "True" || text == "False")
    return Value::ofBool(text == "True");
  if (!text.empty()) {
    char* end = nullptr;
    errno = 0;
    long long iv = std::strtoll(text.c_str(), &end, 0);
    if (end && *end == '\0' && errno == 0)
      return Value::ofInt(iv);
    double dv = std::strtod(text.c_str(), &end);
    if (end && *end == '\0')
      return Value::ofFloat(dv);
  }
  std::string s = text;
  if (s.size() >= 2 && (s.front() == '"' || s.front() == '\'') && s.back() == s.front())
    s = s.substr(1, s.size() - 2);
  return Value::ofString(s);
}

void Checker::collectGlobals(const std::vector<const ast::Module*>& modules) {
  scope_ = globals_;
  std::map<std::string, Value> defines;
  for (const auto& [n, v] : opts_.defines)
    if (auto parsed = parseDefine(n, v))
      defines[n] = *parsed;
  // Dependency order: a file's imports are defined before the file itself.
  for (auto it = modules.begin(); it != modules.end(); ++it) {
    for (const auto& item : (*it)->items) {
      if (auto* c = ast::dyn<ast::ConstDecl>(item.get())) {
        Value v;
        auto d = defines.find(c->name);
        if (d != defines.end()) {
          v = d->second;
          usedDefines_[c->name] = c->nameRange;
        } else {
          v = eval(*c->value);
        }
        if (c->annotation && !v.isError()) {
          Value ann = eval(*c->annotation);
          if (ann.kind == ValueKind::Builtin && ann.builtin == Builtin::PyInt && v.kind != ValueKind::Int) {
            bool fromDefine = d != defines.end();
            error(fromDefine ? c->nameRange : c->value->range,
                  "constant '" + c->name + "' is declared int but its value is " + describe(v) +
                      (fromDefine ? " (from -D " + c->name + "=" + valueText(v) + ")" : ""));
            v = Value::error();
          }
        }
        v.range = c->value->range;
        defineGlobal(c->name, v, c->nameRange);
      } else if (auto* f = ast::dyn<ast::FuncDecl>(item.get())) {
        const ast::FuncDef& fn = *f->func;
        bool prim = isPrimFunc(fn), macro = isMacro(fn);
        if (!prim && !macro) {
          if (fn.decorators.empty())
            error(fn.nameRange, "function '" + fn.name + "' needs a decorator: @T.prim_func for a kernel or @T.macro for a macro");
          else
            error(fn.decorators[0].range, "unknown decorator '@" + fn.decorators[0].name +
                                              "'; use @T.prim_func for a kernel or @T.macro for a macro");
          continue;
        }
        if (macro && fn.hasCompileTimeParams)
          error(fn.nameRange, "macro '" + fn.name + "' cannot have compile-time parameters in [...]; pass them as arguments");
        Value v = Value::make(ValueKind::Function);
        v.func = &fn;
        v.closure = globals_;
        defineGlobal(fn.name, v, fn.nameRange);
        if (prim)
          kernels_[fn.name] = &fn;
      } else if (auto* x = ast::dyn<ast::ExportDecl>(item.get())) {
        exports_.push_back({x, *it});
      }
    }
  }
}

std::optional<Value> Checker::coerceCompileTimeParam(const ast::Param& p, Value v, SourceRange at) {
  if (v.isError())
    return std::nullopt;
  if (!p.annotation)
    return v;
  if (auto* n = ast::dyn<ast::NameExpr>(p.annotation.get()); n && !scope_->lookup(n->name) && !lookupBuiltin(n->name) &&
                                                               n->name != "str") {
    error(p.annotation->range, "the type of compile-time parameter '" + p.name +
                                   "' must be int, float, bool, str or T.dtype, not '" + n->name + "'");
    return std::nullopt;
  }
  Value ann = eval(*p.annotation);
  auto mismatch = [&](const char* want) {
    error(at, "compile-time parameter '" + p.name + "' is " + want + " but gets " + describe(v));
    return std::nullopt;
  };
  if (ann.kind == ValueKind::Builtin) {
    switch (ann.builtin) {
    case Builtin::PyInt:
      if (v.kind == ValueKind::Int || v.kind == ValueKind::Scalar)
        return v;
      return mismatch("an int");
    case Builtin::PyFloat:
      if (v.kind == ValueKind::Int)
        return Value::ofFloat(static_cast<double>(v.i));
      if (v.kind == ValueKind::Float)
        return v;
      return mismatch("a float");
    case Builtin::PyBool:
      if (v.kind == ValueKind::Bool)
        return v;
      return mismatch("a bool");
    default: break;
    }
  }
  if (ann.kind == ValueKind::Namespace && ann.s == "T.dtype") {
    if (v.kind == ValueKind::DType)
      return v;
    if (v.kind == ValueKind::String) {
      auto t = requireDType(v, at, "compile-time parameter '" + p.name + "'");
      if (!t)
        return std::nullopt;
      return Value::ofDType(*t);
    }
    return mismatch("a dtype");
  }
  if (ann.kind == ValueKind::Namespace && ann.s == "str") {
    if (v.kind == ValueKind::String)
      return v;
    return mismatch("a string");
  }
  if (!ann.isError())
    error(p.annotation->range, "the type of compile-time parameter '" + p.name + "' must be int, float, bool, str or T.dtype");
  return std::nullopt;
}

Value Checker::kernelParamValue(const ast::Param& p) {
  if (!p.annotation) {
    error(p.range, "kernel parameter '" + p.name + "' needs a type, e.g. " + p.name + ": T.Tensor((M, N), \"float16\")");
    return Value::error();
  }
  Value ann = eval(*p.annotation);
  if (ann.isError())
    return ann;
  if (ann.kind == ValueKind::TensorType) {
    auto b = std::make_shared<BufferInfo>();
    b->name = p.name;
    b->shape = ann.shape;
    b->dtype = ann.dtype;
    b->scope = MemScope::Global;
    b->declRange = p.range;
    b->isParam = true;
    if (emitter_)
      emitter_->tensorParam(*b);
    Value v = Value::ofBuffer(b);
    v.range = p.range;
    return v;
  }
  std::optional<DType> scalarType;
  if (ann.kind == ValueKind::DType)
    scalarType = ann.dtype;
  if (ann.kind == ValueKind::Builtin && (ann.builtin == Builtin::PyInt || ann.builtin == Builtin::PyFloat ||
                                         ann.builtin == Builtin::PyBool))
    scalarType = ann.builtin == Builtin::PyInt ? DType::Int32 : ann.builtin == Builtin::PyFloat ? DType::Float32 : DType::Bool;
  if (scalarType)
    return keyed(*scalarType, p.name, emitter_ ? emitter_->scalarParam(p.name, *scalarType, p.range) : nullptr,
                 "param:" + p.name);
  error(p.annotation->range, "kernel parameter '" + p.name + "' has type " + describe(ann) +
                                 "; use T.Tensor(shape, dtype) or a scalar dtype such as T.float32");
  return Value::error();
}

std::vector<Instance> Checker::instantiateAll(const std::vector<const ast::Module*>& inputs) {
  auto isInput = [&](const ast::Module* m) { return std::find(inputs.begin(), inputs.end(), m) != inputs.end(); };
  std::vector<Instance> out;
  auto selected = [&](const std::string& kernel, const std::string& symbol) {
    return !opts_.kernel || *opts_.kernel == kernel || *opts_.kernel == symbol;
  };
  std::map<std::string, SourceRange> symbols;
  std::set<const ast::Module*> exporting;
  for (const auto& [x, mod] : exports_) {
    if (!isInput(mod))
      continue; // an imported file's exports belong to the object built from that file
    exporting.insert(mod);
    auto prev = symbols.find(x->symbol);
    if (prev != symbols.end()) {
      error(x->symbolRange, "symbol '" + x->symbol + "' is exported twice").note(prev->second, "first exported here");
      continue;
    }
    symbols[x->symbol] = x->symbolRange;
    auto k = kernels_.find(x->kernel);
    if (k == kernels_.end()) {
      Binding* b = globals_->lookup(x->kernel);
      if (b && b->value.kind == ValueKind::Function)
        error(x->kernelRange, "'" + x->kernel + "' is a macro; only @T.prim_func kernels can be exported");
      else
        error(x->kernelRange, "export names unknown kernel '" + x->kernel + "'");
      continue;
    }
    if (!selected(x->kernel, x->symbol))
      continue;
    const ast::FuncDef& fn = *k->second;
    std::map<std::string, Value> given;
    std::map<std::string, SourceRange> givenRanges;
    bool ok = true;
    for (size_t i = 0; i < x->args.size(); ++i) {
      if (i >= fn.compileTimeParams.size()) {
        size_t n = fn.compileTimeParams.size();
        error(x->args[i]->range, "kernel '" + fn.name + "' has " + std::to_string(n) + " compile-time parameter" +
                                     (n == 1 ? "" : "s") + " but the export gives " + std::to_string(x->args.size()) +
                                     " positional values")
            .note(fn.nameRange, "'" + fn.name + "' is defined here");
        ok = false;
        break;
      }
      given[fn.compileTimeParams[i].name] = eval(*x->args[i]);
      givenRanges[fn.compileTimeParams[i].name] = x->args[i]->range;
    }
    for (const auto& kw : x->bindings) {
      bool known = false;
      for (const auto& p : fn.compileTimeParams)
        known |= p.name == kw.name;
      if (!known) {
        error(kw.nameRange, "kernel '" + fn.name + "' has no compile-time parameter '" + kw.name + "'")
            .note(fn.nameRange, "'" + fn.name + "' is defined here");
        ok = false;
        continue;
      }
      if (given.count(kw.name)) {
        error(kw.nameRange, "compile-time parameter '" + kw.name + "' is given twice");
        ok = false;
        continue;
      }
      given[kw.name] = eval(*kw.value);
      givenRanges[kw.name] = kw.value->range;
    }
    if (!ok)
      continue;
    Instance inst;
    inst.kernel = &fn;
    inst.symbol = x->symbol;
    if (checkInstance(fn, inst, given, givenRanges, x->range))
      out.push_back(std::move(inst));
  }
  // An input file that exports nothing: check each of its kernels with its
  // defaults, so that every kernel is checked. --kernel may also name a
  // kernel that is not exported.
  bool chosen = !out.empty();
  for (const ast::Module* mod : inputs) {
    for (const auto& item : mod->items) {
      auto* f = ast::dyn<ast::FuncDecl>(item.get());
      if (!f || !isPrimFunc(*f->func) || !selected(f->func->name, f->func->name))
        continue;
      bool byDefault = !exporting.count(mod);
      bool byName = opts_.kernel && *opts_.kernel == f->func->name && !chosen;
      if (!byDefault && !byName)
        continue;
      Instance inst;
      inst.kernel = f->func.get();
      inst.symbol = f->func->name;
      if (checkInstance(*f->func, inst, {}, {}, f->func->nameRange))
        out.push_back(std::move(inst));
    }
  }
  if (opts_.kernel && out.empty() && !diags_.hasErrors())
    error({}, "no kernel or export named '" + *opts_.kernel + "'");
  for (const auto& [n, v] : opts_.defines) {
    if (usedDefines_.count(n))
      continue;
    std::vector<std::string> names;
    for (const auto& [g, b] : globals_->names)
      names.push_back(g);
    for (const auto& [k, fn] : kernels_)
      for (const auto& p : fn->compileTimeParams)
        names.push_back(p.name);
    std::string hint = closest(n, names);
    diags_.warning({}, "-D " + n + " names no constant or compile-time parameter" +
                           (hint.empty() ? "" : "; did you mean '" + hint + "'?"));
  }
  return out;
}

bool Checker::checkInstance(const ast::FuncDef& fn, Instance& inst, const std::map<std::string, Value>& given,
                            const std::map<std::string, SourceRange>& givenRanges, SourceRange where) {
  unsigned errorsBefore = diags_.errorCount();
  inst.where = where;
  currentInstance_ = inst.symbol;
  if (emitter_)
    emitter_->beginInstance(inst, fn);
  dynamicByName_.clear();
  branchLocals_.clear();
  auto saved = scope_;
  scope_ = std::make_shared<Scope>();
  scope_->parent = globals_;
  std::map<std::string, Value> defines;
  for (const auto& [n, v] : opts_.defines)
    if (auto parsed = parseDefine(n, v))
      defines[n] = *parsed;

  for (const auto& p : fn.compileTimeParams) {
    std::optional<Value> v;
    SourceRange at = p.range;
    auto g = given.find(p.name);
    auto d = defines.find(p.name);
    if (d != defines.end())
      usedDefines_[p.name] = p.range; // an export's own binding takes precedence over -D
    if (g != given.end()) {
      v = g->second;
      at = givenRanges.at(p.name);
    } else if (d != defines.end()) {
      v = d->second;
      usedDefines_[p.name] = p.range;
    } else if (p.defaultValue) {
      v = eval(*p.defaultValue);
      at = p.defaultValue->range;
    }
    if (!v) {
      // An unbound int is a dynamic (run-time) dimension.
      bool isInt = false;
      if (p.annotation) {
        Value ann = eval(*p.annotation);
        isInt = ann.kind == ValueKind::Builtin && ann.builtin == Builtin::PyInt;
      }
      if (!isInt) {
        error(p.range, "compile-time parameter '" + p.name + "' of kernel '" + fn.name +
                           "' has no value; give it a default, bind it in an export, or pass -D " + p.name + "=...")
            .note(where, "while instantiating '" + inst.symbol + "'");
        bindName(p.name, Value::error(), p.range);
        continue;
      }
      Value dyn = keyed(DType::Int32, p.name, emitter_ ? emitter_->dynamicDim(p.name, p.range) : nullptr, "dim:" + p.name, 1,
                        std::nullopt);
      inst.dynamicParams.push_back(p.name);
      bindName(p.name, dyn, p.range);
      inst.bindings.push_back({p.name, dyn});
      continue;
    }
    auto coerced = coerceCompileTimeParam(p, *v, at);
    if (!coerced && d != defines.end() && g == given.end())
      diags_.emit(Diagnostic{Severity::Note, {}, "the value of '" + p.name + "' comes from -D " + p.name + "=" +
                                                     valueText(*v), {}});
    Value bound = coerced ? *coerced : Value::error();
    bound.range = at;
    bindName(p.name, bound, p.range);
    inst.bindings.push_back({p.name, bound});
  }
  if (!fn.compileTimeParams.empty() && diags_.errorCount() != errorsBefore) {
    scope_ = saved;
    if (emitter_)
      emitter_->endInstance();
    return false;
  }
  for (const auto& p : fn.params)
    bindName(p.name, kernelParamValue(p), p.range);

  kernel_ = KernelContext{};
  loopDepth_ = parallelDepth_ = runtimeCondDepth_ = 0;
  execBlock(fn.body);
  if (diags_.errorCount() != errorsBefore && !fn.compileTimeParams.empty() && where.begin.offset != fn.nameRange.begin.offset)
    diags_.emit(Diagnostic{Severity::Note, where, "in the instantiation exported as '" + inst.symbol + "'", {}});
  if (!kernel_.seen && diags_.errorCount() == errorsBefore)
    error(fn.nameRange, "kernel '" + fn.name + "' has no `with T.Kernel(...)` block; a kernel body runs inside one");
  if (emitter_)
    emitter_->endInstance();
  scope_ = saved;
  return diags_.errorCount() == errorsBefore;
}

} // namespace tilec::sema

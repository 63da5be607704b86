// Launcher ABIs from lowered IR + generated kernels, and the C header that
// declares them.
#include "tilec/backend/host/HostObject.h"

#include "tilec/ir/Printer.h"

#include <sstream>

namespace tilec::backend::host {

namespace {

/// How one extent of a tensor parameter is known: a constant, exactly a
/// run-time dim (a caller can infer the dim from the tensor's shape), or an
/// expression of the dims (a caller can only check it once the dims are
/// known). `firstDimArg` is the launcher argument index of dynamicDims[0].
LauncherExtent describeExtent(const ir::Expr& e, const std::vector<ir::Var>& dynamicDims, int firstDimArg) {
  LauncherExtent x;
  x.text = ir::printExpr(e);
  if (auto* imm = ir::as<ir::IntImmNode>(e)) {
    x.kind = LauncherExtent::Kind::Constant;
    x.value = imm->value;
    x.text = std::to_string(imm->value); // without a dtype annotation for int64 constants
    return x;
  }
  // A widening integer cast of a dim has the dim's value (dims are positive).
  const ir::Expr* inner = &e;
  while (auto* c = ir::as<ir::CastNode>(*inner)) {
    if (!c->value || !c->dtype.isInt() || !c->value->dtype.isInt() || c->value->dtype.bits() > c->dtype.bits())
      break;
    inner = &c->value;
  }
  if (auto* v = ir::as<ir::VarNode>(*inner)) {
    for (std::size_t d = 0; d < dynamicDims.size(); ++d) {
      if (dynamicDims[d].get() == v) {
        x.kind = LauncherExtent::Kind::Dim;
        x.dimArg = firstDimArg + static_cast<int>(d);
        x.text = v->name;
        return x;
      }
    }
  }
  x.kind = LauncherExtent::Kind::Expr;
  return x;
}

} // namespace

std::string targetList(const std::vector<TargetKind>& targets) {
  std::string s;
  for (TargetKind t : targets)
    s += (s.empty() ? "" : ",") + std::string(targetInfo(t).name);
  return s;
}

std::optional<std::vector<LauncherABI>> describeLaunchers(const ir::Module& m,
                                                           const std::vector<cuda::KernelInfo>& kernels,
                                                           DiagnosticEngine& diags) {
  // generateCuda emits one kernel per function, in order; anything else is a
  // compiler bug, reported rather than asserted.
  if (m.funcs.size() != kernels.size()) {
    diags.error({}, "internal compiler error: " + std::to_string(m.funcs.size()) + " functions but " +
                        std::to_string(kernels.size()) + " generated kernels");
    return std::nullopt;
  }
  std::vector<LauncherABI> out;
  bool ok = true;
  for (std::size_t k = 0; k < kernels.size(); ++k) {
    const ir::PrimFunc& f = m.funcs[k];
    const cuda::KernelInfo& info = kernels[k];
    LauncherABI abi;
    abi.exportName = info.name;
    abi.kernelName = info.name;
    abi.grid = f->grid;
    abi.dynamicDims = f->dynamicDims;
    abi.dynamicSharedBytes = info.dynamicSharedBytes;
    abi.persistent = info.persistent;
    abi.func = f;
    // The same checks as the GPU harness: tensors first, then the run-time
    // dims as int or long long; scalars that are not dims cannot be passed.
    std::size_t nTensor = 0;
    for (const auto& p : f->params) {
      if (!p.buffer) {
        diags.error(f->loc, "kernel '" + f->name + "' has a scalar parameter '" +
                                (p.var ? p.var->name : std::string("?")) +
                                "' that is not a run-time dim; launchers cannot pass it yet");
        ok = false;
        continue;
      }
      ++nTensor;
    }
    std::size_t nTma = 0;
    for (const auto& kp : info.params)
      nTma += kp.tmaTensor >= 0 || kp.isTmaFlag;
    for (const auto& kp : info.params)
      if (kp.tmaTensor >= 0) {
        const auto& b = f->params[static_cast<std::size_t>(kp.tmaTensor)].buffer;
        LauncherABI::TmaMap map;
        map.tensorArg = kp.tmaTensor;
        map.shape = b->shape;
        map.box.assign(kp.tmaBox, kp.tmaBox + kp.tmaRank);
        map.dataType = kp.tmaDataType;
        map.swizzleMode = kp.tmaSwizzleMode;
        map.elemBytes = kp.tmaElemBytes;
        abi.tmaMaps.push_back(map);
      }
    if (info.params.size() != nTensor + f->dynamicDims.size() + nTma) {
      if (ok)
        diags.error(f->loc, "internal compiler error: kernel '" + f->name + "' has " +
                                std::to_string(info.params.size()) + " parameters, expected " +
                                std::to_string(nTensor + f->dynamicDims.size()));
      ok = false;
      continue;
    }
    for (std::size_t i = 0; i < nTensor + f->dynamicDims.size(); ++i) {
      const auto& kp = info.params[i];
      LauncherArg a;
      a.name = kp.name;
      if (i < nTensor) {
        const auto& b = f->params[i].buffer;
        a.isTensor = true;
        a.isConst = kp.isConst;
        a.dtype = b->dtype.str();
        a.rank = static_cast<int>(b->shape.size());
        for (const auto& extent : b->shape)
          a.shape.push_back(describeExtent(extent, f->dynamicDims, static_cast<int>(nTensor)));
      } else {
        if (!kp.isDynamicDim || (kp.ctype != "int" && kp.ctype != "long long")) {
          diags.error(f->loc, "internal compiler error: parameter '" + kp.name + "' of '" + f->name +
                                  "' should be an int or long long run-time dim");
          ok = false;
        }
        a.dimIsInt32 = kp.ctype == "int";
        a.dtype = a.dimIsInt32 ? "int32" : "int64";
      }
      abi.args.push_back(std::move(a));
    }
    if (f->grid.empty() || f->grid.size() > 3 || info.threads.empty() || info.threads.size() > 3) {
      diags.error(f->loc, "kernel '" + f->name + "' needs 1 to 3 grid and block extents for a launcher");
      ok = false;
      continue;
    }
    for (std::size_t i = 0; i < info.threads.size(); ++i)
      abi.threads[i] = static_cast<unsigned>(info.threads[i]);
    out.push_back(std::move(abi));
  }
  if (!ok)
    return std::nullopt;
  return out;
}

namespace {

/// The element type a tensor pointer points to in the header.
std::string cElementType(const std::string& dtype) {
  if (dtype == "float16")
    return "tilec_float16";
  if (dtype == "bfloat16")
    return "tilec_bfloat16";
  if (dtype == "float32")
    return "float";
  if (dtype == "float64")
    return "double";
  if (dtype == "bool")
    return "uint8_t";
  for (const char* w : {"8", "16", "32", "64"}) {
    if (dtype == std::string("int") + w)
      return std::string("int") + w + "_t";
    if (dtype == std::string("uint") + w)
      return std::string("uint") + w + "_t";
  }
  // fp8 and other narrow types: raw bytes of their width.
  return "uint8_t";
}

/// "A: float16[M, K], B: float16[K, N] (row-major, contiguous).": the
/// tensors as a caller must pass them.
std::string shapeSummary(const LauncherABI& l) {
  std::string s;
  for (const auto& a : l.args) {
    if (!a.isTensor)
      continue;
    s += (s.empty() ? "" : ", ") + a.name + ": " + a.dtype + "[";
    for (std::size_t i = 0; i < a.shape.size(); ++i)
      s += (i ? ", " : "") + a.shape[i].text;
    s += "]";
  }
  return s.empty() ? "No tensor arguments." : s + " (row-major, contiguous).";
}

} // namespace

std::string emitHeader(const std::vector<LauncherABI>& launchers, const std::vector<TargetKind>& targets,
                       const std::string& sourceName) {
  // The base name only: the header must not change with the build directory.
  std::string base = sourceName.substr(sourceName.find_last_of('/') == std::string::npos
                                           ? 0
                                           : sourceName.find_last_of('/') + 1);
  std::ostringstream h;
  h << "/* Generated by tilec from " << base << " for " << targetList(targets) << ". Do not edit.\n"
    << " * Link with the object tilec -c wrote and with the tilert runtime. */\n"
    << "#pragma once\n\n#include <stdint.h>\n#include <cuda.h>\n\n"
    << "#ifdef __cplusplus\nextern \"C\" {\n#endif\n\n"
    // Shared by every tilec header: guarded so that two of them can be
    // included in one translation unit.
    << "#ifndef TILEC_LAUNCHER_TYPES_DEFINED\n#define TILEC_LAUNCHER_TYPES_DEFINED\n"
    << "#if defined(__GNUC__) || defined(__clang__)\n#define TILEC_MUST_USE __attribute__((warn_unused_result))\n"
    << "#else\n#define TILEC_MUST_USE\n#endif\n\n"
    << "/* The same values as tilert_status (tilert.h). */\n"
    << "typedef enum tilec_status {\n  TILEC_SUCCESS = 0,\n  TILEC_ERROR_INVALID_ARGUMENT = 1,\n"
    << "  TILEC_ERROR_NO_DEVICE = 2,\n  TILEC_ERROR_NO_KERNEL_IMAGE = 3,\n  TILEC_ERROR_NOT_FOUND = 4,\n"
    << "  TILEC_ERROR_OUT_OF_RESOURCES = 5,\n  TILEC_ERROR_LAUNCH = 6,\n  TILEC_ERROR_CUDA = 7,\n"
    << "  TILEC_ERROR_NO_CONTEXT = 8,\n  TILEC_ERROR_NOT_SUPPORTED = 9\n} tilec_status;\n\n"
    << "/* 16-bit floats are CUDA's types when its headers came first, raw bits otherwise. */\n"
    << "#if defined(__CUDA_FP16_H__)\ntypedef __half tilec_float16;\n#else\ntypedef uint16_t tilec_float16;\n#endif\n"
    << "#if defined(__CUDA_BF16_H__)\ntypedef __nv_bfloat16 tilec_bfloat16;\n#else\n"
    << "typedef uint16_t tilec_bfloat16;\n#endif\n\n"
    // The metadata layout: fields are only ever appended, and `version`
    // (last) says which layout an object has.
    << "/* How a tensor extent is known (tilec_extent_metadata.kind). */\n"
    << "typedef enum tilec_extent_kind {\n  TILEC_EXTENT_CONSTANT = 0, /* value */\n"
    << "  TILEC_EXTENT_DIM = 1,      /* the run-time dim args[dim_arg] */\n"
    << "  TILEC_EXTENT_EXPR = 2      /* an expression of the run-time dims (text) */\n} tilec_extent_kind;\n\n"
    << "typedef struct tilec_extent_metadata {\n  int32_t kind;      /* tilec_extent_kind */\n"
    << "  int32_t dim_arg;   /* TILEC_EXTENT_DIM: index in args; -1 otherwise */\n"
    << "  int64_t value;     /* TILEC_EXTENT_CONSTANT: the extent; 0 otherwise */\n"
    << "  const char* text;  /* \"4096\", \"M\", \"2 * N\" (tilec IR syntax) */\n} tilec_extent_metadata;\n\n"
    << "typedef struct tilec_arg_metadata {\n  const char* name;\n  const char* dtype;  /* \"float16\", \"int32\", ... */\n"
    << "  int32_t rank;       /* 0 for a run-time dim */\n  int32_t is_tensor;\n"
    << "  const tilec_extent_metadata* shape; /* rank extents, outermost first; NULL for a dim */\n"
    << "  int32_t is_const;   /* a tensor the kernel never writes */\n} tilec_arg_metadata;\n\n"
    << "/* tilec_kernel_metadata.version of this layout. */\n#define TILEC_METADATA_VERSION " << kMetadataVersion << "\n\n"
    << "typedef struct tilec_kernel_metadata {\n  const char* name;     /* the launcher */\n"
    << "  const char* kernel;   /* the kernel symbol in the embedded fatbin */\n"
    << "  const char* targets;  /* \"sm_80,sm_90a\" */\n  uint32_t threads[3];\n"
    << "  uint64_t dynamic_shared_bytes;\n  int32_t num_args;   /* after the stream */\n"
    << "  const tilec_arg_metadata* args;\n  int32_t version;    /* TILEC_METADATA_VERSION */\n"
    << "} tilec_kernel_metadata;\n\n"
    << "/* The calling thread's last error message (\"\" after a success). */\n"
    << "const char* tilec_last_error(void);\n#endif /* TILEC_LAUNCHER_TYPES_DEFINED */\n";
  for (const auto& l : launchers) {
    h << "\n/* " << l.exportName << ": block (" << l.threads[0] << ", " << l.threads[1] << ", " << l.threads[2]
      << "), " << l.dynamicSharedBytes << " bytes of dynamic shared memory.\n"
      << " * " << shapeSummary(l) << "\n"
      << " * Tensors must be non-null and 16-byte aligned; run-time dims positive. */\n"
      << "TILEC_MUST_USE tilec_status " << l.exportName << "(CUstream stream";
    for (const auto& a : l.args) {
      h << ", ";
      if (a.isTensor)
        h << (a.isConst ? "const " : "") << cElementType(a.dtype) << "* " << a.name;
      else
        h << "int64_t " << a.name;
    }
    h << ");\nconst tilec_kernel_metadata* " << l.exportName << "_metadata(void);\n";
  }
  h << "\n#ifdef __cplusplus\n} /* extern \"C\" */\n#endif\n";
  return h.str();
}

} // namespace tilec::backend::host

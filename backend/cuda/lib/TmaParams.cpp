// The TMA parameters a kernel declares after its run-time dims (both code
// generation routes): one CUtensorMap per "tma_descriptors" entry of the
// function ({tensor parameter, box inner, box rows, swizzle bytes, row dim},
// from inject-software-pipeline; without the row dim, the one before the
// innermost), then the int flag the launcher sets to 1 when it
// could encode them all.

#include "tilec/backend/cuda/CodegenCUDA.h"

#include <utility>

namespace tilec::backend::cuda {

namespace {

/// cuda.h's CUtensorMapDataType numbering (UINT8 = 0, UINT16, UINT32,
/// INT32, UINT64, INT64, FLOAT16, FLOAT32, FLOAT64, BFLOAT16); -1 if none.
int tmaDataType(DType t) {
  static const std::pair<DType, int> codes[] = {
      {DType::UInt8, 0},  {DType::Int8, 0},  {DType::UInt16, 1},  {DType::UInt32, 2},  {DType::Int32, 3},
      {DType::UInt64, 4}, {DType::Int64, 5}, {DType::Float16, 6}, {DType::Float32, 7}, {DType::Float64, 8},
      {DType::BFloat16, 9}};
  for (const auto& [dt, code] : codes)
    if (dt == t)
      return code;
  return -1;
}

} // namespace

std::vector<KernelParam> tmaKernelParams(const ir::PrimFuncNode& f, std::string* error) {
  std::vector<KernelParam> out;
  auto it = f.attrs.find("tma_descriptors");
  if (it == f.attrs.end())
    return out;
  auto* descs = std::get_if<std::vector<std::vector<int64_t>>>(&it->second);
  if (!descs) {
    *error = "malformed tma_descriptors attribute";
    return {};
  }
  for (size_t i = 0; i < descs->size(); ++i) {
    const auto& d = (*descs)[i];
    if ((d.size() != 4 && d.size() != 5) || d[0] < 0 || d[0] >= int64_t(f.params.size()) ||
        !f.params[d[0]].buffer) {
      *error = "malformed tma_descriptors attribute";
      return {};
    }
    const ir::Buffer& b = f.params[d[0]].buffer;
    const int64_t rank = int64_t(b->shape.size());
    const int64_t rowDim = d.size() == 5 ? d[4] : rank - 2;
    if (rank < 2 || rank > 5 || rowDim < 0 || rowDim >= rank - 1) {
      *error = "malformed tma_descriptors attribute (tensor '" + b->name + "' of rank " + std::to_string(rank) +
               ", row dim " + std::to_string(rowDim) + ")";
      return {};
    }
    KernelParam kp;
    kp.name = "tl_tma_" + std::to_string(i);
    kp.ctype = "const __grid_constant__ CUtensorMap";
    kp.tmaTensor = static_cast<int>(d[0]);
    kp.tmaSwizzle = static_cast<int>(d[3]);
    kp.tmaRank = static_cast<int>(rank);
    for (int64_t dim = 0; dim < rank; ++dim)
      kp.tmaBox[dim] = dim == rank - 1 ? d[1] : dim == rowDim ? d[2] : 1;
    kp.tmaDataType = tmaDataType(b->dtype.scalar());
    if (kp.tmaDataType < 0 || b->dtype.lanes() != 1) {
      *error = "no TMA data type for tensor '" + b->name + "' (" + b->dtype.str() + ")";
      return {};
    }
    // CU_TENSOR_MAP_SWIZZLE_NONE = 0, 32B, 64B, 128B.
    kp.tmaSwizzleMode = d[3] == 128 ? 3 : d[3] == 64 ? 2 : d[3] == 32 ? 1 : 0;
    kp.tmaElemBytes = (b->dtype.bits() + 7) / 8;
    out.push_back(std::move(kp));
  }
  KernelParam flag;
  flag.name = "tl_tma_ok";
  flag.ctype = "int";
  flag.isTmaFlag = true;
  out.push_back(std::move(flag));
  return out;
}

std::optional<TmaCopyOp> tmaCopyOp(const std::string& op) {
  static const std::string load = "tl.tma_load_", store = "tl.tma_store_";
  const bool isStore = op.compare(0, store.size(), store) == 0;
  const std::string& prefix = isStore ? store : load;
  if (op.size() < prefix.size() + 2 || op.compare(0, prefix.size(), prefix) != 0)
    return std::nullopt;
  const char r = op[prefix.size()];
  const std::string rest = op.substr(prefix.size() + 1);
  if (r < '2' || r > '5' || (rest != "d" && (isStore || rest != "d_multicast")))
    return std::nullopt;
  return TmaCopyOp{r - '0', rest == "d_multicast", isStore};
}

} // namespace tilec::backend::cuda

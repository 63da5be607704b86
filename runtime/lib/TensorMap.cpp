// TMA descriptors: cuTensorMapEncodeTiled behind checks of its documented
// rules, so that a bad shape gets a message naming the field at fault
// rather than a bare CUDA_ERROR_INVALID_VALUE.
#include "Driver.h"
#include "Error.h"

#include <cstdint>
#include <cstring>

namespace tilert::detail {
namespace {

constexpr std::uint64_t kMaxGlobalDim = std::uint64_t{1} << 32;
constexpr std::uint64_t kMaxGlobalStride = std::uint64_t{1} << 40;
constexpr std::uint32_t kMaxBoxDim = 256;
constexpr std::uint32_t kMaxElementStride = 8;
constexpr std::uint32_t kMaxRank = 5;

// Bytes per element of the byte-addressed types; 0 for anything else.
unsigned element_size(CUtensorMapDataType dtype) {
  switch (dtype) {
    case CU_TENSOR_MAP_DATA_TYPE_UINT8:
      return 1;
    case CU_TENSOR_MAP_DATA_TYPE_UINT16:
    case CU_TENSOR_MAP_DATA_TYPE_FLOAT16:
    case CU_TENSOR_MAP_DATA_TYPE_BFLOAT16:
      return 2;
    case CU_TENSOR_MAP_DATA_TYPE_UINT32:
    case CU_TENSOR_MAP_DATA_TYPE_INT32:
    case CU_TENSOR_MAP_DATA_TYPE_FLOAT32:
    case CU_TENSOR_MAP_DATA_TYPE_FLOAT32_FTZ:
    case CU_TENSOR_MAP_DATA_TYPE_TFLOAT32:
    case CU_TENSOR_MAP_DATA_TYPE_TFLOAT32_FTZ:
      return 4;
    case CU_TENSOR_MAP_DATA_TYPE_UINT64:
    case CU_TENSOR_MAP_DATA_TYPE_INT64:
    case CU_TENSOR_MAP_DATA_TYPE_FLOAT64:
      return 8;
    default:
      return 0;
  }
}

bool is_float(CUtensorMapDataType dtype) {
  switch (dtype) {
    case CU_TENSOR_MAP_DATA_TYPE_FLOAT16:
    case CU_TENSOR_MAP_DATA_TYPE_BFLOAT16:
    case CU_TENSOR_MAP_DATA_TYPE_FLOAT32:
    case CU_TENSOR_MAP_DATA_TYPE_FLOAT32_FTZ:
    case CU_TENSOR_MAP_DATA_TYPE_TFLOAT32:
    case CU_TENSOR_MAP_DATA_TYPE_TFLOAT32_FTZ:
    case CU_TENSOR_MAP_DATA_TYPE_FLOAT64:
      return true;
    default:
      return false;
  }
}

bool is_packed(int dtype) {
#if CUDA_VERSION >= 12080
  return dtype == CU_TENSOR_MAP_DATA_TYPE_16U4_ALIGN8B ||
         dtype == CU_TENSOR_MAP_DATA_TYPE_16U4_ALIGN16B ||
         dtype == CU_TENSOR_MAP_DATA_TYPE_16U6_ALIGN16B;
#else
  (void)dtype;
  return false;
#endif
}

// The widest inner box (bytes) a swizzle mode allows; 0 for an unknown mode.
unsigned swizzle_span(CUtensorMapSwizzle swizzle) {
  switch (swizzle) {
    case CU_TENSOR_MAP_SWIZZLE_NONE:
      return ~0u;
    case CU_TENSOR_MAP_SWIZZLE_32B:
      return 32;
    case CU_TENSOR_MAP_SWIZZLE_64B:
      return 64;
    case CU_TENSOR_MAP_SWIZZLE_128B:
#if CUDA_VERSION >= 12080
    case CU_TENSOR_MAP_SWIZZLE_128B_ATOM_32B:
    case CU_TENSOR_MAP_SWIZZLE_128B_ATOM_32B_FLIP_8B:
    case CU_TENSOR_MAP_SWIZZLE_128B_ATOM_64B:
#endif
      return 128;
    default:
      return 0;
  }
}

struct Check {
  tilert_status status = TILERT_SUCCESS;
  std::string message;
  explicit operator bool() const { return status != TILERT_SUCCESS; }
};

Check invalid(std::string message) { return {TILERT_ERROR_INVALID_ARGUMENT, std::move(message)}; }

Check check_tma(const CUtensorMap* out, CUtensorMapDataType dtype, cuuint32_t rank,
                const void* global_address, const cuuint64_t* global_dim,
                const cuuint64_t* global_strides, const cuuint32_t* box_dim,
                const cuuint32_t* element_strides, CUtensorMapInterleave interleave,
                CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2_promotion,
                CUtensorMapFloatOOBfill oob_fill) {
  if (!out) return invalid("out must be non-null");
  if (reinterpret_cast<std::uintptr_t>(out) % 64 != 0)
    return invalid("out must be 64-byte aligned (declare it as CUtensorMap, which is)");
  if (is_packed(dtype))
    return {TILERT_ERROR_NOT_SUPPORTED,
            "packed sub-byte element types (16U4, 16U6) are not "
            "supported yet"};
  const unsigned elem = element_size(dtype);
  if (elem == 0) return invalid(cat("unknown element type ", static_cast<int>(dtype)));
  if (interleave != CU_TENSOR_MAP_INTERLEAVE_NONE && interleave != CU_TENSOR_MAP_INTERLEAVE_16B &&
      interleave != CU_TENSOR_MAP_INTERLEAVE_32B)
    return invalid(cat("unknown interleave mode ", static_cast<int>(interleave)));
  const unsigned span = swizzle_span(swizzle);
  if (span == 0) return invalid(cat("unknown swizzle mode ", static_cast<int>(swizzle)));
  if (l2_promotion < CU_TENSOR_MAP_L2_PROMOTION_NONE ||
      l2_promotion > CU_TENSOR_MAP_L2_PROMOTION_L2_256B)
    return invalid(cat("unknown L2 promotion ", static_cast<int>(l2_promotion)));
  if (oob_fill != CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE &&
      oob_fill != CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA)
    return invalid(cat("unknown out-of-bounds fill ", static_cast<int>(oob_fill)));
  if (oob_fill == CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA && !is_float(dtype))
    return invalid("NaN out-of-bounds fill needs a floating-point element type");

  const bool interleaved = interleave != CU_TENSOR_MAP_INTERLEAVE_NONE;
  if (rank < 1 || rank > kMaxRank) return invalid(cat("rank ", rank, " is not in 1..5"));
  if (interleaved && rank < 3)
    return invalid(cat("an interleaved layout needs rank 3..5, got ", rank));
  if (interleave == CU_TENSOR_MAP_INTERLEAVE_32B && swizzle != CU_TENSOR_MAP_SWIZZLE_32B)
    return invalid("interleave 32B requires swizzle 32B");

  const unsigned address_alignment = interleave == CU_TENSOR_MAP_INTERLEAVE_32B ? 32 : 16;
  if (!global_address) return invalid("global_address must be non-null");
  if (reinterpret_cast<std::uintptr_t>(global_address) % address_alignment != 0)
    return invalid(
        cat("global_address ", global_address, " is not ", address_alignment, "-byte aligned"));
  if (!global_dim) return invalid("global_dim must be non-null");
  for (cuuint32_t i = 0; i < rank; ++i) {
    if (global_dim[i] == 0 || global_dim[i] > kMaxGlobalDim)
      return invalid(cat("global_dim[", i, "] = ", global_dim[i], " is not in 1..2^32"));
  }
  if (rank > 1 && !global_strides) return invalid("global_strides must be non-null for rank > 1");
  const unsigned stride_multiple = interleave == CU_TENSOR_MAP_INTERLEAVE_32B ? 32 : 16;
  for (cuuint32_t i = 0; i + 1 < rank; ++i) {
    const cuuint64_t stride = global_strides[i];
    if (stride % stride_multiple != 0)
      return invalid(cat("global_strides[", i, "] = ", stride, " bytes is not a multiple of ",
                         stride_multiple));
    if (stride >= kMaxGlobalStride)
      return invalid(cat("global_strides[", i, "] = ", stride, " bytes is not below 2^40"));
    if (!interleaved) {
      // Each stride spans the dimension below it (strides are in bytes).
      const unsigned __int128 below =
          i == 0 ? static_cast<unsigned __int128>(global_dim[0]) * elem
                 : static_cast<unsigned __int128>(global_strides[i - 1]) * global_dim[i];
      if (static_cast<unsigned __int128>(stride) < below)
        return invalid(cat("global_strides[", i, "] = ", stride, " bytes is smaller than the ",
                           static_cast<unsigned long long>(below),
                           " bytes of the dimension below it (strides are in bytes, innermost "
                           "dimension first)"));
    }
  }
  if (!box_dim) return invalid("box_dim must be non-null");
  for (cuuint32_t i = 0; i < rank; ++i) {
    if (box_dim[i] == 0 || box_dim[i] > kMaxBoxDim)
      return invalid(cat("box_dim[", i, "] = ", box_dim[i], " is not in 1..256"));
  }
  if (!interleaved) {
    const std::uint64_t inner = std::uint64_t{box_dim[0]} * elem;
    if (inner % 16 != 0)
      return invalid(cat("the inner box dimension is ", inner, " bytes (box_dim[0] = ", box_dim[0],
                         " x ", elem, " bytes); it must be a multiple of 16"));
    if (inner > span)
      return invalid(cat("the inner box dimension is ", inner, " bytes; swizzle mode ",
                         static_cast<int>(swizzle), " allows at most ", span));
  }
  if (element_strides) {
    for (cuuint32_t i = 0; i < rank; ++i) {
      if (element_strides[i] == 0 || element_strides[i] > kMaxElementStride)
        return invalid(cat("element_strides[", i, "] = ", element_strides[i], " is not in 1..8"));
    }
  }
  return {};
}

tilert_status encode(const char* api, CUtensorMap* out, CUtensorMapDataType dtype, cuuint32_t rank,
                     const void* global_address, const cuuint64_t* global_dim,
                     const cuuint64_t* global_strides, const cuuint32_t* box_dim,
                     const cuuint32_t* element_strides, CUtensorMapInterleave interleave,
                     CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2_promotion,
                     CUtensorMapFloatOOBfill oob_fill) {
  if (Check check = check_tma(out, dtype, rank, global_address, global_dim, global_strides, box_dim,
                              element_strides, interleave, swizzle, l2_promotion, oob_fill))
    return fail(check.status, cat(api, ": ", check.message));
  std::memset(out, 0, sizeof *out);
  if (tilert_status status = ensure_driver(api); status != TILERT_SUCCESS) return status;
  if (!driver().cuTensorMapEncodeTiled)
    return fail(TILERT_ERROR_NOT_SUPPORTED,
                cat(api,
                    ": the CUDA driver has no cuTensorMapEncodeTiled (it needs a driver "
                    "for CUDA 12.0 or newer); driver version ",
                    driver().version));
  cuuint32_t ones[kMaxRank] = {1, 1, 1, 1, 1};
  CUresult result = driver().cuTensorMapEncodeTiled(
      out, dtype, rank, const_cast<void*>(global_address), global_dim, global_strides, box_dim,
      element_strides ? element_strides : ones, interleave, swizzle, l2_promotion, oob_fill);
  if (result != CUDA_SUCCESS) {
    std::memset(out, 0, sizeof *out);
    tilert_status status = status_from_cuda(result);
    if (status == TILERT_ERROR_NOT_FOUND) status = TILERT_ERROR_CUDA;
    return fail(
        status,
        cat(api, ": cuTensorMapEncodeTiled rejected the descriptor: ", cuda_error_text(result)));
  }
  return TILERT_SUCCESS;
}

}  // namespace
}  // namespace tilert::detail

extern "C" {

TILERT_API tilert_status tilert_encode_tma(
    CUtensorMap* out, CUtensorMapDataType dtype, cuuint32_t rank, const void* global_address,
    const cuuint64_t* global_dim, const cuuint64_t* global_strides, const cuuint32_t* box_dim,
    const cuuint32_t* element_strides, CUtensorMapInterleave interleave, CUtensorMapSwizzle swizzle,
    CUtensorMapL2promotion l2_promotion, CUtensorMapFloatOOBfill oob_fill) {
  using namespace tilert::detail;
  return guarded("tilert_encode_tma", [&] {
    return encode("tilert_encode_tma", out, dtype, rank, global_address, global_dim, global_strides,
                  box_dim, element_strides, interleave, swizzle, l2_promotion, oob_fill);
  });
}

TILERT_API tilert_status tilert_encode_tma_2d(CUtensorMap* out, CUtensorMapDataType dtype,
                                              const void* base, uint64_t rows, uint64_t cols,
                                              uint64_t row_stride_bytes, uint32_t box_rows,
                                              uint32_t box_cols, CUtensorMapSwizzle swizzle) {
  using namespace tilert::detail;
  return guarded("tilert_encode_tma_2d", [&] {
    const cuuint64_t dim[2] = {cols, rows};
    const cuuint64_t strides[1] = {row_stride_bytes};
    const cuuint32_t box[2] = {box_cols, box_rows};
    return encode("tilert_encode_tma_2d", out, dtype, 2, base, dim, strides, box, nullptr,
                  CU_TENSOR_MAP_INTERLEAVE_NONE, swizzle, CU_TENSOR_MAP_L2_PROMOTION_L2_128B,
                  CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
  });
}

TILERT_API tilert_status tilert_encode_tma_rowmajor(CUtensorMap* out, CUtensorMapDataType dtype,
                                                    uint32_t rank, const void* base,
                                                    const uint64_t* shape, const uint32_t* box,
                                                    CUtensorMapSwizzle swizzle) {
  using namespace tilert::detail;
  return guarded("tilert_encode_tma_rowmajor", [&]() -> tilert_status {
    const char* api = "tilert_encode_tma_rowmajor";
    if (rank < 1 || rank > kMaxRank)
      return fail(TILERT_ERROR_INVALID_ARGUMENT, cat(api, ": rank ", rank, " is not between 1 and 5"));
    if (!shape || !box)
      return fail(TILERT_ERROR_INVALID_ARGUMENT, cat(api, ": shape and box must not be NULL"));
    const unsigned bytes = element_size(dtype);
    if (bytes == 0)
      return fail(TILERT_ERROR_INVALID_ARGUMENT,
                  cat(api, ": dtype ", static_cast<int>(dtype), " has no byte size for row-major strides"));
    // The driver's order: innermost dim first; strides in bytes of every
    // dim but the innermost.
    cuuint64_t dim[kMaxRank] = {}, strides[kMaxRank] = {};
    cuuint32_t boxDim[kMaxRank] = {};
    std::uint64_t stride = bytes;
    for (std::uint32_t i = 0; i < rank; ++i) {
      dim[i] = shape[rank - 1 - i];
      boxDim[i] = box[rank - 1 - i];
      if (i > 0) strides[i - 1] = stride;
      stride *= shape[rank - 1 - i];
    }
    return encode(api, out, dtype, rank, base, dim, strides, boxDim, nullptr,
                  CU_TENSOR_MAP_INTERLEAVE_NONE, swizzle, CU_TENSOR_MAP_L2_PROMOTION_L2_128B,
                  CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
  });
}

}  // extern "C"

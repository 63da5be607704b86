// tilert.hpp: a thin, header-only C++17 wrapper over tilert.h. No
// exceptions: every call returns a Status (code + message) or a Result<T>.
#pragma once

#include <tilert/tilert.h>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>

namespace tilert {

// A status code and, on failure, the message tilert_last_error() had right
// after the failing call (copied: the thread-local buffer is overwritten by
// the next call).
class [[nodiscard]] Status {
 public:
  Status() noexcept = default;

  // Captures `code` and, if it is a failure, the calling thread's message.
  static Status from(tilert_status code) {
    Status status;
    status.code_ = code;
    if (code != TILERT_SUCCESS) {
      const char* message = tilert_last_error();
      status.message_ = (message && *message) ? message : tilert_status_string(code);
    }
    return status;
  }

  bool ok() const noexcept { return code_ == TILERT_SUCCESS; }
  explicit operator bool() const noexcept { return ok(); }
  tilert_status code() const noexcept { return code_; }
  // "" on success.
  const std::string& message() const noexcept { return message_; }
  const char* code_string() const noexcept { return tilert_status_string(code_); }

 private:
  tilert_status code_ = TILERT_SUCCESS;
  std::string message_;
};

// A value or the Status that prevented it. value() requires ok().
template <class T>
class [[nodiscard]] Result {
 public:
  // By reference: CUtensorMap is 128-byte aligned, which GCC warns about
  // passing by value.
  Result(const T& value) : value_(value) {}              // NOLINT: implicit by design
  Result(T&& value) : value_(std::move(value)) {}        // NOLINT
  Result(Status status) : status_(std::move(status)) {}  // NOLINT

  bool ok() const noexcept { return value_.has_value(); }
  explicit operator bool() const noexcept { return ok(); }
  const Status& status() const noexcept { return status_; }

  T& value() & { return *value_; }
  const T& value() const& { return *value_; }
  T&& value() && { return std::move(*value_); }
  T* operator->() { return &*value_; }
  const T* operator->() const { return &*value_; }
  T& operator*() & { return *value_; }
  const T& operator*() const& { return *value_; }

 private:
  Status status_;
  std::optional<T> value_;
};

// A launch dimension; unnamed dimensions are 1.
struct Dim3 {
  unsigned x = 1, y = 1, z = 1;
  constexpr Dim3() = default;
  constexpr Dim3(unsigned x_, unsigned y_ = 1, unsigned z_ = 1) : x(x_), y(y_), z(z_) {}  // NOLINT
};

inline Status init() { return Status::from(tilert_init()); }

inline Result<int> device_count() {
  int count = 0;
  tilert_status code = tilert_device_count(&count);
  if (code != TILERT_SUCCESS) return Status::from(code);
  return count;
}

// device < 0: the device of the current context.
inline Result<tilert_device_properties> device_info(int device = -1) {
  tilert_device_properties props{};
  tilert_status code = tilert_device_info(device, &props);
  if (code != TILERT_SUCCESS) return Status::from(code);
  return props;
}

// Owns a tilert_module; move-only.
class Module {
 public:
  Module() noexcept = default;
  explicit Module(tilert_module* adopted) noexcept : module_(adopted) {}
  Module(Module&& other) noexcept : module_(std::exchange(other.module_, nullptr)) {}
  Module& operator=(Module&& other) noexcept {
    if (this != &other) {
      reset();
      module_ = std::exchange(other.module_, nullptr);
    }
    return *this;
  }
  Module(const Module&) = delete;
  Module& operator=(const Module&) = delete;
  ~Module() { reset(); }

  // Copies the image; see tilert_module_create.
  static Result<Module> create(const void* image, std::size_t size) {
    tilert_module* raw = nullptr;
    tilert_status code = tilert_module_create(image, size, &raw);
    if (code != TILERT_SUCCESS) return Status::from(code);
    return Module(raw);
  }

  tilert_module* get() const noexcept { return module_; }
  explicit operator bool() const noexcept { return module_ != nullptr; }

  // Destroys the module now, reporting a failed unload.
  Status destroy() {
    tilert_module* raw = std::exchange(module_, nullptr);
    return raw ? Status::from(tilert_module_destroy(raw)) : Status();
  }

  Result<CUfunction> function(const char* name) const {
    CUfunction fn = nullptr;
    tilert_status code = tilert_get_function(module_, name, &fn);
    if (code != TILERT_SUCCESS) return Status::from(code);
    return fn;
  }

  Result<unsigned> load_count() const {
    unsigned count = 0;
    tilert_status code = tilert_module_load_count(module_, &count);
    if (code != TILERT_SUCCESS) return Status::from(code);
    return count;
  }

  // args: cuLaunchKernel's kernelParams (one pointer per parameter).
  Status launch(const char* name, Dim3 grid, Dim3 block, std::size_t dynamic_smem, CUstream stream,
                void** args) const {
    const unsigned g[3] = {grid.x, grid.y, grid.z};
    const unsigned b[3] = {block.x, block.y, block.z};
    return Status::from(tilert_launch(module_, name, g, b, dynamic_smem, stream, args));
  }

  // Passes each argument by address; their types must match the kernel's
  // parameters exactly (e.g. CUdeviceptr or T* for pointers, CUtensorMap by
  // value for a __grid_constant__ descriptor).
  template <class... Args>
  Status launch_with(const char* name, Dim3 grid, Dim3 block, std::size_t dynamic_smem,
                     CUstream stream, const Args&... args) const {
    void* params[sizeof...(Args) + 1] = {const_cast<void*>(static_cast<const void*>(&args))...};
    return launch(name, grid, block, dynamic_smem, stream, sizeof...(Args) ? params : nullptr);
  }

 private:
  void reset() noexcept {
    if (module_) (void)tilert_module_destroy(std::exchange(module_, nullptr));
  }
  tilert_module* module_ = nullptr;
};

inline Result<CUtensorMap> encode_tma(
    CUtensorMapDataType dtype, cuuint32_t rank, const void* global_address,
    const cuuint64_t* global_dim, const cuuint64_t* global_strides, const cuuint32_t* box_dim,
    const cuuint32_t* element_strides = nullptr,
    CUtensorMapInterleave interleave = CU_TENSOR_MAP_INTERLEAVE_NONE,
    CUtensorMapSwizzle swizzle = CU_TENSOR_MAP_SWIZZLE_NONE,
    CUtensorMapL2promotion l2_promotion = CU_TENSOR_MAP_L2_PROMOTION_L2_128B,
    CUtensorMapFloatOOBfill oob_fill = CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE) {
  CUtensorMap map{};
  tilert_status code =
      tilert_encode_tma(&map, dtype, rank, global_address, global_dim, global_strides, box_dim,
                        element_strides, interleave, swizzle, l2_promotion, oob_fill);
  if (code != TILERT_SUCCESS) return Status::from(code);
  return map;
}

inline Result<CUtensorMap> encode_tma_2d(CUtensorMapDataType dtype, const void* base, uint64_t rows,
                                         uint64_t cols, uint64_t row_stride_bytes,
                                         uint32_t box_rows, uint32_t box_cols,
                                         CUtensorMapSwizzle swizzle = CU_TENSOR_MAP_SWIZZLE_NONE) {
  CUtensorMap map{};
  tilert_status code = tilert_encode_tma_2d(&map, dtype, base, rows, cols, row_stride_bytes,
                                            box_rows, box_cols, swizzle);
  if (code != TILERT_SUCCESS) return Status::from(code);
  return map;
}

// A driver entry point from the libcuda tilert opened, typed as F. Prefer
// TILERT_DRIVER_FN, which spells the versioned symbol and the type for you.
template <class F>
Result<F> driver_function(const char* symbol) {
  void* address = nullptr;
  tilert_status code = tilert_driver_symbol(symbol, &address);
  if (code != TILERT_SUCCESS) return Status::from(code);
  return reinterpret_cast<F>(address);
}

}  // namespace tilert

#define TILERT_STRINGIFY_IMPL_(x) #x
// The ABI symbol name cuda.h maps `fn` to ("cuMemAlloc" -> "cuMemAlloc_v2").
#define TILERT_DRIVER_SYMBOL(fn) TILERT_STRINGIFY_IMPL_(fn)
// Result<decltype(&fn)>: e.g. auto alloc = TILERT_DRIVER_FN(cuMemAlloc);
#define TILERT_DRIVER_FN(fn) ::tilert::driver_function<decltype(&fn)>(TILERT_DRIVER_SYMBOL(fn))

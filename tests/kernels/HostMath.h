// The host side of the kernel suites (tilec_gpu_tests, tilec_cpu_tests):
// element types and their conversions (float <-> float16 / bfloat16, round
// to nearest even), host arrays that keep the exact bits a kernel sees,
// seeded random inputs, and the comparison of a kernel's output with a
// float64 reference.
#pragma once

#include <cstddef>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

namespace tilec_kernels {

enum class ElemType { F32, F16, BF16, I32, U8 };

/// "float32", "float16", "bfloat16", "int32", "uint8": the IR's spelling.
const char* elemTypeName(ElemType t);
int elemBytes(ElemType t);

// ------------------------------------------------------------ conversions

uint32_t floatBits(float f);
float bitsToFloat(uint32_t u);
/// float -> IEEE binary16, round to nearest even; overflow gives inf, NaN
/// stays NaN.
uint16_t floatToHalf(float f);
double halfToDouble(uint16_t h);
/// float -> bfloat16, round to nearest even; NaN stays NaN.
uint16_t floatToBFloat16(float f);
double bfloat16ToDouble(uint16_t b);

/// `v` rounded once (to nearest, ties to even) to the element type, as a
/// double: the result of a float32 / float16 / bfloat16 operation whose
/// exact value is `v`. Overflow gives inf.
double roundToType(ElemType t, double v);
/// CUDA's float -> int32 conversion ((int)x, cvt.rzi.s32.f32): truncation
/// toward zero, saturating at the int32 limits, NaN -> 0.
int32_t truncToInt32Saturating(double x);

/// Each output element is poisoned with this pattern (a NaN for the float
/// types) before the kernel runs; an element that still holds it was never
/// written.
uint32_t poisonPattern(ElemType t);

// ------------------------------------------------------------ host arrays

/// Elements of one type as the device stores them (raw little-endian bits).
class HostArray {
public:
  HostArray() = default;
  HostArray(ElemType t, std::size_t n);
  HostArray(const HostArray&) = default;
  HostArray(HostArray&&) = default;
  HostArray& operator=(const HostArray&) = default;
  HostArray& operator=(HostArray&&) = default;
  /// Drops the array's route twin, if any (RouteTwins.h).
  ~HostArray();

  ElemType type() const { return type_; }
  std::size_t size() const { return n_; }
  std::size_t bytes() const { return raw_.size(); }
  void* data() { return raw_.data(); }
  const void* data() const { return raw_.data(); }

  /// Stores `v` rounded to the element type (through float for the 16-bit
  /// types, as a kernel's conversion would; truncated for int32).
  void set(std::size_t i, double v);
  /// The stored element, exactly, as a double.
  double get(std::size_t i) const;
  /// Every element, exactly, as doubles: what a float64 reference that reads
  /// elements many times should loop over (get() converts on each call).
  std::vector<double> values() const;
  /// The stored element's bits (zero-extended).
  uint32_t bits(std::size_t i) const;
  void setBits(std::size_t i, uint32_t b);

private:
  ElemType type_ = ElemType::F32;
  std::size_t n_ = 0;
  std::vector<unsigned char> raw_;
};

/// 0x...: the test's fixed seed mixed with `caseName` (FNV-1a). The base can
/// be changed with the environment variable TILEC_TEST_SEED (or, as before,
/// TILEC_GPU_TEST_SEED; decimal or 0x hex) to try other inputs.
uint64_t caseSeed(const std::string& caseName);
std::string hexSeed(uint64_t seed);

/// n elements uniformly distributed in [lo, hi), each rounded to the type.
HostArray randomArray(ElemType t, std::size_t n, double lo, double hi, std::mt19937_64& rng);

// ------------------------------------------------------------ comparison

struct Tolerance {
  double rtol = 0;
  double atol = 0;
};

/// got[i] passes when |got[i] - ref[i]| <= atol + rtol * scale[i], where
/// scale[i] is |ref[i]| or, where given, a magnitude for sums (see
/// sumScale). NaN and inf never pass unless the reference is the same inf.
struct CompareResult {
  std::size_t checked = 0;
  std::size_t bad = 0;       // elements out of tolerance
  std::size_t poisoned = 0;  // elements still holding the poison pattern
  std::size_t firstBad = SIZE_MAX, firstPoisoned = SIZE_MAX;
  double firstGot = 0, firstExpected = 0, firstAllowed = 0;
  double maxError = 0;       // largest |got - ref| / allowed over all elements
  std::size_t maxErrorIndex = 0;
  /// The differential check (RouteTwins.h), when `got` has a twin: the
  /// CPU route's array against the same reference, and the GPU's against
  /// the CPU's at the same tolerance.
  bool twinChecked = false;
  std::size_t twinBad = 0;   // CPU elements out of tolerance or unwritten
  std::size_t routeBad = 0;  // elements where GPU and CPU differ by more than allowed
  std::size_t firstTwinBad = SIZE_MAX, firstRouteBad = SIZE_MAX;
  double twinGot = 0, routeGpu = 0, routeCpu = 0, routeAllowed = 0;
  bool ok() const { return bad == 0 && poisoned == 0 && twinBad == 0 && routeBad == 0; }
  /// One paragraph for a failure message: counts, first bad index, values.
  std::string describe(const std::string& what, const std::vector<std::size_t>& shape) const;
};

/// Compares every element. `scale` (when not empty) replaces |ref[i]| as
/// the magnitude rtol applies to.
CompareResult compareArrays(const HostArray& got, const std::vector<double>& ref, Tolerance tol,
                            const std::vector<double>& scale = {});

/// Integers: exact equality (still checks the poison pattern for int32
/// unless `checkPoison` is false, as for outputs zeroed before the launch).
CompareResult compareExact(const HostArray& got, const std::vector<double>& ref, bool checkPoison = true);

/// The magnitude a floating-point sum of `terms` terms whose absolute values
/// add up to `sumAbs` is compared at: |ref| + sumAbs / sqrt(terms). Rounding
/// errors of a sum grow with the magnitudes added, not with the result,
/// which may cancel to near zero.
double sumScale(double ref, double sumAbs, std::size_t terms);

/// "[i, j]" of a flat index in a row-major shape.
std::string formatIndex(std::size_t flat, const std::vector<std::size_t>& shape);

} // namespace tilec_kernels

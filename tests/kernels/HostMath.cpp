#include "HostMath.h"

#include "RouteTwins.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <sstream>

namespace tilec_kernels {

const char* elemTypeName(ElemType t) {
  switch (t) {
  case ElemType::F32: return "float32";
  case ElemType::F16: return "float16";
  case ElemType::BF16: return "bfloat16";
  case ElemType::I32: return "int32";
  case ElemType::U8: return "uint8";
  }
  return "?";
}

int elemBytes(ElemType t) {
  return t == ElemType::U8 ? 1 : t == ElemType::F16 || t == ElemType::BF16 ? 2 : 4;
}

uint32_t floatBits(float f) {
  uint32_t u;
  std::memcpy(&u, &f, sizeof u);
  return u;
}

float bitsToFloat(uint32_t u) {
  float f;
  std::memcpy(&f, &u, sizeof f);
  return f;
}

namespace {

// Shifts `m` right by `s` (>= 1), rounding to nearest, ties to even.
uint64_t shiftRoundEven(uint64_t m, unsigned s) {
  if (s >= 64)
    return 0;
  uint64_t q = m >> s;
  uint64_t rem = m & ((uint64_t(1) << s) - 1);
  uint64_t halfway = uint64_t(1) << (s - 1);
  if (rem > halfway || (rem == halfway && (q & 1)))
    ++q;
  return q;
}

} // namespace

uint16_t floatToHalf(float f) {
  uint32_t x = floatBits(f);
  uint16_t sign = static_cast<uint16_t>((x >> 16) & 0x8000u);
  uint32_t absx = x & 0x7FFFFFFFu;
  if (absx > 0x7F800000u) // NaN: quiet, keep the top payload bits
    return static_cast<uint16_t>(sign | 0x7E00u | ((absx >> 13) & 0x3FFu));
  if (absx == 0x7F800000u)
    return static_cast<uint16_t>(sign | 0x7C00u);
  int exp = static_cast<int>(absx >> 23); // biased float exponent
  uint32_t mant = absx & 0x7FFFFFu;
  if (exp == 0) // float subnormals are far below half's smallest subnormal
    return sign;
  uint64_t m = mant | 0x800000u; // 24 significant bits, value m * 2^(exp - 150)
  int hexp = exp - 127 + 15;
  if (hexp >= 1) {
    // Normal half: 11 significant bits; a carry out of the mantissa bumps
    // the exponent (and past the largest finite gives the inf encoding).
    uint64_t q = shiftRoundEven(m, 13); // in [1024, 2048]
    uint32_t h = (static_cast<uint32_t>(hexp) << 10) + static_cast<uint32_t>(q - 1024);
    if (h >= 0x7C00u)
      h = 0x7C00u;
    return static_cast<uint16_t>(sign | h);
  }
  // Subnormal half: units of 2^-24; value / 2^-24 = m * 2^(exp - 126).
  unsigned s = static_cast<unsigned>(126 - exp); // >= 14
  uint64_t q = shiftRoundEven(m, s);             // may round up to 1024: the smallest normal
  return static_cast<uint16_t>(sign | static_cast<uint16_t>(q));
}

namespace {
// 2^(e - 25) for every half exponent field e (2^-24 for the subnormals'
// e = 0): products with these are exact, and a table lookup instead of
// std::ldexp made the float64 references 10x faster (they read every input
// element through halfToDouble).
constexpr std::array<double, 32> halfScales = [] {
  std::array<double, 32> t{};
  double v = 1.0;
  for (int i = 0; i < 24; ++i)
    v /= 2;
  for (int e = 1; e < 32; ++e, v *= 2)
    t[e] = v;
  t[0] = t[1];
  return t;
}();
} // namespace

double halfToDouble(uint16_t h) {
  double sign = (h & 0x8000u) ? -1.0 : 1.0;
  int exp = (h >> 10) & 0x1F;
  int mant = h & 0x3FF;
  if (exp == 0x1F)
    return mant ? std::nan("") : sign * INFINITY;
  if (exp == 0)
    return sign * static_cast<double>(mant) * halfScales[0];
  return sign * static_cast<double>(mant | 0x400) * halfScales[exp];
}

uint16_t floatToBFloat16(float f) {
  uint32_t x = floatBits(f);
  if ((x & 0x7FFFFFFFu) > 0x7F800000u)
    return static_cast<uint16_t>((x >> 16) | 0x40u);
  uint32_t lsb = (x >> 16) & 1u;
  return static_cast<uint16_t>((x + 0x7FFFu + lsb) >> 16);
}

double bfloat16ToDouble(uint16_t b) { return static_cast<double>(bitsToFloat(static_cast<uint32_t>(b) << 16)); }

namespace {

// `v` rounded to `mantBits` significant bits (the implicit one included)
// with the given minimum normal exponent; ties to even. Exact in double for
// the narrow types. Returns +-inf past `maxFinite`.
double roundToFormat(double v, int mantBits, int minExp, double maxFinite) {
  if (std::isnan(v) || std::isinf(v) || v == 0.0)
    return v;
  int e;
  std::frexp(v, &e); // v = f * 2^e, 0.5 <= |f| < 1: the leading bit is 2^(e-1)
  int lead = std::max(e - 1, minExp);
  double quantum = std::ldexp(1.0, lead - (mantBits - 1));
  double r = std::nearbyint(v / quantum) * quantum; // the default rounding mode: ties to even
  if (std::fabs(r) > maxFinite)
    return v > 0 ? INFINITY : -INFINITY;
  return r;
}

} // namespace

double roundToType(ElemType t, double v) {
  switch (t) {
  case ElemType::F32: return static_cast<double>(static_cast<float>(v));
  case ElemType::F16: return roundToFormat(v, 11, -14, 65504.0);
  case ElemType::BF16: return roundToFormat(v, 8, -126, 3.3895313892515355e38);
  case ElemType::I32: return std::trunc(v);
  case ElemType::U8: return std::min(255.0, std::max(0.0, std::trunc(v)));
  }
  return v;
}

int32_t truncToInt32Saturating(double x) {
  if (std::isnan(x))
    return 0;
  double t = std::trunc(x);
  if (t >= 2147483647.0)
    return 2147483647;
  if (t <= -2147483648.0)
    return static_cast<int32_t>(-2147483647 - 1);
  return static_cast<int32_t>(t);
}

uint32_t poisonPattern(ElemType t) {
  switch (t) {
  case ElemType::F32: return 0x7FBADBADu; // a signalling-NaN pattern no arithmetic produces
  case ElemType::F16: return 0x7DADu;     // NaN (exponent all ones, mantissa 0x1AD)
  case ElemType::BF16: return 0x7FADu;    // NaN (exponent all ones, mantissa 0x2D)
  case ElemType::I32: return 0xDEADBEEFu;
  case ElemType::U8: return 0xADu;
  }
  return 0;
}

HostArray::HostArray(ElemType t, std::size_t n)
    : type_(t), n_(n), raw_(n * static_cast<std::size_t>(elemBytes(t)), 0) {}

HostArray::~HostArray() { dropRouteTwin(this); }

uint32_t HostArray::bits(std::size_t i) const {
  if (elemBytes(type_) == 1)
    return raw_[i];
  if (elemBytes(type_) == 2) {
    uint16_t v;
    std::memcpy(&v, raw_.data() + 2 * i, 2);
    return v;
  }
  uint32_t v;
  std::memcpy(&v, raw_.data() + 4 * i, 4);
  return v;
}

void HostArray::setBits(std::size_t i, uint32_t b) {
  if (elemBytes(type_) == 1) {
    raw_[i] = static_cast<unsigned char>(b);
  } else if (elemBytes(type_) == 2) {
    uint16_t v = static_cast<uint16_t>(b);
    std::memcpy(raw_.data() + 2 * i, &v, 2);
  } else {
    std::memcpy(raw_.data() + 4 * i, &b, 4);
  }
}

void HostArray::set(std::size_t i, double v) {
  switch (type_) {
  case ElemType::F32: setBits(i, floatBits(static_cast<float>(v))); break;
  case ElemType::F16: setBits(i, floatToHalf(static_cast<float>(v))); break;
  case ElemType::BF16: setBits(i, floatToBFloat16(static_cast<float>(v))); break;
  case ElemType::I32: setBits(i, static_cast<uint32_t>(static_cast<int32_t>(v))); break;
  case ElemType::U8: setBits(i, static_cast<uint32_t>(roundToType(ElemType::U8, v))); break;
  }
}

double HostArray::get(std::size_t i) const {
  uint32_t b = bits(i);
  switch (type_) {
  case ElemType::F32: return static_cast<double>(bitsToFloat(b));
  case ElemType::F16: return halfToDouble(static_cast<uint16_t>(b));
  case ElemType::BF16: return bfloat16ToDouble(static_cast<uint16_t>(b));
  case ElemType::I32: return static_cast<double>(static_cast<int32_t>(b));
  case ElemType::U8: return static_cast<double>(b);
  }
  return 0;
}

std::vector<double> HostArray::values() const {
  std::vector<double> v(n_);
  for (std::size_t i = 0; i < n_; ++i)
    v[i] = get(i);
  return v;
}

uint64_t caseSeed(const std::string& caseName) {
  uint64_t base = 0x7117EC5EEDull;
  for (const char* name : {"TILEC_TEST_SEED", "TILEC_GPU_TEST_SEED"}) {
    const char* env = std::getenv(name);
    if (env && *env) {
      base = std::strtoull(env, nullptr, 0);
      break;
    }
  }
  uint64_t h = 0xcbf29ce484222325ull; // FNV-1a
  for (unsigned char c : caseName) {
    h ^= c;
    h *= 0x100000001b3ull;
  }
  return base ^ h;
}

std::string hexSeed(uint64_t seed) {
  std::ostringstream os;
  os << "0x" << std::hex << seed;
  return os.str();
}

HostArray randomArray(ElemType t, std::size_t n, double lo, double hi, std::mt19937_64& rng) {
  HostArray a(t, n);
  std::uniform_real_distribution<float> dist(static_cast<float>(lo), static_cast<float>(hi));
  for (std::size_t i = 0; i < n; ++i)
    a.set(i, static_cast<double>(dist(rng)));
  return a;
}

double sumScale(double ref, double sumAbs, std::size_t terms) {
  return std::fabs(ref) + (terms ? sumAbs / std::sqrt(static_cast<double>(terms)) : 0.0);
}

std::string formatIndex(std::size_t flat, const std::vector<std::size_t>& shape) {
  if (shape.empty()) {
    std::string s = "[";
    s += std::to_string(flat);
    return s + "]";
  }
  std::vector<std::size_t> idx(shape.size());
  std::size_t rest = flat;
  for (std::size_t d = shape.size(); d-- > 0;) {
    std::size_t extent = shape[d] ? shape[d] : 1;
    idx[d] = rest % extent;
    rest /= extent;
  }
  std::string s = "[";
  for (std::size_t d = 0; d < idx.size(); ++d)
    s += (d ? ", " : "") + std::to_string(idx[d]);
  return s + "]";
}

namespace {

CompareResult compareToReference(const HostArray& got, const std::vector<double>& ref, Tolerance tol,
                                 const std::vector<double>& scale) {
  CompareResult r;
  const uint32_t poison = poisonPattern(got.type());
  std::size_t n = std::min(got.size(), ref.size());
  r.checked = n;
  if (got.size() != ref.size()) { // a harness mistake: count the missing elements as bad
    r.bad = got.size() > ref.size() ? got.size() - ref.size() : ref.size() - got.size();
    r.firstBad = n;
  }
  for (std::size_t i = 0; i < n; ++i) {
    if (got.bits(i) == poison) {
      if (r.poisoned++ == 0)
        r.firstPoisoned = i;
    }
    double g = got.get(i), e = ref[i];
    double magnitude = scale.empty() ? std::fabs(e) : scale[i];
    double allowed = tol.atol + tol.rtol * magnitude;
    double err = std::fabs(g - e);
    bool pass;
    if (std::isnan(g) || std::isnan(e))
      pass = false;
    else if (std::isinf(g) || std::isinf(e))
      pass = g == e;
    else
      pass = err <= allowed;
    if (!pass) {
      if (r.bad++ == 0 || i < r.firstBad) {
        r.firstBad = i;
        r.firstGot = g;
        r.firstExpected = e;
        r.firstAllowed = allowed;
      }
    }
    double ratio = allowed > 0 ? err / allowed : (err > 0 ? INFINITY : 0);
    if (std::isnan(g) || std::isnan(ratio))
      ratio = INFINITY;
    if (ratio > r.maxError) {
      r.maxError = ratio;
      r.maxErrorIndex = i;
    }
  }
  return r;
}

CompareResult exactToReference(const HostArray& got, const std::vector<double>& ref, bool checkPoison) {
  CompareResult r;
  const uint32_t poison = poisonPattern(got.type());
  std::size_t n = std::min(got.size(), ref.size());
  r.checked = n;
  if (got.size() != ref.size()) {
    r.bad = got.size() > ref.size() ? got.size() - ref.size() : ref.size() - got.size();
    r.firstBad = n;
  }
  for (std::size_t i = 0; i < n; ++i) {
    if (checkPoison && got.bits(i) == poison) {
      if (r.poisoned++ == 0)
        r.firstPoisoned = i;
    }
    double g = got.get(i), e = ref[i];
    if (g != e) {
      if (r.bad++ == 0 || i < r.firstBad) {
        r.firstBad = i;
        r.firstGot = g;
        r.firstExpected = e;
        r.firstAllowed = 0;
      }
      if (r.maxError < INFINITY) {
        r.maxError = INFINITY;
        r.maxErrorIndex = i;
      }
    }
  }
  return r;
}

} // namespace

CompareResult compareArrays(const HostArray& got, const std::vector<double>& ref, Tolerance tol,
                            const std::vector<double>& scale) {
  CompareResult r = compareToReference(got, ref, tol, scale);
  if (const HostArray* cpu = routeTwin(got)) {
    noteTwinResult(compareToReference(*cpu, ref, tol, scale), r);
    compareRoutes(got, *cpu, ref, tol, scale, /*exact=*/false, r);
  }
  return r;
}

CompareResult compareExact(const HostArray& got, const std::vector<double>& ref, bool checkPoison) {
  CompareResult r = exactToReference(got, ref, checkPoison);
  if (const HostArray* cpu = routeTwin(got)) {
    noteTwinResult(exactToReference(*cpu, ref, checkPoison), r);
    compareRoutes(got, *cpu, ref, Tolerance{}, {}, /*exact=*/true, r);
  }
  return r;
}

std::string CompareResult::describe(const std::string& what, const std::vector<std::size_t>& shape) const {
  std::ostringstream os;
  os.precision(9);
  os << what << ": " << checked << " elements checked";
  if (ok()) {
    os << ", all within tolerance (worst error/allowed " << maxError << " at "
       << formatIndex(maxErrorIndex, shape) << ")" << (twinChecked ? "; the CPU route's result agrees" : "");
    return os.str();
  }
  if (bad) {
    os << "; " << bad << " out of tolerance, the first at " << formatIndex(firstBad, shape) << " (flat "
       << firstBad << "): got " << firstGot << ", expected " << firstExpected << ", allowed error "
       << firstAllowed;
  }
  if (poisoned) {
    os << "; " << poisoned << " never written (still the poison pattern), the first at "
       << formatIndex(firstPoisoned, shape) << " (flat " << firstPoisoned << ")";
  }
  if (twinBad) {
    os << "; the CPU route's result: " << twinBad << " out of tolerance or never written, the first at "
       << formatIndex(firstTwinBad, shape) << ": " << twinGot;
  }
  if (routeBad) {
    os << "; GPU and CPU routes differ at " << routeBad << " elements, the first at "
       << formatIndex(firstRouteBad, shape) << ": GPU " << routeGpu << ", CPU " << routeCpu << ", allowed "
       << routeAllowed;
  }
  if (twinChecked && !twinBad && !routeBad)
    os << "; the CPU route's result agrees";
  return os.str();
}

} // namespace tilec_kernels

// bench/gemm: the inputs (a fixed pool of values the host keeps) and the
// checks of C against cuBLAS and a float64 host product.

#include "GemmBench.h"

namespace gemm_bench {

/// Inputs are a fixed pool of uniform [-1, 1) values of the dtype, repeated:
/// element i of A is pool[i % P], element i of B is pool[(i + kOffsetB) % P].
/// P is odd (prime), so rows of neither matrix repeat in step with the shapes.
/// The host keeps the pool, so it can compute any element of C itself.


const Pool& poolFor(const DType& dt) {
  static Pool pools[2];
  Pool& p = pools[dt.elem == ElemType::F16 ? 0 : 1];
  if (p.bits.empty()) {
    std::mt19937 rng(dt.elem == ElemType::F16 ? 1234u : 4321u);
    std::uniform_real_distribution<float> u(-1.0f, 1.0f);
    p.bits.resize(kPool);
    p.values.resize(kPool);
    for (std::size_t i = 0; i < kPool; ++i) {
      float f = u(rng);
      uint16_t b = dt.elem == ElemType::F16 ? floatToHalf(f) : floatToBFloat16(f);
      p.bits[i] = b;
      p.values[i] = static_cast<float>(dt.elem == ElemType::F16 ? halfToDouble(b) : bfloat16ToDouble(b));
    }
  }
  return p;
}

std::string uploadPool(const DeviceBuffer& buf, const Pool& pool, std::size_t offset) {
  std::size_t n = buf.bytes() / 2;
  for (std::size_t pos = 0; pos < n;) {
    std::size_t src = (pos + offset) % kPool;
    std::size_t seg = std::min(n - pos, kPool - src);
    if (std::string e = check(cu().cuMemcpyHtoD(buf.ptr() + pos * 2, pool.bits.data() + src, seg * 2), "cuMemcpyHtoD");
        !e.empty())
      return e;
    pos += seg;
  }
  return "";
}

// ------------------------------------------------------------------ checks

double decode(const DType& dt, uint16_t b) { return dt.elem == ElemType::F16 ? halfToDouble(b) : bfloat16ToDouble(b); }


Places placesOf(const Shape& s, int randomRows, int points, uint64_t seed) {
  std::mt19937_64 rng(seed);
  auto below = [&](int64_t n) { return static_cast<int64_t>(rng() % static_cast<uint64_t>(n)); };
  Places p;
  if (randomRows >= 0) {
    p.rows = {0, s.m - 1};
    for (int i = 0; i < randomRows; ++i)
      p.rows.push_back(below(s.m));
    for (int64_t r : p.rows)
      for (int64_t c = 0; c < s.n; ++c)
        p.where.push_back({r, c});
  } else {
    p.where = {{0, 0}, {s.m - 1, s.n - 1}};
  }
  for (int i = 0; i < points; ++i) {
    int64_t r = below(s.m);
    p.where.push_back({r, below(s.n)});
  }
  return p;
}

/// Rows 0, M-1 and 6 random ones whole, and 1024 scattered elements.
Places samplePlaces(const Shape& s) {
  return placesOf(s, 6, 1024, static_cast<uint64_t>(s.m * 31 + s.n * 7 + s.k));
}

/// Reads the sampled elements of C (a row-major M x N 16-bit matrix).
std::string readSample(const DType& dt, const Shape& s, const DeviceBuffer& c, const Places& p,
                       std::vector<double>* out) {
  out->assign(p.where.size(), NAN);
  std::vector<uint16_t> row(static_cast<std::size_t>(s.n));
  std::size_t i = 0;
  for (int64_t r : p.rows) {
    std::size_t off = static_cast<std::size_t>(r * s.n) * 2;
    if (std::string e = check(cu().cuMemcpyDtoH(row.data(), c.ptr() + off, row.size() * 2), "cuMemcpyDtoH");
        !e.empty())
      return e;
    for (uint16_t bits : row)
      (*out)[i++] = decode(dt, bits);
  }
  for (; i < p.where.size(); ++i) {
    auto [r, col] = p.where[i];
    uint16_t bits = 0;
    std::size_t off = static_cast<std::size_t>(r * s.n + col) * 2;
    if (std::string e = check(cu().cuMemcpyDtoH(&bits, c.ptr() + off, 2), "cuMemcpyDtoH"); !e.empty())
      return e;
    (*out)[i] = decode(dt, bits);
  }
  return "";
}


/// x against ref, elementwise: wrong when not finite or |x - ref| > 1e-2 *
/// max(|ref|, scale). scale <= 0: the RMS of ref.
Verdict compare(const std::vector<double>& x, const std::vector<double>& ref,
                const std::vector<std::pair<int64_t, int64_t>>& where, double scale, const char* against) {
  if (scale <= 0) {
    double sq = 0;
    std::size_t n = 0;
    for (double r : ref)
      if (std::isfinite(r)) {
        sq += r * r;
        ++n;
      }
    scale = n ? std::sqrt(sq / static_cast<double>(n)) : 1.0;
  }
  std::size_t bad = 0, nonFinite = 0, first = x.size();
  double worst = 0;
  for (std::size_t i = 0; i < x.size(); ++i) {
    double rel = std::fabs(x[i] - ref[i]) / std::max(std::fabs(ref[i]), scale);
    if (!std::isfinite(x[i]) || !std::isfinite(ref[i]) || rel > 1e-2) {
      nonFinite += !std::isfinite(x[i]);
      if (first == x.size())
        first = i;
      ++bad;
    } else {
      worst = std::max(worst, rel);
    }
  }
  char buf[256];
  Verdict v;
  if (bad == 0) {
    std::snprintf(buf, sizeof buf, "ok vs %s (%zu el., max rel %.1e)", against, x.size(), worst);
  } else {
    v.ok = false;
    std::snprintf(buf, sizeof buf, "MISMATCH vs %s: %zu/%zu el.%s, first [%lld,%lld] %g vs %g", against, bad, x.size(),
                  nonFinite ? (nonFinite == bad ? " non-finite (unwritten?)" : " (some non-finite)") : "",
                  static_cast<long long>(where[first].first), static_cast<long long>(where[first].second), x[first],
                  ref[first]);
  }
  v.text = buf;
  return v;
}


HostRef hostReference(const DType& dt, const Shape& s) {
  const Pool& p = poolFor(dt);
  HostRef h;
  h.places = placesOf(s, -1, 14, static_cast<uint64_t>(s.m + s.n * 3 + s.k * 5));
  for (auto [r, c] : h.places.where) {
    double acc = 0;
    for (int64_t kk = 0; kk < s.k; ++kk) {
      std::size_t ia = static_cast<std::size_t>(r * s.k + kk) % kPool;
      std::size_t ib = (static_cast<std::size_t>(kk * s.n + c) + kOffsetB) % kPool;
      acc += static_cast<double>(p.values[ia]) * static_cast<double>(p.values[ib]);
    }
    h.values.push_back(acc);
  }
  return h;
}

/// The host check: scale sqrt(K / 9), C's RMS for uniform [-1, 1) inputs.
Verdict checkHost(const DType& dt, const Shape& s, const DeviceBuffer& c, const HostRef& h, std::string* error) {
  std::vector<double> got;
  *error = readSample(dt, s, c, h.places, &got);
  if (!error->empty())
    return {};
  return compare(got, h.values, h.places.where, std::sqrt(static_cast<double>(s.k) / 9.0), "host");
}

} // namespace gemm_bench

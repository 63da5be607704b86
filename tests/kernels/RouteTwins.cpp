#include "RouteTwins.h"

#include <atomic>
#include <cmath>
#include <map>
#include <mutex>

namespace tilec_kernels {

namespace {
using TwinMap = std::map<const HostArray*, HostArray>;
std::mutex g_mutex;
// Never destroyed: a twin's own destructor calls dropRouteTwin, which must
// not find the map half torn down at exit.
TwinMap& twins() {
  static TwinMap* map = new TwinMap;
  return *map;
}
// Lets every HostArray destructor outside the differential mode skip the lock.
std::atomic<bool> g_any{false};
} // namespace

void setRouteTwin(const HostArray* gpu, HostArray cpu) {
  TwinMap::node_type old;
  {
    std::lock_guard<std::mutex> lock(g_mutex);
    old = twins().extract(gpu);
    twins().emplace(gpu, std::move(cpu));
    g_any = true;
  }
  // `old` (an earlier twin) is destroyed here, outside the lock: its
  // destructor calls dropRouteTwin.
}

const HostArray* routeTwin(const HostArray& a) {
  if (!g_any)
    return nullptr;
  std::lock_guard<std::mutex> lock(g_mutex);
  auto it = twins().find(&a);
  if (it == twins().end() || it->second.type() != a.type() || it->second.size() != a.size())
    return nullptr;
  return &it->second;
}

void dropRouteTwin(const HostArray* a) {
  if (!g_any)
    return;
  TwinMap::node_type dropped;
  std::lock_guard<std::mutex> lock(g_mutex);
  dropped = twins().extract(a);
  // The lock is released before `dropped` (declared first) is destroyed.
}

void noteTwinResult(const CompareResult& cpu, CompareResult& r) {
  r.twinChecked = true;
  r.twinBad = cpu.bad + cpu.poisoned;
  if (cpu.bad && (!cpu.poisoned || cpu.firstBad <= cpu.firstPoisoned)) {
    r.firstTwinBad = cpu.firstBad;
    r.twinGot = cpu.firstGot;
  } else if (cpu.poisoned) {
    r.firstTwinBad = cpu.firstPoisoned;
    r.twinGot = NAN;
  }
}

void compareRoutes(const HostArray& gpu, const HostArray& cpu, const std::vector<double>& ref, Tolerance tol,
                   const std::vector<double>& scale, bool exact, CompareResult& r) {
  const std::size_t n = std::min(gpu.size(), cpu.size());
  for (std::size_t i = 0; i < n; ++i) {
    if (gpu.bits(i) == cpu.bits(i))
      continue;
    double g = gpu.get(i), c = cpu.get(i);
    double allowed = 0;
    bool agree = false;
    if (!exact && std::isfinite(g) && std::isfinite(c)) {
      double magnitude = !scale.empty() && i < scale.size() ? scale[i] : i < ref.size() ? std::fabs(ref[i]) : 0.0;
      allowed = tol.atol + tol.rtol * magnitude;
      agree = std::fabs(g - c) <= allowed;
    }
    if (agree)
      continue;
    if (r.routeBad++ == 0) {
      r.firstRouteBad = i;
      r.routeGpu = g;
      r.routeCpu = c;
      r.routeAllowed = allowed;
    }
  }
}

} // namespace tilec_kernels

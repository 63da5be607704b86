#include "tilec/backend/cuda/AssemblerReport.h"

#include <regex>

namespace tilec::backend::cuda {

namespace {

/// The index of `kernel`'s entry in `out`, added when missing (an index:
/// adding an entry moves the others).
size_t entry(std::vector<KernelResources>& out, const std::string& kernel) {
  for (size_t i = 0; i < out.size(); ++i)
    if (out[i].kernel == kernel)
      return i;
  out.push_back({});
  out.back().kernel = kernel;
  return out.size() - 1;
}

std::string plural(int64_t n, const char* what) {
  return std::to_string(n) + " " + what + (n == 1 ? "" : "s");
}

} // namespace

std::vector<KernelResources> parseAssemblerLog(std::string_view log) {
  // The lines of ptxas -v (CUDA 12 and 13):
  //   ptxas info    : Compiling entry function 'K' for 'sm_90a'
  //   ptxas info    : Function properties for K
  //       0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
  //   ptxas info    : Used 168 registers, used 16 barriers, ...
  //   ptxas info    : (C7515) Potential Performance Loss: ... in the function 'K'
  static const std::regex compiling(R"(Compiling entry function '([^']+)' for '([^']+)')");
  static const std::regex properties(R"(Function properties for ([A-Za-z_$][\w$]*))");
  static const std::regex frame(R"((\d+) bytes stack frame, (\d+) bytes spill stores, (\d+) bytes spill loads)");
  static const std::regex used(R"(Used (\d+) registers)");
  static const std::regex serialized(R"(\((C75\d\d)\) Potential Performance Loss: (.*) in the function '([^']+)')");
  //   warpgroup.arrive is injected in around line N by compiler to allow use
  //   of registers in GMMA in function 'K'   (ptxas's text; its prefix varies)
  static const std::regex injected(R"(warpgroup\.arrive is injected in around line (\d+) .* in function '([^']+)')");
  std::vector<KernelResources> out;
  constexpr size_t none = size_t(-1);
  size_t current = none;      // the entry being compiled ("Used N registers" follows)
  size_t propertiesOf = none; // the function whose properties line comes next
  size_t at = 0;
  while (at < log.size()) {
    size_t end = log.find('\n', at);
    if (end == std::string_view::npos)
      end = log.size();
    std::string line(log.substr(at, end - at));
    at = end + 1;
    std::smatch m;
    if (std::regex_search(line, m, serialized)) {
      out[entry(out, m[3])].serialized.push_back(m[1].str() + ": " + m[2].str());
    } else if (std::regex_search(line, m, injected)) {
      out[entry(out, m[2])].injectedArrives.push_back(std::stoll(m[1]));
    } else if (std::regex_search(line, m, compiling)) {
      current = entry(out, m[1]);
      out[current].target = m[2];
    } else if (std::regex_search(line, m, properties)) {
      propertiesOf = entry(out, m[1]);
    } else if (std::regex_search(line, m, frame) && propertiesOf != none) {
      out[propertiesOf].stackBytes = std::stoll(m[1]);
      out[propertiesOf].spillStoreBytes = std::stoll(m[2]);
      out[propertiesOf].spillLoadBytes = std::stoll(m[3]);
      propertiesOf = none;
    } else if (std::regex_search(line, m, used) && current != none) {
      out[current].registers = std::stoll(m[1]);
    }
  }
  return out;
}

void reportAssembler(const std::vector<KernelResources>& kernels, const ir::Module& m, bool resourceUsage,
                     DiagnosticEngine& diags) {
  const std::string reportIt = "; this is a defect of the generated code, please report it with this kernel";
  for (const KernelResources& k : kernels) {
    // Device functions that are not kernels (a library routine the code
    // calls) have properties but no "Compiling entry function" line.
    if (k.target.empty() && k.serialized.empty() && k.injectedArrives.empty())
      continue;
    SourceRange loc;
    for (const ir::PrimFunc& f : m.funcs)
      if (f->name == k.kernel)
        loc = f->instanceLoc.valid() ? f->instanceLoc : f->loc;
    std::string on = k.target.empty() ? "" : " for " + k.target;
    if (!k.serialized.empty()) {
      // ptxas repeats the remark per wgmma group; one warning says it.
      diags.warning(loc, "ptxas serialized the wgmma instructions of kernel '" + k.kernel + "'" + on +
                             ", so its tensor-core GEMMs run one at a time (" + k.serialized.front() + ")" +
                             reportIt);
    }
    if (!k.injectedArrives.empty()) {
      diags.warning(loc, "ptxas injected a warpgroup.arrive into kernel '" + k.kernel + "'" + on +
                             " (near line " + std::to_string(k.injectedArrives.front()) +
                             " of its PTX) so that a wgmma can read registers written after the fence, and the "
                             "tensor-core GEMMs wait for it" +
                             reportIt);
    }
    if (!resourceUsage)
      continue;
    std::string text = "kernel '" + k.kernel + "'" + on + ":";
    text += k.registers ? " " + plural(*k.registers, "register") : " registers unknown";
    if (k.stackBytes)
      text += ", " + std::to_string(*k.stackBytes) + " bytes of stack frame";
    if (k.spillStoreBytes && k.spillLoadBytes) {
      if (*k.spillStoreBytes == 0 && *k.spillLoadBytes == 0)
        text += ", no spills";
      else
        text += ", spills " + std::to_string(*k.spillStoreBytes) + " bytes stored and " +
                std::to_string(*k.spillLoadBytes) + " bytes loaded to local memory";
    }
    diags.note(loc, text);
  }
}

} // namespace tilec::backend::cuda

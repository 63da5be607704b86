// Feeds arbitrary bytes to the whole front end. Any crash, sanitizer report
// or internal assertion is a bug: bad input must only produce diagnostics.
#include "tilec/frontend/Compilation.h"

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size > 1 << 16)
    return 0;
  tilec::SourceManager sm;
  tilec::DiagnosticEngine diags(sm);
  diags.setErrorLimit(50);
  tilec::FrontendOptions opts;
  tilec::Compilation comp(sm, diags, opts);
  if (comp.addBuffer("fuzz.tile", std::string(reinterpret_cast<const char*>(data), size)))
    comp.check();
  return 0;
}

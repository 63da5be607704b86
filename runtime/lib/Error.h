// The calling thread's last-error message, status strings and the helpers
// every entry point uses to fail with a message.
#pragma once

#include <tilert/tilert.h>

#include <new>
#include <sstream>
#include <string>
#include <utility>

namespace tilert::detail {

// Clears the calling thread's message (every entry point does, first).
void clear_error() noexcept;

// Records `message` as the calling thread's last error and returns status.
// Never throws: an over-long message is truncated.
tilert_status fail(tilert_status status, const std::string& message) noexcept;
tilert_status fail(tilert_status status, const char* message) noexcept;

// "CUDA_ERROR_INVALID_VALUE (invalid argument)"; works without a driver.
std::string cuda_error_text(CUresult result);

// Concatenates anything an ostream can print.
template <class... Parts>
std::string cat(const Parts&... parts) {
  std::ostringstream out;
  (out << ... << parts);
  return out.str();
}

// Runs an entry point's body: clears the message first and turns an
// exception (only std::bad_alloc is expected) into a status, so that
// nothing unwinds through the C ABI.
template <class Body>
tilert_status guarded(const char* api, Body&& body) noexcept {
  clear_error();
  try {
    return std::forward<Body>(body)();
  } catch (const std::bad_alloc&) {
    return fail(TILERT_ERROR_OUT_OF_RESOURCES, "out of host memory");
  } catch (...) {
    return fail(TILERT_ERROR_CUDA, "internal error: unexpected exception in tilert");
  }
}

}  // namespace tilert::detail

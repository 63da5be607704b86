// tilert.hpp (and through it tilert.h) must compile as C++17 with every
// warning an error. Compiled (not linked) by the ctest entry
// tilert.header_cxx17.
#include <tilert/tilert.hpp>
#include <tilert/tilert.hpp>  // #pragma once

#if __cplusplus != 201703L
#error "this header test must be compiled as C++17"
#endif

int tilert_header_test_cxx();

int tilert_header_test_cxx() {
  tilert::Module module;
  tilert::Status status;
  tilert::Result<int> result(3);
  tilert::Dim3 grid(1, 2);
  (void)module;
  return status.ok() && result.ok() && grid.z == 1 ? 0 : 1;
}

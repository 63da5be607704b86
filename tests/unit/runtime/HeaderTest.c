/* tilert.h must compile as C11 with every warning an error, and its
 * declarations must be usable from C. Compiled (not linked) by the ctest
 * entry tilert.header_c. */
#include <tilert/tilert.h>
#include <tilert/tilert.h> /* #pragma once */

typedef tilert_status (*launch_fn)(tilert_module*, const char*, const unsigned[3],
                                   const unsigned[3], size_t, CUstream, void**);

int tilert_header_test_c(void);

int tilert_header_test_c(void) {
  tilert_status status = TILERT_SUCCESS;
  tilert_device_properties props;
  tilert_module* module = NULL;
  CUfunction fn = NULL;
  CUtensorMap map;
  unsigned grid[3] = {1, 1, 1};
  launch_fn launch = &tilert_launch;
  const char* (*last_error)(void) = &tilert_last_error;
  (void)props;
  (void)module;
  (void)fn;
  (void)map;
  (void)grid;
  (void)launch;
  (void)last_error;
  return status == TILERT_SUCCESS && TILERT_ERROR_NOT_SUPPORTED == 9 ? 0 : 1;
}

# Warning flags for the project's own code (not for generated parser sources).
add_library(tilec_warnings INTERFACE)
target_compile_options(tilec_warnings INTERFACE -Wall -Wextra -Wno-unused-parameter)
# GCC 12 at -O3 (Release) reports std::string concatenations it inlined as
# overlapping copies: -Wrestrict false positives (GCC bug 105329), 27 of them.
if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
  target_compile_options(tilec_warnings INTERFACE -Wno-restrict)
endif()
if(TILEC_WERROR)
  target_compile_options(tilec_warnings INTERFACE -Werror)
endif()

# Warning flags for the project's own code (not for generated parser sources).
add_library(tilec_warnings INTERFACE)
target_compile_options(tilec_warnings INTERFACE -Wall -Wextra -Wno-unused-parameter)
if(TILEC_WERROR)
  target_compile_options(tilec_warnings INTERFACE -Werror)
endif()

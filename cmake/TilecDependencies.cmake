# Every dependency comes from a Debian package (scripts/install-deps) or the
# CUDA toolkit at /usr/local/cuda.

# ANTLR: the 4.7.2 tool generates the parser at build time; the 4.9 C++ runtime
# links it.
find_program(ANTLR4_TOOL antlr4 REQUIRED)
find_path(ANTLR4_INCLUDE_DIR antlr4-runtime.h PATH_SUFFIXES antlr4-runtime REQUIRED)
find_library(ANTLR4_RUNTIME_LIBRARY NAMES antlr4-runtime REQUIRED)
add_library(antlr4_runtime UNKNOWN IMPORTED)
set_target_properties(antlr4_runtime PROPERTIES
  IMPORTED_LOCATION ${ANTLR4_RUNTIME_LIBRARY}
  INTERFACE_INCLUDE_DIRECTORIES ${ANTLR4_INCLUDE_DIR})

find_package(CLI11 REQUIRED CONFIG)

if(TILEC_BUILD_TESTS)
  find_package(Catch2 2 REQUIRED CONFIG)
endif()

# LLVM 19: FileCheck, not and lit for the golden tests.
set(TILEC_LLVM_ROOT /usr/lib/llvm-19 CACHE PATH "LLVM 19 installation")
find_program(FILECHECK_EXECUTABLE FileCheck HINTS ${TILEC_LLVM_ROOT}/bin NO_DEFAULT_PATH)
find_program(LLVM_NOT_EXECUTABLE not HINTS ${TILEC_LLVM_ROOT}/bin NO_DEFAULT_PATH)
find_file(LIT_SCRIPT lit.py HINTS ${TILEC_LLVM_ROOT}/build/utils/lit NO_DEFAULT_PATH)

# LLVM 19's Support library: llvm::json for the language server (tools/lsp).
# Only tilec_lsp sees LLVM's include directories and definitions. The version
# is 19.1: LLVMConfigVersion.cmake matches major.minor, so a bare "19" (no
# minor) is refused.
# LLVMSupport's link interface names zstd::libzstd_shared, which LLVM's
# Findzstd only defines when zstd.h is installed (libzstd-dev, which Debian's
# llvm-19-dev does not pull in). Linking needs only the shared library.
if(NOT TARGET zstd::libzstd_shared)
  find_path(TILEC_ZSTD_INCLUDE_DIR zstd.h)
  find_library(TILEC_ZSTD_LIBRARY NAMES zstd libzstd.so.1)
  if(NOT TILEC_ZSTD_INCLUDE_DIR AND TILEC_ZSTD_LIBRARY)
    add_library(zstd::libzstd_shared SHARED IMPORTED)
    set_target_properties(zstd::libzstd_shared PROPERTIES IMPORTED_LOCATION ${TILEC_ZSTD_LIBRARY})
  endif()
endif()
find_package(LLVM 19.1 REQUIRED CONFIG HINTS ${TILEC_LLVM_ROOT}/lib/cmake/llvm)
llvm_map_components_to_libnames(TILEC_LLVM_SUPPORT_LIBS support)
separate_arguments(TILEC_LLVM_DEFINITIONS NATIVE_COMMAND "${LLVM_DEFINITIONS}")

find_package(Python3 COMPONENTS Interpreter)

# CUDA toolkit (nvcc, ptxas, fatbinary, NVRTC, driver API stub). Optional: the
# front end and the IR build without it.
set(CUDAToolkit_ROOT /usr/local/cuda CACHE PATH "CUDA toolkit")
find_package(CUDAToolkit QUIET)
if(CUDAToolkit_FOUND)
  message(STATUS "tilec: CUDA toolkit ${CUDAToolkit_VERSION} at ${CUDAToolkit_BIN_DIR}")
else()
  message(STATUS "tilec: no CUDA toolkit found; GPU code generation disabled")
endif()

# cmake -P script behind the tilec_package test (tests/package/CMakeLists.txt).
# Every step must succeed; the program may exit 0 (GPU part ran) or 77 (no
# GPU, the GPU part was skipped).

function(step what)
  message(STATUS "tilec_package: ${what}")
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "tilec_package: ${what} failed (${rc})")
  endif()
endfunction()

# A fresh prefix and project build every run: a stale install would hide a
# missing install rule.
file(REMOVE_RECURSE ${WORK_DIR})
set(prefix ${WORK_DIR}/prefix)
set(project_build ${WORK_DIR}/cmake-project)

set(config_args)
if(CONFIG)
  set(config_args --config ${CONFIG})
endif()
step("install into ${prefix}" ${CMAKE_COMMAND} --install ${TILEC_BUILD_DIR} --prefix ${prefix} ${config_args})

foreach(file bin/tilec include/tilert/tilert.h lib/cmake/Tilec/TilecConfig.cmake
             lib/cmake/Tilec/TilecConfigVersion.cmake lib/cmake/Tilec/TilecAddLibrary.cmake
             share/tilec/python/tilec/__init__.py)
  if(NOT EXISTS ${prefix}/${file})
    message(FATAL_ERROR "tilec_package: the install has no ${file}")
  endif()
endforeach()

set(build_type ${CONFIG})
if(NOT build_type)
  set(build_type Release)
endif()
# Only the prefix is passed: the project must find tilec, tilert and the
# toolkit through the package alone.
step("configure examples/cmake-project"
  ${CMAKE_COMMAND} -S ${TILEC_SOURCE_DIR}/examples/cmake-project -B ${project_build}
    -G ${GENERATOR} -DCMAKE_BUILD_TYPE=${build_type} -DCMAKE_CXX_COMPILER=${CXX_COMPILER}
    -DCMAKE_PREFIX_PATH=${prefix})
step("build examples/cmake-project" ${CMAKE_COMMAND} --build ${project_build} ${config_args})

# The executable's location depends on the generator (multi-config
# generators add the configuration directory).
file(GLOB_RECURSE programs LIST_DIRECTORIES false ${project_build}/tilec_cmake_example)
if(NOT programs)
  message(FATAL_ERROR "tilec_package: the example built no tilec_cmake_example")
endif()
list(GET programs 0 program)
message(STATUS "tilec_package: run ${program}")
execute_process(COMMAND ${program} RESULT_VARIABLE rc)
if(rc EQUAL 0)
  message(STATUS "tilec_package: ok (the GPU part ran)")
elseif(rc EQUAL 77)
  message(STATUS "tilec_package: ok (no GPU: the GPU part was skipped)")
else()
  message(FATAL_ERROR "tilec_package: tilec_cmake_example exited with ${rc}")
endif()

# The shared library (tilec_add_library SHARED against the installed tilert)
# through the installed python/tilec: it loads, lists its kernels and reads
# their metadata.
file(GLOB_RECURSE shared_libs LIST_DIRECTORIES false ${project_build}/libkernels_py.so)
if(NOT shared_libs)
  message(FATAL_ERROR "tilec_package: the example built no libkernels_py.so")
endif()
if(PYTHON)
  list(GET shared_libs 0 shared_lib)
  execute_process(
    COMMAND ${CMAKE_COMMAND} -E env PYTHONPATH=${prefix}/share/tilec/python PYTHONDONTWRITEBYTECODE=1
      ${PYTHON} -c "import sys, tilec; k = tilec.load(sys.argv[1]).add_f16; print(k); assert str(k.args[0]) == 'A: const float16[N]'"
      ${shared_lib}
    RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "tilec_package: the installed python/tilec cannot use ${shared_lib}")
  endif()
  message(STATUS "tilec_package: python/tilec loads ${shared_lib}")
endif()

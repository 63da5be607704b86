# tilec_add_library(<name> [SHARED] [EXCLUDE_FROM_ALL]
#                   SOURCES a.tile [b.tile ...]
#                   TARGETS sm_80 [sm_90a ...]
#                   [DEFINES name=value ...]
#                   [INCLUDE_DIRS dir ...]
#                   [HEADER_DIR dir]
#                   [BACKEND cuda|llvm])
#
# Compiles each .tile source with `tilec -c` into one x86-64 object (a fatbin
# for every target plus typed C launchers) and one C header <stem>.h, and
# makes a STATIC library <name> of the objects. Linking <name> gives the
# header directory (PUBLIC include) and tilec::runtime (tilert).
#
# SHARED makes <name> a shared library instead, with tilert linked into it:
# one self-contained lib<name>.so that exports the launchers, their
# _metadata functions and tilert's C API (tilec_last_error() included), for
# dlopen/ctypes (python/tilec) or for programs that link it. The objects
# tilec writes are position-independent and so is tilert. Needs the CXX
# language (tilert is C++).
#
# EXCLUDE_FROM_ALL leaves <name> out of the `all` target (add_library's
# EXCLUDE_FROM_ALL): the sources are compiled only when <name>, or something
# that links it, is built by name (`ninja <name>`). For kernels that the
# compiler may not be able to lower yet, so that a normal build never fails
# on them.
#
# HEADER_DIR defaults to ${CMAKE_CURRENT_BINARY_DIR}/<name>; the objects go to
# ${CMAKE_CURRENT_BINARY_DIR}/<name>.tilec/. DEFINES become `-D name=value`,
# INCLUDE_DIRS `-I dir` (imported .tile files). BACKEND picks the code
# generation route (`--backend`, docs/backends.md; tilec's default: cuda).
#
# Needs the targets tilec::tilec (the compiler) and tilec::runtime: the
# installed package (TilecConfig.cmake) imports both; the tilec build tree
# defines them as aliases. This file is shared by both, so the in-tree tests
# exercise the same code that users get.

# Functions record the policies in effect where they are defined. CMP0116
# (3.20) makes CMake rewrite tilec's depfile paths for Ninja; without it a
# consumer with an older cmake_minimum_required would get a warning or
# mismatched paths. include() scopes this to the module.
cmake_policy(VERSION 3.20...3.28)

function(tilec_add_library name)
  cmake_parse_arguments(PARSE_ARGV 1 arg "SHARED;EXCLUDE_FROM_ALL" "HEADER_DIR;BACKEND" "SOURCES;TARGETS;DEFINES;INCLUDE_DIRS")
  if(arg_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "tilec_add_library(${name}): unknown arguments: ${arg_UNPARSED_ARGUMENTS}")
  endif()
  if(NOT arg_SOURCES)
    message(FATAL_ERROR "tilec_add_library(${name}): SOURCES is required")
  endif()
  if(NOT arg_TARGETS)
    message(FATAL_ERROR "tilec_add_library(${name}): TARGETS is required (e.g. TARGETS sm_80 sm_90a)")
  endif()
  foreach(required tilec::tilec tilec::runtime)
    if(NOT TARGET ${required})
      message(FATAL_ERROR "tilec_add_library(${name}): no target ${required}; use find_package(Tilec)")
    endif()
  endforeach()

  set(header_dir ${arg_HEADER_DIR})
  if(NOT header_dir)
    set(header_dir ${CMAKE_CURRENT_BINARY_DIR}/${name})
  endif()
  get_filename_component(header_dir ${header_dir} ABSOLUTE BASE_DIR ${CMAKE_CURRENT_BINARY_DIR})
  # One directory per library, so two libraries may compile files with the
  # same stem.
  set(object_dir ${CMAKE_CURRENT_BINARY_DIR}/${name}.tilec)
  file(MAKE_DIRECTORY ${header_dir} ${object_dir})

  list(JOIN arg_TARGETS "," targets)
  set(flags --target=${targets})
  if(arg_BACKEND)
    if(NOT arg_BACKEND MATCHES "^(cuda|llvm)$")
      message(FATAL_ERROR "tilec_add_library(${name}): BACKEND is cuda or llvm, not '${arg_BACKEND}'")
    endif()
    list(APPEND flags --backend=${arg_BACKEND})
  endif()
  foreach(define IN LISTS arg_DEFINES)
    list(APPEND flags -D ${define})
  endforeach()
  foreach(dir IN LISTS arg_INCLUDE_DIRS)
    get_filename_component(dir ${dir} ABSOLUTE)
    list(APPEND flags -I ${dir})
  endforeach()

  set(objects)
  set(headers)
  set(stems)
  foreach(source IN LISTS arg_SOURCES)
    get_filename_component(source ${source} ABSOLUTE)
    get_filename_component(stem ${source} NAME_WE)
    # The header is named after the stem: two sources with one stem would
    # write the same header.
    if(stem IN_LIST stems)
      message(FATAL_ERROR "tilec_add_library(${name}): two sources are named ${stem}.tile")
    endif()
    list(APPEND stems ${stem})
    set(object ${object_dir}/${stem}.o)
    set(header ${header_dir}/${stem}.h)
    set(depfile ${object_dir}/${stem}.d)
    # The depfile lists the .tile files the source imports, so editing one
    # of them rebuilds the object.
    add_custom_command(
      OUTPUT ${object} ${header}
      COMMAND tilec::tilec -c ${source} -o ${object} -H ${header} ${flags} -MD -MF ${depfile}
      DEPENDS tilec::tilec ${source}
      DEPFILE ${depfile}
      COMMENT "tilec -c ${stem}.tile (${targets})"
      VERBATIM)
    list(APPEND objects ${object})
    list(APPEND headers ${header})
  endforeach()

  set_source_files_properties(${objects} PROPERTIES GENERATED TRUE EXTERNAL_OBJECT TRUE)
  set_source_files_properties(${headers} PROPERTIES GENERATED TRUE HEADER_FILE_ONLY TRUE)
  get_property(languages GLOBAL PROPERTY ENABLED_LANGUAGES)
  set(exclude)
  if(arg_EXCLUDE_FROM_ALL)
    set(exclude EXCLUDE_FROM_ALL)
  endif()
  if(arg_SHARED)
    _tilec_add_shared(${name} "${languages}" "${exclude}" ${objects} ${headers})
    target_include_directories(${name} PUBLIC ${header_dir})
    return()
  endif()
  add_library(${name} STATIC ${exclude} ${objects} ${headers})
  # Only objects, so CMake cannot infer the archiver's language; tilert, which
  # the launchers call, is C++ anyway.
  if(CXX IN_LIST languages)
    set_target_properties(${name} PROPERTIES LINKER_LANGUAGE CXX)
  else()
    set_target_properties(${name} PROPERTIES LINKER_LANGUAGE C)
  endif()
  target_include_directories(${name} PUBLIC ${header_dir})
  target_link_libraries(${name} PUBLIC tilec::runtime)
endfunction()

# The SHARED form of tilec_add_library.
# exclude is "EXCLUDE_FROM_ALL" or empty.
function(_tilec_add_shared name languages exclude)
  if(NOT CXX IN_LIST languages)
    message(FATAL_ERROR "tilec_add_library(${name} SHARED): enable the CXX language "
                        "(project(... LANGUAGES CXX)): the library links tilert, which is C++")
  endif()
  add_library(${name} SHARED ${exclude} ${ARGN})
  set_target_properties(${name} PROPERTIES LINKER_LANGUAGE CXX)
  # tilert goes into the library (PRIVATE: programs that link lib<name>.so
  # use the copy inside it); users of the headers still need cuda.h.
  target_link_libraries(${name} PRIVATE tilec::runtime)
  if(TARGET CUDA::toolkit)
    target_link_libraries(${name} PUBLIC CUDA::toolkit)
  endif()
  if(CMAKE_SYSTEM_NAME STREQUAL "Linux")
    # -z defs: a missing symbol is a link error here, not a dlopen failure
    # on the user's machine. -Bsymbolic: the launchers call this library's
    # tilert even when the process already has another one (a second tilec
    # library, or a program linked with tilert), so that tilec_last_error()
    # of this library reports their errors.
    target_link_options(${name} PRIVATE LINKER:-z,defs LINKER:-Bsymbolic)
  endif()
endfunction()

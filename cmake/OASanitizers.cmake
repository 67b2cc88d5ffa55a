# Sanitizer and fuzzer builds (docs/Robustness.md).
#
#   -DOA_SANITIZE="address;undefined"   instrument oa's own code (any compiler
#                                       that has the sanitizers: gcc or clang)
#   -DOA_ENABLE_FUZZERS=ON              the libFuzzer targets in tools/fuzz;
#                                       needs clang (clang-22), implies
#                                       address;undefined
#
# LLVM, MLIR and the C++ library come from the system and stay
# uninstrumented; only the code in this repository is checked.
set(OA_SANITIZE "" CACHE STRING "Sanitizers for oa's code, e.g. address;undefined")
option(OA_ENABLE_FUZZERS "Build tools/fuzz with libFuzzer (clang only)" OFF)

if(OA_ENABLE_FUZZERS)
  if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    message(FATAL_ERROR "OA_ENABLE_FUZZERS needs clang (libFuzzer): configure with "
                        "-DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22")
  endif()
  if(NOT OA_SANITIZE)
    set(OA_SANITIZE "address;undefined")
  endif()
endif()

if(OA_SANITIZE)
  list(JOIN OA_SANITIZE "," OA_SANITIZE_LIST)
  # Stop at the first report: a sanitizer finding must fail the test that
  # triggered it.  The frame pointer keeps ASan's stacks whole.
  add_compile_options(-fsanitize=${OA_SANITIZE_LIST} -fno-sanitize-recover=all
                      -fno-omit-frame-pointer -g1)
  add_link_options(-fsanitize=${OA_SANITIZE_LIST})
  if(OA_ENABLE_FUZZERS)
    # Coverage for libFuzzer in every library the fuzz targets link.
    add_compile_options(-fsanitize=fuzzer-no-link)
  endif()
  message(STATUS "oa: sanitizers ${OA_SANITIZE_LIST}")
endif()

#!/usr/bin/env bash
# Builds oa with AddressSanitizer and UndefinedBehaviorSanitizer
# (-DOA_SANITIZE="address;undefined", in build-asan) and runs every lit and
# unit test there (check-oa).  Any sanitizer report fails the test that
# triggered it (-fno-sanitize-recover=all).  LLVM, MLIR and the C++ library
# stay uninstrumented; leak checking is off (LLVM's tools leave their
# singletons to the OS at exit), set ASAN_OPTIONS to change that.
#
#   utils/sanitize-and-test.sh [LIT ARGS...]   (e.g. -sv test/tools: a subset,
#                                              paths relative to the build)
#
# OA_ASAN_BUILD_DIR picks the build directory (build-fuzz, configured with
# OA_ENABLE_FUZZERS, is such a build too: OA_ASAN_BUILD_DIR=build-fuzz reuses
# it); CC/CXX the compiler of a new one (gcc and clang-22 both work).  A
# subset with a time bound: utils/sanitize-and-test.sh -sv --max-time 1200
# test/MC test/CodeGen ...  Tests that load oa's code into uninstrumented
# programs (the llc plugin) are unsupported there.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${OA_ASAN_BUILD_DIR:-$root/build-asan}
bash "$root/utils/setup-deps.sh"
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DOA_SANITIZE="address;undefined" >/dev/null
# LLVM's inline functions are compiled into oa's instrumented code and into
# LLVM's uninstrumented libraries, and the linker keeps one copy of each:
# ASan's user poisoning (BumpPtrAllocator) and its new/delete pairing would
# see halves of a pair, so both are off (as in utils/fuzz.sh).
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:abort_on_error=1:strict_string_checks=1:allow_user_poisoning=0:alloc_dealloc_mismatch=0}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
if [ $# -eq 0 ]; then
  cmake --build "$build" --target check-oa
else
  cmake --build "$build"
  lit=$(command -v lit || echo /usr/lib/llvm-22/bin/lit)
  (cd "$build" && "$lit" "$@")
fi

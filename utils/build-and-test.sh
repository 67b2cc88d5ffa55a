#!/usr/bin/env bash
# The README's test command: installs what is missing, builds oa and runs
# every lit test and unit test (check-oa).
#
# Optional steps (docs/Robustness.md), off unless asked, as each costs CI
# minutes on 2 cores:
#   OA_CI_FUZZ_SECONDS=N      build the libFuzzer targets with clang-22
#                             (build-fuzz) and run each for N seconds
#   OA_CI_DIFFTEST_COUNT=N    N random programs of utils/difftest (fresh
#                             seeds, printed) on oa for both SMs and nvcc
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bash "$root/utils/setup-deps.sh"
build=${OA_BUILD_DIR:-$root/build}
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$build" --target check-oa
if [ "${OA_CI_FUZZ_SECONDS:-0}" -gt 0 ]; then
  cmake -S "$root" -B "$root/build-fuzz" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 -DOA_ENABLE_FUZZERS=ON >/dev/null
  bash "$root/utils/fuzz.sh" -t "$OA_CI_FUZZ_SECONDS" -b "$root/build-fuzz" \
    sass-decode sass-asm cubin launch mlir
fi
if [ "${OA_CI_DIFFTEST_COUNT:-0}" -gt 0 ]; then
  python3 "$root/utils/difftest/difftest.py" --build "$build" --count "$OA_CI_DIFFTEST_COUNT" \
    --work "$build/difftest-ci"
fi

#!/usr/bin/env bash
# The README's test command: installs what is missing, builds oa and runs
# every lit test and unit test (check-oa).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bash "$root/utils/setup-deps.sh"
build=${OA_BUILD_DIR:-$root/build}
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$build" --target check-oa

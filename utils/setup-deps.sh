#!/usr/bin/env bash
# Installs everything oa needs on a fresh Debian 12 machine: LLVM/MLIR/Clang 22
# from Debian's packages, GoogleTest, CLI11, ninja, ccache, and the nvdisasm
# test oracle from PyPI into .deps/ (ignored by git), and PyTorch (pinned, from
# PyPI into .deps/torch) for the capture and training tests.  Idempotent and quiet
# when everything is already there.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
# python3-venv: the `pip install` test of the oa package; openssh-server and
# openssh-client: the test of `oa run --backend ssh://` starts its own sshd on
# localhost (both small; the test is skipped without them).
pkgs=(llvm-22-dev llvm-22-tools libmlir-22-dev mlir-22-tools clang-22
      libgtest-dev libcli11-dev libzstd-dev ninja-build ccache cmake python3
      python3-venv openssh-client openssh-server)
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup-deps: installing ${missing[*]}"
  SUDO=; [ "$(id -u)" -ne 0 ] && SUDO=sudo
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
nvd="$root/.deps/nvdisasm/bin/nvdisasm"
if [ ! -x "$nvd" ]; then
  echo "setup-deps: fetching the nvdisasm test oracle (PyPI nvidia-cuda-nvdisasm)"
  python3 "$root/utils/pypi-binary.py" 'nvidia-cuda-nvdisasm>=13' nvdisasm "$root/.deps/nvdisasm/bin" ||
    echo "setup-deps: warning: nvdisasm unavailable; oracle tests will be skipped" >&2
fi
# PyTorch (and numpy, which program.py uses) for python/oa/torch's tests (capture, autodiff, training in
# oa-emu).  Optional: without it those tests are unsupported.  PyPI's Linux
# wheel is the CUDA build; it runs on the CPU without a GPU.  OA_NO_TORCH=1
# skips it.  About 2 minutes and 4.6 GB on a fresh machine.
torch_version=2.11.0
tdir="$root/.deps/torch"
if [ -z "${OA_NO_TORCH:-}" ] && [ ! -f "$tdir/.oa-torch-$torch_version-numpy" ]; then
  echo "setup-deps: installing torch $torch_version into .deps/torch (PyPI)"
  rm -rf "$tdir"
  start=$(date +%s)
  if python3 -m pip install -q --disable-pip-version-check --no-cache-dir \
       --target "$tdir" "torch==$torch_version" "numpy==2.4.6" 2>&1 | grep -v 'Running pip as the' >&2; [ "${PIPESTATUS[0]}" -eq 0 ]; then
    touch "$tdir/.oa-torch-$torch_version-numpy"
    echo "setup-deps: torch installed in $(( $(date +%s) - start )) s"
  else
    echo "setup-deps: warning: torch unavailable; torch tests will be unsupported" >&2
    rm -rf "$tdir"
  fi
fi

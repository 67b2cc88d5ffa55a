#!/usr/bin/env bash
# Installs everything oa needs on a fresh Debian 12 machine: LLVM/MLIR/Clang 22
# from Debian's packages, GoogleTest, CLI11, ninja, ccache, and the nvdisasm
# test oracle from PyPI into .deps/ (ignored by git).  Idempotent and quiet
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
  tmp=$(mktemp -d)
  python3 -m pip download -q --no-deps -d "$tmp" 'nvidia-cuda-nvdisasm>=13' ||
    { echo "setup-deps: warning: nvdisasm unavailable; oracle tests will be skipped" >&2; rm -rf "$tmp"; exit 0; }
  mkdir -p "$root/.deps/nvdisasm/bin"
  python3 - "$tmp" "$root/.deps/nvdisasm/bin" <<'PY'
import sys, zipfile, glob, os
whl = glob.glob(os.path.join(sys.argv[1], '*.whl'))[0]
with zipfile.ZipFile(whl) as z:
    for n in z.namelist():
        if n.endswith('/bin/nvdisasm'):
            dst = os.path.join(sys.argv[2], 'nvdisasm')
            open(dst, 'wb').write(z.read(n))
            os.chmod(dst, 0o755)
PY
  rm -rf "$tmp"
fi

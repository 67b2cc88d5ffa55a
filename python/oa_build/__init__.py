"""oa's PEP 517 build backend: a wheel of the `oa` Python package with oa's
C++ tools inside (oa/_tools/bin, and liboa_runtime.so in oa/_tools/lib for
models on a GPU) and the `oa` console command.

It needs no build requirements (so `pip install ./python` works offline in a
fresh virtual environment); CMake does the C++ build:

* the tools come from $OA_TOOLS_DIR (or `--config-settings tools-dir=DIR`)
  when set, as they are (the fast path for tests and for a tree already
  built);
* otherwise `cmake --build` brings the tools of $OA_BUILD_DIR (default
  <repository>/build) up to date, configuring it first when needed (Ninja,
  Release) after utils/setup-deps.sh has installed what CMake needs on
  Debian 12 (OA_SKIP_SETUP_DEPS=1 skips that).

The wheel is tagged py3-none-<platform> (linux_x86_64): the tools link
against the system's LLVM 22 shared library, so it is for machines set up
like the one that built it, not a manylinux wheel.
"""
import base64
import hashlib
import os
import shutil
import subprocess
import sys
import sysconfig
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
PYDIR = os.path.dirname(HERE)
REPO = os.path.dirname(PYDIR)
TOOLS = ("oa-llc", "oa-cc", "oa-opt", "oa-translate", "oa-emu", "oa-run", "oa-objdump")
RUNTIME_LIB = "liboa_runtime.so"
NAME = "oa"
SUMMARY = "oa: CUDA, PTX, typed Python kernels and PyTorch models to NVIDIA SASS cubins"


def _version():
    ns = {}
    with open(os.path.join(PYDIR, "oa", "version.py")) as f:
        exec(f.read(), ns)
    return ns["__version__"]


def _metadata():
    return (f"Metadata-Version: 2.1\nName: {NAME}\nVersion: {_version()}\nSummary: {SUMMARY}\n"
            "Requires-Python: >=3.11\nLicense: see the repository\n")


def _tag():
    plat = sysconfig.get_platform().replace("-", "_").replace(".", "_")
    return f"py3-none-{plat}"


def _log(msg):
    sys.stderr.write(f"oa-build: {msg}\n")


def _runtime_lib(tools):
    """liboa_runtime.so (oa.torch's launch-plan runtime on a GPU) of a tools
    folder: <bin>/../lib, where oa/torch/cudart.py looks for it."""
    return os.path.join(os.path.dirname(os.path.abspath(tools)), "lib", RUNTIME_LIB)


def _tools_dir(config_settings):
    d = (config_settings or {}).get("tools-dir") or os.environ.get("OA_TOOLS_DIR")
    if d:
        d = os.path.abspath(d)
        _log(f"taking the tools from {d}")
    else:
        build = os.path.abspath(os.environ.get("OA_BUILD_DIR") or os.path.join(REPO, "build"))
        if not os.path.isfile(os.path.join(build, "CMakeCache.txt")):
            if not os.environ.get("OA_SKIP_SETUP_DEPS"):
                # A fresh machine: LLVM/MLIR 22 and the build tools (quiet when present).
                subprocess.run(["bash", os.path.join(REPO, "utils", "setup-deps.sh")], check=True,
                               stdout=sys.stderr)
            _log(f"configuring {build}")
            subprocess.run(["cmake", "-S", REPO, "-B", build, "-G", "Ninja",
                            "-DCMAKE_BUILD_TYPE=Release"], check=True, stdout=sys.stderr)
        _log(f"building the tools in {build} (cmake --build)")
        subprocess.run(["cmake", "--build", build, "--target", *TOOLS, "oa_runtime"], check=True,
                       stdout=sys.stderr)
        d = os.path.join(build, "bin")
    missing = [t for t in TOOLS if not os.path.isfile(os.path.join(d, t))]
    if not os.path.isfile(_runtime_lib(d)):
        missing.append(RUNTIME_LIB + " in ../lib")
    if missing:
        raise RuntimeError(f"oa-build: {d} lacks {', '.join(missing)} (oa-opt and oa-translate need "
                           "MLIR 22: run utils/setup-deps.sh, then build again)")
    return d


class _Wheel:
    def __init__(self, path):
        self.zip = zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED, compresslevel=1)
        self.records = []

    def add(self, arcname, data, mode=0o644):
        info = zipfile.ZipInfo(arcname, date_time=(2020, 1, 1, 0, 0, 0))
        info.external_attr = (0o100000 | mode) << 16
        info.compress_type = zipfile.ZIP_DEFLATED
        self.zip.writestr(info, data)
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        self.records.append(f"{arcname},sha256={digest},{len(data)}")

    def add_file(self, arcname, path):
        with open(path, "rb") as f:
            data = f.read()
        self.add(arcname, data, 0o755 if os.access(path, os.X_OK) else 0o644)

    def close(self, dist_info):
        rec = f"{dist_info}/RECORD"
        self.records.append(f"{rec},,")
        self.zip.writestr(rec, "\n".join(self.records) + "\n")
        self.zip.close()


def _dist_files():
    return {"METADATA": _metadata(), "entry_points.txt": "[console_scripts]\noa = oa.cli:main\n",
            "top_level.txt": "oa\n",
            "WHEEL": f"Wheel-Version: 1.0\nGenerator: oa_build\nRoot-Is-Purelib: false\nTag: {_tag()}\n"}


def _dist_info(w, editable=False):
    di = f"{NAME}-{_version()}.dist-info"
    for name, text in _dist_files().items():
        w.add(f"{di}/{name}", text.encode())
    return di


def _wheel_name():
    return f"{NAME}-{_version()}-{_tag()}.whl"


def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_editable(config_settings=None):
    return []


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    """The .dist-info alone (pip asks for it first; no tools are built for it)."""
    di = f"{NAME}-{_version()}.dist-info"
    d = os.path.join(metadata_directory, di)
    os.makedirs(d, exist_ok=True)
    for name, text in _dist_files().items():
        with open(os.path.join(d, name), "w") as f:
            f.write(text)
    return di


prepare_metadata_for_build_editable = prepare_metadata_for_build_wheel


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    tools = _tools_dir(config_settings)
    path = os.path.join(wheel_directory, _wheel_name())
    w = _Wheel(path)
    src = os.path.join(PYDIR, "oa")
    for d, dirs, files in os.walk(src):
        dirs[:] = sorted(x for x in dirs if x not in ("__pycache__", "_tools"))
        for f in sorted(files):
            if not f.endswith((".pyc", ".pyo")):
                p = os.path.join(d, f)
                w.add_file(os.path.relpath(p, PYDIR).replace(os.sep, "/"), p)
    for t in TOOLS:
        w.add_file(f"oa/_tools/bin/{t}", os.path.realpath(os.path.join(tools, t)))
    # Models run on a GPU through liboa_runtime.so, found in <bin>/../lib.
    w.add_file(f"oa/_tools/lib/{RUNTIME_LIB}", os.path.realpath(_runtime_lib(tools)))
    # oa-cc looks for oa's CUDA headers in <bin>/../lib/oa-headers.
    hdr = os.path.join(os.path.dirname(tools), "lib", "oa-headers")
    if not os.path.isdir(hdr):
        hdr = os.path.join(REPO, "lib", "Headers")
    for h in sorted(os.listdir(hdr)):
        if h.endswith(".h"):
            w.add_file(f"oa/_tools/lib/oa-headers/{h}", os.path.join(hdr, h))
    w.close(_dist_info(w))
    _log(f"wrote {path}")
    return os.path.basename(path)


def build_editable(wheel_directory, config_settings=None, metadata_directory=None):
    """An editable install: a .pth file puts <repository>/python on sys.path;
    the tools are found in the build tree (oa/tools.py) or $OA_TOOLS_DIR."""
    path = os.path.join(wheel_directory, _wheel_name())
    w = _Wheel(path)
    w.add("oa_editable.pth", (PYDIR + "\n").encode())
    w.close(_dist_info(w, editable=True))
    return os.path.basename(path)


def build_sdist(sdist_directory, config_settings=None):
    raise RuntimeError("oa-build makes wheels only; install from the repository "
                       "(pip install ./python or pip install .)")

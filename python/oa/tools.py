"""Finds oa's C++ tools: $OA_TOOLS_DIR, the copies a wheel installs in
oa/_tools/bin, the build/bin of the source tree this package sits in (for a
checkout used with PYTHONPATH=python), then $PATH."""
import functools
import hashlib
import os
import shutil
import subprocess

from .diag import UserError

TOOLS = ("oa-llc", "oa-cc", "oa-opt", "oa-translate", "oa-emu", "oa-run", "oa-objdump")
HERE = os.path.dirname(os.path.abspath(__file__))


def search_dirs():
    dirs = []
    env = os.environ.get("OA_TOOLS_DIR")
    if env:
        dirs.append(env)
    dirs.append(os.path.join(HERE, "_tools", "bin"))
    src = os.path.dirname(os.path.dirname(HERE))  # python/oa -> repository root
    build = os.environ.get("OA_BUILD_DIR") or os.path.join(src, "build")
    dirs.append(os.path.join(build, "bin"))
    return dirs


@functools.lru_cache(maxsize=None)
def find(name, required=True):
    for d in search_dirs():
        p = os.path.join(d, name)
        if os.path.isfile(p) and os.access(p, os.X_OK):
            return os.path.abspath(p)
    p = shutil.which(name)
    if p:
        return p
    if required:
        raise UserError(f"{name} not found (looked in {', '.join(search_dirs())} and $PATH); "
                        "build it (ninja -C build " + name + ") or set OA_TOOLS_DIR", code=2)
    return None


def available():
    return {t: find(t, required=False) for t in TOOLS}


@functools.lru_cache(maxsize=None)
def _help(tool):
    p = find(tool, required=False)
    if not p:
        return ""
    try:
        r = subprocess.run([p, "--help"], capture_output=True, text=True, timeout=30)
        return r.stdout + r.stderr
    except (OSError, subprocess.TimeoutExpired):
        return ""


def supports_ptx():
    """oa-llc takes PTX once its help lists .ptx input (the importer's job)."""
    return ".ptx" in _help("oa-llc")


def files_fingerprint(paths):
    """A hash of the files' names, sizes and modification times: a rebuilt
    binary changes it."""
    h = hashlib.sha256()
    for p in paths:
        st = os.stat(p)
        h.update(f"{os.path.basename(p)}:{st.st_size}:{st.st_mtime_ns}\n".encode())
    return h.hexdigest()[:16]


@functools.lru_cache(maxsize=None)
def fingerprint():
    """A hash of the compiler binaries and headers: part of the compile cache
    key, so a rebuilt oa-llc never reuses an old cubin."""
    return files_fingerprint(filter(None, (find(t, required=False) for t in
                                           ("oa-llc", "oa-cc", "oa-opt", "oa-translate"))))

"""The compile cache: outputs keyed by a hash of the source, the flags, oa's
version and the compiler binaries' fingerprint, in $OA_CACHE_DIR (default
~/.cache/oa).  Entries are written to a temporary name and renamed, so
parallel compiles never see half a file."""
import hashlib
import os
import shutil

from . import tools
from .version import __version__


def cache_dir():
    d = os.environ.get("OA_CACHE_DIR") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "oa")
    return d


def enabled():
    return os.environ.get("OA_NO_CACHE", "") in ("", "0")


def key(*parts):
    h = hashlib.sha256()
    for p in (__version__, tools.fingerprint()) + parts:
        h.update(p if isinstance(p, bytes) else str(p).encode())
        h.update(b"\0")
    return h.hexdigest()


def lookup(k, suffix=".cubin"):
    p = os.path.join(cache_dir(), k[:2], k + suffix)
    return p if enabled() and os.path.isfile(p) else None


def store(k, path, suffix=".cubin"):
    if not enabled():
        return
    d = os.path.join(cache_dir(), k[:2])
    try:
        os.makedirs(d, exist_ok=True)
        tmp = os.path.join(d, f".{k}.{os.getpid()}.tmp")
        shutil.copyfile(path, tmp)
        os.replace(tmp, os.path.join(d, k + suffix))
    except OSError:
        pass  # a cache that cannot be written only costs time

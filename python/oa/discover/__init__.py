"""Static discovery of what oa can compile in a user's repository.

Nothing here runs user code: CUDA and PTX files are scanned as text, Python
files are parsed with `ast`.  `discover(root)` returns `Item`s: CUDA
`__global__` kernels, PTX `.entry` kernels, typed `@oa.kernel` functions and
PyTorch models (nn.Module classes and factories), each with whether oa
supports it and, when not, the reasons with locations.
"""
import os

from . import cuda, ptx, python

SKIP_DIRS = {".git", ".hg", ".svn", "__pycache__", "node_modules", ".venv", "venv",
             ".tox", ".mypy_cache", ".pytest_cache", "output", ".oa-cache"}


class Item:
    """One compilable thing found in a file.

    kind: "cuda-kernel" | "ptx-kernel" | "python-kernel" | "torch-model"
    supported: True, False, or "partial" (a model some of whose parts oa lacks)
    problems: [(line, col, message)] why it is not (fully) supported
    notes: [(line, col, message)] facts that do not stop compilation
    """

    def __init__(self, kind, file, name, line, col=1, **info):
        self.kind, self.file, self.name, self.line, self.col = kind, file, name, line, col
        self.problems, self.notes = [], []
        self.info = info

    @property
    def supported(self):
        if not self.problems:
            return True
        return "partial" if self.info.get("partial_ok") and self.info.get("supported_parts") else False

    @property
    def key(self):
        return f"{self.file}:{self.name}"

    def problem(self, line, col, msg):
        self.problems.append((line, col, msg))

    def note(self, line, col, msg):
        self.notes.append((line, col, msg))

    def as_dict(self):
        d = {"kind": self.kind, "file": self.file, "name": self.name, "line": self.line,
             "supported": self.supported,
             "problems": [{"line": l, "column": c, "message": m} for l, c, m in self.problems],
             "notes": [{"line": l, "column": c, "message": m} for l, c, m in self.notes]}
        d.update({k: v for k, v in self.info.items() if k != "partial_ok"})
        return d


class FileError:
    """A file that could not be read or parsed (a syntax error in Python)."""

    def __init__(self, file, line, col, message):
        self.file, self.line, self.col, self.message = file, line, col, message

    def as_dict(self):
        return {"file": self.file, "line": self.line, "column": self.col, "message": self.message}


SCANNERS = {".cu": cuda.scan, ".cuh": cuda.scan, ".ptx": ptx.scan, ".py": python.scan}


def walk(root, exclude=()):
    """Files under root (or root itself) with a suffix oa reads, sorted,
    relative to root."""
    if os.path.isfile(root):
        yield os.path.basename(root)
        return
    excl = {os.path.normpath(e) for e in exclude}
    for d, dirs, files in os.walk(root):
        rel = os.path.relpath(d, root)
        if rel != "." and os.path.isfile(os.path.join(d, "CMakeCache.txt")):
            dirs[:] = []  # a CMake build tree: its sources are copies or compiler probes
            continue
        dirs[:] = sorted(x for x in dirs
                         if x not in SKIP_DIRS and not x.startswith(".")
                         and os.path.normpath(os.path.join(rel, x)) not in excl)
        for f in sorted(files):
            if os.path.splitext(f)[1] in SCANNERS:
                p = os.path.normpath(os.path.join(rel, f))
                if p not in excl:
                    yield p


def discover(root, exclude=()):
    """(items, file_errors, files) for a directory or a single file."""
    base = root if os.path.isdir(root) else os.path.dirname(os.path.abspath(root))
    items, errors, files = [], [], []
    for rel in walk(root, exclude):
        path = os.path.join(base, rel)
        try:
            with open(path, encoding="utf-8", errors="replace") as f:
                text = f.read()
        except OSError as e:
            errors.append(FileError(rel, 0, 0, f"cannot read: {e.strerror}"))
            continue
        scan = SCANNERS[os.path.splitext(rel)[1]]
        found, errs = scan(rel, text, Item, FileError)
        if found or errs:
            files.append(rel)
        items += found
        errors += errs
    return items, errors, files

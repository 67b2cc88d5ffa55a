"""The `#include` graph of a project's CUDA sources, read as text (nothing
is preprocessed or run): which project files each `.cu` file reaches,
directly or through other headers, and the `-I` directories a build needs
when the project's own build system (CMake, Make) would have passed them.

An include resolves, in order: next to the including file (quoted form
only), in a `-I` directory, else to the one project file whose path ends
with the included name when exactly one directory holds it (then that
directory is an inferred `-I`).  Angle includes of names the CUDA SDK or
the system provide are never taken from the project."""
import os
import re

from .discover import SKIP_DIRS

STUBS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "stubs")
HEADER_EXT = (".h", ".cuh", ".hpp", ".hh", ".inc", ".cuinc")
SOURCE_EXT = HEADER_EXT + (".cu",)
_INCLUDE = re.compile(r'^[ \t]*#[ \t]*include[ \t]*([<"])([^>"\n]+)[>"]', re.M)


def project_files(root, exclude=(), ext=SOURCE_EXT):
    """Project-relative paths of the files with these suffixes, skipping what
    discovery skips (VCS and tool folders, CMake build trees, oa.toml's
    exclude), sorted."""
    excl = {os.path.normpath(e) for e in exclude}
    out = []
    for d, dirs, files in os.walk(root):
        rel = os.path.relpath(d, root)
        if rel != "." and os.path.isfile(os.path.join(d, "CMakeCache.txt")):
            dirs[:] = []
            continue
        dirs[:] = [x for x in dirs if x not in SKIP_DIRS and x != "build" and not x.startswith(".")
                   and os.path.normpath(os.path.join(rel, x)) not in excl]
        for f in files:
            if f.endswith(ext):
                p = os.path.normpath(os.path.join(rel, f))
                if p not in excl:
                    out.append(p)
    return sorted(out)


def _system_dirs():
    dirs = ["/usr/include", "/usr/local/include"]
    for cuda in (os.environ.get("CUDA_PATH"), "/usr/local/cuda", "/usr/lib/cuda"):
        if cuda:
            dirs.append(os.path.join(cuda, "include"))
    return [d for d in dirs if os.path.isdir(d)]


class IncludeGraph:
    def __init__(self, root, exclude=(), include_dirs=None):
        """include_dirs: project-relative -I directories (None: infer them)."""
        self.root = root
        self.files = project_files(root, exclude)
        self._by_name = {}
        for f in self.files:
            self._by_name.setdefault(os.path.basename(f), []).append(f)
        self._system = _system_dirs()
        self.include_dirs = list(include_dirs) if include_dirs is not None else None
        self._edges = {}
        self._missing = {}

    def includes(self, f):
        """[(project file, inferred -I directory or None)] that f includes."""
        if f not in self._edges:
            self._edges[f], self._missing[f] = [], set()
            try:
                with open(os.path.join(self.root, f), errors="replace") as fh:
                    text = fh.read()
            except OSError:
                return []
            for kind, name in _INCLUDE.findall(text):
                r = self._resolve(f, kind, name.strip())
                if r and r not in self._edges[f]:
                    self._edges[f].append(r)
                elif not r:
                    self._missing[f].add(name.strip())
        return self._edges[f]

    def _resolve(self, src, kind, name):
        if kind == '"':
            here = os.path.normpath(os.path.join(os.path.dirname(src), name))
            if os.path.isfile(os.path.join(self.root, here)):
                return here, None
        for d in self.include_dirs or []:
            p = os.path.normpath(os.path.join(d, name))
            if os.path.isfile(os.path.join(self.root, p)):
                return p, None
        if self.include_dirs is not None:
            return None  # the user's flags decide: infer nothing
        if kind == "<" and any(os.path.isfile(os.path.join(d, name)) for d in self._system):
            return None
        norm = os.path.normpath(name)
        if norm.startswith(".."):
            return None
        cands = [h for h in self._by_name.get(os.path.basename(norm), [])
                 if h == norm or h.endswith(os.sep + norm)]
        if len(cands) > 1:
            # Several copies (kernels/a/utils.h, kernels/b/utils.h): the one
            # nearest the including file, when one is nearest.
            near = [len(os.path.commonpath([src, h]).split(os.sep)) if os.path.commonpath([src, h]) else 0
                    for h in cands]
            best = max(near)
            cands = [h for h, n in zip(cands, near) if n == best]
        if len(cands) != 1:
            return None  # not in the project, or ambiguous
        return cands[0], cands[0][:len(cands[0]) - len(norm)].rstrip(os.sep) or "."

    def closure(self, f):
        """{project file f reaches through includes (f excluded)}, and the
        inferred -I directories that reaching them took."""
        seen, dirs, todo = set(), set(), [f]
        while todo:
            for g, d in self.includes(todo.pop()):
                if d:
                    dirs.add(d)
                if g not in seen and g != f:
                    seen.add(g)
                    todo.append(g)
        return seen, dirs

    def external(self, f):
        """The include names f and what it reaches take from outside the
        project (the SDK, the system, a dependency)."""
        names = set()
        for g in {f} | self.closure(f)[0]:
            self.includes(g)
            names |= self._missing.get(g, set())
        return names

    def inferred_flags(self, source):
        """The -I flags a source file needs beyond its own directory ("."
        is the project root, where oa-cc runs), and oa's torch stand-in
        (oa/stubs) for a PyTorch extension's launcher."""
        return [f"-I{d}" for d in sorted(self.closure(source)[1])] + self.stub_flags(source)

    def stub_flags(self, source):
        """-I oa/stubs when the source needs a host-only header it has: the
        torch C++ API of an extension's launcher, OpenMP's omp.h."""
        if any(n.startswith(("torch/", "ATen/", "c10/")) or n == "omp.h" for n in self.external(source)):
            return ["-I" + STUBS]
        return []

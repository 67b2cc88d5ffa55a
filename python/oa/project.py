"""A user's project: the root, its `oa.toml` and what discovery finds.

oa.toml (all keys optional):

    exclude = ["third_party", "tests/broken.cu"]   # paths under the root
    arch = ["sm_90"]                               # default: sm_80 and sm_90
    [cuda]
    flags = ["-DN=4", "-Iinclude"]                 # passed to oa-cc
    [[model]]
    entrypoint = "model.py:TinyMLP"                # a class or a factory
    input_shapes = [[8, 64]]
    dtypes = ["f32"]
    [kernels."cuda/axpy.cu:axpy"]                  # optional launch for `oa run`
    spec = "cuda/axpy.json"
"""
import os
import tomllib

from .diag import UserError, Loc

CONFIG = "oa.toml"
ARCHS = ("sm_80", "sm_90")


class Project:
    def __init__(self, path):
        if not os.path.exists(path):
            raise UserError(f"no such file or directory: '{path}'", code=2)
        self.path = os.path.abspath(path)
        self.root = self.path if os.path.isdir(self.path) else os.path.dirname(self.path)
        self.config = {}
        self.config_path = None
        cfg = os.path.join(self.root, CONFIG)
        if os.path.isfile(cfg):
            self.config_path = cfg
            try:
                with open(cfg, "rb") as f:
                    self.config = tomllib.load(f)
            except tomllib.TOMLDecodeError as e:
                line = getattr(e, "lineno", 0) or 0
                raise UserError(f"{CONFIG}: {e}", loc=Loc(cfg, line), code=2)
        self._found = None

    def rel(self, p):
        return os.path.relpath(os.path.join(self.root, p), self.root)

    def abs(self, rel):
        return os.path.join(self.root, rel)

    @property
    def exclude(self):
        return list(self.config.get("exclude", []))

    def discover(self):
        if self._found is None:
            from . import discover, tools
            from .discover import ptx
            items, errors, files = discover.discover(self.path, self.exclude)
            if os.path.isfile(self.path) and self.path.endswith(".cu"):
                # One .cu file: the kernels of the project headers it includes are its own.
                from .discover import cuda
                from .includes import IncludeGraph
                from .discover import FileError, Item
                rel = os.path.basename(self.path)
                for h in sorted(IncludeGraph(self.root, self.exclude).closure(rel)[0]):
                    if h.endswith(".cu"):
                        continue
                    with open(self.abs(h), encoding="utf-8", errors="replace") as f:
                        found, _errs = cuda.scan(h, f.read(), Item, FileError)
                    if found:
                        files.append(h)
                        items += found
            ptx.add_support(items, tools)
            items += self._declared_models(items, errors)
            self._found = items, errors, files
        return self._found

    def _declared_models(self, items, errors):
        """oa.toml's [[model]] entries that discovery did not recognise (a
        factory returning an imported class, or `Model(...).eval()`): the
        user names them as models, so they are, and what they return is
        judged when they are captured rather than from the text."""
        import ast
        from .discover import FileError, Item
        found = {i.key for i in items}
        out = []
        for m in self.config.get("model", []):
            key = m.get("entrypoint") if isinstance(m, dict) else None
            if not isinstance(key, str) or ":" not in key or key in found:
                continue
            f, name = key.rsplit(":", 1)
            where = f"oa.toml [[model]] entrypoint = \"{key}\""
            try:
                with open(self.abs(f), encoding="utf-8", errors="replace") as fh:
                    tree = ast.parse(fh.read(), f)
            except OSError as e:
                errors.append(FileError(f, 0, 0, f"{where}: cannot read {f}: {e.strerror}"))
                continue
            except SyntaxError:
                continue  # discovery reports the file's syntax error
            defs = [n for n in tree.body
                    if isinstance(n, (ast.FunctionDef, ast.ClassDef)) and n.name == name]
            if not defs:
                errors.append(FileError(f, 0, 0, f"{where}: {f} has no top-level function "
                                        f"or class '{name}'"))
                continue
            d = defs[0]
            it = Item("torch-model", f, name, d.lineno, d.col_offset + 1,
                      model="class" if isinstance(d, ast.ClassDef) else "factory",
                      returns="declared in oa.toml")
            it.note(d.lineno, d.col_offset + 1,
                    "a model because oa.toml names it; what it builds is judged when captured")
            out.append(it)
        return out

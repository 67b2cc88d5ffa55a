"""Planning and building a project's compile units, in parallel, with the
compile cache.

A unit is one source file for one SM: a CUDA file (oa-cc, all its kernels
in one cubin), a Python file's typed kernels (one gpu.module), a PTX file
(once oa-llc takes PTX) or a model (through oa.torch, when installed).
Units are independent, so a process pool builds them on every core; each
looks its cubin up in the cache first (key: the source and the headers it
can see, flags, SM, oa's version and the compiler binaries).
"""
import hashlib
import json
import os
import re
import shutil
import time
from concurrent.futures import ProcessPoolExecutor

from . import cache, pipeline
from .includes import HEADER_EXT, STUBS, IncludeGraph
from .pipeline import ToolError
from .project import ARCHS
from .version import __version__


def sha256_file(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


class Unit:
    def __init__(self, kind, source, arch, kernels, **extra):
        self.kind, self.source, self.arch, self.kernels = kind, source, arch, kernels
        self.extra = extra
        stem = os.path.splitext(source)[0]
        self.cubin = f"cubin/{arch}/{stem}.cubin"
        self.sass = f"sass/{arch}/{stem}.sass"

    @property
    def label(self):
        return f"{self.source} ({self.arch})"

    def as_dict(self):
        return {"kind": self.kind, "source": self.source, "arch": self.arch, "kernels": self.kernels,
                "cubin": self.cubin, "sass": self.sass, **self.extra}


class Plan:
    def __init__(self, project, archs):
        self.project, self.archs = project, archs
        self.units, self.skipped, self.errors, self.runs = [], [], [], []
        self.inferred = {}
        self.inputs = []


def parse_archs(text):
    archs = [a.strip() for a in text.split(",") if a.strip()] if isinstance(text, str) else list(text)
    for a in archs:
        if a not in ARCHS:
            from .diag import UserError
            raise UserError(f"unsupported --arch '{a}' (oa targets {', '.join(ARCHS)})", code=2)
    return archs


def include_dirs_of(flags):
    """The -I directories of oa-cc flags (-Idir, -I dir, --include-path=dir)."""
    dirs, it = [], iter(flags)
    for f in it:
        if f in ("-I", "--include-path", "-isystem"):
            dirs.append(next(it, ""))
        elif f.startswith("--include-path="):
            dirs.append(f.split("=", 1)[1])
        elif f.startswith("-I"):
            dirs.append(f[2:])
        elif f.startswith("-isystem"):
            dirs.append(f[len("-isystem"):])
    return [d for d in dirs if d]


def add_including_sources(project, graph, by_file, items, plan):
    """Kernels defined in headers (.cuh) compile in the .cu files that reach
    them through includes: such a .cu joins the plan with the header's
    kernels even when it defines none itself (explicit instantiations of a
    template kernel).  A header kernel no .cu reaches is skipped, saying so."""
    headers = {}
    for it in items:
        if it.kind == "cuda-kernel" and not it.file.endswith(".cu"):
            headers.setdefault(it.file, []).append(it)
    if not headers:
        return
    reached = set()
    only = os.path.basename(project.path) if os.path.isfile(project.path) else None
    for src in graph.files:
        if not src.endswith(".cu") or (only and src != only):
            continue
        for h in sorted(graph.closure(src)[0] & set(headers)):
            group = by_file.setdefault(("cuda-kernel", src), [])
            group += [i for i in headers[h] if i not in group]
            reached.add(h)
    for h in sorted(set(headers) - reached):
        for i in headers[h]:
            plan.skipped.append({"kind": i.kind, "file": i.file, "name": i.name, "line": i.line,
                                 "reasons": [{"line": i.line, "column": i.col,
                                              "message": "defined in a header that no .cu file of the "
                                                         "project includes (oa compiles .cu files)"}]})


def make_plan(project, archs, entrypoint=None, input_shapes=None, specs=()):
    """What to build, what is skipped and why, and the launches to run."""
    from .diag import UserError
    items, file_errors, files = project.discover()
    plan = Plan(project, archs)
    for e in file_errors:
        plan.errors.append({"tool": "oa", "file": e.file, "line": e.line, "column": e.col,
                            "message": e.message})
    if entrypoint:
        if ":" not in entrypoint:
            raise UserError("--entrypoint takes FILE:NAME", code=2)
        f, name = entrypoint.rsplit(":", 1)
        chosen = [i for i in items if os.path.normpath(i.file) == os.path.normpath(f) and i.name == name]
        if not chosen:
            raise UserError(f"--entrypoint {entrypoint}: no kernel or model named '{name}' in {f} "
                            "(see oa inspect)", code=2)
        items = chosen
    by_file = {}
    for it in items:
        by_file.setdefault((it.kind, it.file), []).append(it)
    cfg = project.config
    pinned = "flags" in cfg.get("cuda", {})
    cuda_flags = list(cfg.get("cuda", {}).get("flags", []))
    graph = IncludeGraph(project.root, project.exclude, include_dirs_of(cuda_flags) if pinned else None)
    if any(k == "cuda-kernel" for k, _ in by_file):
        add_including_sources(project, graph, by_file, items, plan)
    cuda_files = sorted({f for k, f in by_file if k == "cuda-kernel" and f.endswith(".cu")})
    file_flags = {f: cuda_flags + graph.stub_flags(f) if pinned else graph.inferred_flags(f)
                  for f in cuda_files}
    if not pinned:
        sets = {tuple(x for x in v if STUBS not in x) for v in file_flags.values()} - {()}
        if sets:
            plan.inferred.setdefault("cuda", {})["flags"] = sorted({x for v in sets for x in v})
            if len(sets) > 1:
                plan.inferred["cuda"]["per_file"] = {f: [x for x in v if STUBS not in x]
                                                     for f, v in file_flags.items()
                                                     if any(STUBS not in x for x in v)}
    for (kind, f), group in sorted(by_file.items(), key=lambda kv: kv[0][1]):
        bad = [i for i in group if i.supported is not True]
        good = [i for i in group if i.supported is True]
        if kind == "python-kernel":
            # A typed kernel that does not check is the user's error, not a gap in oa.
            for i in bad:
                for l, c, m in i.problems:
                    plan.errors.append({"tool": "oa", "file": i.file, "line": l, "column": c,
                                        "message": m, "kernel": i.name})
            if good:
                for a in archs:
                    plan.units.append(Unit("python", f, a, [i.name for i in good]))
            continue
        if kind == "torch-model":
            plan_models(plan, group, input_shapes)
            continue
        if kind == "jit-kernel":
            for i in group:  # another compiler's kernels: said why, never built
                plan.skipped.append({"kind": i.kind, "file": i.file, "name": i.name, "line": i.line,
                                     "reasons": [{"line": l, "column": c, "message": m}
                                                 for l, c, m in i.problems]})
            continue
        if kind == "cuda-kernel" and not f.endswith(".cu"):
            continue  # a kernel in a header is compiled in the .cu files that include it
        if kind == "ptx-kernel":
            # oa builds the module of a PTX file's kernels: each is skipped alone.
            for i in bad:
                plan.skipped.append({"kind": i.kind, "file": i.file, "name": i.name, "line": i.line,
                                     "reasons": [{"line": l, "column": c, "message": m}
                                                 for l, c, m in i.problems]})
            if good:
                for a in archs:
                    plan.units.append(Unit("ptx", f, a, [i.name for i in good]))
            continue
        if bad:
            # oa-cc compiles a whole file: one unsupported kernel holds back the file.
            for i in group:
                reasons = [{"line": l, "column": c, "message": m} for l, c, m in i.problems] or \
                    [{"line": i.line, "column": i.col,
                      "message": "another kernel of this file is not supported, and oa-cc compiles whole files"}]
                plan.skipped.append({"kind": i.kind, "file": i.file, "name": i.name, "line": i.line,
                                     "reasons": reasons})
            continue
        for a in archs:
            plan.units.append(Unit("cuda" if kind == "cuda-kernel" else "ptx", f, a,
                                   [i.name for i in good], flags=file_flags.get(f, []) if kind == "cuda-kernel" else []))
    # kernels.cu and kernels.py side by side: name their outputs by the whole file name.
    seen = {}
    for u in plan.units:
        seen.setdefault(u.cubin, []).append(u)
    for group in seen.values():
        if len({u.source for u in group}) > 1:
            for u in group:
                u.cubin, u.sass = f"cubin/{u.arch}/{u.source}.cubin", f"sass/{u.arch}/{u.source}.sass"
    for f in sorted({u.source for u in plan.units} | {e["file"] for e in plan.errors if e.get("file")}):
        p = project.abs(f)
        if os.path.isfile(p):
            plan.inputs.append({"file": f, "sha256": sha256_file(p)})
    plan_runs(plan, specs, only_built=bool(entrypoint))
    return plan


def plan_models(plan, group, input_shapes):
    """Models compile through oa.torch (the PyTorch capture) when torch is
    installed; the shapes come from --input-shapes or oa.toml's [[model]]."""
    cfg_models = {m.get("entrypoint"): m for m in plan.project.config.get("model", [])}
    for i in group:
        key = f"{i.file}:{i.name}"
        conf = cfg_models.get(key, {})
        shapes = input_shapes or conf.get("input_shapes")
        reasons = [{"line": l, "column": c, "message": m} for l, c, m in i.problems]
        if not reasons and cfg_models and key not in cfg_models and not input_shapes:
            reasons.append("not one of oa.toml's [[model]] entries")
        if not reasons and key not in cfg_models and not input_shapes:
            reasons.append(f"no input shapes for {key}: name it in oa.toml ([[model]] entrypoint = "
                           f"\"{key}\", input_shapes = [[...]]) or pass --entrypoint {key} "
                           "--input-shapes '[[...]]'")
        if not reasons:
            reason = torch_unavailable()
            if reason:
                reasons.append(reason)
        reasons = [r if isinstance(r, dict) else {"line": i.line, "column": i.col, "message": r}
                   for r in reasons]
        if reasons:
            plan.skipped.append({"kind": i.kind, "file": i.file, "name": i.name, "line": i.line,
                                 "reasons": reasons})
            if not plan.project.config.get("model") and i.supported is True:
                plan.inferred.setdefault("model", []).append(
                    {"entrypoint": key, "input_shapes": None,
                     "_inputs": i.info.get("inputs"), "_in_features": i.info.get("in_features")})
            continue
        for a in plan.archs:
            u = Unit("model", i.file, a, [i.name], entrypoint=key, input_shapes=shapes,
                     dtypes=conf.get("dtypes"))
            stem = os.path.splitext(i.file)[0]
            u.cubin = f"cubin/{a}/{stem}.{i.name}.cubin"  # a file may hold several models
            u.sass = f"sass/{a}/{stem}.{i.name}.sass"
            u.extra["bundle"] = f"models/{a}/{stem}.{i.name}"
            u.extra["weights"] = f"weights/{stem}.{i.name}"  # one copy for every SM
            plan.units.append(u)


def torch_unavailable():
    """Why models cannot be compiled here, or None."""
    import importlib.util
    if importlib.util.find_spec("torch") is None:
        return "torch is not installed: models are compiled through torch.export (inspect is static)"
    try:
        from . import torch as oatorch  # noqa: F401  (issue 17's capture)
    except ImportError:
        return "oa.torch (the PyTorch capture) is not installed"
    if not hasattr(oatorch, "capture"):
        return "oa.torch has no capture(module, example_inputs) -> MLIR entry point yet"
    return None


def plan_runs(plan, specs, only_built=False):
    """Launches to run after building: oa.toml's [[run]] entries and --spec
    files.  only_built (--entrypoint): oa.toml's launches of kernels not
    being built are left out, not errors."""
    entries = [dict(r) for r in plan.project.config.get("run", [])]
    for s in specs:
        entries.append({"spec": os.path.relpath(os.path.abspath(s), plan.project.root),
                        "_given": True})
    for r in entries:
        spec = r.get("spec")
        if not spec or not os.path.isfile(plan.project.abs(spec)):
            plan.errors.append({"tool": "oa", "file": plan.project.config_path and "oa.toml",
                                "line": None, "column": None,
                                "message": f"run spec '{spec}' not found"})
            continue
        with open(plan.project.abs(spec)) as f:
            try:
                kname = json.loads(re.sub(r"^\s*//.*$", "", f.read(), flags=re.M)).get("kernel")
            except ValueError:
                kname = None
        src = r.get("kernel", "").rsplit(":", 1)[0] if r.get("kernel") else None
        units = [u for u in plan.units if (src is None or u.source == src) and kname in u.kernels]
        if not units and only_built and not r.get("_given"):
            continue
        if not units:
            plan.errors.append({"tool": "oa", "file": spec, "line": None, "column": None,
                                "message": f"run spec '{spec}': kernel '{kname}' is not among the "
                                           "kernels being built"})
            continue
        name = base = r.get("name") or os.path.splitext(os.path.basename(spec))[0]
        k = 2
        while any(x["name"] == name for x in plan.runs):
            name, k = f"{base}_{k}", k + 1
        plan.runs.append({"name": name, "kernel": kname, "source": units[0].source, "spec": spec,
                          "reference": r.get("reference"),
                          "cubins": {u.arch: u.cubin for u in units}})


# --- building (runs in worker processes) ------------------------------------

def _headers_digest(root):
    h = hashlib.sha256()
    for d, dirs, files in sorted(os.walk(root)):
        dirs[:] = sorted(x for x in dirs if not x.startswith(".") and x not in ("output", "build"))
        for f in sorted(files):
            if f.endswith(HEADER_EXT):
                p = os.path.join(d, f)
                h.update(os.path.relpath(p, root).encode() + b"\0" + open(p, "rb").read())
    return h.hexdigest()


def build_unit(u, root, out, no_sass, headers_digest, mlir_text=None):
    """Builds one unit (a dict from Unit.as_dict) into out; returns a result
    dict: ok, cached, seconds, kernels' resources, or the error."""
    res = {"unit": u, "ok": False, "cached": False, "seconds": 0.0}
    t0 = time.monotonic()
    cubin = os.path.join(out, u["cubin"])
    os.makedirs(os.path.dirname(cubin), exist_ok=True)
    try:
        src = os.path.join(root, u["source"])
        if u["kind"] == "cuda":
            stubs = _headers_digest(STUBS) if any(STUBS in f for f in u["flags"]) else ""
            k = cache.key("cuda", open(src, "rb").read(), headers_digest, stubs, " ".join(u["flags"]), u["arch"])
        elif u["kind"] == "python":
            k = cache.key("typed-kernel", mlir_text, u["arch"], " ".join(pipeline.MLIR_PASSES))
        elif u["kind"] == "ptx":
            k = cache.key("ptx", open(src, "rb").read(), " ".join(u["kernels"]), u["arch"])
        elif isinstance(mlir_text, dict):  # the capture failed (capture_model)
            raise ToolError(mlir_text["tool"], mlir_text["message"], mlir_text["file"],
                            mlir_text["line"], mlir_text["column"])
        else:
            k = None  # oa.torch's own bundle cache (graph hash, SM, tools) decides
        hit = cache.lookup(k) if k else None
        if hit:
            shutil.copyfile(hit, cubin)
            res["cached"] = True
        elif u["kind"] == "cuda":
            res["steps"] = {"oa-cc": _in(root, pipeline.cuda_to_cubin, u["source"], u["arch"],
                                         os.path.abspath(cubin), u["flags"])}
            cache.store(k, cubin)
        elif u["kind"] == "ptx":
            res["steps"], res["kernel_errors"] = build_ptx(u, root, out, cubin)
            if not res["kernel_errors"]:
                cache.store(k, cubin)
        elif u["kind"] == "model":
            res["steps"], res["cached"] = build_model(u, mlir_text, out, cubin)
        else:
            d = os.path.join(out, "ir", u["arch"], os.path.dirname(u["source"]))
            os.makedirs(d, exist_ok=True)
            stem = os.path.splitext(os.path.basename(u["source"]))[0]
            mlir = os.path.join(d, stem + ".mlir")
            with open(mlir, "w") as f:
                f.write(mlir_text)
            res["steps"] = _in(root, pipeline.mlir_to_cubin, os.path.abspath(mlir), u["arch"],
                               os.path.abspath(cubin), os.path.abspath(d))
            cache.store(k, cubin)
        res["resources"] = pipeline.resources(cubin)
        if not no_sass:
            s = os.path.join(out, u["sass"])
            os.makedirs(os.path.dirname(s), exist_ok=True)
            pipeline.sass(cubin, s)
            res["sass"] = u["sass"]
        res["sha256"] = sha256_file(cubin)
        res["ok"] = True
    except ToolError as e:
        res["error"] = e.as_dict()
        if not res["error"]["file"]:
            res["error"]["file"] = u["source"]
        if u["kind"] == "cuda" and res["error"]["message"].endswith("file not found"):
            res["error"]["message"] += (" (neither in the project nor in the CUDA SDK: name its directory "
                                        "in oa.toml, [cuda] flags = [\"-I...\"])")
    except OSError as e:
        res["error"] = {"tool": "oa", "file": u["source"], "line": None, "column": None,
                        "message": str(e), "output": ""}
    res["seconds"] = round(time.monotonic() - t0, 3)
    return res


def load_model(root, source, name, shapes, dtypes, entry):
    """Imports a model's file (user code runs here, as in any torch program:
    `oa inspect` stays static), calls its class or factory with no
    arguments, puts it in eval mode and makes example inputs of the given
    shapes and dtypes (floats random, integers zero: token ids and indices
    stay in range).  Returns (module, inputs); a ToolError, located in the
    user's files where the failure is theirs, on failure."""
    import importlib.util
    import sys
    import traceback
    try:
        import torch
    except ImportError as e:
        raise ToolError("oa", f"models need torch: {e}", source)
    path = os.path.join(root, source)
    shapes = shapes or []
    dtypes = dtypes or ["f32"] * len(shapes)
    if len(dtypes) != len(shapes):
        raise ToolError("oa", f"{entry}: {len(shapes)} input shapes but {len(dtypes)} dtypes", source)
    TYPES = {"f32": torch.float32, "f16": torch.float16, "bf16": torch.bfloat16,
             "f64": torch.float64, "i64": torch.int64, "i32": torch.int32, "bool": torch.bool}
    saved = list(sys.path)
    try:
        sys.path[:0] = [os.path.dirname(path), root]
        spec = importlib.util.spec_from_file_location(
            "oa_model_" + hashlib.sha1(path.encode()).hexdigest()[:12], path)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        model = getattr(mod, name)()
        if not isinstance(model, torch.nn.Module):
            raise ToolError("oa", f"{entry}() returned a {type(model).__name__}, not a "
                            "torch.nn.Module", source)
        model.eval()
        g = torch.Generator().manual_seed(0)
        inputs = []
        for shape, dt in zip(shapes, dtypes):
            if dt not in TYPES:
                raise ToolError("oa", f"{entry}: unknown dtype '{dt}' (one of {', '.join(TYPES)})",
                                source)
            t = TYPES[dt]
            inputs.append(torch.randn(shape, generator=g, dtype=t) if t.is_floating_point
                          else torch.zeros(shape, dtype=t))
        return model, inputs
    except ToolError:
        raise
    except Exception as e:  # the user's code: where it failed, in their files
        tb = traceback.extract_tb(e.__traceback__)
        mine = [f for f in tb if os.path.abspath(f.filename).startswith(os.path.abspath(root) + os.sep)]
        at = mine[-1] if mine else None
        raise ToolError("oa", f"{entry}: {type(e).__name__}: {e}",
                        os.path.relpath(at.filename, root) if at else source,
                        at.lineno if at else None, None)
    finally:
        sys.path[:] = saved


def capture_model(project, u, weights_dir=None):
    """The oa-dialect MLIR of a model unit (torch.export of load_model's
    module on its example inputs), or the ToolError.  With weights_dir, the
    weights and example inputs it was captured with are saved there
    (save_weights)."""
    try:
        model, inputs = load_model(project.root, u.source, u.kernels[0], u.extra.get("input_shapes"),
                                   u.extra.get("dtypes"), u.extra["entrypoint"])
        from .torch import CaptureError, capture
        try:
            mlir = capture(model, inputs).mlir
        except CaptureError as e:
            return ToolError("oa", str(e), u.source)
        if weights_dir:
            save_weights(model, inputs, weights_dir, u.extra["entrypoint"])
        return mlir
    except ToolError as e:
        return e


def _tensor_entry(name, t, d):
    """Writes tensor t as raw little-endian bytes to d/name.bin; its index entry."""
    import torch
    t = t.detach().cpu().contiguous()
    data = t.reshape(-1).view(torch.uint8).numpy().tobytes() if t.numel() else b""
    with open(os.path.join(d, name + ".bin"), "wb") as f:
        f.write(data)
    return {"name": name, "file": name + ".bin", "dtype": str(t.dtype).replace("torch.", ""),
            "shape": list(t.shape)}


def save_weights(model, inputs, d, entrypoint):
    """A model's weights (its state_dict: parameters and buffers, by the
    names the launch plan gives them, `fc1.weight.bin`) and the example
    inputs (by forward's parameter names, `x.bin`) as raw files in d, with
    weights.json listing each (dtype, shape).  `oa run` loads them back into
    the module, so the run uses the weights the bundle was built with."""
    import inspect
    if os.path.isdir(d):
        shutil.rmtree(d)
    os.makedirs(d)
    try:
        names = [p.name for p in inspect.signature(model.forward).parameters.values()
                 if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    except (TypeError, ValueError):
        names = []
    names = names[:len(inputs)] + [f"input{i}" for i in range(len(names), len(inputs))]
    state = model.state_dict()
    index = {"entrypoint": entrypoint,
             "weights": [_tensor_entry(n, t, d) for n, t in state.items()],
             "inputs": [_tensor_entry(n if n not in state else f"input{i}", t, d)
                        for i, (n, t) in enumerate(zip(names, inputs))]}
    with open(os.path.join(d, "weights.json"), "w") as f:
        json.dump(index, f, indent=1)
        f.write("\n")


def load_weights(model, d):
    """Loads weights.json's weights (save_weights) into model; returns the
    saved example inputs, or None when d holds no weights."""
    import torch
    p = os.path.join(d, "weights.json")
    if not os.path.isfile(p):
        return None
    with open(p) as f:
        index = json.load(f)

    def read(e):
        with open(os.path.join(d, e["file"]), "rb") as f:
            data = bytearray(f.read())
        dt = getattr(torch, e["dtype"])
        if not data:
            return torch.empty(e["shape"], dtype=dt)
        return torch.frombuffer(data, dtype=torch.uint8).view(dt).reshape(e["shape"]).clone()

    model.load_state_dict({e["name"]: read(e) for e in index["weights"]})
    return [read(e) for e in index["inputs"]]


def build_model(u, mlir_text, out, cubin):
    """A captured model's kernels and launch plan (oa.torch's bundle, from
    its cache when the graph, SM and tools are the same), copied to
    output/models/ARCH/FILE.NAME/ with its cubin at the unit's path."""
    from .torch import runtime
    t0 = time.monotonic()
    bundle, cached = runtime.load_or_build(mlir_text, None, u["arch"])
    dst = os.path.join(out, u["bundle"])
    if os.path.isdir(dst):
        shutil.rmtree(dst)
    shutil.copytree(bundle.path, dst)
    shutil.copyfile(bundle.cubin(), cubin)
    return {"oa.torch": round(time.monotonic() - t0, 3)}, cached


def build_ptx(u, root, out, cubin):
    """A PTX file's kernels through oa-llc's PTX importer (oa/ptxfile.py):
    the file as compiled (kernels not built blanked, lines kept) and its
    imported LLVM IR are kept in ir/.  A kernel oa-llc rejects (an error at
    a line inside it) is left out and the rest built again; returns (steps,
    [error of each kernel left out])."""
    from . import ptxfile
    with open(os.path.join(root, u["source"]), errors="replace") as f:
        text = f.read()
    kernels = ptxfile.parse(text)
    drop = [k for k in kernels if k.name not in u["kernels"]]
    d = os.path.join(out, "ir", u["arch"], os.path.dirname(u["source"]))
    os.makedirs(d, exist_ok=True)
    ptx = os.path.abspath(os.path.join(d, os.path.basename(u["source"])))
    errors = []
    while True:
        with open(ptx, "w") as f:
            f.write(ptxfile.without(text, drop))
        try:
            steps = {"oa-llc": _in(root, pipeline.ptx_to_cubin, ptx, u["arch"], os.path.abspath(cubin))}
            pipeline.run("oa-llc", [f"-mcpu={u['arch']}", "-filetype=ll", ptx, "-o", ptx + ".ll"])
            return steps, errors
        except ToolError as e:
            found = ptxfile.errors_by_kernel([k for k in kernels if k not in drop], e.output)
            if not found or any(k is None for k, _, _, _ in found):
                k, line, col, msg = found[0] if found else (None, None, None, e.message)
                raise ToolError("oa-llc", msg, u["source"], line, col, e.output)
            for k, line, col, msg in found:
                if k in drop:
                    continue
                errors.append({"tool": "oa-llc", "file": u["source"], "line": line, "column": col,
                               "message": f"{k.name}: {msg}", "kernel": k.name,
                               "output": e.output[-4000:]})
                drop.append(k)
            if all(k in drop for k in kernels):
                raise ToolError("oa-llc", errors[0]["message"], u["source"], errors[0]["line"],
                                errors[0]["column"], e.output)


def _in(root, fn, *args):
    """Runs fn with the project root as the working directory, so tools print
    paths relative to it."""
    cwd = os.getcwd()
    os.chdir(root)
    try:
        return fn(*args)
    finally:
        os.chdir(cwd)


def execute(plan, out, jobs=None, no_sass=False, progress=None):
    """Builds every unit; returns the results in plan order."""
    root = plan.project.root
    digest = _headers_digest(root)
    mlir = {}
    for u in plan.units:
        if u.kind == "model" and u.extra["entrypoint"] not in mlir:
            m = capture_model(plan.project, u, os.path.join(out, u.extra["weights"]))
            mlir[u.extra["entrypoint"]] = m.as_dict() if isinstance(m, ToolError) else m
        if u.kind == "python" and u.source not in mlir:
            from .typed import frontend
            import ast
            text = open(plan.project.abs(u.source)).read()
            mod = frontend.ModuleSource(ast.parse(text, u.source), u.source, text)
            mlir[u.source] = mod.mlir(u.kernels)
    args = [(u.as_dict(), root, out, no_sass, digest,
             mlir.get(u.extra["entrypoint"] if u.kind == "model" else u.source))
            for u in plan.units]
    jobs = jobs or os.cpu_count() or 1
    results = [None] * len(args)
    if jobs == 1 or len(args) <= 1:
        for i, a in enumerate(args):
            results[i] = build_unit(*a)
            if progress:
                progress(results[i])
        return results
    with ProcessPoolExecutor(max_workers=min(jobs, len(args))) as pool:
        futs = {pool.submit(build_unit, *a): i for i, a in enumerate(args)}
        from concurrent.futures import as_completed
        for f in as_completed(futs):
            results[futs[f]] = f.result()
            if progress:
                progress(results[futs[f]])
    return results


def manifest(plan, results, started):
    kernels = {}
    for r in results:
        u = r["unit"]
        for name in u["kernels"]:
            k = kernels.setdefault((u["source"], name), {"name": name, "source": u["source"],
                                                         "kind": u["kind"], "builds": {}})
            if u["kind"] == "model":  # what oa run needs to rebuild the inputs
                k.update(entrypoint=u["entrypoint"], input_shapes=u.get("input_shapes"),
                         dtypes=u.get("dtypes"), weights=u["weights"])
            dropped = {e["kernel"] for e in r.get("kernel_errors") or []}
            b = {"cubin": u["cubin"], "ok": r["ok"] and name not in dropped, "cached": r["cached"],
                 "compile_seconds": r["seconds"]}
            if b["ok"]:
                b["sha256"] = r["sha256"]
                if r.get("sass"):
                    b["sass"] = r["sass"]
                res = r["resources"]
                if u["kind"] == "model":
                    # A model is several kernels: the launch plan's bundle,
                    # and each kernel's resources.
                    b["bundle"] = u["bundle"]
                    b["kernels"] = [{"symbol": s, "registers": res[s]["registers"],
                                     "shared": res[s]["shared"], "local": res[s]["local"]}
                                    for s in sorted(res)]
                    k["builds"][u["arch"]] = b
                    continue
                sym = name if name in res else next((s for s in res if name in s), None)
                if sym:
                    b.update(symbol=sym, registers=res[sym]["registers"], shared=res[sym]["shared"],
                             local=res[sym]["local"])
            k["builds"][u["arch"]] = b
    return {
        "oa_version": __version__,
        "archs": plan.archs,
        "inputs": plan.inputs,
        "kernels": [kernels[k] for k in sorted(kernels)],
        "skipped": plan.skipped,
        "runs": plan.runs,
        "compile_seconds": round(time.monotonic() - started, 3),
        "ok": all(r["ok"] and not r.get("kernel_errors") for r in results) and not plan.errors,
    }

"""A compiled oa model: MLIR -> (oa-autodiff) -> kernels -> cubins, in a
bundle folder, and a CPU executor of its functions through oa-emu.

    b = compile_bundle(captured.mlir, "out/", sm="sm_90", autodiff={"optimizer": "sgd"})
    outs = EmuExecutor(b).run("forward_train", {"fc.weight": w, "x": x, ...})

The bundle holds model.mlir, (train.mlir,) lowered.mlir, kernels.ll,
plan.json (oa-translate's launch plan: buffers and launches per function),
kernels.<sm>.cubin and manifest.json (oa's version, the SM, a hash of the
graph and the options, the tools' fingerprint): everything a GPU host
without LLVM needs (runtime.py), and what the bundle cache compares.
"""
import hashlib
import json
import os
import subprocess
import tempfile

import numpy as np

from .. import pipeline, tools
from ..version import __version__

NP = {"f32": np.float32, "f16": np.float16, "i64": np.int64, "i32": np.int32,
      "f64": np.float64}
FORMAT = 1  # bumped when the bundle layout changes


def _bf16_to_f32(raw):
    u = np.frombuffer(raw, dtype=np.uint16).astype(np.uint32) << 16
    return u.view(np.float32)


def _f32_to_bf16(a):
    u = np.ascontiguousarray(a, dtype=np.float32).view(np.uint32)
    return ((u + 0x7FFF + ((u >> 16) & 1)) >> 16).astype(np.uint16)


def to_bytes(a, dtype):
    a = np.asarray(a)
    if dtype == "bf16":
        return _f32_to_bf16(a).tobytes()
    return np.ascontiguousarray(a, dtype=NP[dtype]).tobytes()


def from_bytes(raw, dtype, shape):
    a = _bf16_to_f32(raw) if dtype == "bf16" else np.frombuffer(raw, dtype=NP[dtype])
    return a.reshape(shape).copy()


def autodiff_flag(opts):
    """--oa-autodiff=... from a dict of the pass's options."""
    return "--oa-autodiff=" + " ".join(f"{k}={v}" for k, v in sorted(opts.items()))


def wgmma_opted_in():
    """OA_TORCH_WGMMA=1: programs for sm_90 use the wgmma GEMMs.  Off by
    default: on an H100 (2026-12-06) they made fp16/bf16 training steps
    10-40% faster and every model's losses tracked torch's, but causal's
    memorised tail (losses ~4e-4) drifted to 1.01x (bf16) and 1.40x (fp16)
    of the allowance the HMMA kernel stays within (docs/Training.md)."""
    return os.environ.get("OA_TORCH_WGMMA") == "1"


def graph_hash(mlir_text, autodiff, sm):
    h = hashlib.sha256()
    h.update(mlir_text.encode())
    h.update(json.dumps(autodiff or {}, sort_keys=True).encode())
    h.update(sm.encode())
    if wgmma_opted_in():
        h.update(b"wgmma")
    return h.hexdigest()


class Bundle:
    """A bundle folder (compile_bundle writes it, load reads it back)."""

    def __init__(self, path):
        self.path = path
        with open(os.path.join(path, "manifest.json")) as f:
            self.manifest = json.load(f)
        with open(os.path.join(path, "plan.json")) as f:
            self.plan = {fn["name"]: fn for fn in json.load(f)["functions"]}

    def cubin(self, sm=None):
        return os.path.join(self.path, self.manifest["cubins"][sm or self.manifest["sm"]])

    def function(self, name):
        if name not in self.plan:
            raise KeyError(f"no function {name} in the bundle (has {', '.join(self.plan)})")
        return self.plan[name]


def compile_bundle(mlir_text, outdir, sm="sm_90", autodiff=None, extra=None):
    """Lowers `mlir_text` (with oa-autodiff first when `autodiff` is a dict of
    its options) and compiles the kernels for `sm`; returns the Bundle."""
    os.makedirs(outdir, exist_ok=True)
    p = lambda n: os.path.join(outdir, n)
    with open(p("model.mlir"), "w") as f:
        f.write(mlir_text)
    src = p("model.mlir")
    if autodiff is not None:
        pipeline.run("oa-opt", [src, autodiff_flag(autodiff), "-o", p("train.mlir")])
        src = p("train.mlir")
    num = pipeline.sm_number(sm)
    lower_for = num if wgmma_opted_in() else min(num, 80)
    # The training runtime (cudart.py) passes buffers only: no tensor maps.
    # GEMMs take the policies `oa gemm --tune` cached for this build.
    tune_tools = [tools.find("oa-opt", required=False), tools.find("oa-llc", required=False)]
    pipeline.run("oa-opt", [src, pipeline.model_lowering_flag(
        lower_for, tma=False, tune_tools=None if None in tune_tools else tune_tools),
        "-o", p("lowered.mlir")])
    pipeline.run("oa-translate", ["--oa-to-llvmir", f"--oa-sm={num}", p("lowered.mlir"),
                                  "-o", p("kernels.ll")])
    cub = f"kernels.{sm}.cubin"
    pipeline.run("oa-translate", ["--oa-launch-plan", f"--oa-cubin={cub}", p("lowered.mlir"),
                                  "-o", p("plan.json")])
    pipeline.run("oa-llc", [f"-mcpu={sm}", "-O3", "-filetype=obj", p("kernels.ll"), "-o", p(cub)])
    manifest = {"format": FORMAT, "oa_version": __version__, "sm": sm,
                "graph_hash": graph_hash(mlir_text, autodiff, sm),
                "tools": tools.fingerprint(), "autodiff": autodiff, "cubins": {sm: cub}}
    manifest.update(extra or {})
    with open(p("manifest.json"), "w") as f:
        json.dump(manifest, f, indent=1)
    return Bundle(outdir)


class EmuExecutor:
    """Runs a bundle's functions on the CPU: each launch in oa-emu (the SASS
    emulator, with hazard checks), buffers passed as files in a work folder.
    Slow; for small shapes and CI."""

    def __init__(self, bundle, workdir=None):
        self.bundle = bundle
        self.workdir = workdir or tempfile.mkdtemp(prefix="oa-emu-")
        self.emu = tools.find("oa-emu")

    def run(self, fname, inputs):
        """inputs: {buffer name: array-like}; returns {output name: ndarray}."""
        fn = self.bundle.function(fname)
        d = os.path.join(self.workdir, fname)
        os.makedirs(d, exist_ok=True)
        for name, b in fn["buffers"].items():
            if b["role"] != "input":
                continue
            if name not in inputs:
                raise KeyError(f"{fname}: missing input {name}")
            a = np.asarray(inputs[name])
            if list(a.shape) != list(b["shape"]) and a.size != b["count"]:
                raise ValueError(f"{fname}: input {name} has shape {list(a.shape)}, "
                                 f"expected {b['shape']}")
            with open(os.path.join(d, name + ".bin"), "wb") as f:
                f.write(to_bytes(a, b["dtype"]))
        cubin = self.bundle.cubin()
        for i, l in enumerate(fn["launches"]):
            spec = os.path.join(d, f"launch_{i}.json")
            with open(spec, "w") as f:
                json.dump(l, f)
            r = subprocess.run([self.emu, spec, "--cubin", cubin, "--out", d],
                               capture_output=True, text=True, timeout=pipeline.TOOL_TIMEOUT)
            if r.returncode != 0:
                raise RuntimeError(f"oa-emu failed on launch {i} ({l['kernel']}):\n"
                                   + (r.stderr + r.stdout)[-2000:])
        outs = {}
        for name, b in fn["buffers"].items():
            if b["role"] == "output":
                with open(os.path.join(d, name + ".bin"), "rb") as f:
                    outs[name] = from_bytes(f.read(), b["dtype"], b["shape"])
        return outs

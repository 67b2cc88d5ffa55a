"""oa's compile steps as functions over files: CUDA through oa-cc, typed
Python kernels' MLIR through oa-opt, oa-translate and oa-llc, the SASS
listing and resource usage through oa-objdump.  A failing tool raises
ToolError with the tool, the first `file:line:col: error:` of its output
(when it has one) and the whole message."""
import os
import re
import subprocess
import time

from . import tools

TOOL_TIMEOUT = int(os.environ.get("OA_TOOL_TIMEOUT", "600"))
# oa-llc names the source line after its input's name: "x.ll: error: FILE:L:C: ...".
_IR_LOC = re.compile(r"^[^\n]*?: error: (?P<file>[^:\n]+):(?P<line>\d+):(?P<col>\d+):\s*(?P<msg>.*)$", re.M)
_LOC = re.compile(r"^(?P<file>[^:\n]+):(?P<line>\d+):(?:(?P<col>\d+):)?\s*(?:fatal )?error:\s*(?P<msg>.*)$", re.M)


class ToolError(Exception):
    def __init__(self, tool, message, file=None, line=None, col=None, output=""):
        super().__init__(message)
        self.tool, self.message, self.file, self.line, self.col = tool, message, file, line, col
        self.output = output

    def as_dict(self):
        return {"tool": self.tool, "file": self.file, "line": self.line, "column": self.col,
                "message": self.message, "output": self.output[-4000:]}


def run(tool, args, timeout=None, cwd=None):
    """Runs an oa tool; returns (stdout, seconds)."""
    exe = tools.find(tool)
    t0 = time.monotonic()
    try:
        r = subprocess.run([exe] + args, capture_output=True, text=True, cwd=cwd,
                           timeout=timeout or TOOL_TIMEOUT)
    except subprocess.TimeoutExpired:
        raise ToolError(tool, f"{tool} did not finish in {timeout or TOOL_TIMEOUT} s "
                              "(OA_TOOL_TIMEOUT sets the limit)")
    dt = time.monotonic() - t0
    if r.returncode != 0:
        out = (r.stderr + r.stdout).strip()
        m = _LOC.search(out) or _IR_LOC.search(out)
        if m:
            raise ToolError(tool, m.group("msg").strip(), m.group("file"), int(m.group("line")),
                            int(m.group("col")) if m.group("col") else None, out)
        last = [l for l in out.splitlines() if "error" in l.lower()] or out.splitlines() or \
            [f"exit status {r.returncode}"]
        msg = last[0].strip()
        for prefix in (f"{tool}: error: ", f"{os.path.basename(exe)}: error: "):
            if msg.startswith(prefix):
                msg = msg[len(prefix):]
        raise ToolError(tool, msg, output=out)
    return r.stdout, dt


def sm_number(arch):
    return int(arch.replace("sm_", ""))


def model_lowering_flag(sm, sms=None, index_bits=None, tma=True, tune_tools=None):
    """oa-opt's flag that lowers an oa model to LLVM/NVVM kernels for SM
    number `sm` (what --oa-model-to-llvm does, with the lowering's options:
    sm_90 gets its wgmma GEMMs, fed through TMA tensor maps unless `tma` is
    false, for a runtime that cannot encode them).  With `tune_tools` (the
    oa-opt and oa-llc that build the kernels) the GEMMs take the policies
    `oa gemm --tune` cached for this build (python/oa/tune.py)."""
    from . import tune
    opts = " ".join(o for o in (f"sm={90 if sm >= 90 else 80}", sms and f"sms={sms}",
                                index_bits and f"index-bitwidth={index_bits}",
                                not tma and "tma=0") if o)
    if tune_tools:
        opts = " ".join([opts] + tune.lowering_options(tune_tools))
    # oa-kernels-to-llvm is oa-opt's registered pipeline (Pipelines.cpp), the
    # same tail --oa-model-to-llvm runs.
    return ("--pass-pipeline=builtin.module(oa-lower-to-kernels{%s},canonicalize,"
            "oa-kernels-to-llvm)" % opts)


def cuda_to_cubin(src, arch, out, flags=()):
    """oa-cc: clang-22 device code, then oa-llc.  Returns seconds."""
    _, dt = run("oa-cc", [f"-mcpu={arch}", "-O3"] + list(flags) + ["-o", out, src])
    return dt


def llvm_to_cubin(src, arch, out):
    """oa-llc on an LLVM IR file.  Returns seconds."""
    _, dt = run("oa-llc", [f"-mcpu={arch}", "-O3", "-filetype=obj", src, "-o", out])
    return dt


def ptx_to_cubin(src, arch, out):
    """oa-llc on a .ptx file (once the PTX importer lets it take one)."""
    _, dt = run("oa-llc", [f"-mcpu={arch}", "-O3", "-filetype=obj", src, "-o", out])
    return dt


MLIR_PASSES = ["--mem2reg", "--canonicalize", "--cse", "--oa-kernels-to-llvm"]


def mlir_to_cubin(mlir_path, arch, out, keep_dir=None):
    """Typed kernels' MLIR (gpu.module) to a cubin: oa-opt lowers to the
    LLVM/NVVM dialects, oa-translate writes LLVM IR, oa-llc the cubin.
    Returns {step: seconds}."""
    d = keep_dir or os.path.dirname(out)
    base = os.path.splitext(os.path.basename(out))[0]
    low, ll = os.path.join(d, base + ".lowered.mlir"), os.path.join(d, base + ".ll")
    times = {}
    _, times["oa-opt"] = run("oa-opt", [mlir_path] + MLIR_PASSES + ["-o", low])
    _, times["oa-translate"] = run("oa-translate", ["--oa-to-llvmir", f"--oa-sm={sm_number(arch)}", low,
                                                    "-o", ll])
    _, times["oa-llc"] = run("oa-llc", [f"-mcpu={arch}", "-O3", "-filetype=obj", ll, "-o", out])
    return times


def resources(cubin):
    """{kernel: {registers, shared, local, params}} from oa-objdump."""
    text, _ = run("oa-objdump", [cubin])
    return parse_resources(text)


def parse_resources(text):
    out, cur = {}, None
    for line in text.splitlines():
        if line.startswith(".kernel "):
            cur = out.setdefault(line.split()[1], {"registers": 0, "shared": 0, "local": 0, "params": 0})
        elif cur is not None and line.startswith("."):
            key, _, val = line.partition(" ")
            if key == ".registers":
                cur["registers"] = int(val)
            elif key == ".shared":
                cur["shared"] = int(val)
            elif key == ".local":
                cur["local"] = int(val)
            elif key == ".param":
                cur["params"] += 1
    return out


def sass(cubin, out):
    """The SASS listing of every kernel (oa-objdump -d) into out; returns the text."""
    text, _ = run("oa-objdump", ["-d", cubin])
    with open(out, "w") as f:
        f.write(text)
    return text

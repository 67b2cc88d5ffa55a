"""Calling typed kernels from Python.

`k[grid, block](args...)` (or `k(args..., grid=, block=)`) compiles the
kernel for the device (cached), then launches it:

* on CUDA device arrays (torch CUDA tensors, or anything with
  `__cuda_array_interface__`): in place, through libcuda (ctypes), on the
  tensor's device and current torch stream;
* on host arrays (numpy arrays, torch CPU tensors, array.array, any
  contiguous buffer): through a launch description (docs/Launch.md) run by
  `oa-run` on a GPU, or by `oa-emu`, oa's SASS emulator, where there is
  none; the arrays the kernel writes are copied back in place.

$OA_BACKEND picks `emu` or `run` for host arrays (default: `run` when
libcuda finds a device, else `emu`).
"""
import ast
import ctypes
import functools
import inspect
import json
import os
import subprocess
import tempfile

from .. import cache, pipeline, tools
from . import frontend
from .types import SCALARS, LAUNCH_DTYPE, Array

_FORMATS = {"b": "i8", "B": "u8", "h": "i16", "H": "u16", "i": "i32", "I": "u32",
            "q": "i64", "Q": "u64", "e": "f16", "f": "f32", "d": "f64", "?": "bool_"}
_TYPESTR = {"i1": "i8", "u1": "u8", "b1": "bool_", "i2": "i16", "u2": "u16", "i4": "i32",
            "u4": "u32", "i8": "i64", "u8": "u64", "f2": "f16", "f4": "f32", "f8": "f64"}


class KernelTypeError(TypeError):
    """A typed kernel that does not type-check: str() is `file:line:col: message`."""


class DeviceFunction:
    def __init__(self, fn):
        self.fn = fn
        functools.update_wrapper(self, fn)

    def __call__(self, *a, **k):
        raise TypeError(f"@oa.device function '{self.fn.__name__}' runs only inside kernels")


def _buffer_type(x):
    """(scalar type name, element count, memoryview) of a host array."""
    if hasattr(x, "numpy") and hasattr(x, "is_cuda") and not x.is_cuda:  # torch CPU tensor
        x = x.detach().numpy()
    try:
        mv = memoryview(x)
    except TypeError:
        return None
    if not mv.c_contiguous:
        raise ValueError("arrays passed to kernels must be contiguous")
    fmt = mv.format.lstrip("<=@!")
    if fmt in ("l", "L"):
        fmt = {"l": "q", "L": "Q"}[fmt] if mv.itemsize == 8 else {"l": "i", "L": "I"}[fmt]
    t = _FORMATS.get(fmt)
    if t is None:
        raise ValueError(f"unsupported array element format '{mv.format}'")
    return t, mv.nbytes // mv.itemsize, mv


def _device_array(x):
    cai = getattr(x, "__cuda_array_interface__", None)
    if cai is None:
        return None
    t = _TYPESTR.get(cai["typestr"][1:])
    if t is None:
        raise ValueError(f"unsupported device array type {cai['typestr']}")
    if cai.get("strides") is not None:
        n, expect = SCALARS[t].size, []
        for d in reversed(cai["shape"]):
            expect.insert(0, n)
            n *= d
        if list(cai["strides"]) != expect:
            raise ValueError("device arrays passed to kernels must be contiguous")
    return t, cai["data"][0], getattr(x, "device", None)


def _dims(v, what):
    if isinstance(v, int):
        v = (v,)
    v = tuple(int(d) for d in v)
    if not 1 <= len(v) <= 3 or any(d <= 0 for d in v):
        raise ValueError(f"{what} must be 1 to 3 positive integers, got {v}")
    return v + (1,) * (3 - len(v))


class Kernel:
    def __init__(self, fn, **options):
        self.fn, self.name, self.options = fn, fn.__name__, options
        functools.update_wrapper(self, fn)
        self.file = inspect.getsourcefile(fn)
        self._info = self._mlir = None
        self._cubins = {}

    def _check(self):
        if self._info is None:
            with open(self.file) as f:
                text = f.read()
            mod = frontend.ModuleSource(ast.parse(text, self.file), self.file, text)
            try:
                self._info = mod.check(self.name)
                self._mlir = mod.mlir([self.name])
            except frontend.KernelError as e:
                raise KernelTypeError(str(e)) from None
        return self._info

    @property
    def params(self):
        return self._check().params

    @property
    def mlir(self):
        self._check()
        return self._mlir

    def use_cubin(self, path, arch):
        """Launch from a cubin built earlier (e.g. by `oa compile`: it holds
        every kernel of the file) instead of compiling: for hosts without
        oa's compiler, such as a GPU machine given a bundle."""
        self._cubins[arch] = os.path.abspath(path)
        return self

    def compile(self, arch="sm_90", workdir=None):
        """The cubin for arch (cached); returns its path."""
        if arch in self._cubins:
            return self._cubins[arch]
        k = cache.key("typed-kernel", self.mlir, arch, " ".join(pipeline.MLIR_PASSES))
        hit = cache.lookup(k)
        if hit:
            self._cubins[arch] = hit
            return hit
        d = workdir or tempfile.mkdtemp(prefix="oa-kernel-")
        src = os.path.join(d, f"{self.name}.mlir")
        with open(src, "w") as f:
            f.write(self.mlir)
        out = os.path.join(d, f"{self.name}.{arch}.cubin")
        pipeline.mlir_to_cubin(src, arch, out)
        cache.store(k, out)
        self._cubins[arch] = cache.lookup(k) or out
        return self._cubins[arch]

    def __getitem__(self, cfg):
        if not isinstance(cfg, tuple) or len(cfg) not in (2, 3):
            raise TypeError("launch with kernel[grid, block] or kernel[grid, block, shared_bytes]")
        return lambda *args: self.launch(cfg[0], cfg[1], args, *cfg[2:])

    def __call__(self, *args, grid, block, shared=0, backend=None):
        return self.launch(grid, block, args, shared, backend)

    def launch(self, grid, block, args, shared=0, backend=None):
        params = self.params
        if len(args) != len(params):
            raise TypeError(f"kernel '{self.name}' takes {len(params)} arguments, got {len(args)}")
        grid, block = _dims(grid, "grid"), _dims(block, "block")
        dev = [_device_array(a) if isinstance(t, Array) else None for a, (_, t) in zip(args, params)]
        if any(dev):
            if not all(d for d, (_, t) in zip(dev, params) if isinstance(t, Array)):
                raise TypeError("mixing device and host arrays in one launch")
            return _launch_cuda(self, grid, block, shared, args, dev)
        backend = backend or os.environ.get("OA_BACKEND") or ("run" if _gpu_present() else "emu")
        return _launch_tool(self, grid, block, shared, args, backend)

    def description(self, grid, block, shared, args, files):
        """The launch description (docs/Launch.md) of a host launch; array
        i is read from files[i]."""
        bufs, argv = {}, []
        for (pname, t), a, f in zip(self.params, args, files):
            if isinstance(t, Array):
                bt = _buffer_type(a)
                if bt is None:
                    raise TypeError(f"argument '{pname}' must be an array of {t.elem}, got "
                                    f"{type(a).__name__}")
                if bt[0] != t.elem.name:
                    raise TypeError(f"argument '{pname}' holds {bt[0]} elements; the kernel takes {t}")
                bufs[pname] = {"dtype": LAUNCH_DTYPE.get(t.elem.name, t.elem.name),
                               "count": max(1, bt[1]), "init": {"file": f}}
                if pname in self.written:
                    bufs[pname]["output"] = True
                argv.append({"buffer": pname})
            else:
                argv.append({t.name: _scalar(a, t, pname)})
        return {"kernel": self.name, "grid": list(grid), "block": list(block), "shared": int(shared),
                "buffers": bufs, "args": argv}

    @property
    def written(self):
        """Names of the array parameters the kernel may write."""
        return set(self._check().written)


def _scalar(v, t, pname):
    if hasattr(v, "item"):
        v = v.item()
    if t.is_float:
        if not isinstance(v, (int, float)):
            raise TypeError(f"argument '{pname}' must be a number ({t})")
        return float(v)
    if isinstance(v, float) or not isinstance(v, int):
        raise TypeError(f"argument '{pname}' must be an integer ({t}), got {v!r}")
    lo, hi = (-(1 << (t.bits - 1)), (1 << (t.bits - 1)) - 1) if t.signed else (0, (1 << t.bits) - 1)
    if not lo <= v <= hi:
        raise ValueError(f"argument '{pname}' = {v} does not fit in {t}")
    return int(v)


@functools.lru_cache(maxsize=None)
def _gpu_present():
    try:
        drv = _Driver()
        return drv.device_count() > 0
    except OSError:
        return False


def _launch_tool(k, grid, block, shared, args, backend):
    tool = {"emu": "oa-emu", "run": "oa-run"}.get(backend)
    if tool is None:
        raise ValueError(f"backend must be 'emu' or 'run', got {backend!r}")
    arch = os.environ.get("OA_SM", "sm_90") if backend == "emu" else _Driver().arch(0)
    cubin = k.compile(arch)
    with tempfile.TemporaryDirectory(prefix="oa-launch-") as d:
        files, views = [], {}
        for (pname, t), a in zip(k.params, args):
            files.append(f"{pname}.bin")
            if isinstance(t, Array):
                bt = _buffer_type(a)
                if bt is not None:
                    views[pname] = bt[2]
                    with open(os.path.join(d, f"{pname}.bin"), "wb") as f:
                        f.write(bt[2].cast("B").tobytes())
        desc = k.description(grid, block, shared, args, files)
        with open(os.path.join(d, "launch.json"), "w") as f:
            json.dump(desc, f)
        out = os.path.join(d, "out")
        r = subprocess.run([tools.find(tool), os.path.join(d, "launch.json"), "--cubin", cubin, "--out", out],
                           capture_output=True, text=True)
        if r.returncode != 0:
            raise RuntimeError(f"{tool} failed running '{k.name}':\n{(r.stderr or r.stdout).strip()}")
        for pname in k.written:
            mv = views[pname]
            if mv.readonly:
                raise ValueError(f"kernel '{k.name}' writes '{pname}', a read-only array")
            with open(os.path.join(out, f"{pname}.bin"), "rb") as f:
                data = f.read()
            mv.cast("B")[:len(data)] = data[:mv.nbytes]
    return None


class _Driver:
    """The few CUDA driver calls a launch needs, through ctypes."""
    _lib = None

    def __init__(self):
        if _Driver._lib is None:
            lib = ctypes.CDLL(os.environ.get("OA_LIBCUDA", "libcuda.so.1"))
            _Driver._lib = lib
            self.check(lib.cuInit(0), "cuInit")
        self.lib = _Driver._lib
        self.modules = {}

    def check(self, rc, what):
        if rc != 0:
            name = ctypes.c_char_p()
            try:
                self._lib.cuGetErrorName(rc, ctypes.byref(name))
            except AttributeError:
                pass
            raise RuntimeError(f"{what}: {name.value.decode() if name.value else rc}")

    def device_count(self):
        n = ctypes.c_int()
        if self.lib.cuDeviceGetCount(ctypes.byref(n)) != 0:
            return 0
        return n.value

    def arch(self, ordinal):
        dev, major = ctypes.c_int(), ctypes.c_int()
        self.check(self.lib.cuDeviceGet(ctypes.byref(dev), ordinal), "cuDeviceGet")
        self.check(self.lib.cuDeviceGetAttribute(ctypes.byref(major), 75, dev), "cuDeviceGetAttribute")
        if major.value not in (8, 9):
            raise RuntimeError(f"oa compiles for sm_80 and sm_90; device {ordinal} is compute "
                               f"capability {major.value}.x")
        return f"sm_{major.value}0"

    def ensure_context(self, ordinal):
        """torch's context when it made one current, else the device's primary context."""
        ctx = ctypes.c_void_p()
        get = getattr(self.lib, "cuCtxGetCurrent", None)
        if get is not None:
            self.check(get(ctypes.byref(ctx)), "cuCtxGetCurrent")
        if not ctx.value:
            dev = ctypes.c_int()
            self.check(self.lib.cuDeviceGet(ctypes.byref(dev), ordinal), "cuDeviceGet")
            self.check(self.lib.cuDevicePrimaryCtxRetain(ctypes.byref(ctx), dev), "cuDevicePrimaryCtxRetain")
            self.check(self.lib.cuCtxSetCurrent(ctx), "cuCtxSetCurrent")
        return ctx.value

    def function(self, cubin, name, ctx):
        key = (cubin, ctx)
        if key not in self.modules:
            with open(cubin, "rb") as f:
                image = f.read()
            mod = ctypes.c_void_p()
            self.check(self.lib.cuModuleLoadData(ctypes.byref(mod), image), f"cuModuleLoadData({cubin})")
            self.modules[key] = (mod, image)
        fn = ctypes.c_void_p()
        self.check(self.lib.cuModuleGetFunction(ctypes.byref(fn), self.modules[key][0], name.encode()),
                   f"cuModuleGetFunction({name})")
        return fn

    def launch(self, fn, grid, block, shared, stream, values):
        ptrs = (ctypes.c_void_p * len(values))(*[ctypes.cast(ctypes.pointer(v), ctypes.c_void_p)
                                                 for v in values])
        self.check(self.lib.cuLaunchKernel(fn, *[ctypes.c_uint(g) for g in grid],
                                           *[ctypes.c_uint(b) for b in block], ctypes.c_uint(shared),
                                           ctypes.c_void_p(stream), ptrs, None), "cuLaunchKernel")


_CTYPES = {"i8": ctypes.c_int8, "i16": ctypes.c_int16, "i32": ctypes.c_int32, "i64": ctypes.c_int64,
           "u8": ctypes.c_uint8, "u16": ctypes.c_uint16, "u32": ctypes.c_uint32, "u64": ctypes.c_uint64,
           "f32": ctypes.c_float, "f64": ctypes.c_double}
_DRIVER = None


def _launch_cuda(k, grid, block, shared, args, dev):
    global _DRIVER
    _DRIVER = _DRIVER or _Driver()
    ordinal = 0
    for d in dev:
        if d and d[2] is not None and getattr(d[2], "index", None) is not None:
            ordinal = d[2].index
    ctx = _DRIVER.ensure_context(ordinal)
    fn = _DRIVER.function(k.compile(_DRIVER.arch(ordinal)), k.name, ctx)
    values = []
    for (pname, t), a, d in zip(k.params, args, dev):
        if isinstance(t, Array):
            if d[0] != t.elem.name:
                raise TypeError(f"argument '{pname}' holds {d[0]} elements; the kernel takes {t}")
            values.append(ctypes.c_uint64(d[1]))
        elif t.name == "f16":
            import struct
            values.append(ctypes.c_uint16(struct.unpack("<H", struct.pack("<e", _scalar(a, t, pname)))[0]))
        else:
            values.append(_CTYPES[t.name](_scalar(a, t, pname)))
    stream = 0
    try:
        import torch
        stream = torch.cuda.current_stream(ordinal).cuda_stream
    except Exception:
        pass
    _DRIVER.launch(fn, grid, block, shared, stream, values)

"""Typed Python kernels: the names user code writes (`oa.f32[:]`,
`oa.thread_idx.x`, `oa.syncthreads()`, ...) and the decorators.

Kernel bodies never run in Python: `frontend` reads them with `ast` and
lowers them through MLIR to cubins, and `runtime` launches those.  The
intrinsics here only raise when called outside a kernel.
"""
from .types import SCALARS

i8, i16, i32, i64 = (SCALARS[n] for n in ("i8", "i16", "i32", "i64"))
u8, u16, u32, u64 = (SCALARS[n] for n in ("u8", "u16", "u32", "u64"))
f16, f32, f64, bool_ = (SCALARS[n] for n in ("f16", "f32", "f64", "bool_"))
warp_size = 32


def _device_only(name):
    def f(*args, **kwargs):
        raise TypeError(f"oa.{name}() exists only inside @oa.kernel and @oa.device functions")
    f.__name__ = name
    return f


class _Dim3:
    def __init__(self, name):
        self._name = name

    def __getattr__(self, a):
        raise TypeError(f"oa.{self._name}.{a} exists only inside @oa.kernel and @oa.device functions")


class _Space:
    def __init__(self, name):
        self.array = _device_only(f"{name}.array")


thread_idx, block_idx, block_dim, grid_dim = (_Dim3(n) for n in
                                              ("thread_idx", "block_idx", "block_dim", "grid_dim"))
shared, local = _Space("shared"), _Space("local")
_INTRINSICS = ("syncthreads", "lane_id", "atomic_add", "atomic_sub", "atomic_max", "atomic_min",
               "atomic_exch", "atomic_and", "atomic_or", "atomic_xor", "atomic_cas", "shfl_xor",
               "shfl_down", "shfl_up", "shfl_idx", "vote_any", "vote_all", "ballot", "sqrt",
               "rsqrt", "exp", "exp2", "log", "log2", "fabs", "fma", "floor", "ceil")
for _n in _INTRINSICS:
    globals()[_n] = _device_only(_n)


def kernel(fn=None, **options):
    """@oa.kernel: a typed kernel, launched as k[grid, block](args...)."""
    from .runtime import Kernel
    if fn is None:
        return lambda f: Kernel(f, **options)
    return Kernel(fn, **options)


def device(fn):
    """@oa.device: a typed function kernels call (inlined into them)."""
    from .runtime import DeviceFunction
    return DeviceFunction(fn)


__all__ = ["kernel", "device", "thread_idx", "block_idx", "block_dim", "grid_dim", "shared",
           "local", "warp_size", "i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64", "f16",
           "f32", "f64", "bool_"] + list(_INTRINSICS)

"""ctypes binding of liboa_runtime.so (include/oa/Runtime/oa_runtime.h):
a bundle function as a launch plan, run on a CUDA stream launch by launch
or as a replayed CUDA graph.

The library is found in $OA_RUNTIME_LIB (a file), next to the oa tools
(OA_TOOLS_DIR/../lib, build/lib) or in a bundle's lib/ folder.
"""
import ctypes
import os

from .. import tools

_LIB = None


def library_path(extra_dirs=()):
    env = os.environ.get("OA_RUNTIME_LIB")
    if env:
        return env
    dirs = list(extra_dirs) + [os.path.join(os.path.dirname(d), "lib") for d in tools.search_dirs()]
    for d in dirs:
        p = os.path.join(d, "liboa_runtime.so")
        if os.path.isfile(p):
            return p
    raise RuntimeError("liboa_runtime.so not found (build it: ninja -C build oa_runtime; or set "
                       "OA_RUNTIME_LIB); looked in " + ", ".join(dirs))


def lib(extra_dirs=()):
    global _LIB
    if _LIB is None:
        L = ctypes.CDLL(library_path(extra_dirs))
        L.oa_rt_last_error.restype = ctypes.c_char_p
        L.oa_rt_plan_create.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int,
                                        ctypes.c_int, ctypes.POINTER(ctypes.c_void_p)]
        L.oa_rt_plan_set_launch.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_char_p,
                                            ctypes.POINTER(ctypes.c_uint),
                                            ctypes.POINTER(ctypes.c_uint), ctypes.c_uint,
                                            ctypes.c_int, ctypes.POINTER(ctypes.c_int)]
        L.oa_rt_plan_bind.argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_uint64)]
        L.oa_rt_plan_run.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int]
        L.oa_rt_plan_captures.argtypes = [ctypes.c_void_p]
        L.oa_rt_plan_destroy.argtypes = [ctypes.c_void_p]
        _LIB = L
    return _LIB


class Plan:
    """One function of a bundle's launch plan (plan.json) over its cubin."""

    def __init__(self, cubin_path, fn, extra_dirs=()):
        self.L = lib(extra_dirs)
        self.fn = fn
        self.names = list(fn["buffers"])
        index = {n: i for i, n in enumerate(self.names)}
        with open(cubin_path, "rb") as f:
            image = f.read()
        h = ctypes.c_void_p()
        launches = fn["launches"]
        self._check(self.L.oa_rt_plan_create(image, len(image), len(launches), len(self.names),
                                             ctypes.byref(h)))
        self.h = h
        for i, l in enumerate(launches):
            grid = (ctypes.c_uint * 3)(*(l["grid"] + [1, 1])[:3])
            block = (ctypes.c_uint * 3)(*(l["block"] + [1, 1])[:3])
            args = [index[a["buffer"]] for a in l["args"]]
            self._check(self.L.oa_rt_plan_set_launch(h, i, l["kernel"].encode(), grid, block,
                                                     l.get("shared", 0), len(args),
                                                     (ctypes.c_int * len(args))(*args)))

    def _check(self, rc):
        if rc != 0:
            raise RuntimeError("oa runtime: " + self.L.oa_rt_last_error().decode())

    def run(self, ptrs, stream, use_graph):
        """ptrs: {buffer name: device address}; stream: a CUstream handle (int)."""
        arr = (ctypes.c_uint64 * len(self.names))(*[ptrs[n] for n in self.names])
        self._check(self.L.oa_rt_plan_bind(self.h, arr))
        self._check(self.L.oa_rt_plan_run(self.h, ctypes.c_void_p(stream), 1 if use_graph else 0))

    @property
    def captures(self):
        return self.L.oa_rt_plan_captures(self.h)

    def __del__(self):
        if getattr(self, "h", None) and self.L:
            self.L.oa_rt_plan_destroy(self.h)
            self.h = None

"""A small ctypes loader of libcuda for oa's cubins: load a module, launch a
kernel of pointer arguments on PyTorch's current stream.  PyTorch owns the
(primary) context; nothing here needs the CUDA toolkit or LLVM."""
import ctypes
import os

_lib = None


def lib():
    global _lib
    if _lib is None:
        _lib = ctypes.CDLL(os.environ.get("OA_LIBCUDA", "libcuda.so.1"))
        check(_lib.cuInit(0), "cuInit")
    return _lib


def check(rc, what):
    if rc != 0:
        name = ctypes.c_char_p()
        lib().cuGetErrorName(rc, ctypes.byref(name))
        raise RuntimeError(f"{what}: {name.value.decode() if name.value else rc}")


class Kernel:
    def __init__(self, cubin_path, name):
        import torch
        torch.cuda.init()
        torch.zeros(1, device="cuda")  # makes the primary context current
        with open(cubin_path, "rb") as f:
            self.image = f.read()
        self.module = ctypes.c_void_p()
        check(lib().cuModuleLoadData(ctypes.byref(self.module), self.image),
              f"cuModuleLoadData({cubin_path})")
        self.func = ctypes.c_void_p()
        check(lib().cuModuleGetFunction(ctypes.byref(self.func), self.module, name.encode()),
              f"cuModuleGetFunction({name})")

    def attribute(self, attr):
        v = ctypes.c_int()
        check(lib().cuFuncGetAttribute(ctypes.byref(v), attr, self.func), "cuFuncGetAttribute")
        return v.value

    def registers(self):
        return self.attribute(4)  # CU_FUNC_ATTRIBUTE_NUM_REGS

    def launcher(self, grid, block, shared, tensors):
        """A no-argument callable that launches on the current stream.
        `tensors`: per kernel parameter a torch tensor (its address), a
        TensorMap (128 bytes encoded now from its tensor's address) or an
        int (a 32-bit integer)."""
        import torch
        if shared > 48 * 1024:  # above 48 KiB a kernel opts in to dynamic shared memory
            check(lib().cuFuncSetAttribute(self.func, 8, shared),  # MAX_DYNAMIC_SHARED_SIZE_BYTES
                  f"cuFuncSetAttribute(MAX_DYNAMIC_SHARED_SIZE_BYTES, {shared})")
        ptrs = [t.encode() if isinstance(t, TensorMap) else
                ctypes.c_int32(t) if isinstance(t, int) else ctypes.c_void_p(t.data_ptr())
                for t in tensors]
        params = (ctypes.c_void_p * len(ptrs))(*[ctypes.addressof(p) for p in ptrs])
        g, b = (list(grid) + [1, 1])[:3], (list(block) + [1, 1])[:3]
        f, cu = self.func, lib()

        def launch():
            stream = ctypes.c_void_p(torch.cuda.current_stream().cuda_stream)
            check(cu.cuLaunchKernel(f, g[0], g[1], g[2], b[0], b[1], b[2], shared, stream,
                                    params, None), "cuLaunchKernel")
        launch.keep = (ptrs, params)
        return launch


# CUtensorMapDataType by torch dtype name, and the plan's enum spellings.
_TM_DTYPE = {"float16": 6, "bfloat16": 9, "float32": 7, "float64": 8, "int32": 3,
             "uint8": 0, "int64": 5}
_TM_SWIZZLE = {"none": 0, "32B": 1, "64B": 2, "128B": 3}
_TM_L2 = {"none": 0, "64B": 1, "128B": 2, "256B": 3}


class TensorMap:
    """A TMA tensor-map kernel parameter (a launch plan's {"tensormap":
    {...}} argument, docs/Launch.md) over a torch tensor: encoded with
    cuTensorMapEncodeTiled from the tensor's address when a launcher is
    made."""

    def __init__(self, tensor, desc):
        self.tensor, self.desc = tensor, desc

    def encode(self):
        d, t = self.desc, self.tensor
        dims, box = d["dims"], d["box"]
        rank = len(dims)
        esize = t.element_size()
        strides = d.get("strides")
        if strides is None:
            strides, st = [], esize
            for i in range(1, rank):
                st *= dims[i - 1]
                strides.append(st)
        raw = (ctypes.c_uint8 * (128 + 64))()
        off = (-ctypes.addressof(raw)) % 64  # a CUtensorMap is 64-byte aligned
        out = (ctypes.c_uint8 * 128).from_buffer(raw, off)
        dtype = _TM_DTYPE[str(t.dtype).replace("torch.", "")]
        es = d.get("element_strides", [1] * rank)
        check(lib().cuTensorMapEncodeTiled(
            ctypes.byref(out), dtype, rank, ctypes.c_void_p(t.data_ptr() + d.get("offset", 0)),
            (ctypes.c_uint64 * rank)(*dims), (ctypes.c_uint64 * max(rank - 1, 1))(*strides),
            (ctypes.c_uint32 * rank)(*box), (ctypes.c_uint32 * rank)(*es),
            {"none": 0, "16B": 1, "32B": 2}[d.get("interleave", "none")],
            _TM_SWIZZLE[d.get("swizzle", "none")], _TM_L2[d.get("l2_promotion", "none")],
            {"zero": 0, "nan": 1}[d.get("oob_fill", "zero")]),
            f"cuTensorMapEncodeTiled({d})")
        out.keep = raw
        return out


def plan_args(args, bufs):
    """A launch's arguments (a plan's list of {"buffer": NAME} and
    {"tensormap": {...}}, or plain buffer names) as launcher() takes them,
    from `bufs` (name -> tensor)."""
    res = []
    for a in args:
        if isinstance(a, str):
            res.append(bufs[a])
        elif "tensormap" in a:
            res.append(TensorMap(bufs[a["tensormap"]["buffer"]], a["tensormap"]))
        else:
            res.append(bufs[a["buffer"]])
    return res

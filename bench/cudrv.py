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
        """A no-argument callable that launches on the current stream."""
        import torch
        if shared > 48 * 1024:  # above 48 KiB a kernel opts in to dynamic shared memory
            check(lib().cuFuncSetAttribute(self.func, 8, shared),  # MAX_DYNAMIC_SHARED_SIZE_BYTES
                  f"cuFuncSetAttribute(MAX_DYNAMIC_SHARED_SIZE_BYTES, {shared})")
        ptrs = [ctypes.c_void_p(t.data_ptr()) for t in tensors]
        params = (ctypes.c_void_p * len(ptrs))(*[ctypes.addressof(p) for p in ptrs])
        g, b = (list(grid) + [1, 1])[:3], (list(block) + [1, 1])[:3]
        f, cu = self.func, lib()

        def launch():
            stream = ctypes.c_void_p(torch.cuda.current_stream().cuda_stream)
            check(cu.cuLaunchKernel(f, g[0], g[1], g[2], b[0], b[1], b[2], shared, stream,
                                    params, None), "cuLaunchKernel")
        launch.keep = (ptrs, params)
        return launch

# Typed kernels on device arrays go through libcuda with ctypes; here the
# driver is oa's fake one (unittests/Runtime/FakeCuda.cpp: device memory is
# host memory and a kernel named fake_copy copies n floats), so the whole
# path runs without a GPU: the cubin compiled by oa is loaded, the function
# found by name, and the parameters (two device pointers taken from
# __cuda_array_interface__, an i32) marshalled in order.
# REQUIRES: oa-llc, oa-opt, oa-translate
# RUN: rm -rf %t && mkdir -p %t && cp %s.kernels %t/fakekernels.py
# RUN: env OA_CACHE_DIR=%t/cache OA_LIBCUDA=%oa_obj/test/tools/oa-run/liboa-fake-cuda.so %python %s %t | FileCheck %s
import array
import sys

sys.path.insert(0, sys.argv[1])
import fakekernels as F  # noqa: E402


class DeviceArray:
    """A host buffer presented as a device array (the fake driver's device
    memory is host memory)."""

    def __init__(self, values, typestr="<f4"):
        self.buf = array.array("f", values)
        self.__cuda_array_interface__ = {"shape": (len(self.buf),), "typestr": typestr,
                                         "data": (self.buf.buffer_info()[0], False), "version": 3}


src = DeviceArray([float(i) * 0.5 for i in range(100)])
dst = DeviceArray([0.0] * 100)
F.fake_copy[1, 128](src, dst, 100)
# CHECK: copied True
print("copied", list(dst.buf) == list(src.buf))
# The element type is checked before anything launches.
try:
    F.fake_copy[1, 128](src, DeviceArray([0.0], "<f8"), 1)
except TypeError as e:
    # CHECK: argument 'dst' holds f64 elements; the kernel takes f32[:]
    print(e)
# Device and host arrays do not mix in one launch.
try:
    F.fake_copy[1, 128](src, array.array("f", [0.0]), 1)
except TypeError as e:
    # CHECK: mixing device and host arrays in one launch
    print(e)

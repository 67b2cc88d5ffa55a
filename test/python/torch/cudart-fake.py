# The ctypes binding of liboa_runtime.so (oa.torch.cudart.Plan) against
# oa's fake libcuda: a plan of two fake_copy launches runs in order, as a
# graph captured once and replayed, and captured again on a rebind.
# RUN: env OA_LIBCUDA=%oa_obj/test/tools/oa-run/liboa-fake-cuda.so %python %s %t.cubin
import ctypes
import sys

from oa.torch.cudart import Plan

with open(sys.argv[1], "wb") as f:
    f.write(b"\x7fELF fake_copy\0")
fn = {"name": "f", "buffers": {"a": {}, "b": {}, "c": {}, "n": {}},
      "launches": [{"kernel": "fake_copy", "grid": [1], "block": [32],
                    "args": [{"buffer": "a"}, {"buffer": "b"}, {"buffer": "n"}]},
                   {"kernel": "fake_copy", "grid": [1], "block": [32],
                    "args": [{"buffer": "b"}, {"buffer": "c"}, {"buffer": "n"}]}]}
p = Plan(sys.argv[1], fn)
a, b, c = (ctypes.c_float * 4)(1, 2, 3, 4), (ctypes.c_float * 4)(), (ctypes.c_float * 4)()
ptrs = {"a": ctypes.addressof(a), "b": ctypes.addressof(b), "c": ctypes.addressof(c), "n": 4}
p.run(ptrs, 0, False)
assert list(c) == [1, 2, 3, 4], list(c)
a[0] = 9
p.run(ptrs, 0, True)
p.run(ptrs, 0, True)
assert list(c) == [9, 2, 3, 4] and p.captures == 1, (list(c), p.captures)
c2 = (ctypes.c_float * 4)()
p.run(dict(ptrs, c=ctypes.addressof(c2)), 0, True)
assert list(c2) == [9, 2, 3, 4] and p.captures == 2
try:
    p.run(dict(ptrs, c=ctypes.addressof(c2)), 0, True) or Plan(sys.argv[1], dict(fn, launches=[dict(fn["launches"][0], kernel="nope")]))
    raise AssertionError("no error")
except RuntimeError as e:
    assert "cuModuleGetFunction(nope)" in str(e), e
print("1 passed, 0 failed")

# Shape errors are caught in Python, with the op's name.
# RUN: %python %s | FileCheck %s
from oa import Module

f = Module().func("f")
x = f.arg("x", [4, 8])


def attempt(what, fn):
    try:
        fn()
        print(f"{what}: no error")
    except ValueError as e:
        print(f"{what}: {e}")


# CHECK: linear: oa.linear: weight tensor<16x7xf32> does not fit input tensor<4x8xf32>
attempt("linear", lambda: f.linear(x, f.arg("w", [16, 7])))
# CHECK: add: oa.add: lhs and rhs must have one type, got tensor<4x8xf32> and tensor<8x4xf32>
y = f.arg("y", [8, 4])
attempt("add", lambda: x + y)
# CHECK: axis: oa.reduce_max: axis 2 is out of range for tensor<4x8xf32>
attempt("axis", lambda: f.reduce_max(x, axis=2))
# CHECK: reshape: oa.reshape: element count changes: 32 vs 30
attempt("reshape", lambda: f.reshape(x, [5, 6]))
# CHECK: gelu: oa.gelu: approximate must be "none" or "tanh", got 'fast'
attempt("gelu", lambda: f.gelu(x, "fast"))
# CHECK: dtype: dtype must be one of ('f32', 'f16', 'bf16', 'i32', 'i64'), got f64
attempt("dtype", lambda: f.arg("z", [4], "f64"))
# CHECK: ret: function f has no ret()
attempt("ret", lambda: f.text())

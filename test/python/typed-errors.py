# Typed kernels: every type error and unsupported construct is a KernelError
# naming the line and column, found from the source alone.
# RUN: %python %s | FileCheck %s
import ast
import textwrap

from oa.typed import frontend

HEAD = "import oa\n"


def check(name, body):
    src = HEAD + textwrap.dedent(body)
    mod = frontend.ModuleSource(ast.parse(src), f"{name}.py", src)
    try:
        for k in mod.kernels():
            mod.check(k)
        print(f"{name}: ok")
    except frontend.KernelError as e:
        print(f"{name}: {e}")


# CHECK: noann.py:4:1: parameter 'x' needs a type annotation
check("noann", """
@oa.kernel
def k(x):
    pass
""")
# CHECK: narrow.py:7:9: assigning to 'i': f32 to i32 may lose information; convert explicitly with oa.i32(...)
check("narrow", """
@oa.kernel
def k(a: oa.f32[:]):
    i = 0
    if i < 1:
        i = a[0]
""")
# CHECK: intdiv.py:5:12: '/' on integers gives a float in Python; use '//'
check("intdiv", """
@oa.kernel
def k(a: oa.i32[:], n: oa.i32):
    a[0] = n / 2
""")
# CHECK: mixsign.py:5:12: '+' mixes i32 and u32; convert one explicitly
check("mixsign", """
@oa.kernel
def k(a: oa.u32[:], n: oa.i32):
    a[0] = n + a[1]
""")
# CHECK: maybe.py:8:12: 'v' may be used before it is assigned (it is assigned on line 6 on some paths only)
check("maybe", """
@oa.kernel
def k(a: oa.f32[:], n: oa.i32):
    if n > 0:
        v = 1.0
    a[0] = 0.0
    a[1] = v
""")
# Assigned on both branches (or returning on the other) is fine.
# CHECK: both: ok
check("both", """
@oa.kernel
def k(a: oa.f32[:], n: oa.i32):
    if n > 0:
        v = 1.0
    elif n < -5:
        return
    else:
        v = 2.0
    a[0] = v
""")
# CHECK: with.py:5:5: 'with' statements are not supported in kernels
check("with", """
@oa.kernel
def k(a: oa.f32[:]):
    with open("x"):
        pass
""")
# CHECK: call.py:5:12: call to 'print': only @oa.device functions of this module
check("call", """
@oa.kernel
def k(a: oa.f32[:]):
    a[0] = print(1)
""")
# CHECK: recursion.py:5:12: recursive call of 'f': device functions are inlined
check("recursion", """
@oa.device
def f(x: oa.i32) -> oa.i32:
    return f(x - 1) if x > 0 else 0

@oa.kernel
def k(a: oa.i32[:]):
    a[0] = f(3)
""")
# CHECK: noreturn.py:4:1: device function 'f' can reach its end without returning a f32
check("noreturn", """
@oa.device
def f(x: oa.f32) -> oa.f32:
    if x > 0.0:
        return x

@oa.kernel
def k(a: oa.f32[:]):
    a[0] = f(a[1])
""")
# CHECK: retval.py:5:5: a kernel cannot return a value
check("retval", """
@oa.kernel
def k(a: oa.f32[:]):
    return a[0]
""")
# CHECK: shfl64.py:5:12: oa.shfl_xor moves 32-bit values (i32, u32, f32), got f64
check("shfl64", """
@oa.kernel
def k(a: oa.f64[:]):
    a[0] = oa.shfl_xor(a[1], 1)
""")
# CHECK: shared.py:5:25: oa.shared.array needs a positive constant length
check("shared", """
@oa.kernel
def k(a: oa.f32[:], n: oa.i32):
    s = oa.shared.array(n, oa.f32)
""")
# CHECK: oob.py:6:7: index 8 is out of bounds for local.array(8, i32)
check("oob", """
@oa.kernel
def k(a: oa.i32[:]):
    s = oa.local.array(8, oa.i32)
    s[8] = 1
""")
# CHECK: literal.py:5:5: storing into i8[:]: literal 300 does not fit in i8
check("literal", """
@oa.kernel
def k(a: oa.i8[:]):
    a[0] = 300
""")
# CHECK: range.py:5:14: for loops iterate over range(stop)
check("range", """
@oa.kernel
def k(a: oa.i32[:]):
    for x in [1, 2]:
        a[0] = x
""")
# CHECK: casarr.py:5:5: oa.atomic_cas needs an integer array (got f32)
check("casarr", """
@oa.kernel
def k(a: oa.f32[:]):
    oa.atomic_cas(a, 0, 1.0, 2.0)
""")
# CHECK: badtype.py:4:10: parameter 'x': 'oa.float32' is not an oa type
check("badtype", """
@oa.kernel
def k(x: oa.float32):
    pass
""")

# Kernels of other Python GPU compilers: found (nothing is imported), and
# said why oa leaves them.
import triton
import triton.language as tl
from numba import cuda
import numba


@triton.autotune(configs=[], key=["n"])
@triton.jit
def tri_add(x, y, n, BLOCK: tl.constexpr):
    pass


@cuda.jit
def nb_add(x, y):
    pass


@numba.cuda.jit(device=True)
def nb_helper(a):
    return a


def plain(x):
    return x

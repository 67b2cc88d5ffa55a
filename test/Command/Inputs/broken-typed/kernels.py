"""A typed kernel with a type error (a float stored into an int array)."""
import oa


@oa.kernel
def fine(x: oa.f32[:], n: oa.i32):
    i = oa.thread_idx.x
    if i < n:
        x[i] = 0.0


@oa.kernel
def bad(x: oa.i32[:], n: oa.i32):
    i = oa.thread_idx.x
    if i < n:
        x[i] = 0.5 * i

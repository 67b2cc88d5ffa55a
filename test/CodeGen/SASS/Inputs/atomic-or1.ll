; atomics-idempotent.ll: a 64-bit OR that changes memory.
define ptx_kernel void @k(ptr addrspace(1) %p) {
  %a = atomicrmw or ptr addrspace(1) %p, i64 1 monotonic
  ret void
}

; A store of an i1 to global memory (llvm-stress, oa-llc-fuzzer).
; Cannot select: store<(store (s8) ...)> of an i1, every SM and -O level.
define ptx_kernel void @k(ptr addrspace(1) %p, i32 %a, i32 %b) {
  %c = icmp slt i32 %a, %b
  store i1 %c, ptr addrspace(1) %p
  ret void
}

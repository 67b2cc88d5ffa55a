; Once aborted oa-llc (tools/fuzz/known-aborts); compiles for both SMs at -O0 and -O3.
; RUN: oa-llc -mcpu=sm_80 -O0 -filetype=null %s
; RUN: oa-llc -mcpu=sm_80 -O3 -filetype=null %s
; RUN: oa-llc -mcpu=sm_90 -O0 -filetype=null %s
; RUN: oa-llc -mcpu=sm_90 -O3 -filetype=null %s
; A store of an i1 to global memory (llvm-stress, oa-llc-fuzzer).
; Cannot select: store<(store (s8) ...)> of an i1, every SM and -O level.
define ptx_kernel void @k(ptr addrspace(1) %p, i32 %a, i32 %b) {
  %c = icmp slt i32 %a, %b
  store i1 %c, ptr addrspace(1) %p
  ret void
}

; Once aborted oa-llc (tools/fuzz/known-aborts); compiles for both SMs at -O0 and -O3.
; RUN: oa-llc -mcpu=sm_80 -O0 -filetype=null %s
; RUN: oa-llc -mcpu=sm_80 -O3 -filetype=null %s
; RUN: oa-llc -mcpu=sm_90 -O0 -filetype=null %s
; RUN: oa-llc -mcpu=sm_90 -O3 -filetype=null %s
; A vector element replaced at a variable index (llvm-stress).
; Cannot select: load<(load (s32) from %stack.0 + 4)>.
define ptx_kernel void @k(ptr addrspace(1) %p, <4 x i32> %v, i32 %i, i32 %x) {
  %w = insertelement <4 x i32> %v, i32 %x, i32 %i
  store <4 x i32> %w, ptr addrspace(1) %p
  ret void
}

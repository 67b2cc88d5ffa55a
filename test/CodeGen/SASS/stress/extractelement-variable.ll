; Once aborted oa-llc (tools/fuzz/known-aborts); compiles for both SMs at -O0 and -O3.
; RUN: oa-llc -mcpu=sm_80 -O0 -filetype=null %s
; RUN: oa-llc -mcpu=sm_80 -O3 -filetype=null %s
; RUN: oa-llc -mcpu=sm_90 -O0 -filetype=null %s
; RUN: oa-llc -mcpu=sm_90 -O3 -filetype=null %s
; A vector element picked by a variable index: legalisation goes through a
; stack temporary (llvm-stress).
; Cannot select: store<(store (s32) into %stack.0 + 12)>.
define ptx_kernel void @k(ptr addrspace(1) %p, <4 x i32> %v, i32 %i) {
  %e = extractelement <4 x i32> %v, i32 %i
  store i32 %e, ptr addrspace(1) %p
  ret void
}

; Once aborted oa-llc (tools/fuzz/known-aborts); compiles for both SMs at -O0 and -O3.
; RUN: oa-llc -mcpu=sm_80 -O0 -filetype=null %s
; RUN: oa-llc -mcpu=sm_80 -O3 -filetype=null %s
; RUN: oa-llc -mcpu=sm_90 -O0 -filetype=null %s
; RUN: oa-llc -mcpu=sm_90 -O3 -filetype=null %s
; A float converted to i1 (llvm-stress).
; Cannot select: i1 = fp_to_sint.
define ptx_kernel void @k(ptr addrspace(1) %p, float %f) {
  %b = fptosi float %f to i1
  %z = zext i1 %b to i32
  store i32 %z, ptr addrspace(1) %p
  ret void
}

; Once aborted oa-llc (tools/fuzz/known-aborts); compiles for both SMs at -O0 and -O3.
; RUN: oa-llc -mcpu=sm_80 -O0 -filetype=null %s
; RUN: oa-llc -mcpu=sm_80 -O3 -filetype=null %s
; RUN: oa-llc -mcpu=sm_90 -O0 -filetype=null %s
; RUN: oa-llc -mcpu=sm_90 -O3 -filetype=null %s
; A vector of i1 converted to double (llvm-stress seed 572 through
; llvm-reduce; uitofp <4 x i1> to <4 x float> aborts the same way).
; Cannot select: f64 = sint_to_fp.
define ptx_kernel void @k(ptr addrspace(1) %p, <4 x i1> %l) {
  %f = sitofp <4 x i1> %l to <4 x double>
  store <4 x double> %f, ptr addrspace(1) %p
  ret void
}

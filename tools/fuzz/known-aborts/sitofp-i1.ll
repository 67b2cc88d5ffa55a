; A vector of i1 converted to double (llvm-stress seed 572 through
; llvm-reduce; uitofp <4 x i1> to <4 x float> aborts the same way).
; Cannot select: f64 = sint_to_fp.
define ptx_kernel void @k(ptr addrspace(1) %p, <4 x i1> %l) {
  %f = sitofp <4 x i1> %l to <4 x double>
  store <4 x double> %f, ptr addrspace(1) %p
  ret void
}

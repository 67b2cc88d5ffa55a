; A float converted to i1 (llvm-stress).
; Cannot select: i1 = fp_to_sint.
define ptx_kernel void @k(ptr addrspace(1) %p, float %f) {
  %b = fptosi float %f to i1
  %z = zext i1 %b to i32
  store i32 %z, ptr addrspace(1) %p
  ret void
}

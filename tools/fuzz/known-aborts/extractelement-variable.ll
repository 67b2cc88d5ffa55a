; A vector element picked by a variable index: legalisation goes through a
; stack temporary (llvm-stress).
; Cannot select: store<(store (s32) into %stack.0 + 12)>.
define ptx_kernel void @k(ptr addrspace(1) %p, <4 x i32> %v, i32 %i) {
  %e = extractelement <4 x i32> %v, i32 %i
  store i32 %e, ptr addrspace(1) %p
  ret void
}

; A vector element replaced at a variable index (llvm-stress).
; Cannot select: load<(load (s32) from %stack.0 + 4)>.
define ptx_kernel void @k(ptr addrspace(1) %p, <4 x i32> %v, i32 %i, i32 %x) {
  %w = insertelement <4 x i32> %v, i32 %x, i32 %i
  store <4 x i32> %w, ptr addrspace(1) %p
  ret void
}

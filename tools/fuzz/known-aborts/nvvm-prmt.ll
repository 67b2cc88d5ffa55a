; __byte_perm (oa's CUDA header: __nvvm_prmt), with any selector (utils/difftest
; writes constant ones).
; Cannot select: intrinsic %llvm.nvvm.prmt.
define ptx_kernel void @k(ptr addrspace(1) %p, i32 %a, i32 %b, i32 %s) {
  %r = call i32 @llvm.nvvm.prmt(i32 %a, i32 %b, i32 %s)
  store i32 %r, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.nvvm.prmt(i32, i32, i32)

; Once aborted oa-llc (tools/fuzz/known-aborts); compiles for both SMs at -O0 and -O3.
; RUN: oa-llc -mcpu=sm_80 -O0 -filetype=null %s
; RUN: oa-llc -mcpu=sm_80 -O3 -filetype=null %s
; RUN: oa-llc -mcpu=sm_90 -O0 -filetype=null %s
; RUN: oa-llc -mcpu=sm_90 -O3 -filetype=null %s
; __byte_perm (oa's CUDA header: __nvvm_prmt), with any selector (utils/difftest
; writes constant ones).
; Cannot select: intrinsic %llvm.nvvm.prmt.
define ptx_kernel void @k(ptr addrspace(1) %p, i32 %a, i32 %b, i32 %s) {
  %r = call i32 @llvm.nvvm.prmt(i32 %a, i32 %b, i32 %s)
  store i32 %r, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.nvvm.prmt(i32, i32, i32)

; Unoptimised CUDA passes the address of clang's extern builtin variables
; (blockDim, gridDim: empty structs) as `this` to their member functions
; (`dim3 d = blockDim;`, cooperative groups at -O0).  Nothing reads them:
; oa-llc gives the function a stack byte instead of the extern's address,
; which it cannot take.  o[tid] = blockDim.x * gridDim.x, run in oa-emu.
; RUN: oa-llc -mcpu=sm_90 -O0 -filetype=obj %s -o %t.90.cubin
; RUN: oa-llc -mcpu=sm_80 -O0 -filetype=obj %s -o %t.80.cubin
; RUN: oa-emu --cubin %t.90.cubin %S/Inputs/builtin-var-address.json
; RUN: oa-emu --cubin %t.80.cubin %S/Inputs/builtin-var-address.json
target triple = "nvptx64-nvidia-cuda"
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_gridDim_t = type { i8 }
@blockDim = extern_weak addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@gridDim = extern_weak addrspace(1) global %struct.__cuda_builtin_gridDim_t, align 1

define linkonce_odr i32 @bx(ptr noundef nonnull align 1 dereferenceable(1) %this) {
  %a = alloca ptr, align 8
  store ptr %this, ptr %a, align 8
  %x = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  ret i32 %x
}
define linkonce_odr i32 @gx(ptr noundef nonnull align 1 dereferenceable(1) %this) {
  %a = alloca ptr, align 8
  store ptr %this, ptr %a, align 8
  %x = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  ret i32 %x
}
define ptx_kernel void @k(ptr %o) {
  %b = call i32 @bx(ptr addrspacecast (ptr addrspace(1) @blockDim to ptr))
  %g = call i32 @gx(ptr addrspacecast (ptr addrspace(1) @gridDim to ptr))
  %v = mul i32 %b, %g
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr i32, ptr %o, i32 %t
  store i32 %v, ptr %p
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

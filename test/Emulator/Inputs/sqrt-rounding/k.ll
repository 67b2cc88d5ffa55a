; sqrt of f32 and f64, one value per thread.
target triple = "nvptx64-nvidia-cuda"
declare float @llvm.sqrt.f32(float)
declare double @llvm.sqrt.f64(double)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

define ptx_kernel void @s32(ptr addrspace(1) %o, ptr addrspace(1) %x) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %n = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %bn = mul i32 %b, %n
  %i = add i32 %bn, %t
  %px = getelementptr float, ptr addrspace(1) %x, i32 %i
  %v = load float, ptr addrspace(1) %px
  %s = call float @llvm.sqrt.f32(float %v)
  %po = getelementptr float, ptr addrspace(1) %o, i32 %i
  store float %s, ptr addrspace(1) %po
  ret void
}

define ptx_kernel void @s64(ptr addrspace(1) %o, ptr addrspace(1) %x) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %n = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %bn = mul i32 %b, %n
  %i = add i32 %bn, %t
  %px = getelementptr double, ptr addrspace(1) %x, i32 %i
  %v = load double, ptr addrspace(1) %px
  %s = call double @llvm.sqrt.f64(double %v)
  %po = getelementptr double, ptr addrspace(1) %o, i32 %i
  store double %s, ptr addrspace(1) %po
  ret void
}

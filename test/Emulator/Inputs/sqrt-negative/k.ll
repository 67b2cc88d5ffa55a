target triple = "nvptx64-nvidia-cuda"
declare double @llvm.sqrt.f64(double)
define ptx_kernel void @k(ptr addrspace(1) %o, ptr addrspace(1) %x) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %px = getelementptr double, ptr addrspace(1) %x, i32 %t
  %v = load double, ptr addrspace(1) %px
  %s = call double @llvm.sqrt.f64(double %v)
  %po = getelementptr double, ptr addrspace(1) %o, i32 %t
  store double %s, ptr addrspace(1) %po
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

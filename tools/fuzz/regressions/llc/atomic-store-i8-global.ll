
define ptx_kernel void @k(ptr addrspace(1) %g, ptr addrspace(1) %o, i8 %v, i8 %w) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr i8, ptr addrspace(1) %g, i32 %t
  store atomic i8 %v, ptr addrspace(1) %p release, align 1
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()


define ptx_kernel void @k(ptr addrspace(1) %g, ptr addrspace(7) %h, ptr addrspace(1) %o, i32 %v, i32 %w) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr i32, ptr addrspace(7) %h, i32 %t
  %r = load i32, ptr addrspace(7) %p
  %r1 = getelementptr i32, ptr addrspace(1) %o, i32 %t
  store i32 %r, ptr addrspace(1) %r1
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

@c = internal addrspace(4) global [64 x i32] zeroinitializer, align 16

define ptx_kernel void @k(ptr addrspace(1) %g, ptr addrspace(1) %o, i32 %v, i32 %w) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr [64 x i32], ptr addrspace(4) @c, i32 0, i32 %t
  store i32 %v, ptr addrspace(4) %p
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

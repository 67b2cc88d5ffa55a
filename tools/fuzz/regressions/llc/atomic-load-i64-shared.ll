@s = internal addrspace(3) global [64 x i64] undef, align 16

define ptx_kernel void @k(ptr addrspace(1) %g, ptr addrspace(1) %o, i64 %v, i64 %w) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr [64 x i64], ptr addrspace(3) @s, i32 0, i32 %t
  %r = load atomic i64, ptr addrspace(3) %p seq_cst, align 8
  %r1 = getelementptr i64, ptr addrspace(1) %o, i32 %t
  store i64 %r, ptr addrspace(1) %r1
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

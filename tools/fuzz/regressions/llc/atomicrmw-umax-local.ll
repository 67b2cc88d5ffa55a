
define ptx_kernel void @k(ptr addrspace(1) %g, ptr addrspace(1) %o, i32 %v, i32 %w) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a = alloca [64 x i32], align 16
  %a5 = addrspacecast ptr %a to ptr addrspace(5)
  %p = getelementptr [64 x i32], ptr addrspace(5) %a5, i32 0, i32 %t
  %r = atomicrmw umax ptr addrspace(5) %p, i32 %v monotonic
  %r1 = getelementptr i32, ptr addrspace(1) %o, i32 %t
  store i32 %r, ptr addrspace(1) %r1
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()


define ptx_kernel void @k(ptr addrspace(1) %g, ptr addrspace(1) %o, i16 %v, i16 %w) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a = alloca [64 x i16], align 16
  %a5 = addrspacecast ptr %a to ptr addrspace(5)
  %p = getelementptr [64 x i16], ptr addrspace(5) %a5, i32 0, i32 %t
  %x = cmpxchg ptr addrspace(5) %p, i16 %v, i16 %w seq_cst monotonic
  %r = extractvalue {i16, i1} %x, 0
  %r1 = getelementptr i16, ptr addrspace(1) %o, i32 %t
  store i16 %r, ptr addrspace(1) %r1
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

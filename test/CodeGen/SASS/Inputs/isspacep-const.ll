; isspacep.const of a global, a shared and a local generic pointer and of a
; kernel parameter's address: o[3 * tid + kind].
target triple = "nvptx64-nvidia-cuda"
@sm = internal addrspace(3) global [64 x i32] poison, align 4

define ptx_kernel void @k(ptr %o) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %l = alloca [4 x i32], align 4
  %la = getelementptr i32, ptr %l, i32 %t
  store volatile i32 %t, ptr %la
  %sa = getelementptr i32, ptr addrspace(3) @sm, i32 %t
  %s = addrspacecast ptr addrspace(3) %sa to ptr
  %g = getelementptr i32, ptr %o, i32 %t
  %base = mul i32 %t, 3
  %q0 = call i1 @llvm.nvvm.isspacep.const(ptr %g)
  %q1 = call i1 @llvm.nvvm.isspacep.const(ptr %s)
  %q2 = call i1 @llvm.nvvm.isspacep.const(ptr %la)
  %z0 = zext i1 %q0 to i32
  %z1 = zext i1 %q1 to i32
  %z2 = zext i1 %q2 to i32
  %a0 = getelementptr i32, ptr %o, i32 %base
  store i32 %z0, ptr %a0
  %a1 = getelementptr i32, ptr %a0, i32 1
  store i32 %z1, ptr %a1
  %a2 = getelementptr i32, ptr %a0, i32 2
  store i32 %z2, ptr %a2
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i1 @llvm.nvvm.isspacep.const(ptr)

; Each thread asks isspacep.{shared,local,global} of a shared, a local and a
; global generic pointer: o[9 * tid + 3 * kind + space].
target triple = "nvptx64-nvidia-cuda"
@sm = internal addrspace(3) global [64 x i32] poison, align 4

define ptx_kernel void @k(ptr %o) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %l = alloca [4 x i32], align 4
  %la = getelementptr i32, ptr %l, i32 %t
  store volatile i32 %t, ptr %la
  %sa = getelementptr i32, ptr addrspace(3) @sm, i32 %t
  %s = addrspacecast ptr addrspace(3) %sa to ptr
  store volatile i32 %t, ptr %s
  %g = getelementptr i32, ptr %o, i32 %t
  %base = mul i32 %t, 9
  %q0 = call i1 @llvm.nvvm.isspacep.shared(ptr %s)
  %z0 = zext i1 %q0 to i32
  %i0 = add i32 %base, 0
  %a0 = getelementptr i32, ptr %o, i32 %i0
  store i32 %z0, ptr %a0
  %q1 = call i1 @llvm.nvvm.isspacep.local(ptr %s)
  %z1 = zext i1 %q1 to i32
  %i1 = add i32 %base, 1
  %a1 = getelementptr i32, ptr %o, i32 %i1
  store i32 %z1, ptr %a1
  %q2 = call i1 @llvm.nvvm.isspacep.global(ptr %s)
  %z2 = zext i1 %q2 to i32
  %i2 = add i32 %base, 2
  %a2 = getelementptr i32, ptr %o, i32 %i2
  store i32 %z2, ptr %a2
  %q3 = call i1 @llvm.nvvm.isspacep.shared(ptr %la)
  %z3 = zext i1 %q3 to i32
  %i3 = add i32 %base, 3
  %a3 = getelementptr i32, ptr %o, i32 %i3
  store i32 %z3, ptr %a3
  %q4 = call i1 @llvm.nvvm.isspacep.local(ptr %la)
  %z4 = zext i1 %q4 to i32
  %i4 = add i32 %base, 4
  %a4 = getelementptr i32, ptr %o, i32 %i4
  store i32 %z4, ptr %a4
  %q5 = call i1 @llvm.nvvm.isspacep.global(ptr %la)
  %z5 = zext i1 %q5 to i32
  %i5 = add i32 %base, 5
  %a5 = getelementptr i32, ptr %o, i32 %i5
  store i32 %z5, ptr %a5
  %q6 = call i1 @llvm.nvvm.isspacep.shared(ptr %g)
  %z6 = zext i1 %q6 to i32
  %i6 = add i32 %base, 6
  %a6 = getelementptr i32, ptr %o, i32 %i6
  store i32 %z6, ptr %a6
  %q7 = call i1 @llvm.nvvm.isspacep.local(ptr %g)
  %z7 = zext i1 %q7 to i32
  %i7 = add i32 %base, 7
  %a7 = getelementptr i32, ptr %o, i32 %i7
  store i32 %z7, ptr %a7
  %q8 = call i1 @llvm.nvvm.isspacep.global(ptr %g)
  %z8 = zext i1 %q8 to i32
  %i8 = add i32 %base, 8
  %a8 = getelementptr i32, ptr %o, i32 %i8
  store i32 %z8, ptr %a8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i1 @llvm.nvvm.isspacep.shared(ptr)
declare i1 @llvm.nvvm.isspacep.local(ptr)
declare i1 @llvm.nvvm.isspacep.global(ptr)

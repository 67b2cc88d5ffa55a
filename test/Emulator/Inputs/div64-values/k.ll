; u64 and s64 quotient and remainder of each (a[i], b[i]) pair.
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

define ptx_kernel void @div64(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %o, i32 %n) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %w = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %cw = mul i32 %c, %w
  %i = add i32 %cw, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done

body:
  %pa = getelementptr i64, ptr addrspace(1) %a, i32 %i
  %pb = getelementptr i64, ptr addrspace(1) %b, i32 %i
  %x = load i64, ptr addrspace(1) %pa
  %y = load i64, ptr addrspace(1) %pb
  %uq = udiv i64 %x, %y
  %ur = urem i64 %x, %y
  %sq = sdiv i64 %x, %y
  %sr = srem i64 %x, %y
  %i4 = mul i32 %i, 4
  %p0 = getelementptr i64, ptr addrspace(1) %o, i32 %i4
  store i64 %uq, ptr addrspace(1) %p0
  %p1 = getelementptr i64, ptr addrspace(1) %p0, i32 1
  store i64 %ur, ptr addrspace(1) %p1
  %p2 = getelementptr i64, ptr addrspace(1) %p0, i32 2
  store i64 %sq, ptr addrspace(1) %p2
  %p3 = getelementptr i64, ptr addrspace(1) %p0, i32 3
  store i64 %sr, ptr addrspace(1) %p3
  br label %done

done:
  ret void
}

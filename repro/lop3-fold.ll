; (x & 0x80000000) | y (copysign of a non-negative y) is two LOP3s; one
; three-input LOP3 (LOP3.LUT Rd, Rx, 0x80000000, Ry, 0xf8) does it.
target triple = "sass-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @sign(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr <2 x i32>, ptr addrspace(1) %in, i32 %t
  %v = load <2 x i32>, ptr addrspace(1) %p, align 8
  %x = extractelement <2 x i32> %v, i32 0
  %y = extractelement <2 x i32> %v, i32 1
  %s = and i32 %x, -2147483648
  %r = or i32 %y, %s
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %r, ptr addrspace(1) %q, align 4
  ret void
}

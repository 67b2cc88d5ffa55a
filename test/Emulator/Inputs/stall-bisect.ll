target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, i32 %n) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = add i32 %t, %n
  %a = getelementptr i32, ptr addrspace(1) %p, i32 %i
  %v = load i32, ptr addrspace(1) %a
  %w = add i32 %v, 7
  store i32 %w, ptr addrspace(1) %a
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; %warpid, %nwarpid, %nsmid, %gridid and the .w components: thread t of CTA
; c writes o[(c * 64 + t) * 8 + k] (sregs.py checks them).
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %o) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %c64 = shl i32 %c, 6
  %g = add i32 %c64, %t
  %b = shl i32 %g, 3
  %v0 = call i32 @llvm.nvvm.read.ptx.sreg.warpid()
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.nwarpid()
  %v2 = call i32 @llvm.nvvm.read.ptx.sreg.nsmid()
  %v3 = call i32 @llvm.nvvm.read.ptx.sreg.gridid()
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.w()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.w()
  %v6 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.w()
  %v7 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.w()
  call void @st(ptr %o, i32 %b, i32 0, i32 %v0)
  call void @st(ptr %o, i32 %b, i32 1, i32 %v1)
  call void @st(ptr %o, i32 %b, i32 2, i32 %v2)
  call void @st(ptr %o, i32 %b, i32 3, i32 %v3)
  call void @st(ptr %o, i32 %b, i32 4, i32 %v4)
  call void @st(ptr %o, i32 %b, i32 5, i32 %v5)
  call void @st(ptr %o, i32 %b, i32 6, i32 %v6)
  call void @st(ptr %o, i32 %b, i32 7, i32 %v7)
  ret void
}

define internal void @st(ptr %o, i32 %b, i32 %k, i32 %v) alwaysinline {
  %i = add i32 %b, %k
  %p = getelementptr i32, ptr %o, i32 %i
  store i32 %v, ptr %p
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.warpid()
declare i32 @llvm.nvvm.read.ptx.sreg.nwarpid()
declare i32 @llvm.nvvm.read.ptx.sreg.nsmid()
declare i32 @llvm.nvvm.read.ptx.sreg.gridid()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.w()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.w()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.w()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.w()

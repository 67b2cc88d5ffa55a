; An HMMA reads its A, B and C registers after it issues: nothing overwrites
; one sooner than 7 cycles later (the TensorSourceWrite rule: ptxas keeps 7
; in all its HMMA.16816 code).  Here the LDC of the output pointer reuses
; B's registers (7 cycles at least after the HMMA).
; RUN: oa-llc -mcpu=sm_80 -O3 %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_90 -O3 %s -o - | FileCheck %s
; An HMMA reads a fixed-latency result no sooner than 7 cycles after its
; producer (TensorOperandRead; the f16 attention was wrong on the H200 with 6).
; CHECK: :S07] MOV R[[A:[0-9]+]], R{{[0-9]+}} ;
; CHECK-NEXT: :S{{0[7-9]|1[0-5]}}] HMMA.16816.F32 R[[D:[0-9]+]], R{{[0-9]+}}, R[[B:[0-9]+]], R{{[0-9]+}} ;
; CHECK-NEXT: LDC.64 R[[B]], c[0x0][{{.*}}] ;
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %o) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %f = uitofp i32 %t to half
  %v = insertelement <2 x half> poison, half %f, i32 0
  %a = insertelement <2 x half> %v, half 1.0, i32 1
  %m = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, float 0.0, float 0.0, float 0.0, float 0.0)
  %c0 = extractvalue { float, float, float, float } %m, 0
  %c1 = extractvalue { float, float, float, float } %m, 1
  %s = fadd float %c0, %c1
  %bits = bitcast float %s to i32
  %p = getelementptr i32, ptr addrspace(1) %o, i32 %t
  store i32 %bits, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float)

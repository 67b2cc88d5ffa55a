; Constants sit in the instruction: f32 immediates in the 32-bit operand
; slot, and words of
; the constant banks read in place (SASSFoldConstBank): kernel parameters
; and blockDim in bank 0, __constant__ data in bank 3.
; RUN: oa-llc -mcpu=sm_90 -O3 %s -o - | FileCheck %s --check-prefixes=CHECK,SM90
; RUN: oa-llc -mcpu=sm_80 -O3 %s -o - | FileCheck %s --check-prefixes=CHECK,SM80
target triple = "nvptx64-nvidia-cuda"

@coef = addrspace(4) externally_initialized global [2 x float] [float 1.5, float 2.5]

; CHECK-LABEL: .kernel imm
; CHECK: FMUL [[A:R[0-9]+]], [[X:R[0-9]+]], 0.5 ;
; CHECK-DAG: FSETP.GT.AND P{{[0-6]}}, PT, [[X]], 0.25, PT ;
; CHECK-DAG: FADD [[B:R[0-9]+]], [[A]], -1.4426950216293334961 ;
; CHECK-DAG: FFMA [[C:R[0-9]+]], [[B]], [[X]], 3 ;
; CHECK-DAG: FMNMX [[D:R[0-9]+]], [[C]], 100, PT ;
define ptx_kernel void @imm(ptr addrspace(1) %p) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %q = getelementptr float, ptr addrspace(1) %p, i32 %t
  %x = load float, ptr addrspace(1) %q
  %a = fmul float %x, 0.5
  %b = fsub float %a, 1.4426950216293334961
  %c = call float @llvm.fma.f32(float %b, float %x, float 3.0)
  %d = call float @llvm.minnum.f32(float %c, float 100.0)
  %g = fcmp ogt float %x, 0.25
  %r = select i1 %g, float %d, float 0.0
  store float %r, ptr addrspace(1) %q
  ret void
}

; CHECK-LABEL: .kernel cbank
; SM90: IMAD [[I:R[0-9]+]], {{R[0-9]+}}, c[0x0][0x0], {{R[0-9]+}} ;
; SM80: IMAD [[I:R[0-9]+]], {{R[0-9]+}}, c[0x0][0x0], {{R[0-9]+}} ;
; SM90: ISETP.GE.AND P{{[0-6]}}, PT, [[I]], c[0x0][0x21c], PT ;
; SM80: ISETP.GE.AND P{{[0-6]}}, PT, [[I]], c[0x0][0x16c], PT ;
; SM90: FFMA {{R[0-9]+}}, {{R[0-9]+}}, c[0x0][0x218], {{R[0-9]+}} ;
; SM80: FFMA {{R[0-9]+}}, {{R[0-9]+}}, c[0x0][0x168], {{R[0-9]+}} ;
; CHECK: FFMA {{R[0-9]+}}, {{R[0-9]+}}, {{R[0-9]+}}, c[0x3][0x4] ;
define ptx_kernel void @cbank(ptr addrspace(1) %p, float %s, i32 %n) {
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %m = mul i32 %b, %d
  %i = add i32 %m, %t
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %done
body:
  %q = getelementptr float, ptr addrspace(1) %p, i32 %i
  %x = load float, ptr addrspace(1) %q
  %y = call float @llvm.fma.f32(float %x, float %s, float %x)
  %k = load float, ptr addrspace(4) getelementptr ([2 x float], ptr addrspace(4) @coef, i32 0, i32 1)
  %z = call float @llvm.fma.f32(float %y, float %x, float %k)
  store float %z, ptr addrspace(1) %q
  br label %done
done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare float @llvm.fma.f32(float, float, float)
declare float @llvm.minnum.f32(float, float)

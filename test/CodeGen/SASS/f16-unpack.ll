; The high half of a register holding two f16 (bf16) values widens in place:
; HADD2.F32 d, -RZ, a.H1_H1 (LOP3 a & 0xffff0000 for bf16), not a shift
; first (from the attention helper's repro; checked against numpy in oa-emu).
; RUN: oa-llc -mcpu=sm_80 -O3 %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_90 -O3 %s -o - | FileCheck %s
; CHECK-LABEL: .kernel widen
; CHECK-NOT: SHF
; CHECK-COUNT-4: HADD2.F32 R{{[0-9]+}}, -RZ, R{{[0-9]+}}.H1_H1 ;
; CHECK-NOT: SHF
; CHECK-LABEL: .kernel widen_bf16
; CHECK-NOT: SHF
; CHECK-COUNT-4: LOP3.LUT R{{[0-9]+}}, R{{[0-9]+}}, 0xffff0000, RZ, 0xc0, !PT ;
; CHECK-NOT: SHF
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @widen(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr <8 x half>, ptr addrspace(1) %in, i32 %t
  %v = load <8 x half>, ptr addrspace(1) %p, align 16
  %h0 = extractelement <8 x half> %v, i64 0
  %e0 = fpext half %h0 to float
  %h1 = extractelement <8 x half> %v, i64 1
  %e1 = fpext half %h1 to float
  %h2 = extractelement <8 x half> %v, i64 2
  %e2 = fpext half %h2 to float
  %h3 = extractelement <8 x half> %v, i64 3
  %e3 = fpext half %h3 to float
  %h4 = extractelement <8 x half> %v, i64 4
  %e4 = fpext half %h4 to float
  %h5 = extractelement <8 x half> %v, i64 5
  %e5 = fpext half %h5 to float
  %h6 = extractelement <8 x half> %v, i64 6
  %e6 = fpext half %h6 to float
  %h7 = extractelement <8 x half> %v, i64 7
  %e7 = fpext half %h7 to float
  %m1 = fmul float %e0, %e1
  %m2 = fmul float %m1, %e2
  %m3 = fmul float %m2, %e3
  %m4 = fmul float %m3, %e4
  %m5 = fmul float %m4, %e5
  %m6 = fmul float %m5, %e6
  %m7 = fmul float %m6, %e7
  %q = getelementptr float, ptr addrspace(1) %out, i32 %t
  store float %m7, ptr addrspace(1) %q, align 4
  ret void
}


define ptx_kernel void @widen_bf16(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr <8 x bfloat>, ptr addrspace(1) %in, i32 %t
  %v = load <8 x bfloat>, ptr addrspace(1) %p, align 16
  %h0 = extractelement <8 x bfloat> %v, i64 0
  %e0 = fpext bfloat %h0 to float
  %h1 = extractelement <8 x bfloat> %v, i64 1
  %e1 = fpext bfloat %h1 to float
  %h2 = extractelement <8 x bfloat> %v, i64 2
  %e2 = fpext bfloat %h2 to float
  %h3 = extractelement <8 x bfloat> %v, i64 3
  %e3 = fpext bfloat %h3 to float
  %h4 = extractelement <8 x bfloat> %v, i64 4
  %e4 = fpext bfloat %h4 to float
  %h5 = extractelement <8 x bfloat> %v, i64 5
  %e5 = fpext bfloat %h5 to float
  %h6 = extractelement <8 x bfloat> %v, i64 6
  %e6 = fpext bfloat %h6 to float
  %h7 = extractelement <8 x bfloat> %v, i64 7
  %e7 = fpext bfloat %h7 to float
  %m1 = fmul float %e0, %e1
  %m2 = fmul float %m1, %e2
  %m3 = fmul float %m2, %e3
  %m4 = fmul float %m3, %e4
  %m5 = fmul float %m4, %e5
  %m6 = fmul float %m5, %e6
  %m7 = fmul float %m6, %e7
  %q = getelementptr float, ptr addrspace(1) %out, i32 %t
  store float %m7, ptr addrspace(1) %q, align 4
  ret void
}

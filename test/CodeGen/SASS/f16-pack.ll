; Two f32 values narrowed into the halves of one register take one F2FP with
; both sources (ptxas's form), not two F2FPs, a shift, a mask and an or.
; (From the attention helper's repro: 20 instructions for 8 values before.)
; RUN: oa-llc -mcpu=sm_80 -O3 %s -o - | FileCheck %s --check-prefix=SM80
; RUN: oa-llc -mcpu=sm_90 -O3 %s -o - | FileCheck %s --check-prefix=SM90
; SM80-COUNT-4: F2FP.PACK_AB R{{[0-9]+}}, R{{[0-9]+}}, R{{[0-9]+}} ;
; SM80-NOT: {{SHF|LOP3}}
; SM90-COUNT-4: F2FP.F16.F32.PACK_AB R{{[0-9]+}}, R{{[0-9]+}}, R{{[0-9]+}} ;
; SM90-NOT: {{SHF|LOP3}}
; SM90-LABEL: .kernel narrow_bf16
; SM90-COUNT-4: F2FP.BF16.F32.PACK_AB R{{[0-9]+}}, R{{[0-9]+}}, R{{[0-9]+}} ;
; SM90-NOT: {{SHF|LOP3}}
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @narrow(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr <8 x float>, ptr addrspace(1) %in, i32 %t
  %v = load <8 x float>, ptr addrspace(1) %p, align 32
  %f0 = extractelement <8 x float> %v, i64 0
  %h0 = fptrunc float %f0 to half
  %w0 = insertelement <8 x half> poison, half %h0, i64 0
  %f1 = extractelement <8 x float> %v, i64 1
  %h1 = fptrunc float %f1 to half
  %w1 = insertelement <8 x half> %w0, half %h1, i64 1
  %f2 = extractelement <8 x float> %v, i64 2
  %h2 = fptrunc float %f2 to half
  %w2 = insertelement <8 x half> %w1, half %h2, i64 2
  %f3 = extractelement <8 x float> %v, i64 3
  %h3 = fptrunc float %f3 to half
  %w3 = insertelement <8 x half> %w2, half %h3, i64 3
  %f4 = extractelement <8 x float> %v, i64 4
  %h4 = fptrunc float %f4 to half
  %w4 = insertelement <8 x half> %w3, half %h4, i64 4
  %f5 = extractelement <8 x float> %v, i64 5
  %h5 = fptrunc float %f5 to half
  %w5 = insertelement <8 x half> %w4, half %h5, i64 5
  %f6 = extractelement <8 x float> %v, i64 6
  %h6 = fptrunc float %f6 to half
  %w6 = insertelement <8 x half> %w5, half %h6, i64 6
  %f7 = extractelement <8 x float> %v, i64 7
  %h7 = fptrunc float %f7 to half
  %w7 = insertelement <8 x half> %w6, half %h7, i64 7
  %q = getelementptr <8 x half>, ptr addrspace(1) %out, i32 %t
  store <8 x half> %w7, ptr addrspace(1) %q, align 16
  ret void
}


define ptx_kernel void @narrow_bf16(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr <8 x float>, ptr addrspace(1) %in, i32 %t
  %v = load <8 x float>, ptr addrspace(1) %p, align 32
  %f0 = extractelement <8 x float> %v, i64 0
  %h0 = fptrunc float %f0 to bfloat
  %w0 = insertelement <8 x bfloat> poison, bfloat %h0, i64 0
  %f1 = extractelement <8 x float> %v, i64 1
  %h1 = fptrunc float %f1 to bfloat
  %w1 = insertelement <8 x bfloat> %w0, bfloat %h1, i64 1
  %f2 = extractelement <8 x float> %v, i64 2
  %h2 = fptrunc float %f2 to bfloat
  %w2 = insertelement <8 x bfloat> %w1, bfloat %h2, i64 2
  %f3 = extractelement <8 x float> %v, i64 3
  %h3 = fptrunc float %f3 to bfloat
  %w3 = insertelement <8 x bfloat> %w2, bfloat %h3, i64 3
  %f4 = extractelement <8 x float> %v, i64 4
  %h4 = fptrunc float %f4 to bfloat
  %w4 = insertelement <8 x bfloat> %w3, bfloat %h4, i64 4
  %f5 = extractelement <8 x float> %v, i64 5
  %h5 = fptrunc float %f5 to bfloat
  %w5 = insertelement <8 x bfloat> %w4, bfloat %h5, i64 5
  %f6 = extractelement <8 x float> %v, i64 6
  %h6 = fptrunc float %f6 to bfloat
  %w6 = insertelement <8 x bfloat> %w5, bfloat %h6, i64 6
  %f7 = extractelement <8 x float> %v, i64 7
  %h7 = fptrunc float %f7 to bfloat
  %w7 = insertelement <8 x bfloat> %w6, bfloat %h7, i64 7
  %q = getelementptr <8 x bfloat>, ptr addrspace(1) %out, i32 %t
  store <8 x bfloat> %w7, ptr addrspace(1) %q, align 16
  ret void
}

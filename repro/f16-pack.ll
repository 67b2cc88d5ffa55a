; Narrowing FP32 values into a stored <8 x half>: oa-llc emits, per pair,
;   F2FP.F16.F32.PACK_AB Ra, RZ, Ra ; F2FP.F16.F32.PACK_AB Rb, RZ, Rb ;
;   SHF.L.U32 Rb, Rb, 0x10 ; LOP3.LUT Ra, Ra, 0xffff ; LOP3.LUT Rd, Ra, Rb (or)
; where one F2FP.F16.F32.PACK_AB Rd, Rb, Ra packs both (ptxas's form, also
; F2FP.BF16.F32.PACK_AB for bf16): 5 instructions per pair instead of 1 in
; every f16/bf16 row-wise and elementwise store.
target triple = "sass-nvidia-cuda"

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

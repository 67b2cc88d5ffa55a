; fpext of a whole <8 x half> loaded with one 16-byte-aligned load: oa-llc
; splits the load into eight LDG.E.U16 (the vector fpext is scalarised
; through the load) instead of one LDG.E.128 and eight widenings, as it does
; when the same IR extracts first (f16-unpack.ll).
target triple = "sass-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @widen_vec(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr <8 x half>, ptr addrspace(1) %in, i32 %t
  %v = load <8 x half>, ptr addrspace(1) %p, align 16
  %w = fpext <8 x half> %v to <8 x float>
  %e0 = extractelement <8 x float> %w, i32 0
  %e1 = extractelement <8 x float> %w, i32 1
  %m1 = fmul float %e0, %e1
  %e2 = extractelement <8 x float> %w, i32 2
  %m2 = fmul float %m1, %e2
  %e3 = extractelement <8 x float> %w, i32 3
  %m3 = fmul float %m2, %e3
  %e4 = extractelement <8 x float> %w, i32 4
  %m4 = fmul float %m3, %e4
  %e5 = extractelement <8 x float> %w, i32 5
  %m5 = fmul float %m4, %e5
  %e6 = extractelement <8 x float> %w, i32 6
  %m6 = fmul float %m5, %e6
  %e7 = extractelement <8 x float> %w, i32 7
  %m7 = fmul float %m6, %e7
  %q = getelementptr float, ptr addrspace(1) %out, i32 %t
  store float %m7, ptr addrspace(1) %q, align 4
  ret void
}

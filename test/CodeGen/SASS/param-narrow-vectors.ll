; Kernel parameters that are vectors of narrow elements (<2 x half>,
; <4 x i8>, <2 x i16>) are split into promoted 32-bit parts whose
; PartOffset counts 4 bytes each: every element is read from its own bytes
; of the parameter, not from the next parameter's word (a <2 x half>'s high
; half was c[0x0][0x214], the following i16).  Run in oa-emu on both SMs.
; RUN: oa-llc -mcpu=sm_90 -filetype=obj %s -o %t.90.cubin
; RUN: oa-llc -mcpu=sm_80 -O0 -filetype=obj %s -o %t.80.cubin
; RUN: oa-emu --cubin %t.90.cubin --out %t.90 %S/Inputs/param-narrow-vectors.json
; RUN: oa-emu --cubin %t.80.cubin --out %t.80 %S/Inputs/param-narrow-vectors.json
; RUN: %python -c "import sys; print(open(sys.argv[1], 'rb').read().hex())" %t.90/o.bin | FileCheck %s
; RUN: %python -c "import sys; print(open(sys.argv[1], 'rb').read().hex())" %t.80/o.bin | FileCheck %s
; h = (1.5, -2.0) = 0x3e00, 0xc000; s = 0x1234; b = 1 2 3 4; w = 0xaaaa, 0xbbbb
; (little-endian bytes; main before the fix wrote 003e3412 3412 01aa0040 ...
; CHECK: 003e00c0341201020304aaaabbbb0000
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(<2 x half> %h, i16 %s, <4 x i8> %b, <2 x i16> %w, ptr addrspace(1) %o) {
  %p = getelementptr i8, ptr addrspace(1) %o, i32 0
  store <2 x half> %h, ptr addrspace(1) %p, align 2
  %ps = getelementptr i8, ptr addrspace(1) %o, i32 4
  store i16 %s, ptr addrspace(1) %ps, align 2
  %pb = getelementptr i8, ptr addrspace(1) %o, i32 6
  store <4 x i8> %b, ptr addrspace(1) %pb, align 1
  %pw = getelementptr i8, ptr addrspace(1) %o, i32 10
  store <2 x i16> %w, ptr addrspace(1) %pw, align 2
  ret void
}

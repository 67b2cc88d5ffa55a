; WMMA fragments whose memory layout runs across the registers' element
; pairs (A or a 16-bit C column-major, B row-major) load one 32-bit word of
; the transposed 8x8 matrix per register and transpose it with MOVM.16.MT88,
; as ptxas does the row-major B of nvcc's wmma: no 16-bit loads and packing.
; The row-major A and column-major B of @k load whole registers.
; RUN: oa-llc -mcpu=sm_90 -O3 %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_80 -O3 %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_90 -O0 %s -o - | FileCheck %s --check-prefix=O0
; In oa-emu (hazard checks on) against the exact product, both SMs and -O0:
; RUN: rm -rf %t && mkdir -p %t
; RUN: oa-llc -mcpu=sm_90 -O3 -filetype=obj %s -o %t/90.cubin
; RUN: oa-llc -mcpu=sm_80 -O3 -filetype=obj %s -o %t/80.cubin
; RUN: oa-llc -mcpu=sm_90 -O0 -filetype=obj %s -o %t/90.O0.cubin
; RUN: for c in 90 80 90.O0; do for k in t t8; do oa-emu --cubin %t/$c.cubin --out %t/$c.$k %S/Inputs/wmma-movm.$k.json && %python %S/Inputs/wmma-movm.py %t/$c.$k $k || exit 1; done; done | FileCheck %s --check-prefix=EMU
; EMU: t PASS
; EMU-NEXT: t8 PASS
; EMU-NEXT: t PASS
; EMU-NEXT: t8 PASS
; EMU-NEXT: t PASS
; EMU-NEXT: t8 PASS
; CHECK-LABEL: .kernel k
; CHECK-NOT: MOVM
; CHECK-NOT: .U16
; CHECK-LABEL: .kernel t
; CHECK-NOT: .U16
; CHECK-COUNT-16: MOVM.16.MT88
; CHECK-NOT: MOVM
; CHECK-NOT: .U16
; CHECK: EXIT
; CHECK-LABEL: .kernel t8
; CHECK-NOT: .U16
; CHECK-COUNT-10: MOVM.16.MT88
; CHECK-NOT: MOVM
; CHECK-NOT: .U16
; CHECK: EXIT
; O0-LABEL: .kernel t
; O0-COUNT-16: MOVM.16.MT88
; O0-NOT: MOVM
; O0-LABEL: .kernel t8
; O0-COUNT-10: MOVM.16.MT88
; O0-NOT: MOVM
target triple = "nvptx64-nvidia-cuda"

declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr, i32)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.col.stride.f16.p0(ptr, i32)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.row.stride.f16.p0(ptr, i32)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr, i32)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.c.col.stride.f16.p0(ptr, i32)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.col.row.f16.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>)
declare void @llvm.nvvm.wmma.m16n16k16.store.d.col.stride.f16.p0(ptr, <2 x half>, <2 x half>, <2 x half>, <2 x half>, i32)
declare void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f16.p0(ptr, <2 x half>, <2 x half>, <2 x half>, <2 x half>, i32)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m8n32k16.load.a.col.stride.f16.p0(ptr, i32)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m8n32k16.load.b.row.stride.f16.p0(ptr, i32)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m8n32k16.load.c.row.stride.f32.p0(ptr, i32)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m8n32k16.mma.col.row.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float)
declare void @llvm.nvvm.wmma.m8n32k16.store.d.row.stride.f32.p0(ptr, float, float, float, float, float, float, float, float, i32)

; A row-major, B column-major, C and D row-major: no transposes.
define ptx_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %d, i32 %ld) {
  %pa = addrspacecast ptr addrspace(1) %a to ptr
  %pb = addrspacecast ptr addrspace(1) %b to ptr
  %pd = addrspacecast ptr addrspace(1) %d to ptr
  %fa = call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr %pa, i32 %ld)
  %fb = call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr %pb, i32 %ld)
  %a0 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %fa, 0
  %a1 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %fa, 1
  %a2 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %fa, 2
  %a3 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %fa, 3
  %b0 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %fb, 0
  %b1 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %fb, 1
  %b2 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %fb, 2
  %b3 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %fb, 3
  %r = call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %a0, <2 x half> %a1, <2 x half> %a2, <2 x half> %a3, <2 x half> %a0, <2 x half> %a1, <2 x half> %a2, <2 x half> %a3, <2 x half> %b0, <2 x half> %b1, <2 x half> %b2, <2 x half> %b3, <2 x half> %b0, <2 x half> %b1, <2 x half> %b2, <2 x half> %b3, <2 x half> zeroinitializer, <2 x half> zeroinitializer, <2 x half> zeroinitializer, <2 x half> zeroinitializer)
  %d0 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %r, 0
  %d1 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %r, 1
  %d2 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %r, 2
  %d3 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %r, 3
  call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f16.p0(ptr %pd, <2 x half> %d0, <2 x half> %d1, <2 x half> %d2, <2 x half> %d3, i32 %ld)
  ret void
}

; A column-major (4 registers), B row-major (4), C loaded (4) and D stored
; (4) column-major with f16 elements: 16 MOVMs.
define ptx_kernel void @t(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, ptr addrspace(1) %d, i32 %ld) {
  %pa = addrspacecast ptr addrspace(1) %a to ptr
  %pb = addrspacecast ptr addrspace(1) %b to ptr
  %pc = addrspacecast ptr addrspace(1) %c to ptr
  %pd = addrspacecast ptr addrspace(1) %d to ptr
  %fa = call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.col.stride.f16.p0(ptr %pa, i32 %ld)
  %fb = call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.row.stride.f16.p0(ptr %pb, i32 %ld)
  %fc = call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.c.col.stride.f16.p0(ptr %pc, i32 %ld)
  %a0 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %fa, 0
  %a1 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %fa, 1
  %a2 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %fa, 2
  %a3 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %fa, 3
  %b0 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %fb, 0
  %b1 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %fb, 1
  %b2 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %fb, 2
  %b3 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %fb, 3
  %c0 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %fc, 0
  %c1 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %fc, 1
  %c2 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %fc, 2
  %c3 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %fc, 3
  %r = call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.col.row.f16.f16(<2 x half> %a0, <2 x half> %a1, <2 x half> %a2, <2 x half> %a3, <2 x half> %a0, <2 x half> %a1, <2 x half> %a2, <2 x half> %a3, <2 x half> %b0, <2 x half> %b1, <2 x half> %b2, <2 x half> %b3, <2 x half> %b0, <2 x half> %b1, <2 x half> %b2, <2 x half> %b3, <2 x half> %c0, <2 x half> %c1, <2 x half> %c2, <2 x half> %c3)
  %d0 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %r, 0
  %d1 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %r, 1
  %d2 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %r, 2
  %d3 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %r, 3
  call void @llvm.nvvm.wmma.m16n16k16.store.d.col.stride.f16.p0(ptr %pd, <2 x half> %d0, <2 x half> %d1, <2 x half> %d2, <2 x half> %d3, i32 %ld)
  ret void
}

; m8n32k16: A column-major (the two registers of its 8 rows), B row-major
; (8): 10 MOVMs; f32 C and D row-major.
define ptx_kernel void @t8(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, ptr addrspace(1) %d, i32 %ld) {
  %pa = addrspacecast ptr addrspace(1) %a to ptr
  %pb = addrspacecast ptr addrspace(1) %b to ptr
  %pc = addrspacecast ptr addrspace(1) %c to ptr
  %pd = addrspacecast ptr addrspace(1) %d to ptr
  %fa = call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m8n32k16.load.a.col.stride.f16.p0(ptr %pa, i32 %ld)
  %fb = call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m8n32k16.load.b.row.stride.f16.p0(ptr %pb, i32 %ld)
  %fc = call { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m8n32k16.load.c.row.stride.f32.p0(ptr %pc, i32 %ld)
  %fa0 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %fa, 0
  %fa1 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %fa, 1
  %fa2 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %fa, 2
  %fa3 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %fa, 3
  %fa4 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %fa, 4
  %fa5 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %fa, 5
  %fa6 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %fa, 6
  %fa7 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %fa, 7
  %fb0 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %fb, 0
  %fb1 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %fb, 1
  %fb2 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %fb, 2
  %fb3 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %fb, 3
  %fb4 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %fb, 4
  %fb5 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %fb, 5
  %fb6 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %fb, 6
  %fb7 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %fb, 7
  %fc0 = extractvalue { float, float, float, float, float, float, float, float } %fc, 0
  %fc1 = extractvalue { float, float, float, float, float, float, float, float } %fc, 1
  %fc2 = extractvalue { float, float, float, float, float, float, float, float } %fc, 2
  %fc3 = extractvalue { float, float, float, float, float, float, float, float } %fc, 3
  %fc4 = extractvalue { float, float, float, float, float, float, float, float } %fc, 4
  %fc5 = extractvalue { float, float, float, float, float, float, float, float } %fc, 5
  %fc6 = extractvalue { float, float, float, float, float, float, float, float } %fc, 6
  %fc7 = extractvalue { float, float, float, float, float, float, float, float } %fc, 7
  %r = call { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m8n32k16.mma.col.row.f32.f32(<2 x half> %fa0, <2 x half> %fa1, <2 x half> %fa2, <2 x half> %fa3, <2 x half> %fa4, <2 x half> %fa5, <2 x half> %fa6, <2 x half> %fa7, <2 x half> %fb0, <2 x half> %fb1, <2 x half> %fb2, <2 x half> %fb3, <2 x half> %fb4, <2 x half> %fb5, <2 x half> %fb6, <2 x half> %fb7, float %fc0, float %fc1, float %fc2, float %fc3, float %fc4, float %fc5, float %fc6, float %fc7)
  %r0 = extractvalue { float, float, float, float, float, float, float, float } %r, 0
  %r1 = extractvalue { float, float, float, float, float, float, float, float } %r, 1
  %r2 = extractvalue { float, float, float, float, float, float, float, float } %r, 2
  %r3 = extractvalue { float, float, float, float, float, float, float, float } %r, 3
  %r4 = extractvalue { float, float, float, float, float, float, float, float } %r, 4
  %r5 = extractvalue { float, float, float, float, float, float, float, float } %r, 5
  %r6 = extractvalue { float, float, float, float, float, float, float, float } %r, 6
  %r7 = extractvalue { float, float, float, float, float, float, float, float } %r, 7
  call void @llvm.nvvm.wmma.m8n32k16.store.d.row.stride.f32.p0(ptr %pd, float %r0, float %r1, float %r2, float %r3, float %r4, float %r5, float %r6, float %r7, i32 %ld)
  ret void
}

; Whole 64/128-bit vector loads and stores aligned to their size are one
; .64/.128 access in every address space (global, shared, local); the
; elements live in a register pair or a 4-aligned quad.  Under-aligned
; vectors stay scalar; 16-bit elements are unpacked from and packed into
; the words.
; RUN: oa-llc -mcpu=sm_80 %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_90 %s -o - | FileCheck %s
target triple = "nvptx64-nvidia-cuda"
@sh = internal addrspace(3) global [256 x <4 x i32>] undef, align 16

; CHECK-LABEL: .kernel v4f32
; CHECK: LDG.E.128 R{{[0-9]+}}, {{.*}}[R{{[0-9]+}}.64] ;
; CHECK-COUNT-4: FADD
; CHECK: STG.E.128 {{.*}}[R{{[0-9]+}}.64], R{{[0-9]+}} ;
define ptx_kernel void @v4f32(ptr addrspace(1) %a, ptr addrspace(1) %b) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr <4 x float>, ptr addrspace(1) %a, i32 %t
  %v = load <4 x float>, ptr addrspace(1) %p, align 16
  %w = fadd <4 x float> %v, <float 1.0, float 2.0, float 3.0, float 4.0>
  %q = getelementptr <4 x float>, ptr addrspace(1) %b, i32 %t
  store <4 x float> %w, ptr addrspace(1) %q, align 16
  ret void
}

; CHECK-LABEL: .kernel v2i32_shared
; CHECK: LDG.E.64 R{{[0-9]+}}, {{.*}}[R{{[0-9]+}}.64] ;
; CHECK: STS.128 [R{{[0-9]+}}{{.*}}], R{{[0-9]+}} ;
; CHECK: LDS.128 R{{[0-9]+}}, [R{{[0-9]+}}{{.*}}] ;
; CHECK: STG.E.128
define ptx_kernel void @v2i32_shared(ptr addrspace(1) %a, ptr addrspace(1) %b) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr <2 x i32>, ptr addrspace(1) %a, i32 %t
  %v = load <2 x i32>, ptr addrspace(1) %p, align 8
  %s = getelementptr <4 x i32>, ptr addrspace(3) @sh, i32 %t
  %x = extractelement <2 x i32> %v, i32 0
  %y = extractelement <2 x i32> %v, i32 1
  %i0 = insertelement <4 x i32> undef, i32 %y, i32 0
  %i1 = insertelement <4 x i32> %i0, i32 %x, i32 1
  %i2 = insertelement <4 x i32> %i1, i32 %t, i32 2
  %i3 = insertelement <4 x i32> %i2, i32 7, i32 3
  store <4 x i32> %i3, ptr addrspace(3) %s, align 16
  call void @llvm.nvvm.barrier0()
  %t1 = xor i32 %t, 1
  %s2 = getelementptr <4 x i32>, ptr addrspace(3) @sh, i32 %t1
  %r = load <4 x i32>, ptr addrspace(3) %s2, align 16
  %q = getelementptr <4 x i32>, ptr addrspace(1) %b, i32 %t
  store <4 x i32> %r, ptr addrspace(1) %q, align 16
  ret void
}

; CHECK-LABEL: .kernel v8f16
; CHECK: LDG.E.128
; CHECK-NOT: F2FP
; CHECK-COUNT-4: HADD2 R{{[0-9]+}}, R{{[0-9]+}}, R{{[0-9]+}} ;
; CHECK-NOT: F2FP
; CHECK: STG.E.128
define ptx_kernel void @v8f16(ptr addrspace(1) %a, ptr addrspace(1) %b) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr <8 x half>, ptr addrspace(1) %a, i32 %t
  %v = load <8 x half>, ptr addrspace(1) %p, align 16
  %w = fadd <8 x half> %v, %v
  %q = getelementptr <8 x half>, ptr addrspace(1) %b, i32 %t
  store <8 x half> %w, ptr addrspace(1) %q, align 16
  ret void
}

; CHECK-LABEL: .kernel local_v2f64
; CHECK: LDG.E.128
; CHECK-NOT: SHF.R
; CHECK: STL.128 [R{{[0-9]+}}], R{{[0-9]+}} ;
; CHECK: LDL.128 R{{[0-9]+}}, [R{{[0-9]+}}] ;
define ptx_kernel void @local_v2f64(ptr addrspace(1) %a, i32 %i) {
  %buf = alloca [4 x <2 x double>], align 16
  %v = load <2 x double>, ptr addrspace(1) %a, align 16
  %p = getelementptr <2 x double>, ptr %buf, i32 %i
  store volatile <2 x double> %v, ptr %p, align 16
  %r = load volatile <2 x double>, ptr %p, align 16
  store <2 x double> %r, ptr addrspace(1) %a, align 16
  ret void
}

; Four 4-aligned words; the 8-aligned store is two STG.E.64.
; CHECK-LABEL: .kernel unaligned
; CHECK-COUNT-4: LDG.E R
; CHECK-COUNT-2: STG.E.64
; CHECK-NOT: .128
; CHECK: EXIT
define ptx_kernel void @unaligned(ptr addrspace(1) %a, ptr addrspace(1) %b) {
  %v = load <4 x float>, ptr addrspace(1) %a, align 4
  store <4 x float> %v, ptr addrspace(1) %b, align 8
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

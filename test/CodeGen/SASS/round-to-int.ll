; A float rounded to an integral value and then converted is one F2I with
; that rounding, as ptxas gives cvt.rni/rmi/rpi/rzi: oa's __float2int_rn is
; (int)rintf(x), and floorf/ceilf/truncf before a cast are common in
; quantisation and index arithmetic.  The F2I rounding forms are the ones
; the nvvm.f2i.* intrinsics select (tested in oa-emu and on the GPU there).
; RUN: oa-llc -mcpu=sm_90 -O3 %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_80 -O3 %s -o - | FileCheck %s
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .kernel rn_s32
; CHECK-NOT: FRND
; CHECK: F2I.NTZ R{{[0-9]+}}, R{{[0-9]+}}
define ptx_kernel void @rn_s32(ptr addrspace(1) %p, float %x) {
  %r = call float @llvm.rint.f32(float %x)
  %i = fptosi float %r to i32
  store i32 %i, ptr addrspace(1) %p
  ret void
}

; CHECK-LABEL: .kernel even_u32
; CHECK-NOT: FRND
; CHECK: F2I.U32.NTZ
define ptx_kernel void @even_u32(ptr addrspace(1) %p, float %x) {
  %r = call float @llvm.roundeven.f32(float %x)
  %i = fptoui float %r to i32
  store i32 %i, ptr addrspace(1) %p
  ret void
}

; CHECK-LABEL: .kernel floor_s64
; CHECK-NOT: FRND
; CHECK: F2I.S64.FLOOR
define ptx_kernel void @floor_s64(ptr addrspace(1) %p, float %x) {
  %r = call float @llvm.floor.f32(float %x)
  %i = fptosi float %r to i64
  store i64 %i, ptr addrspace(1) %p
  ret void
}

; CHECK-LABEL: .kernel ceil_d_s32
; CHECK-NOT: FRND
; CHECK: F2I.F64.CEIL
define ptx_kernel void @ceil_d_s32(ptr addrspace(1) %p, double %x) {
  %r = call double @llvm.ceil.f64(double %x)
  %i = fptosi double %r to i32
  store i32 %i, ptr addrspace(1) %p
  ret void
}

; CHECK-LABEL: .kernel trunc_d_u64
; CHECK-NOT: FRND
; CHECK: F2I.U64.F64.TRUNC
define ptx_kernel void @trunc_d_u64(ptr addrspace(1) %p, double %x) {
  %r = call double @llvm.trunc.f64(double %x)
  %i = fptoui double %r to i64
  store i64 %i, ptr addrspace(1) %p
  ret void
}

; A rounded value used twice keeps its FRND.
; CHECK-LABEL: .kernel two_uses
; CHECK: FRND
define ptx_kernel void @two_uses(ptr addrspace(1) %p, ptr addrspace(1) %q, float %x) {
  %r = call float @llvm.rint.f32(float %x)
  %i = fptosi float %r to i32
  store i32 %i, ptr addrspace(1) %p
  store float %r, ptr addrspace(1) %q
  ret void
}

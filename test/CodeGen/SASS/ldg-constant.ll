; A global load from a kernel argument that is noalias (`__restrict__`) and
; only read (`const`; readonly, as clang's optimiser infers it) goes through
; the read-only path, LDG.E.CONSTANT, as NVPTX selects ld.global.nc and
; ptxas writes it (axpy's x).  A readonly argument that may alias another
; (no noalias), a noalias one the kernel also writes, and a volatile load
; keep LDG.E.  Every width has the form (LDG.E.128.CONSTANT ...).
; RUN: oa-llc -mcpu=sm_90 -O3 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_80 -O3 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_90 -O3 -filetype=obj %s -o %t.cubin && oa-objdump -d %t.cubin | FileCheck %s --check-prefix=OBJ

; CHECK-LABEL: .kernel axpy
; CHECK-DAG: LDG.E.CONSTANT R{{[0-9]+}}, {{(desc\[UR[0-9]+\])?}}[R{{[0-9]+}}.64] ;
; CHECK-DAG: LDG.E R{{[0-9]+}}, {{(desc\[UR[0-9]+\])?}}[R{{[0-9]+}}.64] ;
; CHECK: STG.E
; OBJ-LABEL: .kernel axpy
; OBJ: LDG.E.CONSTANT R{{[0-9]+}}, desc[UR4][R{{[0-9]+}}.64] ;
define ptx_kernel void @axpy(i32 %n, float %a, ptr addrspace(1) noalias readonly %x, ptr addrspace(1) noalias %y) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %px = getelementptr inbounds float, ptr addrspace(1) %x, i32 %t
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i32 %t
  %vx = load float, ptr addrspace(1) %px, align 4
  %vy = load float, ptr addrspace(1) %py, align 4
  %r = call float @llvm.fma.f32(float %a, float %vx, float %vy)
  store float %r, ptr addrspace(1) %py, align 4
  ret void
}

; CHECK-LABEL: .kernel vec4
; CHECK: LDG.E.128.CONSTANT R{{[0-9]+}}, {{(desc\[UR[0-9]+\])?}}[R{{[0-9]+}}.64] ;
; CHECK: STG.E.128
define ptx_kernel void @vec4(ptr addrspace(1) noalias readonly %x, ptr addrspace(1) noalias %y) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %px = getelementptr inbounds <4 x float>, ptr addrspace(1) %x, i32 %t
  %py = getelementptr inbounds <4 x float>, ptr addrspace(1) %y, i32 %t
  %v = load <4 x float>, ptr addrspace(1) %px, align 16
  store <4 x float> %v, ptr addrspace(1) %py, align 16
  ret void
}

; CHECK-LABEL: .kernel aliased
; CHECK-NOT: CONSTANT
; CHECK: LDG.E R
; CHECK-NOT: CONSTANT
; CHECK: EXIT
define ptx_kernel void @aliased(ptr addrspace(1) readonly %x, ptr addrspace(1) %y) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %px = getelementptr inbounds float, ptr addrspace(1) %x, i32 %t
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i32 %t
  %v = load float, ptr addrspace(1) %px, align 4
  store float %v, ptr addrspace(1) %py, align 4
  ret void
}

; CHECK-LABEL: .kernel written
; CHECK-NOT: CONSTANT
; CHECK: LDG.E R
; CHECK-NOT: CONSTANT
; CHECK: EXIT
define ptx_kernel void @written(ptr addrspace(1) noalias %x) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %px = getelementptr inbounds float, ptr addrspace(1) %x, i32 %t
  %v = load float, ptr addrspace(1) %px, align 4
  %w = fadd float %v, 1.0
  %q = getelementptr inbounds float, ptr addrspace(1) %px, i32 1024
  store float %w, ptr addrspace(1) %q, align 4
  ret void
}

; CHECK-LABEL: .kernel vol
; CHECK-NOT: CONSTANT
; CHECK: LDG.E
; CHECK-NOT: CONSTANT
; CHECK: EXIT
define ptx_kernel void @vol(ptr addrspace(1) noalias readonly %x, ptr addrspace(1) noalias %y) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %px = getelementptr inbounds float, ptr addrspace(1) %x, i32 %t
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i32 %t
  %v = load volatile float, ptr addrspace(1) %px, align 4
  store float %v, ptr addrspace(1) %py, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare float @llvm.fma.f32(float, float, float)

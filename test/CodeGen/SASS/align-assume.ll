; An alignment assumption vouches for the accesses based on its pointer, as
; an access would (SASSAlignAccesses): oa's __ldg of a float4 loads the four
; elements through an addrspace(1) cast of the assumed pointer, and they
; become one LDG.E.128.CONSTANT.  An assumption that does not dominate the
; loads (made on one path only) proves nothing for them: four loads.
; RUN: oa-llc -mcpu=sm_90 -O3 -verify-machineinstrs %s -o - | FileCheck %s

; CHECK-LABEL: .kernel ldg4
; CHECK: LDG.E.128.CONSTANT R{{[0-9]+}}, desc[UR{{[0-9]+}}][R{{[0-9]+}}.64] ;
; CHECK-NOT: LDG
; CHECK: STG.E.128
define ptx_kernel void @ldg4(ptr %x, ptr addrspace(1) %o) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr inbounds [4 x float], ptr %x, i32 %t
  call void @llvm.assume(i1 true) [ "align"(ptr %p, i64 16) ]
  %g = addrspacecast ptr %p to ptr addrspace(1)
  %g1 = getelementptr inbounds i8, ptr addrspace(1) %g, i64 4
  %g2 = getelementptr inbounds i8, ptr addrspace(1) %g, i64 8
  %g3 = getelementptr inbounds i8, ptr addrspace(1) %g, i64 12
  %a = load float, ptr addrspace(1) %g, align 4, !invariant.load !0
  %b = load float, ptr addrspace(1) %g1, align 4, !invariant.load !0
  %c = load float, ptr addrspace(1) %g2, align 4, !invariant.load !0
  %d = load float, ptr addrspace(1) %g3, align 4, !invariant.load !0
  %q = getelementptr inbounds [4 x float], ptr addrspace(1) %o, i32 %t
  %q1 = getelementptr inbounds i8, ptr addrspace(1) %q, i64 4
  %q2 = getelementptr inbounds i8, ptr addrspace(1) %q, i64 8
  %q3 = getelementptr inbounds i8, ptr addrspace(1) %q, i64 12
  store float %a, ptr addrspace(1) %q, align 16
  store float %b, ptr addrspace(1) %q1, align 4
  store float %c, ptr addrspace(1) %q2, align 8
  store float %d, ptr addrspace(1) %q3, align 4
  ret void
}

; CHECK-LABEL: .kernel one_path
; CHECK-COUNT-4: LDG.E.CONSTANT R{{[0-9]+}}, desc
; CHECK-NOT: LDG
define ptx_kernel void @one_path(ptr %x, ptr addrspace(1) %o, i1 %c0) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr inbounds [4 x float], ptr %x, i32 %t
  br i1 %c0, label %then, label %join
then:
  call void @llvm.assume(i1 true) [ "align"(ptr %p, i64 16) ]
  br label %join
join:
  %g = addrspacecast ptr %p to ptr addrspace(1)
  %g1 = getelementptr inbounds i8, ptr addrspace(1) %g, i64 4
  %g2 = getelementptr inbounds i8, ptr addrspace(1) %g, i64 8
  %g3 = getelementptr inbounds i8, ptr addrspace(1) %g, i64 12
  %a = load float, ptr addrspace(1) %g, align 4, !invariant.load !0
  %b = load float, ptr addrspace(1) %g1, align 4, !invariant.load !0
  %c = load float, ptr addrspace(1) %g2, align 4, !invariant.load !0
  %d = load float, ptr addrspace(1) %g3, align 4, !invariant.load !0
  %s1 = fadd float %a, %b
  %s2 = fadd float %c, %d
  %s = fadd float %s1, %s2
  %q = getelementptr inbounds float, ptr addrspace(1) %o, i32 %t
  store float %s, ptr addrspace(1) %q, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.assume(i1)
!0 = !{}

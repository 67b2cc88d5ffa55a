; RUN: oa-llc -mcpu=sm_90 -O3 %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_90 -O3 %s -o - | FileCheck %s --check-prefix=SHAPE
; SHAPE-LABEL: .kernel k
; SHAPE-NOT: STG.E.U16
; SHAPE: STG.E desc
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, <2 x half> %v) {
  store <2 x half> %v, ptr addrspace(1) %p, align 4
  ret void
}

; CHECK-LABEL: .kernel k
; CHECK: [B------:R-:W-:Y:S01] STALE ;

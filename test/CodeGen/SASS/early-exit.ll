; A conditional branch to a block that only exits becomes a guarded EXIT
; (what ptxas emits for `if (i >= n) return;`): no BSSY/BSYNC region, the
; finished threads leave at once.  Both senses of the branch (the exit as
; the taken target or as the fall-through).  A branch to a join that does
; more than exit keeps its convergence region; -O0 keeps the branch.
; RUN: oa-llc -mcpu=sm_90 -O3 %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_80 -O3 %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_90 -O0 %s -o - | FileCheck %s --check-prefix=O0
; RUN: oa-llc -mcpu=sm_90 -O3 -filetype=obj %s -o %t.cubin
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .kernel bounds
; CHECK-NOT:   BSSY
; CHECK:       ISETP.GE.AND [[P:P[0-6]]], PT
; CHECK-NEXT:  @[[P]] EXIT ;
; CHECK-NOT:   BSYNC
; CHECK:       STG.E
; CHECK-NEXT:  EXIT ;
; O0-LABEL:    .kernel bounds
; O0:          BSSY
; O0:          BSYNC
define ptx_kernel void @bounds(ptr addrspace(1) %x, i32 %n) {
  %i = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %done, !prof !0
body:
  %p = getelementptr float, ptr addrspace(1) %x, i32 %i
  store float 1.0, ptr addrspace(1) %p
  br label %done
done:
  ret void
}

; The exit is what falls through: the guard is inverted.
; CHECK-LABEL: .kernel fallthrough
; CHECK-NOT:   BSSY
; CHECK:       @{{!?}}P{{[0-6]}} EXIT ;
; CHECK-NOT:   BSYNC
; CHECK:       STG.E
define ptx_kernel void @fallthrough(ptr addrspace(1) %x, i32 %n) {
  %i = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp sge i32 %i, %n
  br i1 %c, label %done, label %body, !prof !1
done:
  ret void
body:
  %p = getelementptr float, ptr addrspace(1) %x, i32 %i
  store float 2.0, ptr addrspace(1) %p
  ret void
}

; The join stores: not an exit.  The short body is predicated: guarded
; by the negated condition, no branch, no convergence region.
; CHECK-LABEL: .kernel join
; CHECK:       ISETP.GE.AND [[Q:P[0-6]]]
; CHECK-NOT:   {{BSSY|EXIT}}
; CHECK:       @![[Q]] STG.E
; CHECK-NEXT:  STG.E
; CHECK-NEXT:  EXIT ;
define ptx_kernel void @join(ptr addrspace(1) %x, i32 %n) {
  %i = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %done
body:
  %p = getelementptr float, ptr addrspace(1) %x, i32 %i
  store float 1.0, ptr addrspace(1) %p
  br label %done
done:
  store float 3.0, ptr addrspace(1) %x
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!0 = !{!"branch_weights", i32 100, i32 1}
!1 = !{!"branch_weights", i32 1, i32 100}

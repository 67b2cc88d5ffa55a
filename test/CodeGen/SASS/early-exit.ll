; A conditional branch to a block that only exits becomes a guarded EXIT
; (what ptxas emits for `if (i >= n) return;`): no BSSY/BSYNC region, the
; finished threads leave at once.  Both senses of the branch (the exit as
; the taken target or as the fall-through).  A branch to a join that does
; more than exit keeps its convergence region; -O0 keeps the branch.  A
; loop's latch that falls through to the EXIT block keeps its back branch
; (`@P0 BRA top; EXIT`, ptxas's grid-stride loop): a guarded EXIT there
; would need a BRA after it, one more instruction every trip.
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

; CHECK-LABEL: .kernel grid_stride
; CHECK:       @[[P:P[0-6]]] EXIT ;
; CHECK-NOT:   BSSY
; CHECK:       STG.E
; CHECK-NEXT:  @[[Q:P[0-6]]] BRA
; CHECK-NEXT:  EXIT ;
define ptx_kernel void @grid_stride(ptr addrspace(1) %x, ptr addrspace(1) %y, float %a, i32 %n) {
entry:
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %nctaid = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %m = mul i32 %ctaid, %ntid
  %i0 = add i32 %m, %tid
  %st = mul i32 %nctaid, %ntid
  %c0 = icmp slt i32 %i0, %n
  br i1 %c0, label %loop, label %exit
loop:
  %i = phi i32 [ %i0, %entry ], [ %in, %loop ]
  %px = getelementptr float, ptr addrspace(1) %x, i32 %i
  %v = load float, ptr addrspace(1) %px
  %r = fmul float %a, %v
  %py = getelementptr float, ptr addrspace(1) %y, i32 %i
  store float %r, ptr addrspace(1) %py
  %in = add i32 %i, %st
  %c = icmp slt i32 %in, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()

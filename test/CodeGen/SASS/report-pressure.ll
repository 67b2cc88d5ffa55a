; -sass-report-pressure prints each function's GPR pressure and occupancy
; target, and for every region whose pressure the scheduler tracks, its
; maximum in the original order and in the schedule (live-through registers
; included).  This dot product's loop shows a known overshoot: the target
; is 28 and the scheduled loop body holds 32 (the greedy pressure rule does
; not hold the target in long regions; docs/results/emu-2026-12-07-s25.md).
; RUN: oa-llc -mcpu=sm_90 -O3 -sass-report-pressure %s -o /dev/null 2>&1 | FileCheck %s
; CHECK: dot: GPR pressure 19, occupancy target 28
; CHECK-NEXT: {{^  }}%bb.{{[0-9]+}}, 69 instructions: 19 -> 32 GPRs
; CHECK-NOT: instructions:
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; out[tid] = sum over k < n of x[k * n + tid]
define ptx_kernel void @dot(ptr addrspace(1) %x, ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %any = icmp sgt i32 %n, 0
  br i1 %any, label %loop, label %done

loop:
  %k = phi i32 [ 0, %entry ], [ %k.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %row = mul i32 %k, %n
  %i = add i32 %row, %tid
  %idx = zext nneg i32 %i to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %x, i64 %idx
  %v = load float, ptr addrspace(1) %p, align 4
  %acc.next = fadd float %acc, %v
  %k.next = add nuw nsw i32 %k, 1
  %more = icmp slt i32 %k.next, %n
  br i1 %more, label %loop, label %done

done:
  %r = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %o = getelementptr inbounds float, ptr addrspace(1) %out, i32 %tid
  store float %r, ptr addrspace(1) %o, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

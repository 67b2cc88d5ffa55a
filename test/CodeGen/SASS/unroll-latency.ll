; SASSUnrollLatency (on by default; -sass-unroll-latency-loops=false): a small
; loop of global loads with a trip count known only at run time, already
; unrolled by 4 by LoopUnroll, is unrolled by 4 again, as ptxas unrolls
; NVVM's by-4 loops: a 16-copy loop, then the 4-copy loop for 0-3 trips,
; then the 1-copy remainder.  A loop strided by the block (`c += 256`)
; makes few trips per thread and is left as LoopUnroll made it.
; Under the scheduler's occupancy target (32 registers at 256 threads) the
; 16 copies' loads are partly serialised (sgemm_naive: one warp's modelled
; issue time a k step 166 -> 534 cycles), yet sgemm_naive ran 1.12 -> 1.00
; of nvcc's time on the H100 with it.
; RUN: oa-llc -mcpu=sm_90 -O3 %s -o - | FileCheck %s --check-prefix=ON
; RUN: oa-llc -mcpu=sm_90 -O3 -sass-unroll-latency-loops=false %s -o - | FileCheck %s --check-prefix=OFF
; RUN: oa-llc -mcpu=sm_80 -O3 -verify-machineinstrs %s -o /dev/null

; The unit-stride loop: 16 + 4 + 1 loads with the pass, 4 + 1 without.
; ON-LABEL: .kernel dot
; ON-COUNT-21: LDG.E R
; ON-NOT: LDG.E R
; ON: STG.E
; OFF-LABEL: .kernel dot
; OFF-COUNT-5: LDG.E R
; OFF-NOT: LDG.E R
; OFF: STG.E

; The block-strided loop: 4 + 1 either way.
; ON-LABEL: .kernel row_sum
; ON-COUNT-5: LDG.E R
; ON-NOT: LDG.E R
; ON: STG.E
; OFF-LABEL: .kernel row_sum
; OFF-COUNT-5: LDG.E R
; OFF-NOT: LDG.E R
; OFF: STG.E

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

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

define ptx_kernel void @row_sum(ptr addrspace(1) %x, ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %any = icmp slt i32 %tid, %n
  br i1 %any, label %loop, label %done

loop:
  %c = phi i32 [ %tid, %entry ], [ %c.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %idx = zext nneg i32 %c to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %x, i64 %idx
  %v = load float, ptr addrspace(1) %p, align 4
  %acc.next = fadd float %acc, %v
  %c.next = add nuw nsw i32 %c, 256
  %more = icmp slt i32 %c.next, %n
  br i1 %more, label %loop, label %done

done:
  %r = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %o = getelementptr inbounds float, ptr addrspace(1) %out, i32 %tid
  store float %r, ptr addrspace(1) %o, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

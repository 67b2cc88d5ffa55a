; One lane's arrival on an mbarrier (a pipeline stage's release, lane 0 of
; each warp) is a guarded SYNCS.ARRIVE, as ptxas writes it, not a branch
; around it: an arrival counts once per active lane like an atomic, so it
; may be predicated, and the loop keeps no convergence region (BSSY/BSYNC)
; for it.  attention-emu.test runs the TMA-warp attention that releases its
; stages this way.  An arrival whose state is unused writes RZ, as ptxas's
; do (no register pair, no write scoreboard); a used state keeps its pair.
; RUN: oa-llc -mcpu=sm_90 -O3 -verify-machineinstrs %s -o - | FileCheck %s
; CHECK-LABEL: .kernel release
; CHECK-NOT: BSSY
; CHECK: @{{!?}}P{{[0-6]}} SYNCS.ARRIVE.TRANS64.A1T0 RZ, [R{{[0-9]+}}+URZ], RZ ;
; CHECK-NOT: BSSY
; CHECK: EXIT
; CHECK-LABEL: .kernel states
; CHECK-DAG: SYNCS.ARRIVE.TRANS64 RZ, [R{{[0-9]+}}+URZ], R{{[0-9]+}} ;
; CHECK-DAG: SYNCS.ARRIVE.TRANS64.A1T0 R{{[0-9]+}}, [R{{[0-9]+}}+URZ], RZ ;
target triple = "nvptx64-nvidia-cuda"

@bars = internal addrspace(3) global [2 x i64] undef, align 8

declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3))
declare i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3), i32)

define ptx_kernel void @release(i32 %n) {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %lead = icmp eq i32 %lane, 0
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %done

loop:
  %j = phi i32 [ 0, %entry ], [ %j1, %next ]
  %st = and i32 %j, 1
  %b = getelementptr [2 x i64], ptr addrspace(3) @bars, i32 0, i32 %st
  br i1 %lead, label %arrive, label %next

arrive:
  %s = call i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3) %b)
  br label %next

next:
  %j1 = add i32 %j, 1
  %more = icmp slt i32 %j1, %n
  br i1 %more, label %loop, label %done

done:
  ret void
}

define ptx_kernel void @states(ptr addrspace(1) %o, i32 %tx) {
  %b = getelementptr [2 x i64], ptr addrspace(3) @bars, i32 0, i32 1
  %u = call i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) @bars, i32 %tx)
  %s = call i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3) %b)
  store i64 %s, ptr addrspace(1) %o
  ret void
}

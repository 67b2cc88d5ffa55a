; Divergent regions on the two arms of an enclosing divergent region are
; armed at the same time (the warp runs the arms' threads interleaved), so
; they need different convergence barriers: sharing one let the else arm's
; BSSY re-arm the barrier the then arm's threads were waiting on (oa-emu:
; "deadlock: BSYNC waiting for lanes that never arrive", difftest seed 1022,
; utils/difftest/findings/nested-divergence-deadlock; test/Emulator/
; nested-divergence.test runs it).
; RUN: oa-llc -mcpu=sm_90 -O0 %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_90 -O3 %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_80 -O3 %s -o - | FileCheck %s
; CHECK-LABEL: .kernel k
; CHECK: BSSY B0,
; CHECK: BSSY B1,
; CHECK: BSSY B2,
; CHECK-NOT: BSSY
; CHECK-LABEL: .kernel seq
; Regions one after the other on one arm may share a barrier: the first's
; BSYNC frees it before the second is armed (-O0 keeps the enclosing region;
; -O3 makes it an early exit).
; RUN: oa-llc -mcpu=sm_90 -O0 %s -o - | FileCheck %s --check-prefix=SEQ
; SEQ-LABEL: .kernel seq
; SEQ: BSSY B0,
; SEQ: BSSY B1,
; SEQ: BSSY B1,
; SEQ-NOT: BSSY

define ptx_kernel void @k(ptr addrspace(1) %p) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a = and i32 %t, 1
  %c0 = icmp eq i32 %a, 0
  br i1 %c0, label %then, label %else
then:
  %b = and i32 %t, 2
  %c1 = icmp eq i32 %b, 0
  br i1 %c1, label %t1, label %tj
t1:
  %x1 = atomicrmw add ptr addrspace(1) %p, i32 1 monotonic
  br label %tj
tj:
  %q = getelementptr i32, ptr addrspace(1) %p, i32 1
  %x2 = atomicrmw add ptr addrspace(1) %q, i32 1 monotonic
  br label %join
else:
  %d = and i32 %t, 4
  %c2 = icmp eq i32 %d, 0
  br i1 %c2, label %e1, label %ej
e1:
  %r = getelementptr i32, ptr addrspace(1) %p, i32 2
  %x3 = atomicrmw add ptr addrspace(1) %r, i32 1 monotonic
  br label %ej
ej:
  %s = getelementptr i32, ptr addrspace(1) %p, i32 3
  %x4 = atomicrmw add ptr addrspace(1) %s, i32 1 monotonic
  br label %join
join:
  ret void
}

; An outer divergent if whose then arm holds two inner ifs in sequence.
define ptx_kernel void @seq(ptr addrspace(1) %p) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a = and i32 %t, 1
  %c0 = icmp eq i32 %a, 0
  br i1 %c0, label %then, label %join
then:
  %b = and i32 %t, 2
  %c1 = icmp eq i32 %b, 0
  br i1 %c1, label %t1, label %tj
t1:
  %x1 = atomicrmw add ptr addrspace(1) %p, i32 1 monotonic
  br label %tj
tj:
  %y = atomicrmw add ptr addrspace(1) %p, i32 2 monotonic
  br label %mid
mid:
  %d = and i32 %t, 4
  %c2 = icmp eq i32 %d, 0
  br i1 %c2, label %t2, label %tk
t2:
  %q = getelementptr i32, ptr addrspace(1) %p, i32 1
  %x2 = atomicrmw add ptr addrspace(1) %q, i32 1 monotonic
  br label %tk
tk:
  %r = getelementptr i32, ptr addrspace(1) %p, i32 2
  %x3 = atomicrmw add ptr addrspace(1) %r, i32 1 monotonic
  br label %join
join:
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

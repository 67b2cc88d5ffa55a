; An integer atomic with an unused result on a warp-uniform address (kernel
; arguments, block ids, constants) is done once per warp: REDUX over the
; active lanes, then the highest active lane (FLO of the mask, as ptxas picks
; it) sends it under a guard, with no branch (SASSAggregateAtomics, then
; if-conversion).
; A thread-dependent address, a used result, a float or 64-bit value, or -O0
; keep the plain atomic.  redux.sync itself is REDUX through UR6.
; RUN: oa-llc -mcpu=sm_90 -O3 %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_80 -O3 %s -o - | FileCheck %s --check-prefix=SM80
; RUN: oa-llc -mcpu=sm_90 -O0 %s -o - | FileCheck %s --check-prefix=O0
; RUN: oa-llc -mcpu=sm_90 -O3 -filetype=obj %s -o %t.cubin
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .kernel uniform
; CHECK-DAG: S2R [[L:R[0-9]+]], SR_LANEID ;
; CHECK-DAG: VOTE.ANY [[M:R[0-9]+]], PT, PT ;
; CHECK-DAG: FLO.U32 [[F:R[0-9]+]], [[M]] ;
; CHECK-DAG: REDUX.SUM UR6, R{{[0-9]+}} ;
; CHECK-DAG: ISETP.NE.AND [[P:P[0-6]]], PT, [[L]], [[F]], PT ;
; CHECK-NOT: BRA
; CHECK: MOV [[V:R[0-9]+]], UR6 ;
; CHECK-NOT: BRA
; CHECK: @![[P]] REDG.E.ADD.STRONG.GPU desc[UR4][R{{[0-9]+}}.64], [[V]] ;
; CHECK: REDUX.MAX.S32 UR6
; CHECK: FLO.U32
; CHECK-NOT: BRA
; CHECK: REDG.E.MAX.S32.STRONG.GPU
; SM80-LABEL: .kernel uniform
; SM80: REDUX.SUM UR6
; SM80: RED.E.ADD.STRONG.GPU
; O0-LABEL: .kernel uniform
; O0-NOT: REDUX
; O0: REDG.E.ADD.STRONG.GPU
define ptx_kernel void @uniform(ptr addrspace(1) %p, i32 %v) {
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %q = getelementptr i32, ptr addrspace(1) %p, i32 %b
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = add i32 %t, %v
  %a = atomicrmw add ptr addrspace(1) %q, i32 %x monotonic
  %m = atomicrmw max ptr addrspace(1) %p, i32 %x monotonic
  ret void
}

; CHECK-LABEL: .kernel divergent
; CHECK-NOT: REDUX
; CHECK: REDG.E.ADD.STRONG.GPU
; CHECK: ATOMG.E.ADD.STRONG.GPU
; CHECK: REDG.E.ADD.F32.FTZ.RN.STRONG.GPU
; CHECK: REDG.E.ADD.64.STRONG.GPU
; CHECK: EXIT
define ptx_kernel void @divergent(ptr addrspace(1) %p, ptr addrspace(1) %o, float %f, i64 %w) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %q = getelementptr i32, ptr addrspace(1) %p, i32 %t
  %a = atomicrmw add ptr addrspace(1) %q, i32 1 monotonic
  %r = atomicrmw add ptr addrspace(1) %p, i32 %t monotonic
  store i32 %r, ptr addrspace(1) %o
  %c = atomicrmw fadd ptr addrspace(1) %p, float %f monotonic
  %d = atomicrmw add ptr addrspace(1) %p, i64 %w monotonic
  ret void
}

; CHECK-LABEL: .kernel redux
; CHECK: REDUX.MIN UR6, R{{[0-9]+}} ;
; CHECK: MOV [[R:R[0-9]+]], UR6 ;
; CHECK: STG.E desc[UR4][R{{[0-9]+}}.64], [[R]] ;
define ptx_kernel void @redux(ptr addrspace(1) %o) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %r = call i32 @llvm.nvvm.redux.sync.umin(i32 %t, i32 -1)
  store i32 %r, ptr addrspace(1) %o
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.redux.sync.umin(i32, i32)

; A select between registers whose one side is computed only for it becomes
; that side's instruction guarded by the select's predicate, writing over
; the other side (SASSInstrInfo::optimizeSelect, through PeepholeOptimizer):
; an argmax's index update is `@P0 IADD3`, as ptxas writes it, not an
; IADD3 and a SEL.  The other side may be the computed one (`@!P0`).  Not
; where the guarded instruction would read the loop-carried value it
; replaces (Collatz: the SEL writes the PHI's register; the guarded form
; would need a MOV back to it every trip).
; RUN: oa-llc -mcpu=sm_90 -O3 %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_80 -O3 %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_90 -O3 -sass-guard-selects=false %s -o - | FileCheck %s --check-prefix=OFF
; OFF-LABEL: .kernel argmax_step
; OFF: IADD3 [[K:R[0-9]+]], R{{[0-9]+}}, 0x20, RZ ;
; OFF: SEL R{{[0-9]+}}, [[K]], R{{[0-9]+}}, P{{[0-6]}} ;

; CHECK-LABEL: .kernel argmax_step
; CHECK: FSETP.GT.AND [[P:P[0-6]]], PT, [[V:R[0-9]+]], [[B:R[0-9]+]], PT ;
; CHECK-DAG: @[[P]] IADD3 [[I:R[0-9]+]], R{{[0-9]+}}, 0x20, RZ ;
; CHECK-DAG: SEL R{{[0-9]+}}, [[V]], [[B]], [[P]] ;
; CHECK-NOT: SEL
; CHECK: STG.E {{.*}}, [[I]] ;
define ptx_kernel void @argmax_step(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %out, i32 %k) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %x, i64 %i
  %v0 = load float, ptr addrspace(1) %p, align 4
  %q = getelementptr inbounds float, ptr addrspace(1) %p, i64 32
  %v1 = load float, ptr addrspace(1) %q, align 4
  %gt = fcmp ogt float %v1, %v0
  %best = select i1 %gt, float %v1, float %v0
  %k1 = add i32 %k, 32
  %idx = select i1 %gt, i32 %k1, i32 %k
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
  store i32 %idx, ptr addrspace(1) %o, align 4
  %ob = getelementptr inbounds float, ptr addrspace(1) %out, i64 1024
  %of = getelementptr inbounds float, ptr addrspace(1) %ob, i64 %i
  store float %best, ptr addrspace(1) %of, align 4
  ret void
}

; CHECK-LABEL: .kernel false_side
; CHECK: @!P{{[0-6]}} IADD3 [[R:R[0-9]+]], R{{[0-9]+}}, 0x3039, RZ ;
; CHECK-NOT: SEL
; CHECK: STG.E {{.*}}, [[R]] ;
define ptx_kernel void @false_side(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %out, i32 %c) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %x, i64 %i
  %a = load i32, ptr addrspace(1) %p, align 4
  %q = getelementptr inbounds i32, ptr addrspace(1) %p, i64 32
  %b = load i32, ptr addrspace(1) %q, align 4
  %lo = add i32 %b, 12345
  %cond = icmp slt i32 %a, %c
  %r = select i1 %cond, i32 %a, i32 %lo
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
  store i32 %r, ptr addrspace(1) %o, align 4
  ret void
}

; CHECK-LABEL: .kernel collatz
; CHECK: SEL [[VV:R[0-9]+]], R{{[0-9]+}}, [[VV]], P{{[0-6]}} ;
; CHECK-NOT: MOV
; CHECK: @P{{[0-6]}} BRA
define ptx_kernel void @collatz(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %x, i64 %i
  %v0 = load i32, ptr addrspace(1) %p, align 4
  %start = icmp ugt i32 %v0, 1
  br i1 %start, label %loop, label %done

loop:
  %v = phi i32 [ %v0, %entry ], [ %vn, %loop ]
  %s = phi i32 [ 0, %entry ], [ %sn, %loop ]
  %odd = and i32 %v, 1
  %isodd = icmp ne i32 %odd, 0
  %m = mul i32 %v, 3
  %up = add i32 %m, 1
  %down = lshr i32 %v, 1
  %vn = select i1 %isodd, i32 %up, i32 %down
  %sn = add i32 %s, 1
  %more = icmp ugt i32 %vn, 1
  br i1 %more, label %loop, label %done

done:
  %steps = phi i32 [ 0, %entry ], [ %sn, %loop ]
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
  store i32 %steps, ptr addrspace(1) %o, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

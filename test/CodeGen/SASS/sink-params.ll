; A kernel parameter used only after a loop is loaded there, not held in a
; register through the loop: SelectionDAG reads every argument a later
; block uses in the entry block, and sgemm_naive's C pointer (LDC.64
; c[0x0][0x238]) was live through its k loop (SASSFoldConstBank's
; sinkParams; ptxas loads it after the loop too).  A parameter the loop
; reads stays before it.  Off by default (-sass-sink-params turns it on):
; where registers do not bind it only adds loads.  The loop stays at one
; unrolling (-sass-unroll-latency-loops=false) to keep the checks short.
; RUN: oa-llc -mcpu=sm_90 -O3 -sass-unroll-latency-loops=false -sass-sink-params -verify-machineinstrs %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_80 -O3 -sass-sink-params -verify-machineinstrs %s -o /dev/null
; RUN: oa-llc -mcpu=sm_90 -O3 -sass-unroll-latency-loops=false %s -o - | FileCheck %s --check-prefix=OFF

; CHECK-LABEL: .kernel dot
; CHECK: LDC.64 R{{[0-9]+}}, c[0x0][0x210] ;
; CHECK-NOT: c[0x0][0x218]
; CHECK-COUNT-5: LDG.E
; CHECK-NOT: LDG.E
; CHECK: LDC.64 R{{[0-9]+}}, c[0x0][0x218] ;
; CHECK-NEXT: IMAD.WIDE
; CHECK-NEXT: STG.E
; OFF-LABEL: .kernel dot
; OFF: LDC.64 R{{[0-9]+}}, c[0x0][0x218] ;
; OFF-COUNT-5: LDG.E
; OFF-NOT: c[0x0][0x218]
; OFF: STG.E

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

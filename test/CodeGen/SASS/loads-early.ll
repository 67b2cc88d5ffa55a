; Global loads go as early as their operands allow (SASSMachineScheduler's
; load slices), as ptxas issues them: in this grid-stride loop x[i] is
; loaded before the remainder that indexes b, not after it; with the rule
; off GenericScheduler puts both loads after the remainder.  Issuing x
; first keeps its bytes in flight during the remainder's instructions.
; RUN: oa-llc -mcpu=sm_90 -O3 %s -o - | FileCheck %s --check-prefix=EARLY
; RUN: oa-llc -mcpu=sm_80 -O3 %s -o - | FileCheck %s --check-prefix=EARLY
; RUN: oa-llc -mcpu=sm_90 -O3 -sass-loads-early=false %s -o - | FileCheck %s --check-prefix=LATE
; EARLY-LABEL: .kernel bias_mod
; EARLY-NOT: ISETP.GE.U32
; EARLY: LDG.E [[X:R[0-9]+]], {{desc|\[}}
; EARLY: ISETP.GE.U32
; EARLY: ISETP.GE.U32
; EARLY: LDG.E [[B:R[0-9]+]], {{desc|\[}}
; EARLY: FADD R{{[0-9]+}}, [[X]], [[B]] ;
;
; Loads whose operands come together (three rows of a clamped stencil): a
; load whose operands are ready no sooner than the address node being
; waited for goes below it, so the next slice's nodes fill the first
; IMAD.WIDE's latency and the last load issues sooner (ptxas's order).
; Without that, each load follows its own chain.
; RUN: oa-llc -mcpu=sm_90 -O3 %s -o - | FileCheck %s --check-prefix=SLICES
; RUN: oa-llc -mcpu=sm_90 -O3 -sass-interleave-slices=false %s -o - | FileCheck %s --check-prefix=SERIAL
; SLICES-LABEL: .kernel rows3
; SLICES-NOT: LDG
; SLICES: IMAD.WIDE R{{[0-9]+}}, R{{[0-9]+}}, 0x4,
; SLICES-NEXT: {{IMAD|VIMNMX|IADD3}}
; SLICES: LDG.E
; SLICES: LDG.E
; SLICES: LDG.E
; SERIAL-LABEL: .kernel rows3
; SERIAL: IMAD.WIDE [[A:R[0-9]+]], R{{[0-9]+}}, 0x4,
; SERIAL-NEXT: LDG.E R{{[0-9]+}}, desc[UR4][[[A]].64]
; SERIAL: IMAD.WIDE [[B:R[0-9]+]], R{{[0-9]+}}, 0x4,
; SERIAL-NEXT: LDG.E R{{[0-9]+}}, desc[UR4][[[B]].64]
; SERIAL: IMAD.WIDE [[C:R[0-9]+]], R{{[0-9]+}}, 0x4,
; SERIAL-NEXT: LDG.E R{{[0-9]+}}, desc[UR4][[[C]].64]
; LATE-LABEL: .kernel bias_mod
; LATE-NOT: LDG
; LATE: ISETP.GE.U32
; LATE: ISETP.GE.U32
; LATE-NOT: ISETP.GE.U32
; LATE: LDG.E
; LATE: LDG.E
; LATE: FADD

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @bias_mod(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %b, ptr addrspace(1) noalias %y, i32 %n, i32 %cols) {
entry:
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %nctaid = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %base = mul i32 %ctaid, %ntid
  %i0 = add i32 %base, %tid
  %stride = mul i32 %nctaid, %ntid
  %enter = icmp slt i32 %i0, %n
  br i1 %enter, label %loop, label %exit

loop:
  %i = phi i32 [ %i0, %entry ], [ %inext, %loop ]
  %ix = sext i32 %i to i64
  %px = getelementptr inbounds float, ptr addrspace(1) %x, i64 %ix
  %vx = load float, ptr addrspace(1) %px, align 4
  %col = srem i32 %i, %cols
  %ic = sext i32 %col to i64
  %pb = getelementptr inbounds float, ptr addrspace(1) %b, i64 %ic
  %vb = load float, ptr addrspace(1) %pb, align 4
  %s = fadd float %vx, %vb
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i64 %ix
  store float %s, ptr addrspace(1) %py, align 4
  %inext = add i32 %i, %stride
  %more = icmp slt i32 %inext, %n
  br i1 %more, label %loop, label %exit

exit:
  ret void
}

define ptx_kernel void @rows3(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out, i32 %w, i32 %h) {
entry:
  %x = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %y = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %hm1 = add i32 %h, -1
  %ym1 = add i32 %y, -1
  %yu0 = call i32 @llvm.smax.i32(i32 %ym1, i32 0)
  %yp1 = add i32 %y, 1
  %yd0 = call i32 @llvm.smin.i32(i32 %yp1, i32 %hm1)
  %ru = mul i32 %yu0, %w
  %iu = add i32 %ru, %x
  %rc = mul i32 %y, %w
  %ic = add i32 %rc, %x
  %rd = mul i32 %yd0, %w
  %id = add i32 %rd, %x
  %su = sext i32 %iu to i64
  %sc = sext i32 %ic to i64
  %sd = sext i32 %id to i64
  %pu = getelementptr inbounds float, ptr addrspace(1) %in, i64 %su
  %pc = getelementptr inbounds float, ptr addrspace(1) %in, i64 %sc
  %pd = getelementptr inbounds float, ptr addrspace(1) %in, i64 %sd
  %vu = load float, ptr addrspace(1) %pu, align 4
  %vc = load float, ptr addrspace(1) %pc, align 4
  %vd = load float, ptr addrspace(1) %pd, align 4
  %s0 = fadd float %vu, %vc
  %s1 = fadd float %s0, %vd
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %sc
  store float %s1, ptr addrspace(1) %po, align 4
  ret void
}
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.smin.i32(i32, i32)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()

; Control codes from the latency model (docs/CodeGen.md, measured on the
; H200): an ALU/FMA result read by a memory instruction waits its latency plus
; two; within a pipe the latency alone; ULDC is fixed latency (no scoreboard); bit 109 is
; clear on every instruction unless -sass-yield-all=false; the declared
; register count is the highest register + 3 (two reserved), and no higher
; register is named.
; RUN: oa-llc -mcpu=sm_90 %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_80 %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_90 %s -o - | FileCheck %s --check-prefix=REGS
; RUN: oa-llc -mcpu=sm_90 %s -o - | FileCheck %s --check-prefix=NOHIGH
; RUN: oa-llc -mcpu=sm_90 -sass-yield-all=false %s -o - | FileCheck %s --check-prefix=PTXAS
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @axpy(i32 %n, float %a, ptr %x, ptr %y) {
  %b = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %m = mul i32 %b, %d
  %i = add i32 %m, %t
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %done
body:
  %e = sext i32 %i to i64
  %px = getelementptr inbounds float, ptr %x, i64 %e
  %py = getelementptr inbounds float, ptr %y, i64 %e
  %vx = load float, ptr %px, align 4
  %vy = load float, ptr %py, align 4
  %r = call float @llvm.fma.f32(float %a, float %vx, float %vy)
  store float %r, ptr %py, align 4
  br label %done
done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare float @llvm.fma.f32(float, float, float)

; CHECK-NOT: {{:-:S[0-9]}}
; CHECK: [B------:R-:W-:Y:S01] ULDC.64 UR4, c[0x0][{{0x118|0x208}}] ;
; Both addresses are one IMAD.WIDE each (FMA pipe, latency 4); each feeds
; its LDG (a memory instruction) at least 6 cycles later, spread over the
; instructions between them.
; CHECK: :Y:S01] IMAD.WIDE R[[A:[0-9]+]], R{{[0-9]+}}, 0x4, R{{[0-9]+}} ;
; CHECK-NEXT: :Y:S05] IMAD.WIDE R[[B:[0-9]+]], R{{[0-9]+}}, 0x4, R{{[0-9]+}} ;
; CHECK-NEXT: :Y:S02] LDG.E R{{[0-9]+}}, {{(desc\[UR4\])?}}[R[[A]].64] ;
; CHECK-NEXT: ] LDG.E R{{[0-9]+}}, {{(desc\[UR4\])?}}[R[[B]].64] ;
; CHECK-NOT: {{:-:S[0-9]}}

; REGS: .registers [[#N:]]
; REGS: {{[^U0-9]}}R[[#N-3]]{{[^0-9]}}
; NOHIGH: .registers [[#N:]]
; NOHIGH-NOT: {{[^U0-9]}}R[[#N-2]]{{[^0-9]}}
; NOHIGH-NOT: {{[^U0-9]}}R[[#N-1]]{{[^0-9]}}

; PTXAS: {{:-:S[0-9]}}

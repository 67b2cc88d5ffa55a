; Kernel parameters come from bank 0 at the SM's base (read in place as
; operands); a divergent if (if-conversion and early predication off: they
; would guard this short body instead, early-exit.ll) is bracketed by BSSY/BSYNC with BSSY naming the instruction after the BSYNC
; (the join does work of its own: a branch to a lone EXIT is a guarded
; EXIT instead, early-exit.ll);
; a load's address registers are not released through the read scoreboard
; when no later instruction writes them (scoreboard-read-release.ll).
; RUN: oa-llc -mcpu=sm_90 -ifcvt-limit=0 -sass-enable-early-predicate=false %s -o - | FileCheck %s --check-prefixes=CHECK,SM90
; RUN: oa-llc -mcpu=sm_80 -ifcvt-limit=0 -sass-enable-early-predicate=false %s -o - | FileCheck %s --check-prefixes=CHECK,SM80
; RUN: oa-llc -mcpu=sm_90 %s -o %t.s && oa-mc -mcpu=sm_90 -filetype=obj %t.s -o %t.mc.cubin
; RUN: oa-llc -mcpu=sm_90 -filetype=obj %s -o %t.cubin && cmp %t.cubin %t.mc.cubin
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
  %vx = load float, ptr %px, align 4
  %py = getelementptr inbounds float, ptr %y, i64 %e
  %vy = load float, ptr %py, align 4
  %f = fmul contract float %a, %vx
  %s = fadd contract float %f, %vy
  store float %s, ptr %py, align 4
  br label %done
done:
  store float %a, ptr %x, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; CHECK:      .kernel axpy
; CHECK-NEXT: .param 4, 4  // offset 0
; CHECK-NEXT: .param 4, 4  // offset 4
; CHECK-NEXT: .param 8, 8  // offset 8
; CHECK-NEXT: .param 8, 8  // offset 16
; SM90:       ISETP.GE.AND [[P:P[0-6]]], PT, R{{[0-9]+}}, c[0x0][0x210], PT ;
; SM80:       ISETP.GE.AND [[P:P[0-6]]], PT, R{{[0-9]+}}, c[0x0][0x160], PT ;
; CHECK:      BSSY B0, 0x[[RESUME:[0-9a-f]+]] ;
; CHECK-NEXT: @[[P]] BRA 0x[[SYNC:[0-9a-f]+]]
; CHECK:      [B{{.*}}:R-:W{{[0-5]}}:{{.}}:S{{[0-9]+}}] LDG.E R
; CHECK:      FFMA
; CHECK:      STG.E
; CHECK:      /*{{0*}}[[SYNC]]*/ {{.*}} BSYNC B0 ;
; CHECK-NEXT: /*{{0*}}[[RESUME]]*/
; CHECK:      EXIT ;

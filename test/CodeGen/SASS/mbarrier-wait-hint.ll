; CUTLASS's mbarrier wait, as inline PTX with a suspend-time hint
; (mbarrier.try_wait.parity.shared::cta.b64 P1, [bar], phase, ticks): the
; translated llvm.nvvm.mbarrier.try.wait.parity.tl.* loses its hint (it
; only bounds one try) and becomes SYNCS.PHASECHK in the retry loop.
; RUN: oa-llc -mcpu=sm_90 -filetype=asm %s -o - | FileCheck %s
; CHECK: SYNCS.PHASECHK.TRANS64.TRYWAIT P{{[0-9]}}, [R{{[0-9]+}}+URZ], R{{[0-9]+}} ;
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @wait(i32 %bar, i32 %phase, ptr addrspace(1) %o) {
  %w = call i32 asm sideeffect "{ .reg .pred P1; LAB_WAIT: mbarrier.try_wait.parity.shared::cta.b64 P1, [$1], $2, $3; @P1 bra DONE; bra LAB_WAIT; DONE: mov.u32 $0, 1; }", "=r,r,r,r"(i32 %bar, i32 %phase, i32 10000000)
  store i32 %w, ptr addrspace(1) %o
  ret void
}

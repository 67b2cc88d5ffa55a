; 64-bit compare-and-swap compiles (ATOMG.E.CAS.64, compare and new value
; in a register quad; run in oa-emu by atomic-cas64.ll): it was a clean
; diagnostic, "64-bit atomic compare-and-swap is not supported yet".  32-bit
; compare-and-swap compiles.
; RUN: oa-llc -mcpu=sm_90 %s -o - 2>&1 | FileCheck %s
; RUN: sed 's/i64/i32/g' %s | oa-llc -mcpu=sm_90 -o - | FileCheck %s --check-prefix=CAS32
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, i64 %a, i64 %b) {
  %r = cmpxchg ptr addrspace(1) %p, i64 %a, i64 %b seq_cst seq_cst
  %v = extractvalue { i64, i1 } %r, 0
  store i64 %v, ptr addrspace(1) %p
  ret void
}

; CHECK-NOT: error:
; CHECK: ATOMG.E.CAS.64.STRONG.GPU PT,
; CAS32: ATOMG.E.CAS.STRONG.GPU PT,

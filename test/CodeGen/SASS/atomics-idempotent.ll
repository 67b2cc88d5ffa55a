; A 64-bit atomic that leaves memory unchanged (InstCombine writes CUDA's
; atomicAdd(p, 0ull) as `atomicrmw or p, 0`) is an ATOM add of 0; it was
; "64-bit atomic compare-and-swap is not supported yet" (utils/difftest seed
; 389161258).  A 64-bit OR that changes memory is a compare-and-swap loop
; (ATOMG.E.CAS.64; it was that error until 64-bit CAS, atomic-cas64.ll).
; RUN: oa-llc -mcpu=sm_90 -O3 %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_80 -O0 %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_90 -O3 %S/Inputs/atomic-or1.ll -o - 2>&1 | FileCheck %s --check-prefix=OR1
; CHECK-LABEL: .kernel k
; CHECK-COUNT-6: ATOMG.E.ADD.64
; CHECK-NOT: ATOMG
; OR1-NOT: error:
; OR1: ATOMG.E.CAS.64.STRONG.GPU
define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %a = atomicrmw or ptr addrspace(1) %p, i64 0 monotonic
  %b = atomicrmw xor ptr addrspace(1) %p, i64 0 monotonic
  %c = atomicrmw and ptr addrspace(1) %p, i64 -1 monotonic
  %d = atomicrmw umin ptr addrspace(1) %p, i64 -1 monotonic
  %e = atomicrmw max ptr addrspace(1) %p, i64 -9223372036854775808 monotonic
  %f = atomicrmw min ptr addrspace(1) %p, i64 9223372036854775807 monotonic
  %s1 = add i64 %a, %b
  %s2 = add i64 %c, %d
  %s3 = add i64 %e, %f
  %s4 = add i64 %s1, %s2
  %s5 = add i64 %s3, %s4
  store i64 %s5, ptr addrspace(1) %q
  ret void
}

; f64 atomic add through a generic pointer (what clang -O0 leaves for
; atomicAdd(double *, double): the address space is not inferred) is the
; generic ATOM, not a 64-bit compare-and-swap loop oa does not have.
; RUN: oa-llc -mcpu=sm_90 %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_80 %s -o - | FileCheck %s
; CHECK-LABEL: .kernel k
; CHECK: ATOM.E.ADD.F64.RN.STRONG.GPU PT, [[D:R[0-9]+]], {{.*}}[{{R[0-9]+}}.64], {{R[0-9]+}} ;
; CHECK: STG.E.64 {{.*}}[[D]]
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %pp, ptr addrspace(1) %o, double %v) {
  %p = load ptr, ptr addrspace(1) %pp
  %old = atomicrmw fadd ptr %p, double %v monotonic
  store double %old, ptr addrspace(1) %o
  ret void
}

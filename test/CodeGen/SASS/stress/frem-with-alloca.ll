; Once aborted oa-llc (Cannot select callseq_end): frem's expansion splits the
; entry block, leaving the alloca outside it, a dynamic stack allocation.
; Now a diagnostic at -O0; at -O3 the unused alloca is gone (EarlyCSE)
; before the expansion, and the kernel compiles.
; RUN: oa-llc -mcpu=sm_90 -O3 -filetype=null %s 2>&1 | FileCheck %s --check-prefix=O3 --allow-empty
; O3-NOT: error
; RUN: not oa-llc -mcpu=sm_80 -O0 -filetype=null %s 2>&1 | FileCheck %s
; CHECK: error: {{.*}}stack allocation of a variable size (or an alloca outside the entry block) is not supported
; CHECK-NOT: LLVM ERROR
; frem next to a stack object (oa-llc-fuzzer through llvm-reduce): the
; expansion's frexp/ldexp become calls.
; Cannot select: ch,glue = callseq_end.
define ptx_kernel void @k() {
  %r = frem float 0.000000e+00, 0.000000e+00
  %a = alloca ptr, align 8
  ret void
}

; oa-llc verifies its input; the IR verifier between its own passes runs with
; -verify-each (or OA_LLC_OPTIONS, which the test suite sets), not by default.
; RUN: env OA_LLC_OPTIONS= oa-llc -mcpu=sm_90 -O3 -filetype=null -debug-pass=Structure %s 2>&1 | FileCheck %s --check-prefix=OFF
; RUN: env OA_LLC_OPTIONS= oa-llc -mcpu=sm_90 -O3 -filetype=null -debug-pass=Structure -verify-each %s 2>&1 | FileCheck %s --check-prefix=ON
; RUN: env OA_LLC_OPTIONS=-verify-each oa-llc -mcpu=sm_90 -O3 -filetype=null -debug-pass=Structure %s 2>&1 | FileCheck %s --check-prefix=ON
; RUN: not oa-llc -mcpu=sm_90 %S/Inputs/broken.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=BROKEN

; OFF-NOT: Module Verifier
; OFF: SASS scoreboards and stalls
; ON: Module Verifier
; ON: Module Verifier
; ON: SASS scoreboards and stalls
; BROKEN: error: {{.*}}broken

target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) %p
  ret void
}

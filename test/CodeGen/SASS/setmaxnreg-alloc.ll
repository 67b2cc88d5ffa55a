; After setmaxnreg.dec N a warp owns R0..R(N-3) (SASSSetMaxReg.cpp): the
; values live there are allocated below that.  The BUDGET run: 64 values live
; after dec 24 spill rather than leave R0-R21, the setmaxnreg is kept, no
; warning; the KEEP run: the same in a warp-specialised kernel with an inc 232
; on the other branch.  Where the allocation does not fit (the DROP run: -O0's
; allocator takes no caps; the TUPLE run: a wgmma accumulator tuple of 64
; registers live after dec 40), the function's setmaxnreg are dropped with a
; located warning: the dec and its WARPSYNC go, and the inc's retry loop finds
; its predicate true at once (the kernel declares its launch bound's count and
; every warp keeps it).
; RUN: oa-llc -mcpu=sm_90 -verify-machineinstrs %S/Inputs/setmaxnreg-budget.ll -o - 2>&1 | FileCheck %s --check-prefix=BUDGET
; RUN: oa-llc -mcpu=sm_90 -verify-machineinstrs %S/Inputs/setmaxnreg-drop.ll -o - 2>&1 | FileCheck %s --check-prefix=KEEP
; RUN: oa-llc -O0 -mcpu=sm_90 -verify-machineinstrs %S/Inputs/setmaxnreg-drop.ll -o - 2>&1 | FileCheck %s --check-prefix=DROP
; RUN: oa-llc -mcpu=sm_90 -verify-machineinstrs %S/Inputs/setmaxnreg-tuple.ll -o - 2>&1 | FileCheck %s --check-prefix=TUPLE

; BUDGET-NOT: warning
; BUDGET: USETMAXREG.DEALLOC.CTAPOOL 0x18 ;
; BUDGET: STL.128
; BUDGET-NOT: {{R(2[2-9]|[3-9][0-9]|1[0-9][0-9]|2[0-5][0-9])\b}}
; BUDGET: EXIT ;

; KEEP-NOT: warning
; KEEP: USETMAXREG.DEALLOC.CTAPOOL 0x18 ;
; KEEP-NOT: {{R(2[2-9]|[3-9][0-9]|1[0-9][0-9]|2[0-5][0-9])\b}}
; KEEP: EXIT ;
; KEEP: USETMAXREG.TRY_ALLOC.CTAPOOL UP0, 0xe8 ;

; DROP: setmaxnreg-drop.cu:5:3: in function k {{.*}}: setmaxnreg ignored: register R{{[0-9]+}} is live where setmaxnreg leaves the warp 24 registers (R0-R21); the kernel keeps its declared count
; DROP-NOT: {{USETMAXREG|WARPSYNC}}
; DROP: PLOP3.LUT P0, PT, PT, PT, PT, 0xf0, 0x0 ;
; DROP-NEXT: PLOP3.LUT P0, PT, P0, PT, PT, 0xf, 0x0 ;
; DROP-NEXT: @P0 BRA

; TUPLE: warning: {{.*}}in function t {{.*}}: setmaxnreg ignored: register R{{[0-9]+}} is live where setmaxnreg leaves the warp 40 registers (R0-R37)
; TUPLE-NOT: USETMAXREG
; TUPLE: HGMMA.64x128x16.F32
; TUPLE-NOT: USETMAXREG

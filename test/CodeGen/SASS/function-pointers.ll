; Function pointers (SASSFunctionPointers.cpp): a function's address is a
; number (8, 16, ... in module order), in code and in initialised data; an
; indirect call is a switch over the functions of its type, each arm a
; direct call (inlined here), and a trap for any other number.  A pointer
; the IR shows to be one of a few functions (a select) needs no trap.
; RUN: oa-llc -mcpu=sm_90 %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_80 %s -o - | FileCheck %s
; CHECK-LABEL: .kernel from_table
; CHECK: BPT.TRAP
; CHECK-LABEL: .kernel chosen
; CHECK-NOT: BPT.TRAP
; CHECK: EXIT
; The table holds the numbers, and each kernel calls the right function
; for each of them (oa-emu, both SMs, -O0 and -O3).
; RUN: oa-llc -mcpu=sm_90 -O3 -filetype=obj %s -o %t.90.cubin
; RUN: oa-llc -mcpu=sm_80 -O0 -filetype=obj %s -o %t.80.cubin
; RUN: oa-emu --cubin %t.90.cubin --out %t.90 %S/Inputs/function-pointers-table.json
; RUN: oa-emu --cubin %t.80.cubin --out %t.80 %S/Inputs/function-pointers-table.json
; RUN: oa-emu --cubin %t.90.cubin --out %t.90c %S/Inputs/function-pointers-chosen.json
; RUN: oa-emu --cubin %t.80.cubin --out %t.80c %S/Inputs/function-pointers-chosen.json
target triple = "nvptx64-nvidia-cuda"

@tab = addrspace(1) externally_initialized global [2 x ptr] [ptr @addf, ptr @mulf], align 8

define internal float @addf(float %a, float %b) {
  %r = fadd float %a, %b
  ret float %r
}

define internal float @mulf(float %a, float %b) {
  %r = fmul float %a, %b
  ret float %r
}

define ptx_kernel void @from_table(ptr addrspace(1) %o, i32 %sel) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = and i32 %t, 1
  %g = getelementptr [2 x ptr], ptr addrspace(1) @tab, i32 0, i32 %i
  %f = load ptr, ptr addrspace(1) %g, align 8
  %x = uitofp i32 %t to float
  %r = call float %f(float %x, float 3.0)
  %p = getelementptr float, ptr addrspace(1) %o, i32 %t
  store float %r, ptr addrspace(1) %p, align 4
  ret void
}

define ptx_kernel void @chosen(ptr addrspace(1) %o) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = and i32 %t, 1
  %c = icmp eq i32 %i, 0
  %f = select i1 %c, ptr @addf, ptr @mulf
  %x = uitofp i32 %t to float
  %r = call float %f(float %x, float 3.0)
  %p = getelementptr float, ptr addrspace(1) %o, i32 %t
  store float %r, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; RUN: %python %S/Inputs/function-pointers.py %t.90 %t.80 %t.90c %t.80c | FileCheck %s --check-prefix=VAL
; VAL-COUNT-4: ok

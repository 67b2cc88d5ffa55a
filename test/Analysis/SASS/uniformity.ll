; The target's answer to LLVM's uniformity analysis, through stock opt with
; oa's plugin: a thread's own index and lane, loads through generic or local
; pointers, atomics, calls, inline PTX and a device function's arguments are
; where values start to differ between threads; block ids and sizes, kernel
; arguments and loads of a uniform global address are not.  Without the
; target (no -march=sass) every value would be uniform.
; REQUIRES: sass-plugin-opt
; RUN: %llvm_opt --load=%sass_plugin -march=sass -mcpu=sm_90 -passes='print<uniformity>' -disable-output %s 2>&1 | FileCheck %s

; CHECK-LABEL: UniformityInfo for function 'sources':
; CHECK:      DIVERGENT: %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT: DIVERGENT: %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
; CHECK-NEXT: DIVERGENT: %lt = call i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
; CHECK-NEXT: {{^ +}}%cta = call
; CHECK-NEXT: {{^ +}}%ntid = call
; CHECK-NEXT: {{^ +}}%base = mul
; CHECK-NEXT: {{^ +}}%pg = getelementptr
; CHECK-NEXT: {{^ +}}%uload = load
; CHECK-NEXT: DIVERGENT: %fload = load i32, ptr %flat
; CHECK-NEXT: DIVERGENT: %old = atomicrmw add
; CHECK-NEXT: DIVERGENT: %call = call i32 @helper
; CHECK-NEXT: DIVERGENT: %asm = call i32 asm
; CHECK-NEXT: {{^ +}}%sum = add i32 %uload, %n
; CHECK-LABEL: UniformityInfo for function 'helper':
; CHECK:      DIVERGENT ARGUMENTS:
; CHECK-NEXT: DIVERGENT: i32 %x

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @sources(ptr addrspace(1) %g, ptr %flat, i32 %n) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %lt = call i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %cta, %ntid
  %pg = getelementptr i32, ptr addrspace(1) %g, i32 %base
  %uload = load i32, ptr addrspace(1) %pg
  %fload = load i32, ptr %flat
  %old = atomicrmw add ptr addrspace(1) %g, i32 1 monotonic
  %call = call i32 @helper(i32 %n)
  %asm = call i32 asm "mov.u32 $0, 0;", "=r"()
  %sum = add i32 %uload, %n
  ret void
}

define i32 @helper(i32 %x) {
  %y = add i32 %x, 1
  ret i32 %y
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

; A listing carries what the cubin holds besides the code: oa-llc's listing
; assembled by oa-mc, and oa-objdump's listing of oa-llc's cubin assembled
; again, give oa-llc's cubin byte for byte: the register limit (.maxreg,
; EIATTR_MAXREG_COUNT), the named barriers the code uses (BAR 1: two;
; one would fault), the CTA shape (.maxntid) and the parameters' bank-0
; alignment (tma.ll).
; RUN: oa-llc -mcpu=sm_90 -maxrregcount=64 %s -o %t.s
; RUN: FileCheck %s < %t.s
; RUN: oa-mc -mcpu=sm_90 -filetype=obj %t.s -o %t.mc.cubin
; RUN: oa-llc -mcpu=sm_90 -maxrregcount=64 -filetype=obj %s -o %t.cubin
; RUN: cmp %t.cubin %t.mc.cubin
; RUN: oa-objdump -d %t.cubin > %t.d.s
; RUN: FileCheck %s < %t.d.s
; RUN: oa-mc -filetype=obj %t.d.s -o %t.d.cubin
; RUN: cmp %t.cubin %t.d.cubin
; CHECK: .maxntid 128, 1, 1
; CHECK: .maxreg 64
; CHECK: BAR.SYNC{{.*}} 0x1, 0x40
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %o) "nvvm.maxntid"="128" {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr i32, ptr %o, i32 %t
  store i32 %t, ptr %p
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 1, i32 64)
  %q = getelementptr i32, ptr %p, i32 128
  store i32 1, ptr %q
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.count(i32, i32)

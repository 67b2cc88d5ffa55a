; A single-thread fence (a compiler barrier, as an empty volatile asm with a
; memory clobber becomes) emits nothing and still keeps the stores in order;
; wider scopes are MEMBARs of their scope: "block" MEMBAR.SC.CTA, device and
; cluster MEMBAR.SC.GPU, system (the IR's default) MEMBAR.SC.SYS;
; fence.sc.cluster is MEMBAR.SC.GPU.
; RUN: oa-llc -mcpu=sm_90 %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_80 %s -o - | FileCheck %s
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .kernel single
; CHECK: STG.E
; CHECK-NOT: MEMBAR
; CHECK: STG.E
; CHECK: EXIT
define ptx_kernel void @single(ptr addrspace(1) %p) {
  store volatile i32 1, ptr addrspace(1) %p
  fence syncscope("singlethread") seq_cst
  %q = getelementptr i32, ptr addrspace(1) %p, i64 1
  store volatile i32 2, ptr addrspace(1) %q
  ret void
}

; CHECK-LABEL: .kernel device
; CHECK: MEMBAR.SC.GPU
define ptx_kernel void @device(ptr addrspace(1) %p) {
  store volatile i32 1, ptr addrspace(1) %p
  fence syncscope("device") seq_cst
  %q = getelementptr i32, ptr addrspace(1) %p, i64 1
  store volatile i32 2, ptr addrspace(1) %q
  ret void
}

; CHECK-LABEL: .kernel system
; CHECK: MEMBAR.SC.SYS
define ptx_kernel void @system(ptr addrspace(1) %p) {
  store volatile i32 1, ptr addrspace(1) %p
  fence seq_cst
  %q = getelementptr i32, ptr addrspace(1) %p, i64 1
  store volatile i32 2, ptr addrspace(1) %q
  ret void
}

; CHECK-LABEL: .kernel block
; CHECK: MEMBAR.SC.CTA
; CHECK: MEMBAR.SC.GPU
define ptx_kernel void @block(ptr addrspace(1) %p) {
  store volatile i32 1, ptr addrspace(1) %p
  fence syncscope("block") acq_rel
  %q = getelementptr i32, ptr addrspace(1) %p, i64 1
  store volatile i32 2, ptr addrspace(1) %q
  call void @llvm.nvvm.fence.sc.cluster()
  store volatile i32 3, ptr addrspace(1) %p
  ret void
}
declare void @llvm.nvvm.fence.sc.cluster()

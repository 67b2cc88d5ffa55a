; llvm.trap (CUDA's __trap(), PTX `trap;`) is BPT.TRAP 0x1 as ptxas writes
; it, not a call to abort; in oa-emu the threads that reach it stop the
; launch, the others' stores are unaffected when no thread traps.
; RUN: oa-llc -mcpu=sm_90 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_80 -O0 -verify-machineinstrs %s -o - | FileCheck %s
; CHECK: BPT.TRAP 0x1
; RUN: oa-llc -mcpu=sm_90 -filetype=obj %s -o %t.cubin
; RUN: oa-emu --cubin %t.cubin %S/Inputs/trap-none.json
; RUN: not oa-emu --cubin %t.cubin %S/Inputs/trap-some.json 2>&1 | FileCheck %s --check-prefix=TRAP
; TRAP: BPT.TRAP executed
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr %o, i32 %limit) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp uge i32 %t, %limit
  br i1 %c, label %bad, label %ok
bad:
  call void @llvm.trap()
  unreachable
ok:
  %p = getelementptr i32, ptr %o, i32 %t
  store i32 %t, ptr %p
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.trap()

; llvm.nvvm.exit in the middle of a block ends the thread: what follows it
; in the block is dead and not emitted; threads 0-15 store 1 and leave, the
; others go on (1 + 10), at -O0 and -O3 in oa-emu.
; RUN: oa-llc -mcpu=sm_90 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_80 -O0 -verify-machineinstrs -filetype=obj %s -o %t.80.cubin
; RUN: oa-llc -mcpu=sm_90 -O3 -filetype=obj %s -o %t.90.cubin
; RUN: oa-emu --cubin %t.80.cubin --out %t.r80 %S/Inputs/nvvm-exit.json
; RUN: oa-emu --cubin %t.90.cubin --out %t.r90 %S/Inputs/nvvm-exit.json
; RUN: %python -c "import struct,sys; print(struct.unpack('32i', open(sys.argv[1], 'rb').read()))" %t.r80/o.bin | FileCheck %s --check-prefix=VAL
; RUN: %python -c "import struct,sys; print(struct.unpack('32i', open(sys.argv[1], 'rb').read()))" %t.r90/o.bin | FileCheck %s --check-prefix=VAL
; VAL: (1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11)
; Two stores (1, then 1 + 10), not the dead 7 after the exit.
; CHECK-COUNT-2: STG.E
; CHECK-NOT: STG
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr %o) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr i32, ptr %o, i32 %t
  store i32 1, ptr %p
  %c = icmp ult i32 %t, 16
  br i1 %c, label %x, label %y
x:
  call void @llvm.nvvm.exit()
  store i32 7, ptr %p
  br label %y
y:
  %v = load i32, ptr %p
  %w = add i32 %v, 10
  store i32 %w, ptr %p
  ret void
}
declare void @llvm.nvvm.exit()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

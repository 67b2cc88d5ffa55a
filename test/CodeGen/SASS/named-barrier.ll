; bar.sync with a barrier id and a thread count (llvm.nvvm.barrier.cta.
; sync.aligned.count): two halves of the CTA meet at barriers 1 and 2.  The
; cubin must declare three named barriers (EIATTR_NUM_BARRIERS): with one,
; `BAR.SYNC 0x1, ...` faulted with ILLEGAL_INSTRUCTION on the H100, and
; oa-emu, which reads the count, fails the same way.  Each thread reads the
; value its partner 32 lanes away stored before the barrier.
; RUN: oa-llc -mcpu=sm_90 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_80 -filetype=obj %s -o %t.80.cubin
; RUN: oa-llc -mcpu=sm_90 -filetype=obj %s -o %t.90.cubin
; RUN: oa-emu --cubin %t.80.cubin --out %t.r80 %S/Inputs/named-barrier.json
; RUN: oa-emu --cubin %t.90.cubin --out %t.r90 %S/Inputs/named-barrier.json
; RUN: %python -c "import struct,sys; v=struct.unpack('128i', open(sys.argv[1], 'rb').read()); print('ok' if list(v) == [t ^ 32 for t in range(128)] else v)" %t.r80/o.bin | FileCheck %s --check-prefix=VAL
; RUN: %python -c "import struct,sys; v=struct.unpack('128i', open(sys.argv[1], 'rb').read()); print('ok' if list(v) == [t ^ 32 for t in range(128)] else v)" %t.r90/o.bin | FileCheck %s --check-prefix=VAL
; VAL: ok
; CHECK-DAG: BAR.SYNC.DEFER_BLOCKING 0x1, 0x40 ;
; CHECK-DAG: BAR.SYNC.DEFER_BLOCKING 0x2, 0x40 ;
target triple = "nvptx64-nvidia-cuda"
@s = internal addrspace(3) global [128 x i32] undef, align 4

define ptx_kernel void @k(ptr %o) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr [128 x i32], ptr addrspace(3) @s, i32 0, i32 %t
  store i32 %t, ptr addrspace(3) %p
  %lo = icmp ult i32 %t, 64
  br i1 %lo, label %a, label %b
a:
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 1, i32 64)
  br label %done
b:
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 2, i32 64)
  br label %done
done:
  %u = xor i32 %t, 32
  %q = getelementptr [128 x i32], ptr addrspace(3) @s, i32 0, i32 %u
  %v = load i32, ptr addrspace(3) %q
  %r = getelementptr i32, ptr %o, i32 %t
  store i32 %v, ptr %r
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.count(i32, i32)

; A single-bit test is one LOP3.LUT into a predicate with the bit as its
; mask: (x & m) != 0 with LUT 0xc0 (a & m), (x & m) == 0 with 0xc (~a & m),
; where it took LOP3 and ISETP, or SHF.R and LOP3 for the DAG combiner's
; truncated shift (a bitonic sort's direction bit `(lo & size) == 0`,
; bench/holdout-s21/bitonic_step).
; RUN: oa-llc -mcpu=sm_90 -O3 %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_80 -O3 %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_90 -O3 -filetype=obj %s -o %t.cubin
; RUN: oa-emu --cubin %t.cubin --out %t.r %S/Inputs/testbit.json
; RUN: %python -c "import struct,sys; v=struct.unpack('64i', open(sys.argv[1], 'rb').read()); w=[(1 if (t & 8) else 0) + (2 if ((t << 25) & 0x40000000) else 0) + (4 if ((t > 32 - t) == ((t & 4) == 0)) else 0) for t in range(64)]; print('ok' if list(v) == w else (v, w))" %t.r/o.bin | FileCheck %s --check-prefix=VAL
; CHECK-LABEL: .kernel testbit
; CHECK-NOT: SHF.R
; CHECK-DAG: LOP3.LUT P{{[0-6]}}, RZ, R{{[0-9]+}}, 0x8, RZ, 0x{{c0|c}}, !PT ;
; CHECK-DAG: LOP3.LUT P{{[0-6]}}, RZ, R{{[0-9]+}}, 0x40000000, RZ, 0x{{c0|c}}, !PT ;
; CHECK-DAG: LOP3.LUT P{{[0-6]}}, RZ, R{{[0-9]+}}, 0x4, RZ, 0x{{c0|c}}, !PT ;
; CHECK: EXIT
; VAL: ok

target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @testbit(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 0, ptr addrspace(1) %o
  %b3 = and i32 %t, 8
  %p3 = icmp ne i32 %b3, 0
  br i1 %p3, label %s3, label %j3
s3:
  store volatile i32 1, ptr addrspace(1) %o
  br label %j3
j3:
  %m = mul i32 %t, 33554432
  %b30 = and i32 %m, 1073741824
  %p30 = icmp ne i32 %b30, 0
  br i1 %p30, label %s30, label %j30
s30:
  %x = load volatile i32, ptr addrspace(1) %o
  %x2 = or i32 %x, 2
  store volatile i32 %x2, ptr addrspace(1) %o
  br label %j30
j30:
  %b2 = and i32 %t, 4
  %up = icmp eq i32 %b2, 0
  %r = sub i32 32, %t
  %gt = icmp sgt i32 %t, %r
  %same = icmp eq i1 %gt, %up
  br i1 %same, label %s2, label %j2
s2:
  %y = load volatile i32, ptr addrspace(1) %o
  %y4 = or i32 %y, 4
  store volatile i32 %y4, ptr addrspace(1) %o
  br label %j2
j2:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; `a * imm - c` and `(a << s) - c` are one IMAD with a negated addend, as
; ptxas writes a bitonic sort's 2i - (i & m) (`IMAD R5, R2, 0x2, -R5`),
; not SHF/IMAD and IADD3.  Values checked in oa-emu on both SMs.
; RUN: oa-llc -mcpu=sm_90 -O3 %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_80 -O3 %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_90 -O3 -filetype=obj %s -o %t.90.cubin
; RUN: oa-llc -mcpu=sm_80 -O3 -filetype=obj %s -o %t.80.cubin
; RUN: oa-emu --cubin %t.90.cubin --out %t.r90 %S/Inputs/imad-neg.json
; RUN: oa-emu --cubin %t.80.cubin --out %t.r80 %S/Inputs/imad-neg.json
; RUN: %python -c "import struct,sys; v=struct.unpack('128i', open(sys.argv[1], 'rb').read()); w=[((t << 1) - (t & 5)) * 1 for t in range(64)] + [t * 7 - (t ^ 3) for t in range(64)]; print('ok' if list(v) == w else (v, w))" %t.r90/o.bin | FileCheck %s --check-prefix=VAL
; RUN: %python -c "import struct,sys; v=struct.unpack('128i', open(sys.argv[1], 'rb').read()); w=[((t << 1) - (t & 5)) * 1 for t in range(64)] + [t * 7 - (t ^ 3) for t in range(64)]; print('ok' if list(v) == w else (v, w))" %t.r80/o.bin | FileCheck %s --check-prefix=VAL
; CHECK-LABEL: .kernel imad_neg
; CHECK-DAG: IMAD R{{[0-9]+}}, R{{[0-9]+}}, 0x2, -R{{[0-9]+}} ;
; CHECK-DAG: IMAD R{{[0-9]+}}, R{{[0-9]+}}, 0x7, -R{{[0-9]+}} ;
; CHECK-NOT: SHF.L
; CHECK: EXIT
; VAL: ok

target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @imad_neg(ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %m = and i32 %t, 5
  %s = shl i32 %t, 1
  %lo = sub i32 %s, %m
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %lo, ptr addrspace(1) %o
  %x = xor i32 %t, 3
  %p = mul i32 %t, 7
  %d = sub i32 %p, %x
  %o2 = getelementptr i32, ptr addrspace(1) %o, i32 64
  store i32 %d, ptr addrspace(1) %o2
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

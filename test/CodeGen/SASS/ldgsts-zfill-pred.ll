; cp.async with a source size (zero-fill) becomes LDGSTS .ZFILL whose
; predicate operand (src-size != 0) is read like a guard: at least 13
; cycles after the ISETP that writes it.  6 cycles was wrong on the H200
; (the GEMM's edge tiles: 97% of outputs wrong, deterministic; ptxas keeps
; >= 13); oa-emu's hazard check holds LDGSTS to the guard rule.
; RUN: oa-llc -mcpu=sm_90 -O3 %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_80 -O3 -filetype=obj %s -o %t.80.cubin
; RUN: oa-llc -mcpu=sm_90 -O3 -filetype=obj %s -o %t.90.cubin
; RUN: oa-emu --cubin %t.80.cubin --out %t.r80 %S/Inputs/ldgsts-zfill-pred.json
; RUN: oa-emu --cubin %t.90.cubin --out %t.r90 %S/Inputs/ldgsts-zfill-pred.json
; RUN: %python -c "import struct,sys; v=struct.unpack('<128i', open(sys.argv[1],'rb').read()); sys.exit(v != tuple(range(1, 81)) + (0,) * 48)" %t.r90/o.bin
; CHECK: LDGSTS.E.BYPASS.128.ZFILL [R{{[0-9]+}}+0x400], desc[UR4][R{{[0-9]+}}.64], P{{[0-6]}} ;
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sm = internal addrspace(3) global [512 x i8] undef, align 16

define ptx_kernel void @k(ptr addrspace(1) %g, ptr addrspace(1) %o, i32 %n) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ok = icmp ult i32 %t, %n
  %sz = select i1 %ok, i32 16, i32 0
  %off = mul i32 %t, 16
  %s = getelementptr i8, ptr addrspace(3) @sm, i32 %off
  %src = getelementptr i8, ptr addrspace(1) %g, i32 %off
  call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %s, ptr addrspace(1) %src, i32 %sz)
  call void @llvm.nvvm.cp.async.commit.group()
  call void @llvm.nvvm.cp.async.wait.group(i32 0)
  call void @llvm.nvvm.barrier0()
  %v = load <4 x i32>, ptr addrspace(3) %s, align 16
  %dst = getelementptr i8, ptr addrspace(1) %o, i32 %off
  store <4 x i32> %v, ptr addrspace(1) %dst, align 16
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3), ptr addrspace(1), i32)
declare void @llvm.nvvm.cp.async.commit.group()
declare void @llvm.nvvm.cp.async.wait.group(i32)
declare void @llvm.nvvm.barrier0()

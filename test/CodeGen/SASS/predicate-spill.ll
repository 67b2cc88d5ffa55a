; Ten compares of loaded values, each live through a loop that selects on
; it: more live predicates than P0-P6, so the greedy allocator spills one
; (SEL of 0/1 and STL; LDL and ISETP back).  Spill and reload are single
; pseudos that read or write the predicate (STL_PRED, LDL_PRED), expanded
; with a GPR the scavenger finds after allocation, so the live ranges the
; machine verifier checks hold (a hoisted spill of MOV + SEL + STL ended its
; predicate's range at the STL).  Results checked in oa-emu, -O0's too.
; RUN: oa-llc -mcpu=sm_90 -O3 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_80 -O3 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_90 -O0 -verify-machineinstrs %s -o /dev/null
; RUN: oa-llc -mcpu=sm_90 -O3 -filetype=obj %s -o %t.o3.cubin
; RUN: oa-llc -mcpu=sm_80 -O0 -filetype=obj %s -o %t.o0.cubin
; RUN: oa-emu --cubin %t.o3.cubin --out %t.r3 %S/Inputs/predicate-spill.json
; RUN: oa-emu --cubin %t.o0.cubin --out %t.r0 %S/Inputs/predicate-spill.json
; RUN: %python %S/Inputs/predicate-spill.py %t.r3/o.bin | FileCheck %s --check-prefix=VAL
; RUN: %python %S/Inputs/predicate-spill.py %t.r0/o.bin | FileCheck %s --check-prefix=VAL
; CHECK-LABEL: .kernel k
; CHECK: SEL [[V:R[0-9]+]], RZ, 0x1, !P{{[0-6]}} ;
; CHECK-NEXT: STL [R1{{[^]]*}}], [[V]] ;
; CHECK: LDL [[W:R[0-9]+]], [R1
; CHECK: ISETP.NE.U32.AND P{{[0-6]}}, PT, [[W]], 0x0, PT ;
; VAL: ok

target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %t, 10
  %a0 = add i32 %base, 0
  %g0 = getelementptr i32, ptr addrspace(1) %in, i32 %a0
  %v0 = load volatile i32, ptr addrspace(1) %g0
  %p0 = icmp sgt i32 %v0, 0
  %a1 = add i32 %base, 1
  %g1 = getelementptr i32, ptr addrspace(1) %in, i32 %a1
  %v1 = load volatile i32, ptr addrspace(1) %g1
  %p1 = icmp sgt i32 %v1, 3
  %a2 = add i32 %base, 2
  %g2 = getelementptr i32, ptr addrspace(1) %in, i32 %a2
  %v2 = load volatile i32, ptr addrspace(1) %g2
  %p2 = icmp sgt i32 %v2, 6
  %a3 = add i32 %base, 3
  %g3 = getelementptr i32, ptr addrspace(1) %in, i32 %a3
  %v3 = load volatile i32, ptr addrspace(1) %g3
  %p3 = icmp sgt i32 %v3, 9
  %a4 = add i32 %base, 4
  %g4 = getelementptr i32, ptr addrspace(1) %in, i32 %a4
  %v4 = load volatile i32, ptr addrspace(1) %g4
  %p4 = icmp sgt i32 %v4, 12
  %a5 = add i32 %base, 5
  %g5 = getelementptr i32, ptr addrspace(1) %in, i32 %a5
  %v5 = load volatile i32, ptr addrspace(1) %g5
  %p5 = icmp sgt i32 %v5, 15
  %a6 = add i32 %base, 6
  %g6 = getelementptr i32, ptr addrspace(1) %in, i32 %a6
  %v6 = load volatile i32, ptr addrspace(1) %g6
  %p6 = icmp sgt i32 %v6, 18
  %a7 = add i32 %base, 7
  %g7 = getelementptr i32, ptr addrspace(1) %in, i32 %a7
  %v7 = load volatile i32, ptr addrspace(1) %g7
  %p7 = icmp sgt i32 %v7, 21
  %a8 = add i32 %base, 8
  %g8 = getelementptr i32, ptr addrspace(1) %in, i32 %a8
  %v8 = load volatile i32, ptr addrspace(1) %g8
  %p8 = icmp sgt i32 %v8, 24
  %a9 = add i32 %base, 9
  %g9 = getelementptr i32, ptr addrspace(1) %in, i32 %a9
  %v9 = load volatile i32, ptr addrspace(1) %g9
  %p9 = icmp sgt i32 %v9, 27
  br label %loop
loop:
  %j = phi i32 [0, %entry], [%jn, %loop]
  %s0 = phi i32 [0, %entry], [%sn, %loop]
  %x0 = mul i32 %j, 1
  %y0 = select i1 %p0, i32 %x0, i32 0
  %s1 = xor i32 %s0, %y0
  %x1 = mul i32 %j, 3
  %y1 = select i1 %p1, i32 %x1, i32 1
  %s2 = xor i32 %s1, %y1
  %x2 = mul i32 %j, 5
  %y2 = select i1 %p2, i32 %x2, i32 2
  %s3 = xor i32 %s2, %y2
  %x3 = mul i32 %j, 7
  %y3 = select i1 %p3, i32 %x3, i32 3
  %s4 = xor i32 %s3, %y3
  %x4 = mul i32 %j, 9
  %y4 = select i1 %p4, i32 %x4, i32 4
  %s5 = xor i32 %s4, %y4
  %x5 = mul i32 %j, 11
  %y5 = select i1 %p5, i32 %x5, i32 5
  %s6 = xor i32 %s5, %y5
  %x6 = mul i32 %j, 13
  %y6 = select i1 %p6, i32 %x6, i32 6
  %s7 = xor i32 %s6, %y6
  %x7 = mul i32 %j, 15
  %y7 = select i1 %p7, i32 %x7, i32 7
  %s8 = xor i32 %s7, %y7
  %x8 = mul i32 %j, 17
  %y8 = select i1 %p8, i32 %x8, i32 8
  %s9 = xor i32 %s8, %y8
  %x9 = mul i32 %j, 19
  %y9 = select i1 %p9, i32 %x9, i32 9
  %s10 = xor i32 %s9, %y9
  %sn = add i32 %s10, %j
  %jn = add i32 %j, 1
  %c = icmp ult i32 %jn, %n
  br i1 %c, label %loop, label %exit
exit:
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %sn, ptr addrspace(1) %o
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; A compare of two i1 vectors, one constant (llvm-stress seed 120204 at
; -O0): getSetCCResultType answered a scalar i1 for a vector compare, and
; the SelectionDAG combiner rewrote the compare round in circles (oa-llc
; never finished; NVPTX compiles it).  0 <u x is x, lane by lane.
; RUN: oa-llc -mcpu=sm_90 -O0 %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_80 -O0 %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_90 -O3 %s -o - | FileCheck %s
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .kernel ult
; CHECK-COUNT-4: LOP3.LUT R{{[0-9]+}}, R{{[0-9]+}}, 0x1, RZ, 0xc0, !PT
; CHECK: STG.E.128
define ptx_kernel void @ult(<4 x i1> %x, ptr addrspace(1) %p) {
  %c = icmp ult <4 x i1> zeroinitializer, %x
  %e = zext <4 x i1> %c to <4 x i32>
  store <4 x i32> %e, ptr addrspace(1) %p
  ret void
}

; CHECK-LABEL: .kernel preds
; CHECK: EXIT
define ptx_kernel void @preds(<2 x i1> %x, ptr addrspace(1) %p) {
  %a = icmp eq <2 x i1> zeroinitializer, %x
  %b = icmp slt <2 x i1> zeroinitializer, %x
  %c = icmp ugt <2 x i1> %x, <i1 true, i1 false>
  %ab = xor <2 x i1> %a, %b
  %abc = or <2 x i1> %ab, %c
  %e = zext <2 x i1> %abc to <2 x i32>
  store <2 x i32> %e, ptr addrspace(1) %p
  ret void
}

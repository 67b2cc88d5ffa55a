; fma.rn.sat with a negated operand (expf(-x): SiLU, softmax) takes the
; sign in the instruction, FFMA.SAT R0, -R2, R3, 0.5, or in the constant
; multiplier, not a LOP3 sign flip before it; nvdisasm reads the words.
; RUN: oa-llc -mcpu=sm_90 -O3 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_80 -O3 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_90 -O3 -filetype=obj %s -o %t.cubin
; RUN: %if nvdisasm %{ %nvdisasm -c %t.cubin | FileCheck %s --check-prefix=NVD %}
; CHECK-LABEL: .kernel negsat
; CHECK-NOT: LOP3
; CHECK-DAG: FFMA.SAT R{{[0-9]+}}, -R{{[0-9]+}}, R{{[0-9]+}}, 0.5 ;
; CHECK-DAG: FFMA.SAT R{{[0-9]+}}, R{{[0-9]+}}, -0.25, R{{[0-9]+}} ;
; NVD-DAG: FFMA.SAT R{{[0-9]+}}, -R{{[0-9]+}}, R{{[0-9]+}}, 0.5 ;
; NVD-DAG: FFMA.SAT R{{[0-9]+}}, R{{[0-9]+}}, -0.25, R{{[0-9]+}} ;
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.nvvm.fma.rn.sat.f(float, float, float)

define ptx_kernel void @negsat(ptr addrspace(1) %p) {
  %a = load float, ptr addrspace(1) %p
  %q = getelementptr float, ptr addrspace(1) %p, i64 1
  %b = load float, ptr addrspace(1) %q
  %na = fneg float %a
  %x = call float @llvm.nvvm.fma.rn.sat.f(float %na, float %b, float 0.5)
  %y = call float @llvm.nvvm.fma.rn.sat.f(float %na, float 0.25, float %x)
  store float %y, ptr addrspace(1) %p
  ret void
}

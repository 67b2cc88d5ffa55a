; An f64 constant whose low word is zero sits in DADD/DMUL/DFMA as its high
; word (DFMA R2, -R4, R6, 1 ; DMUL R2, R4, 0.5), as ptxas writes it, instead
; of a MOV pair; negated operands and subtraction fold into the sign of the
; operand or the constant.  A constant with a nonzero low word keeps its
; MOVs (as a NaN would: the listing's QNAN loses the payload; LLVM folds
; arithmetic on NaN constants before it reaches here).  nvdisasm reads
; the words as oa-llc prints them, on both SMs.
; RUN: oa-llc -mcpu=sm_90 -O3 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_80 -O3 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_90 -O3 -filetype=obj %s -o %t.90.cubin
; RUN: oa-llc -mcpu=sm_80 -O3 -filetype=obj %s -o %t.80.cubin
; RUN: %if nvdisasm %{ %nvdisasm -c %t.90.cubin | FileCheck %s --check-prefix=NVD %}
; RUN: %if nvdisasm %{ %nvdisasm -c %t.80.cubin | FileCheck %s --check-prefix=NVD %}
; CHECK-LABEL: .kernel consts
; CHECK-NOT: MOV
; CHECK-DAG: DADD R{{[0-9]+}}, R{{[0-9]+}}, 2 ;
; CHECK-DAG: DADD R{{[0-9]+}}, R{{[0-9]+}}, -1 ;
; CHECK-DAG: DMUL R{{[0-9]+}}, R{{[0-9]+}}, 0.5 ;
; CHECK-DAG: DFMA R{{[0-9]+}}, -R{{[0-9]+}}, R{{[0-9]+}}, 1 ;
; CHECK-DAG: DFMA R{{[0-9]+}}, R{{[0-9]+}}, 6.75539944105574400000e+15, R{{[0-9]+}} ;
; CHECK-DAG: DFMA R{{[0-9]+}}, R{{[0-9]+}}, -3, R{{[0-9]+}} ;
; CHECK-DAG: DMUL R{{[0-9]+}}, R{{[0-9]+}}, +INF ;
; CHECK: EXIT
; CHECK-LABEL: .kernel movs
; CHECK-DAG: MOV R{{[0-9]+}}, 0x3fb99999 ;
; CHECK-DAG: MOV R{{[0-9]+}}, 0x9999999a ;
; CHECK: DMUL R{{[0-9]+}}, R{{[0-9]+}}, R{{[0-9]+}} ;
; NVD-DAG: DADD R{{[0-9]+}}, R{{[0-9]+}}, 2 ;
; NVD-DAG: DADD R{{[0-9]+}}, R{{[0-9]+}}, -1 ;
; NVD-DAG: DMUL R{{[0-9]+}}, R{{[0-9]+}}, 0.5 ;
; NVD-DAG: DFMA R{{[0-9]+}}, -R{{[0-9]+}}, R{{[0-9]+}}, 1 ;
; NVD-DAG: DFMA R{{[0-9]+}}, R{{[0-9]+}}, 6.75539944105574400000e+15, R{{[0-9]+}} ;
; NVD-DAG: DFMA R{{[0-9]+}}, R{{[0-9]+}}, -3, R{{[0-9]+}} ;
; NVD-DAG: DMUL R{{[0-9]+}}, R{{[0-9]+}}, +INF ;
target triple = "nvptx64-nvidia-cuda"

declare double @llvm.fma.f64(double, double, double)

define ptx_kernel void @consts(ptr addrspace(1) %p) {
  %a = load double, ptr addrspace(1) %p
  %q = getelementptr double, ptr addrspace(1) %p, i64 1
  %b = load double, ptr addrspace(1) %q
  %s = fadd double %a, 2.0
  %t = fsub double %s, 1.0
  %u = fmul double %t, 0.5
  %na = fneg double %a
  %v = call double @llvm.fma.f64(double %na, double %b, double 1.0)
  %w = call double @llvm.fma.f64(double %u, double 6755399441055744.0, double %v)
  %x = call double @llvm.fma.f64(double %na, double 3.0, double %w)
  %y = fmul double %x, 0x7FF0000000000000
  store double %y, ptr addrspace(1) %p
  ret void
}

define ptx_kernel void @movs(ptr addrspace(1) %p) {
  %a = load double, ptr addrspace(1) %p
  %s = fmul double %a, 0x3FB999999999999A
  store double %s, ptr addrspace(1) %p
  ret void
}

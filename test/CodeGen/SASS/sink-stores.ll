; Where stores go after register allocation: nowhere.  The SASS model turns
; LLVM's post-RA list scheduler off (SASSSchedule.td), which issued each
; store as soon as its value was ready, between the conversions (LIST); the
; pre-RA schedule puts convert's stores last, as ptxas does (convert 1.29x
; -> 0.95x nvcc's time on the H100, docs/results/h100-2026-12-07-s22.md).
; -sass-sink-stores (an experiment, off) puts stores last before allocation
; when GPR pressure is well below the occupancy target.
; RUN: oa-llc -mcpu=sm_90 -O3 %s -o - | FileCheck %s --check-prefix=SINK
; RUN: oa-llc -mcpu=sm_90 -O3 -sass-sink-stores %s -o - | FileCheck %s --check-prefix=SINK
; RUN: oa-llc -mcpu=sm_90 -O3 -post-RA-scheduler=true %s -o - | FileCheck %s --check-prefix=LIST
; LIST-LABEL: .kernel conv
; LIST: STG.E
; LIST: {{F2I|I2F|DMUL|DADD}}
; LIST: EXIT
; SINK-LABEL: .kernel conv
; SINK: F2I.S64.F64
; SINK-NOT: STG
; SINK: DADD
; SINK-NOT: {{F2I|I2F|DMUL|DADD|FMUL}}
; SINK: STG.E
; SINK: EXIT

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @conv(ptr addrspace(1) %f, ptr addrspace(1) %d, ptr addrspace(1) %of, ptr addrspace(1) %od, ptr addrspace(1) %ol) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %pf = getelementptr inbounds float, ptr addrspace(1) %f, i64 %i
  %pd = getelementptr inbounds double, ptr addrspace(1) %d, i64 %i
  %x = load float, ptr addrspace(1) %pf, align 4
  %y = load double, ptr addrspace(1) %pd, align 8
  %yf = fptrunc double %y to float
  %xs = fmul float %x, 1.000000e+03
  %a = fadd float %yf, %xs
  %qf = getelementptr inbounds float, ptr addrspace(1) %of, i64 %i
  store float %a, ptr addrspace(1) %qf, align 4
  %m = fmul double %y, 1.000000e+06
  %l = fptosi double %m to i64
  %b = sitofp i64 %l to double
  %xd = fpext float %x to double
  %c = fadd double %b, %xd
  %qd = getelementptr inbounds double, ptr addrspace(1) %od, i64 %i
  store double %c, ptr addrspace(1) %qd, align 8
  %xl = fptosi float %x to i64
  %s = add i64 %xl, %l
  %ql = getelementptr inbounds i64, ptr addrspace(1) %ol, i64 %i
  store i64 %s, ptr addrspace(1) %ql, align 8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

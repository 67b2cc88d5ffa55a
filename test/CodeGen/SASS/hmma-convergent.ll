; mma.sync is warp-collective: MachineSink must not move the HMMA (and the
; load feeding it) into the block that only lanes with tid < 16 run.  It
; stays before any branch or exit.
; RUN: oa-llc -mcpu=sm_80 -O3 %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_90 -O3 %s -o - | FileCheck %s
; CHECK-NOT: {{BRA|EXIT|BSSY}}
; CHECK: HMMA.16816.F32
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @sink(ptr addrspace(1) %a, ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pa = getelementptr <2 x half>, ptr addrspace(1) %a, i32 %tid
  %v0 = load <2 x half>, ptr addrspace(1) %pa
  %m = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %v0, <2 x half> %v0, <2 x half> %v0, <2 x half> %v0, <2 x half> %v0, <2 x half> %v0, float 0.0, float 0.0, float 0.0, float 0.0)
  %e = extractvalue { float, float, float, float } %m, 0
  %c = icmp ult i32 %tid, 16
  br i1 %c, label %then, label %done
then:
  %po = getelementptr float, ptr addrspace(1) %out, i32 %tid
  store float %e, ptr addrspace(1) %po
  br label %done
done:
  ret void
}
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
attributes #0 = { "target-cpu"="sm_80" "target-features"="+ptx80,+sm_80" }

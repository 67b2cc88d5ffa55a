; Two hardware rules the H200 showed (docs/CodeGen.md, "Latency model"):
; a memory instruction or branch issues at least 6 cycles after BAR.SYNC,
; and a DSETP predicate guards an instruction no sooner than 14 cycles after
; it (13 for the other predicate producers).
; RUN: oa-llc -mcpu=sm_90 %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_80 %s -o - | FileCheck %s --check-prefix=SM80
; RUN: oa-llc -mcpu=sm_90 -filetype=obj %s -o %t.cubin
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [256 x float] undef, align 4

; CHECK-LABEL: .kernel bar_lds
; CHECK: :S06] BAR.SYNC.DEFER_BLOCKING 0x0 ;
; CHECK-NEXT: LDS R{{[0-9]+}}, [RZ+0x404] ;
; SM80-LABEL: .kernel bar_lds
; SM80: :S06] BAR.SYNC.DEFER_BLOCKING 0x0 ;
; SM80-NEXT: LDS
define ptx_kernel void @bar_lds(ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ps = getelementptr [256 x float], ptr addrspace(3) @s, i32 0, i32 %t
  %f = uitofp i32 %t to float
  store float %f, ptr addrspace(3) %ps
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %p1 = getelementptr [256 x float], ptr addrspace(3) @s, i32 0, i32 1
  %y = load float, ptr addrspace(3) %p1
  %po = getelementptr float, ptr addrspace(1) %out, i32 %t
  store float %y, ptr addrspace(1) %po
  ret void
}

; CHECK-LABEL: .kernel dsetp_guard
; The guard is a branch to a lone EXIT, so a guarded EXIT (early-exit.ll)
; that waits all 14 cycles on the DSETP.
; CHECK: :S14] DSETP.LEU.AND [[P:P[0-6]]], PT, R{{[0-9]+}}, R{{[0-9]+}}, PT ;
; CHECK-NEXT: @[[P]] EXIT
define ptx_kernel void @dsetp_guard(ptr addrspace(1) %x, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %px = getelementptr double, ptr addrspace(1) %x, i32 %t
  %v = load double, ptr addrspace(1) %px
  %c = fcmp ogt double %v, 1.0
  br i1 %c, label %big, label %done
big:
  %po = getelementptr double, ptr addrspace(1) %out, i32 %t
  store double %v, ptr addrspace(1) %po
  br label %done
done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)

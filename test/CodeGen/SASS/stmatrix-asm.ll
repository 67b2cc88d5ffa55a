; stmatrix from CUDA-style inline PTX (translated to llvm.nvvm.stmatrix.*,
; lib/PTX) and from the intrinsic, selected as sm_90's STSM; sm_80 has none.
; RUN: oa-llc -mcpu=sm_90 -O3 -filetype=asm %s -o - | FileCheck %s
; RUN: not oa-llc -mcpu=sm_80 -O3 -filetype=asm %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM80
; CHECK: STSM.16.M88.2 [R{{[0-9]+}}+0x400], R{{[0-9]+}} ;
; CHECK: STSM.16.MT88.4 [R{{[0-9]+}}+0x400], R{{[0-9]+}} ;
; SM80: error: {{.*}}stmatrix{{.*}}sm_90
target triple = "nvptx64-nvidia-cuda"

@sm = internal addrspace(3) global [256 x i32] undef, align 16

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3), i32, i32, i32, i32)

define ptx_kernel void @k(i32 %a, i32 %b) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr i32, ptr addrspace(3) @sm, i32 %t
  %pi = ptrtoint ptr addrspace(3) %p to i32
  call void asm sideeffect "stmatrix.sync.aligned.m8n8.x2.shared.b16 [$0], {$1, $2};", "r,r,r"(i32 %pi, i32 %a, i32 %b)
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %p, i32 %a, i32 %b, i32 %t, i32 %a)
  ret void
}

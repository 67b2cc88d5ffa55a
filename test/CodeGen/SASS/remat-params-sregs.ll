; Under a register limit, kernel parameters (LDC c[0x0][...]) and the
; thread's special registers (S2R SR_TID.X, SR_CTAID.X) are read again where
; they are needed instead of being spilled to local memory and loaded back:
; they are the same wherever they are read.  Only the loop's twenty sums
; spill here.
; RUN: oa-llc -mcpu=sm_90 -O3 -maxrregcount=24 %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_80 -O3 -maxrregcount=24 %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_90 -O3 -maxrregcount=24 %s -o - | FileCheck %s --check-prefix=READ

; CHECK: .registers 24
; CHECK-NOT: STL.64
; CHECK: EXIT
; READ-COUNT-2: S2R R{{[0-9]+}}, SR_TID.X ;

target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
define ptx_kernel void @k(ptr addrspace(1) %o, ptr addrspace(1) %a, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s0 = phi float [ 0.0, %entry ], [ %x0, %loop ]
  %s1 = phi float [ 0.0, %entry ], [ %x1, %loop ]
  %s2 = phi float [ 0.0, %entry ], [ %x2, %loop ]
  %s3 = phi float [ 0.0, %entry ], [ %x3, %loop ]
  %s4 = phi float [ 0.0, %entry ], [ %x4, %loop ]
  %s5 = phi float [ 0.0, %entry ], [ %x5, %loop ]
  %s6 = phi float [ 0.0, %entry ], [ %x6, %loop ]
  %s7 = phi float [ 0.0, %entry ], [ %x7, %loop ]
  %s8 = phi float [ 0.0, %entry ], [ %x8, %loop ]
  %s9 = phi float [ 0.0, %entry ], [ %x9, %loop ]
  %s10 = phi float [ 0.0, %entry ], [ %x10, %loop ]
  %s11 = phi float [ 0.0, %entry ], [ %x11, %loop ]
  %s12 = phi float [ 0.0, %entry ], [ %x12, %loop ]
  %s13 = phi float [ 0.0, %entry ], [ %x13, %loop ]
  %s14 = phi float [ 0.0, %entry ], [ %x14, %loop ]
  %s15 = phi float [ 0.0, %entry ], [ %x15, %loop ]
  %s16 = phi float [ 0.0, %entry ], [ %x16, %loop ]
  %s17 = phi float [ 0.0, %entry ], [ %x17, %loop ]
  %s18 = phi float [ 0.0, %entry ], [ %x18, %loop ]
  %s19 = phi float [ 0.0, %entry ], [ %x19, %loop ]
  %idx = add i32 %i, %t
  %p = getelementptr float, ptr addrspace(1) %a, i32 %idx
  %v = load volatile float, ptr addrspace(1) %p
  %x0 = fadd float %s0, %v
  %x1 = fmul float %s1, %v
  %x2 = fadd float %s2, %x0
  %x3 = fmul float %s3, %x1
  %x4 = fadd float %s4, %x2
  %x5 = fmul float %s5, %x3
  %x6 = fadd float %s6, %x4
  %x7 = fmul float %s7, %x5
  %x8 = fadd float %s8, %x6
  %x9 = fmul float %s9, %x7
  %x10 = fadd float %s10, %x8
  %x11 = fmul float %s11, %x9
  %x12 = fadd float %s12, %x10
  %x13 = fmul float %s13, %x11
  %x14 = fadd float %s14, %x12
  %x15 = fmul float %s15, %x13
  %x16 = fadd float %s16, %x14
  %x17 = fmul float %s17, %x15
  %x18 = fadd float %s18, %x16
  %x19 = fmul float %s19, %x17
  %i1 = add i32 %i, 1
  %d = icmp slt i32 %i1, %n
  br i1 %d, label %loop, label %exit
exit:
  %r0 = fadd float %x0, %x1
  %r1 = fadd float %r0, %x2
  %r2 = fadd float %r1, %x3
  %r3 = fadd float %r2, %x4
  %r4 = fadd float %r3, %x5
  %r5 = fadd float %r4, %x6
  %r6 = fadd float %r5, %x7
  %r7 = fadd float %r6, %x8
  %r8 = fadd float %r7, %x9
  %r9 = fadd float %r8, %x10
  %r10 = fadd float %r9, %x11
  %r11 = fadd float %r10, %x12
  %r12 = fadd float %r11, %x13
  %r13 = fadd float %r12, %x14
  %r14 = fadd float %r13, %x15
  %r15 = fadd float %r14, %x16
  %r16 = fadd float %r15, %x17
  %r17 = fadd float %r16, %x18
  %r18 = fadd float %r17, %x19
  %ct = add i32 %c, %t
  %q = getelementptr float, ptr addrspace(1) %o, i32 %ct
  store float %r18, ptr addrspace(1) %q
  ret void
}

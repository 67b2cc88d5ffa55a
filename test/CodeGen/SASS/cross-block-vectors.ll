; Short vectors of 16-bit elements that live across blocks stay packed in
; one register (SASSCrossBlockValues.cpp): an f16 mma A fragment loaded before a
; loop and read in it is not split into halves and packed again (the
; attention kernel's Q fragments were, 255 registers and spills; 230 now).
; RUN: oa-llc -mcpu=sm_80 -O3 %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_90 -O3 %s -o - | FileCheck %s
; CHECK-LABEL: .kernel frag_loop
; CHECK-NOT: SHF{{.*}} 0x10,
; CHECK-NOT: 0xffff
; CHECK: LDSM.16.M88.4 [[A:R[0-9]+]], [R{{[0-9]+}}{{(\+0x[0-9a-f]+)?}}] ;
; CHECK-NOT: SHF{{.*}} 0x10,
; CHECK-NOT: 0xffff
; CHECK: HMMA.16816.F32 R{{[0-9]+}}, [[A]], R{{[0-9]+}}, R{{[0-9]+}} ;
; CHECK-NOT: SHF{{.*}} 0x10,
; CHECK-NOT: 0xffff
; CHECK-LABEL: .kernel phi_loop
; CHECK-NOT: SHF{{.*}} 0x10,
; CHECK-NOT: 0xffff
; CHECK: HADD2 [[S:R[0-9]+]], R{{[0-9]+}}, R{{[0-9]+}} ;
; CHECK-NOT: SHF{{.*}} 0x10,
; CHECK-NOT: 0xffff
; CHECK: STG.E {{.*}}[R{{[0-9]+}}.64], [[S]] ;
; CHECK-NOT: SHF{{.*}} 0x10,
; CHECK-NOT: 0xffff
; CHECK: EXIT
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [512 x half] undef, align 16

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3))
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float)

define ptx_kernel void @frag_loop(ptr addrspace(1) %b, ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %off = shl i32 %t, 3
  %p = getelementptr half, ptr addrspace(3) @tile, i32 %off
  %l = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %p)
  %w0 = extractvalue { i32, i32, i32, i32 } %l, 0
  %w1 = extractvalue { i32, i32, i32, i32 } %l, 1
  %w2 = extractvalue { i32, i32, i32, i32 } %l, 2
  %w3 = extractvalue { i32, i32, i32, i32 } %l, 3
  %a0 = bitcast i32 %w0 to <2 x half>
  %a1 = bitcast i32 %w1 to <2 x half>
  %a2 = bitcast i32 %w2 to <2 x half>
  %a3 = bitcast i32 %w3 to <2 x half>
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %c0 = phi float [ 0.0, %entry ], [ %d0, %loop ]
  %c1 = phi float [ 0.0, %entry ], [ %d1, %loop ]
  %c2 = phi float [ 0.0, %entry ], [ %d2, %loop ]
  %c3 = phi float [ 0.0, %entry ], [ %d3, %loop ]
  %bi = add i32 %i, %t
  %bp = getelementptr <2 x half>, ptr addrspace(1) %b, i32 %bi
  %b0 = load <2 x half>, ptr addrspace(1) %bp, align 4
  %bp1 = getelementptr <2 x half>, ptr addrspace(1) %bp, i32 32
  %b1 = load <2 x half>, ptr addrspace(1) %bp1, align 4
  %m = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %a0, <2 x half> %a1, <2 x half> %a2, <2 x half> %a3, <2 x half> %b0, <2 x half> %b1, float %c0, float %c1, float %c2, float %c3)
  %d0 = extractvalue { float, float, float, float } %m, 0
  %d1 = extractvalue { float, float, float, float } %m, 1
  %d2 = extractvalue { float, float, float, float } %m, 2
  %d3 = extractvalue { float, float, float, float } %m, 3
  %i.next = add i32 %i, 64
  %cc = icmp slt i32 %i.next, %n
  br i1 %cc, label %loop, label %exit

exit:
  %o = getelementptr float, ptr addrspace(1) %out, i32 %t
  store float %d0, ptr addrspace(1) %o, align 4
  %o1 = getelementptr float, ptr addrspace(1) %o, i32 32
  store float %d1, ptr addrspace(1) %o1, align 4
  %o2 = getelementptr float, ptr addrspace(1) %o, i32 64
  store float %d2, ptr addrspace(1) %o2, align 4
  %o3 = getelementptr float, ptr addrspace(1) %o, i32 96
  store float %d3, ptr addrspace(1) %o3, align 4
  ret void
}

; A <2 x half> loop-carried sum: its phi is one register, added to with one
; HADD2 (half-arith.ll) and stored as it is.
define ptx_kernel void @phi_loop(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi <2 x half> [ zeroinitializer, %entry ], [ %s.next, %loop ]
  %ii = add i32 %i, %t
  %p = getelementptr <2 x half>, ptr addrspace(1) %in, i32 %ii
  %v = load <2 x half>, ptr addrspace(1) %p, align 4
  %s.next = fadd <2 x half> %s, %v
  %i.next = add i32 %i, 32
  %cc = icmp slt i32 %i.next, %n
  br i1 %cc, label %loop, label %exit

exit:
  %o = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %t
  store <2 x half> %s.next, ptr addrspace(1) %o, align 4
  ret void
}

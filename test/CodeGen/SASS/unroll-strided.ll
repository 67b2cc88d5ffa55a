; A loop strided by the block (c = tid; c < n; c += 256) has a trip count
; of a smax, a subtraction and a shift, over SCEV's cheap-expansion budget;
; the target's unrolling preferences allow it, and four copies (a row of
; 1024 at 256 threads is four trips): a remainder loop for trip % 4, then
; the copies' loads in flight together, where before each trip waited for
; its own load (layernorm_rows on the H100: 1.15 -> 1.00 of nvcc's time).
; The same decision through LLVM's opt with the plugin.
; RUN: oa-llc -mcpu=sm_90 -O3 %s -o - | FileCheck %s
; RUN: %if sass-plugin-opt %{ %llvm_opt --load=%sass_plugin -march=sass -mcpu=sm_90 -passes=loop-unroll -S %s | FileCheck %s --check-prefix=OPT %}
; RUN: %if sass-plugin-opt %{ %llvm_opt --load=%sass_plugin -march=sass -mcpu=sm_90 -passes=loop-unroll -unroll-runtime=false -S %s | FileCheck %s --check-prefix=NORT %}

; CHECK-LABEL: .kernel row_sum
; CHECK: LDG.E R{{[0-9]+}}, desc[UR{{[0-9]+}}][R{{[0-9]+}}.64] ;
; CHECK-NOT: LDG
; CHECK: FADD
; CHECK-NOT: LDG
; CHECK: @P{{[0-6]}} BRA
; CHECK: LDG.E R[[A:[0-9]+]], desc[UR{{[0-9]+}}][R[[P:[0-9]+]].64] ;
; CHECK-NEXT: LDG.E R[[B:[0-9]+]], desc[UR{{[0-9]+}}][R[[P]].64+0x400] ;
; CHECK-NEXT: LDG.E R[[C:[0-9]+]], desc[UR{{[0-9]+}}][R[[P]].64+0x800] ;
; CHECK-NEXT: LDG.E R[[D:[0-9]+]], desc[UR{{[0-9]+}}][R[[P]].64+0xc00] ;
; CHECK: FADD R[[S:[0-9]+]], R[[S]], R[[A]] ;
; CHECK-NEXT: FADD R[[S]], R[[S]], R[[B]] ;
; CHECK: FADD R[[S]], R[[S]], R[[C]] ;
; CHECK-NOT: LDG
; CHECK: FADD R[[S]], R[[S]], R[[D]] ;
; CHECK-NOT: LDG
; CHECK: @P{{[0-6]}} BRA

; OPT-LABEL: define ptx_kernel void @row_sum(
; OPT-COUNT-5: load float
; OPT-NOT: load float
; NORT-LABEL: define ptx_kernel void @row_sum(
; NORT-COUNT-1: load float
; NORT-NOT: load float

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; acc = sum of x[c] for c = tid, tid + 256, ... < n: a block's row sum.
define ptx_kernel void @row_sum(ptr addrspace(1) %x, ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %any = icmp slt i32 %tid, %n
  br i1 %any, label %loop, label %done

loop:
  %c = phi i32 [ %tid, %entry ], [ %c.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %idx = zext nneg i32 %c to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %x, i64 %idx
  %v = load float, ptr addrspace(1) %p, align 4
  %acc.next = fadd float %acc, %v
  %c.next = add nuw nsw i32 %c, 256
  %more = icmp slt i32 %c.next, %n
  br i1 %more, label %loop, label %done

done:
  %r = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %o = getelementptr inbounds float, ptr addrspace(1) %out, i32 %tid
  store float %r, ptr addrspace(1) %o, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

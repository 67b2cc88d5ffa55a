; If-conversion (LLVM's IfConverter with SASS guards, after register
; allocation): a short block under a branch becomes guarded instructions,
; with no branch and no convergence region (BSSY/BSYNC); a long one stays a
; branch.  A body that falls into the kernel's end is the early exit's
; (early-exit.ll).
; RUN: oa-llc -mcpu=sm_90 -O3 %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_80 -O3 %s -o - | FileCheck %s
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .kernel triangle
; CHECK-NOT:   {{BRA|BSSY}}
; CHECK:       ISETP.GE.AND [[P:P[0-6]]]
; CHECK-NOT:   {{BRA|BSSY}}
; CHECK:       @![[P]] LDG.E
; CHECK-NOT:   {{BRA|BSSY}}
; CHECK:       @![[P]] STG.E
; CHECK-NOT:   {{BRA |BSSY}}
; CHECK:       EXIT ;
define ptx_kernel void @triangle(ptr addrspace(1) %x, ptr addrspace(1) %z, i32 %n) {
  %i = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %done
body:
  %p = getelementptr float, ptr addrspace(1) %x, i32 %i
  %v = load float, ptr addrspace(1) %p
  %w = fmul float %v, 2.0
  store float %w, ptr addrspace(1) %p
  br label %done
done:
  store float 1.0, ptr addrspace(1) %z
  ret void
}

; Both sides guarded, by the condition and its negation.
; CHECK-LABEL: .kernel diamond
; CHECK-NOT:   {{BRA|BSSY}}
; CHECK-DAG:   @[[Q:P[0-6]]] FMUL
; CHECK-DAG:   @![[Q]] FADD
; CHECK-NOT:   {{BRA |BSSY}}
; CHECK:       EXIT ;
define ptx_kernel void @diamond(ptr addrspace(1) %x, i32 %n) {
  %i = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr float, ptr addrspace(1) %x, i32 %i
  %v = load float, ptr addrspace(1) %p
  %c = icmp slt i32 %i, %n
  br i1 %c, label %a, label %b
a:
  %va = fadd float %v, 3.0
  br label %j
b:
  %vb = fmul float %v, 5.0
  br label %j
j:
  %r = phi float [ %va, %a ], [ %vb, %b ]
  store float %r, ptr addrspace(1) %p
  ret void
}

; Sixteen dependent loads: more than predication is worth.
; CHECK-LABEL: .kernel long
; CHECK:       BSSY
; CHECK:       BSYNC
define ptx_kernel void @long(ptr addrspace(1) %x, ptr addrspace(1) %z, i32 %n) {
  %i = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %done
body:
  %p0 = getelementptr ptr addrspace(1), ptr addrspace(1) %x, i32 %i
  br label %chain
chain:
  %p = phi ptr addrspace(1) [ %p0, %body ]
  %a1 = load ptr addrspace(1), ptr addrspace(1) %p
  %a2 = load ptr addrspace(1), ptr addrspace(1) %a1
  %a3 = load ptr addrspace(1), ptr addrspace(1) %a2
  %a4 = load ptr addrspace(1), ptr addrspace(1) %a3
  %a5 = load ptr addrspace(1), ptr addrspace(1) %a4
  %a6 = load ptr addrspace(1), ptr addrspace(1) %a5
  %a7 = load ptr addrspace(1), ptr addrspace(1) %a6
  %a8 = load ptr addrspace(1), ptr addrspace(1) %a7
  %a9 = load ptr addrspace(1), ptr addrspace(1) %a8
  %a10 = load ptr addrspace(1), ptr addrspace(1) %a9
  store ptr addrspace(1) %a10, ptr addrspace(1) %p
  br label %done
done:
  store float 1.0, ptr addrspace(1) %z
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; Fills a CTA's dynamic shared memory with all-ones words (NaN in f32, f16
; and bf16).  bench/stress.py --poison-smem launches it on every SM before
; each checked launch, so a kernel that reads a shared tile before its copy
; lands reads NaN and is caught, where it would read the previous launch's
; (finite, often plausible) tile and pass.  Built into each bundle by
; bench/bundle.py with oa-llc.
target datalayout = "e-p:64:64:64-p3:32:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i32], align 16

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

define ptx_kernel void @poison_smem(i32 %words) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %n = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %any = icmp ult i32 %t, %words
  br i1 %any, label %loop, label %done

loop:
  %i = phi i32 [ %t, %entry ], [ %next, %loop ]
  %p = getelementptr i32, ptr addrspace(3) @smem, i32 %i
  store volatile i32 -1, ptr addrspace(3) %p, align 4
  %next = add i32 %i, %n
  %more = icmp ult i32 %next, %words
  br i1 %more, label %loop, label %done

done:
  ret void
}

; oa miscompile (difftest seed 875825646, reduced by hand): a predicated
; IADD3 writes its (dead) carry-out to P0, the predicate that guards it and
; the rest of the if-converted block.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @k(ptr %in, ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %off = mul i64 %i, 24
  %p = getelementptr inbounds i8, ptr %in, i64 %off
  %pb = getelementptr inbounds i8, ptr %p, i64 8
  %pc = getelementptr inbounds i8, ptr %p, i64 16
  %b = load i64, ptr %pb, align 8
  %c = load i64, ptr %pc, align 8
  %f = and i64 %b, 2
  %z = icmp eq i64 %f, 0
  br i1 %z, label %else, label %then
then:
  %a = load i64, ptr %p, align 8
  %s = add i64 %a, %b
  %t = shl i64 %s, 48
  %r = ashr exact i64 %t, 48
  br label %join
else:
  %e = shl i64 %c, 1
  br label %join
join:
  %v = phi i64 [ %r, %then ], [ %e, %else ]
  %q = getelementptr inbounds i64, ptr %out, i64 %i
  store i64 %v, ptr %q, align 8
  ret void
}

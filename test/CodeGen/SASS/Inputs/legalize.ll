; Kernels for legalize-emu.test: each exercises a lowering of
; SASSISelLowering / SASSLowerMemIntrinsics that random IR (llvm-stress)
; needed, and writes row R of o (32 x i32 per row) for thread t.
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.memset.p1.i32(ptr addrspace(1), i8, i32, i1)
declare void @llvm.memcpy.p1.p1.i32(ptr addrspace(1), ptr addrspace(1), i32, i1)
declare void @llvm.memmove.p1.p1.i32(ptr addrspace(1), ptr addrspace(1), i32, i1)

@sm = internal addrspace(3) global [32 x i32] undef, align 4

define ptx_kernel void @legal(ptr addrspace(1) %o, ptr addrspace(1) %b, ptr addrspace(1) %m, ptr addrspace(1) %pp) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %odd = trunc i32 %t to i1
  ; row 0: i1 stored as a byte, read back by the neighbour (t ^ 1)
  %bt = getelementptr i8, ptr addrspace(1) %b, i64 %t64
  store i1 %odd, ptr addrspace(1) %bt
  call void @llvm.nvvm.barrier0()
  %n = xor i32 %t, 1
  %n64 = zext i32 %n to i64
  %bn = getelementptr i8, ptr addrspace(1) %b, i64 %n64
  %ld = load i1, ptr addrspace(1) %bn
  %r0 = zext i1 %ld to i32
  call void @put(ptr addrspace(1) %o, i32 0, i32 %t, i32 %r0)
  ; row 1: fptosi to i1 (-1.0 or 0.0), sign-extended
  %f = uitofp i1 %odd to float
  %nf = fneg float %f
  %c1 = fptosi float %nf to i1
  %r1 = sext i1 %c1 to i32
  call void @put(ptr addrspace(1) %o, i32 1, i32 %t, i32 %r1)
  ; row 2: sitofp from i1 (-1.0 or 0.0) plus uitofp (1.0 or 0.0), as bits
  %sf = sitofp i1 %odd to float
  %uf = uitofp i1 %odd to float
  %sum = fadd float %sf, 1.0
  %s2 = fadd float %sum, %uf
  %r2 = bitcast float %s2 to i32
  call void @put(ptr addrspace(1) %o, i32 2, i32 %t, i32 %r2)
  ; row 3: sign_extend_inreg i64 from i32: ((t * 0x40000001) << 1) >> 32 arithmetic
  %x = mul i64 %t64, 1073741825
  %sh = shl i64 %x, 33
  %sx = ashr i64 %sh, 32
  %hi = lshr i64 %sx, 32
  %lo = trunc i64 %sx to i32
  %hi32 = trunc i64 %hi to i32
  %r3 = xor i32 %lo, %hi32
  call void @put(ptr addrspace(1) %o, i32 3, i32 %t, i32 %r3)
  ; row 4: variable insert/extract on a vector (stack temporaries)
  %v0 = insertelement <4 x i32> <i32 10, i32 20, i32 30, i32 40>, i32 %t, i32 0
  %k = and i32 %t, 3
  %v1 = insertelement <4 x i32> %v0, i32 99, i32 %k
  %k2 = xor i32 %k, 1
  %e = extractelement <4 x i32> %v1, i32 %k2
  %e2 = extractelement <4 x i32> %v1, i32 %k
  %r4 = add i32 %e, %e2
  call void @put(ptr addrspace(1) %o, i32 4, i32 %t, i32 %r4)
  ; row 5: a generic pointer to a local array and one to shared memory,
  ; passed through global memory (volatile) so that nothing infers
  ; their spaces: LD/ST through the generic windows
  %arr = alloca [4 x i32], align 4, addrspace(5)
  %a1 = getelementptr [4 x i32], ptr addrspace(5) %arr, i32 0, i32 1
  store i32 7, ptr addrspace(5) %a1
  %g = addrspacecast ptr addrspace(5) %a1 to ptr
  %ppt = getelementptr ptr, ptr addrspace(1) %pp, i64 %t64
  store volatile ptr %g, ptr addrspace(1) %ppt
  %g2 = load volatile ptr, ptr addrspace(1) %ppt
  %lv = load i32, ptr %g2
  store i32 %t, ptr %g2
  %lv2 = load i32, ptr addrspace(5) %a1
  %smt = getelementptr [32 x i32], ptr addrspace(3) @sm, i32 0, i32 %t
  %gs = addrspacecast ptr addrspace(3) %smt to ptr
  store volatile ptr %gs, ptr addrspace(1) %ppt
  %gs2 = load volatile ptr, ptr addrspace(1) %ppt
  store i32 1000, ptr %gs2
  %gsl = addrspacecast ptr %gs2 to ptr addrspace(3)
  %sv = load i32, ptr addrspace(3) %gsl
  %gl = addrspacecast ptr %g2 to ptr addrspace(5)
  %lv3 = load i32, ptr addrspace(5) %gl
  %r5a = add i32 %lv, %lv2
  %r5b = add i32 %r5a, %sv
  %r5 = add i32 %r5b, %lv3
  call void @put(ptr addrspace(1) %o, i32 5, i32 %t, i32 %r5)
  ; row 6: i128 division (ExpandLargeDivRem's loop) and compares
  %w = mul i64 %t64, 12345
  %w2 = sub i64 %w, 200000
  %W = sext i64 %w2 to i128
  %Wm = mul i128 %W, 1000000000000000007
  %dv = add i128 %W, 3
  %q = sdiv i128 %Wm, 7919
  %rm = urem i128 %Wm, %dv
  %lt = icmp ult i128 %rm, %Wm
  %slt = icmp slt i128 %q, %W
  %qs = select i1 %lt, i128 %q, i128 %rm
  %q2 = select i1 %slt, i128 %qs, i128 1
  %q3 = lshr i128 %q2, 61
  %qx = xor i128 %q2, %q3
  %q32 = trunc i128 %qx to i32
  call void @put(ptr addrspace(1) %o, i32 6, i32 %t, i32 %q32)
  ; m: 64 bytes per thread: memset of t+1 bytes (a loop), 30 bytes inline
  ; from 32, then memcpy of t bytes to 34 and memmove of 100 - 30 bytes
  ; (loops) over the first half of the next row
  %mt = mul i64 %t64, 64
  %mrow = getelementptr i8, ptr addrspace(1) %m, i64 %mt
  %len = add i32 %t, 1
  call void @llvm.memset.p1.i32(ptr addrspace(1) %mrow, i8 171, i32 %len, i1 false)
  %m32 = getelementptr i8, ptr addrspace(1) %mrow, i64 32
  call void @llvm.memset.p1.i32(ptr addrspace(1) %m32, i8 205, i32 30, i1 false)
  %m34 = getelementptr i8, ptr addrspace(1) %mrow, i64 34
  %tl = and i32 %t, 7
  call void @llvm.memcpy.p1.p1.i32(ptr addrspace(1) %m34, ptr addrspace(1) %mrow, i32 %tl, i1 false)
  ret void
}

define internal void @put(ptr addrspace(1) %o, i32 %row, i32 %t, i32 %v) {
  %i = mul i32 %row, 32
  %j = add i32 %i, %t
  %j64 = zext i32 %j to i64
  %p = getelementptr i32, ptr addrspace(1) %o, i64 %j64
  store i32 %v, ptr addrspace(1) %p
  ret void
}

declare void @llvm.nvvm.barrier0()

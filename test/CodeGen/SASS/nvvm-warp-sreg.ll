; Special registers, warp match, barrier reductions (__syncthreads_count /
; _and), votes and shuffles with a variable mask (WARPSYNC first), sleep
; and exit in the middle of a kernel.
; RUN: oa-llc -mcpu=sm_90 %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_80 %s -o - | FileCheck %s
; CHECK-DAG: S2R R{{[0-9]+}}, SR_CLOCKLO ;
; CHECK-DAG: CS2R R{{[0-9]+}}, SR_CLOCKLO ;
; CHECK-DAG: CS2R R{{[0-9]+}}, SR_GLOBALTIMERLO ;
; CHECK-DAG: S2R R{{[0-9]+}}, SR_LTMASK ;
; CHECK-DAG: S2R R{{[0-9]+}}, SR_VIRTUALSMID ;
; CHECK-DAG: MATCH.ANY R{{[0-9]+}}, R{{[0-9]+}} ;
; CHECK-DAG: MATCH.ALL.U64 P{{[0-6]}}, R{{[0-9]+}}, R{{[0-9]+}} ;
; CHECK: BAR.RED.POPC.DEFER_BLOCKING 0x0, P{{[0-6]}} ;
; CHECK-NEXT: B2R.RESULT R{{[0-9]+}} ;
; CHECK: BAR.RED.POPC.DEFER_BLOCKING 0x0, P{{[0-6]}} ;
; CHECK-NEXT: B2R.RESULT R{{[0-9]+}} ;
; CHECK: WARPSYNC R[[M:[0-9]+]] ;
; CHECK: VOTE.ANY R{{[0-9]+}}, PT, P{{[0-6]}} ;
; CHECK: VOTE.ALL
; CHECK: VOTE.ALL
; CHECK: WARPSYNC R[[M]] ;
; CHECK: SHFL.IDX PT, R{{[0-9]+}}, R{{[0-9]+}}, 0x3, 0x1f ;
; CHECK: NANOSLEEP 0x64 ;
; CHECK: EXIT ;
; CHECK: EXIT ;
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %o, i32 %m, i32 %x, i64 %y) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.clock()
  %c64 = call i64 @llvm.nvvm.read.ptx.sreg.clock64()
  %g = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %le = call i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
  %sm = call i32 @llvm.nvvm.read.ptx.sreg.smid()
  %ma = call i32 @llvm.nvvm.match.any.sync.i32(i32 -1, i32 %x)
  %mb = call {i32, i1} @llvm.nvvm.match.all.sync.i64p(i32 -1, i64 %y)
  %mb0 = extractvalue {i32, i1} %mb, 0
  %p = icmp ult i32 %t, 7
  %cnt = call i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32 0, i1 %p)
  %all = call i1 @llvm.nvvm.barrier.cta.red.and.aligned.all(i32 0, i1 %p)
  %v = call i32 @llvm.nvvm.vote.ballot.sync(i32 %m, i1 %p)
  %u = call i1 @llvm.nvvm.vote.uni.sync(i32 -1, i1 %p)
  %s = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %m, i32 %x, i32 3, i32 31)
  call void @llvm.nvvm.nanosleep(i32 100)
  %r = add i32 %c, %le
  %r2 = add i32 %r, %sm
  %r3 = add i32 %r2, %ma
  %r4 = add i32 %r3, %mb0
  %r5 = add i32 %r4, %cnt
  %r6 = add i32 %r5, %v
  %r7 = add i32 %r6, %s
  %a1 = zext i1 %all to i32
  %u1 = zext i1 %u to i32
  %r8 = add i32 %r7, %a1
  %r9 = add i32 %r8, %u1
  %w = trunc i64 %c64 to i32
  %wg = trunc i64 %g to i32
  %r10 = add i32 %r9, %w
  %r11 = add i32 %r10, %wg
  store i32 %r11, ptr %o
  %q = icmp eq i32 %t, 5
  br i1 %q, label %ex, label %done
ex:
  call void @llvm.nvvm.exit()
  unreachable
done:
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.clock()
declare i64 @llvm.nvvm.read.ptx.sreg.clock64()
declare i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
declare i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
declare i32 @llvm.nvvm.read.ptx.sreg.smid()
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32)
declare {i32, i1} @llvm.nvvm.match.all.sync.i64p(i32, i64)
declare i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32, i1)
declare i1 @llvm.nvvm.barrier.cta.red.and.aligned.all(i32, i1)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)
declare i1 @llvm.nvvm.vote.uni.sync(i32, i1)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.nanosleep(i32)
declare void @llvm.nvvm.exit()

; 18 divergent regions nested in one another (unoptimised code is like this:
; every `if` of every inlined function is a region) need more than B0-B15,
; but the 17 inner ones are quiet: no shuffle, vote, barrier, call or other
; warp-synchronous instruction can run before the outer region's join.
; SASSConvergence gives them up (their threads reconverge at the outer
; join), and the outer BSYNC reconverges the threads before the shuffle
; that needs them.  Before, "more than 16 nested divergent regions"
; (Rodinia's myocyte and dwt2d at -O0).  The result of the shuffle is
; checked in oa-emu (convergence-give-up.ll has the other shapes).
; RUN: oa-llc -mcpu=sm_90 %s -o - | FileCheck %s
; CHECK-LABEL: .kernel quiet
; CHECK: BSSY [[B:B[0-9]+]],
; CHECK-NOT: BSSY
; CHECK: BSYNC [[B]]
; CHECK-NEXT: {{.*}}SHFL.BFLY
; Run in oa-emu on both SMs and at -O0: count[t] = min(t, 18) levels
; entered, swapped[t] = count[t ^ 1] through the shuffle.
; RUN: oa-llc -mcpu=sm_90 -filetype=obj %s -o %t.90.cubin
; RUN: oa-llc -mcpu=sm_80 -filetype=obj %s -o %t.80.cubin
; RUN: oa-llc -mcpu=sm_90 -O0 -filetype=obj %s -o %t.90.O0.cubin
; RUN: rm -rf %t && mkdir -p %t
; RUN: for c in 90 80 90.O0; do oa-emu --cubin %t.$c.cubin --out %t/$c %S/Inputs/convergence-quiet.json || exit 1; done
; RUN: %python -c "import struct,sys; [sys.exit('bad ' + c) for c in sys.argv[1:] if struct.unpack('32i', open('%t/' + c + '/count.bin','rb').read()) != tuple(min(t, 18) for t in range(32)) or struct.unpack('32i', open('%t/' + c + '/swapped.bin','rb').read()) != tuple(min(t ^ 1, 18) for t in range(32))]" 90 80 90.O0
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @quiet(ptr %count, ptr %swapped) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %b0
b0:
  %c0 = icmp ugt i32 %t, 0
  br i1 %c0, label %b1, label %j0
b1:
  %c1 = icmp ugt i32 %t, 1
  br i1 %c1, label %b2, label %j1
b2:
  %c2 = icmp ugt i32 %t, 2
  br i1 %c2, label %b3, label %j2
b3:
  %c3 = icmp ugt i32 %t, 3
  br i1 %c3, label %b4, label %j3
b4:
  %c4 = icmp ugt i32 %t, 4
  br i1 %c4, label %b5, label %j4
b5:
  %c5 = icmp ugt i32 %t, 5
  br i1 %c5, label %b6, label %j5
b6:
  %c6 = icmp ugt i32 %t, 6
  br i1 %c6, label %b7, label %j6
b7:
  %c7 = icmp ugt i32 %t, 7
  br i1 %c7, label %b8, label %j7
b8:
  %c8 = icmp ugt i32 %t, 8
  br i1 %c8, label %b9, label %j8
b9:
  %c9 = icmp ugt i32 %t, 9
  br i1 %c9, label %b10, label %j9
b10:
  %c10 = icmp ugt i32 %t, 10
  br i1 %c10, label %b11, label %j10
b11:
  %c11 = icmp ugt i32 %t, 11
  br i1 %c11, label %b12, label %j11
b12:
  %c12 = icmp ugt i32 %t, 12
  br i1 %c12, label %b13, label %j12
b13:
  %c13 = icmp ugt i32 %t, 13
  br i1 %c13, label %b14, label %j13
b14:
  %c14 = icmp ugt i32 %t, 14
  br i1 %c14, label %b15, label %j14
b15:
  %c15 = icmp ugt i32 %t, 15
  br i1 %c15, label %b16, label %j15
b16:
  %c16 = icmp ugt i32 %t, 16
  br i1 %c16, label %b17, label %j16
b17:
  %c17 = icmp ugt i32 %t, 17
  br i1 %c17, label %b18, label %j17
b18:
  br label %j17
j17:
  %n17 = phi i32 [ 17, %b17 ], [ 18, %b18 ]
  br label %j16
j16:
  %n16 = phi i32 [ 16, %b16 ], [ %n17, %j17 ]
  br label %j15
j15:
  %n15 = phi i32 [ 15, %b15 ], [ %n16, %j16 ]
  br label %j14
j14:
  %n14 = phi i32 [ 14, %b14 ], [ %n15, %j15 ]
  br label %j13
j13:
  %n13 = phi i32 [ 13, %b13 ], [ %n14, %j14 ]
  br label %j12
j12:
  %n12 = phi i32 [ 12, %b12 ], [ %n13, %j13 ]
  br label %j11
j11:
  %n11 = phi i32 [ 11, %b11 ], [ %n12, %j12 ]
  br label %j10
j10:
  %n10 = phi i32 [ 10, %b10 ], [ %n11, %j11 ]
  br label %j9
j9:
  %n9 = phi i32 [ 9, %b9 ], [ %n10, %j10 ]
  br label %j8
j8:
  %n8 = phi i32 [ 8, %b8 ], [ %n9, %j9 ]
  br label %j7
j7:
  %n7 = phi i32 [ 7, %b7 ], [ %n8, %j8 ]
  br label %j6
j6:
  %n6 = phi i32 [ 6, %b6 ], [ %n7, %j7 ]
  br label %j5
j5:
  %n5 = phi i32 [ 5, %b5 ], [ %n6, %j6 ]
  br label %j4
j4:
  %n4 = phi i32 [ 4, %b4 ], [ %n5, %j5 ]
  br label %j3
j3:
  %n3 = phi i32 [ 3, %b3 ], [ %n4, %j4 ]
  br label %j2
j2:
  %n2 = phi i32 [ 2, %b2 ], [ %n3, %j3 ]
  br label %j1
j1:
  %n1 = phi i32 [ 1, %b1 ], [ %n2, %j2 ]
  br label %j0
j0:
  %n0 = phi i32 [ 0, %b0 ], [ %n1, %j1 ]
  %v = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %n0, i32 1, i32 31)
  %pc = getelementptr i32, ptr %count, i32 %t
  store i32 %n0, ptr %pc, align 4
  %ps = getelementptr i32, ptr %swapped, i32 %t
  store i32 %v, ptr %ps, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)

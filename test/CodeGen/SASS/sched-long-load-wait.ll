; The pre-RA scheduler's occupancy target does not wait for a global load to
; save registers (SASSSchedStrategy::waitingNodeSavesRegisters): a thread's
; dot product over a runtime-length column had each load followed by the
; FFMA that waited for it, 2 loads before the first FFMA, so every trip paid
; the whole memory latency; with 64 CTAs (a small grid) no other warps
; covered it (4.8x nvcc's time on the H100).  Now the unrolled loop issues
; its loads ahead of their uses.
; RUN: oa-llc -mcpu=sm_90 -O3 %s -o - | awk '/LDG/{n++} /FFMA/ && !d {print "loads before the first FFMA:", n; d = 1}' | FileCheck %s
; RUN: oa-llc -mcpu=sm_80 -O3 -verify-machineinstrs %s -o /dev/null
; CHECK: loads before the first FFMA: {{(1[6-9]|[2-9][0-9])}}

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @rowdot(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %3
  br i1 %11, label %12, label %91

12:                                               ; preds = %5
  %13 = icmp sgt i32 %4, 0
  br i1 %13, label %16, label %14

14:                                               ; preds = %12
  %15 = sext i32 %10 to i64
  br label %45

16:                                               ; preds = %12
  %17 = sext i32 %3 to i64
  %18 = sext i32 %10 to i64
  %19 = getelementptr float, ptr %0, i64 %18
  %20 = and i32 %4, 3
  %21 = icmp ult i32 %4, 4
  br i1 %21, label %26, label %22

22:                                               ; preds = %16
  %23 = and i32 %4, 2147483644
  br label %49

24:                                               ; preds = %49
  %25 = icmp eq i32 %20, 0
  br i1 %25, label %45, label %26

26:                                               ; preds = %24, %16
  %27 = phi i32 [ 0, %16 ], [ %88, %24 ]
  %28 = phi float [ 0.000000e+00, %16 ], [ %87, %24 ]
  %29 = icmp ne i32 %20, 0
  tail call void @llvm.assume(i1 %29)
  br label %30

30:                                               ; preds = %30, %26
  %31 = phi i32 [ %27, %26 ], [ %42, %30 ]
  %32 = phi float [ %28, %26 ], [ %41, %30 ]
  %33 = phi i32 [ 0, %26 ], [ %43, %30 ]
  %34 = zext nneg i32 %31 to i64
  %35 = mul nsw i64 %34, %17
  %36 = getelementptr float, ptr %19, i64 %35
  %37 = load float, ptr %36, align 4
  %38 = getelementptr inbounds nuw float, ptr %1, i64 %34
  %39 = load float, ptr %38, align 4
  %40 = fmul contract float %37, %39
  %41 = fadd contract float %32, %40
  %42 = add nuw nsw i32 %31, 1
  %43 = add i32 %33, 1
  %44 = icmp eq i32 %43, %20
  br i1 %44, label %45, label %30

45:                                               ; preds = %30, %24, %14
  %46 = phi i64 [ %15, %14 ], [ %18, %30 ], [ %18, %24 ]
  %47 = phi float [ 0.000000e+00, %14 ], [ %87, %24 ], [ %41, %30 ]
  %48 = getelementptr inbounds float, ptr %2, i64 %46
  store float %47, ptr %48, align 4
  br label %91

49:                                               ; preds = %49, %22
  %50 = phi i32 [ 0, %22 ], [ %88, %49 ]
  %51 = phi float [ 0.000000e+00, %22 ], [ %87, %49 ]
  %52 = phi i32 [ 0, %22 ], [ %89, %49 ]
  %53 = zext nneg i32 %50 to i64
  %54 = mul nsw i64 %53, %17
  %55 = getelementptr float, ptr %19, i64 %54
  %56 = load float, ptr %55, align 4
  %57 = getelementptr inbounds nuw float, ptr %1, i64 %53
  %58 = load float, ptr %57, align 4
  %59 = fmul contract float %56, %58
  %60 = fadd contract float %51, %59
  %61 = or disjoint i32 %50, 1
  %62 = zext nneg i32 %61 to i64
  %63 = mul nsw i64 %62, %17
  %64 = getelementptr float, ptr %19, i64 %63
  %65 = load float, ptr %64, align 4
  %66 = getelementptr inbounds nuw float, ptr %1, i64 %62
  %67 = load float, ptr %66, align 4
  %68 = fmul contract float %65, %67
  %69 = fadd contract float %60, %68
  %70 = or disjoint i32 %50, 2
  %71 = zext nneg i32 %70 to i64
  %72 = mul nsw i64 %71, %17
  %73 = getelementptr float, ptr %19, i64 %72
  %74 = load float, ptr %73, align 4
  %75 = getelementptr inbounds nuw float, ptr %1, i64 %71
  %76 = load float, ptr %75, align 4
  %77 = fmul contract float %74, %76
  %78 = fadd contract float %69, %77
  %79 = or disjoint i32 %50, 3
  %80 = zext nneg i32 %79 to i64
  %81 = mul nsw i64 %80, %17
  %82 = getelementptr float, ptr %19, i64 %81
  %83 = load float, ptr %82, align 4
  %84 = getelementptr inbounds nuw float, ptr %1, i64 %80
  %85 = load float, ptr %84, align 4
  %86 = fmul contract float %83, %85
  %87 = fadd contract float %78, %86
  %88 = add nuw nsw i32 %50, 4
  %89 = add i32 %52, 4
  %90 = icmp eq i32 %89, %23
  br i1 %90, label %24, label %49

91:                                               ; preds = %45, %5
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef)




; A bitonic sort's stages (bench/holdout-s21/bitonic_step.cu): a size loop of
; ten trips, and inside it a stride loop whose trip count is known only once
; size is.  SASSTTIImpl unrolls the size loop completely at four times the
; threshold, and SASSPassConfig's second LoopUnroll then unrolls each stride
; loop: 55 stages, each with its own barrier and its stride and direction
; mask as immediates (nvcc's shape; 0.79x the instructions of one stage loop
; with registers for both).  The loop over a stage's pairs reads shared
; memory only: no runtime unrolling (its remainder loop ran every trip of
; two); the tile load, which reads global memory, keeps its four copies.
; RUN: oa-llc -mcpu=sm_90 -O3 %s -o - | FileCheck %s

; CHECK-LABEL: .kernel stages
; The tile load: four copies of the global load in its main loop.
; CHECK-COUNT-4: LDG.E R{{[0-9]+}}, desc
; CHECK: BAR.SYNC
; Stage (2, 1): 64-bit pairs, the direction from bit 1 of the index.
; CHECK-NOT: BAR.SYNC
; CHECK: LDS.64
; CHECK-NOT: LDS
; CHECK: @P{{[0-6]}} BRA
; CHECK-NEXT: BSYNC
; CHECK: BAR.SYNC
; CHECK-COUNT-54: BAR.SYNC
; CHECK-NOT: BAR.SYNC
; CHECK: EXIT
@_ZZ6stagesE1k = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @stages(ptr noundef captures(none) %0) local_unnamed_addr #0 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %6

4:                                                ; preds = %6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %5 = icmp samesign ult i32 %2, 512
  br label %14

6:                                                ; preds = %6, %1
  %7 = phi i32 [ %2, %1 ], [ %12, %6 ]
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ6stagesE1k to ptr), i64 %8
  store i32 %10, ptr %11, align 4, !tbaa !6
  %12 = add nuw nsw i32 %7, %3
  %13 = icmp samesign ult i32 %12, 1024
  br i1 %13, label %6, label %4, !llvm.loop !10

14:                                               ; preds = %53, %4
  %15 = phi i32 [ 2, %4 ], [ %54, %53 ]
  %16 = ashr exact i32 %15, 1
  %17 = icmp sgt i32 %16, 0
  br i1 %17, label %18, label %22

18:                                               ; preds = %56, %14
  %19 = phi i32 [ %57, %56 ], [ %16, %14 ]
  br i1 %5, label %20, label %56

20:                                               ; preds = %18
  %21 = add nsw i32 %19, -1
  br label %59

22:                                               ; preds = %56, %14
  %23 = shl i32 %15, 1
  %24 = ashr exact i32 %23, 1
  %25 = icmp sgt i32 %24, 0
  br i1 %25, label %26, label %53

26:                                               ; preds = %50, %22
  %27 = phi i32 [ %51, %50 ], [ %24, %22 ]
  br i1 %5, label %28, label %50

28:                                               ; preds = %26
  %29 = add nsw i32 %27, -1
  br label %30

30:                                               ; preds = %47, %28
  %31 = phi i32 [ %2, %28 ], [ %48, %47 ]
  %32 = shl nuw nsw i32 %31, 1
  %33 = and i32 %31, %29
  %34 = sub nsw i32 %32, %33
  %35 = add nsw i32 %34, %27
  %36 = sext i32 %34 to i64
  %37 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ6stagesE1k to ptr), i64 %36
  %38 = load i32, ptr %37, align 4, !tbaa !6
  %39 = sext i32 %35 to i64
  %40 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ6stagesE1k to ptr), i64 %39
  %41 = load i32, ptr %40, align 4, !tbaa !6
  %42 = icmp ugt i32 %38, %41
  %43 = and i32 %34, %23
  %44 = icmp ne i32 %43, 0
  %45 = xor i1 %44, %42
  br i1 %45, label %46, label %47

46:                                               ; preds = %30
  store i32 %41, ptr %37, align 4, !tbaa !6
  store i32 %38, ptr %40, align 4, !tbaa !6
  br label %47

47:                                               ; preds = %46, %30
  %48 = add nuw nsw i32 %31, %3
  %49 = icmp samesign ult i32 %48, 512
  br i1 %49, label %30, label %50, !llvm.loop !12

50:                                               ; preds = %47, %26
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %51 = lshr i32 %27, 1
  %52 = icmp eq i32 %51, 0
  br i1 %52, label %53, label %26, !llvm.loop !13

53:                                               ; preds = %50, %22
  %54 = shl i32 %15, 2
  %55 = icmp slt i32 %54, 1025
  br i1 %55, label %14, label %80, !llvm.loop !14

56:                                               ; preds = %76, %18
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %57 = lshr i32 %19, 1
  %58 = icmp eq i32 %57, 0
  br i1 %58, label %22, label %18, !llvm.loop !13

59:                                               ; preds = %76, %20
  %60 = phi i32 [ %2, %20 ], [ %77, %76 ]
  %61 = shl nuw nsw i32 %60, 1
  %62 = and i32 %60, %21
  %63 = sub nsw i32 %61, %62
  %64 = add nsw i32 %63, %19
  %65 = sext i32 %63 to i64
  %66 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ6stagesE1k to ptr), i64 %65
  %67 = load i32, ptr %66, align 4, !tbaa !6
  %68 = sext i32 %64 to i64
  %69 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ6stagesE1k to ptr), i64 %68
  %70 = load i32, ptr %69, align 4, !tbaa !6
  %71 = icmp ugt i32 %67, %70
  %72 = and i32 %63, %15
  %73 = icmp ne i32 %72, 0
  %74 = xor i1 %73, %71
  br i1 %74, label %75, label %76

75:                                               ; preds = %59
  store i32 %70, ptr %66, align 4, !tbaa !6
  store i32 %67, ptr %69, align 4, !tbaa !6
  br label %76

76:                                               ; preds = %75, %59
  %77 = add nuw nsw i32 %60, %3
  %78 = icmp samesign ult i32 %77, 512
  br i1 %78, label %59, label %56, !llvm.loop !12

79:                                               ; preds = %80
  ret void

80:                                               ; preds = %80, %53
  %81 = phi i32 [ %86, %80 ], [ %2, %53 ]
  %82 = zext nneg i32 %81 to i64
  %83 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ6stagesE1k to ptr), i64 %82
  %84 = load i32, ptr %83, align 4, !tbaa !6
  %85 = getelementptr inbounds nuw i32, ptr %0, i64 %82
  store i32 %84, ptr %85, align 4, !tbaa !6
  %86 = add nuw nsw i32 %81, %3
  %87 = icmp samesign ult i32 %86, 1024
  br i1 %87, label %80, label %79, !llvm.loop !15
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!2, !3, !4}
!llvm.errno.tbaa = !{!6}

!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}

; A short memcpy of whole words becomes word loads and stores before SROA
; and the load/store vectoriser (SASSLowerMemIntrinsics): clang copies a
; 32-byte record as a field, a 16-byte memcpy of the next four through a
; stack temporary, and the last three fields; the record's first 16 bytes
; now move as one LDG.E.128 and STG.E.128 with no local memory (before, 8
; scalar loads and stores: 1.8x nvcc's time on the H100), and the second
; 16 as another: the first field's align 16 vouches for the record
; (SASSAlignAccesses; align-siblings.ll).
; RUN: oa-llc -mcpu=sm_90 -O3 %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_80 -O3 -verify-machineinstrs %s -o - | FileCheck %s
; CHECK-LABEL: .kernel struct_copy32
; CHECK-NOT: {{LDL|STL}}
; CHECK: LDG.E.128 R{{[0-9]+}}, {{.*}}[R[[A:[0-9]+]].64]
; CHECK-NEXT: LDG.E.128 R{{[0-9]+}}, {{.*}}[R[[A]].64+0x10]
; CHECK-NOT: {{LDL|STL|LDG}}
; CHECK: STG.E.128 {{.*}}[R[[S:[0-9]+]].64]
; CHECK-NEXT: STG.E.128 {{.*}}[R[[S]].64+0x10]
; CHECK-NOT: {{LDL|STL}}
; CHECK: EXIT

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Rec = type { [6 x float], i32, i32 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @struct_copy32(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr {
  %4 = alloca [4 x float], align 4
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %2
  br i1 %10, label %11, label %33

11:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  %12 = xor i32 %9, -1
  %13 = add i32 %2, %12
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds %struct.Rec, ptr %0, i64 %14
  %16 = load float, ptr %15, align 16
  %17 = getelementptr inbounds nuw i8, ptr %15, i64 4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %4, ptr noundef nonnull align 4 dereferenceable(16) %17, i64 16, i1 false)
  %18 = getelementptr inbounds nuw i8, ptr %15, i64 20
  %19 = load float, ptr %18, align 4
  %20 = getelementptr inbounds nuw i8, ptr %15, i64 24
  %21 = load i32, ptr %20, align 8
  %22 = getelementptr inbounds nuw i8, ptr %15, i64 28
  %23 = load i32, ptr %22, align 4
  %24 = fadd contract float %16, %19
  %25 = add nsw i32 %21, %9
  %26 = xor i32 %23, 85
  %27 = sext i32 %9 to i64
  %28 = getelementptr inbounds %struct.Rec, ptr %1, i64 %27
  store float %24, ptr %28, align 16
  %29 = getelementptr inbounds nuw i8, ptr %28, i64 4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %29, ptr noundef nonnull align 4 dereferenceable(16) %4, i64 16, i1 false)
  %30 = getelementptr inbounds nuw i8, ptr %28, i64 20
  store float %19, ptr %30, align 4
  %31 = getelementptr inbounds nuw i8, ptr %28, i64 24
  store i32 %25, ptr %31, align 8
  %32 = getelementptr inbounds nuw i8, ptr %28, i64 28
  store i32 %26, ptr %32, align 4
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %33

33:                                               ; preds = %11, %3
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none))

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none))

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()




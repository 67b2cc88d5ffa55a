; HMMA -> HMMA accumulator read one cycle early (oa-emu: "HMMA at /*0c40*/:
; reads R31 22 cycles after HMMA at /*0bc0*/ wrote it; its latency is 23").
; The tensor-core GEMM with a 32x32 warp tile (8 HMMAs per k16 step), from
;   oa gemm --m 128 --n 128 --k 64 --dtype f16 --out-dtype f32 --emu --sm 80 \
;           --policy bm=64,bn=64,warps_m=2,warps_n=2,stages=3
; oa-llc -mcpu=sm_80 -O3 -filetype=obj hmma-accumulator-latency.ll -o k.cubin
; The stalls of the first k-step are S01 x6, S04, S15; the S04 (before the
; producer) is added by SASSScoreboard's delay() for a later reader
; and moves the producer 3 cycles later, but ReadyAt of the producer's
; registers keeps the issue cycle it had when it was visited, so the reader
; is planned at 23 cycles and issues at 22.  Likely fix: when delay()
; adds stalls at K, add them to ReadyAt/GuardAt of every slot whose producer
; index is > K (and to AfterBarrier when BarrierIdx > K).
; ModuleID = 'oa_kernels'
source_filename = "oa_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@__wg_gemm_k0_linear_0 = internal addrspace(3) global [24576 x i8] undef, align 128

define ptx_kernel void @gemm_k0_linear(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2) #0 {
  %4 = call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = and i32 %4, 31
  %6 = lshr i32 %4, 5
  %7 = lshr i32 %6, 1
  %8 = and i32 %6, 1
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = lshr i32 %10, 2
  %12 = and i32 %10, 3
  %13 = mul i32 %11, 2
  %14 = and i32 %12, 1
  %15 = add i32 %13, %14
  %16 = lshr i32 %12, 1
  %17 = lshr i32 %4, 2
  %18 = and i32 %4, 3
  %19 = lshr i32 %17, 1
  %20 = and i32 %19, 7
  %21 = mul i32 %17, 4
  %22 = add i32 %21, %18
  %23 = xor i32 %22, %20
  %24 = mul i32 %23, 8
  %25 = mul i32 %15, 64
  %26 = add i32 %25, %17
  %27 = mul i32 %9, 8192
  %28 = mul i32 %18, 8
  %29 = mul i32 %26, 64
  %30 = add i32 %29, %28
  %31 = add i32 %27, %30
  %32 = add i32 %4, 128
  %33 = lshr i32 %32, 2
  %34 = and i32 %32, 3
  %35 = lshr i32 %33, 1
  %36 = and i32 %35, 7
  %37 = mul i32 %33, 4
  %38 = add i32 %37, %34
  %39 = xor i32 %38, %36
  %40 = mul i32 %39, 8
  %41 = add i32 %25, %33
  %42 = mul i32 %34, 8
  %43 = mul i32 %41, 64
  %44 = add i32 %43, %42
  %45 = add i32 %27, %44
  %46 = mul i32 %16, 64
  %47 = add i32 %46, %17
  %48 = mul i32 %47, 64
  %49 = add i32 %48, %28
  %50 = add i32 %46, %33
  %51 = mul i32 %50, 64
  %52 = add i32 %51, %42
  %53 = getelementptr half, ptr addrspace(3) @__wg_gemm_k0_linear_0, i32 %24
  %54 = getelementptr half, ptr addrspace(1) %0, i32 %31
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %53, ptr addrspace(1) %54)
  %55 = getelementptr half, ptr addrspace(3) @__wg_gemm_k0_linear_0, i32 %40
  %56 = getelementptr half, ptr addrspace(1) %0, i32 %45
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %55, ptr addrspace(1) %56)
  %57 = getelementptr half, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @__wg_gemm_k0_linear_0, i64 12288), i32 %24
  %58 = getelementptr half, ptr addrspace(1) %1, i32 %49
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %57, ptr addrspace(1) %58)
  %59 = getelementptr half, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @__wg_gemm_k0_linear_0, i64 12288), i32 %40
  %60 = getelementptr half, ptr addrspace(1) %1, i32 %52
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %59, ptr addrspace(1) %60)
  call void @llvm.nvvm.cp.async.commit.group()
  %61 = add i32 %31, 32
  %62 = add i32 %24, 2048
  %63 = getelementptr half, ptr addrspace(3) @__wg_gemm_k0_linear_0, i32 %62
  %64 = getelementptr half, ptr addrspace(1) %0, i32 %61
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %63, ptr addrspace(1) %64)
  %65 = add i32 %45, 32
  %66 = add i32 %40, 2048
  %67 = getelementptr half, ptr addrspace(3) @__wg_gemm_k0_linear_0, i32 %66
  %68 = getelementptr half, ptr addrspace(1) %0, i32 %65
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %67, ptr addrspace(1) %68)
  %69 = add i32 %49, 32
  %70 = getelementptr half, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @__wg_gemm_k0_linear_0, i64 12288), i32 %62
  %71 = getelementptr half, ptr addrspace(1) %1, i32 %69
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %70, ptr addrspace(1) %71)
  %72 = add i32 %52, 32
  %73 = getelementptr half, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @__wg_gemm_k0_linear_0, i64 12288), i32 %66
  %74 = getelementptr half, ptr addrspace(1) %1, i32 %72
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %73, ptr addrspace(1) %74)
  call void @llvm.nvvm.cp.async.commit.group()
  %75 = and i32 %5, 15
  %76 = lshr i32 %5, 4
  %77 = mul i32 %7, 32
  %78 = add i32 %77, %75
  %79 = lshr i32 %78, 1
  %80 = and i32 %79, 7
  %81 = mul i32 %78, 4
  %82 = add i32 %81, %76
  %83 = xor i32 %82, %80
  %84 = mul i32 %76, 8
  %85 = and i32 %5, 7
  %86 = mul i32 %8, 32
  %87 = add i32 %86, %85
  %88 = add i32 %87, %84
  %89 = lshr i32 %5, 3
  %90 = and i32 %89, 1
  %91 = lshr i32 %88, 1
  %92 = and i32 %91, 7
  %93 = mul i32 %88, 4
  %94 = add i32 %93, %90
  %95 = xor i32 %94, %92
  br label %96

96:                                               ; preds = %153, %3
  %97 = phi i32 [ %343, %153 ], [ 0, %3 ]
  %98 = phi float [ %298, %153 ], [ 0.000000e+00, %3 ]
  %99 = phi float [ %299, %153 ], [ 0.000000e+00, %3 ]
  %100 = phi float [ %300, %153 ], [ 0.000000e+00, %3 ]
  %101 = phi float [ %301, %153 ], [ 0.000000e+00, %3 ]
  %102 = phi float [ %303, %153 ], [ 0.000000e+00, %3 ]
  %103 = phi float [ %304, %153 ], [ 0.000000e+00, %3 ]
  %104 = phi float [ %305, %153 ], [ 0.000000e+00, %3 ]
  %105 = phi float [ %306, %153 ], [ 0.000000e+00, %3 ]
  %106 = phi float [ %308, %153 ], [ 0.000000e+00, %3 ]
  %107 = phi float [ %309, %153 ], [ 0.000000e+00, %3 ]
  %108 = phi float [ %310, %153 ], [ 0.000000e+00, %3 ]
  %109 = phi float [ %311, %153 ], [ 0.000000e+00, %3 ]
  %110 = phi float [ %313, %153 ], [ 0.000000e+00, %3 ]
  %111 = phi float [ %314, %153 ], [ 0.000000e+00, %3 ]
  %112 = phi float [ %315, %153 ], [ 0.000000e+00, %3 ]
  %113 = phi float [ %316, %153 ], [ 0.000000e+00, %3 ]
  %114 = phi float [ %318, %153 ], [ 0.000000e+00, %3 ]
  %115 = phi float [ %319, %153 ], [ 0.000000e+00, %3 ]
  %116 = phi float [ %320, %153 ], [ 0.000000e+00, %3 ]
  %117 = phi float [ %321, %153 ], [ 0.000000e+00, %3 ]
  %118 = phi float [ %323, %153 ], [ 0.000000e+00, %3 ]
  %119 = phi float [ %324, %153 ], [ 0.000000e+00, %3 ]
  %120 = phi float [ %325, %153 ], [ 0.000000e+00, %3 ]
  %121 = phi float [ %326, %153 ], [ 0.000000e+00, %3 ]
  %122 = phi float [ %328, %153 ], [ 0.000000e+00, %3 ]
  %123 = phi float [ %329, %153 ], [ 0.000000e+00, %3 ]
  %124 = phi float [ %330, %153 ], [ 0.000000e+00, %3 ]
  %125 = phi float [ %331, %153 ], [ 0.000000e+00, %3 ]
  %126 = phi float [ %333, %153 ], [ 0.000000e+00, %3 ]
  %127 = phi float [ %334, %153 ], [ 0.000000e+00, %3 ]
  %128 = phi float [ %335, %153 ], [ 0.000000e+00, %3 ]
  %129 = phi float [ %336, %153 ], [ 0.000000e+00, %3 ]
  %130 = phi i32 [ %339, %153 ], [ 0, %3 ]
  %131 = phi i32 [ %342, %153 ], [ 2, %3 ]
  %132 = icmp slt i32 %97, 2
  br i1 %132, label %133, label %344

133:                                              ; preds = %96
  call void @llvm.nvvm.cp.async.wait.group(i32 1)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %134 = add i32 %97, 2
  %135 = icmp ult i32 %134, 2
  br i1 %135, label %136, label %153

136:                                              ; preds = %133
  %137 = mul i32 %131, 2048
  %138 = mul i32 %134, 32
  %139 = add i32 %31, %138
  %140 = add i32 %137, %24
  %141 = getelementptr half, ptr addrspace(3) @__wg_gemm_k0_linear_0, i32 %140
  %142 = getelementptr half, ptr addrspace(1) %0, i32 %139
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %141, ptr addrspace(1) %142)
  %143 = add i32 %45, %138
  %144 = add i32 %137, %40
  %145 = getelementptr half, ptr addrspace(3) @__wg_gemm_k0_linear_0, i32 %144
  %146 = getelementptr half, ptr addrspace(1) %0, i32 %143
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %145, ptr addrspace(1) %146)
  %147 = add i32 %49, %138
  %148 = getelementptr half, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @__wg_gemm_k0_linear_0, i64 12288), i32 %140
  %149 = getelementptr half, ptr addrspace(1) %1, i32 %147
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %148, ptr addrspace(1) %149)
  %150 = add i32 %52, %138
  %151 = getelementptr half, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @__wg_gemm_k0_linear_0, i64 12288), i32 %144
  %152 = getelementptr half, ptr addrspace(1) %1, i32 %150
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %151, ptr addrspace(1) %152)
  br label %153

153:                                              ; preds = %136, %133
  call void @llvm.nvvm.cp.async.commit.group()
  %154 = mul i32 %130, 2048
  %155 = mul i32 %83, 8
  %156 = add i32 %154, %155
  %157 = getelementptr half, ptr addrspace(3) @__wg_gemm_k0_linear_0, i32 %156
  %158 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %157)
  %159 = extractvalue { i32, i32, i32, i32 } %158, 0
  %160 = bitcast i32 %159 to <2 x half>
  %161 = extractvalue { i32, i32, i32, i32 } %158, 1
  %162 = bitcast i32 %161 to <2 x half>
  %163 = extractvalue { i32, i32, i32, i32 } %158, 2
  %164 = bitcast i32 %163 to <2 x half>
  %165 = extractvalue { i32, i32, i32, i32 } %158, 3
  %166 = bitcast i32 %165 to <2 x half>
  %167 = add i32 %83, 64
  %168 = mul i32 %167, 8
  %169 = add i32 %154, %168
  %170 = getelementptr half, ptr addrspace(3) @__wg_gemm_k0_linear_0, i32 %169
  %171 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %170)
  %172 = extractvalue { i32, i32, i32, i32 } %171, 0
  %173 = bitcast i32 %172 to <2 x half>
  %174 = extractvalue { i32, i32, i32, i32 } %171, 1
  %175 = bitcast i32 %174 to <2 x half>
  %176 = extractvalue { i32, i32, i32, i32 } %171, 2
  %177 = bitcast i32 %176 to <2 x half>
  %178 = extractvalue { i32, i32, i32, i32 } %171, 3
  %179 = bitcast i32 %178 to <2 x half>
  %180 = mul i32 %95, 8
  %181 = add i32 %154, %180
  %182 = getelementptr half, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @__wg_gemm_k0_linear_0, i64 12288), i32 %181
  %183 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %182)
  %184 = extractvalue { i32, i32, i32, i32 } %183, 0
  %185 = bitcast i32 %184 to <2 x half>
  %186 = extractvalue { i32, i32, i32, i32 } %183, 1
  %187 = bitcast i32 %186 to <2 x half>
  %188 = extractvalue { i32, i32, i32, i32 } %183, 2
  %189 = bitcast i32 %188 to <2 x half>
  %190 = extractvalue { i32, i32, i32, i32 } %183, 3
  %191 = bitcast i32 %190 to <2 x half>
  %192 = add i32 %95, 64
  %193 = mul i32 %192, 8
  %194 = add i32 %154, %193
  %195 = getelementptr half, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @__wg_gemm_k0_linear_0, i64 12288), i32 %194
  %196 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %195)
  %197 = extractvalue { i32, i32, i32, i32 } %196, 0
  %198 = bitcast i32 %197 to <2 x half>
  %199 = extractvalue { i32, i32, i32, i32 } %196, 1
  %200 = bitcast i32 %199 to <2 x half>
  %201 = extractvalue { i32, i32, i32, i32 } %196, 2
  %202 = bitcast i32 %201 to <2 x half>
  %203 = extractvalue { i32, i32, i32, i32 } %196, 3
  %204 = bitcast i32 %203 to <2 x half>
  %205 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %160, <2 x half> %162, <2 x half> %164, <2 x half> %166, <2 x half> %185, <2 x half> %187, float %98, float %99, float %100, float %101)
  %206 = extractvalue { float, float, float, float } %205, 0
  %207 = extractvalue { float, float, float, float } %205, 1
  %208 = extractvalue { float, float, float, float } %205, 2
  %209 = extractvalue { float, float, float, float } %205, 3
  %210 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %160, <2 x half> %162, <2 x half> %164, <2 x half> %166, <2 x half> %189, <2 x half> %191, float %102, float %103, float %104, float %105)
  %211 = extractvalue { float, float, float, float } %210, 0
  %212 = extractvalue { float, float, float, float } %210, 1
  %213 = extractvalue { float, float, float, float } %210, 2
  %214 = extractvalue { float, float, float, float } %210, 3
  %215 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %160, <2 x half> %162, <2 x half> %164, <2 x half> %166, <2 x half> %198, <2 x half> %200, float %106, float %107, float %108, float %109)
  %216 = extractvalue { float, float, float, float } %215, 0
  %217 = extractvalue { float, float, float, float } %215, 1
  %218 = extractvalue { float, float, float, float } %215, 2
  %219 = extractvalue { float, float, float, float } %215, 3
  %220 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %160, <2 x half> %162, <2 x half> %164, <2 x half> %166, <2 x half> %202, <2 x half> %204, float %110, float %111, float %112, float %113)
  %221 = extractvalue { float, float, float, float } %220, 0
  %222 = extractvalue { float, float, float, float } %220, 1
  %223 = extractvalue { float, float, float, float } %220, 2
  %224 = extractvalue { float, float, float, float } %220, 3
  %225 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %173, <2 x half> %175, <2 x half> %177, <2 x half> %179, <2 x half> %185, <2 x half> %187, float %114, float %115, float %116, float %117)
  %226 = extractvalue { float, float, float, float } %225, 0
  %227 = extractvalue { float, float, float, float } %225, 1
  %228 = extractvalue { float, float, float, float } %225, 2
  %229 = extractvalue { float, float, float, float } %225, 3
  %230 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %173, <2 x half> %175, <2 x half> %177, <2 x half> %179, <2 x half> %189, <2 x half> %191, float %118, float %119, float %120, float %121)
  %231 = extractvalue { float, float, float, float } %230, 0
  %232 = extractvalue { float, float, float, float } %230, 1
  %233 = extractvalue { float, float, float, float } %230, 2
  %234 = extractvalue { float, float, float, float } %230, 3
  %235 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %173, <2 x half> %175, <2 x half> %177, <2 x half> %179, <2 x half> %198, <2 x half> %200, float %122, float %123, float %124, float %125)
  %236 = extractvalue { float, float, float, float } %235, 0
  %237 = extractvalue { float, float, float, float } %235, 1
  %238 = extractvalue { float, float, float, float } %235, 2
  %239 = extractvalue { float, float, float, float } %235, 3
  %240 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %173, <2 x half> %175, <2 x half> %177, <2 x half> %179, <2 x half> %202, <2 x half> %204, float %126, float %127, float %128, float %129)
  %241 = extractvalue { float, float, float, float } %240, 0
  %242 = extractvalue { float, float, float, float } %240, 1
  %243 = extractvalue { float, float, float, float } %240, 2
  %244 = extractvalue { float, float, float, float } %240, 3
  %245 = xor i32 %83, 2
  %246 = mul i32 %245, 8
  %247 = add i32 %154, %246
  %248 = getelementptr half, ptr addrspace(3) @__wg_gemm_k0_linear_0, i32 %247
  %249 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %248)
  %250 = extractvalue { i32, i32, i32, i32 } %249, 0
  %251 = bitcast i32 %250 to <2 x half>
  %252 = extractvalue { i32, i32, i32, i32 } %249, 1
  %253 = bitcast i32 %252 to <2 x half>
  %254 = extractvalue { i32, i32, i32, i32 } %249, 2
  %255 = bitcast i32 %254 to <2 x half>
  %256 = extractvalue { i32, i32, i32, i32 } %249, 3
  %257 = bitcast i32 %256 to <2 x half>
  %258 = add i32 %245, 64
  %259 = mul i32 %258, 8
  %260 = add i32 %154, %259
  %261 = getelementptr half, ptr addrspace(3) @__wg_gemm_k0_linear_0, i32 %260
  %262 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %261)
  %263 = extractvalue { i32, i32, i32, i32 } %262, 0
  %264 = bitcast i32 %263 to <2 x half>
  %265 = extractvalue { i32, i32, i32, i32 } %262, 1
  %266 = bitcast i32 %265 to <2 x half>
  %267 = extractvalue { i32, i32, i32, i32 } %262, 2
  %268 = bitcast i32 %267 to <2 x half>
  %269 = extractvalue { i32, i32, i32, i32 } %262, 3
  %270 = bitcast i32 %269 to <2 x half>
  %271 = xor i32 %95, 2
  %272 = mul i32 %271, 8
  %273 = add i32 %154, %272
  %274 = getelementptr half, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @__wg_gemm_k0_linear_0, i64 12288), i32 %273
  %275 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %274)
  %276 = extractvalue { i32, i32, i32, i32 } %275, 0
  %277 = bitcast i32 %276 to <2 x half>
  %278 = extractvalue { i32, i32, i32, i32 } %275, 1
  %279 = bitcast i32 %278 to <2 x half>
  %280 = extractvalue { i32, i32, i32, i32 } %275, 2
  %281 = bitcast i32 %280 to <2 x half>
  %282 = extractvalue { i32, i32, i32, i32 } %275, 3
  %283 = bitcast i32 %282 to <2 x half>
  %284 = add i32 %271, 64
  %285 = mul i32 %284, 8
  %286 = add i32 %154, %285
  %287 = getelementptr half, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @__wg_gemm_k0_linear_0, i64 12288), i32 %286
  %288 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %287)
  %289 = extractvalue { i32, i32, i32, i32 } %288, 0
  %290 = bitcast i32 %289 to <2 x half>
  %291 = extractvalue { i32, i32, i32, i32 } %288, 1
  %292 = bitcast i32 %291 to <2 x half>
  %293 = extractvalue { i32, i32, i32, i32 } %288, 2
  %294 = bitcast i32 %293 to <2 x half>
  %295 = extractvalue { i32, i32, i32, i32 } %288, 3
  %296 = bitcast i32 %295 to <2 x half>
  %297 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %251, <2 x half> %253, <2 x half> %255, <2 x half> %257, <2 x half> %277, <2 x half> %279, float %206, float %207, float %208, float %209)
  %298 = extractvalue { float, float, float, float } %297, 0
  %299 = extractvalue { float, float, float, float } %297, 1
  %300 = extractvalue { float, float, float, float } %297, 2
  %301 = extractvalue { float, float, float, float } %297, 3
  %302 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %251, <2 x half> %253, <2 x half> %255, <2 x half> %257, <2 x half> %281, <2 x half> %283, float %211, float %212, float %213, float %214)
  %303 = extractvalue { float, float, float, float } %302, 0
  %304 = extractvalue { float, float, float, float } %302, 1
  %305 = extractvalue { float, float, float, float } %302, 2
  %306 = extractvalue { float, float, float, float } %302, 3
  %307 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %251, <2 x half> %253, <2 x half> %255, <2 x half> %257, <2 x half> %290, <2 x half> %292, float %216, float %217, float %218, float %219)
  %308 = extractvalue { float, float, float, float } %307, 0
  %309 = extractvalue { float, float, float, float } %307, 1
  %310 = extractvalue { float, float, float, float } %307, 2
  %311 = extractvalue { float, float, float, float } %307, 3
  %312 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %251, <2 x half> %253, <2 x half> %255, <2 x half> %257, <2 x half> %294, <2 x half> %296, float %221, float %222, float %223, float %224)
  %313 = extractvalue { float, float, float, float } %312, 0
  %314 = extractvalue { float, float, float, float } %312, 1
  %315 = extractvalue { float, float, float, float } %312, 2
  %316 = extractvalue { float, float, float, float } %312, 3
  %317 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %264, <2 x half> %266, <2 x half> %268, <2 x half> %270, <2 x half> %277, <2 x half> %279, float %226, float %227, float %228, float %229)
  %318 = extractvalue { float, float, float, float } %317, 0
  %319 = extractvalue { float, float, float, float } %317, 1
  %320 = extractvalue { float, float, float, float } %317, 2
  %321 = extractvalue { float, float, float, float } %317, 3
  %322 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %264, <2 x half> %266, <2 x half> %268, <2 x half> %270, <2 x half> %281, <2 x half> %283, float %231, float %232, float %233, float %234)
  %323 = extractvalue { float, float, float, float } %322, 0
  %324 = extractvalue { float, float, float, float } %322, 1
  %325 = extractvalue { float, float, float, float } %322, 2
  %326 = extractvalue { float, float, float, float } %322, 3
  %327 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %264, <2 x half> %266, <2 x half> %268, <2 x half> %270, <2 x half> %290, <2 x half> %292, float %236, float %237, float %238, float %239)
  %328 = extractvalue { float, float, float, float } %327, 0
  %329 = extractvalue { float, float, float, float } %327, 1
  %330 = extractvalue { float, float, float, float } %327, 2
  %331 = extractvalue { float, float, float, float } %327, 3
  %332 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %264, <2 x half> %266, <2 x half> %268, <2 x half> %270, <2 x half> %294, <2 x half> %296, float %241, float %242, float %243, float %244)
  %333 = extractvalue { float, float, float, float } %332, 0
  %334 = extractvalue { float, float, float, float } %332, 1
  %335 = extractvalue { float, float, float, float } %332, 2
  %336 = extractvalue { float, float, float, float } %332, 3
  %337 = add i32 %130, 1
  %338 = icmp ult i32 %337, 3
  %339 = select i1 %338, i32 %337, i32 0
  %340 = add i32 %131, 1
  %341 = icmp ult i32 %340, 3
  %342 = select i1 %341, i32 %340, i32 0
  %343 = add i32 %97, 1
  br label %96

344:                                              ; preds = %96
  call void @llvm.nvvm.cp.async.wait.group(i32 0)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %345 = mul i32 %6, 640
  %346 = lshr i32 %5, 2
  %347 = and i32 %5, 3
  %348 = mul i32 %9, 16384
  %349 = add i32 %25, %77
  %350 = add i32 %46, %86
  %351 = mul i32 %347, 2
  %352 = mul i32 %346, 40
  %353 = add i32 %352, %351
  %354 = add i32 %345, %353
  %355 = insertelement <2 x float> poison, float %98, i32 0
  %356 = insertelement <2 x float> %355, float %99, i32 1
  %357 = getelementptr float, ptr addrspace(3) @__wg_gemm_k0_linear_0, i32 %354
  store <2 x float> %356, ptr addrspace(3) %357, align 8
  %358 = add i32 %346, 8
  %359 = mul i32 %358, 40
  %360 = add i32 %359, %351
  %361 = add i32 %345, %360
  %362 = insertelement <2 x float> poison, float %100, i32 0
  %363 = insertelement <2 x float> %362, float %101, i32 1
  %364 = getelementptr float, ptr addrspace(3) @__wg_gemm_k0_linear_0, i32 %361
  store <2 x float> %363, ptr addrspace(3) %364, align 8
  %365 = add i32 %351, 8
  %366 = add i32 %352, %365
  %367 = add i32 %345, %366
  %368 = insertelement <2 x float> poison, float %102, i32 0
  %369 = insertelement <2 x float> %368, float %103, i32 1
  %370 = getelementptr float, ptr addrspace(3) @__wg_gemm_k0_linear_0, i32 %367
  store <2 x float> %369, ptr addrspace(3) %370, align 8
  %371 = add i32 %359, %365
  %372 = add i32 %345, %371
  %373 = insertelement <2 x float> poison, float %104, i32 0
  %374 = insertelement <2 x float> %373, float %105, i32 1
  %375 = getelementptr float, ptr addrspace(3) @__wg_gemm_k0_linear_0, i32 %372
  store <2 x float> %374, ptr addrspace(3) %375, align 8
  %376 = add i32 %351, 16
  %377 = add i32 %352, %376
  %378 = add i32 %345, %377
  %379 = insertelement <2 x float> poison, float %106, i32 0
  %380 = insertelement <2 x float> %379, float %107, i32 1
  %381 = getelementptr float, ptr addrspace(3) @__wg_gemm_k0_linear_0, i32 %378
  store <2 x float> %380, ptr addrspace(3) %381, align 8
  %382 = add i32 %359, %376
  %383 = add i32 %345, %382
  %384 = insertelement <2 x float> poison, float %108, i32 0
  %385 = insertelement <2 x float> %384, float %109, i32 1
  %386 = getelementptr float, ptr addrspace(3) @__wg_gemm_k0_linear_0, i32 %383
  store <2 x float> %385, ptr addrspace(3) %386, align 8
  %387 = add i32 %351, 24
  %388 = add i32 %352, %387
  %389 = add i32 %345, %388
  %390 = insertelement <2 x float> poison, float %110, i32 0
  %391 = insertelement <2 x float> %390, float %111, i32 1
  %392 = getelementptr float, ptr addrspace(3) @__wg_gemm_k0_linear_0, i32 %389
  store <2 x float> %391, ptr addrspace(3) %392, align 8
  %393 = add i32 %359, %387
  %394 = add i32 %345, %393
  %395 = insertelement <2 x float> poison, float %112, i32 0
  %396 = insertelement <2 x float> %395, float %113, i32 1
  %397 = getelementptr float, ptr addrspace(3) @__wg_gemm_k0_linear_0, i32 %394
  store <2 x float> %396, ptr addrspace(3) %397, align 8
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %398 = mul i32 %5, 4
  %399 = lshr i32 %398, 5
  %400 = and i32 %398, 31
  %401 = add i32 %349, %399
  %402 = add i32 %350, %400
  %403 = mul i32 %401, 128
  %404 = add i32 %403, %402
  %405 = add i32 %348, %404
  %406 = mul i32 %399, 40
  %407 = add i32 %406, %400
  %408 = add i32 %345, %407
  %409 = getelementptr float, ptr addrspace(3) @__wg_gemm_k0_linear_0, i32 %408
  %410 = load <4 x float>, ptr addrspace(3) %409, align 16
  %411 = getelementptr float, ptr addrspace(1) %2, i32 %405
  store <4 x float> %410, ptr addrspace(1) %411, align 16
  %412 = add i32 %5, 32
  %413 = mul i32 %412, 4
  %414 = lshr i32 %413, 5
  %415 = and i32 %413, 31
  %416 = add i32 %349, %414
  %417 = add i32 %350, %415
  %418 = mul i32 %416, 128
  %419 = add i32 %418, %417
  %420 = add i32 %348, %419
  %421 = mul i32 %414, 40
  %422 = add i32 %421, %415
  %423 = add i32 %345, %422
  %424 = getelementptr float, ptr addrspace(3) @__wg_gemm_k0_linear_0, i32 %423
  %425 = load <4 x float>, ptr addrspace(3) %424, align 16
  %426 = getelementptr float, ptr addrspace(1) %2, i32 %420
  store <4 x float> %425, ptr addrspace(1) %426, align 16
  %427 = add i32 %5, 64
  %428 = mul i32 %427, 4
  %429 = lshr i32 %428, 5
  %430 = and i32 %428, 31
  %431 = add i32 %349, %429
  %432 = add i32 %350, %430
  %433 = mul i32 %431, 128
  %434 = add i32 %433, %432
  %435 = add i32 %348, %434
  %436 = mul i32 %429, 40
  %437 = add i32 %436, %430
  %438 = add i32 %345, %437
  %439 = getelementptr float, ptr addrspace(3) @__wg_gemm_k0_linear_0, i32 %438
  %440 = load <4 x float>, ptr addrspace(3) %439, align 16
  %441 = getelementptr float, ptr addrspace(1) %2, i32 %435
  store <4 x float> %440, ptr addrspace(1) %441, align 16
  %442 = add i32 %5, 96
  %443 = mul i32 %442, 4
  %444 = lshr i32 %443, 5
  %445 = and i32 %443, 31
  %446 = add i32 %349, %444
  %447 = add i32 %350, %445
  %448 = mul i32 %446, 128
  %449 = add i32 %448, %447
  %450 = add i32 %348, %449
  %451 = mul i32 %444, 40
  %452 = add i32 %451, %445
  %453 = add i32 %345, %452
  %454 = getelementptr float, ptr addrspace(3) @__wg_gemm_k0_linear_0, i32 %453
  %455 = load <4 x float>, ptr addrspace(3) %454, align 16
  %456 = getelementptr float, ptr addrspace(1) %2, i32 %450
  store <4 x float> %455, ptr addrspace(1) %456, align 16
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %457 = insertelement <2 x float> poison, float %114, i32 0
  %458 = insertelement <2 x float> %457, float %115, i32 1
  store <2 x float> %458, ptr addrspace(3) %357, align 8
  %459 = insertelement <2 x float> poison, float %116, i32 0
  %460 = insertelement <2 x float> %459, float %117, i32 1
  store <2 x float> %460, ptr addrspace(3) %364, align 8
  %461 = insertelement <2 x float> poison, float %118, i32 0
  %462 = insertelement <2 x float> %461, float %119, i32 1
  store <2 x float> %462, ptr addrspace(3) %370, align 8
  %463 = insertelement <2 x float> poison, float %120, i32 0
  %464 = insertelement <2 x float> %463, float %121, i32 1
  store <2 x float> %464, ptr addrspace(3) %375, align 8
  %465 = insertelement <2 x float> poison, float %122, i32 0
  %466 = insertelement <2 x float> %465, float %123, i32 1
  store <2 x float> %466, ptr addrspace(3) %381, align 8
  %467 = insertelement <2 x float> poison, float %124, i32 0
  %468 = insertelement <2 x float> %467, float %125, i32 1
  store <2 x float> %468, ptr addrspace(3) %386, align 8
  %469 = insertelement <2 x float> poison, float %126, i32 0
  %470 = insertelement <2 x float> %469, float %127, i32 1
  store <2 x float> %470, ptr addrspace(3) %392, align 8
  %471 = insertelement <2 x float> poison, float %128, i32 0
  %472 = insertelement <2 x float> %471, float %129, i32 1
  store <2 x float> %472, ptr addrspace(3) %397, align 8
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %473 = add i32 %399, 16
  %474 = add i32 %349, %473
  %475 = mul i32 %474, 128
  %476 = add i32 %475, %402
  %477 = add i32 %348, %476
  %478 = load <4 x float>, ptr addrspace(3) %409, align 16
  %479 = getelementptr float, ptr addrspace(1) %2, i32 %477
  store <4 x float> %478, ptr addrspace(1) %479, align 16
  %480 = add i32 %414, 16
  %481 = add i32 %349, %480
  %482 = mul i32 %481, 128
  %483 = add i32 %482, %417
  %484 = add i32 %348, %483
  %485 = load <4 x float>, ptr addrspace(3) %424, align 16
  %486 = getelementptr float, ptr addrspace(1) %2, i32 %484
  store <4 x float> %485, ptr addrspace(1) %486, align 16
  %487 = add i32 %429, 16
  %488 = add i32 %349, %487
  %489 = mul i32 %488, 128
  %490 = add i32 %489, %432
  %491 = add i32 %348, %490
  %492 = load <4 x float>, ptr addrspace(3) %439, align 16
  %493 = getelementptr float, ptr addrspace(1) %2, i32 %491
  store <4 x float> %492, ptr addrspace(1) %493, align 16
  %494 = add i32 %444, 16
  %495 = add i32 %349, %494
  %496 = mul i32 %495, 128
  %497 = add i32 %496, %447
  %498 = add i32 %348, %497
  %499 = load <4 x float>, ptr addrspace(3) %454, align 16
  %500 = getelementptr float, ptr addrspace(1) %2, i32 %498
  store <4 x float> %499, ptr addrspace(1) %500, align 16
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) noalias writeonly, ptr addrspace(1) noalias readonly) #2

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.commit.group() #3

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.wait.group(i32 immarg) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #4

; Function Attrs: convergent nocallback nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #5

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float) #6

attributes #0 = { "nvvm.maxntid"="128,1,1" "target-cpu"="sm_80" "target-features"="+ptx80,+sm_80" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nounwind memory(argmem: readwrite) }
attributes #3 = { nounwind }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { convergent nocallback nounwind memory(argmem: read) }
attributes #6 = { nocallback nounwind memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}

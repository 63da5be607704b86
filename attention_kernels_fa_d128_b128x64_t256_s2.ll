; ModuleID = 'tilec'
source_filename = "tilec"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tl_smem = external addrspace(3) global [0 x i8], align 128
@.str = private unnamed_addr constant [11 x i8] c"__CUDA_FTZ\00", align 1

; Function Attrs: nounwind
define void @fa_d128_b128x64_t256_s2(ptr addrspace(1) noalias nocapture readonly %Q, ptr addrspace(1) noalias nocapture readonly %K, ptr addrspace(1) noalias nocapture readonly %V, ptr addrspace(1) noalias nocapture %Output, ptr addrspace(1) noalias nocapture %lse, i32 %batch, i32 %heads, i32 %seq_len) #0 {
entry:
  %scores_sum_part = alloca [2 x float], align 16
  %scores_max_part = alloca [2 x float], align 16
  %lse_local = alloca [2 x float], align 16
  %logsum = alloca [2 x float], align 16
  %scores_sum = alloca [2 x float], align 16
  %scores_scale = alloca [2 x float], align 16
  %scores_max_prev = alloca [2 x float], align 16
  %scores_max = alloca [2 x float], align 16
  %acc_o = alloca [64 x float], align 16
  %acc_s_cast = alloca [32 x half], align 16
  %acc_s = alloca [32 x float], align 16
  %bx = call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %by = call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %bz = call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !5
  br label %l.cond

l.cond:                                           ; preds = %if.end, %entry
  %l = phi i32 [ 0, %entry ], [ %l.next, %if.end ]
  %0 = icmp slt i32 %l, 8
  br i1 %0, label %l.body, label %l.end

l.body:                                           ; preds = %l.cond
  %1 = mul nsw i32 %bx, 128
  %2 = mul nsw i32 %l, 16
  %3 = add nsw i32 %1, %2
  %4 = sdiv i32 %tx, 16
  %5 = srem i32 %tx, 16
  %6 = icmp slt i32 %5, 0
  %7 = icmp ne i1 %6, false
  %8 = icmp ne i32 %5, 0
  %9 = and i1 %8, %7
  %10 = sub i32 %4, 1
  %11 = select i1 %9, i32 %10, i32 %4
  %12 = add nsw i32 %3, %11
  %13 = icmp slt i32 %12, %seq_len
  br i1 %13, label %if.then, label %if.else

l.end:                                            ; preds = %l.cond
  br label %l.cond1

if.then:                                          ; preds = %l.body
  %14 = sdiv i32 %tx, 8
  %15 = srem i32 %tx, 8
  %16 = icmp slt i32 %15, 0
  %17 = icmp ne i1 %16, false
  %18 = icmp ne i32 %15, 0
  %19 = and i1 %18, %17
  %20 = sub i32 %14, 1
  %21 = select i1 %19, i32 %20, i32 %14
  %22 = sdiv i32 %21, 2
  %23 = srem i32 %21, 2
  %24 = icmp slt i32 %23, 0
  %25 = icmp ne i1 %24, false
  %26 = icmp ne i32 %23, 0
  %27 = and i1 %26, %25
  %28 = add i32 %23, 2
  %29 = select i1 %27, i32 %28, i32 %23
  %30 = mul nsw i32 %29, 128
  %31 = mul nsw i32 %l, 16
  %32 = add nsw i32 %30, %31
  %33 = sdiv i32 %tx, 16
  %34 = srem i32 %tx, 16
  %35 = icmp slt i32 %34, 0
  %36 = icmp ne i1 %35, false
  %37 = icmp ne i32 %34, 0
  %38 = and i1 %37, %36
  %39 = sub i32 %33, 1
  %40 = select i1 %38, i32 %39, i32 %33
  %41 = add nsw i32 %32, %40
  %42 = mul nsw i32 %41, 64
  %43 = sdiv i32 %tx, 8
  %44 = srem i32 %tx, 8
  %45 = icmp slt i32 %44, 0
  %46 = icmp ne i1 %45, false
  %47 = icmp ne i32 %44, 0
  %48 = and i1 %47, %46
  %49 = add i32 %44, 8
  %50 = select i1 %48, i32 %49, i32 %44
  %51 = sdiv i32 %tx, 16
  %52 = srem i32 %tx, 16
  %53 = icmp slt i32 %52, 0
  %54 = icmp ne i1 %53, false
  %55 = icmp ne i32 %52, 0
  %56 = and i1 %55, %54
  %57 = sub i32 %51, 1
  %58 = select i1 %56, i32 %57, i32 %51
  %59 = sdiv i32 %58, 8
  %60 = srem i32 %58, 8
  %61 = icmp slt i32 %60, 0
  %62 = icmp ne i1 %61, false
  %63 = icmp ne i32 %60, 0
  %64 = and i1 %63, %62
  %65 = add i32 %60, 8
  %66 = select i1 %64, i32 %65, i32 %60
  %67 = xor i32 %50, %66
  %68 = sdiv i32 %67, 8
  %69 = srem i32 %67, 8
  %70 = icmp slt i32 %69, 0
  %71 = icmp ne i1 %70, false
  %72 = icmp ne i32 %69, 0
  %73 = and i1 %72, %71
  %74 = add i32 %69, 8
  %75 = select i1 %73, i32 %74, i32 %69
  %76 = mul nsw i32 %75, 8
  %77 = add nsw i32 %42, %76
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %78
  %80 = mul nsw i32 %bz, %seq_len
  %81 = mul nsw i32 %bx, 128
  %82 = add nsw i32 %80, %81
  %83 = mul nsw i32 %l, 16
  %84 = add nsw i32 %82, %83
  %85 = sdiv i32 %tx, 16
  %86 = srem i32 %tx, 16
  %87 = icmp slt i32 %86, 0
  %88 = icmp ne i1 %87, false
  %89 = icmp ne i32 %86, 0
  %90 = and i1 %89, %88
  %91 = sub i32 %85, 1
  %92 = select i1 %90, i32 %91, i32 %85
  %93 = add nsw i32 %84, %92
  %94 = mul nsw i32 %93, %heads
  %95 = add nsw i32 %94, %by
  %96 = mul nsw i32 %95, 128
  %97 = sdiv i32 %tx, 16
  %98 = srem i32 %tx, 16
  %99 = icmp slt i32 %98, 0
  %100 = icmp ne i1 %99, false
  %101 = icmp ne i32 %98, 0
  %102 = and i1 %101, %100
  %103 = add i32 %98, 16
  %104 = select i1 %102, i32 %103, i32 %98
  %105 = mul nsw i32 %104, 8
  %106 = add nsw i32 %96, %105
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds half, ptr addrspace(1) %Q, i64 %107
  %109 = load <8 x half>, ptr addrspace(1) %108, align 16
  store <8 x half> %109, ptr addrspace(3) %79, align 16
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %l.next = add nsw i32 %l, 1
  br label %l.cond, !llvm.loop !6

if.else:                                          ; preds = %l.body
  %110 = sdiv i32 %tx, 8
  %111 = srem i32 %tx, 8
  %112 = icmp slt i32 %111, 0
  %113 = icmp ne i1 %112, false
  %114 = icmp ne i32 %111, 0
  %115 = and i1 %114, %113
  %116 = sub i32 %110, 1
  %117 = select i1 %115, i32 %116, i32 %110
  %118 = sdiv i32 %117, 2
  %119 = srem i32 %117, 2
  %120 = icmp slt i32 %119, 0
  %121 = icmp ne i1 %120, false
  %122 = icmp ne i32 %119, 0
  %123 = and i1 %122, %121
  %124 = add i32 %119, 2
  %125 = select i1 %123, i32 %124, i32 %119
  %126 = mul nsw i32 %125, 128
  %127 = mul nsw i32 %l, 16
  %128 = add nsw i32 %126, %127
  %129 = sdiv i32 %tx, 16
  %130 = srem i32 %tx, 16
  %131 = icmp slt i32 %130, 0
  %132 = icmp ne i1 %131, false
  %133 = icmp ne i32 %130, 0
  %134 = and i1 %133, %132
  %135 = sub i32 %129, 1
  %136 = select i1 %134, i32 %135, i32 %129
  %137 = add nsw i32 %128, %136
  %138 = mul nsw i32 %137, 64
  %139 = sdiv i32 %tx, 8
  %140 = srem i32 %tx, 8
  %141 = icmp slt i32 %140, 0
  %142 = icmp ne i1 %141, false
  %143 = icmp ne i32 %140, 0
  %144 = and i1 %143, %142
  %145 = add i32 %140, 8
  %146 = select i1 %144, i32 %145, i32 %140
  %147 = sdiv i32 %tx, 16
  %148 = srem i32 %tx, 16
  %149 = icmp slt i32 %148, 0
  %150 = icmp ne i1 %149, false
  %151 = icmp ne i32 %148, 0
  %152 = and i1 %151, %150
  %153 = sub i32 %147, 1
  %154 = select i1 %152, i32 %153, i32 %147
  %155 = sdiv i32 %154, 8
  %156 = srem i32 %154, 8
  %157 = icmp slt i32 %156, 0
  %158 = icmp ne i1 %157, false
  %159 = icmp ne i32 %156, 0
  %160 = and i1 %159, %158
  %161 = add i32 %156, 8
  %162 = select i1 %160, i32 %161, i32 %156
  %163 = xor i32 %146, %162
  %164 = sdiv i32 %163, 8
  %165 = srem i32 %163, 8
  %166 = icmp slt i32 %165, 0
  %167 = icmp ne i1 %166, false
  %168 = icmp ne i32 %165, 0
  %169 = and i1 %168, %167
  %170 = add i32 %165, 8
  %171 = select i1 %169, i32 %170, i32 %165
  %172 = mul nsw i32 %171, 8
  %173 = add nsw i32 %138, %172
  %174 = sext i32 %173 to i64
  %175 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %174
  store <8 x half> zeroinitializer, ptr addrspace(3) %175, align 16
  br label %if.end

l.cond1:                                          ; preds = %l.body2, %l.end
  %l4 = phi i32 [ 0, %l.end ], [ %l.next5, %l.body2 ]
  %176 = icmp slt i32 %l4, 32
  br i1 %176, label %l.body2, label %l.end3

l.body2:                                          ; preds = %l.cond1
  %177 = mul nsw i32 %l4, 2
  %178 = sext i32 %177 to i64
  %179 = getelementptr inbounds float, ptr %acc_o, i64 %178
  store <2 x float> zeroinitializer, ptr %179, align 8
  %l.next5 = add nsw i32 %l4, 1
  br label %l.cond1, !llvm.loop !8

l.end3:                                           ; preds = %l.cond1
  br label %l.cond6

l.cond6:                                          ; preds = %l.body7, %l.end3
  %l9 = phi i32 [ 0, %l.end3 ], [ %l.next10, %l.body7 ]
  %180 = icmp slt i32 %l9, 2
  br i1 %180, label %l.body7, label %l.end8

l.body7:                                          ; preds = %l.cond6
  %181 = sext i32 %l9 to i64
  %182 = getelementptr inbounds float, ptr %logsum, i64 %181
  store float 0.000000e+00, ptr %182, align 4
  %l.next10 = add nsw i32 %l9, 1
  br label %l.cond6, !llvm.loop !9

l.end8:                                           ; preds = %l.cond6
  br label %l.cond11

l.cond11:                                         ; preds = %l.body12, %l.end8
  %l14 = phi i32 [ 0, %l.end8 ], [ %l.next15, %l.body12 ]
  %183 = icmp slt i32 %l14, 2
  br i1 %183, label %l.body12, label %l.end13

l.body12:                                         ; preds = %l.cond11
  %184 = sext i32 %l14 to i64
  %185 = getelementptr inbounds float, ptr %scores_max, i64 %184
  store float 0xFFF0000000000000, ptr %185, align 4
  %l.next15 = add nsw i32 %l14, 1
  br label %l.cond11, !llvm.loop !10

l.end13:                                          ; preds = %l.cond11
  call void @llvm.nvvm.barrier0()
  %186 = add nsw i32 %seq_len, 63
  %187 = sdiv i32 %186, 64
  %188 = srem i32 %186, 64
  %189 = icmp slt i32 %188, 0
  %190 = icmp ne i1 %189, false
  %191 = icmp ne i32 %188, 0
  %192 = and i1 %191, %190
  %193 = sub i32 %187, 1
  %loop_range = select i1 %192, i32 %193, i32 %187
  call void @llvm.nvvm.barrier0()
  br label %l.cond16

l.cond16:                                         ; preds = %if.end21, %l.end13
  %l19 = phi i32 [ 0, %l.end13 ], [ %l.next23, %if.end21 ]
  %194 = icmp slt i32 %l19, 4
  br i1 %194, label %l.body17, label %l.end18

l.body17:                                         ; preds = %l.cond16
  %195 = mul nsw i32 %l19, 16
  %196 = sdiv i32 %tx, 16
  %197 = srem i32 %tx, 16
  %198 = icmp slt i32 %197, 0
  %199 = icmp ne i1 %198, false
  %200 = icmp ne i32 %197, 0
  %201 = and i1 %200, %199
  %202 = sub i32 %196, 1
  %203 = select i1 %201, i32 %202, i32 %196
  %204 = add nsw i32 %195, %203
  %205 = icmp slt i32 %204, %seq_len
  br i1 %205, label %if.then20, label %if.else22

l.end18:                                          ; preds = %l.cond16
  br label %l.cond24

if.then20:                                        ; preds = %l.body17
  %206 = sdiv i32 %tx, 8
  %207 = srem i32 %tx, 8
  %208 = icmp slt i32 %207, 0
  %209 = icmp ne i1 %208, false
  %210 = icmp ne i32 %207, 0
  %211 = and i1 %210, %209
  %212 = sub i32 %206, 1
  %213 = select i1 %211, i32 %212, i32 %206
  %214 = sdiv i32 %213, 2
  %215 = srem i32 %213, 2
  %216 = icmp slt i32 %215, 0
  %217 = icmp ne i1 %216, false
  %218 = icmp ne i32 %215, 0
  %219 = and i1 %218, %217
  %220 = add i32 %215, 2
  %221 = select i1 %219, i32 %220, i32 %215
  %222 = mul nsw i32 %221, 64
  %223 = mul nsw i32 %l19, 16
  %224 = add nsw i32 %222, %223
  %225 = sdiv i32 %tx, 16
  %226 = srem i32 %tx, 16
  %227 = icmp slt i32 %226, 0
  %228 = icmp ne i1 %227, false
  %229 = icmp ne i32 %226, 0
  %230 = and i1 %229, %228
  %231 = sub i32 %225, 1
  %232 = select i1 %230, i32 %231, i32 %225
  %233 = add nsw i32 %224, %232
  %234 = mul nsw i32 %233, 64
  %235 = sdiv i32 %tx, 8
  %236 = srem i32 %tx, 8
  %237 = icmp slt i32 %236, 0
  %238 = icmp ne i1 %237, false
  %239 = icmp ne i32 %236, 0
  %240 = and i1 %239, %238
  %241 = add i32 %236, 8
  %242 = select i1 %240, i32 %241, i32 %236
  %243 = sdiv i32 %tx, 16
  %244 = srem i32 %tx, 16
  %245 = icmp slt i32 %244, 0
  %246 = icmp ne i1 %245, false
  %247 = icmp ne i32 %244, 0
  %248 = and i1 %247, %246
  %249 = sub i32 %243, 1
  %250 = select i1 %248, i32 %249, i32 %243
  %251 = sdiv i32 %250, 8
  %252 = srem i32 %250, 8
  %253 = icmp slt i32 %252, 0
  %254 = icmp ne i1 %253, false
  %255 = icmp ne i32 %252, 0
  %256 = and i1 %255, %254
  %257 = add i32 %252, 8
  %258 = select i1 %256, i32 %257, i32 %252
  %259 = xor i32 %242, %258
  %260 = sdiv i32 %259, 8
  %261 = srem i32 %259, 8
  %262 = icmp slt i32 %261, 0
  %263 = icmp ne i1 %262, false
  %264 = icmp ne i32 %261, 0
  %265 = and i1 %264, %263
  %266 = add i32 %261, 8
  %267 = select i1 %265, i32 %266, i32 %261
  %268 = mul nsw i32 %267, 8
  %269 = add nsw i32 %234, %268
  %270 = sext i32 %269 to i64
  %271 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 32768), i64 %270
  %272 = mul nsw i32 %bz, %seq_len
  %273 = mul nsw i32 %l19, 16
  %274 = add nsw i32 %272, %273
  %275 = sdiv i32 %tx, 16
  %276 = srem i32 %tx, 16
  %277 = icmp slt i32 %276, 0
  %278 = icmp ne i1 %277, false
  %279 = icmp ne i32 %276, 0
  %280 = and i1 %279, %278
  %281 = sub i32 %275, 1
  %282 = select i1 %280, i32 %281, i32 %275
  %283 = add nsw i32 %274, %282
  %284 = mul nsw i32 %283, %heads
  %285 = add nsw i32 %284, %by
  %286 = mul nsw i32 %285, 128
  %287 = sdiv i32 %tx, 16
  %288 = srem i32 %tx, 16
  %289 = icmp slt i32 %288, 0
  %290 = icmp ne i1 %289, false
  %291 = icmp ne i32 %288, 0
  %292 = and i1 %291, %290
  %293 = add i32 %288, 16
  %294 = select i1 %292, i32 %293, i32 %288
  %295 = mul nsw i32 %294, 8
  %296 = add nsw i32 %286, %295
  %297 = sext i32 %296 to i64
  %298 = getelementptr inbounds half, ptr addrspace(1) %K, i64 %297
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %271, ptr addrspace(1) %298)
  br label %if.end21

if.end21:                                         ; preds = %if.else22, %if.then20
  %l.next23 = add nsw i32 %l19, 1
  br label %l.cond16, !llvm.loop !11

if.else22:                                        ; preds = %l.body17
  %299 = sdiv i32 %tx, 8
  %300 = srem i32 %tx, 8
  %301 = icmp slt i32 %300, 0
  %302 = icmp ne i1 %301, false
  %303 = icmp ne i32 %300, 0
  %304 = and i1 %303, %302
  %305 = sub i32 %299, 1
  %306 = select i1 %304, i32 %305, i32 %299
  %307 = sdiv i32 %306, 2
  %308 = srem i32 %306, 2
  %309 = icmp slt i32 %308, 0
  %310 = icmp ne i1 %309, false
  %311 = icmp ne i32 %308, 0
  %312 = and i1 %311, %310
  %313 = add i32 %308, 2
  %314 = select i1 %312, i32 %313, i32 %308
  %315 = mul nsw i32 %314, 64
  %316 = mul nsw i32 %l19, 16
  %317 = add nsw i32 %315, %316
  %318 = sdiv i32 %tx, 16
  %319 = srem i32 %tx, 16
  %320 = icmp slt i32 %319, 0
  %321 = icmp ne i1 %320, false
  %322 = icmp ne i32 %319, 0
  %323 = and i1 %322, %321
  %324 = sub i32 %318, 1
  %325 = select i1 %323, i32 %324, i32 %318
  %326 = add nsw i32 %317, %325
  %327 = mul nsw i32 %326, 64
  %328 = sdiv i32 %tx, 8
  %329 = srem i32 %tx, 8
  %330 = icmp slt i32 %329, 0
  %331 = icmp ne i1 %330, false
  %332 = icmp ne i32 %329, 0
  %333 = and i1 %332, %331
  %334 = add i32 %329, 8
  %335 = select i1 %333, i32 %334, i32 %329
  %336 = sdiv i32 %tx, 16
  %337 = srem i32 %tx, 16
  %338 = icmp slt i32 %337, 0
  %339 = icmp ne i1 %338, false
  %340 = icmp ne i32 %337, 0
  %341 = and i1 %340, %339
  %342 = sub i32 %336, 1
  %343 = select i1 %341, i32 %342, i32 %336
  %344 = sdiv i32 %343, 8
  %345 = srem i32 %343, 8
  %346 = icmp slt i32 %345, 0
  %347 = icmp ne i1 %346, false
  %348 = icmp ne i32 %345, 0
  %349 = and i1 %348, %347
  %350 = add i32 %345, 8
  %351 = select i1 %349, i32 %350, i32 %345
  %352 = xor i32 %335, %351
  %353 = sdiv i32 %352, 8
  %354 = srem i32 %352, 8
  %355 = icmp slt i32 %354, 0
  %356 = icmp ne i1 %355, false
  %357 = icmp ne i32 %354, 0
  %358 = and i1 %357, %356
  %359 = add i32 %354, 8
  %360 = select i1 %358, i32 %359, i32 %354
  %361 = mul nsw i32 %360, 8
  %362 = add nsw i32 %327, %361
  %363 = sext i32 %362 to i64
  %364 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 32768), i64 %363
  store <8 x half> zeroinitializer, ptr addrspace(3) %364, align 16
  br label %if.end21

l.cond24:                                         ; preds = %if.end29, %l.end18
  %l27 = phi i32 [ 0, %l.end18 ], [ %l.next31, %if.end29 ]
  %365 = icmp slt i32 %l27, 4
  br i1 %365, label %l.body25, label %l.end26

l.body25:                                         ; preds = %l.cond24
  %366 = mul nsw i32 %l27, 16
  %367 = sdiv i32 %tx, 16
  %368 = srem i32 %tx, 16
  %369 = icmp slt i32 %368, 0
  %370 = icmp ne i1 %369, false
  %371 = icmp ne i32 %368, 0
  %372 = and i1 %371, %370
  %373 = sub i32 %367, 1
  %374 = select i1 %372, i32 %373, i32 %367
  %375 = add nsw i32 %366, %374
  %376 = icmp slt i32 %375, %seq_len
  br i1 %376, label %if.then28, label %if.else30

l.end26:                                          ; preds = %l.cond24
  call void @llvm.nvvm.cp.async.commit.group()
  br label %k.cond

if.then28:                                        ; preds = %l.body25
  %377 = sdiv i32 %tx, 8
  %378 = srem i32 %tx, 8
  %379 = icmp slt i32 %378, 0
  %380 = icmp ne i1 %379, false
  %381 = icmp ne i32 %378, 0
  %382 = and i1 %381, %380
  %383 = sub i32 %377, 1
  %384 = select i1 %382, i32 %383, i32 %377
  %385 = sdiv i32 %384, 2
  %386 = srem i32 %384, 2
  %387 = icmp slt i32 %386, 0
  %388 = icmp ne i1 %387, false
  %389 = icmp ne i32 %386, 0
  %390 = and i1 %389, %388
  %391 = add i32 %386, 2
  %392 = select i1 %390, i32 %391, i32 %386
  %393 = mul nsw i32 %392, 64
  %394 = mul nsw i32 %l27, 16
  %395 = add nsw i32 %393, %394
  %396 = sdiv i32 %tx, 16
  %397 = srem i32 %tx, 16
  %398 = icmp slt i32 %397, 0
  %399 = icmp ne i1 %398, false
  %400 = icmp ne i32 %397, 0
  %401 = and i1 %400, %399
  %402 = sub i32 %396, 1
  %403 = select i1 %401, i32 %402, i32 %396
  %404 = add nsw i32 %395, %403
  %405 = mul nsw i32 %404, 64
  %406 = sdiv i32 %tx, 8
  %407 = srem i32 %tx, 8
  %408 = icmp slt i32 %407, 0
  %409 = icmp ne i1 %408, false
  %410 = icmp ne i32 %407, 0
  %411 = and i1 %410, %409
  %412 = add i32 %407, 8
  %413 = select i1 %411, i32 %412, i32 %407
  %414 = sdiv i32 %tx, 16
  %415 = srem i32 %tx, 16
  %416 = icmp slt i32 %415, 0
  %417 = icmp ne i1 %416, false
  %418 = icmp ne i32 %415, 0
  %419 = and i1 %418, %417
  %420 = sub i32 %414, 1
  %421 = select i1 %419, i32 %420, i32 %414
  %422 = sdiv i32 %421, 8
  %423 = srem i32 %421, 8
  %424 = icmp slt i32 %423, 0
  %425 = icmp ne i1 %424, false
  %426 = icmp ne i32 %423, 0
  %427 = and i1 %426, %425
  %428 = add i32 %423, 8
  %429 = select i1 %427, i32 %428, i32 %423
  %430 = xor i32 %413, %429
  %431 = sdiv i32 %430, 8
  %432 = srem i32 %430, 8
  %433 = icmp slt i32 %432, 0
  %434 = icmp ne i1 %433, false
  %435 = icmp ne i32 %432, 0
  %436 = and i1 %435, %434
  %437 = add i32 %432, 8
  %438 = select i1 %436, i32 %437, i32 %432
  %439 = mul nsw i32 %438, 8
  %440 = add nsw i32 %405, %439
  %441 = sext i32 %440 to i64
  %442 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 65536), i64 %441
  %443 = mul nsw i32 %bz, %seq_len
  %444 = mul nsw i32 %l27, 16
  %445 = add nsw i32 %443, %444
  %446 = sdiv i32 %tx, 16
  %447 = srem i32 %tx, 16
  %448 = icmp slt i32 %447, 0
  %449 = icmp ne i1 %448, false
  %450 = icmp ne i32 %447, 0
  %451 = and i1 %450, %449
  %452 = sub i32 %446, 1
  %453 = select i1 %451, i32 %452, i32 %446
  %454 = add nsw i32 %445, %453
  %455 = mul nsw i32 %454, %heads
  %456 = add nsw i32 %455, %by
  %457 = mul nsw i32 %456, 128
  %458 = sdiv i32 %tx, 16
  %459 = srem i32 %tx, 16
  %460 = icmp slt i32 %459, 0
  %461 = icmp ne i1 %460, false
  %462 = icmp ne i32 %459, 0
  %463 = and i1 %462, %461
  %464 = add i32 %459, 16
  %465 = select i1 %463, i32 %464, i32 %459
  %466 = mul nsw i32 %465, 8
  %467 = add nsw i32 %457, %466
  %468 = sext i32 %467 to i64
  %469 = getelementptr inbounds half, ptr addrspace(1) %V, i64 %468
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %442, ptr addrspace(1) %469)
  br label %if.end29

if.end29:                                         ; preds = %if.else30, %if.then28
  %l.next31 = add nsw i32 %l27, 1
  br label %l.cond24, !llvm.loop !12

if.else30:                                        ; preds = %l.body25
  %470 = sdiv i32 %tx, 8
  %471 = srem i32 %tx, 8
  %472 = icmp slt i32 %471, 0
  %473 = icmp ne i1 %472, false
  %474 = icmp ne i32 %471, 0
  %475 = and i1 %474, %473
  %476 = sub i32 %470, 1
  %477 = select i1 %475, i32 %476, i32 %470
  %478 = sdiv i32 %477, 2
  %479 = srem i32 %477, 2
  %480 = icmp slt i32 %479, 0
  %481 = icmp ne i1 %480, false
  %482 = icmp ne i32 %479, 0
  %483 = and i1 %482, %481
  %484 = add i32 %479, 2
  %485 = select i1 %483, i32 %484, i32 %479
  %486 = mul nsw i32 %485, 64
  %487 = mul nsw i32 %l27, 16
  %488 = add nsw i32 %486, %487
  %489 = sdiv i32 %tx, 16
  %490 = srem i32 %tx, 16
  %491 = icmp slt i32 %490, 0
  %492 = icmp ne i1 %491, false
  %493 = icmp ne i32 %490, 0
  %494 = and i1 %493, %492
  %495 = sub i32 %489, 1
  %496 = select i1 %494, i32 %495, i32 %489
  %497 = add nsw i32 %488, %496
  %498 = mul nsw i32 %497, 64
  %499 = sdiv i32 %tx, 8
  %500 = srem i32 %tx, 8
  %501 = icmp slt i32 %500, 0
  %502 = icmp ne i1 %501, false
  %503 = icmp ne i32 %500, 0
  %504 = and i1 %503, %502
  %505 = add i32 %500, 8
  %506 = select i1 %504, i32 %505, i32 %500
  %507 = sdiv i32 %tx, 16
  %508 = srem i32 %tx, 16
  %509 = icmp slt i32 %508, 0
  %510 = icmp ne i1 %509, false
  %511 = icmp ne i32 %508, 0
  %512 = and i1 %511, %510
  %513 = sub i32 %507, 1
  %514 = select i1 %512, i32 %513, i32 %507
  %515 = sdiv i32 %514, 8
  %516 = srem i32 %514, 8
  %517 = icmp slt i32 %516, 0
  %518 = icmp ne i1 %517, false
  %519 = icmp ne i32 %516, 0
  %520 = and i1 %519, %518
  %521 = add i32 %516, 8
  %522 = select i1 %520, i32 %521, i32 %516
  %523 = xor i32 %506, %522
  %524 = sdiv i32 %523, 8
  %525 = srem i32 %523, 8
  %526 = icmp slt i32 %525, 0
  %527 = icmp ne i1 %526, false
  %528 = icmp ne i32 %525, 0
  %529 = and i1 %528, %527
  %530 = add i32 %525, 8
  %531 = select i1 %529, i32 %530, i32 %525
  %532 = mul nsw i32 %531, 8
  %533 = add nsw i32 %498, %532
  %534 = sext i32 %533 to i64
  %535 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 65536), i64 %534
  store <8 x half> zeroinitializer, ptr addrspace(3) %535, align 16
  br label %if.end29

k.cond:                                           ; preds = %wgmma.done136, %l.end26
  %k = phi i32 [ 0, %l.end26 ], [ %k.next, %wgmma.done136 ]
  %536 = icmp slt i32 %k, %loop_range
  br i1 %536, label %k.body, label %k.end

k.body:                                           ; preds = %k.cond
  call void @llvm.nvvm.cp.async.wait.group(i32 0)
  call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #7
  call void @llvm.nvvm.barrier0()
  %537 = sub nsw i32 %loop_range, 1
  %538 = icmp slt i32 %k, %537
  br i1 %538, label %if.then32, label %if.end33

k.end:                                            ; preds = %k.cond
  call void @llvm.nvvm.cp.async.wait.group(i32 0)
  call void @llvm.nvvm.barrier0()
  br label %l.cond137

if.then32:                                        ; preds = %k.body
  br label %l.cond34

if.end33:                                         ; preds = %l.end44, %k.body
  call void @llvm.nvvm.cp.async.commit.group()
  br label %l.cond50

l.cond34:                                         ; preds = %if.end39, %if.then32
  %l37 = phi i32 [ 0, %if.then32 ], [ %l.next41, %if.end39 ]
  %539 = icmp slt i32 %l37, 4
  br i1 %539, label %l.body35, label %l.end36

l.body35:                                         ; preds = %l.cond34
  %540 = mul nsw i32 %k, 64
  %541 = mul nsw i32 %l37, 16
  %542 = add nsw i32 %540, %541
  %543 = sdiv i32 %tx, 16
  %544 = srem i32 %tx, 16
  %545 = icmp slt i32 %544, 0
  %546 = icmp ne i1 %545, false
  %547 = icmp ne i32 %544, 0
  %548 = and i1 %547, %546
  %549 = sub i32 %543, 1
  %550 = select i1 %548, i32 %549, i32 %543
  %551 = add nsw i32 %542, %550
  %552 = sub nsw i32 %seq_len, 64
  %553 = icmp slt i32 %551, %552
  br i1 %553, label %if.then38, label %if.else40

l.end36:                                          ; preds = %l.cond34
  br label %l.cond42

if.then38:                                        ; preds = %l.body35
  %554 = add nsw i32 %k, 1
  %555 = sdiv i32 %554, 2
  %556 = srem i32 %554, 2
  %557 = icmp slt i32 %556, 0
  %558 = icmp ne i1 %557, false
  %559 = icmp ne i32 %556, 0
  %560 = and i1 %559, %558
  %561 = add i32 %556, 2
  %562 = select i1 %560, i32 %561, i32 %556
  %563 = mul nsw i32 %562, 128
  %564 = sdiv i32 %tx, 8
  %565 = srem i32 %tx, 8
  %566 = icmp slt i32 %565, 0
  %567 = icmp ne i1 %566, false
  %568 = icmp ne i32 %565, 0
  %569 = and i1 %568, %567
  %570 = sub i32 %564, 1
  %571 = select i1 %569, i32 %570, i32 %564
  %572 = sdiv i32 %571, 2
  %573 = srem i32 %571, 2
  %574 = icmp slt i32 %573, 0
  %575 = icmp ne i1 %574, false
  %576 = icmp ne i32 %573, 0
  %577 = and i1 %576, %575
  %578 = add i32 %573, 2
  %579 = select i1 %577, i32 %578, i32 %573
  %580 = mul nsw i32 %579, 64
  %581 = add nsw i32 %563, %580
  %582 = mul nsw i32 %l37, 16
  %583 = add nsw i32 %581, %582
  %584 = sdiv i32 %tx, 16
  %585 = srem i32 %tx, 16
  %586 = icmp slt i32 %585, 0
  %587 = icmp ne i1 %586, false
  %588 = icmp ne i32 %585, 0
  %589 = and i1 %588, %587
  %590 = sub i32 %584, 1
  %591 = select i1 %589, i32 %590, i32 %584
  %592 = add nsw i32 %583, %591
  %593 = mul nsw i32 %592, 64
  %594 = sdiv i32 %tx, 8
  %595 = srem i32 %tx, 8
  %596 = icmp slt i32 %595, 0
  %597 = icmp ne i1 %596, false
  %598 = icmp ne i32 %595, 0
  %599 = and i1 %598, %597
  %600 = add i32 %595, 8
  %601 = select i1 %599, i32 %600, i32 %595
  %602 = sdiv i32 %tx, 16
  %603 = srem i32 %tx, 16
  %604 = icmp slt i32 %603, 0
  %605 = icmp ne i1 %604, false
  %606 = icmp ne i32 %603, 0
  %607 = and i1 %606, %605
  %608 = sub i32 %602, 1
  %609 = select i1 %607, i32 %608, i32 %602
  %610 = sdiv i32 %609, 8
  %611 = srem i32 %609, 8
  %612 = icmp slt i32 %611, 0
  %613 = icmp ne i1 %612, false
  %614 = icmp ne i32 %611, 0
  %615 = and i1 %614, %613
  %616 = add i32 %611, 8
  %617 = select i1 %615, i32 %616, i32 %611
  %618 = xor i32 %601, %617
  %619 = sdiv i32 %618, 8
  %620 = srem i32 %618, 8
  %621 = icmp slt i32 %620, 0
  %622 = icmp ne i1 %621, false
  %623 = icmp ne i32 %620, 0
  %624 = and i1 %623, %622
  %625 = add i32 %620, 8
  %626 = select i1 %624, i32 %625, i32 %620
  %627 = mul nsw i32 %626, 8
  %628 = add nsw i32 %593, %627
  %629 = sext i32 %628 to i64
  %630 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 32768), i64 %629
  %631 = mul nsw i32 %bz, %seq_len
  %632 = mul nsw i32 %k, 64
  %633 = add nsw i32 %631, %632
  %634 = mul nsw i32 %l37, 16
  %635 = add nsw i32 %633, %634
  %636 = sdiv i32 %tx, 16
  %637 = srem i32 %tx, 16
  %638 = icmp slt i32 %637, 0
  %639 = icmp ne i1 %638, false
  %640 = icmp ne i32 %637, 0
  %641 = and i1 %640, %639
  %642 = sub i32 %636, 1
  %643 = select i1 %641, i32 %642, i32 %636
  %644 = add nsw i32 %635, %643
  %645 = add nsw i32 %644, 64
  %646 = mul nsw i32 %645, %heads
  %647 = add nsw i32 %646, %by
  %648 = mul nsw i32 %647, 128
  %649 = sdiv i32 %tx, 16
  %650 = srem i32 %tx, 16
  %651 = icmp slt i32 %650, 0
  %652 = icmp ne i1 %651, false
  %653 = icmp ne i32 %650, 0
  %654 = and i1 %653, %652
  %655 = add i32 %650, 16
  %656 = select i1 %654, i32 %655, i32 %650
  %657 = mul nsw i32 %656, 8
  %658 = add nsw i32 %648, %657
  %659 = sext i32 %658 to i64
  %660 = getelementptr inbounds half, ptr addrspace(1) %K, i64 %659
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %630, ptr addrspace(1) %660)
  br label %if.end39

if.end39:                                         ; preds = %if.else40, %if.then38
  %l.next41 = add nsw i32 %l37, 1
  br label %l.cond34, !llvm.loop !13

if.else40:                                        ; preds = %l.body35
  %661 = add nsw i32 %k, 1
  %662 = sdiv i32 %661, 2
  %663 = srem i32 %661, 2
  %664 = icmp slt i32 %663, 0
  %665 = icmp ne i1 %664, false
  %666 = icmp ne i32 %663, 0
  %667 = and i1 %666, %665
  %668 = add i32 %663, 2
  %669 = select i1 %667, i32 %668, i32 %663
  %670 = mul nsw i32 %669, 128
  %671 = sdiv i32 %tx, 8
  %672 = srem i32 %tx, 8
  %673 = icmp slt i32 %672, 0
  %674 = icmp ne i1 %673, false
  %675 = icmp ne i32 %672, 0
  %676 = and i1 %675, %674
  %677 = sub i32 %671, 1
  %678 = select i1 %676, i32 %677, i32 %671
  %679 = sdiv i32 %678, 2
  %680 = srem i32 %678, 2
  %681 = icmp slt i32 %680, 0
  %682 = icmp ne i1 %681, false
  %683 = icmp ne i32 %680, 0
  %684 = and i1 %683, %682
  %685 = add i32 %680, 2
  %686 = select i1 %684, i32 %685, i32 %680
  %687 = mul nsw i32 %686, 64
  %688 = add nsw i32 %670, %687
  %689 = mul nsw i32 %l37, 16
  %690 = add nsw i32 %688, %689
  %691 = sdiv i32 %tx, 16
  %692 = srem i32 %tx, 16
  %693 = icmp slt i32 %692, 0
  %694 = icmp ne i1 %693, false
  %695 = icmp ne i32 %692, 0
  %696 = and i1 %695, %694
  %697 = sub i32 %691, 1
  %698 = select i1 %696, i32 %697, i32 %691
  %699 = add nsw i32 %690, %698
  %700 = mul nsw i32 %699, 64
  %701 = sdiv i32 %tx, 8
  %702 = srem i32 %tx, 8
  %703 = icmp slt i32 %702, 0
  %704 = icmp ne i1 %703, false
  %705 = icmp ne i32 %702, 0
  %706 = and i1 %705, %704
  %707 = add i32 %702, 8
  %708 = select i1 %706, i32 %707, i32 %702
  %709 = sdiv i32 %tx, 16
  %710 = srem i32 %tx, 16
  %711 = icmp slt i32 %710, 0
  %712 = icmp ne i1 %711, false
  %713 = icmp ne i32 %710, 0
  %714 = and i1 %713, %712
  %715 = sub i32 %709, 1
  %716 = select i1 %714, i32 %715, i32 %709
  %717 = sdiv i32 %716, 8
  %718 = srem i32 %716, 8
  %719 = icmp slt i32 %718, 0
  %720 = icmp ne i1 %719, false
  %721 = icmp ne i32 %718, 0
  %722 = and i1 %721, %720
  %723 = add i32 %718, 8
  %724 = select i1 %722, i32 %723, i32 %718
  %725 = xor i32 %708, %724
  %726 = sdiv i32 %725, 8
  %727 = srem i32 %725, 8
  %728 = icmp slt i32 %727, 0
  %729 = icmp ne i1 %728, false
  %730 = icmp ne i32 %727, 0
  %731 = and i1 %730, %729
  %732 = add i32 %727, 8
  %733 = select i1 %731, i32 %732, i32 %727
  %734 = mul nsw i32 %733, 8
  %735 = add nsw i32 %700, %734
  %736 = sext i32 %735 to i64
  %737 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 32768), i64 %736
  store <8 x half> zeroinitializer, ptr addrspace(3) %737, align 16
  br label %if.end39

l.cond42:                                         ; preds = %if.end47, %l.end36
  %l45 = phi i32 [ 0, %l.end36 ], [ %l.next49, %if.end47 ]
  %738 = icmp slt i32 %l45, 4
  br i1 %738, label %l.body43, label %l.end44

l.body43:                                         ; preds = %l.cond42
  %739 = mul nsw i32 %k, 64
  %740 = mul nsw i32 %l45, 16
  %741 = add nsw i32 %739, %740
  %742 = sdiv i32 %tx, 16
  %743 = srem i32 %tx, 16
  %744 = icmp slt i32 %743, 0
  %745 = icmp ne i1 %744, false
  %746 = icmp ne i32 %743, 0
  %747 = and i1 %746, %745
  %748 = sub i32 %742, 1
  %749 = select i1 %747, i32 %748, i32 %742
  %750 = add nsw i32 %741, %749
  %751 = sub nsw i32 %seq_len, 64
  %752 = icmp slt i32 %750, %751
  br i1 %752, label %if.then46, label %if.else48

l.end44:                                          ; preds = %l.cond42
  br label %if.end33

if.then46:                                        ; preds = %l.body43
  %753 = add nsw i32 %k, 1
  %754 = sdiv i32 %753, 2
  %755 = srem i32 %753, 2
  %756 = icmp slt i32 %755, 0
  %757 = icmp ne i1 %756, false
  %758 = icmp ne i32 %755, 0
  %759 = and i1 %758, %757
  %760 = add i32 %755, 2
  %761 = select i1 %759, i32 %760, i32 %755
  %762 = mul nsw i32 %761, 128
  %763 = sdiv i32 %tx, 8
  %764 = srem i32 %tx, 8
  %765 = icmp slt i32 %764, 0
  %766 = icmp ne i1 %765, false
  %767 = icmp ne i32 %764, 0
  %768 = and i1 %767, %766
  %769 = sub i32 %763, 1
  %770 = select i1 %768, i32 %769, i32 %763
  %771 = sdiv i32 %770, 2
  %772 = srem i32 %770, 2
  %773 = icmp slt i32 %772, 0
  %774 = icmp ne i1 %773, false
  %775 = icmp ne i32 %772, 0
  %776 = and i1 %775, %774
  %777 = add i32 %772, 2
  %778 = select i1 %776, i32 %777, i32 %772
  %779 = mul nsw i32 %778, 64
  %780 = add nsw i32 %762, %779
  %781 = mul nsw i32 %l45, 16
  %782 = add nsw i32 %780, %781
  %783 = sdiv i32 %tx, 16
  %784 = srem i32 %tx, 16
  %785 = icmp slt i32 %784, 0
  %786 = icmp ne i1 %785, false
  %787 = icmp ne i32 %784, 0
  %788 = and i1 %787, %786
  %789 = sub i32 %783, 1
  %790 = select i1 %788, i32 %789, i32 %783
  %791 = add nsw i32 %782, %790
  %792 = mul nsw i32 %791, 64
  %793 = sdiv i32 %tx, 8
  %794 = srem i32 %tx, 8
  %795 = icmp slt i32 %794, 0
  %796 = icmp ne i1 %795, false
  %797 = icmp ne i32 %794, 0
  %798 = and i1 %797, %796
  %799 = add i32 %794, 8
  %800 = select i1 %798, i32 %799, i32 %794
  %801 = sdiv i32 %tx, 16
  %802 = srem i32 %tx, 16
  %803 = icmp slt i32 %802, 0
  %804 = icmp ne i1 %803, false
  %805 = icmp ne i32 %802, 0
  %806 = and i1 %805, %804
  %807 = sub i32 %801, 1
  %808 = select i1 %806, i32 %807, i32 %801
  %809 = sdiv i32 %808, 8
  %810 = srem i32 %808, 8
  %811 = icmp slt i32 %810, 0
  %812 = icmp ne i1 %811, false
  %813 = icmp ne i32 %810, 0
  %814 = and i1 %813, %812
  %815 = add i32 %810, 8
  %816 = select i1 %814, i32 %815, i32 %810
  %817 = xor i32 %800, %816
  %818 = sdiv i32 %817, 8
  %819 = srem i32 %817, 8
  %820 = icmp slt i32 %819, 0
  %821 = icmp ne i1 %820, false
  %822 = icmp ne i32 %819, 0
  %823 = and i1 %822, %821
  %824 = add i32 %819, 8
  %825 = select i1 %823, i32 %824, i32 %819
  %826 = mul nsw i32 %825, 8
  %827 = add nsw i32 %792, %826
  %828 = sext i32 %827 to i64
  %829 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 65536), i64 %828
  %830 = mul nsw i32 %bz, %seq_len
  %831 = mul nsw i32 %k, 64
  %832 = add nsw i32 %830, %831
  %833 = mul nsw i32 %l45, 16
  %834 = add nsw i32 %832, %833
  %835 = sdiv i32 %tx, 16
  %836 = srem i32 %tx, 16
  %837 = icmp slt i32 %836, 0
  %838 = icmp ne i1 %837, false
  %839 = icmp ne i32 %836, 0
  %840 = and i1 %839, %838
  %841 = sub i32 %835, 1
  %842 = select i1 %840, i32 %841, i32 %835
  %843 = add nsw i32 %834, %842
  %844 = add nsw i32 %843, 64
  %845 = mul nsw i32 %844, %heads
  %846 = add nsw i32 %845, %by
  %847 = mul nsw i32 %846, 128
  %848 = sdiv i32 %tx, 16
  %849 = srem i32 %tx, 16
  %850 = icmp slt i32 %849, 0
  %851 = icmp ne i1 %850, false
  %852 = icmp ne i32 %849, 0
  %853 = and i1 %852, %851
  %854 = add i32 %849, 16
  %855 = select i1 %853, i32 %854, i32 %849
  %856 = mul nsw i32 %855, 8
  %857 = add nsw i32 %847, %856
  %858 = sext i32 %857 to i64
  %859 = getelementptr inbounds half, ptr addrspace(1) %V, i64 %858
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %829, ptr addrspace(1) %859)
  br label %if.end47

if.end47:                                         ; preds = %if.else48, %if.then46
  %l.next49 = add nsw i32 %l45, 1
  br label %l.cond42, !llvm.loop !14

if.else48:                                        ; preds = %l.body43
  %860 = add nsw i32 %k, 1
  %861 = sdiv i32 %860, 2
  %862 = srem i32 %860, 2
  %863 = icmp slt i32 %862, 0
  %864 = icmp ne i1 %863, false
  %865 = icmp ne i32 %862, 0
  %866 = and i1 %865, %864
  %867 = add i32 %862, 2
  %868 = select i1 %866, i32 %867, i32 %862
  %869 = mul nsw i32 %868, 128
  %870 = sdiv i32 %tx, 8
  %871 = srem i32 %tx, 8
  %872 = icmp slt i32 %871, 0
  %873 = icmp ne i1 %872, false
  %874 = icmp ne i32 %871, 0
  %875 = and i1 %874, %873
  %876 = sub i32 %870, 1
  %877 = select i1 %875, i32 %876, i32 %870
  %878 = sdiv i32 %877, 2
  %879 = srem i32 %877, 2
  %880 = icmp slt i32 %879, 0
  %881 = icmp ne i1 %880, false
  %882 = icmp ne i32 %879, 0
  %883 = and i1 %882, %881
  %884 = add i32 %879, 2
  %885 = select i1 %883, i32 %884, i32 %879
  %886 = mul nsw i32 %885, 64
  %887 = add nsw i32 %869, %886
  %888 = mul nsw i32 %l45, 16
  %889 = add nsw i32 %887, %888
  %890 = sdiv i32 %tx, 16
  %891 = srem i32 %tx, 16
  %892 = icmp slt i32 %891, 0
  %893 = icmp ne i1 %892, false
  %894 = icmp ne i32 %891, 0
  %895 = and i1 %894, %893
  %896 = sub i32 %890, 1
  %897 = select i1 %895, i32 %896, i32 %890
  %898 = add nsw i32 %889, %897
  %899 = mul nsw i32 %898, 64
  %900 = sdiv i32 %tx, 8
  %901 = srem i32 %tx, 8
  %902 = icmp slt i32 %901, 0
  %903 = icmp ne i1 %902, false
  %904 = icmp ne i32 %901, 0
  %905 = and i1 %904, %903
  %906 = add i32 %901, 8
  %907 = select i1 %905, i32 %906, i32 %901
  %908 = sdiv i32 %tx, 16
  %909 = srem i32 %tx, 16
  %910 = icmp slt i32 %909, 0
  %911 = icmp ne i1 %910, false
  %912 = icmp ne i32 %909, 0
  %913 = and i1 %912, %911
  %914 = sub i32 %908, 1
  %915 = select i1 %913, i32 %914, i32 %908
  %916 = sdiv i32 %915, 8
  %917 = srem i32 %915, 8
  %918 = icmp slt i32 %917, 0
  %919 = icmp ne i1 %918, false
  %920 = icmp ne i32 %917, 0
  %921 = and i1 %920, %919
  %922 = add i32 %917, 8
  %923 = select i1 %921, i32 %922, i32 %917
  %924 = xor i32 %907, %923
  %925 = sdiv i32 %924, 8
  %926 = srem i32 %924, 8
  %927 = icmp slt i32 %926, 0
  %928 = icmp ne i1 %927, false
  %929 = icmp ne i32 %926, 0
  %930 = and i1 %929, %928
  %931 = add i32 %926, 8
  %932 = select i1 %930, i32 %931, i32 %926
  %933 = mul nsw i32 %932, 8
  %934 = add nsw i32 %899, %933
  %935 = sext i32 %934 to i64
  %936 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 65536), i64 %935
  store <8 x half> zeroinitializer, ptr addrspace(3) %936, align 16
  br label %if.end47

l.cond50:                                         ; preds = %if.end55, %if.end33
  %l53 = phi i32 [ 0, %if.end33 ], [ %l.next57, %if.end55 ]
  %937 = icmp slt i32 %l53, 16
  br i1 %937, label %l.body51, label %l.end52

l.body51:                                         ; preds = %l.cond50
  %938 = mul nsw i32 %k, 64
  %939 = sdiv i32 %l53, 2
  %940 = srem i32 %l53, 2
  %941 = icmp slt i32 %940, 0
  %942 = icmp ne i1 %941, false
  %943 = icmp ne i32 %940, 0
  %944 = and i1 %943, %942
  %945 = sub i32 %939, 1
  %946 = select i1 %944, i32 %945, i32 %939
  %947 = mul nsw i32 %946, 8
  %948 = add nsw i32 %938, %947
  %949 = sdiv i32 %tx, 4
  %950 = srem i32 %tx, 4
  %951 = icmp slt i32 %950, 0
  %952 = icmp ne i1 %951, false
  %953 = icmp ne i32 %950, 0
  %954 = and i1 %953, %952
  %955 = add i32 %950, 4
  %956 = select i1 %954, i32 %955, i32 %950
  %957 = mul nsw i32 %956, 2
  %958 = add nsw i32 %948, %957
  %959 = add nsw i32 %958, 0
  %960 = icmp slt i32 %959, %seq_len
  br i1 %960, label %and.then, label %and.else

l.end52:                                          ; preds = %l.cond50
  %961 = sdiv i32 %k, 2
  %962 = srem i32 %k, 2
  %963 = icmp slt i32 %962, 0
  %964 = icmp ne i1 %963, false
  %965 = icmp ne i32 %962, 0
  %966 = and i1 %965, %964
  %967 = add i32 %962, 2
  %968 = select i1 %966, i32 %967, i32 %962
  %969 = mul nsw i32 %968, 128
  %970 = mul nsw i32 %969, 64
  %971 = sext i32 %970 to i64
  %972 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 32768), i64 %971
  %973 = getelementptr inbounds float, ptr %acc_s, i64 0
  %tid.x = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !5
  %warpgroup = udiv i32 %tid.x, 128
  %974 = icmp ult i32 %warpgroup, 2
  br i1 %974, label %wgmma.group, label %wgmma.done

and.then:                                         ; preds = %l.body51
  %975 = mul nsw i32 %k, 64
  %976 = sdiv i32 %l53, 2
  %977 = srem i32 %l53, 2
  %978 = icmp slt i32 %977, 0
  %979 = icmp ne i1 %978, false
  %980 = icmp ne i32 %977, 0
  %981 = and i1 %980, %979
  %982 = sub i32 %976, 1
  %983 = select i1 %981, i32 %982, i32 %976
  %984 = mul nsw i32 %983, 8
  %985 = add nsw i32 %975, %984
  %986 = sdiv i32 %tx, 4
  %987 = srem i32 %tx, 4
  %988 = icmp slt i32 %987, 0
  %989 = icmp ne i1 %988, false
  %990 = icmp ne i32 %987, 0
  %991 = and i1 %990, %989
  %992 = add i32 %987, 4
  %993 = select i1 %991, i32 %992, i32 %987
  %994 = mul nsw i32 %993, 2
  %995 = add nsw i32 %985, %994
  %996 = add nsw i32 %995, 1
  %997 = icmp slt i32 %996, %seq_len
  br label %and.end

and.else:                                         ; preds = %l.body51
  br label %and.end

and.end:                                          ; preds = %and.else, %and.then
  %and = phi i1 [ %997, %and.then ], [ false, %and.else ]
  br i1 %and, label %if.then54, label %if.else56

if.then54:                                        ; preds = %and.end
  %998 = mul nsw i32 %l53, 2
  %999 = sext i32 %998 to i64
  %1000 = getelementptr inbounds float, ptr %acc_s, i64 %999
  store <2 x float> zeroinitializer, ptr %1000, align 8
  br label %if.end55

if.end55:                                         ; preds = %v.end, %if.then54
  %l.next57 = add nsw i32 %l53, 1
  br label %l.cond50, !llvm.loop !15

if.else56:                                        ; preds = %and.end
  br label %v.cond

v.cond:                                           ; preds = %v.body, %if.else56
  %v = phi i32 [ 0, %if.else56 ], [ %v.next, %v.body ]
  %1001 = icmp slt i32 %v, 2
  br i1 %1001, label %v.body, label %v.end

v.body:                                           ; preds = %v.cond
  %1002 = mul nsw i32 %l53, 2
  %1003 = add nsw i32 %1002, %v
  %1004 = sext i32 %1003 to i64
  %1005 = getelementptr inbounds float, ptr %acc_s, i64 %1004
  %1006 = mul nsw i32 %k, 64
  %1007 = sdiv i32 %l53, 2
  %1008 = srem i32 %l53, 2
  %1009 = icmp slt i32 %1008, 0
  %1010 = icmp ne i1 %1009, false
  %1011 = icmp ne i32 %1008, 0
  %1012 = and i1 %1011, %1010
  %1013 = sub i32 %1007, 1
  %1014 = select i1 %1012, i32 %1013, i32 %1007
  %1015 = mul nsw i32 %1014, 8
  %1016 = add nsw i32 %1006, %1015
  %1017 = sdiv i32 %tx, 4
  %1018 = srem i32 %tx, 4
  %1019 = icmp slt i32 %1018, 0
  %1020 = icmp ne i1 %1019, false
  %1021 = icmp ne i32 %1018, 0
  %1022 = and i1 %1021, %1020
  %1023 = add i32 %1018, 4
  %1024 = select i1 %1022, i32 %1023, i32 %1018
  %1025 = mul nsw i32 %1024, 2
  %1026 = add nsw i32 %1016, %1025
  %1027 = add nsw i32 %1026, %v
  %1028 = icmp slt i32 %1027, %seq_len
  %1029 = select i1 %1028, float 0.000000e+00, float 0xFFF0000000000000
  store float %1029, ptr %1005, align 4
  %v.next = add nsw i32 %v, 1
  br label %v.cond, !llvm.loop !16

v.end:                                            ; preds = %v.cond
  br label %if.end55

wgmma.group:                                      ; preds = %l.end52
  %1030 = getelementptr inbounds float, ptr %973, i64 0
  %1031 = load float, ptr %1030, align 4
  %1032 = call float asm sideeffect "", "=f,0,~{memory}"(float %1031)
  store float %1032, ptr %1030, align 4
  %1033 = getelementptr inbounds float, ptr %973, i64 1
  %1034 = load float, ptr %1033, align 4
  %1035 = call float asm sideeffect "", "=f,0,~{memory}"(float %1034)
  store float %1035, ptr %1033, align 4
  %1036 = getelementptr inbounds float, ptr %973, i64 2
  %1037 = load float, ptr %1036, align 4
  %1038 = call float asm sideeffect "", "=f,0,~{memory}"(float %1037)
  store float %1038, ptr %1036, align 4
  %1039 = getelementptr inbounds float, ptr %973, i64 3
  %1040 = load float, ptr %1039, align 4
  %1041 = call float asm sideeffect "", "=f,0,~{memory}"(float %1040)
  store float %1041, ptr %1039, align 4
  %1042 = getelementptr inbounds float, ptr %973, i64 4
  %1043 = load float, ptr %1042, align 4
  %1044 = call float asm sideeffect "", "=f,0,~{memory}"(float %1043)
  store float %1044, ptr %1042, align 4
  %1045 = getelementptr inbounds float, ptr %973, i64 5
  %1046 = load float, ptr %1045, align 4
  %1047 = call float asm sideeffect "", "=f,0,~{memory}"(float %1046)
  store float %1047, ptr %1045, align 4
  %1048 = getelementptr inbounds float, ptr %973, i64 6
  %1049 = load float, ptr %1048, align 4
  %1050 = call float asm sideeffect "", "=f,0,~{memory}"(float %1049)
  store float %1050, ptr %1048, align 4
  %1051 = getelementptr inbounds float, ptr %973, i64 7
  %1052 = load float, ptr %1051, align 4
  %1053 = call float asm sideeffect "", "=f,0,~{memory}"(float %1052)
  store float %1053, ptr %1051, align 4
  %1054 = getelementptr inbounds float, ptr %973, i64 8
  %1055 = load float, ptr %1054, align 4
  %1056 = call float asm sideeffect "", "=f,0,~{memory}"(float %1055)
  store float %1056, ptr %1054, align 4
  %1057 = getelementptr inbounds float, ptr %973, i64 9
  %1058 = load float, ptr %1057, align 4
  %1059 = call float asm sideeffect "", "=f,0,~{memory}"(float %1058)
  store float %1059, ptr %1057, align 4
  %1060 = getelementptr inbounds float, ptr %973, i64 10
  %1061 = load float, ptr %1060, align 4
  %1062 = call float asm sideeffect "", "=f,0,~{memory}"(float %1061)
  store float %1062, ptr %1060, align 4
  %1063 = getelementptr inbounds float, ptr %973, i64 11
  %1064 = load float, ptr %1063, align 4
  %1065 = call float asm sideeffect "", "=f,0,~{memory}"(float %1064)
  store float %1065, ptr %1063, align 4
  %1066 = getelementptr inbounds float, ptr %973, i64 12
  %1067 = load float, ptr %1066, align 4
  %1068 = call float asm sideeffect "", "=f,0,~{memory}"(float %1067)
  store float %1068, ptr %1066, align 4
  %1069 = getelementptr inbounds float, ptr %973, i64 13
  %1070 = load float, ptr %1069, align 4
  %1071 = call float asm sideeffect "", "=f,0,~{memory}"(float %1070)
  store float %1071, ptr %1069, align 4
  %1072 = getelementptr inbounds float, ptr %973, i64 14
  %1073 = load float, ptr %1072, align 4
  %1074 = call float asm sideeffect "", "=f,0,~{memory}"(float %1073)
  store float %1074, ptr %1072, align 4
  %1075 = getelementptr inbounds float, ptr %973, i64 15
  %1076 = load float, ptr %1075, align 4
  %1077 = call float asm sideeffect "", "=f,0,~{memory}"(float %1076)
  store float %1077, ptr %1075, align 4
  %1078 = getelementptr inbounds float, ptr %973, i64 16
  %1079 = load float, ptr %1078, align 4
  %1080 = call float asm sideeffect "", "=f,0,~{memory}"(float %1079)
  store float %1080, ptr %1078, align 4
  %1081 = getelementptr inbounds float, ptr %973, i64 17
  %1082 = load float, ptr %1081, align 4
  %1083 = call float asm sideeffect "", "=f,0,~{memory}"(float %1082)
  store float %1083, ptr %1081, align 4
  %1084 = getelementptr inbounds float, ptr %973, i64 18
  %1085 = load float, ptr %1084, align 4
  %1086 = call float asm sideeffect "", "=f,0,~{memory}"(float %1085)
  store float %1086, ptr %1084, align 4
  %1087 = getelementptr inbounds float, ptr %973, i64 19
  %1088 = load float, ptr %1087, align 4
  %1089 = call float asm sideeffect "", "=f,0,~{memory}"(float %1088)
  store float %1089, ptr %1087, align 4
  %1090 = getelementptr inbounds float, ptr %973, i64 20
  %1091 = load float, ptr %1090, align 4
  %1092 = call float asm sideeffect "", "=f,0,~{memory}"(float %1091)
  store float %1092, ptr %1090, align 4
  %1093 = getelementptr inbounds float, ptr %973, i64 21
  %1094 = load float, ptr %1093, align 4
  %1095 = call float asm sideeffect "", "=f,0,~{memory}"(float %1094)
  store float %1095, ptr %1093, align 4
  %1096 = getelementptr inbounds float, ptr %973, i64 22
  %1097 = load float, ptr %1096, align 4
  %1098 = call float asm sideeffect "", "=f,0,~{memory}"(float %1097)
  store float %1098, ptr %1096, align 4
  %1099 = getelementptr inbounds float, ptr %973, i64 23
  %1100 = load float, ptr %1099, align 4
  %1101 = call float asm sideeffect "", "=f,0,~{memory}"(float %1100)
  store float %1101, ptr %1099, align 4
  %1102 = getelementptr inbounds float, ptr %973, i64 24
  %1103 = load float, ptr %1102, align 4
  %1104 = call float asm sideeffect "", "=f,0,~{memory}"(float %1103)
  store float %1104, ptr %1102, align 4
  %1105 = getelementptr inbounds float, ptr %973, i64 25
  %1106 = load float, ptr %1105, align 4
  %1107 = call float asm sideeffect "", "=f,0,~{memory}"(float %1106)
  store float %1107, ptr %1105, align 4
  %1108 = getelementptr inbounds float, ptr %973, i64 26
  %1109 = load float, ptr %1108, align 4
  %1110 = call float asm sideeffect "", "=f,0,~{memory}"(float %1109)
  store float %1110, ptr %1108, align 4
  %1111 = getelementptr inbounds float, ptr %973, i64 27
  %1112 = load float, ptr %1111, align 4
  %1113 = call float asm sideeffect "", "=f,0,~{memory}"(float %1112)
  store float %1113, ptr %1111, align 4
  %1114 = getelementptr inbounds float, ptr %973, i64 28
  %1115 = load float, ptr %1114, align 4
  %1116 = call float asm sideeffect "", "=f,0,~{memory}"(float %1115)
  store float %1116, ptr %1114, align 4
  %1117 = getelementptr inbounds float, ptr %973, i64 29
  %1118 = load float, ptr %1117, align 4
  %1119 = call float asm sideeffect "", "=f,0,~{memory}"(float %1118)
  store float %1119, ptr %1117, align 4
  %1120 = getelementptr inbounds float, ptr %973, i64 30
  %1121 = load float, ptr %1120, align 4
  %1122 = call float asm sideeffect "", "=f,0,~{memory}"(float %1121)
  store float %1122, ptr %1120, align 4
  %1123 = getelementptr inbounds float, ptr %973, i64 31
  %1124 = load float, ptr %1123, align 4
  %1125 = call float asm sideeffect "", "=f,0,~{memory}"(float %1124)
  store float %1125, ptr %1123, align 4
  call void asm sideeffect "wgmma.fence.sync.aligned;", "~{memory}"() #7
  %1126 = mul i32 %warpgroup, 64
  %1127 = add i32 %1126, 0
  %1128 = mul i32 %1127, 64
  %1129 = zext i32 %1128 to i64
  %1130 = add i64 0, %1129
  %1131 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %1130
  %1132 = ptrtoint ptr addrspace(3) %1131 to i64
  %1133 = and i64 %1132, 262143
  %1134 = lshr i64 %1133, 4
  %1135 = or i64 %1134, 4611686293305360384
  %1136 = getelementptr inbounds half, ptr addrspace(3) %972, i64 0
  %1137 = ptrtoint ptr addrspace(3) %1136 to i64
  %1138 = and i64 %1137, 262143
  %1139 = lshr i64 %1138, 4
  %1140 = or i64 %1139, 4611686293305360384
  %1141 = getelementptr inbounds float, ptr %973, i64 0
  %1142 = load float, ptr %1141, align 4
  %1143 = getelementptr inbounds float, ptr %973, i64 1
  %1144 = load float, ptr %1143, align 4
  %1145 = getelementptr inbounds float, ptr %973, i64 2
  %1146 = load float, ptr %1145, align 4
  %1147 = getelementptr inbounds float, ptr %973, i64 3
  %1148 = load float, ptr %1147, align 4
  %1149 = getelementptr inbounds float, ptr %973, i64 4
  %1150 = load float, ptr %1149, align 4
  %1151 = getelementptr inbounds float, ptr %973, i64 5
  %1152 = load float, ptr %1151, align 4
  %1153 = getelementptr inbounds float, ptr %973, i64 6
  %1154 = load float, ptr %1153, align 4
  %1155 = getelementptr inbounds float, ptr %973, i64 7
  %1156 = load float, ptr %1155, align 4
  %1157 = getelementptr inbounds float, ptr %973, i64 8
  %1158 = load float, ptr %1157, align 4
  %1159 = getelementptr inbounds float, ptr %973, i64 9
  %1160 = load float, ptr %1159, align 4
  %1161 = getelementptr inbounds float, ptr %973, i64 10
  %1162 = load float, ptr %1161, align 4
  %1163 = getelementptr inbounds float, ptr %973, i64 11
  %1164 = load float, ptr %1163, align 4
  %1165 = getelementptr inbounds float, ptr %973, i64 12
  %1166 = load float, ptr %1165, align 4
  %1167 = getelementptr inbounds float, ptr %973, i64 13
  %1168 = load float, ptr %1167, align 4
  %1169 = getelementptr inbounds float, ptr %973, i64 14
  %1170 = load float, ptr %1169, align 4
  %1171 = getelementptr inbounds float, ptr %973, i64 15
  %1172 = load float, ptr %1171, align 4
  %1173 = getelementptr inbounds float, ptr %973, i64 16
  %1174 = load float, ptr %1173, align 4
  %1175 = getelementptr inbounds float, ptr %973, i64 17
  %1176 = load float, ptr %1175, align 4
  %1177 = getelementptr inbounds float, ptr %973, i64 18
  %1178 = load float, ptr %1177, align 4
  %1179 = getelementptr inbounds float, ptr %973, i64 19
  %1180 = load float, ptr %1179, align 4
  %1181 = getelementptr inbounds float, ptr %973, i64 20
  %1182 = load float, ptr %1181, align 4
  %1183 = getelementptr inbounds float, ptr %973, i64 21
  %1184 = load float, ptr %1183, align 4
  %1185 = getelementptr inbounds float, ptr %973, i64 22
  %1186 = load float, ptr %1185, align 4
  %1187 = getelementptr inbounds float, ptr %973, i64 23
  %1188 = load float, ptr %1187, align 4
  %1189 = getelementptr inbounds float, ptr %973, i64 24
  %1190 = load float, ptr %1189, align 4
  %1191 = getelementptr inbounds float, ptr %973, i64 25
  %1192 = load float, ptr %1191, align 4
  %1193 = getelementptr inbounds float, ptr %973, i64 26
  %1194 = load float, ptr %1193, align 4
  %1195 = getelementptr inbounds float, ptr %973, i64 27
  %1196 = load float, ptr %1195, align 4
  %1197 = getelementptr inbounds float, ptr %973, i64 28
  %1198 = load float, ptr %1197, align 4
  %1199 = getelementptr inbounds float, ptr %973, i64 29
  %1200 = load float, ptr %1199, align 4
  %1201 = getelementptr inbounds float, ptr %973, i64 30
  %1202 = load float, ptr %1201, align 4
  %1203 = getelementptr inbounds float, ptr %973, i64 31
  %1204 = load float, ptr %1203, align 4
  %1205 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,~{memory}"(i64 %1135, i64 %1140, i32 1, float %1142, float %1144, float %1146, float %1148, float %1150, float %1152, float %1154, float %1156, float %1158, float %1160, float %1162, float %1164, float %1166, float %1168, float %1170, float %1172, float %1174, float %1176, float %1178, float %1180, float %1182, float %1184, float %1186, float %1188, float %1190, float %1192, float %1194, float %1196, float %1198, float %1200, float %1202, float %1204) #7
  %1206 = getelementptr inbounds float, ptr %973, i64 0
  %1207 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1205, 0
  store float %1207, ptr %1206, align 4
  %1208 = getelementptr inbounds float, ptr %973, i64 1
  %1209 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1205, 1
  store float %1209, ptr %1208, align 4
  %1210 = getelementptr inbounds float, ptr %973, i64 2
  %1211 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1205, 2
  store float %1211, ptr %1210, align 4
  %1212 = getelementptr inbounds float, ptr %973, i64 3
  %1213 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1205, 3
  store float %1213, ptr %1212, align 4
  %1214 = getelementptr inbounds float, ptr %973, i64 4
  %1215 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1205, 4
  store float %1215, ptr %1214, align 4
  %1216 = getelementptr inbounds float, ptr %973, i64 5
  %1217 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1205, 5
  store float %1217, ptr %1216, align 4
  %1218 = getelementptr inbounds float, ptr %973, i64 6
  %1219 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1205, 6
  store float %1219, ptr %1218, align 4
  %1220 = getelementptr inbounds float, ptr %973, i64 7
  %1221 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1205, 7
  store float %1221, ptr %1220, align 4
  %1222 = getelementptr inbounds float, ptr %973, i64 8
  %1223 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1205, 8
  store float %1223, ptr %1222, align 4
  %1224 = getelementptr inbounds float, ptr %973, i64 9
  %1225 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1205, 9
  store float %1225, ptr %1224, align 4
  %1226 = getelementptr inbounds float, ptr %973, i64 10
  %1227 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1205, 10
  store float %1227, ptr %1226, align 4
  %1228 = getelementptr inbounds float, ptr %973, i64 11
  %1229 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1205, 11
  store float %1229, ptr %1228, align 4
  %1230 = getelementptr inbounds float, ptr %973, i64 12
  %1231 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1205, 12
  store float %1231, ptr %1230, align 4
  %1232 = getelementptr inbounds float, ptr %973, i64 13
  %1233 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1205, 13
  store float %1233, ptr %1232, align 4
  %1234 = getelementptr inbounds float, ptr %973, i64 14
  %1235 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1205, 14
  store float %1235, ptr %1234, align 4
  %1236 = getelementptr inbounds float, ptr %973, i64 15
  %1237 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1205, 15
  store float %1237, ptr %1236, align 4
  %1238 = getelementptr inbounds float, ptr %973, i64 16
  %1239 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1205, 16
  store float %1239, ptr %1238, align 4
  %1240 = getelementptr inbounds float, ptr %973, i64 17
  %1241 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1205, 17
  store float %1241, ptr %1240, align 4
  %1242 = getelementptr inbounds float, ptr %973, i64 18
  %1243 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1205, 18
  store float %1243, ptr %1242, align 4
  %1244 = getelementptr inbounds float, ptr %973, i64 19
  %1245 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1205, 19
  store float %1245, ptr %1244, align 4
  %1246 = getelementptr inbounds float, ptr %973, i64 20
  %1247 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1205, 20
  store float %1247, ptr %1246, align 4
  %1248 = getelementptr inbounds float, ptr %973, i64 21
  %1249 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1205, 21
  store float %1249, ptr %1248, align 4
  %1250 = getelementptr inbounds float, ptr %973, i64 22
  %1251 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1205, 22
  store float %1251, ptr %1250, align 4
  %1252 = getelementptr inbounds float, ptr %973, i64 23
  %1253 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1205, 23
  store float %1253, ptr %1252, align 4
  %1254 = getelementptr inbounds float, ptr %973, i64 24
  %1255 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1205, 24
  store float %1255, ptr %1254, align 4
  %1256 = getelementptr inbounds float, ptr %973, i64 25
  %1257 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1205, 25
  store float %1257, ptr %1256, align 4
  %1258 = getelementptr inbounds float, ptr %973, i64 26
  %1259 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1205, 26
  store float %1259, ptr %1258, align 4
  %1260 = getelementptr inbounds float, ptr %973, i64 27
  %1261 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1205, 27
  store float %1261, ptr %1260, align 4
  %1262 = getelementptr inbounds float, ptr %973, i64 28
  %1263 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1205, 28
  store float %1263, ptr %1262, align 4
  %1264 = getelementptr inbounds float, ptr %973, i64 29
  %1265 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1205, 29
  store float %1265, ptr %1264, align 4
  %1266 = getelementptr inbounds float, ptr %973, i64 30
  %1267 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1205, 30
  store float %1267, ptr %1266, align 4
  %1268 = getelementptr inbounds float, ptr %973, i64 31
  %1269 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1205, 31
  store float %1269, ptr %1268, align 4
  %1270 = zext i32 %1128 to i64
  %1271 = add i64 16, %1270
  %1272 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %1271
  %1273 = ptrtoint ptr addrspace(3) %1272 to i64
  %1274 = and i64 %1273, 262143
  %1275 = lshr i64 %1274, 4
  %1276 = or i64 %1275, 4611686293305360384
  %1277 = getelementptr inbounds half, ptr addrspace(3) %972, i64 16
  %1278 = ptrtoint ptr addrspace(3) %1277 to i64
  %1279 = and i64 %1278, 262143
  %1280 = lshr i64 %1279, 4
  %1281 = or i64 %1280, 4611686293305360384
  %1282 = getelementptr inbounds float, ptr %973, i64 0
  %1283 = load float, ptr %1282, align 4
  %1284 = getelementptr inbounds float, ptr %973, i64 1
  %1285 = load float, ptr %1284, align 4
  %1286 = getelementptr inbounds float, ptr %973, i64 2
  %1287 = load float, ptr %1286, align 4
  %1288 = getelementptr inbounds float, ptr %973, i64 3
  %1289 = load float, ptr %1288, align 4
  %1290 = getelementptr inbounds float, ptr %973, i64 4
  %1291 = load float, ptr %1290, align 4
  %1292 = getelementptr inbounds float, ptr %973, i64 5
  %1293 = load float, ptr %1292, align 4
  %1294 = getelementptr inbounds float, ptr %973, i64 6
  %1295 = load float, ptr %1294, align 4
  %1296 = getelementptr inbounds float, ptr %973, i64 7
  %1297 = load float, ptr %1296, align 4
  %1298 = getelementptr inbounds float, ptr %973, i64 8
  %1299 = load float, ptr %1298, align 4
  %1300 = getelementptr inbounds float, ptr %973, i64 9
  %1301 = load float, ptr %1300, align 4
  %1302 = getelementptr inbounds float, ptr %973, i64 10
  %1303 = load float, ptr %1302, align 4
  %1304 = getelementptr inbounds float, ptr %973, i64 11
  %1305 = load float, ptr %1304, align 4
  %1306 = getelementptr inbounds float, ptr %973, i64 12
  %1307 = load float, ptr %1306, align 4
  %1308 = getelementptr inbounds float, ptr %973, i64 13
  %1309 = load float, ptr %1308, align 4
  %1310 = getelementptr inbounds float, ptr %973, i64 14
  %1311 = load float, ptr %1310, align 4
  %1312 = getelementptr inbounds float, ptr %973, i64 15
  %1313 = load float, ptr %1312, align 4
  %1314 = getelementptr inbounds float, ptr %973, i64 16
  %1315 = load float, ptr %1314, align 4
  %1316 = getelementptr inbounds float, ptr %973, i64 17
  %1317 = load float, ptr %1316, align 4
  %1318 = getelementptr inbounds float, ptr %973, i64 18
  %1319 = load float, ptr %1318, align 4
  %1320 = getelementptr inbounds float, ptr %973, i64 19
  %1321 = load float, ptr %1320, align 4
  %1322 = getelementptr inbounds float, ptr %973, i64 20
  %1323 = load float, ptr %1322, align 4
  %1324 = getelementptr inbounds float, ptr %973, i64 21
  %1325 = load float, ptr %1324, align 4
  %1326 = getelementptr inbounds float, ptr %973, i64 22
  %1327 = load float, ptr %1326, align 4
  %1328 = getelementptr inbounds float, ptr %973, i64 23
  %1329 = load float, ptr %1328, align 4
  %1330 = getelementptr inbounds float, ptr %973, i64 24
  %1331 = load float, ptr %1330, align 4
  %1332 = getelementptr inbounds float, ptr %973, i64 25
  %1333 = load float, ptr %1332, align 4
  %1334 = getelementptr inbounds float, ptr %973, i64 26
  %1335 = load float, ptr %1334, align 4
  %1336 = getelementptr inbounds float, ptr %973, i64 27
  %1337 = load float, ptr %1336, align 4
  %1338 = getelementptr inbounds float, ptr %973, i64 28
  %1339 = load float, ptr %1338, align 4
  %1340 = getelementptr inbounds float, ptr %973, i64 29
  %1341 = load float, ptr %1340, align 4
  %1342 = getelementptr inbounds float, ptr %973, i64 30
  %1343 = load float, ptr %1342, align 4
  %1344 = getelementptr inbounds float, ptr %973, i64 31
  %1345 = load float, ptr %1344, align 4
  %1346 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,~{memory}"(i64 %1276, i64 %1281, i32 1, float %1283, float %1285, float %1287, float %1289, float %1291, float %1293, float %1295, float %1297, float %1299, float %1301, float %1303, float %1305, float %1307, float %1309, float %1311, float %1313, float %1315, float %1317, float %1319, float %1321, float %1323, float %1325, float %1327, float %1329, float %1331, float %1333, float %1335, float %1337, float %1339, float %1341, float %1343, float %1345) #7
  %1347 = getelementptr inbounds float, ptr %973, i64 0
  %1348 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1346, 0
  store float %1348, ptr %1347, align 4
  %1349 = getelementptr inbounds float, ptr %973, i64 1
  %1350 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1346, 1
  store float %1350, ptr %1349, align 4
  %1351 = getelementptr inbounds float, ptr %973, i64 2
  %1352 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1346, 2
  store float %1352, ptr %1351, align 4
  %1353 = getelementptr inbounds float, ptr %973, i64 3
  %1354 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1346, 3
  store float %1354, ptr %1353, align 4
  %1355 = getelementptr inbounds float, ptr %973, i64 4
  %1356 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1346, 4
  store float %1356, ptr %1355, align 4
  %1357 = getelementptr inbounds float, ptr %973, i64 5
  %1358 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1346, 5
  store float %1358, ptr %1357, align 4
  %1359 = getelementptr inbounds float, ptr %973, i64 6
  %1360 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1346, 6
  store float %1360, ptr %1359, align 4
  %1361 = getelementptr inbounds float, ptr %973, i64 7
  %1362 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1346, 7
  store float %1362, ptr %1361, align 4
  %1363 = getelementptr inbounds float, ptr %973, i64 8
  %1364 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1346, 8
  store float %1364, ptr %1363, align 4
  %1365 = getelementptr inbounds float, ptr %973, i64 9
  %1366 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1346, 9
  store float %1366, ptr %1365, align 4
  %1367 = getelementptr inbounds float, ptr %973, i64 10
  %1368 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1346, 10
  store float %1368, ptr %1367, align 4
  %1369 = getelementptr inbounds float, ptr %973, i64 11
  %1370 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1346, 11
  store float %1370, ptr %1369, align 4
  %1371 = getelementptr inbounds float, ptr %973, i64 12
  %1372 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1346, 12
  store float %1372, ptr %1371, align 4
  %1373 = getelementptr inbounds float, ptr %973, i64 13
  %1374 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1346, 13
  store float %1374, ptr %1373, align 4
  %1375 = getelementptr inbounds float, ptr %973, i64 14
  %1376 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1346, 14
  store float %1376, ptr %1375, align 4
  %1377 = getelementptr inbounds float, ptr %973, i64 15
  %1378 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1346, 15
  store float %1378, ptr %1377, align 4
  %1379 = getelementptr inbounds float, ptr %973, i64 16
  %1380 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1346, 16
  store float %1380, ptr %1379, align 4
  %1381 = getelementptr inbounds float, ptr %973, i64 17
  %1382 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1346, 17
  store float %1382, ptr %1381, align 4
  %1383 = getelementptr inbounds float, ptr %973, i64 18
  %1384 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1346, 18
  store float %1384, ptr %1383, align 4
  %1385 = getelementptr inbounds float, ptr %973, i64 19
  %1386 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1346, 19
  store float %1386, ptr %1385, align 4
  %1387 = getelementptr inbounds float, ptr %973, i64 20
  %1388 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1346, 20
  store float %1388, ptr %1387, align 4
  %1389 = getelementptr inbounds float, ptr %973, i64 21
  %1390 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1346, 21
  store float %1390, ptr %1389, align 4
  %1391 = getelementptr inbounds float, ptr %973, i64 22
  %1392 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1346, 22
  store float %1392, ptr %1391, align 4
  %1393 = getelementptr inbounds float, ptr %973, i64 23
  %1394 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1346, 23
  store float %1394, ptr %1393, align 4
  %1395 = getelementptr inbounds float, ptr %973, i64 24
  %1396 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1346, 24
  store float %1396, ptr %1395, align 4
  %1397 = getelementptr inbounds float, ptr %973, i64 25
  %1398 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1346, 25
  store float %1398, ptr %1397, align 4
  %1399 = getelementptr inbounds float, ptr %973, i64 26
  %1400 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1346, 26
  store float %1400, ptr %1399, align 4
  %1401 = getelementptr inbounds float, ptr %973, i64 27
  %1402 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1346, 27
  store float %1402, ptr %1401, align 4
  %1403 = getelementptr inbounds float, ptr %973, i64 28
  %1404 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1346, 28
  store float %1404, ptr %1403, align 4
  %1405 = getelementptr inbounds float, ptr %973, i64 29
  %1406 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1346, 29
  store float %1406, ptr %1405, align 4
  %1407 = getelementptr inbounds float, ptr %973, i64 30
  %1408 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1346, 30
  store float %1408, ptr %1407, align 4
  %1409 = getelementptr inbounds float, ptr %973, i64 31
  %1410 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1346, 31
  store float %1410, ptr %1409, align 4
  %1411 = zext i32 %1128 to i64
  %1412 = add i64 32, %1411
  %1413 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %1412
  %1414 = ptrtoint ptr addrspace(3) %1413 to i64
  %1415 = and i64 %1414, 262143
  %1416 = lshr i64 %1415, 4
  %1417 = or i64 %1416, 4611686293305360384
  %1418 = getelementptr inbounds half, ptr addrspace(3) %972, i64 32
  %1419 = ptrtoint ptr addrspace(3) %1418 to i64
  %1420 = and i64 %1419, 262143
  %1421 = lshr i64 %1420, 4
  %1422 = or i64 %1421, 4611686293305360384
  %1423 = getelementptr inbounds float, ptr %973, i64 0
  %1424 = load float, ptr %1423, align 4
  %1425 = getelementptr inbounds float, ptr %973, i64 1
  %1426 = load float, ptr %1425, align 4
  %1427 = getelementptr inbounds float, ptr %973, i64 2
  %1428 = load float, ptr %1427, align 4
  %1429 = getelementptr inbounds float, ptr %973, i64 3
  %1430 = load float, ptr %1429, align 4
  %1431 = getelementptr inbounds float, ptr %973, i64 4
  %1432 = load float, ptr %1431, align 4
  %1433 = getelementptr inbounds float, ptr %973, i64 5
  %1434 = load float, ptr %1433, align 4
  %1435 = getelementptr inbounds float, ptr %973, i64 6
  %1436 = load float, ptr %1435, align 4
  %1437 = getelementptr inbounds float, ptr %973, i64 7
  %1438 = load float, ptr %1437, align 4
  %1439 = getelementptr inbounds float, ptr %973, i64 8
  %1440 = load float, ptr %1439, align 4
  %1441 = getelementptr inbounds float, ptr %973, i64 9
  %1442 = load float, ptr %1441, align 4
  %1443 = getelementptr inbounds float, ptr %973, i64 10
  %1444 = load float, ptr %1443, align 4
  %1445 = getelementptr inbounds float, ptr %973, i64 11
  %1446 = load float, ptr %1445, align 4
  %1447 = getelementptr inbounds float, ptr %973, i64 12
  %1448 = load float, ptr %1447, align 4
  %1449 = getelementptr inbounds float, ptr %973, i64 13
  %1450 = load float, ptr %1449, align 4
  %1451 = getelementptr inbounds float, ptr %973, i64 14
  %1452 = load float, ptr %1451, align 4
  %1453 = getelementptr inbounds float, ptr %973, i64 15
  %1454 = load float, ptr %1453, align 4
  %1455 = getelementptr inbounds float, ptr %973, i64 16
  %1456 = load float, ptr %1455, align 4
  %1457 = getelementptr inbounds float, ptr %973, i64 17
  %1458 = load float, ptr %1457, align 4
  %1459 = getelementptr inbounds float, ptr %973, i64 18
  %1460 = load float, ptr %1459, align 4
  %1461 = getelementptr inbounds float, ptr %973, i64 19
  %1462 = load float, ptr %1461, align 4
  %1463 = getelementptr inbounds float, ptr %973, i64 20
  %1464 = load float, ptr %1463, align 4
  %1465 = getelementptr inbounds float, ptr %973, i64 21
  %1466 = load float, ptr %1465, align 4
  %1467 = getelementptr inbounds float, ptr %973, i64 22
  %1468 = load float, ptr %1467, align 4
  %1469 = getelementptr inbounds float, ptr %973, i64 23
  %1470 = load float, ptr %1469, align 4
  %1471 = getelementptr inbounds float, ptr %973, i64 24
  %1472 = load float, ptr %1471, align 4
  %1473 = getelementptr inbounds float, ptr %973, i64 25
  %1474 = load float, ptr %1473, align 4
  %1475 = getelementptr inbounds float, ptr %973, i64 26
  %1476 = load float, ptr %1475, align 4
  %1477 = getelementptr inbounds float, ptr %973, i64 27
  %1478 = load float, ptr %1477, align 4
  %1479 = getelementptr inbounds float, ptr %973, i64 28
  %1480 = load float, ptr %1479, align 4
  %1481 = getelementptr inbounds float, ptr %973, i64 29
  %1482 = load float, ptr %1481, align 4
  %1483 = getelementptr inbounds float, ptr %973, i64 30
  %1484 = load float, ptr %1483, align 4
  %1485 = getelementptr inbounds float, ptr %973, i64 31
  %1486 = load float, ptr %1485, align 4
  %1487 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,~{memory}"(i64 %1417, i64 %1422, i32 1, float %1424, float %1426, float %1428, float %1430, float %1432, float %1434, float %1436, float %1438, float %1440, float %1442, float %1444, float %1446, float %1448, float %1450, float %1452, float %1454, float %1456, float %1458, float %1460, float %1462, float %1464, float %1466, float %1468, float %1470, float %1472, float %1474, float %1476, float %1478, float %1480, float %1482, float %1484, float %1486) #7
  %1488 = getelementptr inbounds float, ptr %973, i64 0
  %1489 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1487, 0
  store float %1489, ptr %1488, align 4
  %1490 = getelementptr inbounds float, ptr %973, i64 1
  %1491 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1487, 1
  store float %1491, ptr %1490, align 4
  %1492 = getelementptr inbounds float, ptr %973, i64 2
  %1493 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1487, 2
  store float %1493, ptr %1492, align 4
  %1494 = getelementptr inbounds float, ptr %973, i64 3
  %1495 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1487, 3
  store float %1495, ptr %1494, align 4
  %1496 = getelementptr inbounds float, ptr %973, i64 4
  %1497 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1487, 4
  store float %1497, ptr %1496, align 4
  %1498 = getelementptr inbounds float, ptr %973, i64 5
  %1499 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1487, 5
  store float %1499, ptr %1498, align 4
  %1500 = getelementptr inbounds float, ptr %973, i64 6
  %1501 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1487, 6
  store float %1501, ptr %1500, align 4
  %1502 = getelementptr inbounds float, ptr %973, i64 7
  %1503 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1487, 7
  store float %1503, ptr %1502, align 4
  %1504 = getelementptr inbounds float, ptr %973, i64 8
  %1505 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1487, 8
  store float %1505, ptr %1504, align 4
  %1506 = getelementptr inbounds float, ptr %973, i64 9
  %1507 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1487, 9
  store float %1507, ptr %1506, align 4
  %1508 = getelementptr inbounds float, ptr %973, i64 10
  %1509 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1487, 10
  store float %1509, ptr %1508, align 4
  %1510 = getelementptr inbounds float, ptr %973, i64 11
  %1511 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1487, 11
  store float %1511, ptr %1510, align 4
  %1512 = getelementptr inbounds float, ptr %973, i64 12
  %1513 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1487, 12
  store float %1513, ptr %1512, align 4
  %1514 = getelementptr inbounds float, ptr %973, i64 13
  %1515 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1487, 13
  store float %1515, ptr %1514, align 4
  %1516 = getelementptr inbounds float, ptr %973, i64 14
  %1517 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1487, 14
  store float %1517, ptr %1516, align 4
  %1518 = getelementptr inbounds float, ptr %973, i64 15
  %1519 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1487, 15
  store float %1519, ptr %1518, align 4
  %1520 = getelementptr inbounds float, ptr %973, i64 16
  %1521 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1487, 16
  store float %1521, ptr %1520, align 4
  %1522 = getelementptr inbounds float, ptr %973, i64 17
  %1523 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1487, 17
  store float %1523, ptr %1522, align 4
  %1524 = getelementptr inbounds float, ptr %973, i64 18
  %1525 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1487, 18
  store float %1525, ptr %1524, align 4
  %1526 = getelementptr inbounds float, ptr %973, i64 19
  %1527 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1487, 19
  store float %1527, ptr %1526, align 4
  %1528 = getelementptr inbounds float, ptr %973, i64 20
  %1529 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1487, 20
  store float %1529, ptr %1528, align 4
  %1530 = getelementptr inbounds float, ptr %973, i64 21
  %1531 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1487, 21
  store float %1531, ptr %1530, align 4
  %1532 = getelementptr inbounds float, ptr %973, i64 22
  %1533 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1487, 22
  store float %1533, ptr %1532, align 4
  %1534 = getelementptr inbounds float, ptr %973, i64 23
  %1535 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1487, 23
  store float %1535, ptr %1534, align 4
  %1536 = getelementptr inbounds float, ptr %973, i64 24
  %1537 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1487, 24
  store float %1537, ptr %1536, align 4
  %1538 = getelementptr inbounds float, ptr %973, i64 25
  %1539 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1487, 25
  store float %1539, ptr %1538, align 4
  %1540 = getelementptr inbounds float, ptr %973, i64 26
  %1541 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1487, 26
  store float %1541, ptr %1540, align 4
  %1542 = getelementptr inbounds float, ptr %973, i64 27
  %1543 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1487, 27
  store float %1543, ptr %1542, align 4
  %1544 = getelementptr inbounds float, ptr %973, i64 28
  %1545 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1487, 28
  store float %1545, ptr %1544, align 4
  %1546 = getelementptr inbounds float, ptr %973, i64 29
  %1547 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1487, 29
  store float %1547, ptr %1546, align 4
  %1548 = getelementptr inbounds float, ptr %973, i64 30
  %1549 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1487, 30
  store float %1549, ptr %1548, align 4
  %1550 = getelementptr inbounds float, ptr %973, i64 31
  %1551 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1487, 31
  store float %1551, ptr %1550, align 4
  %1552 = zext i32 %1128 to i64
  %1553 = add i64 48, %1552
  %1554 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %1553
  %1555 = ptrtoint ptr addrspace(3) %1554 to i64
  %1556 = and i64 %1555, 262143
  %1557 = lshr i64 %1556, 4
  %1558 = or i64 %1557, 4611686293305360384
  %1559 = getelementptr inbounds half, ptr addrspace(3) %972, i64 48
  %1560 = ptrtoint ptr addrspace(3) %1559 to i64
  %1561 = and i64 %1560, 262143
  %1562 = lshr i64 %1561, 4
  %1563 = or i64 %1562, 4611686293305360384
  %1564 = getelementptr inbounds float, ptr %973, i64 0
  %1565 = load float, ptr %1564, align 4
  %1566 = getelementptr inbounds float, ptr %973, i64 1
  %1567 = load float, ptr %1566, align 4
  %1568 = getelementptr inbounds float, ptr %973, i64 2
  %1569 = load float, ptr %1568, align 4
  %1570 = getelementptr inbounds float, ptr %973, i64 3
  %1571 = load float, ptr %1570, align 4
  %1572 = getelementptr inbounds float, ptr %973, i64 4
  %1573 = load float, ptr %1572, align 4
  %1574 = getelementptr inbounds float, ptr %973, i64 5
  %1575 = load float, ptr %1574, align 4
  %1576 = getelementptr inbounds float, ptr %973, i64 6
  %1577 = load float, ptr %1576, align 4
  %1578 = getelementptr inbounds float, ptr %973, i64 7
  %1579 = load float, ptr %1578, align 4
  %1580 = getelementptr inbounds float, ptr %973, i64 8
  %1581 = load float, ptr %1580, align 4
  %1582 = getelementptr inbounds float, ptr %973, i64 9
  %1583 = load float, ptr %1582, align 4
  %1584 = getelementptr inbounds float, ptr %973, i64 10
  %1585 = load float, ptr %1584, align 4
  %1586 = getelementptr inbounds float, ptr %973, i64 11
  %1587 = load float, ptr %1586, align 4
  %1588 = getelementptr inbounds float, ptr %973, i64 12
  %1589 = load float, ptr %1588, align 4
  %1590 = getelementptr inbounds float, ptr %973, i64 13
  %1591 = load float, ptr %1590, align 4
  %1592 = getelementptr inbounds float, ptr %973, i64 14
  %1593 = load float, ptr %1592, align 4
  %1594 = getelementptr inbounds float, ptr %973, i64 15
  %1595 = load float, ptr %1594, align 4
  %1596 = getelementptr inbounds float, ptr %973, i64 16
  %1597 = load float, ptr %1596, align 4
  %1598 = getelementptr inbounds float, ptr %973, i64 17
  %1599 = load float, ptr %1598, align 4
  %1600 = getelementptr inbounds float, ptr %973, i64 18
  %1601 = load float, ptr %1600, align 4
  %1602 = getelementptr inbounds float, ptr %973, i64 19
  %1603 = load float, ptr %1602, align 4
  %1604 = getelementptr inbounds float, ptr %973, i64 20
  %1605 = load float, ptr %1604, align 4
  %1606 = getelementptr inbounds float, ptr %973, i64 21
  %1607 = load float, ptr %1606, align 4
  %1608 = getelementptr inbounds float, ptr %973, i64 22
  %1609 = load float, ptr %1608, align 4
  %1610 = getelementptr inbounds float, ptr %973, i64 23
  %1611 = load float, ptr %1610, align 4
  %1612 = getelementptr inbounds float, ptr %973, i64 24
  %1613 = load float, ptr %1612, align 4
  %1614 = getelementptr inbounds float, ptr %973, i64 25
  %1615 = load float, ptr %1614, align 4
  %1616 = getelementptr inbounds float, ptr %973, i64 26
  %1617 = load float, ptr %1616, align 4
  %1618 = getelementptr inbounds float, ptr %973, i64 27
  %1619 = load float, ptr %1618, align 4
  %1620 = getelementptr inbounds float, ptr %973, i64 28
  %1621 = load float, ptr %1620, align 4
  %1622 = getelementptr inbounds float, ptr %973, i64 29
  %1623 = load float, ptr %1622, align 4
  %1624 = getelementptr inbounds float, ptr %973, i64 30
  %1625 = load float, ptr %1624, align 4
  %1626 = getelementptr inbounds float, ptr %973, i64 31
  %1627 = load float, ptr %1626, align 4
  %1628 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,~{memory}"(i64 %1558, i64 %1563, i32 1, float %1565, float %1567, float %1569, float %1571, float %1573, float %1575, float %1577, float %1579, float %1581, float %1583, float %1585, float %1587, float %1589, float %1591, float %1593, float %1595, float %1597, float %1599, float %1601, float %1603, float %1605, float %1607, float %1609, float %1611, float %1613, float %1615, float %1617, float %1619, float %1621, float %1623, float %1625, float %1627) #7
  %1629 = getelementptr inbounds float, ptr %973, i64 0
  %1630 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1628, 0
  store float %1630, ptr %1629, align 4
  %1631 = getelementptr inbounds float, ptr %973, i64 1
  %1632 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1628, 1
  store float %1632, ptr %1631, align 4
  %1633 = getelementptr inbounds float, ptr %973, i64 2
  %1634 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1628, 2
  store float %1634, ptr %1633, align 4
  %1635 = getelementptr inbounds float, ptr %973, i64 3
  %1636 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1628, 3
  store float %1636, ptr %1635, align 4
  %1637 = getelementptr inbounds float, ptr %973, i64 4
  %1638 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1628, 4
  store float %1638, ptr %1637, align 4
  %1639 = getelementptr inbounds float, ptr %973, i64 5
  %1640 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1628, 5
  store float %1640, ptr %1639, align 4
  %1641 = getelementptr inbounds float, ptr %973, i64 6
  %1642 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1628, 6
  store float %1642, ptr %1641, align 4
  %1643 = getelementptr inbounds float, ptr %973, i64 7
  %1644 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1628, 7
  store float %1644, ptr %1643, align 4
  %1645 = getelementptr inbounds float, ptr %973, i64 8
  %1646 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1628, 8
  store float %1646, ptr %1645, align 4
  %1647 = getelementptr inbounds float, ptr %973, i64 9
  %1648 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1628, 9
  store float %1648, ptr %1647, align 4
  %1649 = getelementptr inbounds float, ptr %973, i64 10
  %1650 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1628, 10
  store float %1650, ptr %1649, align 4
  %1651 = getelementptr inbounds float, ptr %973, i64 11
  %1652 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1628, 11
  store float %1652, ptr %1651, align 4
  %1653 = getelementptr inbounds float, ptr %973, i64 12
  %1654 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1628, 12
  store float %1654, ptr %1653, align 4
  %1655 = getelementptr inbounds float, ptr %973, i64 13
  %1656 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1628, 13
  store float %1656, ptr %1655, align 4
  %1657 = getelementptr inbounds float, ptr %973, i64 14
  %1658 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1628, 14
  store float %1658, ptr %1657, align 4
  %1659 = getelementptr inbounds float, ptr %973, i64 15
  %1660 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1628, 15
  store float %1660, ptr %1659, align 4
  %1661 = getelementptr inbounds float, ptr %973, i64 16
  %1662 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1628, 16
  store float %1662, ptr %1661, align 4
  %1663 = getelementptr inbounds float, ptr %973, i64 17
  %1664 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1628, 17
  store float %1664, ptr %1663, align 4
  %1665 = getelementptr inbounds float, ptr %973, i64 18
  %1666 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1628, 18
  store float %1666, ptr %1665, align 4
  %1667 = getelementptr inbounds float, ptr %973, i64 19
  %1668 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1628, 19
  store float %1668, ptr %1667, align 4
  %1669 = getelementptr inbounds float, ptr %973, i64 20
  %1670 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1628, 20
  store float %1670, ptr %1669, align 4
  %1671 = getelementptr inbounds float, ptr %973, i64 21
  %1672 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1628, 21
  store float %1672, ptr %1671, align 4
  %1673 = getelementptr inbounds float, ptr %973, i64 22
  %1674 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1628, 22
  store float %1674, ptr %1673, align 4
  %1675 = getelementptr inbounds float, ptr %973, i64 23
  %1676 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1628, 23
  store float %1676, ptr %1675, align 4
  %1677 = getelementptr inbounds float, ptr %973, i64 24
  %1678 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1628, 24
  store float %1678, ptr %1677, align 4
  %1679 = getelementptr inbounds float, ptr %973, i64 25
  %1680 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1628, 25
  store float %1680, ptr %1679, align 4
  %1681 = getelementptr inbounds float, ptr %973, i64 26
  %1682 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1628, 26
  store float %1682, ptr %1681, align 4
  %1683 = getelementptr inbounds float, ptr %973, i64 27
  %1684 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1628, 27
  store float %1684, ptr %1683, align 4
  %1685 = getelementptr inbounds float, ptr %973, i64 28
  %1686 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1628, 28
  store float %1686, ptr %1685, align 4
  %1687 = getelementptr inbounds float, ptr %973, i64 29
  %1688 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1628, 29
  store float %1688, ptr %1687, align 4
  %1689 = getelementptr inbounds float, ptr %973, i64 30
  %1690 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1628, 30
  store float %1690, ptr %1689, align 4
  %1691 = getelementptr inbounds float, ptr %973, i64 31
  %1692 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1628, 31
  store float %1692, ptr %1691, align 4
  %1693 = zext i32 %1128 to i64
  %1694 = add i64 8192, %1693
  %1695 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %1694
  %1696 = ptrtoint ptr addrspace(3) %1695 to i64
  %1697 = and i64 %1696, 262143
  %1698 = lshr i64 %1697, 4
  %1699 = or i64 %1698, 4611686293305360384
  %1700 = getelementptr inbounds half, ptr addrspace(3) %972, i64 4096
  %1701 = ptrtoint ptr addrspace(3) %1700 to i64
  %1702 = and i64 %1701, 262143
  %1703 = lshr i64 %1702, 4
  %1704 = or i64 %1703, 4611686293305360384
  %1705 = getelementptr inbounds float, ptr %973, i64 0
  %1706 = load float, ptr %1705, align 4
  %1707 = getelementptr inbounds float, ptr %973, i64 1
  %1708 = load float, ptr %1707, align 4
  %1709 = getelementptr inbounds float, ptr %973, i64 2
  %1710 = load float, ptr %1709, align 4
  %1711 = getelementptr inbounds float, ptr %973, i64 3
  %1712 = load float, ptr %1711, align 4
  %1713 = getelementptr inbounds float, ptr %973, i64 4
  %1714 = load float, ptr %1713, align 4
  %1715 = getelementptr inbounds float, ptr %973, i64 5
  %1716 = load float, ptr %1715, align 4
  %1717 = getelementptr inbounds float, ptr %973, i64 6
  %1718 = load float, ptr %1717, align 4
  %1719 = getelementptr inbounds float, ptr %973, i64 7
  %1720 = load float, ptr %1719, align 4
  %1721 = getelementptr inbounds float, ptr %973, i64 8
  %1722 = load float, ptr %1721, align 4
  %1723 = getelementptr inbounds float, ptr %973, i64 9
  %1724 = load float, ptr %1723, align 4
  %1725 = getelementptr inbounds float, ptr %973, i64 10
  %1726 = load float, ptr %1725, align 4
  %1727 = getelementptr inbounds float, ptr %973, i64 11
  %1728 = load float, ptr %1727, align 4
  %1729 = getelementptr inbounds float, ptr %973, i64 12
  %1730 = load float, ptr %1729, align 4
  %1731 = getelementptr inbounds float, ptr %973, i64 13
  %1732 = load float, ptr %1731, align 4
  %1733 = getelementptr inbounds float, ptr %973, i64 14
  %1734 = load float, ptr %1733, align 4
  %1735 = getelementptr inbounds float, ptr %973, i64 15
  %1736 = load float, ptr %1735, align 4
  %1737 = getelementptr inbounds float, ptr %973, i64 16
  %1738 = load float, ptr %1737, align 4
  %1739 = getelementptr inbounds float, ptr %973, i64 17
  %1740 = load float, ptr %1739, align 4
  %1741 = getelementptr inbounds float, ptr %973, i64 18
  %1742 = load float, ptr %1741, align 4
  %1743 = getelementptr inbounds float, ptr %973, i64 19
  %1744 = load float, ptr %1743, align 4
  %1745 = getelementptr inbounds float, ptr %973, i64 20
  %1746 = load float, ptr %1745, align 4
  %1747 = getelementptr inbounds float, ptr %973, i64 21
  %1748 = load float, ptr %1747, align 4
  %1749 = getelementptr inbounds float, ptr %973, i64 22
  %1750 = load float, ptr %1749, align 4
  %1751 = getelementptr inbounds float, ptr %973, i64 23
  %1752 = load float, ptr %1751, align 4
  %1753 = getelementptr inbounds float, ptr %973, i64 24
  %1754 = load float, ptr %1753, align 4
  %1755 = getelementptr inbounds float, ptr %973, i64 25
  %1756 = load float, ptr %1755, align 4
  %1757 = getelementptr inbounds float, ptr %973, i64 26
  %1758 = load float, ptr %1757, align 4
  %1759 = getelementptr inbounds float, ptr %973, i64 27
  %1760 = load float, ptr %1759, align 4
  %1761 = getelementptr inbounds float, ptr %973, i64 28
  %1762 = load float, ptr %1761, align 4
  %1763 = getelementptr inbounds float, ptr %973, i64 29
  %1764 = load float, ptr %1763, align 4
  %1765 = getelementptr inbounds float, ptr %973, i64 30
  %1766 = load float, ptr %1765, align 4
  %1767 = getelementptr inbounds float, ptr %973, i64 31
  %1768 = load float, ptr %1767, align 4
  %1769 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,~{memory}"(i64 %1699, i64 %1704, i32 1, float %1706, float %1708, float %1710, float %1712, float %1714, float %1716, float %1718, float %1720, float %1722, float %1724, float %1726, float %1728, float %1730, float %1732, float %1734, float %1736, float %1738, float %1740, float %1742, float %1744, float %1746, float %1748, float %1750, float %1752, float %1754, float %1756, float %1758, float %1760, float %1762, float %1764, float %1766, float %1768) #7
  %1770 = getelementptr inbounds float, ptr %973, i64 0
  %1771 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1769, 0
  store float %1771, ptr %1770, align 4
  %1772 = getelementptr inbounds float, ptr %973, i64 1
  %1773 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1769, 1
  store float %1773, ptr %1772, align 4
  %1774 = getelementptr inbounds float, ptr %973, i64 2
  %1775 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1769, 2
  store float %1775, ptr %1774, align 4
  %1776 = getelementptr inbounds float, ptr %973, i64 3
  %1777 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1769, 3
  store float %1777, ptr %1776, align 4
  %1778 = getelementptr inbounds float, ptr %973, i64 4
  %1779 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1769, 4
  store float %1779, ptr %1778, align 4
  %1780 = getelementptr inbounds float, ptr %973, i64 5
  %1781 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1769, 5
  store float %1781, ptr %1780, align 4
  %1782 = getelementptr inbounds float, ptr %973, i64 6
  %1783 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1769, 6
  store float %1783, ptr %1782, align 4
  %1784 = getelementptr inbounds float, ptr %973, i64 7
  %1785 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1769, 7
  store float %1785, ptr %1784, align 4
  %1786 = getelementptr inbounds float, ptr %973, i64 8
  %1787 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1769, 8
  store float %1787, ptr %1786, align 4
  %1788 = getelementptr inbounds float, ptr %973, i64 9
  %1789 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1769, 9
  store float %1789, ptr %1788, align 4
  %1790 = getelementptr inbounds float, ptr %973, i64 10
  %1791 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1769, 10
  store float %1791, ptr %1790, align 4
  %1792 = getelementptr inbounds float, ptr %973, i64 11
  %1793 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1769, 11
  store float %1793, ptr %1792, align 4
  %1794 = getelementptr inbounds float, ptr %973, i64 12
  %1795 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1769, 12
  store float %1795, ptr %1794, align 4
  %1796 = getelementptr inbounds float, ptr %973, i64 13
  %1797 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1769, 13
  store float %1797, ptr %1796, align 4
  %1798 = getelementptr inbounds float, ptr %973, i64 14
  %1799 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1769, 14
  store float %1799, ptr %1798, align 4
  %1800 = getelementptr inbounds float, ptr %973, i64 15
  %1801 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1769, 15
  store float %1801, ptr %1800, align 4
  %1802 = getelementptr inbounds float, ptr %973, i64 16
  %1803 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1769, 16
  store float %1803, ptr %1802, align 4
  %1804 = getelementptr inbounds float, ptr %973, i64 17
  %1805 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1769, 17
  store float %1805, ptr %1804, align 4
  %1806 = getelementptr inbounds float, ptr %973, i64 18
  %1807 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1769, 18
  store float %1807, ptr %1806, align 4
  %1808 = getelementptr inbounds float, ptr %973, i64 19
  %1809 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1769, 19
  store float %1809, ptr %1808, align 4
  %1810 = getelementptr inbounds float, ptr %973, i64 20
  %1811 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1769, 20
  store float %1811, ptr %1810, align 4
  %1812 = getelementptr inbounds float, ptr %973, i64 21
  %1813 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1769, 21
  store float %1813, ptr %1812, align 4
  %1814 = getelementptr inbounds float, ptr %973, i64 22
  %1815 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1769, 22
  store float %1815, ptr %1814, align 4
  %1816 = getelementptr inbounds float, ptr %973, i64 23
  %1817 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1769, 23
  store float %1817, ptr %1816, align 4
  %1818 = getelementptr inbounds float, ptr %973, i64 24
  %1819 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1769, 24
  store float %1819, ptr %1818, align 4
  %1820 = getelementptr inbounds float, ptr %973, i64 25
  %1821 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1769, 25
  store float %1821, ptr %1820, align 4
  %1822 = getelementptr inbounds float, ptr %973, i64 26
  %1823 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1769, 26
  store float %1823, ptr %1822, align 4
  %1824 = getelementptr inbounds float, ptr %973, i64 27
  %1825 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1769, 27
  store float %1825, ptr %1824, align 4
  %1826 = getelementptr inbounds float, ptr %973, i64 28
  %1827 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1769, 28
  store float %1827, ptr %1826, align 4
  %1828 = getelementptr inbounds float, ptr %973, i64 29
  %1829 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1769, 29
  store float %1829, ptr %1828, align 4
  %1830 = getelementptr inbounds float, ptr %973, i64 30
  %1831 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1769, 30
  store float %1831, ptr %1830, align 4
  %1832 = getelementptr inbounds float, ptr %973, i64 31
  %1833 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1769, 31
  store float %1833, ptr %1832, align 4
  %1834 = zext i32 %1128 to i64
  %1835 = add i64 8208, %1834
  %1836 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %1835
  %1837 = ptrtoint ptr addrspace(3) %1836 to i64
  %1838 = and i64 %1837, 262143
  %1839 = lshr i64 %1838, 4
  %1840 = or i64 %1839, 4611686293305360384
  %1841 = getelementptr inbounds half, ptr addrspace(3) %972, i64 4112
  %1842 = ptrtoint ptr addrspace(3) %1841 to i64
  %1843 = and i64 %1842, 262143
  %1844 = lshr i64 %1843, 4
  %1845 = or i64 %1844, 4611686293305360384
  %1846 = getelementptr inbounds float, ptr %973, i64 0
  %1847 = load float, ptr %1846, align 4
  %1848 = getelementptr inbounds float, ptr %973, i64 1
  %1849 = load float, ptr %1848, align 4
  %1850 = getelementptr inbounds float, ptr %973, i64 2
  %1851 = load float, ptr %1850, align 4
  %1852 = getelementptr inbounds float, ptr %973, i64 3
  %1853 = load float, ptr %1852, align 4
  %1854 = getelementptr inbounds float, ptr %973, i64 4
  %1855 = load float, ptr %1854, align 4
  %1856 = getelementptr inbounds float, ptr %973, i64 5
  %1857 = load float, ptr %1856, align 4
  %1858 = getelementptr inbounds float, ptr %973, i64 6
  %1859 = load float, ptr %1858, align 4
  %1860 = getelementptr inbounds float, ptr %973, i64 7
  %1861 = load float, ptr %1860, align 4
  %1862 = getelementptr inbounds float, ptr %973, i64 8
  %1863 = load float, ptr %1862, align 4
  %1864 = getelementptr inbounds float, ptr %973, i64 9
  %1865 = load float, ptr %1864, align 4
  %1866 = getelementptr inbounds float, ptr %973, i64 10
  %1867 = load float, ptr %1866, align 4
  %1868 = getelementptr inbounds float, ptr %973, i64 11
  %1869 = load float, ptr %1868, align 4
  %1870 = getelementptr inbounds float, ptr %973, i64 12
  %1871 = load float, ptr %1870, align 4
  %1872 = getelementptr inbounds float, ptr %973, i64 13
  %1873 = load float, ptr %1872, align 4
  %1874 = getelementptr inbounds float, ptr %973, i64 14
  %1875 = load float, ptr %1874, align 4
  %1876 = getelementptr inbounds float, ptr %973, i64 15
  %1877 = load float, ptr %1876, align 4
  %1878 = getelementptr inbounds float, ptr %973, i64 16
  %1879 = load float, ptr %1878, align 4
  %1880 = getelementptr inbounds float, ptr %973, i64 17
  %1881 = load float, ptr %1880, align 4
  %1882 = getelementptr inbounds float, ptr %973, i64 18
  %1883 = load float, ptr %1882, align 4
  %1884 = getelementptr inbounds float, ptr %973, i64 19
  %1885 = load float, ptr %1884, align 4
  %1886 = getelementptr inbounds float, ptr %973, i64 20
  %1887 = load float, ptr %1886, align 4
  %1888 = getelementptr inbounds float, ptr %973, i64 21
  %1889 = load float, ptr %1888, align 4
  %1890 = getelementptr inbounds float, ptr %973, i64 22
  %1891 = load float, ptr %1890, align 4
  %1892 = getelementptr inbounds float, ptr %973, i64 23
  %1893 = load float, ptr %1892, align 4
  %1894 = getelementptr inbounds float, ptr %973, i64 24
  %1895 = load float, ptr %1894, align 4
  %1896 = getelementptr inbounds float, ptr %973, i64 25
  %1897 = load float, ptr %1896, align 4
  %1898 = getelementptr inbounds float, ptr %973, i64 26
  %1899 = load float, ptr %1898, align 4
  %1900 = getelementptr inbounds float, ptr %973, i64 27
  %1901 = load float, ptr %1900, align 4
  %1902 = getelementptr inbounds float, ptr %973, i64 28
  %1903 = load float, ptr %1902, align 4
  %1904 = getelementptr inbounds float, ptr %973, i64 29
  %1905 = load float, ptr %1904, align 4
  %1906 = getelementptr inbounds float, ptr %973, i64 30
  %1907 = load float, ptr %1906, align 4
  %1908 = getelementptr inbounds float, ptr %973, i64 31
  %1909 = load float, ptr %1908, align 4
  %1910 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,~{memory}"(i64 %1840, i64 %1845, i32 1, float %1847, float %1849, float %1851, float %1853, float %1855, float %1857, float %1859, float %1861, float %1863, float %1865, float %1867, float %1869, float %1871, float %1873, float %1875, float %1877, float %1879, float %1881, float %1883, float %1885, float %1887, float %1889, float %1891, float %1893, float %1895, float %1897, float %1899, float %1901, float %1903, float %1905, float %1907, float %1909) #7
  %1911 = getelementptr inbounds float, ptr %973, i64 0
  %1912 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1910, 0
  store float %1912, ptr %1911, align 4
  %1913 = getelementptr inbounds float, ptr %973, i64 1
  %1914 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1910, 1
  store float %1914, ptr %1913, align 4
  %1915 = getelementptr inbounds float, ptr %973, i64 2
  %1916 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1910, 2
  store float %1916, ptr %1915, align 4
  %1917 = getelementptr inbounds float, ptr %973, i64 3
  %1918 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1910, 3
  store float %1918, ptr %1917, align 4
  %1919 = getelementptr inbounds float, ptr %973, i64 4
  %1920 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1910, 4
  store float %1920, ptr %1919, align 4
  %1921 = getelementptr inbounds float, ptr %973, i64 5
  %1922 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1910, 5
  store float %1922, ptr %1921, align 4
  %1923 = getelementptr inbounds float, ptr %973, i64 6
  %1924 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1910, 6
  store float %1924, ptr %1923, align 4
  %1925 = getelementptr inbounds float, ptr %973, i64 7
  %1926 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1910, 7
  store float %1926, ptr %1925, align 4
  %1927 = getelementptr inbounds float, ptr %973, i64 8
  %1928 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1910, 8
  store float %1928, ptr %1927, align 4
  %1929 = getelementptr inbounds float, ptr %973, i64 9
  %1930 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1910, 9
  store float %1930, ptr %1929, align 4
  %1931 = getelementptr inbounds float, ptr %973, i64 10
  %1932 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1910, 10
  store float %1932, ptr %1931, align 4
  %1933 = getelementptr inbounds float, ptr %973, i64 11
  %1934 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1910, 11
  store float %1934, ptr %1933, align 4
  %1935 = getelementptr inbounds float, ptr %973, i64 12
  %1936 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1910, 12
  store float %1936, ptr %1935, align 4
  %1937 = getelementptr inbounds float, ptr %973, i64 13
  %1938 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1910, 13
  store float %1938, ptr %1937, align 4
  %1939 = getelementptr inbounds float, ptr %973, i64 14
  %1940 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1910, 14
  store float %1940, ptr %1939, align 4
  %1941 = getelementptr inbounds float, ptr %973, i64 15
  %1942 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1910, 15
  store float %1942, ptr %1941, align 4
  %1943 = getelementptr inbounds float, ptr %973, i64 16
  %1944 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1910, 16
  store float %1944, ptr %1943, align 4
  %1945 = getelementptr inbounds float, ptr %973, i64 17
  %1946 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1910, 17
  store float %1946, ptr %1945, align 4
  %1947 = getelementptr inbounds float, ptr %973, i64 18
  %1948 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1910, 18
  store float %1948, ptr %1947, align 4
  %1949 = getelementptr inbounds float, ptr %973, i64 19
  %1950 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1910, 19
  store float %1950, ptr %1949, align 4
  %1951 = getelementptr inbounds float, ptr %973, i64 20
  %1952 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1910, 20
  store float %1952, ptr %1951, align 4
  %1953 = getelementptr inbounds float, ptr %973, i64 21
  %1954 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1910, 21
  store float %1954, ptr %1953, align 4
  %1955 = getelementptr inbounds float, ptr %973, i64 22
  %1956 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1910, 22
  store float %1956, ptr %1955, align 4
  %1957 = getelementptr inbounds float, ptr %973, i64 23
  %1958 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1910, 23
  store float %1958, ptr %1957, align 4
  %1959 = getelementptr inbounds float, ptr %973, i64 24
  %1960 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1910, 24
  store float %1960, ptr %1959, align 4
  %1961 = getelementptr inbounds float, ptr %973, i64 25
  %1962 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1910, 25
  store float %1962, ptr %1961, align 4
  %1963 = getelementptr inbounds float, ptr %973, i64 26
  %1964 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1910, 26
  store float %1964, ptr %1963, align 4
  %1965 = getelementptr inbounds float, ptr %973, i64 27
  %1966 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1910, 27
  store float %1966, ptr %1965, align 4
  %1967 = getelementptr inbounds float, ptr %973, i64 28
  %1968 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1910, 28
  store float %1968, ptr %1967, align 4
  %1969 = getelementptr inbounds float, ptr %973, i64 29
  %1970 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1910, 29
  store float %1970, ptr %1969, align 4
  %1971 = getelementptr inbounds float, ptr %973, i64 30
  %1972 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1910, 30
  store float %1972, ptr %1971, align 4
  %1973 = getelementptr inbounds float, ptr %973, i64 31
  %1974 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1910, 31
  store float %1974, ptr %1973, align 4
  %1975 = zext i32 %1128 to i64
  %1976 = add i64 8224, %1975
  %1977 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %1976
  %1978 = ptrtoint ptr addrspace(3) %1977 to i64
  %1979 = and i64 %1978, 262143
  %1980 = lshr i64 %1979, 4
  %1981 = or i64 %1980, 4611686293305360384
  %1982 = getelementptr inbounds half, ptr addrspace(3) %972, i64 4128
  %1983 = ptrtoint ptr addrspace(3) %1982 to i64
  %1984 = and i64 %1983, 262143
  %1985 = lshr i64 %1984, 4
  %1986 = or i64 %1985, 4611686293305360384
  %1987 = getelementptr inbounds float, ptr %973, i64 0
  %1988 = load float, ptr %1987, align 4
  %1989 = getelementptr inbounds float, ptr %973, i64 1
  %1990 = load float, ptr %1989, align 4
  %1991 = getelementptr inbounds float, ptr %973, i64 2
  %1992 = load float, ptr %1991, align 4
  %1993 = getelementptr inbounds float, ptr %973, i64 3
  %1994 = load float, ptr %1993, align 4
  %1995 = getelementptr inbounds float, ptr %973, i64 4
  %1996 = load float, ptr %1995, align 4
  %1997 = getelementptr inbounds float, ptr %973, i64 5
  %1998 = load float, ptr %1997, align 4
  %1999 = getelementptr inbounds float, ptr %973, i64 6
  %2000 = load float, ptr %1999, align 4
  %2001 = getelementptr inbounds float, ptr %973, i64 7
  %2002 = load float, ptr %2001, align 4
  %2003 = getelementptr inbounds float, ptr %973, i64 8
  %2004 = load float, ptr %2003, align 4
  %2005 = getelementptr inbounds float, ptr %973, i64 9
  %2006 = load float, ptr %2005, align 4
  %2007 = getelementptr inbounds float, ptr %973, i64 10
  %2008 = load float, ptr %2007, align 4
  %2009 = getelementptr inbounds float, ptr %973, i64 11
  %2010 = load float, ptr %2009, align 4
  %2011 = getelementptr inbounds float, ptr %973, i64 12
  %2012 = load float, ptr %2011, align 4
  %2013 = getelementptr inbounds float, ptr %973, i64 13
  %2014 = load float, ptr %2013, align 4
  %2015 = getelementptr inbounds float, ptr %973, i64 14
  %2016 = load float, ptr %2015, align 4
  %2017 = getelementptr inbounds float, ptr %973, i64 15
  %2018 = load float, ptr %2017, align 4
  %2019 = getelementptr inbounds float, ptr %973, i64 16
  %2020 = load float, ptr %2019, align 4
  %2021 = getelementptr inbounds float, ptr %973, i64 17
  %2022 = load float, ptr %2021, align 4
  %2023 = getelementptr inbounds float, ptr %973, i64 18
  %2024 = load float, ptr %2023, align 4
  %2025 = getelementptr inbounds float, ptr %973, i64 19
  %2026 = load float, ptr %2025, align 4
  %2027 = getelementptr inbounds float, ptr %973, i64 20
  %2028 = load float, ptr %2027, align 4
  %2029 = getelementptr inbounds float, ptr %973, i64 21
  %2030 = load float, ptr %2029, align 4
  %2031 = getelementptr inbounds float, ptr %973, i64 22
  %2032 = load float, ptr %2031, align 4
  %2033 = getelementptr inbounds float, ptr %973, i64 23
  %2034 = load float, ptr %2033, align 4
  %2035 = getelementptr inbounds float, ptr %973, i64 24
  %2036 = load float, ptr %2035, align 4
  %2037 = getelementptr inbounds float, ptr %973, i64 25
  %2038 = load float, ptr %2037, align 4
  %2039 = getelementptr inbounds float, ptr %973, i64 26
  %2040 = load float, ptr %2039, align 4
  %2041 = getelementptr inbounds float, ptr %973, i64 27
  %2042 = load float, ptr %2041, align 4
  %2043 = getelementptr inbounds float, ptr %973, i64 28
  %2044 = load float, ptr %2043, align 4
  %2045 = getelementptr inbounds float, ptr %973, i64 29
  %2046 = load float, ptr %2045, align 4
  %2047 = getelementptr inbounds float, ptr %973, i64 30
  %2048 = load float, ptr %2047, align 4
  %2049 = getelementptr inbounds float, ptr %973, i64 31
  %2050 = load float, ptr %2049, align 4
  %2051 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,~{memory}"(i64 %1981, i64 %1986, i32 1, float %1988, float %1990, float %1992, float %1994, float %1996, float %1998, float %2000, float %2002, float %2004, float %2006, float %2008, float %2010, float %2012, float %2014, float %2016, float %2018, float %2020, float %2022, float %2024, float %2026, float %2028, float %2030, float %2032, float %2034, float %2036, float %2038, float %2040, float %2042, float %2044, float %2046, float %2048, float %2050) #7
  %2052 = getelementptr inbounds float, ptr %973, i64 0
  %2053 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2051, 0
  store float %2053, ptr %2052, align 4
  %2054 = getelementptr inbounds float, ptr %973, i64 1
  %2055 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2051, 1
  store float %2055, ptr %2054, align 4
  %2056 = getelementptr inbounds float, ptr %973, i64 2
  %2057 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2051, 2
  store float %2057, ptr %2056, align 4
  %2058 = getelementptr inbounds float, ptr %973, i64 3
  %2059 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2051, 3
  store float %2059, ptr %2058, align 4
  %2060 = getelementptr inbounds float, ptr %973, i64 4
  %2061 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2051, 4
  store float %2061, ptr %2060, align 4
  %2062 = getelementptr inbounds float, ptr %973, i64 5
  %2063 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2051, 5
  store float %2063, ptr %2062, align 4
  %2064 = getelementptr inbounds float, ptr %973, i64 6
  %2065 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2051, 6
  store float %2065, ptr %2064, align 4
  %2066 = getelementptr inbounds float, ptr %973, i64 7
  %2067 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2051, 7
  store float %2067, ptr %2066, align 4
  %2068 = getelementptr inbounds float, ptr %973, i64 8
  %2069 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2051, 8
  store float %2069, ptr %2068, align 4
  %2070 = getelementptr inbounds float, ptr %973, i64 9
  %2071 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2051, 9
  store float %2071, ptr %2070, align 4
  %2072 = getelementptr inbounds float, ptr %973, i64 10
  %2073 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2051, 10
  store float %2073, ptr %2072, align 4
  %2074 = getelementptr inbounds float, ptr %973, i64 11
  %2075 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2051, 11
  store float %2075, ptr %2074, align 4
  %2076 = getelementptr inbounds float, ptr %973, i64 12
  %2077 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2051, 12
  store float %2077, ptr %2076, align 4
  %2078 = getelementptr inbounds float, ptr %973, i64 13
  %2079 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2051, 13
  store float %2079, ptr %2078, align 4
  %2080 = getelementptr inbounds float, ptr %973, i64 14
  %2081 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2051, 14
  store float %2081, ptr %2080, align 4
  %2082 = getelementptr inbounds float, ptr %973, i64 15
  %2083 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2051, 15
  store float %2083, ptr %2082, align 4
  %2084 = getelementptr inbounds float, ptr %973, i64 16
  %2085 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2051, 16
  store float %2085, ptr %2084, align 4
  %2086 = getelementptr inbounds float, ptr %973, i64 17
  %2087 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2051, 17
  store float %2087, ptr %2086, align 4
  %2088 = getelementptr inbounds float, ptr %973, i64 18
  %2089 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2051, 18
  store float %2089, ptr %2088, align 4
  %2090 = getelementptr inbounds float, ptr %973, i64 19
  %2091 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2051, 19
  store float %2091, ptr %2090, align 4
  %2092 = getelementptr inbounds float, ptr %973, i64 20
  %2093 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2051, 20
  store float %2093, ptr %2092, align 4
  %2094 = getelementptr inbounds float, ptr %973, i64 21
  %2095 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2051, 21
  store float %2095, ptr %2094, align 4
  %2096 = getelementptr inbounds float, ptr %973, i64 22
  %2097 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2051, 22
  store float %2097, ptr %2096, align 4
  %2098 = getelementptr inbounds float, ptr %973, i64 23
  %2099 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2051, 23
  store float %2099, ptr %2098, align 4
  %2100 = getelementptr inbounds float, ptr %973, i64 24
  %2101 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2051, 24
  store float %2101, ptr %2100, align 4
  %2102 = getelementptr inbounds float, ptr %973, i64 25
  %2103 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2051, 25
  store float %2103, ptr %2102, align 4
  %2104 = getelementptr inbounds float, ptr %973, i64 26
  %2105 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2051, 26
  store float %2105, ptr %2104, align 4
  %2106 = getelementptr inbounds float, ptr %973, i64 27
  %2107 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2051, 27
  store float %2107, ptr %2106, align 4
  %2108 = getelementptr inbounds float, ptr %973, i64 28
  %2109 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2051, 28
  store float %2109, ptr %2108, align 4
  %2110 = getelementptr inbounds float, ptr %973, i64 29
  %2111 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2051, 29
  store float %2111, ptr %2110, align 4
  %2112 = getelementptr inbounds float, ptr %973, i64 30
  %2113 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2051, 30
  store float %2113, ptr %2112, align 4
  %2114 = getelementptr inbounds float, ptr %973, i64 31
  %2115 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2051, 31
  store float %2115, ptr %2114, align 4
  %2116 = zext i32 %1128 to i64
  %2117 = add i64 8240, %2116
  %2118 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %2117
  %2119 = ptrtoint ptr addrspace(3) %2118 to i64
  %2120 = and i64 %2119, 262143
  %2121 = lshr i64 %2120, 4
  %2122 = or i64 %2121, 4611686293305360384
  %2123 = getelementptr inbounds half, ptr addrspace(3) %972, i64 4144
  %2124 = ptrtoint ptr addrspace(3) %2123 to i64
  %2125 = and i64 %2124, 262143
  %2126 = lshr i64 %2125, 4
  %2127 = or i64 %2126, 4611686293305360384
  %2128 = getelementptr inbounds float, ptr %973, i64 0
  %2129 = load float, ptr %2128, align 4
  %2130 = getelementptr inbounds float, ptr %973, i64 1
  %2131 = load float, ptr %2130, align 4
  %2132 = getelementptr inbounds float, ptr %973, i64 2
  %2133 = load float, ptr %2132, align 4
  %2134 = getelementptr inbounds float, ptr %973, i64 3
  %2135 = load float, ptr %2134, align 4
  %2136 = getelementptr inbounds float, ptr %973, i64 4
  %2137 = load float, ptr %2136, align 4
  %2138 = getelementptr inbounds float, ptr %973, i64 5
  %2139 = load float, ptr %2138, align 4
  %2140 = getelementptr inbounds float, ptr %973, i64 6
  %2141 = load float, ptr %2140, align 4
  %2142 = getelementptr inbounds float, ptr %973, i64 7
  %2143 = load float, ptr %2142, align 4
  %2144 = getelementptr inbounds float, ptr %973, i64 8
  %2145 = load float, ptr %2144, align 4
  %2146 = getelementptr inbounds float, ptr %973, i64 9
  %2147 = load float, ptr %2146, align 4
  %2148 = getelementptr inbounds float, ptr %973, i64 10
  %2149 = load float, ptr %2148, align 4
  %2150 = getelementptr inbounds float, ptr %973, i64 11
  %2151 = load float, ptr %2150, align 4
  %2152 = getelementptr inbounds float, ptr %973, i64 12
  %2153 = load float, ptr %2152, align 4
  %2154 = getelementptr inbounds float, ptr %973, i64 13
  %2155 = load float, ptr %2154, align 4
  %2156 = getelementptr inbounds float, ptr %973, i64 14
  %2157 = load float, ptr %2156, align 4
  %2158 = getelementptr inbounds float, ptr %973, i64 15
  %2159 = load float, ptr %2158, align 4
  %2160 = getelementptr inbounds float, ptr %973, i64 16
  %2161 = load float, ptr %2160, align 4
  %2162 = getelementptr inbounds float, ptr %973, i64 17
  %2163 = load float, ptr %2162, align 4
  %2164 = getelementptr inbounds float, ptr %973, i64 18
  %2165 = load float, ptr %2164, align 4
  %2166 = getelementptr inbounds float, ptr %973, i64 19
  %2167 = load float, ptr %2166, align 4
  %2168 = getelementptr inbounds float, ptr %973, i64 20
  %2169 = load float, ptr %2168, align 4
  %2170 = getelementptr inbounds float, ptr %973, i64 21
  %2171 = load float, ptr %2170, align 4
  %2172 = getelementptr inbounds float, ptr %973, i64 22
  %2173 = load float, ptr %2172, align 4
  %2174 = getelementptr inbounds float, ptr %973, i64 23
  %2175 = load float, ptr %2174, align 4
  %2176 = getelementptr inbounds float, ptr %973, i64 24
  %2177 = load float, ptr %2176, align 4
  %2178 = getelementptr inbounds float, ptr %973, i64 25
  %2179 = load float, ptr %2178, align 4
  %2180 = getelementptr inbounds float, ptr %973, i64 26
  %2181 = load float, ptr %2180, align 4
  %2182 = getelementptr inbounds float, ptr %973, i64 27
  %2183 = load float, ptr %2182, align 4
  %2184 = getelementptr inbounds float, ptr %973, i64 28
  %2185 = load float, ptr %2184, align 4
  %2186 = getelementptr inbounds float, ptr %973, i64 29
  %2187 = load float, ptr %2186, align 4
  %2188 = getelementptr inbounds float, ptr %973, i64 30
  %2189 = load float, ptr %2188, align 4
  %2190 = getelementptr inbounds float, ptr %973, i64 31
  %2191 = load float, ptr %2190, align 4
  %2192 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,~{memory}"(i64 %2122, i64 %2127, i32 1, float %2129, float %2131, float %2133, float %2135, float %2137, float %2139, float %2141, float %2143, float %2145, float %2147, float %2149, float %2151, float %2153, float %2155, float %2157, float %2159, float %2161, float %2163, float %2165, float %2167, float %2169, float %2171, float %2173, float %2175, float %2177, float %2179, float %2181, float %2183, float %2185, float %2187, float %2189, float %2191) #7
  %2193 = getelementptr inbounds float, ptr %973, i64 0
  %2194 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2192, 0
  store float %2194, ptr %2193, align 4
  %2195 = getelementptr inbounds float, ptr %973, i64 1
  %2196 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2192, 1
  store float %2196, ptr %2195, align 4
  %2197 = getelementptr inbounds float, ptr %973, i64 2
  %2198 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2192, 2
  store float %2198, ptr %2197, align 4
  %2199 = getelementptr inbounds float, ptr %973, i64 3
  %2200 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2192, 3
  store float %2200, ptr %2199, align 4
  %2201 = getelementptr inbounds float, ptr %973, i64 4
  %2202 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2192, 4
  store float %2202, ptr %2201, align 4
  %2203 = getelementptr inbounds float, ptr %973, i64 5
  %2204 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2192, 5
  store float %2204, ptr %2203, align 4
  %2205 = getelementptr inbounds float, ptr %973, i64 6
  %2206 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2192, 6
  store float %2206, ptr %2205, align 4
  %2207 = getelementptr inbounds float, ptr %973, i64 7
  %2208 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2192, 7
  store float %2208, ptr %2207, align 4
  %2209 = getelementptr inbounds float, ptr %973, i64 8
  %2210 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2192, 8
  store float %2210, ptr %2209, align 4
  %2211 = getelementptr inbounds float, ptr %973, i64 9
  %2212 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2192, 9
  store float %2212, ptr %2211, align 4
  %2213 = getelementptr inbounds float, ptr %973, i64 10
  %2214 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2192, 10
  store float %2214, ptr %2213, align 4
  %2215 = getelementptr inbounds float, ptr %973, i64 11
  %2216 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2192, 11
  store float %2216, ptr %2215, align 4
  %2217 = getelementptr inbounds float, ptr %973, i64 12
  %2218 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2192, 12
  store float %2218, ptr %2217, align 4
  %2219 = getelementptr inbounds float, ptr %973, i64 13
  %2220 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2192, 13
  store float %2220, ptr %2219, align 4
  %2221 = getelementptr inbounds float, ptr %973, i64 14
  %2222 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2192, 14
  store float %2222, ptr %2221, align 4
  %2223 = getelementptr inbounds float, ptr %973, i64 15
  %2224 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2192, 15
  store float %2224, ptr %2223, align 4
  %2225 = getelementptr inbounds float, ptr %973, i64 16
  %2226 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2192, 16
  store float %2226, ptr %2225, align 4
  %2227 = getelementptr inbounds float, ptr %973, i64 17
  %2228 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2192, 17
  store float %2228, ptr %2227, align 4
  %2229 = getelementptr inbounds float, ptr %973, i64 18
  %2230 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2192, 18
  store float %2230, ptr %2229, align 4
  %2231 = getelementptr inbounds float, ptr %973, i64 19
  %2232 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2192, 19
  store float %2232, ptr %2231, align 4
  %2233 = getelementptr inbounds float, ptr %973, i64 20
  %2234 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2192, 20
  store float %2234, ptr %2233, align 4
  %2235 = getelementptr inbounds float, ptr %973, i64 21
  %2236 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2192, 21
  store float %2236, ptr %2235, align 4
  %2237 = getelementptr inbounds float, ptr %973, i64 22
  %2238 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2192, 22
  store float %2238, ptr %2237, align 4
  %2239 = getelementptr inbounds float, ptr %973, i64 23
  %2240 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2192, 23
  store float %2240, ptr %2239, align 4
  %2241 = getelementptr inbounds float, ptr %973, i64 24
  %2242 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2192, 24
  store float %2242, ptr %2241, align 4
  %2243 = getelementptr inbounds float, ptr %973, i64 25
  %2244 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2192, 25
  store float %2244, ptr %2243, align 4
  %2245 = getelementptr inbounds float, ptr %973, i64 26
  %2246 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2192, 26
  store float %2246, ptr %2245, align 4
  %2247 = getelementptr inbounds float, ptr %973, i64 27
  %2248 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2192, 27
  store float %2248, ptr %2247, align 4
  %2249 = getelementptr inbounds float, ptr %973, i64 28
  %2250 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2192, 28
  store float %2250, ptr %2249, align 4
  %2251 = getelementptr inbounds float, ptr %973, i64 29
  %2252 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2192, 29
  store float %2252, ptr %2251, align 4
  %2253 = getelementptr inbounds float, ptr %973, i64 30
  %2254 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2192, 30
  store float %2254, ptr %2253, align 4
  %2255 = getelementptr inbounds float, ptr %973, i64 31
  %2256 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2192, 31
  store float %2256, ptr %2255, align 4
  call void asm sideeffect "wgmma.commit_group.sync.aligned;", "~{memory}"() #7
  call void asm sideeffect "wgmma.wait_group.sync.aligned 0;", "~{memory}"() #7
  %2257 = getelementptr inbounds float, ptr %973, i64 0
  %2258 = load float, ptr %2257, align 4
  %2259 = call float asm sideeffect "", "=f,0,~{memory}"(float %2258)
  store float %2259, ptr %2257, align 4
  %2260 = getelementptr inbounds float, ptr %973, i64 1
  %2261 = load float, ptr %2260, align 4
  %2262 = call float asm sideeffect "", "=f,0,~{memory}"(float %2261)
  store float %2262, ptr %2260, align 4
  %2263 = getelementptr inbounds float, ptr %973, i64 2
  %2264 = load float, ptr %2263, align 4
  %2265 = call float asm sideeffect "", "=f,0,~{memory}"(float %2264)
  store float %2265, ptr %2263, align 4
  %2266 = getelementptr inbounds float, ptr %973, i64 3
  %2267 = load float, ptr %2266, align 4
  %2268 = call float asm sideeffect "", "=f,0,~{memory}"(float %2267)
  store float %2268, ptr %2266, align 4
  %2269 = getelementptr inbounds float, ptr %973, i64 4
  %2270 = load float, ptr %2269, align 4
  %2271 = call float asm sideeffect "", "=f,0,~{memory}"(float %2270)
  store float %2271, ptr %2269, align 4
  %2272 = getelementptr inbounds float, ptr %973, i64 5
  %2273 = load float, ptr %2272, align 4
  %2274 = call float asm sideeffect "", "=f,0,~{memory}"(float %2273)
  store float %2274, ptr %2272, align 4
  %2275 = getelementptr inbounds float, ptr %973, i64 6
  %2276 = load float, ptr %2275, align 4
  %2277 = call float asm sideeffect "", "=f,0,~{memory}"(float %2276)
  store float %2277, ptr %2275, align 4
  %2278 = getelementptr inbounds float, ptr %973, i64 7
  %2279 = load float, ptr %2278, align 4
  %2280 = call float asm sideeffect "", "=f,0,~{memory}"(float %2279)
  store float %2280, ptr %2278, align 4
  %2281 = getelementptr inbounds float, ptr %973, i64 8
  %2282 = load float, ptr %2281, align 4
  %2283 = call float asm sideeffect "", "=f,0,~{memory}"(float %2282)
  store float %2283, ptr %2281, align 4
  %2284 = getelementptr inbounds float, ptr %973, i64 9
  %2285 = load float, ptr %2284, align 4
  %2286 = call float asm sideeffect "", "=f,0,~{memory}"(float %2285)
  store float %2286, ptr %2284, align 4
  %2287 = getelementptr inbounds float, ptr %973, i64 10
  %2288 = load float, ptr %2287, align 4
  %2289 = call float asm sideeffect "", "=f,0,~{memory}"(float %2288)
  store float %2289, ptr %2287, align 4
  %2290 = getelementptr inbounds float, ptr %973, i64 11
  %2291 = load float, ptr %2290, align 4
  %2292 = call float asm sideeffect "", "=f,0,~{memory}"(float %2291)
  store float %2292, ptr %2290, align 4
  %2293 = getelementptr inbounds float, ptr %973, i64 12
  %2294 = load float, ptr %2293, align 4
  %2295 = call float asm sideeffect "", "=f,0,~{memory}"(float %2294)
  store float %2295, ptr %2293, align 4
  %2296 = getelementptr inbounds float, ptr %973, i64 13
  %2297 = load float, ptr %2296, align 4
  %2298 = call float asm sideeffect "", "=f,0,~{memory}"(float %2297)
  store float %2298, ptr %2296, align 4
  %2299 = getelementptr inbounds float, ptr %973, i64 14
  %2300 = load float, ptr %2299, align 4
  %2301 = call float asm sideeffect "", "=f,0,~{memory}"(float %2300)
  store float %2301, ptr %2299, align 4
  %2302 = getelementptr inbounds float, ptr %973, i64 15
  %2303 = load float, ptr %2302, align 4
  %2304 = call float asm sideeffect "", "=f,0,~{memory}"(float %2303)
  store float %2304, ptr %2302, align 4
  %2305 = getelementptr inbounds float, ptr %973, i64 16
  %2306 = load float, ptr %2305, align 4
  %2307 = call float asm sideeffect "", "=f,0,~{memory}"(float %2306)
  store float %2307, ptr %2305, align 4
  %2308 = getelementptr inbounds float, ptr %973, i64 17
  %2309 = load float, ptr %2308, align 4
  %2310 = call float asm sideeffect "", "=f,0,~{memory}"(float %2309)
  store float %2310, ptr %2308, align 4
  %2311 = getelementptr inbounds float, ptr %973, i64 18
  %2312 = load float, ptr %2311, align 4
  %2313 = call float asm sideeffect "", "=f,0,~{memory}"(float %2312)
  store float %2313, ptr %2311, align 4
  %2314 = getelementptr inbounds float, ptr %973, i64 19
  %2315 = load float, ptr %2314, align 4
  %2316 = call float asm sideeffect "", "=f,0,~{memory}"(float %2315)
  store float %2316, ptr %2314, align 4
  %2317 = getelementptr inbounds float, ptr %973, i64 20
  %2318 = load float, ptr %2317, align 4
  %2319 = call float asm sideeffect "", "=f,0,~{memory}"(float %2318)
  store float %2319, ptr %2317, align 4
  %2320 = getelementptr inbounds float, ptr %973, i64 21
  %2321 = load float, ptr %2320, align 4
  %2322 = call float asm sideeffect "", "=f,0,~{memory}"(float %2321)
  store float %2322, ptr %2320, align 4
  %2323 = getelementptr inbounds float, ptr %973, i64 22
  %2324 = load float, ptr %2323, align 4
  %2325 = call float asm sideeffect "", "=f,0,~{memory}"(float %2324)
  store float %2325, ptr %2323, align 4
  %2326 = getelementptr inbounds float, ptr %973, i64 23
  %2327 = load float, ptr %2326, align 4
  %2328 = call float asm sideeffect "", "=f,0,~{memory}"(float %2327)
  store float %2328, ptr %2326, align 4
  %2329 = getelementptr inbounds float, ptr %973, i64 24
  %2330 = load float, ptr %2329, align 4
  %2331 = call float asm sideeffect "", "=f,0,~{memory}"(float %2330)
  store float %2331, ptr %2329, align 4
  %2332 = getelementptr inbounds float, ptr %973, i64 25
  %2333 = load float, ptr %2332, align 4
  %2334 = call float asm sideeffect "", "=f,0,~{memory}"(float %2333)
  store float %2334, ptr %2332, align 4
  %2335 = getelementptr inbounds float, ptr %973, i64 26
  %2336 = load float, ptr %2335, align 4
  %2337 = call float asm sideeffect "", "=f,0,~{memory}"(float %2336)
  store float %2337, ptr %2335, align 4
  %2338 = getelementptr inbounds float, ptr %973, i64 27
  %2339 = load float, ptr %2338, align 4
  %2340 = call float asm sideeffect "", "=f,0,~{memory}"(float %2339)
  store float %2340, ptr %2338, align 4
  %2341 = getelementptr inbounds float, ptr %973, i64 28
  %2342 = load float, ptr %2341, align 4
  %2343 = call float asm sideeffect "", "=f,0,~{memory}"(float %2342)
  store float %2343, ptr %2341, align 4
  %2344 = getelementptr inbounds float, ptr %973, i64 29
  %2345 = load float, ptr %2344, align 4
  %2346 = call float asm sideeffect "", "=f,0,~{memory}"(float %2345)
  store float %2346, ptr %2344, align 4
  %2347 = getelementptr inbounds float, ptr %973, i64 30
  %2348 = load float, ptr %2347, align 4
  %2349 = call float asm sideeffect "", "=f,0,~{memory}"(float %2348)
  store float %2349, ptr %2347, align 4
  %2350 = getelementptr inbounds float, ptr %973, i64 31
  %2351 = load float, ptr %2350, align 4
  %2352 = call float asm sideeffect "", "=f,0,~{memory}"(float %2351)
  store float %2352, ptr %2350, align 4
  br label %wgmma.done

wgmma.done:                                       ; preds = %wgmma.group, %l.end52
  br label %l.cond58

l.cond58:                                         ; preds = %l.body59, %wgmma.done
  %l61 = phi i32 [ 0, %wgmma.done ], [ %l.next62, %l.body59 ]
  %2353 = icmp slt i32 %l61, 2
  br i1 %2353, label %l.body59, label %l.end60

l.body59:                                         ; preds = %l.cond58
  %2354 = sext i32 %l61 to i64
  %2355 = getelementptr inbounds float, ptr %scores_max_prev, i64 %2354
  %2356 = sext i32 %l61 to i64
  %2357 = getelementptr inbounds float, ptr %scores_max, i64 %2356
  %2358 = load float, ptr %2357, align 4
  store float %2358, ptr %2355, align 4
  %l.next62 = add nsw i32 %l61, 1
  br label %l.cond58, !llvm.loop !17

l.end60:                                          ; preds = %l.cond58
  br label %ld.cond

ld.cond:                                          ; preds = %ld.body, %l.end60
  %ld = phi i32 [ 0, %l.end60 ], [ %ld.next, %ld.body ]
  %2359 = icmp slt i32 %ld, 2
  br i1 %2359, label %ld.body, label %ld.end

ld.body:                                          ; preds = %ld.cond
  %2360 = sext i32 %ld to i64
  %2361 = getelementptr inbounds float, ptr %scores_max_part, i64 %2360
  store float 0xFFF0000000000000, ptr %2361, align 4
  %ld.next = add nsw i32 %ld, 1
  br label %ld.cond, !llvm.loop !18

ld.end:                                           ; preds = %ld.cond
  br label %ls.cond

ls.cond:                                          ; preds = %ls.body, %ld.end
  %ls = phi i32 [ 0, %ld.end ], [ %ls.next, %ls.body ]
  %2362 = icmp slt i32 %ls, 32
  br i1 %2362, label %ls.body, label %ls.end

ls.body:                                          ; preds = %ls.cond
  %2363 = sdiv i32 %ls, 2
  %2364 = srem i32 %ls, 2
  %2365 = icmp slt i32 %2364, 0
  %2366 = icmp ne i1 %2365, false
  %2367 = icmp ne i32 %2364, 0
  %2368 = and i1 %2367, %2366
  %2369 = sub i32 %2363, 1
  %2370 = select i1 %2368, i32 %2369, i32 %2363
  %2371 = sdiv i32 %2370, 2
  %2372 = srem i32 %2370, 2
  %2373 = icmp slt i32 %2372, 0
  %2374 = icmp ne i1 %2373, false
  %2375 = icmp ne i32 %2372, 0
  %2376 = and i1 %2375, %2374
  %2377 = add i32 %2372, 2
  %2378 = select i1 %2376, i32 %2377, i32 %2372
  %2379 = sext i32 %2378 to i64
  %2380 = getelementptr inbounds float, ptr %scores_max_part, i64 %2379
  %2381 = sdiv i32 %ls, 2
  %2382 = srem i32 %ls, 2
  %2383 = icmp slt i32 %2382, 0
  %2384 = icmp ne i1 %2383, false
  %2385 = icmp ne i32 %2382, 0
  %2386 = and i1 %2385, %2384
  %2387 = sub i32 %2381, 1
  %2388 = select i1 %2386, i32 %2387, i32 %2381
  %2389 = sdiv i32 %2388, 2
  %2390 = srem i32 %2388, 2
  %2391 = icmp slt i32 %2390, 0
  %2392 = icmp ne i1 %2391, false
  %2393 = icmp ne i32 %2390, 0
  %2394 = and i1 %2393, %2392
  %2395 = add i32 %2390, 2
  %2396 = select i1 %2394, i32 %2395, i32 %2390
  %2397 = sext i32 %2396 to i64
  %2398 = getelementptr inbounds float, ptr %scores_max_part, i64 %2397
  %2399 = load float, ptr %2398, align 4
  %2400 = sext i32 %ls to i64
  %2401 = getelementptr inbounds float, ptr %acc_s, i64 %2400
  %2402 = load float, ptr %2401, align 4
  %2403 = call float @llvm.maxnum.f32(float %2399, float %2402)
  store float %2403, ptr %2380, align 4
  %ls.next = add nsw i32 %ls, 1
  br label %ls.cond, !llvm.loop !19

ls.end:                                           ; preds = %ls.cond
  br label %ld.cond63

ld.cond63:                                        ; preds = %ld.body64, %ls.end
  %ld66 = phi i32 [ 0, %ls.end ], [ %ld.next67, %ld.body64 ]
  %2404 = icmp slt i32 %ld66, 2
  br i1 %2404, label %ld.body64, label %ld.end65

ld.body64:                                        ; preds = %ld.cond63
  %2405 = sext i32 %ld66 to i64
  %2406 = getelementptr inbounds float, ptr %scores_max_part, i64 %2405
  %2407 = sext i32 %ld66 to i64
  %2408 = getelementptr inbounds float, ptr %scores_max_part, i64 %2407
  %2409 = load float, ptr %2408, align 4
  %2410 = sext i32 %ld66 to i64
  %2411 = getelementptr inbounds float, ptr %scores_max_part, i64 %2410
  %2412 = load float, ptr %2411, align 4
  %2413 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %2412, i32 2, i32 31)
  %2414 = call float @llvm.maxnum.f32(float %2409, float %2413)
  store float %2414, ptr %2406, align 4
  %ld.next67 = add nsw i32 %ld66, 1
  br label %ld.cond63, !llvm.loop !20

ld.end65:                                         ; preds = %ld.cond63
  br label %ld.cond68

ld.cond68:                                        ; preds = %ld.body69, %ld.end65
  %ld71 = phi i32 [ 0, %ld.end65 ], [ %ld.next72, %ld.body69 ]
  %2415 = icmp slt i32 %ld71, 2
  br i1 %2415, label %ld.body69, label %ld.end70

ld.body69:                                        ; preds = %ld.cond68
  %2416 = sext i32 %ld71 to i64
  %2417 = getelementptr inbounds float, ptr %scores_max_part, i64 %2416
  %2418 = sext i32 %ld71 to i64
  %2419 = getelementptr inbounds float, ptr %scores_max_part, i64 %2418
  %2420 = load float, ptr %2419, align 4
  %2421 = sext i32 %ld71 to i64
  %2422 = getelementptr inbounds float, ptr %scores_max_part, i64 %2421
  %2423 = load float, ptr %2422, align 4
  %2424 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %2423, i32 1, i32 31)
  %2425 = call float @llvm.maxnum.f32(float %2420, float %2424)
  store float %2425, ptr %2417, align 4
  %ld.next72 = add nsw i32 %ld71, 1
  br label %ld.cond68, !llvm.loop !21

ld.end70:                                         ; preds = %ld.cond68
  br label %ld.cond73

ld.cond73:                                        ; preds = %ld.body74, %ld.end70
  %ld76 = phi i32 [ 0, %ld.end70 ], [ %ld.next77, %ld.body74 ]
  %2426 = icmp slt i32 %ld76, 2
  br i1 %2426, label %ld.body74, label %ld.end75

ld.body74:                                        ; preds = %ld.cond73
  %2427 = sext i32 %ld76 to i64
  %2428 = getelementptr inbounds float, ptr %scores_max, i64 %2427
  %2429 = sext i32 %ld76 to i64
  %2430 = getelementptr inbounds float, ptr %scores_max, i64 %2429
  %2431 = load float, ptr %2430, align 4
  %2432 = sext i32 %ld76 to i64
  %2433 = getelementptr inbounds float, ptr %scores_max_part, i64 %2432
  %2434 = load float, ptr %2433, align 4
  %2435 = call float @llvm.maxnum.f32(float %2431, float %2434)
  store float %2435, ptr %2428, align 4
  %ld.next77 = add nsw i32 %ld76, 1
  br label %ld.cond73, !llvm.loop !22

ld.end75:                                         ; preds = %ld.cond73
  br label %l.cond78

l.cond78:                                         ; preds = %l.body79, %ld.end75
  %l81 = phi i32 [ 0, %ld.end75 ], [ %l.next82, %l.body79 ]
  %2436 = icmp slt i32 %l81, 2
  br i1 %2436, label %l.body79, label %l.end80

l.body79:                                         ; preds = %l.cond78
  %2437 = sext i32 %l81 to i64
  %2438 = getelementptr inbounds float, ptr %scores_scale, i64 %2437
  %2439 = sext i32 %l81 to i64
  %2440 = getelementptr inbounds float, ptr %scores_max_prev, i64 %2439
  %2441 = load float, ptr %2440, align 4
  %2442 = fmul float %2441, 0x3FC0527DC0000000
  %2443 = sext i32 %l81 to i64
  %2444 = getelementptr inbounds float, ptr %scores_max, i64 %2443
  %2445 = load float, ptr %2444, align 4
  %2446 = fmul float %2445, 0x3FC0527DC0000000
  %2447 = fsub float %2442, %2446
  %2448 = call float @llvm.nvvm.ex2.approx.f(float %2447) #0
  store float %2448, ptr %2438, align 4
  %l.next82 = add nsw i32 %l81, 1
  br label %l.cond78, !llvm.loop !23

l.end80:                                          ; preds = %l.cond78
  br label %l.cond83

l.cond83:                                         ; preds = %v.end89, %l.end80
  %l86 = phi i32 [ 0, %l.end80 ], [ %l.next92, %v.end89 ]
  %2449 = icmp slt i32 %l86, 16
  br i1 %2449, label %l.body84, label %l.end85

l.body84:                                         ; preds = %l.cond83
  br label %v.cond87

l.end85:                                          ; preds = %l.cond83
  br label %ld.cond93

v.cond87:                                         ; preds = %v.body88, %l.body84
  %v90 = phi i32 [ 0, %l.body84 ], [ %v.next91, %v.body88 ]
  %2450 = icmp slt i32 %v90, 2
  br i1 %2450, label %v.body88, label %v.end89

v.body88:                                         ; preds = %v.cond87
  %2451 = mul nsw i32 %l86, 2
  %2452 = add nsw i32 %2451, %v90
  %2453 = sext i32 %2452 to i64
  %2454 = getelementptr inbounds float, ptr %acc_s, i64 %2453
  %2455 = mul nsw i32 %l86, 2
  %2456 = add nsw i32 %2455, %v90
  %2457 = sext i32 %2456 to i64
  %2458 = getelementptr inbounds float, ptr %acc_s, i64 %2457
  %2459 = load float, ptr %2458, align 4
  %2460 = fmul float %2459, 0x3FC0527DC0000000
  %2461 = sdiv i32 %l86, 2
  %2462 = srem i32 %l86, 2
  %2463 = icmp slt i32 %2462, 0
  %2464 = icmp ne i1 %2463, false
  %2465 = icmp ne i32 %2462, 0
  %2466 = and i1 %2465, %2464
  %2467 = add i32 %2462, 2
  %2468 = select i1 %2466, i32 %2467, i32 %2462
  %2469 = sext i32 %2468 to i64
  %2470 = getelementptr inbounds float, ptr %scores_max, i64 %2469
  %2471 = load float, ptr %2470, align 4
  %2472 = fmul float %2471, 0x3FC0527DC0000000
  %2473 = fsub float %2460, %2472
  %2474 = call float @llvm.nvvm.ex2.approx.f(float %2473) #0
  store float %2474, ptr %2454, align 4
  %v.next91 = add nsw i32 %v90, 1
  br label %v.cond87, !llvm.loop !24

v.end89:                                          ; preds = %v.cond87
  %l.next92 = add nsw i32 %l86, 1
  br label %l.cond83, !llvm.loop !25

ld.cond93:                                        ; preds = %ld.body94, %l.end85
  %ld96 = phi i32 [ 0, %l.end85 ], [ %ld.next97, %ld.body94 ]
  %2475 = icmp slt i32 %ld96, 2
  br i1 %2475, label %ld.body94, label %ld.end95

ld.body94:                                        ; preds = %ld.cond93
  %2476 = sext i32 %ld96 to i64
  %2477 = getelementptr inbounds float, ptr %scores_sum_part, i64 %2476
  store float 0.000000e+00, ptr %2477, align 4
  %ld.next97 = add nsw i32 %ld96, 1
  br label %ld.cond93, !llvm.loop !26

ld.end95:                                         ; preds = %ld.cond93
  br label %ls.cond98

ls.cond98:                                        ; preds = %ls.body99, %ld.end95
  %ls101 = phi i32 [ 0, %ld.end95 ], [ %ls.next102, %ls.body99 ]
  %2478 = icmp slt i32 %ls101, 32
  br i1 %2478, label %ls.body99, label %ls.end100

ls.body99:                                        ; preds = %ls.cond98
  %2479 = sdiv i32 %ls101, 2
  %2480 = srem i32 %ls101, 2
  %2481 = icmp slt i32 %2480, 0
  %2482 = icmp ne i1 %2481, false
  %2483 = icmp ne i32 %2480, 0
  %2484 = and i1 %2483, %2482
  %2485 = sub i32 %2479, 1
  %2486 = select i1 %2484, i32 %2485, i32 %2479
  %2487 = sdiv i32 %2486, 2
  %2488 = srem i32 %2486, 2
  %2489 = icmp slt i32 %2488, 0
  %2490 = icmp ne i1 %2489, false
  %2491 = icmp ne i32 %2488, 0
  %2492 = and i1 %2491, %2490
  %2493 = add i32 %2488, 2
  %2494 = select i1 %2492, i32 %2493, i32 %2488
  %2495 = sext i32 %2494 to i64
  %2496 = getelementptr inbounds float, ptr %scores_sum_part, i64 %2495
  %2497 = sdiv i32 %ls101, 2
  %2498 = srem i32 %ls101, 2
  %2499 = icmp slt i32 %2498, 0
  %2500 = icmp ne i1 %2499, false
  %2501 = icmp ne i32 %2498, 0
  %2502 = and i1 %2501, %2500
  %2503 = sub i32 %2497, 1
  %2504 = select i1 %2502, i32 %2503, i32 %2497
  %2505 = sdiv i32 %2504, 2
  %2506 = srem i32 %2504, 2
  %2507 = icmp slt i32 %2506, 0
  %2508 = icmp ne i1 %2507, false
  %2509 = icmp ne i32 %2506, 0
  %2510 = and i1 %2509, %2508
  %2511 = add i32 %2506, 2
  %2512 = select i1 %2510, i32 %2511, i32 %2506
  %2513 = sext i32 %2512 to i64
  %2514 = getelementptr inbounds float, ptr %scores_sum_part, i64 %2513
  %2515 = load float, ptr %2514, align 4
  %2516 = sext i32 %ls101 to i64
  %2517 = getelementptr inbounds float, ptr %acc_s, i64 %2516
  %2518 = load float, ptr %2517, align 4
  %2519 = fadd float %2515, %2518
  store float %2519, ptr %2496, align 4
  %ls.next102 = add nsw i32 %ls101, 1
  br label %ls.cond98, !llvm.loop !27

ls.end100:                                        ; preds = %ls.cond98
  br label %ld.cond103

ld.cond103:                                       ; preds = %ld.body104, %ls.end100
  %ld106 = phi i32 [ 0, %ls.end100 ], [ %ld.next107, %ld.body104 ]
  %2520 = icmp slt i32 %ld106, 2
  br i1 %2520, label %ld.body104, label %ld.end105

ld.body104:                                       ; preds = %ld.cond103
  %2521 = sext i32 %ld106 to i64
  %2522 = getelementptr inbounds float, ptr %scores_sum_part, i64 %2521
  %2523 = sext i32 %ld106 to i64
  %2524 = getelementptr inbounds float, ptr %scores_sum_part, i64 %2523
  %2525 = load float, ptr %2524, align 4
  %2526 = sext i32 %ld106 to i64
  %2527 = getelementptr inbounds float, ptr %scores_sum_part, i64 %2526
  %2528 = load float, ptr %2527, align 4
  %2529 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %2528, i32 2, i32 31)
  %2530 = fadd float %2525, %2529
  store float %2530, ptr %2522, align 4
  %ld.next107 = add nsw i32 %ld106, 1
  br label %ld.cond103, !llvm.loop !28

ld.end105:                                        ; preds = %ld.cond103
  br label %ld.cond108

ld.cond108:                                       ; preds = %ld.body109, %ld.end105
  %ld111 = phi i32 [ 0, %ld.end105 ], [ %ld.next112, %ld.body109 ]
  %2531 = icmp slt i32 %ld111, 2
  br i1 %2531, label %ld.body109, label %ld.end110

ld.body109:                                       ; preds = %ld.cond108
  %2532 = sext i32 %ld111 to i64
  %2533 = getelementptr inbounds float, ptr %scores_sum_part, i64 %2532
  %2534 = sext i32 %ld111 to i64
  %2535 = getelementptr inbounds float, ptr %scores_sum_part, i64 %2534
  %2536 = load float, ptr %2535, align 4
  %2537 = sext i32 %ld111 to i64
  %2538 = getelementptr inbounds float, ptr %scores_sum_part, i64 %2537
  %2539 = load float, ptr %2538, align 4
  %2540 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %2539, i32 1, i32 31)
  %2541 = fadd float %2536, %2540
  store float %2541, ptr %2533, align 4
  %ld.next112 = add nsw i32 %ld111, 1
  br label %ld.cond108, !llvm.loop !29

ld.end110:                                        ; preds = %ld.cond108
  br label %ld.cond113

ld.cond113:                                       ; preds = %ld.body114, %ld.end110
  %ld116 = phi i32 [ 0, %ld.end110 ], [ %ld.next117, %ld.body114 ]
  %2542 = icmp slt i32 %ld116, 2
  br i1 %2542, label %ld.body114, label %ld.end115

ld.body114:                                       ; preds = %ld.cond113
  %2543 = sext i32 %ld116 to i64
  %2544 = getelementptr inbounds float, ptr %scores_sum, i64 %2543
  %2545 = sext i32 %ld116 to i64
  %2546 = getelementptr inbounds float, ptr %scores_sum_part, i64 %2545
  %2547 = load float, ptr %2546, align 4
  store float %2547, ptr %2544, align 4
  %ld.next117 = add nsw i32 %ld116, 1
  br label %ld.cond113, !llvm.loop !30

ld.end115:                                        ; preds = %ld.cond113
  br label %l.cond118

l.cond118:                                        ; preds = %l.body119, %ld.end115
  %l121 = phi i32 [ 0, %ld.end115 ], [ %l.next122, %l.body119 ]
  %2548 = icmp slt i32 %l121, 2
  br i1 %2548, label %l.body119, label %l.end120

l.body119:                                        ; preds = %l.cond118
  %2549 = sext i32 %l121 to i64
  %2550 = getelementptr inbounds float, ptr %logsum, i64 %2549
  %2551 = sext i32 %l121 to i64
  %2552 = getelementptr inbounds float, ptr %logsum, i64 %2551
  %2553 = load float, ptr %2552, align 4
  %2554 = sext i32 %l121 to i64
  %2555 = getelementptr inbounds float, ptr %scores_scale, i64 %2554
  %2556 = load float, ptr %2555, align 4
  %2557 = fmul float %2553, %2556
  %2558 = sext i32 %l121 to i64
  %2559 = getelementptr inbounds float, ptr %scores_sum, i64 %2558
  %2560 = load float, ptr %2559, align 4
  %2561 = fadd float %2557, %2560
  store float %2561, ptr %2550, align 4
  %l.next122 = add nsw i32 %l121, 1
  br label %l.cond118, !llvm.loop !31

l.end120:                                         ; preds = %l.cond118
  br label %l.cond123

l.cond123:                                        ; preds = %l.body124, %l.end120
  %l126 = phi i32 [ 0, %l.end120 ], [ %l.next127, %l.body124 ]
  %2562 = icmp slt i32 %l126, 16
  br i1 %2562, label %l.body124, label %l.end125

l.body124:                                        ; preds = %l.cond123
  %2563 = mul nsw i32 %l126, 2
  %2564 = sext i32 %2563 to i64
  %2565 = getelementptr inbounds half, ptr %acc_s_cast, i64 %2564
  %2566 = mul nsw i32 %l126, 2
  %2567 = sext i32 %2566 to i64
  %2568 = getelementptr inbounds float, ptr %acc_s, i64 %2567
  %2569 = load <2 x float>, ptr %2568, align 8
  %2570 = fptrunc <2 x float> %2569 to <2 x half>
  store <2 x half> %2570, ptr %2565, align 4
  %l.next127 = add nsw i32 %l126, 1
  br label %l.cond123, !llvm.loop !32

l.end125:                                         ; preds = %l.cond123
  br label %l.cond128

l.cond128:                                        ; preds = %l.body129, %l.end125
  %l131 = phi i32 [ 0, %l.end125 ], [ %l.next132, %l.body129 ]
  %2571 = icmp slt i32 %l131, 32
  br i1 %2571, label %l.body129, label %l.end130

l.body129:                                        ; preds = %l.cond128
  %2572 = mul nsw i32 %l131, 2
  %2573 = sext i32 %2572 to i64
  %2574 = getelementptr inbounds float, ptr %acc_o, i64 %2573
  %2575 = mul nsw i32 %l131, 2
  %2576 = sext i32 %2575 to i64
  %2577 = getelementptr inbounds float, ptr %acc_o, i64 %2576
  %2578 = load <2 x float>, ptr %2577, align 8
  %2579 = sdiv i32 %l131, 2
  %2580 = srem i32 %l131, 2
  %2581 = icmp slt i32 %2580, 0
  %2582 = icmp ne i1 %2581, false
  %2583 = icmp ne i32 %2580, 0
  %2584 = and i1 %2583, %2582
  %2585 = add i32 %2580, 2
  %2586 = select i1 %2584, i32 %2585, i32 %2580
  %2587 = sext i32 %2586 to i64
  %2588 = getelementptr inbounds float, ptr %scores_scale, i64 %2587
  %2589 = load float, ptr %2588, align 4
  %.splatinsert = insertelement <2 x float> poison, float %2589, i64 0
  %.splat = shufflevector <2 x float> %.splatinsert, <2 x float> poison, <2 x i32> zeroinitializer
  %2590 = fmul <2 x float> %2578, %.splat
  store <2 x float> %2590, ptr %2574, align 8
  %l.next132 = add nsw i32 %l131, 1
  br label %l.cond128, !llvm.loop !33

l.end130:                                         ; preds = %l.cond128
  %2591 = getelementptr inbounds half, ptr %acc_s_cast, i64 0
  %2592 = sdiv i32 %k, 2
  %2593 = srem i32 %k, 2
  %2594 = icmp slt i32 %2593, 0
  %2595 = icmp ne i1 %2594, false
  %2596 = icmp ne i32 %2593, 0
  %2597 = and i1 %2596, %2595
  %2598 = add i32 %2593, 2
  %2599 = select i1 %2597, i32 %2598, i32 %2593
  %2600 = mul nsw i32 %2599, 128
  %2601 = mul nsw i32 %2600, 64
  %2602 = sext i32 %2601 to i64
  %2603 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 65536), i64 %2602
  %2604 = getelementptr inbounds float, ptr %acc_o, i64 0
  %tid.x133 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !5
  %warpgroup134 = udiv i32 %tid.x133, 128
  %2605 = icmp ult i32 %warpgroup134, 2
  br i1 %2605, label %wgmma.group135, label %wgmma.done136

wgmma.group135:                                   ; preds = %l.end130
  %2606 = getelementptr inbounds float, ptr %2604, i64 0
  %2607 = load float, ptr %2606, align 4
  %2608 = call float asm sideeffect "", "=f,0,~{memory}"(float %2607)
  store float %2608, ptr %2606, align 4
  %2609 = getelementptr inbounds float, ptr %2604, i64 1
  %2610 = load float, ptr %2609, align 4
  %2611 = call float asm sideeffect "", "=f,0,~{memory}"(float %2610)
  store float %2611, ptr %2609, align 4
  %2612 = getelementptr inbounds float, ptr %2604, i64 2
  %2613 = load float, ptr %2612, align 4
  %2614 = call float asm sideeffect "", "=f,0,~{memory}"(float %2613)
  store float %2614, ptr %2612, align 4
  %2615 = getelementptr inbounds float, ptr %2604, i64 3
  %2616 = load float, ptr %2615, align 4
  %2617 = call float asm sideeffect "", "=f,0,~{memory}"(float %2616)
  store float %2617, ptr %2615, align 4
  %2618 = getelementptr inbounds float, ptr %2604, i64 4
  %2619 = load float, ptr %2618, align 4
  %2620 = call float asm sideeffect "", "=f,0,~{memory}"(float %2619)
  store float %2620, ptr %2618, align 4
  %2621 = getelementptr inbounds float, ptr %2604, i64 5
  %2622 = load float, ptr %2621, align 4
  %2623 = call float asm sideeffect "", "=f,0,~{memory}"(float %2622)
  store float %2623, ptr %2621, align 4
  %2624 = getelementptr inbounds float, ptr %2604, i64 6
  %2625 = load float, ptr %2624, align 4
  %2626 = call float asm sideeffect "", "=f,0,~{memory}"(float %2625)
  store float %2626, ptr %2624, align 4
  %2627 = getelementptr inbounds float, ptr %2604, i64 7
  %2628 = load float, ptr %2627, align 4
  %2629 = call float asm sideeffect "", "=f,0,~{memory}"(float %2628)
  store float %2629, ptr %2627, align 4
  %2630 = getelementptr inbounds float, ptr %2604, i64 8
  %2631 = load float, ptr %2630, align 4
  %2632 = call float asm sideeffect "", "=f,0,~{memory}"(float %2631)
  store float %2632, ptr %2630, align 4
  %2633 = getelementptr inbounds float, ptr %2604, i64 9
  %2634 = load float, ptr %2633, align 4
  %2635 = call float asm sideeffect "", "=f,0,~{memory}"(float %2634)
  store float %2635, ptr %2633, align 4
  %2636 = getelementptr inbounds float, ptr %2604, i64 10
  %2637 = load float, ptr %2636, align 4
  %2638 = call float asm sideeffect "", "=f,0,~{memory}"(float %2637)
  store float %2638, ptr %2636, align 4
  %2639 = getelementptr inbounds float, ptr %2604, i64 11
  %2640 = load float, ptr %2639, align 4
  %2641 = call float asm sideeffect "", "=f,0,~{memory}"(float %2640)
  store float %2641, ptr %2639, align 4
  %2642 = getelementptr inbounds float, ptr %2604, i64 12
  %2643 = load float, ptr %2642, align 4
  %2644 = call float asm sideeffect "", "=f,0,~{memory}"(float %2643)
  store float %2644, ptr %2642, align 4
  %2645 = getelementptr inbounds float, ptr %2604, i64 13
  %2646 = load float, ptr %2645, align 4
  %2647 = call float asm sideeffect "", "=f,0,~{memory}"(float %2646)
  store float %2647, ptr %2645, align 4
  %2648 = getelementptr inbounds float, ptr %2604, i64 14
  %2649 = load float, ptr %2648, align 4
  %2650 = call float asm sideeffect "", "=f,0,~{memory}"(float %2649)
  store float %2650, ptr %2648, align 4
  %2651 = getelementptr inbounds float, ptr %2604, i64 15
  %2652 = load float, ptr %2651, align 4
  %2653 = call float asm sideeffect "", "=f,0,~{memory}"(float %2652)
  store float %2653, ptr %2651, align 4
  %2654 = getelementptr inbounds float, ptr %2604, i64 16
  %2655 = load float, ptr %2654, align 4
  %2656 = call float asm sideeffect "", "=f,0,~{memory}"(float %2655)
  store float %2656, ptr %2654, align 4
  %2657 = getelementptr inbounds float, ptr %2604, i64 17
  %2658 = load float, ptr %2657, align 4
  %2659 = call float asm sideeffect "", "=f,0,~{memory}"(float %2658)
  store float %2659, ptr %2657, align 4
  %2660 = getelementptr inbounds float, ptr %2604, i64 18
  %2661 = load float, ptr %2660, align 4
  %2662 = call float asm sideeffect "", "=f,0,~{memory}"(float %2661)
  store float %2662, ptr %2660, align 4
  %2663 = getelementptr inbounds float, ptr %2604, i64 19
  %2664 = load float, ptr %2663, align 4
  %2665 = call float asm sideeffect "", "=f,0,~{memory}"(float %2664)
  store float %2665, ptr %2663, align 4
  %2666 = getelementptr inbounds float, ptr %2604, i64 20
  %2667 = load float, ptr %2666, align 4
  %2668 = call float asm sideeffect "", "=f,0,~{memory}"(float %2667)
  store float %2668, ptr %2666, align 4
  %2669 = getelementptr inbounds float, ptr %2604, i64 21
  %2670 = load float, ptr %2669, align 4
  %2671 = call float asm sideeffect "", "=f,0,~{memory}"(float %2670)
  store float %2671, ptr %2669, align 4
  %2672 = getelementptr inbounds float, ptr %2604, i64 22
  %2673 = load float, ptr %2672, align 4
  %2674 = call float asm sideeffect "", "=f,0,~{memory}"(float %2673)
  store float %2674, ptr %2672, align 4
  %2675 = getelementptr inbounds float, ptr %2604, i64 23
  %2676 = load float, ptr %2675, align 4
  %2677 = call float asm sideeffect "", "=f,0,~{memory}"(float %2676)
  store float %2677, ptr %2675, align 4
  %2678 = getelementptr inbounds float, ptr %2604, i64 24
  %2679 = load float, ptr %2678, align 4
  %2680 = call float asm sideeffect "", "=f,0,~{memory}"(float %2679)
  store float %2680, ptr %2678, align 4
  %2681 = getelementptr inbounds float, ptr %2604, i64 25
  %2682 = load float, ptr %2681, align 4
  %2683 = call float asm sideeffect "", "=f,0,~{memory}"(float %2682)
  store float %2683, ptr %2681, align 4
  %2684 = getelementptr inbounds float, ptr %2604, i64 26
  %2685 = load float, ptr %2684, align 4
  %2686 = call float asm sideeffect "", "=f,0,~{memory}"(float %2685)
  store float %2686, ptr %2684, align 4
  %2687 = getelementptr inbounds float, ptr %2604, i64 27
  %2688 = load float, ptr %2687, align 4
  %2689 = call float asm sideeffect "", "=f,0,~{memory}"(float %2688)
  store float %2689, ptr %2687, align 4
  %2690 = getelementptr inbounds float, ptr %2604, i64 28
  %2691 = load float, ptr %2690, align 4
  %2692 = call float asm sideeffect "", "=f,0,~{memory}"(float %2691)
  store float %2692, ptr %2690, align 4
  %2693 = getelementptr inbounds float, ptr %2604, i64 29
  %2694 = load float, ptr %2693, align 4
  %2695 = call float asm sideeffect "", "=f,0,~{memory}"(float %2694)
  store float %2695, ptr %2693, align 4
  %2696 = getelementptr inbounds float, ptr %2604, i64 30
  %2697 = load float, ptr %2696, align 4
  %2698 = call float asm sideeffect "", "=f,0,~{memory}"(float %2697)
  store float %2698, ptr %2696, align 4
  %2699 = getelementptr inbounds float, ptr %2604, i64 31
  %2700 = load float, ptr %2699, align 4
  %2701 = call float asm sideeffect "", "=f,0,~{memory}"(float %2700)
  store float %2701, ptr %2699, align 4
  %2702 = getelementptr inbounds float, ptr %2604, i64 32
  %2703 = load float, ptr %2702, align 4
  %2704 = call float asm sideeffect "", "=f,0,~{memory}"(float %2703)
  store float %2704, ptr %2702, align 4
  %2705 = getelementptr inbounds float, ptr %2604, i64 33
  %2706 = load float, ptr %2705, align 4
  %2707 = call float asm sideeffect "", "=f,0,~{memory}"(float %2706)
  store float %2707, ptr %2705, align 4
  %2708 = getelementptr inbounds float, ptr %2604, i64 34
  %2709 = load float, ptr %2708, align 4
  %2710 = call float asm sideeffect "", "=f,0,~{memory}"(float %2709)
  store float %2710, ptr %2708, align 4
  %2711 = getelementptr inbounds float, ptr %2604, i64 35
  %2712 = load float, ptr %2711, align 4
  %2713 = call float asm sideeffect "", "=f,0,~{memory}"(float %2712)
  store float %2713, ptr %2711, align 4
  %2714 = getelementptr inbounds float, ptr %2604, i64 36
  %2715 = load float, ptr %2714, align 4
  %2716 = call float asm sideeffect "", "=f,0,~{memory}"(float %2715)
  store float %2716, ptr %2714, align 4
  %2717 = getelementptr inbounds float, ptr %2604, i64 37
  %2718 = load float, ptr %2717, align 4
  %2719 = call float asm sideeffect "", "=f,0,~{memory}"(float %2718)
  store float %2719, ptr %2717, align 4
  %2720 = getelementptr inbounds float, ptr %2604, i64 38
  %2721 = load float, ptr %2720, align 4
  %2722 = call float asm sideeffect "", "=f,0,~{memory}"(float %2721)
  store float %2722, ptr %2720, align 4
  %2723 = getelementptr inbounds float, ptr %2604, i64 39
  %2724 = load float, ptr %2723, align 4
  %2725 = call float asm sideeffect "", "=f,0,~{memory}"(float %2724)
  store float %2725, ptr %2723, align 4
  %2726 = getelementptr inbounds float, ptr %2604, i64 40
  %2727 = load float, ptr %2726, align 4
  %2728 = call float asm sideeffect "", "=f,0,~{memory}"(float %2727)
  store float %2728, ptr %2726, align 4
  %2729 = getelementptr inbounds float, ptr %2604, i64 41
  %2730 = load float, ptr %2729, align 4
  %2731 = call float asm sideeffect "", "=f,0,~{memory}"(float %2730)
  store float %2731, ptr %2729, align 4
  %2732 = getelementptr inbounds float, ptr %2604, i64 42
  %2733 = load float, ptr %2732, align 4
  %2734 = call float asm sideeffect "", "=f,0,~{memory}"(float %2733)
  store float %2734, ptr %2732, align 4
  %2735 = getelementptr inbounds float, ptr %2604, i64 43
  %2736 = load float, ptr %2735, align 4
  %2737 = call float asm sideeffect "", "=f,0,~{memory}"(float %2736)
  store float %2737, ptr %2735, align 4
  %2738 = getelementptr inbounds float, ptr %2604, i64 44
  %2739 = load float, ptr %2738, align 4
  %2740 = call float asm sideeffect "", "=f,0,~{memory}"(float %2739)
  store float %2740, ptr %2738, align 4
  %2741 = getelementptr inbounds float, ptr %2604, i64 45
  %2742 = load float, ptr %2741, align 4
  %2743 = call float asm sideeffect "", "=f,0,~{memory}"(float %2742)
  store float %2743, ptr %2741, align 4
  %2744 = getelementptr inbounds float, ptr %2604, i64 46
  %2745 = load float, ptr %2744, align 4
  %2746 = call float asm sideeffect "", "=f,0,~{memory}"(float %2745)
  store float %2746, ptr %2744, align 4
  %2747 = getelementptr inbounds float, ptr %2604, i64 47
  %2748 = load float, ptr %2747, align 4
  %2749 = call float asm sideeffect "", "=f,0,~{memory}"(float %2748)
  store float %2749, ptr %2747, align 4
  %2750 = getelementptr inbounds float, ptr %2604, i64 48
  %2751 = load float, ptr %2750, align 4
  %2752 = call float asm sideeffect "", "=f,0,~{memory}"(float %2751)
  store float %2752, ptr %2750, align 4
  %2753 = getelementptr inbounds float, ptr %2604, i64 49
  %2754 = load float, ptr %2753, align 4
  %2755 = call float asm sideeffect "", "=f,0,~{memory}"(float %2754)
  store float %2755, ptr %2753, align 4
  %2756 = getelementptr inbounds float, ptr %2604, i64 50
  %2757 = load float, ptr %2756, align 4
  %2758 = call float asm sideeffect "", "=f,0,~{memory}"(float %2757)
  store float %2758, ptr %2756, align 4
  %2759 = getelementptr inbounds float, ptr %2604, i64 51
  %2760 = load float, ptr %2759, align 4
  %2761 = call float asm sideeffect "", "=f,0,~{memory}"(float %2760)
  store float %2761, ptr %2759, align 4
  %2762 = getelementptr inbounds float, ptr %2604, i64 52
  %2763 = load float, ptr %2762, align 4
  %2764 = call float asm sideeffect "", "=f,0,~{memory}"(float %2763)
  store float %2764, ptr %2762, align 4
  %2765 = getelementptr inbounds float, ptr %2604, i64 53
  %2766 = load float, ptr %2765, align 4
  %2767 = call float asm sideeffect "", "=f,0,~{memory}"(float %2766)
  store float %2767, ptr %2765, align 4
  %2768 = getelementptr inbounds float, ptr %2604, i64 54
  %2769 = load float, ptr %2768, align 4
  %2770 = call float asm sideeffect "", "=f,0,~{memory}"(float %2769)
  store float %2770, ptr %2768, align 4
  %2771 = getelementptr inbounds float, ptr %2604, i64 55
  %2772 = load float, ptr %2771, align 4
  %2773 = call float asm sideeffect "", "=f,0,~{memory}"(float %2772)
  store float %2773, ptr %2771, align 4
  %2774 = getelementptr inbounds float, ptr %2604, i64 56
  %2775 = load float, ptr %2774, align 4
  %2776 = call float asm sideeffect "", "=f,0,~{memory}"(float %2775)
  store float %2776, ptr %2774, align 4
  %2777 = getelementptr inbounds float, ptr %2604, i64 57
  %2778 = load float, ptr %2777, align 4
  %2779 = call float asm sideeffect "", "=f,0,~{memory}"(float %2778)
  store float %2779, ptr %2777, align 4
  %2780 = getelementptr inbounds float, ptr %2604, i64 58
  %2781 = load float, ptr %2780, align 4
  %2782 = call float asm sideeffect "", "=f,0,~{memory}"(float %2781)
  store float %2782, ptr %2780, align 4
  %2783 = getelementptr inbounds float, ptr %2604, i64 59
  %2784 = load float, ptr %2783, align 4
  %2785 = call float asm sideeffect "", "=f,0,~{memory}"(float %2784)
  store float %2785, ptr %2783, align 4
  %2786 = getelementptr inbounds float, ptr %2604, i64 60
  %2787 = load float, ptr %2786, align 4
  %2788 = call float asm sideeffect "", "=f,0,~{memory}"(float %2787)
  store float %2788, ptr %2786, align 4
  %2789 = getelementptr inbounds float, ptr %2604, i64 61
  %2790 = load float, ptr %2789, align 4
  %2791 = call float asm sideeffect "", "=f,0,~{memory}"(float %2790)
  store float %2791, ptr %2789, align 4
  %2792 = getelementptr inbounds float, ptr %2604, i64 62
  %2793 = load float, ptr %2792, align 4
  %2794 = call float asm sideeffect "", "=f,0,~{memory}"(float %2793)
  store float %2794, ptr %2792, align 4
  %2795 = getelementptr inbounds float, ptr %2604, i64 63
  %2796 = load float, ptr %2795, align 4
  %2797 = call float asm sideeffect "", "=f,0,~{memory}"(float %2796)
  store float %2797, ptr %2795, align 4
  call void asm sideeffect "wgmma.fence.sync.aligned;", "~{memory}"() #7
  %2798 = mul i32 %warpgroup134, 64
  %2799 = add i32 %2798, 0
  %2800 = mul i32 %2799, 64
  %2801 = getelementptr inbounds half, ptr %2591, i64 0
  %2802 = load half, ptr %2801, align 2
  %2803 = insertelement <2 x half> poison, half %2802, i64 0
  %2804 = getelementptr inbounds half, ptr %2591, i64 1
  %2805 = load half, ptr %2804, align 2
  %2806 = insertelement <2 x half> %2803, half %2805, i64 1
  %2807 = bitcast <2 x half> %2806 to i32
  %2808 = getelementptr inbounds half, ptr %2591, i64 2
  %2809 = load half, ptr %2808, align 2
  %2810 = insertelement <2 x half> poison, half %2809, i64 0
  %2811 = getelementptr inbounds half, ptr %2591, i64 3
  %2812 = load half, ptr %2811, align 2
  %2813 = insertelement <2 x half> %2810, half %2812, i64 1
  %2814 = bitcast <2 x half> %2813 to i32
  %2815 = getelementptr inbounds half, ptr %2591, i64 4
  %2816 = load half, ptr %2815, align 2
  %2817 = insertelement <2 x half> poison, half %2816, i64 0
  %2818 = getelementptr inbounds half, ptr %2591, i64 5
  %2819 = load half, ptr %2818, align 2
  %2820 = insertelement <2 x half> %2817, half %2819, i64 1
  %2821 = bitcast <2 x half> %2820 to i32
  %2822 = getelementptr inbounds half, ptr %2591, i64 6
  %2823 = load half, ptr %2822, align 2
  %2824 = insertelement <2 x half> poison, half %2823, i64 0
  %2825 = getelementptr inbounds half, ptr %2591, i64 7
  %2826 = load half, ptr %2825, align 2
  %2827 = insertelement <2 x half> %2824, half %2826, i64 1
  %2828 = bitcast <2 x half> %2827 to i32
  %2829 = getelementptr inbounds half, ptr addrspace(3) %2603, i64 0
  %2830 = ptrtoint ptr addrspace(3) %2829 to i64
  %2831 = and i64 %2830, 262143
  %2832 = lshr i64 %2831, 4
  %2833 = or i64 %2832, 4611686293338849280
  %2834 = getelementptr inbounds float, ptr %2604, i64 0
  %2835 = load float, ptr %2834, align 4
  %2836 = getelementptr inbounds float, ptr %2604, i64 1
  %2837 = load float, ptr %2836, align 4
  %2838 = getelementptr inbounds float, ptr %2604, i64 2
  %2839 = load float, ptr %2838, align 4
  %2840 = getelementptr inbounds float, ptr %2604, i64 3
  %2841 = load float, ptr %2840, align 4
  %2842 = getelementptr inbounds float, ptr %2604, i64 4
  %2843 = load float, ptr %2842, align 4
  %2844 = getelementptr inbounds float, ptr %2604, i64 5
  %2845 = load float, ptr %2844, align 4
  %2846 = getelementptr inbounds float, ptr %2604, i64 6
  %2847 = load float, ptr %2846, align 4
  %2848 = getelementptr inbounds float, ptr %2604, i64 7
  %2849 = load float, ptr %2848, align 4
  %2850 = getelementptr inbounds float, ptr %2604, i64 8
  %2851 = load float, ptr %2850, align 4
  %2852 = getelementptr inbounds float, ptr %2604, i64 9
  %2853 = load float, ptr %2852, align 4
  %2854 = getelementptr inbounds float, ptr %2604, i64 10
  %2855 = load float, ptr %2854, align 4
  %2856 = getelementptr inbounds float, ptr %2604, i64 11
  %2857 = load float, ptr %2856, align 4
  %2858 = getelementptr inbounds float, ptr %2604, i64 12
  %2859 = load float, ptr %2858, align 4
  %2860 = getelementptr inbounds float, ptr %2604, i64 13
  %2861 = load float, ptr %2860, align 4
  %2862 = getelementptr inbounds float, ptr %2604, i64 14
  %2863 = load float, ptr %2862, align 4
  %2864 = getelementptr inbounds float, ptr %2604, i64 15
  %2865 = load float, ptr %2864, align 4
  %2866 = getelementptr inbounds float, ptr %2604, i64 16
  %2867 = load float, ptr %2866, align 4
  %2868 = getelementptr inbounds float, ptr %2604, i64 17
  %2869 = load float, ptr %2868, align 4
  %2870 = getelementptr inbounds float, ptr %2604, i64 18
  %2871 = load float, ptr %2870, align 4
  %2872 = getelementptr inbounds float, ptr %2604, i64 19
  %2873 = load float, ptr %2872, align 4
  %2874 = getelementptr inbounds float, ptr %2604, i64 20
  %2875 = load float, ptr %2874, align 4
  %2876 = getelementptr inbounds float, ptr %2604, i64 21
  %2877 = load float, ptr %2876, align 4
  %2878 = getelementptr inbounds float, ptr %2604, i64 22
  %2879 = load float, ptr %2878, align 4
  %2880 = getelementptr inbounds float, ptr %2604, i64 23
  %2881 = load float, ptr %2880, align 4
  %2882 = getelementptr inbounds float, ptr %2604, i64 24
  %2883 = load float, ptr %2882, align 4
  %2884 = getelementptr inbounds float, ptr %2604, i64 25
  %2885 = load float, ptr %2884, align 4
  %2886 = getelementptr inbounds float, ptr %2604, i64 26
  %2887 = load float, ptr %2886, align 4
  %2888 = getelementptr inbounds float, ptr %2604, i64 27
  %2889 = load float, ptr %2888, align 4
  %2890 = getelementptr inbounds float, ptr %2604, i64 28
  %2891 = load float, ptr %2890, align 4
  %2892 = getelementptr inbounds float, ptr %2604, i64 29
  %2893 = load float, ptr %2892, align 4
  %2894 = getelementptr inbounds float, ptr %2604, i64 30
  %2895 = load float, ptr %2894, align 4
  %2896 = getelementptr inbounds float, ptr %2604, i64 31
  %2897 = load float, ptr %2896, align 4
  %2898 = getelementptr inbounds float, ptr %2604, i64 32
  %2899 = load float, ptr %2898, align 4
  %2900 = getelementptr inbounds float, ptr %2604, i64 33
  %2901 = load float, ptr %2900, align 4
  %2902 = getelementptr inbounds float, ptr %2604, i64 34
  %2903 = load float, ptr %2902, align 4
  %2904 = getelementptr inbounds float, ptr %2604, i64 35
  %2905 = load float, ptr %2904, align 4
  %2906 = getelementptr inbounds float, ptr %2604, i64 36
  %2907 = load float, ptr %2906, align 4
  %2908 = getelementptr inbounds float, ptr %2604, i64 37
  %2909 = load float, ptr %2908, align 4
  %2910 = getelementptr inbounds float, ptr %2604, i64 38
  %2911 = load float, ptr %2910, align 4
  %2912 = getelementptr inbounds float, ptr %2604, i64 39
  %2913 = load float, ptr %2912, align 4
  %2914 = getelementptr inbounds float, ptr %2604, i64 40
  %2915 = load float, ptr %2914, align 4
  %2916 = getelementptr inbounds float, ptr %2604, i64 41
  %2917 = load float, ptr %2916, align 4
  %2918 = getelementptr inbounds float, ptr %2604, i64 42
  %2919 = load float, ptr %2918, align 4
  %2920 = getelementptr inbounds float, ptr %2604, i64 43
  %2921 = load float, ptr %2920, align 4
  %2922 = getelementptr inbounds float, ptr %2604, i64 44
  %2923 = load float, ptr %2922, align 4
  %2924 = getelementptr inbounds float, ptr %2604, i64 45
  %2925 = load float, ptr %2924, align 4
  %2926 = getelementptr inbounds float, ptr %2604, i64 46
  %2927 = load float, ptr %2926, align 4
  %2928 = getelementptr inbounds float, ptr %2604, i64 47
  %2929 = load float, ptr %2928, align 4
  %2930 = getelementptr inbounds float, ptr %2604, i64 48
  %2931 = load float, ptr %2930, align 4
  %2932 = getelementptr inbounds float, ptr %2604, i64 49
  %2933 = load float, ptr %2932, align 4
  %2934 = getelementptr inbounds float, ptr %2604, i64 50
  %2935 = load float, ptr %2934, align 4
  %2936 = getelementptr inbounds float, ptr %2604, i64 51
  %2937 = load float, ptr %2936, align 4
  %2938 = getelementptr inbounds float, ptr %2604, i64 52
  %2939 = load float, ptr %2938, align 4
  %2940 = getelementptr inbounds float, ptr %2604, i64 53
  %2941 = load float, ptr %2940, align 4
  %2942 = getelementptr inbounds float, ptr %2604, i64 54
  %2943 = load float, ptr %2942, align 4
  %2944 = getelementptr inbounds float, ptr %2604, i64 55
  %2945 = load float, ptr %2944, align 4
  %2946 = getelementptr inbounds float, ptr %2604, i64 56
  %2947 = load float, ptr %2946, align 4
  %2948 = getelementptr inbounds float, ptr %2604, i64 57
  %2949 = load float, ptr %2948, align 4
  %2950 = getelementptr inbounds float, ptr %2604, i64 58
  %2951 = load float, ptr %2950, align 4
  %2952 = getelementptr inbounds float, ptr %2604, i64 59
  %2953 = load float, ptr %2952, align 4
  %2954 = getelementptr inbounds float, ptr %2604, i64 60
  %2955 = load float, ptr %2954, align 4
  %2956 = getelementptr inbounds float, ptr %2604, i64 61
  %2957 = load float, ptr %2956, align 4
  %2958 = getelementptr inbounds float, ptr %2604, i64 62
  %2959 = load float, ptr %2958, align 4
  %2960 = getelementptr inbounds float, ptr %2604, i64 63
  %2961 = load float, ptr %2960, align 4
  %2962 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $69, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, {$64, $65, $66, $67}, $68, p, 1, 1, 1;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i32 %2807, i32 %2814, i32 %2821, i32 %2828, i64 %2833, i32 1, float %2835, float %2837, float %2839, float %2841, float %2843, float %2845, float %2847, float %2849, float %2851, float %2853, float %2855, float %2857, float %2859, float %2861, float %2863, float %2865, float %2867, float %2869, float %2871, float %2873, float %2875, float %2877, float %2879, float %2881, float %2883, float %2885, float %2887, float %2889, float %2891, float %2893, float %2895, float %2897, float %2899, float %2901, float %2903, float %2905, float %2907, float %2909, float %2911, float %2913, float %2915, float %2917, float %2919, float %2921, float %2923, float %2925, float %2927, float %2929, float %2931, float %2933, float %2935, float %2937, float %2939, float %2941, float %2943, float %2945, float %2947, float %2949, float %2951, float %2953, float %2955, float %2957, float %2959, float %2961) #7
  %2963 = getelementptr inbounds float, ptr %2604, i64 0
  %2964 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 0
  store float %2964, ptr %2963, align 4
  %2965 = getelementptr inbounds float, ptr %2604, i64 1
  %2966 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 1
  store float %2966, ptr %2965, align 4
  %2967 = getelementptr inbounds float, ptr %2604, i64 2
  %2968 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 2
  store float %2968, ptr %2967, align 4
  %2969 = getelementptr inbounds float, ptr %2604, i64 3
  %2970 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 3
  store float %2970, ptr %2969, align 4
  %2971 = getelementptr inbounds float, ptr %2604, i64 4
  %2972 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 4
  store float %2972, ptr %2971, align 4
  %2973 = getelementptr inbounds float, ptr %2604, i64 5
  %2974 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 5
  store float %2974, ptr %2973, align 4
  %2975 = getelementptr inbounds float, ptr %2604, i64 6
  %2976 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 6
  store float %2976, ptr %2975, align 4
  %2977 = getelementptr inbounds float, ptr %2604, i64 7
  %2978 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 7
  store float %2978, ptr %2977, align 4
  %2979 = getelementptr inbounds float, ptr %2604, i64 8
  %2980 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 8
  store float %2980, ptr %2979, align 4
  %2981 = getelementptr inbounds float, ptr %2604, i64 9
  %2982 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 9
  store float %2982, ptr %2981, align 4
  %2983 = getelementptr inbounds float, ptr %2604, i64 10
  %2984 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 10
  store float %2984, ptr %2983, align 4
  %2985 = getelementptr inbounds float, ptr %2604, i64 11
  %2986 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 11
  store float %2986, ptr %2985, align 4
  %2987 = getelementptr inbounds float, ptr %2604, i64 12
  %2988 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 12
  store float %2988, ptr %2987, align 4
  %2989 = getelementptr inbounds float, ptr %2604, i64 13
  %2990 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 13
  store float %2990, ptr %2989, align 4
  %2991 = getelementptr inbounds float, ptr %2604, i64 14
  %2992 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 14
  store float %2992, ptr %2991, align 4
  %2993 = getelementptr inbounds float, ptr %2604, i64 15
  %2994 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 15
  store float %2994, ptr %2993, align 4
  %2995 = getelementptr inbounds float, ptr %2604, i64 16
  %2996 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 16
  store float %2996, ptr %2995, align 4
  %2997 = getelementptr inbounds float, ptr %2604, i64 17
  %2998 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 17
  store float %2998, ptr %2997, align 4
  %2999 = getelementptr inbounds float, ptr %2604, i64 18
  %3000 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 18
  store float %3000, ptr %2999, align 4
  %3001 = getelementptr inbounds float, ptr %2604, i64 19
  %3002 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 19
  store float %3002, ptr %3001, align 4
  %3003 = getelementptr inbounds float, ptr %2604, i64 20
  %3004 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 20
  store float %3004, ptr %3003, align 4
  %3005 = getelementptr inbounds float, ptr %2604, i64 21
  %3006 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 21
  store float %3006, ptr %3005, align 4
  %3007 = getelementptr inbounds float, ptr %2604, i64 22
  %3008 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 22
  store float %3008, ptr %3007, align 4
  %3009 = getelementptr inbounds float, ptr %2604, i64 23
  %3010 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 23
  store float %3010, ptr %3009, align 4
  %3011 = getelementptr inbounds float, ptr %2604, i64 24
  %3012 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 24
  store float %3012, ptr %3011, align 4
  %3013 = getelementptr inbounds float, ptr %2604, i64 25
  %3014 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 25
  store float %3014, ptr %3013, align 4
  %3015 = getelementptr inbounds float, ptr %2604, i64 26
  %3016 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 26
  store float %3016, ptr %3015, align 4
  %3017 = getelementptr inbounds float, ptr %2604, i64 27
  %3018 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 27
  store float %3018, ptr %3017, align 4
  %3019 = getelementptr inbounds float, ptr %2604, i64 28
  %3020 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 28
  store float %3020, ptr %3019, align 4
  %3021 = getelementptr inbounds float, ptr %2604, i64 29
  %3022 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 29
  store float %3022, ptr %3021, align 4
  %3023 = getelementptr inbounds float, ptr %2604, i64 30
  %3024 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 30
  store float %3024, ptr %3023, align 4
  %3025 = getelementptr inbounds float, ptr %2604, i64 31
  %3026 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 31
  store float %3026, ptr %3025, align 4
  %3027 = getelementptr inbounds float, ptr %2604, i64 32
  %3028 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 32
  store float %3028, ptr %3027, align 4
  %3029 = getelementptr inbounds float, ptr %2604, i64 33
  %3030 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 33
  store float %3030, ptr %3029, align 4
  %3031 = getelementptr inbounds float, ptr %2604, i64 34
  %3032 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 34
  store float %3032, ptr %3031, align 4
  %3033 = getelementptr inbounds float, ptr %2604, i64 35
  %3034 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 35
  store float %3034, ptr %3033, align 4
  %3035 = getelementptr inbounds float, ptr %2604, i64 36
  %3036 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 36
  store float %3036, ptr %3035, align 4
  %3037 = getelementptr inbounds float, ptr %2604, i64 37
  %3038 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 37
  store float %3038, ptr %3037, align 4
  %3039 = getelementptr inbounds float, ptr %2604, i64 38
  %3040 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 38
  store float %3040, ptr %3039, align 4
  %3041 = getelementptr inbounds float, ptr %2604, i64 39
  %3042 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 39
  store float %3042, ptr %3041, align 4
  %3043 = getelementptr inbounds float, ptr %2604, i64 40
  %3044 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 40
  store float %3044, ptr %3043, align 4
  %3045 = getelementptr inbounds float, ptr %2604, i64 41
  %3046 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 41
  store float %3046, ptr %3045, align 4
  %3047 = getelementptr inbounds float, ptr %2604, i64 42
  %3048 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 42
  store float %3048, ptr %3047, align 4
  %3049 = getelementptr inbounds float, ptr %2604, i64 43
  %3050 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 43
  store float %3050, ptr %3049, align 4
  %3051 = getelementptr inbounds float, ptr %2604, i64 44
  %3052 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 44
  store float %3052, ptr %3051, align 4
  %3053 = getelementptr inbounds float, ptr %2604, i64 45
  %3054 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 45
  store float %3054, ptr %3053, align 4
  %3055 = getelementptr inbounds float, ptr %2604, i64 46
  %3056 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 46
  store float %3056, ptr %3055, align 4
  %3057 = getelementptr inbounds float, ptr %2604, i64 47
  %3058 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 47
  store float %3058, ptr %3057, align 4
  %3059 = getelementptr inbounds float, ptr %2604, i64 48
  %3060 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 48
  store float %3060, ptr %3059, align 4
  %3061 = getelementptr inbounds float, ptr %2604, i64 49
  %3062 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 49
  store float %3062, ptr %3061, align 4
  %3063 = getelementptr inbounds float, ptr %2604, i64 50
  %3064 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 50
  store float %3064, ptr %3063, align 4
  %3065 = getelementptr inbounds float, ptr %2604, i64 51
  %3066 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 51
  store float %3066, ptr %3065, align 4
  %3067 = getelementptr inbounds float, ptr %2604, i64 52
  %3068 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 52
  store float %3068, ptr %3067, align 4
  %3069 = getelementptr inbounds float, ptr %2604, i64 53
  %3070 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 53
  store float %3070, ptr %3069, align 4
  %3071 = getelementptr inbounds float, ptr %2604, i64 54
  %3072 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 54
  store float %3072, ptr %3071, align 4
  %3073 = getelementptr inbounds float, ptr %2604, i64 55
  %3074 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 55
  store float %3074, ptr %3073, align 4
  %3075 = getelementptr inbounds float, ptr %2604, i64 56
  %3076 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 56
  store float %3076, ptr %3075, align 4
  %3077 = getelementptr inbounds float, ptr %2604, i64 57
  %3078 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 57
  store float %3078, ptr %3077, align 4
  %3079 = getelementptr inbounds float, ptr %2604, i64 58
  %3080 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 58
  store float %3080, ptr %3079, align 4
  %3081 = getelementptr inbounds float, ptr %2604, i64 59
  %3082 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 59
  store float %3082, ptr %3081, align 4
  %3083 = getelementptr inbounds float, ptr %2604, i64 60
  %3084 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 60
  store float %3084, ptr %3083, align 4
  %3085 = getelementptr inbounds float, ptr %2604, i64 61
  %3086 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 61
  store float %3086, ptr %3085, align 4
  %3087 = getelementptr inbounds float, ptr %2604, i64 62
  %3088 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 62
  store float %3088, ptr %3087, align 4
  %3089 = getelementptr inbounds float, ptr %2604, i64 63
  %3090 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2962, 63
  store float %3090, ptr %3089, align 4
  %3091 = getelementptr inbounds half, ptr %2591, i64 8
  %3092 = load half, ptr %3091, align 2
  %3093 = insertelement <2 x half> poison, half %3092, i64 0
  %3094 = getelementptr inbounds half, ptr %2591, i64 9
  %3095 = load half, ptr %3094, align 2
  %3096 = insertelement <2 x half> %3093, half %3095, i64 1
  %3097 = bitcast <2 x half> %3096 to i32
  %3098 = getelementptr inbounds half, ptr %2591, i64 10
  %3099 = load half, ptr %3098, align 2
  %3100 = insertelement <2 x half> poison, half %3099, i64 0
  %3101 = getelementptr inbounds half, ptr %2591, i64 11
  %3102 = load half, ptr %3101, align 2
  %3103 = insertelement <2 x half> %3100, half %3102, i64 1
  %3104 = bitcast <2 x half> %3103 to i32
  %3105 = getelementptr inbounds half, ptr %2591, i64 12
  %3106 = load half, ptr %3105, align 2
  %3107 = insertelement <2 x half> poison, half %3106, i64 0
  %3108 = getelementptr inbounds half, ptr %2591, i64 13
  %3109 = load half, ptr %3108, align 2
  %3110 = insertelement <2 x half> %3107, half %3109, i64 1
  %3111 = bitcast <2 x half> %3110 to i32
  %3112 = getelementptr inbounds half, ptr %2591, i64 14
  %3113 = load half, ptr %3112, align 2
  %3114 = insertelement <2 x half> poison, half %3113, i64 0
  %3115 = getelementptr inbounds half, ptr %2591, i64 15
  %3116 = load half, ptr %3115, align 2
  %3117 = insertelement <2 x half> %3114, half %3116, i64 1
  %3118 = bitcast <2 x half> %3117 to i32
  %3119 = getelementptr inbounds half, ptr addrspace(3) %2603, i64 1024
  %3120 = ptrtoint ptr addrspace(3) %3119 to i64
  %3121 = and i64 %3120, 262143
  %3122 = lshr i64 %3121, 4
  %3123 = or i64 %3122, 4611686293338849280
  %3124 = getelementptr inbounds float, ptr %2604, i64 0
  %3125 = load float, ptr %3124, align 4
  %3126 = getelementptr inbounds float, ptr %2604, i64 1
  %3127 = load float, ptr %3126, align 4
  %3128 = getelementptr inbounds float, ptr %2604, i64 2
  %3129 = load float, ptr %3128, align 4
  %3130 = getelementptr inbounds float, ptr %2604, i64 3
  %3131 = load float, ptr %3130, align 4
  %3132 = getelementptr inbounds float, ptr %2604, i64 4
  %3133 = load float, ptr %3132, align 4
  %3134 = getelementptr inbounds float, ptr %2604, i64 5
  %3135 = load float, ptr %3134, align 4
  %3136 = getelementptr inbounds float, ptr %2604, i64 6
  %3137 = load float, ptr %3136, align 4
  %3138 = getelementptr inbounds float, ptr %2604, i64 7
  %3139 = load float, ptr %3138, align 4
  %3140 = getelementptr inbounds float, ptr %2604, i64 8
  %3141 = load float, ptr %3140, align 4
  %3142 = getelementptr inbounds float, ptr %2604, i64 9
  %3143 = load float, ptr %3142, align 4
  %3144 = getelementptr inbounds float, ptr %2604, i64 10
  %3145 = load float, ptr %3144, align 4
  %3146 = getelementptr inbounds float, ptr %2604, i64 11
  %3147 = load float, ptr %3146, align 4
  %3148 = getelementptr inbounds float, ptr %2604, i64 12
  %3149 = load float, ptr %3148, align 4
  %3150 = getelementptr inbounds float, ptr %2604, i64 13
  %3151 = load float, ptr %3150, align 4
  %3152 = getelementptr inbounds float, ptr %2604, i64 14
  %3153 = load float, ptr %3152, align 4
  %3154 = getelementptr inbounds float, ptr %2604, i64 15
  %3155 = load float, ptr %3154, align 4
  %3156 = getelementptr inbounds float, ptr %2604, i64 16
  %3157 = load float, ptr %3156, align 4
  %3158 = getelementptr inbounds float, ptr %2604, i64 17
  %3159 = load float, ptr %3158, align 4
  %3160 = getelementptr inbounds float, ptr %2604, i64 18
  %3161 = load float, ptr %3160, align 4
  %3162 = getelementptr inbounds float, ptr %2604, i64 19
  %3163 = load float, ptr %3162, align 4
  %3164 = getelementptr inbounds float, ptr %2604, i64 20
  %3165 = load float, ptr %3164, align 4
  %3166 = getelementptr inbounds float, ptr %2604, i64 21
  %3167 = load float, ptr %3166, align 4
  %3168 = getelementptr inbounds float, ptr %2604, i64 22
  %3169 = load float, ptr %3168, align 4
  %3170 = getelementptr inbounds float, ptr %2604, i64 23
  %3171 = load float, ptr %3170, align 4
  %3172 = getelementptr inbounds float, ptr %2604, i64 24
  %3173 = load float, ptr %3172, align 4
  %3174 = getelementptr inbounds float, ptr %2604, i64 25
  %3175 = load float, ptr %3174, align 4
  %3176 = getelementptr inbounds float, ptr %2604, i64 26
  %3177 = load float, ptr %3176, align 4
  %3178 = getelementptr inbounds float, ptr %2604, i64 27
  %3179 = load float, ptr %3178, align 4
  %3180 = getelementptr inbounds float, ptr %2604, i64 28
  %3181 = load float, ptr %3180, align 4
  %3182 = getelementptr inbounds float, ptr %2604, i64 29
  %3183 = load float, ptr %3182, align 4
  %3184 = getelementptr inbounds float, ptr %2604, i64 30
  %3185 = load float, ptr %3184, align 4
  %3186 = getelementptr inbounds float, ptr %2604, i64 31
  %3187 = load float, ptr %3186, align 4
  %3188 = getelementptr inbounds float, ptr %2604, i64 32
  %3189 = load float, ptr %3188, align 4
  %3190 = getelementptr inbounds float, ptr %2604, i64 33
  %3191 = load float, ptr %3190, align 4
  %3192 = getelementptr inbounds float, ptr %2604, i64 34
  %3193 = load float, ptr %3192, align 4
  %3194 = getelementptr inbounds float, ptr %2604, i64 35
  %3195 = load float, ptr %3194, align 4
  %3196 = getelementptr inbounds float, ptr %2604, i64 36
  %3197 = load float, ptr %3196, align 4
  %3198 = getelementptr inbounds float, ptr %2604, i64 37
  %3199 = load float, ptr %3198, align 4
  %3200 = getelementptr inbounds float, ptr %2604, i64 38
  %3201 = load float, ptr %3200, align 4
  %3202 = getelementptr inbounds float, ptr %2604, i64 39
  %3203 = load float, ptr %3202, align 4
  %3204 = getelementptr inbounds float, ptr %2604, i64 40
  %3205 = load float, ptr %3204, align 4
  %3206 = getelementptr inbounds float, ptr %2604, i64 41
  %3207 = load float, ptr %3206, align 4
  %3208 = getelementptr inbounds float, ptr %2604, i64 42
  %3209 = load float, ptr %3208, align 4
  %3210 = getelementptr inbounds float, ptr %2604, i64 43
  %3211 = load float, ptr %3210, align 4
  %3212 = getelementptr inbounds float, ptr %2604, i64 44
  %3213 = load float, ptr %3212, align 4
  %3214 = getelementptr inbounds float, ptr %2604, i64 45
  %3215 = load float, ptr %3214, align 4
  %3216 = getelementptr inbounds float, ptr %2604, i64 46
  %3217 = load float, ptr %3216, align 4
  %3218 = getelementptr inbounds float, ptr %2604, i64 47
  %3219 = load float, ptr %3218, align 4
  %3220 = getelementptr inbounds float, ptr %2604, i64 48
  %3221 = load float, ptr %3220, align 4
  %3222 = getelementptr inbounds float, ptr %2604, i64 49
  %3223 = load float, ptr %3222, align 4
  %3224 = getelementptr inbounds float, ptr %2604, i64 50
  %3225 = load float, ptr %3224, align 4
  %3226 = getelementptr inbounds float, ptr %2604, i64 51
  %3227 = load float, ptr %3226, align 4
  %3228 = getelementptr inbounds float, ptr %2604, i64 52
  %3229 = load float, ptr %3228, align 4
  %3230 = getelementptr inbounds float, ptr %2604, i64 53
  %3231 = load float, ptr %3230, align 4
  %3232 = getelementptr inbounds float, ptr %2604, i64 54
  %3233 = load float, ptr %3232, align 4
  %3234 = getelementptr inbounds float, ptr %2604, i64 55
  %3235 = load float, ptr %3234, align 4
  %3236 = getelementptr inbounds float, ptr %2604, i64 56
  %3237 = load float, ptr %3236, align 4
  %3238 = getelementptr inbounds float, ptr %2604, i64 57
  %3239 = load float, ptr %3238, align 4
  %3240 = getelementptr inbounds float, ptr %2604, i64 58
  %3241 = load float, ptr %3240, align 4
  %3242 = getelementptr inbounds float, ptr %2604, i64 59
  %3243 = load float, ptr %3242, align 4
  %3244 = getelementptr inbounds float, ptr %2604, i64 60
  %3245 = load float, ptr %3244, align 4
  %3246 = getelementptr inbounds float, ptr %2604, i64 61
  %3247 = load float, ptr %3246, align 4
  %3248 = getelementptr inbounds float, ptr %2604, i64 62
  %3249 = load float, ptr %3248, align 4
  %3250 = getelementptr inbounds float, ptr %2604, i64 63
  %3251 = load float, ptr %3250, align 4
  %3252 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $69, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, {$64, $65, $66, $67}, $68, p, 1, 1, 1;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i32 %3097, i32 %3104, i32 %3111, i32 %3118, i64 %3123, i32 1, float %3125, float %3127, float %3129, float %3131, float %3133, float %3135, float %3137, float %3139, float %3141, float %3143, float %3145, float %3147, float %3149, float %3151, float %3153, float %3155, float %3157, float %3159, float %3161, float %3163, float %3165, float %3167, float %3169, float %3171, float %3173, float %3175, float %3177, float %3179, float %3181, float %3183, float %3185, float %3187, float %3189, float %3191, float %3193, float %3195, float %3197, float %3199, float %3201, float %3203, float %3205, float %3207, float %3209, float %3211, float %3213, float %3215, float %3217, float %3219, float %3221, float %3223, float %3225, float %3227, float %3229, float %3231, float %3233, float %3235, float %3237, float %3239, float %3241, float %3243, float %3245, float %3247, float %3249, float %3251) #7
  %3253 = getelementptr inbounds float, ptr %2604, i64 0
  %3254 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 0
  store float %3254, ptr %3253, align 4
  %3255 = getelementptr inbounds float, ptr %2604, i64 1
  %3256 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 1
  store float %3256, ptr %3255, align 4
  %3257 = getelementptr inbounds float, ptr %2604, i64 2
  %3258 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 2
  store float %3258, ptr %3257, align 4
  %3259 = getelementptr inbounds float, ptr %2604, i64 3
  %3260 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 3
  store float %3260, ptr %3259, align 4
  %3261 = getelementptr inbounds float, ptr %2604, i64 4
  %3262 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 4
  store float %3262, ptr %3261, align 4
  %3263 = getelementptr inbounds float, ptr %2604, i64 5
  %3264 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 5
  store float %3264, ptr %3263, align 4
  %3265 = getelementptr inbounds float, ptr %2604, i64 6
  %3266 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 6
  store float %3266, ptr %3265, align 4
  %3267 = getelementptr inbounds float, ptr %2604, i64 7
  %3268 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 7
  store float %3268, ptr %3267, align 4
  %3269 = getelementptr inbounds float, ptr %2604, i64 8
  %3270 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 8
  store float %3270, ptr %3269, align 4
  %3271 = getelementptr inbounds float, ptr %2604, i64 9
  %3272 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 9
  store float %3272, ptr %3271, align 4
  %3273 = getelementptr inbounds float, ptr %2604, i64 10
  %3274 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 10
  store float %3274, ptr %3273, align 4
  %3275 = getelementptr inbounds float, ptr %2604, i64 11
  %3276 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 11
  store float %3276, ptr %3275, align 4
  %3277 = getelementptr inbounds float, ptr %2604, i64 12
  %3278 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 12
  store float %3278, ptr %3277, align 4
  %3279 = getelementptr inbounds float, ptr %2604, i64 13
  %3280 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 13
  store float %3280, ptr %3279, align 4
  %3281 = getelementptr inbounds float, ptr %2604, i64 14
  %3282 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 14
  store float %3282, ptr %3281, align 4
  %3283 = getelementptr inbounds float, ptr %2604, i64 15
  %3284 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 15
  store float %3284, ptr %3283, align 4
  %3285 = getelementptr inbounds float, ptr %2604, i64 16
  %3286 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 16
  store float %3286, ptr %3285, align 4
  %3287 = getelementptr inbounds float, ptr %2604, i64 17
  %3288 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 17
  store float %3288, ptr %3287, align 4
  %3289 = getelementptr inbounds float, ptr %2604, i64 18
  %3290 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 18
  store float %3290, ptr %3289, align 4
  %3291 = getelementptr inbounds float, ptr %2604, i64 19
  %3292 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 19
  store float %3292, ptr %3291, align 4
  %3293 = getelementptr inbounds float, ptr %2604, i64 20
  %3294 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 20
  store float %3294, ptr %3293, align 4
  %3295 = getelementptr inbounds float, ptr %2604, i64 21
  %3296 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 21
  store float %3296, ptr %3295, align 4
  %3297 = getelementptr inbounds float, ptr %2604, i64 22
  %3298 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 22
  store float %3298, ptr %3297, align 4
  %3299 = getelementptr inbounds float, ptr %2604, i64 23
  %3300 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 23
  store float %3300, ptr %3299, align 4
  %3301 = getelementptr inbounds float, ptr %2604, i64 24
  %3302 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 24
  store float %3302, ptr %3301, align 4
  %3303 = getelementptr inbounds float, ptr %2604, i64 25
  %3304 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 25
  store float %3304, ptr %3303, align 4
  %3305 = getelementptr inbounds float, ptr %2604, i64 26
  %3306 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 26
  store float %3306, ptr %3305, align 4
  %3307 = getelementptr inbounds float, ptr %2604, i64 27
  %3308 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 27
  store float %3308, ptr %3307, align 4
  %3309 = getelementptr inbounds float, ptr %2604, i64 28
  %3310 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 28
  store float %3310, ptr %3309, align 4
  %3311 = getelementptr inbounds float, ptr %2604, i64 29
  %3312 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 29
  store float %3312, ptr %3311, align 4
  %3313 = getelementptr inbounds float, ptr %2604, i64 30
  %3314 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 30
  store float %3314, ptr %3313, align 4
  %3315 = getelementptr inbounds float, ptr %2604, i64 31
  %3316 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 31
  store float %3316, ptr %3315, align 4
  %3317 = getelementptr inbounds float, ptr %2604, i64 32
  %3318 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 32
  store float %3318, ptr %3317, align 4
  %3319 = getelementptr inbounds float, ptr %2604, i64 33
  %3320 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 33
  store float %3320, ptr %3319, align 4
  %3321 = getelementptr inbounds float, ptr %2604, i64 34
  %3322 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 34
  store float %3322, ptr %3321, align 4
  %3323 = getelementptr inbounds float, ptr %2604, i64 35
  %3324 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 35
  store float %3324, ptr %3323, align 4
  %3325 = getelementptr inbounds float, ptr %2604, i64 36
  %3326 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 36
  store float %3326, ptr %3325, align 4
  %3327 = getelementptr inbounds float, ptr %2604, i64 37
  %3328 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 37
  store float %3328, ptr %3327, align 4
  %3329 = getelementptr inbounds float, ptr %2604, i64 38
  %3330 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 38
  store float %3330, ptr %3329, align 4
  %3331 = getelementptr inbounds float, ptr %2604, i64 39
  %3332 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 39
  store float %3332, ptr %3331, align 4
  %3333 = getelementptr inbounds float, ptr %2604, i64 40
  %3334 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 40
  store float %3334, ptr %3333, align 4
  %3335 = getelementptr inbounds float, ptr %2604, i64 41
  %3336 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 41
  store float %3336, ptr %3335, align 4
  %3337 = getelementptr inbounds float, ptr %2604, i64 42
  %3338 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 42
  store float %3338, ptr %3337, align 4
  %3339 = getelementptr inbounds float, ptr %2604, i64 43
  %3340 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 43
  store float %3340, ptr %3339, align 4
  %3341 = getelementptr inbounds float, ptr %2604, i64 44
  %3342 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 44
  store float %3342, ptr %3341, align 4
  %3343 = getelementptr inbounds float, ptr %2604, i64 45
  %3344 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 45
  store float %3344, ptr %3343, align 4
  %3345 = getelementptr inbounds float, ptr %2604, i64 46
  %3346 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 46
  store float %3346, ptr %3345, align 4
  %3347 = getelementptr inbounds float, ptr %2604, i64 47
  %3348 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 47
  store float %3348, ptr %3347, align 4
  %3349 = getelementptr inbounds float, ptr %2604, i64 48
  %3350 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 48
  store float %3350, ptr %3349, align 4
  %3351 = getelementptr inbounds float, ptr %2604, i64 49
  %3352 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 49
  store float %3352, ptr %3351, align 4
  %3353 = getelementptr inbounds float, ptr %2604, i64 50
  %3354 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 50
  store float %3354, ptr %3353, align 4
  %3355 = getelementptr inbounds float, ptr %2604, i64 51
  %3356 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 51
  store float %3356, ptr %3355, align 4
  %3357 = getelementptr inbounds float, ptr %2604, i64 52
  %3358 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 52
  store float %3358, ptr %3357, align 4
  %3359 = getelementptr inbounds float, ptr %2604, i64 53
  %3360 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 53
  store float %3360, ptr %3359, align 4
  %3361 = getelementptr inbounds float, ptr %2604, i64 54
  %3362 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 54
  store float %3362, ptr %3361, align 4
  %3363 = getelementptr inbounds float, ptr %2604, i64 55
  %3364 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 55
  store float %3364, ptr %3363, align 4
  %3365 = getelementptr inbounds float, ptr %2604, i64 56
  %3366 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 56
  store float %3366, ptr %3365, align 4
  %3367 = getelementptr inbounds float, ptr %2604, i64 57
  %3368 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 57
  store float %3368, ptr %3367, align 4
  %3369 = getelementptr inbounds float, ptr %2604, i64 58
  %3370 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 58
  store float %3370, ptr %3369, align 4
  %3371 = getelementptr inbounds float, ptr %2604, i64 59
  %3372 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 59
  store float %3372, ptr %3371, align 4
  %3373 = getelementptr inbounds float, ptr %2604, i64 60
  %3374 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 60
  store float %3374, ptr %3373, align 4
  %3375 = getelementptr inbounds float, ptr %2604, i64 61
  %3376 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 61
  store float %3376, ptr %3375, align 4
  %3377 = getelementptr inbounds float, ptr %2604, i64 62
  %3378 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 62
  store float %3378, ptr %3377, align 4
  %3379 = getelementptr inbounds float, ptr %2604, i64 63
  %3380 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3252, 63
  store float %3380, ptr %3379, align 4
  %3381 = getelementptr inbounds half, ptr %2591, i64 16
  %3382 = load half, ptr %3381, align 2
  %3383 = insertelement <2 x half> poison, half %3382, i64 0
  %3384 = getelementptr inbounds half, ptr %2591, i64 17
  %3385 = load half, ptr %3384, align 2
  %3386 = insertelement <2 x half> %3383, half %3385, i64 1
  %3387 = bitcast <2 x half> %3386 to i32
  %3388 = getelementptr inbounds half, ptr %2591, i64 18
  %3389 = load half, ptr %3388, align 2
  %3390 = insertelement <2 x half> poison, half %3389, i64 0
  %3391 = getelementptr inbounds half, ptr %2591, i64 19
  %3392 = load half, ptr %3391, align 2
  %3393 = insertelement <2 x half> %3390, half %3392, i64 1
  %3394 = bitcast <2 x half> %3393 to i32
  %3395 = getelementptr inbounds half, ptr %2591, i64 20
  %3396 = load half, ptr %3395, align 2
  %3397 = insertelement <2 x half> poison, half %3396, i64 0
  %3398 = getelementptr inbounds half, ptr %2591, i64 21
  %3399 = load half, ptr %3398, align 2
  %3400 = insertelement <2 x half> %3397, half %3399, i64 1
  %3401 = bitcast <2 x half> %3400 to i32
  %3402 = getelementptr inbounds half, ptr %2591, i64 22
  %3403 = load half, ptr %3402, align 2
  %3404 = insertelement <2 x half> poison, half %3403, i64 0
  %3405 = getelementptr inbounds half, ptr %2591, i64 23
  %3406 = load half, ptr %3405, align 2
  %3407 = insertelement <2 x half> %3404, half %3406, i64 1
  %3408 = bitcast <2 x half> %3407 to i32
  %3409 = getelementptr inbounds half, ptr addrspace(3) %2603, i64 2048
  %3410 = ptrtoint ptr addrspace(3) %3409 to i64
  %3411 = and i64 %3410, 262143
  %3412 = lshr i64 %3411, 4
  %3413 = or i64 %3412, 4611686293338849280
  %3414 = getelementptr inbounds float, ptr %2604, i64 0
  %3415 = load float, ptr %3414, align 4
  %3416 = getelementptr inbounds float, ptr %2604, i64 1
  %3417 = load float, ptr %3416, align 4
  %3418 = getelementptr inbounds float, ptr %2604, i64 2
  %3419 = load float, ptr %3418, align 4
  %3420 = getelementptr inbounds float, ptr %2604, i64 3
  %3421 = load float, ptr %3420, align 4
  %3422 = getelementptr inbounds float, ptr %2604, i64 4
  %3423 = load float, ptr %3422, align 4
  %3424 = getelementptr inbounds float, ptr %2604, i64 5
  %3425 = load float, ptr %3424, align 4
  %3426 = getelementptr inbounds float, ptr %2604, i64 6
  %3427 = load float, ptr %3426, align 4
  %3428 = getelementptr inbounds float, ptr %2604, i64 7
  %3429 = load float, ptr %3428, align 4
  %3430 = getelementptr inbounds float, ptr %2604, i64 8
  %3431 = load float, ptr %3430, align 4
  %3432 = getelementptr inbounds float, ptr %2604, i64 9
  %3433 = load float, ptr %3432, align 4
  %3434 = getelementptr inbounds float, ptr %2604, i64 10
  %3435 = load float, ptr %3434, align 4
  %3436 = getelementptr inbounds float, ptr %2604, i64 11
  %3437 = load float, ptr %3436, align 4
  %3438 = getelementptr inbounds float, ptr %2604, i64 12
  %3439 = load float, ptr %3438, align 4
  %3440 = getelementptr inbounds float, ptr %2604, i64 13
  %3441 = load float, ptr %3440, align 4
  %3442 = getelementptr inbounds float, ptr %2604, i64 14
  %3443 = load float, ptr %3442, align 4
  %3444 = getelementptr inbounds float, ptr %2604, i64 15
  %3445 = load float, ptr %3444, align 4
  %3446 = getelementptr inbounds float, ptr %2604, i64 16
  %3447 = load float, ptr %3446, align 4
  %3448 = getelementptr inbounds float, ptr %2604, i64 17
  %3449 = load float, ptr %3448, align 4
  %3450 = getelementptr inbounds float, ptr %2604, i64 18
  %3451 = load float, ptr %3450, align 4
  %3452 = getelementptr inbounds float, ptr %2604, i64 19
  %3453 = load float, ptr %3452, align 4
  %3454 = getelementptr inbounds float, ptr %2604, i64 20
  %3455 = load float, ptr %3454, align 4
  %3456 = getelementptr inbounds float, ptr %2604, i64 21
  %3457 = load float, ptr %3456, align 4
  %3458 = getelementptr inbounds float, ptr %2604, i64 22
  %3459 = load float, ptr %3458, align 4
  %3460 = getelementptr inbounds float, ptr %2604, i64 23
  %3461 = load float, ptr %3460, align 4
  %3462 = getelementptr inbounds float, ptr %2604, i64 24
  %3463 = load float, ptr %3462, align 4
  %3464 = getelementptr inbounds float, ptr %2604, i64 25
  %3465 = load float, ptr %3464, align 4
  %3466 = getelementptr inbounds float, ptr %2604, i64 26
  %3467 = load float, ptr %3466, align 4
  %3468 = getelementptr inbounds float, ptr %2604, i64 27
  %3469 = load float, ptr %3468, align 4
  %3470 = getelementptr inbounds float, ptr %2604, i64 28
  %3471 = load float, ptr %3470, align 4
  %3472 = getelementptr inbounds float, ptr %2604, i64 29
  %3473 = load float, ptr %3472, align 4
  %3474 = getelementptr inbounds float, ptr %2604, i64 30
  %3475 = load float, ptr %3474, align 4
  %3476 = getelementptr inbounds float, ptr %2604, i64 31
  %3477 = load float, ptr %3476, align 4
  %3478 = getelementptr inbounds float, ptr %2604, i64 32
  %3479 = load float, ptr %3478, align 4
  %3480 = getelementptr inbounds float, ptr %2604, i64 33
  %3481 = load float, ptr %3480, align 4
  %3482 = getelementptr inbounds float, ptr %2604, i64 34
  %3483 = load float, ptr %3482, align 4
  %3484 = getelementptr inbounds float, ptr %2604, i64 35
  %3485 = load float, ptr %3484, align 4
  %3486 = getelementptr inbounds float, ptr %2604, i64 36
  %3487 = load float, ptr %3486, align 4
  %3488 = getelementptr inbounds float, ptr %2604, i64 37
  %3489 = load float, ptr %3488, align 4
  %3490 = getelementptr inbounds float, ptr %2604, i64 38
  %3491 = load float, ptr %3490, align 4
  %3492 = getelementptr inbounds float, ptr %2604, i64 39
  %3493 = load float, ptr %3492, align 4
  %3494 = getelementptr inbounds float, ptr %2604, i64 40
  %3495 = load float, ptr %3494, align 4
  %3496 = getelementptr inbounds float, ptr %2604, i64 41
  %3497 = load float, ptr %3496, align 4
  %3498 = getelementptr inbounds float, ptr %2604, i64 42
  %3499 = load float, ptr %3498, align 4
  %3500 = getelementptr inbounds float, ptr %2604, i64 43
  %3501 = load float, ptr %3500, align 4
  %3502 = getelementptr inbounds float, ptr %2604, i64 44
  %3503 = load float, ptr %3502, align 4
  %3504 = getelementptr inbounds float, ptr %2604, i64 45
  %3505 = load float, ptr %3504, align 4
  %3506 = getelementptr inbounds float, ptr %2604, i64 46
  %3507 = load float, ptr %3506, align 4
  %3508 = getelementptr inbounds float, ptr %2604, i64 47
  %3509 = load float, ptr %3508, align 4
  %3510 = getelementptr inbounds float, ptr %2604, i64 48
  %3511 = load float, ptr %3510, align 4
  %3512 = getelementptr inbounds float, ptr %2604, i64 49
  %3513 = load float, ptr %3512, align 4
  %3514 = getelementptr inbounds float, ptr %2604, i64 50
  %3515 = load float, ptr %3514, align 4
  %3516 = getelementptr inbounds float, ptr %2604, i64 51
  %3517 = load float, ptr %3516, align 4
  %3518 = getelementptr inbounds float, ptr %2604, i64 52
  %3519 = load float, ptr %3518, align 4
  %3520 = getelementptr inbounds float, ptr %2604, i64 53
  %3521 = load float, ptr %3520, align 4
  %3522 = getelementptr inbounds float, ptr %2604, i64 54
  %3523 = load float, ptr %3522, align 4
  %3524 = getelementptr inbounds float, ptr %2604, i64 55
  %3525 = load float, ptr %3524, align 4
  %3526 = getelementptr inbounds float, ptr %2604, i64 56
  %3527 = load float, ptr %3526, align 4
  %3528 = getelementptr inbounds float, ptr %2604, i64 57
  %3529 = load float, ptr %3528, align 4
  %3530 = getelementptr inbounds float, ptr %2604, i64 58
  %3531 = load float, ptr %3530, align 4
  %3532 = getelementptr inbounds float, ptr %2604, i64 59
  %3533 = load float, ptr %3532, align 4
  %3534 = getelementptr inbounds float, ptr %2604, i64 60
  %3535 = load float, ptr %3534, align 4
  %3536 = getelementptr inbounds float, ptr %2604, i64 61
  %3537 = load float, ptr %3536, align 4
  %3538 = getelementptr inbounds float, ptr %2604, i64 62
  %3539 = load float, ptr %3538, align 4
  %3540 = getelementptr inbounds float, ptr %2604, i64 63
  %3541 = load float, ptr %3540, align 4
  %3542 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $69, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, {$64, $65, $66, $67}, $68, p, 1, 1, 1;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i32 %3387, i32 %3394, i32 %3401, i32 %3408, i64 %3413, i32 1, float %3415, float %3417, float %3419, float %3421, float %3423, float %3425, float %3427, float %3429, float %3431, float %3433, float %3435, float %3437, float %3439, float %3441, float %3443, float %3445, float %3447, float %3449, float %3451, float %3453, float %3455, float %3457, float %3459, float %3461, float %3463, float %3465, float %3467, float %3469, float %3471, float %3473, float %3475, float %3477, float %3479, float %3481, float %3483, float %3485, float %3487, float %3489, float %3491, float %3493, float %3495, float %3497, float %3499, float %3501, float %3503, float %3505, float %3507, float %3509, float %3511, float %3513, float %3515, float %3517, float %3519, float %3521, float %3523, float %3525, float %3527, float %3529, float %3531, float %3533, float %3535, float %3537, float %3539, float %3541) #7
  %3543 = getelementptr inbounds float, ptr %2604, i64 0
  %3544 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 0
  store float %3544, ptr %3543, align 4
  %3545 = getelementptr inbounds float, ptr %2604, i64 1
  %3546 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 1
  store float %3546, ptr %3545, align 4
  %3547 = getelementptr inbounds float, ptr %2604, i64 2
  %3548 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 2
  store float %3548, ptr %3547, align 4
  %3549 = getelementptr inbounds float, ptr %2604, i64 3
  %3550 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 3
  store float %3550, ptr %3549, align 4
  %3551 = getelementptr inbounds float, ptr %2604, i64 4
  %3552 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 4
  store float %3552, ptr %3551, align 4
  %3553 = getelementptr inbounds float, ptr %2604, i64 5
  %3554 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 5
  store float %3554, ptr %3553, align 4
  %3555 = getelementptr inbounds float, ptr %2604, i64 6
  %3556 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 6
  store float %3556, ptr %3555, align 4
  %3557 = getelementptr inbounds float, ptr %2604, i64 7
  %3558 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 7
  store float %3558, ptr %3557, align 4
  %3559 = getelementptr inbounds float, ptr %2604, i64 8
  %3560 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 8
  store float %3560, ptr %3559, align 4
  %3561 = getelementptr inbounds float, ptr %2604, i64 9
  %3562 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 9
  store float %3562, ptr %3561, align 4
  %3563 = getelementptr inbounds float, ptr %2604, i64 10
  %3564 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 10
  store float %3564, ptr %3563, align 4
  %3565 = getelementptr inbounds float, ptr %2604, i64 11
  %3566 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 11
  store float %3566, ptr %3565, align 4
  %3567 = getelementptr inbounds float, ptr %2604, i64 12
  %3568 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 12
  store float %3568, ptr %3567, align 4
  %3569 = getelementptr inbounds float, ptr %2604, i64 13
  %3570 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 13
  store float %3570, ptr %3569, align 4
  %3571 = getelementptr inbounds float, ptr %2604, i64 14
  %3572 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 14
  store float %3572, ptr %3571, align 4
  %3573 = getelementptr inbounds float, ptr %2604, i64 15
  %3574 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 15
  store float %3574, ptr %3573, align 4
  %3575 = getelementptr inbounds float, ptr %2604, i64 16
  %3576 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 16
  store float %3576, ptr %3575, align 4
  %3577 = getelementptr inbounds float, ptr %2604, i64 17
  %3578 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 17
  store float %3578, ptr %3577, align 4
  %3579 = getelementptr inbounds float, ptr %2604, i64 18
  %3580 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 18
  store float %3580, ptr %3579, align 4
  %3581 = getelementptr inbounds float, ptr %2604, i64 19
  %3582 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 19
  store float %3582, ptr %3581, align 4
  %3583 = getelementptr inbounds float, ptr %2604, i64 20
  %3584 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 20
  store float %3584, ptr %3583, align 4
  %3585 = getelementptr inbounds float, ptr %2604, i64 21
  %3586 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 21
  store float %3586, ptr %3585, align 4
  %3587 = getelementptr inbounds float, ptr %2604, i64 22
  %3588 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 22
  store float %3588, ptr %3587, align 4
  %3589 = getelementptr inbounds float, ptr %2604, i64 23
  %3590 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 23
  store float %3590, ptr %3589, align 4
  %3591 = getelementptr inbounds float, ptr %2604, i64 24
  %3592 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 24
  store float %3592, ptr %3591, align 4
  %3593 = getelementptr inbounds float, ptr %2604, i64 25
  %3594 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 25
  store float %3594, ptr %3593, align 4
  %3595 = getelementptr inbounds float, ptr %2604, i64 26
  %3596 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 26
  store float %3596, ptr %3595, align 4
  %3597 = getelementptr inbounds float, ptr %2604, i64 27
  %3598 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 27
  store float %3598, ptr %3597, align 4
  %3599 = getelementptr inbounds float, ptr %2604, i64 28
  %3600 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 28
  store float %3600, ptr %3599, align 4
  %3601 = getelementptr inbounds float, ptr %2604, i64 29
  %3602 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 29
  store float %3602, ptr %3601, align 4
  %3603 = getelementptr inbounds float, ptr %2604, i64 30
  %3604 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 30
  store float %3604, ptr %3603, align 4
  %3605 = getelementptr inbounds float, ptr %2604, i64 31
  %3606 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 31
  store float %3606, ptr %3605, align 4
  %3607 = getelementptr inbounds float, ptr %2604, i64 32
  %3608 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 32
  store float %3608, ptr %3607, align 4
  %3609 = getelementptr inbounds float, ptr %2604, i64 33
  %3610 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 33
  store float %3610, ptr %3609, align 4
  %3611 = getelementptr inbounds float, ptr %2604, i64 34
  %3612 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 34
  store float %3612, ptr %3611, align 4
  %3613 = getelementptr inbounds float, ptr %2604, i64 35
  %3614 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 35
  store float %3614, ptr %3613, align 4
  %3615 = getelementptr inbounds float, ptr %2604, i64 36
  %3616 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 36
  store float %3616, ptr %3615, align 4
  %3617 = getelementptr inbounds float, ptr %2604, i64 37
  %3618 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 37
  store float %3618, ptr %3617, align 4
  %3619 = getelementptr inbounds float, ptr %2604, i64 38
  %3620 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 38
  store float %3620, ptr %3619, align 4
  %3621 = getelementptr inbounds float, ptr %2604, i64 39
  %3622 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 39
  store float %3622, ptr %3621, align 4
  %3623 = getelementptr inbounds float, ptr %2604, i64 40
  %3624 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 40
  store float %3624, ptr %3623, align 4
  %3625 = getelementptr inbounds float, ptr %2604, i64 41
  %3626 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 41
  store float %3626, ptr %3625, align 4
  %3627 = getelementptr inbounds float, ptr %2604, i64 42
  %3628 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 42
  store float %3628, ptr %3627, align 4
  %3629 = getelementptr inbounds float, ptr %2604, i64 43
  %3630 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 43
  store float %3630, ptr %3629, align 4
  %3631 = getelementptr inbounds float, ptr %2604, i64 44
  %3632 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 44
  store float %3632, ptr %3631, align 4
  %3633 = getelementptr inbounds float, ptr %2604, i64 45
  %3634 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 45
  store float %3634, ptr %3633, align 4
  %3635 = getelementptr inbounds float, ptr %2604, i64 46
  %3636 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 46
  store float %3636, ptr %3635, align 4
  %3637 = getelementptr inbounds float, ptr %2604, i64 47
  %3638 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 47
  store float %3638, ptr %3637, align 4
  %3639 = getelementptr inbounds float, ptr %2604, i64 48
  %3640 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 48
  store float %3640, ptr %3639, align 4
  %3641 = getelementptr inbounds float, ptr %2604, i64 49
  %3642 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 49
  store float %3642, ptr %3641, align 4
  %3643 = getelementptr inbounds float, ptr %2604, i64 50
  %3644 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 50
  store float %3644, ptr %3643, align 4
  %3645 = getelementptr inbounds float, ptr %2604, i64 51
  %3646 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 51
  store float %3646, ptr %3645, align 4
  %3647 = getelementptr inbounds float, ptr %2604, i64 52
  %3648 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 52
  store float %3648, ptr %3647, align 4
  %3649 = getelementptr inbounds float, ptr %2604, i64 53
  %3650 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 53
  store float %3650, ptr %3649, align 4
  %3651 = getelementptr inbounds float, ptr %2604, i64 54
  %3652 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 54
  store float %3652, ptr %3651, align 4
  %3653 = getelementptr inbounds float, ptr %2604, i64 55
  %3654 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 55
  store float %3654, ptr %3653, align 4
  %3655 = getelementptr inbounds float, ptr %2604, i64 56
  %3656 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 56
  store float %3656, ptr %3655, align 4
  %3657 = getelementptr inbounds float, ptr %2604, i64 57
  %3658 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 57
  store float %3658, ptr %3657, align 4
  %3659 = getelementptr inbounds float, ptr %2604, i64 58
  %3660 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 58
  store float %3660, ptr %3659, align 4
  %3661 = getelementptr inbounds float, ptr %2604, i64 59
  %3662 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 59
  store float %3662, ptr %3661, align 4
  %3663 = getelementptr inbounds float, ptr %2604, i64 60
  %3664 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 60
  store float %3664, ptr %3663, align 4
  %3665 = getelementptr inbounds float, ptr %2604, i64 61
  %3666 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 61
  store float %3666, ptr %3665, align 4
  %3667 = getelementptr inbounds float, ptr %2604, i64 62
  %3668 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 62
  store float %3668, ptr %3667, align 4
  %3669 = getelementptr inbounds float, ptr %2604, i64 63
  %3670 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3542, 63
  store float %3670, ptr %3669, align 4
  %3671 = getelementptr inbounds half, ptr %2591, i64 24
  %3672 = load half, ptr %3671, align 2
  %3673 = insertelement <2 x half> poison, half %3672, i64 0
  %3674 = getelementptr inbounds half, ptr %2591, i64 25
  %3675 = load half, ptr %3674, align 2
  %3676 = insertelement <2 x half> %3673, half %3675, i64 1
  %3677 = bitcast <2 x half> %3676 to i32
  %3678 = getelementptr inbounds half, ptr %2591, i64 26
  %3679 = load half, ptr %3678, align 2
  %3680 = insertelement <2 x half> poison, half %3679, i64 0
  %3681 = getelementptr inbounds half, ptr %2591, i64 27
  %3682 = load half, ptr %3681, align 2
  %3683 = insertelement <2 x half> %3680, half %3682, i64 1
  %3684 = bitcast <2 x half> %3683 to i32
  %3685 = getelementptr inbounds half, ptr %2591, i64 28
  %3686 = load half, ptr %3685, align 2
  %3687 = insertelement <2 x half> poison, half %3686, i64 0
  %3688 = getelementptr inbounds half, ptr %2591, i64 29
  %3689 = load half, ptr %3688, align 2
  %3690 = insertelement <2 x half> %3687, half %3689, i64 1
  %3691 = bitcast <2 x half> %3690 to i32
  %3692 = getelementptr inbounds half, ptr %2591, i64 30
  %3693 = load half, ptr %3692, align 2
  %3694 = insertelement <2 x half> poison, half %3693, i64 0
  %3695 = getelementptr inbounds half, ptr %2591, i64 31
  %3696 = load half, ptr %3695, align 2
  %3697 = insertelement <2 x half> %3694, half %3696, i64 1
  %3698 = bitcast <2 x half> %3697 to i32
  %3699 = getelementptr inbounds half, ptr addrspace(3) %2603, i64 3072
  %3700 = ptrtoint ptr addrspace(3) %3699 to i64
  %3701 = and i64 %3700, 262143
  %3702 = lshr i64 %3701, 4
  %3703 = or i64 %3702, 4611686293338849280
  %3704 = getelementptr inbounds float, ptr %2604, i64 0
  %3705 = load float, ptr %3704, align 4
  %3706 = getelementptr inbounds float, ptr %2604, i64 1
  %3707 = load float, ptr %3706, align 4
  %3708 = getelementptr inbounds float, ptr %2604, i64 2
  %3709 = load float, ptr %3708, align 4
  %3710 = getelementptr inbounds float, ptr %2604, i64 3
  %3711 = load float, ptr %3710, align 4
  %3712 = getelementptr inbounds float, ptr %2604, i64 4
  %3713 = load float, ptr %3712, align 4
  %3714 = getelementptr inbounds float, ptr %2604, i64 5
  %3715 = load float, ptr %3714, align 4
  %3716 = getelementptr inbounds float, ptr %2604, i64 6
  %3717 = load float, ptr %3716, align 4
  %3718 = getelementptr inbounds float, ptr %2604, i64 7
  %3719 = load float, ptr %3718, align 4
  %3720 = getelementptr inbounds float, ptr %2604, i64 8
  %3721 = load float, ptr %3720, align 4
  %3722 = getelementptr inbounds float, ptr %2604, i64 9
  %3723 = load float, ptr %3722, align 4
  %3724 = getelementptr inbounds float, ptr %2604, i64 10
  %3725 = load float, ptr %3724, align 4
  %3726 = getelementptr inbounds float, ptr %2604, i64 11
  %3727 = load float, ptr %3726, align 4
  %3728 = getelementptr inbounds float, ptr %2604, i64 12
  %3729 = load float, ptr %3728, align 4
  %3730 = getelementptr inbounds float, ptr %2604, i64 13
  %3731 = load float, ptr %3730, align 4
  %3732 = getelementptr inbounds float, ptr %2604, i64 14
  %3733 = load float, ptr %3732, align 4
  %3734 = getelementptr inbounds float, ptr %2604, i64 15
  %3735 = load float, ptr %3734, align 4
  %3736 = getelementptr inbounds float, ptr %2604, i64 16
  %3737 = load float, ptr %3736, align 4
  %3738 = getelementptr inbounds float, ptr %2604, i64 17
  %3739 = load float, ptr %3738, align 4
  %3740 = getelementptr inbounds float, ptr %2604, i64 18
  %3741 = load float, ptr %3740, align 4
  %3742 = getelementptr inbounds float, ptr %2604, i64 19
  %3743 = load float, ptr %3742, align 4
  %3744 = getelementptr inbounds float, ptr %2604, i64 20
  %3745 = load float, ptr %3744, align 4
  %3746 = getelementptr inbounds float, ptr %2604, i64 21
  %3747 = load float, ptr %3746, align 4
  %3748 = getelementptr inbounds float, ptr %2604, i64 22
  %3749 = load float, ptr %3748, align 4
  %3750 = getelementptr inbounds float, ptr %2604, i64 23
  %3751 = load float, ptr %3750, align 4
  %3752 = getelementptr inbounds float, ptr %2604, i64 24
  %3753 = load float, ptr %3752, align 4
  %3754 = getelementptr inbounds float, ptr %2604, i64 25
  %3755 = load float, ptr %3754, align 4
  %3756 = getelementptr inbounds float, ptr %2604, i64 26
  %3757 = load float, ptr %3756, align 4
  %3758 = getelementptr inbounds float, ptr %2604, i64 27
  %3759 = load float, ptr %3758, align 4
  %3760 = getelementptr inbounds float, ptr %2604, i64 28
  %3761 = load float, ptr %3760, align 4
  %3762 = getelementptr inbounds float, ptr %2604, i64 29
  %3763 = load float, ptr %3762, align 4
  %3764 = getelementptr inbounds float, ptr %2604, i64 30
  %3765 = load float, ptr %3764, align 4
  %3766 = getelementptr inbounds float, ptr %2604, i64 31
  %3767 = load float, ptr %3766, align 4
  %3768 = getelementptr inbounds float, ptr %2604, i64 32
  %3769 = load float, ptr %3768, align 4
  %3770 = getelementptr inbounds float, ptr %2604, i64 33
  %3771 = load float, ptr %3770, align 4
  %3772 = getelementptr inbounds float, ptr %2604, i64 34
  %3773 = load float, ptr %3772, align 4
  %3774 = getelementptr inbounds float, ptr %2604, i64 35
  %3775 = load float, ptr %3774, align 4
  %3776 = getelementptr inbounds float, ptr %2604, i64 36
  %3777 = load float, ptr %3776, align 4
  %3778 = getelementptr inbounds float, ptr %2604, i64 37
  %3779 = load float, ptr %3778, align 4
  %3780 = getelementptr inbounds float, ptr %2604, i64 38
  %3781 = load float, ptr %3780, align 4
  %3782 = getelementptr inbounds float, ptr %2604, i64 39
  %3783 = load float, ptr %3782, align 4
  %3784 = getelementptr inbounds float, ptr %2604, i64 40
  %3785 = load float, ptr %3784, align 4
  %3786 = getelementptr inbounds float, ptr %2604, i64 41
  %3787 = load float, ptr %3786, align 4
  %3788 = getelementptr inbounds float, ptr %2604, i64 42
  %3789 = load float, ptr %3788, align 4
  %3790 = getelementptr inbounds float, ptr %2604, i64 43
  %3791 = load float, ptr %3790, align 4
  %3792 = getelementptr inbounds float, ptr %2604, i64 44
  %3793 = load float, ptr %3792, align 4
  %3794 = getelementptr inbounds float, ptr %2604, i64 45
  %3795 = load float, ptr %3794, align 4
  %3796 = getelementptr inbounds float, ptr %2604, i64 46
  %3797 = load float, ptr %3796, align 4
  %3798 = getelementptr inbounds float, ptr %2604, i64 47
  %3799 = load float, ptr %3798, align 4
  %3800 = getelementptr inbounds float, ptr %2604, i64 48
  %3801 = load float, ptr %3800, align 4
  %3802 = getelementptr inbounds float, ptr %2604, i64 49
  %3803 = load float, ptr %3802, align 4
  %3804 = getelementptr inbounds float, ptr %2604, i64 50
  %3805 = load float, ptr %3804, align 4
  %3806 = getelementptr inbounds float, ptr %2604, i64 51
  %3807 = load float, ptr %3806, align 4
  %3808 = getelementptr inbounds float, ptr %2604, i64 52
  %3809 = load float, ptr %3808, align 4
  %3810 = getelementptr inbounds float, ptr %2604, i64 53
  %3811 = load float, ptr %3810, align 4
  %3812 = getelementptr inbounds float, ptr %2604, i64 54
  %3813 = load float, ptr %3812, align 4
  %3814 = getelementptr inbounds float, ptr %2604, i64 55
  %3815 = load float, ptr %3814, align 4
  %3816 = getelementptr inbounds float, ptr %2604, i64 56
  %3817 = load float, ptr %3816, align 4
  %3818 = getelementptr inbounds float, ptr %2604, i64 57
  %3819 = load float, ptr %3818, align 4
  %3820 = getelementptr inbounds float, ptr %2604, i64 58
  %3821 = load float, ptr %3820, align 4
  %3822 = getelementptr inbounds float, ptr %2604, i64 59
  %3823 = load float, ptr %3822, align 4
  %3824 = getelementptr inbounds float, ptr %2604, i64 60
  %3825 = load float, ptr %3824, align 4
  %3826 = getelementptr inbounds float, ptr %2604, i64 61
  %3827 = load float, ptr %3826, align 4
  %3828 = getelementptr inbounds float, ptr %2604, i64 62
  %3829 = load float, ptr %3828, align 4
  %3830 = getelementptr inbounds float, ptr %2604, i64 63
  %3831 = load float, ptr %3830, align 4
  %3832 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $69, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, {$64, $65, $66, $67}, $68, p, 1, 1, 1;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i32 %3677, i32 %3684, i32 %3691, i32 %3698, i64 %3703, i32 1, float %3705, float %3707, float %3709, float %3711, float %3713, float %3715, float %3717, float %3719, float %3721, float %3723, float %3725, float %3727, float %3729, float %3731, float %3733, float %3735, float %3737, float %3739, float %3741, float %3743, float %3745, float %3747, float %3749, float %3751, float %3753, float %3755, float %3757, float %3759, float %3761, float %3763, float %3765, float %3767, float %3769, float %3771, float %3773, float %3775, float %3777, float %3779, float %3781, float %3783, float %3785, float %3787, float %3789, float %3791, float %3793, float %3795, float %3797, float %3799, float %3801, float %3803, float %3805, float %3807, float %3809, float %3811, float %3813, float %3815, float %3817, float %3819, float %3821, float %3823, float %3825, float %3827, float %3829, float %3831) #7
  %3833 = getelementptr inbounds float, ptr %2604, i64 0
  %3834 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 0
  store float %3834, ptr %3833, align 4
  %3835 = getelementptr inbounds float, ptr %2604, i64 1
  %3836 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 1
  store float %3836, ptr %3835, align 4
  %3837 = getelementptr inbounds float, ptr %2604, i64 2
  %3838 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 2
  store float %3838, ptr %3837, align 4
  %3839 = getelementptr inbounds float, ptr %2604, i64 3
  %3840 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 3
  store float %3840, ptr %3839, align 4
  %3841 = getelementptr inbounds float, ptr %2604, i64 4
  %3842 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 4
  store float %3842, ptr %3841, align 4
  %3843 = getelementptr inbounds float, ptr %2604, i64 5
  %3844 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 5
  store float %3844, ptr %3843, align 4
  %3845 = getelementptr inbounds float, ptr %2604, i64 6
  %3846 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 6
  store float %3846, ptr %3845, align 4
  %3847 = getelementptr inbounds float, ptr %2604, i64 7
  %3848 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 7
  store float %3848, ptr %3847, align 4
  %3849 = getelementptr inbounds float, ptr %2604, i64 8
  %3850 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 8
  store float %3850, ptr %3849, align 4
  %3851 = getelementptr inbounds float, ptr %2604, i64 9
  %3852 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 9
  store float %3852, ptr %3851, align 4
  %3853 = getelementptr inbounds float, ptr %2604, i64 10
  %3854 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 10
  store float %3854, ptr %3853, align 4
  %3855 = getelementptr inbounds float, ptr %2604, i64 11
  %3856 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 11
  store float %3856, ptr %3855, align 4
  %3857 = getelementptr inbounds float, ptr %2604, i64 12
  %3858 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 12
  store float %3858, ptr %3857, align 4
  %3859 = getelementptr inbounds float, ptr %2604, i64 13
  %3860 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 13
  store float %3860, ptr %3859, align 4
  %3861 = getelementptr inbounds float, ptr %2604, i64 14
  %3862 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 14
  store float %3862, ptr %3861, align 4
  %3863 = getelementptr inbounds float, ptr %2604, i64 15
  %3864 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 15
  store float %3864, ptr %3863, align 4
  %3865 = getelementptr inbounds float, ptr %2604, i64 16
  %3866 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 16
  store float %3866, ptr %3865, align 4
  %3867 = getelementptr inbounds float, ptr %2604, i64 17
  %3868 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 17
  store float %3868, ptr %3867, align 4
  %3869 = getelementptr inbounds float, ptr %2604, i64 18
  %3870 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 18
  store float %3870, ptr %3869, align 4
  %3871 = getelementptr inbounds float, ptr %2604, i64 19
  %3872 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 19
  store float %3872, ptr %3871, align 4
  %3873 = getelementptr inbounds float, ptr %2604, i64 20
  %3874 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 20
  store float %3874, ptr %3873, align 4
  %3875 = getelementptr inbounds float, ptr %2604, i64 21
  %3876 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 21
  store float %3876, ptr %3875, align 4
  %3877 = getelementptr inbounds float, ptr %2604, i64 22
  %3878 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 22
  store float %3878, ptr %3877, align 4
  %3879 = getelementptr inbounds float, ptr %2604, i64 23
  %3880 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 23
  store float %3880, ptr %3879, align 4
  %3881 = getelementptr inbounds float, ptr %2604, i64 24
  %3882 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 24
  store float %3882, ptr %3881, align 4
  %3883 = getelementptr inbounds float, ptr %2604, i64 25
  %3884 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 25
  store float %3884, ptr %3883, align 4
  %3885 = getelementptr inbounds float, ptr %2604, i64 26
  %3886 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 26
  store float %3886, ptr %3885, align 4
  %3887 = getelementptr inbounds float, ptr %2604, i64 27
  %3888 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 27
  store float %3888, ptr %3887, align 4
  %3889 = getelementptr inbounds float, ptr %2604, i64 28
  %3890 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 28
  store float %3890, ptr %3889, align 4
  %3891 = getelementptr inbounds float, ptr %2604, i64 29
  %3892 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 29
  store float %3892, ptr %3891, align 4
  %3893 = getelementptr inbounds float, ptr %2604, i64 30
  %3894 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 30
  store float %3894, ptr %3893, align 4
  %3895 = getelementptr inbounds float, ptr %2604, i64 31
  %3896 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 31
  store float %3896, ptr %3895, align 4
  %3897 = getelementptr inbounds float, ptr %2604, i64 32
  %3898 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 32
  store float %3898, ptr %3897, align 4
  %3899 = getelementptr inbounds float, ptr %2604, i64 33
  %3900 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 33
  store float %3900, ptr %3899, align 4
  %3901 = getelementptr inbounds float, ptr %2604, i64 34
  %3902 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 34
  store float %3902, ptr %3901, align 4
  %3903 = getelementptr inbounds float, ptr %2604, i64 35
  %3904 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 35
  store float %3904, ptr %3903, align 4
  %3905 = getelementptr inbounds float, ptr %2604, i64 36
  %3906 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 36
  store float %3906, ptr %3905, align 4
  %3907 = getelementptr inbounds float, ptr %2604, i64 37
  %3908 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 37
  store float %3908, ptr %3907, align 4
  %3909 = getelementptr inbounds float, ptr %2604, i64 38
  %3910 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 38
  store float %3910, ptr %3909, align 4
  %3911 = getelementptr inbounds float, ptr %2604, i64 39
  %3912 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 39
  store float %3912, ptr %3911, align 4
  %3913 = getelementptr inbounds float, ptr %2604, i64 40
  %3914 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 40
  store float %3914, ptr %3913, align 4
  %3915 = getelementptr inbounds float, ptr %2604, i64 41
  %3916 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 41
  store float %3916, ptr %3915, align 4
  %3917 = getelementptr inbounds float, ptr %2604, i64 42
  %3918 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 42
  store float %3918, ptr %3917, align 4
  %3919 = getelementptr inbounds float, ptr %2604, i64 43
  %3920 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 43
  store float %3920, ptr %3919, align 4
  %3921 = getelementptr inbounds float, ptr %2604, i64 44
  %3922 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 44
  store float %3922, ptr %3921, align 4
  %3923 = getelementptr inbounds float, ptr %2604, i64 45
  %3924 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 45
  store float %3924, ptr %3923, align 4
  %3925 = getelementptr inbounds float, ptr %2604, i64 46
  %3926 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 46
  store float %3926, ptr %3925, align 4
  %3927 = getelementptr inbounds float, ptr %2604, i64 47
  %3928 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 47
  store float %3928, ptr %3927, align 4
  %3929 = getelementptr inbounds float, ptr %2604, i64 48
  %3930 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 48
  store float %3930, ptr %3929, align 4
  %3931 = getelementptr inbounds float, ptr %2604, i64 49
  %3932 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 49
  store float %3932, ptr %3931, align 4
  %3933 = getelementptr inbounds float, ptr %2604, i64 50
  %3934 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 50
  store float %3934, ptr %3933, align 4
  %3935 = getelementptr inbounds float, ptr %2604, i64 51
  %3936 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 51
  store float %3936, ptr %3935, align 4
  %3937 = getelementptr inbounds float, ptr %2604, i64 52
  %3938 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 52
  store float %3938, ptr %3937, align 4
  %3939 = getelementptr inbounds float, ptr %2604, i64 53
  %3940 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 53
  store float %3940, ptr %3939, align 4
  %3941 = getelementptr inbounds float, ptr %2604, i64 54
  %3942 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 54
  store float %3942, ptr %3941, align 4
  %3943 = getelementptr inbounds float, ptr %2604, i64 55
  %3944 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 55
  store float %3944, ptr %3943, align 4
  %3945 = getelementptr inbounds float, ptr %2604, i64 56
  %3946 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 56
  store float %3946, ptr %3945, align 4
  %3947 = getelementptr inbounds float, ptr %2604, i64 57
  %3948 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 57
  store float %3948, ptr %3947, align 4
  %3949 = getelementptr inbounds float, ptr %2604, i64 58
  %3950 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 58
  store float %3950, ptr %3949, align 4
  %3951 = getelementptr inbounds float, ptr %2604, i64 59
  %3952 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 59
  store float %3952, ptr %3951, align 4
  %3953 = getelementptr inbounds float, ptr %2604, i64 60
  %3954 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 60
  store float %3954, ptr %3953, align 4
  %3955 = getelementptr inbounds float, ptr %2604, i64 61
  %3956 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 61
  store float %3956, ptr %3955, align 4
  %3957 = getelementptr inbounds float, ptr %2604, i64 62
  %3958 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 62
  store float %3958, ptr %3957, align 4
  %3959 = getelementptr inbounds float, ptr %2604, i64 63
  %3960 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3832, 63
  store float %3960, ptr %3959, align 4
  call void asm sideeffect "wgmma.commit_group.sync.aligned;", "~{memory}"() #7
  call void asm sideeffect "wgmma.wait_group.sync.aligned 0;", "~{memory}"() #7
  %3961 = getelementptr inbounds float, ptr %2604, i64 0
  %3962 = load float, ptr %3961, align 4
  %3963 = call float asm sideeffect "", "=f,0,~{memory}"(float %3962)
  store float %3963, ptr %3961, align 4
  %3964 = getelementptr inbounds float, ptr %2604, i64 1
  %3965 = load float, ptr %3964, align 4
  %3966 = call float asm sideeffect "", "=f,0,~{memory}"(float %3965)
  store float %3966, ptr %3964, align 4
  %3967 = getelementptr inbounds float, ptr %2604, i64 2
  %3968 = load float, ptr %3967, align 4
  %3969 = call float asm sideeffect "", "=f,0,~{memory}"(float %3968)
  store float %3969, ptr %3967, align 4
  %3970 = getelementptr inbounds float, ptr %2604, i64 3
  %3971 = load float, ptr %3970, align 4
  %3972 = call float asm sideeffect "", "=f,0,~{memory}"(float %3971)
  store float %3972, ptr %3970, align 4
  %3973 = getelementptr inbounds float, ptr %2604, i64 4
  %3974 = load float, ptr %3973, align 4
  %3975 = call float asm sideeffect "", "=f,0,~{memory}"(float %3974)
  store float %3975, ptr %3973, align 4
  %3976 = getelementptr inbounds float, ptr %2604, i64 5
  %3977 = load float, ptr %3976, align 4
  %3978 = call float asm sideeffect "", "=f,0,~{memory}"(float %3977)
  store float %3978, ptr %3976, align 4
  %3979 = getelementptr inbounds float, ptr %2604, i64 6
  %3980 = load float, ptr %3979, align 4
  %3981 = call float asm sideeffect "", "=f,0,~{memory}"(float %3980)
  store float %3981, ptr %3979, align 4
  %3982 = getelementptr inbounds float, ptr %2604, i64 7
  %3983 = load float, ptr %3982, align 4
  %3984 = call float asm sideeffect "", "=f,0,~{memory}"(float %3983)
  store float %3984, ptr %3982, align 4
  %3985 = getelementptr inbounds float, ptr %2604, i64 8
  %3986 = load float, ptr %3985, align 4
  %3987 = call float asm sideeffect "", "=f,0,~{memory}"(float %3986)
  store float %3987, ptr %3985, align 4
  %3988 = getelementptr inbounds float, ptr %2604, i64 9
  %3989 = load float, ptr %3988, align 4
  %3990 = call float asm sideeffect "", "=f,0,~{memory}"(float %3989)
  store float %3990, ptr %3988, align 4
  %3991 = getelementptr inbounds float, ptr %2604, i64 10
  %3992 = load float, ptr %3991, align 4
  %3993 = call float asm sideeffect "", "=f,0,~{memory}"(float %3992)
  store float %3993, ptr %3991, align 4
  %3994 = getelementptr inbounds float, ptr %2604, i64 11
  %3995 = load float, ptr %3994, align 4
  %3996 = call float asm sideeffect "", "=f,0,~{memory}"(float %3995)
  store float %3996, ptr %3994, align 4
  %3997 = getelementptr inbounds float, ptr %2604, i64 12
  %3998 = load float, ptr %3997, align 4
  %3999 = call float asm sideeffect "", "=f,0,~{memory}"(float %3998)
  store float %3999, ptr %3997, align 4
  %4000 = getelementptr inbounds float, ptr %2604, i64 13
  %4001 = load float, ptr %4000, align 4
  %4002 = call float asm sideeffect "", "=f,0,~{memory}"(float %4001)
  store float %4002, ptr %4000, align 4
  %4003 = getelementptr inbounds float, ptr %2604, i64 14
  %4004 = load float, ptr %4003, align 4
  %4005 = call float asm sideeffect "", "=f,0,~{memory}"(float %4004)
  store float %4005, ptr %4003, align 4
  %4006 = getelementptr inbounds float, ptr %2604, i64 15
  %4007 = load float, ptr %4006, align 4
  %4008 = call float asm sideeffect "", "=f,0,~{memory}"(float %4007)
  store float %4008, ptr %4006, align 4
  %4009 = getelementptr inbounds float, ptr %2604, i64 16
  %4010 = load float, ptr %4009, align 4
  %4011 = call float asm sideeffect "", "=f,0,~{memory}"(float %4010)
  store float %4011, ptr %4009, align 4
  %4012 = getelementptr inbounds float, ptr %2604, i64 17
  %4013 = load float, ptr %4012, align 4
  %4014 = call float asm sideeffect "", "=f,0,~{memory}"(float %4013)
  store float %4014, ptr %4012, align 4
  %4015 = getelementptr inbounds float, ptr %2604, i64 18
  %4016 = load float, ptr %4015, align 4
  %4017 = call float asm sideeffect "", "=f,0,~{memory}"(float %4016)
  store float %4017, ptr %4015, align 4
  %4018 = getelementptr inbounds float, ptr %2604, i64 19
  %4019 = load float, ptr %4018, align 4
  %4020 = call float asm sideeffect "", "=f,0,~{memory}"(float %4019)
  store float %4020, ptr %4018, align 4
  %4021 = getelementptr inbounds float, ptr %2604, i64 20
  %4022 = load float, ptr %4021, align 4
  %4023 = call float asm sideeffect "", "=f,0,~{memory}"(float %4022)
  store float %4023, ptr %4021, align 4
  %4024 = getelementptr inbounds float, ptr %2604, i64 21
  %4025 = load float, ptr %4024, align 4
  %4026 = call float asm sideeffect "", "=f,0,~{memory}"(float %4025)
  store float %4026, ptr %4024, align 4
  %4027 = getelementptr inbounds float, ptr %2604, i64 22
  %4028 = load float, ptr %4027, align 4
  %4029 = call float asm sideeffect "", "=f,0,~{memory}"(float %4028)
  store float %4029, ptr %4027, align 4
  %4030 = getelementptr inbounds float, ptr %2604, i64 23
  %4031 = load float, ptr %4030, align 4
  %4032 = call float asm sideeffect "", "=f,0,~{memory}"(float %4031)
  store float %4032, ptr %4030, align 4
  %4033 = getelementptr inbounds float, ptr %2604, i64 24
  %4034 = load float, ptr %4033, align 4
  %4035 = call float asm sideeffect "", "=f,0,~{memory}"(float %4034)
  store float %4035, ptr %4033, align 4
  %4036 = getelementptr inbounds float, ptr %2604, i64 25
  %4037 = load float, ptr %4036, align 4
  %4038 = call float asm sideeffect "", "=f,0,~{memory}"(float %4037)
  store float %4038, ptr %4036, align 4
  %4039 = getelementptr inbounds float, ptr %2604, i64 26
  %4040 = load float, ptr %4039, align 4
  %4041 = call float asm sideeffect "", "=f,0,~{memory}"(float %4040)
  store float %4041, ptr %4039, align 4
  %4042 = getelementptr inbounds float, ptr %2604, i64 27
  %4043 = load float, ptr %4042, align 4
  %4044 = call float asm sideeffect "", "=f,0,~{memory}"(float %4043)
  store float %4044, ptr %4042, align 4
  %4045 = getelementptr inbounds float, ptr %2604, i64 28
  %4046 = load float, ptr %4045, align 4
  %4047 = call float asm sideeffect "", "=f,0,~{memory}"(float %4046)
  store float %4047, ptr %4045, align 4
  %4048 = getelementptr inbounds float, ptr %2604, i64 29
  %4049 = load float, ptr %4048, align 4
  %4050 = call float asm sideeffect "", "=f,0,~{memory}"(float %4049)
  store float %4050, ptr %4048, align 4
  %4051 = getelementptr inbounds float, ptr %2604, i64 30
  %4052 = load float, ptr %4051, align 4
  %4053 = call float asm sideeffect "", "=f,0,~{memory}"(float %4052)
  store float %4053, ptr %4051, align 4
  %4054 = getelementptr inbounds float, ptr %2604, i64 31
  %4055 = load float, ptr %4054, align 4
  %4056 = call float asm sideeffect "", "=f,0,~{memory}"(float %4055)
  store float %4056, ptr %4054, align 4
  %4057 = getelementptr inbounds float, ptr %2604, i64 32
  %4058 = load float, ptr %4057, align 4
  %4059 = call float asm sideeffect "", "=f,0,~{memory}"(float %4058)
  store float %4059, ptr %4057, align 4
  %4060 = getelementptr inbounds float, ptr %2604, i64 33
  %4061 = load float, ptr %4060, align 4
  %4062 = call float asm sideeffect "", "=f,0,~{memory}"(float %4061)
  store float %4062, ptr %4060, align 4
  %4063 = getelementptr inbounds float, ptr %2604, i64 34
  %4064 = load float, ptr %4063, align 4
  %4065 = call float asm sideeffect "", "=f,0,~{memory}"(float %4064)
  store float %4065, ptr %4063, align 4
  %4066 = getelementptr inbounds float, ptr %2604, i64 35
  %4067 = load float, ptr %4066, align 4
  %4068 = call float asm sideeffect "", "=f,0,~{memory}"(float %4067)
  store float %4068, ptr %4066, align 4
  %4069 = getelementptr inbounds float, ptr %2604, i64 36
  %4070 = load float, ptr %4069, align 4
  %4071 = call float asm sideeffect "", "=f,0,~{memory}"(float %4070)
  store float %4071, ptr %4069, align 4
  %4072 = getelementptr inbounds float, ptr %2604, i64 37
  %4073 = load float, ptr %4072, align 4
  %4074 = call float asm sideeffect "", "=f,0,~{memory}"(float %4073)
  store float %4074, ptr %4072, align 4
  %4075 = getelementptr inbounds float, ptr %2604, i64 38
  %4076 = load float, ptr %4075, align 4
  %4077 = call float asm sideeffect "", "=f,0,~{memory}"(float %4076)
  store float %4077, ptr %4075, align 4
  %4078 = getelementptr inbounds float, ptr %2604, i64 39
  %4079 = load float, ptr %4078, align 4
  %4080 = call float asm sideeffect "", "=f,0,~{memory}"(float %4079)
  store float %4080, ptr %4078, align 4
  %4081 = getelementptr inbounds float, ptr %2604, i64 40
  %4082 = load float, ptr %4081, align 4
  %4083 = call float asm sideeffect "", "=f,0,~{memory}"(float %4082)
  store float %4083, ptr %4081, align 4
  %4084 = getelementptr inbounds float, ptr %2604, i64 41
  %4085 = load float, ptr %4084, align 4
  %4086 = call float asm sideeffect "", "=f,0,~{memory}"(float %4085)
  store float %4086, ptr %4084, align 4
  %4087 = getelementptr inbounds float, ptr %2604, i64 42
  %4088 = load float, ptr %4087, align 4
  %4089 = call float asm sideeffect "", "=f,0,~{memory}"(float %4088)
  store float %4089, ptr %4087, align 4
  %4090 = getelementptr inbounds float, ptr %2604, i64 43
  %4091 = load float, ptr %4090, align 4
  %4092 = call float asm sideeffect "", "=f,0,~{memory}"(float %4091)
  store float %4092, ptr %4090, align 4
  %4093 = getelementptr inbounds float, ptr %2604, i64 44
  %4094 = load float, ptr %4093, align 4
  %4095 = call float asm sideeffect "", "=f,0,~{memory}"(float %4094)
  store float %4095, ptr %4093, align 4
  %4096 = getelementptr inbounds float, ptr %2604, i64 45
  %4097 = load float, ptr %4096, align 4
  %4098 = call float asm sideeffect "", "=f,0,~{memory}"(float %4097)
  store float %4098, ptr %4096, align 4
  %4099 = getelementptr inbounds float, ptr %2604, i64 46
  %4100 = load float, ptr %4099, align 4
  %4101 = call float asm sideeffect "", "=f,0,~{memory}"(float %4100)
  store float %4101, ptr %4099, align 4
  %4102 = getelementptr inbounds float, ptr %2604, i64 47
  %4103 = load float, ptr %4102, align 4
  %4104 = call float asm sideeffect "", "=f,0,~{memory}"(float %4103)
  store float %4104, ptr %4102, align 4
  %4105 = getelementptr inbounds float, ptr %2604, i64 48
  %4106 = load float, ptr %4105, align 4
  %4107 = call float asm sideeffect "", "=f,0,~{memory}"(float %4106)
  store float %4107, ptr %4105, align 4
  %4108 = getelementptr inbounds float, ptr %2604, i64 49
  %4109 = load float, ptr %4108, align 4
  %4110 = call float asm sideeffect "", "=f,0,~{memory}"(float %4109)
  store float %4110, ptr %4108, align 4
  %4111 = getelementptr inbounds float, ptr %2604, i64 50
  %4112 = load float, ptr %4111, align 4
  %4113 = call float asm sideeffect "", "=f,0,~{memory}"(float %4112)
  store float %4113, ptr %4111, align 4
  %4114 = getelementptr inbounds float, ptr %2604, i64 51
  %4115 = load float, ptr %4114, align 4
  %4116 = call float asm sideeffect "", "=f,0,~{memory}"(float %4115)
  store float %4116, ptr %4114, align 4
  %4117 = getelementptr inbounds float, ptr %2604, i64 52
  %4118 = load float, ptr %4117, align 4
  %4119 = call float asm sideeffect "", "=f,0,~{memory}"(float %4118)
  store float %4119, ptr %4117, align 4
  %4120 = getelementptr inbounds float, ptr %2604, i64 53
  %4121 = load float, ptr %4120, align 4
  %4122 = call float asm sideeffect "", "=f,0,~{memory}"(float %4121)
  store float %4122, ptr %4120, align 4
  %4123 = getelementptr inbounds float, ptr %2604, i64 54
  %4124 = load float, ptr %4123, align 4
  %4125 = call float asm sideeffect "", "=f,0,~{memory}"(float %4124)
  store float %4125, ptr %4123, align 4
  %4126 = getelementptr inbounds float, ptr %2604, i64 55
  %4127 = load float, ptr %4126, align 4
  %4128 = call float asm sideeffect "", "=f,0,~{memory}"(float %4127)
  store float %4128, ptr %4126, align 4
  %4129 = getelementptr inbounds float, ptr %2604, i64 56
  %4130 = load float, ptr %4129, align 4
  %4131 = call float asm sideeffect "", "=f,0,~{memory}"(float %4130)
  store float %4131, ptr %4129, align 4
  %4132 = getelementptr inbounds float, ptr %2604, i64 57
  %4133 = load float, ptr %4132, align 4
  %4134 = call float asm sideeffect "", "=f,0,~{memory}"(float %4133)
  store float %4134, ptr %4132, align 4
  %4135 = getelementptr inbounds float, ptr %2604, i64 58
  %4136 = load float, ptr %4135, align 4
  %4137 = call float asm sideeffect "", "=f,0,~{memory}"(float %4136)
  store float %4137, ptr %4135, align 4
  %4138 = getelementptr inbounds float, ptr %2604, i64 59
  %4139 = load float, ptr %4138, align 4
  %4140 = call float asm sideeffect "", "=f,0,~{memory}"(float %4139)
  store float %4140, ptr %4138, align 4
  %4141 = getelementptr inbounds float, ptr %2604, i64 60
  %4142 = load float, ptr %4141, align 4
  %4143 = call float asm sideeffect "", "=f,0,~{memory}"(float %4142)
  store float %4143, ptr %4141, align 4
  %4144 = getelementptr inbounds float, ptr %2604, i64 61
  %4145 = load float, ptr %4144, align 4
  %4146 = call float asm sideeffect "", "=f,0,~{memory}"(float %4145)
  store float %4146, ptr %4144, align 4
  %4147 = getelementptr inbounds float, ptr %2604, i64 62
  %4148 = load float, ptr %4147, align 4
  %4149 = call float asm sideeffect "", "=f,0,~{memory}"(float %4148)
  store float %4149, ptr %4147, align 4
  %4150 = getelementptr inbounds float, ptr %2604, i64 63
  %4151 = load float, ptr %4150, align 4
  %4152 = call float asm sideeffect "", "=f,0,~{memory}"(float %4151)
  store float %4152, ptr %4150, align 4
  br label %wgmma.done136

wgmma.done136:                                    ; preds = %wgmma.group135, %l.end130
  %k.next = add nsw i32 %k, 1
  br label %k.cond

l.cond137:                                        ; preds = %l.body138, %k.end
  %l140 = phi i32 [ 0, %k.end ], [ %l.next143, %l.body138 ]
  %4153 = icmp slt i32 %l140, 32
  br i1 %4153, label %l.body138, label %l.end139

l.body138:                                        ; preds = %l.cond137
  %4154 = mul nsw i32 %l140, 2
  %4155 = sext i32 %4154 to i64
  %4156 = getelementptr inbounds float, ptr %acc_o, i64 %4155
  %4157 = mul nsw i32 %l140, 2
  %4158 = sext i32 %4157 to i64
  %4159 = getelementptr inbounds float, ptr %acc_o, i64 %4158
  %4160 = load <2 x float>, ptr %4159, align 8
  %4161 = sdiv i32 %l140, 2
  %4162 = srem i32 %l140, 2
  %4163 = icmp slt i32 %4162, 0
  %4164 = icmp ne i1 %4163, false
  %4165 = icmp ne i32 %4162, 0
  %4166 = and i1 %4165, %4164
  %4167 = add i32 %4162, 2
  %4168 = select i1 %4166, i32 %4167, i32 %4162
  %4169 = sext i32 %4168 to i64
  %4170 = getelementptr inbounds float, ptr %logsum, i64 %4169
  %4171 = load float, ptr %4170, align 4
  %.splatinsert141 = insertelement <2 x float> poison, float %4171, i64 0
  %.splat142 = shufflevector <2 x float> %.splatinsert141, <2 x float> poison, <2 x i32> zeroinitializer
  %4172 = fdiv <2 x float> %4160, %.splat142
  store <2 x float> %4172, ptr %4156, align 8
  %l.next143 = add nsw i32 %l140, 1
  br label %l.cond137, !llvm.loop !34

l.end139:                                         ; preds = %l.cond137
  br label %l.cond144

l.cond144:                                        ; preds = %__nv_log2f.exit, %l.end139
  %l147 = phi i32 [ 0, %l.end139 ], [ %l.next148, %__nv_log2f.exit ]
  %4173 = icmp slt i32 %l147, 2
  br i1 %4173, label %l.body145, label %l.end146

l.body145:                                        ; preds = %l.cond144
  %4174 = sext i32 %l147 to i64
  %4175 = getelementptr inbounds float, ptr %lse_local, i64 %4174
  %4176 = sext i32 %l147 to i64
  %4177 = getelementptr inbounds float, ptr %logsum, i64 %4176
  %4178 = load float, ptr %4177, align 4
  %4179 = fcmp olt float %4178, 0x3810000000000000
  br i1 %4179, label %4180, label %4182

4180:                                             ; preds = %l.body145
  %4181 = fmul float %4178, 0x4160000000000000
  br label %4182

4182:                                             ; preds = %4180, %l.body145
  %.02.i = phi float [ %4181, %4180 ], [ %4178, %l.body145 ]
  %i.i.0.i = phi float [ -2.300000e+01, %4180 ], [ 0.000000e+00, %l.body145 ]
  %4183 = bitcast float %.02.i to i32
  %4184 = sub i32 %4183, 1060439283
  %4185 = and i32 %4184, -8388608
  %4186 = bitcast float %.02.i to i32
  %4187 = sub i32 %4186, %4185
  %4188 = bitcast i32 %4187 to float
  %4189 = sitofp i32 %4185 to float
  %4190 = call float @llvm.nvvm.fma.rn.f(float %4189, float 0x3E80000000000000, float %i.i.0.i) #0
  %4191 = fsub float %4188, 1.000000e+00
  %4192 = call float @llvm.nvvm.fma.rn.f(float 0x3FB8D64FE0000000, float %4191, float 0xBFC58FE600000000) #0
  %4193 = call float @llvm.nvvm.fma.rn.f(float %4192, float %4191, float 0x3FC5F9E540000000) #0
  %4194 = call float @llvm.nvvm.fma.rn.f(float %4193, float %4191, float 0xBFC6E9C860000000) #0
  %4195 = call float @llvm.nvvm.fma.rn.f(float %4194, float %4191, float 0x3FCA417E80000000) #0
  %4196 = call float @llvm.nvvm.fma.rn.f(float %4195, float %4191, float 0xBFCEC79160000000) #0
  %4197 = call float @llvm.nvvm.fma.rn.f(float %4196, float %4191, float 0x3FD277F320000000) #0
  %4198 = call float @llvm.nvvm.fma.rn.f(float %4197, float %4191, float 0xBFD7154920000000) #0
  %4199 = call float @llvm.nvvm.fma.rn.f(float %4198, float %4191, float 0x3FDEC70940000000) #0
  %4200 = call float @llvm.nvvm.fma.rn.f(float %4199, float %4191, float 0xBFE7154760000000) #0
  %4201 = fmul float %4200, %4191
  %4202 = fmul float %4201, %4191
  %4203 = call float @llvm.nvvm.fma.rn.f(float %4191, float 0x3FF7154760000000, float %4202) #0
  %4204 = fadd float %4203, %4190
  %4205 = bitcast float %.02.i to i32
  %4206 = icmp uge i32 %4205, 2139095040
  br i1 %4206, label %4207, label %4209

4207:                                             ; preds = %4182
  %4208 = call float @llvm.nvvm.fma.rn.f(float %.02.i, float 0x7FF0000000000000, float 0x7FF0000000000000) #0
  br label %4209

4209:                                             ; preds = %4207, %4182
  %r.i.0.i = phi float [ %4208, %4207 ], [ %4204, %4182 ]
  %4210 = fcmp oeq float %.02.i, 0.000000e+00
  br i1 %4210, label %4211, label %__nv_log2f.exit

4211:                                             ; preds = %4209
  br label %__nv_log2f.exit

__nv_log2f.exit:                                  ; preds = %4209, %4211
  %r.i.1.i = phi float [ 0xFFF0000000000000, %4211 ], [ %r.i.0.i, %4209 ]
  %4212 = sext i32 %l147 to i64
  %4213 = getelementptr inbounds float, ptr %scores_max, i64 %4212
  %4214 = load float, ptr %4213, align 4
  %4215 = fmul float %4214, 0x3FC0527DC0000000
  %4216 = fadd float %r.i.1.i, %4215
  %4217 = fmul float %4216, 0x3FE62E4300000000
  store float %4217, ptr %4175, align 4
  %l.next148 = add nsw i32 %l147, 1
  br label %l.cond144, !llvm.loop !35

l.end146:                                         ; preds = %l.cond144
  call void @llvm.nvvm.barrier0()
  br label %l.cond149

l.cond149:                                        ; preds = %l.body150, %l.end146
  %l152 = phi i32 [ 0, %l.end146 ], [ %l.next153, %l.body150 ]
  %4218 = icmp slt i32 %l152, 32
  br i1 %4218, label %l.body150, label %l.end151

l.body150:                                        ; preds = %l.cond149
  %4219 = sdiv i32 %tx, 32
  %4220 = srem i32 %tx, 32
  %4221 = icmp slt i32 %4220, 0
  %4222 = icmp ne i1 %4221, false
  %4223 = icmp ne i32 %4220, 0
  %4224 = and i1 %4223, %4222
  %4225 = sub i32 %4219, 1
  %4226 = select i1 %4224, i32 %4225, i32 %4219
  %4227 = mul nsw i32 %4226, 8
  %4228 = sdiv i32 %l152, 2
  %4229 = srem i32 %l152, 2
  %4230 = icmp slt i32 %4229, 0
  %4231 = icmp ne i1 %4230, false
  %4232 = icmp ne i32 %4229, 0
  %4233 = and i1 %4232, %4231
  %4234 = add i32 %4229, 2
  %4235 = select i1 %4233, i32 %4234, i32 %4229
  %4236 = mul nsw i32 %4235, 8
  %4237 = add nsw i32 %4227, %4236
  %4238 = sdiv i32 %tx, 4
  %4239 = srem i32 %tx, 4
  %4240 = icmp slt i32 %4239, 0
  %4241 = icmp ne i1 %4240, false
  %4242 = icmp ne i32 %4239, 0
  %4243 = and i1 %4242, %4241
  %4244 = sub i32 %4238, 1
  %4245 = select i1 %4243, i32 %4244, i32 %4238
  %4246 = add nsw i32 %4237, %4245
  %4247 = mul nsw i32 %4246, 128
  %4248 = sdiv i32 %l152, 2
  %4249 = srem i32 %l152, 2
  %4250 = icmp slt i32 %4249, 0
  %4251 = icmp ne i1 %4250, false
  %4252 = icmp ne i32 %4249, 0
  %4253 = and i1 %4252, %4251
  %4254 = sub i32 %4248, 1
  %4255 = select i1 %4253, i32 %4254, i32 %4248
  %4256 = mul nsw i32 %4255, 8
  %4257 = add nsw i32 %4247, %4256
  %4258 = sdiv i32 %tx, 4
  %4259 = srem i32 %tx, 4
  %4260 = icmp slt i32 %4259, 0
  %4261 = icmp ne i1 %4260, false
  %4262 = icmp ne i32 %4259, 0
  %4263 = and i1 %4262, %4261
  %4264 = add i32 %4259, 4
  %4265 = select i1 %4263, i32 %4264, i32 %4259
  %4266 = mul nsw i32 %4265, 2
  %4267 = add nsw i32 %4257, %4266
  %4268 = sext i32 %4267 to i64
  %4269 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %4268
  %4270 = mul nsw i32 %l152, 2
  %4271 = sext i32 %4270 to i64
  %4272 = getelementptr inbounds float, ptr %acc_o, i64 %4271
  %4273 = load <2 x float>, ptr %4272, align 8
  %4274 = fptrunc <2 x float> %4273 to <2 x half>
  store <2 x half> %4274, ptr addrspace(3) %4269, align 4
  %l.next153 = add nsw i32 %l152, 1
  br label %l.cond149, !llvm.loop !36

l.end151:                                         ; preds = %l.cond149
  call void @llvm.nvvm.barrier0()
  br label %l.cond154

l.cond154:                                        ; preds = %if.end159, %l.end151
  %l157 = phi i32 [ 0, %l.end151 ], [ %l.next160, %if.end159 ]
  %4275 = icmp slt i32 %l157, 8
  br i1 %4275, label %l.body155, label %l.end156

l.body155:                                        ; preds = %l.cond154
  %4276 = mul nsw i32 %bx, 128
  %4277 = mul nsw i32 %l157, 16
  %4278 = add nsw i32 %4276, %4277
  %4279 = sdiv i32 %tx, 16
  %4280 = srem i32 %tx, 16
  %4281 = icmp slt i32 %4280, 0
  %4282 = icmp ne i1 %4281, false
  %4283 = icmp ne i32 %4280, 0
  %4284 = and i1 %4283, %4282
  %4285 = sub i32 %4279, 1
  %4286 = select i1 %4284, i32 %4285, i32 %4279
  %4287 = add nsw i32 %4278, %4286
  %4288 = icmp slt i32 %4287, %seq_len
  br i1 %4288, label %if.then158, label %if.end159

l.end156:                                         ; preds = %l.cond154
  br label %l.cond161

if.then158:                                       ; preds = %l.body155
  %4289 = mul nsw i32 %bz, %seq_len
  %4290 = mul nsw i32 %bx, 128
  %4291 = add nsw i32 %4289, %4290
  %4292 = mul nsw i32 %l157, 16
  %4293 = add nsw i32 %4291, %4292
  %4294 = sdiv i32 %tx, 16
  %4295 = srem i32 %tx, 16
  %4296 = icmp slt i32 %4295, 0
  %4297 = icmp ne i1 %4296, false
  %4298 = icmp ne i32 %4295, 0
  %4299 = and i1 %4298, %4297
  %4300 = sub i32 %4294, 1
  %4301 = select i1 %4299, i32 %4300, i32 %4294
  %4302 = add nsw i32 %4293, %4301
  %4303 = mul nsw i32 %4302, %heads
  %4304 = add nsw i32 %4303, %by
  %4305 = mul nsw i32 %4304, 128
  %4306 = sdiv i32 %tx, 16
  %4307 = srem i32 %tx, 16
  %4308 = icmp slt i32 %4307, 0
  %4309 = icmp ne i1 %4308, false
  %4310 = icmp ne i32 %4307, 0
  %4311 = and i1 %4310, %4309
  %4312 = add i32 %4307, 16
  %4313 = select i1 %4311, i32 %4312, i32 %4307
  %4314 = mul nsw i32 %4313, 8
  %4315 = add nsw i32 %4305, %4314
  %4316 = sext i32 %4315 to i64
  %4317 = getelementptr inbounds half, ptr addrspace(1) %Output, i64 %4316
  %4318 = mul nsw i32 %l157, 16
  %4319 = sdiv i32 %tx, 16
  %4320 = srem i32 %tx, 16
  %4321 = icmp slt i32 %4320, 0
  %4322 = icmp ne i1 %4321, false
  %4323 = icmp ne i32 %4320, 0
  %4324 = and i1 %4323, %4322
  %4325 = sub i32 %4319, 1
  %4326 = select i1 %4324, i32 %4325, i32 %4319
  %4327 = add nsw i32 %4318, %4326
  %4328 = mul nsw i32 %4327, 128
  %4329 = sdiv i32 %tx, 16
  %4330 = srem i32 %tx, 16
  %4331 = icmp slt i32 %4330, 0
  %4332 = icmp ne i1 %4331, false
  %4333 = icmp ne i32 %4330, 0
  %4334 = and i1 %4333, %4332
  %4335 = add i32 %4330, 16
  %4336 = select i1 %4334, i32 %4335, i32 %4330
  %4337 = mul nsw i32 %4336, 8
  %4338 = add nsw i32 %4328, %4337
  %4339 = sext i32 %4338 to i64
  %4340 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %4339
  %4341 = load <8 x half>, ptr addrspace(3) %4340, align 16
  store <8 x half> %4341, ptr addrspace(1) %4317, align 16
  br label %if.end159

if.end159:                                        ; preds = %if.then158, %l.body155
  %l.next160 = add nsw i32 %l157, 1
  br label %l.cond154, !llvm.loop !37

l.cond161:                                        ; preds = %if.end166, %l.end156
  %l164 = phi i32 [ 0, %l.end156 ], [ %l.next167, %if.end166 ]
  %4342 = icmp slt i32 %l164, 2
  br i1 %4342, label %l.body162, label %l.end163

l.body162:                                        ; preds = %l.cond161
  %4343 = mul nsw i32 %bx, 128
  %4344 = mul nsw i32 %l164, 8
  %4345 = add nsw i32 %4343, %4344
  %4346 = sdiv i32 %tx, 32
  %4347 = srem i32 %tx, 32
  %4348 = icmp slt i32 %4347, 0
  %4349 = icmp ne i1 %4348, false
  %4350 = icmp ne i32 %4347, 0
  %4351 = and i1 %4350, %4349
  %4352 = sub i32 %4346, 1
  %4353 = select i1 %4351, i32 %4352, i32 %4346
  %4354 = mul nsw i32 %4353, 8
  %4355 = add nsw i32 %4345, %4354
  %4356 = sdiv i32 %tx, 4
  %4357 = srem i32 %tx, 4
  %4358 = icmp slt i32 %4357, 0
  %4359 = icmp ne i1 %4358, false
  %4360 = icmp ne i32 %4357, 0
  %4361 = and i1 %4360, %4359
  %4362 = sub i32 %4356, 1
  %4363 = select i1 %4361, i32 %4362, i32 %4356
  %4364 = add nsw i32 %4355, %4363
  %4365 = icmp slt i32 %4364, %seq_len
  br i1 %4365, label %if.then165, label %if.end166

l.end163:                                         ; preds = %l.cond161
  ret void

if.then165:                                       ; preds = %l.body162
  %4366 = mul nsw i32 %bz, %heads
  %4367 = add nsw i32 %4366, %by
  %4368 = mul nsw i32 %4367, %seq_len
  %4369 = mul nsw i32 %bx, 128
  %4370 = add nsw i32 %4368, %4369
  %4371 = mul nsw i32 %l164, 8
  %4372 = add nsw i32 %4370, %4371
  %4373 = sdiv i32 %tx, 32
  %4374 = srem i32 %tx, 32
  %4375 = icmp slt i32 %4374, 0
  %4376 = icmp ne i1 %4375, false
  %4377 = icmp ne i32 %4374, 0
  %4378 = and i1 %4377, %4376
  %4379 = sub i32 %4373, 1
  %4380 = select i1 %4378, i32 %4379, i32 %4373
  %4381 = mul nsw i32 %4380, 8
  %4382 = add nsw i32 %4372, %4381
  %4383 = sdiv i32 %tx, 4
  %4384 = srem i32 %tx, 4
  %4385 = icmp slt i32 %4384, 0
  %4386 = icmp ne i1 %4385, false
  %4387 = icmp ne i32 %4384, 0
  %4388 = and i1 %4387, %4386
  %4389 = sub i32 %4383, 1
  %4390 = select i1 %4388, i32 %4389, i32 %4383
  %4391 = add nsw i32 %4382, %4390
  %4392 = sext i32 %4391 to i64
  %4393 = getelementptr inbounds float, ptr addrspace(1) %lse, i64 %4392
  %4394 = sext i32 %l164 to i64
  %4395 = getelementptr inbounds float, ptr %lse_local, i64 %4394
  %4396 = load float, ptr %4395, align 4
  store float %4396, ptr addrspace(1) %4393, align 4
  br label %if.end166

if.end166:                                        ; preds = %if.then165, %l.body162
  %l.next167 = add nsw i32 %l164, 1
  br label %l.cond161, !llvm.loop !38
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) noalias writeonly, ptr addrspace(1) noalias readonly) #3

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.commit.group() #0

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.wait.group(i32 immarg) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #4

declare i32 @__nvvm_reflect(ptr) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f(float) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f(float) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rn.ftz.f(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rn.f(float, float, float) #1

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nounwind memory(argmem: readwrite) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { "disable-tail-calls"="false" "frame-pointer"="all" "less-precise-fpmad"="false" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "stack-protector-buffer-size"="8" "unsafe-fp-math"="false" "use-soft-float"="false" }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { convergent }

!llvm.module.flags = !{!0}
!nvvm.annotations = !{!1, !2, !3, !4}

!0 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!1 = !{ptr @fa_d128_b128x64_t256_s2, !"kernel", i32 1}
!2 = !{ptr @fa_d128_b128x64_t256_s2, !"reqntidx", i32 256}
!3 = !{ptr @fa_d128_b128x64_t256_s2, !"reqntidy", i32 1}
!4 = !{ptr @fa_d128_b128x64_t256_s2, !"reqntidz", i32 1}
!5 = !{i32 0, i32 256}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.unroll.full"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !7}
!24 = distinct !{!24, !7}
!25 = distinct !{!25, !7}
!26 = distinct !{!26, !7}
!27 = distinct !{!27, !7}
!28 = distinct !{!28, !7}
!29 = distinct !{!29, !7}
!30 = distinct !{!30, !7}
!31 = distinct !{!31, !7}
!32 = distinct !{!32, !7}
!33 = distinct !{!33, !7}
!34 = distinct !{!34, !7}
!35 = distinct !{!35, !7}
!36 = distinct !{!36, !7}
!37 = distinct !{!37, !7}
!38 = distinct !{!38, !7}

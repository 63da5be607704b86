; ModuleID = 'tilec'
source_filename = "tilec"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tl_smem = external addrspace(3) global [0 x i8], align 128
@.str = private unnamed_addr constant [11 x i8] c"__CUDA_FTZ\00", align 1

; Function Attrs: nounwind
define void @fa_d128_b128x64_t256_s2_causal(ptr addrspace(1) noalias nocapture readonly %Q, ptr addrspace(1) noalias nocapture readonly %K, ptr addrspace(1) noalias nocapture readonly %V, ptr addrspace(1) noalias nocapture %Output, ptr addrspace(1) noalias nocapture %lse, i32 %batch, i32 %heads, i32 %seq_len) #0 {
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
  %186 = mul nsw i32 %bx, 2
  %187 = add nsw i32 %186, 2
  %188 = add nsw i32 %seq_len, 63
  %189 = sdiv i32 %188, 64
  %190 = srem i32 %188, 64
  %191 = icmp slt i32 %190, 0
  %192 = icmp ne i1 %191, false
  %193 = icmp ne i32 %190, 0
  %194 = and i1 %193, %192
  %195 = sub i32 %189, 1
  %196 = select i1 %194, i32 %195, i32 %189
  %loop_range = call i32 @llvm.smin.i32(i32 %187, i32 %196)
  call void @llvm.nvvm.barrier0()
  br label %l.cond16

l.cond16:                                         ; preds = %if.end21, %l.end13
  %l19 = phi i32 [ 0, %l.end13 ], [ %l.next23, %if.end21 ]
  %197 = icmp slt i32 %l19, 4
  br i1 %197, label %l.body17, label %l.end18

l.body17:                                         ; preds = %l.cond16
  %198 = mul nsw i32 %l19, 16
  %199 = sdiv i32 %tx, 16
  %200 = srem i32 %tx, 16
  %201 = icmp slt i32 %200, 0
  %202 = icmp ne i1 %201, false
  %203 = icmp ne i32 %200, 0
  %204 = and i1 %203, %202
  %205 = sub i32 %199, 1
  %206 = select i1 %204, i32 %205, i32 %199
  %207 = add nsw i32 %198, %206
  %208 = icmp slt i32 %207, %seq_len
  br i1 %208, label %if.then20, label %if.else22

l.end18:                                          ; preds = %l.cond16
  br label %l.cond24

if.then20:                                        ; preds = %l.body17
  %209 = sdiv i32 %tx, 8
  %210 = srem i32 %tx, 8
  %211 = icmp slt i32 %210, 0
  %212 = icmp ne i1 %211, false
  %213 = icmp ne i32 %210, 0
  %214 = and i1 %213, %212
  %215 = sub i32 %209, 1
  %216 = select i1 %214, i32 %215, i32 %209
  %217 = sdiv i32 %216, 2
  %218 = srem i32 %216, 2
  %219 = icmp slt i32 %218, 0
  %220 = icmp ne i1 %219, false
  %221 = icmp ne i32 %218, 0
  %222 = and i1 %221, %220
  %223 = add i32 %218, 2
  %224 = select i1 %222, i32 %223, i32 %218
  %225 = mul nsw i32 %224, 64
  %226 = mul nsw i32 %l19, 16
  %227 = add nsw i32 %225, %226
  %228 = sdiv i32 %tx, 16
  %229 = srem i32 %tx, 16
  %230 = icmp slt i32 %229, 0
  %231 = icmp ne i1 %230, false
  %232 = icmp ne i32 %229, 0
  %233 = and i1 %232, %231
  %234 = sub i32 %228, 1
  %235 = select i1 %233, i32 %234, i32 %228
  %236 = add nsw i32 %227, %235
  %237 = mul nsw i32 %236, 64
  %238 = sdiv i32 %tx, 8
  %239 = srem i32 %tx, 8
  %240 = icmp slt i32 %239, 0
  %241 = icmp ne i1 %240, false
  %242 = icmp ne i32 %239, 0
  %243 = and i1 %242, %241
  %244 = add i32 %239, 8
  %245 = select i1 %243, i32 %244, i32 %239
  %246 = sdiv i32 %tx, 16
  %247 = srem i32 %tx, 16
  %248 = icmp slt i32 %247, 0
  %249 = icmp ne i1 %248, false
  %250 = icmp ne i32 %247, 0
  %251 = and i1 %250, %249
  %252 = sub i32 %246, 1
  %253 = select i1 %251, i32 %252, i32 %246
  %254 = sdiv i32 %253, 8
  %255 = srem i32 %253, 8
  %256 = icmp slt i32 %255, 0
  %257 = icmp ne i1 %256, false
  %258 = icmp ne i32 %255, 0
  %259 = and i1 %258, %257
  %260 = add i32 %255, 8
  %261 = select i1 %259, i32 %260, i32 %255
  %262 = xor i32 %245, %261
  %263 = sdiv i32 %262, 8
  %264 = srem i32 %262, 8
  %265 = icmp slt i32 %264, 0
  %266 = icmp ne i1 %265, false
  %267 = icmp ne i32 %264, 0
  %268 = and i1 %267, %266
  %269 = add i32 %264, 8
  %270 = select i1 %268, i32 %269, i32 %264
  %271 = mul nsw i32 %270, 8
  %272 = add nsw i32 %237, %271
  %273 = sext i32 %272 to i64
  %274 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 32768), i64 %273
  %275 = mul nsw i32 %bz, %seq_len
  %276 = mul nsw i32 %l19, 16
  %277 = add nsw i32 %275, %276
  %278 = sdiv i32 %tx, 16
  %279 = srem i32 %tx, 16
  %280 = icmp slt i32 %279, 0
  %281 = icmp ne i1 %280, false
  %282 = icmp ne i32 %279, 0
  %283 = and i1 %282, %281
  %284 = sub i32 %278, 1
  %285 = select i1 %283, i32 %284, i32 %278
  %286 = add nsw i32 %277, %285
  %287 = mul nsw i32 %286, %heads
  %288 = add nsw i32 %287, %by
  %289 = mul nsw i32 %288, 128
  %290 = sdiv i32 %tx, 16
  %291 = srem i32 %tx, 16
  %292 = icmp slt i32 %291, 0
  %293 = icmp ne i1 %292, false
  %294 = icmp ne i32 %291, 0
  %295 = and i1 %294, %293
  %296 = add i32 %291, 16
  %297 = select i1 %295, i32 %296, i32 %291
  %298 = mul nsw i32 %297, 8
  %299 = add nsw i32 %289, %298
  %300 = sext i32 %299 to i64
  %301 = getelementptr inbounds half, ptr addrspace(1) %K, i64 %300
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %274, ptr addrspace(1) %301)
  br label %if.end21

if.end21:                                         ; preds = %if.else22, %if.then20
  %l.next23 = add nsw i32 %l19, 1
  br label %l.cond16, !llvm.loop !11

if.else22:                                        ; preds = %l.body17
  %302 = sdiv i32 %tx, 8
  %303 = srem i32 %tx, 8
  %304 = icmp slt i32 %303, 0
  %305 = icmp ne i1 %304, false
  %306 = icmp ne i32 %303, 0
  %307 = and i1 %306, %305
  %308 = sub i32 %302, 1
  %309 = select i1 %307, i32 %308, i32 %302
  %310 = sdiv i32 %309, 2
  %311 = srem i32 %309, 2
  %312 = icmp slt i32 %311, 0
  %313 = icmp ne i1 %312, false
  %314 = icmp ne i32 %311, 0
  %315 = and i1 %314, %313
  %316 = add i32 %311, 2
  %317 = select i1 %315, i32 %316, i32 %311
  %318 = mul nsw i32 %317, 64
  %319 = mul nsw i32 %l19, 16
  %320 = add nsw i32 %318, %319
  %321 = sdiv i32 %tx, 16
  %322 = srem i32 %tx, 16
  %323 = icmp slt i32 %322, 0
  %324 = icmp ne i1 %323, false
  %325 = icmp ne i32 %322, 0
  %326 = and i1 %325, %324
  %327 = sub i32 %321, 1
  %328 = select i1 %326, i32 %327, i32 %321
  %329 = add nsw i32 %320, %328
  %330 = mul nsw i32 %329, 64
  %331 = sdiv i32 %tx, 8
  %332 = srem i32 %tx, 8
  %333 = icmp slt i32 %332, 0
  %334 = icmp ne i1 %333, false
  %335 = icmp ne i32 %332, 0
  %336 = and i1 %335, %334
  %337 = add i32 %332, 8
  %338 = select i1 %336, i32 %337, i32 %332
  %339 = sdiv i32 %tx, 16
  %340 = srem i32 %tx, 16
  %341 = icmp slt i32 %340, 0
  %342 = icmp ne i1 %341, false
  %343 = icmp ne i32 %340, 0
  %344 = and i1 %343, %342
  %345 = sub i32 %339, 1
  %346 = select i1 %344, i32 %345, i32 %339
  %347 = sdiv i32 %346, 8
  %348 = srem i32 %346, 8
  %349 = icmp slt i32 %348, 0
  %350 = icmp ne i1 %349, false
  %351 = icmp ne i32 %348, 0
  %352 = and i1 %351, %350
  %353 = add i32 %348, 8
  %354 = select i1 %352, i32 %353, i32 %348
  %355 = xor i32 %338, %354
  %356 = sdiv i32 %355, 8
  %357 = srem i32 %355, 8
  %358 = icmp slt i32 %357, 0
  %359 = icmp ne i1 %358, false
  %360 = icmp ne i32 %357, 0
  %361 = and i1 %360, %359
  %362 = add i32 %357, 8
  %363 = select i1 %361, i32 %362, i32 %357
  %364 = mul nsw i32 %363, 8
  %365 = add nsw i32 %330, %364
  %366 = sext i32 %365 to i64
  %367 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 32768), i64 %366
  store <8 x half> zeroinitializer, ptr addrspace(3) %367, align 16
  br label %if.end21

l.cond24:                                         ; preds = %if.end29, %l.end18
  %l27 = phi i32 [ 0, %l.end18 ], [ %l.next31, %if.end29 ]
  %368 = icmp slt i32 %l27, 4
  br i1 %368, label %l.body25, label %l.end26

l.body25:                                         ; preds = %l.cond24
  %369 = mul nsw i32 %l27, 16
  %370 = sdiv i32 %tx, 16
  %371 = srem i32 %tx, 16
  %372 = icmp slt i32 %371, 0
  %373 = icmp ne i1 %372, false
  %374 = icmp ne i32 %371, 0
  %375 = and i1 %374, %373
  %376 = sub i32 %370, 1
  %377 = select i1 %375, i32 %376, i32 %370
  %378 = add nsw i32 %369, %377
  %379 = icmp slt i32 %378, %seq_len
  br i1 %379, label %if.then28, label %if.else30

l.end26:                                          ; preds = %l.cond24
  call void @llvm.nvvm.cp.async.commit.group()
  br label %k.cond

if.then28:                                        ; preds = %l.body25
  %380 = sdiv i32 %tx, 8
  %381 = srem i32 %tx, 8
  %382 = icmp slt i32 %381, 0
  %383 = icmp ne i1 %382, false
  %384 = icmp ne i32 %381, 0
  %385 = and i1 %384, %383
  %386 = sub i32 %380, 1
  %387 = select i1 %385, i32 %386, i32 %380
  %388 = sdiv i32 %387, 2
  %389 = srem i32 %387, 2
  %390 = icmp slt i32 %389, 0
  %391 = icmp ne i1 %390, false
  %392 = icmp ne i32 %389, 0
  %393 = and i1 %392, %391
  %394 = add i32 %389, 2
  %395 = select i1 %393, i32 %394, i32 %389
  %396 = mul nsw i32 %395, 64
  %397 = mul nsw i32 %l27, 16
  %398 = add nsw i32 %396, %397
  %399 = sdiv i32 %tx, 16
  %400 = srem i32 %tx, 16
  %401 = icmp slt i32 %400, 0
  %402 = icmp ne i1 %401, false
  %403 = icmp ne i32 %400, 0
  %404 = and i1 %403, %402
  %405 = sub i32 %399, 1
  %406 = select i1 %404, i32 %405, i32 %399
  %407 = add nsw i32 %398, %406
  %408 = mul nsw i32 %407, 64
  %409 = sdiv i32 %tx, 8
  %410 = srem i32 %tx, 8
  %411 = icmp slt i32 %410, 0
  %412 = icmp ne i1 %411, false
  %413 = icmp ne i32 %410, 0
  %414 = and i1 %413, %412
  %415 = add i32 %410, 8
  %416 = select i1 %414, i32 %415, i32 %410
  %417 = sdiv i32 %tx, 16
  %418 = srem i32 %tx, 16
  %419 = icmp slt i32 %418, 0
  %420 = icmp ne i1 %419, false
  %421 = icmp ne i32 %418, 0
  %422 = and i1 %421, %420
  %423 = sub i32 %417, 1
  %424 = select i1 %422, i32 %423, i32 %417
  %425 = sdiv i32 %424, 8
  %426 = srem i32 %424, 8
  %427 = icmp slt i32 %426, 0
  %428 = icmp ne i1 %427, false
  %429 = icmp ne i32 %426, 0
  %430 = and i1 %429, %428
  %431 = add i32 %426, 8
  %432 = select i1 %430, i32 %431, i32 %426
  %433 = xor i32 %416, %432
  %434 = sdiv i32 %433, 8
  %435 = srem i32 %433, 8
  %436 = icmp slt i32 %435, 0
  %437 = icmp ne i1 %436, false
  %438 = icmp ne i32 %435, 0
  %439 = and i1 %438, %437
  %440 = add i32 %435, 8
  %441 = select i1 %439, i32 %440, i32 %435
  %442 = mul nsw i32 %441, 8
  %443 = add nsw i32 %408, %442
  %444 = sext i32 %443 to i64
  %445 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 65536), i64 %444
  %446 = mul nsw i32 %bz, %seq_len
  %447 = mul nsw i32 %l27, 16
  %448 = add nsw i32 %446, %447
  %449 = sdiv i32 %tx, 16
  %450 = srem i32 %tx, 16
  %451 = icmp slt i32 %450, 0
  %452 = icmp ne i1 %451, false
  %453 = icmp ne i32 %450, 0
  %454 = and i1 %453, %452
  %455 = sub i32 %449, 1
  %456 = select i1 %454, i32 %455, i32 %449
  %457 = add nsw i32 %448, %456
  %458 = mul nsw i32 %457, %heads
  %459 = add nsw i32 %458, %by
  %460 = mul nsw i32 %459, 128
  %461 = sdiv i32 %tx, 16
  %462 = srem i32 %tx, 16
  %463 = icmp slt i32 %462, 0
  %464 = icmp ne i1 %463, false
  %465 = icmp ne i32 %462, 0
  %466 = and i1 %465, %464
  %467 = add i32 %462, 16
  %468 = select i1 %466, i32 %467, i32 %462
  %469 = mul nsw i32 %468, 8
  %470 = add nsw i32 %460, %469
  %471 = sext i32 %470 to i64
  %472 = getelementptr inbounds half, ptr addrspace(1) %V, i64 %471
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %445, ptr addrspace(1) %472)
  br label %if.end29

if.end29:                                         ; preds = %if.else30, %if.then28
  %l.next31 = add nsw i32 %l27, 1
  br label %l.cond24, !llvm.loop !12

if.else30:                                        ; preds = %l.body25
  %473 = sdiv i32 %tx, 8
  %474 = srem i32 %tx, 8
  %475 = icmp slt i32 %474, 0
  %476 = icmp ne i1 %475, false
  %477 = icmp ne i32 %474, 0
  %478 = and i1 %477, %476
  %479 = sub i32 %473, 1
  %480 = select i1 %478, i32 %479, i32 %473
  %481 = sdiv i32 %480, 2
  %482 = srem i32 %480, 2
  %483 = icmp slt i32 %482, 0
  %484 = icmp ne i1 %483, false
  %485 = icmp ne i32 %482, 0
  %486 = and i1 %485, %484
  %487 = add i32 %482, 2
  %488 = select i1 %486, i32 %487, i32 %482
  %489 = mul nsw i32 %488, 64
  %490 = mul nsw i32 %l27, 16
  %491 = add nsw i32 %489, %490
  %492 = sdiv i32 %tx, 16
  %493 = srem i32 %tx, 16
  %494 = icmp slt i32 %493, 0
  %495 = icmp ne i1 %494, false
  %496 = icmp ne i32 %493, 0
  %497 = and i1 %496, %495
  %498 = sub i32 %492, 1
  %499 = select i1 %497, i32 %498, i32 %492
  %500 = add nsw i32 %491, %499
  %501 = mul nsw i32 %500, 64
  %502 = sdiv i32 %tx, 8
  %503 = srem i32 %tx, 8
  %504 = icmp slt i32 %503, 0
  %505 = icmp ne i1 %504, false
  %506 = icmp ne i32 %503, 0
  %507 = and i1 %506, %505
  %508 = add i32 %503, 8
  %509 = select i1 %507, i32 %508, i32 %503
  %510 = sdiv i32 %tx, 16
  %511 = srem i32 %tx, 16
  %512 = icmp slt i32 %511, 0
  %513 = icmp ne i1 %512, false
  %514 = icmp ne i32 %511, 0
  %515 = and i1 %514, %513
  %516 = sub i32 %510, 1
  %517 = select i1 %515, i32 %516, i32 %510
  %518 = sdiv i32 %517, 8
  %519 = srem i32 %517, 8
  %520 = icmp slt i32 %519, 0
  %521 = icmp ne i1 %520, false
  %522 = icmp ne i32 %519, 0
  %523 = and i1 %522, %521
  %524 = add i32 %519, 8
  %525 = select i1 %523, i32 %524, i32 %519
  %526 = xor i32 %509, %525
  %527 = sdiv i32 %526, 8
  %528 = srem i32 %526, 8
  %529 = icmp slt i32 %528, 0
  %530 = icmp ne i1 %529, false
  %531 = icmp ne i32 %528, 0
  %532 = and i1 %531, %530
  %533 = add i32 %528, 8
  %534 = select i1 %532, i32 %533, i32 %528
  %535 = mul nsw i32 %534, 8
  %536 = add nsw i32 %501, %535
  %537 = sext i32 %536 to i64
  %538 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 65536), i64 %537
  store <8 x half> zeroinitializer, ptr addrspace(3) %538, align 16
  br label %if.end29

k.cond:                                           ; preds = %wgmma.done136, %l.end26
  %k = phi i32 [ 0, %l.end26 ], [ %k.next, %wgmma.done136 ]
  %539 = icmp slt i32 %k, %loop_range
  br i1 %539, label %k.body, label %k.end

k.body:                                           ; preds = %k.cond
  call void @llvm.nvvm.cp.async.wait.group(i32 0)
  call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #7
  call void @llvm.nvvm.barrier0()
  %540 = sub nsw i32 %loop_range, 1
  %541 = icmp slt i32 %k, %540
  br i1 %541, label %if.then32, label %if.end33

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
  %542 = icmp slt i32 %l37, 4
  br i1 %542, label %l.body35, label %l.end36

l.body35:                                         ; preds = %l.cond34
  %543 = mul nsw i32 %k, 64
  %544 = mul nsw i32 %l37, 16
  %545 = add nsw i32 %543, %544
  %546 = sdiv i32 %tx, 16
  %547 = srem i32 %tx, 16
  %548 = icmp slt i32 %547, 0
  %549 = icmp ne i1 %548, false
  %550 = icmp ne i32 %547, 0
  %551 = and i1 %550, %549
  %552 = sub i32 %546, 1
  %553 = select i1 %551, i32 %552, i32 %546
  %554 = add nsw i32 %545, %553
  %555 = sub nsw i32 %seq_len, 64
  %556 = icmp slt i32 %554, %555
  br i1 %556, label %if.then38, label %if.else40

l.end36:                                          ; preds = %l.cond34
  br label %l.cond42

if.then38:                                        ; preds = %l.body35
  %557 = add nsw i32 %k, 1
  %558 = sdiv i32 %557, 2
  %559 = srem i32 %557, 2
  %560 = icmp slt i32 %559, 0
  %561 = icmp ne i1 %560, false
  %562 = icmp ne i32 %559, 0
  %563 = and i1 %562, %561
  %564 = add i32 %559, 2
  %565 = select i1 %563, i32 %564, i32 %559
  %566 = mul nsw i32 %565, 128
  %567 = sdiv i32 %tx, 8
  %568 = srem i32 %tx, 8
  %569 = icmp slt i32 %568, 0
  %570 = icmp ne i1 %569, false
  %571 = icmp ne i32 %568, 0
  %572 = and i1 %571, %570
  %573 = sub i32 %567, 1
  %574 = select i1 %572, i32 %573, i32 %567
  %575 = sdiv i32 %574, 2
  %576 = srem i32 %574, 2
  %577 = icmp slt i32 %576, 0
  %578 = icmp ne i1 %577, false
  %579 = icmp ne i32 %576, 0
  %580 = and i1 %579, %578
  %581 = add i32 %576, 2
  %582 = select i1 %580, i32 %581, i32 %576
  %583 = mul nsw i32 %582, 64
  %584 = add nsw i32 %566, %583
  %585 = mul nsw i32 %l37, 16
  %586 = add nsw i32 %584, %585
  %587 = sdiv i32 %tx, 16
  %588 = srem i32 %tx, 16
  %589 = icmp slt i32 %588, 0
  %590 = icmp ne i1 %589, false
  %591 = icmp ne i32 %588, 0
  %592 = and i1 %591, %590
  %593 = sub i32 %587, 1
  %594 = select i1 %592, i32 %593, i32 %587
  %595 = add nsw i32 %586, %594
  %596 = mul nsw i32 %595, 64
  %597 = sdiv i32 %tx, 8
  %598 = srem i32 %tx, 8
  %599 = icmp slt i32 %598, 0
  %600 = icmp ne i1 %599, false
  %601 = icmp ne i32 %598, 0
  %602 = and i1 %601, %600
  %603 = add i32 %598, 8
  %604 = select i1 %602, i32 %603, i32 %598
  %605 = sdiv i32 %tx, 16
  %606 = srem i32 %tx, 16
  %607 = icmp slt i32 %606, 0
  %608 = icmp ne i1 %607, false
  %609 = icmp ne i32 %606, 0
  %610 = and i1 %609, %608
  %611 = sub i32 %605, 1
  %612 = select i1 %610, i32 %611, i32 %605
  %613 = sdiv i32 %612, 8
  %614 = srem i32 %612, 8
  %615 = icmp slt i32 %614, 0
  %616 = icmp ne i1 %615, false
  %617 = icmp ne i32 %614, 0
  %618 = and i1 %617, %616
  %619 = add i32 %614, 8
  %620 = select i1 %618, i32 %619, i32 %614
  %621 = xor i32 %604, %620
  %622 = sdiv i32 %621, 8
  %623 = srem i32 %621, 8
  %624 = icmp slt i32 %623, 0
  %625 = icmp ne i1 %624, false
  %626 = icmp ne i32 %623, 0
  %627 = and i1 %626, %625
  %628 = add i32 %623, 8
  %629 = select i1 %627, i32 %628, i32 %623
  %630 = mul nsw i32 %629, 8
  %631 = add nsw i32 %596, %630
  %632 = sext i32 %631 to i64
  %633 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 32768), i64 %632
  %634 = mul nsw i32 %bz, %seq_len
  %635 = mul nsw i32 %k, 64
  %636 = add nsw i32 %634, %635
  %637 = mul nsw i32 %l37, 16
  %638 = add nsw i32 %636, %637
  %639 = sdiv i32 %tx, 16
  %640 = srem i32 %tx, 16
  %641 = icmp slt i32 %640, 0
  %642 = icmp ne i1 %641, false
  %643 = icmp ne i32 %640, 0
  %644 = and i1 %643, %642
  %645 = sub i32 %639, 1
  %646 = select i1 %644, i32 %645, i32 %639
  %647 = add nsw i32 %638, %646
  %648 = add nsw i32 %647, 64
  %649 = mul nsw i32 %648, %heads
  %650 = add nsw i32 %649, %by
  %651 = mul nsw i32 %650, 128
  %652 = sdiv i32 %tx, 16
  %653 = srem i32 %tx, 16
  %654 = icmp slt i32 %653, 0
  %655 = icmp ne i1 %654, false
  %656 = icmp ne i32 %653, 0
  %657 = and i1 %656, %655
  %658 = add i32 %653, 16
  %659 = select i1 %657, i32 %658, i32 %653
  %660 = mul nsw i32 %659, 8
  %661 = add nsw i32 %651, %660
  %662 = sext i32 %661 to i64
  %663 = getelementptr inbounds half, ptr addrspace(1) %K, i64 %662
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %633, ptr addrspace(1) %663)
  br label %if.end39

if.end39:                                         ; preds = %if.else40, %if.then38
  %l.next41 = add nsw i32 %l37, 1
  br label %l.cond34, !llvm.loop !13

if.else40:                                        ; preds = %l.body35
  %664 = add nsw i32 %k, 1
  %665 = sdiv i32 %664, 2
  %666 = srem i32 %664, 2
  %667 = icmp slt i32 %666, 0
  %668 = icmp ne i1 %667, false
  %669 = icmp ne i32 %666, 0
  %670 = and i1 %669, %668
  %671 = add i32 %666, 2
  %672 = select i1 %670, i32 %671, i32 %666
  %673 = mul nsw i32 %672, 128
  %674 = sdiv i32 %tx, 8
  %675 = srem i32 %tx, 8
  %676 = icmp slt i32 %675, 0
  %677 = icmp ne i1 %676, false
  %678 = icmp ne i32 %675, 0
  %679 = and i1 %678, %677
  %680 = sub i32 %674, 1
  %681 = select i1 %679, i32 %680, i32 %674
  %682 = sdiv i32 %681, 2
  %683 = srem i32 %681, 2
  %684 = icmp slt i32 %683, 0
  %685 = icmp ne i1 %684, false
  %686 = icmp ne i32 %683, 0
  %687 = and i1 %686, %685
  %688 = add i32 %683, 2
  %689 = select i1 %687, i32 %688, i32 %683
  %690 = mul nsw i32 %689, 64
  %691 = add nsw i32 %673, %690
  %692 = mul nsw i32 %l37, 16
  %693 = add nsw i32 %691, %692
  %694 = sdiv i32 %tx, 16
  %695 = srem i32 %tx, 16
  %696 = icmp slt i32 %695, 0
  %697 = icmp ne i1 %696, false
  %698 = icmp ne i32 %695, 0
  %699 = and i1 %698, %697
  %700 = sub i32 %694, 1
  %701 = select i1 %699, i32 %700, i32 %694
  %702 = add nsw i32 %693, %701
  %703 = mul nsw i32 %702, 64
  %704 = sdiv i32 %tx, 8
  %705 = srem i32 %tx, 8
  %706 = icmp slt i32 %705, 0
  %707 = icmp ne i1 %706, false
  %708 = icmp ne i32 %705, 0
  %709 = and i1 %708, %707
  %710 = add i32 %705, 8
  %711 = select i1 %709, i32 %710, i32 %705
  %712 = sdiv i32 %tx, 16
  %713 = srem i32 %tx, 16
  %714 = icmp slt i32 %713, 0
  %715 = icmp ne i1 %714, false
  %716 = icmp ne i32 %713, 0
  %717 = and i1 %716, %715
  %718 = sub i32 %712, 1
  %719 = select i1 %717, i32 %718, i32 %712
  %720 = sdiv i32 %719, 8
  %721 = srem i32 %719, 8
  %722 = icmp slt i32 %721, 0
  %723 = icmp ne i1 %722, false
  %724 = icmp ne i32 %721, 0
  %725 = and i1 %724, %723
  %726 = add i32 %721, 8
  %727 = select i1 %725, i32 %726, i32 %721
  %728 = xor i32 %711, %727
  %729 = sdiv i32 %728, 8
  %730 = srem i32 %728, 8
  %731 = icmp slt i32 %730, 0
  %732 = icmp ne i1 %731, false
  %733 = icmp ne i32 %730, 0
  %734 = and i1 %733, %732
  %735 = add i32 %730, 8
  %736 = select i1 %734, i32 %735, i32 %730
  %737 = mul nsw i32 %736, 8
  %738 = add nsw i32 %703, %737
  %739 = sext i32 %738 to i64
  %740 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 32768), i64 %739
  store <8 x half> zeroinitializer, ptr addrspace(3) %740, align 16
  br label %if.end39

l.cond42:                                         ; preds = %if.end47, %l.end36
  %l45 = phi i32 [ 0, %l.end36 ], [ %l.next49, %if.end47 ]
  %741 = icmp slt i32 %l45, 4
  br i1 %741, label %l.body43, label %l.end44

l.body43:                                         ; preds = %l.cond42
  %742 = mul nsw i32 %k, 64
  %743 = mul nsw i32 %l45, 16
  %744 = add nsw i32 %742, %743
  %745 = sdiv i32 %tx, 16
  %746 = srem i32 %tx, 16
  %747 = icmp slt i32 %746, 0
  %748 = icmp ne i1 %747, false
  %749 = icmp ne i32 %746, 0
  %750 = and i1 %749, %748
  %751 = sub i32 %745, 1
  %752 = select i1 %750, i32 %751, i32 %745
  %753 = add nsw i32 %744, %752
  %754 = sub nsw i32 %seq_len, 64
  %755 = icmp slt i32 %753, %754
  br i1 %755, label %if.then46, label %if.else48

l.end44:                                          ; preds = %l.cond42
  br label %if.end33

if.then46:                                        ; preds = %l.body43
  %756 = add nsw i32 %k, 1
  %757 = sdiv i32 %756, 2
  %758 = srem i32 %756, 2
  %759 = icmp slt i32 %758, 0
  %760 = icmp ne i1 %759, false
  %761 = icmp ne i32 %758, 0
  %762 = and i1 %761, %760
  %763 = add i32 %758, 2
  %764 = select i1 %762, i32 %763, i32 %758
  %765 = mul nsw i32 %764, 128
  %766 = sdiv i32 %tx, 8
  %767 = srem i32 %tx, 8
  %768 = icmp slt i32 %767, 0
  %769 = icmp ne i1 %768, false
  %770 = icmp ne i32 %767, 0
  %771 = and i1 %770, %769
  %772 = sub i32 %766, 1
  %773 = select i1 %771, i32 %772, i32 %766
  %774 = sdiv i32 %773, 2
  %775 = srem i32 %773, 2
  %776 = icmp slt i32 %775, 0
  %777 = icmp ne i1 %776, false
  %778 = icmp ne i32 %775, 0
  %779 = and i1 %778, %777
  %780 = add i32 %775, 2
  %781 = select i1 %779, i32 %780, i32 %775
  %782 = mul nsw i32 %781, 64
  %783 = add nsw i32 %765, %782
  %784 = mul nsw i32 %l45, 16
  %785 = add nsw i32 %783, %784
  %786 = sdiv i32 %tx, 16
  %787 = srem i32 %tx, 16
  %788 = icmp slt i32 %787, 0
  %789 = icmp ne i1 %788, false
  %790 = icmp ne i32 %787, 0
  %791 = and i1 %790, %789
  %792 = sub i32 %786, 1
  %793 = select i1 %791, i32 %792, i32 %786
  %794 = add nsw i32 %785, %793
  %795 = mul nsw i32 %794, 64
  %796 = sdiv i32 %tx, 8
  %797 = srem i32 %tx, 8
  %798 = icmp slt i32 %797, 0
  %799 = icmp ne i1 %798, false
  %800 = icmp ne i32 %797, 0
  %801 = and i1 %800, %799
  %802 = add i32 %797, 8
  %803 = select i1 %801, i32 %802, i32 %797
  %804 = sdiv i32 %tx, 16
  %805 = srem i32 %tx, 16
  %806 = icmp slt i32 %805, 0
  %807 = icmp ne i1 %806, false
  %808 = icmp ne i32 %805, 0
  %809 = and i1 %808, %807
  %810 = sub i32 %804, 1
  %811 = select i1 %809, i32 %810, i32 %804
  %812 = sdiv i32 %811, 8
  %813 = srem i32 %811, 8
  %814 = icmp slt i32 %813, 0
  %815 = icmp ne i1 %814, false
  %816 = icmp ne i32 %813, 0
  %817 = and i1 %816, %815
  %818 = add i32 %813, 8
  %819 = select i1 %817, i32 %818, i32 %813
  %820 = xor i32 %803, %819
  %821 = sdiv i32 %820, 8
  %822 = srem i32 %820, 8
  %823 = icmp slt i32 %822, 0
  %824 = icmp ne i1 %823, false
  %825 = icmp ne i32 %822, 0
  %826 = and i1 %825, %824
  %827 = add i32 %822, 8
  %828 = select i1 %826, i32 %827, i32 %822
  %829 = mul nsw i32 %828, 8
  %830 = add nsw i32 %795, %829
  %831 = sext i32 %830 to i64
  %832 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 65536), i64 %831
  %833 = mul nsw i32 %bz, %seq_len
  %834 = mul nsw i32 %k, 64
  %835 = add nsw i32 %833, %834
  %836 = mul nsw i32 %l45, 16
  %837 = add nsw i32 %835, %836
  %838 = sdiv i32 %tx, 16
  %839 = srem i32 %tx, 16
  %840 = icmp slt i32 %839, 0
  %841 = icmp ne i1 %840, false
  %842 = icmp ne i32 %839, 0
  %843 = and i1 %842, %841
  %844 = sub i32 %838, 1
  %845 = select i1 %843, i32 %844, i32 %838
  %846 = add nsw i32 %837, %845
  %847 = add nsw i32 %846, 64
  %848 = mul nsw i32 %847, %heads
  %849 = add nsw i32 %848, %by
  %850 = mul nsw i32 %849, 128
  %851 = sdiv i32 %tx, 16
  %852 = srem i32 %tx, 16
  %853 = icmp slt i32 %852, 0
  %854 = icmp ne i1 %853, false
  %855 = icmp ne i32 %852, 0
  %856 = and i1 %855, %854
  %857 = add i32 %852, 16
  %858 = select i1 %856, i32 %857, i32 %852
  %859 = mul nsw i32 %858, 8
  %860 = add nsw i32 %850, %859
  %861 = sext i32 %860 to i64
  %862 = getelementptr inbounds half, ptr addrspace(1) %V, i64 %861
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %832, ptr addrspace(1) %862)
  br label %if.end47

if.end47:                                         ; preds = %if.else48, %if.then46
  %l.next49 = add nsw i32 %l45, 1
  br label %l.cond42, !llvm.loop !14

if.else48:                                        ; preds = %l.body43
  %863 = add nsw i32 %k, 1
  %864 = sdiv i32 %863, 2
  %865 = srem i32 %863, 2
  %866 = icmp slt i32 %865, 0
  %867 = icmp ne i1 %866, false
  %868 = icmp ne i32 %865, 0
  %869 = and i1 %868, %867
  %870 = add i32 %865, 2
  %871 = select i1 %869, i32 %870, i32 %865
  %872 = mul nsw i32 %871, 128
  %873 = sdiv i32 %tx, 8
  %874 = srem i32 %tx, 8
  %875 = icmp slt i32 %874, 0
  %876 = icmp ne i1 %875, false
  %877 = icmp ne i32 %874, 0
  %878 = and i1 %877, %876
  %879 = sub i32 %873, 1
  %880 = select i1 %878, i32 %879, i32 %873
  %881 = sdiv i32 %880, 2
  %882 = srem i32 %880, 2
  %883 = icmp slt i32 %882, 0
  %884 = icmp ne i1 %883, false
  %885 = icmp ne i32 %882, 0
  %886 = and i1 %885, %884
  %887 = add i32 %882, 2
  %888 = select i1 %886, i32 %887, i32 %882
  %889 = mul nsw i32 %888, 64
  %890 = add nsw i32 %872, %889
  %891 = mul nsw i32 %l45, 16
  %892 = add nsw i32 %890, %891
  %893 = sdiv i32 %tx, 16
  %894 = srem i32 %tx, 16
  %895 = icmp slt i32 %894, 0
  %896 = icmp ne i1 %895, false
  %897 = icmp ne i32 %894, 0
  %898 = and i1 %897, %896
  %899 = sub i32 %893, 1
  %900 = select i1 %898, i32 %899, i32 %893
  %901 = add nsw i32 %892, %900
  %902 = mul nsw i32 %901, 64
  %903 = sdiv i32 %tx, 8
  %904 = srem i32 %tx, 8
  %905 = icmp slt i32 %904, 0
  %906 = icmp ne i1 %905, false
  %907 = icmp ne i32 %904, 0
  %908 = and i1 %907, %906
  %909 = add i32 %904, 8
  %910 = select i1 %908, i32 %909, i32 %904
  %911 = sdiv i32 %tx, 16
  %912 = srem i32 %tx, 16
  %913 = icmp slt i32 %912, 0
  %914 = icmp ne i1 %913, false
  %915 = icmp ne i32 %912, 0
  %916 = and i1 %915, %914
  %917 = sub i32 %911, 1
  %918 = select i1 %916, i32 %917, i32 %911
  %919 = sdiv i32 %918, 8
  %920 = srem i32 %918, 8
  %921 = icmp slt i32 %920, 0
  %922 = icmp ne i1 %921, false
  %923 = icmp ne i32 %920, 0
  %924 = and i1 %923, %922
  %925 = add i32 %920, 8
  %926 = select i1 %924, i32 %925, i32 %920
  %927 = xor i32 %910, %926
  %928 = sdiv i32 %927, 8
  %929 = srem i32 %927, 8
  %930 = icmp slt i32 %929, 0
  %931 = icmp ne i1 %930, false
  %932 = icmp ne i32 %929, 0
  %933 = and i1 %932, %931
  %934 = add i32 %929, 8
  %935 = select i1 %933, i32 %934, i32 %929
  %936 = mul nsw i32 %935, 8
  %937 = add nsw i32 %902, %936
  %938 = sext i32 %937 to i64
  %939 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 65536), i64 %938
  store <8 x half> zeroinitializer, ptr addrspace(3) %939, align 16
  br label %if.end47

l.cond50:                                         ; preds = %if.end55, %if.end33
  %l53 = phi i32 [ 0, %if.end33 ], [ %l.next57, %if.end55 ]
  %940 = icmp slt i32 %l53, 16
  br i1 %940, label %l.body51, label %l.end52

l.body51:                                         ; preds = %l.cond50
  %941 = mul nsw i32 %k, 64
  %942 = sdiv i32 %l53, 2
  %943 = srem i32 %l53, 2
  %944 = icmp slt i32 %943, 0
  %945 = icmp ne i1 %944, false
  %946 = icmp ne i32 %943, 0
  %947 = and i1 %946, %945
  %948 = sub i32 %942, 1
  %949 = select i1 %947, i32 %948, i32 %942
  %950 = mul nsw i32 %949, 8
  %951 = add nsw i32 %941, %950
  %952 = sdiv i32 %tx, 4
  %953 = srem i32 %tx, 4
  %954 = icmp slt i32 %953, 0
  %955 = icmp ne i1 %954, false
  %956 = icmp ne i32 %953, 0
  %957 = and i1 %956, %955
  %958 = add i32 %953, 4
  %959 = select i1 %957, i32 %958, i32 %953
  %960 = mul nsw i32 %959, 2
  %961 = add nsw i32 %951, %960
  %962 = add nsw i32 %961, 0
  %963 = mul nsw i32 %bx, 128
  %964 = sdiv i32 %tx, 32
  %965 = srem i32 %tx, 32
  %966 = icmp slt i32 %965, 0
  %967 = icmp ne i1 %966, false
  %968 = icmp ne i32 %965, 0
  %969 = and i1 %968, %967
  %970 = sub i32 %964, 1
  %971 = select i1 %969, i32 %970, i32 %964
  %972 = mul nsw i32 %971, 8
  %973 = add nsw i32 %963, %972
  %974 = sdiv i32 %l53, 2
  %975 = srem i32 %l53, 2
  %976 = icmp slt i32 %975, 0
  %977 = icmp ne i1 %976, false
  %978 = icmp ne i32 %975, 0
  %979 = and i1 %978, %977
  %980 = add i32 %975, 2
  %981 = select i1 %979, i32 %980, i32 %975
  %982 = mul nsw i32 %981, 8
  %983 = add nsw i32 %973, %982
  %984 = sdiv i32 %tx, 4
  %985 = srem i32 %tx, 4
  %986 = icmp slt i32 %985, 0
  %987 = icmp ne i1 %986, false
  %988 = icmp ne i32 %985, 0
  %989 = and i1 %988, %987
  %990 = sub i32 %984, 1
  %991 = select i1 %989, i32 %990, i32 %984
  %992 = add nsw i32 %983, %991
  %993 = icmp sle i32 %962, %992
  br i1 %993, label %and.then, label %and.else

l.end52:                                          ; preds = %l.cond50
  %994 = sdiv i32 %k, 2
  %995 = srem i32 %k, 2
  %996 = icmp slt i32 %995, 0
  %997 = icmp ne i1 %996, false
  %998 = icmp ne i32 %995, 0
  %999 = and i1 %998, %997
  %1000 = add i32 %995, 2
  %1001 = select i1 %999, i32 %1000, i32 %995
  %1002 = mul nsw i32 %1001, 128
  %1003 = mul nsw i32 %1002, 64
  %1004 = sext i32 %1003 to i64
  %1005 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 32768), i64 %1004
  %1006 = getelementptr inbounds float, ptr %acc_s, i64 0
  %tid.x = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !5
  %warpgroup = udiv i32 %tid.x, 128
  %1007 = icmp ult i32 %warpgroup, 2
  br i1 %1007, label %wgmma.group, label %wgmma.done

and.then:                                         ; preds = %l.body51
  %1008 = mul nsw i32 %k, 64
  %1009 = sdiv i32 %l53, 2
  %1010 = srem i32 %l53, 2
  %1011 = icmp slt i32 %1010, 0
  %1012 = icmp ne i1 %1011, false
  %1013 = icmp ne i32 %1010, 0
  %1014 = and i1 %1013, %1012
  %1015 = sub i32 %1009, 1
  %1016 = select i1 %1014, i32 %1015, i32 %1009
  %1017 = mul nsw i32 %1016, 8
  %1018 = add nsw i32 %1008, %1017
  %1019 = sdiv i32 %tx, 4
  %1020 = srem i32 %tx, 4
  %1021 = icmp slt i32 %1020, 0
  %1022 = icmp ne i1 %1021, false
  %1023 = icmp ne i32 %1020, 0
  %1024 = and i1 %1023, %1022
  %1025 = add i32 %1020, 4
  %1026 = select i1 %1024, i32 %1025, i32 %1020
  %1027 = mul nsw i32 %1026, 2
  %1028 = add nsw i32 %1018, %1027
  %1029 = add nsw i32 %1028, 1
  %1030 = mul nsw i32 %bx, 128
  %1031 = sdiv i32 %tx, 32
  %1032 = srem i32 %tx, 32
  %1033 = icmp slt i32 %1032, 0
  %1034 = icmp ne i1 %1033, false
  %1035 = icmp ne i32 %1032, 0
  %1036 = and i1 %1035, %1034
  %1037 = sub i32 %1031, 1
  %1038 = select i1 %1036, i32 %1037, i32 %1031
  %1039 = mul nsw i32 %1038, 8
  %1040 = add nsw i32 %1030, %1039
  %1041 = sdiv i32 %l53, 2
  %1042 = srem i32 %l53, 2
  %1043 = icmp slt i32 %1042, 0
  %1044 = icmp ne i1 %1043, false
  %1045 = icmp ne i32 %1042, 0
  %1046 = and i1 %1045, %1044
  %1047 = add i32 %1042, 2
  %1048 = select i1 %1046, i32 %1047, i32 %1042
  %1049 = mul nsw i32 %1048, 8
  %1050 = add nsw i32 %1040, %1049
  %1051 = sdiv i32 %tx, 4
  %1052 = srem i32 %tx, 4
  %1053 = icmp slt i32 %1052, 0
  %1054 = icmp ne i1 %1053, false
  %1055 = icmp ne i32 %1052, 0
  %1056 = and i1 %1055, %1054
  %1057 = sub i32 %1051, 1
  %1058 = select i1 %1056, i32 %1057, i32 %1051
  %1059 = add nsw i32 %1050, %1058
  %1060 = icmp sle i32 %1029, %1059
  br label %and.end

and.else:                                         ; preds = %l.body51
  br label %and.end

and.end:                                          ; preds = %and.else, %and.then
  %and = phi i1 [ %1060, %and.then ], [ false, %and.else ]
  br i1 %and, label %if.then54, label %if.else56

if.then54:                                        ; preds = %and.end
  %1061 = mul nsw i32 %l53, 2
  %1062 = sext i32 %1061 to i64
  %1063 = getelementptr inbounds float, ptr %acc_s, i64 %1062
  store <2 x float> zeroinitializer, ptr %1063, align 8
  br label %if.end55

if.end55:                                         ; preds = %v.end, %if.then54
  %l.next57 = add nsw i32 %l53, 1
  br label %l.cond50, !llvm.loop !15

if.else56:                                        ; preds = %and.end
  br label %v.cond

v.cond:                                           ; preds = %v.body, %if.else56
  %v = phi i32 [ 0, %if.else56 ], [ %v.next, %v.body ]
  %1064 = icmp slt i32 %v, 2
  br i1 %1064, label %v.body, label %v.end

v.body:                                           ; preds = %v.cond
  %1065 = mul nsw i32 %l53, 2
  %1066 = add nsw i32 %1065, %v
  %1067 = sext i32 %1066 to i64
  %1068 = getelementptr inbounds float, ptr %acc_s, i64 %1067
  %1069 = mul nsw i32 %k, 64
  %1070 = sdiv i32 %l53, 2
  %1071 = srem i32 %l53, 2
  %1072 = icmp slt i32 %1071, 0
  %1073 = icmp ne i1 %1072, false
  %1074 = icmp ne i32 %1071, 0
  %1075 = and i1 %1074, %1073
  %1076 = sub i32 %1070, 1
  %1077 = select i1 %1075, i32 %1076, i32 %1070
  %1078 = mul nsw i32 %1077, 8
  %1079 = add nsw i32 %1069, %1078
  %1080 = sdiv i32 %tx, 4
  %1081 = srem i32 %tx, 4
  %1082 = icmp slt i32 %1081, 0
  %1083 = icmp ne i1 %1082, false
  %1084 = icmp ne i32 %1081, 0
  %1085 = and i1 %1084, %1083
  %1086 = add i32 %1081, 4
  %1087 = select i1 %1085, i32 %1086, i32 %1081
  %1088 = mul nsw i32 %1087, 2
  %1089 = add nsw i32 %1079, %1088
  %1090 = add nsw i32 %1089, %v
  %1091 = mul nsw i32 %bx, 128
  %1092 = sdiv i32 %tx, 32
  %1093 = srem i32 %tx, 32
  %1094 = icmp slt i32 %1093, 0
  %1095 = icmp ne i1 %1094, false
  %1096 = icmp ne i32 %1093, 0
  %1097 = and i1 %1096, %1095
  %1098 = sub i32 %1092, 1
  %1099 = select i1 %1097, i32 %1098, i32 %1092
  %1100 = mul nsw i32 %1099, 8
  %1101 = add nsw i32 %1091, %1100
  %1102 = sdiv i32 %l53, 2
  %1103 = srem i32 %l53, 2
  %1104 = icmp slt i32 %1103, 0
  %1105 = icmp ne i1 %1104, false
  %1106 = icmp ne i32 %1103, 0
  %1107 = and i1 %1106, %1105
  %1108 = add i32 %1103, 2
  %1109 = select i1 %1107, i32 %1108, i32 %1103
  %1110 = mul nsw i32 %1109, 8
  %1111 = add nsw i32 %1101, %1110
  %1112 = sdiv i32 %tx, 4
  %1113 = srem i32 %tx, 4
  %1114 = icmp slt i32 %1113, 0
  %1115 = icmp ne i1 %1114, false
  %1116 = icmp ne i32 %1113, 0
  %1117 = and i1 %1116, %1115
  %1118 = sub i32 %1112, 1
  %1119 = select i1 %1117, i32 %1118, i32 %1112
  %1120 = add nsw i32 %1111, %1119
  %1121 = icmp sle i32 %1090, %1120
  %1122 = select i1 %1121, float 0.000000e+00, float 0xFFF0000000000000
  store float %1122, ptr %1068, align 4
  %v.next = add nsw i32 %v, 1
  br label %v.cond, !llvm.loop !16

v.end:                                            ; preds = %v.cond
  br label %if.end55

wgmma.group:                                      ; preds = %l.end52
  %1123 = getelementptr inbounds float, ptr %1006, i64 0
  %1124 = load float, ptr %1123, align 4
  %1125 = call float asm sideeffect "", "=f,0,~{memory}"(float %1124)
  store float %1125, ptr %1123, align 4
  %1126 = getelementptr inbounds float, ptr %1006, i64 1
  %1127 = load float, ptr %1126, align 4
  %1128 = call float asm sideeffect "", "=f,0,~{memory}"(float %1127)
  store float %1128, ptr %1126, align 4
  %1129 = getelementptr inbounds float, ptr %1006, i64 2
  %1130 = load float, ptr %1129, align 4
  %1131 = call float asm sideeffect "", "=f,0,~{memory}"(float %1130)
  store float %1131, ptr %1129, align 4
  %1132 = getelementptr inbounds float, ptr %1006, i64 3
  %1133 = load float, ptr %1132, align 4
  %1134 = call float asm sideeffect "", "=f,0,~{memory}"(float %1133)
  store float %1134, ptr %1132, align 4
  %1135 = getelementptr inbounds float, ptr %1006, i64 4
  %1136 = load float, ptr %1135, align 4
  %1137 = call float asm sideeffect "", "=f,0,~{memory}"(float %1136)
  store float %1137, ptr %1135, align 4
  %1138 = getelementptr inbounds float, ptr %1006, i64 5
  %1139 = load float, ptr %1138, align 4
  %1140 = call float asm sideeffect "", "=f,0,~{memory}"(float %1139)
  store float %1140, ptr %1138, align 4
  %1141 = getelementptr inbounds float, ptr %1006, i64 6
  %1142 = load float, ptr %1141, align 4
  %1143 = call float asm sideeffect "", "=f,0,~{memory}"(float %1142)
  store float %1143, ptr %1141, align 4
  %1144 = getelementptr inbounds float, ptr %1006, i64 7
  %1145 = load float, ptr %1144, align 4
  %1146 = call float asm sideeffect "", "=f,0,~{memory}"(float %1145)
  store float %1146, ptr %1144, align 4
  %1147 = getelementptr inbounds float, ptr %1006, i64 8
  %1148 = load float, ptr %1147, align 4
  %1149 = call float asm sideeffect "", "=f,0,~{memory}"(float %1148)
  store float %1149, ptr %1147, align 4
  %1150 = getelementptr inbounds float, ptr %1006, i64 9
  %1151 = load float, ptr %1150, align 4
  %1152 = call float asm sideeffect "", "=f,0,~{memory}"(float %1151)
  store float %1152, ptr %1150, align 4
  %1153 = getelementptr inbounds float, ptr %1006, i64 10
  %1154 = load float, ptr %1153, align 4
  %1155 = call float asm sideeffect "", "=f,0,~{memory}"(float %1154)
  store float %1155, ptr %1153, align 4
  %1156 = getelementptr inbounds float, ptr %1006, i64 11
  %1157 = load float, ptr %1156, align 4
  %1158 = call float asm sideeffect "", "=f,0,~{memory}"(float %1157)
  store float %1158, ptr %1156, align 4
  %1159 = getelementptr inbounds float, ptr %1006, i64 12
  %1160 = load float, ptr %1159, align 4
  %1161 = call float asm sideeffect "", "=f,0,~{memory}"(float %1160)
  store float %1161, ptr %1159, align 4
  %1162 = getelementptr inbounds float, ptr %1006, i64 13
  %1163 = load float, ptr %1162, align 4
  %1164 = call float asm sideeffect "", "=f,0,~{memory}"(float %1163)
  store float %1164, ptr %1162, align 4
  %1165 = getelementptr inbounds float, ptr %1006, i64 14
  %1166 = load float, ptr %1165, align 4
  %1167 = call float asm sideeffect "", "=f,0,~{memory}"(float %1166)
  store float %1167, ptr %1165, align 4
  %1168 = getelementptr inbounds float, ptr %1006, i64 15
  %1169 = load float, ptr %1168, align 4
  %1170 = call float asm sideeffect "", "=f,0,~{memory}"(float %1169)
  store float %1170, ptr %1168, align 4
  %1171 = getelementptr inbounds float, ptr %1006, i64 16
  %1172 = load float, ptr %1171, align 4
  %1173 = call float asm sideeffect "", "=f,0,~{memory}"(float %1172)
  store float %1173, ptr %1171, align 4
  %1174 = getelementptr inbounds float, ptr %1006, i64 17
  %1175 = load float, ptr %1174, align 4
  %1176 = call float asm sideeffect "", "=f,0,~{memory}"(float %1175)
  store float %1176, ptr %1174, align 4
  %1177 = getelementptr inbounds float, ptr %1006, i64 18
  %1178 = load float, ptr %1177, align 4
  %1179 = call float asm sideeffect "", "=f,0,~{memory}"(float %1178)
  store float %1179, ptr %1177, align 4
  %1180 = getelementptr inbounds float, ptr %1006, i64 19
  %1181 = load float, ptr %1180, align 4
  %1182 = call float asm sideeffect "", "=f,0,~{memory}"(float %1181)
  store float %1182, ptr %1180, align 4
  %1183 = getelementptr inbounds float, ptr %1006, i64 20
  %1184 = load float, ptr %1183, align 4
  %1185 = call float asm sideeffect "", "=f,0,~{memory}"(float %1184)
  store float %1185, ptr %1183, align 4
  %1186 = getelementptr inbounds float, ptr %1006, i64 21
  %1187 = load float, ptr %1186, align 4
  %1188 = call float asm sideeffect "", "=f,0,~{memory}"(float %1187)
  store float %1188, ptr %1186, align 4
  %1189 = getelementptr inbounds float, ptr %1006, i64 22
  %1190 = load float, ptr %1189, align 4
  %1191 = call float asm sideeffect "", "=f,0,~{memory}"(float %1190)
  store float %1191, ptr %1189, align 4
  %1192 = getelementptr inbounds float, ptr %1006, i64 23
  %1193 = load float, ptr %1192, align 4
  %1194 = call float asm sideeffect "", "=f,0,~{memory}"(float %1193)
  store float %1194, ptr %1192, align 4
  %1195 = getelementptr inbounds float, ptr %1006, i64 24
  %1196 = load float, ptr %1195, align 4
  %1197 = call float asm sideeffect "", "=f,0,~{memory}"(float %1196)
  store float %1197, ptr %1195, align 4
  %1198 = getelementptr inbounds float, ptr %1006, i64 25
  %1199 = load float, ptr %1198, align 4
  %1200 = call float asm sideeffect "", "=f,0,~{memory}"(float %1199)
  store float %1200, ptr %1198, align 4
  %1201 = getelementptr inbounds float, ptr %1006, i64 26
  %1202 = load float, ptr %1201, align 4
  %1203 = call float asm sideeffect "", "=f,0,~{memory}"(float %1202)
  store float %1203, ptr %1201, align 4
  %1204 = getelementptr inbounds float, ptr %1006, i64 27
  %1205 = load float, ptr %1204, align 4
  %1206 = call float asm sideeffect "", "=f,0,~{memory}"(float %1205)
  store float %1206, ptr %1204, align 4
  %1207 = getelementptr inbounds float, ptr %1006, i64 28
  %1208 = load float, ptr %1207, align 4
  %1209 = call float asm sideeffect "", "=f,0,~{memory}"(float %1208)
  store float %1209, ptr %1207, align 4
  %1210 = getelementptr inbounds float, ptr %1006, i64 29
  %1211 = load float, ptr %1210, align 4
  %1212 = call float asm sideeffect "", "=f,0,~{memory}"(float %1211)
  store float %1212, ptr %1210, align 4
  %1213 = getelementptr inbounds float, ptr %1006, i64 30
  %1214 = load float, ptr %1213, align 4
  %1215 = call float asm sideeffect "", "=f,0,~{memory}"(float %1214)
  store float %1215, ptr %1213, align 4
  %1216 = getelementptr inbounds float, ptr %1006, i64 31
  %1217 = load float, ptr %1216, align 4
  %1218 = call float asm sideeffect "", "=f,0,~{memory}"(float %1217)
  store float %1218, ptr %1216, align 4
  call void asm sideeffect "wgmma.fence.sync.aligned;", "~{memory}"() #7
  %1219 = mul i32 %warpgroup, 64
  %1220 = add i32 %1219, 0
  %1221 = mul i32 %1220, 64
  %1222 = zext i32 %1221 to i64
  %1223 = add i64 0, %1222
  %1224 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %1223
  %1225 = ptrtoint ptr addrspace(3) %1224 to i64
  %1226 = and i64 %1225, 262143
  %1227 = lshr i64 %1226, 4
  %1228 = or i64 %1227, 4611686293305360384
  %1229 = getelementptr inbounds half, ptr addrspace(3) %1005, i64 0
  %1230 = ptrtoint ptr addrspace(3) %1229 to i64
  %1231 = and i64 %1230, 262143
  %1232 = lshr i64 %1231, 4
  %1233 = or i64 %1232, 4611686293305360384
  %1234 = getelementptr inbounds float, ptr %1006, i64 0
  %1235 = load float, ptr %1234, align 4
  %1236 = getelementptr inbounds float, ptr %1006, i64 1
  %1237 = load float, ptr %1236, align 4
  %1238 = getelementptr inbounds float, ptr %1006, i64 2
  %1239 = load float, ptr %1238, align 4
  %1240 = getelementptr inbounds float, ptr %1006, i64 3
  %1241 = load float, ptr %1240, align 4
  %1242 = getelementptr inbounds float, ptr %1006, i64 4
  %1243 = load float, ptr %1242, align 4
  %1244 = getelementptr inbounds float, ptr %1006, i64 5
  %1245 = load float, ptr %1244, align 4
  %1246 = getelementptr inbounds float, ptr %1006, i64 6
  %1247 = load float, ptr %1246, align 4
  %1248 = getelementptr inbounds float, ptr %1006, i64 7
  %1249 = load float, ptr %1248, align 4
  %1250 = getelementptr inbounds float, ptr %1006, i64 8
  %1251 = load float, ptr %1250, align 4
  %1252 = getelementptr inbounds float, ptr %1006, i64 9
  %1253 = load float, ptr %1252, align 4
  %1254 = getelementptr inbounds float, ptr %1006, i64 10
  %1255 = load float, ptr %1254, align 4
  %1256 = getelementptr inbounds float, ptr %1006, i64 11
  %1257 = load float, ptr %1256, align 4
  %1258 = getelementptr inbounds float, ptr %1006, i64 12
  %1259 = load float, ptr %1258, align 4
  %1260 = getelementptr inbounds float, ptr %1006, i64 13
  %1261 = load float, ptr %1260, align 4
  %1262 = getelementptr inbounds float, ptr %1006, i64 14
  %1263 = load float, ptr %1262, align 4
  %1264 = getelementptr inbounds float, ptr %1006, i64 15
  %1265 = load float, ptr %1264, align 4
  %1266 = getelementptr inbounds float, ptr %1006, i64 16
  %1267 = load float, ptr %1266, align 4
  %1268 = getelementptr inbounds float, ptr %1006, i64 17
  %1269 = load float, ptr %1268, align 4
  %1270 = getelementptr inbounds float, ptr %1006, i64 18
  %1271 = load float, ptr %1270, align 4
  %1272 = getelementptr inbounds float, ptr %1006, i64 19
  %1273 = load float, ptr %1272, align 4
  %1274 = getelementptr inbounds float, ptr %1006, i64 20
  %1275 = load float, ptr %1274, align 4
  %1276 = getelementptr inbounds float, ptr %1006, i64 21
  %1277 = load float, ptr %1276, align 4
  %1278 = getelementptr inbounds float, ptr %1006, i64 22
  %1279 = load float, ptr %1278, align 4
  %1280 = getelementptr inbounds float, ptr %1006, i64 23
  %1281 = load float, ptr %1280, align 4
  %1282 = getelementptr inbounds float, ptr %1006, i64 24
  %1283 = load float, ptr %1282, align 4
  %1284 = getelementptr inbounds float, ptr %1006, i64 25
  %1285 = load float, ptr %1284, align 4
  %1286 = getelementptr inbounds float, ptr %1006, i64 26
  %1287 = load float, ptr %1286, align 4
  %1288 = getelementptr inbounds float, ptr %1006, i64 27
  %1289 = load float, ptr %1288, align 4
  %1290 = getelementptr inbounds float, ptr %1006, i64 28
  %1291 = load float, ptr %1290, align 4
  %1292 = getelementptr inbounds float, ptr %1006, i64 29
  %1293 = load float, ptr %1292, align 4
  %1294 = getelementptr inbounds float, ptr %1006, i64 30
  %1295 = load float, ptr %1294, align 4
  %1296 = getelementptr inbounds float, ptr %1006, i64 31
  %1297 = load float, ptr %1296, align 4
  %1298 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,~{memory}"(i64 %1228, i64 %1233, i32 1, float %1235, float %1237, float %1239, float %1241, float %1243, float %1245, float %1247, float %1249, float %1251, float %1253, float %1255, float %1257, float %1259, float %1261, float %1263, float %1265, float %1267, float %1269, float %1271, float %1273, float %1275, float %1277, float %1279, float %1281, float %1283, float %1285, float %1287, float %1289, float %1291, float %1293, float %1295, float %1297) #7
  %1299 = getelementptr inbounds float, ptr %1006, i64 0
  %1300 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1298, 0
  store float %1300, ptr %1299, align 4
  %1301 = getelementptr inbounds float, ptr %1006, i64 1
  %1302 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1298, 1
  store float %1302, ptr %1301, align 4
  %1303 = getelementptr inbounds float, ptr %1006, i64 2
  %1304 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1298, 2
  store float %1304, ptr %1303, align 4
  %1305 = getelementptr inbounds float, ptr %1006, i64 3
  %1306 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1298, 3
  store float %1306, ptr %1305, align 4
  %1307 = getelementptr inbounds float, ptr %1006, i64 4
  %1308 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1298, 4
  store float %1308, ptr %1307, align 4
  %1309 = getelementptr inbounds float, ptr %1006, i64 5
  %1310 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1298, 5
  store float %1310, ptr %1309, align 4
  %1311 = getelementptr inbounds float, ptr %1006, i64 6
  %1312 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1298, 6
  store float %1312, ptr %1311, align 4
  %1313 = getelementptr inbounds float, ptr %1006, i64 7
  %1314 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1298, 7
  store float %1314, ptr %1313, align 4
  %1315 = getelementptr inbounds float, ptr %1006, i64 8
  %1316 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1298, 8
  store float %1316, ptr %1315, align 4
  %1317 = getelementptr inbounds float, ptr %1006, i64 9
  %1318 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1298, 9
  store float %1318, ptr %1317, align 4
  %1319 = getelementptr inbounds float, ptr %1006, i64 10
  %1320 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1298, 10
  store float %1320, ptr %1319, align 4
  %1321 = getelementptr inbounds float, ptr %1006, i64 11
  %1322 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1298, 11
  store float %1322, ptr %1321, align 4
  %1323 = getelementptr inbounds float, ptr %1006, i64 12
  %1324 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1298, 12
  store float %1324, ptr %1323, align 4
  %1325 = getelementptr inbounds float, ptr %1006, i64 13
  %1326 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1298, 13
  store float %1326, ptr %1325, align 4
  %1327 = getelementptr inbounds float, ptr %1006, i64 14
  %1328 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1298, 14
  store float %1328, ptr %1327, align 4
  %1329 = getelementptr inbounds float, ptr %1006, i64 15
  %1330 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1298, 15
  store float %1330, ptr %1329, align 4
  %1331 = getelementptr inbounds float, ptr %1006, i64 16
  %1332 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1298, 16
  store float %1332, ptr %1331, align 4
  %1333 = getelementptr inbounds float, ptr %1006, i64 17
  %1334 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1298, 17
  store float %1334, ptr %1333, align 4
  %1335 = getelementptr inbounds float, ptr %1006, i64 18
  %1336 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1298, 18
  store float %1336, ptr %1335, align 4
  %1337 = getelementptr inbounds float, ptr %1006, i64 19
  %1338 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1298, 19
  store float %1338, ptr %1337, align 4
  %1339 = getelementptr inbounds float, ptr %1006, i64 20
  %1340 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1298, 20
  store float %1340, ptr %1339, align 4
  %1341 = getelementptr inbounds float, ptr %1006, i64 21
  %1342 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1298, 21
  store float %1342, ptr %1341, align 4
  %1343 = getelementptr inbounds float, ptr %1006, i64 22
  %1344 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1298, 22
  store float %1344, ptr %1343, align 4
  %1345 = getelementptr inbounds float, ptr %1006, i64 23
  %1346 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1298, 23
  store float %1346, ptr %1345, align 4
  %1347 = getelementptr inbounds float, ptr %1006, i64 24
  %1348 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1298, 24
  store float %1348, ptr %1347, align 4
  %1349 = getelementptr inbounds float, ptr %1006, i64 25
  %1350 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1298, 25
  store float %1350, ptr %1349, align 4
  %1351 = getelementptr inbounds float, ptr %1006, i64 26
  %1352 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1298, 26
  store float %1352, ptr %1351, align 4
  %1353 = getelementptr inbounds float, ptr %1006, i64 27
  %1354 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1298, 27
  store float %1354, ptr %1353, align 4
  %1355 = getelementptr inbounds float, ptr %1006, i64 28
  %1356 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1298, 28
  store float %1356, ptr %1355, align 4
  %1357 = getelementptr inbounds float, ptr %1006, i64 29
  %1358 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1298, 29
  store float %1358, ptr %1357, align 4
  %1359 = getelementptr inbounds float, ptr %1006, i64 30
  %1360 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1298, 30
  store float %1360, ptr %1359, align 4
  %1361 = getelementptr inbounds float, ptr %1006, i64 31
  %1362 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1298, 31
  store float %1362, ptr %1361, align 4
  %1363 = zext i32 %1221 to i64
  %1364 = add i64 16, %1363
  %1365 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %1364
  %1366 = ptrtoint ptr addrspace(3) %1365 to i64
  %1367 = and i64 %1366, 262143
  %1368 = lshr i64 %1367, 4
  %1369 = or i64 %1368, 4611686293305360384
  %1370 = getelementptr inbounds half, ptr addrspace(3) %1005, i64 16
  %1371 = ptrtoint ptr addrspace(3) %1370 to i64
  %1372 = and i64 %1371, 262143
  %1373 = lshr i64 %1372, 4
  %1374 = or i64 %1373, 4611686293305360384
  %1375 = getelementptr inbounds float, ptr %1006, i64 0
  %1376 = load float, ptr %1375, align 4
  %1377 = getelementptr inbounds float, ptr %1006, i64 1
  %1378 = load float, ptr %1377, align 4
  %1379 = getelementptr inbounds float, ptr %1006, i64 2
  %1380 = load float, ptr %1379, align 4
  %1381 = getelementptr inbounds float, ptr %1006, i64 3
  %1382 = load float, ptr %1381, align 4
  %1383 = getelementptr inbounds float, ptr %1006, i64 4
  %1384 = load float, ptr %1383, align 4
  %1385 = getelementptr inbounds float, ptr %1006, i64 5
  %1386 = load float, ptr %1385, align 4
  %1387 = getelementptr inbounds float, ptr %1006, i64 6
  %1388 = load float, ptr %1387, align 4
  %1389 = getelementptr inbounds float, ptr %1006, i64 7
  %1390 = load float, ptr %1389, align 4
  %1391 = getelementptr inbounds float, ptr %1006, i64 8
  %1392 = load float, ptr %1391, align 4
  %1393 = getelementptr inbounds float, ptr %1006, i64 9
  %1394 = load float, ptr %1393, align 4
  %1395 = getelementptr inbounds float, ptr %1006, i64 10
  %1396 = load float, ptr %1395, align 4
  %1397 = getelementptr inbounds float, ptr %1006, i64 11
  %1398 = load float, ptr %1397, align 4
  %1399 = getelementptr inbounds float, ptr %1006, i64 12
  %1400 = load float, ptr %1399, align 4
  %1401 = getelementptr inbounds float, ptr %1006, i64 13
  %1402 = load float, ptr %1401, align 4
  %1403 = getelementptr inbounds float, ptr %1006, i64 14
  %1404 = load float, ptr %1403, align 4
  %1405 = getelementptr inbounds float, ptr %1006, i64 15
  %1406 = load float, ptr %1405, align 4
  %1407 = getelementptr inbounds float, ptr %1006, i64 16
  %1408 = load float, ptr %1407, align 4
  %1409 = getelementptr inbounds float, ptr %1006, i64 17
  %1410 = load float, ptr %1409, align 4
  %1411 = getelementptr inbounds float, ptr %1006, i64 18
  %1412 = load float, ptr %1411, align 4
  %1413 = getelementptr inbounds float, ptr %1006, i64 19
  %1414 = load float, ptr %1413, align 4
  %1415 = getelementptr inbounds float, ptr %1006, i64 20
  %1416 = load float, ptr %1415, align 4
  %1417 = getelementptr inbounds float, ptr %1006, i64 21
  %1418 = load float, ptr %1417, align 4
  %1419 = getelementptr inbounds float, ptr %1006, i64 22
  %1420 = load float, ptr %1419, align 4
  %1421 = getelementptr inbounds float, ptr %1006, i64 23
  %1422 = load float, ptr %1421, align 4
  %1423 = getelementptr inbounds float, ptr %1006, i64 24
  %1424 = load float, ptr %1423, align 4
  %1425 = getelementptr inbounds float, ptr %1006, i64 25
  %1426 = load float, ptr %1425, align 4
  %1427 = getelementptr inbounds float, ptr %1006, i64 26
  %1428 = load float, ptr %1427, align 4
  %1429 = getelementptr inbounds float, ptr %1006, i64 27
  %1430 = load float, ptr %1429, align 4
  %1431 = getelementptr inbounds float, ptr %1006, i64 28
  %1432 = load float, ptr %1431, align 4
  %1433 = getelementptr inbounds float, ptr %1006, i64 29
  %1434 = load float, ptr %1433, align 4
  %1435 = getelementptr inbounds float, ptr %1006, i64 30
  %1436 = load float, ptr %1435, align 4
  %1437 = getelementptr inbounds float, ptr %1006, i64 31
  %1438 = load float, ptr %1437, align 4
  %1439 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,~{memory}"(i64 %1369, i64 %1374, i32 1, float %1376, float %1378, float %1380, float %1382, float %1384, float %1386, float %1388, float %1390, float %1392, float %1394, float %1396, float %1398, float %1400, float %1402, float %1404, float %1406, float %1408, float %1410, float %1412, float %1414, float %1416, float %1418, float %1420, float %1422, float %1424, float %1426, float %1428, float %1430, float %1432, float %1434, float %1436, float %1438) #7
  %1440 = getelementptr inbounds float, ptr %1006, i64 0
  %1441 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1439, 0
  store float %1441, ptr %1440, align 4
  %1442 = getelementptr inbounds float, ptr %1006, i64 1
  %1443 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1439, 1
  store float %1443, ptr %1442, align 4
  %1444 = getelementptr inbounds float, ptr %1006, i64 2
  %1445 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1439, 2
  store float %1445, ptr %1444, align 4
  %1446 = getelementptr inbounds float, ptr %1006, i64 3
  %1447 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1439, 3
  store float %1447, ptr %1446, align 4
  %1448 = getelementptr inbounds float, ptr %1006, i64 4
  %1449 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1439, 4
  store float %1449, ptr %1448, align 4
  %1450 = getelementptr inbounds float, ptr %1006, i64 5
  %1451 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1439, 5
  store float %1451, ptr %1450, align 4
  %1452 = getelementptr inbounds float, ptr %1006, i64 6
  %1453 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1439, 6
  store float %1453, ptr %1452, align 4
  %1454 = getelementptr inbounds float, ptr %1006, i64 7
  %1455 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1439, 7
  store float %1455, ptr %1454, align 4
  %1456 = getelementptr inbounds float, ptr %1006, i64 8
  %1457 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1439, 8
  store float %1457, ptr %1456, align 4
  %1458 = getelementptr inbounds float, ptr %1006, i64 9
  %1459 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1439, 9
  store float %1459, ptr %1458, align 4
  %1460 = getelementptr inbounds float, ptr %1006, i64 10
  %1461 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1439, 10
  store float %1461, ptr %1460, align 4
  %1462 = getelementptr inbounds float, ptr %1006, i64 11
  %1463 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1439, 11
  store float %1463, ptr %1462, align 4
  %1464 = getelementptr inbounds float, ptr %1006, i64 12
  %1465 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1439, 12
  store float %1465, ptr %1464, align 4
  %1466 = getelementptr inbounds float, ptr %1006, i64 13
  %1467 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1439, 13
  store float %1467, ptr %1466, align 4
  %1468 = getelementptr inbounds float, ptr %1006, i64 14
  %1469 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1439, 14
  store float %1469, ptr %1468, align 4
  %1470 = getelementptr inbounds float, ptr %1006, i64 15
  %1471 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1439, 15
  store float %1471, ptr %1470, align 4
  %1472 = getelementptr inbounds float, ptr %1006, i64 16
  %1473 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1439, 16
  store float %1473, ptr %1472, align 4
  %1474 = getelementptr inbounds float, ptr %1006, i64 17
  %1475 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1439, 17
  store float %1475, ptr %1474, align 4
  %1476 = getelementptr inbounds float, ptr %1006, i64 18
  %1477 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1439, 18
  store float %1477, ptr %1476, align 4
  %1478 = getelementptr inbounds float, ptr %1006, i64 19
  %1479 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1439, 19
  store float %1479, ptr %1478, align 4
  %1480 = getelementptr inbounds float, ptr %1006, i64 20
  %1481 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1439, 20
  store float %1481, ptr %1480, align 4
  %1482 = getelementptr inbounds float, ptr %1006, i64 21
  %1483 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1439, 21
  store float %1483, ptr %1482, align 4
  %1484 = getelementptr inbounds float, ptr %1006, i64 22
  %1485 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1439, 22
  store float %1485, ptr %1484, align 4
  %1486 = getelementptr inbounds float, ptr %1006, i64 23
  %1487 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1439, 23
  store float %1487, ptr %1486, align 4
  %1488 = getelementptr inbounds float, ptr %1006, i64 24
  %1489 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1439, 24
  store float %1489, ptr %1488, align 4
  %1490 = getelementptr inbounds float, ptr %1006, i64 25
  %1491 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1439, 25
  store float %1491, ptr %1490, align 4
  %1492 = getelementptr inbounds float, ptr %1006, i64 26
  %1493 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1439, 26
  store float %1493, ptr %1492, align 4
  %1494 = getelementptr inbounds float, ptr %1006, i64 27
  %1495 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1439, 27
  store float %1495, ptr %1494, align 4
  %1496 = getelementptr inbounds float, ptr %1006, i64 28
  %1497 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1439, 28
  store float %1497, ptr %1496, align 4
  %1498 = getelementptr inbounds float, ptr %1006, i64 29
  %1499 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1439, 29
  store float %1499, ptr %1498, align 4
  %1500 = getelementptr inbounds float, ptr %1006, i64 30
  %1501 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1439, 30
  store float %1501, ptr %1500, align 4
  %1502 = getelementptr inbounds float, ptr %1006, i64 31
  %1503 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1439, 31
  store float %1503, ptr %1502, align 4
  %1504 = zext i32 %1221 to i64
  %1505 = add i64 32, %1504
  %1506 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %1505
  %1507 = ptrtoint ptr addrspace(3) %1506 to i64
  %1508 = and i64 %1507, 262143
  %1509 = lshr i64 %1508, 4
  %1510 = or i64 %1509, 4611686293305360384
  %1511 = getelementptr inbounds half, ptr addrspace(3) %1005, i64 32
  %1512 = ptrtoint ptr addrspace(3) %1511 to i64
  %1513 = and i64 %1512, 262143
  %1514 = lshr i64 %1513, 4
  %1515 = or i64 %1514, 4611686293305360384
  %1516 = getelementptr inbounds float, ptr %1006, i64 0
  %1517 = load float, ptr %1516, align 4
  %1518 = getelementptr inbounds float, ptr %1006, i64 1
  %1519 = load float, ptr %1518, align 4
  %1520 = getelementptr inbounds float, ptr %1006, i64 2
  %1521 = load float, ptr %1520, align 4
  %1522 = getelementptr inbounds float, ptr %1006, i64 3
  %1523 = load float, ptr %1522, align 4
  %1524 = getelementptr inbounds float, ptr %1006, i64 4
  %1525 = load float, ptr %1524, align 4
  %1526 = getelementptr inbounds float, ptr %1006, i64 5
  %1527 = load float, ptr %1526, align 4
  %1528 = getelementptr inbounds float, ptr %1006, i64 6
  %1529 = load float, ptr %1528, align 4
  %1530 = getelementptr inbounds float, ptr %1006, i64 7
  %1531 = load float, ptr %1530, align 4
  %1532 = getelementptr inbounds float, ptr %1006, i64 8
  %1533 = load float, ptr %1532, align 4
  %1534 = getelementptr inbounds float, ptr %1006, i64 9
  %1535 = load float, ptr %1534, align 4
  %1536 = getelementptr inbounds float, ptr %1006, i64 10
  %1537 = load float, ptr %1536, align 4
  %1538 = getelementptr inbounds float, ptr %1006, i64 11
  %1539 = load float, ptr %1538, align 4
  %1540 = getelementptr inbounds float, ptr %1006, i64 12
  %1541 = load float, ptr %1540, align 4
  %1542 = getelementptr inbounds float, ptr %1006, i64 13
  %1543 = load float, ptr %1542, align 4
  %1544 = getelementptr inbounds float, ptr %1006, i64 14
  %1545 = load float, ptr %1544, align 4
  %1546 = getelementptr inbounds float, ptr %1006, i64 15
  %1547 = load float, ptr %1546, align 4
  %1548 = getelementptr inbounds float, ptr %1006, i64 16
  %1549 = load float, ptr %1548, align 4
  %1550 = getelementptr inbounds float, ptr %1006, i64 17
  %1551 = load float, ptr %1550, align 4
  %1552 = getelementptr inbounds float, ptr %1006, i64 18
  %1553 = load float, ptr %1552, align 4
  %1554 = getelementptr inbounds float, ptr %1006, i64 19
  %1555 = load float, ptr %1554, align 4
  %1556 = getelementptr inbounds float, ptr %1006, i64 20
  %1557 = load float, ptr %1556, align 4
  %1558 = getelementptr inbounds float, ptr %1006, i64 21
  %1559 = load float, ptr %1558, align 4
  %1560 = getelementptr inbounds float, ptr %1006, i64 22
  %1561 = load float, ptr %1560, align 4
  %1562 = getelementptr inbounds float, ptr %1006, i64 23
  %1563 = load float, ptr %1562, align 4
  %1564 = getelementptr inbounds float, ptr %1006, i64 24
  %1565 = load float, ptr %1564, align 4
  %1566 = getelementptr inbounds float, ptr %1006, i64 25
  %1567 = load float, ptr %1566, align 4
  %1568 = getelementptr inbounds float, ptr %1006, i64 26
  %1569 = load float, ptr %1568, align 4
  %1570 = getelementptr inbounds float, ptr %1006, i64 27
  %1571 = load float, ptr %1570, align 4
  %1572 = getelementptr inbounds float, ptr %1006, i64 28
  %1573 = load float, ptr %1572, align 4
  %1574 = getelementptr inbounds float, ptr %1006, i64 29
  %1575 = load float, ptr %1574, align 4
  %1576 = getelementptr inbounds float, ptr %1006, i64 30
  %1577 = load float, ptr %1576, align 4
  %1578 = getelementptr inbounds float, ptr %1006, i64 31
  %1579 = load float, ptr %1578, align 4
  %1580 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,~{memory}"(i64 %1510, i64 %1515, i32 1, float %1517, float %1519, float %1521, float %1523, float %1525, float %1527, float %1529, float %1531, float %1533, float %1535, float %1537, float %1539, float %1541, float %1543, float %1545, float %1547, float %1549, float %1551, float %1553, float %1555, float %1557, float %1559, float %1561, float %1563, float %1565, float %1567, float %1569, float %1571, float %1573, float %1575, float %1577, float %1579) #7
  %1581 = getelementptr inbounds float, ptr %1006, i64 0
  %1582 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1580, 0
  store float %1582, ptr %1581, align 4
  %1583 = getelementptr inbounds float, ptr %1006, i64 1
  %1584 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1580, 1
  store float %1584, ptr %1583, align 4
  %1585 = getelementptr inbounds float, ptr %1006, i64 2
  %1586 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1580, 2
  store float %1586, ptr %1585, align 4
  %1587 = getelementptr inbounds float, ptr %1006, i64 3
  %1588 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1580, 3
  store float %1588, ptr %1587, align 4
  %1589 = getelementptr inbounds float, ptr %1006, i64 4
  %1590 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1580, 4
  store float %1590, ptr %1589, align 4
  %1591 = getelementptr inbounds float, ptr %1006, i64 5
  %1592 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1580, 5
  store float %1592, ptr %1591, align 4
  %1593 = getelementptr inbounds float, ptr %1006, i64 6
  %1594 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1580, 6
  store float %1594, ptr %1593, align 4
  %1595 = getelementptr inbounds float, ptr %1006, i64 7
  %1596 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1580, 7
  store float %1596, ptr %1595, align 4
  %1597 = getelementptr inbounds float, ptr %1006, i64 8
  %1598 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1580, 8
  store float %1598, ptr %1597, align 4
  %1599 = getelementptr inbounds float, ptr %1006, i64 9
  %1600 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1580, 9
  store float %1600, ptr %1599, align 4
  %1601 = getelementptr inbounds float, ptr %1006, i64 10
  %1602 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1580, 10
  store float %1602, ptr %1601, align 4
  %1603 = getelementptr inbounds float, ptr %1006, i64 11
  %1604 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1580, 11
  store float %1604, ptr %1603, align 4
  %1605 = getelementptr inbounds float, ptr %1006, i64 12
  %1606 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1580, 12
  store float %1606, ptr %1605, align 4
  %1607 = getelementptr inbounds float, ptr %1006, i64 13
  %1608 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1580, 13
  store float %1608, ptr %1607, align 4
  %1609 = getelementptr inbounds float, ptr %1006, i64 14
  %1610 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1580, 14
  store float %1610, ptr %1609, align 4
  %1611 = getelementptr inbounds float, ptr %1006, i64 15
  %1612 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1580, 15
  store float %1612, ptr %1611, align 4
  %1613 = getelementptr inbounds float, ptr %1006, i64 16
  %1614 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1580, 16
  store float %1614, ptr %1613, align 4
  %1615 = getelementptr inbounds float, ptr %1006, i64 17
  %1616 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1580, 17
  store float %1616, ptr %1615, align 4
  %1617 = getelementptr inbounds float, ptr %1006, i64 18
  %1618 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1580, 18
  store float %1618, ptr %1617, align 4
  %1619 = getelementptr inbounds float, ptr %1006, i64 19
  %1620 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1580, 19
  store float %1620, ptr %1619, align 4
  %1621 = getelementptr inbounds float, ptr %1006, i64 20
  %1622 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1580, 20
  store float %1622, ptr %1621, align 4
  %1623 = getelementptr inbounds float, ptr %1006, i64 21
  %1624 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1580, 21
  store float %1624, ptr %1623, align 4
  %1625 = getelementptr inbounds float, ptr %1006, i64 22
  %1626 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1580, 22
  store float %1626, ptr %1625, align 4
  %1627 = getelementptr inbounds float, ptr %1006, i64 23
  %1628 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1580, 23
  store float %1628, ptr %1627, align 4
  %1629 = getelementptr inbounds float, ptr %1006, i64 24
  %1630 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1580, 24
  store float %1630, ptr %1629, align 4
  %1631 = getelementptr inbounds float, ptr %1006, i64 25
  %1632 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1580, 25
  store float %1632, ptr %1631, align 4
  %1633 = getelementptr inbounds float, ptr %1006, i64 26
  %1634 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1580, 26
  store float %1634, ptr %1633, align 4
  %1635 = getelementptr inbounds float, ptr %1006, i64 27
  %1636 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1580, 27
  store float %1636, ptr %1635, align 4
  %1637 = getelementptr inbounds float, ptr %1006, i64 28
  %1638 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1580, 28
  store float %1638, ptr %1637, align 4
  %1639 = getelementptr inbounds float, ptr %1006, i64 29
  %1640 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1580, 29
  store float %1640, ptr %1639, align 4
  %1641 = getelementptr inbounds float, ptr %1006, i64 30
  %1642 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1580, 30
  store float %1642, ptr %1641, align 4
  %1643 = getelementptr inbounds float, ptr %1006, i64 31
  %1644 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1580, 31
  store float %1644, ptr %1643, align 4
  %1645 = zext i32 %1221 to i64
  %1646 = add i64 48, %1645
  %1647 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %1646
  %1648 = ptrtoint ptr addrspace(3) %1647 to i64
  %1649 = and i64 %1648, 262143
  %1650 = lshr i64 %1649, 4
  %1651 = or i64 %1650, 4611686293305360384
  %1652 = getelementptr inbounds half, ptr addrspace(3) %1005, i64 48
  %1653 = ptrtoint ptr addrspace(3) %1652 to i64
  %1654 = and i64 %1653, 262143
  %1655 = lshr i64 %1654, 4
  %1656 = or i64 %1655, 4611686293305360384
  %1657 = getelementptr inbounds float, ptr %1006, i64 0
  %1658 = load float, ptr %1657, align 4
  %1659 = getelementptr inbounds float, ptr %1006, i64 1
  %1660 = load float, ptr %1659, align 4
  %1661 = getelementptr inbounds float, ptr %1006, i64 2
  %1662 = load float, ptr %1661, align 4
  %1663 = getelementptr inbounds float, ptr %1006, i64 3
  %1664 = load float, ptr %1663, align 4
  %1665 = getelementptr inbounds float, ptr %1006, i64 4
  %1666 = load float, ptr %1665, align 4
  %1667 = getelementptr inbounds float, ptr %1006, i64 5
  %1668 = load float, ptr %1667, align 4
  %1669 = getelementptr inbounds float, ptr %1006, i64 6
  %1670 = load float, ptr %1669, align 4
  %1671 = getelementptr inbounds float, ptr %1006, i64 7
  %1672 = load float, ptr %1671, align 4
  %1673 = getelementptr inbounds float, ptr %1006, i64 8
  %1674 = load float, ptr %1673, align 4
  %1675 = getelementptr inbounds float, ptr %1006, i64 9
  %1676 = load float, ptr %1675, align 4
  %1677 = getelementptr inbounds float, ptr %1006, i64 10
  %1678 = load float, ptr %1677, align 4
  %1679 = getelementptr inbounds float, ptr %1006, i64 11
  %1680 = load float, ptr %1679, align 4
  %1681 = getelementptr inbounds float, ptr %1006, i64 12
  %1682 = load float, ptr %1681, align 4
  %1683 = getelementptr inbounds float, ptr %1006, i64 13
  %1684 = load float, ptr %1683, align 4
  %1685 = getelementptr inbounds float, ptr %1006, i64 14
  %1686 = load float, ptr %1685, align 4
  %1687 = getelementptr inbounds float, ptr %1006, i64 15
  %1688 = load float, ptr %1687, align 4
  %1689 = getelementptr inbounds float, ptr %1006, i64 16
  %1690 = load float, ptr %1689, align 4
  %1691 = getelementptr inbounds float, ptr %1006, i64 17
  %1692 = load float, ptr %1691, align 4
  %1693 = getelementptr inbounds float, ptr %1006, i64 18
  %1694 = load float, ptr %1693, align 4
  %1695 = getelementptr inbounds float, ptr %1006, i64 19
  %1696 = load float, ptr %1695, align 4
  %1697 = getelementptr inbounds float, ptr %1006, i64 20
  %1698 = load float, ptr %1697, align 4
  %1699 = getelementptr inbounds float, ptr %1006, i64 21
  %1700 = load float, ptr %1699, align 4
  %1701 = getelementptr inbounds float, ptr %1006, i64 22
  %1702 = load float, ptr %1701, align 4
  %1703 = getelementptr inbounds float, ptr %1006, i64 23
  %1704 = load float, ptr %1703, align 4
  %1705 = getelementptr inbounds float, ptr %1006, i64 24
  %1706 = load float, ptr %1705, align 4
  %1707 = getelementptr inbounds float, ptr %1006, i64 25
  %1708 = load float, ptr %1707, align 4
  %1709 = getelementptr inbounds float, ptr %1006, i64 26
  %1710 = load float, ptr %1709, align 4
  %1711 = getelementptr inbounds float, ptr %1006, i64 27
  %1712 = load float, ptr %1711, align 4
  %1713 = getelementptr inbounds float, ptr %1006, i64 28
  %1714 = load float, ptr %1713, align 4
  %1715 = getelementptr inbounds float, ptr %1006, i64 29
  %1716 = load float, ptr %1715, align 4
  %1717 = getelementptr inbounds float, ptr %1006, i64 30
  %1718 = load float, ptr %1717, align 4
  %1719 = getelementptr inbounds float, ptr %1006, i64 31
  %1720 = load float, ptr %1719, align 4
  %1721 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,~{memory}"(i64 %1651, i64 %1656, i32 1, float %1658, float %1660, float %1662, float %1664, float %1666, float %1668, float %1670, float %1672, float %1674, float %1676, float %1678, float %1680, float %1682, float %1684, float %1686, float %1688, float %1690, float %1692, float %1694, float %1696, float %1698, float %1700, float %1702, float %1704, float %1706, float %1708, float %1710, float %1712, float %1714, float %1716, float %1718, float %1720) #7
  %1722 = getelementptr inbounds float, ptr %1006, i64 0
  %1723 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1721, 0
  store float %1723, ptr %1722, align 4
  %1724 = getelementptr inbounds float, ptr %1006, i64 1
  %1725 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1721, 1
  store float %1725, ptr %1724, align 4
  %1726 = getelementptr inbounds float, ptr %1006, i64 2
  %1727 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1721, 2
  store float %1727, ptr %1726, align 4
  %1728 = getelementptr inbounds float, ptr %1006, i64 3
  %1729 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1721, 3
  store float %1729, ptr %1728, align 4
  %1730 = getelementptr inbounds float, ptr %1006, i64 4
  %1731 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1721, 4
  store float %1731, ptr %1730, align 4
  %1732 = getelementptr inbounds float, ptr %1006, i64 5
  %1733 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1721, 5
  store float %1733, ptr %1732, align 4
  %1734 = getelementptr inbounds float, ptr %1006, i64 6
  %1735 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1721, 6
  store float %1735, ptr %1734, align 4
  %1736 = getelementptr inbounds float, ptr %1006, i64 7
  %1737 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1721, 7
  store float %1737, ptr %1736, align 4
  %1738 = getelementptr inbounds float, ptr %1006, i64 8
  %1739 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1721, 8
  store float %1739, ptr %1738, align 4
  %1740 = getelementptr inbounds float, ptr %1006, i64 9
  %1741 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1721, 9
  store float %1741, ptr %1740, align 4
  %1742 = getelementptr inbounds float, ptr %1006, i64 10
  %1743 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1721, 10
  store float %1743, ptr %1742, align 4
  %1744 = getelementptr inbounds float, ptr %1006, i64 11
  %1745 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1721, 11
  store float %1745, ptr %1744, align 4
  %1746 = getelementptr inbounds float, ptr %1006, i64 12
  %1747 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1721, 12
  store float %1747, ptr %1746, align 4
  %1748 = getelementptr inbounds float, ptr %1006, i64 13
  %1749 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1721, 13
  store float %1749, ptr %1748, align 4
  %1750 = getelementptr inbounds float, ptr %1006, i64 14
  %1751 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1721, 14
  store float %1751, ptr %1750, align 4
  %1752 = getelementptr inbounds float, ptr %1006, i64 15
  %1753 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1721, 15
  store float %1753, ptr %1752, align 4
  %1754 = getelementptr inbounds float, ptr %1006, i64 16
  %1755 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1721, 16
  store float %1755, ptr %1754, align 4
  %1756 = getelementptr inbounds float, ptr %1006, i64 17
  %1757 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1721, 17
  store float %1757, ptr %1756, align 4
  %1758 = getelementptr inbounds float, ptr %1006, i64 18
  %1759 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1721, 18
  store float %1759, ptr %1758, align 4
  %1760 = getelementptr inbounds float, ptr %1006, i64 19
  %1761 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1721, 19
  store float %1761, ptr %1760, align 4
  %1762 = getelementptr inbounds float, ptr %1006, i64 20
  %1763 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1721, 20
  store float %1763, ptr %1762, align 4
  %1764 = getelementptr inbounds float, ptr %1006, i64 21
  %1765 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1721, 21
  store float %1765, ptr %1764, align 4
  %1766 = getelementptr inbounds float, ptr %1006, i64 22
  %1767 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1721, 22
  store float %1767, ptr %1766, align 4
  %1768 = getelementptr inbounds float, ptr %1006, i64 23
  %1769 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1721, 23
  store float %1769, ptr %1768, align 4
  %1770 = getelementptr inbounds float, ptr %1006, i64 24
  %1771 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1721, 24
  store float %1771, ptr %1770, align 4
  %1772 = getelementptr inbounds float, ptr %1006, i64 25
  %1773 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1721, 25
  store float %1773, ptr %1772, align 4
  %1774 = getelementptr inbounds float, ptr %1006, i64 26
  %1775 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1721, 26
  store float %1775, ptr %1774, align 4
  %1776 = getelementptr inbounds float, ptr %1006, i64 27
  %1777 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1721, 27
  store float %1777, ptr %1776, align 4
  %1778 = getelementptr inbounds float, ptr %1006, i64 28
  %1779 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1721, 28
  store float %1779, ptr %1778, align 4
  %1780 = getelementptr inbounds float, ptr %1006, i64 29
  %1781 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1721, 29
  store float %1781, ptr %1780, align 4
  %1782 = getelementptr inbounds float, ptr %1006, i64 30
  %1783 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1721, 30
  store float %1783, ptr %1782, align 4
  %1784 = getelementptr inbounds float, ptr %1006, i64 31
  %1785 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1721, 31
  store float %1785, ptr %1784, align 4
  %1786 = zext i32 %1221 to i64
  %1787 = add i64 8192, %1786
  %1788 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %1787
  %1789 = ptrtoint ptr addrspace(3) %1788 to i64
  %1790 = and i64 %1789, 262143
  %1791 = lshr i64 %1790, 4
  %1792 = or i64 %1791, 4611686293305360384
  %1793 = getelementptr inbounds half, ptr addrspace(3) %1005, i64 4096
  %1794 = ptrtoint ptr addrspace(3) %1793 to i64
  %1795 = and i64 %1794, 262143
  %1796 = lshr i64 %1795, 4
  %1797 = or i64 %1796, 4611686293305360384
  %1798 = getelementptr inbounds float, ptr %1006, i64 0
  %1799 = load float, ptr %1798, align 4
  %1800 = getelementptr inbounds float, ptr %1006, i64 1
  %1801 = load float, ptr %1800, align 4
  %1802 = getelementptr inbounds float, ptr %1006, i64 2
  %1803 = load float, ptr %1802, align 4
  %1804 = getelementptr inbounds float, ptr %1006, i64 3
  %1805 = load float, ptr %1804, align 4
  %1806 = getelementptr inbounds float, ptr %1006, i64 4
  %1807 = load float, ptr %1806, align 4
  %1808 = getelementptr inbounds float, ptr %1006, i64 5
  %1809 = load float, ptr %1808, align 4
  %1810 = getelementptr inbounds float, ptr %1006, i64 6
  %1811 = load float, ptr %1810, align 4
  %1812 = getelementptr inbounds float, ptr %1006, i64 7
  %1813 = load float, ptr %1812, align 4
  %1814 = getelementptr inbounds float, ptr %1006, i64 8
  %1815 = load float, ptr %1814, align 4
  %1816 = getelementptr inbounds float, ptr %1006, i64 9
  %1817 = load float, ptr %1816, align 4
  %1818 = getelementptr inbounds float, ptr %1006, i64 10
  %1819 = load float, ptr %1818, align 4
  %1820 = getelementptr inbounds float, ptr %1006, i64 11
  %1821 = load float, ptr %1820, align 4
  %1822 = getelementptr inbounds float, ptr %1006, i64 12
  %1823 = load float, ptr %1822, align 4
  %1824 = getelementptr inbounds float, ptr %1006, i64 13
  %1825 = load float, ptr %1824, align 4
  %1826 = getelementptr inbounds float, ptr %1006, i64 14
  %1827 = load float, ptr %1826, align 4
  %1828 = getelementptr inbounds float, ptr %1006, i64 15
  %1829 = load float, ptr %1828, align 4
  %1830 = getelementptr inbounds float, ptr %1006, i64 16
  %1831 = load float, ptr %1830, align 4
  %1832 = getelementptr inbounds float, ptr %1006, i64 17
  %1833 = load float, ptr %1832, align 4
  %1834 = getelementptr inbounds float, ptr %1006, i64 18
  %1835 = load float, ptr %1834, align 4
  %1836 = getelementptr inbounds float, ptr %1006, i64 19
  %1837 = load float, ptr %1836, align 4
  %1838 = getelementptr inbounds float, ptr %1006, i64 20
  %1839 = load float, ptr %1838, align 4
  %1840 = getelementptr inbounds float, ptr %1006, i64 21
  %1841 = load float, ptr %1840, align 4
  %1842 = getelementptr inbounds float, ptr %1006, i64 22
  %1843 = load float, ptr %1842, align 4
  %1844 = getelementptr inbounds float, ptr %1006, i64 23
  %1845 = load float, ptr %1844, align 4
  %1846 = getelementptr inbounds float, ptr %1006, i64 24
  %1847 = load float, ptr %1846, align 4
  %1848 = getelementptr inbounds float, ptr %1006, i64 25
  %1849 = load float, ptr %1848, align 4
  %1850 = getelementptr inbounds float, ptr %1006, i64 26
  %1851 = load float, ptr %1850, align 4
  %1852 = getelementptr inbounds float, ptr %1006, i64 27
  %1853 = load float, ptr %1852, align 4
  %1854 = getelementptr inbounds float, ptr %1006, i64 28
  %1855 = load float, ptr %1854, align 4
  %1856 = getelementptr inbounds float, ptr %1006, i64 29
  %1857 = load float, ptr %1856, align 4
  %1858 = getelementptr inbounds float, ptr %1006, i64 30
  %1859 = load float, ptr %1858, align 4
  %1860 = getelementptr inbounds float, ptr %1006, i64 31
  %1861 = load float, ptr %1860, align 4
  %1862 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,~{memory}"(i64 %1792, i64 %1797, i32 1, float %1799, float %1801, float %1803, float %1805, float %1807, float %1809, float %1811, float %1813, float %1815, float %1817, float %1819, float %1821, float %1823, float %1825, float %1827, float %1829, float %1831, float %1833, float %1835, float %1837, float %1839, float %1841, float %1843, float %1845, float %1847, float %1849, float %1851, float %1853, float %1855, float %1857, float %1859, float %1861) #7
  %1863 = getelementptr inbounds float, ptr %1006, i64 0
  %1864 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1862, 0
  store float %1864, ptr %1863, align 4
  %1865 = getelementptr inbounds float, ptr %1006, i64 1
  %1866 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1862, 1
  store float %1866, ptr %1865, align 4
  %1867 = getelementptr inbounds float, ptr %1006, i64 2
  %1868 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1862, 2
  store float %1868, ptr %1867, align 4
  %1869 = getelementptr inbounds float, ptr %1006, i64 3
  %1870 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1862, 3
  store float %1870, ptr %1869, align 4
  %1871 = getelementptr inbounds float, ptr %1006, i64 4
  %1872 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1862, 4
  store float %1872, ptr %1871, align 4
  %1873 = getelementptr inbounds float, ptr %1006, i64 5
  %1874 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1862, 5
  store float %1874, ptr %1873, align 4
  %1875 = getelementptr inbounds float, ptr %1006, i64 6
  %1876 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1862, 6
  store float %1876, ptr %1875, align 4
  %1877 = getelementptr inbounds float, ptr %1006, i64 7
  %1878 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1862, 7
  store float %1878, ptr %1877, align 4
  %1879 = getelementptr inbounds float, ptr %1006, i64 8
  %1880 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1862, 8
  store float %1880, ptr %1879, align 4
  %1881 = getelementptr inbounds float, ptr %1006, i64 9
  %1882 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1862, 9
  store float %1882, ptr %1881, align 4
  %1883 = getelementptr inbounds float, ptr %1006, i64 10
  %1884 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1862, 10
  store float %1884, ptr %1883, align 4
  %1885 = getelementptr inbounds float, ptr %1006, i64 11
  %1886 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1862, 11
  store float %1886, ptr %1885, align 4
  %1887 = getelementptr inbounds float, ptr %1006, i64 12
  %1888 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1862, 12
  store float %1888, ptr %1887, align 4
  %1889 = getelementptr inbounds float, ptr %1006, i64 13
  %1890 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1862, 13
  store float %1890, ptr %1889, align 4
  %1891 = getelementptr inbounds float, ptr %1006, i64 14
  %1892 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1862, 14
  store float %1892, ptr %1891, align 4
  %1893 = getelementptr inbounds float, ptr %1006, i64 15
  %1894 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1862, 15
  store float %1894, ptr %1893, align 4
  %1895 = getelementptr inbounds float, ptr %1006, i64 16
  %1896 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1862, 16
  store float %1896, ptr %1895, align 4
  %1897 = getelementptr inbounds float, ptr %1006, i64 17
  %1898 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1862, 17
  store float %1898, ptr %1897, align 4
  %1899 = getelementptr inbounds float, ptr %1006, i64 18
  %1900 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1862, 18
  store float %1900, ptr %1899, align 4
  %1901 = getelementptr inbounds float, ptr %1006, i64 19
  %1902 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1862, 19
  store float %1902, ptr %1901, align 4
  %1903 = getelementptr inbounds float, ptr %1006, i64 20
  %1904 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1862, 20
  store float %1904, ptr %1903, align 4
  %1905 = getelementptr inbounds float, ptr %1006, i64 21
  %1906 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1862, 21
  store float %1906, ptr %1905, align 4
  %1907 = getelementptr inbounds float, ptr %1006, i64 22
  %1908 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1862, 22
  store float %1908, ptr %1907, align 4
  %1909 = getelementptr inbounds float, ptr %1006, i64 23
  %1910 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1862, 23
  store float %1910, ptr %1909, align 4
  %1911 = getelementptr inbounds float, ptr %1006, i64 24
  %1912 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1862, 24
  store float %1912, ptr %1911, align 4
  %1913 = getelementptr inbounds float, ptr %1006, i64 25
  %1914 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1862, 25
  store float %1914, ptr %1913, align 4
  %1915 = getelementptr inbounds float, ptr %1006, i64 26
  %1916 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1862, 26
  store float %1916, ptr %1915, align 4
  %1917 = getelementptr inbounds float, ptr %1006, i64 27
  %1918 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1862, 27
  store float %1918, ptr %1917, align 4
  %1919 = getelementptr inbounds float, ptr %1006, i64 28
  %1920 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1862, 28
  store float %1920, ptr %1919, align 4
  %1921 = getelementptr inbounds float, ptr %1006, i64 29
  %1922 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1862, 29
  store float %1922, ptr %1921, align 4
  %1923 = getelementptr inbounds float, ptr %1006, i64 30
  %1924 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1862, 30
  store float %1924, ptr %1923, align 4
  %1925 = getelementptr inbounds float, ptr %1006, i64 31
  %1926 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1862, 31
  store float %1926, ptr %1925, align 4
  %1927 = zext i32 %1221 to i64
  %1928 = add i64 8208, %1927
  %1929 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %1928
  %1930 = ptrtoint ptr addrspace(3) %1929 to i64
  %1931 = and i64 %1930, 262143
  %1932 = lshr i64 %1931, 4
  %1933 = or i64 %1932, 4611686293305360384
  %1934 = getelementptr inbounds half, ptr addrspace(3) %1005, i64 4112
  %1935 = ptrtoint ptr addrspace(3) %1934 to i64
  %1936 = and i64 %1935, 262143
  %1937 = lshr i64 %1936, 4
  %1938 = or i64 %1937, 4611686293305360384
  %1939 = getelementptr inbounds float, ptr %1006, i64 0
  %1940 = load float, ptr %1939, align 4
  %1941 = getelementptr inbounds float, ptr %1006, i64 1
  %1942 = load float, ptr %1941, align 4
  %1943 = getelementptr inbounds float, ptr %1006, i64 2
  %1944 = load float, ptr %1943, align 4
  %1945 = getelementptr inbounds float, ptr %1006, i64 3
  %1946 = load float, ptr %1945, align 4
  %1947 = getelementptr inbounds float, ptr %1006, i64 4
  %1948 = load float, ptr %1947, align 4
  %1949 = getelementptr inbounds float, ptr %1006, i64 5
  %1950 = load float, ptr %1949, align 4
  %1951 = getelementptr inbounds float, ptr %1006, i64 6
  %1952 = load float, ptr %1951, align 4
  %1953 = getelementptr inbounds float, ptr %1006, i64 7
  %1954 = load float, ptr %1953, align 4
  %1955 = getelementptr inbounds float, ptr %1006, i64 8
  %1956 = load float, ptr %1955, align 4
  %1957 = getelementptr inbounds float, ptr %1006, i64 9
  %1958 = load float, ptr %1957, align 4
  %1959 = getelementptr inbounds float, ptr %1006, i64 10
  %1960 = load float, ptr %1959, align 4
  %1961 = getelementptr inbounds float, ptr %1006, i64 11
  %1962 = load float, ptr %1961, align 4
  %1963 = getelementptr inbounds float, ptr %1006, i64 12
  %1964 = load float, ptr %1963, align 4
  %1965 = getelementptr inbounds float, ptr %1006, i64 13
  %1966 = load float, ptr %1965, align 4
  %1967 = getelementptr inbounds float, ptr %1006, i64 14
  %1968 = load float, ptr %1967, align 4
  %1969 = getelementptr inbounds float, ptr %1006, i64 15
  %1970 = load float, ptr %1969, align 4
  %1971 = getelementptr inbounds float, ptr %1006, i64 16
  %1972 = load float, ptr %1971, align 4
  %1973 = getelementptr inbounds float, ptr %1006, i64 17
  %1974 = load float, ptr %1973, align 4
  %1975 = getelementptr inbounds float, ptr %1006, i64 18
  %1976 = load float, ptr %1975, align 4
  %1977 = getelementptr inbounds float, ptr %1006, i64 19
  %1978 = load float, ptr %1977, align 4
  %1979 = getelementptr inbounds float, ptr %1006, i64 20
  %1980 = load float, ptr %1979, align 4
  %1981 = getelementptr inbounds float, ptr %1006, i64 21
  %1982 = load float, ptr %1981, align 4
  %1983 = getelementptr inbounds float, ptr %1006, i64 22
  %1984 = load float, ptr %1983, align 4
  %1985 = getelementptr inbounds float, ptr %1006, i64 23
  %1986 = load float, ptr %1985, align 4
  %1987 = getelementptr inbounds float, ptr %1006, i64 24
  %1988 = load float, ptr %1987, align 4
  %1989 = getelementptr inbounds float, ptr %1006, i64 25
  %1990 = load float, ptr %1989, align 4
  %1991 = getelementptr inbounds float, ptr %1006, i64 26
  %1992 = load float, ptr %1991, align 4
  %1993 = getelementptr inbounds float, ptr %1006, i64 27
  %1994 = load float, ptr %1993, align 4
  %1995 = getelementptr inbounds float, ptr %1006, i64 28
  %1996 = load float, ptr %1995, align 4
  %1997 = getelementptr inbounds float, ptr %1006, i64 29
  %1998 = load float, ptr %1997, align 4
  %1999 = getelementptr inbounds float, ptr %1006, i64 30
  %2000 = load float, ptr %1999, align 4
  %2001 = getelementptr inbounds float, ptr %1006, i64 31
  %2002 = load float, ptr %2001, align 4
  %2003 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,~{memory}"(i64 %1933, i64 %1938, i32 1, float %1940, float %1942, float %1944, float %1946, float %1948, float %1950, float %1952, float %1954, float %1956, float %1958, float %1960, float %1962, float %1964, float %1966, float %1968, float %1970, float %1972, float %1974, float %1976, float %1978, float %1980, float %1982, float %1984, float %1986, float %1988, float %1990, float %1992, float %1994, float %1996, float %1998, float %2000, float %2002) #7
  %2004 = getelementptr inbounds float, ptr %1006, i64 0
  %2005 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2003, 0
  store float %2005, ptr %2004, align 4
  %2006 = getelementptr inbounds float, ptr %1006, i64 1
  %2007 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2003, 1
  store float %2007, ptr %2006, align 4
  %2008 = getelementptr inbounds float, ptr %1006, i64 2
  %2009 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2003, 2
  store float %2009, ptr %2008, align 4
  %2010 = getelementptr inbounds float, ptr %1006, i64 3
  %2011 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2003, 3
  store float %2011, ptr %2010, align 4
  %2012 = getelementptr inbounds float, ptr %1006, i64 4
  %2013 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2003, 4
  store float %2013, ptr %2012, align 4
  %2014 = getelementptr inbounds float, ptr %1006, i64 5
  %2015 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2003, 5
  store float %2015, ptr %2014, align 4
  %2016 = getelementptr inbounds float, ptr %1006, i64 6
  %2017 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2003, 6
  store float %2017, ptr %2016, align 4
  %2018 = getelementptr inbounds float, ptr %1006, i64 7
  %2019 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2003, 7
  store float %2019, ptr %2018, align 4
  %2020 = getelementptr inbounds float, ptr %1006, i64 8
  %2021 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2003, 8
  store float %2021, ptr %2020, align 4
  %2022 = getelementptr inbounds float, ptr %1006, i64 9
  %2023 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2003, 9
  store float %2023, ptr %2022, align 4
  %2024 = getelementptr inbounds float, ptr %1006, i64 10
  %2025 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2003, 10
  store float %2025, ptr %2024, align 4
  %2026 = getelementptr inbounds float, ptr %1006, i64 11
  %2027 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2003, 11
  store float %2027, ptr %2026, align 4
  %2028 = getelementptr inbounds float, ptr %1006, i64 12
  %2029 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2003, 12
  store float %2029, ptr %2028, align 4
  %2030 = getelementptr inbounds float, ptr %1006, i64 13
  %2031 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2003, 13
  store float %2031, ptr %2030, align 4
  %2032 = getelementptr inbounds float, ptr %1006, i64 14
  %2033 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2003, 14
  store float %2033, ptr %2032, align 4
  %2034 = getelementptr inbounds float, ptr %1006, i64 15
  %2035 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2003, 15
  store float %2035, ptr %2034, align 4
  %2036 = getelementptr inbounds float, ptr %1006, i64 16
  %2037 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2003, 16
  store float %2037, ptr %2036, align 4
  %2038 = getelementptr inbounds float, ptr %1006, i64 17
  %2039 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2003, 17
  store float %2039, ptr %2038, align 4
  %2040 = getelementptr inbounds float, ptr %1006, i64 18
  %2041 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2003, 18
  store float %2041, ptr %2040, align 4
  %2042 = getelementptr inbounds float, ptr %1006, i64 19
  %2043 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2003, 19
  store float %2043, ptr %2042, align 4
  %2044 = getelementptr inbounds float, ptr %1006, i64 20
  %2045 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2003, 20
  store float %2045, ptr %2044, align 4
  %2046 = getelementptr inbounds float, ptr %1006, i64 21
  %2047 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2003, 21
  store float %2047, ptr %2046, align 4
  %2048 = getelementptr inbounds float, ptr %1006, i64 22
  %2049 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2003, 22
  store float %2049, ptr %2048, align 4
  %2050 = getelementptr inbounds float, ptr %1006, i64 23
  %2051 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2003, 23
  store float %2051, ptr %2050, align 4
  %2052 = getelementptr inbounds float, ptr %1006, i64 24
  %2053 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2003, 24
  store float %2053, ptr %2052, align 4
  %2054 = getelementptr inbounds float, ptr %1006, i64 25
  %2055 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2003, 25
  store float %2055, ptr %2054, align 4
  %2056 = getelementptr inbounds float, ptr %1006, i64 26
  %2057 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2003, 26
  store float %2057, ptr %2056, align 4
  %2058 = getelementptr inbounds float, ptr %1006, i64 27
  %2059 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2003, 27
  store float %2059, ptr %2058, align 4
  %2060 = getelementptr inbounds float, ptr %1006, i64 28
  %2061 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2003, 28
  store float %2061, ptr %2060, align 4
  %2062 = getelementptr inbounds float, ptr %1006, i64 29
  %2063 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2003, 29
  store float %2063, ptr %2062, align 4
  %2064 = getelementptr inbounds float, ptr %1006, i64 30
  %2065 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2003, 30
  store float %2065, ptr %2064, align 4
  %2066 = getelementptr inbounds float, ptr %1006, i64 31
  %2067 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2003, 31
  store float %2067, ptr %2066, align 4
  %2068 = zext i32 %1221 to i64
  %2069 = add i64 8224, %2068
  %2070 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %2069
  %2071 = ptrtoint ptr addrspace(3) %2070 to i64
  %2072 = and i64 %2071, 262143
  %2073 = lshr i64 %2072, 4
  %2074 = or i64 %2073, 4611686293305360384
  %2075 = getelementptr inbounds half, ptr addrspace(3) %1005, i64 4128
  %2076 = ptrtoint ptr addrspace(3) %2075 to i64
  %2077 = and i64 %2076, 262143
  %2078 = lshr i64 %2077, 4
  %2079 = or i64 %2078, 4611686293305360384
  %2080 = getelementptr inbounds float, ptr %1006, i64 0
  %2081 = load float, ptr %2080, align 4
  %2082 = getelementptr inbounds float, ptr %1006, i64 1
  %2083 = load float, ptr %2082, align 4
  %2084 = getelementptr inbounds float, ptr %1006, i64 2
  %2085 = load float, ptr %2084, align 4
  %2086 = getelementptr inbounds float, ptr %1006, i64 3
  %2087 = load float, ptr %2086, align 4
  %2088 = getelementptr inbounds float, ptr %1006, i64 4
  %2089 = load float, ptr %2088, align 4
  %2090 = getelementptr inbounds float, ptr %1006, i64 5
  %2091 = load float, ptr %2090, align 4
  %2092 = getelementptr inbounds float, ptr %1006, i64 6
  %2093 = load float, ptr %2092, align 4
  %2094 = getelementptr inbounds float, ptr %1006, i64 7
  %2095 = load float, ptr %2094, align 4
  %2096 = getelementptr inbounds float, ptr %1006, i64 8
  %2097 = load float, ptr %2096, align 4
  %2098 = getelementptr inbounds float, ptr %1006, i64 9
  %2099 = load float, ptr %2098, align 4
  %2100 = getelementptr inbounds float, ptr %1006, i64 10
  %2101 = load float, ptr %2100, align 4
  %2102 = getelementptr inbounds float, ptr %1006, i64 11
  %2103 = load float, ptr %2102, align 4
  %2104 = getelementptr inbounds float, ptr %1006, i64 12
  %2105 = load float, ptr %2104, align 4
  %2106 = getelementptr inbounds float, ptr %1006, i64 13
  %2107 = load float, ptr %2106, align 4
  %2108 = getelementptr inbounds float, ptr %1006, i64 14
  %2109 = load float, ptr %2108, align 4
  %2110 = getelementptr inbounds float, ptr %1006, i64 15
  %2111 = load float, ptr %2110, align 4
  %2112 = getelementptr inbounds float, ptr %1006, i64 16
  %2113 = load float, ptr %2112, align 4
  %2114 = getelementptr inbounds float, ptr %1006, i64 17
  %2115 = load float, ptr %2114, align 4
  %2116 = getelementptr inbounds float, ptr %1006, i64 18
  %2117 = load float, ptr %2116, align 4
  %2118 = getelementptr inbounds float, ptr %1006, i64 19
  %2119 = load float, ptr %2118, align 4
  %2120 = getelementptr inbounds float, ptr %1006, i64 20
  %2121 = load float, ptr %2120, align 4
  %2122 = getelementptr inbounds float, ptr %1006, i64 21
  %2123 = load float, ptr %2122, align 4
  %2124 = getelementptr inbounds float, ptr %1006, i64 22
  %2125 = load float, ptr %2124, align 4
  %2126 = getelementptr inbounds float, ptr %1006, i64 23
  %2127 = load float, ptr %2126, align 4
  %2128 = getelementptr inbounds float, ptr %1006, i64 24
  %2129 = load float, ptr %2128, align 4
  %2130 = getelementptr inbounds float, ptr %1006, i64 25
  %2131 = load float, ptr %2130, align 4
  %2132 = getelementptr inbounds float, ptr %1006, i64 26
  %2133 = load float, ptr %2132, align 4
  %2134 = getelementptr inbounds float, ptr %1006, i64 27
  %2135 = load float, ptr %2134, align 4
  %2136 = getelementptr inbounds float, ptr %1006, i64 28
  %2137 = load float, ptr %2136, align 4
  %2138 = getelementptr inbounds float, ptr %1006, i64 29
  %2139 = load float, ptr %2138, align 4
  %2140 = getelementptr inbounds float, ptr %1006, i64 30
  %2141 = load float, ptr %2140, align 4
  %2142 = getelementptr inbounds float, ptr %1006, i64 31
  %2143 = load float, ptr %2142, align 4
  %2144 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,~{memory}"(i64 %2074, i64 %2079, i32 1, float %2081, float %2083, float %2085, float %2087, float %2089, float %2091, float %2093, float %2095, float %2097, float %2099, float %2101, float %2103, float %2105, float %2107, float %2109, float %2111, float %2113, float %2115, float %2117, float %2119, float %2121, float %2123, float %2125, float %2127, float %2129, float %2131, float %2133, float %2135, float %2137, float %2139, float %2141, float %2143) #7
  %2145 = getelementptr inbounds float, ptr %1006, i64 0
  %2146 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2144, 0
  store float %2146, ptr %2145, align 4
  %2147 = getelementptr inbounds float, ptr %1006, i64 1
  %2148 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2144, 1
  store float %2148, ptr %2147, align 4
  %2149 = getelementptr inbounds float, ptr %1006, i64 2
  %2150 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2144, 2
  store float %2150, ptr %2149, align 4
  %2151 = getelementptr inbounds float, ptr %1006, i64 3
  %2152 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2144, 3
  store float %2152, ptr %2151, align 4
  %2153 = getelementptr inbounds float, ptr %1006, i64 4
  %2154 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2144, 4
  store float %2154, ptr %2153, align 4
  %2155 = getelementptr inbounds float, ptr %1006, i64 5
  %2156 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2144, 5
  store float %2156, ptr %2155, align 4
  %2157 = getelementptr inbounds float, ptr %1006, i64 6
  %2158 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2144, 6
  store float %2158, ptr %2157, align 4
  %2159 = getelementptr inbounds float, ptr %1006, i64 7
  %2160 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2144, 7
  store float %2160, ptr %2159, align 4
  %2161 = getelementptr inbounds float, ptr %1006, i64 8
  %2162 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2144, 8
  store float %2162, ptr %2161, align 4
  %2163 = getelementptr inbounds float, ptr %1006, i64 9
  %2164 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2144, 9
  store float %2164, ptr %2163, align 4
  %2165 = getelementptr inbounds float, ptr %1006, i64 10
  %2166 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2144, 10
  store float %2166, ptr %2165, align 4
  %2167 = getelementptr inbounds float, ptr %1006, i64 11
  %2168 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2144, 11
  store float %2168, ptr %2167, align 4
  %2169 = getelementptr inbounds float, ptr %1006, i64 12
  %2170 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2144, 12
  store float %2170, ptr %2169, align 4
  %2171 = getelementptr inbounds float, ptr %1006, i64 13
  %2172 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2144, 13
  store float %2172, ptr %2171, align 4
  %2173 = getelementptr inbounds float, ptr %1006, i64 14
  %2174 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2144, 14
  store float %2174, ptr %2173, align 4
  %2175 = getelementptr inbounds float, ptr %1006, i64 15
  %2176 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2144, 15
  store float %2176, ptr %2175, align 4
  %2177 = getelementptr inbounds float, ptr %1006, i64 16
  %2178 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2144, 16
  store float %2178, ptr %2177, align 4
  %2179 = getelementptr inbounds float, ptr %1006, i64 17
  %2180 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2144, 17
  store float %2180, ptr %2179, align 4
  %2181 = getelementptr inbounds float, ptr %1006, i64 18
  %2182 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2144, 18
  store float %2182, ptr %2181, align 4
  %2183 = getelementptr inbounds float, ptr %1006, i64 19
  %2184 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2144, 19
  store float %2184, ptr %2183, align 4
  %2185 = getelementptr inbounds float, ptr %1006, i64 20
  %2186 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2144, 20
  store float %2186, ptr %2185, align 4
  %2187 = getelementptr inbounds float, ptr %1006, i64 21
  %2188 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2144, 21
  store float %2188, ptr %2187, align 4
  %2189 = getelementptr inbounds float, ptr %1006, i64 22
  %2190 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2144, 22
  store float %2190, ptr %2189, align 4
  %2191 = getelementptr inbounds float, ptr %1006, i64 23
  %2192 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2144, 23
  store float %2192, ptr %2191, align 4
  %2193 = getelementptr inbounds float, ptr %1006, i64 24
  %2194 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2144, 24
  store float %2194, ptr %2193, align 4
  %2195 = getelementptr inbounds float, ptr %1006, i64 25
  %2196 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2144, 25
  store float %2196, ptr %2195, align 4
  %2197 = getelementptr inbounds float, ptr %1006, i64 26
  %2198 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2144, 26
  store float %2198, ptr %2197, align 4
  %2199 = getelementptr inbounds float, ptr %1006, i64 27
  %2200 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2144, 27
  store float %2200, ptr %2199, align 4
  %2201 = getelementptr inbounds float, ptr %1006, i64 28
  %2202 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2144, 28
  store float %2202, ptr %2201, align 4
  %2203 = getelementptr inbounds float, ptr %1006, i64 29
  %2204 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2144, 29
  store float %2204, ptr %2203, align 4
  %2205 = getelementptr inbounds float, ptr %1006, i64 30
  %2206 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2144, 30
  store float %2206, ptr %2205, align 4
  %2207 = getelementptr inbounds float, ptr %1006, i64 31
  %2208 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2144, 31
  store float %2208, ptr %2207, align 4
  %2209 = zext i32 %1221 to i64
  %2210 = add i64 8240, %2209
  %2211 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %2210
  %2212 = ptrtoint ptr addrspace(3) %2211 to i64
  %2213 = and i64 %2212, 262143
  %2214 = lshr i64 %2213, 4
  %2215 = or i64 %2214, 4611686293305360384
  %2216 = getelementptr inbounds half, ptr addrspace(3) %1005, i64 4144
  %2217 = ptrtoint ptr addrspace(3) %2216 to i64
  %2218 = and i64 %2217, 262143
  %2219 = lshr i64 %2218, 4
  %2220 = or i64 %2219, 4611686293305360384
  %2221 = getelementptr inbounds float, ptr %1006, i64 0
  %2222 = load float, ptr %2221, align 4
  %2223 = getelementptr inbounds float, ptr %1006, i64 1
  %2224 = load float, ptr %2223, align 4
  %2225 = getelementptr inbounds float, ptr %1006, i64 2
  %2226 = load float, ptr %2225, align 4
  %2227 = getelementptr inbounds float, ptr %1006, i64 3
  %2228 = load float, ptr %2227, align 4
  %2229 = getelementptr inbounds float, ptr %1006, i64 4
  %2230 = load float, ptr %2229, align 4
  %2231 = getelementptr inbounds float, ptr %1006, i64 5
  %2232 = load float, ptr %2231, align 4
  %2233 = getelementptr inbounds float, ptr %1006, i64 6
  %2234 = load float, ptr %2233, align 4
  %2235 = getelementptr inbounds float, ptr %1006, i64 7
  %2236 = load float, ptr %2235, align 4
  %2237 = getelementptr inbounds float, ptr %1006, i64 8
  %2238 = load float, ptr %2237, align 4
  %2239 = getelementptr inbounds float, ptr %1006, i64 9
  %2240 = load float, ptr %2239, align 4
  %2241 = getelementptr inbounds float, ptr %1006, i64 10
  %2242 = load float, ptr %2241, align 4
  %2243 = getelementptr inbounds float, ptr %1006, i64 11
  %2244 = load float, ptr %2243, align 4
  %2245 = getelementptr inbounds float, ptr %1006, i64 12
  %2246 = load float, ptr %2245, align 4
  %2247 = getelementptr inbounds float, ptr %1006, i64 13
  %2248 = load float, ptr %2247, align 4
  %2249 = getelementptr inbounds float, ptr %1006, i64 14
  %2250 = load float, ptr %2249, align 4
  %2251 = getelementptr inbounds float, ptr %1006, i64 15
  %2252 = load float, ptr %2251, align 4
  %2253 = getelementptr inbounds float, ptr %1006, i64 16
  %2254 = load float, ptr %2253, align 4
  %2255 = getelementptr inbounds float, ptr %1006, i64 17
  %2256 = load float, ptr %2255, align 4
  %2257 = getelementptr inbounds float, ptr %1006, i64 18
  %2258 = load float, ptr %2257, align 4
  %2259 = getelementptr inbounds float, ptr %1006, i64 19
  %2260 = load float, ptr %2259, align 4
  %2261 = getelementptr inbounds float, ptr %1006, i64 20
  %2262 = load float, ptr %2261, align 4
  %2263 = getelementptr inbounds float, ptr %1006, i64 21
  %2264 = load float, ptr %2263, align 4
  %2265 = getelementptr inbounds float, ptr %1006, i64 22
  %2266 = load float, ptr %2265, align 4
  %2267 = getelementptr inbounds float, ptr %1006, i64 23
  %2268 = load float, ptr %2267, align 4
  %2269 = getelementptr inbounds float, ptr %1006, i64 24
  %2270 = load float, ptr %2269, align 4
  %2271 = getelementptr inbounds float, ptr %1006, i64 25
  %2272 = load float, ptr %2271, align 4
  %2273 = getelementptr inbounds float, ptr %1006, i64 26
  %2274 = load float, ptr %2273, align 4
  %2275 = getelementptr inbounds float, ptr %1006, i64 27
  %2276 = load float, ptr %2275, align 4
  %2277 = getelementptr inbounds float, ptr %1006, i64 28
  %2278 = load float, ptr %2277, align 4
  %2279 = getelementptr inbounds float, ptr %1006, i64 29
  %2280 = load float, ptr %2279, align 4
  %2281 = getelementptr inbounds float, ptr %1006, i64 30
  %2282 = load float, ptr %2281, align 4
  %2283 = getelementptr inbounds float, ptr %1006, i64 31
  %2284 = load float, ptr %2283, align 4
  %2285 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,~{memory}"(i64 %2215, i64 %2220, i32 1, float %2222, float %2224, float %2226, float %2228, float %2230, float %2232, float %2234, float %2236, float %2238, float %2240, float %2242, float %2244, float %2246, float %2248, float %2250, float %2252, float %2254, float %2256, float %2258, float %2260, float %2262, float %2264, float %2266, float %2268, float %2270, float %2272, float %2274, float %2276, float %2278, float %2280, float %2282, float %2284) #7
  %2286 = getelementptr inbounds float, ptr %1006, i64 0
  %2287 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2285, 0
  store float %2287, ptr %2286, align 4
  %2288 = getelementptr inbounds float, ptr %1006, i64 1
  %2289 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2285, 1
  store float %2289, ptr %2288, align 4
  %2290 = getelementptr inbounds float, ptr %1006, i64 2
  %2291 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2285, 2
  store float %2291, ptr %2290, align 4
  %2292 = getelementptr inbounds float, ptr %1006, i64 3
  %2293 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2285, 3
  store float %2293, ptr %2292, align 4
  %2294 = getelementptr inbounds float, ptr %1006, i64 4
  %2295 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2285, 4
  store float %2295, ptr %2294, align 4
  %2296 = getelementptr inbounds float, ptr %1006, i64 5
  %2297 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2285, 5
  store float %2297, ptr %2296, align 4
  %2298 = getelementptr inbounds float, ptr %1006, i64 6
  %2299 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2285, 6
  store float %2299, ptr %2298, align 4
  %2300 = getelementptr inbounds float, ptr %1006, i64 7
  %2301 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2285, 7
  store float %2301, ptr %2300, align 4
  %2302 = getelementptr inbounds float, ptr %1006, i64 8
  %2303 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2285, 8
  store float %2303, ptr %2302, align 4
  %2304 = getelementptr inbounds float, ptr %1006, i64 9
  %2305 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2285, 9
  store float %2305, ptr %2304, align 4
  %2306 = getelementptr inbounds float, ptr %1006, i64 10
  %2307 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2285, 10
  store float %2307, ptr %2306, align 4
  %2308 = getelementptr inbounds float, ptr %1006, i64 11
  %2309 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2285, 11
  store float %2309, ptr %2308, align 4
  %2310 = getelementptr inbounds float, ptr %1006, i64 12
  %2311 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2285, 12
  store float %2311, ptr %2310, align 4
  %2312 = getelementptr inbounds float, ptr %1006, i64 13
  %2313 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2285, 13
  store float %2313, ptr %2312, align 4
  %2314 = getelementptr inbounds float, ptr %1006, i64 14
  %2315 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2285, 14
  store float %2315, ptr %2314, align 4
  %2316 = getelementptr inbounds float, ptr %1006, i64 15
  %2317 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2285, 15
  store float %2317, ptr %2316, align 4
  %2318 = getelementptr inbounds float, ptr %1006, i64 16
  %2319 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2285, 16
  store float %2319, ptr %2318, align 4
  %2320 = getelementptr inbounds float, ptr %1006, i64 17
  %2321 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2285, 17
  store float %2321, ptr %2320, align 4
  %2322 = getelementptr inbounds float, ptr %1006, i64 18
  %2323 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2285, 18
  store float %2323, ptr %2322, align 4
  %2324 = getelementptr inbounds float, ptr %1006, i64 19
  %2325 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2285, 19
  store float %2325, ptr %2324, align 4
  %2326 = getelementptr inbounds float, ptr %1006, i64 20
  %2327 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2285, 20
  store float %2327, ptr %2326, align 4
  %2328 = getelementptr inbounds float, ptr %1006, i64 21
  %2329 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2285, 21
  store float %2329, ptr %2328, align 4
  %2330 = getelementptr inbounds float, ptr %1006, i64 22
  %2331 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2285, 22
  store float %2331, ptr %2330, align 4
  %2332 = getelementptr inbounds float, ptr %1006, i64 23
  %2333 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2285, 23
  store float %2333, ptr %2332, align 4
  %2334 = getelementptr inbounds float, ptr %1006, i64 24
  %2335 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2285, 24
  store float %2335, ptr %2334, align 4
  %2336 = getelementptr inbounds float, ptr %1006, i64 25
  %2337 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2285, 25
  store float %2337, ptr %2336, align 4
  %2338 = getelementptr inbounds float, ptr %1006, i64 26
  %2339 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2285, 26
  store float %2339, ptr %2338, align 4
  %2340 = getelementptr inbounds float, ptr %1006, i64 27
  %2341 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2285, 27
  store float %2341, ptr %2340, align 4
  %2342 = getelementptr inbounds float, ptr %1006, i64 28
  %2343 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2285, 28
  store float %2343, ptr %2342, align 4
  %2344 = getelementptr inbounds float, ptr %1006, i64 29
  %2345 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2285, 29
  store float %2345, ptr %2344, align 4
  %2346 = getelementptr inbounds float, ptr %1006, i64 30
  %2347 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2285, 30
  store float %2347, ptr %2346, align 4
  %2348 = getelementptr inbounds float, ptr %1006, i64 31
  %2349 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2285, 31
  store float %2349, ptr %2348, align 4
  call void asm sideeffect "wgmma.commit_group.sync.aligned;", "~{memory}"() #7
  call void asm sideeffect "wgmma.wait_group.sync.aligned 0;", "~{memory}"() #7
  %2350 = getelementptr inbounds float, ptr %1006, i64 0
  %2351 = load float, ptr %2350, align 4
  %2352 = call float asm sideeffect "", "=f,0,~{memory}"(float %2351)
  store float %2352, ptr %2350, align 4
  %2353 = getelementptr inbounds float, ptr %1006, i64 1
  %2354 = load float, ptr %2353, align 4
  %2355 = call float asm sideeffect "", "=f,0,~{memory}"(float %2354)
  store float %2355, ptr %2353, align 4
  %2356 = getelementptr inbounds float, ptr %1006, i64 2
  %2357 = load float, ptr %2356, align 4
  %2358 = call float asm sideeffect "", "=f,0,~{memory}"(float %2357)
  store float %2358, ptr %2356, align 4
  %2359 = getelementptr inbounds float, ptr %1006, i64 3
  %2360 = load float, ptr %2359, align 4
  %2361 = call float asm sideeffect "", "=f,0,~{memory}"(float %2360)
  store float %2361, ptr %2359, align 4
  %2362 = getelementptr inbounds float, ptr %1006, i64 4
  %2363 = load float, ptr %2362, align 4
  %2364 = call float asm sideeffect "", "=f,0,~{memory}"(float %2363)
  store float %2364, ptr %2362, align 4
  %2365 = getelementptr inbounds float, ptr %1006, i64 5
  %2366 = load float, ptr %2365, align 4
  %2367 = call float asm sideeffect "", "=f,0,~{memory}"(float %2366)
  store float %2367, ptr %2365, align 4
  %2368 = getelementptr inbounds float, ptr %1006, i64 6
  %2369 = load float, ptr %2368, align 4
  %2370 = call float asm sideeffect "", "=f,0,~{memory}"(float %2369)
  store float %2370, ptr %2368, align 4
  %2371 = getelementptr inbounds float, ptr %1006, i64 7
  %2372 = load float, ptr %2371, align 4
  %2373 = call float asm sideeffect "", "=f,0,~{memory}"(float %2372)
  store float %2373, ptr %2371, align 4
  %2374 = getelementptr inbounds float, ptr %1006, i64 8
  %2375 = load float, ptr %2374, align 4
  %2376 = call float asm sideeffect "", "=f,0,~{memory}"(float %2375)
  store float %2376, ptr %2374, align 4
  %2377 = getelementptr inbounds float, ptr %1006, i64 9
  %2378 = load float, ptr %2377, align 4
  %2379 = call float asm sideeffect "", "=f,0,~{memory}"(float %2378)
  store float %2379, ptr %2377, align 4
  %2380 = getelementptr inbounds float, ptr %1006, i64 10
  %2381 = load float, ptr %2380, align 4
  %2382 = call float asm sideeffect "", "=f,0,~{memory}"(float %2381)
  store float %2382, ptr %2380, align 4
  %2383 = getelementptr inbounds float, ptr %1006, i64 11
  %2384 = load float, ptr %2383, align 4
  %2385 = call float asm sideeffect "", "=f,0,~{memory}"(float %2384)
  store float %2385, ptr %2383, align 4
  %2386 = getelementptr inbounds float, ptr %1006, i64 12
  %2387 = load float, ptr %2386, align 4
  %2388 = call float asm sideeffect "", "=f,0,~{memory}"(float %2387)
  store float %2388, ptr %2386, align 4
  %2389 = getelementptr inbounds float, ptr %1006, i64 13
  %2390 = load float, ptr %2389, align 4
  %2391 = call float asm sideeffect "", "=f,0,~{memory}"(float %2390)
  store float %2391, ptr %2389, align 4
  %2392 = getelementptr inbounds float, ptr %1006, i64 14
  %2393 = load float, ptr %2392, align 4
  %2394 = call float asm sideeffect "", "=f,0,~{memory}"(float %2393)
  store float %2394, ptr %2392, align 4
  %2395 = getelementptr inbounds float, ptr %1006, i64 15
  %2396 = load float, ptr %2395, align 4
  %2397 = call float asm sideeffect "", "=f,0,~{memory}"(float %2396)
  store float %2397, ptr %2395, align 4
  %2398 = getelementptr inbounds float, ptr %1006, i64 16
  %2399 = load float, ptr %2398, align 4
  %2400 = call float asm sideeffect "", "=f,0,~{memory}"(float %2399)
  store float %2400, ptr %2398, align 4
  %2401 = getelementptr inbounds float, ptr %1006, i64 17
  %2402 = load float, ptr %2401, align 4
  %2403 = call float asm sideeffect "", "=f,0,~{memory}"(float %2402)
  store float %2403, ptr %2401, align 4
  %2404 = getelementptr inbounds float, ptr %1006, i64 18
  %2405 = load float, ptr %2404, align 4
  %2406 = call float asm sideeffect "", "=f,0,~{memory}"(float %2405)
  store float %2406, ptr %2404, align 4
  %2407 = getelementptr inbounds float, ptr %1006, i64 19
  %2408 = load float, ptr %2407, align 4
  %2409 = call float asm sideeffect "", "=f,0,~{memory}"(float %2408)
  store float %2409, ptr %2407, align 4
  %2410 = getelementptr inbounds float, ptr %1006, i64 20
  %2411 = load float, ptr %2410, align 4
  %2412 = call float asm sideeffect "", "=f,0,~{memory}"(float %2411)
  store float %2412, ptr %2410, align 4
  %2413 = getelementptr inbounds float, ptr %1006, i64 21
  %2414 = load float, ptr %2413, align 4
  %2415 = call float asm sideeffect "", "=f,0,~{memory}"(float %2414)
  store float %2415, ptr %2413, align 4
  %2416 = getelementptr inbounds float, ptr %1006, i64 22
  %2417 = load float, ptr %2416, align 4
  %2418 = call float asm sideeffect "", "=f,0,~{memory}"(float %2417)
  store float %2418, ptr %2416, align 4
  %2419 = getelementptr inbounds float, ptr %1006, i64 23
  %2420 = load float, ptr %2419, align 4
  %2421 = call float asm sideeffect "", "=f,0,~{memory}"(float %2420)
  store float %2421, ptr %2419, align 4
  %2422 = getelementptr inbounds float, ptr %1006, i64 24
  %2423 = load float, ptr %2422, align 4
  %2424 = call float asm sideeffect "", "=f,0,~{memory}"(float %2423)
  store float %2424, ptr %2422, align 4
  %2425 = getelementptr inbounds float, ptr %1006, i64 25
  %2426 = load float, ptr %2425, align 4
  %2427 = call float asm sideeffect "", "=f,0,~{memory}"(float %2426)
  store float %2427, ptr %2425, align 4
  %2428 = getelementptr inbounds float, ptr %1006, i64 26
  %2429 = load float, ptr %2428, align 4
  %2430 = call float asm sideeffect "", "=f,0,~{memory}"(float %2429)
  store float %2430, ptr %2428, align 4
  %2431 = getelementptr inbounds float, ptr %1006, i64 27
  %2432 = load float, ptr %2431, align 4
  %2433 = call float asm sideeffect "", "=f,0,~{memory}"(float %2432)
  store float %2433, ptr %2431, align 4
  %2434 = getelementptr inbounds float, ptr %1006, i64 28
  %2435 = load float, ptr %2434, align 4
  %2436 = call float asm sideeffect "", "=f,0,~{memory}"(float %2435)
  store float %2436, ptr %2434, align 4
  %2437 = getelementptr inbounds float, ptr %1006, i64 29
  %2438 = load float, ptr %2437, align 4
  %2439 = call float asm sideeffect "", "=f,0,~{memory}"(float %2438)
  store float %2439, ptr %2437, align 4
  %2440 = getelementptr inbounds float, ptr %1006, i64 30
  %2441 = load float, ptr %2440, align 4
  %2442 = call float asm sideeffect "", "=f,0,~{memory}"(float %2441)
  store float %2442, ptr %2440, align 4
  %2443 = getelementptr inbounds float, ptr %1006, i64 31
  %2444 = load float, ptr %2443, align 4
  %2445 = call float asm sideeffect "", "=f,0,~{memory}"(float %2444)
  store float %2445, ptr %2443, align 4
  br label %wgmma.done

wgmma.done:                                       ; preds = %wgmma.group, %l.end52
  br label %l.cond58

l.cond58:                                         ; preds = %l.body59, %wgmma.done
  %l61 = phi i32 [ 0, %wgmma.done ], [ %l.next62, %l.body59 ]
  %2446 = icmp slt i32 %l61, 2
  br i1 %2446, label %l.body59, label %l.end60

l.body59:                                         ; preds = %l.cond58
  %2447 = sext i32 %l61 to i64
  %2448 = getelementptr inbounds float, ptr %scores_max_prev, i64 %2447
  %2449 = sext i32 %l61 to i64
  %2450 = getelementptr inbounds float, ptr %scores_max, i64 %2449
  %2451 = load float, ptr %2450, align 4
  store float %2451, ptr %2448, align 4
  %l.next62 = add nsw i32 %l61, 1
  br label %l.cond58, !llvm.loop !17

l.end60:                                          ; preds = %l.cond58
  br label %ld.cond

ld.cond:                                          ; preds = %ld.body, %l.end60
  %ld = phi i32 [ 0, %l.end60 ], [ %ld.next, %ld.body ]
  %2452 = icmp slt i32 %ld, 2
  br i1 %2452, label %ld.body, label %ld.end

ld.body:                                          ; preds = %ld.cond
  %2453 = sext i32 %ld to i64
  %2454 = getelementptr inbounds float, ptr %scores_max_part, i64 %2453
  store float 0xFFF0000000000000, ptr %2454, align 4
  %ld.next = add nsw i32 %ld, 1
  br label %ld.cond, !llvm.loop !18

ld.end:                                           ; preds = %ld.cond
  br label %ls.cond

ls.cond:                                          ; preds = %ls.body, %ld.end
  %ls = phi i32 [ 0, %ld.end ], [ %ls.next, %ls.body ]
  %2455 = icmp slt i32 %ls, 32
  br i1 %2455, label %ls.body, label %ls.end

ls.body:                                          ; preds = %ls.cond
  %2456 = sdiv i32 %ls, 2
  %2457 = srem i32 %ls, 2
  %2458 = icmp slt i32 %2457, 0
  %2459 = icmp ne i1 %2458, false
  %2460 = icmp ne i32 %2457, 0
  %2461 = and i1 %2460, %2459
  %2462 = sub i32 %2456, 1
  %2463 = select i1 %2461, i32 %2462, i32 %2456
  %2464 = sdiv i32 %2463, 2
  %2465 = srem i32 %2463, 2
  %2466 = icmp slt i32 %2465, 0
  %2467 = icmp ne i1 %2466, false
  %2468 = icmp ne i32 %2465, 0
  %2469 = and i1 %2468, %2467
  %2470 = add i32 %2465, 2
  %2471 = select i1 %2469, i32 %2470, i32 %2465
  %2472 = sext i32 %2471 to i64
  %2473 = getelementptr inbounds float, ptr %scores_max_part, i64 %2472
  %2474 = sdiv i32 %ls, 2
  %2475 = srem i32 %ls, 2
  %2476 = icmp slt i32 %2475, 0
  %2477 = icmp ne i1 %2476, false
  %2478 = icmp ne i32 %2475, 0
  %2479 = and i1 %2478, %2477
  %2480 = sub i32 %2474, 1
  %2481 = select i1 %2479, i32 %2480, i32 %2474
  %2482 = sdiv i32 %2481, 2
  %2483 = srem i32 %2481, 2
  %2484 = icmp slt i32 %2483, 0
  %2485 = icmp ne i1 %2484, false
  %2486 = icmp ne i32 %2483, 0
  %2487 = and i1 %2486, %2485
  %2488 = add i32 %2483, 2
  %2489 = select i1 %2487, i32 %2488, i32 %2483
  %2490 = sext i32 %2489 to i64
  %2491 = getelementptr inbounds float, ptr %scores_max_part, i64 %2490
  %2492 = load float, ptr %2491, align 4
  %2493 = sext i32 %ls to i64
  %2494 = getelementptr inbounds float, ptr %acc_s, i64 %2493
  %2495 = load float, ptr %2494, align 4
  %2496 = call float @llvm.maxnum.f32(float %2492, float %2495)
  store float %2496, ptr %2473, align 4
  %ls.next = add nsw i32 %ls, 1
  br label %ls.cond, !llvm.loop !19

ls.end:                                           ; preds = %ls.cond
  br label %ld.cond63

ld.cond63:                                        ; preds = %ld.body64, %ls.end
  %ld66 = phi i32 [ 0, %ls.end ], [ %ld.next67, %ld.body64 ]
  %2497 = icmp slt i32 %ld66, 2
  br i1 %2497, label %ld.body64, label %ld.end65

ld.body64:                                        ; preds = %ld.cond63
  %2498 = sext i32 %ld66 to i64
  %2499 = getelementptr inbounds float, ptr %scores_max_part, i64 %2498
  %2500 = sext i32 %ld66 to i64
  %2501 = getelementptr inbounds float, ptr %scores_max_part, i64 %2500
  %2502 = load float, ptr %2501, align 4
  %2503 = sext i32 %ld66 to i64
  %2504 = getelementptr inbounds float, ptr %scores_max_part, i64 %2503
  %2505 = load float, ptr %2504, align 4
  %2506 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %2505, i32 2, i32 31)
  %2507 = call float @llvm.maxnum.f32(float %2502, float %2506)
  store float %2507, ptr %2499, align 4
  %ld.next67 = add nsw i32 %ld66, 1
  br label %ld.cond63, !llvm.loop !20

ld.end65:                                         ; preds = %ld.cond63
  br label %ld.cond68

ld.cond68:                                        ; preds = %ld.body69, %ld.end65
  %ld71 = phi i32 [ 0, %ld.end65 ], [ %ld.next72, %ld.body69 ]
  %2508 = icmp slt i32 %ld71, 2
  br i1 %2508, label %ld.body69, label %ld.end70

ld.body69:                                        ; preds = %ld.cond68
  %2509 = sext i32 %ld71 to i64
  %2510 = getelementptr inbounds float, ptr %scores_max_part, i64 %2509
  %2511 = sext i32 %ld71 to i64
  %2512 = getelementptr inbounds float, ptr %scores_max_part, i64 %2511
  %2513 = load float, ptr %2512, align 4
  %2514 = sext i32 %ld71 to i64
  %2515 = getelementptr inbounds float, ptr %scores_max_part, i64 %2514
  %2516 = load float, ptr %2515, align 4
  %2517 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %2516, i32 1, i32 31)
  %2518 = call float @llvm.maxnum.f32(float %2513, float %2517)
  store float %2518, ptr %2510, align 4
  %ld.next72 = add nsw i32 %ld71, 1
  br label %ld.cond68, !llvm.loop !21

ld.end70:                                         ; preds = %ld.cond68
  br label %ld.cond73

ld.cond73:                                        ; preds = %ld.body74, %ld.end70
  %ld76 = phi i32 [ 0, %ld.end70 ], [ %ld.next77, %ld.body74 ]
  %2519 = icmp slt i32 %ld76, 2
  br i1 %2519, label %ld.body74, label %ld.end75

ld.body74:                                        ; preds = %ld.cond73
  %2520 = sext i32 %ld76 to i64
  %2521 = getelementptr inbounds float, ptr %scores_max, i64 %2520
  %2522 = sext i32 %ld76 to i64
  %2523 = getelementptr inbounds float, ptr %scores_max, i64 %2522
  %2524 = load float, ptr %2523, align 4
  %2525 = sext i32 %ld76 to i64
  %2526 = getelementptr inbounds float, ptr %scores_max_part, i64 %2525
  %2527 = load float, ptr %2526, align 4
  %2528 = call float @llvm.maxnum.f32(float %2524, float %2527)
  store float %2528, ptr %2521, align 4
  %ld.next77 = add nsw i32 %ld76, 1
  br label %ld.cond73, !llvm.loop !22

ld.end75:                                         ; preds = %ld.cond73
  br label %l.cond78

l.cond78:                                         ; preds = %l.body79, %ld.end75
  %l81 = phi i32 [ 0, %ld.end75 ], [ %l.next82, %l.body79 ]
  %2529 = icmp slt i32 %l81, 2
  br i1 %2529, label %l.body79, label %l.end80

l.body79:                                         ; preds = %l.cond78
  %2530 = sext i32 %l81 to i64
  %2531 = getelementptr inbounds float, ptr %scores_scale, i64 %2530
  %2532 = sext i32 %l81 to i64
  %2533 = getelementptr inbounds float, ptr %scores_max_prev, i64 %2532
  %2534 = load float, ptr %2533, align 4
  %2535 = fmul float %2534, 0x3FC0527DC0000000
  %2536 = sext i32 %l81 to i64
  %2537 = getelementptr inbounds float, ptr %scores_max, i64 %2536
  %2538 = load float, ptr %2537, align 4
  %2539 = fmul float %2538, 0x3FC0527DC0000000
  %2540 = fsub float %2535, %2539
  %2541 = call float @llvm.nvvm.ex2.approx.f(float %2540) #0
  store float %2541, ptr %2531, align 4
  %l.next82 = add nsw i32 %l81, 1
  br label %l.cond78, !llvm.loop !23

l.end80:                                          ; preds = %l.cond78
  br label %l.cond83

l.cond83:                                         ; preds = %v.end89, %l.end80
  %l86 = phi i32 [ 0, %l.end80 ], [ %l.next92, %v.end89 ]
  %2542 = icmp slt i32 %l86, 16
  br i1 %2542, label %l.body84, label %l.end85

l.body84:                                         ; preds = %l.cond83
  br label %v.cond87

l.end85:                                          ; preds = %l.cond83
  br label %ld.cond93

v.cond87:                                         ; preds = %v.body88, %l.body84
  %v90 = phi i32 [ 0, %l.body84 ], [ %v.next91, %v.body88 ]
  %2543 = icmp slt i32 %v90, 2
  br i1 %2543, label %v.body88, label %v.end89

v.body88:                                         ; preds = %v.cond87
  %2544 = mul nsw i32 %l86, 2
  %2545 = add nsw i32 %2544, %v90
  %2546 = sext i32 %2545 to i64
  %2547 = getelementptr inbounds float, ptr %acc_s, i64 %2546
  %2548 = mul nsw i32 %l86, 2
  %2549 = add nsw i32 %2548, %v90
  %2550 = sext i32 %2549 to i64
  %2551 = getelementptr inbounds float, ptr %acc_s, i64 %2550
  %2552 = load float, ptr %2551, align 4
  %2553 = fmul float %2552, 0x3FC0527DC0000000
  %2554 = sdiv i32 %l86, 2
  %2555 = srem i32 %l86, 2
  %2556 = icmp slt i32 %2555, 0
  %2557 = icmp ne i1 %2556, false
  %2558 = icmp ne i32 %2555, 0
  %2559 = and i1 %2558, %2557
  %2560 = add i32 %2555, 2
  %2561 = select i1 %2559, i32 %2560, i32 %2555
  %2562 = sext i32 %2561 to i64
  %2563 = getelementptr inbounds float, ptr %scores_max, i64 %2562
  %2564 = load float, ptr %2563, align 4
  %2565 = fmul float %2564, 0x3FC0527DC0000000
  %2566 = fsub float %2553, %2565
  %2567 = call float @llvm.nvvm.ex2.approx.f(float %2566) #0
  store float %2567, ptr %2547, align 4
  %v.next91 = add nsw i32 %v90, 1
  br label %v.cond87, !llvm.loop !24

v.end89:                                          ; preds = %v.cond87
  %l.next92 = add nsw i32 %l86, 1
  br label %l.cond83, !llvm.loop !25

ld.cond93:                                        ; preds = %ld.body94, %l.end85
  %ld96 = phi i32 [ 0, %l.end85 ], [ %ld.next97, %ld.body94 ]
  %2568 = icmp slt i32 %ld96, 2
  br i1 %2568, label %ld.body94, label %ld.end95

ld.body94:                                        ; preds = %ld.cond93
  %2569 = sext i32 %ld96 to i64
  %2570 = getelementptr inbounds float, ptr %scores_sum_part, i64 %2569
  store float 0.000000e+00, ptr %2570, align 4
  %ld.next97 = add nsw i32 %ld96, 1
  br label %ld.cond93, !llvm.loop !26

ld.end95:                                         ; preds = %ld.cond93
  br label %ls.cond98

ls.cond98:                                        ; preds = %ls.body99, %ld.end95
  %ls101 = phi i32 [ 0, %ld.end95 ], [ %ls.next102, %ls.body99 ]
  %2571 = icmp slt i32 %ls101, 32
  br i1 %2571, label %ls.body99, label %ls.end100

ls.body99:                                        ; preds = %ls.cond98
  %2572 = sdiv i32 %ls101, 2
  %2573 = srem i32 %ls101, 2
  %2574 = icmp slt i32 %2573, 0
  %2575 = icmp ne i1 %2574, false
  %2576 = icmp ne i32 %2573, 0
  %2577 = and i1 %2576, %2575
  %2578 = sub i32 %2572, 1
  %2579 = select i1 %2577, i32 %2578, i32 %2572
  %2580 = sdiv i32 %2579, 2
  %2581 = srem i32 %2579, 2
  %2582 = icmp slt i32 %2581, 0
  %2583 = icmp ne i1 %2582, false
  %2584 = icmp ne i32 %2581, 0
  %2585 = and i1 %2584, %2583
  %2586 = add i32 %2581, 2
  %2587 = select i1 %2585, i32 %2586, i32 %2581
  %2588 = sext i32 %2587 to i64
  %2589 = getelementptr inbounds float, ptr %scores_sum_part, i64 %2588
  %2590 = sdiv i32 %ls101, 2
  %2591 = srem i32 %ls101, 2
  %2592 = icmp slt i32 %2591, 0
  %2593 = icmp ne i1 %2592, false
  %2594 = icmp ne i32 %2591, 0
  %2595 = and i1 %2594, %2593
  %2596 = sub i32 %2590, 1
  %2597 = select i1 %2595, i32 %2596, i32 %2590
  %2598 = sdiv i32 %2597, 2
  %2599 = srem i32 %2597, 2
  %2600 = icmp slt i32 %2599, 0
  %2601 = icmp ne i1 %2600, false
  %2602 = icmp ne i32 %2599, 0
  %2603 = and i1 %2602, %2601
  %2604 = add i32 %2599, 2
  %2605 = select i1 %2603, i32 %2604, i32 %2599
  %2606 = sext i32 %2605 to i64
  %2607 = getelementptr inbounds float, ptr %scores_sum_part, i64 %2606
  %2608 = load float, ptr %2607, align 4
  %2609 = sext i32 %ls101 to i64
  %2610 = getelementptr inbounds float, ptr %acc_s, i64 %2609
  %2611 = load float, ptr %2610, align 4
  %2612 = fadd float %2608, %2611
  store float %2612, ptr %2589, align 4
  %ls.next102 = add nsw i32 %ls101, 1
  br label %ls.cond98, !llvm.loop !27

ls.end100:                                        ; preds = %ls.cond98
  br label %ld.cond103

ld.cond103:                                       ; preds = %ld.body104, %ls.end100
  %ld106 = phi i32 [ 0, %ls.end100 ], [ %ld.next107, %ld.body104 ]
  %2613 = icmp slt i32 %ld106, 2
  br i1 %2613, label %ld.body104, label %ld.end105

ld.body104:                                       ; preds = %ld.cond103
  %2614 = sext i32 %ld106 to i64
  %2615 = getelementptr inbounds float, ptr %scores_sum_part, i64 %2614
  %2616 = sext i32 %ld106 to i64
  %2617 = getelementptr inbounds float, ptr %scores_sum_part, i64 %2616
  %2618 = load float, ptr %2617, align 4
  %2619 = sext i32 %ld106 to i64
  %2620 = getelementptr inbounds float, ptr %scores_sum_part, i64 %2619
  %2621 = load float, ptr %2620, align 4
  %2622 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %2621, i32 2, i32 31)
  %2623 = fadd float %2618, %2622
  store float %2623, ptr %2615, align 4
  %ld.next107 = add nsw i32 %ld106, 1
  br label %ld.cond103, !llvm.loop !28

ld.end105:                                        ; preds = %ld.cond103
  br label %ld.cond108

ld.cond108:                                       ; preds = %ld.body109, %ld.end105
  %ld111 = phi i32 [ 0, %ld.end105 ], [ %ld.next112, %ld.body109 ]
  %2624 = icmp slt i32 %ld111, 2
  br i1 %2624, label %ld.body109, label %ld.end110

ld.body109:                                       ; preds = %ld.cond108
  %2625 = sext i32 %ld111 to i64
  %2626 = getelementptr inbounds float, ptr %scores_sum_part, i64 %2625
  %2627 = sext i32 %ld111 to i64
  %2628 = getelementptr inbounds float, ptr %scores_sum_part, i64 %2627
  %2629 = load float, ptr %2628, align 4
  %2630 = sext i32 %ld111 to i64
  %2631 = getelementptr inbounds float, ptr %scores_sum_part, i64 %2630
  %2632 = load float, ptr %2631, align 4
  %2633 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %2632, i32 1, i32 31)
  %2634 = fadd float %2629, %2633
  store float %2634, ptr %2626, align 4
  %ld.next112 = add nsw i32 %ld111, 1
  br label %ld.cond108, !llvm.loop !29

ld.end110:                                        ; preds = %ld.cond108
  br label %ld.cond113

ld.cond113:                                       ; preds = %ld.body114, %ld.end110
  %ld116 = phi i32 [ 0, %ld.end110 ], [ %ld.next117, %ld.body114 ]
  %2635 = icmp slt i32 %ld116, 2
  br i1 %2635, label %ld.body114, label %ld.end115

ld.body114:                                       ; preds = %ld.cond113
  %2636 = sext i32 %ld116 to i64
  %2637 = getelementptr inbounds float, ptr %scores_sum, i64 %2636
  %2638 = sext i32 %ld116 to i64
  %2639 = getelementptr inbounds float, ptr %scores_sum_part, i64 %2638
  %2640 = load float, ptr %2639, align 4
  store float %2640, ptr %2637, align 4
  %ld.next117 = add nsw i32 %ld116, 1
  br label %ld.cond113, !llvm.loop !30

ld.end115:                                        ; preds = %ld.cond113
  br label %l.cond118

l.cond118:                                        ; preds = %l.body119, %ld.end115
  %l121 = phi i32 [ 0, %ld.end115 ], [ %l.next122, %l.body119 ]
  %2641 = icmp slt i32 %l121, 2
  br i1 %2641, label %l.body119, label %l.end120

l.body119:                                        ; preds = %l.cond118
  %2642 = sext i32 %l121 to i64
  %2643 = getelementptr inbounds float, ptr %logsum, i64 %2642
  %2644 = sext i32 %l121 to i64
  %2645 = getelementptr inbounds float, ptr %logsum, i64 %2644
  %2646 = load float, ptr %2645, align 4
  %2647 = sext i32 %l121 to i64
  %2648 = getelementptr inbounds float, ptr %scores_scale, i64 %2647
  %2649 = load float, ptr %2648, align 4
  %2650 = fmul float %2646, %2649
  %2651 = sext i32 %l121 to i64
  %2652 = getelementptr inbounds float, ptr %scores_sum, i64 %2651
  %2653 = load float, ptr %2652, align 4
  %2654 = fadd float %2650, %2653
  store float %2654, ptr %2643, align 4
  %l.next122 = add nsw i32 %l121, 1
  br label %l.cond118, !llvm.loop !31

l.end120:                                         ; preds = %l.cond118
  br label %l.cond123

l.cond123:                                        ; preds = %l.body124, %l.end120
  %l126 = phi i32 [ 0, %l.end120 ], [ %l.next127, %l.body124 ]
  %2655 = icmp slt i32 %l126, 16
  br i1 %2655, label %l.body124, label %l.end125

l.body124:                                        ; preds = %l.cond123
  %2656 = mul nsw i32 %l126, 2
  %2657 = sext i32 %2656 to i64
  %2658 = getelementptr inbounds half, ptr %acc_s_cast, i64 %2657
  %2659 = mul nsw i32 %l126, 2
  %2660 = sext i32 %2659 to i64
  %2661 = getelementptr inbounds float, ptr %acc_s, i64 %2660
  %2662 = load <2 x float>, ptr %2661, align 8
  %2663 = fptrunc <2 x float> %2662 to <2 x half>
  store <2 x half> %2663, ptr %2658, align 4
  %l.next127 = add nsw i32 %l126, 1
  br label %l.cond123, !llvm.loop !32

l.end125:                                         ; preds = %l.cond123
  br label %l.cond128

l.cond128:                                        ; preds = %l.body129, %l.end125
  %l131 = phi i32 [ 0, %l.end125 ], [ %l.next132, %l.body129 ]
  %2664 = icmp slt i32 %l131, 32
  br i1 %2664, label %l.body129, label %l.end130

l.body129:                                        ; preds = %l.cond128
  %2665 = mul nsw i32 %l131, 2
  %2666 = sext i32 %2665 to i64
  %2667 = getelementptr inbounds float, ptr %acc_o, i64 %2666
  %2668 = mul nsw i32 %l131, 2
  %2669 = sext i32 %2668 to i64
  %2670 = getelementptr inbounds float, ptr %acc_o, i64 %2669
  %2671 = load <2 x float>, ptr %2670, align 8
  %2672 = sdiv i32 %l131, 2
  %2673 = srem i32 %l131, 2
  %2674 = icmp slt i32 %2673, 0
  %2675 = icmp ne i1 %2674, false
  %2676 = icmp ne i32 %2673, 0
  %2677 = and i1 %2676, %2675
  %2678 = add i32 %2673, 2
  %2679 = select i1 %2677, i32 %2678, i32 %2673
  %2680 = sext i32 %2679 to i64
  %2681 = getelementptr inbounds float, ptr %scores_scale, i64 %2680
  %2682 = load float, ptr %2681, align 4
  %.splatinsert = insertelement <2 x float> poison, float %2682, i64 0
  %.splat = shufflevector <2 x float> %.splatinsert, <2 x float> poison, <2 x i32> zeroinitializer
  %2683 = fmul <2 x float> %2671, %.splat
  store <2 x float> %2683, ptr %2667, align 8
  %l.next132 = add nsw i32 %l131, 1
  br label %l.cond128, !llvm.loop !33

l.end130:                                         ; preds = %l.cond128
  %2684 = getelementptr inbounds half, ptr %acc_s_cast, i64 0
  %2685 = sdiv i32 %k, 2
  %2686 = srem i32 %k, 2
  %2687 = icmp slt i32 %2686, 0
  %2688 = icmp ne i1 %2687, false
  %2689 = icmp ne i32 %2686, 0
  %2690 = and i1 %2689, %2688
  %2691 = add i32 %2686, 2
  %2692 = select i1 %2690, i32 %2691, i32 %2686
  %2693 = mul nsw i32 %2692, 128
  %2694 = mul nsw i32 %2693, 64
  %2695 = sext i32 %2694 to i64
  %2696 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 65536), i64 %2695
  %2697 = getelementptr inbounds float, ptr %acc_o, i64 0
  %tid.x133 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !5
  %warpgroup134 = udiv i32 %tid.x133, 128
  %2698 = icmp ult i32 %warpgroup134, 2
  br i1 %2698, label %wgmma.group135, label %wgmma.done136

wgmma.group135:                                   ; preds = %l.end130
  %2699 = getelementptr inbounds float, ptr %2697, i64 0
  %2700 = load float, ptr %2699, align 4
  %2701 = call float asm sideeffect "", "=f,0,~{memory}"(float %2700)
  store float %2701, ptr %2699, align 4
  %2702 = getelementptr inbounds float, ptr %2697, i64 1
  %2703 = load float, ptr %2702, align 4
  %2704 = call float asm sideeffect "", "=f,0,~{memory}"(float %2703)
  store float %2704, ptr %2702, align 4
  %2705 = getelementptr inbounds float, ptr %2697, i64 2
  %2706 = load float, ptr %2705, align 4
  %2707 = call float asm sideeffect "", "=f,0,~{memory}"(float %2706)
  store float %2707, ptr %2705, align 4
  %2708 = getelementptr inbounds float, ptr %2697, i64 3
  %2709 = load float, ptr %2708, align 4
  %2710 = call float asm sideeffect "", "=f,0,~{memory}"(float %2709)
  store float %2710, ptr %2708, align 4
  %2711 = getelementptr inbounds float, ptr %2697, i64 4
  %2712 = load float, ptr %2711, align 4
  %2713 = call float asm sideeffect "", "=f,0,~{memory}"(float %2712)
  store float %2713, ptr %2711, align 4
  %2714 = getelementptr inbounds float, ptr %2697, i64 5
  %2715 = load float, ptr %2714, align 4
  %2716 = call float asm sideeffect "", "=f,0,~{memory}"(float %2715)
  store float %2716, ptr %2714, align 4
  %2717 = getelementptr inbounds float, ptr %2697, i64 6
  %2718 = load float, ptr %2717, align 4
  %2719 = call float asm sideeffect "", "=f,0,~{memory}"(float %2718)
  store float %2719, ptr %2717, align 4
  %2720 = getelementptr inbounds float, ptr %2697, i64 7
  %2721 = load float, ptr %2720, align 4
  %2722 = call float asm sideeffect "", "=f,0,~{memory}"(float %2721)
  store float %2722, ptr %2720, align 4
  %2723 = getelementptr inbounds float, ptr %2697, i64 8
  %2724 = load float, ptr %2723, align 4
  %2725 = call float asm sideeffect "", "=f,0,~{memory}"(float %2724)
  store float %2725, ptr %2723, align 4
  %2726 = getelementptr inbounds float, ptr %2697, i64 9
  %2727 = load float, ptr %2726, align 4
  %2728 = call float asm sideeffect "", "=f,0,~{memory}"(float %2727)
  store float %2728, ptr %2726, align 4
  %2729 = getelementptr inbounds float, ptr %2697, i64 10
  %2730 = load float, ptr %2729, align 4
  %2731 = call float asm sideeffect "", "=f,0,~{memory}"(float %2730)
  store float %2731, ptr %2729, align 4
  %2732 = getelementptr inbounds float, ptr %2697, i64 11
  %2733 = load float, ptr %2732, align 4
  %2734 = call float asm sideeffect "", "=f,0,~{memory}"(float %2733)
  store float %2734, ptr %2732, align 4
  %2735 = getelementptr inbounds float, ptr %2697, i64 12
  %2736 = load float, ptr %2735, align 4
  %2737 = call float asm sideeffect "", "=f,0,~{memory}"(float %2736)
  store float %2737, ptr %2735, align 4
  %2738 = getelementptr inbounds float, ptr %2697, i64 13
  %2739 = load float, ptr %2738, align 4
  %2740 = call float asm sideeffect "", "=f,0,~{memory}"(float %2739)
  store float %2740, ptr %2738, align 4
  %2741 = getelementptr inbounds float, ptr %2697, i64 14
  %2742 = load float, ptr %2741, align 4
  %2743 = call float asm sideeffect "", "=f,0,~{memory}"(float %2742)
  store float %2743, ptr %2741, align 4
  %2744 = getelementptr inbounds float, ptr %2697, i64 15
  %2745 = load float, ptr %2744, align 4
  %2746 = call float asm sideeffect "", "=f,0,~{memory}"(float %2745)
  store float %2746, ptr %2744, align 4
  %2747 = getelementptr inbounds float, ptr %2697, i64 16
  %2748 = load float, ptr %2747, align 4
  %2749 = call float asm sideeffect "", "=f,0,~{memory}"(float %2748)
  store float %2749, ptr %2747, align 4
  %2750 = getelementptr inbounds float, ptr %2697, i64 17
  %2751 = load float, ptr %2750, align 4
  %2752 = call float asm sideeffect "", "=f,0,~{memory}"(float %2751)
  store float %2752, ptr %2750, align 4
  %2753 = getelementptr inbounds float, ptr %2697, i64 18
  %2754 = load float, ptr %2753, align 4
  %2755 = call float asm sideeffect "", "=f,0,~{memory}"(float %2754)
  store float %2755, ptr %2753, align 4
  %2756 = getelementptr inbounds float, ptr %2697, i64 19
  %2757 = load float, ptr %2756, align 4
  %2758 = call float asm sideeffect "", "=f,0,~{memory}"(float %2757)
  store float %2758, ptr %2756, align 4
  %2759 = getelementptr inbounds float, ptr %2697, i64 20
  %2760 = load float, ptr %2759, align 4
  %2761 = call float asm sideeffect "", "=f,0,~{memory}"(float %2760)
  store float %2761, ptr %2759, align 4
  %2762 = getelementptr inbounds float, ptr %2697, i64 21
  %2763 = load float, ptr %2762, align 4
  %2764 = call float asm sideeffect "", "=f,0,~{memory}"(float %2763)
  store float %2764, ptr %2762, align 4
  %2765 = getelementptr inbounds float, ptr %2697, i64 22
  %2766 = load float, ptr %2765, align 4
  %2767 = call float asm sideeffect "", "=f,0,~{memory}"(float %2766)
  store float %2767, ptr %2765, align 4
  %2768 = getelementptr inbounds float, ptr %2697, i64 23
  %2769 = load float, ptr %2768, align 4
  %2770 = call float asm sideeffect "", "=f,0,~{memory}"(float %2769)
  store float %2770, ptr %2768, align 4
  %2771 = getelementptr inbounds float, ptr %2697, i64 24
  %2772 = load float, ptr %2771, align 4
  %2773 = call float asm sideeffect "", "=f,0,~{memory}"(float %2772)
  store float %2773, ptr %2771, align 4
  %2774 = getelementptr inbounds float, ptr %2697, i64 25
  %2775 = load float, ptr %2774, align 4
  %2776 = call float asm sideeffect "", "=f,0,~{memory}"(float %2775)
  store float %2776, ptr %2774, align 4
  %2777 = getelementptr inbounds float, ptr %2697, i64 26
  %2778 = load float, ptr %2777, align 4
  %2779 = call float asm sideeffect "", "=f,0,~{memory}"(float %2778)
  store float %2779, ptr %2777, align 4
  %2780 = getelementptr inbounds float, ptr %2697, i64 27
  %2781 = load float, ptr %2780, align 4
  %2782 = call float asm sideeffect "", "=f,0,~{memory}"(float %2781)
  store float %2782, ptr %2780, align 4
  %2783 = getelementptr inbounds float, ptr %2697, i64 28
  %2784 = load float, ptr %2783, align 4
  %2785 = call float asm sideeffect "", "=f,0,~{memory}"(float %2784)
  store float %2785, ptr %2783, align 4
  %2786 = getelementptr inbounds float, ptr %2697, i64 29
  %2787 = load float, ptr %2786, align 4
  %2788 = call float asm sideeffect "", "=f,0,~{memory}"(float %2787)
  store float %2788, ptr %2786, align 4
  %2789 = getelementptr inbounds float, ptr %2697, i64 30
  %2790 = load float, ptr %2789, align 4
  %2791 = call float asm sideeffect "", "=f,0,~{memory}"(float %2790)
  store float %2791, ptr %2789, align 4
  %2792 = getelementptr inbounds float, ptr %2697, i64 31
  %2793 = load float, ptr %2792, align 4
  %2794 = call float asm sideeffect "", "=f,0,~{memory}"(float %2793)
  store float %2794, ptr %2792, align 4
  %2795 = getelementptr inbounds float, ptr %2697, i64 32
  %2796 = load float, ptr %2795, align 4
  %2797 = call float asm sideeffect "", "=f,0,~{memory}"(float %2796)
  store float %2797, ptr %2795, align 4
  %2798 = getelementptr inbounds float, ptr %2697, i64 33
  %2799 = load float, ptr %2798, align 4
  %2800 = call float asm sideeffect "", "=f,0,~{memory}"(float %2799)
  store float %2800, ptr %2798, align 4
  %2801 = getelementptr inbounds float, ptr %2697, i64 34
  %2802 = load float, ptr %2801, align 4
  %2803 = call float asm sideeffect "", "=f,0,~{memory}"(float %2802)
  store float %2803, ptr %2801, align 4
  %2804 = getelementptr inbounds float, ptr %2697, i64 35
  %2805 = load float, ptr %2804, align 4
  %2806 = call float asm sideeffect "", "=f,0,~{memory}"(float %2805)
  store float %2806, ptr %2804, align 4
  %2807 = getelementptr inbounds float, ptr %2697, i64 36
  %2808 = load float, ptr %2807, align 4
  %2809 = call float asm sideeffect "", "=f,0,~{memory}"(float %2808)
  store float %2809, ptr %2807, align 4
  %2810 = getelementptr inbounds float, ptr %2697, i64 37
  %2811 = load float, ptr %2810, align 4
  %2812 = call float asm sideeffect "", "=f,0,~{memory}"(float %2811)
  store float %2812, ptr %2810, align 4
  %2813 = getelementptr inbounds float, ptr %2697, i64 38
  %2814 = load float, ptr %2813, align 4
  %2815 = call float asm sideeffect "", "=f,0,~{memory}"(float %2814)
  store float %2815, ptr %2813, align 4
  %2816 = getelementptr inbounds float, ptr %2697, i64 39
  %2817 = load float, ptr %2816, align 4
  %2818 = call float asm sideeffect "", "=f,0,~{memory}"(float %2817)
  store float %2818, ptr %2816, align 4
  %2819 = getelementptr inbounds float, ptr %2697, i64 40
  %2820 = load float, ptr %2819, align 4
  %2821 = call float asm sideeffect "", "=f,0,~{memory}"(float %2820)
  store float %2821, ptr %2819, align 4
  %2822 = getelementptr inbounds float, ptr %2697, i64 41
  %2823 = load float, ptr %2822, align 4
  %2824 = call float asm sideeffect "", "=f,0,~{memory}"(float %2823)
  store float %2824, ptr %2822, align 4
  %2825 = getelementptr inbounds float, ptr %2697, i64 42
  %2826 = load float, ptr %2825, align 4
  %2827 = call float asm sideeffect "", "=f,0,~{memory}"(float %2826)
  store float %2827, ptr %2825, align 4
  %2828 = getelementptr inbounds float, ptr %2697, i64 43
  %2829 = load float, ptr %2828, align 4
  %2830 = call float asm sideeffect "", "=f,0,~{memory}"(float %2829)
  store float %2830, ptr %2828, align 4
  %2831 = getelementptr inbounds float, ptr %2697, i64 44
  %2832 = load float, ptr %2831, align 4
  %2833 = call float asm sideeffect "", "=f,0,~{memory}"(float %2832)
  store float %2833, ptr %2831, align 4
  %2834 = getelementptr inbounds float, ptr %2697, i64 45
  %2835 = load float, ptr %2834, align 4
  %2836 = call float asm sideeffect "", "=f,0,~{memory}"(float %2835)
  store float %2836, ptr %2834, align 4
  %2837 = getelementptr inbounds float, ptr %2697, i64 46
  %2838 = load float, ptr %2837, align 4
  %2839 = call float asm sideeffect "", "=f,0,~{memory}"(float %2838)
  store float %2839, ptr %2837, align 4
  %2840 = getelementptr inbounds float, ptr %2697, i64 47
  %2841 = load float, ptr %2840, align 4
  %2842 = call float asm sideeffect "", "=f,0,~{memory}"(float %2841)
  store float %2842, ptr %2840, align 4
  %2843 = getelementptr inbounds float, ptr %2697, i64 48
  %2844 = load float, ptr %2843, align 4
  %2845 = call float asm sideeffect "", "=f,0,~{memory}"(float %2844)
  store float %2845, ptr %2843, align 4
  %2846 = getelementptr inbounds float, ptr %2697, i64 49
  %2847 = load float, ptr %2846, align 4
  %2848 = call float asm sideeffect "", "=f,0,~{memory}"(float %2847)
  store float %2848, ptr %2846, align 4
  %2849 = getelementptr inbounds float, ptr %2697, i64 50
  %2850 = load float, ptr %2849, align 4
  %2851 = call float asm sideeffect "", "=f,0,~{memory}"(float %2850)
  store float %2851, ptr %2849, align 4
  %2852 = getelementptr inbounds float, ptr %2697, i64 51
  %2853 = load float, ptr %2852, align 4
  %2854 = call float asm sideeffect "", "=f,0,~{memory}"(float %2853)
  store float %2854, ptr %2852, align 4
  %2855 = getelementptr inbounds float, ptr %2697, i64 52
  %2856 = load float, ptr %2855, align 4
  %2857 = call float asm sideeffect "", "=f,0,~{memory}"(float %2856)
  store float %2857, ptr %2855, align 4
  %2858 = getelementptr inbounds float, ptr %2697, i64 53
  %2859 = load float, ptr %2858, align 4
  %2860 = call float asm sideeffect "", "=f,0,~{memory}"(float %2859)
  store float %2860, ptr %2858, align 4
  %2861 = getelementptr inbounds float, ptr %2697, i64 54
  %2862 = load float, ptr %2861, align 4
  %2863 = call float asm sideeffect "", "=f,0,~{memory}"(float %2862)
  store float %2863, ptr %2861, align 4
  %2864 = getelementptr inbounds float, ptr %2697, i64 55
  %2865 = load float, ptr %2864, align 4
  %2866 = call float asm sideeffect "", "=f,0,~{memory}"(float %2865)
  store float %2866, ptr %2864, align 4
  %2867 = getelementptr inbounds float, ptr %2697, i64 56
  %2868 = load float, ptr %2867, align 4
  %2869 = call float asm sideeffect "", "=f,0,~{memory}"(float %2868)
  store float %2869, ptr %2867, align 4
  %2870 = getelementptr inbounds float, ptr %2697, i64 57
  %2871 = load float, ptr %2870, align 4
  %2872 = call float asm sideeffect "", "=f,0,~{memory}"(float %2871)
  store float %2872, ptr %2870, align 4
  %2873 = getelementptr inbounds float, ptr %2697, i64 58
  %2874 = load float, ptr %2873, align 4
  %2875 = call float asm sideeffect "", "=f,0,~{memory}"(float %2874)
  store float %2875, ptr %2873, align 4
  %2876 = getelementptr inbounds float, ptr %2697, i64 59
  %2877 = load float, ptr %2876, align 4
  %2878 = call float asm sideeffect "", "=f,0,~{memory}"(float %2877)
  store float %2878, ptr %2876, align 4
  %2879 = getelementptr inbounds float, ptr %2697, i64 60
  %2880 = load float, ptr %2879, align 4
  %2881 = call float asm sideeffect "", "=f,0,~{memory}"(float %2880)
  store float %2881, ptr %2879, align 4
  %2882 = getelementptr inbounds float, ptr %2697, i64 61
  %2883 = load float, ptr %2882, align 4
  %2884 = call float asm sideeffect "", "=f,0,~{memory}"(float %2883)
  store float %2884, ptr %2882, align 4
  %2885 = getelementptr inbounds float, ptr %2697, i64 62
  %2886 = load float, ptr %2885, align 4
  %2887 = call float asm sideeffect "", "=f,0,~{memory}"(float %2886)
  store float %2887, ptr %2885, align 4
  %2888 = getelementptr inbounds float, ptr %2697, i64 63
  %2889 = load float, ptr %2888, align 4
  %2890 = call float asm sideeffect "", "=f,0,~{memory}"(float %2889)
  store float %2890, ptr %2888, align 4
  call void asm sideeffect "wgmma.fence.sync.aligned;", "~{memory}"() #7
  %2891 = mul i32 %warpgroup134, 64
  %2892 = add i32 %2891, 0
  %2893 = mul i32 %2892, 64
  %2894 = getelementptr inbounds half, ptr %2684, i64 0
  %2895 = load half, ptr %2894, align 2
  %2896 = insertelement <2 x half> poison, half %2895, i64 0
  %2897 = getelementptr inbounds half, ptr %2684, i64 1
  %2898 = load half, ptr %2897, align 2
  %2899 = insertelement <2 x half> %2896, half %2898, i64 1
  %2900 = bitcast <2 x half> %2899 to i32
  %2901 = getelementptr inbounds half, ptr %2684, i64 2
  %2902 = load half, ptr %2901, align 2
  %2903 = insertelement <2 x half> poison, half %2902, i64 0
  %2904 = getelementptr inbounds half, ptr %2684, i64 3
  %2905 = load half, ptr %2904, align 2
  %2906 = insertelement <2 x half> %2903, half %2905, i64 1
  %2907 = bitcast <2 x half> %2906 to i32
  %2908 = getelementptr inbounds half, ptr %2684, i64 4
  %2909 = load half, ptr %2908, align 2
  %2910 = insertelement <2 x half> poison, half %2909, i64 0
  %2911 = getelementptr inbounds half, ptr %2684, i64 5
  %2912 = load half, ptr %2911, align 2
  %2913 = insertelement <2 x half> %2910, half %2912, i64 1
  %2914 = bitcast <2 x half> %2913 to i32
  %2915 = getelementptr inbounds half, ptr %2684, i64 6
  %2916 = load half, ptr %2915, align 2
  %2917 = insertelement <2 x half> poison, half %2916, i64 0
  %2918 = getelementptr inbounds half, ptr %2684, i64 7
  %2919 = load half, ptr %2918, align 2
  %2920 = insertelement <2 x half> %2917, half %2919, i64 1
  %2921 = bitcast <2 x half> %2920 to i32
  %2922 = getelementptr inbounds half, ptr addrspace(3) %2696, i64 0
  %2923 = ptrtoint ptr addrspace(3) %2922 to i64
  %2924 = and i64 %2923, 262143
  %2925 = lshr i64 %2924, 4
  %2926 = or i64 %2925, 4611686293338849280
  %2927 = getelementptr inbounds float, ptr %2697, i64 0
  %2928 = load float, ptr %2927, align 4
  %2929 = getelementptr inbounds float, ptr %2697, i64 1
  %2930 = load float, ptr %2929, align 4
  %2931 = getelementptr inbounds float, ptr %2697, i64 2
  %2932 = load float, ptr %2931, align 4
  %2933 = getelementptr inbounds float, ptr %2697, i64 3
  %2934 = load float, ptr %2933, align 4
  %2935 = getelementptr inbounds float, ptr %2697, i64 4
  %2936 = load float, ptr %2935, align 4
  %2937 = getelementptr inbounds float, ptr %2697, i64 5
  %2938 = load float, ptr %2937, align 4
  %2939 = getelementptr inbounds float, ptr %2697, i64 6
  %2940 = load float, ptr %2939, align 4
  %2941 = getelementptr inbounds float, ptr %2697, i64 7
  %2942 = load float, ptr %2941, align 4
  %2943 = getelementptr inbounds float, ptr %2697, i64 8
  %2944 = load float, ptr %2943, align 4
  %2945 = getelementptr inbounds float, ptr %2697, i64 9
  %2946 = load float, ptr %2945, align 4
  %2947 = getelementptr inbounds float, ptr %2697, i64 10
  %2948 = load float, ptr %2947, align 4
  %2949 = getelementptr inbounds float, ptr %2697, i64 11
  %2950 = load float, ptr %2949, align 4
  %2951 = getelementptr inbounds float, ptr %2697, i64 12
  %2952 = load float, ptr %2951, align 4
  %2953 = getelementptr inbounds float, ptr %2697, i64 13
  %2954 = load float, ptr %2953, align 4
  %2955 = getelementptr inbounds float, ptr %2697, i64 14
  %2956 = load float, ptr %2955, align 4
  %2957 = getelementptr inbounds float, ptr %2697, i64 15
  %2958 = load float, ptr %2957, align 4
  %2959 = getelementptr inbounds float, ptr %2697, i64 16
  %2960 = load float, ptr %2959, align 4
  %2961 = getelementptr inbounds float, ptr %2697, i64 17
  %2962 = load float, ptr %2961, align 4
  %2963 = getelementptr inbounds float, ptr %2697, i64 18
  %2964 = load float, ptr %2963, align 4
  %2965 = getelementptr inbounds float, ptr %2697, i64 19
  %2966 = load float, ptr %2965, align 4
  %2967 = getelementptr inbounds float, ptr %2697, i64 20
  %2968 = load float, ptr %2967, align 4
  %2969 = getelementptr inbounds float, ptr %2697, i64 21
  %2970 = load float, ptr %2969, align 4
  %2971 = getelementptr inbounds float, ptr %2697, i64 22
  %2972 = load float, ptr %2971, align 4
  %2973 = getelementptr inbounds float, ptr %2697, i64 23
  %2974 = load float, ptr %2973, align 4
  %2975 = getelementptr inbounds float, ptr %2697, i64 24
  %2976 = load float, ptr %2975, align 4
  %2977 = getelementptr inbounds float, ptr %2697, i64 25
  %2978 = load float, ptr %2977, align 4
  %2979 = getelementptr inbounds float, ptr %2697, i64 26
  %2980 = load float, ptr %2979, align 4
  %2981 = getelementptr inbounds float, ptr %2697, i64 27
  %2982 = load float, ptr %2981, align 4
  %2983 = getelementptr inbounds float, ptr %2697, i64 28
  %2984 = load float, ptr %2983, align 4
  %2985 = getelementptr inbounds float, ptr %2697, i64 29
  %2986 = load float, ptr %2985, align 4
  %2987 = getelementptr inbounds float, ptr %2697, i64 30
  %2988 = load float, ptr %2987, align 4
  %2989 = getelementptr inbounds float, ptr %2697, i64 31
  %2990 = load float, ptr %2989, align 4
  %2991 = getelementptr inbounds float, ptr %2697, i64 32
  %2992 = load float, ptr %2991, align 4
  %2993 = getelementptr inbounds float, ptr %2697, i64 33
  %2994 = load float, ptr %2993, align 4
  %2995 = getelementptr inbounds float, ptr %2697, i64 34
  %2996 = load float, ptr %2995, align 4
  %2997 = getelementptr inbounds float, ptr %2697, i64 35
  %2998 = load float, ptr %2997, align 4
  %2999 = getelementptr inbounds float, ptr %2697, i64 36
  %3000 = load float, ptr %2999, align 4
  %3001 = getelementptr inbounds float, ptr %2697, i64 37
  %3002 = load float, ptr %3001, align 4
  %3003 = getelementptr inbounds float, ptr %2697, i64 38
  %3004 = load float, ptr %3003, align 4
  %3005 = getelementptr inbounds float, ptr %2697, i64 39
  %3006 = load float, ptr %3005, align 4
  %3007 = getelementptr inbounds float, ptr %2697, i64 40
  %3008 = load float, ptr %3007, align 4
  %3009 = getelementptr inbounds float, ptr %2697, i64 41
  %3010 = load float, ptr %3009, align 4
  %3011 = getelementptr inbounds float, ptr %2697, i64 42
  %3012 = load float, ptr %3011, align 4
  %3013 = getelementptr inbounds float, ptr %2697, i64 43
  %3014 = load float, ptr %3013, align 4
  %3015 = getelementptr inbounds float, ptr %2697, i64 44
  %3016 = load float, ptr %3015, align 4
  %3017 = getelementptr inbounds float, ptr %2697, i64 45
  %3018 = load float, ptr %3017, align 4
  %3019 = getelementptr inbounds float, ptr %2697, i64 46
  %3020 = load float, ptr %3019, align 4
  %3021 = getelementptr inbounds float, ptr %2697, i64 47
  %3022 = load float, ptr %3021, align 4
  %3023 = getelementptr inbounds float, ptr %2697, i64 48
  %3024 = load float, ptr %3023, align 4
  %3025 = getelementptr inbounds float, ptr %2697, i64 49
  %3026 = load float, ptr %3025, align 4
  %3027 = getelementptr inbounds float, ptr %2697, i64 50
  %3028 = load float, ptr %3027, align 4
  %3029 = getelementptr inbounds float, ptr %2697, i64 51
  %3030 = load float, ptr %3029, align 4
  %3031 = getelementptr inbounds float, ptr %2697, i64 52
  %3032 = load float, ptr %3031, align 4
  %3033 = getelementptr inbounds float, ptr %2697, i64 53
  %3034 = load float, ptr %3033, align 4
  %3035 = getelementptr inbounds float, ptr %2697, i64 54
  %3036 = load float, ptr %3035, align 4
  %3037 = getelementptr inbounds float, ptr %2697, i64 55
  %3038 = load float, ptr %3037, align 4
  %3039 = getelementptr inbounds float, ptr %2697, i64 56
  %3040 = load float, ptr %3039, align 4
  %3041 = getelementptr inbounds float, ptr %2697, i64 57
  %3042 = load float, ptr %3041, align 4
  %3043 = getelementptr inbounds float, ptr %2697, i64 58
  %3044 = load float, ptr %3043, align 4
  %3045 = getelementptr inbounds float, ptr %2697, i64 59
  %3046 = load float, ptr %3045, align 4
  %3047 = getelementptr inbounds float, ptr %2697, i64 60
  %3048 = load float, ptr %3047, align 4
  %3049 = getelementptr inbounds float, ptr %2697, i64 61
  %3050 = load float, ptr %3049, align 4
  %3051 = getelementptr inbounds float, ptr %2697, i64 62
  %3052 = load float, ptr %3051, align 4
  %3053 = getelementptr inbounds float, ptr %2697, i64 63
  %3054 = load float, ptr %3053, align 4
  %3055 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $69, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, {$64, $65, $66, $67}, $68, p, 1, 1, 1;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i32 %2900, i32 %2907, i32 %2914, i32 %2921, i64 %2926, i32 1, float %2928, float %2930, float %2932, float %2934, float %2936, float %2938, float %2940, float %2942, float %2944, float %2946, float %2948, float %2950, float %2952, float %2954, float %2956, float %2958, float %2960, float %2962, float %2964, float %2966, float %2968, float %2970, float %2972, float %2974, float %2976, float %2978, float %2980, float %2982, float %2984, float %2986, float %2988, float %2990, float %2992, float %2994, float %2996, float %2998, float %3000, float %3002, float %3004, float %3006, float %3008, float %3010, float %3012, float %3014, float %3016, float %3018, float %3020, float %3022, float %3024, float %3026, float %3028, float %3030, float %3032, float %3034, float %3036, float %3038, float %3040, float %3042, float %3044, float %3046, float %3048, float %3050, float %3052, float %3054) #7
  %3056 = getelementptr inbounds float, ptr %2697, i64 0
  %3057 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 0
  store float %3057, ptr %3056, align 4
  %3058 = getelementptr inbounds float, ptr %2697, i64 1
  %3059 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 1
  store float %3059, ptr %3058, align 4
  %3060 = getelementptr inbounds float, ptr %2697, i64 2
  %3061 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 2
  store float %3061, ptr %3060, align 4
  %3062 = getelementptr inbounds float, ptr %2697, i64 3
  %3063 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 3
  store float %3063, ptr %3062, align 4
  %3064 = getelementptr inbounds float, ptr %2697, i64 4
  %3065 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 4
  store float %3065, ptr %3064, align 4
  %3066 = getelementptr inbounds float, ptr %2697, i64 5
  %3067 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 5
  store float %3067, ptr %3066, align 4
  %3068 = getelementptr inbounds float, ptr %2697, i64 6
  %3069 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 6
  store float %3069, ptr %3068, align 4
  %3070 = getelementptr inbounds float, ptr %2697, i64 7
  %3071 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 7
  store float %3071, ptr %3070, align 4
  %3072 = getelementptr inbounds float, ptr %2697, i64 8
  %3073 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 8
  store float %3073, ptr %3072, align 4
  %3074 = getelementptr inbounds float, ptr %2697, i64 9
  %3075 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 9
  store float %3075, ptr %3074, align 4
  %3076 = getelementptr inbounds float, ptr %2697, i64 10
  %3077 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 10
  store float %3077, ptr %3076, align 4
  %3078 = getelementptr inbounds float, ptr %2697, i64 11
  %3079 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 11
  store float %3079, ptr %3078, align 4
  %3080 = getelementptr inbounds float, ptr %2697, i64 12
  %3081 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 12
  store float %3081, ptr %3080, align 4
  %3082 = getelementptr inbounds float, ptr %2697, i64 13
  %3083 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 13
  store float %3083, ptr %3082, align 4
  %3084 = getelementptr inbounds float, ptr %2697, i64 14
  %3085 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 14
  store float %3085, ptr %3084, align 4
  %3086 = getelementptr inbounds float, ptr %2697, i64 15
  %3087 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 15
  store float %3087, ptr %3086, align 4
  %3088 = getelementptr inbounds float, ptr %2697, i64 16
  %3089 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 16
  store float %3089, ptr %3088, align 4
  %3090 = getelementptr inbounds float, ptr %2697, i64 17
  %3091 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 17
  store float %3091, ptr %3090, align 4
  %3092 = getelementptr inbounds float, ptr %2697, i64 18
  %3093 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 18
  store float %3093, ptr %3092, align 4
  %3094 = getelementptr inbounds float, ptr %2697, i64 19
  %3095 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 19
  store float %3095, ptr %3094, align 4
  %3096 = getelementptr inbounds float, ptr %2697, i64 20
  %3097 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 20
  store float %3097, ptr %3096, align 4
  %3098 = getelementptr inbounds float, ptr %2697, i64 21
  %3099 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 21
  store float %3099, ptr %3098, align 4
  %3100 = getelementptr inbounds float, ptr %2697, i64 22
  %3101 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 22
  store float %3101, ptr %3100, align 4
  %3102 = getelementptr inbounds float, ptr %2697, i64 23
  %3103 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 23
  store float %3103, ptr %3102, align 4
  %3104 = getelementptr inbounds float, ptr %2697, i64 24
  %3105 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 24
  store float %3105, ptr %3104, align 4
  %3106 = getelementptr inbounds float, ptr %2697, i64 25
  %3107 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 25
  store float %3107, ptr %3106, align 4
  %3108 = getelementptr inbounds float, ptr %2697, i64 26
  %3109 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 26
  store float %3109, ptr %3108, align 4
  %3110 = getelementptr inbounds float, ptr %2697, i64 27
  %3111 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 27
  store float %3111, ptr %3110, align 4
  %3112 = getelementptr inbounds float, ptr %2697, i64 28
  %3113 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 28
  store float %3113, ptr %3112, align 4
  %3114 = getelementptr inbounds float, ptr %2697, i64 29
  %3115 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 29
  store float %3115, ptr %3114, align 4
  %3116 = getelementptr inbounds float, ptr %2697, i64 30
  %3117 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 30
  store float %3117, ptr %3116, align 4
  %3118 = getelementptr inbounds float, ptr %2697, i64 31
  %3119 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 31
  store float %3119, ptr %3118, align 4
  %3120 = getelementptr inbounds float, ptr %2697, i64 32
  %3121 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 32
  store float %3121, ptr %3120, align 4
  %3122 = getelementptr inbounds float, ptr %2697, i64 33
  %3123 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 33
  store float %3123, ptr %3122, align 4
  %3124 = getelementptr inbounds float, ptr %2697, i64 34
  %3125 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 34
  store float %3125, ptr %3124, align 4
  %3126 = getelementptr inbounds float, ptr %2697, i64 35
  %3127 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 35
  store float %3127, ptr %3126, align 4
  %3128 = getelementptr inbounds float, ptr %2697, i64 36
  %3129 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 36
  store float %3129, ptr %3128, align 4
  %3130 = getelementptr inbounds float, ptr %2697, i64 37
  %3131 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 37
  store float %3131, ptr %3130, align 4
  %3132 = getelementptr inbounds float, ptr %2697, i64 38
  %3133 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 38
  store float %3133, ptr %3132, align 4
  %3134 = getelementptr inbounds float, ptr %2697, i64 39
  %3135 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 39
  store float %3135, ptr %3134, align 4
  %3136 = getelementptr inbounds float, ptr %2697, i64 40
  %3137 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 40
  store float %3137, ptr %3136, align 4
  %3138 = getelementptr inbounds float, ptr %2697, i64 41
  %3139 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 41
  store float %3139, ptr %3138, align 4
  %3140 = getelementptr inbounds float, ptr %2697, i64 42
  %3141 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 42
  store float %3141, ptr %3140, align 4
  %3142 = getelementptr inbounds float, ptr %2697, i64 43
  %3143 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 43
  store float %3143, ptr %3142, align 4
  %3144 = getelementptr inbounds float, ptr %2697, i64 44
  %3145 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 44
  store float %3145, ptr %3144, align 4
  %3146 = getelementptr inbounds float, ptr %2697, i64 45
  %3147 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 45
  store float %3147, ptr %3146, align 4
  %3148 = getelementptr inbounds float, ptr %2697, i64 46
  %3149 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 46
  store float %3149, ptr %3148, align 4
  %3150 = getelementptr inbounds float, ptr %2697, i64 47
  %3151 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 47
  store float %3151, ptr %3150, align 4
  %3152 = getelementptr inbounds float, ptr %2697, i64 48
  %3153 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 48
  store float %3153, ptr %3152, align 4
  %3154 = getelementptr inbounds float, ptr %2697, i64 49
  %3155 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 49
  store float %3155, ptr %3154, align 4
  %3156 = getelementptr inbounds float, ptr %2697, i64 50
  %3157 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 50
  store float %3157, ptr %3156, align 4
  %3158 = getelementptr inbounds float, ptr %2697, i64 51
  %3159 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 51
  store float %3159, ptr %3158, align 4
  %3160 = getelementptr inbounds float, ptr %2697, i64 52
  %3161 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 52
  store float %3161, ptr %3160, align 4
  %3162 = getelementptr inbounds float, ptr %2697, i64 53
  %3163 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 53
  store float %3163, ptr %3162, align 4
  %3164 = getelementptr inbounds float, ptr %2697, i64 54
  %3165 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 54
  store float %3165, ptr %3164, align 4
  %3166 = getelementptr inbounds float, ptr %2697, i64 55
  %3167 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 55
  store float %3167, ptr %3166, align 4
  %3168 = getelementptr inbounds float, ptr %2697, i64 56
  %3169 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 56
  store float %3169, ptr %3168, align 4
  %3170 = getelementptr inbounds float, ptr %2697, i64 57
  %3171 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 57
  store float %3171, ptr %3170, align 4
  %3172 = getelementptr inbounds float, ptr %2697, i64 58
  %3173 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 58
  store float %3173, ptr %3172, align 4
  %3174 = getelementptr inbounds float, ptr %2697, i64 59
  %3175 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 59
  store float %3175, ptr %3174, align 4
  %3176 = getelementptr inbounds float, ptr %2697, i64 60
  %3177 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 60
  store float %3177, ptr %3176, align 4
  %3178 = getelementptr inbounds float, ptr %2697, i64 61
  %3179 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 61
  store float %3179, ptr %3178, align 4
  %3180 = getelementptr inbounds float, ptr %2697, i64 62
  %3181 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 62
  store float %3181, ptr %3180, align 4
  %3182 = getelementptr inbounds float, ptr %2697, i64 63
  %3183 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3055, 63
  store float %3183, ptr %3182, align 4
  %3184 = getelementptr inbounds half, ptr %2684, i64 8
  %3185 = load half, ptr %3184, align 2
  %3186 = insertelement <2 x half> poison, half %3185, i64 0
  %3187 = getelementptr inbounds half, ptr %2684, i64 9
  %3188 = load half, ptr %3187, align 2
  %3189 = insertelement <2 x half> %3186, half %3188, i64 1
  %3190 = bitcast <2 x half> %3189 to i32
  %3191 = getelementptr inbounds half, ptr %2684, i64 10
  %3192 = load half, ptr %3191, align 2
  %3193 = insertelement <2 x half> poison, half %3192, i64 0
  %3194 = getelementptr inbounds half, ptr %2684, i64 11
  %3195 = load half, ptr %3194, align 2
  %3196 = insertelement <2 x half> %3193, half %3195, i64 1
  %3197 = bitcast <2 x half> %3196 to i32
  %3198 = getelementptr inbounds half, ptr %2684, i64 12
  %3199 = load half, ptr %3198, align 2
  %3200 = insertelement <2 x half> poison, half %3199, i64 0
  %3201 = getelementptr inbounds half, ptr %2684, i64 13
  %3202 = load half, ptr %3201, align 2
  %3203 = insertelement <2 x half> %3200, half %3202, i64 1
  %3204 = bitcast <2 x half> %3203 to i32
  %3205 = getelementptr inbounds half, ptr %2684, i64 14
  %3206 = load half, ptr %3205, align 2
  %3207 = insertelement <2 x half> poison, half %3206, i64 0
  %3208 = getelementptr inbounds half, ptr %2684, i64 15
  %3209 = load half, ptr %3208, align 2
  %3210 = insertelement <2 x half> %3207, half %3209, i64 1
  %3211 = bitcast <2 x half> %3210 to i32
  %3212 = getelementptr inbounds half, ptr addrspace(3) %2696, i64 1024
  %3213 = ptrtoint ptr addrspace(3) %3212 to i64
  %3214 = and i64 %3213, 262143
  %3215 = lshr i64 %3214, 4
  %3216 = or i64 %3215, 4611686293338849280
  %3217 = getelementptr inbounds float, ptr %2697, i64 0
  %3218 = load float, ptr %3217, align 4
  %3219 = getelementptr inbounds float, ptr %2697, i64 1
  %3220 = load float, ptr %3219, align 4
  %3221 = getelementptr inbounds float, ptr %2697, i64 2
  %3222 = load float, ptr %3221, align 4
  %3223 = getelementptr inbounds float, ptr %2697, i64 3
  %3224 = load float, ptr %3223, align 4
  %3225 = getelementptr inbounds float, ptr %2697, i64 4
  %3226 = load float, ptr %3225, align 4
  %3227 = getelementptr inbounds float, ptr %2697, i64 5
  %3228 = load float, ptr %3227, align 4
  %3229 = getelementptr inbounds float, ptr %2697, i64 6
  %3230 = load float, ptr %3229, align 4
  %3231 = getelementptr inbounds float, ptr %2697, i64 7
  %3232 = load float, ptr %3231, align 4
  %3233 = getelementptr inbounds float, ptr %2697, i64 8
  %3234 = load float, ptr %3233, align 4
  %3235 = getelementptr inbounds float, ptr %2697, i64 9
  %3236 = load float, ptr %3235, align 4
  %3237 = getelementptr inbounds float, ptr %2697, i64 10
  %3238 = load float, ptr %3237, align 4
  %3239 = getelementptr inbounds float, ptr %2697, i64 11
  %3240 = load float, ptr %3239, align 4
  %3241 = getelementptr inbounds float, ptr %2697, i64 12
  %3242 = load float, ptr %3241, align 4
  %3243 = getelementptr inbounds float, ptr %2697, i64 13
  %3244 = load float, ptr %3243, align 4
  %3245 = getelementptr inbounds float, ptr %2697, i64 14
  %3246 = load float, ptr %3245, align 4
  %3247 = getelementptr inbounds float, ptr %2697, i64 15
  %3248 = load float, ptr %3247, align 4
  %3249 = getelementptr inbounds float, ptr %2697, i64 16
  %3250 = load float, ptr %3249, align 4
  %3251 = getelementptr inbounds float, ptr %2697, i64 17
  %3252 = load float, ptr %3251, align 4
  %3253 = getelementptr inbounds float, ptr %2697, i64 18
  %3254 = load float, ptr %3253, align 4
  %3255 = getelementptr inbounds float, ptr %2697, i64 19
  %3256 = load float, ptr %3255, align 4
  %3257 = getelementptr inbounds float, ptr %2697, i64 20
  %3258 = load float, ptr %3257, align 4
  %3259 = getelementptr inbounds float, ptr %2697, i64 21
  %3260 = load float, ptr %3259, align 4
  %3261 = getelementptr inbounds float, ptr %2697, i64 22
  %3262 = load float, ptr %3261, align 4
  %3263 = getelementptr inbounds float, ptr %2697, i64 23
  %3264 = load float, ptr %3263, align 4
  %3265 = getelementptr inbounds float, ptr %2697, i64 24
  %3266 = load float, ptr %3265, align 4
  %3267 = getelementptr inbounds float, ptr %2697, i64 25
  %3268 = load float, ptr %3267, align 4
  %3269 = getelementptr inbounds float, ptr %2697, i64 26
  %3270 = load float, ptr %3269, align 4
  %3271 = getelementptr inbounds float, ptr %2697, i64 27
  %3272 = load float, ptr %3271, align 4
  %3273 = getelementptr inbounds float, ptr %2697, i64 28
  %3274 = load float, ptr %3273, align 4
  %3275 = getelementptr inbounds float, ptr %2697, i64 29
  %3276 = load float, ptr %3275, align 4
  %3277 = getelementptr inbounds float, ptr %2697, i64 30
  %3278 = load float, ptr %3277, align 4
  %3279 = getelementptr inbounds float, ptr %2697, i64 31
  %3280 = load float, ptr %3279, align 4
  %3281 = getelementptr inbounds float, ptr %2697, i64 32
  %3282 = load float, ptr %3281, align 4
  %3283 = getelementptr inbounds float, ptr %2697, i64 33
  %3284 = load float, ptr %3283, align 4
  %3285 = getelementptr inbounds float, ptr %2697, i64 34
  %3286 = load float, ptr %3285, align 4
  %3287 = getelementptr inbounds float, ptr %2697, i64 35
  %3288 = load float, ptr %3287, align 4
  %3289 = getelementptr inbounds float, ptr %2697, i64 36
  %3290 = load float, ptr %3289, align 4
  %3291 = getelementptr inbounds float, ptr %2697, i64 37
  %3292 = load float, ptr %3291, align 4
  %3293 = getelementptr inbounds float, ptr %2697, i64 38
  %3294 = load float, ptr %3293, align 4
  %3295 = getelementptr inbounds float, ptr %2697, i64 39
  %3296 = load float, ptr %3295, align 4
  %3297 = getelementptr inbounds float, ptr %2697, i64 40
  %3298 = load float, ptr %3297, align 4
  %3299 = getelementptr inbounds float, ptr %2697, i64 41
  %3300 = load float, ptr %3299, align 4
  %3301 = getelementptr inbounds float, ptr %2697, i64 42
  %3302 = load float, ptr %3301, align 4
  %3303 = getelementptr inbounds float, ptr %2697, i64 43
  %3304 = load float, ptr %3303, align 4
  %3305 = getelementptr inbounds float, ptr %2697, i64 44
  %3306 = load float, ptr %3305, align 4
  %3307 = getelementptr inbounds float, ptr %2697, i64 45
  %3308 = load float, ptr %3307, align 4
  %3309 = getelementptr inbounds float, ptr %2697, i64 46
  %3310 = load float, ptr %3309, align 4
  %3311 = getelementptr inbounds float, ptr %2697, i64 47
  %3312 = load float, ptr %3311, align 4
  %3313 = getelementptr inbounds float, ptr %2697, i64 48
  %3314 = load float, ptr %3313, align 4
  %3315 = getelementptr inbounds float, ptr %2697, i64 49
  %3316 = load float, ptr %3315, align 4
  %3317 = getelementptr inbounds float, ptr %2697, i64 50
  %3318 = load float, ptr %3317, align 4
  %3319 = getelementptr inbounds float, ptr %2697, i64 51
  %3320 = load float, ptr %3319, align 4
  %3321 = getelementptr inbounds float, ptr %2697, i64 52
  %3322 = load float, ptr %3321, align 4
  %3323 = getelementptr inbounds float, ptr %2697, i64 53
  %3324 = load float, ptr %3323, align 4
  %3325 = getelementptr inbounds float, ptr %2697, i64 54
  %3326 = load float, ptr %3325, align 4
  %3327 = getelementptr inbounds float, ptr %2697, i64 55
  %3328 = load float, ptr %3327, align 4
  %3329 = getelementptr inbounds float, ptr %2697, i64 56
  %3330 = load float, ptr %3329, align 4
  %3331 = getelementptr inbounds float, ptr %2697, i64 57
  %3332 = load float, ptr %3331, align 4
  %3333 = getelementptr inbounds float, ptr %2697, i64 58
  %3334 = load float, ptr %3333, align 4
  %3335 = getelementptr inbounds float, ptr %2697, i64 59
  %3336 = load float, ptr %3335, align 4
  %3337 = getelementptr inbounds float, ptr %2697, i64 60
  %3338 = load float, ptr %3337, align 4
  %3339 = getelementptr inbounds float, ptr %2697, i64 61
  %3340 = load float, ptr %3339, align 4
  %3341 = getelementptr inbounds float, ptr %2697, i64 62
  %3342 = load float, ptr %3341, align 4
  %3343 = getelementptr inbounds float, ptr %2697, i64 63
  %3344 = load float, ptr %3343, align 4
  %3345 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $69, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, {$64, $65, $66, $67}, $68, p, 1, 1, 1;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i32 %3190, i32 %3197, i32 %3204, i32 %3211, i64 %3216, i32 1, float %3218, float %3220, float %3222, float %3224, float %3226, float %3228, float %3230, float %3232, float %3234, float %3236, float %3238, float %3240, float %3242, float %3244, float %3246, float %3248, float %3250, float %3252, float %3254, float %3256, float %3258, float %3260, float %3262, float %3264, float %3266, float %3268, float %3270, float %3272, float %3274, float %3276, float %3278, float %3280, float %3282, float %3284, float %3286, float %3288, float %3290, float %3292, float %3294, float %3296, float %3298, float %3300, float %3302, float %3304, float %3306, float %3308, float %3310, float %3312, float %3314, float %3316, float %3318, float %3320, float %3322, float %3324, float %3326, float %3328, float %3330, float %3332, float %3334, float %3336, float %3338, float %3340, float %3342, float %3344) #7
  %3346 = getelementptr inbounds float, ptr %2697, i64 0
  %3347 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 0
  store float %3347, ptr %3346, align 4
  %3348 = getelementptr inbounds float, ptr %2697, i64 1
  %3349 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 1
  store float %3349, ptr %3348, align 4
  %3350 = getelementptr inbounds float, ptr %2697, i64 2
  %3351 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 2
  store float %3351, ptr %3350, align 4
  %3352 = getelementptr inbounds float, ptr %2697, i64 3
  %3353 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 3
  store float %3353, ptr %3352, align 4
  %3354 = getelementptr inbounds float, ptr %2697, i64 4
  %3355 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 4
  store float %3355, ptr %3354, align 4
  %3356 = getelementptr inbounds float, ptr %2697, i64 5
  %3357 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 5
  store float %3357, ptr %3356, align 4
  %3358 = getelementptr inbounds float, ptr %2697, i64 6
  %3359 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 6
  store float %3359, ptr %3358, align 4
  %3360 = getelementptr inbounds float, ptr %2697, i64 7
  %3361 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 7
  store float %3361, ptr %3360, align 4
  %3362 = getelementptr inbounds float, ptr %2697, i64 8
  %3363 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 8
  store float %3363, ptr %3362, align 4
  %3364 = getelementptr inbounds float, ptr %2697, i64 9
  %3365 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 9
  store float %3365, ptr %3364, align 4
  %3366 = getelementptr inbounds float, ptr %2697, i64 10
  %3367 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 10
  store float %3367, ptr %3366, align 4
  %3368 = getelementptr inbounds float, ptr %2697, i64 11
  %3369 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 11
  store float %3369, ptr %3368, align 4
  %3370 = getelementptr inbounds float, ptr %2697, i64 12
  %3371 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 12
  store float %3371, ptr %3370, align 4
  %3372 = getelementptr inbounds float, ptr %2697, i64 13
  %3373 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 13
  store float %3373, ptr %3372, align 4
  %3374 = getelementptr inbounds float, ptr %2697, i64 14
  %3375 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 14
  store float %3375, ptr %3374, align 4
  %3376 = getelementptr inbounds float, ptr %2697, i64 15
  %3377 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 15
  store float %3377, ptr %3376, align 4
  %3378 = getelementptr inbounds float, ptr %2697, i64 16
  %3379 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 16
  store float %3379, ptr %3378, align 4
  %3380 = getelementptr inbounds float, ptr %2697, i64 17
  %3381 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 17
  store float %3381, ptr %3380, align 4
  %3382 = getelementptr inbounds float, ptr %2697, i64 18
  %3383 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 18
  store float %3383, ptr %3382, align 4
  %3384 = getelementptr inbounds float, ptr %2697, i64 19
  %3385 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 19
  store float %3385, ptr %3384, align 4
  %3386 = getelementptr inbounds float, ptr %2697, i64 20
  %3387 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 20
  store float %3387, ptr %3386, align 4
  %3388 = getelementptr inbounds float, ptr %2697, i64 21
  %3389 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 21
  store float %3389, ptr %3388, align 4
  %3390 = getelementptr inbounds float, ptr %2697, i64 22
  %3391 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 22
  store float %3391, ptr %3390, align 4
  %3392 = getelementptr inbounds float, ptr %2697, i64 23
  %3393 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 23
  store float %3393, ptr %3392, align 4
  %3394 = getelementptr inbounds float, ptr %2697, i64 24
  %3395 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 24
  store float %3395, ptr %3394, align 4
  %3396 = getelementptr inbounds float, ptr %2697, i64 25
  %3397 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 25
  store float %3397, ptr %3396, align 4
  %3398 = getelementptr inbounds float, ptr %2697, i64 26
  %3399 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 26
  store float %3399, ptr %3398, align 4
  %3400 = getelementptr inbounds float, ptr %2697, i64 27
  %3401 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 27
  store float %3401, ptr %3400, align 4
  %3402 = getelementptr inbounds float, ptr %2697, i64 28
  %3403 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 28
  store float %3403, ptr %3402, align 4
  %3404 = getelementptr inbounds float, ptr %2697, i64 29
  %3405 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 29
  store float %3405, ptr %3404, align 4
  %3406 = getelementptr inbounds float, ptr %2697, i64 30
  %3407 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 30
  store float %3407, ptr %3406, align 4
  %3408 = getelementptr inbounds float, ptr %2697, i64 31
  %3409 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 31
  store float %3409, ptr %3408, align 4
  %3410 = getelementptr inbounds float, ptr %2697, i64 32
  %3411 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 32
  store float %3411, ptr %3410, align 4
  %3412 = getelementptr inbounds float, ptr %2697, i64 33
  %3413 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 33
  store float %3413, ptr %3412, align 4
  %3414 = getelementptr inbounds float, ptr %2697, i64 34
  %3415 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 34
  store float %3415, ptr %3414, align 4
  %3416 = getelementptr inbounds float, ptr %2697, i64 35
  %3417 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 35
  store float %3417, ptr %3416, align 4
  %3418 = getelementptr inbounds float, ptr %2697, i64 36
  %3419 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 36
  store float %3419, ptr %3418, align 4
  %3420 = getelementptr inbounds float, ptr %2697, i64 37
  %3421 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 37
  store float %3421, ptr %3420, align 4
  %3422 = getelementptr inbounds float, ptr %2697, i64 38
  %3423 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 38
  store float %3423, ptr %3422, align 4
  %3424 = getelementptr inbounds float, ptr %2697, i64 39
  %3425 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 39
  store float %3425, ptr %3424, align 4
  %3426 = getelementptr inbounds float, ptr %2697, i64 40
  %3427 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 40
  store float %3427, ptr %3426, align 4
  %3428 = getelementptr inbounds float, ptr %2697, i64 41
  %3429 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 41
  store float %3429, ptr %3428, align 4
  %3430 = getelementptr inbounds float, ptr %2697, i64 42
  %3431 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 42
  store float %3431, ptr %3430, align 4
  %3432 = getelementptr inbounds float, ptr %2697, i64 43
  %3433 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 43
  store float %3433, ptr %3432, align 4
  %3434 = getelementptr inbounds float, ptr %2697, i64 44
  %3435 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 44
  store float %3435, ptr %3434, align 4
  %3436 = getelementptr inbounds float, ptr %2697, i64 45
  %3437 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 45
  store float %3437, ptr %3436, align 4
  %3438 = getelementptr inbounds float, ptr %2697, i64 46
  %3439 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 46
  store float %3439, ptr %3438, align 4
  %3440 = getelementptr inbounds float, ptr %2697, i64 47
  %3441 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 47
  store float %3441, ptr %3440, align 4
  %3442 = getelementptr inbounds float, ptr %2697, i64 48
  %3443 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 48
  store float %3443, ptr %3442, align 4
  %3444 = getelementptr inbounds float, ptr %2697, i64 49
  %3445 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 49
  store float %3445, ptr %3444, align 4
  %3446 = getelementptr inbounds float, ptr %2697, i64 50
  %3447 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 50
  store float %3447, ptr %3446, align 4
  %3448 = getelementptr inbounds float, ptr %2697, i64 51
  %3449 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 51
  store float %3449, ptr %3448, align 4
  %3450 = getelementptr inbounds float, ptr %2697, i64 52
  %3451 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 52
  store float %3451, ptr %3450, align 4
  %3452 = getelementptr inbounds float, ptr %2697, i64 53
  %3453 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 53
  store float %3453, ptr %3452, align 4
  %3454 = getelementptr inbounds float, ptr %2697, i64 54
  %3455 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 54
  store float %3455, ptr %3454, align 4
  %3456 = getelementptr inbounds float, ptr %2697, i64 55
  %3457 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 55
  store float %3457, ptr %3456, align 4
  %3458 = getelementptr inbounds float, ptr %2697, i64 56
  %3459 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 56
  store float %3459, ptr %3458, align 4
  %3460 = getelementptr inbounds float, ptr %2697, i64 57
  %3461 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 57
  store float %3461, ptr %3460, align 4
  %3462 = getelementptr inbounds float, ptr %2697, i64 58
  %3463 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 58
  store float %3463, ptr %3462, align 4
  %3464 = getelementptr inbounds float, ptr %2697, i64 59
  %3465 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 59
  store float %3465, ptr %3464, align 4
  %3466 = getelementptr inbounds float, ptr %2697, i64 60
  %3467 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 60
  store float %3467, ptr %3466, align 4
  %3468 = getelementptr inbounds float, ptr %2697, i64 61
  %3469 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 61
  store float %3469, ptr %3468, align 4
  %3470 = getelementptr inbounds float, ptr %2697, i64 62
  %3471 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 62
  store float %3471, ptr %3470, align 4
  %3472 = getelementptr inbounds float, ptr %2697, i64 63
  %3473 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3345, 63
  store float %3473, ptr %3472, align 4
  %3474 = getelementptr inbounds half, ptr %2684, i64 16
  %3475 = load half, ptr %3474, align 2
  %3476 = insertelement <2 x half> poison, half %3475, i64 0
  %3477 = getelementptr inbounds half, ptr %2684, i64 17
  %3478 = load half, ptr %3477, align 2
  %3479 = insertelement <2 x half> %3476, half %3478, i64 1
  %3480 = bitcast <2 x half> %3479 to i32
  %3481 = getelementptr inbounds half, ptr %2684, i64 18
  %3482 = load half, ptr %3481, align 2
  %3483 = insertelement <2 x half> poison, half %3482, i64 0
  %3484 = getelementptr inbounds half, ptr %2684, i64 19
  %3485 = load half, ptr %3484, align 2
  %3486 = insertelement <2 x half> %3483, half %3485, i64 1
  %3487 = bitcast <2 x half> %3486 to i32
  %3488 = getelementptr inbounds half, ptr %2684, i64 20
  %3489 = load half, ptr %3488, align 2
  %3490 = insertelement <2 x half> poison, half %3489, i64 0
  %3491 = getelementptr inbounds half, ptr %2684, i64 21
  %3492 = load half, ptr %3491, align 2
  %3493 = insertelement <2 x half> %3490, half %3492, i64 1
  %3494 = bitcast <2 x half> %3493 to i32
  %3495 = getelementptr inbounds half, ptr %2684, i64 22
  %3496 = load half, ptr %3495, align 2
  %3497 = insertelement <2 x half> poison, half %3496, i64 0
  %3498 = getelementptr inbounds half, ptr %2684, i64 23
  %3499 = load half, ptr %3498, align 2
  %3500 = insertelement <2 x half> %3497, half %3499, i64 1
  %3501 = bitcast <2 x half> %3500 to i32
  %3502 = getelementptr inbounds half, ptr addrspace(3) %2696, i64 2048
  %3503 = ptrtoint ptr addrspace(3) %3502 to i64
  %3504 = and i64 %3503, 262143
  %3505 = lshr i64 %3504, 4
  %3506 = or i64 %3505, 4611686293338849280
  %3507 = getelementptr inbounds float, ptr %2697, i64 0
  %3508 = load float, ptr %3507, align 4
  %3509 = getelementptr inbounds float, ptr %2697, i64 1
  %3510 = load float, ptr %3509, align 4
  %3511 = getelementptr inbounds float, ptr %2697, i64 2
  %3512 = load float, ptr %3511, align 4
  %3513 = getelementptr inbounds float, ptr %2697, i64 3
  %3514 = load float, ptr %3513, align 4
  %3515 = getelementptr inbounds float, ptr %2697, i64 4
  %3516 = load float, ptr %3515, align 4
  %3517 = getelementptr inbounds float, ptr %2697, i64 5
  %3518 = load float, ptr %3517, align 4
  %3519 = getelementptr inbounds float, ptr %2697, i64 6
  %3520 = load float, ptr %3519, align 4
  %3521 = getelementptr inbounds float, ptr %2697, i64 7
  %3522 = load float, ptr %3521, align 4
  %3523 = getelementptr inbounds float, ptr %2697, i64 8
  %3524 = load float, ptr %3523, align 4
  %3525 = getelementptr inbounds float, ptr %2697, i64 9
  %3526 = load float, ptr %3525, align 4
  %3527 = getelementptr inbounds float, ptr %2697, i64 10
  %3528 = load float, ptr %3527, align 4
  %3529 = getelementptr inbounds float, ptr %2697, i64 11
  %3530 = load float, ptr %3529, align 4
  %3531 = getelementptr inbounds float, ptr %2697, i64 12
  %3532 = load float, ptr %3531, align 4
  %3533 = getelementptr inbounds float, ptr %2697, i64 13
  %3534 = load float, ptr %3533, align 4
  %3535 = getelementptr inbounds float, ptr %2697, i64 14
  %3536 = load float, ptr %3535, align 4
  %3537 = getelementptr inbounds float, ptr %2697, i64 15
  %3538 = load float, ptr %3537, align 4
  %3539 = getelementptr inbounds float, ptr %2697, i64 16
  %3540 = load float, ptr %3539, align 4
  %3541 = getelementptr inbounds float, ptr %2697, i64 17
  %3542 = load float, ptr %3541, align 4
  %3543 = getelementptr inbounds float, ptr %2697, i64 18
  %3544 = load float, ptr %3543, align 4
  %3545 = getelementptr inbounds float, ptr %2697, i64 19
  %3546 = load float, ptr %3545, align 4
  %3547 = getelementptr inbounds float, ptr %2697, i64 20
  %3548 = load float, ptr %3547, align 4
  %3549 = getelementptr inbounds float, ptr %2697, i64 21
  %3550 = load float, ptr %3549, align 4
  %3551 = getelementptr inbounds float, ptr %2697, i64 22
  %3552 = load float, ptr %3551, align 4
  %3553 = getelementptr inbounds float, ptr %2697, i64 23
  %3554 = load float, ptr %3553, align 4
  %3555 = getelementptr inbounds float, ptr %2697, i64 24
  %3556 = load float, ptr %3555, align 4
  %3557 = getelementptr inbounds float, ptr %2697, i64 25
  %3558 = load float, ptr %3557, align 4
  %3559 = getelementptr inbounds float, ptr %2697, i64 26
  %3560 = load float, ptr %3559, align 4
  %3561 = getelementptr inbounds float, ptr %2697, i64 27
  %3562 = load float, ptr %3561, align 4
  %3563 = getelementptr inbounds float, ptr %2697, i64 28
  %3564 = load float, ptr %3563, align 4
  %3565 = getelementptr inbounds float, ptr %2697, i64 29
  %3566 = load float, ptr %3565, align 4
  %3567 = getelementptr inbounds float, ptr %2697, i64 30
  %3568 = load float, ptr %3567, align 4
  %3569 = getelementptr inbounds float, ptr %2697, i64 31
  %3570 = load float, ptr %3569, align 4
  %3571 = getelementptr inbounds float, ptr %2697, i64 32
  %3572 = load float, ptr %3571, align 4
  %3573 = getelementptr inbounds float, ptr %2697, i64 33
  %3574 = load float, ptr %3573, align 4
  %3575 = getelementptr inbounds float, ptr %2697, i64 34
  %3576 = load float, ptr %3575, align 4
  %3577 = getelementptr inbounds float, ptr %2697, i64 35
  %3578 = load float, ptr %3577, align 4
  %3579 = getelementptr inbounds float, ptr %2697, i64 36
  %3580 = load float, ptr %3579, align 4
  %3581 = getelementptr inbounds float, ptr %2697, i64 37
  %3582 = load float, ptr %3581, align 4
  %3583 = getelementptr inbounds float, ptr %2697, i64 38
  %3584 = load float, ptr %3583, align 4
  %3585 = getelementptr inbounds float, ptr %2697, i64 39
  %3586 = load float, ptr %3585, align 4
  %3587 = getelementptr inbounds float, ptr %2697, i64 40
  %3588 = load float, ptr %3587, align 4
  %3589 = getelementptr inbounds float, ptr %2697, i64 41
  %3590 = load float, ptr %3589, align 4
  %3591 = getelementptr inbounds float, ptr %2697, i64 42
  %3592 = load float, ptr %3591, align 4
  %3593 = getelementptr inbounds float, ptr %2697, i64 43
  %3594 = load float, ptr %3593, align 4
  %3595 = getelementptr inbounds float, ptr %2697, i64 44
  %3596 = load float, ptr %3595, align 4
  %3597 = getelementptr inbounds float, ptr %2697, i64 45
  %3598 = load float, ptr %3597, align 4
  %3599 = getelementptr inbounds float, ptr %2697, i64 46
  %3600 = load float, ptr %3599, align 4
  %3601 = getelementptr inbounds float, ptr %2697, i64 47
  %3602 = load float, ptr %3601, align 4
  %3603 = getelementptr inbounds float, ptr %2697, i64 48
  %3604 = load float, ptr %3603, align 4
  %3605 = getelementptr inbounds float, ptr %2697, i64 49
  %3606 = load float, ptr %3605, align 4
  %3607 = getelementptr inbounds float, ptr %2697, i64 50
  %3608 = load float, ptr %3607, align 4
  %3609 = getelementptr inbounds float, ptr %2697, i64 51
  %3610 = load float, ptr %3609, align 4
  %3611 = getelementptr inbounds float, ptr %2697, i64 52
  %3612 = load float, ptr %3611, align 4
  %3613 = getelementptr inbounds float, ptr %2697, i64 53
  %3614 = load float, ptr %3613, align 4
  %3615 = getelementptr inbounds float, ptr %2697, i64 54
  %3616 = load float, ptr %3615, align 4
  %3617 = getelementptr inbounds float, ptr %2697, i64 55
  %3618 = load float, ptr %3617, align 4
  %3619 = getelementptr inbounds float, ptr %2697, i64 56
  %3620 = load float, ptr %3619, align 4
  %3621 = getelementptr inbounds float, ptr %2697, i64 57
  %3622 = load float, ptr %3621, align 4
  %3623 = getelementptr inbounds float, ptr %2697, i64 58
  %3624 = load float, ptr %3623, align 4
  %3625 = getelementptr inbounds float, ptr %2697, i64 59
  %3626 = load float, ptr %3625, align 4
  %3627 = getelementptr inbounds float, ptr %2697, i64 60
  %3628 = load float, ptr %3627, align 4
  %3629 = getelementptr inbounds float, ptr %2697, i64 61
  %3630 = load float, ptr %3629, align 4
  %3631 = getelementptr inbounds float, ptr %2697, i64 62
  %3632 = load float, ptr %3631, align 4
  %3633 = getelementptr inbounds float, ptr %2697, i64 63
  %3634 = load float, ptr %3633, align 4
  %3635 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $69, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, {$64, $65, $66, $67}, $68, p, 1, 1, 1;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i32 %3480, i32 %3487, i32 %3494, i32 %3501, i64 %3506, i32 1, float %3508, float %3510, float %3512, float %3514, float %3516, float %3518, float %3520, float %3522, float %3524, float %3526, float %3528, float %3530, float %3532, float %3534, float %3536, float %3538, float %3540, float %3542, float %3544, float %3546, float %3548, float %3550, float %3552, float %3554, float %3556, float %3558, float %3560, float %3562, float %3564, float %3566, float %3568, float %3570, float %3572, float %3574, float %3576, float %3578, float %3580, float %3582, float %3584, float %3586, float %3588, float %3590, float %3592, float %3594, float %3596, float %3598, float %3600, float %3602, float %3604, float %3606, float %3608, float %3610, float %3612, float %3614, float %3616, float %3618, float %3620, float %3622, float %3624, float %3626, float %3628, float %3630, float %3632, float %3634) #7
  %3636 = getelementptr inbounds float, ptr %2697, i64 0
  %3637 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 0
  store float %3637, ptr %3636, align 4
  %3638 = getelementptr inbounds float, ptr %2697, i64 1
  %3639 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 1
  store float %3639, ptr %3638, align 4
  %3640 = getelementptr inbounds float, ptr %2697, i64 2
  %3641 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 2
  store float %3641, ptr %3640, align 4
  %3642 = getelementptr inbounds float, ptr %2697, i64 3
  %3643 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 3
  store float %3643, ptr %3642, align 4
  %3644 = getelementptr inbounds float, ptr %2697, i64 4
  %3645 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 4
  store float %3645, ptr %3644, align 4
  %3646 = getelementptr inbounds float, ptr %2697, i64 5
  %3647 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 5
  store float %3647, ptr %3646, align 4
  %3648 = getelementptr inbounds float, ptr %2697, i64 6
  %3649 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 6
  store float %3649, ptr %3648, align 4
  %3650 = getelementptr inbounds float, ptr %2697, i64 7
  %3651 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 7
  store float %3651, ptr %3650, align 4
  %3652 = getelementptr inbounds float, ptr %2697, i64 8
  %3653 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 8
  store float %3653, ptr %3652, align 4
  %3654 = getelementptr inbounds float, ptr %2697, i64 9
  %3655 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 9
  store float %3655, ptr %3654, align 4
  %3656 = getelementptr inbounds float, ptr %2697, i64 10
  %3657 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 10
  store float %3657, ptr %3656, align 4
  %3658 = getelementptr inbounds float, ptr %2697, i64 11
  %3659 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 11
  store float %3659, ptr %3658, align 4
  %3660 = getelementptr inbounds float, ptr %2697, i64 12
  %3661 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 12
  store float %3661, ptr %3660, align 4
  %3662 = getelementptr inbounds float, ptr %2697, i64 13
  %3663 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 13
  store float %3663, ptr %3662, align 4
  %3664 = getelementptr inbounds float, ptr %2697, i64 14
  %3665 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 14
  store float %3665, ptr %3664, align 4
  %3666 = getelementptr inbounds float, ptr %2697, i64 15
  %3667 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 15
  store float %3667, ptr %3666, align 4
  %3668 = getelementptr inbounds float, ptr %2697, i64 16
  %3669 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 16
  store float %3669, ptr %3668, align 4
  %3670 = getelementptr inbounds float, ptr %2697, i64 17
  %3671 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 17
  store float %3671, ptr %3670, align 4
  %3672 = getelementptr inbounds float, ptr %2697, i64 18
  %3673 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 18
  store float %3673, ptr %3672, align 4
  %3674 = getelementptr inbounds float, ptr %2697, i64 19
  %3675 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 19
  store float %3675, ptr %3674, align 4
  %3676 = getelementptr inbounds float, ptr %2697, i64 20
  %3677 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 20
  store float %3677, ptr %3676, align 4
  %3678 = getelementptr inbounds float, ptr %2697, i64 21
  %3679 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 21
  store float %3679, ptr %3678, align 4
  %3680 = getelementptr inbounds float, ptr %2697, i64 22
  %3681 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 22
  store float %3681, ptr %3680, align 4
  %3682 = getelementptr inbounds float, ptr %2697, i64 23
  %3683 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 23
  store float %3683, ptr %3682, align 4
  %3684 = getelementptr inbounds float, ptr %2697, i64 24
  %3685 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 24
  store float %3685, ptr %3684, align 4
  %3686 = getelementptr inbounds float, ptr %2697, i64 25
  %3687 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 25
  store float %3687, ptr %3686, align 4
  %3688 = getelementptr inbounds float, ptr %2697, i64 26
  %3689 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 26
  store float %3689, ptr %3688, align 4
  %3690 = getelementptr inbounds float, ptr %2697, i64 27
  %3691 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 27
  store float %3691, ptr %3690, align 4
  %3692 = getelementptr inbounds float, ptr %2697, i64 28
  %3693 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 28
  store float %3693, ptr %3692, align 4
  %3694 = getelementptr inbounds float, ptr %2697, i64 29
  %3695 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 29
  store float %3695, ptr %3694, align 4
  %3696 = getelementptr inbounds float, ptr %2697, i64 30
  %3697 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 30
  store float %3697, ptr %3696, align 4
  %3698 = getelementptr inbounds float, ptr %2697, i64 31
  %3699 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 31
  store float %3699, ptr %3698, align 4
  %3700 = getelementptr inbounds float, ptr %2697, i64 32
  %3701 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 32
  store float %3701, ptr %3700, align 4
  %3702 = getelementptr inbounds float, ptr %2697, i64 33
  %3703 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 33
  store float %3703, ptr %3702, align 4
  %3704 = getelementptr inbounds float, ptr %2697, i64 34
  %3705 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 34
  store float %3705, ptr %3704, align 4
  %3706 = getelementptr inbounds float, ptr %2697, i64 35
  %3707 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 35
  store float %3707, ptr %3706, align 4
  %3708 = getelementptr inbounds float, ptr %2697, i64 36
  %3709 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 36
  store float %3709, ptr %3708, align 4
  %3710 = getelementptr inbounds float, ptr %2697, i64 37
  %3711 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 37
  store float %3711, ptr %3710, align 4
  %3712 = getelementptr inbounds float, ptr %2697, i64 38
  %3713 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 38
  store float %3713, ptr %3712, align 4
  %3714 = getelementptr inbounds float, ptr %2697, i64 39
  %3715 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 39
  store float %3715, ptr %3714, align 4
  %3716 = getelementptr inbounds float, ptr %2697, i64 40
  %3717 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 40
  store float %3717, ptr %3716, align 4
  %3718 = getelementptr inbounds float, ptr %2697, i64 41
  %3719 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 41
  store float %3719, ptr %3718, align 4
  %3720 = getelementptr inbounds float, ptr %2697, i64 42
  %3721 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 42
  store float %3721, ptr %3720, align 4
  %3722 = getelementptr inbounds float, ptr %2697, i64 43
  %3723 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 43
  store float %3723, ptr %3722, align 4
  %3724 = getelementptr inbounds float, ptr %2697, i64 44
  %3725 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 44
  store float %3725, ptr %3724, align 4
  %3726 = getelementptr inbounds float, ptr %2697, i64 45
  %3727 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 45
  store float %3727, ptr %3726, align 4
  %3728 = getelementptr inbounds float, ptr %2697, i64 46
  %3729 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 46
  store float %3729, ptr %3728, align 4
  %3730 = getelementptr inbounds float, ptr %2697, i64 47
  %3731 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 47
  store float %3731, ptr %3730, align 4
  %3732 = getelementptr inbounds float, ptr %2697, i64 48
  %3733 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 48
  store float %3733, ptr %3732, align 4
  %3734 = getelementptr inbounds float, ptr %2697, i64 49
  %3735 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 49
  store float %3735, ptr %3734, align 4
  %3736 = getelementptr inbounds float, ptr %2697, i64 50
  %3737 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 50
  store float %3737, ptr %3736, align 4
  %3738 = getelementptr inbounds float, ptr %2697, i64 51
  %3739 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 51
  store float %3739, ptr %3738, align 4
  %3740 = getelementptr inbounds float, ptr %2697, i64 52
  %3741 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 52
  store float %3741, ptr %3740, align 4
  %3742 = getelementptr inbounds float, ptr %2697, i64 53
  %3743 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 53
  store float %3743, ptr %3742, align 4
  %3744 = getelementptr inbounds float, ptr %2697, i64 54
  %3745 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 54
  store float %3745, ptr %3744, align 4
  %3746 = getelementptr inbounds float, ptr %2697, i64 55
  %3747 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 55
  store float %3747, ptr %3746, align 4
  %3748 = getelementptr inbounds float, ptr %2697, i64 56
  %3749 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 56
  store float %3749, ptr %3748, align 4
  %3750 = getelementptr inbounds float, ptr %2697, i64 57
  %3751 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 57
  store float %3751, ptr %3750, align 4
  %3752 = getelementptr inbounds float, ptr %2697, i64 58
  %3753 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 58
  store float %3753, ptr %3752, align 4
  %3754 = getelementptr inbounds float, ptr %2697, i64 59
  %3755 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 59
  store float %3755, ptr %3754, align 4
  %3756 = getelementptr inbounds float, ptr %2697, i64 60
  %3757 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 60
  store float %3757, ptr %3756, align 4
  %3758 = getelementptr inbounds float, ptr %2697, i64 61
  %3759 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 61
  store float %3759, ptr %3758, align 4
  %3760 = getelementptr inbounds float, ptr %2697, i64 62
  %3761 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 62
  store float %3761, ptr %3760, align 4
  %3762 = getelementptr inbounds float, ptr %2697, i64 63
  %3763 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3635, 63
  store float %3763, ptr %3762, align 4
  %3764 = getelementptr inbounds half, ptr %2684, i64 24
  %3765 = load half, ptr %3764, align 2
  %3766 = insertelement <2 x half> poison, half %3765, i64 0
  %3767 = getelementptr inbounds half, ptr %2684, i64 25
  %3768 = load half, ptr %3767, align 2
  %3769 = insertelement <2 x half> %3766, half %3768, i64 1
  %3770 = bitcast <2 x half> %3769 to i32
  %3771 = getelementptr inbounds half, ptr %2684, i64 26
  %3772 = load half, ptr %3771, align 2
  %3773 = insertelement <2 x half> poison, half %3772, i64 0
  %3774 = getelementptr inbounds half, ptr %2684, i64 27
  %3775 = load half, ptr %3774, align 2
  %3776 = insertelement <2 x half> %3773, half %3775, i64 1
  %3777 = bitcast <2 x half> %3776 to i32
  %3778 = getelementptr inbounds half, ptr %2684, i64 28
  %3779 = load half, ptr %3778, align 2
  %3780 = insertelement <2 x half> poison, half %3779, i64 0
  %3781 = getelementptr inbounds half, ptr %2684, i64 29
  %3782 = load half, ptr %3781, align 2
  %3783 = insertelement <2 x half> %3780, half %3782, i64 1
  %3784 = bitcast <2 x half> %3783 to i32
  %3785 = getelementptr inbounds half, ptr %2684, i64 30
  %3786 = load half, ptr %3785, align 2
  %3787 = insertelement <2 x half> poison, half %3786, i64 0
  %3788 = getelementptr inbounds half, ptr %2684, i64 31
  %3789 = load half, ptr %3788, align 2
  %3790 = insertelement <2 x half> %3787, half %3789, i64 1
  %3791 = bitcast <2 x half> %3790 to i32
  %3792 = getelementptr inbounds half, ptr addrspace(3) %2696, i64 3072
  %3793 = ptrtoint ptr addrspace(3) %3792 to i64
  %3794 = and i64 %3793, 262143
  %3795 = lshr i64 %3794, 4
  %3796 = or i64 %3795, 4611686293338849280
  %3797 = getelementptr inbounds float, ptr %2697, i64 0
  %3798 = load float, ptr %3797, align 4
  %3799 = getelementptr inbounds float, ptr %2697, i64 1
  %3800 = load float, ptr %3799, align 4
  %3801 = getelementptr inbounds float, ptr %2697, i64 2
  %3802 = load float, ptr %3801, align 4
  %3803 = getelementptr inbounds float, ptr %2697, i64 3
  %3804 = load float, ptr %3803, align 4
  %3805 = getelementptr inbounds float, ptr %2697, i64 4
  %3806 = load float, ptr %3805, align 4
  %3807 = getelementptr inbounds float, ptr %2697, i64 5
  %3808 = load float, ptr %3807, align 4
  %3809 = getelementptr inbounds float, ptr %2697, i64 6
  %3810 = load float, ptr %3809, align 4
  %3811 = getelementptr inbounds float, ptr %2697, i64 7
  %3812 = load float, ptr %3811, align 4
  %3813 = getelementptr inbounds float, ptr %2697, i64 8
  %3814 = load float, ptr %3813, align 4
  %3815 = getelementptr inbounds float, ptr %2697, i64 9
  %3816 = load float, ptr %3815, align 4
  %3817 = getelementptr inbounds float, ptr %2697, i64 10
  %3818 = load float, ptr %3817, align 4
  %3819 = getelementptr inbounds float, ptr %2697, i64 11
  %3820 = load float, ptr %3819, align 4
  %3821 = getelementptr inbounds float, ptr %2697, i64 12
  %3822 = load float, ptr %3821, align 4
  %3823 = getelementptr inbounds float, ptr %2697, i64 13
  %3824 = load float, ptr %3823, align 4
  %3825 = getelementptr inbounds float, ptr %2697, i64 14
  %3826 = load float, ptr %3825, align 4
  %3827 = getelementptr inbounds float, ptr %2697, i64 15
  %3828 = load float, ptr %3827, align 4
  %3829 = getelementptr inbounds float, ptr %2697, i64 16
  %3830 = load float, ptr %3829, align 4
  %3831 = getelementptr inbounds float, ptr %2697, i64 17
  %3832 = load float, ptr %3831, align 4
  %3833 = getelementptr inbounds float, ptr %2697, i64 18
  %3834 = load float, ptr %3833, align 4
  %3835 = getelementptr inbounds float, ptr %2697, i64 19
  %3836 = load float, ptr %3835, align 4
  %3837 = getelementptr inbounds float, ptr %2697, i64 20
  %3838 = load float, ptr %3837, align 4
  %3839 = getelementptr inbounds float, ptr %2697, i64 21
  %3840 = load float, ptr %3839, align 4
  %3841 = getelementptr inbounds float, ptr %2697, i64 22
  %3842 = load float, ptr %3841, align 4
  %3843 = getelementptr inbounds float, ptr %2697, i64 23
  %3844 = load float, ptr %3843, align 4
  %3845 = getelementptr inbounds float, ptr %2697, i64 24
  %3846 = load float, ptr %3845, align 4
  %3847 = getelementptr inbounds float, ptr %2697, i64 25
  %3848 = load float, ptr %3847, align 4
  %3849 = getelementptr inbounds float, ptr %2697, i64 26
  %3850 = load float, ptr %3849, align 4
  %3851 = getelementptr inbounds float, ptr %2697, i64 27
  %3852 = load float, ptr %3851, align 4
  %3853 = getelementptr inbounds float, ptr %2697, i64 28
  %3854 = load float, ptr %3853, align 4
  %3855 = getelementptr inbounds float, ptr %2697, i64 29
  %3856 = load float, ptr %3855, align 4
  %3857 = getelementptr inbounds float, ptr %2697, i64 30
  %3858 = load float, ptr %3857, align 4
  %3859 = getelementptr inbounds float, ptr %2697, i64 31
  %3860 = load float, ptr %3859, align 4
  %3861 = getelementptr inbounds float, ptr %2697, i64 32
  %3862 = load float, ptr %3861, align 4
  %3863 = getelementptr inbounds float, ptr %2697, i64 33
  %3864 = load float, ptr %3863, align 4
  %3865 = getelementptr inbounds float, ptr %2697, i64 34
  %3866 = load float, ptr %3865, align 4
  %3867 = getelementptr inbounds float, ptr %2697, i64 35
  %3868 = load float, ptr %3867, align 4
  %3869 = getelementptr inbounds float, ptr %2697, i64 36
  %3870 = load float, ptr %3869, align 4
  %3871 = getelementptr inbounds float, ptr %2697, i64 37
  %3872 = load float, ptr %3871, align 4
  %3873 = getelementptr inbounds float, ptr %2697, i64 38
  %3874 = load float, ptr %3873, align 4
  %3875 = getelementptr inbounds float, ptr %2697, i64 39
  %3876 = load float, ptr %3875, align 4
  %3877 = getelementptr inbounds float, ptr %2697, i64 40
  %3878 = load float, ptr %3877, align 4
  %3879 = getelementptr inbounds float, ptr %2697, i64 41
  %3880 = load float, ptr %3879, align 4
  %3881 = getelementptr inbounds float, ptr %2697, i64 42
  %3882 = load float, ptr %3881, align 4
  %3883 = getelementptr inbounds float, ptr %2697, i64 43
  %3884 = load float, ptr %3883, align 4
  %3885 = getelementptr inbounds float, ptr %2697, i64 44
  %3886 = load float, ptr %3885, align 4
  %3887 = getelementptr inbounds float, ptr %2697, i64 45
  %3888 = load float, ptr %3887, align 4
  %3889 = getelementptr inbounds float, ptr %2697, i64 46
  %3890 = load float, ptr %3889, align 4
  %3891 = getelementptr inbounds float, ptr %2697, i64 47
  %3892 = load float, ptr %3891, align 4
  %3893 = getelementptr inbounds float, ptr %2697, i64 48
  %3894 = load float, ptr %3893, align 4
  %3895 = getelementptr inbounds float, ptr %2697, i64 49
  %3896 = load float, ptr %3895, align 4
  %3897 = getelementptr inbounds float, ptr %2697, i64 50
  %3898 = load float, ptr %3897, align 4
  %3899 = getelementptr inbounds float, ptr %2697, i64 51
  %3900 = load float, ptr %3899, align 4
  %3901 = getelementptr inbounds float, ptr %2697, i64 52
  %3902 = load float, ptr %3901, align 4
  %3903 = getelementptr inbounds float, ptr %2697, i64 53
  %3904 = load float, ptr %3903, align 4
  %3905 = getelementptr inbounds float, ptr %2697, i64 54
  %3906 = load float, ptr %3905, align 4
  %3907 = getelementptr inbounds float, ptr %2697, i64 55
  %3908 = load float, ptr %3907, align 4
  %3909 = getelementptr inbounds float, ptr %2697, i64 56
  %3910 = load float, ptr %3909, align 4
  %3911 = getelementptr inbounds float, ptr %2697, i64 57
  %3912 = load float, ptr %3911, align 4
  %3913 = getelementptr inbounds float, ptr %2697, i64 58
  %3914 = load float, ptr %3913, align 4
  %3915 = getelementptr inbounds float, ptr %2697, i64 59
  %3916 = load float, ptr %3915, align 4
  %3917 = getelementptr inbounds float, ptr %2697, i64 60
  %3918 = load float, ptr %3917, align 4
  %3919 = getelementptr inbounds float, ptr %2697, i64 61
  %3920 = load float, ptr %3919, align 4
  %3921 = getelementptr inbounds float, ptr %2697, i64 62
  %3922 = load float, ptr %3921, align 4
  %3923 = getelementptr inbounds float, ptr %2697, i64 63
  %3924 = load float, ptr %3923, align 4
  %3925 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $69, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, {$64, $65, $66, $67}, $68, p, 1, 1, 1;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i32 %3770, i32 %3777, i32 %3784, i32 %3791, i64 %3796, i32 1, float %3798, float %3800, float %3802, float %3804, float %3806, float %3808, float %3810, float %3812, float %3814, float %3816, float %3818, float %3820, float %3822, float %3824, float %3826, float %3828, float %3830, float %3832, float %3834, float %3836, float %3838, float %3840, float %3842, float %3844, float %3846, float %3848, float %3850, float %3852, float %3854, float %3856, float %3858, float %3860, float %3862, float %3864, float %3866, float %3868, float %3870, float %3872, float %3874, float %3876, float %3878, float %3880, float %3882, float %3884, float %3886, float %3888, float %3890, float %3892, float %3894, float %3896, float %3898, float %3900, float %3902, float %3904, float %3906, float %3908, float %3910, float %3912, float %3914, float %3916, float %3918, float %3920, float %3922, float %3924) #7
  %3926 = getelementptr inbounds float, ptr %2697, i64 0
  %3927 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 0
  store float %3927, ptr %3926, align 4
  %3928 = getelementptr inbounds float, ptr %2697, i64 1
  %3929 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 1
  store float %3929, ptr %3928, align 4
  %3930 = getelementptr inbounds float, ptr %2697, i64 2
  %3931 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 2
  store float %3931, ptr %3930, align 4
  %3932 = getelementptr inbounds float, ptr %2697, i64 3
  %3933 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 3
  store float %3933, ptr %3932, align 4
  %3934 = getelementptr inbounds float, ptr %2697, i64 4
  %3935 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 4
  store float %3935, ptr %3934, align 4
  %3936 = getelementptr inbounds float, ptr %2697, i64 5
  %3937 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 5
  store float %3937, ptr %3936, align 4
  %3938 = getelementptr inbounds float, ptr %2697, i64 6
  %3939 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 6
  store float %3939, ptr %3938, align 4
  %3940 = getelementptr inbounds float, ptr %2697, i64 7
  %3941 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 7
  store float %3941, ptr %3940, align 4
  %3942 = getelementptr inbounds float, ptr %2697, i64 8
  %3943 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 8
  store float %3943, ptr %3942, align 4
  %3944 = getelementptr inbounds float, ptr %2697, i64 9
  %3945 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 9
  store float %3945, ptr %3944, align 4
  %3946 = getelementptr inbounds float, ptr %2697, i64 10
  %3947 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 10
  store float %3947, ptr %3946, align 4
  %3948 = getelementptr inbounds float, ptr %2697, i64 11
  %3949 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 11
  store float %3949, ptr %3948, align 4
  %3950 = getelementptr inbounds float, ptr %2697, i64 12
  %3951 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 12
  store float %3951, ptr %3950, align 4
  %3952 = getelementptr inbounds float, ptr %2697, i64 13
  %3953 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 13
  store float %3953, ptr %3952, align 4
  %3954 = getelementptr inbounds float, ptr %2697, i64 14
  %3955 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 14
  store float %3955, ptr %3954, align 4
  %3956 = getelementptr inbounds float, ptr %2697, i64 15
  %3957 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 15
  store float %3957, ptr %3956, align 4
  %3958 = getelementptr inbounds float, ptr %2697, i64 16
  %3959 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 16
  store float %3959, ptr %3958, align 4
  %3960 = getelementptr inbounds float, ptr %2697, i64 17
  %3961 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 17
  store float %3961, ptr %3960, align 4
  %3962 = getelementptr inbounds float, ptr %2697, i64 18
  %3963 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 18
  store float %3963, ptr %3962, align 4
  %3964 = getelementptr inbounds float, ptr %2697, i64 19
  %3965 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 19
  store float %3965, ptr %3964, align 4
  %3966 = getelementptr inbounds float, ptr %2697, i64 20
  %3967 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 20
  store float %3967, ptr %3966, align 4
  %3968 = getelementptr inbounds float, ptr %2697, i64 21
  %3969 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 21
  store float %3969, ptr %3968, align 4
  %3970 = getelementptr inbounds float, ptr %2697, i64 22
  %3971 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 22
  store float %3971, ptr %3970, align 4
  %3972 = getelementptr inbounds float, ptr %2697, i64 23
  %3973 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 23
  store float %3973, ptr %3972, align 4
  %3974 = getelementptr inbounds float, ptr %2697, i64 24
  %3975 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 24
  store float %3975, ptr %3974, align 4
  %3976 = getelementptr inbounds float, ptr %2697, i64 25
  %3977 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 25
  store float %3977, ptr %3976, align 4
  %3978 = getelementptr inbounds float, ptr %2697, i64 26
  %3979 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 26
  store float %3979, ptr %3978, align 4
  %3980 = getelementptr inbounds float, ptr %2697, i64 27
  %3981 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 27
  store float %3981, ptr %3980, align 4
  %3982 = getelementptr inbounds float, ptr %2697, i64 28
  %3983 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 28
  store float %3983, ptr %3982, align 4
  %3984 = getelementptr inbounds float, ptr %2697, i64 29
  %3985 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 29
  store float %3985, ptr %3984, align 4
  %3986 = getelementptr inbounds float, ptr %2697, i64 30
  %3987 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 30
  store float %3987, ptr %3986, align 4
  %3988 = getelementptr inbounds float, ptr %2697, i64 31
  %3989 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 31
  store float %3989, ptr %3988, align 4
  %3990 = getelementptr inbounds float, ptr %2697, i64 32
  %3991 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 32
  store float %3991, ptr %3990, align 4
  %3992 = getelementptr inbounds float, ptr %2697, i64 33
  %3993 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 33
  store float %3993, ptr %3992, align 4
  %3994 = getelementptr inbounds float, ptr %2697, i64 34
  %3995 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 34
  store float %3995, ptr %3994, align 4
  %3996 = getelementptr inbounds float, ptr %2697, i64 35
  %3997 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 35
  store float %3997, ptr %3996, align 4
  %3998 = getelementptr inbounds float, ptr %2697, i64 36
  %3999 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 36
  store float %3999, ptr %3998, align 4
  %4000 = getelementptr inbounds float, ptr %2697, i64 37
  %4001 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 37
  store float %4001, ptr %4000, align 4
  %4002 = getelementptr inbounds float, ptr %2697, i64 38
  %4003 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 38
  store float %4003, ptr %4002, align 4
  %4004 = getelementptr inbounds float, ptr %2697, i64 39
  %4005 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 39
  store float %4005, ptr %4004, align 4
  %4006 = getelementptr inbounds float, ptr %2697, i64 40
  %4007 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 40
  store float %4007, ptr %4006, align 4
  %4008 = getelementptr inbounds float, ptr %2697, i64 41
  %4009 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 41
  store float %4009, ptr %4008, align 4
  %4010 = getelementptr inbounds float, ptr %2697, i64 42
  %4011 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 42
  store float %4011, ptr %4010, align 4
  %4012 = getelementptr inbounds float, ptr %2697, i64 43
  %4013 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 43
  store float %4013, ptr %4012, align 4
  %4014 = getelementptr inbounds float, ptr %2697, i64 44
  %4015 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 44
  store float %4015, ptr %4014, align 4
  %4016 = getelementptr inbounds float, ptr %2697, i64 45
  %4017 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 45
  store float %4017, ptr %4016, align 4
  %4018 = getelementptr inbounds float, ptr %2697, i64 46
  %4019 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 46
  store float %4019, ptr %4018, align 4
  %4020 = getelementptr inbounds float, ptr %2697, i64 47
  %4021 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 47
  store float %4021, ptr %4020, align 4
  %4022 = getelementptr inbounds float, ptr %2697, i64 48
  %4023 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 48
  store float %4023, ptr %4022, align 4
  %4024 = getelementptr inbounds float, ptr %2697, i64 49
  %4025 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 49
  store float %4025, ptr %4024, align 4
  %4026 = getelementptr inbounds float, ptr %2697, i64 50
  %4027 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 50
  store float %4027, ptr %4026, align 4
  %4028 = getelementptr inbounds float, ptr %2697, i64 51
  %4029 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 51
  store float %4029, ptr %4028, align 4
  %4030 = getelementptr inbounds float, ptr %2697, i64 52
  %4031 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 52
  store float %4031, ptr %4030, align 4
  %4032 = getelementptr inbounds float, ptr %2697, i64 53
  %4033 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 53
  store float %4033, ptr %4032, align 4
  %4034 = getelementptr inbounds float, ptr %2697, i64 54
  %4035 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 54
  store float %4035, ptr %4034, align 4
  %4036 = getelementptr inbounds float, ptr %2697, i64 55
  %4037 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 55
  store float %4037, ptr %4036, align 4
  %4038 = getelementptr inbounds float, ptr %2697, i64 56
  %4039 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 56
  store float %4039, ptr %4038, align 4
  %4040 = getelementptr inbounds float, ptr %2697, i64 57
  %4041 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 57
  store float %4041, ptr %4040, align 4
  %4042 = getelementptr inbounds float, ptr %2697, i64 58
  %4043 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 58
  store float %4043, ptr %4042, align 4
  %4044 = getelementptr inbounds float, ptr %2697, i64 59
  %4045 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 59
  store float %4045, ptr %4044, align 4
  %4046 = getelementptr inbounds float, ptr %2697, i64 60
  %4047 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 60
  store float %4047, ptr %4046, align 4
  %4048 = getelementptr inbounds float, ptr %2697, i64 61
  %4049 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 61
  store float %4049, ptr %4048, align 4
  %4050 = getelementptr inbounds float, ptr %2697, i64 62
  %4051 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 62
  store float %4051, ptr %4050, align 4
  %4052 = getelementptr inbounds float, ptr %2697, i64 63
  %4053 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3925, 63
  store float %4053, ptr %4052, align 4
  call void asm sideeffect "wgmma.commit_group.sync.aligned;", "~{memory}"() #7
  call void asm sideeffect "wgmma.wait_group.sync.aligned 0;", "~{memory}"() #7
  %4054 = getelementptr inbounds float, ptr %2697, i64 0
  %4055 = load float, ptr %4054, align 4
  %4056 = call float asm sideeffect "", "=f,0,~{memory}"(float %4055)
  store float %4056, ptr %4054, align 4
  %4057 = getelementptr inbounds float, ptr %2697, i64 1
  %4058 = load float, ptr %4057, align 4
  %4059 = call float asm sideeffect "", "=f,0,~{memory}"(float %4058)
  store float %4059, ptr %4057, align 4
  %4060 = getelementptr inbounds float, ptr %2697, i64 2
  %4061 = load float, ptr %4060, align 4
  %4062 = call float asm sideeffect "", "=f,0,~{memory}"(float %4061)
  store float %4062, ptr %4060, align 4
  %4063 = getelementptr inbounds float, ptr %2697, i64 3
  %4064 = load float, ptr %4063, align 4
  %4065 = call float asm sideeffect "", "=f,0,~{memory}"(float %4064)
  store float %4065, ptr %4063, align 4
  %4066 = getelementptr inbounds float, ptr %2697, i64 4
  %4067 = load float, ptr %4066, align 4
  %4068 = call float asm sideeffect "", "=f,0,~{memory}"(float %4067)
  store float %4068, ptr %4066, align 4
  %4069 = getelementptr inbounds float, ptr %2697, i64 5
  %4070 = load float, ptr %4069, align 4
  %4071 = call float asm sideeffect "", "=f,0,~{memory}"(float %4070)
  store float %4071, ptr %4069, align 4
  %4072 = getelementptr inbounds float, ptr %2697, i64 6
  %4073 = load float, ptr %4072, align 4
  %4074 = call float asm sideeffect "", "=f,0,~{memory}"(float %4073)
  store float %4074, ptr %4072, align 4
  %4075 = getelementptr inbounds float, ptr %2697, i64 7
  %4076 = load float, ptr %4075, align 4
  %4077 = call float asm sideeffect "", "=f,0,~{memory}"(float %4076)
  store float %4077, ptr %4075, align 4
  %4078 = getelementptr inbounds float, ptr %2697, i64 8
  %4079 = load float, ptr %4078, align 4
  %4080 = call float asm sideeffect "", "=f,0,~{memory}"(float %4079)
  store float %4080, ptr %4078, align 4
  %4081 = getelementptr inbounds float, ptr %2697, i64 9
  %4082 = load float, ptr %4081, align 4
  %4083 = call float asm sideeffect "", "=f,0,~{memory}"(float %4082)
  store float %4083, ptr %4081, align 4
  %4084 = getelementptr inbounds float, ptr %2697, i64 10
  %4085 = load float, ptr %4084, align 4
  %4086 = call float asm sideeffect "", "=f,0,~{memory}"(float %4085)
  store float %4086, ptr %4084, align 4
  %4087 = getelementptr inbounds float, ptr %2697, i64 11
  %4088 = load float, ptr %4087, align 4
  %4089 = call float asm sideeffect "", "=f,0,~{memory}"(float %4088)
  store float %4089, ptr %4087, align 4
  %4090 = getelementptr inbounds float, ptr %2697, i64 12
  %4091 = load float, ptr %4090, align 4
  %4092 = call float asm sideeffect "", "=f,0,~{memory}"(float %4091)
  store float %4092, ptr %4090, align 4
  %4093 = getelementptr inbounds float, ptr %2697, i64 13
  %4094 = load float, ptr %4093, align 4
  %4095 = call float asm sideeffect "", "=f,0,~{memory}"(float %4094)
  store float %4095, ptr %4093, align 4
  %4096 = getelementptr inbounds float, ptr %2697, i64 14
  %4097 = load float, ptr %4096, align 4
  %4098 = call float asm sideeffect "", "=f,0,~{memory}"(float %4097)
  store float %4098, ptr %4096, align 4
  %4099 = getelementptr inbounds float, ptr %2697, i64 15
  %4100 = load float, ptr %4099, align 4
  %4101 = call float asm sideeffect "", "=f,0,~{memory}"(float %4100)
  store float %4101, ptr %4099, align 4
  %4102 = getelementptr inbounds float, ptr %2697, i64 16
  %4103 = load float, ptr %4102, align 4
  %4104 = call float asm sideeffect "", "=f,0,~{memory}"(float %4103)
  store float %4104, ptr %4102, align 4
  %4105 = getelementptr inbounds float, ptr %2697, i64 17
  %4106 = load float, ptr %4105, align 4
  %4107 = call float asm sideeffect "", "=f,0,~{memory}"(float %4106)
  store float %4107, ptr %4105, align 4
  %4108 = getelementptr inbounds float, ptr %2697, i64 18
  %4109 = load float, ptr %4108, align 4
  %4110 = call float asm sideeffect "", "=f,0,~{memory}"(float %4109)
  store float %4110, ptr %4108, align 4
  %4111 = getelementptr inbounds float, ptr %2697, i64 19
  %4112 = load float, ptr %4111, align 4
  %4113 = call float asm sideeffect "", "=f,0,~{memory}"(float %4112)
  store float %4113, ptr %4111, align 4
  %4114 = getelementptr inbounds float, ptr %2697, i64 20
  %4115 = load float, ptr %4114, align 4
  %4116 = call float asm sideeffect "", "=f,0,~{memory}"(float %4115)
  store float %4116, ptr %4114, align 4
  %4117 = getelementptr inbounds float, ptr %2697, i64 21
  %4118 = load float, ptr %4117, align 4
  %4119 = call float asm sideeffect "", "=f,0,~{memory}"(float %4118)
  store float %4119, ptr %4117, align 4
  %4120 = getelementptr inbounds float, ptr %2697, i64 22
  %4121 = load float, ptr %4120, align 4
  %4122 = call float asm sideeffect "", "=f,0,~{memory}"(float %4121)
  store float %4122, ptr %4120, align 4
  %4123 = getelementptr inbounds float, ptr %2697, i64 23
  %4124 = load float, ptr %4123, align 4
  %4125 = call float asm sideeffect "", "=f,0,~{memory}"(float %4124)
  store float %4125, ptr %4123, align 4
  %4126 = getelementptr inbounds float, ptr %2697, i64 24
  %4127 = load float, ptr %4126, align 4
  %4128 = call float asm sideeffect "", "=f,0,~{memory}"(float %4127)
  store float %4128, ptr %4126, align 4
  %4129 = getelementptr inbounds float, ptr %2697, i64 25
  %4130 = load float, ptr %4129, align 4
  %4131 = call float asm sideeffect "", "=f,0,~{memory}"(float %4130)
  store float %4131, ptr %4129, align 4
  %4132 = getelementptr inbounds float, ptr %2697, i64 26
  %4133 = load float, ptr %4132, align 4
  %4134 = call float asm sideeffect "", "=f,0,~{memory}"(float %4133)
  store float %4134, ptr %4132, align 4
  %4135 = getelementptr inbounds float, ptr %2697, i64 27
  %4136 = load float, ptr %4135, align 4
  %4137 = call float asm sideeffect "", "=f,0,~{memory}"(float %4136)
  store float %4137, ptr %4135, align 4
  %4138 = getelementptr inbounds float, ptr %2697, i64 28
  %4139 = load float, ptr %4138, align 4
  %4140 = call float asm sideeffect "", "=f,0,~{memory}"(float %4139)
  store float %4140, ptr %4138, align 4
  %4141 = getelementptr inbounds float, ptr %2697, i64 29
  %4142 = load float, ptr %4141, align 4
  %4143 = call float asm sideeffect "", "=f,0,~{memory}"(float %4142)
  store float %4143, ptr %4141, align 4
  %4144 = getelementptr inbounds float, ptr %2697, i64 30
  %4145 = load float, ptr %4144, align 4
  %4146 = call float asm sideeffect "", "=f,0,~{memory}"(float %4145)
  store float %4146, ptr %4144, align 4
  %4147 = getelementptr inbounds float, ptr %2697, i64 31
  %4148 = load float, ptr %4147, align 4
  %4149 = call float asm sideeffect "", "=f,0,~{memory}"(float %4148)
  store float %4149, ptr %4147, align 4
  %4150 = getelementptr inbounds float, ptr %2697, i64 32
  %4151 = load float, ptr %4150, align 4
  %4152 = call float asm sideeffect "", "=f,0,~{memory}"(float %4151)
  store float %4152, ptr %4150, align 4
  %4153 = getelementptr inbounds float, ptr %2697, i64 33
  %4154 = load float, ptr %4153, align 4
  %4155 = call float asm sideeffect "", "=f,0,~{memory}"(float %4154)
  store float %4155, ptr %4153, align 4
  %4156 = getelementptr inbounds float, ptr %2697, i64 34
  %4157 = load float, ptr %4156, align 4
  %4158 = call float asm sideeffect "", "=f,0,~{memory}"(float %4157)
  store float %4158, ptr %4156, align 4
  %4159 = getelementptr inbounds float, ptr %2697, i64 35
  %4160 = load float, ptr %4159, align 4
  %4161 = call float asm sideeffect "", "=f,0,~{memory}"(float %4160)
  store float %4161, ptr %4159, align 4
  %4162 = getelementptr inbounds float, ptr %2697, i64 36
  %4163 = load float, ptr %4162, align 4
  %4164 = call float asm sideeffect "", "=f,0,~{memory}"(float %4163)
  store float %4164, ptr %4162, align 4
  %4165 = getelementptr inbounds float, ptr %2697, i64 37
  %4166 = load float, ptr %4165, align 4
  %4167 = call float asm sideeffect "", "=f,0,~{memory}"(float %4166)
  store float %4167, ptr %4165, align 4
  %4168 = getelementptr inbounds float, ptr %2697, i64 38
  %4169 = load float, ptr %4168, align 4
  %4170 = call float asm sideeffect "", "=f,0,~{memory}"(float %4169)
  store float %4170, ptr %4168, align 4
  %4171 = getelementptr inbounds float, ptr %2697, i64 39
  %4172 = load float, ptr %4171, align 4
  %4173 = call float asm sideeffect "", "=f,0,~{memory}"(float %4172)
  store float %4173, ptr %4171, align 4
  %4174 = getelementptr inbounds float, ptr %2697, i64 40
  %4175 = load float, ptr %4174, align 4
  %4176 = call float asm sideeffect "", "=f,0,~{memory}"(float %4175)
  store float %4176, ptr %4174, align 4
  %4177 = getelementptr inbounds float, ptr %2697, i64 41
  %4178 = load float, ptr %4177, align 4
  %4179 = call float asm sideeffect "", "=f,0,~{memory}"(float %4178)
  store float %4179, ptr %4177, align 4
  %4180 = getelementptr inbounds float, ptr %2697, i64 42
  %4181 = load float, ptr %4180, align 4
  %4182 = call float asm sideeffect "", "=f,0,~{memory}"(float %4181)
  store float %4182, ptr %4180, align 4
  %4183 = getelementptr inbounds float, ptr %2697, i64 43
  %4184 = load float, ptr %4183, align 4
  %4185 = call float asm sideeffect "", "=f,0,~{memory}"(float %4184)
  store float %4185, ptr %4183, align 4
  %4186 = getelementptr inbounds float, ptr %2697, i64 44
  %4187 = load float, ptr %4186, align 4
  %4188 = call float asm sideeffect "", "=f,0,~{memory}"(float %4187)
  store float %4188, ptr %4186, align 4
  %4189 = getelementptr inbounds float, ptr %2697, i64 45
  %4190 = load float, ptr %4189, align 4
  %4191 = call float asm sideeffect "", "=f,0,~{memory}"(float %4190)
  store float %4191, ptr %4189, align 4
  %4192 = getelementptr inbounds float, ptr %2697, i64 46
  %4193 = load float, ptr %4192, align 4
  %4194 = call float asm sideeffect "", "=f,0,~{memory}"(float %4193)
  store float %4194, ptr %4192, align 4
  %4195 = getelementptr inbounds float, ptr %2697, i64 47
  %4196 = load float, ptr %4195, align 4
  %4197 = call float asm sideeffect "", "=f,0,~{memory}"(float %4196)
  store float %4197, ptr %4195, align 4
  %4198 = getelementptr inbounds float, ptr %2697, i64 48
  %4199 = load float, ptr %4198, align 4
  %4200 = call float asm sideeffect "", "=f,0,~{memory}"(float %4199)
  store float %4200, ptr %4198, align 4
  %4201 = getelementptr inbounds float, ptr %2697, i64 49
  %4202 = load float, ptr %4201, align 4
  %4203 = call float asm sideeffect "", "=f,0,~{memory}"(float %4202)
  store float %4203, ptr %4201, align 4
  %4204 = getelementptr inbounds float, ptr %2697, i64 50
  %4205 = load float, ptr %4204, align 4
  %4206 = call float asm sideeffect "", "=f,0,~{memory}"(float %4205)
  store float %4206, ptr %4204, align 4
  %4207 = getelementptr inbounds float, ptr %2697, i64 51
  %4208 = load float, ptr %4207, align 4
  %4209 = call float asm sideeffect "", "=f,0,~{memory}"(float %4208)
  store float %4209, ptr %4207, align 4
  %4210 = getelementptr inbounds float, ptr %2697, i64 52
  %4211 = load float, ptr %4210, align 4
  %4212 = call float asm sideeffect "", "=f,0,~{memory}"(float %4211)
  store float %4212, ptr %4210, align 4
  %4213 = getelementptr inbounds float, ptr %2697, i64 53
  %4214 = load float, ptr %4213, align 4
  %4215 = call float asm sideeffect "", "=f,0,~{memory}"(float %4214)
  store float %4215, ptr %4213, align 4
  %4216 = getelementptr inbounds float, ptr %2697, i64 54
  %4217 = load float, ptr %4216, align 4
  %4218 = call float asm sideeffect "", "=f,0,~{memory}"(float %4217)
  store float %4218, ptr %4216, align 4
  %4219 = getelementptr inbounds float, ptr %2697, i64 55
  %4220 = load float, ptr %4219, align 4
  %4221 = call float asm sideeffect "", "=f,0,~{memory}"(float %4220)
  store float %4221, ptr %4219, align 4
  %4222 = getelementptr inbounds float, ptr %2697, i64 56
  %4223 = load float, ptr %4222, align 4
  %4224 = call float asm sideeffect "", "=f,0,~{memory}"(float %4223)
  store float %4224, ptr %4222, align 4
  %4225 = getelementptr inbounds float, ptr %2697, i64 57
  %4226 = load float, ptr %4225, align 4
  %4227 = call float asm sideeffect "", "=f,0,~{memory}"(float %4226)
  store float %4227, ptr %4225, align 4
  %4228 = getelementptr inbounds float, ptr %2697, i64 58
  %4229 = load float, ptr %4228, align 4
  %4230 = call float asm sideeffect "", "=f,0,~{memory}"(float %4229)
  store float %4230, ptr %4228, align 4
  %4231 = getelementptr inbounds float, ptr %2697, i64 59
  %4232 = load float, ptr %4231, align 4
  %4233 = call float asm sideeffect "", "=f,0,~{memory}"(float %4232)
  store float %4233, ptr %4231, align 4
  %4234 = getelementptr inbounds float, ptr %2697, i64 60
  %4235 = load float, ptr %4234, align 4
  %4236 = call float asm sideeffect "", "=f,0,~{memory}"(float %4235)
  store float %4236, ptr %4234, align 4
  %4237 = getelementptr inbounds float, ptr %2697, i64 61
  %4238 = load float, ptr %4237, align 4
  %4239 = call float asm sideeffect "", "=f,0,~{memory}"(float %4238)
  store float %4239, ptr %4237, align 4
  %4240 = getelementptr inbounds float, ptr %2697, i64 62
  %4241 = load float, ptr %4240, align 4
  %4242 = call float asm sideeffect "", "=f,0,~{memory}"(float %4241)
  store float %4242, ptr %4240, align 4
  %4243 = getelementptr inbounds float, ptr %2697, i64 63
  %4244 = load float, ptr %4243, align 4
  %4245 = call float asm sideeffect "", "=f,0,~{memory}"(float %4244)
  store float %4245, ptr %4243, align 4
  br label %wgmma.done136

wgmma.done136:                                    ; preds = %wgmma.group135, %l.end130
  %k.next = add nsw i32 %k, 1
  br label %k.cond

l.cond137:                                        ; preds = %l.body138, %k.end
  %l140 = phi i32 [ 0, %k.end ], [ %l.next143, %l.body138 ]
  %4246 = icmp slt i32 %l140, 32
  br i1 %4246, label %l.body138, label %l.end139

l.body138:                                        ; preds = %l.cond137
  %4247 = mul nsw i32 %l140, 2
  %4248 = sext i32 %4247 to i64
  %4249 = getelementptr inbounds float, ptr %acc_o, i64 %4248
  %4250 = mul nsw i32 %l140, 2
  %4251 = sext i32 %4250 to i64
  %4252 = getelementptr inbounds float, ptr %acc_o, i64 %4251
  %4253 = load <2 x float>, ptr %4252, align 8
  %4254 = sdiv i32 %l140, 2
  %4255 = srem i32 %l140, 2
  %4256 = icmp slt i32 %4255, 0
  %4257 = icmp ne i1 %4256, false
  %4258 = icmp ne i32 %4255, 0
  %4259 = and i1 %4258, %4257
  %4260 = add i32 %4255, 2
  %4261 = select i1 %4259, i32 %4260, i32 %4255
  %4262 = sext i32 %4261 to i64
  %4263 = getelementptr inbounds float, ptr %logsum, i64 %4262
  %4264 = load float, ptr %4263, align 4
  %.splatinsert141 = insertelement <2 x float> poison, float %4264, i64 0
  %.splat142 = shufflevector <2 x float> %.splatinsert141, <2 x float> poison, <2 x i32> zeroinitializer
  %4265 = fdiv <2 x float> %4253, %.splat142
  store <2 x float> %4265, ptr %4249, align 8
  %l.next143 = add nsw i32 %l140, 1
  br label %l.cond137, !llvm.loop !34

l.end139:                                         ; preds = %l.cond137
  br label %l.cond144

l.cond144:                                        ; preds = %__nv_log2f.exit, %l.end139
  %l147 = phi i32 [ 0, %l.end139 ], [ %l.next148, %__nv_log2f.exit ]
  %4266 = icmp slt i32 %l147, 2
  br i1 %4266, label %l.body145, label %l.end146

l.body145:                                        ; preds = %l.cond144
  %4267 = sext i32 %l147 to i64
  %4268 = getelementptr inbounds float, ptr %lse_local, i64 %4267
  %4269 = sext i32 %l147 to i64
  %4270 = getelementptr inbounds float, ptr %logsum, i64 %4269
  %4271 = load float, ptr %4270, align 4
  %4272 = fcmp olt float %4271, 0x3810000000000000
  br i1 %4272, label %4273, label %4275

4273:                                             ; preds = %l.body145
  %4274 = fmul float %4271, 0x4160000000000000
  br label %4275

4275:                                             ; preds = %4273, %l.body145
  %.02.i = phi float [ %4274, %4273 ], [ %4271, %l.body145 ]
  %i.i.0.i = phi float [ -2.300000e+01, %4273 ], [ 0.000000e+00, %l.body145 ]
  %4276 = bitcast float %.02.i to i32
  %4277 = sub i32 %4276, 1060439283
  %4278 = and i32 %4277, -8388608
  %4279 = bitcast float %.02.i to i32
  %4280 = sub i32 %4279, %4278
  %4281 = bitcast i32 %4280 to float
  %4282 = sitofp i32 %4278 to float
  %4283 = call float @llvm.nvvm.fma.rn.f(float %4282, float 0x3E80000000000000, float %i.i.0.i) #0
  %4284 = fsub float %4281, 1.000000e+00
  %4285 = call float @llvm.nvvm.fma.rn.f(float 0x3FB8D64FE0000000, float %4284, float 0xBFC58FE600000000) #0
  %4286 = call float @llvm.nvvm.fma.rn.f(float %4285, float %4284, float 0x3FC5F9E540000000) #0
  %4287 = call float @llvm.nvvm.fma.rn.f(float %4286, float %4284, float 0xBFC6E9C860000000) #0
  %4288 = call float @llvm.nvvm.fma.rn.f(float %4287, float %4284, float 0x3FCA417E80000000) #0
  %4289 = call float @llvm.nvvm.fma.rn.f(float %4288, float %4284, float 0xBFCEC79160000000) #0
  %4290 = call float @llvm.nvvm.fma.rn.f(float %4289, float %4284, float 0x3FD277F320000000) #0
  %4291 = call float @llvm.nvvm.fma.rn.f(float %4290, float %4284, float 0xBFD7154920000000) #0
  %4292 = call float @llvm.nvvm.fma.rn.f(float %4291, float %4284, float 0x3FDEC70940000000) #0
  %4293 = call float @llvm.nvvm.fma.rn.f(float %4292, float %4284, float 0xBFE7154760000000) #0
  %4294 = fmul float %4293, %4284
  %4295 = fmul float %4294, %4284
  %4296 = call float @llvm.nvvm.fma.rn.f(float %4284, float 0x3FF7154760000000, float %4295) #0
  %4297 = fadd float %4296, %4283
  %4298 = bitcast float %.02.i to i32
  %4299 = icmp uge i32 %4298, 2139095040
  br i1 %4299, label %4300, label %4302

4300:                                             ; preds = %4275
  %4301 = call float @llvm.nvvm.fma.rn.f(float %.02.i, float 0x7FF0000000000000, float 0x7FF0000000000000) #0
  br label %4302

4302:                                             ; preds = %4300, %4275
  %r.i.0.i = phi float [ %4301, %4300 ], [ %4297, %4275 ]
  %4303 = fcmp oeq float %.02.i, 0.000000e+00
  br i1 %4303, label %4304, label %__nv_log2f.exit

4304:                                             ; preds = %4302
  br label %__nv_log2f.exit

__nv_log2f.exit:                                  ; preds = %4302, %4304
  %r.i.1.i = phi float [ 0xFFF0000000000000, %4304 ], [ %r.i.0.i, %4302 ]
  %4305 = sext i32 %l147 to i64
  %4306 = getelementptr inbounds float, ptr %scores_max, i64 %4305
  %4307 = load float, ptr %4306, align 4
  %4308 = fmul float %4307, 0x3FC0527DC0000000
  %4309 = fadd float %r.i.1.i, %4308
  %4310 = fmul float %4309, 0x3FE62E4300000000
  store float %4310, ptr %4268, align 4
  %l.next148 = add nsw i32 %l147, 1
  br label %l.cond144, !llvm.loop !35

l.end146:                                         ; preds = %l.cond144
  call void @llvm.nvvm.barrier0()
  br label %l.cond149

l.cond149:                                        ; preds = %l.body150, %l.end146
  %l152 = phi i32 [ 0, %l.end146 ], [ %l.next153, %l.body150 ]
  %4311 = icmp slt i32 %l152, 32
  br i1 %4311, label %l.body150, label %l.end151

l.body150:                                        ; preds = %l.cond149
  %4312 = sdiv i32 %tx, 32
  %4313 = srem i32 %tx, 32
  %4314 = icmp slt i32 %4313, 0
  %4315 = icmp ne i1 %4314, false
  %4316 = icmp ne i32 %4313, 0
  %4317 = and i1 %4316, %4315
  %4318 = sub i32 %4312, 1
  %4319 = select i1 %4317, i32 %4318, i32 %4312
  %4320 = mul nsw i32 %4319, 8
  %4321 = sdiv i32 %l152, 2
  %4322 = srem i32 %l152, 2
  %4323 = icmp slt i32 %4322, 0
  %4324 = icmp ne i1 %4323, false
  %4325 = icmp ne i32 %4322, 0
  %4326 = and i1 %4325, %4324
  %4327 = add i32 %4322, 2
  %4328 = select i1 %4326, i32 %4327, i32 %4322
  %4329 = mul nsw i32 %4328, 8
  %4330 = add nsw i32 %4320, %4329
  %4331 = sdiv i32 %tx, 4
  %4332 = srem i32 %tx, 4
  %4333 = icmp slt i32 %4332, 0
  %4334 = icmp ne i1 %4333, false
  %4335 = icmp ne i32 %4332, 0
  %4336 = and i1 %4335, %4334
  %4337 = sub i32 %4331, 1
  %4338 = select i1 %4336, i32 %4337, i32 %4331
  %4339 = add nsw i32 %4330, %4338
  %4340 = mul nsw i32 %4339, 128
  %4341 = sdiv i32 %l152, 2
  %4342 = srem i32 %l152, 2
  %4343 = icmp slt i32 %4342, 0
  %4344 = icmp ne i1 %4343, false
  %4345 = icmp ne i32 %4342, 0
  %4346 = and i1 %4345, %4344
  %4347 = sub i32 %4341, 1
  %4348 = select i1 %4346, i32 %4347, i32 %4341
  %4349 = mul nsw i32 %4348, 8
  %4350 = add nsw i32 %4340, %4349
  %4351 = sdiv i32 %tx, 4
  %4352 = srem i32 %tx, 4
  %4353 = icmp slt i32 %4352, 0
  %4354 = icmp ne i1 %4353, false
  %4355 = icmp ne i32 %4352, 0
  %4356 = and i1 %4355, %4354
  %4357 = add i32 %4352, 4
  %4358 = select i1 %4356, i32 %4357, i32 %4352
  %4359 = mul nsw i32 %4358, 2
  %4360 = add nsw i32 %4350, %4359
  %4361 = sext i32 %4360 to i64
  %4362 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %4361
  %4363 = mul nsw i32 %l152, 2
  %4364 = sext i32 %4363 to i64
  %4365 = getelementptr inbounds float, ptr %acc_o, i64 %4364
  %4366 = load <2 x float>, ptr %4365, align 8
  %4367 = fptrunc <2 x float> %4366 to <2 x half>
  store <2 x half> %4367, ptr addrspace(3) %4362, align 4
  %l.next153 = add nsw i32 %l152, 1
  br label %l.cond149, !llvm.loop !36

l.end151:                                         ; preds = %l.cond149
  call void @llvm.nvvm.barrier0()
  br label %l.cond154

l.cond154:                                        ; preds = %if.end159, %l.end151
  %l157 = phi i32 [ 0, %l.end151 ], [ %l.next160, %if.end159 ]
  %4368 = icmp slt i32 %l157, 8
  br i1 %4368, label %l.body155, label %l.end156

l.body155:                                        ; preds = %l.cond154
  %4369 = mul nsw i32 %bx, 128
  %4370 = mul nsw i32 %l157, 16
  %4371 = add nsw i32 %4369, %4370
  %4372 = sdiv i32 %tx, 16
  %4373 = srem i32 %tx, 16
  %4374 = icmp slt i32 %4373, 0
  %4375 = icmp ne i1 %4374, false
  %4376 = icmp ne i32 %4373, 0
  %4377 = and i1 %4376, %4375
  %4378 = sub i32 %4372, 1
  %4379 = select i1 %4377, i32 %4378, i32 %4372
  %4380 = add nsw i32 %4371, %4379
  %4381 = icmp slt i32 %4380, %seq_len
  br i1 %4381, label %if.then158, label %if.end159

l.end156:                                         ; preds = %l.cond154
  br label %l.cond161

if.then158:                                       ; preds = %l.body155
  %4382 = mul nsw i32 %bz, %seq_len
  %4383 = mul nsw i32 %bx, 128
  %4384 = add nsw i32 %4382, %4383
  %4385 = mul nsw i32 %l157, 16
  %4386 = add nsw i32 %4384, %4385
  %4387 = sdiv i32 %tx, 16
  %4388 = srem i32 %tx, 16
  %4389 = icmp slt i32 %4388, 0
  %4390 = icmp ne i1 %4389, false
  %4391 = icmp ne i32 %4388, 0
  %4392 = and i1 %4391, %4390
  %4393 = sub i32 %4387, 1
  %4394 = select i1 %4392, i32 %4393, i32 %4387
  %4395 = add nsw i32 %4386, %4394
  %4396 = mul nsw i32 %4395, %heads
  %4397 = add nsw i32 %4396, %by
  %4398 = mul nsw i32 %4397, 128
  %4399 = sdiv i32 %tx, 16
  %4400 = srem i32 %tx, 16
  %4401 = icmp slt i32 %4400, 0
  %4402 = icmp ne i1 %4401, false
  %4403 = icmp ne i32 %4400, 0
  %4404 = and i1 %4403, %4402
  %4405 = add i32 %4400, 16
  %4406 = select i1 %4404, i32 %4405, i32 %4400
  %4407 = mul nsw i32 %4406, 8
  %4408 = add nsw i32 %4398, %4407
  %4409 = sext i32 %4408 to i64
  %4410 = getelementptr inbounds half, ptr addrspace(1) %Output, i64 %4409
  %4411 = mul nsw i32 %l157, 16
  %4412 = sdiv i32 %tx, 16
  %4413 = srem i32 %tx, 16
  %4414 = icmp slt i32 %4413, 0
  %4415 = icmp ne i1 %4414, false
  %4416 = icmp ne i32 %4413, 0
  %4417 = and i1 %4416, %4415
  %4418 = sub i32 %4412, 1
  %4419 = select i1 %4417, i32 %4418, i32 %4412
  %4420 = add nsw i32 %4411, %4419
  %4421 = mul nsw i32 %4420, 128
  %4422 = sdiv i32 %tx, 16
  %4423 = srem i32 %tx, 16
  %4424 = icmp slt i32 %4423, 0
  %4425 = icmp ne i1 %4424, false
  %4426 = icmp ne i32 %4423, 0
  %4427 = and i1 %4426, %4425
  %4428 = add i32 %4423, 16
  %4429 = select i1 %4427, i32 %4428, i32 %4423
  %4430 = mul nsw i32 %4429, 8
  %4431 = add nsw i32 %4421, %4430
  %4432 = sext i32 %4431 to i64
  %4433 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %4432
  %4434 = load <8 x half>, ptr addrspace(3) %4433, align 16
  store <8 x half> %4434, ptr addrspace(1) %4410, align 16
  br label %if.end159

if.end159:                                        ; preds = %if.then158, %l.body155
  %l.next160 = add nsw i32 %l157, 1
  br label %l.cond154, !llvm.loop !37

l.cond161:                                        ; preds = %if.end166, %l.end156
  %l164 = phi i32 [ 0, %l.end156 ], [ %l.next167, %if.end166 ]
  %4435 = icmp slt i32 %l164, 2
  br i1 %4435, label %l.body162, label %l.end163

l.body162:                                        ; preds = %l.cond161
  %4436 = mul nsw i32 %bx, 128
  %4437 = mul nsw i32 %l164, 8
  %4438 = add nsw i32 %4436, %4437
  %4439 = sdiv i32 %tx, 32
  %4440 = srem i32 %tx, 32
  %4441 = icmp slt i32 %4440, 0
  %4442 = icmp ne i1 %4441, false
  %4443 = icmp ne i32 %4440, 0
  %4444 = and i1 %4443, %4442
  %4445 = sub i32 %4439, 1
  %4446 = select i1 %4444, i32 %4445, i32 %4439
  %4447 = mul nsw i32 %4446, 8
  %4448 = add nsw i32 %4438, %4447
  %4449 = sdiv i32 %tx, 4
  %4450 = srem i32 %tx, 4
  %4451 = icmp slt i32 %4450, 0
  %4452 = icmp ne i1 %4451, false
  %4453 = icmp ne i32 %4450, 0
  %4454 = and i1 %4453, %4452
  %4455 = sub i32 %4449, 1
  %4456 = select i1 %4454, i32 %4455, i32 %4449
  %4457 = add nsw i32 %4448, %4456
  %4458 = icmp slt i32 %4457, %seq_len
  br i1 %4458, label %if.then165, label %if.end166

l.end163:                                         ; preds = %l.cond161
  ret void

if.then165:                                       ; preds = %l.body162
  %4459 = mul nsw i32 %bz, %heads
  %4460 = add nsw i32 %4459, %by
  %4461 = mul nsw i32 %4460, %seq_len
  %4462 = mul nsw i32 %bx, 128
  %4463 = add nsw i32 %4461, %4462
  %4464 = mul nsw i32 %l164, 8
  %4465 = add nsw i32 %4463, %4464
  %4466 = sdiv i32 %tx, 32
  %4467 = srem i32 %tx, 32
  %4468 = icmp slt i32 %4467, 0
  %4469 = icmp ne i1 %4468, false
  %4470 = icmp ne i32 %4467, 0
  %4471 = and i1 %4470, %4469
  %4472 = sub i32 %4466, 1
  %4473 = select i1 %4471, i32 %4472, i32 %4466
  %4474 = mul nsw i32 %4473, 8
  %4475 = add nsw i32 %4465, %4474
  %4476 = sdiv i32 %tx, 4
  %4477 = srem i32 %tx, 4
  %4478 = icmp slt i32 %4477, 0
  %4479 = icmp ne i1 %4478, false
  %4480 = icmp ne i32 %4477, 0
  %4481 = and i1 %4480, %4479
  %4482 = sub i32 %4476, 1
  %4483 = select i1 %4481, i32 %4482, i32 %4476
  %4484 = add nsw i32 %4475, %4483
  %4485 = sext i32 %4484 to i64
  %4486 = getelementptr inbounds float, ptr addrspace(1) %lse, i64 %4485
  %4487 = sext i32 %l164 to i64
  %4488 = getelementptr inbounds float, ptr %lse_local, i64 %4487
  %4489 = load float, ptr %4488, align 4
  store float %4489, ptr addrspace(1) %4486, align 4
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

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
!1 = !{ptr @fa_d128_b128x64_t256_s2_causal, !"kernel", i32 1}
!2 = !{ptr @fa_d128_b128x64_t256_s2_causal, !"reqntidx", i32 256}
!3 = !{ptr @fa_d128_b128x64_t256_s2_causal, !"reqntidy", i32 1}
!4 = !{ptr @fa_d128_b128x64_t256_s2_causal, !"reqntidz", i32 1}
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

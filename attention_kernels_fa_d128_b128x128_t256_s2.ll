; ModuleID = 'tilec'
source_filename = "tilec"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tl_smem = external addrspace(3) global [0 x i8], align 128
@.str = private unnamed_addr constant [11 x i8] c"__CUDA_FTZ\00", align 1

; Function Attrs: nounwind
define void @fa_d128_b128x128_t256_s2(ptr addrspace(1) noalias nocapture readonly %Q, ptr addrspace(1) noalias nocapture readonly %K, ptr addrspace(1) noalias nocapture readonly %V, ptr addrspace(1) noalias nocapture %Output, ptr addrspace(1) noalias nocapture %lse, i32 %batch, i32 %heads, i32 %seq_len) #0 {
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
  %acc_s_cast = alloca [64 x half], align 16
  %acc_s = alloca [64 x float], align 16
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
  %79 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 131072), i64 %78
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
  %175 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 131072), i64 %174
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
  %186 = add nsw i32 %seq_len, 127
  %187 = sdiv i32 %186, 128
  %188 = srem i32 %186, 128
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
  %194 = icmp slt i32 %l19, 8
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
  %222 = mul nsw i32 %221, 128
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
  %271 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %270
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
  %315 = mul nsw i32 %314, 128
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
  %364 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %363
  store <8 x half> zeroinitializer, ptr addrspace(3) %364, align 16
  br label %if.end21

l.cond24:                                         ; preds = %if.end29, %l.end18
  %l27 = phi i32 [ 0, %l.end18 ], [ %l.next31, %if.end29 ]
  %365 = icmp slt i32 %l27, 8
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
  %393 = mul nsw i32 %392, 128
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
  %486 = mul nsw i32 %485, 128
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
  %539 = icmp slt i32 %l37, 8
  br i1 %539, label %l.body35, label %l.end36

l.body35:                                         ; preds = %l.cond34
  %540 = mul nsw i32 %k, 128
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
  %552 = sub nsw i32 %seq_len, 128
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
  %563 = mul nsw i32 %562, 256
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
  %580 = mul nsw i32 %579, 128
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
  %630 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %629
  %631 = mul nsw i32 %bz, %seq_len
  %632 = mul nsw i32 %k, 128
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
  %645 = add nsw i32 %644, 128
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
  %670 = mul nsw i32 %669, 256
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
  %687 = mul nsw i32 %686, 128
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
  %737 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %736
  store <8 x half> zeroinitializer, ptr addrspace(3) %737, align 16
  br label %if.end39

l.cond42:                                         ; preds = %if.end47, %l.end36
  %l45 = phi i32 [ 0, %l.end36 ], [ %l.next49, %if.end47 ]
  %738 = icmp slt i32 %l45, 8
  br i1 %738, label %l.body43, label %l.end44

l.body43:                                         ; preds = %l.cond42
  %739 = mul nsw i32 %k, 128
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
  %751 = sub nsw i32 %seq_len, 128
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
  %762 = mul nsw i32 %761, 256
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
  %779 = mul nsw i32 %778, 128
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
  %831 = mul nsw i32 %k, 128
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
  %844 = add nsw i32 %843, 128
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
  %869 = mul nsw i32 %868, 256
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
  %886 = mul nsw i32 %885, 128
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
  %937 = icmp slt i32 %l53, 32
  br i1 %937, label %l.body51, label %l.end52

l.body51:                                         ; preds = %l.cond50
  %938 = mul nsw i32 %k, 128
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
  %969 = mul nsw i32 %968, 256
  %970 = mul nsw i32 %969, 64
  %971 = sext i32 %970 to i64
  %972 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %971
  %973 = getelementptr inbounds float, ptr %acc_s, i64 0
  %tid.x = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !5
  %warpgroup = udiv i32 %tid.x, 128
  %974 = icmp ult i32 %warpgroup, 2
  br i1 %974, label %wgmma.group, label %wgmma.done

and.then:                                         ; preds = %l.body51
  %975 = mul nsw i32 %k, 128
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
  %1006 = mul nsw i32 %k, 128
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
  %1126 = getelementptr inbounds float, ptr %973, i64 32
  %1127 = load float, ptr %1126, align 4
  %1128 = call float asm sideeffect "", "=f,0,~{memory}"(float %1127)
  store float %1128, ptr %1126, align 4
  %1129 = getelementptr inbounds float, ptr %973, i64 33
  %1130 = load float, ptr %1129, align 4
  %1131 = call float asm sideeffect "", "=f,0,~{memory}"(float %1130)
  store float %1131, ptr %1129, align 4
  %1132 = getelementptr inbounds float, ptr %973, i64 34
  %1133 = load float, ptr %1132, align 4
  %1134 = call float asm sideeffect "", "=f,0,~{memory}"(float %1133)
  store float %1134, ptr %1132, align 4
  %1135 = getelementptr inbounds float, ptr %973, i64 35
  %1136 = load float, ptr %1135, align 4
  %1137 = call float asm sideeffect "", "=f,0,~{memory}"(float %1136)
  store float %1137, ptr %1135, align 4
  %1138 = getelementptr inbounds float, ptr %973, i64 36
  %1139 = load float, ptr %1138, align 4
  %1140 = call float asm sideeffect "", "=f,0,~{memory}"(float %1139)
  store float %1140, ptr %1138, align 4
  %1141 = getelementptr inbounds float, ptr %973, i64 37
  %1142 = load float, ptr %1141, align 4
  %1143 = call float asm sideeffect "", "=f,0,~{memory}"(float %1142)
  store float %1143, ptr %1141, align 4
  %1144 = getelementptr inbounds float, ptr %973, i64 38
  %1145 = load float, ptr %1144, align 4
  %1146 = call float asm sideeffect "", "=f,0,~{memory}"(float %1145)
  store float %1146, ptr %1144, align 4
  %1147 = getelementptr inbounds float, ptr %973, i64 39
  %1148 = load float, ptr %1147, align 4
  %1149 = call float asm sideeffect "", "=f,0,~{memory}"(float %1148)
  store float %1149, ptr %1147, align 4
  %1150 = getelementptr inbounds float, ptr %973, i64 40
  %1151 = load float, ptr %1150, align 4
  %1152 = call float asm sideeffect "", "=f,0,~{memory}"(float %1151)
  store float %1152, ptr %1150, align 4
  %1153 = getelementptr inbounds float, ptr %973, i64 41
  %1154 = load float, ptr %1153, align 4
  %1155 = call float asm sideeffect "", "=f,0,~{memory}"(float %1154)
  store float %1155, ptr %1153, align 4
  %1156 = getelementptr inbounds float, ptr %973, i64 42
  %1157 = load float, ptr %1156, align 4
  %1158 = call float asm sideeffect "", "=f,0,~{memory}"(float %1157)
  store float %1158, ptr %1156, align 4
  %1159 = getelementptr inbounds float, ptr %973, i64 43
  %1160 = load float, ptr %1159, align 4
  %1161 = call float asm sideeffect "", "=f,0,~{memory}"(float %1160)
  store float %1161, ptr %1159, align 4
  %1162 = getelementptr inbounds float, ptr %973, i64 44
  %1163 = load float, ptr %1162, align 4
  %1164 = call float asm sideeffect "", "=f,0,~{memory}"(float %1163)
  store float %1164, ptr %1162, align 4
  %1165 = getelementptr inbounds float, ptr %973, i64 45
  %1166 = load float, ptr %1165, align 4
  %1167 = call float asm sideeffect "", "=f,0,~{memory}"(float %1166)
  store float %1167, ptr %1165, align 4
  %1168 = getelementptr inbounds float, ptr %973, i64 46
  %1169 = load float, ptr %1168, align 4
  %1170 = call float asm sideeffect "", "=f,0,~{memory}"(float %1169)
  store float %1170, ptr %1168, align 4
  %1171 = getelementptr inbounds float, ptr %973, i64 47
  %1172 = load float, ptr %1171, align 4
  %1173 = call float asm sideeffect "", "=f,0,~{memory}"(float %1172)
  store float %1173, ptr %1171, align 4
  %1174 = getelementptr inbounds float, ptr %973, i64 48
  %1175 = load float, ptr %1174, align 4
  %1176 = call float asm sideeffect "", "=f,0,~{memory}"(float %1175)
  store float %1176, ptr %1174, align 4
  %1177 = getelementptr inbounds float, ptr %973, i64 49
  %1178 = load float, ptr %1177, align 4
  %1179 = call float asm sideeffect "", "=f,0,~{memory}"(float %1178)
  store float %1179, ptr %1177, align 4
  %1180 = getelementptr inbounds float, ptr %973, i64 50
  %1181 = load float, ptr %1180, align 4
  %1182 = call float asm sideeffect "", "=f,0,~{memory}"(float %1181)
  store float %1182, ptr %1180, align 4
  %1183 = getelementptr inbounds float, ptr %973, i64 51
  %1184 = load float, ptr %1183, align 4
  %1185 = call float asm sideeffect "", "=f,0,~{memory}"(float %1184)
  store float %1185, ptr %1183, align 4
  %1186 = getelementptr inbounds float, ptr %973, i64 52
  %1187 = load float, ptr %1186, align 4
  %1188 = call float asm sideeffect "", "=f,0,~{memory}"(float %1187)
  store float %1188, ptr %1186, align 4
  %1189 = getelementptr inbounds float, ptr %973, i64 53
  %1190 = load float, ptr %1189, align 4
  %1191 = call float asm sideeffect "", "=f,0,~{memory}"(float %1190)
  store float %1191, ptr %1189, align 4
  %1192 = getelementptr inbounds float, ptr %973, i64 54
  %1193 = load float, ptr %1192, align 4
  %1194 = call float asm sideeffect "", "=f,0,~{memory}"(float %1193)
  store float %1194, ptr %1192, align 4
  %1195 = getelementptr inbounds float, ptr %973, i64 55
  %1196 = load float, ptr %1195, align 4
  %1197 = call float asm sideeffect "", "=f,0,~{memory}"(float %1196)
  store float %1197, ptr %1195, align 4
  %1198 = getelementptr inbounds float, ptr %973, i64 56
  %1199 = load float, ptr %1198, align 4
  %1200 = call float asm sideeffect "", "=f,0,~{memory}"(float %1199)
  store float %1200, ptr %1198, align 4
  %1201 = getelementptr inbounds float, ptr %973, i64 57
  %1202 = load float, ptr %1201, align 4
  %1203 = call float asm sideeffect "", "=f,0,~{memory}"(float %1202)
  store float %1203, ptr %1201, align 4
  %1204 = getelementptr inbounds float, ptr %973, i64 58
  %1205 = load float, ptr %1204, align 4
  %1206 = call float asm sideeffect "", "=f,0,~{memory}"(float %1205)
  store float %1206, ptr %1204, align 4
  %1207 = getelementptr inbounds float, ptr %973, i64 59
  %1208 = load float, ptr %1207, align 4
  %1209 = call float asm sideeffect "", "=f,0,~{memory}"(float %1208)
  store float %1209, ptr %1207, align 4
  %1210 = getelementptr inbounds float, ptr %973, i64 60
  %1211 = load float, ptr %1210, align 4
  %1212 = call float asm sideeffect "", "=f,0,~{memory}"(float %1211)
  store float %1212, ptr %1210, align 4
  %1213 = getelementptr inbounds float, ptr %973, i64 61
  %1214 = load float, ptr %1213, align 4
  %1215 = call float asm sideeffect "", "=f,0,~{memory}"(float %1214)
  store float %1215, ptr %1213, align 4
  %1216 = getelementptr inbounds float, ptr %973, i64 62
  %1217 = load float, ptr %1216, align 4
  %1218 = call float asm sideeffect "", "=f,0,~{memory}"(float %1217)
  store float %1218, ptr %1216, align 4
  %1219 = getelementptr inbounds float, ptr %973, i64 63
  %1220 = load float, ptr %1219, align 4
  %1221 = call float asm sideeffect "", "=f,0,~{memory}"(float %1220)
  store float %1221, ptr %1219, align 4
  call void asm sideeffect "wgmma.fence.sync.aligned;", "~{memory}"() #7
  %1222 = mul i32 %warpgroup, 64
  %1223 = add i32 %1222, 0
  %1224 = mul i32 %1223, 64
  %1225 = zext i32 %1224 to i64
  %1226 = add i64 0, %1225
  %1227 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 131072), i64 %1226
  %1228 = ptrtoint ptr addrspace(3) %1227 to i64
  %1229 = and i64 %1228, 262143
  %1230 = lshr i64 %1229, 4
  %1231 = or i64 %1230, 4611686293305360384
  %1232 = getelementptr inbounds half, ptr addrspace(3) %972, i64 0
  %1233 = ptrtoint ptr addrspace(3) %1232 to i64
  %1234 = and i64 %1233, 262143
  %1235 = lshr i64 %1234, 4
  %1236 = or i64 %1235, 4611686293305360384
  %1237 = getelementptr inbounds float, ptr %973, i64 0
  %1238 = load float, ptr %1237, align 4
  %1239 = getelementptr inbounds float, ptr %973, i64 1
  %1240 = load float, ptr %1239, align 4
  %1241 = getelementptr inbounds float, ptr %973, i64 2
  %1242 = load float, ptr %1241, align 4
  %1243 = getelementptr inbounds float, ptr %973, i64 3
  %1244 = load float, ptr %1243, align 4
  %1245 = getelementptr inbounds float, ptr %973, i64 4
  %1246 = load float, ptr %1245, align 4
  %1247 = getelementptr inbounds float, ptr %973, i64 5
  %1248 = load float, ptr %1247, align 4
  %1249 = getelementptr inbounds float, ptr %973, i64 6
  %1250 = load float, ptr %1249, align 4
  %1251 = getelementptr inbounds float, ptr %973, i64 7
  %1252 = load float, ptr %1251, align 4
  %1253 = getelementptr inbounds float, ptr %973, i64 8
  %1254 = load float, ptr %1253, align 4
  %1255 = getelementptr inbounds float, ptr %973, i64 9
  %1256 = load float, ptr %1255, align 4
  %1257 = getelementptr inbounds float, ptr %973, i64 10
  %1258 = load float, ptr %1257, align 4
  %1259 = getelementptr inbounds float, ptr %973, i64 11
  %1260 = load float, ptr %1259, align 4
  %1261 = getelementptr inbounds float, ptr %973, i64 12
  %1262 = load float, ptr %1261, align 4
  %1263 = getelementptr inbounds float, ptr %973, i64 13
  %1264 = load float, ptr %1263, align 4
  %1265 = getelementptr inbounds float, ptr %973, i64 14
  %1266 = load float, ptr %1265, align 4
  %1267 = getelementptr inbounds float, ptr %973, i64 15
  %1268 = load float, ptr %1267, align 4
  %1269 = getelementptr inbounds float, ptr %973, i64 16
  %1270 = load float, ptr %1269, align 4
  %1271 = getelementptr inbounds float, ptr %973, i64 17
  %1272 = load float, ptr %1271, align 4
  %1273 = getelementptr inbounds float, ptr %973, i64 18
  %1274 = load float, ptr %1273, align 4
  %1275 = getelementptr inbounds float, ptr %973, i64 19
  %1276 = load float, ptr %1275, align 4
  %1277 = getelementptr inbounds float, ptr %973, i64 20
  %1278 = load float, ptr %1277, align 4
  %1279 = getelementptr inbounds float, ptr %973, i64 21
  %1280 = load float, ptr %1279, align 4
  %1281 = getelementptr inbounds float, ptr %973, i64 22
  %1282 = load float, ptr %1281, align 4
  %1283 = getelementptr inbounds float, ptr %973, i64 23
  %1284 = load float, ptr %1283, align 4
  %1285 = getelementptr inbounds float, ptr %973, i64 24
  %1286 = load float, ptr %1285, align 4
  %1287 = getelementptr inbounds float, ptr %973, i64 25
  %1288 = load float, ptr %1287, align 4
  %1289 = getelementptr inbounds float, ptr %973, i64 26
  %1290 = load float, ptr %1289, align 4
  %1291 = getelementptr inbounds float, ptr %973, i64 27
  %1292 = load float, ptr %1291, align 4
  %1293 = getelementptr inbounds float, ptr %973, i64 28
  %1294 = load float, ptr %1293, align 4
  %1295 = getelementptr inbounds float, ptr %973, i64 29
  %1296 = load float, ptr %1295, align 4
  %1297 = getelementptr inbounds float, ptr %973, i64 30
  %1298 = load float, ptr %1297, align 4
  %1299 = getelementptr inbounds float, ptr %973, i64 31
  %1300 = load float, ptr %1299, align 4
  %1301 = getelementptr inbounds float, ptr %973, i64 32
  %1302 = load float, ptr %1301, align 4
  %1303 = getelementptr inbounds float, ptr %973, i64 33
  %1304 = load float, ptr %1303, align 4
  %1305 = getelementptr inbounds float, ptr %973, i64 34
  %1306 = load float, ptr %1305, align 4
  %1307 = getelementptr inbounds float, ptr %973, i64 35
  %1308 = load float, ptr %1307, align 4
  %1309 = getelementptr inbounds float, ptr %973, i64 36
  %1310 = load float, ptr %1309, align 4
  %1311 = getelementptr inbounds float, ptr %973, i64 37
  %1312 = load float, ptr %1311, align 4
  %1313 = getelementptr inbounds float, ptr %973, i64 38
  %1314 = load float, ptr %1313, align 4
  %1315 = getelementptr inbounds float, ptr %973, i64 39
  %1316 = load float, ptr %1315, align 4
  %1317 = getelementptr inbounds float, ptr %973, i64 40
  %1318 = load float, ptr %1317, align 4
  %1319 = getelementptr inbounds float, ptr %973, i64 41
  %1320 = load float, ptr %1319, align 4
  %1321 = getelementptr inbounds float, ptr %973, i64 42
  %1322 = load float, ptr %1321, align 4
  %1323 = getelementptr inbounds float, ptr %973, i64 43
  %1324 = load float, ptr %1323, align 4
  %1325 = getelementptr inbounds float, ptr %973, i64 44
  %1326 = load float, ptr %1325, align 4
  %1327 = getelementptr inbounds float, ptr %973, i64 45
  %1328 = load float, ptr %1327, align 4
  %1329 = getelementptr inbounds float, ptr %973, i64 46
  %1330 = load float, ptr %1329, align 4
  %1331 = getelementptr inbounds float, ptr %973, i64 47
  %1332 = load float, ptr %1331, align 4
  %1333 = getelementptr inbounds float, ptr %973, i64 48
  %1334 = load float, ptr %1333, align 4
  %1335 = getelementptr inbounds float, ptr %973, i64 49
  %1336 = load float, ptr %1335, align 4
  %1337 = getelementptr inbounds float, ptr %973, i64 50
  %1338 = load float, ptr %1337, align 4
  %1339 = getelementptr inbounds float, ptr %973, i64 51
  %1340 = load float, ptr %1339, align 4
  %1341 = getelementptr inbounds float, ptr %973, i64 52
  %1342 = load float, ptr %1341, align 4
  %1343 = getelementptr inbounds float, ptr %973, i64 53
  %1344 = load float, ptr %1343, align 4
  %1345 = getelementptr inbounds float, ptr %973, i64 54
  %1346 = load float, ptr %1345, align 4
  %1347 = getelementptr inbounds float, ptr %973, i64 55
  %1348 = load float, ptr %1347, align 4
  %1349 = getelementptr inbounds float, ptr %973, i64 56
  %1350 = load float, ptr %1349, align 4
  %1351 = getelementptr inbounds float, ptr %973, i64 57
  %1352 = load float, ptr %1351, align 4
  %1353 = getelementptr inbounds float, ptr %973, i64 58
  %1354 = load float, ptr %1353, align 4
  %1355 = getelementptr inbounds float, ptr %973, i64 59
  %1356 = load float, ptr %1355, align 4
  %1357 = getelementptr inbounds float, ptr %973, i64 60
  %1358 = load float, ptr %1357, align 4
  %1359 = getelementptr inbounds float, ptr %973, i64 61
  %1360 = load float, ptr %1359, align 4
  %1361 = getelementptr inbounds float, ptr %973, i64 62
  %1362 = load float, ptr %1361, align 4
  %1363 = getelementptr inbounds float, ptr %973, i64 63
  %1364 = load float, ptr %1363, align 4
  %1365 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 0;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %1231, i64 %1236, i32 1, float %1238, float %1240, float %1242, float %1244, float %1246, float %1248, float %1250, float %1252, float %1254, float %1256, float %1258, float %1260, float %1262, float %1264, float %1266, float %1268, float %1270, float %1272, float %1274, float %1276, float %1278, float %1280, float %1282, float %1284, float %1286, float %1288, float %1290, float %1292, float %1294, float %1296, float %1298, float %1300, float %1302, float %1304, float %1306, float %1308, float %1310, float %1312, float %1314, float %1316, float %1318, float %1320, float %1322, float %1324, float %1326, float %1328, float %1330, float %1332, float %1334, float %1336, float %1338, float %1340, float %1342, float %1344, float %1346, float %1348, float %1350, float %1352, float %1354, float %1356, float %1358, float %1360, float %1362, float %1364) #7
  %1366 = getelementptr inbounds float, ptr %973, i64 0
  %1367 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 0
  store float %1367, ptr %1366, align 4
  %1368 = getelementptr inbounds float, ptr %973, i64 1
  %1369 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 1
  store float %1369, ptr %1368, align 4
  %1370 = getelementptr inbounds float, ptr %973, i64 2
  %1371 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 2
  store float %1371, ptr %1370, align 4
  %1372 = getelementptr inbounds float, ptr %973, i64 3
  %1373 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 3
  store float %1373, ptr %1372, align 4
  %1374 = getelementptr inbounds float, ptr %973, i64 4
  %1375 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 4
  store float %1375, ptr %1374, align 4
  %1376 = getelementptr inbounds float, ptr %973, i64 5
  %1377 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 5
  store float %1377, ptr %1376, align 4
  %1378 = getelementptr inbounds float, ptr %973, i64 6
  %1379 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 6
  store float %1379, ptr %1378, align 4
  %1380 = getelementptr inbounds float, ptr %973, i64 7
  %1381 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 7
  store float %1381, ptr %1380, align 4
  %1382 = getelementptr inbounds float, ptr %973, i64 8
  %1383 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 8
  store float %1383, ptr %1382, align 4
  %1384 = getelementptr inbounds float, ptr %973, i64 9
  %1385 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 9
  store float %1385, ptr %1384, align 4
  %1386 = getelementptr inbounds float, ptr %973, i64 10
  %1387 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 10
  store float %1387, ptr %1386, align 4
  %1388 = getelementptr inbounds float, ptr %973, i64 11
  %1389 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 11
  store float %1389, ptr %1388, align 4
  %1390 = getelementptr inbounds float, ptr %973, i64 12
  %1391 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 12
  store float %1391, ptr %1390, align 4
  %1392 = getelementptr inbounds float, ptr %973, i64 13
  %1393 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 13
  store float %1393, ptr %1392, align 4
  %1394 = getelementptr inbounds float, ptr %973, i64 14
  %1395 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 14
  store float %1395, ptr %1394, align 4
  %1396 = getelementptr inbounds float, ptr %973, i64 15
  %1397 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 15
  store float %1397, ptr %1396, align 4
  %1398 = getelementptr inbounds float, ptr %973, i64 16
  %1399 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 16
  store float %1399, ptr %1398, align 4
  %1400 = getelementptr inbounds float, ptr %973, i64 17
  %1401 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 17
  store float %1401, ptr %1400, align 4
  %1402 = getelementptr inbounds float, ptr %973, i64 18
  %1403 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 18
  store float %1403, ptr %1402, align 4
  %1404 = getelementptr inbounds float, ptr %973, i64 19
  %1405 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 19
  store float %1405, ptr %1404, align 4
  %1406 = getelementptr inbounds float, ptr %973, i64 20
  %1407 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 20
  store float %1407, ptr %1406, align 4
  %1408 = getelementptr inbounds float, ptr %973, i64 21
  %1409 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 21
  store float %1409, ptr %1408, align 4
  %1410 = getelementptr inbounds float, ptr %973, i64 22
  %1411 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 22
  store float %1411, ptr %1410, align 4
  %1412 = getelementptr inbounds float, ptr %973, i64 23
  %1413 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 23
  store float %1413, ptr %1412, align 4
  %1414 = getelementptr inbounds float, ptr %973, i64 24
  %1415 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 24
  store float %1415, ptr %1414, align 4
  %1416 = getelementptr inbounds float, ptr %973, i64 25
  %1417 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 25
  store float %1417, ptr %1416, align 4
  %1418 = getelementptr inbounds float, ptr %973, i64 26
  %1419 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 26
  store float %1419, ptr %1418, align 4
  %1420 = getelementptr inbounds float, ptr %973, i64 27
  %1421 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 27
  store float %1421, ptr %1420, align 4
  %1422 = getelementptr inbounds float, ptr %973, i64 28
  %1423 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 28
  store float %1423, ptr %1422, align 4
  %1424 = getelementptr inbounds float, ptr %973, i64 29
  %1425 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 29
  store float %1425, ptr %1424, align 4
  %1426 = getelementptr inbounds float, ptr %973, i64 30
  %1427 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 30
  store float %1427, ptr %1426, align 4
  %1428 = getelementptr inbounds float, ptr %973, i64 31
  %1429 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 31
  store float %1429, ptr %1428, align 4
  %1430 = getelementptr inbounds float, ptr %973, i64 32
  %1431 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 32
  store float %1431, ptr %1430, align 4
  %1432 = getelementptr inbounds float, ptr %973, i64 33
  %1433 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 33
  store float %1433, ptr %1432, align 4
  %1434 = getelementptr inbounds float, ptr %973, i64 34
  %1435 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 34
  store float %1435, ptr %1434, align 4
  %1436 = getelementptr inbounds float, ptr %973, i64 35
  %1437 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 35
  store float %1437, ptr %1436, align 4
  %1438 = getelementptr inbounds float, ptr %973, i64 36
  %1439 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 36
  store float %1439, ptr %1438, align 4
  %1440 = getelementptr inbounds float, ptr %973, i64 37
  %1441 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 37
  store float %1441, ptr %1440, align 4
  %1442 = getelementptr inbounds float, ptr %973, i64 38
  %1443 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 38
  store float %1443, ptr %1442, align 4
  %1444 = getelementptr inbounds float, ptr %973, i64 39
  %1445 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 39
  store float %1445, ptr %1444, align 4
  %1446 = getelementptr inbounds float, ptr %973, i64 40
  %1447 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 40
  store float %1447, ptr %1446, align 4
  %1448 = getelementptr inbounds float, ptr %973, i64 41
  %1449 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 41
  store float %1449, ptr %1448, align 4
  %1450 = getelementptr inbounds float, ptr %973, i64 42
  %1451 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 42
  store float %1451, ptr %1450, align 4
  %1452 = getelementptr inbounds float, ptr %973, i64 43
  %1453 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 43
  store float %1453, ptr %1452, align 4
  %1454 = getelementptr inbounds float, ptr %973, i64 44
  %1455 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 44
  store float %1455, ptr %1454, align 4
  %1456 = getelementptr inbounds float, ptr %973, i64 45
  %1457 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 45
  store float %1457, ptr %1456, align 4
  %1458 = getelementptr inbounds float, ptr %973, i64 46
  %1459 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 46
  store float %1459, ptr %1458, align 4
  %1460 = getelementptr inbounds float, ptr %973, i64 47
  %1461 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 47
  store float %1461, ptr %1460, align 4
  %1462 = getelementptr inbounds float, ptr %973, i64 48
  %1463 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 48
  store float %1463, ptr %1462, align 4
  %1464 = getelementptr inbounds float, ptr %973, i64 49
  %1465 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 49
  store float %1465, ptr %1464, align 4
  %1466 = getelementptr inbounds float, ptr %973, i64 50
  %1467 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 50
  store float %1467, ptr %1466, align 4
  %1468 = getelementptr inbounds float, ptr %973, i64 51
  %1469 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 51
  store float %1469, ptr %1468, align 4
  %1470 = getelementptr inbounds float, ptr %973, i64 52
  %1471 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 52
  store float %1471, ptr %1470, align 4
  %1472 = getelementptr inbounds float, ptr %973, i64 53
  %1473 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 53
  store float %1473, ptr %1472, align 4
  %1474 = getelementptr inbounds float, ptr %973, i64 54
  %1475 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 54
  store float %1475, ptr %1474, align 4
  %1476 = getelementptr inbounds float, ptr %973, i64 55
  %1477 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 55
  store float %1477, ptr %1476, align 4
  %1478 = getelementptr inbounds float, ptr %973, i64 56
  %1479 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 56
  store float %1479, ptr %1478, align 4
  %1480 = getelementptr inbounds float, ptr %973, i64 57
  %1481 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 57
  store float %1481, ptr %1480, align 4
  %1482 = getelementptr inbounds float, ptr %973, i64 58
  %1483 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 58
  store float %1483, ptr %1482, align 4
  %1484 = getelementptr inbounds float, ptr %973, i64 59
  %1485 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 59
  store float %1485, ptr %1484, align 4
  %1486 = getelementptr inbounds float, ptr %973, i64 60
  %1487 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 60
  store float %1487, ptr %1486, align 4
  %1488 = getelementptr inbounds float, ptr %973, i64 61
  %1489 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 61
  store float %1489, ptr %1488, align 4
  %1490 = getelementptr inbounds float, ptr %973, i64 62
  %1491 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 62
  store float %1491, ptr %1490, align 4
  %1492 = getelementptr inbounds float, ptr %973, i64 63
  %1493 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1365, 63
  store float %1493, ptr %1492, align 4
  %1494 = zext i32 %1224 to i64
  %1495 = add i64 16, %1494
  %1496 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 131072), i64 %1495
  %1497 = ptrtoint ptr addrspace(3) %1496 to i64
  %1498 = and i64 %1497, 262143
  %1499 = lshr i64 %1498, 4
  %1500 = or i64 %1499, 4611686293305360384
  %1501 = getelementptr inbounds half, ptr addrspace(3) %972, i64 16
  %1502 = ptrtoint ptr addrspace(3) %1501 to i64
  %1503 = and i64 %1502, 262143
  %1504 = lshr i64 %1503, 4
  %1505 = or i64 %1504, 4611686293305360384
  %1506 = getelementptr inbounds float, ptr %973, i64 0
  %1507 = load float, ptr %1506, align 4
  %1508 = getelementptr inbounds float, ptr %973, i64 1
  %1509 = load float, ptr %1508, align 4
  %1510 = getelementptr inbounds float, ptr %973, i64 2
  %1511 = load float, ptr %1510, align 4
  %1512 = getelementptr inbounds float, ptr %973, i64 3
  %1513 = load float, ptr %1512, align 4
  %1514 = getelementptr inbounds float, ptr %973, i64 4
  %1515 = load float, ptr %1514, align 4
  %1516 = getelementptr inbounds float, ptr %973, i64 5
  %1517 = load float, ptr %1516, align 4
  %1518 = getelementptr inbounds float, ptr %973, i64 6
  %1519 = load float, ptr %1518, align 4
  %1520 = getelementptr inbounds float, ptr %973, i64 7
  %1521 = load float, ptr %1520, align 4
  %1522 = getelementptr inbounds float, ptr %973, i64 8
  %1523 = load float, ptr %1522, align 4
  %1524 = getelementptr inbounds float, ptr %973, i64 9
  %1525 = load float, ptr %1524, align 4
  %1526 = getelementptr inbounds float, ptr %973, i64 10
  %1527 = load float, ptr %1526, align 4
  %1528 = getelementptr inbounds float, ptr %973, i64 11
  %1529 = load float, ptr %1528, align 4
  %1530 = getelementptr inbounds float, ptr %973, i64 12
  %1531 = load float, ptr %1530, align 4
  %1532 = getelementptr inbounds float, ptr %973, i64 13
  %1533 = load float, ptr %1532, align 4
  %1534 = getelementptr inbounds float, ptr %973, i64 14
  %1535 = load float, ptr %1534, align 4
  %1536 = getelementptr inbounds float, ptr %973, i64 15
  %1537 = load float, ptr %1536, align 4
  %1538 = getelementptr inbounds float, ptr %973, i64 16
  %1539 = load float, ptr %1538, align 4
  %1540 = getelementptr inbounds float, ptr %973, i64 17
  %1541 = load float, ptr %1540, align 4
  %1542 = getelementptr inbounds float, ptr %973, i64 18
  %1543 = load float, ptr %1542, align 4
  %1544 = getelementptr inbounds float, ptr %973, i64 19
  %1545 = load float, ptr %1544, align 4
  %1546 = getelementptr inbounds float, ptr %973, i64 20
  %1547 = load float, ptr %1546, align 4
  %1548 = getelementptr inbounds float, ptr %973, i64 21
  %1549 = load float, ptr %1548, align 4
  %1550 = getelementptr inbounds float, ptr %973, i64 22
  %1551 = load float, ptr %1550, align 4
  %1552 = getelementptr inbounds float, ptr %973, i64 23
  %1553 = load float, ptr %1552, align 4
  %1554 = getelementptr inbounds float, ptr %973, i64 24
  %1555 = load float, ptr %1554, align 4
  %1556 = getelementptr inbounds float, ptr %973, i64 25
  %1557 = load float, ptr %1556, align 4
  %1558 = getelementptr inbounds float, ptr %973, i64 26
  %1559 = load float, ptr %1558, align 4
  %1560 = getelementptr inbounds float, ptr %973, i64 27
  %1561 = load float, ptr %1560, align 4
  %1562 = getelementptr inbounds float, ptr %973, i64 28
  %1563 = load float, ptr %1562, align 4
  %1564 = getelementptr inbounds float, ptr %973, i64 29
  %1565 = load float, ptr %1564, align 4
  %1566 = getelementptr inbounds float, ptr %973, i64 30
  %1567 = load float, ptr %1566, align 4
  %1568 = getelementptr inbounds float, ptr %973, i64 31
  %1569 = load float, ptr %1568, align 4
  %1570 = getelementptr inbounds float, ptr %973, i64 32
  %1571 = load float, ptr %1570, align 4
  %1572 = getelementptr inbounds float, ptr %973, i64 33
  %1573 = load float, ptr %1572, align 4
  %1574 = getelementptr inbounds float, ptr %973, i64 34
  %1575 = load float, ptr %1574, align 4
  %1576 = getelementptr inbounds float, ptr %973, i64 35
  %1577 = load float, ptr %1576, align 4
  %1578 = getelementptr inbounds float, ptr %973, i64 36
  %1579 = load float, ptr %1578, align 4
  %1580 = getelementptr inbounds float, ptr %973, i64 37
  %1581 = load float, ptr %1580, align 4
  %1582 = getelementptr inbounds float, ptr %973, i64 38
  %1583 = load float, ptr %1582, align 4
  %1584 = getelementptr inbounds float, ptr %973, i64 39
  %1585 = load float, ptr %1584, align 4
  %1586 = getelementptr inbounds float, ptr %973, i64 40
  %1587 = load float, ptr %1586, align 4
  %1588 = getelementptr inbounds float, ptr %973, i64 41
  %1589 = load float, ptr %1588, align 4
  %1590 = getelementptr inbounds float, ptr %973, i64 42
  %1591 = load float, ptr %1590, align 4
  %1592 = getelementptr inbounds float, ptr %973, i64 43
  %1593 = load float, ptr %1592, align 4
  %1594 = getelementptr inbounds float, ptr %973, i64 44
  %1595 = load float, ptr %1594, align 4
  %1596 = getelementptr inbounds float, ptr %973, i64 45
  %1597 = load float, ptr %1596, align 4
  %1598 = getelementptr inbounds float, ptr %973, i64 46
  %1599 = load float, ptr %1598, align 4
  %1600 = getelementptr inbounds float, ptr %973, i64 47
  %1601 = load float, ptr %1600, align 4
  %1602 = getelementptr inbounds float, ptr %973, i64 48
  %1603 = load float, ptr %1602, align 4
  %1604 = getelementptr inbounds float, ptr %973, i64 49
  %1605 = load float, ptr %1604, align 4
  %1606 = getelementptr inbounds float, ptr %973, i64 50
  %1607 = load float, ptr %1606, align 4
  %1608 = getelementptr inbounds float, ptr %973, i64 51
  %1609 = load float, ptr %1608, align 4
  %1610 = getelementptr inbounds float, ptr %973, i64 52
  %1611 = load float, ptr %1610, align 4
  %1612 = getelementptr inbounds float, ptr %973, i64 53
  %1613 = load float, ptr %1612, align 4
  %1614 = getelementptr inbounds float, ptr %973, i64 54
  %1615 = load float, ptr %1614, align 4
  %1616 = getelementptr inbounds float, ptr %973, i64 55
  %1617 = load float, ptr %1616, align 4
  %1618 = getelementptr inbounds float, ptr %973, i64 56
  %1619 = load float, ptr %1618, align 4
  %1620 = getelementptr inbounds float, ptr %973, i64 57
  %1621 = load float, ptr %1620, align 4
  %1622 = getelementptr inbounds float, ptr %973, i64 58
  %1623 = load float, ptr %1622, align 4
  %1624 = getelementptr inbounds float, ptr %973, i64 59
  %1625 = load float, ptr %1624, align 4
  %1626 = getelementptr inbounds float, ptr %973, i64 60
  %1627 = load float, ptr %1626, align 4
  %1628 = getelementptr inbounds float, ptr %973, i64 61
  %1629 = load float, ptr %1628, align 4
  %1630 = getelementptr inbounds float, ptr %973, i64 62
  %1631 = load float, ptr %1630, align 4
  %1632 = getelementptr inbounds float, ptr %973, i64 63
  %1633 = load float, ptr %1632, align 4
  %1634 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 0;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %1500, i64 %1505, i32 1, float %1507, float %1509, float %1511, float %1513, float %1515, float %1517, float %1519, float %1521, float %1523, float %1525, float %1527, float %1529, float %1531, float %1533, float %1535, float %1537, float %1539, float %1541, float %1543, float %1545, float %1547, float %1549, float %1551, float %1553, float %1555, float %1557, float %1559, float %1561, float %1563, float %1565, float %1567, float %1569, float %1571, float %1573, float %1575, float %1577, float %1579, float %1581, float %1583, float %1585, float %1587, float %1589, float %1591, float %1593, float %1595, float %1597, float %1599, float %1601, float %1603, float %1605, float %1607, float %1609, float %1611, float %1613, float %1615, float %1617, float %1619, float %1621, float %1623, float %1625, float %1627, float %1629, float %1631, float %1633) #7
  %1635 = getelementptr inbounds float, ptr %973, i64 0
  %1636 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 0
  store float %1636, ptr %1635, align 4
  %1637 = getelementptr inbounds float, ptr %973, i64 1
  %1638 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 1
  store float %1638, ptr %1637, align 4
  %1639 = getelementptr inbounds float, ptr %973, i64 2
  %1640 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 2
  store float %1640, ptr %1639, align 4
  %1641 = getelementptr inbounds float, ptr %973, i64 3
  %1642 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 3
  store float %1642, ptr %1641, align 4
  %1643 = getelementptr inbounds float, ptr %973, i64 4
  %1644 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 4
  store float %1644, ptr %1643, align 4
  %1645 = getelementptr inbounds float, ptr %973, i64 5
  %1646 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 5
  store float %1646, ptr %1645, align 4
  %1647 = getelementptr inbounds float, ptr %973, i64 6
  %1648 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 6
  store float %1648, ptr %1647, align 4
  %1649 = getelementptr inbounds float, ptr %973, i64 7
  %1650 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 7
  store float %1650, ptr %1649, align 4
  %1651 = getelementptr inbounds float, ptr %973, i64 8
  %1652 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 8
  store float %1652, ptr %1651, align 4
  %1653 = getelementptr inbounds float, ptr %973, i64 9
  %1654 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 9
  store float %1654, ptr %1653, align 4
  %1655 = getelementptr inbounds float, ptr %973, i64 10
  %1656 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 10
  store float %1656, ptr %1655, align 4
  %1657 = getelementptr inbounds float, ptr %973, i64 11
  %1658 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 11
  store float %1658, ptr %1657, align 4
  %1659 = getelementptr inbounds float, ptr %973, i64 12
  %1660 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 12
  store float %1660, ptr %1659, align 4
  %1661 = getelementptr inbounds float, ptr %973, i64 13
  %1662 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 13
  store float %1662, ptr %1661, align 4
  %1663 = getelementptr inbounds float, ptr %973, i64 14
  %1664 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 14
  store float %1664, ptr %1663, align 4
  %1665 = getelementptr inbounds float, ptr %973, i64 15
  %1666 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 15
  store float %1666, ptr %1665, align 4
  %1667 = getelementptr inbounds float, ptr %973, i64 16
  %1668 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 16
  store float %1668, ptr %1667, align 4
  %1669 = getelementptr inbounds float, ptr %973, i64 17
  %1670 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 17
  store float %1670, ptr %1669, align 4
  %1671 = getelementptr inbounds float, ptr %973, i64 18
  %1672 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 18
  store float %1672, ptr %1671, align 4
  %1673 = getelementptr inbounds float, ptr %973, i64 19
  %1674 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 19
  store float %1674, ptr %1673, align 4
  %1675 = getelementptr inbounds float, ptr %973, i64 20
  %1676 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 20
  store float %1676, ptr %1675, align 4
  %1677 = getelementptr inbounds float, ptr %973, i64 21
  %1678 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 21
  store float %1678, ptr %1677, align 4
  %1679 = getelementptr inbounds float, ptr %973, i64 22
  %1680 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 22
  store float %1680, ptr %1679, align 4
  %1681 = getelementptr inbounds float, ptr %973, i64 23
  %1682 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 23
  store float %1682, ptr %1681, align 4
  %1683 = getelementptr inbounds float, ptr %973, i64 24
  %1684 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 24
  store float %1684, ptr %1683, align 4
  %1685 = getelementptr inbounds float, ptr %973, i64 25
  %1686 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 25
  store float %1686, ptr %1685, align 4
  %1687 = getelementptr inbounds float, ptr %973, i64 26
  %1688 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 26
  store float %1688, ptr %1687, align 4
  %1689 = getelementptr inbounds float, ptr %973, i64 27
  %1690 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 27
  store float %1690, ptr %1689, align 4
  %1691 = getelementptr inbounds float, ptr %973, i64 28
  %1692 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 28
  store float %1692, ptr %1691, align 4
  %1693 = getelementptr inbounds float, ptr %973, i64 29
  %1694 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 29
  store float %1694, ptr %1693, align 4
  %1695 = getelementptr inbounds float, ptr %973, i64 30
  %1696 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 30
  store float %1696, ptr %1695, align 4
  %1697 = getelementptr inbounds float, ptr %973, i64 31
  %1698 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 31
  store float %1698, ptr %1697, align 4
  %1699 = getelementptr inbounds float, ptr %973, i64 32
  %1700 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 32
  store float %1700, ptr %1699, align 4
  %1701 = getelementptr inbounds float, ptr %973, i64 33
  %1702 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 33
  store float %1702, ptr %1701, align 4
  %1703 = getelementptr inbounds float, ptr %973, i64 34
  %1704 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 34
  store float %1704, ptr %1703, align 4
  %1705 = getelementptr inbounds float, ptr %973, i64 35
  %1706 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 35
  store float %1706, ptr %1705, align 4
  %1707 = getelementptr inbounds float, ptr %973, i64 36
  %1708 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 36
  store float %1708, ptr %1707, align 4
  %1709 = getelementptr inbounds float, ptr %973, i64 37
  %1710 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 37
  store float %1710, ptr %1709, align 4
  %1711 = getelementptr inbounds float, ptr %973, i64 38
  %1712 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 38
  store float %1712, ptr %1711, align 4
  %1713 = getelementptr inbounds float, ptr %973, i64 39
  %1714 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 39
  store float %1714, ptr %1713, align 4
  %1715 = getelementptr inbounds float, ptr %973, i64 40
  %1716 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 40
  store float %1716, ptr %1715, align 4
  %1717 = getelementptr inbounds float, ptr %973, i64 41
  %1718 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 41
  store float %1718, ptr %1717, align 4
  %1719 = getelementptr inbounds float, ptr %973, i64 42
  %1720 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 42
  store float %1720, ptr %1719, align 4
  %1721 = getelementptr inbounds float, ptr %973, i64 43
  %1722 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 43
  store float %1722, ptr %1721, align 4
  %1723 = getelementptr inbounds float, ptr %973, i64 44
  %1724 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 44
  store float %1724, ptr %1723, align 4
  %1725 = getelementptr inbounds float, ptr %973, i64 45
  %1726 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 45
  store float %1726, ptr %1725, align 4
  %1727 = getelementptr inbounds float, ptr %973, i64 46
  %1728 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 46
  store float %1728, ptr %1727, align 4
  %1729 = getelementptr inbounds float, ptr %973, i64 47
  %1730 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 47
  store float %1730, ptr %1729, align 4
  %1731 = getelementptr inbounds float, ptr %973, i64 48
  %1732 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 48
  store float %1732, ptr %1731, align 4
  %1733 = getelementptr inbounds float, ptr %973, i64 49
  %1734 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 49
  store float %1734, ptr %1733, align 4
  %1735 = getelementptr inbounds float, ptr %973, i64 50
  %1736 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 50
  store float %1736, ptr %1735, align 4
  %1737 = getelementptr inbounds float, ptr %973, i64 51
  %1738 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 51
  store float %1738, ptr %1737, align 4
  %1739 = getelementptr inbounds float, ptr %973, i64 52
  %1740 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 52
  store float %1740, ptr %1739, align 4
  %1741 = getelementptr inbounds float, ptr %973, i64 53
  %1742 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 53
  store float %1742, ptr %1741, align 4
  %1743 = getelementptr inbounds float, ptr %973, i64 54
  %1744 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 54
  store float %1744, ptr %1743, align 4
  %1745 = getelementptr inbounds float, ptr %973, i64 55
  %1746 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 55
  store float %1746, ptr %1745, align 4
  %1747 = getelementptr inbounds float, ptr %973, i64 56
  %1748 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 56
  store float %1748, ptr %1747, align 4
  %1749 = getelementptr inbounds float, ptr %973, i64 57
  %1750 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 57
  store float %1750, ptr %1749, align 4
  %1751 = getelementptr inbounds float, ptr %973, i64 58
  %1752 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 58
  store float %1752, ptr %1751, align 4
  %1753 = getelementptr inbounds float, ptr %973, i64 59
  %1754 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 59
  store float %1754, ptr %1753, align 4
  %1755 = getelementptr inbounds float, ptr %973, i64 60
  %1756 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 60
  store float %1756, ptr %1755, align 4
  %1757 = getelementptr inbounds float, ptr %973, i64 61
  %1758 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 61
  store float %1758, ptr %1757, align 4
  %1759 = getelementptr inbounds float, ptr %973, i64 62
  %1760 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 62
  store float %1760, ptr %1759, align 4
  %1761 = getelementptr inbounds float, ptr %973, i64 63
  %1762 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1634, 63
  store float %1762, ptr %1761, align 4
  %1763 = zext i32 %1224 to i64
  %1764 = add i64 32, %1763
  %1765 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 131072), i64 %1764
  %1766 = ptrtoint ptr addrspace(3) %1765 to i64
  %1767 = and i64 %1766, 262143
  %1768 = lshr i64 %1767, 4
  %1769 = or i64 %1768, 4611686293305360384
  %1770 = getelementptr inbounds half, ptr addrspace(3) %972, i64 32
  %1771 = ptrtoint ptr addrspace(3) %1770 to i64
  %1772 = and i64 %1771, 262143
  %1773 = lshr i64 %1772, 4
  %1774 = or i64 %1773, 4611686293305360384
  %1775 = getelementptr inbounds float, ptr %973, i64 0
  %1776 = load float, ptr %1775, align 4
  %1777 = getelementptr inbounds float, ptr %973, i64 1
  %1778 = load float, ptr %1777, align 4
  %1779 = getelementptr inbounds float, ptr %973, i64 2
  %1780 = load float, ptr %1779, align 4
  %1781 = getelementptr inbounds float, ptr %973, i64 3
  %1782 = load float, ptr %1781, align 4
  %1783 = getelementptr inbounds float, ptr %973, i64 4
  %1784 = load float, ptr %1783, align 4
  %1785 = getelementptr inbounds float, ptr %973, i64 5
  %1786 = load float, ptr %1785, align 4
  %1787 = getelementptr inbounds float, ptr %973, i64 6
  %1788 = load float, ptr %1787, align 4
  %1789 = getelementptr inbounds float, ptr %973, i64 7
  %1790 = load float, ptr %1789, align 4
  %1791 = getelementptr inbounds float, ptr %973, i64 8
  %1792 = load float, ptr %1791, align 4
  %1793 = getelementptr inbounds float, ptr %973, i64 9
  %1794 = load float, ptr %1793, align 4
  %1795 = getelementptr inbounds float, ptr %973, i64 10
  %1796 = load float, ptr %1795, align 4
  %1797 = getelementptr inbounds float, ptr %973, i64 11
  %1798 = load float, ptr %1797, align 4
  %1799 = getelementptr inbounds float, ptr %973, i64 12
  %1800 = load float, ptr %1799, align 4
  %1801 = getelementptr inbounds float, ptr %973, i64 13
  %1802 = load float, ptr %1801, align 4
  %1803 = getelementptr inbounds float, ptr %973, i64 14
  %1804 = load float, ptr %1803, align 4
  %1805 = getelementptr inbounds float, ptr %973, i64 15
  %1806 = load float, ptr %1805, align 4
  %1807 = getelementptr inbounds float, ptr %973, i64 16
  %1808 = load float, ptr %1807, align 4
  %1809 = getelementptr inbounds float, ptr %973, i64 17
  %1810 = load float, ptr %1809, align 4
  %1811 = getelementptr inbounds float, ptr %973, i64 18
  %1812 = load float, ptr %1811, align 4
  %1813 = getelementptr inbounds float, ptr %973, i64 19
  %1814 = load float, ptr %1813, align 4
  %1815 = getelementptr inbounds float, ptr %973, i64 20
  %1816 = load float, ptr %1815, align 4
  %1817 = getelementptr inbounds float, ptr %973, i64 21
  %1818 = load float, ptr %1817, align 4
  %1819 = getelementptr inbounds float, ptr %973, i64 22
  %1820 = load float, ptr %1819, align 4
  %1821 = getelementptr inbounds float, ptr %973, i64 23
  %1822 = load float, ptr %1821, align 4
  %1823 = getelementptr inbounds float, ptr %973, i64 24
  %1824 = load float, ptr %1823, align 4
  %1825 = getelementptr inbounds float, ptr %973, i64 25
  %1826 = load float, ptr %1825, align 4
  %1827 = getelementptr inbounds float, ptr %973, i64 26
  %1828 = load float, ptr %1827, align 4
  %1829 = getelementptr inbounds float, ptr %973, i64 27
  %1830 = load float, ptr %1829, align 4
  %1831 = getelementptr inbounds float, ptr %973, i64 28
  %1832 = load float, ptr %1831, align 4
  %1833 = getelementptr inbounds float, ptr %973, i64 29
  %1834 = load float, ptr %1833, align 4
  %1835 = getelementptr inbounds float, ptr %973, i64 30
  %1836 = load float, ptr %1835, align 4
  %1837 = getelementptr inbounds float, ptr %973, i64 31
  %1838 = load float, ptr %1837, align 4
  %1839 = getelementptr inbounds float, ptr %973, i64 32
  %1840 = load float, ptr %1839, align 4
  %1841 = getelementptr inbounds float, ptr %973, i64 33
  %1842 = load float, ptr %1841, align 4
  %1843 = getelementptr inbounds float, ptr %973, i64 34
  %1844 = load float, ptr %1843, align 4
  %1845 = getelementptr inbounds float, ptr %973, i64 35
  %1846 = load float, ptr %1845, align 4
  %1847 = getelementptr inbounds float, ptr %973, i64 36
  %1848 = load float, ptr %1847, align 4
  %1849 = getelementptr inbounds float, ptr %973, i64 37
  %1850 = load float, ptr %1849, align 4
  %1851 = getelementptr inbounds float, ptr %973, i64 38
  %1852 = load float, ptr %1851, align 4
  %1853 = getelementptr inbounds float, ptr %973, i64 39
  %1854 = load float, ptr %1853, align 4
  %1855 = getelementptr inbounds float, ptr %973, i64 40
  %1856 = load float, ptr %1855, align 4
  %1857 = getelementptr inbounds float, ptr %973, i64 41
  %1858 = load float, ptr %1857, align 4
  %1859 = getelementptr inbounds float, ptr %973, i64 42
  %1860 = load float, ptr %1859, align 4
  %1861 = getelementptr inbounds float, ptr %973, i64 43
  %1862 = load float, ptr %1861, align 4
  %1863 = getelementptr inbounds float, ptr %973, i64 44
  %1864 = load float, ptr %1863, align 4
  %1865 = getelementptr inbounds float, ptr %973, i64 45
  %1866 = load float, ptr %1865, align 4
  %1867 = getelementptr inbounds float, ptr %973, i64 46
  %1868 = load float, ptr %1867, align 4
  %1869 = getelementptr inbounds float, ptr %973, i64 47
  %1870 = load float, ptr %1869, align 4
  %1871 = getelementptr inbounds float, ptr %973, i64 48
  %1872 = load float, ptr %1871, align 4
  %1873 = getelementptr inbounds float, ptr %973, i64 49
  %1874 = load float, ptr %1873, align 4
  %1875 = getelementptr inbounds float, ptr %973, i64 50
  %1876 = load float, ptr %1875, align 4
  %1877 = getelementptr inbounds float, ptr %973, i64 51
  %1878 = load float, ptr %1877, align 4
  %1879 = getelementptr inbounds float, ptr %973, i64 52
  %1880 = load float, ptr %1879, align 4
  %1881 = getelementptr inbounds float, ptr %973, i64 53
  %1882 = load float, ptr %1881, align 4
  %1883 = getelementptr inbounds float, ptr %973, i64 54
  %1884 = load float, ptr %1883, align 4
  %1885 = getelementptr inbounds float, ptr %973, i64 55
  %1886 = load float, ptr %1885, align 4
  %1887 = getelementptr inbounds float, ptr %973, i64 56
  %1888 = load float, ptr %1887, align 4
  %1889 = getelementptr inbounds float, ptr %973, i64 57
  %1890 = load float, ptr %1889, align 4
  %1891 = getelementptr inbounds float, ptr %973, i64 58
  %1892 = load float, ptr %1891, align 4
  %1893 = getelementptr inbounds float, ptr %973, i64 59
  %1894 = load float, ptr %1893, align 4
  %1895 = getelementptr inbounds float, ptr %973, i64 60
  %1896 = load float, ptr %1895, align 4
  %1897 = getelementptr inbounds float, ptr %973, i64 61
  %1898 = load float, ptr %1897, align 4
  %1899 = getelementptr inbounds float, ptr %973, i64 62
  %1900 = load float, ptr %1899, align 4
  %1901 = getelementptr inbounds float, ptr %973, i64 63
  %1902 = load float, ptr %1901, align 4
  %1903 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 0;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %1769, i64 %1774, i32 1, float %1776, float %1778, float %1780, float %1782, float %1784, float %1786, float %1788, float %1790, float %1792, float %1794, float %1796, float %1798, float %1800, float %1802, float %1804, float %1806, float %1808, float %1810, float %1812, float %1814, float %1816, float %1818, float %1820, float %1822, float %1824, float %1826, float %1828, float %1830, float %1832, float %1834, float %1836, float %1838, float %1840, float %1842, float %1844, float %1846, float %1848, float %1850, float %1852, float %1854, float %1856, float %1858, float %1860, float %1862, float %1864, float %1866, float %1868, float %1870, float %1872, float %1874, float %1876, float %1878, float %1880, float %1882, float %1884, float %1886, float %1888, float %1890, float %1892, float %1894, float %1896, float %1898, float %1900, float %1902) #7
  %1904 = getelementptr inbounds float, ptr %973, i64 0
  %1905 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 0
  store float %1905, ptr %1904, align 4
  %1906 = getelementptr inbounds float, ptr %973, i64 1
  %1907 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 1
  store float %1907, ptr %1906, align 4
  %1908 = getelementptr inbounds float, ptr %973, i64 2
  %1909 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 2
  store float %1909, ptr %1908, align 4
  %1910 = getelementptr inbounds float, ptr %973, i64 3
  %1911 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 3
  store float %1911, ptr %1910, align 4
  %1912 = getelementptr inbounds float, ptr %973, i64 4
  %1913 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 4
  store float %1913, ptr %1912, align 4
  %1914 = getelementptr inbounds float, ptr %973, i64 5
  %1915 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 5
  store float %1915, ptr %1914, align 4
  %1916 = getelementptr inbounds float, ptr %973, i64 6
  %1917 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 6
  store float %1917, ptr %1916, align 4
  %1918 = getelementptr inbounds float, ptr %973, i64 7
  %1919 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 7
  store float %1919, ptr %1918, align 4
  %1920 = getelementptr inbounds float, ptr %973, i64 8
  %1921 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 8
  store float %1921, ptr %1920, align 4
  %1922 = getelementptr inbounds float, ptr %973, i64 9
  %1923 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 9
  store float %1923, ptr %1922, align 4
  %1924 = getelementptr inbounds float, ptr %973, i64 10
  %1925 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 10
  store float %1925, ptr %1924, align 4
  %1926 = getelementptr inbounds float, ptr %973, i64 11
  %1927 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 11
  store float %1927, ptr %1926, align 4
  %1928 = getelementptr inbounds float, ptr %973, i64 12
  %1929 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 12
  store float %1929, ptr %1928, align 4
  %1930 = getelementptr inbounds float, ptr %973, i64 13
  %1931 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 13
  store float %1931, ptr %1930, align 4
  %1932 = getelementptr inbounds float, ptr %973, i64 14
  %1933 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 14
  store float %1933, ptr %1932, align 4
  %1934 = getelementptr inbounds float, ptr %973, i64 15
  %1935 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 15
  store float %1935, ptr %1934, align 4
  %1936 = getelementptr inbounds float, ptr %973, i64 16
  %1937 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 16
  store float %1937, ptr %1936, align 4
  %1938 = getelementptr inbounds float, ptr %973, i64 17
  %1939 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 17
  store float %1939, ptr %1938, align 4
  %1940 = getelementptr inbounds float, ptr %973, i64 18
  %1941 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 18
  store float %1941, ptr %1940, align 4
  %1942 = getelementptr inbounds float, ptr %973, i64 19
  %1943 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 19
  store float %1943, ptr %1942, align 4
  %1944 = getelementptr inbounds float, ptr %973, i64 20
  %1945 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 20
  store float %1945, ptr %1944, align 4
  %1946 = getelementptr inbounds float, ptr %973, i64 21
  %1947 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 21
  store float %1947, ptr %1946, align 4
  %1948 = getelementptr inbounds float, ptr %973, i64 22
  %1949 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 22
  store float %1949, ptr %1948, align 4
  %1950 = getelementptr inbounds float, ptr %973, i64 23
  %1951 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 23
  store float %1951, ptr %1950, align 4
  %1952 = getelementptr inbounds float, ptr %973, i64 24
  %1953 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 24
  store float %1953, ptr %1952, align 4
  %1954 = getelementptr inbounds float, ptr %973, i64 25
  %1955 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 25
  store float %1955, ptr %1954, align 4
  %1956 = getelementptr inbounds float, ptr %973, i64 26
  %1957 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 26
  store float %1957, ptr %1956, align 4
  %1958 = getelementptr inbounds float, ptr %973, i64 27
  %1959 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 27
  store float %1959, ptr %1958, align 4
  %1960 = getelementptr inbounds float, ptr %973, i64 28
  %1961 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 28
  store float %1961, ptr %1960, align 4
  %1962 = getelementptr inbounds float, ptr %973, i64 29
  %1963 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 29
  store float %1963, ptr %1962, align 4
  %1964 = getelementptr inbounds float, ptr %973, i64 30
  %1965 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 30
  store float %1965, ptr %1964, align 4
  %1966 = getelementptr inbounds float, ptr %973, i64 31
  %1967 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 31
  store float %1967, ptr %1966, align 4
  %1968 = getelementptr inbounds float, ptr %973, i64 32
  %1969 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 32
  store float %1969, ptr %1968, align 4
  %1970 = getelementptr inbounds float, ptr %973, i64 33
  %1971 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 33
  store float %1971, ptr %1970, align 4
  %1972 = getelementptr inbounds float, ptr %973, i64 34
  %1973 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 34
  store float %1973, ptr %1972, align 4
  %1974 = getelementptr inbounds float, ptr %973, i64 35
  %1975 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 35
  store float %1975, ptr %1974, align 4
  %1976 = getelementptr inbounds float, ptr %973, i64 36
  %1977 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 36
  store float %1977, ptr %1976, align 4
  %1978 = getelementptr inbounds float, ptr %973, i64 37
  %1979 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 37
  store float %1979, ptr %1978, align 4
  %1980 = getelementptr inbounds float, ptr %973, i64 38
  %1981 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 38
  store float %1981, ptr %1980, align 4
  %1982 = getelementptr inbounds float, ptr %973, i64 39
  %1983 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 39
  store float %1983, ptr %1982, align 4
  %1984 = getelementptr inbounds float, ptr %973, i64 40
  %1985 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 40
  store float %1985, ptr %1984, align 4
  %1986 = getelementptr inbounds float, ptr %973, i64 41
  %1987 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 41
  store float %1987, ptr %1986, align 4
  %1988 = getelementptr inbounds float, ptr %973, i64 42
  %1989 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 42
  store float %1989, ptr %1988, align 4
  %1990 = getelementptr inbounds float, ptr %973, i64 43
  %1991 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 43
  store float %1991, ptr %1990, align 4
  %1992 = getelementptr inbounds float, ptr %973, i64 44
  %1993 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 44
  store float %1993, ptr %1992, align 4
  %1994 = getelementptr inbounds float, ptr %973, i64 45
  %1995 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 45
  store float %1995, ptr %1994, align 4
  %1996 = getelementptr inbounds float, ptr %973, i64 46
  %1997 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 46
  store float %1997, ptr %1996, align 4
  %1998 = getelementptr inbounds float, ptr %973, i64 47
  %1999 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 47
  store float %1999, ptr %1998, align 4
  %2000 = getelementptr inbounds float, ptr %973, i64 48
  %2001 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 48
  store float %2001, ptr %2000, align 4
  %2002 = getelementptr inbounds float, ptr %973, i64 49
  %2003 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 49
  store float %2003, ptr %2002, align 4
  %2004 = getelementptr inbounds float, ptr %973, i64 50
  %2005 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 50
  store float %2005, ptr %2004, align 4
  %2006 = getelementptr inbounds float, ptr %973, i64 51
  %2007 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 51
  store float %2007, ptr %2006, align 4
  %2008 = getelementptr inbounds float, ptr %973, i64 52
  %2009 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 52
  store float %2009, ptr %2008, align 4
  %2010 = getelementptr inbounds float, ptr %973, i64 53
  %2011 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 53
  store float %2011, ptr %2010, align 4
  %2012 = getelementptr inbounds float, ptr %973, i64 54
  %2013 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 54
  store float %2013, ptr %2012, align 4
  %2014 = getelementptr inbounds float, ptr %973, i64 55
  %2015 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 55
  store float %2015, ptr %2014, align 4
  %2016 = getelementptr inbounds float, ptr %973, i64 56
  %2017 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 56
  store float %2017, ptr %2016, align 4
  %2018 = getelementptr inbounds float, ptr %973, i64 57
  %2019 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 57
  store float %2019, ptr %2018, align 4
  %2020 = getelementptr inbounds float, ptr %973, i64 58
  %2021 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 58
  store float %2021, ptr %2020, align 4
  %2022 = getelementptr inbounds float, ptr %973, i64 59
  %2023 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 59
  store float %2023, ptr %2022, align 4
  %2024 = getelementptr inbounds float, ptr %973, i64 60
  %2025 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 60
  store float %2025, ptr %2024, align 4
  %2026 = getelementptr inbounds float, ptr %973, i64 61
  %2027 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 61
  store float %2027, ptr %2026, align 4
  %2028 = getelementptr inbounds float, ptr %973, i64 62
  %2029 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 62
  store float %2029, ptr %2028, align 4
  %2030 = getelementptr inbounds float, ptr %973, i64 63
  %2031 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1903, 63
  store float %2031, ptr %2030, align 4
  %2032 = zext i32 %1224 to i64
  %2033 = add i64 48, %2032
  %2034 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 131072), i64 %2033
  %2035 = ptrtoint ptr addrspace(3) %2034 to i64
  %2036 = and i64 %2035, 262143
  %2037 = lshr i64 %2036, 4
  %2038 = or i64 %2037, 4611686293305360384
  %2039 = getelementptr inbounds half, ptr addrspace(3) %972, i64 48
  %2040 = ptrtoint ptr addrspace(3) %2039 to i64
  %2041 = and i64 %2040, 262143
  %2042 = lshr i64 %2041, 4
  %2043 = or i64 %2042, 4611686293305360384
  %2044 = getelementptr inbounds float, ptr %973, i64 0
  %2045 = load float, ptr %2044, align 4
  %2046 = getelementptr inbounds float, ptr %973, i64 1
  %2047 = load float, ptr %2046, align 4
  %2048 = getelementptr inbounds float, ptr %973, i64 2
  %2049 = load float, ptr %2048, align 4
  %2050 = getelementptr inbounds float, ptr %973, i64 3
  %2051 = load float, ptr %2050, align 4
  %2052 = getelementptr inbounds float, ptr %973, i64 4
  %2053 = load float, ptr %2052, align 4
  %2054 = getelementptr inbounds float, ptr %973, i64 5
  %2055 = load float, ptr %2054, align 4
  %2056 = getelementptr inbounds float, ptr %973, i64 6
  %2057 = load float, ptr %2056, align 4
  %2058 = getelementptr inbounds float, ptr %973, i64 7
  %2059 = load float, ptr %2058, align 4
  %2060 = getelementptr inbounds float, ptr %973, i64 8
  %2061 = load float, ptr %2060, align 4
  %2062 = getelementptr inbounds float, ptr %973, i64 9
  %2063 = load float, ptr %2062, align 4
  %2064 = getelementptr inbounds float, ptr %973, i64 10
  %2065 = load float, ptr %2064, align 4
  %2066 = getelementptr inbounds float, ptr %973, i64 11
  %2067 = load float, ptr %2066, align 4
  %2068 = getelementptr inbounds float, ptr %973, i64 12
  %2069 = load float, ptr %2068, align 4
  %2070 = getelementptr inbounds float, ptr %973, i64 13
  %2071 = load float, ptr %2070, align 4
  %2072 = getelementptr inbounds float, ptr %973, i64 14
  %2073 = load float, ptr %2072, align 4
  %2074 = getelementptr inbounds float, ptr %973, i64 15
  %2075 = load float, ptr %2074, align 4
  %2076 = getelementptr inbounds float, ptr %973, i64 16
  %2077 = load float, ptr %2076, align 4
  %2078 = getelementptr inbounds float, ptr %973, i64 17
  %2079 = load float, ptr %2078, align 4
  %2080 = getelementptr inbounds float, ptr %973, i64 18
  %2081 = load float, ptr %2080, align 4
  %2082 = getelementptr inbounds float, ptr %973, i64 19
  %2083 = load float, ptr %2082, align 4
  %2084 = getelementptr inbounds float, ptr %973, i64 20
  %2085 = load float, ptr %2084, align 4
  %2086 = getelementptr inbounds float, ptr %973, i64 21
  %2087 = load float, ptr %2086, align 4
  %2088 = getelementptr inbounds float, ptr %973, i64 22
  %2089 = load float, ptr %2088, align 4
  %2090 = getelementptr inbounds float, ptr %973, i64 23
  %2091 = load float, ptr %2090, align 4
  %2092 = getelementptr inbounds float, ptr %973, i64 24
  %2093 = load float, ptr %2092, align 4
  %2094 = getelementptr inbounds float, ptr %973, i64 25
  %2095 = load float, ptr %2094, align 4
  %2096 = getelementptr inbounds float, ptr %973, i64 26
  %2097 = load float, ptr %2096, align 4
  %2098 = getelementptr inbounds float, ptr %973, i64 27
  %2099 = load float, ptr %2098, align 4
  %2100 = getelementptr inbounds float, ptr %973, i64 28
  %2101 = load float, ptr %2100, align 4
  %2102 = getelementptr inbounds float, ptr %973, i64 29
  %2103 = load float, ptr %2102, align 4
  %2104 = getelementptr inbounds float, ptr %973, i64 30
  %2105 = load float, ptr %2104, align 4
  %2106 = getelementptr inbounds float, ptr %973, i64 31
  %2107 = load float, ptr %2106, align 4
  %2108 = getelementptr inbounds float, ptr %973, i64 32
  %2109 = load float, ptr %2108, align 4
  %2110 = getelementptr inbounds float, ptr %973, i64 33
  %2111 = load float, ptr %2110, align 4
  %2112 = getelementptr inbounds float, ptr %973, i64 34
  %2113 = load float, ptr %2112, align 4
  %2114 = getelementptr inbounds float, ptr %973, i64 35
  %2115 = load float, ptr %2114, align 4
  %2116 = getelementptr inbounds float, ptr %973, i64 36
  %2117 = load float, ptr %2116, align 4
  %2118 = getelementptr inbounds float, ptr %973, i64 37
  %2119 = load float, ptr %2118, align 4
  %2120 = getelementptr inbounds float, ptr %973, i64 38
  %2121 = load float, ptr %2120, align 4
  %2122 = getelementptr inbounds float, ptr %973, i64 39
  %2123 = load float, ptr %2122, align 4
  %2124 = getelementptr inbounds float, ptr %973, i64 40
  %2125 = load float, ptr %2124, align 4
  %2126 = getelementptr inbounds float, ptr %973, i64 41
  %2127 = load float, ptr %2126, align 4
  %2128 = getelementptr inbounds float, ptr %973, i64 42
  %2129 = load float, ptr %2128, align 4
  %2130 = getelementptr inbounds float, ptr %973, i64 43
  %2131 = load float, ptr %2130, align 4
  %2132 = getelementptr inbounds float, ptr %973, i64 44
  %2133 = load float, ptr %2132, align 4
  %2134 = getelementptr inbounds float, ptr %973, i64 45
  %2135 = load float, ptr %2134, align 4
  %2136 = getelementptr inbounds float, ptr %973, i64 46
  %2137 = load float, ptr %2136, align 4
  %2138 = getelementptr inbounds float, ptr %973, i64 47
  %2139 = load float, ptr %2138, align 4
  %2140 = getelementptr inbounds float, ptr %973, i64 48
  %2141 = load float, ptr %2140, align 4
  %2142 = getelementptr inbounds float, ptr %973, i64 49
  %2143 = load float, ptr %2142, align 4
  %2144 = getelementptr inbounds float, ptr %973, i64 50
  %2145 = load float, ptr %2144, align 4
  %2146 = getelementptr inbounds float, ptr %973, i64 51
  %2147 = load float, ptr %2146, align 4
  %2148 = getelementptr inbounds float, ptr %973, i64 52
  %2149 = load float, ptr %2148, align 4
  %2150 = getelementptr inbounds float, ptr %973, i64 53
  %2151 = load float, ptr %2150, align 4
  %2152 = getelementptr inbounds float, ptr %973, i64 54
  %2153 = load float, ptr %2152, align 4
  %2154 = getelementptr inbounds float, ptr %973, i64 55
  %2155 = load float, ptr %2154, align 4
  %2156 = getelementptr inbounds float, ptr %973, i64 56
  %2157 = load float, ptr %2156, align 4
  %2158 = getelementptr inbounds float, ptr %973, i64 57
  %2159 = load float, ptr %2158, align 4
  %2160 = getelementptr inbounds float, ptr %973, i64 58
  %2161 = load float, ptr %2160, align 4
  %2162 = getelementptr inbounds float, ptr %973, i64 59
  %2163 = load float, ptr %2162, align 4
  %2164 = getelementptr inbounds float, ptr %973, i64 60
  %2165 = load float, ptr %2164, align 4
  %2166 = getelementptr inbounds float, ptr %973, i64 61
  %2167 = load float, ptr %2166, align 4
  %2168 = getelementptr inbounds float, ptr %973, i64 62
  %2169 = load float, ptr %2168, align 4
  %2170 = getelementptr inbounds float, ptr %973, i64 63
  %2171 = load float, ptr %2170, align 4
  %2172 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 0;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %2038, i64 %2043, i32 1, float %2045, float %2047, float %2049, float %2051, float %2053, float %2055, float %2057, float %2059, float %2061, float %2063, float %2065, float %2067, float %2069, float %2071, float %2073, float %2075, float %2077, float %2079, float %2081, float %2083, float %2085, float %2087, float %2089, float %2091, float %2093, float %2095, float %2097, float %2099, float %2101, float %2103, float %2105, float %2107, float %2109, float %2111, float %2113, float %2115, float %2117, float %2119, float %2121, float %2123, float %2125, float %2127, float %2129, float %2131, float %2133, float %2135, float %2137, float %2139, float %2141, float %2143, float %2145, float %2147, float %2149, float %2151, float %2153, float %2155, float %2157, float %2159, float %2161, float %2163, float %2165, float %2167, float %2169, float %2171) #7
  %2173 = getelementptr inbounds float, ptr %973, i64 0
  %2174 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 0
  store float %2174, ptr %2173, align 4
  %2175 = getelementptr inbounds float, ptr %973, i64 1
  %2176 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 1
  store float %2176, ptr %2175, align 4
  %2177 = getelementptr inbounds float, ptr %973, i64 2
  %2178 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 2
  store float %2178, ptr %2177, align 4
  %2179 = getelementptr inbounds float, ptr %973, i64 3
  %2180 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 3
  store float %2180, ptr %2179, align 4
  %2181 = getelementptr inbounds float, ptr %973, i64 4
  %2182 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 4
  store float %2182, ptr %2181, align 4
  %2183 = getelementptr inbounds float, ptr %973, i64 5
  %2184 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 5
  store float %2184, ptr %2183, align 4
  %2185 = getelementptr inbounds float, ptr %973, i64 6
  %2186 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 6
  store float %2186, ptr %2185, align 4
  %2187 = getelementptr inbounds float, ptr %973, i64 7
  %2188 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 7
  store float %2188, ptr %2187, align 4
  %2189 = getelementptr inbounds float, ptr %973, i64 8
  %2190 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 8
  store float %2190, ptr %2189, align 4
  %2191 = getelementptr inbounds float, ptr %973, i64 9
  %2192 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 9
  store float %2192, ptr %2191, align 4
  %2193 = getelementptr inbounds float, ptr %973, i64 10
  %2194 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 10
  store float %2194, ptr %2193, align 4
  %2195 = getelementptr inbounds float, ptr %973, i64 11
  %2196 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 11
  store float %2196, ptr %2195, align 4
  %2197 = getelementptr inbounds float, ptr %973, i64 12
  %2198 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 12
  store float %2198, ptr %2197, align 4
  %2199 = getelementptr inbounds float, ptr %973, i64 13
  %2200 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 13
  store float %2200, ptr %2199, align 4
  %2201 = getelementptr inbounds float, ptr %973, i64 14
  %2202 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 14
  store float %2202, ptr %2201, align 4
  %2203 = getelementptr inbounds float, ptr %973, i64 15
  %2204 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 15
  store float %2204, ptr %2203, align 4
  %2205 = getelementptr inbounds float, ptr %973, i64 16
  %2206 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 16
  store float %2206, ptr %2205, align 4
  %2207 = getelementptr inbounds float, ptr %973, i64 17
  %2208 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 17
  store float %2208, ptr %2207, align 4
  %2209 = getelementptr inbounds float, ptr %973, i64 18
  %2210 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 18
  store float %2210, ptr %2209, align 4
  %2211 = getelementptr inbounds float, ptr %973, i64 19
  %2212 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 19
  store float %2212, ptr %2211, align 4
  %2213 = getelementptr inbounds float, ptr %973, i64 20
  %2214 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 20
  store float %2214, ptr %2213, align 4
  %2215 = getelementptr inbounds float, ptr %973, i64 21
  %2216 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 21
  store float %2216, ptr %2215, align 4
  %2217 = getelementptr inbounds float, ptr %973, i64 22
  %2218 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 22
  store float %2218, ptr %2217, align 4
  %2219 = getelementptr inbounds float, ptr %973, i64 23
  %2220 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 23
  store float %2220, ptr %2219, align 4
  %2221 = getelementptr inbounds float, ptr %973, i64 24
  %2222 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 24
  store float %2222, ptr %2221, align 4
  %2223 = getelementptr inbounds float, ptr %973, i64 25
  %2224 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 25
  store float %2224, ptr %2223, align 4
  %2225 = getelementptr inbounds float, ptr %973, i64 26
  %2226 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 26
  store float %2226, ptr %2225, align 4
  %2227 = getelementptr inbounds float, ptr %973, i64 27
  %2228 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 27
  store float %2228, ptr %2227, align 4
  %2229 = getelementptr inbounds float, ptr %973, i64 28
  %2230 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 28
  store float %2230, ptr %2229, align 4
  %2231 = getelementptr inbounds float, ptr %973, i64 29
  %2232 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 29
  store float %2232, ptr %2231, align 4
  %2233 = getelementptr inbounds float, ptr %973, i64 30
  %2234 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 30
  store float %2234, ptr %2233, align 4
  %2235 = getelementptr inbounds float, ptr %973, i64 31
  %2236 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 31
  store float %2236, ptr %2235, align 4
  %2237 = getelementptr inbounds float, ptr %973, i64 32
  %2238 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 32
  store float %2238, ptr %2237, align 4
  %2239 = getelementptr inbounds float, ptr %973, i64 33
  %2240 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 33
  store float %2240, ptr %2239, align 4
  %2241 = getelementptr inbounds float, ptr %973, i64 34
  %2242 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 34
  store float %2242, ptr %2241, align 4
  %2243 = getelementptr inbounds float, ptr %973, i64 35
  %2244 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 35
  store float %2244, ptr %2243, align 4
  %2245 = getelementptr inbounds float, ptr %973, i64 36
  %2246 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 36
  store float %2246, ptr %2245, align 4
  %2247 = getelementptr inbounds float, ptr %973, i64 37
  %2248 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 37
  store float %2248, ptr %2247, align 4
  %2249 = getelementptr inbounds float, ptr %973, i64 38
  %2250 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 38
  store float %2250, ptr %2249, align 4
  %2251 = getelementptr inbounds float, ptr %973, i64 39
  %2252 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 39
  store float %2252, ptr %2251, align 4
  %2253 = getelementptr inbounds float, ptr %973, i64 40
  %2254 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 40
  store float %2254, ptr %2253, align 4
  %2255 = getelementptr inbounds float, ptr %973, i64 41
  %2256 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 41
  store float %2256, ptr %2255, align 4
  %2257 = getelementptr inbounds float, ptr %973, i64 42
  %2258 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 42
  store float %2258, ptr %2257, align 4
  %2259 = getelementptr inbounds float, ptr %973, i64 43
  %2260 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 43
  store float %2260, ptr %2259, align 4
  %2261 = getelementptr inbounds float, ptr %973, i64 44
  %2262 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 44
  store float %2262, ptr %2261, align 4
  %2263 = getelementptr inbounds float, ptr %973, i64 45
  %2264 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 45
  store float %2264, ptr %2263, align 4
  %2265 = getelementptr inbounds float, ptr %973, i64 46
  %2266 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 46
  store float %2266, ptr %2265, align 4
  %2267 = getelementptr inbounds float, ptr %973, i64 47
  %2268 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 47
  store float %2268, ptr %2267, align 4
  %2269 = getelementptr inbounds float, ptr %973, i64 48
  %2270 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 48
  store float %2270, ptr %2269, align 4
  %2271 = getelementptr inbounds float, ptr %973, i64 49
  %2272 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 49
  store float %2272, ptr %2271, align 4
  %2273 = getelementptr inbounds float, ptr %973, i64 50
  %2274 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 50
  store float %2274, ptr %2273, align 4
  %2275 = getelementptr inbounds float, ptr %973, i64 51
  %2276 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 51
  store float %2276, ptr %2275, align 4
  %2277 = getelementptr inbounds float, ptr %973, i64 52
  %2278 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 52
  store float %2278, ptr %2277, align 4
  %2279 = getelementptr inbounds float, ptr %973, i64 53
  %2280 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 53
  store float %2280, ptr %2279, align 4
  %2281 = getelementptr inbounds float, ptr %973, i64 54
  %2282 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 54
  store float %2282, ptr %2281, align 4
  %2283 = getelementptr inbounds float, ptr %973, i64 55
  %2284 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 55
  store float %2284, ptr %2283, align 4
  %2285 = getelementptr inbounds float, ptr %973, i64 56
  %2286 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 56
  store float %2286, ptr %2285, align 4
  %2287 = getelementptr inbounds float, ptr %973, i64 57
  %2288 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 57
  store float %2288, ptr %2287, align 4
  %2289 = getelementptr inbounds float, ptr %973, i64 58
  %2290 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 58
  store float %2290, ptr %2289, align 4
  %2291 = getelementptr inbounds float, ptr %973, i64 59
  %2292 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 59
  store float %2292, ptr %2291, align 4
  %2293 = getelementptr inbounds float, ptr %973, i64 60
  %2294 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 60
  store float %2294, ptr %2293, align 4
  %2295 = getelementptr inbounds float, ptr %973, i64 61
  %2296 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 61
  store float %2296, ptr %2295, align 4
  %2297 = getelementptr inbounds float, ptr %973, i64 62
  %2298 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 62
  store float %2298, ptr %2297, align 4
  %2299 = getelementptr inbounds float, ptr %973, i64 63
  %2300 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2172, 63
  store float %2300, ptr %2299, align 4
  %2301 = zext i32 %1224 to i64
  %2302 = add i64 8192, %2301
  %2303 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 131072), i64 %2302
  %2304 = ptrtoint ptr addrspace(3) %2303 to i64
  %2305 = and i64 %2304, 262143
  %2306 = lshr i64 %2305, 4
  %2307 = or i64 %2306, 4611686293305360384
  %2308 = getelementptr inbounds half, ptr addrspace(3) %972, i64 8192
  %2309 = ptrtoint ptr addrspace(3) %2308 to i64
  %2310 = and i64 %2309, 262143
  %2311 = lshr i64 %2310, 4
  %2312 = or i64 %2311, 4611686293305360384
  %2313 = getelementptr inbounds float, ptr %973, i64 0
  %2314 = load float, ptr %2313, align 4
  %2315 = getelementptr inbounds float, ptr %973, i64 1
  %2316 = load float, ptr %2315, align 4
  %2317 = getelementptr inbounds float, ptr %973, i64 2
  %2318 = load float, ptr %2317, align 4
  %2319 = getelementptr inbounds float, ptr %973, i64 3
  %2320 = load float, ptr %2319, align 4
  %2321 = getelementptr inbounds float, ptr %973, i64 4
  %2322 = load float, ptr %2321, align 4
  %2323 = getelementptr inbounds float, ptr %973, i64 5
  %2324 = load float, ptr %2323, align 4
  %2325 = getelementptr inbounds float, ptr %973, i64 6
  %2326 = load float, ptr %2325, align 4
  %2327 = getelementptr inbounds float, ptr %973, i64 7
  %2328 = load float, ptr %2327, align 4
  %2329 = getelementptr inbounds float, ptr %973, i64 8
  %2330 = load float, ptr %2329, align 4
  %2331 = getelementptr inbounds float, ptr %973, i64 9
  %2332 = load float, ptr %2331, align 4
  %2333 = getelementptr inbounds float, ptr %973, i64 10
  %2334 = load float, ptr %2333, align 4
  %2335 = getelementptr inbounds float, ptr %973, i64 11
  %2336 = load float, ptr %2335, align 4
  %2337 = getelementptr inbounds float, ptr %973, i64 12
  %2338 = load float, ptr %2337, align 4
  %2339 = getelementptr inbounds float, ptr %973, i64 13
  %2340 = load float, ptr %2339, align 4
  %2341 = getelementptr inbounds float, ptr %973, i64 14
  %2342 = load float, ptr %2341, align 4
  %2343 = getelementptr inbounds float, ptr %973, i64 15
  %2344 = load float, ptr %2343, align 4
  %2345 = getelementptr inbounds float, ptr %973, i64 16
  %2346 = load float, ptr %2345, align 4
  %2347 = getelementptr inbounds float, ptr %973, i64 17
  %2348 = load float, ptr %2347, align 4
  %2349 = getelementptr inbounds float, ptr %973, i64 18
  %2350 = load float, ptr %2349, align 4
  %2351 = getelementptr inbounds float, ptr %973, i64 19
  %2352 = load float, ptr %2351, align 4
  %2353 = getelementptr inbounds float, ptr %973, i64 20
  %2354 = load float, ptr %2353, align 4
  %2355 = getelementptr inbounds float, ptr %973, i64 21
  %2356 = load float, ptr %2355, align 4
  %2357 = getelementptr inbounds float, ptr %973, i64 22
  %2358 = load float, ptr %2357, align 4
  %2359 = getelementptr inbounds float, ptr %973, i64 23
  %2360 = load float, ptr %2359, align 4
  %2361 = getelementptr inbounds float, ptr %973, i64 24
  %2362 = load float, ptr %2361, align 4
  %2363 = getelementptr inbounds float, ptr %973, i64 25
  %2364 = load float, ptr %2363, align 4
  %2365 = getelementptr inbounds float, ptr %973, i64 26
  %2366 = load float, ptr %2365, align 4
  %2367 = getelementptr inbounds float, ptr %973, i64 27
  %2368 = load float, ptr %2367, align 4
  %2369 = getelementptr inbounds float, ptr %973, i64 28
  %2370 = load float, ptr %2369, align 4
  %2371 = getelementptr inbounds float, ptr %973, i64 29
  %2372 = load float, ptr %2371, align 4
  %2373 = getelementptr inbounds float, ptr %973, i64 30
  %2374 = load float, ptr %2373, align 4
  %2375 = getelementptr inbounds float, ptr %973, i64 31
  %2376 = load float, ptr %2375, align 4
  %2377 = getelementptr inbounds float, ptr %973, i64 32
  %2378 = load float, ptr %2377, align 4
  %2379 = getelementptr inbounds float, ptr %973, i64 33
  %2380 = load float, ptr %2379, align 4
  %2381 = getelementptr inbounds float, ptr %973, i64 34
  %2382 = load float, ptr %2381, align 4
  %2383 = getelementptr inbounds float, ptr %973, i64 35
  %2384 = load float, ptr %2383, align 4
  %2385 = getelementptr inbounds float, ptr %973, i64 36
  %2386 = load float, ptr %2385, align 4
  %2387 = getelementptr inbounds float, ptr %973, i64 37
  %2388 = load float, ptr %2387, align 4
  %2389 = getelementptr inbounds float, ptr %973, i64 38
  %2390 = load float, ptr %2389, align 4
  %2391 = getelementptr inbounds float, ptr %973, i64 39
  %2392 = load float, ptr %2391, align 4
  %2393 = getelementptr inbounds float, ptr %973, i64 40
  %2394 = load float, ptr %2393, align 4
  %2395 = getelementptr inbounds float, ptr %973, i64 41
  %2396 = load float, ptr %2395, align 4
  %2397 = getelementptr inbounds float, ptr %973, i64 42
  %2398 = load float, ptr %2397, align 4
  %2399 = getelementptr inbounds float, ptr %973, i64 43
  %2400 = load float, ptr %2399, align 4
  %2401 = getelementptr inbounds float, ptr %973, i64 44
  %2402 = load float, ptr %2401, align 4
  %2403 = getelementptr inbounds float, ptr %973, i64 45
  %2404 = load float, ptr %2403, align 4
  %2405 = getelementptr inbounds float, ptr %973, i64 46
  %2406 = load float, ptr %2405, align 4
  %2407 = getelementptr inbounds float, ptr %973, i64 47
  %2408 = load float, ptr %2407, align 4
  %2409 = getelementptr inbounds float, ptr %973, i64 48
  %2410 = load float, ptr %2409, align 4
  %2411 = getelementptr inbounds float, ptr %973, i64 49
  %2412 = load float, ptr %2411, align 4
  %2413 = getelementptr inbounds float, ptr %973, i64 50
  %2414 = load float, ptr %2413, align 4
  %2415 = getelementptr inbounds float, ptr %973, i64 51
  %2416 = load float, ptr %2415, align 4
  %2417 = getelementptr inbounds float, ptr %973, i64 52
  %2418 = load float, ptr %2417, align 4
  %2419 = getelementptr inbounds float, ptr %973, i64 53
  %2420 = load float, ptr %2419, align 4
  %2421 = getelementptr inbounds float, ptr %973, i64 54
  %2422 = load float, ptr %2421, align 4
  %2423 = getelementptr inbounds float, ptr %973, i64 55
  %2424 = load float, ptr %2423, align 4
  %2425 = getelementptr inbounds float, ptr %973, i64 56
  %2426 = load float, ptr %2425, align 4
  %2427 = getelementptr inbounds float, ptr %973, i64 57
  %2428 = load float, ptr %2427, align 4
  %2429 = getelementptr inbounds float, ptr %973, i64 58
  %2430 = load float, ptr %2429, align 4
  %2431 = getelementptr inbounds float, ptr %973, i64 59
  %2432 = load float, ptr %2431, align 4
  %2433 = getelementptr inbounds float, ptr %973, i64 60
  %2434 = load float, ptr %2433, align 4
  %2435 = getelementptr inbounds float, ptr %973, i64 61
  %2436 = load float, ptr %2435, align 4
  %2437 = getelementptr inbounds float, ptr %973, i64 62
  %2438 = load float, ptr %2437, align 4
  %2439 = getelementptr inbounds float, ptr %973, i64 63
  %2440 = load float, ptr %2439, align 4
  %2441 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 0;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %2307, i64 %2312, i32 1, float %2314, float %2316, float %2318, float %2320, float %2322, float %2324, float %2326, float %2328, float %2330, float %2332, float %2334, float %2336, float %2338, float %2340, float %2342, float %2344, float %2346, float %2348, float %2350, float %2352, float %2354, float %2356, float %2358, float %2360, float %2362, float %2364, float %2366, float %2368, float %2370, float %2372, float %2374, float %2376, float %2378, float %2380, float %2382, float %2384, float %2386, float %2388, float %2390, float %2392, float %2394, float %2396, float %2398, float %2400, float %2402, float %2404, float %2406, float %2408, float %2410, float %2412, float %2414, float %2416, float %2418, float %2420, float %2422, float %2424, float %2426, float %2428, float %2430, float %2432, float %2434, float %2436, float %2438, float %2440) #7
  %2442 = getelementptr inbounds float, ptr %973, i64 0
  %2443 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 0
  store float %2443, ptr %2442, align 4
  %2444 = getelementptr inbounds float, ptr %973, i64 1
  %2445 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 1
  store float %2445, ptr %2444, align 4
  %2446 = getelementptr inbounds float, ptr %973, i64 2
  %2447 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 2
  store float %2447, ptr %2446, align 4
  %2448 = getelementptr inbounds float, ptr %973, i64 3
  %2449 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 3
  store float %2449, ptr %2448, align 4
  %2450 = getelementptr inbounds float, ptr %973, i64 4
  %2451 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 4
  store float %2451, ptr %2450, align 4
  %2452 = getelementptr inbounds float, ptr %973, i64 5
  %2453 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 5
  store float %2453, ptr %2452, align 4
  %2454 = getelementptr inbounds float, ptr %973, i64 6
  %2455 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 6
  store float %2455, ptr %2454, align 4
  %2456 = getelementptr inbounds float, ptr %973, i64 7
  %2457 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 7
  store float %2457, ptr %2456, align 4
  %2458 = getelementptr inbounds float, ptr %973, i64 8
  %2459 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 8
  store float %2459, ptr %2458, align 4
  %2460 = getelementptr inbounds float, ptr %973, i64 9
  %2461 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 9
  store float %2461, ptr %2460, align 4
  %2462 = getelementptr inbounds float, ptr %973, i64 10
  %2463 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 10
  store float %2463, ptr %2462, align 4
  %2464 = getelementptr inbounds float, ptr %973, i64 11
  %2465 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 11
  store float %2465, ptr %2464, align 4
  %2466 = getelementptr inbounds float, ptr %973, i64 12
  %2467 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 12
  store float %2467, ptr %2466, align 4
  %2468 = getelementptr inbounds float, ptr %973, i64 13
  %2469 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 13
  store float %2469, ptr %2468, align 4
  %2470 = getelementptr inbounds float, ptr %973, i64 14
  %2471 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 14
  store float %2471, ptr %2470, align 4
  %2472 = getelementptr inbounds float, ptr %973, i64 15
  %2473 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 15
  store float %2473, ptr %2472, align 4
  %2474 = getelementptr inbounds float, ptr %973, i64 16
  %2475 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 16
  store float %2475, ptr %2474, align 4
  %2476 = getelementptr inbounds float, ptr %973, i64 17
  %2477 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 17
  store float %2477, ptr %2476, align 4
  %2478 = getelementptr inbounds float, ptr %973, i64 18
  %2479 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 18
  store float %2479, ptr %2478, align 4
  %2480 = getelementptr inbounds float, ptr %973, i64 19
  %2481 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 19
  store float %2481, ptr %2480, align 4
  %2482 = getelementptr inbounds float, ptr %973, i64 20
  %2483 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 20
  store float %2483, ptr %2482, align 4
  %2484 = getelementptr inbounds float, ptr %973, i64 21
  %2485 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 21
  store float %2485, ptr %2484, align 4
  %2486 = getelementptr inbounds float, ptr %973, i64 22
  %2487 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 22
  store float %2487, ptr %2486, align 4
  %2488 = getelementptr inbounds float, ptr %973, i64 23
  %2489 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 23
  store float %2489, ptr %2488, align 4
  %2490 = getelementptr inbounds float, ptr %973, i64 24
  %2491 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 24
  store float %2491, ptr %2490, align 4
  %2492 = getelementptr inbounds float, ptr %973, i64 25
  %2493 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 25
  store float %2493, ptr %2492, align 4
  %2494 = getelementptr inbounds float, ptr %973, i64 26
  %2495 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 26
  store float %2495, ptr %2494, align 4
  %2496 = getelementptr inbounds float, ptr %973, i64 27
  %2497 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 27
  store float %2497, ptr %2496, align 4
  %2498 = getelementptr inbounds float, ptr %973, i64 28
  %2499 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 28
  store float %2499, ptr %2498, align 4
  %2500 = getelementptr inbounds float, ptr %973, i64 29
  %2501 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 29
  store float %2501, ptr %2500, align 4
  %2502 = getelementptr inbounds float, ptr %973, i64 30
  %2503 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 30
  store float %2503, ptr %2502, align 4
  %2504 = getelementptr inbounds float, ptr %973, i64 31
  %2505 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 31
  store float %2505, ptr %2504, align 4
  %2506 = getelementptr inbounds float, ptr %973, i64 32
  %2507 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 32
  store float %2507, ptr %2506, align 4
  %2508 = getelementptr inbounds float, ptr %973, i64 33
  %2509 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 33
  store float %2509, ptr %2508, align 4
  %2510 = getelementptr inbounds float, ptr %973, i64 34
  %2511 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 34
  store float %2511, ptr %2510, align 4
  %2512 = getelementptr inbounds float, ptr %973, i64 35
  %2513 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 35
  store float %2513, ptr %2512, align 4
  %2514 = getelementptr inbounds float, ptr %973, i64 36
  %2515 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 36
  store float %2515, ptr %2514, align 4
  %2516 = getelementptr inbounds float, ptr %973, i64 37
  %2517 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 37
  store float %2517, ptr %2516, align 4
  %2518 = getelementptr inbounds float, ptr %973, i64 38
  %2519 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 38
  store float %2519, ptr %2518, align 4
  %2520 = getelementptr inbounds float, ptr %973, i64 39
  %2521 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 39
  store float %2521, ptr %2520, align 4
  %2522 = getelementptr inbounds float, ptr %973, i64 40
  %2523 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 40
  store float %2523, ptr %2522, align 4
  %2524 = getelementptr inbounds float, ptr %973, i64 41
  %2525 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 41
  store float %2525, ptr %2524, align 4
  %2526 = getelementptr inbounds float, ptr %973, i64 42
  %2527 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 42
  store float %2527, ptr %2526, align 4
  %2528 = getelementptr inbounds float, ptr %973, i64 43
  %2529 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 43
  store float %2529, ptr %2528, align 4
  %2530 = getelementptr inbounds float, ptr %973, i64 44
  %2531 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 44
  store float %2531, ptr %2530, align 4
  %2532 = getelementptr inbounds float, ptr %973, i64 45
  %2533 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 45
  store float %2533, ptr %2532, align 4
  %2534 = getelementptr inbounds float, ptr %973, i64 46
  %2535 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 46
  store float %2535, ptr %2534, align 4
  %2536 = getelementptr inbounds float, ptr %973, i64 47
  %2537 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 47
  store float %2537, ptr %2536, align 4
  %2538 = getelementptr inbounds float, ptr %973, i64 48
  %2539 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 48
  store float %2539, ptr %2538, align 4
  %2540 = getelementptr inbounds float, ptr %973, i64 49
  %2541 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 49
  store float %2541, ptr %2540, align 4
  %2542 = getelementptr inbounds float, ptr %973, i64 50
  %2543 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 50
  store float %2543, ptr %2542, align 4
  %2544 = getelementptr inbounds float, ptr %973, i64 51
  %2545 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 51
  store float %2545, ptr %2544, align 4
  %2546 = getelementptr inbounds float, ptr %973, i64 52
  %2547 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 52
  store float %2547, ptr %2546, align 4
  %2548 = getelementptr inbounds float, ptr %973, i64 53
  %2549 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 53
  store float %2549, ptr %2548, align 4
  %2550 = getelementptr inbounds float, ptr %973, i64 54
  %2551 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 54
  store float %2551, ptr %2550, align 4
  %2552 = getelementptr inbounds float, ptr %973, i64 55
  %2553 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 55
  store float %2553, ptr %2552, align 4
  %2554 = getelementptr inbounds float, ptr %973, i64 56
  %2555 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 56
  store float %2555, ptr %2554, align 4
  %2556 = getelementptr inbounds float, ptr %973, i64 57
  %2557 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 57
  store float %2557, ptr %2556, align 4
  %2558 = getelementptr inbounds float, ptr %973, i64 58
  %2559 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 58
  store float %2559, ptr %2558, align 4
  %2560 = getelementptr inbounds float, ptr %973, i64 59
  %2561 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 59
  store float %2561, ptr %2560, align 4
  %2562 = getelementptr inbounds float, ptr %973, i64 60
  %2563 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 60
  store float %2563, ptr %2562, align 4
  %2564 = getelementptr inbounds float, ptr %973, i64 61
  %2565 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 61
  store float %2565, ptr %2564, align 4
  %2566 = getelementptr inbounds float, ptr %973, i64 62
  %2567 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 62
  store float %2567, ptr %2566, align 4
  %2568 = getelementptr inbounds float, ptr %973, i64 63
  %2569 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2441, 63
  store float %2569, ptr %2568, align 4
  %2570 = zext i32 %1224 to i64
  %2571 = add i64 8208, %2570
  %2572 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 131072), i64 %2571
  %2573 = ptrtoint ptr addrspace(3) %2572 to i64
  %2574 = and i64 %2573, 262143
  %2575 = lshr i64 %2574, 4
  %2576 = or i64 %2575, 4611686293305360384
  %2577 = getelementptr inbounds half, ptr addrspace(3) %972, i64 8208
  %2578 = ptrtoint ptr addrspace(3) %2577 to i64
  %2579 = and i64 %2578, 262143
  %2580 = lshr i64 %2579, 4
  %2581 = or i64 %2580, 4611686293305360384
  %2582 = getelementptr inbounds float, ptr %973, i64 0
  %2583 = load float, ptr %2582, align 4
  %2584 = getelementptr inbounds float, ptr %973, i64 1
  %2585 = load float, ptr %2584, align 4
  %2586 = getelementptr inbounds float, ptr %973, i64 2
  %2587 = load float, ptr %2586, align 4
  %2588 = getelementptr inbounds float, ptr %973, i64 3
  %2589 = load float, ptr %2588, align 4
  %2590 = getelementptr inbounds float, ptr %973, i64 4
  %2591 = load float, ptr %2590, align 4
  %2592 = getelementptr inbounds float, ptr %973, i64 5
  %2593 = load float, ptr %2592, align 4
  %2594 = getelementptr inbounds float, ptr %973, i64 6
  %2595 = load float, ptr %2594, align 4
  %2596 = getelementptr inbounds float, ptr %973, i64 7
  %2597 = load float, ptr %2596, align 4
  %2598 = getelementptr inbounds float, ptr %973, i64 8
  %2599 = load float, ptr %2598, align 4
  %2600 = getelementptr inbounds float, ptr %973, i64 9
  %2601 = load float, ptr %2600, align 4
  %2602 = getelementptr inbounds float, ptr %973, i64 10
  %2603 = load float, ptr %2602, align 4
  %2604 = getelementptr inbounds float, ptr %973, i64 11
  %2605 = load float, ptr %2604, align 4
  %2606 = getelementptr inbounds float, ptr %973, i64 12
  %2607 = load float, ptr %2606, align 4
  %2608 = getelementptr inbounds float, ptr %973, i64 13
  %2609 = load float, ptr %2608, align 4
  %2610 = getelementptr inbounds float, ptr %973, i64 14
  %2611 = load float, ptr %2610, align 4
  %2612 = getelementptr inbounds float, ptr %973, i64 15
  %2613 = load float, ptr %2612, align 4
  %2614 = getelementptr inbounds float, ptr %973, i64 16
  %2615 = load float, ptr %2614, align 4
  %2616 = getelementptr inbounds float, ptr %973, i64 17
  %2617 = load float, ptr %2616, align 4
  %2618 = getelementptr inbounds float, ptr %973, i64 18
  %2619 = load float, ptr %2618, align 4
  %2620 = getelementptr inbounds float, ptr %973, i64 19
  %2621 = load float, ptr %2620, align 4
  %2622 = getelementptr inbounds float, ptr %973, i64 20
  %2623 = load float, ptr %2622, align 4
  %2624 = getelementptr inbounds float, ptr %973, i64 21
  %2625 = load float, ptr %2624, align 4
  %2626 = getelementptr inbounds float, ptr %973, i64 22
  %2627 = load float, ptr %2626, align 4
  %2628 = getelementptr inbounds float, ptr %973, i64 23
  %2629 = load float, ptr %2628, align 4
  %2630 = getelementptr inbounds float, ptr %973, i64 24
  %2631 = load float, ptr %2630, align 4
  %2632 = getelementptr inbounds float, ptr %973, i64 25
  %2633 = load float, ptr %2632, align 4
  %2634 = getelementptr inbounds float, ptr %973, i64 26
  %2635 = load float, ptr %2634, align 4
  %2636 = getelementptr inbounds float, ptr %973, i64 27
  %2637 = load float, ptr %2636, align 4
  %2638 = getelementptr inbounds float, ptr %973, i64 28
  %2639 = load float, ptr %2638, align 4
  %2640 = getelementptr inbounds float, ptr %973, i64 29
  %2641 = load float, ptr %2640, align 4
  %2642 = getelementptr inbounds float, ptr %973, i64 30
  %2643 = load float, ptr %2642, align 4
  %2644 = getelementptr inbounds float, ptr %973, i64 31
  %2645 = load float, ptr %2644, align 4
  %2646 = getelementptr inbounds float, ptr %973, i64 32
  %2647 = load float, ptr %2646, align 4
  %2648 = getelementptr inbounds float, ptr %973, i64 33
  %2649 = load float, ptr %2648, align 4
  %2650 = getelementptr inbounds float, ptr %973, i64 34
  %2651 = load float, ptr %2650, align 4
  %2652 = getelementptr inbounds float, ptr %973, i64 35
  %2653 = load float, ptr %2652, align 4
  %2654 = getelementptr inbounds float, ptr %973, i64 36
  %2655 = load float, ptr %2654, align 4
  %2656 = getelementptr inbounds float, ptr %973, i64 37
  %2657 = load float, ptr %2656, align 4
  %2658 = getelementptr inbounds float, ptr %973, i64 38
  %2659 = load float, ptr %2658, align 4
  %2660 = getelementptr inbounds float, ptr %973, i64 39
  %2661 = load float, ptr %2660, align 4
  %2662 = getelementptr inbounds float, ptr %973, i64 40
  %2663 = load float, ptr %2662, align 4
  %2664 = getelementptr inbounds float, ptr %973, i64 41
  %2665 = load float, ptr %2664, align 4
  %2666 = getelementptr inbounds float, ptr %973, i64 42
  %2667 = load float, ptr %2666, align 4
  %2668 = getelementptr inbounds float, ptr %973, i64 43
  %2669 = load float, ptr %2668, align 4
  %2670 = getelementptr inbounds float, ptr %973, i64 44
  %2671 = load float, ptr %2670, align 4
  %2672 = getelementptr inbounds float, ptr %973, i64 45
  %2673 = load float, ptr %2672, align 4
  %2674 = getelementptr inbounds float, ptr %973, i64 46
  %2675 = load float, ptr %2674, align 4
  %2676 = getelementptr inbounds float, ptr %973, i64 47
  %2677 = load float, ptr %2676, align 4
  %2678 = getelementptr inbounds float, ptr %973, i64 48
  %2679 = load float, ptr %2678, align 4
  %2680 = getelementptr inbounds float, ptr %973, i64 49
  %2681 = load float, ptr %2680, align 4
  %2682 = getelementptr inbounds float, ptr %973, i64 50
  %2683 = load float, ptr %2682, align 4
  %2684 = getelementptr inbounds float, ptr %973, i64 51
  %2685 = load float, ptr %2684, align 4
  %2686 = getelementptr inbounds float, ptr %973, i64 52
  %2687 = load float, ptr %2686, align 4
  %2688 = getelementptr inbounds float, ptr %973, i64 53
  %2689 = load float, ptr %2688, align 4
  %2690 = getelementptr inbounds float, ptr %973, i64 54
  %2691 = load float, ptr %2690, align 4
  %2692 = getelementptr inbounds float, ptr %973, i64 55
  %2693 = load float, ptr %2692, align 4
  %2694 = getelementptr inbounds float, ptr %973, i64 56
  %2695 = load float, ptr %2694, align 4
  %2696 = getelementptr inbounds float, ptr %973, i64 57
  %2697 = load float, ptr %2696, align 4
  %2698 = getelementptr inbounds float, ptr %973, i64 58
  %2699 = load float, ptr %2698, align 4
  %2700 = getelementptr inbounds float, ptr %973, i64 59
  %2701 = load float, ptr %2700, align 4
  %2702 = getelementptr inbounds float, ptr %973, i64 60
  %2703 = load float, ptr %2702, align 4
  %2704 = getelementptr inbounds float, ptr %973, i64 61
  %2705 = load float, ptr %2704, align 4
  %2706 = getelementptr inbounds float, ptr %973, i64 62
  %2707 = load float, ptr %2706, align 4
  %2708 = getelementptr inbounds float, ptr %973, i64 63
  %2709 = load float, ptr %2708, align 4
  %2710 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 0;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %2576, i64 %2581, i32 1, float %2583, float %2585, float %2587, float %2589, float %2591, float %2593, float %2595, float %2597, float %2599, float %2601, float %2603, float %2605, float %2607, float %2609, float %2611, float %2613, float %2615, float %2617, float %2619, float %2621, float %2623, float %2625, float %2627, float %2629, float %2631, float %2633, float %2635, float %2637, float %2639, float %2641, float %2643, float %2645, float %2647, float %2649, float %2651, float %2653, float %2655, float %2657, float %2659, float %2661, float %2663, float %2665, float %2667, float %2669, float %2671, float %2673, float %2675, float %2677, float %2679, float %2681, float %2683, float %2685, float %2687, float %2689, float %2691, float %2693, float %2695, float %2697, float %2699, float %2701, float %2703, float %2705, float %2707, float %2709) #7
  %2711 = getelementptr inbounds float, ptr %973, i64 0
  %2712 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 0
  store float %2712, ptr %2711, align 4
  %2713 = getelementptr inbounds float, ptr %973, i64 1
  %2714 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 1
  store float %2714, ptr %2713, align 4
  %2715 = getelementptr inbounds float, ptr %973, i64 2
  %2716 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 2
  store float %2716, ptr %2715, align 4
  %2717 = getelementptr inbounds float, ptr %973, i64 3
  %2718 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 3
  store float %2718, ptr %2717, align 4
  %2719 = getelementptr inbounds float, ptr %973, i64 4
  %2720 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 4
  store float %2720, ptr %2719, align 4
  %2721 = getelementptr inbounds float, ptr %973, i64 5
  %2722 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 5
  store float %2722, ptr %2721, align 4
  %2723 = getelementptr inbounds float, ptr %973, i64 6
  %2724 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 6
  store float %2724, ptr %2723, align 4
  %2725 = getelementptr inbounds float, ptr %973, i64 7
  %2726 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 7
  store float %2726, ptr %2725, align 4
  %2727 = getelementptr inbounds float, ptr %973, i64 8
  %2728 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 8
  store float %2728, ptr %2727, align 4
  %2729 = getelementptr inbounds float, ptr %973, i64 9
  %2730 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 9
  store float %2730, ptr %2729, align 4
  %2731 = getelementptr inbounds float, ptr %973, i64 10
  %2732 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 10
  store float %2732, ptr %2731, align 4
  %2733 = getelementptr inbounds float, ptr %973, i64 11
  %2734 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 11
  store float %2734, ptr %2733, align 4
  %2735 = getelementptr inbounds float, ptr %973, i64 12
  %2736 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 12
  store float %2736, ptr %2735, align 4
  %2737 = getelementptr inbounds float, ptr %973, i64 13
  %2738 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 13
  store float %2738, ptr %2737, align 4
  %2739 = getelementptr inbounds float, ptr %973, i64 14
  %2740 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 14
  store float %2740, ptr %2739, align 4
  %2741 = getelementptr inbounds float, ptr %973, i64 15
  %2742 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 15
  store float %2742, ptr %2741, align 4
  %2743 = getelementptr inbounds float, ptr %973, i64 16
  %2744 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 16
  store float %2744, ptr %2743, align 4
  %2745 = getelementptr inbounds float, ptr %973, i64 17
  %2746 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 17
  store float %2746, ptr %2745, align 4
  %2747 = getelementptr inbounds float, ptr %973, i64 18
  %2748 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 18
  store float %2748, ptr %2747, align 4
  %2749 = getelementptr inbounds float, ptr %973, i64 19
  %2750 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 19
  store float %2750, ptr %2749, align 4
  %2751 = getelementptr inbounds float, ptr %973, i64 20
  %2752 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 20
  store float %2752, ptr %2751, align 4
  %2753 = getelementptr inbounds float, ptr %973, i64 21
  %2754 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 21
  store float %2754, ptr %2753, align 4
  %2755 = getelementptr inbounds float, ptr %973, i64 22
  %2756 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 22
  store float %2756, ptr %2755, align 4
  %2757 = getelementptr inbounds float, ptr %973, i64 23
  %2758 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 23
  store float %2758, ptr %2757, align 4
  %2759 = getelementptr inbounds float, ptr %973, i64 24
  %2760 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 24
  store float %2760, ptr %2759, align 4
  %2761 = getelementptr inbounds float, ptr %973, i64 25
  %2762 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 25
  store float %2762, ptr %2761, align 4
  %2763 = getelementptr inbounds float, ptr %973, i64 26
  %2764 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 26
  store float %2764, ptr %2763, align 4
  %2765 = getelementptr inbounds float, ptr %973, i64 27
  %2766 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 27
  store float %2766, ptr %2765, align 4
  %2767 = getelementptr inbounds float, ptr %973, i64 28
  %2768 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 28
  store float %2768, ptr %2767, align 4
  %2769 = getelementptr inbounds float, ptr %973, i64 29
  %2770 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 29
  store float %2770, ptr %2769, align 4
  %2771 = getelementptr inbounds float, ptr %973, i64 30
  %2772 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 30
  store float %2772, ptr %2771, align 4
  %2773 = getelementptr inbounds float, ptr %973, i64 31
  %2774 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 31
  store float %2774, ptr %2773, align 4
  %2775 = getelementptr inbounds float, ptr %973, i64 32
  %2776 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 32
  store float %2776, ptr %2775, align 4
  %2777 = getelementptr inbounds float, ptr %973, i64 33
  %2778 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 33
  store float %2778, ptr %2777, align 4
  %2779 = getelementptr inbounds float, ptr %973, i64 34
  %2780 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 34
  store float %2780, ptr %2779, align 4
  %2781 = getelementptr inbounds float, ptr %973, i64 35
  %2782 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 35
  store float %2782, ptr %2781, align 4
  %2783 = getelementptr inbounds float, ptr %973, i64 36
  %2784 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 36
  store float %2784, ptr %2783, align 4
  %2785 = getelementptr inbounds float, ptr %973, i64 37
  %2786 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 37
  store float %2786, ptr %2785, align 4
  %2787 = getelementptr inbounds float, ptr %973, i64 38
  %2788 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 38
  store float %2788, ptr %2787, align 4
  %2789 = getelementptr inbounds float, ptr %973, i64 39
  %2790 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 39
  store float %2790, ptr %2789, align 4
  %2791 = getelementptr inbounds float, ptr %973, i64 40
  %2792 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 40
  store float %2792, ptr %2791, align 4
  %2793 = getelementptr inbounds float, ptr %973, i64 41
  %2794 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 41
  store float %2794, ptr %2793, align 4
  %2795 = getelementptr inbounds float, ptr %973, i64 42
  %2796 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 42
  store float %2796, ptr %2795, align 4
  %2797 = getelementptr inbounds float, ptr %973, i64 43
  %2798 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 43
  store float %2798, ptr %2797, align 4
  %2799 = getelementptr inbounds float, ptr %973, i64 44
  %2800 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 44
  store float %2800, ptr %2799, align 4
  %2801 = getelementptr inbounds float, ptr %973, i64 45
  %2802 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 45
  store float %2802, ptr %2801, align 4
  %2803 = getelementptr inbounds float, ptr %973, i64 46
  %2804 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 46
  store float %2804, ptr %2803, align 4
  %2805 = getelementptr inbounds float, ptr %973, i64 47
  %2806 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 47
  store float %2806, ptr %2805, align 4
  %2807 = getelementptr inbounds float, ptr %973, i64 48
  %2808 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 48
  store float %2808, ptr %2807, align 4
  %2809 = getelementptr inbounds float, ptr %973, i64 49
  %2810 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 49
  store float %2810, ptr %2809, align 4
  %2811 = getelementptr inbounds float, ptr %973, i64 50
  %2812 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 50
  store float %2812, ptr %2811, align 4
  %2813 = getelementptr inbounds float, ptr %973, i64 51
  %2814 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 51
  store float %2814, ptr %2813, align 4
  %2815 = getelementptr inbounds float, ptr %973, i64 52
  %2816 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 52
  store float %2816, ptr %2815, align 4
  %2817 = getelementptr inbounds float, ptr %973, i64 53
  %2818 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 53
  store float %2818, ptr %2817, align 4
  %2819 = getelementptr inbounds float, ptr %973, i64 54
  %2820 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 54
  store float %2820, ptr %2819, align 4
  %2821 = getelementptr inbounds float, ptr %973, i64 55
  %2822 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 55
  store float %2822, ptr %2821, align 4
  %2823 = getelementptr inbounds float, ptr %973, i64 56
  %2824 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 56
  store float %2824, ptr %2823, align 4
  %2825 = getelementptr inbounds float, ptr %973, i64 57
  %2826 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 57
  store float %2826, ptr %2825, align 4
  %2827 = getelementptr inbounds float, ptr %973, i64 58
  %2828 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 58
  store float %2828, ptr %2827, align 4
  %2829 = getelementptr inbounds float, ptr %973, i64 59
  %2830 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 59
  store float %2830, ptr %2829, align 4
  %2831 = getelementptr inbounds float, ptr %973, i64 60
  %2832 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 60
  store float %2832, ptr %2831, align 4
  %2833 = getelementptr inbounds float, ptr %973, i64 61
  %2834 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 61
  store float %2834, ptr %2833, align 4
  %2835 = getelementptr inbounds float, ptr %973, i64 62
  %2836 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 62
  store float %2836, ptr %2835, align 4
  %2837 = getelementptr inbounds float, ptr %973, i64 63
  %2838 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2710, 63
  store float %2838, ptr %2837, align 4
  %2839 = zext i32 %1224 to i64
  %2840 = add i64 8224, %2839
  %2841 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 131072), i64 %2840
  %2842 = ptrtoint ptr addrspace(3) %2841 to i64
  %2843 = and i64 %2842, 262143
  %2844 = lshr i64 %2843, 4
  %2845 = or i64 %2844, 4611686293305360384
  %2846 = getelementptr inbounds half, ptr addrspace(3) %972, i64 8224
  %2847 = ptrtoint ptr addrspace(3) %2846 to i64
  %2848 = and i64 %2847, 262143
  %2849 = lshr i64 %2848, 4
  %2850 = or i64 %2849, 4611686293305360384
  %2851 = getelementptr inbounds float, ptr %973, i64 0
  %2852 = load float, ptr %2851, align 4
  %2853 = getelementptr inbounds float, ptr %973, i64 1
  %2854 = load float, ptr %2853, align 4
  %2855 = getelementptr inbounds float, ptr %973, i64 2
  %2856 = load float, ptr %2855, align 4
  %2857 = getelementptr inbounds float, ptr %973, i64 3
  %2858 = load float, ptr %2857, align 4
  %2859 = getelementptr inbounds float, ptr %973, i64 4
  %2860 = load float, ptr %2859, align 4
  %2861 = getelementptr inbounds float, ptr %973, i64 5
  %2862 = load float, ptr %2861, align 4
  %2863 = getelementptr inbounds float, ptr %973, i64 6
  %2864 = load float, ptr %2863, align 4
  %2865 = getelementptr inbounds float, ptr %973, i64 7
  %2866 = load float, ptr %2865, align 4
  %2867 = getelementptr inbounds float, ptr %973, i64 8
  %2868 = load float, ptr %2867, align 4
  %2869 = getelementptr inbounds float, ptr %973, i64 9
  %2870 = load float, ptr %2869, align 4
  %2871 = getelementptr inbounds float, ptr %973, i64 10
  %2872 = load float, ptr %2871, align 4
  %2873 = getelementptr inbounds float, ptr %973, i64 11
  %2874 = load float, ptr %2873, align 4
  %2875 = getelementptr inbounds float, ptr %973, i64 12
  %2876 = load float, ptr %2875, align 4
  %2877 = getelementptr inbounds float, ptr %973, i64 13
  %2878 = load float, ptr %2877, align 4
  %2879 = getelementptr inbounds float, ptr %973, i64 14
  %2880 = load float, ptr %2879, align 4
  %2881 = getelementptr inbounds float, ptr %973, i64 15
  %2882 = load float, ptr %2881, align 4
  %2883 = getelementptr inbounds float, ptr %973, i64 16
  %2884 = load float, ptr %2883, align 4
  %2885 = getelementptr inbounds float, ptr %973, i64 17
  %2886 = load float, ptr %2885, align 4
  %2887 = getelementptr inbounds float, ptr %973, i64 18
  %2888 = load float, ptr %2887, align 4
  %2889 = getelementptr inbounds float, ptr %973, i64 19
  %2890 = load float, ptr %2889, align 4
  %2891 = getelementptr inbounds float, ptr %973, i64 20
  %2892 = load float, ptr %2891, align 4
  %2893 = getelementptr inbounds float, ptr %973, i64 21
  %2894 = load float, ptr %2893, align 4
  %2895 = getelementptr inbounds float, ptr %973, i64 22
  %2896 = load float, ptr %2895, align 4
  %2897 = getelementptr inbounds float, ptr %973, i64 23
  %2898 = load float, ptr %2897, align 4
  %2899 = getelementptr inbounds float, ptr %973, i64 24
  %2900 = load float, ptr %2899, align 4
  %2901 = getelementptr inbounds float, ptr %973, i64 25
  %2902 = load float, ptr %2901, align 4
  %2903 = getelementptr inbounds float, ptr %973, i64 26
  %2904 = load float, ptr %2903, align 4
  %2905 = getelementptr inbounds float, ptr %973, i64 27
  %2906 = load float, ptr %2905, align 4
  %2907 = getelementptr inbounds float, ptr %973, i64 28
  %2908 = load float, ptr %2907, align 4
  %2909 = getelementptr inbounds float, ptr %973, i64 29
  %2910 = load float, ptr %2909, align 4
  %2911 = getelementptr inbounds float, ptr %973, i64 30
  %2912 = load float, ptr %2911, align 4
  %2913 = getelementptr inbounds float, ptr %973, i64 31
  %2914 = load float, ptr %2913, align 4
  %2915 = getelementptr inbounds float, ptr %973, i64 32
  %2916 = load float, ptr %2915, align 4
  %2917 = getelementptr inbounds float, ptr %973, i64 33
  %2918 = load float, ptr %2917, align 4
  %2919 = getelementptr inbounds float, ptr %973, i64 34
  %2920 = load float, ptr %2919, align 4
  %2921 = getelementptr inbounds float, ptr %973, i64 35
  %2922 = load float, ptr %2921, align 4
  %2923 = getelementptr inbounds float, ptr %973, i64 36
  %2924 = load float, ptr %2923, align 4
  %2925 = getelementptr inbounds float, ptr %973, i64 37
  %2926 = load float, ptr %2925, align 4
  %2927 = getelementptr inbounds float, ptr %973, i64 38
  %2928 = load float, ptr %2927, align 4
  %2929 = getelementptr inbounds float, ptr %973, i64 39
  %2930 = load float, ptr %2929, align 4
  %2931 = getelementptr inbounds float, ptr %973, i64 40
  %2932 = load float, ptr %2931, align 4
  %2933 = getelementptr inbounds float, ptr %973, i64 41
  %2934 = load float, ptr %2933, align 4
  %2935 = getelementptr inbounds float, ptr %973, i64 42
  %2936 = load float, ptr %2935, align 4
  %2937 = getelementptr inbounds float, ptr %973, i64 43
  %2938 = load float, ptr %2937, align 4
  %2939 = getelementptr inbounds float, ptr %973, i64 44
  %2940 = load float, ptr %2939, align 4
  %2941 = getelementptr inbounds float, ptr %973, i64 45
  %2942 = load float, ptr %2941, align 4
  %2943 = getelementptr inbounds float, ptr %973, i64 46
  %2944 = load float, ptr %2943, align 4
  %2945 = getelementptr inbounds float, ptr %973, i64 47
  %2946 = load float, ptr %2945, align 4
  %2947 = getelementptr inbounds float, ptr %973, i64 48
  %2948 = load float, ptr %2947, align 4
  %2949 = getelementptr inbounds float, ptr %973, i64 49
  %2950 = load float, ptr %2949, align 4
  %2951 = getelementptr inbounds float, ptr %973, i64 50
  %2952 = load float, ptr %2951, align 4
  %2953 = getelementptr inbounds float, ptr %973, i64 51
  %2954 = load float, ptr %2953, align 4
  %2955 = getelementptr inbounds float, ptr %973, i64 52
  %2956 = load float, ptr %2955, align 4
  %2957 = getelementptr inbounds float, ptr %973, i64 53
  %2958 = load float, ptr %2957, align 4
  %2959 = getelementptr inbounds float, ptr %973, i64 54
  %2960 = load float, ptr %2959, align 4
  %2961 = getelementptr inbounds float, ptr %973, i64 55
  %2962 = load float, ptr %2961, align 4
  %2963 = getelementptr inbounds float, ptr %973, i64 56
  %2964 = load float, ptr %2963, align 4
  %2965 = getelementptr inbounds float, ptr %973, i64 57
  %2966 = load float, ptr %2965, align 4
  %2967 = getelementptr inbounds float, ptr %973, i64 58
  %2968 = load float, ptr %2967, align 4
  %2969 = getelementptr inbounds float, ptr %973, i64 59
  %2970 = load float, ptr %2969, align 4
  %2971 = getelementptr inbounds float, ptr %973, i64 60
  %2972 = load float, ptr %2971, align 4
  %2973 = getelementptr inbounds float, ptr %973, i64 61
  %2974 = load float, ptr %2973, align 4
  %2975 = getelementptr inbounds float, ptr %973, i64 62
  %2976 = load float, ptr %2975, align 4
  %2977 = getelementptr inbounds float, ptr %973, i64 63
  %2978 = load float, ptr %2977, align 4
  %2979 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 0;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %2845, i64 %2850, i32 1, float %2852, float %2854, float %2856, float %2858, float %2860, float %2862, float %2864, float %2866, float %2868, float %2870, float %2872, float %2874, float %2876, float %2878, float %2880, float %2882, float %2884, float %2886, float %2888, float %2890, float %2892, float %2894, float %2896, float %2898, float %2900, float %2902, float %2904, float %2906, float %2908, float %2910, float %2912, float %2914, float %2916, float %2918, float %2920, float %2922, float %2924, float %2926, float %2928, float %2930, float %2932, float %2934, float %2936, float %2938, float %2940, float %2942, float %2944, float %2946, float %2948, float %2950, float %2952, float %2954, float %2956, float %2958, float %2960, float %2962, float %2964, float %2966, float %2968, float %2970, float %2972, float %2974, float %2976, float %2978) #7
  %2980 = getelementptr inbounds float, ptr %973, i64 0
  %2981 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 0
  store float %2981, ptr %2980, align 4
  %2982 = getelementptr inbounds float, ptr %973, i64 1
  %2983 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 1
  store float %2983, ptr %2982, align 4
  %2984 = getelementptr inbounds float, ptr %973, i64 2
  %2985 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 2
  store float %2985, ptr %2984, align 4
  %2986 = getelementptr inbounds float, ptr %973, i64 3
  %2987 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 3
  store float %2987, ptr %2986, align 4
  %2988 = getelementptr inbounds float, ptr %973, i64 4
  %2989 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 4
  store float %2989, ptr %2988, align 4
  %2990 = getelementptr inbounds float, ptr %973, i64 5
  %2991 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 5
  store float %2991, ptr %2990, align 4
  %2992 = getelementptr inbounds float, ptr %973, i64 6
  %2993 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 6
  store float %2993, ptr %2992, align 4
  %2994 = getelementptr inbounds float, ptr %973, i64 7
  %2995 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 7
  store float %2995, ptr %2994, align 4
  %2996 = getelementptr inbounds float, ptr %973, i64 8
  %2997 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 8
  store float %2997, ptr %2996, align 4
  %2998 = getelementptr inbounds float, ptr %973, i64 9
  %2999 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 9
  store float %2999, ptr %2998, align 4
  %3000 = getelementptr inbounds float, ptr %973, i64 10
  %3001 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 10
  store float %3001, ptr %3000, align 4
  %3002 = getelementptr inbounds float, ptr %973, i64 11
  %3003 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 11
  store float %3003, ptr %3002, align 4
  %3004 = getelementptr inbounds float, ptr %973, i64 12
  %3005 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 12
  store float %3005, ptr %3004, align 4
  %3006 = getelementptr inbounds float, ptr %973, i64 13
  %3007 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 13
  store float %3007, ptr %3006, align 4
  %3008 = getelementptr inbounds float, ptr %973, i64 14
  %3009 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 14
  store float %3009, ptr %3008, align 4
  %3010 = getelementptr inbounds float, ptr %973, i64 15
  %3011 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 15
  store float %3011, ptr %3010, align 4
  %3012 = getelementptr inbounds float, ptr %973, i64 16
  %3013 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 16
  store float %3013, ptr %3012, align 4
  %3014 = getelementptr inbounds float, ptr %973, i64 17
  %3015 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 17
  store float %3015, ptr %3014, align 4
  %3016 = getelementptr inbounds float, ptr %973, i64 18
  %3017 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 18
  store float %3017, ptr %3016, align 4
  %3018 = getelementptr inbounds float, ptr %973, i64 19
  %3019 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 19
  store float %3019, ptr %3018, align 4
  %3020 = getelementptr inbounds float, ptr %973, i64 20
  %3021 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 20
  store float %3021, ptr %3020, align 4
  %3022 = getelementptr inbounds float, ptr %973, i64 21
  %3023 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 21
  store float %3023, ptr %3022, align 4
  %3024 = getelementptr inbounds float, ptr %973, i64 22
  %3025 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 22
  store float %3025, ptr %3024, align 4
  %3026 = getelementptr inbounds float, ptr %973, i64 23
  %3027 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 23
  store float %3027, ptr %3026, align 4
  %3028 = getelementptr inbounds float, ptr %973, i64 24
  %3029 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 24
  store float %3029, ptr %3028, align 4
  %3030 = getelementptr inbounds float, ptr %973, i64 25
  %3031 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 25
  store float %3031, ptr %3030, align 4
  %3032 = getelementptr inbounds float, ptr %973, i64 26
  %3033 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 26
  store float %3033, ptr %3032, align 4
  %3034 = getelementptr inbounds float, ptr %973, i64 27
  %3035 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 27
  store float %3035, ptr %3034, align 4
  %3036 = getelementptr inbounds float, ptr %973, i64 28
  %3037 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 28
  store float %3037, ptr %3036, align 4
  %3038 = getelementptr inbounds float, ptr %973, i64 29
  %3039 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 29
  store float %3039, ptr %3038, align 4
  %3040 = getelementptr inbounds float, ptr %973, i64 30
  %3041 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 30
  store float %3041, ptr %3040, align 4
  %3042 = getelementptr inbounds float, ptr %973, i64 31
  %3043 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 31
  store float %3043, ptr %3042, align 4
  %3044 = getelementptr inbounds float, ptr %973, i64 32
  %3045 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 32
  store float %3045, ptr %3044, align 4
  %3046 = getelementptr inbounds float, ptr %973, i64 33
  %3047 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 33
  store float %3047, ptr %3046, align 4
  %3048 = getelementptr inbounds float, ptr %973, i64 34
  %3049 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 34
  store float %3049, ptr %3048, align 4
  %3050 = getelementptr inbounds float, ptr %973, i64 35
  %3051 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 35
  store float %3051, ptr %3050, align 4
  %3052 = getelementptr inbounds float, ptr %973, i64 36
  %3053 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 36
  store float %3053, ptr %3052, align 4
  %3054 = getelementptr inbounds float, ptr %973, i64 37
  %3055 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 37
  store float %3055, ptr %3054, align 4
  %3056 = getelementptr inbounds float, ptr %973, i64 38
  %3057 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 38
  store float %3057, ptr %3056, align 4
  %3058 = getelementptr inbounds float, ptr %973, i64 39
  %3059 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 39
  store float %3059, ptr %3058, align 4
  %3060 = getelementptr inbounds float, ptr %973, i64 40
  %3061 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 40
  store float %3061, ptr %3060, align 4
  %3062 = getelementptr inbounds float, ptr %973, i64 41
  %3063 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 41
  store float %3063, ptr %3062, align 4
  %3064 = getelementptr inbounds float, ptr %973, i64 42
  %3065 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 42
  store float %3065, ptr %3064, align 4
  %3066 = getelementptr inbounds float, ptr %973, i64 43
  %3067 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 43
  store float %3067, ptr %3066, align 4
  %3068 = getelementptr inbounds float, ptr %973, i64 44
  %3069 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 44
  store float %3069, ptr %3068, align 4
  %3070 = getelementptr inbounds float, ptr %973, i64 45
  %3071 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 45
  store float %3071, ptr %3070, align 4
  %3072 = getelementptr inbounds float, ptr %973, i64 46
  %3073 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 46
  store float %3073, ptr %3072, align 4
  %3074 = getelementptr inbounds float, ptr %973, i64 47
  %3075 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 47
  store float %3075, ptr %3074, align 4
  %3076 = getelementptr inbounds float, ptr %973, i64 48
  %3077 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 48
  store float %3077, ptr %3076, align 4
  %3078 = getelementptr inbounds float, ptr %973, i64 49
  %3079 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 49
  store float %3079, ptr %3078, align 4
  %3080 = getelementptr inbounds float, ptr %973, i64 50
  %3081 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 50
  store float %3081, ptr %3080, align 4
  %3082 = getelementptr inbounds float, ptr %973, i64 51
  %3083 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 51
  store float %3083, ptr %3082, align 4
  %3084 = getelementptr inbounds float, ptr %973, i64 52
  %3085 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 52
  store float %3085, ptr %3084, align 4
  %3086 = getelementptr inbounds float, ptr %973, i64 53
  %3087 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 53
  store float %3087, ptr %3086, align 4
  %3088 = getelementptr inbounds float, ptr %973, i64 54
  %3089 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 54
  store float %3089, ptr %3088, align 4
  %3090 = getelementptr inbounds float, ptr %973, i64 55
  %3091 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 55
  store float %3091, ptr %3090, align 4
  %3092 = getelementptr inbounds float, ptr %973, i64 56
  %3093 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 56
  store float %3093, ptr %3092, align 4
  %3094 = getelementptr inbounds float, ptr %973, i64 57
  %3095 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 57
  store float %3095, ptr %3094, align 4
  %3096 = getelementptr inbounds float, ptr %973, i64 58
  %3097 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 58
  store float %3097, ptr %3096, align 4
  %3098 = getelementptr inbounds float, ptr %973, i64 59
  %3099 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 59
  store float %3099, ptr %3098, align 4
  %3100 = getelementptr inbounds float, ptr %973, i64 60
  %3101 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 60
  store float %3101, ptr %3100, align 4
  %3102 = getelementptr inbounds float, ptr %973, i64 61
  %3103 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 61
  store float %3103, ptr %3102, align 4
  %3104 = getelementptr inbounds float, ptr %973, i64 62
  %3105 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 62
  store float %3105, ptr %3104, align 4
  %3106 = getelementptr inbounds float, ptr %973, i64 63
  %3107 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2979, 63
  store float %3107, ptr %3106, align 4
  %3108 = zext i32 %1224 to i64
  %3109 = add i64 8240, %3108
  %3110 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 131072), i64 %3109
  %3111 = ptrtoint ptr addrspace(3) %3110 to i64
  %3112 = and i64 %3111, 262143
  %3113 = lshr i64 %3112, 4
  %3114 = or i64 %3113, 4611686293305360384
  %3115 = getelementptr inbounds half, ptr addrspace(3) %972, i64 8240
  %3116 = ptrtoint ptr addrspace(3) %3115 to i64
  %3117 = and i64 %3116, 262143
  %3118 = lshr i64 %3117, 4
  %3119 = or i64 %3118, 4611686293305360384
  %3120 = getelementptr inbounds float, ptr %973, i64 0
  %3121 = load float, ptr %3120, align 4
  %3122 = getelementptr inbounds float, ptr %973, i64 1
  %3123 = load float, ptr %3122, align 4
  %3124 = getelementptr inbounds float, ptr %973, i64 2
  %3125 = load float, ptr %3124, align 4
  %3126 = getelementptr inbounds float, ptr %973, i64 3
  %3127 = load float, ptr %3126, align 4
  %3128 = getelementptr inbounds float, ptr %973, i64 4
  %3129 = load float, ptr %3128, align 4
  %3130 = getelementptr inbounds float, ptr %973, i64 5
  %3131 = load float, ptr %3130, align 4
  %3132 = getelementptr inbounds float, ptr %973, i64 6
  %3133 = load float, ptr %3132, align 4
  %3134 = getelementptr inbounds float, ptr %973, i64 7
  %3135 = load float, ptr %3134, align 4
  %3136 = getelementptr inbounds float, ptr %973, i64 8
  %3137 = load float, ptr %3136, align 4
  %3138 = getelementptr inbounds float, ptr %973, i64 9
  %3139 = load float, ptr %3138, align 4
  %3140 = getelementptr inbounds float, ptr %973, i64 10
  %3141 = load float, ptr %3140, align 4
  %3142 = getelementptr inbounds float, ptr %973, i64 11
  %3143 = load float, ptr %3142, align 4
  %3144 = getelementptr inbounds float, ptr %973, i64 12
  %3145 = load float, ptr %3144, align 4
  %3146 = getelementptr inbounds float, ptr %973, i64 13
  %3147 = load float, ptr %3146, align 4
  %3148 = getelementptr inbounds float, ptr %973, i64 14
  %3149 = load float, ptr %3148, align 4
  %3150 = getelementptr inbounds float, ptr %973, i64 15
  %3151 = load float, ptr %3150, align 4
  %3152 = getelementptr inbounds float, ptr %973, i64 16
  %3153 = load float, ptr %3152, align 4
  %3154 = getelementptr inbounds float, ptr %973, i64 17
  %3155 = load float, ptr %3154, align 4
  %3156 = getelementptr inbounds float, ptr %973, i64 18
  %3157 = load float, ptr %3156, align 4
  %3158 = getelementptr inbounds float, ptr %973, i64 19
  %3159 = load float, ptr %3158, align 4
  %3160 = getelementptr inbounds float, ptr %973, i64 20
  %3161 = load float, ptr %3160, align 4
  %3162 = getelementptr inbounds float, ptr %973, i64 21
  %3163 = load float, ptr %3162, align 4
  %3164 = getelementptr inbounds float, ptr %973, i64 22
  %3165 = load float, ptr %3164, align 4
  %3166 = getelementptr inbounds float, ptr %973, i64 23
  %3167 = load float, ptr %3166, align 4
  %3168 = getelementptr inbounds float, ptr %973, i64 24
  %3169 = load float, ptr %3168, align 4
  %3170 = getelementptr inbounds float, ptr %973, i64 25
  %3171 = load float, ptr %3170, align 4
  %3172 = getelementptr inbounds float, ptr %973, i64 26
  %3173 = load float, ptr %3172, align 4
  %3174 = getelementptr inbounds float, ptr %973, i64 27
  %3175 = load float, ptr %3174, align 4
  %3176 = getelementptr inbounds float, ptr %973, i64 28
  %3177 = load float, ptr %3176, align 4
  %3178 = getelementptr inbounds float, ptr %973, i64 29
  %3179 = load float, ptr %3178, align 4
  %3180 = getelementptr inbounds float, ptr %973, i64 30
  %3181 = load float, ptr %3180, align 4
  %3182 = getelementptr inbounds float, ptr %973, i64 31
  %3183 = load float, ptr %3182, align 4
  %3184 = getelementptr inbounds float, ptr %973, i64 32
  %3185 = load float, ptr %3184, align 4
  %3186 = getelementptr inbounds float, ptr %973, i64 33
  %3187 = load float, ptr %3186, align 4
  %3188 = getelementptr inbounds float, ptr %973, i64 34
  %3189 = load float, ptr %3188, align 4
  %3190 = getelementptr inbounds float, ptr %973, i64 35
  %3191 = load float, ptr %3190, align 4
  %3192 = getelementptr inbounds float, ptr %973, i64 36
  %3193 = load float, ptr %3192, align 4
  %3194 = getelementptr inbounds float, ptr %973, i64 37
  %3195 = load float, ptr %3194, align 4
  %3196 = getelementptr inbounds float, ptr %973, i64 38
  %3197 = load float, ptr %3196, align 4
  %3198 = getelementptr inbounds float, ptr %973, i64 39
  %3199 = load float, ptr %3198, align 4
  %3200 = getelementptr inbounds float, ptr %973, i64 40
  %3201 = load float, ptr %3200, align 4
  %3202 = getelementptr inbounds float, ptr %973, i64 41
  %3203 = load float, ptr %3202, align 4
  %3204 = getelementptr inbounds float, ptr %973, i64 42
  %3205 = load float, ptr %3204, align 4
  %3206 = getelementptr inbounds float, ptr %973, i64 43
  %3207 = load float, ptr %3206, align 4
  %3208 = getelementptr inbounds float, ptr %973, i64 44
  %3209 = load float, ptr %3208, align 4
  %3210 = getelementptr inbounds float, ptr %973, i64 45
  %3211 = load float, ptr %3210, align 4
  %3212 = getelementptr inbounds float, ptr %973, i64 46
  %3213 = load float, ptr %3212, align 4
  %3214 = getelementptr inbounds float, ptr %973, i64 47
  %3215 = load float, ptr %3214, align 4
  %3216 = getelementptr inbounds float, ptr %973, i64 48
  %3217 = load float, ptr %3216, align 4
  %3218 = getelementptr inbounds float, ptr %973, i64 49
  %3219 = load float, ptr %3218, align 4
  %3220 = getelementptr inbounds float, ptr %973, i64 50
  %3221 = load float, ptr %3220, align 4
  %3222 = getelementptr inbounds float, ptr %973, i64 51
  %3223 = load float, ptr %3222, align 4
  %3224 = getelementptr inbounds float, ptr %973, i64 52
  %3225 = load float, ptr %3224, align 4
  %3226 = getelementptr inbounds float, ptr %973, i64 53
  %3227 = load float, ptr %3226, align 4
  %3228 = getelementptr inbounds float, ptr %973, i64 54
  %3229 = load float, ptr %3228, align 4
  %3230 = getelementptr inbounds float, ptr %973, i64 55
  %3231 = load float, ptr %3230, align 4
  %3232 = getelementptr inbounds float, ptr %973, i64 56
  %3233 = load float, ptr %3232, align 4
  %3234 = getelementptr inbounds float, ptr %973, i64 57
  %3235 = load float, ptr %3234, align 4
  %3236 = getelementptr inbounds float, ptr %973, i64 58
  %3237 = load float, ptr %3236, align 4
  %3238 = getelementptr inbounds float, ptr %973, i64 59
  %3239 = load float, ptr %3238, align 4
  %3240 = getelementptr inbounds float, ptr %973, i64 60
  %3241 = load float, ptr %3240, align 4
  %3242 = getelementptr inbounds float, ptr %973, i64 61
  %3243 = load float, ptr %3242, align 4
  %3244 = getelementptr inbounds float, ptr %973, i64 62
  %3245 = load float, ptr %3244, align 4
  %3246 = getelementptr inbounds float, ptr %973, i64 63
  %3247 = load float, ptr %3246, align 4
  %3248 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 0;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %3114, i64 %3119, i32 1, float %3121, float %3123, float %3125, float %3127, float %3129, float %3131, float %3133, float %3135, float %3137, float %3139, float %3141, float %3143, float %3145, float %3147, float %3149, float %3151, float %3153, float %3155, float %3157, float %3159, float %3161, float %3163, float %3165, float %3167, float %3169, float %3171, float %3173, float %3175, float %3177, float %3179, float %3181, float %3183, float %3185, float %3187, float %3189, float %3191, float %3193, float %3195, float %3197, float %3199, float %3201, float %3203, float %3205, float %3207, float %3209, float %3211, float %3213, float %3215, float %3217, float %3219, float %3221, float %3223, float %3225, float %3227, float %3229, float %3231, float %3233, float %3235, float %3237, float %3239, float %3241, float %3243, float %3245, float %3247) #7
  %3249 = getelementptr inbounds float, ptr %973, i64 0
  %3250 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 0
  store float %3250, ptr %3249, align 4
  %3251 = getelementptr inbounds float, ptr %973, i64 1
  %3252 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 1
  store float %3252, ptr %3251, align 4
  %3253 = getelementptr inbounds float, ptr %973, i64 2
  %3254 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 2
  store float %3254, ptr %3253, align 4
  %3255 = getelementptr inbounds float, ptr %973, i64 3
  %3256 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 3
  store float %3256, ptr %3255, align 4
  %3257 = getelementptr inbounds float, ptr %973, i64 4
  %3258 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 4
  store float %3258, ptr %3257, align 4
  %3259 = getelementptr inbounds float, ptr %973, i64 5
  %3260 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 5
  store float %3260, ptr %3259, align 4
  %3261 = getelementptr inbounds float, ptr %973, i64 6
  %3262 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 6
  store float %3262, ptr %3261, align 4
  %3263 = getelementptr inbounds float, ptr %973, i64 7
  %3264 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 7
  store float %3264, ptr %3263, align 4
  %3265 = getelementptr inbounds float, ptr %973, i64 8
  %3266 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 8
  store float %3266, ptr %3265, align 4
  %3267 = getelementptr inbounds float, ptr %973, i64 9
  %3268 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 9
  store float %3268, ptr %3267, align 4
  %3269 = getelementptr inbounds float, ptr %973, i64 10
  %3270 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 10
  store float %3270, ptr %3269, align 4
  %3271 = getelementptr inbounds float, ptr %973, i64 11
  %3272 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 11
  store float %3272, ptr %3271, align 4
  %3273 = getelementptr inbounds float, ptr %973, i64 12
  %3274 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 12
  store float %3274, ptr %3273, align 4
  %3275 = getelementptr inbounds float, ptr %973, i64 13
  %3276 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 13
  store float %3276, ptr %3275, align 4
  %3277 = getelementptr inbounds float, ptr %973, i64 14
  %3278 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 14
  store float %3278, ptr %3277, align 4
  %3279 = getelementptr inbounds float, ptr %973, i64 15
  %3280 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 15
  store float %3280, ptr %3279, align 4
  %3281 = getelementptr inbounds float, ptr %973, i64 16
  %3282 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 16
  store float %3282, ptr %3281, align 4
  %3283 = getelementptr inbounds float, ptr %973, i64 17
  %3284 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 17
  store float %3284, ptr %3283, align 4
  %3285 = getelementptr inbounds float, ptr %973, i64 18
  %3286 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 18
  store float %3286, ptr %3285, align 4
  %3287 = getelementptr inbounds float, ptr %973, i64 19
  %3288 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 19
  store float %3288, ptr %3287, align 4
  %3289 = getelementptr inbounds float, ptr %973, i64 20
  %3290 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 20
  store float %3290, ptr %3289, align 4
  %3291 = getelementptr inbounds float, ptr %973, i64 21
  %3292 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 21
  store float %3292, ptr %3291, align 4
  %3293 = getelementptr inbounds float, ptr %973, i64 22
  %3294 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 22
  store float %3294, ptr %3293, align 4
  %3295 = getelementptr inbounds float, ptr %973, i64 23
  %3296 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 23
  store float %3296, ptr %3295, align 4
  %3297 = getelementptr inbounds float, ptr %973, i64 24
  %3298 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 24
  store float %3298, ptr %3297, align 4
  %3299 = getelementptr inbounds float, ptr %973, i64 25
  %3300 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 25
  store float %3300, ptr %3299, align 4
  %3301 = getelementptr inbounds float, ptr %973, i64 26
  %3302 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 26
  store float %3302, ptr %3301, align 4
  %3303 = getelementptr inbounds float, ptr %973, i64 27
  %3304 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 27
  store float %3304, ptr %3303, align 4
  %3305 = getelementptr inbounds float, ptr %973, i64 28
  %3306 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 28
  store float %3306, ptr %3305, align 4
  %3307 = getelementptr inbounds float, ptr %973, i64 29
  %3308 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 29
  store float %3308, ptr %3307, align 4
  %3309 = getelementptr inbounds float, ptr %973, i64 30
  %3310 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 30
  store float %3310, ptr %3309, align 4
  %3311 = getelementptr inbounds float, ptr %973, i64 31
  %3312 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 31
  store float %3312, ptr %3311, align 4
  %3313 = getelementptr inbounds float, ptr %973, i64 32
  %3314 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 32
  store float %3314, ptr %3313, align 4
  %3315 = getelementptr inbounds float, ptr %973, i64 33
  %3316 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 33
  store float %3316, ptr %3315, align 4
  %3317 = getelementptr inbounds float, ptr %973, i64 34
  %3318 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 34
  store float %3318, ptr %3317, align 4
  %3319 = getelementptr inbounds float, ptr %973, i64 35
  %3320 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 35
  store float %3320, ptr %3319, align 4
  %3321 = getelementptr inbounds float, ptr %973, i64 36
  %3322 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 36
  store float %3322, ptr %3321, align 4
  %3323 = getelementptr inbounds float, ptr %973, i64 37
  %3324 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 37
  store float %3324, ptr %3323, align 4
  %3325 = getelementptr inbounds float, ptr %973, i64 38
  %3326 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 38
  store float %3326, ptr %3325, align 4
  %3327 = getelementptr inbounds float, ptr %973, i64 39
  %3328 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 39
  store float %3328, ptr %3327, align 4
  %3329 = getelementptr inbounds float, ptr %973, i64 40
  %3330 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 40
  store float %3330, ptr %3329, align 4
  %3331 = getelementptr inbounds float, ptr %973, i64 41
  %3332 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 41
  store float %3332, ptr %3331, align 4
  %3333 = getelementptr inbounds float, ptr %973, i64 42
  %3334 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 42
  store float %3334, ptr %3333, align 4
  %3335 = getelementptr inbounds float, ptr %973, i64 43
  %3336 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 43
  store float %3336, ptr %3335, align 4
  %3337 = getelementptr inbounds float, ptr %973, i64 44
  %3338 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 44
  store float %3338, ptr %3337, align 4
  %3339 = getelementptr inbounds float, ptr %973, i64 45
  %3340 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 45
  store float %3340, ptr %3339, align 4
  %3341 = getelementptr inbounds float, ptr %973, i64 46
  %3342 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 46
  store float %3342, ptr %3341, align 4
  %3343 = getelementptr inbounds float, ptr %973, i64 47
  %3344 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 47
  store float %3344, ptr %3343, align 4
  %3345 = getelementptr inbounds float, ptr %973, i64 48
  %3346 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 48
  store float %3346, ptr %3345, align 4
  %3347 = getelementptr inbounds float, ptr %973, i64 49
  %3348 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 49
  store float %3348, ptr %3347, align 4
  %3349 = getelementptr inbounds float, ptr %973, i64 50
  %3350 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 50
  store float %3350, ptr %3349, align 4
  %3351 = getelementptr inbounds float, ptr %973, i64 51
  %3352 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 51
  store float %3352, ptr %3351, align 4
  %3353 = getelementptr inbounds float, ptr %973, i64 52
  %3354 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 52
  store float %3354, ptr %3353, align 4
  %3355 = getelementptr inbounds float, ptr %973, i64 53
  %3356 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 53
  store float %3356, ptr %3355, align 4
  %3357 = getelementptr inbounds float, ptr %973, i64 54
  %3358 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 54
  store float %3358, ptr %3357, align 4
  %3359 = getelementptr inbounds float, ptr %973, i64 55
  %3360 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 55
  store float %3360, ptr %3359, align 4
  %3361 = getelementptr inbounds float, ptr %973, i64 56
  %3362 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 56
  store float %3362, ptr %3361, align 4
  %3363 = getelementptr inbounds float, ptr %973, i64 57
  %3364 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 57
  store float %3364, ptr %3363, align 4
  %3365 = getelementptr inbounds float, ptr %973, i64 58
  %3366 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 58
  store float %3366, ptr %3365, align 4
  %3367 = getelementptr inbounds float, ptr %973, i64 59
  %3368 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 59
  store float %3368, ptr %3367, align 4
  %3369 = getelementptr inbounds float, ptr %973, i64 60
  %3370 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 60
  store float %3370, ptr %3369, align 4
  %3371 = getelementptr inbounds float, ptr %973, i64 61
  %3372 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 61
  store float %3372, ptr %3371, align 4
  %3373 = getelementptr inbounds float, ptr %973, i64 62
  %3374 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 62
  store float %3374, ptr %3373, align 4
  %3375 = getelementptr inbounds float, ptr %973, i64 63
  %3376 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 63
  store float %3376, ptr %3375, align 4
  call void asm sideeffect "wgmma.commit_group.sync.aligned;", "~{memory}"() #7
  call void asm sideeffect "wgmma.wait_group.sync.aligned 0;", "~{memory}"() #7
  %3377 = getelementptr inbounds float, ptr %973, i64 0
  %3378 = load float, ptr %3377, align 4
  %3379 = call float asm sideeffect "", "=f,0,~{memory}"(float %3378)
  store float %3379, ptr %3377, align 4
  %3380 = getelementptr inbounds float, ptr %973, i64 1
  %3381 = load float, ptr %3380, align 4
  %3382 = call float asm sideeffect "", "=f,0,~{memory}"(float %3381)
  store float %3382, ptr %3380, align 4
  %3383 = getelementptr inbounds float, ptr %973, i64 2
  %3384 = load float, ptr %3383, align 4
  %3385 = call float asm sideeffect "", "=f,0,~{memory}"(float %3384)
  store float %3385, ptr %3383, align 4
  %3386 = getelementptr inbounds float, ptr %973, i64 3
  %3387 = load float, ptr %3386, align 4
  %3388 = call float asm sideeffect "", "=f,0,~{memory}"(float %3387)
  store float %3388, ptr %3386, align 4
  %3389 = getelementptr inbounds float, ptr %973, i64 4
  %3390 = load float, ptr %3389, align 4
  %3391 = call float asm sideeffect "", "=f,0,~{memory}"(float %3390)
  store float %3391, ptr %3389, align 4
  %3392 = getelementptr inbounds float, ptr %973, i64 5
  %3393 = load float, ptr %3392, align 4
  %3394 = call float asm sideeffect "", "=f,0,~{memory}"(float %3393)
  store float %3394, ptr %3392, align 4
  %3395 = getelementptr inbounds float, ptr %973, i64 6
  %3396 = load float, ptr %3395, align 4
  %3397 = call float asm sideeffect "", "=f,0,~{memory}"(float %3396)
  store float %3397, ptr %3395, align 4
  %3398 = getelementptr inbounds float, ptr %973, i64 7
  %3399 = load float, ptr %3398, align 4
  %3400 = call float asm sideeffect "", "=f,0,~{memory}"(float %3399)
  store float %3400, ptr %3398, align 4
  %3401 = getelementptr inbounds float, ptr %973, i64 8
  %3402 = load float, ptr %3401, align 4
  %3403 = call float asm sideeffect "", "=f,0,~{memory}"(float %3402)
  store float %3403, ptr %3401, align 4
  %3404 = getelementptr inbounds float, ptr %973, i64 9
  %3405 = load float, ptr %3404, align 4
  %3406 = call float asm sideeffect "", "=f,0,~{memory}"(float %3405)
  store float %3406, ptr %3404, align 4
  %3407 = getelementptr inbounds float, ptr %973, i64 10
  %3408 = load float, ptr %3407, align 4
  %3409 = call float asm sideeffect "", "=f,0,~{memory}"(float %3408)
  store float %3409, ptr %3407, align 4
  %3410 = getelementptr inbounds float, ptr %973, i64 11
  %3411 = load float, ptr %3410, align 4
  %3412 = call float asm sideeffect "", "=f,0,~{memory}"(float %3411)
  store float %3412, ptr %3410, align 4
  %3413 = getelementptr inbounds float, ptr %973, i64 12
  %3414 = load float, ptr %3413, align 4
  %3415 = call float asm sideeffect "", "=f,0,~{memory}"(float %3414)
  store float %3415, ptr %3413, align 4
  %3416 = getelementptr inbounds float, ptr %973, i64 13
  %3417 = load float, ptr %3416, align 4
  %3418 = call float asm sideeffect "", "=f,0,~{memory}"(float %3417)
  store float %3418, ptr %3416, align 4
  %3419 = getelementptr inbounds float, ptr %973, i64 14
  %3420 = load float, ptr %3419, align 4
  %3421 = call float asm sideeffect "", "=f,0,~{memory}"(float %3420)
  store float %3421, ptr %3419, align 4
  %3422 = getelementptr inbounds float, ptr %973, i64 15
  %3423 = load float, ptr %3422, align 4
  %3424 = call float asm sideeffect "", "=f,0,~{memory}"(float %3423)
  store float %3424, ptr %3422, align 4
  %3425 = getelementptr inbounds float, ptr %973, i64 16
  %3426 = load float, ptr %3425, align 4
  %3427 = call float asm sideeffect "", "=f,0,~{memory}"(float %3426)
  store float %3427, ptr %3425, align 4
  %3428 = getelementptr inbounds float, ptr %973, i64 17
  %3429 = load float, ptr %3428, align 4
  %3430 = call float asm sideeffect "", "=f,0,~{memory}"(float %3429)
  store float %3430, ptr %3428, align 4
  %3431 = getelementptr inbounds float, ptr %973, i64 18
  %3432 = load float, ptr %3431, align 4
  %3433 = call float asm sideeffect "", "=f,0,~{memory}"(float %3432)
  store float %3433, ptr %3431, align 4
  %3434 = getelementptr inbounds float, ptr %973, i64 19
  %3435 = load float, ptr %3434, align 4
  %3436 = call float asm sideeffect "", "=f,0,~{memory}"(float %3435)
  store float %3436, ptr %3434, align 4
  %3437 = getelementptr inbounds float, ptr %973, i64 20
  %3438 = load float, ptr %3437, align 4
  %3439 = call float asm sideeffect "", "=f,0,~{memory}"(float %3438)
  store float %3439, ptr %3437, align 4
  %3440 = getelementptr inbounds float, ptr %973, i64 21
  %3441 = load float, ptr %3440, align 4
  %3442 = call float asm sideeffect "", "=f,0,~{memory}"(float %3441)
  store float %3442, ptr %3440, align 4
  %3443 = getelementptr inbounds float, ptr %973, i64 22
  %3444 = load float, ptr %3443, align 4
  %3445 = call float asm sideeffect "", "=f,0,~{memory}"(float %3444)
  store float %3445, ptr %3443, align 4
  %3446 = getelementptr inbounds float, ptr %973, i64 23
  %3447 = load float, ptr %3446, align 4
  %3448 = call float asm sideeffect "", "=f,0,~{memory}"(float %3447)
  store float %3448, ptr %3446, align 4
  %3449 = getelementptr inbounds float, ptr %973, i64 24
  %3450 = load float, ptr %3449, align 4
  %3451 = call float asm sideeffect "", "=f,0,~{memory}"(float %3450)
  store float %3451, ptr %3449, align 4
  %3452 = getelementptr inbounds float, ptr %973, i64 25
  %3453 = load float, ptr %3452, align 4
  %3454 = call float asm sideeffect "", "=f,0,~{memory}"(float %3453)
  store float %3454, ptr %3452, align 4
  %3455 = getelementptr inbounds float, ptr %973, i64 26
  %3456 = load float, ptr %3455, align 4
  %3457 = call float asm sideeffect "", "=f,0,~{memory}"(float %3456)
  store float %3457, ptr %3455, align 4
  %3458 = getelementptr inbounds float, ptr %973, i64 27
  %3459 = load float, ptr %3458, align 4
  %3460 = call float asm sideeffect "", "=f,0,~{memory}"(float %3459)
  store float %3460, ptr %3458, align 4
  %3461 = getelementptr inbounds float, ptr %973, i64 28
  %3462 = load float, ptr %3461, align 4
  %3463 = call float asm sideeffect "", "=f,0,~{memory}"(float %3462)
  store float %3463, ptr %3461, align 4
  %3464 = getelementptr inbounds float, ptr %973, i64 29
  %3465 = load float, ptr %3464, align 4
  %3466 = call float asm sideeffect "", "=f,0,~{memory}"(float %3465)
  store float %3466, ptr %3464, align 4
  %3467 = getelementptr inbounds float, ptr %973, i64 30
  %3468 = load float, ptr %3467, align 4
  %3469 = call float asm sideeffect "", "=f,0,~{memory}"(float %3468)
  store float %3469, ptr %3467, align 4
  %3470 = getelementptr inbounds float, ptr %973, i64 31
  %3471 = load float, ptr %3470, align 4
  %3472 = call float asm sideeffect "", "=f,0,~{memory}"(float %3471)
  store float %3472, ptr %3470, align 4
  %3473 = getelementptr inbounds float, ptr %973, i64 32
  %3474 = load float, ptr %3473, align 4
  %3475 = call float asm sideeffect "", "=f,0,~{memory}"(float %3474)
  store float %3475, ptr %3473, align 4
  %3476 = getelementptr inbounds float, ptr %973, i64 33
  %3477 = load float, ptr %3476, align 4
  %3478 = call float asm sideeffect "", "=f,0,~{memory}"(float %3477)
  store float %3478, ptr %3476, align 4
  %3479 = getelementptr inbounds float, ptr %973, i64 34
  %3480 = load float, ptr %3479, align 4
  %3481 = call float asm sideeffect "", "=f,0,~{memory}"(float %3480)
  store float %3481, ptr %3479, align 4
  %3482 = getelementptr inbounds float, ptr %973, i64 35
  %3483 = load float, ptr %3482, align 4
  %3484 = call float asm sideeffect "", "=f,0,~{memory}"(float %3483)
  store float %3484, ptr %3482, align 4
  %3485 = getelementptr inbounds float, ptr %973, i64 36
  %3486 = load float, ptr %3485, align 4
  %3487 = call float asm sideeffect "", "=f,0,~{memory}"(float %3486)
  store float %3487, ptr %3485, align 4
  %3488 = getelementptr inbounds float, ptr %973, i64 37
  %3489 = load float, ptr %3488, align 4
  %3490 = call float asm sideeffect "", "=f,0,~{memory}"(float %3489)
  store float %3490, ptr %3488, align 4
  %3491 = getelementptr inbounds float, ptr %973, i64 38
  %3492 = load float, ptr %3491, align 4
  %3493 = call float asm sideeffect "", "=f,0,~{memory}"(float %3492)
  store float %3493, ptr %3491, align 4
  %3494 = getelementptr inbounds float, ptr %973, i64 39
  %3495 = load float, ptr %3494, align 4
  %3496 = call float asm sideeffect "", "=f,0,~{memory}"(float %3495)
  store float %3496, ptr %3494, align 4
  %3497 = getelementptr inbounds float, ptr %973, i64 40
  %3498 = load float, ptr %3497, align 4
  %3499 = call float asm sideeffect "", "=f,0,~{memory}"(float %3498)
  store float %3499, ptr %3497, align 4
  %3500 = getelementptr inbounds float, ptr %973, i64 41
  %3501 = load float, ptr %3500, align 4
  %3502 = call float asm sideeffect "", "=f,0,~{memory}"(float %3501)
  store float %3502, ptr %3500, align 4
  %3503 = getelementptr inbounds float, ptr %973, i64 42
  %3504 = load float, ptr %3503, align 4
  %3505 = call float asm sideeffect "", "=f,0,~{memory}"(float %3504)
  store float %3505, ptr %3503, align 4
  %3506 = getelementptr inbounds float, ptr %973, i64 43
  %3507 = load float, ptr %3506, align 4
  %3508 = call float asm sideeffect "", "=f,0,~{memory}"(float %3507)
  store float %3508, ptr %3506, align 4
  %3509 = getelementptr inbounds float, ptr %973, i64 44
  %3510 = load float, ptr %3509, align 4
  %3511 = call float asm sideeffect "", "=f,0,~{memory}"(float %3510)
  store float %3511, ptr %3509, align 4
  %3512 = getelementptr inbounds float, ptr %973, i64 45
  %3513 = load float, ptr %3512, align 4
  %3514 = call float asm sideeffect "", "=f,0,~{memory}"(float %3513)
  store float %3514, ptr %3512, align 4
  %3515 = getelementptr inbounds float, ptr %973, i64 46
  %3516 = load float, ptr %3515, align 4
  %3517 = call float asm sideeffect "", "=f,0,~{memory}"(float %3516)
  store float %3517, ptr %3515, align 4
  %3518 = getelementptr inbounds float, ptr %973, i64 47
  %3519 = load float, ptr %3518, align 4
  %3520 = call float asm sideeffect "", "=f,0,~{memory}"(float %3519)
  store float %3520, ptr %3518, align 4
  %3521 = getelementptr inbounds float, ptr %973, i64 48
  %3522 = load float, ptr %3521, align 4
  %3523 = call float asm sideeffect "", "=f,0,~{memory}"(float %3522)
  store float %3523, ptr %3521, align 4
  %3524 = getelementptr inbounds float, ptr %973, i64 49
  %3525 = load float, ptr %3524, align 4
  %3526 = call float asm sideeffect "", "=f,0,~{memory}"(float %3525)
  store float %3526, ptr %3524, align 4
  %3527 = getelementptr inbounds float, ptr %973, i64 50
  %3528 = load float, ptr %3527, align 4
  %3529 = call float asm sideeffect "", "=f,0,~{memory}"(float %3528)
  store float %3529, ptr %3527, align 4
  %3530 = getelementptr inbounds float, ptr %973, i64 51
  %3531 = load float, ptr %3530, align 4
  %3532 = call float asm sideeffect "", "=f,0,~{memory}"(float %3531)
  store float %3532, ptr %3530, align 4
  %3533 = getelementptr inbounds float, ptr %973, i64 52
  %3534 = load float, ptr %3533, align 4
  %3535 = call float asm sideeffect "", "=f,0,~{memory}"(float %3534)
  store float %3535, ptr %3533, align 4
  %3536 = getelementptr inbounds float, ptr %973, i64 53
  %3537 = load float, ptr %3536, align 4
  %3538 = call float asm sideeffect "", "=f,0,~{memory}"(float %3537)
  store float %3538, ptr %3536, align 4
  %3539 = getelementptr inbounds float, ptr %973, i64 54
  %3540 = load float, ptr %3539, align 4
  %3541 = call float asm sideeffect "", "=f,0,~{memory}"(float %3540)
  store float %3541, ptr %3539, align 4
  %3542 = getelementptr inbounds float, ptr %973, i64 55
  %3543 = load float, ptr %3542, align 4
  %3544 = call float asm sideeffect "", "=f,0,~{memory}"(float %3543)
  store float %3544, ptr %3542, align 4
  %3545 = getelementptr inbounds float, ptr %973, i64 56
  %3546 = load float, ptr %3545, align 4
  %3547 = call float asm sideeffect "", "=f,0,~{memory}"(float %3546)
  store float %3547, ptr %3545, align 4
  %3548 = getelementptr inbounds float, ptr %973, i64 57
  %3549 = load float, ptr %3548, align 4
  %3550 = call float asm sideeffect "", "=f,0,~{memory}"(float %3549)
  store float %3550, ptr %3548, align 4
  %3551 = getelementptr inbounds float, ptr %973, i64 58
  %3552 = load float, ptr %3551, align 4
  %3553 = call float asm sideeffect "", "=f,0,~{memory}"(float %3552)
  store float %3553, ptr %3551, align 4
  %3554 = getelementptr inbounds float, ptr %973, i64 59
  %3555 = load float, ptr %3554, align 4
  %3556 = call float asm sideeffect "", "=f,0,~{memory}"(float %3555)
  store float %3556, ptr %3554, align 4
  %3557 = getelementptr inbounds float, ptr %973, i64 60
  %3558 = load float, ptr %3557, align 4
  %3559 = call float asm sideeffect "", "=f,0,~{memory}"(float %3558)
  store float %3559, ptr %3557, align 4
  %3560 = getelementptr inbounds float, ptr %973, i64 61
  %3561 = load float, ptr %3560, align 4
  %3562 = call float asm sideeffect "", "=f,0,~{memory}"(float %3561)
  store float %3562, ptr %3560, align 4
  %3563 = getelementptr inbounds float, ptr %973, i64 62
  %3564 = load float, ptr %3563, align 4
  %3565 = call float asm sideeffect "", "=f,0,~{memory}"(float %3564)
  store float %3565, ptr %3563, align 4
  %3566 = getelementptr inbounds float, ptr %973, i64 63
  %3567 = load float, ptr %3566, align 4
  %3568 = call float asm sideeffect "", "=f,0,~{memory}"(float %3567)
  store float %3568, ptr %3566, align 4
  br label %wgmma.done

wgmma.done:                                       ; preds = %wgmma.group, %l.end52
  br label %l.cond58

l.cond58:                                         ; preds = %l.body59, %wgmma.done
  %l61 = phi i32 [ 0, %wgmma.done ], [ %l.next62, %l.body59 ]
  %3569 = icmp slt i32 %l61, 2
  br i1 %3569, label %l.body59, label %l.end60

l.body59:                                         ; preds = %l.cond58
  %3570 = sext i32 %l61 to i64
  %3571 = getelementptr inbounds float, ptr %scores_max_prev, i64 %3570
  %3572 = sext i32 %l61 to i64
  %3573 = getelementptr inbounds float, ptr %scores_max, i64 %3572
  %3574 = load float, ptr %3573, align 4
  store float %3574, ptr %3571, align 4
  %l.next62 = add nsw i32 %l61, 1
  br label %l.cond58, !llvm.loop !17

l.end60:                                          ; preds = %l.cond58
  br label %ld.cond

ld.cond:                                          ; preds = %ld.body, %l.end60
  %ld = phi i32 [ 0, %l.end60 ], [ %ld.next, %ld.body ]
  %3575 = icmp slt i32 %ld, 2
  br i1 %3575, label %ld.body, label %ld.end

ld.body:                                          ; preds = %ld.cond
  %3576 = sext i32 %ld to i64
  %3577 = getelementptr inbounds float, ptr %scores_max_part, i64 %3576
  store float 0xFFF0000000000000, ptr %3577, align 4
  %ld.next = add nsw i32 %ld, 1
  br label %ld.cond, !llvm.loop !18

ld.end:                                           ; preds = %ld.cond
  br label %ls.cond

ls.cond:                                          ; preds = %ls.body, %ld.end
  %ls = phi i32 [ 0, %ld.end ], [ %ls.next, %ls.body ]
  %3578 = icmp slt i32 %ls, 64
  br i1 %3578, label %ls.body, label %ls.end

ls.body:                                          ; preds = %ls.cond
  %3579 = sdiv i32 %ls, 2
  %3580 = srem i32 %ls, 2
  %3581 = icmp slt i32 %3580, 0
  %3582 = icmp ne i1 %3581, false
  %3583 = icmp ne i32 %3580, 0
  %3584 = and i1 %3583, %3582
  %3585 = sub i32 %3579, 1
  %3586 = select i1 %3584, i32 %3585, i32 %3579
  %3587 = sdiv i32 %3586, 2
  %3588 = srem i32 %3586, 2
  %3589 = icmp slt i32 %3588, 0
  %3590 = icmp ne i1 %3589, false
  %3591 = icmp ne i32 %3588, 0
  %3592 = and i1 %3591, %3590
  %3593 = add i32 %3588, 2
  %3594 = select i1 %3592, i32 %3593, i32 %3588
  %3595 = sext i32 %3594 to i64
  %3596 = getelementptr inbounds float, ptr %scores_max_part, i64 %3595
  %3597 = sdiv i32 %ls, 2
  %3598 = srem i32 %ls, 2
  %3599 = icmp slt i32 %3598, 0
  %3600 = icmp ne i1 %3599, false
  %3601 = icmp ne i32 %3598, 0
  %3602 = and i1 %3601, %3600
  %3603 = sub i32 %3597, 1
  %3604 = select i1 %3602, i32 %3603, i32 %3597
  %3605 = sdiv i32 %3604, 2
  %3606 = srem i32 %3604, 2
  %3607 = icmp slt i32 %3606, 0
  %3608 = icmp ne i1 %3607, false
  %3609 = icmp ne i32 %3606, 0
  %3610 = and i1 %3609, %3608
  %3611 = add i32 %3606, 2
  %3612 = select i1 %3610, i32 %3611, i32 %3606
  %3613 = sext i32 %3612 to i64
  %3614 = getelementptr inbounds float, ptr %scores_max_part, i64 %3613
  %3615 = load float, ptr %3614, align 4
  %3616 = sext i32 %ls to i64
  %3617 = getelementptr inbounds float, ptr %acc_s, i64 %3616
  %3618 = load float, ptr %3617, align 4
  %3619 = call float @llvm.maxnum.f32(float %3615, float %3618)
  store float %3619, ptr %3596, align 4
  %ls.next = add nsw i32 %ls, 1
  br label %ls.cond, !llvm.loop !19

ls.end:                                           ; preds = %ls.cond
  br label %ld.cond63

ld.cond63:                                        ; preds = %ld.body64, %ls.end
  %ld66 = phi i32 [ 0, %ls.end ], [ %ld.next67, %ld.body64 ]
  %3620 = icmp slt i32 %ld66, 2
  br i1 %3620, label %ld.body64, label %ld.end65

ld.body64:                                        ; preds = %ld.cond63
  %3621 = sext i32 %ld66 to i64
  %3622 = getelementptr inbounds float, ptr %scores_max_part, i64 %3621
  %3623 = sext i32 %ld66 to i64
  %3624 = getelementptr inbounds float, ptr %scores_max_part, i64 %3623
  %3625 = load float, ptr %3624, align 4
  %3626 = sext i32 %ld66 to i64
  %3627 = getelementptr inbounds float, ptr %scores_max_part, i64 %3626
  %3628 = load float, ptr %3627, align 4
  %3629 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %3628, i32 2, i32 31)
  %3630 = call float @llvm.maxnum.f32(float %3625, float %3629)
  store float %3630, ptr %3622, align 4
  %ld.next67 = add nsw i32 %ld66, 1
  br label %ld.cond63, !llvm.loop !20

ld.end65:                                         ; preds = %ld.cond63
  br label %ld.cond68

ld.cond68:                                        ; preds = %ld.body69, %ld.end65
  %ld71 = phi i32 [ 0, %ld.end65 ], [ %ld.next72, %ld.body69 ]
  %3631 = icmp slt i32 %ld71, 2
  br i1 %3631, label %ld.body69, label %ld.end70

ld.body69:                                        ; preds = %ld.cond68
  %3632 = sext i32 %ld71 to i64
  %3633 = getelementptr inbounds float, ptr %scores_max_part, i64 %3632
  %3634 = sext i32 %ld71 to i64
  %3635 = getelementptr inbounds float, ptr %scores_max_part, i64 %3634
  %3636 = load float, ptr %3635, align 4
  %3637 = sext i32 %ld71 to i64
  %3638 = getelementptr inbounds float, ptr %scores_max_part, i64 %3637
  %3639 = load float, ptr %3638, align 4
  %3640 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %3639, i32 1, i32 31)
  %3641 = call float @llvm.maxnum.f32(float %3636, float %3640)
  store float %3641, ptr %3633, align 4
  %ld.next72 = add nsw i32 %ld71, 1
  br label %ld.cond68, !llvm.loop !21

ld.end70:                                         ; preds = %ld.cond68
  br label %ld.cond73

ld.cond73:                                        ; preds = %ld.body74, %ld.end70
  %ld76 = phi i32 [ 0, %ld.end70 ], [ %ld.next77, %ld.body74 ]
  %3642 = icmp slt i32 %ld76, 2
  br i1 %3642, label %ld.body74, label %ld.end75

ld.body74:                                        ; preds = %ld.cond73
  %3643 = sext i32 %ld76 to i64
  %3644 = getelementptr inbounds float, ptr %scores_max, i64 %3643
  %3645 = sext i32 %ld76 to i64
  %3646 = getelementptr inbounds float, ptr %scores_max, i64 %3645
  %3647 = load float, ptr %3646, align 4
  %3648 = sext i32 %ld76 to i64
  %3649 = getelementptr inbounds float, ptr %scores_max_part, i64 %3648
  %3650 = load float, ptr %3649, align 4
  %3651 = call float @llvm.maxnum.f32(float %3647, float %3650)
  store float %3651, ptr %3644, align 4
  %ld.next77 = add nsw i32 %ld76, 1
  br label %ld.cond73, !llvm.loop !22

ld.end75:                                         ; preds = %ld.cond73
  br label %l.cond78

l.cond78:                                         ; preds = %l.body79, %ld.end75
  %l81 = phi i32 [ 0, %ld.end75 ], [ %l.next82, %l.body79 ]
  %3652 = icmp slt i32 %l81, 2
  br i1 %3652, label %l.body79, label %l.end80

l.body79:                                         ; preds = %l.cond78
  %3653 = sext i32 %l81 to i64
  %3654 = getelementptr inbounds float, ptr %scores_scale, i64 %3653
  %3655 = sext i32 %l81 to i64
  %3656 = getelementptr inbounds float, ptr %scores_max_prev, i64 %3655
  %3657 = load float, ptr %3656, align 4
  %3658 = fmul float %3657, 0x3FC0527DC0000000
  %3659 = sext i32 %l81 to i64
  %3660 = getelementptr inbounds float, ptr %scores_max, i64 %3659
  %3661 = load float, ptr %3660, align 4
  %3662 = fmul float %3661, 0x3FC0527DC0000000
  %3663 = fsub float %3658, %3662
  %3664 = call float @llvm.nvvm.ex2.approx.f(float %3663) #0
  store float %3664, ptr %3654, align 4
  %l.next82 = add nsw i32 %l81, 1
  br label %l.cond78, !llvm.loop !23

l.end80:                                          ; preds = %l.cond78
  br label %l.cond83

l.cond83:                                         ; preds = %v.end89, %l.end80
  %l86 = phi i32 [ 0, %l.end80 ], [ %l.next92, %v.end89 ]
  %3665 = icmp slt i32 %l86, 32
  br i1 %3665, label %l.body84, label %l.end85

l.body84:                                         ; preds = %l.cond83
  br label %v.cond87

l.end85:                                          ; preds = %l.cond83
  br label %ld.cond93

v.cond87:                                         ; preds = %v.body88, %l.body84
  %v90 = phi i32 [ 0, %l.body84 ], [ %v.next91, %v.body88 ]
  %3666 = icmp slt i32 %v90, 2
  br i1 %3666, label %v.body88, label %v.end89

v.body88:                                         ; preds = %v.cond87
  %3667 = mul nsw i32 %l86, 2
  %3668 = add nsw i32 %3667, %v90
  %3669 = sext i32 %3668 to i64
  %3670 = getelementptr inbounds float, ptr %acc_s, i64 %3669
  %3671 = mul nsw i32 %l86, 2
  %3672 = add nsw i32 %3671, %v90
  %3673 = sext i32 %3672 to i64
  %3674 = getelementptr inbounds float, ptr %acc_s, i64 %3673
  %3675 = load float, ptr %3674, align 4
  %3676 = fmul float %3675, 0x3FC0527DC0000000
  %3677 = sdiv i32 %l86, 2
  %3678 = srem i32 %l86, 2
  %3679 = icmp slt i32 %3678, 0
  %3680 = icmp ne i1 %3679, false
  %3681 = icmp ne i32 %3678, 0
  %3682 = and i1 %3681, %3680
  %3683 = add i32 %3678, 2
  %3684 = select i1 %3682, i32 %3683, i32 %3678
  %3685 = sext i32 %3684 to i64
  %3686 = getelementptr inbounds float, ptr %scores_max, i64 %3685
  %3687 = load float, ptr %3686, align 4
  %3688 = fmul float %3687, 0x3FC0527DC0000000
  %3689 = fsub float %3676, %3688
  %3690 = call float @llvm.nvvm.ex2.approx.f(float %3689) #0
  store float %3690, ptr %3670, align 4
  %v.next91 = add nsw i32 %v90, 1
  br label %v.cond87, !llvm.loop !24

v.end89:                                          ; preds = %v.cond87
  %l.next92 = add nsw i32 %l86, 1
  br label %l.cond83, !llvm.loop !25

ld.cond93:                                        ; preds = %ld.body94, %l.end85
  %ld96 = phi i32 [ 0, %l.end85 ], [ %ld.next97, %ld.body94 ]
  %3691 = icmp slt i32 %ld96, 2
  br i1 %3691, label %ld.body94, label %ld.end95

ld.body94:                                        ; preds = %ld.cond93
  %3692 = sext i32 %ld96 to i64
  %3693 = getelementptr inbounds float, ptr %scores_sum_part, i64 %3692
  store float 0.000000e+00, ptr %3693, align 4
  %ld.next97 = add nsw i32 %ld96, 1
  br label %ld.cond93, !llvm.loop !26

ld.end95:                                         ; preds = %ld.cond93
  br label %ls.cond98

ls.cond98:                                        ; preds = %ls.body99, %ld.end95
  %ls101 = phi i32 [ 0, %ld.end95 ], [ %ls.next102, %ls.body99 ]
  %3694 = icmp slt i32 %ls101, 64
  br i1 %3694, label %ls.body99, label %ls.end100

ls.body99:                                        ; preds = %ls.cond98
  %3695 = sdiv i32 %ls101, 2
  %3696 = srem i32 %ls101, 2
  %3697 = icmp slt i32 %3696, 0
  %3698 = icmp ne i1 %3697, false
  %3699 = icmp ne i32 %3696, 0
  %3700 = and i1 %3699, %3698
  %3701 = sub i32 %3695, 1
  %3702 = select i1 %3700, i32 %3701, i32 %3695
  %3703 = sdiv i32 %3702, 2
  %3704 = srem i32 %3702, 2
  %3705 = icmp slt i32 %3704, 0
  %3706 = icmp ne i1 %3705, false
  %3707 = icmp ne i32 %3704, 0
  %3708 = and i1 %3707, %3706
  %3709 = add i32 %3704, 2
  %3710 = select i1 %3708, i32 %3709, i32 %3704
  %3711 = sext i32 %3710 to i64
  %3712 = getelementptr inbounds float, ptr %scores_sum_part, i64 %3711
  %3713 = sdiv i32 %ls101, 2
  %3714 = srem i32 %ls101, 2
  %3715 = icmp slt i32 %3714, 0
  %3716 = icmp ne i1 %3715, false
  %3717 = icmp ne i32 %3714, 0
  %3718 = and i1 %3717, %3716
  %3719 = sub i32 %3713, 1
  %3720 = select i1 %3718, i32 %3719, i32 %3713
  %3721 = sdiv i32 %3720, 2
  %3722 = srem i32 %3720, 2
  %3723 = icmp slt i32 %3722, 0
  %3724 = icmp ne i1 %3723, false
  %3725 = icmp ne i32 %3722, 0
  %3726 = and i1 %3725, %3724
  %3727 = add i32 %3722, 2
  %3728 = select i1 %3726, i32 %3727, i32 %3722
  %3729 = sext i32 %3728 to i64
  %3730 = getelementptr inbounds float, ptr %scores_sum_part, i64 %3729
  %3731 = load float, ptr %3730, align 4
  %3732 = sext i32 %ls101 to i64
  %3733 = getelementptr inbounds float, ptr %acc_s, i64 %3732
  %3734 = load float, ptr %3733, align 4
  %3735 = fadd float %3731, %3734
  store float %3735, ptr %3712, align 4
  %ls.next102 = add nsw i32 %ls101, 1
  br label %ls.cond98, !llvm.loop !27

ls.end100:                                        ; preds = %ls.cond98
  br label %ld.cond103

ld.cond103:                                       ; preds = %ld.body104, %ls.end100
  %ld106 = phi i32 [ 0, %ls.end100 ], [ %ld.next107, %ld.body104 ]
  %3736 = icmp slt i32 %ld106, 2
  br i1 %3736, label %ld.body104, label %ld.end105

ld.body104:                                       ; preds = %ld.cond103
  %3737 = sext i32 %ld106 to i64
  %3738 = getelementptr inbounds float, ptr %scores_sum_part, i64 %3737
  %3739 = sext i32 %ld106 to i64
  %3740 = getelementptr inbounds float, ptr %scores_sum_part, i64 %3739
  %3741 = load float, ptr %3740, align 4
  %3742 = sext i32 %ld106 to i64
  %3743 = getelementptr inbounds float, ptr %scores_sum_part, i64 %3742
  %3744 = load float, ptr %3743, align 4
  %3745 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %3744, i32 2, i32 31)
  %3746 = fadd float %3741, %3745
  store float %3746, ptr %3738, align 4
  %ld.next107 = add nsw i32 %ld106, 1
  br label %ld.cond103, !llvm.loop !28

ld.end105:                                        ; preds = %ld.cond103
  br label %ld.cond108

ld.cond108:                                       ; preds = %ld.body109, %ld.end105
  %ld111 = phi i32 [ 0, %ld.end105 ], [ %ld.next112, %ld.body109 ]
  %3747 = icmp slt i32 %ld111, 2
  br i1 %3747, label %ld.body109, label %ld.end110

ld.body109:                                       ; preds = %ld.cond108
  %3748 = sext i32 %ld111 to i64
  %3749 = getelementptr inbounds float, ptr %scores_sum_part, i64 %3748
  %3750 = sext i32 %ld111 to i64
  %3751 = getelementptr inbounds float, ptr %scores_sum_part, i64 %3750
  %3752 = load float, ptr %3751, align 4
  %3753 = sext i32 %ld111 to i64
  %3754 = getelementptr inbounds float, ptr %scores_sum_part, i64 %3753
  %3755 = load float, ptr %3754, align 4
  %3756 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %3755, i32 1, i32 31)
  %3757 = fadd float %3752, %3756
  store float %3757, ptr %3749, align 4
  %ld.next112 = add nsw i32 %ld111, 1
  br label %ld.cond108, !llvm.loop !29

ld.end110:                                        ; preds = %ld.cond108
  br label %ld.cond113

ld.cond113:                                       ; preds = %ld.body114, %ld.end110
  %ld116 = phi i32 [ 0, %ld.end110 ], [ %ld.next117, %ld.body114 ]
  %3758 = icmp slt i32 %ld116, 2
  br i1 %3758, label %ld.body114, label %ld.end115

ld.body114:                                       ; preds = %ld.cond113
  %3759 = sext i32 %ld116 to i64
  %3760 = getelementptr inbounds float, ptr %scores_sum, i64 %3759
  %3761 = sext i32 %ld116 to i64
  %3762 = getelementptr inbounds float, ptr %scores_sum_part, i64 %3761
  %3763 = load float, ptr %3762, align 4
  store float %3763, ptr %3760, align 4
  %ld.next117 = add nsw i32 %ld116, 1
  br label %ld.cond113, !llvm.loop !30

ld.end115:                                        ; preds = %ld.cond113
  br label %l.cond118

l.cond118:                                        ; preds = %l.body119, %ld.end115
  %l121 = phi i32 [ 0, %ld.end115 ], [ %l.next122, %l.body119 ]
  %3764 = icmp slt i32 %l121, 2
  br i1 %3764, label %l.body119, label %l.end120

l.body119:                                        ; preds = %l.cond118
  %3765 = sext i32 %l121 to i64
  %3766 = getelementptr inbounds float, ptr %logsum, i64 %3765
  %3767 = sext i32 %l121 to i64
  %3768 = getelementptr inbounds float, ptr %logsum, i64 %3767
  %3769 = load float, ptr %3768, align 4
  %3770 = sext i32 %l121 to i64
  %3771 = getelementptr inbounds float, ptr %scores_scale, i64 %3770
  %3772 = load float, ptr %3771, align 4
  %3773 = fmul float %3769, %3772
  %3774 = sext i32 %l121 to i64
  %3775 = getelementptr inbounds float, ptr %scores_sum, i64 %3774
  %3776 = load float, ptr %3775, align 4
  %3777 = fadd float %3773, %3776
  store float %3777, ptr %3766, align 4
  %l.next122 = add nsw i32 %l121, 1
  br label %l.cond118, !llvm.loop !31

l.end120:                                         ; preds = %l.cond118
  br label %l.cond123

l.cond123:                                        ; preds = %l.body124, %l.end120
  %l126 = phi i32 [ 0, %l.end120 ], [ %l.next127, %l.body124 ]
  %3778 = icmp slt i32 %l126, 32
  br i1 %3778, label %l.body124, label %l.end125

l.body124:                                        ; preds = %l.cond123
  %3779 = mul nsw i32 %l126, 2
  %3780 = sext i32 %3779 to i64
  %3781 = getelementptr inbounds half, ptr %acc_s_cast, i64 %3780
  %3782 = mul nsw i32 %l126, 2
  %3783 = sext i32 %3782 to i64
  %3784 = getelementptr inbounds float, ptr %acc_s, i64 %3783
  %3785 = load <2 x float>, ptr %3784, align 8
  %3786 = fptrunc <2 x float> %3785 to <2 x half>
  store <2 x half> %3786, ptr %3781, align 4
  %l.next127 = add nsw i32 %l126, 1
  br label %l.cond123, !llvm.loop !32

l.end125:                                         ; preds = %l.cond123
  br label %l.cond128

l.cond128:                                        ; preds = %l.body129, %l.end125
  %l131 = phi i32 [ 0, %l.end125 ], [ %l.next132, %l.body129 ]
  %3787 = icmp slt i32 %l131, 32
  br i1 %3787, label %l.body129, label %l.end130

l.body129:                                        ; preds = %l.cond128
  %3788 = mul nsw i32 %l131, 2
  %3789 = sext i32 %3788 to i64
  %3790 = getelementptr inbounds float, ptr %acc_o, i64 %3789
  %3791 = mul nsw i32 %l131, 2
  %3792 = sext i32 %3791 to i64
  %3793 = getelementptr inbounds float, ptr %acc_o, i64 %3792
  %3794 = load <2 x float>, ptr %3793, align 8
  %3795 = sdiv i32 %l131, 2
  %3796 = srem i32 %l131, 2
  %3797 = icmp slt i32 %3796, 0
  %3798 = icmp ne i1 %3797, false
  %3799 = icmp ne i32 %3796, 0
  %3800 = and i1 %3799, %3798
  %3801 = add i32 %3796, 2
  %3802 = select i1 %3800, i32 %3801, i32 %3796
  %3803 = sext i32 %3802 to i64
  %3804 = getelementptr inbounds float, ptr %scores_scale, i64 %3803
  %3805 = load float, ptr %3804, align 4
  %.splatinsert = insertelement <2 x float> poison, float %3805, i64 0
  %.splat = shufflevector <2 x float> %.splatinsert, <2 x float> poison, <2 x i32> zeroinitializer
  %3806 = fmul <2 x float> %3794, %.splat
  store <2 x float> %3806, ptr %3790, align 8
  %l.next132 = add nsw i32 %l131, 1
  br label %l.cond128, !llvm.loop !33

l.end130:                                         ; preds = %l.cond128
  %3807 = getelementptr inbounds half, ptr %acc_s_cast, i64 0
  %3808 = sdiv i32 %k, 2
  %3809 = srem i32 %k, 2
  %3810 = icmp slt i32 %3809, 0
  %3811 = icmp ne i1 %3810, false
  %3812 = icmp ne i32 %3809, 0
  %3813 = and i1 %3812, %3811
  %3814 = add i32 %3809, 2
  %3815 = select i1 %3813, i32 %3814, i32 %3809
  %3816 = mul nsw i32 %3815, 256
  %3817 = mul nsw i32 %3816, 64
  %3818 = sext i32 %3817 to i64
  %3819 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 65536), i64 %3818
  %3820 = getelementptr inbounds float, ptr %acc_o, i64 0
  %tid.x133 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !5
  %warpgroup134 = udiv i32 %tid.x133, 128
  %3821 = icmp ult i32 %warpgroup134, 2
  br i1 %3821, label %wgmma.group135, label %wgmma.done136

wgmma.group135:                                   ; preds = %l.end130
  %3822 = getelementptr inbounds float, ptr %3820, i64 0
  %3823 = load float, ptr %3822, align 4
  %3824 = call float asm sideeffect "", "=f,0,~{memory}"(float %3823)
  store float %3824, ptr %3822, align 4
  %3825 = getelementptr inbounds float, ptr %3820, i64 1
  %3826 = load float, ptr %3825, align 4
  %3827 = call float asm sideeffect "", "=f,0,~{memory}"(float %3826)
  store float %3827, ptr %3825, align 4
  %3828 = getelementptr inbounds float, ptr %3820, i64 2
  %3829 = load float, ptr %3828, align 4
  %3830 = call float asm sideeffect "", "=f,0,~{memory}"(float %3829)
  store float %3830, ptr %3828, align 4
  %3831 = getelementptr inbounds float, ptr %3820, i64 3
  %3832 = load float, ptr %3831, align 4
  %3833 = call float asm sideeffect "", "=f,0,~{memory}"(float %3832)
  store float %3833, ptr %3831, align 4
  %3834 = getelementptr inbounds float, ptr %3820, i64 4
  %3835 = load float, ptr %3834, align 4
  %3836 = call float asm sideeffect "", "=f,0,~{memory}"(float %3835)
  store float %3836, ptr %3834, align 4
  %3837 = getelementptr inbounds float, ptr %3820, i64 5
  %3838 = load float, ptr %3837, align 4
  %3839 = call float asm sideeffect "", "=f,0,~{memory}"(float %3838)
  store float %3839, ptr %3837, align 4
  %3840 = getelementptr inbounds float, ptr %3820, i64 6
  %3841 = load float, ptr %3840, align 4
  %3842 = call float asm sideeffect "", "=f,0,~{memory}"(float %3841)
  store float %3842, ptr %3840, align 4
  %3843 = getelementptr inbounds float, ptr %3820, i64 7
  %3844 = load float, ptr %3843, align 4
  %3845 = call float asm sideeffect "", "=f,0,~{memory}"(float %3844)
  store float %3845, ptr %3843, align 4
  %3846 = getelementptr inbounds float, ptr %3820, i64 8
  %3847 = load float, ptr %3846, align 4
  %3848 = call float asm sideeffect "", "=f,0,~{memory}"(float %3847)
  store float %3848, ptr %3846, align 4
  %3849 = getelementptr inbounds float, ptr %3820, i64 9
  %3850 = load float, ptr %3849, align 4
  %3851 = call float asm sideeffect "", "=f,0,~{memory}"(float %3850)
  store float %3851, ptr %3849, align 4
  %3852 = getelementptr inbounds float, ptr %3820, i64 10
  %3853 = load float, ptr %3852, align 4
  %3854 = call float asm sideeffect "", "=f,0,~{memory}"(float %3853)
  store float %3854, ptr %3852, align 4
  %3855 = getelementptr inbounds float, ptr %3820, i64 11
  %3856 = load float, ptr %3855, align 4
  %3857 = call float asm sideeffect "", "=f,0,~{memory}"(float %3856)
  store float %3857, ptr %3855, align 4
  %3858 = getelementptr inbounds float, ptr %3820, i64 12
  %3859 = load float, ptr %3858, align 4
  %3860 = call float asm sideeffect "", "=f,0,~{memory}"(float %3859)
  store float %3860, ptr %3858, align 4
  %3861 = getelementptr inbounds float, ptr %3820, i64 13
  %3862 = load float, ptr %3861, align 4
  %3863 = call float asm sideeffect "", "=f,0,~{memory}"(float %3862)
  store float %3863, ptr %3861, align 4
  %3864 = getelementptr inbounds float, ptr %3820, i64 14
  %3865 = load float, ptr %3864, align 4
  %3866 = call float asm sideeffect "", "=f,0,~{memory}"(float %3865)
  store float %3866, ptr %3864, align 4
  %3867 = getelementptr inbounds float, ptr %3820, i64 15
  %3868 = load float, ptr %3867, align 4
  %3869 = call float asm sideeffect "", "=f,0,~{memory}"(float %3868)
  store float %3869, ptr %3867, align 4
  %3870 = getelementptr inbounds float, ptr %3820, i64 16
  %3871 = load float, ptr %3870, align 4
  %3872 = call float asm sideeffect "", "=f,0,~{memory}"(float %3871)
  store float %3872, ptr %3870, align 4
  %3873 = getelementptr inbounds float, ptr %3820, i64 17
  %3874 = load float, ptr %3873, align 4
  %3875 = call float asm sideeffect "", "=f,0,~{memory}"(float %3874)
  store float %3875, ptr %3873, align 4
  %3876 = getelementptr inbounds float, ptr %3820, i64 18
  %3877 = load float, ptr %3876, align 4
  %3878 = call float asm sideeffect "", "=f,0,~{memory}"(float %3877)
  store float %3878, ptr %3876, align 4
  %3879 = getelementptr inbounds float, ptr %3820, i64 19
  %3880 = load float, ptr %3879, align 4
  %3881 = call float asm sideeffect "", "=f,0,~{memory}"(float %3880)
  store float %3881, ptr %3879, align 4
  %3882 = getelementptr inbounds float, ptr %3820, i64 20
  %3883 = load float, ptr %3882, align 4
  %3884 = call float asm sideeffect "", "=f,0,~{memory}"(float %3883)
  store float %3884, ptr %3882, align 4
  %3885 = getelementptr inbounds float, ptr %3820, i64 21
  %3886 = load float, ptr %3885, align 4
  %3887 = call float asm sideeffect "", "=f,0,~{memory}"(float %3886)
  store float %3887, ptr %3885, align 4
  %3888 = getelementptr inbounds float, ptr %3820, i64 22
  %3889 = load float, ptr %3888, align 4
  %3890 = call float asm sideeffect "", "=f,0,~{memory}"(float %3889)
  store float %3890, ptr %3888, align 4
  %3891 = getelementptr inbounds float, ptr %3820, i64 23
  %3892 = load float, ptr %3891, align 4
  %3893 = call float asm sideeffect "", "=f,0,~{memory}"(float %3892)
  store float %3893, ptr %3891, align 4
  %3894 = getelementptr inbounds float, ptr %3820, i64 24
  %3895 = load float, ptr %3894, align 4
  %3896 = call float asm sideeffect "", "=f,0,~{memory}"(float %3895)
  store float %3896, ptr %3894, align 4
  %3897 = getelementptr inbounds float, ptr %3820, i64 25
  %3898 = load float, ptr %3897, align 4
  %3899 = call float asm sideeffect "", "=f,0,~{memory}"(float %3898)
  store float %3899, ptr %3897, align 4
  %3900 = getelementptr inbounds float, ptr %3820, i64 26
  %3901 = load float, ptr %3900, align 4
  %3902 = call float asm sideeffect "", "=f,0,~{memory}"(float %3901)
  store float %3902, ptr %3900, align 4
  %3903 = getelementptr inbounds float, ptr %3820, i64 27
  %3904 = load float, ptr %3903, align 4
  %3905 = call float asm sideeffect "", "=f,0,~{memory}"(float %3904)
  store float %3905, ptr %3903, align 4
  %3906 = getelementptr inbounds float, ptr %3820, i64 28
  %3907 = load float, ptr %3906, align 4
  %3908 = call float asm sideeffect "", "=f,0,~{memory}"(float %3907)
  store float %3908, ptr %3906, align 4
  %3909 = getelementptr inbounds float, ptr %3820, i64 29
  %3910 = load float, ptr %3909, align 4
  %3911 = call float asm sideeffect "", "=f,0,~{memory}"(float %3910)
  store float %3911, ptr %3909, align 4
  %3912 = getelementptr inbounds float, ptr %3820, i64 30
  %3913 = load float, ptr %3912, align 4
  %3914 = call float asm sideeffect "", "=f,0,~{memory}"(float %3913)
  store float %3914, ptr %3912, align 4
  %3915 = getelementptr inbounds float, ptr %3820, i64 31
  %3916 = load float, ptr %3915, align 4
  %3917 = call float asm sideeffect "", "=f,0,~{memory}"(float %3916)
  store float %3917, ptr %3915, align 4
  %3918 = getelementptr inbounds float, ptr %3820, i64 32
  %3919 = load float, ptr %3918, align 4
  %3920 = call float asm sideeffect "", "=f,0,~{memory}"(float %3919)
  store float %3920, ptr %3918, align 4
  %3921 = getelementptr inbounds float, ptr %3820, i64 33
  %3922 = load float, ptr %3921, align 4
  %3923 = call float asm sideeffect "", "=f,0,~{memory}"(float %3922)
  store float %3923, ptr %3921, align 4
  %3924 = getelementptr inbounds float, ptr %3820, i64 34
  %3925 = load float, ptr %3924, align 4
  %3926 = call float asm sideeffect "", "=f,0,~{memory}"(float %3925)
  store float %3926, ptr %3924, align 4
  %3927 = getelementptr inbounds float, ptr %3820, i64 35
  %3928 = load float, ptr %3927, align 4
  %3929 = call float asm sideeffect "", "=f,0,~{memory}"(float %3928)
  store float %3929, ptr %3927, align 4
  %3930 = getelementptr inbounds float, ptr %3820, i64 36
  %3931 = load float, ptr %3930, align 4
  %3932 = call float asm sideeffect "", "=f,0,~{memory}"(float %3931)
  store float %3932, ptr %3930, align 4
  %3933 = getelementptr inbounds float, ptr %3820, i64 37
  %3934 = load float, ptr %3933, align 4
  %3935 = call float asm sideeffect "", "=f,0,~{memory}"(float %3934)
  store float %3935, ptr %3933, align 4
  %3936 = getelementptr inbounds float, ptr %3820, i64 38
  %3937 = load float, ptr %3936, align 4
  %3938 = call float asm sideeffect "", "=f,0,~{memory}"(float %3937)
  store float %3938, ptr %3936, align 4
  %3939 = getelementptr inbounds float, ptr %3820, i64 39
  %3940 = load float, ptr %3939, align 4
  %3941 = call float asm sideeffect "", "=f,0,~{memory}"(float %3940)
  store float %3941, ptr %3939, align 4
  %3942 = getelementptr inbounds float, ptr %3820, i64 40
  %3943 = load float, ptr %3942, align 4
  %3944 = call float asm sideeffect "", "=f,0,~{memory}"(float %3943)
  store float %3944, ptr %3942, align 4
  %3945 = getelementptr inbounds float, ptr %3820, i64 41
  %3946 = load float, ptr %3945, align 4
  %3947 = call float asm sideeffect "", "=f,0,~{memory}"(float %3946)
  store float %3947, ptr %3945, align 4
  %3948 = getelementptr inbounds float, ptr %3820, i64 42
  %3949 = load float, ptr %3948, align 4
  %3950 = call float asm sideeffect "", "=f,0,~{memory}"(float %3949)
  store float %3950, ptr %3948, align 4
  %3951 = getelementptr inbounds float, ptr %3820, i64 43
  %3952 = load float, ptr %3951, align 4
  %3953 = call float asm sideeffect "", "=f,0,~{memory}"(float %3952)
  store float %3953, ptr %3951, align 4
  %3954 = getelementptr inbounds float, ptr %3820, i64 44
  %3955 = load float, ptr %3954, align 4
  %3956 = call float asm sideeffect "", "=f,0,~{memory}"(float %3955)
  store float %3956, ptr %3954, align 4
  %3957 = getelementptr inbounds float, ptr %3820, i64 45
  %3958 = load float, ptr %3957, align 4
  %3959 = call float asm sideeffect "", "=f,0,~{memory}"(float %3958)
  store float %3959, ptr %3957, align 4
  %3960 = getelementptr inbounds float, ptr %3820, i64 46
  %3961 = load float, ptr %3960, align 4
  %3962 = call float asm sideeffect "", "=f,0,~{memory}"(float %3961)
  store float %3962, ptr %3960, align 4
  %3963 = getelementptr inbounds float, ptr %3820, i64 47
  %3964 = load float, ptr %3963, align 4
  %3965 = call float asm sideeffect "", "=f,0,~{memory}"(float %3964)
  store float %3965, ptr %3963, align 4
  %3966 = getelementptr inbounds float, ptr %3820, i64 48
  %3967 = load float, ptr %3966, align 4
  %3968 = call float asm sideeffect "", "=f,0,~{memory}"(float %3967)
  store float %3968, ptr %3966, align 4
  %3969 = getelementptr inbounds float, ptr %3820, i64 49
  %3970 = load float, ptr %3969, align 4
  %3971 = call float asm sideeffect "", "=f,0,~{memory}"(float %3970)
  store float %3971, ptr %3969, align 4
  %3972 = getelementptr inbounds float, ptr %3820, i64 50
  %3973 = load float, ptr %3972, align 4
  %3974 = call float asm sideeffect "", "=f,0,~{memory}"(float %3973)
  store float %3974, ptr %3972, align 4
  %3975 = getelementptr inbounds float, ptr %3820, i64 51
  %3976 = load float, ptr %3975, align 4
  %3977 = call float asm sideeffect "", "=f,0,~{memory}"(float %3976)
  store float %3977, ptr %3975, align 4
  %3978 = getelementptr inbounds float, ptr %3820, i64 52
  %3979 = load float, ptr %3978, align 4
  %3980 = call float asm sideeffect "", "=f,0,~{memory}"(float %3979)
  store float %3980, ptr %3978, align 4
  %3981 = getelementptr inbounds float, ptr %3820, i64 53
  %3982 = load float, ptr %3981, align 4
  %3983 = call float asm sideeffect "", "=f,0,~{memory}"(float %3982)
  store float %3983, ptr %3981, align 4
  %3984 = getelementptr inbounds float, ptr %3820, i64 54
  %3985 = load float, ptr %3984, align 4
  %3986 = call float asm sideeffect "", "=f,0,~{memory}"(float %3985)
  store float %3986, ptr %3984, align 4
  %3987 = getelementptr inbounds float, ptr %3820, i64 55
  %3988 = load float, ptr %3987, align 4
  %3989 = call float asm sideeffect "", "=f,0,~{memory}"(float %3988)
  store float %3989, ptr %3987, align 4
  %3990 = getelementptr inbounds float, ptr %3820, i64 56
  %3991 = load float, ptr %3990, align 4
  %3992 = call float asm sideeffect "", "=f,0,~{memory}"(float %3991)
  store float %3992, ptr %3990, align 4
  %3993 = getelementptr inbounds float, ptr %3820, i64 57
  %3994 = load float, ptr %3993, align 4
  %3995 = call float asm sideeffect "", "=f,0,~{memory}"(float %3994)
  store float %3995, ptr %3993, align 4
  %3996 = getelementptr inbounds float, ptr %3820, i64 58
  %3997 = load float, ptr %3996, align 4
  %3998 = call float asm sideeffect "", "=f,0,~{memory}"(float %3997)
  store float %3998, ptr %3996, align 4
  %3999 = getelementptr inbounds float, ptr %3820, i64 59
  %4000 = load float, ptr %3999, align 4
  %4001 = call float asm sideeffect "", "=f,0,~{memory}"(float %4000)
  store float %4001, ptr %3999, align 4
  %4002 = getelementptr inbounds float, ptr %3820, i64 60
  %4003 = load float, ptr %4002, align 4
  %4004 = call float asm sideeffect "", "=f,0,~{memory}"(float %4003)
  store float %4004, ptr %4002, align 4
  %4005 = getelementptr inbounds float, ptr %3820, i64 61
  %4006 = load float, ptr %4005, align 4
  %4007 = call float asm sideeffect "", "=f,0,~{memory}"(float %4006)
  store float %4007, ptr %4005, align 4
  %4008 = getelementptr inbounds float, ptr %3820, i64 62
  %4009 = load float, ptr %4008, align 4
  %4010 = call float asm sideeffect "", "=f,0,~{memory}"(float %4009)
  store float %4010, ptr %4008, align 4
  %4011 = getelementptr inbounds float, ptr %3820, i64 63
  %4012 = load float, ptr %4011, align 4
  %4013 = call float asm sideeffect "", "=f,0,~{memory}"(float %4012)
  store float %4013, ptr %4011, align 4
  call void asm sideeffect "wgmma.fence.sync.aligned;", "~{memory}"() #7
  %4014 = mul i32 %warpgroup134, 64
  %4015 = add i32 %4014, 0
  %4016 = mul i32 %4015, 64
  %4017 = getelementptr inbounds half, ptr %3807, i64 0
  %4018 = load half, ptr %4017, align 2
  %4019 = insertelement <2 x half> poison, half %4018, i64 0
  %4020 = getelementptr inbounds half, ptr %3807, i64 1
  %4021 = load half, ptr %4020, align 2
  %4022 = insertelement <2 x half> %4019, half %4021, i64 1
  %4023 = bitcast <2 x half> %4022 to i32
  %4024 = getelementptr inbounds half, ptr %3807, i64 2
  %4025 = load half, ptr %4024, align 2
  %4026 = insertelement <2 x half> poison, half %4025, i64 0
  %4027 = getelementptr inbounds half, ptr %3807, i64 3
  %4028 = load half, ptr %4027, align 2
  %4029 = insertelement <2 x half> %4026, half %4028, i64 1
  %4030 = bitcast <2 x half> %4029 to i32
  %4031 = getelementptr inbounds half, ptr %3807, i64 4
  %4032 = load half, ptr %4031, align 2
  %4033 = insertelement <2 x half> poison, half %4032, i64 0
  %4034 = getelementptr inbounds half, ptr %3807, i64 5
  %4035 = load half, ptr %4034, align 2
  %4036 = insertelement <2 x half> %4033, half %4035, i64 1
  %4037 = bitcast <2 x half> %4036 to i32
  %4038 = getelementptr inbounds half, ptr %3807, i64 6
  %4039 = load half, ptr %4038, align 2
  %4040 = insertelement <2 x half> poison, half %4039, i64 0
  %4041 = getelementptr inbounds half, ptr %3807, i64 7
  %4042 = load half, ptr %4041, align 2
  %4043 = insertelement <2 x half> %4040, half %4042, i64 1
  %4044 = bitcast <2 x half> %4043 to i32
  %4045 = getelementptr inbounds half, ptr addrspace(3) %3819, i64 0
  %4046 = ptrtoint ptr addrspace(3) %4045 to i64
  %4047 = and i64 %4046, 262143
  %4048 = lshr i64 %4047, 4
  %4049 = or i64 %4048, 4611686293372403712
  %4050 = getelementptr inbounds float, ptr %3820, i64 0
  %4051 = load float, ptr %4050, align 4
  %4052 = getelementptr inbounds float, ptr %3820, i64 1
  %4053 = load float, ptr %4052, align 4
  %4054 = getelementptr inbounds float, ptr %3820, i64 2
  %4055 = load float, ptr %4054, align 4
  %4056 = getelementptr inbounds float, ptr %3820, i64 3
  %4057 = load float, ptr %4056, align 4
  %4058 = getelementptr inbounds float, ptr %3820, i64 4
  %4059 = load float, ptr %4058, align 4
  %4060 = getelementptr inbounds float, ptr %3820, i64 5
  %4061 = load float, ptr %4060, align 4
  %4062 = getelementptr inbounds float, ptr %3820, i64 6
  %4063 = load float, ptr %4062, align 4
  %4064 = getelementptr inbounds float, ptr %3820, i64 7
  %4065 = load float, ptr %4064, align 4
  %4066 = getelementptr inbounds float, ptr %3820, i64 8
  %4067 = load float, ptr %4066, align 4
  %4068 = getelementptr inbounds float, ptr %3820, i64 9
  %4069 = load float, ptr %4068, align 4
  %4070 = getelementptr inbounds float, ptr %3820, i64 10
  %4071 = load float, ptr %4070, align 4
  %4072 = getelementptr inbounds float, ptr %3820, i64 11
  %4073 = load float, ptr %4072, align 4
  %4074 = getelementptr inbounds float, ptr %3820, i64 12
  %4075 = load float, ptr %4074, align 4
  %4076 = getelementptr inbounds float, ptr %3820, i64 13
  %4077 = load float, ptr %4076, align 4
  %4078 = getelementptr inbounds float, ptr %3820, i64 14
  %4079 = load float, ptr %4078, align 4
  %4080 = getelementptr inbounds float, ptr %3820, i64 15
  %4081 = load float, ptr %4080, align 4
  %4082 = getelementptr inbounds float, ptr %3820, i64 16
  %4083 = load float, ptr %4082, align 4
  %4084 = getelementptr inbounds float, ptr %3820, i64 17
  %4085 = load float, ptr %4084, align 4
  %4086 = getelementptr inbounds float, ptr %3820, i64 18
  %4087 = load float, ptr %4086, align 4
  %4088 = getelementptr inbounds float, ptr %3820, i64 19
  %4089 = load float, ptr %4088, align 4
  %4090 = getelementptr inbounds float, ptr %3820, i64 20
  %4091 = load float, ptr %4090, align 4
  %4092 = getelementptr inbounds float, ptr %3820, i64 21
  %4093 = load float, ptr %4092, align 4
  %4094 = getelementptr inbounds float, ptr %3820, i64 22
  %4095 = load float, ptr %4094, align 4
  %4096 = getelementptr inbounds float, ptr %3820, i64 23
  %4097 = load float, ptr %4096, align 4
  %4098 = getelementptr inbounds float, ptr %3820, i64 24
  %4099 = load float, ptr %4098, align 4
  %4100 = getelementptr inbounds float, ptr %3820, i64 25
  %4101 = load float, ptr %4100, align 4
  %4102 = getelementptr inbounds float, ptr %3820, i64 26
  %4103 = load float, ptr %4102, align 4
  %4104 = getelementptr inbounds float, ptr %3820, i64 27
  %4105 = load float, ptr %4104, align 4
  %4106 = getelementptr inbounds float, ptr %3820, i64 28
  %4107 = load float, ptr %4106, align 4
  %4108 = getelementptr inbounds float, ptr %3820, i64 29
  %4109 = load float, ptr %4108, align 4
  %4110 = getelementptr inbounds float, ptr %3820, i64 30
  %4111 = load float, ptr %4110, align 4
  %4112 = getelementptr inbounds float, ptr %3820, i64 31
  %4113 = load float, ptr %4112, align 4
  %4114 = getelementptr inbounds float, ptr %3820, i64 32
  %4115 = load float, ptr %4114, align 4
  %4116 = getelementptr inbounds float, ptr %3820, i64 33
  %4117 = load float, ptr %4116, align 4
  %4118 = getelementptr inbounds float, ptr %3820, i64 34
  %4119 = load float, ptr %4118, align 4
  %4120 = getelementptr inbounds float, ptr %3820, i64 35
  %4121 = load float, ptr %4120, align 4
  %4122 = getelementptr inbounds float, ptr %3820, i64 36
  %4123 = load float, ptr %4122, align 4
  %4124 = getelementptr inbounds float, ptr %3820, i64 37
  %4125 = load float, ptr %4124, align 4
  %4126 = getelementptr inbounds float, ptr %3820, i64 38
  %4127 = load float, ptr %4126, align 4
  %4128 = getelementptr inbounds float, ptr %3820, i64 39
  %4129 = load float, ptr %4128, align 4
  %4130 = getelementptr inbounds float, ptr %3820, i64 40
  %4131 = load float, ptr %4130, align 4
  %4132 = getelementptr inbounds float, ptr %3820, i64 41
  %4133 = load float, ptr %4132, align 4
  %4134 = getelementptr inbounds float, ptr %3820, i64 42
  %4135 = load float, ptr %4134, align 4
  %4136 = getelementptr inbounds float, ptr %3820, i64 43
  %4137 = load float, ptr %4136, align 4
  %4138 = getelementptr inbounds float, ptr %3820, i64 44
  %4139 = load float, ptr %4138, align 4
  %4140 = getelementptr inbounds float, ptr %3820, i64 45
  %4141 = load float, ptr %4140, align 4
  %4142 = getelementptr inbounds float, ptr %3820, i64 46
  %4143 = load float, ptr %4142, align 4
  %4144 = getelementptr inbounds float, ptr %3820, i64 47
  %4145 = load float, ptr %4144, align 4
  %4146 = getelementptr inbounds float, ptr %3820, i64 48
  %4147 = load float, ptr %4146, align 4
  %4148 = getelementptr inbounds float, ptr %3820, i64 49
  %4149 = load float, ptr %4148, align 4
  %4150 = getelementptr inbounds float, ptr %3820, i64 50
  %4151 = load float, ptr %4150, align 4
  %4152 = getelementptr inbounds float, ptr %3820, i64 51
  %4153 = load float, ptr %4152, align 4
  %4154 = getelementptr inbounds float, ptr %3820, i64 52
  %4155 = load float, ptr %4154, align 4
  %4156 = getelementptr inbounds float, ptr %3820, i64 53
  %4157 = load float, ptr %4156, align 4
  %4158 = getelementptr inbounds float, ptr %3820, i64 54
  %4159 = load float, ptr %4158, align 4
  %4160 = getelementptr inbounds float, ptr %3820, i64 55
  %4161 = load float, ptr %4160, align 4
  %4162 = getelementptr inbounds float, ptr %3820, i64 56
  %4163 = load float, ptr %4162, align 4
  %4164 = getelementptr inbounds float, ptr %3820, i64 57
  %4165 = load float, ptr %4164, align 4
  %4166 = getelementptr inbounds float, ptr %3820, i64 58
  %4167 = load float, ptr %4166, align 4
  %4168 = getelementptr inbounds float, ptr %3820, i64 59
  %4169 = load float, ptr %4168, align 4
  %4170 = getelementptr inbounds float, ptr %3820, i64 60
  %4171 = load float, ptr %4170, align 4
  %4172 = getelementptr inbounds float, ptr %3820, i64 61
  %4173 = load float, ptr %4172, align 4
  %4174 = getelementptr inbounds float, ptr %3820, i64 62
  %4175 = load float, ptr %4174, align 4
  %4176 = getelementptr inbounds float, ptr %3820, i64 63
  %4177 = load float, ptr %4176, align 4
  %4178 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $69, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, {$64, $65, $66, $67}, $68, p, 1, 1, 1;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i32 %4023, i32 %4030, i32 %4037, i32 %4044, i64 %4049, i32 1, float %4051, float %4053, float %4055, float %4057, float %4059, float %4061, float %4063, float %4065, float %4067, float %4069, float %4071, float %4073, float %4075, float %4077, float %4079, float %4081, float %4083, float %4085, float %4087, float %4089, float %4091, float %4093, float %4095, float %4097, float %4099, float %4101, float %4103, float %4105, float %4107, float %4109, float %4111, float %4113, float %4115, float %4117, float %4119, float %4121, float %4123, float %4125, float %4127, float %4129, float %4131, float %4133, float %4135, float %4137, float %4139, float %4141, float %4143, float %4145, float %4147, float %4149, float %4151, float %4153, float %4155, float %4157, float %4159, float %4161, float %4163, float %4165, float %4167, float %4169, float %4171, float %4173, float %4175, float %4177) #7
  %4179 = getelementptr inbounds float, ptr %3820, i64 0
  %4180 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 0
  store float %4180, ptr %4179, align 4
  %4181 = getelementptr inbounds float, ptr %3820, i64 1
  %4182 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 1
  store float %4182, ptr %4181, align 4
  %4183 = getelementptr inbounds float, ptr %3820, i64 2
  %4184 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 2
  store float %4184, ptr %4183, align 4
  %4185 = getelementptr inbounds float, ptr %3820, i64 3
  %4186 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 3
  store float %4186, ptr %4185, align 4
  %4187 = getelementptr inbounds float, ptr %3820, i64 4
  %4188 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 4
  store float %4188, ptr %4187, align 4
  %4189 = getelementptr inbounds float, ptr %3820, i64 5
  %4190 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 5
  store float %4190, ptr %4189, align 4
  %4191 = getelementptr inbounds float, ptr %3820, i64 6
  %4192 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 6
  store float %4192, ptr %4191, align 4
  %4193 = getelementptr inbounds float, ptr %3820, i64 7
  %4194 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 7
  store float %4194, ptr %4193, align 4
  %4195 = getelementptr inbounds float, ptr %3820, i64 8
  %4196 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 8
  store float %4196, ptr %4195, align 4
  %4197 = getelementptr inbounds float, ptr %3820, i64 9
  %4198 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 9
  store float %4198, ptr %4197, align 4
  %4199 = getelementptr inbounds float, ptr %3820, i64 10
  %4200 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 10
  store float %4200, ptr %4199, align 4
  %4201 = getelementptr inbounds float, ptr %3820, i64 11
  %4202 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 11
  store float %4202, ptr %4201, align 4
  %4203 = getelementptr inbounds float, ptr %3820, i64 12
  %4204 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 12
  store float %4204, ptr %4203, align 4
  %4205 = getelementptr inbounds float, ptr %3820, i64 13
  %4206 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 13
  store float %4206, ptr %4205, align 4
  %4207 = getelementptr inbounds float, ptr %3820, i64 14
  %4208 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 14
  store float %4208, ptr %4207, align 4
  %4209 = getelementptr inbounds float, ptr %3820, i64 15
  %4210 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 15
  store float %4210, ptr %4209, align 4
  %4211 = getelementptr inbounds float, ptr %3820, i64 16
  %4212 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 16
  store float %4212, ptr %4211, align 4
  %4213 = getelementptr inbounds float, ptr %3820, i64 17
  %4214 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 17
  store float %4214, ptr %4213, align 4
  %4215 = getelementptr inbounds float, ptr %3820, i64 18
  %4216 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 18
  store float %4216, ptr %4215, align 4
  %4217 = getelementptr inbounds float, ptr %3820, i64 19
  %4218 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 19
  store float %4218, ptr %4217, align 4
  %4219 = getelementptr inbounds float, ptr %3820, i64 20
  %4220 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 20
  store float %4220, ptr %4219, align 4
  %4221 = getelementptr inbounds float, ptr %3820, i64 21
  %4222 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 21
  store float %4222, ptr %4221, align 4
  %4223 = getelementptr inbounds float, ptr %3820, i64 22
  %4224 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 22
  store float %4224, ptr %4223, align 4
  %4225 = getelementptr inbounds float, ptr %3820, i64 23
  %4226 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 23
  store float %4226, ptr %4225, align 4
  %4227 = getelementptr inbounds float, ptr %3820, i64 24
  %4228 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 24
  store float %4228, ptr %4227, align 4
  %4229 = getelementptr inbounds float, ptr %3820, i64 25
  %4230 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 25
  store float %4230, ptr %4229, align 4
  %4231 = getelementptr inbounds float, ptr %3820, i64 26
  %4232 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 26
  store float %4232, ptr %4231, align 4
  %4233 = getelementptr inbounds float, ptr %3820, i64 27
  %4234 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 27
  store float %4234, ptr %4233, align 4
  %4235 = getelementptr inbounds float, ptr %3820, i64 28
  %4236 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 28
  store float %4236, ptr %4235, align 4
  %4237 = getelementptr inbounds float, ptr %3820, i64 29
  %4238 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 29
  store float %4238, ptr %4237, align 4
  %4239 = getelementptr inbounds float, ptr %3820, i64 30
  %4240 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 30
  store float %4240, ptr %4239, align 4
  %4241 = getelementptr inbounds float, ptr %3820, i64 31
  %4242 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 31
  store float %4242, ptr %4241, align 4
  %4243 = getelementptr inbounds float, ptr %3820, i64 32
  %4244 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 32
  store float %4244, ptr %4243, align 4
  %4245 = getelementptr inbounds float, ptr %3820, i64 33
  %4246 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 33
  store float %4246, ptr %4245, align 4
  %4247 = getelementptr inbounds float, ptr %3820, i64 34
  %4248 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 34
  store float %4248, ptr %4247, align 4
  %4249 = getelementptr inbounds float, ptr %3820, i64 35
  %4250 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 35
  store float %4250, ptr %4249, align 4
  %4251 = getelementptr inbounds float, ptr %3820, i64 36
  %4252 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 36
  store float %4252, ptr %4251, align 4
  %4253 = getelementptr inbounds float, ptr %3820, i64 37
  %4254 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 37
  store float %4254, ptr %4253, align 4
  %4255 = getelementptr inbounds float, ptr %3820, i64 38
  %4256 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 38
  store float %4256, ptr %4255, align 4
  %4257 = getelementptr inbounds float, ptr %3820, i64 39
  %4258 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 39
  store float %4258, ptr %4257, align 4
  %4259 = getelementptr inbounds float, ptr %3820, i64 40
  %4260 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 40
  store float %4260, ptr %4259, align 4
  %4261 = getelementptr inbounds float, ptr %3820, i64 41
  %4262 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 41
  store float %4262, ptr %4261, align 4
  %4263 = getelementptr inbounds float, ptr %3820, i64 42
  %4264 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 42
  store float %4264, ptr %4263, align 4
  %4265 = getelementptr inbounds float, ptr %3820, i64 43
  %4266 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 43
  store float %4266, ptr %4265, align 4
  %4267 = getelementptr inbounds float, ptr %3820, i64 44
  %4268 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 44
  store float %4268, ptr %4267, align 4
  %4269 = getelementptr inbounds float, ptr %3820, i64 45
  %4270 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 45
  store float %4270, ptr %4269, align 4
  %4271 = getelementptr inbounds float, ptr %3820, i64 46
  %4272 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 46
  store float %4272, ptr %4271, align 4
  %4273 = getelementptr inbounds float, ptr %3820, i64 47
  %4274 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 47
  store float %4274, ptr %4273, align 4
  %4275 = getelementptr inbounds float, ptr %3820, i64 48
  %4276 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 48
  store float %4276, ptr %4275, align 4
  %4277 = getelementptr inbounds float, ptr %3820, i64 49
  %4278 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 49
  store float %4278, ptr %4277, align 4
  %4279 = getelementptr inbounds float, ptr %3820, i64 50
  %4280 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 50
  store float %4280, ptr %4279, align 4
  %4281 = getelementptr inbounds float, ptr %3820, i64 51
  %4282 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 51
  store float %4282, ptr %4281, align 4
  %4283 = getelementptr inbounds float, ptr %3820, i64 52
  %4284 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 52
  store float %4284, ptr %4283, align 4
  %4285 = getelementptr inbounds float, ptr %3820, i64 53
  %4286 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 53
  store float %4286, ptr %4285, align 4
  %4287 = getelementptr inbounds float, ptr %3820, i64 54
  %4288 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 54
  store float %4288, ptr %4287, align 4
  %4289 = getelementptr inbounds float, ptr %3820, i64 55
  %4290 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 55
  store float %4290, ptr %4289, align 4
  %4291 = getelementptr inbounds float, ptr %3820, i64 56
  %4292 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 56
  store float %4292, ptr %4291, align 4
  %4293 = getelementptr inbounds float, ptr %3820, i64 57
  %4294 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 57
  store float %4294, ptr %4293, align 4
  %4295 = getelementptr inbounds float, ptr %3820, i64 58
  %4296 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 58
  store float %4296, ptr %4295, align 4
  %4297 = getelementptr inbounds float, ptr %3820, i64 59
  %4298 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 59
  store float %4298, ptr %4297, align 4
  %4299 = getelementptr inbounds float, ptr %3820, i64 60
  %4300 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 60
  store float %4300, ptr %4299, align 4
  %4301 = getelementptr inbounds float, ptr %3820, i64 61
  %4302 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 61
  store float %4302, ptr %4301, align 4
  %4303 = getelementptr inbounds float, ptr %3820, i64 62
  %4304 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 62
  store float %4304, ptr %4303, align 4
  %4305 = getelementptr inbounds float, ptr %3820, i64 63
  %4306 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4178, 63
  store float %4306, ptr %4305, align 4
  %4307 = getelementptr inbounds half, ptr %3807, i64 8
  %4308 = load half, ptr %4307, align 2
  %4309 = insertelement <2 x half> poison, half %4308, i64 0
  %4310 = getelementptr inbounds half, ptr %3807, i64 9
  %4311 = load half, ptr %4310, align 2
  %4312 = insertelement <2 x half> %4309, half %4311, i64 1
  %4313 = bitcast <2 x half> %4312 to i32
  %4314 = getelementptr inbounds half, ptr %3807, i64 10
  %4315 = load half, ptr %4314, align 2
  %4316 = insertelement <2 x half> poison, half %4315, i64 0
  %4317 = getelementptr inbounds half, ptr %3807, i64 11
  %4318 = load half, ptr %4317, align 2
  %4319 = insertelement <2 x half> %4316, half %4318, i64 1
  %4320 = bitcast <2 x half> %4319 to i32
  %4321 = getelementptr inbounds half, ptr %3807, i64 12
  %4322 = load half, ptr %4321, align 2
  %4323 = insertelement <2 x half> poison, half %4322, i64 0
  %4324 = getelementptr inbounds half, ptr %3807, i64 13
  %4325 = load half, ptr %4324, align 2
  %4326 = insertelement <2 x half> %4323, half %4325, i64 1
  %4327 = bitcast <2 x half> %4326 to i32
  %4328 = getelementptr inbounds half, ptr %3807, i64 14
  %4329 = load half, ptr %4328, align 2
  %4330 = insertelement <2 x half> poison, half %4329, i64 0
  %4331 = getelementptr inbounds half, ptr %3807, i64 15
  %4332 = load half, ptr %4331, align 2
  %4333 = insertelement <2 x half> %4330, half %4332, i64 1
  %4334 = bitcast <2 x half> %4333 to i32
  %4335 = getelementptr inbounds half, ptr addrspace(3) %3819, i64 1024
  %4336 = ptrtoint ptr addrspace(3) %4335 to i64
  %4337 = and i64 %4336, 262143
  %4338 = lshr i64 %4337, 4
  %4339 = or i64 %4338, 4611686293372403712
  %4340 = getelementptr inbounds float, ptr %3820, i64 0
  %4341 = load float, ptr %4340, align 4
  %4342 = getelementptr inbounds float, ptr %3820, i64 1
  %4343 = load float, ptr %4342, align 4
  %4344 = getelementptr inbounds float, ptr %3820, i64 2
  %4345 = load float, ptr %4344, align 4
  %4346 = getelementptr inbounds float, ptr %3820, i64 3
  %4347 = load float, ptr %4346, align 4
  %4348 = getelementptr inbounds float, ptr %3820, i64 4
  %4349 = load float, ptr %4348, align 4
  %4350 = getelementptr inbounds float, ptr %3820, i64 5
  %4351 = load float, ptr %4350, align 4
  %4352 = getelementptr inbounds float, ptr %3820, i64 6
  %4353 = load float, ptr %4352, align 4
  %4354 = getelementptr inbounds float, ptr %3820, i64 7
  %4355 = load float, ptr %4354, align 4
  %4356 = getelementptr inbounds float, ptr %3820, i64 8
  %4357 = load float, ptr %4356, align 4
  %4358 = getelementptr inbounds float, ptr %3820, i64 9
  %4359 = load float, ptr %4358, align 4
  %4360 = getelementptr inbounds float, ptr %3820, i64 10
  %4361 = load float, ptr %4360, align 4
  %4362 = getelementptr inbounds float, ptr %3820, i64 11
  %4363 = load float, ptr %4362, align 4
  %4364 = getelementptr inbounds float, ptr %3820, i64 12
  %4365 = load float, ptr %4364, align 4
  %4366 = getelementptr inbounds float, ptr %3820, i64 13
  %4367 = load float, ptr %4366, align 4
  %4368 = getelementptr inbounds float, ptr %3820, i64 14
  %4369 = load float, ptr %4368, align 4
  %4370 = getelementptr inbounds float, ptr %3820, i64 15
  %4371 = load float, ptr %4370, align 4
  %4372 = getelementptr inbounds float, ptr %3820, i64 16
  %4373 = load float, ptr %4372, align 4
  %4374 = getelementptr inbounds float, ptr %3820, i64 17
  %4375 = load float, ptr %4374, align 4
  %4376 = getelementptr inbounds float, ptr %3820, i64 18
  %4377 = load float, ptr %4376, align 4
  %4378 = getelementptr inbounds float, ptr %3820, i64 19
  %4379 = load float, ptr %4378, align 4
  %4380 = getelementptr inbounds float, ptr %3820, i64 20
  %4381 = load float, ptr %4380, align 4
  %4382 = getelementptr inbounds float, ptr %3820, i64 21
  %4383 = load float, ptr %4382, align 4
  %4384 = getelementptr inbounds float, ptr %3820, i64 22
  %4385 = load float, ptr %4384, align 4
  %4386 = getelementptr inbounds float, ptr %3820, i64 23
  %4387 = load float, ptr %4386, align 4
  %4388 = getelementptr inbounds float, ptr %3820, i64 24
  %4389 = load float, ptr %4388, align 4
  %4390 = getelementptr inbounds float, ptr %3820, i64 25
  %4391 = load float, ptr %4390, align 4
  %4392 = getelementptr inbounds float, ptr %3820, i64 26
  %4393 = load float, ptr %4392, align 4
  %4394 = getelementptr inbounds float, ptr %3820, i64 27
  %4395 = load float, ptr %4394, align 4
  %4396 = getelementptr inbounds float, ptr %3820, i64 28
  %4397 = load float, ptr %4396, align 4
  %4398 = getelementptr inbounds float, ptr %3820, i64 29
  %4399 = load float, ptr %4398, align 4
  %4400 = getelementptr inbounds float, ptr %3820, i64 30
  %4401 = load float, ptr %4400, align 4
  %4402 = getelementptr inbounds float, ptr %3820, i64 31
  %4403 = load float, ptr %4402, align 4
  %4404 = getelementptr inbounds float, ptr %3820, i64 32
  %4405 = load float, ptr %4404, align 4
  %4406 = getelementptr inbounds float, ptr %3820, i64 33
  %4407 = load float, ptr %4406, align 4
  %4408 = getelementptr inbounds float, ptr %3820, i64 34
  %4409 = load float, ptr %4408, align 4
  %4410 = getelementptr inbounds float, ptr %3820, i64 35
  %4411 = load float, ptr %4410, align 4
  %4412 = getelementptr inbounds float, ptr %3820, i64 36
  %4413 = load float, ptr %4412, align 4
  %4414 = getelementptr inbounds float, ptr %3820, i64 37
  %4415 = load float, ptr %4414, align 4
  %4416 = getelementptr inbounds float, ptr %3820, i64 38
  %4417 = load float, ptr %4416, align 4
  %4418 = getelementptr inbounds float, ptr %3820, i64 39
  %4419 = load float, ptr %4418, align 4
  %4420 = getelementptr inbounds float, ptr %3820, i64 40
  %4421 = load float, ptr %4420, align 4
  %4422 = getelementptr inbounds float, ptr %3820, i64 41
  %4423 = load float, ptr %4422, align 4
  %4424 = getelementptr inbounds float, ptr %3820, i64 42
  %4425 = load float, ptr %4424, align 4
  %4426 = getelementptr inbounds float, ptr %3820, i64 43
  %4427 = load float, ptr %4426, align 4
  %4428 = getelementptr inbounds float, ptr %3820, i64 44
  %4429 = load float, ptr %4428, align 4
  %4430 = getelementptr inbounds float, ptr %3820, i64 45
  %4431 = load float, ptr %4430, align 4
  %4432 = getelementptr inbounds float, ptr %3820, i64 46
  %4433 = load float, ptr %4432, align 4
  %4434 = getelementptr inbounds float, ptr %3820, i64 47
  %4435 = load float, ptr %4434, align 4
  %4436 = getelementptr inbounds float, ptr %3820, i64 48
  %4437 = load float, ptr %4436, align 4
  %4438 = getelementptr inbounds float, ptr %3820, i64 49
  %4439 = load float, ptr %4438, align 4
  %4440 = getelementptr inbounds float, ptr %3820, i64 50
  %4441 = load float, ptr %4440, align 4
  %4442 = getelementptr inbounds float, ptr %3820, i64 51
  %4443 = load float, ptr %4442, align 4
  %4444 = getelementptr inbounds float, ptr %3820, i64 52
  %4445 = load float, ptr %4444, align 4
  %4446 = getelementptr inbounds float, ptr %3820, i64 53
  %4447 = load float, ptr %4446, align 4
  %4448 = getelementptr inbounds float, ptr %3820, i64 54
  %4449 = load float, ptr %4448, align 4
  %4450 = getelementptr inbounds float, ptr %3820, i64 55
  %4451 = load float, ptr %4450, align 4
  %4452 = getelementptr inbounds float, ptr %3820, i64 56
  %4453 = load float, ptr %4452, align 4
  %4454 = getelementptr inbounds float, ptr %3820, i64 57
  %4455 = load float, ptr %4454, align 4
  %4456 = getelementptr inbounds float, ptr %3820, i64 58
  %4457 = load float, ptr %4456, align 4
  %4458 = getelementptr inbounds float, ptr %3820, i64 59
  %4459 = load float, ptr %4458, align 4
  %4460 = getelementptr inbounds float, ptr %3820, i64 60
  %4461 = load float, ptr %4460, align 4
  %4462 = getelementptr inbounds float, ptr %3820, i64 61
  %4463 = load float, ptr %4462, align 4
  %4464 = getelementptr inbounds float, ptr %3820, i64 62
  %4465 = load float, ptr %4464, align 4
  %4466 = getelementptr inbounds float, ptr %3820, i64 63
  %4467 = load float, ptr %4466, align 4
  %4468 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $69, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, {$64, $65, $66, $67}, $68, p, 1, 1, 1;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i32 %4313, i32 %4320, i32 %4327, i32 %4334, i64 %4339, i32 1, float %4341, float %4343, float %4345, float %4347, float %4349, float %4351, float %4353, float %4355, float %4357, float %4359, float %4361, float %4363, float %4365, float %4367, float %4369, float %4371, float %4373, float %4375, float %4377, float %4379, float %4381, float %4383, float %4385, float %4387, float %4389, float %4391, float %4393, float %4395, float %4397, float %4399, float %4401, float %4403, float %4405, float %4407, float %4409, float %4411, float %4413, float %4415, float %4417, float %4419, float %4421, float %4423, float %4425, float %4427, float %4429, float %4431, float %4433, float %4435, float %4437, float %4439, float %4441, float %4443, float %4445, float %4447, float %4449, float %4451, float %4453, float %4455, float %4457, float %4459, float %4461, float %4463, float %4465, float %4467) #7
  %4469 = getelementptr inbounds float, ptr %3820, i64 0
  %4470 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 0
  store float %4470, ptr %4469, align 4
  %4471 = getelementptr inbounds float, ptr %3820, i64 1
  %4472 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 1
  store float %4472, ptr %4471, align 4
  %4473 = getelementptr inbounds float, ptr %3820, i64 2
  %4474 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 2
  store float %4474, ptr %4473, align 4
  %4475 = getelementptr inbounds float, ptr %3820, i64 3
  %4476 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 3
  store float %4476, ptr %4475, align 4
  %4477 = getelementptr inbounds float, ptr %3820, i64 4
  %4478 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 4
  store float %4478, ptr %4477, align 4
  %4479 = getelementptr inbounds float, ptr %3820, i64 5
  %4480 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 5
  store float %4480, ptr %4479, align 4
  %4481 = getelementptr inbounds float, ptr %3820, i64 6
  %4482 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 6
  store float %4482, ptr %4481, align 4
  %4483 = getelementptr inbounds float, ptr %3820, i64 7
  %4484 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 7
  store float %4484, ptr %4483, align 4
  %4485 = getelementptr inbounds float, ptr %3820, i64 8
  %4486 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 8
  store float %4486, ptr %4485, align 4
  %4487 = getelementptr inbounds float, ptr %3820, i64 9
  %4488 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 9
  store float %4488, ptr %4487, align 4
  %4489 = getelementptr inbounds float, ptr %3820, i64 10
  %4490 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 10
  store float %4490, ptr %4489, align 4
  %4491 = getelementptr inbounds float, ptr %3820, i64 11
  %4492 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 11
  store float %4492, ptr %4491, align 4
  %4493 = getelementptr inbounds float, ptr %3820, i64 12
  %4494 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 12
  store float %4494, ptr %4493, align 4
  %4495 = getelementptr inbounds float, ptr %3820, i64 13
  %4496 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 13
  store float %4496, ptr %4495, align 4
  %4497 = getelementptr inbounds float, ptr %3820, i64 14
  %4498 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 14
  store float %4498, ptr %4497, align 4
  %4499 = getelementptr inbounds float, ptr %3820, i64 15
  %4500 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 15
  store float %4500, ptr %4499, align 4
  %4501 = getelementptr inbounds float, ptr %3820, i64 16
  %4502 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 16
  store float %4502, ptr %4501, align 4
  %4503 = getelementptr inbounds float, ptr %3820, i64 17
  %4504 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 17
  store float %4504, ptr %4503, align 4
  %4505 = getelementptr inbounds float, ptr %3820, i64 18
  %4506 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 18
  store float %4506, ptr %4505, align 4
  %4507 = getelementptr inbounds float, ptr %3820, i64 19
  %4508 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 19
  store float %4508, ptr %4507, align 4
  %4509 = getelementptr inbounds float, ptr %3820, i64 20
  %4510 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 20
  store float %4510, ptr %4509, align 4
  %4511 = getelementptr inbounds float, ptr %3820, i64 21
  %4512 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 21
  store float %4512, ptr %4511, align 4
  %4513 = getelementptr inbounds float, ptr %3820, i64 22
  %4514 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 22
  store float %4514, ptr %4513, align 4
  %4515 = getelementptr inbounds float, ptr %3820, i64 23
  %4516 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 23
  store float %4516, ptr %4515, align 4
  %4517 = getelementptr inbounds float, ptr %3820, i64 24
  %4518 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 24
  store float %4518, ptr %4517, align 4
  %4519 = getelementptr inbounds float, ptr %3820, i64 25
  %4520 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 25
  store float %4520, ptr %4519, align 4
  %4521 = getelementptr inbounds float, ptr %3820, i64 26
  %4522 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 26
  store float %4522, ptr %4521, align 4
  %4523 = getelementptr inbounds float, ptr %3820, i64 27
  %4524 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 27
  store float %4524, ptr %4523, align 4
  %4525 = getelementptr inbounds float, ptr %3820, i64 28
  %4526 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 28
  store float %4526, ptr %4525, align 4
  %4527 = getelementptr inbounds float, ptr %3820, i64 29
  %4528 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 29
  store float %4528, ptr %4527, align 4
  %4529 = getelementptr inbounds float, ptr %3820, i64 30
  %4530 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 30
  store float %4530, ptr %4529, align 4
  %4531 = getelementptr inbounds float, ptr %3820, i64 31
  %4532 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 31
  store float %4532, ptr %4531, align 4
  %4533 = getelementptr inbounds float, ptr %3820, i64 32
  %4534 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 32
  store float %4534, ptr %4533, align 4
  %4535 = getelementptr inbounds float, ptr %3820, i64 33
  %4536 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 33
  store float %4536, ptr %4535, align 4
  %4537 = getelementptr inbounds float, ptr %3820, i64 34
  %4538 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 34
  store float %4538, ptr %4537, align 4
  %4539 = getelementptr inbounds float, ptr %3820, i64 35
  %4540 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 35
  store float %4540, ptr %4539, align 4
  %4541 = getelementptr inbounds float, ptr %3820, i64 36
  %4542 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 36
  store float %4542, ptr %4541, align 4
  %4543 = getelementptr inbounds float, ptr %3820, i64 37
  %4544 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 37
  store float %4544, ptr %4543, align 4
  %4545 = getelementptr inbounds float, ptr %3820, i64 38
  %4546 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 38
  store float %4546, ptr %4545, align 4
  %4547 = getelementptr inbounds float, ptr %3820, i64 39
  %4548 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 39
  store float %4548, ptr %4547, align 4
  %4549 = getelementptr inbounds float, ptr %3820, i64 40
  %4550 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 40
  store float %4550, ptr %4549, align 4
  %4551 = getelementptr inbounds float, ptr %3820, i64 41
  %4552 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 41
  store float %4552, ptr %4551, align 4
  %4553 = getelementptr inbounds float, ptr %3820, i64 42
  %4554 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 42
  store float %4554, ptr %4553, align 4
  %4555 = getelementptr inbounds float, ptr %3820, i64 43
  %4556 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 43
  store float %4556, ptr %4555, align 4
  %4557 = getelementptr inbounds float, ptr %3820, i64 44
  %4558 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 44
  store float %4558, ptr %4557, align 4
  %4559 = getelementptr inbounds float, ptr %3820, i64 45
  %4560 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 45
  store float %4560, ptr %4559, align 4
  %4561 = getelementptr inbounds float, ptr %3820, i64 46
  %4562 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 46
  store float %4562, ptr %4561, align 4
  %4563 = getelementptr inbounds float, ptr %3820, i64 47
  %4564 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 47
  store float %4564, ptr %4563, align 4
  %4565 = getelementptr inbounds float, ptr %3820, i64 48
  %4566 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 48
  store float %4566, ptr %4565, align 4
  %4567 = getelementptr inbounds float, ptr %3820, i64 49
  %4568 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 49
  store float %4568, ptr %4567, align 4
  %4569 = getelementptr inbounds float, ptr %3820, i64 50
  %4570 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 50
  store float %4570, ptr %4569, align 4
  %4571 = getelementptr inbounds float, ptr %3820, i64 51
  %4572 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 51
  store float %4572, ptr %4571, align 4
  %4573 = getelementptr inbounds float, ptr %3820, i64 52
  %4574 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 52
  store float %4574, ptr %4573, align 4
  %4575 = getelementptr inbounds float, ptr %3820, i64 53
  %4576 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 53
  store float %4576, ptr %4575, align 4
  %4577 = getelementptr inbounds float, ptr %3820, i64 54
  %4578 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 54
  store float %4578, ptr %4577, align 4
  %4579 = getelementptr inbounds float, ptr %3820, i64 55
  %4580 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 55
  store float %4580, ptr %4579, align 4
  %4581 = getelementptr inbounds float, ptr %3820, i64 56
  %4582 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 56
  store float %4582, ptr %4581, align 4
  %4583 = getelementptr inbounds float, ptr %3820, i64 57
  %4584 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 57
  store float %4584, ptr %4583, align 4
  %4585 = getelementptr inbounds float, ptr %3820, i64 58
  %4586 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 58
  store float %4586, ptr %4585, align 4
  %4587 = getelementptr inbounds float, ptr %3820, i64 59
  %4588 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 59
  store float %4588, ptr %4587, align 4
  %4589 = getelementptr inbounds float, ptr %3820, i64 60
  %4590 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 60
  store float %4590, ptr %4589, align 4
  %4591 = getelementptr inbounds float, ptr %3820, i64 61
  %4592 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 61
  store float %4592, ptr %4591, align 4
  %4593 = getelementptr inbounds float, ptr %3820, i64 62
  %4594 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 62
  store float %4594, ptr %4593, align 4
  %4595 = getelementptr inbounds float, ptr %3820, i64 63
  %4596 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4468, 63
  store float %4596, ptr %4595, align 4
  %4597 = getelementptr inbounds half, ptr %3807, i64 16
  %4598 = load half, ptr %4597, align 2
  %4599 = insertelement <2 x half> poison, half %4598, i64 0
  %4600 = getelementptr inbounds half, ptr %3807, i64 17
  %4601 = load half, ptr %4600, align 2
  %4602 = insertelement <2 x half> %4599, half %4601, i64 1
  %4603 = bitcast <2 x half> %4602 to i32
  %4604 = getelementptr inbounds half, ptr %3807, i64 18
  %4605 = load half, ptr %4604, align 2
  %4606 = insertelement <2 x half> poison, half %4605, i64 0
  %4607 = getelementptr inbounds half, ptr %3807, i64 19
  %4608 = load half, ptr %4607, align 2
  %4609 = insertelement <2 x half> %4606, half %4608, i64 1
  %4610 = bitcast <2 x half> %4609 to i32
  %4611 = getelementptr inbounds half, ptr %3807, i64 20
  %4612 = load half, ptr %4611, align 2
  %4613 = insertelement <2 x half> poison, half %4612, i64 0
  %4614 = getelementptr inbounds half, ptr %3807, i64 21
  %4615 = load half, ptr %4614, align 2
  %4616 = insertelement <2 x half> %4613, half %4615, i64 1
  %4617 = bitcast <2 x half> %4616 to i32
  %4618 = getelementptr inbounds half, ptr %3807, i64 22
  %4619 = load half, ptr %4618, align 2
  %4620 = insertelement <2 x half> poison, half %4619, i64 0
  %4621 = getelementptr inbounds half, ptr %3807, i64 23
  %4622 = load half, ptr %4621, align 2
  %4623 = insertelement <2 x half> %4620, half %4622, i64 1
  %4624 = bitcast <2 x half> %4623 to i32
  %4625 = getelementptr inbounds half, ptr addrspace(3) %3819, i64 2048
  %4626 = ptrtoint ptr addrspace(3) %4625 to i64
  %4627 = and i64 %4626, 262143
  %4628 = lshr i64 %4627, 4
  %4629 = or i64 %4628, 4611686293372403712
  %4630 = getelementptr inbounds float, ptr %3820, i64 0
  %4631 = load float, ptr %4630, align 4
  %4632 = getelementptr inbounds float, ptr %3820, i64 1
  %4633 = load float, ptr %4632, align 4
  %4634 = getelementptr inbounds float, ptr %3820, i64 2
  %4635 = load float, ptr %4634, align 4
  %4636 = getelementptr inbounds float, ptr %3820, i64 3
  %4637 = load float, ptr %4636, align 4
  %4638 = getelementptr inbounds float, ptr %3820, i64 4
  %4639 = load float, ptr %4638, align 4
  %4640 = getelementptr inbounds float, ptr %3820, i64 5
  %4641 = load float, ptr %4640, align 4
  %4642 = getelementptr inbounds float, ptr %3820, i64 6
  %4643 = load float, ptr %4642, align 4
  %4644 = getelementptr inbounds float, ptr %3820, i64 7
  %4645 = load float, ptr %4644, align 4
  %4646 = getelementptr inbounds float, ptr %3820, i64 8
  %4647 = load float, ptr %4646, align 4
  %4648 = getelementptr inbounds float, ptr %3820, i64 9
  %4649 = load float, ptr %4648, align 4
  %4650 = getelementptr inbounds float, ptr %3820, i64 10
  %4651 = load float, ptr %4650, align 4
  %4652 = getelementptr inbounds float, ptr %3820, i64 11
  %4653 = load float, ptr %4652, align 4
  %4654 = getelementptr inbounds float, ptr %3820, i64 12
  %4655 = load float, ptr %4654, align 4
  %4656 = getelementptr inbounds float, ptr %3820, i64 13
  %4657 = load float, ptr %4656, align 4
  %4658 = getelementptr inbounds float, ptr %3820, i64 14
  %4659 = load float, ptr %4658, align 4
  %4660 = getelementptr inbounds float, ptr %3820, i64 15
  %4661 = load float, ptr %4660, align 4
  %4662 = getelementptr inbounds float, ptr %3820, i64 16
  %4663 = load float, ptr %4662, align 4
  %4664 = getelementptr inbounds float, ptr %3820, i64 17
  %4665 = load float, ptr %4664, align 4
  %4666 = getelementptr inbounds float, ptr %3820, i64 18
  %4667 = load float, ptr %4666, align 4
  %4668 = getelementptr inbounds float, ptr %3820, i64 19
  %4669 = load float, ptr %4668, align 4
  %4670 = getelementptr inbounds float, ptr %3820, i64 20
  %4671 = load float, ptr %4670, align 4
  %4672 = getelementptr inbounds float, ptr %3820, i64 21
  %4673 = load float, ptr %4672, align 4
  %4674 = getelementptr inbounds float, ptr %3820, i64 22
  %4675 = load float, ptr %4674, align 4
  %4676 = getelementptr inbounds float, ptr %3820, i64 23
  %4677 = load float, ptr %4676, align 4
  %4678 = getelementptr inbounds float, ptr %3820, i64 24
  %4679 = load float, ptr %4678, align 4
  %4680 = getelementptr inbounds float, ptr %3820, i64 25
  %4681 = load float, ptr %4680, align 4
  %4682 = getelementptr inbounds float, ptr %3820, i64 26
  %4683 = load float, ptr %4682, align 4
  %4684 = getelementptr inbounds float, ptr %3820, i64 27
  %4685 = load float, ptr %4684, align 4
  %4686 = getelementptr inbounds float, ptr %3820, i64 28
  %4687 = load float, ptr %4686, align 4
  %4688 = getelementptr inbounds float, ptr %3820, i64 29
  %4689 = load float, ptr %4688, align 4
  %4690 = getelementptr inbounds float, ptr %3820, i64 30
  %4691 = load float, ptr %4690, align 4
  %4692 = getelementptr inbounds float, ptr %3820, i64 31
  %4693 = load float, ptr %4692, align 4
  %4694 = getelementptr inbounds float, ptr %3820, i64 32
  %4695 = load float, ptr %4694, align 4
  %4696 = getelementptr inbounds float, ptr %3820, i64 33
  %4697 = load float, ptr %4696, align 4
  %4698 = getelementptr inbounds float, ptr %3820, i64 34
  %4699 = load float, ptr %4698, align 4
  %4700 = getelementptr inbounds float, ptr %3820, i64 35
  %4701 = load float, ptr %4700, align 4
  %4702 = getelementptr inbounds float, ptr %3820, i64 36
  %4703 = load float, ptr %4702, align 4
  %4704 = getelementptr inbounds float, ptr %3820, i64 37
  %4705 = load float, ptr %4704, align 4
  %4706 = getelementptr inbounds float, ptr %3820, i64 38
  %4707 = load float, ptr %4706, align 4
  %4708 = getelementptr inbounds float, ptr %3820, i64 39
  %4709 = load float, ptr %4708, align 4
  %4710 = getelementptr inbounds float, ptr %3820, i64 40
  %4711 = load float, ptr %4710, align 4
  %4712 = getelementptr inbounds float, ptr %3820, i64 41
  %4713 = load float, ptr %4712, align 4
  %4714 = getelementptr inbounds float, ptr %3820, i64 42
  %4715 = load float, ptr %4714, align 4
  %4716 = getelementptr inbounds float, ptr %3820, i64 43
  %4717 = load float, ptr %4716, align 4
  %4718 = getelementptr inbounds float, ptr %3820, i64 44
  %4719 = load float, ptr %4718, align 4
  %4720 = getelementptr inbounds float, ptr %3820, i64 45
  %4721 = load float, ptr %4720, align 4
  %4722 = getelementptr inbounds float, ptr %3820, i64 46
  %4723 = load float, ptr %4722, align 4
  %4724 = getelementptr inbounds float, ptr %3820, i64 47
  %4725 = load float, ptr %4724, align 4
  %4726 = getelementptr inbounds float, ptr %3820, i64 48
  %4727 = load float, ptr %4726, align 4
  %4728 = getelementptr inbounds float, ptr %3820, i64 49
  %4729 = load float, ptr %4728, align 4
  %4730 = getelementptr inbounds float, ptr %3820, i64 50
  %4731 = load float, ptr %4730, align 4
  %4732 = getelementptr inbounds float, ptr %3820, i64 51
  %4733 = load float, ptr %4732, align 4
  %4734 = getelementptr inbounds float, ptr %3820, i64 52
  %4735 = load float, ptr %4734, align 4
  %4736 = getelementptr inbounds float, ptr %3820, i64 53
  %4737 = load float, ptr %4736, align 4
  %4738 = getelementptr inbounds float, ptr %3820, i64 54
  %4739 = load float, ptr %4738, align 4
  %4740 = getelementptr inbounds float, ptr %3820, i64 55
  %4741 = load float, ptr %4740, align 4
  %4742 = getelementptr inbounds float, ptr %3820, i64 56
  %4743 = load float, ptr %4742, align 4
  %4744 = getelementptr inbounds float, ptr %3820, i64 57
  %4745 = load float, ptr %4744, align 4
  %4746 = getelementptr inbounds float, ptr %3820, i64 58
  %4747 = load float, ptr %4746, align 4
  %4748 = getelementptr inbounds float, ptr %3820, i64 59
  %4749 = load float, ptr %4748, align 4
  %4750 = getelementptr inbounds float, ptr %3820, i64 60
  %4751 = load float, ptr %4750, align 4
  %4752 = getelementptr inbounds float, ptr %3820, i64 61
  %4753 = load float, ptr %4752, align 4
  %4754 = getelementptr inbounds float, ptr %3820, i64 62
  %4755 = load float, ptr %4754, align 4
  %4756 = getelementptr inbounds float, ptr %3820, i64 63
  %4757 = load float, ptr %4756, align 4
  %4758 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $69, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, {$64, $65, $66, $67}, $68, p, 1, 1, 1;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i32 %4603, i32 %4610, i32 %4617, i32 %4624, i64 %4629, i32 1, float %4631, float %4633, float %4635, float %4637, float %4639, float %4641, float %4643, float %4645, float %4647, float %4649, float %4651, float %4653, float %4655, float %4657, float %4659, float %4661, float %4663, float %4665, float %4667, float %4669, float %4671, float %4673, float %4675, float %4677, float %4679, float %4681, float %4683, float %4685, float %4687, float %4689, float %4691, float %4693, float %4695, float %4697, float %4699, float %4701, float %4703, float %4705, float %4707, float %4709, float %4711, float %4713, float %4715, float %4717, float %4719, float %4721, float %4723, float %4725, float %4727, float %4729, float %4731, float %4733, float %4735, float %4737, float %4739, float %4741, float %4743, float %4745, float %4747, float %4749, float %4751, float %4753, float %4755, float %4757) #7
  %4759 = getelementptr inbounds float, ptr %3820, i64 0
  %4760 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 0
  store float %4760, ptr %4759, align 4
  %4761 = getelementptr inbounds float, ptr %3820, i64 1
  %4762 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 1
  store float %4762, ptr %4761, align 4
  %4763 = getelementptr inbounds float, ptr %3820, i64 2
  %4764 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 2
  store float %4764, ptr %4763, align 4
  %4765 = getelementptr inbounds float, ptr %3820, i64 3
  %4766 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 3
  store float %4766, ptr %4765, align 4
  %4767 = getelementptr inbounds float, ptr %3820, i64 4
  %4768 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 4
  store float %4768, ptr %4767, align 4
  %4769 = getelementptr inbounds float, ptr %3820, i64 5
  %4770 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 5
  store float %4770, ptr %4769, align 4
  %4771 = getelementptr inbounds float, ptr %3820, i64 6
  %4772 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 6
  store float %4772, ptr %4771, align 4
  %4773 = getelementptr inbounds float, ptr %3820, i64 7
  %4774 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 7
  store float %4774, ptr %4773, align 4
  %4775 = getelementptr inbounds float, ptr %3820, i64 8
  %4776 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 8
  store float %4776, ptr %4775, align 4
  %4777 = getelementptr inbounds float, ptr %3820, i64 9
  %4778 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 9
  store float %4778, ptr %4777, align 4
  %4779 = getelementptr inbounds float, ptr %3820, i64 10
  %4780 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 10
  store float %4780, ptr %4779, align 4
  %4781 = getelementptr inbounds float, ptr %3820, i64 11
  %4782 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 11
  store float %4782, ptr %4781, align 4
  %4783 = getelementptr inbounds float, ptr %3820, i64 12
  %4784 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 12
  store float %4784, ptr %4783, align 4
  %4785 = getelementptr inbounds float, ptr %3820, i64 13
  %4786 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 13
  store float %4786, ptr %4785, align 4
  %4787 = getelementptr inbounds float, ptr %3820, i64 14
  %4788 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 14
  store float %4788, ptr %4787, align 4
  %4789 = getelementptr inbounds float, ptr %3820, i64 15
  %4790 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 15
  store float %4790, ptr %4789, align 4
  %4791 = getelementptr inbounds float, ptr %3820, i64 16
  %4792 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 16
  store float %4792, ptr %4791, align 4
  %4793 = getelementptr inbounds float, ptr %3820, i64 17
  %4794 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 17
  store float %4794, ptr %4793, align 4
  %4795 = getelementptr inbounds float, ptr %3820, i64 18
  %4796 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 18
  store float %4796, ptr %4795, align 4
  %4797 = getelementptr inbounds float, ptr %3820, i64 19
  %4798 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 19
  store float %4798, ptr %4797, align 4
  %4799 = getelementptr inbounds float, ptr %3820, i64 20
  %4800 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 20
  store float %4800, ptr %4799, align 4
  %4801 = getelementptr inbounds float, ptr %3820, i64 21
  %4802 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 21
  store float %4802, ptr %4801, align 4
  %4803 = getelementptr inbounds float, ptr %3820, i64 22
  %4804 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 22
  store float %4804, ptr %4803, align 4
  %4805 = getelementptr inbounds float, ptr %3820, i64 23
  %4806 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 23
  store float %4806, ptr %4805, align 4
  %4807 = getelementptr inbounds float, ptr %3820, i64 24
  %4808 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 24
  store float %4808, ptr %4807, align 4
  %4809 = getelementptr inbounds float, ptr %3820, i64 25
  %4810 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 25
  store float %4810, ptr %4809, align 4
  %4811 = getelementptr inbounds float, ptr %3820, i64 26
  %4812 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 26
  store float %4812, ptr %4811, align 4
  %4813 = getelementptr inbounds float, ptr %3820, i64 27
  %4814 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 27
  store float %4814, ptr %4813, align 4
  %4815 = getelementptr inbounds float, ptr %3820, i64 28
  %4816 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 28
  store float %4816, ptr %4815, align 4
  %4817 = getelementptr inbounds float, ptr %3820, i64 29
  %4818 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 29
  store float %4818, ptr %4817, align 4
  %4819 = getelementptr inbounds float, ptr %3820, i64 30
  %4820 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 30
  store float %4820, ptr %4819, align 4
  %4821 = getelementptr inbounds float, ptr %3820, i64 31
  %4822 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 31
  store float %4822, ptr %4821, align 4
  %4823 = getelementptr inbounds float, ptr %3820, i64 32
  %4824 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 32
  store float %4824, ptr %4823, align 4
  %4825 = getelementptr inbounds float, ptr %3820, i64 33
  %4826 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 33
  store float %4826, ptr %4825, align 4
  %4827 = getelementptr inbounds float, ptr %3820, i64 34
  %4828 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 34
  store float %4828, ptr %4827, align 4
  %4829 = getelementptr inbounds float, ptr %3820, i64 35
  %4830 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 35
  store float %4830, ptr %4829, align 4
  %4831 = getelementptr inbounds float, ptr %3820, i64 36
  %4832 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 36
  store float %4832, ptr %4831, align 4
  %4833 = getelementptr inbounds float, ptr %3820, i64 37
  %4834 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 37
  store float %4834, ptr %4833, align 4
  %4835 = getelementptr inbounds float, ptr %3820, i64 38
  %4836 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 38
  store float %4836, ptr %4835, align 4
  %4837 = getelementptr inbounds float, ptr %3820, i64 39
  %4838 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 39
  store float %4838, ptr %4837, align 4
  %4839 = getelementptr inbounds float, ptr %3820, i64 40
  %4840 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 40
  store float %4840, ptr %4839, align 4
  %4841 = getelementptr inbounds float, ptr %3820, i64 41
  %4842 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 41
  store float %4842, ptr %4841, align 4
  %4843 = getelementptr inbounds float, ptr %3820, i64 42
  %4844 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 42
  store float %4844, ptr %4843, align 4
  %4845 = getelementptr inbounds float, ptr %3820, i64 43
  %4846 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 43
  store float %4846, ptr %4845, align 4
  %4847 = getelementptr inbounds float, ptr %3820, i64 44
  %4848 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 44
  store float %4848, ptr %4847, align 4
  %4849 = getelementptr inbounds float, ptr %3820, i64 45
  %4850 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 45
  store float %4850, ptr %4849, align 4
  %4851 = getelementptr inbounds float, ptr %3820, i64 46
  %4852 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 46
  store float %4852, ptr %4851, align 4
  %4853 = getelementptr inbounds float, ptr %3820, i64 47
  %4854 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 47
  store float %4854, ptr %4853, align 4
  %4855 = getelementptr inbounds float, ptr %3820, i64 48
  %4856 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 48
  store float %4856, ptr %4855, align 4
  %4857 = getelementptr inbounds float, ptr %3820, i64 49
  %4858 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 49
  store float %4858, ptr %4857, align 4
  %4859 = getelementptr inbounds float, ptr %3820, i64 50
  %4860 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 50
  store float %4860, ptr %4859, align 4
  %4861 = getelementptr inbounds float, ptr %3820, i64 51
  %4862 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 51
  store float %4862, ptr %4861, align 4
  %4863 = getelementptr inbounds float, ptr %3820, i64 52
  %4864 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 52
  store float %4864, ptr %4863, align 4
  %4865 = getelementptr inbounds float, ptr %3820, i64 53
  %4866 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 53
  store float %4866, ptr %4865, align 4
  %4867 = getelementptr inbounds float, ptr %3820, i64 54
  %4868 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 54
  store float %4868, ptr %4867, align 4
  %4869 = getelementptr inbounds float, ptr %3820, i64 55
  %4870 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 55
  store float %4870, ptr %4869, align 4
  %4871 = getelementptr inbounds float, ptr %3820, i64 56
  %4872 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 56
  store float %4872, ptr %4871, align 4
  %4873 = getelementptr inbounds float, ptr %3820, i64 57
  %4874 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 57
  store float %4874, ptr %4873, align 4
  %4875 = getelementptr inbounds float, ptr %3820, i64 58
  %4876 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 58
  store float %4876, ptr %4875, align 4
  %4877 = getelementptr inbounds float, ptr %3820, i64 59
  %4878 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 59
  store float %4878, ptr %4877, align 4
  %4879 = getelementptr inbounds float, ptr %3820, i64 60
  %4880 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 60
  store float %4880, ptr %4879, align 4
  %4881 = getelementptr inbounds float, ptr %3820, i64 61
  %4882 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 61
  store float %4882, ptr %4881, align 4
  %4883 = getelementptr inbounds float, ptr %3820, i64 62
  %4884 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 62
  store float %4884, ptr %4883, align 4
  %4885 = getelementptr inbounds float, ptr %3820, i64 63
  %4886 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %4758, 63
  store float %4886, ptr %4885, align 4
  %4887 = getelementptr inbounds half, ptr %3807, i64 24
  %4888 = load half, ptr %4887, align 2
  %4889 = insertelement <2 x half> poison, half %4888, i64 0
  %4890 = getelementptr inbounds half, ptr %3807, i64 25
  %4891 = load half, ptr %4890, align 2
  %4892 = insertelement <2 x half> %4889, half %4891, i64 1
  %4893 = bitcast <2 x half> %4892 to i32
  %4894 = getelementptr inbounds half, ptr %3807, i64 26
  %4895 = load half, ptr %4894, align 2
  %4896 = insertelement <2 x half> poison, half %4895, i64 0
  %4897 = getelementptr inbounds half, ptr %3807, i64 27
  %4898 = load half, ptr %4897, align 2
  %4899 = insertelement <2 x half> %4896, half %4898, i64 1
  %4900 = bitcast <2 x half> %4899 to i32
  %4901 = getelementptr inbounds half, ptr %3807, i64 28
  %4902 = load half, ptr %4901, align 2
  %4903 = insertelement <2 x half> poison, half %4902, i64 0
  %4904 = getelementptr inbounds half, ptr %3807, i64 29
  %4905 = load half, ptr %4904, align 2
  %4906 = insertelement <2 x half> %4903, half %4905, i64 1
  %4907 = bitcast <2 x half> %4906 to i32
  %4908 = getelementptr inbounds half, ptr %3807, i64 30
  %4909 = load half, ptr %4908, align 2
  %4910 = insertelement <2 x half> poison, half %4909, i64 0
  %4911 = getelementptr inbounds half, ptr %3807, i64 31
  %4912 = load half, ptr %4911, align 2
  %4913 = insertelement <2 x half> %4910, half %4912, i64 1
  %4914 = bitcast <2 x half> %4913 to i32
  %4915 = getelementptr inbounds half, ptr addrspace(3) %3819, i64 3072
  %4916 = ptrtoint ptr addrspace(3) %4915 to i64
  %4917 = and i64 %4916, 262143
  %4918 = lshr i64 %4917, 4
  %4919 = or i64 %4918, 4611686293372403712
  %4920 = getelementptr inbounds float, ptr %3820, i64 0
  %4921 = load float, ptr %4920, align 4
  %4922 = getelementptr inbounds float, ptr %3820, i64 1
  %4923 = load float, ptr %4922, align 4
  %4924 = getelementptr inbounds float, ptr %3820, i64 2
  %4925 = load float, ptr %4924, align 4
  %4926 = getelementptr inbounds float, ptr %3820, i64 3
  %4927 = load float, ptr %4926, align 4
  %4928 = getelementptr inbounds float, ptr %3820, i64 4
  %4929 = load float, ptr %4928, align 4
  %4930 = getelementptr inbounds float, ptr %3820, i64 5
  %4931 = load float, ptr %4930, align 4
  %4932 = getelementptr inbounds float, ptr %3820, i64 6
  %4933 = load float, ptr %4932, align 4
  %4934 = getelementptr inbounds float, ptr %3820, i64 7
  %4935 = load float, ptr %4934, align 4
  %4936 = getelementptr inbounds float, ptr %3820, i64 8
  %4937 = load float, ptr %4936, align 4
  %4938 = getelementptr inbounds float, ptr %3820, i64 9
  %4939 = load float, ptr %4938, align 4
  %4940 = getelementptr inbounds float, ptr %3820, i64 10
  %4941 = load float, ptr %4940, align 4
  %4942 = getelementptr inbounds float, ptr %3820, i64 11
  %4943 = load float, ptr %4942, align 4
  %4944 = getelementptr inbounds float, ptr %3820, i64 12
  %4945 = load float, ptr %4944, align 4
  %4946 = getelementptr inbounds float, ptr %3820, i64 13
  %4947 = load float, ptr %4946, align 4
  %4948 = getelementptr inbounds float, ptr %3820, i64 14
  %4949 = load float, ptr %4948, align 4
  %4950 = getelementptr inbounds float, ptr %3820, i64 15
  %4951 = load float, ptr %4950, align 4
  %4952 = getelementptr inbounds float, ptr %3820, i64 16
  %4953 = load float, ptr %4952, align 4
  %4954 = getelementptr inbounds float, ptr %3820, i64 17
  %4955 = load float, ptr %4954, align 4
  %4956 = getelementptr inbounds float, ptr %3820, i64 18
  %4957 = load float, ptr %4956, align 4
  %4958 = getelementptr inbounds float, ptr %3820, i64 19
  %4959 = load float, ptr %4958, align 4
  %4960 = getelementptr inbounds float, ptr %3820, i64 20
  %4961 = load float, ptr %4960, align 4
  %4962 = getelementptr inbounds float, ptr %3820, i64 21
  %4963 = load float, ptr %4962, align 4
  %4964 = getelementptr inbounds float, ptr %3820, i64 22
  %4965 = load float, ptr %4964, align 4
  %4966 = getelementptr inbounds float, ptr %3820, i64 23
  %4967 = load float, ptr %4966, align 4
  %4968 = getelementptr inbounds float, ptr %3820, i64 24
  %4969 = load float, ptr %4968, align 4
  %4970 = getelementptr inbounds float, ptr %3820, i64 25
  %4971 = load float, ptr %4970, align 4
  %4972 = getelementptr inbounds float, ptr %3820, i64 26
  %4973 = load float, ptr %4972, align 4
  %4974 = getelementptr inbounds float, ptr %3820, i64 27
  %4975 = load float, ptr %4974, align 4
  %4976 = getelementptr inbounds float, ptr %3820, i64 28
  %4977 = load float, ptr %4976, align 4
  %4978 = getelementptr inbounds float, ptr %3820, i64 29
  %4979 = load float, ptr %4978, align 4
  %4980 = getelementptr inbounds float, ptr %3820, i64 30
  %4981 = load float, ptr %4980, align 4
  %4982 = getelementptr inbounds float, ptr %3820, i64 31
  %4983 = load float, ptr %4982, align 4
  %4984 = getelementptr inbounds float, ptr %3820, i64 32
  %4985 = load float, ptr %4984, align 4
  %4986 = getelementptr inbounds float, ptr %3820, i64 33
  %4987 = load float, ptr %4986, align 4
  %4988 = getelementptr inbounds float, ptr %3820, i64 34
  %4989 = load float, ptr %4988, align 4
  %4990 = getelementptr inbounds float, ptr %3820, i64 35
  %4991 = load float, ptr %4990, align 4
  %4992 = getelementptr inbounds float, ptr %3820, i64 36
  %4993 = load float, ptr %4992, align 4
  %4994 = getelementptr inbounds float, ptr %3820, i64 37
  %4995 = load float, ptr %4994, align 4
  %4996 = getelementptr inbounds float, ptr %3820, i64 38
  %4997 = load float, ptr %4996, align 4
  %4998 = getelementptr inbounds float, ptr %3820, i64 39
  %4999 = load float, ptr %4998, align 4
  %5000 = getelementptr inbounds float, ptr %3820, i64 40
  %5001 = load float, ptr %5000, align 4
  %5002 = getelementptr inbounds float, ptr %3820, i64 41
  %5003 = load float, ptr %5002, align 4
  %5004 = getelementptr inbounds float, ptr %3820, i64 42
  %5005 = load float, ptr %5004, align 4
  %5006 = getelementptr inbounds float, ptr %3820, i64 43
  %5007 = load float, ptr %5006, align 4
  %5008 = getelementptr inbounds float, ptr %3820, i64 44
  %5009 = load float, ptr %5008, align 4
  %5010 = getelementptr inbounds float, ptr %3820, i64 45
  %5011 = load float, ptr %5010, align 4
  %5012 = getelementptr inbounds float, ptr %3820, i64 46
  %5013 = load float, ptr %5012, align 4
  %5014 = getelementptr inbounds float, ptr %3820, i64 47
  %5015 = load float, ptr %5014, align 4
  %5016 = getelementptr inbounds float, ptr %3820, i64 48
  %5017 = load float, ptr %5016, align 4
  %5018 = getelementptr inbounds float, ptr %3820, i64 49
  %5019 = load float, ptr %5018, align 4
  %5020 = getelementptr inbounds float, ptr %3820, i64 50
  %5021 = load float, ptr %5020, align 4
  %5022 = getelementptr inbounds float, ptr %3820, i64 51
  %5023 = load float, ptr %5022, align 4
  %5024 = getelementptr inbounds float, ptr %3820, i64 52
  %5025 = load float, ptr %5024, align 4
  %5026 = getelementptr inbounds float, ptr %3820, i64 53
  %5027 = load float, ptr %5026, align 4
  %5028 = getelementptr inbounds float, ptr %3820, i64 54
  %5029 = load float, ptr %5028, align 4
  %5030 = getelementptr inbounds float, ptr %3820, i64 55
  %5031 = load float, ptr %5030, align 4
  %5032 = getelementptr inbounds float, ptr %3820, i64 56
  %5033 = load float, ptr %5032, align 4
  %5034 = getelementptr inbounds float, ptr %3820, i64 57
  %5035 = load float, ptr %5034, align 4
  %5036 = getelementptr inbounds float, ptr %3820, i64 58
  %5037 = load float, ptr %5036, align 4
  %5038 = getelementptr inbounds float, ptr %3820, i64 59
  %5039 = load float, ptr %5038, align 4
  %5040 = getelementptr inbounds float, ptr %3820, i64 60
  %5041 = load float, ptr %5040, align 4
  %5042 = getelementptr inbounds float, ptr %3820, i64 61
  %5043 = load float, ptr %5042, align 4
  %5044 = getelementptr inbounds float, ptr %3820, i64 62
  %5045 = load float, ptr %5044, align 4
  %5046 = getelementptr inbounds float, ptr %3820, i64 63
  %5047 = load float, ptr %5046, align 4
  %5048 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $69, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, {$64, $65, $66, $67}, $68, p, 1, 1, 1;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i32 %4893, i32 %4900, i32 %4907, i32 %4914, i64 %4919, i32 1, float %4921, float %4923, float %4925, float %4927, float %4929, float %4931, float %4933, float %4935, float %4937, float %4939, float %4941, float %4943, float %4945, float %4947, float %4949, float %4951, float %4953, float %4955, float %4957, float %4959, float %4961, float %4963, float %4965, float %4967, float %4969, float %4971, float %4973, float %4975, float %4977, float %4979, float %4981, float %4983, float %4985, float %4987, float %4989, float %4991, float %4993, float %4995, float %4997, float %4999, float %5001, float %5003, float %5005, float %5007, float %5009, float %5011, float %5013, float %5015, float %5017, float %5019, float %5021, float %5023, float %5025, float %5027, float %5029, float %5031, float %5033, float %5035, float %5037, float %5039, float %5041, float %5043, float %5045, float %5047) #7
  %5049 = getelementptr inbounds float, ptr %3820, i64 0
  %5050 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 0
  store float %5050, ptr %5049, align 4
  %5051 = getelementptr inbounds float, ptr %3820, i64 1
  %5052 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 1
  store float %5052, ptr %5051, align 4
  %5053 = getelementptr inbounds float, ptr %3820, i64 2
  %5054 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 2
  store float %5054, ptr %5053, align 4
  %5055 = getelementptr inbounds float, ptr %3820, i64 3
  %5056 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 3
  store float %5056, ptr %5055, align 4
  %5057 = getelementptr inbounds float, ptr %3820, i64 4
  %5058 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 4
  store float %5058, ptr %5057, align 4
  %5059 = getelementptr inbounds float, ptr %3820, i64 5
  %5060 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 5
  store float %5060, ptr %5059, align 4
  %5061 = getelementptr inbounds float, ptr %3820, i64 6
  %5062 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 6
  store float %5062, ptr %5061, align 4
  %5063 = getelementptr inbounds float, ptr %3820, i64 7
  %5064 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 7
  store float %5064, ptr %5063, align 4
  %5065 = getelementptr inbounds float, ptr %3820, i64 8
  %5066 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 8
  store float %5066, ptr %5065, align 4
  %5067 = getelementptr inbounds float, ptr %3820, i64 9
  %5068 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 9
  store float %5068, ptr %5067, align 4
  %5069 = getelementptr inbounds float, ptr %3820, i64 10
  %5070 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 10
  store float %5070, ptr %5069, align 4
  %5071 = getelementptr inbounds float, ptr %3820, i64 11
  %5072 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 11
  store float %5072, ptr %5071, align 4
  %5073 = getelementptr inbounds float, ptr %3820, i64 12
  %5074 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 12
  store float %5074, ptr %5073, align 4
  %5075 = getelementptr inbounds float, ptr %3820, i64 13
  %5076 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 13
  store float %5076, ptr %5075, align 4
  %5077 = getelementptr inbounds float, ptr %3820, i64 14
  %5078 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 14
  store float %5078, ptr %5077, align 4
  %5079 = getelementptr inbounds float, ptr %3820, i64 15
  %5080 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 15
  store float %5080, ptr %5079, align 4
  %5081 = getelementptr inbounds float, ptr %3820, i64 16
  %5082 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 16
  store float %5082, ptr %5081, align 4
  %5083 = getelementptr inbounds float, ptr %3820, i64 17
  %5084 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 17
  store float %5084, ptr %5083, align 4
  %5085 = getelementptr inbounds float, ptr %3820, i64 18
  %5086 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 18
  store float %5086, ptr %5085, align 4
  %5087 = getelementptr inbounds float, ptr %3820, i64 19
  %5088 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 19
  store float %5088, ptr %5087, align 4
  %5089 = getelementptr inbounds float, ptr %3820, i64 20
  %5090 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 20
  store float %5090, ptr %5089, align 4
  %5091 = getelementptr inbounds float, ptr %3820, i64 21
  %5092 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 21
  store float %5092, ptr %5091, align 4
  %5093 = getelementptr inbounds float, ptr %3820, i64 22
  %5094 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 22
  store float %5094, ptr %5093, align 4
  %5095 = getelementptr inbounds float, ptr %3820, i64 23
  %5096 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 23
  store float %5096, ptr %5095, align 4
  %5097 = getelementptr inbounds float, ptr %3820, i64 24
  %5098 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 24
  store float %5098, ptr %5097, align 4
  %5099 = getelementptr inbounds float, ptr %3820, i64 25
  %5100 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 25
  store float %5100, ptr %5099, align 4
  %5101 = getelementptr inbounds float, ptr %3820, i64 26
  %5102 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 26
  store float %5102, ptr %5101, align 4
  %5103 = getelementptr inbounds float, ptr %3820, i64 27
  %5104 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 27
  store float %5104, ptr %5103, align 4
  %5105 = getelementptr inbounds float, ptr %3820, i64 28
  %5106 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 28
  store float %5106, ptr %5105, align 4
  %5107 = getelementptr inbounds float, ptr %3820, i64 29
  %5108 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 29
  store float %5108, ptr %5107, align 4
  %5109 = getelementptr inbounds float, ptr %3820, i64 30
  %5110 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 30
  store float %5110, ptr %5109, align 4
  %5111 = getelementptr inbounds float, ptr %3820, i64 31
  %5112 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 31
  store float %5112, ptr %5111, align 4
  %5113 = getelementptr inbounds float, ptr %3820, i64 32
  %5114 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 32
  store float %5114, ptr %5113, align 4
  %5115 = getelementptr inbounds float, ptr %3820, i64 33
  %5116 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 33
  store float %5116, ptr %5115, align 4
  %5117 = getelementptr inbounds float, ptr %3820, i64 34
  %5118 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 34
  store float %5118, ptr %5117, align 4
  %5119 = getelementptr inbounds float, ptr %3820, i64 35
  %5120 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 35
  store float %5120, ptr %5119, align 4
  %5121 = getelementptr inbounds float, ptr %3820, i64 36
  %5122 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 36
  store float %5122, ptr %5121, align 4
  %5123 = getelementptr inbounds float, ptr %3820, i64 37
  %5124 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 37
  store float %5124, ptr %5123, align 4
  %5125 = getelementptr inbounds float, ptr %3820, i64 38
  %5126 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 38
  store float %5126, ptr %5125, align 4
  %5127 = getelementptr inbounds float, ptr %3820, i64 39
  %5128 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 39
  store float %5128, ptr %5127, align 4
  %5129 = getelementptr inbounds float, ptr %3820, i64 40
  %5130 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 40
  store float %5130, ptr %5129, align 4
  %5131 = getelementptr inbounds float, ptr %3820, i64 41
  %5132 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 41
  store float %5132, ptr %5131, align 4
  %5133 = getelementptr inbounds float, ptr %3820, i64 42
  %5134 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 42
  store float %5134, ptr %5133, align 4
  %5135 = getelementptr inbounds float, ptr %3820, i64 43
  %5136 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 43
  store float %5136, ptr %5135, align 4
  %5137 = getelementptr inbounds float, ptr %3820, i64 44
  %5138 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 44
  store float %5138, ptr %5137, align 4
  %5139 = getelementptr inbounds float, ptr %3820, i64 45
  %5140 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 45
  store float %5140, ptr %5139, align 4
  %5141 = getelementptr inbounds float, ptr %3820, i64 46
  %5142 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 46
  store float %5142, ptr %5141, align 4
  %5143 = getelementptr inbounds float, ptr %3820, i64 47
  %5144 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 47
  store float %5144, ptr %5143, align 4
  %5145 = getelementptr inbounds float, ptr %3820, i64 48
  %5146 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 48
  store float %5146, ptr %5145, align 4
  %5147 = getelementptr inbounds float, ptr %3820, i64 49
  %5148 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 49
  store float %5148, ptr %5147, align 4
  %5149 = getelementptr inbounds float, ptr %3820, i64 50
  %5150 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 50
  store float %5150, ptr %5149, align 4
  %5151 = getelementptr inbounds float, ptr %3820, i64 51
  %5152 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 51
  store float %5152, ptr %5151, align 4
  %5153 = getelementptr inbounds float, ptr %3820, i64 52
  %5154 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 52
  store float %5154, ptr %5153, align 4
  %5155 = getelementptr inbounds float, ptr %3820, i64 53
  %5156 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 53
  store float %5156, ptr %5155, align 4
  %5157 = getelementptr inbounds float, ptr %3820, i64 54
  %5158 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 54
  store float %5158, ptr %5157, align 4
  %5159 = getelementptr inbounds float, ptr %3820, i64 55
  %5160 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 55
  store float %5160, ptr %5159, align 4
  %5161 = getelementptr inbounds float, ptr %3820, i64 56
  %5162 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 56
  store float %5162, ptr %5161, align 4
  %5163 = getelementptr inbounds float, ptr %3820, i64 57
  %5164 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 57
  store float %5164, ptr %5163, align 4
  %5165 = getelementptr inbounds float, ptr %3820, i64 58
  %5166 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 58
  store float %5166, ptr %5165, align 4
  %5167 = getelementptr inbounds float, ptr %3820, i64 59
  %5168 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 59
  store float %5168, ptr %5167, align 4
  %5169 = getelementptr inbounds float, ptr %3820, i64 60
  %5170 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 60
  store float %5170, ptr %5169, align 4
  %5171 = getelementptr inbounds float, ptr %3820, i64 61
  %5172 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 61
  store float %5172, ptr %5171, align 4
  %5173 = getelementptr inbounds float, ptr %3820, i64 62
  %5174 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 62
  store float %5174, ptr %5173, align 4
  %5175 = getelementptr inbounds float, ptr %3820, i64 63
  %5176 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5048, 63
  store float %5176, ptr %5175, align 4
  %5177 = getelementptr inbounds half, ptr %3807, i64 32
  %5178 = load half, ptr %5177, align 2
  %5179 = insertelement <2 x half> poison, half %5178, i64 0
  %5180 = getelementptr inbounds half, ptr %3807, i64 33
  %5181 = load half, ptr %5180, align 2
  %5182 = insertelement <2 x half> %5179, half %5181, i64 1
  %5183 = bitcast <2 x half> %5182 to i32
  %5184 = getelementptr inbounds half, ptr %3807, i64 34
  %5185 = load half, ptr %5184, align 2
  %5186 = insertelement <2 x half> poison, half %5185, i64 0
  %5187 = getelementptr inbounds half, ptr %3807, i64 35
  %5188 = load half, ptr %5187, align 2
  %5189 = insertelement <2 x half> %5186, half %5188, i64 1
  %5190 = bitcast <2 x half> %5189 to i32
  %5191 = getelementptr inbounds half, ptr %3807, i64 36
  %5192 = load half, ptr %5191, align 2
  %5193 = insertelement <2 x half> poison, half %5192, i64 0
  %5194 = getelementptr inbounds half, ptr %3807, i64 37
  %5195 = load half, ptr %5194, align 2
  %5196 = insertelement <2 x half> %5193, half %5195, i64 1
  %5197 = bitcast <2 x half> %5196 to i32
  %5198 = getelementptr inbounds half, ptr %3807, i64 38
  %5199 = load half, ptr %5198, align 2
  %5200 = insertelement <2 x half> poison, half %5199, i64 0
  %5201 = getelementptr inbounds half, ptr %3807, i64 39
  %5202 = load half, ptr %5201, align 2
  %5203 = insertelement <2 x half> %5200, half %5202, i64 1
  %5204 = bitcast <2 x half> %5203 to i32
  %5205 = getelementptr inbounds half, ptr addrspace(3) %3819, i64 4096
  %5206 = ptrtoint ptr addrspace(3) %5205 to i64
  %5207 = and i64 %5206, 262143
  %5208 = lshr i64 %5207, 4
  %5209 = or i64 %5208, 4611686293372403712
  %5210 = getelementptr inbounds float, ptr %3820, i64 0
  %5211 = load float, ptr %5210, align 4
  %5212 = getelementptr inbounds float, ptr %3820, i64 1
  %5213 = load float, ptr %5212, align 4
  %5214 = getelementptr inbounds float, ptr %3820, i64 2
  %5215 = load float, ptr %5214, align 4
  %5216 = getelementptr inbounds float, ptr %3820, i64 3
  %5217 = load float, ptr %5216, align 4
  %5218 = getelementptr inbounds float, ptr %3820, i64 4
  %5219 = load float, ptr %5218, align 4
  %5220 = getelementptr inbounds float, ptr %3820, i64 5
  %5221 = load float, ptr %5220, align 4
  %5222 = getelementptr inbounds float, ptr %3820, i64 6
  %5223 = load float, ptr %5222, align 4
  %5224 = getelementptr inbounds float, ptr %3820, i64 7
  %5225 = load float, ptr %5224, align 4
  %5226 = getelementptr inbounds float, ptr %3820, i64 8
  %5227 = load float, ptr %5226, align 4
  %5228 = getelementptr inbounds float, ptr %3820, i64 9
  %5229 = load float, ptr %5228, align 4
  %5230 = getelementptr inbounds float, ptr %3820, i64 10
  %5231 = load float, ptr %5230, align 4
  %5232 = getelementptr inbounds float, ptr %3820, i64 11
  %5233 = load float, ptr %5232, align 4
  %5234 = getelementptr inbounds float, ptr %3820, i64 12
  %5235 = load float, ptr %5234, align 4
  %5236 = getelementptr inbounds float, ptr %3820, i64 13
  %5237 = load float, ptr %5236, align 4
  %5238 = getelementptr inbounds float, ptr %3820, i64 14
  %5239 = load float, ptr %5238, align 4
  %5240 = getelementptr inbounds float, ptr %3820, i64 15
  %5241 = load float, ptr %5240, align 4
  %5242 = getelementptr inbounds float, ptr %3820, i64 16
  %5243 = load float, ptr %5242, align 4
  %5244 = getelementptr inbounds float, ptr %3820, i64 17
  %5245 = load float, ptr %5244, align 4
  %5246 = getelementptr inbounds float, ptr %3820, i64 18
  %5247 = load float, ptr %5246, align 4
  %5248 = getelementptr inbounds float, ptr %3820, i64 19
  %5249 = load float, ptr %5248, align 4
  %5250 = getelementptr inbounds float, ptr %3820, i64 20
  %5251 = load float, ptr %5250, align 4
  %5252 = getelementptr inbounds float, ptr %3820, i64 21
  %5253 = load float, ptr %5252, align 4
  %5254 = getelementptr inbounds float, ptr %3820, i64 22
  %5255 = load float, ptr %5254, align 4
  %5256 = getelementptr inbounds float, ptr %3820, i64 23
  %5257 = load float, ptr %5256, align 4
  %5258 = getelementptr inbounds float, ptr %3820, i64 24
  %5259 = load float, ptr %5258, align 4
  %5260 = getelementptr inbounds float, ptr %3820, i64 25
  %5261 = load float, ptr %5260, align 4
  %5262 = getelementptr inbounds float, ptr %3820, i64 26
  %5263 = load float, ptr %5262, align 4
  %5264 = getelementptr inbounds float, ptr %3820, i64 27
  %5265 = load float, ptr %5264, align 4
  %5266 = getelementptr inbounds float, ptr %3820, i64 28
  %5267 = load float, ptr %5266, align 4
  %5268 = getelementptr inbounds float, ptr %3820, i64 29
  %5269 = load float, ptr %5268, align 4
  %5270 = getelementptr inbounds float, ptr %3820, i64 30
  %5271 = load float, ptr %5270, align 4
  %5272 = getelementptr inbounds float, ptr %3820, i64 31
  %5273 = load float, ptr %5272, align 4
  %5274 = getelementptr inbounds float, ptr %3820, i64 32
  %5275 = load float, ptr %5274, align 4
  %5276 = getelementptr inbounds float, ptr %3820, i64 33
  %5277 = load float, ptr %5276, align 4
  %5278 = getelementptr inbounds float, ptr %3820, i64 34
  %5279 = load float, ptr %5278, align 4
  %5280 = getelementptr inbounds float, ptr %3820, i64 35
  %5281 = load float, ptr %5280, align 4
  %5282 = getelementptr inbounds float, ptr %3820, i64 36
  %5283 = load float, ptr %5282, align 4
  %5284 = getelementptr inbounds float, ptr %3820, i64 37
  %5285 = load float, ptr %5284, align 4
  %5286 = getelementptr inbounds float, ptr %3820, i64 38
  %5287 = load float, ptr %5286, align 4
  %5288 = getelementptr inbounds float, ptr %3820, i64 39
  %5289 = load float, ptr %5288, align 4
  %5290 = getelementptr inbounds float, ptr %3820, i64 40
  %5291 = load float, ptr %5290, align 4
  %5292 = getelementptr inbounds float, ptr %3820, i64 41
  %5293 = load float, ptr %5292, align 4
  %5294 = getelementptr inbounds float, ptr %3820, i64 42
  %5295 = load float, ptr %5294, align 4
  %5296 = getelementptr inbounds float, ptr %3820, i64 43
  %5297 = load float, ptr %5296, align 4
  %5298 = getelementptr inbounds float, ptr %3820, i64 44
  %5299 = load float, ptr %5298, align 4
  %5300 = getelementptr inbounds float, ptr %3820, i64 45
  %5301 = load float, ptr %5300, align 4
  %5302 = getelementptr inbounds float, ptr %3820, i64 46
  %5303 = load float, ptr %5302, align 4
  %5304 = getelementptr inbounds float, ptr %3820, i64 47
  %5305 = load float, ptr %5304, align 4
  %5306 = getelementptr inbounds float, ptr %3820, i64 48
  %5307 = load float, ptr %5306, align 4
  %5308 = getelementptr inbounds float, ptr %3820, i64 49
  %5309 = load float, ptr %5308, align 4
  %5310 = getelementptr inbounds float, ptr %3820, i64 50
  %5311 = load float, ptr %5310, align 4
  %5312 = getelementptr inbounds float, ptr %3820, i64 51
  %5313 = load float, ptr %5312, align 4
  %5314 = getelementptr inbounds float, ptr %3820, i64 52
  %5315 = load float, ptr %5314, align 4
  %5316 = getelementptr inbounds float, ptr %3820, i64 53
  %5317 = load float, ptr %5316, align 4
  %5318 = getelementptr inbounds float, ptr %3820, i64 54
  %5319 = load float, ptr %5318, align 4
  %5320 = getelementptr inbounds float, ptr %3820, i64 55
  %5321 = load float, ptr %5320, align 4
  %5322 = getelementptr inbounds float, ptr %3820, i64 56
  %5323 = load float, ptr %5322, align 4
  %5324 = getelementptr inbounds float, ptr %3820, i64 57
  %5325 = load float, ptr %5324, align 4
  %5326 = getelementptr inbounds float, ptr %3820, i64 58
  %5327 = load float, ptr %5326, align 4
  %5328 = getelementptr inbounds float, ptr %3820, i64 59
  %5329 = load float, ptr %5328, align 4
  %5330 = getelementptr inbounds float, ptr %3820, i64 60
  %5331 = load float, ptr %5330, align 4
  %5332 = getelementptr inbounds float, ptr %3820, i64 61
  %5333 = load float, ptr %5332, align 4
  %5334 = getelementptr inbounds float, ptr %3820, i64 62
  %5335 = load float, ptr %5334, align 4
  %5336 = getelementptr inbounds float, ptr %3820, i64 63
  %5337 = load float, ptr %5336, align 4
  %5338 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $69, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, {$64, $65, $66, $67}, $68, p, 1, 1, 1;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i32 %5183, i32 %5190, i32 %5197, i32 %5204, i64 %5209, i32 1, float %5211, float %5213, float %5215, float %5217, float %5219, float %5221, float %5223, float %5225, float %5227, float %5229, float %5231, float %5233, float %5235, float %5237, float %5239, float %5241, float %5243, float %5245, float %5247, float %5249, float %5251, float %5253, float %5255, float %5257, float %5259, float %5261, float %5263, float %5265, float %5267, float %5269, float %5271, float %5273, float %5275, float %5277, float %5279, float %5281, float %5283, float %5285, float %5287, float %5289, float %5291, float %5293, float %5295, float %5297, float %5299, float %5301, float %5303, float %5305, float %5307, float %5309, float %5311, float %5313, float %5315, float %5317, float %5319, float %5321, float %5323, float %5325, float %5327, float %5329, float %5331, float %5333, float %5335, float %5337) #7
  %5339 = getelementptr inbounds float, ptr %3820, i64 0
  %5340 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 0
  store float %5340, ptr %5339, align 4
  %5341 = getelementptr inbounds float, ptr %3820, i64 1
  %5342 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 1
  store float %5342, ptr %5341, align 4
  %5343 = getelementptr inbounds float, ptr %3820, i64 2
  %5344 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 2
  store float %5344, ptr %5343, align 4
  %5345 = getelementptr inbounds float, ptr %3820, i64 3
  %5346 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 3
  store float %5346, ptr %5345, align 4
  %5347 = getelementptr inbounds float, ptr %3820, i64 4
  %5348 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 4
  store float %5348, ptr %5347, align 4
  %5349 = getelementptr inbounds float, ptr %3820, i64 5
  %5350 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 5
  store float %5350, ptr %5349, align 4
  %5351 = getelementptr inbounds float, ptr %3820, i64 6
  %5352 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 6
  store float %5352, ptr %5351, align 4
  %5353 = getelementptr inbounds float, ptr %3820, i64 7
  %5354 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 7
  store float %5354, ptr %5353, align 4
  %5355 = getelementptr inbounds float, ptr %3820, i64 8
  %5356 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 8
  store float %5356, ptr %5355, align 4
  %5357 = getelementptr inbounds float, ptr %3820, i64 9
  %5358 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 9
  store float %5358, ptr %5357, align 4
  %5359 = getelementptr inbounds float, ptr %3820, i64 10
  %5360 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 10
  store float %5360, ptr %5359, align 4
  %5361 = getelementptr inbounds float, ptr %3820, i64 11
  %5362 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 11
  store float %5362, ptr %5361, align 4
  %5363 = getelementptr inbounds float, ptr %3820, i64 12
  %5364 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 12
  store float %5364, ptr %5363, align 4
  %5365 = getelementptr inbounds float, ptr %3820, i64 13
  %5366 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 13
  store float %5366, ptr %5365, align 4
  %5367 = getelementptr inbounds float, ptr %3820, i64 14
  %5368 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 14
  store float %5368, ptr %5367, align 4
  %5369 = getelementptr inbounds float, ptr %3820, i64 15
  %5370 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 15
  store float %5370, ptr %5369, align 4
  %5371 = getelementptr inbounds float, ptr %3820, i64 16
  %5372 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 16
  store float %5372, ptr %5371, align 4
  %5373 = getelementptr inbounds float, ptr %3820, i64 17
  %5374 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 17
  store float %5374, ptr %5373, align 4
  %5375 = getelementptr inbounds float, ptr %3820, i64 18
  %5376 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 18
  store float %5376, ptr %5375, align 4
  %5377 = getelementptr inbounds float, ptr %3820, i64 19
  %5378 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 19
  store float %5378, ptr %5377, align 4
  %5379 = getelementptr inbounds float, ptr %3820, i64 20
  %5380 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 20
  store float %5380, ptr %5379, align 4
  %5381 = getelementptr inbounds float, ptr %3820, i64 21
  %5382 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 21
  store float %5382, ptr %5381, align 4
  %5383 = getelementptr inbounds float, ptr %3820, i64 22
  %5384 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 22
  store float %5384, ptr %5383, align 4
  %5385 = getelementptr inbounds float, ptr %3820, i64 23
  %5386 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 23
  store float %5386, ptr %5385, align 4
  %5387 = getelementptr inbounds float, ptr %3820, i64 24
  %5388 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 24
  store float %5388, ptr %5387, align 4
  %5389 = getelementptr inbounds float, ptr %3820, i64 25
  %5390 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 25
  store float %5390, ptr %5389, align 4
  %5391 = getelementptr inbounds float, ptr %3820, i64 26
  %5392 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 26
  store float %5392, ptr %5391, align 4
  %5393 = getelementptr inbounds float, ptr %3820, i64 27
  %5394 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 27
  store float %5394, ptr %5393, align 4
  %5395 = getelementptr inbounds float, ptr %3820, i64 28
  %5396 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 28
  store float %5396, ptr %5395, align 4
  %5397 = getelementptr inbounds float, ptr %3820, i64 29
  %5398 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 29
  store float %5398, ptr %5397, align 4
  %5399 = getelementptr inbounds float, ptr %3820, i64 30
  %5400 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 30
  store float %5400, ptr %5399, align 4
  %5401 = getelementptr inbounds float, ptr %3820, i64 31
  %5402 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 31
  store float %5402, ptr %5401, align 4
  %5403 = getelementptr inbounds float, ptr %3820, i64 32
  %5404 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 32
  store float %5404, ptr %5403, align 4
  %5405 = getelementptr inbounds float, ptr %3820, i64 33
  %5406 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 33
  store float %5406, ptr %5405, align 4
  %5407 = getelementptr inbounds float, ptr %3820, i64 34
  %5408 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 34
  store float %5408, ptr %5407, align 4
  %5409 = getelementptr inbounds float, ptr %3820, i64 35
  %5410 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 35
  store float %5410, ptr %5409, align 4
  %5411 = getelementptr inbounds float, ptr %3820, i64 36
  %5412 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 36
  store float %5412, ptr %5411, align 4
  %5413 = getelementptr inbounds float, ptr %3820, i64 37
  %5414 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 37
  store float %5414, ptr %5413, align 4
  %5415 = getelementptr inbounds float, ptr %3820, i64 38
  %5416 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 38
  store float %5416, ptr %5415, align 4
  %5417 = getelementptr inbounds float, ptr %3820, i64 39
  %5418 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 39
  store float %5418, ptr %5417, align 4
  %5419 = getelementptr inbounds float, ptr %3820, i64 40
  %5420 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 40
  store float %5420, ptr %5419, align 4
  %5421 = getelementptr inbounds float, ptr %3820, i64 41
  %5422 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 41
  store float %5422, ptr %5421, align 4
  %5423 = getelementptr inbounds float, ptr %3820, i64 42
  %5424 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 42
  store float %5424, ptr %5423, align 4
  %5425 = getelementptr inbounds float, ptr %3820, i64 43
  %5426 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 43
  store float %5426, ptr %5425, align 4
  %5427 = getelementptr inbounds float, ptr %3820, i64 44
  %5428 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 44
  store float %5428, ptr %5427, align 4
  %5429 = getelementptr inbounds float, ptr %3820, i64 45
  %5430 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 45
  store float %5430, ptr %5429, align 4
  %5431 = getelementptr inbounds float, ptr %3820, i64 46
  %5432 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 46
  store float %5432, ptr %5431, align 4
  %5433 = getelementptr inbounds float, ptr %3820, i64 47
  %5434 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 47
  store float %5434, ptr %5433, align 4
  %5435 = getelementptr inbounds float, ptr %3820, i64 48
  %5436 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 48
  store float %5436, ptr %5435, align 4
  %5437 = getelementptr inbounds float, ptr %3820, i64 49
  %5438 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 49
  store float %5438, ptr %5437, align 4
  %5439 = getelementptr inbounds float, ptr %3820, i64 50
  %5440 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 50
  store float %5440, ptr %5439, align 4
  %5441 = getelementptr inbounds float, ptr %3820, i64 51
  %5442 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 51
  store float %5442, ptr %5441, align 4
  %5443 = getelementptr inbounds float, ptr %3820, i64 52
  %5444 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 52
  store float %5444, ptr %5443, align 4
  %5445 = getelementptr inbounds float, ptr %3820, i64 53
  %5446 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 53
  store float %5446, ptr %5445, align 4
  %5447 = getelementptr inbounds float, ptr %3820, i64 54
  %5448 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 54
  store float %5448, ptr %5447, align 4
  %5449 = getelementptr inbounds float, ptr %3820, i64 55
  %5450 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 55
  store float %5450, ptr %5449, align 4
  %5451 = getelementptr inbounds float, ptr %3820, i64 56
  %5452 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 56
  store float %5452, ptr %5451, align 4
  %5453 = getelementptr inbounds float, ptr %3820, i64 57
  %5454 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 57
  store float %5454, ptr %5453, align 4
  %5455 = getelementptr inbounds float, ptr %3820, i64 58
  %5456 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 58
  store float %5456, ptr %5455, align 4
  %5457 = getelementptr inbounds float, ptr %3820, i64 59
  %5458 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 59
  store float %5458, ptr %5457, align 4
  %5459 = getelementptr inbounds float, ptr %3820, i64 60
  %5460 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 60
  store float %5460, ptr %5459, align 4
  %5461 = getelementptr inbounds float, ptr %3820, i64 61
  %5462 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 61
  store float %5462, ptr %5461, align 4
  %5463 = getelementptr inbounds float, ptr %3820, i64 62
  %5464 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 62
  store float %5464, ptr %5463, align 4
  %5465 = getelementptr inbounds float, ptr %3820, i64 63
  %5466 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5338, 63
  store float %5466, ptr %5465, align 4
  %5467 = getelementptr inbounds half, ptr %3807, i64 40
  %5468 = load half, ptr %5467, align 2
  %5469 = insertelement <2 x half> poison, half %5468, i64 0
  %5470 = getelementptr inbounds half, ptr %3807, i64 41
  %5471 = load half, ptr %5470, align 2
  %5472 = insertelement <2 x half> %5469, half %5471, i64 1
  %5473 = bitcast <2 x half> %5472 to i32
  %5474 = getelementptr inbounds half, ptr %3807, i64 42
  %5475 = load half, ptr %5474, align 2
  %5476 = insertelement <2 x half> poison, half %5475, i64 0
  %5477 = getelementptr inbounds half, ptr %3807, i64 43
  %5478 = load half, ptr %5477, align 2
  %5479 = insertelement <2 x half> %5476, half %5478, i64 1
  %5480 = bitcast <2 x half> %5479 to i32
  %5481 = getelementptr inbounds half, ptr %3807, i64 44
  %5482 = load half, ptr %5481, align 2
  %5483 = insertelement <2 x half> poison, half %5482, i64 0
  %5484 = getelementptr inbounds half, ptr %3807, i64 45
  %5485 = load half, ptr %5484, align 2
  %5486 = insertelement <2 x half> %5483, half %5485, i64 1
  %5487 = bitcast <2 x half> %5486 to i32
  %5488 = getelementptr inbounds half, ptr %3807, i64 46
  %5489 = load half, ptr %5488, align 2
  %5490 = insertelement <2 x half> poison, half %5489, i64 0
  %5491 = getelementptr inbounds half, ptr %3807, i64 47
  %5492 = load half, ptr %5491, align 2
  %5493 = insertelement <2 x half> %5490, half %5492, i64 1
  %5494 = bitcast <2 x half> %5493 to i32
  %5495 = getelementptr inbounds half, ptr addrspace(3) %3819, i64 5120
  %5496 = ptrtoint ptr addrspace(3) %5495 to i64
  %5497 = and i64 %5496, 262143
  %5498 = lshr i64 %5497, 4
  %5499 = or i64 %5498, 4611686293372403712
  %5500 = getelementptr inbounds float, ptr %3820, i64 0
  %5501 = load float, ptr %5500, align 4
  %5502 = getelementptr inbounds float, ptr %3820, i64 1
  %5503 = load float, ptr %5502, align 4
  %5504 = getelementptr inbounds float, ptr %3820, i64 2
  %5505 = load float, ptr %5504, align 4
  %5506 = getelementptr inbounds float, ptr %3820, i64 3
  %5507 = load float, ptr %5506, align 4
  %5508 = getelementptr inbounds float, ptr %3820, i64 4
  %5509 = load float, ptr %5508, align 4
  %5510 = getelementptr inbounds float, ptr %3820, i64 5
  %5511 = load float, ptr %5510, align 4
  %5512 = getelementptr inbounds float, ptr %3820, i64 6
  %5513 = load float, ptr %5512, align 4
  %5514 = getelementptr inbounds float, ptr %3820, i64 7
  %5515 = load float, ptr %5514, align 4
  %5516 = getelementptr inbounds float, ptr %3820, i64 8
  %5517 = load float, ptr %5516, align 4
  %5518 = getelementptr inbounds float, ptr %3820, i64 9
  %5519 = load float, ptr %5518, align 4
  %5520 = getelementptr inbounds float, ptr %3820, i64 10
  %5521 = load float, ptr %5520, align 4
  %5522 = getelementptr inbounds float, ptr %3820, i64 11
  %5523 = load float, ptr %5522, align 4
  %5524 = getelementptr inbounds float, ptr %3820, i64 12
  %5525 = load float, ptr %5524, align 4
  %5526 = getelementptr inbounds float, ptr %3820, i64 13
  %5527 = load float, ptr %5526, align 4
  %5528 = getelementptr inbounds float, ptr %3820, i64 14
  %5529 = load float, ptr %5528, align 4
  %5530 = getelementptr inbounds float, ptr %3820, i64 15
  %5531 = load float, ptr %5530, align 4
  %5532 = getelementptr inbounds float, ptr %3820, i64 16
  %5533 = load float, ptr %5532, align 4
  %5534 = getelementptr inbounds float, ptr %3820, i64 17
  %5535 = load float, ptr %5534, align 4
  %5536 = getelementptr inbounds float, ptr %3820, i64 18
  %5537 = load float, ptr %5536, align 4
  %5538 = getelementptr inbounds float, ptr %3820, i64 19
  %5539 = load float, ptr %5538, align 4
  %5540 = getelementptr inbounds float, ptr %3820, i64 20
  %5541 = load float, ptr %5540, align 4
  %5542 = getelementptr inbounds float, ptr %3820, i64 21
  %5543 = load float, ptr %5542, align 4
  %5544 = getelementptr inbounds float, ptr %3820, i64 22
  %5545 = load float, ptr %5544, align 4
  %5546 = getelementptr inbounds float, ptr %3820, i64 23
  %5547 = load float, ptr %5546, align 4
  %5548 = getelementptr inbounds float, ptr %3820, i64 24
  %5549 = load float, ptr %5548, align 4
  %5550 = getelementptr inbounds float, ptr %3820, i64 25
  %5551 = load float, ptr %5550, align 4
  %5552 = getelementptr inbounds float, ptr %3820, i64 26
  %5553 = load float, ptr %5552, align 4
  %5554 = getelementptr inbounds float, ptr %3820, i64 27
  %5555 = load float, ptr %5554, align 4
  %5556 = getelementptr inbounds float, ptr %3820, i64 28
  %5557 = load float, ptr %5556, align 4
  %5558 = getelementptr inbounds float, ptr %3820, i64 29
  %5559 = load float, ptr %5558, align 4
  %5560 = getelementptr inbounds float, ptr %3820, i64 30
  %5561 = load float, ptr %5560, align 4
  %5562 = getelementptr inbounds float, ptr %3820, i64 31
  %5563 = load float, ptr %5562, align 4
  %5564 = getelementptr inbounds float, ptr %3820, i64 32
  %5565 = load float, ptr %5564, align 4
  %5566 = getelementptr inbounds float, ptr %3820, i64 33
  %5567 = load float, ptr %5566, align 4
  %5568 = getelementptr inbounds float, ptr %3820, i64 34
  %5569 = load float, ptr %5568, align 4
  %5570 = getelementptr inbounds float, ptr %3820, i64 35
  %5571 = load float, ptr %5570, align 4
  %5572 = getelementptr inbounds float, ptr %3820, i64 36
  %5573 = load float, ptr %5572, align 4
  %5574 = getelementptr inbounds float, ptr %3820, i64 37
  %5575 = load float, ptr %5574, align 4
  %5576 = getelementptr inbounds float, ptr %3820, i64 38
  %5577 = load float, ptr %5576, align 4
  %5578 = getelementptr inbounds float, ptr %3820, i64 39
  %5579 = load float, ptr %5578, align 4
  %5580 = getelementptr inbounds float, ptr %3820, i64 40
  %5581 = load float, ptr %5580, align 4
  %5582 = getelementptr inbounds float, ptr %3820, i64 41
  %5583 = load float, ptr %5582, align 4
  %5584 = getelementptr inbounds float, ptr %3820, i64 42
  %5585 = load float, ptr %5584, align 4
  %5586 = getelementptr inbounds float, ptr %3820, i64 43
  %5587 = load float, ptr %5586, align 4
  %5588 = getelementptr inbounds float, ptr %3820, i64 44
  %5589 = load float, ptr %5588, align 4
  %5590 = getelementptr inbounds float, ptr %3820, i64 45
  %5591 = load float, ptr %5590, align 4
  %5592 = getelementptr inbounds float, ptr %3820, i64 46
  %5593 = load float, ptr %5592, align 4
  %5594 = getelementptr inbounds float, ptr %3820, i64 47
  %5595 = load float, ptr %5594, align 4
  %5596 = getelementptr inbounds float, ptr %3820, i64 48
  %5597 = load float, ptr %5596, align 4
  %5598 = getelementptr inbounds float, ptr %3820, i64 49
  %5599 = load float, ptr %5598, align 4
  %5600 = getelementptr inbounds float, ptr %3820, i64 50
  %5601 = load float, ptr %5600, align 4
  %5602 = getelementptr inbounds float, ptr %3820, i64 51
  %5603 = load float, ptr %5602, align 4
  %5604 = getelementptr inbounds float, ptr %3820, i64 52
  %5605 = load float, ptr %5604, align 4
  %5606 = getelementptr inbounds float, ptr %3820, i64 53
  %5607 = load float, ptr %5606, align 4
  %5608 = getelementptr inbounds float, ptr %3820, i64 54
  %5609 = load float, ptr %5608, align 4
  %5610 = getelementptr inbounds float, ptr %3820, i64 55
  %5611 = load float, ptr %5610, align 4
  %5612 = getelementptr inbounds float, ptr %3820, i64 56
  %5613 = load float, ptr %5612, align 4
  %5614 = getelementptr inbounds float, ptr %3820, i64 57
  %5615 = load float, ptr %5614, align 4
  %5616 = getelementptr inbounds float, ptr %3820, i64 58
  %5617 = load float, ptr %5616, align 4
  %5618 = getelementptr inbounds float, ptr %3820, i64 59
  %5619 = load float, ptr %5618, align 4
  %5620 = getelementptr inbounds float, ptr %3820, i64 60
  %5621 = load float, ptr %5620, align 4
  %5622 = getelementptr inbounds float, ptr %3820, i64 61
  %5623 = load float, ptr %5622, align 4
  %5624 = getelementptr inbounds float, ptr %3820, i64 62
  %5625 = load float, ptr %5624, align 4
  %5626 = getelementptr inbounds float, ptr %3820, i64 63
  %5627 = load float, ptr %5626, align 4
  %5628 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $69, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, {$64, $65, $66, $67}, $68, p, 1, 1, 1;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i32 %5473, i32 %5480, i32 %5487, i32 %5494, i64 %5499, i32 1, float %5501, float %5503, float %5505, float %5507, float %5509, float %5511, float %5513, float %5515, float %5517, float %5519, float %5521, float %5523, float %5525, float %5527, float %5529, float %5531, float %5533, float %5535, float %5537, float %5539, float %5541, float %5543, float %5545, float %5547, float %5549, float %5551, float %5553, float %5555, float %5557, float %5559, float %5561, float %5563, float %5565, float %5567, float %5569, float %5571, float %5573, float %5575, float %5577, float %5579, float %5581, float %5583, float %5585, float %5587, float %5589, float %5591, float %5593, float %5595, float %5597, float %5599, float %5601, float %5603, float %5605, float %5607, float %5609, float %5611, float %5613, float %5615, float %5617, float %5619, float %5621, float %5623, float %5625, float %5627) #7
  %5629 = getelementptr inbounds float, ptr %3820, i64 0
  %5630 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 0
  store float %5630, ptr %5629, align 4
  %5631 = getelementptr inbounds float, ptr %3820, i64 1
  %5632 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 1
  store float %5632, ptr %5631, align 4
  %5633 = getelementptr inbounds float, ptr %3820, i64 2
  %5634 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 2
  store float %5634, ptr %5633, align 4
  %5635 = getelementptr inbounds float, ptr %3820, i64 3
  %5636 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 3
  store float %5636, ptr %5635, align 4
  %5637 = getelementptr inbounds float, ptr %3820, i64 4
  %5638 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 4
  store float %5638, ptr %5637, align 4
  %5639 = getelementptr inbounds float, ptr %3820, i64 5
  %5640 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 5
  store float %5640, ptr %5639, align 4
  %5641 = getelementptr inbounds float, ptr %3820, i64 6
  %5642 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 6
  store float %5642, ptr %5641, align 4
  %5643 = getelementptr inbounds float, ptr %3820, i64 7
  %5644 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 7
  store float %5644, ptr %5643, align 4
  %5645 = getelementptr inbounds float, ptr %3820, i64 8
  %5646 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 8
  store float %5646, ptr %5645, align 4
  %5647 = getelementptr inbounds float, ptr %3820, i64 9
  %5648 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 9
  store float %5648, ptr %5647, align 4
  %5649 = getelementptr inbounds float, ptr %3820, i64 10
  %5650 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 10
  store float %5650, ptr %5649, align 4
  %5651 = getelementptr inbounds float, ptr %3820, i64 11
  %5652 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 11
  store float %5652, ptr %5651, align 4
  %5653 = getelementptr inbounds float, ptr %3820, i64 12
  %5654 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 12
  store float %5654, ptr %5653, align 4
  %5655 = getelementptr inbounds float, ptr %3820, i64 13
  %5656 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 13
  store float %5656, ptr %5655, align 4
  %5657 = getelementptr inbounds float, ptr %3820, i64 14
  %5658 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 14
  store float %5658, ptr %5657, align 4
  %5659 = getelementptr inbounds float, ptr %3820, i64 15
  %5660 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 15
  store float %5660, ptr %5659, align 4
  %5661 = getelementptr inbounds float, ptr %3820, i64 16
  %5662 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 16
  store float %5662, ptr %5661, align 4
  %5663 = getelementptr inbounds float, ptr %3820, i64 17
  %5664 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 17
  store float %5664, ptr %5663, align 4
  %5665 = getelementptr inbounds float, ptr %3820, i64 18
  %5666 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 18
  store float %5666, ptr %5665, align 4
  %5667 = getelementptr inbounds float, ptr %3820, i64 19
  %5668 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 19
  store float %5668, ptr %5667, align 4
  %5669 = getelementptr inbounds float, ptr %3820, i64 20
  %5670 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 20
  store float %5670, ptr %5669, align 4
  %5671 = getelementptr inbounds float, ptr %3820, i64 21
  %5672 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 21
  store float %5672, ptr %5671, align 4
  %5673 = getelementptr inbounds float, ptr %3820, i64 22
  %5674 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 22
  store float %5674, ptr %5673, align 4
  %5675 = getelementptr inbounds float, ptr %3820, i64 23
  %5676 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 23
  store float %5676, ptr %5675, align 4
  %5677 = getelementptr inbounds float, ptr %3820, i64 24
  %5678 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 24
  store float %5678, ptr %5677, align 4
  %5679 = getelementptr inbounds float, ptr %3820, i64 25
  %5680 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 25
  store float %5680, ptr %5679, align 4
  %5681 = getelementptr inbounds float, ptr %3820, i64 26
  %5682 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 26
  store float %5682, ptr %5681, align 4
  %5683 = getelementptr inbounds float, ptr %3820, i64 27
  %5684 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 27
  store float %5684, ptr %5683, align 4
  %5685 = getelementptr inbounds float, ptr %3820, i64 28
  %5686 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 28
  store float %5686, ptr %5685, align 4
  %5687 = getelementptr inbounds float, ptr %3820, i64 29
  %5688 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 29
  store float %5688, ptr %5687, align 4
  %5689 = getelementptr inbounds float, ptr %3820, i64 30
  %5690 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 30
  store float %5690, ptr %5689, align 4
  %5691 = getelementptr inbounds float, ptr %3820, i64 31
  %5692 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 31
  store float %5692, ptr %5691, align 4
  %5693 = getelementptr inbounds float, ptr %3820, i64 32
  %5694 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 32
  store float %5694, ptr %5693, align 4
  %5695 = getelementptr inbounds float, ptr %3820, i64 33
  %5696 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 33
  store float %5696, ptr %5695, align 4
  %5697 = getelementptr inbounds float, ptr %3820, i64 34
  %5698 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 34
  store float %5698, ptr %5697, align 4
  %5699 = getelementptr inbounds float, ptr %3820, i64 35
  %5700 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 35
  store float %5700, ptr %5699, align 4
  %5701 = getelementptr inbounds float, ptr %3820, i64 36
  %5702 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 36
  store float %5702, ptr %5701, align 4
  %5703 = getelementptr inbounds float, ptr %3820, i64 37
  %5704 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 37
  store float %5704, ptr %5703, align 4
  %5705 = getelementptr inbounds float, ptr %3820, i64 38
  %5706 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 38
  store float %5706, ptr %5705, align 4
  %5707 = getelementptr inbounds float, ptr %3820, i64 39
  %5708 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 39
  store float %5708, ptr %5707, align 4
  %5709 = getelementptr inbounds float, ptr %3820, i64 40
  %5710 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 40
  store float %5710, ptr %5709, align 4
  %5711 = getelementptr inbounds float, ptr %3820, i64 41
  %5712 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 41
  store float %5712, ptr %5711, align 4
  %5713 = getelementptr inbounds float, ptr %3820, i64 42
  %5714 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 42
  store float %5714, ptr %5713, align 4
  %5715 = getelementptr inbounds float, ptr %3820, i64 43
  %5716 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 43
  store float %5716, ptr %5715, align 4
  %5717 = getelementptr inbounds float, ptr %3820, i64 44
  %5718 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 44
  store float %5718, ptr %5717, align 4
  %5719 = getelementptr inbounds float, ptr %3820, i64 45
  %5720 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 45
  store float %5720, ptr %5719, align 4
  %5721 = getelementptr inbounds float, ptr %3820, i64 46
  %5722 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 46
  store float %5722, ptr %5721, align 4
  %5723 = getelementptr inbounds float, ptr %3820, i64 47
  %5724 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 47
  store float %5724, ptr %5723, align 4
  %5725 = getelementptr inbounds float, ptr %3820, i64 48
  %5726 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 48
  store float %5726, ptr %5725, align 4
  %5727 = getelementptr inbounds float, ptr %3820, i64 49
  %5728 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 49
  store float %5728, ptr %5727, align 4
  %5729 = getelementptr inbounds float, ptr %3820, i64 50
  %5730 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 50
  store float %5730, ptr %5729, align 4
  %5731 = getelementptr inbounds float, ptr %3820, i64 51
  %5732 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 51
  store float %5732, ptr %5731, align 4
  %5733 = getelementptr inbounds float, ptr %3820, i64 52
  %5734 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 52
  store float %5734, ptr %5733, align 4
  %5735 = getelementptr inbounds float, ptr %3820, i64 53
  %5736 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 53
  store float %5736, ptr %5735, align 4
  %5737 = getelementptr inbounds float, ptr %3820, i64 54
  %5738 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 54
  store float %5738, ptr %5737, align 4
  %5739 = getelementptr inbounds float, ptr %3820, i64 55
  %5740 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 55
  store float %5740, ptr %5739, align 4
  %5741 = getelementptr inbounds float, ptr %3820, i64 56
  %5742 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 56
  store float %5742, ptr %5741, align 4
  %5743 = getelementptr inbounds float, ptr %3820, i64 57
  %5744 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 57
  store float %5744, ptr %5743, align 4
  %5745 = getelementptr inbounds float, ptr %3820, i64 58
  %5746 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 58
  store float %5746, ptr %5745, align 4
  %5747 = getelementptr inbounds float, ptr %3820, i64 59
  %5748 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 59
  store float %5748, ptr %5747, align 4
  %5749 = getelementptr inbounds float, ptr %3820, i64 60
  %5750 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 60
  store float %5750, ptr %5749, align 4
  %5751 = getelementptr inbounds float, ptr %3820, i64 61
  %5752 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 61
  store float %5752, ptr %5751, align 4
  %5753 = getelementptr inbounds float, ptr %3820, i64 62
  %5754 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 62
  store float %5754, ptr %5753, align 4
  %5755 = getelementptr inbounds float, ptr %3820, i64 63
  %5756 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5628, 63
  store float %5756, ptr %5755, align 4
  %5757 = getelementptr inbounds half, ptr %3807, i64 48
  %5758 = load half, ptr %5757, align 2
  %5759 = insertelement <2 x half> poison, half %5758, i64 0
  %5760 = getelementptr inbounds half, ptr %3807, i64 49
  %5761 = load half, ptr %5760, align 2
  %5762 = insertelement <2 x half> %5759, half %5761, i64 1
  %5763 = bitcast <2 x half> %5762 to i32
  %5764 = getelementptr inbounds half, ptr %3807, i64 50
  %5765 = load half, ptr %5764, align 2
  %5766 = insertelement <2 x half> poison, half %5765, i64 0
  %5767 = getelementptr inbounds half, ptr %3807, i64 51
  %5768 = load half, ptr %5767, align 2
  %5769 = insertelement <2 x half> %5766, half %5768, i64 1
  %5770 = bitcast <2 x half> %5769 to i32
  %5771 = getelementptr inbounds half, ptr %3807, i64 52
  %5772 = load half, ptr %5771, align 2
  %5773 = insertelement <2 x half> poison, half %5772, i64 0
  %5774 = getelementptr inbounds half, ptr %3807, i64 53
  %5775 = load half, ptr %5774, align 2
  %5776 = insertelement <2 x half> %5773, half %5775, i64 1
  %5777 = bitcast <2 x half> %5776 to i32
  %5778 = getelementptr inbounds half, ptr %3807, i64 54
  %5779 = load half, ptr %5778, align 2
  %5780 = insertelement <2 x half> poison, half %5779, i64 0
  %5781 = getelementptr inbounds half, ptr %3807, i64 55
  %5782 = load half, ptr %5781, align 2
  %5783 = insertelement <2 x half> %5780, half %5782, i64 1
  %5784 = bitcast <2 x half> %5783 to i32
  %5785 = getelementptr inbounds half, ptr addrspace(3) %3819, i64 6144
  %5786 = ptrtoint ptr addrspace(3) %5785 to i64
  %5787 = and i64 %5786, 262143
  %5788 = lshr i64 %5787, 4
  %5789 = or i64 %5788, 4611686293372403712
  %5790 = getelementptr inbounds float, ptr %3820, i64 0
  %5791 = load float, ptr %5790, align 4
  %5792 = getelementptr inbounds float, ptr %3820, i64 1
  %5793 = load float, ptr %5792, align 4
  %5794 = getelementptr inbounds float, ptr %3820, i64 2
  %5795 = load float, ptr %5794, align 4
  %5796 = getelementptr inbounds float, ptr %3820, i64 3
  %5797 = load float, ptr %5796, align 4
  %5798 = getelementptr inbounds float, ptr %3820, i64 4
  %5799 = load float, ptr %5798, align 4
  %5800 = getelementptr inbounds float, ptr %3820, i64 5
  %5801 = load float, ptr %5800, align 4
  %5802 = getelementptr inbounds float, ptr %3820, i64 6
  %5803 = load float, ptr %5802, align 4
  %5804 = getelementptr inbounds float, ptr %3820, i64 7
  %5805 = load float, ptr %5804, align 4
  %5806 = getelementptr inbounds float, ptr %3820, i64 8
  %5807 = load float, ptr %5806, align 4
  %5808 = getelementptr inbounds float, ptr %3820, i64 9
  %5809 = load float, ptr %5808, align 4
  %5810 = getelementptr inbounds float, ptr %3820, i64 10
  %5811 = load float, ptr %5810, align 4
  %5812 = getelementptr inbounds float, ptr %3820, i64 11
  %5813 = load float, ptr %5812, align 4
  %5814 = getelementptr inbounds float, ptr %3820, i64 12
  %5815 = load float, ptr %5814, align 4
  %5816 = getelementptr inbounds float, ptr %3820, i64 13
  %5817 = load float, ptr %5816, align 4
  %5818 = getelementptr inbounds float, ptr %3820, i64 14
  %5819 = load float, ptr %5818, align 4
  %5820 = getelementptr inbounds float, ptr %3820, i64 15
  %5821 = load float, ptr %5820, align 4
  %5822 = getelementptr inbounds float, ptr %3820, i64 16
  %5823 = load float, ptr %5822, align 4
  %5824 = getelementptr inbounds float, ptr %3820, i64 17
  %5825 = load float, ptr %5824, align 4
  %5826 = getelementptr inbounds float, ptr %3820, i64 18
  %5827 = load float, ptr %5826, align 4
  %5828 = getelementptr inbounds float, ptr %3820, i64 19
  %5829 = load float, ptr %5828, align 4
  %5830 = getelementptr inbounds float, ptr %3820, i64 20
  %5831 = load float, ptr %5830, align 4
  %5832 = getelementptr inbounds float, ptr %3820, i64 21
  %5833 = load float, ptr %5832, align 4
  %5834 = getelementptr inbounds float, ptr %3820, i64 22
  %5835 = load float, ptr %5834, align 4
  %5836 = getelementptr inbounds float, ptr %3820, i64 23
  %5837 = load float, ptr %5836, align 4
  %5838 = getelementptr inbounds float, ptr %3820, i64 24
  %5839 = load float, ptr %5838, align 4
  %5840 = getelementptr inbounds float, ptr %3820, i64 25
  %5841 = load float, ptr %5840, align 4
  %5842 = getelementptr inbounds float, ptr %3820, i64 26
  %5843 = load float, ptr %5842, align 4
  %5844 = getelementptr inbounds float, ptr %3820, i64 27
  %5845 = load float, ptr %5844, align 4
  %5846 = getelementptr inbounds float, ptr %3820, i64 28
  %5847 = load float, ptr %5846, align 4
  %5848 = getelementptr inbounds float, ptr %3820, i64 29
  %5849 = load float, ptr %5848, align 4
  %5850 = getelementptr inbounds float, ptr %3820, i64 30
  %5851 = load float, ptr %5850, align 4
  %5852 = getelementptr inbounds float, ptr %3820, i64 31
  %5853 = load float, ptr %5852, align 4
  %5854 = getelementptr inbounds float, ptr %3820, i64 32
  %5855 = load float, ptr %5854, align 4
  %5856 = getelementptr inbounds float, ptr %3820, i64 33
  %5857 = load float, ptr %5856, align 4
  %5858 = getelementptr inbounds float, ptr %3820, i64 34
  %5859 = load float, ptr %5858, align 4
  %5860 = getelementptr inbounds float, ptr %3820, i64 35
  %5861 = load float, ptr %5860, align 4
  %5862 = getelementptr inbounds float, ptr %3820, i64 36
  %5863 = load float, ptr %5862, align 4
  %5864 = getelementptr inbounds float, ptr %3820, i64 37
  %5865 = load float, ptr %5864, align 4
  %5866 = getelementptr inbounds float, ptr %3820, i64 38
  %5867 = load float, ptr %5866, align 4
  %5868 = getelementptr inbounds float, ptr %3820, i64 39
  %5869 = load float, ptr %5868, align 4
  %5870 = getelementptr inbounds float, ptr %3820, i64 40
  %5871 = load float, ptr %5870, align 4
  %5872 = getelementptr inbounds float, ptr %3820, i64 41
  %5873 = load float, ptr %5872, align 4
  %5874 = getelementptr inbounds float, ptr %3820, i64 42
  %5875 = load float, ptr %5874, align 4
  %5876 = getelementptr inbounds float, ptr %3820, i64 43
  %5877 = load float, ptr %5876, align 4
  %5878 = getelementptr inbounds float, ptr %3820, i64 44
  %5879 = load float, ptr %5878, align 4
  %5880 = getelementptr inbounds float, ptr %3820, i64 45
  %5881 = load float, ptr %5880, align 4
  %5882 = getelementptr inbounds float, ptr %3820, i64 46
  %5883 = load float, ptr %5882, align 4
  %5884 = getelementptr inbounds float, ptr %3820, i64 47
  %5885 = load float, ptr %5884, align 4
  %5886 = getelementptr inbounds float, ptr %3820, i64 48
  %5887 = load float, ptr %5886, align 4
  %5888 = getelementptr inbounds float, ptr %3820, i64 49
  %5889 = load float, ptr %5888, align 4
  %5890 = getelementptr inbounds float, ptr %3820, i64 50
  %5891 = load float, ptr %5890, align 4
  %5892 = getelementptr inbounds float, ptr %3820, i64 51
  %5893 = load float, ptr %5892, align 4
  %5894 = getelementptr inbounds float, ptr %3820, i64 52
  %5895 = load float, ptr %5894, align 4
  %5896 = getelementptr inbounds float, ptr %3820, i64 53
  %5897 = load float, ptr %5896, align 4
  %5898 = getelementptr inbounds float, ptr %3820, i64 54
  %5899 = load float, ptr %5898, align 4
  %5900 = getelementptr inbounds float, ptr %3820, i64 55
  %5901 = load float, ptr %5900, align 4
  %5902 = getelementptr inbounds float, ptr %3820, i64 56
  %5903 = load float, ptr %5902, align 4
  %5904 = getelementptr inbounds float, ptr %3820, i64 57
  %5905 = load float, ptr %5904, align 4
  %5906 = getelementptr inbounds float, ptr %3820, i64 58
  %5907 = load float, ptr %5906, align 4
  %5908 = getelementptr inbounds float, ptr %3820, i64 59
  %5909 = load float, ptr %5908, align 4
  %5910 = getelementptr inbounds float, ptr %3820, i64 60
  %5911 = load float, ptr %5910, align 4
  %5912 = getelementptr inbounds float, ptr %3820, i64 61
  %5913 = load float, ptr %5912, align 4
  %5914 = getelementptr inbounds float, ptr %3820, i64 62
  %5915 = load float, ptr %5914, align 4
  %5916 = getelementptr inbounds float, ptr %3820, i64 63
  %5917 = load float, ptr %5916, align 4
  %5918 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $69, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, {$64, $65, $66, $67}, $68, p, 1, 1, 1;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i32 %5763, i32 %5770, i32 %5777, i32 %5784, i64 %5789, i32 1, float %5791, float %5793, float %5795, float %5797, float %5799, float %5801, float %5803, float %5805, float %5807, float %5809, float %5811, float %5813, float %5815, float %5817, float %5819, float %5821, float %5823, float %5825, float %5827, float %5829, float %5831, float %5833, float %5835, float %5837, float %5839, float %5841, float %5843, float %5845, float %5847, float %5849, float %5851, float %5853, float %5855, float %5857, float %5859, float %5861, float %5863, float %5865, float %5867, float %5869, float %5871, float %5873, float %5875, float %5877, float %5879, float %5881, float %5883, float %5885, float %5887, float %5889, float %5891, float %5893, float %5895, float %5897, float %5899, float %5901, float %5903, float %5905, float %5907, float %5909, float %5911, float %5913, float %5915, float %5917) #7
  %5919 = getelementptr inbounds float, ptr %3820, i64 0
  %5920 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 0
  store float %5920, ptr %5919, align 4
  %5921 = getelementptr inbounds float, ptr %3820, i64 1
  %5922 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 1
  store float %5922, ptr %5921, align 4
  %5923 = getelementptr inbounds float, ptr %3820, i64 2
  %5924 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 2
  store float %5924, ptr %5923, align 4
  %5925 = getelementptr inbounds float, ptr %3820, i64 3
  %5926 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 3
  store float %5926, ptr %5925, align 4
  %5927 = getelementptr inbounds float, ptr %3820, i64 4
  %5928 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 4
  store float %5928, ptr %5927, align 4
  %5929 = getelementptr inbounds float, ptr %3820, i64 5
  %5930 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 5
  store float %5930, ptr %5929, align 4
  %5931 = getelementptr inbounds float, ptr %3820, i64 6
  %5932 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 6
  store float %5932, ptr %5931, align 4
  %5933 = getelementptr inbounds float, ptr %3820, i64 7
  %5934 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 7
  store float %5934, ptr %5933, align 4
  %5935 = getelementptr inbounds float, ptr %3820, i64 8
  %5936 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 8
  store float %5936, ptr %5935, align 4
  %5937 = getelementptr inbounds float, ptr %3820, i64 9
  %5938 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 9
  store float %5938, ptr %5937, align 4
  %5939 = getelementptr inbounds float, ptr %3820, i64 10
  %5940 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 10
  store float %5940, ptr %5939, align 4
  %5941 = getelementptr inbounds float, ptr %3820, i64 11
  %5942 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 11
  store float %5942, ptr %5941, align 4
  %5943 = getelementptr inbounds float, ptr %3820, i64 12
  %5944 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 12
  store float %5944, ptr %5943, align 4
  %5945 = getelementptr inbounds float, ptr %3820, i64 13
  %5946 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 13
  store float %5946, ptr %5945, align 4
  %5947 = getelementptr inbounds float, ptr %3820, i64 14
  %5948 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 14
  store float %5948, ptr %5947, align 4
  %5949 = getelementptr inbounds float, ptr %3820, i64 15
  %5950 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 15
  store float %5950, ptr %5949, align 4
  %5951 = getelementptr inbounds float, ptr %3820, i64 16
  %5952 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 16
  store float %5952, ptr %5951, align 4
  %5953 = getelementptr inbounds float, ptr %3820, i64 17
  %5954 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 17
  store float %5954, ptr %5953, align 4
  %5955 = getelementptr inbounds float, ptr %3820, i64 18
  %5956 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 18
  store float %5956, ptr %5955, align 4
  %5957 = getelementptr inbounds float, ptr %3820, i64 19
  %5958 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 19
  store float %5958, ptr %5957, align 4
  %5959 = getelementptr inbounds float, ptr %3820, i64 20
  %5960 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 20
  store float %5960, ptr %5959, align 4
  %5961 = getelementptr inbounds float, ptr %3820, i64 21
  %5962 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 21
  store float %5962, ptr %5961, align 4
  %5963 = getelementptr inbounds float, ptr %3820, i64 22
  %5964 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 22
  store float %5964, ptr %5963, align 4
  %5965 = getelementptr inbounds float, ptr %3820, i64 23
  %5966 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 23
  store float %5966, ptr %5965, align 4
  %5967 = getelementptr inbounds float, ptr %3820, i64 24
  %5968 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 24
  store float %5968, ptr %5967, align 4
  %5969 = getelementptr inbounds float, ptr %3820, i64 25
  %5970 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 25
  store float %5970, ptr %5969, align 4
  %5971 = getelementptr inbounds float, ptr %3820, i64 26
  %5972 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 26
  store float %5972, ptr %5971, align 4
  %5973 = getelementptr inbounds float, ptr %3820, i64 27
  %5974 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 27
  store float %5974, ptr %5973, align 4
  %5975 = getelementptr inbounds float, ptr %3820, i64 28
  %5976 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 28
  store float %5976, ptr %5975, align 4
  %5977 = getelementptr inbounds float, ptr %3820, i64 29
  %5978 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 29
  store float %5978, ptr %5977, align 4
  %5979 = getelementptr inbounds float, ptr %3820, i64 30
  %5980 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 30
  store float %5980, ptr %5979, align 4
  %5981 = getelementptr inbounds float, ptr %3820, i64 31
  %5982 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 31
  store float %5982, ptr %5981, align 4
  %5983 = getelementptr inbounds float, ptr %3820, i64 32
  %5984 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 32
  store float %5984, ptr %5983, align 4
  %5985 = getelementptr inbounds float, ptr %3820, i64 33
  %5986 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 33
  store float %5986, ptr %5985, align 4
  %5987 = getelementptr inbounds float, ptr %3820, i64 34
  %5988 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 34
  store float %5988, ptr %5987, align 4
  %5989 = getelementptr inbounds float, ptr %3820, i64 35
  %5990 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 35
  store float %5990, ptr %5989, align 4
  %5991 = getelementptr inbounds float, ptr %3820, i64 36
  %5992 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 36
  store float %5992, ptr %5991, align 4
  %5993 = getelementptr inbounds float, ptr %3820, i64 37
  %5994 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 37
  store float %5994, ptr %5993, align 4
  %5995 = getelementptr inbounds float, ptr %3820, i64 38
  %5996 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 38
  store float %5996, ptr %5995, align 4
  %5997 = getelementptr inbounds float, ptr %3820, i64 39
  %5998 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 39
  store float %5998, ptr %5997, align 4
  %5999 = getelementptr inbounds float, ptr %3820, i64 40
  %6000 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 40
  store float %6000, ptr %5999, align 4
  %6001 = getelementptr inbounds float, ptr %3820, i64 41
  %6002 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 41
  store float %6002, ptr %6001, align 4
  %6003 = getelementptr inbounds float, ptr %3820, i64 42
  %6004 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 42
  store float %6004, ptr %6003, align 4
  %6005 = getelementptr inbounds float, ptr %3820, i64 43
  %6006 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 43
  store float %6006, ptr %6005, align 4
  %6007 = getelementptr inbounds float, ptr %3820, i64 44
  %6008 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 44
  store float %6008, ptr %6007, align 4
  %6009 = getelementptr inbounds float, ptr %3820, i64 45
  %6010 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 45
  store float %6010, ptr %6009, align 4
  %6011 = getelementptr inbounds float, ptr %3820, i64 46
  %6012 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 46
  store float %6012, ptr %6011, align 4
  %6013 = getelementptr inbounds float, ptr %3820, i64 47
  %6014 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 47
  store float %6014, ptr %6013, align 4
  %6015 = getelementptr inbounds float, ptr %3820, i64 48
  %6016 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 48
  store float %6016, ptr %6015, align 4
  %6017 = getelementptr inbounds float, ptr %3820, i64 49
  %6018 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 49
  store float %6018, ptr %6017, align 4
  %6019 = getelementptr inbounds float, ptr %3820, i64 50
  %6020 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 50
  store float %6020, ptr %6019, align 4
  %6021 = getelementptr inbounds float, ptr %3820, i64 51
  %6022 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 51
  store float %6022, ptr %6021, align 4
  %6023 = getelementptr inbounds float, ptr %3820, i64 52
  %6024 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 52
  store float %6024, ptr %6023, align 4
  %6025 = getelementptr inbounds float, ptr %3820, i64 53
  %6026 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 53
  store float %6026, ptr %6025, align 4
  %6027 = getelementptr inbounds float, ptr %3820, i64 54
  %6028 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 54
  store float %6028, ptr %6027, align 4
  %6029 = getelementptr inbounds float, ptr %3820, i64 55
  %6030 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 55
  store float %6030, ptr %6029, align 4
  %6031 = getelementptr inbounds float, ptr %3820, i64 56
  %6032 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 56
  store float %6032, ptr %6031, align 4
  %6033 = getelementptr inbounds float, ptr %3820, i64 57
  %6034 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 57
  store float %6034, ptr %6033, align 4
  %6035 = getelementptr inbounds float, ptr %3820, i64 58
  %6036 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 58
  store float %6036, ptr %6035, align 4
  %6037 = getelementptr inbounds float, ptr %3820, i64 59
  %6038 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 59
  store float %6038, ptr %6037, align 4
  %6039 = getelementptr inbounds float, ptr %3820, i64 60
  %6040 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 60
  store float %6040, ptr %6039, align 4
  %6041 = getelementptr inbounds float, ptr %3820, i64 61
  %6042 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 61
  store float %6042, ptr %6041, align 4
  %6043 = getelementptr inbounds float, ptr %3820, i64 62
  %6044 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 62
  store float %6044, ptr %6043, align 4
  %6045 = getelementptr inbounds float, ptr %3820, i64 63
  %6046 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %5918, 63
  store float %6046, ptr %6045, align 4
  %6047 = getelementptr inbounds half, ptr %3807, i64 56
  %6048 = load half, ptr %6047, align 2
  %6049 = insertelement <2 x half> poison, half %6048, i64 0
  %6050 = getelementptr inbounds half, ptr %3807, i64 57
  %6051 = load half, ptr %6050, align 2
  %6052 = insertelement <2 x half> %6049, half %6051, i64 1
  %6053 = bitcast <2 x half> %6052 to i32
  %6054 = getelementptr inbounds half, ptr %3807, i64 58
  %6055 = load half, ptr %6054, align 2
  %6056 = insertelement <2 x half> poison, half %6055, i64 0
  %6057 = getelementptr inbounds half, ptr %3807, i64 59
  %6058 = load half, ptr %6057, align 2
  %6059 = insertelement <2 x half> %6056, half %6058, i64 1
  %6060 = bitcast <2 x half> %6059 to i32
  %6061 = getelementptr inbounds half, ptr %3807, i64 60
  %6062 = load half, ptr %6061, align 2
  %6063 = insertelement <2 x half> poison, half %6062, i64 0
  %6064 = getelementptr inbounds half, ptr %3807, i64 61
  %6065 = load half, ptr %6064, align 2
  %6066 = insertelement <2 x half> %6063, half %6065, i64 1
  %6067 = bitcast <2 x half> %6066 to i32
  %6068 = getelementptr inbounds half, ptr %3807, i64 62
  %6069 = load half, ptr %6068, align 2
  %6070 = insertelement <2 x half> poison, half %6069, i64 0
  %6071 = getelementptr inbounds half, ptr %3807, i64 63
  %6072 = load half, ptr %6071, align 2
  %6073 = insertelement <2 x half> %6070, half %6072, i64 1
  %6074 = bitcast <2 x half> %6073 to i32
  %6075 = getelementptr inbounds half, ptr addrspace(3) %3819, i64 7168
  %6076 = ptrtoint ptr addrspace(3) %6075 to i64
  %6077 = and i64 %6076, 262143
  %6078 = lshr i64 %6077, 4
  %6079 = or i64 %6078, 4611686293372403712
  %6080 = getelementptr inbounds float, ptr %3820, i64 0
  %6081 = load float, ptr %6080, align 4
  %6082 = getelementptr inbounds float, ptr %3820, i64 1
  %6083 = load float, ptr %6082, align 4
  %6084 = getelementptr inbounds float, ptr %3820, i64 2
  %6085 = load float, ptr %6084, align 4
  %6086 = getelementptr inbounds float, ptr %3820, i64 3
  %6087 = load float, ptr %6086, align 4
  %6088 = getelementptr inbounds float, ptr %3820, i64 4
  %6089 = load float, ptr %6088, align 4
  %6090 = getelementptr inbounds float, ptr %3820, i64 5
  %6091 = load float, ptr %6090, align 4
  %6092 = getelementptr inbounds float, ptr %3820, i64 6
  %6093 = load float, ptr %6092, align 4
  %6094 = getelementptr inbounds float, ptr %3820, i64 7
  %6095 = load float, ptr %6094, align 4
  %6096 = getelementptr inbounds float, ptr %3820, i64 8
  %6097 = load float, ptr %6096, align 4
  %6098 = getelementptr inbounds float, ptr %3820, i64 9
  %6099 = load float, ptr %6098, align 4
  %6100 = getelementptr inbounds float, ptr %3820, i64 10
  %6101 = load float, ptr %6100, align 4
  %6102 = getelementptr inbounds float, ptr %3820, i64 11
  %6103 = load float, ptr %6102, align 4
  %6104 = getelementptr inbounds float, ptr %3820, i64 12
  %6105 = load float, ptr %6104, align 4
  %6106 = getelementptr inbounds float, ptr %3820, i64 13
  %6107 = load float, ptr %6106, align 4
  %6108 = getelementptr inbounds float, ptr %3820, i64 14
  %6109 = load float, ptr %6108, align 4
  %6110 = getelementptr inbounds float, ptr %3820, i64 15
  %6111 = load float, ptr %6110, align 4
  %6112 = getelementptr inbounds float, ptr %3820, i64 16
  %6113 = load float, ptr %6112, align 4
  %6114 = getelementptr inbounds float, ptr %3820, i64 17
  %6115 = load float, ptr %6114, align 4
  %6116 = getelementptr inbounds float, ptr %3820, i64 18
  %6117 = load float, ptr %6116, align 4
  %6118 = getelementptr inbounds float, ptr %3820, i64 19
  %6119 = load float, ptr %6118, align 4
  %6120 = getelementptr inbounds float, ptr %3820, i64 20
  %6121 = load float, ptr %6120, align 4
  %6122 = getelementptr inbounds float, ptr %3820, i64 21
  %6123 = load float, ptr %6122, align 4
  %6124 = getelementptr inbounds float, ptr %3820, i64 22
  %6125 = load float, ptr %6124, align 4
  %6126 = getelementptr inbounds float, ptr %3820, i64 23
  %6127 = load float, ptr %6126, align 4
  %6128 = getelementptr inbounds float, ptr %3820, i64 24
  %6129 = load float, ptr %6128, align 4
  %6130 = getelementptr inbounds float, ptr %3820, i64 25
  %6131 = load float, ptr %6130, align 4
  %6132 = getelementptr inbounds float, ptr %3820, i64 26
  %6133 = load float, ptr %6132, align 4
  %6134 = getelementptr inbounds float, ptr %3820, i64 27
  %6135 = load float, ptr %6134, align 4
  %6136 = getelementptr inbounds float, ptr %3820, i64 28
  %6137 = load float, ptr %6136, align 4
  %6138 = getelementptr inbounds float, ptr %3820, i64 29
  %6139 = load float, ptr %6138, align 4
  %6140 = getelementptr inbounds float, ptr %3820, i64 30
  %6141 = load float, ptr %6140, align 4
  %6142 = getelementptr inbounds float, ptr %3820, i64 31
  %6143 = load float, ptr %6142, align 4
  %6144 = getelementptr inbounds float, ptr %3820, i64 32
  %6145 = load float, ptr %6144, align 4
  %6146 = getelementptr inbounds float, ptr %3820, i64 33
  %6147 = load float, ptr %6146, align 4
  %6148 = getelementptr inbounds float, ptr %3820, i64 34
  %6149 = load float, ptr %6148, align 4
  %6150 = getelementptr inbounds float, ptr %3820, i64 35
  %6151 = load float, ptr %6150, align 4
  %6152 = getelementptr inbounds float, ptr %3820, i64 36
  %6153 = load float, ptr %6152, align 4
  %6154 = getelementptr inbounds float, ptr %3820, i64 37
  %6155 = load float, ptr %6154, align 4
  %6156 = getelementptr inbounds float, ptr %3820, i64 38
  %6157 = load float, ptr %6156, align 4
  %6158 = getelementptr inbounds float, ptr %3820, i64 39
  %6159 = load float, ptr %6158, align 4
  %6160 = getelementptr inbounds float, ptr %3820, i64 40
  %6161 = load float, ptr %6160, align 4
  %6162 = getelementptr inbounds float, ptr %3820, i64 41
  %6163 = load float, ptr %6162, align 4
  %6164 = getelementptr inbounds float, ptr %3820, i64 42
  %6165 = load float, ptr %6164, align 4
  %6166 = getelementptr inbounds float, ptr %3820, i64 43
  %6167 = load float, ptr %6166, align 4
  %6168 = getelementptr inbounds float, ptr %3820, i64 44
  %6169 = load float, ptr %6168, align 4
  %6170 = getelementptr inbounds float, ptr %3820, i64 45
  %6171 = load float, ptr %6170, align 4
  %6172 = getelementptr inbounds float, ptr %3820, i64 46
  %6173 = load float, ptr %6172, align 4
  %6174 = getelementptr inbounds float, ptr %3820, i64 47
  %6175 = load float, ptr %6174, align 4
  %6176 = getelementptr inbounds float, ptr %3820, i64 48
  %6177 = load float, ptr %6176, align 4
  %6178 = getelementptr inbounds float, ptr %3820, i64 49
  %6179 = load float, ptr %6178, align 4
  %6180 = getelementptr inbounds float, ptr %3820, i64 50
  %6181 = load float, ptr %6180, align 4
  %6182 = getelementptr inbounds float, ptr %3820, i64 51
  %6183 = load float, ptr %6182, align 4
  %6184 = getelementptr inbounds float, ptr %3820, i64 52
  %6185 = load float, ptr %6184, align 4
  %6186 = getelementptr inbounds float, ptr %3820, i64 53
  %6187 = load float, ptr %6186, align 4
  %6188 = getelementptr inbounds float, ptr %3820, i64 54
  %6189 = load float, ptr %6188, align 4
  %6190 = getelementptr inbounds float, ptr %3820, i64 55
  %6191 = load float, ptr %6190, align 4
  %6192 = getelementptr inbounds float, ptr %3820, i64 56
  %6193 = load float, ptr %6192, align 4
  %6194 = getelementptr inbounds float, ptr %3820, i64 57
  %6195 = load float, ptr %6194, align 4
  %6196 = getelementptr inbounds float, ptr %3820, i64 58
  %6197 = load float, ptr %6196, align 4
  %6198 = getelementptr inbounds float, ptr %3820, i64 59
  %6199 = load float, ptr %6198, align 4
  %6200 = getelementptr inbounds float, ptr %3820, i64 60
  %6201 = load float, ptr %6200, align 4
  %6202 = getelementptr inbounds float, ptr %3820, i64 61
  %6203 = load float, ptr %6202, align 4
  %6204 = getelementptr inbounds float, ptr %3820, i64 62
  %6205 = load float, ptr %6204, align 4
  %6206 = getelementptr inbounds float, ptr %3820, i64 63
  %6207 = load float, ptr %6206, align 4
  %6208 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $69, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, {$64, $65, $66, $67}, $68, p, 1, 1, 1;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i32 %6053, i32 %6060, i32 %6067, i32 %6074, i64 %6079, i32 1, float %6081, float %6083, float %6085, float %6087, float %6089, float %6091, float %6093, float %6095, float %6097, float %6099, float %6101, float %6103, float %6105, float %6107, float %6109, float %6111, float %6113, float %6115, float %6117, float %6119, float %6121, float %6123, float %6125, float %6127, float %6129, float %6131, float %6133, float %6135, float %6137, float %6139, float %6141, float %6143, float %6145, float %6147, float %6149, float %6151, float %6153, float %6155, float %6157, float %6159, float %6161, float %6163, float %6165, float %6167, float %6169, float %6171, float %6173, float %6175, float %6177, float %6179, float %6181, float %6183, float %6185, float %6187, float %6189, float %6191, float %6193, float %6195, float %6197, float %6199, float %6201, float %6203, float %6205, float %6207) #7
  %6209 = getelementptr inbounds float, ptr %3820, i64 0
  %6210 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 0
  store float %6210, ptr %6209, align 4
  %6211 = getelementptr inbounds float, ptr %3820, i64 1
  %6212 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 1
  store float %6212, ptr %6211, align 4
  %6213 = getelementptr inbounds float, ptr %3820, i64 2
  %6214 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 2
  store float %6214, ptr %6213, align 4
  %6215 = getelementptr inbounds float, ptr %3820, i64 3
  %6216 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 3
  store float %6216, ptr %6215, align 4
  %6217 = getelementptr inbounds float, ptr %3820, i64 4
  %6218 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 4
  store float %6218, ptr %6217, align 4
  %6219 = getelementptr inbounds float, ptr %3820, i64 5
  %6220 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 5
  store float %6220, ptr %6219, align 4
  %6221 = getelementptr inbounds float, ptr %3820, i64 6
  %6222 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 6
  store float %6222, ptr %6221, align 4
  %6223 = getelementptr inbounds float, ptr %3820, i64 7
  %6224 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 7
  store float %6224, ptr %6223, align 4
  %6225 = getelementptr inbounds float, ptr %3820, i64 8
  %6226 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 8
  store float %6226, ptr %6225, align 4
  %6227 = getelementptr inbounds float, ptr %3820, i64 9
  %6228 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 9
  store float %6228, ptr %6227, align 4
  %6229 = getelementptr inbounds float, ptr %3820, i64 10
  %6230 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 10
  store float %6230, ptr %6229, align 4
  %6231 = getelementptr inbounds float, ptr %3820, i64 11
  %6232 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 11
  store float %6232, ptr %6231, align 4
  %6233 = getelementptr inbounds float, ptr %3820, i64 12
  %6234 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 12
  store float %6234, ptr %6233, align 4
  %6235 = getelementptr inbounds float, ptr %3820, i64 13
  %6236 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 13
  store float %6236, ptr %6235, align 4
  %6237 = getelementptr inbounds float, ptr %3820, i64 14
  %6238 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 14
  store float %6238, ptr %6237, align 4
  %6239 = getelementptr inbounds float, ptr %3820, i64 15
  %6240 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 15
  store float %6240, ptr %6239, align 4
  %6241 = getelementptr inbounds float, ptr %3820, i64 16
  %6242 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 16
  store float %6242, ptr %6241, align 4
  %6243 = getelementptr inbounds float, ptr %3820, i64 17
  %6244 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 17
  store float %6244, ptr %6243, align 4
  %6245 = getelementptr inbounds float, ptr %3820, i64 18
  %6246 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 18
  store float %6246, ptr %6245, align 4
  %6247 = getelementptr inbounds float, ptr %3820, i64 19
  %6248 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 19
  store float %6248, ptr %6247, align 4
  %6249 = getelementptr inbounds float, ptr %3820, i64 20
  %6250 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 20
  store float %6250, ptr %6249, align 4
  %6251 = getelementptr inbounds float, ptr %3820, i64 21
  %6252 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 21
  store float %6252, ptr %6251, align 4
  %6253 = getelementptr inbounds float, ptr %3820, i64 22
  %6254 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 22
  store float %6254, ptr %6253, align 4
  %6255 = getelementptr inbounds float, ptr %3820, i64 23
  %6256 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 23
  store float %6256, ptr %6255, align 4
  %6257 = getelementptr inbounds float, ptr %3820, i64 24
  %6258 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 24
  store float %6258, ptr %6257, align 4
  %6259 = getelementptr inbounds float, ptr %3820, i64 25
  %6260 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 25
  store float %6260, ptr %6259, align 4
  %6261 = getelementptr inbounds float, ptr %3820, i64 26
  %6262 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 26
  store float %6262, ptr %6261, align 4
  %6263 = getelementptr inbounds float, ptr %3820, i64 27
  %6264 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 27
  store float %6264, ptr %6263, align 4
  %6265 = getelementptr inbounds float, ptr %3820, i64 28
  %6266 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 28
  store float %6266, ptr %6265, align 4
  %6267 = getelementptr inbounds float, ptr %3820, i64 29
  %6268 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 29
  store float %6268, ptr %6267, align 4
  %6269 = getelementptr inbounds float, ptr %3820, i64 30
  %6270 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 30
  store float %6270, ptr %6269, align 4
  %6271 = getelementptr inbounds float, ptr %3820, i64 31
  %6272 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 31
  store float %6272, ptr %6271, align 4
  %6273 = getelementptr inbounds float, ptr %3820, i64 32
  %6274 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 32
  store float %6274, ptr %6273, align 4
  %6275 = getelementptr inbounds float, ptr %3820, i64 33
  %6276 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 33
  store float %6276, ptr %6275, align 4
  %6277 = getelementptr inbounds float, ptr %3820, i64 34
  %6278 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 34
  store float %6278, ptr %6277, align 4
  %6279 = getelementptr inbounds float, ptr %3820, i64 35
  %6280 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 35
  store float %6280, ptr %6279, align 4
  %6281 = getelementptr inbounds float, ptr %3820, i64 36
  %6282 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 36
  store float %6282, ptr %6281, align 4
  %6283 = getelementptr inbounds float, ptr %3820, i64 37
  %6284 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 37
  store float %6284, ptr %6283, align 4
  %6285 = getelementptr inbounds float, ptr %3820, i64 38
  %6286 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 38
  store float %6286, ptr %6285, align 4
  %6287 = getelementptr inbounds float, ptr %3820, i64 39
  %6288 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 39
  store float %6288, ptr %6287, align 4
  %6289 = getelementptr inbounds float, ptr %3820, i64 40
  %6290 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 40
  store float %6290, ptr %6289, align 4
  %6291 = getelementptr inbounds float, ptr %3820, i64 41
  %6292 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 41
  store float %6292, ptr %6291, align 4
  %6293 = getelementptr inbounds float, ptr %3820, i64 42
  %6294 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 42
  store float %6294, ptr %6293, align 4
  %6295 = getelementptr inbounds float, ptr %3820, i64 43
  %6296 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 43
  store float %6296, ptr %6295, align 4
  %6297 = getelementptr inbounds float, ptr %3820, i64 44
  %6298 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 44
  store float %6298, ptr %6297, align 4
  %6299 = getelementptr inbounds float, ptr %3820, i64 45
  %6300 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 45
  store float %6300, ptr %6299, align 4
  %6301 = getelementptr inbounds float, ptr %3820, i64 46
  %6302 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 46
  store float %6302, ptr %6301, align 4
  %6303 = getelementptr inbounds float, ptr %3820, i64 47
  %6304 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 47
  store float %6304, ptr %6303, align 4
  %6305 = getelementptr inbounds float, ptr %3820, i64 48
  %6306 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 48
  store float %6306, ptr %6305, align 4
  %6307 = getelementptr inbounds float, ptr %3820, i64 49
  %6308 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 49
  store float %6308, ptr %6307, align 4
  %6309 = getelementptr inbounds float, ptr %3820, i64 50
  %6310 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 50
  store float %6310, ptr %6309, align 4
  %6311 = getelementptr inbounds float, ptr %3820, i64 51
  %6312 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 51
  store float %6312, ptr %6311, align 4
  %6313 = getelementptr inbounds float, ptr %3820, i64 52
  %6314 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 52
  store float %6314, ptr %6313, align 4
  %6315 = getelementptr inbounds float, ptr %3820, i64 53
  %6316 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 53
  store float %6316, ptr %6315, align 4
  %6317 = getelementptr inbounds float, ptr %3820, i64 54
  %6318 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 54
  store float %6318, ptr %6317, align 4
  %6319 = getelementptr inbounds float, ptr %3820, i64 55
  %6320 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 55
  store float %6320, ptr %6319, align 4
  %6321 = getelementptr inbounds float, ptr %3820, i64 56
  %6322 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 56
  store float %6322, ptr %6321, align 4
  %6323 = getelementptr inbounds float, ptr %3820, i64 57
  %6324 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 57
  store float %6324, ptr %6323, align 4
  %6325 = getelementptr inbounds float, ptr %3820, i64 58
  %6326 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 58
  store float %6326, ptr %6325, align 4
  %6327 = getelementptr inbounds float, ptr %3820, i64 59
  %6328 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 59
  store float %6328, ptr %6327, align 4
  %6329 = getelementptr inbounds float, ptr %3820, i64 60
  %6330 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 60
  store float %6330, ptr %6329, align 4
  %6331 = getelementptr inbounds float, ptr %3820, i64 61
  %6332 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 61
  store float %6332, ptr %6331, align 4
  %6333 = getelementptr inbounds float, ptr %3820, i64 62
  %6334 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 62
  store float %6334, ptr %6333, align 4
  %6335 = getelementptr inbounds float, ptr %3820, i64 63
  %6336 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %6208, 63
  store float %6336, ptr %6335, align 4
  call void asm sideeffect "wgmma.commit_group.sync.aligned;", "~{memory}"() #7
  call void asm sideeffect "wgmma.wait_group.sync.aligned 0;", "~{memory}"() #7
  %6337 = getelementptr inbounds float, ptr %3820, i64 0
  %6338 = load float, ptr %6337, align 4
  %6339 = call float asm sideeffect "", "=f,0,~{memory}"(float %6338)
  store float %6339, ptr %6337, align 4
  %6340 = getelementptr inbounds float, ptr %3820, i64 1
  %6341 = load float, ptr %6340, align 4
  %6342 = call float asm sideeffect "", "=f,0,~{memory}"(float %6341)
  store float %6342, ptr %6340, align 4
  %6343 = getelementptr inbounds float, ptr %3820, i64 2
  %6344 = load float, ptr %6343, align 4
  %6345 = call float asm sideeffect "", "=f,0,~{memory}"(float %6344)
  store float %6345, ptr %6343, align 4
  %6346 = getelementptr inbounds float, ptr %3820, i64 3
  %6347 = load float, ptr %6346, align 4
  %6348 = call float asm sideeffect "", "=f,0,~{memory}"(float %6347)
  store float %6348, ptr %6346, align 4
  %6349 = getelementptr inbounds float, ptr %3820, i64 4
  %6350 = load float, ptr %6349, align 4
  %6351 = call float asm sideeffect "", "=f,0,~{memory}"(float %6350)
  store float %6351, ptr %6349, align 4
  %6352 = getelementptr inbounds float, ptr %3820, i64 5
  %6353 = load float, ptr %6352, align 4
  %6354 = call float asm sideeffect "", "=f,0,~{memory}"(float %6353)
  store float %6354, ptr %6352, align 4
  %6355 = getelementptr inbounds float, ptr %3820, i64 6
  %6356 = load float, ptr %6355, align 4
  %6357 = call float asm sideeffect "", "=f,0,~{memory}"(float %6356)
  store float %6357, ptr %6355, align 4
  %6358 = getelementptr inbounds float, ptr %3820, i64 7
  %6359 = load float, ptr %6358, align 4
  %6360 = call float asm sideeffect "", "=f,0,~{memory}"(float %6359)
  store float %6360, ptr %6358, align 4
  %6361 = getelementptr inbounds float, ptr %3820, i64 8
  %6362 = load float, ptr %6361, align 4
  %6363 = call float asm sideeffect "", "=f,0,~{memory}"(float %6362)
  store float %6363, ptr %6361, align 4
  %6364 = getelementptr inbounds float, ptr %3820, i64 9
  %6365 = load float, ptr %6364, align 4
  %6366 = call float asm sideeffect "", "=f,0,~{memory}"(float %6365)
  store float %6366, ptr %6364, align 4
  %6367 = getelementptr inbounds float, ptr %3820, i64 10
  %6368 = load float, ptr %6367, align 4
  %6369 = call float asm sideeffect "", "=f,0,~{memory}"(float %6368)
  store float %6369, ptr %6367, align 4
  %6370 = getelementptr inbounds float, ptr %3820, i64 11
  %6371 = load float, ptr %6370, align 4
  %6372 = call float asm sideeffect "", "=f,0,~{memory}"(float %6371)
  store float %6372, ptr %6370, align 4
  %6373 = getelementptr inbounds float, ptr %3820, i64 12
  %6374 = load float, ptr %6373, align 4
  %6375 = call float asm sideeffect "", "=f,0,~{memory}"(float %6374)
  store float %6375, ptr %6373, align 4
  %6376 = getelementptr inbounds float, ptr %3820, i64 13
  %6377 = load float, ptr %6376, align 4
  %6378 = call float asm sideeffect "", "=f,0,~{memory}"(float %6377)
  store float %6378, ptr %6376, align 4
  %6379 = getelementptr inbounds float, ptr %3820, i64 14
  %6380 = load float, ptr %6379, align 4
  %6381 = call float asm sideeffect "", "=f,0,~{memory}"(float %6380)
  store float %6381, ptr %6379, align 4
  %6382 = getelementptr inbounds float, ptr %3820, i64 15
  %6383 = load float, ptr %6382, align 4
  %6384 = call float asm sideeffect "", "=f,0,~{memory}"(float %6383)
  store float %6384, ptr %6382, align 4
  %6385 = getelementptr inbounds float, ptr %3820, i64 16
  %6386 = load float, ptr %6385, align 4
  %6387 = call float asm sideeffect "", "=f,0,~{memory}"(float %6386)
  store float %6387, ptr %6385, align 4
  %6388 = getelementptr inbounds float, ptr %3820, i64 17
  %6389 = load float, ptr %6388, align 4
  %6390 = call float asm sideeffect "", "=f,0,~{memory}"(float %6389)
  store float %6390, ptr %6388, align 4
  %6391 = getelementptr inbounds float, ptr %3820, i64 18
  %6392 = load float, ptr %6391, align 4
  %6393 = call float asm sideeffect "", "=f,0,~{memory}"(float %6392)
  store float %6393, ptr %6391, align 4
  %6394 = getelementptr inbounds float, ptr %3820, i64 19
  %6395 = load float, ptr %6394, align 4
  %6396 = call float asm sideeffect "", "=f,0,~{memory}"(float %6395)
  store float %6396, ptr %6394, align 4
  %6397 = getelementptr inbounds float, ptr %3820, i64 20
  %6398 = load float, ptr %6397, align 4
  %6399 = call float asm sideeffect "", "=f,0,~{memory}"(float %6398)
  store float %6399, ptr %6397, align 4
  %6400 = getelementptr inbounds float, ptr %3820, i64 21
  %6401 = load float, ptr %6400, align 4
  %6402 = call float asm sideeffect "", "=f,0,~{memory}"(float %6401)
  store float %6402, ptr %6400, align 4
  %6403 = getelementptr inbounds float, ptr %3820, i64 22
  %6404 = load float, ptr %6403, align 4
  %6405 = call float asm sideeffect "", "=f,0,~{memory}"(float %6404)
  store float %6405, ptr %6403, align 4
  %6406 = getelementptr inbounds float, ptr %3820, i64 23
  %6407 = load float, ptr %6406, align 4
  %6408 = call float asm sideeffect "", "=f,0,~{memory}"(float %6407)
  store float %6408, ptr %6406, align 4
  %6409 = getelementptr inbounds float, ptr %3820, i64 24
  %6410 = load float, ptr %6409, align 4
  %6411 = call float asm sideeffect "", "=f,0,~{memory}"(float %6410)
  store float %6411, ptr %6409, align 4
  %6412 = getelementptr inbounds float, ptr %3820, i64 25
  %6413 = load float, ptr %6412, align 4
  %6414 = call float asm sideeffect "", "=f,0,~{memory}"(float %6413)
  store float %6414, ptr %6412, align 4
  %6415 = getelementptr inbounds float, ptr %3820, i64 26
  %6416 = load float, ptr %6415, align 4
  %6417 = call float asm sideeffect "", "=f,0,~{memory}"(float %6416)
  store float %6417, ptr %6415, align 4
  %6418 = getelementptr inbounds float, ptr %3820, i64 27
  %6419 = load float, ptr %6418, align 4
  %6420 = call float asm sideeffect "", "=f,0,~{memory}"(float %6419)
  store float %6420, ptr %6418, align 4
  %6421 = getelementptr inbounds float, ptr %3820, i64 28
  %6422 = load float, ptr %6421, align 4
  %6423 = call float asm sideeffect "", "=f,0,~{memory}"(float %6422)
  store float %6423, ptr %6421, align 4
  %6424 = getelementptr inbounds float, ptr %3820, i64 29
  %6425 = load float, ptr %6424, align 4
  %6426 = call float asm sideeffect "", "=f,0,~{memory}"(float %6425)
  store float %6426, ptr %6424, align 4
  %6427 = getelementptr inbounds float, ptr %3820, i64 30
  %6428 = load float, ptr %6427, align 4
  %6429 = call float asm sideeffect "", "=f,0,~{memory}"(float %6428)
  store float %6429, ptr %6427, align 4
  %6430 = getelementptr inbounds float, ptr %3820, i64 31
  %6431 = load float, ptr %6430, align 4
  %6432 = call float asm sideeffect "", "=f,0,~{memory}"(float %6431)
  store float %6432, ptr %6430, align 4
  %6433 = getelementptr inbounds float, ptr %3820, i64 32
  %6434 = load float, ptr %6433, align 4
  %6435 = call float asm sideeffect "", "=f,0,~{memory}"(float %6434)
  store float %6435, ptr %6433, align 4
  %6436 = getelementptr inbounds float, ptr %3820, i64 33
  %6437 = load float, ptr %6436, align 4
  %6438 = call float asm sideeffect "", "=f,0,~{memory}"(float %6437)
  store float %6438, ptr %6436, align 4
  %6439 = getelementptr inbounds float, ptr %3820, i64 34
  %6440 = load float, ptr %6439, align 4
  %6441 = call float asm sideeffect "", "=f,0,~{memory}"(float %6440)
  store float %6441, ptr %6439, align 4
  %6442 = getelementptr inbounds float, ptr %3820, i64 35
  %6443 = load float, ptr %6442, align 4
  %6444 = call float asm sideeffect "", "=f,0,~{memory}"(float %6443)
  store float %6444, ptr %6442, align 4
  %6445 = getelementptr inbounds float, ptr %3820, i64 36
  %6446 = load float, ptr %6445, align 4
  %6447 = call float asm sideeffect "", "=f,0,~{memory}"(float %6446)
  store float %6447, ptr %6445, align 4
  %6448 = getelementptr inbounds float, ptr %3820, i64 37
  %6449 = load float, ptr %6448, align 4
  %6450 = call float asm sideeffect "", "=f,0,~{memory}"(float %6449)
  store float %6450, ptr %6448, align 4
  %6451 = getelementptr inbounds float, ptr %3820, i64 38
  %6452 = load float, ptr %6451, align 4
  %6453 = call float asm sideeffect "", "=f,0,~{memory}"(float %6452)
  store float %6453, ptr %6451, align 4
  %6454 = getelementptr inbounds float, ptr %3820, i64 39
  %6455 = load float, ptr %6454, align 4
  %6456 = call float asm sideeffect "", "=f,0,~{memory}"(float %6455)
  store float %6456, ptr %6454, align 4
  %6457 = getelementptr inbounds float, ptr %3820, i64 40
  %6458 = load float, ptr %6457, align 4
  %6459 = call float asm sideeffect "", "=f,0,~{memory}"(float %6458)
  store float %6459, ptr %6457, align 4
  %6460 = getelementptr inbounds float, ptr %3820, i64 41
  %6461 = load float, ptr %6460, align 4
  %6462 = call float asm sideeffect "", "=f,0,~{memory}"(float %6461)
  store float %6462, ptr %6460, align 4
  %6463 = getelementptr inbounds float, ptr %3820, i64 42
  %6464 = load float, ptr %6463, align 4
  %6465 = call float asm sideeffect "", "=f,0,~{memory}"(float %6464)
  store float %6465, ptr %6463, align 4
  %6466 = getelementptr inbounds float, ptr %3820, i64 43
  %6467 = load float, ptr %6466, align 4
  %6468 = call float asm sideeffect "", "=f,0,~{memory}"(float %6467)
  store float %6468, ptr %6466, align 4
  %6469 = getelementptr inbounds float, ptr %3820, i64 44
  %6470 = load float, ptr %6469, align 4
  %6471 = call float asm sideeffect "", "=f,0,~{memory}"(float %6470)
  store float %6471, ptr %6469, align 4
  %6472 = getelementptr inbounds float, ptr %3820, i64 45
  %6473 = load float, ptr %6472, align 4
  %6474 = call float asm sideeffect "", "=f,0,~{memory}"(float %6473)
  store float %6474, ptr %6472, align 4
  %6475 = getelementptr inbounds float, ptr %3820, i64 46
  %6476 = load float, ptr %6475, align 4
  %6477 = call float asm sideeffect "", "=f,0,~{memory}"(float %6476)
  store float %6477, ptr %6475, align 4
  %6478 = getelementptr inbounds float, ptr %3820, i64 47
  %6479 = load float, ptr %6478, align 4
  %6480 = call float asm sideeffect "", "=f,0,~{memory}"(float %6479)
  store float %6480, ptr %6478, align 4
  %6481 = getelementptr inbounds float, ptr %3820, i64 48
  %6482 = load float, ptr %6481, align 4
  %6483 = call float asm sideeffect "", "=f,0,~{memory}"(float %6482)
  store float %6483, ptr %6481, align 4
  %6484 = getelementptr inbounds float, ptr %3820, i64 49
  %6485 = load float, ptr %6484, align 4
  %6486 = call float asm sideeffect "", "=f,0,~{memory}"(float %6485)
  store float %6486, ptr %6484, align 4
  %6487 = getelementptr inbounds float, ptr %3820, i64 50
  %6488 = load float, ptr %6487, align 4
  %6489 = call float asm sideeffect "", "=f,0,~{memory}"(float %6488)
  store float %6489, ptr %6487, align 4
  %6490 = getelementptr inbounds float, ptr %3820, i64 51
  %6491 = load float, ptr %6490, align 4
  %6492 = call float asm sideeffect "", "=f,0,~{memory}"(float %6491)
  store float %6492, ptr %6490, align 4
  %6493 = getelementptr inbounds float, ptr %3820, i64 52
  %6494 = load float, ptr %6493, align 4
  %6495 = call float asm sideeffect "", "=f,0,~{memory}"(float %6494)
  store float %6495, ptr %6493, align 4
  %6496 = getelementptr inbounds float, ptr %3820, i64 53
  %6497 = load float, ptr %6496, align 4
  %6498 = call float asm sideeffect "", "=f,0,~{memory}"(float %6497)
  store float %6498, ptr %6496, align 4
  %6499 = getelementptr inbounds float, ptr %3820, i64 54
  %6500 = load float, ptr %6499, align 4
  %6501 = call float asm sideeffect "", "=f,0,~{memory}"(float %6500)
  store float %6501, ptr %6499, align 4
  %6502 = getelementptr inbounds float, ptr %3820, i64 55
  %6503 = load float, ptr %6502, align 4
  %6504 = call float asm sideeffect "", "=f,0,~{memory}"(float %6503)
  store float %6504, ptr %6502, align 4
  %6505 = getelementptr inbounds float, ptr %3820, i64 56
  %6506 = load float, ptr %6505, align 4
  %6507 = call float asm sideeffect "", "=f,0,~{memory}"(float %6506)
  store float %6507, ptr %6505, align 4
  %6508 = getelementptr inbounds float, ptr %3820, i64 57
  %6509 = load float, ptr %6508, align 4
  %6510 = call float asm sideeffect "", "=f,0,~{memory}"(float %6509)
  store float %6510, ptr %6508, align 4
  %6511 = getelementptr inbounds float, ptr %3820, i64 58
  %6512 = load float, ptr %6511, align 4
  %6513 = call float asm sideeffect "", "=f,0,~{memory}"(float %6512)
  store float %6513, ptr %6511, align 4
  %6514 = getelementptr inbounds float, ptr %3820, i64 59
  %6515 = load float, ptr %6514, align 4
  %6516 = call float asm sideeffect "", "=f,0,~{memory}"(float %6515)
  store float %6516, ptr %6514, align 4
  %6517 = getelementptr inbounds float, ptr %3820, i64 60
  %6518 = load float, ptr %6517, align 4
  %6519 = call float asm sideeffect "", "=f,0,~{memory}"(float %6518)
  store float %6519, ptr %6517, align 4
  %6520 = getelementptr inbounds float, ptr %3820, i64 61
  %6521 = load float, ptr %6520, align 4
  %6522 = call float asm sideeffect "", "=f,0,~{memory}"(float %6521)
  store float %6522, ptr %6520, align 4
  %6523 = getelementptr inbounds float, ptr %3820, i64 62
  %6524 = load float, ptr %6523, align 4
  %6525 = call float asm sideeffect "", "=f,0,~{memory}"(float %6524)
  store float %6525, ptr %6523, align 4
  %6526 = getelementptr inbounds float, ptr %3820, i64 63
  %6527 = load float, ptr %6526, align 4
  %6528 = call float asm sideeffect "", "=f,0,~{memory}"(float %6527)
  store float %6528, ptr %6526, align 4
  br label %wgmma.done136

wgmma.done136:                                    ; preds = %wgmma.group135, %l.end130
  %k.next = add nsw i32 %k, 1
  br label %k.cond

l.cond137:                                        ; preds = %l.body138, %k.end
  %l140 = phi i32 [ 0, %k.end ], [ %l.next143, %l.body138 ]
  %6529 = icmp slt i32 %l140, 32
  br i1 %6529, label %l.body138, label %l.end139

l.body138:                                        ; preds = %l.cond137
  %6530 = mul nsw i32 %l140, 2
  %6531 = sext i32 %6530 to i64
  %6532 = getelementptr inbounds float, ptr %acc_o, i64 %6531
  %6533 = mul nsw i32 %l140, 2
  %6534 = sext i32 %6533 to i64
  %6535 = getelementptr inbounds float, ptr %acc_o, i64 %6534
  %6536 = load <2 x float>, ptr %6535, align 8
  %6537 = sdiv i32 %l140, 2
  %6538 = srem i32 %l140, 2
  %6539 = icmp slt i32 %6538, 0
  %6540 = icmp ne i1 %6539, false
  %6541 = icmp ne i32 %6538, 0
  %6542 = and i1 %6541, %6540
  %6543 = add i32 %6538, 2
  %6544 = select i1 %6542, i32 %6543, i32 %6538
  %6545 = sext i32 %6544 to i64
  %6546 = getelementptr inbounds float, ptr %logsum, i64 %6545
  %6547 = load float, ptr %6546, align 4
  %.splatinsert141 = insertelement <2 x float> poison, float %6547, i64 0
  %.splat142 = shufflevector <2 x float> %.splatinsert141, <2 x float> poison, <2 x i32> zeroinitializer
  %6548 = fdiv <2 x float> %6536, %.splat142
  store <2 x float> %6548, ptr %6532, align 8
  %l.next143 = add nsw i32 %l140, 1
  br label %l.cond137, !llvm.loop !34

l.end139:                                         ; preds = %l.cond137
  br label %l.cond144

l.cond144:                                        ; preds = %__nv_log2f.exit, %l.end139
  %l147 = phi i32 [ 0, %l.end139 ], [ %l.next148, %__nv_log2f.exit ]
  %6549 = icmp slt i32 %l147, 2
  br i1 %6549, label %l.body145, label %l.end146

l.body145:                                        ; preds = %l.cond144
  %6550 = sext i32 %l147 to i64
  %6551 = getelementptr inbounds float, ptr %lse_local, i64 %6550
  %6552 = sext i32 %l147 to i64
  %6553 = getelementptr inbounds float, ptr %logsum, i64 %6552
  %6554 = load float, ptr %6553, align 4
  %6555 = fcmp olt float %6554, 0x3810000000000000
  br i1 %6555, label %6556, label %6558

6556:                                             ; preds = %l.body145
  %6557 = fmul float %6554, 0x4160000000000000
  br label %6558

6558:                                             ; preds = %6556, %l.body145
  %.02.i = phi float [ %6557, %6556 ], [ %6554, %l.body145 ]
  %i.i.0.i = phi float [ -2.300000e+01, %6556 ], [ 0.000000e+00, %l.body145 ]
  %6559 = bitcast float %.02.i to i32
  %6560 = sub i32 %6559, 1060439283
  %6561 = and i32 %6560, -8388608
  %6562 = bitcast float %.02.i to i32
  %6563 = sub i32 %6562, %6561
  %6564 = bitcast i32 %6563 to float
  %6565 = sitofp i32 %6561 to float
  %6566 = call float @llvm.nvvm.fma.rn.f(float %6565, float 0x3E80000000000000, float %i.i.0.i) #0
  %6567 = fsub float %6564, 1.000000e+00
  %6568 = call float @llvm.nvvm.fma.rn.f(float 0x3FB8D64FE0000000, float %6567, float 0xBFC58FE600000000) #0
  %6569 = call float @llvm.nvvm.fma.rn.f(float %6568, float %6567, float 0x3FC5F9E540000000) #0
  %6570 = call float @llvm.nvvm.fma.rn.f(float %6569, float %6567, float 0xBFC6E9C860000000) #0
  %6571 = call float @llvm.nvvm.fma.rn.f(float %6570, float %6567, float 0x3FCA417E80000000) #0
  %6572 = call float @llvm.nvvm.fma.rn.f(float %6571, float %6567, float 0xBFCEC79160000000) #0
  %6573 = call float @llvm.nvvm.fma.rn.f(float %6572, float %6567, float 0x3FD277F320000000) #0
  %6574 = call float @llvm.nvvm.fma.rn.f(float %6573, float %6567, float 0xBFD7154920000000) #0
  %6575 = call float @llvm.nvvm.fma.rn.f(float %6574, float %6567, float 0x3FDEC70940000000) #0
  %6576 = call float @llvm.nvvm.fma.rn.f(float %6575, float %6567, float 0xBFE7154760000000) #0
  %6577 = fmul float %6576, %6567
  %6578 = fmul float %6577, %6567
  %6579 = call float @llvm.nvvm.fma.rn.f(float %6567, float 0x3FF7154760000000, float %6578) #0
  %6580 = fadd float %6579, %6566
  %6581 = bitcast float %.02.i to i32
  %6582 = icmp uge i32 %6581, 2139095040
  br i1 %6582, label %6583, label %6585

6583:                                             ; preds = %6558
  %6584 = call float @llvm.nvvm.fma.rn.f(float %.02.i, float 0x7FF0000000000000, float 0x7FF0000000000000) #0
  br label %6585

6585:                                             ; preds = %6583, %6558
  %r.i.0.i = phi float [ %6584, %6583 ], [ %6580, %6558 ]
  %6586 = fcmp oeq float %.02.i, 0.000000e+00
  br i1 %6586, label %6587, label %__nv_log2f.exit

6587:                                             ; preds = %6585
  br label %__nv_log2f.exit

__nv_log2f.exit:                                  ; preds = %6585, %6587
  %r.i.1.i = phi float [ 0xFFF0000000000000, %6587 ], [ %r.i.0.i, %6585 ]
  %6588 = sext i32 %l147 to i64
  %6589 = getelementptr inbounds float, ptr %scores_max, i64 %6588
  %6590 = load float, ptr %6589, align 4
  %6591 = fmul float %6590, 0x3FC0527DC0000000
  %6592 = fadd float %r.i.1.i, %6591
  %6593 = fmul float %6592, 0x3FE62E4300000000
  store float %6593, ptr %6551, align 4
  %l.next148 = add nsw i32 %l147, 1
  br label %l.cond144, !llvm.loop !35

l.end146:                                         ; preds = %l.cond144
  call void @llvm.nvvm.barrier0()
  br label %l.cond149

l.cond149:                                        ; preds = %l.body150, %l.end146
  %l152 = phi i32 [ 0, %l.end146 ], [ %l.next153, %l.body150 ]
  %6594 = icmp slt i32 %l152, 32
  br i1 %6594, label %l.body150, label %l.end151

l.body150:                                        ; preds = %l.cond149
  %6595 = sdiv i32 %tx, 32
  %6596 = srem i32 %tx, 32
  %6597 = icmp slt i32 %6596, 0
  %6598 = icmp ne i1 %6597, false
  %6599 = icmp ne i32 %6596, 0
  %6600 = and i1 %6599, %6598
  %6601 = sub i32 %6595, 1
  %6602 = select i1 %6600, i32 %6601, i32 %6595
  %6603 = mul nsw i32 %6602, 8
  %6604 = sdiv i32 %l152, 2
  %6605 = srem i32 %l152, 2
  %6606 = icmp slt i32 %6605, 0
  %6607 = icmp ne i1 %6606, false
  %6608 = icmp ne i32 %6605, 0
  %6609 = and i1 %6608, %6607
  %6610 = add i32 %6605, 2
  %6611 = select i1 %6609, i32 %6610, i32 %6605
  %6612 = mul nsw i32 %6611, 8
  %6613 = add nsw i32 %6603, %6612
  %6614 = sdiv i32 %tx, 4
  %6615 = srem i32 %tx, 4
  %6616 = icmp slt i32 %6615, 0
  %6617 = icmp ne i1 %6616, false
  %6618 = icmp ne i32 %6615, 0
  %6619 = and i1 %6618, %6617
  %6620 = sub i32 %6614, 1
  %6621 = select i1 %6619, i32 %6620, i32 %6614
  %6622 = add nsw i32 %6613, %6621
  %6623 = mul nsw i32 %6622, 128
  %6624 = sdiv i32 %l152, 2
  %6625 = srem i32 %l152, 2
  %6626 = icmp slt i32 %6625, 0
  %6627 = icmp ne i1 %6626, false
  %6628 = icmp ne i32 %6625, 0
  %6629 = and i1 %6628, %6627
  %6630 = sub i32 %6624, 1
  %6631 = select i1 %6629, i32 %6630, i32 %6624
  %6632 = mul nsw i32 %6631, 8
  %6633 = add nsw i32 %6623, %6632
  %6634 = sdiv i32 %tx, 4
  %6635 = srem i32 %tx, 4
  %6636 = icmp slt i32 %6635, 0
  %6637 = icmp ne i1 %6636, false
  %6638 = icmp ne i32 %6635, 0
  %6639 = and i1 %6638, %6637
  %6640 = add i32 %6635, 4
  %6641 = select i1 %6639, i32 %6640, i32 %6635
  %6642 = mul nsw i32 %6641, 2
  %6643 = add nsw i32 %6633, %6642
  %6644 = sext i32 %6643 to i64
  %6645 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %6644
  %6646 = mul nsw i32 %l152, 2
  %6647 = sext i32 %6646 to i64
  %6648 = getelementptr inbounds float, ptr %acc_o, i64 %6647
  %6649 = load <2 x float>, ptr %6648, align 8
  %6650 = fptrunc <2 x float> %6649 to <2 x half>
  store <2 x half> %6650, ptr addrspace(3) %6645, align 4
  %l.next153 = add nsw i32 %l152, 1
  br label %l.cond149, !llvm.loop !36

l.end151:                                         ; preds = %l.cond149
  call void @llvm.nvvm.barrier0()
  br label %l.cond154

l.cond154:                                        ; preds = %if.end159, %l.end151
  %l157 = phi i32 [ 0, %l.end151 ], [ %l.next160, %if.end159 ]
  %6651 = icmp slt i32 %l157, 8
  br i1 %6651, label %l.body155, label %l.end156

l.body155:                                        ; preds = %l.cond154
  %6652 = mul nsw i32 %bx, 128
  %6653 = mul nsw i32 %l157, 16
  %6654 = add nsw i32 %6652, %6653
  %6655 = sdiv i32 %tx, 16
  %6656 = srem i32 %tx, 16
  %6657 = icmp slt i32 %6656, 0
  %6658 = icmp ne i1 %6657, false
  %6659 = icmp ne i32 %6656, 0
  %6660 = and i1 %6659, %6658
  %6661 = sub i32 %6655, 1
  %6662 = select i1 %6660, i32 %6661, i32 %6655
  %6663 = add nsw i32 %6654, %6662
  %6664 = icmp slt i32 %6663, %seq_len
  br i1 %6664, label %if.then158, label %if.end159

l.end156:                                         ; preds = %l.cond154
  br label %l.cond161

if.then158:                                       ; preds = %l.body155
  %6665 = mul nsw i32 %bz, %seq_len
  %6666 = mul nsw i32 %bx, 128
  %6667 = add nsw i32 %6665, %6666
  %6668 = mul nsw i32 %l157, 16
  %6669 = add nsw i32 %6667, %6668
  %6670 = sdiv i32 %tx, 16
  %6671 = srem i32 %tx, 16
  %6672 = icmp slt i32 %6671, 0
  %6673 = icmp ne i1 %6672, false
  %6674 = icmp ne i32 %6671, 0
  %6675 = and i1 %6674, %6673
  %6676 = sub i32 %6670, 1
  %6677 = select i1 %6675, i32 %6676, i32 %6670
  %6678 = add nsw i32 %6669, %6677
  %6679 = mul nsw i32 %6678, %heads
  %6680 = add nsw i32 %6679, %by
  %6681 = mul nsw i32 %6680, 128
  %6682 = sdiv i32 %tx, 16
  %6683 = srem i32 %tx, 16
  %6684 = icmp slt i32 %6683, 0
  %6685 = icmp ne i1 %6684, false
  %6686 = icmp ne i32 %6683, 0
  %6687 = and i1 %6686, %6685
  %6688 = add i32 %6683, 16
  %6689 = select i1 %6687, i32 %6688, i32 %6683
  %6690 = mul nsw i32 %6689, 8
  %6691 = add nsw i32 %6681, %6690
  %6692 = sext i32 %6691 to i64
  %6693 = getelementptr inbounds half, ptr addrspace(1) %Output, i64 %6692
  %6694 = mul nsw i32 %l157, 16
  %6695 = sdiv i32 %tx, 16
  %6696 = srem i32 %tx, 16
  %6697 = icmp slt i32 %6696, 0
  %6698 = icmp ne i1 %6697, false
  %6699 = icmp ne i32 %6696, 0
  %6700 = and i1 %6699, %6698
  %6701 = sub i32 %6695, 1
  %6702 = select i1 %6700, i32 %6701, i32 %6695
  %6703 = add nsw i32 %6694, %6702
  %6704 = mul nsw i32 %6703, 128
  %6705 = sdiv i32 %tx, 16
  %6706 = srem i32 %tx, 16
  %6707 = icmp slt i32 %6706, 0
  %6708 = icmp ne i1 %6707, false
  %6709 = icmp ne i32 %6706, 0
  %6710 = and i1 %6709, %6708
  %6711 = add i32 %6706, 16
  %6712 = select i1 %6710, i32 %6711, i32 %6706
  %6713 = mul nsw i32 %6712, 8
  %6714 = add nsw i32 %6704, %6713
  %6715 = sext i32 %6714 to i64
  %6716 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %6715
  %6717 = load <8 x half>, ptr addrspace(3) %6716, align 16
  store <8 x half> %6717, ptr addrspace(1) %6693, align 16
  br label %if.end159

if.end159:                                        ; preds = %if.then158, %l.body155
  %l.next160 = add nsw i32 %l157, 1
  br label %l.cond154, !llvm.loop !37

l.cond161:                                        ; preds = %if.end166, %l.end156
  %l164 = phi i32 [ 0, %l.end156 ], [ %l.next167, %if.end166 ]
  %6718 = icmp slt i32 %l164, 2
  br i1 %6718, label %l.body162, label %l.end163

l.body162:                                        ; preds = %l.cond161
  %6719 = mul nsw i32 %bx, 128
  %6720 = mul nsw i32 %l164, 8
  %6721 = add nsw i32 %6719, %6720
  %6722 = sdiv i32 %tx, 32
  %6723 = srem i32 %tx, 32
  %6724 = icmp slt i32 %6723, 0
  %6725 = icmp ne i1 %6724, false
  %6726 = icmp ne i32 %6723, 0
  %6727 = and i1 %6726, %6725
  %6728 = sub i32 %6722, 1
  %6729 = select i1 %6727, i32 %6728, i32 %6722
  %6730 = mul nsw i32 %6729, 8
  %6731 = add nsw i32 %6721, %6730
  %6732 = sdiv i32 %tx, 4
  %6733 = srem i32 %tx, 4
  %6734 = icmp slt i32 %6733, 0
  %6735 = icmp ne i1 %6734, false
  %6736 = icmp ne i32 %6733, 0
  %6737 = and i1 %6736, %6735
  %6738 = sub i32 %6732, 1
  %6739 = select i1 %6737, i32 %6738, i32 %6732
  %6740 = add nsw i32 %6731, %6739
  %6741 = icmp slt i32 %6740, %seq_len
  br i1 %6741, label %if.then165, label %if.end166

l.end163:                                         ; preds = %l.cond161
  ret void

if.then165:                                       ; preds = %l.body162
  %6742 = mul nsw i32 %bz, %heads
  %6743 = add nsw i32 %6742, %by
  %6744 = mul nsw i32 %6743, %seq_len
  %6745 = mul nsw i32 %bx, 128
  %6746 = add nsw i32 %6744, %6745
  %6747 = mul nsw i32 %l164, 8
  %6748 = add nsw i32 %6746, %6747
  %6749 = sdiv i32 %tx, 32
  %6750 = srem i32 %tx, 32
  %6751 = icmp slt i32 %6750, 0
  %6752 = icmp ne i1 %6751, false
  %6753 = icmp ne i32 %6750, 0
  %6754 = and i1 %6753, %6752
  %6755 = sub i32 %6749, 1
  %6756 = select i1 %6754, i32 %6755, i32 %6749
  %6757 = mul nsw i32 %6756, 8
  %6758 = add nsw i32 %6748, %6757
  %6759 = sdiv i32 %tx, 4
  %6760 = srem i32 %tx, 4
  %6761 = icmp slt i32 %6760, 0
  %6762 = icmp ne i1 %6761, false
  %6763 = icmp ne i32 %6760, 0
  %6764 = and i1 %6763, %6762
  %6765 = sub i32 %6759, 1
  %6766 = select i1 %6764, i32 %6765, i32 %6759
  %6767 = add nsw i32 %6758, %6766
  %6768 = sext i32 %6767 to i64
  %6769 = getelementptr inbounds float, ptr addrspace(1) %lse, i64 %6768
  %6770 = sext i32 %l164 to i64
  %6771 = getelementptr inbounds float, ptr %lse_local, i64 %6770
  %6772 = load float, ptr %6771, align 4
  store float %6772, ptr addrspace(1) %6769, align 4
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
!1 = !{ptr @fa_d128_b128x128_t256_s2, !"kernel", i32 1}
!2 = !{ptr @fa_d128_b128x128_t256_s2, !"reqntidx", i32 256}
!3 = !{ptr @fa_d128_b128x128_t256_s2, !"reqntidy", i32 1}
!4 = !{ptr @fa_d128_b128x128_t256_s2, !"reqntidz", i32 1}
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

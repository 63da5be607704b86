; ModuleID = 'tilec'
source_filename = "tilec"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tl_smem = external addrspace(3) global [0 x i8], align 128
@.str = private unnamed_addr constant [11 x i8] c"__CUDA_FTZ\00", align 1

; Function Attrs: nounwind
define void @fa_d64_b128x128_t256_s2(ptr addrspace(1) noalias nocapture readonly %Q, ptr addrspace(1) noalias nocapture readonly %K, ptr addrspace(1) noalias nocapture readonly %V, ptr addrspace(1) noalias nocapture %Output, ptr addrspace(1) noalias nocapture %lse, i32 %batch, i32 %heads, i32 %seq_len) #0 {
entry:
  %scores_sum_part = alloca [2 x float], align 16
  %scores_max_part = alloca [2 x float], align 16
  %lse_local = alloca [2 x float], align 16
  %logsum = alloca [2 x float], align 16
  %scores_sum = alloca [2 x float], align 16
  %scores_scale = alloca [2 x float], align 16
  %scores_max_prev = alloca [2 x float], align 16
  %scores_max = alloca [2 x float], align 16
  %acc_o = alloca [32 x float], align 16
  %acc_s_cast = alloca [64 x half], align 16
  %acc_s = alloca [64 x float], align 16
  %bx = call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %by = call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %bz = call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !5
  br label %l.cond

l.cond:                                           ; preds = %if.end, %entry
  %l = phi i32 [ 0, %entry ], [ %l.next, %if.end ]
  %0 = icmp slt i32 %l, 4
  br i1 %0, label %l.body, label %l.end

l.body:                                           ; preds = %l.cond
  %1 = mul nsw i32 %bx, 128
  %2 = mul nsw i32 %l, 32
  %3 = add nsw i32 %1, %2
  %4 = sdiv i32 %tx, 8
  %5 = srem i32 %tx, 8
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
  %14 = mul nsw i32 %l, 32
  %15 = sdiv i32 %tx, 8
  %16 = srem i32 %tx, 8
  %17 = icmp slt i32 %16, 0
  %18 = icmp ne i1 %17, false
  %19 = icmp ne i32 %16, 0
  %20 = and i1 %19, %18
  %21 = sub i32 %15, 1
  %22 = select i1 %20, i32 %21, i32 %15
  %23 = add nsw i32 %14, %22
  %24 = mul nsw i32 %23, 64
  %25 = sdiv i32 %tx, 8
  %26 = srem i32 %tx, 8
  %27 = icmp slt i32 %26, 0
  %28 = icmp ne i1 %27, false
  %29 = icmp ne i32 %26, 0
  %30 = and i1 %29, %28
  %31 = add i32 %26, 8
  %32 = select i1 %30, i32 %31, i32 %26
  %33 = sdiv i32 %tx, 8
  %34 = srem i32 %tx, 8
  %35 = icmp slt i32 %34, 0
  %36 = icmp ne i1 %35, false
  %37 = icmp ne i32 %34, 0
  %38 = and i1 %37, %36
  %39 = sub i32 %33, 1
  %40 = select i1 %38, i32 %39, i32 %33
  %41 = sdiv i32 %40, 8
  %42 = srem i32 %40, 8
  %43 = icmp slt i32 %42, 0
  %44 = icmp ne i1 %43, false
  %45 = icmp ne i32 %42, 0
  %46 = and i1 %45, %44
  %47 = add i32 %42, 8
  %48 = select i1 %46, i32 %47, i32 %42
  %49 = xor i32 %32, %48
  %50 = sdiv i32 %49, 8
  %51 = srem i32 %49, 8
  %52 = icmp slt i32 %51, 0
  %53 = icmp ne i1 %52, false
  %54 = icmp ne i32 %51, 0
  %55 = and i1 %54, %53
  %56 = add i32 %51, 8
  %57 = select i1 %55, i32 %56, i32 %51
  %58 = mul nsw i32 %57, 8
  %59 = add nsw i32 %24, %58
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 65536), i64 %60
  %62 = mul nsw i32 %bz, %seq_len
  %63 = mul nsw i32 %bx, 128
  %64 = add nsw i32 %62, %63
  %65 = mul nsw i32 %l, 32
  %66 = add nsw i32 %64, %65
  %67 = sdiv i32 %tx, 8
  %68 = srem i32 %tx, 8
  %69 = icmp slt i32 %68, 0
  %70 = icmp ne i1 %69, false
  %71 = icmp ne i32 %68, 0
  %72 = and i1 %71, %70
  %73 = sub i32 %67, 1
  %74 = select i1 %72, i32 %73, i32 %67
  %75 = add nsw i32 %66, %74
  %76 = mul nsw i32 %75, %heads
  %77 = add nsw i32 %76, %by
  %78 = mul nsw i32 %77, 64
  %79 = sdiv i32 %tx, 8
  %80 = srem i32 %tx, 8
  %81 = icmp slt i32 %80, 0
  %82 = icmp ne i1 %81, false
  %83 = icmp ne i32 %80, 0
  %84 = and i1 %83, %82
  %85 = add i32 %80, 8
  %86 = select i1 %84, i32 %85, i32 %80
  %87 = mul nsw i32 %86, 8
  %88 = add nsw i32 %78, %87
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds half, ptr addrspace(1) %Q, i64 %89
  %91 = load <8 x half>, ptr addrspace(1) %90, align 16
  store <8 x half> %91, ptr addrspace(3) %61, align 16
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %l.next = add nsw i32 %l, 1
  br label %l.cond, !llvm.loop !6

if.else:                                          ; preds = %l.body
  %92 = mul nsw i32 %l, 32
  %93 = sdiv i32 %tx, 8
  %94 = srem i32 %tx, 8
  %95 = icmp slt i32 %94, 0
  %96 = icmp ne i1 %95, false
  %97 = icmp ne i32 %94, 0
  %98 = and i1 %97, %96
  %99 = sub i32 %93, 1
  %100 = select i1 %98, i32 %99, i32 %93
  %101 = add nsw i32 %92, %100
  %102 = mul nsw i32 %101, 64
  %103 = sdiv i32 %tx, 8
  %104 = srem i32 %tx, 8
  %105 = icmp slt i32 %104, 0
  %106 = icmp ne i1 %105, false
  %107 = icmp ne i32 %104, 0
  %108 = and i1 %107, %106
  %109 = add i32 %104, 8
  %110 = select i1 %108, i32 %109, i32 %104
  %111 = sdiv i32 %tx, 8
  %112 = srem i32 %tx, 8
  %113 = icmp slt i32 %112, 0
  %114 = icmp ne i1 %113, false
  %115 = icmp ne i32 %112, 0
  %116 = and i1 %115, %114
  %117 = sub i32 %111, 1
  %118 = select i1 %116, i32 %117, i32 %111
  %119 = sdiv i32 %118, 8
  %120 = srem i32 %118, 8
  %121 = icmp slt i32 %120, 0
  %122 = icmp ne i1 %121, false
  %123 = icmp ne i32 %120, 0
  %124 = and i1 %123, %122
  %125 = add i32 %120, 8
  %126 = select i1 %124, i32 %125, i32 %120
  %127 = xor i32 %110, %126
  %128 = sdiv i32 %127, 8
  %129 = srem i32 %127, 8
  %130 = icmp slt i32 %129, 0
  %131 = icmp ne i1 %130, false
  %132 = icmp ne i32 %129, 0
  %133 = and i1 %132, %131
  %134 = add i32 %129, 8
  %135 = select i1 %133, i32 %134, i32 %129
  %136 = mul nsw i32 %135, 8
  %137 = add nsw i32 %102, %136
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 65536), i64 %138
  store <8 x half> zeroinitializer, ptr addrspace(3) %139, align 16
  br label %if.end

l.cond1:                                          ; preds = %l.body2, %l.end
  %l4 = phi i32 [ 0, %l.end ], [ %l.next5, %l.body2 ]
  %140 = icmp slt i32 %l4, 16
  br i1 %140, label %l.body2, label %l.end3

l.body2:                                          ; preds = %l.cond1
  %141 = mul nsw i32 %l4, 2
  %142 = sext i32 %141 to i64
  %143 = getelementptr inbounds float, ptr %acc_o, i64 %142
  store <2 x float> zeroinitializer, ptr %143, align 8
  %l.next5 = add nsw i32 %l4, 1
  br label %l.cond1, !llvm.loop !8

l.end3:                                           ; preds = %l.cond1
  br label %l.cond6

l.cond6:                                          ; preds = %l.body7, %l.end3
  %l9 = phi i32 [ 0, %l.end3 ], [ %l.next10, %l.body7 ]
  %144 = icmp slt i32 %l9, 2
  br i1 %144, label %l.body7, label %l.end8

l.body7:                                          ; preds = %l.cond6
  %145 = sext i32 %l9 to i64
  %146 = getelementptr inbounds float, ptr %logsum, i64 %145
  store float 0.000000e+00, ptr %146, align 4
  %l.next10 = add nsw i32 %l9, 1
  br label %l.cond6, !llvm.loop !9

l.end8:                                           ; preds = %l.cond6
  br label %l.cond11

l.cond11:                                         ; preds = %l.body12, %l.end8
  %l14 = phi i32 [ 0, %l.end8 ], [ %l.next15, %l.body12 ]
  %147 = icmp slt i32 %l14, 2
  br i1 %147, label %l.body12, label %l.end13

l.body12:                                         ; preds = %l.cond11
  %148 = sext i32 %l14 to i64
  %149 = getelementptr inbounds float, ptr %scores_max, i64 %148
  store float 0xFFF0000000000000, ptr %149, align 4
  %l.next15 = add nsw i32 %l14, 1
  br label %l.cond11, !llvm.loop !10

l.end13:                                          ; preds = %l.cond11
  call void @llvm.nvvm.barrier0()
  %150 = add nsw i32 %seq_len, 127
  %151 = sdiv i32 %150, 128
  %152 = srem i32 %150, 128
  %153 = icmp slt i32 %152, 0
  %154 = icmp ne i1 %153, false
  %155 = icmp ne i32 %152, 0
  %156 = and i1 %155, %154
  %157 = sub i32 %151, 1
  %loop_range = select i1 %156, i32 %157, i32 %151
  call void @llvm.nvvm.barrier0()
  br label %l.cond16

l.cond16:                                         ; preds = %if.end21, %l.end13
  %l19 = phi i32 [ 0, %l.end13 ], [ %l.next23, %if.end21 ]
  %158 = icmp slt i32 %l19, 4
  br i1 %158, label %l.body17, label %l.end18

l.body17:                                         ; preds = %l.cond16
  %159 = mul nsw i32 %l19, 32
  %160 = sdiv i32 %tx, 8
  %161 = srem i32 %tx, 8
  %162 = icmp slt i32 %161, 0
  %163 = icmp ne i1 %162, false
  %164 = icmp ne i32 %161, 0
  %165 = and i1 %164, %163
  %166 = sub i32 %160, 1
  %167 = select i1 %165, i32 %166, i32 %160
  %168 = add nsw i32 %159, %167
  %169 = icmp slt i32 %168, %seq_len
  br i1 %169, label %if.then20, label %if.else22

l.end18:                                          ; preds = %l.cond16
  br label %l.cond24

if.then20:                                        ; preds = %l.body17
  %170 = mul nsw i32 %l19, 32
  %171 = sdiv i32 %tx, 8
  %172 = srem i32 %tx, 8
  %173 = icmp slt i32 %172, 0
  %174 = icmp ne i1 %173, false
  %175 = icmp ne i32 %172, 0
  %176 = and i1 %175, %174
  %177 = sub i32 %171, 1
  %178 = select i1 %176, i32 %177, i32 %171
  %179 = add nsw i32 %170, %178
  %180 = mul nsw i32 %179, 64
  %181 = sdiv i32 %tx, 8
  %182 = srem i32 %tx, 8
  %183 = icmp slt i32 %182, 0
  %184 = icmp ne i1 %183, false
  %185 = icmp ne i32 %182, 0
  %186 = and i1 %185, %184
  %187 = add i32 %182, 8
  %188 = select i1 %186, i32 %187, i32 %182
  %189 = sdiv i32 %tx, 8
  %190 = srem i32 %tx, 8
  %191 = icmp slt i32 %190, 0
  %192 = icmp ne i1 %191, false
  %193 = icmp ne i32 %190, 0
  %194 = and i1 %193, %192
  %195 = sub i32 %189, 1
  %196 = select i1 %194, i32 %195, i32 %189
  %197 = sdiv i32 %196, 8
  %198 = srem i32 %196, 8
  %199 = icmp slt i32 %198, 0
  %200 = icmp ne i1 %199, false
  %201 = icmp ne i32 %198, 0
  %202 = and i1 %201, %200
  %203 = add i32 %198, 8
  %204 = select i1 %202, i32 %203, i32 %198
  %205 = xor i32 %188, %204
  %206 = sdiv i32 %205, 8
  %207 = srem i32 %205, 8
  %208 = icmp slt i32 %207, 0
  %209 = icmp ne i1 %208, false
  %210 = icmp ne i32 %207, 0
  %211 = and i1 %210, %209
  %212 = add i32 %207, 8
  %213 = select i1 %211, i32 %212, i32 %207
  %214 = mul nsw i32 %213, 8
  %215 = add nsw i32 %180, %214
  %216 = sext i32 %215 to i64
  %217 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %216
  %218 = mul nsw i32 %bz, %seq_len
  %219 = mul nsw i32 %l19, 32
  %220 = add nsw i32 %218, %219
  %221 = sdiv i32 %tx, 8
  %222 = srem i32 %tx, 8
  %223 = icmp slt i32 %222, 0
  %224 = icmp ne i1 %223, false
  %225 = icmp ne i32 %222, 0
  %226 = and i1 %225, %224
  %227 = sub i32 %221, 1
  %228 = select i1 %226, i32 %227, i32 %221
  %229 = add nsw i32 %220, %228
  %230 = mul nsw i32 %229, %heads
  %231 = add nsw i32 %230, %by
  %232 = mul nsw i32 %231, 64
  %233 = sdiv i32 %tx, 8
  %234 = srem i32 %tx, 8
  %235 = icmp slt i32 %234, 0
  %236 = icmp ne i1 %235, false
  %237 = icmp ne i32 %234, 0
  %238 = and i1 %237, %236
  %239 = add i32 %234, 8
  %240 = select i1 %238, i32 %239, i32 %234
  %241 = mul nsw i32 %240, 8
  %242 = add nsw i32 %232, %241
  %243 = sext i32 %242 to i64
  %244 = getelementptr inbounds half, ptr addrspace(1) %K, i64 %243
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %217, ptr addrspace(1) %244)
  br label %if.end21

if.end21:                                         ; preds = %if.else22, %if.then20
  %l.next23 = add nsw i32 %l19, 1
  br label %l.cond16, !llvm.loop !11

if.else22:                                        ; preds = %l.body17
  %245 = mul nsw i32 %l19, 32
  %246 = sdiv i32 %tx, 8
  %247 = srem i32 %tx, 8
  %248 = icmp slt i32 %247, 0
  %249 = icmp ne i1 %248, false
  %250 = icmp ne i32 %247, 0
  %251 = and i1 %250, %249
  %252 = sub i32 %246, 1
  %253 = select i1 %251, i32 %252, i32 %246
  %254 = add nsw i32 %245, %253
  %255 = mul nsw i32 %254, 64
  %256 = sdiv i32 %tx, 8
  %257 = srem i32 %tx, 8
  %258 = icmp slt i32 %257, 0
  %259 = icmp ne i1 %258, false
  %260 = icmp ne i32 %257, 0
  %261 = and i1 %260, %259
  %262 = add i32 %257, 8
  %263 = select i1 %261, i32 %262, i32 %257
  %264 = sdiv i32 %tx, 8
  %265 = srem i32 %tx, 8
  %266 = icmp slt i32 %265, 0
  %267 = icmp ne i1 %266, false
  %268 = icmp ne i32 %265, 0
  %269 = and i1 %268, %267
  %270 = sub i32 %264, 1
  %271 = select i1 %269, i32 %270, i32 %264
  %272 = sdiv i32 %271, 8
  %273 = srem i32 %271, 8
  %274 = icmp slt i32 %273, 0
  %275 = icmp ne i1 %274, false
  %276 = icmp ne i32 %273, 0
  %277 = and i1 %276, %275
  %278 = add i32 %273, 8
  %279 = select i1 %277, i32 %278, i32 %273
  %280 = xor i32 %263, %279
  %281 = sdiv i32 %280, 8
  %282 = srem i32 %280, 8
  %283 = icmp slt i32 %282, 0
  %284 = icmp ne i1 %283, false
  %285 = icmp ne i32 %282, 0
  %286 = and i1 %285, %284
  %287 = add i32 %282, 8
  %288 = select i1 %286, i32 %287, i32 %282
  %289 = mul nsw i32 %288, 8
  %290 = add nsw i32 %255, %289
  %291 = sext i32 %290 to i64
  %292 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %291
  store <8 x half> zeroinitializer, ptr addrspace(3) %292, align 16
  br label %if.end21

l.cond24:                                         ; preds = %if.end29, %l.end18
  %l27 = phi i32 [ 0, %l.end18 ], [ %l.next31, %if.end29 ]
  %293 = icmp slt i32 %l27, 4
  br i1 %293, label %l.body25, label %l.end26

l.body25:                                         ; preds = %l.cond24
  %294 = mul nsw i32 %l27, 32
  %295 = sdiv i32 %tx, 8
  %296 = srem i32 %tx, 8
  %297 = icmp slt i32 %296, 0
  %298 = icmp ne i1 %297, false
  %299 = icmp ne i32 %296, 0
  %300 = and i1 %299, %298
  %301 = sub i32 %295, 1
  %302 = select i1 %300, i32 %301, i32 %295
  %303 = add nsw i32 %294, %302
  %304 = icmp slt i32 %303, %seq_len
  br i1 %304, label %if.then28, label %if.else30

l.end26:                                          ; preds = %l.cond24
  call void @llvm.nvvm.cp.async.commit.group()
  br label %k.cond

if.then28:                                        ; preds = %l.body25
  %305 = mul nsw i32 %l27, 32
  %306 = sdiv i32 %tx, 8
  %307 = srem i32 %tx, 8
  %308 = icmp slt i32 %307, 0
  %309 = icmp ne i1 %308, false
  %310 = icmp ne i32 %307, 0
  %311 = and i1 %310, %309
  %312 = sub i32 %306, 1
  %313 = select i1 %311, i32 %312, i32 %306
  %314 = add nsw i32 %305, %313
  %315 = mul nsw i32 %314, 64
  %316 = sdiv i32 %tx, 8
  %317 = srem i32 %tx, 8
  %318 = icmp slt i32 %317, 0
  %319 = icmp ne i1 %318, false
  %320 = icmp ne i32 %317, 0
  %321 = and i1 %320, %319
  %322 = add i32 %317, 8
  %323 = select i1 %321, i32 %322, i32 %317
  %324 = sdiv i32 %tx, 8
  %325 = srem i32 %tx, 8
  %326 = icmp slt i32 %325, 0
  %327 = icmp ne i1 %326, false
  %328 = icmp ne i32 %325, 0
  %329 = and i1 %328, %327
  %330 = sub i32 %324, 1
  %331 = select i1 %329, i32 %330, i32 %324
  %332 = sdiv i32 %331, 8
  %333 = srem i32 %331, 8
  %334 = icmp slt i32 %333, 0
  %335 = icmp ne i1 %334, false
  %336 = icmp ne i32 %333, 0
  %337 = and i1 %336, %335
  %338 = add i32 %333, 8
  %339 = select i1 %337, i32 %338, i32 %333
  %340 = xor i32 %323, %339
  %341 = sdiv i32 %340, 8
  %342 = srem i32 %340, 8
  %343 = icmp slt i32 %342, 0
  %344 = icmp ne i1 %343, false
  %345 = icmp ne i32 %342, 0
  %346 = and i1 %345, %344
  %347 = add i32 %342, 8
  %348 = select i1 %346, i32 %347, i32 %342
  %349 = mul nsw i32 %348, 8
  %350 = add nsw i32 %315, %349
  %351 = sext i32 %350 to i64
  %352 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 32768), i64 %351
  %353 = mul nsw i32 %bz, %seq_len
  %354 = mul nsw i32 %l27, 32
  %355 = add nsw i32 %353, %354
  %356 = sdiv i32 %tx, 8
  %357 = srem i32 %tx, 8
  %358 = icmp slt i32 %357, 0
  %359 = icmp ne i1 %358, false
  %360 = icmp ne i32 %357, 0
  %361 = and i1 %360, %359
  %362 = sub i32 %356, 1
  %363 = select i1 %361, i32 %362, i32 %356
  %364 = add nsw i32 %355, %363
  %365 = mul nsw i32 %364, %heads
  %366 = add nsw i32 %365, %by
  %367 = mul nsw i32 %366, 64
  %368 = sdiv i32 %tx, 8
  %369 = srem i32 %tx, 8
  %370 = icmp slt i32 %369, 0
  %371 = icmp ne i1 %370, false
  %372 = icmp ne i32 %369, 0
  %373 = and i1 %372, %371
  %374 = add i32 %369, 8
  %375 = select i1 %373, i32 %374, i32 %369
  %376 = mul nsw i32 %375, 8
  %377 = add nsw i32 %367, %376
  %378 = sext i32 %377 to i64
  %379 = getelementptr inbounds half, ptr addrspace(1) %V, i64 %378
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %352, ptr addrspace(1) %379)
  br label %if.end29

if.end29:                                         ; preds = %if.else30, %if.then28
  %l.next31 = add nsw i32 %l27, 1
  br label %l.cond24, !llvm.loop !12

if.else30:                                        ; preds = %l.body25
  %380 = mul nsw i32 %l27, 32
  %381 = sdiv i32 %tx, 8
  %382 = srem i32 %tx, 8
  %383 = icmp slt i32 %382, 0
  %384 = icmp ne i1 %383, false
  %385 = icmp ne i32 %382, 0
  %386 = and i1 %385, %384
  %387 = sub i32 %381, 1
  %388 = select i1 %386, i32 %387, i32 %381
  %389 = add nsw i32 %380, %388
  %390 = mul nsw i32 %389, 64
  %391 = sdiv i32 %tx, 8
  %392 = srem i32 %tx, 8
  %393 = icmp slt i32 %392, 0
  %394 = icmp ne i1 %393, false
  %395 = icmp ne i32 %392, 0
  %396 = and i1 %395, %394
  %397 = add i32 %392, 8
  %398 = select i1 %396, i32 %397, i32 %392
  %399 = sdiv i32 %tx, 8
  %400 = srem i32 %tx, 8
  %401 = icmp slt i32 %400, 0
  %402 = icmp ne i1 %401, false
  %403 = icmp ne i32 %400, 0
  %404 = and i1 %403, %402
  %405 = sub i32 %399, 1
  %406 = select i1 %404, i32 %405, i32 %399
  %407 = sdiv i32 %406, 8
  %408 = srem i32 %406, 8
  %409 = icmp slt i32 %408, 0
  %410 = icmp ne i1 %409, false
  %411 = icmp ne i32 %408, 0
  %412 = and i1 %411, %410
  %413 = add i32 %408, 8
  %414 = select i1 %412, i32 %413, i32 %408
  %415 = xor i32 %398, %414
  %416 = sdiv i32 %415, 8
  %417 = srem i32 %415, 8
  %418 = icmp slt i32 %417, 0
  %419 = icmp ne i1 %418, false
  %420 = icmp ne i32 %417, 0
  %421 = and i1 %420, %419
  %422 = add i32 %417, 8
  %423 = select i1 %421, i32 %422, i32 %417
  %424 = mul nsw i32 %423, 8
  %425 = add nsw i32 %390, %424
  %426 = sext i32 %425 to i64
  %427 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 32768), i64 %426
  store <8 x half> zeroinitializer, ptr addrspace(3) %427, align 16
  br label %if.end29

k.cond:                                           ; preds = %wgmma.done136, %l.end26
  %k = phi i32 [ 0, %l.end26 ], [ %k.next, %wgmma.done136 ]
  %428 = icmp slt i32 %k, %loop_range
  br i1 %428, label %k.body, label %k.end

k.body:                                           ; preds = %k.cond
  call void @llvm.nvvm.cp.async.wait.group(i32 0)
  call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #7
  call void @llvm.nvvm.barrier0()
  %429 = sub nsw i32 %loop_range, 1
  %430 = icmp slt i32 %k, %429
  br i1 %430, label %if.then32, label %if.end33

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
  %431 = icmp slt i32 %l37, 4
  br i1 %431, label %l.body35, label %l.end36

l.body35:                                         ; preds = %l.cond34
  %432 = mul nsw i32 %k, 128
  %433 = mul nsw i32 %l37, 32
  %434 = add nsw i32 %432, %433
  %435 = sdiv i32 %tx, 8
  %436 = srem i32 %tx, 8
  %437 = icmp slt i32 %436, 0
  %438 = icmp ne i1 %437, false
  %439 = icmp ne i32 %436, 0
  %440 = and i1 %439, %438
  %441 = sub i32 %435, 1
  %442 = select i1 %440, i32 %441, i32 %435
  %443 = add nsw i32 %434, %442
  %444 = sub nsw i32 %seq_len, 128
  %445 = icmp slt i32 %443, %444
  br i1 %445, label %if.then38, label %if.else40

l.end36:                                          ; preds = %l.cond34
  br label %l.cond42

if.then38:                                        ; preds = %l.body35
  %446 = add nsw i32 %k, 1
  %447 = sdiv i32 %446, 2
  %448 = srem i32 %446, 2
  %449 = icmp slt i32 %448, 0
  %450 = icmp ne i1 %449, false
  %451 = icmp ne i32 %448, 0
  %452 = and i1 %451, %450
  %453 = add i32 %448, 2
  %454 = select i1 %452, i32 %453, i32 %448
  %455 = mul nsw i32 %454, 128
  %456 = mul nsw i32 %l37, 32
  %457 = add nsw i32 %455, %456
  %458 = sdiv i32 %tx, 8
  %459 = srem i32 %tx, 8
  %460 = icmp slt i32 %459, 0
  %461 = icmp ne i1 %460, false
  %462 = icmp ne i32 %459, 0
  %463 = and i1 %462, %461
  %464 = sub i32 %458, 1
  %465 = select i1 %463, i32 %464, i32 %458
  %466 = add nsw i32 %457, %465
  %467 = mul nsw i32 %466, 64
  %468 = sdiv i32 %tx, 8
  %469 = srem i32 %tx, 8
  %470 = icmp slt i32 %469, 0
  %471 = icmp ne i1 %470, false
  %472 = icmp ne i32 %469, 0
  %473 = and i1 %472, %471
  %474 = add i32 %469, 8
  %475 = select i1 %473, i32 %474, i32 %469
  %476 = sdiv i32 %tx, 8
  %477 = srem i32 %tx, 8
  %478 = icmp slt i32 %477, 0
  %479 = icmp ne i1 %478, false
  %480 = icmp ne i32 %477, 0
  %481 = and i1 %480, %479
  %482 = sub i32 %476, 1
  %483 = select i1 %481, i32 %482, i32 %476
  %484 = sdiv i32 %483, 8
  %485 = srem i32 %483, 8
  %486 = icmp slt i32 %485, 0
  %487 = icmp ne i1 %486, false
  %488 = icmp ne i32 %485, 0
  %489 = and i1 %488, %487
  %490 = add i32 %485, 8
  %491 = select i1 %489, i32 %490, i32 %485
  %492 = xor i32 %475, %491
  %493 = sdiv i32 %492, 8
  %494 = srem i32 %492, 8
  %495 = icmp slt i32 %494, 0
  %496 = icmp ne i1 %495, false
  %497 = icmp ne i32 %494, 0
  %498 = and i1 %497, %496
  %499 = add i32 %494, 8
  %500 = select i1 %498, i32 %499, i32 %494
  %501 = mul nsw i32 %500, 8
  %502 = add nsw i32 %467, %501
  %503 = sext i32 %502 to i64
  %504 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %503
  %505 = mul nsw i32 %bz, %seq_len
  %506 = mul nsw i32 %k, 128
  %507 = add nsw i32 %505, %506
  %508 = mul nsw i32 %l37, 32
  %509 = add nsw i32 %507, %508
  %510 = sdiv i32 %tx, 8
  %511 = srem i32 %tx, 8
  %512 = icmp slt i32 %511, 0
  %513 = icmp ne i1 %512, false
  %514 = icmp ne i32 %511, 0
  %515 = and i1 %514, %513
  %516 = sub i32 %510, 1
  %517 = select i1 %515, i32 %516, i32 %510
  %518 = add nsw i32 %509, %517
  %519 = add nsw i32 %518, 128
  %520 = mul nsw i32 %519, %heads
  %521 = add nsw i32 %520, %by
  %522 = mul nsw i32 %521, 64
  %523 = sdiv i32 %tx, 8
  %524 = srem i32 %tx, 8
  %525 = icmp slt i32 %524, 0
  %526 = icmp ne i1 %525, false
  %527 = icmp ne i32 %524, 0
  %528 = and i1 %527, %526
  %529 = add i32 %524, 8
  %530 = select i1 %528, i32 %529, i32 %524
  %531 = mul nsw i32 %530, 8
  %532 = add nsw i32 %522, %531
  %533 = sext i32 %532 to i64
  %534 = getelementptr inbounds half, ptr addrspace(1) %K, i64 %533
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %504, ptr addrspace(1) %534)
  br label %if.end39

if.end39:                                         ; preds = %if.else40, %if.then38
  %l.next41 = add nsw i32 %l37, 1
  br label %l.cond34, !llvm.loop !13

if.else40:                                        ; preds = %l.body35
  %535 = add nsw i32 %k, 1
  %536 = sdiv i32 %535, 2
  %537 = srem i32 %535, 2
  %538 = icmp slt i32 %537, 0
  %539 = icmp ne i1 %538, false
  %540 = icmp ne i32 %537, 0
  %541 = and i1 %540, %539
  %542 = add i32 %537, 2
  %543 = select i1 %541, i32 %542, i32 %537
  %544 = mul nsw i32 %543, 128
  %545 = mul nsw i32 %l37, 32
  %546 = add nsw i32 %544, %545
  %547 = sdiv i32 %tx, 8
  %548 = srem i32 %tx, 8
  %549 = icmp slt i32 %548, 0
  %550 = icmp ne i1 %549, false
  %551 = icmp ne i32 %548, 0
  %552 = and i1 %551, %550
  %553 = sub i32 %547, 1
  %554 = select i1 %552, i32 %553, i32 %547
  %555 = add nsw i32 %546, %554
  %556 = mul nsw i32 %555, 64
  %557 = sdiv i32 %tx, 8
  %558 = srem i32 %tx, 8
  %559 = icmp slt i32 %558, 0
  %560 = icmp ne i1 %559, false
  %561 = icmp ne i32 %558, 0
  %562 = and i1 %561, %560
  %563 = add i32 %558, 8
  %564 = select i1 %562, i32 %563, i32 %558
  %565 = sdiv i32 %tx, 8
  %566 = srem i32 %tx, 8
  %567 = icmp slt i32 %566, 0
  %568 = icmp ne i1 %567, false
  %569 = icmp ne i32 %566, 0
  %570 = and i1 %569, %568
  %571 = sub i32 %565, 1
  %572 = select i1 %570, i32 %571, i32 %565
  %573 = sdiv i32 %572, 8
  %574 = srem i32 %572, 8
  %575 = icmp slt i32 %574, 0
  %576 = icmp ne i1 %575, false
  %577 = icmp ne i32 %574, 0
  %578 = and i1 %577, %576
  %579 = add i32 %574, 8
  %580 = select i1 %578, i32 %579, i32 %574
  %581 = xor i32 %564, %580
  %582 = sdiv i32 %581, 8
  %583 = srem i32 %581, 8
  %584 = icmp slt i32 %583, 0
  %585 = icmp ne i1 %584, false
  %586 = icmp ne i32 %583, 0
  %587 = and i1 %586, %585
  %588 = add i32 %583, 8
  %589 = select i1 %587, i32 %588, i32 %583
  %590 = mul nsw i32 %589, 8
  %591 = add nsw i32 %556, %590
  %592 = sext i32 %591 to i64
  %593 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %592
  store <8 x half> zeroinitializer, ptr addrspace(3) %593, align 16
  br label %if.end39

l.cond42:                                         ; preds = %if.end47, %l.end36
  %l45 = phi i32 [ 0, %l.end36 ], [ %l.next49, %if.end47 ]
  %594 = icmp slt i32 %l45, 4
  br i1 %594, label %l.body43, label %l.end44

l.body43:                                         ; preds = %l.cond42
  %595 = mul nsw i32 %k, 128
  %596 = mul nsw i32 %l45, 32
  %597 = add nsw i32 %595, %596
  %598 = sdiv i32 %tx, 8
  %599 = srem i32 %tx, 8
  %600 = icmp slt i32 %599, 0
  %601 = icmp ne i1 %600, false
  %602 = icmp ne i32 %599, 0
  %603 = and i1 %602, %601
  %604 = sub i32 %598, 1
  %605 = select i1 %603, i32 %604, i32 %598
  %606 = add nsw i32 %597, %605
  %607 = sub nsw i32 %seq_len, 128
  %608 = icmp slt i32 %606, %607
  br i1 %608, label %if.then46, label %if.else48

l.end44:                                          ; preds = %l.cond42
  br label %if.end33

if.then46:                                        ; preds = %l.body43
  %609 = add nsw i32 %k, 1
  %610 = sdiv i32 %609, 2
  %611 = srem i32 %609, 2
  %612 = icmp slt i32 %611, 0
  %613 = icmp ne i1 %612, false
  %614 = icmp ne i32 %611, 0
  %615 = and i1 %614, %613
  %616 = add i32 %611, 2
  %617 = select i1 %615, i32 %616, i32 %611
  %618 = mul nsw i32 %617, 128
  %619 = mul nsw i32 %l45, 32
  %620 = add nsw i32 %618, %619
  %621 = sdiv i32 %tx, 8
  %622 = srem i32 %tx, 8
  %623 = icmp slt i32 %622, 0
  %624 = icmp ne i1 %623, false
  %625 = icmp ne i32 %622, 0
  %626 = and i1 %625, %624
  %627 = sub i32 %621, 1
  %628 = select i1 %626, i32 %627, i32 %621
  %629 = add nsw i32 %620, %628
  %630 = mul nsw i32 %629, 64
  %631 = sdiv i32 %tx, 8
  %632 = srem i32 %tx, 8
  %633 = icmp slt i32 %632, 0
  %634 = icmp ne i1 %633, false
  %635 = icmp ne i32 %632, 0
  %636 = and i1 %635, %634
  %637 = add i32 %632, 8
  %638 = select i1 %636, i32 %637, i32 %632
  %639 = sdiv i32 %tx, 8
  %640 = srem i32 %tx, 8
  %641 = icmp slt i32 %640, 0
  %642 = icmp ne i1 %641, false
  %643 = icmp ne i32 %640, 0
  %644 = and i1 %643, %642
  %645 = sub i32 %639, 1
  %646 = select i1 %644, i32 %645, i32 %639
  %647 = sdiv i32 %646, 8
  %648 = srem i32 %646, 8
  %649 = icmp slt i32 %648, 0
  %650 = icmp ne i1 %649, false
  %651 = icmp ne i32 %648, 0
  %652 = and i1 %651, %650
  %653 = add i32 %648, 8
  %654 = select i1 %652, i32 %653, i32 %648
  %655 = xor i32 %638, %654
  %656 = sdiv i32 %655, 8
  %657 = srem i32 %655, 8
  %658 = icmp slt i32 %657, 0
  %659 = icmp ne i1 %658, false
  %660 = icmp ne i32 %657, 0
  %661 = and i1 %660, %659
  %662 = add i32 %657, 8
  %663 = select i1 %661, i32 %662, i32 %657
  %664 = mul nsw i32 %663, 8
  %665 = add nsw i32 %630, %664
  %666 = sext i32 %665 to i64
  %667 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 32768), i64 %666
  %668 = mul nsw i32 %bz, %seq_len
  %669 = mul nsw i32 %k, 128
  %670 = add nsw i32 %668, %669
  %671 = mul nsw i32 %l45, 32
  %672 = add nsw i32 %670, %671
  %673 = sdiv i32 %tx, 8
  %674 = srem i32 %tx, 8
  %675 = icmp slt i32 %674, 0
  %676 = icmp ne i1 %675, false
  %677 = icmp ne i32 %674, 0
  %678 = and i1 %677, %676
  %679 = sub i32 %673, 1
  %680 = select i1 %678, i32 %679, i32 %673
  %681 = add nsw i32 %672, %680
  %682 = add nsw i32 %681, 128
  %683 = mul nsw i32 %682, %heads
  %684 = add nsw i32 %683, %by
  %685 = mul nsw i32 %684, 64
  %686 = sdiv i32 %tx, 8
  %687 = srem i32 %tx, 8
  %688 = icmp slt i32 %687, 0
  %689 = icmp ne i1 %688, false
  %690 = icmp ne i32 %687, 0
  %691 = and i1 %690, %689
  %692 = add i32 %687, 8
  %693 = select i1 %691, i32 %692, i32 %687
  %694 = mul nsw i32 %693, 8
  %695 = add nsw i32 %685, %694
  %696 = sext i32 %695 to i64
  %697 = getelementptr inbounds half, ptr addrspace(1) %V, i64 %696
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %667, ptr addrspace(1) %697)
  br label %if.end47

if.end47:                                         ; preds = %if.else48, %if.then46
  %l.next49 = add nsw i32 %l45, 1
  br label %l.cond42, !llvm.loop !14

if.else48:                                        ; preds = %l.body43
  %698 = add nsw i32 %k, 1
  %699 = sdiv i32 %698, 2
  %700 = srem i32 %698, 2
  %701 = icmp slt i32 %700, 0
  %702 = icmp ne i1 %701, false
  %703 = icmp ne i32 %700, 0
  %704 = and i1 %703, %702
  %705 = add i32 %700, 2
  %706 = select i1 %704, i32 %705, i32 %700
  %707 = mul nsw i32 %706, 128
  %708 = mul nsw i32 %l45, 32
  %709 = add nsw i32 %707, %708
  %710 = sdiv i32 %tx, 8
  %711 = srem i32 %tx, 8
  %712 = icmp slt i32 %711, 0
  %713 = icmp ne i1 %712, false
  %714 = icmp ne i32 %711, 0
  %715 = and i1 %714, %713
  %716 = sub i32 %710, 1
  %717 = select i1 %715, i32 %716, i32 %710
  %718 = add nsw i32 %709, %717
  %719 = mul nsw i32 %718, 64
  %720 = sdiv i32 %tx, 8
  %721 = srem i32 %tx, 8
  %722 = icmp slt i32 %721, 0
  %723 = icmp ne i1 %722, false
  %724 = icmp ne i32 %721, 0
  %725 = and i1 %724, %723
  %726 = add i32 %721, 8
  %727 = select i1 %725, i32 %726, i32 %721
  %728 = sdiv i32 %tx, 8
  %729 = srem i32 %tx, 8
  %730 = icmp slt i32 %729, 0
  %731 = icmp ne i1 %730, false
  %732 = icmp ne i32 %729, 0
  %733 = and i1 %732, %731
  %734 = sub i32 %728, 1
  %735 = select i1 %733, i32 %734, i32 %728
  %736 = sdiv i32 %735, 8
  %737 = srem i32 %735, 8
  %738 = icmp slt i32 %737, 0
  %739 = icmp ne i1 %738, false
  %740 = icmp ne i32 %737, 0
  %741 = and i1 %740, %739
  %742 = add i32 %737, 8
  %743 = select i1 %741, i32 %742, i32 %737
  %744 = xor i32 %727, %743
  %745 = sdiv i32 %744, 8
  %746 = srem i32 %744, 8
  %747 = icmp slt i32 %746, 0
  %748 = icmp ne i1 %747, false
  %749 = icmp ne i32 %746, 0
  %750 = and i1 %749, %748
  %751 = add i32 %746, 8
  %752 = select i1 %750, i32 %751, i32 %746
  %753 = mul nsw i32 %752, 8
  %754 = add nsw i32 %719, %753
  %755 = sext i32 %754 to i64
  %756 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 32768), i64 %755
  store <8 x half> zeroinitializer, ptr addrspace(3) %756, align 16
  br label %if.end47

l.cond50:                                         ; preds = %if.end55, %if.end33
  %l53 = phi i32 [ 0, %if.end33 ], [ %l.next57, %if.end55 ]
  %757 = icmp slt i32 %l53, 32
  br i1 %757, label %l.body51, label %l.end52

l.body51:                                         ; preds = %l.cond50
  %758 = mul nsw i32 %k, 128
  %759 = sdiv i32 %l53, 2
  %760 = srem i32 %l53, 2
  %761 = icmp slt i32 %760, 0
  %762 = icmp ne i1 %761, false
  %763 = icmp ne i32 %760, 0
  %764 = and i1 %763, %762
  %765 = sub i32 %759, 1
  %766 = select i1 %764, i32 %765, i32 %759
  %767 = mul nsw i32 %766, 8
  %768 = add nsw i32 %758, %767
  %769 = sdiv i32 %tx, 4
  %770 = srem i32 %tx, 4
  %771 = icmp slt i32 %770, 0
  %772 = icmp ne i1 %771, false
  %773 = icmp ne i32 %770, 0
  %774 = and i1 %773, %772
  %775 = add i32 %770, 4
  %776 = select i1 %774, i32 %775, i32 %770
  %777 = mul nsw i32 %776, 2
  %778 = add nsw i32 %768, %777
  %779 = add nsw i32 %778, 0
  %780 = icmp slt i32 %779, %seq_len
  br i1 %780, label %and.then, label %and.else

l.end52:                                          ; preds = %l.cond50
  %781 = sdiv i32 %k, 2
  %782 = srem i32 %k, 2
  %783 = icmp slt i32 %782, 0
  %784 = icmp ne i1 %783, false
  %785 = icmp ne i32 %782, 0
  %786 = and i1 %785, %784
  %787 = add i32 %782, 2
  %788 = select i1 %786, i32 %787, i32 %782
  %789 = mul nsw i32 %788, 128
  %790 = mul nsw i32 %789, 64
  %791 = sext i32 %790 to i64
  %792 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %791
  %793 = getelementptr inbounds float, ptr %acc_s, i64 0
  %tid.x = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !5
  %warpgroup = udiv i32 %tid.x, 128
  %794 = icmp ult i32 %warpgroup, 2
  br i1 %794, label %wgmma.group, label %wgmma.done

and.then:                                         ; preds = %l.body51
  %795 = mul nsw i32 %k, 128
  %796 = sdiv i32 %l53, 2
  %797 = srem i32 %l53, 2
  %798 = icmp slt i32 %797, 0
  %799 = icmp ne i1 %798, false
  %800 = icmp ne i32 %797, 0
  %801 = and i1 %800, %799
  %802 = sub i32 %796, 1
  %803 = select i1 %801, i32 %802, i32 %796
  %804 = mul nsw i32 %803, 8
  %805 = add nsw i32 %795, %804
  %806 = sdiv i32 %tx, 4
  %807 = srem i32 %tx, 4
  %808 = icmp slt i32 %807, 0
  %809 = icmp ne i1 %808, false
  %810 = icmp ne i32 %807, 0
  %811 = and i1 %810, %809
  %812 = add i32 %807, 4
  %813 = select i1 %811, i32 %812, i32 %807
  %814 = mul nsw i32 %813, 2
  %815 = add nsw i32 %805, %814
  %816 = add nsw i32 %815, 1
  %817 = icmp slt i32 %816, %seq_len
  br label %and.end

and.else:                                         ; preds = %l.body51
  br label %and.end

and.end:                                          ; preds = %and.else, %and.then
  %and = phi i1 [ %817, %and.then ], [ false, %and.else ]
  br i1 %and, label %if.then54, label %if.else56

if.then54:                                        ; preds = %and.end
  %818 = mul nsw i32 %l53, 2
  %819 = sext i32 %818 to i64
  %820 = getelementptr inbounds float, ptr %acc_s, i64 %819
  store <2 x float> zeroinitializer, ptr %820, align 8
  br label %if.end55

if.end55:                                         ; preds = %v.end, %if.then54
  %l.next57 = add nsw i32 %l53, 1
  br label %l.cond50, !llvm.loop !15

if.else56:                                        ; preds = %and.end
  br label %v.cond

v.cond:                                           ; preds = %v.body, %if.else56
  %v = phi i32 [ 0, %if.else56 ], [ %v.next, %v.body ]
  %821 = icmp slt i32 %v, 2
  br i1 %821, label %v.body, label %v.end

v.body:                                           ; preds = %v.cond
  %822 = mul nsw i32 %l53, 2
  %823 = add nsw i32 %822, %v
  %824 = sext i32 %823 to i64
  %825 = getelementptr inbounds float, ptr %acc_s, i64 %824
  %826 = mul nsw i32 %k, 128
  %827 = sdiv i32 %l53, 2
  %828 = srem i32 %l53, 2
  %829 = icmp slt i32 %828, 0
  %830 = icmp ne i1 %829, false
  %831 = icmp ne i32 %828, 0
  %832 = and i1 %831, %830
  %833 = sub i32 %827, 1
  %834 = select i1 %832, i32 %833, i32 %827
  %835 = mul nsw i32 %834, 8
  %836 = add nsw i32 %826, %835
  %837 = sdiv i32 %tx, 4
  %838 = srem i32 %tx, 4
  %839 = icmp slt i32 %838, 0
  %840 = icmp ne i1 %839, false
  %841 = icmp ne i32 %838, 0
  %842 = and i1 %841, %840
  %843 = add i32 %838, 4
  %844 = select i1 %842, i32 %843, i32 %838
  %845 = mul nsw i32 %844, 2
  %846 = add nsw i32 %836, %845
  %847 = add nsw i32 %846, %v
  %848 = icmp slt i32 %847, %seq_len
  %849 = select i1 %848, float 0.000000e+00, float 0xFFF0000000000000
  store float %849, ptr %825, align 4
  %v.next = add nsw i32 %v, 1
  br label %v.cond, !llvm.loop !16

v.end:                                            ; preds = %v.cond
  br label %if.end55

wgmma.group:                                      ; preds = %l.end52
  %850 = getelementptr inbounds float, ptr %793, i64 0
  %851 = load float, ptr %850, align 4
  %852 = call float asm sideeffect "", "=f,0,~{memory}"(float %851)
  store float %852, ptr %850, align 4
  %853 = getelementptr inbounds float, ptr %793, i64 1
  %854 = load float, ptr %853, align 4
  %855 = call float asm sideeffect "", "=f,0,~{memory}"(float %854)
  store float %855, ptr %853, align 4
  %856 = getelementptr inbounds float, ptr %793, i64 2
  %857 = load float, ptr %856, align 4
  %858 = call float asm sideeffect "", "=f,0,~{memory}"(float %857)
  store float %858, ptr %856, align 4
  %859 = getelementptr inbounds float, ptr %793, i64 3
  %860 = load float, ptr %859, align 4
  %861 = call float asm sideeffect "", "=f,0,~{memory}"(float %860)
  store float %861, ptr %859, align 4
  %862 = getelementptr inbounds float, ptr %793, i64 4
  %863 = load float, ptr %862, align 4
  %864 = call float asm sideeffect "", "=f,0,~{memory}"(float %863)
  store float %864, ptr %862, align 4
  %865 = getelementptr inbounds float, ptr %793, i64 5
  %866 = load float, ptr %865, align 4
  %867 = call float asm sideeffect "", "=f,0,~{memory}"(float %866)
  store float %867, ptr %865, align 4
  %868 = getelementptr inbounds float, ptr %793, i64 6
  %869 = load float, ptr %868, align 4
  %870 = call float asm sideeffect "", "=f,0,~{memory}"(float %869)
  store float %870, ptr %868, align 4
  %871 = getelementptr inbounds float, ptr %793, i64 7
  %872 = load float, ptr %871, align 4
  %873 = call float asm sideeffect "", "=f,0,~{memory}"(float %872)
  store float %873, ptr %871, align 4
  %874 = getelementptr inbounds float, ptr %793, i64 8
  %875 = load float, ptr %874, align 4
  %876 = call float asm sideeffect "", "=f,0,~{memory}"(float %875)
  store float %876, ptr %874, align 4
  %877 = getelementptr inbounds float, ptr %793, i64 9
  %878 = load float, ptr %877, align 4
  %879 = call float asm sideeffect "", "=f,0,~{memory}"(float %878)
  store float %879, ptr %877, align 4
  %880 = getelementptr inbounds float, ptr %793, i64 10
  %881 = load float, ptr %880, align 4
  %882 = call float asm sideeffect "", "=f,0,~{memory}"(float %881)
  store float %882, ptr %880, align 4
  %883 = getelementptr inbounds float, ptr %793, i64 11
  %884 = load float, ptr %883, align 4
  %885 = call float asm sideeffect "", "=f,0,~{memory}"(float %884)
  store float %885, ptr %883, align 4
  %886 = getelementptr inbounds float, ptr %793, i64 12
  %887 = load float, ptr %886, align 4
  %888 = call float asm sideeffect "", "=f,0,~{memory}"(float %887)
  store float %888, ptr %886, align 4
  %889 = getelementptr inbounds float, ptr %793, i64 13
  %890 = load float, ptr %889, align 4
  %891 = call float asm sideeffect "", "=f,0,~{memory}"(float %890)
  store float %891, ptr %889, align 4
  %892 = getelementptr inbounds float, ptr %793, i64 14
  %893 = load float, ptr %892, align 4
  %894 = call float asm sideeffect "", "=f,0,~{memory}"(float %893)
  store float %894, ptr %892, align 4
  %895 = getelementptr inbounds float, ptr %793, i64 15
  %896 = load float, ptr %895, align 4
  %897 = call float asm sideeffect "", "=f,0,~{memory}"(float %896)
  store float %897, ptr %895, align 4
  %898 = getelementptr inbounds float, ptr %793, i64 16
  %899 = load float, ptr %898, align 4
  %900 = call float asm sideeffect "", "=f,0,~{memory}"(float %899)
  store float %900, ptr %898, align 4
  %901 = getelementptr inbounds float, ptr %793, i64 17
  %902 = load float, ptr %901, align 4
  %903 = call float asm sideeffect "", "=f,0,~{memory}"(float %902)
  store float %903, ptr %901, align 4
  %904 = getelementptr inbounds float, ptr %793, i64 18
  %905 = load float, ptr %904, align 4
  %906 = call float asm sideeffect "", "=f,0,~{memory}"(float %905)
  store float %906, ptr %904, align 4
  %907 = getelementptr inbounds float, ptr %793, i64 19
  %908 = load float, ptr %907, align 4
  %909 = call float asm sideeffect "", "=f,0,~{memory}"(float %908)
  store float %909, ptr %907, align 4
  %910 = getelementptr inbounds float, ptr %793, i64 20
  %911 = load float, ptr %910, align 4
  %912 = call float asm sideeffect "", "=f,0,~{memory}"(float %911)
  store float %912, ptr %910, align 4
  %913 = getelementptr inbounds float, ptr %793, i64 21
  %914 = load float, ptr %913, align 4
  %915 = call float asm sideeffect "", "=f,0,~{memory}"(float %914)
  store float %915, ptr %913, align 4
  %916 = getelementptr inbounds float, ptr %793, i64 22
  %917 = load float, ptr %916, align 4
  %918 = call float asm sideeffect "", "=f,0,~{memory}"(float %917)
  store float %918, ptr %916, align 4
  %919 = getelementptr inbounds float, ptr %793, i64 23
  %920 = load float, ptr %919, align 4
  %921 = call float asm sideeffect "", "=f,0,~{memory}"(float %920)
  store float %921, ptr %919, align 4
  %922 = getelementptr inbounds float, ptr %793, i64 24
  %923 = load float, ptr %922, align 4
  %924 = call float asm sideeffect "", "=f,0,~{memory}"(float %923)
  store float %924, ptr %922, align 4
  %925 = getelementptr inbounds float, ptr %793, i64 25
  %926 = load float, ptr %925, align 4
  %927 = call float asm sideeffect "", "=f,0,~{memory}"(float %926)
  store float %927, ptr %925, align 4
  %928 = getelementptr inbounds float, ptr %793, i64 26
  %929 = load float, ptr %928, align 4
  %930 = call float asm sideeffect "", "=f,0,~{memory}"(float %929)
  store float %930, ptr %928, align 4
  %931 = getelementptr inbounds float, ptr %793, i64 27
  %932 = load float, ptr %931, align 4
  %933 = call float asm sideeffect "", "=f,0,~{memory}"(float %932)
  store float %933, ptr %931, align 4
  %934 = getelementptr inbounds float, ptr %793, i64 28
  %935 = load float, ptr %934, align 4
  %936 = call float asm sideeffect "", "=f,0,~{memory}"(float %935)
  store float %936, ptr %934, align 4
  %937 = getelementptr inbounds float, ptr %793, i64 29
  %938 = load float, ptr %937, align 4
  %939 = call float asm sideeffect "", "=f,0,~{memory}"(float %938)
  store float %939, ptr %937, align 4
  %940 = getelementptr inbounds float, ptr %793, i64 30
  %941 = load float, ptr %940, align 4
  %942 = call float asm sideeffect "", "=f,0,~{memory}"(float %941)
  store float %942, ptr %940, align 4
  %943 = getelementptr inbounds float, ptr %793, i64 31
  %944 = load float, ptr %943, align 4
  %945 = call float asm sideeffect "", "=f,0,~{memory}"(float %944)
  store float %945, ptr %943, align 4
  %946 = getelementptr inbounds float, ptr %793, i64 32
  %947 = load float, ptr %946, align 4
  %948 = call float asm sideeffect "", "=f,0,~{memory}"(float %947)
  store float %948, ptr %946, align 4
  %949 = getelementptr inbounds float, ptr %793, i64 33
  %950 = load float, ptr %949, align 4
  %951 = call float asm sideeffect "", "=f,0,~{memory}"(float %950)
  store float %951, ptr %949, align 4
  %952 = getelementptr inbounds float, ptr %793, i64 34
  %953 = load float, ptr %952, align 4
  %954 = call float asm sideeffect "", "=f,0,~{memory}"(float %953)
  store float %954, ptr %952, align 4
  %955 = getelementptr inbounds float, ptr %793, i64 35
  %956 = load float, ptr %955, align 4
  %957 = call float asm sideeffect "", "=f,0,~{memory}"(float %956)
  store float %957, ptr %955, align 4
  %958 = getelementptr inbounds float, ptr %793, i64 36
  %959 = load float, ptr %958, align 4
  %960 = call float asm sideeffect "", "=f,0,~{memory}"(float %959)
  store float %960, ptr %958, align 4
  %961 = getelementptr inbounds float, ptr %793, i64 37
  %962 = load float, ptr %961, align 4
  %963 = call float asm sideeffect "", "=f,0,~{memory}"(float %962)
  store float %963, ptr %961, align 4
  %964 = getelementptr inbounds float, ptr %793, i64 38
  %965 = load float, ptr %964, align 4
  %966 = call float asm sideeffect "", "=f,0,~{memory}"(float %965)
  store float %966, ptr %964, align 4
  %967 = getelementptr inbounds float, ptr %793, i64 39
  %968 = load float, ptr %967, align 4
  %969 = call float asm sideeffect "", "=f,0,~{memory}"(float %968)
  store float %969, ptr %967, align 4
  %970 = getelementptr inbounds float, ptr %793, i64 40
  %971 = load float, ptr %970, align 4
  %972 = call float asm sideeffect "", "=f,0,~{memory}"(float %971)
  store float %972, ptr %970, align 4
  %973 = getelementptr inbounds float, ptr %793, i64 41
  %974 = load float, ptr %973, align 4
  %975 = call float asm sideeffect "", "=f,0,~{memory}"(float %974)
  store float %975, ptr %973, align 4
  %976 = getelementptr inbounds float, ptr %793, i64 42
  %977 = load float, ptr %976, align 4
  %978 = call float asm sideeffect "", "=f,0,~{memory}"(float %977)
  store float %978, ptr %976, align 4
  %979 = getelementptr inbounds float, ptr %793, i64 43
  %980 = load float, ptr %979, align 4
  %981 = call float asm sideeffect "", "=f,0,~{memory}"(float %980)
  store float %981, ptr %979, align 4
  %982 = getelementptr inbounds float, ptr %793, i64 44
  %983 = load float, ptr %982, align 4
  %984 = call float asm sideeffect "", "=f,0,~{memory}"(float %983)
  store float %984, ptr %982, align 4
  %985 = getelementptr inbounds float, ptr %793, i64 45
  %986 = load float, ptr %985, align 4
  %987 = call float asm sideeffect "", "=f,0,~{memory}"(float %986)
  store float %987, ptr %985, align 4
  %988 = getelementptr inbounds float, ptr %793, i64 46
  %989 = load float, ptr %988, align 4
  %990 = call float asm sideeffect "", "=f,0,~{memory}"(float %989)
  store float %990, ptr %988, align 4
  %991 = getelementptr inbounds float, ptr %793, i64 47
  %992 = load float, ptr %991, align 4
  %993 = call float asm sideeffect "", "=f,0,~{memory}"(float %992)
  store float %993, ptr %991, align 4
  %994 = getelementptr inbounds float, ptr %793, i64 48
  %995 = load float, ptr %994, align 4
  %996 = call float asm sideeffect "", "=f,0,~{memory}"(float %995)
  store float %996, ptr %994, align 4
  %997 = getelementptr inbounds float, ptr %793, i64 49
  %998 = load float, ptr %997, align 4
  %999 = call float asm sideeffect "", "=f,0,~{memory}"(float %998)
  store float %999, ptr %997, align 4
  %1000 = getelementptr inbounds float, ptr %793, i64 50
  %1001 = load float, ptr %1000, align 4
  %1002 = call float asm sideeffect "", "=f,0,~{memory}"(float %1001)
  store float %1002, ptr %1000, align 4
  %1003 = getelementptr inbounds float, ptr %793, i64 51
  %1004 = load float, ptr %1003, align 4
  %1005 = call float asm sideeffect "", "=f,0,~{memory}"(float %1004)
  store float %1005, ptr %1003, align 4
  %1006 = getelementptr inbounds float, ptr %793, i64 52
  %1007 = load float, ptr %1006, align 4
  %1008 = call float asm sideeffect "", "=f,0,~{memory}"(float %1007)
  store float %1008, ptr %1006, align 4
  %1009 = getelementptr inbounds float, ptr %793, i64 53
  %1010 = load float, ptr %1009, align 4
  %1011 = call float asm sideeffect "", "=f,0,~{memory}"(float %1010)
  store float %1011, ptr %1009, align 4
  %1012 = getelementptr inbounds float, ptr %793, i64 54
  %1013 = load float, ptr %1012, align 4
  %1014 = call float asm sideeffect "", "=f,0,~{memory}"(float %1013)
  store float %1014, ptr %1012, align 4
  %1015 = getelementptr inbounds float, ptr %793, i64 55
  %1016 = load float, ptr %1015, align 4
  %1017 = call float asm sideeffect "", "=f,0,~{memory}"(float %1016)
  store float %1017, ptr %1015, align 4
  %1018 = getelementptr inbounds float, ptr %793, i64 56
  %1019 = load float, ptr %1018, align 4
  %1020 = call float asm sideeffect "", "=f,0,~{memory}"(float %1019)
  store float %1020, ptr %1018, align 4
  %1021 = getelementptr inbounds float, ptr %793, i64 57
  %1022 = load float, ptr %1021, align 4
  %1023 = call float asm sideeffect "", "=f,0,~{memory}"(float %1022)
  store float %1023, ptr %1021, align 4
  %1024 = getelementptr inbounds float, ptr %793, i64 58
  %1025 = load float, ptr %1024, align 4
  %1026 = call float asm sideeffect "", "=f,0,~{memory}"(float %1025)
  store float %1026, ptr %1024, align 4
  %1027 = getelementptr inbounds float, ptr %793, i64 59
  %1028 = load float, ptr %1027, align 4
  %1029 = call float asm sideeffect "", "=f,0,~{memory}"(float %1028)
  store float %1029, ptr %1027, align 4
  %1030 = getelementptr inbounds float, ptr %793, i64 60
  %1031 = load float, ptr %1030, align 4
  %1032 = call float asm sideeffect "", "=f,0,~{memory}"(float %1031)
  store float %1032, ptr %1030, align 4
  %1033 = getelementptr inbounds float, ptr %793, i64 61
  %1034 = load float, ptr %1033, align 4
  %1035 = call float asm sideeffect "", "=f,0,~{memory}"(float %1034)
  store float %1035, ptr %1033, align 4
  %1036 = getelementptr inbounds float, ptr %793, i64 62
  %1037 = load float, ptr %1036, align 4
  %1038 = call float asm sideeffect "", "=f,0,~{memory}"(float %1037)
  store float %1038, ptr %1036, align 4
  %1039 = getelementptr inbounds float, ptr %793, i64 63
  %1040 = load float, ptr %1039, align 4
  %1041 = call float asm sideeffect "", "=f,0,~{memory}"(float %1040)
  store float %1041, ptr %1039, align 4
  call void asm sideeffect "wgmma.fence.sync.aligned;", "~{memory}"() #7
  %1042 = mul i32 %warpgroup, 64
  %1043 = add i32 %1042, 0
  %1044 = mul i32 %1043, 64
  %1045 = zext i32 %1044 to i64
  %1046 = add i64 0, %1045
  %1047 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 65536), i64 %1046
  %1048 = ptrtoint ptr addrspace(3) %1047 to i64
  %1049 = and i64 %1048, 262143
  %1050 = lshr i64 %1049, 4
  %1051 = or i64 %1050, 4611686293305360384
  %1052 = getelementptr inbounds half, ptr addrspace(3) %792, i64 0
  %1053 = ptrtoint ptr addrspace(3) %1052 to i64
  %1054 = and i64 %1053, 262143
  %1055 = lshr i64 %1054, 4
  %1056 = or i64 %1055, 4611686293305360384
  %1057 = getelementptr inbounds float, ptr %793, i64 0
  %1058 = load float, ptr %1057, align 4
  %1059 = getelementptr inbounds float, ptr %793, i64 1
  %1060 = load float, ptr %1059, align 4
  %1061 = getelementptr inbounds float, ptr %793, i64 2
  %1062 = load float, ptr %1061, align 4
  %1063 = getelementptr inbounds float, ptr %793, i64 3
  %1064 = load float, ptr %1063, align 4
  %1065 = getelementptr inbounds float, ptr %793, i64 4
  %1066 = load float, ptr %1065, align 4
  %1067 = getelementptr inbounds float, ptr %793, i64 5
  %1068 = load float, ptr %1067, align 4
  %1069 = getelementptr inbounds float, ptr %793, i64 6
  %1070 = load float, ptr %1069, align 4
  %1071 = getelementptr inbounds float, ptr %793, i64 7
  %1072 = load float, ptr %1071, align 4
  %1073 = getelementptr inbounds float, ptr %793, i64 8
  %1074 = load float, ptr %1073, align 4
  %1075 = getelementptr inbounds float, ptr %793, i64 9
  %1076 = load float, ptr %1075, align 4
  %1077 = getelementptr inbounds float, ptr %793, i64 10
  %1078 = load float, ptr %1077, align 4
  %1079 = getelementptr inbounds float, ptr %793, i64 11
  %1080 = load float, ptr %1079, align 4
  %1081 = getelementptr inbounds float, ptr %793, i64 12
  %1082 = load float, ptr %1081, align 4
  %1083 = getelementptr inbounds float, ptr %793, i64 13
  %1084 = load float, ptr %1083, align 4
  %1085 = getelementptr inbounds float, ptr %793, i64 14
  %1086 = load float, ptr %1085, align 4
  %1087 = getelementptr inbounds float, ptr %793, i64 15
  %1088 = load float, ptr %1087, align 4
  %1089 = getelementptr inbounds float, ptr %793, i64 16
  %1090 = load float, ptr %1089, align 4
  %1091 = getelementptr inbounds float, ptr %793, i64 17
  %1092 = load float, ptr %1091, align 4
  %1093 = getelementptr inbounds float, ptr %793, i64 18
  %1094 = load float, ptr %1093, align 4
  %1095 = getelementptr inbounds float, ptr %793, i64 19
  %1096 = load float, ptr %1095, align 4
  %1097 = getelementptr inbounds float, ptr %793, i64 20
  %1098 = load float, ptr %1097, align 4
  %1099 = getelementptr inbounds float, ptr %793, i64 21
  %1100 = load float, ptr %1099, align 4
  %1101 = getelementptr inbounds float, ptr %793, i64 22
  %1102 = load float, ptr %1101, align 4
  %1103 = getelementptr inbounds float, ptr %793, i64 23
  %1104 = load float, ptr %1103, align 4
  %1105 = getelementptr inbounds float, ptr %793, i64 24
  %1106 = load float, ptr %1105, align 4
  %1107 = getelementptr inbounds float, ptr %793, i64 25
  %1108 = load float, ptr %1107, align 4
  %1109 = getelementptr inbounds float, ptr %793, i64 26
  %1110 = load float, ptr %1109, align 4
  %1111 = getelementptr inbounds float, ptr %793, i64 27
  %1112 = load float, ptr %1111, align 4
  %1113 = getelementptr inbounds float, ptr %793, i64 28
  %1114 = load float, ptr %1113, align 4
  %1115 = getelementptr inbounds float, ptr %793, i64 29
  %1116 = load float, ptr %1115, align 4
  %1117 = getelementptr inbounds float, ptr %793, i64 30
  %1118 = load float, ptr %1117, align 4
  %1119 = getelementptr inbounds float, ptr %793, i64 31
  %1120 = load float, ptr %1119, align 4
  %1121 = getelementptr inbounds float, ptr %793, i64 32
  %1122 = load float, ptr %1121, align 4
  %1123 = getelementptr inbounds float, ptr %793, i64 33
  %1124 = load float, ptr %1123, align 4
  %1125 = getelementptr inbounds float, ptr %793, i64 34
  %1126 = load float, ptr %1125, align 4
  %1127 = getelementptr inbounds float, ptr %793, i64 35
  %1128 = load float, ptr %1127, align 4
  %1129 = getelementptr inbounds float, ptr %793, i64 36
  %1130 = load float, ptr %1129, align 4
  %1131 = getelementptr inbounds float, ptr %793, i64 37
  %1132 = load float, ptr %1131, align 4
  %1133 = getelementptr inbounds float, ptr %793, i64 38
  %1134 = load float, ptr %1133, align 4
  %1135 = getelementptr inbounds float, ptr %793, i64 39
  %1136 = load float, ptr %1135, align 4
  %1137 = getelementptr inbounds float, ptr %793, i64 40
  %1138 = load float, ptr %1137, align 4
  %1139 = getelementptr inbounds float, ptr %793, i64 41
  %1140 = load float, ptr %1139, align 4
  %1141 = getelementptr inbounds float, ptr %793, i64 42
  %1142 = load float, ptr %1141, align 4
  %1143 = getelementptr inbounds float, ptr %793, i64 43
  %1144 = load float, ptr %1143, align 4
  %1145 = getelementptr inbounds float, ptr %793, i64 44
  %1146 = load float, ptr %1145, align 4
  %1147 = getelementptr inbounds float, ptr %793, i64 45
  %1148 = load float, ptr %1147, align 4
  %1149 = getelementptr inbounds float, ptr %793, i64 46
  %1150 = load float, ptr %1149, align 4
  %1151 = getelementptr inbounds float, ptr %793, i64 47
  %1152 = load float, ptr %1151, align 4
  %1153 = getelementptr inbounds float, ptr %793, i64 48
  %1154 = load float, ptr %1153, align 4
  %1155 = getelementptr inbounds float, ptr %793, i64 49
  %1156 = load float, ptr %1155, align 4
  %1157 = getelementptr inbounds float, ptr %793, i64 50
  %1158 = load float, ptr %1157, align 4
  %1159 = getelementptr inbounds float, ptr %793, i64 51
  %1160 = load float, ptr %1159, align 4
  %1161 = getelementptr inbounds float, ptr %793, i64 52
  %1162 = load float, ptr %1161, align 4
  %1163 = getelementptr inbounds float, ptr %793, i64 53
  %1164 = load float, ptr %1163, align 4
  %1165 = getelementptr inbounds float, ptr %793, i64 54
  %1166 = load float, ptr %1165, align 4
  %1167 = getelementptr inbounds float, ptr %793, i64 55
  %1168 = load float, ptr %1167, align 4
  %1169 = getelementptr inbounds float, ptr %793, i64 56
  %1170 = load float, ptr %1169, align 4
  %1171 = getelementptr inbounds float, ptr %793, i64 57
  %1172 = load float, ptr %1171, align 4
  %1173 = getelementptr inbounds float, ptr %793, i64 58
  %1174 = load float, ptr %1173, align 4
  %1175 = getelementptr inbounds float, ptr %793, i64 59
  %1176 = load float, ptr %1175, align 4
  %1177 = getelementptr inbounds float, ptr %793, i64 60
  %1178 = load float, ptr %1177, align 4
  %1179 = getelementptr inbounds float, ptr %793, i64 61
  %1180 = load float, ptr %1179, align 4
  %1181 = getelementptr inbounds float, ptr %793, i64 62
  %1182 = load float, ptr %1181, align 4
  %1183 = getelementptr inbounds float, ptr %793, i64 63
  %1184 = load float, ptr %1183, align 4
  %1185 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 0;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %1051, i64 %1056, i32 1, float %1058, float %1060, float %1062, float %1064, float %1066, float %1068, float %1070, float %1072, float %1074, float %1076, float %1078, float %1080, float %1082, float %1084, float %1086, float %1088, float %1090, float %1092, float %1094, float %1096, float %1098, float %1100, float %1102, float %1104, float %1106, float %1108, float %1110, float %1112, float %1114, float %1116, float %1118, float %1120, float %1122, float %1124, float %1126, float %1128, float %1130, float %1132, float %1134, float %1136, float %1138, float %1140, float %1142, float %1144, float %1146, float %1148, float %1150, float %1152, float %1154, float %1156, float %1158, float %1160, float %1162, float %1164, float %1166, float %1168, float %1170, float %1172, float %1174, float %1176, float %1178, float %1180, float %1182, float %1184) #7
  %1186 = getelementptr inbounds float, ptr %793, i64 0
  %1187 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 0
  store float %1187, ptr %1186, align 4
  %1188 = getelementptr inbounds float, ptr %793, i64 1
  %1189 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 1
  store float %1189, ptr %1188, align 4
  %1190 = getelementptr inbounds float, ptr %793, i64 2
  %1191 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 2
  store float %1191, ptr %1190, align 4
  %1192 = getelementptr inbounds float, ptr %793, i64 3
  %1193 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 3
  store float %1193, ptr %1192, align 4
  %1194 = getelementptr inbounds float, ptr %793, i64 4
  %1195 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 4
  store float %1195, ptr %1194, align 4
  %1196 = getelementptr inbounds float, ptr %793, i64 5
  %1197 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 5
  store float %1197, ptr %1196, align 4
  %1198 = getelementptr inbounds float, ptr %793, i64 6
  %1199 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 6
  store float %1199, ptr %1198, align 4
  %1200 = getelementptr inbounds float, ptr %793, i64 7
  %1201 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 7
  store float %1201, ptr %1200, align 4
  %1202 = getelementptr inbounds float, ptr %793, i64 8
  %1203 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 8
  store float %1203, ptr %1202, align 4
  %1204 = getelementptr inbounds float, ptr %793, i64 9
  %1205 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 9
  store float %1205, ptr %1204, align 4
  %1206 = getelementptr inbounds float, ptr %793, i64 10
  %1207 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 10
  store float %1207, ptr %1206, align 4
  %1208 = getelementptr inbounds float, ptr %793, i64 11
  %1209 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 11
  store float %1209, ptr %1208, align 4
  %1210 = getelementptr inbounds float, ptr %793, i64 12
  %1211 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 12
  store float %1211, ptr %1210, align 4
  %1212 = getelementptr inbounds float, ptr %793, i64 13
  %1213 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 13
  store float %1213, ptr %1212, align 4
  %1214 = getelementptr inbounds float, ptr %793, i64 14
  %1215 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 14
  store float %1215, ptr %1214, align 4
  %1216 = getelementptr inbounds float, ptr %793, i64 15
  %1217 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 15
  store float %1217, ptr %1216, align 4
  %1218 = getelementptr inbounds float, ptr %793, i64 16
  %1219 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 16
  store float %1219, ptr %1218, align 4
  %1220 = getelementptr inbounds float, ptr %793, i64 17
  %1221 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 17
  store float %1221, ptr %1220, align 4
  %1222 = getelementptr inbounds float, ptr %793, i64 18
  %1223 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 18
  store float %1223, ptr %1222, align 4
  %1224 = getelementptr inbounds float, ptr %793, i64 19
  %1225 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 19
  store float %1225, ptr %1224, align 4
  %1226 = getelementptr inbounds float, ptr %793, i64 20
  %1227 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 20
  store float %1227, ptr %1226, align 4
  %1228 = getelementptr inbounds float, ptr %793, i64 21
  %1229 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 21
  store float %1229, ptr %1228, align 4
  %1230 = getelementptr inbounds float, ptr %793, i64 22
  %1231 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 22
  store float %1231, ptr %1230, align 4
  %1232 = getelementptr inbounds float, ptr %793, i64 23
  %1233 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 23
  store float %1233, ptr %1232, align 4
  %1234 = getelementptr inbounds float, ptr %793, i64 24
  %1235 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 24
  store float %1235, ptr %1234, align 4
  %1236 = getelementptr inbounds float, ptr %793, i64 25
  %1237 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 25
  store float %1237, ptr %1236, align 4
  %1238 = getelementptr inbounds float, ptr %793, i64 26
  %1239 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 26
  store float %1239, ptr %1238, align 4
  %1240 = getelementptr inbounds float, ptr %793, i64 27
  %1241 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 27
  store float %1241, ptr %1240, align 4
  %1242 = getelementptr inbounds float, ptr %793, i64 28
  %1243 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 28
  store float %1243, ptr %1242, align 4
  %1244 = getelementptr inbounds float, ptr %793, i64 29
  %1245 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 29
  store float %1245, ptr %1244, align 4
  %1246 = getelementptr inbounds float, ptr %793, i64 30
  %1247 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 30
  store float %1247, ptr %1246, align 4
  %1248 = getelementptr inbounds float, ptr %793, i64 31
  %1249 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 31
  store float %1249, ptr %1248, align 4
  %1250 = getelementptr inbounds float, ptr %793, i64 32
  %1251 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 32
  store float %1251, ptr %1250, align 4
  %1252 = getelementptr inbounds float, ptr %793, i64 33
  %1253 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 33
  store float %1253, ptr %1252, align 4
  %1254 = getelementptr inbounds float, ptr %793, i64 34
  %1255 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 34
  store float %1255, ptr %1254, align 4
  %1256 = getelementptr inbounds float, ptr %793, i64 35
  %1257 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 35
  store float %1257, ptr %1256, align 4
  %1258 = getelementptr inbounds float, ptr %793, i64 36
  %1259 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 36
  store float %1259, ptr %1258, align 4
  %1260 = getelementptr inbounds float, ptr %793, i64 37
  %1261 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 37
  store float %1261, ptr %1260, align 4
  %1262 = getelementptr inbounds float, ptr %793, i64 38
  %1263 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 38
  store float %1263, ptr %1262, align 4
  %1264 = getelementptr inbounds float, ptr %793, i64 39
  %1265 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 39
  store float %1265, ptr %1264, align 4
  %1266 = getelementptr inbounds float, ptr %793, i64 40
  %1267 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 40
  store float %1267, ptr %1266, align 4
  %1268 = getelementptr inbounds float, ptr %793, i64 41
  %1269 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 41
  store float %1269, ptr %1268, align 4
  %1270 = getelementptr inbounds float, ptr %793, i64 42
  %1271 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 42
  store float %1271, ptr %1270, align 4
  %1272 = getelementptr inbounds float, ptr %793, i64 43
  %1273 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 43
  store float %1273, ptr %1272, align 4
  %1274 = getelementptr inbounds float, ptr %793, i64 44
  %1275 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 44
  store float %1275, ptr %1274, align 4
  %1276 = getelementptr inbounds float, ptr %793, i64 45
  %1277 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 45
  store float %1277, ptr %1276, align 4
  %1278 = getelementptr inbounds float, ptr %793, i64 46
  %1279 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 46
  store float %1279, ptr %1278, align 4
  %1280 = getelementptr inbounds float, ptr %793, i64 47
  %1281 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 47
  store float %1281, ptr %1280, align 4
  %1282 = getelementptr inbounds float, ptr %793, i64 48
  %1283 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 48
  store float %1283, ptr %1282, align 4
  %1284 = getelementptr inbounds float, ptr %793, i64 49
  %1285 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 49
  store float %1285, ptr %1284, align 4
  %1286 = getelementptr inbounds float, ptr %793, i64 50
  %1287 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 50
  store float %1287, ptr %1286, align 4
  %1288 = getelementptr inbounds float, ptr %793, i64 51
  %1289 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 51
  store float %1289, ptr %1288, align 4
  %1290 = getelementptr inbounds float, ptr %793, i64 52
  %1291 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 52
  store float %1291, ptr %1290, align 4
  %1292 = getelementptr inbounds float, ptr %793, i64 53
  %1293 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 53
  store float %1293, ptr %1292, align 4
  %1294 = getelementptr inbounds float, ptr %793, i64 54
  %1295 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 54
  store float %1295, ptr %1294, align 4
  %1296 = getelementptr inbounds float, ptr %793, i64 55
  %1297 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 55
  store float %1297, ptr %1296, align 4
  %1298 = getelementptr inbounds float, ptr %793, i64 56
  %1299 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 56
  store float %1299, ptr %1298, align 4
  %1300 = getelementptr inbounds float, ptr %793, i64 57
  %1301 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 57
  store float %1301, ptr %1300, align 4
  %1302 = getelementptr inbounds float, ptr %793, i64 58
  %1303 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 58
  store float %1303, ptr %1302, align 4
  %1304 = getelementptr inbounds float, ptr %793, i64 59
  %1305 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 59
  store float %1305, ptr %1304, align 4
  %1306 = getelementptr inbounds float, ptr %793, i64 60
  %1307 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 60
  store float %1307, ptr %1306, align 4
  %1308 = getelementptr inbounds float, ptr %793, i64 61
  %1309 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 61
  store float %1309, ptr %1308, align 4
  %1310 = getelementptr inbounds float, ptr %793, i64 62
  %1311 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 62
  store float %1311, ptr %1310, align 4
  %1312 = getelementptr inbounds float, ptr %793, i64 63
  %1313 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1185, 63
  store float %1313, ptr %1312, align 4
  %1314 = zext i32 %1044 to i64
  %1315 = add i64 16, %1314
  %1316 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 65536), i64 %1315
  %1317 = ptrtoint ptr addrspace(3) %1316 to i64
  %1318 = and i64 %1317, 262143
  %1319 = lshr i64 %1318, 4
  %1320 = or i64 %1319, 4611686293305360384
  %1321 = getelementptr inbounds half, ptr addrspace(3) %792, i64 16
  %1322 = ptrtoint ptr addrspace(3) %1321 to i64
  %1323 = and i64 %1322, 262143
  %1324 = lshr i64 %1323, 4
  %1325 = or i64 %1324, 4611686293305360384
  %1326 = getelementptr inbounds float, ptr %793, i64 0
  %1327 = load float, ptr %1326, align 4
  %1328 = getelementptr inbounds float, ptr %793, i64 1
  %1329 = load float, ptr %1328, align 4
  %1330 = getelementptr inbounds float, ptr %793, i64 2
  %1331 = load float, ptr %1330, align 4
  %1332 = getelementptr inbounds float, ptr %793, i64 3
  %1333 = load float, ptr %1332, align 4
  %1334 = getelementptr inbounds float, ptr %793, i64 4
  %1335 = load float, ptr %1334, align 4
  %1336 = getelementptr inbounds float, ptr %793, i64 5
  %1337 = load float, ptr %1336, align 4
  %1338 = getelementptr inbounds float, ptr %793, i64 6
  %1339 = load float, ptr %1338, align 4
  %1340 = getelementptr inbounds float, ptr %793, i64 7
  %1341 = load float, ptr %1340, align 4
  %1342 = getelementptr inbounds float, ptr %793, i64 8
  %1343 = load float, ptr %1342, align 4
  %1344 = getelementptr inbounds float, ptr %793, i64 9
  %1345 = load float, ptr %1344, align 4
  %1346 = getelementptr inbounds float, ptr %793, i64 10
  %1347 = load float, ptr %1346, align 4
  %1348 = getelementptr inbounds float, ptr %793, i64 11
  %1349 = load float, ptr %1348, align 4
  %1350 = getelementptr inbounds float, ptr %793, i64 12
  %1351 = load float, ptr %1350, align 4
  %1352 = getelementptr inbounds float, ptr %793, i64 13
  %1353 = load float, ptr %1352, align 4
  %1354 = getelementptr inbounds float, ptr %793, i64 14
  %1355 = load float, ptr %1354, align 4
  %1356 = getelementptr inbounds float, ptr %793, i64 15
  %1357 = load float, ptr %1356, align 4
  %1358 = getelementptr inbounds float, ptr %793, i64 16
  %1359 = load float, ptr %1358, align 4
  %1360 = getelementptr inbounds float, ptr %793, i64 17
  %1361 = load float, ptr %1360, align 4
  %1362 = getelementptr inbounds float, ptr %793, i64 18
  %1363 = load float, ptr %1362, align 4
  %1364 = getelementptr inbounds float, ptr %793, i64 19
  %1365 = load float, ptr %1364, align 4
  %1366 = getelementptr inbounds float, ptr %793, i64 20
  %1367 = load float, ptr %1366, align 4
  %1368 = getelementptr inbounds float, ptr %793, i64 21
  %1369 = load float, ptr %1368, align 4
  %1370 = getelementptr inbounds float, ptr %793, i64 22
  %1371 = load float, ptr %1370, align 4
  %1372 = getelementptr inbounds float, ptr %793, i64 23
  %1373 = load float, ptr %1372, align 4
  %1374 = getelementptr inbounds float, ptr %793, i64 24
  %1375 = load float, ptr %1374, align 4
  %1376 = getelementptr inbounds float, ptr %793, i64 25
  %1377 = load float, ptr %1376, align 4
  %1378 = getelementptr inbounds float, ptr %793, i64 26
  %1379 = load float, ptr %1378, align 4
  %1380 = getelementptr inbounds float, ptr %793, i64 27
  %1381 = load float, ptr %1380, align 4
  %1382 = getelementptr inbounds float, ptr %793, i64 28
  %1383 = load float, ptr %1382, align 4
  %1384 = getelementptr inbounds float, ptr %793, i64 29
  %1385 = load float, ptr %1384, align 4
  %1386 = getelementptr inbounds float, ptr %793, i64 30
  %1387 = load float, ptr %1386, align 4
  %1388 = getelementptr inbounds float, ptr %793, i64 31
  %1389 = load float, ptr %1388, align 4
  %1390 = getelementptr inbounds float, ptr %793, i64 32
  %1391 = load float, ptr %1390, align 4
  %1392 = getelementptr inbounds float, ptr %793, i64 33
  %1393 = load float, ptr %1392, align 4
  %1394 = getelementptr inbounds float, ptr %793, i64 34
  %1395 = load float, ptr %1394, align 4
  %1396 = getelementptr inbounds float, ptr %793, i64 35
  %1397 = load float, ptr %1396, align 4
  %1398 = getelementptr inbounds float, ptr %793, i64 36
  %1399 = load float, ptr %1398, align 4
  %1400 = getelementptr inbounds float, ptr %793, i64 37
  %1401 = load float, ptr %1400, align 4
  %1402 = getelementptr inbounds float, ptr %793, i64 38
  %1403 = load float, ptr %1402, align 4
  %1404 = getelementptr inbounds float, ptr %793, i64 39
  %1405 = load float, ptr %1404, align 4
  %1406 = getelementptr inbounds float, ptr %793, i64 40
  %1407 = load float, ptr %1406, align 4
  %1408 = getelementptr inbounds float, ptr %793, i64 41
  %1409 = load float, ptr %1408, align 4
  %1410 = getelementptr inbounds float, ptr %793, i64 42
  %1411 = load float, ptr %1410, align 4
  %1412 = getelementptr inbounds float, ptr %793, i64 43
  %1413 = load float, ptr %1412, align 4
  %1414 = getelementptr inbounds float, ptr %793, i64 44
  %1415 = load float, ptr %1414, align 4
  %1416 = getelementptr inbounds float, ptr %793, i64 45
  %1417 = load float, ptr %1416, align 4
  %1418 = getelementptr inbounds float, ptr %793, i64 46
  %1419 = load float, ptr %1418, align 4
  %1420 = getelementptr inbounds float, ptr %793, i64 47
  %1421 = load float, ptr %1420, align 4
  %1422 = getelementptr inbounds float, ptr %793, i64 48
  %1423 = load float, ptr %1422, align 4
  %1424 = getelementptr inbounds float, ptr %793, i64 49
  %1425 = load float, ptr %1424, align 4
  %1426 = getelementptr inbounds float, ptr %793, i64 50
  %1427 = load float, ptr %1426, align 4
  %1428 = getelementptr inbounds float, ptr %793, i64 51
  %1429 = load float, ptr %1428, align 4
  %1430 = getelementptr inbounds float, ptr %793, i64 52
  %1431 = load float, ptr %1430, align 4
  %1432 = getelementptr inbounds float, ptr %793, i64 53
  %1433 = load float, ptr %1432, align 4
  %1434 = getelementptr inbounds float, ptr %793, i64 54
  %1435 = load float, ptr %1434, align 4
  %1436 = getelementptr inbounds float, ptr %793, i64 55
  %1437 = load float, ptr %1436, align 4
  %1438 = getelementptr inbounds float, ptr %793, i64 56
  %1439 = load float, ptr %1438, align 4
  %1440 = getelementptr inbounds float, ptr %793, i64 57
  %1441 = load float, ptr %1440, align 4
  %1442 = getelementptr inbounds float, ptr %793, i64 58
  %1443 = load float, ptr %1442, align 4
  %1444 = getelementptr inbounds float, ptr %793, i64 59
  %1445 = load float, ptr %1444, align 4
  %1446 = getelementptr inbounds float, ptr %793, i64 60
  %1447 = load float, ptr %1446, align 4
  %1448 = getelementptr inbounds float, ptr %793, i64 61
  %1449 = load float, ptr %1448, align 4
  %1450 = getelementptr inbounds float, ptr %793, i64 62
  %1451 = load float, ptr %1450, align 4
  %1452 = getelementptr inbounds float, ptr %793, i64 63
  %1453 = load float, ptr %1452, align 4
  %1454 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 0;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %1320, i64 %1325, i32 1, float %1327, float %1329, float %1331, float %1333, float %1335, float %1337, float %1339, float %1341, float %1343, float %1345, float %1347, float %1349, float %1351, float %1353, float %1355, float %1357, float %1359, float %1361, float %1363, float %1365, float %1367, float %1369, float %1371, float %1373, float %1375, float %1377, float %1379, float %1381, float %1383, float %1385, float %1387, float %1389, float %1391, float %1393, float %1395, float %1397, float %1399, float %1401, float %1403, float %1405, float %1407, float %1409, float %1411, float %1413, float %1415, float %1417, float %1419, float %1421, float %1423, float %1425, float %1427, float %1429, float %1431, float %1433, float %1435, float %1437, float %1439, float %1441, float %1443, float %1445, float %1447, float %1449, float %1451, float %1453) #7
  %1455 = getelementptr inbounds float, ptr %793, i64 0
  %1456 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 0
  store float %1456, ptr %1455, align 4
  %1457 = getelementptr inbounds float, ptr %793, i64 1
  %1458 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 1
  store float %1458, ptr %1457, align 4
  %1459 = getelementptr inbounds float, ptr %793, i64 2
  %1460 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 2
  store float %1460, ptr %1459, align 4
  %1461 = getelementptr inbounds float, ptr %793, i64 3
  %1462 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 3
  store float %1462, ptr %1461, align 4
  %1463 = getelementptr inbounds float, ptr %793, i64 4
  %1464 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 4
  store float %1464, ptr %1463, align 4
  %1465 = getelementptr inbounds float, ptr %793, i64 5
  %1466 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 5
  store float %1466, ptr %1465, align 4
  %1467 = getelementptr inbounds float, ptr %793, i64 6
  %1468 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 6
  store float %1468, ptr %1467, align 4
  %1469 = getelementptr inbounds float, ptr %793, i64 7
  %1470 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 7
  store float %1470, ptr %1469, align 4
  %1471 = getelementptr inbounds float, ptr %793, i64 8
  %1472 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 8
  store float %1472, ptr %1471, align 4
  %1473 = getelementptr inbounds float, ptr %793, i64 9
  %1474 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 9
  store float %1474, ptr %1473, align 4
  %1475 = getelementptr inbounds float, ptr %793, i64 10
  %1476 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 10
  store float %1476, ptr %1475, align 4
  %1477 = getelementptr inbounds float, ptr %793, i64 11
  %1478 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 11
  store float %1478, ptr %1477, align 4
  %1479 = getelementptr inbounds float, ptr %793, i64 12
  %1480 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 12
  store float %1480, ptr %1479, align 4
  %1481 = getelementptr inbounds float, ptr %793, i64 13
  %1482 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 13
  store float %1482, ptr %1481, align 4
  %1483 = getelementptr inbounds float, ptr %793, i64 14
  %1484 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 14
  store float %1484, ptr %1483, align 4
  %1485 = getelementptr inbounds float, ptr %793, i64 15
  %1486 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 15
  store float %1486, ptr %1485, align 4
  %1487 = getelementptr inbounds float, ptr %793, i64 16
  %1488 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 16
  store float %1488, ptr %1487, align 4
  %1489 = getelementptr inbounds float, ptr %793, i64 17
  %1490 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 17
  store float %1490, ptr %1489, align 4
  %1491 = getelementptr inbounds float, ptr %793, i64 18
  %1492 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 18
  store float %1492, ptr %1491, align 4
  %1493 = getelementptr inbounds float, ptr %793, i64 19
  %1494 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 19
  store float %1494, ptr %1493, align 4
  %1495 = getelementptr inbounds float, ptr %793, i64 20
  %1496 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 20
  store float %1496, ptr %1495, align 4
  %1497 = getelementptr inbounds float, ptr %793, i64 21
  %1498 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 21
  store float %1498, ptr %1497, align 4
  %1499 = getelementptr inbounds float, ptr %793, i64 22
  %1500 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 22
  store float %1500, ptr %1499, align 4
  %1501 = getelementptr inbounds float, ptr %793, i64 23
  %1502 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 23
  store float %1502, ptr %1501, align 4
  %1503 = getelementptr inbounds float, ptr %793, i64 24
  %1504 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 24
  store float %1504, ptr %1503, align 4
  %1505 = getelementptr inbounds float, ptr %793, i64 25
  %1506 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 25
  store float %1506, ptr %1505, align 4
  %1507 = getelementptr inbounds float, ptr %793, i64 26
  %1508 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 26
  store float %1508, ptr %1507, align 4
  %1509 = getelementptr inbounds float, ptr %793, i64 27
  %1510 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 27
  store float %1510, ptr %1509, align 4
  %1511 = getelementptr inbounds float, ptr %793, i64 28
  %1512 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 28
  store float %1512, ptr %1511, align 4
  %1513 = getelementptr inbounds float, ptr %793, i64 29
  %1514 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 29
  store float %1514, ptr %1513, align 4
  %1515 = getelementptr inbounds float, ptr %793, i64 30
  %1516 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 30
  store float %1516, ptr %1515, align 4
  %1517 = getelementptr inbounds float, ptr %793, i64 31
  %1518 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 31
  store float %1518, ptr %1517, align 4
  %1519 = getelementptr inbounds float, ptr %793, i64 32
  %1520 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 32
  store float %1520, ptr %1519, align 4
  %1521 = getelementptr inbounds float, ptr %793, i64 33
  %1522 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 33
  store float %1522, ptr %1521, align 4
  %1523 = getelementptr inbounds float, ptr %793, i64 34
  %1524 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 34
  store float %1524, ptr %1523, align 4
  %1525 = getelementptr inbounds float, ptr %793, i64 35
  %1526 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 35
  store float %1526, ptr %1525, align 4
  %1527 = getelementptr inbounds float, ptr %793, i64 36
  %1528 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 36
  store float %1528, ptr %1527, align 4
  %1529 = getelementptr inbounds float, ptr %793, i64 37
  %1530 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 37
  store float %1530, ptr %1529, align 4
  %1531 = getelementptr inbounds float, ptr %793, i64 38
  %1532 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 38
  store float %1532, ptr %1531, align 4
  %1533 = getelementptr inbounds float, ptr %793, i64 39
  %1534 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 39
  store float %1534, ptr %1533, align 4
  %1535 = getelementptr inbounds float, ptr %793, i64 40
  %1536 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 40
  store float %1536, ptr %1535, align 4
  %1537 = getelementptr inbounds float, ptr %793, i64 41
  %1538 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 41
  store float %1538, ptr %1537, align 4
  %1539 = getelementptr inbounds float, ptr %793, i64 42
  %1540 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 42
  store float %1540, ptr %1539, align 4
  %1541 = getelementptr inbounds float, ptr %793, i64 43
  %1542 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 43
  store float %1542, ptr %1541, align 4
  %1543 = getelementptr inbounds float, ptr %793, i64 44
  %1544 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 44
  store float %1544, ptr %1543, align 4
  %1545 = getelementptr inbounds float, ptr %793, i64 45
  %1546 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 45
  store float %1546, ptr %1545, align 4
  %1547 = getelementptr inbounds float, ptr %793, i64 46
  %1548 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 46
  store float %1548, ptr %1547, align 4
  %1549 = getelementptr inbounds float, ptr %793, i64 47
  %1550 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 47
  store float %1550, ptr %1549, align 4
  %1551 = getelementptr inbounds float, ptr %793, i64 48
  %1552 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 48
  store float %1552, ptr %1551, align 4
  %1553 = getelementptr inbounds float, ptr %793, i64 49
  %1554 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 49
  store float %1554, ptr %1553, align 4
  %1555 = getelementptr inbounds float, ptr %793, i64 50
  %1556 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 50
  store float %1556, ptr %1555, align 4
  %1557 = getelementptr inbounds float, ptr %793, i64 51
  %1558 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 51
  store float %1558, ptr %1557, align 4
  %1559 = getelementptr inbounds float, ptr %793, i64 52
  %1560 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 52
  store float %1560, ptr %1559, align 4
  %1561 = getelementptr inbounds float, ptr %793, i64 53
  %1562 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 53
  store float %1562, ptr %1561, align 4
  %1563 = getelementptr inbounds float, ptr %793, i64 54
  %1564 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 54
  store float %1564, ptr %1563, align 4
  %1565 = getelementptr inbounds float, ptr %793, i64 55
  %1566 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 55
  store float %1566, ptr %1565, align 4
  %1567 = getelementptr inbounds float, ptr %793, i64 56
  %1568 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 56
  store float %1568, ptr %1567, align 4
  %1569 = getelementptr inbounds float, ptr %793, i64 57
  %1570 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 57
  store float %1570, ptr %1569, align 4
  %1571 = getelementptr inbounds float, ptr %793, i64 58
  %1572 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 58
  store float %1572, ptr %1571, align 4
  %1573 = getelementptr inbounds float, ptr %793, i64 59
  %1574 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 59
  store float %1574, ptr %1573, align 4
  %1575 = getelementptr inbounds float, ptr %793, i64 60
  %1576 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 60
  store float %1576, ptr %1575, align 4
  %1577 = getelementptr inbounds float, ptr %793, i64 61
  %1578 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 61
  store float %1578, ptr %1577, align 4
  %1579 = getelementptr inbounds float, ptr %793, i64 62
  %1580 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 62
  store float %1580, ptr %1579, align 4
  %1581 = getelementptr inbounds float, ptr %793, i64 63
  %1582 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1454, 63
  store float %1582, ptr %1581, align 4
  %1583 = zext i32 %1044 to i64
  %1584 = add i64 32, %1583
  %1585 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 65536), i64 %1584
  %1586 = ptrtoint ptr addrspace(3) %1585 to i64
  %1587 = and i64 %1586, 262143
  %1588 = lshr i64 %1587, 4
  %1589 = or i64 %1588, 4611686293305360384
  %1590 = getelementptr inbounds half, ptr addrspace(3) %792, i64 32
  %1591 = ptrtoint ptr addrspace(3) %1590 to i64
  %1592 = and i64 %1591, 262143
  %1593 = lshr i64 %1592, 4
  %1594 = or i64 %1593, 4611686293305360384
  %1595 = getelementptr inbounds float, ptr %793, i64 0
  %1596 = load float, ptr %1595, align 4
  %1597 = getelementptr inbounds float, ptr %793, i64 1
  %1598 = load float, ptr %1597, align 4
  %1599 = getelementptr inbounds float, ptr %793, i64 2
  %1600 = load float, ptr %1599, align 4
  %1601 = getelementptr inbounds float, ptr %793, i64 3
  %1602 = load float, ptr %1601, align 4
  %1603 = getelementptr inbounds float, ptr %793, i64 4
  %1604 = load float, ptr %1603, align 4
  %1605 = getelementptr inbounds float, ptr %793, i64 5
  %1606 = load float, ptr %1605, align 4
  %1607 = getelementptr inbounds float, ptr %793, i64 6
  %1608 = load float, ptr %1607, align 4
  %1609 = getelementptr inbounds float, ptr %793, i64 7
  %1610 = load float, ptr %1609, align 4
  %1611 = getelementptr inbounds float, ptr %793, i64 8
  %1612 = load float, ptr %1611, align 4
  %1613 = getelementptr inbounds float, ptr %793, i64 9
  %1614 = load float, ptr %1613, align 4
  %1615 = getelementptr inbounds float, ptr %793, i64 10
  %1616 = load float, ptr %1615, align 4
  %1617 = getelementptr inbounds float, ptr %793, i64 11
  %1618 = load float, ptr %1617, align 4
  %1619 = getelementptr inbounds float, ptr %793, i64 12
  %1620 = load float, ptr %1619, align 4
  %1621 = getelementptr inbounds float, ptr %793, i64 13
  %1622 = load float, ptr %1621, align 4
  %1623 = getelementptr inbounds float, ptr %793, i64 14
  %1624 = load float, ptr %1623, align 4
  %1625 = getelementptr inbounds float, ptr %793, i64 15
  %1626 = load float, ptr %1625, align 4
  %1627 = getelementptr inbounds float, ptr %793, i64 16
  %1628 = load float, ptr %1627, align 4
  %1629 = getelementptr inbounds float, ptr %793, i64 17
  %1630 = load float, ptr %1629, align 4
  %1631 = getelementptr inbounds float, ptr %793, i64 18
  %1632 = load float, ptr %1631, align 4
  %1633 = getelementptr inbounds float, ptr %793, i64 19
  %1634 = load float, ptr %1633, align 4
  %1635 = getelementptr inbounds float, ptr %793, i64 20
  %1636 = load float, ptr %1635, align 4
  %1637 = getelementptr inbounds float, ptr %793, i64 21
  %1638 = load float, ptr %1637, align 4
  %1639 = getelementptr inbounds float, ptr %793, i64 22
  %1640 = load float, ptr %1639, align 4
  %1641 = getelementptr inbounds float, ptr %793, i64 23
  %1642 = load float, ptr %1641, align 4
  %1643 = getelementptr inbounds float, ptr %793, i64 24
  %1644 = load float, ptr %1643, align 4
  %1645 = getelementptr inbounds float, ptr %793, i64 25
  %1646 = load float, ptr %1645, align 4
  %1647 = getelementptr inbounds float, ptr %793, i64 26
  %1648 = load float, ptr %1647, align 4
  %1649 = getelementptr inbounds float, ptr %793, i64 27
  %1650 = load float, ptr %1649, align 4
  %1651 = getelementptr inbounds float, ptr %793, i64 28
  %1652 = load float, ptr %1651, align 4
  %1653 = getelementptr inbounds float, ptr %793, i64 29
  %1654 = load float, ptr %1653, align 4
  %1655 = getelementptr inbounds float, ptr %793, i64 30
  %1656 = load float, ptr %1655, align 4
  %1657 = getelementptr inbounds float, ptr %793, i64 31
  %1658 = load float, ptr %1657, align 4
  %1659 = getelementptr inbounds float, ptr %793, i64 32
  %1660 = load float, ptr %1659, align 4
  %1661 = getelementptr inbounds float, ptr %793, i64 33
  %1662 = load float, ptr %1661, align 4
  %1663 = getelementptr inbounds float, ptr %793, i64 34
  %1664 = load float, ptr %1663, align 4
  %1665 = getelementptr inbounds float, ptr %793, i64 35
  %1666 = load float, ptr %1665, align 4
  %1667 = getelementptr inbounds float, ptr %793, i64 36
  %1668 = load float, ptr %1667, align 4
  %1669 = getelementptr inbounds float, ptr %793, i64 37
  %1670 = load float, ptr %1669, align 4
  %1671 = getelementptr inbounds float, ptr %793, i64 38
  %1672 = load float, ptr %1671, align 4
  %1673 = getelementptr inbounds float, ptr %793, i64 39
  %1674 = load float, ptr %1673, align 4
  %1675 = getelementptr inbounds float, ptr %793, i64 40
  %1676 = load float, ptr %1675, align 4
  %1677 = getelementptr inbounds float, ptr %793, i64 41
  %1678 = load float, ptr %1677, align 4
  %1679 = getelementptr inbounds float, ptr %793, i64 42
  %1680 = load float, ptr %1679, align 4
  %1681 = getelementptr inbounds float, ptr %793, i64 43
  %1682 = load float, ptr %1681, align 4
  %1683 = getelementptr inbounds float, ptr %793, i64 44
  %1684 = load float, ptr %1683, align 4
  %1685 = getelementptr inbounds float, ptr %793, i64 45
  %1686 = load float, ptr %1685, align 4
  %1687 = getelementptr inbounds float, ptr %793, i64 46
  %1688 = load float, ptr %1687, align 4
  %1689 = getelementptr inbounds float, ptr %793, i64 47
  %1690 = load float, ptr %1689, align 4
  %1691 = getelementptr inbounds float, ptr %793, i64 48
  %1692 = load float, ptr %1691, align 4
  %1693 = getelementptr inbounds float, ptr %793, i64 49
  %1694 = load float, ptr %1693, align 4
  %1695 = getelementptr inbounds float, ptr %793, i64 50
  %1696 = load float, ptr %1695, align 4
  %1697 = getelementptr inbounds float, ptr %793, i64 51
  %1698 = load float, ptr %1697, align 4
  %1699 = getelementptr inbounds float, ptr %793, i64 52
  %1700 = load float, ptr %1699, align 4
  %1701 = getelementptr inbounds float, ptr %793, i64 53
  %1702 = load float, ptr %1701, align 4
  %1703 = getelementptr inbounds float, ptr %793, i64 54
  %1704 = load float, ptr %1703, align 4
  %1705 = getelementptr inbounds float, ptr %793, i64 55
  %1706 = load float, ptr %1705, align 4
  %1707 = getelementptr inbounds float, ptr %793, i64 56
  %1708 = load float, ptr %1707, align 4
  %1709 = getelementptr inbounds float, ptr %793, i64 57
  %1710 = load float, ptr %1709, align 4
  %1711 = getelementptr inbounds float, ptr %793, i64 58
  %1712 = load float, ptr %1711, align 4
  %1713 = getelementptr inbounds float, ptr %793, i64 59
  %1714 = load float, ptr %1713, align 4
  %1715 = getelementptr inbounds float, ptr %793, i64 60
  %1716 = load float, ptr %1715, align 4
  %1717 = getelementptr inbounds float, ptr %793, i64 61
  %1718 = load float, ptr %1717, align 4
  %1719 = getelementptr inbounds float, ptr %793, i64 62
  %1720 = load float, ptr %1719, align 4
  %1721 = getelementptr inbounds float, ptr %793, i64 63
  %1722 = load float, ptr %1721, align 4
  %1723 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 0;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %1589, i64 %1594, i32 1, float %1596, float %1598, float %1600, float %1602, float %1604, float %1606, float %1608, float %1610, float %1612, float %1614, float %1616, float %1618, float %1620, float %1622, float %1624, float %1626, float %1628, float %1630, float %1632, float %1634, float %1636, float %1638, float %1640, float %1642, float %1644, float %1646, float %1648, float %1650, float %1652, float %1654, float %1656, float %1658, float %1660, float %1662, float %1664, float %1666, float %1668, float %1670, float %1672, float %1674, float %1676, float %1678, float %1680, float %1682, float %1684, float %1686, float %1688, float %1690, float %1692, float %1694, float %1696, float %1698, float %1700, float %1702, float %1704, float %1706, float %1708, float %1710, float %1712, float %1714, float %1716, float %1718, float %1720, float %1722) #7
  %1724 = getelementptr inbounds float, ptr %793, i64 0
  %1725 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 0
  store float %1725, ptr %1724, align 4
  %1726 = getelementptr inbounds float, ptr %793, i64 1
  %1727 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 1
  store float %1727, ptr %1726, align 4
  %1728 = getelementptr inbounds float, ptr %793, i64 2
  %1729 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 2
  store float %1729, ptr %1728, align 4
  %1730 = getelementptr inbounds float, ptr %793, i64 3
  %1731 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 3
  store float %1731, ptr %1730, align 4
  %1732 = getelementptr inbounds float, ptr %793, i64 4
  %1733 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 4
  store float %1733, ptr %1732, align 4
  %1734 = getelementptr inbounds float, ptr %793, i64 5
  %1735 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 5
  store float %1735, ptr %1734, align 4
  %1736 = getelementptr inbounds float, ptr %793, i64 6
  %1737 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 6
  store float %1737, ptr %1736, align 4
  %1738 = getelementptr inbounds float, ptr %793, i64 7
  %1739 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 7
  store float %1739, ptr %1738, align 4
  %1740 = getelementptr inbounds float, ptr %793, i64 8
  %1741 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 8
  store float %1741, ptr %1740, align 4
  %1742 = getelementptr inbounds float, ptr %793, i64 9
  %1743 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 9
  store float %1743, ptr %1742, align 4
  %1744 = getelementptr inbounds float, ptr %793, i64 10
  %1745 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 10
  store float %1745, ptr %1744, align 4
  %1746 = getelementptr inbounds float, ptr %793, i64 11
  %1747 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 11
  store float %1747, ptr %1746, align 4
  %1748 = getelementptr inbounds float, ptr %793, i64 12
  %1749 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 12
  store float %1749, ptr %1748, align 4
  %1750 = getelementptr inbounds float, ptr %793, i64 13
  %1751 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 13
  store float %1751, ptr %1750, align 4
  %1752 = getelementptr inbounds float, ptr %793, i64 14
  %1753 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 14
  store float %1753, ptr %1752, align 4
  %1754 = getelementptr inbounds float, ptr %793, i64 15
  %1755 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 15
  store float %1755, ptr %1754, align 4
  %1756 = getelementptr inbounds float, ptr %793, i64 16
  %1757 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 16
  store float %1757, ptr %1756, align 4
  %1758 = getelementptr inbounds float, ptr %793, i64 17
  %1759 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 17
  store float %1759, ptr %1758, align 4
  %1760 = getelementptr inbounds float, ptr %793, i64 18
  %1761 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 18
  store float %1761, ptr %1760, align 4
  %1762 = getelementptr inbounds float, ptr %793, i64 19
  %1763 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 19
  store float %1763, ptr %1762, align 4
  %1764 = getelementptr inbounds float, ptr %793, i64 20
  %1765 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 20
  store float %1765, ptr %1764, align 4
  %1766 = getelementptr inbounds float, ptr %793, i64 21
  %1767 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 21
  store float %1767, ptr %1766, align 4
  %1768 = getelementptr inbounds float, ptr %793, i64 22
  %1769 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 22
  store float %1769, ptr %1768, align 4
  %1770 = getelementptr inbounds float, ptr %793, i64 23
  %1771 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 23
  store float %1771, ptr %1770, align 4
  %1772 = getelementptr inbounds float, ptr %793, i64 24
  %1773 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 24
  store float %1773, ptr %1772, align 4
  %1774 = getelementptr inbounds float, ptr %793, i64 25
  %1775 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 25
  store float %1775, ptr %1774, align 4
  %1776 = getelementptr inbounds float, ptr %793, i64 26
  %1777 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 26
  store float %1777, ptr %1776, align 4
  %1778 = getelementptr inbounds float, ptr %793, i64 27
  %1779 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 27
  store float %1779, ptr %1778, align 4
  %1780 = getelementptr inbounds float, ptr %793, i64 28
  %1781 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 28
  store float %1781, ptr %1780, align 4
  %1782 = getelementptr inbounds float, ptr %793, i64 29
  %1783 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 29
  store float %1783, ptr %1782, align 4
  %1784 = getelementptr inbounds float, ptr %793, i64 30
  %1785 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 30
  store float %1785, ptr %1784, align 4
  %1786 = getelementptr inbounds float, ptr %793, i64 31
  %1787 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 31
  store float %1787, ptr %1786, align 4
  %1788 = getelementptr inbounds float, ptr %793, i64 32
  %1789 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 32
  store float %1789, ptr %1788, align 4
  %1790 = getelementptr inbounds float, ptr %793, i64 33
  %1791 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 33
  store float %1791, ptr %1790, align 4
  %1792 = getelementptr inbounds float, ptr %793, i64 34
  %1793 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 34
  store float %1793, ptr %1792, align 4
  %1794 = getelementptr inbounds float, ptr %793, i64 35
  %1795 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 35
  store float %1795, ptr %1794, align 4
  %1796 = getelementptr inbounds float, ptr %793, i64 36
  %1797 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 36
  store float %1797, ptr %1796, align 4
  %1798 = getelementptr inbounds float, ptr %793, i64 37
  %1799 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 37
  store float %1799, ptr %1798, align 4
  %1800 = getelementptr inbounds float, ptr %793, i64 38
  %1801 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 38
  store float %1801, ptr %1800, align 4
  %1802 = getelementptr inbounds float, ptr %793, i64 39
  %1803 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 39
  store float %1803, ptr %1802, align 4
  %1804 = getelementptr inbounds float, ptr %793, i64 40
  %1805 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 40
  store float %1805, ptr %1804, align 4
  %1806 = getelementptr inbounds float, ptr %793, i64 41
  %1807 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 41
  store float %1807, ptr %1806, align 4
  %1808 = getelementptr inbounds float, ptr %793, i64 42
  %1809 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 42
  store float %1809, ptr %1808, align 4
  %1810 = getelementptr inbounds float, ptr %793, i64 43
  %1811 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 43
  store float %1811, ptr %1810, align 4
  %1812 = getelementptr inbounds float, ptr %793, i64 44
  %1813 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 44
  store float %1813, ptr %1812, align 4
  %1814 = getelementptr inbounds float, ptr %793, i64 45
  %1815 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 45
  store float %1815, ptr %1814, align 4
  %1816 = getelementptr inbounds float, ptr %793, i64 46
  %1817 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 46
  store float %1817, ptr %1816, align 4
  %1818 = getelementptr inbounds float, ptr %793, i64 47
  %1819 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 47
  store float %1819, ptr %1818, align 4
  %1820 = getelementptr inbounds float, ptr %793, i64 48
  %1821 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 48
  store float %1821, ptr %1820, align 4
  %1822 = getelementptr inbounds float, ptr %793, i64 49
  %1823 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 49
  store float %1823, ptr %1822, align 4
  %1824 = getelementptr inbounds float, ptr %793, i64 50
  %1825 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 50
  store float %1825, ptr %1824, align 4
  %1826 = getelementptr inbounds float, ptr %793, i64 51
  %1827 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 51
  store float %1827, ptr %1826, align 4
  %1828 = getelementptr inbounds float, ptr %793, i64 52
  %1829 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 52
  store float %1829, ptr %1828, align 4
  %1830 = getelementptr inbounds float, ptr %793, i64 53
  %1831 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 53
  store float %1831, ptr %1830, align 4
  %1832 = getelementptr inbounds float, ptr %793, i64 54
  %1833 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 54
  store float %1833, ptr %1832, align 4
  %1834 = getelementptr inbounds float, ptr %793, i64 55
  %1835 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 55
  store float %1835, ptr %1834, align 4
  %1836 = getelementptr inbounds float, ptr %793, i64 56
  %1837 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 56
  store float %1837, ptr %1836, align 4
  %1838 = getelementptr inbounds float, ptr %793, i64 57
  %1839 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 57
  store float %1839, ptr %1838, align 4
  %1840 = getelementptr inbounds float, ptr %793, i64 58
  %1841 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 58
  store float %1841, ptr %1840, align 4
  %1842 = getelementptr inbounds float, ptr %793, i64 59
  %1843 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 59
  store float %1843, ptr %1842, align 4
  %1844 = getelementptr inbounds float, ptr %793, i64 60
  %1845 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 60
  store float %1845, ptr %1844, align 4
  %1846 = getelementptr inbounds float, ptr %793, i64 61
  %1847 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 61
  store float %1847, ptr %1846, align 4
  %1848 = getelementptr inbounds float, ptr %793, i64 62
  %1849 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 62
  store float %1849, ptr %1848, align 4
  %1850 = getelementptr inbounds float, ptr %793, i64 63
  %1851 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1723, 63
  store float %1851, ptr %1850, align 4
  %1852 = zext i32 %1044 to i64
  %1853 = add i64 48, %1852
  %1854 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 65536), i64 %1853
  %1855 = ptrtoint ptr addrspace(3) %1854 to i64
  %1856 = and i64 %1855, 262143
  %1857 = lshr i64 %1856, 4
  %1858 = or i64 %1857, 4611686293305360384
  %1859 = getelementptr inbounds half, ptr addrspace(3) %792, i64 48
  %1860 = ptrtoint ptr addrspace(3) %1859 to i64
  %1861 = and i64 %1860, 262143
  %1862 = lshr i64 %1861, 4
  %1863 = or i64 %1862, 4611686293305360384
  %1864 = getelementptr inbounds float, ptr %793, i64 0
  %1865 = load float, ptr %1864, align 4
  %1866 = getelementptr inbounds float, ptr %793, i64 1
  %1867 = load float, ptr %1866, align 4
  %1868 = getelementptr inbounds float, ptr %793, i64 2
  %1869 = load float, ptr %1868, align 4
  %1870 = getelementptr inbounds float, ptr %793, i64 3
  %1871 = load float, ptr %1870, align 4
  %1872 = getelementptr inbounds float, ptr %793, i64 4
  %1873 = load float, ptr %1872, align 4
  %1874 = getelementptr inbounds float, ptr %793, i64 5
  %1875 = load float, ptr %1874, align 4
  %1876 = getelementptr inbounds float, ptr %793, i64 6
  %1877 = load float, ptr %1876, align 4
  %1878 = getelementptr inbounds float, ptr %793, i64 7
  %1879 = load float, ptr %1878, align 4
  %1880 = getelementptr inbounds float, ptr %793, i64 8
  %1881 = load float, ptr %1880, align 4
  %1882 = getelementptr inbounds float, ptr %793, i64 9
  %1883 = load float, ptr %1882, align 4
  %1884 = getelementptr inbounds float, ptr %793, i64 10
  %1885 = load float, ptr %1884, align 4
  %1886 = getelementptr inbounds float, ptr %793, i64 11
  %1887 = load float, ptr %1886, align 4
  %1888 = getelementptr inbounds float, ptr %793, i64 12
  %1889 = load float, ptr %1888, align 4
  %1890 = getelementptr inbounds float, ptr %793, i64 13
  %1891 = load float, ptr %1890, align 4
  %1892 = getelementptr inbounds float, ptr %793, i64 14
  %1893 = load float, ptr %1892, align 4
  %1894 = getelementptr inbounds float, ptr %793, i64 15
  %1895 = load float, ptr %1894, align 4
  %1896 = getelementptr inbounds float, ptr %793, i64 16
  %1897 = load float, ptr %1896, align 4
  %1898 = getelementptr inbounds float, ptr %793, i64 17
  %1899 = load float, ptr %1898, align 4
  %1900 = getelementptr inbounds float, ptr %793, i64 18
  %1901 = load float, ptr %1900, align 4
  %1902 = getelementptr inbounds float, ptr %793, i64 19
  %1903 = load float, ptr %1902, align 4
  %1904 = getelementptr inbounds float, ptr %793, i64 20
  %1905 = load float, ptr %1904, align 4
  %1906 = getelementptr inbounds float, ptr %793, i64 21
  %1907 = load float, ptr %1906, align 4
  %1908 = getelementptr inbounds float, ptr %793, i64 22
  %1909 = load float, ptr %1908, align 4
  %1910 = getelementptr inbounds float, ptr %793, i64 23
  %1911 = load float, ptr %1910, align 4
  %1912 = getelementptr inbounds float, ptr %793, i64 24
  %1913 = load float, ptr %1912, align 4
  %1914 = getelementptr inbounds float, ptr %793, i64 25
  %1915 = load float, ptr %1914, align 4
  %1916 = getelementptr inbounds float, ptr %793, i64 26
  %1917 = load float, ptr %1916, align 4
  %1918 = getelementptr inbounds float, ptr %793, i64 27
  %1919 = load float, ptr %1918, align 4
  %1920 = getelementptr inbounds float, ptr %793, i64 28
  %1921 = load float, ptr %1920, align 4
  %1922 = getelementptr inbounds float, ptr %793, i64 29
  %1923 = load float, ptr %1922, align 4
  %1924 = getelementptr inbounds float, ptr %793, i64 30
  %1925 = load float, ptr %1924, align 4
  %1926 = getelementptr inbounds float, ptr %793, i64 31
  %1927 = load float, ptr %1926, align 4
  %1928 = getelementptr inbounds float, ptr %793, i64 32
  %1929 = load float, ptr %1928, align 4
  %1930 = getelementptr inbounds float, ptr %793, i64 33
  %1931 = load float, ptr %1930, align 4
  %1932 = getelementptr inbounds float, ptr %793, i64 34
  %1933 = load float, ptr %1932, align 4
  %1934 = getelementptr inbounds float, ptr %793, i64 35
  %1935 = load float, ptr %1934, align 4
  %1936 = getelementptr inbounds float, ptr %793, i64 36
  %1937 = load float, ptr %1936, align 4
  %1938 = getelementptr inbounds float, ptr %793, i64 37
  %1939 = load float, ptr %1938, align 4
  %1940 = getelementptr inbounds float, ptr %793, i64 38
  %1941 = load float, ptr %1940, align 4
  %1942 = getelementptr inbounds float, ptr %793, i64 39
  %1943 = load float, ptr %1942, align 4
  %1944 = getelementptr inbounds float, ptr %793, i64 40
  %1945 = load float, ptr %1944, align 4
  %1946 = getelementptr inbounds float, ptr %793, i64 41
  %1947 = load float, ptr %1946, align 4
  %1948 = getelementptr inbounds float, ptr %793, i64 42
  %1949 = load float, ptr %1948, align 4
  %1950 = getelementptr inbounds float, ptr %793, i64 43
  %1951 = load float, ptr %1950, align 4
  %1952 = getelementptr inbounds float, ptr %793, i64 44
  %1953 = load float, ptr %1952, align 4
  %1954 = getelementptr inbounds float, ptr %793, i64 45
  %1955 = load float, ptr %1954, align 4
  %1956 = getelementptr inbounds float, ptr %793, i64 46
  %1957 = load float, ptr %1956, align 4
  %1958 = getelementptr inbounds float, ptr %793, i64 47
  %1959 = load float, ptr %1958, align 4
  %1960 = getelementptr inbounds float, ptr %793, i64 48
  %1961 = load float, ptr %1960, align 4
  %1962 = getelementptr inbounds float, ptr %793, i64 49
  %1963 = load float, ptr %1962, align 4
  %1964 = getelementptr inbounds float, ptr %793, i64 50
  %1965 = load float, ptr %1964, align 4
  %1966 = getelementptr inbounds float, ptr %793, i64 51
  %1967 = load float, ptr %1966, align 4
  %1968 = getelementptr inbounds float, ptr %793, i64 52
  %1969 = load float, ptr %1968, align 4
  %1970 = getelementptr inbounds float, ptr %793, i64 53
  %1971 = load float, ptr %1970, align 4
  %1972 = getelementptr inbounds float, ptr %793, i64 54
  %1973 = load float, ptr %1972, align 4
  %1974 = getelementptr inbounds float, ptr %793, i64 55
  %1975 = load float, ptr %1974, align 4
  %1976 = getelementptr inbounds float, ptr %793, i64 56
  %1977 = load float, ptr %1976, align 4
  %1978 = getelementptr inbounds float, ptr %793, i64 57
  %1979 = load float, ptr %1978, align 4
  %1980 = getelementptr inbounds float, ptr %793, i64 58
  %1981 = load float, ptr %1980, align 4
  %1982 = getelementptr inbounds float, ptr %793, i64 59
  %1983 = load float, ptr %1982, align 4
  %1984 = getelementptr inbounds float, ptr %793, i64 60
  %1985 = load float, ptr %1984, align 4
  %1986 = getelementptr inbounds float, ptr %793, i64 61
  %1987 = load float, ptr %1986, align 4
  %1988 = getelementptr inbounds float, ptr %793, i64 62
  %1989 = load float, ptr %1988, align 4
  %1990 = getelementptr inbounds float, ptr %793, i64 63
  %1991 = load float, ptr %1990, align 4
  %1992 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 0;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %1858, i64 %1863, i32 1, float %1865, float %1867, float %1869, float %1871, float %1873, float %1875, float %1877, float %1879, float %1881, float %1883, float %1885, float %1887, float %1889, float %1891, float %1893, float %1895, float %1897, float %1899, float %1901, float %1903, float %1905, float %1907, float %1909, float %1911, float %1913, float %1915, float %1917, float %1919, float %1921, float %1923, float %1925, float %1927, float %1929, float %1931, float %1933, float %1935, float %1937, float %1939, float %1941, float %1943, float %1945, float %1947, float %1949, float %1951, float %1953, float %1955, float %1957, float %1959, float %1961, float %1963, float %1965, float %1967, float %1969, float %1971, float %1973, float %1975, float %1977, float %1979, float %1981, float %1983, float %1985, float %1987, float %1989, float %1991) #7
  %1993 = getelementptr inbounds float, ptr %793, i64 0
  %1994 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 0
  store float %1994, ptr %1993, align 4
  %1995 = getelementptr inbounds float, ptr %793, i64 1
  %1996 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 1
  store float %1996, ptr %1995, align 4
  %1997 = getelementptr inbounds float, ptr %793, i64 2
  %1998 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 2
  store float %1998, ptr %1997, align 4
  %1999 = getelementptr inbounds float, ptr %793, i64 3
  %2000 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 3
  store float %2000, ptr %1999, align 4
  %2001 = getelementptr inbounds float, ptr %793, i64 4
  %2002 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 4
  store float %2002, ptr %2001, align 4
  %2003 = getelementptr inbounds float, ptr %793, i64 5
  %2004 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 5
  store float %2004, ptr %2003, align 4
  %2005 = getelementptr inbounds float, ptr %793, i64 6
  %2006 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 6
  store float %2006, ptr %2005, align 4
  %2007 = getelementptr inbounds float, ptr %793, i64 7
  %2008 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 7
  store float %2008, ptr %2007, align 4
  %2009 = getelementptr inbounds float, ptr %793, i64 8
  %2010 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 8
  store float %2010, ptr %2009, align 4
  %2011 = getelementptr inbounds float, ptr %793, i64 9
  %2012 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 9
  store float %2012, ptr %2011, align 4
  %2013 = getelementptr inbounds float, ptr %793, i64 10
  %2014 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 10
  store float %2014, ptr %2013, align 4
  %2015 = getelementptr inbounds float, ptr %793, i64 11
  %2016 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 11
  store float %2016, ptr %2015, align 4
  %2017 = getelementptr inbounds float, ptr %793, i64 12
  %2018 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 12
  store float %2018, ptr %2017, align 4
  %2019 = getelementptr inbounds float, ptr %793, i64 13
  %2020 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 13
  store float %2020, ptr %2019, align 4
  %2021 = getelementptr inbounds float, ptr %793, i64 14
  %2022 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 14
  store float %2022, ptr %2021, align 4
  %2023 = getelementptr inbounds float, ptr %793, i64 15
  %2024 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 15
  store float %2024, ptr %2023, align 4
  %2025 = getelementptr inbounds float, ptr %793, i64 16
  %2026 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 16
  store float %2026, ptr %2025, align 4
  %2027 = getelementptr inbounds float, ptr %793, i64 17
  %2028 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 17
  store float %2028, ptr %2027, align 4
  %2029 = getelementptr inbounds float, ptr %793, i64 18
  %2030 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 18
  store float %2030, ptr %2029, align 4
  %2031 = getelementptr inbounds float, ptr %793, i64 19
  %2032 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 19
  store float %2032, ptr %2031, align 4
  %2033 = getelementptr inbounds float, ptr %793, i64 20
  %2034 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 20
  store float %2034, ptr %2033, align 4
  %2035 = getelementptr inbounds float, ptr %793, i64 21
  %2036 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 21
  store float %2036, ptr %2035, align 4
  %2037 = getelementptr inbounds float, ptr %793, i64 22
  %2038 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 22
  store float %2038, ptr %2037, align 4
  %2039 = getelementptr inbounds float, ptr %793, i64 23
  %2040 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 23
  store float %2040, ptr %2039, align 4
  %2041 = getelementptr inbounds float, ptr %793, i64 24
  %2042 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 24
  store float %2042, ptr %2041, align 4
  %2043 = getelementptr inbounds float, ptr %793, i64 25
  %2044 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 25
  store float %2044, ptr %2043, align 4
  %2045 = getelementptr inbounds float, ptr %793, i64 26
  %2046 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 26
  store float %2046, ptr %2045, align 4
  %2047 = getelementptr inbounds float, ptr %793, i64 27
  %2048 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 27
  store float %2048, ptr %2047, align 4
  %2049 = getelementptr inbounds float, ptr %793, i64 28
  %2050 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 28
  store float %2050, ptr %2049, align 4
  %2051 = getelementptr inbounds float, ptr %793, i64 29
  %2052 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 29
  store float %2052, ptr %2051, align 4
  %2053 = getelementptr inbounds float, ptr %793, i64 30
  %2054 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 30
  store float %2054, ptr %2053, align 4
  %2055 = getelementptr inbounds float, ptr %793, i64 31
  %2056 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 31
  store float %2056, ptr %2055, align 4
  %2057 = getelementptr inbounds float, ptr %793, i64 32
  %2058 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 32
  store float %2058, ptr %2057, align 4
  %2059 = getelementptr inbounds float, ptr %793, i64 33
  %2060 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 33
  store float %2060, ptr %2059, align 4
  %2061 = getelementptr inbounds float, ptr %793, i64 34
  %2062 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 34
  store float %2062, ptr %2061, align 4
  %2063 = getelementptr inbounds float, ptr %793, i64 35
  %2064 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 35
  store float %2064, ptr %2063, align 4
  %2065 = getelementptr inbounds float, ptr %793, i64 36
  %2066 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 36
  store float %2066, ptr %2065, align 4
  %2067 = getelementptr inbounds float, ptr %793, i64 37
  %2068 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 37
  store float %2068, ptr %2067, align 4
  %2069 = getelementptr inbounds float, ptr %793, i64 38
  %2070 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 38
  store float %2070, ptr %2069, align 4
  %2071 = getelementptr inbounds float, ptr %793, i64 39
  %2072 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 39
  store float %2072, ptr %2071, align 4
  %2073 = getelementptr inbounds float, ptr %793, i64 40
  %2074 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 40
  store float %2074, ptr %2073, align 4
  %2075 = getelementptr inbounds float, ptr %793, i64 41
  %2076 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 41
  store float %2076, ptr %2075, align 4
  %2077 = getelementptr inbounds float, ptr %793, i64 42
  %2078 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 42
  store float %2078, ptr %2077, align 4
  %2079 = getelementptr inbounds float, ptr %793, i64 43
  %2080 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 43
  store float %2080, ptr %2079, align 4
  %2081 = getelementptr inbounds float, ptr %793, i64 44
  %2082 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 44
  store float %2082, ptr %2081, align 4
  %2083 = getelementptr inbounds float, ptr %793, i64 45
  %2084 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 45
  store float %2084, ptr %2083, align 4
  %2085 = getelementptr inbounds float, ptr %793, i64 46
  %2086 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 46
  store float %2086, ptr %2085, align 4
  %2087 = getelementptr inbounds float, ptr %793, i64 47
  %2088 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 47
  store float %2088, ptr %2087, align 4
  %2089 = getelementptr inbounds float, ptr %793, i64 48
  %2090 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 48
  store float %2090, ptr %2089, align 4
  %2091 = getelementptr inbounds float, ptr %793, i64 49
  %2092 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 49
  store float %2092, ptr %2091, align 4
  %2093 = getelementptr inbounds float, ptr %793, i64 50
  %2094 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 50
  store float %2094, ptr %2093, align 4
  %2095 = getelementptr inbounds float, ptr %793, i64 51
  %2096 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 51
  store float %2096, ptr %2095, align 4
  %2097 = getelementptr inbounds float, ptr %793, i64 52
  %2098 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 52
  store float %2098, ptr %2097, align 4
  %2099 = getelementptr inbounds float, ptr %793, i64 53
  %2100 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 53
  store float %2100, ptr %2099, align 4
  %2101 = getelementptr inbounds float, ptr %793, i64 54
  %2102 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 54
  store float %2102, ptr %2101, align 4
  %2103 = getelementptr inbounds float, ptr %793, i64 55
  %2104 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 55
  store float %2104, ptr %2103, align 4
  %2105 = getelementptr inbounds float, ptr %793, i64 56
  %2106 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 56
  store float %2106, ptr %2105, align 4
  %2107 = getelementptr inbounds float, ptr %793, i64 57
  %2108 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 57
  store float %2108, ptr %2107, align 4
  %2109 = getelementptr inbounds float, ptr %793, i64 58
  %2110 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 58
  store float %2110, ptr %2109, align 4
  %2111 = getelementptr inbounds float, ptr %793, i64 59
  %2112 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 59
  store float %2112, ptr %2111, align 4
  %2113 = getelementptr inbounds float, ptr %793, i64 60
  %2114 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 60
  store float %2114, ptr %2113, align 4
  %2115 = getelementptr inbounds float, ptr %793, i64 61
  %2116 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 61
  store float %2116, ptr %2115, align 4
  %2117 = getelementptr inbounds float, ptr %793, i64 62
  %2118 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 62
  store float %2118, ptr %2117, align 4
  %2119 = getelementptr inbounds float, ptr %793, i64 63
  %2120 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1992, 63
  store float %2120, ptr %2119, align 4
  call void asm sideeffect "wgmma.commit_group.sync.aligned;", "~{memory}"() #7
  call void asm sideeffect "wgmma.wait_group.sync.aligned 0;", "~{memory}"() #7
  %2121 = getelementptr inbounds float, ptr %793, i64 0
  %2122 = load float, ptr %2121, align 4
  %2123 = call float asm sideeffect "", "=f,0,~{memory}"(float %2122)
  store float %2123, ptr %2121, align 4
  %2124 = getelementptr inbounds float, ptr %793, i64 1
  %2125 = load float, ptr %2124, align 4
  %2126 = call float asm sideeffect "", "=f,0,~{memory}"(float %2125)
  store float %2126, ptr %2124, align 4
  %2127 = getelementptr inbounds float, ptr %793, i64 2
  %2128 = load float, ptr %2127, align 4
  %2129 = call float asm sideeffect "", "=f,0,~{memory}"(float %2128)
  store float %2129, ptr %2127, align 4
  %2130 = getelementptr inbounds float, ptr %793, i64 3
  %2131 = load float, ptr %2130, align 4
  %2132 = call float asm sideeffect "", "=f,0,~{memory}"(float %2131)
  store float %2132, ptr %2130, align 4
  %2133 = getelementptr inbounds float, ptr %793, i64 4
  %2134 = load float, ptr %2133, align 4
  %2135 = call float asm sideeffect "", "=f,0,~{memory}"(float %2134)
  store float %2135, ptr %2133, align 4
  %2136 = getelementptr inbounds float, ptr %793, i64 5
  %2137 = load float, ptr %2136, align 4
  %2138 = call float asm sideeffect "", "=f,0,~{memory}"(float %2137)
  store float %2138, ptr %2136, align 4
  %2139 = getelementptr inbounds float, ptr %793, i64 6
  %2140 = load float, ptr %2139, align 4
  %2141 = call float asm sideeffect "", "=f,0,~{memory}"(float %2140)
  store float %2141, ptr %2139, align 4
  %2142 = getelementptr inbounds float, ptr %793, i64 7
  %2143 = load float, ptr %2142, align 4
  %2144 = call float asm sideeffect "", "=f,0,~{memory}"(float %2143)
  store float %2144, ptr %2142, align 4
  %2145 = getelementptr inbounds float, ptr %793, i64 8
  %2146 = load float, ptr %2145, align 4
  %2147 = call float asm sideeffect "", "=f,0,~{memory}"(float %2146)
  store float %2147, ptr %2145, align 4
  %2148 = getelementptr inbounds float, ptr %793, i64 9
  %2149 = load float, ptr %2148, align 4
  %2150 = call float asm sideeffect "", "=f,0,~{memory}"(float %2149)
  store float %2150, ptr %2148, align 4
  %2151 = getelementptr inbounds float, ptr %793, i64 10
  %2152 = load float, ptr %2151, align 4
  %2153 = call float asm sideeffect "", "=f,0,~{memory}"(float %2152)
  store float %2153, ptr %2151, align 4
  %2154 = getelementptr inbounds float, ptr %793, i64 11
  %2155 = load float, ptr %2154, align 4
  %2156 = call float asm sideeffect "", "=f,0,~{memory}"(float %2155)
  store float %2156, ptr %2154, align 4
  %2157 = getelementptr inbounds float, ptr %793, i64 12
  %2158 = load float, ptr %2157, align 4
  %2159 = call float asm sideeffect "", "=f,0,~{memory}"(float %2158)
  store float %2159, ptr %2157, align 4
  %2160 = getelementptr inbounds float, ptr %793, i64 13
  %2161 = load float, ptr %2160, align 4
  %2162 = call float asm sideeffect "", "=f,0,~{memory}"(float %2161)
  store float %2162, ptr %2160, align 4
  %2163 = getelementptr inbounds float, ptr %793, i64 14
  %2164 = load float, ptr %2163, align 4
  %2165 = call float asm sideeffect "", "=f,0,~{memory}"(float %2164)
  store float %2165, ptr %2163, align 4
  %2166 = getelementptr inbounds float, ptr %793, i64 15
  %2167 = load float, ptr %2166, align 4
  %2168 = call float asm sideeffect "", "=f,0,~{memory}"(float %2167)
  store float %2168, ptr %2166, align 4
  %2169 = getelementptr inbounds float, ptr %793, i64 16
  %2170 = load float, ptr %2169, align 4
  %2171 = call float asm sideeffect "", "=f,0,~{memory}"(float %2170)
  store float %2171, ptr %2169, align 4
  %2172 = getelementptr inbounds float, ptr %793, i64 17
  %2173 = load float, ptr %2172, align 4
  %2174 = call float asm sideeffect "", "=f,0,~{memory}"(float %2173)
  store float %2174, ptr %2172, align 4
  %2175 = getelementptr inbounds float, ptr %793, i64 18
  %2176 = load float, ptr %2175, align 4
  %2177 = call float asm sideeffect "", "=f,0,~{memory}"(float %2176)
  store float %2177, ptr %2175, align 4
  %2178 = getelementptr inbounds float, ptr %793, i64 19
  %2179 = load float, ptr %2178, align 4
  %2180 = call float asm sideeffect "", "=f,0,~{memory}"(float %2179)
  store float %2180, ptr %2178, align 4
  %2181 = getelementptr inbounds float, ptr %793, i64 20
  %2182 = load float, ptr %2181, align 4
  %2183 = call float asm sideeffect "", "=f,0,~{memory}"(float %2182)
  store float %2183, ptr %2181, align 4
  %2184 = getelementptr inbounds float, ptr %793, i64 21
  %2185 = load float, ptr %2184, align 4
  %2186 = call float asm sideeffect "", "=f,0,~{memory}"(float %2185)
  store float %2186, ptr %2184, align 4
  %2187 = getelementptr inbounds float, ptr %793, i64 22
  %2188 = load float, ptr %2187, align 4
  %2189 = call float asm sideeffect "", "=f,0,~{memory}"(float %2188)
  store float %2189, ptr %2187, align 4
  %2190 = getelementptr inbounds float, ptr %793, i64 23
  %2191 = load float, ptr %2190, align 4
  %2192 = call float asm sideeffect "", "=f,0,~{memory}"(float %2191)
  store float %2192, ptr %2190, align 4
  %2193 = getelementptr inbounds float, ptr %793, i64 24
  %2194 = load float, ptr %2193, align 4
  %2195 = call float asm sideeffect "", "=f,0,~{memory}"(float %2194)
  store float %2195, ptr %2193, align 4
  %2196 = getelementptr inbounds float, ptr %793, i64 25
  %2197 = load float, ptr %2196, align 4
  %2198 = call float asm sideeffect "", "=f,0,~{memory}"(float %2197)
  store float %2198, ptr %2196, align 4
  %2199 = getelementptr inbounds float, ptr %793, i64 26
  %2200 = load float, ptr %2199, align 4
  %2201 = call float asm sideeffect "", "=f,0,~{memory}"(float %2200)
  store float %2201, ptr %2199, align 4
  %2202 = getelementptr inbounds float, ptr %793, i64 27
  %2203 = load float, ptr %2202, align 4
  %2204 = call float asm sideeffect "", "=f,0,~{memory}"(float %2203)
  store float %2204, ptr %2202, align 4
  %2205 = getelementptr inbounds float, ptr %793, i64 28
  %2206 = load float, ptr %2205, align 4
  %2207 = call float asm sideeffect "", "=f,0,~{memory}"(float %2206)
  store float %2207, ptr %2205, align 4
  %2208 = getelementptr inbounds float, ptr %793, i64 29
  %2209 = load float, ptr %2208, align 4
  %2210 = call float asm sideeffect "", "=f,0,~{memory}"(float %2209)
  store float %2210, ptr %2208, align 4
  %2211 = getelementptr inbounds float, ptr %793, i64 30
  %2212 = load float, ptr %2211, align 4
  %2213 = call float asm sideeffect "", "=f,0,~{memory}"(float %2212)
  store float %2213, ptr %2211, align 4
  %2214 = getelementptr inbounds float, ptr %793, i64 31
  %2215 = load float, ptr %2214, align 4
  %2216 = call float asm sideeffect "", "=f,0,~{memory}"(float %2215)
  store float %2216, ptr %2214, align 4
  %2217 = getelementptr inbounds float, ptr %793, i64 32
  %2218 = load float, ptr %2217, align 4
  %2219 = call float asm sideeffect "", "=f,0,~{memory}"(float %2218)
  store float %2219, ptr %2217, align 4
  %2220 = getelementptr inbounds float, ptr %793, i64 33
  %2221 = load float, ptr %2220, align 4
  %2222 = call float asm sideeffect "", "=f,0,~{memory}"(float %2221)
  store float %2222, ptr %2220, align 4
  %2223 = getelementptr inbounds float, ptr %793, i64 34
  %2224 = load float, ptr %2223, align 4
  %2225 = call float asm sideeffect "", "=f,0,~{memory}"(float %2224)
  store float %2225, ptr %2223, align 4
  %2226 = getelementptr inbounds float, ptr %793, i64 35
  %2227 = load float, ptr %2226, align 4
  %2228 = call float asm sideeffect "", "=f,0,~{memory}"(float %2227)
  store float %2228, ptr %2226, align 4
  %2229 = getelementptr inbounds float, ptr %793, i64 36
  %2230 = load float, ptr %2229, align 4
  %2231 = call float asm sideeffect "", "=f,0,~{memory}"(float %2230)
  store float %2231, ptr %2229, align 4
  %2232 = getelementptr inbounds float, ptr %793, i64 37
  %2233 = load float, ptr %2232, align 4
  %2234 = call float asm sideeffect "", "=f,0,~{memory}"(float %2233)
  store float %2234, ptr %2232, align 4
  %2235 = getelementptr inbounds float, ptr %793, i64 38
  %2236 = load float, ptr %2235, align 4
  %2237 = call float asm sideeffect "", "=f,0,~{memory}"(float %2236)
  store float %2237, ptr %2235, align 4
  %2238 = getelementptr inbounds float, ptr %793, i64 39
  %2239 = load float, ptr %2238, align 4
  %2240 = call float asm sideeffect "", "=f,0,~{memory}"(float %2239)
  store float %2240, ptr %2238, align 4
  %2241 = getelementptr inbounds float, ptr %793, i64 40
  %2242 = load float, ptr %2241, align 4
  %2243 = call float asm sideeffect "", "=f,0,~{memory}"(float %2242)
  store float %2243, ptr %2241, align 4
  %2244 = getelementptr inbounds float, ptr %793, i64 41
  %2245 = load float, ptr %2244, align 4
  %2246 = call float asm sideeffect "", "=f,0,~{memory}"(float %2245)
  store float %2246, ptr %2244, align 4
  %2247 = getelementptr inbounds float, ptr %793, i64 42
  %2248 = load float, ptr %2247, align 4
  %2249 = call float asm sideeffect "", "=f,0,~{memory}"(float %2248)
  store float %2249, ptr %2247, align 4
  %2250 = getelementptr inbounds float, ptr %793, i64 43
  %2251 = load float, ptr %2250, align 4
  %2252 = call float asm sideeffect "", "=f,0,~{memory}"(float %2251)
  store float %2252, ptr %2250, align 4
  %2253 = getelementptr inbounds float, ptr %793, i64 44
  %2254 = load float, ptr %2253, align 4
  %2255 = call float asm sideeffect "", "=f,0,~{memory}"(float %2254)
  store float %2255, ptr %2253, align 4
  %2256 = getelementptr inbounds float, ptr %793, i64 45
  %2257 = load float, ptr %2256, align 4
  %2258 = call float asm sideeffect "", "=f,0,~{memory}"(float %2257)
  store float %2258, ptr %2256, align 4
  %2259 = getelementptr inbounds float, ptr %793, i64 46
  %2260 = load float, ptr %2259, align 4
  %2261 = call float asm sideeffect "", "=f,0,~{memory}"(float %2260)
  store float %2261, ptr %2259, align 4
  %2262 = getelementptr inbounds float, ptr %793, i64 47
  %2263 = load float, ptr %2262, align 4
  %2264 = call float asm sideeffect "", "=f,0,~{memory}"(float %2263)
  store float %2264, ptr %2262, align 4
  %2265 = getelementptr inbounds float, ptr %793, i64 48
  %2266 = load float, ptr %2265, align 4
  %2267 = call float asm sideeffect "", "=f,0,~{memory}"(float %2266)
  store float %2267, ptr %2265, align 4
  %2268 = getelementptr inbounds float, ptr %793, i64 49
  %2269 = load float, ptr %2268, align 4
  %2270 = call float asm sideeffect "", "=f,0,~{memory}"(float %2269)
  store float %2270, ptr %2268, align 4
  %2271 = getelementptr inbounds float, ptr %793, i64 50
  %2272 = load float, ptr %2271, align 4
  %2273 = call float asm sideeffect "", "=f,0,~{memory}"(float %2272)
  store float %2273, ptr %2271, align 4
  %2274 = getelementptr inbounds float, ptr %793, i64 51
  %2275 = load float, ptr %2274, align 4
  %2276 = call float asm sideeffect "", "=f,0,~{memory}"(float %2275)
  store float %2276, ptr %2274, align 4
  %2277 = getelementptr inbounds float, ptr %793, i64 52
  %2278 = load float, ptr %2277, align 4
  %2279 = call float asm sideeffect "", "=f,0,~{memory}"(float %2278)
  store float %2279, ptr %2277, align 4
  %2280 = getelementptr inbounds float, ptr %793, i64 53
  %2281 = load float, ptr %2280, align 4
  %2282 = call float asm sideeffect "", "=f,0,~{memory}"(float %2281)
  store float %2282, ptr %2280, align 4
  %2283 = getelementptr inbounds float, ptr %793, i64 54
  %2284 = load float, ptr %2283, align 4
  %2285 = call float asm sideeffect "", "=f,0,~{memory}"(float %2284)
  store float %2285, ptr %2283, align 4
  %2286 = getelementptr inbounds float, ptr %793, i64 55
  %2287 = load float, ptr %2286, align 4
  %2288 = call float asm sideeffect "", "=f,0,~{memory}"(float %2287)
  store float %2288, ptr %2286, align 4
  %2289 = getelementptr inbounds float, ptr %793, i64 56
  %2290 = load float, ptr %2289, align 4
  %2291 = call float asm sideeffect "", "=f,0,~{memory}"(float %2290)
  store float %2291, ptr %2289, align 4
  %2292 = getelementptr inbounds float, ptr %793, i64 57
  %2293 = load float, ptr %2292, align 4
  %2294 = call float asm sideeffect "", "=f,0,~{memory}"(float %2293)
  store float %2294, ptr %2292, align 4
  %2295 = getelementptr inbounds float, ptr %793, i64 58
  %2296 = load float, ptr %2295, align 4
  %2297 = call float asm sideeffect "", "=f,0,~{memory}"(float %2296)
  store float %2297, ptr %2295, align 4
  %2298 = getelementptr inbounds float, ptr %793, i64 59
  %2299 = load float, ptr %2298, align 4
  %2300 = call float asm sideeffect "", "=f,0,~{memory}"(float %2299)
  store float %2300, ptr %2298, align 4
  %2301 = getelementptr inbounds float, ptr %793, i64 60
  %2302 = load float, ptr %2301, align 4
  %2303 = call float asm sideeffect "", "=f,0,~{memory}"(float %2302)
  store float %2303, ptr %2301, align 4
  %2304 = getelementptr inbounds float, ptr %793, i64 61
  %2305 = load float, ptr %2304, align 4
  %2306 = call float asm sideeffect "", "=f,0,~{memory}"(float %2305)
  store float %2306, ptr %2304, align 4
  %2307 = getelementptr inbounds float, ptr %793, i64 62
  %2308 = load float, ptr %2307, align 4
  %2309 = call float asm sideeffect "", "=f,0,~{memory}"(float %2308)
  store float %2309, ptr %2307, align 4
  %2310 = getelementptr inbounds float, ptr %793, i64 63
  %2311 = load float, ptr %2310, align 4
  %2312 = call float asm sideeffect "", "=f,0,~{memory}"(float %2311)
  store float %2312, ptr %2310, align 4
  br label %wgmma.done

wgmma.done:                                       ; preds = %wgmma.group, %l.end52
  br label %l.cond58

l.cond58:                                         ; preds = %l.body59, %wgmma.done
  %l61 = phi i32 [ 0, %wgmma.done ], [ %l.next62, %l.body59 ]
  %2313 = icmp slt i32 %l61, 2
  br i1 %2313, label %l.body59, label %l.end60

l.body59:                                         ; preds = %l.cond58
  %2314 = sext i32 %l61 to i64
  %2315 = getelementptr inbounds float, ptr %scores_max_prev, i64 %2314
  %2316 = sext i32 %l61 to i64
  %2317 = getelementptr inbounds float, ptr %scores_max, i64 %2316
  %2318 = load float, ptr %2317, align 4
  store float %2318, ptr %2315, align 4
  %l.next62 = add nsw i32 %l61, 1
  br label %l.cond58, !llvm.loop !17

l.end60:                                          ; preds = %l.cond58
  br label %ld.cond

ld.cond:                                          ; preds = %ld.body, %l.end60
  %ld = phi i32 [ 0, %l.end60 ], [ %ld.next, %ld.body ]
  %2319 = icmp slt i32 %ld, 2
  br i1 %2319, label %ld.body, label %ld.end

ld.body:                                          ; preds = %ld.cond
  %2320 = sext i32 %ld to i64
  %2321 = getelementptr inbounds float, ptr %scores_max_part, i64 %2320
  store float 0xFFF0000000000000, ptr %2321, align 4
  %ld.next = add nsw i32 %ld, 1
  br label %ld.cond, !llvm.loop !18

ld.end:                                           ; preds = %ld.cond
  br label %ls.cond

ls.cond:                                          ; preds = %ls.body, %ld.end
  %ls = phi i32 [ 0, %ld.end ], [ %ls.next, %ls.body ]
  %2322 = icmp slt i32 %ls, 64
  br i1 %2322, label %ls.body, label %ls.end

ls.body:                                          ; preds = %ls.cond
  %2323 = sdiv i32 %ls, 2
  %2324 = srem i32 %ls, 2
  %2325 = icmp slt i32 %2324, 0
  %2326 = icmp ne i1 %2325, false
  %2327 = icmp ne i32 %2324, 0
  %2328 = and i1 %2327, %2326
  %2329 = sub i32 %2323, 1
  %2330 = select i1 %2328, i32 %2329, i32 %2323
  %2331 = sdiv i32 %2330, 2
  %2332 = srem i32 %2330, 2
  %2333 = icmp slt i32 %2332, 0
  %2334 = icmp ne i1 %2333, false
  %2335 = icmp ne i32 %2332, 0
  %2336 = and i1 %2335, %2334
  %2337 = add i32 %2332, 2
  %2338 = select i1 %2336, i32 %2337, i32 %2332
  %2339 = sext i32 %2338 to i64
  %2340 = getelementptr inbounds float, ptr %scores_max_part, i64 %2339
  %2341 = sdiv i32 %ls, 2
  %2342 = srem i32 %ls, 2
  %2343 = icmp slt i32 %2342, 0
  %2344 = icmp ne i1 %2343, false
  %2345 = icmp ne i32 %2342, 0
  %2346 = and i1 %2345, %2344
  %2347 = sub i32 %2341, 1
  %2348 = select i1 %2346, i32 %2347, i32 %2341
  %2349 = sdiv i32 %2348, 2
  %2350 = srem i32 %2348, 2
  %2351 = icmp slt i32 %2350, 0
  %2352 = icmp ne i1 %2351, false
  %2353 = icmp ne i32 %2350, 0
  %2354 = and i1 %2353, %2352
  %2355 = add i32 %2350, 2
  %2356 = select i1 %2354, i32 %2355, i32 %2350
  %2357 = sext i32 %2356 to i64
  %2358 = getelementptr inbounds float, ptr %scores_max_part, i64 %2357
  %2359 = load float, ptr %2358, align 4
  %2360 = sext i32 %ls to i64
  %2361 = getelementptr inbounds float, ptr %acc_s, i64 %2360
  %2362 = load float, ptr %2361, align 4
  %2363 = call float @llvm.maxnum.f32(float %2359, float %2362)
  store float %2363, ptr %2340, align 4
  %ls.next = add nsw i32 %ls, 1
  br label %ls.cond, !llvm.loop !19

ls.end:                                           ; preds = %ls.cond
  br label %ld.cond63

ld.cond63:                                        ; preds = %ld.body64, %ls.end
  %ld66 = phi i32 [ 0, %ls.end ], [ %ld.next67, %ld.body64 ]
  %2364 = icmp slt i32 %ld66, 2
  br i1 %2364, label %ld.body64, label %ld.end65

ld.body64:                                        ; preds = %ld.cond63
  %2365 = sext i32 %ld66 to i64
  %2366 = getelementptr inbounds float, ptr %scores_max_part, i64 %2365
  %2367 = sext i32 %ld66 to i64
  %2368 = getelementptr inbounds float, ptr %scores_max_part, i64 %2367
  %2369 = load float, ptr %2368, align 4
  %2370 = sext i32 %ld66 to i64
  %2371 = getelementptr inbounds float, ptr %scores_max_part, i64 %2370
  %2372 = load float, ptr %2371, align 4
  %2373 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %2372, i32 2, i32 31)
  %2374 = call float @llvm.maxnum.f32(float %2369, float %2373)
  store float %2374, ptr %2366, align 4
  %ld.next67 = add nsw i32 %ld66, 1
  br label %ld.cond63, !llvm.loop !20

ld.end65:                                         ; preds = %ld.cond63
  br label %ld.cond68

ld.cond68:                                        ; preds = %ld.body69, %ld.end65
  %ld71 = phi i32 [ 0, %ld.end65 ], [ %ld.next72, %ld.body69 ]
  %2375 = icmp slt i32 %ld71, 2
  br i1 %2375, label %ld.body69, label %ld.end70

ld.body69:                                        ; preds = %ld.cond68
  %2376 = sext i32 %ld71 to i64
  %2377 = getelementptr inbounds float, ptr %scores_max_part, i64 %2376
  %2378 = sext i32 %ld71 to i64
  %2379 = getelementptr inbounds float, ptr %scores_max_part, i64 %2378
  %2380 = load float, ptr %2379, align 4
  %2381 = sext i32 %ld71 to i64
  %2382 = getelementptr inbounds float, ptr %scores_max_part, i64 %2381
  %2383 = load float, ptr %2382, align 4
  %2384 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %2383, i32 1, i32 31)
  %2385 = call float @llvm.maxnum.f32(float %2380, float %2384)
  store float %2385, ptr %2377, align 4
  %ld.next72 = add nsw i32 %ld71, 1
  br label %ld.cond68, !llvm.loop !21

ld.end70:                                         ; preds = %ld.cond68
  br label %ld.cond73

ld.cond73:                                        ; preds = %ld.body74, %ld.end70
  %ld76 = phi i32 [ 0, %ld.end70 ], [ %ld.next77, %ld.body74 ]
  %2386 = icmp slt i32 %ld76, 2
  br i1 %2386, label %ld.body74, label %ld.end75

ld.body74:                                        ; preds = %ld.cond73
  %2387 = sext i32 %ld76 to i64
  %2388 = getelementptr inbounds float, ptr %scores_max, i64 %2387
  %2389 = sext i32 %ld76 to i64
  %2390 = getelementptr inbounds float, ptr %scores_max, i64 %2389
  %2391 = load float, ptr %2390, align 4
  %2392 = sext i32 %ld76 to i64
  %2393 = getelementptr inbounds float, ptr %scores_max_part, i64 %2392
  %2394 = load float, ptr %2393, align 4
  %2395 = call float @llvm.maxnum.f32(float %2391, float %2394)
  store float %2395, ptr %2388, align 4
  %ld.next77 = add nsw i32 %ld76, 1
  br label %ld.cond73, !llvm.loop !22

ld.end75:                                         ; preds = %ld.cond73
  br label %l.cond78

l.cond78:                                         ; preds = %l.body79, %ld.end75
  %l81 = phi i32 [ 0, %ld.end75 ], [ %l.next82, %l.body79 ]
  %2396 = icmp slt i32 %l81, 2
  br i1 %2396, label %l.body79, label %l.end80

l.body79:                                         ; preds = %l.cond78
  %2397 = sext i32 %l81 to i64
  %2398 = getelementptr inbounds float, ptr %scores_scale, i64 %2397
  %2399 = sext i32 %l81 to i64
  %2400 = getelementptr inbounds float, ptr %scores_max_prev, i64 %2399
  %2401 = load float, ptr %2400, align 4
  %2402 = fmul float %2401, 0x3FC7154760000000
  %2403 = sext i32 %l81 to i64
  %2404 = getelementptr inbounds float, ptr %scores_max, i64 %2403
  %2405 = load float, ptr %2404, align 4
  %2406 = fmul float %2405, 0x3FC7154760000000
  %2407 = fsub float %2402, %2406
  %2408 = call float @llvm.nvvm.ex2.approx.f(float %2407) #0
  store float %2408, ptr %2398, align 4
  %l.next82 = add nsw i32 %l81, 1
  br label %l.cond78, !llvm.loop !23

l.end80:                                          ; preds = %l.cond78
  br label %l.cond83

l.cond83:                                         ; preds = %v.end89, %l.end80
  %l86 = phi i32 [ 0, %l.end80 ], [ %l.next92, %v.end89 ]
  %2409 = icmp slt i32 %l86, 32
  br i1 %2409, label %l.body84, label %l.end85

l.body84:                                         ; preds = %l.cond83
  br label %v.cond87

l.end85:                                          ; preds = %l.cond83
  br label %ld.cond93

v.cond87:                                         ; preds = %v.body88, %l.body84
  %v90 = phi i32 [ 0, %l.body84 ], [ %v.next91, %v.body88 ]
  %2410 = icmp slt i32 %v90, 2
  br i1 %2410, label %v.body88, label %v.end89

v.body88:                                         ; preds = %v.cond87
  %2411 = mul nsw i32 %l86, 2
  %2412 = add nsw i32 %2411, %v90
  %2413 = sext i32 %2412 to i64
  %2414 = getelementptr inbounds float, ptr %acc_s, i64 %2413
  %2415 = mul nsw i32 %l86, 2
  %2416 = add nsw i32 %2415, %v90
  %2417 = sext i32 %2416 to i64
  %2418 = getelementptr inbounds float, ptr %acc_s, i64 %2417
  %2419 = load float, ptr %2418, align 4
  %2420 = fmul float %2419, 0x3FC7154760000000
  %2421 = sdiv i32 %l86, 2
  %2422 = srem i32 %l86, 2
  %2423 = icmp slt i32 %2422, 0
  %2424 = icmp ne i1 %2423, false
  %2425 = icmp ne i32 %2422, 0
  %2426 = and i1 %2425, %2424
  %2427 = add i32 %2422, 2
  %2428 = select i1 %2426, i32 %2427, i32 %2422
  %2429 = sext i32 %2428 to i64
  %2430 = getelementptr inbounds float, ptr %scores_max, i64 %2429
  %2431 = load float, ptr %2430, align 4
  %2432 = fmul float %2431, 0x3FC7154760000000
  %2433 = fsub float %2420, %2432
  %2434 = call float @llvm.nvvm.ex2.approx.f(float %2433) #0
  store float %2434, ptr %2414, align 4
  %v.next91 = add nsw i32 %v90, 1
  br label %v.cond87, !llvm.loop !24

v.end89:                                          ; preds = %v.cond87
  %l.next92 = add nsw i32 %l86, 1
  br label %l.cond83, !llvm.loop !25

ld.cond93:                                        ; preds = %ld.body94, %l.end85
  %ld96 = phi i32 [ 0, %l.end85 ], [ %ld.next97, %ld.body94 ]
  %2435 = icmp slt i32 %ld96, 2
  br i1 %2435, label %ld.body94, label %ld.end95

ld.body94:                                        ; preds = %ld.cond93
  %2436 = sext i32 %ld96 to i64
  %2437 = getelementptr inbounds float, ptr %scores_sum_part, i64 %2436
  store float 0.000000e+00, ptr %2437, align 4
  %ld.next97 = add nsw i32 %ld96, 1
  br label %ld.cond93, !llvm.loop !26

ld.end95:                                         ; preds = %ld.cond93
  br label %ls.cond98

ls.cond98:                                        ; preds = %ls.body99, %ld.end95
  %ls101 = phi i32 [ 0, %ld.end95 ], [ %ls.next102, %ls.body99 ]
  %2438 = icmp slt i32 %ls101, 64
  br i1 %2438, label %ls.body99, label %ls.end100

ls.body99:                                        ; preds = %ls.cond98
  %2439 = sdiv i32 %ls101, 2
  %2440 = srem i32 %ls101, 2
  %2441 = icmp slt i32 %2440, 0
  %2442 = icmp ne i1 %2441, false
  %2443 = icmp ne i32 %2440, 0
  %2444 = and i1 %2443, %2442
  %2445 = sub i32 %2439, 1
  %2446 = select i1 %2444, i32 %2445, i32 %2439
  %2447 = sdiv i32 %2446, 2
  %2448 = srem i32 %2446, 2
  %2449 = icmp slt i32 %2448, 0
  %2450 = icmp ne i1 %2449, false
  %2451 = icmp ne i32 %2448, 0
  %2452 = and i1 %2451, %2450
  %2453 = add i32 %2448, 2
  %2454 = select i1 %2452, i32 %2453, i32 %2448
  %2455 = sext i32 %2454 to i64
  %2456 = getelementptr inbounds float, ptr %scores_sum_part, i64 %2455
  %2457 = sdiv i32 %ls101, 2
  %2458 = srem i32 %ls101, 2
  %2459 = icmp slt i32 %2458, 0
  %2460 = icmp ne i1 %2459, false
  %2461 = icmp ne i32 %2458, 0
  %2462 = and i1 %2461, %2460
  %2463 = sub i32 %2457, 1
  %2464 = select i1 %2462, i32 %2463, i32 %2457
  %2465 = sdiv i32 %2464, 2
  %2466 = srem i32 %2464, 2
  %2467 = icmp slt i32 %2466, 0
  %2468 = icmp ne i1 %2467, false
  %2469 = icmp ne i32 %2466, 0
  %2470 = and i1 %2469, %2468
  %2471 = add i32 %2466, 2
  %2472 = select i1 %2470, i32 %2471, i32 %2466
  %2473 = sext i32 %2472 to i64
  %2474 = getelementptr inbounds float, ptr %scores_sum_part, i64 %2473
  %2475 = load float, ptr %2474, align 4
  %2476 = sext i32 %ls101 to i64
  %2477 = getelementptr inbounds float, ptr %acc_s, i64 %2476
  %2478 = load float, ptr %2477, align 4
  %2479 = fadd float %2475, %2478
  store float %2479, ptr %2456, align 4
  %ls.next102 = add nsw i32 %ls101, 1
  br label %ls.cond98, !llvm.loop !27

ls.end100:                                        ; preds = %ls.cond98
  br label %ld.cond103

ld.cond103:                                       ; preds = %ld.body104, %ls.end100
  %ld106 = phi i32 [ 0, %ls.end100 ], [ %ld.next107, %ld.body104 ]
  %2480 = icmp slt i32 %ld106, 2
  br i1 %2480, label %ld.body104, label %ld.end105

ld.body104:                                       ; preds = %ld.cond103
  %2481 = sext i32 %ld106 to i64
  %2482 = getelementptr inbounds float, ptr %scores_sum_part, i64 %2481
  %2483 = sext i32 %ld106 to i64
  %2484 = getelementptr inbounds float, ptr %scores_sum_part, i64 %2483
  %2485 = load float, ptr %2484, align 4
  %2486 = sext i32 %ld106 to i64
  %2487 = getelementptr inbounds float, ptr %scores_sum_part, i64 %2486
  %2488 = load float, ptr %2487, align 4
  %2489 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %2488, i32 2, i32 31)
  %2490 = fadd float %2485, %2489
  store float %2490, ptr %2482, align 4
  %ld.next107 = add nsw i32 %ld106, 1
  br label %ld.cond103, !llvm.loop !28

ld.end105:                                        ; preds = %ld.cond103
  br label %ld.cond108

ld.cond108:                                       ; preds = %ld.body109, %ld.end105
  %ld111 = phi i32 [ 0, %ld.end105 ], [ %ld.next112, %ld.body109 ]
  %2491 = icmp slt i32 %ld111, 2
  br i1 %2491, label %ld.body109, label %ld.end110

ld.body109:                                       ; preds = %ld.cond108
  %2492 = sext i32 %ld111 to i64
  %2493 = getelementptr inbounds float, ptr %scores_sum_part, i64 %2492
  %2494 = sext i32 %ld111 to i64
  %2495 = getelementptr inbounds float, ptr %scores_sum_part, i64 %2494
  %2496 = load float, ptr %2495, align 4
  %2497 = sext i32 %ld111 to i64
  %2498 = getelementptr inbounds float, ptr %scores_sum_part, i64 %2497
  %2499 = load float, ptr %2498, align 4
  %2500 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %2499, i32 1, i32 31)
  %2501 = fadd float %2496, %2500
  store float %2501, ptr %2493, align 4
  %ld.next112 = add nsw i32 %ld111, 1
  br label %ld.cond108, !llvm.loop !29

ld.end110:                                        ; preds = %ld.cond108
  br label %ld.cond113

ld.cond113:                                       ; preds = %ld.body114, %ld.end110
  %ld116 = phi i32 [ 0, %ld.end110 ], [ %ld.next117, %ld.body114 ]
  %2502 = icmp slt i32 %ld116, 2
  br i1 %2502, label %ld.body114, label %ld.end115

ld.body114:                                       ; preds = %ld.cond113
  %2503 = sext i32 %ld116 to i64
  %2504 = getelementptr inbounds float, ptr %scores_sum, i64 %2503
  %2505 = sext i32 %ld116 to i64
  %2506 = getelementptr inbounds float, ptr %scores_sum_part, i64 %2505
  %2507 = load float, ptr %2506, align 4
  store float %2507, ptr %2504, align 4
  %ld.next117 = add nsw i32 %ld116, 1
  br label %ld.cond113, !llvm.loop !30

ld.end115:                                        ; preds = %ld.cond113
  br label %l.cond118

l.cond118:                                        ; preds = %l.body119, %ld.end115
  %l121 = phi i32 [ 0, %ld.end115 ], [ %l.next122, %l.body119 ]
  %2508 = icmp slt i32 %l121, 2
  br i1 %2508, label %l.body119, label %l.end120

l.body119:                                        ; preds = %l.cond118
  %2509 = sext i32 %l121 to i64
  %2510 = getelementptr inbounds float, ptr %logsum, i64 %2509
  %2511 = sext i32 %l121 to i64
  %2512 = getelementptr inbounds float, ptr %logsum, i64 %2511
  %2513 = load float, ptr %2512, align 4
  %2514 = sext i32 %l121 to i64
  %2515 = getelementptr inbounds float, ptr %scores_scale, i64 %2514
  %2516 = load float, ptr %2515, align 4
  %2517 = fmul float %2513, %2516
  %2518 = sext i32 %l121 to i64
  %2519 = getelementptr inbounds float, ptr %scores_sum, i64 %2518
  %2520 = load float, ptr %2519, align 4
  %2521 = fadd float %2517, %2520
  store float %2521, ptr %2510, align 4
  %l.next122 = add nsw i32 %l121, 1
  br label %l.cond118, !llvm.loop !31

l.end120:                                         ; preds = %l.cond118
  br label %l.cond123

l.cond123:                                        ; preds = %l.body124, %l.end120
  %l126 = phi i32 [ 0, %l.end120 ], [ %l.next127, %l.body124 ]
  %2522 = icmp slt i32 %l126, 32
  br i1 %2522, label %l.body124, label %l.end125

l.body124:                                        ; preds = %l.cond123
  %2523 = mul nsw i32 %l126, 2
  %2524 = sext i32 %2523 to i64
  %2525 = getelementptr inbounds half, ptr %acc_s_cast, i64 %2524
  %2526 = mul nsw i32 %l126, 2
  %2527 = sext i32 %2526 to i64
  %2528 = getelementptr inbounds float, ptr %acc_s, i64 %2527
  %2529 = load <2 x float>, ptr %2528, align 8
  %2530 = fptrunc <2 x float> %2529 to <2 x half>
  store <2 x half> %2530, ptr %2525, align 4
  %l.next127 = add nsw i32 %l126, 1
  br label %l.cond123, !llvm.loop !32

l.end125:                                         ; preds = %l.cond123
  br label %l.cond128

l.cond128:                                        ; preds = %l.body129, %l.end125
  %l131 = phi i32 [ 0, %l.end125 ], [ %l.next132, %l.body129 ]
  %2531 = icmp slt i32 %l131, 16
  br i1 %2531, label %l.body129, label %l.end130

l.body129:                                        ; preds = %l.cond128
  %2532 = mul nsw i32 %l131, 2
  %2533 = sext i32 %2532 to i64
  %2534 = getelementptr inbounds float, ptr %acc_o, i64 %2533
  %2535 = mul nsw i32 %l131, 2
  %2536 = sext i32 %2535 to i64
  %2537 = getelementptr inbounds float, ptr %acc_o, i64 %2536
  %2538 = load <2 x float>, ptr %2537, align 8
  %2539 = sdiv i32 %l131, 2
  %2540 = srem i32 %l131, 2
  %2541 = icmp slt i32 %2540, 0
  %2542 = icmp ne i1 %2541, false
  %2543 = icmp ne i32 %2540, 0
  %2544 = and i1 %2543, %2542
  %2545 = add i32 %2540, 2
  %2546 = select i1 %2544, i32 %2545, i32 %2540
  %2547 = sext i32 %2546 to i64
  %2548 = getelementptr inbounds float, ptr %scores_scale, i64 %2547
  %2549 = load float, ptr %2548, align 4
  %.splatinsert = insertelement <2 x float> poison, float %2549, i64 0
  %.splat = shufflevector <2 x float> %.splatinsert, <2 x float> poison, <2 x i32> zeroinitializer
  %2550 = fmul <2 x float> %2538, %.splat
  store <2 x float> %2550, ptr %2534, align 8
  %l.next132 = add nsw i32 %l131, 1
  br label %l.cond128, !llvm.loop !33

l.end130:                                         ; preds = %l.cond128
  %2551 = getelementptr inbounds half, ptr %acc_s_cast, i64 0
  %2552 = sdiv i32 %k, 2
  %2553 = srem i32 %k, 2
  %2554 = icmp slt i32 %2553, 0
  %2555 = icmp ne i1 %2554, false
  %2556 = icmp ne i32 %2553, 0
  %2557 = and i1 %2556, %2555
  %2558 = add i32 %2553, 2
  %2559 = select i1 %2557, i32 %2558, i32 %2553
  %2560 = mul nsw i32 %2559, 128
  %2561 = mul nsw i32 %2560, 64
  %2562 = sext i32 %2561 to i64
  %2563 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 32768), i64 %2562
  %2564 = getelementptr inbounds float, ptr %acc_o, i64 0
  %tid.x133 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !5
  %warpgroup134 = udiv i32 %tid.x133, 128
  %2565 = icmp ult i32 %warpgroup134, 2
  br i1 %2565, label %wgmma.group135, label %wgmma.done136

wgmma.group135:                                   ; preds = %l.end130
  %2566 = getelementptr inbounds float, ptr %2564, i64 0
  %2567 = load float, ptr %2566, align 4
  %2568 = call float asm sideeffect "", "=f,0,~{memory}"(float %2567)
  store float %2568, ptr %2566, align 4
  %2569 = getelementptr inbounds float, ptr %2564, i64 1
  %2570 = load float, ptr %2569, align 4
  %2571 = call float asm sideeffect "", "=f,0,~{memory}"(float %2570)
  store float %2571, ptr %2569, align 4
  %2572 = getelementptr inbounds float, ptr %2564, i64 2
  %2573 = load float, ptr %2572, align 4
  %2574 = call float asm sideeffect "", "=f,0,~{memory}"(float %2573)
  store float %2574, ptr %2572, align 4
  %2575 = getelementptr inbounds float, ptr %2564, i64 3
  %2576 = load float, ptr %2575, align 4
  %2577 = call float asm sideeffect "", "=f,0,~{memory}"(float %2576)
  store float %2577, ptr %2575, align 4
  %2578 = getelementptr inbounds float, ptr %2564, i64 4
  %2579 = load float, ptr %2578, align 4
  %2580 = call float asm sideeffect "", "=f,0,~{memory}"(float %2579)
  store float %2580, ptr %2578, align 4
  %2581 = getelementptr inbounds float, ptr %2564, i64 5
  %2582 = load float, ptr %2581, align 4
  %2583 = call float asm sideeffect "", "=f,0,~{memory}"(float %2582)
  store float %2583, ptr %2581, align 4
  %2584 = getelementptr inbounds float, ptr %2564, i64 6
  %2585 = load float, ptr %2584, align 4
  %2586 = call float asm sideeffect "", "=f,0,~{memory}"(float %2585)
  store float %2586, ptr %2584, align 4
  %2587 = getelementptr inbounds float, ptr %2564, i64 7
  %2588 = load float, ptr %2587, align 4
  %2589 = call float asm sideeffect "", "=f,0,~{memory}"(float %2588)
  store float %2589, ptr %2587, align 4
  %2590 = getelementptr inbounds float, ptr %2564, i64 8
  %2591 = load float, ptr %2590, align 4
  %2592 = call float asm sideeffect "", "=f,0,~{memory}"(float %2591)
  store float %2592, ptr %2590, align 4
  %2593 = getelementptr inbounds float, ptr %2564, i64 9
  %2594 = load float, ptr %2593, align 4
  %2595 = call float asm sideeffect "", "=f,0,~{memory}"(float %2594)
  store float %2595, ptr %2593, align 4
  %2596 = getelementptr inbounds float, ptr %2564, i64 10
  %2597 = load float, ptr %2596, align 4
  %2598 = call float asm sideeffect "", "=f,0,~{memory}"(float %2597)
  store float %2598, ptr %2596, align 4
  %2599 = getelementptr inbounds float, ptr %2564, i64 11
  %2600 = load float, ptr %2599, align 4
  %2601 = call float asm sideeffect "", "=f,0,~{memory}"(float %2600)
  store float %2601, ptr %2599, align 4
  %2602 = getelementptr inbounds float, ptr %2564, i64 12
  %2603 = load float, ptr %2602, align 4
  %2604 = call float asm sideeffect "", "=f,0,~{memory}"(float %2603)
  store float %2604, ptr %2602, align 4
  %2605 = getelementptr inbounds float, ptr %2564, i64 13
  %2606 = load float, ptr %2605, align 4
  %2607 = call float asm sideeffect "", "=f,0,~{memory}"(float %2606)
  store float %2607, ptr %2605, align 4
  %2608 = getelementptr inbounds float, ptr %2564, i64 14
  %2609 = load float, ptr %2608, align 4
  %2610 = call float asm sideeffect "", "=f,0,~{memory}"(float %2609)
  store float %2610, ptr %2608, align 4
  %2611 = getelementptr inbounds float, ptr %2564, i64 15
  %2612 = load float, ptr %2611, align 4
  %2613 = call float asm sideeffect "", "=f,0,~{memory}"(float %2612)
  store float %2613, ptr %2611, align 4
  %2614 = getelementptr inbounds float, ptr %2564, i64 16
  %2615 = load float, ptr %2614, align 4
  %2616 = call float asm sideeffect "", "=f,0,~{memory}"(float %2615)
  store float %2616, ptr %2614, align 4
  %2617 = getelementptr inbounds float, ptr %2564, i64 17
  %2618 = load float, ptr %2617, align 4
  %2619 = call float asm sideeffect "", "=f,0,~{memory}"(float %2618)
  store float %2619, ptr %2617, align 4
  %2620 = getelementptr inbounds float, ptr %2564, i64 18
  %2621 = load float, ptr %2620, align 4
  %2622 = call float asm sideeffect "", "=f,0,~{memory}"(float %2621)
  store float %2622, ptr %2620, align 4
  %2623 = getelementptr inbounds float, ptr %2564, i64 19
  %2624 = load float, ptr %2623, align 4
  %2625 = call float asm sideeffect "", "=f,0,~{memory}"(float %2624)
  store float %2625, ptr %2623, align 4
  %2626 = getelementptr inbounds float, ptr %2564, i64 20
  %2627 = load float, ptr %2626, align 4
  %2628 = call float asm sideeffect "", "=f,0,~{memory}"(float %2627)
  store float %2628, ptr %2626, align 4
  %2629 = getelementptr inbounds float, ptr %2564, i64 21
  %2630 = load float, ptr %2629, align 4
  %2631 = call float asm sideeffect "", "=f,0,~{memory}"(float %2630)
  store float %2631, ptr %2629, align 4
  %2632 = getelementptr inbounds float, ptr %2564, i64 22
  %2633 = load float, ptr %2632, align 4
  %2634 = call float asm sideeffect "", "=f,0,~{memory}"(float %2633)
  store float %2634, ptr %2632, align 4
  %2635 = getelementptr inbounds float, ptr %2564, i64 23
  %2636 = load float, ptr %2635, align 4
  %2637 = call float asm sideeffect "", "=f,0,~{memory}"(float %2636)
  store float %2637, ptr %2635, align 4
  %2638 = getelementptr inbounds float, ptr %2564, i64 24
  %2639 = load float, ptr %2638, align 4
  %2640 = call float asm sideeffect "", "=f,0,~{memory}"(float %2639)
  store float %2640, ptr %2638, align 4
  %2641 = getelementptr inbounds float, ptr %2564, i64 25
  %2642 = load float, ptr %2641, align 4
  %2643 = call float asm sideeffect "", "=f,0,~{memory}"(float %2642)
  store float %2643, ptr %2641, align 4
  %2644 = getelementptr inbounds float, ptr %2564, i64 26
  %2645 = load float, ptr %2644, align 4
  %2646 = call float asm sideeffect "", "=f,0,~{memory}"(float %2645)
  store float %2646, ptr %2644, align 4
  %2647 = getelementptr inbounds float, ptr %2564, i64 27
  %2648 = load float, ptr %2647, align 4
  %2649 = call float asm sideeffect "", "=f,0,~{memory}"(float %2648)
  store float %2649, ptr %2647, align 4
  %2650 = getelementptr inbounds float, ptr %2564, i64 28
  %2651 = load float, ptr %2650, align 4
  %2652 = call float asm sideeffect "", "=f,0,~{memory}"(float %2651)
  store float %2652, ptr %2650, align 4
  %2653 = getelementptr inbounds float, ptr %2564, i64 29
  %2654 = load float, ptr %2653, align 4
  %2655 = call float asm sideeffect "", "=f,0,~{memory}"(float %2654)
  store float %2655, ptr %2653, align 4
  %2656 = getelementptr inbounds float, ptr %2564, i64 30
  %2657 = load float, ptr %2656, align 4
  %2658 = call float asm sideeffect "", "=f,0,~{memory}"(float %2657)
  store float %2658, ptr %2656, align 4
  %2659 = getelementptr inbounds float, ptr %2564, i64 31
  %2660 = load float, ptr %2659, align 4
  %2661 = call float asm sideeffect "", "=f,0,~{memory}"(float %2660)
  store float %2661, ptr %2659, align 4
  call void asm sideeffect "wgmma.fence.sync.aligned;", "~{memory}"() #7
  %2662 = mul i32 %warpgroup134, 64
  %2663 = add i32 %2662, 0
  %2664 = mul i32 %2663, 64
  %2665 = getelementptr inbounds half, ptr %2551, i64 0
  %2666 = load half, ptr %2665, align 2
  %2667 = insertelement <2 x half> poison, half %2666, i64 0
  %2668 = getelementptr inbounds half, ptr %2551, i64 1
  %2669 = load half, ptr %2668, align 2
  %2670 = insertelement <2 x half> %2667, half %2669, i64 1
  %2671 = bitcast <2 x half> %2670 to i32
  %2672 = getelementptr inbounds half, ptr %2551, i64 2
  %2673 = load half, ptr %2672, align 2
  %2674 = insertelement <2 x half> poison, half %2673, i64 0
  %2675 = getelementptr inbounds half, ptr %2551, i64 3
  %2676 = load half, ptr %2675, align 2
  %2677 = insertelement <2 x half> %2674, half %2676, i64 1
  %2678 = bitcast <2 x half> %2677 to i32
  %2679 = getelementptr inbounds half, ptr %2551, i64 4
  %2680 = load half, ptr %2679, align 2
  %2681 = insertelement <2 x half> poison, half %2680, i64 0
  %2682 = getelementptr inbounds half, ptr %2551, i64 5
  %2683 = load half, ptr %2682, align 2
  %2684 = insertelement <2 x half> %2681, half %2683, i64 1
  %2685 = bitcast <2 x half> %2684 to i32
  %2686 = getelementptr inbounds half, ptr %2551, i64 6
  %2687 = load half, ptr %2686, align 2
  %2688 = insertelement <2 x half> poison, half %2687, i64 0
  %2689 = getelementptr inbounds half, ptr %2551, i64 7
  %2690 = load half, ptr %2689, align 2
  %2691 = insertelement <2 x half> %2688, half %2690, i64 1
  %2692 = bitcast <2 x half> %2691 to i32
  %2693 = getelementptr inbounds half, ptr addrspace(3) %2563, i64 0
  %2694 = ptrtoint ptr addrspace(3) %2693 to i64
  %2695 = and i64 %2694, 262143
  %2696 = lshr i64 %2695, 4
  %2697 = or i64 %2696, 4611686293372403712
  %2698 = getelementptr inbounds float, ptr %2564, i64 0
  %2699 = load float, ptr %2698, align 4
  %2700 = getelementptr inbounds float, ptr %2564, i64 1
  %2701 = load float, ptr %2700, align 4
  %2702 = getelementptr inbounds float, ptr %2564, i64 2
  %2703 = load float, ptr %2702, align 4
  %2704 = getelementptr inbounds float, ptr %2564, i64 3
  %2705 = load float, ptr %2704, align 4
  %2706 = getelementptr inbounds float, ptr %2564, i64 4
  %2707 = load float, ptr %2706, align 4
  %2708 = getelementptr inbounds float, ptr %2564, i64 5
  %2709 = load float, ptr %2708, align 4
  %2710 = getelementptr inbounds float, ptr %2564, i64 6
  %2711 = load float, ptr %2710, align 4
  %2712 = getelementptr inbounds float, ptr %2564, i64 7
  %2713 = load float, ptr %2712, align 4
  %2714 = getelementptr inbounds float, ptr %2564, i64 8
  %2715 = load float, ptr %2714, align 4
  %2716 = getelementptr inbounds float, ptr %2564, i64 9
  %2717 = load float, ptr %2716, align 4
  %2718 = getelementptr inbounds float, ptr %2564, i64 10
  %2719 = load float, ptr %2718, align 4
  %2720 = getelementptr inbounds float, ptr %2564, i64 11
  %2721 = load float, ptr %2720, align 4
  %2722 = getelementptr inbounds float, ptr %2564, i64 12
  %2723 = load float, ptr %2722, align 4
  %2724 = getelementptr inbounds float, ptr %2564, i64 13
  %2725 = load float, ptr %2724, align 4
  %2726 = getelementptr inbounds float, ptr %2564, i64 14
  %2727 = load float, ptr %2726, align 4
  %2728 = getelementptr inbounds float, ptr %2564, i64 15
  %2729 = load float, ptr %2728, align 4
  %2730 = getelementptr inbounds float, ptr %2564, i64 16
  %2731 = load float, ptr %2730, align 4
  %2732 = getelementptr inbounds float, ptr %2564, i64 17
  %2733 = load float, ptr %2732, align 4
  %2734 = getelementptr inbounds float, ptr %2564, i64 18
  %2735 = load float, ptr %2734, align 4
  %2736 = getelementptr inbounds float, ptr %2564, i64 19
  %2737 = load float, ptr %2736, align 4
  %2738 = getelementptr inbounds float, ptr %2564, i64 20
  %2739 = load float, ptr %2738, align 4
  %2740 = getelementptr inbounds float, ptr %2564, i64 21
  %2741 = load float, ptr %2740, align 4
  %2742 = getelementptr inbounds float, ptr %2564, i64 22
  %2743 = load float, ptr %2742, align 4
  %2744 = getelementptr inbounds float, ptr %2564, i64 23
  %2745 = load float, ptr %2744, align 4
  %2746 = getelementptr inbounds float, ptr %2564, i64 24
  %2747 = load float, ptr %2746, align 4
  %2748 = getelementptr inbounds float, ptr %2564, i64 25
  %2749 = load float, ptr %2748, align 4
  %2750 = getelementptr inbounds float, ptr %2564, i64 26
  %2751 = load float, ptr %2750, align 4
  %2752 = getelementptr inbounds float, ptr %2564, i64 27
  %2753 = load float, ptr %2752, align 4
  %2754 = getelementptr inbounds float, ptr %2564, i64 28
  %2755 = load float, ptr %2754, align 4
  %2756 = getelementptr inbounds float, ptr %2564, i64 29
  %2757 = load float, ptr %2756, align 4
  %2758 = getelementptr inbounds float, ptr %2564, i64 30
  %2759 = load float, ptr %2758, align 4
  %2760 = getelementptr inbounds float, ptr %2564, i64 31
  %2761 = load float, ptr %2760, align 4
  %2762 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,~{memory}"(i32 %2671, i32 %2678, i32 %2685, i32 %2692, i64 %2697, i32 1, float %2699, float %2701, float %2703, float %2705, float %2707, float %2709, float %2711, float %2713, float %2715, float %2717, float %2719, float %2721, float %2723, float %2725, float %2727, float %2729, float %2731, float %2733, float %2735, float %2737, float %2739, float %2741, float %2743, float %2745, float %2747, float %2749, float %2751, float %2753, float %2755, float %2757, float %2759, float %2761) #7
  %2763 = getelementptr inbounds float, ptr %2564, i64 0
  %2764 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2762, 0
  store float %2764, ptr %2763, align 4
  %2765 = getelementptr inbounds float, ptr %2564, i64 1
  %2766 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2762, 1
  store float %2766, ptr %2765, align 4
  %2767 = getelementptr inbounds float, ptr %2564, i64 2
  %2768 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2762, 2
  store float %2768, ptr %2767, align 4
  %2769 = getelementptr inbounds float, ptr %2564, i64 3
  %2770 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2762, 3
  store float %2770, ptr %2769, align 4
  %2771 = getelementptr inbounds float, ptr %2564, i64 4
  %2772 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2762, 4
  store float %2772, ptr %2771, align 4
  %2773 = getelementptr inbounds float, ptr %2564, i64 5
  %2774 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2762, 5
  store float %2774, ptr %2773, align 4
  %2775 = getelementptr inbounds float, ptr %2564, i64 6
  %2776 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2762, 6
  store float %2776, ptr %2775, align 4
  %2777 = getelementptr inbounds float, ptr %2564, i64 7
  %2778 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2762, 7
  store float %2778, ptr %2777, align 4
  %2779 = getelementptr inbounds float, ptr %2564, i64 8
  %2780 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2762, 8
  store float %2780, ptr %2779, align 4
  %2781 = getelementptr inbounds float, ptr %2564, i64 9
  %2782 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2762, 9
  store float %2782, ptr %2781, align 4
  %2783 = getelementptr inbounds float, ptr %2564, i64 10
  %2784 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2762, 10
  store float %2784, ptr %2783, align 4
  %2785 = getelementptr inbounds float, ptr %2564, i64 11
  %2786 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2762, 11
  store float %2786, ptr %2785, align 4
  %2787 = getelementptr inbounds float, ptr %2564, i64 12
  %2788 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2762, 12
  store float %2788, ptr %2787, align 4
  %2789 = getelementptr inbounds float, ptr %2564, i64 13
  %2790 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2762, 13
  store float %2790, ptr %2789, align 4
  %2791 = getelementptr inbounds float, ptr %2564, i64 14
  %2792 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2762, 14
  store float %2792, ptr %2791, align 4
  %2793 = getelementptr inbounds float, ptr %2564, i64 15
  %2794 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2762, 15
  store float %2794, ptr %2793, align 4
  %2795 = getelementptr inbounds float, ptr %2564, i64 16
  %2796 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2762, 16
  store float %2796, ptr %2795, align 4
  %2797 = getelementptr inbounds float, ptr %2564, i64 17
  %2798 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2762, 17
  store float %2798, ptr %2797, align 4
  %2799 = getelementptr inbounds float, ptr %2564, i64 18
  %2800 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2762, 18
  store float %2800, ptr %2799, align 4
  %2801 = getelementptr inbounds float, ptr %2564, i64 19
  %2802 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2762, 19
  store float %2802, ptr %2801, align 4
  %2803 = getelementptr inbounds float, ptr %2564, i64 20
  %2804 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2762, 20
  store float %2804, ptr %2803, align 4
  %2805 = getelementptr inbounds float, ptr %2564, i64 21
  %2806 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2762, 21
  store float %2806, ptr %2805, align 4
  %2807 = getelementptr inbounds float, ptr %2564, i64 22
  %2808 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2762, 22
  store float %2808, ptr %2807, align 4
  %2809 = getelementptr inbounds float, ptr %2564, i64 23
  %2810 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2762, 23
  store float %2810, ptr %2809, align 4
  %2811 = getelementptr inbounds float, ptr %2564, i64 24
  %2812 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2762, 24
  store float %2812, ptr %2811, align 4
  %2813 = getelementptr inbounds float, ptr %2564, i64 25
  %2814 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2762, 25
  store float %2814, ptr %2813, align 4
  %2815 = getelementptr inbounds float, ptr %2564, i64 26
  %2816 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2762, 26
  store float %2816, ptr %2815, align 4
  %2817 = getelementptr inbounds float, ptr %2564, i64 27
  %2818 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2762, 27
  store float %2818, ptr %2817, align 4
  %2819 = getelementptr inbounds float, ptr %2564, i64 28
  %2820 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2762, 28
  store float %2820, ptr %2819, align 4
  %2821 = getelementptr inbounds float, ptr %2564, i64 29
  %2822 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2762, 29
  store float %2822, ptr %2821, align 4
  %2823 = getelementptr inbounds float, ptr %2564, i64 30
  %2824 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2762, 30
  store float %2824, ptr %2823, align 4
  %2825 = getelementptr inbounds float, ptr %2564, i64 31
  %2826 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2762, 31
  store float %2826, ptr %2825, align 4
  %2827 = getelementptr inbounds half, ptr %2551, i64 8
  %2828 = load half, ptr %2827, align 2
  %2829 = insertelement <2 x half> poison, half %2828, i64 0
  %2830 = getelementptr inbounds half, ptr %2551, i64 9
  %2831 = load half, ptr %2830, align 2
  %2832 = insertelement <2 x half> %2829, half %2831, i64 1
  %2833 = bitcast <2 x half> %2832 to i32
  %2834 = getelementptr inbounds half, ptr %2551, i64 10
  %2835 = load half, ptr %2834, align 2
  %2836 = insertelement <2 x half> poison, half %2835, i64 0
  %2837 = getelementptr inbounds half, ptr %2551, i64 11
  %2838 = load half, ptr %2837, align 2
  %2839 = insertelement <2 x half> %2836, half %2838, i64 1
  %2840 = bitcast <2 x half> %2839 to i32
  %2841 = getelementptr inbounds half, ptr %2551, i64 12
  %2842 = load half, ptr %2841, align 2
  %2843 = insertelement <2 x half> poison, half %2842, i64 0
  %2844 = getelementptr inbounds half, ptr %2551, i64 13
  %2845 = load half, ptr %2844, align 2
  %2846 = insertelement <2 x half> %2843, half %2845, i64 1
  %2847 = bitcast <2 x half> %2846 to i32
  %2848 = getelementptr inbounds half, ptr %2551, i64 14
  %2849 = load half, ptr %2848, align 2
  %2850 = insertelement <2 x half> poison, half %2849, i64 0
  %2851 = getelementptr inbounds half, ptr %2551, i64 15
  %2852 = load half, ptr %2851, align 2
  %2853 = insertelement <2 x half> %2850, half %2852, i64 1
  %2854 = bitcast <2 x half> %2853 to i32
  %2855 = getelementptr inbounds half, ptr addrspace(3) %2563, i64 1024
  %2856 = ptrtoint ptr addrspace(3) %2855 to i64
  %2857 = and i64 %2856, 262143
  %2858 = lshr i64 %2857, 4
  %2859 = or i64 %2858, 4611686293372403712
  %2860 = getelementptr inbounds float, ptr %2564, i64 0
  %2861 = load float, ptr %2860, align 4
  %2862 = getelementptr inbounds float, ptr %2564, i64 1
  %2863 = load float, ptr %2862, align 4
  %2864 = getelementptr inbounds float, ptr %2564, i64 2
  %2865 = load float, ptr %2864, align 4
  %2866 = getelementptr inbounds float, ptr %2564, i64 3
  %2867 = load float, ptr %2866, align 4
  %2868 = getelementptr inbounds float, ptr %2564, i64 4
  %2869 = load float, ptr %2868, align 4
  %2870 = getelementptr inbounds float, ptr %2564, i64 5
  %2871 = load float, ptr %2870, align 4
  %2872 = getelementptr inbounds float, ptr %2564, i64 6
  %2873 = load float, ptr %2872, align 4
  %2874 = getelementptr inbounds float, ptr %2564, i64 7
  %2875 = load float, ptr %2874, align 4
  %2876 = getelementptr inbounds float, ptr %2564, i64 8
  %2877 = load float, ptr %2876, align 4
  %2878 = getelementptr inbounds float, ptr %2564, i64 9
  %2879 = load float, ptr %2878, align 4
  %2880 = getelementptr inbounds float, ptr %2564, i64 10
  %2881 = load float, ptr %2880, align 4
  %2882 = getelementptr inbounds float, ptr %2564, i64 11
  %2883 = load float, ptr %2882, align 4
  %2884 = getelementptr inbounds float, ptr %2564, i64 12
  %2885 = load float, ptr %2884, align 4
  %2886 = getelementptr inbounds float, ptr %2564, i64 13
  %2887 = load float, ptr %2886, align 4
  %2888 = getelementptr inbounds float, ptr %2564, i64 14
  %2889 = load float, ptr %2888, align 4
  %2890 = getelementptr inbounds float, ptr %2564, i64 15
  %2891 = load float, ptr %2890, align 4
  %2892 = getelementptr inbounds float, ptr %2564, i64 16
  %2893 = load float, ptr %2892, align 4
  %2894 = getelementptr inbounds float, ptr %2564, i64 17
  %2895 = load float, ptr %2894, align 4
  %2896 = getelementptr inbounds float, ptr %2564, i64 18
  %2897 = load float, ptr %2896, align 4
  %2898 = getelementptr inbounds float, ptr %2564, i64 19
  %2899 = load float, ptr %2898, align 4
  %2900 = getelementptr inbounds float, ptr %2564, i64 20
  %2901 = load float, ptr %2900, align 4
  %2902 = getelementptr inbounds float, ptr %2564, i64 21
  %2903 = load float, ptr %2902, align 4
  %2904 = getelementptr inbounds float, ptr %2564, i64 22
  %2905 = load float, ptr %2904, align 4
  %2906 = getelementptr inbounds float, ptr %2564, i64 23
  %2907 = load float, ptr %2906, align 4
  %2908 = getelementptr inbounds float, ptr %2564, i64 24
  %2909 = load float, ptr %2908, align 4
  %2910 = getelementptr inbounds float, ptr %2564, i64 25
  %2911 = load float, ptr %2910, align 4
  %2912 = getelementptr inbounds float, ptr %2564, i64 26
  %2913 = load float, ptr %2912, align 4
  %2914 = getelementptr inbounds float, ptr %2564, i64 27
  %2915 = load float, ptr %2914, align 4
  %2916 = getelementptr inbounds float, ptr %2564, i64 28
  %2917 = load float, ptr %2916, align 4
  %2918 = getelementptr inbounds float, ptr %2564, i64 29
  %2919 = load float, ptr %2918, align 4
  %2920 = getelementptr inbounds float, ptr %2564, i64 30
  %2921 = load float, ptr %2920, align 4
  %2922 = getelementptr inbounds float, ptr %2564, i64 31
  %2923 = load float, ptr %2922, align 4
  %2924 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,~{memory}"(i32 %2833, i32 %2840, i32 %2847, i32 %2854, i64 %2859, i32 1, float %2861, float %2863, float %2865, float %2867, float %2869, float %2871, float %2873, float %2875, float %2877, float %2879, float %2881, float %2883, float %2885, float %2887, float %2889, float %2891, float %2893, float %2895, float %2897, float %2899, float %2901, float %2903, float %2905, float %2907, float %2909, float %2911, float %2913, float %2915, float %2917, float %2919, float %2921, float %2923) #7
  %2925 = getelementptr inbounds float, ptr %2564, i64 0
  %2926 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2924, 0
  store float %2926, ptr %2925, align 4
  %2927 = getelementptr inbounds float, ptr %2564, i64 1
  %2928 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2924, 1
  store float %2928, ptr %2927, align 4
  %2929 = getelementptr inbounds float, ptr %2564, i64 2
  %2930 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2924, 2
  store float %2930, ptr %2929, align 4
  %2931 = getelementptr inbounds float, ptr %2564, i64 3
  %2932 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2924, 3
  store float %2932, ptr %2931, align 4
  %2933 = getelementptr inbounds float, ptr %2564, i64 4
  %2934 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2924, 4
  store float %2934, ptr %2933, align 4
  %2935 = getelementptr inbounds float, ptr %2564, i64 5
  %2936 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2924, 5
  store float %2936, ptr %2935, align 4
  %2937 = getelementptr inbounds float, ptr %2564, i64 6
  %2938 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2924, 6
  store float %2938, ptr %2937, align 4
  %2939 = getelementptr inbounds float, ptr %2564, i64 7
  %2940 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2924, 7
  store float %2940, ptr %2939, align 4
  %2941 = getelementptr inbounds float, ptr %2564, i64 8
  %2942 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2924, 8
  store float %2942, ptr %2941, align 4
  %2943 = getelementptr inbounds float, ptr %2564, i64 9
  %2944 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2924, 9
  store float %2944, ptr %2943, align 4
  %2945 = getelementptr inbounds float, ptr %2564, i64 10
  %2946 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2924, 10
  store float %2946, ptr %2945, align 4
  %2947 = getelementptr inbounds float, ptr %2564, i64 11
  %2948 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2924, 11
  store float %2948, ptr %2947, align 4
  %2949 = getelementptr inbounds float, ptr %2564, i64 12
  %2950 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2924, 12
  store float %2950, ptr %2949, align 4
  %2951 = getelementptr inbounds float, ptr %2564, i64 13
  %2952 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2924, 13
  store float %2952, ptr %2951, align 4
  %2953 = getelementptr inbounds float, ptr %2564, i64 14
  %2954 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2924, 14
  store float %2954, ptr %2953, align 4
  %2955 = getelementptr inbounds float, ptr %2564, i64 15
  %2956 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2924, 15
  store float %2956, ptr %2955, align 4
  %2957 = getelementptr inbounds float, ptr %2564, i64 16
  %2958 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2924, 16
  store float %2958, ptr %2957, align 4
  %2959 = getelementptr inbounds float, ptr %2564, i64 17
  %2960 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2924, 17
  store float %2960, ptr %2959, align 4
  %2961 = getelementptr inbounds float, ptr %2564, i64 18
  %2962 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2924, 18
  store float %2962, ptr %2961, align 4
  %2963 = getelementptr inbounds float, ptr %2564, i64 19
  %2964 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2924, 19
  store float %2964, ptr %2963, align 4
  %2965 = getelementptr inbounds float, ptr %2564, i64 20
  %2966 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2924, 20
  store float %2966, ptr %2965, align 4
  %2967 = getelementptr inbounds float, ptr %2564, i64 21
  %2968 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2924, 21
  store float %2968, ptr %2967, align 4
  %2969 = getelementptr inbounds float, ptr %2564, i64 22
  %2970 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2924, 22
  store float %2970, ptr %2969, align 4
  %2971 = getelementptr inbounds float, ptr %2564, i64 23
  %2972 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2924, 23
  store float %2972, ptr %2971, align 4
  %2973 = getelementptr inbounds float, ptr %2564, i64 24
  %2974 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2924, 24
  store float %2974, ptr %2973, align 4
  %2975 = getelementptr inbounds float, ptr %2564, i64 25
  %2976 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2924, 25
  store float %2976, ptr %2975, align 4
  %2977 = getelementptr inbounds float, ptr %2564, i64 26
  %2978 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2924, 26
  store float %2978, ptr %2977, align 4
  %2979 = getelementptr inbounds float, ptr %2564, i64 27
  %2980 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2924, 27
  store float %2980, ptr %2979, align 4
  %2981 = getelementptr inbounds float, ptr %2564, i64 28
  %2982 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2924, 28
  store float %2982, ptr %2981, align 4
  %2983 = getelementptr inbounds float, ptr %2564, i64 29
  %2984 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2924, 29
  store float %2984, ptr %2983, align 4
  %2985 = getelementptr inbounds float, ptr %2564, i64 30
  %2986 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2924, 30
  store float %2986, ptr %2985, align 4
  %2987 = getelementptr inbounds float, ptr %2564, i64 31
  %2988 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2924, 31
  store float %2988, ptr %2987, align 4
  %2989 = getelementptr inbounds half, ptr %2551, i64 16
  %2990 = load half, ptr %2989, align 2
  %2991 = insertelement <2 x half> poison, half %2990, i64 0
  %2992 = getelementptr inbounds half, ptr %2551, i64 17
  %2993 = load half, ptr %2992, align 2
  %2994 = insertelement <2 x half> %2991, half %2993, i64 1
  %2995 = bitcast <2 x half> %2994 to i32
  %2996 = getelementptr inbounds half, ptr %2551, i64 18
  %2997 = load half, ptr %2996, align 2
  %2998 = insertelement <2 x half> poison, half %2997, i64 0
  %2999 = getelementptr inbounds half, ptr %2551, i64 19
  %3000 = load half, ptr %2999, align 2
  %3001 = insertelement <2 x half> %2998, half %3000, i64 1
  %3002 = bitcast <2 x half> %3001 to i32
  %3003 = getelementptr inbounds half, ptr %2551, i64 20
  %3004 = load half, ptr %3003, align 2
  %3005 = insertelement <2 x half> poison, half %3004, i64 0
  %3006 = getelementptr inbounds half, ptr %2551, i64 21
  %3007 = load half, ptr %3006, align 2
  %3008 = insertelement <2 x half> %3005, half %3007, i64 1
  %3009 = bitcast <2 x half> %3008 to i32
  %3010 = getelementptr inbounds half, ptr %2551, i64 22
  %3011 = load half, ptr %3010, align 2
  %3012 = insertelement <2 x half> poison, half %3011, i64 0
  %3013 = getelementptr inbounds half, ptr %2551, i64 23
  %3014 = load half, ptr %3013, align 2
  %3015 = insertelement <2 x half> %3012, half %3014, i64 1
  %3016 = bitcast <2 x half> %3015 to i32
  %3017 = getelementptr inbounds half, ptr addrspace(3) %2563, i64 2048
  %3018 = ptrtoint ptr addrspace(3) %3017 to i64
  %3019 = and i64 %3018, 262143
  %3020 = lshr i64 %3019, 4
  %3021 = or i64 %3020, 4611686293372403712
  %3022 = getelementptr inbounds float, ptr %2564, i64 0
  %3023 = load float, ptr %3022, align 4
  %3024 = getelementptr inbounds float, ptr %2564, i64 1
  %3025 = load float, ptr %3024, align 4
  %3026 = getelementptr inbounds float, ptr %2564, i64 2
  %3027 = load float, ptr %3026, align 4
  %3028 = getelementptr inbounds float, ptr %2564, i64 3
  %3029 = load float, ptr %3028, align 4
  %3030 = getelementptr inbounds float, ptr %2564, i64 4
  %3031 = load float, ptr %3030, align 4
  %3032 = getelementptr inbounds float, ptr %2564, i64 5
  %3033 = load float, ptr %3032, align 4
  %3034 = getelementptr inbounds float, ptr %2564, i64 6
  %3035 = load float, ptr %3034, align 4
  %3036 = getelementptr inbounds float, ptr %2564, i64 7
  %3037 = load float, ptr %3036, align 4
  %3038 = getelementptr inbounds float, ptr %2564, i64 8
  %3039 = load float, ptr %3038, align 4
  %3040 = getelementptr inbounds float, ptr %2564, i64 9
  %3041 = load float, ptr %3040, align 4
  %3042 = getelementptr inbounds float, ptr %2564, i64 10
  %3043 = load float, ptr %3042, align 4
  %3044 = getelementptr inbounds float, ptr %2564, i64 11
  %3045 = load float, ptr %3044, align 4
  %3046 = getelementptr inbounds float, ptr %2564, i64 12
  %3047 = load float, ptr %3046, align 4
  %3048 = getelementptr inbounds float, ptr %2564, i64 13
  %3049 = load float, ptr %3048, align 4
  %3050 = getelementptr inbounds float, ptr %2564, i64 14
  %3051 = load float, ptr %3050, align 4
  %3052 = getelementptr inbounds float, ptr %2564, i64 15
  %3053 = load float, ptr %3052, align 4
  %3054 = getelementptr inbounds float, ptr %2564, i64 16
  %3055 = load float, ptr %3054, align 4
  %3056 = getelementptr inbounds float, ptr %2564, i64 17
  %3057 = load float, ptr %3056, align 4
  %3058 = getelementptr inbounds float, ptr %2564, i64 18
  %3059 = load float, ptr %3058, align 4
  %3060 = getelementptr inbounds float, ptr %2564, i64 19
  %3061 = load float, ptr %3060, align 4
  %3062 = getelementptr inbounds float, ptr %2564, i64 20
  %3063 = load float, ptr %3062, align 4
  %3064 = getelementptr inbounds float, ptr %2564, i64 21
  %3065 = load float, ptr %3064, align 4
  %3066 = getelementptr inbounds float, ptr %2564, i64 22
  %3067 = load float, ptr %3066, align 4
  %3068 = getelementptr inbounds float, ptr %2564, i64 23
  %3069 = load float, ptr %3068, align 4
  %3070 = getelementptr inbounds float, ptr %2564, i64 24
  %3071 = load float, ptr %3070, align 4
  %3072 = getelementptr inbounds float, ptr %2564, i64 25
  %3073 = load float, ptr %3072, align 4
  %3074 = getelementptr inbounds float, ptr %2564, i64 26
  %3075 = load float, ptr %3074, align 4
  %3076 = getelementptr inbounds float, ptr %2564, i64 27
  %3077 = load float, ptr %3076, align 4
  %3078 = getelementptr inbounds float, ptr %2564, i64 28
  %3079 = load float, ptr %3078, align 4
  %3080 = getelementptr inbounds float, ptr %2564, i64 29
  %3081 = load float, ptr %3080, align 4
  %3082 = getelementptr inbounds float, ptr %2564, i64 30
  %3083 = load float, ptr %3082, align 4
  %3084 = getelementptr inbounds float, ptr %2564, i64 31
  %3085 = load float, ptr %3084, align 4
  %3086 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,~{memory}"(i32 %2995, i32 %3002, i32 %3009, i32 %3016, i64 %3021, i32 1, float %3023, float %3025, float %3027, float %3029, float %3031, float %3033, float %3035, float %3037, float %3039, float %3041, float %3043, float %3045, float %3047, float %3049, float %3051, float %3053, float %3055, float %3057, float %3059, float %3061, float %3063, float %3065, float %3067, float %3069, float %3071, float %3073, float %3075, float %3077, float %3079, float %3081, float %3083, float %3085) #7
  %3087 = getelementptr inbounds float, ptr %2564, i64 0
  %3088 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3086, 0
  store float %3088, ptr %3087, align 4
  %3089 = getelementptr inbounds float, ptr %2564, i64 1
  %3090 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3086, 1
  store float %3090, ptr %3089, align 4
  %3091 = getelementptr inbounds float, ptr %2564, i64 2
  %3092 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3086, 2
  store float %3092, ptr %3091, align 4
  %3093 = getelementptr inbounds float, ptr %2564, i64 3
  %3094 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3086, 3
  store float %3094, ptr %3093, align 4
  %3095 = getelementptr inbounds float, ptr %2564, i64 4
  %3096 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3086, 4
  store float %3096, ptr %3095, align 4
  %3097 = getelementptr inbounds float, ptr %2564, i64 5
  %3098 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3086, 5
  store float %3098, ptr %3097, align 4
  %3099 = getelementptr inbounds float, ptr %2564, i64 6
  %3100 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3086, 6
  store float %3100, ptr %3099, align 4
  %3101 = getelementptr inbounds float, ptr %2564, i64 7
  %3102 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3086, 7
  store float %3102, ptr %3101, align 4
  %3103 = getelementptr inbounds float, ptr %2564, i64 8
  %3104 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3086, 8
  store float %3104, ptr %3103, align 4
  %3105 = getelementptr inbounds float, ptr %2564, i64 9
  %3106 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3086, 9
  store float %3106, ptr %3105, align 4
  %3107 = getelementptr inbounds float, ptr %2564, i64 10
  %3108 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3086, 10
  store float %3108, ptr %3107, align 4
  %3109 = getelementptr inbounds float, ptr %2564, i64 11
  %3110 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3086, 11
  store float %3110, ptr %3109, align 4
  %3111 = getelementptr inbounds float, ptr %2564, i64 12
  %3112 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3086, 12
  store float %3112, ptr %3111, align 4
  %3113 = getelementptr inbounds float, ptr %2564, i64 13
  %3114 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3086, 13
  store float %3114, ptr %3113, align 4
  %3115 = getelementptr inbounds float, ptr %2564, i64 14
  %3116 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3086, 14
  store float %3116, ptr %3115, align 4
  %3117 = getelementptr inbounds float, ptr %2564, i64 15
  %3118 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3086, 15
  store float %3118, ptr %3117, align 4
  %3119 = getelementptr inbounds float, ptr %2564, i64 16
  %3120 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3086, 16
  store float %3120, ptr %3119, align 4
  %3121 = getelementptr inbounds float, ptr %2564, i64 17
  %3122 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3086, 17
  store float %3122, ptr %3121, align 4
  %3123 = getelementptr inbounds float, ptr %2564, i64 18
  %3124 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3086, 18
  store float %3124, ptr %3123, align 4
  %3125 = getelementptr inbounds float, ptr %2564, i64 19
  %3126 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3086, 19
  store float %3126, ptr %3125, align 4
  %3127 = getelementptr inbounds float, ptr %2564, i64 20
  %3128 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3086, 20
  store float %3128, ptr %3127, align 4
  %3129 = getelementptr inbounds float, ptr %2564, i64 21
  %3130 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3086, 21
  store float %3130, ptr %3129, align 4
  %3131 = getelementptr inbounds float, ptr %2564, i64 22
  %3132 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3086, 22
  store float %3132, ptr %3131, align 4
  %3133 = getelementptr inbounds float, ptr %2564, i64 23
  %3134 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3086, 23
  store float %3134, ptr %3133, align 4
  %3135 = getelementptr inbounds float, ptr %2564, i64 24
  %3136 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3086, 24
  store float %3136, ptr %3135, align 4
  %3137 = getelementptr inbounds float, ptr %2564, i64 25
  %3138 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3086, 25
  store float %3138, ptr %3137, align 4
  %3139 = getelementptr inbounds float, ptr %2564, i64 26
  %3140 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3086, 26
  store float %3140, ptr %3139, align 4
  %3141 = getelementptr inbounds float, ptr %2564, i64 27
  %3142 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3086, 27
  store float %3142, ptr %3141, align 4
  %3143 = getelementptr inbounds float, ptr %2564, i64 28
  %3144 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3086, 28
  store float %3144, ptr %3143, align 4
  %3145 = getelementptr inbounds float, ptr %2564, i64 29
  %3146 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3086, 29
  store float %3146, ptr %3145, align 4
  %3147 = getelementptr inbounds float, ptr %2564, i64 30
  %3148 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3086, 30
  store float %3148, ptr %3147, align 4
  %3149 = getelementptr inbounds float, ptr %2564, i64 31
  %3150 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3086, 31
  store float %3150, ptr %3149, align 4
  %3151 = getelementptr inbounds half, ptr %2551, i64 24
  %3152 = load half, ptr %3151, align 2
  %3153 = insertelement <2 x half> poison, half %3152, i64 0
  %3154 = getelementptr inbounds half, ptr %2551, i64 25
  %3155 = load half, ptr %3154, align 2
  %3156 = insertelement <2 x half> %3153, half %3155, i64 1
  %3157 = bitcast <2 x half> %3156 to i32
  %3158 = getelementptr inbounds half, ptr %2551, i64 26
  %3159 = load half, ptr %3158, align 2
  %3160 = insertelement <2 x half> poison, half %3159, i64 0
  %3161 = getelementptr inbounds half, ptr %2551, i64 27
  %3162 = load half, ptr %3161, align 2
  %3163 = insertelement <2 x half> %3160, half %3162, i64 1
  %3164 = bitcast <2 x half> %3163 to i32
  %3165 = getelementptr inbounds half, ptr %2551, i64 28
  %3166 = load half, ptr %3165, align 2
  %3167 = insertelement <2 x half> poison, half %3166, i64 0
  %3168 = getelementptr inbounds half, ptr %2551, i64 29
  %3169 = load half, ptr %3168, align 2
  %3170 = insertelement <2 x half> %3167, half %3169, i64 1
  %3171 = bitcast <2 x half> %3170 to i32
  %3172 = getelementptr inbounds half, ptr %2551, i64 30
  %3173 = load half, ptr %3172, align 2
  %3174 = insertelement <2 x half> poison, half %3173, i64 0
  %3175 = getelementptr inbounds half, ptr %2551, i64 31
  %3176 = load half, ptr %3175, align 2
  %3177 = insertelement <2 x half> %3174, half %3176, i64 1
  %3178 = bitcast <2 x half> %3177 to i32
  %3179 = getelementptr inbounds half, ptr addrspace(3) %2563, i64 3072
  %3180 = ptrtoint ptr addrspace(3) %3179 to i64
  %3181 = and i64 %3180, 262143
  %3182 = lshr i64 %3181, 4
  %3183 = or i64 %3182, 4611686293372403712
  %3184 = getelementptr inbounds float, ptr %2564, i64 0
  %3185 = load float, ptr %3184, align 4
  %3186 = getelementptr inbounds float, ptr %2564, i64 1
  %3187 = load float, ptr %3186, align 4
  %3188 = getelementptr inbounds float, ptr %2564, i64 2
  %3189 = load float, ptr %3188, align 4
  %3190 = getelementptr inbounds float, ptr %2564, i64 3
  %3191 = load float, ptr %3190, align 4
  %3192 = getelementptr inbounds float, ptr %2564, i64 4
  %3193 = load float, ptr %3192, align 4
  %3194 = getelementptr inbounds float, ptr %2564, i64 5
  %3195 = load float, ptr %3194, align 4
  %3196 = getelementptr inbounds float, ptr %2564, i64 6
  %3197 = load float, ptr %3196, align 4
  %3198 = getelementptr inbounds float, ptr %2564, i64 7
  %3199 = load float, ptr %3198, align 4
  %3200 = getelementptr inbounds float, ptr %2564, i64 8
  %3201 = load float, ptr %3200, align 4
  %3202 = getelementptr inbounds float, ptr %2564, i64 9
  %3203 = load float, ptr %3202, align 4
  %3204 = getelementptr inbounds float, ptr %2564, i64 10
  %3205 = load float, ptr %3204, align 4
  %3206 = getelementptr inbounds float, ptr %2564, i64 11
  %3207 = load float, ptr %3206, align 4
  %3208 = getelementptr inbounds float, ptr %2564, i64 12
  %3209 = load float, ptr %3208, align 4
  %3210 = getelementptr inbounds float, ptr %2564, i64 13
  %3211 = load float, ptr %3210, align 4
  %3212 = getelementptr inbounds float, ptr %2564, i64 14
  %3213 = load float, ptr %3212, align 4
  %3214 = getelementptr inbounds float, ptr %2564, i64 15
  %3215 = load float, ptr %3214, align 4
  %3216 = getelementptr inbounds float, ptr %2564, i64 16
  %3217 = load float, ptr %3216, align 4
  %3218 = getelementptr inbounds float, ptr %2564, i64 17
  %3219 = load float, ptr %3218, align 4
  %3220 = getelementptr inbounds float, ptr %2564, i64 18
  %3221 = load float, ptr %3220, align 4
  %3222 = getelementptr inbounds float, ptr %2564, i64 19
  %3223 = load float, ptr %3222, align 4
  %3224 = getelementptr inbounds float, ptr %2564, i64 20
  %3225 = load float, ptr %3224, align 4
  %3226 = getelementptr inbounds float, ptr %2564, i64 21
  %3227 = load float, ptr %3226, align 4
  %3228 = getelementptr inbounds float, ptr %2564, i64 22
  %3229 = load float, ptr %3228, align 4
  %3230 = getelementptr inbounds float, ptr %2564, i64 23
  %3231 = load float, ptr %3230, align 4
  %3232 = getelementptr inbounds float, ptr %2564, i64 24
  %3233 = load float, ptr %3232, align 4
  %3234 = getelementptr inbounds float, ptr %2564, i64 25
  %3235 = load float, ptr %3234, align 4
  %3236 = getelementptr inbounds float, ptr %2564, i64 26
  %3237 = load float, ptr %3236, align 4
  %3238 = getelementptr inbounds float, ptr %2564, i64 27
  %3239 = load float, ptr %3238, align 4
  %3240 = getelementptr inbounds float, ptr %2564, i64 28
  %3241 = load float, ptr %3240, align 4
  %3242 = getelementptr inbounds float, ptr %2564, i64 29
  %3243 = load float, ptr %3242, align 4
  %3244 = getelementptr inbounds float, ptr %2564, i64 30
  %3245 = load float, ptr %3244, align 4
  %3246 = getelementptr inbounds float, ptr %2564, i64 31
  %3247 = load float, ptr %3246, align 4
  %3248 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,~{memory}"(i32 %3157, i32 %3164, i32 %3171, i32 %3178, i64 %3183, i32 1, float %3185, float %3187, float %3189, float %3191, float %3193, float %3195, float %3197, float %3199, float %3201, float %3203, float %3205, float %3207, float %3209, float %3211, float %3213, float %3215, float %3217, float %3219, float %3221, float %3223, float %3225, float %3227, float %3229, float %3231, float %3233, float %3235, float %3237, float %3239, float %3241, float %3243, float %3245, float %3247) #7
  %3249 = getelementptr inbounds float, ptr %2564, i64 0
  %3250 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 0
  store float %3250, ptr %3249, align 4
  %3251 = getelementptr inbounds float, ptr %2564, i64 1
  %3252 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 1
  store float %3252, ptr %3251, align 4
  %3253 = getelementptr inbounds float, ptr %2564, i64 2
  %3254 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 2
  store float %3254, ptr %3253, align 4
  %3255 = getelementptr inbounds float, ptr %2564, i64 3
  %3256 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 3
  store float %3256, ptr %3255, align 4
  %3257 = getelementptr inbounds float, ptr %2564, i64 4
  %3258 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 4
  store float %3258, ptr %3257, align 4
  %3259 = getelementptr inbounds float, ptr %2564, i64 5
  %3260 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 5
  store float %3260, ptr %3259, align 4
  %3261 = getelementptr inbounds float, ptr %2564, i64 6
  %3262 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 6
  store float %3262, ptr %3261, align 4
  %3263 = getelementptr inbounds float, ptr %2564, i64 7
  %3264 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 7
  store float %3264, ptr %3263, align 4
  %3265 = getelementptr inbounds float, ptr %2564, i64 8
  %3266 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 8
  store float %3266, ptr %3265, align 4
  %3267 = getelementptr inbounds float, ptr %2564, i64 9
  %3268 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 9
  store float %3268, ptr %3267, align 4
  %3269 = getelementptr inbounds float, ptr %2564, i64 10
  %3270 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 10
  store float %3270, ptr %3269, align 4
  %3271 = getelementptr inbounds float, ptr %2564, i64 11
  %3272 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 11
  store float %3272, ptr %3271, align 4
  %3273 = getelementptr inbounds float, ptr %2564, i64 12
  %3274 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 12
  store float %3274, ptr %3273, align 4
  %3275 = getelementptr inbounds float, ptr %2564, i64 13
  %3276 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 13
  store float %3276, ptr %3275, align 4
  %3277 = getelementptr inbounds float, ptr %2564, i64 14
  %3278 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 14
  store float %3278, ptr %3277, align 4
  %3279 = getelementptr inbounds float, ptr %2564, i64 15
  %3280 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 15
  store float %3280, ptr %3279, align 4
  %3281 = getelementptr inbounds float, ptr %2564, i64 16
  %3282 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 16
  store float %3282, ptr %3281, align 4
  %3283 = getelementptr inbounds float, ptr %2564, i64 17
  %3284 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 17
  store float %3284, ptr %3283, align 4
  %3285 = getelementptr inbounds float, ptr %2564, i64 18
  %3286 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 18
  store float %3286, ptr %3285, align 4
  %3287 = getelementptr inbounds float, ptr %2564, i64 19
  %3288 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 19
  store float %3288, ptr %3287, align 4
  %3289 = getelementptr inbounds float, ptr %2564, i64 20
  %3290 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 20
  store float %3290, ptr %3289, align 4
  %3291 = getelementptr inbounds float, ptr %2564, i64 21
  %3292 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 21
  store float %3292, ptr %3291, align 4
  %3293 = getelementptr inbounds float, ptr %2564, i64 22
  %3294 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 22
  store float %3294, ptr %3293, align 4
  %3295 = getelementptr inbounds float, ptr %2564, i64 23
  %3296 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 23
  store float %3296, ptr %3295, align 4
  %3297 = getelementptr inbounds float, ptr %2564, i64 24
  %3298 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 24
  store float %3298, ptr %3297, align 4
  %3299 = getelementptr inbounds float, ptr %2564, i64 25
  %3300 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 25
  store float %3300, ptr %3299, align 4
  %3301 = getelementptr inbounds float, ptr %2564, i64 26
  %3302 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 26
  store float %3302, ptr %3301, align 4
  %3303 = getelementptr inbounds float, ptr %2564, i64 27
  %3304 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 27
  store float %3304, ptr %3303, align 4
  %3305 = getelementptr inbounds float, ptr %2564, i64 28
  %3306 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 28
  store float %3306, ptr %3305, align 4
  %3307 = getelementptr inbounds float, ptr %2564, i64 29
  %3308 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 29
  store float %3308, ptr %3307, align 4
  %3309 = getelementptr inbounds float, ptr %2564, i64 30
  %3310 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 30
  store float %3310, ptr %3309, align 4
  %3311 = getelementptr inbounds float, ptr %2564, i64 31
  %3312 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3248, 31
  store float %3312, ptr %3311, align 4
  %3313 = getelementptr inbounds half, ptr %2551, i64 32
  %3314 = load half, ptr %3313, align 2
  %3315 = insertelement <2 x half> poison, half %3314, i64 0
  %3316 = getelementptr inbounds half, ptr %2551, i64 33
  %3317 = load half, ptr %3316, align 2
  %3318 = insertelement <2 x half> %3315, half %3317, i64 1
  %3319 = bitcast <2 x half> %3318 to i32
  %3320 = getelementptr inbounds half, ptr %2551, i64 34
  %3321 = load half, ptr %3320, align 2
  %3322 = insertelement <2 x half> poison, half %3321, i64 0
  %3323 = getelementptr inbounds half, ptr %2551, i64 35
  %3324 = load half, ptr %3323, align 2
  %3325 = insertelement <2 x half> %3322, half %3324, i64 1
  %3326 = bitcast <2 x half> %3325 to i32
  %3327 = getelementptr inbounds half, ptr %2551, i64 36
  %3328 = load half, ptr %3327, align 2
  %3329 = insertelement <2 x half> poison, half %3328, i64 0
  %3330 = getelementptr inbounds half, ptr %2551, i64 37
  %3331 = load half, ptr %3330, align 2
  %3332 = insertelement <2 x half> %3329, half %3331, i64 1
  %3333 = bitcast <2 x half> %3332 to i32
  %3334 = getelementptr inbounds half, ptr %2551, i64 38
  %3335 = load half, ptr %3334, align 2
  %3336 = insertelement <2 x half> poison, half %3335, i64 0
  %3337 = getelementptr inbounds half, ptr %2551, i64 39
  %3338 = load half, ptr %3337, align 2
  %3339 = insertelement <2 x half> %3336, half %3338, i64 1
  %3340 = bitcast <2 x half> %3339 to i32
  %3341 = getelementptr inbounds half, ptr addrspace(3) %2563, i64 4096
  %3342 = ptrtoint ptr addrspace(3) %3341 to i64
  %3343 = and i64 %3342, 262143
  %3344 = lshr i64 %3343, 4
  %3345 = or i64 %3344, 4611686293372403712
  %3346 = getelementptr inbounds float, ptr %2564, i64 0
  %3347 = load float, ptr %3346, align 4
  %3348 = getelementptr inbounds float, ptr %2564, i64 1
  %3349 = load float, ptr %3348, align 4
  %3350 = getelementptr inbounds float, ptr %2564, i64 2
  %3351 = load float, ptr %3350, align 4
  %3352 = getelementptr inbounds float, ptr %2564, i64 3
  %3353 = load float, ptr %3352, align 4
  %3354 = getelementptr inbounds float, ptr %2564, i64 4
  %3355 = load float, ptr %3354, align 4
  %3356 = getelementptr inbounds float, ptr %2564, i64 5
  %3357 = load float, ptr %3356, align 4
  %3358 = getelementptr inbounds float, ptr %2564, i64 6
  %3359 = load float, ptr %3358, align 4
  %3360 = getelementptr inbounds float, ptr %2564, i64 7
  %3361 = load float, ptr %3360, align 4
  %3362 = getelementptr inbounds float, ptr %2564, i64 8
  %3363 = load float, ptr %3362, align 4
  %3364 = getelementptr inbounds float, ptr %2564, i64 9
  %3365 = load float, ptr %3364, align 4
  %3366 = getelementptr inbounds float, ptr %2564, i64 10
  %3367 = load float, ptr %3366, align 4
  %3368 = getelementptr inbounds float, ptr %2564, i64 11
  %3369 = load float, ptr %3368, align 4
  %3370 = getelementptr inbounds float, ptr %2564, i64 12
  %3371 = load float, ptr %3370, align 4
  %3372 = getelementptr inbounds float, ptr %2564, i64 13
  %3373 = load float, ptr %3372, align 4
  %3374 = getelementptr inbounds float, ptr %2564, i64 14
  %3375 = load float, ptr %3374, align 4
  %3376 = getelementptr inbounds float, ptr %2564, i64 15
  %3377 = load float, ptr %3376, align 4
  %3378 = getelementptr inbounds float, ptr %2564, i64 16
  %3379 = load float, ptr %3378, align 4
  %3380 = getelementptr inbounds float, ptr %2564, i64 17
  %3381 = load float, ptr %3380, align 4
  %3382 = getelementptr inbounds float, ptr %2564, i64 18
  %3383 = load float, ptr %3382, align 4
  %3384 = getelementptr inbounds float, ptr %2564, i64 19
  %3385 = load float, ptr %3384, align 4
  %3386 = getelementptr inbounds float, ptr %2564, i64 20
  %3387 = load float, ptr %3386, align 4
  %3388 = getelementptr inbounds float, ptr %2564, i64 21
  %3389 = load float, ptr %3388, align 4
  %3390 = getelementptr inbounds float, ptr %2564, i64 22
  %3391 = load float, ptr %3390, align 4
  %3392 = getelementptr inbounds float, ptr %2564, i64 23
  %3393 = load float, ptr %3392, align 4
  %3394 = getelementptr inbounds float, ptr %2564, i64 24
  %3395 = load float, ptr %3394, align 4
  %3396 = getelementptr inbounds float, ptr %2564, i64 25
  %3397 = load float, ptr %3396, align 4
  %3398 = getelementptr inbounds float, ptr %2564, i64 26
  %3399 = load float, ptr %3398, align 4
  %3400 = getelementptr inbounds float, ptr %2564, i64 27
  %3401 = load float, ptr %3400, align 4
  %3402 = getelementptr inbounds float, ptr %2564, i64 28
  %3403 = load float, ptr %3402, align 4
  %3404 = getelementptr inbounds float, ptr %2564, i64 29
  %3405 = load float, ptr %3404, align 4
  %3406 = getelementptr inbounds float, ptr %2564, i64 30
  %3407 = load float, ptr %3406, align 4
  %3408 = getelementptr inbounds float, ptr %2564, i64 31
  %3409 = load float, ptr %3408, align 4
  %3410 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,~{memory}"(i32 %3319, i32 %3326, i32 %3333, i32 %3340, i64 %3345, i32 1, float %3347, float %3349, float %3351, float %3353, float %3355, float %3357, float %3359, float %3361, float %3363, float %3365, float %3367, float %3369, float %3371, float %3373, float %3375, float %3377, float %3379, float %3381, float %3383, float %3385, float %3387, float %3389, float %3391, float %3393, float %3395, float %3397, float %3399, float %3401, float %3403, float %3405, float %3407, float %3409) #7
  %3411 = getelementptr inbounds float, ptr %2564, i64 0
  %3412 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3410, 0
  store float %3412, ptr %3411, align 4
  %3413 = getelementptr inbounds float, ptr %2564, i64 1
  %3414 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3410, 1
  store float %3414, ptr %3413, align 4
  %3415 = getelementptr inbounds float, ptr %2564, i64 2
  %3416 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3410, 2
  store float %3416, ptr %3415, align 4
  %3417 = getelementptr inbounds float, ptr %2564, i64 3
  %3418 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3410, 3
  store float %3418, ptr %3417, align 4
  %3419 = getelementptr inbounds float, ptr %2564, i64 4
  %3420 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3410, 4
  store float %3420, ptr %3419, align 4
  %3421 = getelementptr inbounds float, ptr %2564, i64 5
  %3422 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3410, 5
  store float %3422, ptr %3421, align 4
  %3423 = getelementptr inbounds float, ptr %2564, i64 6
  %3424 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3410, 6
  store float %3424, ptr %3423, align 4
  %3425 = getelementptr inbounds float, ptr %2564, i64 7
  %3426 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3410, 7
  store float %3426, ptr %3425, align 4
  %3427 = getelementptr inbounds float, ptr %2564, i64 8
  %3428 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3410, 8
  store float %3428, ptr %3427, align 4
  %3429 = getelementptr inbounds float, ptr %2564, i64 9
  %3430 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3410, 9
  store float %3430, ptr %3429, align 4
  %3431 = getelementptr inbounds float, ptr %2564, i64 10
  %3432 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3410, 10
  store float %3432, ptr %3431, align 4
  %3433 = getelementptr inbounds float, ptr %2564, i64 11
  %3434 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3410, 11
  store float %3434, ptr %3433, align 4
  %3435 = getelementptr inbounds float, ptr %2564, i64 12
  %3436 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3410, 12
  store float %3436, ptr %3435, align 4
  %3437 = getelementptr inbounds float, ptr %2564, i64 13
  %3438 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3410, 13
  store float %3438, ptr %3437, align 4
  %3439 = getelementptr inbounds float, ptr %2564, i64 14
  %3440 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3410, 14
  store float %3440, ptr %3439, align 4
  %3441 = getelementptr inbounds float, ptr %2564, i64 15
  %3442 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3410, 15
  store float %3442, ptr %3441, align 4
  %3443 = getelementptr inbounds float, ptr %2564, i64 16
  %3444 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3410, 16
  store float %3444, ptr %3443, align 4
  %3445 = getelementptr inbounds float, ptr %2564, i64 17
  %3446 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3410, 17
  store float %3446, ptr %3445, align 4
  %3447 = getelementptr inbounds float, ptr %2564, i64 18
  %3448 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3410, 18
  store float %3448, ptr %3447, align 4
  %3449 = getelementptr inbounds float, ptr %2564, i64 19
  %3450 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3410, 19
  store float %3450, ptr %3449, align 4
  %3451 = getelementptr inbounds float, ptr %2564, i64 20
  %3452 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3410, 20
  store float %3452, ptr %3451, align 4
  %3453 = getelementptr inbounds float, ptr %2564, i64 21
  %3454 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3410, 21
  store float %3454, ptr %3453, align 4
  %3455 = getelementptr inbounds float, ptr %2564, i64 22
  %3456 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3410, 22
  store float %3456, ptr %3455, align 4
  %3457 = getelementptr inbounds float, ptr %2564, i64 23
  %3458 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3410, 23
  store float %3458, ptr %3457, align 4
  %3459 = getelementptr inbounds float, ptr %2564, i64 24
  %3460 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3410, 24
  store float %3460, ptr %3459, align 4
  %3461 = getelementptr inbounds float, ptr %2564, i64 25
  %3462 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3410, 25
  store float %3462, ptr %3461, align 4
  %3463 = getelementptr inbounds float, ptr %2564, i64 26
  %3464 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3410, 26
  store float %3464, ptr %3463, align 4
  %3465 = getelementptr inbounds float, ptr %2564, i64 27
  %3466 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3410, 27
  store float %3466, ptr %3465, align 4
  %3467 = getelementptr inbounds float, ptr %2564, i64 28
  %3468 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3410, 28
  store float %3468, ptr %3467, align 4
  %3469 = getelementptr inbounds float, ptr %2564, i64 29
  %3470 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3410, 29
  store float %3470, ptr %3469, align 4
  %3471 = getelementptr inbounds float, ptr %2564, i64 30
  %3472 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3410, 30
  store float %3472, ptr %3471, align 4
  %3473 = getelementptr inbounds float, ptr %2564, i64 31
  %3474 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3410, 31
  store float %3474, ptr %3473, align 4
  %3475 = getelementptr inbounds half, ptr %2551, i64 40
  %3476 = load half, ptr %3475, align 2
  %3477 = insertelement <2 x half> poison, half %3476, i64 0
  %3478 = getelementptr inbounds half, ptr %2551, i64 41
  %3479 = load half, ptr %3478, align 2
  %3480 = insertelement <2 x half> %3477, half %3479, i64 1
  %3481 = bitcast <2 x half> %3480 to i32
  %3482 = getelementptr inbounds half, ptr %2551, i64 42
  %3483 = load half, ptr %3482, align 2
  %3484 = insertelement <2 x half> poison, half %3483, i64 0
  %3485 = getelementptr inbounds half, ptr %2551, i64 43
  %3486 = load half, ptr %3485, align 2
  %3487 = insertelement <2 x half> %3484, half %3486, i64 1
  %3488 = bitcast <2 x half> %3487 to i32
  %3489 = getelementptr inbounds half, ptr %2551, i64 44
  %3490 = load half, ptr %3489, align 2
  %3491 = insertelement <2 x half> poison, half %3490, i64 0
  %3492 = getelementptr inbounds half, ptr %2551, i64 45
  %3493 = load half, ptr %3492, align 2
  %3494 = insertelement <2 x half> %3491, half %3493, i64 1
  %3495 = bitcast <2 x half> %3494 to i32
  %3496 = getelementptr inbounds half, ptr %2551, i64 46
  %3497 = load half, ptr %3496, align 2
  %3498 = insertelement <2 x half> poison, half %3497, i64 0
  %3499 = getelementptr inbounds half, ptr %2551, i64 47
  %3500 = load half, ptr %3499, align 2
  %3501 = insertelement <2 x half> %3498, half %3500, i64 1
  %3502 = bitcast <2 x half> %3501 to i32
  %3503 = getelementptr inbounds half, ptr addrspace(3) %2563, i64 5120
  %3504 = ptrtoint ptr addrspace(3) %3503 to i64
  %3505 = and i64 %3504, 262143
  %3506 = lshr i64 %3505, 4
  %3507 = or i64 %3506, 4611686293372403712
  %3508 = getelementptr inbounds float, ptr %2564, i64 0
  %3509 = load float, ptr %3508, align 4
  %3510 = getelementptr inbounds float, ptr %2564, i64 1
  %3511 = load float, ptr %3510, align 4
  %3512 = getelementptr inbounds float, ptr %2564, i64 2
  %3513 = load float, ptr %3512, align 4
  %3514 = getelementptr inbounds float, ptr %2564, i64 3
  %3515 = load float, ptr %3514, align 4
  %3516 = getelementptr inbounds float, ptr %2564, i64 4
  %3517 = load float, ptr %3516, align 4
  %3518 = getelementptr inbounds float, ptr %2564, i64 5
  %3519 = load float, ptr %3518, align 4
  %3520 = getelementptr inbounds float, ptr %2564, i64 6
  %3521 = load float, ptr %3520, align 4
  %3522 = getelementptr inbounds float, ptr %2564, i64 7
  %3523 = load float, ptr %3522, align 4
  %3524 = getelementptr inbounds float, ptr %2564, i64 8
  %3525 = load float, ptr %3524, align 4
  %3526 = getelementptr inbounds float, ptr %2564, i64 9
  %3527 = load float, ptr %3526, align 4
  %3528 = getelementptr inbounds float, ptr %2564, i64 10
  %3529 = load float, ptr %3528, align 4
  %3530 = getelementptr inbounds float, ptr %2564, i64 11
  %3531 = load float, ptr %3530, align 4
  %3532 = getelementptr inbounds float, ptr %2564, i64 12
  %3533 = load float, ptr %3532, align 4
  %3534 = getelementptr inbounds float, ptr %2564, i64 13
  %3535 = load float, ptr %3534, align 4
  %3536 = getelementptr inbounds float, ptr %2564, i64 14
  %3537 = load float, ptr %3536, align 4
  %3538 = getelementptr inbounds float, ptr %2564, i64 15
  %3539 = load float, ptr %3538, align 4
  %3540 = getelementptr inbounds float, ptr %2564, i64 16
  %3541 = load float, ptr %3540, align 4
  %3542 = getelementptr inbounds float, ptr %2564, i64 17
  %3543 = load float, ptr %3542, align 4
  %3544 = getelementptr inbounds float, ptr %2564, i64 18
  %3545 = load float, ptr %3544, align 4
  %3546 = getelementptr inbounds float, ptr %2564, i64 19
  %3547 = load float, ptr %3546, align 4
  %3548 = getelementptr inbounds float, ptr %2564, i64 20
  %3549 = load float, ptr %3548, align 4
  %3550 = getelementptr inbounds float, ptr %2564, i64 21
  %3551 = load float, ptr %3550, align 4
  %3552 = getelementptr inbounds float, ptr %2564, i64 22
  %3553 = load float, ptr %3552, align 4
  %3554 = getelementptr inbounds float, ptr %2564, i64 23
  %3555 = load float, ptr %3554, align 4
  %3556 = getelementptr inbounds float, ptr %2564, i64 24
  %3557 = load float, ptr %3556, align 4
  %3558 = getelementptr inbounds float, ptr %2564, i64 25
  %3559 = load float, ptr %3558, align 4
  %3560 = getelementptr inbounds float, ptr %2564, i64 26
  %3561 = load float, ptr %3560, align 4
  %3562 = getelementptr inbounds float, ptr %2564, i64 27
  %3563 = load float, ptr %3562, align 4
  %3564 = getelementptr inbounds float, ptr %2564, i64 28
  %3565 = load float, ptr %3564, align 4
  %3566 = getelementptr inbounds float, ptr %2564, i64 29
  %3567 = load float, ptr %3566, align 4
  %3568 = getelementptr inbounds float, ptr %2564, i64 30
  %3569 = load float, ptr %3568, align 4
  %3570 = getelementptr inbounds float, ptr %2564, i64 31
  %3571 = load float, ptr %3570, align 4
  %3572 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,~{memory}"(i32 %3481, i32 %3488, i32 %3495, i32 %3502, i64 %3507, i32 1, float %3509, float %3511, float %3513, float %3515, float %3517, float %3519, float %3521, float %3523, float %3525, float %3527, float %3529, float %3531, float %3533, float %3535, float %3537, float %3539, float %3541, float %3543, float %3545, float %3547, float %3549, float %3551, float %3553, float %3555, float %3557, float %3559, float %3561, float %3563, float %3565, float %3567, float %3569, float %3571) #7
  %3573 = getelementptr inbounds float, ptr %2564, i64 0
  %3574 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3572, 0
  store float %3574, ptr %3573, align 4
  %3575 = getelementptr inbounds float, ptr %2564, i64 1
  %3576 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3572, 1
  store float %3576, ptr %3575, align 4
  %3577 = getelementptr inbounds float, ptr %2564, i64 2
  %3578 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3572, 2
  store float %3578, ptr %3577, align 4
  %3579 = getelementptr inbounds float, ptr %2564, i64 3
  %3580 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3572, 3
  store float %3580, ptr %3579, align 4
  %3581 = getelementptr inbounds float, ptr %2564, i64 4
  %3582 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3572, 4
  store float %3582, ptr %3581, align 4
  %3583 = getelementptr inbounds float, ptr %2564, i64 5
  %3584 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3572, 5
  store float %3584, ptr %3583, align 4
  %3585 = getelementptr inbounds float, ptr %2564, i64 6
  %3586 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3572, 6
  store float %3586, ptr %3585, align 4
  %3587 = getelementptr inbounds float, ptr %2564, i64 7
  %3588 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3572, 7
  store float %3588, ptr %3587, align 4
  %3589 = getelementptr inbounds float, ptr %2564, i64 8
  %3590 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3572, 8
  store float %3590, ptr %3589, align 4
  %3591 = getelementptr inbounds float, ptr %2564, i64 9
  %3592 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3572, 9
  store float %3592, ptr %3591, align 4
  %3593 = getelementptr inbounds float, ptr %2564, i64 10
  %3594 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3572, 10
  store float %3594, ptr %3593, align 4
  %3595 = getelementptr inbounds float, ptr %2564, i64 11
  %3596 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3572, 11
  store float %3596, ptr %3595, align 4
  %3597 = getelementptr inbounds float, ptr %2564, i64 12
  %3598 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3572, 12
  store float %3598, ptr %3597, align 4
  %3599 = getelementptr inbounds float, ptr %2564, i64 13
  %3600 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3572, 13
  store float %3600, ptr %3599, align 4
  %3601 = getelementptr inbounds float, ptr %2564, i64 14
  %3602 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3572, 14
  store float %3602, ptr %3601, align 4
  %3603 = getelementptr inbounds float, ptr %2564, i64 15
  %3604 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3572, 15
  store float %3604, ptr %3603, align 4
  %3605 = getelementptr inbounds float, ptr %2564, i64 16
  %3606 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3572, 16
  store float %3606, ptr %3605, align 4
  %3607 = getelementptr inbounds float, ptr %2564, i64 17
  %3608 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3572, 17
  store float %3608, ptr %3607, align 4
  %3609 = getelementptr inbounds float, ptr %2564, i64 18
  %3610 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3572, 18
  store float %3610, ptr %3609, align 4
  %3611 = getelementptr inbounds float, ptr %2564, i64 19
  %3612 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3572, 19
  store float %3612, ptr %3611, align 4
  %3613 = getelementptr inbounds float, ptr %2564, i64 20
  %3614 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3572, 20
  store float %3614, ptr %3613, align 4
  %3615 = getelementptr inbounds float, ptr %2564, i64 21
  %3616 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3572, 21
  store float %3616, ptr %3615, align 4
  %3617 = getelementptr inbounds float, ptr %2564, i64 22
  %3618 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3572, 22
  store float %3618, ptr %3617, align 4
  %3619 = getelementptr inbounds float, ptr %2564, i64 23
  %3620 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3572, 23
  store float %3620, ptr %3619, align 4
  %3621 = getelementptr inbounds float, ptr %2564, i64 24
  %3622 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3572, 24
  store float %3622, ptr %3621, align 4
  %3623 = getelementptr inbounds float, ptr %2564, i64 25
  %3624 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3572, 25
  store float %3624, ptr %3623, align 4
  %3625 = getelementptr inbounds float, ptr %2564, i64 26
  %3626 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3572, 26
  store float %3626, ptr %3625, align 4
  %3627 = getelementptr inbounds float, ptr %2564, i64 27
  %3628 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3572, 27
  store float %3628, ptr %3627, align 4
  %3629 = getelementptr inbounds float, ptr %2564, i64 28
  %3630 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3572, 28
  store float %3630, ptr %3629, align 4
  %3631 = getelementptr inbounds float, ptr %2564, i64 29
  %3632 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3572, 29
  store float %3632, ptr %3631, align 4
  %3633 = getelementptr inbounds float, ptr %2564, i64 30
  %3634 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3572, 30
  store float %3634, ptr %3633, align 4
  %3635 = getelementptr inbounds float, ptr %2564, i64 31
  %3636 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3572, 31
  store float %3636, ptr %3635, align 4
  %3637 = getelementptr inbounds half, ptr %2551, i64 48
  %3638 = load half, ptr %3637, align 2
  %3639 = insertelement <2 x half> poison, half %3638, i64 0
  %3640 = getelementptr inbounds half, ptr %2551, i64 49
  %3641 = load half, ptr %3640, align 2
  %3642 = insertelement <2 x half> %3639, half %3641, i64 1
  %3643 = bitcast <2 x half> %3642 to i32
  %3644 = getelementptr inbounds half, ptr %2551, i64 50
  %3645 = load half, ptr %3644, align 2
  %3646 = insertelement <2 x half> poison, half %3645, i64 0
  %3647 = getelementptr inbounds half, ptr %2551, i64 51
  %3648 = load half, ptr %3647, align 2
  %3649 = insertelement <2 x half> %3646, half %3648, i64 1
  %3650 = bitcast <2 x half> %3649 to i32
  %3651 = getelementptr inbounds half, ptr %2551, i64 52
  %3652 = load half, ptr %3651, align 2
  %3653 = insertelement <2 x half> poison, half %3652, i64 0
  %3654 = getelementptr inbounds half, ptr %2551, i64 53
  %3655 = load half, ptr %3654, align 2
  %3656 = insertelement <2 x half> %3653, half %3655, i64 1
  %3657 = bitcast <2 x half> %3656 to i32
  %3658 = getelementptr inbounds half, ptr %2551, i64 54
  %3659 = load half, ptr %3658, align 2
  %3660 = insertelement <2 x half> poison, half %3659, i64 0
  %3661 = getelementptr inbounds half, ptr %2551, i64 55
  %3662 = load half, ptr %3661, align 2
  %3663 = insertelement <2 x half> %3660, half %3662, i64 1
  %3664 = bitcast <2 x half> %3663 to i32
  %3665 = getelementptr inbounds half, ptr addrspace(3) %2563, i64 6144
  %3666 = ptrtoint ptr addrspace(3) %3665 to i64
  %3667 = and i64 %3666, 262143
  %3668 = lshr i64 %3667, 4
  %3669 = or i64 %3668, 4611686293372403712
  %3670 = getelementptr inbounds float, ptr %2564, i64 0
  %3671 = load float, ptr %3670, align 4
  %3672 = getelementptr inbounds float, ptr %2564, i64 1
  %3673 = load float, ptr %3672, align 4
  %3674 = getelementptr inbounds float, ptr %2564, i64 2
  %3675 = load float, ptr %3674, align 4
  %3676 = getelementptr inbounds float, ptr %2564, i64 3
  %3677 = load float, ptr %3676, align 4
  %3678 = getelementptr inbounds float, ptr %2564, i64 4
  %3679 = load float, ptr %3678, align 4
  %3680 = getelementptr inbounds float, ptr %2564, i64 5
  %3681 = load float, ptr %3680, align 4
  %3682 = getelementptr inbounds float, ptr %2564, i64 6
  %3683 = load float, ptr %3682, align 4
  %3684 = getelementptr inbounds float, ptr %2564, i64 7
  %3685 = load float, ptr %3684, align 4
  %3686 = getelementptr inbounds float, ptr %2564, i64 8
  %3687 = load float, ptr %3686, align 4
  %3688 = getelementptr inbounds float, ptr %2564, i64 9
  %3689 = load float, ptr %3688, align 4
  %3690 = getelementptr inbounds float, ptr %2564, i64 10
  %3691 = load float, ptr %3690, align 4
  %3692 = getelementptr inbounds float, ptr %2564, i64 11
  %3693 = load float, ptr %3692, align 4
  %3694 = getelementptr inbounds float, ptr %2564, i64 12
  %3695 = load float, ptr %3694, align 4
  %3696 = getelementptr inbounds float, ptr %2564, i64 13
  %3697 = load float, ptr %3696, align 4
  %3698 = getelementptr inbounds float, ptr %2564, i64 14
  %3699 = load float, ptr %3698, align 4
  %3700 = getelementptr inbounds float, ptr %2564, i64 15
  %3701 = load float, ptr %3700, align 4
  %3702 = getelementptr inbounds float, ptr %2564, i64 16
  %3703 = load float, ptr %3702, align 4
  %3704 = getelementptr inbounds float, ptr %2564, i64 17
  %3705 = load float, ptr %3704, align 4
  %3706 = getelementptr inbounds float, ptr %2564, i64 18
  %3707 = load float, ptr %3706, align 4
  %3708 = getelementptr inbounds float, ptr %2564, i64 19
  %3709 = load float, ptr %3708, align 4
  %3710 = getelementptr inbounds float, ptr %2564, i64 20
  %3711 = load float, ptr %3710, align 4
  %3712 = getelementptr inbounds float, ptr %2564, i64 21
  %3713 = load float, ptr %3712, align 4
  %3714 = getelementptr inbounds float, ptr %2564, i64 22
  %3715 = load float, ptr %3714, align 4
  %3716 = getelementptr inbounds float, ptr %2564, i64 23
  %3717 = load float, ptr %3716, align 4
  %3718 = getelementptr inbounds float, ptr %2564, i64 24
  %3719 = load float, ptr %3718, align 4
  %3720 = getelementptr inbounds float, ptr %2564, i64 25
  %3721 = load float, ptr %3720, align 4
  %3722 = getelementptr inbounds float, ptr %2564, i64 26
  %3723 = load float, ptr %3722, align 4
  %3724 = getelementptr inbounds float, ptr %2564, i64 27
  %3725 = load float, ptr %3724, align 4
  %3726 = getelementptr inbounds float, ptr %2564, i64 28
  %3727 = load float, ptr %3726, align 4
  %3728 = getelementptr inbounds float, ptr %2564, i64 29
  %3729 = load float, ptr %3728, align 4
  %3730 = getelementptr inbounds float, ptr %2564, i64 30
  %3731 = load float, ptr %3730, align 4
  %3732 = getelementptr inbounds float, ptr %2564, i64 31
  %3733 = load float, ptr %3732, align 4
  %3734 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,~{memory}"(i32 %3643, i32 %3650, i32 %3657, i32 %3664, i64 %3669, i32 1, float %3671, float %3673, float %3675, float %3677, float %3679, float %3681, float %3683, float %3685, float %3687, float %3689, float %3691, float %3693, float %3695, float %3697, float %3699, float %3701, float %3703, float %3705, float %3707, float %3709, float %3711, float %3713, float %3715, float %3717, float %3719, float %3721, float %3723, float %3725, float %3727, float %3729, float %3731, float %3733) #7
  %3735 = getelementptr inbounds float, ptr %2564, i64 0
  %3736 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3734, 0
  store float %3736, ptr %3735, align 4
  %3737 = getelementptr inbounds float, ptr %2564, i64 1
  %3738 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3734, 1
  store float %3738, ptr %3737, align 4
  %3739 = getelementptr inbounds float, ptr %2564, i64 2
  %3740 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3734, 2
  store float %3740, ptr %3739, align 4
  %3741 = getelementptr inbounds float, ptr %2564, i64 3
  %3742 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3734, 3
  store float %3742, ptr %3741, align 4
  %3743 = getelementptr inbounds float, ptr %2564, i64 4
  %3744 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3734, 4
  store float %3744, ptr %3743, align 4
  %3745 = getelementptr inbounds float, ptr %2564, i64 5
  %3746 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3734, 5
  store float %3746, ptr %3745, align 4
  %3747 = getelementptr inbounds float, ptr %2564, i64 6
  %3748 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3734, 6
  store float %3748, ptr %3747, align 4
  %3749 = getelementptr inbounds float, ptr %2564, i64 7
  %3750 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3734, 7
  store float %3750, ptr %3749, align 4
  %3751 = getelementptr inbounds float, ptr %2564, i64 8
  %3752 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3734, 8
  store float %3752, ptr %3751, align 4
  %3753 = getelementptr inbounds float, ptr %2564, i64 9
  %3754 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3734, 9
  store float %3754, ptr %3753, align 4
  %3755 = getelementptr inbounds float, ptr %2564, i64 10
  %3756 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3734, 10
  store float %3756, ptr %3755, align 4
  %3757 = getelementptr inbounds float, ptr %2564, i64 11
  %3758 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3734, 11
  store float %3758, ptr %3757, align 4
  %3759 = getelementptr inbounds float, ptr %2564, i64 12
  %3760 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3734, 12
  store float %3760, ptr %3759, align 4
  %3761 = getelementptr inbounds float, ptr %2564, i64 13
  %3762 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3734, 13
  store float %3762, ptr %3761, align 4
  %3763 = getelementptr inbounds float, ptr %2564, i64 14
  %3764 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3734, 14
  store float %3764, ptr %3763, align 4
  %3765 = getelementptr inbounds float, ptr %2564, i64 15
  %3766 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3734, 15
  store float %3766, ptr %3765, align 4
  %3767 = getelementptr inbounds float, ptr %2564, i64 16
  %3768 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3734, 16
  store float %3768, ptr %3767, align 4
  %3769 = getelementptr inbounds float, ptr %2564, i64 17
  %3770 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3734, 17
  store float %3770, ptr %3769, align 4
  %3771 = getelementptr inbounds float, ptr %2564, i64 18
  %3772 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3734, 18
  store float %3772, ptr %3771, align 4
  %3773 = getelementptr inbounds float, ptr %2564, i64 19
  %3774 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3734, 19
  store float %3774, ptr %3773, align 4
  %3775 = getelementptr inbounds float, ptr %2564, i64 20
  %3776 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3734, 20
  store float %3776, ptr %3775, align 4
  %3777 = getelementptr inbounds float, ptr %2564, i64 21
  %3778 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3734, 21
  store float %3778, ptr %3777, align 4
  %3779 = getelementptr inbounds float, ptr %2564, i64 22
  %3780 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3734, 22
  store float %3780, ptr %3779, align 4
  %3781 = getelementptr inbounds float, ptr %2564, i64 23
  %3782 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3734, 23
  store float %3782, ptr %3781, align 4
  %3783 = getelementptr inbounds float, ptr %2564, i64 24
  %3784 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3734, 24
  store float %3784, ptr %3783, align 4
  %3785 = getelementptr inbounds float, ptr %2564, i64 25
  %3786 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3734, 25
  store float %3786, ptr %3785, align 4
  %3787 = getelementptr inbounds float, ptr %2564, i64 26
  %3788 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3734, 26
  store float %3788, ptr %3787, align 4
  %3789 = getelementptr inbounds float, ptr %2564, i64 27
  %3790 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3734, 27
  store float %3790, ptr %3789, align 4
  %3791 = getelementptr inbounds float, ptr %2564, i64 28
  %3792 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3734, 28
  store float %3792, ptr %3791, align 4
  %3793 = getelementptr inbounds float, ptr %2564, i64 29
  %3794 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3734, 29
  store float %3794, ptr %3793, align 4
  %3795 = getelementptr inbounds float, ptr %2564, i64 30
  %3796 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3734, 30
  store float %3796, ptr %3795, align 4
  %3797 = getelementptr inbounds float, ptr %2564, i64 31
  %3798 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3734, 31
  store float %3798, ptr %3797, align 4
  %3799 = getelementptr inbounds half, ptr %2551, i64 56
  %3800 = load half, ptr %3799, align 2
  %3801 = insertelement <2 x half> poison, half %3800, i64 0
  %3802 = getelementptr inbounds half, ptr %2551, i64 57
  %3803 = load half, ptr %3802, align 2
  %3804 = insertelement <2 x half> %3801, half %3803, i64 1
  %3805 = bitcast <2 x half> %3804 to i32
  %3806 = getelementptr inbounds half, ptr %2551, i64 58
  %3807 = load half, ptr %3806, align 2
  %3808 = insertelement <2 x half> poison, half %3807, i64 0
  %3809 = getelementptr inbounds half, ptr %2551, i64 59
  %3810 = load half, ptr %3809, align 2
  %3811 = insertelement <2 x half> %3808, half %3810, i64 1
  %3812 = bitcast <2 x half> %3811 to i32
  %3813 = getelementptr inbounds half, ptr %2551, i64 60
  %3814 = load half, ptr %3813, align 2
  %3815 = insertelement <2 x half> poison, half %3814, i64 0
  %3816 = getelementptr inbounds half, ptr %2551, i64 61
  %3817 = load half, ptr %3816, align 2
  %3818 = insertelement <2 x half> %3815, half %3817, i64 1
  %3819 = bitcast <2 x half> %3818 to i32
  %3820 = getelementptr inbounds half, ptr %2551, i64 62
  %3821 = load half, ptr %3820, align 2
  %3822 = insertelement <2 x half> poison, half %3821, i64 0
  %3823 = getelementptr inbounds half, ptr %2551, i64 63
  %3824 = load half, ptr %3823, align 2
  %3825 = insertelement <2 x half> %3822, half %3824, i64 1
  %3826 = bitcast <2 x half> %3825 to i32
  %3827 = getelementptr inbounds half, ptr addrspace(3) %2563, i64 7168
  %3828 = ptrtoint ptr addrspace(3) %3827 to i64
  %3829 = and i64 %3828, 262143
  %3830 = lshr i64 %3829, 4
  %3831 = or i64 %3830, 4611686293372403712
  %3832 = getelementptr inbounds float, ptr %2564, i64 0
  %3833 = load float, ptr %3832, align 4
  %3834 = getelementptr inbounds float, ptr %2564, i64 1
  %3835 = load float, ptr %3834, align 4
  %3836 = getelementptr inbounds float, ptr %2564, i64 2
  %3837 = load float, ptr %3836, align 4
  %3838 = getelementptr inbounds float, ptr %2564, i64 3
  %3839 = load float, ptr %3838, align 4
  %3840 = getelementptr inbounds float, ptr %2564, i64 4
  %3841 = load float, ptr %3840, align 4
  %3842 = getelementptr inbounds float, ptr %2564, i64 5
  %3843 = load float, ptr %3842, align 4
  %3844 = getelementptr inbounds float, ptr %2564, i64 6
  %3845 = load float, ptr %3844, align 4
  %3846 = getelementptr inbounds float, ptr %2564, i64 7
  %3847 = load float, ptr %3846, align 4
  %3848 = getelementptr inbounds float, ptr %2564, i64 8
  %3849 = load float, ptr %3848, align 4
  %3850 = getelementptr inbounds float, ptr %2564, i64 9
  %3851 = load float, ptr %3850, align 4
  %3852 = getelementptr inbounds float, ptr %2564, i64 10
  %3853 = load float, ptr %3852, align 4
  %3854 = getelementptr inbounds float, ptr %2564, i64 11
  %3855 = load float, ptr %3854, align 4
  %3856 = getelementptr inbounds float, ptr %2564, i64 12
  %3857 = load float, ptr %3856, align 4
  %3858 = getelementptr inbounds float, ptr %2564, i64 13
  %3859 = load float, ptr %3858, align 4
  %3860 = getelementptr inbounds float, ptr %2564, i64 14
  %3861 = load float, ptr %3860, align 4
  %3862 = getelementptr inbounds float, ptr %2564, i64 15
  %3863 = load float, ptr %3862, align 4
  %3864 = getelementptr inbounds float, ptr %2564, i64 16
  %3865 = load float, ptr %3864, align 4
  %3866 = getelementptr inbounds float, ptr %2564, i64 17
  %3867 = load float, ptr %3866, align 4
  %3868 = getelementptr inbounds float, ptr %2564, i64 18
  %3869 = load float, ptr %3868, align 4
  %3870 = getelementptr inbounds float, ptr %2564, i64 19
  %3871 = load float, ptr %3870, align 4
  %3872 = getelementptr inbounds float, ptr %2564, i64 20
  %3873 = load float, ptr %3872, align 4
  %3874 = getelementptr inbounds float, ptr %2564, i64 21
  %3875 = load float, ptr %3874, align 4
  %3876 = getelementptr inbounds float, ptr %2564, i64 22
  %3877 = load float, ptr %3876, align 4
  %3878 = getelementptr inbounds float, ptr %2564, i64 23
  %3879 = load float, ptr %3878, align 4
  %3880 = getelementptr inbounds float, ptr %2564, i64 24
  %3881 = load float, ptr %3880, align 4
  %3882 = getelementptr inbounds float, ptr %2564, i64 25
  %3883 = load float, ptr %3882, align 4
  %3884 = getelementptr inbounds float, ptr %2564, i64 26
  %3885 = load float, ptr %3884, align 4
  %3886 = getelementptr inbounds float, ptr %2564, i64 27
  %3887 = load float, ptr %3886, align 4
  %3888 = getelementptr inbounds float, ptr %2564, i64 28
  %3889 = load float, ptr %3888, align 4
  %3890 = getelementptr inbounds float, ptr %2564, i64 29
  %3891 = load float, ptr %3890, align 4
  %3892 = getelementptr inbounds float, ptr %2564, i64 30
  %3893 = load float, ptr %3892, align 4
  %3894 = getelementptr inbounds float, ptr %2564, i64 31
  %3895 = load float, ptr %3894, align 4
  %3896 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,~{memory}"(i32 %3805, i32 %3812, i32 %3819, i32 %3826, i64 %3831, i32 1, float %3833, float %3835, float %3837, float %3839, float %3841, float %3843, float %3845, float %3847, float %3849, float %3851, float %3853, float %3855, float %3857, float %3859, float %3861, float %3863, float %3865, float %3867, float %3869, float %3871, float %3873, float %3875, float %3877, float %3879, float %3881, float %3883, float %3885, float %3887, float %3889, float %3891, float %3893, float %3895) #7
  %3897 = getelementptr inbounds float, ptr %2564, i64 0
  %3898 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3896, 0
  store float %3898, ptr %3897, align 4
  %3899 = getelementptr inbounds float, ptr %2564, i64 1
  %3900 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3896, 1
  store float %3900, ptr %3899, align 4
  %3901 = getelementptr inbounds float, ptr %2564, i64 2
  %3902 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3896, 2
  store float %3902, ptr %3901, align 4
  %3903 = getelementptr inbounds float, ptr %2564, i64 3
  %3904 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3896, 3
  store float %3904, ptr %3903, align 4
  %3905 = getelementptr inbounds float, ptr %2564, i64 4
  %3906 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3896, 4
  store float %3906, ptr %3905, align 4
  %3907 = getelementptr inbounds float, ptr %2564, i64 5
  %3908 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3896, 5
  store float %3908, ptr %3907, align 4
  %3909 = getelementptr inbounds float, ptr %2564, i64 6
  %3910 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3896, 6
  store float %3910, ptr %3909, align 4
  %3911 = getelementptr inbounds float, ptr %2564, i64 7
  %3912 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3896, 7
  store float %3912, ptr %3911, align 4
  %3913 = getelementptr inbounds float, ptr %2564, i64 8
  %3914 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3896, 8
  store float %3914, ptr %3913, align 4
  %3915 = getelementptr inbounds float, ptr %2564, i64 9
  %3916 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3896, 9
  store float %3916, ptr %3915, align 4
  %3917 = getelementptr inbounds float, ptr %2564, i64 10
  %3918 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3896, 10
  store float %3918, ptr %3917, align 4
  %3919 = getelementptr inbounds float, ptr %2564, i64 11
  %3920 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3896, 11
  store float %3920, ptr %3919, align 4
  %3921 = getelementptr inbounds float, ptr %2564, i64 12
  %3922 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3896, 12
  store float %3922, ptr %3921, align 4
  %3923 = getelementptr inbounds float, ptr %2564, i64 13
  %3924 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3896, 13
  store float %3924, ptr %3923, align 4
  %3925 = getelementptr inbounds float, ptr %2564, i64 14
  %3926 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3896, 14
  store float %3926, ptr %3925, align 4
  %3927 = getelementptr inbounds float, ptr %2564, i64 15
  %3928 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3896, 15
  store float %3928, ptr %3927, align 4
  %3929 = getelementptr inbounds float, ptr %2564, i64 16
  %3930 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3896, 16
  store float %3930, ptr %3929, align 4
  %3931 = getelementptr inbounds float, ptr %2564, i64 17
  %3932 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3896, 17
  store float %3932, ptr %3931, align 4
  %3933 = getelementptr inbounds float, ptr %2564, i64 18
  %3934 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3896, 18
  store float %3934, ptr %3933, align 4
  %3935 = getelementptr inbounds float, ptr %2564, i64 19
  %3936 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3896, 19
  store float %3936, ptr %3935, align 4
  %3937 = getelementptr inbounds float, ptr %2564, i64 20
  %3938 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3896, 20
  store float %3938, ptr %3937, align 4
  %3939 = getelementptr inbounds float, ptr %2564, i64 21
  %3940 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3896, 21
  store float %3940, ptr %3939, align 4
  %3941 = getelementptr inbounds float, ptr %2564, i64 22
  %3942 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3896, 22
  store float %3942, ptr %3941, align 4
  %3943 = getelementptr inbounds float, ptr %2564, i64 23
  %3944 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3896, 23
  store float %3944, ptr %3943, align 4
  %3945 = getelementptr inbounds float, ptr %2564, i64 24
  %3946 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3896, 24
  store float %3946, ptr %3945, align 4
  %3947 = getelementptr inbounds float, ptr %2564, i64 25
  %3948 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3896, 25
  store float %3948, ptr %3947, align 4
  %3949 = getelementptr inbounds float, ptr %2564, i64 26
  %3950 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3896, 26
  store float %3950, ptr %3949, align 4
  %3951 = getelementptr inbounds float, ptr %2564, i64 27
  %3952 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3896, 27
  store float %3952, ptr %3951, align 4
  %3953 = getelementptr inbounds float, ptr %2564, i64 28
  %3954 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3896, 28
  store float %3954, ptr %3953, align 4
  %3955 = getelementptr inbounds float, ptr %2564, i64 29
  %3956 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3896, 29
  store float %3956, ptr %3955, align 4
  %3957 = getelementptr inbounds float, ptr %2564, i64 30
  %3958 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3896, 30
  store float %3958, ptr %3957, align 4
  %3959 = getelementptr inbounds float, ptr %2564, i64 31
  %3960 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3896, 31
  store float %3960, ptr %3959, align 4
  call void asm sideeffect "wgmma.commit_group.sync.aligned;", "~{memory}"() #7
  call void asm sideeffect "wgmma.wait_group.sync.aligned 0;", "~{memory}"() #7
  %3961 = getelementptr inbounds float, ptr %2564, i64 0
  %3962 = load float, ptr %3961, align 4
  %3963 = call float asm sideeffect "", "=f,0,~{memory}"(float %3962)
  store float %3963, ptr %3961, align 4
  %3964 = getelementptr inbounds float, ptr %2564, i64 1
  %3965 = load float, ptr %3964, align 4
  %3966 = call float asm sideeffect "", "=f,0,~{memory}"(float %3965)
  store float %3966, ptr %3964, align 4
  %3967 = getelementptr inbounds float, ptr %2564, i64 2
  %3968 = load float, ptr %3967, align 4
  %3969 = call float asm sideeffect "", "=f,0,~{memory}"(float %3968)
  store float %3969, ptr %3967, align 4
  %3970 = getelementptr inbounds float, ptr %2564, i64 3
  %3971 = load float, ptr %3970, align 4
  %3972 = call float asm sideeffect "", "=f,0,~{memory}"(float %3971)
  store float %3972, ptr %3970, align 4
  %3973 = getelementptr inbounds float, ptr %2564, i64 4
  %3974 = load float, ptr %3973, align 4
  %3975 = call float asm sideeffect "", "=f,0,~{memory}"(float %3974)
  store float %3975, ptr %3973, align 4
  %3976 = getelementptr inbounds float, ptr %2564, i64 5
  %3977 = load float, ptr %3976, align 4
  %3978 = call float asm sideeffect "", "=f,0,~{memory}"(float %3977)
  store float %3978, ptr %3976, align 4
  %3979 = getelementptr inbounds float, ptr %2564, i64 6
  %3980 = load float, ptr %3979, align 4
  %3981 = call float asm sideeffect "", "=f,0,~{memory}"(float %3980)
  store float %3981, ptr %3979, align 4
  %3982 = getelementptr inbounds float, ptr %2564, i64 7
  %3983 = load float, ptr %3982, align 4
  %3984 = call float asm sideeffect "", "=f,0,~{memory}"(float %3983)
  store float %3984, ptr %3982, align 4
  %3985 = getelementptr inbounds float, ptr %2564, i64 8
  %3986 = load float, ptr %3985, align 4
  %3987 = call float asm sideeffect "", "=f,0,~{memory}"(float %3986)
  store float %3987, ptr %3985, align 4
  %3988 = getelementptr inbounds float, ptr %2564, i64 9
  %3989 = load float, ptr %3988, align 4
  %3990 = call float asm sideeffect "", "=f,0,~{memory}"(float %3989)
  store float %3990, ptr %3988, align 4
  %3991 = getelementptr inbounds float, ptr %2564, i64 10
  %3992 = load float, ptr %3991, align 4
  %3993 = call float asm sideeffect "", "=f,0,~{memory}"(float %3992)
  store float %3993, ptr %3991, align 4
  %3994 = getelementptr inbounds float, ptr %2564, i64 11
  %3995 = load float, ptr %3994, align 4
  %3996 = call float asm sideeffect "", "=f,0,~{memory}"(float %3995)
  store float %3996, ptr %3994, align 4
  %3997 = getelementptr inbounds float, ptr %2564, i64 12
  %3998 = load float, ptr %3997, align 4
  %3999 = call float asm sideeffect "", "=f,0,~{memory}"(float %3998)
  store float %3999, ptr %3997, align 4
  %4000 = getelementptr inbounds float, ptr %2564, i64 13
  %4001 = load float, ptr %4000, align 4
  %4002 = call float asm sideeffect "", "=f,0,~{memory}"(float %4001)
  store float %4002, ptr %4000, align 4
  %4003 = getelementptr inbounds float, ptr %2564, i64 14
  %4004 = load float, ptr %4003, align 4
  %4005 = call float asm sideeffect "", "=f,0,~{memory}"(float %4004)
  store float %4005, ptr %4003, align 4
  %4006 = getelementptr inbounds float, ptr %2564, i64 15
  %4007 = load float, ptr %4006, align 4
  %4008 = call float asm sideeffect "", "=f,0,~{memory}"(float %4007)
  store float %4008, ptr %4006, align 4
  %4009 = getelementptr inbounds float, ptr %2564, i64 16
  %4010 = load float, ptr %4009, align 4
  %4011 = call float asm sideeffect "", "=f,0,~{memory}"(float %4010)
  store float %4011, ptr %4009, align 4
  %4012 = getelementptr inbounds float, ptr %2564, i64 17
  %4013 = load float, ptr %4012, align 4
  %4014 = call float asm sideeffect "", "=f,0,~{memory}"(float %4013)
  store float %4014, ptr %4012, align 4
  %4015 = getelementptr inbounds float, ptr %2564, i64 18
  %4016 = load float, ptr %4015, align 4
  %4017 = call float asm sideeffect "", "=f,0,~{memory}"(float %4016)
  store float %4017, ptr %4015, align 4
  %4018 = getelementptr inbounds float, ptr %2564, i64 19
  %4019 = load float, ptr %4018, align 4
  %4020 = call float asm sideeffect "", "=f,0,~{memory}"(float %4019)
  store float %4020, ptr %4018, align 4
  %4021 = getelementptr inbounds float, ptr %2564, i64 20
  %4022 = load float, ptr %4021, align 4
  %4023 = call float asm sideeffect "", "=f,0,~{memory}"(float %4022)
  store float %4023, ptr %4021, align 4
  %4024 = getelementptr inbounds float, ptr %2564, i64 21
  %4025 = load float, ptr %4024, align 4
  %4026 = call float asm sideeffect "", "=f,0,~{memory}"(float %4025)
  store float %4026, ptr %4024, align 4
  %4027 = getelementptr inbounds float, ptr %2564, i64 22
  %4028 = load float, ptr %4027, align 4
  %4029 = call float asm sideeffect "", "=f,0,~{memory}"(float %4028)
  store float %4029, ptr %4027, align 4
  %4030 = getelementptr inbounds float, ptr %2564, i64 23
  %4031 = load float, ptr %4030, align 4
  %4032 = call float asm sideeffect "", "=f,0,~{memory}"(float %4031)
  store float %4032, ptr %4030, align 4
  %4033 = getelementptr inbounds float, ptr %2564, i64 24
  %4034 = load float, ptr %4033, align 4
  %4035 = call float asm sideeffect "", "=f,0,~{memory}"(float %4034)
  store float %4035, ptr %4033, align 4
  %4036 = getelementptr inbounds float, ptr %2564, i64 25
  %4037 = load float, ptr %4036, align 4
  %4038 = call float asm sideeffect "", "=f,0,~{memory}"(float %4037)
  store float %4038, ptr %4036, align 4
  %4039 = getelementptr inbounds float, ptr %2564, i64 26
  %4040 = load float, ptr %4039, align 4
  %4041 = call float asm sideeffect "", "=f,0,~{memory}"(float %4040)
  store float %4041, ptr %4039, align 4
  %4042 = getelementptr inbounds float, ptr %2564, i64 27
  %4043 = load float, ptr %4042, align 4
  %4044 = call float asm sideeffect "", "=f,0,~{memory}"(float %4043)
  store float %4044, ptr %4042, align 4
  %4045 = getelementptr inbounds float, ptr %2564, i64 28
  %4046 = load float, ptr %4045, align 4
  %4047 = call float asm sideeffect "", "=f,0,~{memory}"(float %4046)
  store float %4047, ptr %4045, align 4
  %4048 = getelementptr inbounds float, ptr %2564, i64 29
  %4049 = load float, ptr %4048, align 4
  %4050 = call float asm sideeffect "", "=f,0,~{memory}"(float %4049)
  store float %4050, ptr %4048, align 4
  %4051 = getelementptr inbounds float, ptr %2564, i64 30
  %4052 = load float, ptr %4051, align 4
  %4053 = call float asm sideeffect "", "=f,0,~{memory}"(float %4052)
  store float %4053, ptr %4051, align 4
  %4054 = getelementptr inbounds float, ptr %2564, i64 31
  %4055 = load float, ptr %4054, align 4
  %4056 = call float asm sideeffect "", "=f,0,~{memory}"(float %4055)
  store float %4056, ptr %4054, align 4
  br label %wgmma.done136

wgmma.done136:                                    ; preds = %wgmma.group135, %l.end130
  %k.next = add nsw i32 %k, 1
  br label %k.cond

l.cond137:                                        ; preds = %l.body138, %k.end
  %l140 = phi i32 [ 0, %k.end ], [ %l.next143, %l.body138 ]
  %4057 = icmp slt i32 %l140, 16
  br i1 %4057, label %l.body138, label %l.end139

l.body138:                                        ; preds = %l.cond137
  %4058 = mul nsw i32 %l140, 2
  %4059 = sext i32 %4058 to i64
  %4060 = getelementptr inbounds float, ptr %acc_o, i64 %4059
  %4061 = mul nsw i32 %l140, 2
  %4062 = sext i32 %4061 to i64
  %4063 = getelementptr inbounds float, ptr %acc_o, i64 %4062
  %4064 = load <2 x float>, ptr %4063, align 8
  %4065 = sdiv i32 %l140, 2
  %4066 = srem i32 %l140, 2
  %4067 = icmp slt i32 %4066, 0
  %4068 = icmp ne i1 %4067, false
  %4069 = icmp ne i32 %4066, 0
  %4070 = and i1 %4069, %4068
  %4071 = add i32 %4066, 2
  %4072 = select i1 %4070, i32 %4071, i32 %4066
  %4073 = sext i32 %4072 to i64
  %4074 = getelementptr inbounds float, ptr %logsum, i64 %4073
  %4075 = load float, ptr %4074, align 4
  %.splatinsert141 = insertelement <2 x float> poison, float %4075, i64 0
  %.splat142 = shufflevector <2 x float> %.splatinsert141, <2 x float> poison, <2 x i32> zeroinitializer
  %4076 = fdiv <2 x float> %4064, %.splat142
  store <2 x float> %4076, ptr %4060, align 8
  %l.next143 = add nsw i32 %l140, 1
  br label %l.cond137, !llvm.loop !34

l.end139:                                         ; preds = %l.cond137
  br label %l.cond144

l.cond144:                                        ; preds = %__nv_log2f.exit, %l.end139
  %l147 = phi i32 [ 0, %l.end139 ], [ %l.next148, %__nv_log2f.exit ]
  %4077 = icmp slt i32 %l147, 2
  br i1 %4077, label %l.body145, label %l.end146

l.body145:                                        ; preds = %l.cond144
  %4078 = sext i32 %l147 to i64
  %4079 = getelementptr inbounds float, ptr %lse_local, i64 %4078
  %4080 = sext i32 %l147 to i64
  %4081 = getelementptr inbounds float, ptr %logsum, i64 %4080
  %4082 = load float, ptr %4081, align 4
  %4083 = fcmp olt float %4082, 0x3810000000000000
  br i1 %4083, label %4084, label %4086

4084:                                             ; preds = %l.body145
  %4085 = fmul float %4082, 0x4160000000000000
  br label %4086

4086:                                             ; preds = %4084, %l.body145
  %.02.i = phi float [ %4085, %4084 ], [ %4082, %l.body145 ]
  %i.i.0.i = phi float [ -2.300000e+01, %4084 ], [ 0.000000e+00, %l.body145 ]
  %4087 = bitcast float %.02.i to i32
  %4088 = sub i32 %4087, 1060439283
  %4089 = and i32 %4088, -8388608
  %4090 = bitcast float %.02.i to i32
  %4091 = sub i32 %4090, %4089
  %4092 = bitcast i32 %4091 to float
  %4093 = sitofp i32 %4089 to float
  %4094 = call float @llvm.nvvm.fma.rn.f(float %4093, float 0x3E80000000000000, float %i.i.0.i) #0
  %4095 = fsub float %4092, 1.000000e+00
  %4096 = call float @llvm.nvvm.fma.rn.f(float 0x3FB8D64FE0000000, float %4095, float 0xBFC58FE600000000) #0
  %4097 = call float @llvm.nvvm.fma.rn.f(float %4096, float %4095, float 0x3FC5F9E540000000) #0
  %4098 = call float @llvm.nvvm.fma.rn.f(float %4097, float %4095, float 0xBFC6E9C860000000) #0
  %4099 = call float @llvm.nvvm.fma.rn.f(float %4098, float %4095, float 0x3FCA417E80000000) #0
  %4100 = call float @llvm.nvvm.fma.rn.f(float %4099, float %4095, float 0xBFCEC79160000000) #0
  %4101 = call float @llvm.nvvm.fma.rn.f(float %4100, float %4095, float 0x3FD277F320000000) #0
  %4102 = call float @llvm.nvvm.fma.rn.f(float %4101, float %4095, float 0xBFD7154920000000) #0
  %4103 = call float @llvm.nvvm.fma.rn.f(float %4102, float %4095, float 0x3FDEC70940000000) #0
  %4104 = call float @llvm.nvvm.fma.rn.f(float %4103, float %4095, float 0xBFE7154760000000) #0
  %4105 = fmul float %4104, %4095
  %4106 = fmul float %4105, %4095
  %4107 = call float @llvm.nvvm.fma.rn.f(float %4095, float 0x3FF7154760000000, float %4106) #0
  %4108 = fadd float %4107, %4094
  %4109 = bitcast float %.02.i to i32
  %4110 = icmp uge i32 %4109, 2139095040
  br i1 %4110, label %4111, label %4113

4111:                                             ; preds = %4086
  %4112 = call float @llvm.nvvm.fma.rn.f(float %.02.i, float 0x7FF0000000000000, float 0x7FF0000000000000) #0
  br label %4113

4113:                                             ; preds = %4111, %4086
  %r.i.0.i = phi float [ %4112, %4111 ], [ %4108, %4086 ]
  %4114 = fcmp oeq float %.02.i, 0.000000e+00
  br i1 %4114, label %4115, label %__nv_log2f.exit

4115:                                             ; preds = %4113
  br label %__nv_log2f.exit

__nv_log2f.exit:                                  ; preds = %4113, %4115
  %r.i.1.i = phi float [ 0xFFF0000000000000, %4115 ], [ %r.i.0.i, %4113 ]
  %4116 = sext i32 %l147 to i64
  %4117 = getelementptr inbounds float, ptr %scores_max, i64 %4116
  %4118 = load float, ptr %4117, align 4
  %4119 = fmul float %4118, 0x3FC7154760000000
  %4120 = fadd float %r.i.1.i, %4119
  %4121 = fmul float %4120, 0x3FE62E4300000000
  store float %4121, ptr %4079, align 4
  %l.next148 = add nsw i32 %l147, 1
  br label %l.cond144, !llvm.loop !35

l.end146:                                         ; preds = %l.cond144
  call void @llvm.nvvm.barrier0()
  br label %l.cond149

l.cond149:                                        ; preds = %l.body150, %l.end146
  %l152 = phi i32 [ 0, %l.end146 ], [ %l.next153, %l.body150 ]
  %4122 = icmp slt i32 %l152, 16
  br i1 %4122, label %l.body150, label %l.end151

l.body150:                                        ; preds = %l.cond149
  %4123 = sdiv i32 %tx, 32
  %4124 = srem i32 %tx, 32
  %4125 = icmp slt i32 %4124, 0
  %4126 = icmp ne i1 %4125, false
  %4127 = icmp ne i32 %4124, 0
  %4128 = and i1 %4127, %4126
  %4129 = sub i32 %4123, 1
  %4130 = select i1 %4128, i32 %4129, i32 %4123
  %4131 = mul nsw i32 %4130, 8
  %4132 = sdiv i32 %l152, 2
  %4133 = srem i32 %l152, 2
  %4134 = icmp slt i32 %4133, 0
  %4135 = icmp ne i1 %4134, false
  %4136 = icmp ne i32 %4133, 0
  %4137 = and i1 %4136, %4135
  %4138 = add i32 %4133, 2
  %4139 = select i1 %4137, i32 %4138, i32 %4133
  %4140 = mul nsw i32 %4139, 8
  %4141 = add nsw i32 %4131, %4140
  %4142 = sdiv i32 %tx, 4
  %4143 = srem i32 %tx, 4
  %4144 = icmp slt i32 %4143, 0
  %4145 = icmp ne i1 %4144, false
  %4146 = icmp ne i32 %4143, 0
  %4147 = and i1 %4146, %4145
  %4148 = sub i32 %4142, 1
  %4149 = select i1 %4147, i32 %4148, i32 %4142
  %4150 = add nsw i32 %4141, %4149
  %4151 = mul nsw i32 %4150, 64
  %4152 = sdiv i32 %l152, 2
  %4153 = srem i32 %l152, 2
  %4154 = icmp slt i32 %4153, 0
  %4155 = icmp ne i1 %4154, false
  %4156 = icmp ne i32 %4153, 0
  %4157 = and i1 %4156, %4155
  %4158 = sub i32 %4152, 1
  %4159 = select i1 %4157, i32 %4158, i32 %4152
  %4160 = mul nsw i32 %4159, 8
  %4161 = add nsw i32 %4151, %4160
  %4162 = sdiv i32 %tx, 4
  %4163 = srem i32 %tx, 4
  %4164 = icmp slt i32 %4163, 0
  %4165 = icmp ne i1 %4164, false
  %4166 = icmp ne i32 %4163, 0
  %4167 = and i1 %4166, %4165
  %4168 = add i32 %4163, 4
  %4169 = select i1 %4167, i32 %4168, i32 %4163
  %4170 = mul nsw i32 %4169, 2
  %4171 = add nsw i32 %4161, %4170
  %4172 = sext i32 %4171 to i64
  %4173 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %4172
  %4174 = mul nsw i32 %l152, 2
  %4175 = sext i32 %4174 to i64
  %4176 = getelementptr inbounds float, ptr %acc_o, i64 %4175
  %4177 = load <2 x float>, ptr %4176, align 8
  %4178 = fptrunc <2 x float> %4177 to <2 x half>
  store <2 x half> %4178, ptr addrspace(3) %4173, align 4
  %l.next153 = add nsw i32 %l152, 1
  br label %l.cond149, !llvm.loop !36

l.end151:                                         ; preds = %l.cond149
  call void @llvm.nvvm.barrier0()
  br label %l.cond154

l.cond154:                                        ; preds = %if.end159, %l.end151
  %l157 = phi i32 [ 0, %l.end151 ], [ %l.next160, %if.end159 ]
  %4179 = icmp slt i32 %l157, 4
  br i1 %4179, label %l.body155, label %l.end156

l.body155:                                        ; preds = %l.cond154
  %4180 = mul nsw i32 %bx, 128
  %4181 = mul nsw i32 %l157, 32
  %4182 = add nsw i32 %4180, %4181
  %4183 = sdiv i32 %tx, 8
  %4184 = srem i32 %tx, 8
  %4185 = icmp slt i32 %4184, 0
  %4186 = icmp ne i1 %4185, false
  %4187 = icmp ne i32 %4184, 0
  %4188 = and i1 %4187, %4186
  %4189 = sub i32 %4183, 1
  %4190 = select i1 %4188, i32 %4189, i32 %4183
  %4191 = add nsw i32 %4182, %4190
  %4192 = icmp slt i32 %4191, %seq_len
  br i1 %4192, label %if.then158, label %if.end159

l.end156:                                         ; preds = %l.cond154
  br label %l.cond161

if.then158:                                       ; preds = %l.body155
  %4193 = mul nsw i32 %bz, %seq_len
  %4194 = mul nsw i32 %bx, 128
  %4195 = add nsw i32 %4193, %4194
  %4196 = mul nsw i32 %l157, 32
  %4197 = add nsw i32 %4195, %4196
  %4198 = sdiv i32 %tx, 8
  %4199 = srem i32 %tx, 8
  %4200 = icmp slt i32 %4199, 0
  %4201 = icmp ne i1 %4200, false
  %4202 = icmp ne i32 %4199, 0
  %4203 = and i1 %4202, %4201
  %4204 = sub i32 %4198, 1
  %4205 = select i1 %4203, i32 %4204, i32 %4198
  %4206 = add nsw i32 %4197, %4205
  %4207 = mul nsw i32 %4206, %heads
  %4208 = add nsw i32 %4207, %by
  %4209 = mul nsw i32 %4208, 64
  %4210 = sdiv i32 %tx, 8
  %4211 = srem i32 %tx, 8
  %4212 = icmp slt i32 %4211, 0
  %4213 = icmp ne i1 %4212, false
  %4214 = icmp ne i32 %4211, 0
  %4215 = and i1 %4214, %4213
  %4216 = add i32 %4211, 8
  %4217 = select i1 %4215, i32 %4216, i32 %4211
  %4218 = mul nsw i32 %4217, 8
  %4219 = add nsw i32 %4209, %4218
  %4220 = sext i32 %4219 to i64
  %4221 = getelementptr inbounds half, ptr addrspace(1) %Output, i64 %4220
  %4222 = mul nsw i32 %l157, 32
  %4223 = sdiv i32 %tx, 8
  %4224 = srem i32 %tx, 8
  %4225 = icmp slt i32 %4224, 0
  %4226 = icmp ne i1 %4225, false
  %4227 = icmp ne i32 %4224, 0
  %4228 = and i1 %4227, %4226
  %4229 = sub i32 %4223, 1
  %4230 = select i1 %4228, i32 %4229, i32 %4223
  %4231 = add nsw i32 %4222, %4230
  %4232 = mul nsw i32 %4231, 64
  %4233 = sdiv i32 %tx, 8
  %4234 = srem i32 %tx, 8
  %4235 = icmp slt i32 %4234, 0
  %4236 = icmp ne i1 %4235, false
  %4237 = icmp ne i32 %4234, 0
  %4238 = and i1 %4237, %4236
  %4239 = add i32 %4234, 8
  %4240 = select i1 %4238, i32 %4239, i32 %4234
  %4241 = mul nsw i32 %4240, 8
  %4242 = add nsw i32 %4232, %4241
  %4243 = sext i32 %4242 to i64
  %4244 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %4243
  %4245 = load <8 x half>, ptr addrspace(3) %4244, align 16
  store <8 x half> %4245, ptr addrspace(1) %4221, align 16
  br label %if.end159

if.end159:                                        ; preds = %if.then158, %l.body155
  %l.next160 = add nsw i32 %l157, 1
  br label %l.cond154, !llvm.loop !37

l.cond161:                                        ; preds = %if.end166, %l.end156
  %l164 = phi i32 [ 0, %l.end156 ], [ %l.next167, %if.end166 ]
  %4246 = icmp slt i32 %l164, 2
  br i1 %4246, label %l.body162, label %l.end163

l.body162:                                        ; preds = %l.cond161
  %4247 = mul nsw i32 %bx, 128
  %4248 = mul nsw i32 %l164, 8
  %4249 = add nsw i32 %4247, %4248
  %4250 = sdiv i32 %tx, 32
  %4251 = srem i32 %tx, 32
  %4252 = icmp slt i32 %4251, 0
  %4253 = icmp ne i1 %4252, false
  %4254 = icmp ne i32 %4251, 0
  %4255 = and i1 %4254, %4253
  %4256 = sub i32 %4250, 1
  %4257 = select i1 %4255, i32 %4256, i32 %4250
  %4258 = mul nsw i32 %4257, 8
  %4259 = add nsw i32 %4249, %4258
  %4260 = sdiv i32 %tx, 4
  %4261 = srem i32 %tx, 4
  %4262 = icmp slt i32 %4261, 0
  %4263 = icmp ne i1 %4262, false
  %4264 = icmp ne i32 %4261, 0
  %4265 = and i1 %4264, %4263
  %4266 = sub i32 %4260, 1
  %4267 = select i1 %4265, i32 %4266, i32 %4260
  %4268 = add nsw i32 %4259, %4267
  %4269 = icmp slt i32 %4268, %seq_len
  br i1 %4269, label %if.then165, label %if.end166

l.end163:                                         ; preds = %l.cond161
  ret void

if.then165:                                       ; preds = %l.body162
  %4270 = mul nsw i32 %bz, %heads
  %4271 = add nsw i32 %4270, %by
  %4272 = mul nsw i32 %4271, %seq_len
  %4273 = mul nsw i32 %bx, 128
  %4274 = add nsw i32 %4272, %4273
  %4275 = mul nsw i32 %l164, 8
  %4276 = add nsw i32 %4274, %4275
  %4277 = sdiv i32 %tx, 32
  %4278 = srem i32 %tx, 32
  %4279 = icmp slt i32 %4278, 0
  %4280 = icmp ne i1 %4279, false
  %4281 = icmp ne i32 %4278, 0
  %4282 = and i1 %4281, %4280
  %4283 = sub i32 %4277, 1
  %4284 = select i1 %4282, i32 %4283, i32 %4277
  %4285 = mul nsw i32 %4284, 8
  %4286 = add nsw i32 %4276, %4285
  %4287 = sdiv i32 %tx, 4
  %4288 = srem i32 %tx, 4
  %4289 = icmp slt i32 %4288, 0
  %4290 = icmp ne i1 %4289, false
  %4291 = icmp ne i32 %4288, 0
  %4292 = and i1 %4291, %4290
  %4293 = sub i32 %4287, 1
  %4294 = select i1 %4292, i32 %4293, i32 %4287
  %4295 = add nsw i32 %4286, %4294
  %4296 = sext i32 %4295 to i64
  %4297 = getelementptr inbounds float, ptr addrspace(1) %lse, i64 %4296
  %4298 = sext i32 %l164 to i64
  %4299 = getelementptr inbounds float, ptr %lse_local, i64 %4298
  %4300 = load float, ptr %4299, align 4
  store float %4300, ptr addrspace(1) %4297, align 4
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
!1 = !{ptr @fa_d64_b128x128_t256_s2, !"kernel", i32 1}
!2 = !{ptr @fa_d64_b128x128_t256_s2, !"reqntidx", i32 256}
!3 = !{ptr @fa_d64_b128x128_t256_s2, !"reqntidy", i32 1}
!4 = !{ptr @fa_d64_b128x128_t256_s2, !"reqntidz", i32 1}
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

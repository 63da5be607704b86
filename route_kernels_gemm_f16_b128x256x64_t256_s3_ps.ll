; ModuleID = 'tilec'
source_filename = "tilec"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tl_smem = external addrspace(3) global [0 x i8], align 128

; Function Attrs: nounwind
define void @gemm_f16_b128x256x64_t256_s3_ps(ptr addrspace(1) noalias nocapture readonly %A, ptr addrspace(1) noalias nocapture readonly %B, ptr addrspace(1) noalias nocapture %C, i32 %M, i32 %N, i32 %K, ptr readonly byval([16 x i64]) align 64 %tl_tma_0, ptr readonly byval([16 x i64]) align 64 %tl_tma_1, i32 %tl_tma_ok) #0 {
entry:
  %C_local = alloca [128 x float], align 16
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !7
  %0 = icmp eq i32 %tx, 0
  br i1 %0, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %1 = icmp ne i32 %tl_tma_ok, 0
  %2 = select i1 %1, i32 1, i32 256
  call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 212992) to i32), i32 %2) #6
  call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr inbounds (i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 212992), i64 3) to i32), i32 8) #6
  %3 = icmp ne i32 %tl_tma_ok, 0
  %4 = select i1 %3, i32 1, i32 256
  call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr inbounds (i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 212992), i64 1) to i32), i32 %4) #6
  call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr inbounds (i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 212992), i64 4) to i32), i32 8) #6
  %5 = icmp ne i32 %tl_tma_ok, 0
  %6 = select i1 %5, i32 1, i32 256
  call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr inbounds (i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 212992), i64 2) to i32), i32 %6) #6
  call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr inbounds (i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 212992), i64 5) to i32), i32 8) #6
  call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #6
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  call void @llvm.nvvm.barrier0()
  %7 = icmp sge i32 %tx, 256
  br i1 %7, label %if.then1, label %if.else

if.then1:                                         ; preds = %if.end
  call void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 56)
  %8 = icmp ne i32 %tl_tma_ok, 0
  %9 = icmp ne i32 %tx, 256
  %10 = and i1 %8, %9
  br i1 %10, label %if.then3, label %if.end4

if.end2:                                          ; preds = %tile_iter.end73, %exited68
  ret void

if.else:                                          ; preds = %if.end
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 224)
  %11 = add nsw i32 %M, 127
  %12 = sdiv i32 %11, 128
  %13 = srem i32 %11, 128
  %14 = icmp slt i32 %13, 0
  %15 = icmp ne i1 %14, false
  %16 = icmp ne i32 %13, 0
  %17 = and i1 %16, %15
  %18 = sub i32 %12, 1
  %19 = select i1 %17, i32 %18, i32 %12
  %20 = add nsw i32 %N, 255
  %21 = sdiv i32 %20, 256
  %22 = srem i32 %20, 256
  %23 = icmp slt i32 %22, 0
  %24 = icmp ne i1 %23, false
  %25 = icmp ne i32 %22, 0
  %26 = and i1 %25, %24
  %27 = sub i32 %21, 1
  %28 = select i1 %26, i32 %27, i32 %21
  %29 = mul nsw i32 %19, %28
  %30 = add nsw i32 %N, 255
  %31 = sdiv i32 %30, 256
  %32 = srem i32 %30, 256
  %33 = icmp slt i32 %32, 0
  %34 = icmp ne i1 %33, false
  %35 = icmp ne i32 %32, 0
  %36 = and i1 %35, %34
  %37 = sub i32 %31, 1
  %38 = select i1 %36, i32 %37, i32 %31
  %39 = add nsw i32 %M, 127
  %40 = sdiv i32 %39, 128
  %41 = srem i32 %39, 128
  %42 = icmp slt i32 %41, 0
  %43 = icmp ne i1 %42, false
  %44 = icmp ne i32 %41, 0
  %45 = and i1 %44, %43
  %46 = sub i32 %40, 1
  %47 = select i1 %45, i32 %46, i32 %40
  %ctaid.x69 = call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nctaid.x70 = call range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  br label %tile_iter.cond71

if.then3:                                         ; preds = %if.then1
  ret void

if.end4:                                          ; preds = %exited, %if.then1
  %48 = add nsw i32 %M, 127
  %49 = sdiv i32 %48, 128
  %50 = srem i32 %48, 128
  %51 = icmp slt i32 %50, 0
  %52 = icmp ne i1 %51, false
  %53 = icmp ne i32 %50, 0
  %54 = and i1 %53, %52
  %55 = sub i32 %49, 1
  %56 = select i1 %54, i32 %55, i32 %49
  %57 = add nsw i32 %N, 255
  %58 = sdiv i32 %57, 256
  %59 = srem i32 %57, 256
  %60 = icmp slt i32 %59, 0
  %61 = icmp ne i1 %60, false
  %62 = icmp ne i32 %59, 0
  %63 = and i1 %62, %61
  %64 = sub i32 %58, 1
  %65 = select i1 %63, i32 %64, i32 %58
  %66 = mul nsw i32 %56, %65
  %67 = add nsw i32 %N, 255
  %68 = sdiv i32 %67, 256
  %69 = srem i32 %67, 256
  %70 = icmp slt i32 %69, 0
  %71 = icmp ne i1 %70, false
  %72 = icmp ne i32 %69, 0
  %73 = and i1 %72, %71
  %74 = sub i32 %68, 1
  %75 = select i1 %73, i32 %74, i32 %68
  %76 = add nsw i32 %M, 127
  %77 = sdiv i32 %76, 128
  %78 = srem i32 %76, 128
  %79 = icmp slt i32 %78, 0
  %80 = icmp ne i1 %79, false
  %81 = icmp ne i32 %78, 0
  %82 = and i1 %81, %80
  %83 = sub i32 %77, 1
  %84 = select i1 %82, i32 %83, i32 %77
  %ctaid.x = call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nctaid.x = call range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  br label %tile_iter.cond

exited:                                           ; No predecessors!
  br label %if.end4

tile_iter.cond:                                   ; preds = %k_load.end, %if.end4
  %tile_iter = phi i32 [ 0, %if.end4 ], [ %tile_iter.next, %k_load.end ]
  %85 = mul i32 %tile_iter, %nctaid.x
  %tile = add i32 %ctaid.x, %85
  %86 = icmp slt i32 %tile, %66
  br i1 %86, label %tile_iter.body, label %tile_iter.end

tile_iter.body:                                   ; preds = %tile_iter.cond
  %87 = udiv i32 %tile, %75
  %88 = urem i32 %tile, %75
  %89 = urem i32 %87, %84
  %90 = udiv i32 %87, %84
  %91 = mul i32 %89, %75
  %raster.linear = add i32 %91, %88
  %92 = call i32 @llvm.umin.i32(i32 8, i32 %84)
  %93 = mul i32 %92, %75
  %raster.panel = udiv i32 %raster.linear, %93
  %94 = urem i32 %raster.linear, %93
  %95 = mul i32 %raster.panel, %92
  %96 = sub i32 %84, %95
  %97 = call i32 @llvm.umin.i32(i32 %96, i32 %92)
  %98 = udiv i32 %94, %97
  %99 = urem i32 %94, %97
  %100 = mul i32 %raster.panel, %92
  %by = add i32 %100, %99
  %101 = and i32 %raster.panel, 1
  %102 = icmp ne i32 %101, 0
  %103 = sub i32 %75, 1
  %104 = sub i32 %103, %98
  %bx = select i1 %102, i32 %104, i32 %98
  %105 = add nsw i32 %K, 63
  %106 = sdiv i32 %105, 64
  %107 = srem i32 %105, 64
  %108 = icmp slt i32 %107, 0
  %109 = icmp ne i1 %108, false
  %110 = icmp ne i32 %107, 0
  %111 = and i1 %110, %109
  %112 = sub i32 %106, 1
  %113 = select i1 %111, i32 %112, i32 %106
  br label %k_load.cond

tile_iter.end:                                    ; preds = %tile_iter.cond
  ret void

k_load.cond:                                      ; preds = %if.end8, %tile_iter.body
  %k_load = phi i32 [ 0, %tile_iter.body ], [ %k_load.next, %if.end8 ]
  %114 = icmp slt i32 %k_load, %113
  br i1 %114, label %k_load.body, label %k_load.end

k_load.body:                                      ; preds = %k_load.cond
  %115 = add nsw i32 %K, 63
  %116 = sdiv i32 %115, 64
  %117 = srem i32 %115, 64
  %118 = icmp slt i32 %117, 0
  %119 = icmp ne i1 %118, false
  %120 = icmp ne i32 %117, 0
  %121 = and i1 %120, %119
  %122 = sub i32 %116, 1
  %123 = select i1 %121, i32 %122, i32 %116
  %124 = mul nsw i32 %tile_iter, %123
  %125 = add nsw i32 %k_load, %124
  %126 = icmp sgt i32 %125, 2
  br i1 %126, label %if.then5, label %if.end6

k_load.end:                                       ; preds = %k_load.cond
  call void @llvm.nvvm.cp.async.wait.group(i32 0)
  %tile_iter.next = add nsw i32 %tile_iter, 1
  br label %tile_iter.cond

if.then5:                                         ; preds = %k_load.body
  %127 = add nsw i32 %K, 63
  %128 = sdiv i32 %127, 64
  %129 = srem i32 %127, 64
  %130 = icmp slt i32 %129, 0
  %131 = icmp ne i1 %130, false
  %132 = icmp ne i32 %129, 0
  %133 = and i1 %132, %131
  %134 = sub i32 %128, 1
  %135 = select i1 %133, i32 %134, i32 %128
  %136 = mul nsw i32 %tile_iter, %135
  %137 = add nsw i32 %k_load, %136
  %138 = sdiv i32 %137, 3
  %139 = srem i32 %137, 3
  %140 = icmp slt i32 %139, 0
  %141 = icmp ne i1 %140, false
  %142 = icmp ne i32 %139, 0
  %143 = and i1 %142, %141
  %144 = add i32 %139, 3
  %145 = select i1 %143, i32 %144, i32 %139
  %146 = add nsw i32 %145, 3
  %147 = sext i32 %146 to i64
  %148 = getelementptr inbounds i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 212992), i64 %147
  %149 = ptrtoint ptr addrspace(3) %148 to i32
  %150 = add nsw i32 %K, 63
  %151 = sdiv i32 %150, 64
  %152 = srem i32 %150, 64
  %153 = icmp slt i32 %152, 0
  %154 = icmp ne i1 %153, false
  %155 = icmp ne i32 %152, 0
  %156 = and i1 %155, %154
  %157 = sub i32 %151, 1
  %158 = select i1 %156, i32 %157, i32 %151
  %159 = mul nsw i32 %tile_iter, %158
  %160 = add nsw i32 %k_load, %159
  %161 = sdiv i32 %160, 3
  %162 = srem i32 %160, 3
  %163 = icmp slt i32 %162, 0
  %164 = icmp ne i1 %163, false
  %165 = icmp ne i32 %162, 0
  %166 = and i1 %165, %164
  %167 = sub i32 %161, 1
  %168 = select i1 %166, i32 %167, i32 %161
  %169 = add nsw i32 %168, 1
  %170 = sdiv i32 %169, 2
  %171 = srem i32 %169, 2
  %172 = icmp slt i32 %171, 0
  %173 = icmp ne i1 %172, false
  %174 = icmp ne i32 %171, 0
  %175 = and i1 %174, %173
  %176 = add i32 %171, 2
  %177 = select i1 %175, i32 %176, i32 %171
  br label %mbarrier.wait

if.end6:                                          ; preds = %mbarrier.done, %k_load.body
  %178 = icmp ne i32 %tl_tma_ok, 0
  br i1 %178, label %if.then7, label %if.else9

mbarrier.wait:                                    ; preds = %mbarrier.wait, %if.then5
  %179 = call i32 asm sideeffect "{\0A .reg .pred done;\0A mbarrier.try_wait.parity.shared::cta.b64 done, [$1], $2;\0A selp.u32 $0, 1, 0, done;\0A}", "=r,r,r,~{memory}"(i32 %149, i32 %177) #6
  %180 = icmp ne i32 %179, 0
  br i1 %180, label %mbarrier.done, label %mbarrier.wait

mbarrier.done:                                    ; preds = %mbarrier.wait
  br label %if.end6

if.then7:                                         ; preds = %if.end6
  %181 = icmp eq i32 %tx, 256
  br i1 %181, label %if.then10, label %if.end11

if.end8:                                          ; preds = %ws_round.end, %if.end11
  %k_load.next = add nsw i32 %k_load, 1
  br label %k_load.cond

if.else9:                                         ; preds = %if.end6
  br label %ws_round.cond

if.then10:                                        ; preds = %if.then7
  %182 = add nsw i32 %K, 63
  %183 = sdiv i32 %182, 64
  %184 = srem i32 %182, 64
  %185 = icmp slt i32 %184, 0
  %186 = icmp ne i1 %185, false
  %187 = icmp ne i32 %184, 0
  %188 = and i1 %187, %186
  %189 = sub i32 %183, 1
  %190 = select i1 %188, i32 %189, i32 %183
  %191 = mul nsw i32 %tile_iter, %190
  %192 = add nsw i32 %k_load, %191
  %193 = sdiv i32 %192, 3
  %194 = srem i32 %192, 3
  %195 = icmp slt i32 %194, 0
  %196 = icmp ne i1 %195, false
  %197 = icmp ne i32 %194, 0
  %198 = and i1 %197, %196
  %199 = add i32 %194, 3
  %200 = select i1 %198, i32 %199, i32 %194
  %201 = sext i32 %200 to i64
  %202 = getelementptr inbounds i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 212992), i64 %201
  %203 = ptrtoint ptr addrspace(3) %202 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %203, i32 49152) #6
  %204 = add nsw i32 %K, 63
  %205 = sdiv i32 %204, 64
  %206 = srem i32 %204, 64
  %207 = icmp slt i32 %206, 0
  %208 = icmp ne i1 %207, false
  %209 = icmp ne i32 %206, 0
  %210 = and i1 %209, %208
  %211 = sub i32 %205, 1
  %212 = select i1 %210, i32 %211, i32 %205
  %213 = mul nsw i32 %tile_iter, %212
  %214 = add nsw i32 %k_load, %213
  %215 = sdiv i32 %214, 3
  %216 = srem i32 %214, 3
  %217 = icmp slt i32 %216, 0
  %218 = icmp ne i1 %217, false
  %219 = icmp ne i32 %216, 0
  %220 = and i1 %219, %218
  %221 = add i32 %216, 3
  %222 = select i1 %220, i32 %221, i32 %216
  %223 = mul nsw i32 %222, 128
  %224 = mul nsw i32 %223, 64
  %225 = sext i32 %224 to i64
  %226 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 163840), i64 %225
  %227 = ptrtoint ptr addrspace(3) %226 to i32
  %228 = mul nsw i32 %k_load, 64
  %229 = mul nsw i32 %by, 128
  %230 = add nsw i32 %K, 63
  %231 = sdiv i32 %230, 64
  %232 = srem i32 %230, 64
  %233 = icmp slt i32 %232, 0
  %234 = icmp ne i1 %233, false
  %235 = icmp ne i32 %232, 0
  %236 = and i1 %235, %234
  %237 = sub i32 %231, 1
  %238 = select i1 %236, i32 %237, i32 %231
  %239 = mul nsw i32 %tile_iter, %238
  %240 = add nsw i32 %k_load, %239
  %241 = sdiv i32 %240, 3
  %242 = srem i32 %240, 3
  %243 = icmp slt i32 %242, 0
  %244 = icmp ne i1 %243, false
  %245 = icmp ne i32 %242, 0
  %246 = and i1 %245, %244
  %247 = add i32 %242, 3
  %248 = select i1 %246, i32 %247, i32 %242
  %249 = sext i32 %248 to i64
  %250 = getelementptr inbounds i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 212992), i64 %249
  %251 = ptrtoint ptr addrspace(3) %250 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %227, ptr %tl_tma_0, i32 %228, i32 %229, i32 %251) #6
  %252 = add nsw i32 %K, 63
  %253 = sdiv i32 %252, 64
  %254 = srem i32 %252, 64
  %255 = icmp slt i32 %254, 0
  %256 = icmp ne i1 %255, false
  %257 = icmp ne i32 %254, 0
  %258 = and i1 %257, %256
  %259 = sub i32 %253, 1
  %260 = select i1 %258, i32 %259, i32 %253
  %261 = mul nsw i32 %tile_iter, %260
  %262 = add nsw i32 %k_load, %261
  %263 = sdiv i32 %262, 3
  %264 = srem i32 %262, 3
  %265 = icmp slt i32 %264, 0
  %266 = icmp ne i1 %265, false
  %267 = icmp ne i32 %264, 0
  %268 = and i1 %267, %266
  %269 = add i32 %264, 3
  %270 = select i1 %268, i32 %269, i32 %264
  %271 = mul nsw i32 %270, 256
  %272 = mul nsw i32 %271, 64
  %273 = sext i32 %272 to i64
  %274 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %273
  %275 = ptrtoint ptr addrspace(3) %274 to i32
  %276 = mul nsw i32 %bx, 256
  %277 = mul nsw i32 %k_load, 64
  %278 = add nsw i32 %K, 63
  %279 = sdiv i32 %278, 64
  %280 = srem i32 %278, 64
  %281 = icmp slt i32 %280, 0
  %282 = icmp ne i1 %281, false
  %283 = icmp ne i32 %280, 0
  %284 = and i1 %283, %282
  %285 = sub i32 %279, 1
  %286 = select i1 %284, i32 %285, i32 %279
  %287 = mul nsw i32 %tile_iter, %286
  %288 = add nsw i32 %k_load, %287
  %289 = sdiv i32 %288, 3
  %290 = srem i32 %288, 3
  %291 = icmp slt i32 %290, 0
  %292 = icmp ne i1 %291, false
  %293 = icmp ne i32 %290, 0
  %294 = and i1 %293, %292
  %295 = add i32 %290, 3
  %296 = select i1 %294, i32 %295, i32 %290
  %297 = sext i32 %296 to i64
  %298 = getelementptr inbounds i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 212992), i64 %297
  %299 = ptrtoint ptr addrspace(3) %298 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %275, ptr %tl_tma_1, i32 %276, i32 %277, i32 %299) #6
  %300 = add nsw i32 %K, 63
  %301 = sdiv i32 %300, 64
  %302 = srem i32 %300, 64
  %303 = icmp slt i32 %302, 0
  %304 = icmp ne i1 %303, false
  %305 = icmp ne i32 %302, 0
  %306 = and i1 %305, %304
  %307 = sub i32 %301, 1
  %308 = select i1 %306, i32 %307, i32 %301
  %309 = mul nsw i32 %tile_iter, %308
  %310 = add nsw i32 %k_load, %309
  %311 = sdiv i32 %310, 3
  %312 = srem i32 %310, 3
  %313 = icmp slt i32 %312, 0
  %314 = icmp ne i1 %313, false
  %315 = icmp ne i32 %312, 0
  %316 = and i1 %315, %314
  %317 = add i32 %312, 3
  %318 = select i1 %316, i32 %317, i32 %312
  %319 = mul nsw i32 %318, 256
  %320 = add nsw i32 %319, 64
  %321 = mul nsw i32 %320, 64
  %322 = sext i32 %321 to i64
  %323 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %322
  %324 = ptrtoint ptr addrspace(3) %323 to i32
  %325 = mul nsw i32 %bx, 256
  %326 = add nsw i32 %325, 64
  %327 = mul nsw i32 %k_load, 64
  %328 = add nsw i32 %K, 63
  %329 = sdiv i32 %328, 64
  %330 = srem i32 %328, 64
  %331 = icmp slt i32 %330, 0
  %332 = icmp ne i1 %331, false
  %333 = icmp ne i32 %330, 0
  %334 = and i1 %333, %332
  %335 = sub i32 %329, 1
  %336 = select i1 %334, i32 %335, i32 %329
  %337 = mul nsw i32 %tile_iter, %336
  %338 = add nsw i32 %k_load, %337
  %339 = sdiv i32 %338, 3
  %340 = srem i32 %338, 3
  %341 = icmp slt i32 %340, 0
  %342 = icmp ne i1 %341, false
  %343 = icmp ne i32 %340, 0
  %344 = and i1 %343, %342
  %345 = add i32 %340, 3
  %346 = select i1 %344, i32 %345, i32 %340
  %347 = sext i32 %346 to i64
  %348 = getelementptr inbounds i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 212992), i64 %347
  %349 = ptrtoint ptr addrspace(3) %348 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %324, ptr %tl_tma_1, i32 %326, i32 %327, i32 %349) #6
  %350 = add nsw i32 %K, 63
  %351 = sdiv i32 %350, 64
  %352 = srem i32 %350, 64
  %353 = icmp slt i32 %352, 0
  %354 = icmp ne i1 %353, false
  %355 = icmp ne i32 %352, 0
  %356 = and i1 %355, %354
  %357 = sub i32 %351, 1
  %358 = select i1 %356, i32 %357, i32 %351
  %359 = mul nsw i32 %tile_iter, %358
  %360 = add nsw i32 %k_load, %359
  %361 = sdiv i32 %360, 3
  %362 = srem i32 %360, 3
  %363 = icmp slt i32 %362, 0
  %364 = icmp ne i1 %363, false
  %365 = icmp ne i32 %362, 0
  %366 = and i1 %365, %364
  %367 = add i32 %362, 3
  %368 = select i1 %366, i32 %367, i32 %362
  %369 = mul nsw i32 %368, 256
  %370 = add nsw i32 %369, 128
  %371 = mul nsw i32 %370, 64
  %372 = sext i32 %371 to i64
  %373 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %372
  %374 = ptrtoint ptr addrspace(3) %373 to i32
  %375 = mul nsw i32 %bx, 256
  %376 = add nsw i32 %375, 128
  %377 = mul nsw i32 %k_load, 64
  %378 = add nsw i32 %K, 63
  %379 = sdiv i32 %378, 64
  %380 = srem i32 %378, 64
  %381 = icmp slt i32 %380, 0
  %382 = icmp ne i1 %381, false
  %383 = icmp ne i32 %380, 0
  %384 = and i1 %383, %382
  %385 = sub i32 %379, 1
  %386 = select i1 %384, i32 %385, i32 %379
  %387 = mul nsw i32 %tile_iter, %386
  %388 = add nsw i32 %k_load, %387
  %389 = sdiv i32 %388, 3
  %390 = srem i32 %388, 3
  %391 = icmp slt i32 %390, 0
  %392 = icmp ne i1 %391, false
  %393 = icmp ne i32 %390, 0
  %394 = and i1 %393, %392
  %395 = add i32 %390, 3
  %396 = select i1 %394, i32 %395, i32 %390
  %397 = sext i32 %396 to i64
  %398 = getelementptr inbounds i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 212992), i64 %397
  %399 = ptrtoint ptr addrspace(3) %398 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %374, ptr %tl_tma_1, i32 %376, i32 %377, i32 %399) #6
  %400 = add nsw i32 %K, 63
  %401 = sdiv i32 %400, 64
  %402 = srem i32 %400, 64
  %403 = icmp slt i32 %402, 0
  %404 = icmp ne i1 %403, false
  %405 = icmp ne i32 %402, 0
  %406 = and i1 %405, %404
  %407 = sub i32 %401, 1
  %408 = select i1 %406, i32 %407, i32 %401
  %409 = mul nsw i32 %tile_iter, %408
  %410 = add nsw i32 %k_load, %409
  %411 = sdiv i32 %410, 3
  %412 = srem i32 %410, 3
  %413 = icmp slt i32 %412, 0
  %414 = icmp ne i1 %413, false
  %415 = icmp ne i32 %412, 0
  %416 = and i1 %415, %414
  %417 = add i32 %412, 3
  %418 = select i1 %416, i32 %417, i32 %412
  %419 = mul nsw i32 %418, 256
  %420 = add nsw i32 %419, 192
  %421 = mul nsw i32 %420, 64
  %422 = sext i32 %421 to i64
  %423 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %422
  %424 = ptrtoint ptr addrspace(3) %423 to i32
  %425 = mul nsw i32 %bx, 256
  %426 = add nsw i32 %425, 192
  %427 = mul nsw i32 %k_load, 64
  %428 = add nsw i32 %K, 63
  %429 = sdiv i32 %428, 64
  %430 = srem i32 %428, 64
  %431 = icmp slt i32 %430, 0
  %432 = icmp ne i1 %431, false
  %433 = icmp ne i32 %430, 0
  %434 = and i1 %433, %432
  %435 = sub i32 %429, 1
  %436 = select i1 %434, i32 %435, i32 %429
  %437 = mul nsw i32 %tile_iter, %436
  %438 = add nsw i32 %k_load, %437
  %439 = sdiv i32 %438, 3
  %440 = srem i32 %438, 3
  %441 = icmp slt i32 %440, 0
  %442 = icmp ne i1 %441, false
  %443 = icmp ne i32 %440, 0
  %444 = and i1 %443, %442
  %445 = add i32 %440, 3
  %446 = select i1 %444, i32 %445, i32 %440
  %447 = sext i32 %446 to i64
  %448 = getelementptr inbounds i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 212992), i64 %447
  %449 = ptrtoint ptr addrspace(3) %448 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %424, ptr %tl_tma_1, i32 %426, i32 %427, i32 %449) #6
  br label %if.end11

if.end11:                                         ; preds = %if.then10, %if.then7
  br label %if.end8

ws_round.cond:                                    ; preds = %l.end33, %if.else9
  %ws_round = phi i32 [ 0, %if.else9 ], [ %ws_round.next, %l.end33 ]
  %450 = icmp slt i32 %ws_round, 2
  br i1 %450, label %ws_round.body, label %ws_round.end

ws_round.body:                                    ; preds = %ws_round.cond
  br label %l.cond

ws_round.end:                                     ; preds = %ws_round.cond
  %451 = add nsw i32 %K, 63
  %452 = sdiv i32 %451, 64
  %453 = srem i32 %451, 64
  %454 = icmp slt i32 %453, 0
  %455 = icmp ne i1 %454, false
  %456 = icmp ne i32 %453, 0
  %457 = and i1 %456, %455
  %458 = sub i32 %452, 1
  %459 = select i1 %457, i32 %458, i32 %452
  %460 = mul nsw i32 %tile_iter, %459
  %461 = add nsw i32 %k_load, %460
  %462 = sdiv i32 %461, 3
  %463 = srem i32 %461, 3
  %464 = icmp slt i32 %463, 0
  %465 = icmp ne i1 %464, false
  %466 = icmp ne i32 %463, 0
  %467 = and i1 %466, %465
  %468 = add i32 %463, 3
  %469 = select i1 %467, i32 %468, i32 %463
  %470 = sext i32 %469 to i64
  %471 = getelementptr inbounds i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 212992), i64 %470
  %472 = ptrtoint ptr addrspace(3) %471 to i32
  call void asm sideeffect "{\0A .reg .b64 state;\0A mbarrier.arrive.shared::cta.b64 state, [$0];\0A}", "r,~{memory}"(i32 %472) #6
  %473 = add nsw i32 %K, 63
  %474 = sdiv i32 %473, 64
  %475 = srem i32 %473, 64
  %476 = icmp slt i32 %475, 0
  %477 = icmp ne i1 %476, false
  %478 = icmp ne i32 %475, 0
  %479 = and i1 %478, %477
  %480 = sub i32 %474, 1
  %481 = select i1 %479, i32 %480, i32 %474
  %482 = mul nsw i32 %tile_iter, %481
  %483 = add nsw i32 %k_load, %482
  %484 = sdiv i32 %483, 3
  %485 = srem i32 %483, 3
  %486 = icmp slt i32 %485, 0
  %487 = icmp ne i1 %486, false
  %488 = icmp ne i32 %485, 0
  %489 = and i1 %488, %487
  %490 = add i32 %485, 3
  %491 = select i1 %489, i32 %490, i32 %485
  %492 = sext i32 %491 to i64
  %493 = getelementptr inbounds i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 212992), i64 %492
  %494 = ptrtoint ptr addrspace(3) %493 to i32
  call void asm sideeffect "cp.async.mbarrier.arrive.noinc.shared::cta.b64 [$0];", "r,~{memory}"(i32 %494) #6
  br label %if.end8

l.cond:                                           ; preds = %if.end25, %ws_round.body
  %l = phi i32 [ 0, %ws_round.body ], [ %l.next, %if.end25 ]
  %495 = icmp slt i32 %l, 4
  br i1 %495, label %l.body, label %l.end

l.body:                                           ; preds = %l.cond
  %496 = sdiv i32 %K, 8
  %497 = srem i32 %K, 8
  %498 = icmp slt i32 %497, 0
  %499 = icmp ne i1 %498, false
  %500 = icmp ne i32 %497, 0
  %501 = and i1 %500, %499
  %502 = add i32 %497, 8
  %503 = select i1 %501, i32 %502, i32 %497
  %504 = icmp eq i32 %503, 0
  br i1 %504, label %and.then, label %and.else

l.end:                                            ; preds = %l.cond
  br label %l.cond31

and.then:                                         ; preds = %l.body
  %505 = mul nsw i32 %by, 128
  %506 = mul nsw i32 %l, 32
  %507 = add nsw i32 %505, %506
  %508 = sub nsw i32 %tx, 256
  %509 = mul nsw i32 %ws_round, 128
  %510 = add nsw i32 %508, %509
  %511 = sdiv i32 %510, 8
  %512 = srem i32 %510, 8
  %513 = icmp slt i32 %512, 0
  %514 = icmp ne i1 %513, false
  %515 = icmp ne i32 %512, 0
  %516 = and i1 %515, %514
  %517 = sub i32 %511, 1
  %518 = select i1 %516, i32 %517, i32 %511
  %519 = add nsw i32 %507, %518
  %520 = icmp slt i32 %519, %M
  br i1 %520, label %and.then12, label %and.else13

and.else:                                         ; preds = %l.body
  br label %and.end

and.end:                                          ; preds = %and.else, %and.end17
  %and23 = phi i1 [ %and22, %and.end17 ], [ false, %and.else ]
  br i1 %and23, label %if.then24, label %if.else26

and.then12:                                       ; preds = %and.then
  %521 = mul nsw i32 %k_load, 64
  %522 = sub nsw i32 %tx, 256
  %523 = mul nsw i32 %ws_round, 128
  %524 = add nsw i32 %522, %523
  %525 = sdiv i32 %524, 8
  %526 = srem i32 %524, 8
  %527 = icmp slt i32 %526, 0
  %528 = icmp ne i1 %527, false
  %529 = icmp ne i32 %526, 0
  %530 = and i1 %529, %528
  %531 = add i32 %526, 8
  %532 = select i1 %530, i32 %531, i32 %526
  %533 = mul nsw i32 %532, 8
  %534 = add nsw i32 %521, %533
  %535 = add nsw i32 %534, 0
  %536 = icmp slt i32 %535, %K
  br label %and.end14

and.else13:                                       ; preds = %and.then
  br label %and.end14

and.end14:                                        ; preds = %and.else13, %and.then12
  %and = phi i1 [ %536, %and.then12 ], [ false, %and.else13 ]
  br i1 %and, label %and.then15, label %and.else16

and.then15:                                       ; preds = %and.end14
  %537 = mul nsw i32 %by, 128
  %538 = mul nsw i32 %l, 32
  %539 = add nsw i32 %537, %538
  %540 = sub nsw i32 %tx, 256
  %541 = mul nsw i32 %ws_round, 128
  %542 = add nsw i32 %540, %541
  %543 = sdiv i32 %542, 8
  %544 = srem i32 %542, 8
  %545 = icmp slt i32 %544, 0
  %546 = icmp ne i1 %545, false
  %547 = icmp ne i32 %544, 0
  %548 = and i1 %547, %546
  %549 = sub i32 %543, 1
  %550 = select i1 %548, i32 %549, i32 %543
  %551 = add nsw i32 %539, %550
  %552 = icmp slt i32 %551, %M
  br i1 %552, label %and.then18, label %and.else19

and.else16:                                       ; preds = %and.end14
  br label %and.end17

and.end17:                                        ; preds = %and.else16, %and.end20
  %and22 = phi i1 [ %and21, %and.end20 ], [ false, %and.else16 ]
  br label %and.end

and.then18:                                       ; preds = %and.then15
  %553 = mul nsw i32 %k_load, 64
  %554 = sub nsw i32 %tx, 256
  %555 = mul nsw i32 %ws_round, 128
  %556 = add nsw i32 %554, %555
  %557 = sdiv i32 %556, 8
  %558 = srem i32 %556, 8
  %559 = icmp slt i32 %558, 0
  %560 = icmp ne i1 %559, false
  %561 = icmp ne i32 %558, 0
  %562 = and i1 %561, %560
  %563 = add i32 %558, 8
  %564 = select i1 %562, i32 %563, i32 %558
  %565 = mul nsw i32 %564, 8
  %566 = add nsw i32 %553, %565
  %567 = add nsw i32 %566, 7
  %568 = icmp slt i32 %567, %K
  br label %and.end20

and.else19:                                       ; preds = %and.then15
  br label %and.end20

and.end20:                                        ; preds = %and.else19, %and.then18
  %and21 = phi i1 [ %568, %and.then18 ], [ false, %and.else19 ]
  br label %and.end17

if.then24:                                        ; preds = %and.end
  %569 = add nsw i32 %K, 63
  %570 = sdiv i32 %569, 64
  %571 = srem i32 %569, 64
  %572 = icmp slt i32 %571, 0
  %573 = icmp ne i1 %572, false
  %574 = icmp ne i32 %571, 0
  %575 = and i1 %574, %573
  %576 = sub i32 %570, 1
  %577 = select i1 %575, i32 %576, i32 %570
  %578 = mul nsw i32 %tile_iter, %577
  %579 = add nsw i32 %k_load, %578
  %580 = sdiv i32 %579, 3
  %581 = srem i32 %579, 3
  %582 = icmp slt i32 %581, 0
  %583 = icmp ne i1 %582, false
  %584 = icmp ne i32 %581, 0
  %585 = and i1 %584, %583
  %586 = add i32 %581, 3
  %587 = select i1 %585, i32 %586, i32 %581
  %588 = mul nsw i32 %587, 128
  %589 = mul nsw i32 %l, 32
  %590 = add nsw i32 %588, %589
  %591 = sub nsw i32 %tx, 256
  %592 = mul nsw i32 %ws_round, 128
  %593 = add nsw i32 %591, %592
  %594 = sdiv i32 %593, 8
  %595 = srem i32 %593, 8
  %596 = icmp slt i32 %595, 0
  %597 = icmp ne i1 %596, false
  %598 = icmp ne i32 %595, 0
  %599 = and i1 %598, %597
  %600 = sub i32 %594, 1
  %601 = select i1 %599, i32 %600, i32 %594
  %602 = add nsw i32 %590, %601
  %603 = mul nsw i32 %602, 64
  %604 = sub nsw i32 %tx, 256
  %605 = mul nsw i32 %ws_round, 128
  %606 = add nsw i32 %604, %605
  %607 = sdiv i32 %606, 8
  %608 = srem i32 %606, 8
  %609 = icmp slt i32 %608, 0
  %610 = icmp ne i1 %609, false
  %611 = icmp ne i32 %608, 0
  %612 = and i1 %611, %610
  %613 = add i32 %608, 8
  %614 = select i1 %612, i32 %613, i32 %608
  %615 = sub nsw i32 %tx, 256
  %616 = mul nsw i32 %ws_round, 128
  %617 = add nsw i32 %615, %616
  %618 = sdiv i32 %617, 8
  %619 = srem i32 %617, 8
  %620 = icmp slt i32 %619, 0
  %621 = icmp ne i1 %620, false
  %622 = icmp ne i32 %619, 0
  %623 = and i1 %622, %621
  %624 = sub i32 %618, 1
  %625 = select i1 %623, i32 %624, i32 %618
  %626 = sdiv i32 %625, 8
  %627 = srem i32 %625, 8
  %628 = icmp slt i32 %627, 0
  %629 = icmp ne i1 %628, false
  %630 = icmp ne i32 %627, 0
  %631 = and i1 %630, %629
  %632 = add i32 %627, 8
  %633 = select i1 %631, i32 %632, i32 %627
  %634 = xor i32 %614, %633
  %635 = sdiv i32 %634, 8
  %636 = srem i32 %634, 8
  %637 = icmp slt i32 %636, 0
  %638 = icmp ne i1 %637, false
  %639 = icmp ne i32 %636, 0
  %640 = and i1 %639, %638
  %641 = add i32 %636, 8
  %642 = select i1 %640, i32 %641, i32 %636
  %643 = mul nsw i32 %642, 8
  %644 = add nsw i32 %603, %643
  %645 = sext i32 %644 to i64
  %646 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 163840), i64 %645
  %647 = mul nsw i32 %by, 128
  %648 = mul nsw i32 %l, 32
  %649 = add nsw i32 %647, %648
  %650 = sub nsw i32 %tx, 256
  %651 = mul nsw i32 %ws_round, 128
  %652 = add nsw i32 %650, %651
  %653 = sdiv i32 %652, 8
  %654 = srem i32 %652, 8
  %655 = icmp slt i32 %654, 0
  %656 = icmp ne i1 %655, false
  %657 = icmp ne i32 %654, 0
  %658 = and i1 %657, %656
  %659 = sub i32 %653, 1
  %660 = select i1 %658, i32 %659, i32 %653
  %661 = add nsw i32 %649, %660
  %662 = mul nsw i32 %661, %K
  %663 = mul nsw i32 %k_load, 64
  %664 = add nsw i32 %662, %663
  %665 = sub nsw i32 %tx, 256
  %666 = mul nsw i32 %ws_round, 128
  %667 = add nsw i32 %665, %666
  %668 = sdiv i32 %667, 8
  %669 = srem i32 %667, 8
  %670 = icmp slt i32 %669, 0
  %671 = icmp ne i1 %670, false
  %672 = icmp ne i32 %669, 0
  %673 = and i1 %672, %671
  %674 = add i32 %669, 8
  %675 = select i1 %673, i32 %674, i32 %669
  %676 = mul nsw i32 %675, 8
  %677 = add nsw i32 %664, %676
  %678 = sext i32 %677 to i64
  %679 = getelementptr inbounds half, ptr addrspace(1) %A, i64 %678
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %646, ptr addrspace(1) %679)
  br label %if.end25

if.end25:                                         ; preds = %v.end, %if.then24
  %l.next = add nsw i32 %l, 1
  br label %l.cond, !llvm.loop !8

if.else26:                                        ; preds = %and.end
  br label %v.cond

v.cond:                                           ; preds = %select.end, %if.else26
  %v = phi i32 [ 0, %if.else26 ], [ %v.next, %select.end ]
  %680 = icmp slt i32 %v, 8
  br i1 %680, label %v.body, label %v.end

v.body:                                           ; preds = %v.cond
  %681 = add nsw i32 %K, 63
  %682 = sdiv i32 %681, 64
  %683 = srem i32 %681, 64
  %684 = icmp slt i32 %683, 0
  %685 = icmp ne i1 %684, false
  %686 = icmp ne i32 %683, 0
  %687 = and i1 %686, %685
  %688 = sub i32 %682, 1
  %689 = select i1 %687, i32 %688, i32 %682
  %690 = mul nsw i32 %tile_iter, %689
  %691 = add nsw i32 %k_load, %690
  %692 = sdiv i32 %691, 3
  %693 = srem i32 %691, 3
  %694 = icmp slt i32 %693, 0
  %695 = icmp ne i1 %694, false
  %696 = icmp ne i32 %693, 0
  %697 = and i1 %696, %695
  %698 = add i32 %693, 3
  %699 = select i1 %697, i32 %698, i32 %693
  %700 = mul nsw i32 %699, 128
  %701 = mul nsw i32 %l, 32
  %702 = add nsw i32 %700, %701
  %703 = sub nsw i32 %tx, 256
  %704 = mul nsw i32 %ws_round, 128
  %705 = add nsw i32 %703, %704
  %706 = sdiv i32 %705, 8
  %707 = srem i32 %705, 8
  %708 = icmp slt i32 %707, 0
  %709 = icmp ne i1 %708, false
  %710 = icmp ne i32 %707, 0
  %711 = and i1 %710, %709
  %712 = sub i32 %706, 1
  %713 = select i1 %711, i32 %712, i32 %706
  %714 = add nsw i32 %702, %713
  %715 = mul nsw i32 %714, 64
  %716 = sub nsw i32 %tx, 256
  %717 = mul nsw i32 %ws_round, 128
  %718 = add nsw i32 %716, %717
  %719 = sdiv i32 %718, 8
  %720 = srem i32 %718, 8
  %721 = icmp slt i32 %720, 0
  %722 = icmp ne i1 %721, false
  %723 = icmp ne i32 %720, 0
  %724 = and i1 %723, %722
  %725 = add i32 %720, 8
  %726 = select i1 %724, i32 %725, i32 %720
  %727 = sub nsw i32 %tx, 256
  %728 = mul nsw i32 %ws_round, 128
  %729 = add nsw i32 %727, %728
  %730 = sdiv i32 %729, 8
  %731 = srem i32 %729, 8
  %732 = icmp slt i32 %731, 0
  %733 = icmp ne i1 %732, false
  %734 = icmp ne i32 %731, 0
  %735 = and i1 %734, %733
  %736 = sub i32 %730, 1
  %737 = select i1 %735, i32 %736, i32 %730
  %738 = sdiv i32 %737, 8
  %739 = srem i32 %737, 8
  %740 = icmp slt i32 %739, 0
  %741 = icmp ne i1 %740, false
  %742 = icmp ne i32 %739, 0
  %743 = and i1 %742, %741
  %744 = add i32 %739, 8
  %745 = select i1 %743, i32 %744, i32 %739
  %746 = xor i32 %726, %745
  %747 = sdiv i32 %746, 8
  %748 = srem i32 %746, 8
  %749 = icmp slt i32 %748, 0
  %750 = icmp ne i1 %749, false
  %751 = icmp ne i32 %748, 0
  %752 = and i1 %751, %750
  %753 = add i32 %748, 8
  %754 = select i1 %752, i32 %753, i32 %748
  %755 = mul nsw i32 %754, 8
  %756 = add nsw i32 %715, %755
  %757 = add nsw i32 %756, %v
  %758 = sext i32 %757 to i64
  %759 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 163840), i64 %758
  %760 = mul nsw i32 %by, 128
  %761 = mul nsw i32 %l, 32
  %762 = add nsw i32 %760, %761
  %763 = sub nsw i32 %tx, 256
  %764 = mul nsw i32 %ws_round, 128
  %765 = add nsw i32 %763, %764
  %766 = sdiv i32 %765, 8
  %767 = srem i32 %765, 8
  %768 = icmp slt i32 %767, 0
  %769 = icmp ne i1 %768, false
  %770 = icmp ne i32 %767, 0
  %771 = and i1 %770, %769
  %772 = sub i32 %766, 1
  %773 = select i1 %771, i32 %772, i32 %766
  %774 = add nsw i32 %762, %773
  %775 = icmp slt i32 %774, %M
  br i1 %775, label %and.then27, label %and.else28

v.end:                                            ; preds = %v.cond
  br label %if.end25

and.then27:                                       ; preds = %v.body
  %776 = mul nsw i32 %k_load, 64
  %777 = sub nsw i32 %tx, 256
  %778 = mul nsw i32 %ws_round, 128
  %779 = add nsw i32 %777, %778
  %780 = sdiv i32 %779, 8
  %781 = srem i32 %779, 8
  %782 = icmp slt i32 %781, 0
  %783 = icmp ne i1 %782, false
  %784 = icmp ne i32 %781, 0
  %785 = and i1 %784, %783
  %786 = add i32 %781, 8
  %787 = select i1 %785, i32 %786, i32 %781
  %788 = mul nsw i32 %787, 8
  %789 = add nsw i32 %776, %788
  %790 = add nsw i32 %789, %v
  %791 = icmp slt i32 %790, %K
  br label %and.end29

and.else28:                                       ; preds = %v.body
  br label %and.end29

and.end29:                                        ; preds = %and.else28, %and.then27
  %and30 = phi i1 [ %791, %and.then27 ], [ false, %and.else28 ]
  br i1 %and30, label %select.then, label %select.else

select.then:                                      ; preds = %and.end29
  %792 = mul nsw i32 %by, 128
  %793 = mul nsw i32 %l, 32
  %794 = add nsw i32 %792, %793
  %795 = sub nsw i32 %tx, 256
  %796 = mul nsw i32 %ws_round, 128
  %797 = add nsw i32 %795, %796
  %798 = sdiv i32 %797, 8
  %799 = srem i32 %797, 8
  %800 = icmp slt i32 %799, 0
  %801 = icmp ne i1 %800, false
  %802 = icmp ne i32 %799, 0
  %803 = and i1 %802, %801
  %804 = sub i32 %798, 1
  %805 = select i1 %803, i32 %804, i32 %798
  %806 = add nsw i32 %794, %805
  %807 = mul nsw i32 %806, %K
  %808 = mul nsw i32 %k_load, 64
  %809 = add nsw i32 %807, %808
  %810 = sub nsw i32 %tx, 256
  %811 = mul nsw i32 %ws_round, 128
  %812 = add nsw i32 %810, %811
  %813 = sdiv i32 %812, 8
  %814 = srem i32 %812, 8
  %815 = icmp slt i32 %814, 0
  %816 = icmp ne i1 %815, false
  %817 = icmp ne i32 %814, 0
  %818 = and i1 %817, %816
  %819 = add i32 %814, 8
  %820 = select i1 %818, i32 %819, i32 %814
  %821 = mul nsw i32 %820, 8
  %822 = add nsw i32 %809, %821
  %823 = add nsw i32 %822, %v
  %824 = sext i32 %823 to i64
  %825 = getelementptr inbounds half, ptr addrspace(1) %A, i64 %824
  %826 = load half, ptr addrspace(1) %825, align 2
  br label %select.end

select.else:                                      ; preds = %and.end29
  br label %select.end

select.end:                                       ; preds = %select.else, %select.then
  %select = phi half [ %826, %select.then ], [ 0xH0000, %select.else ]
  store half %select, ptr addrspace(3) %759, align 2
  %v.next = add nsw i32 %v, 1
  br label %v.cond, !llvm.loop !10

l.cond31:                                         ; preds = %if.end52, %l.end
  %l34 = phi i32 [ 0, %l.end ], [ %l.next67, %if.end52 ]
  %827 = icmp slt i32 %l34, 8
  br i1 %827, label %l.body32, label %l.end33

l.body32:                                         ; preds = %l.cond31
  %828 = sdiv i32 %N, 8
  %829 = srem i32 %N, 8
  %830 = icmp slt i32 %829, 0
  %831 = icmp ne i1 %830, false
  %832 = icmp ne i32 %829, 0
  %833 = and i1 %832, %831
  %834 = add i32 %829, 8
  %835 = select i1 %833, i32 %834, i32 %829
  %836 = icmp eq i32 %835, 0
  br i1 %836, label %and.then35, label %and.else36

l.end33:                                          ; preds = %l.cond31
  %ws_round.next = add nsw i32 %ws_round, 1
  br label %ws_round.cond, !llvm.loop !11

and.then35:                                       ; preds = %l.body32
  %837 = mul nsw i32 %k_load, 64
  %838 = mul nsw i32 %l34, 8
  %839 = add nsw i32 %837, %838
  %840 = sub nsw i32 %tx, 256
  %841 = mul nsw i32 %ws_round, 128
  %842 = add nsw i32 %840, %841
  %843 = sdiv i32 %842, 32
  %844 = srem i32 %842, 32
  %845 = icmp slt i32 %844, 0
  %846 = icmp ne i1 %845, false
  %847 = icmp ne i32 %844, 0
  %848 = and i1 %847, %846
  %849 = sub i32 %843, 1
  %850 = select i1 %848, i32 %849, i32 %843
  %851 = add nsw i32 %839, %850
  %852 = icmp slt i32 %851, %K
  br i1 %852, label %and.then38, label %and.else39

and.else36:                                       ; preds = %l.body32
  br label %and.end37

and.end37:                                        ; preds = %and.else36, %and.end44
  %and50 = phi i1 [ %and49, %and.end44 ], [ false, %and.else36 ]
  br i1 %and50, label %if.then51, label %if.else53

and.then38:                                       ; preds = %and.then35
  %853 = mul nsw i32 %bx, 256
  %854 = sub nsw i32 %tx, 256
  %855 = mul nsw i32 %ws_round, 128
  %856 = add nsw i32 %854, %855
  %857 = sdiv i32 %856, 32
  %858 = srem i32 %856, 32
  %859 = icmp slt i32 %858, 0
  %860 = icmp ne i1 %859, false
  %861 = icmp ne i32 %858, 0
  %862 = and i1 %861, %860
  %863 = add i32 %858, 32
  %864 = select i1 %862, i32 %863, i32 %858
  %865 = mul nsw i32 %864, 8
  %866 = add nsw i32 %853, %865
  %867 = add nsw i32 %866, 0
  %868 = icmp slt i32 %867, %N
  br label %and.end40

and.else39:                                       ; preds = %and.then35
  br label %and.end40

and.end40:                                        ; preds = %and.else39, %and.then38
  %and41 = phi i1 [ %868, %and.then38 ], [ false, %and.else39 ]
  br i1 %and41, label %and.then42, label %and.else43

and.then42:                                       ; preds = %and.end40
  %869 = mul nsw i32 %k_load, 64
  %870 = mul nsw i32 %l34, 8
  %871 = add nsw i32 %869, %870
  %872 = sub nsw i32 %tx, 256
  %873 = mul nsw i32 %ws_round, 128
  %874 = add nsw i32 %872, %873
  %875 = sdiv i32 %874, 32
  %876 = srem i32 %874, 32
  %877 = icmp slt i32 %876, 0
  %878 = icmp ne i1 %877, false
  %879 = icmp ne i32 %876, 0
  %880 = and i1 %879, %878
  %881 = sub i32 %875, 1
  %882 = select i1 %880, i32 %881, i32 %875
  %883 = add nsw i32 %871, %882
  %884 = icmp slt i32 %883, %K
  br i1 %884, label %and.then45, label %and.else46

and.else43:                                       ; preds = %and.end40
  br label %and.end44

and.end44:                                        ; preds = %and.else43, %and.end47
  %and49 = phi i1 [ %and48, %and.end47 ], [ false, %and.else43 ]
  br label %and.end37

and.then45:                                       ; preds = %and.then42
  %885 = mul nsw i32 %bx, 256
  %886 = sub nsw i32 %tx, 256
  %887 = mul nsw i32 %ws_round, 128
  %888 = add nsw i32 %886, %887
  %889 = sdiv i32 %888, 32
  %890 = srem i32 %888, 32
  %891 = icmp slt i32 %890, 0
  %892 = icmp ne i1 %891, false
  %893 = icmp ne i32 %890, 0
  %894 = and i1 %893, %892
  %895 = add i32 %890, 32
  %896 = select i1 %894, i32 %895, i32 %890
  %897 = mul nsw i32 %896, 8
  %898 = add nsw i32 %885, %897
  %899 = add nsw i32 %898, 7
  %900 = icmp slt i32 %899, %N
  br label %and.end47

and.else46:                                       ; preds = %and.then42
  br label %and.end47

and.end47:                                        ; preds = %and.else46, %and.then45
  %and48 = phi i1 [ %900, %and.then45 ], [ false, %and.else46 ]
  br label %and.end44

if.then51:                                        ; preds = %and.end37
  %901 = add nsw i32 %K, 63
  %902 = sdiv i32 %901, 64
  %903 = srem i32 %901, 64
  %904 = icmp slt i32 %903, 0
  %905 = icmp ne i1 %904, false
  %906 = icmp ne i32 %903, 0
  %907 = and i1 %906, %905
  %908 = sub i32 %902, 1
  %909 = select i1 %907, i32 %908, i32 %902
  %910 = mul nsw i32 %tile_iter, %909
  %911 = add nsw i32 %k_load, %910
  %912 = sdiv i32 %911, 3
  %913 = srem i32 %911, 3
  %914 = icmp slt i32 %913, 0
  %915 = icmp ne i1 %914, false
  %916 = icmp ne i32 %913, 0
  %917 = and i1 %916, %915
  %918 = add i32 %913, 3
  %919 = select i1 %917, i32 %918, i32 %913
  %920 = mul nsw i32 %919, 256
  %921 = sub nsw i32 %tx, 256
  %922 = mul nsw i32 %ws_round, 128
  %923 = add nsw i32 %921, %922
  %924 = sdiv i32 %923, 8
  %925 = srem i32 %923, 8
  %926 = icmp slt i32 %925, 0
  %927 = icmp ne i1 %926, false
  %928 = icmp ne i32 %925, 0
  %929 = and i1 %928, %927
  %930 = sub i32 %924, 1
  %931 = select i1 %929, i32 %930, i32 %924
  %932 = sdiv i32 %931, 4
  %933 = srem i32 %931, 4
  %934 = icmp slt i32 %933, 0
  %935 = icmp ne i1 %934, false
  %936 = icmp ne i32 %933, 0
  %937 = and i1 %936, %935
  %938 = add i32 %933, 4
  %939 = select i1 %937, i32 %938, i32 %933
  %940 = mul nsw i32 %939, 64
  %941 = add nsw i32 %920, %940
  %942 = mul nsw i32 %l34, 8
  %943 = add nsw i32 %941, %942
  %944 = sub nsw i32 %tx, 256
  %945 = mul nsw i32 %ws_round, 128
  %946 = add nsw i32 %944, %945
  %947 = sdiv i32 %946, 32
  %948 = srem i32 %946, 32
  %949 = icmp slt i32 %948, 0
  %950 = icmp ne i1 %949, false
  %951 = icmp ne i32 %948, 0
  %952 = and i1 %951, %950
  %953 = sub i32 %947, 1
  %954 = select i1 %952, i32 %953, i32 %947
  %955 = add nsw i32 %943, %954
  %956 = mul nsw i32 %955, 64
  %957 = sub nsw i32 %tx, 256
  %958 = mul nsw i32 %ws_round, 128
  %959 = add nsw i32 %957, %958
  %960 = sdiv i32 %959, 8
  %961 = srem i32 %959, 8
  %962 = icmp slt i32 %961, 0
  %963 = icmp ne i1 %962, false
  %964 = icmp ne i32 %961, 0
  %965 = and i1 %964, %963
  %966 = add i32 %961, 8
  %967 = select i1 %965, i32 %966, i32 %961
  %968 = sub nsw i32 %tx, 256
  %969 = mul nsw i32 %ws_round, 128
  %970 = add nsw i32 %968, %969
  %971 = sdiv i32 %970, 32
  %972 = srem i32 %970, 32
  %973 = icmp slt i32 %972, 0
  %974 = icmp ne i1 %973, false
  %975 = icmp ne i32 %972, 0
  %976 = and i1 %975, %974
  %977 = sub i32 %971, 1
  %978 = select i1 %976, i32 %977, i32 %971
  %979 = xor i32 %967, %978
  %980 = sdiv i32 %979, 8
  %981 = srem i32 %979, 8
  %982 = icmp slt i32 %981, 0
  %983 = icmp ne i1 %982, false
  %984 = icmp ne i32 %981, 0
  %985 = and i1 %984, %983
  %986 = add i32 %981, 8
  %987 = select i1 %985, i32 %986, i32 %981
  %988 = mul nsw i32 %987, 8
  %989 = add nsw i32 %956, %988
  %990 = sext i32 %989 to i64
  %991 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %990
  %992 = mul nsw i32 %k_load, 64
  %993 = mul nsw i32 %l34, 8
  %994 = add nsw i32 %992, %993
  %995 = sub nsw i32 %tx, 256
  %996 = mul nsw i32 %ws_round, 128
  %997 = add nsw i32 %995, %996
  %998 = sdiv i32 %997, 32
  %999 = srem i32 %997, 32
  %1000 = icmp slt i32 %999, 0
  %1001 = icmp ne i1 %1000, false
  %1002 = icmp ne i32 %999, 0
  %1003 = and i1 %1002, %1001
  %1004 = sub i32 %998, 1
  %1005 = select i1 %1003, i32 %1004, i32 %998
  %1006 = add nsw i32 %994, %1005
  %1007 = mul nsw i32 %1006, %N
  %1008 = mul nsw i32 %bx, 256
  %1009 = add nsw i32 %1007, %1008
  %1010 = sub nsw i32 %tx, 256
  %1011 = mul nsw i32 %ws_round, 128
  %1012 = add nsw i32 %1010, %1011
  %1013 = sdiv i32 %1012, 32
  %1014 = srem i32 %1012, 32
  %1015 = icmp slt i32 %1014, 0
  %1016 = icmp ne i1 %1015, false
  %1017 = icmp ne i32 %1014, 0
  %1018 = and i1 %1017, %1016
  %1019 = add i32 %1014, 32
  %1020 = select i1 %1018, i32 %1019, i32 %1014
  %1021 = mul nsw i32 %1020, 8
  %1022 = add nsw i32 %1009, %1021
  %1023 = sext i32 %1022 to i64
  %1024 = getelementptr inbounds half, ptr addrspace(1) %B, i64 %1023
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %991, ptr addrspace(1) %1024)
  br label %if.end52

if.end52:                                         ; preds = %v.end56, %if.then51
  %l.next67 = add nsw i32 %l34, 1
  br label %l.cond31, !llvm.loop !12

if.else53:                                        ; preds = %and.end37
  br label %v.cond54

v.cond54:                                         ; preds = %select.end64, %if.else53
  %v57 = phi i32 [ 0, %if.else53 ], [ %v.next66, %select.end64 ]
  %1025 = icmp slt i32 %v57, 8
  br i1 %1025, label %v.body55, label %v.end56

v.body55:                                         ; preds = %v.cond54
  %1026 = add nsw i32 %K, 63
  %1027 = sdiv i32 %1026, 64
  %1028 = srem i32 %1026, 64
  %1029 = icmp slt i32 %1028, 0
  %1030 = icmp ne i1 %1029, false
  %1031 = icmp ne i32 %1028, 0
  %1032 = and i1 %1031, %1030
  %1033 = sub i32 %1027, 1
  %1034 = select i1 %1032, i32 %1033, i32 %1027
  %1035 = mul nsw i32 %tile_iter, %1034
  %1036 = add nsw i32 %k_load, %1035
  %1037 = sdiv i32 %1036, 3
  %1038 = srem i32 %1036, 3
  %1039 = icmp slt i32 %1038, 0
  %1040 = icmp ne i1 %1039, false
  %1041 = icmp ne i32 %1038, 0
  %1042 = and i1 %1041, %1040
  %1043 = add i32 %1038, 3
  %1044 = select i1 %1042, i32 %1043, i32 %1038
  %1045 = mul nsw i32 %1044, 256
  %1046 = sub nsw i32 %tx, 256
  %1047 = mul nsw i32 %ws_round, 128
  %1048 = add nsw i32 %1046, %1047
  %1049 = sdiv i32 %1048, 8
  %1050 = srem i32 %1048, 8
  %1051 = icmp slt i32 %1050, 0
  %1052 = icmp ne i1 %1051, false
  %1053 = icmp ne i32 %1050, 0
  %1054 = and i1 %1053, %1052
  %1055 = sub i32 %1049, 1
  %1056 = select i1 %1054, i32 %1055, i32 %1049
  %1057 = sdiv i32 %1056, 4
  %1058 = srem i32 %1056, 4
  %1059 = icmp slt i32 %1058, 0
  %1060 = icmp ne i1 %1059, false
  %1061 = icmp ne i32 %1058, 0
  %1062 = and i1 %1061, %1060
  %1063 = add i32 %1058, 4
  %1064 = select i1 %1062, i32 %1063, i32 %1058
  %1065 = mul nsw i32 %1064, 64
  %1066 = add nsw i32 %1045, %1065
  %1067 = mul nsw i32 %l34, 8
  %1068 = add nsw i32 %1066, %1067
  %1069 = sub nsw i32 %tx, 256
  %1070 = mul nsw i32 %ws_round, 128
  %1071 = add nsw i32 %1069, %1070
  %1072 = sdiv i32 %1071, 32
  %1073 = srem i32 %1071, 32
  %1074 = icmp slt i32 %1073, 0
  %1075 = icmp ne i1 %1074, false
  %1076 = icmp ne i32 %1073, 0
  %1077 = and i1 %1076, %1075
  %1078 = sub i32 %1072, 1
  %1079 = select i1 %1077, i32 %1078, i32 %1072
  %1080 = add nsw i32 %1068, %1079
  %1081 = mul nsw i32 %1080, 64
  %1082 = sub nsw i32 %tx, 256
  %1083 = mul nsw i32 %ws_round, 128
  %1084 = add nsw i32 %1082, %1083
  %1085 = sdiv i32 %1084, 8
  %1086 = srem i32 %1084, 8
  %1087 = icmp slt i32 %1086, 0
  %1088 = icmp ne i1 %1087, false
  %1089 = icmp ne i32 %1086, 0
  %1090 = and i1 %1089, %1088
  %1091 = add i32 %1086, 8
  %1092 = select i1 %1090, i32 %1091, i32 %1086
  %1093 = sub nsw i32 %tx, 256
  %1094 = mul nsw i32 %ws_round, 128
  %1095 = add nsw i32 %1093, %1094
  %1096 = sdiv i32 %1095, 32
  %1097 = srem i32 %1095, 32
  %1098 = icmp slt i32 %1097, 0
  %1099 = icmp ne i1 %1098, false
  %1100 = icmp ne i32 %1097, 0
  %1101 = and i1 %1100, %1099
  %1102 = sub i32 %1096, 1
  %1103 = select i1 %1101, i32 %1102, i32 %1096
  %1104 = xor i32 %1092, %1103
  %1105 = sdiv i32 %1104, 8
  %1106 = srem i32 %1104, 8
  %1107 = icmp slt i32 %1106, 0
  %1108 = icmp ne i1 %1107, false
  %1109 = icmp ne i32 %1106, 0
  %1110 = and i1 %1109, %1108
  %1111 = add i32 %1106, 8
  %1112 = select i1 %1110, i32 %1111, i32 %1106
  %1113 = mul nsw i32 %1112, 8
  %1114 = add nsw i32 %1081, %1113
  %1115 = add nsw i32 %1114, %v57
  %1116 = sext i32 %1115 to i64
  %1117 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %1116
  %1118 = mul nsw i32 %k_load, 64
  %1119 = mul nsw i32 %l34, 8
  %1120 = add nsw i32 %1118, %1119
  %1121 = sub nsw i32 %tx, 256
  %1122 = mul nsw i32 %ws_round, 128
  %1123 = add nsw i32 %1121, %1122
  %1124 = sdiv i32 %1123, 32
  %1125 = srem i32 %1123, 32
  %1126 = icmp slt i32 %1125, 0
  %1127 = icmp ne i1 %1126, false
  %1128 = icmp ne i32 %1125, 0
  %1129 = and i1 %1128, %1127
  %1130 = sub i32 %1124, 1
  %1131 = select i1 %1129, i32 %1130, i32 %1124
  %1132 = add nsw i32 %1120, %1131
  %1133 = icmp slt i32 %1132, %K
  br i1 %1133, label %and.then58, label %and.else59

v.end56:                                          ; preds = %v.cond54
  br label %if.end52

and.then58:                                       ; preds = %v.body55
  %1134 = mul nsw i32 %bx, 256
  %1135 = sub nsw i32 %tx, 256
  %1136 = mul nsw i32 %ws_round, 128
  %1137 = add nsw i32 %1135, %1136
  %1138 = sdiv i32 %1137, 32
  %1139 = srem i32 %1137, 32
  %1140 = icmp slt i32 %1139, 0
  %1141 = icmp ne i1 %1140, false
  %1142 = icmp ne i32 %1139, 0
  %1143 = and i1 %1142, %1141
  %1144 = add i32 %1139, 32
  %1145 = select i1 %1143, i32 %1144, i32 %1139
  %1146 = mul nsw i32 %1145, 8
  %1147 = add nsw i32 %1134, %1146
  %1148 = add nsw i32 %1147, %v57
  %1149 = icmp slt i32 %1148, %N
  br label %and.end60

and.else59:                                       ; preds = %v.body55
  br label %and.end60

and.end60:                                        ; preds = %and.else59, %and.then58
  %and61 = phi i1 [ %1149, %and.then58 ], [ false, %and.else59 ]
  br i1 %and61, label %select.then62, label %select.else63

select.then62:                                    ; preds = %and.end60
  %1150 = mul nsw i32 %k_load, 64
  %1151 = mul nsw i32 %l34, 8
  %1152 = add nsw i32 %1150, %1151
  %1153 = sub nsw i32 %tx, 256
  %1154 = mul nsw i32 %ws_round, 128
  %1155 = add nsw i32 %1153, %1154
  %1156 = sdiv i32 %1155, 32
  %1157 = srem i32 %1155, 32
  %1158 = icmp slt i32 %1157, 0
  %1159 = icmp ne i1 %1158, false
  %1160 = icmp ne i32 %1157, 0
  %1161 = and i1 %1160, %1159
  %1162 = sub i32 %1156, 1
  %1163 = select i1 %1161, i32 %1162, i32 %1156
  %1164 = add nsw i32 %1152, %1163
  %1165 = mul nsw i32 %1164, %N
  %1166 = mul nsw i32 %bx, 256
  %1167 = add nsw i32 %1165, %1166
  %1168 = sub nsw i32 %tx, 256
  %1169 = mul nsw i32 %ws_round, 128
  %1170 = add nsw i32 %1168, %1169
  %1171 = sdiv i32 %1170, 32
  %1172 = srem i32 %1170, 32
  %1173 = icmp slt i32 %1172, 0
  %1174 = icmp ne i1 %1173, false
  %1175 = icmp ne i32 %1172, 0
  %1176 = and i1 %1175, %1174
  %1177 = add i32 %1172, 32
  %1178 = select i1 %1176, i32 %1177, i32 %1172
  %1179 = mul nsw i32 %1178, 8
  %1180 = add nsw i32 %1167, %1179
  %1181 = add nsw i32 %1180, %v57
  %1182 = sext i32 %1181 to i64
  %1183 = getelementptr inbounds half, ptr addrspace(1) %B, i64 %1182
  %1184 = load half, ptr addrspace(1) %1183, align 2
  br label %select.end64

select.else63:                                    ; preds = %and.end60
  br label %select.end64

select.end64:                                     ; preds = %select.else63, %select.then62
  %select65 = phi half [ %1184, %select.then62 ], [ 0xH0000, %select.else63 ]
  store half %select65, ptr addrspace(3) %1117, align 2
  %v.next66 = add nsw i32 %v57, 1
  br label %v.cond54, !llvm.loop !13

exited68:                                         ; No predecessors!
  br label %if.end2

tile_iter.cond71:                                 ; preds = %l.end98, %if.else
  %tile_iter74 = phi i32 [ 0, %if.else ], [ %tile_iter.next131, %l.end98 ]
  %1185 = mul i32 %tile_iter74, %nctaid.x70
  %tile75 = add i32 %ctaid.x69, %1185
  %1186 = icmp slt i32 %tile75, %29
  br i1 %1186, label %tile_iter.body72, label %tile_iter.end73

tile_iter.body72:                                 ; preds = %tile_iter.cond71
  %1187 = udiv i32 %tile75, %38
  %1188 = urem i32 %tile75, %38
  %1189 = urem i32 %1187, %47
  %1190 = udiv i32 %1187, %47
  %1191 = mul i32 %1189, %38
  %raster.linear76 = add i32 %1191, %1188
  %1192 = call i32 @llvm.umin.i32(i32 8, i32 %47)
  %1193 = mul i32 %1192, %38
  %raster.panel77 = udiv i32 %raster.linear76, %1193
  %1194 = urem i32 %raster.linear76, %1193
  %1195 = mul i32 %raster.panel77, %1192
  %1196 = sub i32 %47, %1195
  %1197 = call i32 @llvm.umin.i32(i32 %1196, i32 %1192)
  %1198 = udiv i32 %1194, %1197
  %1199 = urem i32 %1194, %1197
  %1200 = mul i32 %raster.panel77, %1192
  %by79 = add i32 %1200, %1199
  %1201 = and i32 %raster.panel77, 1
  %1202 = icmp ne i32 %1201, 0
  %1203 = sub i32 %38, 1
  %1204 = sub i32 %1203, %1198
  %bx78 = select i1 %1202, i32 %1204, i32 %1198
  br label %l.cond80

tile_iter.end73:                                  ; preds = %tile_iter.cond71
  br label %if.end2

l.cond80:                                         ; preds = %l.body81, %tile_iter.body72
  %l83 = phi i32 [ 0, %tile_iter.body72 ], [ %l.next84, %l.body81 ]
  %1205 = icmp slt i32 %l83, 64
  br i1 %1205, label %l.body81, label %l.end82

l.body81:                                         ; preds = %l.cond80
  %1206 = mul nsw i32 %l83, 2
  %1207 = sext i32 %1206 to i64
  %1208 = getelementptr inbounds float, ptr %C_local, i64 %1207
  store <2 x float> zeroinitializer, ptr %1208, align 8
  %l.next84 = add nsw i32 %l83, 1
  br label %l.cond80, !llvm.loop !14

l.end82:                                          ; preds = %l.cond80
  call void asm sideeffect "bar.sync $0, $1;", "r,r,~{memory}"(i32 1, i32 256) #6
  %1209 = add nsw i32 %K, 63
  %1210 = sdiv i32 %1209, 64
  %1211 = srem i32 %1209, 64
  %1212 = icmp slt i32 %1211, 0
  %1213 = icmp ne i1 %1212, false
  %1214 = icmp ne i32 %1211, 0
  %1215 = and i1 %1214, %1213
  %1216 = sub i32 %1210, 1
  %1217 = select i1 %1215, i32 %1216, i32 %1210
  %1218 = icmp sgt i32 %1217, 0
  call void @llvm.assume(i1 %1218)
  br label %k.cond

k.cond:                                           ; preds = %if.end90, %l.end82
  %k = phi i32 [ 0, %l.end82 ], [ %k.next, %if.end90 ]
  %1219 = icmp slt i32 %k, %1217
  br i1 %1219, label %k.body, label %k.end

k.body:                                           ; preds = %k.cond
  %1220 = add nsw i32 %K, 63
  %1221 = sdiv i32 %1220, 64
  %1222 = srem i32 %1220, 64
  %1223 = icmp slt i32 %1222, 0
  %1224 = icmp ne i1 %1223, false
  %1225 = icmp ne i32 %1222, 0
  %1226 = and i1 %1225, %1224
  %1227 = sub i32 %1221, 1
  %1228 = select i1 %1226, i32 %1227, i32 %1221
  %1229 = mul nsw i32 %tile_iter74, %1228
  %1230 = add nsw i32 %k, %1229
  %1231 = sdiv i32 %1230, 3
  %1232 = srem i32 %1230, 3
  %1233 = icmp slt i32 %1232, 0
  %1234 = icmp ne i1 %1233, false
  %1235 = icmp ne i32 %1232, 0
  %1236 = and i1 %1235, %1234
  %1237 = add i32 %1232, 3
  %1238 = select i1 %1236, i32 %1237, i32 %1232
  %1239 = sext i32 %1238 to i64
  %1240 = getelementptr inbounds i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 212992), i64 %1239
  %1241 = ptrtoint ptr addrspace(3) %1240 to i32
  %1242 = add nsw i32 %K, 63
  %1243 = sdiv i32 %1242, 64
  %1244 = srem i32 %1242, 64
  %1245 = icmp slt i32 %1244, 0
  %1246 = icmp ne i1 %1245, false
  %1247 = icmp ne i32 %1244, 0
  %1248 = and i1 %1247, %1246
  %1249 = sub i32 %1243, 1
  %1250 = select i1 %1248, i32 %1249, i32 %1243
  %1251 = mul nsw i32 %tile_iter74, %1250
  %1252 = add nsw i32 %k, %1251
  %1253 = sdiv i32 %1252, 3
  %1254 = srem i32 %1252, 3
  %1255 = icmp slt i32 %1254, 0
  %1256 = icmp ne i1 %1255, false
  %1257 = icmp ne i32 %1254, 0
  %1258 = and i1 %1257, %1256
  %1259 = sub i32 %1253, 1
  %1260 = select i1 %1258, i32 %1259, i32 %1253
  %1261 = sdiv i32 %1260, 2
  %1262 = srem i32 %1260, 2
  %1263 = icmp slt i32 %1262, 0
  %1264 = icmp ne i1 %1263, false
  %1265 = icmp ne i32 %1262, 0
  %1266 = and i1 %1265, %1264
  %1267 = add i32 %1262, 2
  %1268 = select i1 %1266, i32 %1267, i32 %1262
  br label %mbarrier.wait85

k.end:                                            ; preds = %k.cond
  call void asm sideeffect "wgmma.wait_group.sync.aligned 0;", "~{memory}"() #6
  %1269 = add nsw i32 %K, 63
  %1270 = sdiv i32 %1269, 64
  %1271 = srem i32 %1269, 64
  %1272 = icmp slt i32 %1271, 0
  %1273 = icmp ne i1 %1272, false
  %1274 = icmp ne i32 %1271, 0
  %1275 = and i1 %1274, %1273
  %1276 = sub i32 %1270, 1
  %1277 = select i1 %1275, i32 %1276, i32 %1270
  %1278 = add nsw i32 %K, 63
  %1279 = sdiv i32 %1278, 64
  %1280 = srem i32 %1278, 64
  %1281 = icmp slt i32 %1280, 0
  %1282 = icmp ne i1 %1281, false
  %1283 = icmp ne i32 %1280, 0
  %1284 = and i1 %1283, %1282
  %1285 = sub i32 %1279, 1
  %1286 = select i1 %1284, i32 %1285, i32 %1279
  %1287 = mul nsw i32 %tile_iter74, %1286
  %1288 = add nsw i32 %1277, %1287
  %1289 = add nsw i32 %1288, 2
  %1290 = sdiv i32 %1289, 3
  %1291 = srem i32 %1289, 3
  %1292 = icmp slt i32 %1291, 0
  %1293 = icmp ne i1 %1292, false
  %1294 = icmp ne i32 %1291, 0
  %1295 = and i1 %1294, %1293
  %1296 = add i32 %1291, 3
  %1297 = select i1 %1295, i32 %1296, i32 %1291
  %1298 = add nsw i32 %1297, 3
  %1299 = sext i32 %1298 to i64
  %1300 = getelementptr inbounds i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 212992), i64 %1299
  %1301 = ptrtoint ptr addrspace(3) %1300 to i32
  call void asm sideeffect "{\0A .reg .pred p;\0A .reg .b32 lane;\0A bar.warp.sync -1;\0A mov.u32 lane, %laneid;\0A setp.eq.u32 p, lane, 0;\0A @p mbarrier.arrive.shared::cta.b64 _, [$0];\0A}", "r,~{memory}"(i32 %1301) #6
  call void asm sideeffect "bar.sync $0, $1;", "r,r,~{memory}"(i32 1, i32 256) #6
  br label %l.cond91

mbarrier.wait85:                                  ; preds = %mbarrier.wait85, %k.body
  %1302 = call i32 asm sideeffect "{\0A .reg .pred done;\0A mbarrier.try_wait.parity.shared::cta.b64 done, [$1], $2;\0A selp.u32 $0, 1, 0, done;\0A}", "=r,r,r,~{memory}"(i32 %1241, i32 %1268) #6
  %1303 = icmp ne i32 %1302, 0
  br i1 %1303, label %mbarrier.done86, label %mbarrier.wait85

mbarrier.done86:                                  ; preds = %mbarrier.wait85
  %1304 = icmp ne i32 %tl_tma_ok, 0
  %1305 = xor i1 %1304, true
  br i1 %1305, label %if.then87, label %if.end88

if.then87:                                        ; preds = %mbarrier.done86
  call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #6
  br label %if.end88

if.end88:                                         ; preds = %if.then87, %mbarrier.done86
  %1306 = add nsw i32 %K, 63
  %1307 = sdiv i32 %1306, 64
  %1308 = srem i32 %1306, 64
  %1309 = icmp slt i32 %1308, 0
  %1310 = icmp ne i1 %1309, false
  %1311 = icmp ne i32 %1308, 0
  %1312 = and i1 %1311, %1310
  %1313 = sub i32 %1307, 1
  %1314 = select i1 %1312, i32 %1313, i32 %1307
  %1315 = mul nsw i32 %tile_iter74, %1314
  %1316 = add nsw i32 %k, %1315
  %1317 = sdiv i32 %1316, 3
  %1318 = srem i32 %1316, 3
  %1319 = icmp slt i32 %1318, 0
  %1320 = icmp ne i1 %1319, false
  %1321 = icmp ne i32 %1318, 0
  %1322 = and i1 %1321, %1320
  %1323 = add i32 %1318, 3
  %1324 = select i1 %1322, i32 %1323, i32 %1318
  %1325 = mul nsw i32 %1324, 128
  %1326 = mul nsw i32 %1325, 64
  %1327 = sext i32 %1326 to i64
  %1328 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 163840), i64 %1327
  %1329 = add nsw i32 %K, 63
  %1330 = sdiv i32 %1329, 64
  %1331 = srem i32 %1329, 64
  %1332 = icmp slt i32 %1331, 0
  %1333 = icmp ne i1 %1332, false
  %1334 = icmp ne i32 %1331, 0
  %1335 = and i1 %1334, %1333
  %1336 = sub i32 %1330, 1
  %1337 = select i1 %1335, i32 %1336, i32 %1330
  %1338 = mul nsw i32 %tile_iter74, %1337
  %1339 = add nsw i32 %k, %1338
  %1340 = sdiv i32 %1339, 3
  %1341 = srem i32 %1339, 3
  %1342 = icmp slt i32 %1341, 0
  %1343 = icmp ne i1 %1342, false
  %1344 = icmp ne i32 %1341, 0
  %1345 = and i1 %1344, %1343
  %1346 = add i32 %1341, 3
  %1347 = select i1 %1345, i32 %1346, i32 %1341
  %1348 = mul nsw i32 %1347, 256
  %1349 = mul nsw i32 %1348, 64
  %1350 = sext i32 %1349 to i64
  %1351 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %1350
  %1352 = getelementptr inbounds float, ptr %C_local, i64 0
  %tid.x = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !7
  %warpgroup = udiv i32 %tid.x, 128
  %1353 = icmp ult i32 %warpgroup, 2
  br i1 %1353, label %wgmma.group, label %wgmma.done

wgmma.group:                                      ; preds = %if.end88
  %1354 = getelementptr inbounds float, ptr %1352, i64 0
  %1355 = load float, ptr %1354, align 4
  %1356 = call float asm sideeffect "", "=f,0,~{memory}"(float %1355)
  store float %1356, ptr %1354, align 4
  %1357 = getelementptr inbounds float, ptr %1352, i64 1
  %1358 = load float, ptr %1357, align 4
  %1359 = call float asm sideeffect "", "=f,0,~{memory}"(float %1358)
  store float %1359, ptr %1357, align 4
  %1360 = getelementptr inbounds float, ptr %1352, i64 2
  %1361 = load float, ptr %1360, align 4
  %1362 = call float asm sideeffect "", "=f,0,~{memory}"(float %1361)
  store float %1362, ptr %1360, align 4
  %1363 = getelementptr inbounds float, ptr %1352, i64 3
  %1364 = load float, ptr %1363, align 4
  %1365 = call float asm sideeffect "", "=f,0,~{memory}"(float %1364)
  store float %1365, ptr %1363, align 4
  %1366 = getelementptr inbounds float, ptr %1352, i64 4
  %1367 = load float, ptr %1366, align 4
  %1368 = call float asm sideeffect "", "=f,0,~{memory}"(float %1367)
  store float %1368, ptr %1366, align 4
  %1369 = getelementptr inbounds float, ptr %1352, i64 5
  %1370 = load float, ptr %1369, align 4
  %1371 = call float asm sideeffect "", "=f,0,~{memory}"(float %1370)
  store float %1371, ptr %1369, align 4
  %1372 = getelementptr inbounds float, ptr %1352, i64 6
  %1373 = load float, ptr %1372, align 4
  %1374 = call float asm sideeffect "", "=f,0,~{memory}"(float %1373)
  store float %1374, ptr %1372, align 4
  %1375 = getelementptr inbounds float, ptr %1352, i64 7
  %1376 = load float, ptr %1375, align 4
  %1377 = call float asm sideeffect "", "=f,0,~{memory}"(float %1376)
  store float %1377, ptr %1375, align 4
  %1378 = getelementptr inbounds float, ptr %1352, i64 8
  %1379 = load float, ptr %1378, align 4
  %1380 = call float asm sideeffect "", "=f,0,~{memory}"(float %1379)
  store float %1380, ptr %1378, align 4
  %1381 = getelementptr inbounds float, ptr %1352, i64 9
  %1382 = load float, ptr %1381, align 4
  %1383 = call float asm sideeffect "", "=f,0,~{memory}"(float %1382)
  store float %1383, ptr %1381, align 4
  %1384 = getelementptr inbounds float, ptr %1352, i64 10
  %1385 = load float, ptr %1384, align 4
  %1386 = call float asm sideeffect "", "=f,0,~{memory}"(float %1385)
  store float %1386, ptr %1384, align 4
  %1387 = getelementptr inbounds float, ptr %1352, i64 11
  %1388 = load float, ptr %1387, align 4
  %1389 = call float asm sideeffect "", "=f,0,~{memory}"(float %1388)
  store float %1389, ptr %1387, align 4
  %1390 = getelementptr inbounds float, ptr %1352, i64 12
  %1391 = load float, ptr %1390, align 4
  %1392 = call float asm sideeffect "", "=f,0,~{memory}"(float %1391)
  store float %1392, ptr %1390, align 4
  %1393 = getelementptr inbounds float, ptr %1352, i64 13
  %1394 = load float, ptr %1393, align 4
  %1395 = call float asm sideeffect "", "=f,0,~{memory}"(float %1394)
  store float %1395, ptr %1393, align 4
  %1396 = getelementptr inbounds float, ptr %1352, i64 14
  %1397 = load float, ptr %1396, align 4
  %1398 = call float asm sideeffect "", "=f,0,~{memory}"(float %1397)
  store float %1398, ptr %1396, align 4
  %1399 = getelementptr inbounds float, ptr %1352, i64 15
  %1400 = load float, ptr %1399, align 4
  %1401 = call float asm sideeffect "", "=f,0,~{memory}"(float %1400)
  store float %1401, ptr %1399, align 4
  %1402 = getelementptr inbounds float, ptr %1352, i64 16
  %1403 = load float, ptr %1402, align 4
  %1404 = call float asm sideeffect "", "=f,0,~{memory}"(float %1403)
  store float %1404, ptr %1402, align 4
  %1405 = getelementptr inbounds float, ptr %1352, i64 17
  %1406 = load float, ptr %1405, align 4
  %1407 = call float asm sideeffect "", "=f,0,~{memory}"(float %1406)
  store float %1407, ptr %1405, align 4
  %1408 = getelementptr inbounds float, ptr %1352, i64 18
  %1409 = load float, ptr %1408, align 4
  %1410 = call float asm sideeffect "", "=f,0,~{memory}"(float %1409)
  store float %1410, ptr %1408, align 4
  %1411 = getelementptr inbounds float, ptr %1352, i64 19
  %1412 = load float, ptr %1411, align 4
  %1413 = call float asm sideeffect "", "=f,0,~{memory}"(float %1412)
  store float %1413, ptr %1411, align 4
  %1414 = getelementptr inbounds float, ptr %1352, i64 20
  %1415 = load float, ptr %1414, align 4
  %1416 = call float asm sideeffect "", "=f,0,~{memory}"(float %1415)
  store float %1416, ptr %1414, align 4
  %1417 = getelementptr inbounds float, ptr %1352, i64 21
  %1418 = load float, ptr %1417, align 4
  %1419 = call float asm sideeffect "", "=f,0,~{memory}"(float %1418)
  store float %1419, ptr %1417, align 4
  %1420 = getelementptr inbounds float, ptr %1352, i64 22
  %1421 = load float, ptr %1420, align 4
  %1422 = call float asm sideeffect "", "=f,0,~{memory}"(float %1421)
  store float %1422, ptr %1420, align 4
  %1423 = getelementptr inbounds float, ptr %1352, i64 23
  %1424 = load float, ptr %1423, align 4
  %1425 = call float asm sideeffect "", "=f,0,~{memory}"(float %1424)
  store float %1425, ptr %1423, align 4
  %1426 = getelementptr inbounds float, ptr %1352, i64 24
  %1427 = load float, ptr %1426, align 4
  %1428 = call float asm sideeffect "", "=f,0,~{memory}"(float %1427)
  store float %1428, ptr %1426, align 4
  %1429 = getelementptr inbounds float, ptr %1352, i64 25
  %1430 = load float, ptr %1429, align 4
  %1431 = call float asm sideeffect "", "=f,0,~{memory}"(float %1430)
  store float %1431, ptr %1429, align 4
  %1432 = getelementptr inbounds float, ptr %1352, i64 26
  %1433 = load float, ptr %1432, align 4
  %1434 = call float asm sideeffect "", "=f,0,~{memory}"(float %1433)
  store float %1434, ptr %1432, align 4
  %1435 = getelementptr inbounds float, ptr %1352, i64 27
  %1436 = load float, ptr %1435, align 4
  %1437 = call float asm sideeffect "", "=f,0,~{memory}"(float %1436)
  store float %1437, ptr %1435, align 4
  %1438 = getelementptr inbounds float, ptr %1352, i64 28
  %1439 = load float, ptr %1438, align 4
  %1440 = call float asm sideeffect "", "=f,0,~{memory}"(float %1439)
  store float %1440, ptr %1438, align 4
  %1441 = getelementptr inbounds float, ptr %1352, i64 29
  %1442 = load float, ptr %1441, align 4
  %1443 = call float asm sideeffect "", "=f,0,~{memory}"(float %1442)
  store float %1443, ptr %1441, align 4
  %1444 = getelementptr inbounds float, ptr %1352, i64 30
  %1445 = load float, ptr %1444, align 4
  %1446 = call float asm sideeffect "", "=f,0,~{memory}"(float %1445)
  store float %1446, ptr %1444, align 4
  %1447 = getelementptr inbounds float, ptr %1352, i64 31
  %1448 = load float, ptr %1447, align 4
  %1449 = call float asm sideeffect "", "=f,0,~{memory}"(float %1448)
  store float %1449, ptr %1447, align 4
  %1450 = getelementptr inbounds float, ptr %1352, i64 32
  %1451 = load float, ptr %1450, align 4
  %1452 = call float asm sideeffect "", "=f,0,~{memory}"(float %1451)
  store float %1452, ptr %1450, align 4
  %1453 = getelementptr inbounds float, ptr %1352, i64 33
  %1454 = load float, ptr %1453, align 4
  %1455 = call float asm sideeffect "", "=f,0,~{memory}"(float %1454)
  store float %1455, ptr %1453, align 4
  %1456 = getelementptr inbounds float, ptr %1352, i64 34
  %1457 = load float, ptr %1456, align 4
  %1458 = call float asm sideeffect "", "=f,0,~{memory}"(float %1457)
  store float %1458, ptr %1456, align 4
  %1459 = getelementptr inbounds float, ptr %1352, i64 35
  %1460 = load float, ptr %1459, align 4
  %1461 = call float asm sideeffect "", "=f,0,~{memory}"(float %1460)
  store float %1461, ptr %1459, align 4
  %1462 = getelementptr inbounds float, ptr %1352, i64 36
  %1463 = load float, ptr %1462, align 4
  %1464 = call float asm sideeffect "", "=f,0,~{memory}"(float %1463)
  store float %1464, ptr %1462, align 4
  %1465 = getelementptr inbounds float, ptr %1352, i64 37
  %1466 = load float, ptr %1465, align 4
  %1467 = call float asm sideeffect "", "=f,0,~{memory}"(float %1466)
  store float %1467, ptr %1465, align 4
  %1468 = getelementptr inbounds float, ptr %1352, i64 38
  %1469 = load float, ptr %1468, align 4
  %1470 = call float asm sideeffect "", "=f,0,~{memory}"(float %1469)
  store float %1470, ptr %1468, align 4
  %1471 = getelementptr inbounds float, ptr %1352, i64 39
  %1472 = load float, ptr %1471, align 4
  %1473 = call float asm sideeffect "", "=f,0,~{memory}"(float %1472)
  store float %1473, ptr %1471, align 4
  %1474 = getelementptr inbounds float, ptr %1352, i64 40
  %1475 = load float, ptr %1474, align 4
  %1476 = call float asm sideeffect "", "=f,0,~{memory}"(float %1475)
  store float %1476, ptr %1474, align 4
  %1477 = getelementptr inbounds float, ptr %1352, i64 41
  %1478 = load float, ptr %1477, align 4
  %1479 = call float asm sideeffect "", "=f,0,~{memory}"(float %1478)
  store float %1479, ptr %1477, align 4
  %1480 = getelementptr inbounds float, ptr %1352, i64 42
  %1481 = load float, ptr %1480, align 4
  %1482 = call float asm sideeffect "", "=f,0,~{memory}"(float %1481)
  store float %1482, ptr %1480, align 4
  %1483 = getelementptr inbounds float, ptr %1352, i64 43
  %1484 = load float, ptr %1483, align 4
  %1485 = call float asm sideeffect "", "=f,0,~{memory}"(float %1484)
  store float %1485, ptr %1483, align 4
  %1486 = getelementptr inbounds float, ptr %1352, i64 44
  %1487 = load float, ptr %1486, align 4
  %1488 = call float asm sideeffect "", "=f,0,~{memory}"(float %1487)
  store float %1488, ptr %1486, align 4
  %1489 = getelementptr inbounds float, ptr %1352, i64 45
  %1490 = load float, ptr %1489, align 4
  %1491 = call float asm sideeffect "", "=f,0,~{memory}"(float %1490)
  store float %1491, ptr %1489, align 4
  %1492 = getelementptr inbounds float, ptr %1352, i64 46
  %1493 = load float, ptr %1492, align 4
  %1494 = call float asm sideeffect "", "=f,0,~{memory}"(float %1493)
  store float %1494, ptr %1492, align 4
  %1495 = getelementptr inbounds float, ptr %1352, i64 47
  %1496 = load float, ptr %1495, align 4
  %1497 = call float asm sideeffect "", "=f,0,~{memory}"(float %1496)
  store float %1497, ptr %1495, align 4
  %1498 = getelementptr inbounds float, ptr %1352, i64 48
  %1499 = load float, ptr %1498, align 4
  %1500 = call float asm sideeffect "", "=f,0,~{memory}"(float %1499)
  store float %1500, ptr %1498, align 4
  %1501 = getelementptr inbounds float, ptr %1352, i64 49
  %1502 = load float, ptr %1501, align 4
  %1503 = call float asm sideeffect "", "=f,0,~{memory}"(float %1502)
  store float %1503, ptr %1501, align 4
  %1504 = getelementptr inbounds float, ptr %1352, i64 50
  %1505 = load float, ptr %1504, align 4
  %1506 = call float asm sideeffect "", "=f,0,~{memory}"(float %1505)
  store float %1506, ptr %1504, align 4
  %1507 = getelementptr inbounds float, ptr %1352, i64 51
  %1508 = load float, ptr %1507, align 4
  %1509 = call float asm sideeffect "", "=f,0,~{memory}"(float %1508)
  store float %1509, ptr %1507, align 4
  %1510 = getelementptr inbounds float, ptr %1352, i64 52
  %1511 = load float, ptr %1510, align 4
  %1512 = call float asm sideeffect "", "=f,0,~{memory}"(float %1511)
  store float %1512, ptr %1510, align 4
  %1513 = getelementptr inbounds float, ptr %1352, i64 53
  %1514 = load float, ptr %1513, align 4
  %1515 = call float asm sideeffect "", "=f,0,~{memory}"(float %1514)
  store float %1515, ptr %1513, align 4
  %1516 = getelementptr inbounds float, ptr %1352, i64 54
  %1517 = load float, ptr %1516, align 4
  %1518 = call float asm sideeffect "", "=f,0,~{memory}"(float %1517)
  store float %1518, ptr %1516, align 4
  %1519 = getelementptr inbounds float, ptr %1352, i64 55
  %1520 = load float, ptr %1519, align 4
  %1521 = call float asm sideeffect "", "=f,0,~{memory}"(float %1520)
  store float %1521, ptr %1519, align 4
  %1522 = getelementptr inbounds float, ptr %1352, i64 56
  %1523 = load float, ptr %1522, align 4
  %1524 = call float asm sideeffect "", "=f,0,~{memory}"(float %1523)
  store float %1524, ptr %1522, align 4
  %1525 = getelementptr inbounds float, ptr %1352, i64 57
  %1526 = load float, ptr %1525, align 4
  %1527 = call float asm sideeffect "", "=f,0,~{memory}"(float %1526)
  store float %1527, ptr %1525, align 4
  %1528 = getelementptr inbounds float, ptr %1352, i64 58
  %1529 = load float, ptr %1528, align 4
  %1530 = call float asm sideeffect "", "=f,0,~{memory}"(float %1529)
  store float %1530, ptr %1528, align 4
  %1531 = getelementptr inbounds float, ptr %1352, i64 59
  %1532 = load float, ptr %1531, align 4
  %1533 = call float asm sideeffect "", "=f,0,~{memory}"(float %1532)
  store float %1533, ptr %1531, align 4
  %1534 = getelementptr inbounds float, ptr %1352, i64 60
  %1535 = load float, ptr %1534, align 4
  %1536 = call float asm sideeffect "", "=f,0,~{memory}"(float %1535)
  store float %1536, ptr %1534, align 4
  %1537 = getelementptr inbounds float, ptr %1352, i64 61
  %1538 = load float, ptr %1537, align 4
  %1539 = call float asm sideeffect "", "=f,0,~{memory}"(float %1538)
  store float %1539, ptr %1537, align 4
  %1540 = getelementptr inbounds float, ptr %1352, i64 62
  %1541 = load float, ptr %1540, align 4
  %1542 = call float asm sideeffect "", "=f,0,~{memory}"(float %1541)
  store float %1542, ptr %1540, align 4
  %1543 = getelementptr inbounds float, ptr %1352, i64 63
  %1544 = load float, ptr %1543, align 4
  %1545 = call float asm sideeffect "", "=f,0,~{memory}"(float %1544)
  store float %1545, ptr %1543, align 4
  %1546 = getelementptr inbounds float, ptr %1352, i64 64
  %1547 = load float, ptr %1546, align 4
  %1548 = call float asm sideeffect "", "=f,0,~{memory}"(float %1547)
  store float %1548, ptr %1546, align 4
  %1549 = getelementptr inbounds float, ptr %1352, i64 65
  %1550 = load float, ptr %1549, align 4
  %1551 = call float asm sideeffect "", "=f,0,~{memory}"(float %1550)
  store float %1551, ptr %1549, align 4
  %1552 = getelementptr inbounds float, ptr %1352, i64 66
  %1553 = load float, ptr %1552, align 4
  %1554 = call float asm sideeffect "", "=f,0,~{memory}"(float %1553)
  store float %1554, ptr %1552, align 4
  %1555 = getelementptr inbounds float, ptr %1352, i64 67
  %1556 = load float, ptr %1555, align 4
  %1557 = call float asm sideeffect "", "=f,0,~{memory}"(float %1556)
  store float %1557, ptr %1555, align 4
  %1558 = getelementptr inbounds float, ptr %1352, i64 68
  %1559 = load float, ptr %1558, align 4
  %1560 = call float asm sideeffect "", "=f,0,~{memory}"(float %1559)
  store float %1560, ptr %1558, align 4
  %1561 = getelementptr inbounds float, ptr %1352, i64 69
  %1562 = load float, ptr %1561, align 4
  %1563 = call float asm sideeffect "", "=f,0,~{memory}"(float %1562)
  store float %1563, ptr %1561, align 4
  %1564 = getelementptr inbounds float, ptr %1352, i64 70
  %1565 = load float, ptr %1564, align 4
  %1566 = call float asm sideeffect "", "=f,0,~{memory}"(float %1565)
  store float %1566, ptr %1564, align 4
  %1567 = getelementptr inbounds float, ptr %1352, i64 71
  %1568 = load float, ptr %1567, align 4
  %1569 = call float asm sideeffect "", "=f,0,~{memory}"(float %1568)
  store float %1569, ptr %1567, align 4
  %1570 = getelementptr inbounds float, ptr %1352, i64 72
  %1571 = load float, ptr %1570, align 4
  %1572 = call float asm sideeffect "", "=f,0,~{memory}"(float %1571)
  store float %1572, ptr %1570, align 4
  %1573 = getelementptr inbounds float, ptr %1352, i64 73
  %1574 = load float, ptr %1573, align 4
  %1575 = call float asm sideeffect "", "=f,0,~{memory}"(float %1574)
  store float %1575, ptr %1573, align 4
  %1576 = getelementptr inbounds float, ptr %1352, i64 74
  %1577 = load float, ptr %1576, align 4
  %1578 = call float asm sideeffect "", "=f,0,~{memory}"(float %1577)
  store float %1578, ptr %1576, align 4
  %1579 = getelementptr inbounds float, ptr %1352, i64 75
  %1580 = load float, ptr %1579, align 4
  %1581 = call float asm sideeffect "", "=f,0,~{memory}"(float %1580)
  store float %1581, ptr %1579, align 4
  %1582 = getelementptr inbounds float, ptr %1352, i64 76
  %1583 = load float, ptr %1582, align 4
  %1584 = call float asm sideeffect "", "=f,0,~{memory}"(float %1583)
  store float %1584, ptr %1582, align 4
  %1585 = getelementptr inbounds float, ptr %1352, i64 77
  %1586 = load float, ptr %1585, align 4
  %1587 = call float asm sideeffect "", "=f,0,~{memory}"(float %1586)
  store float %1587, ptr %1585, align 4
  %1588 = getelementptr inbounds float, ptr %1352, i64 78
  %1589 = load float, ptr %1588, align 4
  %1590 = call float asm sideeffect "", "=f,0,~{memory}"(float %1589)
  store float %1590, ptr %1588, align 4
  %1591 = getelementptr inbounds float, ptr %1352, i64 79
  %1592 = load float, ptr %1591, align 4
  %1593 = call float asm sideeffect "", "=f,0,~{memory}"(float %1592)
  store float %1593, ptr %1591, align 4
  %1594 = getelementptr inbounds float, ptr %1352, i64 80
  %1595 = load float, ptr %1594, align 4
  %1596 = call float asm sideeffect "", "=f,0,~{memory}"(float %1595)
  store float %1596, ptr %1594, align 4
  %1597 = getelementptr inbounds float, ptr %1352, i64 81
  %1598 = load float, ptr %1597, align 4
  %1599 = call float asm sideeffect "", "=f,0,~{memory}"(float %1598)
  store float %1599, ptr %1597, align 4
  %1600 = getelementptr inbounds float, ptr %1352, i64 82
  %1601 = load float, ptr %1600, align 4
  %1602 = call float asm sideeffect "", "=f,0,~{memory}"(float %1601)
  store float %1602, ptr %1600, align 4
  %1603 = getelementptr inbounds float, ptr %1352, i64 83
  %1604 = load float, ptr %1603, align 4
  %1605 = call float asm sideeffect "", "=f,0,~{memory}"(float %1604)
  store float %1605, ptr %1603, align 4
  %1606 = getelementptr inbounds float, ptr %1352, i64 84
  %1607 = load float, ptr %1606, align 4
  %1608 = call float asm sideeffect "", "=f,0,~{memory}"(float %1607)
  store float %1608, ptr %1606, align 4
  %1609 = getelementptr inbounds float, ptr %1352, i64 85
  %1610 = load float, ptr %1609, align 4
  %1611 = call float asm sideeffect "", "=f,0,~{memory}"(float %1610)
  store float %1611, ptr %1609, align 4
  %1612 = getelementptr inbounds float, ptr %1352, i64 86
  %1613 = load float, ptr %1612, align 4
  %1614 = call float asm sideeffect "", "=f,0,~{memory}"(float %1613)
  store float %1614, ptr %1612, align 4
  %1615 = getelementptr inbounds float, ptr %1352, i64 87
  %1616 = load float, ptr %1615, align 4
  %1617 = call float asm sideeffect "", "=f,0,~{memory}"(float %1616)
  store float %1617, ptr %1615, align 4
  %1618 = getelementptr inbounds float, ptr %1352, i64 88
  %1619 = load float, ptr %1618, align 4
  %1620 = call float asm sideeffect "", "=f,0,~{memory}"(float %1619)
  store float %1620, ptr %1618, align 4
  %1621 = getelementptr inbounds float, ptr %1352, i64 89
  %1622 = load float, ptr %1621, align 4
  %1623 = call float asm sideeffect "", "=f,0,~{memory}"(float %1622)
  store float %1623, ptr %1621, align 4
  %1624 = getelementptr inbounds float, ptr %1352, i64 90
  %1625 = load float, ptr %1624, align 4
  %1626 = call float asm sideeffect "", "=f,0,~{memory}"(float %1625)
  store float %1626, ptr %1624, align 4
  %1627 = getelementptr inbounds float, ptr %1352, i64 91
  %1628 = load float, ptr %1627, align 4
  %1629 = call float asm sideeffect "", "=f,0,~{memory}"(float %1628)
  store float %1629, ptr %1627, align 4
  %1630 = getelementptr inbounds float, ptr %1352, i64 92
  %1631 = load float, ptr %1630, align 4
  %1632 = call float asm sideeffect "", "=f,0,~{memory}"(float %1631)
  store float %1632, ptr %1630, align 4
  %1633 = getelementptr inbounds float, ptr %1352, i64 93
  %1634 = load float, ptr %1633, align 4
  %1635 = call float asm sideeffect "", "=f,0,~{memory}"(float %1634)
  store float %1635, ptr %1633, align 4
  %1636 = getelementptr inbounds float, ptr %1352, i64 94
  %1637 = load float, ptr %1636, align 4
  %1638 = call float asm sideeffect "", "=f,0,~{memory}"(float %1637)
  store float %1638, ptr %1636, align 4
  %1639 = getelementptr inbounds float, ptr %1352, i64 95
  %1640 = load float, ptr %1639, align 4
  %1641 = call float asm sideeffect "", "=f,0,~{memory}"(float %1640)
  store float %1641, ptr %1639, align 4
  %1642 = getelementptr inbounds float, ptr %1352, i64 96
  %1643 = load float, ptr %1642, align 4
  %1644 = call float asm sideeffect "", "=f,0,~{memory}"(float %1643)
  store float %1644, ptr %1642, align 4
  %1645 = getelementptr inbounds float, ptr %1352, i64 97
  %1646 = load float, ptr %1645, align 4
  %1647 = call float asm sideeffect "", "=f,0,~{memory}"(float %1646)
  store float %1647, ptr %1645, align 4
  %1648 = getelementptr inbounds float, ptr %1352, i64 98
  %1649 = load float, ptr %1648, align 4
  %1650 = call float asm sideeffect "", "=f,0,~{memory}"(float %1649)
  store float %1650, ptr %1648, align 4
  %1651 = getelementptr inbounds float, ptr %1352, i64 99
  %1652 = load float, ptr %1651, align 4
  %1653 = call float asm sideeffect "", "=f,0,~{memory}"(float %1652)
  store float %1653, ptr %1651, align 4
  %1654 = getelementptr inbounds float, ptr %1352, i64 100
  %1655 = load float, ptr %1654, align 4
  %1656 = call float asm sideeffect "", "=f,0,~{memory}"(float %1655)
  store float %1656, ptr %1654, align 4
  %1657 = getelementptr inbounds float, ptr %1352, i64 101
  %1658 = load float, ptr %1657, align 4
  %1659 = call float asm sideeffect "", "=f,0,~{memory}"(float %1658)
  store float %1659, ptr %1657, align 4
  %1660 = getelementptr inbounds float, ptr %1352, i64 102
  %1661 = load float, ptr %1660, align 4
  %1662 = call float asm sideeffect "", "=f,0,~{memory}"(float %1661)
  store float %1662, ptr %1660, align 4
  %1663 = getelementptr inbounds float, ptr %1352, i64 103
  %1664 = load float, ptr %1663, align 4
  %1665 = call float asm sideeffect "", "=f,0,~{memory}"(float %1664)
  store float %1665, ptr %1663, align 4
  %1666 = getelementptr inbounds float, ptr %1352, i64 104
  %1667 = load float, ptr %1666, align 4
  %1668 = call float asm sideeffect "", "=f,0,~{memory}"(float %1667)
  store float %1668, ptr %1666, align 4
  %1669 = getelementptr inbounds float, ptr %1352, i64 105
  %1670 = load float, ptr %1669, align 4
  %1671 = call float asm sideeffect "", "=f,0,~{memory}"(float %1670)
  store float %1671, ptr %1669, align 4
  %1672 = getelementptr inbounds float, ptr %1352, i64 106
  %1673 = load float, ptr %1672, align 4
  %1674 = call float asm sideeffect "", "=f,0,~{memory}"(float %1673)
  store float %1674, ptr %1672, align 4
  %1675 = getelementptr inbounds float, ptr %1352, i64 107
  %1676 = load float, ptr %1675, align 4
  %1677 = call float asm sideeffect "", "=f,0,~{memory}"(float %1676)
  store float %1677, ptr %1675, align 4
  %1678 = getelementptr inbounds float, ptr %1352, i64 108
  %1679 = load float, ptr %1678, align 4
  %1680 = call float asm sideeffect "", "=f,0,~{memory}"(float %1679)
  store float %1680, ptr %1678, align 4
  %1681 = getelementptr inbounds float, ptr %1352, i64 109
  %1682 = load float, ptr %1681, align 4
  %1683 = call float asm sideeffect "", "=f,0,~{memory}"(float %1682)
  store float %1683, ptr %1681, align 4
  %1684 = getelementptr inbounds float, ptr %1352, i64 110
  %1685 = load float, ptr %1684, align 4
  %1686 = call float asm sideeffect "", "=f,0,~{memory}"(float %1685)
  store float %1686, ptr %1684, align 4
  %1687 = getelementptr inbounds float, ptr %1352, i64 111
  %1688 = load float, ptr %1687, align 4
  %1689 = call float asm sideeffect "", "=f,0,~{memory}"(float %1688)
  store float %1689, ptr %1687, align 4
  %1690 = getelementptr inbounds float, ptr %1352, i64 112
  %1691 = load float, ptr %1690, align 4
  %1692 = call float asm sideeffect "", "=f,0,~{memory}"(float %1691)
  store float %1692, ptr %1690, align 4
  %1693 = getelementptr inbounds float, ptr %1352, i64 113
  %1694 = load float, ptr %1693, align 4
  %1695 = call float asm sideeffect "", "=f,0,~{memory}"(float %1694)
  store float %1695, ptr %1693, align 4
  %1696 = getelementptr inbounds float, ptr %1352, i64 114
  %1697 = load float, ptr %1696, align 4
  %1698 = call float asm sideeffect "", "=f,0,~{memory}"(float %1697)
  store float %1698, ptr %1696, align 4
  %1699 = getelementptr inbounds float, ptr %1352, i64 115
  %1700 = load float, ptr %1699, align 4
  %1701 = call float asm sideeffect "", "=f,0,~{memory}"(float %1700)
  store float %1701, ptr %1699, align 4
  %1702 = getelementptr inbounds float, ptr %1352, i64 116
  %1703 = load float, ptr %1702, align 4
  %1704 = call float asm sideeffect "", "=f,0,~{memory}"(float %1703)
  store float %1704, ptr %1702, align 4
  %1705 = getelementptr inbounds float, ptr %1352, i64 117
  %1706 = load float, ptr %1705, align 4
  %1707 = call float asm sideeffect "", "=f,0,~{memory}"(float %1706)
  store float %1707, ptr %1705, align 4
  %1708 = getelementptr inbounds float, ptr %1352, i64 118
  %1709 = load float, ptr %1708, align 4
  %1710 = call float asm sideeffect "", "=f,0,~{memory}"(float %1709)
  store float %1710, ptr %1708, align 4
  %1711 = getelementptr inbounds float, ptr %1352, i64 119
  %1712 = load float, ptr %1711, align 4
  %1713 = call float asm sideeffect "", "=f,0,~{memory}"(float %1712)
  store float %1713, ptr %1711, align 4
  %1714 = getelementptr inbounds float, ptr %1352, i64 120
  %1715 = load float, ptr %1714, align 4
  %1716 = call float asm sideeffect "", "=f,0,~{memory}"(float %1715)
  store float %1716, ptr %1714, align 4
  %1717 = getelementptr inbounds float, ptr %1352, i64 121
  %1718 = load float, ptr %1717, align 4
  %1719 = call float asm sideeffect "", "=f,0,~{memory}"(float %1718)
  store float %1719, ptr %1717, align 4
  %1720 = getelementptr inbounds float, ptr %1352, i64 122
  %1721 = load float, ptr %1720, align 4
  %1722 = call float asm sideeffect "", "=f,0,~{memory}"(float %1721)
  store float %1722, ptr %1720, align 4
  %1723 = getelementptr inbounds float, ptr %1352, i64 123
  %1724 = load float, ptr %1723, align 4
  %1725 = call float asm sideeffect "", "=f,0,~{memory}"(float %1724)
  store float %1725, ptr %1723, align 4
  %1726 = getelementptr inbounds float, ptr %1352, i64 124
  %1727 = load float, ptr %1726, align 4
  %1728 = call float asm sideeffect "", "=f,0,~{memory}"(float %1727)
  store float %1728, ptr %1726, align 4
  %1729 = getelementptr inbounds float, ptr %1352, i64 125
  %1730 = load float, ptr %1729, align 4
  %1731 = call float asm sideeffect "", "=f,0,~{memory}"(float %1730)
  store float %1731, ptr %1729, align 4
  %1732 = getelementptr inbounds float, ptr %1352, i64 126
  %1733 = load float, ptr %1732, align 4
  %1734 = call float asm sideeffect "", "=f,0,~{memory}"(float %1733)
  store float %1734, ptr %1732, align 4
  %1735 = getelementptr inbounds float, ptr %1352, i64 127
  %1736 = load float, ptr %1735, align 4
  %1737 = call float asm sideeffect "", "=f,0,~{memory}"(float %1736)
  store float %1737, ptr %1735, align 4
  call void asm sideeffect "wgmma.fence.sync.aligned;", "~{memory}"() #6
  %1738 = mul i32 %warpgroup, 64
  %1739 = add i32 %1738, 0
  %1740 = mul i32 %1739, 64
  %1741 = zext i32 %1740 to i64
  %1742 = add i64 0, %1741
  %1743 = getelementptr inbounds half, ptr addrspace(3) %1328, i64 %1742
  %1744 = ptrtoint ptr addrspace(3) %1743 to i64
  %1745 = and i64 %1744, 262143
  %1746 = lshr i64 %1745, 4
  %1747 = or i64 %1746, 4611686293305360384
  %1748 = getelementptr inbounds half, ptr addrspace(3) %1351, i64 0
  %1749 = ptrtoint ptr addrspace(3) %1748 to i64
  %1750 = and i64 %1749, 262143
  %1751 = lshr i64 %1750, 4
  %1752 = or i64 %1751, 4611686293338849280
  %1753 = getelementptr inbounds float, ptr %1352, i64 0
  %1754 = load float, ptr %1753, align 4
  %1755 = getelementptr inbounds float, ptr %1352, i64 1
  %1756 = load float, ptr %1755, align 4
  %1757 = getelementptr inbounds float, ptr %1352, i64 2
  %1758 = load float, ptr %1757, align 4
  %1759 = getelementptr inbounds float, ptr %1352, i64 3
  %1760 = load float, ptr %1759, align 4
  %1761 = getelementptr inbounds float, ptr %1352, i64 4
  %1762 = load float, ptr %1761, align 4
  %1763 = getelementptr inbounds float, ptr %1352, i64 5
  %1764 = load float, ptr %1763, align 4
  %1765 = getelementptr inbounds float, ptr %1352, i64 6
  %1766 = load float, ptr %1765, align 4
  %1767 = getelementptr inbounds float, ptr %1352, i64 7
  %1768 = load float, ptr %1767, align 4
  %1769 = getelementptr inbounds float, ptr %1352, i64 8
  %1770 = load float, ptr %1769, align 4
  %1771 = getelementptr inbounds float, ptr %1352, i64 9
  %1772 = load float, ptr %1771, align 4
  %1773 = getelementptr inbounds float, ptr %1352, i64 10
  %1774 = load float, ptr %1773, align 4
  %1775 = getelementptr inbounds float, ptr %1352, i64 11
  %1776 = load float, ptr %1775, align 4
  %1777 = getelementptr inbounds float, ptr %1352, i64 12
  %1778 = load float, ptr %1777, align 4
  %1779 = getelementptr inbounds float, ptr %1352, i64 13
  %1780 = load float, ptr %1779, align 4
  %1781 = getelementptr inbounds float, ptr %1352, i64 14
  %1782 = load float, ptr %1781, align 4
  %1783 = getelementptr inbounds float, ptr %1352, i64 15
  %1784 = load float, ptr %1783, align 4
  %1785 = getelementptr inbounds float, ptr %1352, i64 16
  %1786 = load float, ptr %1785, align 4
  %1787 = getelementptr inbounds float, ptr %1352, i64 17
  %1788 = load float, ptr %1787, align 4
  %1789 = getelementptr inbounds float, ptr %1352, i64 18
  %1790 = load float, ptr %1789, align 4
  %1791 = getelementptr inbounds float, ptr %1352, i64 19
  %1792 = load float, ptr %1791, align 4
  %1793 = getelementptr inbounds float, ptr %1352, i64 20
  %1794 = load float, ptr %1793, align 4
  %1795 = getelementptr inbounds float, ptr %1352, i64 21
  %1796 = load float, ptr %1795, align 4
  %1797 = getelementptr inbounds float, ptr %1352, i64 22
  %1798 = load float, ptr %1797, align 4
  %1799 = getelementptr inbounds float, ptr %1352, i64 23
  %1800 = load float, ptr %1799, align 4
  %1801 = getelementptr inbounds float, ptr %1352, i64 24
  %1802 = load float, ptr %1801, align 4
  %1803 = getelementptr inbounds float, ptr %1352, i64 25
  %1804 = load float, ptr %1803, align 4
  %1805 = getelementptr inbounds float, ptr %1352, i64 26
  %1806 = load float, ptr %1805, align 4
  %1807 = getelementptr inbounds float, ptr %1352, i64 27
  %1808 = load float, ptr %1807, align 4
  %1809 = getelementptr inbounds float, ptr %1352, i64 28
  %1810 = load float, ptr %1809, align 4
  %1811 = getelementptr inbounds float, ptr %1352, i64 29
  %1812 = load float, ptr %1811, align 4
  %1813 = getelementptr inbounds float, ptr %1352, i64 30
  %1814 = load float, ptr %1813, align 4
  %1815 = getelementptr inbounds float, ptr %1352, i64 31
  %1816 = load float, ptr %1815, align 4
  %1817 = getelementptr inbounds float, ptr %1352, i64 32
  %1818 = load float, ptr %1817, align 4
  %1819 = getelementptr inbounds float, ptr %1352, i64 33
  %1820 = load float, ptr %1819, align 4
  %1821 = getelementptr inbounds float, ptr %1352, i64 34
  %1822 = load float, ptr %1821, align 4
  %1823 = getelementptr inbounds float, ptr %1352, i64 35
  %1824 = load float, ptr %1823, align 4
  %1825 = getelementptr inbounds float, ptr %1352, i64 36
  %1826 = load float, ptr %1825, align 4
  %1827 = getelementptr inbounds float, ptr %1352, i64 37
  %1828 = load float, ptr %1827, align 4
  %1829 = getelementptr inbounds float, ptr %1352, i64 38
  %1830 = load float, ptr %1829, align 4
  %1831 = getelementptr inbounds float, ptr %1352, i64 39
  %1832 = load float, ptr %1831, align 4
  %1833 = getelementptr inbounds float, ptr %1352, i64 40
  %1834 = load float, ptr %1833, align 4
  %1835 = getelementptr inbounds float, ptr %1352, i64 41
  %1836 = load float, ptr %1835, align 4
  %1837 = getelementptr inbounds float, ptr %1352, i64 42
  %1838 = load float, ptr %1837, align 4
  %1839 = getelementptr inbounds float, ptr %1352, i64 43
  %1840 = load float, ptr %1839, align 4
  %1841 = getelementptr inbounds float, ptr %1352, i64 44
  %1842 = load float, ptr %1841, align 4
  %1843 = getelementptr inbounds float, ptr %1352, i64 45
  %1844 = load float, ptr %1843, align 4
  %1845 = getelementptr inbounds float, ptr %1352, i64 46
  %1846 = load float, ptr %1845, align 4
  %1847 = getelementptr inbounds float, ptr %1352, i64 47
  %1848 = load float, ptr %1847, align 4
  %1849 = getelementptr inbounds float, ptr %1352, i64 48
  %1850 = load float, ptr %1849, align 4
  %1851 = getelementptr inbounds float, ptr %1352, i64 49
  %1852 = load float, ptr %1851, align 4
  %1853 = getelementptr inbounds float, ptr %1352, i64 50
  %1854 = load float, ptr %1853, align 4
  %1855 = getelementptr inbounds float, ptr %1352, i64 51
  %1856 = load float, ptr %1855, align 4
  %1857 = getelementptr inbounds float, ptr %1352, i64 52
  %1858 = load float, ptr %1857, align 4
  %1859 = getelementptr inbounds float, ptr %1352, i64 53
  %1860 = load float, ptr %1859, align 4
  %1861 = getelementptr inbounds float, ptr %1352, i64 54
  %1862 = load float, ptr %1861, align 4
  %1863 = getelementptr inbounds float, ptr %1352, i64 55
  %1864 = load float, ptr %1863, align 4
  %1865 = getelementptr inbounds float, ptr %1352, i64 56
  %1866 = load float, ptr %1865, align 4
  %1867 = getelementptr inbounds float, ptr %1352, i64 57
  %1868 = load float, ptr %1867, align 4
  %1869 = getelementptr inbounds float, ptr %1352, i64 58
  %1870 = load float, ptr %1869, align 4
  %1871 = getelementptr inbounds float, ptr %1352, i64 59
  %1872 = load float, ptr %1871, align 4
  %1873 = getelementptr inbounds float, ptr %1352, i64 60
  %1874 = load float, ptr %1873, align 4
  %1875 = getelementptr inbounds float, ptr %1352, i64 61
  %1876 = load float, ptr %1875, align 4
  %1877 = getelementptr inbounds float, ptr %1352, i64 62
  %1878 = load float, ptr %1877, align 4
  %1879 = getelementptr inbounds float, ptr %1352, i64 63
  %1880 = load float, ptr %1879, align 4
  %1881 = getelementptr inbounds float, ptr %1352, i64 64
  %1882 = load float, ptr %1881, align 4
  %1883 = getelementptr inbounds float, ptr %1352, i64 65
  %1884 = load float, ptr %1883, align 4
  %1885 = getelementptr inbounds float, ptr %1352, i64 66
  %1886 = load float, ptr %1885, align 4
  %1887 = getelementptr inbounds float, ptr %1352, i64 67
  %1888 = load float, ptr %1887, align 4
  %1889 = getelementptr inbounds float, ptr %1352, i64 68
  %1890 = load float, ptr %1889, align 4
  %1891 = getelementptr inbounds float, ptr %1352, i64 69
  %1892 = load float, ptr %1891, align 4
  %1893 = getelementptr inbounds float, ptr %1352, i64 70
  %1894 = load float, ptr %1893, align 4
  %1895 = getelementptr inbounds float, ptr %1352, i64 71
  %1896 = load float, ptr %1895, align 4
  %1897 = getelementptr inbounds float, ptr %1352, i64 72
  %1898 = load float, ptr %1897, align 4
  %1899 = getelementptr inbounds float, ptr %1352, i64 73
  %1900 = load float, ptr %1899, align 4
  %1901 = getelementptr inbounds float, ptr %1352, i64 74
  %1902 = load float, ptr %1901, align 4
  %1903 = getelementptr inbounds float, ptr %1352, i64 75
  %1904 = load float, ptr %1903, align 4
  %1905 = getelementptr inbounds float, ptr %1352, i64 76
  %1906 = load float, ptr %1905, align 4
  %1907 = getelementptr inbounds float, ptr %1352, i64 77
  %1908 = load float, ptr %1907, align 4
  %1909 = getelementptr inbounds float, ptr %1352, i64 78
  %1910 = load float, ptr %1909, align 4
  %1911 = getelementptr inbounds float, ptr %1352, i64 79
  %1912 = load float, ptr %1911, align 4
  %1913 = getelementptr inbounds float, ptr %1352, i64 80
  %1914 = load float, ptr %1913, align 4
  %1915 = getelementptr inbounds float, ptr %1352, i64 81
  %1916 = load float, ptr %1915, align 4
  %1917 = getelementptr inbounds float, ptr %1352, i64 82
  %1918 = load float, ptr %1917, align 4
  %1919 = getelementptr inbounds float, ptr %1352, i64 83
  %1920 = load float, ptr %1919, align 4
  %1921 = getelementptr inbounds float, ptr %1352, i64 84
  %1922 = load float, ptr %1921, align 4
  %1923 = getelementptr inbounds float, ptr %1352, i64 85
  %1924 = load float, ptr %1923, align 4
  %1925 = getelementptr inbounds float, ptr %1352, i64 86
  %1926 = load float, ptr %1925, align 4
  %1927 = getelementptr inbounds float, ptr %1352, i64 87
  %1928 = load float, ptr %1927, align 4
  %1929 = getelementptr inbounds float, ptr %1352, i64 88
  %1930 = load float, ptr %1929, align 4
  %1931 = getelementptr inbounds float, ptr %1352, i64 89
  %1932 = load float, ptr %1931, align 4
  %1933 = getelementptr inbounds float, ptr %1352, i64 90
  %1934 = load float, ptr %1933, align 4
  %1935 = getelementptr inbounds float, ptr %1352, i64 91
  %1936 = load float, ptr %1935, align 4
  %1937 = getelementptr inbounds float, ptr %1352, i64 92
  %1938 = load float, ptr %1937, align 4
  %1939 = getelementptr inbounds float, ptr %1352, i64 93
  %1940 = load float, ptr %1939, align 4
  %1941 = getelementptr inbounds float, ptr %1352, i64 94
  %1942 = load float, ptr %1941, align 4
  %1943 = getelementptr inbounds float, ptr %1352, i64 95
  %1944 = load float, ptr %1943, align 4
  %1945 = getelementptr inbounds float, ptr %1352, i64 96
  %1946 = load float, ptr %1945, align 4
  %1947 = getelementptr inbounds float, ptr %1352, i64 97
  %1948 = load float, ptr %1947, align 4
  %1949 = getelementptr inbounds float, ptr %1352, i64 98
  %1950 = load float, ptr %1949, align 4
  %1951 = getelementptr inbounds float, ptr %1352, i64 99
  %1952 = load float, ptr %1951, align 4
  %1953 = getelementptr inbounds float, ptr %1352, i64 100
  %1954 = load float, ptr %1953, align 4
  %1955 = getelementptr inbounds float, ptr %1352, i64 101
  %1956 = load float, ptr %1955, align 4
  %1957 = getelementptr inbounds float, ptr %1352, i64 102
  %1958 = load float, ptr %1957, align 4
  %1959 = getelementptr inbounds float, ptr %1352, i64 103
  %1960 = load float, ptr %1959, align 4
  %1961 = getelementptr inbounds float, ptr %1352, i64 104
  %1962 = load float, ptr %1961, align 4
  %1963 = getelementptr inbounds float, ptr %1352, i64 105
  %1964 = load float, ptr %1963, align 4
  %1965 = getelementptr inbounds float, ptr %1352, i64 106
  %1966 = load float, ptr %1965, align 4
  %1967 = getelementptr inbounds float, ptr %1352, i64 107
  %1968 = load float, ptr %1967, align 4
  %1969 = getelementptr inbounds float, ptr %1352, i64 108
  %1970 = load float, ptr %1969, align 4
  %1971 = getelementptr inbounds float, ptr %1352, i64 109
  %1972 = load float, ptr %1971, align 4
  %1973 = getelementptr inbounds float, ptr %1352, i64 110
  %1974 = load float, ptr %1973, align 4
  %1975 = getelementptr inbounds float, ptr %1352, i64 111
  %1976 = load float, ptr %1975, align 4
  %1977 = getelementptr inbounds float, ptr %1352, i64 112
  %1978 = load float, ptr %1977, align 4
  %1979 = getelementptr inbounds float, ptr %1352, i64 113
  %1980 = load float, ptr %1979, align 4
  %1981 = getelementptr inbounds float, ptr %1352, i64 114
  %1982 = load float, ptr %1981, align 4
  %1983 = getelementptr inbounds float, ptr %1352, i64 115
  %1984 = load float, ptr %1983, align 4
  %1985 = getelementptr inbounds float, ptr %1352, i64 116
  %1986 = load float, ptr %1985, align 4
  %1987 = getelementptr inbounds float, ptr %1352, i64 117
  %1988 = load float, ptr %1987, align 4
  %1989 = getelementptr inbounds float, ptr %1352, i64 118
  %1990 = load float, ptr %1989, align 4
  %1991 = getelementptr inbounds float, ptr %1352, i64 119
  %1992 = load float, ptr %1991, align 4
  %1993 = getelementptr inbounds float, ptr %1352, i64 120
  %1994 = load float, ptr %1993, align 4
  %1995 = getelementptr inbounds float, ptr %1352, i64 121
  %1996 = load float, ptr %1995, align 4
  %1997 = getelementptr inbounds float, ptr %1352, i64 122
  %1998 = load float, ptr %1997, align 4
  %1999 = getelementptr inbounds float, ptr %1352, i64 123
  %2000 = load float, ptr %1999, align 4
  %2001 = getelementptr inbounds float, ptr %1352, i64 124
  %2002 = load float, ptr %2001, align 4
  %2003 = getelementptr inbounds float, ptr %1352, i64 125
  %2004 = load float, ptr %2003, align 4
  %2005 = getelementptr inbounds float, ptr %1352, i64 126
  %2006 = load float, ptr %2005, align 4
  %2007 = getelementptr inbounds float, ptr %1352, i64 127
  %2008 = load float, ptr %2007, align 4
  %2009 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, $128, $129, p, 1, 1, 0, 1;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,~{memory}"(i64 %1747, i64 %1752, i32 1, float %1754, float %1756, float %1758, float %1760, float %1762, float %1764, float %1766, float %1768, float %1770, float %1772, float %1774, float %1776, float %1778, float %1780, float %1782, float %1784, float %1786, float %1788, float %1790, float %1792, float %1794, float %1796, float %1798, float %1800, float %1802, float %1804, float %1806, float %1808, float %1810, float %1812, float %1814, float %1816, float %1818, float %1820, float %1822, float %1824, float %1826, float %1828, float %1830, float %1832, float %1834, float %1836, float %1838, float %1840, float %1842, float %1844, float %1846, float %1848, float %1850, float %1852, float %1854, float %1856, float %1858, float %1860, float %1862, float %1864, float %1866, float %1868, float %1870, float %1872, float %1874, float %1876, float %1878, float %1880, float %1882, float %1884, float %1886, float %1888, float %1890, float %1892, float %1894, float %1896, float %1898, float %1900, float %1902, float %1904, float %1906, float %1908, float %1910, float %1912, float %1914, float %1916, float %1918, float %1920, float %1922, float %1924, float %1926, float %1928, float %1930, float %1932, float %1934, float %1936, float %1938, float %1940, float %1942, float %1944, float %1946, float %1948, float %1950, float %1952, float %1954, float %1956, float %1958, float %1960, float %1962, float %1964, float %1966, float %1968, float %1970, float %1972, float %1974, float %1976, float %1978, float %1980, float %1982, float %1984, float %1986, float %1988, float %1990, float %1992, float %1994, float %1996, float %1998, float %2000, float %2002, float %2004, float %2006, float %2008) #6
  %2010 = getelementptr inbounds float, ptr %1352, i64 0
  %2011 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 0
  store float %2011, ptr %2010, align 4
  %2012 = getelementptr inbounds float, ptr %1352, i64 1
  %2013 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 1
  store float %2013, ptr %2012, align 4
  %2014 = getelementptr inbounds float, ptr %1352, i64 2
  %2015 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 2
  store float %2015, ptr %2014, align 4
  %2016 = getelementptr inbounds float, ptr %1352, i64 3
  %2017 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 3
  store float %2017, ptr %2016, align 4
  %2018 = getelementptr inbounds float, ptr %1352, i64 4
  %2019 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 4
  store float %2019, ptr %2018, align 4
  %2020 = getelementptr inbounds float, ptr %1352, i64 5
  %2021 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 5
  store float %2021, ptr %2020, align 4
  %2022 = getelementptr inbounds float, ptr %1352, i64 6
  %2023 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 6
  store float %2023, ptr %2022, align 4
  %2024 = getelementptr inbounds float, ptr %1352, i64 7
  %2025 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 7
  store float %2025, ptr %2024, align 4
  %2026 = getelementptr inbounds float, ptr %1352, i64 8
  %2027 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 8
  store float %2027, ptr %2026, align 4
  %2028 = getelementptr inbounds float, ptr %1352, i64 9
  %2029 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 9
  store float %2029, ptr %2028, align 4
  %2030 = getelementptr inbounds float, ptr %1352, i64 10
  %2031 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 10
  store float %2031, ptr %2030, align 4
  %2032 = getelementptr inbounds float, ptr %1352, i64 11
  %2033 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 11
  store float %2033, ptr %2032, align 4
  %2034 = getelementptr inbounds float, ptr %1352, i64 12
  %2035 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 12
  store float %2035, ptr %2034, align 4
  %2036 = getelementptr inbounds float, ptr %1352, i64 13
  %2037 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 13
  store float %2037, ptr %2036, align 4
  %2038 = getelementptr inbounds float, ptr %1352, i64 14
  %2039 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 14
  store float %2039, ptr %2038, align 4
  %2040 = getelementptr inbounds float, ptr %1352, i64 15
  %2041 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 15
  store float %2041, ptr %2040, align 4
  %2042 = getelementptr inbounds float, ptr %1352, i64 16
  %2043 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 16
  store float %2043, ptr %2042, align 4
  %2044 = getelementptr inbounds float, ptr %1352, i64 17
  %2045 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 17
  store float %2045, ptr %2044, align 4
  %2046 = getelementptr inbounds float, ptr %1352, i64 18
  %2047 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 18
  store float %2047, ptr %2046, align 4
  %2048 = getelementptr inbounds float, ptr %1352, i64 19
  %2049 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 19
  store float %2049, ptr %2048, align 4
  %2050 = getelementptr inbounds float, ptr %1352, i64 20
  %2051 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 20
  store float %2051, ptr %2050, align 4
  %2052 = getelementptr inbounds float, ptr %1352, i64 21
  %2053 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 21
  store float %2053, ptr %2052, align 4
  %2054 = getelementptr inbounds float, ptr %1352, i64 22
  %2055 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 22
  store float %2055, ptr %2054, align 4
  %2056 = getelementptr inbounds float, ptr %1352, i64 23
  %2057 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 23
  store float %2057, ptr %2056, align 4
  %2058 = getelementptr inbounds float, ptr %1352, i64 24
  %2059 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 24
  store float %2059, ptr %2058, align 4
  %2060 = getelementptr inbounds float, ptr %1352, i64 25
  %2061 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 25
  store float %2061, ptr %2060, align 4
  %2062 = getelementptr inbounds float, ptr %1352, i64 26
  %2063 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 26
  store float %2063, ptr %2062, align 4
  %2064 = getelementptr inbounds float, ptr %1352, i64 27
  %2065 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 27
  store float %2065, ptr %2064, align 4
  %2066 = getelementptr inbounds float, ptr %1352, i64 28
  %2067 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 28
  store float %2067, ptr %2066, align 4
  %2068 = getelementptr inbounds float, ptr %1352, i64 29
  %2069 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 29
  store float %2069, ptr %2068, align 4
  %2070 = getelementptr inbounds float, ptr %1352, i64 30
  %2071 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 30
  store float %2071, ptr %2070, align 4
  %2072 = getelementptr inbounds float, ptr %1352, i64 31
  %2073 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 31
  store float %2073, ptr %2072, align 4
  %2074 = getelementptr inbounds float, ptr %1352, i64 32
  %2075 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 32
  store float %2075, ptr %2074, align 4
  %2076 = getelementptr inbounds float, ptr %1352, i64 33
  %2077 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 33
  store float %2077, ptr %2076, align 4
  %2078 = getelementptr inbounds float, ptr %1352, i64 34
  %2079 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 34
  store float %2079, ptr %2078, align 4
  %2080 = getelementptr inbounds float, ptr %1352, i64 35
  %2081 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 35
  store float %2081, ptr %2080, align 4
  %2082 = getelementptr inbounds float, ptr %1352, i64 36
  %2083 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 36
  store float %2083, ptr %2082, align 4
  %2084 = getelementptr inbounds float, ptr %1352, i64 37
  %2085 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 37
  store float %2085, ptr %2084, align 4
  %2086 = getelementptr inbounds float, ptr %1352, i64 38
  %2087 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 38
  store float %2087, ptr %2086, align 4
  %2088 = getelementptr inbounds float, ptr %1352, i64 39
  %2089 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 39
  store float %2089, ptr %2088, align 4
  %2090 = getelementptr inbounds float, ptr %1352, i64 40
  %2091 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 40
  store float %2091, ptr %2090, align 4
  %2092 = getelementptr inbounds float, ptr %1352, i64 41
  %2093 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 41
  store float %2093, ptr %2092, align 4
  %2094 = getelementptr inbounds float, ptr %1352, i64 42
  %2095 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 42
  store float %2095, ptr %2094, align 4
  %2096 = getelementptr inbounds float, ptr %1352, i64 43
  %2097 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 43
  store float %2097, ptr %2096, align 4
  %2098 = getelementptr inbounds float, ptr %1352, i64 44
  %2099 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 44
  store float %2099, ptr %2098, align 4
  %2100 = getelementptr inbounds float, ptr %1352, i64 45
  %2101 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 45
  store float %2101, ptr %2100, align 4
  %2102 = getelementptr inbounds float, ptr %1352, i64 46
  %2103 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 46
  store float %2103, ptr %2102, align 4
  %2104 = getelementptr inbounds float, ptr %1352, i64 47
  %2105 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 47
  store float %2105, ptr %2104, align 4
  %2106 = getelementptr inbounds float, ptr %1352, i64 48
  %2107 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 48
  store float %2107, ptr %2106, align 4
  %2108 = getelementptr inbounds float, ptr %1352, i64 49
  %2109 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 49
  store float %2109, ptr %2108, align 4
  %2110 = getelementptr inbounds float, ptr %1352, i64 50
  %2111 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 50
  store float %2111, ptr %2110, align 4
  %2112 = getelementptr inbounds float, ptr %1352, i64 51
  %2113 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 51
  store float %2113, ptr %2112, align 4
  %2114 = getelementptr inbounds float, ptr %1352, i64 52
  %2115 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 52
  store float %2115, ptr %2114, align 4
  %2116 = getelementptr inbounds float, ptr %1352, i64 53
  %2117 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 53
  store float %2117, ptr %2116, align 4
  %2118 = getelementptr inbounds float, ptr %1352, i64 54
  %2119 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 54
  store float %2119, ptr %2118, align 4
  %2120 = getelementptr inbounds float, ptr %1352, i64 55
  %2121 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 55
  store float %2121, ptr %2120, align 4
  %2122 = getelementptr inbounds float, ptr %1352, i64 56
  %2123 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 56
  store float %2123, ptr %2122, align 4
  %2124 = getelementptr inbounds float, ptr %1352, i64 57
  %2125 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 57
  store float %2125, ptr %2124, align 4
  %2126 = getelementptr inbounds float, ptr %1352, i64 58
  %2127 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 58
  store float %2127, ptr %2126, align 4
  %2128 = getelementptr inbounds float, ptr %1352, i64 59
  %2129 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 59
  store float %2129, ptr %2128, align 4
  %2130 = getelementptr inbounds float, ptr %1352, i64 60
  %2131 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 60
  store float %2131, ptr %2130, align 4
  %2132 = getelementptr inbounds float, ptr %1352, i64 61
  %2133 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 61
  store float %2133, ptr %2132, align 4
  %2134 = getelementptr inbounds float, ptr %1352, i64 62
  %2135 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 62
  store float %2135, ptr %2134, align 4
  %2136 = getelementptr inbounds float, ptr %1352, i64 63
  %2137 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 63
  store float %2137, ptr %2136, align 4
  %2138 = getelementptr inbounds float, ptr %1352, i64 64
  %2139 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 64
  store float %2139, ptr %2138, align 4
  %2140 = getelementptr inbounds float, ptr %1352, i64 65
  %2141 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 65
  store float %2141, ptr %2140, align 4
  %2142 = getelementptr inbounds float, ptr %1352, i64 66
  %2143 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 66
  store float %2143, ptr %2142, align 4
  %2144 = getelementptr inbounds float, ptr %1352, i64 67
  %2145 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 67
  store float %2145, ptr %2144, align 4
  %2146 = getelementptr inbounds float, ptr %1352, i64 68
  %2147 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 68
  store float %2147, ptr %2146, align 4
  %2148 = getelementptr inbounds float, ptr %1352, i64 69
  %2149 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 69
  store float %2149, ptr %2148, align 4
  %2150 = getelementptr inbounds float, ptr %1352, i64 70
  %2151 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 70
  store float %2151, ptr %2150, align 4
  %2152 = getelementptr inbounds float, ptr %1352, i64 71
  %2153 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 71
  store float %2153, ptr %2152, align 4
  %2154 = getelementptr inbounds float, ptr %1352, i64 72
  %2155 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 72
  store float %2155, ptr %2154, align 4
  %2156 = getelementptr inbounds float, ptr %1352, i64 73
  %2157 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 73
  store float %2157, ptr %2156, align 4
  %2158 = getelementptr inbounds float, ptr %1352, i64 74
  %2159 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 74
  store float %2159, ptr %2158, align 4
  %2160 = getelementptr inbounds float, ptr %1352, i64 75
  %2161 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 75
  store float %2161, ptr %2160, align 4
  %2162 = getelementptr inbounds float, ptr %1352, i64 76
  %2163 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 76
  store float %2163, ptr %2162, align 4
  %2164 = getelementptr inbounds float, ptr %1352, i64 77
  %2165 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 77
  store float %2165, ptr %2164, align 4
  %2166 = getelementptr inbounds float, ptr %1352, i64 78
  %2167 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 78
  store float %2167, ptr %2166, align 4
  %2168 = getelementptr inbounds float, ptr %1352, i64 79
  %2169 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 79
  store float %2169, ptr %2168, align 4
  %2170 = getelementptr inbounds float, ptr %1352, i64 80
  %2171 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 80
  store float %2171, ptr %2170, align 4
  %2172 = getelementptr inbounds float, ptr %1352, i64 81
  %2173 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 81
  store float %2173, ptr %2172, align 4
  %2174 = getelementptr inbounds float, ptr %1352, i64 82
  %2175 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 82
  store float %2175, ptr %2174, align 4
  %2176 = getelementptr inbounds float, ptr %1352, i64 83
  %2177 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 83
  store float %2177, ptr %2176, align 4
  %2178 = getelementptr inbounds float, ptr %1352, i64 84
  %2179 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 84
  store float %2179, ptr %2178, align 4
  %2180 = getelementptr inbounds float, ptr %1352, i64 85
  %2181 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 85
  store float %2181, ptr %2180, align 4
  %2182 = getelementptr inbounds float, ptr %1352, i64 86
  %2183 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 86
  store float %2183, ptr %2182, align 4
  %2184 = getelementptr inbounds float, ptr %1352, i64 87
  %2185 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 87
  store float %2185, ptr %2184, align 4
  %2186 = getelementptr inbounds float, ptr %1352, i64 88
  %2187 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 88
  store float %2187, ptr %2186, align 4
  %2188 = getelementptr inbounds float, ptr %1352, i64 89
  %2189 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 89
  store float %2189, ptr %2188, align 4
  %2190 = getelementptr inbounds float, ptr %1352, i64 90
  %2191 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 90
  store float %2191, ptr %2190, align 4
  %2192 = getelementptr inbounds float, ptr %1352, i64 91
  %2193 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 91
  store float %2193, ptr %2192, align 4
  %2194 = getelementptr inbounds float, ptr %1352, i64 92
  %2195 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 92
  store float %2195, ptr %2194, align 4
  %2196 = getelementptr inbounds float, ptr %1352, i64 93
  %2197 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 93
  store float %2197, ptr %2196, align 4
  %2198 = getelementptr inbounds float, ptr %1352, i64 94
  %2199 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 94
  store float %2199, ptr %2198, align 4
  %2200 = getelementptr inbounds float, ptr %1352, i64 95
  %2201 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 95
  store float %2201, ptr %2200, align 4
  %2202 = getelementptr inbounds float, ptr %1352, i64 96
  %2203 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 96
  store float %2203, ptr %2202, align 4
  %2204 = getelementptr inbounds float, ptr %1352, i64 97
  %2205 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 97
  store float %2205, ptr %2204, align 4
  %2206 = getelementptr inbounds float, ptr %1352, i64 98
  %2207 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 98
  store float %2207, ptr %2206, align 4
  %2208 = getelementptr inbounds float, ptr %1352, i64 99
  %2209 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 99
  store float %2209, ptr %2208, align 4
  %2210 = getelementptr inbounds float, ptr %1352, i64 100
  %2211 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 100
  store float %2211, ptr %2210, align 4
  %2212 = getelementptr inbounds float, ptr %1352, i64 101
  %2213 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 101
  store float %2213, ptr %2212, align 4
  %2214 = getelementptr inbounds float, ptr %1352, i64 102
  %2215 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 102
  store float %2215, ptr %2214, align 4
  %2216 = getelementptr inbounds float, ptr %1352, i64 103
  %2217 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 103
  store float %2217, ptr %2216, align 4
  %2218 = getelementptr inbounds float, ptr %1352, i64 104
  %2219 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 104
  store float %2219, ptr %2218, align 4
  %2220 = getelementptr inbounds float, ptr %1352, i64 105
  %2221 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 105
  store float %2221, ptr %2220, align 4
  %2222 = getelementptr inbounds float, ptr %1352, i64 106
  %2223 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 106
  store float %2223, ptr %2222, align 4
  %2224 = getelementptr inbounds float, ptr %1352, i64 107
  %2225 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 107
  store float %2225, ptr %2224, align 4
  %2226 = getelementptr inbounds float, ptr %1352, i64 108
  %2227 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 108
  store float %2227, ptr %2226, align 4
  %2228 = getelementptr inbounds float, ptr %1352, i64 109
  %2229 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 109
  store float %2229, ptr %2228, align 4
  %2230 = getelementptr inbounds float, ptr %1352, i64 110
  %2231 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 110
  store float %2231, ptr %2230, align 4
  %2232 = getelementptr inbounds float, ptr %1352, i64 111
  %2233 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 111
  store float %2233, ptr %2232, align 4
  %2234 = getelementptr inbounds float, ptr %1352, i64 112
  %2235 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 112
  store float %2235, ptr %2234, align 4
  %2236 = getelementptr inbounds float, ptr %1352, i64 113
  %2237 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 113
  store float %2237, ptr %2236, align 4
  %2238 = getelementptr inbounds float, ptr %1352, i64 114
  %2239 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 114
  store float %2239, ptr %2238, align 4
  %2240 = getelementptr inbounds float, ptr %1352, i64 115
  %2241 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 115
  store float %2241, ptr %2240, align 4
  %2242 = getelementptr inbounds float, ptr %1352, i64 116
  %2243 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 116
  store float %2243, ptr %2242, align 4
  %2244 = getelementptr inbounds float, ptr %1352, i64 117
  %2245 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 117
  store float %2245, ptr %2244, align 4
  %2246 = getelementptr inbounds float, ptr %1352, i64 118
  %2247 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 118
  store float %2247, ptr %2246, align 4
  %2248 = getelementptr inbounds float, ptr %1352, i64 119
  %2249 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 119
  store float %2249, ptr %2248, align 4
  %2250 = getelementptr inbounds float, ptr %1352, i64 120
  %2251 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 120
  store float %2251, ptr %2250, align 4
  %2252 = getelementptr inbounds float, ptr %1352, i64 121
  %2253 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 121
  store float %2253, ptr %2252, align 4
  %2254 = getelementptr inbounds float, ptr %1352, i64 122
  %2255 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 122
  store float %2255, ptr %2254, align 4
  %2256 = getelementptr inbounds float, ptr %1352, i64 123
  %2257 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 123
  store float %2257, ptr %2256, align 4
  %2258 = getelementptr inbounds float, ptr %1352, i64 124
  %2259 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 124
  store float %2259, ptr %2258, align 4
  %2260 = getelementptr inbounds float, ptr %1352, i64 125
  %2261 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 125
  store float %2261, ptr %2260, align 4
  %2262 = getelementptr inbounds float, ptr %1352, i64 126
  %2263 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 126
  store float %2263, ptr %2262, align 4
  %2264 = getelementptr inbounds float, ptr %1352, i64 127
  %2265 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2009, 127
  store float %2265, ptr %2264, align 4
  %2266 = zext i32 %1740 to i64
  %2267 = add i64 16, %2266
  %2268 = getelementptr inbounds half, ptr addrspace(3) %1328, i64 %2267
  %2269 = ptrtoint ptr addrspace(3) %2268 to i64
  %2270 = and i64 %2269, 262143
  %2271 = lshr i64 %2270, 4
  %2272 = or i64 %2271, 4611686293305360384
  %2273 = getelementptr inbounds half, ptr addrspace(3) %1351, i64 1024
  %2274 = ptrtoint ptr addrspace(3) %2273 to i64
  %2275 = and i64 %2274, 262143
  %2276 = lshr i64 %2275, 4
  %2277 = or i64 %2276, 4611686293338849280
  %2278 = getelementptr inbounds float, ptr %1352, i64 0
  %2279 = load float, ptr %2278, align 4
  %2280 = getelementptr inbounds float, ptr %1352, i64 1
  %2281 = load float, ptr %2280, align 4
  %2282 = getelementptr inbounds float, ptr %1352, i64 2
  %2283 = load float, ptr %2282, align 4
  %2284 = getelementptr inbounds float, ptr %1352, i64 3
  %2285 = load float, ptr %2284, align 4
  %2286 = getelementptr inbounds float, ptr %1352, i64 4
  %2287 = load float, ptr %2286, align 4
  %2288 = getelementptr inbounds float, ptr %1352, i64 5
  %2289 = load float, ptr %2288, align 4
  %2290 = getelementptr inbounds float, ptr %1352, i64 6
  %2291 = load float, ptr %2290, align 4
  %2292 = getelementptr inbounds float, ptr %1352, i64 7
  %2293 = load float, ptr %2292, align 4
  %2294 = getelementptr inbounds float, ptr %1352, i64 8
  %2295 = load float, ptr %2294, align 4
  %2296 = getelementptr inbounds float, ptr %1352, i64 9
  %2297 = load float, ptr %2296, align 4
  %2298 = getelementptr inbounds float, ptr %1352, i64 10
  %2299 = load float, ptr %2298, align 4
  %2300 = getelementptr inbounds float, ptr %1352, i64 11
  %2301 = load float, ptr %2300, align 4
  %2302 = getelementptr inbounds float, ptr %1352, i64 12
  %2303 = load float, ptr %2302, align 4
  %2304 = getelementptr inbounds float, ptr %1352, i64 13
  %2305 = load float, ptr %2304, align 4
  %2306 = getelementptr inbounds float, ptr %1352, i64 14
  %2307 = load float, ptr %2306, align 4
  %2308 = getelementptr inbounds float, ptr %1352, i64 15
  %2309 = load float, ptr %2308, align 4
  %2310 = getelementptr inbounds float, ptr %1352, i64 16
  %2311 = load float, ptr %2310, align 4
  %2312 = getelementptr inbounds float, ptr %1352, i64 17
  %2313 = load float, ptr %2312, align 4
  %2314 = getelementptr inbounds float, ptr %1352, i64 18
  %2315 = load float, ptr %2314, align 4
  %2316 = getelementptr inbounds float, ptr %1352, i64 19
  %2317 = load float, ptr %2316, align 4
  %2318 = getelementptr inbounds float, ptr %1352, i64 20
  %2319 = load float, ptr %2318, align 4
  %2320 = getelementptr inbounds float, ptr %1352, i64 21
  %2321 = load float, ptr %2320, align 4
  %2322 = getelementptr inbounds float, ptr %1352, i64 22
  %2323 = load float, ptr %2322, align 4
  %2324 = getelementptr inbounds float, ptr %1352, i64 23
  %2325 = load float, ptr %2324, align 4
  %2326 = getelementptr inbounds float, ptr %1352, i64 24
  %2327 = load float, ptr %2326, align 4
  %2328 = getelementptr inbounds float, ptr %1352, i64 25
  %2329 = load float, ptr %2328, align 4
  %2330 = getelementptr inbounds float, ptr %1352, i64 26
  %2331 = load float, ptr %2330, align 4
  %2332 = getelementptr inbounds float, ptr %1352, i64 27
  %2333 = load float, ptr %2332, align 4
  %2334 = getelementptr inbounds float, ptr %1352, i64 28
  %2335 = load float, ptr %2334, align 4
  %2336 = getelementptr inbounds float, ptr %1352, i64 29
  %2337 = load float, ptr %2336, align 4
  %2338 = getelementptr inbounds float, ptr %1352, i64 30
  %2339 = load float, ptr %2338, align 4
  %2340 = getelementptr inbounds float, ptr %1352, i64 31
  %2341 = load float, ptr %2340, align 4
  %2342 = getelementptr inbounds float, ptr %1352, i64 32
  %2343 = load float, ptr %2342, align 4
  %2344 = getelementptr inbounds float, ptr %1352, i64 33
  %2345 = load float, ptr %2344, align 4
  %2346 = getelementptr inbounds float, ptr %1352, i64 34
  %2347 = load float, ptr %2346, align 4
  %2348 = getelementptr inbounds float, ptr %1352, i64 35
  %2349 = load float, ptr %2348, align 4
  %2350 = getelementptr inbounds float, ptr %1352, i64 36
  %2351 = load float, ptr %2350, align 4
  %2352 = getelementptr inbounds float, ptr %1352, i64 37
  %2353 = load float, ptr %2352, align 4
  %2354 = getelementptr inbounds float, ptr %1352, i64 38
  %2355 = load float, ptr %2354, align 4
  %2356 = getelementptr inbounds float, ptr %1352, i64 39
  %2357 = load float, ptr %2356, align 4
  %2358 = getelementptr inbounds float, ptr %1352, i64 40
  %2359 = load float, ptr %2358, align 4
  %2360 = getelementptr inbounds float, ptr %1352, i64 41
  %2361 = load float, ptr %2360, align 4
  %2362 = getelementptr inbounds float, ptr %1352, i64 42
  %2363 = load float, ptr %2362, align 4
  %2364 = getelementptr inbounds float, ptr %1352, i64 43
  %2365 = load float, ptr %2364, align 4
  %2366 = getelementptr inbounds float, ptr %1352, i64 44
  %2367 = load float, ptr %2366, align 4
  %2368 = getelementptr inbounds float, ptr %1352, i64 45
  %2369 = load float, ptr %2368, align 4
  %2370 = getelementptr inbounds float, ptr %1352, i64 46
  %2371 = load float, ptr %2370, align 4
  %2372 = getelementptr inbounds float, ptr %1352, i64 47
  %2373 = load float, ptr %2372, align 4
  %2374 = getelementptr inbounds float, ptr %1352, i64 48
  %2375 = load float, ptr %2374, align 4
  %2376 = getelementptr inbounds float, ptr %1352, i64 49
  %2377 = load float, ptr %2376, align 4
  %2378 = getelementptr inbounds float, ptr %1352, i64 50
  %2379 = load float, ptr %2378, align 4
  %2380 = getelementptr inbounds float, ptr %1352, i64 51
  %2381 = load float, ptr %2380, align 4
  %2382 = getelementptr inbounds float, ptr %1352, i64 52
  %2383 = load float, ptr %2382, align 4
  %2384 = getelementptr inbounds float, ptr %1352, i64 53
  %2385 = load float, ptr %2384, align 4
  %2386 = getelementptr inbounds float, ptr %1352, i64 54
  %2387 = load float, ptr %2386, align 4
  %2388 = getelementptr inbounds float, ptr %1352, i64 55
  %2389 = load float, ptr %2388, align 4
  %2390 = getelementptr inbounds float, ptr %1352, i64 56
  %2391 = load float, ptr %2390, align 4
  %2392 = getelementptr inbounds float, ptr %1352, i64 57
  %2393 = load float, ptr %2392, align 4
  %2394 = getelementptr inbounds float, ptr %1352, i64 58
  %2395 = load float, ptr %2394, align 4
  %2396 = getelementptr inbounds float, ptr %1352, i64 59
  %2397 = load float, ptr %2396, align 4
  %2398 = getelementptr inbounds float, ptr %1352, i64 60
  %2399 = load float, ptr %2398, align 4
  %2400 = getelementptr inbounds float, ptr %1352, i64 61
  %2401 = load float, ptr %2400, align 4
  %2402 = getelementptr inbounds float, ptr %1352, i64 62
  %2403 = load float, ptr %2402, align 4
  %2404 = getelementptr inbounds float, ptr %1352, i64 63
  %2405 = load float, ptr %2404, align 4
  %2406 = getelementptr inbounds float, ptr %1352, i64 64
  %2407 = load float, ptr %2406, align 4
  %2408 = getelementptr inbounds float, ptr %1352, i64 65
  %2409 = load float, ptr %2408, align 4
  %2410 = getelementptr inbounds float, ptr %1352, i64 66
  %2411 = load float, ptr %2410, align 4
  %2412 = getelementptr inbounds float, ptr %1352, i64 67
  %2413 = load float, ptr %2412, align 4
  %2414 = getelementptr inbounds float, ptr %1352, i64 68
  %2415 = load float, ptr %2414, align 4
  %2416 = getelementptr inbounds float, ptr %1352, i64 69
  %2417 = load float, ptr %2416, align 4
  %2418 = getelementptr inbounds float, ptr %1352, i64 70
  %2419 = load float, ptr %2418, align 4
  %2420 = getelementptr inbounds float, ptr %1352, i64 71
  %2421 = load float, ptr %2420, align 4
  %2422 = getelementptr inbounds float, ptr %1352, i64 72
  %2423 = load float, ptr %2422, align 4
  %2424 = getelementptr inbounds float, ptr %1352, i64 73
  %2425 = load float, ptr %2424, align 4
  %2426 = getelementptr inbounds float, ptr %1352, i64 74
  %2427 = load float, ptr %2426, align 4
  %2428 = getelementptr inbounds float, ptr %1352, i64 75
  %2429 = load float, ptr %2428, align 4
  %2430 = getelementptr inbounds float, ptr %1352, i64 76
  %2431 = load float, ptr %2430, align 4
  %2432 = getelementptr inbounds float, ptr %1352, i64 77
  %2433 = load float, ptr %2432, align 4
  %2434 = getelementptr inbounds float, ptr %1352, i64 78
  %2435 = load float, ptr %2434, align 4
  %2436 = getelementptr inbounds float, ptr %1352, i64 79
  %2437 = load float, ptr %2436, align 4
  %2438 = getelementptr inbounds float, ptr %1352, i64 80
  %2439 = load float, ptr %2438, align 4
  %2440 = getelementptr inbounds float, ptr %1352, i64 81
  %2441 = load float, ptr %2440, align 4
  %2442 = getelementptr inbounds float, ptr %1352, i64 82
  %2443 = load float, ptr %2442, align 4
  %2444 = getelementptr inbounds float, ptr %1352, i64 83
  %2445 = load float, ptr %2444, align 4
  %2446 = getelementptr inbounds float, ptr %1352, i64 84
  %2447 = load float, ptr %2446, align 4
  %2448 = getelementptr inbounds float, ptr %1352, i64 85
  %2449 = load float, ptr %2448, align 4
  %2450 = getelementptr inbounds float, ptr %1352, i64 86
  %2451 = load float, ptr %2450, align 4
  %2452 = getelementptr inbounds float, ptr %1352, i64 87
  %2453 = load float, ptr %2452, align 4
  %2454 = getelementptr inbounds float, ptr %1352, i64 88
  %2455 = load float, ptr %2454, align 4
  %2456 = getelementptr inbounds float, ptr %1352, i64 89
  %2457 = load float, ptr %2456, align 4
  %2458 = getelementptr inbounds float, ptr %1352, i64 90
  %2459 = load float, ptr %2458, align 4
  %2460 = getelementptr inbounds float, ptr %1352, i64 91
  %2461 = load float, ptr %2460, align 4
  %2462 = getelementptr inbounds float, ptr %1352, i64 92
  %2463 = load float, ptr %2462, align 4
  %2464 = getelementptr inbounds float, ptr %1352, i64 93
  %2465 = load float, ptr %2464, align 4
  %2466 = getelementptr inbounds float, ptr %1352, i64 94
  %2467 = load float, ptr %2466, align 4
  %2468 = getelementptr inbounds float, ptr %1352, i64 95
  %2469 = load float, ptr %2468, align 4
  %2470 = getelementptr inbounds float, ptr %1352, i64 96
  %2471 = load float, ptr %2470, align 4
  %2472 = getelementptr inbounds float, ptr %1352, i64 97
  %2473 = load float, ptr %2472, align 4
  %2474 = getelementptr inbounds float, ptr %1352, i64 98
  %2475 = load float, ptr %2474, align 4
  %2476 = getelementptr inbounds float, ptr %1352, i64 99
  %2477 = load float, ptr %2476, align 4
  %2478 = getelementptr inbounds float, ptr %1352, i64 100
  %2479 = load float, ptr %2478, align 4
  %2480 = getelementptr inbounds float, ptr %1352, i64 101
  %2481 = load float, ptr %2480, align 4
  %2482 = getelementptr inbounds float, ptr %1352, i64 102
  %2483 = load float, ptr %2482, align 4
  %2484 = getelementptr inbounds float, ptr %1352, i64 103
  %2485 = load float, ptr %2484, align 4
  %2486 = getelementptr inbounds float, ptr %1352, i64 104
  %2487 = load float, ptr %2486, align 4
  %2488 = getelementptr inbounds float, ptr %1352, i64 105
  %2489 = load float, ptr %2488, align 4
  %2490 = getelementptr inbounds float, ptr %1352, i64 106
  %2491 = load float, ptr %2490, align 4
  %2492 = getelementptr inbounds float, ptr %1352, i64 107
  %2493 = load float, ptr %2492, align 4
  %2494 = getelementptr inbounds float, ptr %1352, i64 108
  %2495 = load float, ptr %2494, align 4
  %2496 = getelementptr inbounds float, ptr %1352, i64 109
  %2497 = load float, ptr %2496, align 4
  %2498 = getelementptr inbounds float, ptr %1352, i64 110
  %2499 = load float, ptr %2498, align 4
  %2500 = getelementptr inbounds float, ptr %1352, i64 111
  %2501 = load float, ptr %2500, align 4
  %2502 = getelementptr inbounds float, ptr %1352, i64 112
  %2503 = load float, ptr %2502, align 4
  %2504 = getelementptr inbounds float, ptr %1352, i64 113
  %2505 = load float, ptr %2504, align 4
  %2506 = getelementptr inbounds float, ptr %1352, i64 114
  %2507 = load float, ptr %2506, align 4
  %2508 = getelementptr inbounds float, ptr %1352, i64 115
  %2509 = load float, ptr %2508, align 4
  %2510 = getelementptr inbounds float, ptr %1352, i64 116
  %2511 = load float, ptr %2510, align 4
  %2512 = getelementptr inbounds float, ptr %1352, i64 117
  %2513 = load float, ptr %2512, align 4
  %2514 = getelementptr inbounds float, ptr %1352, i64 118
  %2515 = load float, ptr %2514, align 4
  %2516 = getelementptr inbounds float, ptr %1352, i64 119
  %2517 = load float, ptr %2516, align 4
  %2518 = getelementptr inbounds float, ptr %1352, i64 120
  %2519 = load float, ptr %2518, align 4
  %2520 = getelementptr inbounds float, ptr %1352, i64 121
  %2521 = load float, ptr %2520, align 4
  %2522 = getelementptr inbounds float, ptr %1352, i64 122
  %2523 = load float, ptr %2522, align 4
  %2524 = getelementptr inbounds float, ptr %1352, i64 123
  %2525 = load float, ptr %2524, align 4
  %2526 = getelementptr inbounds float, ptr %1352, i64 124
  %2527 = load float, ptr %2526, align 4
  %2528 = getelementptr inbounds float, ptr %1352, i64 125
  %2529 = load float, ptr %2528, align 4
  %2530 = getelementptr inbounds float, ptr %1352, i64 126
  %2531 = load float, ptr %2530, align 4
  %2532 = getelementptr inbounds float, ptr %1352, i64 127
  %2533 = load float, ptr %2532, align 4
  %2534 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, $128, $129, p, 1, 1, 0, 1;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,~{memory}"(i64 %2272, i64 %2277, i32 1, float %2279, float %2281, float %2283, float %2285, float %2287, float %2289, float %2291, float %2293, float %2295, float %2297, float %2299, float %2301, float %2303, float %2305, float %2307, float %2309, float %2311, float %2313, float %2315, float %2317, float %2319, float %2321, float %2323, float %2325, float %2327, float %2329, float %2331, float %2333, float %2335, float %2337, float %2339, float %2341, float %2343, float %2345, float %2347, float %2349, float %2351, float %2353, float %2355, float %2357, float %2359, float %2361, float %2363, float %2365, float %2367, float %2369, float %2371, float %2373, float %2375, float %2377, float %2379, float %2381, float %2383, float %2385, float %2387, float %2389, float %2391, float %2393, float %2395, float %2397, float %2399, float %2401, float %2403, float %2405, float %2407, float %2409, float %2411, float %2413, float %2415, float %2417, float %2419, float %2421, float %2423, float %2425, float %2427, float %2429, float %2431, float %2433, float %2435, float %2437, float %2439, float %2441, float %2443, float %2445, float %2447, float %2449, float %2451, float %2453, float %2455, float %2457, float %2459, float %2461, float %2463, float %2465, float %2467, float %2469, float %2471, float %2473, float %2475, float %2477, float %2479, float %2481, float %2483, float %2485, float %2487, float %2489, float %2491, float %2493, float %2495, float %2497, float %2499, float %2501, float %2503, float %2505, float %2507, float %2509, float %2511, float %2513, float %2515, float %2517, float %2519, float %2521, float %2523, float %2525, float %2527, float %2529, float %2531, float %2533) #6
  %2535 = getelementptr inbounds float, ptr %1352, i64 0
  %2536 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 0
  store float %2536, ptr %2535, align 4
  %2537 = getelementptr inbounds float, ptr %1352, i64 1
  %2538 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 1
  store float %2538, ptr %2537, align 4
  %2539 = getelementptr inbounds float, ptr %1352, i64 2
  %2540 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 2
  store float %2540, ptr %2539, align 4
  %2541 = getelementptr inbounds float, ptr %1352, i64 3
  %2542 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 3
  store float %2542, ptr %2541, align 4
  %2543 = getelementptr inbounds float, ptr %1352, i64 4
  %2544 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 4
  store float %2544, ptr %2543, align 4
  %2545 = getelementptr inbounds float, ptr %1352, i64 5
  %2546 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 5
  store float %2546, ptr %2545, align 4
  %2547 = getelementptr inbounds float, ptr %1352, i64 6
  %2548 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 6
  store float %2548, ptr %2547, align 4
  %2549 = getelementptr inbounds float, ptr %1352, i64 7
  %2550 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 7
  store float %2550, ptr %2549, align 4
  %2551 = getelementptr inbounds float, ptr %1352, i64 8
  %2552 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 8
  store float %2552, ptr %2551, align 4
  %2553 = getelementptr inbounds float, ptr %1352, i64 9
  %2554 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 9
  store float %2554, ptr %2553, align 4
  %2555 = getelementptr inbounds float, ptr %1352, i64 10
  %2556 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 10
  store float %2556, ptr %2555, align 4
  %2557 = getelementptr inbounds float, ptr %1352, i64 11
  %2558 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 11
  store float %2558, ptr %2557, align 4
  %2559 = getelementptr inbounds float, ptr %1352, i64 12
  %2560 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 12
  store float %2560, ptr %2559, align 4
  %2561 = getelementptr inbounds float, ptr %1352, i64 13
  %2562 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 13
  store float %2562, ptr %2561, align 4
  %2563 = getelementptr inbounds float, ptr %1352, i64 14
  %2564 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 14
  store float %2564, ptr %2563, align 4
  %2565 = getelementptr inbounds float, ptr %1352, i64 15
  %2566 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 15
  store float %2566, ptr %2565, align 4
  %2567 = getelementptr inbounds float, ptr %1352, i64 16
  %2568 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 16
  store float %2568, ptr %2567, align 4
  %2569 = getelementptr inbounds float, ptr %1352, i64 17
  %2570 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 17
  store float %2570, ptr %2569, align 4
  %2571 = getelementptr inbounds float, ptr %1352, i64 18
  %2572 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 18
  store float %2572, ptr %2571, align 4
  %2573 = getelementptr inbounds float, ptr %1352, i64 19
  %2574 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 19
  store float %2574, ptr %2573, align 4
  %2575 = getelementptr inbounds float, ptr %1352, i64 20
  %2576 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 20
  store float %2576, ptr %2575, align 4
  %2577 = getelementptr inbounds float, ptr %1352, i64 21
  %2578 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 21
  store float %2578, ptr %2577, align 4
  %2579 = getelementptr inbounds float, ptr %1352, i64 22
  %2580 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 22
  store float %2580, ptr %2579, align 4
  %2581 = getelementptr inbounds float, ptr %1352, i64 23
  %2582 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 23
  store float %2582, ptr %2581, align 4
  %2583 = getelementptr inbounds float, ptr %1352, i64 24
  %2584 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 24
  store float %2584, ptr %2583, align 4
  %2585 = getelementptr inbounds float, ptr %1352, i64 25
  %2586 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 25
  store float %2586, ptr %2585, align 4
  %2587 = getelementptr inbounds float, ptr %1352, i64 26
  %2588 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 26
  store float %2588, ptr %2587, align 4
  %2589 = getelementptr inbounds float, ptr %1352, i64 27
  %2590 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 27
  store float %2590, ptr %2589, align 4
  %2591 = getelementptr inbounds float, ptr %1352, i64 28
  %2592 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 28
  store float %2592, ptr %2591, align 4
  %2593 = getelementptr inbounds float, ptr %1352, i64 29
  %2594 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 29
  store float %2594, ptr %2593, align 4
  %2595 = getelementptr inbounds float, ptr %1352, i64 30
  %2596 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 30
  store float %2596, ptr %2595, align 4
  %2597 = getelementptr inbounds float, ptr %1352, i64 31
  %2598 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 31
  store float %2598, ptr %2597, align 4
  %2599 = getelementptr inbounds float, ptr %1352, i64 32
  %2600 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 32
  store float %2600, ptr %2599, align 4
  %2601 = getelementptr inbounds float, ptr %1352, i64 33
  %2602 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 33
  store float %2602, ptr %2601, align 4
  %2603 = getelementptr inbounds float, ptr %1352, i64 34
  %2604 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 34
  store float %2604, ptr %2603, align 4
  %2605 = getelementptr inbounds float, ptr %1352, i64 35
  %2606 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 35
  store float %2606, ptr %2605, align 4
  %2607 = getelementptr inbounds float, ptr %1352, i64 36
  %2608 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 36
  store float %2608, ptr %2607, align 4
  %2609 = getelementptr inbounds float, ptr %1352, i64 37
  %2610 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 37
  store float %2610, ptr %2609, align 4
  %2611 = getelementptr inbounds float, ptr %1352, i64 38
  %2612 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 38
  store float %2612, ptr %2611, align 4
  %2613 = getelementptr inbounds float, ptr %1352, i64 39
  %2614 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 39
  store float %2614, ptr %2613, align 4
  %2615 = getelementptr inbounds float, ptr %1352, i64 40
  %2616 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 40
  store float %2616, ptr %2615, align 4
  %2617 = getelementptr inbounds float, ptr %1352, i64 41
  %2618 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 41
  store float %2618, ptr %2617, align 4
  %2619 = getelementptr inbounds float, ptr %1352, i64 42
  %2620 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 42
  store float %2620, ptr %2619, align 4
  %2621 = getelementptr inbounds float, ptr %1352, i64 43
  %2622 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 43
  store float %2622, ptr %2621, align 4
  %2623 = getelementptr inbounds float, ptr %1352, i64 44
  %2624 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 44
  store float %2624, ptr %2623, align 4
  %2625 = getelementptr inbounds float, ptr %1352, i64 45
  %2626 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 45
  store float %2626, ptr %2625, align 4
  %2627 = getelementptr inbounds float, ptr %1352, i64 46
  %2628 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 46
  store float %2628, ptr %2627, align 4
  %2629 = getelementptr inbounds float, ptr %1352, i64 47
  %2630 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 47
  store float %2630, ptr %2629, align 4
  %2631 = getelementptr inbounds float, ptr %1352, i64 48
  %2632 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 48
  store float %2632, ptr %2631, align 4
  %2633 = getelementptr inbounds float, ptr %1352, i64 49
  %2634 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 49
  store float %2634, ptr %2633, align 4
  %2635 = getelementptr inbounds float, ptr %1352, i64 50
  %2636 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 50
  store float %2636, ptr %2635, align 4
  %2637 = getelementptr inbounds float, ptr %1352, i64 51
  %2638 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 51
  store float %2638, ptr %2637, align 4
  %2639 = getelementptr inbounds float, ptr %1352, i64 52
  %2640 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 52
  store float %2640, ptr %2639, align 4
  %2641 = getelementptr inbounds float, ptr %1352, i64 53
  %2642 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 53
  store float %2642, ptr %2641, align 4
  %2643 = getelementptr inbounds float, ptr %1352, i64 54
  %2644 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 54
  store float %2644, ptr %2643, align 4
  %2645 = getelementptr inbounds float, ptr %1352, i64 55
  %2646 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 55
  store float %2646, ptr %2645, align 4
  %2647 = getelementptr inbounds float, ptr %1352, i64 56
  %2648 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 56
  store float %2648, ptr %2647, align 4
  %2649 = getelementptr inbounds float, ptr %1352, i64 57
  %2650 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 57
  store float %2650, ptr %2649, align 4
  %2651 = getelementptr inbounds float, ptr %1352, i64 58
  %2652 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 58
  store float %2652, ptr %2651, align 4
  %2653 = getelementptr inbounds float, ptr %1352, i64 59
  %2654 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 59
  store float %2654, ptr %2653, align 4
  %2655 = getelementptr inbounds float, ptr %1352, i64 60
  %2656 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 60
  store float %2656, ptr %2655, align 4
  %2657 = getelementptr inbounds float, ptr %1352, i64 61
  %2658 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 61
  store float %2658, ptr %2657, align 4
  %2659 = getelementptr inbounds float, ptr %1352, i64 62
  %2660 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 62
  store float %2660, ptr %2659, align 4
  %2661 = getelementptr inbounds float, ptr %1352, i64 63
  %2662 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 63
  store float %2662, ptr %2661, align 4
  %2663 = getelementptr inbounds float, ptr %1352, i64 64
  %2664 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 64
  store float %2664, ptr %2663, align 4
  %2665 = getelementptr inbounds float, ptr %1352, i64 65
  %2666 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 65
  store float %2666, ptr %2665, align 4
  %2667 = getelementptr inbounds float, ptr %1352, i64 66
  %2668 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 66
  store float %2668, ptr %2667, align 4
  %2669 = getelementptr inbounds float, ptr %1352, i64 67
  %2670 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 67
  store float %2670, ptr %2669, align 4
  %2671 = getelementptr inbounds float, ptr %1352, i64 68
  %2672 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 68
  store float %2672, ptr %2671, align 4
  %2673 = getelementptr inbounds float, ptr %1352, i64 69
  %2674 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 69
  store float %2674, ptr %2673, align 4
  %2675 = getelementptr inbounds float, ptr %1352, i64 70
  %2676 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 70
  store float %2676, ptr %2675, align 4
  %2677 = getelementptr inbounds float, ptr %1352, i64 71
  %2678 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 71
  store float %2678, ptr %2677, align 4
  %2679 = getelementptr inbounds float, ptr %1352, i64 72
  %2680 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 72
  store float %2680, ptr %2679, align 4
  %2681 = getelementptr inbounds float, ptr %1352, i64 73
  %2682 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 73
  store float %2682, ptr %2681, align 4
  %2683 = getelementptr inbounds float, ptr %1352, i64 74
  %2684 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 74
  store float %2684, ptr %2683, align 4
  %2685 = getelementptr inbounds float, ptr %1352, i64 75
  %2686 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 75
  store float %2686, ptr %2685, align 4
  %2687 = getelementptr inbounds float, ptr %1352, i64 76
  %2688 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 76
  store float %2688, ptr %2687, align 4
  %2689 = getelementptr inbounds float, ptr %1352, i64 77
  %2690 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 77
  store float %2690, ptr %2689, align 4
  %2691 = getelementptr inbounds float, ptr %1352, i64 78
  %2692 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 78
  store float %2692, ptr %2691, align 4
  %2693 = getelementptr inbounds float, ptr %1352, i64 79
  %2694 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 79
  store float %2694, ptr %2693, align 4
  %2695 = getelementptr inbounds float, ptr %1352, i64 80
  %2696 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 80
  store float %2696, ptr %2695, align 4
  %2697 = getelementptr inbounds float, ptr %1352, i64 81
  %2698 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 81
  store float %2698, ptr %2697, align 4
  %2699 = getelementptr inbounds float, ptr %1352, i64 82
  %2700 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 82
  store float %2700, ptr %2699, align 4
  %2701 = getelementptr inbounds float, ptr %1352, i64 83
  %2702 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 83
  store float %2702, ptr %2701, align 4
  %2703 = getelementptr inbounds float, ptr %1352, i64 84
  %2704 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 84
  store float %2704, ptr %2703, align 4
  %2705 = getelementptr inbounds float, ptr %1352, i64 85
  %2706 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 85
  store float %2706, ptr %2705, align 4
  %2707 = getelementptr inbounds float, ptr %1352, i64 86
  %2708 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 86
  store float %2708, ptr %2707, align 4
  %2709 = getelementptr inbounds float, ptr %1352, i64 87
  %2710 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 87
  store float %2710, ptr %2709, align 4
  %2711 = getelementptr inbounds float, ptr %1352, i64 88
  %2712 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 88
  store float %2712, ptr %2711, align 4
  %2713 = getelementptr inbounds float, ptr %1352, i64 89
  %2714 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 89
  store float %2714, ptr %2713, align 4
  %2715 = getelementptr inbounds float, ptr %1352, i64 90
  %2716 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 90
  store float %2716, ptr %2715, align 4
  %2717 = getelementptr inbounds float, ptr %1352, i64 91
  %2718 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 91
  store float %2718, ptr %2717, align 4
  %2719 = getelementptr inbounds float, ptr %1352, i64 92
  %2720 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 92
  store float %2720, ptr %2719, align 4
  %2721 = getelementptr inbounds float, ptr %1352, i64 93
  %2722 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 93
  store float %2722, ptr %2721, align 4
  %2723 = getelementptr inbounds float, ptr %1352, i64 94
  %2724 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 94
  store float %2724, ptr %2723, align 4
  %2725 = getelementptr inbounds float, ptr %1352, i64 95
  %2726 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 95
  store float %2726, ptr %2725, align 4
  %2727 = getelementptr inbounds float, ptr %1352, i64 96
  %2728 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 96
  store float %2728, ptr %2727, align 4
  %2729 = getelementptr inbounds float, ptr %1352, i64 97
  %2730 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 97
  store float %2730, ptr %2729, align 4
  %2731 = getelementptr inbounds float, ptr %1352, i64 98
  %2732 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 98
  store float %2732, ptr %2731, align 4
  %2733 = getelementptr inbounds float, ptr %1352, i64 99
  %2734 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 99
  store float %2734, ptr %2733, align 4
  %2735 = getelementptr inbounds float, ptr %1352, i64 100
  %2736 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 100
  store float %2736, ptr %2735, align 4
  %2737 = getelementptr inbounds float, ptr %1352, i64 101
  %2738 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 101
  store float %2738, ptr %2737, align 4
  %2739 = getelementptr inbounds float, ptr %1352, i64 102
  %2740 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 102
  store float %2740, ptr %2739, align 4
  %2741 = getelementptr inbounds float, ptr %1352, i64 103
  %2742 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 103
  store float %2742, ptr %2741, align 4
  %2743 = getelementptr inbounds float, ptr %1352, i64 104
  %2744 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 104
  store float %2744, ptr %2743, align 4
  %2745 = getelementptr inbounds float, ptr %1352, i64 105
  %2746 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 105
  store float %2746, ptr %2745, align 4
  %2747 = getelementptr inbounds float, ptr %1352, i64 106
  %2748 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 106
  store float %2748, ptr %2747, align 4
  %2749 = getelementptr inbounds float, ptr %1352, i64 107
  %2750 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 107
  store float %2750, ptr %2749, align 4
  %2751 = getelementptr inbounds float, ptr %1352, i64 108
  %2752 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 108
  store float %2752, ptr %2751, align 4
  %2753 = getelementptr inbounds float, ptr %1352, i64 109
  %2754 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 109
  store float %2754, ptr %2753, align 4
  %2755 = getelementptr inbounds float, ptr %1352, i64 110
  %2756 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 110
  store float %2756, ptr %2755, align 4
  %2757 = getelementptr inbounds float, ptr %1352, i64 111
  %2758 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 111
  store float %2758, ptr %2757, align 4
  %2759 = getelementptr inbounds float, ptr %1352, i64 112
  %2760 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 112
  store float %2760, ptr %2759, align 4
  %2761 = getelementptr inbounds float, ptr %1352, i64 113
  %2762 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 113
  store float %2762, ptr %2761, align 4
  %2763 = getelementptr inbounds float, ptr %1352, i64 114
  %2764 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 114
  store float %2764, ptr %2763, align 4
  %2765 = getelementptr inbounds float, ptr %1352, i64 115
  %2766 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 115
  store float %2766, ptr %2765, align 4
  %2767 = getelementptr inbounds float, ptr %1352, i64 116
  %2768 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 116
  store float %2768, ptr %2767, align 4
  %2769 = getelementptr inbounds float, ptr %1352, i64 117
  %2770 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 117
  store float %2770, ptr %2769, align 4
  %2771 = getelementptr inbounds float, ptr %1352, i64 118
  %2772 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 118
  store float %2772, ptr %2771, align 4
  %2773 = getelementptr inbounds float, ptr %1352, i64 119
  %2774 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 119
  store float %2774, ptr %2773, align 4
  %2775 = getelementptr inbounds float, ptr %1352, i64 120
  %2776 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 120
  store float %2776, ptr %2775, align 4
  %2777 = getelementptr inbounds float, ptr %1352, i64 121
  %2778 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 121
  store float %2778, ptr %2777, align 4
  %2779 = getelementptr inbounds float, ptr %1352, i64 122
  %2780 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 122
  store float %2780, ptr %2779, align 4
  %2781 = getelementptr inbounds float, ptr %1352, i64 123
  %2782 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 123
  store float %2782, ptr %2781, align 4
  %2783 = getelementptr inbounds float, ptr %1352, i64 124
  %2784 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 124
  store float %2784, ptr %2783, align 4
  %2785 = getelementptr inbounds float, ptr %1352, i64 125
  %2786 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 125
  store float %2786, ptr %2785, align 4
  %2787 = getelementptr inbounds float, ptr %1352, i64 126
  %2788 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 126
  store float %2788, ptr %2787, align 4
  %2789 = getelementptr inbounds float, ptr %1352, i64 127
  %2790 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 127
  store float %2790, ptr %2789, align 4
  %2791 = zext i32 %1740 to i64
  %2792 = add i64 32, %2791
  %2793 = getelementptr inbounds half, ptr addrspace(3) %1328, i64 %2792
  %2794 = ptrtoint ptr addrspace(3) %2793 to i64
  %2795 = and i64 %2794, 262143
  %2796 = lshr i64 %2795, 4
  %2797 = or i64 %2796, 4611686293305360384
  %2798 = getelementptr inbounds half, ptr addrspace(3) %1351, i64 2048
  %2799 = ptrtoint ptr addrspace(3) %2798 to i64
  %2800 = and i64 %2799, 262143
  %2801 = lshr i64 %2800, 4
  %2802 = or i64 %2801, 4611686293338849280
  %2803 = getelementptr inbounds float, ptr %1352, i64 0
  %2804 = load float, ptr %2803, align 4
  %2805 = getelementptr inbounds float, ptr %1352, i64 1
  %2806 = load float, ptr %2805, align 4
  %2807 = getelementptr inbounds float, ptr %1352, i64 2
  %2808 = load float, ptr %2807, align 4
  %2809 = getelementptr inbounds float, ptr %1352, i64 3
  %2810 = load float, ptr %2809, align 4
  %2811 = getelementptr inbounds float, ptr %1352, i64 4
  %2812 = load float, ptr %2811, align 4
  %2813 = getelementptr inbounds float, ptr %1352, i64 5
  %2814 = load float, ptr %2813, align 4
  %2815 = getelementptr inbounds float, ptr %1352, i64 6
  %2816 = load float, ptr %2815, align 4
  %2817 = getelementptr inbounds float, ptr %1352, i64 7
  %2818 = load float, ptr %2817, align 4
  %2819 = getelementptr inbounds float, ptr %1352, i64 8
  %2820 = load float, ptr %2819, align 4
  %2821 = getelementptr inbounds float, ptr %1352, i64 9
  %2822 = load float, ptr %2821, align 4
  %2823 = getelementptr inbounds float, ptr %1352, i64 10
  %2824 = load float, ptr %2823, align 4
  %2825 = getelementptr inbounds float, ptr %1352, i64 11
  %2826 = load float, ptr %2825, align 4
  %2827 = getelementptr inbounds float, ptr %1352, i64 12
  %2828 = load float, ptr %2827, align 4
  %2829 = getelementptr inbounds float, ptr %1352, i64 13
  %2830 = load float, ptr %2829, align 4
  %2831 = getelementptr inbounds float, ptr %1352, i64 14
  %2832 = load float, ptr %2831, align 4
  %2833 = getelementptr inbounds float, ptr %1352, i64 15
  %2834 = load float, ptr %2833, align 4
  %2835 = getelementptr inbounds float, ptr %1352, i64 16
  %2836 = load float, ptr %2835, align 4
  %2837 = getelementptr inbounds float, ptr %1352, i64 17
  %2838 = load float, ptr %2837, align 4
  %2839 = getelementptr inbounds float, ptr %1352, i64 18
  %2840 = load float, ptr %2839, align 4
  %2841 = getelementptr inbounds float, ptr %1352, i64 19
  %2842 = load float, ptr %2841, align 4
  %2843 = getelementptr inbounds float, ptr %1352, i64 20
  %2844 = load float, ptr %2843, align 4
  %2845 = getelementptr inbounds float, ptr %1352, i64 21
  %2846 = load float, ptr %2845, align 4
  %2847 = getelementptr inbounds float, ptr %1352, i64 22
  %2848 = load float, ptr %2847, align 4
  %2849 = getelementptr inbounds float, ptr %1352, i64 23
  %2850 = load float, ptr %2849, align 4
  %2851 = getelementptr inbounds float, ptr %1352, i64 24
  %2852 = load float, ptr %2851, align 4
  %2853 = getelementptr inbounds float, ptr %1352, i64 25
  %2854 = load float, ptr %2853, align 4
  %2855 = getelementptr inbounds float, ptr %1352, i64 26
  %2856 = load float, ptr %2855, align 4
  %2857 = getelementptr inbounds float, ptr %1352, i64 27
  %2858 = load float, ptr %2857, align 4
  %2859 = getelementptr inbounds float, ptr %1352, i64 28
  %2860 = load float, ptr %2859, align 4
  %2861 = getelementptr inbounds float, ptr %1352, i64 29
  %2862 = load float, ptr %2861, align 4
  %2863 = getelementptr inbounds float, ptr %1352, i64 30
  %2864 = load float, ptr %2863, align 4
  %2865 = getelementptr inbounds float, ptr %1352, i64 31
  %2866 = load float, ptr %2865, align 4
  %2867 = getelementptr inbounds float, ptr %1352, i64 32
  %2868 = load float, ptr %2867, align 4
  %2869 = getelementptr inbounds float, ptr %1352, i64 33
  %2870 = load float, ptr %2869, align 4
  %2871 = getelementptr inbounds float, ptr %1352, i64 34
  %2872 = load float, ptr %2871, align 4
  %2873 = getelementptr inbounds float, ptr %1352, i64 35
  %2874 = load float, ptr %2873, align 4
  %2875 = getelementptr inbounds float, ptr %1352, i64 36
  %2876 = load float, ptr %2875, align 4
  %2877 = getelementptr inbounds float, ptr %1352, i64 37
  %2878 = load float, ptr %2877, align 4
  %2879 = getelementptr inbounds float, ptr %1352, i64 38
  %2880 = load float, ptr %2879, align 4
  %2881 = getelementptr inbounds float, ptr %1352, i64 39
  %2882 = load float, ptr %2881, align 4
  %2883 = getelementptr inbounds float, ptr %1352, i64 40
  %2884 = load float, ptr %2883, align 4
  %2885 = getelementptr inbounds float, ptr %1352, i64 41
  %2886 = load float, ptr %2885, align 4
  %2887 = getelementptr inbounds float, ptr %1352, i64 42
  %2888 = load float, ptr %2887, align 4
  %2889 = getelementptr inbounds float, ptr %1352, i64 43
  %2890 = load float, ptr %2889, align 4
  %2891 = getelementptr inbounds float, ptr %1352, i64 44
  %2892 = load float, ptr %2891, align 4
  %2893 = getelementptr inbounds float, ptr %1352, i64 45
  %2894 = load float, ptr %2893, align 4
  %2895 = getelementptr inbounds float, ptr %1352, i64 46
  %2896 = load float, ptr %2895, align 4
  %2897 = getelementptr inbounds float, ptr %1352, i64 47
  %2898 = load float, ptr %2897, align 4
  %2899 = getelementptr inbounds float, ptr %1352, i64 48
  %2900 = load float, ptr %2899, align 4
  %2901 = getelementptr inbounds float, ptr %1352, i64 49
  %2902 = load float, ptr %2901, align 4
  %2903 = getelementptr inbounds float, ptr %1352, i64 50
  %2904 = load float, ptr %2903, align 4
  %2905 = getelementptr inbounds float, ptr %1352, i64 51
  %2906 = load float, ptr %2905, align 4
  %2907 = getelementptr inbounds float, ptr %1352, i64 52
  %2908 = load float, ptr %2907, align 4
  %2909 = getelementptr inbounds float, ptr %1352, i64 53
  %2910 = load float, ptr %2909, align 4
  %2911 = getelementptr inbounds float, ptr %1352, i64 54
  %2912 = load float, ptr %2911, align 4
  %2913 = getelementptr inbounds float, ptr %1352, i64 55
  %2914 = load float, ptr %2913, align 4
  %2915 = getelementptr inbounds float, ptr %1352, i64 56
  %2916 = load float, ptr %2915, align 4
  %2917 = getelementptr inbounds float, ptr %1352, i64 57
  %2918 = load float, ptr %2917, align 4
  %2919 = getelementptr inbounds float, ptr %1352, i64 58
  %2920 = load float, ptr %2919, align 4
  %2921 = getelementptr inbounds float, ptr %1352, i64 59
  %2922 = load float, ptr %2921, align 4
  %2923 = getelementptr inbounds float, ptr %1352, i64 60
  %2924 = load float, ptr %2923, align 4
  %2925 = getelementptr inbounds float, ptr %1352, i64 61
  %2926 = load float, ptr %2925, align 4
  %2927 = getelementptr inbounds float, ptr %1352, i64 62
  %2928 = load float, ptr %2927, align 4
  %2929 = getelementptr inbounds float, ptr %1352, i64 63
  %2930 = load float, ptr %2929, align 4
  %2931 = getelementptr inbounds float, ptr %1352, i64 64
  %2932 = load float, ptr %2931, align 4
  %2933 = getelementptr inbounds float, ptr %1352, i64 65
  %2934 = load float, ptr %2933, align 4
  %2935 = getelementptr inbounds float, ptr %1352, i64 66
  %2936 = load float, ptr %2935, align 4
  %2937 = getelementptr inbounds float, ptr %1352, i64 67
  %2938 = load float, ptr %2937, align 4
  %2939 = getelementptr inbounds float, ptr %1352, i64 68
  %2940 = load float, ptr %2939, align 4
  %2941 = getelementptr inbounds float, ptr %1352, i64 69
  %2942 = load float, ptr %2941, align 4
  %2943 = getelementptr inbounds float, ptr %1352, i64 70
  %2944 = load float, ptr %2943, align 4
  %2945 = getelementptr inbounds float, ptr %1352, i64 71
  %2946 = load float, ptr %2945, align 4
  %2947 = getelementptr inbounds float, ptr %1352, i64 72
  %2948 = load float, ptr %2947, align 4
  %2949 = getelementptr inbounds float, ptr %1352, i64 73
  %2950 = load float, ptr %2949, align 4
  %2951 = getelementptr inbounds float, ptr %1352, i64 74
  %2952 = load float, ptr %2951, align 4
  %2953 = getelementptr inbounds float, ptr %1352, i64 75
  %2954 = load float, ptr %2953, align 4
  %2955 = getelementptr inbounds float, ptr %1352, i64 76
  %2956 = load float, ptr %2955, align 4
  %2957 = getelementptr inbounds float, ptr %1352, i64 77
  %2958 = load float, ptr %2957, align 4
  %2959 = getelementptr inbounds float, ptr %1352, i64 78
  %2960 = load float, ptr %2959, align 4
  %2961 = getelementptr inbounds float, ptr %1352, i64 79
  %2962 = load float, ptr %2961, align 4
  %2963 = getelementptr inbounds float, ptr %1352, i64 80
  %2964 = load float, ptr %2963, align 4
  %2965 = getelementptr inbounds float, ptr %1352, i64 81
  %2966 = load float, ptr %2965, align 4
  %2967 = getelementptr inbounds float, ptr %1352, i64 82
  %2968 = load float, ptr %2967, align 4
  %2969 = getelementptr inbounds float, ptr %1352, i64 83
  %2970 = load float, ptr %2969, align 4
  %2971 = getelementptr inbounds float, ptr %1352, i64 84
  %2972 = load float, ptr %2971, align 4
  %2973 = getelementptr inbounds float, ptr %1352, i64 85
  %2974 = load float, ptr %2973, align 4
  %2975 = getelementptr inbounds float, ptr %1352, i64 86
  %2976 = load float, ptr %2975, align 4
  %2977 = getelementptr inbounds float, ptr %1352, i64 87
  %2978 = load float, ptr %2977, align 4
  %2979 = getelementptr inbounds float, ptr %1352, i64 88
  %2980 = load float, ptr %2979, align 4
  %2981 = getelementptr inbounds float, ptr %1352, i64 89
  %2982 = load float, ptr %2981, align 4
  %2983 = getelementptr inbounds float, ptr %1352, i64 90
  %2984 = load float, ptr %2983, align 4
  %2985 = getelementptr inbounds float, ptr %1352, i64 91
  %2986 = load float, ptr %2985, align 4
  %2987 = getelementptr inbounds float, ptr %1352, i64 92
  %2988 = load float, ptr %2987, align 4
  %2989 = getelementptr inbounds float, ptr %1352, i64 93
  %2990 = load float, ptr %2989, align 4
  %2991 = getelementptr inbounds float, ptr %1352, i64 94
  %2992 = load float, ptr %2991, align 4
  %2993 = getelementptr inbounds float, ptr %1352, i64 95
  %2994 = load float, ptr %2993, align 4
  %2995 = getelementptr inbounds float, ptr %1352, i64 96
  %2996 = load float, ptr %2995, align 4
  %2997 = getelementptr inbounds float, ptr %1352, i64 97
  %2998 = load float, ptr %2997, align 4
  %2999 = getelementptr inbounds float, ptr %1352, i64 98
  %3000 = load float, ptr %2999, align 4
  %3001 = getelementptr inbounds float, ptr %1352, i64 99
  %3002 = load float, ptr %3001, align 4
  %3003 = getelementptr inbounds float, ptr %1352, i64 100
  %3004 = load float, ptr %3003, align 4
  %3005 = getelementptr inbounds float, ptr %1352, i64 101
  %3006 = load float, ptr %3005, align 4
  %3007 = getelementptr inbounds float, ptr %1352, i64 102
  %3008 = load float, ptr %3007, align 4
  %3009 = getelementptr inbounds float, ptr %1352, i64 103
  %3010 = load float, ptr %3009, align 4
  %3011 = getelementptr inbounds float, ptr %1352, i64 104
  %3012 = load float, ptr %3011, align 4
  %3013 = getelementptr inbounds float, ptr %1352, i64 105
  %3014 = load float, ptr %3013, align 4
  %3015 = getelementptr inbounds float, ptr %1352, i64 106
  %3016 = load float, ptr %3015, align 4
  %3017 = getelementptr inbounds float, ptr %1352, i64 107
  %3018 = load float, ptr %3017, align 4
  %3019 = getelementptr inbounds float, ptr %1352, i64 108
  %3020 = load float, ptr %3019, align 4
  %3021 = getelementptr inbounds float, ptr %1352, i64 109
  %3022 = load float, ptr %3021, align 4
  %3023 = getelementptr inbounds float, ptr %1352, i64 110
  %3024 = load float, ptr %3023, align 4
  %3025 = getelementptr inbounds float, ptr %1352, i64 111
  %3026 = load float, ptr %3025, align 4
  %3027 = getelementptr inbounds float, ptr %1352, i64 112
  %3028 = load float, ptr %3027, align 4
  %3029 = getelementptr inbounds float, ptr %1352, i64 113
  %3030 = load float, ptr %3029, align 4
  %3031 = getelementptr inbounds float, ptr %1352, i64 114
  %3032 = load float, ptr %3031, align 4
  %3033 = getelementptr inbounds float, ptr %1352, i64 115
  %3034 = load float, ptr %3033, align 4
  %3035 = getelementptr inbounds float, ptr %1352, i64 116
  %3036 = load float, ptr %3035, align 4
  %3037 = getelementptr inbounds float, ptr %1352, i64 117
  %3038 = load float, ptr %3037, align 4
  %3039 = getelementptr inbounds float, ptr %1352, i64 118
  %3040 = load float, ptr %3039, align 4
  %3041 = getelementptr inbounds float, ptr %1352, i64 119
  %3042 = load float, ptr %3041, align 4
  %3043 = getelementptr inbounds float, ptr %1352, i64 120
  %3044 = load float, ptr %3043, align 4
  %3045 = getelementptr inbounds float, ptr %1352, i64 121
  %3046 = load float, ptr %3045, align 4
  %3047 = getelementptr inbounds float, ptr %1352, i64 122
  %3048 = load float, ptr %3047, align 4
  %3049 = getelementptr inbounds float, ptr %1352, i64 123
  %3050 = load float, ptr %3049, align 4
  %3051 = getelementptr inbounds float, ptr %1352, i64 124
  %3052 = load float, ptr %3051, align 4
  %3053 = getelementptr inbounds float, ptr %1352, i64 125
  %3054 = load float, ptr %3053, align 4
  %3055 = getelementptr inbounds float, ptr %1352, i64 126
  %3056 = load float, ptr %3055, align 4
  %3057 = getelementptr inbounds float, ptr %1352, i64 127
  %3058 = load float, ptr %3057, align 4
  %3059 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, $128, $129, p, 1, 1, 0, 1;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,~{memory}"(i64 %2797, i64 %2802, i32 1, float %2804, float %2806, float %2808, float %2810, float %2812, float %2814, float %2816, float %2818, float %2820, float %2822, float %2824, float %2826, float %2828, float %2830, float %2832, float %2834, float %2836, float %2838, float %2840, float %2842, float %2844, float %2846, float %2848, float %2850, float %2852, float %2854, float %2856, float %2858, float %2860, float %2862, float %2864, float %2866, float %2868, float %2870, float %2872, float %2874, float %2876, float %2878, float %2880, float %2882, float %2884, float %2886, float %2888, float %2890, float %2892, float %2894, float %2896, float %2898, float %2900, float %2902, float %2904, float %2906, float %2908, float %2910, float %2912, float %2914, float %2916, float %2918, float %2920, float %2922, float %2924, float %2926, float %2928, float %2930, float %2932, float %2934, float %2936, float %2938, float %2940, float %2942, float %2944, float %2946, float %2948, float %2950, float %2952, float %2954, float %2956, float %2958, float %2960, float %2962, float %2964, float %2966, float %2968, float %2970, float %2972, float %2974, float %2976, float %2978, float %2980, float %2982, float %2984, float %2986, float %2988, float %2990, float %2992, float %2994, float %2996, float %2998, float %3000, float %3002, float %3004, float %3006, float %3008, float %3010, float %3012, float %3014, float %3016, float %3018, float %3020, float %3022, float %3024, float %3026, float %3028, float %3030, float %3032, float %3034, float %3036, float %3038, float %3040, float %3042, float %3044, float %3046, float %3048, float %3050, float %3052, float %3054, float %3056, float %3058) #6
  %3060 = getelementptr inbounds float, ptr %1352, i64 0
  %3061 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 0
  store float %3061, ptr %3060, align 4
  %3062 = getelementptr inbounds float, ptr %1352, i64 1
  %3063 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 1
  store float %3063, ptr %3062, align 4
  %3064 = getelementptr inbounds float, ptr %1352, i64 2
  %3065 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 2
  store float %3065, ptr %3064, align 4
  %3066 = getelementptr inbounds float, ptr %1352, i64 3
  %3067 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 3
  store float %3067, ptr %3066, align 4
  %3068 = getelementptr inbounds float, ptr %1352, i64 4
  %3069 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 4
  store float %3069, ptr %3068, align 4
  %3070 = getelementptr inbounds float, ptr %1352, i64 5
  %3071 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 5
  store float %3071, ptr %3070, align 4
  %3072 = getelementptr inbounds float, ptr %1352, i64 6
  %3073 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 6
  store float %3073, ptr %3072, align 4
  %3074 = getelementptr inbounds float, ptr %1352, i64 7
  %3075 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 7
  store float %3075, ptr %3074, align 4
  %3076 = getelementptr inbounds float, ptr %1352, i64 8
  %3077 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 8
  store float %3077, ptr %3076, align 4
  %3078 = getelementptr inbounds float, ptr %1352, i64 9
  %3079 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 9
  store float %3079, ptr %3078, align 4
  %3080 = getelementptr inbounds float, ptr %1352, i64 10
  %3081 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 10
  store float %3081, ptr %3080, align 4
  %3082 = getelementptr inbounds float, ptr %1352, i64 11
  %3083 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 11
  store float %3083, ptr %3082, align 4
  %3084 = getelementptr inbounds float, ptr %1352, i64 12
  %3085 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 12
  store float %3085, ptr %3084, align 4
  %3086 = getelementptr inbounds float, ptr %1352, i64 13
  %3087 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 13
  store float %3087, ptr %3086, align 4
  %3088 = getelementptr inbounds float, ptr %1352, i64 14
  %3089 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 14
  store float %3089, ptr %3088, align 4
  %3090 = getelementptr inbounds float, ptr %1352, i64 15
  %3091 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 15
  store float %3091, ptr %3090, align 4
  %3092 = getelementptr inbounds float, ptr %1352, i64 16
  %3093 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 16
  store float %3093, ptr %3092, align 4
  %3094 = getelementptr inbounds float, ptr %1352, i64 17
  %3095 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 17
  store float %3095, ptr %3094, align 4
  %3096 = getelementptr inbounds float, ptr %1352, i64 18
  %3097 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 18
  store float %3097, ptr %3096, align 4
  %3098 = getelementptr inbounds float, ptr %1352, i64 19
  %3099 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 19
  store float %3099, ptr %3098, align 4
  %3100 = getelementptr inbounds float, ptr %1352, i64 20
  %3101 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 20
  store float %3101, ptr %3100, align 4
  %3102 = getelementptr inbounds float, ptr %1352, i64 21
  %3103 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 21
  store float %3103, ptr %3102, align 4
  %3104 = getelementptr inbounds float, ptr %1352, i64 22
  %3105 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 22
  store float %3105, ptr %3104, align 4
  %3106 = getelementptr inbounds float, ptr %1352, i64 23
  %3107 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 23
  store float %3107, ptr %3106, align 4
  %3108 = getelementptr inbounds float, ptr %1352, i64 24
  %3109 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 24
  store float %3109, ptr %3108, align 4
  %3110 = getelementptr inbounds float, ptr %1352, i64 25
  %3111 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 25
  store float %3111, ptr %3110, align 4
  %3112 = getelementptr inbounds float, ptr %1352, i64 26
  %3113 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 26
  store float %3113, ptr %3112, align 4
  %3114 = getelementptr inbounds float, ptr %1352, i64 27
  %3115 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 27
  store float %3115, ptr %3114, align 4
  %3116 = getelementptr inbounds float, ptr %1352, i64 28
  %3117 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 28
  store float %3117, ptr %3116, align 4
  %3118 = getelementptr inbounds float, ptr %1352, i64 29
  %3119 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 29
  store float %3119, ptr %3118, align 4
  %3120 = getelementptr inbounds float, ptr %1352, i64 30
  %3121 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 30
  store float %3121, ptr %3120, align 4
  %3122 = getelementptr inbounds float, ptr %1352, i64 31
  %3123 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 31
  store float %3123, ptr %3122, align 4
  %3124 = getelementptr inbounds float, ptr %1352, i64 32
  %3125 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 32
  store float %3125, ptr %3124, align 4
  %3126 = getelementptr inbounds float, ptr %1352, i64 33
  %3127 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 33
  store float %3127, ptr %3126, align 4
  %3128 = getelementptr inbounds float, ptr %1352, i64 34
  %3129 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 34
  store float %3129, ptr %3128, align 4
  %3130 = getelementptr inbounds float, ptr %1352, i64 35
  %3131 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 35
  store float %3131, ptr %3130, align 4
  %3132 = getelementptr inbounds float, ptr %1352, i64 36
  %3133 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 36
  store float %3133, ptr %3132, align 4
  %3134 = getelementptr inbounds float, ptr %1352, i64 37
  %3135 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 37
  store float %3135, ptr %3134, align 4
  %3136 = getelementptr inbounds float, ptr %1352, i64 38
  %3137 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 38
  store float %3137, ptr %3136, align 4
  %3138 = getelementptr inbounds float, ptr %1352, i64 39
  %3139 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 39
  store float %3139, ptr %3138, align 4
  %3140 = getelementptr inbounds float, ptr %1352, i64 40
  %3141 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 40
  store float %3141, ptr %3140, align 4
  %3142 = getelementptr inbounds float, ptr %1352, i64 41
  %3143 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 41
  store float %3143, ptr %3142, align 4
  %3144 = getelementptr inbounds float, ptr %1352, i64 42
  %3145 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 42
  store float %3145, ptr %3144, align 4
  %3146 = getelementptr inbounds float, ptr %1352, i64 43
  %3147 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 43
  store float %3147, ptr %3146, align 4
  %3148 = getelementptr inbounds float, ptr %1352, i64 44
  %3149 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 44
  store float %3149, ptr %3148, align 4
  %3150 = getelementptr inbounds float, ptr %1352, i64 45
  %3151 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 45
  store float %3151, ptr %3150, align 4
  %3152 = getelementptr inbounds float, ptr %1352, i64 46
  %3153 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 46
  store float %3153, ptr %3152, align 4
  %3154 = getelementptr inbounds float, ptr %1352, i64 47
  %3155 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 47
  store float %3155, ptr %3154, align 4
  %3156 = getelementptr inbounds float, ptr %1352, i64 48
  %3157 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 48
  store float %3157, ptr %3156, align 4
  %3158 = getelementptr inbounds float, ptr %1352, i64 49
  %3159 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 49
  store float %3159, ptr %3158, align 4
  %3160 = getelementptr inbounds float, ptr %1352, i64 50
  %3161 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 50
  store float %3161, ptr %3160, align 4
  %3162 = getelementptr inbounds float, ptr %1352, i64 51
  %3163 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 51
  store float %3163, ptr %3162, align 4
  %3164 = getelementptr inbounds float, ptr %1352, i64 52
  %3165 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 52
  store float %3165, ptr %3164, align 4
  %3166 = getelementptr inbounds float, ptr %1352, i64 53
  %3167 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 53
  store float %3167, ptr %3166, align 4
  %3168 = getelementptr inbounds float, ptr %1352, i64 54
  %3169 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 54
  store float %3169, ptr %3168, align 4
  %3170 = getelementptr inbounds float, ptr %1352, i64 55
  %3171 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 55
  store float %3171, ptr %3170, align 4
  %3172 = getelementptr inbounds float, ptr %1352, i64 56
  %3173 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 56
  store float %3173, ptr %3172, align 4
  %3174 = getelementptr inbounds float, ptr %1352, i64 57
  %3175 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 57
  store float %3175, ptr %3174, align 4
  %3176 = getelementptr inbounds float, ptr %1352, i64 58
  %3177 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 58
  store float %3177, ptr %3176, align 4
  %3178 = getelementptr inbounds float, ptr %1352, i64 59
  %3179 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 59
  store float %3179, ptr %3178, align 4
  %3180 = getelementptr inbounds float, ptr %1352, i64 60
  %3181 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 60
  store float %3181, ptr %3180, align 4
  %3182 = getelementptr inbounds float, ptr %1352, i64 61
  %3183 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 61
  store float %3183, ptr %3182, align 4
  %3184 = getelementptr inbounds float, ptr %1352, i64 62
  %3185 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 62
  store float %3185, ptr %3184, align 4
  %3186 = getelementptr inbounds float, ptr %1352, i64 63
  %3187 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 63
  store float %3187, ptr %3186, align 4
  %3188 = getelementptr inbounds float, ptr %1352, i64 64
  %3189 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 64
  store float %3189, ptr %3188, align 4
  %3190 = getelementptr inbounds float, ptr %1352, i64 65
  %3191 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 65
  store float %3191, ptr %3190, align 4
  %3192 = getelementptr inbounds float, ptr %1352, i64 66
  %3193 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 66
  store float %3193, ptr %3192, align 4
  %3194 = getelementptr inbounds float, ptr %1352, i64 67
  %3195 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 67
  store float %3195, ptr %3194, align 4
  %3196 = getelementptr inbounds float, ptr %1352, i64 68
  %3197 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 68
  store float %3197, ptr %3196, align 4
  %3198 = getelementptr inbounds float, ptr %1352, i64 69
  %3199 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 69
  store float %3199, ptr %3198, align 4
  %3200 = getelementptr inbounds float, ptr %1352, i64 70
  %3201 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 70
  store float %3201, ptr %3200, align 4
  %3202 = getelementptr inbounds float, ptr %1352, i64 71
  %3203 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 71
  store float %3203, ptr %3202, align 4
  %3204 = getelementptr inbounds float, ptr %1352, i64 72
  %3205 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 72
  store float %3205, ptr %3204, align 4
  %3206 = getelementptr inbounds float, ptr %1352, i64 73
  %3207 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 73
  store float %3207, ptr %3206, align 4
  %3208 = getelementptr inbounds float, ptr %1352, i64 74
  %3209 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 74
  store float %3209, ptr %3208, align 4
  %3210 = getelementptr inbounds float, ptr %1352, i64 75
  %3211 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 75
  store float %3211, ptr %3210, align 4
  %3212 = getelementptr inbounds float, ptr %1352, i64 76
  %3213 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 76
  store float %3213, ptr %3212, align 4
  %3214 = getelementptr inbounds float, ptr %1352, i64 77
  %3215 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 77
  store float %3215, ptr %3214, align 4
  %3216 = getelementptr inbounds float, ptr %1352, i64 78
  %3217 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 78
  store float %3217, ptr %3216, align 4
  %3218 = getelementptr inbounds float, ptr %1352, i64 79
  %3219 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 79
  store float %3219, ptr %3218, align 4
  %3220 = getelementptr inbounds float, ptr %1352, i64 80
  %3221 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 80
  store float %3221, ptr %3220, align 4
  %3222 = getelementptr inbounds float, ptr %1352, i64 81
  %3223 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 81
  store float %3223, ptr %3222, align 4
  %3224 = getelementptr inbounds float, ptr %1352, i64 82
  %3225 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 82
  store float %3225, ptr %3224, align 4
  %3226 = getelementptr inbounds float, ptr %1352, i64 83
  %3227 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 83
  store float %3227, ptr %3226, align 4
  %3228 = getelementptr inbounds float, ptr %1352, i64 84
  %3229 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 84
  store float %3229, ptr %3228, align 4
  %3230 = getelementptr inbounds float, ptr %1352, i64 85
  %3231 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 85
  store float %3231, ptr %3230, align 4
  %3232 = getelementptr inbounds float, ptr %1352, i64 86
  %3233 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 86
  store float %3233, ptr %3232, align 4
  %3234 = getelementptr inbounds float, ptr %1352, i64 87
  %3235 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 87
  store float %3235, ptr %3234, align 4
  %3236 = getelementptr inbounds float, ptr %1352, i64 88
  %3237 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 88
  store float %3237, ptr %3236, align 4
  %3238 = getelementptr inbounds float, ptr %1352, i64 89
  %3239 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 89
  store float %3239, ptr %3238, align 4
  %3240 = getelementptr inbounds float, ptr %1352, i64 90
  %3241 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 90
  store float %3241, ptr %3240, align 4
  %3242 = getelementptr inbounds float, ptr %1352, i64 91
  %3243 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 91
  store float %3243, ptr %3242, align 4
  %3244 = getelementptr inbounds float, ptr %1352, i64 92
  %3245 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 92
  store float %3245, ptr %3244, align 4
  %3246 = getelementptr inbounds float, ptr %1352, i64 93
  %3247 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 93
  store float %3247, ptr %3246, align 4
  %3248 = getelementptr inbounds float, ptr %1352, i64 94
  %3249 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 94
  store float %3249, ptr %3248, align 4
  %3250 = getelementptr inbounds float, ptr %1352, i64 95
  %3251 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 95
  store float %3251, ptr %3250, align 4
  %3252 = getelementptr inbounds float, ptr %1352, i64 96
  %3253 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 96
  store float %3253, ptr %3252, align 4
  %3254 = getelementptr inbounds float, ptr %1352, i64 97
  %3255 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 97
  store float %3255, ptr %3254, align 4
  %3256 = getelementptr inbounds float, ptr %1352, i64 98
  %3257 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 98
  store float %3257, ptr %3256, align 4
  %3258 = getelementptr inbounds float, ptr %1352, i64 99
  %3259 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 99
  store float %3259, ptr %3258, align 4
  %3260 = getelementptr inbounds float, ptr %1352, i64 100
  %3261 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 100
  store float %3261, ptr %3260, align 4
  %3262 = getelementptr inbounds float, ptr %1352, i64 101
  %3263 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 101
  store float %3263, ptr %3262, align 4
  %3264 = getelementptr inbounds float, ptr %1352, i64 102
  %3265 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 102
  store float %3265, ptr %3264, align 4
  %3266 = getelementptr inbounds float, ptr %1352, i64 103
  %3267 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 103
  store float %3267, ptr %3266, align 4
  %3268 = getelementptr inbounds float, ptr %1352, i64 104
  %3269 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 104
  store float %3269, ptr %3268, align 4
  %3270 = getelementptr inbounds float, ptr %1352, i64 105
  %3271 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 105
  store float %3271, ptr %3270, align 4
  %3272 = getelementptr inbounds float, ptr %1352, i64 106
  %3273 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 106
  store float %3273, ptr %3272, align 4
  %3274 = getelementptr inbounds float, ptr %1352, i64 107
  %3275 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 107
  store float %3275, ptr %3274, align 4
  %3276 = getelementptr inbounds float, ptr %1352, i64 108
  %3277 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 108
  store float %3277, ptr %3276, align 4
  %3278 = getelementptr inbounds float, ptr %1352, i64 109
  %3279 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 109
  store float %3279, ptr %3278, align 4
  %3280 = getelementptr inbounds float, ptr %1352, i64 110
  %3281 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 110
  store float %3281, ptr %3280, align 4
  %3282 = getelementptr inbounds float, ptr %1352, i64 111
  %3283 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 111
  store float %3283, ptr %3282, align 4
  %3284 = getelementptr inbounds float, ptr %1352, i64 112
  %3285 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 112
  store float %3285, ptr %3284, align 4
  %3286 = getelementptr inbounds float, ptr %1352, i64 113
  %3287 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 113
  store float %3287, ptr %3286, align 4
  %3288 = getelementptr inbounds float, ptr %1352, i64 114
  %3289 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 114
  store float %3289, ptr %3288, align 4
  %3290 = getelementptr inbounds float, ptr %1352, i64 115
  %3291 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 115
  store float %3291, ptr %3290, align 4
  %3292 = getelementptr inbounds float, ptr %1352, i64 116
  %3293 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 116
  store float %3293, ptr %3292, align 4
  %3294 = getelementptr inbounds float, ptr %1352, i64 117
  %3295 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 117
  store float %3295, ptr %3294, align 4
  %3296 = getelementptr inbounds float, ptr %1352, i64 118
  %3297 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 118
  store float %3297, ptr %3296, align 4
  %3298 = getelementptr inbounds float, ptr %1352, i64 119
  %3299 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 119
  store float %3299, ptr %3298, align 4
  %3300 = getelementptr inbounds float, ptr %1352, i64 120
  %3301 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 120
  store float %3301, ptr %3300, align 4
  %3302 = getelementptr inbounds float, ptr %1352, i64 121
  %3303 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 121
  store float %3303, ptr %3302, align 4
  %3304 = getelementptr inbounds float, ptr %1352, i64 122
  %3305 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 122
  store float %3305, ptr %3304, align 4
  %3306 = getelementptr inbounds float, ptr %1352, i64 123
  %3307 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 123
  store float %3307, ptr %3306, align 4
  %3308 = getelementptr inbounds float, ptr %1352, i64 124
  %3309 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 124
  store float %3309, ptr %3308, align 4
  %3310 = getelementptr inbounds float, ptr %1352, i64 125
  %3311 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 125
  store float %3311, ptr %3310, align 4
  %3312 = getelementptr inbounds float, ptr %1352, i64 126
  %3313 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 126
  store float %3313, ptr %3312, align 4
  %3314 = getelementptr inbounds float, ptr %1352, i64 127
  %3315 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3059, 127
  store float %3315, ptr %3314, align 4
  %3316 = zext i32 %1740 to i64
  %3317 = add i64 48, %3316
  %3318 = getelementptr inbounds half, ptr addrspace(3) %1328, i64 %3317
  %3319 = ptrtoint ptr addrspace(3) %3318 to i64
  %3320 = and i64 %3319, 262143
  %3321 = lshr i64 %3320, 4
  %3322 = or i64 %3321, 4611686293305360384
  %3323 = getelementptr inbounds half, ptr addrspace(3) %1351, i64 3072
  %3324 = ptrtoint ptr addrspace(3) %3323 to i64
  %3325 = and i64 %3324, 262143
  %3326 = lshr i64 %3325, 4
  %3327 = or i64 %3326, 4611686293338849280
  %3328 = getelementptr inbounds float, ptr %1352, i64 0
  %3329 = load float, ptr %3328, align 4
  %3330 = getelementptr inbounds float, ptr %1352, i64 1
  %3331 = load float, ptr %3330, align 4
  %3332 = getelementptr inbounds float, ptr %1352, i64 2
  %3333 = load float, ptr %3332, align 4
  %3334 = getelementptr inbounds float, ptr %1352, i64 3
  %3335 = load float, ptr %3334, align 4
  %3336 = getelementptr inbounds float, ptr %1352, i64 4
  %3337 = load float, ptr %3336, align 4
  %3338 = getelementptr inbounds float, ptr %1352, i64 5
  %3339 = load float, ptr %3338, align 4
  %3340 = getelementptr inbounds float, ptr %1352, i64 6
  %3341 = load float, ptr %3340, align 4
  %3342 = getelementptr inbounds float, ptr %1352, i64 7
  %3343 = load float, ptr %3342, align 4
  %3344 = getelementptr inbounds float, ptr %1352, i64 8
  %3345 = load float, ptr %3344, align 4
  %3346 = getelementptr inbounds float, ptr %1352, i64 9
  %3347 = load float, ptr %3346, align 4
  %3348 = getelementptr inbounds float, ptr %1352, i64 10
  %3349 = load float, ptr %3348, align 4
  %3350 = getelementptr inbounds float, ptr %1352, i64 11
  %3351 = load float, ptr %3350, align 4
  %3352 = getelementptr inbounds float, ptr %1352, i64 12
  %3353 = load float, ptr %3352, align 4
  %3354 = getelementptr inbounds float, ptr %1352, i64 13
  %3355 = load float, ptr %3354, align 4
  %3356 = getelementptr inbounds float, ptr %1352, i64 14
  %3357 = load float, ptr %3356, align 4
  %3358 = getelementptr inbounds float, ptr %1352, i64 15
  %3359 = load float, ptr %3358, align 4
  %3360 = getelementptr inbounds float, ptr %1352, i64 16
  %3361 = load float, ptr %3360, align 4
  %3362 = getelementptr inbounds float, ptr %1352, i64 17
  %3363 = load float, ptr %3362, align 4
  %3364 = getelementptr inbounds float, ptr %1352, i64 18
  %3365 = load float, ptr %3364, align 4
  %3366 = getelementptr inbounds float, ptr %1352, i64 19
  %3367 = load float, ptr %3366, align 4
  %3368 = getelementptr inbounds float, ptr %1352, i64 20
  %3369 = load float, ptr %3368, align 4
  %3370 = getelementptr inbounds float, ptr %1352, i64 21
  %3371 = load float, ptr %3370, align 4
  %3372 = getelementptr inbounds float, ptr %1352, i64 22
  %3373 = load float, ptr %3372, align 4
  %3374 = getelementptr inbounds float, ptr %1352, i64 23
  %3375 = load float, ptr %3374, align 4
  %3376 = getelementptr inbounds float, ptr %1352, i64 24
  %3377 = load float, ptr %3376, align 4
  %3378 = getelementptr inbounds float, ptr %1352, i64 25
  %3379 = load float, ptr %3378, align 4
  %3380 = getelementptr inbounds float, ptr %1352, i64 26
  %3381 = load float, ptr %3380, align 4
  %3382 = getelementptr inbounds float, ptr %1352, i64 27
  %3383 = load float, ptr %3382, align 4
  %3384 = getelementptr inbounds float, ptr %1352, i64 28
  %3385 = load float, ptr %3384, align 4
  %3386 = getelementptr inbounds float, ptr %1352, i64 29
  %3387 = load float, ptr %3386, align 4
  %3388 = getelementptr inbounds float, ptr %1352, i64 30
  %3389 = load float, ptr %3388, align 4
  %3390 = getelementptr inbounds float, ptr %1352, i64 31
  %3391 = load float, ptr %3390, align 4
  %3392 = getelementptr inbounds float, ptr %1352, i64 32
  %3393 = load float, ptr %3392, align 4
  %3394 = getelementptr inbounds float, ptr %1352, i64 33
  %3395 = load float, ptr %3394, align 4
  %3396 = getelementptr inbounds float, ptr %1352, i64 34
  %3397 = load float, ptr %3396, align 4
  %3398 = getelementptr inbounds float, ptr %1352, i64 35
  %3399 = load float, ptr %3398, align 4
  %3400 = getelementptr inbounds float, ptr %1352, i64 36
  %3401 = load float, ptr %3400, align 4
  %3402 = getelementptr inbounds float, ptr %1352, i64 37
  %3403 = load float, ptr %3402, align 4
  %3404 = getelementptr inbounds float, ptr %1352, i64 38
  %3405 = load float, ptr %3404, align 4
  %3406 = getelementptr inbounds float, ptr %1352, i64 39
  %3407 = load float, ptr %3406, align 4
  %3408 = getelementptr inbounds float, ptr %1352, i64 40
  %3409 = load float, ptr %3408, align 4
  %3410 = getelementptr inbounds float, ptr %1352, i64 41
  %3411 = load float, ptr %3410, align 4
  %3412 = getelementptr inbounds float, ptr %1352, i64 42
  %3413 = load float, ptr %3412, align 4
  %3414 = getelementptr inbounds float, ptr %1352, i64 43
  %3415 = load float, ptr %3414, align 4
  %3416 = getelementptr inbounds float, ptr %1352, i64 44
  %3417 = load float, ptr %3416, align 4
  %3418 = getelementptr inbounds float, ptr %1352, i64 45
  %3419 = load float, ptr %3418, align 4
  %3420 = getelementptr inbounds float, ptr %1352, i64 46
  %3421 = load float, ptr %3420, align 4
  %3422 = getelementptr inbounds float, ptr %1352, i64 47
  %3423 = load float, ptr %3422, align 4
  %3424 = getelementptr inbounds float, ptr %1352, i64 48
  %3425 = load float, ptr %3424, align 4
  %3426 = getelementptr inbounds float, ptr %1352, i64 49
  %3427 = load float, ptr %3426, align 4
  %3428 = getelementptr inbounds float, ptr %1352, i64 50
  %3429 = load float, ptr %3428, align 4
  %3430 = getelementptr inbounds float, ptr %1352, i64 51
  %3431 = load float, ptr %3430, align 4
  %3432 = getelementptr inbounds float, ptr %1352, i64 52
  %3433 = load float, ptr %3432, align 4
  %3434 = getelementptr inbounds float, ptr %1352, i64 53
  %3435 = load float, ptr %3434, align 4
  %3436 = getelementptr inbounds float, ptr %1352, i64 54
  %3437 = load float, ptr %3436, align 4
  %3438 = getelementptr inbounds float, ptr %1352, i64 55
  %3439 = load float, ptr %3438, align 4
  %3440 = getelementptr inbounds float, ptr %1352, i64 56
  %3441 = load float, ptr %3440, align 4
  %3442 = getelementptr inbounds float, ptr %1352, i64 57
  %3443 = load float, ptr %3442, align 4
  %3444 = getelementptr inbounds float, ptr %1352, i64 58
  %3445 = load float, ptr %3444, align 4
  %3446 = getelementptr inbounds float, ptr %1352, i64 59
  %3447 = load float, ptr %3446, align 4
  %3448 = getelementptr inbounds float, ptr %1352, i64 60
  %3449 = load float, ptr %3448, align 4
  %3450 = getelementptr inbounds float, ptr %1352, i64 61
  %3451 = load float, ptr %3450, align 4
  %3452 = getelementptr inbounds float, ptr %1352, i64 62
  %3453 = load float, ptr %3452, align 4
  %3454 = getelementptr inbounds float, ptr %1352, i64 63
  %3455 = load float, ptr %3454, align 4
  %3456 = getelementptr inbounds float, ptr %1352, i64 64
  %3457 = load float, ptr %3456, align 4
  %3458 = getelementptr inbounds float, ptr %1352, i64 65
  %3459 = load float, ptr %3458, align 4
  %3460 = getelementptr inbounds float, ptr %1352, i64 66
  %3461 = load float, ptr %3460, align 4
  %3462 = getelementptr inbounds float, ptr %1352, i64 67
  %3463 = load float, ptr %3462, align 4
  %3464 = getelementptr inbounds float, ptr %1352, i64 68
  %3465 = load float, ptr %3464, align 4
  %3466 = getelementptr inbounds float, ptr %1352, i64 69
  %3467 = load float, ptr %3466, align 4
  %3468 = getelementptr inbounds float, ptr %1352, i64 70
  %3469 = load float, ptr %3468, align 4
  %3470 = getelementptr inbounds float, ptr %1352, i64 71
  %3471 = load float, ptr %3470, align 4
  %3472 = getelementptr inbounds float, ptr %1352, i64 72
  %3473 = load float, ptr %3472, align 4
  %3474 = getelementptr inbounds float, ptr %1352, i64 73
  %3475 = load float, ptr %3474, align 4
  %3476 = getelementptr inbounds float, ptr %1352, i64 74
  %3477 = load float, ptr %3476, align 4
  %3478 = getelementptr inbounds float, ptr %1352, i64 75
  %3479 = load float, ptr %3478, align 4
  %3480 = getelementptr inbounds float, ptr %1352, i64 76
  %3481 = load float, ptr %3480, align 4
  %3482 = getelementptr inbounds float, ptr %1352, i64 77
  %3483 = load float, ptr %3482, align 4
  %3484 = getelementptr inbounds float, ptr %1352, i64 78
  %3485 = load float, ptr %3484, align 4
  %3486 = getelementptr inbounds float, ptr %1352, i64 79
  %3487 = load float, ptr %3486, align 4
  %3488 = getelementptr inbounds float, ptr %1352, i64 80
  %3489 = load float, ptr %3488, align 4
  %3490 = getelementptr inbounds float, ptr %1352, i64 81
  %3491 = load float, ptr %3490, align 4
  %3492 = getelementptr inbounds float, ptr %1352, i64 82
  %3493 = load float, ptr %3492, align 4
  %3494 = getelementptr inbounds float, ptr %1352, i64 83
  %3495 = load float, ptr %3494, align 4
  %3496 = getelementptr inbounds float, ptr %1352, i64 84
  %3497 = load float, ptr %3496, align 4
  %3498 = getelementptr inbounds float, ptr %1352, i64 85
  %3499 = load float, ptr %3498, align 4
  %3500 = getelementptr inbounds float, ptr %1352, i64 86
  %3501 = load float, ptr %3500, align 4
  %3502 = getelementptr inbounds float, ptr %1352, i64 87
  %3503 = load float, ptr %3502, align 4
  %3504 = getelementptr inbounds float, ptr %1352, i64 88
  %3505 = load float, ptr %3504, align 4
  %3506 = getelementptr inbounds float, ptr %1352, i64 89
  %3507 = load float, ptr %3506, align 4
  %3508 = getelementptr inbounds float, ptr %1352, i64 90
  %3509 = load float, ptr %3508, align 4
  %3510 = getelementptr inbounds float, ptr %1352, i64 91
  %3511 = load float, ptr %3510, align 4
  %3512 = getelementptr inbounds float, ptr %1352, i64 92
  %3513 = load float, ptr %3512, align 4
  %3514 = getelementptr inbounds float, ptr %1352, i64 93
  %3515 = load float, ptr %3514, align 4
  %3516 = getelementptr inbounds float, ptr %1352, i64 94
  %3517 = load float, ptr %3516, align 4
  %3518 = getelementptr inbounds float, ptr %1352, i64 95
  %3519 = load float, ptr %3518, align 4
  %3520 = getelementptr inbounds float, ptr %1352, i64 96
  %3521 = load float, ptr %3520, align 4
  %3522 = getelementptr inbounds float, ptr %1352, i64 97
  %3523 = load float, ptr %3522, align 4
  %3524 = getelementptr inbounds float, ptr %1352, i64 98
  %3525 = load float, ptr %3524, align 4
  %3526 = getelementptr inbounds float, ptr %1352, i64 99
  %3527 = load float, ptr %3526, align 4
  %3528 = getelementptr inbounds float, ptr %1352, i64 100
  %3529 = load float, ptr %3528, align 4
  %3530 = getelementptr inbounds float, ptr %1352, i64 101
  %3531 = load float, ptr %3530, align 4
  %3532 = getelementptr inbounds float, ptr %1352, i64 102
  %3533 = load float, ptr %3532, align 4
  %3534 = getelementptr inbounds float, ptr %1352, i64 103
  %3535 = load float, ptr %3534, align 4
  %3536 = getelementptr inbounds float, ptr %1352, i64 104
  %3537 = load float, ptr %3536, align 4
  %3538 = getelementptr inbounds float, ptr %1352, i64 105
  %3539 = load float, ptr %3538, align 4
  %3540 = getelementptr inbounds float, ptr %1352, i64 106
  %3541 = load float, ptr %3540, align 4
  %3542 = getelementptr inbounds float, ptr %1352, i64 107
  %3543 = load float, ptr %3542, align 4
  %3544 = getelementptr inbounds float, ptr %1352, i64 108
  %3545 = load float, ptr %3544, align 4
  %3546 = getelementptr inbounds float, ptr %1352, i64 109
  %3547 = load float, ptr %3546, align 4
  %3548 = getelementptr inbounds float, ptr %1352, i64 110
  %3549 = load float, ptr %3548, align 4
  %3550 = getelementptr inbounds float, ptr %1352, i64 111
  %3551 = load float, ptr %3550, align 4
  %3552 = getelementptr inbounds float, ptr %1352, i64 112
  %3553 = load float, ptr %3552, align 4
  %3554 = getelementptr inbounds float, ptr %1352, i64 113
  %3555 = load float, ptr %3554, align 4
  %3556 = getelementptr inbounds float, ptr %1352, i64 114
  %3557 = load float, ptr %3556, align 4
  %3558 = getelementptr inbounds float, ptr %1352, i64 115
  %3559 = load float, ptr %3558, align 4
  %3560 = getelementptr inbounds float, ptr %1352, i64 116
  %3561 = load float, ptr %3560, align 4
  %3562 = getelementptr inbounds float, ptr %1352, i64 117
  %3563 = load float, ptr %3562, align 4
  %3564 = getelementptr inbounds float, ptr %1352, i64 118
  %3565 = load float, ptr %3564, align 4
  %3566 = getelementptr inbounds float, ptr %1352, i64 119
  %3567 = load float, ptr %3566, align 4
  %3568 = getelementptr inbounds float, ptr %1352, i64 120
  %3569 = load float, ptr %3568, align 4
  %3570 = getelementptr inbounds float, ptr %1352, i64 121
  %3571 = load float, ptr %3570, align 4
  %3572 = getelementptr inbounds float, ptr %1352, i64 122
  %3573 = load float, ptr %3572, align 4
  %3574 = getelementptr inbounds float, ptr %1352, i64 123
  %3575 = load float, ptr %3574, align 4
  %3576 = getelementptr inbounds float, ptr %1352, i64 124
  %3577 = load float, ptr %3576, align 4
  %3578 = getelementptr inbounds float, ptr %1352, i64 125
  %3579 = load float, ptr %3578, align 4
  %3580 = getelementptr inbounds float, ptr %1352, i64 126
  %3581 = load float, ptr %3580, align 4
  %3582 = getelementptr inbounds float, ptr %1352, i64 127
  %3583 = load float, ptr %3582, align 4
  %3584 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, $128, $129, p, 1, 1, 0, 1;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,~{memory}"(i64 %3322, i64 %3327, i32 1, float %3329, float %3331, float %3333, float %3335, float %3337, float %3339, float %3341, float %3343, float %3345, float %3347, float %3349, float %3351, float %3353, float %3355, float %3357, float %3359, float %3361, float %3363, float %3365, float %3367, float %3369, float %3371, float %3373, float %3375, float %3377, float %3379, float %3381, float %3383, float %3385, float %3387, float %3389, float %3391, float %3393, float %3395, float %3397, float %3399, float %3401, float %3403, float %3405, float %3407, float %3409, float %3411, float %3413, float %3415, float %3417, float %3419, float %3421, float %3423, float %3425, float %3427, float %3429, float %3431, float %3433, float %3435, float %3437, float %3439, float %3441, float %3443, float %3445, float %3447, float %3449, float %3451, float %3453, float %3455, float %3457, float %3459, float %3461, float %3463, float %3465, float %3467, float %3469, float %3471, float %3473, float %3475, float %3477, float %3479, float %3481, float %3483, float %3485, float %3487, float %3489, float %3491, float %3493, float %3495, float %3497, float %3499, float %3501, float %3503, float %3505, float %3507, float %3509, float %3511, float %3513, float %3515, float %3517, float %3519, float %3521, float %3523, float %3525, float %3527, float %3529, float %3531, float %3533, float %3535, float %3537, float %3539, float %3541, float %3543, float %3545, float %3547, float %3549, float %3551, float %3553, float %3555, float %3557, float %3559, float %3561, float %3563, float %3565, float %3567, float %3569, float %3571, float %3573, float %3575, float %3577, float %3579, float %3581, float %3583) #6
  %3585 = getelementptr inbounds float, ptr %1352, i64 0
  %3586 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 0
  store float %3586, ptr %3585, align 4
  %3587 = getelementptr inbounds float, ptr %1352, i64 1
  %3588 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 1
  store float %3588, ptr %3587, align 4
  %3589 = getelementptr inbounds float, ptr %1352, i64 2
  %3590 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 2
  store float %3590, ptr %3589, align 4
  %3591 = getelementptr inbounds float, ptr %1352, i64 3
  %3592 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 3
  store float %3592, ptr %3591, align 4
  %3593 = getelementptr inbounds float, ptr %1352, i64 4
  %3594 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 4
  store float %3594, ptr %3593, align 4
  %3595 = getelementptr inbounds float, ptr %1352, i64 5
  %3596 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 5
  store float %3596, ptr %3595, align 4
  %3597 = getelementptr inbounds float, ptr %1352, i64 6
  %3598 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 6
  store float %3598, ptr %3597, align 4
  %3599 = getelementptr inbounds float, ptr %1352, i64 7
  %3600 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 7
  store float %3600, ptr %3599, align 4
  %3601 = getelementptr inbounds float, ptr %1352, i64 8
  %3602 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 8
  store float %3602, ptr %3601, align 4
  %3603 = getelementptr inbounds float, ptr %1352, i64 9
  %3604 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 9
  store float %3604, ptr %3603, align 4
  %3605 = getelementptr inbounds float, ptr %1352, i64 10
  %3606 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 10
  store float %3606, ptr %3605, align 4
  %3607 = getelementptr inbounds float, ptr %1352, i64 11
  %3608 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 11
  store float %3608, ptr %3607, align 4
  %3609 = getelementptr inbounds float, ptr %1352, i64 12
  %3610 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 12
  store float %3610, ptr %3609, align 4
  %3611 = getelementptr inbounds float, ptr %1352, i64 13
  %3612 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 13
  store float %3612, ptr %3611, align 4
  %3613 = getelementptr inbounds float, ptr %1352, i64 14
  %3614 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 14
  store float %3614, ptr %3613, align 4
  %3615 = getelementptr inbounds float, ptr %1352, i64 15
  %3616 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 15
  store float %3616, ptr %3615, align 4
  %3617 = getelementptr inbounds float, ptr %1352, i64 16
  %3618 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 16
  store float %3618, ptr %3617, align 4
  %3619 = getelementptr inbounds float, ptr %1352, i64 17
  %3620 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 17
  store float %3620, ptr %3619, align 4
  %3621 = getelementptr inbounds float, ptr %1352, i64 18
  %3622 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 18
  store float %3622, ptr %3621, align 4
  %3623 = getelementptr inbounds float, ptr %1352, i64 19
  %3624 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 19
  store float %3624, ptr %3623, align 4
  %3625 = getelementptr inbounds float, ptr %1352, i64 20
  %3626 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 20
  store float %3626, ptr %3625, align 4
  %3627 = getelementptr inbounds float, ptr %1352, i64 21
  %3628 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 21
  store float %3628, ptr %3627, align 4
  %3629 = getelementptr inbounds float, ptr %1352, i64 22
  %3630 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 22
  store float %3630, ptr %3629, align 4
  %3631 = getelementptr inbounds float, ptr %1352, i64 23
  %3632 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 23
  store float %3632, ptr %3631, align 4
  %3633 = getelementptr inbounds float, ptr %1352, i64 24
  %3634 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 24
  store float %3634, ptr %3633, align 4
  %3635 = getelementptr inbounds float, ptr %1352, i64 25
  %3636 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 25
  store float %3636, ptr %3635, align 4
  %3637 = getelementptr inbounds float, ptr %1352, i64 26
  %3638 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 26
  store float %3638, ptr %3637, align 4
  %3639 = getelementptr inbounds float, ptr %1352, i64 27
  %3640 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 27
  store float %3640, ptr %3639, align 4
  %3641 = getelementptr inbounds float, ptr %1352, i64 28
  %3642 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 28
  store float %3642, ptr %3641, align 4
  %3643 = getelementptr inbounds float, ptr %1352, i64 29
  %3644 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 29
  store float %3644, ptr %3643, align 4
  %3645 = getelementptr inbounds float, ptr %1352, i64 30
  %3646 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 30
  store float %3646, ptr %3645, align 4
  %3647 = getelementptr inbounds float, ptr %1352, i64 31
  %3648 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 31
  store float %3648, ptr %3647, align 4
  %3649 = getelementptr inbounds float, ptr %1352, i64 32
  %3650 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 32
  store float %3650, ptr %3649, align 4
  %3651 = getelementptr inbounds float, ptr %1352, i64 33
  %3652 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 33
  store float %3652, ptr %3651, align 4
  %3653 = getelementptr inbounds float, ptr %1352, i64 34
  %3654 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 34
  store float %3654, ptr %3653, align 4
  %3655 = getelementptr inbounds float, ptr %1352, i64 35
  %3656 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 35
  store float %3656, ptr %3655, align 4
  %3657 = getelementptr inbounds float, ptr %1352, i64 36
  %3658 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 36
  store float %3658, ptr %3657, align 4
  %3659 = getelementptr inbounds float, ptr %1352, i64 37
  %3660 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 37
  store float %3660, ptr %3659, align 4
  %3661 = getelementptr inbounds float, ptr %1352, i64 38
  %3662 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 38
  store float %3662, ptr %3661, align 4
  %3663 = getelementptr inbounds float, ptr %1352, i64 39
  %3664 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 39
  store float %3664, ptr %3663, align 4
  %3665 = getelementptr inbounds float, ptr %1352, i64 40
  %3666 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 40
  store float %3666, ptr %3665, align 4
  %3667 = getelementptr inbounds float, ptr %1352, i64 41
  %3668 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 41
  store float %3668, ptr %3667, align 4
  %3669 = getelementptr inbounds float, ptr %1352, i64 42
  %3670 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 42
  store float %3670, ptr %3669, align 4
  %3671 = getelementptr inbounds float, ptr %1352, i64 43
  %3672 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 43
  store float %3672, ptr %3671, align 4
  %3673 = getelementptr inbounds float, ptr %1352, i64 44
  %3674 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 44
  store float %3674, ptr %3673, align 4
  %3675 = getelementptr inbounds float, ptr %1352, i64 45
  %3676 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 45
  store float %3676, ptr %3675, align 4
  %3677 = getelementptr inbounds float, ptr %1352, i64 46
  %3678 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 46
  store float %3678, ptr %3677, align 4
  %3679 = getelementptr inbounds float, ptr %1352, i64 47
  %3680 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 47
  store float %3680, ptr %3679, align 4
  %3681 = getelementptr inbounds float, ptr %1352, i64 48
  %3682 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 48
  store float %3682, ptr %3681, align 4
  %3683 = getelementptr inbounds float, ptr %1352, i64 49
  %3684 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 49
  store float %3684, ptr %3683, align 4
  %3685 = getelementptr inbounds float, ptr %1352, i64 50
  %3686 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 50
  store float %3686, ptr %3685, align 4
  %3687 = getelementptr inbounds float, ptr %1352, i64 51
  %3688 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 51
  store float %3688, ptr %3687, align 4
  %3689 = getelementptr inbounds float, ptr %1352, i64 52
  %3690 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 52
  store float %3690, ptr %3689, align 4
  %3691 = getelementptr inbounds float, ptr %1352, i64 53
  %3692 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 53
  store float %3692, ptr %3691, align 4
  %3693 = getelementptr inbounds float, ptr %1352, i64 54
  %3694 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 54
  store float %3694, ptr %3693, align 4
  %3695 = getelementptr inbounds float, ptr %1352, i64 55
  %3696 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 55
  store float %3696, ptr %3695, align 4
  %3697 = getelementptr inbounds float, ptr %1352, i64 56
  %3698 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 56
  store float %3698, ptr %3697, align 4
  %3699 = getelementptr inbounds float, ptr %1352, i64 57
  %3700 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 57
  store float %3700, ptr %3699, align 4
  %3701 = getelementptr inbounds float, ptr %1352, i64 58
  %3702 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 58
  store float %3702, ptr %3701, align 4
  %3703 = getelementptr inbounds float, ptr %1352, i64 59
  %3704 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 59
  store float %3704, ptr %3703, align 4
  %3705 = getelementptr inbounds float, ptr %1352, i64 60
  %3706 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 60
  store float %3706, ptr %3705, align 4
  %3707 = getelementptr inbounds float, ptr %1352, i64 61
  %3708 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 61
  store float %3708, ptr %3707, align 4
  %3709 = getelementptr inbounds float, ptr %1352, i64 62
  %3710 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 62
  store float %3710, ptr %3709, align 4
  %3711 = getelementptr inbounds float, ptr %1352, i64 63
  %3712 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 63
  store float %3712, ptr %3711, align 4
  %3713 = getelementptr inbounds float, ptr %1352, i64 64
  %3714 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 64
  store float %3714, ptr %3713, align 4
  %3715 = getelementptr inbounds float, ptr %1352, i64 65
  %3716 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 65
  store float %3716, ptr %3715, align 4
  %3717 = getelementptr inbounds float, ptr %1352, i64 66
  %3718 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 66
  store float %3718, ptr %3717, align 4
  %3719 = getelementptr inbounds float, ptr %1352, i64 67
  %3720 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 67
  store float %3720, ptr %3719, align 4
  %3721 = getelementptr inbounds float, ptr %1352, i64 68
  %3722 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 68
  store float %3722, ptr %3721, align 4
  %3723 = getelementptr inbounds float, ptr %1352, i64 69
  %3724 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 69
  store float %3724, ptr %3723, align 4
  %3725 = getelementptr inbounds float, ptr %1352, i64 70
  %3726 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 70
  store float %3726, ptr %3725, align 4
  %3727 = getelementptr inbounds float, ptr %1352, i64 71
  %3728 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 71
  store float %3728, ptr %3727, align 4
  %3729 = getelementptr inbounds float, ptr %1352, i64 72
  %3730 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 72
  store float %3730, ptr %3729, align 4
  %3731 = getelementptr inbounds float, ptr %1352, i64 73
  %3732 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 73
  store float %3732, ptr %3731, align 4
  %3733 = getelementptr inbounds float, ptr %1352, i64 74
  %3734 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 74
  store float %3734, ptr %3733, align 4
  %3735 = getelementptr inbounds float, ptr %1352, i64 75
  %3736 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 75
  store float %3736, ptr %3735, align 4
  %3737 = getelementptr inbounds float, ptr %1352, i64 76
  %3738 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 76
  store float %3738, ptr %3737, align 4
  %3739 = getelementptr inbounds float, ptr %1352, i64 77
  %3740 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 77
  store float %3740, ptr %3739, align 4
  %3741 = getelementptr inbounds float, ptr %1352, i64 78
  %3742 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 78
  store float %3742, ptr %3741, align 4
  %3743 = getelementptr inbounds float, ptr %1352, i64 79
  %3744 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 79
  store float %3744, ptr %3743, align 4
  %3745 = getelementptr inbounds float, ptr %1352, i64 80
  %3746 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 80
  store float %3746, ptr %3745, align 4
  %3747 = getelementptr inbounds float, ptr %1352, i64 81
  %3748 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 81
  store float %3748, ptr %3747, align 4
  %3749 = getelementptr inbounds float, ptr %1352, i64 82
  %3750 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 82
  store float %3750, ptr %3749, align 4
  %3751 = getelementptr inbounds float, ptr %1352, i64 83
  %3752 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 83
  store float %3752, ptr %3751, align 4
  %3753 = getelementptr inbounds float, ptr %1352, i64 84
  %3754 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 84
  store float %3754, ptr %3753, align 4
  %3755 = getelementptr inbounds float, ptr %1352, i64 85
  %3756 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 85
  store float %3756, ptr %3755, align 4
  %3757 = getelementptr inbounds float, ptr %1352, i64 86
  %3758 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 86
  store float %3758, ptr %3757, align 4
  %3759 = getelementptr inbounds float, ptr %1352, i64 87
  %3760 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 87
  store float %3760, ptr %3759, align 4
  %3761 = getelementptr inbounds float, ptr %1352, i64 88
  %3762 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 88
  store float %3762, ptr %3761, align 4
  %3763 = getelementptr inbounds float, ptr %1352, i64 89
  %3764 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 89
  store float %3764, ptr %3763, align 4
  %3765 = getelementptr inbounds float, ptr %1352, i64 90
  %3766 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 90
  store float %3766, ptr %3765, align 4
  %3767 = getelementptr inbounds float, ptr %1352, i64 91
  %3768 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 91
  store float %3768, ptr %3767, align 4
  %3769 = getelementptr inbounds float, ptr %1352, i64 92
  %3770 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 92
  store float %3770, ptr %3769, align 4
  %3771 = getelementptr inbounds float, ptr %1352, i64 93
  %3772 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 93
  store float %3772, ptr %3771, align 4
  %3773 = getelementptr inbounds float, ptr %1352, i64 94
  %3774 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 94
  store float %3774, ptr %3773, align 4
  %3775 = getelementptr inbounds float, ptr %1352, i64 95
  %3776 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 95
  store float %3776, ptr %3775, align 4
  %3777 = getelementptr inbounds float, ptr %1352, i64 96
  %3778 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 96
  store float %3778, ptr %3777, align 4
  %3779 = getelementptr inbounds float, ptr %1352, i64 97
  %3780 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 97
  store float %3780, ptr %3779, align 4
  %3781 = getelementptr inbounds float, ptr %1352, i64 98
  %3782 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 98
  store float %3782, ptr %3781, align 4
  %3783 = getelementptr inbounds float, ptr %1352, i64 99
  %3784 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 99
  store float %3784, ptr %3783, align 4
  %3785 = getelementptr inbounds float, ptr %1352, i64 100
  %3786 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 100
  store float %3786, ptr %3785, align 4
  %3787 = getelementptr inbounds float, ptr %1352, i64 101
  %3788 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 101
  store float %3788, ptr %3787, align 4
  %3789 = getelementptr inbounds float, ptr %1352, i64 102
  %3790 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 102
  store float %3790, ptr %3789, align 4
  %3791 = getelementptr inbounds float, ptr %1352, i64 103
  %3792 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 103
  store float %3792, ptr %3791, align 4
  %3793 = getelementptr inbounds float, ptr %1352, i64 104
  %3794 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 104
  store float %3794, ptr %3793, align 4
  %3795 = getelementptr inbounds float, ptr %1352, i64 105
  %3796 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 105
  store float %3796, ptr %3795, align 4
  %3797 = getelementptr inbounds float, ptr %1352, i64 106
  %3798 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 106
  store float %3798, ptr %3797, align 4
  %3799 = getelementptr inbounds float, ptr %1352, i64 107
  %3800 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 107
  store float %3800, ptr %3799, align 4
  %3801 = getelementptr inbounds float, ptr %1352, i64 108
  %3802 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 108
  store float %3802, ptr %3801, align 4
  %3803 = getelementptr inbounds float, ptr %1352, i64 109
  %3804 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 109
  store float %3804, ptr %3803, align 4
  %3805 = getelementptr inbounds float, ptr %1352, i64 110
  %3806 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 110
  store float %3806, ptr %3805, align 4
  %3807 = getelementptr inbounds float, ptr %1352, i64 111
  %3808 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 111
  store float %3808, ptr %3807, align 4
  %3809 = getelementptr inbounds float, ptr %1352, i64 112
  %3810 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 112
  store float %3810, ptr %3809, align 4
  %3811 = getelementptr inbounds float, ptr %1352, i64 113
  %3812 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 113
  store float %3812, ptr %3811, align 4
  %3813 = getelementptr inbounds float, ptr %1352, i64 114
  %3814 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 114
  store float %3814, ptr %3813, align 4
  %3815 = getelementptr inbounds float, ptr %1352, i64 115
  %3816 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 115
  store float %3816, ptr %3815, align 4
  %3817 = getelementptr inbounds float, ptr %1352, i64 116
  %3818 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 116
  store float %3818, ptr %3817, align 4
  %3819 = getelementptr inbounds float, ptr %1352, i64 117
  %3820 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 117
  store float %3820, ptr %3819, align 4
  %3821 = getelementptr inbounds float, ptr %1352, i64 118
  %3822 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 118
  store float %3822, ptr %3821, align 4
  %3823 = getelementptr inbounds float, ptr %1352, i64 119
  %3824 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 119
  store float %3824, ptr %3823, align 4
  %3825 = getelementptr inbounds float, ptr %1352, i64 120
  %3826 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 120
  store float %3826, ptr %3825, align 4
  %3827 = getelementptr inbounds float, ptr %1352, i64 121
  %3828 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 121
  store float %3828, ptr %3827, align 4
  %3829 = getelementptr inbounds float, ptr %1352, i64 122
  %3830 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 122
  store float %3830, ptr %3829, align 4
  %3831 = getelementptr inbounds float, ptr %1352, i64 123
  %3832 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 123
  store float %3832, ptr %3831, align 4
  %3833 = getelementptr inbounds float, ptr %1352, i64 124
  %3834 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 124
  store float %3834, ptr %3833, align 4
  %3835 = getelementptr inbounds float, ptr %1352, i64 125
  %3836 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 125
  store float %3836, ptr %3835, align 4
  %3837 = getelementptr inbounds float, ptr %1352, i64 126
  %3838 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 126
  store float %3838, ptr %3837, align 4
  %3839 = getelementptr inbounds float, ptr %1352, i64 127
  %3840 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3584, 127
  store float %3840, ptr %3839, align 4
  call void asm sideeffect "wgmma.commit_group.sync.aligned;", "~{memory}"() #6
  call void asm sideeffect "wgmma.wait_group.sync.aligned 1;", "~{memory}"() #6
  %3841 = getelementptr inbounds float, ptr %1352, i64 0
  %3842 = load float, ptr %3841, align 4
  %3843 = call float asm sideeffect "", "=f,0,~{memory}"(float %3842)
  store float %3843, ptr %3841, align 4
  %3844 = getelementptr inbounds float, ptr %1352, i64 1
  %3845 = load float, ptr %3844, align 4
  %3846 = call float asm sideeffect "", "=f,0,~{memory}"(float %3845)
  store float %3846, ptr %3844, align 4
  %3847 = getelementptr inbounds float, ptr %1352, i64 2
  %3848 = load float, ptr %3847, align 4
  %3849 = call float asm sideeffect "", "=f,0,~{memory}"(float %3848)
  store float %3849, ptr %3847, align 4
  %3850 = getelementptr inbounds float, ptr %1352, i64 3
  %3851 = load float, ptr %3850, align 4
  %3852 = call float asm sideeffect "", "=f,0,~{memory}"(float %3851)
  store float %3852, ptr %3850, align 4
  %3853 = getelementptr inbounds float, ptr %1352, i64 4
  %3854 = load float, ptr %3853, align 4
  %3855 = call float asm sideeffect "", "=f,0,~{memory}"(float %3854)
  store float %3855, ptr %3853, align 4
  %3856 = getelementptr inbounds float, ptr %1352, i64 5
  %3857 = load float, ptr %3856, align 4
  %3858 = call float asm sideeffect "", "=f,0,~{memory}"(float %3857)
  store float %3858, ptr %3856, align 4
  %3859 = getelementptr inbounds float, ptr %1352, i64 6
  %3860 = load float, ptr %3859, align 4
  %3861 = call float asm sideeffect "", "=f,0,~{memory}"(float %3860)
  store float %3861, ptr %3859, align 4
  %3862 = getelementptr inbounds float, ptr %1352, i64 7
  %3863 = load float, ptr %3862, align 4
  %3864 = call float asm sideeffect "", "=f,0,~{memory}"(float %3863)
  store float %3864, ptr %3862, align 4
  %3865 = getelementptr inbounds float, ptr %1352, i64 8
  %3866 = load float, ptr %3865, align 4
  %3867 = call float asm sideeffect "", "=f,0,~{memory}"(float %3866)
  store float %3867, ptr %3865, align 4
  %3868 = getelementptr inbounds float, ptr %1352, i64 9
  %3869 = load float, ptr %3868, align 4
  %3870 = call float asm sideeffect "", "=f,0,~{memory}"(float %3869)
  store float %3870, ptr %3868, align 4
  %3871 = getelementptr inbounds float, ptr %1352, i64 10
  %3872 = load float, ptr %3871, align 4
  %3873 = call float asm sideeffect "", "=f,0,~{memory}"(float %3872)
  store float %3873, ptr %3871, align 4
  %3874 = getelementptr inbounds float, ptr %1352, i64 11
  %3875 = load float, ptr %3874, align 4
  %3876 = call float asm sideeffect "", "=f,0,~{memory}"(float %3875)
  store float %3876, ptr %3874, align 4
  %3877 = getelementptr inbounds float, ptr %1352, i64 12
  %3878 = load float, ptr %3877, align 4
  %3879 = call float asm sideeffect "", "=f,0,~{memory}"(float %3878)
  store float %3879, ptr %3877, align 4
  %3880 = getelementptr inbounds float, ptr %1352, i64 13
  %3881 = load float, ptr %3880, align 4
  %3882 = call float asm sideeffect "", "=f,0,~{memory}"(float %3881)
  store float %3882, ptr %3880, align 4
  %3883 = getelementptr inbounds float, ptr %1352, i64 14
  %3884 = load float, ptr %3883, align 4
  %3885 = call float asm sideeffect "", "=f,0,~{memory}"(float %3884)
  store float %3885, ptr %3883, align 4
  %3886 = getelementptr inbounds float, ptr %1352, i64 15
  %3887 = load float, ptr %3886, align 4
  %3888 = call float asm sideeffect "", "=f,0,~{memory}"(float %3887)
  store float %3888, ptr %3886, align 4
  %3889 = getelementptr inbounds float, ptr %1352, i64 16
  %3890 = load float, ptr %3889, align 4
  %3891 = call float asm sideeffect "", "=f,0,~{memory}"(float %3890)
  store float %3891, ptr %3889, align 4
  %3892 = getelementptr inbounds float, ptr %1352, i64 17
  %3893 = load float, ptr %3892, align 4
  %3894 = call float asm sideeffect "", "=f,0,~{memory}"(float %3893)
  store float %3894, ptr %3892, align 4
  %3895 = getelementptr inbounds float, ptr %1352, i64 18
  %3896 = load float, ptr %3895, align 4
  %3897 = call float asm sideeffect "", "=f,0,~{memory}"(float %3896)
  store float %3897, ptr %3895, align 4
  %3898 = getelementptr inbounds float, ptr %1352, i64 19
  %3899 = load float, ptr %3898, align 4
  %3900 = call float asm sideeffect "", "=f,0,~{memory}"(float %3899)
  store float %3900, ptr %3898, align 4
  %3901 = getelementptr inbounds float, ptr %1352, i64 20
  %3902 = load float, ptr %3901, align 4
  %3903 = call float asm sideeffect "", "=f,0,~{memory}"(float %3902)
  store float %3903, ptr %3901, align 4
  %3904 = getelementptr inbounds float, ptr %1352, i64 21
  %3905 = load float, ptr %3904, align 4
  %3906 = call float asm sideeffect "", "=f,0,~{memory}"(float %3905)
  store float %3906, ptr %3904, align 4
  %3907 = getelementptr inbounds float, ptr %1352, i64 22
  %3908 = load float, ptr %3907, align 4
  %3909 = call float asm sideeffect "", "=f,0,~{memory}"(float %3908)
  store float %3909, ptr %3907, align 4
  %3910 = getelementptr inbounds float, ptr %1352, i64 23
  %3911 = load float, ptr %3910, align 4
  %3912 = call float asm sideeffect "", "=f,0,~{memory}"(float %3911)
  store float %3912, ptr %3910, align 4
  %3913 = getelementptr inbounds float, ptr %1352, i64 24
  %3914 = load float, ptr %3913, align 4
  %3915 = call float asm sideeffect "", "=f,0,~{memory}"(float %3914)
  store float %3915, ptr %3913, align 4
  %3916 = getelementptr inbounds float, ptr %1352, i64 25
  %3917 = load float, ptr %3916, align 4
  %3918 = call float asm sideeffect "", "=f,0,~{memory}"(float %3917)
  store float %3918, ptr %3916, align 4
  %3919 = getelementptr inbounds float, ptr %1352, i64 26
  %3920 = load float, ptr %3919, align 4
  %3921 = call float asm sideeffect "", "=f,0,~{memory}"(float %3920)
  store float %3921, ptr %3919, align 4
  %3922 = getelementptr inbounds float, ptr %1352, i64 27
  %3923 = load float, ptr %3922, align 4
  %3924 = call float asm sideeffect "", "=f,0,~{memory}"(float %3923)
  store float %3924, ptr %3922, align 4
  %3925 = getelementptr inbounds float, ptr %1352, i64 28
  %3926 = load float, ptr %3925, align 4
  %3927 = call float asm sideeffect "", "=f,0,~{memory}"(float %3926)
  store float %3927, ptr %3925, align 4
  %3928 = getelementptr inbounds float, ptr %1352, i64 29
  %3929 = load float, ptr %3928, align 4
  %3930 = call float asm sideeffect "", "=f,0,~{memory}"(float %3929)
  store float %3930, ptr %3928, align 4
  %3931 = getelementptr inbounds float, ptr %1352, i64 30
  %3932 = load float, ptr %3931, align 4
  %3933 = call float asm sideeffect "", "=f,0,~{memory}"(float %3932)
  store float %3933, ptr %3931, align 4
  %3934 = getelementptr inbounds float, ptr %1352, i64 31
  %3935 = load float, ptr %3934, align 4
  %3936 = call float asm sideeffect "", "=f,0,~{memory}"(float %3935)
  store float %3936, ptr %3934, align 4
  %3937 = getelementptr inbounds float, ptr %1352, i64 32
  %3938 = load float, ptr %3937, align 4
  %3939 = call float asm sideeffect "", "=f,0,~{memory}"(float %3938)
  store float %3939, ptr %3937, align 4
  %3940 = getelementptr inbounds float, ptr %1352, i64 33
  %3941 = load float, ptr %3940, align 4
  %3942 = call float asm sideeffect "", "=f,0,~{memory}"(float %3941)
  store float %3942, ptr %3940, align 4
  %3943 = getelementptr inbounds float, ptr %1352, i64 34
  %3944 = load float, ptr %3943, align 4
  %3945 = call float asm sideeffect "", "=f,0,~{memory}"(float %3944)
  store float %3945, ptr %3943, align 4
  %3946 = getelementptr inbounds float, ptr %1352, i64 35
  %3947 = load float, ptr %3946, align 4
  %3948 = call float asm sideeffect "", "=f,0,~{memory}"(float %3947)
  store float %3948, ptr %3946, align 4
  %3949 = getelementptr inbounds float, ptr %1352, i64 36
  %3950 = load float, ptr %3949, align 4
  %3951 = call float asm sideeffect "", "=f,0,~{memory}"(float %3950)
  store float %3951, ptr %3949, align 4
  %3952 = getelementptr inbounds float, ptr %1352, i64 37
  %3953 = load float, ptr %3952, align 4
  %3954 = call float asm sideeffect "", "=f,0,~{memory}"(float %3953)
  store float %3954, ptr %3952, align 4
  %3955 = getelementptr inbounds float, ptr %1352, i64 38
  %3956 = load float, ptr %3955, align 4
  %3957 = call float asm sideeffect "", "=f,0,~{memory}"(float %3956)
  store float %3957, ptr %3955, align 4
  %3958 = getelementptr inbounds float, ptr %1352, i64 39
  %3959 = load float, ptr %3958, align 4
  %3960 = call float asm sideeffect "", "=f,0,~{memory}"(float %3959)
  store float %3960, ptr %3958, align 4
  %3961 = getelementptr inbounds float, ptr %1352, i64 40
  %3962 = load float, ptr %3961, align 4
  %3963 = call float asm sideeffect "", "=f,0,~{memory}"(float %3962)
  store float %3963, ptr %3961, align 4
  %3964 = getelementptr inbounds float, ptr %1352, i64 41
  %3965 = load float, ptr %3964, align 4
  %3966 = call float asm sideeffect "", "=f,0,~{memory}"(float %3965)
  store float %3966, ptr %3964, align 4
  %3967 = getelementptr inbounds float, ptr %1352, i64 42
  %3968 = load float, ptr %3967, align 4
  %3969 = call float asm sideeffect "", "=f,0,~{memory}"(float %3968)
  store float %3969, ptr %3967, align 4
  %3970 = getelementptr inbounds float, ptr %1352, i64 43
  %3971 = load float, ptr %3970, align 4
  %3972 = call float asm sideeffect "", "=f,0,~{memory}"(float %3971)
  store float %3972, ptr %3970, align 4
  %3973 = getelementptr inbounds float, ptr %1352, i64 44
  %3974 = load float, ptr %3973, align 4
  %3975 = call float asm sideeffect "", "=f,0,~{memory}"(float %3974)
  store float %3975, ptr %3973, align 4
  %3976 = getelementptr inbounds float, ptr %1352, i64 45
  %3977 = load float, ptr %3976, align 4
  %3978 = call float asm sideeffect "", "=f,0,~{memory}"(float %3977)
  store float %3978, ptr %3976, align 4
  %3979 = getelementptr inbounds float, ptr %1352, i64 46
  %3980 = load float, ptr %3979, align 4
  %3981 = call float asm sideeffect "", "=f,0,~{memory}"(float %3980)
  store float %3981, ptr %3979, align 4
  %3982 = getelementptr inbounds float, ptr %1352, i64 47
  %3983 = load float, ptr %3982, align 4
  %3984 = call float asm sideeffect "", "=f,0,~{memory}"(float %3983)
  store float %3984, ptr %3982, align 4
  %3985 = getelementptr inbounds float, ptr %1352, i64 48
  %3986 = load float, ptr %3985, align 4
  %3987 = call float asm sideeffect "", "=f,0,~{memory}"(float %3986)
  store float %3987, ptr %3985, align 4
  %3988 = getelementptr inbounds float, ptr %1352, i64 49
  %3989 = load float, ptr %3988, align 4
  %3990 = call float asm sideeffect "", "=f,0,~{memory}"(float %3989)
  store float %3990, ptr %3988, align 4
  %3991 = getelementptr inbounds float, ptr %1352, i64 50
  %3992 = load float, ptr %3991, align 4
  %3993 = call float asm sideeffect "", "=f,0,~{memory}"(float %3992)
  store float %3993, ptr %3991, align 4
  %3994 = getelementptr inbounds float, ptr %1352, i64 51
  %3995 = load float, ptr %3994, align 4
  %3996 = call float asm sideeffect "", "=f,0,~{memory}"(float %3995)
  store float %3996, ptr %3994, align 4
  %3997 = getelementptr inbounds float, ptr %1352, i64 52
  %3998 = load float, ptr %3997, align 4
  %3999 = call float asm sideeffect "", "=f,0,~{memory}"(float %3998)
  store float %3999, ptr %3997, align 4
  %4000 = getelementptr inbounds float, ptr %1352, i64 53
  %4001 = load float, ptr %4000, align 4
  %4002 = call float asm sideeffect "", "=f,0,~{memory}"(float %4001)
  store float %4002, ptr %4000, align 4
  %4003 = getelementptr inbounds float, ptr %1352, i64 54
  %4004 = load float, ptr %4003, align 4
  %4005 = call float asm sideeffect "", "=f,0,~{memory}"(float %4004)
  store float %4005, ptr %4003, align 4
  %4006 = getelementptr inbounds float, ptr %1352, i64 55
  %4007 = load float, ptr %4006, align 4
  %4008 = call float asm sideeffect "", "=f,0,~{memory}"(float %4007)
  store float %4008, ptr %4006, align 4
  %4009 = getelementptr inbounds float, ptr %1352, i64 56
  %4010 = load float, ptr %4009, align 4
  %4011 = call float asm sideeffect "", "=f,0,~{memory}"(float %4010)
  store float %4011, ptr %4009, align 4
  %4012 = getelementptr inbounds float, ptr %1352, i64 57
  %4013 = load float, ptr %4012, align 4
  %4014 = call float asm sideeffect "", "=f,0,~{memory}"(float %4013)
  store float %4014, ptr %4012, align 4
  %4015 = getelementptr inbounds float, ptr %1352, i64 58
  %4016 = load float, ptr %4015, align 4
  %4017 = call float asm sideeffect "", "=f,0,~{memory}"(float %4016)
  store float %4017, ptr %4015, align 4
  %4018 = getelementptr inbounds float, ptr %1352, i64 59
  %4019 = load float, ptr %4018, align 4
  %4020 = call float asm sideeffect "", "=f,0,~{memory}"(float %4019)
  store float %4020, ptr %4018, align 4
  %4021 = getelementptr inbounds float, ptr %1352, i64 60
  %4022 = load float, ptr %4021, align 4
  %4023 = call float asm sideeffect "", "=f,0,~{memory}"(float %4022)
  store float %4023, ptr %4021, align 4
  %4024 = getelementptr inbounds float, ptr %1352, i64 61
  %4025 = load float, ptr %4024, align 4
  %4026 = call float asm sideeffect "", "=f,0,~{memory}"(float %4025)
  store float %4026, ptr %4024, align 4
  %4027 = getelementptr inbounds float, ptr %1352, i64 62
  %4028 = load float, ptr %4027, align 4
  %4029 = call float asm sideeffect "", "=f,0,~{memory}"(float %4028)
  store float %4029, ptr %4027, align 4
  %4030 = getelementptr inbounds float, ptr %1352, i64 63
  %4031 = load float, ptr %4030, align 4
  %4032 = call float asm sideeffect "", "=f,0,~{memory}"(float %4031)
  store float %4032, ptr %4030, align 4
  %4033 = getelementptr inbounds float, ptr %1352, i64 64
  %4034 = load float, ptr %4033, align 4
  %4035 = call float asm sideeffect "", "=f,0,~{memory}"(float %4034)
  store float %4035, ptr %4033, align 4
  %4036 = getelementptr inbounds float, ptr %1352, i64 65
  %4037 = load float, ptr %4036, align 4
  %4038 = call float asm sideeffect "", "=f,0,~{memory}"(float %4037)
  store float %4038, ptr %4036, align 4
  %4039 = getelementptr inbounds float, ptr %1352, i64 66
  %4040 = load float, ptr %4039, align 4
  %4041 = call float asm sideeffect "", "=f,0,~{memory}"(float %4040)
  store float %4041, ptr %4039, align 4
  %4042 = getelementptr inbounds float, ptr %1352, i64 67
  %4043 = load float, ptr %4042, align 4
  %4044 = call float asm sideeffect "", "=f,0,~{memory}"(float %4043)
  store float %4044, ptr %4042, align 4
  %4045 = getelementptr inbounds float, ptr %1352, i64 68
  %4046 = load float, ptr %4045, align 4
  %4047 = call float asm sideeffect "", "=f,0,~{memory}"(float %4046)
  store float %4047, ptr %4045, align 4
  %4048 = getelementptr inbounds float, ptr %1352, i64 69
  %4049 = load float, ptr %4048, align 4
  %4050 = call float asm sideeffect "", "=f,0,~{memory}"(float %4049)
  store float %4050, ptr %4048, align 4
  %4051 = getelementptr inbounds float, ptr %1352, i64 70
  %4052 = load float, ptr %4051, align 4
  %4053 = call float asm sideeffect "", "=f,0,~{memory}"(float %4052)
  store float %4053, ptr %4051, align 4
  %4054 = getelementptr inbounds float, ptr %1352, i64 71
  %4055 = load float, ptr %4054, align 4
  %4056 = call float asm sideeffect "", "=f,0,~{memory}"(float %4055)
  store float %4056, ptr %4054, align 4
  %4057 = getelementptr inbounds float, ptr %1352, i64 72
  %4058 = load float, ptr %4057, align 4
  %4059 = call float asm sideeffect "", "=f,0,~{memory}"(float %4058)
  store float %4059, ptr %4057, align 4
  %4060 = getelementptr inbounds float, ptr %1352, i64 73
  %4061 = load float, ptr %4060, align 4
  %4062 = call float asm sideeffect "", "=f,0,~{memory}"(float %4061)
  store float %4062, ptr %4060, align 4
  %4063 = getelementptr inbounds float, ptr %1352, i64 74
  %4064 = load float, ptr %4063, align 4
  %4065 = call float asm sideeffect "", "=f,0,~{memory}"(float %4064)
  store float %4065, ptr %4063, align 4
  %4066 = getelementptr inbounds float, ptr %1352, i64 75
  %4067 = load float, ptr %4066, align 4
  %4068 = call float asm sideeffect "", "=f,0,~{memory}"(float %4067)
  store float %4068, ptr %4066, align 4
  %4069 = getelementptr inbounds float, ptr %1352, i64 76
  %4070 = load float, ptr %4069, align 4
  %4071 = call float asm sideeffect "", "=f,0,~{memory}"(float %4070)
  store float %4071, ptr %4069, align 4
  %4072 = getelementptr inbounds float, ptr %1352, i64 77
  %4073 = load float, ptr %4072, align 4
  %4074 = call float asm sideeffect "", "=f,0,~{memory}"(float %4073)
  store float %4074, ptr %4072, align 4
  %4075 = getelementptr inbounds float, ptr %1352, i64 78
  %4076 = load float, ptr %4075, align 4
  %4077 = call float asm sideeffect "", "=f,0,~{memory}"(float %4076)
  store float %4077, ptr %4075, align 4
  %4078 = getelementptr inbounds float, ptr %1352, i64 79
  %4079 = load float, ptr %4078, align 4
  %4080 = call float asm sideeffect "", "=f,0,~{memory}"(float %4079)
  store float %4080, ptr %4078, align 4
  %4081 = getelementptr inbounds float, ptr %1352, i64 80
  %4082 = load float, ptr %4081, align 4
  %4083 = call float asm sideeffect "", "=f,0,~{memory}"(float %4082)
  store float %4083, ptr %4081, align 4
  %4084 = getelementptr inbounds float, ptr %1352, i64 81
  %4085 = load float, ptr %4084, align 4
  %4086 = call float asm sideeffect "", "=f,0,~{memory}"(float %4085)
  store float %4086, ptr %4084, align 4
  %4087 = getelementptr inbounds float, ptr %1352, i64 82
  %4088 = load float, ptr %4087, align 4
  %4089 = call float asm sideeffect "", "=f,0,~{memory}"(float %4088)
  store float %4089, ptr %4087, align 4
  %4090 = getelementptr inbounds float, ptr %1352, i64 83
  %4091 = load float, ptr %4090, align 4
  %4092 = call float asm sideeffect "", "=f,0,~{memory}"(float %4091)
  store float %4092, ptr %4090, align 4
  %4093 = getelementptr inbounds float, ptr %1352, i64 84
  %4094 = load float, ptr %4093, align 4
  %4095 = call float asm sideeffect "", "=f,0,~{memory}"(float %4094)
  store float %4095, ptr %4093, align 4
  %4096 = getelementptr inbounds float, ptr %1352, i64 85
  %4097 = load float, ptr %4096, align 4
  %4098 = call float asm sideeffect "", "=f,0,~{memory}"(float %4097)
  store float %4098, ptr %4096, align 4
  %4099 = getelementptr inbounds float, ptr %1352, i64 86
  %4100 = load float, ptr %4099, align 4
  %4101 = call float asm sideeffect "", "=f,0,~{memory}"(float %4100)
  store float %4101, ptr %4099, align 4
  %4102 = getelementptr inbounds float, ptr %1352, i64 87
  %4103 = load float, ptr %4102, align 4
  %4104 = call float asm sideeffect "", "=f,0,~{memory}"(float %4103)
  store float %4104, ptr %4102, align 4
  %4105 = getelementptr inbounds float, ptr %1352, i64 88
  %4106 = load float, ptr %4105, align 4
  %4107 = call float asm sideeffect "", "=f,0,~{memory}"(float %4106)
  store float %4107, ptr %4105, align 4
  %4108 = getelementptr inbounds float, ptr %1352, i64 89
  %4109 = load float, ptr %4108, align 4
  %4110 = call float asm sideeffect "", "=f,0,~{memory}"(float %4109)
  store float %4110, ptr %4108, align 4
  %4111 = getelementptr inbounds float, ptr %1352, i64 90
  %4112 = load float, ptr %4111, align 4
  %4113 = call float asm sideeffect "", "=f,0,~{memory}"(float %4112)
  store float %4113, ptr %4111, align 4
  %4114 = getelementptr inbounds float, ptr %1352, i64 91
  %4115 = load float, ptr %4114, align 4
  %4116 = call float asm sideeffect "", "=f,0,~{memory}"(float %4115)
  store float %4116, ptr %4114, align 4
  %4117 = getelementptr inbounds float, ptr %1352, i64 92
  %4118 = load float, ptr %4117, align 4
  %4119 = call float asm sideeffect "", "=f,0,~{memory}"(float %4118)
  store float %4119, ptr %4117, align 4
  %4120 = getelementptr inbounds float, ptr %1352, i64 93
  %4121 = load float, ptr %4120, align 4
  %4122 = call float asm sideeffect "", "=f,0,~{memory}"(float %4121)
  store float %4122, ptr %4120, align 4
  %4123 = getelementptr inbounds float, ptr %1352, i64 94
  %4124 = load float, ptr %4123, align 4
  %4125 = call float asm sideeffect "", "=f,0,~{memory}"(float %4124)
  store float %4125, ptr %4123, align 4
  %4126 = getelementptr inbounds float, ptr %1352, i64 95
  %4127 = load float, ptr %4126, align 4
  %4128 = call float asm sideeffect "", "=f,0,~{memory}"(float %4127)
  store float %4128, ptr %4126, align 4
  %4129 = getelementptr inbounds float, ptr %1352, i64 96
  %4130 = load float, ptr %4129, align 4
  %4131 = call float asm sideeffect "", "=f,0,~{memory}"(float %4130)
  store float %4131, ptr %4129, align 4
  %4132 = getelementptr inbounds float, ptr %1352, i64 97
  %4133 = load float, ptr %4132, align 4
  %4134 = call float asm sideeffect "", "=f,0,~{memory}"(float %4133)
  store float %4134, ptr %4132, align 4
  %4135 = getelementptr inbounds float, ptr %1352, i64 98
  %4136 = load float, ptr %4135, align 4
  %4137 = call float asm sideeffect "", "=f,0,~{memory}"(float %4136)
  store float %4137, ptr %4135, align 4
  %4138 = getelementptr inbounds float, ptr %1352, i64 99
  %4139 = load float, ptr %4138, align 4
  %4140 = call float asm sideeffect "", "=f,0,~{memory}"(float %4139)
  store float %4140, ptr %4138, align 4
  %4141 = getelementptr inbounds float, ptr %1352, i64 100
  %4142 = load float, ptr %4141, align 4
  %4143 = call float asm sideeffect "", "=f,0,~{memory}"(float %4142)
  store float %4143, ptr %4141, align 4
  %4144 = getelementptr inbounds float, ptr %1352, i64 101
  %4145 = load float, ptr %4144, align 4
  %4146 = call float asm sideeffect "", "=f,0,~{memory}"(float %4145)
  store float %4146, ptr %4144, align 4
  %4147 = getelementptr inbounds float, ptr %1352, i64 102
  %4148 = load float, ptr %4147, align 4
  %4149 = call float asm sideeffect "", "=f,0,~{memory}"(float %4148)
  store float %4149, ptr %4147, align 4
  %4150 = getelementptr inbounds float, ptr %1352, i64 103
  %4151 = load float, ptr %4150, align 4
  %4152 = call float asm sideeffect "", "=f,0,~{memory}"(float %4151)
  store float %4152, ptr %4150, align 4
  %4153 = getelementptr inbounds float, ptr %1352, i64 104
  %4154 = load float, ptr %4153, align 4
  %4155 = call float asm sideeffect "", "=f,0,~{memory}"(float %4154)
  store float %4155, ptr %4153, align 4
  %4156 = getelementptr inbounds float, ptr %1352, i64 105
  %4157 = load float, ptr %4156, align 4
  %4158 = call float asm sideeffect "", "=f,0,~{memory}"(float %4157)
  store float %4158, ptr %4156, align 4
  %4159 = getelementptr inbounds float, ptr %1352, i64 106
  %4160 = load float, ptr %4159, align 4
  %4161 = call float asm sideeffect "", "=f,0,~{memory}"(float %4160)
  store float %4161, ptr %4159, align 4
  %4162 = getelementptr inbounds float, ptr %1352, i64 107
  %4163 = load float, ptr %4162, align 4
  %4164 = call float asm sideeffect "", "=f,0,~{memory}"(float %4163)
  store float %4164, ptr %4162, align 4
  %4165 = getelementptr inbounds float, ptr %1352, i64 108
  %4166 = load float, ptr %4165, align 4
  %4167 = call float asm sideeffect "", "=f,0,~{memory}"(float %4166)
  store float %4167, ptr %4165, align 4
  %4168 = getelementptr inbounds float, ptr %1352, i64 109
  %4169 = load float, ptr %4168, align 4
  %4170 = call float asm sideeffect "", "=f,0,~{memory}"(float %4169)
  store float %4170, ptr %4168, align 4
  %4171 = getelementptr inbounds float, ptr %1352, i64 110
  %4172 = load float, ptr %4171, align 4
  %4173 = call float asm sideeffect "", "=f,0,~{memory}"(float %4172)
  store float %4173, ptr %4171, align 4
  %4174 = getelementptr inbounds float, ptr %1352, i64 111
  %4175 = load float, ptr %4174, align 4
  %4176 = call float asm sideeffect "", "=f,0,~{memory}"(float %4175)
  store float %4176, ptr %4174, align 4
  %4177 = getelementptr inbounds float, ptr %1352, i64 112
  %4178 = load float, ptr %4177, align 4
  %4179 = call float asm sideeffect "", "=f,0,~{memory}"(float %4178)
  store float %4179, ptr %4177, align 4
  %4180 = getelementptr inbounds float, ptr %1352, i64 113
  %4181 = load float, ptr %4180, align 4
  %4182 = call float asm sideeffect "", "=f,0,~{memory}"(float %4181)
  store float %4182, ptr %4180, align 4
  %4183 = getelementptr inbounds float, ptr %1352, i64 114
  %4184 = load float, ptr %4183, align 4
  %4185 = call float asm sideeffect "", "=f,0,~{memory}"(float %4184)
  store float %4185, ptr %4183, align 4
  %4186 = getelementptr inbounds float, ptr %1352, i64 115
  %4187 = load float, ptr %4186, align 4
  %4188 = call float asm sideeffect "", "=f,0,~{memory}"(float %4187)
  store float %4188, ptr %4186, align 4
  %4189 = getelementptr inbounds float, ptr %1352, i64 116
  %4190 = load float, ptr %4189, align 4
  %4191 = call float asm sideeffect "", "=f,0,~{memory}"(float %4190)
  store float %4191, ptr %4189, align 4
  %4192 = getelementptr inbounds float, ptr %1352, i64 117
  %4193 = load float, ptr %4192, align 4
  %4194 = call float asm sideeffect "", "=f,0,~{memory}"(float %4193)
  store float %4194, ptr %4192, align 4
  %4195 = getelementptr inbounds float, ptr %1352, i64 118
  %4196 = load float, ptr %4195, align 4
  %4197 = call float asm sideeffect "", "=f,0,~{memory}"(float %4196)
  store float %4197, ptr %4195, align 4
  %4198 = getelementptr inbounds float, ptr %1352, i64 119
  %4199 = load float, ptr %4198, align 4
  %4200 = call float asm sideeffect "", "=f,0,~{memory}"(float %4199)
  store float %4200, ptr %4198, align 4
  %4201 = getelementptr inbounds float, ptr %1352, i64 120
  %4202 = load float, ptr %4201, align 4
  %4203 = call float asm sideeffect "", "=f,0,~{memory}"(float %4202)
  store float %4203, ptr %4201, align 4
  %4204 = getelementptr inbounds float, ptr %1352, i64 121
  %4205 = load float, ptr %4204, align 4
  %4206 = call float asm sideeffect "", "=f,0,~{memory}"(float %4205)
  store float %4206, ptr %4204, align 4
  %4207 = getelementptr inbounds float, ptr %1352, i64 122
  %4208 = load float, ptr %4207, align 4
  %4209 = call float asm sideeffect "", "=f,0,~{memory}"(float %4208)
  store float %4209, ptr %4207, align 4
  %4210 = getelementptr inbounds float, ptr %1352, i64 123
  %4211 = load float, ptr %4210, align 4
  %4212 = call float asm sideeffect "", "=f,0,~{memory}"(float %4211)
  store float %4212, ptr %4210, align 4
  %4213 = getelementptr inbounds float, ptr %1352, i64 124
  %4214 = load float, ptr %4213, align 4
  %4215 = call float asm sideeffect "", "=f,0,~{memory}"(float %4214)
  store float %4215, ptr %4213, align 4
  %4216 = getelementptr inbounds float, ptr %1352, i64 125
  %4217 = load float, ptr %4216, align 4
  %4218 = call float asm sideeffect "", "=f,0,~{memory}"(float %4217)
  store float %4218, ptr %4216, align 4
  %4219 = getelementptr inbounds float, ptr %1352, i64 126
  %4220 = load float, ptr %4219, align 4
  %4221 = call float asm sideeffect "", "=f,0,~{memory}"(float %4220)
  store float %4221, ptr %4219, align 4
  %4222 = getelementptr inbounds float, ptr %1352, i64 127
  %4223 = load float, ptr %4222, align 4
  %4224 = call float asm sideeffect "", "=f,0,~{memory}"(float %4223)
  store float %4224, ptr %4222, align 4
  br label %wgmma.done

wgmma.done:                                       ; preds = %wgmma.group, %if.end88
  %4225 = icmp sgt i32 %k, 0
  br i1 %4225, label %if.then89, label %if.end90

if.then89:                                        ; preds = %wgmma.done
  %4226 = add nsw i32 %K, 63
  %4227 = sdiv i32 %4226, 64
  %4228 = srem i32 %4226, 64
  %4229 = icmp slt i32 %4228, 0
  %4230 = icmp ne i1 %4229, false
  %4231 = icmp ne i32 %4228, 0
  %4232 = and i1 %4231, %4230
  %4233 = sub i32 %4227, 1
  %4234 = select i1 %4232, i32 %4233, i32 %4227
  %4235 = mul nsw i32 %tile_iter74, %4234
  %4236 = add nsw i32 %k, %4235
  %4237 = add nsw i32 %4236, 2
  %4238 = sdiv i32 %4237, 3
  %4239 = srem i32 %4237, 3
  %4240 = icmp slt i32 %4239, 0
  %4241 = icmp ne i1 %4240, false
  %4242 = icmp ne i32 %4239, 0
  %4243 = and i1 %4242, %4241
  %4244 = add i32 %4239, 3
  %4245 = select i1 %4243, i32 %4244, i32 %4239
  %4246 = add nsw i32 %4245, 3
  %4247 = sext i32 %4246 to i64
  %4248 = getelementptr inbounds i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 212992), i64 %4247
  %4249 = ptrtoint ptr addrspace(3) %4248 to i32
  call void asm sideeffect "{\0A .reg .pred p;\0A .reg .b32 lane;\0A bar.warp.sync -1;\0A mov.u32 lane, %laneid;\0A setp.eq.u32 p, lane, 0;\0A @p mbarrier.arrive.shared::cta.b64 _, [$0];\0A}", "r,~{memory}"(i32 %4249) #6
  br label %if.end90

if.end90:                                         ; preds = %if.then89, %wgmma.done
  %k.next = add nsw i32 %k, 1
  br label %k.cond

l.cond91:                                         ; preds = %l.body92, %k.end
  %l94 = phi i32 [ 0, %k.end ], [ %l.next95, %l.body92 ]
  %4250 = icmp slt i32 %l94, 64
  br i1 %4250, label %l.body92, label %l.end93

l.body92:                                         ; preds = %l.cond91
  %4251 = sdiv i32 %tx, 32
  %4252 = srem i32 %tx, 32
  %4253 = icmp slt i32 %4252, 0
  %4254 = icmp ne i1 %4253, false
  %4255 = icmp ne i32 %4252, 0
  %4256 = and i1 %4255, %4254
  %4257 = sub i32 %4251, 1
  %4258 = select i1 %4256, i32 %4257, i32 %4251
  %4259 = mul nsw i32 %4258, 8
  %4260 = sdiv i32 %l94, 2
  %4261 = srem i32 %l94, 2
  %4262 = icmp slt i32 %4261, 0
  %4263 = icmp ne i1 %4262, false
  %4264 = icmp ne i32 %4261, 0
  %4265 = and i1 %4264, %4263
  %4266 = add i32 %4261, 2
  %4267 = select i1 %4265, i32 %4266, i32 %4261
  %4268 = mul nsw i32 %4267, 8
  %4269 = add nsw i32 %4259, %4268
  %4270 = sdiv i32 %tx, 4
  %4271 = srem i32 %tx, 4
  %4272 = icmp slt i32 %4271, 0
  %4273 = icmp ne i1 %4272, false
  %4274 = icmp ne i32 %4271, 0
  %4275 = and i1 %4274, %4273
  %4276 = sub i32 %4270, 1
  %4277 = select i1 %4275, i32 %4276, i32 %4270
  %4278 = add nsw i32 %4269, %4277
  %4279 = mul nsw i32 %4278, 256
  %4280 = sdiv i32 %l94, 2
  %4281 = srem i32 %l94, 2
  %4282 = icmp slt i32 %4281, 0
  %4283 = icmp ne i1 %4282, false
  %4284 = icmp ne i32 %4281, 0
  %4285 = and i1 %4284, %4283
  %4286 = sub i32 %4280, 1
  %4287 = select i1 %4285, i32 %4286, i32 %4280
  %4288 = mul nsw i32 %4287, 8
  %4289 = add nsw i32 %4279, %4288
  %4290 = sdiv i32 %tx, 4
  %4291 = srem i32 %tx, 4
  %4292 = icmp slt i32 %4291, 0
  %4293 = icmp ne i1 %4292, false
  %4294 = icmp ne i32 %4291, 0
  %4295 = and i1 %4294, %4293
  %4296 = add i32 %4291, 4
  %4297 = select i1 %4295, i32 %4296, i32 %4291
  %4298 = mul nsw i32 %4297, 2
  %4299 = add nsw i32 %4289, %4298
  %4300 = sext i32 %4299 to i64
  %4301 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 98304), i64 %4300
  %4302 = mul nsw i32 %l94, 2
  %4303 = sext i32 %4302 to i64
  %4304 = getelementptr inbounds float, ptr %C_local, i64 %4303
  %4305 = load <2 x float>, ptr %4304, align 8
  %4306 = fptrunc <2 x float> %4305 to <2 x half>
  store <2 x half> %4306, ptr addrspace(3) %4301, align 4
  %l.next95 = add nsw i32 %l94, 1
  br label %l.cond91, !llvm.loop !15

l.end93:                                          ; preds = %l.cond91
  call void asm sideeffect "bar.sync $0, $1;", "r,r,~{memory}"(i32 1, i32 256) #6
  br label %l.cond96

l.cond96:                                         ; preds = %if.end117, %l.end93
  %l99 = phi i32 [ 0, %l.end93 ], [ %l.next130, %if.end117 ]
  %4307 = icmp slt i32 %l99, 16
  br i1 %4307, label %l.body97, label %l.end98

l.body97:                                         ; preds = %l.cond96
  %4308 = sdiv i32 %N, 8
  %4309 = srem i32 %N, 8
  %4310 = icmp slt i32 %4309, 0
  %4311 = icmp ne i1 %4310, false
  %4312 = icmp ne i32 %4309, 0
  %4313 = and i1 %4312, %4311
  %4314 = add i32 %4309, 8
  %4315 = select i1 %4313, i32 %4314, i32 %4309
  %4316 = icmp eq i32 %4315, 0
  br i1 %4316, label %and.then100, label %and.else101

l.end98:                                          ; preds = %l.cond96
  call void asm sideeffect "bar.sync $0, $1;", "r,r,~{memory}"(i32 1, i32 256) #6
  %tile_iter.next131 = add nsw i32 %tile_iter74, 1
  br label %tile_iter.cond71

and.then100:                                      ; preds = %l.body97
  %4317 = mul nsw i32 %by79, 128
  %4318 = mul nsw i32 %l99, 8
  %4319 = add nsw i32 %4317, %4318
  %4320 = sdiv i32 %tx, 32
  %4321 = srem i32 %tx, 32
  %4322 = icmp slt i32 %4321, 0
  %4323 = icmp ne i1 %4322, false
  %4324 = icmp ne i32 %4321, 0
  %4325 = and i1 %4324, %4323
  %4326 = sub i32 %4320, 1
  %4327 = select i1 %4325, i32 %4326, i32 %4320
  %4328 = add nsw i32 %4319, %4327
  %4329 = icmp slt i32 %4328, %M
  br i1 %4329, label %and.then103, label %and.else104

and.else101:                                      ; preds = %l.body97
  br label %and.end102

and.end102:                                       ; preds = %and.else101, %and.end109
  %and115 = phi i1 [ %and114, %and.end109 ], [ false, %and.else101 ]
  br i1 %and115, label %if.then116, label %if.else118

and.then103:                                      ; preds = %and.then100
  %4330 = mul nsw i32 %bx78, 256
  %4331 = sdiv i32 %tx, 32
  %4332 = srem i32 %tx, 32
  %4333 = icmp slt i32 %4332, 0
  %4334 = icmp ne i1 %4333, false
  %4335 = icmp ne i32 %4332, 0
  %4336 = and i1 %4335, %4334
  %4337 = add i32 %4332, 32
  %4338 = select i1 %4336, i32 %4337, i32 %4332
  %4339 = mul nsw i32 %4338, 8
  %4340 = add nsw i32 %4330, %4339
  %4341 = add nsw i32 %4340, 0
  %4342 = icmp slt i32 %4341, %N
  br label %and.end105

and.else104:                                      ; preds = %and.then100
  br label %and.end105

and.end105:                                       ; preds = %and.else104, %and.then103
  %and106 = phi i1 [ %4342, %and.then103 ], [ false, %and.else104 ]
  br i1 %and106, label %and.then107, label %and.else108

and.then107:                                      ; preds = %and.end105
  %4343 = mul nsw i32 %by79, 128
  %4344 = mul nsw i32 %l99, 8
  %4345 = add nsw i32 %4343, %4344
  %4346 = sdiv i32 %tx, 32
  %4347 = srem i32 %tx, 32
  %4348 = icmp slt i32 %4347, 0
  %4349 = icmp ne i1 %4348, false
  %4350 = icmp ne i32 %4347, 0
  %4351 = and i1 %4350, %4349
  %4352 = sub i32 %4346, 1
  %4353 = select i1 %4351, i32 %4352, i32 %4346
  %4354 = add nsw i32 %4345, %4353
  %4355 = icmp slt i32 %4354, %M
  br i1 %4355, label %and.then110, label %and.else111

and.else108:                                      ; preds = %and.end105
  br label %and.end109

and.end109:                                       ; preds = %and.else108, %and.end112
  %and114 = phi i1 [ %and113, %and.end112 ], [ false, %and.else108 ]
  br label %and.end102

and.then110:                                      ; preds = %and.then107
  %4356 = mul nsw i32 %bx78, 256
  %4357 = sdiv i32 %tx, 32
  %4358 = srem i32 %tx, 32
  %4359 = icmp slt i32 %4358, 0
  %4360 = icmp ne i1 %4359, false
  %4361 = icmp ne i32 %4358, 0
  %4362 = and i1 %4361, %4360
  %4363 = add i32 %4358, 32
  %4364 = select i1 %4362, i32 %4363, i32 %4358
  %4365 = mul nsw i32 %4364, 8
  %4366 = add nsw i32 %4356, %4365
  %4367 = add nsw i32 %4366, 7
  %4368 = icmp slt i32 %4367, %N
  br label %and.end112

and.else111:                                      ; preds = %and.then107
  br label %and.end112

and.end112:                                       ; preds = %and.else111, %and.then110
  %and113 = phi i1 [ %4368, %and.then110 ], [ false, %and.else111 ]
  br label %and.end109

if.then116:                                       ; preds = %and.end102
  %4369 = mul nsw i32 %by79, 128
  %4370 = mul nsw i32 %l99, 8
  %4371 = add nsw i32 %4369, %4370
  %4372 = sdiv i32 %tx, 32
  %4373 = srem i32 %tx, 32
  %4374 = icmp slt i32 %4373, 0
  %4375 = icmp ne i1 %4374, false
  %4376 = icmp ne i32 %4373, 0
  %4377 = and i1 %4376, %4375
  %4378 = sub i32 %4372, 1
  %4379 = select i1 %4377, i32 %4378, i32 %4372
  %4380 = add nsw i32 %4371, %4379
  %4381 = mul nsw i32 %4380, %N
  %4382 = mul nsw i32 %bx78, 256
  %4383 = add nsw i32 %4381, %4382
  %4384 = sdiv i32 %tx, 32
  %4385 = srem i32 %tx, 32
  %4386 = icmp slt i32 %4385, 0
  %4387 = icmp ne i1 %4386, false
  %4388 = icmp ne i32 %4385, 0
  %4389 = and i1 %4388, %4387
  %4390 = add i32 %4385, 32
  %4391 = select i1 %4389, i32 %4390, i32 %4385
  %4392 = mul nsw i32 %4391, 8
  %4393 = add nsw i32 %4383, %4392
  %4394 = sext i32 %4393 to i64
  %4395 = getelementptr inbounds half, ptr addrspace(1) %C, i64 %4394
  %4396 = mul nsw i32 %l99, 8
  %4397 = sdiv i32 %tx, 32
  %4398 = srem i32 %tx, 32
  %4399 = icmp slt i32 %4398, 0
  %4400 = icmp ne i1 %4399, false
  %4401 = icmp ne i32 %4398, 0
  %4402 = and i1 %4401, %4400
  %4403 = sub i32 %4397, 1
  %4404 = select i1 %4402, i32 %4403, i32 %4397
  %4405 = add nsw i32 %4396, %4404
  %4406 = mul nsw i32 %4405, 256
  %4407 = sdiv i32 %tx, 32
  %4408 = srem i32 %tx, 32
  %4409 = icmp slt i32 %4408, 0
  %4410 = icmp ne i1 %4409, false
  %4411 = icmp ne i32 %4408, 0
  %4412 = and i1 %4411, %4410
  %4413 = add i32 %4408, 32
  %4414 = select i1 %4412, i32 %4413, i32 %4408
  %4415 = mul nsw i32 %4414, 8
  %4416 = add nsw i32 %4406, %4415
  %4417 = sext i32 %4416 to i64
  %4418 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 98304), i64 %4417
  %4419 = load <8 x half>, ptr addrspace(3) %4418, align 16
  store <8 x half> %4419, ptr addrspace(1) %4395, align 16
  br label %if.end117

if.end117:                                        ; preds = %v.end121, %if.then116
  %l.next130 = add nsw i32 %l99, 1
  br label %l.cond96, !llvm.loop !16

if.else118:                                       ; preds = %and.end102
  br label %v.cond119

v.cond119:                                        ; preds = %if.end128, %if.else118
  %v122 = phi i32 [ 0, %if.else118 ], [ %v.next129, %if.end128 ]
  %4420 = icmp slt i32 %v122, 8
  br i1 %4420, label %v.body120, label %v.end121

v.body120:                                        ; preds = %v.cond119
  %4421 = mul nsw i32 %by79, 128
  %4422 = mul nsw i32 %l99, 8
  %4423 = add nsw i32 %4421, %4422
  %4424 = sdiv i32 %tx, 32
  %4425 = srem i32 %tx, 32
  %4426 = icmp slt i32 %4425, 0
  %4427 = icmp ne i1 %4426, false
  %4428 = icmp ne i32 %4425, 0
  %4429 = and i1 %4428, %4427
  %4430 = sub i32 %4424, 1
  %4431 = select i1 %4429, i32 %4430, i32 %4424
  %4432 = add nsw i32 %4423, %4431
  %4433 = icmp slt i32 %4432, %M
  br i1 %4433, label %and.then123, label %and.else124

v.end121:                                         ; preds = %v.cond119
  br label %if.end117

and.then123:                                      ; preds = %v.body120
  %4434 = mul nsw i32 %bx78, 256
  %4435 = sdiv i32 %tx, 32
  %4436 = srem i32 %tx, 32
  %4437 = icmp slt i32 %4436, 0
  %4438 = icmp ne i1 %4437, false
  %4439 = icmp ne i32 %4436, 0
  %4440 = and i1 %4439, %4438
  %4441 = add i32 %4436, 32
  %4442 = select i1 %4440, i32 %4441, i32 %4436
  %4443 = mul nsw i32 %4442, 8
  %4444 = add nsw i32 %4434, %4443
  %4445 = add nsw i32 %4444, %v122
  %4446 = icmp slt i32 %4445, %N
  br label %and.end125

and.else124:                                      ; preds = %v.body120
  br label %and.end125

and.end125:                                       ; preds = %and.else124, %and.then123
  %and126 = phi i1 [ %4446, %and.then123 ], [ false, %and.else124 ]
  br i1 %and126, label %if.then127, label %if.end128

if.then127:                                       ; preds = %and.end125
  %4447 = mul nsw i32 %by79, 128
  %4448 = mul nsw i32 %l99, 8
  %4449 = add nsw i32 %4447, %4448
  %4450 = sdiv i32 %tx, 32
  %4451 = srem i32 %tx, 32
  %4452 = icmp slt i32 %4451, 0
  %4453 = icmp ne i1 %4452, false
  %4454 = icmp ne i32 %4451, 0
  %4455 = and i1 %4454, %4453
  %4456 = sub i32 %4450, 1
  %4457 = select i1 %4455, i32 %4456, i32 %4450
  %4458 = add nsw i32 %4449, %4457
  %4459 = mul nsw i32 %4458, %N
  %4460 = mul nsw i32 %bx78, 256
  %4461 = add nsw i32 %4459, %4460
  %4462 = sdiv i32 %tx, 32
  %4463 = srem i32 %tx, 32
  %4464 = icmp slt i32 %4463, 0
  %4465 = icmp ne i1 %4464, false
  %4466 = icmp ne i32 %4463, 0
  %4467 = and i1 %4466, %4465
  %4468 = add i32 %4463, 32
  %4469 = select i1 %4467, i32 %4468, i32 %4463
  %4470 = mul nsw i32 %4469, 8
  %4471 = add nsw i32 %4461, %4470
  %4472 = add nsw i32 %4471, %v122
  %4473 = sext i32 %4472 to i64
  %4474 = getelementptr inbounds half, ptr addrspace(1) %C, i64 %4473
  %4475 = mul nsw i32 %l99, 8
  %4476 = sdiv i32 %tx, 32
  %4477 = srem i32 %tx, 32
  %4478 = icmp slt i32 %4477, 0
  %4479 = icmp ne i1 %4478, false
  %4480 = icmp ne i32 %4477, 0
  %4481 = and i1 %4480, %4479
  %4482 = sub i32 %4476, 1
  %4483 = select i1 %4481, i32 %4482, i32 %4476
  %4484 = add nsw i32 %4475, %4483
  %4485 = mul nsw i32 %4484, 256
  %4486 = sdiv i32 %tx, 32
  %4487 = srem i32 %tx, 32
  %4488 = icmp slt i32 %4487, 0
  %4489 = icmp ne i1 %4488, false
  %4490 = icmp ne i32 %4487, 0
  %4491 = and i1 %4490, %4489
  %4492 = add i32 %4487, 32
  %4493 = select i1 %4491, i32 %4492, i32 %4487
  %4494 = mul nsw i32 %4493, 8
  %4495 = add nsw i32 %4485, %4494
  %4496 = add nsw i32 %4495, %v122
  %4497 = sext i32 %4496 to i64
  %4498 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 98304), i64 %4497
  %4499 = load half, ptr addrspace(3) %4498, align 2
  store half %4499, ptr addrspace(1) %4474, align 2
  br label %if.end128

if.end128:                                        ; preds = %if.then127, %and.end125
  %v.next129 = add nsw i32 %v122, 1
  br label %v.cond119, !llvm.loop !17
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #1

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) noalias writeonly, ptr addrspace(1) noalias readonly) #4

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.wait.group(i32 immarg) #0

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #5

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nofree nosync nounwind willreturn }
attributes #4 = { nocallback nounwind memory(argmem: readwrite) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #6 = { convergent }

!llvm.module.flags = !{!0}
!nvvm.annotations = !{!1, !2, !4, !5, !6}

!0 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!1 = !{ptr @gemm_f16_b128x256x64_t256_s3_ps, !"kernel", i32 1}
!2 = !{ptr @gemm_f16_b128x256x64_t256_s3_ps, !"grid_constant", !3}
!3 = !{i32 7, i32 8}
!4 = !{ptr @gemm_f16_b128x256x64_t256_s3_ps, !"reqntidx", i32 384}
!5 = !{ptr @gemm_f16_b128x256x64_t256_s3_ps, !"reqntidy", i32 1}
!6 = !{ptr @gemm_f16_b128x256x64_t256_s3_ps, !"reqntidz", i32 1}
!7 = !{i32 0, i32 384}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.unroll.full"}
!10 = distinct !{!10, !9}
!11 = distinct !{!11, !9}
!12 = distinct !{!12, !9}
!13 = distinct !{!13, !9}
!14 = distinct !{!14, !9}
!15 = distinct !{!15, !9}
!16 = distinct !{!16, !9}
!17 = distinct !{!17, !9}

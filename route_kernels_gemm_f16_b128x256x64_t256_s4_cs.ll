; ModuleID = 'tilec'
source_filename = "tilec"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tl_smem = external addrspace(3) global [0 x i8], align 128

; Function Attrs: nounwind
define void @gemm_f16_b128x256x64_t256_s4_cs(ptr addrspace(1) noalias nocapture readonly %A, ptr addrspace(1) noalias nocapture readonly %B, ptr addrspace(1) noalias nocapture %C, i32 %M, i32 %N, i32 %K, ptr readonly byval([16 x i64]) align 64 %tl_tma_0, ptr readonly byval([16 x i64]) align 64 %tl_tma_1, i32 %tl_tma_ok) #0 {
entry:
  %C_local = alloca [128 x float], align 16
  %ctaid.x = call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ctaid.y = call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %ctaid.z = call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %nctaid.x = call range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %nctaid.y = call range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %0 = urem i32 %ctaid.x, 1
  %1 = urem i32 %ctaid.y, 1
  %2 = udiv i32 %ctaid.x, 1
  %3 = udiv i32 %ctaid.y, 1
  %4 = udiv i32 %nctaid.y, 1
  %5 = udiv i32 %nctaid.x, 1
  %6 = mul i32 %3, %5
  %raster.linear = add i32 %6, %2
  %7 = call i32 @llvm.umin.i32(i32 8, i32 %4)
  %8 = mul i32 %7, %5
  %raster.panel = udiv i32 %raster.linear, %8
  %9 = urem i32 %raster.linear, %8
  %10 = mul i32 %raster.panel, %7
  %11 = sub i32 %4, %10
  %12 = call i32 @llvm.umin.i32(i32 %11, i32 %7)
  %13 = udiv i32 %9, %12
  %14 = urem i32 %9, %12
  %15 = mul i32 %raster.panel, %7
  %16 = add i32 %15, %14
  %17 = and i32 %raster.panel, 1
  %18 = icmp ne i32 %17, 0
  %19 = sub i32 %5, 1
  %20 = sub i32 %19, %13
  %raster.across = select i1 %18, i32 %20, i32 %13
  %21 = mul i32 %raster.across, 1
  %bx = add i32 %21, %0
  %22 = mul i32 %16, 1
  %by = add i32 %22, %1
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !7
  %23 = icmp slt i32 %tx, 256
  br i1 %23, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  br label %l.cond

if.end:                                           ; preds = %l.end, %entry
  %24 = icmp slt i32 %tx, 256
  br i1 %24, label %if.then1, label %if.end2

l.cond:                                           ; preds = %l.body, %if.then
  %l = phi i32 [ 0, %if.then ], [ %l.next, %l.body ]
  %25 = icmp slt i32 %l, 64
  br i1 %25, label %l.body, label %l.end

l.body:                                           ; preds = %l.cond
  %26 = mul nsw i32 %l, 2
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr %C_local, i64 %27
  store <2 x float> zeroinitializer, ptr %28, align 8
  %l.next = add nsw i32 %l, 1
  br label %l.cond, !llvm.loop !8

l.end:                                            ; preds = %l.cond
  br label %if.end

if.then1:                                         ; preds = %if.end
  call void asm sideeffect "bar.sync $0, $1;", "r,r,~{memory}"(i32 1, i32 256) #6
  br label %if.end2

if.end2:                                          ; preds = %if.then1, %if.end
  %29 = icmp eq i32 %tx, 0
  br i1 %29, label %if.then3, label %if.end4

if.then3:                                         ; preds = %if.end2
  %30 = icmp ne i32 %tl_tma_ok, 0
  %31 = select i1 %30, i32 1, i32 256
  call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 196608) to i32), i32 %31) #6
  call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr inbounds (i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 196608), i64 4) to i32), i32 8) #6
  %32 = icmp ne i32 %tl_tma_ok, 0
  %33 = select i1 %32, i32 1, i32 256
  call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr inbounds (i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 196608), i64 1) to i32), i32 %33) #6
  call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr inbounds (i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 196608), i64 5) to i32), i32 8) #6
  %34 = icmp ne i32 %tl_tma_ok, 0
  %35 = select i1 %34, i32 1, i32 256
  call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr inbounds (i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 196608), i64 2) to i32), i32 %35) #6
  call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr inbounds (i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 196608), i64 6) to i32), i32 8) #6
  %36 = icmp ne i32 %tl_tma_ok, 0
  %37 = select i1 %36, i32 1, i32 256
  call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr inbounds (i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 196608), i64 3) to i32), i32 %37) #6
  call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr inbounds (i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 196608), i64 7) to i32), i32 8) #6
  call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #6
  br label %if.end4

if.end4:                                          ; preds = %if.then3, %if.end2
  call void @llvm.nvvm.barrier0()
  %38 = icmp sge i32 %tx, 256
  br i1 %38, label %if.then5, label %if.else

if.then5:                                         ; preds = %if.end4
  call void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 56)
  %39 = icmp ne i32 %tl_tma_ok, 0
  %40 = icmp ne i32 %tx, 256
  %41 = and i1 %39, %40
  br i1 %41, label %if.then7, label %if.end8

if.end6:                                          ; preds = %k.end, %exited77
  %42 = icmp slt i32 %tx, 256
  br i1 %42, label %if.then84, label %if.end85

if.else:                                          ; preds = %if.end4
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 224)
  %43 = add nsw i32 %K, 63
  %44 = sdiv i32 %43, 64
  %45 = srem i32 %43, 64
  %46 = icmp slt i32 %45, 0
  %47 = icmp ne i1 %46, false
  %48 = icmp ne i32 %45, 0
  %49 = and i1 %48, %47
  %50 = sub i32 %44, 1
  %51 = select i1 %49, i32 %50, i32 %44
  %52 = icmp sgt i32 %51, 0
  call void @llvm.assume(i1 %52)
  br label %k.cond

if.then7:                                         ; preds = %if.then5
  ret void

if.end8:                                          ; preds = %exited, %if.then5
  %53 = add nsw i32 %K, 63
  %54 = sdiv i32 %53, 64
  %55 = srem i32 %53, 64
  %56 = icmp slt i32 %55, 0
  %57 = icmp ne i1 %56, false
  %58 = icmp ne i32 %55, 0
  %59 = and i1 %58, %57
  %60 = sub i32 %54, 1
  %61 = select i1 %59, i32 %60, i32 %54
  br label %k_load.cond

exited:                                           ; No predecessors!
  br label %if.end8

k_load.cond:                                      ; preds = %if.end12, %if.end8
  %k_load = phi i32 [ 0, %if.end8 ], [ %k_load.next, %if.end12 ]
  %62 = icmp slt i32 %k_load, %61
  br i1 %62, label %k_load.body, label %k_load.end

k_load.body:                                      ; preds = %k_load.cond
  %63 = icmp sgt i32 %k_load, 3
  br i1 %63, label %if.then9, label %if.end10

k_load.end:                                       ; preds = %k_load.cond
  call void @llvm.nvvm.cp.async.wait.group(i32 0)
  ret void

if.then9:                                         ; preds = %k_load.body
  %64 = sdiv i32 %k_load, 4
  %65 = srem i32 %k_load, 4
  %66 = icmp slt i32 %65, 0
  %67 = icmp ne i1 %66, false
  %68 = icmp ne i32 %65, 0
  %69 = and i1 %68, %67
  %70 = add i32 %65, 4
  %71 = select i1 %69, i32 %70, i32 %65
  %72 = add nsw i32 %71, 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 196608), i64 %73
  %75 = ptrtoint ptr addrspace(3) %74 to i32
  %76 = sdiv i32 %k_load, 4
  %77 = srem i32 %k_load, 4
  %78 = icmp slt i32 %77, 0
  %79 = icmp ne i1 %78, false
  %80 = icmp ne i32 %77, 0
  %81 = and i1 %80, %79
  %82 = sub i32 %76, 1
  %83 = select i1 %81, i32 %82, i32 %76
  %84 = add nsw i32 %83, 1
  %85 = sdiv i32 %84, 2
  %86 = srem i32 %84, 2
  %87 = icmp slt i32 %86, 0
  %88 = icmp ne i1 %87, false
  %89 = icmp ne i32 %86, 0
  %90 = and i1 %89, %88
  %91 = add i32 %86, 2
  %92 = select i1 %90, i32 %91, i32 %86
  br label %mbarrier.wait

if.end10:                                         ; preds = %mbarrier.done, %k_load.body
  %93 = icmp ne i32 %tl_tma_ok, 0
  br i1 %93, label %if.then11, label %if.else13

mbarrier.wait:                                    ; preds = %mbarrier.wait, %if.then9
  %94 = call i32 asm sideeffect "{\0A .reg .pred done;\0A mbarrier.try_wait.parity.shared::cta.b64 done, [$1], $2;\0A selp.u32 $0, 1, 0, done;\0A}", "=r,r,r,~{memory}"(i32 %75, i32 %92) #6
  %95 = icmp ne i32 %94, 0
  br i1 %95, label %mbarrier.done, label %mbarrier.wait

mbarrier.done:                                    ; preds = %mbarrier.wait
  br label %if.end10

if.then11:                                        ; preds = %if.end10
  %96 = icmp eq i32 %tx, 256
  br i1 %96, label %if.then14, label %if.end15

if.end12:                                         ; preds = %ws_round.end, %if.end15
  %k_load.next = add nsw i32 %k_load, 1
  br label %k_load.cond

if.else13:                                        ; preds = %if.end10
  br label %ws_round.cond

if.then14:                                        ; preds = %if.then11
  %97 = sdiv i32 %k_load, 4
  %98 = srem i32 %k_load, 4
  %99 = icmp slt i32 %98, 0
  %100 = icmp ne i1 %99, false
  %101 = icmp ne i32 %98, 0
  %102 = and i1 %101, %100
  %103 = add i32 %98, 4
  %104 = select i1 %102, i32 %103, i32 %98
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 196608), i64 %105
  %107 = ptrtoint ptr addrspace(3) %106 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %107, i32 49152) #6
  %108 = sdiv i32 %k_load, 4
  %109 = srem i32 %k_load, 4
  %110 = icmp slt i32 %109, 0
  %111 = icmp ne i1 %110, false
  %112 = icmp ne i32 %109, 0
  %113 = and i1 %112, %111
  %114 = add i32 %109, 4
  %115 = select i1 %113, i32 %114, i32 %109
  %116 = mul nsw i32 %115, 128
  %117 = mul nsw i32 %116, 64
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 131072), i64 %118
  %120 = ptrtoint ptr addrspace(3) %119 to i32
  %121 = mul nsw i32 %k_load, 64
  %122 = mul nsw i32 %by, 128
  %123 = sdiv i32 %k_load, 4
  %124 = srem i32 %k_load, 4
  %125 = icmp slt i32 %124, 0
  %126 = icmp ne i1 %125, false
  %127 = icmp ne i32 %124, 0
  %128 = and i1 %127, %126
  %129 = add i32 %124, 4
  %130 = select i1 %128, i32 %129, i32 %124
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 196608), i64 %131
  %133 = ptrtoint ptr addrspace(3) %132 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %120, ptr %tl_tma_0, i32 %121, i32 %122, i32 %133) #6
  %134 = sdiv i32 %k_load, 4
  %135 = srem i32 %k_load, 4
  %136 = icmp slt i32 %135, 0
  %137 = icmp ne i1 %136, false
  %138 = icmp ne i32 %135, 0
  %139 = and i1 %138, %137
  %140 = add i32 %135, 4
  %141 = select i1 %139, i32 %140, i32 %135
  %142 = mul nsw i32 %141, 256
  %143 = mul nsw i32 %142, 64
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %144
  %146 = ptrtoint ptr addrspace(3) %145 to i32
  %147 = mul nsw i32 %bx, 256
  %148 = mul nsw i32 %k_load, 64
  %149 = sdiv i32 %k_load, 4
  %150 = srem i32 %k_load, 4
  %151 = icmp slt i32 %150, 0
  %152 = icmp ne i1 %151, false
  %153 = icmp ne i32 %150, 0
  %154 = and i1 %153, %152
  %155 = add i32 %150, 4
  %156 = select i1 %154, i32 %155, i32 %150
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 196608), i64 %157
  %159 = ptrtoint ptr addrspace(3) %158 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %146, ptr %tl_tma_1, i32 %147, i32 %148, i32 %159) #6
  %160 = sdiv i32 %k_load, 4
  %161 = srem i32 %k_load, 4
  %162 = icmp slt i32 %161, 0
  %163 = icmp ne i1 %162, false
  %164 = icmp ne i32 %161, 0
  %165 = and i1 %164, %163
  %166 = add i32 %161, 4
  %167 = select i1 %165, i32 %166, i32 %161
  %168 = mul nsw i32 %167, 256
  %169 = add nsw i32 %168, 64
  %170 = mul nsw i32 %169, 64
  %171 = sext i32 %170 to i64
  %172 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %171
  %173 = ptrtoint ptr addrspace(3) %172 to i32
  %174 = mul nsw i32 %bx, 256
  %175 = add nsw i32 %174, 64
  %176 = mul nsw i32 %k_load, 64
  %177 = sdiv i32 %k_load, 4
  %178 = srem i32 %k_load, 4
  %179 = icmp slt i32 %178, 0
  %180 = icmp ne i1 %179, false
  %181 = icmp ne i32 %178, 0
  %182 = and i1 %181, %180
  %183 = add i32 %178, 4
  %184 = select i1 %182, i32 %183, i32 %178
  %185 = sext i32 %184 to i64
  %186 = getelementptr inbounds i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 196608), i64 %185
  %187 = ptrtoint ptr addrspace(3) %186 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %173, ptr %tl_tma_1, i32 %175, i32 %176, i32 %187) #6
  %188 = sdiv i32 %k_load, 4
  %189 = srem i32 %k_load, 4
  %190 = icmp slt i32 %189, 0
  %191 = icmp ne i1 %190, false
  %192 = icmp ne i32 %189, 0
  %193 = and i1 %192, %191
  %194 = add i32 %189, 4
  %195 = select i1 %193, i32 %194, i32 %189
  %196 = mul nsw i32 %195, 256
  %197 = add nsw i32 %196, 128
  %198 = mul nsw i32 %197, 64
  %199 = sext i32 %198 to i64
  %200 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %199
  %201 = ptrtoint ptr addrspace(3) %200 to i32
  %202 = mul nsw i32 %bx, 256
  %203 = add nsw i32 %202, 128
  %204 = mul nsw i32 %k_load, 64
  %205 = sdiv i32 %k_load, 4
  %206 = srem i32 %k_load, 4
  %207 = icmp slt i32 %206, 0
  %208 = icmp ne i1 %207, false
  %209 = icmp ne i32 %206, 0
  %210 = and i1 %209, %208
  %211 = add i32 %206, 4
  %212 = select i1 %210, i32 %211, i32 %206
  %213 = sext i32 %212 to i64
  %214 = getelementptr inbounds i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 196608), i64 %213
  %215 = ptrtoint ptr addrspace(3) %214 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %201, ptr %tl_tma_1, i32 %203, i32 %204, i32 %215) #6
  %216 = sdiv i32 %k_load, 4
  %217 = srem i32 %k_load, 4
  %218 = icmp slt i32 %217, 0
  %219 = icmp ne i1 %218, false
  %220 = icmp ne i32 %217, 0
  %221 = and i1 %220, %219
  %222 = add i32 %217, 4
  %223 = select i1 %221, i32 %222, i32 %217
  %224 = mul nsw i32 %223, 256
  %225 = add nsw i32 %224, 192
  %226 = mul nsw i32 %225, 64
  %227 = sext i32 %226 to i64
  %228 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %227
  %229 = ptrtoint ptr addrspace(3) %228 to i32
  %230 = mul nsw i32 %bx, 256
  %231 = add nsw i32 %230, 192
  %232 = mul nsw i32 %k_load, 64
  %233 = sdiv i32 %k_load, 4
  %234 = srem i32 %k_load, 4
  %235 = icmp slt i32 %234, 0
  %236 = icmp ne i1 %235, false
  %237 = icmp ne i32 %234, 0
  %238 = and i1 %237, %236
  %239 = add i32 %234, 4
  %240 = select i1 %238, i32 %239, i32 %234
  %241 = sext i32 %240 to i64
  %242 = getelementptr inbounds i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 196608), i64 %241
  %243 = ptrtoint ptr addrspace(3) %242 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %229, ptr %tl_tma_1, i32 %231, i32 %232, i32 %243) #6
  br label %if.end15

if.end15:                                         ; preds = %if.then14, %if.then11
  br label %if.end12

ws_round.cond:                                    ; preds = %l.end42, %if.else13
  %ws_round = phi i32 [ 0, %if.else13 ], [ %ws_round.next, %l.end42 ]
  %244 = icmp slt i32 %ws_round, 2
  br i1 %244, label %ws_round.body, label %ws_round.end

ws_round.body:                                    ; preds = %ws_round.cond
  br label %l.cond16

ws_round.end:                                     ; preds = %ws_round.cond
  %245 = sdiv i32 %k_load, 4
  %246 = srem i32 %k_load, 4
  %247 = icmp slt i32 %246, 0
  %248 = icmp ne i1 %247, false
  %249 = icmp ne i32 %246, 0
  %250 = and i1 %249, %248
  %251 = add i32 %246, 4
  %252 = select i1 %250, i32 %251, i32 %246
  %253 = sext i32 %252 to i64
  %254 = getelementptr inbounds i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 196608), i64 %253
  %255 = ptrtoint ptr addrspace(3) %254 to i32
  call void asm sideeffect "{\0A .reg .b64 state;\0A mbarrier.arrive.shared::cta.b64 state, [$0];\0A}", "r,~{memory}"(i32 %255) #6
  %256 = sdiv i32 %k_load, 4
  %257 = srem i32 %k_load, 4
  %258 = icmp slt i32 %257, 0
  %259 = icmp ne i1 %258, false
  %260 = icmp ne i32 %257, 0
  %261 = and i1 %260, %259
  %262 = add i32 %257, 4
  %263 = select i1 %261, i32 %262, i32 %257
  %264 = sext i32 %263 to i64
  %265 = getelementptr inbounds i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 196608), i64 %264
  %266 = ptrtoint ptr addrspace(3) %265 to i32
  call void asm sideeffect "cp.async.mbarrier.arrive.noinc.shared::cta.b64 [$0];", "r,~{memory}"(i32 %266) #6
  br label %if.end12

l.cond16:                                         ; preds = %if.end33, %ws_round.body
  %l19 = phi i32 [ 0, %ws_round.body ], [ %l.next39, %if.end33 ]
  %267 = icmp slt i32 %l19, 4
  br i1 %267, label %l.body17, label %l.end18

l.body17:                                         ; preds = %l.cond16
  %268 = sdiv i32 %K, 8
  %269 = srem i32 %K, 8
  %270 = icmp slt i32 %269, 0
  %271 = icmp ne i1 %270, false
  %272 = icmp ne i32 %269, 0
  %273 = and i1 %272, %271
  %274 = add i32 %269, 8
  %275 = select i1 %273, i32 %274, i32 %269
  %276 = icmp eq i32 %275, 0
  br i1 %276, label %and.then, label %and.else

l.end18:                                          ; preds = %l.cond16
  br label %l.cond40

and.then:                                         ; preds = %l.body17
  %277 = mul nsw i32 %by, 128
  %278 = mul nsw i32 %l19, 32
  %279 = add nsw i32 %277, %278
  %280 = sub nsw i32 %tx, 256
  %281 = mul nsw i32 %ws_round, 128
  %282 = add nsw i32 %280, %281
  %283 = sdiv i32 %282, 8
  %284 = srem i32 %282, 8
  %285 = icmp slt i32 %284, 0
  %286 = icmp ne i1 %285, false
  %287 = icmp ne i32 %284, 0
  %288 = and i1 %287, %286
  %289 = sub i32 %283, 1
  %290 = select i1 %288, i32 %289, i32 %283
  %291 = add nsw i32 %279, %290
  %292 = icmp slt i32 %291, %M
  br i1 %292, label %and.then20, label %and.else21

and.else:                                         ; preds = %l.body17
  br label %and.end

and.end:                                          ; preds = %and.else, %and.end25
  %and31 = phi i1 [ %and30, %and.end25 ], [ false, %and.else ]
  br i1 %and31, label %if.then32, label %if.else34

and.then20:                                       ; preds = %and.then
  %293 = mul nsw i32 %k_load, 64
  %294 = sub nsw i32 %tx, 256
  %295 = mul nsw i32 %ws_round, 128
  %296 = add nsw i32 %294, %295
  %297 = sdiv i32 %296, 8
  %298 = srem i32 %296, 8
  %299 = icmp slt i32 %298, 0
  %300 = icmp ne i1 %299, false
  %301 = icmp ne i32 %298, 0
  %302 = and i1 %301, %300
  %303 = add i32 %298, 8
  %304 = select i1 %302, i32 %303, i32 %298
  %305 = mul nsw i32 %304, 8
  %306 = add nsw i32 %293, %305
  %307 = add nsw i32 %306, 0
  %308 = icmp slt i32 %307, %K
  br label %and.end22

and.else21:                                       ; preds = %and.then
  br label %and.end22

and.end22:                                        ; preds = %and.else21, %and.then20
  %and = phi i1 [ %308, %and.then20 ], [ false, %and.else21 ]
  br i1 %and, label %and.then23, label %and.else24

and.then23:                                       ; preds = %and.end22
  %309 = mul nsw i32 %by, 128
  %310 = mul nsw i32 %l19, 32
  %311 = add nsw i32 %309, %310
  %312 = sub nsw i32 %tx, 256
  %313 = mul nsw i32 %ws_round, 128
  %314 = add nsw i32 %312, %313
  %315 = sdiv i32 %314, 8
  %316 = srem i32 %314, 8
  %317 = icmp slt i32 %316, 0
  %318 = icmp ne i1 %317, false
  %319 = icmp ne i32 %316, 0
  %320 = and i1 %319, %318
  %321 = sub i32 %315, 1
  %322 = select i1 %320, i32 %321, i32 %315
  %323 = add nsw i32 %311, %322
  %324 = icmp slt i32 %323, %M
  br i1 %324, label %and.then26, label %and.else27

and.else24:                                       ; preds = %and.end22
  br label %and.end25

and.end25:                                        ; preds = %and.else24, %and.end28
  %and30 = phi i1 [ %and29, %and.end28 ], [ false, %and.else24 ]
  br label %and.end

and.then26:                                       ; preds = %and.then23
  %325 = mul nsw i32 %k_load, 64
  %326 = sub nsw i32 %tx, 256
  %327 = mul nsw i32 %ws_round, 128
  %328 = add nsw i32 %326, %327
  %329 = sdiv i32 %328, 8
  %330 = srem i32 %328, 8
  %331 = icmp slt i32 %330, 0
  %332 = icmp ne i1 %331, false
  %333 = icmp ne i32 %330, 0
  %334 = and i1 %333, %332
  %335 = add i32 %330, 8
  %336 = select i1 %334, i32 %335, i32 %330
  %337 = mul nsw i32 %336, 8
  %338 = add nsw i32 %325, %337
  %339 = add nsw i32 %338, 7
  %340 = icmp slt i32 %339, %K
  br label %and.end28

and.else27:                                       ; preds = %and.then23
  br label %and.end28

and.end28:                                        ; preds = %and.else27, %and.then26
  %and29 = phi i1 [ %340, %and.then26 ], [ false, %and.else27 ]
  br label %and.end25

if.then32:                                        ; preds = %and.end
  %341 = sdiv i32 %k_load, 4
  %342 = srem i32 %k_load, 4
  %343 = icmp slt i32 %342, 0
  %344 = icmp ne i1 %343, false
  %345 = icmp ne i32 %342, 0
  %346 = and i1 %345, %344
  %347 = add i32 %342, 4
  %348 = select i1 %346, i32 %347, i32 %342
  %349 = mul nsw i32 %348, 128
  %350 = mul nsw i32 %l19, 32
  %351 = add nsw i32 %349, %350
  %352 = sub nsw i32 %tx, 256
  %353 = mul nsw i32 %ws_round, 128
  %354 = add nsw i32 %352, %353
  %355 = sdiv i32 %354, 8
  %356 = srem i32 %354, 8
  %357 = icmp slt i32 %356, 0
  %358 = icmp ne i1 %357, false
  %359 = icmp ne i32 %356, 0
  %360 = and i1 %359, %358
  %361 = sub i32 %355, 1
  %362 = select i1 %360, i32 %361, i32 %355
  %363 = add nsw i32 %351, %362
  %364 = mul nsw i32 %363, 64
  %365 = sub nsw i32 %tx, 256
  %366 = mul nsw i32 %ws_round, 128
  %367 = add nsw i32 %365, %366
  %368 = sdiv i32 %367, 8
  %369 = srem i32 %367, 8
  %370 = icmp slt i32 %369, 0
  %371 = icmp ne i1 %370, false
  %372 = icmp ne i32 %369, 0
  %373 = and i1 %372, %371
  %374 = add i32 %369, 8
  %375 = select i1 %373, i32 %374, i32 %369
  %376 = sub nsw i32 %tx, 256
  %377 = mul nsw i32 %ws_round, 128
  %378 = add nsw i32 %376, %377
  %379 = sdiv i32 %378, 8
  %380 = srem i32 %378, 8
  %381 = icmp slt i32 %380, 0
  %382 = icmp ne i1 %381, false
  %383 = icmp ne i32 %380, 0
  %384 = and i1 %383, %382
  %385 = sub i32 %379, 1
  %386 = select i1 %384, i32 %385, i32 %379
  %387 = sdiv i32 %386, 8
  %388 = srem i32 %386, 8
  %389 = icmp slt i32 %388, 0
  %390 = icmp ne i1 %389, false
  %391 = icmp ne i32 %388, 0
  %392 = and i1 %391, %390
  %393 = add i32 %388, 8
  %394 = select i1 %392, i32 %393, i32 %388
  %395 = xor i32 %375, %394
  %396 = sdiv i32 %395, 8
  %397 = srem i32 %395, 8
  %398 = icmp slt i32 %397, 0
  %399 = icmp ne i1 %398, false
  %400 = icmp ne i32 %397, 0
  %401 = and i1 %400, %399
  %402 = add i32 %397, 8
  %403 = select i1 %401, i32 %402, i32 %397
  %404 = mul nsw i32 %403, 8
  %405 = add nsw i32 %364, %404
  %406 = sext i32 %405 to i64
  %407 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 131072), i64 %406
  %408 = mul nsw i32 %by, 128
  %409 = mul nsw i32 %l19, 32
  %410 = add nsw i32 %408, %409
  %411 = sub nsw i32 %tx, 256
  %412 = mul nsw i32 %ws_round, 128
  %413 = add nsw i32 %411, %412
  %414 = sdiv i32 %413, 8
  %415 = srem i32 %413, 8
  %416 = icmp slt i32 %415, 0
  %417 = icmp ne i1 %416, false
  %418 = icmp ne i32 %415, 0
  %419 = and i1 %418, %417
  %420 = sub i32 %414, 1
  %421 = select i1 %419, i32 %420, i32 %414
  %422 = add nsw i32 %410, %421
  %423 = mul nsw i32 %422, %K
  %424 = mul nsw i32 %k_load, 64
  %425 = add nsw i32 %423, %424
  %426 = sub nsw i32 %tx, 256
  %427 = mul nsw i32 %ws_round, 128
  %428 = add nsw i32 %426, %427
  %429 = sdiv i32 %428, 8
  %430 = srem i32 %428, 8
  %431 = icmp slt i32 %430, 0
  %432 = icmp ne i1 %431, false
  %433 = icmp ne i32 %430, 0
  %434 = and i1 %433, %432
  %435 = add i32 %430, 8
  %436 = select i1 %434, i32 %435, i32 %430
  %437 = mul nsw i32 %436, 8
  %438 = add nsw i32 %425, %437
  %439 = sext i32 %438 to i64
  %440 = getelementptr inbounds half, ptr addrspace(1) %A, i64 %439
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %407, ptr addrspace(1) %440)
  br label %if.end33

if.end33:                                         ; preds = %v.end, %if.then32
  %l.next39 = add nsw i32 %l19, 1
  br label %l.cond16, !llvm.loop !10

if.else34:                                        ; preds = %and.end
  br label %v.cond

v.cond:                                           ; preds = %select.end, %if.else34
  %v = phi i32 [ 0, %if.else34 ], [ %v.next, %select.end ]
  %441 = icmp slt i32 %v, 8
  br i1 %441, label %v.body, label %v.end

v.body:                                           ; preds = %v.cond
  %442 = sdiv i32 %k_load, 4
  %443 = srem i32 %k_load, 4
  %444 = icmp slt i32 %443, 0
  %445 = icmp ne i1 %444, false
  %446 = icmp ne i32 %443, 0
  %447 = and i1 %446, %445
  %448 = add i32 %443, 4
  %449 = select i1 %447, i32 %448, i32 %443
  %450 = mul nsw i32 %449, 128
  %451 = mul nsw i32 %l19, 32
  %452 = add nsw i32 %450, %451
  %453 = sub nsw i32 %tx, 256
  %454 = mul nsw i32 %ws_round, 128
  %455 = add nsw i32 %453, %454
  %456 = sdiv i32 %455, 8
  %457 = srem i32 %455, 8
  %458 = icmp slt i32 %457, 0
  %459 = icmp ne i1 %458, false
  %460 = icmp ne i32 %457, 0
  %461 = and i1 %460, %459
  %462 = sub i32 %456, 1
  %463 = select i1 %461, i32 %462, i32 %456
  %464 = add nsw i32 %452, %463
  %465 = mul nsw i32 %464, 64
  %466 = sub nsw i32 %tx, 256
  %467 = mul nsw i32 %ws_round, 128
  %468 = add nsw i32 %466, %467
  %469 = sdiv i32 %468, 8
  %470 = srem i32 %468, 8
  %471 = icmp slt i32 %470, 0
  %472 = icmp ne i1 %471, false
  %473 = icmp ne i32 %470, 0
  %474 = and i1 %473, %472
  %475 = add i32 %470, 8
  %476 = select i1 %474, i32 %475, i32 %470
  %477 = sub nsw i32 %tx, 256
  %478 = mul nsw i32 %ws_round, 128
  %479 = add nsw i32 %477, %478
  %480 = sdiv i32 %479, 8
  %481 = srem i32 %479, 8
  %482 = icmp slt i32 %481, 0
  %483 = icmp ne i1 %482, false
  %484 = icmp ne i32 %481, 0
  %485 = and i1 %484, %483
  %486 = sub i32 %480, 1
  %487 = select i1 %485, i32 %486, i32 %480
  %488 = sdiv i32 %487, 8
  %489 = srem i32 %487, 8
  %490 = icmp slt i32 %489, 0
  %491 = icmp ne i1 %490, false
  %492 = icmp ne i32 %489, 0
  %493 = and i1 %492, %491
  %494 = add i32 %489, 8
  %495 = select i1 %493, i32 %494, i32 %489
  %496 = xor i32 %476, %495
  %497 = sdiv i32 %496, 8
  %498 = srem i32 %496, 8
  %499 = icmp slt i32 %498, 0
  %500 = icmp ne i1 %499, false
  %501 = icmp ne i32 %498, 0
  %502 = and i1 %501, %500
  %503 = add i32 %498, 8
  %504 = select i1 %502, i32 %503, i32 %498
  %505 = mul nsw i32 %504, 8
  %506 = add nsw i32 %465, %505
  %507 = add nsw i32 %506, %v
  %508 = sext i32 %507 to i64
  %509 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 131072), i64 %508
  %510 = mul nsw i32 %by, 128
  %511 = mul nsw i32 %l19, 32
  %512 = add nsw i32 %510, %511
  %513 = sub nsw i32 %tx, 256
  %514 = mul nsw i32 %ws_round, 128
  %515 = add nsw i32 %513, %514
  %516 = sdiv i32 %515, 8
  %517 = srem i32 %515, 8
  %518 = icmp slt i32 %517, 0
  %519 = icmp ne i1 %518, false
  %520 = icmp ne i32 %517, 0
  %521 = and i1 %520, %519
  %522 = sub i32 %516, 1
  %523 = select i1 %521, i32 %522, i32 %516
  %524 = add nsw i32 %512, %523
  %525 = icmp slt i32 %524, %M
  br i1 %525, label %and.then35, label %and.else36

v.end:                                            ; preds = %v.cond
  br label %if.end33

and.then35:                                       ; preds = %v.body
  %526 = mul nsw i32 %k_load, 64
  %527 = sub nsw i32 %tx, 256
  %528 = mul nsw i32 %ws_round, 128
  %529 = add nsw i32 %527, %528
  %530 = sdiv i32 %529, 8
  %531 = srem i32 %529, 8
  %532 = icmp slt i32 %531, 0
  %533 = icmp ne i1 %532, false
  %534 = icmp ne i32 %531, 0
  %535 = and i1 %534, %533
  %536 = add i32 %531, 8
  %537 = select i1 %535, i32 %536, i32 %531
  %538 = mul nsw i32 %537, 8
  %539 = add nsw i32 %526, %538
  %540 = add nsw i32 %539, %v
  %541 = icmp slt i32 %540, %K
  br label %and.end37

and.else36:                                       ; preds = %v.body
  br label %and.end37

and.end37:                                        ; preds = %and.else36, %and.then35
  %and38 = phi i1 [ %541, %and.then35 ], [ false, %and.else36 ]
  br i1 %and38, label %select.then, label %select.else

select.then:                                      ; preds = %and.end37
  %542 = mul nsw i32 %by, 128
  %543 = mul nsw i32 %l19, 32
  %544 = add nsw i32 %542, %543
  %545 = sub nsw i32 %tx, 256
  %546 = mul nsw i32 %ws_round, 128
  %547 = add nsw i32 %545, %546
  %548 = sdiv i32 %547, 8
  %549 = srem i32 %547, 8
  %550 = icmp slt i32 %549, 0
  %551 = icmp ne i1 %550, false
  %552 = icmp ne i32 %549, 0
  %553 = and i1 %552, %551
  %554 = sub i32 %548, 1
  %555 = select i1 %553, i32 %554, i32 %548
  %556 = add nsw i32 %544, %555
  %557 = mul nsw i32 %556, %K
  %558 = mul nsw i32 %k_load, 64
  %559 = add nsw i32 %557, %558
  %560 = sub nsw i32 %tx, 256
  %561 = mul nsw i32 %ws_round, 128
  %562 = add nsw i32 %560, %561
  %563 = sdiv i32 %562, 8
  %564 = srem i32 %562, 8
  %565 = icmp slt i32 %564, 0
  %566 = icmp ne i1 %565, false
  %567 = icmp ne i32 %564, 0
  %568 = and i1 %567, %566
  %569 = add i32 %564, 8
  %570 = select i1 %568, i32 %569, i32 %564
  %571 = mul nsw i32 %570, 8
  %572 = add nsw i32 %559, %571
  %573 = add nsw i32 %572, %v
  %574 = sext i32 %573 to i64
  %575 = getelementptr inbounds half, ptr addrspace(1) %A, i64 %574
  %576 = load half, ptr addrspace(1) %575, align 2
  br label %select.end

select.else:                                      ; preds = %and.end37
  br label %select.end

select.end:                                       ; preds = %select.else, %select.then
  %select = phi half [ %576, %select.then ], [ 0xH0000, %select.else ]
  store half %select, ptr addrspace(3) %509, align 2
  %v.next = add nsw i32 %v, 1
  br label %v.cond, !llvm.loop !11

l.cond40:                                         ; preds = %if.end61, %l.end18
  %l43 = phi i32 [ 0, %l.end18 ], [ %l.next76, %if.end61 ]
  %577 = icmp slt i32 %l43, 8
  br i1 %577, label %l.body41, label %l.end42

l.body41:                                         ; preds = %l.cond40
  %578 = sdiv i32 %N, 8
  %579 = srem i32 %N, 8
  %580 = icmp slt i32 %579, 0
  %581 = icmp ne i1 %580, false
  %582 = icmp ne i32 %579, 0
  %583 = and i1 %582, %581
  %584 = add i32 %579, 8
  %585 = select i1 %583, i32 %584, i32 %579
  %586 = icmp eq i32 %585, 0
  br i1 %586, label %and.then44, label %and.else45

l.end42:                                          ; preds = %l.cond40
  %ws_round.next = add nsw i32 %ws_round, 1
  br label %ws_round.cond, !llvm.loop !12

and.then44:                                       ; preds = %l.body41
  %587 = mul nsw i32 %k_load, 64
  %588 = mul nsw i32 %l43, 8
  %589 = add nsw i32 %587, %588
  %590 = sub nsw i32 %tx, 256
  %591 = mul nsw i32 %ws_round, 128
  %592 = add nsw i32 %590, %591
  %593 = sdiv i32 %592, 32
  %594 = srem i32 %592, 32
  %595 = icmp slt i32 %594, 0
  %596 = icmp ne i1 %595, false
  %597 = icmp ne i32 %594, 0
  %598 = and i1 %597, %596
  %599 = sub i32 %593, 1
  %600 = select i1 %598, i32 %599, i32 %593
  %601 = add nsw i32 %589, %600
  %602 = icmp slt i32 %601, %K
  br i1 %602, label %and.then47, label %and.else48

and.else45:                                       ; preds = %l.body41
  br label %and.end46

and.end46:                                        ; preds = %and.else45, %and.end53
  %and59 = phi i1 [ %and58, %and.end53 ], [ false, %and.else45 ]
  br i1 %and59, label %if.then60, label %if.else62

and.then47:                                       ; preds = %and.then44
  %603 = mul nsw i32 %bx, 256
  %604 = sub nsw i32 %tx, 256
  %605 = mul nsw i32 %ws_round, 128
  %606 = add nsw i32 %604, %605
  %607 = sdiv i32 %606, 32
  %608 = srem i32 %606, 32
  %609 = icmp slt i32 %608, 0
  %610 = icmp ne i1 %609, false
  %611 = icmp ne i32 %608, 0
  %612 = and i1 %611, %610
  %613 = add i32 %608, 32
  %614 = select i1 %612, i32 %613, i32 %608
  %615 = mul nsw i32 %614, 8
  %616 = add nsw i32 %603, %615
  %617 = add nsw i32 %616, 0
  %618 = icmp slt i32 %617, %N
  br label %and.end49

and.else48:                                       ; preds = %and.then44
  br label %and.end49

and.end49:                                        ; preds = %and.else48, %and.then47
  %and50 = phi i1 [ %618, %and.then47 ], [ false, %and.else48 ]
  br i1 %and50, label %and.then51, label %and.else52

and.then51:                                       ; preds = %and.end49
  %619 = mul nsw i32 %k_load, 64
  %620 = mul nsw i32 %l43, 8
  %621 = add nsw i32 %619, %620
  %622 = sub nsw i32 %tx, 256
  %623 = mul nsw i32 %ws_round, 128
  %624 = add nsw i32 %622, %623
  %625 = sdiv i32 %624, 32
  %626 = srem i32 %624, 32
  %627 = icmp slt i32 %626, 0
  %628 = icmp ne i1 %627, false
  %629 = icmp ne i32 %626, 0
  %630 = and i1 %629, %628
  %631 = sub i32 %625, 1
  %632 = select i1 %630, i32 %631, i32 %625
  %633 = add nsw i32 %621, %632
  %634 = icmp slt i32 %633, %K
  br i1 %634, label %and.then54, label %and.else55

and.else52:                                       ; preds = %and.end49
  br label %and.end53

and.end53:                                        ; preds = %and.else52, %and.end56
  %and58 = phi i1 [ %and57, %and.end56 ], [ false, %and.else52 ]
  br label %and.end46

and.then54:                                       ; preds = %and.then51
  %635 = mul nsw i32 %bx, 256
  %636 = sub nsw i32 %tx, 256
  %637 = mul nsw i32 %ws_round, 128
  %638 = add nsw i32 %636, %637
  %639 = sdiv i32 %638, 32
  %640 = srem i32 %638, 32
  %641 = icmp slt i32 %640, 0
  %642 = icmp ne i1 %641, false
  %643 = icmp ne i32 %640, 0
  %644 = and i1 %643, %642
  %645 = add i32 %640, 32
  %646 = select i1 %644, i32 %645, i32 %640
  %647 = mul nsw i32 %646, 8
  %648 = add nsw i32 %635, %647
  %649 = add nsw i32 %648, 7
  %650 = icmp slt i32 %649, %N
  br label %and.end56

and.else55:                                       ; preds = %and.then51
  br label %and.end56

and.end56:                                        ; preds = %and.else55, %and.then54
  %and57 = phi i1 [ %650, %and.then54 ], [ false, %and.else55 ]
  br label %and.end53

if.then60:                                        ; preds = %and.end46
  %651 = sdiv i32 %k_load, 4
  %652 = srem i32 %k_load, 4
  %653 = icmp slt i32 %652, 0
  %654 = icmp ne i1 %653, false
  %655 = icmp ne i32 %652, 0
  %656 = and i1 %655, %654
  %657 = add i32 %652, 4
  %658 = select i1 %656, i32 %657, i32 %652
  %659 = mul nsw i32 %658, 256
  %660 = sub nsw i32 %tx, 256
  %661 = mul nsw i32 %ws_round, 128
  %662 = add nsw i32 %660, %661
  %663 = sdiv i32 %662, 8
  %664 = srem i32 %662, 8
  %665 = icmp slt i32 %664, 0
  %666 = icmp ne i1 %665, false
  %667 = icmp ne i32 %664, 0
  %668 = and i1 %667, %666
  %669 = sub i32 %663, 1
  %670 = select i1 %668, i32 %669, i32 %663
  %671 = sdiv i32 %670, 4
  %672 = srem i32 %670, 4
  %673 = icmp slt i32 %672, 0
  %674 = icmp ne i1 %673, false
  %675 = icmp ne i32 %672, 0
  %676 = and i1 %675, %674
  %677 = add i32 %672, 4
  %678 = select i1 %676, i32 %677, i32 %672
  %679 = mul nsw i32 %678, 64
  %680 = add nsw i32 %659, %679
  %681 = mul nsw i32 %l43, 8
  %682 = add nsw i32 %680, %681
  %683 = sub nsw i32 %tx, 256
  %684 = mul nsw i32 %ws_round, 128
  %685 = add nsw i32 %683, %684
  %686 = sdiv i32 %685, 32
  %687 = srem i32 %685, 32
  %688 = icmp slt i32 %687, 0
  %689 = icmp ne i1 %688, false
  %690 = icmp ne i32 %687, 0
  %691 = and i1 %690, %689
  %692 = sub i32 %686, 1
  %693 = select i1 %691, i32 %692, i32 %686
  %694 = add nsw i32 %682, %693
  %695 = mul nsw i32 %694, 64
  %696 = sub nsw i32 %tx, 256
  %697 = mul nsw i32 %ws_round, 128
  %698 = add nsw i32 %696, %697
  %699 = sdiv i32 %698, 8
  %700 = srem i32 %698, 8
  %701 = icmp slt i32 %700, 0
  %702 = icmp ne i1 %701, false
  %703 = icmp ne i32 %700, 0
  %704 = and i1 %703, %702
  %705 = add i32 %700, 8
  %706 = select i1 %704, i32 %705, i32 %700
  %707 = sub nsw i32 %tx, 256
  %708 = mul nsw i32 %ws_round, 128
  %709 = add nsw i32 %707, %708
  %710 = sdiv i32 %709, 32
  %711 = srem i32 %709, 32
  %712 = icmp slt i32 %711, 0
  %713 = icmp ne i1 %712, false
  %714 = icmp ne i32 %711, 0
  %715 = and i1 %714, %713
  %716 = sub i32 %710, 1
  %717 = select i1 %715, i32 %716, i32 %710
  %718 = xor i32 %706, %717
  %719 = sdiv i32 %718, 8
  %720 = srem i32 %718, 8
  %721 = icmp slt i32 %720, 0
  %722 = icmp ne i1 %721, false
  %723 = icmp ne i32 %720, 0
  %724 = and i1 %723, %722
  %725 = add i32 %720, 8
  %726 = select i1 %724, i32 %725, i32 %720
  %727 = mul nsw i32 %726, 8
  %728 = add nsw i32 %695, %727
  %729 = sext i32 %728 to i64
  %730 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %729
  %731 = mul nsw i32 %k_load, 64
  %732 = mul nsw i32 %l43, 8
  %733 = add nsw i32 %731, %732
  %734 = sub nsw i32 %tx, 256
  %735 = mul nsw i32 %ws_round, 128
  %736 = add nsw i32 %734, %735
  %737 = sdiv i32 %736, 32
  %738 = srem i32 %736, 32
  %739 = icmp slt i32 %738, 0
  %740 = icmp ne i1 %739, false
  %741 = icmp ne i32 %738, 0
  %742 = and i1 %741, %740
  %743 = sub i32 %737, 1
  %744 = select i1 %742, i32 %743, i32 %737
  %745 = add nsw i32 %733, %744
  %746 = mul nsw i32 %745, %N
  %747 = mul nsw i32 %bx, 256
  %748 = add nsw i32 %746, %747
  %749 = sub nsw i32 %tx, 256
  %750 = mul nsw i32 %ws_round, 128
  %751 = add nsw i32 %749, %750
  %752 = sdiv i32 %751, 32
  %753 = srem i32 %751, 32
  %754 = icmp slt i32 %753, 0
  %755 = icmp ne i1 %754, false
  %756 = icmp ne i32 %753, 0
  %757 = and i1 %756, %755
  %758 = add i32 %753, 32
  %759 = select i1 %757, i32 %758, i32 %753
  %760 = mul nsw i32 %759, 8
  %761 = add nsw i32 %748, %760
  %762 = sext i32 %761 to i64
  %763 = getelementptr inbounds half, ptr addrspace(1) %B, i64 %762
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %730, ptr addrspace(1) %763)
  br label %if.end61

if.end61:                                         ; preds = %v.end65, %if.then60
  %l.next76 = add nsw i32 %l43, 1
  br label %l.cond40, !llvm.loop !13

if.else62:                                        ; preds = %and.end46
  br label %v.cond63

v.cond63:                                         ; preds = %select.end73, %if.else62
  %v66 = phi i32 [ 0, %if.else62 ], [ %v.next75, %select.end73 ]
  %764 = icmp slt i32 %v66, 8
  br i1 %764, label %v.body64, label %v.end65

v.body64:                                         ; preds = %v.cond63
  %765 = sdiv i32 %k_load, 4
  %766 = srem i32 %k_load, 4
  %767 = icmp slt i32 %766, 0
  %768 = icmp ne i1 %767, false
  %769 = icmp ne i32 %766, 0
  %770 = and i1 %769, %768
  %771 = add i32 %766, 4
  %772 = select i1 %770, i32 %771, i32 %766
  %773 = mul nsw i32 %772, 256
  %774 = sub nsw i32 %tx, 256
  %775 = mul nsw i32 %ws_round, 128
  %776 = add nsw i32 %774, %775
  %777 = sdiv i32 %776, 8
  %778 = srem i32 %776, 8
  %779 = icmp slt i32 %778, 0
  %780 = icmp ne i1 %779, false
  %781 = icmp ne i32 %778, 0
  %782 = and i1 %781, %780
  %783 = sub i32 %777, 1
  %784 = select i1 %782, i32 %783, i32 %777
  %785 = sdiv i32 %784, 4
  %786 = srem i32 %784, 4
  %787 = icmp slt i32 %786, 0
  %788 = icmp ne i1 %787, false
  %789 = icmp ne i32 %786, 0
  %790 = and i1 %789, %788
  %791 = add i32 %786, 4
  %792 = select i1 %790, i32 %791, i32 %786
  %793 = mul nsw i32 %792, 64
  %794 = add nsw i32 %773, %793
  %795 = mul nsw i32 %l43, 8
  %796 = add nsw i32 %794, %795
  %797 = sub nsw i32 %tx, 256
  %798 = mul nsw i32 %ws_round, 128
  %799 = add nsw i32 %797, %798
  %800 = sdiv i32 %799, 32
  %801 = srem i32 %799, 32
  %802 = icmp slt i32 %801, 0
  %803 = icmp ne i1 %802, false
  %804 = icmp ne i32 %801, 0
  %805 = and i1 %804, %803
  %806 = sub i32 %800, 1
  %807 = select i1 %805, i32 %806, i32 %800
  %808 = add nsw i32 %796, %807
  %809 = mul nsw i32 %808, 64
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
  %821 = sub nsw i32 %tx, 256
  %822 = mul nsw i32 %ws_round, 128
  %823 = add nsw i32 %821, %822
  %824 = sdiv i32 %823, 32
  %825 = srem i32 %823, 32
  %826 = icmp slt i32 %825, 0
  %827 = icmp ne i1 %826, false
  %828 = icmp ne i32 %825, 0
  %829 = and i1 %828, %827
  %830 = sub i32 %824, 1
  %831 = select i1 %829, i32 %830, i32 %824
  %832 = xor i32 %820, %831
  %833 = sdiv i32 %832, 8
  %834 = srem i32 %832, 8
  %835 = icmp slt i32 %834, 0
  %836 = icmp ne i1 %835, false
  %837 = icmp ne i32 %834, 0
  %838 = and i1 %837, %836
  %839 = add i32 %834, 8
  %840 = select i1 %838, i32 %839, i32 %834
  %841 = mul nsw i32 %840, 8
  %842 = add nsw i32 %809, %841
  %843 = add nsw i32 %842, %v66
  %844 = sext i32 %843 to i64
  %845 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %844
  %846 = mul nsw i32 %k_load, 64
  %847 = mul nsw i32 %l43, 8
  %848 = add nsw i32 %846, %847
  %849 = sub nsw i32 %tx, 256
  %850 = mul nsw i32 %ws_round, 128
  %851 = add nsw i32 %849, %850
  %852 = sdiv i32 %851, 32
  %853 = srem i32 %851, 32
  %854 = icmp slt i32 %853, 0
  %855 = icmp ne i1 %854, false
  %856 = icmp ne i32 %853, 0
  %857 = and i1 %856, %855
  %858 = sub i32 %852, 1
  %859 = select i1 %857, i32 %858, i32 %852
  %860 = add nsw i32 %848, %859
  %861 = icmp slt i32 %860, %K
  br i1 %861, label %and.then67, label %and.else68

v.end65:                                          ; preds = %v.cond63
  br label %if.end61

and.then67:                                       ; preds = %v.body64
  %862 = mul nsw i32 %bx, 256
  %863 = sub nsw i32 %tx, 256
  %864 = mul nsw i32 %ws_round, 128
  %865 = add nsw i32 %863, %864
  %866 = sdiv i32 %865, 32
  %867 = srem i32 %865, 32
  %868 = icmp slt i32 %867, 0
  %869 = icmp ne i1 %868, false
  %870 = icmp ne i32 %867, 0
  %871 = and i1 %870, %869
  %872 = add i32 %867, 32
  %873 = select i1 %871, i32 %872, i32 %867
  %874 = mul nsw i32 %873, 8
  %875 = add nsw i32 %862, %874
  %876 = add nsw i32 %875, %v66
  %877 = icmp slt i32 %876, %N
  br label %and.end69

and.else68:                                       ; preds = %v.body64
  br label %and.end69

and.end69:                                        ; preds = %and.else68, %and.then67
  %and70 = phi i1 [ %877, %and.then67 ], [ false, %and.else68 ]
  br i1 %and70, label %select.then71, label %select.else72

select.then71:                                    ; preds = %and.end69
  %878 = mul nsw i32 %k_load, 64
  %879 = mul nsw i32 %l43, 8
  %880 = add nsw i32 %878, %879
  %881 = sub nsw i32 %tx, 256
  %882 = mul nsw i32 %ws_round, 128
  %883 = add nsw i32 %881, %882
  %884 = sdiv i32 %883, 32
  %885 = srem i32 %883, 32
  %886 = icmp slt i32 %885, 0
  %887 = icmp ne i1 %886, false
  %888 = icmp ne i32 %885, 0
  %889 = and i1 %888, %887
  %890 = sub i32 %884, 1
  %891 = select i1 %889, i32 %890, i32 %884
  %892 = add nsw i32 %880, %891
  %893 = mul nsw i32 %892, %N
  %894 = mul nsw i32 %bx, 256
  %895 = add nsw i32 %893, %894
  %896 = sub nsw i32 %tx, 256
  %897 = mul nsw i32 %ws_round, 128
  %898 = add nsw i32 %896, %897
  %899 = sdiv i32 %898, 32
  %900 = srem i32 %898, 32
  %901 = icmp slt i32 %900, 0
  %902 = icmp ne i1 %901, false
  %903 = icmp ne i32 %900, 0
  %904 = and i1 %903, %902
  %905 = add i32 %900, 32
  %906 = select i1 %904, i32 %905, i32 %900
  %907 = mul nsw i32 %906, 8
  %908 = add nsw i32 %895, %907
  %909 = add nsw i32 %908, %v66
  %910 = sext i32 %909 to i64
  %911 = getelementptr inbounds half, ptr addrspace(1) %B, i64 %910
  %912 = load half, ptr addrspace(1) %911, align 2
  br label %select.end73

select.else72:                                    ; preds = %and.end69
  br label %select.end73

select.end73:                                     ; preds = %select.else72, %select.then71
  %select74 = phi half [ %912, %select.then71 ], [ 0xH0000, %select.else72 ]
  store half %select74, ptr addrspace(3) %845, align 2
  %v.next75 = add nsw i32 %v66, 1
  br label %v.cond63, !llvm.loop !14

exited77:                                         ; No predecessors!
  br label %if.end6

k.cond:                                           ; preds = %if.end83, %if.else
  %k = phi i32 [ 0, %if.else ], [ %k.next, %if.end83 ]
  %913 = icmp slt i32 %k, %51
  br i1 %913, label %k.body, label %k.end

k.body:                                           ; preds = %k.cond
  %914 = sdiv i32 %k, 4
  %915 = srem i32 %k, 4
  %916 = icmp slt i32 %915, 0
  %917 = icmp ne i1 %916, false
  %918 = icmp ne i32 %915, 0
  %919 = and i1 %918, %917
  %920 = add i32 %915, 4
  %921 = select i1 %919, i32 %920, i32 %915
  %922 = sext i32 %921 to i64
  %923 = getelementptr inbounds i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 196608), i64 %922
  %924 = ptrtoint ptr addrspace(3) %923 to i32
  %925 = sdiv i32 %k, 4
  %926 = srem i32 %k, 4
  %927 = icmp slt i32 %926, 0
  %928 = icmp ne i1 %927, false
  %929 = icmp ne i32 %926, 0
  %930 = and i1 %929, %928
  %931 = sub i32 %925, 1
  %932 = select i1 %930, i32 %931, i32 %925
  %933 = sdiv i32 %932, 2
  %934 = srem i32 %932, 2
  %935 = icmp slt i32 %934, 0
  %936 = icmp ne i1 %935, false
  %937 = icmp ne i32 %934, 0
  %938 = and i1 %937, %936
  %939 = add i32 %934, 2
  %940 = select i1 %938, i32 %939, i32 %934
  br label %mbarrier.wait78

k.end:                                            ; preds = %k.cond
  call void asm sideeffect "wgmma.wait_group.sync.aligned 0;", "~{memory}"() #6
  br label %if.end6

mbarrier.wait78:                                  ; preds = %mbarrier.wait78, %k.body
  %941 = call i32 asm sideeffect "{\0A .reg .pred done;\0A mbarrier.try_wait.parity.shared::cta.b64 done, [$1], $2;\0A selp.u32 $0, 1, 0, done;\0A}", "=r,r,r,~{memory}"(i32 %924, i32 %940) #6
  %942 = icmp ne i32 %941, 0
  br i1 %942, label %mbarrier.done79, label %mbarrier.wait78

mbarrier.done79:                                  ; preds = %mbarrier.wait78
  %943 = icmp ne i32 %tl_tma_ok, 0
  %944 = xor i1 %943, true
  br i1 %944, label %if.then80, label %if.end81

if.then80:                                        ; preds = %mbarrier.done79
  call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #6
  br label %if.end81

if.end81:                                         ; preds = %if.then80, %mbarrier.done79
  %945 = sdiv i32 %k, 4
  %946 = srem i32 %k, 4
  %947 = icmp slt i32 %946, 0
  %948 = icmp ne i1 %947, false
  %949 = icmp ne i32 %946, 0
  %950 = and i1 %949, %948
  %951 = add i32 %946, 4
  %952 = select i1 %950, i32 %951, i32 %946
  %953 = mul nsw i32 %952, 128
  %954 = mul nsw i32 %953, 64
  %955 = sext i32 %954 to i64
  %956 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 131072), i64 %955
  %957 = sdiv i32 %k, 4
  %958 = srem i32 %k, 4
  %959 = icmp slt i32 %958, 0
  %960 = icmp ne i1 %959, false
  %961 = icmp ne i32 %958, 0
  %962 = and i1 %961, %960
  %963 = add i32 %958, 4
  %964 = select i1 %962, i32 %963, i32 %958
  %965 = mul nsw i32 %964, 256
  %966 = mul nsw i32 %965, 64
  %967 = sext i32 %966 to i64
  %968 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %967
  %969 = getelementptr inbounds float, ptr %C_local, i64 0
  %tid.x = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !7
  %warpgroup = udiv i32 %tid.x, 128
  %970 = icmp ult i32 %warpgroup, 2
  br i1 %970, label %wgmma.group, label %wgmma.done

wgmma.group:                                      ; preds = %if.end81
  %971 = getelementptr inbounds float, ptr %969, i64 0
  %972 = load float, ptr %971, align 4
  %973 = call float asm sideeffect "", "=f,0,~{memory}"(float %972)
  store float %973, ptr %971, align 4
  %974 = getelementptr inbounds float, ptr %969, i64 1
  %975 = load float, ptr %974, align 4
  %976 = call float asm sideeffect "", "=f,0,~{memory}"(float %975)
  store float %976, ptr %974, align 4
  %977 = getelementptr inbounds float, ptr %969, i64 2
  %978 = load float, ptr %977, align 4
  %979 = call float asm sideeffect "", "=f,0,~{memory}"(float %978)
  store float %979, ptr %977, align 4
  %980 = getelementptr inbounds float, ptr %969, i64 3
  %981 = load float, ptr %980, align 4
  %982 = call float asm sideeffect "", "=f,0,~{memory}"(float %981)
  store float %982, ptr %980, align 4
  %983 = getelementptr inbounds float, ptr %969, i64 4
  %984 = load float, ptr %983, align 4
  %985 = call float asm sideeffect "", "=f,0,~{memory}"(float %984)
  store float %985, ptr %983, align 4
  %986 = getelementptr inbounds float, ptr %969, i64 5
  %987 = load float, ptr %986, align 4
  %988 = call float asm sideeffect "", "=f,0,~{memory}"(float %987)
  store float %988, ptr %986, align 4
  %989 = getelementptr inbounds float, ptr %969, i64 6
  %990 = load float, ptr %989, align 4
  %991 = call float asm sideeffect "", "=f,0,~{memory}"(float %990)
  store float %991, ptr %989, align 4
  %992 = getelementptr inbounds float, ptr %969, i64 7
  %993 = load float, ptr %992, align 4
  %994 = call float asm sideeffect "", "=f,0,~{memory}"(float %993)
  store float %994, ptr %992, align 4
  %995 = getelementptr inbounds float, ptr %969, i64 8
  %996 = load float, ptr %995, align 4
  %997 = call float asm sideeffect "", "=f,0,~{memory}"(float %996)
  store float %997, ptr %995, align 4
  %998 = getelementptr inbounds float, ptr %969, i64 9
  %999 = load float, ptr %998, align 4
  %1000 = call float asm sideeffect "", "=f,0,~{memory}"(float %999)
  store float %1000, ptr %998, align 4
  %1001 = getelementptr inbounds float, ptr %969, i64 10
  %1002 = load float, ptr %1001, align 4
  %1003 = call float asm sideeffect "", "=f,0,~{memory}"(float %1002)
  store float %1003, ptr %1001, align 4
  %1004 = getelementptr inbounds float, ptr %969, i64 11
  %1005 = load float, ptr %1004, align 4
  %1006 = call float asm sideeffect "", "=f,0,~{memory}"(float %1005)
  store float %1006, ptr %1004, align 4
  %1007 = getelementptr inbounds float, ptr %969, i64 12
  %1008 = load float, ptr %1007, align 4
  %1009 = call float asm sideeffect "", "=f,0,~{memory}"(float %1008)
  store float %1009, ptr %1007, align 4
  %1010 = getelementptr inbounds float, ptr %969, i64 13
  %1011 = load float, ptr %1010, align 4
  %1012 = call float asm sideeffect "", "=f,0,~{memory}"(float %1011)
  store float %1012, ptr %1010, align 4
  %1013 = getelementptr inbounds float, ptr %969, i64 14
  %1014 = load float, ptr %1013, align 4
  %1015 = call float asm sideeffect "", "=f,0,~{memory}"(float %1014)
  store float %1015, ptr %1013, align 4
  %1016 = getelementptr inbounds float, ptr %969, i64 15
  %1017 = load float, ptr %1016, align 4
  %1018 = call float asm sideeffect "", "=f,0,~{memory}"(float %1017)
  store float %1018, ptr %1016, align 4
  %1019 = getelementptr inbounds float, ptr %969, i64 16
  %1020 = load float, ptr %1019, align 4
  %1021 = call float asm sideeffect "", "=f,0,~{memory}"(float %1020)
  store float %1021, ptr %1019, align 4
  %1022 = getelementptr inbounds float, ptr %969, i64 17
  %1023 = load float, ptr %1022, align 4
  %1024 = call float asm sideeffect "", "=f,0,~{memory}"(float %1023)
  store float %1024, ptr %1022, align 4
  %1025 = getelementptr inbounds float, ptr %969, i64 18
  %1026 = load float, ptr %1025, align 4
  %1027 = call float asm sideeffect "", "=f,0,~{memory}"(float %1026)
  store float %1027, ptr %1025, align 4
  %1028 = getelementptr inbounds float, ptr %969, i64 19
  %1029 = load float, ptr %1028, align 4
  %1030 = call float asm sideeffect "", "=f,0,~{memory}"(float %1029)
  store float %1030, ptr %1028, align 4
  %1031 = getelementptr inbounds float, ptr %969, i64 20
  %1032 = load float, ptr %1031, align 4
  %1033 = call float asm sideeffect "", "=f,0,~{memory}"(float %1032)
  store float %1033, ptr %1031, align 4
  %1034 = getelementptr inbounds float, ptr %969, i64 21
  %1035 = load float, ptr %1034, align 4
  %1036 = call float asm sideeffect "", "=f,0,~{memory}"(float %1035)
  store float %1036, ptr %1034, align 4
  %1037 = getelementptr inbounds float, ptr %969, i64 22
  %1038 = load float, ptr %1037, align 4
  %1039 = call float asm sideeffect "", "=f,0,~{memory}"(float %1038)
  store float %1039, ptr %1037, align 4
  %1040 = getelementptr inbounds float, ptr %969, i64 23
  %1041 = load float, ptr %1040, align 4
  %1042 = call float asm sideeffect "", "=f,0,~{memory}"(float %1041)
  store float %1042, ptr %1040, align 4
  %1043 = getelementptr inbounds float, ptr %969, i64 24
  %1044 = load float, ptr %1043, align 4
  %1045 = call float asm sideeffect "", "=f,0,~{memory}"(float %1044)
  store float %1045, ptr %1043, align 4
  %1046 = getelementptr inbounds float, ptr %969, i64 25
  %1047 = load float, ptr %1046, align 4
  %1048 = call float asm sideeffect "", "=f,0,~{memory}"(float %1047)
  store float %1048, ptr %1046, align 4
  %1049 = getelementptr inbounds float, ptr %969, i64 26
  %1050 = load float, ptr %1049, align 4
  %1051 = call float asm sideeffect "", "=f,0,~{memory}"(float %1050)
  store float %1051, ptr %1049, align 4
  %1052 = getelementptr inbounds float, ptr %969, i64 27
  %1053 = load float, ptr %1052, align 4
  %1054 = call float asm sideeffect "", "=f,0,~{memory}"(float %1053)
  store float %1054, ptr %1052, align 4
  %1055 = getelementptr inbounds float, ptr %969, i64 28
  %1056 = load float, ptr %1055, align 4
  %1057 = call float asm sideeffect "", "=f,0,~{memory}"(float %1056)
  store float %1057, ptr %1055, align 4
  %1058 = getelementptr inbounds float, ptr %969, i64 29
  %1059 = load float, ptr %1058, align 4
  %1060 = call float asm sideeffect "", "=f,0,~{memory}"(float %1059)
  store float %1060, ptr %1058, align 4
  %1061 = getelementptr inbounds float, ptr %969, i64 30
  %1062 = load float, ptr %1061, align 4
  %1063 = call float asm sideeffect "", "=f,0,~{memory}"(float %1062)
  store float %1063, ptr %1061, align 4
  %1064 = getelementptr inbounds float, ptr %969, i64 31
  %1065 = load float, ptr %1064, align 4
  %1066 = call float asm sideeffect "", "=f,0,~{memory}"(float %1065)
  store float %1066, ptr %1064, align 4
  %1067 = getelementptr inbounds float, ptr %969, i64 32
  %1068 = load float, ptr %1067, align 4
  %1069 = call float asm sideeffect "", "=f,0,~{memory}"(float %1068)
  store float %1069, ptr %1067, align 4
  %1070 = getelementptr inbounds float, ptr %969, i64 33
  %1071 = load float, ptr %1070, align 4
  %1072 = call float asm sideeffect "", "=f,0,~{memory}"(float %1071)
  store float %1072, ptr %1070, align 4
  %1073 = getelementptr inbounds float, ptr %969, i64 34
  %1074 = load float, ptr %1073, align 4
  %1075 = call float asm sideeffect "", "=f,0,~{memory}"(float %1074)
  store float %1075, ptr %1073, align 4
  %1076 = getelementptr inbounds float, ptr %969, i64 35
  %1077 = load float, ptr %1076, align 4
  %1078 = call float asm sideeffect "", "=f,0,~{memory}"(float %1077)
  store float %1078, ptr %1076, align 4
  %1079 = getelementptr inbounds float, ptr %969, i64 36
  %1080 = load float, ptr %1079, align 4
  %1081 = call float asm sideeffect "", "=f,0,~{memory}"(float %1080)
  store float %1081, ptr %1079, align 4
  %1082 = getelementptr inbounds float, ptr %969, i64 37
  %1083 = load float, ptr %1082, align 4
  %1084 = call float asm sideeffect "", "=f,0,~{memory}"(float %1083)
  store float %1084, ptr %1082, align 4
  %1085 = getelementptr inbounds float, ptr %969, i64 38
  %1086 = load float, ptr %1085, align 4
  %1087 = call float asm sideeffect "", "=f,0,~{memory}"(float %1086)
  store float %1087, ptr %1085, align 4
  %1088 = getelementptr inbounds float, ptr %969, i64 39
  %1089 = load float, ptr %1088, align 4
  %1090 = call float asm sideeffect "", "=f,0,~{memory}"(float %1089)
  store float %1090, ptr %1088, align 4
  %1091 = getelementptr inbounds float, ptr %969, i64 40
  %1092 = load float, ptr %1091, align 4
  %1093 = call float asm sideeffect "", "=f,0,~{memory}"(float %1092)
  store float %1093, ptr %1091, align 4
  %1094 = getelementptr inbounds float, ptr %969, i64 41
  %1095 = load float, ptr %1094, align 4
  %1096 = call float asm sideeffect "", "=f,0,~{memory}"(float %1095)
  store float %1096, ptr %1094, align 4
  %1097 = getelementptr inbounds float, ptr %969, i64 42
  %1098 = load float, ptr %1097, align 4
  %1099 = call float asm sideeffect "", "=f,0,~{memory}"(float %1098)
  store float %1099, ptr %1097, align 4
  %1100 = getelementptr inbounds float, ptr %969, i64 43
  %1101 = load float, ptr %1100, align 4
  %1102 = call float asm sideeffect "", "=f,0,~{memory}"(float %1101)
  store float %1102, ptr %1100, align 4
  %1103 = getelementptr inbounds float, ptr %969, i64 44
  %1104 = load float, ptr %1103, align 4
  %1105 = call float asm sideeffect "", "=f,0,~{memory}"(float %1104)
  store float %1105, ptr %1103, align 4
  %1106 = getelementptr inbounds float, ptr %969, i64 45
  %1107 = load float, ptr %1106, align 4
  %1108 = call float asm sideeffect "", "=f,0,~{memory}"(float %1107)
  store float %1108, ptr %1106, align 4
  %1109 = getelementptr inbounds float, ptr %969, i64 46
  %1110 = load float, ptr %1109, align 4
  %1111 = call float asm sideeffect "", "=f,0,~{memory}"(float %1110)
  store float %1111, ptr %1109, align 4
  %1112 = getelementptr inbounds float, ptr %969, i64 47
  %1113 = load float, ptr %1112, align 4
  %1114 = call float asm sideeffect "", "=f,0,~{memory}"(float %1113)
  store float %1114, ptr %1112, align 4
  %1115 = getelementptr inbounds float, ptr %969, i64 48
  %1116 = load float, ptr %1115, align 4
  %1117 = call float asm sideeffect "", "=f,0,~{memory}"(float %1116)
  store float %1117, ptr %1115, align 4
  %1118 = getelementptr inbounds float, ptr %969, i64 49
  %1119 = load float, ptr %1118, align 4
  %1120 = call float asm sideeffect "", "=f,0,~{memory}"(float %1119)
  store float %1120, ptr %1118, align 4
  %1121 = getelementptr inbounds float, ptr %969, i64 50
  %1122 = load float, ptr %1121, align 4
  %1123 = call float asm sideeffect "", "=f,0,~{memory}"(float %1122)
  store float %1123, ptr %1121, align 4
  %1124 = getelementptr inbounds float, ptr %969, i64 51
  %1125 = load float, ptr %1124, align 4
  %1126 = call float asm sideeffect "", "=f,0,~{memory}"(float %1125)
  store float %1126, ptr %1124, align 4
  %1127 = getelementptr inbounds float, ptr %969, i64 52
  %1128 = load float, ptr %1127, align 4
  %1129 = call float asm sideeffect "", "=f,0,~{memory}"(float %1128)
  store float %1129, ptr %1127, align 4
  %1130 = getelementptr inbounds float, ptr %969, i64 53
  %1131 = load float, ptr %1130, align 4
  %1132 = call float asm sideeffect "", "=f,0,~{memory}"(float %1131)
  store float %1132, ptr %1130, align 4
  %1133 = getelementptr inbounds float, ptr %969, i64 54
  %1134 = load float, ptr %1133, align 4
  %1135 = call float asm sideeffect "", "=f,0,~{memory}"(float %1134)
  store float %1135, ptr %1133, align 4
  %1136 = getelementptr inbounds float, ptr %969, i64 55
  %1137 = load float, ptr %1136, align 4
  %1138 = call float asm sideeffect "", "=f,0,~{memory}"(float %1137)
  store float %1138, ptr %1136, align 4
  %1139 = getelementptr inbounds float, ptr %969, i64 56
  %1140 = load float, ptr %1139, align 4
  %1141 = call float asm sideeffect "", "=f,0,~{memory}"(float %1140)
  store float %1141, ptr %1139, align 4
  %1142 = getelementptr inbounds float, ptr %969, i64 57
  %1143 = load float, ptr %1142, align 4
  %1144 = call float asm sideeffect "", "=f,0,~{memory}"(float %1143)
  store float %1144, ptr %1142, align 4
  %1145 = getelementptr inbounds float, ptr %969, i64 58
  %1146 = load float, ptr %1145, align 4
  %1147 = call float asm sideeffect "", "=f,0,~{memory}"(float %1146)
  store float %1147, ptr %1145, align 4
  %1148 = getelementptr inbounds float, ptr %969, i64 59
  %1149 = load float, ptr %1148, align 4
  %1150 = call float asm sideeffect "", "=f,0,~{memory}"(float %1149)
  store float %1150, ptr %1148, align 4
  %1151 = getelementptr inbounds float, ptr %969, i64 60
  %1152 = load float, ptr %1151, align 4
  %1153 = call float asm sideeffect "", "=f,0,~{memory}"(float %1152)
  store float %1153, ptr %1151, align 4
  %1154 = getelementptr inbounds float, ptr %969, i64 61
  %1155 = load float, ptr %1154, align 4
  %1156 = call float asm sideeffect "", "=f,0,~{memory}"(float %1155)
  store float %1156, ptr %1154, align 4
  %1157 = getelementptr inbounds float, ptr %969, i64 62
  %1158 = load float, ptr %1157, align 4
  %1159 = call float asm sideeffect "", "=f,0,~{memory}"(float %1158)
  store float %1159, ptr %1157, align 4
  %1160 = getelementptr inbounds float, ptr %969, i64 63
  %1161 = load float, ptr %1160, align 4
  %1162 = call float asm sideeffect "", "=f,0,~{memory}"(float %1161)
  store float %1162, ptr %1160, align 4
  %1163 = getelementptr inbounds float, ptr %969, i64 64
  %1164 = load float, ptr %1163, align 4
  %1165 = call float asm sideeffect "", "=f,0,~{memory}"(float %1164)
  store float %1165, ptr %1163, align 4
  %1166 = getelementptr inbounds float, ptr %969, i64 65
  %1167 = load float, ptr %1166, align 4
  %1168 = call float asm sideeffect "", "=f,0,~{memory}"(float %1167)
  store float %1168, ptr %1166, align 4
  %1169 = getelementptr inbounds float, ptr %969, i64 66
  %1170 = load float, ptr %1169, align 4
  %1171 = call float asm sideeffect "", "=f,0,~{memory}"(float %1170)
  store float %1171, ptr %1169, align 4
  %1172 = getelementptr inbounds float, ptr %969, i64 67
  %1173 = load float, ptr %1172, align 4
  %1174 = call float asm sideeffect "", "=f,0,~{memory}"(float %1173)
  store float %1174, ptr %1172, align 4
  %1175 = getelementptr inbounds float, ptr %969, i64 68
  %1176 = load float, ptr %1175, align 4
  %1177 = call float asm sideeffect "", "=f,0,~{memory}"(float %1176)
  store float %1177, ptr %1175, align 4
  %1178 = getelementptr inbounds float, ptr %969, i64 69
  %1179 = load float, ptr %1178, align 4
  %1180 = call float asm sideeffect "", "=f,0,~{memory}"(float %1179)
  store float %1180, ptr %1178, align 4
  %1181 = getelementptr inbounds float, ptr %969, i64 70
  %1182 = load float, ptr %1181, align 4
  %1183 = call float asm sideeffect "", "=f,0,~{memory}"(float %1182)
  store float %1183, ptr %1181, align 4
  %1184 = getelementptr inbounds float, ptr %969, i64 71
  %1185 = load float, ptr %1184, align 4
  %1186 = call float asm sideeffect "", "=f,0,~{memory}"(float %1185)
  store float %1186, ptr %1184, align 4
  %1187 = getelementptr inbounds float, ptr %969, i64 72
  %1188 = load float, ptr %1187, align 4
  %1189 = call float asm sideeffect "", "=f,0,~{memory}"(float %1188)
  store float %1189, ptr %1187, align 4
  %1190 = getelementptr inbounds float, ptr %969, i64 73
  %1191 = load float, ptr %1190, align 4
  %1192 = call float asm sideeffect "", "=f,0,~{memory}"(float %1191)
  store float %1192, ptr %1190, align 4
  %1193 = getelementptr inbounds float, ptr %969, i64 74
  %1194 = load float, ptr %1193, align 4
  %1195 = call float asm sideeffect "", "=f,0,~{memory}"(float %1194)
  store float %1195, ptr %1193, align 4
  %1196 = getelementptr inbounds float, ptr %969, i64 75
  %1197 = load float, ptr %1196, align 4
  %1198 = call float asm sideeffect "", "=f,0,~{memory}"(float %1197)
  store float %1198, ptr %1196, align 4
  %1199 = getelementptr inbounds float, ptr %969, i64 76
  %1200 = load float, ptr %1199, align 4
  %1201 = call float asm sideeffect "", "=f,0,~{memory}"(float %1200)
  store float %1201, ptr %1199, align 4
  %1202 = getelementptr inbounds float, ptr %969, i64 77
  %1203 = load float, ptr %1202, align 4
  %1204 = call float asm sideeffect "", "=f,0,~{memory}"(float %1203)
  store float %1204, ptr %1202, align 4
  %1205 = getelementptr inbounds float, ptr %969, i64 78
  %1206 = load float, ptr %1205, align 4
  %1207 = call float asm sideeffect "", "=f,0,~{memory}"(float %1206)
  store float %1207, ptr %1205, align 4
  %1208 = getelementptr inbounds float, ptr %969, i64 79
  %1209 = load float, ptr %1208, align 4
  %1210 = call float asm sideeffect "", "=f,0,~{memory}"(float %1209)
  store float %1210, ptr %1208, align 4
  %1211 = getelementptr inbounds float, ptr %969, i64 80
  %1212 = load float, ptr %1211, align 4
  %1213 = call float asm sideeffect "", "=f,0,~{memory}"(float %1212)
  store float %1213, ptr %1211, align 4
  %1214 = getelementptr inbounds float, ptr %969, i64 81
  %1215 = load float, ptr %1214, align 4
  %1216 = call float asm sideeffect "", "=f,0,~{memory}"(float %1215)
  store float %1216, ptr %1214, align 4
  %1217 = getelementptr inbounds float, ptr %969, i64 82
  %1218 = load float, ptr %1217, align 4
  %1219 = call float asm sideeffect "", "=f,0,~{memory}"(float %1218)
  store float %1219, ptr %1217, align 4
  %1220 = getelementptr inbounds float, ptr %969, i64 83
  %1221 = load float, ptr %1220, align 4
  %1222 = call float asm sideeffect "", "=f,0,~{memory}"(float %1221)
  store float %1222, ptr %1220, align 4
  %1223 = getelementptr inbounds float, ptr %969, i64 84
  %1224 = load float, ptr %1223, align 4
  %1225 = call float asm sideeffect "", "=f,0,~{memory}"(float %1224)
  store float %1225, ptr %1223, align 4
  %1226 = getelementptr inbounds float, ptr %969, i64 85
  %1227 = load float, ptr %1226, align 4
  %1228 = call float asm sideeffect "", "=f,0,~{memory}"(float %1227)
  store float %1228, ptr %1226, align 4
  %1229 = getelementptr inbounds float, ptr %969, i64 86
  %1230 = load float, ptr %1229, align 4
  %1231 = call float asm sideeffect "", "=f,0,~{memory}"(float %1230)
  store float %1231, ptr %1229, align 4
  %1232 = getelementptr inbounds float, ptr %969, i64 87
  %1233 = load float, ptr %1232, align 4
  %1234 = call float asm sideeffect "", "=f,0,~{memory}"(float %1233)
  store float %1234, ptr %1232, align 4
  %1235 = getelementptr inbounds float, ptr %969, i64 88
  %1236 = load float, ptr %1235, align 4
  %1237 = call float asm sideeffect "", "=f,0,~{memory}"(float %1236)
  store float %1237, ptr %1235, align 4
  %1238 = getelementptr inbounds float, ptr %969, i64 89
  %1239 = load float, ptr %1238, align 4
  %1240 = call float asm sideeffect "", "=f,0,~{memory}"(float %1239)
  store float %1240, ptr %1238, align 4
  %1241 = getelementptr inbounds float, ptr %969, i64 90
  %1242 = load float, ptr %1241, align 4
  %1243 = call float asm sideeffect "", "=f,0,~{memory}"(float %1242)
  store float %1243, ptr %1241, align 4
  %1244 = getelementptr inbounds float, ptr %969, i64 91
  %1245 = load float, ptr %1244, align 4
  %1246 = call float asm sideeffect "", "=f,0,~{memory}"(float %1245)
  store float %1246, ptr %1244, align 4
  %1247 = getelementptr inbounds float, ptr %969, i64 92
  %1248 = load float, ptr %1247, align 4
  %1249 = call float asm sideeffect "", "=f,0,~{memory}"(float %1248)
  store float %1249, ptr %1247, align 4
  %1250 = getelementptr inbounds float, ptr %969, i64 93
  %1251 = load float, ptr %1250, align 4
  %1252 = call float asm sideeffect "", "=f,0,~{memory}"(float %1251)
  store float %1252, ptr %1250, align 4
  %1253 = getelementptr inbounds float, ptr %969, i64 94
  %1254 = load float, ptr %1253, align 4
  %1255 = call float asm sideeffect "", "=f,0,~{memory}"(float %1254)
  store float %1255, ptr %1253, align 4
  %1256 = getelementptr inbounds float, ptr %969, i64 95
  %1257 = load float, ptr %1256, align 4
  %1258 = call float asm sideeffect "", "=f,0,~{memory}"(float %1257)
  store float %1258, ptr %1256, align 4
  %1259 = getelementptr inbounds float, ptr %969, i64 96
  %1260 = load float, ptr %1259, align 4
  %1261 = call float asm sideeffect "", "=f,0,~{memory}"(float %1260)
  store float %1261, ptr %1259, align 4
  %1262 = getelementptr inbounds float, ptr %969, i64 97
  %1263 = load float, ptr %1262, align 4
  %1264 = call float asm sideeffect "", "=f,0,~{memory}"(float %1263)
  store float %1264, ptr %1262, align 4
  %1265 = getelementptr inbounds float, ptr %969, i64 98
  %1266 = load float, ptr %1265, align 4
  %1267 = call float asm sideeffect "", "=f,0,~{memory}"(float %1266)
  store float %1267, ptr %1265, align 4
  %1268 = getelementptr inbounds float, ptr %969, i64 99
  %1269 = load float, ptr %1268, align 4
  %1270 = call float asm sideeffect "", "=f,0,~{memory}"(float %1269)
  store float %1270, ptr %1268, align 4
  %1271 = getelementptr inbounds float, ptr %969, i64 100
  %1272 = load float, ptr %1271, align 4
  %1273 = call float asm sideeffect "", "=f,0,~{memory}"(float %1272)
  store float %1273, ptr %1271, align 4
  %1274 = getelementptr inbounds float, ptr %969, i64 101
  %1275 = load float, ptr %1274, align 4
  %1276 = call float asm sideeffect "", "=f,0,~{memory}"(float %1275)
  store float %1276, ptr %1274, align 4
  %1277 = getelementptr inbounds float, ptr %969, i64 102
  %1278 = load float, ptr %1277, align 4
  %1279 = call float asm sideeffect "", "=f,0,~{memory}"(float %1278)
  store float %1279, ptr %1277, align 4
  %1280 = getelementptr inbounds float, ptr %969, i64 103
  %1281 = load float, ptr %1280, align 4
  %1282 = call float asm sideeffect "", "=f,0,~{memory}"(float %1281)
  store float %1282, ptr %1280, align 4
  %1283 = getelementptr inbounds float, ptr %969, i64 104
  %1284 = load float, ptr %1283, align 4
  %1285 = call float asm sideeffect "", "=f,0,~{memory}"(float %1284)
  store float %1285, ptr %1283, align 4
  %1286 = getelementptr inbounds float, ptr %969, i64 105
  %1287 = load float, ptr %1286, align 4
  %1288 = call float asm sideeffect "", "=f,0,~{memory}"(float %1287)
  store float %1288, ptr %1286, align 4
  %1289 = getelementptr inbounds float, ptr %969, i64 106
  %1290 = load float, ptr %1289, align 4
  %1291 = call float asm sideeffect "", "=f,0,~{memory}"(float %1290)
  store float %1291, ptr %1289, align 4
  %1292 = getelementptr inbounds float, ptr %969, i64 107
  %1293 = load float, ptr %1292, align 4
  %1294 = call float asm sideeffect "", "=f,0,~{memory}"(float %1293)
  store float %1294, ptr %1292, align 4
  %1295 = getelementptr inbounds float, ptr %969, i64 108
  %1296 = load float, ptr %1295, align 4
  %1297 = call float asm sideeffect "", "=f,0,~{memory}"(float %1296)
  store float %1297, ptr %1295, align 4
  %1298 = getelementptr inbounds float, ptr %969, i64 109
  %1299 = load float, ptr %1298, align 4
  %1300 = call float asm sideeffect "", "=f,0,~{memory}"(float %1299)
  store float %1300, ptr %1298, align 4
  %1301 = getelementptr inbounds float, ptr %969, i64 110
  %1302 = load float, ptr %1301, align 4
  %1303 = call float asm sideeffect "", "=f,0,~{memory}"(float %1302)
  store float %1303, ptr %1301, align 4
  %1304 = getelementptr inbounds float, ptr %969, i64 111
  %1305 = load float, ptr %1304, align 4
  %1306 = call float asm sideeffect "", "=f,0,~{memory}"(float %1305)
  store float %1306, ptr %1304, align 4
  %1307 = getelementptr inbounds float, ptr %969, i64 112
  %1308 = load float, ptr %1307, align 4
  %1309 = call float asm sideeffect "", "=f,0,~{memory}"(float %1308)
  store float %1309, ptr %1307, align 4
  %1310 = getelementptr inbounds float, ptr %969, i64 113
  %1311 = load float, ptr %1310, align 4
  %1312 = call float asm sideeffect "", "=f,0,~{memory}"(float %1311)
  store float %1312, ptr %1310, align 4
  %1313 = getelementptr inbounds float, ptr %969, i64 114
  %1314 = load float, ptr %1313, align 4
  %1315 = call float asm sideeffect "", "=f,0,~{memory}"(float %1314)
  store float %1315, ptr %1313, align 4
  %1316 = getelementptr inbounds float, ptr %969, i64 115
  %1317 = load float, ptr %1316, align 4
  %1318 = call float asm sideeffect "", "=f,0,~{memory}"(float %1317)
  store float %1318, ptr %1316, align 4
  %1319 = getelementptr inbounds float, ptr %969, i64 116
  %1320 = load float, ptr %1319, align 4
  %1321 = call float asm sideeffect "", "=f,0,~{memory}"(float %1320)
  store float %1321, ptr %1319, align 4
  %1322 = getelementptr inbounds float, ptr %969, i64 117
  %1323 = load float, ptr %1322, align 4
  %1324 = call float asm sideeffect "", "=f,0,~{memory}"(float %1323)
  store float %1324, ptr %1322, align 4
  %1325 = getelementptr inbounds float, ptr %969, i64 118
  %1326 = load float, ptr %1325, align 4
  %1327 = call float asm sideeffect "", "=f,0,~{memory}"(float %1326)
  store float %1327, ptr %1325, align 4
  %1328 = getelementptr inbounds float, ptr %969, i64 119
  %1329 = load float, ptr %1328, align 4
  %1330 = call float asm sideeffect "", "=f,0,~{memory}"(float %1329)
  store float %1330, ptr %1328, align 4
  %1331 = getelementptr inbounds float, ptr %969, i64 120
  %1332 = load float, ptr %1331, align 4
  %1333 = call float asm sideeffect "", "=f,0,~{memory}"(float %1332)
  store float %1333, ptr %1331, align 4
  %1334 = getelementptr inbounds float, ptr %969, i64 121
  %1335 = load float, ptr %1334, align 4
  %1336 = call float asm sideeffect "", "=f,0,~{memory}"(float %1335)
  store float %1336, ptr %1334, align 4
  %1337 = getelementptr inbounds float, ptr %969, i64 122
  %1338 = load float, ptr %1337, align 4
  %1339 = call float asm sideeffect "", "=f,0,~{memory}"(float %1338)
  store float %1339, ptr %1337, align 4
  %1340 = getelementptr inbounds float, ptr %969, i64 123
  %1341 = load float, ptr %1340, align 4
  %1342 = call float asm sideeffect "", "=f,0,~{memory}"(float %1341)
  store float %1342, ptr %1340, align 4
  %1343 = getelementptr inbounds float, ptr %969, i64 124
  %1344 = load float, ptr %1343, align 4
  %1345 = call float asm sideeffect "", "=f,0,~{memory}"(float %1344)
  store float %1345, ptr %1343, align 4
  %1346 = getelementptr inbounds float, ptr %969, i64 125
  %1347 = load float, ptr %1346, align 4
  %1348 = call float asm sideeffect "", "=f,0,~{memory}"(float %1347)
  store float %1348, ptr %1346, align 4
  %1349 = getelementptr inbounds float, ptr %969, i64 126
  %1350 = load float, ptr %1349, align 4
  %1351 = call float asm sideeffect "", "=f,0,~{memory}"(float %1350)
  store float %1351, ptr %1349, align 4
  %1352 = getelementptr inbounds float, ptr %969, i64 127
  %1353 = load float, ptr %1352, align 4
  %1354 = call float asm sideeffect "", "=f,0,~{memory}"(float %1353)
  store float %1354, ptr %1352, align 4
  call void asm sideeffect "wgmma.fence.sync.aligned;", "~{memory}"() #6
  %1355 = mul i32 %warpgroup, 64
  %1356 = add i32 %1355, 0
  %1357 = mul i32 %1356, 64
  %1358 = zext i32 %1357 to i64
  %1359 = add i64 0, %1358
  %1360 = getelementptr inbounds half, ptr addrspace(3) %956, i64 %1359
  %1361 = ptrtoint ptr addrspace(3) %1360 to i64
  %1362 = and i64 %1361, 262143
  %1363 = lshr i64 %1362, 4
  %1364 = or i64 %1363, 4611686293305360384
  %1365 = getelementptr inbounds half, ptr addrspace(3) %968, i64 0
  %1366 = ptrtoint ptr addrspace(3) %1365 to i64
  %1367 = and i64 %1366, 262143
  %1368 = lshr i64 %1367, 4
  %1369 = or i64 %1368, 4611686293338849280
  %1370 = getelementptr inbounds float, ptr %969, i64 0
  %1371 = load float, ptr %1370, align 4
  %1372 = getelementptr inbounds float, ptr %969, i64 1
  %1373 = load float, ptr %1372, align 4
  %1374 = getelementptr inbounds float, ptr %969, i64 2
  %1375 = load float, ptr %1374, align 4
  %1376 = getelementptr inbounds float, ptr %969, i64 3
  %1377 = load float, ptr %1376, align 4
  %1378 = getelementptr inbounds float, ptr %969, i64 4
  %1379 = load float, ptr %1378, align 4
  %1380 = getelementptr inbounds float, ptr %969, i64 5
  %1381 = load float, ptr %1380, align 4
  %1382 = getelementptr inbounds float, ptr %969, i64 6
  %1383 = load float, ptr %1382, align 4
  %1384 = getelementptr inbounds float, ptr %969, i64 7
  %1385 = load float, ptr %1384, align 4
  %1386 = getelementptr inbounds float, ptr %969, i64 8
  %1387 = load float, ptr %1386, align 4
  %1388 = getelementptr inbounds float, ptr %969, i64 9
  %1389 = load float, ptr %1388, align 4
  %1390 = getelementptr inbounds float, ptr %969, i64 10
  %1391 = load float, ptr %1390, align 4
  %1392 = getelementptr inbounds float, ptr %969, i64 11
  %1393 = load float, ptr %1392, align 4
  %1394 = getelementptr inbounds float, ptr %969, i64 12
  %1395 = load float, ptr %1394, align 4
  %1396 = getelementptr inbounds float, ptr %969, i64 13
  %1397 = load float, ptr %1396, align 4
  %1398 = getelementptr inbounds float, ptr %969, i64 14
  %1399 = load float, ptr %1398, align 4
  %1400 = getelementptr inbounds float, ptr %969, i64 15
  %1401 = load float, ptr %1400, align 4
  %1402 = getelementptr inbounds float, ptr %969, i64 16
  %1403 = load float, ptr %1402, align 4
  %1404 = getelementptr inbounds float, ptr %969, i64 17
  %1405 = load float, ptr %1404, align 4
  %1406 = getelementptr inbounds float, ptr %969, i64 18
  %1407 = load float, ptr %1406, align 4
  %1408 = getelementptr inbounds float, ptr %969, i64 19
  %1409 = load float, ptr %1408, align 4
  %1410 = getelementptr inbounds float, ptr %969, i64 20
  %1411 = load float, ptr %1410, align 4
  %1412 = getelementptr inbounds float, ptr %969, i64 21
  %1413 = load float, ptr %1412, align 4
  %1414 = getelementptr inbounds float, ptr %969, i64 22
  %1415 = load float, ptr %1414, align 4
  %1416 = getelementptr inbounds float, ptr %969, i64 23
  %1417 = load float, ptr %1416, align 4
  %1418 = getelementptr inbounds float, ptr %969, i64 24
  %1419 = load float, ptr %1418, align 4
  %1420 = getelementptr inbounds float, ptr %969, i64 25
  %1421 = load float, ptr %1420, align 4
  %1422 = getelementptr inbounds float, ptr %969, i64 26
  %1423 = load float, ptr %1422, align 4
  %1424 = getelementptr inbounds float, ptr %969, i64 27
  %1425 = load float, ptr %1424, align 4
  %1426 = getelementptr inbounds float, ptr %969, i64 28
  %1427 = load float, ptr %1426, align 4
  %1428 = getelementptr inbounds float, ptr %969, i64 29
  %1429 = load float, ptr %1428, align 4
  %1430 = getelementptr inbounds float, ptr %969, i64 30
  %1431 = load float, ptr %1430, align 4
  %1432 = getelementptr inbounds float, ptr %969, i64 31
  %1433 = load float, ptr %1432, align 4
  %1434 = getelementptr inbounds float, ptr %969, i64 32
  %1435 = load float, ptr %1434, align 4
  %1436 = getelementptr inbounds float, ptr %969, i64 33
  %1437 = load float, ptr %1436, align 4
  %1438 = getelementptr inbounds float, ptr %969, i64 34
  %1439 = load float, ptr %1438, align 4
  %1440 = getelementptr inbounds float, ptr %969, i64 35
  %1441 = load float, ptr %1440, align 4
  %1442 = getelementptr inbounds float, ptr %969, i64 36
  %1443 = load float, ptr %1442, align 4
  %1444 = getelementptr inbounds float, ptr %969, i64 37
  %1445 = load float, ptr %1444, align 4
  %1446 = getelementptr inbounds float, ptr %969, i64 38
  %1447 = load float, ptr %1446, align 4
  %1448 = getelementptr inbounds float, ptr %969, i64 39
  %1449 = load float, ptr %1448, align 4
  %1450 = getelementptr inbounds float, ptr %969, i64 40
  %1451 = load float, ptr %1450, align 4
  %1452 = getelementptr inbounds float, ptr %969, i64 41
  %1453 = load float, ptr %1452, align 4
  %1454 = getelementptr inbounds float, ptr %969, i64 42
  %1455 = load float, ptr %1454, align 4
  %1456 = getelementptr inbounds float, ptr %969, i64 43
  %1457 = load float, ptr %1456, align 4
  %1458 = getelementptr inbounds float, ptr %969, i64 44
  %1459 = load float, ptr %1458, align 4
  %1460 = getelementptr inbounds float, ptr %969, i64 45
  %1461 = load float, ptr %1460, align 4
  %1462 = getelementptr inbounds float, ptr %969, i64 46
  %1463 = load float, ptr %1462, align 4
  %1464 = getelementptr inbounds float, ptr %969, i64 47
  %1465 = load float, ptr %1464, align 4
  %1466 = getelementptr inbounds float, ptr %969, i64 48
  %1467 = load float, ptr %1466, align 4
  %1468 = getelementptr inbounds float, ptr %969, i64 49
  %1469 = load float, ptr %1468, align 4
  %1470 = getelementptr inbounds float, ptr %969, i64 50
  %1471 = load float, ptr %1470, align 4
  %1472 = getelementptr inbounds float, ptr %969, i64 51
  %1473 = load float, ptr %1472, align 4
  %1474 = getelementptr inbounds float, ptr %969, i64 52
  %1475 = load float, ptr %1474, align 4
  %1476 = getelementptr inbounds float, ptr %969, i64 53
  %1477 = load float, ptr %1476, align 4
  %1478 = getelementptr inbounds float, ptr %969, i64 54
  %1479 = load float, ptr %1478, align 4
  %1480 = getelementptr inbounds float, ptr %969, i64 55
  %1481 = load float, ptr %1480, align 4
  %1482 = getelementptr inbounds float, ptr %969, i64 56
  %1483 = load float, ptr %1482, align 4
  %1484 = getelementptr inbounds float, ptr %969, i64 57
  %1485 = load float, ptr %1484, align 4
  %1486 = getelementptr inbounds float, ptr %969, i64 58
  %1487 = load float, ptr %1486, align 4
  %1488 = getelementptr inbounds float, ptr %969, i64 59
  %1489 = load float, ptr %1488, align 4
  %1490 = getelementptr inbounds float, ptr %969, i64 60
  %1491 = load float, ptr %1490, align 4
  %1492 = getelementptr inbounds float, ptr %969, i64 61
  %1493 = load float, ptr %1492, align 4
  %1494 = getelementptr inbounds float, ptr %969, i64 62
  %1495 = load float, ptr %1494, align 4
  %1496 = getelementptr inbounds float, ptr %969, i64 63
  %1497 = load float, ptr %1496, align 4
  %1498 = getelementptr inbounds float, ptr %969, i64 64
  %1499 = load float, ptr %1498, align 4
  %1500 = getelementptr inbounds float, ptr %969, i64 65
  %1501 = load float, ptr %1500, align 4
  %1502 = getelementptr inbounds float, ptr %969, i64 66
  %1503 = load float, ptr %1502, align 4
  %1504 = getelementptr inbounds float, ptr %969, i64 67
  %1505 = load float, ptr %1504, align 4
  %1506 = getelementptr inbounds float, ptr %969, i64 68
  %1507 = load float, ptr %1506, align 4
  %1508 = getelementptr inbounds float, ptr %969, i64 69
  %1509 = load float, ptr %1508, align 4
  %1510 = getelementptr inbounds float, ptr %969, i64 70
  %1511 = load float, ptr %1510, align 4
  %1512 = getelementptr inbounds float, ptr %969, i64 71
  %1513 = load float, ptr %1512, align 4
  %1514 = getelementptr inbounds float, ptr %969, i64 72
  %1515 = load float, ptr %1514, align 4
  %1516 = getelementptr inbounds float, ptr %969, i64 73
  %1517 = load float, ptr %1516, align 4
  %1518 = getelementptr inbounds float, ptr %969, i64 74
  %1519 = load float, ptr %1518, align 4
  %1520 = getelementptr inbounds float, ptr %969, i64 75
  %1521 = load float, ptr %1520, align 4
  %1522 = getelementptr inbounds float, ptr %969, i64 76
  %1523 = load float, ptr %1522, align 4
  %1524 = getelementptr inbounds float, ptr %969, i64 77
  %1525 = load float, ptr %1524, align 4
  %1526 = getelementptr inbounds float, ptr %969, i64 78
  %1527 = load float, ptr %1526, align 4
  %1528 = getelementptr inbounds float, ptr %969, i64 79
  %1529 = load float, ptr %1528, align 4
  %1530 = getelementptr inbounds float, ptr %969, i64 80
  %1531 = load float, ptr %1530, align 4
  %1532 = getelementptr inbounds float, ptr %969, i64 81
  %1533 = load float, ptr %1532, align 4
  %1534 = getelementptr inbounds float, ptr %969, i64 82
  %1535 = load float, ptr %1534, align 4
  %1536 = getelementptr inbounds float, ptr %969, i64 83
  %1537 = load float, ptr %1536, align 4
  %1538 = getelementptr inbounds float, ptr %969, i64 84
  %1539 = load float, ptr %1538, align 4
  %1540 = getelementptr inbounds float, ptr %969, i64 85
  %1541 = load float, ptr %1540, align 4
  %1542 = getelementptr inbounds float, ptr %969, i64 86
  %1543 = load float, ptr %1542, align 4
  %1544 = getelementptr inbounds float, ptr %969, i64 87
  %1545 = load float, ptr %1544, align 4
  %1546 = getelementptr inbounds float, ptr %969, i64 88
  %1547 = load float, ptr %1546, align 4
  %1548 = getelementptr inbounds float, ptr %969, i64 89
  %1549 = load float, ptr %1548, align 4
  %1550 = getelementptr inbounds float, ptr %969, i64 90
  %1551 = load float, ptr %1550, align 4
  %1552 = getelementptr inbounds float, ptr %969, i64 91
  %1553 = load float, ptr %1552, align 4
  %1554 = getelementptr inbounds float, ptr %969, i64 92
  %1555 = load float, ptr %1554, align 4
  %1556 = getelementptr inbounds float, ptr %969, i64 93
  %1557 = load float, ptr %1556, align 4
  %1558 = getelementptr inbounds float, ptr %969, i64 94
  %1559 = load float, ptr %1558, align 4
  %1560 = getelementptr inbounds float, ptr %969, i64 95
  %1561 = load float, ptr %1560, align 4
  %1562 = getelementptr inbounds float, ptr %969, i64 96
  %1563 = load float, ptr %1562, align 4
  %1564 = getelementptr inbounds float, ptr %969, i64 97
  %1565 = load float, ptr %1564, align 4
  %1566 = getelementptr inbounds float, ptr %969, i64 98
  %1567 = load float, ptr %1566, align 4
  %1568 = getelementptr inbounds float, ptr %969, i64 99
  %1569 = load float, ptr %1568, align 4
  %1570 = getelementptr inbounds float, ptr %969, i64 100
  %1571 = load float, ptr %1570, align 4
  %1572 = getelementptr inbounds float, ptr %969, i64 101
  %1573 = load float, ptr %1572, align 4
  %1574 = getelementptr inbounds float, ptr %969, i64 102
  %1575 = load float, ptr %1574, align 4
  %1576 = getelementptr inbounds float, ptr %969, i64 103
  %1577 = load float, ptr %1576, align 4
  %1578 = getelementptr inbounds float, ptr %969, i64 104
  %1579 = load float, ptr %1578, align 4
  %1580 = getelementptr inbounds float, ptr %969, i64 105
  %1581 = load float, ptr %1580, align 4
  %1582 = getelementptr inbounds float, ptr %969, i64 106
  %1583 = load float, ptr %1582, align 4
  %1584 = getelementptr inbounds float, ptr %969, i64 107
  %1585 = load float, ptr %1584, align 4
  %1586 = getelementptr inbounds float, ptr %969, i64 108
  %1587 = load float, ptr %1586, align 4
  %1588 = getelementptr inbounds float, ptr %969, i64 109
  %1589 = load float, ptr %1588, align 4
  %1590 = getelementptr inbounds float, ptr %969, i64 110
  %1591 = load float, ptr %1590, align 4
  %1592 = getelementptr inbounds float, ptr %969, i64 111
  %1593 = load float, ptr %1592, align 4
  %1594 = getelementptr inbounds float, ptr %969, i64 112
  %1595 = load float, ptr %1594, align 4
  %1596 = getelementptr inbounds float, ptr %969, i64 113
  %1597 = load float, ptr %1596, align 4
  %1598 = getelementptr inbounds float, ptr %969, i64 114
  %1599 = load float, ptr %1598, align 4
  %1600 = getelementptr inbounds float, ptr %969, i64 115
  %1601 = load float, ptr %1600, align 4
  %1602 = getelementptr inbounds float, ptr %969, i64 116
  %1603 = load float, ptr %1602, align 4
  %1604 = getelementptr inbounds float, ptr %969, i64 117
  %1605 = load float, ptr %1604, align 4
  %1606 = getelementptr inbounds float, ptr %969, i64 118
  %1607 = load float, ptr %1606, align 4
  %1608 = getelementptr inbounds float, ptr %969, i64 119
  %1609 = load float, ptr %1608, align 4
  %1610 = getelementptr inbounds float, ptr %969, i64 120
  %1611 = load float, ptr %1610, align 4
  %1612 = getelementptr inbounds float, ptr %969, i64 121
  %1613 = load float, ptr %1612, align 4
  %1614 = getelementptr inbounds float, ptr %969, i64 122
  %1615 = load float, ptr %1614, align 4
  %1616 = getelementptr inbounds float, ptr %969, i64 123
  %1617 = load float, ptr %1616, align 4
  %1618 = getelementptr inbounds float, ptr %969, i64 124
  %1619 = load float, ptr %1618, align 4
  %1620 = getelementptr inbounds float, ptr %969, i64 125
  %1621 = load float, ptr %1620, align 4
  %1622 = getelementptr inbounds float, ptr %969, i64 126
  %1623 = load float, ptr %1622, align 4
  %1624 = getelementptr inbounds float, ptr %969, i64 127
  %1625 = load float, ptr %1624, align 4
  %1626 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, $128, $129, p, 1, 1, 0, 1;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,~{memory}"(i64 %1364, i64 %1369, i32 1, float %1371, float %1373, float %1375, float %1377, float %1379, float %1381, float %1383, float %1385, float %1387, float %1389, float %1391, float %1393, float %1395, float %1397, float %1399, float %1401, float %1403, float %1405, float %1407, float %1409, float %1411, float %1413, float %1415, float %1417, float %1419, float %1421, float %1423, float %1425, float %1427, float %1429, float %1431, float %1433, float %1435, float %1437, float %1439, float %1441, float %1443, float %1445, float %1447, float %1449, float %1451, float %1453, float %1455, float %1457, float %1459, float %1461, float %1463, float %1465, float %1467, float %1469, float %1471, float %1473, float %1475, float %1477, float %1479, float %1481, float %1483, float %1485, float %1487, float %1489, float %1491, float %1493, float %1495, float %1497, float %1499, float %1501, float %1503, float %1505, float %1507, float %1509, float %1511, float %1513, float %1515, float %1517, float %1519, float %1521, float %1523, float %1525, float %1527, float %1529, float %1531, float %1533, float %1535, float %1537, float %1539, float %1541, float %1543, float %1545, float %1547, float %1549, float %1551, float %1553, float %1555, float %1557, float %1559, float %1561, float %1563, float %1565, float %1567, float %1569, float %1571, float %1573, float %1575, float %1577, float %1579, float %1581, float %1583, float %1585, float %1587, float %1589, float %1591, float %1593, float %1595, float %1597, float %1599, float %1601, float %1603, float %1605, float %1607, float %1609, float %1611, float %1613, float %1615, float %1617, float %1619, float %1621, float %1623, float %1625) #6
  %1627 = getelementptr inbounds float, ptr %969, i64 0
  %1628 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 0
  store float %1628, ptr %1627, align 4
  %1629 = getelementptr inbounds float, ptr %969, i64 1
  %1630 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 1
  store float %1630, ptr %1629, align 4
  %1631 = getelementptr inbounds float, ptr %969, i64 2
  %1632 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 2
  store float %1632, ptr %1631, align 4
  %1633 = getelementptr inbounds float, ptr %969, i64 3
  %1634 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 3
  store float %1634, ptr %1633, align 4
  %1635 = getelementptr inbounds float, ptr %969, i64 4
  %1636 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 4
  store float %1636, ptr %1635, align 4
  %1637 = getelementptr inbounds float, ptr %969, i64 5
  %1638 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 5
  store float %1638, ptr %1637, align 4
  %1639 = getelementptr inbounds float, ptr %969, i64 6
  %1640 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 6
  store float %1640, ptr %1639, align 4
  %1641 = getelementptr inbounds float, ptr %969, i64 7
  %1642 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 7
  store float %1642, ptr %1641, align 4
  %1643 = getelementptr inbounds float, ptr %969, i64 8
  %1644 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 8
  store float %1644, ptr %1643, align 4
  %1645 = getelementptr inbounds float, ptr %969, i64 9
  %1646 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 9
  store float %1646, ptr %1645, align 4
  %1647 = getelementptr inbounds float, ptr %969, i64 10
  %1648 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 10
  store float %1648, ptr %1647, align 4
  %1649 = getelementptr inbounds float, ptr %969, i64 11
  %1650 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 11
  store float %1650, ptr %1649, align 4
  %1651 = getelementptr inbounds float, ptr %969, i64 12
  %1652 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 12
  store float %1652, ptr %1651, align 4
  %1653 = getelementptr inbounds float, ptr %969, i64 13
  %1654 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 13
  store float %1654, ptr %1653, align 4
  %1655 = getelementptr inbounds float, ptr %969, i64 14
  %1656 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 14
  store float %1656, ptr %1655, align 4
  %1657 = getelementptr inbounds float, ptr %969, i64 15
  %1658 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 15
  store float %1658, ptr %1657, align 4
  %1659 = getelementptr inbounds float, ptr %969, i64 16
  %1660 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 16
  store float %1660, ptr %1659, align 4
  %1661 = getelementptr inbounds float, ptr %969, i64 17
  %1662 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 17
  store float %1662, ptr %1661, align 4
  %1663 = getelementptr inbounds float, ptr %969, i64 18
  %1664 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 18
  store float %1664, ptr %1663, align 4
  %1665 = getelementptr inbounds float, ptr %969, i64 19
  %1666 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 19
  store float %1666, ptr %1665, align 4
  %1667 = getelementptr inbounds float, ptr %969, i64 20
  %1668 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 20
  store float %1668, ptr %1667, align 4
  %1669 = getelementptr inbounds float, ptr %969, i64 21
  %1670 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 21
  store float %1670, ptr %1669, align 4
  %1671 = getelementptr inbounds float, ptr %969, i64 22
  %1672 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 22
  store float %1672, ptr %1671, align 4
  %1673 = getelementptr inbounds float, ptr %969, i64 23
  %1674 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 23
  store float %1674, ptr %1673, align 4
  %1675 = getelementptr inbounds float, ptr %969, i64 24
  %1676 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 24
  store float %1676, ptr %1675, align 4
  %1677 = getelementptr inbounds float, ptr %969, i64 25
  %1678 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 25
  store float %1678, ptr %1677, align 4
  %1679 = getelementptr inbounds float, ptr %969, i64 26
  %1680 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 26
  store float %1680, ptr %1679, align 4
  %1681 = getelementptr inbounds float, ptr %969, i64 27
  %1682 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 27
  store float %1682, ptr %1681, align 4
  %1683 = getelementptr inbounds float, ptr %969, i64 28
  %1684 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 28
  store float %1684, ptr %1683, align 4
  %1685 = getelementptr inbounds float, ptr %969, i64 29
  %1686 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 29
  store float %1686, ptr %1685, align 4
  %1687 = getelementptr inbounds float, ptr %969, i64 30
  %1688 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 30
  store float %1688, ptr %1687, align 4
  %1689 = getelementptr inbounds float, ptr %969, i64 31
  %1690 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 31
  store float %1690, ptr %1689, align 4
  %1691 = getelementptr inbounds float, ptr %969, i64 32
  %1692 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 32
  store float %1692, ptr %1691, align 4
  %1693 = getelementptr inbounds float, ptr %969, i64 33
  %1694 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 33
  store float %1694, ptr %1693, align 4
  %1695 = getelementptr inbounds float, ptr %969, i64 34
  %1696 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 34
  store float %1696, ptr %1695, align 4
  %1697 = getelementptr inbounds float, ptr %969, i64 35
  %1698 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 35
  store float %1698, ptr %1697, align 4
  %1699 = getelementptr inbounds float, ptr %969, i64 36
  %1700 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 36
  store float %1700, ptr %1699, align 4
  %1701 = getelementptr inbounds float, ptr %969, i64 37
  %1702 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 37
  store float %1702, ptr %1701, align 4
  %1703 = getelementptr inbounds float, ptr %969, i64 38
  %1704 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 38
  store float %1704, ptr %1703, align 4
  %1705 = getelementptr inbounds float, ptr %969, i64 39
  %1706 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 39
  store float %1706, ptr %1705, align 4
  %1707 = getelementptr inbounds float, ptr %969, i64 40
  %1708 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 40
  store float %1708, ptr %1707, align 4
  %1709 = getelementptr inbounds float, ptr %969, i64 41
  %1710 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 41
  store float %1710, ptr %1709, align 4
  %1711 = getelementptr inbounds float, ptr %969, i64 42
  %1712 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 42
  store float %1712, ptr %1711, align 4
  %1713 = getelementptr inbounds float, ptr %969, i64 43
  %1714 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 43
  store float %1714, ptr %1713, align 4
  %1715 = getelementptr inbounds float, ptr %969, i64 44
  %1716 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 44
  store float %1716, ptr %1715, align 4
  %1717 = getelementptr inbounds float, ptr %969, i64 45
  %1718 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 45
  store float %1718, ptr %1717, align 4
  %1719 = getelementptr inbounds float, ptr %969, i64 46
  %1720 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 46
  store float %1720, ptr %1719, align 4
  %1721 = getelementptr inbounds float, ptr %969, i64 47
  %1722 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 47
  store float %1722, ptr %1721, align 4
  %1723 = getelementptr inbounds float, ptr %969, i64 48
  %1724 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 48
  store float %1724, ptr %1723, align 4
  %1725 = getelementptr inbounds float, ptr %969, i64 49
  %1726 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 49
  store float %1726, ptr %1725, align 4
  %1727 = getelementptr inbounds float, ptr %969, i64 50
  %1728 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 50
  store float %1728, ptr %1727, align 4
  %1729 = getelementptr inbounds float, ptr %969, i64 51
  %1730 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 51
  store float %1730, ptr %1729, align 4
  %1731 = getelementptr inbounds float, ptr %969, i64 52
  %1732 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 52
  store float %1732, ptr %1731, align 4
  %1733 = getelementptr inbounds float, ptr %969, i64 53
  %1734 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 53
  store float %1734, ptr %1733, align 4
  %1735 = getelementptr inbounds float, ptr %969, i64 54
  %1736 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 54
  store float %1736, ptr %1735, align 4
  %1737 = getelementptr inbounds float, ptr %969, i64 55
  %1738 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 55
  store float %1738, ptr %1737, align 4
  %1739 = getelementptr inbounds float, ptr %969, i64 56
  %1740 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 56
  store float %1740, ptr %1739, align 4
  %1741 = getelementptr inbounds float, ptr %969, i64 57
  %1742 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 57
  store float %1742, ptr %1741, align 4
  %1743 = getelementptr inbounds float, ptr %969, i64 58
  %1744 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 58
  store float %1744, ptr %1743, align 4
  %1745 = getelementptr inbounds float, ptr %969, i64 59
  %1746 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 59
  store float %1746, ptr %1745, align 4
  %1747 = getelementptr inbounds float, ptr %969, i64 60
  %1748 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 60
  store float %1748, ptr %1747, align 4
  %1749 = getelementptr inbounds float, ptr %969, i64 61
  %1750 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 61
  store float %1750, ptr %1749, align 4
  %1751 = getelementptr inbounds float, ptr %969, i64 62
  %1752 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 62
  store float %1752, ptr %1751, align 4
  %1753 = getelementptr inbounds float, ptr %969, i64 63
  %1754 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 63
  store float %1754, ptr %1753, align 4
  %1755 = getelementptr inbounds float, ptr %969, i64 64
  %1756 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 64
  store float %1756, ptr %1755, align 4
  %1757 = getelementptr inbounds float, ptr %969, i64 65
  %1758 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 65
  store float %1758, ptr %1757, align 4
  %1759 = getelementptr inbounds float, ptr %969, i64 66
  %1760 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 66
  store float %1760, ptr %1759, align 4
  %1761 = getelementptr inbounds float, ptr %969, i64 67
  %1762 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 67
  store float %1762, ptr %1761, align 4
  %1763 = getelementptr inbounds float, ptr %969, i64 68
  %1764 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 68
  store float %1764, ptr %1763, align 4
  %1765 = getelementptr inbounds float, ptr %969, i64 69
  %1766 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 69
  store float %1766, ptr %1765, align 4
  %1767 = getelementptr inbounds float, ptr %969, i64 70
  %1768 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 70
  store float %1768, ptr %1767, align 4
  %1769 = getelementptr inbounds float, ptr %969, i64 71
  %1770 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 71
  store float %1770, ptr %1769, align 4
  %1771 = getelementptr inbounds float, ptr %969, i64 72
  %1772 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 72
  store float %1772, ptr %1771, align 4
  %1773 = getelementptr inbounds float, ptr %969, i64 73
  %1774 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 73
  store float %1774, ptr %1773, align 4
  %1775 = getelementptr inbounds float, ptr %969, i64 74
  %1776 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 74
  store float %1776, ptr %1775, align 4
  %1777 = getelementptr inbounds float, ptr %969, i64 75
  %1778 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 75
  store float %1778, ptr %1777, align 4
  %1779 = getelementptr inbounds float, ptr %969, i64 76
  %1780 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 76
  store float %1780, ptr %1779, align 4
  %1781 = getelementptr inbounds float, ptr %969, i64 77
  %1782 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 77
  store float %1782, ptr %1781, align 4
  %1783 = getelementptr inbounds float, ptr %969, i64 78
  %1784 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 78
  store float %1784, ptr %1783, align 4
  %1785 = getelementptr inbounds float, ptr %969, i64 79
  %1786 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 79
  store float %1786, ptr %1785, align 4
  %1787 = getelementptr inbounds float, ptr %969, i64 80
  %1788 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 80
  store float %1788, ptr %1787, align 4
  %1789 = getelementptr inbounds float, ptr %969, i64 81
  %1790 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 81
  store float %1790, ptr %1789, align 4
  %1791 = getelementptr inbounds float, ptr %969, i64 82
  %1792 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 82
  store float %1792, ptr %1791, align 4
  %1793 = getelementptr inbounds float, ptr %969, i64 83
  %1794 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 83
  store float %1794, ptr %1793, align 4
  %1795 = getelementptr inbounds float, ptr %969, i64 84
  %1796 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 84
  store float %1796, ptr %1795, align 4
  %1797 = getelementptr inbounds float, ptr %969, i64 85
  %1798 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 85
  store float %1798, ptr %1797, align 4
  %1799 = getelementptr inbounds float, ptr %969, i64 86
  %1800 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 86
  store float %1800, ptr %1799, align 4
  %1801 = getelementptr inbounds float, ptr %969, i64 87
  %1802 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 87
  store float %1802, ptr %1801, align 4
  %1803 = getelementptr inbounds float, ptr %969, i64 88
  %1804 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 88
  store float %1804, ptr %1803, align 4
  %1805 = getelementptr inbounds float, ptr %969, i64 89
  %1806 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 89
  store float %1806, ptr %1805, align 4
  %1807 = getelementptr inbounds float, ptr %969, i64 90
  %1808 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 90
  store float %1808, ptr %1807, align 4
  %1809 = getelementptr inbounds float, ptr %969, i64 91
  %1810 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 91
  store float %1810, ptr %1809, align 4
  %1811 = getelementptr inbounds float, ptr %969, i64 92
  %1812 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 92
  store float %1812, ptr %1811, align 4
  %1813 = getelementptr inbounds float, ptr %969, i64 93
  %1814 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 93
  store float %1814, ptr %1813, align 4
  %1815 = getelementptr inbounds float, ptr %969, i64 94
  %1816 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 94
  store float %1816, ptr %1815, align 4
  %1817 = getelementptr inbounds float, ptr %969, i64 95
  %1818 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 95
  store float %1818, ptr %1817, align 4
  %1819 = getelementptr inbounds float, ptr %969, i64 96
  %1820 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 96
  store float %1820, ptr %1819, align 4
  %1821 = getelementptr inbounds float, ptr %969, i64 97
  %1822 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 97
  store float %1822, ptr %1821, align 4
  %1823 = getelementptr inbounds float, ptr %969, i64 98
  %1824 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 98
  store float %1824, ptr %1823, align 4
  %1825 = getelementptr inbounds float, ptr %969, i64 99
  %1826 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 99
  store float %1826, ptr %1825, align 4
  %1827 = getelementptr inbounds float, ptr %969, i64 100
  %1828 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 100
  store float %1828, ptr %1827, align 4
  %1829 = getelementptr inbounds float, ptr %969, i64 101
  %1830 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 101
  store float %1830, ptr %1829, align 4
  %1831 = getelementptr inbounds float, ptr %969, i64 102
  %1832 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 102
  store float %1832, ptr %1831, align 4
  %1833 = getelementptr inbounds float, ptr %969, i64 103
  %1834 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 103
  store float %1834, ptr %1833, align 4
  %1835 = getelementptr inbounds float, ptr %969, i64 104
  %1836 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 104
  store float %1836, ptr %1835, align 4
  %1837 = getelementptr inbounds float, ptr %969, i64 105
  %1838 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 105
  store float %1838, ptr %1837, align 4
  %1839 = getelementptr inbounds float, ptr %969, i64 106
  %1840 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 106
  store float %1840, ptr %1839, align 4
  %1841 = getelementptr inbounds float, ptr %969, i64 107
  %1842 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 107
  store float %1842, ptr %1841, align 4
  %1843 = getelementptr inbounds float, ptr %969, i64 108
  %1844 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 108
  store float %1844, ptr %1843, align 4
  %1845 = getelementptr inbounds float, ptr %969, i64 109
  %1846 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 109
  store float %1846, ptr %1845, align 4
  %1847 = getelementptr inbounds float, ptr %969, i64 110
  %1848 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 110
  store float %1848, ptr %1847, align 4
  %1849 = getelementptr inbounds float, ptr %969, i64 111
  %1850 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 111
  store float %1850, ptr %1849, align 4
  %1851 = getelementptr inbounds float, ptr %969, i64 112
  %1852 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 112
  store float %1852, ptr %1851, align 4
  %1853 = getelementptr inbounds float, ptr %969, i64 113
  %1854 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 113
  store float %1854, ptr %1853, align 4
  %1855 = getelementptr inbounds float, ptr %969, i64 114
  %1856 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 114
  store float %1856, ptr %1855, align 4
  %1857 = getelementptr inbounds float, ptr %969, i64 115
  %1858 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 115
  store float %1858, ptr %1857, align 4
  %1859 = getelementptr inbounds float, ptr %969, i64 116
  %1860 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 116
  store float %1860, ptr %1859, align 4
  %1861 = getelementptr inbounds float, ptr %969, i64 117
  %1862 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 117
  store float %1862, ptr %1861, align 4
  %1863 = getelementptr inbounds float, ptr %969, i64 118
  %1864 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 118
  store float %1864, ptr %1863, align 4
  %1865 = getelementptr inbounds float, ptr %969, i64 119
  %1866 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 119
  store float %1866, ptr %1865, align 4
  %1867 = getelementptr inbounds float, ptr %969, i64 120
  %1868 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 120
  store float %1868, ptr %1867, align 4
  %1869 = getelementptr inbounds float, ptr %969, i64 121
  %1870 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 121
  store float %1870, ptr %1869, align 4
  %1871 = getelementptr inbounds float, ptr %969, i64 122
  %1872 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 122
  store float %1872, ptr %1871, align 4
  %1873 = getelementptr inbounds float, ptr %969, i64 123
  %1874 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 123
  store float %1874, ptr %1873, align 4
  %1875 = getelementptr inbounds float, ptr %969, i64 124
  %1876 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 124
  store float %1876, ptr %1875, align 4
  %1877 = getelementptr inbounds float, ptr %969, i64 125
  %1878 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 125
  store float %1878, ptr %1877, align 4
  %1879 = getelementptr inbounds float, ptr %969, i64 126
  %1880 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 126
  store float %1880, ptr %1879, align 4
  %1881 = getelementptr inbounds float, ptr %969, i64 127
  %1882 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1626, 127
  store float %1882, ptr %1881, align 4
  %1883 = zext i32 %1357 to i64
  %1884 = add i64 16, %1883
  %1885 = getelementptr inbounds half, ptr addrspace(3) %956, i64 %1884
  %1886 = ptrtoint ptr addrspace(3) %1885 to i64
  %1887 = and i64 %1886, 262143
  %1888 = lshr i64 %1887, 4
  %1889 = or i64 %1888, 4611686293305360384
  %1890 = getelementptr inbounds half, ptr addrspace(3) %968, i64 1024
  %1891 = ptrtoint ptr addrspace(3) %1890 to i64
  %1892 = and i64 %1891, 262143
  %1893 = lshr i64 %1892, 4
  %1894 = or i64 %1893, 4611686293338849280
  %1895 = getelementptr inbounds float, ptr %969, i64 0
  %1896 = load float, ptr %1895, align 4
  %1897 = getelementptr inbounds float, ptr %969, i64 1
  %1898 = load float, ptr %1897, align 4
  %1899 = getelementptr inbounds float, ptr %969, i64 2
  %1900 = load float, ptr %1899, align 4
  %1901 = getelementptr inbounds float, ptr %969, i64 3
  %1902 = load float, ptr %1901, align 4
  %1903 = getelementptr inbounds float, ptr %969, i64 4
  %1904 = load float, ptr %1903, align 4
  %1905 = getelementptr inbounds float, ptr %969, i64 5
  %1906 = load float, ptr %1905, align 4
  %1907 = getelementptr inbounds float, ptr %969, i64 6
  %1908 = load float, ptr %1907, align 4
  %1909 = getelementptr inbounds float, ptr %969, i64 7
  %1910 = load float, ptr %1909, align 4
  %1911 = getelementptr inbounds float, ptr %969, i64 8
  %1912 = load float, ptr %1911, align 4
  %1913 = getelementptr inbounds float, ptr %969, i64 9
  %1914 = load float, ptr %1913, align 4
  %1915 = getelementptr inbounds float, ptr %969, i64 10
  %1916 = load float, ptr %1915, align 4
  %1917 = getelementptr inbounds float, ptr %969, i64 11
  %1918 = load float, ptr %1917, align 4
  %1919 = getelementptr inbounds float, ptr %969, i64 12
  %1920 = load float, ptr %1919, align 4
  %1921 = getelementptr inbounds float, ptr %969, i64 13
  %1922 = load float, ptr %1921, align 4
  %1923 = getelementptr inbounds float, ptr %969, i64 14
  %1924 = load float, ptr %1923, align 4
  %1925 = getelementptr inbounds float, ptr %969, i64 15
  %1926 = load float, ptr %1925, align 4
  %1927 = getelementptr inbounds float, ptr %969, i64 16
  %1928 = load float, ptr %1927, align 4
  %1929 = getelementptr inbounds float, ptr %969, i64 17
  %1930 = load float, ptr %1929, align 4
  %1931 = getelementptr inbounds float, ptr %969, i64 18
  %1932 = load float, ptr %1931, align 4
  %1933 = getelementptr inbounds float, ptr %969, i64 19
  %1934 = load float, ptr %1933, align 4
  %1935 = getelementptr inbounds float, ptr %969, i64 20
  %1936 = load float, ptr %1935, align 4
  %1937 = getelementptr inbounds float, ptr %969, i64 21
  %1938 = load float, ptr %1937, align 4
  %1939 = getelementptr inbounds float, ptr %969, i64 22
  %1940 = load float, ptr %1939, align 4
  %1941 = getelementptr inbounds float, ptr %969, i64 23
  %1942 = load float, ptr %1941, align 4
  %1943 = getelementptr inbounds float, ptr %969, i64 24
  %1944 = load float, ptr %1943, align 4
  %1945 = getelementptr inbounds float, ptr %969, i64 25
  %1946 = load float, ptr %1945, align 4
  %1947 = getelementptr inbounds float, ptr %969, i64 26
  %1948 = load float, ptr %1947, align 4
  %1949 = getelementptr inbounds float, ptr %969, i64 27
  %1950 = load float, ptr %1949, align 4
  %1951 = getelementptr inbounds float, ptr %969, i64 28
  %1952 = load float, ptr %1951, align 4
  %1953 = getelementptr inbounds float, ptr %969, i64 29
  %1954 = load float, ptr %1953, align 4
  %1955 = getelementptr inbounds float, ptr %969, i64 30
  %1956 = load float, ptr %1955, align 4
  %1957 = getelementptr inbounds float, ptr %969, i64 31
  %1958 = load float, ptr %1957, align 4
  %1959 = getelementptr inbounds float, ptr %969, i64 32
  %1960 = load float, ptr %1959, align 4
  %1961 = getelementptr inbounds float, ptr %969, i64 33
  %1962 = load float, ptr %1961, align 4
  %1963 = getelementptr inbounds float, ptr %969, i64 34
  %1964 = load float, ptr %1963, align 4
  %1965 = getelementptr inbounds float, ptr %969, i64 35
  %1966 = load float, ptr %1965, align 4
  %1967 = getelementptr inbounds float, ptr %969, i64 36
  %1968 = load float, ptr %1967, align 4
  %1969 = getelementptr inbounds float, ptr %969, i64 37
  %1970 = load float, ptr %1969, align 4
  %1971 = getelementptr inbounds float, ptr %969, i64 38
  %1972 = load float, ptr %1971, align 4
  %1973 = getelementptr inbounds float, ptr %969, i64 39
  %1974 = load float, ptr %1973, align 4
  %1975 = getelementptr inbounds float, ptr %969, i64 40
  %1976 = load float, ptr %1975, align 4
  %1977 = getelementptr inbounds float, ptr %969, i64 41
  %1978 = load float, ptr %1977, align 4
  %1979 = getelementptr inbounds float, ptr %969, i64 42
  %1980 = load float, ptr %1979, align 4
  %1981 = getelementptr inbounds float, ptr %969, i64 43
  %1982 = load float, ptr %1981, align 4
  %1983 = getelementptr inbounds float, ptr %969, i64 44
  %1984 = load float, ptr %1983, align 4
  %1985 = getelementptr inbounds float, ptr %969, i64 45
  %1986 = load float, ptr %1985, align 4
  %1987 = getelementptr inbounds float, ptr %969, i64 46
  %1988 = load float, ptr %1987, align 4
  %1989 = getelementptr inbounds float, ptr %969, i64 47
  %1990 = load float, ptr %1989, align 4
  %1991 = getelementptr inbounds float, ptr %969, i64 48
  %1992 = load float, ptr %1991, align 4
  %1993 = getelementptr inbounds float, ptr %969, i64 49
  %1994 = load float, ptr %1993, align 4
  %1995 = getelementptr inbounds float, ptr %969, i64 50
  %1996 = load float, ptr %1995, align 4
  %1997 = getelementptr inbounds float, ptr %969, i64 51
  %1998 = load float, ptr %1997, align 4
  %1999 = getelementptr inbounds float, ptr %969, i64 52
  %2000 = load float, ptr %1999, align 4
  %2001 = getelementptr inbounds float, ptr %969, i64 53
  %2002 = load float, ptr %2001, align 4
  %2003 = getelementptr inbounds float, ptr %969, i64 54
  %2004 = load float, ptr %2003, align 4
  %2005 = getelementptr inbounds float, ptr %969, i64 55
  %2006 = load float, ptr %2005, align 4
  %2007 = getelementptr inbounds float, ptr %969, i64 56
  %2008 = load float, ptr %2007, align 4
  %2009 = getelementptr inbounds float, ptr %969, i64 57
  %2010 = load float, ptr %2009, align 4
  %2011 = getelementptr inbounds float, ptr %969, i64 58
  %2012 = load float, ptr %2011, align 4
  %2013 = getelementptr inbounds float, ptr %969, i64 59
  %2014 = load float, ptr %2013, align 4
  %2015 = getelementptr inbounds float, ptr %969, i64 60
  %2016 = load float, ptr %2015, align 4
  %2017 = getelementptr inbounds float, ptr %969, i64 61
  %2018 = load float, ptr %2017, align 4
  %2019 = getelementptr inbounds float, ptr %969, i64 62
  %2020 = load float, ptr %2019, align 4
  %2021 = getelementptr inbounds float, ptr %969, i64 63
  %2022 = load float, ptr %2021, align 4
  %2023 = getelementptr inbounds float, ptr %969, i64 64
  %2024 = load float, ptr %2023, align 4
  %2025 = getelementptr inbounds float, ptr %969, i64 65
  %2026 = load float, ptr %2025, align 4
  %2027 = getelementptr inbounds float, ptr %969, i64 66
  %2028 = load float, ptr %2027, align 4
  %2029 = getelementptr inbounds float, ptr %969, i64 67
  %2030 = load float, ptr %2029, align 4
  %2031 = getelementptr inbounds float, ptr %969, i64 68
  %2032 = load float, ptr %2031, align 4
  %2033 = getelementptr inbounds float, ptr %969, i64 69
  %2034 = load float, ptr %2033, align 4
  %2035 = getelementptr inbounds float, ptr %969, i64 70
  %2036 = load float, ptr %2035, align 4
  %2037 = getelementptr inbounds float, ptr %969, i64 71
  %2038 = load float, ptr %2037, align 4
  %2039 = getelementptr inbounds float, ptr %969, i64 72
  %2040 = load float, ptr %2039, align 4
  %2041 = getelementptr inbounds float, ptr %969, i64 73
  %2042 = load float, ptr %2041, align 4
  %2043 = getelementptr inbounds float, ptr %969, i64 74
  %2044 = load float, ptr %2043, align 4
  %2045 = getelementptr inbounds float, ptr %969, i64 75
  %2046 = load float, ptr %2045, align 4
  %2047 = getelementptr inbounds float, ptr %969, i64 76
  %2048 = load float, ptr %2047, align 4
  %2049 = getelementptr inbounds float, ptr %969, i64 77
  %2050 = load float, ptr %2049, align 4
  %2051 = getelementptr inbounds float, ptr %969, i64 78
  %2052 = load float, ptr %2051, align 4
  %2053 = getelementptr inbounds float, ptr %969, i64 79
  %2054 = load float, ptr %2053, align 4
  %2055 = getelementptr inbounds float, ptr %969, i64 80
  %2056 = load float, ptr %2055, align 4
  %2057 = getelementptr inbounds float, ptr %969, i64 81
  %2058 = load float, ptr %2057, align 4
  %2059 = getelementptr inbounds float, ptr %969, i64 82
  %2060 = load float, ptr %2059, align 4
  %2061 = getelementptr inbounds float, ptr %969, i64 83
  %2062 = load float, ptr %2061, align 4
  %2063 = getelementptr inbounds float, ptr %969, i64 84
  %2064 = load float, ptr %2063, align 4
  %2065 = getelementptr inbounds float, ptr %969, i64 85
  %2066 = load float, ptr %2065, align 4
  %2067 = getelementptr inbounds float, ptr %969, i64 86
  %2068 = load float, ptr %2067, align 4
  %2069 = getelementptr inbounds float, ptr %969, i64 87
  %2070 = load float, ptr %2069, align 4
  %2071 = getelementptr inbounds float, ptr %969, i64 88
  %2072 = load float, ptr %2071, align 4
  %2073 = getelementptr inbounds float, ptr %969, i64 89
  %2074 = load float, ptr %2073, align 4
  %2075 = getelementptr inbounds float, ptr %969, i64 90
  %2076 = load float, ptr %2075, align 4
  %2077 = getelementptr inbounds float, ptr %969, i64 91
  %2078 = load float, ptr %2077, align 4
  %2079 = getelementptr inbounds float, ptr %969, i64 92
  %2080 = load float, ptr %2079, align 4
  %2081 = getelementptr inbounds float, ptr %969, i64 93
  %2082 = load float, ptr %2081, align 4
  %2083 = getelementptr inbounds float, ptr %969, i64 94
  %2084 = load float, ptr %2083, align 4
  %2085 = getelementptr inbounds float, ptr %969, i64 95
  %2086 = load float, ptr %2085, align 4
  %2087 = getelementptr inbounds float, ptr %969, i64 96
  %2088 = load float, ptr %2087, align 4
  %2089 = getelementptr inbounds float, ptr %969, i64 97
  %2090 = load float, ptr %2089, align 4
  %2091 = getelementptr inbounds float, ptr %969, i64 98
  %2092 = load float, ptr %2091, align 4
  %2093 = getelementptr inbounds float, ptr %969, i64 99
  %2094 = load float, ptr %2093, align 4
  %2095 = getelementptr inbounds float, ptr %969, i64 100
  %2096 = load float, ptr %2095, align 4
  %2097 = getelementptr inbounds float, ptr %969, i64 101
  %2098 = load float, ptr %2097, align 4
  %2099 = getelementptr inbounds float, ptr %969, i64 102
  %2100 = load float, ptr %2099, align 4
  %2101 = getelementptr inbounds float, ptr %969, i64 103
  %2102 = load float, ptr %2101, align 4
  %2103 = getelementptr inbounds float, ptr %969, i64 104
  %2104 = load float, ptr %2103, align 4
  %2105 = getelementptr inbounds float, ptr %969, i64 105
  %2106 = load float, ptr %2105, align 4
  %2107 = getelementptr inbounds float, ptr %969, i64 106
  %2108 = load float, ptr %2107, align 4
  %2109 = getelementptr inbounds float, ptr %969, i64 107
  %2110 = load float, ptr %2109, align 4
  %2111 = getelementptr inbounds float, ptr %969, i64 108
  %2112 = load float, ptr %2111, align 4
  %2113 = getelementptr inbounds float, ptr %969, i64 109
  %2114 = load float, ptr %2113, align 4
  %2115 = getelementptr inbounds float, ptr %969, i64 110
  %2116 = load float, ptr %2115, align 4
  %2117 = getelementptr inbounds float, ptr %969, i64 111
  %2118 = load float, ptr %2117, align 4
  %2119 = getelementptr inbounds float, ptr %969, i64 112
  %2120 = load float, ptr %2119, align 4
  %2121 = getelementptr inbounds float, ptr %969, i64 113
  %2122 = load float, ptr %2121, align 4
  %2123 = getelementptr inbounds float, ptr %969, i64 114
  %2124 = load float, ptr %2123, align 4
  %2125 = getelementptr inbounds float, ptr %969, i64 115
  %2126 = load float, ptr %2125, align 4
  %2127 = getelementptr inbounds float, ptr %969, i64 116
  %2128 = load float, ptr %2127, align 4
  %2129 = getelementptr inbounds float, ptr %969, i64 117
  %2130 = load float, ptr %2129, align 4
  %2131 = getelementptr inbounds float, ptr %969, i64 118
  %2132 = load float, ptr %2131, align 4
  %2133 = getelementptr inbounds float, ptr %969, i64 119
  %2134 = load float, ptr %2133, align 4
  %2135 = getelementptr inbounds float, ptr %969, i64 120
  %2136 = load float, ptr %2135, align 4
  %2137 = getelementptr inbounds float, ptr %969, i64 121
  %2138 = load float, ptr %2137, align 4
  %2139 = getelementptr inbounds float, ptr %969, i64 122
  %2140 = load float, ptr %2139, align 4
  %2141 = getelementptr inbounds float, ptr %969, i64 123
  %2142 = load float, ptr %2141, align 4
  %2143 = getelementptr inbounds float, ptr %969, i64 124
  %2144 = load float, ptr %2143, align 4
  %2145 = getelementptr inbounds float, ptr %969, i64 125
  %2146 = load float, ptr %2145, align 4
  %2147 = getelementptr inbounds float, ptr %969, i64 126
  %2148 = load float, ptr %2147, align 4
  %2149 = getelementptr inbounds float, ptr %969, i64 127
  %2150 = load float, ptr %2149, align 4
  %2151 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, $128, $129, p, 1, 1, 0, 1;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,~{memory}"(i64 %1889, i64 %1894, i32 1, float %1896, float %1898, float %1900, float %1902, float %1904, float %1906, float %1908, float %1910, float %1912, float %1914, float %1916, float %1918, float %1920, float %1922, float %1924, float %1926, float %1928, float %1930, float %1932, float %1934, float %1936, float %1938, float %1940, float %1942, float %1944, float %1946, float %1948, float %1950, float %1952, float %1954, float %1956, float %1958, float %1960, float %1962, float %1964, float %1966, float %1968, float %1970, float %1972, float %1974, float %1976, float %1978, float %1980, float %1982, float %1984, float %1986, float %1988, float %1990, float %1992, float %1994, float %1996, float %1998, float %2000, float %2002, float %2004, float %2006, float %2008, float %2010, float %2012, float %2014, float %2016, float %2018, float %2020, float %2022, float %2024, float %2026, float %2028, float %2030, float %2032, float %2034, float %2036, float %2038, float %2040, float %2042, float %2044, float %2046, float %2048, float %2050, float %2052, float %2054, float %2056, float %2058, float %2060, float %2062, float %2064, float %2066, float %2068, float %2070, float %2072, float %2074, float %2076, float %2078, float %2080, float %2082, float %2084, float %2086, float %2088, float %2090, float %2092, float %2094, float %2096, float %2098, float %2100, float %2102, float %2104, float %2106, float %2108, float %2110, float %2112, float %2114, float %2116, float %2118, float %2120, float %2122, float %2124, float %2126, float %2128, float %2130, float %2132, float %2134, float %2136, float %2138, float %2140, float %2142, float %2144, float %2146, float %2148, float %2150) #6
  %2152 = getelementptr inbounds float, ptr %969, i64 0
  %2153 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 0
  store float %2153, ptr %2152, align 4
  %2154 = getelementptr inbounds float, ptr %969, i64 1
  %2155 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 1
  store float %2155, ptr %2154, align 4
  %2156 = getelementptr inbounds float, ptr %969, i64 2
  %2157 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 2
  store float %2157, ptr %2156, align 4
  %2158 = getelementptr inbounds float, ptr %969, i64 3
  %2159 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 3
  store float %2159, ptr %2158, align 4
  %2160 = getelementptr inbounds float, ptr %969, i64 4
  %2161 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 4
  store float %2161, ptr %2160, align 4
  %2162 = getelementptr inbounds float, ptr %969, i64 5
  %2163 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 5
  store float %2163, ptr %2162, align 4
  %2164 = getelementptr inbounds float, ptr %969, i64 6
  %2165 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 6
  store float %2165, ptr %2164, align 4
  %2166 = getelementptr inbounds float, ptr %969, i64 7
  %2167 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 7
  store float %2167, ptr %2166, align 4
  %2168 = getelementptr inbounds float, ptr %969, i64 8
  %2169 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 8
  store float %2169, ptr %2168, align 4
  %2170 = getelementptr inbounds float, ptr %969, i64 9
  %2171 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 9
  store float %2171, ptr %2170, align 4
  %2172 = getelementptr inbounds float, ptr %969, i64 10
  %2173 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 10
  store float %2173, ptr %2172, align 4
  %2174 = getelementptr inbounds float, ptr %969, i64 11
  %2175 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 11
  store float %2175, ptr %2174, align 4
  %2176 = getelementptr inbounds float, ptr %969, i64 12
  %2177 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 12
  store float %2177, ptr %2176, align 4
  %2178 = getelementptr inbounds float, ptr %969, i64 13
  %2179 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 13
  store float %2179, ptr %2178, align 4
  %2180 = getelementptr inbounds float, ptr %969, i64 14
  %2181 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 14
  store float %2181, ptr %2180, align 4
  %2182 = getelementptr inbounds float, ptr %969, i64 15
  %2183 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 15
  store float %2183, ptr %2182, align 4
  %2184 = getelementptr inbounds float, ptr %969, i64 16
  %2185 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 16
  store float %2185, ptr %2184, align 4
  %2186 = getelementptr inbounds float, ptr %969, i64 17
  %2187 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 17
  store float %2187, ptr %2186, align 4
  %2188 = getelementptr inbounds float, ptr %969, i64 18
  %2189 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 18
  store float %2189, ptr %2188, align 4
  %2190 = getelementptr inbounds float, ptr %969, i64 19
  %2191 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 19
  store float %2191, ptr %2190, align 4
  %2192 = getelementptr inbounds float, ptr %969, i64 20
  %2193 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 20
  store float %2193, ptr %2192, align 4
  %2194 = getelementptr inbounds float, ptr %969, i64 21
  %2195 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 21
  store float %2195, ptr %2194, align 4
  %2196 = getelementptr inbounds float, ptr %969, i64 22
  %2197 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 22
  store float %2197, ptr %2196, align 4
  %2198 = getelementptr inbounds float, ptr %969, i64 23
  %2199 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 23
  store float %2199, ptr %2198, align 4
  %2200 = getelementptr inbounds float, ptr %969, i64 24
  %2201 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 24
  store float %2201, ptr %2200, align 4
  %2202 = getelementptr inbounds float, ptr %969, i64 25
  %2203 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 25
  store float %2203, ptr %2202, align 4
  %2204 = getelementptr inbounds float, ptr %969, i64 26
  %2205 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 26
  store float %2205, ptr %2204, align 4
  %2206 = getelementptr inbounds float, ptr %969, i64 27
  %2207 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 27
  store float %2207, ptr %2206, align 4
  %2208 = getelementptr inbounds float, ptr %969, i64 28
  %2209 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 28
  store float %2209, ptr %2208, align 4
  %2210 = getelementptr inbounds float, ptr %969, i64 29
  %2211 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 29
  store float %2211, ptr %2210, align 4
  %2212 = getelementptr inbounds float, ptr %969, i64 30
  %2213 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 30
  store float %2213, ptr %2212, align 4
  %2214 = getelementptr inbounds float, ptr %969, i64 31
  %2215 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 31
  store float %2215, ptr %2214, align 4
  %2216 = getelementptr inbounds float, ptr %969, i64 32
  %2217 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 32
  store float %2217, ptr %2216, align 4
  %2218 = getelementptr inbounds float, ptr %969, i64 33
  %2219 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 33
  store float %2219, ptr %2218, align 4
  %2220 = getelementptr inbounds float, ptr %969, i64 34
  %2221 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 34
  store float %2221, ptr %2220, align 4
  %2222 = getelementptr inbounds float, ptr %969, i64 35
  %2223 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 35
  store float %2223, ptr %2222, align 4
  %2224 = getelementptr inbounds float, ptr %969, i64 36
  %2225 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 36
  store float %2225, ptr %2224, align 4
  %2226 = getelementptr inbounds float, ptr %969, i64 37
  %2227 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 37
  store float %2227, ptr %2226, align 4
  %2228 = getelementptr inbounds float, ptr %969, i64 38
  %2229 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 38
  store float %2229, ptr %2228, align 4
  %2230 = getelementptr inbounds float, ptr %969, i64 39
  %2231 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 39
  store float %2231, ptr %2230, align 4
  %2232 = getelementptr inbounds float, ptr %969, i64 40
  %2233 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 40
  store float %2233, ptr %2232, align 4
  %2234 = getelementptr inbounds float, ptr %969, i64 41
  %2235 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 41
  store float %2235, ptr %2234, align 4
  %2236 = getelementptr inbounds float, ptr %969, i64 42
  %2237 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 42
  store float %2237, ptr %2236, align 4
  %2238 = getelementptr inbounds float, ptr %969, i64 43
  %2239 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 43
  store float %2239, ptr %2238, align 4
  %2240 = getelementptr inbounds float, ptr %969, i64 44
  %2241 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 44
  store float %2241, ptr %2240, align 4
  %2242 = getelementptr inbounds float, ptr %969, i64 45
  %2243 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 45
  store float %2243, ptr %2242, align 4
  %2244 = getelementptr inbounds float, ptr %969, i64 46
  %2245 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 46
  store float %2245, ptr %2244, align 4
  %2246 = getelementptr inbounds float, ptr %969, i64 47
  %2247 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 47
  store float %2247, ptr %2246, align 4
  %2248 = getelementptr inbounds float, ptr %969, i64 48
  %2249 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 48
  store float %2249, ptr %2248, align 4
  %2250 = getelementptr inbounds float, ptr %969, i64 49
  %2251 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 49
  store float %2251, ptr %2250, align 4
  %2252 = getelementptr inbounds float, ptr %969, i64 50
  %2253 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 50
  store float %2253, ptr %2252, align 4
  %2254 = getelementptr inbounds float, ptr %969, i64 51
  %2255 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 51
  store float %2255, ptr %2254, align 4
  %2256 = getelementptr inbounds float, ptr %969, i64 52
  %2257 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 52
  store float %2257, ptr %2256, align 4
  %2258 = getelementptr inbounds float, ptr %969, i64 53
  %2259 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 53
  store float %2259, ptr %2258, align 4
  %2260 = getelementptr inbounds float, ptr %969, i64 54
  %2261 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 54
  store float %2261, ptr %2260, align 4
  %2262 = getelementptr inbounds float, ptr %969, i64 55
  %2263 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 55
  store float %2263, ptr %2262, align 4
  %2264 = getelementptr inbounds float, ptr %969, i64 56
  %2265 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 56
  store float %2265, ptr %2264, align 4
  %2266 = getelementptr inbounds float, ptr %969, i64 57
  %2267 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 57
  store float %2267, ptr %2266, align 4
  %2268 = getelementptr inbounds float, ptr %969, i64 58
  %2269 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 58
  store float %2269, ptr %2268, align 4
  %2270 = getelementptr inbounds float, ptr %969, i64 59
  %2271 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 59
  store float %2271, ptr %2270, align 4
  %2272 = getelementptr inbounds float, ptr %969, i64 60
  %2273 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 60
  store float %2273, ptr %2272, align 4
  %2274 = getelementptr inbounds float, ptr %969, i64 61
  %2275 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 61
  store float %2275, ptr %2274, align 4
  %2276 = getelementptr inbounds float, ptr %969, i64 62
  %2277 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 62
  store float %2277, ptr %2276, align 4
  %2278 = getelementptr inbounds float, ptr %969, i64 63
  %2279 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 63
  store float %2279, ptr %2278, align 4
  %2280 = getelementptr inbounds float, ptr %969, i64 64
  %2281 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 64
  store float %2281, ptr %2280, align 4
  %2282 = getelementptr inbounds float, ptr %969, i64 65
  %2283 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 65
  store float %2283, ptr %2282, align 4
  %2284 = getelementptr inbounds float, ptr %969, i64 66
  %2285 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 66
  store float %2285, ptr %2284, align 4
  %2286 = getelementptr inbounds float, ptr %969, i64 67
  %2287 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 67
  store float %2287, ptr %2286, align 4
  %2288 = getelementptr inbounds float, ptr %969, i64 68
  %2289 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 68
  store float %2289, ptr %2288, align 4
  %2290 = getelementptr inbounds float, ptr %969, i64 69
  %2291 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 69
  store float %2291, ptr %2290, align 4
  %2292 = getelementptr inbounds float, ptr %969, i64 70
  %2293 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 70
  store float %2293, ptr %2292, align 4
  %2294 = getelementptr inbounds float, ptr %969, i64 71
  %2295 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 71
  store float %2295, ptr %2294, align 4
  %2296 = getelementptr inbounds float, ptr %969, i64 72
  %2297 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 72
  store float %2297, ptr %2296, align 4
  %2298 = getelementptr inbounds float, ptr %969, i64 73
  %2299 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 73
  store float %2299, ptr %2298, align 4
  %2300 = getelementptr inbounds float, ptr %969, i64 74
  %2301 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 74
  store float %2301, ptr %2300, align 4
  %2302 = getelementptr inbounds float, ptr %969, i64 75
  %2303 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 75
  store float %2303, ptr %2302, align 4
  %2304 = getelementptr inbounds float, ptr %969, i64 76
  %2305 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 76
  store float %2305, ptr %2304, align 4
  %2306 = getelementptr inbounds float, ptr %969, i64 77
  %2307 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 77
  store float %2307, ptr %2306, align 4
  %2308 = getelementptr inbounds float, ptr %969, i64 78
  %2309 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 78
  store float %2309, ptr %2308, align 4
  %2310 = getelementptr inbounds float, ptr %969, i64 79
  %2311 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 79
  store float %2311, ptr %2310, align 4
  %2312 = getelementptr inbounds float, ptr %969, i64 80
  %2313 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 80
  store float %2313, ptr %2312, align 4
  %2314 = getelementptr inbounds float, ptr %969, i64 81
  %2315 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 81
  store float %2315, ptr %2314, align 4
  %2316 = getelementptr inbounds float, ptr %969, i64 82
  %2317 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 82
  store float %2317, ptr %2316, align 4
  %2318 = getelementptr inbounds float, ptr %969, i64 83
  %2319 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 83
  store float %2319, ptr %2318, align 4
  %2320 = getelementptr inbounds float, ptr %969, i64 84
  %2321 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 84
  store float %2321, ptr %2320, align 4
  %2322 = getelementptr inbounds float, ptr %969, i64 85
  %2323 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 85
  store float %2323, ptr %2322, align 4
  %2324 = getelementptr inbounds float, ptr %969, i64 86
  %2325 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 86
  store float %2325, ptr %2324, align 4
  %2326 = getelementptr inbounds float, ptr %969, i64 87
  %2327 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 87
  store float %2327, ptr %2326, align 4
  %2328 = getelementptr inbounds float, ptr %969, i64 88
  %2329 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 88
  store float %2329, ptr %2328, align 4
  %2330 = getelementptr inbounds float, ptr %969, i64 89
  %2331 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 89
  store float %2331, ptr %2330, align 4
  %2332 = getelementptr inbounds float, ptr %969, i64 90
  %2333 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 90
  store float %2333, ptr %2332, align 4
  %2334 = getelementptr inbounds float, ptr %969, i64 91
  %2335 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 91
  store float %2335, ptr %2334, align 4
  %2336 = getelementptr inbounds float, ptr %969, i64 92
  %2337 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 92
  store float %2337, ptr %2336, align 4
  %2338 = getelementptr inbounds float, ptr %969, i64 93
  %2339 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 93
  store float %2339, ptr %2338, align 4
  %2340 = getelementptr inbounds float, ptr %969, i64 94
  %2341 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 94
  store float %2341, ptr %2340, align 4
  %2342 = getelementptr inbounds float, ptr %969, i64 95
  %2343 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 95
  store float %2343, ptr %2342, align 4
  %2344 = getelementptr inbounds float, ptr %969, i64 96
  %2345 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 96
  store float %2345, ptr %2344, align 4
  %2346 = getelementptr inbounds float, ptr %969, i64 97
  %2347 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 97
  store float %2347, ptr %2346, align 4
  %2348 = getelementptr inbounds float, ptr %969, i64 98
  %2349 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 98
  store float %2349, ptr %2348, align 4
  %2350 = getelementptr inbounds float, ptr %969, i64 99
  %2351 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 99
  store float %2351, ptr %2350, align 4
  %2352 = getelementptr inbounds float, ptr %969, i64 100
  %2353 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 100
  store float %2353, ptr %2352, align 4
  %2354 = getelementptr inbounds float, ptr %969, i64 101
  %2355 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 101
  store float %2355, ptr %2354, align 4
  %2356 = getelementptr inbounds float, ptr %969, i64 102
  %2357 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 102
  store float %2357, ptr %2356, align 4
  %2358 = getelementptr inbounds float, ptr %969, i64 103
  %2359 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 103
  store float %2359, ptr %2358, align 4
  %2360 = getelementptr inbounds float, ptr %969, i64 104
  %2361 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 104
  store float %2361, ptr %2360, align 4
  %2362 = getelementptr inbounds float, ptr %969, i64 105
  %2363 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 105
  store float %2363, ptr %2362, align 4
  %2364 = getelementptr inbounds float, ptr %969, i64 106
  %2365 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 106
  store float %2365, ptr %2364, align 4
  %2366 = getelementptr inbounds float, ptr %969, i64 107
  %2367 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 107
  store float %2367, ptr %2366, align 4
  %2368 = getelementptr inbounds float, ptr %969, i64 108
  %2369 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 108
  store float %2369, ptr %2368, align 4
  %2370 = getelementptr inbounds float, ptr %969, i64 109
  %2371 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 109
  store float %2371, ptr %2370, align 4
  %2372 = getelementptr inbounds float, ptr %969, i64 110
  %2373 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 110
  store float %2373, ptr %2372, align 4
  %2374 = getelementptr inbounds float, ptr %969, i64 111
  %2375 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 111
  store float %2375, ptr %2374, align 4
  %2376 = getelementptr inbounds float, ptr %969, i64 112
  %2377 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 112
  store float %2377, ptr %2376, align 4
  %2378 = getelementptr inbounds float, ptr %969, i64 113
  %2379 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 113
  store float %2379, ptr %2378, align 4
  %2380 = getelementptr inbounds float, ptr %969, i64 114
  %2381 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 114
  store float %2381, ptr %2380, align 4
  %2382 = getelementptr inbounds float, ptr %969, i64 115
  %2383 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 115
  store float %2383, ptr %2382, align 4
  %2384 = getelementptr inbounds float, ptr %969, i64 116
  %2385 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 116
  store float %2385, ptr %2384, align 4
  %2386 = getelementptr inbounds float, ptr %969, i64 117
  %2387 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 117
  store float %2387, ptr %2386, align 4
  %2388 = getelementptr inbounds float, ptr %969, i64 118
  %2389 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 118
  store float %2389, ptr %2388, align 4
  %2390 = getelementptr inbounds float, ptr %969, i64 119
  %2391 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 119
  store float %2391, ptr %2390, align 4
  %2392 = getelementptr inbounds float, ptr %969, i64 120
  %2393 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 120
  store float %2393, ptr %2392, align 4
  %2394 = getelementptr inbounds float, ptr %969, i64 121
  %2395 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 121
  store float %2395, ptr %2394, align 4
  %2396 = getelementptr inbounds float, ptr %969, i64 122
  %2397 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 122
  store float %2397, ptr %2396, align 4
  %2398 = getelementptr inbounds float, ptr %969, i64 123
  %2399 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 123
  store float %2399, ptr %2398, align 4
  %2400 = getelementptr inbounds float, ptr %969, i64 124
  %2401 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 124
  store float %2401, ptr %2400, align 4
  %2402 = getelementptr inbounds float, ptr %969, i64 125
  %2403 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 125
  store float %2403, ptr %2402, align 4
  %2404 = getelementptr inbounds float, ptr %969, i64 126
  %2405 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 126
  store float %2405, ptr %2404, align 4
  %2406 = getelementptr inbounds float, ptr %969, i64 127
  %2407 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2151, 127
  store float %2407, ptr %2406, align 4
  %2408 = zext i32 %1357 to i64
  %2409 = add i64 32, %2408
  %2410 = getelementptr inbounds half, ptr addrspace(3) %956, i64 %2409
  %2411 = ptrtoint ptr addrspace(3) %2410 to i64
  %2412 = and i64 %2411, 262143
  %2413 = lshr i64 %2412, 4
  %2414 = or i64 %2413, 4611686293305360384
  %2415 = getelementptr inbounds half, ptr addrspace(3) %968, i64 2048
  %2416 = ptrtoint ptr addrspace(3) %2415 to i64
  %2417 = and i64 %2416, 262143
  %2418 = lshr i64 %2417, 4
  %2419 = or i64 %2418, 4611686293338849280
  %2420 = getelementptr inbounds float, ptr %969, i64 0
  %2421 = load float, ptr %2420, align 4
  %2422 = getelementptr inbounds float, ptr %969, i64 1
  %2423 = load float, ptr %2422, align 4
  %2424 = getelementptr inbounds float, ptr %969, i64 2
  %2425 = load float, ptr %2424, align 4
  %2426 = getelementptr inbounds float, ptr %969, i64 3
  %2427 = load float, ptr %2426, align 4
  %2428 = getelementptr inbounds float, ptr %969, i64 4
  %2429 = load float, ptr %2428, align 4
  %2430 = getelementptr inbounds float, ptr %969, i64 5
  %2431 = load float, ptr %2430, align 4
  %2432 = getelementptr inbounds float, ptr %969, i64 6
  %2433 = load float, ptr %2432, align 4
  %2434 = getelementptr inbounds float, ptr %969, i64 7
  %2435 = load float, ptr %2434, align 4
  %2436 = getelementptr inbounds float, ptr %969, i64 8
  %2437 = load float, ptr %2436, align 4
  %2438 = getelementptr inbounds float, ptr %969, i64 9
  %2439 = load float, ptr %2438, align 4
  %2440 = getelementptr inbounds float, ptr %969, i64 10
  %2441 = load float, ptr %2440, align 4
  %2442 = getelementptr inbounds float, ptr %969, i64 11
  %2443 = load float, ptr %2442, align 4
  %2444 = getelementptr inbounds float, ptr %969, i64 12
  %2445 = load float, ptr %2444, align 4
  %2446 = getelementptr inbounds float, ptr %969, i64 13
  %2447 = load float, ptr %2446, align 4
  %2448 = getelementptr inbounds float, ptr %969, i64 14
  %2449 = load float, ptr %2448, align 4
  %2450 = getelementptr inbounds float, ptr %969, i64 15
  %2451 = load float, ptr %2450, align 4
  %2452 = getelementptr inbounds float, ptr %969, i64 16
  %2453 = load float, ptr %2452, align 4
  %2454 = getelementptr inbounds float, ptr %969, i64 17
  %2455 = load float, ptr %2454, align 4
  %2456 = getelementptr inbounds float, ptr %969, i64 18
  %2457 = load float, ptr %2456, align 4
  %2458 = getelementptr inbounds float, ptr %969, i64 19
  %2459 = load float, ptr %2458, align 4
  %2460 = getelementptr inbounds float, ptr %969, i64 20
  %2461 = load float, ptr %2460, align 4
  %2462 = getelementptr inbounds float, ptr %969, i64 21
  %2463 = load float, ptr %2462, align 4
  %2464 = getelementptr inbounds float, ptr %969, i64 22
  %2465 = load float, ptr %2464, align 4
  %2466 = getelementptr inbounds float, ptr %969, i64 23
  %2467 = load float, ptr %2466, align 4
  %2468 = getelementptr inbounds float, ptr %969, i64 24
  %2469 = load float, ptr %2468, align 4
  %2470 = getelementptr inbounds float, ptr %969, i64 25
  %2471 = load float, ptr %2470, align 4
  %2472 = getelementptr inbounds float, ptr %969, i64 26
  %2473 = load float, ptr %2472, align 4
  %2474 = getelementptr inbounds float, ptr %969, i64 27
  %2475 = load float, ptr %2474, align 4
  %2476 = getelementptr inbounds float, ptr %969, i64 28
  %2477 = load float, ptr %2476, align 4
  %2478 = getelementptr inbounds float, ptr %969, i64 29
  %2479 = load float, ptr %2478, align 4
  %2480 = getelementptr inbounds float, ptr %969, i64 30
  %2481 = load float, ptr %2480, align 4
  %2482 = getelementptr inbounds float, ptr %969, i64 31
  %2483 = load float, ptr %2482, align 4
  %2484 = getelementptr inbounds float, ptr %969, i64 32
  %2485 = load float, ptr %2484, align 4
  %2486 = getelementptr inbounds float, ptr %969, i64 33
  %2487 = load float, ptr %2486, align 4
  %2488 = getelementptr inbounds float, ptr %969, i64 34
  %2489 = load float, ptr %2488, align 4
  %2490 = getelementptr inbounds float, ptr %969, i64 35
  %2491 = load float, ptr %2490, align 4
  %2492 = getelementptr inbounds float, ptr %969, i64 36
  %2493 = load float, ptr %2492, align 4
  %2494 = getelementptr inbounds float, ptr %969, i64 37
  %2495 = load float, ptr %2494, align 4
  %2496 = getelementptr inbounds float, ptr %969, i64 38
  %2497 = load float, ptr %2496, align 4
  %2498 = getelementptr inbounds float, ptr %969, i64 39
  %2499 = load float, ptr %2498, align 4
  %2500 = getelementptr inbounds float, ptr %969, i64 40
  %2501 = load float, ptr %2500, align 4
  %2502 = getelementptr inbounds float, ptr %969, i64 41
  %2503 = load float, ptr %2502, align 4
  %2504 = getelementptr inbounds float, ptr %969, i64 42
  %2505 = load float, ptr %2504, align 4
  %2506 = getelementptr inbounds float, ptr %969, i64 43
  %2507 = load float, ptr %2506, align 4
  %2508 = getelementptr inbounds float, ptr %969, i64 44
  %2509 = load float, ptr %2508, align 4
  %2510 = getelementptr inbounds float, ptr %969, i64 45
  %2511 = load float, ptr %2510, align 4
  %2512 = getelementptr inbounds float, ptr %969, i64 46
  %2513 = load float, ptr %2512, align 4
  %2514 = getelementptr inbounds float, ptr %969, i64 47
  %2515 = load float, ptr %2514, align 4
  %2516 = getelementptr inbounds float, ptr %969, i64 48
  %2517 = load float, ptr %2516, align 4
  %2518 = getelementptr inbounds float, ptr %969, i64 49
  %2519 = load float, ptr %2518, align 4
  %2520 = getelementptr inbounds float, ptr %969, i64 50
  %2521 = load float, ptr %2520, align 4
  %2522 = getelementptr inbounds float, ptr %969, i64 51
  %2523 = load float, ptr %2522, align 4
  %2524 = getelementptr inbounds float, ptr %969, i64 52
  %2525 = load float, ptr %2524, align 4
  %2526 = getelementptr inbounds float, ptr %969, i64 53
  %2527 = load float, ptr %2526, align 4
  %2528 = getelementptr inbounds float, ptr %969, i64 54
  %2529 = load float, ptr %2528, align 4
  %2530 = getelementptr inbounds float, ptr %969, i64 55
  %2531 = load float, ptr %2530, align 4
  %2532 = getelementptr inbounds float, ptr %969, i64 56
  %2533 = load float, ptr %2532, align 4
  %2534 = getelementptr inbounds float, ptr %969, i64 57
  %2535 = load float, ptr %2534, align 4
  %2536 = getelementptr inbounds float, ptr %969, i64 58
  %2537 = load float, ptr %2536, align 4
  %2538 = getelementptr inbounds float, ptr %969, i64 59
  %2539 = load float, ptr %2538, align 4
  %2540 = getelementptr inbounds float, ptr %969, i64 60
  %2541 = load float, ptr %2540, align 4
  %2542 = getelementptr inbounds float, ptr %969, i64 61
  %2543 = load float, ptr %2542, align 4
  %2544 = getelementptr inbounds float, ptr %969, i64 62
  %2545 = load float, ptr %2544, align 4
  %2546 = getelementptr inbounds float, ptr %969, i64 63
  %2547 = load float, ptr %2546, align 4
  %2548 = getelementptr inbounds float, ptr %969, i64 64
  %2549 = load float, ptr %2548, align 4
  %2550 = getelementptr inbounds float, ptr %969, i64 65
  %2551 = load float, ptr %2550, align 4
  %2552 = getelementptr inbounds float, ptr %969, i64 66
  %2553 = load float, ptr %2552, align 4
  %2554 = getelementptr inbounds float, ptr %969, i64 67
  %2555 = load float, ptr %2554, align 4
  %2556 = getelementptr inbounds float, ptr %969, i64 68
  %2557 = load float, ptr %2556, align 4
  %2558 = getelementptr inbounds float, ptr %969, i64 69
  %2559 = load float, ptr %2558, align 4
  %2560 = getelementptr inbounds float, ptr %969, i64 70
  %2561 = load float, ptr %2560, align 4
  %2562 = getelementptr inbounds float, ptr %969, i64 71
  %2563 = load float, ptr %2562, align 4
  %2564 = getelementptr inbounds float, ptr %969, i64 72
  %2565 = load float, ptr %2564, align 4
  %2566 = getelementptr inbounds float, ptr %969, i64 73
  %2567 = load float, ptr %2566, align 4
  %2568 = getelementptr inbounds float, ptr %969, i64 74
  %2569 = load float, ptr %2568, align 4
  %2570 = getelementptr inbounds float, ptr %969, i64 75
  %2571 = load float, ptr %2570, align 4
  %2572 = getelementptr inbounds float, ptr %969, i64 76
  %2573 = load float, ptr %2572, align 4
  %2574 = getelementptr inbounds float, ptr %969, i64 77
  %2575 = load float, ptr %2574, align 4
  %2576 = getelementptr inbounds float, ptr %969, i64 78
  %2577 = load float, ptr %2576, align 4
  %2578 = getelementptr inbounds float, ptr %969, i64 79
  %2579 = load float, ptr %2578, align 4
  %2580 = getelementptr inbounds float, ptr %969, i64 80
  %2581 = load float, ptr %2580, align 4
  %2582 = getelementptr inbounds float, ptr %969, i64 81
  %2583 = load float, ptr %2582, align 4
  %2584 = getelementptr inbounds float, ptr %969, i64 82
  %2585 = load float, ptr %2584, align 4
  %2586 = getelementptr inbounds float, ptr %969, i64 83
  %2587 = load float, ptr %2586, align 4
  %2588 = getelementptr inbounds float, ptr %969, i64 84
  %2589 = load float, ptr %2588, align 4
  %2590 = getelementptr inbounds float, ptr %969, i64 85
  %2591 = load float, ptr %2590, align 4
  %2592 = getelementptr inbounds float, ptr %969, i64 86
  %2593 = load float, ptr %2592, align 4
  %2594 = getelementptr inbounds float, ptr %969, i64 87
  %2595 = load float, ptr %2594, align 4
  %2596 = getelementptr inbounds float, ptr %969, i64 88
  %2597 = load float, ptr %2596, align 4
  %2598 = getelementptr inbounds float, ptr %969, i64 89
  %2599 = load float, ptr %2598, align 4
  %2600 = getelementptr inbounds float, ptr %969, i64 90
  %2601 = load float, ptr %2600, align 4
  %2602 = getelementptr inbounds float, ptr %969, i64 91
  %2603 = load float, ptr %2602, align 4
  %2604 = getelementptr inbounds float, ptr %969, i64 92
  %2605 = load float, ptr %2604, align 4
  %2606 = getelementptr inbounds float, ptr %969, i64 93
  %2607 = load float, ptr %2606, align 4
  %2608 = getelementptr inbounds float, ptr %969, i64 94
  %2609 = load float, ptr %2608, align 4
  %2610 = getelementptr inbounds float, ptr %969, i64 95
  %2611 = load float, ptr %2610, align 4
  %2612 = getelementptr inbounds float, ptr %969, i64 96
  %2613 = load float, ptr %2612, align 4
  %2614 = getelementptr inbounds float, ptr %969, i64 97
  %2615 = load float, ptr %2614, align 4
  %2616 = getelementptr inbounds float, ptr %969, i64 98
  %2617 = load float, ptr %2616, align 4
  %2618 = getelementptr inbounds float, ptr %969, i64 99
  %2619 = load float, ptr %2618, align 4
  %2620 = getelementptr inbounds float, ptr %969, i64 100
  %2621 = load float, ptr %2620, align 4
  %2622 = getelementptr inbounds float, ptr %969, i64 101
  %2623 = load float, ptr %2622, align 4
  %2624 = getelementptr inbounds float, ptr %969, i64 102
  %2625 = load float, ptr %2624, align 4
  %2626 = getelementptr inbounds float, ptr %969, i64 103
  %2627 = load float, ptr %2626, align 4
  %2628 = getelementptr inbounds float, ptr %969, i64 104
  %2629 = load float, ptr %2628, align 4
  %2630 = getelementptr inbounds float, ptr %969, i64 105
  %2631 = load float, ptr %2630, align 4
  %2632 = getelementptr inbounds float, ptr %969, i64 106
  %2633 = load float, ptr %2632, align 4
  %2634 = getelementptr inbounds float, ptr %969, i64 107
  %2635 = load float, ptr %2634, align 4
  %2636 = getelementptr inbounds float, ptr %969, i64 108
  %2637 = load float, ptr %2636, align 4
  %2638 = getelementptr inbounds float, ptr %969, i64 109
  %2639 = load float, ptr %2638, align 4
  %2640 = getelementptr inbounds float, ptr %969, i64 110
  %2641 = load float, ptr %2640, align 4
  %2642 = getelementptr inbounds float, ptr %969, i64 111
  %2643 = load float, ptr %2642, align 4
  %2644 = getelementptr inbounds float, ptr %969, i64 112
  %2645 = load float, ptr %2644, align 4
  %2646 = getelementptr inbounds float, ptr %969, i64 113
  %2647 = load float, ptr %2646, align 4
  %2648 = getelementptr inbounds float, ptr %969, i64 114
  %2649 = load float, ptr %2648, align 4
  %2650 = getelementptr inbounds float, ptr %969, i64 115
  %2651 = load float, ptr %2650, align 4
  %2652 = getelementptr inbounds float, ptr %969, i64 116
  %2653 = load float, ptr %2652, align 4
  %2654 = getelementptr inbounds float, ptr %969, i64 117
  %2655 = load float, ptr %2654, align 4
  %2656 = getelementptr inbounds float, ptr %969, i64 118
  %2657 = load float, ptr %2656, align 4
  %2658 = getelementptr inbounds float, ptr %969, i64 119
  %2659 = load float, ptr %2658, align 4
  %2660 = getelementptr inbounds float, ptr %969, i64 120
  %2661 = load float, ptr %2660, align 4
  %2662 = getelementptr inbounds float, ptr %969, i64 121
  %2663 = load float, ptr %2662, align 4
  %2664 = getelementptr inbounds float, ptr %969, i64 122
  %2665 = load float, ptr %2664, align 4
  %2666 = getelementptr inbounds float, ptr %969, i64 123
  %2667 = load float, ptr %2666, align 4
  %2668 = getelementptr inbounds float, ptr %969, i64 124
  %2669 = load float, ptr %2668, align 4
  %2670 = getelementptr inbounds float, ptr %969, i64 125
  %2671 = load float, ptr %2670, align 4
  %2672 = getelementptr inbounds float, ptr %969, i64 126
  %2673 = load float, ptr %2672, align 4
  %2674 = getelementptr inbounds float, ptr %969, i64 127
  %2675 = load float, ptr %2674, align 4
  %2676 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, $128, $129, p, 1, 1, 0, 1;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,~{memory}"(i64 %2414, i64 %2419, i32 1, float %2421, float %2423, float %2425, float %2427, float %2429, float %2431, float %2433, float %2435, float %2437, float %2439, float %2441, float %2443, float %2445, float %2447, float %2449, float %2451, float %2453, float %2455, float %2457, float %2459, float %2461, float %2463, float %2465, float %2467, float %2469, float %2471, float %2473, float %2475, float %2477, float %2479, float %2481, float %2483, float %2485, float %2487, float %2489, float %2491, float %2493, float %2495, float %2497, float %2499, float %2501, float %2503, float %2505, float %2507, float %2509, float %2511, float %2513, float %2515, float %2517, float %2519, float %2521, float %2523, float %2525, float %2527, float %2529, float %2531, float %2533, float %2535, float %2537, float %2539, float %2541, float %2543, float %2545, float %2547, float %2549, float %2551, float %2553, float %2555, float %2557, float %2559, float %2561, float %2563, float %2565, float %2567, float %2569, float %2571, float %2573, float %2575, float %2577, float %2579, float %2581, float %2583, float %2585, float %2587, float %2589, float %2591, float %2593, float %2595, float %2597, float %2599, float %2601, float %2603, float %2605, float %2607, float %2609, float %2611, float %2613, float %2615, float %2617, float %2619, float %2621, float %2623, float %2625, float %2627, float %2629, float %2631, float %2633, float %2635, float %2637, float %2639, float %2641, float %2643, float %2645, float %2647, float %2649, float %2651, float %2653, float %2655, float %2657, float %2659, float %2661, float %2663, float %2665, float %2667, float %2669, float %2671, float %2673, float %2675) #6
  %2677 = getelementptr inbounds float, ptr %969, i64 0
  %2678 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 0
  store float %2678, ptr %2677, align 4
  %2679 = getelementptr inbounds float, ptr %969, i64 1
  %2680 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 1
  store float %2680, ptr %2679, align 4
  %2681 = getelementptr inbounds float, ptr %969, i64 2
  %2682 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 2
  store float %2682, ptr %2681, align 4
  %2683 = getelementptr inbounds float, ptr %969, i64 3
  %2684 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 3
  store float %2684, ptr %2683, align 4
  %2685 = getelementptr inbounds float, ptr %969, i64 4
  %2686 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 4
  store float %2686, ptr %2685, align 4
  %2687 = getelementptr inbounds float, ptr %969, i64 5
  %2688 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 5
  store float %2688, ptr %2687, align 4
  %2689 = getelementptr inbounds float, ptr %969, i64 6
  %2690 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 6
  store float %2690, ptr %2689, align 4
  %2691 = getelementptr inbounds float, ptr %969, i64 7
  %2692 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 7
  store float %2692, ptr %2691, align 4
  %2693 = getelementptr inbounds float, ptr %969, i64 8
  %2694 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 8
  store float %2694, ptr %2693, align 4
  %2695 = getelementptr inbounds float, ptr %969, i64 9
  %2696 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 9
  store float %2696, ptr %2695, align 4
  %2697 = getelementptr inbounds float, ptr %969, i64 10
  %2698 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 10
  store float %2698, ptr %2697, align 4
  %2699 = getelementptr inbounds float, ptr %969, i64 11
  %2700 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 11
  store float %2700, ptr %2699, align 4
  %2701 = getelementptr inbounds float, ptr %969, i64 12
  %2702 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 12
  store float %2702, ptr %2701, align 4
  %2703 = getelementptr inbounds float, ptr %969, i64 13
  %2704 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 13
  store float %2704, ptr %2703, align 4
  %2705 = getelementptr inbounds float, ptr %969, i64 14
  %2706 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 14
  store float %2706, ptr %2705, align 4
  %2707 = getelementptr inbounds float, ptr %969, i64 15
  %2708 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 15
  store float %2708, ptr %2707, align 4
  %2709 = getelementptr inbounds float, ptr %969, i64 16
  %2710 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 16
  store float %2710, ptr %2709, align 4
  %2711 = getelementptr inbounds float, ptr %969, i64 17
  %2712 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 17
  store float %2712, ptr %2711, align 4
  %2713 = getelementptr inbounds float, ptr %969, i64 18
  %2714 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 18
  store float %2714, ptr %2713, align 4
  %2715 = getelementptr inbounds float, ptr %969, i64 19
  %2716 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 19
  store float %2716, ptr %2715, align 4
  %2717 = getelementptr inbounds float, ptr %969, i64 20
  %2718 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 20
  store float %2718, ptr %2717, align 4
  %2719 = getelementptr inbounds float, ptr %969, i64 21
  %2720 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 21
  store float %2720, ptr %2719, align 4
  %2721 = getelementptr inbounds float, ptr %969, i64 22
  %2722 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 22
  store float %2722, ptr %2721, align 4
  %2723 = getelementptr inbounds float, ptr %969, i64 23
  %2724 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 23
  store float %2724, ptr %2723, align 4
  %2725 = getelementptr inbounds float, ptr %969, i64 24
  %2726 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 24
  store float %2726, ptr %2725, align 4
  %2727 = getelementptr inbounds float, ptr %969, i64 25
  %2728 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 25
  store float %2728, ptr %2727, align 4
  %2729 = getelementptr inbounds float, ptr %969, i64 26
  %2730 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 26
  store float %2730, ptr %2729, align 4
  %2731 = getelementptr inbounds float, ptr %969, i64 27
  %2732 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 27
  store float %2732, ptr %2731, align 4
  %2733 = getelementptr inbounds float, ptr %969, i64 28
  %2734 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 28
  store float %2734, ptr %2733, align 4
  %2735 = getelementptr inbounds float, ptr %969, i64 29
  %2736 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 29
  store float %2736, ptr %2735, align 4
  %2737 = getelementptr inbounds float, ptr %969, i64 30
  %2738 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 30
  store float %2738, ptr %2737, align 4
  %2739 = getelementptr inbounds float, ptr %969, i64 31
  %2740 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 31
  store float %2740, ptr %2739, align 4
  %2741 = getelementptr inbounds float, ptr %969, i64 32
  %2742 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 32
  store float %2742, ptr %2741, align 4
  %2743 = getelementptr inbounds float, ptr %969, i64 33
  %2744 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 33
  store float %2744, ptr %2743, align 4
  %2745 = getelementptr inbounds float, ptr %969, i64 34
  %2746 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 34
  store float %2746, ptr %2745, align 4
  %2747 = getelementptr inbounds float, ptr %969, i64 35
  %2748 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 35
  store float %2748, ptr %2747, align 4
  %2749 = getelementptr inbounds float, ptr %969, i64 36
  %2750 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 36
  store float %2750, ptr %2749, align 4
  %2751 = getelementptr inbounds float, ptr %969, i64 37
  %2752 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 37
  store float %2752, ptr %2751, align 4
  %2753 = getelementptr inbounds float, ptr %969, i64 38
  %2754 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 38
  store float %2754, ptr %2753, align 4
  %2755 = getelementptr inbounds float, ptr %969, i64 39
  %2756 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 39
  store float %2756, ptr %2755, align 4
  %2757 = getelementptr inbounds float, ptr %969, i64 40
  %2758 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 40
  store float %2758, ptr %2757, align 4
  %2759 = getelementptr inbounds float, ptr %969, i64 41
  %2760 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 41
  store float %2760, ptr %2759, align 4
  %2761 = getelementptr inbounds float, ptr %969, i64 42
  %2762 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 42
  store float %2762, ptr %2761, align 4
  %2763 = getelementptr inbounds float, ptr %969, i64 43
  %2764 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 43
  store float %2764, ptr %2763, align 4
  %2765 = getelementptr inbounds float, ptr %969, i64 44
  %2766 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 44
  store float %2766, ptr %2765, align 4
  %2767 = getelementptr inbounds float, ptr %969, i64 45
  %2768 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 45
  store float %2768, ptr %2767, align 4
  %2769 = getelementptr inbounds float, ptr %969, i64 46
  %2770 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 46
  store float %2770, ptr %2769, align 4
  %2771 = getelementptr inbounds float, ptr %969, i64 47
  %2772 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 47
  store float %2772, ptr %2771, align 4
  %2773 = getelementptr inbounds float, ptr %969, i64 48
  %2774 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 48
  store float %2774, ptr %2773, align 4
  %2775 = getelementptr inbounds float, ptr %969, i64 49
  %2776 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 49
  store float %2776, ptr %2775, align 4
  %2777 = getelementptr inbounds float, ptr %969, i64 50
  %2778 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 50
  store float %2778, ptr %2777, align 4
  %2779 = getelementptr inbounds float, ptr %969, i64 51
  %2780 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 51
  store float %2780, ptr %2779, align 4
  %2781 = getelementptr inbounds float, ptr %969, i64 52
  %2782 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 52
  store float %2782, ptr %2781, align 4
  %2783 = getelementptr inbounds float, ptr %969, i64 53
  %2784 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 53
  store float %2784, ptr %2783, align 4
  %2785 = getelementptr inbounds float, ptr %969, i64 54
  %2786 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 54
  store float %2786, ptr %2785, align 4
  %2787 = getelementptr inbounds float, ptr %969, i64 55
  %2788 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 55
  store float %2788, ptr %2787, align 4
  %2789 = getelementptr inbounds float, ptr %969, i64 56
  %2790 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 56
  store float %2790, ptr %2789, align 4
  %2791 = getelementptr inbounds float, ptr %969, i64 57
  %2792 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 57
  store float %2792, ptr %2791, align 4
  %2793 = getelementptr inbounds float, ptr %969, i64 58
  %2794 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 58
  store float %2794, ptr %2793, align 4
  %2795 = getelementptr inbounds float, ptr %969, i64 59
  %2796 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 59
  store float %2796, ptr %2795, align 4
  %2797 = getelementptr inbounds float, ptr %969, i64 60
  %2798 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 60
  store float %2798, ptr %2797, align 4
  %2799 = getelementptr inbounds float, ptr %969, i64 61
  %2800 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 61
  store float %2800, ptr %2799, align 4
  %2801 = getelementptr inbounds float, ptr %969, i64 62
  %2802 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 62
  store float %2802, ptr %2801, align 4
  %2803 = getelementptr inbounds float, ptr %969, i64 63
  %2804 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 63
  store float %2804, ptr %2803, align 4
  %2805 = getelementptr inbounds float, ptr %969, i64 64
  %2806 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 64
  store float %2806, ptr %2805, align 4
  %2807 = getelementptr inbounds float, ptr %969, i64 65
  %2808 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 65
  store float %2808, ptr %2807, align 4
  %2809 = getelementptr inbounds float, ptr %969, i64 66
  %2810 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 66
  store float %2810, ptr %2809, align 4
  %2811 = getelementptr inbounds float, ptr %969, i64 67
  %2812 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 67
  store float %2812, ptr %2811, align 4
  %2813 = getelementptr inbounds float, ptr %969, i64 68
  %2814 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 68
  store float %2814, ptr %2813, align 4
  %2815 = getelementptr inbounds float, ptr %969, i64 69
  %2816 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 69
  store float %2816, ptr %2815, align 4
  %2817 = getelementptr inbounds float, ptr %969, i64 70
  %2818 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 70
  store float %2818, ptr %2817, align 4
  %2819 = getelementptr inbounds float, ptr %969, i64 71
  %2820 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 71
  store float %2820, ptr %2819, align 4
  %2821 = getelementptr inbounds float, ptr %969, i64 72
  %2822 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 72
  store float %2822, ptr %2821, align 4
  %2823 = getelementptr inbounds float, ptr %969, i64 73
  %2824 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 73
  store float %2824, ptr %2823, align 4
  %2825 = getelementptr inbounds float, ptr %969, i64 74
  %2826 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 74
  store float %2826, ptr %2825, align 4
  %2827 = getelementptr inbounds float, ptr %969, i64 75
  %2828 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 75
  store float %2828, ptr %2827, align 4
  %2829 = getelementptr inbounds float, ptr %969, i64 76
  %2830 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 76
  store float %2830, ptr %2829, align 4
  %2831 = getelementptr inbounds float, ptr %969, i64 77
  %2832 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 77
  store float %2832, ptr %2831, align 4
  %2833 = getelementptr inbounds float, ptr %969, i64 78
  %2834 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 78
  store float %2834, ptr %2833, align 4
  %2835 = getelementptr inbounds float, ptr %969, i64 79
  %2836 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 79
  store float %2836, ptr %2835, align 4
  %2837 = getelementptr inbounds float, ptr %969, i64 80
  %2838 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 80
  store float %2838, ptr %2837, align 4
  %2839 = getelementptr inbounds float, ptr %969, i64 81
  %2840 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 81
  store float %2840, ptr %2839, align 4
  %2841 = getelementptr inbounds float, ptr %969, i64 82
  %2842 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 82
  store float %2842, ptr %2841, align 4
  %2843 = getelementptr inbounds float, ptr %969, i64 83
  %2844 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 83
  store float %2844, ptr %2843, align 4
  %2845 = getelementptr inbounds float, ptr %969, i64 84
  %2846 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 84
  store float %2846, ptr %2845, align 4
  %2847 = getelementptr inbounds float, ptr %969, i64 85
  %2848 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 85
  store float %2848, ptr %2847, align 4
  %2849 = getelementptr inbounds float, ptr %969, i64 86
  %2850 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 86
  store float %2850, ptr %2849, align 4
  %2851 = getelementptr inbounds float, ptr %969, i64 87
  %2852 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 87
  store float %2852, ptr %2851, align 4
  %2853 = getelementptr inbounds float, ptr %969, i64 88
  %2854 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 88
  store float %2854, ptr %2853, align 4
  %2855 = getelementptr inbounds float, ptr %969, i64 89
  %2856 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 89
  store float %2856, ptr %2855, align 4
  %2857 = getelementptr inbounds float, ptr %969, i64 90
  %2858 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 90
  store float %2858, ptr %2857, align 4
  %2859 = getelementptr inbounds float, ptr %969, i64 91
  %2860 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 91
  store float %2860, ptr %2859, align 4
  %2861 = getelementptr inbounds float, ptr %969, i64 92
  %2862 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 92
  store float %2862, ptr %2861, align 4
  %2863 = getelementptr inbounds float, ptr %969, i64 93
  %2864 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 93
  store float %2864, ptr %2863, align 4
  %2865 = getelementptr inbounds float, ptr %969, i64 94
  %2866 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 94
  store float %2866, ptr %2865, align 4
  %2867 = getelementptr inbounds float, ptr %969, i64 95
  %2868 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 95
  store float %2868, ptr %2867, align 4
  %2869 = getelementptr inbounds float, ptr %969, i64 96
  %2870 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 96
  store float %2870, ptr %2869, align 4
  %2871 = getelementptr inbounds float, ptr %969, i64 97
  %2872 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 97
  store float %2872, ptr %2871, align 4
  %2873 = getelementptr inbounds float, ptr %969, i64 98
  %2874 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 98
  store float %2874, ptr %2873, align 4
  %2875 = getelementptr inbounds float, ptr %969, i64 99
  %2876 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 99
  store float %2876, ptr %2875, align 4
  %2877 = getelementptr inbounds float, ptr %969, i64 100
  %2878 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 100
  store float %2878, ptr %2877, align 4
  %2879 = getelementptr inbounds float, ptr %969, i64 101
  %2880 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 101
  store float %2880, ptr %2879, align 4
  %2881 = getelementptr inbounds float, ptr %969, i64 102
  %2882 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 102
  store float %2882, ptr %2881, align 4
  %2883 = getelementptr inbounds float, ptr %969, i64 103
  %2884 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 103
  store float %2884, ptr %2883, align 4
  %2885 = getelementptr inbounds float, ptr %969, i64 104
  %2886 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 104
  store float %2886, ptr %2885, align 4
  %2887 = getelementptr inbounds float, ptr %969, i64 105
  %2888 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 105
  store float %2888, ptr %2887, align 4
  %2889 = getelementptr inbounds float, ptr %969, i64 106
  %2890 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 106
  store float %2890, ptr %2889, align 4
  %2891 = getelementptr inbounds float, ptr %969, i64 107
  %2892 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 107
  store float %2892, ptr %2891, align 4
  %2893 = getelementptr inbounds float, ptr %969, i64 108
  %2894 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 108
  store float %2894, ptr %2893, align 4
  %2895 = getelementptr inbounds float, ptr %969, i64 109
  %2896 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 109
  store float %2896, ptr %2895, align 4
  %2897 = getelementptr inbounds float, ptr %969, i64 110
  %2898 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 110
  store float %2898, ptr %2897, align 4
  %2899 = getelementptr inbounds float, ptr %969, i64 111
  %2900 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 111
  store float %2900, ptr %2899, align 4
  %2901 = getelementptr inbounds float, ptr %969, i64 112
  %2902 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 112
  store float %2902, ptr %2901, align 4
  %2903 = getelementptr inbounds float, ptr %969, i64 113
  %2904 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 113
  store float %2904, ptr %2903, align 4
  %2905 = getelementptr inbounds float, ptr %969, i64 114
  %2906 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 114
  store float %2906, ptr %2905, align 4
  %2907 = getelementptr inbounds float, ptr %969, i64 115
  %2908 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 115
  store float %2908, ptr %2907, align 4
  %2909 = getelementptr inbounds float, ptr %969, i64 116
  %2910 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 116
  store float %2910, ptr %2909, align 4
  %2911 = getelementptr inbounds float, ptr %969, i64 117
  %2912 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 117
  store float %2912, ptr %2911, align 4
  %2913 = getelementptr inbounds float, ptr %969, i64 118
  %2914 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 118
  store float %2914, ptr %2913, align 4
  %2915 = getelementptr inbounds float, ptr %969, i64 119
  %2916 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 119
  store float %2916, ptr %2915, align 4
  %2917 = getelementptr inbounds float, ptr %969, i64 120
  %2918 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 120
  store float %2918, ptr %2917, align 4
  %2919 = getelementptr inbounds float, ptr %969, i64 121
  %2920 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 121
  store float %2920, ptr %2919, align 4
  %2921 = getelementptr inbounds float, ptr %969, i64 122
  %2922 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 122
  store float %2922, ptr %2921, align 4
  %2923 = getelementptr inbounds float, ptr %969, i64 123
  %2924 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 123
  store float %2924, ptr %2923, align 4
  %2925 = getelementptr inbounds float, ptr %969, i64 124
  %2926 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 124
  store float %2926, ptr %2925, align 4
  %2927 = getelementptr inbounds float, ptr %969, i64 125
  %2928 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 125
  store float %2928, ptr %2927, align 4
  %2929 = getelementptr inbounds float, ptr %969, i64 126
  %2930 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 126
  store float %2930, ptr %2929, align 4
  %2931 = getelementptr inbounds float, ptr %969, i64 127
  %2932 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2676, 127
  store float %2932, ptr %2931, align 4
  %2933 = zext i32 %1357 to i64
  %2934 = add i64 48, %2933
  %2935 = getelementptr inbounds half, ptr addrspace(3) %956, i64 %2934
  %2936 = ptrtoint ptr addrspace(3) %2935 to i64
  %2937 = and i64 %2936, 262143
  %2938 = lshr i64 %2937, 4
  %2939 = or i64 %2938, 4611686293305360384
  %2940 = getelementptr inbounds half, ptr addrspace(3) %968, i64 3072
  %2941 = ptrtoint ptr addrspace(3) %2940 to i64
  %2942 = and i64 %2941, 262143
  %2943 = lshr i64 %2942, 4
  %2944 = or i64 %2943, 4611686293338849280
  %2945 = getelementptr inbounds float, ptr %969, i64 0
  %2946 = load float, ptr %2945, align 4
  %2947 = getelementptr inbounds float, ptr %969, i64 1
  %2948 = load float, ptr %2947, align 4
  %2949 = getelementptr inbounds float, ptr %969, i64 2
  %2950 = load float, ptr %2949, align 4
  %2951 = getelementptr inbounds float, ptr %969, i64 3
  %2952 = load float, ptr %2951, align 4
  %2953 = getelementptr inbounds float, ptr %969, i64 4
  %2954 = load float, ptr %2953, align 4
  %2955 = getelementptr inbounds float, ptr %969, i64 5
  %2956 = load float, ptr %2955, align 4
  %2957 = getelementptr inbounds float, ptr %969, i64 6
  %2958 = load float, ptr %2957, align 4
  %2959 = getelementptr inbounds float, ptr %969, i64 7
  %2960 = load float, ptr %2959, align 4
  %2961 = getelementptr inbounds float, ptr %969, i64 8
  %2962 = load float, ptr %2961, align 4
  %2963 = getelementptr inbounds float, ptr %969, i64 9
  %2964 = load float, ptr %2963, align 4
  %2965 = getelementptr inbounds float, ptr %969, i64 10
  %2966 = load float, ptr %2965, align 4
  %2967 = getelementptr inbounds float, ptr %969, i64 11
  %2968 = load float, ptr %2967, align 4
  %2969 = getelementptr inbounds float, ptr %969, i64 12
  %2970 = load float, ptr %2969, align 4
  %2971 = getelementptr inbounds float, ptr %969, i64 13
  %2972 = load float, ptr %2971, align 4
  %2973 = getelementptr inbounds float, ptr %969, i64 14
  %2974 = load float, ptr %2973, align 4
  %2975 = getelementptr inbounds float, ptr %969, i64 15
  %2976 = load float, ptr %2975, align 4
  %2977 = getelementptr inbounds float, ptr %969, i64 16
  %2978 = load float, ptr %2977, align 4
  %2979 = getelementptr inbounds float, ptr %969, i64 17
  %2980 = load float, ptr %2979, align 4
  %2981 = getelementptr inbounds float, ptr %969, i64 18
  %2982 = load float, ptr %2981, align 4
  %2983 = getelementptr inbounds float, ptr %969, i64 19
  %2984 = load float, ptr %2983, align 4
  %2985 = getelementptr inbounds float, ptr %969, i64 20
  %2986 = load float, ptr %2985, align 4
  %2987 = getelementptr inbounds float, ptr %969, i64 21
  %2988 = load float, ptr %2987, align 4
  %2989 = getelementptr inbounds float, ptr %969, i64 22
  %2990 = load float, ptr %2989, align 4
  %2991 = getelementptr inbounds float, ptr %969, i64 23
  %2992 = load float, ptr %2991, align 4
  %2993 = getelementptr inbounds float, ptr %969, i64 24
  %2994 = load float, ptr %2993, align 4
  %2995 = getelementptr inbounds float, ptr %969, i64 25
  %2996 = load float, ptr %2995, align 4
  %2997 = getelementptr inbounds float, ptr %969, i64 26
  %2998 = load float, ptr %2997, align 4
  %2999 = getelementptr inbounds float, ptr %969, i64 27
  %3000 = load float, ptr %2999, align 4
  %3001 = getelementptr inbounds float, ptr %969, i64 28
  %3002 = load float, ptr %3001, align 4
  %3003 = getelementptr inbounds float, ptr %969, i64 29
  %3004 = load float, ptr %3003, align 4
  %3005 = getelementptr inbounds float, ptr %969, i64 30
  %3006 = load float, ptr %3005, align 4
  %3007 = getelementptr inbounds float, ptr %969, i64 31
  %3008 = load float, ptr %3007, align 4
  %3009 = getelementptr inbounds float, ptr %969, i64 32
  %3010 = load float, ptr %3009, align 4
  %3011 = getelementptr inbounds float, ptr %969, i64 33
  %3012 = load float, ptr %3011, align 4
  %3013 = getelementptr inbounds float, ptr %969, i64 34
  %3014 = load float, ptr %3013, align 4
  %3015 = getelementptr inbounds float, ptr %969, i64 35
  %3016 = load float, ptr %3015, align 4
  %3017 = getelementptr inbounds float, ptr %969, i64 36
  %3018 = load float, ptr %3017, align 4
  %3019 = getelementptr inbounds float, ptr %969, i64 37
  %3020 = load float, ptr %3019, align 4
  %3021 = getelementptr inbounds float, ptr %969, i64 38
  %3022 = load float, ptr %3021, align 4
  %3023 = getelementptr inbounds float, ptr %969, i64 39
  %3024 = load float, ptr %3023, align 4
  %3025 = getelementptr inbounds float, ptr %969, i64 40
  %3026 = load float, ptr %3025, align 4
  %3027 = getelementptr inbounds float, ptr %969, i64 41
  %3028 = load float, ptr %3027, align 4
  %3029 = getelementptr inbounds float, ptr %969, i64 42
  %3030 = load float, ptr %3029, align 4
  %3031 = getelementptr inbounds float, ptr %969, i64 43
  %3032 = load float, ptr %3031, align 4
  %3033 = getelementptr inbounds float, ptr %969, i64 44
  %3034 = load float, ptr %3033, align 4
  %3035 = getelementptr inbounds float, ptr %969, i64 45
  %3036 = load float, ptr %3035, align 4
  %3037 = getelementptr inbounds float, ptr %969, i64 46
  %3038 = load float, ptr %3037, align 4
  %3039 = getelementptr inbounds float, ptr %969, i64 47
  %3040 = load float, ptr %3039, align 4
  %3041 = getelementptr inbounds float, ptr %969, i64 48
  %3042 = load float, ptr %3041, align 4
  %3043 = getelementptr inbounds float, ptr %969, i64 49
  %3044 = load float, ptr %3043, align 4
  %3045 = getelementptr inbounds float, ptr %969, i64 50
  %3046 = load float, ptr %3045, align 4
  %3047 = getelementptr inbounds float, ptr %969, i64 51
  %3048 = load float, ptr %3047, align 4
  %3049 = getelementptr inbounds float, ptr %969, i64 52
  %3050 = load float, ptr %3049, align 4
  %3051 = getelementptr inbounds float, ptr %969, i64 53
  %3052 = load float, ptr %3051, align 4
  %3053 = getelementptr inbounds float, ptr %969, i64 54
  %3054 = load float, ptr %3053, align 4
  %3055 = getelementptr inbounds float, ptr %969, i64 55
  %3056 = load float, ptr %3055, align 4
  %3057 = getelementptr inbounds float, ptr %969, i64 56
  %3058 = load float, ptr %3057, align 4
  %3059 = getelementptr inbounds float, ptr %969, i64 57
  %3060 = load float, ptr %3059, align 4
  %3061 = getelementptr inbounds float, ptr %969, i64 58
  %3062 = load float, ptr %3061, align 4
  %3063 = getelementptr inbounds float, ptr %969, i64 59
  %3064 = load float, ptr %3063, align 4
  %3065 = getelementptr inbounds float, ptr %969, i64 60
  %3066 = load float, ptr %3065, align 4
  %3067 = getelementptr inbounds float, ptr %969, i64 61
  %3068 = load float, ptr %3067, align 4
  %3069 = getelementptr inbounds float, ptr %969, i64 62
  %3070 = load float, ptr %3069, align 4
  %3071 = getelementptr inbounds float, ptr %969, i64 63
  %3072 = load float, ptr %3071, align 4
  %3073 = getelementptr inbounds float, ptr %969, i64 64
  %3074 = load float, ptr %3073, align 4
  %3075 = getelementptr inbounds float, ptr %969, i64 65
  %3076 = load float, ptr %3075, align 4
  %3077 = getelementptr inbounds float, ptr %969, i64 66
  %3078 = load float, ptr %3077, align 4
  %3079 = getelementptr inbounds float, ptr %969, i64 67
  %3080 = load float, ptr %3079, align 4
  %3081 = getelementptr inbounds float, ptr %969, i64 68
  %3082 = load float, ptr %3081, align 4
  %3083 = getelementptr inbounds float, ptr %969, i64 69
  %3084 = load float, ptr %3083, align 4
  %3085 = getelementptr inbounds float, ptr %969, i64 70
  %3086 = load float, ptr %3085, align 4
  %3087 = getelementptr inbounds float, ptr %969, i64 71
  %3088 = load float, ptr %3087, align 4
  %3089 = getelementptr inbounds float, ptr %969, i64 72
  %3090 = load float, ptr %3089, align 4
  %3091 = getelementptr inbounds float, ptr %969, i64 73
  %3092 = load float, ptr %3091, align 4
  %3093 = getelementptr inbounds float, ptr %969, i64 74
  %3094 = load float, ptr %3093, align 4
  %3095 = getelementptr inbounds float, ptr %969, i64 75
  %3096 = load float, ptr %3095, align 4
  %3097 = getelementptr inbounds float, ptr %969, i64 76
  %3098 = load float, ptr %3097, align 4
  %3099 = getelementptr inbounds float, ptr %969, i64 77
  %3100 = load float, ptr %3099, align 4
  %3101 = getelementptr inbounds float, ptr %969, i64 78
  %3102 = load float, ptr %3101, align 4
  %3103 = getelementptr inbounds float, ptr %969, i64 79
  %3104 = load float, ptr %3103, align 4
  %3105 = getelementptr inbounds float, ptr %969, i64 80
  %3106 = load float, ptr %3105, align 4
  %3107 = getelementptr inbounds float, ptr %969, i64 81
  %3108 = load float, ptr %3107, align 4
  %3109 = getelementptr inbounds float, ptr %969, i64 82
  %3110 = load float, ptr %3109, align 4
  %3111 = getelementptr inbounds float, ptr %969, i64 83
  %3112 = load float, ptr %3111, align 4
  %3113 = getelementptr inbounds float, ptr %969, i64 84
  %3114 = load float, ptr %3113, align 4
  %3115 = getelementptr inbounds float, ptr %969, i64 85
  %3116 = load float, ptr %3115, align 4
  %3117 = getelementptr inbounds float, ptr %969, i64 86
  %3118 = load float, ptr %3117, align 4
  %3119 = getelementptr inbounds float, ptr %969, i64 87
  %3120 = load float, ptr %3119, align 4
  %3121 = getelementptr inbounds float, ptr %969, i64 88
  %3122 = load float, ptr %3121, align 4
  %3123 = getelementptr inbounds float, ptr %969, i64 89
  %3124 = load float, ptr %3123, align 4
  %3125 = getelementptr inbounds float, ptr %969, i64 90
  %3126 = load float, ptr %3125, align 4
  %3127 = getelementptr inbounds float, ptr %969, i64 91
  %3128 = load float, ptr %3127, align 4
  %3129 = getelementptr inbounds float, ptr %969, i64 92
  %3130 = load float, ptr %3129, align 4
  %3131 = getelementptr inbounds float, ptr %969, i64 93
  %3132 = load float, ptr %3131, align 4
  %3133 = getelementptr inbounds float, ptr %969, i64 94
  %3134 = load float, ptr %3133, align 4
  %3135 = getelementptr inbounds float, ptr %969, i64 95
  %3136 = load float, ptr %3135, align 4
  %3137 = getelementptr inbounds float, ptr %969, i64 96
  %3138 = load float, ptr %3137, align 4
  %3139 = getelementptr inbounds float, ptr %969, i64 97
  %3140 = load float, ptr %3139, align 4
  %3141 = getelementptr inbounds float, ptr %969, i64 98
  %3142 = load float, ptr %3141, align 4
  %3143 = getelementptr inbounds float, ptr %969, i64 99
  %3144 = load float, ptr %3143, align 4
  %3145 = getelementptr inbounds float, ptr %969, i64 100
  %3146 = load float, ptr %3145, align 4
  %3147 = getelementptr inbounds float, ptr %969, i64 101
  %3148 = load float, ptr %3147, align 4
  %3149 = getelementptr inbounds float, ptr %969, i64 102
  %3150 = load float, ptr %3149, align 4
  %3151 = getelementptr inbounds float, ptr %969, i64 103
  %3152 = load float, ptr %3151, align 4
  %3153 = getelementptr inbounds float, ptr %969, i64 104
  %3154 = load float, ptr %3153, align 4
  %3155 = getelementptr inbounds float, ptr %969, i64 105
  %3156 = load float, ptr %3155, align 4
  %3157 = getelementptr inbounds float, ptr %969, i64 106
  %3158 = load float, ptr %3157, align 4
  %3159 = getelementptr inbounds float, ptr %969, i64 107
  %3160 = load float, ptr %3159, align 4
  %3161 = getelementptr inbounds float, ptr %969, i64 108
  %3162 = load float, ptr %3161, align 4
  %3163 = getelementptr inbounds float, ptr %969, i64 109
  %3164 = load float, ptr %3163, align 4
  %3165 = getelementptr inbounds float, ptr %969, i64 110
  %3166 = load float, ptr %3165, align 4
  %3167 = getelementptr inbounds float, ptr %969, i64 111
  %3168 = load float, ptr %3167, align 4
  %3169 = getelementptr inbounds float, ptr %969, i64 112
  %3170 = load float, ptr %3169, align 4
  %3171 = getelementptr inbounds float, ptr %969, i64 113
  %3172 = load float, ptr %3171, align 4
  %3173 = getelementptr inbounds float, ptr %969, i64 114
  %3174 = load float, ptr %3173, align 4
  %3175 = getelementptr inbounds float, ptr %969, i64 115
  %3176 = load float, ptr %3175, align 4
  %3177 = getelementptr inbounds float, ptr %969, i64 116
  %3178 = load float, ptr %3177, align 4
  %3179 = getelementptr inbounds float, ptr %969, i64 117
  %3180 = load float, ptr %3179, align 4
  %3181 = getelementptr inbounds float, ptr %969, i64 118
  %3182 = load float, ptr %3181, align 4
  %3183 = getelementptr inbounds float, ptr %969, i64 119
  %3184 = load float, ptr %3183, align 4
  %3185 = getelementptr inbounds float, ptr %969, i64 120
  %3186 = load float, ptr %3185, align 4
  %3187 = getelementptr inbounds float, ptr %969, i64 121
  %3188 = load float, ptr %3187, align 4
  %3189 = getelementptr inbounds float, ptr %969, i64 122
  %3190 = load float, ptr %3189, align 4
  %3191 = getelementptr inbounds float, ptr %969, i64 123
  %3192 = load float, ptr %3191, align 4
  %3193 = getelementptr inbounds float, ptr %969, i64 124
  %3194 = load float, ptr %3193, align 4
  %3195 = getelementptr inbounds float, ptr %969, i64 125
  %3196 = load float, ptr %3195, align 4
  %3197 = getelementptr inbounds float, ptr %969, i64 126
  %3198 = load float, ptr %3197, align 4
  %3199 = getelementptr inbounds float, ptr %969, i64 127
  %3200 = load float, ptr %3199, align 4
  %3201 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, $128, $129, p, 1, 1, 0, 1;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,~{memory}"(i64 %2939, i64 %2944, i32 1, float %2946, float %2948, float %2950, float %2952, float %2954, float %2956, float %2958, float %2960, float %2962, float %2964, float %2966, float %2968, float %2970, float %2972, float %2974, float %2976, float %2978, float %2980, float %2982, float %2984, float %2986, float %2988, float %2990, float %2992, float %2994, float %2996, float %2998, float %3000, float %3002, float %3004, float %3006, float %3008, float %3010, float %3012, float %3014, float %3016, float %3018, float %3020, float %3022, float %3024, float %3026, float %3028, float %3030, float %3032, float %3034, float %3036, float %3038, float %3040, float %3042, float %3044, float %3046, float %3048, float %3050, float %3052, float %3054, float %3056, float %3058, float %3060, float %3062, float %3064, float %3066, float %3068, float %3070, float %3072, float %3074, float %3076, float %3078, float %3080, float %3082, float %3084, float %3086, float %3088, float %3090, float %3092, float %3094, float %3096, float %3098, float %3100, float %3102, float %3104, float %3106, float %3108, float %3110, float %3112, float %3114, float %3116, float %3118, float %3120, float %3122, float %3124, float %3126, float %3128, float %3130, float %3132, float %3134, float %3136, float %3138, float %3140, float %3142, float %3144, float %3146, float %3148, float %3150, float %3152, float %3154, float %3156, float %3158, float %3160, float %3162, float %3164, float %3166, float %3168, float %3170, float %3172, float %3174, float %3176, float %3178, float %3180, float %3182, float %3184, float %3186, float %3188, float %3190, float %3192, float %3194, float %3196, float %3198, float %3200) #6
  %3202 = getelementptr inbounds float, ptr %969, i64 0
  %3203 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 0
  store float %3203, ptr %3202, align 4
  %3204 = getelementptr inbounds float, ptr %969, i64 1
  %3205 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 1
  store float %3205, ptr %3204, align 4
  %3206 = getelementptr inbounds float, ptr %969, i64 2
  %3207 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 2
  store float %3207, ptr %3206, align 4
  %3208 = getelementptr inbounds float, ptr %969, i64 3
  %3209 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 3
  store float %3209, ptr %3208, align 4
  %3210 = getelementptr inbounds float, ptr %969, i64 4
  %3211 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 4
  store float %3211, ptr %3210, align 4
  %3212 = getelementptr inbounds float, ptr %969, i64 5
  %3213 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 5
  store float %3213, ptr %3212, align 4
  %3214 = getelementptr inbounds float, ptr %969, i64 6
  %3215 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 6
  store float %3215, ptr %3214, align 4
  %3216 = getelementptr inbounds float, ptr %969, i64 7
  %3217 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 7
  store float %3217, ptr %3216, align 4
  %3218 = getelementptr inbounds float, ptr %969, i64 8
  %3219 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 8
  store float %3219, ptr %3218, align 4
  %3220 = getelementptr inbounds float, ptr %969, i64 9
  %3221 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 9
  store float %3221, ptr %3220, align 4
  %3222 = getelementptr inbounds float, ptr %969, i64 10
  %3223 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 10
  store float %3223, ptr %3222, align 4
  %3224 = getelementptr inbounds float, ptr %969, i64 11
  %3225 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 11
  store float %3225, ptr %3224, align 4
  %3226 = getelementptr inbounds float, ptr %969, i64 12
  %3227 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 12
  store float %3227, ptr %3226, align 4
  %3228 = getelementptr inbounds float, ptr %969, i64 13
  %3229 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 13
  store float %3229, ptr %3228, align 4
  %3230 = getelementptr inbounds float, ptr %969, i64 14
  %3231 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 14
  store float %3231, ptr %3230, align 4
  %3232 = getelementptr inbounds float, ptr %969, i64 15
  %3233 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 15
  store float %3233, ptr %3232, align 4
  %3234 = getelementptr inbounds float, ptr %969, i64 16
  %3235 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 16
  store float %3235, ptr %3234, align 4
  %3236 = getelementptr inbounds float, ptr %969, i64 17
  %3237 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 17
  store float %3237, ptr %3236, align 4
  %3238 = getelementptr inbounds float, ptr %969, i64 18
  %3239 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 18
  store float %3239, ptr %3238, align 4
  %3240 = getelementptr inbounds float, ptr %969, i64 19
  %3241 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 19
  store float %3241, ptr %3240, align 4
  %3242 = getelementptr inbounds float, ptr %969, i64 20
  %3243 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 20
  store float %3243, ptr %3242, align 4
  %3244 = getelementptr inbounds float, ptr %969, i64 21
  %3245 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 21
  store float %3245, ptr %3244, align 4
  %3246 = getelementptr inbounds float, ptr %969, i64 22
  %3247 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 22
  store float %3247, ptr %3246, align 4
  %3248 = getelementptr inbounds float, ptr %969, i64 23
  %3249 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 23
  store float %3249, ptr %3248, align 4
  %3250 = getelementptr inbounds float, ptr %969, i64 24
  %3251 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 24
  store float %3251, ptr %3250, align 4
  %3252 = getelementptr inbounds float, ptr %969, i64 25
  %3253 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 25
  store float %3253, ptr %3252, align 4
  %3254 = getelementptr inbounds float, ptr %969, i64 26
  %3255 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 26
  store float %3255, ptr %3254, align 4
  %3256 = getelementptr inbounds float, ptr %969, i64 27
  %3257 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 27
  store float %3257, ptr %3256, align 4
  %3258 = getelementptr inbounds float, ptr %969, i64 28
  %3259 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 28
  store float %3259, ptr %3258, align 4
  %3260 = getelementptr inbounds float, ptr %969, i64 29
  %3261 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 29
  store float %3261, ptr %3260, align 4
  %3262 = getelementptr inbounds float, ptr %969, i64 30
  %3263 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 30
  store float %3263, ptr %3262, align 4
  %3264 = getelementptr inbounds float, ptr %969, i64 31
  %3265 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 31
  store float %3265, ptr %3264, align 4
  %3266 = getelementptr inbounds float, ptr %969, i64 32
  %3267 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 32
  store float %3267, ptr %3266, align 4
  %3268 = getelementptr inbounds float, ptr %969, i64 33
  %3269 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 33
  store float %3269, ptr %3268, align 4
  %3270 = getelementptr inbounds float, ptr %969, i64 34
  %3271 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 34
  store float %3271, ptr %3270, align 4
  %3272 = getelementptr inbounds float, ptr %969, i64 35
  %3273 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 35
  store float %3273, ptr %3272, align 4
  %3274 = getelementptr inbounds float, ptr %969, i64 36
  %3275 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 36
  store float %3275, ptr %3274, align 4
  %3276 = getelementptr inbounds float, ptr %969, i64 37
  %3277 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 37
  store float %3277, ptr %3276, align 4
  %3278 = getelementptr inbounds float, ptr %969, i64 38
  %3279 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 38
  store float %3279, ptr %3278, align 4
  %3280 = getelementptr inbounds float, ptr %969, i64 39
  %3281 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 39
  store float %3281, ptr %3280, align 4
  %3282 = getelementptr inbounds float, ptr %969, i64 40
  %3283 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 40
  store float %3283, ptr %3282, align 4
  %3284 = getelementptr inbounds float, ptr %969, i64 41
  %3285 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 41
  store float %3285, ptr %3284, align 4
  %3286 = getelementptr inbounds float, ptr %969, i64 42
  %3287 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 42
  store float %3287, ptr %3286, align 4
  %3288 = getelementptr inbounds float, ptr %969, i64 43
  %3289 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 43
  store float %3289, ptr %3288, align 4
  %3290 = getelementptr inbounds float, ptr %969, i64 44
  %3291 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 44
  store float %3291, ptr %3290, align 4
  %3292 = getelementptr inbounds float, ptr %969, i64 45
  %3293 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 45
  store float %3293, ptr %3292, align 4
  %3294 = getelementptr inbounds float, ptr %969, i64 46
  %3295 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 46
  store float %3295, ptr %3294, align 4
  %3296 = getelementptr inbounds float, ptr %969, i64 47
  %3297 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 47
  store float %3297, ptr %3296, align 4
  %3298 = getelementptr inbounds float, ptr %969, i64 48
  %3299 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 48
  store float %3299, ptr %3298, align 4
  %3300 = getelementptr inbounds float, ptr %969, i64 49
  %3301 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 49
  store float %3301, ptr %3300, align 4
  %3302 = getelementptr inbounds float, ptr %969, i64 50
  %3303 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 50
  store float %3303, ptr %3302, align 4
  %3304 = getelementptr inbounds float, ptr %969, i64 51
  %3305 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 51
  store float %3305, ptr %3304, align 4
  %3306 = getelementptr inbounds float, ptr %969, i64 52
  %3307 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 52
  store float %3307, ptr %3306, align 4
  %3308 = getelementptr inbounds float, ptr %969, i64 53
  %3309 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 53
  store float %3309, ptr %3308, align 4
  %3310 = getelementptr inbounds float, ptr %969, i64 54
  %3311 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 54
  store float %3311, ptr %3310, align 4
  %3312 = getelementptr inbounds float, ptr %969, i64 55
  %3313 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 55
  store float %3313, ptr %3312, align 4
  %3314 = getelementptr inbounds float, ptr %969, i64 56
  %3315 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 56
  store float %3315, ptr %3314, align 4
  %3316 = getelementptr inbounds float, ptr %969, i64 57
  %3317 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 57
  store float %3317, ptr %3316, align 4
  %3318 = getelementptr inbounds float, ptr %969, i64 58
  %3319 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 58
  store float %3319, ptr %3318, align 4
  %3320 = getelementptr inbounds float, ptr %969, i64 59
  %3321 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 59
  store float %3321, ptr %3320, align 4
  %3322 = getelementptr inbounds float, ptr %969, i64 60
  %3323 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 60
  store float %3323, ptr %3322, align 4
  %3324 = getelementptr inbounds float, ptr %969, i64 61
  %3325 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 61
  store float %3325, ptr %3324, align 4
  %3326 = getelementptr inbounds float, ptr %969, i64 62
  %3327 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 62
  store float %3327, ptr %3326, align 4
  %3328 = getelementptr inbounds float, ptr %969, i64 63
  %3329 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 63
  store float %3329, ptr %3328, align 4
  %3330 = getelementptr inbounds float, ptr %969, i64 64
  %3331 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 64
  store float %3331, ptr %3330, align 4
  %3332 = getelementptr inbounds float, ptr %969, i64 65
  %3333 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 65
  store float %3333, ptr %3332, align 4
  %3334 = getelementptr inbounds float, ptr %969, i64 66
  %3335 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 66
  store float %3335, ptr %3334, align 4
  %3336 = getelementptr inbounds float, ptr %969, i64 67
  %3337 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 67
  store float %3337, ptr %3336, align 4
  %3338 = getelementptr inbounds float, ptr %969, i64 68
  %3339 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 68
  store float %3339, ptr %3338, align 4
  %3340 = getelementptr inbounds float, ptr %969, i64 69
  %3341 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 69
  store float %3341, ptr %3340, align 4
  %3342 = getelementptr inbounds float, ptr %969, i64 70
  %3343 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 70
  store float %3343, ptr %3342, align 4
  %3344 = getelementptr inbounds float, ptr %969, i64 71
  %3345 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 71
  store float %3345, ptr %3344, align 4
  %3346 = getelementptr inbounds float, ptr %969, i64 72
  %3347 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 72
  store float %3347, ptr %3346, align 4
  %3348 = getelementptr inbounds float, ptr %969, i64 73
  %3349 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 73
  store float %3349, ptr %3348, align 4
  %3350 = getelementptr inbounds float, ptr %969, i64 74
  %3351 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 74
  store float %3351, ptr %3350, align 4
  %3352 = getelementptr inbounds float, ptr %969, i64 75
  %3353 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 75
  store float %3353, ptr %3352, align 4
  %3354 = getelementptr inbounds float, ptr %969, i64 76
  %3355 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 76
  store float %3355, ptr %3354, align 4
  %3356 = getelementptr inbounds float, ptr %969, i64 77
  %3357 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 77
  store float %3357, ptr %3356, align 4
  %3358 = getelementptr inbounds float, ptr %969, i64 78
  %3359 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 78
  store float %3359, ptr %3358, align 4
  %3360 = getelementptr inbounds float, ptr %969, i64 79
  %3361 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 79
  store float %3361, ptr %3360, align 4
  %3362 = getelementptr inbounds float, ptr %969, i64 80
  %3363 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 80
  store float %3363, ptr %3362, align 4
  %3364 = getelementptr inbounds float, ptr %969, i64 81
  %3365 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 81
  store float %3365, ptr %3364, align 4
  %3366 = getelementptr inbounds float, ptr %969, i64 82
  %3367 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 82
  store float %3367, ptr %3366, align 4
  %3368 = getelementptr inbounds float, ptr %969, i64 83
  %3369 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 83
  store float %3369, ptr %3368, align 4
  %3370 = getelementptr inbounds float, ptr %969, i64 84
  %3371 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 84
  store float %3371, ptr %3370, align 4
  %3372 = getelementptr inbounds float, ptr %969, i64 85
  %3373 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 85
  store float %3373, ptr %3372, align 4
  %3374 = getelementptr inbounds float, ptr %969, i64 86
  %3375 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 86
  store float %3375, ptr %3374, align 4
  %3376 = getelementptr inbounds float, ptr %969, i64 87
  %3377 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 87
  store float %3377, ptr %3376, align 4
  %3378 = getelementptr inbounds float, ptr %969, i64 88
  %3379 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 88
  store float %3379, ptr %3378, align 4
  %3380 = getelementptr inbounds float, ptr %969, i64 89
  %3381 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 89
  store float %3381, ptr %3380, align 4
  %3382 = getelementptr inbounds float, ptr %969, i64 90
  %3383 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 90
  store float %3383, ptr %3382, align 4
  %3384 = getelementptr inbounds float, ptr %969, i64 91
  %3385 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 91
  store float %3385, ptr %3384, align 4
  %3386 = getelementptr inbounds float, ptr %969, i64 92
  %3387 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 92
  store float %3387, ptr %3386, align 4
  %3388 = getelementptr inbounds float, ptr %969, i64 93
  %3389 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 93
  store float %3389, ptr %3388, align 4
  %3390 = getelementptr inbounds float, ptr %969, i64 94
  %3391 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 94
  store float %3391, ptr %3390, align 4
  %3392 = getelementptr inbounds float, ptr %969, i64 95
  %3393 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 95
  store float %3393, ptr %3392, align 4
  %3394 = getelementptr inbounds float, ptr %969, i64 96
  %3395 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 96
  store float %3395, ptr %3394, align 4
  %3396 = getelementptr inbounds float, ptr %969, i64 97
  %3397 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 97
  store float %3397, ptr %3396, align 4
  %3398 = getelementptr inbounds float, ptr %969, i64 98
  %3399 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 98
  store float %3399, ptr %3398, align 4
  %3400 = getelementptr inbounds float, ptr %969, i64 99
  %3401 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 99
  store float %3401, ptr %3400, align 4
  %3402 = getelementptr inbounds float, ptr %969, i64 100
  %3403 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 100
  store float %3403, ptr %3402, align 4
  %3404 = getelementptr inbounds float, ptr %969, i64 101
  %3405 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 101
  store float %3405, ptr %3404, align 4
  %3406 = getelementptr inbounds float, ptr %969, i64 102
  %3407 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 102
  store float %3407, ptr %3406, align 4
  %3408 = getelementptr inbounds float, ptr %969, i64 103
  %3409 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 103
  store float %3409, ptr %3408, align 4
  %3410 = getelementptr inbounds float, ptr %969, i64 104
  %3411 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 104
  store float %3411, ptr %3410, align 4
  %3412 = getelementptr inbounds float, ptr %969, i64 105
  %3413 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 105
  store float %3413, ptr %3412, align 4
  %3414 = getelementptr inbounds float, ptr %969, i64 106
  %3415 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 106
  store float %3415, ptr %3414, align 4
  %3416 = getelementptr inbounds float, ptr %969, i64 107
  %3417 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 107
  store float %3417, ptr %3416, align 4
  %3418 = getelementptr inbounds float, ptr %969, i64 108
  %3419 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 108
  store float %3419, ptr %3418, align 4
  %3420 = getelementptr inbounds float, ptr %969, i64 109
  %3421 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 109
  store float %3421, ptr %3420, align 4
  %3422 = getelementptr inbounds float, ptr %969, i64 110
  %3423 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 110
  store float %3423, ptr %3422, align 4
  %3424 = getelementptr inbounds float, ptr %969, i64 111
  %3425 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 111
  store float %3425, ptr %3424, align 4
  %3426 = getelementptr inbounds float, ptr %969, i64 112
  %3427 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 112
  store float %3427, ptr %3426, align 4
  %3428 = getelementptr inbounds float, ptr %969, i64 113
  %3429 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 113
  store float %3429, ptr %3428, align 4
  %3430 = getelementptr inbounds float, ptr %969, i64 114
  %3431 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 114
  store float %3431, ptr %3430, align 4
  %3432 = getelementptr inbounds float, ptr %969, i64 115
  %3433 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 115
  store float %3433, ptr %3432, align 4
  %3434 = getelementptr inbounds float, ptr %969, i64 116
  %3435 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 116
  store float %3435, ptr %3434, align 4
  %3436 = getelementptr inbounds float, ptr %969, i64 117
  %3437 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 117
  store float %3437, ptr %3436, align 4
  %3438 = getelementptr inbounds float, ptr %969, i64 118
  %3439 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 118
  store float %3439, ptr %3438, align 4
  %3440 = getelementptr inbounds float, ptr %969, i64 119
  %3441 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 119
  store float %3441, ptr %3440, align 4
  %3442 = getelementptr inbounds float, ptr %969, i64 120
  %3443 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 120
  store float %3443, ptr %3442, align 4
  %3444 = getelementptr inbounds float, ptr %969, i64 121
  %3445 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 121
  store float %3445, ptr %3444, align 4
  %3446 = getelementptr inbounds float, ptr %969, i64 122
  %3447 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 122
  store float %3447, ptr %3446, align 4
  %3448 = getelementptr inbounds float, ptr %969, i64 123
  %3449 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 123
  store float %3449, ptr %3448, align 4
  %3450 = getelementptr inbounds float, ptr %969, i64 124
  %3451 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 124
  store float %3451, ptr %3450, align 4
  %3452 = getelementptr inbounds float, ptr %969, i64 125
  %3453 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 125
  store float %3453, ptr %3452, align 4
  %3454 = getelementptr inbounds float, ptr %969, i64 126
  %3455 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 126
  store float %3455, ptr %3454, align 4
  %3456 = getelementptr inbounds float, ptr %969, i64 127
  %3457 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3201, 127
  store float %3457, ptr %3456, align 4
  call void asm sideeffect "wgmma.commit_group.sync.aligned;", "~{memory}"() #6
  call void asm sideeffect "wgmma.wait_group.sync.aligned 1;", "~{memory}"() #6
  %3458 = getelementptr inbounds float, ptr %969, i64 0
  %3459 = load float, ptr %3458, align 4
  %3460 = call float asm sideeffect "", "=f,0,~{memory}"(float %3459)
  store float %3460, ptr %3458, align 4
  %3461 = getelementptr inbounds float, ptr %969, i64 1
  %3462 = load float, ptr %3461, align 4
  %3463 = call float asm sideeffect "", "=f,0,~{memory}"(float %3462)
  store float %3463, ptr %3461, align 4
  %3464 = getelementptr inbounds float, ptr %969, i64 2
  %3465 = load float, ptr %3464, align 4
  %3466 = call float asm sideeffect "", "=f,0,~{memory}"(float %3465)
  store float %3466, ptr %3464, align 4
  %3467 = getelementptr inbounds float, ptr %969, i64 3
  %3468 = load float, ptr %3467, align 4
  %3469 = call float asm sideeffect "", "=f,0,~{memory}"(float %3468)
  store float %3469, ptr %3467, align 4
  %3470 = getelementptr inbounds float, ptr %969, i64 4
  %3471 = load float, ptr %3470, align 4
  %3472 = call float asm sideeffect "", "=f,0,~{memory}"(float %3471)
  store float %3472, ptr %3470, align 4
  %3473 = getelementptr inbounds float, ptr %969, i64 5
  %3474 = load float, ptr %3473, align 4
  %3475 = call float asm sideeffect "", "=f,0,~{memory}"(float %3474)
  store float %3475, ptr %3473, align 4
  %3476 = getelementptr inbounds float, ptr %969, i64 6
  %3477 = load float, ptr %3476, align 4
  %3478 = call float asm sideeffect "", "=f,0,~{memory}"(float %3477)
  store float %3478, ptr %3476, align 4
  %3479 = getelementptr inbounds float, ptr %969, i64 7
  %3480 = load float, ptr %3479, align 4
  %3481 = call float asm sideeffect "", "=f,0,~{memory}"(float %3480)
  store float %3481, ptr %3479, align 4
  %3482 = getelementptr inbounds float, ptr %969, i64 8
  %3483 = load float, ptr %3482, align 4
  %3484 = call float asm sideeffect "", "=f,0,~{memory}"(float %3483)
  store float %3484, ptr %3482, align 4
  %3485 = getelementptr inbounds float, ptr %969, i64 9
  %3486 = load float, ptr %3485, align 4
  %3487 = call float asm sideeffect "", "=f,0,~{memory}"(float %3486)
  store float %3487, ptr %3485, align 4
  %3488 = getelementptr inbounds float, ptr %969, i64 10
  %3489 = load float, ptr %3488, align 4
  %3490 = call float asm sideeffect "", "=f,0,~{memory}"(float %3489)
  store float %3490, ptr %3488, align 4
  %3491 = getelementptr inbounds float, ptr %969, i64 11
  %3492 = load float, ptr %3491, align 4
  %3493 = call float asm sideeffect "", "=f,0,~{memory}"(float %3492)
  store float %3493, ptr %3491, align 4
  %3494 = getelementptr inbounds float, ptr %969, i64 12
  %3495 = load float, ptr %3494, align 4
  %3496 = call float asm sideeffect "", "=f,0,~{memory}"(float %3495)
  store float %3496, ptr %3494, align 4
  %3497 = getelementptr inbounds float, ptr %969, i64 13
  %3498 = load float, ptr %3497, align 4
  %3499 = call float asm sideeffect "", "=f,0,~{memory}"(float %3498)
  store float %3499, ptr %3497, align 4
  %3500 = getelementptr inbounds float, ptr %969, i64 14
  %3501 = load float, ptr %3500, align 4
  %3502 = call float asm sideeffect "", "=f,0,~{memory}"(float %3501)
  store float %3502, ptr %3500, align 4
  %3503 = getelementptr inbounds float, ptr %969, i64 15
  %3504 = load float, ptr %3503, align 4
  %3505 = call float asm sideeffect "", "=f,0,~{memory}"(float %3504)
  store float %3505, ptr %3503, align 4
  %3506 = getelementptr inbounds float, ptr %969, i64 16
  %3507 = load float, ptr %3506, align 4
  %3508 = call float asm sideeffect "", "=f,0,~{memory}"(float %3507)
  store float %3508, ptr %3506, align 4
  %3509 = getelementptr inbounds float, ptr %969, i64 17
  %3510 = load float, ptr %3509, align 4
  %3511 = call float asm sideeffect "", "=f,0,~{memory}"(float %3510)
  store float %3511, ptr %3509, align 4
  %3512 = getelementptr inbounds float, ptr %969, i64 18
  %3513 = load float, ptr %3512, align 4
  %3514 = call float asm sideeffect "", "=f,0,~{memory}"(float %3513)
  store float %3514, ptr %3512, align 4
  %3515 = getelementptr inbounds float, ptr %969, i64 19
  %3516 = load float, ptr %3515, align 4
  %3517 = call float asm sideeffect "", "=f,0,~{memory}"(float %3516)
  store float %3517, ptr %3515, align 4
  %3518 = getelementptr inbounds float, ptr %969, i64 20
  %3519 = load float, ptr %3518, align 4
  %3520 = call float asm sideeffect "", "=f,0,~{memory}"(float %3519)
  store float %3520, ptr %3518, align 4
  %3521 = getelementptr inbounds float, ptr %969, i64 21
  %3522 = load float, ptr %3521, align 4
  %3523 = call float asm sideeffect "", "=f,0,~{memory}"(float %3522)
  store float %3523, ptr %3521, align 4
  %3524 = getelementptr inbounds float, ptr %969, i64 22
  %3525 = load float, ptr %3524, align 4
  %3526 = call float asm sideeffect "", "=f,0,~{memory}"(float %3525)
  store float %3526, ptr %3524, align 4
  %3527 = getelementptr inbounds float, ptr %969, i64 23
  %3528 = load float, ptr %3527, align 4
  %3529 = call float asm sideeffect "", "=f,0,~{memory}"(float %3528)
  store float %3529, ptr %3527, align 4
  %3530 = getelementptr inbounds float, ptr %969, i64 24
  %3531 = load float, ptr %3530, align 4
  %3532 = call float asm sideeffect "", "=f,0,~{memory}"(float %3531)
  store float %3532, ptr %3530, align 4
  %3533 = getelementptr inbounds float, ptr %969, i64 25
  %3534 = load float, ptr %3533, align 4
  %3535 = call float asm sideeffect "", "=f,0,~{memory}"(float %3534)
  store float %3535, ptr %3533, align 4
  %3536 = getelementptr inbounds float, ptr %969, i64 26
  %3537 = load float, ptr %3536, align 4
  %3538 = call float asm sideeffect "", "=f,0,~{memory}"(float %3537)
  store float %3538, ptr %3536, align 4
  %3539 = getelementptr inbounds float, ptr %969, i64 27
  %3540 = load float, ptr %3539, align 4
  %3541 = call float asm sideeffect "", "=f,0,~{memory}"(float %3540)
  store float %3541, ptr %3539, align 4
  %3542 = getelementptr inbounds float, ptr %969, i64 28
  %3543 = load float, ptr %3542, align 4
  %3544 = call float asm sideeffect "", "=f,0,~{memory}"(float %3543)
  store float %3544, ptr %3542, align 4
  %3545 = getelementptr inbounds float, ptr %969, i64 29
  %3546 = load float, ptr %3545, align 4
  %3547 = call float asm sideeffect "", "=f,0,~{memory}"(float %3546)
  store float %3547, ptr %3545, align 4
  %3548 = getelementptr inbounds float, ptr %969, i64 30
  %3549 = load float, ptr %3548, align 4
  %3550 = call float asm sideeffect "", "=f,0,~{memory}"(float %3549)
  store float %3550, ptr %3548, align 4
  %3551 = getelementptr inbounds float, ptr %969, i64 31
  %3552 = load float, ptr %3551, align 4
  %3553 = call float asm sideeffect "", "=f,0,~{memory}"(float %3552)
  store float %3553, ptr %3551, align 4
  %3554 = getelementptr inbounds float, ptr %969, i64 32
  %3555 = load float, ptr %3554, align 4
  %3556 = call float asm sideeffect "", "=f,0,~{memory}"(float %3555)
  store float %3556, ptr %3554, align 4
  %3557 = getelementptr inbounds float, ptr %969, i64 33
  %3558 = load float, ptr %3557, align 4
  %3559 = call float asm sideeffect "", "=f,0,~{memory}"(float %3558)
  store float %3559, ptr %3557, align 4
  %3560 = getelementptr inbounds float, ptr %969, i64 34
  %3561 = load float, ptr %3560, align 4
  %3562 = call float asm sideeffect "", "=f,0,~{memory}"(float %3561)
  store float %3562, ptr %3560, align 4
  %3563 = getelementptr inbounds float, ptr %969, i64 35
  %3564 = load float, ptr %3563, align 4
  %3565 = call float asm sideeffect "", "=f,0,~{memory}"(float %3564)
  store float %3565, ptr %3563, align 4
  %3566 = getelementptr inbounds float, ptr %969, i64 36
  %3567 = load float, ptr %3566, align 4
  %3568 = call float asm sideeffect "", "=f,0,~{memory}"(float %3567)
  store float %3568, ptr %3566, align 4
  %3569 = getelementptr inbounds float, ptr %969, i64 37
  %3570 = load float, ptr %3569, align 4
  %3571 = call float asm sideeffect "", "=f,0,~{memory}"(float %3570)
  store float %3571, ptr %3569, align 4
  %3572 = getelementptr inbounds float, ptr %969, i64 38
  %3573 = load float, ptr %3572, align 4
  %3574 = call float asm sideeffect "", "=f,0,~{memory}"(float %3573)
  store float %3574, ptr %3572, align 4
  %3575 = getelementptr inbounds float, ptr %969, i64 39
  %3576 = load float, ptr %3575, align 4
  %3577 = call float asm sideeffect "", "=f,0,~{memory}"(float %3576)
  store float %3577, ptr %3575, align 4
  %3578 = getelementptr inbounds float, ptr %969, i64 40
  %3579 = load float, ptr %3578, align 4
  %3580 = call float asm sideeffect "", "=f,0,~{memory}"(float %3579)
  store float %3580, ptr %3578, align 4
  %3581 = getelementptr inbounds float, ptr %969, i64 41
  %3582 = load float, ptr %3581, align 4
  %3583 = call float asm sideeffect "", "=f,0,~{memory}"(float %3582)
  store float %3583, ptr %3581, align 4
  %3584 = getelementptr inbounds float, ptr %969, i64 42
  %3585 = load float, ptr %3584, align 4
  %3586 = call float asm sideeffect "", "=f,0,~{memory}"(float %3585)
  store float %3586, ptr %3584, align 4
  %3587 = getelementptr inbounds float, ptr %969, i64 43
  %3588 = load float, ptr %3587, align 4
  %3589 = call float asm sideeffect "", "=f,0,~{memory}"(float %3588)
  store float %3589, ptr %3587, align 4
  %3590 = getelementptr inbounds float, ptr %969, i64 44
  %3591 = load float, ptr %3590, align 4
  %3592 = call float asm sideeffect "", "=f,0,~{memory}"(float %3591)
  store float %3592, ptr %3590, align 4
  %3593 = getelementptr inbounds float, ptr %969, i64 45
  %3594 = load float, ptr %3593, align 4
  %3595 = call float asm sideeffect "", "=f,0,~{memory}"(float %3594)
  store float %3595, ptr %3593, align 4
  %3596 = getelementptr inbounds float, ptr %969, i64 46
  %3597 = load float, ptr %3596, align 4
  %3598 = call float asm sideeffect "", "=f,0,~{memory}"(float %3597)
  store float %3598, ptr %3596, align 4
  %3599 = getelementptr inbounds float, ptr %969, i64 47
  %3600 = load float, ptr %3599, align 4
  %3601 = call float asm sideeffect "", "=f,0,~{memory}"(float %3600)
  store float %3601, ptr %3599, align 4
  %3602 = getelementptr inbounds float, ptr %969, i64 48
  %3603 = load float, ptr %3602, align 4
  %3604 = call float asm sideeffect "", "=f,0,~{memory}"(float %3603)
  store float %3604, ptr %3602, align 4
  %3605 = getelementptr inbounds float, ptr %969, i64 49
  %3606 = load float, ptr %3605, align 4
  %3607 = call float asm sideeffect "", "=f,0,~{memory}"(float %3606)
  store float %3607, ptr %3605, align 4
  %3608 = getelementptr inbounds float, ptr %969, i64 50
  %3609 = load float, ptr %3608, align 4
  %3610 = call float asm sideeffect "", "=f,0,~{memory}"(float %3609)
  store float %3610, ptr %3608, align 4
  %3611 = getelementptr inbounds float, ptr %969, i64 51
  %3612 = load float, ptr %3611, align 4
  %3613 = call float asm sideeffect "", "=f,0,~{memory}"(float %3612)
  store float %3613, ptr %3611, align 4
  %3614 = getelementptr inbounds float, ptr %969, i64 52
  %3615 = load float, ptr %3614, align 4
  %3616 = call float asm sideeffect "", "=f,0,~{memory}"(float %3615)
  store float %3616, ptr %3614, align 4
  %3617 = getelementptr inbounds float, ptr %969, i64 53
  %3618 = load float, ptr %3617, align 4
  %3619 = call float asm sideeffect "", "=f,0,~{memory}"(float %3618)
  store float %3619, ptr %3617, align 4
  %3620 = getelementptr inbounds float, ptr %969, i64 54
  %3621 = load float, ptr %3620, align 4
  %3622 = call float asm sideeffect "", "=f,0,~{memory}"(float %3621)
  store float %3622, ptr %3620, align 4
  %3623 = getelementptr inbounds float, ptr %969, i64 55
  %3624 = load float, ptr %3623, align 4
  %3625 = call float asm sideeffect "", "=f,0,~{memory}"(float %3624)
  store float %3625, ptr %3623, align 4
  %3626 = getelementptr inbounds float, ptr %969, i64 56
  %3627 = load float, ptr %3626, align 4
  %3628 = call float asm sideeffect "", "=f,0,~{memory}"(float %3627)
  store float %3628, ptr %3626, align 4
  %3629 = getelementptr inbounds float, ptr %969, i64 57
  %3630 = load float, ptr %3629, align 4
  %3631 = call float asm sideeffect "", "=f,0,~{memory}"(float %3630)
  store float %3631, ptr %3629, align 4
  %3632 = getelementptr inbounds float, ptr %969, i64 58
  %3633 = load float, ptr %3632, align 4
  %3634 = call float asm sideeffect "", "=f,0,~{memory}"(float %3633)
  store float %3634, ptr %3632, align 4
  %3635 = getelementptr inbounds float, ptr %969, i64 59
  %3636 = load float, ptr %3635, align 4
  %3637 = call float asm sideeffect "", "=f,0,~{memory}"(float %3636)
  store float %3637, ptr %3635, align 4
  %3638 = getelementptr inbounds float, ptr %969, i64 60
  %3639 = load float, ptr %3638, align 4
  %3640 = call float asm sideeffect "", "=f,0,~{memory}"(float %3639)
  store float %3640, ptr %3638, align 4
  %3641 = getelementptr inbounds float, ptr %969, i64 61
  %3642 = load float, ptr %3641, align 4
  %3643 = call float asm sideeffect "", "=f,0,~{memory}"(float %3642)
  store float %3643, ptr %3641, align 4
  %3644 = getelementptr inbounds float, ptr %969, i64 62
  %3645 = load float, ptr %3644, align 4
  %3646 = call float asm sideeffect "", "=f,0,~{memory}"(float %3645)
  store float %3646, ptr %3644, align 4
  %3647 = getelementptr inbounds float, ptr %969, i64 63
  %3648 = load float, ptr %3647, align 4
  %3649 = call float asm sideeffect "", "=f,0,~{memory}"(float %3648)
  store float %3649, ptr %3647, align 4
  %3650 = getelementptr inbounds float, ptr %969, i64 64
  %3651 = load float, ptr %3650, align 4
  %3652 = call float asm sideeffect "", "=f,0,~{memory}"(float %3651)
  store float %3652, ptr %3650, align 4
  %3653 = getelementptr inbounds float, ptr %969, i64 65
  %3654 = load float, ptr %3653, align 4
  %3655 = call float asm sideeffect "", "=f,0,~{memory}"(float %3654)
  store float %3655, ptr %3653, align 4
  %3656 = getelementptr inbounds float, ptr %969, i64 66
  %3657 = load float, ptr %3656, align 4
  %3658 = call float asm sideeffect "", "=f,0,~{memory}"(float %3657)
  store float %3658, ptr %3656, align 4
  %3659 = getelementptr inbounds float, ptr %969, i64 67
  %3660 = load float, ptr %3659, align 4
  %3661 = call float asm sideeffect "", "=f,0,~{memory}"(float %3660)
  store float %3661, ptr %3659, align 4
  %3662 = getelementptr inbounds float, ptr %969, i64 68
  %3663 = load float, ptr %3662, align 4
  %3664 = call float asm sideeffect "", "=f,0,~{memory}"(float %3663)
  store float %3664, ptr %3662, align 4
  %3665 = getelementptr inbounds float, ptr %969, i64 69
  %3666 = load float, ptr %3665, align 4
  %3667 = call float asm sideeffect "", "=f,0,~{memory}"(float %3666)
  store float %3667, ptr %3665, align 4
  %3668 = getelementptr inbounds float, ptr %969, i64 70
  %3669 = load float, ptr %3668, align 4
  %3670 = call float asm sideeffect "", "=f,0,~{memory}"(float %3669)
  store float %3670, ptr %3668, align 4
  %3671 = getelementptr inbounds float, ptr %969, i64 71
  %3672 = load float, ptr %3671, align 4
  %3673 = call float asm sideeffect "", "=f,0,~{memory}"(float %3672)
  store float %3673, ptr %3671, align 4
  %3674 = getelementptr inbounds float, ptr %969, i64 72
  %3675 = load float, ptr %3674, align 4
  %3676 = call float asm sideeffect "", "=f,0,~{memory}"(float %3675)
  store float %3676, ptr %3674, align 4
  %3677 = getelementptr inbounds float, ptr %969, i64 73
  %3678 = load float, ptr %3677, align 4
  %3679 = call float asm sideeffect "", "=f,0,~{memory}"(float %3678)
  store float %3679, ptr %3677, align 4
  %3680 = getelementptr inbounds float, ptr %969, i64 74
  %3681 = load float, ptr %3680, align 4
  %3682 = call float asm sideeffect "", "=f,0,~{memory}"(float %3681)
  store float %3682, ptr %3680, align 4
  %3683 = getelementptr inbounds float, ptr %969, i64 75
  %3684 = load float, ptr %3683, align 4
  %3685 = call float asm sideeffect "", "=f,0,~{memory}"(float %3684)
  store float %3685, ptr %3683, align 4
  %3686 = getelementptr inbounds float, ptr %969, i64 76
  %3687 = load float, ptr %3686, align 4
  %3688 = call float asm sideeffect "", "=f,0,~{memory}"(float %3687)
  store float %3688, ptr %3686, align 4
  %3689 = getelementptr inbounds float, ptr %969, i64 77
  %3690 = load float, ptr %3689, align 4
  %3691 = call float asm sideeffect "", "=f,0,~{memory}"(float %3690)
  store float %3691, ptr %3689, align 4
  %3692 = getelementptr inbounds float, ptr %969, i64 78
  %3693 = load float, ptr %3692, align 4
  %3694 = call float asm sideeffect "", "=f,0,~{memory}"(float %3693)
  store float %3694, ptr %3692, align 4
  %3695 = getelementptr inbounds float, ptr %969, i64 79
  %3696 = load float, ptr %3695, align 4
  %3697 = call float asm sideeffect "", "=f,0,~{memory}"(float %3696)
  store float %3697, ptr %3695, align 4
  %3698 = getelementptr inbounds float, ptr %969, i64 80
  %3699 = load float, ptr %3698, align 4
  %3700 = call float asm sideeffect "", "=f,0,~{memory}"(float %3699)
  store float %3700, ptr %3698, align 4
  %3701 = getelementptr inbounds float, ptr %969, i64 81
  %3702 = load float, ptr %3701, align 4
  %3703 = call float asm sideeffect "", "=f,0,~{memory}"(float %3702)
  store float %3703, ptr %3701, align 4
  %3704 = getelementptr inbounds float, ptr %969, i64 82
  %3705 = load float, ptr %3704, align 4
  %3706 = call float asm sideeffect "", "=f,0,~{memory}"(float %3705)
  store float %3706, ptr %3704, align 4
  %3707 = getelementptr inbounds float, ptr %969, i64 83
  %3708 = load float, ptr %3707, align 4
  %3709 = call float asm sideeffect "", "=f,0,~{memory}"(float %3708)
  store float %3709, ptr %3707, align 4
  %3710 = getelementptr inbounds float, ptr %969, i64 84
  %3711 = load float, ptr %3710, align 4
  %3712 = call float asm sideeffect "", "=f,0,~{memory}"(float %3711)
  store float %3712, ptr %3710, align 4
  %3713 = getelementptr inbounds float, ptr %969, i64 85
  %3714 = load float, ptr %3713, align 4
  %3715 = call float asm sideeffect "", "=f,0,~{memory}"(float %3714)
  store float %3715, ptr %3713, align 4
  %3716 = getelementptr inbounds float, ptr %969, i64 86
  %3717 = load float, ptr %3716, align 4
  %3718 = call float asm sideeffect "", "=f,0,~{memory}"(float %3717)
  store float %3718, ptr %3716, align 4
  %3719 = getelementptr inbounds float, ptr %969, i64 87
  %3720 = load float, ptr %3719, align 4
  %3721 = call float asm sideeffect "", "=f,0,~{memory}"(float %3720)
  store float %3721, ptr %3719, align 4
  %3722 = getelementptr inbounds float, ptr %969, i64 88
  %3723 = load float, ptr %3722, align 4
  %3724 = call float asm sideeffect "", "=f,0,~{memory}"(float %3723)
  store float %3724, ptr %3722, align 4
  %3725 = getelementptr inbounds float, ptr %969, i64 89
  %3726 = load float, ptr %3725, align 4
  %3727 = call float asm sideeffect "", "=f,0,~{memory}"(float %3726)
  store float %3727, ptr %3725, align 4
  %3728 = getelementptr inbounds float, ptr %969, i64 90
  %3729 = load float, ptr %3728, align 4
  %3730 = call float asm sideeffect "", "=f,0,~{memory}"(float %3729)
  store float %3730, ptr %3728, align 4
  %3731 = getelementptr inbounds float, ptr %969, i64 91
  %3732 = load float, ptr %3731, align 4
  %3733 = call float asm sideeffect "", "=f,0,~{memory}"(float %3732)
  store float %3733, ptr %3731, align 4
  %3734 = getelementptr inbounds float, ptr %969, i64 92
  %3735 = load float, ptr %3734, align 4
  %3736 = call float asm sideeffect "", "=f,0,~{memory}"(float %3735)
  store float %3736, ptr %3734, align 4
  %3737 = getelementptr inbounds float, ptr %969, i64 93
  %3738 = load float, ptr %3737, align 4
  %3739 = call float asm sideeffect "", "=f,0,~{memory}"(float %3738)
  store float %3739, ptr %3737, align 4
  %3740 = getelementptr inbounds float, ptr %969, i64 94
  %3741 = load float, ptr %3740, align 4
  %3742 = call float asm sideeffect "", "=f,0,~{memory}"(float %3741)
  store float %3742, ptr %3740, align 4
  %3743 = getelementptr inbounds float, ptr %969, i64 95
  %3744 = load float, ptr %3743, align 4
  %3745 = call float asm sideeffect "", "=f,0,~{memory}"(float %3744)
  store float %3745, ptr %3743, align 4
  %3746 = getelementptr inbounds float, ptr %969, i64 96
  %3747 = load float, ptr %3746, align 4
  %3748 = call float asm sideeffect "", "=f,0,~{memory}"(float %3747)
  store float %3748, ptr %3746, align 4
  %3749 = getelementptr inbounds float, ptr %969, i64 97
  %3750 = load float, ptr %3749, align 4
  %3751 = call float asm sideeffect "", "=f,0,~{memory}"(float %3750)
  store float %3751, ptr %3749, align 4
  %3752 = getelementptr inbounds float, ptr %969, i64 98
  %3753 = load float, ptr %3752, align 4
  %3754 = call float asm sideeffect "", "=f,0,~{memory}"(float %3753)
  store float %3754, ptr %3752, align 4
  %3755 = getelementptr inbounds float, ptr %969, i64 99
  %3756 = load float, ptr %3755, align 4
  %3757 = call float asm sideeffect "", "=f,0,~{memory}"(float %3756)
  store float %3757, ptr %3755, align 4
  %3758 = getelementptr inbounds float, ptr %969, i64 100
  %3759 = load float, ptr %3758, align 4
  %3760 = call float asm sideeffect "", "=f,0,~{memory}"(float %3759)
  store float %3760, ptr %3758, align 4
  %3761 = getelementptr inbounds float, ptr %969, i64 101
  %3762 = load float, ptr %3761, align 4
  %3763 = call float asm sideeffect "", "=f,0,~{memory}"(float %3762)
  store float %3763, ptr %3761, align 4
  %3764 = getelementptr inbounds float, ptr %969, i64 102
  %3765 = load float, ptr %3764, align 4
  %3766 = call float asm sideeffect "", "=f,0,~{memory}"(float %3765)
  store float %3766, ptr %3764, align 4
  %3767 = getelementptr inbounds float, ptr %969, i64 103
  %3768 = load float, ptr %3767, align 4
  %3769 = call float asm sideeffect "", "=f,0,~{memory}"(float %3768)
  store float %3769, ptr %3767, align 4
  %3770 = getelementptr inbounds float, ptr %969, i64 104
  %3771 = load float, ptr %3770, align 4
  %3772 = call float asm sideeffect "", "=f,0,~{memory}"(float %3771)
  store float %3772, ptr %3770, align 4
  %3773 = getelementptr inbounds float, ptr %969, i64 105
  %3774 = load float, ptr %3773, align 4
  %3775 = call float asm sideeffect "", "=f,0,~{memory}"(float %3774)
  store float %3775, ptr %3773, align 4
  %3776 = getelementptr inbounds float, ptr %969, i64 106
  %3777 = load float, ptr %3776, align 4
  %3778 = call float asm sideeffect "", "=f,0,~{memory}"(float %3777)
  store float %3778, ptr %3776, align 4
  %3779 = getelementptr inbounds float, ptr %969, i64 107
  %3780 = load float, ptr %3779, align 4
  %3781 = call float asm sideeffect "", "=f,0,~{memory}"(float %3780)
  store float %3781, ptr %3779, align 4
  %3782 = getelementptr inbounds float, ptr %969, i64 108
  %3783 = load float, ptr %3782, align 4
  %3784 = call float asm sideeffect "", "=f,0,~{memory}"(float %3783)
  store float %3784, ptr %3782, align 4
  %3785 = getelementptr inbounds float, ptr %969, i64 109
  %3786 = load float, ptr %3785, align 4
  %3787 = call float asm sideeffect "", "=f,0,~{memory}"(float %3786)
  store float %3787, ptr %3785, align 4
  %3788 = getelementptr inbounds float, ptr %969, i64 110
  %3789 = load float, ptr %3788, align 4
  %3790 = call float asm sideeffect "", "=f,0,~{memory}"(float %3789)
  store float %3790, ptr %3788, align 4
  %3791 = getelementptr inbounds float, ptr %969, i64 111
  %3792 = load float, ptr %3791, align 4
  %3793 = call float asm sideeffect "", "=f,0,~{memory}"(float %3792)
  store float %3793, ptr %3791, align 4
  %3794 = getelementptr inbounds float, ptr %969, i64 112
  %3795 = load float, ptr %3794, align 4
  %3796 = call float asm sideeffect "", "=f,0,~{memory}"(float %3795)
  store float %3796, ptr %3794, align 4
  %3797 = getelementptr inbounds float, ptr %969, i64 113
  %3798 = load float, ptr %3797, align 4
  %3799 = call float asm sideeffect "", "=f,0,~{memory}"(float %3798)
  store float %3799, ptr %3797, align 4
  %3800 = getelementptr inbounds float, ptr %969, i64 114
  %3801 = load float, ptr %3800, align 4
  %3802 = call float asm sideeffect "", "=f,0,~{memory}"(float %3801)
  store float %3802, ptr %3800, align 4
  %3803 = getelementptr inbounds float, ptr %969, i64 115
  %3804 = load float, ptr %3803, align 4
  %3805 = call float asm sideeffect "", "=f,0,~{memory}"(float %3804)
  store float %3805, ptr %3803, align 4
  %3806 = getelementptr inbounds float, ptr %969, i64 116
  %3807 = load float, ptr %3806, align 4
  %3808 = call float asm sideeffect "", "=f,0,~{memory}"(float %3807)
  store float %3808, ptr %3806, align 4
  %3809 = getelementptr inbounds float, ptr %969, i64 117
  %3810 = load float, ptr %3809, align 4
  %3811 = call float asm sideeffect "", "=f,0,~{memory}"(float %3810)
  store float %3811, ptr %3809, align 4
  %3812 = getelementptr inbounds float, ptr %969, i64 118
  %3813 = load float, ptr %3812, align 4
  %3814 = call float asm sideeffect "", "=f,0,~{memory}"(float %3813)
  store float %3814, ptr %3812, align 4
  %3815 = getelementptr inbounds float, ptr %969, i64 119
  %3816 = load float, ptr %3815, align 4
  %3817 = call float asm sideeffect "", "=f,0,~{memory}"(float %3816)
  store float %3817, ptr %3815, align 4
  %3818 = getelementptr inbounds float, ptr %969, i64 120
  %3819 = load float, ptr %3818, align 4
  %3820 = call float asm sideeffect "", "=f,0,~{memory}"(float %3819)
  store float %3820, ptr %3818, align 4
  %3821 = getelementptr inbounds float, ptr %969, i64 121
  %3822 = load float, ptr %3821, align 4
  %3823 = call float asm sideeffect "", "=f,0,~{memory}"(float %3822)
  store float %3823, ptr %3821, align 4
  %3824 = getelementptr inbounds float, ptr %969, i64 122
  %3825 = load float, ptr %3824, align 4
  %3826 = call float asm sideeffect "", "=f,0,~{memory}"(float %3825)
  store float %3826, ptr %3824, align 4
  %3827 = getelementptr inbounds float, ptr %969, i64 123
  %3828 = load float, ptr %3827, align 4
  %3829 = call float asm sideeffect "", "=f,0,~{memory}"(float %3828)
  store float %3829, ptr %3827, align 4
  %3830 = getelementptr inbounds float, ptr %969, i64 124
  %3831 = load float, ptr %3830, align 4
  %3832 = call float asm sideeffect "", "=f,0,~{memory}"(float %3831)
  store float %3832, ptr %3830, align 4
  %3833 = getelementptr inbounds float, ptr %969, i64 125
  %3834 = load float, ptr %3833, align 4
  %3835 = call float asm sideeffect "", "=f,0,~{memory}"(float %3834)
  store float %3835, ptr %3833, align 4
  %3836 = getelementptr inbounds float, ptr %969, i64 126
  %3837 = load float, ptr %3836, align 4
  %3838 = call float asm sideeffect "", "=f,0,~{memory}"(float %3837)
  store float %3838, ptr %3836, align 4
  %3839 = getelementptr inbounds float, ptr %969, i64 127
  %3840 = load float, ptr %3839, align 4
  %3841 = call float asm sideeffect "", "=f,0,~{memory}"(float %3840)
  store float %3841, ptr %3839, align 4
  br label %wgmma.done

wgmma.done:                                       ; preds = %wgmma.group, %if.end81
  %3842 = icmp sgt i32 %k, 0
  br i1 %3842, label %if.then82, label %if.end83

if.then82:                                        ; preds = %wgmma.done
  %3843 = add nsw i32 %k, 3
  %3844 = sdiv i32 %3843, 4
  %3845 = srem i32 %3843, 4
  %3846 = icmp slt i32 %3845, 0
  %3847 = icmp ne i1 %3846, false
  %3848 = icmp ne i32 %3845, 0
  %3849 = and i1 %3848, %3847
  %3850 = add i32 %3845, 4
  %3851 = select i1 %3849, i32 %3850, i32 %3845
  %3852 = add nsw i32 %3851, 4
  %3853 = sext i32 %3852 to i64
  %3854 = getelementptr inbounds i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 196608), i64 %3853
  %3855 = ptrtoint ptr addrspace(3) %3854 to i32
  call void asm sideeffect "{\0A .reg .pred p;\0A .reg .b32 lane;\0A bar.warp.sync -1;\0A mov.u32 lane, %laneid;\0A setp.eq.u32 p, lane, 0;\0A @p mbarrier.arrive.shared::cta.b64 _, [$0];\0A}", "r,~{memory}"(i32 %3855) #6
  br label %if.end83

if.end83:                                         ; preds = %if.then82, %wgmma.done
  %k.next = add nsw i32 %k, 1
  br label %k.cond

if.then84:                                        ; preds = %if.end6
  call void asm sideeffect "bar.sync $0, $1;", "r,r,~{memory}"(i32 1, i32 256) #6
  br label %if.end85

if.end85:                                         ; preds = %if.then84, %if.end6
  %3856 = icmp slt i32 %tx, 256
  br i1 %3856, label %if.then86, label %if.end87

if.then86:                                        ; preds = %if.end85
  call void asm sideeffect "bar.sync $0, $1;", "r,r,~{memory}"(i32 1, i32 256) #6
  br label %if.end87

if.end87:                                         ; preds = %if.then86, %if.end85
  %3857 = icmp slt i32 %tx, 256
  br i1 %3857, label %if.then88, label %if.end89

if.then88:                                        ; preds = %if.end87
  br label %l.cond90

if.end89:                                         ; preds = %l.end92, %if.end87
  %3858 = icmp slt i32 %tx, 256
  br i1 %3858, label %if.then95, label %if.end96

l.cond90:                                         ; preds = %l.body91, %if.then88
  %l93 = phi i32 [ 0, %if.then88 ], [ %l.next94, %l.body91 ]
  %3859 = icmp slt i32 %l93, 64
  br i1 %3859, label %l.body91, label %l.end92

l.body91:                                         ; preds = %l.cond90
  %3860 = sdiv i32 %tx, 32
  %3861 = srem i32 %tx, 32
  %3862 = icmp slt i32 %3861, 0
  %3863 = icmp ne i1 %3862, false
  %3864 = icmp ne i32 %3861, 0
  %3865 = and i1 %3864, %3863
  %3866 = sub i32 %3860, 1
  %3867 = select i1 %3865, i32 %3866, i32 %3860
  %3868 = mul nsw i32 %3867, 8
  %3869 = sdiv i32 %l93, 2
  %3870 = srem i32 %l93, 2
  %3871 = icmp slt i32 %3870, 0
  %3872 = icmp ne i1 %3871, false
  %3873 = icmp ne i32 %3870, 0
  %3874 = and i1 %3873, %3872
  %3875 = add i32 %3870, 2
  %3876 = select i1 %3874, i32 %3875, i32 %3870
  %3877 = mul nsw i32 %3876, 8
  %3878 = add nsw i32 %3868, %3877
  %3879 = sdiv i32 %tx, 4
  %3880 = srem i32 %tx, 4
  %3881 = icmp slt i32 %3880, 0
  %3882 = icmp ne i1 %3881, false
  %3883 = icmp ne i32 %3880, 0
  %3884 = and i1 %3883, %3882
  %3885 = sub i32 %3879, 1
  %3886 = select i1 %3884, i32 %3885, i32 %3879
  %3887 = add nsw i32 %3878, %3886
  %3888 = mul nsw i32 %3887, 256
  %3889 = sdiv i32 %l93, 2
  %3890 = srem i32 %l93, 2
  %3891 = icmp slt i32 %3890, 0
  %3892 = icmp ne i1 %3891, false
  %3893 = icmp ne i32 %3890, 0
  %3894 = and i1 %3893, %3892
  %3895 = sub i32 %3889, 1
  %3896 = select i1 %3894, i32 %3895, i32 %3889
  %3897 = mul nsw i32 %3896, 8
  %3898 = add nsw i32 %3888, %3897
  %3899 = sdiv i32 %tx, 4
  %3900 = srem i32 %tx, 4
  %3901 = icmp slt i32 %3900, 0
  %3902 = icmp ne i1 %3901, false
  %3903 = icmp ne i32 %3900, 0
  %3904 = and i1 %3903, %3902
  %3905 = add i32 %3900, 4
  %3906 = select i1 %3904, i32 %3905, i32 %3900
  %3907 = mul nsw i32 %3906, 2
  %3908 = add nsw i32 %3898, %3907
  %3909 = sext i32 %3908 to i64
  %3910 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %3909
  %3911 = mul nsw i32 %l93, 2
  %3912 = sext i32 %3911 to i64
  %3913 = getelementptr inbounds float, ptr %C_local, i64 %3912
  %3914 = load <2 x float>, ptr %3913, align 8
  %3915 = fptrunc <2 x float> %3914 to <2 x half>
  store <2 x half> %3915, ptr addrspace(3) %3910, align 4
  %l.next94 = add nsw i32 %l93, 1
  br label %l.cond90, !llvm.loop !15

l.end92:                                          ; preds = %l.cond90
  br label %if.end89

if.then95:                                        ; preds = %if.end89
  call void asm sideeffect "bar.sync $0, $1;", "r,r,~{memory}"(i32 1, i32 256) #6
  br label %if.end96

if.end96:                                         ; preds = %if.then95, %if.end89
  %3916 = icmp slt i32 %tx, 256
  br i1 %3916, label %if.then97, label %if.end98

if.then97:                                        ; preds = %if.end96
  br label %l.cond99

if.end98:                                         ; preds = %l.end101, %if.end96
  ret void

l.cond99:                                         ; preds = %if.end120, %if.then97
  %l102 = phi i32 [ 0, %if.then97 ], [ %l.next133, %if.end120 ]
  %3917 = icmp slt i32 %l102, 16
  br i1 %3917, label %l.body100, label %l.end101

l.body100:                                        ; preds = %l.cond99
  %3918 = sdiv i32 %N, 8
  %3919 = srem i32 %N, 8
  %3920 = icmp slt i32 %3919, 0
  %3921 = icmp ne i1 %3920, false
  %3922 = icmp ne i32 %3919, 0
  %3923 = and i1 %3922, %3921
  %3924 = add i32 %3919, 8
  %3925 = select i1 %3923, i32 %3924, i32 %3919
  %3926 = icmp eq i32 %3925, 0
  br i1 %3926, label %and.then103, label %and.else104

l.end101:                                         ; preds = %l.cond99
  br label %if.end98

and.then103:                                      ; preds = %l.body100
  %3927 = mul nsw i32 %by, 128
  %3928 = mul nsw i32 %l102, 8
  %3929 = add nsw i32 %3927, %3928
  %3930 = sdiv i32 %tx, 32
  %3931 = srem i32 %tx, 32
  %3932 = icmp slt i32 %3931, 0
  %3933 = icmp ne i1 %3932, false
  %3934 = icmp ne i32 %3931, 0
  %3935 = and i1 %3934, %3933
  %3936 = sub i32 %3930, 1
  %3937 = select i1 %3935, i32 %3936, i32 %3930
  %3938 = add nsw i32 %3929, %3937
  %3939 = icmp slt i32 %3938, %M
  br i1 %3939, label %and.then106, label %and.else107

and.else104:                                      ; preds = %l.body100
  br label %and.end105

and.end105:                                       ; preds = %and.else104, %and.end112
  %and118 = phi i1 [ %and117, %and.end112 ], [ false, %and.else104 ]
  br i1 %and118, label %if.then119, label %if.else121

and.then106:                                      ; preds = %and.then103
  %3940 = mul nsw i32 %bx, 256
  %3941 = sdiv i32 %tx, 32
  %3942 = srem i32 %tx, 32
  %3943 = icmp slt i32 %3942, 0
  %3944 = icmp ne i1 %3943, false
  %3945 = icmp ne i32 %3942, 0
  %3946 = and i1 %3945, %3944
  %3947 = add i32 %3942, 32
  %3948 = select i1 %3946, i32 %3947, i32 %3942
  %3949 = mul nsw i32 %3948, 8
  %3950 = add nsw i32 %3940, %3949
  %3951 = add nsw i32 %3950, 0
  %3952 = icmp slt i32 %3951, %N
  br label %and.end108

and.else107:                                      ; preds = %and.then103
  br label %and.end108

and.end108:                                       ; preds = %and.else107, %and.then106
  %and109 = phi i1 [ %3952, %and.then106 ], [ false, %and.else107 ]
  br i1 %and109, label %and.then110, label %and.else111

and.then110:                                      ; preds = %and.end108
  %3953 = mul nsw i32 %by, 128
  %3954 = mul nsw i32 %l102, 8
  %3955 = add nsw i32 %3953, %3954
  %3956 = sdiv i32 %tx, 32
  %3957 = srem i32 %tx, 32
  %3958 = icmp slt i32 %3957, 0
  %3959 = icmp ne i1 %3958, false
  %3960 = icmp ne i32 %3957, 0
  %3961 = and i1 %3960, %3959
  %3962 = sub i32 %3956, 1
  %3963 = select i1 %3961, i32 %3962, i32 %3956
  %3964 = add nsw i32 %3955, %3963
  %3965 = icmp slt i32 %3964, %M
  br i1 %3965, label %and.then113, label %and.else114

and.else111:                                      ; preds = %and.end108
  br label %and.end112

and.end112:                                       ; preds = %and.else111, %and.end115
  %and117 = phi i1 [ %and116, %and.end115 ], [ false, %and.else111 ]
  br label %and.end105

and.then113:                                      ; preds = %and.then110
  %3966 = mul nsw i32 %bx, 256
  %3967 = sdiv i32 %tx, 32
  %3968 = srem i32 %tx, 32
  %3969 = icmp slt i32 %3968, 0
  %3970 = icmp ne i1 %3969, false
  %3971 = icmp ne i32 %3968, 0
  %3972 = and i1 %3971, %3970
  %3973 = add i32 %3968, 32
  %3974 = select i1 %3972, i32 %3973, i32 %3968
  %3975 = mul nsw i32 %3974, 8
  %3976 = add nsw i32 %3966, %3975
  %3977 = add nsw i32 %3976, 7
  %3978 = icmp slt i32 %3977, %N
  br label %and.end115

and.else114:                                      ; preds = %and.then110
  br label %and.end115

and.end115:                                       ; preds = %and.else114, %and.then113
  %and116 = phi i1 [ %3978, %and.then113 ], [ false, %and.else114 ]
  br label %and.end112

if.then119:                                       ; preds = %and.end105
  %3979 = mul nsw i32 %by, 128
  %3980 = mul nsw i32 %l102, 8
  %3981 = add nsw i32 %3979, %3980
  %3982 = sdiv i32 %tx, 32
  %3983 = srem i32 %tx, 32
  %3984 = icmp slt i32 %3983, 0
  %3985 = icmp ne i1 %3984, false
  %3986 = icmp ne i32 %3983, 0
  %3987 = and i1 %3986, %3985
  %3988 = sub i32 %3982, 1
  %3989 = select i1 %3987, i32 %3988, i32 %3982
  %3990 = add nsw i32 %3981, %3989
  %3991 = mul nsw i32 %3990, %N
  %3992 = mul nsw i32 %bx, 256
  %3993 = add nsw i32 %3991, %3992
  %3994 = sdiv i32 %tx, 32
  %3995 = srem i32 %tx, 32
  %3996 = icmp slt i32 %3995, 0
  %3997 = icmp ne i1 %3996, false
  %3998 = icmp ne i32 %3995, 0
  %3999 = and i1 %3998, %3997
  %4000 = add i32 %3995, 32
  %4001 = select i1 %3999, i32 %4000, i32 %3995
  %4002 = mul nsw i32 %4001, 8
  %4003 = add nsw i32 %3993, %4002
  %4004 = sext i32 %4003 to i64
  %4005 = getelementptr inbounds half, ptr addrspace(1) %C, i64 %4004
  %4006 = mul nsw i32 %l102, 8
  %4007 = sdiv i32 %tx, 32
  %4008 = srem i32 %tx, 32
  %4009 = icmp slt i32 %4008, 0
  %4010 = icmp ne i1 %4009, false
  %4011 = icmp ne i32 %4008, 0
  %4012 = and i1 %4011, %4010
  %4013 = sub i32 %4007, 1
  %4014 = select i1 %4012, i32 %4013, i32 %4007
  %4015 = add nsw i32 %4006, %4014
  %4016 = mul nsw i32 %4015, 256
  %4017 = sdiv i32 %tx, 32
  %4018 = srem i32 %tx, 32
  %4019 = icmp slt i32 %4018, 0
  %4020 = icmp ne i1 %4019, false
  %4021 = icmp ne i32 %4018, 0
  %4022 = and i1 %4021, %4020
  %4023 = add i32 %4018, 32
  %4024 = select i1 %4022, i32 %4023, i32 %4018
  %4025 = mul nsw i32 %4024, 8
  %4026 = add nsw i32 %4016, %4025
  %4027 = sext i32 %4026 to i64
  %4028 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %4027
  %4029 = load <8 x half>, ptr addrspace(3) %4028, align 16
  store <8 x half> %4029, ptr addrspace(1) %4005, align 16
  br label %if.end120

if.end120:                                        ; preds = %v.end124, %if.then119
  %l.next133 = add nsw i32 %l102, 1
  br label %l.cond99, !llvm.loop !16

if.else121:                                       ; preds = %and.end105
  br label %v.cond122

v.cond122:                                        ; preds = %if.end131, %if.else121
  %v125 = phi i32 [ 0, %if.else121 ], [ %v.next132, %if.end131 ]
  %4030 = icmp slt i32 %v125, 8
  br i1 %4030, label %v.body123, label %v.end124

v.body123:                                        ; preds = %v.cond122
  %4031 = mul nsw i32 %by, 128
  %4032 = mul nsw i32 %l102, 8
  %4033 = add nsw i32 %4031, %4032
  %4034 = sdiv i32 %tx, 32
  %4035 = srem i32 %tx, 32
  %4036 = icmp slt i32 %4035, 0
  %4037 = icmp ne i1 %4036, false
  %4038 = icmp ne i32 %4035, 0
  %4039 = and i1 %4038, %4037
  %4040 = sub i32 %4034, 1
  %4041 = select i1 %4039, i32 %4040, i32 %4034
  %4042 = add nsw i32 %4033, %4041
  %4043 = icmp slt i32 %4042, %M
  br i1 %4043, label %and.then126, label %and.else127

v.end124:                                         ; preds = %v.cond122
  br label %if.end120

and.then126:                                      ; preds = %v.body123
  %4044 = mul nsw i32 %bx, 256
  %4045 = sdiv i32 %tx, 32
  %4046 = srem i32 %tx, 32
  %4047 = icmp slt i32 %4046, 0
  %4048 = icmp ne i1 %4047, false
  %4049 = icmp ne i32 %4046, 0
  %4050 = and i1 %4049, %4048
  %4051 = add i32 %4046, 32
  %4052 = select i1 %4050, i32 %4051, i32 %4046
  %4053 = mul nsw i32 %4052, 8
  %4054 = add nsw i32 %4044, %4053
  %4055 = add nsw i32 %4054, %v125
  %4056 = icmp slt i32 %4055, %N
  br label %and.end128

and.else127:                                      ; preds = %v.body123
  br label %and.end128

and.end128:                                       ; preds = %and.else127, %and.then126
  %and129 = phi i1 [ %4056, %and.then126 ], [ false, %and.else127 ]
  br i1 %and129, label %if.then130, label %if.end131

if.then130:                                       ; preds = %and.end128
  %4057 = mul nsw i32 %by, 128
  %4058 = mul nsw i32 %l102, 8
  %4059 = add nsw i32 %4057, %4058
  %4060 = sdiv i32 %tx, 32
  %4061 = srem i32 %tx, 32
  %4062 = icmp slt i32 %4061, 0
  %4063 = icmp ne i1 %4062, false
  %4064 = icmp ne i32 %4061, 0
  %4065 = and i1 %4064, %4063
  %4066 = sub i32 %4060, 1
  %4067 = select i1 %4065, i32 %4066, i32 %4060
  %4068 = add nsw i32 %4059, %4067
  %4069 = mul nsw i32 %4068, %N
  %4070 = mul nsw i32 %bx, 256
  %4071 = add nsw i32 %4069, %4070
  %4072 = sdiv i32 %tx, 32
  %4073 = srem i32 %tx, 32
  %4074 = icmp slt i32 %4073, 0
  %4075 = icmp ne i1 %4074, false
  %4076 = icmp ne i32 %4073, 0
  %4077 = and i1 %4076, %4075
  %4078 = add i32 %4073, 32
  %4079 = select i1 %4077, i32 %4078, i32 %4073
  %4080 = mul nsw i32 %4079, 8
  %4081 = add nsw i32 %4071, %4080
  %4082 = add nsw i32 %4081, %v125
  %4083 = sext i32 %4082 to i64
  %4084 = getelementptr inbounds half, ptr addrspace(1) %C, i64 %4083
  %4085 = mul nsw i32 %l102, 8
  %4086 = sdiv i32 %tx, 32
  %4087 = srem i32 %tx, 32
  %4088 = icmp slt i32 %4087, 0
  %4089 = icmp ne i1 %4088, false
  %4090 = icmp ne i32 %4087, 0
  %4091 = and i1 %4090, %4089
  %4092 = sub i32 %4086, 1
  %4093 = select i1 %4091, i32 %4092, i32 %4086
  %4094 = add nsw i32 %4085, %4093
  %4095 = mul nsw i32 %4094, 256
  %4096 = sdiv i32 %tx, 32
  %4097 = srem i32 %tx, 32
  %4098 = icmp slt i32 %4097, 0
  %4099 = icmp ne i1 %4098, false
  %4100 = icmp ne i32 %4097, 0
  %4101 = and i1 %4100, %4099
  %4102 = add i32 %4097, 32
  %4103 = select i1 %4101, i32 %4102, i32 %4097
  %4104 = mul nsw i32 %4103, 8
  %4105 = add nsw i32 %4095, %4104
  %4106 = add nsw i32 %4105, %v125
  %4107 = sext i32 %4106 to i64
  %4108 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %4107
  %4109 = load half, ptr addrspace(3) %4108, align 2
  store half %4109, ptr addrspace(1) %4084, align 2
  br label %if.end131

if.end131:                                        ; preds = %if.then130, %and.end128
  %v.next132 = add nsw i32 %v125, 1
  br label %v.cond122, !llvm.loop !17
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 immarg) #3

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
!1 = !{ptr @gemm_f16_b128x256x64_t256_s4_cs, !"kernel", i32 1}
!2 = !{ptr @gemm_f16_b128x256x64_t256_s4_cs, !"grid_constant", !3}
!3 = !{i32 7, i32 8}
!4 = !{ptr @gemm_f16_b128x256x64_t256_s4_cs, !"reqntidx", i32 384}
!5 = !{ptr @gemm_f16_b128x256x64_t256_s4_cs, !"reqntidy", i32 1}
!6 = !{ptr @gemm_f16_b128x256x64_t256_s4_cs, !"reqntidz", i32 1}
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

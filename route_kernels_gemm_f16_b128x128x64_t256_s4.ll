; ModuleID = 'tilec'
source_filename = "tilec"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tl_smem = external addrspace(3) global [0 x i8], align 128

; Function Attrs: nounwind
define void @gemm_f16_b128x128x64_t256_s4(ptr addrspace(1) noalias nocapture readonly %A, ptr addrspace(1) noalias nocapture readonly %B, ptr addrspace(1) noalias nocapture %C, i32 %M, i32 %N, i32 %K, ptr readonly byval([16 x i64]) align 64 %tl_tma_0, ptr readonly byval([16 x i64]) align 64 %tl_tma_1, i32 %tl_tma_ok) #0 {
entry:
  %C_local = alloca [64 x float], align 16
  %bx = call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %by = call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %ctaid.z = call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !7
  %0 = icmp slt i32 %tx, 256
  br i1 %0, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  br label %l.cond

if.end:                                           ; preds = %l.end, %entry
  %1 = icmp slt i32 %tx, 256
  br i1 %1, label %if.then1, label %if.end2

l.cond:                                           ; preds = %l.body, %if.then
  %l = phi i32 [ 0, %if.then ], [ %l.next, %l.body ]
  %2 = icmp slt i32 %l, 32
  br i1 %2, label %l.body, label %l.end

l.body:                                           ; preds = %l.cond
  %3 = mul nsw i32 %l, 2
  %4 = sext i32 %3 to i64
  %5 = getelementptr inbounds float, ptr %C_local, i64 %4
  store <2 x float> zeroinitializer, ptr %5, align 8
  %l.next = add nsw i32 %l, 1
  br label %l.cond, !llvm.loop !8

l.end:                                            ; preds = %l.cond
  br label %if.end

if.then1:                                         ; preds = %if.end
  call void asm sideeffect "bar.sync $0, $1;", "r,r,~{memory}"(i32 1, i32 256) #6
  br label %if.end2

if.end2:                                          ; preds = %if.then1, %if.end
  %6 = icmp eq i32 %tx, 0
  br i1 %6, label %if.then3, label %if.end4

if.then3:                                         ; preds = %if.end2
  %7 = icmp ne i32 %tl_tma_ok, 0
  %8 = select i1 %7, i32 1, i32 256
  call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 131072) to i32), i32 %8) #6
  call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr inbounds (i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 131072), i64 4) to i32), i32 8) #6
  %9 = icmp ne i32 %tl_tma_ok, 0
  %10 = select i1 %9, i32 1, i32 256
  call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr inbounds (i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 131072), i64 1) to i32), i32 %10) #6
  call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr inbounds (i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 131072), i64 5) to i32), i32 8) #6
  %11 = icmp ne i32 %tl_tma_ok, 0
  %12 = select i1 %11, i32 1, i32 256
  call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr inbounds (i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 131072), i64 2) to i32), i32 %12) #6
  call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr inbounds (i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 131072), i64 6) to i32), i32 8) #6
  %13 = icmp ne i32 %tl_tma_ok, 0
  %14 = select i1 %13, i32 1, i32 256
  call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr inbounds (i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 131072), i64 3) to i32), i32 %14) #6
  call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr inbounds (i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 131072), i64 7) to i32), i32 8) #6
  call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #6
  br label %if.end4

if.end4:                                          ; preds = %if.then3, %if.end2
  call void @llvm.nvvm.barrier0()
  %15 = icmp sge i32 %tx, 256
  br i1 %15, label %if.then5, label %if.else

if.then5:                                         ; preds = %if.end4
  call void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 56)
  %16 = icmp ne i32 %tl_tma_ok, 0
  %17 = icmp ne i32 %tx, 256
  %18 = and i1 %16, %17
  br i1 %18, label %if.then7, label %if.end8

if.end6:                                          ; preds = %k.end, %exited77
  %19 = icmp slt i32 %tx, 256
  br i1 %19, label %if.then84, label %if.end85

if.else:                                          ; preds = %if.end4
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 224)
  %20 = add nsw i32 %K, 63
  %21 = sdiv i32 %20, 64
  %22 = srem i32 %20, 64
  %23 = icmp slt i32 %22, 0
  %24 = icmp ne i1 %23, false
  %25 = icmp ne i32 %22, 0
  %26 = and i1 %25, %24
  %27 = sub i32 %21, 1
  %28 = select i1 %26, i32 %27, i32 %21
  %29 = icmp sgt i32 %28, 0
  call void @llvm.assume(i1 %29)
  br label %k.cond

if.then7:                                         ; preds = %if.then5
  ret void

if.end8:                                          ; preds = %exited, %if.then5
  %30 = add nsw i32 %K, 63
  %31 = sdiv i32 %30, 64
  %32 = srem i32 %30, 64
  %33 = icmp slt i32 %32, 0
  %34 = icmp ne i1 %33, false
  %35 = icmp ne i32 %32, 0
  %36 = and i1 %35, %34
  %37 = sub i32 %31, 1
  %38 = select i1 %36, i32 %37, i32 %31
  br label %k_load.cond

exited:                                           ; No predecessors!
  br label %if.end8

k_load.cond:                                      ; preds = %if.end12, %if.end8
  %k_load = phi i32 [ 0, %if.end8 ], [ %k_load.next, %if.end12 ]
  %39 = icmp slt i32 %k_load, %38
  br i1 %39, label %k_load.body, label %k_load.end

k_load.body:                                      ; preds = %k_load.cond
  %40 = icmp sgt i32 %k_load, 3
  br i1 %40, label %if.then9, label %if.end10

k_load.end:                                       ; preds = %k_load.cond
  call void @llvm.nvvm.cp.async.wait.group(i32 0)
  ret void

if.then9:                                         ; preds = %k_load.body
  %41 = sdiv i32 %k_load, 4
  %42 = srem i32 %k_load, 4
  %43 = icmp slt i32 %42, 0
  %44 = icmp ne i1 %43, false
  %45 = icmp ne i32 %42, 0
  %46 = and i1 %45, %44
  %47 = add i32 %42, 4
  %48 = select i1 %46, i32 %47, i32 %42
  %49 = add nsw i32 %48, 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 131072), i64 %50
  %52 = ptrtoint ptr addrspace(3) %51 to i32
  %53 = sdiv i32 %k_load, 4
  %54 = srem i32 %k_load, 4
  %55 = icmp slt i32 %54, 0
  %56 = icmp ne i1 %55, false
  %57 = icmp ne i32 %54, 0
  %58 = and i1 %57, %56
  %59 = sub i32 %53, 1
  %60 = select i1 %58, i32 %59, i32 %53
  %61 = add nsw i32 %60, 1
  %62 = sdiv i32 %61, 2
  %63 = srem i32 %61, 2
  %64 = icmp slt i32 %63, 0
  %65 = icmp ne i1 %64, false
  %66 = icmp ne i32 %63, 0
  %67 = and i1 %66, %65
  %68 = add i32 %63, 2
  %69 = select i1 %67, i32 %68, i32 %63
  br label %mbarrier.wait

if.end10:                                         ; preds = %mbarrier.done, %k_load.body
  %70 = icmp ne i32 %tl_tma_ok, 0
  br i1 %70, label %if.then11, label %if.else13

mbarrier.wait:                                    ; preds = %mbarrier.wait, %if.then9
  %71 = call i32 asm sideeffect "{\0A .reg .pred done;\0A mbarrier.try_wait.parity.shared::cta.b64 done, [$1], $2;\0A selp.u32 $0, 1, 0, done;\0A}", "=r,r,r,~{memory}"(i32 %52, i32 %69) #6
  %72 = icmp ne i32 %71, 0
  br i1 %72, label %mbarrier.done, label %mbarrier.wait

mbarrier.done:                                    ; preds = %mbarrier.wait
  br label %if.end10

if.then11:                                        ; preds = %if.end10
  %73 = icmp eq i32 %tx, 256
  br i1 %73, label %if.then14, label %if.end15

if.end12:                                         ; preds = %ws_round.end, %if.end15
  %k_load.next = add nsw i32 %k_load, 1
  br label %k_load.cond

if.else13:                                        ; preds = %if.end10
  br label %ws_round.cond

if.then14:                                        ; preds = %if.then11
  %74 = sdiv i32 %k_load, 4
  %75 = srem i32 %k_load, 4
  %76 = icmp slt i32 %75, 0
  %77 = icmp ne i1 %76, false
  %78 = icmp ne i32 %75, 0
  %79 = and i1 %78, %77
  %80 = add i32 %75, 4
  %81 = select i1 %79, i32 %80, i32 %75
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 131072), i64 %82
  %84 = ptrtoint ptr addrspace(3) %83 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %84, i32 32768) #6
  %85 = sdiv i32 %k_load, 4
  %86 = srem i32 %k_load, 4
  %87 = icmp slt i32 %86, 0
  %88 = icmp ne i1 %87, false
  %89 = icmp ne i32 %86, 0
  %90 = and i1 %89, %88
  %91 = add i32 %86, 4
  %92 = select i1 %90, i32 %91, i32 %86
  %93 = mul nsw i32 %92, 128
  %94 = mul nsw i32 %93, 64
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %95
  %97 = ptrtoint ptr addrspace(3) %96 to i32
  %98 = mul nsw i32 %k_load, 64
  %99 = mul nsw i32 %by, 128
  %100 = sdiv i32 %k_load, 4
  %101 = srem i32 %k_load, 4
  %102 = icmp slt i32 %101, 0
  %103 = icmp ne i1 %102, false
  %104 = icmp ne i32 %101, 0
  %105 = and i1 %104, %103
  %106 = add i32 %101, 4
  %107 = select i1 %105, i32 %106, i32 %101
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 131072), i64 %108
  %110 = ptrtoint ptr addrspace(3) %109 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %97, ptr %tl_tma_0, i32 %98, i32 %99, i32 %110) #6
  %111 = sdiv i32 %k_load, 4
  %112 = srem i32 %k_load, 4
  %113 = icmp slt i32 %112, 0
  %114 = icmp ne i1 %113, false
  %115 = icmp ne i32 %112, 0
  %116 = and i1 %115, %114
  %117 = add i32 %112, 4
  %118 = select i1 %116, i32 %117, i32 %112
  %119 = mul nsw i32 %118, 128
  %120 = mul nsw i32 %119, 64
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 65536), i64 %121
  %123 = ptrtoint ptr addrspace(3) %122 to i32
  %124 = mul nsw i32 %bx, 128
  %125 = mul nsw i32 %k_load, 64
  %126 = sdiv i32 %k_load, 4
  %127 = srem i32 %k_load, 4
  %128 = icmp slt i32 %127, 0
  %129 = icmp ne i1 %128, false
  %130 = icmp ne i32 %127, 0
  %131 = and i1 %130, %129
  %132 = add i32 %127, 4
  %133 = select i1 %131, i32 %132, i32 %127
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 131072), i64 %134
  %136 = ptrtoint ptr addrspace(3) %135 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %123, ptr %tl_tma_1, i32 %124, i32 %125, i32 %136) #6
  %137 = sdiv i32 %k_load, 4
  %138 = srem i32 %k_load, 4
  %139 = icmp slt i32 %138, 0
  %140 = icmp ne i1 %139, false
  %141 = icmp ne i32 %138, 0
  %142 = and i1 %141, %140
  %143 = add i32 %138, 4
  %144 = select i1 %142, i32 %143, i32 %138
  %145 = mul nsw i32 %144, 128
  %146 = add nsw i32 %145, 64
  %147 = mul nsw i32 %146, 64
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 65536), i64 %148
  %150 = ptrtoint ptr addrspace(3) %149 to i32
  %151 = mul nsw i32 %bx, 128
  %152 = add nsw i32 %151, 64
  %153 = mul nsw i32 %k_load, 64
  %154 = sdiv i32 %k_load, 4
  %155 = srem i32 %k_load, 4
  %156 = icmp slt i32 %155, 0
  %157 = icmp ne i1 %156, false
  %158 = icmp ne i32 %155, 0
  %159 = and i1 %158, %157
  %160 = add i32 %155, 4
  %161 = select i1 %159, i32 %160, i32 %155
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 131072), i64 %162
  %164 = ptrtoint ptr addrspace(3) %163 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %150, ptr %tl_tma_1, i32 %152, i32 %153, i32 %164) #6
  br label %if.end15

if.end15:                                         ; preds = %if.then14, %if.then11
  br label %if.end12

ws_round.cond:                                    ; preds = %l.end42, %if.else13
  %ws_round = phi i32 [ 0, %if.else13 ], [ %ws_round.next, %l.end42 ]
  %165 = icmp slt i32 %ws_round, 2
  br i1 %165, label %ws_round.body, label %ws_round.end

ws_round.body:                                    ; preds = %ws_round.cond
  br label %l.cond16

ws_round.end:                                     ; preds = %ws_round.cond
  %166 = sdiv i32 %k_load, 4
  %167 = srem i32 %k_load, 4
  %168 = icmp slt i32 %167, 0
  %169 = icmp ne i1 %168, false
  %170 = icmp ne i32 %167, 0
  %171 = and i1 %170, %169
  %172 = add i32 %167, 4
  %173 = select i1 %171, i32 %172, i32 %167
  %174 = sext i32 %173 to i64
  %175 = getelementptr inbounds i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 131072), i64 %174
  %176 = ptrtoint ptr addrspace(3) %175 to i32
  call void asm sideeffect "{\0A .reg .b64 state;\0A mbarrier.arrive.shared::cta.b64 state, [$0];\0A}", "r,~{memory}"(i32 %176) #6
  %177 = sdiv i32 %k_load, 4
  %178 = srem i32 %k_load, 4
  %179 = icmp slt i32 %178, 0
  %180 = icmp ne i1 %179, false
  %181 = icmp ne i32 %178, 0
  %182 = and i1 %181, %180
  %183 = add i32 %178, 4
  %184 = select i1 %182, i32 %183, i32 %178
  %185 = sext i32 %184 to i64
  %186 = getelementptr inbounds i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 131072), i64 %185
  %187 = ptrtoint ptr addrspace(3) %186 to i32
  call void asm sideeffect "cp.async.mbarrier.arrive.noinc.shared::cta.b64 [$0];", "r,~{memory}"(i32 %187) #6
  br label %if.end12

l.cond16:                                         ; preds = %if.end33, %ws_round.body
  %l19 = phi i32 [ 0, %ws_round.body ], [ %l.next39, %if.end33 ]
  %188 = icmp slt i32 %l19, 4
  br i1 %188, label %l.body17, label %l.end18

l.body17:                                         ; preds = %l.cond16
  %189 = sdiv i32 %K, 8
  %190 = srem i32 %K, 8
  %191 = icmp slt i32 %190, 0
  %192 = icmp ne i1 %191, false
  %193 = icmp ne i32 %190, 0
  %194 = and i1 %193, %192
  %195 = add i32 %190, 8
  %196 = select i1 %194, i32 %195, i32 %190
  %197 = icmp eq i32 %196, 0
  br i1 %197, label %and.then, label %and.else

l.end18:                                          ; preds = %l.cond16
  br label %l.cond40

and.then:                                         ; preds = %l.body17
  %198 = mul nsw i32 %by, 128
  %199 = mul nsw i32 %l19, 32
  %200 = add nsw i32 %198, %199
  %201 = sub nsw i32 %tx, 256
  %202 = mul nsw i32 %ws_round, 128
  %203 = add nsw i32 %201, %202
  %204 = sdiv i32 %203, 8
  %205 = srem i32 %203, 8
  %206 = icmp slt i32 %205, 0
  %207 = icmp ne i1 %206, false
  %208 = icmp ne i32 %205, 0
  %209 = and i1 %208, %207
  %210 = sub i32 %204, 1
  %211 = select i1 %209, i32 %210, i32 %204
  %212 = add nsw i32 %200, %211
  %213 = icmp slt i32 %212, %M
  br i1 %213, label %and.then20, label %and.else21

and.else:                                         ; preds = %l.body17
  br label %and.end

and.end:                                          ; preds = %and.else, %and.end25
  %and31 = phi i1 [ %and30, %and.end25 ], [ false, %and.else ]
  br i1 %and31, label %if.then32, label %if.else34

and.then20:                                       ; preds = %and.then
  %214 = mul nsw i32 %k_load, 64
  %215 = sub nsw i32 %tx, 256
  %216 = mul nsw i32 %ws_round, 128
  %217 = add nsw i32 %215, %216
  %218 = sdiv i32 %217, 8
  %219 = srem i32 %217, 8
  %220 = icmp slt i32 %219, 0
  %221 = icmp ne i1 %220, false
  %222 = icmp ne i32 %219, 0
  %223 = and i1 %222, %221
  %224 = add i32 %219, 8
  %225 = select i1 %223, i32 %224, i32 %219
  %226 = mul nsw i32 %225, 8
  %227 = add nsw i32 %214, %226
  %228 = add nsw i32 %227, 0
  %229 = icmp slt i32 %228, %K
  br label %and.end22

and.else21:                                       ; preds = %and.then
  br label %and.end22

and.end22:                                        ; preds = %and.else21, %and.then20
  %and = phi i1 [ %229, %and.then20 ], [ false, %and.else21 ]
  br i1 %and, label %and.then23, label %and.else24

and.then23:                                       ; preds = %and.end22
  %230 = mul nsw i32 %by, 128
  %231 = mul nsw i32 %l19, 32
  %232 = add nsw i32 %230, %231
  %233 = sub nsw i32 %tx, 256
  %234 = mul nsw i32 %ws_round, 128
  %235 = add nsw i32 %233, %234
  %236 = sdiv i32 %235, 8
  %237 = srem i32 %235, 8
  %238 = icmp slt i32 %237, 0
  %239 = icmp ne i1 %238, false
  %240 = icmp ne i32 %237, 0
  %241 = and i1 %240, %239
  %242 = sub i32 %236, 1
  %243 = select i1 %241, i32 %242, i32 %236
  %244 = add nsw i32 %232, %243
  %245 = icmp slt i32 %244, %M
  br i1 %245, label %and.then26, label %and.else27

and.else24:                                       ; preds = %and.end22
  br label %and.end25

and.end25:                                        ; preds = %and.else24, %and.end28
  %and30 = phi i1 [ %and29, %and.end28 ], [ false, %and.else24 ]
  br label %and.end

and.then26:                                       ; preds = %and.then23
  %246 = mul nsw i32 %k_load, 64
  %247 = sub nsw i32 %tx, 256
  %248 = mul nsw i32 %ws_round, 128
  %249 = add nsw i32 %247, %248
  %250 = sdiv i32 %249, 8
  %251 = srem i32 %249, 8
  %252 = icmp slt i32 %251, 0
  %253 = icmp ne i1 %252, false
  %254 = icmp ne i32 %251, 0
  %255 = and i1 %254, %253
  %256 = add i32 %251, 8
  %257 = select i1 %255, i32 %256, i32 %251
  %258 = mul nsw i32 %257, 8
  %259 = add nsw i32 %246, %258
  %260 = add nsw i32 %259, 7
  %261 = icmp slt i32 %260, %K
  br label %and.end28

and.else27:                                       ; preds = %and.then23
  br label %and.end28

and.end28:                                        ; preds = %and.else27, %and.then26
  %and29 = phi i1 [ %261, %and.then26 ], [ false, %and.else27 ]
  br label %and.end25

if.then32:                                        ; preds = %and.end
  %262 = sdiv i32 %k_load, 4
  %263 = srem i32 %k_load, 4
  %264 = icmp slt i32 %263, 0
  %265 = icmp ne i1 %264, false
  %266 = icmp ne i32 %263, 0
  %267 = and i1 %266, %265
  %268 = add i32 %263, 4
  %269 = select i1 %267, i32 %268, i32 %263
  %270 = mul nsw i32 %269, 128
  %271 = mul nsw i32 %l19, 32
  %272 = add nsw i32 %270, %271
  %273 = sub nsw i32 %tx, 256
  %274 = mul nsw i32 %ws_round, 128
  %275 = add nsw i32 %273, %274
  %276 = sdiv i32 %275, 8
  %277 = srem i32 %275, 8
  %278 = icmp slt i32 %277, 0
  %279 = icmp ne i1 %278, false
  %280 = icmp ne i32 %277, 0
  %281 = and i1 %280, %279
  %282 = sub i32 %276, 1
  %283 = select i1 %281, i32 %282, i32 %276
  %284 = add nsw i32 %272, %283
  %285 = mul nsw i32 %284, 64
  %286 = sub nsw i32 %tx, 256
  %287 = mul nsw i32 %ws_round, 128
  %288 = add nsw i32 %286, %287
  %289 = sdiv i32 %288, 8
  %290 = srem i32 %288, 8
  %291 = icmp slt i32 %290, 0
  %292 = icmp ne i1 %291, false
  %293 = icmp ne i32 %290, 0
  %294 = and i1 %293, %292
  %295 = add i32 %290, 8
  %296 = select i1 %294, i32 %295, i32 %290
  %297 = sub nsw i32 %tx, 256
  %298 = mul nsw i32 %ws_round, 128
  %299 = add nsw i32 %297, %298
  %300 = sdiv i32 %299, 8
  %301 = srem i32 %299, 8
  %302 = icmp slt i32 %301, 0
  %303 = icmp ne i1 %302, false
  %304 = icmp ne i32 %301, 0
  %305 = and i1 %304, %303
  %306 = sub i32 %300, 1
  %307 = select i1 %305, i32 %306, i32 %300
  %308 = sdiv i32 %307, 8
  %309 = srem i32 %307, 8
  %310 = icmp slt i32 %309, 0
  %311 = icmp ne i1 %310, false
  %312 = icmp ne i32 %309, 0
  %313 = and i1 %312, %311
  %314 = add i32 %309, 8
  %315 = select i1 %313, i32 %314, i32 %309
  %316 = xor i32 %296, %315
  %317 = sdiv i32 %316, 8
  %318 = srem i32 %316, 8
  %319 = icmp slt i32 %318, 0
  %320 = icmp ne i1 %319, false
  %321 = icmp ne i32 %318, 0
  %322 = and i1 %321, %320
  %323 = add i32 %318, 8
  %324 = select i1 %322, i32 %323, i32 %318
  %325 = mul nsw i32 %324, 8
  %326 = add nsw i32 %285, %325
  %327 = sext i32 %326 to i64
  %328 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %327
  %329 = mul nsw i32 %by, 128
  %330 = mul nsw i32 %l19, 32
  %331 = add nsw i32 %329, %330
  %332 = sub nsw i32 %tx, 256
  %333 = mul nsw i32 %ws_round, 128
  %334 = add nsw i32 %332, %333
  %335 = sdiv i32 %334, 8
  %336 = srem i32 %334, 8
  %337 = icmp slt i32 %336, 0
  %338 = icmp ne i1 %337, false
  %339 = icmp ne i32 %336, 0
  %340 = and i1 %339, %338
  %341 = sub i32 %335, 1
  %342 = select i1 %340, i32 %341, i32 %335
  %343 = add nsw i32 %331, %342
  %344 = mul nsw i32 %343, %K
  %345 = mul nsw i32 %k_load, 64
  %346 = add nsw i32 %344, %345
  %347 = sub nsw i32 %tx, 256
  %348 = mul nsw i32 %ws_round, 128
  %349 = add nsw i32 %347, %348
  %350 = sdiv i32 %349, 8
  %351 = srem i32 %349, 8
  %352 = icmp slt i32 %351, 0
  %353 = icmp ne i1 %352, false
  %354 = icmp ne i32 %351, 0
  %355 = and i1 %354, %353
  %356 = add i32 %351, 8
  %357 = select i1 %355, i32 %356, i32 %351
  %358 = mul nsw i32 %357, 8
  %359 = add nsw i32 %346, %358
  %360 = sext i32 %359 to i64
  %361 = getelementptr inbounds half, ptr addrspace(1) %A, i64 %360
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %328, ptr addrspace(1) %361)
  br label %if.end33

if.end33:                                         ; preds = %v.end, %if.then32
  %l.next39 = add nsw i32 %l19, 1
  br label %l.cond16, !llvm.loop !10

if.else34:                                        ; preds = %and.end
  br label %v.cond

v.cond:                                           ; preds = %select.end, %if.else34
  %v = phi i32 [ 0, %if.else34 ], [ %v.next, %select.end ]
  %362 = icmp slt i32 %v, 8
  br i1 %362, label %v.body, label %v.end

v.body:                                           ; preds = %v.cond
  %363 = sdiv i32 %k_load, 4
  %364 = srem i32 %k_load, 4
  %365 = icmp slt i32 %364, 0
  %366 = icmp ne i1 %365, false
  %367 = icmp ne i32 %364, 0
  %368 = and i1 %367, %366
  %369 = add i32 %364, 4
  %370 = select i1 %368, i32 %369, i32 %364
  %371 = mul nsw i32 %370, 128
  %372 = mul nsw i32 %l19, 32
  %373 = add nsw i32 %371, %372
  %374 = sub nsw i32 %tx, 256
  %375 = mul nsw i32 %ws_round, 128
  %376 = add nsw i32 %374, %375
  %377 = sdiv i32 %376, 8
  %378 = srem i32 %376, 8
  %379 = icmp slt i32 %378, 0
  %380 = icmp ne i1 %379, false
  %381 = icmp ne i32 %378, 0
  %382 = and i1 %381, %380
  %383 = sub i32 %377, 1
  %384 = select i1 %382, i32 %383, i32 %377
  %385 = add nsw i32 %373, %384
  %386 = mul nsw i32 %385, 64
  %387 = sub nsw i32 %tx, 256
  %388 = mul nsw i32 %ws_round, 128
  %389 = add nsw i32 %387, %388
  %390 = sdiv i32 %389, 8
  %391 = srem i32 %389, 8
  %392 = icmp slt i32 %391, 0
  %393 = icmp ne i1 %392, false
  %394 = icmp ne i32 %391, 0
  %395 = and i1 %394, %393
  %396 = add i32 %391, 8
  %397 = select i1 %395, i32 %396, i32 %391
  %398 = sub nsw i32 %tx, 256
  %399 = mul nsw i32 %ws_round, 128
  %400 = add nsw i32 %398, %399
  %401 = sdiv i32 %400, 8
  %402 = srem i32 %400, 8
  %403 = icmp slt i32 %402, 0
  %404 = icmp ne i1 %403, false
  %405 = icmp ne i32 %402, 0
  %406 = and i1 %405, %404
  %407 = sub i32 %401, 1
  %408 = select i1 %406, i32 %407, i32 %401
  %409 = sdiv i32 %408, 8
  %410 = srem i32 %408, 8
  %411 = icmp slt i32 %410, 0
  %412 = icmp ne i1 %411, false
  %413 = icmp ne i32 %410, 0
  %414 = and i1 %413, %412
  %415 = add i32 %410, 8
  %416 = select i1 %414, i32 %415, i32 %410
  %417 = xor i32 %397, %416
  %418 = sdiv i32 %417, 8
  %419 = srem i32 %417, 8
  %420 = icmp slt i32 %419, 0
  %421 = icmp ne i1 %420, false
  %422 = icmp ne i32 %419, 0
  %423 = and i1 %422, %421
  %424 = add i32 %419, 8
  %425 = select i1 %423, i32 %424, i32 %419
  %426 = mul nsw i32 %425, 8
  %427 = add nsw i32 %386, %426
  %428 = add nsw i32 %427, %v
  %429 = sext i32 %428 to i64
  %430 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %429
  %431 = mul nsw i32 %by, 128
  %432 = mul nsw i32 %l19, 32
  %433 = add nsw i32 %431, %432
  %434 = sub nsw i32 %tx, 256
  %435 = mul nsw i32 %ws_round, 128
  %436 = add nsw i32 %434, %435
  %437 = sdiv i32 %436, 8
  %438 = srem i32 %436, 8
  %439 = icmp slt i32 %438, 0
  %440 = icmp ne i1 %439, false
  %441 = icmp ne i32 %438, 0
  %442 = and i1 %441, %440
  %443 = sub i32 %437, 1
  %444 = select i1 %442, i32 %443, i32 %437
  %445 = add nsw i32 %433, %444
  %446 = icmp slt i32 %445, %M
  br i1 %446, label %and.then35, label %and.else36

v.end:                                            ; preds = %v.cond
  br label %if.end33

and.then35:                                       ; preds = %v.body
  %447 = mul nsw i32 %k_load, 64
  %448 = sub nsw i32 %tx, 256
  %449 = mul nsw i32 %ws_round, 128
  %450 = add nsw i32 %448, %449
  %451 = sdiv i32 %450, 8
  %452 = srem i32 %450, 8
  %453 = icmp slt i32 %452, 0
  %454 = icmp ne i1 %453, false
  %455 = icmp ne i32 %452, 0
  %456 = and i1 %455, %454
  %457 = add i32 %452, 8
  %458 = select i1 %456, i32 %457, i32 %452
  %459 = mul nsw i32 %458, 8
  %460 = add nsw i32 %447, %459
  %461 = add nsw i32 %460, %v
  %462 = icmp slt i32 %461, %K
  br label %and.end37

and.else36:                                       ; preds = %v.body
  br label %and.end37

and.end37:                                        ; preds = %and.else36, %and.then35
  %and38 = phi i1 [ %462, %and.then35 ], [ false, %and.else36 ]
  br i1 %and38, label %select.then, label %select.else

select.then:                                      ; preds = %and.end37
  %463 = mul nsw i32 %by, 128
  %464 = mul nsw i32 %l19, 32
  %465 = add nsw i32 %463, %464
  %466 = sub nsw i32 %tx, 256
  %467 = mul nsw i32 %ws_round, 128
  %468 = add nsw i32 %466, %467
  %469 = sdiv i32 %468, 8
  %470 = srem i32 %468, 8
  %471 = icmp slt i32 %470, 0
  %472 = icmp ne i1 %471, false
  %473 = icmp ne i32 %470, 0
  %474 = and i1 %473, %472
  %475 = sub i32 %469, 1
  %476 = select i1 %474, i32 %475, i32 %469
  %477 = add nsw i32 %465, %476
  %478 = mul nsw i32 %477, %K
  %479 = mul nsw i32 %k_load, 64
  %480 = add nsw i32 %478, %479
  %481 = sub nsw i32 %tx, 256
  %482 = mul nsw i32 %ws_round, 128
  %483 = add nsw i32 %481, %482
  %484 = sdiv i32 %483, 8
  %485 = srem i32 %483, 8
  %486 = icmp slt i32 %485, 0
  %487 = icmp ne i1 %486, false
  %488 = icmp ne i32 %485, 0
  %489 = and i1 %488, %487
  %490 = add i32 %485, 8
  %491 = select i1 %489, i32 %490, i32 %485
  %492 = mul nsw i32 %491, 8
  %493 = add nsw i32 %480, %492
  %494 = add nsw i32 %493, %v
  %495 = sext i32 %494 to i64
  %496 = getelementptr inbounds half, ptr addrspace(1) %A, i64 %495
  %497 = load half, ptr addrspace(1) %496, align 2
  br label %select.end

select.else:                                      ; preds = %and.end37
  br label %select.end

select.end:                                       ; preds = %select.else, %select.then
  %select = phi half [ %497, %select.then ], [ 0xH0000, %select.else ]
  store half %select, ptr addrspace(3) %430, align 2
  %v.next = add nsw i32 %v, 1
  br label %v.cond, !llvm.loop !11

l.cond40:                                         ; preds = %if.end61, %l.end18
  %l43 = phi i32 [ 0, %l.end18 ], [ %l.next76, %if.end61 ]
  %498 = icmp slt i32 %l43, 4
  br i1 %498, label %l.body41, label %l.end42

l.body41:                                         ; preds = %l.cond40
  %499 = sdiv i32 %N, 8
  %500 = srem i32 %N, 8
  %501 = icmp slt i32 %500, 0
  %502 = icmp ne i1 %501, false
  %503 = icmp ne i32 %500, 0
  %504 = and i1 %503, %502
  %505 = add i32 %500, 8
  %506 = select i1 %504, i32 %505, i32 %500
  %507 = icmp eq i32 %506, 0
  br i1 %507, label %and.then44, label %and.else45

l.end42:                                          ; preds = %l.cond40
  %ws_round.next = add nsw i32 %ws_round, 1
  br label %ws_round.cond, !llvm.loop !12

and.then44:                                       ; preds = %l.body41
  %508 = mul nsw i32 %k_load, 64
  %509 = mul nsw i32 %l43, 16
  %510 = add nsw i32 %508, %509
  %511 = sub nsw i32 %tx, 256
  %512 = mul nsw i32 %ws_round, 128
  %513 = add nsw i32 %511, %512
  %514 = sdiv i32 %513, 16
  %515 = srem i32 %513, 16
  %516 = icmp slt i32 %515, 0
  %517 = icmp ne i1 %516, false
  %518 = icmp ne i32 %515, 0
  %519 = and i1 %518, %517
  %520 = sub i32 %514, 1
  %521 = select i1 %519, i32 %520, i32 %514
  %522 = add nsw i32 %510, %521
  %523 = icmp slt i32 %522, %K
  br i1 %523, label %and.then47, label %and.else48

and.else45:                                       ; preds = %l.body41
  br label %and.end46

and.end46:                                        ; preds = %and.else45, %and.end53
  %and59 = phi i1 [ %and58, %and.end53 ], [ false, %and.else45 ]
  br i1 %and59, label %if.then60, label %if.else62

and.then47:                                       ; preds = %and.then44
  %524 = mul nsw i32 %bx, 128
  %525 = sub nsw i32 %tx, 256
  %526 = mul nsw i32 %ws_round, 128
  %527 = add nsw i32 %525, %526
  %528 = sdiv i32 %527, 16
  %529 = srem i32 %527, 16
  %530 = icmp slt i32 %529, 0
  %531 = icmp ne i1 %530, false
  %532 = icmp ne i32 %529, 0
  %533 = and i1 %532, %531
  %534 = add i32 %529, 16
  %535 = select i1 %533, i32 %534, i32 %529
  %536 = mul nsw i32 %535, 8
  %537 = add nsw i32 %524, %536
  %538 = add nsw i32 %537, 0
  %539 = icmp slt i32 %538, %N
  br label %and.end49

and.else48:                                       ; preds = %and.then44
  br label %and.end49

and.end49:                                        ; preds = %and.else48, %and.then47
  %and50 = phi i1 [ %539, %and.then47 ], [ false, %and.else48 ]
  br i1 %and50, label %and.then51, label %and.else52

and.then51:                                       ; preds = %and.end49
  %540 = mul nsw i32 %k_load, 64
  %541 = mul nsw i32 %l43, 16
  %542 = add nsw i32 %540, %541
  %543 = sub nsw i32 %tx, 256
  %544 = mul nsw i32 %ws_round, 128
  %545 = add nsw i32 %543, %544
  %546 = sdiv i32 %545, 16
  %547 = srem i32 %545, 16
  %548 = icmp slt i32 %547, 0
  %549 = icmp ne i1 %548, false
  %550 = icmp ne i32 %547, 0
  %551 = and i1 %550, %549
  %552 = sub i32 %546, 1
  %553 = select i1 %551, i32 %552, i32 %546
  %554 = add nsw i32 %542, %553
  %555 = icmp slt i32 %554, %K
  br i1 %555, label %and.then54, label %and.else55

and.else52:                                       ; preds = %and.end49
  br label %and.end53

and.end53:                                        ; preds = %and.else52, %and.end56
  %and58 = phi i1 [ %and57, %and.end56 ], [ false, %and.else52 ]
  br label %and.end46

and.then54:                                       ; preds = %and.then51
  %556 = mul nsw i32 %bx, 128
  %557 = sub nsw i32 %tx, 256
  %558 = mul nsw i32 %ws_round, 128
  %559 = add nsw i32 %557, %558
  %560 = sdiv i32 %559, 16
  %561 = srem i32 %559, 16
  %562 = icmp slt i32 %561, 0
  %563 = icmp ne i1 %562, false
  %564 = icmp ne i32 %561, 0
  %565 = and i1 %564, %563
  %566 = add i32 %561, 16
  %567 = select i1 %565, i32 %566, i32 %561
  %568 = mul nsw i32 %567, 8
  %569 = add nsw i32 %556, %568
  %570 = add nsw i32 %569, 7
  %571 = icmp slt i32 %570, %N
  br label %and.end56

and.else55:                                       ; preds = %and.then51
  br label %and.end56

and.end56:                                        ; preds = %and.else55, %and.then54
  %and57 = phi i1 [ %571, %and.then54 ], [ false, %and.else55 ]
  br label %and.end53

if.then60:                                        ; preds = %and.end46
  %572 = sdiv i32 %k_load, 4
  %573 = srem i32 %k_load, 4
  %574 = icmp slt i32 %573, 0
  %575 = icmp ne i1 %574, false
  %576 = icmp ne i32 %573, 0
  %577 = and i1 %576, %575
  %578 = add i32 %573, 4
  %579 = select i1 %577, i32 %578, i32 %573
  %580 = mul nsw i32 %579, 128
  %581 = sub nsw i32 %tx, 256
  %582 = mul nsw i32 %ws_round, 128
  %583 = add nsw i32 %581, %582
  %584 = sdiv i32 %583, 8
  %585 = srem i32 %583, 8
  %586 = icmp slt i32 %585, 0
  %587 = icmp ne i1 %586, false
  %588 = icmp ne i32 %585, 0
  %589 = and i1 %588, %587
  %590 = sub i32 %584, 1
  %591 = select i1 %589, i32 %590, i32 %584
  %592 = sdiv i32 %591, 2
  %593 = srem i32 %591, 2
  %594 = icmp slt i32 %593, 0
  %595 = icmp ne i1 %594, false
  %596 = icmp ne i32 %593, 0
  %597 = and i1 %596, %595
  %598 = add i32 %593, 2
  %599 = select i1 %597, i32 %598, i32 %593
  %600 = mul nsw i32 %599, 64
  %601 = add nsw i32 %580, %600
  %602 = mul nsw i32 %l43, 16
  %603 = add nsw i32 %601, %602
  %604 = sub nsw i32 %tx, 256
  %605 = mul nsw i32 %ws_round, 128
  %606 = add nsw i32 %604, %605
  %607 = sdiv i32 %606, 16
  %608 = srem i32 %606, 16
  %609 = icmp slt i32 %608, 0
  %610 = icmp ne i1 %609, false
  %611 = icmp ne i32 %608, 0
  %612 = and i1 %611, %610
  %613 = sub i32 %607, 1
  %614 = select i1 %612, i32 %613, i32 %607
  %615 = add nsw i32 %603, %614
  %616 = mul nsw i32 %615, 64
  %617 = sub nsw i32 %tx, 256
  %618 = mul nsw i32 %ws_round, 128
  %619 = add nsw i32 %617, %618
  %620 = sdiv i32 %619, 8
  %621 = srem i32 %619, 8
  %622 = icmp slt i32 %621, 0
  %623 = icmp ne i1 %622, false
  %624 = icmp ne i32 %621, 0
  %625 = and i1 %624, %623
  %626 = add i32 %621, 8
  %627 = select i1 %625, i32 %626, i32 %621
  %628 = sub nsw i32 %tx, 256
  %629 = mul nsw i32 %ws_round, 128
  %630 = add nsw i32 %628, %629
  %631 = sdiv i32 %630, 16
  %632 = srem i32 %630, 16
  %633 = icmp slt i32 %632, 0
  %634 = icmp ne i1 %633, false
  %635 = icmp ne i32 %632, 0
  %636 = and i1 %635, %634
  %637 = sub i32 %631, 1
  %638 = select i1 %636, i32 %637, i32 %631
  %639 = sdiv i32 %638, 8
  %640 = srem i32 %638, 8
  %641 = icmp slt i32 %640, 0
  %642 = icmp ne i1 %641, false
  %643 = icmp ne i32 %640, 0
  %644 = and i1 %643, %642
  %645 = add i32 %640, 8
  %646 = select i1 %644, i32 %645, i32 %640
  %647 = xor i32 %627, %646
  %648 = sdiv i32 %647, 8
  %649 = srem i32 %647, 8
  %650 = icmp slt i32 %649, 0
  %651 = icmp ne i1 %650, false
  %652 = icmp ne i32 %649, 0
  %653 = and i1 %652, %651
  %654 = add i32 %649, 8
  %655 = select i1 %653, i32 %654, i32 %649
  %656 = mul nsw i32 %655, 8
  %657 = add nsw i32 %616, %656
  %658 = sext i32 %657 to i64
  %659 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 65536), i64 %658
  %660 = mul nsw i32 %k_load, 64
  %661 = mul nsw i32 %l43, 16
  %662 = add nsw i32 %660, %661
  %663 = sub nsw i32 %tx, 256
  %664 = mul nsw i32 %ws_round, 128
  %665 = add nsw i32 %663, %664
  %666 = sdiv i32 %665, 16
  %667 = srem i32 %665, 16
  %668 = icmp slt i32 %667, 0
  %669 = icmp ne i1 %668, false
  %670 = icmp ne i32 %667, 0
  %671 = and i1 %670, %669
  %672 = sub i32 %666, 1
  %673 = select i1 %671, i32 %672, i32 %666
  %674 = add nsw i32 %662, %673
  %675 = mul nsw i32 %674, %N
  %676 = mul nsw i32 %bx, 128
  %677 = add nsw i32 %675, %676
  %678 = sub nsw i32 %tx, 256
  %679 = mul nsw i32 %ws_round, 128
  %680 = add nsw i32 %678, %679
  %681 = sdiv i32 %680, 16
  %682 = srem i32 %680, 16
  %683 = icmp slt i32 %682, 0
  %684 = icmp ne i1 %683, false
  %685 = icmp ne i32 %682, 0
  %686 = and i1 %685, %684
  %687 = add i32 %682, 16
  %688 = select i1 %686, i32 %687, i32 %682
  %689 = mul nsw i32 %688, 8
  %690 = add nsw i32 %677, %689
  %691 = sext i32 %690 to i64
  %692 = getelementptr inbounds half, ptr addrspace(1) %B, i64 %691
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %659, ptr addrspace(1) %692)
  br label %if.end61

if.end61:                                         ; preds = %v.end65, %if.then60
  %l.next76 = add nsw i32 %l43, 1
  br label %l.cond40, !llvm.loop !13

if.else62:                                        ; preds = %and.end46
  br label %v.cond63

v.cond63:                                         ; preds = %select.end73, %if.else62
  %v66 = phi i32 [ 0, %if.else62 ], [ %v.next75, %select.end73 ]
  %693 = icmp slt i32 %v66, 8
  br i1 %693, label %v.body64, label %v.end65

v.body64:                                         ; preds = %v.cond63
  %694 = sdiv i32 %k_load, 4
  %695 = srem i32 %k_load, 4
  %696 = icmp slt i32 %695, 0
  %697 = icmp ne i1 %696, false
  %698 = icmp ne i32 %695, 0
  %699 = and i1 %698, %697
  %700 = add i32 %695, 4
  %701 = select i1 %699, i32 %700, i32 %695
  %702 = mul nsw i32 %701, 128
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
  %714 = sdiv i32 %713, 2
  %715 = srem i32 %713, 2
  %716 = icmp slt i32 %715, 0
  %717 = icmp ne i1 %716, false
  %718 = icmp ne i32 %715, 0
  %719 = and i1 %718, %717
  %720 = add i32 %715, 2
  %721 = select i1 %719, i32 %720, i32 %715
  %722 = mul nsw i32 %721, 64
  %723 = add nsw i32 %702, %722
  %724 = mul nsw i32 %l43, 16
  %725 = add nsw i32 %723, %724
  %726 = sub nsw i32 %tx, 256
  %727 = mul nsw i32 %ws_round, 128
  %728 = add nsw i32 %726, %727
  %729 = sdiv i32 %728, 16
  %730 = srem i32 %728, 16
  %731 = icmp slt i32 %730, 0
  %732 = icmp ne i1 %731, false
  %733 = icmp ne i32 %730, 0
  %734 = and i1 %733, %732
  %735 = sub i32 %729, 1
  %736 = select i1 %734, i32 %735, i32 %729
  %737 = add nsw i32 %725, %736
  %738 = mul nsw i32 %737, 64
  %739 = sub nsw i32 %tx, 256
  %740 = mul nsw i32 %ws_round, 128
  %741 = add nsw i32 %739, %740
  %742 = sdiv i32 %741, 8
  %743 = srem i32 %741, 8
  %744 = icmp slt i32 %743, 0
  %745 = icmp ne i1 %744, false
  %746 = icmp ne i32 %743, 0
  %747 = and i1 %746, %745
  %748 = add i32 %743, 8
  %749 = select i1 %747, i32 %748, i32 %743
  %750 = sub nsw i32 %tx, 256
  %751 = mul nsw i32 %ws_round, 128
  %752 = add nsw i32 %750, %751
  %753 = sdiv i32 %752, 16
  %754 = srem i32 %752, 16
  %755 = icmp slt i32 %754, 0
  %756 = icmp ne i1 %755, false
  %757 = icmp ne i32 %754, 0
  %758 = and i1 %757, %756
  %759 = sub i32 %753, 1
  %760 = select i1 %758, i32 %759, i32 %753
  %761 = sdiv i32 %760, 8
  %762 = srem i32 %760, 8
  %763 = icmp slt i32 %762, 0
  %764 = icmp ne i1 %763, false
  %765 = icmp ne i32 %762, 0
  %766 = and i1 %765, %764
  %767 = add i32 %762, 8
  %768 = select i1 %766, i32 %767, i32 %762
  %769 = xor i32 %749, %768
  %770 = sdiv i32 %769, 8
  %771 = srem i32 %769, 8
  %772 = icmp slt i32 %771, 0
  %773 = icmp ne i1 %772, false
  %774 = icmp ne i32 %771, 0
  %775 = and i1 %774, %773
  %776 = add i32 %771, 8
  %777 = select i1 %775, i32 %776, i32 %771
  %778 = mul nsw i32 %777, 8
  %779 = add nsw i32 %738, %778
  %780 = add nsw i32 %779, %v66
  %781 = sext i32 %780 to i64
  %782 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 65536), i64 %781
  %783 = mul nsw i32 %k_load, 64
  %784 = mul nsw i32 %l43, 16
  %785 = add nsw i32 %783, %784
  %786 = sub nsw i32 %tx, 256
  %787 = mul nsw i32 %ws_round, 128
  %788 = add nsw i32 %786, %787
  %789 = sdiv i32 %788, 16
  %790 = srem i32 %788, 16
  %791 = icmp slt i32 %790, 0
  %792 = icmp ne i1 %791, false
  %793 = icmp ne i32 %790, 0
  %794 = and i1 %793, %792
  %795 = sub i32 %789, 1
  %796 = select i1 %794, i32 %795, i32 %789
  %797 = add nsw i32 %785, %796
  %798 = icmp slt i32 %797, %K
  br i1 %798, label %and.then67, label %and.else68

v.end65:                                          ; preds = %v.cond63
  br label %if.end61

and.then67:                                       ; preds = %v.body64
  %799 = mul nsw i32 %bx, 128
  %800 = sub nsw i32 %tx, 256
  %801 = mul nsw i32 %ws_round, 128
  %802 = add nsw i32 %800, %801
  %803 = sdiv i32 %802, 16
  %804 = srem i32 %802, 16
  %805 = icmp slt i32 %804, 0
  %806 = icmp ne i1 %805, false
  %807 = icmp ne i32 %804, 0
  %808 = and i1 %807, %806
  %809 = add i32 %804, 16
  %810 = select i1 %808, i32 %809, i32 %804
  %811 = mul nsw i32 %810, 8
  %812 = add nsw i32 %799, %811
  %813 = add nsw i32 %812, %v66
  %814 = icmp slt i32 %813, %N
  br label %and.end69

and.else68:                                       ; preds = %v.body64
  br label %and.end69

and.end69:                                        ; preds = %and.else68, %and.then67
  %and70 = phi i1 [ %814, %and.then67 ], [ false, %and.else68 ]
  br i1 %and70, label %select.then71, label %select.else72

select.then71:                                    ; preds = %and.end69
  %815 = mul nsw i32 %k_load, 64
  %816 = mul nsw i32 %l43, 16
  %817 = add nsw i32 %815, %816
  %818 = sub nsw i32 %tx, 256
  %819 = mul nsw i32 %ws_round, 128
  %820 = add nsw i32 %818, %819
  %821 = sdiv i32 %820, 16
  %822 = srem i32 %820, 16
  %823 = icmp slt i32 %822, 0
  %824 = icmp ne i1 %823, false
  %825 = icmp ne i32 %822, 0
  %826 = and i1 %825, %824
  %827 = sub i32 %821, 1
  %828 = select i1 %826, i32 %827, i32 %821
  %829 = add nsw i32 %817, %828
  %830 = mul nsw i32 %829, %N
  %831 = mul nsw i32 %bx, 128
  %832 = add nsw i32 %830, %831
  %833 = sub nsw i32 %tx, 256
  %834 = mul nsw i32 %ws_round, 128
  %835 = add nsw i32 %833, %834
  %836 = sdiv i32 %835, 16
  %837 = srem i32 %835, 16
  %838 = icmp slt i32 %837, 0
  %839 = icmp ne i1 %838, false
  %840 = icmp ne i32 %837, 0
  %841 = and i1 %840, %839
  %842 = add i32 %837, 16
  %843 = select i1 %841, i32 %842, i32 %837
  %844 = mul nsw i32 %843, 8
  %845 = add nsw i32 %832, %844
  %846 = add nsw i32 %845, %v66
  %847 = sext i32 %846 to i64
  %848 = getelementptr inbounds half, ptr addrspace(1) %B, i64 %847
  %849 = load half, ptr addrspace(1) %848, align 2
  br label %select.end73

select.else72:                                    ; preds = %and.end69
  br label %select.end73

select.end73:                                     ; preds = %select.else72, %select.then71
  %select74 = phi half [ %849, %select.then71 ], [ 0xH0000, %select.else72 ]
  store half %select74, ptr addrspace(3) %782, align 2
  %v.next75 = add nsw i32 %v66, 1
  br label %v.cond63, !llvm.loop !14

exited77:                                         ; No predecessors!
  br label %if.end6

k.cond:                                           ; preds = %if.end83, %if.else
  %k = phi i32 [ 0, %if.else ], [ %k.next, %if.end83 ]
  %850 = icmp slt i32 %k, %28
  br i1 %850, label %k.body, label %k.end

k.body:                                           ; preds = %k.cond
  %851 = sdiv i32 %k, 4
  %852 = srem i32 %k, 4
  %853 = icmp slt i32 %852, 0
  %854 = icmp ne i1 %853, false
  %855 = icmp ne i32 %852, 0
  %856 = and i1 %855, %854
  %857 = add i32 %852, 4
  %858 = select i1 %856, i32 %857, i32 %852
  %859 = sext i32 %858 to i64
  %860 = getelementptr inbounds i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 131072), i64 %859
  %861 = ptrtoint ptr addrspace(3) %860 to i32
  %862 = sdiv i32 %k, 4
  %863 = srem i32 %k, 4
  %864 = icmp slt i32 %863, 0
  %865 = icmp ne i1 %864, false
  %866 = icmp ne i32 %863, 0
  %867 = and i1 %866, %865
  %868 = sub i32 %862, 1
  %869 = select i1 %867, i32 %868, i32 %862
  %870 = sdiv i32 %869, 2
  %871 = srem i32 %869, 2
  %872 = icmp slt i32 %871, 0
  %873 = icmp ne i1 %872, false
  %874 = icmp ne i32 %871, 0
  %875 = and i1 %874, %873
  %876 = add i32 %871, 2
  %877 = select i1 %875, i32 %876, i32 %871
  br label %mbarrier.wait78

k.end:                                            ; preds = %k.cond
  call void asm sideeffect "wgmma.wait_group.sync.aligned 0;", "~{memory}"() #6
  br label %if.end6

mbarrier.wait78:                                  ; preds = %mbarrier.wait78, %k.body
  %878 = call i32 asm sideeffect "{\0A .reg .pred done;\0A mbarrier.try_wait.parity.shared::cta.b64 done, [$1], $2;\0A selp.u32 $0, 1, 0, done;\0A}", "=r,r,r,~{memory}"(i32 %861, i32 %877) #6
  %879 = icmp ne i32 %878, 0
  br i1 %879, label %mbarrier.done79, label %mbarrier.wait78

mbarrier.done79:                                  ; preds = %mbarrier.wait78
  %880 = icmp ne i32 %tl_tma_ok, 0
  %881 = xor i1 %880, true
  br i1 %881, label %if.then80, label %if.end81

if.then80:                                        ; preds = %mbarrier.done79
  call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #6
  br label %if.end81

if.end81:                                         ; preds = %if.then80, %mbarrier.done79
  %882 = sdiv i32 %k, 4
  %883 = srem i32 %k, 4
  %884 = icmp slt i32 %883, 0
  %885 = icmp ne i1 %884, false
  %886 = icmp ne i32 %883, 0
  %887 = and i1 %886, %885
  %888 = add i32 %883, 4
  %889 = select i1 %887, i32 %888, i32 %883
  %890 = mul nsw i32 %889, 128
  %891 = mul nsw i32 %890, 64
  %892 = sext i32 %891 to i64
  %893 = getelementptr inbounds half, ptr addrspace(3) @tl_smem, i64 %892
  %894 = sdiv i32 %k, 4
  %895 = srem i32 %k, 4
  %896 = icmp slt i32 %895, 0
  %897 = icmp ne i1 %896, false
  %898 = icmp ne i32 %895, 0
  %899 = and i1 %898, %897
  %900 = add i32 %895, 4
  %901 = select i1 %899, i32 %900, i32 %895
  %902 = mul nsw i32 %901, 128
  %903 = mul nsw i32 %902, 64
  %904 = sext i32 %903 to i64
  %905 = getelementptr inbounds half, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 65536), i64 %904
  %906 = getelementptr inbounds float, ptr %C_local, i64 0
  %tid.x = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !7
  %warpgroup = udiv i32 %tid.x, 128
  %907 = icmp ult i32 %warpgroup, 2
  br i1 %907, label %wgmma.group, label %wgmma.done

wgmma.group:                                      ; preds = %if.end81
  %908 = getelementptr inbounds float, ptr %906, i64 0
  %909 = load float, ptr %908, align 4
  %910 = call float asm sideeffect "", "=f,0,~{memory}"(float %909)
  store float %910, ptr %908, align 4
  %911 = getelementptr inbounds float, ptr %906, i64 1
  %912 = load float, ptr %911, align 4
  %913 = call float asm sideeffect "", "=f,0,~{memory}"(float %912)
  store float %913, ptr %911, align 4
  %914 = getelementptr inbounds float, ptr %906, i64 2
  %915 = load float, ptr %914, align 4
  %916 = call float asm sideeffect "", "=f,0,~{memory}"(float %915)
  store float %916, ptr %914, align 4
  %917 = getelementptr inbounds float, ptr %906, i64 3
  %918 = load float, ptr %917, align 4
  %919 = call float asm sideeffect "", "=f,0,~{memory}"(float %918)
  store float %919, ptr %917, align 4
  %920 = getelementptr inbounds float, ptr %906, i64 4
  %921 = load float, ptr %920, align 4
  %922 = call float asm sideeffect "", "=f,0,~{memory}"(float %921)
  store float %922, ptr %920, align 4
  %923 = getelementptr inbounds float, ptr %906, i64 5
  %924 = load float, ptr %923, align 4
  %925 = call float asm sideeffect "", "=f,0,~{memory}"(float %924)
  store float %925, ptr %923, align 4
  %926 = getelementptr inbounds float, ptr %906, i64 6
  %927 = load float, ptr %926, align 4
  %928 = call float asm sideeffect "", "=f,0,~{memory}"(float %927)
  store float %928, ptr %926, align 4
  %929 = getelementptr inbounds float, ptr %906, i64 7
  %930 = load float, ptr %929, align 4
  %931 = call float asm sideeffect "", "=f,0,~{memory}"(float %930)
  store float %931, ptr %929, align 4
  %932 = getelementptr inbounds float, ptr %906, i64 8
  %933 = load float, ptr %932, align 4
  %934 = call float asm sideeffect "", "=f,0,~{memory}"(float %933)
  store float %934, ptr %932, align 4
  %935 = getelementptr inbounds float, ptr %906, i64 9
  %936 = load float, ptr %935, align 4
  %937 = call float asm sideeffect "", "=f,0,~{memory}"(float %936)
  store float %937, ptr %935, align 4
  %938 = getelementptr inbounds float, ptr %906, i64 10
  %939 = load float, ptr %938, align 4
  %940 = call float asm sideeffect "", "=f,0,~{memory}"(float %939)
  store float %940, ptr %938, align 4
  %941 = getelementptr inbounds float, ptr %906, i64 11
  %942 = load float, ptr %941, align 4
  %943 = call float asm sideeffect "", "=f,0,~{memory}"(float %942)
  store float %943, ptr %941, align 4
  %944 = getelementptr inbounds float, ptr %906, i64 12
  %945 = load float, ptr %944, align 4
  %946 = call float asm sideeffect "", "=f,0,~{memory}"(float %945)
  store float %946, ptr %944, align 4
  %947 = getelementptr inbounds float, ptr %906, i64 13
  %948 = load float, ptr %947, align 4
  %949 = call float asm sideeffect "", "=f,0,~{memory}"(float %948)
  store float %949, ptr %947, align 4
  %950 = getelementptr inbounds float, ptr %906, i64 14
  %951 = load float, ptr %950, align 4
  %952 = call float asm sideeffect "", "=f,0,~{memory}"(float %951)
  store float %952, ptr %950, align 4
  %953 = getelementptr inbounds float, ptr %906, i64 15
  %954 = load float, ptr %953, align 4
  %955 = call float asm sideeffect "", "=f,0,~{memory}"(float %954)
  store float %955, ptr %953, align 4
  %956 = getelementptr inbounds float, ptr %906, i64 16
  %957 = load float, ptr %956, align 4
  %958 = call float asm sideeffect "", "=f,0,~{memory}"(float %957)
  store float %958, ptr %956, align 4
  %959 = getelementptr inbounds float, ptr %906, i64 17
  %960 = load float, ptr %959, align 4
  %961 = call float asm sideeffect "", "=f,0,~{memory}"(float %960)
  store float %961, ptr %959, align 4
  %962 = getelementptr inbounds float, ptr %906, i64 18
  %963 = load float, ptr %962, align 4
  %964 = call float asm sideeffect "", "=f,0,~{memory}"(float %963)
  store float %964, ptr %962, align 4
  %965 = getelementptr inbounds float, ptr %906, i64 19
  %966 = load float, ptr %965, align 4
  %967 = call float asm sideeffect "", "=f,0,~{memory}"(float %966)
  store float %967, ptr %965, align 4
  %968 = getelementptr inbounds float, ptr %906, i64 20
  %969 = load float, ptr %968, align 4
  %970 = call float asm sideeffect "", "=f,0,~{memory}"(float %969)
  store float %970, ptr %968, align 4
  %971 = getelementptr inbounds float, ptr %906, i64 21
  %972 = load float, ptr %971, align 4
  %973 = call float asm sideeffect "", "=f,0,~{memory}"(float %972)
  store float %973, ptr %971, align 4
  %974 = getelementptr inbounds float, ptr %906, i64 22
  %975 = load float, ptr %974, align 4
  %976 = call float asm sideeffect "", "=f,0,~{memory}"(float %975)
  store float %976, ptr %974, align 4
  %977 = getelementptr inbounds float, ptr %906, i64 23
  %978 = load float, ptr %977, align 4
  %979 = call float asm sideeffect "", "=f,0,~{memory}"(float %978)
  store float %979, ptr %977, align 4
  %980 = getelementptr inbounds float, ptr %906, i64 24
  %981 = load float, ptr %980, align 4
  %982 = call float asm sideeffect "", "=f,0,~{memory}"(float %981)
  store float %982, ptr %980, align 4
  %983 = getelementptr inbounds float, ptr %906, i64 25
  %984 = load float, ptr %983, align 4
  %985 = call float asm sideeffect "", "=f,0,~{memory}"(float %984)
  store float %985, ptr %983, align 4
  %986 = getelementptr inbounds float, ptr %906, i64 26
  %987 = load float, ptr %986, align 4
  %988 = call float asm sideeffect "", "=f,0,~{memory}"(float %987)
  store float %988, ptr %986, align 4
  %989 = getelementptr inbounds float, ptr %906, i64 27
  %990 = load float, ptr %989, align 4
  %991 = call float asm sideeffect "", "=f,0,~{memory}"(float %990)
  store float %991, ptr %989, align 4
  %992 = getelementptr inbounds float, ptr %906, i64 28
  %993 = load float, ptr %992, align 4
  %994 = call float asm sideeffect "", "=f,0,~{memory}"(float %993)
  store float %994, ptr %992, align 4
  %995 = getelementptr inbounds float, ptr %906, i64 29
  %996 = load float, ptr %995, align 4
  %997 = call float asm sideeffect "", "=f,0,~{memory}"(float %996)
  store float %997, ptr %995, align 4
  %998 = getelementptr inbounds float, ptr %906, i64 30
  %999 = load float, ptr %998, align 4
  %1000 = call float asm sideeffect "", "=f,0,~{memory}"(float %999)
  store float %1000, ptr %998, align 4
  %1001 = getelementptr inbounds float, ptr %906, i64 31
  %1002 = load float, ptr %1001, align 4
  %1003 = call float asm sideeffect "", "=f,0,~{memory}"(float %1002)
  store float %1003, ptr %1001, align 4
  %1004 = getelementptr inbounds float, ptr %906, i64 32
  %1005 = load float, ptr %1004, align 4
  %1006 = call float asm sideeffect "", "=f,0,~{memory}"(float %1005)
  store float %1006, ptr %1004, align 4
  %1007 = getelementptr inbounds float, ptr %906, i64 33
  %1008 = load float, ptr %1007, align 4
  %1009 = call float asm sideeffect "", "=f,0,~{memory}"(float %1008)
  store float %1009, ptr %1007, align 4
  %1010 = getelementptr inbounds float, ptr %906, i64 34
  %1011 = load float, ptr %1010, align 4
  %1012 = call float asm sideeffect "", "=f,0,~{memory}"(float %1011)
  store float %1012, ptr %1010, align 4
  %1013 = getelementptr inbounds float, ptr %906, i64 35
  %1014 = load float, ptr %1013, align 4
  %1015 = call float asm sideeffect "", "=f,0,~{memory}"(float %1014)
  store float %1015, ptr %1013, align 4
  %1016 = getelementptr inbounds float, ptr %906, i64 36
  %1017 = load float, ptr %1016, align 4
  %1018 = call float asm sideeffect "", "=f,0,~{memory}"(float %1017)
  store float %1018, ptr %1016, align 4
  %1019 = getelementptr inbounds float, ptr %906, i64 37
  %1020 = load float, ptr %1019, align 4
  %1021 = call float asm sideeffect "", "=f,0,~{memory}"(float %1020)
  store float %1021, ptr %1019, align 4
  %1022 = getelementptr inbounds float, ptr %906, i64 38
  %1023 = load float, ptr %1022, align 4
  %1024 = call float asm sideeffect "", "=f,0,~{memory}"(float %1023)
  store float %1024, ptr %1022, align 4
  %1025 = getelementptr inbounds float, ptr %906, i64 39
  %1026 = load float, ptr %1025, align 4
  %1027 = call float asm sideeffect "", "=f,0,~{memory}"(float %1026)
  store float %1027, ptr %1025, align 4
  %1028 = getelementptr inbounds float, ptr %906, i64 40
  %1029 = load float, ptr %1028, align 4
  %1030 = call float asm sideeffect "", "=f,0,~{memory}"(float %1029)
  store float %1030, ptr %1028, align 4
  %1031 = getelementptr inbounds float, ptr %906, i64 41
  %1032 = load float, ptr %1031, align 4
  %1033 = call float asm sideeffect "", "=f,0,~{memory}"(float %1032)
  store float %1033, ptr %1031, align 4
  %1034 = getelementptr inbounds float, ptr %906, i64 42
  %1035 = load float, ptr %1034, align 4
  %1036 = call float asm sideeffect "", "=f,0,~{memory}"(float %1035)
  store float %1036, ptr %1034, align 4
  %1037 = getelementptr inbounds float, ptr %906, i64 43
  %1038 = load float, ptr %1037, align 4
  %1039 = call float asm sideeffect "", "=f,0,~{memory}"(float %1038)
  store float %1039, ptr %1037, align 4
  %1040 = getelementptr inbounds float, ptr %906, i64 44
  %1041 = load float, ptr %1040, align 4
  %1042 = call float asm sideeffect "", "=f,0,~{memory}"(float %1041)
  store float %1042, ptr %1040, align 4
  %1043 = getelementptr inbounds float, ptr %906, i64 45
  %1044 = load float, ptr %1043, align 4
  %1045 = call float asm sideeffect "", "=f,0,~{memory}"(float %1044)
  store float %1045, ptr %1043, align 4
  %1046 = getelementptr inbounds float, ptr %906, i64 46
  %1047 = load float, ptr %1046, align 4
  %1048 = call float asm sideeffect "", "=f,0,~{memory}"(float %1047)
  store float %1048, ptr %1046, align 4
  %1049 = getelementptr inbounds float, ptr %906, i64 47
  %1050 = load float, ptr %1049, align 4
  %1051 = call float asm sideeffect "", "=f,0,~{memory}"(float %1050)
  store float %1051, ptr %1049, align 4
  %1052 = getelementptr inbounds float, ptr %906, i64 48
  %1053 = load float, ptr %1052, align 4
  %1054 = call float asm sideeffect "", "=f,0,~{memory}"(float %1053)
  store float %1054, ptr %1052, align 4
  %1055 = getelementptr inbounds float, ptr %906, i64 49
  %1056 = load float, ptr %1055, align 4
  %1057 = call float asm sideeffect "", "=f,0,~{memory}"(float %1056)
  store float %1057, ptr %1055, align 4
  %1058 = getelementptr inbounds float, ptr %906, i64 50
  %1059 = load float, ptr %1058, align 4
  %1060 = call float asm sideeffect "", "=f,0,~{memory}"(float %1059)
  store float %1060, ptr %1058, align 4
  %1061 = getelementptr inbounds float, ptr %906, i64 51
  %1062 = load float, ptr %1061, align 4
  %1063 = call float asm sideeffect "", "=f,0,~{memory}"(float %1062)
  store float %1063, ptr %1061, align 4
  %1064 = getelementptr inbounds float, ptr %906, i64 52
  %1065 = load float, ptr %1064, align 4
  %1066 = call float asm sideeffect "", "=f,0,~{memory}"(float %1065)
  store float %1066, ptr %1064, align 4
  %1067 = getelementptr inbounds float, ptr %906, i64 53
  %1068 = load float, ptr %1067, align 4
  %1069 = call float asm sideeffect "", "=f,0,~{memory}"(float %1068)
  store float %1069, ptr %1067, align 4
  %1070 = getelementptr inbounds float, ptr %906, i64 54
  %1071 = load float, ptr %1070, align 4
  %1072 = call float asm sideeffect "", "=f,0,~{memory}"(float %1071)
  store float %1072, ptr %1070, align 4
  %1073 = getelementptr inbounds float, ptr %906, i64 55
  %1074 = load float, ptr %1073, align 4
  %1075 = call float asm sideeffect "", "=f,0,~{memory}"(float %1074)
  store float %1075, ptr %1073, align 4
  %1076 = getelementptr inbounds float, ptr %906, i64 56
  %1077 = load float, ptr %1076, align 4
  %1078 = call float asm sideeffect "", "=f,0,~{memory}"(float %1077)
  store float %1078, ptr %1076, align 4
  %1079 = getelementptr inbounds float, ptr %906, i64 57
  %1080 = load float, ptr %1079, align 4
  %1081 = call float asm sideeffect "", "=f,0,~{memory}"(float %1080)
  store float %1081, ptr %1079, align 4
  %1082 = getelementptr inbounds float, ptr %906, i64 58
  %1083 = load float, ptr %1082, align 4
  %1084 = call float asm sideeffect "", "=f,0,~{memory}"(float %1083)
  store float %1084, ptr %1082, align 4
  %1085 = getelementptr inbounds float, ptr %906, i64 59
  %1086 = load float, ptr %1085, align 4
  %1087 = call float asm sideeffect "", "=f,0,~{memory}"(float %1086)
  store float %1087, ptr %1085, align 4
  %1088 = getelementptr inbounds float, ptr %906, i64 60
  %1089 = load float, ptr %1088, align 4
  %1090 = call float asm sideeffect "", "=f,0,~{memory}"(float %1089)
  store float %1090, ptr %1088, align 4
  %1091 = getelementptr inbounds float, ptr %906, i64 61
  %1092 = load float, ptr %1091, align 4
  %1093 = call float asm sideeffect "", "=f,0,~{memory}"(float %1092)
  store float %1093, ptr %1091, align 4
  %1094 = getelementptr inbounds float, ptr %906, i64 62
  %1095 = load float, ptr %1094, align 4
  %1096 = call float asm sideeffect "", "=f,0,~{memory}"(float %1095)
  store float %1096, ptr %1094, align 4
  %1097 = getelementptr inbounds float, ptr %906, i64 63
  %1098 = load float, ptr %1097, align 4
  %1099 = call float asm sideeffect "", "=f,0,~{memory}"(float %1098)
  store float %1099, ptr %1097, align 4
  call void asm sideeffect "wgmma.fence.sync.aligned;", "~{memory}"() #6
  %1100 = mul i32 %warpgroup, 64
  %1101 = add i32 %1100, 0
  %1102 = mul i32 %1101, 64
  %1103 = zext i32 %1102 to i64
  %1104 = add i64 0, %1103
  %1105 = getelementptr inbounds half, ptr addrspace(3) %893, i64 %1104
  %1106 = ptrtoint ptr addrspace(3) %1105 to i64
  %1107 = and i64 %1106, 262143
  %1108 = lshr i64 %1107, 4
  %1109 = or i64 %1108, 4611686293305360384
  %1110 = getelementptr inbounds half, ptr addrspace(3) %905, i64 0
  %1111 = ptrtoint ptr addrspace(3) %1110 to i64
  %1112 = and i64 %1111, 262143
  %1113 = lshr i64 %1112, 4
  %1114 = or i64 %1113, 4611686293338849280
  %1115 = getelementptr inbounds float, ptr %906, i64 0
  %1116 = load float, ptr %1115, align 4
  %1117 = getelementptr inbounds float, ptr %906, i64 1
  %1118 = load float, ptr %1117, align 4
  %1119 = getelementptr inbounds float, ptr %906, i64 2
  %1120 = load float, ptr %1119, align 4
  %1121 = getelementptr inbounds float, ptr %906, i64 3
  %1122 = load float, ptr %1121, align 4
  %1123 = getelementptr inbounds float, ptr %906, i64 4
  %1124 = load float, ptr %1123, align 4
  %1125 = getelementptr inbounds float, ptr %906, i64 5
  %1126 = load float, ptr %1125, align 4
  %1127 = getelementptr inbounds float, ptr %906, i64 6
  %1128 = load float, ptr %1127, align 4
  %1129 = getelementptr inbounds float, ptr %906, i64 7
  %1130 = load float, ptr %1129, align 4
  %1131 = getelementptr inbounds float, ptr %906, i64 8
  %1132 = load float, ptr %1131, align 4
  %1133 = getelementptr inbounds float, ptr %906, i64 9
  %1134 = load float, ptr %1133, align 4
  %1135 = getelementptr inbounds float, ptr %906, i64 10
  %1136 = load float, ptr %1135, align 4
  %1137 = getelementptr inbounds float, ptr %906, i64 11
  %1138 = load float, ptr %1137, align 4
  %1139 = getelementptr inbounds float, ptr %906, i64 12
  %1140 = load float, ptr %1139, align 4
  %1141 = getelementptr inbounds float, ptr %906, i64 13
  %1142 = load float, ptr %1141, align 4
  %1143 = getelementptr inbounds float, ptr %906, i64 14
  %1144 = load float, ptr %1143, align 4
  %1145 = getelementptr inbounds float, ptr %906, i64 15
  %1146 = load float, ptr %1145, align 4
  %1147 = getelementptr inbounds float, ptr %906, i64 16
  %1148 = load float, ptr %1147, align 4
  %1149 = getelementptr inbounds float, ptr %906, i64 17
  %1150 = load float, ptr %1149, align 4
  %1151 = getelementptr inbounds float, ptr %906, i64 18
  %1152 = load float, ptr %1151, align 4
  %1153 = getelementptr inbounds float, ptr %906, i64 19
  %1154 = load float, ptr %1153, align 4
  %1155 = getelementptr inbounds float, ptr %906, i64 20
  %1156 = load float, ptr %1155, align 4
  %1157 = getelementptr inbounds float, ptr %906, i64 21
  %1158 = load float, ptr %1157, align 4
  %1159 = getelementptr inbounds float, ptr %906, i64 22
  %1160 = load float, ptr %1159, align 4
  %1161 = getelementptr inbounds float, ptr %906, i64 23
  %1162 = load float, ptr %1161, align 4
  %1163 = getelementptr inbounds float, ptr %906, i64 24
  %1164 = load float, ptr %1163, align 4
  %1165 = getelementptr inbounds float, ptr %906, i64 25
  %1166 = load float, ptr %1165, align 4
  %1167 = getelementptr inbounds float, ptr %906, i64 26
  %1168 = load float, ptr %1167, align 4
  %1169 = getelementptr inbounds float, ptr %906, i64 27
  %1170 = load float, ptr %1169, align 4
  %1171 = getelementptr inbounds float, ptr %906, i64 28
  %1172 = load float, ptr %1171, align 4
  %1173 = getelementptr inbounds float, ptr %906, i64 29
  %1174 = load float, ptr %1173, align 4
  %1175 = getelementptr inbounds float, ptr %906, i64 30
  %1176 = load float, ptr %1175, align 4
  %1177 = getelementptr inbounds float, ptr %906, i64 31
  %1178 = load float, ptr %1177, align 4
  %1179 = getelementptr inbounds float, ptr %906, i64 32
  %1180 = load float, ptr %1179, align 4
  %1181 = getelementptr inbounds float, ptr %906, i64 33
  %1182 = load float, ptr %1181, align 4
  %1183 = getelementptr inbounds float, ptr %906, i64 34
  %1184 = load float, ptr %1183, align 4
  %1185 = getelementptr inbounds float, ptr %906, i64 35
  %1186 = load float, ptr %1185, align 4
  %1187 = getelementptr inbounds float, ptr %906, i64 36
  %1188 = load float, ptr %1187, align 4
  %1189 = getelementptr inbounds float, ptr %906, i64 37
  %1190 = load float, ptr %1189, align 4
  %1191 = getelementptr inbounds float, ptr %906, i64 38
  %1192 = load float, ptr %1191, align 4
  %1193 = getelementptr inbounds float, ptr %906, i64 39
  %1194 = load float, ptr %1193, align 4
  %1195 = getelementptr inbounds float, ptr %906, i64 40
  %1196 = load float, ptr %1195, align 4
  %1197 = getelementptr inbounds float, ptr %906, i64 41
  %1198 = load float, ptr %1197, align 4
  %1199 = getelementptr inbounds float, ptr %906, i64 42
  %1200 = load float, ptr %1199, align 4
  %1201 = getelementptr inbounds float, ptr %906, i64 43
  %1202 = load float, ptr %1201, align 4
  %1203 = getelementptr inbounds float, ptr %906, i64 44
  %1204 = load float, ptr %1203, align 4
  %1205 = getelementptr inbounds float, ptr %906, i64 45
  %1206 = load float, ptr %1205, align 4
  %1207 = getelementptr inbounds float, ptr %906, i64 46
  %1208 = load float, ptr %1207, align 4
  %1209 = getelementptr inbounds float, ptr %906, i64 47
  %1210 = load float, ptr %1209, align 4
  %1211 = getelementptr inbounds float, ptr %906, i64 48
  %1212 = load float, ptr %1211, align 4
  %1213 = getelementptr inbounds float, ptr %906, i64 49
  %1214 = load float, ptr %1213, align 4
  %1215 = getelementptr inbounds float, ptr %906, i64 50
  %1216 = load float, ptr %1215, align 4
  %1217 = getelementptr inbounds float, ptr %906, i64 51
  %1218 = load float, ptr %1217, align 4
  %1219 = getelementptr inbounds float, ptr %906, i64 52
  %1220 = load float, ptr %1219, align 4
  %1221 = getelementptr inbounds float, ptr %906, i64 53
  %1222 = load float, ptr %1221, align 4
  %1223 = getelementptr inbounds float, ptr %906, i64 54
  %1224 = load float, ptr %1223, align 4
  %1225 = getelementptr inbounds float, ptr %906, i64 55
  %1226 = load float, ptr %1225, align 4
  %1227 = getelementptr inbounds float, ptr %906, i64 56
  %1228 = load float, ptr %1227, align 4
  %1229 = getelementptr inbounds float, ptr %906, i64 57
  %1230 = load float, ptr %1229, align 4
  %1231 = getelementptr inbounds float, ptr %906, i64 58
  %1232 = load float, ptr %1231, align 4
  %1233 = getelementptr inbounds float, ptr %906, i64 59
  %1234 = load float, ptr %1233, align 4
  %1235 = getelementptr inbounds float, ptr %906, i64 60
  %1236 = load float, ptr %1235, align 4
  %1237 = getelementptr inbounds float, ptr %906, i64 61
  %1238 = load float, ptr %1237, align 4
  %1239 = getelementptr inbounds float, ptr %906, i64 62
  %1240 = load float, ptr %1239, align 4
  %1241 = getelementptr inbounds float, ptr %906, i64 63
  %1242 = load float, ptr %1241, align 4
  %1243 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %1109, i64 %1114, i32 1, float %1116, float %1118, float %1120, float %1122, float %1124, float %1126, float %1128, float %1130, float %1132, float %1134, float %1136, float %1138, float %1140, float %1142, float %1144, float %1146, float %1148, float %1150, float %1152, float %1154, float %1156, float %1158, float %1160, float %1162, float %1164, float %1166, float %1168, float %1170, float %1172, float %1174, float %1176, float %1178, float %1180, float %1182, float %1184, float %1186, float %1188, float %1190, float %1192, float %1194, float %1196, float %1198, float %1200, float %1202, float %1204, float %1206, float %1208, float %1210, float %1212, float %1214, float %1216, float %1218, float %1220, float %1222, float %1224, float %1226, float %1228, float %1230, float %1232, float %1234, float %1236, float %1238, float %1240, float %1242) #6
  %1244 = getelementptr inbounds float, ptr %906, i64 0
  %1245 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 0
  store float %1245, ptr %1244, align 4
  %1246 = getelementptr inbounds float, ptr %906, i64 1
  %1247 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 1
  store float %1247, ptr %1246, align 4
  %1248 = getelementptr inbounds float, ptr %906, i64 2
  %1249 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 2
  store float %1249, ptr %1248, align 4
  %1250 = getelementptr inbounds float, ptr %906, i64 3
  %1251 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 3
  store float %1251, ptr %1250, align 4
  %1252 = getelementptr inbounds float, ptr %906, i64 4
  %1253 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 4
  store float %1253, ptr %1252, align 4
  %1254 = getelementptr inbounds float, ptr %906, i64 5
  %1255 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 5
  store float %1255, ptr %1254, align 4
  %1256 = getelementptr inbounds float, ptr %906, i64 6
  %1257 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 6
  store float %1257, ptr %1256, align 4
  %1258 = getelementptr inbounds float, ptr %906, i64 7
  %1259 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 7
  store float %1259, ptr %1258, align 4
  %1260 = getelementptr inbounds float, ptr %906, i64 8
  %1261 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 8
  store float %1261, ptr %1260, align 4
  %1262 = getelementptr inbounds float, ptr %906, i64 9
  %1263 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 9
  store float %1263, ptr %1262, align 4
  %1264 = getelementptr inbounds float, ptr %906, i64 10
  %1265 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 10
  store float %1265, ptr %1264, align 4
  %1266 = getelementptr inbounds float, ptr %906, i64 11
  %1267 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 11
  store float %1267, ptr %1266, align 4
  %1268 = getelementptr inbounds float, ptr %906, i64 12
  %1269 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 12
  store float %1269, ptr %1268, align 4
  %1270 = getelementptr inbounds float, ptr %906, i64 13
  %1271 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 13
  store float %1271, ptr %1270, align 4
  %1272 = getelementptr inbounds float, ptr %906, i64 14
  %1273 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 14
  store float %1273, ptr %1272, align 4
  %1274 = getelementptr inbounds float, ptr %906, i64 15
  %1275 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 15
  store float %1275, ptr %1274, align 4
  %1276 = getelementptr inbounds float, ptr %906, i64 16
  %1277 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 16
  store float %1277, ptr %1276, align 4
  %1278 = getelementptr inbounds float, ptr %906, i64 17
  %1279 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 17
  store float %1279, ptr %1278, align 4
  %1280 = getelementptr inbounds float, ptr %906, i64 18
  %1281 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 18
  store float %1281, ptr %1280, align 4
  %1282 = getelementptr inbounds float, ptr %906, i64 19
  %1283 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 19
  store float %1283, ptr %1282, align 4
  %1284 = getelementptr inbounds float, ptr %906, i64 20
  %1285 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 20
  store float %1285, ptr %1284, align 4
  %1286 = getelementptr inbounds float, ptr %906, i64 21
  %1287 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 21
  store float %1287, ptr %1286, align 4
  %1288 = getelementptr inbounds float, ptr %906, i64 22
  %1289 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 22
  store float %1289, ptr %1288, align 4
  %1290 = getelementptr inbounds float, ptr %906, i64 23
  %1291 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 23
  store float %1291, ptr %1290, align 4
  %1292 = getelementptr inbounds float, ptr %906, i64 24
  %1293 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 24
  store float %1293, ptr %1292, align 4
  %1294 = getelementptr inbounds float, ptr %906, i64 25
  %1295 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 25
  store float %1295, ptr %1294, align 4
  %1296 = getelementptr inbounds float, ptr %906, i64 26
  %1297 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 26
  store float %1297, ptr %1296, align 4
  %1298 = getelementptr inbounds float, ptr %906, i64 27
  %1299 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 27
  store float %1299, ptr %1298, align 4
  %1300 = getelementptr inbounds float, ptr %906, i64 28
  %1301 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 28
  store float %1301, ptr %1300, align 4
  %1302 = getelementptr inbounds float, ptr %906, i64 29
  %1303 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 29
  store float %1303, ptr %1302, align 4
  %1304 = getelementptr inbounds float, ptr %906, i64 30
  %1305 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 30
  store float %1305, ptr %1304, align 4
  %1306 = getelementptr inbounds float, ptr %906, i64 31
  %1307 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 31
  store float %1307, ptr %1306, align 4
  %1308 = getelementptr inbounds float, ptr %906, i64 32
  %1309 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 32
  store float %1309, ptr %1308, align 4
  %1310 = getelementptr inbounds float, ptr %906, i64 33
  %1311 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 33
  store float %1311, ptr %1310, align 4
  %1312 = getelementptr inbounds float, ptr %906, i64 34
  %1313 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 34
  store float %1313, ptr %1312, align 4
  %1314 = getelementptr inbounds float, ptr %906, i64 35
  %1315 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 35
  store float %1315, ptr %1314, align 4
  %1316 = getelementptr inbounds float, ptr %906, i64 36
  %1317 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 36
  store float %1317, ptr %1316, align 4
  %1318 = getelementptr inbounds float, ptr %906, i64 37
  %1319 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 37
  store float %1319, ptr %1318, align 4
  %1320 = getelementptr inbounds float, ptr %906, i64 38
  %1321 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 38
  store float %1321, ptr %1320, align 4
  %1322 = getelementptr inbounds float, ptr %906, i64 39
  %1323 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 39
  store float %1323, ptr %1322, align 4
  %1324 = getelementptr inbounds float, ptr %906, i64 40
  %1325 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 40
  store float %1325, ptr %1324, align 4
  %1326 = getelementptr inbounds float, ptr %906, i64 41
  %1327 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 41
  store float %1327, ptr %1326, align 4
  %1328 = getelementptr inbounds float, ptr %906, i64 42
  %1329 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 42
  store float %1329, ptr %1328, align 4
  %1330 = getelementptr inbounds float, ptr %906, i64 43
  %1331 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 43
  store float %1331, ptr %1330, align 4
  %1332 = getelementptr inbounds float, ptr %906, i64 44
  %1333 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 44
  store float %1333, ptr %1332, align 4
  %1334 = getelementptr inbounds float, ptr %906, i64 45
  %1335 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 45
  store float %1335, ptr %1334, align 4
  %1336 = getelementptr inbounds float, ptr %906, i64 46
  %1337 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 46
  store float %1337, ptr %1336, align 4
  %1338 = getelementptr inbounds float, ptr %906, i64 47
  %1339 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 47
  store float %1339, ptr %1338, align 4
  %1340 = getelementptr inbounds float, ptr %906, i64 48
  %1341 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 48
  store float %1341, ptr %1340, align 4
  %1342 = getelementptr inbounds float, ptr %906, i64 49
  %1343 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 49
  store float %1343, ptr %1342, align 4
  %1344 = getelementptr inbounds float, ptr %906, i64 50
  %1345 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 50
  store float %1345, ptr %1344, align 4
  %1346 = getelementptr inbounds float, ptr %906, i64 51
  %1347 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 51
  store float %1347, ptr %1346, align 4
  %1348 = getelementptr inbounds float, ptr %906, i64 52
  %1349 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 52
  store float %1349, ptr %1348, align 4
  %1350 = getelementptr inbounds float, ptr %906, i64 53
  %1351 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 53
  store float %1351, ptr %1350, align 4
  %1352 = getelementptr inbounds float, ptr %906, i64 54
  %1353 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 54
  store float %1353, ptr %1352, align 4
  %1354 = getelementptr inbounds float, ptr %906, i64 55
  %1355 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 55
  store float %1355, ptr %1354, align 4
  %1356 = getelementptr inbounds float, ptr %906, i64 56
  %1357 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 56
  store float %1357, ptr %1356, align 4
  %1358 = getelementptr inbounds float, ptr %906, i64 57
  %1359 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 57
  store float %1359, ptr %1358, align 4
  %1360 = getelementptr inbounds float, ptr %906, i64 58
  %1361 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 58
  store float %1361, ptr %1360, align 4
  %1362 = getelementptr inbounds float, ptr %906, i64 59
  %1363 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 59
  store float %1363, ptr %1362, align 4
  %1364 = getelementptr inbounds float, ptr %906, i64 60
  %1365 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 60
  store float %1365, ptr %1364, align 4
  %1366 = getelementptr inbounds float, ptr %906, i64 61
  %1367 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 61
  store float %1367, ptr %1366, align 4
  %1368 = getelementptr inbounds float, ptr %906, i64 62
  %1369 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 62
  store float %1369, ptr %1368, align 4
  %1370 = getelementptr inbounds float, ptr %906, i64 63
  %1371 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1243, 63
  store float %1371, ptr %1370, align 4
  %1372 = zext i32 %1102 to i64
  %1373 = add i64 16, %1372
  %1374 = getelementptr inbounds half, ptr addrspace(3) %893, i64 %1373
  %1375 = ptrtoint ptr addrspace(3) %1374 to i64
  %1376 = and i64 %1375, 262143
  %1377 = lshr i64 %1376, 4
  %1378 = or i64 %1377, 4611686293305360384
  %1379 = getelementptr inbounds half, ptr addrspace(3) %905, i64 1024
  %1380 = ptrtoint ptr addrspace(3) %1379 to i64
  %1381 = and i64 %1380, 262143
  %1382 = lshr i64 %1381, 4
  %1383 = or i64 %1382, 4611686293338849280
  %1384 = getelementptr inbounds float, ptr %906, i64 0
  %1385 = load float, ptr %1384, align 4
  %1386 = getelementptr inbounds float, ptr %906, i64 1
  %1387 = load float, ptr %1386, align 4
  %1388 = getelementptr inbounds float, ptr %906, i64 2
  %1389 = load float, ptr %1388, align 4
  %1390 = getelementptr inbounds float, ptr %906, i64 3
  %1391 = load float, ptr %1390, align 4
  %1392 = getelementptr inbounds float, ptr %906, i64 4
  %1393 = load float, ptr %1392, align 4
  %1394 = getelementptr inbounds float, ptr %906, i64 5
  %1395 = load float, ptr %1394, align 4
  %1396 = getelementptr inbounds float, ptr %906, i64 6
  %1397 = load float, ptr %1396, align 4
  %1398 = getelementptr inbounds float, ptr %906, i64 7
  %1399 = load float, ptr %1398, align 4
  %1400 = getelementptr inbounds float, ptr %906, i64 8
  %1401 = load float, ptr %1400, align 4
  %1402 = getelementptr inbounds float, ptr %906, i64 9
  %1403 = load float, ptr %1402, align 4
  %1404 = getelementptr inbounds float, ptr %906, i64 10
  %1405 = load float, ptr %1404, align 4
  %1406 = getelementptr inbounds float, ptr %906, i64 11
  %1407 = load float, ptr %1406, align 4
  %1408 = getelementptr inbounds float, ptr %906, i64 12
  %1409 = load float, ptr %1408, align 4
  %1410 = getelementptr inbounds float, ptr %906, i64 13
  %1411 = load float, ptr %1410, align 4
  %1412 = getelementptr inbounds float, ptr %906, i64 14
  %1413 = load float, ptr %1412, align 4
  %1414 = getelementptr inbounds float, ptr %906, i64 15
  %1415 = load float, ptr %1414, align 4
  %1416 = getelementptr inbounds float, ptr %906, i64 16
  %1417 = load float, ptr %1416, align 4
  %1418 = getelementptr inbounds float, ptr %906, i64 17
  %1419 = load float, ptr %1418, align 4
  %1420 = getelementptr inbounds float, ptr %906, i64 18
  %1421 = load float, ptr %1420, align 4
  %1422 = getelementptr inbounds float, ptr %906, i64 19
  %1423 = load float, ptr %1422, align 4
  %1424 = getelementptr inbounds float, ptr %906, i64 20
  %1425 = load float, ptr %1424, align 4
  %1426 = getelementptr inbounds float, ptr %906, i64 21
  %1427 = load float, ptr %1426, align 4
  %1428 = getelementptr inbounds float, ptr %906, i64 22
  %1429 = load float, ptr %1428, align 4
  %1430 = getelementptr inbounds float, ptr %906, i64 23
  %1431 = load float, ptr %1430, align 4
  %1432 = getelementptr inbounds float, ptr %906, i64 24
  %1433 = load float, ptr %1432, align 4
  %1434 = getelementptr inbounds float, ptr %906, i64 25
  %1435 = load float, ptr %1434, align 4
  %1436 = getelementptr inbounds float, ptr %906, i64 26
  %1437 = load float, ptr %1436, align 4
  %1438 = getelementptr inbounds float, ptr %906, i64 27
  %1439 = load float, ptr %1438, align 4
  %1440 = getelementptr inbounds float, ptr %906, i64 28
  %1441 = load float, ptr %1440, align 4
  %1442 = getelementptr inbounds float, ptr %906, i64 29
  %1443 = load float, ptr %1442, align 4
  %1444 = getelementptr inbounds float, ptr %906, i64 30
  %1445 = load float, ptr %1444, align 4
  %1446 = getelementptr inbounds float, ptr %906, i64 31
  %1447 = load float, ptr %1446, align 4
  %1448 = getelementptr inbounds float, ptr %906, i64 32
  %1449 = load float, ptr %1448, align 4
  %1450 = getelementptr inbounds float, ptr %906, i64 33
  %1451 = load float, ptr %1450, align 4
  %1452 = getelementptr inbounds float, ptr %906, i64 34
  %1453 = load float, ptr %1452, align 4
  %1454 = getelementptr inbounds float, ptr %906, i64 35
  %1455 = load float, ptr %1454, align 4
  %1456 = getelementptr inbounds float, ptr %906, i64 36
  %1457 = load float, ptr %1456, align 4
  %1458 = getelementptr inbounds float, ptr %906, i64 37
  %1459 = load float, ptr %1458, align 4
  %1460 = getelementptr inbounds float, ptr %906, i64 38
  %1461 = load float, ptr %1460, align 4
  %1462 = getelementptr inbounds float, ptr %906, i64 39
  %1463 = load float, ptr %1462, align 4
  %1464 = getelementptr inbounds float, ptr %906, i64 40
  %1465 = load float, ptr %1464, align 4
  %1466 = getelementptr inbounds float, ptr %906, i64 41
  %1467 = load float, ptr %1466, align 4
  %1468 = getelementptr inbounds float, ptr %906, i64 42
  %1469 = load float, ptr %1468, align 4
  %1470 = getelementptr inbounds float, ptr %906, i64 43
  %1471 = load float, ptr %1470, align 4
  %1472 = getelementptr inbounds float, ptr %906, i64 44
  %1473 = load float, ptr %1472, align 4
  %1474 = getelementptr inbounds float, ptr %906, i64 45
  %1475 = load float, ptr %1474, align 4
  %1476 = getelementptr inbounds float, ptr %906, i64 46
  %1477 = load float, ptr %1476, align 4
  %1478 = getelementptr inbounds float, ptr %906, i64 47
  %1479 = load float, ptr %1478, align 4
  %1480 = getelementptr inbounds float, ptr %906, i64 48
  %1481 = load float, ptr %1480, align 4
  %1482 = getelementptr inbounds float, ptr %906, i64 49
  %1483 = load float, ptr %1482, align 4
  %1484 = getelementptr inbounds float, ptr %906, i64 50
  %1485 = load float, ptr %1484, align 4
  %1486 = getelementptr inbounds float, ptr %906, i64 51
  %1487 = load float, ptr %1486, align 4
  %1488 = getelementptr inbounds float, ptr %906, i64 52
  %1489 = load float, ptr %1488, align 4
  %1490 = getelementptr inbounds float, ptr %906, i64 53
  %1491 = load float, ptr %1490, align 4
  %1492 = getelementptr inbounds float, ptr %906, i64 54
  %1493 = load float, ptr %1492, align 4
  %1494 = getelementptr inbounds float, ptr %906, i64 55
  %1495 = load float, ptr %1494, align 4
  %1496 = getelementptr inbounds float, ptr %906, i64 56
  %1497 = load float, ptr %1496, align 4
  %1498 = getelementptr inbounds float, ptr %906, i64 57
  %1499 = load float, ptr %1498, align 4
  %1500 = getelementptr inbounds float, ptr %906, i64 58
  %1501 = load float, ptr %1500, align 4
  %1502 = getelementptr inbounds float, ptr %906, i64 59
  %1503 = load float, ptr %1502, align 4
  %1504 = getelementptr inbounds float, ptr %906, i64 60
  %1505 = load float, ptr %1504, align 4
  %1506 = getelementptr inbounds float, ptr %906, i64 61
  %1507 = load float, ptr %1506, align 4
  %1508 = getelementptr inbounds float, ptr %906, i64 62
  %1509 = load float, ptr %1508, align 4
  %1510 = getelementptr inbounds float, ptr %906, i64 63
  %1511 = load float, ptr %1510, align 4
  %1512 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %1378, i64 %1383, i32 1, float %1385, float %1387, float %1389, float %1391, float %1393, float %1395, float %1397, float %1399, float %1401, float %1403, float %1405, float %1407, float %1409, float %1411, float %1413, float %1415, float %1417, float %1419, float %1421, float %1423, float %1425, float %1427, float %1429, float %1431, float %1433, float %1435, float %1437, float %1439, float %1441, float %1443, float %1445, float %1447, float %1449, float %1451, float %1453, float %1455, float %1457, float %1459, float %1461, float %1463, float %1465, float %1467, float %1469, float %1471, float %1473, float %1475, float %1477, float %1479, float %1481, float %1483, float %1485, float %1487, float %1489, float %1491, float %1493, float %1495, float %1497, float %1499, float %1501, float %1503, float %1505, float %1507, float %1509, float %1511) #6
  %1513 = getelementptr inbounds float, ptr %906, i64 0
  %1514 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 0
  store float %1514, ptr %1513, align 4
  %1515 = getelementptr inbounds float, ptr %906, i64 1
  %1516 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 1
  store float %1516, ptr %1515, align 4
  %1517 = getelementptr inbounds float, ptr %906, i64 2
  %1518 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 2
  store float %1518, ptr %1517, align 4
  %1519 = getelementptr inbounds float, ptr %906, i64 3
  %1520 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 3
  store float %1520, ptr %1519, align 4
  %1521 = getelementptr inbounds float, ptr %906, i64 4
  %1522 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 4
  store float %1522, ptr %1521, align 4
  %1523 = getelementptr inbounds float, ptr %906, i64 5
  %1524 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 5
  store float %1524, ptr %1523, align 4
  %1525 = getelementptr inbounds float, ptr %906, i64 6
  %1526 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 6
  store float %1526, ptr %1525, align 4
  %1527 = getelementptr inbounds float, ptr %906, i64 7
  %1528 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 7
  store float %1528, ptr %1527, align 4
  %1529 = getelementptr inbounds float, ptr %906, i64 8
  %1530 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 8
  store float %1530, ptr %1529, align 4
  %1531 = getelementptr inbounds float, ptr %906, i64 9
  %1532 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 9
  store float %1532, ptr %1531, align 4
  %1533 = getelementptr inbounds float, ptr %906, i64 10
  %1534 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 10
  store float %1534, ptr %1533, align 4
  %1535 = getelementptr inbounds float, ptr %906, i64 11
  %1536 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 11
  store float %1536, ptr %1535, align 4
  %1537 = getelementptr inbounds float, ptr %906, i64 12
  %1538 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 12
  store float %1538, ptr %1537, align 4
  %1539 = getelementptr inbounds float, ptr %906, i64 13
  %1540 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 13
  store float %1540, ptr %1539, align 4
  %1541 = getelementptr inbounds float, ptr %906, i64 14
  %1542 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 14
  store float %1542, ptr %1541, align 4
  %1543 = getelementptr inbounds float, ptr %906, i64 15
  %1544 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 15
  store float %1544, ptr %1543, align 4
  %1545 = getelementptr inbounds float, ptr %906, i64 16
  %1546 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 16
  store float %1546, ptr %1545, align 4
  %1547 = getelementptr inbounds float, ptr %906, i64 17
  %1548 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 17
  store float %1548, ptr %1547, align 4
  %1549 = getelementptr inbounds float, ptr %906, i64 18
  %1550 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 18
  store float %1550, ptr %1549, align 4
  %1551 = getelementptr inbounds float, ptr %906, i64 19
  %1552 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 19
  store float %1552, ptr %1551, align 4
  %1553 = getelementptr inbounds float, ptr %906, i64 20
  %1554 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 20
  store float %1554, ptr %1553, align 4
  %1555 = getelementptr inbounds float, ptr %906, i64 21
  %1556 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 21
  store float %1556, ptr %1555, align 4
  %1557 = getelementptr inbounds float, ptr %906, i64 22
  %1558 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 22
  store float %1558, ptr %1557, align 4
  %1559 = getelementptr inbounds float, ptr %906, i64 23
  %1560 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 23
  store float %1560, ptr %1559, align 4
  %1561 = getelementptr inbounds float, ptr %906, i64 24
  %1562 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 24
  store float %1562, ptr %1561, align 4
  %1563 = getelementptr inbounds float, ptr %906, i64 25
  %1564 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 25
  store float %1564, ptr %1563, align 4
  %1565 = getelementptr inbounds float, ptr %906, i64 26
  %1566 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 26
  store float %1566, ptr %1565, align 4
  %1567 = getelementptr inbounds float, ptr %906, i64 27
  %1568 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 27
  store float %1568, ptr %1567, align 4
  %1569 = getelementptr inbounds float, ptr %906, i64 28
  %1570 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 28
  store float %1570, ptr %1569, align 4
  %1571 = getelementptr inbounds float, ptr %906, i64 29
  %1572 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 29
  store float %1572, ptr %1571, align 4
  %1573 = getelementptr inbounds float, ptr %906, i64 30
  %1574 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 30
  store float %1574, ptr %1573, align 4
  %1575 = getelementptr inbounds float, ptr %906, i64 31
  %1576 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 31
  store float %1576, ptr %1575, align 4
  %1577 = getelementptr inbounds float, ptr %906, i64 32
  %1578 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 32
  store float %1578, ptr %1577, align 4
  %1579 = getelementptr inbounds float, ptr %906, i64 33
  %1580 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 33
  store float %1580, ptr %1579, align 4
  %1581 = getelementptr inbounds float, ptr %906, i64 34
  %1582 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 34
  store float %1582, ptr %1581, align 4
  %1583 = getelementptr inbounds float, ptr %906, i64 35
  %1584 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 35
  store float %1584, ptr %1583, align 4
  %1585 = getelementptr inbounds float, ptr %906, i64 36
  %1586 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 36
  store float %1586, ptr %1585, align 4
  %1587 = getelementptr inbounds float, ptr %906, i64 37
  %1588 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 37
  store float %1588, ptr %1587, align 4
  %1589 = getelementptr inbounds float, ptr %906, i64 38
  %1590 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 38
  store float %1590, ptr %1589, align 4
  %1591 = getelementptr inbounds float, ptr %906, i64 39
  %1592 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 39
  store float %1592, ptr %1591, align 4
  %1593 = getelementptr inbounds float, ptr %906, i64 40
  %1594 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 40
  store float %1594, ptr %1593, align 4
  %1595 = getelementptr inbounds float, ptr %906, i64 41
  %1596 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 41
  store float %1596, ptr %1595, align 4
  %1597 = getelementptr inbounds float, ptr %906, i64 42
  %1598 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 42
  store float %1598, ptr %1597, align 4
  %1599 = getelementptr inbounds float, ptr %906, i64 43
  %1600 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 43
  store float %1600, ptr %1599, align 4
  %1601 = getelementptr inbounds float, ptr %906, i64 44
  %1602 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 44
  store float %1602, ptr %1601, align 4
  %1603 = getelementptr inbounds float, ptr %906, i64 45
  %1604 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 45
  store float %1604, ptr %1603, align 4
  %1605 = getelementptr inbounds float, ptr %906, i64 46
  %1606 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 46
  store float %1606, ptr %1605, align 4
  %1607 = getelementptr inbounds float, ptr %906, i64 47
  %1608 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 47
  store float %1608, ptr %1607, align 4
  %1609 = getelementptr inbounds float, ptr %906, i64 48
  %1610 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 48
  store float %1610, ptr %1609, align 4
  %1611 = getelementptr inbounds float, ptr %906, i64 49
  %1612 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 49
  store float %1612, ptr %1611, align 4
  %1613 = getelementptr inbounds float, ptr %906, i64 50
  %1614 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 50
  store float %1614, ptr %1613, align 4
  %1615 = getelementptr inbounds float, ptr %906, i64 51
  %1616 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 51
  store float %1616, ptr %1615, align 4
  %1617 = getelementptr inbounds float, ptr %906, i64 52
  %1618 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 52
  store float %1618, ptr %1617, align 4
  %1619 = getelementptr inbounds float, ptr %906, i64 53
  %1620 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 53
  store float %1620, ptr %1619, align 4
  %1621 = getelementptr inbounds float, ptr %906, i64 54
  %1622 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 54
  store float %1622, ptr %1621, align 4
  %1623 = getelementptr inbounds float, ptr %906, i64 55
  %1624 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 55
  store float %1624, ptr %1623, align 4
  %1625 = getelementptr inbounds float, ptr %906, i64 56
  %1626 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 56
  store float %1626, ptr %1625, align 4
  %1627 = getelementptr inbounds float, ptr %906, i64 57
  %1628 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 57
  store float %1628, ptr %1627, align 4
  %1629 = getelementptr inbounds float, ptr %906, i64 58
  %1630 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 58
  store float %1630, ptr %1629, align 4
  %1631 = getelementptr inbounds float, ptr %906, i64 59
  %1632 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 59
  store float %1632, ptr %1631, align 4
  %1633 = getelementptr inbounds float, ptr %906, i64 60
  %1634 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 60
  store float %1634, ptr %1633, align 4
  %1635 = getelementptr inbounds float, ptr %906, i64 61
  %1636 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 61
  store float %1636, ptr %1635, align 4
  %1637 = getelementptr inbounds float, ptr %906, i64 62
  %1638 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 62
  store float %1638, ptr %1637, align 4
  %1639 = getelementptr inbounds float, ptr %906, i64 63
  %1640 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1512, 63
  store float %1640, ptr %1639, align 4
  %1641 = zext i32 %1102 to i64
  %1642 = add i64 32, %1641
  %1643 = getelementptr inbounds half, ptr addrspace(3) %893, i64 %1642
  %1644 = ptrtoint ptr addrspace(3) %1643 to i64
  %1645 = and i64 %1644, 262143
  %1646 = lshr i64 %1645, 4
  %1647 = or i64 %1646, 4611686293305360384
  %1648 = getelementptr inbounds half, ptr addrspace(3) %905, i64 2048
  %1649 = ptrtoint ptr addrspace(3) %1648 to i64
  %1650 = and i64 %1649, 262143
  %1651 = lshr i64 %1650, 4
  %1652 = or i64 %1651, 4611686293338849280
  %1653 = getelementptr inbounds float, ptr %906, i64 0
  %1654 = load float, ptr %1653, align 4
  %1655 = getelementptr inbounds float, ptr %906, i64 1
  %1656 = load float, ptr %1655, align 4
  %1657 = getelementptr inbounds float, ptr %906, i64 2
  %1658 = load float, ptr %1657, align 4
  %1659 = getelementptr inbounds float, ptr %906, i64 3
  %1660 = load float, ptr %1659, align 4
  %1661 = getelementptr inbounds float, ptr %906, i64 4
  %1662 = load float, ptr %1661, align 4
  %1663 = getelementptr inbounds float, ptr %906, i64 5
  %1664 = load float, ptr %1663, align 4
  %1665 = getelementptr inbounds float, ptr %906, i64 6
  %1666 = load float, ptr %1665, align 4
  %1667 = getelementptr inbounds float, ptr %906, i64 7
  %1668 = load float, ptr %1667, align 4
  %1669 = getelementptr inbounds float, ptr %906, i64 8
  %1670 = load float, ptr %1669, align 4
  %1671 = getelementptr inbounds float, ptr %906, i64 9
  %1672 = load float, ptr %1671, align 4
  %1673 = getelementptr inbounds float, ptr %906, i64 10
  %1674 = load float, ptr %1673, align 4
  %1675 = getelementptr inbounds float, ptr %906, i64 11
  %1676 = load float, ptr %1675, align 4
  %1677 = getelementptr inbounds float, ptr %906, i64 12
  %1678 = load float, ptr %1677, align 4
  %1679 = getelementptr inbounds float, ptr %906, i64 13
  %1680 = load float, ptr %1679, align 4
  %1681 = getelementptr inbounds float, ptr %906, i64 14
  %1682 = load float, ptr %1681, align 4
  %1683 = getelementptr inbounds float, ptr %906, i64 15
  %1684 = load float, ptr %1683, align 4
  %1685 = getelementptr inbounds float, ptr %906, i64 16
  %1686 = load float, ptr %1685, align 4
  %1687 = getelementptr inbounds float, ptr %906, i64 17
  %1688 = load float, ptr %1687, align 4
  %1689 = getelementptr inbounds float, ptr %906, i64 18
  %1690 = load float, ptr %1689, align 4
  %1691 = getelementptr inbounds float, ptr %906, i64 19
  %1692 = load float, ptr %1691, align 4
  %1693 = getelementptr inbounds float, ptr %906, i64 20
  %1694 = load float, ptr %1693, align 4
  %1695 = getelementptr inbounds float, ptr %906, i64 21
  %1696 = load float, ptr %1695, align 4
  %1697 = getelementptr inbounds float, ptr %906, i64 22
  %1698 = load float, ptr %1697, align 4
  %1699 = getelementptr inbounds float, ptr %906, i64 23
  %1700 = load float, ptr %1699, align 4
  %1701 = getelementptr inbounds float, ptr %906, i64 24
  %1702 = load float, ptr %1701, align 4
  %1703 = getelementptr inbounds float, ptr %906, i64 25
  %1704 = load float, ptr %1703, align 4
  %1705 = getelementptr inbounds float, ptr %906, i64 26
  %1706 = load float, ptr %1705, align 4
  %1707 = getelementptr inbounds float, ptr %906, i64 27
  %1708 = load float, ptr %1707, align 4
  %1709 = getelementptr inbounds float, ptr %906, i64 28
  %1710 = load float, ptr %1709, align 4
  %1711 = getelementptr inbounds float, ptr %906, i64 29
  %1712 = load float, ptr %1711, align 4
  %1713 = getelementptr inbounds float, ptr %906, i64 30
  %1714 = load float, ptr %1713, align 4
  %1715 = getelementptr inbounds float, ptr %906, i64 31
  %1716 = load float, ptr %1715, align 4
  %1717 = getelementptr inbounds float, ptr %906, i64 32
  %1718 = load float, ptr %1717, align 4
  %1719 = getelementptr inbounds float, ptr %906, i64 33
  %1720 = load float, ptr %1719, align 4
  %1721 = getelementptr inbounds float, ptr %906, i64 34
  %1722 = load float, ptr %1721, align 4
  %1723 = getelementptr inbounds float, ptr %906, i64 35
  %1724 = load float, ptr %1723, align 4
  %1725 = getelementptr inbounds float, ptr %906, i64 36
  %1726 = load float, ptr %1725, align 4
  %1727 = getelementptr inbounds float, ptr %906, i64 37
  %1728 = load float, ptr %1727, align 4
  %1729 = getelementptr inbounds float, ptr %906, i64 38
  %1730 = load float, ptr %1729, align 4
  %1731 = getelementptr inbounds float, ptr %906, i64 39
  %1732 = load float, ptr %1731, align 4
  %1733 = getelementptr inbounds float, ptr %906, i64 40
  %1734 = load float, ptr %1733, align 4
  %1735 = getelementptr inbounds float, ptr %906, i64 41
  %1736 = load float, ptr %1735, align 4
  %1737 = getelementptr inbounds float, ptr %906, i64 42
  %1738 = load float, ptr %1737, align 4
  %1739 = getelementptr inbounds float, ptr %906, i64 43
  %1740 = load float, ptr %1739, align 4
  %1741 = getelementptr inbounds float, ptr %906, i64 44
  %1742 = load float, ptr %1741, align 4
  %1743 = getelementptr inbounds float, ptr %906, i64 45
  %1744 = load float, ptr %1743, align 4
  %1745 = getelementptr inbounds float, ptr %906, i64 46
  %1746 = load float, ptr %1745, align 4
  %1747 = getelementptr inbounds float, ptr %906, i64 47
  %1748 = load float, ptr %1747, align 4
  %1749 = getelementptr inbounds float, ptr %906, i64 48
  %1750 = load float, ptr %1749, align 4
  %1751 = getelementptr inbounds float, ptr %906, i64 49
  %1752 = load float, ptr %1751, align 4
  %1753 = getelementptr inbounds float, ptr %906, i64 50
  %1754 = load float, ptr %1753, align 4
  %1755 = getelementptr inbounds float, ptr %906, i64 51
  %1756 = load float, ptr %1755, align 4
  %1757 = getelementptr inbounds float, ptr %906, i64 52
  %1758 = load float, ptr %1757, align 4
  %1759 = getelementptr inbounds float, ptr %906, i64 53
  %1760 = load float, ptr %1759, align 4
  %1761 = getelementptr inbounds float, ptr %906, i64 54
  %1762 = load float, ptr %1761, align 4
  %1763 = getelementptr inbounds float, ptr %906, i64 55
  %1764 = load float, ptr %1763, align 4
  %1765 = getelementptr inbounds float, ptr %906, i64 56
  %1766 = load float, ptr %1765, align 4
  %1767 = getelementptr inbounds float, ptr %906, i64 57
  %1768 = load float, ptr %1767, align 4
  %1769 = getelementptr inbounds float, ptr %906, i64 58
  %1770 = load float, ptr %1769, align 4
  %1771 = getelementptr inbounds float, ptr %906, i64 59
  %1772 = load float, ptr %1771, align 4
  %1773 = getelementptr inbounds float, ptr %906, i64 60
  %1774 = load float, ptr %1773, align 4
  %1775 = getelementptr inbounds float, ptr %906, i64 61
  %1776 = load float, ptr %1775, align 4
  %1777 = getelementptr inbounds float, ptr %906, i64 62
  %1778 = load float, ptr %1777, align 4
  %1779 = getelementptr inbounds float, ptr %906, i64 63
  %1780 = load float, ptr %1779, align 4
  %1781 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %1647, i64 %1652, i32 1, float %1654, float %1656, float %1658, float %1660, float %1662, float %1664, float %1666, float %1668, float %1670, float %1672, float %1674, float %1676, float %1678, float %1680, float %1682, float %1684, float %1686, float %1688, float %1690, float %1692, float %1694, float %1696, float %1698, float %1700, float %1702, float %1704, float %1706, float %1708, float %1710, float %1712, float %1714, float %1716, float %1718, float %1720, float %1722, float %1724, float %1726, float %1728, float %1730, float %1732, float %1734, float %1736, float %1738, float %1740, float %1742, float %1744, float %1746, float %1748, float %1750, float %1752, float %1754, float %1756, float %1758, float %1760, float %1762, float %1764, float %1766, float %1768, float %1770, float %1772, float %1774, float %1776, float %1778, float %1780) #6
  %1782 = getelementptr inbounds float, ptr %906, i64 0
  %1783 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 0
  store float %1783, ptr %1782, align 4
  %1784 = getelementptr inbounds float, ptr %906, i64 1
  %1785 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 1
  store float %1785, ptr %1784, align 4
  %1786 = getelementptr inbounds float, ptr %906, i64 2
  %1787 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 2
  store float %1787, ptr %1786, align 4
  %1788 = getelementptr inbounds float, ptr %906, i64 3
  %1789 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 3
  store float %1789, ptr %1788, align 4
  %1790 = getelementptr inbounds float, ptr %906, i64 4
  %1791 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 4
  store float %1791, ptr %1790, align 4
  %1792 = getelementptr inbounds float, ptr %906, i64 5
  %1793 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 5
  store float %1793, ptr %1792, align 4
  %1794 = getelementptr inbounds float, ptr %906, i64 6
  %1795 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 6
  store float %1795, ptr %1794, align 4
  %1796 = getelementptr inbounds float, ptr %906, i64 7
  %1797 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 7
  store float %1797, ptr %1796, align 4
  %1798 = getelementptr inbounds float, ptr %906, i64 8
  %1799 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 8
  store float %1799, ptr %1798, align 4
  %1800 = getelementptr inbounds float, ptr %906, i64 9
  %1801 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 9
  store float %1801, ptr %1800, align 4
  %1802 = getelementptr inbounds float, ptr %906, i64 10
  %1803 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 10
  store float %1803, ptr %1802, align 4
  %1804 = getelementptr inbounds float, ptr %906, i64 11
  %1805 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 11
  store float %1805, ptr %1804, align 4
  %1806 = getelementptr inbounds float, ptr %906, i64 12
  %1807 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 12
  store float %1807, ptr %1806, align 4
  %1808 = getelementptr inbounds float, ptr %906, i64 13
  %1809 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 13
  store float %1809, ptr %1808, align 4
  %1810 = getelementptr inbounds float, ptr %906, i64 14
  %1811 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 14
  store float %1811, ptr %1810, align 4
  %1812 = getelementptr inbounds float, ptr %906, i64 15
  %1813 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 15
  store float %1813, ptr %1812, align 4
  %1814 = getelementptr inbounds float, ptr %906, i64 16
  %1815 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 16
  store float %1815, ptr %1814, align 4
  %1816 = getelementptr inbounds float, ptr %906, i64 17
  %1817 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 17
  store float %1817, ptr %1816, align 4
  %1818 = getelementptr inbounds float, ptr %906, i64 18
  %1819 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 18
  store float %1819, ptr %1818, align 4
  %1820 = getelementptr inbounds float, ptr %906, i64 19
  %1821 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 19
  store float %1821, ptr %1820, align 4
  %1822 = getelementptr inbounds float, ptr %906, i64 20
  %1823 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 20
  store float %1823, ptr %1822, align 4
  %1824 = getelementptr inbounds float, ptr %906, i64 21
  %1825 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 21
  store float %1825, ptr %1824, align 4
  %1826 = getelementptr inbounds float, ptr %906, i64 22
  %1827 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 22
  store float %1827, ptr %1826, align 4
  %1828 = getelementptr inbounds float, ptr %906, i64 23
  %1829 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 23
  store float %1829, ptr %1828, align 4
  %1830 = getelementptr inbounds float, ptr %906, i64 24
  %1831 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 24
  store float %1831, ptr %1830, align 4
  %1832 = getelementptr inbounds float, ptr %906, i64 25
  %1833 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 25
  store float %1833, ptr %1832, align 4
  %1834 = getelementptr inbounds float, ptr %906, i64 26
  %1835 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 26
  store float %1835, ptr %1834, align 4
  %1836 = getelementptr inbounds float, ptr %906, i64 27
  %1837 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 27
  store float %1837, ptr %1836, align 4
  %1838 = getelementptr inbounds float, ptr %906, i64 28
  %1839 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 28
  store float %1839, ptr %1838, align 4
  %1840 = getelementptr inbounds float, ptr %906, i64 29
  %1841 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 29
  store float %1841, ptr %1840, align 4
  %1842 = getelementptr inbounds float, ptr %906, i64 30
  %1843 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 30
  store float %1843, ptr %1842, align 4
  %1844 = getelementptr inbounds float, ptr %906, i64 31
  %1845 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 31
  store float %1845, ptr %1844, align 4
  %1846 = getelementptr inbounds float, ptr %906, i64 32
  %1847 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 32
  store float %1847, ptr %1846, align 4
  %1848 = getelementptr inbounds float, ptr %906, i64 33
  %1849 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 33
  store float %1849, ptr %1848, align 4
  %1850 = getelementptr inbounds float, ptr %906, i64 34
  %1851 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 34
  store float %1851, ptr %1850, align 4
  %1852 = getelementptr inbounds float, ptr %906, i64 35
  %1853 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 35
  store float %1853, ptr %1852, align 4
  %1854 = getelementptr inbounds float, ptr %906, i64 36
  %1855 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 36
  store float %1855, ptr %1854, align 4
  %1856 = getelementptr inbounds float, ptr %906, i64 37
  %1857 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 37
  store float %1857, ptr %1856, align 4
  %1858 = getelementptr inbounds float, ptr %906, i64 38
  %1859 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 38
  store float %1859, ptr %1858, align 4
  %1860 = getelementptr inbounds float, ptr %906, i64 39
  %1861 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 39
  store float %1861, ptr %1860, align 4
  %1862 = getelementptr inbounds float, ptr %906, i64 40
  %1863 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 40
  store float %1863, ptr %1862, align 4
  %1864 = getelementptr inbounds float, ptr %906, i64 41
  %1865 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 41
  store float %1865, ptr %1864, align 4
  %1866 = getelementptr inbounds float, ptr %906, i64 42
  %1867 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 42
  store float %1867, ptr %1866, align 4
  %1868 = getelementptr inbounds float, ptr %906, i64 43
  %1869 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 43
  store float %1869, ptr %1868, align 4
  %1870 = getelementptr inbounds float, ptr %906, i64 44
  %1871 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 44
  store float %1871, ptr %1870, align 4
  %1872 = getelementptr inbounds float, ptr %906, i64 45
  %1873 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 45
  store float %1873, ptr %1872, align 4
  %1874 = getelementptr inbounds float, ptr %906, i64 46
  %1875 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 46
  store float %1875, ptr %1874, align 4
  %1876 = getelementptr inbounds float, ptr %906, i64 47
  %1877 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 47
  store float %1877, ptr %1876, align 4
  %1878 = getelementptr inbounds float, ptr %906, i64 48
  %1879 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 48
  store float %1879, ptr %1878, align 4
  %1880 = getelementptr inbounds float, ptr %906, i64 49
  %1881 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 49
  store float %1881, ptr %1880, align 4
  %1882 = getelementptr inbounds float, ptr %906, i64 50
  %1883 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 50
  store float %1883, ptr %1882, align 4
  %1884 = getelementptr inbounds float, ptr %906, i64 51
  %1885 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 51
  store float %1885, ptr %1884, align 4
  %1886 = getelementptr inbounds float, ptr %906, i64 52
  %1887 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 52
  store float %1887, ptr %1886, align 4
  %1888 = getelementptr inbounds float, ptr %906, i64 53
  %1889 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 53
  store float %1889, ptr %1888, align 4
  %1890 = getelementptr inbounds float, ptr %906, i64 54
  %1891 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 54
  store float %1891, ptr %1890, align 4
  %1892 = getelementptr inbounds float, ptr %906, i64 55
  %1893 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 55
  store float %1893, ptr %1892, align 4
  %1894 = getelementptr inbounds float, ptr %906, i64 56
  %1895 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 56
  store float %1895, ptr %1894, align 4
  %1896 = getelementptr inbounds float, ptr %906, i64 57
  %1897 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 57
  store float %1897, ptr %1896, align 4
  %1898 = getelementptr inbounds float, ptr %906, i64 58
  %1899 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 58
  store float %1899, ptr %1898, align 4
  %1900 = getelementptr inbounds float, ptr %906, i64 59
  %1901 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 59
  store float %1901, ptr %1900, align 4
  %1902 = getelementptr inbounds float, ptr %906, i64 60
  %1903 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 60
  store float %1903, ptr %1902, align 4
  %1904 = getelementptr inbounds float, ptr %906, i64 61
  %1905 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 61
  store float %1905, ptr %1904, align 4
  %1906 = getelementptr inbounds float, ptr %906, i64 62
  %1907 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 62
  store float %1907, ptr %1906, align 4
  %1908 = getelementptr inbounds float, ptr %906, i64 63
  %1909 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1781, 63
  store float %1909, ptr %1908, align 4
  %1910 = zext i32 %1102 to i64
  %1911 = add i64 48, %1910
  %1912 = getelementptr inbounds half, ptr addrspace(3) %893, i64 %1911
  %1913 = ptrtoint ptr addrspace(3) %1912 to i64
  %1914 = and i64 %1913, 262143
  %1915 = lshr i64 %1914, 4
  %1916 = or i64 %1915, 4611686293305360384
  %1917 = getelementptr inbounds half, ptr addrspace(3) %905, i64 3072
  %1918 = ptrtoint ptr addrspace(3) %1917 to i64
  %1919 = and i64 %1918, 262143
  %1920 = lshr i64 %1919, 4
  %1921 = or i64 %1920, 4611686293338849280
  %1922 = getelementptr inbounds float, ptr %906, i64 0
  %1923 = load float, ptr %1922, align 4
  %1924 = getelementptr inbounds float, ptr %906, i64 1
  %1925 = load float, ptr %1924, align 4
  %1926 = getelementptr inbounds float, ptr %906, i64 2
  %1927 = load float, ptr %1926, align 4
  %1928 = getelementptr inbounds float, ptr %906, i64 3
  %1929 = load float, ptr %1928, align 4
  %1930 = getelementptr inbounds float, ptr %906, i64 4
  %1931 = load float, ptr %1930, align 4
  %1932 = getelementptr inbounds float, ptr %906, i64 5
  %1933 = load float, ptr %1932, align 4
  %1934 = getelementptr inbounds float, ptr %906, i64 6
  %1935 = load float, ptr %1934, align 4
  %1936 = getelementptr inbounds float, ptr %906, i64 7
  %1937 = load float, ptr %1936, align 4
  %1938 = getelementptr inbounds float, ptr %906, i64 8
  %1939 = load float, ptr %1938, align 4
  %1940 = getelementptr inbounds float, ptr %906, i64 9
  %1941 = load float, ptr %1940, align 4
  %1942 = getelementptr inbounds float, ptr %906, i64 10
  %1943 = load float, ptr %1942, align 4
  %1944 = getelementptr inbounds float, ptr %906, i64 11
  %1945 = load float, ptr %1944, align 4
  %1946 = getelementptr inbounds float, ptr %906, i64 12
  %1947 = load float, ptr %1946, align 4
  %1948 = getelementptr inbounds float, ptr %906, i64 13
  %1949 = load float, ptr %1948, align 4
  %1950 = getelementptr inbounds float, ptr %906, i64 14
  %1951 = load float, ptr %1950, align 4
  %1952 = getelementptr inbounds float, ptr %906, i64 15
  %1953 = load float, ptr %1952, align 4
  %1954 = getelementptr inbounds float, ptr %906, i64 16
  %1955 = load float, ptr %1954, align 4
  %1956 = getelementptr inbounds float, ptr %906, i64 17
  %1957 = load float, ptr %1956, align 4
  %1958 = getelementptr inbounds float, ptr %906, i64 18
  %1959 = load float, ptr %1958, align 4
  %1960 = getelementptr inbounds float, ptr %906, i64 19
  %1961 = load float, ptr %1960, align 4
  %1962 = getelementptr inbounds float, ptr %906, i64 20
  %1963 = load float, ptr %1962, align 4
  %1964 = getelementptr inbounds float, ptr %906, i64 21
  %1965 = load float, ptr %1964, align 4
  %1966 = getelementptr inbounds float, ptr %906, i64 22
  %1967 = load float, ptr %1966, align 4
  %1968 = getelementptr inbounds float, ptr %906, i64 23
  %1969 = load float, ptr %1968, align 4
  %1970 = getelementptr inbounds float, ptr %906, i64 24
  %1971 = load float, ptr %1970, align 4
  %1972 = getelementptr inbounds float, ptr %906, i64 25
  %1973 = load float, ptr %1972, align 4
  %1974 = getelementptr inbounds float, ptr %906, i64 26
  %1975 = load float, ptr %1974, align 4
  %1976 = getelementptr inbounds float, ptr %906, i64 27
  %1977 = load float, ptr %1976, align 4
  %1978 = getelementptr inbounds float, ptr %906, i64 28
  %1979 = load float, ptr %1978, align 4
  %1980 = getelementptr inbounds float, ptr %906, i64 29
  %1981 = load float, ptr %1980, align 4
  %1982 = getelementptr inbounds float, ptr %906, i64 30
  %1983 = load float, ptr %1982, align 4
  %1984 = getelementptr inbounds float, ptr %906, i64 31
  %1985 = load float, ptr %1984, align 4
  %1986 = getelementptr inbounds float, ptr %906, i64 32
  %1987 = load float, ptr %1986, align 4
  %1988 = getelementptr inbounds float, ptr %906, i64 33
  %1989 = load float, ptr %1988, align 4
  %1990 = getelementptr inbounds float, ptr %906, i64 34
  %1991 = load float, ptr %1990, align 4
  %1992 = getelementptr inbounds float, ptr %906, i64 35
  %1993 = load float, ptr %1992, align 4
  %1994 = getelementptr inbounds float, ptr %906, i64 36
  %1995 = load float, ptr %1994, align 4
  %1996 = getelementptr inbounds float, ptr %906, i64 37
  %1997 = load float, ptr %1996, align 4
  %1998 = getelementptr inbounds float, ptr %906, i64 38
  %1999 = load float, ptr %1998, align 4
  %2000 = getelementptr inbounds float, ptr %906, i64 39
  %2001 = load float, ptr %2000, align 4
  %2002 = getelementptr inbounds float, ptr %906, i64 40
  %2003 = load float, ptr %2002, align 4
  %2004 = getelementptr inbounds float, ptr %906, i64 41
  %2005 = load float, ptr %2004, align 4
  %2006 = getelementptr inbounds float, ptr %906, i64 42
  %2007 = load float, ptr %2006, align 4
  %2008 = getelementptr inbounds float, ptr %906, i64 43
  %2009 = load float, ptr %2008, align 4
  %2010 = getelementptr inbounds float, ptr %906, i64 44
  %2011 = load float, ptr %2010, align 4
  %2012 = getelementptr inbounds float, ptr %906, i64 45
  %2013 = load float, ptr %2012, align 4
  %2014 = getelementptr inbounds float, ptr %906, i64 46
  %2015 = load float, ptr %2014, align 4
  %2016 = getelementptr inbounds float, ptr %906, i64 47
  %2017 = load float, ptr %2016, align 4
  %2018 = getelementptr inbounds float, ptr %906, i64 48
  %2019 = load float, ptr %2018, align 4
  %2020 = getelementptr inbounds float, ptr %906, i64 49
  %2021 = load float, ptr %2020, align 4
  %2022 = getelementptr inbounds float, ptr %906, i64 50
  %2023 = load float, ptr %2022, align 4
  %2024 = getelementptr inbounds float, ptr %906, i64 51
  %2025 = load float, ptr %2024, align 4
  %2026 = getelementptr inbounds float, ptr %906, i64 52
  %2027 = load float, ptr %2026, align 4
  %2028 = getelementptr inbounds float, ptr %906, i64 53
  %2029 = load float, ptr %2028, align 4
  %2030 = getelementptr inbounds float, ptr %906, i64 54
  %2031 = load float, ptr %2030, align 4
  %2032 = getelementptr inbounds float, ptr %906, i64 55
  %2033 = load float, ptr %2032, align 4
  %2034 = getelementptr inbounds float, ptr %906, i64 56
  %2035 = load float, ptr %2034, align 4
  %2036 = getelementptr inbounds float, ptr %906, i64 57
  %2037 = load float, ptr %2036, align 4
  %2038 = getelementptr inbounds float, ptr %906, i64 58
  %2039 = load float, ptr %2038, align 4
  %2040 = getelementptr inbounds float, ptr %906, i64 59
  %2041 = load float, ptr %2040, align 4
  %2042 = getelementptr inbounds float, ptr %906, i64 60
  %2043 = load float, ptr %2042, align 4
  %2044 = getelementptr inbounds float, ptr %906, i64 61
  %2045 = load float, ptr %2044, align 4
  %2046 = getelementptr inbounds float, ptr %906, i64 62
  %2047 = load float, ptr %2046, align 4
  %2048 = getelementptr inbounds float, ptr %906, i64 63
  %2049 = load float, ptr %2048, align 4
  %2050 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %1916, i64 %1921, i32 1, float %1923, float %1925, float %1927, float %1929, float %1931, float %1933, float %1935, float %1937, float %1939, float %1941, float %1943, float %1945, float %1947, float %1949, float %1951, float %1953, float %1955, float %1957, float %1959, float %1961, float %1963, float %1965, float %1967, float %1969, float %1971, float %1973, float %1975, float %1977, float %1979, float %1981, float %1983, float %1985, float %1987, float %1989, float %1991, float %1993, float %1995, float %1997, float %1999, float %2001, float %2003, float %2005, float %2007, float %2009, float %2011, float %2013, float %2015, float %2017, float %2019, float %2021, float %2023, float %2025, float %2027, float %2029, float %2031, float %2033, float %2035, float %2037, float %2039, float %2041, float %2043, float %2045, float %2047, float %2049) #6
  %2051 = getelementptr inbounds float, ptr %906, i64 0
  %2052 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 0
  store float %2052, ptr %2051, align 4
  %2053 = getelementptr inbounds float, ptr %906, i64 1
  %2054 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 1
  store float %2054, ptr %2053, align 4
  %2055 = getelementptr inbounds float, ptr %906, i64 2
  %2056 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 2
  store float %2056, ptr %2055, align 4
  %2057 = getelementptr inbounds float, ptr %906, i64 3
  %2058 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 3
  store float %2058, ptr %2057, align 4
  %2059 = getelementptr inbounds float, ptr %906, i64 4
  %2060 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 4
  store float %2060, ptr %2059, align 4
  %2061 = getelementptr inbounds float, ptr %906, i64 5
  %2062 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 5
  store float %2062, ptr %2061, align 4
  %2063 = getelementptr inbounds float, ptr %906, i64 6
  %2064 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 6
  store float %2064, ptr %2063, align 4
  %2065 = getelementptr inbounds float, ptr %906, i64 7
  %2066 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 7
  store float %2066, ptr %2065, align 4
  %2067 = getelementptr inbounds float, ptr %906, i64 8
  %2068 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 8
  store float %2068, ptr %2067, align 4
  %2069 = getelementptr inbounds float, ptr %906, i64 9
  %2070 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 9
  store float %2070, ptr %2069, align 4
  %2071 = getelementptr inbounds float, ptr %906, i64 10
  %2072 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 10
  store float %2072, ptr %2071, align 4
  %2073 = getelementptr inbounds float, ptr %906, i64 11
  %2074 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 11
  store float %2074, ptr %2073, align 4
  %2075 = getelementptr inbounds float, ptr %906, i64 12
  %2076 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 12
  store float %2076, ptr %2075, align 4
  %2077 = getelementptr inbounds float, ptr %906, i64 13
  %2078 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 13
  store float %2078, ptr %2077, align 4
  %2079 = getelementptr inbounds float, ptr %906, i64 14
  %2080 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 14
  store float %2080, ptr %2079, align 4
  %2081 = getelementptr inbounds float, ptr %906, i64 15
  %2082 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 15
  store float %2082, ptr %2081, align 4
  %2083 = getelementptr inbounds float, ptr %906, i64 16
  %2084 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 16
  store float %2084, ptr %2083, align 4
  %2085 = getelementptr inbounds float, ptr %906, i64 17
  %2086 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 17
  store float %2086, ptr %2085, align 4
  %2087 = getelementptr inbounds float, ptr %906, i64 18
  %2088 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 18
  store float %2088, ptr %2087, align 4
  %2089 = getelementptr inbounds float, ptr %906, i64 19
  %2090 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 19
  store float %2090, ptr %2089, align 4
  %2091 = getelementptr inbounds float, ptr %906, i64 20
  %2092 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 20
  store float %2092, ptr %2091, align 4
  %2093 = getelementptr inbounds float, ptr %906, i64 21
  %2094 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 21
  store float %2094, ptr %2093, align 4
  %2095 = getelementptr inbounds float, ptr %906, i64 22
  %2096 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 22
  store float %2096, ptr %2095, align 4
  %2097 = getelementptr inbounds float, ptr %906, i64 23
  %2098 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 23
  store float %2098, ptr %2097, align 4
  %2099 = getelementptr inbounds float, ptr %906, i64 24
  %2100 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 24
  store float %2100, ptr %2099, align 4
  %2101 = getelementptr inbounds float, ptr %906, i64 25
  %2102 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 25
  store float %2102, ptr %2101, align 4
  %2103 = getelementptr inbounds float, ptr %906, i64 26
  %2104 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 26
  store float %2104, ptr %2103, align 4
  %2105 = getelementptr inbounds float, ptr %906, i64 27
  %2106 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 27
  store float %2106, ptr %2105, align 4
  %2107 = getelementptr inbounds float, ptr %906, i64 28
  %2108 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 28
  store float %2108, ptr %2107, align 4
  %2109 = getelementptr inbounds float, ptr %906, i64 29
  %2110 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 29
  store float %2110, ptr %2109, align 4
  %2111 = getelementptr inbounds float, ptr %906, i64 30
  %2112 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 30
  store float %2112, ptr %2111, align 4
  %2113 = getelementptr inbounds float, ptr %906, i64 31
  %2114 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 31
  store float %2114, ptr %2113, align 4
  %2115 = getelementptr inbounds float, ptr %906, i64 32
  %2116 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 32
  store float %2116, ptr %2115, align 4
  %2117 = getelementptr inbounds float, ptr %906, i64 33
  %2118 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 33
  store float %2118, ptr %2117, align 4
  %2119 = getelementptr inbounds float, ptr %906, i64 34
  %2120 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 34
  store float %2120, ptr %2119, align 4
  %2121 = getelementptr inbounds float, ptr %906, i64 35
  %2122 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 35
  store float %2122, ptr %2121, align 4
  %2123 = getelementptr inbounds float, ptr %906, i64 36
  %2124 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 36
  store float %2124, ptr %2123, align 4
  %2125 = getelementptr inbounds float, ptr %906, i64 37
  %2126 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 37
  store float %2126, ptr %2125, align 4
  %2127 = getelementptr inbounds float, ptr %906, i64 38
  %2128 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 38
  store float %2128, ptr %2127, align 4
  %2129 = getelementptr inbounds float, ptr %906, i64 39
  %2130 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 39
  store float %2130, ptr %2129, align 4
  %2131 = getelementptr inbounds float, ptr %906, i64 40
  %2132 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 40
  store float %2132, ptr %2131, align 4
  %2133 = getelementptr inbounds float, ptr %906, i64 41
  %2134 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 41
  store float %2134, ptr %2133, align 4
  %2135 = getelementptr inbounds float, ptr %906, i64 42
  %2136 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 42
  store float %2136, ptr %2135, align 4
  %2137 = getelementptr inbounds float, ptr %906, i64 43
  %2138 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 43
  store float %2138, ptr %2137, align 4
  %2139 = getelementptr inbounds float, ptr %906, i64 44
  %2140 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 44
  store float %2140, ptr %2139, align 4
  %2141 = getelementptr inbounds float, ptr %906, i64 45
  %2142 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 45
  store float %2142, ptr %2141, align 4
  %2143 = getelementptr inbounds float, ptr %906, i64 46
  %2144 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 46
  store float %2144, ptr %2143, align 4
  %2145 = getelementptr inbounds float, ptr %906, i64 47
  %2146 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 47
  store float %2146, ptr %2145, align 4
  %2147 = getelementptr inbounds float, ptr %906, i64 48
  %2148 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 48
  store float %2148, ptr %2147, align 4
  %2149 = getelementptr inbounds float, ptr %906, i64 49
  %2150 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 49
  store float %2150, ptr %2149, align 4
  %2151 = getelementptr inbounds float, ptr %906, i64 50
  %2152 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 50
  store float %2152, ptr %2151, align 4
  %2153 = getelementptr inbounds float, ptr %906, i64 51
  %2154 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 51
  store float %2154, ptr %2153, align 4
  %2155 = getelementptr inbounds float, ptr %906, i64 52
  %2156 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 52
  store float %2156, ptr %2155, align 4
  %2157 = getelementptr inbounds float, ptr %906, i64 53
  %2158 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 53
  store float %2158, ptr %2157, align 4
  %2159 = getelementptr inbounds float, ptr %906, i64 54
  %2160 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 54
  store float %2160, ptr %2159, align 4
  %2161 = getelementptr inbounds float, ptr %906, i64 55
  %2162 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 55
  store float %2162, ptr %2161, align 4
  %2163 = getelementptr inbounds float, ptr %906, i64 56
  %2164 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 56
  store float %2164, ptr %2163, align 4
  %2165 = getelementptr inbounds float, ptr %906, i64 57
  %2166 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 57
  store float %2166, ptr %2165, align 4
  %2167 = getelementptr inbounds float, ptr %906, i64 58
  %2168 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 58
  store float %2168, ptr %2167, align 4
  %2169 = getelementptr inbounds float, ptr %906, i64 59
  %2170 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 59
  store float %2170, ptr %2169, align 4
  %2171 = getelementptr inbounds float, ptr %906, i64 60
  %2172 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 60
  store float %2172, ptr %2171, align 4
  %2173 = getelementptr inbounds float, ptr %906, i64 61
  %2174 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 61
  store float %2174, ptr %2173, align 4
  %2175 = getelementptr inbounds float, ptr %906, i64 62
  %2176 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 62
  store float %2176, ptr %2175, align 4
  %2177 = getelementptr inbounds float, ptr %906, i64 63
  %2178 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2050, 63
  store float %2178, ptr %2177, align 4
  call void asm sideeffect "wgmma.commit_group.sync.aligned;", "~{memory}"() #6
  call void asm sideeffect "wgmma.wait_group.sync.aligned 1;", "~{memory}"() #6
  %2179 = getelementptr inbounds float, ptr %906, i64 0
  %2180 = load float, ptr %2179, align 4
  %2181 = call float asm sideeffect "", "=f,0,~{memory}"(float %2180)
  store float %2181, ptr %2179, align 4
  %2182 = getelementptr inbounds float, ptr %906, i64 1
  %2183 = load float, ptr %2182, align 4
  %2184 = call float asm sideeffect "", "=f,0,~{memory}"(float %2183)
  store float %2184, ptr %2182, align 4
  %2185 = getelementptr inbounds float, ptr %906, i64 2
  %2186 = load float, ptr %2185, align 4
  %2187 = call float asm sideeffect "", "=f,0,~{memory}"(float %2186)
  store float %2187, ptr %2185, align 4
  %2188 = getelementptr inbounds float, ptr %906, i64 3
  %2189 = load float, ptr %2188, align 4
  %2190 = call float asm sideeffect "", "=f,0,~{memory}"(float %2189)
  store float %2190, ptr %2188, align 4
  %2191 = getelementptr inbounds float, ptr %906, i64 4
  %2192 = load float, ptr %2191, align 4
  %2193 = call float asm sideeffect "", "=f,0,~{memory}"(float %2192)
  store float %2193, ptr %2191, align 4
  %2194 = getelementptr inbounds float, ptr %906, i64 5
  %2195 = load float, ptr %2194, align 4
  %2196 = call float asm sideeffect "", "=f,0,~{memory}"(float %2195)
  store float %2196, ptr %2194, align 4
  %2197 = getelementptr inbounds float, ptr %906, i64 6
  %2198 = load float, ptr %2197, align 4
  %2199 = call float asm sideeffect "", "=f,0,~{memory}"(float %2198)
  store float %2199, ptr %2197, align 4
  %2200 = getelementptr inbounds float, ptr %906, i64 7
  %2201 = load float, ptr %2200, align 4
  %2202 = call float asm sideeffect "", "=f,0,~{memory}"(float %2201)
  store float %2202, ptr %2200, align 4
  %2203 = getelementptr inbounds float, ptr %906, i64 8
  %2204 = load float, ptr %2203, align 4
  %2205 = call float asm sideeffect "", "=f,0,~{memory}"(float %2204)
  store float %2205, ptr %2203, align 4
  %2206 = getelementptr inbounds float, ptr %906, i64 9
  %2207 = load float, ptr %2206, align 4
  %2208 = call float asm sideeffect "", "=f,0,~{memory}"(float %2207)
  store float %2208, ptr %2206, align 4
  %2209 = getelementptr inbounds float, ptr %906, i64 10
  %2210 = load float, ptr %2209, align 4
  %2211 = call float asm sideeffect "", "=f,0,~{memory}"(float %2210)
  store float %2211, ptr %2209, align 4
  %2212 = getelementptr inbounds float, ptr %906, i64 11
  %2213 = load float, ptr %2212, align 4
  %2214 = call float asm sideeffect "", "=f,0,~{memory}"(float %2213)
  store float %2214, ptr %2212, align 4
  %2215 = getelementptr inbounds float, ptr %906, i64 12
  %2216 = load float, ptr %2215, align 4
  %2217 = call float asm sideeffect "", "=f,0,~{memory}"(float %2216)
  store float %2217, ptr %2215, align 4
  %2218 = getelementptr inbounds float, ptr %906, i64 13
  %2219 = load float, ptr %2218, align 4
  %2220 = call float asm sideeffect "", "=f,0,~{memory}"(float %2219)
  store float %2220, ptr %2218, align 4
  %2221 = getelementptr inbounds float, ptr %906, i64 14
  %2222 = load float, ptr %2221, align 4
  %2223 = call float asm sideeffect "", "=f,0,~{memory}"(float %2222)
  store float %2223, ptr %2221, align 4
  %2224 = getelementptr inbounds float, ptr %906, i64 15
  %2225 = load float, ptr %2224, align 4
  %2226 = call float asm sideeffect "", "=f,0,~{memory}"(float %2225)
  store float %2226, ptr %2224, align 4
  %2227 = getelementptr inbounds float, ptr %906, i64 16
  %2228 = load float, ptr %2227, align 4
  %2229 = call float asm sideeffect "", "=f,0,~{memory}"(float %2228)
  store float %2229, ptr %2227, align 4
  %2230 = getelementptr inbounds float, ptr %906, i64 17
  %2231 = load float, ptr %2230, align 4
  %2232 = call float asm sideeffect "", "=f,0,~{memory}"(float %2231)
  store float %2232, ptr %2230, align 4
  %2233 = getelementptr inbounds float, ptr %906, i64 18
  %2234 = load float, ptr %2233, align 4
  %2235 = call float asm sideeffect "", "=f,0,~{memory}"(float %2234)
  store float %2235, ptr %2233, align 4
  %2236 = getelementptr inbounds float, ptr %906, i64 19
  %2237 = load float, ptr %2236, align 4
  %2238 = call float asm sideeffect "", "=f,0,~{memory}"(float %2237)
  store float %2238, ptr %2236, align 4
  %2239 = getelementptr inbounds float, ptr %906, i64 20
  %2240 = load float, ptr %2239, align 4
  %2241 = call float asm sideeffect "", "=f,0,~{memory}"(float %2240)
  store float %2241, ptr %2239, align 4
  %2242 = getelementptr inbounds float, ptr %906, i64 21
  %2243 = load float, ptr %2242, align 4
  %2244 = call float asm sideeffect "", "=f,0,~{memory}"(float %2243)
  store float %2244, ptr %2242, align 4
  %2245 = getelementptr inbounds float, ptr %906, i64 22
  %2246 = load float, ptr %2245, align 4
  %2247 = call float asm sideeffect "", "=f,0,~{memory}"(float %2246)
  store float %2247, ptr %2245, align 4
  %2248 = getelementptr inbounds float, ptr %906, i64 23
  %2249 = load float, ptr %2248, align 4
  %2250 = call float asm sideeffect "", "=f,0,~{memory}"(float %2249)
  store float %2250, ptr %2248, align 4
  %2251 = getelementptr inbounds float, ptr %906, i64 24
  %2252 = load float, ptr %2251, align 4
  %2253 = call float asm sideeffect "", "=f,0,~{memory}"(float %2252)
  store float %2253, ptr %2251, align 4
  %2254 = getelementptr inbounds float, ptr %906, i64 25
  %2255 = load float, ptr %2254, align 4
  %2256 = call float asm sideeffect "", "=f,0,~{memory}"(float %2255)
  store float %2256, ptr %2254, align 4
  %2257 = getelementptr inbounds float, ptr %906, i64 26
  %2258 = load float, ptr %2257, align 4
  %2259 = call float asm sideeffect "", "=f,0,~{memory}"(float %2258)
  store float %2259, ptr %2257, align 4
  %2260 = getelementptr inbounds float, ptr %906, i64 27
  %2261 = load float, ptr %2260, align 4
  %2262 = call float asm sideeffect "", "=f,0,~{memory}"(float %2261)
  store float %2262, ptr %2260, align 4
  %2263 = getelementptr inbounds float, ptr %906, i64 28
  %2264 = load float, ptr %2263, align 4
  %2265 = call float asm sideeffect "", "=f,0,~{memory}"(float %2264)
  store float %2265, ptr %2263, align 4
  %2266 = getelementptr inbounds float, ptr %906, i64 29
  %2267 = load float, ptr %2266, align 4
  %2268 = call float asm sideeffect "", "=f,0,~{memory}"(float %2267)
  store float %2268, ptr %2266, align 4
  %2269 = getelementptr inbounds float, ptr %906, i64 30
  %2270 = load float, ptr %2269, align 4
  %2271 = call float asm sideeffect "", "=f,0,~{memory}"(float %2270)
  store float %2271, ptr %2269, align 4
  %2272 = getelementptr inbounds float, ptr %906, i64 31
  %2273 = load float, ptr %2272, align 4
  %2274 = call float asm sideeffect "", "=f,0,~{memory}"(float %2273)
  store float %2274, ptr %2272, align 4
  %2275 = getelementptr inbounds float, ptr %906, i64 32
  %2276 = load float, ptr %2275, align 4
  %2277 = call float asm sideeffect "", "=f,0,~{memory}"(float %2276)
  store float %2277, ptr %2275, align 4
  %2278 = getelementptr inbounds float, ptr %906, i64 33
  %2279 = load float, ptr %2278, align 4
  %2280 = call float asm sideeffect "", "=f,0,~{memory}"(float %2279)
  store float %2280, ptr %2278, align 4
  %2281 = getelementptr inbounds float, ptr %906, i64 34
  %2282 = load float, ptr %2281, align 4
  %2283 = call float asm sideeffect "", "=f,0,~{memory}"(float %2282)
  store float %2283, ptr %2281, align 4
  %2284 = getelementptr inbounds float, ptr %906, i64 35
  %2285 = load float, ptr %2284, align 4
  %2286 = call float asm sideeffect "", "=f,0,~{memory}"(float %2285)
  store float %2286, ptr %2284, align 4
  %2287 = getelementptr inbounds float, ptr %906, i64 36
  %2288 = load float, ptr %2287, align 4
  %2289 = call float asm sideeffect "", "=f,0,~{memory}"(float %2288)
  store float %2289, ptr %2287, align 4
  %2290 = getelementptr inbounds float, ptr %906, i64 37
  %2291 = load float, ptr %2290, align 4
  %2292 = call float asm sideeffect "", "=f,0,~{memory}"(float %2291)
  store float %2292, ptr %2290, align 4
  %2293 = getelementptr inbounds float, ptr %906, i64 38
  %2294 = load float, ptr %2293, align 4
  %2295 = call float asm sideeffect "", "=f,0,~{memory}"(float %2294)
  store float %2295, ptr %2293, align 4
  %2296 = getelementptr inbounds float, ptr %906, i64 39
  %2297 = load float, ptr %2296, align 4
  %2298 = call float asm sideeffect "", "=f,0,~{memory}"(float %2297)
  store float %2298, ptr %2296, align 4
  %2299 = getelementptr inbounds float, ptr %906, i64 40
  %2300 = load float, ptr %2299, align 4
  %2301 = call float asm sideeffect "", "=f,0,~{memory}"(float %2300)
  store float %2301, ptr %2299, align 4
  %2302 = getelementptr inbounds float, ptr %906, i64 41
  %2303 = load float, ptr %2302, align 4
  %2304 = call float asm sideeffect "", "=f,0,~{memory}"(float %2303)
  store float %2304, ptr %2302, align 4
  %2305 = getelementptr inbounds float, ptr %906, i64 42
  %2306 = load float, ptr %2305, align 4
  %2307 = call float asm sideeffect "", "=f,0,~{memory}"(float %2306)
  store float %2307, ptr %2305, align 4
  %2308 = getelementptr inbounds float, ptr %906, i64 43
  %2309 = load float, ptr %2308, align 4
  %2310 = call float asm sideeffect "", "=f,0,~{memory}"(float %2309)
  store float %2310, ptr %2308, align 4
  %2311 = getelementptr inbounds float, ptr %906, i64 44
  %2312 = load float, ptr %2311, align 4
  %2313 = call float asm sideeffect "", "=f,0,~{memory}"(float %2312)
  store float %2313, ptr %2311, align 4
  %2314 = getelementptr inbounds float, ptr %906, i64 45
  %2315 = load float, ptr %2314, align 4
  %2316 = call float asm sideeffect "", "=f,0,~{memory}"(float %2315)
  store float %2316, ptr %2314, align 4
  %2317 = getelementptr inbounds float, ptr %906, i64 46
  %2318 = load float, ptr %2317, align 4
  %2319 = call float asm sideeffect "", "=f,0,~{memory}"(float %2318)
  store float %2319, ptr %2317, align 4
  %2320 = getelementptr inbounds float, ptr %906, i64 47
  %2321 = load float, ptr %2320, align 4
  %2322 = call float asm sideeffect "", "=f,0,~{memory}"(float %2321)
  store float %2322, ptr %2320, align 4
  %2323 = getelementptr inbounds float, ptr %906, i64 48
  %2324 = load float, ptr %2323, align 4
  %2325 = call float asm sideeffect "", "=f,0,~{memory}"(float %2324)
  store float %2325, ptr %2323, align 4
  %2326 = getelementptr inbounds float, ptr %906, i64 49
  %2327 = load float, ptr %2326, align 4
  %2328 = call float asm sideeffect "", "=f,0,~{memory}"(float %2327)
  store float %2328, ptr %2326, align 4
  %2329 = getelementptr inbounds float, ptr %906, i64 50
  %2330 = load float, ptr %2329, align 4
  %2331 = call float asm sideeffect "", "=f,0,~{memory}"(float %2330)
  store float %2331, ptr %2329, align 4
  %2332 = getelementptr inbounds float, ptr %906, i64 51
  %2333 = load float, ptr %2332, align 4
  %2334 = call float asm sideeffect "", "=f,0,~{memory}"(float %2333)
  store float %2334, ptr %2332, align 4
  %2335 = getelementptr inbounds float, ptr %906, i64 52
  %2336 = load float, ptr %2335, align 4
  %2337 = call float asm sideeffect "", "=f,0,~{memory}"(float %2336)
  store float %2337, ptr %2335, align 4
  %2338 = getelementptr inbounds float, ptr %906, i64 53
  %2339 = load float, ptr %2338, align 4
  %2340 = call float asm sideeffect "", "=f,0,~{memory}"(float %2339)
  store float %2340, ptr %2338, align 4
  %2341 = getelementptr inbounds float, ptr %906, i64 54
  %2342 = load float, ptr %2341, align 4
  %2343 = call float asm sideeffect "", "=f,0,~{memory}"(float %2342)
  store float %2343, ptr %2341, align 4
  %2344 = getelementptr inbounds float, ptr %906, i64 55
  %2345 = load float, ptr %2344, align 4
  %2346 = call float asm sideeffect "", "=f,0,~{memory}"(float %2345)
  store float %2346, ptr %2344, align 4
  %2347 = getelementptr inbounds float, ptr %906, i64 56
  %2348 = load float, ptr %2347, align 4
  %2349 = call float asm sideeffect "", "=f,0,~{memory}"(float %2348)
  store float %2349, ptr %2347, align 4
  %2350 = getelementptr inbounds float, ptr %906, i64 57
  %2351 = load float, ptr %2350, align 4
  %2352 = call float asm sideeffect "", "=f,0,~{memory}"(float %2351)
  store float %2352, ptr %2350, align 4
  %2353 = getelementptr inbounds float, ptr %906, i64 58
  %2354 = load float, ptr %2353, align 4
  %2355 = call float asm sideeffect "", "=f,0,~{memory}"(float %2354)
  store float %2355, ptr %2353, align 4
  %2356 = getelementptr inbounds float, ptr %906, i64 59
  %2357 = load float, ptr %2356, align 4
  %2358 = call float asm sideeffect "", "=f,0,~{memory}"(float %2357)
  store float %2358, ptr %2356, align 4
  %2359 = getelementptr inbounds float, ptr %906, i64 60
  %2360 = load float, ptr %2359, align 4
  %2361 = call float asm sideeffect "", "=f,0,~{memory}"(float %2360)
  store float %2361, ptr %2359, align 4
  %2362 = getelementptr inbounds float, ptr %906, i64 61
  %2363 = load float, ptr %2362, align 4
  %2364 = call float asm sideeffect "", "=f,0,~{memory}"(float %2363)
  store float %2364, ptr %2362, align 4
  %2365 = getelementptr inbounds float, ptr %906, i64 62
  %2366 = load float, ptr %2365, align 4
  %2367 = call float asm sideeffect "", "=f,0,~{memory}"(float %2366)
  store float %2367, ptr %2365, align 4
  %2368 = getelementptr inbounds float, ptr %906, i64 63
  %2369 = load float, ptr %2368, align 4
  %2370 = call float asm sideeffect "", "=f,0,~{memory}"(float %2369)
  store float %2370, ptr %2368, align 4
  br label %wgmma.done

wgmma.done:                                       ; preds = %wgmma.group, %if.end81
  %2371 = icmp sgt i32 %k, 0
  br i1 %2371, label %if.then82, label %if.end83

if.then82:                                        ; preds = %wgmma.done
  %2372 = add nsw i32 %k, 3
  %2373 = sdiv i32 %2372, 4
  %2374 = srem i32 %2372, 4
  %2375 = icmp slt i32 %2374, 0
  %2376 = icmp ne i1 %2375, false
  %2377 = icmp ne i32 %2374, 0
  %2378 = and i1 %2377, %2376
  %2379 = add i32 %2374, 4
  %2380 = select i1 %2378, i32 %2379, i32 %2374
  %2381 = add nsw i32 %2380, 4
  %2382 = sext i32 %2381 to i64
  %2383 = getelementptr inbounds i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tl_smem, i64 131072), i64 %2382
  %2384 = ptrtoint ptr addrspace(3) %2383 to i32
  call void asm sideeffect "{\0A .reg .pred p;\0A .reg .b32 lane;\0A bar.warp.sync -1;\0A mov.u32 lane, %laneid;\0A setp.eq.u32 p, lane, 0;\0A @p mbarrier.arrive.shared::cta.b64 _, [$0];\0A}", "r,~{memory}"(i32 %2384) #6
  br label %if.end83

if.end83:                                         ; preds = %if.then82, %wgmma.done
  %k.next = add nsw i32 %k, 1
  br label %k.cond

if.then84:                                        ; preds = %if.end6
  call void asm sideeffect "bar.sync $0, $1;", "r,r,~{memory}"(i32 1, i32 256) #6
  br label %if.end85

if.end85:                                         ; preds = %if.then84, %if.end6
  %2385 = icmp slt i32 %tx, 256
  br i1 %2385, label %if.then86, label %if.end87

if.then86:                                        ; preds = %if.end85
  br label %l.cond88

if.end87:                                         ; preds = %l.end90, %if.end85
  ret void

l.cond88:                                         ; preds = %if.end109, %if.then86
  %l91 = phi i32 [ 0, %if.then86 ], [ %l.next122, %if.end109 ]
  %2386 = icmp slt i32 %l91, 32
  br i1 %2386, label %l.body89, label %l.end90

l.body89:                                         ; preds = %l.cond88
  %2387 = sdiv i32 %N, 2
  %2388 = srem i32 %N, 2
  %2389 = icmp slt i32 %2388, 0
  %2390 = icmp ne i1 %2389, false
  %2391 = icmp ne i32 %2388, 0
  %2392 = and i1 %2391, %2390
  %2393 = add i32 %2388, 2
  %2394 = select i1 %2392, i32 %2393, i32 %2388
  %2395 = icmp eq i32 %2394, 0
  br i1 %2395, label %and.then92, label %and.else93

l.end90:                                          ; preds = %l.cond88
  br label %if.end87

and.then92:                                       ; preds = %l.body89
  %2396 = mul nsw i32 %by, 128
  %2397 = sdiv i32 %tx, 32
  %2398 = srem i32 %tx, 32
  %2399 = icmp slt i32 %2398, 0
  %2400 = icmp ne i1 %2399, false
  %2401 = icmp ne i32 %2398, 0
  %2402 = and i1 %2401, %2400
  %2403 = sub i32 %2397, 1
  %2404 = select i1 %2402, i32 %2403, i32 %2397
  %2405 = mul nsw i32 %2404, 8
  %2406 = add nsw i32 %2396, %2405
  %2407 = sdiv i32 %l91, 2
  %2408 = srem i32 %l91, 2
  %2409 = icmp slt i32 %2408, 0
  %2410 = icmp ne i1 %2409, false
  %2411 = icmp ne i32 %2408, 0
  %2412 = and i1 %2411, %2410
  %2413 = add i32 %2408, 2
  %2414 = select i1 %2412, i32 %2413, i32 %2408
  %2415 = mul nsw i32 %2414, 8
  %2416 = add nsw i32 %2406, %2415
  %2417 = sdiv i32 %tx, 4
  %2418 = srem i32 %tx, 4
  %2419 = icmp slt i32 %2418, 0
  %2420 = icmp ne i1 %2419, false
  %2421 = icmp ne i32 %2418, 0
  %2422 = and i1 %2421, %2420
  %2423 = sub i32 %2417, 1
  %2424 = select i1 %2422, i32 %2423, i32 %2417
  %2425 = add nsw i32 %2416, %2424
  %2426 = icmp slt i32 %2425, %M
  br i1 %2426, label %and.then95, label %and.else96

and.else93:                                       ; preds = %l.body89
  br label %and.end94

and.end94:                                        ; preds = %and.else93, %and.end101
  %and107 = phi i1 [ %and106, %and.end101 ], [ false, %and.else93 ]
  br i1 %and107, label %if.then108, label %if.else110

and.then95:                                       ; preds = %and.then92
  %2427 = mul nsw i32 %bx, 128
  %2428 = sdiv i32 %l91, 2
  %2429 = srem i32 %l91, 2
  %2430 = icmp slt i32 %2429, 0
  %2431 = icmp ne i1 %2430, false
  %2432 = icmp ne i32 %2429, 0
  %2433 = and i1 %2432, %2431
  %2434 = sub i32 %2428, 1
  %2435 = select i1 %2433, i32 %2434, i32 %2428
  %2436 = mul nsw i32 %2435, 8
  %2437 = add nsw i32 %2427, %2436
  %2438 = sdiv i32 %tx, 4
  %2439 = srem i32 %tx, 4
  %2440 = icmp slt i32 %2439, 0
  %2441 = icmp ne i1 %2440, false
  %2442 = icmp ne i32 %2439, 0
  %2443 = and i1 %2442, %2441
  %2444 = add i32 %2439, 4
  %2445 = select i1 %2443, i32 %2444, i32 %2439
  %2446 = mul nsw i32 %2445, 2
  %2447 = add nsw i32 %2437, %2446
  %2448 = add nsw i32 %2447, 0
  %2449 = icmp slt i32 %2448, %N
  br label %and.end97

and.else96:                                       ; preds = %and.then92
  br label %and.end97

and.end97:                                        ; preds = %and.else96, %and.then95
  %and98 = phi i1 [ %2449, %and.then95 ], [ false, %and.else96 ]
  br i1 %and98, label %and.then99, label %and.else100

and.then99:                                       ; preds = %and.end97
  %2450 = mul nsw i32 %by, 128
  %2451 = sdiv i32 %tx, 32
  %2452 = srem i32 %tx, 32
  %2453 = icmp slt i32 %2452, 0
  %2454 = icmp ne i1 %2453, false
  %2455 = icmp ne i32 %2452, 0
  %2456 = and i1 %2455, %2454
  %2457 = sub i32 %2451, 1
  %2458 = select i1 %2456, i32 %2457, i32 %2451
  %2459 = mul nsw i32 %2458, 8
  %2460 = add nsw i32 %2450, %2459
  %2461 = sdiv i32 %l91, 2
  %2462 = srem i32 %l91, 2
  %2463 = icmp slt i32 %2462, 0
  %2464 = icmp ne i1 %2463, false
  %2465 = icmp ne i32 %2462, 0
  %2466 = and i1 %2465, %2464
  %2467 = add i32 %2462, 2
  %2468 = select i1 %2466, i32 %2467, i32 %2462
  %2469 = mul nsw i32 %2468, 8
  %2470 = add nsw i32 %2460, %2469
  %2471 = sdiv i32 %tx, 4
  %2472 = srem i32 %tx, 4
  %2473 = icmp slt i32 %2472, 0
  %2474 = icmp ne i1 %2473, false
  %2475 = icmp ne i32 %2472, 0
  %2476 = and i1 %2475, %2474
  %2477 = sub i32 %2471, 1
  %2478 = select i1 %2476, i32 %2477, i32 %2471
  %2479 = add nsw i32 %2470, %2478
  %2480 = icmp slt i32 %2479, %M
  br i1 %2480, label %and.then102, label %and.else103

and.else100:                                      ; preds = %and.end97
  br label %and.end101

and.end101:                                       ; preds = %and.else100, %and.end104
  %and106 = phi i1 [ %and105, %and.end104 ], [ false, %and.else100 ]
  br label %and.end94

and.then102:                                      ; preds = %and.then99
  %2481 = mul nsw i32 %bx, 128
  %2482 = sdiv i32 %l91, 2
  %2483 = srem i32 %l91, 2
  %2484 = icmp slt i32 %2483, 0
  %2485 = icmp ne i1 %2484, false
  %2486 = icmp ne i32 %2483, 0
  %2487 = and i1 %2486, %2485
  %2488 = sub i32 %2482, 1
  %2489 = select i1 %2487, i32 %2488, i32 %2482
  %2490 = mul nsw i32 %2489, 8
  %2491 = add nsw i32 %2481, %2490
  %2492 = sdiv i32 %tx, 4
  %2493 = srem i32 %tx, 4
  %2494 = icmp slt i32 %2493, 0
  %2495 = icmp ne i1 %2494, false
  %2496 = icmp ne i32 %2493, 0
  %2497 = and i1 %2496, %2495
  %2498 = add i32 %2493, 4
  %2499 = select i1 %2497, i32 %2498, i32 %2493
  %2500 = mul nsw i32 %2499, 2
  %2501 = add nsw i32 %2491, %2500
  %2502 = add nsw i32 %2501, 1
  %2503 = icmp slt i32 %2502, %N
  br label %and.end104

and.else103:                                      ; preds = %and.then99
  br label %and.end104

and.end104:                                       ; preds = %and.else103, %and.then102
  %and105 = phi i1 [ %2503, %and.then102 ], [ false, %and.else103 ]
  br label %and.end101

if.then108:                                       ; preds = %and.end94
  %2504 = mul nsw i32 %by, 128
  %2505 = sdiv i32 %tx, 32
  %2506 = srem i32 %tx, 32
  %2507 = icmp slt i32 %2506, 0
  %2508 = icmp ne i1 %2507, false
  %2509 = icmp ne i32 %2506, 0
  %2510 = and i1 %2509, %2508
  %2511 = sub i32 %2505, 1
  %2512 = select i1 %2510, i32 %2511, i32 %2505
  %2513 = mul nsw i32 %2512, 8
  %2514 = add nsw i32 %2504, %2513
  %2515 = sdiv i32 %l91, 2
  %2516 = srem i32 %l91, 2
  %2517 = icmp slt i32 %2516, 0
  %2518 = icmp ne i1 %2517, false
  %2519 = icmp ne i32 %2516, 0
  %2520 = and i1 %2519, %2518
  %2521 = add i32 %2516, 2
  %2522 = select i1 %2520, i32 %2521, i32 %2516
  %2523 = mul nsw i32 %2522, 8
  %2524 = add nsw i32 %2514, %2523
  %2525 = sdiv i32 %tx, 4
  %2526 = srem i32 %tx, 4
  %2527 = icmp slt i32 %2526, 0
  %2528 = icmp ne i1 %2527, false
  %2529 = icmp ne i32 %2526, 0
  %2530 = and i1 %2529, %2528
  %2531 = sub i32 %2525, 1
  %2532 = select i1 %2530, i32 %2531, i32 %2525
  %2533 = add nsw i32 %2524, %2532
  %2534 = mul nsw i32 %2533, %N
  %2535 = mul nsw i32 %bx, 128
  %2536 = add nsw i32 %2534, %2535
  %2537 = sdiv i32 %l91, 2
  %2538 = srem i32 %l91, 2
  %2539 = icmp slt i32 %2538, 0
  %2540 = icmp ne i1 %2539, false
  %2541 = icmp ne i32 %2538, 0
  %2542 = and i1 %2541, %2540
  %2543 = sub i32 %2537, 1
  %2544 = select i1 %2542, i32 %2543, i32 %2537
  %2545 = mul nsw i32 %2544, 8
  %2546 = add nsw i32 %2536, %2545
  %2547 = sdiv i32 %tx, 4
  %2548 = srem i32 %tx, 4
  %2549 = icmp slt i32 %2548, 0
  %2550 = icmp ne i1 %2549, false
  %2551 = icmp ne i32 %2548, 0
  %2552 = and i1 %2551, %2550
  %2553 = add i32 %2548, 4
  %2554 = select i1 %2552, i32 %2553, i32 %2548
  %2555 = mul nsw i32 %2554, 2
  %2556 = add nsw i32 %2546, %2555
  %2557 = sext i32 %2556 to i64
  %2558 = getelementptr inbounds half, ptr addrspace(1) %C, i64 %2557
  %2559 = mul nsw i32 %l91, 2
  %2560 = sext i32 %2559 to i64
  %2561 = getelementptr inbounds float, ptr %C_local, i64 %2560
  %2562 = load <2 x float>, ptr %2561, align 8
  %2563 = fptrunc <2 x float> %2562 to <2 x half>
  store <2 x half> %2563, ptr addrspace(1) %2558, align 4
  br label %if.end109

if.end109:                                        ; preds = %v.end113, %if.then108
  %l.next122 = add nsw i32 %l91, 1
  br label %l.cond88, !llvm.loop !15

if.else110:                                       ; preds = %and.end94
  br label %v.cond111

v.cond111:                                        ; preds = %if.end120, %if.else110
  %v114 = phi i32 [ 0, %if.else110 ], [ %v.next121, %if.end120 ]
  %2564 = icmp slt i32 %v114, 2
  br i1 %2564, label %v.body112, label %v.end113

v.body112:                                        ; preds = %v.cond111
  %2565 = mul nsw i32 %by, 128
  %2566 = sdiv i32 %tx, 32
  %2567 = srem i32 %tx, 32
  %2568 = icmp slt i32 %2567, 0
  %2569 = icmp ne i1 %2568, false
  %2570 = icmp ne i32 %2567, 0
  %2571 = and i1 %2570, %2569
  %2572 = sub i32 %2566, 1
  %2573 = select i1 %2571, i32 %2572, i32 %2566
  %2574 = mul nsw i32 %2573, 8
  %2575 = add nsw i32 %2565, %2574
  %2576 = sdiv i32 %l91, 2
  %2577 = srem i32 %l91, 2
  %2578 = icmp slt i32 %2577, 0
  %2579 = icmp ne i1 %2578, false
  %2580 = icmp ne i32 %2577, 0
  %2581 = and i1 %2580, %2579
  %2582 = add i32 %2577, 2
  %2583 = select i1 %2581, i32 %2582, i32 %2577
  %2584 = mul nsw i32 %2583, 8
  %2585 = add nsw i32 %2575, %2584
  %2586 = sdiv i32 %tx, 4
  %2587 = srem i32 %tx, 4
  %2588 = icmp slt i32 %2587, 0
  %2589 = icmp ne i1 %2588, false
  %2590 = icmp ne i32 %2587, 0
  %2591 = and i1 %2590, %2589
  %2592 = sub i32 %2586, 1
  %2593 = select i1 %2591, i32 %2592, i32 %2586
  %2594 = add nsw i32 %2585, %2593
  %2595 = icmp slt i32 %2594, %M
  br i1 %2595, label %and.then115, label %and.else116

v.end113:                                         ; preds = %v.cond111
  br label %if.end109

and.then115:                                      ; preds = %v.body112
  %2596 = mul nsw i32 %bx, 128
  %2597 = sdiv i32 %l91, 2
  %2598 = srem i32 %l91, 2
  %2599 = icmp slt i32 %2598, 0
  %2600 = icmp ne i1 %2599, false
  %2601 = icmp ne i32 %2598, 0
  %2602 = and i1 %2601, %2600
  %2603 = sub i32 %2597, 1
  %2604 = select i1 %2602, i32 %2603, i32 %2597
  %2605 = mul nsw i32 %2604, 8
  %2606 = add nsw i32 %2596, %2605
  %2607 = sdiv i32 %tx, 4
  %2608 = srem i32 %tx, 4
  %2609 = icmp slt i32 %2608, 0
  %2610 = icmp ne i1 %2609, false
  %2611 = icmp ne i32 %2608, 0
  %2612 = and i1 %2611, %2610
  %2613 = add i32 %2608, 4
  %2614 = select i1 %2612, i32 %2613, i32 %2608
  %2615 = mul nsw i32 %2614, 2
  %2616 = add nsw i32 %2606, %2615
  %2617 = add nsw i32 %2616, %v114
  %2618 = icmp slt i32 %2617, %N
  br label %and.end117

and.else116:                                      ; preds = %v.body112
  br label %and.end117

and.end117:                                       ; preds = %and.else116, %and.then115
  %and118 = phi i1 [ %2618, %and.then115 ], [ false, %and.else116 ]
  br i1 %and118, label %if.then119, label %if.end120

if.then119:                                       ; preds = %and.end117
  %2619 = mul nsw i32 %by, 128
  %2620 = sdiv i32 %tx, 32
  %2621 = srem i32 %tx, 32
  %2622 = icmp slt i32 %2621, 0
  %2623 = icmp ne i1 %2622, false
  %2624 = icmp ne i32 %2621, 0
  %2625 = and i1 %2624, %2623
  %2626 = sub i32 %2620, 1
  %2627 = select i1 %2625, i32 %2626, i32 %2620
  %2628 = mul nsw i32 %2627, 8
  %2629 = add nsw i32 %2619, %2628
  %2630 = sdiv i32 %l91, 2
  %2631 = srem i32 %l91, 2
  %2632 = icmp slt i32 %2631, 0
  %2633 = icmp ne i1 %2632, false
  %2634 = icmp ne i32 %2631, 0
  %2635 = and i1 %2634, %2633
  %2636 = add i32 %2631, 2
  %2637 = select i1 %2635, i32 %2636, i32 %2631
  %2638 = mul nsw i32 %2637, 8
  %2639 = add nsw i32 %2629, %2638
  %2640 = sdiv i32 %tx, 4
  %2641 = srem i32 %tx, 4
  %2642 = icmp slt i32 %2641, 0
  %2643 = icmp ne i1 %2642, false
  %2644 = icmp ne i32 %2641, 0
  %2645 = and i1 %2644, %2643
  %2646 = sub i32 %2640, 1
  %2647 = select i1 %2645, i32 %2646, i32 %2640
  %2648 = add nsw i32 %2639, %2647
  %2649 = mul nsw i32 %2648, %N
  %2650 = mul nsw i32 %bx, 128
  %2651 = add nsw i32 %2649, %2650
  %2652 = sdiv i32 %l91, 2
  %2653 = srem i32 %l91, 2
  %2654 = icmp slt i32 %2653, 0
  %2655 = icmp ne i1 %2654, false
  %2656 = icmp ne i32 %2653, 0
  %2657 = and i1 %2656, %2655
  %2658 = sub i32 %2652, 1
  %2659 = select i1 %2657, i32 %2658, i32 %2652
  %2660 = mul nsw i32 %2659, 8
  %2661 = add nsw i32 %2651, %2660
  %2662 = sdiv i32 %tx, 4
  %2663 = srem i32 %tx, 4
  %2664 = icmp slt i32 %2663, 0
  %2665 = icmp ne i1 %2664, false
  %2666 = icmp ne i32 %2663, 0
  %2667 = and i1 %2666, %2665
  %2668 = add i32 %2663, 4
  %2669 = select i1 %2667, i32 %2668, i32 %2663
  %2670 = mul nsw i32 %2669, 2
  %2671 = add nsw i32 %2661, %2670
  %2672 = add nsw i32 %2671, %v114
  %2673 = sext i32 %2672 to i64
  %2674 = getelementptr inbounds half, ptr addrspace(1) %C, i64 %2673
  %2675 = mul nsw i32 %l91, 2
  %2676 = add nsw i32 %2675, %v114
  %2677 = sext i32 %2676 to i64
  %2678 = getelementptr inbounds float, ptr %C_local, i64 %2677
  %2679 = load float, ptr %2678, align 4
  %2680 = fptrunc float %2679 to half
  store half %2680, ptr addrspace(1) %2674, align 2
  br label %if.end120

if.end120:                                        ; preds = %if.then119, %and.end117
  %v.next121 = add nsw i32 %v114, 1
  br label %v.cond111, !llvm.loop !16
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
!1 = !{ptr @gemm_f16_b128x128x64_t256_s4, !"kernel", i32 1}
!2 = !{ptr @gemm_f16_b128x128x64_t256_s4, !"grid_constant", !3}
!3 = !{i32 7, i32 8}
!4 = !{ptr @gemm_f16_b128x128x64_t256_s4, !"reqntidx", i32 384}
!5 = !{ptr @gemm_f16_b128x128x64_t256_s4, !"reqntidy", i32 1}
!6 = !{ptr @gemm_f16_b128x128x64_t256_s4, !"reqntidz", i32 1}
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

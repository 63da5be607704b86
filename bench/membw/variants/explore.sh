export LD_LIBRARY_PATH=$PWD/build-gpu/extra-libs:/usr/local/cuda/lib64:/usr/local/cuda/lib
V=$PWD/bench/membw/variants
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
build-gpu/bench/tilec_membw \
 softmax.tile:softmax_f16_n4096:M=16384 layernorm.tile:layernorm_f16_1024:M=65536 rmsnorm.tile:rmsnorm_f16_4096:M=16384 \
 bias_gelu.tile:bias_gelu_f16_n4096:M=16384 elementwise_add.tile:add_f16:N=67108864 \
 $V/norms.tile:rowcopy_1024_m4_t256:M=65536 $V/norms.tile:rowcopy_1024_m8_t256:M=65536 $V/norms.tile:rowcopy_1024_m16_t512:M=65536 \
 $V/norms.tile:rowcopy_4096_m1_t256:M=16384 $V/norms.tile:rowcopy_4096_m2_t512:M=16384 \
 $V/norms.tile:ln_direct_m4_t256:M=65536 $V/norms.tile:ln_direct_m2_t128:M=65536 $V/norms.tile:ln_direct_m8_t256:M=65536 \
 $V/norms.tile:ln_direct_m8_t512:M=65536 $V/norms.tile:ln_direct_m16_t512:M=65536 \
 $V/norms.tile:rms_direct_m1_t256:M=16384 $V/norms.tile:rms_direct_m1_t512:M=16384 $V/norms.tile:rms_direct_m2_t512:M=16384 \
 $V/norms.tile:rms_direct_m4_t512:M=16384 $V/norms.tile:rms_direct_m2_t256:M=16384 \
 $V/norms.tile:sm_rows_m1_t256:M=16384 $V/norms.tile:sm_rows_m1_t512:M=16384 $V/norms.tile:sm_rows_m2_t512:M=16384 \
 $V/norms.tile:sm_rows_m4_t512:M=16384 $V/norms.tile:sm_rows_m1_t128:M=16384 \
 $V/gelu.tile:gelu_tanh_64x128_t128:M=16384 $V/gelu.tile:gelu_exp2_64x128_t128:M=16384 $V/gelu.tile:gelu_tanh_32x256_t256:M=16384 \
 $V/gelu.tile:gelu_exp2_32x256_t256:M=16384 $V/gelu.tile:gelu_exp2_16x512_t256:M=16384 2>&1 | grep -v "^json" | tee $OUT/explore.txt

export LD_LIBRARY_PATH=$PWD/build-gpu/extra-libs:/usr/local/cuda/lib64:/usr/local/cuda/lib
V=$PWD/bench/membw/variants
build-gpu/bench/tilec_membw \
 layernorm.tile:layernorm_f16_1024:M=65536 \
 $V/norms.tile:ln_staged_m4_t256:M=65536 $V/norms.tile:ln_staged_m2_t128:M=65536 $V/norms.tile:ln_staged_m8_t256:M=65536 \
 $V/norms.tile:ln_staged_m8_t512:M=65536 $V/norms.tile:ln_staged_m4_t128:M=65536 $V/norms.tile:ln_staged_m16_t512:M=65536 \
 $V/norms.tile:ln_staged_m1_t128:M=65536 \
 $V/norms.tile:sm_staged_m1_t256:M=16384 $V/norms.tile:sm_staged_m1_t128:M=16384 $V/norms.tile:sm_staged_m2_t256:M=16384 \
 $V/norms.tile:sm_rows_m2_t256:M=16384 $V/norms.tile:sm_rows_m1_t256:M=16384 \
 $V/norms.tile:sm_rows_vocab_t512:M=4096 $V/norms.tile:sm_rows_vocab_t1024:M=4096 \
 $V/norms.tile:sm_staged_vocab_t512:M=4096 $V/norms.tile:sm_staged_vocab_t1024:M=4096 \
 $V/norms.tile:rms_direct_m4_t256:M=16384 rmsnorm.tile:rmsnorm_f16_4096:M=16384 2>&1 | grep -v "^json" | tee $OUT/explore2.txt

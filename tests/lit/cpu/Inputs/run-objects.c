/* Links host objects of examples/elementwise_add.tile (add.h) and
 * examples/reduce_rows.tile (rows.h) with tilert_cpu and runs them
 * (tests/lit/cpu/object.test). Prints one line per check. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "add.h"
#include "rows.h"

#include <tilert/tilert_cpu.h>

/* float16 bits of small exact values: 1.5 = 0x3E00, 2.25 = 0x4080, 3.75 = 0x4380. */
int main(void) {
  enum { N = 3000 };
  static float a[N], b[N], c[N];
  for (int i = 0; i < N; ++i) {
    a[i] = (float)i;
    b[i] = 0.5f * (float)i;
  }
  int32_t st = add_f32(a, b, c, N);
  int ok = st == TILERT_CPU_SUCCESS;
  for (int i = 0; i < N; ++i)
    ok = ok && c[i] == 1.5f * (float)i;
  printf("add_f32: %s\n", ok ? "ok" : "wrong");

  static uint16_t ha[N], hb[N], hc[N];
  for (int i = 0; i < N; ++i) {
    ha[i] = 0x3E00;
    hb[i] = 0x4080;
    hc[i] = 0xFFFF;
  }
  int32_t n = N;
  const uint16_t* pa = ha;
  const uint16_t* pb = hb;
  uint16_t* pc = hc;
  void* args[] = {&pa, &pb, &pc, &n};
  st = add_f16_packed(args);
  ok = st == TILERT_CPU_SUCCESS;
  for (int i = 0; i < N; ++i)
    ok = ok && hc[i] == 0x4380;
  printf("add_f16_packed: %s\n", ok ? "ok" : "wrong");

  /* Row sums of a 33 x 130 matrix of ones (tails in both dimensions). */
  static float m[33 * 130], sums[33];
  for (int i = 0; i < 33 * 130; ++i)
    m[i] = 1.0f;
  st = reduce_rows_f32(m, sums, 33, 130);
  ok = st == TILERT_CPU_SUCCESS;
  for (int i = 0; i < 33; ++i)
    ok = ok && sums[i] == 130.0f;
  printf("reduce_rows_f32: %s\n", ok ? "ok" : "wrong");

  st = add_f32(NULL, b, c, N);
  printf("null tensor: %d %s: %s\n", st, tilert_cpu_status_string(st), tilert_cpu_last_error());
  st = add_f32(a, b, c, -1);
  printf("bad dim: %d: %s\n", st, tilert_cpu_last_error());
  return 0;
}

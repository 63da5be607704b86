/* Calls the export of scalars.tile with scalar arguments (tests/lit/cpu/scalars.test). */
#include <stdio.h>

#include "scalars.h"

#include <tilert/tilert_cpu.h>

int main(void) {
  enum { N = 600 };
  static uint16_t a[N], b[N];
  for (int i = 0; i < N; ++i)
    a[i] = 0x4000; /* 2.0 */
  /* B = A * 1.5 + 3 = 6.0 (0x4600) where flag, except B[0] = v = 2.0 (0x4000). */
  int32_t st = scaled(a, b, 0x3E00, true, 3, N);
  int ok = st == TILERT_CPU_SUCCESS && b[0] == 0x4000;
  for (int i = 1; i < N; ++i)
    ok = ok && b[i] == 0x4600;
  printf("flag: %s\n", ok ? "ok" : "wrong");
  st = scaled(a, b, 0x3E00, false, 3, N);
  ok = st == TILERT_CPU_SUCCESS && b[0] == 0x4000;
  for (int i = 1; i < N; ++i)
    ok = ok && b[i] == 0x4000;
  printf("no flag: %s\n", ok ? "ok" : "wrong");
  return 0;
}

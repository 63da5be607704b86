/* Runs prints.tile's kernel (tests/lit/cpu/print.test) on 3 x 4 floats:
 * block 1's tail region reaches past row 2, which is skipped. */
#include <stdint.h>
#include <stdio.h>

#include "prints.h"

int main(void) {
  float a[12];
  for (int i = 0; i < 12; ++i)
    a[i] = (float)i + 0.5f;
  uint16_t f[2] = {0x3E00, 0}; /* 1.5 in float16 */
  int32_t v[2] = {-3, 7};
  int32_t st = prints(a, f, v, 3);
  fflush(stdout);
  printf("status %d\n", (int)st);
  return st != 0;
}

// tilec: the ahead-of-time compiler for .tile programs.
#include "tilec/basic/LargeStack.h"
#include "tilec/driver/Driver.h"

#include <iostream>

int main(int argc, char** argv) {
  int status = 1;
  tilec::runWithLargeStack([&] { status = tilec::driver::runTilec(argc, argv, std::cout, std::cerr); });
  return status;
}

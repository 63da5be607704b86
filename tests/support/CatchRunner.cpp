// Catch2's implementation, without a main (tests/support/CMakeLists.txt).
#define CATCH_CONFIG_RUNNER
#include "CatchSession.h"

#include <catch2/catch.hpp>

int tilec_test::runCatchSession(int argc, char** argv) { return Catch::Session().run(argc, argv); }

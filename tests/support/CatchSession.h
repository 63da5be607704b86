#pragma once
// Running Catch2 from a test executable's own main. Catch2 v2 declares
// Catch::Session only where its implementation is compiled, which is once,
// in tests/support/CatchRunner.cpp.

namespace tilec_test {

/// Catch::Session().run(argc, argv): runs the selected test cases with
/// Catch's command line and returns its exit status.
int runCatchSession(int argc, char** argv);

}  // namespace tilec_test

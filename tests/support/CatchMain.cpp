// The default main of a Catch2 test executable: every option is Catch's.
#include "CatchSession.h"

int main(int argc, char** argv) { return tilec_test::runCatchSession(argc, argv); }

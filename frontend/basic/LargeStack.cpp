#include "tilec/basic/LargeStack.h"

#include <pthread.h>

namespace tilec {

namespace {
void* trampoline(void* arg) {
  (*static_cast<const std::function<void()>*>(arg))();
  return nullptr;
}
} // namespace

void runWithLargeStack(const std::function<void()>& fn, size_t bytes) {
  pthread_attr_t attr;
  pthread_t thread;
  if (pthread_attr_init(&attr) == 0 && pthread_attr_setstacksize(&attr, bytes) == 0 &&
      pthread_create(&thread, &attr, trampoline, const_cast<std::function<void()>*>(&fn)) == 0) {
    pthread_attr_destroy(&attr);
    pthread_join(thread, nullptr);
    return;
  }
  fn(); // could not make the thread: run on this one
}

} // namespace tilec

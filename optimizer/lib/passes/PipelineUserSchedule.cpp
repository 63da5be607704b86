// inject-software-pipeline: what a loop's `order=` / `stage=` (and `group=`)
// ask of its pipeline (TileLang's T.Pipelined arguments). Statement i of the
// body (or group i) runs in stage stage[i] at position order[i] of the
// steady-state iteration: a statement of stage s works on iteration k - s.
// tilec generates two shapes of pipeline, and the lists choose between
// them and set their parameters:
//
//   copies at stage p, every other statement at stage c > p:
//       the copies run c - p iterations ahead, and are issued before the
//       consumers whose order is above theirs;
//   copies at stage -1 (a producer warpgroup's: TileLang's warp-specialized
//   form), or order= without stage=: the compiler picks how far ahead they
//   run (a producer warpgroup also issues them itself);
//   besides that, the consumers at stage c except a tail at c + 1 that ends
//   with the last GEMM (FlashAttention-3's O += P V of the previous tile,
//   in flight across this tile's softmax): the rotated consumer loop of
//   OverlapConsumerGemms.cpp, on warp-specialized pipelines.
//
// Anything else is reported with a warning that says what is used instead.

#include "SoftwarePipeline.h"

#include <algorithm>
#include <set>

namespace tilec::opt::swp {

namespace {

template <class T> const T* annotation(const ForNode& loop, const char* key) {
  auto it = loop.annotations.find(key);
  return it == loop.annotations.end() ? nullptr : std::get_if<T>(&it->second);
}

} // namespace

std::optional<UserSchedule> readUserSchedule(const ForNode& loop, const std::vector<Stmt>& stmts,
                                             const PassContext& ctx) {
  const auto* order = annotation<std::vector<int64_t>>(loop, "order");
  const auto* stage = annotation<std::vector<int64_t>>(loop, "stage");
  if (!order && !stage)
    return std::nullopt;
  auto warn = [&](const std::string& why) -> std::optional<UserSchedule> {
    if (ctx.diags)
      ctx.diags->warning(loop.loc, "order= / stage= of this T.Pipelined are not used: " + why +
                                       "; the compiler's schedule is used");
    return std::nullopt;
  };
  // Units: the statements, or the groups of statements group= names.
  std::vector<std::vector<size_t>> units;
  if (const auto* groups = annotation<std::vector<std::vector<int64_t>>>(loop, "group")) {
    std::set<int64_t> seen;
    for (const auto& g : *groups) {
      if (g.empty())
        return warn("group= has an empty group");
      units.emplace_back();
      for (int64_t i : g) {
        if (i < 0 || i >= int64_t(stmts.size()) || !seen.insert(i).second)
          return warn("group= must name each of the body's " + std::to_string(stmts.size()) +
                      " statements once (0-based)");
        units.back().push_back(size_t(i));
      }
    }
    if (seen.size() != stmts.size())
      return warn("group= must name each of the body's " + std::to_string(stmts.size()) + " statements once");
  } else {
    for (size_t i = 0; i < stmts.size(); ++i)
      units.push_back({i});
  }
  for (const auto* list : {order, stage}) {
    if (list && list->size() != units.size())
      return warn("they have " + std::to_string(list->size()) + " entries and the loop body has " +
                  std::to_string(units.size()) +
                  (annotation<std::vector<std::vector<int64_t>>>(loop, "group") ? " groups" : " statements"));
  }
  UserSchedule s;
  s.hasStage = stage != nullptr;
  s.stage.assign(stmts.size(), 0);
  s.order.assign(stmts.size(), 0);
  for (size_t u = 0; u < units.size(); ++u)
    for (size_t i : units[u]) {
      s.stage[i] = stage ? (*stage)[u] : 0;
      // Without order=, program order.
      s.order[i] = order ? (*order)[u] : int64_t(i);
    }
  // Stage -1 is a producer warpgroup's (copies only).
  for (size_t i = 0; i < stmts.size(); ++i)
    if (s.stage[i] < -1 || (s.stage[i] == -1 && !isProducer(stmts[i])))
      return warn("stage " + std::to_string(s.stage[i]) + " of statement " + std::to_string(i) +
                  (s.stage[i] < -1 ? " is below -1" : " (-1 marks a global -> shared copy for the producer)"));
  return s;
}

std::optional<PipelinePlan> planFromSchedule(const UserSchedule& s, const ForNode& loop, const std::vector<bool>& staged,
                                             const PassContext& ctx) {
  auto warn = [&](const std::string& why) -> std::optional<PipelinePlan> {
    if (ctx.diags)
      ctx.diags->warning(loop.loc, "order= / stage= of this T.Pipelined are not used: " + why +
                                       "; the compiler's schedule is used");
    return std::nullopt;
  };
  std::vector<size_t> producers, consumers;
  for (size_t i = 0; i < staged.size(); ++i)
    (staged[i] ? producers : consumers).push_back(i);
  PipelinePlan plan;
  for (size_t i : consumers)
    if (s.stage[i] == -1)
      return warn("statement " + std::to_string(i) + " has stage -1, but it is not a copy the pipeline stages (a "
                  "statement before it touches its tile or writes its source)");
  // The copies of the next iterations are issued before the first
  // consumer that comes after them in order=.
  int64_t firstCopy = s.order[producers[0]];
  for (size_t i : producers)
    firstCopy = std::min(firstCopy, s.order[i]);
  for (size_t i : consumers)
    plan.copiesAt += s.order[i] < firstCopy ? 1 : 0;
  size_t tail = consumers.size();
  if (s.hasStage) {
    // The copies: all at one stage p (or all -1).
    int64_t p = s.stage[producers[0]];
    for (size_t i : producers)
      if (s.stage[i] != p)
        return warn("the copies into shared memory have different stages; tilec issues them together");
    // The consumers: one stage c, or c and a tail at c + 1 that runs to the
    // last statement.
    int64_t c = s.stage[consumers[0]];
    for (size_t j = 0; j < consumers.size(); ++j) {
      int64_t st = s.stage[consumers[j]];
      if (st == c && tail == consumers.size())
        continue;
      if (st == c + 1) {
        tail = std::min(tail, j);
        continue;
      }
      return warn("the statements after the copies must share one stage, or one stage and the next for a tail "
                  "that runs to the last GEMM (the rotated form)");
    }
    plan.rotate = tail < consumers.size();
    if (p != -1) {
      if (c <= p)
        return warn("the copies' stage (" + std::to_string(p) + ") must be below the other statements' (" +
                    std::to_string(c) + ")");
      plan.ahead = c - p;
    }
  }
  // The consumers keep their program order, except that in the rotated form
  // the tail (the previous iteration's) may come between them: after this
  // iteration's first GEMM. The tail's statements before the last GEMM then
  // run at the end of their own iteration instead (the rotated loop of
  // OverlapConsumerGemms.cpp), which computes the same values: they read
  // nothing of the next iteration.
  auto inOrder = [&](size_t from, size_t to) {
    for (size_t j = from; j + 1 < to; ++j)
      if (s.order[consumers[j]] > s.order[consumers[j + 1]])
        return false;
    return true;
  };
  if (!inOrder(0, tail) || !inOrder(tail, consumers.size()))
    return warn("order= reorders the statements after the copies; tilec keeps their program order");
  if (tail < consumers.size()) {
    int64_t tailFirst = s.order[consumers[tail]];
    if (s.order[consumers[0]] > tailFirst)
      return warn("in the rotated form the previous iteration's tail comes after this iteration's first statement "
                  "(its first GEMM)");
  }
  return plan;
}

} // namespace tilec::opt::swp

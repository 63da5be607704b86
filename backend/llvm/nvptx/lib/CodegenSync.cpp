// Lowered tile IR -> LLVM IR: the synchronization of warp-specialized
// pipelines (the warp-specialize pass; the CUDA route calls
// stdlib/include/tilec/device/mbarrier.h and tma.h): transaction barriers
// in shared memory, named barriers, TMA loads through tensor maps passed by
// value, register reallocation and threads that leave early.
//
// The mbarrier and TMA instructions are inline PTX, as in the device
// library (LLVM 19 has no intrinsics for try_wait.parity, expect_tx or
// cp.async.bulk.tensor); setmaxnreg is LLVM's intrinsic. The wait loops
// are LLVM loops around one try/test instruction, so no PTX labels are
// needed.
#include "KernelCodegen.h"

#include "tilec/ir/Ops.h"

#include <llvm/IR/InlineAsm.h>
#include <llvm/IR/IntrinsicsNVPTX.h>

namespace tilec::backend::nvptx::detail {

using namespace tilec::ir;

namespace {

bool isSyncOp(const std::string& op) {
  static const char* names[] = {"tl.mbarrier_init",       "tl.fence_mbarrier_init",      "tl.mbarrier_arrive",
                                "tl.cp_async_mbarrier_arrive", "tl.mbarrier_wait",       "tl.named_barrier_sync",
                                "tl.mbarrier_arrive_expect_tx", "tl.tma_enabled",
                                "tl.exit_thread",         "tl.setmaxnreg_inc",           "tl.setmaxnreg_dec",
                                "tl.cluster_rank",          "tl.cluster_sync",
                                "tl.mbarrier_arrive_warp", "tl.tma_store_commit",        "tl.tma_store_wait_read",
                                "tl.pingpong_wait",        "tl.pingpong_pass",           "tl.pingpong_start",
                                "tl.pingpong_end",         "tl.prefetch_tma_descriptor"};
  for (const char* n : names)
    if (op == n)
      return true;
  return cuda::tmaCopyOp(op).has_value();
}

} // namespace

bool KernelCodegen::isSyncCall(const std::string& op) { return isSyncOp(op); }

llvm::Value* KernelCodegen::ptxCall(const std::string& text, const std::string& constraints,
                                    const std::vector<llvm::Value*>& args, llvm::Type* result) {
  std::vector<llvm::Type*> types;
  for (llvm::Value* a : args)
    types.push_back(a->getType());
  auto* ty = llvm::FunctionType::get(result ? result : b_.getVoidTy(), types, false);
  llvm::CallInst* c = b_.CreateCall(llvm::InlineAsm::get(ty, text, constraints, /*hasSideEffects=*/true), args);
  c->addFnAttr(llvm::Attribute::Convergent);
  return c;
}

llvm::Value* KernelCodegen::sharedAddress32(const Expr& e, SourceRange loc, const char* what) {
  // The shared state space's 32-bit address, as __cvta_generic_to_shared.
  return b_.CreatePtrToInt(asSharedPtr(expr(e), loc, what), b_.getInt32Ty());
}

llvm::Value* KernelCodegen::syncCall(const CallNode* n) {
  const std::string& op = n->op;
  auto arity = [&](size_t k) {
    if (n->args.size() != k)
      fail(n->loc, "intrinsic '" + op + "' takes " + std::to_string(k) + " argument" + (k == 1 ? "" : "s") +
                       ", not " + std::to_string(n->args.size()));
  };
  auto i32 = [&](const Expr& e) { return convert(expr(e), e->dtype, DataType::int32(), n->loc); };
  auto none = [&]() { return intConst(n->dtype, 0, n->loc); };
  auto needsSm90 = [&](const char* what) {
    if (target_.sm < 90)
      targetLacks(n->loc, what, "sm_90");
  };

  if (op == "tl.mbarrier_init") {
    arity(2);
    llvm::Value* bar = sharedAddress32(n->args[0], n->loc, op.c_str());
    ptxCall("mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}", {bar, i32(n->args[1])});
    return none();
  }
  if (op == "tl.fence_mbarrier_init") {
    arity(0);
    if (target_.sm >= 90) // nothing to order across a cluster before sm_90
      ptxCall("fence.mbarrier_init.release.cluster;", "~{memory}", {});
    return none();
  }
  if (op == "tl.mbarrier_arrive") {
    arity(1);
    ptxCall("{\n .reg .b64 state;\n mbarrier.arrive.shared::cta.b64 state, [$0];\n}", "r,~{memory}",
            {sharedAddress32(n->args[0], n->loc, op.c_str())});
    return none();
  }
  if (op == "tl.cp_async_mbarrier_arrive") {
    arity(1);
    // .noinc: the arrival was counted in the barrier's initial count.
    ptxCall("cp.async.mbarrier.arrive.noinc.shared::cta.b64 [$0];", "r,~{memory}",
            {sharedAddress32(n->args[0], n->loc, op.c_str())});
    return none();
  }
  if (op == "tl.mbarrier_arrive_expect_tx") {
    arity(2);
    needsSm90("mbarrier.arrive.expect_tx");
    ptxCall("mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}",
            {sharedAddress32(n->args[0], n->loc, op.c_str()), i32(n->args[1])});
    return none();
  }
  if (op == "tl.mbarrier_wait") {
    // Until the phase of this parity has completed: try_wait (sm_90, which
    // suspends the thread a while) or test_wait, in an LLVM loop.
    arity(2);
    llvm::Value* bar = sharedAddress32(n->args[0], n->loc, op.c_str());
    llvm::Value* parity = i32(n->args[1]);
    std::string probe = target_.sm >= 90 ? "mbarrier.try_wait.parity.shared::cta.b64" : "mbarrier.test_wait.parity.shared::cta.b64";
    llvm::BasicBlock* loop = newBlock("mbarrier.wait");
    llvm::BasicBlock* done = newBlock("mbarrier.done");
    b_.CreateBr(loop);
    b_.SetInsertPoint(loop);
    llvm::Value* ok = ptxCall("{\n .reg .pred done;\n " + probe + " done, [$1], $2;\n selp.u32 $0, 1, 0, done;\n}",
                              "=r,r,r,~{memory}", {bar, parity}, b_.getInt32Ty());
    b_.CreateCondBr(b_.CreateICmpNE(ok, b_.getInt32(0)), done, loop);
    b_.SetInsertPoint(done);
    return none();
  }
  if (op == "tl.named_barrier_sync") {
    arity(2);
    ptxCall("bar.sync $0, $1;", "r,r,~{memory}", {i32(n->args[0]), i32(n->args[1])});
    return none();
  }
  // The consumer warpgroups' turns (stdlib mbarrier.h, pingpong_*): named
  // barrier base + g is warpgroup g's, over both warpgroups' 256 threads.
  if (op == "tl.pingpong_wait" || op == "tl.pingpong_pass" || op == "tl.pingpong_start" ||
      op == "tl.pingpong_end") {
    arity(1);
    llvm::Value* g = b_.CreateUDiv(threadIndex(0), b_.getInt32(128));
    llvm::Value* base = i32(n->args[0]);
    if (op == "tl.pingpong_wait") {
      ptxCall("bar.sync $0, 256;", "r,~{memory}", {b_.CreateAdd(base, g)});
    } else if (op == "tl.pingpong_pass") {
      ptxCall("bar.arrive $0, 256;", "r,~{memory}", {b_.CreateSub(b_.CreateAdd(base, b_.getInt32(1)), g)});
    } else { // start: warpgroup 1 arrives; end: warpgroup 0 waits
      bool start = op == "tl.pingpong_start";
      ptxCall(std::string("{\n .reg .pred p;\n setp.eq.u32 p, $1, ") + (start ? "1" : "0") + ";\n @p " +
                  (start ? "bar.arrive" : "bar.sync") + " $0, 256;\n}",
              "r,r,~{memory}", {base, g});
    }
    return none();
  }
  if (op == "tl.tma_enabled") {
    arity(0);
    if (!tmaOk_)
      fail(n->loc, "tl.tma_enabled in a kernel without tensor maps (no tma_descriptors attribute)");
    return convert(b_.CreateICmpNE(tmaOk_, b_.getInt32(0)), DataType::boolean(), n->dtype, n->loc);
  }
  if (auto store = cuda::tmaCopyOp(op); store && store->store) { // (tensor map, source, coordinates)
    arity(store->arity());
    auto map = asConstInt(n->args[0]);
    if (!map || *map < 0 || static_cast<size_t>(*map) >= tmaMaps_.size())
      fail(n->loc, op + " needs the constant index of one of the kernel's tensor maps");
    needsSm90("TMA stores (cp.async.bulk.tensor)");
    // cp.async.bulk.tensor.<r>d.global.shared::cta.bulk_group [map, {c0, ..}], [src];
    const size_t r = size_t(store->rank);
    std::string text = "cp.async.bulk.tensor." + std::to_string(r) + "d.global.shared::cta.bulk_group [$0, {";
    std::string constraints = "l";
    std::vector<llvm::Value*> operands = {tmaMaps_[static_cast<size_t>(*map)]};
    for (size_t i = 0; i < r; ++i) {
      text += (i ? ", $" : "$") + std::to_string(1 + i);
      constraints += ",r";
      operands.push_back(i32(n->args[2 + i]));
    }
    text += "}], [$" + std::to_string(1 + r) + "];";
    constraints += ",r";
    operands.push_back(sharedAddress32(n->args[1], n->loc, op.c_str()));
    ptxCall(text, constraints + ",~{memory}", operands);
    return none();
  }
  if (op == "tl.prefetch_tma_descriptor") { // (tensor map): into the TMA unit's descriptor cache
    arity(1);
    auto map = asConstInt(n->args[0]);
    if (!map || *map < 0 || static_cast<size_t>(*map) >= tmaMaps_.size())
      fail(n->loc, op + " needs the constant index of one of the kernel's tensor maps");
    needsSm90("tensor-map prefetches (prefetch.tensormap)");
    ptxCall("prefetch.tensormap [$0];", "l,~{memory}", {tmaMaps_[static_cast<size_t>(*map)]});
    return none();
  }
  if (op == "tl.tma_store_commit" || op == "tl.tma_store_wait_read") {
    // The bulk group of this thread's TMA stores; waiting until their
    // sources have been read (the shared buffer may be written again). A
    // wait's argument, when present, names the stored tile for
    // insert-thread-sync only.
    if (op == "tl.tma_store_commit" || n->args.size() > 1)
      arity(0);
    needsSm90("TMA stores (cp.async.bulk)");
    ptxCall(op == "tl.tma_store_commit" ? "cp.async.bulk.commit_group;" : "cp.async.bulk.wait_group.read 0;",
            "~{memory}", {});
    return none();
  }
  if (auto load = cuda::tmaCopyOp(op)) { // (tensor map, destination, mbarrier, coordinates[, mask])
    arity(load->arity());
    auto map = asConstInt(n->args[0]);
    if (!map || *map < 0 || static_cast<size_t>(*map) >= tmaMaps_.size())
      fail(n->loc, op + " needs the constant index of one of the kernel's tensor maps");
    needsSm90(load->multicast ? "TMA multicast (cp.async.bulk.tensor .multicast::cluster)"
                              : "TMA (cp.async.bulk.tensor)");
    // cp.async.bulk.tensor.<r>d ... [dst], [map, {c0, ..}], [bar][, mask];
    // the map is a __grid_constant__ parameter: its generic address
    // (cvta.param), never a local copy.
    const size_t r = size_t(load->rank);
    std::string text = "cp.async.bulk.tensor." + std::to_string(r) +
                       "d.shared::cluster.global.tile.mbarrier::complete_tx::bytes" +
                       (load->multicast ? ".multicast::cluster" : "") + " [$0], [$1, {";
    std::string constraints = "r,l";
    std::vector<llvm::Value*> operands = {sharedAddress32(n->args[1], n->loc, op.c_str()),
                                          tmaMaps_[static_cast<size_t>(*map)]};
    for (size_t i = 0; i < r; ++i) {
      text += (i ? ", $" : "$") + std::to_string(2 + i);
      constraints += ",r";
      operands.push_back(i32(n->args[3 + i]));
    }
    text += "}], [$" + std::to_string(2 + r) + "]";
    constraints += ",r";
    operands.push_back(sharedAddress32(n->args[2], n->loc, op.c_str()));
    if (load->multicast) {
      text += ", $" + std::to_string(3 + r);
      constraints += ",h";
      operands.push_back(b_.CreateTrunc(i32(n->args[3 + r]), b_.getInt16Ty()));
    }
    ptxCall(text + ";", constraints + ",~{memory}", operands);
    return none();
  }
  // Thread-block clusters (stdlib cluster.h).
  if (op == "tl.cluster_rank") {
    arity(0);
    needsSm90("%cluster_ctarank");
    return convert(ptxCall("mov.u32 $0, %cluster_ctarank;", "=r", {}, b_.getInt32Ty()), DataType::int32(), n->dtype,
                   n->loc);
  }
  if (op == "tl.cluster_sync") {
    arity(0);
    needsSm90("barrier.cluster");
    ptxCall("barrier.cluster.arrive.release.aligned;\n barrier.cluster.wait.acquire.aligned;", "~{memory}", {});
    return none();
  }
  if (op == "tl.mbarrier_arrive_warp") { // (mbarrier, blocks of the cluster): per warp, in each block
    arity(2);
    auto blocks = asConstInt(n->args[1]);
    if (!blocks || *blocks < 1 || *blocks > 8)
      fail(n->loc, "tl.mbarrier_arrive_warp needs a constant block count, 1..8");
    llvm::Value* local = sharedAddress32(n->args[0], n->loc, op.c_str());
    if (*blocks == 1) { // as the device library: lane 0 arrives after the warp's lanes
      ptxCall("{\n .reg .pred p;\n .reg .b32 lane;\n bar.warp.sync -1;\n mov.u32 lane, %laneid;\n"
              " setp.eq.u32 p, lane, 0;\n @p mbarrier.arrive.shared::cta.b64 _, [$0];\n}",
              "r,~{memory}", {local});
      return none();
    }
    needsSm90("mbarrier arrivals across a cluster");
    ptxCall("{\n .reg .pred p;\n .reg .b32 lane, remote;\n bar.warp.sync -1;\n mov.u32 lane, %laneid;\n"
            " setp.lt.u32 p, lane, $1;\n @p mapa.shared::cluster.u32 remote, $0, lane;\n"
            " @p mbarrier.arrive.shared::cluster.b64 _, [remote];\n}",
            "r,r,~{memory}", {local, b_.getInt32(static_cast<uint32_t>(*blocks))});
    return none();
  }
  if (op == "tl.exit_thread") {
    // `return` from the kernel; what follows is unreachable for this thread.
    arity(0);
    b_.CreateRetVoid();
    b_.SetInsertPoint(newBlock("exited"));
    return none();
  }
  // tl.setmaxnreg_inc / _dec
  auto regs = n->args.size() == 1 ? asConstInt(n->args[0]) : std::nullopt;
  if (!regs || *regs < 24 || *regs > 256 || *regs % 8 != 0)
    fail(n->loc, "intrinsic '" + op + "' needs a constant register count, 24..256 and a multiple of 8");
  // A hint about registers only: where the target lacks it (the compute_90
  // PTX image), the kernel runs correctly without it, as in the CUDA route.
  if (target_.archSpecific && targetInfo(target_.kind).hasSetMaxNReg)
    b_.CreateIntrinsic(op == "tl.setmaxnreg_inc" ? llvm::Intrinsic::nvvm_setmaxnreg_inc_sync_aligned_u32
                                                 : llvm::Intrinsic::nvvm_setmaxnreg_dec_sync_aligned_u32,
                       {}, {b_.getInt32(static_cast<uint32_t>(*regs))});
  return none();
}

} // namespace tilec::backend::nvptx::detail

#pragma once
// The table of language primitives (Builtins.def) with parsed parameter lists.

#include "tilec/frontend/Value.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tilec::sema {

struct BuiltinParam {
  std::string name;
  std::string defaultText; // empty when required
  bool hasDefault = false;
  bool variadic = false; // *name
};

struct BuiltinInfo {
  Builtin id;
  std::string_view spelling;  // "T.copy"
  std::string_view signature; // "src, dst, coalesced_width=None"
  std::string_view doc;
  std::vector<BuiltinParam> params;
};

const BuiltinInfo& builtinInfo(Builtin id);
std::optional<Builtin> lookupBuiltin(std::string_view spelling);
const std::vector<BuiltinInfo>& allBuiltins();

} // namespace tilec::sema

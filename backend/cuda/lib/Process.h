#pragma once
// Small OS helpers for the CUDA backend: temporary directories, files, and
// running the toolkit's programs (nvcc, fatbinary) with their output captured.

#include <optional>
#include <string>
#include <vector>

namespace tilec::backend::cuda {

/// A fresh directory under the system's temporary directory, removed with
/// everything in it on destruction.
class TempDir {
public:
  TempDir();
  ~TempDir();
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  bool ok() const { return !path_.empty(); }
  const std::string& path() const { return path_; }

private:
  std::string path_;
};

bool writeFile(const std::string& path, const std::string& bytes);
std::optional<std::string> readFile(const std::string& path);

struct ProcessResult {
  int status = -1;    // the exit status; -1 when it could not run or was killed
  std::string output; // stdout and stderr together
};

/// Runs argv[0] (a path, or a name looked up in PATH) and waits for it.
ProcessResult runProcess(const std::vector<std::string>& argv);

} // namespace tilec::backend::cuda

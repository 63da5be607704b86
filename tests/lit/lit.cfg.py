# lit configuration for tilec's golden tests. Tests are .tile files (and .test
# scripts) with `# RUN:` lines; %tilec, FileCheck and not come from the build.
import os
import lit.formats

config.name = "tilec"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".tile", ".test", ".tir"]
config.excludes = ["Inputs", "lit.cfg.py", "lit.site.cfg.py.in", "CMakeLists.txt"]
config.test_source_root = os.path.dirname(__file__)

site = lit_config.params.get("tilec_site_config")
if site:
    lit_config.load_config(config, site)
else:
    lit_config.fatal("run lit through ctest (it passes tilec_site_config)")

config.test_exec_root = os.path.join(config.binary_root, "tests", "lit")
config.substitutions.append(("%tilec-opt", config.tilec_opt))
config.substitutions.append(("%tilec", config.tilec))
config.substitutions.append(("%examples", os.path.join(config.source_root, "examples")))
config.substitutions.append(("%corpus", os.path.join(config.source_root, "tests", "corpus")))
config.substitutions.append(("%src", config.source_root))
config.substitutions.append(("FileCheck", config.filecheck))
for tool in ("llvm-nm", "llvm-objdump", "llvm-readelf"):  # object inspection (tilec -c)
    config.substitutions.append(("%" + tool, os.path.join(config.llvm_bin, tool)))
# Host objects (--target=host) linked into a C program and run (tests/lit/cpu).
config.substitutions.append(("%clangxx", os.path.join(config.llvm_bin, "clang++")))
config.substitutions.append(("%clang", os.path.join(config.llvm_bin, "clang")))
config.substitutions.append(("%tilert_cpu_lib", os.path.join(config.binary_root, "runtime", "libtilert_cpu.a")))
config.substitutions.append(("%tilert_include", os.path.join(config.source_root, "runtime", "include")))
# The toolkit's ptxas: the LLVM route's PTX must assemble (tests/lit/llvm).
config.substitutions.append(("%ptxas", os.path.join(getattr(config, "cuda_bin", "") or "/usr/local/cuda/bin", "ptxas")))
config.substitutions.append(("not ", config.llvm_not + " "))
config.environment["LC_ALL"] = "C"

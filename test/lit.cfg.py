# oa's lit configuration: tool substitutions and optional features.
import os
import shutil

import lit.formats
from lit.llvm import llvm_config

config.name = "oa"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell if llvm_config else True)
config.suffixes = [".s", ".txt", ".test", ".ll", ".mlir", ".mir"]
config.excludes = ["Inputs", "Unit", "CMakeLists.txt", "README.md", "lit.cfg.py", "lit.site.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.oa_obj_root, "test")

llvm_config.use_default_substitutions()
llvm_config.with_environment("PATH", config.oa_tools_dir, append_path=True)
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)
# Tests that drive the tools from Python (python/oa/tools.py) use this
# build's, not <source>/build/bin: in a sanitizer or fuzz build
# (build-asan, build-fuzz) they ran the other build's uninstrumented tools.
config.environment["OA_TOOLS_DIR"] = config.oa_tools_dir
# oa-llc re-verifies the IR between its passes in every test (off for users).
config.environment["OA_LLC_OPTIONS"] = "-verify-each"
oa_tools = ["oa-mc", "oa-objdump"] + [t for t in ("oa-llc", "oa-run", "oa-emu", "oa-opt", "oa-translate", "oa-cc", "oa-link", "oa-ptx")
                                     if os.path.exists(os.path.join(config.oa_tools_dir, t))]
llvm_config.add_tool_substitutions(oa_tools, [config.oa_tools_dir])
for t in oa_tools:
    config.available_features.add(t)
config.substitutions.append(("%python", config.python_executable))
config.substitutions.append(("%oa_src", config.oa_src_root))
config.substitutions.append(("%oa_obj", config.oa_obj_root))
# cmake --install and find_package(OA) (test/Install).
if getattr(config, "cmake_command", ""):
    config.available_features.add("cmake")
    config.substitutions.append(("%cmake_generator", '"%s"' % config.cmake_generator))
    config.substitutions.append(("%cmake", config.cmake_command))

# nvdisasm is a test oracle only: tests that compare with it need this feature.
nvd = os.environ.get("OA_NVDISASM") or os.path.join(config.oa_src_root, ".deps", "nvdisasm", "bin", "nvdisasm")
if not os.path.isfile(nvd):
    nvd = shutil.which("nvdisasm") or ""
if nvd:
    config.available_features.add("nvdisasm")
    config.substitutions.append(("%nvdisasm", nvd))
    config.environment["OA_NVDISASM"] = nvd

# The CUDA SDK (headers, libdevice): tests of oa-cc's SDK mode need it.
if "oa-cc" in oa_tools:
    import subprocess
    sdk = subprocess.run([os.path.join(config.oa_tools_dir, "oa-cc"), "--print-cuda-path"],
                         capture_output=True, text=True)
    if sdk.returncode == 0 and sdk.stdout.strip():
        config.available_features.add("cuda-sdk")
        config.substitutions.append(("%cuda_path", sdk.stdout.strip()))
# CUDA's fatbinary, an oracle for oa-link --fatbin.
fatbinary = shutil.which("fatbinary") or ("/usr/local/cuda/bin/fatbinary" if os.path.isfile("/usr/local/cuda/bin/fatbinary") else "")
if fatbinary:
    config.available_features.add("fatbinary")
    config.substitutions.append(("%fatbinary", fatbinary))

# The SASS target as a plugin of LLVM's own llc (lib/Target/SASS/Plugin); a
# sanitized plugin (OA_SANITIZE) needs the sanitizer runtime, which LLVM's
# uninstrumented llc does not have.
plugin = os.path.join(config.oa_obj_root, "lib", "libOASASSPlugin.so")
llc = os.path.join(config.llvm_tools_dir, "llc")
if os.path.isfile(plugin) and os.path.isfile(llc) and not getattr(config, "oa_sanitize", ""):
    config.available_features.add("sass-plugin")
    config.substitutions.append(("%sass_plugin", plugin))
    config.substitutions.append(("%llvm_llc", llc))
    opt = os.path.join(config.llvm_tools_dir, "opt")
    if os.path.isfile(opt):
        config.available_features.add("sass-plugin-opt")
        config.substitutions.append(("%llvm_opt", opt))

# MLIR 22 for oa's dialects, passes and tools (issue 5).  Everything MLIR
# builds only when the package is found; OA_HAVE_MLIR says so to the rest.
# oa links MLIR's single shared library (libMLIR.so, like libLLVM.so for the
# LLVM parts): tools relink in well under a second and nothing MLIR compiles.
find_package(MLIR ${OA_LLVM_VERSION} CONFIG QUIET
  HINTS "/usr/lib/llvm-${OA_LLVM_MAJOR}/lib/cmake/mlir")
if(MLIR_FOUND AND TARGET MLIR)
  set(OA_HAVE_MLIR ON)
  list(APPEND CMAKE_MODULE_PATH "${MLIR_CMAKE_DIR}")
  # MLIRConfig names the tool without a path; the package installs it next to llvm-tblgen.
  set(MLIR_TABLEGEN_EXE "${LLVM_TOOLS_BINARY_DIR}/mlir-tblgen")
  include(AddMLIR)
  include_directories(SYSTEM ${MLIR_INCLUDE_DIRS})
  message(STATUS "oa: MLIR from ${MLIR_DIR}")
else()
  set(OA_HAVE_MLIR OFF)
  message(STATUS "oa: MLIR not found; oa-opt, oa-translate and the dialects are not built")
endif()

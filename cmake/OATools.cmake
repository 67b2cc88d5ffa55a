# How oa's command-line tools are built and installed.
#
# oa_tool(<target> [STATIC_LLVM]) installs an executable into bin/ and the
# OATargets export set (find_package(OA) then gives OA::<target>).
# STATIC_LLVM links it with LLVM's static component libraries where the
# build has them (OA_STATIC_LLVM_TOOLS): tools that tests and scripts run
# once per kernel, where loading the shared libLLVM dominates a short run.
include(GNUInstallDirs)

function(oa_tool name)
  cmake_parse_arguments(T "STATIC_LLVM" "" "" ${ARGN})
  if(T_STATIC_LLVM)
    set_target_properties(${name} PROPERTIES OA_STATIC_LLVM ${OA_HAVE_STATIC_LLVM})
    # Start-up is a large part of compiling a small kernel.  Position-
    # dependent: a PIE of the static LLVM libraries applies ~65,000 relative
    # relocations on every start (oa-llc: 3.7 ms of CPU before any work, 2.2
    # ms without).  libstdc++ and libgcc linked in: the loader no longer
    # binds thousands of their symbols at each start, and unused sections
    # go (2.2 -> 1.4 ms; docs/results/compile-time-2026-12-05.md).
    if(OA_HAVE_STATIC_LLVM AND CMAKE_SYSTEM_NAME STREQUAL "Linux")
      target_link_options(${name} PRIVATE -no-pie)
      if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
        target_link_options(${name} PRIVATE -static-libstdc++ -static-libgcc -Wl,--gc-sections)
      endif()
      # And no dynamic loader at all where the C library's archive is there
      # (CMakeLists.txt: OA_STATIC_LIBC): 0.340 -> 0.313 s for oa-llc over
      # the e2e suite.  glibc warns that getpwnam and the like, which LLVM
      # calls only to expand a '~' in a path, need its shared NSS modules.
      if(OA_STATIC_LIBC)
        target_link_options(${name} PRIVATE -static)
        # No dynamic section: nothing for an RPATH, at build or install.
        set_target_properties(${name} PROPERTIES SKIP_BUILD_RPATH ON OA_FULLY_STATIC ON)
      endif()
    endif()
  endif()
  # Installed, a tool still finds the shared libLLVM/libMLIR it may link.
  get_target_property(_oa_fully_static ${name} OA_FULLY_STATIC)
  if(NOT _oa_fully_static)
    set_target_properties(${name} PROPERTIES INSTALL_RPATH "${LLVM_LIBRARY_DIR}")
  endif()
  install(TARGETS ${name} EXPORT OATargets
          RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR}
          LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
endfunction()

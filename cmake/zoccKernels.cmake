# zoccKernels.cmake — zocc_add_kernels(), included by zoccConfig.cmake.
#
#   zocc_add_kernels(<target>
#     SOURCES a.cl b.cl ...           OpenCL C kernels (relative to the current source dir)
#     [DEVICE <name>]                 zocc -device: skl, tgllp, dg2-g10, pvc, ...
#     [OPTIONS <option> ...]          more zocc options (-cl-std=CL2.0, -Werror, ...)
#     [INCLUDE_DIRECTORIES <dir> ...] -I directories (relative to the current source dir)
#     [DEFINITIONS <NAME[=VALUE]> ...] -D macros
#     [EMBED]                         also compile each module into <target>
#     [OUTPUT_DIRECTORY <dir>])       where the .spv files go (default:
#                                     ${CMAKE_CURRENT_BINARY_DIR}/<target>_kernels)
#
# Each source becomes one custom command that runs zocc::compiler and writes
# <name>.spv, with a depfile from zocc's -MD -MF, so that editing a header
# rebuilds exactly the kernels that include it (Ninja and Makefile
# generators).  zocc runs with the absolute path of each source, so its
# diagnostics (file:line:col: error: ...) point IDEs to the right file.
#
# Without EMBED, the .spv files are built with <target> (they are listed
# among its sources).  With EMBED, each module also becomes <name>_spv.c
# (.cpp when the project enables only C++) and <name>_spv.h, added to
# <target>'s sources and include path:
#
#     #include "vadd_spv.h"   // extern const uint32_t vadd_spv[];
#                             // extern const size_t vadd_spv_words, vadd_spv_size;
#
# In the Debug and RelWithDebInfo configurations zocc also gets -g: the
# modules carry debug information (OpenCL.DebugInfo.100) for the driver's
# compiler to turn into DWARF (zocc_ze adds -g to the driver's build flags).
#
# <name> is the source's file name without its last extension, with every
# character that cannot be in a C identifier made '_'.  The target property
# ZOCC_SPIRV_FILES lists the .spv files.

function(zocc_add_kernels target)
  cmake_parse_arguments(PARSE_ARGV 1 _z "EMBED" "DEVICE;OUTPUT_DIRECTORY"
                        "SOURCES;OPTIONS;INCLUDE_DIRECTORIES;DEFINITIONS")
  if(_z_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "zocc_add_kernels: unknown arguments: ${_z_UNPARSED_ARGUMENTS}")
  endif()
  if(_z_KEYWORDS_MISSING_VALUES)
    message(FATAL_ERROR "zocc_add_kernels: no value after ${_z_KEYWORDS_MISSING_VALUES}")
  endif()
  if(NOT TARGET "${target}")
    message(FATAL_ERROR "zocc_add_kernels: '${target}' is not a target (add_executable or add_library it first)")
  endif()
  if(NOT _z_SOURCES)
    message(FATAL_ERROR "zocc_add_kernels(${target}): no SOURCES")
  endif()

  if(_z_OUTPUT_DIRECTORY)
    get_filename_component(outdir "${_z_OUTPUT_DIRECTORY}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_BINARY_DIR}")
  else()
    set(outdir "${CMAKE_CURRENT_BINARY_DIR}/${target}_kernels")
  endif()
  file(MAKE_DIRECTORY "${outdir}")

  set(flags "")
  if(_z_DEVICE)
    list(APPEND flags -device "${_z_DEVICE}")
  endif()
  foreach(dir IN LISTS _z_INCLUDE_DIRECTORIES)
    get_filename_component(dir "${dir}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    list(APPEND flags "-I${dir}")
  endforeach()
  foreach(def IN LISTS _z_DEFINITIONS)
    if(def MATCHES "^-D")
      list(APPEND flags "${def}")
    else()
      list(APPEND flags "-D${def}")
    endif()
  endforeach()
  list(APPEND flags ${_z_OPTIONS})
  # debug information in the configurations that have it (empty otherwise:
  # COMMAND_EXPAND_LISTS drops the argument)
  list(APPEND flags "$<$<CONFIG:Debug,RelWithDebInfo>:-g>")

  # zoccEmbed.cmake sits beside this file
  set(embed_script "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/zoccEmbed.cmake")
  if(_z_EMBED)
    get_property(langs GLOBAL PROPERTY ENABLED_LANGUAGES)
    if("C" IN_LIST langs)
      set(ext c)
    elseif("CXX" IN_LIST langs)
      set(ext cpp)
    else()
      message(FATAL_ERROR "zocc_add_kernels(${target} EMBED): the project enables neither C nor CXX")
    endif()
  endif()

  # depfiles as CMake 3.20 reads them, whatever the calling project's
  # cmake_minimum_required: under the old policy Ninja gets zocc's depfile
  # untouched, finds the output named differently from its own, and
  # rebuilds every kernel on every build
  cmake_policy(PUSH)
  cmake_policy(SET CMP0116 NEW)

  set(spvs "")
  set(names "")
  foreach(src IN LISTS _z_SOURCES)
    get_filename_component(abs "${src}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    get_filename_component(name "${src}" NAME_WLE)
    string(MAKE_C_IDENTIFIER "${name}" name)
    if(name IN_LIST names)
      message(FATAL_ERROR "zocc_add_kernels(${target}): two sources make ${name}.spv; "
                          "give one of them another name or its own OUTPUT_DIRECTORY")
    endif()
    list(APPEND names "${name}")
    set(spv "${outdir}/${name}.spv")
    list(APPEND spvs "${spv}")
    add_custom_command(OUTPUT "${spv}"
      COMMAND zocc::compiler -c "${abs}" -o "${spv}" -MD -MF "${spv}.d" -MT "${spv}" ${flags}
      DEPENDS "${abs}" "$<TARGET_FILE:zocc::compiler>"
      DEPFILE "${spv}.d"
      COMMENT "zocc: compiling ${src}"
      VERBATIM COMMAND_EXPAND_LISTS)
    if(_z_EMBED)
      set(csrc "${outdir}/${name}_spv.${ext}")
      set(chdr "${outdir}/${name}_spv.h")
      add_custom_command(OUTPUT "${csrc}" "${chdr}"
        COMMAND "${CMAKE_COMMAND}" "-DINPUT=${spv}" "-DSOURCE=${csrc}" "-DHEADER=${chdr}"
                "-DNAME=${name}" -P "${embed_script}"
        DEPENDS "${spv}" "${embed_script}"
        COMMENT "zocc: embedding ${name}.spv"
        VERBATIM)
      target_sources("${target}" PRIVATE "${csrc}" "${chdr}")
    else()
      target_sources("${target}" PRIVATE "${spv}")
    endif()
  endforeach()
  cmake_policy(POP)
  if(_z_EMBED)
    target_include_directories("${target}" PRIVATE "${outdir}")
  endif()
  set_property(TARGET "${target}" APPEND PROPERTY ZOCC_SPIRV_FILES ${spvs})
endfunction()

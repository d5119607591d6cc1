# zoccKernels.cmake — zocc_add_kernels() and zocc_add_library(), included
# by zoccConfig.cmake.
#
#   zocc_add_kernels(<target>
#     SOURCES a.cl b.cl ...           OpenCL C kernels (relative to the current source dir)
#     [DEVICE <name>]                 zocc -device: skl, tgllp, dg2-g10, pvc, ...
#     [OPTIONS <option> ...]          more zocc options (-cl-std=CL2.0, -Werror, ...)
#     [INCLUDE_DIRECTORIES <dir> ...] -I directories (relative to the current source dir)
#     [DEFINITIONS <NAME[=VALUE]> ...] -D macros
#     [LIBRARIES <library> ...]       libraries of zocc_add_library() linked into each module
#     [DEVICES <device> ...]          also build each module for these devices ahead of
#                                     time: <name>.bin, a fat binary (zocc --native)
#     [EMBED]                         also compile each module into <target>
#     [OUTPUT_DIRECTORY <dir>])       where the .spv files go (default:
#                                     ${CMAKE_CURRENT_BINARY_DIR}/<target>_kernels)
#
#   zocc_add_library(<name>
#     SOURCES a.cl b.cl ...           OpenCL C helpers (functions, program-scope variables)
#     [DEVICE, OPTIONS, INCLUDE_DIRECTORIES, DEFINITIONS]  as above
#     [LIBRARIES <library> ...]       other libraries this one calls: the kernels that
#                                     link this one link them too
#     [OUTPUT_DIRECTORY <dir>])       where <name>.spv goes (default:
#                                     ${CMAKE_CURRENT_BINARY_DIR}/<name>_library)
#
# A library is a custom target <name> that makes <name>.spv: each source
# compiled on its own (zocc -c, with a depfile), the modules joined by
# zocc --link -create-library.  Its functions and variables are exported;
# what it uses and does not define (another library's) stays imported.
# Kernels that list it are compiled on their own (their imports allowed:
# -Wno-undefined-import) and then linked with it and the libraries it
# lists (zocc --link, which says which symbol is missing or of the wrong
# type), so that editing a library's source rebuilds the library and every
# module linked with it.  Define a library before the kernels that use it.
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
# With DEVICES (names, families such as gen12lp, IP versions: zocc's
# -device), each module is also built by Intel's GPU compiler for each
# device: <name>.bin, a fat binary with a build per device, which zocc_ze
# (zocc_ze_module_desc.native) picks the device's build from, falling back
# to the SPIR-V for any other device.  With EMBED it becomes
# <name>_native.c and <name>_native.h too:
#
#     #include "vadd_native.h"  // extern const unsigned char vadd_native[];
#                               // extern const size_t vadd_native_size;
#
# The target property ZOCC_NATIVE_FILES lists the .bin files.
#
# In the Debug and RelWithDebInfo configurations zocc also gets -g: the
# modules carry debug information (OpenCL.DebugInfo.100) for the driver's
# compiler to turn into DWARF (zocc_ze adds -g to the driver's build flags).
#
# <name> is the source's file name without its last extension, with every
# character that cannot be in a C identifier made '_'.  The target property
# ZOCC_SPIRV_FILES lists the .spv files.

# The options of a zocc_add_kernels() or zocc_add_library() call, in
# ${out}: -device, -I (absolute), -D, then OPTIONS.
function(_zocc_flags out device incdirs defs options)
  set(flags "")
  if(device)
    list(APPEND flags -device "${device}")
  endif()
  foreach(dir IN LISTS incdirs)
    get_filename_component(dir "${dir}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    list(APPEND flags "-I${dir}")
  endforeach()
  foreach(def IN LISTS defs)
    if(def MATCHES "^-D")
      list(APPEND flags "${def}")
    else()
      list(APPEND flags "-D${def}")
    endif()
  endforeach()
  list(APPEND flags ${options})
  # debug information in the configurations that have it (empty otherwise:
  # COMMAND_EXPAND_LISTS drops the argument)
  list(APPEND flags "$<$<CONFIG:Debug,RelWithDebInfo>:-g>")
  set(${out} "${flags}" PARENT_SCOPE)
endfunction()

# The .spv files and targets of libraries and of the libraries they list,
# each once, in ${files} and ${targets}.
function(_zocc_libraries files targets caller)
  set(todo ${ARGN})
  set(seen "")
  set(spvs "")
  while(todo)
    list(POP_FRONT todo lib)
    if(lib IN_LIST seen)
      continue()
    endif()
    if(NOT TARGET "${lib}")
      message(FATAL_ERROR "${caller}: '${lib}' is not a library of zocc_add_library() (define it first)")
    endif()
    get_target_property(spv "${lib}" ZOCC_LIBRARY_SPIRV)
    if(NOT spv)
      message(FATAL_ERROR "${caller}: '${lib}' is not a library of zocc_add_library()")
    endif()
    list(APPEND seen "${lib}")
    list(APPEND spvs "${spv}")
    get_target_property(more "${lib}" ZOCC_LIBRARIES)
    if(more)
      list(APPEND todo ${more})
    endif()
  endwhile()
  set(${files} "${spvs}" PARENT_SCOPE)
  set(${targets} "${seen}" PARENT_SCOPE)
endfunction()

function(zocc_add_library name)
  cmake_parse_arguments(PARSE_ARGV 1 _z "" "DEVICE;OUTPUT_DIRECTORY"
                        "SOURCES;OPTIONS;INCLUDE_DIRECTORIES;DEFINITIONS;LIBRARIES")
  if(_z_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "zocc_add_library: unknown arguments: ${_z_UNPARSED_ARGUMENTS}")
  endif()
  if(_z_KEYWORDS_MISSING_VALUES)
    message(FATAL_ERROR "zocc_add_library: no value after ${_z_KEYWORDS_MISSING_VALUES}")
  endif()
  if(NOT _z_SOURCES)
    message(FATAL_ERROR "zocc_add_library(${name}): no SOURCES")
  endif()
  if(TARGET "${name}")
    message(FATAL_ERROR "zocc_add_library(${name}): a target of that name exists")
  endif()
  if(_z_OUTPUT_DIRECTORY)
    get_filename_component(outdir "${_z_OUTPUT_DIRECTORY}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_BINARY_DIR}")
  else()
    set(outdir "${CMAKE_CURRENT_BINARY_DIR}/${name}_library")
  endif()
  file(MAKE_DIRECTORY "${outdir}")
  _zocc_flags(flags "${_z_DEVICE}" "${_z_INCLUDE_DIRECTORIES}" "${_z_DEFINITIONS}" "${_z_OPTIONS}")
  _zocc_libraries(libspvs libtargets "zocc_add_library(${name})" ${_z_LIBRARIES})

  cmake_policy(PUSH)
  cmake_policy(SET CMP0116 NEW)
  set(objs "")
  set(names "")
  foreach(src IN LISTS _z_SOURCES)
    get_filename_component(abs "${src}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    get_filename_component(obj "${src}" NAME_WLE)
    string(MAKE_C_IDENTIFIER "${obj}" obj)
    if(obj IN_LIST names)
      message(FATAL_ERROR "zocc_add_library(${name}): two sources make ${obj}.o.spv; give one of them another name")
    endif()
    list(APPEND names "${obj}")
    set(obj "${outdir}/${obj}.o.spv")
    list(APPEND objs "${obj}")
    add_custom_command(OUTPUT "${obj}"
      COMMAND zocc::compiler -c "${abs}" -o "${obj}" -MD -MF "${obj}.d" -MT "${obj}"
              -Wno-undefined-import ${flags}
      DEPENDS "${abs}" "$<TARGET_FILE:zocc::compiler>"
      DEPFILE "${obj}.d"
      COMMENT "zocc: compiling ${src} (library ${name})"
      VERBATIM COMMAND_EXPAND_LISTS)
  endforeach()
  cmake_policy(POP)
  set(spv "${outdir}/${name}.spv")
  set(linkflags "")
  if(_z_DEVICE)
    list(APPEND linkflags -device "${_z_DEVICE}")
  endif()
  add_custom_command(OUTPUT "${spv}"
    COMMAND zocc::compiler --link -create-library ${objs} -o "${spv}" ${linkflags}
    DEPENDS ${objs} "$<TARGET_FILE:zocc::compiler>"
    COMMENT "zocc: linking library ${name}.spv"
    VERBATIM COMMAND_EXPAND_LISTS)
  add_custom_target("${name}" ALL DEPENDS "${spv}")
  set_target_properties("${name}" PROPERTIES ZOCC_LIBRARY_SPIRV "${spv}" ZOCC_LIBRARIES "${_z_LIBRARIES}")
  if(libtargets)
    add_dependencies("${name}" ${libtargets})
  endif()
endfunction()

function(zocc_add_kernels target)
  cmake_parse_arguments(PARSE_ARGV 1 _z "EMBED" "DEVICE;OUTPUT_DIRECTORY"
                        "SOURCES;OPTIONS;INCLUDE_DIRECTORIES;DEFINITIONS;LIBRARIES;DEVICES")
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

  _zocc_flags(flags "${_z_DEVICE}" "${_z_INCLUDE_DIRECTORIES}" "${_z_DEFINITIONS}" "${_z_OPTIONS}")
  _zocc_libraries(libspvs libtargets "zocc_add_kernels(${target})" ${_z_LIBRARIES})

  set(linkflags "")
  if(_z_DEVICE)
    list(APPEND linkflags -device "${_z_DEVICE}")
  endif()
  if(libtargets)
    add_dependencies("${target}" ${libtargets})
  endif()

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
  set(bins "")
  set(names "")
  # IGC's build options among OPTIONS (-cl-*, -g), and -g as _zocc_flags
  # adds it: zocc --native passes those on
  list(JOIN _z_DEVICES "," devlist)
  set(nativeflags "")
  foreach(opt IN LISTS _z_OPTIONS)
    if(opt MATCHES "^-cl-" AND NOT opt MATCHES "^-cl-(std|ext)=")
      list(APPEND nativeflags "${opt}")
    endif()
  endforeach()
  list(APPEND nativeflags "$<$<CONFIG:Debug,RelWithDebInfo>:-g>")
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
    if(libspvs)
      # compiled on its own, then linked with the libraries
      set(obj "${outdir}/${name}.o.spv")
      add_custom_command(OUTPUT "${obj}"
        COMMAND zocc::compiler -c "${abs}" -o "${obj}" -MD -MF "${obj}.d" -MT "${obj}"
                -Wno-undefined-import ${flags}
        DEPENDS "${abs}" "$<TARGET_FILE:zocc::compiler>"
        DEPFILE "${obj}.d"
        COMMENT "zocc: compiling ${src}"
        VERBATIM COMMAND_EXPAND_LISTS)
      add_custom_command(OUTPUT "${spv}"
        COMMAND zocc::compiler --link "${obj}" ${libspvs} -o "${spv}" ${linkflags}
        DEPENDS "${obj}" ${libspvs} ${libtargets} "$<TARGET_FILE:zocc::compiler>"
        COMMENT "zocc: linking ${name}.spv"
        VERBATIM COMMAND_EXPAND_LISTS)
    else()
      add_custom_command(OUTPUT "${spv}"
        COMMAND zocc::compiler -c "${abs}" -o "${spv}" -MD -MF "${spv}.d" -MT "${spv}" ${flags}
        DEPENDS "${abs}" "$<TARGET_FILE:zocc::compiler>"
        DEPFILE "${spv}.d"
        COMMENT "zocc: compiling ${src}"
        VERBATIM COMMAND_EXPAND_LISTS)
    endif()
    if(_z_DEVICES)
      set(bin "${outdir}/${name}.bin")
      list(APPEND bins "${bin}")
      add_custom_command(OUTPUT "${bin}"
        COMMAND zocc::compiler --native --fat-binary -device "${devlist}" "${spv}" -o "${bin}" ${nativeflags}
        DEPENDS "${spv}" "$<TARGET_FILE:zocc::compiler>"
        COMMENT "zocc: building ${name}.bin for ${devlist}"
        VERBATIM COMMAND_EXPAND_LISTS)
      if(_z_EMBED)
        set(nsrc "${outdir}/${name}_native.${ext}")
        set(nhdr "${outdir}/${name}_native.h")
        add_custom_command(OUTPUT "${nsrc}" "${nhdr}"
          COMMAND "${CMAKE_COMMAND}" "-DINPUT=${bin}" "-DSOURCE=${nsrc}" "-DHEADER=${nhdr}"
                  "-DNAME=${name}" -DKIND=native -P "${embed_script}"
          DEPENDS "${bin}" "${embed_script}"
          COMMENT "zocc: embedding ${name}.bin"
          VERBATIM)
        target_sources("${target}" PRIVATE "${nsrc}" "${nhdr}")
      else()
        target_sources("${target}" PRIVATE "${bin}")
      endif()
    endif()
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
  if(bins)
    set_property(TARGET "${target}" APPEND PROPERTY ZOCC_NATIVE_FILES ${bins})
  endif()
endfunction()

/* native.c — a device binary made ahead of time, used when it fits.
 *
 * zocc --native -device LIST (or the CMake function's DEVICES) makes a fat
 * binary: an ar archive with one build per device, named by its IP version
 * ("64.12.0.0"), as Intel's runtime picks from (native/binary.c reads it).
 * The device's IP version comes from the driver (ZE_extension_device_ip_
 * version); its build, when there is one, goes to zeModuleCreate as
 * ZE_MODULE_FORMAT_NATIVE and nothing is compiled.  Otherwise (no build
 * for this device, a driver that does not tell its IP version, or one that
 * refuses the build) the call goes on with the SPIR-V, and the log says
 * why. */
#include <stdio.h>
#include <string.h>

#include "native.h"
#include "zze.h"

/* The members' device names, for the log: "64.12.0.0 64.12.60.7". */
static void
members_line(Buf *b, const NatMember *m, long n)
{
	long i;

	for (i = 0; i < n; i++)
		if (strncmp(m[i].name, "pad_", 4) != 0 && strcmp(m[i].name, "generic_ir") != 0)
			buf_printf(b, " %s", m[i].name);
}

bool
zze_native(zocc_ze_log *log, ze_context_handle_t context, ze_device_handle_t device,
           const zocc_ze_device *dev, const zocc_ze_module_desc *desc, ze_module_handle_t *module,
           ze_result_t *result)
{
	Buf *b = &log->text;
	NatMember m[64];
	const NatMember *pick;
	long n = nat_ar_members(desc->native, desc->native_size, m, 64);
	char ip[32], name[64];
	ze_module_desc_t md = {.stype = ZE_STRUCTURE_TYPE_MODULE_DESC, .format = ZE_MODULE_FORMAT_NATIVE,
	                       .pBuildFlags = desc->build_flags};
	ze_module_build_log_handle_t blog = NULL;
	ze_result_t r;

	nat_ip_str(dev->ip_version, ip, sizeof ip);
	if (n < 0) {
		buf_printf(b, "zocc: the native binary (%zu bytes) is not a fat binary (zocc --native -device LIST); "
		           "using the SPIR-V\n", desc->native_size);
		return false;
	}
	if (!dev->ip_version) {
		buf_printf(b, "zocc: the driver does not report the device's IP version: the native binary is not "
		           "used; using the SPIR-V\n");
		return false;
	}
	if (!(pick = nat_ar_pick(m, (size_t)n, dev->ip_version))) {
		buf_printf(b, "zocc: the native binary has no build for IP version %s (it has", ip);
		members_line(b, m, n);
		buf_printf(b, "); using the SPIR-V\n");
		return false;
	}
	log->stage = ZOCC_ZE_MODULE;
	md.inputSize = pick->len;
	md.pInputModule = pick->data;
	buf_printf(b, "zocc: using the native binary's build for IP version %s (%s, %zu bytes); nothing compiled\n",
	           ip, pick->name, pick->len);
	r = zeModuleCreate(context, device, &md, module, &blog);
	zze_driver_log(log, blog);
	if (r == ZE_RESULT_SUCCESS) {
		log->stage = ZOCC_ZE_DONE;
		buf_printf(b, "zocc: module created\n");
		*result = r;
		return true;
	}
	*module = NULL;
	buf_printf(b, "zocc: zeModuleCreate refused the native build: %s; using the SPIR-V\n",
	           zze_result_name(r, name, sizeof name));
	return false;
}

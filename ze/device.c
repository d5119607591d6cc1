/* device.c — what a Level Zero device supports, as a zocc_target.
 *
 * The driver answers four queries: zeDeviceGetProperties (vendor, device id,
 * name), zeDeviceGetModuleProperties (SPIR-V version; the FP16, FP64 and
 * INT64_ATOMICS flags) with ze_float_atomic_ext_properties_t chained in
 * (ZE_extension_float_atomics), zeDeviceGetImageProperties (no image
 * support: every size is 0) and zeDeviceGetComputeProperties (sub-group
 * sizes).  Those override the matching parts of a zocc profile.  The profile
 * itself (what the queries do not say: extended sub-groups, the Intel
 * sub-group extensions, bfloat16 conversions) comes from the PCI device id
 * of Intel GPUs, by family; for any other device zocc starts from its
 * generic Level Zero profile. */
#include <stdio.h>
#include <string.h>

#include "zze.h"

/* ZE_extension_device_ip_version (Level Zero 1.6), which older headers
 * (Debian's 1.8 loader's) lack: the device's IP version, chained into
 * zeDeviceGetProperties */
#ifndef ZE_DEVICE_IP_VERSION_EXT_NAME
#define ZOCC_STRUCTURE_TYPE_DEVICE_IP_VERSION_EXT ((ze_structure_type_t)0x1000f)
typedef struct zocc_ze_ip_version {
	ze_structure_type_t stype;
	const void *pNext;
	uint32_t ipVersion;
} zocc_ze_ip_version;
#else
#define ZOCC_STRUCTURE_TYPE_DEVICE_IP_VERSION_EXT ZE_STRUCTURE_TYPE_DEVICE_IP_VERSION_EXT
typedef ze_device_ip_version_ext_t zocc_ze_ip_version;
#endif

/* Intel GPU device ids by family, as ranges: the profile zocc has for the
 * family.  Ids follow Intel's published lists (the graphics driver's
 * device tables); a range may cover ids that are not GPUs (host bridges
 * share the high byte), which never reach Level Zero. */
static const struct {
	uint16_t lo, hi;     /* device ids, inclusive */
	const char *profile; /* zocc's -device name */
} families[] = {
	/* Gen9: Skylake, Kaby Lake, Amber Lake, Coffee Lake, Whiskey Lake,
	 * Comet Lake; the low-power Apollo Lake and Gemini Lake */
	{0x1900, 0x19ff, "skl"}, {0x5900, 0x59ff, "skl"}, {0x87c0, 0x87cf, "skl"},
	{0x3e90, 0x3eaf, "skl"}, {0x9b20, 0x9bcf, "skl"}, {0x5a80, 0x5a8f, "apl"},
	{0x1a80, 0x1a8f, "apl"}, {0x3180, 0x318f, "apl"},
	/* Gen11: Ice Lake; the low-power Elkhart Lake, Jasper Lake, Lakefield */
	{0x8a50, 0x8a7f, "icllp"}, {0x4500, 0x457f, "ehl"}, {0x4e50, 0x4e7f, "ehl"},
	{0x9840, 0x984f, "ehl"},
	/* Gen12LP: Tiger Lake, Rocket Lake, Alder Lake, Raptor Lake, DG1 */
	{0x9a40, 0x9aff, "tgllp"}, {0x4c80, 0x4c9f, "tgllp"}, {0x4600, 0x46df, "tgllp"},
	{0xa780, 0xa7af, "tgllp"}, {0x4900, 0x490f, "tgllp"},
	/* Xe-HPG: DG2 / Arc A-series */
	{0x5690, 0x56cf, "dg2-g10"},
	/* Xe-HPC: Ponte Vecchio */
	{0x0bd0, 0x0bdf, "pvc"}, {0x0b60, 0x0b6f, "pvc"},
};

const char *
zze_profile(uint32_t vendor, uint32_t device)
{
	size_t i;

	if (vendor != 0x8086)
		return NULL;
	for (i = 0; i < sizeof families / sizeof families[0]; i++)
		if (device >= families[i].lo && device <= families[i].hi)
			return families[i].profile;
	return NULL;
}

ze_result_t
zocc_ze_device_describe(ze_device_handle_t device, zocc_ze_device *out)
{
	zocc_ze_ip_version ip = {.stype = ZOCC_STRUCTURE_TYPE_DEVICE_IP_VERSION_EXT};
	ze_device_properties_t props = {.stype = ZE_STRUCTURE_TYPE_DEVICE_PROPERTIES, .pNext = &ip};
	ze_float_atomic_ext_properties_t fa = {.stype = ZE_STRUCTURE_TYPE_FLOAT_ATOMIC_EXT_PROPERTIES};
	ze_device_module_properties_t mod = {.stype = ZE_STRUCTURE_TYPE_DEVICE_MODULE_PROPERTIES,
	                                     .pNext = &fa};
	ze_device_image_properties_t img = {.stype = ZE_STRUCTURE_TYPE_DEVICE_IMAGE_PROPERTIES};
	ze_device_compute_properties_t comp = {.stype = ZE_STRUCTURE_TYPE_DEVICE_COMPUTE_PROPERTIES};
	ze_result_t r;
	uint32_t i, n;

	if (!device)
		return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
	if (!out)
		return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
	memset(out, 0, sizeof *out);
	if ((r = zeDeviceGetProperties(device, &props)) != ZE_RESULT_SUCCESS ||
	    (r = zeDeviceGetModuleProperties(device, &mod)) != ZE_RESULT_SUCCESS ||
	    (r = zeDeviceGetImageProperties(device, &img)) != ZE_RESULT_SUCCESS ||
	    (r = zeDeviceGetComputeProperties(device, &comp)) != ZE_RESULT_SUCCESS)
		return r;

	out->vendor_id = props.vendorId;
	out->ip_version = ip.ipVersion; /* left 0 by a driver without the extension */
	out->device_id = props.deviceId;
	snprintf(out->name, sizeof out->name, "%.*s", (int)sizeof props.name, props.name);
	out->target.device = zze_profile(props.vendorId, props.deviceId);
	out->target.given = ZOCC_TARGET_SPIRV_VERSION | ZOCC_TARGET_MODULE_FLAGS |
	                    ZOCC_TARGET_FP_ATOMICS | ZOCC_TARGET_IMAGES | ZOCC_TARGET_SUBGROUP_SIZES;
	out->target.spirv_version = mod.spirvVersionSupported;
	out->target.module_flags = mod.flags;
	/* a driver without the float-atomics extension leaves fa zeroed: none */
	out->target.fp16_atomics = fa.fp16Flags;
	out->target.fp32_atomics = fa.fp32Flags;
	out->target.fp64_atomics = fa.fp64Flags;
	/* ze_device_image_properties_t: "if 0, then 1D images are unsupported"
	 * (and 2D, 3D): a device with any image dimension has images */
	out->target.images = img.maxImageDims1D || img.maxImageDims2D || img.maxImageDims3D;
	n = comp.numSubGroupSizes;
	if (n > ZE_SUBGROUPSIZE_COUNT)
		n = ZE_SUBGROUPSIZE_COUNT;
	for (i = 0; i < n; i++)
		out->subgroup_sizes[i] = comp.subGroupSizes[i];
	out->target.subgroup_sizes = out->subgroup_sizes;
	out->target.nsubgroup_sizes = n;
	return ZE_RESULT_SUCCESS;
}

/* One line for the log: the device and what zocc was told about it. */
void
zze_describe_line(Buf *b, const zocc_ze_device *d)
{
	const zocc_target *t = &d->target;
	uint32_t i;

	buf_printf(b, "zocc: device '%s' (%04x:%04x, zocc profile %s): SPIR-V %u.%u;", d->name,
	           (unsigned)d->vendor_id, (unsigned)d->device_id,
	           t->device ? t->device : "generic Level Zero",
	           (unsigned)(t->spirv_version >> 16), (unsigned)(t->spirv_version & 0xffff));
	buf_printf(b, " fp16 %s, fp64 %s, int64 atomics %s, images %s;",
	           t->module_flags & ZE_DEVICE_MODULE_FLAG_FP16 ? "yes" : "no",
	           t->module_flags & ZE_DEVICE_MODULE_FLAG_FP64 ? "yes" : "no",
	           t->module_flags & ZE_DEVICE_MODULE_FLAG_INT64_ATOMICS ? "yes" : "no",
	           t->images ? "yes" : "no");
	if (d->ip_version)
		buf_printf(b, " IP version %u.%u.%u;", (unsigned)(d->ip_version >> 22),
		           (unsigned)(d->ip_version >> 14 & 0xff), (unsigned)(d->ip_version & 0x3f));
	buf_printf(b, " float atomics fp16 0x%x fp32 0x%x fp64 0x%x; sub-group sizes",
	           (unsigned)t->fp16_atomics, (unsigned)t->fp32_atomics, (unsigned)t->fp64_atomics);
	for (i = 0; i < t->nsubgroup_sizes; i++)
		buf_printf(b, " %u", (unsigned)t->subgroup_sizes[i]);
	if (!t->nsubgroup_sizes)
		buf_printf(b, " none");
	buf_printf(b, "\n");
}

const char *
zocc_ze_result_name(ze_result_t r)
{
	switch (r) {
#define N(x) case x: return #x;
	N(ZE_RESULT_SUCCESS)
	N(ZE_RESULT_NOT_READY)
	N(ZE_RESULT_ERROR_DEVICE_LOST)
	N(ZE_RESULT_ERROR_OUT_OF_HOST_MEMORY)
	N(ZE_RESULT_ERROR_OUT_OF_DEVICE_MEMORY)
	N(ZE_RESULT_ERROR_MODULE_BUILD_FAILURE)
	N(ZE_RESULT_ERROR_MODULE_LINK_FAILURE)
	N(ZE_RESULT_ERROR_DEVICE_REQUIRES_RESET)
	N(ZE_RESULT_ERROR_DEVICE_IN_LOW_POWER_STATE)
	N(ZE_RESULT_ERROR_INSUFFICIENT_PERMISSIONS)
	N(ZE_RESULT_ERROR_NOT_AVAILABLE)
	N(ZE_RESULT_ERROR_DEPENDENCY_UNAVAILABLE)
	N(ZE_RESULT_ERROR_UNINITIALIZED)
	N(ZE_RESULT_ERROR_UNSUPPORTED_VERSION)
	N(ZE_RESULT_ERROR_UNSUPPORTED_FEATURE)
	N(ZE_RESULT_ERROR_INVALID_ARGUMENT)
	N(ZE_RESULT_ERROR_INVALID_NULL_HANDLE)
	N(ZE_RESULT_ERROR_HANDLE_OBJECT_IN_USE)
	N(ZE_RESULT_ERROR_INVALID_NULL_POINTER)
	N(ZE_RESULT_ERROR_INVALID_SIZE)
	N(ZE_RESULT_ERROR_UNSUPPORTED_SIZE)
	N(ZE_RESULT_ERROR_UNSUPPORTED_ALIGNMENT)
	N(ZE_RESULT_ERROR_INVALID_SYNCHRONIZATION_OBJECT)
	N(ZE_RESULT_ERROR_INVALID_ENUMERATION)
	N(ZE_RESULT_ERROR_UNSUPPORTED_ENUMERATION)
	N(ZE_RESULT_ERROR_UNSUPPORTED_IMAGE_FORMAT)
	N(ZE_RESULT_ERROR_INVALID_NATIVE_BINARY)
	N(ZE_RESULT_ERROR_INVALID_GLOBAL_NAME)
	N(ZE_RESULT_ERROR_INVALID_KERNEL_NAME)
	N(ZE_RESULT_ERROR_INVALID_FUNCTION_NAME)
	N(ZE_RESULT_ERROR_INVALID_GROUP_SIZE_DIMENSION)
	N(ZE_RESULT_ERROR_INVALID_GLOBAL_WIDTH_DIMENSION)
	N(ZE_RESULT_ERROR_INVALID_KERNEL_ARGUMENT_INDEX)
	N(ZE_RESULT_ERROR_INVALID_KERNEL_ARGUMENT_SIZE)
	N(ZE_RESULT_ERROR_INVALID_KERNEL_ATTRIBUTE_VALUE)
	N(ZE_RESULT_ERROR_INVALID_MODULE_UNLINKED)
	N(ZE_RESULT_ERROR_INVALID_COMMAND_LIST_TYPE)
	N(ZE_RESULT_ERROR_OVERLAPPING_REGIONS)
	N(ZE_RESULT_ERROR_UNKNOWN)
#undef N
	default: return NULL;
	}
}

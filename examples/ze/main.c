/* main.c — a complete Level Zero program that compiles its kernel from
 * OpenCL C source at run time with zocc_ze_module_create, then runs it:
 * y = a * x + y on 1024 floats, checked on the host.
 *
 *     make -C examples/ze && examples/ze/saxpy
 *
 * Steps: find a GPU (zeInit, zeDriverGet, zeDeviceGet), create a context,
 * compile the source for that device and create the module in one call,
 * create the kernel, allocate shared memory, set the arguments, and launch
 * through a command queue and command list.  On a machine without an Intel
 * GPU there is no Level Zero driver: it says so and stops.  Under zocc's test
 * driver (tests/ze/driver.c, which builds modules with IGC but runs
 * nothing) it stops after the kernel is created, at the command queue, and
 * says why.  Exit status: 0 when the results are right or the program
 * stopped for want of a device, 1 on an error. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <level_zero/ze_api.h>
#include <zocc_ze.h>

#define N 1024

static const char source[] =
	"kernel void saxpy(float a, global const float *x, global float *y)\n"
	"{\n"
	"\tsize_t i = get_global_id(0);\n"
	"\ty[i] = a * x[i] + y[i];\n"
	"}\n";

static const char *
name(ze_result_t r)
{
	const char *s = zocc_ze_result_name(r);

	return s ? s : "an unknown ze_result_t";
}

/* A step that failed; returns the exit status. */
static int
failed(const char *what, ze_result_t r)
{
	fprintf(stderr, "saxpy: %s failed: %s\n", what, name(r));
	return 1;
}

int
main(void)
{
	ze_driver_handle_t driver = NULL;
	ze_device_handle_t device = NULL;
	ze_context_handle_t context = NULL;
	ze_module_handle_t module = NULL;
	ze_kernel_handle_t kernel = NULL;
	ze_command_queue_handle_t queue = NULL;
	ze_command_list_handle_t list = NULL;
	ze_device_properties_t props = {.stype = ZE_STRUCTURE_TYPE_DEVICE_PROPERTIES};
	ze_context_desc_t cdesc = {.stype = ZE_STRUCTURE_TYPE_CONTEXT_DESC};
	zocc_ze_module_desc mdesc = {.source = source, .source_name = "saxpy.cl",
	                             .options = "-cl-std=CL2.0"};
	ze_kernel_desc_t kdesc = {.stype = ZE_STRUCTURE_TYPE_KERNEL_DESC, .pKernelName = "saxpy"};
	ze_device_mem_alloc_desc_t ddesc = {.stype = ZE_STRUCTURE_TYPE_DEVICE_MEM_ALLOC_DESC};
	ze_host_mem_alloc_desc_t hdesc = {.stype = ZE_STRUCTURE_TYPE_HOST_MEM_ALLOC_DESC};
	ze_command_queue_desc_t qdesc = {.stype = ZE_STRUCTURE_TYPE_COMMAND_QUEUE_DESC,
	                                 .mode = ZE_COMMAND_QUEUE_MODE_ASYNCHRONOUS};
	ze_command_list_desc_t ldesc = {.stype = ZE_STRUCTURE_TYPE_COMMAND_LIST_DESC};
	zocc_ze_log *log = NULL;
	uint32_t ndrivers = 1, ndevices = 1, gx = 1, gy = 1, gz = 1, i;
	float a = 2.0f, *x = NULL, *y = NULL;
	ze_result_t r;
	int status = 1;

	/* 1. a GPU */
	if ((r = zeInit(ZE_INIT_FLAG_GPU_ONLY)) != ZE_RESULT_SUCCESS ||
	    (r = zeDriverGet(&ndrivers, &driver)) != ZE_RESULT_SUCCESS || ndrivers == 0) {
		printf("saxpy: no Level Zero GPU driver on this machine (%s); nothing to run on\n",
		       ndrivers ? name(r) : "no driver");
		return 0;
	}
	if ((r = zeDeviceGet(driver, &ndevices, &device)) != ZE_RESULT_SUCCESS || ndevices == 0) {
		printf("saxpy: the Level Zero driver has no device; nothing to run on\n");
		return 0;
	}
	zeDeviceGetProperties(device, &props);
	printf("device: %s\n", props.name);
	if ((r = zeContextCreate(driver, &cdesc, &context)) != ZE_RESULT_SUCCESS)
		return failed("zeContextCreate", r);

	/* 2. source to module, compiled for this device; on an error the log has
	 * zocc's diagnostics (file:line:col) or the driver's build log */
	r = zocc_ze_module_create(context, device, &mdesc, &module, &log);
	if (r != ZE_RESULT_SUCCESS) {
		fputs(zocc_ze_log_text(log), stderr);
		zocc_ze_log_free(log);
		zeContextDestroy(context);
		return failed("zocc_ze_module_create", r);
	}
	zocc_ze_log_free(log);
	printf("module created\n");

	/* 3. the kernel and its arguments */
	if ((r = zeKernelCreate(module, &kdesc, &kernel)) != ZE_RESULT_SUCCESS) {
		status = failed("zeKernelCreate", r);
		goto out;
	}
	printf("kernel created: saxpy\n");
	if ((r = zeKernelSuggestGroupSize(kernel, N, 1, 1, &gx, &gy, &gz)) != ZE_RESULT_SUCCESS ||
	    (r = zeKernelSetGroupSize(kernel, gx, gy, gz)) != ZE_RESULT_SUCCESS) {
		status = failed("choosing the group size", r);
		goto out;
	}
	if ((r = zeMemAllocShared(context, &ddesc, &hdesc, N * sizeof(float), 64, device, (void **)&x)) !=
	        ZE_RESULT_SUCCESS ||
	    (r = zeMemAllocShared(context, &ddesc, &hdesc, N * sizeof(float), 64, device, (void **)&y)) !=
	        ZE_RESULT_SUCCESS) {
		status = failed("zeMemAllocShared", r);
		goto out;
	}
	for (i = 0; i < N; i++) {
		x[i] = (float)i;
		y[i] = 1.0f;
	}
	if ((r = zeKernelSetArgumentValue(kernel, 0, sizeof a, &a)) != ZE_RESULT_SUCCESS ||
	    (r = zeKernelSetArgumentValue(kernel, 1, sizeof x, &x)) != ZE_RESULT_SUCCESS ||
	    (r = zeKernelSetArgumentValue(kernel, 2, sizeof y, &y)) != ZE_RESULT_SUCCESS) {
		status = failed("zeKernelSetArgumentValue", r);
		goto out;
	}

	/* 4. launch and wait */
	if ((r = zeCommandQueueCreate(context, device, &qdesc, &queue)) != ZE_RESULT_SUCCESS) {
		printf("saxpy: this device cannot run kernels (zeCommandQueueCreate: %s); "
		       "stopping after module and kernel creation\n", name(r));
		status = 0;
		goto out;
	}
	{
		ze_group_count_t groups = {N / gx, 1, 1};

		if ((r = zeCommandListCreate(context, device, &ldesc, &list)) != ZE_RESULT_SUCCESS ||
		    (r = zeCommandListAppendLaunchKernel(list, kernel, &groups, NULL, 0, NULL)) !=
		        ZE_RESULT_SUCCESS ||
		    (r = zeCommandListClose(list)) != ZE_RESULT_SUCCESS ||
		    (r = zeCommandQueueExecuteCommandLists(queue, 1, &list, NULL)) != ZE_RESULT_SUCCESS ||
		    (r = zeCommandQueueSynchronize(queue, UINT64_MAX)) != ZE_RESULT_SUCCESS) {
			status = failed("the launch", r);
			goto out;
		}
	}

	/* 5. the answers */
	status = 0;
	for (i = 0; i < N; i++) {
		if (fabsf(y[i] - (a * (float)i + 1.0f)) > 1e-5f) {
			printf("saxpy: y[%u] is %g, expected %g\n", i, y[i], a * (float)i + 1.0f);
			status = 1;
			break;
		}
	}
	if (status == 0)
		printf("saxpy: %d results correct\n", N);
out:
	if (list)
		zeCommandListDestroy(list);
	if (queue)
		zeCommandQueueDestroy(queue);
	if (x)
		zeMemFree(context, x);
	if (y)
		zeMemFree(context, y);
	if (kernel)
		zeKernelDestroy(kernel);
	zeModuleDestroy(module);
	zeContextDestroy(context);
	return status;
}

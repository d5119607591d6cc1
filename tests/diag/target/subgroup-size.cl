// pvc runs sub-groups of 16 and 32 only; IGC refuses SubgroupSize 8 there.
// options: -device pvc
kernel __attribute__((intel_reqd_sub_group_size(8))) void f(global int *p) { p[0] = 1; } // expected-error {{subgroup size 8 is not supported by device 'pvc'}}
kernel __attribute__((intel_reqd_sub_group_size(16))) void g(global int *p) { p[0] = 1; }

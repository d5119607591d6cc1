// Images, samplers and events are opaque objects: never a structure or
// union field (clang's error; zocc took them in a struct no kernel used).
typedef struct { image2d_t i; int n; } S; // expected-error {{the '__read_only image2d_t' type cannot be used to declare a structure or union field}}
typedef union { sampler_t s; int n; } U; // expected-error {{the 'sampler_t' type cannot be used to declare a structure or union field}}
struct E { event_t e; }; // expected-error {{the 'event_t' type cannot be used to declare a structure or union field}}
kernel void k(global int *o) { o[0] = 1; }

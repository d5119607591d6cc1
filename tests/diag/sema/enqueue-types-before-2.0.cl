// Device enqueue's and pipes' types are OpenCL C 2.0's: before 2.0 clang
// does not know their names (zocc took them and built a 1.2 module).
kernel void k(global int *o)
{
	queue_t q; // expected-error {{use of undeclared identifier 'queue_t'}}
	clk_event_t e; // expected-error {{use of undeclared identifier 'clk_event_t'}}
	reserve_id_t r; // expected-error {{use of undeclared identifier 'reserve_id_t'}}
	ndrange_t n; // expected-error {{use of undeclared identifier 'ndrange_t'}}
	o[0] = 1;
}

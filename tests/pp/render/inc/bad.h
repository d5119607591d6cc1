#define M(a) #b
#error stop here, said the header
#warning and a warning

#if !defined(IFNDEF_DEFINED_H)
#define IFNDEF_DEFINED_H
if_not_defined_body
#endif

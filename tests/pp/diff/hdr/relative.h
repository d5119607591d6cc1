/* "sibling.h" is found next to this file, not next to include.cl */
#include "sibling.h"
relative_body

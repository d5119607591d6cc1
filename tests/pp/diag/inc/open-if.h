/* leaves its #if open */
#if 1
int in_header;

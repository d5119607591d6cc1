#ifndef SYS_H
#define SYS_H
sys_body
#endif

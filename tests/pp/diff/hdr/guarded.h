/* a classic include guard: the second #include must not re-read it */
#ifndef GUARDED_H
#define GUARDED_H
#define guarded_value 7
guarded_body
#endif /* GUARDED_H */

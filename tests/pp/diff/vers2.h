/* included by c99-6.10.3.5-example4.c through #include xstr(INCFILE(2).h) */
int vers2_included;

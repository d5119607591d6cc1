/* read twice, listed once */
int unguarded;

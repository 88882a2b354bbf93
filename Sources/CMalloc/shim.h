/* glibc's malloc.h, which Swift's Glibc module leaves out: malloc_trim. */
#ifndef PHOTOMANIA_CMALLOC_SHIM_H
#define PHOTOMANIA_CMALLOC_SHIM_H

#include <malloc.h>

#endif

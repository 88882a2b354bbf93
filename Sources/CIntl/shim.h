// gettext, in the C library (glibc's libintl.h).
#include <libintl.h>
#include <locale.h>

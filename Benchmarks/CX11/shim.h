// Xlib with the Damage and XFixes extensions: the startup benchmark watches the screen's
// pixels change from outside the programs it times.
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/extensions/Xdamage.h>
#include <X11/extensions/Xfixes.h>

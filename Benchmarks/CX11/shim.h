// Xlib with the Damage and XFixes extensions: the startup benchmark watches the screen's
// pixels change from outside the programs it times; and XTest, with which the search
// benchmark types as xdotool does, without a process started for each key.
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/extensions/Xdamage.h>
#include <X11/extensions/Xfixes.h>
#include <X11/extensions/XTest.h>

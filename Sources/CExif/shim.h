/* libexif: a photo's EXIF (camera, lens, exposure) read from its file's bytes. */
#ifndef PHOTOMANIA_CEXIF_SHIM_H
#define PHOTOMANIA_CEXIF_SHIM_H

#include <libexif/exif-data.h>
#include <libexif/exif-utils.h>

#endif

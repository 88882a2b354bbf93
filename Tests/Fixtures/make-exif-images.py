#!/usr/bin/env python3
"""Writes the EXIF test images from images/sample.jpg (a JPEG without EXIF), next to it:
  exif.jpg         an APP1 EXIF segment with a camera's make and model, a lens, an exposure
                   of 1/250 s, f/2.8, ISO 200 and 35 mm (big-endian, as Canon and Nikon write)
  exif-broken.jpg  an APP1 EXIF segment cut short inside its first directory
The EXIF is written by hand here (TIFF header, IFD0, the EXIF sub-IFD), so the app's reader,
libexif, is tested against bytes it did not write. Run again to regenerate; the output is the
same every time."""
import os
import struct

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "images")
ASCII, SHORT, LONG, RATIONAL = 2, 3, 4, 5


def ifd(entries, start, tail_offset):
    """An IFD at `start` (offset from the TIFF header) whose values that do not fit in four
    bytes go after it, from `tail_offset`. Returns the IFD's bytes and the tail's."""
    body, tail = struct.pack(">H", len(entries)), b""
    for tag, kind, count, value in sorted(entries):
        if len(value) <= 4:
            body += struct.pack(">HHI", tag, kind, count) + value.ljust(4, b"\0")
        else:
            body += struct.pack(">HHII", tag, kind, count, tail_offset + len(tail))
            tail += value + (b"\0" if len(value) % 2 else b"")
    return body + struct.pack(">I", 0), tail


def text(tag, string):
    value = string.encode() + b"\0"
    return (tag, ASCII, len(value), value)


def exif():
    header = b"MM\0\x2a" + struct.pack(">I", 8)
    ifd0_entries = [text(0x010F, "Canon"), text(0x0110, "Canon EOS R6"), (0x8769, LONG, 1, struct.pack(">I", 0))]
    ifd0_size = 2 + 12 * len(ifd0_entries) + 4
    ifd0, ifd0_tail = ifd(ifd0_entries, 8, 8 + ifd0_size)
    exif_start = 8 + ifd0_size + len(ifd0_tail)
    ifd0_entries[-1] = (0x8769, LONG, 1, struct.pack(">I", exif_start))
    ifd0, ifd0_tail = ifd(ifd0_entries, 8, 8 + ifd0_size)
    exif_entries = [(0x829A, RATIONAL, 1, struct.pack(">II", 1, 250)), (0x829D, RATIONAL, 1, struct.pack(">II", 28, 10)),
                    (0x8827, SHORT, 1, struct.pack(">H", 200)), (0x920A, RATIONAL, 1, struct.pack(">II", 35, 1)),
                    text(0xA434, "RF 35mm F1.8 MACRO IS STM")]
    exif_size = 2 + 12 * len(exif_entries) + 4
    sub, sub_tail = ifd(exif_entries, exif_start, exif_start + exif_size)
    return header + ifd0 + ifd0_tail + sub + sub_tail


def with_app1(jpeg, payload):
    segment = b"Exif\0\0" + payload
    return jpeg[:2] + b"\xff\xe1" + struct.pack(">H", len(segment) + 2) + segment + jpeg[2:]


def main():
    with open(os.path.join(HERE, "sample.jpg"), "rb") as source:
        jpeg = source.read()
    tiff = exif()
    with open(os.path.join(HERE, "exif.jpg"), "wb") as out:
        out.write(with_app1(jpeg, tiff))
    with open(os.path.join(HERE, "exif-broken.jpg"), "wb") as out:
        out.write(with_app1(jpeg, tiff[:20]))


if __name__ == "__main__":
    main()

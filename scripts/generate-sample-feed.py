#!/usr/bin/env python3
"""Writes data/sample/: a feed in the exact shape of Flickr's flickr.photos.getRecent
response (with extras description,owner_name,date_taken,url_l,url_m,url_s) and the procedural
landscapes it points to. Standard library only; output is deterministic.

Usage: scripts/generate-sample-feed.py [OUTPUT_DIR]   (default: data/sample)
"""
import json
import math
import os
import random
import struct
import sys
import zlib
from multiprocessing import Pool

PHOTOGRAPHERS = [
    ("10000001@N01", "Amélie Laurent"), ("10000002@N02", "Björn Æsgeirsson"),
    ("10000003@N03", "chidi okonkwo"), ("10000004@N04", "Dağhan Yıldız"),
    ("10000005@N05", "Émile Roux"), ("10000006@N06", "小林 花 (Hana Kobayashi)"),
    ("10000007@N07", "Ingrid Østergaard"), ("10000008@N08", "José Núñez"),
    ("10000009@N09", "Łucja Wiśniewska"), ("10000010@N10", "Mariana Conceição"),
    ("10000011@N11", "Nguyễn Thị Lan"), ("10000012@N12", "Zoë Fairweather"),
]
PLACES = ["Dawn over the fjord", "Quiet harbour", "Late train to the coast", "Lavender field",
          "Mountain pass", "Salt flats", "Evening at the lake", "Storm front", "Desert road",
          "Rice terraces", "Northern lights", "Foggy valley", "Autumn ridge", "Île de Ré",
          "Kraków rooftops", "Fjällbacka"]
DESCRIPTIONS = ["Shot handheld just after sunrise.", "Long exposure, ten seconds.",
                "The light lasted maybe a minute.", "Café au lait colours everywhere.",
                "From the ferry deck.", "Zoomed in on the far hills — 200 mm."]
SIZES = {"l": (1024, 768), "m": (500, 375), "s": (240, 180)}


def png(width, height, rows):
    """Encodes RGB rows (bytes each) as a PNG, filtering each row with Sub (type 1)."""
    raw = bytearray()
    for row in rows:
        raw.append(1)
        prev = (0, 0, 0)
        for i in range(0, len(row), 3):
            pixel = row[i], row[i + 1], row[i + 2]
            raw.extend(((pixel[0] - prev[0]) & 255, (pixel[1] - prev[1]) & 255, (pixel[2] - prev[2]) & 255))
            prev = pixel

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b"")


def landscape(seed, width, height):
    """A sky gradient, a sun and two ranges of hills, all from `seed`."""
    rnd = random.Random(seed)
    top = [rnd.randint(20, 120), rnd.randint(40, 140), rnd.randint(120, 230)]
    bottom = [rnd.randint(180, 255), rnd.randint(120, 220), rnd.randint(80, 200)]
    hills = [[rnd.randint(20, 90), rnd.randint(40, 110), rnd.randint(30, 90)] for _ in range(2)]
    sun_x, sun_y, sun_r = rnd.uniform(0.15, 0.85) * width, rnd.uniform(0.15, 0.45) * height, rnd.uniform(0.05, 0.1) * height
    sun = (255, rnd.randint(200, 245), rnd.randint(120, 200))
    ridges = []
    for layer in range(2):
        base, amp = (0.55 + 0.15 * layer) * height, (0.12 - 0.04 * layer) * height
        f1, f2, p1, p2 = rnd.uniform(1, 3), rnd.uniform(4, 9), rnd.uniform(0, 6.3), rnd.uniform(0, 6.3)
        ridges.append([int(base - amp * math.sin(f1 * 6.283 * x / width + p1) - amp * 0.3 * math.sin(f2 * 6.283 * x / width + p2))
                       for x in range(width)])
    rows = []
    for y in range(height):
        t = y / height
        sky = bytes(int(top[c] + (bottom[c] - top[c]) * t) for c in range(3))
        shade = [bytes(max(0, int(h[c] * (1.1 - 0.4 * t) - 10 * layer)) for c in range(3)) for layer, h in enumerate(hills)]
        dy2 = (y - sun_y) ** 2
        row = bytearray()
        for x in range(width):
            if y >= ridges[1][x]:
                row += shade[1]
            elif y >= ridges[0][x]:
                row += shade[0]
            elif (x - sun_x) ** 2 + dy2 < sun_r * sun_r:
                row += bytes(sun)
            else:
                row += sky
        rows.append(row)
    return png(width, height, rows)


def entries():
    rnd = random.Random(1972)
    photos = []
    for number in range(66):
        owner, name = PHOTOGRAPHERS[number % len(PHOTOGRAPHERS)]
        photo_id = str(53000000000 + number * 7919)
        title = rnd.choice(PLACES) + ("" if number % 3 else f" #{number}")
        description = rnd.choice(DESCRIPTIONS)
        if number % 11 == 4:
            title = ""                      # falls back to the description
        if number % 7 == 2:
            description = ""                # no subtitle
        if number == 30:
            title, description = "", ""     # falls back to "Unknown"
        photos.append((photo_id, owner, name, title, description))
    rnd.shuffle(photos)
    return photos


def feed_json(photos):
    items = []
    for photo_id, owner, name, title, description in photos:
        width, height = SIZES["l"]
        item = {"id": photo_id, "owner": owner, "secret": format(int(photo_id) % 0xFFFFFFFFFF, "010x"),
                "server": "65535", "farm": 66, "title": title, "ispublic": 1, "isfriend": 0, "isfamily": 0,
                "description": {"_content": description}, "ownername": name,
                "url_l": f"images/{photo_id}_l.png", "height_l": height, "width_l": width,
                "url_m": f"images/{photo_id}_m.png", "height_m": SIZES["m"][1], "width_m": SIZES["m"][0],
                "url_s": f"images/{photo_id}_s.png", "height_s": SIZES["s"][1], "width_s": SIZES["s"][0]}
        if int(photo_id) % 2:
            item["height_l"], item["width_l"] = str(height), str(width)   # Flickr sends strings too
        number = (int(photo_id) - 53000000000) // 7919
        if number % 13 != 6:                # a few come without the day they were taken
            item["datetaken"] = f"2026-11-{24 + number // 12 % 4:02d} {7 + number % 12:02d}:{number * 13 % 60:02d}:{number * 7 % 60:02d}"
            item["datetakengranularity"] = "0"
        items.append(item)
    # Every entry is whole, so a first launch has nothing to say about photos it could not read;
    # an entry as Flickr sometimes returns it, with no image sizes, is a test fixture
    # (Tests/Fixtures/private-upload.json).
    return {"photos": {"page": 1, "pages": 1, "perpage": 100, "total": len(items), "photo": items}, "stat": "ok"}


def render(job):
    path, seed, width, height = job
    with open(path, "wb") as out:
        out.write(landscape(seed, width, height))


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "data", "sample")
    os.makedirs(os.path.join(out, "images"), exist_ok=True)
    photos = entries()
    with open(os.path.join(out, "feed.json"), "w", encoding="utf-8") as f:
        json.dump(feed_json(photos), f, ensure_ascii=False, indent=1)
        f.write("\n")
    jobs = [(os.path.join(out, "images", f"{photo_id}_{size}.png"), int(photo_id), w, h)
            for photo_id, *_ in photos for size, (w, h) in SIZES.items()]
    with Pool() as pool:
        pool.map(render, jobs)
    print(f"wrote {len(photos)} photos by {len(PHOTOGRAPHERS)} photographers to {out}")


if __name__ == "__main__":
    main()

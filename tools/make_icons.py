#!/usr/bin/env python3
"""Draw the site's app icons: site/pwa/icons/icon.svg and the PNGs an installed web app needs.

Usage: make_icons.py [OUT_DIR]   (default: site/pwa/icons)

The icon is a mancala board seen from above: a wooden board with two rows of three pits, seeds
in the pits. The same shapes are written as SVG and rasterised here (pure Python: zlib + struct,
3x3 supersampling), so nothing but Python 3 is needed. The outputs are committed; run this again
only when the design changes. "Maskable" icons keep the drawing inside the central 80 % circle.
"""

import pathlib
import struct
import sys
import zlib

BG = (0x5C, 0x37, 0x12)  # --wood-dark
BOARD = (0xA8, 0x6C, 0x34)  # --wood
PIT = (0xF6, 0xE7, 0xCC)  # --pit
SEED = (0x1D, 0x14, 0x0C)  # --ink
SOUTH = (0x0B, 0x5C, 0xAD)
NORTH = (0xB3, 0x26, 0x1E)


def shapes(scale: float):
    """The drawing in a 100x100 box scaled by `scale`: (kind, params, colour), back to front."""
    out = [("rect", (0, 0, 100, 100, 22), BG)]
    out.append(("rect", (10, 24, 80, 52, 14), BOARD))
    seeds = [(3, 2, 4), (1, 4, 2)]  # seeds per pit, north row then south row
    for r, y in enumerate((37.5, 62.5)):
        edge = NORTH if r == 0 else SOUTH
        for c, x in enumerate((27.0, 50.0, 73.0)):
            out.append(("circle", (x, y, 10.5), edge))
            out.append(("circle", (x, y, 8.0), PIT))
            n = seeds[r][c]
            offsets = [(-2.6, -2.2), (2.6, 2.2), (2.6, -2.2), (-2.6, 2.2)][:n]
            for dx, dy in offsets:
                out.append(("circle", (x + dx, y + dy, 2.0), SEED))
    return [(k, tuple(v * scale for v in p), col) for k, p, col in out]


def svg() -> str:
    parts = ['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">']
    for kind, p, col in shapes(1.0):
        fill = "#%02x%02x%02x" % col
        if kind == "rect":
            x, y, w, h, r = p
            parts.append(f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}" rx="{r:g}" fill="{fill}"/>')
        else:
            cx, cy, r = p
            parts.append(f'<circle cx="{cx:g}" cy="{cy:g}" r="{r:g}" fill="{fill}"/>')
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def inside(kind, p, x, y) -> bool:
    if kind == "circle":
        cx, cy, r = p
        return (x - cx) ** 2 + (y - cy) ** 2 <= r * r
    rx, ry, w, h, rad = p
    if not (rx <= x <= rx + w and ry <= y <= ry + h):
        return False
    cx = min(max(x, rx + rad), rx + w - rad)
    cy = min(max(y, ry + rad), ry + h - rad)
    return (x - cx) ** 2 + (y - cy) ** 2 <= rad * rad


def png(size: int, maskable: bool) -> bytes:
    # A maskable icon fills the square with the background and shrinks the board to the safe zone.
    scale = size / 100.0
    drawing = shapes(scale * (0.8 if maskable else 1.0))
    shift = size * 0.1 if maskable else 0.0
    if maskable:
        drawing[0] = ("rect", (-shift, -shift, size * 1.0, size * 1.0, 0.0), BG)
    ss = 3
    rows = bytearray()
    def span(kind, p):
        if kind == "circle":
            return p[1] - p[2], p[1] + p[2]
        return p[1], p[1] + p[3]

    for py in range(size):
        rows.append(0)  # filter: none
        # Only the shapes that cross this row of pixels, front to back.
        here = [s for s in reversed(drawing) if span(s[0], s[1])[0] <= py + 1 - shift and span(s[0], s[1])[1] >= py - shift]
        for px in range(size):
            acc = [0, 0, 0, 0]
            for sy in range(ss):
                for sx in range(ss):
                    x = px + (sx + 0.5) / ss - shift
                    y = py + (sy + 0.5) / ss - shift
                    colour = None
                    for kind, p, col in here:
                        if inside(kind, p, x, y):
                            colour = col
                            break
                    if colour is not None:
                        acc[0] += colour[0]
                        acc[1] += colour[1]
                        acc[2] += colour[2]
                        acc[3] += 255
            n = ss * ss
            alpha = acc[3] // n
            if alpha:
                cover = acc[3] / 255
                rows += bytes((round(acc[0] / cover), round(acc[1] / cover), round(acc[2] / cover), alpha))
            else:
                rows += b"\0\0\0\0"

    def chunk(tag: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(rows), 9)) + chunk(b"IEND", b"")


def main() -> None:
    out = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "site/pwa/icons")
    out.mkdir(parents=True, exist_ok=True)
    (out / "icon.svg").write_text(svg(), encoding="utf-8")
    # The Apple touch icon is full-bleed too (iOS rounds the corners itself).
    for name, size, maskable in (
        ("icon-192.png", 192, False),
        ("icon-512.png", 512, False),
        ("icon-512-maskable.png", 512, True),
        ("apple-touch-icon.png", 180, True),
    ):
        (out / name).write_bytes(png(size, maskable))
        print(f"make_icons.py: wrote {out / name}")


if __name__ == "__main__":
    main()

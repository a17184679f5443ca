"""The executable's icon, drawn at build time from the game's own badge (game/splash.py): no copied art.

`write_icons(folder)` writes bang-desktop.png (256 px), bang-desktop.ico (Windows: 16-256 px) and bang-desktop.icns
(macOS: 16-1024 px), each image stored as PNG inside, so nothing but pygame is needed to make them.
build.spec calls it; `python freeze/make_icon.py FOLDER` does the same by hand.
"""

from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parents[1]
if __name__ == "__main__" and str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))          # run as a script: the game of this checkout

import pygame  # noqa: E402

from game.splash import badge  # noqa: E402

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# (type, pixels): PNG-carrying icns entries understood since macOS 10.7.
ICNS_ENTRIES = (("icp4", 16), ("icp5", 32), ("icp6", 64), ("ic07", 128), ("ic08", 256), ("ic09", 512),
                ("ic10", 1024), ("ic11", 32), ("ic12", 64), ("ic13", 256), ("ic14", 512))


def png_bytes(size: int) -> bytes:
    buffer = io.BytesIO()
    pygame.image.save(badge(size), buffer, "icon.png")
    return buffer.getvalue()


def ico(images: dict[int, bytes]) -> bytes:
    """A Windows .ico holding one PNG per size (Windows Vista and later read PNG entries)."""
    sizes = sorted(images)
    head = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(head) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        data = images[size]
        side = 0 if size >= 256 else size                  # 0 stands for 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return head + entries + blobs


def icns(images: dict[int, bytes]) -> bytes:
    """A macOS .icns holding PNG entries."""
    body = b"".join(kind.encode("ascii") + struct.pack(">I", 8 + len(images[px])) + images[px]
                    for kind, px in ICNS_ENTRIES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_icons(folder) -> dict[str, Path]:
    """Draw the badge at every size the platforms ask for and write the three icon files into `folder`."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    sizes = sorted(set(ICO_SIZES) | {px for _, px in ICNS_ENTRIES})
    images = {size: png_bytes(size) for size in sizes}
    paths = {"png": folder / "bang-desktop.png", "ico": folder / "bang-desktop.ico",
             "icns": folder / "bang-desktop.icns"}
    paths["png"].write_bytes(images[256])
    paths["ico"].write_bytes(ico({s: images[s] for s in ICO_SIZES}))
    paths["icns"].write_bytes(icns(images))
    return paths


if __name__ == "__main__":
    for kind, written in write_icons(sys.argv[1] if len(sys.argv) > 1 else "build/icon").items():
        print(f"{kind:>4}: {written} ({written.stat().st_size} bytes)")

"""Read a Qt Linguist .qm catalog without Qt: the command line's and the report's Chinese text.

`gpu-wizard recommend --lang zh_CN`, `estimate`, `report` and the report's content (built in a
child process with no Qt, wizard/report/cli.py) translate through the same compiled catalog as the
GUI. Loading it into a `QTranslator` meant importing PySide6 just to look strings up: about 80 ms
and 20 MiB per command, most of it PySide6's start-up. This module reads the file directly.

The .qm format, as QTranslator reads it (qtbase/src/corelib/kernel/qtranslator.cpp):

* a 16-byte magic number, then sections, each a tag byte, a big-endian 32-bit length and data;
* section 0x42 (hashes): sorted (hash, offset) pairs, 8 bytes each; the hash is the ELF hash of
  the UTF-8 source text followed by the disambiguation comment;
* section 0x69 (messages): at each offset a run of tagged fields up to an end tag: translations
  (UTF-16BE, several for plural forms), and as much of the comment, source text and context as
  lrelease kept to tell messages with the same hash apart.

A lookup hashes the source, visits every message with that hash, and returns the first whose
kept fields all match, exactly as QTranslator does (tests/test_i18n.py checks every message of
the shipped catalog against QTranslator).
"""

from __future__ import annotations

import bisect
import struct
from pathlib import Path

MAGIC = bytes((0x3C, 0xB8, 0x64, 0x18, 0xCA, 0xEF, 0x9C, 0x95, 0xCD, 0x21, 0x1C, 0xBF, 0x60, 0xA1, 0xBD, 0xDD))
_HASHES, _MESSAGES = 0x42, 0x69
_END, _TRANSLATION, _OBSOLETE1, _SOURCE, _CONTEXT, _COMMENT = 1, 3, 5, 6, 7, 8


class QmError(ValueError):
    """The file is not a .qm catalog, or is damaged."""


def elf_hash(data: bytes) -> int:
    """Qt's elfHash_continue/elfHash_finish over `data` (never 0)."""
    h = 0
    for byte in data:
        h = ((h << 4) + byte) & 0xFFFFFFFF
        g = h & 0xF0000000
        if g:
            h ^= g >> 24
        h &= ~g & 0xFFFFFFFF
    return h or 1


class QmCatalog:
    """The translations of one .qm file: `catalog.translate(context, source)` -> text or None."""

    def __init__(self, data: bytes) -> None:
        if data[:16] != MAGIC:
            raise QmError("not a Qt .qm catalog (wrong magic number)")
        sections: dict[int, bytes] = {}
        pos = 16
        while pos + 5 <= len(data):
            tag, length = data[pos], struct.unpack_from(">I", data, pos + 1)[0]
            pos += 5
            if pos + length > len(data):
                raise QmError("truncated .qm catalog")
            sections[tag] = data[pos:pos + length]
            pos += length
        table = sections.get(_HASHES, b"")
        pairs = list(struct.iter_unpack(">II", table[: len(table) // 8 * 8]))
        self._hashes = [h for h, _ in pairs]
        self._offsets = [o for _, o in pairs]
        self._messages = sections.get(_MESSAGES, b"")

    @classmethod
    def load(cls, path: str | Path) -> QmCatalog:
        return cls(Path(path).read_bytes())

    def __len__(self) -> int:
        return len(self._offsets)

    def translate(self, context: str, source: str, comment: str = "") -> str | None:
        """The first translation of `source` in `context`, or None when the catalog has none."""
        ctx, src, com = context.encode(), source.encode(), comment.encode()
        while True:
            h = elf_hash(src + com)
            i = bisect.bisect_left(self._hashes, h)
            while i < len(self._hashes) and self._hashes[i] == h:
                found = self._message(self._offsets[i], ctx, src, com)
                if found is not None:
                    return found
                i += 1
            if not com:
                return None
            com = b""  # like Qt: a disambiguated lookup falls back to the plain source

    def _message(self, pos: int, ctx: bytes, src: bytes, com: bytes) -> str | None:
        m = self._messages
        translation: str | None = None
        while pos < len(m):
            tag = m[pos]
            pos += 1
            if tag == _END:
                return translation
            if tag == _OBSOLETE1:
                pos += 4
                continue
            if pos + 4 > len(m):
                return None
            length = struct.unpack_from(">I", m, pos)[0]
            pos += 4
            if tag == _TRANSLATION:
                if length == 0xFFFFFFFF:  # a null translation
                    continue
                if length & 1:
                    return None
                if translation is None:  # plural forms follow; the first one is the default
                    translation = m[pos:pos + length].decode("utf-16-be")
            elif tag == _SOURCE:
                if m[pos:pos + length] != src:
                    return None
            elif tag == _CONTEXT:
                if m[pos:pos + length] != ctx:
                    return None
            elif tag == _COMMENT:
                if m[pos:pos + length] != com:
                    return None
            else:
                return None
            pos += length
        return translation

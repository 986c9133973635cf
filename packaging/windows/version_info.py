"""Write the Windows version resource of the executables from the package version.

Called by packaging/gpu-wizard.spec on Windows only; plain Python so it can be tested anywhere.
"""

from __future__ import annotations

import re
from pathlib import Path

TEMPLATE = """# UTF-8
VSVersionInfo(
  ffi=FixedFileInfo(filevers={tup}, prodvers={tup}, mask=0x3f, flags=0x0, OS=0x40004,
                    fileType=0x1, subtype=0x0, date=(0, 0)),
  kids=[
    StringFileInfo([StringTable('040904B0', [
      StringStruct('CompanyName', 'GPU Selection Wizard contributors'),
      StringStruct('FileDescription', 'GPU Selection Wizard (GPU 选型向导)'),
      StringStruct('FileVersion', '{version}'),
      StringStruct('InternalName', 'gpu-wizard'),
      StringStruct('LegalCopyright', 'Apache-2.0'),
      StringStruct('OriginalFilename', 'gpu-wizard-gui.exe'),
      StringStruct('ProductName', 'GPU Selection Wizard'),
      StringStruct('ProductVersion', '{version}')])]),
    VarFileInfo([VarStruct('Translation', [1033, 1200, 2052, 1200])])
  ]
)
"""


def version_tuple(version: str) -> tuple[int, int, int, int]:
    """(major, minor, patch, 0) from a PEP 440 version such as 0.1.0 or 1.2.3rc1+local."""
    numbers = [int(n) for n in re.findall(r"\d+", version.split("+")[0])[:3]]
    numbers += [0] * (4 - len(numbers))
    return (numbers[0], numbers[1], numbers[2], numbers[3])


def write_version_file(version: str, path: Path) -> str:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(TEMPLATE.format(tup=version_tuple(version), version=version), encoding="utf-8")
    return str(path)

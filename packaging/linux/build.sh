#!/usr/bin/env bash
# Build the Linux one-folder bundle and its .tar.gz (called by `make package`).
#
#   packaging/linux/build.sh [PYTHON]     PYTHON defaults to .venv/bin/python
#
# Output: build/dist/gpu-wizard/ (with share/ for the menu entry, icons, metainfo, and install.sh)
#         dist/gpu-wizard-<version>-linux-<arch>.tar.gz
set -euo pipefail
cd "$(dirname "$0")/../.."
PY=${1:-.venv/bin/python}
APP_ID=io.github.gpuwizard.GpuWizard
VERSION=$("$PY" -c 'import wizard; print(wizard.__version__)')
ARCH=$(uname -m)
BUNDLE=build/dist/gpu-wizard

"$PY" tools/make_icons.py --check
start=$(date +%s)
"$PY" -m PyInstaller packaging/gpu-wizard.spec --noconfirm --clean --log-level WARN \
  --distpath build/dist --workpath build/pyi

# Desktop integration files beside the executables (install.sh copies them into place).
mkdir -p "$BUNDLE/share/applications" "$BUNDLE/share/metainfo" "$BUNDLE/share/icons/hicolor/scalable/apps"
cp "packaging/linux/$APP_ID.desktop" "$BUNDLE/share/applications/"
cp "packaging/linux/$APP_ID.metainfo.xml" "$BUNDLE/share/metainfo/"
cp resources/icons/app.svg "$BUNDLE/share/icons/hicolor/scalable/apps/$APP_ID.svg"
for size in 16 24 32 48 64 128 256 512; do
  mkdir -p "$BUNDLE/share/icons/hicolor/${size}x${size}/apps"
  cp "resources/icons/app-$size.png" "$BUNDLE/share/icons/hicolor/${size}x${size}/apps/$APP_ID.png"
done
cp packaging/linux/install.sh "$BUNDLE/"
cp -r examples "$BUNDLE/examples"  # sample answers: ./gpu-wizard-gui examples/windows-chat-qwen7b.json
cp packaging/linux/README.md "$BUNDLE/README-LINUX.md"

mkdir -p dist
TARBALL="dist/gpu-wizard-$VERSION-linux-$ARCH.tar.gz"
tar -C build/dist -czf "$TARBALL" gpu-wizard
echo "bundle: $BUNDLE ($(du -sm "$BUNDLE" | cut -f1) MB), built in $(( $(date +%s) - start )) s"
echo "tarball: $TARBALL ($(du -m "$TARBALL" | cut -f1) MB)"

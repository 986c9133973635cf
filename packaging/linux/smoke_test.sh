#!/usr/bin/env bash
# Run the built Linux bundle with the network unavailable (called by `make package-test`).
#
#   packaging/linux/smoke_test.sh [BUNDLE] [PYTHON]
#
# `unshare -n` gives the programs a network namespace with no interfaces, proving the app needs no
# network. It needs root or unprivileged user namespaces; without either, the checks still run, with a notice.
set -euo pipefail
cd "$(dirname "$0")/../.."
BUNDLE=${1:-build/dist/gpu-wizard}
PY=${2:-python3}
APP_ID=io.github.gpuwizard.GpuWizard

if unshare -n true 2>/dev/null; then
  NONET=(unshare -n)
  echo "== running the bundle with no network (unshare -n)"
elif unshare -r -n true 2>/dev/null; then
  NONET=(unshare -r -n)
  echo "== running the bundle with no network (unshare -r -n)"
else
  NONET=()
  echo "== NOTICE: unshare -n is not available here (needs root or user namespaces);"
  echo "   the bundle is tested WITH the network present, so offline operation is not proven by this run."
fi
offline() { "${NONET[@]}" "$@"; }

echo "== bundle contents"
lib="$BUNDLE/_internal/PySide6/Qt/lib"
for needed in libQt6Core libQt6Gui libQt6Widgets libQt6PrintSupport libQt6Svg libQt6OpenGL libQt6OpenGLWidgets; do
  ls "$lib/$needed".so* >/dev/null 2>&1 || { echo "missing Qt library: $needed"; exit 1; }
done
if ls "$lib" | grep -E '^libQt6(Network|Qml|Quick|Sql|Designer|Test|Pdf)' ; then
  echo "Qt libraries the app does not use were bundled (see DROP_QT_LIBS in packaging/gpu-wizard.spec)"; exit 1
fi
for f in "share/applications/$APP_ID.desktop" "share/metainfo/$APP_ID.metainfo.xml" \
         "share/icons/hicolor/scalable/apps/$APP_ID.svg" "share/icons/hicolor/256x256/apps/$APP_ID.png" install.sh; do
  [ -e "$BUNDLE/$f" ] || { echo "missing from the bundle: $f"; exit 1; }
done
echo "bundle size: $(du -sm "$BUNDLE" | cut -f1) MB"

echo "== gpu-wizard --info"
offline "$BUNDLE/gpu-wizard" --info

echo "== gpu-wizard --self-test"
offline env QT_QPA_PLATFORM=offscreen "$BUNDLE/gpu-wizard" --self-test

echo "== gpu-wizard recommend --json"
offline "$BUNDLE/gpu-wizard" recommend --profile "$BUNDLE/examples/windows-chat-qwen7b.json" --json \
  | "$PY" -c 'import json, sys; d = json.load(sys.stdin); assert d["shortlist"], "empty shortlist"; print("recommend --json: valid JSON,", len(d["shortlist"]), "suggestions")'

echo "== gpu-wizard-gui --exit-after-show (offscreen)"
offline env QT_QPA_PLATFORM=offscreen "$BUNDLE/gpu-wizard-gui" --exit-after-show
echo "gpu-wizard-gui started and closed"

tarball=$(ls -t dist/gpu-wizard-*-linux-*.tar.gz 2>/dev/null | head -1 || true)
if [ -n "$tarball" ]; then
  echo "== the tarball unpacks and runs from another folder: $tarball"
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  tar -C "$tmp" -xzf "$tarball"
  offline "$tmp/gpu-wizard/gpu-wizard" --version
fi
echo "== install.sh into a scratch home, then --uninstall"
home=$(mktemp -d)
HOME="$home" XDG_DATA_HOME="" "$BUNDLE/install.sh" >/dev/null
installed="$home/.local/share/applications/$APP_ID.desktop"
grep -q "^Exec=$home/.local/opt/gpu-wizard/gpu-wizard-gui %f$" "$installed" || { echo "installed Exec line is wrong"; exit 1; }
if command -v desktop-file-validate >/dev/null; then desktop-file-validate "$installed"; fi
[ -f "$home/.local/share/icons/hicolor/scalable/apps/$APP_ID.svg" ] || { echo "icon not installed"; exit 1; }
offline "$home/.local/bin/gpu-wizard" --version
HOME="$home" XDG_DATA_HOME="" "$home/.local/opt/gpu-wizard/install.sh" --uninstall >/dev/null
[ ! -e "$home/.local/bin/gpu-wizard" ] && [ ! -e "$installed" ] || { echo "uninstall left files behind"; exit 1; }
rm -rf "$home"
echo "== package-test: OK"

#!/bin/sh
# Install GPU Selection Wizard from the unpacked Linux bundle, with its menu entry and icons.
#
#   ./install.sh                 for this user: ~/.local/opt/gpu-wizard, ~/.local/bin, ~/.local/share
#   sudo ./install.sh --system   for everyone: /opt/gpu-wizard, /usr/local/bin, /usr/local/share
#   ./install.sh --uninstall     (add --system for a system-wide install)
#
# The bundle needs no Python. A bare machine needs the graphics and font libraries Qt uses:
#   Debian/Ubuntu: sudo apt-get install libgl1 libegl1 libxcb1 libxkbcommon-x11-0 libxcb-cursor0 fontconfig
set -eu
APP_ID=io.github.gpuwizard.GpuWizard
HERE=$(cd "$(dirname "$0")" && pwd)
if [ "${1:-}" = "--system" ] || [ "${2:-}" = "--system" ]; then
  OPT=/opt/gpu-wizard; BIN=/usr/local/bin; SHARE=/usr/local/share
else
  OPT="$HOME/.local/opt/gpu-wizard"; BIN="$HOME/.local/bin"; SHARE="${XDG_DATA_HOME:-$HOME/.local/share}"
fi

refresh() {
  command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$SHARE/applications" || true
  command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$SHARE/icons/hicolor" || true
}

if [ "${1:-}" = "--uninstall" ] || [ "${2:-}" = "--uninstall" ]; then
  rm -rf "$OPT"
  rm -f "$BIN/gpu-wizard" "$BIN/gpu-wizard-gui" "$SHARE/applications/$APP_ID.desktop" "$SHARE/metainfo/$APP_ID.metainfo.xml"
  find "$SHARE/icons/hicolor" -name "$APP_ID.*" -delete 2>/dev/null || true
  refresh
  echo "GPU Selection Wizard removed."
  exit 0
fi

if [ "$HERE" != "$OPT" ]; then
  rm -rf "$OPT"
  mkdir -p "$(dirname "$OPT")"
  cp -a "$HERE" "$OPT"
fi
mkdir -p "$BIN" "$SHARE/applications" "$SHARE/metainfo"
ln -sf "$OPT/gpu-wizard" "$BIN/gpu-wizard"
ln -sf "$OPT/gpu-wizard-gui" "$BIN/gpu-wizard-gui"
# The menu entry runs the installed executable by its full path, so it works without $BIN on PATH.
sed "s|^Exec=gpu-wizard-gui|Exec=$OPT/gpu-wizard-gui|; s|^TryExec=gpu-wizard-gui|TryExec=$OPT/gpu-wizard-gui|" \
  "$OPT/share/applications/$APP_ID.desktop" > "$SHARE/applications/$APP_ID.desktop"
cp "$OPT/share/metainfo/$APP_ID.metainfo.xml" "$SHARE/metainfo/"
cp -r "$OPT/share/icons" "$SHARE/"
refresh
echo "GPU Selection Wizard installed in $OPT; run gpu-wizard-gui or find it in the menu."

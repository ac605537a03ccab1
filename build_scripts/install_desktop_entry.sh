#!/usr/bin/env bash
# Install the menu entry, icons and .sdk/.ss file associations for the current user, so the
# app appears in the desktop menu and opens puzzle files when they are double-clicked.
# Usage: build_scripts/install_desktop_entry.sh [PATH-TO-EXECUTABLE]
# Default executable: the one-folder build in dist/, else the development .venv.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
exec_path="${1:-}"
if [ -z "$exec_path" ]; then
    if [ -x "$root/dist/sudoku-desktop/sudoku-desktop" ]; then
        exec_path="$root/dist/sudoku-desktop/sudoku-desktop"
    else
        exec_path="$root/.venv/bin/sudoku-desktop"
    fi
fi
[ -x "$exec_path" ] || { echo "no executable at $exec_path: build the app or run ./dev run first" >&2; exit 1; }

data="${XDG_DATA_HOME:-$HOME/.local/share}"
mkdir -p "$data/applications" "$data/mime/packages"
sed "s|@EXEC@|\"$exec_path\"|" "$root/resources/desktop/sudoku-desktop.desktop" \
    > "$data/applications/sudoku-desktop.desktop"
cp "$root/resources/desktop/sudoku-desktop-mime.xml" "$data/mime/packages/sudoku-desktop.xml"
for png in "$root"/resources/icons/sudoku-desktop-*.png; do
    size="${png##*-}"; size="${size%.png}"
    mkdir -p "$data/icons/hicolor/${size}x${size}/apps"
    cp "$png" "$data/icons/hicolor/${size}x${size}/apps/sudoku-desktop.png"
done
mkdir -p "$data/icons/hicolor/scalable/apps"
cp "$root/resources/icons/sudoku-desktop.svg" "$data/icons/hicolor/scalable/apps/sudoku-desktop.svg"
command -v update-mime-database >/dev/null && update-mime-database "$data/mime" || true
command -v update-desktop-database >/dev/null && update-desktop-database "$data/applications" || true
command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -q "$data/icons/hicolor" || true
echo "Installed Sudoku Desktop for $(id -un): $data/applications/sudoku-desktop.desktop -> $exec_path"

#!/usr/bin/env bash
# Wrap a one-folder build in a Debian package; prints the path of the .deb it wrote.
# Usage: build_scripts/make_deb.sh ONE-FOLDER-APP OUTPUT-DIR
#
# The package installs the app under /opt/sudoku-desktop, links /usr/bin/sudoku-desktop to
# it, and puts the desktop entry, the hicolor icons and the .sdk/.ss MIME type where the
# desktop finds them. Every file belongs to the package and there are no maintainer scripts
# nor conffiles, so `apt remove` takes all of it away and leaves no state behind; Debian's
# own triggers (shared-mime-info, hicolor-icon-theme, desktop-file-utils) refresh the
# desktop's caches after install and removal.
# SUDOKU_DEB_COMPRESSION=gzip trades size for speed (the tests use it); xz otherwise.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
app="${1:?usage: make_deb.sh ONE-FOLDER-APP OUTPUT-DIR}"
output="${2:?usage: make_deb.sh ONE-FOLDER-APP OUTPUT-DIR}"
[ -x "$app/sudoku-desktop" ] || { echo "make_deb.sh: no app at $app/sudoku-desktop" >&2; exit 1; }

version=$(sed -n 's/^__version__ = "\(.*\)"/\1/p' "$root/sudoku_desktop/__init__.py")
arch=$(dpkg --print-architecture)
# The system libraries Qt loads that the bundle does not carry (as ./dev installs them).
depends="libc6, libglib2.0-0, libgl1, libegl1, libx11-6, libdbus-1-3, libfontconfig1,
 libfreetype6, libxkbcommon0, libxkbcommon-x11-0, libxcb-cursor0, libxcb-icccm4,
 libxcb-image0, libxcb-keysyms1, libxcb-render-util0, libxcb-shape0, libxcb-xkb1"

staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
share="$staging/usr/share"
mkdir -p "$staging/opt" "$staging/usr/bin" "$staging/DEBIAN" \
    "$share/applications" "$share/mime/packages" "$share/icons/hicolor/scalable/apps"
cp -a "$app" "$staging/opt/sudoku-desktop"
ln -s /opt/sudoku-desktop/sudoku-desktop "$staging/usr/bin/sudoku-desktop"
sed 's|@EXEC@|/usr/bin/sudoku-desktop|' "$root/resources/desktop/sudoku-desktop.desktop" \
    > "$share/applications/sudoku-desktop.desktop"
cp "$root/resources/desktop/sudoku-desktop-mime.xml" "$share/mime/packages/sudoku-desktop.xml"
for png in "$root"/resources/icons/sudoku-desktop-*.png; do
    size="${png##*-}"
    size="${size%.png}"
    mkdir -p "$share/icons/hicolor/${size}x${size}/apps"
    cp "$png" "$share/icons/hicolor/${size}x${size}/apps/sudoku-desktop.png"
done
cp "$root/resources/icons/sudoku-desktop.svg" "$share/icons/hicolor/scalable/apps/"

cat > "$staging/DEBIAN/control" <<CONTROL
Package: sudoku-desktop
Version: $version
Architecture: $arch
Maintainer: Sudoku Desktop developers <sudoku-desktop@localhost>
Installed-Size: $(du -sk --exclude=DEBIAN "$staging" | cut -f1)
Depends: $depends
Section: games
Priority: optional
Homepage: https://localhost/sudoku-desktop
Description: type or paste a Sudoku and watch it being solved
 Every deduction highlighted and explained in plain words, the logic filling what it
 can beside the givens, and the backtracking search of each classic algorithm animated
 as it really runs. English and French.
CONTROL

chmod -R u+rwX,go+rX,go-w "$staging"

mkdir -p "$output"
deb="$output/sudoku-desktop_${version}_${arch}.deb"
compression="${SUDOKU_DEB_COMPRESSION:-xz}"
dpkg-deb --root-owner-group -Z"$compression" --build "$staging" "$deb" >/dev/null
echo "$deb"

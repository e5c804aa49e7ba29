#!/bin/sh
# Installs Orda for the current user: the program into ~/.local/bin, the menu entry and icon
# into ~/.local/share. Run from the unpacked folder.
set -eu
here=$(dirname "$0")
mkdir -p "$HOME/.local/bin" "$HOME/.local/share/applications" "$HOME/.local/share/icons/hicolor/256x256/apps"
install -m 755 "$here/orda" "$HOME/.local/bin/orda"
install -m 644 "$here/orda.desktop" "$HOME/.local/share/applications/orda.desktop"
install -m 644 "$here/orda.png" "$HOME/.local/share/icons/hicolor/256x256/apps/orda.png"
echo "Orda installed: ~/.local/bin/orda and a menu entry."

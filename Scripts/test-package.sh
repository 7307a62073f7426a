#!/usr/bin/env bash
# The Debian package: build it (Scripts/package.sh), install it with dpkg -i, run the installed binary
# (--version, a starter site built with --strict that has metric cards and passes the quality gates),
# read its man page, and remove it with dpkg -r. Run by Scripts/test.sh; needs root (or sudo).
set -euo pipefail
cd "$(dirname "$0")/.."
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
deb=$(bash Scripts/package.sh "$work/package")
echo "Installing $(basename "$deb")…" >&2
$SUDO dpkg -i "$deb" >/dev/null
installed=/usr/bin/cardstock
[ "$("$installed" --version)" = "$(.build/release/cardstock --version)" ]
dpkg-query -W -f='${Depends}\n' cardstock >&2
(cd "$work" && "$installed" init demo >/dev/null && cd demo && "$installed" build --strict --quiet)
grep -q 'class="metric-card ' "$work/demo/site/index.html"
python3 Scripts/quality/check_site.py "$work/demo/site"
man -P cat cardstock > "$work/man.txt"
head -n 12 "$work/man.txt" | grep -q 'CARDSTOCK(1)'
grep -q 'cardstock publish' "$work/man.txt"
[ -f /usr/share/bash-completion/completions/cardstock ] && bash -n /usr/share/bash-completion/completions/cardstock
$SUDO dpkg -r cardstock >/dev/null
if [ -e "$installed" ]; then echo "test-package.sh: dpkg -r left $installed behind" >&2; exit 1; fi
echo "Debian package: installed, ran, built the starter site, man page read, removed." >&2

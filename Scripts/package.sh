#!/usr/bin/env bash
# Builds the Debian package cardstock_<version>_amd64.deb from the release binary.
#   bash Scripts/package.sh [OUT_DIR]      (default OUT_DIR: .build/package)
# Contents: /usr/bin/cardstock, the man page cardstock(1) and bash/zsh/fish completions, printed by the
# binary from its command table (`cardstock help --man`, `cardstock completion SHELL`). Depends: lists the Debian packages of the shared
# libraries the binary links directly (readelf NEEDED → ldd → dpkg -S), with the minimum versions from
# their shlibs files. The release build is the one of Scripts/setup.sh (same flags, so it is reused when
# up to date); the Swift runtime is linked in statically, so the package needs no Swift toolchain.
# Needs dpkg-deb, readelf (binutils) and gzip.
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(realpath -m "${1:-.build/package}")
swift build -c release --product cardstock -Xswiftc -cross-module-optimization --static-swift-stdlib >&2
bin=.build/release/cardstock
version=$("$bin" --version | awk '{print $2}')
case "$version" in ''|*[!0-9A-Za-z.+~-]*) echo "package.sh: unusable version '$version' from $bin --version" >&2; exit 1 ;; esac

root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
install -D -m 0755 "$bin" "$root/usr/bin/cardstock"
strip --strip-unneeded "$root/usr/bin/cardstock"
install -d "$root/usr/share/man/man1" "$root/usr/share/bash-completion/completions" \
  "$root/usr/share/zsh/vendor-completions" "$root/usr/share/fish/vendor_completions.d"
"$bin" help --man > "$root/usr/share/man/man1/cardstock.1"
"$bin" completion bash > "$root/usr/share/bash-completion/completions/cardstock"
"$bin" completion zsh > "$root/usr/share/zsh/vendor-completions/_cardstock"
"$bin" completion fish > "$root/usr/share/fish/vendor_completions.d/cardstock.fish"
gzip -9n "$root/usr/share/man/man1/cardstock.1"

# Depends: the package (and shlibs minimum version) of every library the binary names as NEEDED.
depends=()
while read -r soname; do
  # "libc.so.6 => /lib/…/libc.so.6 (0x…)", or for the dynamic loader "/lib64/ld-linux-x86-64.so.2 (0x…)".
  path=$(ldd "$bin" | awk -v s="$soname" '($1 == s && $2 == "=>") {print $3} (substr($1, 1, 1) == "/" && $1 ~ ("/" s "$")) {print $1}' | head -n1)
  [ -n "$path" ] || { echo "package.sh: ldd cannot find $soname for $bin" >&2; exit 1; }
  owner=""
  for candidate in "$path" "$(realpath "$path")" "/usr${path}" "${path#/usr}"; do
    owner=$(dpkg -S "$candidate" 2>/dev/null | head -n1 | cut -d: -f1) && [ -n "$owner" ] && break
  done
  if [ -z "$owner" ]; then
    echo "package.sh: $soname ($path) belongs to no Debian package; a packaged binary may link only Debian libraries" >&2
    exit 1
  fi
  # shlibs lines read "NAME VERSION PACKAGE (>= MIN)" for the soname NAME.so.VERSION (libc.so.6, libcmark.so.0.30.2).
  base=${soname%%.so*}; major=${soname#*.so.}
  shlibs=$(ls /var/lib/dpkg/info/"$owner".shlibs /var/lib/dpkg/info/"$owner":amd64.shlibs 2>/dev/null | head -n1 || true)
  dep=""
  [ -n "$shlibs" ] && dep=$(awk -v b="$base" -v m="$major" '$1 == b && $2 == m {$1 = ""; $2 = ""; sub(/^  /, ""); print; exit}' "$shlibs")
  depends+=("${dep:-$owner}")
done < <(readelf -d "$bin" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')
depends_line=$(printf '%s\n' "${depends[@]}" | sort -u | paste -sd, - | sed 's/,/, /g')

mkdir -p "$root/DEBIAN"
cat > "$root/DEBIAN/control" <<EOF
Package: cardstock
Version: $version
Architecture: amd64
Maintainer: Cardstock developers <cardstock@localhost>
Installed-Size: $(du -sk --exclude=DEBIAN "$root" | cut -f1)
Depends: $depends_line
Section: web
Priority: optional
Description: static site generator for reports made of iOS-style cards
 Cardstock turns a folder of Markdown pages and metric files (CSV, JSON) into a
 static site: sections become cards, metric blocks become cards with charts, and
 every metric gets its own page. It also watches and previews a site, publishes
 it atomically with rollback, and imports Apple Health exports.
EOF
mkdir -p "$out"
deb="$out/cardstock_${version}_amd64.deb"
dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" >/dev/null
echo "$deb"

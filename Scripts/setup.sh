#!/usr/bin/env bash
# Quick start, command 1: install what is missing, build cardstock, build the example site.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/install-deps.sh
swift build -c release --product cardstock
.build/release/cardstock build --content content --output site --templates templates

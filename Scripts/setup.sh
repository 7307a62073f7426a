#!/usr/bin/env bash
# Quick start, command 1: install what is missing, build cardstock, build the example site.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/install-deps.sh
# Cross-module optimisation is passed here rather than as an unsafe flag in Package.swift, so the
# Surfaces library stays usable as a SwiftPM dependency.
swift build -c release --product cardstock -Xswiftc -cross-module-optimization
.build/release/cardstock build --content content --output site --templates templates

#!/usr/bin/env bash
# Quick start, command 2: the whole test suite (unit, golden, integration, quality gates).
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/install-deps.sh
swift build --build-tests
swift test --skip-build
bash Scripts/test-publish-nginx.sh

#!/usr/bin/env bash
# Re-records the Site golden files and rebuilds the committed example output site/ after an intended
# change to the mapping, the templates or the Surfaces markup/stylesheet. Review `git diff` afterwards.
# Never run in CI.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 Scripts/golden-default-templates.py
swift build --build-tests
CARDSTOCK_RECORD=1 swift test --skip-build --filter 'GoldenFixtureTests'
.build/debug/cardstock build --quiet --strict --content content --output site --templates templates
swift test --skip-build --filter 'SiteTests'

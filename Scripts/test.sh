#!/usr/bin/env bash
# Quick start, command 2: the whole test suite.
#   1. unit, golden and integration tests (swift test)
#   2. quality gates on a fresh build of the example site and of the documentation (docs/): Nu HTML checker,
#      internal links and anchors, page weight / no JavaScript / no other origins, axe-core in Chromium (light+dark, 390+1280 px),
#      no page wider than a 390 px phone; touch targets, focus rings and the desktop grid (layout gate, 390/820/1280 px); the overflow gate on every golden fixture site, all gates on a GitHub-style corpus
#   3. the same gates on a report imported from a synthetic Apple Health export, built and published (private)
#   4. a self-test proving each gate fails on a fixture that breaks it
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/install-test-deps.sh
# The quality gates and helper scripts run in the virtual environment made by install-test-deps.sh.
export PATH="$PWD/.venv/bin:$PATH"
swift build --build-tests
log=$(mktemp)
swift test --skip-build 2>&1 | tee "$log"
# A test that CI must run may not be skipped: every skip is listed with its reason, and any skip not
# allowed in Scripts/allowed-skips.txt fails the run.
python3 Scripts/check-skips.py "$log" Scripts/allowed-skips.txt
rm -f "$log"
bash Scripts/test-publish-nginx.sh

bin="$PWD/.build/debug/cardstock"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The Surfaces gallery (every primitive on one page) is valid and accessible.
CARDSTOCK_GALLERY_DIR="$work/gallery" swift test --skip-build --filter galleryDocumentIsWrittenAndUsesEveryPrimitive >/dev/null
python3 Scripts/quality/check_site.py "$work/gallery" --gates html,axe
# The chart gallery (every chart kind, empty charts included) too.
CARDSTOCK_CHART_GALLERY_DIR="$work/charts" swift test --skip-build --filter chartGalleryDocument >/dev/null
python3 Scripts/quality/check_site.py "$work/charts" --gates html,axe
# Touch and focus in Chromium at 390, 820 and 1280 px (Scripts/quality/layout_gate.py): no horizontal overflow,
# metric cards side by side from 768 px, strips without a scrollbar where their cards fit, rows of 44 px or more,
# and every focus ring reached with Tab drawn and not clipped by any ancestor; on both galleries and the example.
python3 Scripts/quality/check_site.py "$work/charts" --gates layout
python3 Scripts/quality/check_site.py "$work/gallery" --gates layout

"$bin" build --quiet --strict --content content --output "$work/site" --templates templates
python3 Scripts/quality/check_site.py "$work/site"
python3 Scripts/quality/check_site.py "$work/site" --gates layout
# The print packet (PDFs checked with poppler) and the report email (.eml parsed, HTML part at 600 px).
python3 Scripts/quality/print_email_check.py "$bin" "$work/print-email"

# The documentation (docs/) is a Cardstock site with the built-in templates: it builds with no error and no
# warning, and passes the same gates.
(cd docs && "$bin" build --quiet --strict --output "$work/docs")
python3 Scripts/quality/check_site.py "$work/docs"
python3 Scripts/quality/check_site.py "$work/docs" --gates layout

# No page of the golden fixture sites is wider than a 390 px phone (Chromium, content-visibility lifted); the
# GitHub-style prose fixture (task rows, ordered cards, raw HTML anchors, headings h3-h6) passes every gate, and
# so does a corpus written the way GitHub READMEs, docs and proposals are (folders without index.md).
for fixture in Tests/SiteTests/Fixtures/valid/*/; do
  name=$(basename "$fixture")
  # shellcheck disable=SC2046 # args.txt holds several arguments
  (cd "$fixture" && "$bin" build --quiet --output "$work/fixtures/$name" $(cat args.txt 2>/dev/null || true))
done
python3 Scripts/quality/check_site.py "$work/fixtures" --gates overflow
python3 Scripts/quality/check_site.py "$work/fixtures/github-prose"
python3 Scripts/make-github-corpus.py "$work/github" >/dev/null
(cd "$work/github" && "$bin" build --quiet --output "$work/github/site")
python3 Scripts/quality/check_site.py "$work/github/site" --gates html,links,weight,overflow

# The production build (canonical URLs, feed, sitemap, 404 page, fingerprinted stylesheet) passes them too.
"$bin" publish --quiet --base-url https://reports.example.org/ --content content --templates templates --output "$work/published"
python3 Scripts/quality/check_site.py "$work/published"

# A report made from a synthetic Apple Health export passes the same gates.
python3 Scripts/make-health-export.py --zip "$work/export" >/dev/null
(cd "$work" && "$bin" init --example health --from export/export.zip health >/dev/null)
(cd "$work/health" && "$bin" build --quiet --strict)
python3 Scripts/quality/check_site.py "$work/health/site"
# Published, the report is private (issue 30): no raw files, no sitemap or feed, noindex pages; same gates.
(cd "$work/health" && "$bin" publish --quiet --strict --base-url https://health.example.org/ --output "$work/health-published")
if find "$work/health-published" -name '*.csv' -o -name '*.yaml' -o -name 'sitemap.xml' -o -name 'feed.xml' | grep -q .; then
  echo "the private health report published raw files, a sitemap or a feed" >&2; exit 1
fi
python3 Scripts/quality/check_site.py "$work/health-published"
# The Debian package installs, runs (a starter site through the gates), has a man page, and uninstalls.
bash Scripts/test-package.sh
bash Scripts/quality/selftest.sh
# No function over 60 lines in Sources/ (Scripts/quality/function_lengths.py; files marked `// @generated` left
# out), and the checker's own self-test on planted Swift files.
python3 Scripts/quality/function_lengths.py --self-test
python3 Scripts/quality/function_lengths.py Sources
# `package` access everywhere but the Surfaces library's API (Surfaces, and the Escaping and Basics it is made of).
python3 Scripts/quality/package_access.py --self-test
python3 Scripts/quality/package_access.py . --check
# The tuple views are what Scripts/make-tuple-views.py writes (their one source).
python3 Scripts/make-tuple-views.py --check
# The layout library's documented example builds as written from a package of its own (a path dependency).
python3 Scripts/quality/surfaces_example.py --work "$work/surfaces-example"
# One implementation of each basic (issue 31): the counter must catch a planted copy of each, and Sources/
# holds one implementation of each.
python3 Scripts/quality/count_basics.py --self-test
python3 Scripts/quality/count_basics.py

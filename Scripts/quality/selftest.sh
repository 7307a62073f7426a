#!/usr/bin/env bash
# Proves each quality gate can fail: every fixture in Tests/QualityFixtures breaks exactly one gate.
set -uo pipefail
cd "$(dirname "$0")/../.."
F=Tests/QualityFixtures
check() { # fixture gate expect(0|1)
  out=$(python3 Scripts/quality/check_site.py "$F/$1" --gates "$2" 2>&1); rc=$?
  if [ "$rc" -eq "$3" ]; then pass=$((pass+1)); else fail=$((fail+1)); echo "FAIL: $1 with gate $2 exited $rc, expected $3"; echo "$out"; fi
}
pass=0; fail=0
check good html,links,weight,axe,overflow 0
check bad-html html 1
check bad-a11y axe 1
check broken-link links 1
check too-heavy weight 1
check script weight 1
check external weight 1
check too-wide overflow 1
check good layout 0
check short-row layout 1
check clipped-focus layout 1
check stacked-cards layout 1
echo "gates-selftest: $pass passed, $fail failed"
[ "$fail" -eq 0 ]

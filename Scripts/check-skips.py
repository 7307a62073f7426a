#!/usr/bin/env python3
"""Fails when `swift test` skipped a test that CI must run.

Usage: check-skips.py SWIFT_TEST_LOG ALLOWED_FILE

Every skipped test is printed with its reason. A skip is allowed only when the test's name is listed in
ALLOWED_FILE (one name per line, as Swift Testing prints it, e.g. `servesOnIPv6LoopbackWhenAsked()`;
`#` starts a comment): those depend on the host (IPv6 on the loopback), not on the set-up.
"""
import re
import sys

SKIP = re.compile(r'Test (\S+?\(.*?\)) skipped(?:: "?(.*?)"?)?\.?$')


def main() -> int:
    log_path, allowed_path = sys.argv[1], sys.argv[2]
    allowed = set()
    with open(allowed_path, encoding="utf-8") as f:
        for line in f:
            name = line.split("#", 1)[0].strip()
            if name:
                allowed.add(name)
    skipped = []
    with open(log_path, encoding="utf-8", errors="replace") as f:
        for line in f:
            m = SKIP.search(line.rstrip())
            if m:
                skipped.append((m.group(1), m.group(2) or "no reason given"))
    bad = [(n, r) for n, r in skipped if n not in allowed]
    for name, reason in skipped:
        mark = "allowed" if name in allowed else "NOT ALLOWED"
        print(f"skipped ({mark}): {name}: {reason}", file=sys.stderr)
    if bad:
        print(f"check-skips: {len(bad)} test(s) that CI must run were skipped; install what they need "
              f"(bash Scripts/install-test-deps.sh) or list them in {allowed_path} with a reason",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

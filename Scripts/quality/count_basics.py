#!/usr/bin/env python3
"""Counts the implementations of each basic in Sources/ and fails when one is written more than once.

The basics (issue 31, item 3) are small algorithms that were copied from target to target and drifted
apart: civil-day arithmetic, the ISO-8601 reader, percent decoding and encoding, "is this path inside that
folder", whole-file reads, atomic replacement, byte search, `hasScheme` and the lock style. Each has one
home (the `Basics` target, or `POSIXFiles` for the file-system ones); this script finds the copies by their
signatures, the lines any implementation of the algorithm has to contain whatever it is named, and counts
one implementation per enclosing declaration (file + function), so a copy pasted next to the original in the
same file still counts.

    python3 Scripts/quality/count_basics.py [ROOT]      # ROOT defaults to the repository; exit 1 above one
    python3 Scripts/quality/count_basics.py --self-test # plants a copy of each basic and expects a failure
"""
import os
import re
import shutil
import sys
import tempfile

# name -> (what it is, [signature regexes]); a regex may span lines.
BASICS = {
    "days-from-civil": ("civil date -> day number (Hinnant's era arithmetic)",
                        [r"\(153 \* [^\n]*\+ 2\) / 5 \+ \w+ - 1"]),
    "civil-from-days": ("day number -> civil date",
                        [r"\(5 \* \w+ \+ 2\) / 153"]),
    "iso8601-reader": ("reads `YYYY-MM-DD…` byte by byte",
                       [r"\[4\] == (?:45|0x2D|UInt8\(ascii: \"-\"\))[^\n]{0,40}\[7\] == (?:45|0x2D|UInt8\(ascii: \"-\"\))",
                        r"\b\w+\(\s*(?:\w+,\s*)?5,\s*2\)[^\n]*\b\w+\(\s*(?:\w+,\s*)?8,\s*2\)",
                        r"5\.\.<7\)[^\n]*8\.\.<10\)"]),
    "percent-decoding": ("`%XX` -> byte",
                         [r"== (?:0x25|37|UInt8\(ascii: \"%\"\))[^\n]{0,60}\n?[^\n]{0,60}(?:hex|Hex)\w*\(",
                          r"removingPercentEncoding"]),
    "percent-encoding": ("byte -> `%XX`",
                         [r"(?:0x25|UInt8\(ascii: \"%\"\)|\"%\" \+)[^\n]{0,40}\n?[^\n]{0,80}(?:hex|digits)\w*(?:\.utf8Start)?\[",
                          r"addingPercentEncoding"]),
    "path-containment": ("is this path inside that folder",
                         [r"\.hasPrefix\([^()\n]*\+ \"/\"\)",
                          r"\.hasPrefix\([^()\n]*== \"/\" \? \"/\" :",
                          r"\.utf8\.dropFirst\(\w+\.utf8\.count\)\.first == UInt8\(ascii: \"/\"\)",
                          r"\.utf8\.starts\(with: \w+\.utf8\)"]),
    # A read(2) loop that keeps every chunk (appends it, or trims a grown buffer to what was read): a
    # streaming reader (gzip, a copy, a prefix sniffer) hands each chunk on instead and is not counted.
    "whole-file-read": ("open a file, read it to the end",
                        [r"(?:Glibc\.|(?<![.\w]))read\(\s*\w+\s*,(?:(?!\bfunc\b)[\s\S]){0,400}?"
                         r"(?:\.append\(contentsOf: \w+\[0?\.\.<\s*\w+\]\)|\.removeSubrange\(\w+\.\.\.\))"]),
    # Bytes written, then a temporary renamed, in one function: swapping folders or a symlink writes no
    # bytes, and a marker locked (flock) before it is published is a lock, not a replace.
    "atomic-replace": ("write a temporary file beside the target, then rename(2) it over the target",
                       [r"\bwrite\w*\((?:(?!\bfunc\b|\bflock\()[\s\S]){0,2000}?"
                        r"\brename(?:at)?\((?=[^\n]*\b(?:temp|tmp|pending|staged|partial)\w*\b)"]),
    "byte-search": ("first/last index of a byte string in bytes: the compare-at-each-index loop",
                    [r"\.\.<\s*\(?\w+ \+ (?:needle|wanted|pattern)\.count\)?\]\)?\s*(?:==|\.elementsEqual\()",
                     r"\w+\[\w+ \+ (?:\w+|\$0)\]\)? (?:==|!=) (?:needle|wanted|pattern)\[(?:\w+|\$0)\]",
                     r"\bmemcmp\([^\n]*(?:needle|pattern)"]),
    "has-scheme": ("does a URL start with `scheme:`",
                   [r"func (?:has|is)\w*Scheme\w*\("]),
}

# Lock styles: more than one style in Sources/ fails, whatever the count of each.
LOCK_STYLES = {
    "Synchronization.Mutex": r"\bMutex(?:<[^>\n]*>)?\(",
    "pthread_mutex": r"\bpthread_mutex_(?:init|lock)\(",
    "NSLock": r"\bNS(?:Recursive)?Lock\(\)",
    "os_unfair_lock": r"\bos_unfair_lock\b",
    "DispatchQueue.sync": r"\.sync\s*\{",
    "DispatchSemaphore as a lock": r"DispatchSemaphore\(value: 1\)",
}

DECLARATION = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|private|fileprivate|internal|static|"
                         r"mutating|override|final|nonisolated)\s+)*(?:func\s+(\w+)|(init)[?!]?\s*[(<]|"
                         r"(?:var|let)\s+(\w+)\s*:[^=\n]*\{)", re.M)


def swift_files(root):
    sources = os.path.join(root, "Sources")
    for folder, _, names in os.walk(sources):
        for name in sorted(names):
            if name.endswith(".swift"):
                yield os.path.join(folder, name)


def strip_comments(text):
    """Blanks `//` comments (keeping line numbers) so documentation that quotes an algorithm is not a copy."""
    return re.sub(r"//[^\n]*", "", text)


def enclosing(text, offset):
    """The name of the declaration a match sits in: the last `func`/`init`/computed `var` before it."""
    name = "<file>"
    line_end = text.find("\n", offset)
    for match in DECLARATION.finditer(text, 0, len(text) if line_end < 0 else line_end):
        name = next(group for group in match.groups() if group)
    return name


def find_copies(root):
    copies = {name: set() for name in BASICS}
    locks = {style: set() for style in LOCK_STYLES}
    for path in swift_files(root):
        with open(path, encoding="utf-8") as handle:
            text = strip_comments(handle.read())
        relative = os.path.relpath(path, root)
        for name, (_, patterns) in BASICS.items():
            for pattern in patterns:
                for match in re.finditer(pattern, text):
                    line = text.count("\n", 0, match.start()) + 1
                    copies[name].add((relative, enclosing(text, match.start()), line))
        for style, pattern in LOCK_STYLES.items():
            for match in re.finditer(pattern, text):
                locks[style].add((relative, text.count("\n", 0, match.start()) + 1))
    return copies, locks


def report(root, out=sys.stdout):
    """Prints one line per basic and returns the number of basics written more than once."""
    copies, locks = find_copies(root)
    failures = 0
    for name, (what, _) in BASICS.items():
        places = {}
        for path, function, line in sorted(copies[name]):
            places.setdefault((path, function), line)
        status = "ok" if len(places) <= 1 else "FAIL"
        failures += status == "FAIL"
        print(f"{status:4} {name}: {len(places)} implementation(s) — {what}", file=out)
        for (path, function), line in sorted(places.items()):
            print(f"       {path}:{line} ({function})", file=out)
    used = {style: places for style, places in locks.items() if places}
    status = "ok" if len(used) <= 1 else "FAIL"
    failures += status == "FAIL"
    print(f"{status:4} lock-style: {len(used)} style(s)", file=out)
    for style, places in sorted(used.items()):
        first = sorted(places)[0]
        print(f"       {style}: {len(places)} use(s), first {first[0]}:{first[1]}", file=out)
    return failures


PLANTED = {
    "days-from-civil": "let dayOfYear = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1",
    "civil-from-days": "let mp = (5 * doy + 2) / 153",
    "iso8601-reader": "guard b[4] == 0x2D, b[7] == 0x2D else { return nil }",
    "percent-decoding": "if b[i] == 0x25, let h = hexValue(b[i + 1]) { }",
    "percent-encoding": "out += [0x25, hex[Int(c >> 4)], hex[Int(c & 15)]]",
    "path-containment": "return path.hasPrefix(folder + \"/\")",
    "whole-file-read": "while true { let n = read(fd, &chunk, 4096); if n <= 0 { break }; "
                       "bytes.append(contentsOf: chunk[0..<n]) }",
    "atomic-replace": "try write(bytes, to: temp); if rename(temp, path) != 0 { throw failure }",
    "byte-search": "if hay[i] == needle[0] && Array(hay[i..<(i + needle.count)]) == needle { return i }",
    "has-scheme": "",
}


def self_test():
    """Each basic planted twice in a scratch Sources/ fails; the same scratch with one of each passes."""
    failed = []
    with tempfile.TemporaryDirectory() as scratch:
        folder = os.path.join(scratch, "Sources", "Planted")
        os.makedirs(folder)
        for name in BASICS:
            body = PLANTED.get(name) or {"byte-search": "", "has-scheme": ""}[name]
            declaration = {"byte-search": "static func firstIndex(of needle: [UInt8], in hay: [UInt8]) -> Int? {",
                           "has-scheme": "static func hasScheme(_ url: String) -> Bool {"}.get(name, "func original() {")
            with open(os.path.join(folder, "One.swift"), "w", encoding="utf-8") as handle:
                handle.write(f"enum One {{\n    {declaration}\n        {body}\n    }}\n}}\n")
            counted, _ = find_copies(scratch)
            if len({(p, f) for p, f, _ in counted[name]}) != 1:
                failed.append(f"{name}: the signature does not find the planted original ({sorted(counted[name])})")
            copy = declaration.replace("original", "copy").replace("firstIndex", "firstIndexCopy").replace("hasScheme", "hasSchemeCopy")
            with open(os.path.join(folder, "One.swift"), "a", encoding="utf-8") as handle:
                handle.write(f"enum Two {{\n    {copy}\n        {body}\n    }}\n}}\n")
            counted, _ = find_copies(scratch)
            if len({(p, f) for p, f, _ in counted[name]}) != 2:
                failed.append(f"{name}: a copy in a second function is not counted ({sorted(counted[name])})")
            if report(scratch, out=open(os.devnull, "w")) == 0:
                failed.append(f"{name}: two implementations did not fail the check")
            os.remove(os.path.join(folder, "One.swift"))
        with open(os.path.join(folder, "Locks.swift"), "w", encoding="utf-8") as handle:
            handle.write("let a = Mutex<Int>(0)\n")
        if report(scratch, out=open(os.devnull, "w")) != 0:
            failed.append("one lock style failed the check")
        with open(os.path.join(folder, "Locks.swift"), "a", encoding="utf-8") as handle:
            handle.write("func f() { pthread_mutex_lock(m) }\n")
        if report(scratch, out=open(os.devnull, "w")) == 0:
            failed.append("two lock styles did not fail the check")
        with open(os.path.join(folder, "Locks.swift"), "w", encoding="utf-8") as handle:
            handle.write("// let mp = (5 * doy + 2) / 153 in a comment is not a copy\n")
        counted, _ = find_copies(scratch)
        if counted["civil-from-days"]:
            failed.append("a comment quoting the algorithm was counted")
    for line in failed:
        print("self-test: " + line, file=sys.stderr)
    print("count_basics self-test: " + ("FAILED" if failed else "ok"))
    return 1 if failed else 0


def main(argv):
    if argv[1:] == ["--self-test"]:
        return self_test()
    root = argv[1] if len(argv) > 1 else os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    failures = report(root)
    if failures:
        print(f"count_basics: {failures} basic(s) have more than one implementation; use the one in "
              "Sources/Basics or Sources/POSIXFiles and delete the copy", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

#!/usr/bin/env python3
"""Turn `public`/`open` access at a declaration's start into `package` in every Swift target of Sources/
except the public library (Surfaces) and what its API is made of (Escaping, Basics).

Usage: package_access.py ROOT [--check] | --self-test. Comments and string literals are left alone.
Idempotent. With --check (test.sh), prints the files that would change and exits 1 if there are any;
--self-test checks the rewriting on planted declarations.
"""
import os, re, sys

KEEP = {"Surfaces", "Escaping", "Basics"}
ATTR = r'@[A-Za-z_][A-Za-z0-9_.]*(?:\([^()]*\))?'
MODS = r'(?:final|static|class|override|required|convenience|nonisolated|mutating|nonmutating|indirect|lazy|dynamic|weak|unowned|private\(set\)|fileprivate\(set\)|internal\(set\)|consuming|borrowing)'
DECL = re.compile(r'^(\s*(?:(?:' + ATTR + r'|' + MODS + r')\s+)*)(public|open)(\(set\))?(?=\s)')


def convert(text):
    out, changed, in_string, in_block = [], 0, False, False
    for line in text.split("\n"):
        stripped = line.strip()
        if in_block:
            if "*/" in line:
                in_block = False
            out.append(line)
            continue
        if in_string:
            if '"""' in line:
                in_string = False
            out.append(line)
            continue
        if stripped.startswith("//"):
            out.append(line)
            continue
        if stripped.startswith("/*") and "*/" not in stripped:
            in_block = True
            out.append(line)
            continue
        m = DECL.match(line)
        if m:
            line = line[:m.start(2)] + "package" + (m.group(3) or "") + line[m.end(3) if m.group(3) else m.end(2):]
            changed += 1
        if line.count('"""') % 2 == 1:
            in_string = True
        out.append(line)
    return "\n".join(out), changed


def self_test():
    planted = "\n".join([
        "/// A public type (a doc comment stays).",
        "public struct A {",
        "    @inlinable public static func f() {}",
        "    public private(set) var x = 1",
        "    final public class C {}",
        "    let s = \"\"\"",
        "        public text in a string",
        "        \"\"\"",
        "    // public in a comment",
        "    open class D {}",
        "    var publicName = 0",
        "}",
    ])
    expected = planted.replace("public struct", "package struct").replace("@inlinable public", "@inlinable package") \
        .replace("public private(set)", "package private(set)").replace("final public", "final package") \
        .replace("open class", "package class")
    got, n = convert(planted)
    assert got == expected and n == 5, (n, got)
    assert convert(got) == (got, 0)
    print("package_access self-test: ok")


def main():
    if "--self-test" in sys.argv:
        return self_test()
    root, check = sys.argv[1], "--check" in sys.argv
    total, files = 0, 0
    src = os.path.join(root, "Sources")
    for target in sorted(os.listdir(src)):
        if target in KEEP:
            continue
        for dirpath, _, names in os.walk(os.path.join(src, target)):
            for name in sorted(names):
                if not name.endswith(".swift"):
                    continue
                path = os.path.join(dirpath, name)
                text = open(path, encoding="utf-8").read()
                new, n = convert(text)
                if n:
                    total += n
                    files += 1
                    if check:
                        print(f"{path}: {n}")
                    else:
                        open(path, "w", encoding="utf-8").write(new)
    if total or not check:
        print(f"{total} declarations in {files} files", file=sys.stderr)
    sys.exit(1 if check and total else 0)


main()

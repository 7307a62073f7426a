#!/usr/bin/env python3
"""Builds the "Use it from your own package" example of docs/content/architecture/surfaces.md as written.

usage: Scripts/quality/surfaces_example.py [--work DIR]

Copies the two code blocks whose info strings name `Package.swift` and `Sources/MyReport/main.swift` into
a new package beside a folder named `cardstock` (a symbolic link to this checkout: SwiftPM names a path
dependency by its last path component), runs `swift run MyReport`, and checks the page it prints: a whole
HTML document with the card rows of the example. Exit 1 with the reason when anything differs.
"""
import os, re, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DOC = os.path.join(ROOT, "docs", "content", "architecture", "surfaces.md")


def blocks(text):
    """{file name: code} of the fenced blocks whose info string is `swift NAME`."""
    return {m.group(1): m.group(2) for m in re.finditer(r"^```swift (\S+)\n(.*?)^```$", text, re.M | re.S)}


def main():
    work = sys.argv[sys.argv.index("--work") + 1] if "--work" in sys.argv else tempfile.mkdtemp(prefix="surfaces-example-")
    files = blocks(open(DOC, encoding="utf-8").read())
    wanted = ["Package.swift", "Sources/MyReport/main.swift"]
    missing = [name for name in wanted if name not in files]
    if missing:
        sys.exit(f"surfaces_example: {DOC} has no ```swift block named {', '.join(missing)}")
    os.makedirs(work, exist_ok=True)
    link = os.path.join(work, "cardstock")
    if not os.path.lexists(link):
        os.symlink(ROOT, link)
    package = os.path.join(work, "myreport")
    for name in wanted:
        path = os.path.join(package, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(files[name])
    run = subprocess.run(["swift", "run", "--quiet", "MyReport"], cwd=package, capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(f"surfaces_example: `swift run MyReport` failed in {package}:\n{run.stderr[-4000:]}")
    page = run.stdout
    checks = [("the doctype and language", page.startswith('<!DOCTYPE html>\n<html lang="en"><head>')),
              ("the title", "<title>Activity</title>" in page),
              ("the inline stylesheet", "<style>" in page and "</style></head><body>" in page),
              ("both workout rows", "Morning run" in page and "Swim" in page and 'href="/workouts/run/"' in page),
              ("the end of the document", page.endswith("</body></html>\n"))]
    failed = [name for name, ok in checks if not ok]
    if failed:
        sys.exit(f"surfaces_example: the example's page lacks {', '.join(failed)}:\n{page[:600]}")
    print(f"surfaces_example: the documented package builds against Surfaces and writes a {len(page):,}-byte page")


if __name__ == "__main__":
    main()

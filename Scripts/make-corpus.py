#!/usr/bin/env python3
"""Writes the plain-Markdown benchmark corpus: N pages of about 3 KB, deterministic.

usage: Scripts/make-corpus.py OUT_DIR PAGES [--hugo] [--seed N]

OUT_DIR/content/fNNN/page-I.md, 100 pages per folder. Each page has YAML front matter (title, date,
weight), a `#` title, an intro paragraph, four `##` sections of a paragraph with bold and italic words and a
list of five links to other pages of the corpus (a sibling in the same folder or `../fNNN/page-J.md`), then a
block quote and a fenced code block. Built by Cardstock a page is about 12 KB of HTML.

With --hugo, OUT_DIR also gets a minimal Hugo project around the same content (hugo.toml and one bare
layout for single and list pages), so both tools build exactly the same Markdown. The same arguments always
write the same bytes. Used by Scripts/bench.py and Scripts/bench-watch.py.
"""
import argparse
import os
import random

VOCABULARY = [
    "aerobic", "baseline", "cadence", "cooldown", "easy", "effort", "heart", "hill", "interval", "long",
    "oxygen", "pace", "rate", "readiness", "recovery", "rest", "resting", "sleep", "steady", "strain",
    "tempo", "threshold", "trend", "variability", "vitals", "warmup", "weekly", "workout", "zone",
]
FOLDER_SIZE = 100
HUGO_CONFIG = """baseURL = "/"
title = "bench"
buildFuture = true
disableKinds = ["taxonomy", "term", "RSS", "sitemap", "robotsTXT", "404"]
[markup.goldmark.renderer]
unsafe = false
[markup.highlight]
codeFences = false
"""
HUGO_LAYOUT = ('<!doctype html><html><head><meta charset="utf-8"><title>{{ .Title }}</title></head>'
               '<body><main>{{ .Content }}</main></body></html>\n')


class Writer:
    """Makes the text of the pages from one seeded random source, page after page."""

    def __init__(self, seed, pages):
        self.rng = random.Random(seed)
        self.pages = pages

    def words(self, count):
        chosen = [self.rng.choice(VOCABULARY) for _ in range(count)]
        return " ".join(chosen).capitalize() + "."

    def word(self):
        return self.rng.choice(VOCABULARY)

    def link_to(self, number, folder):
        """A relative link from a page in `folder` to page `number`."""
        target = f"page-{number}.md"
        if number // FOLDER_SIZE != folder:
            target = f"../f{number // FOLDER_SIZE:03d}/{target}"
        return f"[Report {number}]({target})"

    def page(self, number):
        folder = number // FOLDER_SIZE
        month, day = number % 12 + 1, number % 28 + 1
        out = ["---", f'title: "Report {number}"', f"date: 2026-{month:02d}-{day:02d}", f"weight: {number}",
               "---", "", f"# Report {number}", "", " ".join(self.words(12) for _ in range(3)), ""]
        for section in range(4):
            out += [f"## Section {section} {self.word()}", ""]
            paragraph = " ".join(self.words(self.rng.randint(8, 16)) for _ in range(2))
            out += [f"{paragraph} **{self.word()}** and *{self.word()}*.", ""]
            for _ in range(5):
                out.append(f"- {self.link_to(self.rng.randrange(self.pages), folder)} {self.words(4)}")
            out.append("")
        out += ["> " + self.words(14), "", "```swift", "let zone = heartRate.zone(for: 142)", "print(zone)",
                "```", ""]
        return "\n".join(out)


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as handle:
        handle.write(text)


def main():
    parser = argparse.ArgumentParser(description="Write the plain-Markdown benchmark corpus.")
    parser.add_argument("out", help="folder to write (content/ and, with --hugo, the Hugo project)")
    parser.add_argument("pages", type=int, help="number of pages")
    parser.add_argument("--hugo", action="store_true", help="also write hugo.toml and layouts/")
    parser.add_argument("--seed", type=int, default=42)
    args = parser.parse_args()
    if args.pages < 1:
        parser.error("PAGES must be at least 1")
    writer = Writer(args.seed, args.pages)
    for number in range(args.pages):
        write(os.path.join(args.out, "content", f"f{number // FOLDER_SIZE:03d}", f"page-{number}.md"),
              writer.page(number))
    if args.hugo:
        write(os.path.join(args.out, "hugo.toml"), HUGO_CONFIG)
        for name in ("single.html", "list.html"):
            write(os.path.join(args.out, "layouts", "_default", name), HUGO_LAYOUT)
    print(f"{args.pages} pages in {os.path.join(args.out, 'content')}")


if __name__ == "__main__":
    main()

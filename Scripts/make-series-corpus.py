#!/usr/bin/env python3
"""Writes the report-series benchmark corpus: one weekly series over 10 years of daily data, deterministic.

usage: Scripts/make-series-corpus.py OUT_DIR [--pages N] [--years Y] [--seed N]

OUT_DIR/content gets:
  metrics/NAME.csv + NAME.yaml   8 daily series over Y years (default 10) ending 2026-11-29: steps and active
                                 energy (sums), resting heart rate, heart-rate variability, sleep, respiratory
                                 rate, blood oxygen and weight (means), about 3 % of the days empty
  reports/index.md               a `repeat: week` template with all 8 metric cards: one page per ISO week with
                                 data (≈ 52 × Y), its URL the series index
  index.md                       the home page, linking to the series and to the plain pages
  pages/fNNN/page-I.md           plain pages as written by Scripts/make-corpus.py (same shape, same seed)
Cardstock adds, for each metric, an overview, a page per week (the cards lead there) and a page per month with
data. The number of plain pages is chosen so that the whole site, metric pages included, is about N pages
(default 10,000); the script prints how many of each kind. The same arguments always write the same bytes.
Used by Scripts/bench.py --corpus series.
"""
import argparse
import datetime
import importlib.util
import os
import random

# name, title, unit, aggregation, good direction, typical daily value, relative spread, decimals
METRICS = [
    ("steps", "Steps", "steps", "sum", "higher", 8500, 0.35, 0),
    ("active-energy", "Active energy", "kcal", "sum", "higher", 560, 0.3, 0),
    ("resting-heart-rate", "Resting heart rate", "bpm", "mean", "lower", 56, 0.06, 0),
    ("heart-rate-variability", "Heart-rate variability", "ms", "mean", "higher", 48, 0.2, 0),
    ("sleep-duration", "Sleep", "h", "mean", "higher", 7.3, 0.12, 2),
    ("respiratory-rate", "Respiratory rate", "breaths/min", "mean", "neither", 14.8, 0.05, 1),
    ("blood-oxygen", "Blood oxygen", "%", "mean", "higher", 97, 0.015, 0),
    ("weight", "Weight", "kg", "mean", "lower", 72.5, 0.01, 1),
]
LAST_DAY = datetime.date(2026, 11, 29)  # a Sunday: the latest week is complete
EMPTY_SHARE = 0.03
TEMPLATE = """---
title: "Week {{period.week}}, {{period.year}}"
series_title: Weekly reports
description: "The week of {{period.range}}."
repeat: week
---
# Week {{period.week}}, {{period.year}}

The week of {{period.range}}: activity, heart and sleep at a glance.

## Activity {icon=figure.run tint=orange}

%(activity)s
## Heart {icon=heart.fill tint=red layout=horizontal}

%(heart)s
## Rest and body {icon=bed.double.fill tint=indigo layout=horizontal}

%(rest)s
## More

- [Home](../index.md) All reports and notes
"""


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as handle:
        handle.write(text)


def plain_writer():
    """The page writer of Scripts/make-corpus.py, so the plain pages are those of the plain corpus."""
    spec = importlib.util.spec_from_file_location(
        "make_corpus", os.path.join(os.path.dirname(os.path.abspath(__file__)), "make-corpus.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def metric_files(content, rng, days):
    """Writes the 8 daily series; returns, per metric, the set of days with a value."""
    with_data = []
    first = LAST_DAY - datetime.timedelta(days=days - 1)
    for name, title, unit, aggregation, good, typical, spread, decimals in METRICS:
        rows, filled = ["date,value"], set()
        level = typical
        for offset in range(days):
            day = first + datetime.timedelta(days=offset)
            # A slow drift plus day-to-day noise, so the overview's views and averages have something to show.
            level += (typical - level) * 0.02 + typical * spread * 0.05 * rng.uniform(-1, 1)
            if rng.random() < EMPTY_SHARE:
                rows.append(f"{day.isoformat()},")
                continue
            value = max(0.0, level * (1 + spread * rng.uniform(-1, 1)))
            rows.append(f"{day.isoformat()},{value:.{decimals}f}")
            filled.add(day)
        write(os.path.join(content, "metrics", name + ".csv"), "\n".join(rows) + "\n")
        write(os.path.join(content, "metrics", name + ".yaml"),
              f'title: "{title}"\nunit: "{unit}"\naggregation: {aggregation}\ngood: {good}\n')
        with_data.append(filled)
    return with_data


def card(name, style):
    return "\n".join(["```metric", f"file: ../metrics/{name}.csv", f"style: {style}", "```", ""])


def template():
    names = [m[0] for m in METRICS]
    return TEMPLATE % {
        "activity": "\n".join(card(n, "tinted") for n in names[:2]),
        "heart": "\n".join(card(n, "regular") for n in names[2:4]),
        "rest": "\n".join(card(n, "regular") for n in names[4:]),
    }


def counts(with_data):
    """(weeks of the series, metric pages): a week page per ISO week with data for any metric, and per metric an
    overview, a page per series week (its card leads there) and a page per month with data."""
    weeks = {day.isocalendar()[:2] for filled in with_data for day in filled}
    months = sum(len({(day.year, day.month) for day in filled}) for filled in with_data)
    return len(weeks), len(with_data) * (1 + len(weeks)) + months


def main():
    parser = argparse.ArgumentParser(description="Write the report-series benchmark corpus.")
    parser.add_argument("out")
    parser.add_argument("--pages", type=int, default=10000, help="about how many pages the site has (default 10000)")
    parser.add_argument("--years", type=int, default=10, help="years of daily data (default 10)")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    if args.years < 1:
        parser.error("--years must be at least 1")
    content = os.path.join(args.out, "content")
    rng = random.Random(args.seed)
    with_data = metric_files(content, rng, 365 * args.years)
    weeks, metric_pages = counts(with_data)
    series_pages = weeks + 1  # the weeks and the series index
    plain = max(0, args.pages - series_pages - metric_pages - 1)
    write(os.path.join(content, "reports", "index.md"), template())
    home = ["---", "title: Health notes", "---", "# Health notes", "",
            "- [Weekly reports](reports/index.md) Every week with data"]
    if plain:
        home.append("- [Notes](pages/f000/page-0.md) The first of the plain pages")
    write(os.path.join(content, "index.md"), "\n".join(home) + "\n")
    if plain:
        corpus = plain_writer()
        writer = corpus.Writer(42, plain)
        for number in range(plain):
            write(os.path.join(content, "pages", f"f{number // corpus.FOLDER_SIZE:03d}", f"page-{number}.md"),
                  writer.page(number))
    total = 1 + series_pages + metric_pages + plain
    print(f"{total} pages in {content}: {series_pages} series pages ({weeks} weeks and the index), "
          f"{metric_pages} metric pages ({len(METRICS)} metrics × {365 * args.years} days), {plain} plain pages, "
          f"the home page")


if __name__ == "__main__":
    main()

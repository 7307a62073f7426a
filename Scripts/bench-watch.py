#!/usr/bin/env python3
"""Save-to-output and save-to-reload latency of `cardstock serve` on the 10,000-page corpus.

usage: Scripts/bench-watch.py [--pages N] [--runs N] [--binary PATH] [--corpus-script PATH] [--keep]

Generates the corpus with Scripts/make-corpus.py (or --corpus-script PATH), starts a
release `cardstock serve --port 0` on it (build it first: swift build -c release --product cardstock),
listens to the live-reload event stream on a raw socket, then saves one page at a time and measures
  (a) save -> that page's output file rewritten (its mtime polled every 1 ms), and
  (b) save -> the `event: reload` line received on the event stream.
Prints every run and the medians. Targets: (a) < 50 ms, (b) < 150 ms. Not a test: numbers vary by machine.
"""
import os, re, shutil, socket, statistics, subprocess, sys, tempfile, threading, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from watch_timing import stop, time_save  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def arg(name, default):
    return sys.argv[sys.argv.index(name) + 1] if name in sys.argv else default


def main():
    pages = int(arg("--pages", "10000"))
    runs = int(arg("--runs", "20"))
    binary = arg("--binary", os.path.join(ROOT, ".build", "release", "cardstock"))
    if not os.access(binary, os.X_OK):
        sys.exit(f"{binary} not found; run: swift build -c release --product cardstock")
    corpus = arg("--corpus-script", os.path.join(ROOT, "Scripts", "make-corpus.py"))
    if not os.path.isfile(corpus):
        sys.exit(f"{corpus} not found; pass --corpus-script PATH")
    work = tempfile.mkdtemp(prefix="cardstock-bench-watch-")
    try:
        subprocess.run([sys.executable, corpus, work, str(pages)], check=True)
    except BaseException:
        shutil.rmtree(work, ignore_errors=True)
        raise
    print(f"corpus: {pages} pages in {work}")

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
            i = (n * 487 + 13) % pages
            source = os.path.join(work, "content", f"f{i // 100:03d}", f"page-{i}.md")
            output = os.path.join(work, "site", f"f{i // 100:03d}", f"page-{i}", "index.html")
            def save():
                with open(source, "a") as f:
                    f.write(f"\nEdit {n}: one more line.\n")
            written, reloaded = time_save(save, output, events, stderr_lines, n)
            to_output.append(written)
            to_reload.append(reloaded)
            print(f"run {n + 1:2d}: page-{i}.md  output {written:6.1f} ms  reload {reloaded:6.1f} ms")
            time.sleep(0.3)
        rebuilt = [l.strip() for l in stderr_lines if l.startswith("Rebuilt")]
        if rebuilt:
            print("last rebuild line:", rebuilt[-1])
        print(f"median save -> output written: {statistics.median(to_output):.1f} ms (target < 50 ms)")
        print(f"median save -> reload event:   {statistics.median(to_reload):.1f} ms (target < 150 ms)")
    finally:
        stop(proc, work)

if __name__ == "__main__":
    main()

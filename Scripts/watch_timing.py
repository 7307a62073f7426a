"""What the watch benchmarks (bench-watch.py, bench-watch-metrics.py) time the same way: one save, until its
output file is rewritten and until the reload event arrives; and stopping the server."""
import os, shutil, signal, subprocess, sys, time


def time_save(save, output, events, stderr_lines, run, timeout=10.0):
    """Calls `save()`, then polls `output`'s mtime every 1 ms and waits for one more reload event.
    Returns (save -> output written, save -> reload event) in ms; exits when either does not come in time."""
    before = os.stat(output).st_mtime_ns
    seen = len(events)
    save()
    t0 = time.monotonic()
    written = None
    while time.monotonic() - t0 < timeout:
        try:
            if os.stat(output).st_mtime_ns != before:
                written = time.monotonic() - t0
                break
        except FileNotFoundError:
            pass
        time.sleep(0.001)
    while len(events) == seen and time.monotonic() - t0 < timeout:
        time.sleep(0.001)
    reloaded = events[seen] - t0 if len(events) > seen else None
    if written is None or reloaded is None:
        sys.exit(f"run {run}: no rewrite/reload within {timeout:.0f} s\n" + "".join(stderr_lines[-5:]))
    return written * 1000, reloaded * 1000


def stop(proc, work):
    """Stops the server (SIGINT, then kill) and removes the corpus unless --keep."""
    proc.send_signal(signal.SIGINT)
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()
    if "--keep" not in sys.argv:
        shutil.rmtree(work, ignore_errors=True)

#!/usr/bin/env python3
"""Screenshots of a built Cardstock site in headless Chromium: phone and desktop, light and dark.

usage: Scripts/screenshots.py [SITE_DIR] [--out docs/content/screenshots] [--pages index.html,metrics/steps/index.html]
                              [--pdf]

Each page is captured full height at 390 px and 1280 px wide, in light and dark colour scheme,
as OUT/<name>-<width>-<scheme>.png. With --pdf the first page is also printed to PDF (A4) and its
first sheet converted to OUT/<name>-print.png with pdftoppm (Debian's poppler-utils).
"""
import argparse, base64, functools, http.server, os, socketserver, subprocess, sys, tempfile, threading

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("site", nargs="?", default=os.path.join(ROOT, "site"))
    ap.add_argument("--out", default=os.path.join(ROOT, "docs", "content", "screenshots"))
    ap.add_argument("--pages", default="index.html,metrics/resting-heart-rate/index.html,workouts/2026-11-29-long-run/index.html")
    ap.add_argument("--pdf", action="store_true")
    args = ap.parse_args()
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    os.makedirs(args.out, exist_ok=True)
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=args.site)
    http.server.SimpleHTTPRequestHandler.log_message = lambda *a: None
    server = socketserver.TCPServer(("127.0.0.1", 0), handler)
    port = server.server_address[1]
    threading.Thread(target=server.serve_forever, daemon=True).start()
    opts = webdriver.ChromeOptions()
    for a in ("--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1"):
        opts.add_argument(a)
    opts.binary_location = "/usr/bin/chromium"
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=opts)
    try:
        for rel in args.pages.split(","):
            name = rel.replace("/index.html", "").replace(".html", "").replace("/", "-") or "index"
            url = f"http://127.0.0.1:{port}/{rel}"
            for scheme in ("light", "dark"):
                for width in (390, 1280):
                    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                           {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
                    driver.set_window_size(width, 900)
                    driver.get(url)
                    height = driver.execute_script("return document.documentElement.scrollHeight")
                    # Make the whole page the viewport: content-visibility:auto skips painting off-screen cards.
                    # Cards laid out once on screen take their real height instead of the placeholder one, so
                    # the page is measured again until its height settles.
                    for _ in range(6):
                        driver.set_window_size(width, height + 200)
                        driver.execute_script("return new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
                        settled = driver.execute_script("return document.documentElement.scrollHeight")
                        if settled == height:
                            break
                        height = settled
                    shot = driver.execute_cdp_cmd("Page.captureScreenshot", {
                        "format": "png", "captureBeyondViewport": True,
                        "clip": {"x": 0, "y": 0, "width": width, "height": height, "scale": 1}})
                    path = os.path.join(args.out, f"{name}-{width}-{scheme}.png")
                    with open(path, "wb") as fh:
                        fh.write(base64.b64decode(shot["data"]))
                    print(path)
        if args.pdf:
            rel = args.pages.split(",")[0]
            name = rel.replace("/index.html", "").replace(".html", "").replace("/", "-") or "index"
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print", "features": []})
            driver.get(f"http://127.0.0.1:{port}/{rel}")
            pdf = driver.execute_cdp_cmd("Page.printToPDF", {"paperWidth": 8.27, "paperHeight": 11.69,
                                                             "printBackground": True})
            with tempfile.TemporaryDirectory() as tmp:
                pdf_path = os.path.join(tmp, "page.pdf")
                with open(pdf_path, "wb") as fh:
                    fh.write(base64.b64decode(pdf["data"]))
                subprocess.run(["pdftoppm", "-png", "-r", "60", "-f", "1", "-l", "2", pdf_path,
                                os.path.join(tmp, "sheet")], check=True)
                for i, f in enumerate(sorted(x for x in os.listdir(tmp) if x.endswith(".png")), 1):
                    out = os.path.join(args.out, f"{name}-print-{i}.png")
                    os.replace(os.path.join(tmp, f), out)
                    print(out)
    finally:
        driver.quit()
        server.shutdown()


if __name__ == "__main__":
    sys.exit(main())

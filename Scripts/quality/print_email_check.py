#!/usr/bin/env python3
"""The print packet and the report email, checked as a reader gets them (issue: print and email).

usage: print_email_check.py CARDSTOCK_BINARY WORK_DIR

Builds the example report (content/) and a Chinese copy of it (language: zh-CN) into WORK_DIR, then:
- prints the report, the Chinese report, a metric overview and the report's print packet (`print: full`,
  `print/index.html`) to PDF with headless Chromium: `--print-to-pdf`
  (Chromium's default paper, US Letter) and the DevTools print call at A4; checks with poppler (pdfinfo,
  pdftotext): the paper size, a page count within bounds, the period (the running header) on every sheet,
  no segmented-control label, every card's headline figure on the first sheet; writes PNGs of every sheet
  (pdftoppm) to WORK_DIR/png for a person to look at; for the packet also: its ids unique, each metric page the
  report's cards link to in it once and starting a sheet of its own, no link to a page the packet holds;
- writes both reports as email (`cardstock email`) and parses the .eml with Python's email package: the
  multipart/alternative structure, UTF-8 charsets, every cid: resolved, no <svg, no http(s):// resource, under
  300 KB, every headline figure in the text part, the subject RFC 2047-encoded and decoding to the title and
  period; the HTML part rendered in Chromium at 600 px passes the overflow gate (check_site.OVERFLOW_JS).
Exits 1 with every problem listed.
"""
import email, email.header, email.policy, html.parser, os, re, shutil, subprocess, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import check_site  # noqa: E402  (the overflow gate's browser and script)

PAPER = {"letter": (612, 792), "a4": (595, 842)}
problems = []


def fail(message):
    problems.append(message)


class PageFacts(html.parser.HTMLParser):
    """The headline figures, segment labels and running header of a built page."""

    def __init__(self):
        super().__init__()
        self.values, self.labels, self.header, self.title = [], [], "", ""
        self.capture, self.text = None, ""

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        classes = (a.get("class") or "").split()
        if tag == "html":
            self.header = a.get("data-print-header", "")
        if "metric-value" in classes:
            self.capture = "value"
        elif tag == "label" and self.capture is None:
            self.capture = "label"
        elif tag == "h1":
            self.capture = "title"
        else:
            return
        self.text = ""

    def handle_endtag(self, tag):
        if self.capture == "value" and tag == "span":
            self.values.append(self.text.strip())
        elif self.capture == "label" and tag == "label":
            self.labels.append(self.text.strip())
        elif self.capture == "title" and tag == "h1":
            self.title = self.text.strip()
        else:
            return
        self.capture = None

    def handle_data(self, data):
        if self.capture:
            self.text += data


def facts(path):
    parser = PageFacts()
    parser.feed(open(path, encoding="utf-8").read())
    return parser


def run(*args, **kw):
    return subprocess.run(args, check=True, capture_output=True, text=True, **kw).stdout


def squash(text):
    """pdftotext's text without spaces or line breaks (Chromium may split runs or drop no-break spaces)."""
    return re.sub(r"\s+", "", text.replace("\u00a0", " "))


def print_pdf(site, page, pdf, paper):
    if paper == "letter":
        run("chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
            f"--print-to-pdf={pdf}", page)
        return
    import base64
    from selenium.webdriver.common.print_page_options import PrintOptions
    driver, port, server = check_site.browser(site)
    try:
        driver.get(f"http://127.0.0.1:{port}/{os.path.relpath(page, site)}")
        options = PrintOptions()
        options.page_width, options.page_height = 21.0, 29.7
        options.margin_top = options.margin_bottom = options.margin_left = options.margin_right = 0
        open(pdf, "wb").write(base64.b64decode(driver.print_page(options)))
    finally:
        driver.quit()
        server.shutdown()


def check_pdf(name, site, page, paper, pages, work):
    page = os.path.join(site, page)
    pdf = os.path.join(work, f"{name}-{paper}.pdf")
    print_pdf(site, page, pdf, paper)
    info = run("pdfinfo", pdf)
    count = int(re.search(r"Pages:\s+(\d+)", info).group(1))
    w, h = (float(v) for v in re.search(r"Page size:\s+([\d.]+) x ([\d.]+)", info).groups())
    if abs(w - PAPER[paper][0]) > 2 or abs(h - PAPER[paper][1]) > 2:
        fail(f"{name} ({paper}): the sheets are {w} x {h} pt, not {PAPER[paper]}")
    if not pages[0] <= count <= pages[1]:
        fail(f"{name} ({paper}): {count} sheets, expected {pages[0]} to {pages[1]}")
    f = facts(page)
    header = f.header.split(" · ", 1)[-1] if f.header else ""
    for n in range(1, count + 1):
        sheet = run("pdftotext", "-raw", "-f", str(n), "-l", str(n), pdf, "-")
        if header and squash(header) not in squash(sheet):
            fail(f"{name} ({paper}): sheet {n} lacks the period '{header}' (the running header)")
        if re.search(r"\b\d+\s*/\s*" + str(count) + r"\b", sheet) is None:
            fail(f"{name} ({paper}): sheet {n} has no page number 'n / {count}'")
    text = run("pdftotext", "-raw", pdf, "-")
    labels = [label for label in f.labels if label]
    if labels and squash("".join(labels)) in squash(text):
        fail(f"{name} ({paper}): the segmented control's labels are printed: {labels}")
    for label in (label for label in labels if re.search(r"\d", label)):
        if squash(label) in squash(text):
            fail(f"{name} ({paper}): the segment label '{label}' is printed")
    first = squash(run("pdftotext", "-raw", "-f", "1", "-l", "1", pdf, "-"))
    for value in f.values:
        if squash(value) not in first:
            fail(f"{name} ({paper}): the headline figure '{value}' is not on the first sheet")
    png = os.path.join(work, "png")
    os.makedirs(png, exist_ok=True)
    run("pdftoppm", "-r", "50", "-png", pdf, os.path.join(png, f"{name}-{paper}"))
    print(f"{name} ({paper}): {count} sheets, {len(f.values)} headline figures, period '{header}'")


def check_packet(site, paper, work):
    """The report's print packet: one part per metric page the cards link to, each starting a sheet."""
    report = open(os.path.join(site, "index.html"), encoding="utf-8").read()
    linked = list(dict.fromkeys(re.findall(r'<a class="metric-card[^"]*" href="(metrics/[^"]+/\d{4}-[^"/]+/)"', report)))
    if not linked:
        fail("packet: the report's cards link to no metric period page")
    page = os.path.join(site, "print", "index.html")
    html = open(page, encoding="utf-8").read()
    ids = re.findall(r'\sid="([^"]*)"', html)
    for dup in sorted({i for i in ids if ids.count(i) > 1}):
        fail(f"packet: the id '{dup}' is not unique")
    for ref in re.findall(r'href="#([^"]*)"', html):
        if ref not in ids:
            fail(f"packet: the link '#{ref}' leads to no element")
    for url in linked:
        if f'href="../{url}"' in html:
            fail(f"packet: a link leaves for {url}, which the packet holds")
    titles = re.findall(r'<section class="print-packet-part" id="[^"]+">.*?<h1>([^<]+)</h1>', html)
    if len(titles) != len(linked):
        fail(f"packet: {len(titles)} metric parts for {len(linked)} linked period pages")
    check_pdf("packet", site, "print/index.html", paper, (len(linked) + 2, 2 * len(linked) + 6), work)
    pdf = os.path.join(work, f"packet-{paper}.pdf")
    count = int(re.search(r"Pages:\s+(\d+)", run("pdfinfo", pdf)).group(1))
    firsts = [squash(" ".join(run("pdftotext", "-raw", "-f", str(n), "-l", str(n), pdf, "-").splitlines()[:4]))
              for n in range(1, count + 1)]
    for title in titles:
        title = html_unescape(title)
        if not any(squash(title) in first for first in firsts):
            fail(f"packet ({paper}): '{title}' does not start a sheet")
    print(f"packet ({paper}): {len(titles)} metric parts, each starting a sheet")


def html_unescape(text):
    import html as html_module
    return html_module.unescape(text)


def chinese_copy(work):
    root = os.path.join(work, "zh")
    shutil.copytree("content", os.path.join(root, "content"))
    index = os.path.join(root, "content", "index.md")
    text = open(index, encoding="utf-8").read().replace("title: Summary", "title: 本周摘要", 1)
    open(index, "w", encoding="utf-8").write(text.replace("# Summary", "# 本周摘要", 1))
    open(os.path.join(root, "cardstock.yaml"), "w", encoding="utf-8").write(
        "title: 健康报告\nlanguage: zh-CN\nemail_from: 报告 <reports@example.invalid>\nemail_to: coach@example.invalid\n")
    return root


def check_email(name, binary, project, site, work):
    eml = os.path.join(work, f"{name}.eml")
    run(binary, "email", "content/index.md", "--to", eml, "--from", "Cardstock <reports@example.invalid>", cwd=project) \
        if name == "example" else run(binary, "email", "content/index.md", "--to", eml, cwd=project)
    raw = open(eml, "rb").read()
    if len(raw) >= 300 * 1024:
        fail(f"{name}.eml: {len(raw)} bytes, over 300 KB")
    message = email.message_from_bytes(raw, policy=email.policy.default)
    if message.get_content_type() != "multipart/alternative":
        fail(f"{name}.eml: {message.get_content_type()}, not multipart/alternative")
    parts = list(message.iter_parts())
    if [p.get_content_type() for p in parts] != ["text/plain", "text/html"]:
        fail(f"{name}.eml: parts {[p.get_content_type() for p in parts]}, expected text/plain then text/html")
        return
    for p in parts:
        if (p.get_content_charset() or "").lower() != "utf-8":
            fail(f"{name}.eml: {p.get_content_type()} charset {p.get_content_charset()}")
    for header in ("From", "Date", "Subject", "MIME-Version"):
        if header not in message:
            fail(f"{name}.eml: no {header} header")
    text, markup = parts[0].get_content(), parts[1].get_content()
    cids = set(re.findall(r"cid:([^\"'\s)>]+)", markup))
    ids = {p.get("Content-ID", "").strip("<>") for p in message.walk()}
    for cid in cids - ids:
        fail(f"{name}.eml: cid:{cid} is not a part of the message")
    if "<svg" in markup.lower():
        fail(f"{name}.eml: the HTML part has <svg")
    if re.search(r"(src|href|background)\s*=\s*[\"']?\s*https?://|url\(\s*[\"']?https?://|@import", markup, re.I):
        fail(f"{name}.eml: the HTML part loads an http(s):// resource")
    if re.search(r"<(style|link|script|img)\b", markup, re.I):
        fail(f"{name}.eml: the HTML part has a <style>, <link>, <script> or <img> element")
    f = facts(os.path.join(site, "index.html"))
    for value in f.values:
        if value not in text:
            fail(f"{name}.eml: the text part lacks the headline figure '{value}'")
    period = f.header.split(" · ", 1)[-1]
    subject = str(email.header.make_header(email.header.decode_header(message["Subject"])))
    if subject != f"{f.title} · {period}":
        fail(f"{name}.eml: the subject is '{subject}', expected '{f.title} · {period}'")
    raw_subject = re.search(rb"^Subject: ([^\r\n]*(?:\r\n [^\r\n]*)*)", raw, re.M).group(1).decode("ascii")
    if not re.fullmatch(r"(=\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=(\r\n )?)+", raw_subject):
        fail(f"{name}.eml: the subject is not RFC 2047 encoded words: {raw_subject!r}")
    folder = os.path.join(work, f"{name}-mail")
    os.makedirs(folder, exist_ok=True)
    open(os.path.join(folder, "index.html"), "w", encoding="utf-8").write(markup)
    driver, port, server = check_site.browser(folder)
    try:
        driver.set_window_size(600, 900)
        driver.get(f"http://127.0.0.1:{port}/index.html")
        width = driver.execute_script("return window.innerWidth")
        driver.set_window_size(600 + (600 - width), 900)
        scroll, width, culprits = driver.execute_script(check_site.OVERFLOW_JS)
        if scroll > width:
            fail(f"{name}.eml: the HTML part is {scroll} px wide in a {width} px window ({', '.join(culprits)})")
        driver.save_screenshot(os.path.join(work, "png", f"{name}-mail-600.png"))
    finally:
        driver.quit()
        server.shutdown()
    print(f"{name}.eml: {len(raw)} bytes, subject '{subject}', {len(f.values)} figures in the text part")


def main():
    binary, work = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    os.makedirs(work, exist_ok=True)
    site = os.path.join(work, "site")
    run(binary, "build", "--quiet", "--output", site)
    zh = chinese_copy(work)
    zh_site = os.path.join(work, "zh-site")
    run(binary, "build", "--quiet", "--output", zh_site, cwd=zh)
    for paper in ("letter", "a4"):
        check_pdf("report", site, "index.html", paper, (2, 7), work)
        check_pdf("report-zh", zh_site, "index.html", paper, (2, 7), work)
        # The overview: headline, chart and statistics on the first sheet (checked below), then highlights and
        # trends, then one list per year of the example's 16 months of history (each section starts a sheet).
        check_pdf("metric", site, "metrics/steps/index.html", paper, (1, 4), work)
        check_pdf("metric-week", site, "metrics/steps/2026-W48/index.html", paper, (1, 3), work)
        check_packet(site, paper, work)
    check_email("example", binary, os.getcwd(), site, work)
    check_email("chinese", binary, zh, zh_site, work)
    for p in problems:
        print("print/email: " + p, file=sys.stderr)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()

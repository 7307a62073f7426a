"""The layout gate of check_site.py: touch targets, focus rings and the desktop grid, measured in Chromium.

At 390, 820 and 1280 px every page must have
- no horizontal overflow (document scrollWidth <= innerWidth, content-visibility lifted);
- from 768 px, the metric cards of a section side by side (two of them share a row);
- strips (horizontal scrolling surfaces) without a scrollbar when their cards fit at 15 rem each;
- rows (navigation rows, the back row, divided-card rows) at least 44 px tall, and a row with nested blocks as wide as
  its item with the chevron at the trailing edge;
- a focus ring on every element reached with Tab that is drawn (an outline of 2 px or more, or the browser's `auto`
  ring) and whose box is not
  clipped by any ancestor that clips (overflow other than visible, content-visibility, paint containment).
"""
import os

WIDTHS = (390, 820, 1280)
MIN_ROW = 44
MAX_TABS = 400

# Rows, their heights, and the grid and strip checks; run with the real stylesheet (content-visibility in force,
# every element scrolled through so that `auto` renders it).
LAYOUT_JS = """
const problems = [];
const name = e => e.tagName.toLowerCase() + (typeof e.className === 'string' && e.className ? '.' + e.className.trim().split(/\\s+/).join('.') : '')
  + (e.getAttribute('href') ? '[href=' + e.getAttribute('href') + ']' : '');
const shown = e => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
const rows = document.querySelectorAll('.navigation, .back-row, .divided-card > :not(.divider)');
for (const row of rows) {
  if (!shown(row)) continue;
  const h = row.getBoundingClientRect().height;
  if (h < %(min_row)d - 0.5) problems.push('row ' + name(row) + ' is ' + h.toFixed(1) + ' px tall, under %(min_row)d px');
}
// A row with nested blocks: its link spans the item, the chevron at the trailing edge.
for (const nav of document.querySelectorAll('.divided-card > li > .vstack > .navigation:first-child')) {
  if (!shown(nav)) continue;
  const li = nav.parentElement.parentElement.getBoundingClientRect(), r = nav.getBoundingClientRect();
  const chevron = nav.querySelector(':scope > .chevron');
  if (r.right < li.right - 0.5) problems.push('row ' + name(nav) + ' with nested blocks ends ' + (li.right - r.right).toFixed(1) + ' px before its item');
  if (chevron && chevron.getBoundingClientRect().right < li.right - parseFloat(getComputedStyle(nav).paddingRight) - 1)
    problems.push('row ' + name(nav) + ' with nested blocks has its chevron away from the trailing edge');
}
if (window.innerWidth >= 768) {
  for (const section of document.querySelectorAll('.sectioned-surface > .section')) {
    const cards = [...section.children].filter(c => c.classList.contains('metric-card') && shown(c));
    if (cards.length < 2) continue;
    const boxes = cards.map(c => c.getBoundingClientRect());
    const paired = boxes.some((a, i) => boxes.some((b, j) => i !== j && Math.abs(a.top - b.top) < 1 && a.right <= b.left + 0.5));
    if (!paired) problems.push('the ' + cards.length + ' metric cards of section ' + (section.querySelector('[id]') || section).id + ' are stacked, not side by side');
  }
}
const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
for (const strip of document.querySelectorAll('.scrolling-surface.horizontal')) {
  if (!shown(strip)) continue;
  const kids = [...strip.children].filter(shown);
  const cs = getComputedStyle(strip);
  const gap = parseFloat(cs.columnGap) || 0;
  const room = strip.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
  const needed = kids.length * 15 * rem + Math.max(0, kids.length - 1) * gap;
  if (needed <= room + 0.5 && strip.scrollWidth > strip.clientWidth + 1)
    problems.push('strip ' + name(strip) + ' scrolls (' + strip.scrollWidth + ' px in ' + strip.clientWidth + ' px) although its ' + kids.length + ' cards fit');
}
return problems;
""" % {"min_row": MIN_ROW}

# The focused element's ring: its outline box, and every ancestor that clips it.
FOCUS_JS = """
const e = document.activeElement;
if (!e || e === document.body || e === document.documentElement) return null;
if (e.__csSeen) return null;  // Tab came round again.
e.__csSeen = true;
const name = x => x.tagName.toLowerCase() + (typeof x.className === 'string' && x.className ? '.' + x.className.trim().split(/\\s+/).join('.') : '')
  + (x.getAttribute && x.getAttribute('href') ? '[href=' + x.getAttribute('href') + ']' : '');
// Chromium does not scroll a partly visible element into view on focus (a card half out of a strip); a user
// scrolls the strip to it, so the ring is measured with the element scrolled into view in every scroller.
e.scrollIntoView({block: 'nearest', inline: 'nearest', behavior: 'instant'});
const s = getComputedStyle(e);
// `auto` is the browser's own ring (about 2 px whatever outline-width says).
const width = s.outlineStyle === 'none' ? 0 : s.outlineStyle === 'auto' ? Math.max(2, parseFloat(s.outlineWidth) || 0) : parseFloat(s.outlineWidth) || 0;
const offset = parseFloat(s.outlineOffset) || 0;
const r = e.getBoundingClientRect();
if (r.width === 0 && r.height === 0) return [name(e), 'has no box', null];
if (width < 2) return [name(e), 'shows no focus ring (outline ' + s.outlineStyle + ' ' + s.outlineWidth + ')', null];
const grow = offset + width;
const ring = {left: r.left - grow, top: r.top - grow, right: r.right + grow, bottom: r.bottom + grow};
for (let a = e.parentElement; a && a !== document.documentElement; a = a.parentElement) {
  const st = getComputedStyle(a);
  const clipsX = st.overflowX !== 'visible', clipsY = st.overflowY !== 'visible';
  const paint = /paint|strict|content/.test(st.contain) || st.contentVisibility === 'auto' || st.contentVisibility === 'hidden';
  if (!(clipsX || clipsY || paint)) continue;
  const b = a.getBoundingClientRect();
  const box = {left: b.left + a.clientLeft, top: b.top + a.clientTop};
  box.right = box.left + a.clientWidth; box.bottom = box.top + a.clientHeight;
  // A scroll container clips at its padding box but its content scrolls inside: only the visible part counts.
  const out = [];
  if ((clipsX || paint) && ring.left < box.left - 0.5) out.push('left by ' + (box.left - ring.left).toFixed(1) + ' px');
  if ((clipsX || paint) && ring.right > box.right + 0.5) out.push('right by ' + (ring.right - box.right).toFixed(1) + ' px');
  if ((clipsY || paint) && ring.top < box.top - 0.5) out.push('top by ' + (box.top - ring.top).toFixed(1) + ' px');
  if ((clipsY || paint) && ring.bottom > box.bottom + 0.5) out.push('bottom by ' + (ring.bottom - box.bottom).toFixed(1) + ' px');
  if (out.length) return [name(e), 'has its focus ring clipped by ' + name(a) + ' (' + out.join(', ') + ')', null];
}
return [name(e), null, null];
"""

LIFT_JS = """
const style = document.createElement('style');
style.textContent = '*{content-visibility:visible!important}';
document.head.appendChild(style);
return [document.documentElement.scrollWidth, window.innerWidth];
"""


def gate_layout(root, parsed, problems, browser):
    """Runs the checks above on every page at every width; one problem line per finding."""
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys
    driver, port, server = browser(root)
    try:
        for page in sorted(parsed):
            rel = os.path.relpath(page, root).replace(os.sep, "/")
            for width in WIDTHS:
                driver.set_window_size(width, 900)
                # No smooth scrolling: a focused card is measured where Tab scrolled it, not half-way there.
                driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                       {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
                driver.get(f"http://127.0.0.1:{port}/{rel}")
                # Scroll through the page so that content-visibility: auto lays every part out for real.
                driver.execute_script("window.scrollTo(0, document.documentElement.scrollHeight); window.scrollTo(0, 0);")
                for p in driver.execute_script(LAYOUT_JS):
                    problems.append(f"{page}: layout ({width}px): {p}")
                for _ in range(MAX_TABS):
                    ActionChains(driver).send_keys(Keys.TAB).perform()
                    found = driver.execute_script(FOCUS_JS)
                    if found is None:
                        break
                    element, problem, _ = found
                    if problem:
                        problems.append(f"{page}: layout ({width}px): focus: {element} {problem}")
                scroll, inner = driver.execute_script(LIFT_JS)
                if scroll > inner:
                    problems.append(f"{page}: layout ({width}px): the page is {scroll} px wide in a {inner} px window")
    finally:
        driver.quit()
        server.shutdown()

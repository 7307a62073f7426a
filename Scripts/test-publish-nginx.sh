#!/usr/bin/env bash
# Integration test for `cardstock publish --to DIR` behind a real web server.
#
# Publishes the example site (content/ + templates/) to a temporary DIR, starts nginx on
# 127.0.0.1:<free port> with its document root at DIR/current (a minimal nginx.conf, pid and logs in
# the temporary folder, no daemon-wide configuration), then fires concurrent requests at it while
# publishes run, each with different content and a different stylesheet (so the fingerprinted name
# changes at every switch): new versions alternate with going back to the version before, so new
# releases, pruning (--keep 3) and switching back to a kept release all happen. Every worker fetches a
# page, then the stylesheet its <link rel="stylesheet" href> names, as a browser would (sometimes a little
# later, possibly after a switch). Runs until at least 20 switches and 6 seconds have passed (at most
# 180 seconds). Asserts: 0 page 404s, 0 stylesheet 404s, no other error, >= 15 switches, every page is a
# page of some release, every stylesheet's bytes hash to its fingerprinted name. Also checks that a
# stale $TMPDIR/cardstock-publish-* build folder (left by a kill -9) is removed by the next publish and an
# unmarked one is not. Prints the figures and `publish-nginx: N passed, 0 failed`.
#
# Uses $CARDSTOCK, else the debug build of cardstock (built if needed).
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"

nginx_bin="$(command -v nginx || true)"
[ -z "$nginx_bin" ] && [ -x /usr/sbin/nginx ] && nginx_bin=/usr/sbin/nginx
if [ -z "$nginx_bin" ]; then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  # policy-rc.d or not: the package's own daemon is not needed, only the binary.
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq nginx-light >/dev/null \
    || DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq nginx >/dev/null
  nginx_bin="$(command -v nginx || echo /usr/sbin/nginx)"
fi

# The debug binary Scripts/test.sh has just built (a possibly stale release binary is not used).
bin="${CARDSTOCK:-}"
if [ -z "$bin" ]; then
  swift build --product cardstock >/dev/null   # a no-op when it is up to date
  bin="$root/.build/debug/cardstock"
fi

tmp="$(mktemp -d "${TMPDIR:-/tmp}/cardstock-nginx-XXXXXX")"
chmod 755 "$tmp"   # nginx workers may run as another user
nginx_pid=""
cleanup() {
  if [ -n "$nginx_pid" ]; then kill "$nginx_pid" 2>/dev/null || true; wait "$nginx_pid" 2>/dev/null || true; fi
  rm -rf "$tmp"
}
trap cleanup EXIT

# One working copy of the example site; version N appends to the home page and the stylesheet.
mkdir -p "$tmp/site" "$tmp/buildtmp"
cp -R content templates "$tmp/site/"
cp content/index.md "$tmp/index.md.orig"
cp templates/theme.css "$tmp/theme.css.orig"
write_version() {  # write_version N
  { cat "$tmp/index.md.orig"; printf '\nVersion %s of this report.\n' "$1"; } > "$tmp/site/content/index.md"
  { cat "$tmp/theme.css.orig"; printf '\n:root { --cs-version: %s; }\n' "$1"; } > "$tmp/site/templates/theme.css"
}

port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
base="http://127.0.0.1:$port/"
publish() {
  (cd "$tmp/site" && TMPDIR="$tmp/buildtmp" "$bin" publish --quiet --to "$tmp/www" --keep 3 --base-url "$base")
}

# Build folders a killed publish left behind are removed by the next publish, only when Cardstock marked them.
dead_pid="$(sh -c 'echo $$')"   # a process that has exited
mkdir -p "$tmp/buildtmp/cardstock-publish-killed1/site" "$tmp/buildtmp/cardstock-publish-unmarked/site"
printf 'cardstock pid %s\n' "$dead_pid" > "$tmp/buildtmp/cardstock-publish-killed1/.cardstock-staging"
write_version 0
# A real kill -9 during a build: try a few delays until one leaves its folder behind.
killed_left=0
for delay in 0.05 0.1 0.15 0.2 0.3 0.4; do
  (cd "$tmp/site" && exec env TMPDIR="$tmp/buildtmp" "$bin" publish --quiet --to "$tmp/www-killed" --base-url "$base" >/dev/null 2>&1) &
  victim=$!
  sleep "$delay"; kill -9 "$victim" 2>/dev/null || true; wait "$victim" 2>/dev/null || true
  left=$(find "$tmp/buildtmp" -maxdepth 1 -name 'cardstock-publish-*' ! -name '*killed1' ! -name '*unmarked' | wc -l)
  if [ "$left" -gt 0 ]; then killed_left=$left; break; fi
done
publish >/dev/null
stale_failures=""
[ -e "$tmp/buildtmp/cardstock-publish-killed1" ] && stale_failures+="the marked build folder of a gone process was not removed; "
[ -d "$tmp/buildtmp/cardstock-publish-unmarked" ] || stale_failures+="an unmarked build folder was deleted; "
remaining=$(find "$tmp/buildtmp" -mindepth 2 -maxdepth 2 -path '*/cardstock-publish-*/.cardstock-staging' | wc -l)
[ "$remaining" -eq 0 ] || stale_failures+="$remaining marked build folders are left after the publish; "
if [ "$killed_left" -gt 0 ]; then
  echo "publish-nginx: a publish killed with -9 left $killed_left build folder(s); the next publish removed them"
else
  echo "publish-nginx: SKIP the real kill -9 case (no delay caught a publish mid-build); the marked leftover was still checked"
fi

mkdir -p "$tmp/nginx/logs" "$tmp/nginx/temp"
cat > "$tmp/nginx/nginx.conf" <<EOF
worker_processes 2;
pid $tmp/nginx/nginx.pid;
error_log $tmp/nginx/logs/error.log warn;
events { worker_connections 512; }
http {
  types { text/html html; text/css css; application/xml xml; application/atom+xml atom; text/plain txt; text/csv csv; text/yaml yaml; }
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path $tmp/nginx/temp/body;
  proxy_temp_path $tmp/nginx/temp/proxy;
  fastcgi_temp_path $tmp/nginx/temp/fastcgi;
  uwsgi_temp_path $tmp/nginx/temp/uwsgi;
  scgi_temp_path $tmp/nginx/temp/scgi;
  open_file_cache off;
  server {
    listen 127.0.0.1:$port;
    root $tmp/www/current;
    index index.html;
    error_page 404 /404.html;
    location / { try_files \$uri \$uri/ =404; }
  }
}
EOF
"$nginx_bin" -p "$tmp/nginx" -e "$tmp/nginx/logs/error.log" -c "$tmp/nginx/nginx.conf" -g 'daemon off;' &
nginx_pid=$!

export PUBLISH_BIN="$bin" PUBLISH_TMP="$tmp" PUBLISH_BASE="$base" PUBLISH_STALE="$stale_failures"
python3 - <<'PY'
import http.client, os, random, re, subprocess, sys, threading, time, urllib.parse

tmp, base, binary = os.environ["PUBLISH_TMP"], os.environ["PUBLISH_BASE"], os.environ["PUBLISH_BIN"]
host = urllib.parse.urlparse(base)
www = os.path.join(tmp, "www")
site = os.path.join(tmp, "site")
MIN_SWITCHES, WANT_SWITCHES, MIN_SECONDS, MAX_SECONDS = 15, 20, 6.0, 180.0

# Wait for nginx to accept connections (at most 5 s).
for _ in range(100):
    try:
        c = http.client.HTTPConnection(host.hostname, host.port, timeout=2); c.request("GET", "/"); c.getresponse().read(); c.close(); break
    except OSError:
        time.sleep(0.05)
else:
    sys.exit("publish-nginx: nginx did not start; see " + os.path.join(tmp, "nginx/logs/error.log"))

def fnv_short(data):
    h = 0xcbf29ce484222325
    for b in data:
        h = ((h ^ b) * 0x100000001b3) & 0xFFFFFFFFFFFFFFFF
    return "%08x" % ((h ^ (h >> 32)) & 0xFFFFFFFF)

known_pages = set()   # (url path, body) of every page of every release made current
def record_current():
    current = os.path.realpath(os.path.join(www, "current"))
    for folder, _, files in os.walk(current):
        for name in files:
            if name.endswith(".html"):
                rel = os.path.relpath(os.path.join(folder, name), current).replace(os.sep, "/")
                with open(os.path.join(folder, name), "rb") as f:
                    known_pages.add((rel, f.read()))

# Every page and file of the first release as URL paths (pages as their folder URL); stylesheets are
# fetched through the pages.
current = os.path.realpath(os.path.join(www, "current"))
paths = []
for folder, _, files in os.walk(current):
    for name in files:
        rel = os.path.relpath(os.path.join(folder, name), current).replace(os.sep, "/")
        if rel.startswith("style."):
            continue
        paths.append("/" + (rel[:-len("index.html")] if rel.endswith("index.html") else rel))
paths.sort()
record_current()

lock = threading.Lock()
stop = threading.Event()
failures, fetched = [], []
count = {"pages": 0, "page404": 0, "css": 0, "css404": 0, "files": 0,
         "released": 0, "switchedBack": 0, "unchanged": 0, "switches": 0}
link_tag = re.compile(rb"<link\b[^>]*>", re.I)
rel_attr = re.compile(rb"""\brel\s*=\s*["']?([^"'>\s]+)""", re.I)
href_attr = re.compile(rb"""\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))""", re.I)

def stylesheet_of(body):
    for tag in link_tag.findall(body):
        rel = rel_attr.search(tag)
        href = href_attr.search(tag)
        if rel and href and b"stylesheet" in rel.group(1).lower().split():
            return (href.group(1) or href.group(2) or href.group(3)).decode()
    return None

with open(os.path.join(tmp, "index.md.orig")) as f: index_orig = f.read()
with open(os.path.join(tmp, "theme.css.orig")) as f: theme_orig = f.read()
def write_version(n):
    with open(os.path.join(site, "content/index.md"), "w") as f:
        f.write(index_orig + "\nVersion %d of this report.\n" % n)
    with open(os.path.join(site, "templates/theme.css"), "w") as f:
        f.write(theme_orig + "\n:root { --cs-version: %d; }\n" % n)

def publisher():
    # Version 0 is current. Then 1, back to 0, 2, back to 1, 3, back to 2, ...: every publish changes the
    # content (and the stylesheet's fingerprint); every other one returns to a kept release.
    started = time.monotonic()
    step = 0
    env = dict(os.environ, TMPDIR=os.path.join(tmp, "buildtmp"))
    while True:
        elapsed = time.monotonic() - started
        with lock: switches = count["switches"]
        if elapsed > MAX_SECONDS or (switches >= WANT_SWITCHES and elapsed >= MIN_SECONDS):
            break
        step += 1
        version = (step + 1) // 2 if step % 2 == 1 else step // 2 - 1
        write_version(version)
        before = os.readlink(os.path.join(www, "current"))
        r = subprocess.run([binary, "publish", "--quiet", "--to", www, "--keep", "3", "--base-url", base],
                           cwd=site, capture_output=True, text=True, env=env)
        after = os.readlink(os.path.join(www, "current"))
        with lock:
            if r.returncode != 0:
                failures.append("publish of version %d failed: %s" % (version, r.stderr.strip())); break
            kind = ("released" if r.stdout.startswith("Released ") else
                    "switchedBack" if "switched back" in r.stdout else
                    "unchanged" if r.stdout.startswith("No changes") else None)
            if kind is None:
                failures.append("publish of version %d said: %r" % (version, r.stdout)); break
            count[kind] += 1
            if after != before: count["switches"] += 1
            if (kind == "unchanged") != (after == before):
                failures.append("publish said %r but current went %s -> %s" % (r.stdout.strip(), before, after))
        record_current()
    stop.set()

def get(conn, path):
    conn.request("GET", path)
    response = conn.getresponse()
    return response.status, response.read()

def worker(offset):
    rng = random.Random(offset)
    conn = http.client.HTTPConnection(host.hostname, host.port, timeout=5)
    i = offset
    while not stop.is_set():
        path = paths[i % len(paths)]; i += 1
        try:
            status, body = get(conn, path)
            css_status = css_body = css_path = None
            is_page = path.endswith("/") or path.endswith(".html")
            href = stylesheet_of(body) if status == 200 and is_page else None
            if href is not None:
                css_path = urllib.parse.urlparse(urllib.parse.urljoin(urllib.parse.urljoin(base, path), href)).path
                if i % 4 == 0:
                    time.sleep(rng.uniform(0, 0.1))   # a slower reader
                css_status, css_body = get(conn, css_path)
        except (OSError, http.client.HTTPException) as error:
            conn.close(); conn = http.client.HTTPConnection(host.hostname, host.port, timeout=5)
            with lock: failures.append("%s: %s" % (path, error))
            continue
        with lock:
            if is_page:
                count["pages"] += 1
                if status == 404: count["page404"] += 1
            else:
                count["files"] += 1
            if status != 200:
                failures.append("%s: HTTP %d" % (path, status)); continue
            if not is_page:
                continue
            fetched.append((path, body))
            if href is None:
                failures.append("%s: no stylesheet link" % path); continue
            count["css"] += 1
            if css_status == 404:
                count["css404"] += 1
                failures.append("%s: stylesheet %s: HTTP 404" % (path, css_path))
            elif css_status != 200:
                failures.append("%s: stylesheet %s: HTTP %d" % (path, css_path, css_status))
            else:
                name = css_path.rsplit("/", 1)[-1]
                if name.split(".")[-2:-1] != [fnv_short(css_body)]:
                    failures.append("%s: stylesheet %s holds bytes of another name (hash %s)" % (path, css_path, fnv_short(css_body)))
    conn.close()

threads = [threading.Thread(target=publisher)] + [threading.Thread(target=worker, args=(k * 7,)) for k in range(6)]
for t in threads: t.start()
for t in threads: t.join()

passed = 0
for path, body in fetched:
    rel = path.lstrip("/")
    if rel == "" or rel.endswith("/"):
        rel += "index.html"
    if (rel, body) in known_pages:
        passed += 1
    else:
        failures.append("%s: the page is not a page of any release that was current" % path)

# The 404 page is served for a missing URL at any depth, and its stylesheet link works from there.
conn = http.client.HTTPConnection(host.hostname, host.port, timeout=5)
status, body = get(conn, "/no/such/page/")
href = stylesheet_of(body)
if status != 404 or b"Page not found" not in body or not href:
    failures.append("missing page: HTTP %d without the 404 page" % status)
else:
    css_status, _ = get(conn, urllib.parse.urlparse(urllib.parse.urljoin(base + "no/such/page/", href)).path)
    if css_status == 200: passed += 1
    else: failures.append("404 page stylesheet %s: HTTP %d" % (href, css_status))
conn.close()

if os.environ.get("PUBLISH_STALE"):
    failures.append("stale build folders: " + os.environ["PUBLISH_STALE"])
else:
    passed += 1
if count["switches"] < MIN_SWITCHES:
    failures.append("only %d switches while requests were served; expected at least %d" % (count["switches"], MIN_SWITCHES))
if count["released"] < 2 or count["switchedBack"] < 2:
    failures.append("expected new releases and switch-backs, got %d and %d" % (count["released"], count["switchedBack"]))
if count["pages"] < 200:
    failures.append("only %d pages were fetched" % count["pages"])
for f in failures[:20]:
    print("FAIL " + f, file=sys.stderr)
print("publish-nginx: %d requests (%d pages, %d stylesheets, %d other files) during %d switches "
      "(%d new releases, %d switch-backs to a kept release)"
      % (count["pages"] + count["css"] + count["files"], count["pages"], count["css"], count["files"],
         count["switches"], count["released"], count["switchedBack"]))
print("publish-nginx: %d page 404s, %d stylesheet 404s" % (count["page404"], count["css404"]))
print("publish-nginx: %d passed, %d failed" % (passed, len(failures)))
sys.exit(1 if failures else 0)
PY

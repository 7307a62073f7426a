#!/usr/bin/env bash
# Integration test for `cardstock publish --to DIR` behind a real web server.
#
# Publishes the example site (content/ + templates/) to a temporary DIR, starts nginx on
# 127.0.0.1:<free port> with its document root at DIR/current (a minimal nginx.conf, pid and logs in
# the temporary folder, no daemon-wide configuration), then for about 5 seconds fires concurrent
# requests at it while publishes of two alternating versions of the site (different text and a
# different stylesheet) run. Asserts: no 404 or 5xx, and every page fetched references a stylesheet
# that exists in the same release. Prints `publish-nginx: N passed, 0 failed`.
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

# Two versions of the example site: B changes the home page text and the stylesheet.
for v in a b; do
  mkdir -p "$tmp/$v"
  cp -R content templates "$tmp/$v/"
done
printf '\nVersion B of this report.\n' >> "$tmp/b/content/index.md"
printf '\n:root { --cs-accent: #0A7A3E; }\n' >> "$tmp/b/templates/theme.css"

port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
base="http://127.0.0.1:$port/"
publish() {  # publish VERSION
  (cd "$tmp/$1" && "$bin" publish --quiet --to "$tmp/www" --keep 50 --base-url "$base" >/dev/null)
}
publish a

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

export PUBLISH_BIN="$bin" PUBLISH_TMP="$tmp" PUBLISH_BASE="$base"
python3 - <<'PY'
import http.client, os, re, subprocess, sys, threading, time, urllib.parse

tmp, base, binary = os.environ["PUBLISH_TMP"], os.environ["PUBLISH_BASE"], os.environ["PUBLISH_BIN"]
host = urllib.parse.urlparse(base)
www = os.path.join(tmp, "www")

# Wait for nginx to accept connections (at most 5 s).
for _ in range(100):
    try:
        c = http.client.HTTPConnection(host.hostname, host.port, timeout=2); c.request("GET", "/"); c.getresponse().read(); c.close(); break
    except OSError:
        time.sleep(0.05)
else:
    sys.exit("publish-nginx: nginx did not start; see " + os.path.join(tmp, "nginx/logs/error.log"))

# Every file of the first release, as URL paths (pages as their folder URL).
current = os.path.realpath(os.path.join(www, "current"))
paths = []
for folder, _, files in os.walk(current):
    for name in files:
        rel = os.path.relpath(os.path.join(folder, name), current).replace(os.sep, "/")
        if rel.startswith("style."):
            continue  # fingerprinted: differs between the versions, checked through the pages
        paths.append("/" + (rel[:-len("index.html")] if rel.endswith("index.html") else rel))
paths.sort()

deadline = time.monotonic() + 5.0
lock = threading.Lock()
failures, fetched, publishes = [], [], [0]
stylesheet = re.compile(rb'<link rel="stylesheet" href="([^"]+)"')

def publisher():
    version = "b"
    while time.monotonic() < deadline:
        r = subprocess.run([binary, "publish", "--quiet", "--to", www, "--keep", "50", "--base-url", base],
                           cwd=os.path.join(tmp, version), capture_output=True, text=True)
        with lock:
            if r.returncode != 0:
                failures.append("publish of version %s failed: %s" % (version, r.stderr.strip()))
            else:
                publishes[0] += 1
        version = "a" if version == "b" else "b"

def worker(offset):
    conn = http.client.HTTPConnection(host.hostname, host.port, timeout=5)
    i = offset
    while time.monotonic() < deadline:
        path = paths[i % len(paths)]; i += 1
        try:
            conn.request("GET", path)
            response = conn.getresponse(); body = response.read()
        except (OSError, http.client.HTTPException) as error:
            conn.close(); conn = http.client.HTTPConnection(host.hostname, host.port, timeout=5)
            with lock: failures.append("%s: %s" % (path, error))
            continue
        with lock:
            if response.status != 200:
                failures.append("%s: HTTP %d" % (path, response.status))
            else:
                fetched.append((path, body))
    conn.close()

threads = [threading.Thread(target=publisher)] + [threading.Thread(target=worker, args=(k * 7,)) for k in range(6)]
for t in threads: t.start()
for t in threads: t.join()

# Each fetched page must be byte-identical to the page in some kept release that also holds its stylesheet.
releases = [os.path.join(www, "releases", n) for n in sorted(os.listdir(os.path.join(www, "releases"))) if not n.startswith(".")]
cache = {}
def release_file(release, rel):
    key = (release, rel)
    if key not in cache:
        try:
            with open(os.path.join(release, rel), "rb") as f: cache[key] = f.read()
        except OSError:
            cache[key] = None
    return cache[key]

passed = 0
for path, body in fetched:
    rel = path.lstrip("/")
    if rel == "" or rel.endswith("/"):
        rel += "index.html"
    if not rel.endswith(".html"):
        passed += 1
        continue
    match = stylesheet.search(body)
    if not match:
        failures.append("%s: no stylesheet link" % path); continue
    href = match.group(1).decode()
    css = urllib.parse.urljoin(urllib.parse.urljoin(base, path), href)
    css_rel = urllib.parse.urlparse(css).path.lstrip("/")
    if any(release_file(r, rel) == body and os.path.isfile(os.path.join(r, css_rel)) for r in releases):
        passed += 1
    else:
        failures.append("%s: references %s, which is not in the release the page came from" % (path, href))

# The 404 page is served for a missing URL at any depth, and its stylesheet link works from there.
conn = http.client.HTTPConnection(host.hostname, host.port, timeout=5)
conn.request("GET", "/no/such/page/"); response = conn.getresponse(); body = response.read()
match = stylesheet.search(body)
if response.status != 404 or b"Page not found" not in body or not match:
    failures.append("missing page: HTTP %d without the 404 page" % response.status)
else:
    conn.request("GET", match.group(1).decode()); css = conn.getresponse(); css.read()
    if css.status == 200: passed += 1
    else: failures.append("404 page stylesheet %s: HTTP %d" % (match.group(1).decode(), css.status))
conn.close()

if publishes[0] < 2:
    failures.append("only %d publishes ran while requests were served; expected at least 2" % publishes[0])
if len(fetched) < 50:
    failures.append("only %d requests completed" % len(fetched))
for f in failures[:20]:
    print("FAIL " + f, file=sys.stderr)
print("publish-nginx: %d publishes while %d requests were served" % (publishes[0], len(fetched)))
print("publish-nginx: %d passed, %d failed" % (passed, len(failures)))
sys.exit(1 if failures else 0)
PY

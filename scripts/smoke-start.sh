#!/usr/bin/env bash
# Starts the shop with `npm start` on a new DATA_DIR, and checks it serves health, the catalog and server-rendered
# pages within 60 s, as one compiled `node dist/app/main.js` process under npm (decision 022). npm start builds
# first only what is missing or stale (after `npm test` in CI, nothing: the operations tests built it).
set -euo pipefail
dir=$(mktemp -d)
port=${SMOKE_PORT:-3917}
# Its own process group, so that stopping it stops npm's child (the server) too.
DATA_DIR="$dir" PORT=$port HOST=127.0.0.1 setsid npm start >"$dir/start.log" 2>&1 &
pid=$!
cleanup() {
  kill -TERM -- "-$pid" 2>/dev/null || true
  for _ in $(seq 1 20); do kill -0 -- "-$pid" 2>/dev/null || break; sleep 0.5; done
  kill -KILL -- "-$pid" 2>/dev/null || true
  rm -rf "$dir"
}
trap cleanup EXIT
for _ in $(seq 1 60); do
  if curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1; then break; fi
  sleep 1
done
curl -fsS "http://127.0.0.1:$port/api/health" | grep -q '"ok"' || { cat "$dir/start.log"; echo "health check failed"; exit 1; }
# The home page is rendered on the server: its HTML already holds the shop's products.
curl -fsS "http://127.0.0.1:$port/shop/home" | grep -q 'Feature Products' || { cat "$dir/start.log"; echo "home page not rendered"; exit 1; }
# The demo catalog was seeded: the listing has products, not just a successful empty answer.
curl -fsS "http://127.0.0.1:$port/api/shop/products/get?limit=1" | grep -Eq '"_id" ?:' || { cat "$dir/start.log"; echo "demo catalog not served"; exit 1; }
grep -q "Admin login" "$dir/start.log" || { cat "$dir/start.log"; echo "admin login not printed"; exit 1; }
# One process under npm, node on the build: npm's shell has exec'd it, and no TypeScript loader runs.
children=$(pgrep -P "$pid" || true)
[ "$(echo "$children" | wc -w)" -eq 1 ] || { ps -o pid,args --ppid "$pid"; echo "npm start left more than the server running"; exit 1; }
args=$(tr '\0' ' ' <"/proc/$children/cmdline")
case "$args" in
  "node --max-semi-space-size=2 --max-old-space-size=256 dist/app/main.js "|*"/node --max-semi-space-size=2 --max-old-space-size=256 dist/app/main.js ") ;;
  *) echo "the server runs as '$args', not 'node dist/app/main.js'"; exit 1 ;;
esac
echo "npm start: one node process on dist/app/main.js, healthy, web app and demo catalog served"

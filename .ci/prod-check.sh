#!/usr/bin/env bash
# Reproduces the Dockerfile without a Docker engine: copy the built tree, prune dev dependencies, start the
# server from it on a fresh data dir, expect /healthz 200, then SIGTERM and expect a clean exit.
set -euo pipefail
root=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -a package.json package-lock.json drizzle dist public node_modules "$work/"
cd "$work"
npm prune --omit=dev --no-audit --no-fund >/dev/null
# Nothing from devDependencies may be needed at run time.
if [ -d node_modules/vite ] || [ -d node_modules/tsx ]; then echo "dev dependencies survived the prune"; exit 1; fi
port=39$((RANDOM % 90 + 10))
# Production refuses to start without saying where mail goes (whole mails in the log would leak their links).
if env -u SMTP_URL -u MAIL PORT=$port DATA_DIR="$work/data" NODE_ENV=production node dist/server/main.js \
  >"$work/refused.log" 2>&1; then
  echo "production started without SMTP_URL or MAIL"; exit 1
fi
grep -q 'SMTP_URL: is required when NODE_ENV=production' "$work/refused.log" || { cat "$work/refused.log"; exit 1; }
# No mail server here: MAIL=log logs each mail's recipient and subject only.
env -u SMTP_URL PORT=$port DATA_DIR="$work/data" NODE_ENV=production MAIL=log node dist/server/main.js \
  >"$work/server.log" 2>&1 &
pid=$!
ok=""
for _ in $(seq 1 60); do
  if curl -fsS "http://127.0.0.1:$port/healthz" >/dev/null 2>&1; then ok=1; break; fi
  sleep 1
done
if [ -z "$ok" ]; then echo "healthz never answered 200"; cat "$work/server.log"; kill "$pid" || true; exit 1; fi
curl -fsS "http://127.0.0.1:$port/healthz"; echo
code=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/")
[ "$code" = 200 ] || { echo "home page answered $code"; exit 1; }
kill -TERM "$pid"
if wait "$pid"; then echo "graceful shutdown: exit 0"; else echo "server exited non-zero on SIGTERM"; cat "$work/server.log"; exit 1; fi
grep -q 'SIGTERM received' "$work/server.log" || { echo "no shutdown log line"; exit 1; }
cd "$root"

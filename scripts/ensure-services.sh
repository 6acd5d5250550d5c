#!/usr/bin/env bash
# Installs what the test suite needs on a fresh Debian machine and starts the local services if they are down:
# Debian's Chromium (for the browser suite), Debian's faketime (tests that move the clock), PostgreSQL on 127.0.0.1:5432 and Redis on 127.0.0.1:6379.
set -uo pipefail

if [ ! -x /usr/bin/chromium ]; then
  echo "> installing Debian's chromium"
  (apt-get update -qq && apt-get install -y -qq chromium >/dev/null) || echo "! could not install chromium"
fi

if ! command -v faketime >/dev/null 2>&1; then
  echo "> installing Debian's faketime"
  (apt-get install -y -qq faketime >/dev/null 2>&1 || (apt-get update -qq && apt-get install -y -qq faketime >/dev/null)) || echo "! could not install faketime"
fi

if command -v pg_isready >/dev/null 2>&1 && ! pg_isready -q -h 127.0.0.1 -p 5432; then
  echo "> starting PostgreSQL"
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -1)" main start || true
fi

if command -v redis-cli >/dev/null 2>&1 && ! redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
  echo "> starting Redis"
  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log || true
fi
exit 0

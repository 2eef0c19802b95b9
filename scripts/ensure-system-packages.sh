#!/usr/bin/env bash
# Installs what the tests need beyond npm: Debian's Chromium (e2e) and PostgreSQL
# (the services' PostgreSQL test mode). A fresh machine has neither.
set -euo pipefail

need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
# Fonts so pages render text measurably in headless Chromium.
[ -d /usr/share/fonts/truetype/dejavu ] || need+=(fonts-dejavu-core)

if [ ${#need[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing system packages: ${need[*]}. Install them with: sudo apt-get install -y ${need[*]}" >&2
  exit 1
fi
echo "Installing system packages: ${need[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null

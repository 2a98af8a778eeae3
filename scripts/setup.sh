#!/usr/bin/env bash
# Installs what the project needs on a fresh Debian machine (run as root):
# Debian's Chromium for the browser tests and Lighthouse, then the npm packages.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v "${CHROMIUM_PATH:-/usr/bin/chromium}" >/dev/null 2>&1; then
  echo "Installing Chromium from Debian…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi

# `npm ci` refuses this lockfile (the registry lacks non-Linux Tailwind oxide
# binaries it lists); `npm install` honours the lockfile and works.
npm install --no-audit --no-fund --loglevel=error

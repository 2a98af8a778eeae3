#!/usr/bin/env bash
# Installs what the project needs on a fresh Debian machine (run as root):
# Debian's Chromium for the browser tests and Lighthouse, PostgreSQL for the API tests, then
# the npm packages.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v "${CHROMIUM_PATH:-/usr/bin/chromium}" >/dev/null 2>&1; then
  echo "Installing Chromium from Debian…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi

# PostgreSQL's server binaries for the API tests on PostgreSQL (npm run test:api); the
# system service is not started: the tests run a throwaway cluster of their own.
if ! compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; then
  echo "Installing PostgreSQL from Debian…"
  apt-get update -qq
  # Debian starts a package's service on install unless policy-rc.d forbids it (exit 101).
  policy=/usr/sbin/policy-rc.d
  added_policy=false
  if [[ ! -e $policy ]]; then
    printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod +x "$policy" && added_policy=true
  fi
  installed=0
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null || installed=$?
  if $added_policy; then rm -f "$policy"; fi
  if [[ $installed -ne 0 ]]; then exit "$installed"; fi
fi

# `npm ci` refuses this lockfile (the registry lacks non-Linux Tailwind oxide
# binaries it lists); `npm install` honours the lockfile and works.
npm install --no-audit --no-fund --loglevel=error

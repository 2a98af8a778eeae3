#!/usr/bin/env bash
# Runs the storefront for development at http://localhost:5173.
set -euo pipefail
cd "$(dirname "$0")/.."
exec npx vite --host 127.0.0.1 --port "${PORT:-5173}"

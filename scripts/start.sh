#!/usr/bin/env bash
# Runs the storefront for development at http://localhost:5173, with the seeded local
# identity service (IDENTITY_PORT, default 9229) that sign-in talks to. Ctrl+C stops both.
# If the identity service cannot start, Vite still starts and this says why.
set -uo pipefail
cd "$(dirname "$0")/.."

identity_log="$(mktemp -t identity-log.XXXXXX)"
identity_pid=""

stop_identity() {
  if [[ -n "$identity_pid" ]] && kill -0 "$identity_pid" 2>/dev/null; then
    kill "$identity_pid" 2>/dev/null
    wait "$identity_pid" 2>/dev/null
  fi
  rm -f "$identity_log"
}
trap stop_identity EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

node scripts/identity/start.mjs >"$identity_log" 2>&1 &
identity_pid=$!

# Wait until it has seeded and written amplify_outputs.json (or has given up).
identity_ready=false
for _ in $(seq 1 150); do
  if grep -q '^Wrote ' "$identity_log"; then
    identity_ready=true
    break
  fi
  kill -0 "$identity_pid" 2>/dev/null || break
  sleep 0.2
done

if $identity_ready; then
  cat "$identity_log"
else
  echo "The identity service did not start, so sign-in will not work:" >&2
  sed 's/^/  /' "$identity_log" >&2
  if [[ -f amplify_outputs.json ]]; then
    echo "  (the app still reads the amplify_outputs.json left from an earlier run)" >&2
  else
    echo "  (there is no amplify_outputs.json: the app shows its configuration error on sign-in)" >&2
  fi
  stop_identity
  identity_pid=""
fi

npx vite --host 127.0.0.1 --port "${PORT:-5173}"

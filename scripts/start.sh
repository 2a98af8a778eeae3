#!/usr/bin/env bash
# Runs the storefront for development at http://localhost:5173: the seeded local identity
# service (IDENTITY_PORT, default 9229) that sign-in talks to, MailDev (SMTP on MAIL_PORT,
# default 1025; the caught e-mail at http://127.0.0.1:MAIL_WEB_PORT, default 1080), the store's
# API (API_PORT, default 3001; data in .data/) and Vite, which proxies /api to it. Ctrl+C stops
# them all.
# If the identity service cannot start, the rest still starts and this says why.
set -uo pipefail
cd "$(dirname "$0")/.."

identity_log="$(mktemp -t identity-log.XXXXXX)"
identity_pid=""
mail_pid=""
api_pid=""

stop_all() {
  for pid in "$api_pid" "$mail_pid" "$identity_pid"; do
    if [[ -n "$pid" ]] && kill -0 "$pid" 2>/dev/null; then
      kill "$pid" 2>/dev/null
      wait "$pid" 2>/dev/null
    fi
  done
  rm -f "$identity_log"
}
trap stop_all EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# The store's e-mail (order confirmations, shipping notices) and the identity service's codes
# (sign-up, password reset) go to MailDev.
export MAIL_PORT="${MAIL_PORT:-1025}" MAIL_WEB_PORT="${MAIL_WEB_PORT:-1080}"
node scripts/mail/maildev.mjs &
mail_pid=$!
export SMTP_URL="${SMTP_URL:-smtp://127.0.0.1:$MAIL_PORT}"

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
  if kill -0 "$identity_pid" 2>/dev/null; then
    kill "$identity_pid" 2>/dev/null
    wait "$identity_pid" 2>/dev/null
  fi
  identity_pid=""
fi

export PUBLIC_URL="${PUBLIC_URL:-http://localhost:${PORT:-5173}}"

# The API manages accounts (/admin/users) with the identity service's secret, which only
# the server reads (the identity service writes it at start).
export IDENTITY_ADMIN_SECRET_FILE="${IDENTITY_ADMIN_SECRET_FILE:-${IDENTITY_DATA_DIR:-.cognito-data}/admin-secret}"

# The API reads amplify_outputs.json to know whose tokens to trust, so it starts after it.
export API_PORT="${API_PORT:-3001}"
# Development shows sample product reviews (the first seed adds them); SEED_DEMO=0 leaves them out.
export SEED_DEMO="${SEED_DEMO:-1}"
PORT="$API_PORT" npx tsx watch --clear-screen=false server/main.ts &
api_pid=$!

npx vite --host 127.0.0.1 --port "${PORT:-5173}"

#!/usr/bin/env bash
# Every check and test of the workspace: lint, types, the unit and API suites on the
# embedded database, then the API suite again on a throwaway PostgreSQL cluster.
# It installs what it needs beyond Node, npm and the workspace's packages.
set -euo pipefail
cd "$(dirname "$0")/.."

# The API suite's second run needs PostgreSQL's server binaries (Debian package "postgresql").
ensure_postgres() {
  if compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || command -v initdb >/dev/null; then
    return
  fi
  echo '» Installing PostgreSQL (Debian package "postgresql") for the API suite'
  local sudo=''
  if [ "$(id -u)" != 0 ]; then
    command -v sudo >/dev/null || { echo 'PostgreSQL is missing and there is no root or sudo to install it' >&2; exit 1; }
    sudo='sudo'
  fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends postgresql >/dev/null
}

# The end-to-end suite drives Debian's Chromium (a test tool's own browser download fails here).
ensure_chromium() {
  if [ -x /usr/bin/chromium ]; then
    return
  fi
  echo '» Installing Chromium (Debian package "chromium") for the end-to-end suite'
  local sudo=''
  if [ "$(id -u)" != 0 ]; then
    command -v sudo >/dev/null || { echo 'Chromium is missing and there is no root or sudo to install it' >&2; exit 1; }
    sudo='sudo'
  fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends chromium fonts-noto-cjk >/dev/null
}

step() { printf '\n» %s\n' "$*"; }

ensure_postgres
ensure_chromium

export TEST_REPORT_DIR
TEST_REPORT_DIR="$(mktemp -d)"
trap 'rm -rf "$TEST_REPORT_DIR"' EXIT

step 'Lint'
pnpm lint
step 'Type check'
pnpm typecheck
step 'Tests (embedded database)'
pnpm test
step 'API tests again on a throwaway PostgreSQL cluster'
TEST_POSTGRES=1 TEST_REPORT_NAME=postgres pnpm --filter @lingualoop/api test
step 'Production builds'
pnpm build
step 'End-to-end (Chromium, production builds, each remote on its own origin)'
pnpm --filter e2e test

node scripts/test-summary.mjs "$TEST_REPORT_DIR"

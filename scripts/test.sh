#!/usr/bin/env bash
# Runs every Herald test on a fresh machine of our kind, doing the set-up it needs:
#  - Debian packages the tests use (dovecot for IMAP and LMTP, postfix as a real MTA, openssl for test
#    certificates, Chromium for the browser tests), when root; no system mail service is started;
#  - npm ci when node_modules is missing or stale;
#  - the PostgreSQL on 127.0.0.1:5432 (started from the local cluster if none answers);
#  - a type check and the lint (npm run lint), then vitest; prints "N passed, N failed" as its last line;
#    non-zero on any failure.
set -uo pipefail
cd "$(dirname "$0")/.."

log() { echo "[test] $*" >&2; }

need_pkgs=()
[ -x /usr/sbin/dovecot ] || need_pkgs+=(dovecot-imapd)
[ -x /usr/lib/dovecot/lmtp ] || need_pkgs+=(dovecot-lmtpd)
[ -x /usr/sbin/postfix ] || need_pkgs+=(postfix)
command -v openssl >/dev/null || need_pkgs+=(openssl)
[ -x /usr/bin/chromium ] || need_pkgs+=(chromium)
[ -x /usr/games/freeciv-server ] || need_pkgs+=(freeciv-server)
command -v pg_isready >/dev/null || need_pkgs+=(postgresql)
if [ ${#need_pkgs[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ]; then
    log "installing ${need_pkgs[*]}"
    export DEBIAN_FRONTEND=noninteractive
    # the tests run their own postfix and dovecot (own config, loopback, unprivileged ports): the
    # packages' system services must not start (no port 25, no /etc/postfix set up as a mail server)
    echo "postfix postfix/main_mailer_type select No configuration" | debconf-set-selections 2>/dev/null || true
    own_policy=""
    if [ ! -e /usr/sbin/policy-rc.d ]; then
      printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d && chmod 755 /usr/sbin/policy-rc.d && own_policy=1
    fi
    apt-get update -qq >/dev/null && apt-get install -y -qq --no-install-recommends "${need_pkgs[@]}" >/dev/null
    apt_rc=$?
    [ -n "$own_policy" ] && rm -f /usr/sbin/policy-rc.d
    [ "$apt_rc" -eq 0 ] || { log "apt-get install failed"; echo "0 passed, 1 failed"; exit 1; }
  else
    log "missing ${need_pkgs[*]}: run as root or install them"
  fi
fi

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  log "npm ci"
  npm ci --no-audit --no-fund >/dev/null || { log "npm ci failed"; echo "0 passed, 1 failed"; exit 1; }
fi
# Herald runs on the Node of its `node` dependency (package.json), whatever Node the machine has: npm's
# scripts find it first on their PATH, and so do this script's commands and every process a test starts
export PATH="$PWD/node_modules/.bin:$PATH"
log "node $(node --version)"
[ -d src/generated/prisma ] || node scripts/prisma-generate.mjs >/dev/null

PGHOST_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
if ! pg_isready -q -h 127.0.0.1 -p 5432; then
  log "starting the local PostgreSQL cluster"
  ver=$(ls /etc/postgresql 2>/dev/null | sort -n | tail -1)
  [ -n "$ver" ] && pg_ctlcluster --skip-systemctl-redirect "$ver" main start || true
  for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
fi
# this run's id: its databases are named after it (tests/helpers/db.ts: herald_test_<run>_<random>), so that
# the clean-up drops this run's databases and no other run's on the same server
export HERALD_TEST_RUN="r$$x$RANDOM"
# a throwaway database for this run; the tests make their own databases beside it and drop them
RUN_DB="herald_run_$HERALD_TEST_RUN"
psql "$PGHOST_URL" -qc "CREATE DATABASE $RUN_DB" >/dev/null 2>&1 || log "could not create $RUN_DB (is PostgreSQL up?)"
export TEST_DATABASE_URL="${PGHOST_URL%/*}/$RUN_DB"
# the built bundle, once for the run (tests/helpers/bundle.ts): the tests of what ships start it
BUNDLE="dist-test-$HERALD_TEST_RUN"
cleanup() {
  psql "$PGHOST_URL" -qc "DROP DATABASE IF EXISTS $RUN_DB WITH (FORCE)" >/dev/null 2>&1 || true
  # this run's databases left by killed test processes
  for d in $(psql "$PGHOST_URL" -Atc "SELECT datname FROM pg_database WHERE datname LIKE 'herald\_test\_${HERALD_TEST_RUN}\_%'" 2>/dev/null); do
    psql "$PGHOST_URL" -qc "DROP DATABASE IF EXISTS $d WITH (FORCE)" >/dev/null 2>&1 || true
  done
  rm -rf "$BUNDLE"
}
trap cleanup EXIT
log "building the bundle into $BUNDLE/"
if node scripts/build.mjs --outdir="$BUNDLE"; then
  export HERALD_BUNDLE_DIR="$PWD/$BUNDLE"
else
  log "the build failed"
  failed_build=1
fi

failed_extra=${failed_build:-0}
log "type check"
if ! npx tsc --noEmit; then log "type check failed"; failed_extra=1; fi
log "lint (ESLint, Prettier, no import circle between src/ folders, no reference outside the repository, knip)"
if ! npm run -s lint; then log "lint failed"; failed_extra=1; fi

mkdir -p test-output
rm -f test-output/vitest.json
# the same random cases on every run of this command (FC_SEED=random explores new ones)
export FC_SEED="${FC_SEED:-20261201}"
log "fast-check seed: $FC_SEED"
rm -f test-output/vitest-alone.json
# The dashboard's browser walk runs alone after the rest: beside the fault, bundle and routes-oracle tests
# on two cores its pages waited past every timeout (2026-12-07); alone it takes ~20 s.
ALONE="tests/web/browser.test.ts"
if [ $# -eq 0 ]; then
  npx vitest run --exclude "$ALONE" --reporter=default --reporter=json --outputFile=test-output/vitest.json
  vitest_rc=$?
  npx vitest run "$ALONE" --reporter=default --reporter=json --outputFile=test-output/vitest-alone.json || vitest_rc=1
else
  npx vitest run --reporter=default --reporter=json --outputFile=test-output/vitest.json "$@"
  vitest_rc=$?
fi

if [ -f test-output/vitest.json ]; then
  read -r passed failed skipped < <(node -e '
    const fs = require("fs");
    let p = 0, f = 0, s = 0;
    for (const file of ["test-output/vitest.json", "test-output/vitest-alone.json"]) {
      if (!fs.existsSync(file)) continue;
      const r = JSON.parse(fs.readFileSync(file, "utf8"));
      s += (r.numPendingTests || 0) + (r.numTodoTests || 0);
      // a file that failed to load counts as a failure even though no test in it ran
      const broken = (r.testResults || []).filter((x) => x.status === "failed" && (x.assertionResults || []).length === 0).length;
      p += r.numPassedTests;
      f += r.numFailedTests + broken;
    }
    console.log(p, f, s);')
else
  passed=0; failed=1; skipped=0
fi
failed=$((failed + failed_extra))
[ "$vitest_rc" -ne 0 ] && [ "$failed" -eq 0 ] && failed=1
[ "$passed" -eq 0 ] && [ "$failed" -eq 0 ] && failed=1   # running no test is a failure
echo "${passed} passed, ${failed} failed, ${skipped} skipped"
[ "$failed" -eq 0 ]

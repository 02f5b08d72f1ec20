#!/bin/sh
# Builds the release every instance runs, once: `sudo -u xcaret deploy/build.sh` in /srv/xcaret.
# The build reads /etc/xcaret/env (NEXT_SERVER_ACTIONS_ENCRYPTION_KEY must be there: server
# actions are encrypted with it, and every instance must use the build's key) and is given a
# deployment id (next.config.ts `deploymentId`), written to build.env for the instances to run
# with the same one. Restart the instances afterwards (xcaret.target, or one at a time).
set -eu
set -a
. /etc/xcaret/env
set +a
: "${NEXT_SERVER_ACTIONS_ENCRYPTION_KEY:?set it in /etc/xcaret/env (openssl rand -base64 32)}"
NEXT_DEPLOYMENT_ID="${NEXT_DEPLOYMENT_ID:-$(git rev-parse --short=12 HEAD 2>/dev/null || date -u +%Y%m%d%H%M%S)}"
export NEXT_DEPLOYMENT_ID
npm ci
npm run build
printf 'NEXT_DEPLOYMENT_ID=%s\n' "$NEXT_DEPLOYMENT_ID" > build.env
echo "Built deployment $NEXT_DEPLOYMENT_ID."

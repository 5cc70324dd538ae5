#!/usr/bin/env bash
# The browser tests drive Debian's Chromium; install it when this machine lacks it.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "Chromium is missing: install it with 'sudo apt-get install -y chromium' and run the tests again." >&2
  exit 1
fi
echo "Installing Debian's Chromium for the browser tests…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
/usr/bin/chromium --version

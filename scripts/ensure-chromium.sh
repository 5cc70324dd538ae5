#!/usr/bin/env bash
# The browser tests (and report PDFs) drive Debian's Chromium; install it when this machine lacks it.
exec bash "$(dirname "$0")/ensure-debian-package.sh" chromium /usr/bin/chromium "the browser tests"

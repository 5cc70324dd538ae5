#!/usr/bin/env bash
# Installs Debian's <package> when <file> (a program, or a library such as a PostgreSQL extension's) is
# missing: ensure-debian-package.sh <package> <file> <what needs it>
set -euo pipefail
package="$1" program="$2" purpose="$3"
if [ -e "$program" ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "$package is missing: install it with 'sudo apt-get install -y $package' and run $purpose again." >&2
  exit 1
fi
echo "Installing Debian's $package for $purpose…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "$package" >/dev/null
if [ ! -e "$program" ]; then
  echo "Installed $package, but $program is still missing." >&2
  exit 1
fi
echo "Installed $package: $program"

#!/bin/sh
# Debian's Chromium for the end-to-end tests, without the right to raise its own priority.
# Run as root (as CI is), Chromium sets its browser, compositor and IO threads to nice -8, above the
# server under test at 0; on a loaded 2-core machine the two browsers then starved the server, and
# requests such as GET /api/profile waited up to 30 s (docs/decisions.md, "The landing page at
# rest"). Without CAP_SYS_NICE every thread stays at the nice it was started with.
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null 2>&1; then
  exec setpriv --bounding-set=-sys_nice --inh-caps=-sys_nice /usr/bin/chromium "$@"
fi
exec /usr/bin/chromium "$@"

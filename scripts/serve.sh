#!/bin/sh
# The built server (dist/server/main.js) with the memory settings measured for a small host (README, "On a small
# server"); what the environment already says wins.
# - MALLOC_TRIM_THRESHOLD_: glibc gives memory back to the system once 128 KB at the top of a heap are free. Left to
#   itself it raises that threshold after large blocks are freed and kept tens of megabytes that V8's compiler threads
#   had used for the embedded database's WebAssembly. glibc reads it only when a process starts.
# - --max-semi-space-size=2 (MB): V8's young generation grows to 16 MB semi-spaces under load and stays there; at 2 MB
#   the server's throughput did not measurably change (bench/http.ts).
: "${MALLOC_TRIM_THRESHOLD_:=131072}"
export MALLOC_TRIM_THRESHOLD_
exec node --max-semi-space-size=2 "$(dirname "$0")/../dist/server/main.js" "$@"

#!/usr/bin/env bash
# `npm run lint`: the checks run side by side, each keeping its cache under node_modules/.cache
# (a second run looks only at what changed). Prints each check's time, then the output of each
# check that failed, and exits non-zero when any failed.
set -uo pipefail
cd "$(dirname "$0")/.."

cache=node_modules/.cache/slotbook-lint
mkdir -p "$cache"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

names=(eslint tsc prettier api-types tsc-dashboard boundaries)
commands=(
  "eslint . --cache --cache-strategy content --cache-location $cache/eslint/"
  "tsc --noEmit --incremental --tsBuildInfoFile $cache/tsc.tsbuildinfo"
  "prettier --check --cache --log-level warn ."
  "tsx scripts/api-types.ts --check"
  "tsc --noEmit -p dashboard --incremental --tsBuildInfoFile $cache/tsc-dashboard.tsbuildinfo"
  "depcruise src dashboard scripts --config .dependency-cruiser.cjs"
)

export PATH="$PWD/node_modules/.bin:$PATH"
pids=()
for i in "${!names[@]}"; do
  (
    start=$SECONDS
    bash -c "${commands[$i]}" >"$out/$i.log" 2>&1
    code=$?
    echo "$code $((SECONDS - start))" >"$out/$i.status"
  ) &
  pids+=($!)
done
wait "${pids[@]}"

failed=0
for i in "${!names[@]}"; do
  read -r code took <"$out/$i.status"
  printf '%-14s %4ss  %s\n' "${names[$i]}" "$took" "$([ "$code" = 0 ] && echo ok || echo FAILED)"
  [ "$code" = 0 ] || failed=1
done
for i in "${!names[@]}"; do
  read -r code _ <"$out/$i.status"
  if [ "$code" != 0 ]; then
    printf '\n-- %s: %s\n' "${names[$i]}" "${commands[$i]}"
    cat "$out/$i.log"
  fi
done
exit "$failed"

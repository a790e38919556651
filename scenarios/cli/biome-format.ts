// Formatting a module the scenario CLIs write, through Biome's standard input: Biome formats the
// text as if it were the file `asPath` (its configuration and overrides), so a module written
// where Biome's configuration ignores files (reports/, a gitignored folder) is formatted all the
// same — `biome check --write FILE` on such a path formats nothing and prints "No files were
// processed in the specified paths". Biome answers on stdin what it could format; a text it could
// not read (a syntax error) comes back as it was.
import { spawnSync } from 'node:child_process';

/** `text` formatted by Biome as the file `asPath` (a path inside the repository), with its safe
 * fixes; `problem` says why it is left as it was. */
export function biomeFormatted(text: string, asPath: string): { text: string; problem?: string } {
  const run = spawnSync('npx', ['biome', 'check', '--write', `--stdin-file-path=${asPath}`], {
    input: text,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0 || run.stdout.trim() === '')
    return { text, problem: `${run.error?.message ?? ''}${run.stderr ?? ''}`.trim() };
  return { text: run.stdout };
}

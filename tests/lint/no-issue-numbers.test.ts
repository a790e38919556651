// Comments and test titles say why the code is as it is, never which issue asked for it: the
// tracker's numbers mean nothing to a reader of the code, and the history lives in git. This scans
// the source, the tests, the scenarios, the scripts and the configs for an issue's number, in any
// of the forms it was written in ("issue" and a number, also across a comment's line break; a
// "#" and a number in parentheses or after "see", "fixes", …) and lists each as file:line.
// References to the spec's or the hosted reference's sections (`§6.4`, "spec section 7") are
// documents, not issues, and stay; so do CSS colours (`#555`). docs/ is not scanned: its decision
// records cite history on purpose.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/** The folders scanned whole, and the repository root's own config files. */
const FOLDERS = ['src', 'mock-server', 'tests', 'scenarios', 'scripts', 'demo', 'lint', '.github'];
/** Never walked: installed, built or written by runs. */
const SKIPPED = new Set(['node_modules', '.git', 'reports', 'test-results', 'playwright-report']);
/** Files that hold code, styles, markup or CI steps. */
const SCANNED = /\.(?:ts|tsx|mts|mjs|js|css|html|grit|ya?ml)$/;

/** The ways an issue's number has been cited. */
const CITATIONS = [
  // The word and a number, possibly over a comment's line break (see the examples below).
  /\bissues?[\s/*]*#?\d/gi,
  // A "#" and a number opening a parenthesis, alone or in a list.
  /\(#\d+(?=[\s,)])/g,
  // A "#" and a number after a word that points at a tracker ("see", "fixes", …).
  /\b(?:see|fixes|fixed|closes|closed|resolves|per) #\d+\b/gi,
];

/** The 1-based lines of `text` on which an issue's number is cited. */
function citedLines(text: string): number[] {
  const lines = new Set<number>();
  for (const pattern of CITATIONS) {
    for (const match of text.matchAll(pattern)) {
      lines.add(text.slice(0, match.index).split('\n').length);
    }
  }
  return [...lines].sort((a, b) => a - b);
}

function scannedFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name) || entry.name.startsWith('dist')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...scannedFiles(path));
    else if (SCANNED.test(entry.name)) files.push(path);
  }
  return files;
}

function allScannedFiles(): string[] {
  const rootFiles = readdirSync(root, { withFileTypes: true })
    .filter((e) => e.isFile() && SCANNED.test(e.name))
    .map((e) => join(root, e.name));
  const folders = FOLDERS.flatMap((f) => {
    try {
      return scannedFiles(join(root, f));
    } catch {
      return []; // a folder this checkout does not have
    }
  });
  return [...rootFiles, ...folders];
}

/** Built from parts, so that this file holds no citation itself. */
const cite = (...parts: string[]): string => parts.join('');

describe('no issue numbers in code comments and test titles', () => {
  it('recognises the forms a citation was written in', () => {
    const cited = [
      cite('// Paid first (iss', 'ue 27 #4).'),
      cite('// Iss', 'ue 11 #8, the attack as a test'),
      cite("it('keeps focus (iss", "ue 12 #9)', () => {"),
      cite('// watched on the money tables (iss', 'ue 27\n// #6). What only'),
      cite(' * invariants of iss', 'ue 3 over a world'),
      cite('// the wallet (', '#36)'),
      cite('// the two tabs (', '#4, #5)'),
      cite('// see ', '#12 for the reason'),
    ];
    expect(cited.map(citedLines)).toEqual([[1], [1], [1], [1], [1], [1], [1], [1]]);
  });

  it('leaves colours, section references and words that only start like "issue" alone', () => {
    const clean = [
      '  color: var(--muted, #555);',
      "  { name: 'bare Fastify hello-world #2' },",
      '// The store may accept an unpaid order (§6.4; spec section 7).',
      "import { issueOtp } from './otp.ts';",
      'return error.issues.slice(0, 5).map(issueText);',
      '// a re-issued code does not start the count again',
      '// Card payment, and every payment still in flight.',
    ];
    expect(clean.flatMap(citedLines)).toEqual([]);
  });

  it('finds none in the source, tests, scenarios, scripts and configs', () => {
    const files = allScannedFiles();
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      citedLines(readFileSync(file, 'utf8')).map((line) => `${relative(root, file)}:${line}`),
    );
    expect(found, 'say why the code is as it is; the history lives in git').toEqual([]);
  });
});

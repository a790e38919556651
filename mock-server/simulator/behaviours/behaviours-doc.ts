// The docs' list of the city's behaviours (docs/mock.md, between the markers), written from the
// records by `npm run docs:behaviours`; a test fails when the docs and the records differ.
import type { Behaviour, Odds } from './behaviour.ts';
import { BEHAVIOURS, EVENT_KINDS } from './registry.ts';

const DOC_START =
  '<!-- behaviours: written by `npm run docs:behaviours` from mock-server/simulator/behaviours/ -->';
const DOC_END = '<!-- /behaviours -->';

const percent = (p: number) => `${Math.round(p * 1000) / 10}%`;

const oddsWords = (odds: Odds | undefined): string =>
  odds === undefined ? '—' : typeof odds === 'number' ? percent(odds) : percent(1 - odds.unless);

const cell = (text: string) => text.replaceAll('|', '\\|');

function row(b: Behaviour): string {
  const odds = 'odds' in b ? b.odds : undefined;
  const shows = b.event ? `${b.event.label} (\`${b.event.type}\`)` : '—';
  const counts = b.stat ? `\`${b.stat}\`` : '—';
  return `| ${cell(b.name)} | ${cell(b.when.words)} | ${oddsWords(odds)} | ${cell(b.does)} | ${shows} | ${counts} |`;
}

/** The block between the markers, markers included. */
export function behavioursMarkdown(): string {
  const listed = EVENT_KINDS.map((k) => k.listed);
  return [
    DOC_START,
    '| behaviour | when | odds | what happens | the feed shows | counted in |',
    '| --- | --- | --- | --- | --- | --- |',
    ...BEHAVIOURS.map(row),
    '',
    `The feed's events: ${listed.slice(0, -1).join(', ')} and ${listed.at(-1)}.`,
    DOC_END,
  ].join('\n');
}

/** `doc` with its block replaced by the records' (or unchanged when it has no markers). */
export function withBehaviours(doc: string): string {
  const start = doc.indexOf(DOC_START);
  const end = doc.indexOf(DOC_END);
  if (start < 0 || end < start) return doc;
  return doc.slice(0, start) + behavioursMarkdown() + doc.slice(end + DOC_END.length);
}

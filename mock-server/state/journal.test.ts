import { appendFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMockServer } from '../create-mock.ts';
import { captureSnapshot, snapshotDocument, snapshotDocumentText } from './snapshot-document.ts';

// `--state DIR` appends each batch of changes to a journal (one line per batch) and
// folds it into world.json from time to time. A torn last line — a crash while appending — is
// one whole batch, dropped; a damaged line before the end means the journal cannot be trusted.

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function open(dir: string) {
  const lines: string[] = [];
  const mock = await createMockServer({
    seed: 3,
    options: { stores: 5, checkAnswers: true },
    state: { dir, log: (line) => lines.push(line) },
    log: (line) => lines.push(line),
  });
  await mock.app.ready();
  return { ...mock, lines };
}

async function deposit(app: Awaited<ReturnType<typeof open>>['app'], amount: number) {
  const accountNumber = (await app.inject({ method: 'GET', url: '/__mock/snapshot' })).json()
    .records.accounts[0].accountNumber;
  const res = await app.inject({
    method: 'POST',
    url: '/__mock/bank-transfer',
    payload: { accountNumber, amount },
  });
  expect(res.statusCode).toBe(200);
}

const journalsIn = async (dir: string) =>
  (await readdir(dir)).filter((n) => /^journal-\d+\.ndjson$/.test(n)).sort();

/** The lines in DIR's journals (a whole-world save leaves an empty journal for what follows). */
async function journalLines(dir: string): Promise<string[]> {
  const lines: string[] = [];
  for (const name of await journalsIn(dir))
    lines.push(...(await readFile(join(dir, name), 'utf8')).split('\n').filter(Boolean));
  return lines;
}

const hasDeposit = (mock: Awaited<ReturnType<typeof open>>, kobo: number) =>
  mock.ctx.db.transactions.all().some((t) => t.kind === 'deposit' && t.deltaKobo === kobo);

describe('the --state journal', () => {
  it('appends a line per batch within 50 ms, replays it after a crash and drops a torn last line', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'bukka-journal-'));
    dirs.push(dir);
    const first = await open(dir);
    expect(await journalLines(dir)).toEqual([]); // a new world is written whole
    await deposit(first.app, 123);
    await sleep(150);
    const [journal] = await journalsIn(dir);
    expect(await journalLines(dir)).toHaveLength(1);
    expect(first.state!.stats().appends.length).toBe(1);
    expect(first.state!.stats().changes).toBeGreaterThanOrEqual(2); // the transaction and the balance
    // "Crash": stop without the clean-stop save, then a torn append after the good line.
    first.state!.stop();
    await appendFile(join(dir, journal!), '{"b":[{"t":"transactions","put":{"_id":"x');

    const second = await open(dir);
    try {
      expect(second.state!.start.kind).toBe('loaded');
      expect(second.lines.join('\n')).toMatch(/replayed 1 journal entries/);
      expect(hasDeposit(second, 123)).toBe(true);
      // Replayed into a new world.json: the old journal is gone.
      expect(await journalsIn(dir)).not.toContain(journal);
      expect(await journalLines(dir)).toEqual([]);
      const doc = JSON.parse(await readFile(join(dir, 'world.json'), 'utf8'));
      expect(doc.journalGeneration).toBeGreaterThan(0);
    } finally {
      await second.app.close();
    }
    // A clean stop leaves world.json alone (its journal empty).
    expect(await journalLines(dir)).toEqual([]);
  });

  it('a damaged line before the end: world.json and the journal are kept aside, a seeded world starts', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'bukka-journal-'));
    dirs.push(dir);
    const first = await open(dir);
    await deposit(first.app, 77);
    await sleep(150);
    first.state!.stop();
    const [journal] = await journalsIn(dir);
    const good = await readFile(join(dir, journal!), 'utf8');
    await writeFile(join(dir, journal!), `not json\n${good}`);

    const second = await open(dir);
    try {
      expect(second.state!.start.kind).toBe('corrupt');
      const start = second.state!.start as { reason: string };
      expect(start.reason).toMatch(/journal-\d+\.ndjson line 1 is damaged/);
      const names = await readdir(dir);
      expect(names.some((n) => n.startsWith('world.json.corrupt-'))).toBe(true);
      expect(names.some((n) => /^journal-\d+\.ndjson\.corrupt-/.test(n))).toBe(true);
      expect(hasDeposit(second, 77)).toBe(false);
    } finally {
      await second.app.close();
    }
  });

  it('a journal that grows past its limit is folded into world.json while writes go on', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'bukka-journal-'));
    dirs.push(dir);
    const lines: string[] = [];
    const mock = await createMockServer({
      seed: 3,
      options: { stores: 5, checkAnswers: true },
      state: { dir, compactAtBytes: 2_000, log: (line) => lines.push(line) },
    });
    await mock.app.ready();
    try {
      for (let i = 1; i <= 12; i++) {
        await deposit(mock.app, 1_000 + i);
        await sleep(60);
      }
      await sleep(300);
      expect(mock.state!.stats().compactions.length).toBeGreaterThanOrEqual(2); // the first save + folds
      const doc = JSON.parse(await readFile(join(dir, 'world.json'), 'utf8'));
      const generations = (await journalsIn(dir)).map((n) => Number(/\d+/.exec(n)![0]));
      expect(generations.every((g) => g >= doc.journalGeneration)).toBe(true);
    } finally {
      await mock.app.close();
    }
    const again = await open(dir);
    try {
      for (let i = 1; i <= 12; i++) expect(hasDeposit(again, 1_000 + i)).toBe(true);
    } finally {
      await again.app.close();
    }
  });

  it('world.json written in pieces is the snapshot document (uploads as files, plus its generation)', async () => {
    const { ctx, app } = await createMockServer({ seed: 4, options: { stores: 5 } });
    try {
      const world = captureSnapshot(ctx);
      const file = () => ({ file: 'uploads/x.png' });
      const text = [...snapshotDocumentText(ctx, world, file, { journalGeneration: 3 }, 200)].join(
        '',
      );
      const { savedAt: _a, ...pieces } = JSON.parse(text);
      const { savedAt: _b, ...whole } = snapshotDocument(ctx, world, file);
      expect(pieces).toEqual({ ...whole, journalGeneration: 3 });
    } finally {
      await app.close();
    }
  });
});

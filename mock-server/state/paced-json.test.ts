import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JsonText, jsonValue, parseJsonPaced } from './paced-json.ts';

// A big JSON body (a snapshot) is parsed in slices so other worlds are answered meanwhile; what it
// gives must be exactly what JSON.parse gives, and what JSON.parse refuses it must refuse.

/** A pace that yields at every call: the most slices there can be. */
const everyStep = () => Promise.resolve();

const outcome = async (parse: () => unknown | Promise<unknown>) => {
  try {
    const value = await parse();
    // Own keys in order, `__proto__` included: what JSON.stringify shows, and the prototype.
    return { ok: JSON.stringify(value), proto: value && Object.getPrototypeOf(value) };
  } catch (error) {
    return { error: (error as Error).name };
  }
};

const same = async (text: string, piece: number) => {
  expect(
    await outcome(() => parseJsonPaced(text, everyStep, { piece })),
    text.slice(0, 200),
  ).toEqual(await outcome(() => JSON.parse(text)));
};

describe('parseJsonPaced', () => {
  it('gives what JSON.parse gives, whatever the piece size', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), fc.integer({ min: 1, max: 64 }), async (value, piece) => {
        const text = JSON.stringify(value, null, piece % 3 === 0 ? 1 : undefined);
        await same(text, piece);
      }),
      { numRuns: 400 },
    );
  });

  it('refuses what JSON.parse refuses (texts with one character changed or cut)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.jsonValue(),
        fc.nat(),
        fc.constantFrom('', ',', '}', ']', '"', ':', ' ', '\\', '{', '[', 'x', '1'),
        fc.integer({ min: 1, max: 16 }),
        async (value, at, char, piece) => {
          const text = JSON.stringify(value);
          const i = at % (text.length + 1);
          await same(text.slice(0, i) + char + text.slice(i + 1), piece);
        },
      ),
      { numRuns: 600 },
    );
  });

  it('gives the same from the text in pieces, cut anywhere (a body as it arrived)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.jsonValue(),
        fc.array(fc.nat(), { maxLength: 10 }),
        fc.integer({ min: 1, max: 64 }),
        fc.boolean(),
        async (value, cuts, piece, broken) => {
          const whole = JSON.stringify(value, null, piece % 3 === 0 ? 1 : undefined);
          const text = broken ? whole.slice(0, Math.max(0, whole.length - 1 - (piece % 3))) : whole;
          const at = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
          const pieces = [...at, text.length].map((c, k) => text.slice(k === 0 ? 0 : at[k - 1], c));
          // A window that grows by a few characters: pieces joined and let go all the time.
          const grow = 1 + (piece % 7);
          expect(await outcome(() => parseJsonPaced(pieces, everyStep, { piece, grow }))).toEqual(
            await outcome(() => JSON.parse(text)),
          );
        },
      ),
      { numRuns: 400 },
    );
  });

  it('keeps JSON.parse’s quirks: __proto__ is an own key, the last repeated key wins', async () => {
    const text = ' {"__proto__": {"admin": true}, "a": [1, {"b": 2}], "a": "last", "c": "\\"}"} ';
    const parsed = (await parseJsonPaced(text, everyStep, { piece: 4 })) as Record<string, unknown>;
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(Object.keys(parsed)).toEqual(['__proto__', 'a', 'c']);
    expect(parsed).toEqual(JSON.parse(text));
    for (const bad of ['{"a":1,}', '[1,]', '[1 2]', '{"a" 1}', '{"a":1}x', '', '  ', '[', '{']) {
      await expect(parseJsonPaced(bad, everyStep, { piece: 1 })).rejects.toThrow(SyntaxError);
    }
  });

  it('with keepText, what is in a big array is checked text that reads as JSON.parse reads it', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.jsonValue(),
        fc.integer({ min: 1, max: 64 }),
        fc.nat(),
        async (value, piece, broken) => {
          const whole = JSON.stringify(value);
          // Every fourth text broken: refused as JSON.parse refuses it, kept text or not.
          const text = broken % 4 === 0 ? whole.slice(0, whole.length - 1 - (broken % 3)) : whole;
          expect(
            await outcome(() => parseJsonPaced(text, everyStep, { piece, keepText: true })),
          ).toEqual(await outcome(() => JSON.parse(text)));
        },
      ),
      { numRuns: 400 },
    );
    const doc = { records: [{ a: 1 }, [2, { b: 3 }], 'four', 5, null], small: [{ c: 6 }] };
    const parsed = (await parseJsonPaced(JSON.stringify(doc), everyStep, {
      piece: 30,
      keepText: true,
    })) as { records: unknown[]; small: unknown[] };
    expect(parsed.records[0]).toBeInstanceOf(JsonText);
    expect(parsed.records.map(jsonValue)).toEqual(doc.records);
    expect(parsed.records.slice(2)).toEqual(['four', 5, null]);
    // A small array is parsed whole, as a value.
    expect(parsed.small).toEqual([{ c: 6 }]);
    await expect(
      parseJsonPaced('{"records":[{"a":1},{"a":2,}]}', everyStep, { piece: 8, keepText: true }),
    ).rejects.toThrow(SyntaxError);
  });
});

import type { Pace } from '../seed/pace.ts';

// JSON.parse in slices, for big documents (a 40 MB snapshot of a 10,000-store world: ~0.5 s in
// one JSON.parse, during which no other world is answered). The text is walked container by
// container: a container whose text ends within `PIECE` characters is handed to JSON.parse whole
// (the engine's parser does the real work, and checks it); a bigger one is entered, its keys and
// members parsed one by one, with `pace` called between them. The value is the one JSON.parse
// gives — same keys in the same order, `__proto__` an own key, the last of repeated keys — and a
// text JSON.parse refuses is refused with a SyntaxError (tests compare the two).

/** Containers up to this many characters are parsed by one JSON.parse. */
const PIECE = 64 * 1024;

type Frame = { array: unknown[] } | { object: Record<string, unknown>; key: string };

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;

const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

const syntaxError = (at: number, what: string) =>
  new SyntaxError(`${what} in JSON at position ${at}`);

/** Where the string starting at `at` (a quote) ends: the index of its closing quote. */
function stringEnd(text: string, at: number): number {
  let i = at;
  for (;;) {
    i = text.indexOf('"', i + 1);
    if (i < 0) throw syntaxError(at, 'Unterminated string');
    let slashes = 0;
    for (let j = i - 1; text.charCodeAt(j) === BACKSLASH; j--) slashes++;
    if (slashes % 2 === 0) return i;
  }
}

/**
 * Where the container starting at `at` ends (its closing bracket), or -1 when it does not end
 * within `limit` characters. Brackets are counted regardless of kind: a text whose brackets do
 * not pair is refused by the JSON.parse of the piece.
 */
function containerEnd(text: string, at: number, limit: number): number {
  const stop = Math.min(text.length, at + limit);
  let depth = 0;
  for (let i = at; i < stop; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) i = stringEnd(text, i);
    else if (c === OPEN_OBJECT || c === OPEN_ARRAY) depth++;
    else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/** Where a number, `true`, `false` or `null` starting at `at` ends (exclusive). */
function scalarEnd(text: string, at: number): number {
  let i = at;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === COMMA || c === CLOSE_ARRAY || c === CLOSE_OBJECT || isSpace(c)) break;
    i++;
  }
  return i;
}

function skipSpace(text: string, at: number): number {
  let i = at;
  while (i < text.length && isSpace(text.charCodeAt(i))) i++;
  return i;
}

/** Sets `key` as JSON.parse does: an own, enumerable property, even `__proto__`. */
function setKey(object: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(object, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  else object[key] = value;
}

/**
 * `JSON.parse(text)`, calling `pace` between the members of big containers (await what it
 * answers): other work runs between slices. Throws a SyntaxError where JSON.parse would.
 */
export async function parseJsonPaced(
  text: string,
  pace: Pace,
  piece: number = PIECE,
): Promise<unknown> {
  if (text.length <= piece) return JSON.parse(text);
  const stack: Frame[] = [];
  let i = skipSpace(text, 0);
  let root: unknown;
  let done = false;

  /** Reads a key and its colon inside an object frame; `i` is then at the value. */
  const readKey = (frame: { key: string }) => {
    i = skipSpace(text, i);
    if (text.charCodeAt(i) !== QUOTE) throw syntaxError(i, 'Expected a key');
    const end = stringEnd(text, i);
    frame.key = JSON.parse(text.slice(i, end + 1)) as string;
    i = skipSpace(text, end + 1);
    if (text.charCodeAt(i) !== COLON) throw syntaxError(i, "Expected ':'");
    i++;
  };

  /** Hands a finished value to the container it is in (or makes it the document). */
  const deliver = (value: unknown) => {
    const top = stack.at(-1);
    if (!top) {
      root = value;
      done = true;
    } else if ('array' in top) top.array.push(value);
    else setKey(top.object, top.key, value);
  };

  while (!done) {
    const wait = pace();
    if (wait) await wait;
    i = skipSpace(text, i);
    const c = text.charCodeAt(i);
    if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      const end = containerEnd(text, i, piece);
      if (end >= 0) {
        deliver(JSON.parse(text.slice(i, end + 1)));
        i = end + 1;
      } else {
        // A big container: entered, its members parsed one by one.
        i = skipSpace(text, i + 1);
        const empty = text.charCodeAt(i) === (c === OPEN_OBJECT ? CLOSE_OBJECT : CLOSE_ARRAY);
        if (empty) {
          deliver(c === OPEN_OBJECT ? {} : []);
          i++;
        } else if (c === OPEN_OBJECT) {
          const frame = { object: {} as Record<string, unknown>, key: '' };
          stack.push(frame);
          readKey(frame);
          continue;
        } else {
          stack.push({ array: [] });
          continue;
        }
      }
    } else if (c === QUOTE) {
      const end = stringEnd(text, i);
      deliver(JSON.parse(text.slice(i, end + 1)));
      i = end + 1;
    } else {
      const end = scalarEnd(text, i);
      if (end === i) throw syntaxError(i, 'Unexpected token');
      deliver(JSON.parse(text.slice(i, end)));
      i = end;
    }
    // After a value: the next member of its container, or the container's end (and maybe the
    // end of the one around it).
    while (!done) {
      const top = stack.at(-1);
      if (!top) break;
      i = skipSpace(text, i);
      const next = text.charCodeAt(i);
      if (next === COMMA) {
        i++;
        if ('object' in top) readKey(top);
        break;
      }
      if (next !== ('array' in top ? CLOSE_ARRAY : CLOSE_OBJECT))
        throw syntaxError(i, 'Unexpected token');
      i++;
      stack.pop();
      deliver('array' in top ? top.array : top.object);
    }
  }
  i = skipSpace(text, i);
  if (i < text.length) throw syntaxError(i, 'Unexpected non-whitespace character after JSON');
  return root;
}

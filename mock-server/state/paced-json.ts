import type { Pace } from '../seed/pace.ts';

// JSON.parse in slices, for big documents (a 40 MB snapshot of a 10,000-store world: ~0.5 s in
// one JSON.parse, during which no other world is answered). The text is walked container by
// container: a container whose text ends within `PIECE` characters is handed to JSON.parse whole
// (the engine's parser does the real work, and checks it); a bigger one is entered, its keys and
// members parsed one by one, with `pace` called between them. The value is the one JSON.parse
// gives — same keys in the same order, `__proto__` an own key, the last of repeated keys — and a
// text JSON.parse refuses is refused with a SyntaxError (tests compare the two).
//
// With `keepText`, an object or array inside a big array (a snapshot's records) is kept as its
// text, a `JsonText`, checked by JSON.parse but not held as a value: its reader parses it when it
// uses it (`jsonValue`). A big document's values then never all live at once: held, they survive
// each young-generation collection of the document's read and are copied by it (tens of ms a
// collection, in the turn of whatever request was running), where the text sits in pieces the
// collector never copies.

/** Containers up to this many characters are parsed by one JSON.parse. */
const PIECE = 64 * 1024;

type Frame = { array: unknown[] } | { object: Record<string, unknown>; key: string };

/** A value kept as its JSON text (checked: JSON.parse takes it); `jsonValue` reads it. */
export class JsonText {
  constructor(readonly text: string) {}

  /** What JSON.stringify writes of it: the value it stands for. */
  toJSON(): unknown {
    return JSON.parse(this.text);
  }
}

/** The value `member` stands for: a `JsonText` parsed, anything else as it is. */
export const jsonValue = (member: unknown): unknown =>
  member instanceof JsonText ? JSON.parse(member.text) : member;

/** `piece`: containers up to it parsed by one JSON.parse (64 KB); `grow`: `GROW` (1 MB). */
export type PacedJsonOptions = { piece?: number; grow?: number; keepText?: boolean };

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

/** The window grows by at least this many characters (amortises the copy each growth makes). */
const GROW = 1024 * 1024;

/**
 * The text, whole or in the pieces it arrived in (a body decoded chunk by chunk: joined, 40 MB
 * would be one copy of tens of ms in one turn), read through a window: `text` holds the
 * characters from `base` on. Positions are of the whole text. Pieces join the window as the walk
 * reaches them, and what the walk has passed is let go (`release`), so neither one string of the
 * whole text nor one long copy is made.
 */
class Source {
  text: string;
  base = 0;
  readonly #pieces: (string | undefined)[];
  #next = 0;
  readonly #grow: number;

  /** `text`'s pieces are taken: let go from the array as they are read. */
  constructor(text: string | (string | undefined)[], grow: number) {
    this.text = typeof text === 'string' ? text : '';
    this.#pieces = typeof text === 'string' ? [] : text;
    this.#grow = grow;
  }

  /** The position after the window's last character. */
  get end(): number {
    return this.base + this.text.length;
  }

  /** Brings more pieces into the window (at least `min` characters, if there are); false at the end. */
  more(min = 1): boolean {
    if (this.#next >= this.#pieces.length) return false;
    const want = Math.max(min, this.#grow, this.text.length);
    const joining: string[] = [this.text];
    let got = 0;
    while (got < want && this.#next < this.#pieces.length) {
      const piece = this.#pieces[this.#next]!;
      this.#pieces[this.#next++] = undefined;
      joining.push(piece);
      got += piece.length;
    }
    this.text = joining.join('');
    return true;
  }

  /** The window reaches `position` (exclusive) if the text does. */
  reach(position: number): void {
    while (position > this.end && this.more(position - this.end));
  }

  /** The character code at `at` (NaN past the end of the text). */
  code(at: number): number {
    if (at >= this.end) this.reach(at + 1);
    return this.text.charCodeAt(at - this.base);
  }

  slice(from: number, to: number): string {
    this.reach(to);
    return this.text.slice(from - this.base, to - this.base);
  }

  /** Nothing before `at` is read again: the window may let it go. */
  release(at: number): void {
    if (at - this.base < this.#grow) return;
    this.text = this.text.slice(at - this.base);
    this.base = at;
  }
}

/** Where the string starting at `at` (a quote) ends: the index of its closing quote. */
function stringEnd(src: Source, at: number): number {
  let from = at + 1;
  for (;;) {
    const k = src.text.indexOf('"', from - src.base);
    if (k < 0) {
      const searched = src.end;
      if (!src.more()) throw syntaxError(at, 'Unterminated string');
      from = searched;
      continue;
    }
    const i = k + src.base;
    let slashes = 0;
    for (let j = k - 1; src.text.charCodeAt(j) === BACKSLASH; j--) slashes++;
    if (slashes % 2 === 0) return i;
    from = i + 1;
  }
}

/**
 * Where the container starting at `at` ends (its closing bracket), or -1 when it does not end
 * within `limit` characters. Brackets are counted regardless of kind: a text whose brackets do
 * not pair is refused by the JSON.parse of the piece.
 */
function containerEnd(src: Source, at: number, limit: number): number {
  src.reach(at + limit);
  let depth = 0;
  for (let i = at; i < Math.min(src.end, at + limit); i++) {
    const c = src.text.charCodeAt(i - src.base);
    if (c === QUOTE) i = stringEnd(src, i);
    else if (c === OPEN_OBJECT || c === OPEN_ARRAY) depth++;
    else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/** Where a number, `true`, `false` or `null` starting at `at` ends (exclusive). */
function scalarEnd(src: Source, at: number): number {
  let i = at;
  for (;;) {
    const c = src.code(i);
    if (Number.isNaN(c) || c === COMMA || c === CLOSE_ARRAY || c === CLOSE_OBJECT || isSpace(c))
      return i;
    i++;
  }
}

function skipSpace(src: Source, at: number): number {
  let i = at;
  while (isSpace(src.code(i))) i++;
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
 * `JSON.parse(text)` — of `text`, or of its pieces joined (the array is taken: each piece is let
 * go from it once read) — calling `pace` between the members of big containers (await what it
 * answers): other work runs between slices. Throws a SyntaxError where JSON.parse would.
 */
export async function parseJsonPaced(
  text: string | (string | undefined)[],
  pace: Pace,
  { piece = PIECE, grow = GROW, keepText = false }: PacedJsonOptions = {},
): Promise<unknown> {
  if (typeof text === 'string' && text.length <= piece) return JSON.parse(text);
  const src = new Source(text, grow);
  const stack: Frame[] = [];
  let i = skipSpace(src, 0);
  let root: unknown;
  let done = false;

  /** Reads a key and its colon inside an object frame; `i` is then at the value. */
  const readKey = (frame: { key: string }) => {
    i = skipSpace(src, i);
    if (src.code(i) !== QUOTE) throw syntaxError(i, 'Expected a key');
    const end = stringEnd(src, i);
    frame.key = JSON.parse(src.slice(i, end + 1)) as string;
    i = skipSpace(src, end + 1);
    if (src.code(i) !== COLON) throw syntaxError(i, "Expected ':'");
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
    src.release(i);
    i = skipSpace(src, i);
    const c = src.code(i);
    if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      const end = containerEnd(src, i, piece);
      if (end >= 0) {
        const whole = src.slice(i, end + 1);
        const value = JSON.parse(whole);
        deliver(
          keepText && stack.length > 0 && 'array' in stack.at(-1)! ? new JsonText(whole) : value,
        );
        i = end + 1;
      } else {
        // A big container: entered, its members parsed one by one.
        i = skipSpace(src, i + 1);
        const empty = src.code(i) === (c === OPEN_OBJECT ? CLOSE_OBJECT : CLOSE_ARRAY);
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
      const end = stringEnd(src, i);
      deliver(JSON.parse(src.slice(i, end + 1)));
      i = end + 1;
    } else {
      const end = scalarEnd(src, i);
      if (end === i) throw syntaxError(i, 'Unexpected token');
      deliver(JSON.parse(src.slice(i, end)));
      i = end;
    }
    // After a value: the next member of its container, or the container's end (and maybe the
    // end of the one around it).
    while (!done) {
      const top = stack.at(-1);
      if (!top) break;
      i = skipSpace(src, i);
      const next = src.code(i);
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
  i = skipSpace(src, i);
  if (!Number.isNaN(src.code(i)))
    throw syntaxError(i, 'Unexpected non-whitespace character after JSON');
  return root;
}

import { parseSetCookie } from 'cookie';
import { maskSecrets } from '../recording/mask.ts';
import type { HarExchange } from './har-exchange.ts';
import { jsonOf } from './upstream.ts';

// A HAR holds what a proxy never keeps: every cookie, the Authorization header, the password a
// sign-in sent, the codes and tokens the answers carried. The drift check quotes what it saw in a
// drifted field (`saw string "…"`), so before anything is written the values mask.ts would hide
// (by key, wherever they sit) and every cookie's value are learnt from the exchanges, and each is
// cut out of the report and the summary — as sent, JSON-escaped, and as a long value's first
// characters (a quoted value is cut short at 60 characters).

const MASK = '***';
/** Shorter values are not hunted for in the text (`exp: "12"` would hit any 12). */
const SHORTEST = 4;
/** How much of a long value a problem text quotes (problems.ts `shown`: 57 with the quote). */
const QUOTED = 56;

/** The text of every leaf of `value` (strings and numbers). */
function leaves(value: unknown, into: Set<string>): void {
  if (typeof value === 'string' || typeof value === 'number') into.add(String(value));
  else if (value !== null && typeof value === 'object')
    for (const inner of Object.values(value)) leaves(inner, into);
}

/** The values mask.ts replaces in `value`: where its copy says `***` and the value did not. */
function maskedIn(value: unknown, masked: unknown, into: Set<string>): void {
  if (value === null || typeof value !== 'object') return;
  const copy = masked as Record<string, unknown>;
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    if (copy[key] === MASK && inner !== MASK) leaves(inner, into);
    else maskedIn(inner, copy[key], into);
  }
}

export function harSecrets() {
  const values = new Set<string>();
  const learn = (value: unknown) => maskedIn(value, maskSecrets(value), values);
  let patterns: string[] | undefined;

  return {
    /** Learns the secrets of one exchange: cookies, secret headers, fields of both bodies. */
    add(exchange: HarExchange): void {
      patterns = undefined;
      const { request, answer } = exchange;
      for (const value of Object.values(request.cookies)) values.add(value);
      learn(request.headers);
      learn(request.query);
      learn(request.body);
      if (!answer) return;
      for (const header of answer.setCookies) {
        const value = parseSetCookie(header).value;
        if (value) values.add(value);
      }
      learn(answer.headers);
      learn(jsonOf(answer)?.value);
    },
    /** `text` with every secret cut out. */
    redact(text: string): string {
      patterns ??= [...values]
        .filter((v) => v.length >= SHORTEST)
        .flatMap((v) => {
          const escaped = JSON.stringify(v).slice(1, -1);
          return [v, escaped, escaped.slice(0, QUOTED)];
        })
        .sort((a, b) => b.length - a.length);
      let out = text;
      for (const p of patterns) if (out.includes(p)) out = out.replaceAll(p, MASK);
      return out;
    },
    /** A copy of `value` with every string in it redacted. */
    redactAll<T>(value: T): T {
      if (typeof value === 'string') return this.redact(value) as T;
      if (Array.isArray(value)) return value.map((v) => this.redactAll(v)) as T;
      if (value === null || typeof value !== 'object') return value;
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.redactAll(v)])) as T;
    },
  };
}

export type HarSecrets = ReturnType<typeof harSecrets>;

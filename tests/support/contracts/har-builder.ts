// Small hand-made HAR files for the HAR check's tests (tests/contracts/verify/har-run.test.ts,
// mock-server/proxy/har-check.test.ts): one entry per exchange, in the shape a browser's network
// panel exports (HTTP Archive 1.2), only the fields that matter.

const SITE = 'https://bukka.example';

export type EntrySpec = {
  method?: string;
  /** A path of SITE, or a whole URL. */
  url: string;
  status?: number;
  /** The answer's body: JSON (an object) or text with its type. */
  answer?: unknown;
  answerType?: string;
  /** A JSON request body. */
  body?: unknown;
  cookies?: Record<string, string>;
  setCookie?: string;
  at?: string;
};

let second = 0;

function harEntry(spec: EntrySpec) {
  const url = spec.url.startsWith('/') ? `${SITE}${spec.url}` : spec.url;
  const cookies = Object.entries(spec.cookies ?? {}).map(([name, value]) => ({ name, value }));
  const headers = cookies.length
    ? [{ name: 'Cookie', value: cookies.map((c) => `${c.name}=${c.value}`).join('; ') }]
    : [];
  const type = spec.answerType ?? 'application/json; charset=utf-8';
  const text =
    typeof spec.answer === 'string' ? spec.answer : JSON.stringify(spec.answer ?? { ok: true });
  second += 1;
  return {
    startedDateTime: spec.at ?? new Date(Date.UTC(2026, 10, 28, 10, 0, second)).toISOString(),
    time: 42,
    request: {
      method: spec.method ?? 'GET',
      url,
      httpVersion: 'HTTP/1.1',
      headers:
        spec.body === undefined
          ? headers
          : [...headers, { name: 'Content-Type', value: 'application/json' }],
      cookies,
      queryString: [],
      ...(spec.body === undefined
        ? {}
        : { postData: { mimeType: 'application/json', text: JSON.stringify(spec.body) } }),
    },
    response: {
      status: spec.status ?? 200,
      statusText: '',
      httpVersion: 'HTTP/1.1',
      headers: [
        { name: 'Content-Type', value: type },
        ...(spec.setCookie ? [{ name: 'Set-Cookie', value: spec.setCookie }] : []),
      ],
      cookies: [],
      content: { size: text.length, mimeType: type, text },
    },
  };
}

/** A HAR document of `entries`. */
export function har(entries: EntrySpec[]) {
  return {
    log: {
      version: '1.2',
      creator: { name: 'bukka-test', version: '1' },
      pages: [],
      entries: entries.map(harEntry),
    },
  };
}

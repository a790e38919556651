import { MatchersV3, type PactV4 } from '@pact-foundation/pact';

const { regex } = MatchersV3;

// Multipart bodies as the browser's FormData sends them: file parts (with a filename and an image
// content type) and text parts. Pact compares multipart bodies part by part, by name; each part
// gets its own rule so the contract states shapes, not the example text.

const BOUNDARY = 'bukka-pact-boundary';

type RequestBuilderFn = NonNullable<
  Parameters<ReturnType<PactV4['addInteraction']>['withRequest']>[2]
>;
type V4RequestBuilder = Parameters<RequestBuilderFn>[0];

/** A 1×1 PNG: what a chosen photo looks like on the wire (Pact checks file parts by magic bytes). */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export type Part =
  | { name: string; file: Buffer; filename: string; type: string }
  | { name: string; text: string; pattern?: string };

function encode(parts: Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = 'file' in part;
    const head = [
      `--${BOUNDARY}`,
      `Content-Disposition: form-data; name="${part.name}"${file ? `; filename="${part.filename}"` : ''}`,
      ...(file ? [`Content-Type: ${part.type}`] : []),
      '',
      '',
    ].join('\r\n');
    chunks.push(Buffer.from(head), file ? part.file : Buffer.from(part.text), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/** Sets a multipart/form-data body (any boundary) with a rule per part on a request builder. */
export function multipartBody(b: V4RequestBuilder, parts: Part[]): V4RequestBuilder {
  const contentType = `multipart/form-data; boundary=${BOUNDARY}`;
  return b
    .headers({ 'Content-Type': regex('^multipart/form-data; ?boundary=.+$', contentType) })
    .body(contentType, encode(parts))
    .matchingRules({
      body: parts.map((part) => ({
        path: `$.${part.name}`,
        rules: [
          'file' in part
            ? { 'pact:matcher:type': 'contentType', value: part.type }
            : part.pattern
              ? regex(part.pattern, part.text)
              : { 'pact:matcher:type': 'type', value: part.text },
        ],
      })),
    });
}

// In the component tests (jsdom 31), FormData is jsdom's and File and Blob are jsdom's, none of
// them Node's. Node's fetch does not know them: a jsdom FormData body was sent with its file named
// "blob" (Node 20 and 22), or as "[object Blob]" after which the request waited forever (Node 24:
// the vendor photo uploads hung). A browser sends the file's bytes and name. So here FormData is
// Node's own, and a jsdom file given to append() or set() is copied into Node's File (jsdom keeps a
// blob's bytes in its implementation object's `_bytes`). The app only ever builds an empty
// FormData and appends to it, so nothing else changes.
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { createRequire } from 'node:module';

// Node's FormData class, from a body Node itself parsed (the global is jsdom's here).
const NodeFormData = (await new Response(new URLSearchParams('probe=1')).formData())
  .constructor as typeof FormData;

// jsdom's own wrapper table (the module its environment loaded: jsdom has no `exports` map, and
// Node's require cache gives this file the same instance), which maps a Blob to its implementation.
const jsdomIdl = createRequire(import.meta.url)('jsdom/lib/generated/idl/utils.js') as {
  implForWrapper: (wrapper: object) => { _bytes?: unknown } | null;
};

function jsdomBytes(blob: object): Uint8Array | undefined {
  const bytes = jsdomIdl.implForWrapper(blob)?._bytes;
  // A view of any realm (jsdom's window has its own Uint8Array), so not `instanceof`; read as a
  // Node Buffer over the same bytes (a blob's bytes never change).
  if (!ArrayBuffer.isView(bytes)) return undefined;
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** A jsdom Blob or File as Node's File; anything else as it is. */
function asNodeValue(value: string | Blob, filename?: string): string | Blob {
  if (typeof value === 'string' || value instanceof NodeBlob) return value;
  const bytes = jsdomBytes(value);
  // Sent as it is, the file would arrive as "[object File]": fail here, where the cause is.
  if (!bytes) throw new Error('jsdom-blob.ts: cannot read this jsdom Blob (did jsdom change?)');
  const file = value as Partial<File> & Blob;
  return new NodeFile([bytes], filename ?? file.name ?? 'blob', {
    type: value.type,
    lastModified: file.lastModified,
  }) as unknown as File;
}

class TestFormData extends NodeFormData {
  override append(name: string, value: string | Blob, filename?: string): void {
    const node = asNodeValue(value, filename);
    if (typeof node === 'string' || filename === undefined) super.append(name, node as Blob);
    else super.append(name, node, filename);
  }
  override set(name: string, value: string | Blob, filename?: string): void {
    const node = asNodeValue(value, filename);
    if (typeof node === 'string' || filename === undefined) super.set(name, node as Blob);
    else super.set(name, node, filename);
  }
}

globalThis.FormData = TestFormData;

/** The prototype that owns `name` (the environment's Request and Response subclass Node's). */
function ownerOf(proto: object, name: string): object {
  let at: object | null = proto;
  while (at && !Object.hasOwn(at, name)) at = Object.getPrototypeOf(at);
  return at ?? proto;
}

// Node 24's fetch parses a multipart body into `new File(…)` of the global File — jsdom's here —
// and then insists it is Node's File. While a Request or Response body is parsed into FormData,
// the global File is Node's.
// The component files share a worker, so this file runs once per file in the same jsdom: the
// parse is wrapped once.
const wrapped = Symbol.for('bukka.test.formData-with-node-file');
for (const Body of [Request, Response]) {
  const owner = ownerOf(Body.prototype, 'formData') as { formData: () => Promise<FormData> };
  const parse = owner.formData;
  if (wrapped in parse) continue;
  Object.defineProperty(owner, 'formData', {
    configurable: true,
    writable: true,
    async value(this: Request | Response) {
      const jsdomFile = globalThis.File;
      globalThis.File = NodeFile as unknown as typeof File;
      try {
        return await parse.call(this);
      } finally {
        globalThis.File = jsdomFile;
      }
    },
  });
  Object.defineProperty(owner.formData, wrapped, { value: true });
}

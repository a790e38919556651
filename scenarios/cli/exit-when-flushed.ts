// Ending a CLI whose output may go through a pipe. Writes to a pipe are asynchronous in Node: what
// the kernel's pipe buffer (64 KiB) cannot take yet waits in the stream, and `process.exit()`
// drops it — `npm run scenarios -- --reporter json | jq` got the first 64 KiB of the document.
// So the CLIs print their document with `printAll` and leave with `exitWhenFlushed`.

type Out = Pick<NodeJS.WriteStream, 'write'>;

/** Writes `text` and a newline; resolves once the stream has handed all of it to the OS. */
export function printAll(text: string, stream: Out = process.stdout): Promise<void> {
  return new Promise((done, fail) => {
    stream.write(`${text}\n`, (error) => (error ? fail(error) : done()));
  });
}

/** Resolves once everything written to the stream so far has been handed to the OS. */
function flushed(stream: Out): Promise<void> {
  // Writes complete in order: the callback of an empty write runs after every earlier one.
  return new Promise((done) => stream.write('', () => done()));
}

/** Exits with `code` after stdout and stderr have been flushed (a reader may be slow). */
export async function exitWhenFlushed(code: number): Promise<never> {
  await Promise.all([flushed(process.stdout), flushed(process.stderr)]);
  process.exit(code);
}

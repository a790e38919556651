// A snapshot document (mock-server/state/snapshot-document.ts) around the given records: the frame
// a test fills with the records it needs, a broken one included.

export const snapshotFrame = (records: Record<string, unknown> = {}) => ({
  format: 'bukka-mock-world',
  version: 1,
  seed: 1,
  checkout: 'card',
  stores: null,
  rngState: 1,
  clockAdvancedMs: 0,
  records,
});

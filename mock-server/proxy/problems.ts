// How a drift reads: the field's JSON path and what was seen there, e.g.
// `$.stores[0].km: expected number, saw string "3.2"` — the same words for the spine's zod
// schemas and the contract's matchers.

export type PathPart = string | number;

/** `$.stores[0].km` (keys that are not plain names in brackets: `$['a b']`). */
export function jsonPath(path: readonly PathPart[]): string {
  let out = '$';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(part)) out += `.${part}`;
    else out += `[${JSON.stringify(part)}]`;
  }
  return out;
}

/** A value as the report shows it: its JSON type and a short rendering. */
export function shown(value: unknown): string {
  if (value === undefined) return 'nothing (the field is missing)';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `array of ${value.length}`;
  if (typeof value === 'object') {
    const keys = Object.keys(value as object);
    return `object {${keys.slice(0, 6).join(', ')}${keys.length > 6 ? ', …' : ''}}`;
  }
  const text = JSON.stringify(value) ?? String(value);
  return `${typeof value} ${text.length > 60 ? `${text.slice(0, 57)}…` : text}`;
}

/** The value at `path` in `root` (undefined when the path leaves the value). */
export function valueAt(root: unknown, path: readonly PathPart[]): unknown {
  let node = root;
  for (const part of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, unknown>)[part];
  }
  return node;
}

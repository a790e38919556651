/** `--flag value`, `--flag=value` and bare `--flag` (→ 'true'). */
export function parseArgs(argv: string[]): Map<string, string> {
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (!arg.startsWith('--')) continue;
    const eq = arg.indexOf('=');
    if (eq > 0) flags.set(arg.slice(2, eq), arg.slice(eq + 1));
    else if (argv[i + 1] !== undefined && !String(argv[i + 1]).startsWith('--')) {
      flags.set(arg.slice(2), String(argv[++i]));
    } else flags.set(arg.slice(2), 'true');
  }
  return flags;
}

export function checkFlags(flags: Map<string, string>, known: string[]): void {
  const unknown = [...flags.keys()].filter((k) => !known.includes(k));
  if (unknown.length > 0) {
    throw new Error(
      `unknown flag(s): ${unknown.map((k) => `--${k}`).join(', ')}; known: ${known.map((k) => `--${k}`).join(', ')}`,
    );
  }
}

export function checkoutFlag(value: string | undefined): 'card' | 'wallet' | undefined {
  if (value === undefined) return undefined;
  if (value !== 'card' && value !== 'wallet') throw new Error('--checkout must be card or wallet');
  return value;
}

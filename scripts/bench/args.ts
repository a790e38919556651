// What every benchmark script reads from its command line and how it prints numbers.

/** The value after `--name`, or `fallback`. */
export const flag = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
};

/** A number with thousands separators and at most `digits` decimals. */
export const fmt = (n: number, digits = 0): string =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits });

/** `a` as a percentage of `b`. */
export const pct = (a: number, b: number): string => `${fmt((a / b) * 100, 1)} %`;

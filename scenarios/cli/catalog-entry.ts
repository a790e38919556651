// Registering a written scenario in scenarios/catalog.ts (npm run scenarios:record).

const camel = (name: string) => name.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

/** The catalog's text with the scenario `name` imported and listed (once). */
export function register(catalog: string, name: string): string {
  const id = camel(name);
  const line = `import { ${id} } from '#scenarios/defs/${name}.ts';`;
  if (catalog.includes(line)) return catalog;
  const withImport = catalog.replace(
    /(import [^\n]+ from '#scenarios\/defs\/[^']+';\n)(?!import [^\n]+ from '#scenarios\/defs)/,
    `$1${line}\n`,
  );
  return withImport.replace(
    /(export const scenarios: Scenario\[\] = \[[\s\S]*?)\n\];/,
    `$1\n  ${id},\n];`,
  );
}

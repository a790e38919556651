import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// The committed contracts, read once per verification run. Each interaction is verified on its
// own (a one-interaction copy in a temp dir; the committed files are never touched).

const CONTRACTS_DIR = resolve(import.meta.dirname, '../../../contracts');

type ProviderState = { name: string; params?: Record<string, unknown> };
type Generator = { type?: string; expression?: string };

export type Interaction = {
  description: string;
  providerStates?: ProviderState[];
  request: {
    method: string;
    path: string;
    generators?: Record<string, Record<string, Generator> | Generator>;
    [key: string]: unknown;
  };
  [key: string]: unknown;
};

type PactFile = {
  consumer: { name: string };
  provider: { name: string };
  interactions: Interaction[];
  [key: string]: unknown;
};

/** One contract file: its provider name and interactions. */
export type Contract = { file: string; pact: PactFile };

export function readContracts(dir = CONTRACTS_DIR): Contract[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const file = join(dir, name);
      return { file, pact: JSON.parse(readFileSync(file, 'utf8')) as PactFile };
    });
}

/** `Given a - Given b` as the verifier names states. */
export const statesOf = (i: Interaction): string[] => (i.providerStates ?? []).map((s) => s.name);

/**
 * The provider-state values the request needs (`${name}` expressions in the path, query, headers
 * and body generators). A state that does not provide one of them leaves the contract's example in
 * the request, so the interaction is not sent.
 */
export function neededValues(i: Interaction): string[] {
  const names = new Set<string>();
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const g = node as Generator;
    if (g.type === 'ProviderState' && typeof g.expression === 'string') {
      for (const m of g.expression.matchAll(/\$\{(\w+)\}/g)) names.add(m[1] as string);
      return;
    }
    for (const value of Object.values(node)) visit(value);
  };
  visit(i.request.generators);
  return [...names].sort();
}

let tempDir: string | undefined;

/** A copy of `contract` holding only `interaction`, for one verifier run. */
export function singleInteractionFile(contract: Contract, interaction: Interaction): string {
  tempDir ??= mkdtempSync(join(tmpdir(), 'bukka-pact-'));
  const index = contract.pact.interactions.indexOf(interaction);
  const path = join(tempDir, `${contract.pact.provider.name}-${index}.json`);
  writeFileSync(path, JSON.stringify({ ...contract.pact, interactions: [interaction] }, null, 2));
  return path;
}

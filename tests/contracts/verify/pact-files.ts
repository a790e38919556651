import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// The committed contracts, split and annotated for one verification run (written to a temp dir;
// the committed files are never touched).

export const CONTRACTS_DIR = resolve(import.meta.dirname, '../../../contracts');

type ProviderState = { name: string; params?: Record<string, unknown> };
export type Interaction = {
  description: string;
  providerStates?: ProviderState[];
  pending?: boolean;
  comments?: { text?: string[]; [key: string]: unknown };
  [key: string]: unknown;
};
type PactFile = { interactions: Interaction[]; [key: string]: unknown };

export function contractFiles(dir = CONTRACTS_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(dir, name));
}

/** Interactions that need a provider in wallet-checkout mode (`--checkout wallet`). */
export const needsWalletCheckout = (i: Interaction) =>
  (i.providerStates ?? []).some((s) => s.params?.checkout === 'wallet');

/** Marks an interaction pending (its failure is reported, not fatal) and says why. */
export function markPending(i: Interaction, reason: string): Interaction {
  const text = [...(i.comments?.text ?? []), `pending here: ${reason}`];
  return { ...i, pending: true, comments: { ...i.comments, text } };
}

export type Split = { main: string[]; wallet: string[]; counts: { main: number; wallet: number } };

/**
 * Writes, per contract, the interactions for the main provider and those for a wallet-checkout
 * provider; `annotate` may mark interactions pending (hosted API, no wallet provider).
 */
export function splitContracts(
  files: string[],
  annotate: (i: Interaction, wallet: boolean) => Interaction,
  separateWallet: boolean,
): Split {
  const dir = mkdtempSync(join(tmpdir(), 'bukka-pact-'));
  const out: Split = { main: [], wallet: [], counts: { main: 0, wallet: 0 } };
  files.forEach((file, n) => {
    const pact = JSON.parse(readFileSync(file, 'utf8')) as PactFile;
    const main: Interaction[] = [];
    const wallet: Interaction[] = [];
    for (const i of pact.interactions) {
      const isWallet = needsWalletCheckout(i);
      const annotated = annotate(i, isWallet);
      (isWallet && separateWallet ? wallet : main).push(annotated);
    }
    const write = (name: string, interactions: Interaction[]) => {
      const path = join(dir, `${n}-${name}.json`);
      writeFileSync(path, JSON.stringify({ ...pact, interactions }, null, 2));
      return path;
    };
    if (main.length > 0) out.main.push(write('main', main));
    if (wallet.length > 0) out.wallet.push(write('wallet', wallet));
    out.counts.main += main.length;
    out.counts.wallet += wallet.length;
  });
  return out;
}

import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import type { StateName } from '#tests/support/contracts/states.ts';
import { expectedHostedFailure, type HostedVersion } from './expected-hosted-failures.ts';
import {
  type Contract,
  type Interaction,
  neededValues,
  singleInteractionFile,
  statesOf,
} from './pact-files.ts';
import { createRequestGuard } from './request-guard.ts';
import { currentSession } from './session.ts';

// Verifies interactions one at a time: first its provider states are established here (through
// the provider's public API, and the mock's control API), then — only if that worked and every
// value the request needs arrived — Pact's verifier sends that one interaction. A state that
// cannot be established never lets the request go out with the contract's example values.

export type Params = Record<string, unknown>;
type Values = Record<string, string>;
export type StateSetup = (params: Params) => Promise<Values>;

export type StateSet = {
  states: Partial<Record<StateName, StateSetup>>;
  /** Before each interaction (the mock: a fresh seeded world). */
  beforeEach: () => Promise<void>;
  deviceId: string;
};

export type Target = {
  label: string;
  baseUrl: string;
  contracts: Contract[];
  set: StateSet;
  /**
   * `hosted`: a provider state that cannot be established skips the interaction (reported);
   * `mock`: it fails it (the mock can always establish its states).
   */
  kind: 'mock' | 'hosted';
  /** The hosted version whose expected failures apply (a hosted provider). */
  expectedFailuresOf?: HostedVersion;
  /** Only reads and session calls as the client sends them are sent (the read-only rule). */
  readOnly: boolean;
  /** Why an interaction is not sent to this provider (undefined: it is). */
  exclude: (i: Interaction) => string | undefined;
  /** Texts no request may carry. */
  forbidden: readonly string[];
};

export type Outcome =
  | { status: 'passed' }
  | { status: 'failed'; mismatches: string[] }
  | { status: 'expected-failure'; reason: string; mismatches: string[] }
  | { status: 'unexpected-pass'; reason: string }
  | { status: 'skipped'; reason: string };

export type InteractionResult = {
  description: string;
  states: string[];
  outcome: Outcome;
  ms: number;
};

export type RunResult = { label: string; results: InteractionResult[] };

const guard = createRequestGuard();

export async function runTarget(target: Target): Promise<RunResult> {
  const results: InteractionResult[] = [];
  for (const contract of target.contracts) {
    for (const interaction of contract.pact.interactions) {
      const started = performance.now();
      const outcome = await verifyOne(target, contract, interaction);
      results.push({
        description: interaction.description,
        states: statesOf(interaction),
        outcome,
        ms: Math.round(performance.now() - started),
      });
    }
  }
  return { label: target.label, results };
}

async function verifyOne(target: Target, contract: Contract, i: Interaction): Promise<Outcome> {
  const excluded = target.exclude(i);
  if (excluded) return { status: 'skipped', reason: excluded };

  let values: Values;
  try {
    values = await establish(target, i);
  } catch (error) {
    const reason = `provider state not established: ${(error as Error).message}`;
    return target.kind === 'hosted'
      ? { status: 'skipped', reason }
      : { status: 'failed', mismatches: [reason] };
  }

  guard.arm({ readOnly: target.readOnly, forbidden: target.forbidden });
  const stateHandlers: NonNullable<VerifierOptions['stateHandlers']> = {};
  for (const name of statesOf(i)) stateHandlers[name] = async () => values;
  const raw = await runVerifier({
    provider: contract.pact.provider.name,
    providerBaseUrl: target.baseUrl,
    pactUrls: [singleInteractionFile(contract, i)],
    stateHandlers,
    requestFilter: guard.middleware as VerifierOptions['requestFilter'],
    logLevel: (process.env.PACT_LOG_LEVEL as VerifierOptions['logLevel']) ?? 'warn',
    timeout: 120_000,
  });
  const refused = guard.refused();
  guard.arm(undefined);
  const mismatches = [...refused.map((r) => `refused by the verifier: ${r}`), ...raw];
  const expected = target.expectedFailuresOf
    ? expectedHostedFailure(i.description, target.expectedFailuresOf)
    : undefined;
  if (mismatches.length === 0) {
    return expected ? { status: 'unexpected-pass', reason: expected.reason } : { status: 'passed' };
  }
  if (expected && refused.length === 0) {
    return { status: 'expected-failure', reason: expected.reason, mismatches };
  }
  return { status: 'failed', mismatches };
}

/** Runs the interaction's state setups in order; the merged values (always with the device id). */
async function establish(target: Target, i: Interaction): Promise<Values> {
  currentSession.clear();
  await target.set.beforeEach();
  let values: Values = { deviceId: target.set.deviceId };
  for (const state of i.providerStates ?? []) {
    const setup = target.set.states[state.name as StateName];
    if (!setup) throw new Error(`no state handler for "${state.name}" on this provider`);
    values = { ...values, ...(await setup(state.params ?? {})) };
  }
  const missing = neededValues(i).filter((name) => !values[name]);
  if (missing.length > 0) {
    throw new Error(`the state gives no ${missing.join(', ')} on this provider`);
  }
  return values;
}

type CoreResult = { errors?: { interaction: string; mismatch?: unknown }[] };

/** One verifier run; the mismatch lines (empty: it passed). */
async function runVerifier(options: VerifierOptions): Promise<string[]> {
  let raw: unknown;
  try {
    raw = await new Verifier(options).verifyProvider();
  } catch (error) {
    raw = (error as Error).message;
  }
  let parsed: CoreResult;
  try {
    parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as CoreResult;
  } catch {
    return [String(raw)];
  }
  return (parsed?.errors ?? []).flatMap((e) => mismatchLines(e.mismatch));
}

function mismatchLines(mismatch: unknown): string[] {
  const m = mismatch as {
    mismatches?: { mismatch?: string; path?: string; key?: string }[];
    message?: string;
  };
  if (Array.isArray(m?.mismatches)) {
    return m.mismatches.map((x) =>
      `${x.path ?? x.key ?? ''} ${x.mismatch ?? JSON.stringify(x)}`.trim(),
    );
  }
  return [m?.message ?? JSON.stringify(mismatch)];
}

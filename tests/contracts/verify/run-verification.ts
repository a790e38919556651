import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import { PROVIDER } from '../support/pact.ts';
import type { StateName } from '../support/states.ts';
import type { StateSetup } from './mock-states.ts';
import { injectSessionCookie } from './session.ts';

// One Verifier run: the given pact files against one provider, with state handlers that return
// the values the contract injects (always including the device id) and the session filter.

export type StateSet = {
  states: Partial<Record<StateName, StateSetup>>;
  beforeEach: () => Promise<void>;
  deviceId: string;
};

export type RunResult = {
  label: string;
  total: number;
  failed: { interaction: string; mismatches: string[] }[];
  pending: string[];
  stateErrors: string[];
};

type CoreResult = {
  interactionResults?: { description: string; result: string }[];
  errors?: { interaction: string; mismatch?: unknown }[];
  pendingErrors?: { interaction: string }[];
};

export async function runVerification(
  label: string,
  providerBaseUrl: string,
  pactUrls: string[],
  set: StateSet,
): Promise<RunResult> {
  const stateErrors: string[] = [];
  const stateHandlers: NonNullable<VerifierOptions['stateHandlers']> = {};
  for (const [name, setup] of Object.entries(set.states) as [StateName, StateSetup][]) {
    stateHandlers[name] = async (params?: unknown) => {
      try {
        const values = await setup((params ?? {}) as Record<string, unknown>);
        return { deviceId: set.deviceId, ...values };
      } catch (error) {
        stateErrors.push(`state "${name}": ${(error as Error).message}`);
        throw error;
      }
    };
  }
  const options: VerifierOptions = {
    provider: PROVIDER,
    providerBaseUrl,
    pactUrls,
    stateHandlers,
    beforeEach: set.beforeEach,
    requestFilter: injectSessionCookie as VerifierOptions['requestFilter'],
    logLevel: (process.env.PACT_LOG_LEVEL as VerifierOptions['logLevel']) ?? 'warn',
    timeout: 120_000,
  };
  let raw: unknown;
  try {
    raw = await new Verifier(options).verifyProvider();
  } catch (error) {
    raw = (error as Error).message;
  }
  return { label, stateErrors, ...summarise(raw) };
}

function summarise(raw: unknown): Omit<RunResult, 'label' | 'stateErrors'> {
  let parsed: CoreResult = {};
  try {
    parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as CoreResult;
  } catch {
    return {
      total: 0,
      failed: [{ interaction: '(verifier)', mismatches: [String(raw)] }],
      pending: [],
    };
  }
  return {
    total: parsed.interactionResults?.length ?? 0,
    failed: (parsed.errors ?? []).map((e) => ({
      interaction: e.interaction,
      mismatches: mismatchLines(e.mismatch),
    })),
    pending: (parsed.pendingErrors ?? []).map((e) => e.interaction),
  };
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

/** Prints what failed, with the differences, and what is pending. */
export function report(results: RunResult[]): boolean {
  let ok = true;
  console.log('\n=== Contract verification summary ===');
  for (const r of results) {
    const status = r.failed.length === 0 ? 'PASSED' : 'FAILED';
    if (r.failed.length > 0 || r.total === 0) ok = false;
    console.log(
      `${status}  ${r.label}: ${r.total} interactions, ${r.failed.length} failed, ${r.pending.length} pending failures`,
    );
    for (const f of r.failed) {
      console.log(`  ✗ ${f.interaction}`);
      for (const line of f.mismatches) console.log(`      ${line}`);
    }
    for (const p of r.pending) console.log(`  ~ (pending) ${p}`);
    for (const e of r.stateErrors) console.log(`  ! ${e}`);
  }
  return ok;
}

import { EXAMPLE } from '#tests/support/contracts/ids.ts';
import { PROVIDER, WALLET_PROVIDER } from '#tests/support/contracts/pact.ts';
import type { HostedVersion } from './expected-hosted-failures.ts';
import type { Env } from './hosted-fixtures.ts';
import { hostedStates } from './hosted-states.ts';
import { readOnlyExclusion } from './interaction-effects.ts';
import { mockStates } from './mock-states.ts';
import { type Contract, readContracts } from './pact-files.ts';
import { type RunResult, runTarget, type StateSet } from './run-verification.ts';

// Plans one verification: which contract goes to which provider, how states are built, what is
// not sent and why, and which expected hosted failures apply.
//
//   the mock (answers GET /__mock/health)   control-API states; every interaction is sent; with
//                                           `--profile hosted` the expected hosted failures apply
//   anything else (the hosted API)          fixture states from PACT_* (hosted-states.ts); read-only
//                                           unless allowWrites; expected hosted failures apply

export type Health = { ok: true; seed?: unknown; checkout?: string; profile?: string };

export type VerifyPlan = {
  url: string;
  /** A mock in `--checkout wallet` mode for the wallet-checkout contract. */
  walletUrl?: string;
  /** Forces the provider kind (default: a mock if it answers /__mock/health). */
  kind?: 'mock' | 'hosted';
  allowWrites?: boolean;
  hostedVersion?: HostedVersion;
  where: string;
  env?: Env;
  contracts?: Contract[];
  /** The mock's control token (both mocks'), when it requires one; default MOCK_CONTROL_TOKEN. */
  controlToken?: string;
  /** Also verify (or report) the wallet-checkout contract (default true). */
  walletContract?: boolean;
};

export async function health(url: string): Promise<Health | undefined> {
  try {
    const answer = await fetch(`${url}/__mock/health`, { signal: AbortSignal.timeout(10_000) });
    const body = (await answer.json()) as Health;
    return answer.ok && body.ok === true ? body : undefined;
  } catch {
    return undefined;
  }
}

/** Values of the contract's examples that no request may carry (ids, the example session). */
export function exampleValues(deviceIdIsExample: boolean): string[] {
  const ids = Object.values(EXAMPLE).filter((v) => /^[0-9a-f]{24}$/.test(v));
  return [
    ...ids,
    EXAMPLE.sessionToken,
    EXAMPLE.reference,
    ...(deviceIdIsExample ? [] : [EXAMPLE.deviceId]),
  ];
}

const WALLET_ONLY =
  'the wallet-checkout contract is verified only against a provider in wallet-checkout mode (the mock with --checkout wallet); the hosted API (V-A) never debits a wallet';
const NO_WALLET_PROVIDER =
  'needs a provider in wallet-checkout mode: pass --wallet-provider-url of a mock started with --checkout wallet';

export async function verifyProvider(plan: VerifyPlan): Promise<RunResult[]> {
  const contracts = plan.contracts ?? readContracts();
  const main = contracts.filter((c) => c.pact.provider.name === PROVIDER);
  const wallet = contracts.filter((c) => c.pact.provider.name === WALLET_PROVIDER);
  const unknown = contracts.filter(
    (c) => ![PROVIDER, WALLET_PROVIDER].includes(c.pact.provider.name),
  );
  if (unknown.length > 0) {
    throw new Error(`contracts for an unknown provider: ${unknown.map((c) => c.file).join(', ')}`);
  }
  const probed = plan.kind === 'hosted' ? undefined : await health(plan.url);
  const kind = plan.kind ?? (probed ? 'mock' : 'hosted');
  const runs: RunResult[] = [];

  if (kind === 'mock') {
    const controlToken = plan.controlToken ?? (process.env.MOCK_CONTROL_TOKEN || undefined);
    const profile = probed?.profile ?? 'safe';
    const hosted = profile === 'hosted';
    runs.push(
      await runTarget({
        label: `${plan.where} ${plan.url} (mock${hosted ? ', --profile hosted' : ''})`,
        baseUrl: plan.url,
        contracts: main,
        set: mockStates(plan.url, controlToken),
        kind: 'mock',
        expectedFailuresOf: hosted ? 'V-A' : undefined,
        readOnly: false,
        exclude: () => undefined,
        forbidden: exampleValues(true),
      }),
    );
    if (plan.walletContract === false) return runs;
    const walletHealth = plan.walletUrl ? await health(plan.walletUrl) : undefined;
    const walletReady = walletHealth?.checkout === 'wallet';
    runs.push(
      await runTarget({
        label: `${plan.where} ${plan.walletUrl ?? '(no wallet provider)'} (mock, wallet checkout)`,
        baseUrl: plan.walletUrl ?? plan.url,
        contracts: wallet,
        set: plan.walletUrl ? mockStates(plan.walletUrl, controlToken) : noStates,
        kind: 'mock',
        readOnly: false,
        exclude: () =>
          walletReady
            ? undefined
            : plan.walletUrl
              ? `${plan.walletUrl} is not in wallet-checkout mode (start it with --checkout wallet)`
              : NO_WALLET_PROVIDER,
        forbidden: exampleValues(true),
      }),
    );
    return runs;
  }

  const env = plan.env ?? process.env;
  const allowWrites = plan.allowWrites ?? false;
  const set = hostedStates(plan.url, env, allowWrites);
  const version = plan.hostedVersion ?? 'V-A';
  runs.push(
    await runTarget({
      label: `${plan.where} ${plan.url} (hosted ${version}, ${allowWrites ? 'writes allowed' : 'read-only'})`,
      baseUrl: plan.url,
      contracts: main,
      set,
      kind: 'hosted',
      expectedFailuresOf: version,
      readOnly: !allowWrites,
      exclude: (i) => (allowWrites ? undefined : readOnlyExclusion(i)),
      forbidden: exampleValues(set.deviceId === EXAMPLE.deviceId),
    }),
  );
  runs.push(
    await runTarget({
      label: `${plan.where} ${plan.url} (hosted, wallet checkout)`,
      baseUrl: plan.url,
      contracts: wallet,
      set: noStates,
      kind: 'hosted',
      readOnly: true,
      exclude: () => WALLET_ONLY,
      forbidden: exampleValues(false),
    }),
  );
  return runs;
}

const noStates: StateSet = { states: {}, beforeEach: async () => {}, deviceId: '' };

// Actors: one cookie jar, device id and cart per person in a scenario. Calls go through the app's
// own client (`src/api`), switched to the actor for the duration of each action.
import { AsyncLocalStorage } from 'node:async_hooks';
import { WORLD_HEADER } from '#shared/schemas/mock-control-names.ts';
import { type ApiConfig, configureApi, scopeApiConfig } from '#src/api/client.ts';
import { scopeDeviceId, setDeviceId } from '#src/api/device-id.ts';
import { createMemoryCookieJar } from './cookie-jar.ts';
import { loggingFetch } from './exchange-log.ts';
import type { MockAccount } from './mock-control.ts';
import type { Actor, ActorDef, Target } from './types.ts';

const DEMO_DEVICE = 'demo-device';
export const NEW_ACCOUNT_PASSWORD = 'scenario-pass-1';

let serial = 0;

/** A unique, readable e-mail for an account a scenario signs up. */
function freshEmail(name: string): string {
  serial += 1;
  const stamp = `${Date.now().toString(36)}${serial.toString(36)}`;
  return `${name.toLowerCase()}.${stamp}@scenarios.bukka.test`;
}

/** The env variables holding fixture accounts for a target that is not the mock. */
const FIXTURE_ENV = {
  buyer: ['BUKKA_BUYER_EMAIL', 'BUKKA_BUYER_PASSWORD'],
  buyer2: ['BUKKA_BUYER2_EMAIL', 'BUKKA_BUYER2_PASSWORD'],
  vendor: ['BUKKA_VENDOR_EMAIL', 'BUKKA_VENDOR_PASSWORD'],
  vendor2: ['BUKKA_VENDOR2_EMAIL', 'BUKKA_VENDOR2_PASSWORD'],
  rider: ['BUKKA_RIDER_EMAIL', 'BUKKA_RIDER_PASSWORD'],
} as const;

type FixtureName = keyof typeof FIXTURE_ENV;

function fixture(name: FixtureName, env: NodeJS.ProcessEnv): { email: string; password: string } {
  const [emailKey, passwordKey] = FIXTURE_ENV[name];
  return { email: env[emailKey] ?? '', password: env[passwordKey] ?? '' };
}

/** Builds the actors of a scenario for a target. Unknown accounts stay empty (steps then skip). */
export function createActors(
  defs: Record<string, ActorDef>,
  target: Target,
  demo: MockAccount[],
  env: NodeJS.ProcessEnv = process.env,
): Record<string, Actor> {
  const actors: Record<string, Actor> = {};
  const fixtureDevice = env.BUKKA_DEVICE_ID || DEMO_DEVICE;
  for (const [name, def] of Object.entries(defs)) {
    let email = '';
    let password = '';
    let userId = '';
    let deviceId = def.deviceId ?? `scenario-${name.toLowerCase()}-${Date.now().toString(36)}`;
    if (def.account.kind === 'demo') {
      const role = def.account.role;
      if (target.isMock) {
        const account = demo.find((a) => a.role === role);
        email = account?.email ?? '';
        password = account?.password ?? '';
        userId = account?._id ?? '';
      } else {
        ({ email, password } = fixture(role, env));
      }
      deviceId = def.deviceId ?? (target.isMock ? DEMO_DEVICE : fixtureDevice);
    } else if (def.account.kind === 'new') {
      if (target.isMock) {
        email = freshEmail(name);
        password = NEW_ACCOUNT_PASSWORD;
      } else {
        ({ email, password } = fixture(def.account.fixture, env));
        deviceId = fixtureDevice;
      }
    }
    actors[name] = {
      name,
      def,
      jar: createMemoryCookieJar(),
      deviceId,
      email,
      password,
      userId,
      firstname: '',
      cart: [],
    };
  }
  return actors;
}

/** The API client config and device id of one scenario running beside others. */
type Scope = { api?: ApiConfig; deviceId?: string };
const scopes = new AsyncLocalStorage<Scope>();
let scoping = false;

/**
 * Runs `task` with an API client and a device id of its own: `actAs` inside it changes only this
 * task's, so scenarios can run side by side in one process (`--workers`).
 */
export function inOwnScope<T>(task: () => Promise<T>): Promise<T> {
  if (!scoping) {
    scopeApiConfig(() => scopes.getStore()?.api);
    scopeDeviceId(() => scopes.getStore()?.deviceId);
    scoping = true;
  }
  return scopes.run({}, task);
}

/** Points the app's API client at the target as this actor. */
export function actAs(target: Target, actor: Actor): void {
  const world = target.world;
  const api: ApiConfig = {
    baseUrl: target.baseUrl,
    // In a world of a shared mock, every call of the client names it too.
    cookieJar: world
      ? {
          headers: (url) => ({ ...actor.jar.headers(url), [WORLD_HEADER]: world }),
          onResponse: (url, headers) => actor.jar.onResponse(url, headers),
        }
      : actor.jar,
    fetch: loggingFetch,
    timeoutMs: 20_000,
  };
  const scope = scopes.getStore();
  if (scope) {
    scope.api = api;
    scope.deviceId = actor.deviceId;
    return;
  }
  configureApi(api);
  setDeviceId(actor.deviceId);
}

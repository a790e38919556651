import type { RequestObserver } from '../pipeline/pipeline-types.ts';
import type { RouteDef, RouteResponse } from '../routes/route-types.ts';
import type { CheckedBy, DriftProblem, DriftStore } from './drift-store.ts';
import { type ContractInteraction, contractVerdict, interactionsFor } from './pact-match.ts';
import { spineProblems } from './spine-check.ts';

// The drift check, an observer of the pipeline: each answer the proxy forwarded is checked against
// the endpoint's response schema in the spine, then against the contract's interaction that covers
// its request, and what it finds is kept per endpoint.

/** What the proxy's runner keeps of a forwarded answer for the observers (by the answer). */
export type Forwarded = {
  json: { value: unknown } | undefined;
  /** The session cookie's value when the backend set one (sign-in, a code). */
  sessionSet: string | undefined;
  multipart: boolean;
};

const PROBLEMS_PER_ANSWER = 5;
const NOT_MODIFIED = 304;

/** What an answer was checked against: an interaction, the client's schema only, or nothing. */
function checkedBy(spine: RouteDef | undefined, status: number, byContract: boolean): CheckedBy {
  if (byContract) return 'contract';
  if (!spine) return 'none';
  const ok = status >= 200 && status < 300;
  return !ok || spine.response ? 'schema' : 'none';
}

export function driftCheck(deps: {
  interactions: readonly ContractInteraction[];
  drift: DriftStore;
  forwarded: WeakMap<RouteResponse, Forwarded>;
  /** Routes made for paths the route table does not serve. */
  outsideSpine: WeakSet<RouteDef>;
}): RequestObserver {
  const { interactions, drift, forwarded, outsideSpine } = deps;
  return {
    hears: (route) => route.path.startsWith('/api'),
    answer: ({ route, request, answer }) => {
      const seen = forwarded.get(answer);
      if (!seen) return;
      const inSpine = !outsideSpine.has(route);
      // The browser revalidated its cached copy: an answer with no body to judge, not a drift.
      if (answer.status === NOT_MODIFIED) {
        drift.record({
          method: request.method,
          route: route.path,
          inSpine,
          path: request.path,
          status: answer.status,
          checkedBy: 'none',
          problems: [],
        });
        return;
      }
      const problems: Omit<DriftProblem, 'times' | 'firstAt' | 'status' | 'path'>[] = [];
      if (!inSpine) {
        problems.push({
          source: 'spine',
          text: `${request.method} ${request.path} is no endpoint of the spine (shared/schemas): the client never calls it`,
        });
      }
      const spine = inSpine ? route : undefined;
      const covering = interactionsFor(interactions, {
        method: request.method,
        path: request.path,
        rawQuery: request.rawQuery ?? '',
        headers: request.headers,
        body: request.body,
        multipart: seen.multipart,
      });
      const statusCovered = covering.length > 0;
      for (const text of spineProblems(
        spine,
        answer.status,
        seen.json,
        PROBLEMS_PER_ANSWER,
        statusCovered,
      ))
        problems.push({ source: 'spine', text });
      const verdict = contractVerdict(covering, answer.status, seen.json, PROBLEMS_PER_ANSWER);
      for (const text of verdict?.problems ?? [])
        problems.push({ source: 'contract', text, interaction: verdict?.interaction });
      drift.record({
        method: request.method,
        route: route.path,
        inSpine,
        path: request.path,
        status: answer.status,
        checkedBy: checkedBy(spine, answer.status, verdict !== undefined),
        unjudged: spine?.unjudged,
        problems,
      });
    },
  };
}

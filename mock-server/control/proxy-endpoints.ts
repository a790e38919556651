import { z } from 'zod';
import { endpoint } from '#shared/schemas/common.ts';
import type { ProxyStatus } from '../proxy/proxy-status.ts';
import { schemaOf } from './control-endpoints.ts';

// `/__mock/proxy`: what proxy mode (`--proxy URL`) has seen of the backend — per endpoint, the
// answers and the drifts from the client's schemas and the Pact contract — and its report.

const problemSchema = z.object({
  source: z.enum(['spine', 'contract', 'proxy']),
  text: z.string(),
  status: z.number().int(),
  path: z.string(),
  interaction: z.string().optional(),
  times: z.number().int(),
  firstAt: z.string(),
});

const endpointSchema = z.object({
  method: z.string(),
  route: z.string(),
  inSpine: z.boolean(),
  seen: z.number().int(),
  drifted: z.number().int(),
  contractChecked: z.number().int(),
  schemaOnly: z.number().int(),
  notCheckable: z.number().int(),
  statuses: z.record(z.string(), z.number().int()),
  problems: z.array(problemSchema),
  moreProblems: z.number().int(),
  unjudged: z.array(z.object({ field: z.string(), why: z.string() })),
  lastAt: z.string(),
});

const refusedSchema = z.object({
  method: z.string(),
  route: z.string(),
  times: z.number().int(),
  lastAt: z.string(),
});

/** `GET`/`DELETE /__mock/proxy` (`proxy/proxy-status.ts`). */
const proxyStatusSchema = schemaOf<ProxyStatus>()(
  z.object({
    on: z.boolean(),
    upstream: z.string().nullable(),
    allowWrites: z.boolean(),
    startedAt: z.string().nullable(),
    contractInteractions: z.number().int(),
    totals: z.object({
      forwarded: z.number().int(),
      checkedByContract: z.number().int(),
      checkedBySchemaOnly: z.number().int(),
      notCheckable: z.number().int(),
      drifted: z.number().int(),
      refusedWrites: z.number().int(),
      unreachable: z.number().int(),
    }),
    endpoints: z.array(endpointSchema),
    refused: z.array(refusedSchema),
    unjudged: z.array(
      z.object({ method: z.string(), route: z.string(), field: z.string(), why: z.string() }),
    ),
    report: z.string().nullable(),
  }),
);

export const proxyEndpoints = {
  proxy: endpoint({ method: 'GET', path: '/__mock/proxy', response: proxyStatusSchema }),
  clearProxy: endpoint({ method: 'DELETE', path: '/__mock/proxy', response: proxyStatusSchema }),
  /** The drift report as a self-contained HTML page. */
  proxyReport: endpoint({ method: 'GET', path: '/__mock/proxy/report', response: z.string() }),
};

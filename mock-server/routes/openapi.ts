import { z } from 'zod';
import { escapeMarkup } from '#shared/markup.ts';
import type { RouteDef } from './route-types.ts';

/** The body of every refusal (400, 401, 403, 404…): `{ "message": "<text>" }`. */
const messageResponseSchema = z.looseObject({ message: z.string() });

const jsonSchema = (schema: z.core.$ZodType) => {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  } catch {
    return {};
  }
};

const openapiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** An OpenAPI 3.1 document generated from the route table's zod schemas. */
export function buildOpenApi(routes: RouteDef[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    if (r.hidden) continue;
    const responses = r.response
      ? { 200: r.response, 400: messageResponseSchema }
      : { 200: undefined };
    const parameters: unknown[] = [...r.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    if (r.query) {
      const q = jsonSchema(r.query) as {
        properties?: Record<string, unknown>;
        required?: string[];
      };
      for (const [name, schema] of Object.entries(q.properties ?? {})) {
        parameters.push({
          name,
          in: 'query',
          required: q.required?.includes(name) ?? false,
          schema,
        });
      }
    }
    const op: Record<string, unknown> = {
      summary: r.summary,
      tags: r.tags,
      parameters,
      responses: Object.fromEntries(
        Object.entries(responses).map(([status, schema]) => [
          status,
          schema
            ? {
                description: Number(status) < 300 ? 'OK' : 'Error: `{ message }` (see the summary)',
                content: { 'application/json': { schema: jsonSchema(schema) } },
              }
            : {
                description:
                  'See the summary; errors are `{ message }` with the hosted status codes',
              },
        ]),
      ),
    };
    if (r.multipart) {
      op.requestBody = {
        content: {
          'multipart/form-data': { schema: r.body ? jsonSchema(r.body) : { type: 'object' } },
        },
      };
    } else if (r.body) {
      op.requestBody = { content: { 'application/json': { schema: jsonSchema(r.body) } } };
    }
    const key = openapiPath(r.path);
    paths[key] = { ...paths[key], [r.method.toLowerCase()]: op };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Bukka mock API',
      version: '1.0.0',
      description:
        'Offline emulation of the hosted marketplace API (/api) and its control API (/__mock). Money is naira on the wire. See docs/hosted-divergences.md.',
    },
    paths,
  };
}

/** A small browsable page listing every route (works in every transport, no CDN). */
export function docsPage(routes: RouteDef[]): string {
  const rows = routes
    .filter((r) => !r.hidden)
    .map(
      (r) =>
        `<tr><td><code>${r.method}</code></td><td><code>${escapeMarkup(r.path)}</code></td><td>${escapeMarkup(r.tags.join(', '))}</td><td>${escapeMarkup(r.summary)}${r.body ? `<details><summary>body</summary><pre>${escapeMarkup(JSON.stringify(jsonSchema(r.body), null, 2))}</pre></details>` : ''}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bukka mock API</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:top}pre{background:#f6f6f6;padding:.5rem;max-height:20rem;overflow:auto}</style>
</head><body><h1>Bukka mock API</h1><p>OpenAPI document: <a href="/__mock/openapi.json">/__mock/openapi.json</a> (Swagger UI under the Fastify server: <a href="/__mock/docs/ui">/__mock/docs/ui</a>). Demo accounts: <a href="/__mock/accounts">/__mock/accounts</a>.</p>
<table><thead><tr><th>method</th><th>path</th><th>tags</th><th>what</th></tr></thead><tbody>
${rows}
</tbody></table></body></html>`;
}

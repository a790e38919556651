import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { StatefulSet } from 'kubernetes-models/apps/v1';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { ConfigMap, Namespace, Service } from 'kubernetes-models/v1';
import { parseAllDocuments } from 'yaml';

// `npm run k8s:validate`: every manifest of deploy/kubernetes checked against the Kubernetes API
// schemas (the `kubernetes-models` package: its validators are compiled from Kubernetes' OpenAPI
// schemas and ship inside it, so this runs offline), then against each other: the StatefulSet's
// Service exists and selects its pods, the Ingress's backend is that Service.

type Doc = {
  apiVersion?: string;
  kind?: string;
  metadata?: { name?: string };
  [k: string]: unknown;
};
type Model = { validate(): void };

const MODELS: Record<string, new (doc: never) => Model> = {
  'v1/Namespace': Namespace,
  'v1/Service': Service,
  'v1/ConfigMap': ConfigMap,
  'apps/v1/StatefulSet': StatefulSet,
  'networking.k8s.io/v1/Ingress': Ingress,
};

type Manifest = { file: string; doc: Doc };

/** The YAML documents of `dir`'s *.yaml files (a document that does not parse is a problem). */
function readManifests(dir: string): { manifests: Manifest[]; problems: string[] } {
  const manifests: Manifest[] = [];
  const problems: string[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()) {
    for (const parsed of parseAllDocuments(readFileSync(join(dir, file), 'utf8'))) {
      if (parsed.errors.length > 0) problems.push(`${file}: ${parsed.errors[0]!.message}`);
      else if (parsed.contents) manifests.push({ file, doc: parsed.toJS() as Doc });
    }
  }
  return { manifests, problems };
}

/** Each manifest against its kind's schema. */
function schemaProblems({ file, doc }: Manifest): string[] {
  const name = `${file}: ${doc.kind ?? '?'} ${doc.metadata?.name ?? '?'}`;
  const Model = MODELS[`${doc.apiVersion}/${doc.kind}`];
  if (!Model) return [`${name}: no schema here for ${doc.apiVersion}/${doc.kind}`];
  try {
    new Model(doc as never).validate();
    return [];
  } catch (error) {
    return [`${name}: ${(error as Error).message}`];
  }
}

/** What the manifests say of each other. */
function crossProblems(manifests: Manifest[]): string[] {
  const problems: string[] = [];
  const of = (kind: string) =>
    manifests.filter((m) => m.doc.kind === kind).map((m) => m.doc as never);
  const services = of('Service') as {
    metadata: { name: string };
    spec: { selector?: Record<string, string> };
  }[];
  for (const set of of('StatefulSet') as {
    metadata: { name: string };
    spec: { serviceName?: string; template: { metadata?: { labels?: Record<string, string> } } };
  }[]) {
    const service = services.find((s) => s.metadata.name === set.spec.serviceName);
    if (!service)
      problems.push(`StatefulSet ${set.metadata.name}: no Service "${set.spec.serviceName}"`);
    const labels = set.spec.template.metadata?.labels ?? {};
    const selects = Object.entries(service?.spec.selector ?? {}).every(([k, v]) => labels[k] === v);
    if (service && !selects)
      problems.push(
        `Service ${service.metadata.name} does not select the pods of ${set.metadata.name}`,
      );
  }
  for (const ingress of of('Ingress') as {
    metadata: { name: string };
    spec: { rules?: { http?: { paths: { backend: { service?: { name: string } } }[] } }[] };
  }[]) {
    for (const path of ingress.spec.rules?.flatMap((r) => r.http?.paths ?? []) ?? []) {
      const name = path.backend.service?.name;
      if (!services.some((s) => s.metadata.name === name))
        problems.push(`Ingress ${ingress.metadata.name}: no Service "${name}"`);
    }
  }
  return problems;
}

/** Every problem of the manifests in `dir` (none: they are valid). */
export function validateManifests(dir: string): { count: number; problems: string[] } {
  const { manifests, problems } = readManifests(dir);
  return {
    count: manifests.length,
    problems: [...problems, ...manifests.flatMap(schemaProblems), ...crossProblems(manifests)],
  };
}

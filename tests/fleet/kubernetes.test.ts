import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SAID_MAP, WORLD_MAPS } from '../../scripts/fleet/nginx-conf.ts';
import { findNginx } from '../../scripts/fleet/nginx-process.ts';
import { validateManifests } from '../../scripts/kubernetes/validate-manifests.ts';

// deploy/kubernetes: valid against the Kubernetes API schemas (offline), consistent with each
// other, and routing by world with the same maps as the fleet's nginx — in a config nginx accepts.

const DIR = resolve(import.meta.dirname, '../../deploy/kubernetes');
const read = (file: string) => parse(readFileSync(join(DIR, file), 'utf8'));
/** A snippet's lines without their indentation. */
const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

describe('the Kubernetes manifests', () => {
  it('are valid against the Kubernetes schemas and name each other', () => {
    expect(validateManifests(DIR)).toEqual({ count: 5, problems: [] });
  });

  it('a manifest that breaks a schema or names a missing Service is refused, saying where', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bukka-k8s-'));
    try {
      const set = readFileSync(join(DIR, 'statefulset.yaml'), 'utf8')
        .replace('containerPort: 4010', 'containerPort: "4010"')
        .replace('serviceName: bukka-mock', 'serviceName: bukka-mocks');
      writeFileSync(join(dir, 'statefulset.yaml'), set);
      writeFileSync(join(dir, 'service.yaml'), readFileSync(join(DIR, 'service.yaml')));
      const { problems } = validateManifests(dir);
      expect(problems).toEqual([
        expect.stringMatching(
          /^statefulset\.yaml: StatefulSet bukka-mock: .*containerPort must be integer/,
        ),
        'StatefulSet bukka-mock: no Service "bukka-mocks"',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('ingress-nginx reads the world a request names with the fleet’s own maps', () => {
    const snippet = read('ingress-nginx-configmap.yaml').data['http-snippet'] as string;
    const text = lines(snippet).join('\n');
    expect(text).toContain(lines(WORLD_MAPS).join('\n'));
    expect(text).toContain(lines(SAID_MAP).join('\n'));
  });

  it('the ingress-nginx snippets make a config nginx accepts', async () => {
    const nginx = await findNginx();
    const http = read('ingress-nginx-configmap.yaml').data['http-snippet'] as string;
    const server = read('ingress.yaml').metadata.annotations[
      'nginx.ingress.kubernetes.io/server-snippet'
    ] as string;
    const dir = mkdtempSync(join(tmpdir(), 'bukka-k8s-nginx-'));
    try {
      mkdirSync(join(dir, 'temp'));
      const conf = `pid ${dir}/nginx.pid;
events {}
http {
  client_body_temp_path ${dir}/temp;
  proxy_temp_path ${dir}/temp;
  fastcgi_temp_path ${dir}/temp;
  uwsgi_temp_path ${dir}/temp;
  scgi_temp_path ${dir}/temp;
${http}
  server {
    listen 127.0.0.1:1;
${server}
    location / { proxy_pass http://127.0.0.1:2; }
  }
}
`;
      writeFileSync(join(dir, 'nginx.conf'), conf);
      execFileSync(nginx, ['-t', '-q', '-c', join(dir, 'nginx.conf'), '-p', dir, '-e', 'stderr']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

import { networkInterfaces } from 'node:os';
import { bindsLoopbackOnly } from './adapters/request-guard.ts';

export type ExposureInput = {
  host: string;
  port: number;
  /** The token the control API requires, if any. */
  controlToken?: string;
  /** True when the mock made the token up (none was given). */
  tokenGenerated: boolean;
  allowedHosts: readonly string[];
};

/** URLs other machines can use when the mock listens on every interface. */
function networkUrls(host: string, port: number): string[] {
  if (host !== '0.0.0.0' && host !== '::') return [`http://${host}:${port}`];
  const out: string[] = [];
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) {
      if (a.internal || a.family !== 'IPv4') continue;
      out.push(`http://${a.address}:${port}`);
    }
  }
  return out;
}

/**
 * What the start banner says about who can reach the mock: a warning when it listens beyond this
 * machine, the control token (and the panel link that carries it) when one is required.
 */
export function exposureLines(input: ExposureInput): string[] {
  const lines: string[] = [];
  const exposed = !bindsLoopbackOnly(input.host);
  if (exposed) {
    lines.push(
      `WARNING: listening on ${input.host}, beyond this machine: anyone on the network can use this mock's API (fake data only; never put real data in it).`,
    );
    for (const url of networkUrls(input.host, input.port)) lines.push(`  reachable at ${url}`);
  }
  if (input.controlToken) {
    const why = exposed ? 'the mock listens beyond loopback' : '--control-token was given';
    lines.push(
      `Control API (/__mock) needs the token ${input.controlToken} (${why}${input.tokenGenerated ? '; generated now: set --control-token or MOCK_CONTROL_TOKEN to choose one' : ''}).`,
      '  Scripts send it as the X-Mock-Token header; a browser opens the panel link below once.',
    );
  }
  if (exposed || input.allowedHosts.length > 0) {
    const extra = input.allowedHosts.length > 0 ? `, ${input.allowedHosts.join(', ')}` : '';
    lines.push(
      `Accepted Host names: localhost, 127.0.0.1, [::1], ${exposed ? "this machine's addresses" : input.host}${extra} (--allowed-host adds more).`,
    );
  }
  return lines;
}

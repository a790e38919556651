// The servers the e2e specs start themselves (the static demo's hosts, the proxy, the scenario
// CLI's in-process mock) listen on a port of E2E_SIDE_PORTS ("4450-4469") when it is given, so a
// whole run can be kept within a range of ports on a machine shared with others; without it, on
// any free port. Specs in parallel workers take the ports in turn: one in use is skipped.
import { freePort } from '#mock/free-port.ts';

/** The ports of E2E_SIDE_PORTS, or none (any free port). */
export function sidePorts(): number[] {
  const range = process.env.E2E_SIDE_PORTS;
  if (!range) return [];
  const match = /^(\d+)-(\d+)$/.exec(range.trim());
  const [from, to] = match ? [Number(match[1]), Number(match[2])] : [Number.NaN, Number.NaN];
  if (!(from > 0 && to >= from && to < 65536))
    throw new Error(`E2E_SIDE_PORTS must be a range such as 4450-4469, not "${range}"`);
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

const inUse = (error: unknown) => (error as NodeJS.ErrnoException).code === 'EADDRINUSE';

/** `listen(port)` on the first free port of the range (or port 0 without one). */
export async function listenOnSidePort<T>(listen: (port: number) => Promise<T>): Promise<T> {
  const ports = sidePorts();
  if (ports.length === 0) return listen(0);
  for (const port of ports) {
    try {
      return await listen(port);
    } catch (error) {
      if (!inUse(error)) throw error;
    }
  }
  throw new Error(`every port of E2E_SIDE_PORTS (${process.env.E2E_SIDE_PORTS}) is in use`);
}

/** A port of the range nobody listens on right now, for a server another process starts. */
export function freeSidePort(): Promise<number> {
  return listenOnSidePort(freePort);
}

import type { RouteResponse } from '../routes/route-types.ts';
import { onDiskOf } from '../state/durable-writes.ts';
import type { RouteRunner } from './pipeline-types.ts';

/**
 * `run`, with a write in a world kept on disk answered only once its changes are flushed
 * (`state/durable-writes.ts`). Reads, and every request of a world nothing keeps, pass as they
 * were (no promise added).
 */
export function durableRunner(run: RouteRunner): RouteRunner {
  return (route, request, world) => {
    const answer = run(route, request, world);
    if (route.readOnly) return answer;
    const onDisk = onDiskOf(world);
    if (!onDisk) return answer;
    return Promise.resolve(answer).then(async (sent: RouteResponse) => {
      await onDisk();
      return sent;
    });
  };
}

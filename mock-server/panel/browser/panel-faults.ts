// The panel's faults: inject one, clear them all. They act on every mock, a proxying one too (a
// fault acts before the backend is asked), so proxy mode keeps them beside its own view.
import type { z } from 'zod';
import type { faultRequest } from '../../domain/plumbing/faults.ts';
import {
  $,
  call,
  checkConnection,
  every2s,
  panelApi,
  refreshAfterActions,
  run,
} from './panel-io.ts';
import { faultsTable } from './panel-tables.ts';

/** An optional number field: empty is left out. */
const num = (v: string): number | undefined => (v === '' ? undefined : Number(v));
const value = (id: string): string => $<HTMLInputElement | HTMLSelectElement>(id).value;

/** The body of `POST /__mock/faults`, as the route parses it. */
type FaultBody = z.input<typeof faultRequest>;

/** Wires the fault form and its Clear button. */
export function listenFaults(): void {
  $('fault-form').addEventListener(
    'submit',
    run('Fault', async () => {
      const network = $<HTMLInputElement>('f-network').checked;
      const body: FaultBody = {
        method: value('f-method'),
        path: value('f-path').trim(),
        times: num(value('f-times')),
      };
      if (network) body.networkError = true;
      else {
        body.status = num(value('f-status'));
        body.message = value('f-message');
        body.delayMs = num(value('f-delay'));
      }
      await call(panelApi.addFault, { body });
      return `Fault injected on ${body.method} ${body.path}.`;
    }),
  );
  $('faults-clear').addEventListener(
    'click',
    run('Clear faults', async () => {
      await call(panelApi.clearFaults);
      return 'All faults cleared.';
    }),
  );
}

async function refreshFaults(): Promise<void> {
  $('faults').innerHTML = faultsTable(await call(panelApi.faults));
}

/** The controls of a proxying mock's panel: only the faults (the world's would change nothing). */
export function startFaultControls(): void {
  listenFaults();
  void checkConnection();
  refreshAfterActions(refreshFaults);
  every2s(refreshFaults);
}

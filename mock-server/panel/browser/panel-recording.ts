// The panel's scenario recorder (issue 31): Record / Stop on the page's world, what is kept so
// far, and Download scenario (the recording written in the scenarios' DSL, GET
// /__mock/worlds/:id/recording/scenario).
import { $, call, messageOf, pageWorld, panelApi, say } from './panel-io.ts';

type RecordingState = {
  on: boolean;
  count?: number;
  entries?: unknown[];
  stoppedBecause: string | null;
};

const base = `/__mock/worlds/${encodeURIComponent(pageWorld)}/recording`;

function show(state: RecordingState | undefined): void {
  const count = state?.count ?? state?.entries?.length ?? 0;
  const text = !state
    ? 'Not recording.'
    : state.on
      ? `Recording: ${count} request${count === 1 ? '' : 's'} kept.`
      : `Stopped: ${count} request${count === 1 ? '' : 's'} recorded.${state.stoppedBecause ? ` ${state.stoppedBecause}` : ''}`;
  $('record-state').textContent = text;
  const link = $<HTMLAnchorElement>('record-download');
  link.hidden = !state || count === 0;
  const name = $<HTMLInputElement>('record-name').value || 'recorded';
  link.href = `${base}/scenario?name=${encodeURIComponent(name)}`;
  link.download = `${name}.ts`;
}

async function refresh(): Promise<void> {
  try {
    show(await call(panelApi.recording, { params: { id: pageWorld } }));
  } catch {
    show(undefined);
  }
}

async function act(action: 'start' | 'stop'): Promise<void> {
  try {
    show(await call(panelApi.record, { params: { id: pageWorld }, body: { action } }));
    say(action === 'start' ? `Recording world ${pageWorld}.` : 'Recording stopped.');
  } catch (e) {
    say(`Recording could not ${action}: ${messageOf(e)}`, true);
  }
}

export function startRecording(): void {
  $('record-start').addEventListener('click', () => act('start'));
  $('record-stop').addEventListener('click', () => act('stop'));
  $('record-name').addEventListener('input', () => refresh());
  void refresh();
  setInterval(() => {
    if (document.visibilityState === 'visible') void refresh();
  }, 2_000);
}

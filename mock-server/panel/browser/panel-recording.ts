// The panel's scenario recorder: Record / Stop on the page's world, what is kept so
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

// The control API's rule for a scenario's name (it is a file name under scenarios/defs/). Checked
// here too: Record is not a submit button, so the field's `pattern` alone would never be enforced,
// and a bad name only failed later, when its download answered 400.
const NAME = /^[a-z][a-z0-9-]{0,59}$/;
const HELP =
  'Lower-case letters, digits and hyphens, starting with a letter (at most 60), e.g. adaeze-pays.';

/** A kebab-case name close to what was typed ("Adaeze pays" → "adaeze-pays"), if there is one. */
function kebabName(text: string): string {
  const name = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^[^a-z]+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return NAME.test(name) ? name : '';
}

/** Why `text` is not a scenario name, or '' when it is one. */
function nameProblem(text: string): string {
  if (NAME.test(text)) return '';
  if (text.trim() === '') return 'Give the scenario a name, e.g. adaeze-pays.';
  const close = kebabName(text);
  return `“${text}” cannot be a scenario name: use lower-case letters, digits and hyphens, starting with a letter (at most 60)${close ? `, e.g. ${close}` : ''}.`;
}

/** Shows under the field why the name is refused (or the rule); true when the name is good. */
function checkName(): boolean {
  const input = $<HTMLInputElement>('record-name');
  const help = $('record-name-help');
  const problem = nameProblem(input.value);
  help.textContent = problem || HELP;
  help.className = problem ? 'small error' : 'small';
  if (problem) input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
  return !problem;
}

function show(state: RecordingState | undefined): void {
  const count = state?.count ?? state?.entries?.length ?? 0;
  const text = !state
    ? 'Not recording.'
    : state.on
      ? `Recording: ${count} request${count === 1 ? '' : 's'} kept.`
      : `Stopped: ${count} request${count === 1 ? '' : 's'} recorded.${state.stoppedBecause ? ` ${state.stoppedBecause}` : ''}`;
  $('record-state').textContent = text;
  const link = $<HTMLAnchorElement>('record-download');
  // A name the download would refuse offers no download (the field says why).
  const good = checkName();
  link.hidden = !state || count === 0 || !good;
  const name = $<HTMLInputElement>('record-name').value;
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
  if (action === 'start' && !checkName()) {
    say(`Not recording: ${nameProblem($<HTMLInputElement>('record-name').value)}`, true);
    $('record-name').focus();
    return;
  }
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

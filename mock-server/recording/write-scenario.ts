// A recording written as a scenario module: the scenarios' own DSL, readable and
// editable. One step per action — the requests a person's action made (a mutation, or a read
// whose answer a later step needs) — with the actors named by role, ids turned into references to
// the answers they came from (`{orderId}`, `{buyer.id}`, `{buyer.device}`), the sign-in code read
// from the outbox by the existing steps, and checks on each answer's status and fields — relative
// to where the recording began (counts and balances by how far they moved), so the scenario
// replays in any world, however used the recording's was. Pure: the
// mock serves it (the panel's Download) and `npm run scenarios:record` writes it to a file. What
// it learns first (actors, references) is in scenario-refs.ts, each entry's step in
// scenario-steps.ts; here the steps, actors and imports become the file's text.
import type { RecordingDocument } from './recorder.ts';
import { learnRecording, type WriterState } from './scenario-refs.ts';
import { type StepState, writeSteps } from './scenario-steps.ts';
import { camel, literal } from './scenario-text.ts';

export function writeScenario(recording: RecordingDocument, name: string): string {
  const writer = learnRecording(recording.entries);
  return scenarioText(recording, name, writeSteps(writer));
}

/** Each actor's definition: its role, its account (none, new or demo) and its device. */
function actorLines({ entries, actors, counts }: WriterState): string[] {
  const signedUp = new Set(
    entries
      .filter((e) => e.route === '/api/users/register' && e.status === 200)
      .map((e) => e.actor?.id),
  );
  return [...actors.values()].map((a) => {
    const role = a.recorded?.role ?? 'visitor';
    const account = !a.recorded
      ? "{ kind: 'none' }"
      : signedUp.has(a.recorded.id)
        ? `{ kind: 'new', fixture: '${counts.buyer && a.name !== 'buyer' ? 'buyer2' : 'buyer'}' }`
        : `{ kind: 'demo', role: '${role === 'visitor' ? 'buyer' : role}' }`;
    const note =
      a.recorded && !a.recorded.demo && !signedUp.has(a.recorded.id)
        ? ` // recorded as ${a.recorded.email}: replayed as the demo ${role}`
        : '';
    const device = a.device ? `, deviceId: ${literal(a.device, '')}` : '';
    return `    ${a.name}: { role: '${role}', account: ${account}${device} },${note}`;
  });
}

/** The module's text: the header, the imports, the actors and the steps. */
function scenarioText(recording: RecordingDocument, name: string, state: StepState): string {
  const { steps, imports, writer } = state;
  const importLines = [
    "import type { Scenario } from '#scenarios/core/types.ts';",
    ...[...imports.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(
        ([module, fns]) =>
          `import { ${[...fns].sort().join(', ')} } from '#scenarios/steps/${module}.ts';`,
      ),
  ];
  const constName = camel(name);
  const who = [...writer.actors.values()].map((a) => a.name).join(', ');
  const stopped = recording.stoppedBecause ? `\n// Note: ${recording.stoppedBecause}` : '';
  const stepLines = steps.map((s) => {
    // The comments first (the request recorded, a note), then the step's code.
    const lines = s.split('\n');
    const comments = lines.slice(
      0,
      Math.max(
        1,
        lines.findIndex((l) => !l.startsWith('//')),
      ),
    );
    const code = lines.slice(comments.length);
    return `${comments.map((c) => `    ${c}\n`).join('')}    ${code.join('\n')},`;
  });
  return `// Recorded (seed ${recording.seed}, checkout ${recording.checkout}, profile ${recording.profile}) from ${recording.startedAt}: ${recording.entries.length} requests → ${steps.length} steps (npm run scenarios:record).
// Edit freely: {name} in a path, query or body is a value an earlier step remembered, {actor.id},
// {actor.email} and {actor.device} are the actor's; each comment names the request recorded.
// Checks are relative to where the recording began: it replays in any world. A count or a balance
// is checked by how far it moved (changedBy) since the actor's first look at it, and a thing from
// before the recording ({pastOrderId}) by its status only.${stopped}
${importLines.join('\n')}

export const ${constName}: Scenario = {
  name: '${name}',
  title: '${name} (recorded)',
  description: ${literal(`Recorded journey of ${who} (${recording.entries.length} requests), replayed from seed ${recording.seed}.`, '  ')},
  seed: ${literal(recording.seed, '')},
  keepGoing: true,
  actors: {
${actorLines(writer).join('\n')}
  },
  steps: [
${stepLines.join('\n')}
  ],
};
`;
}

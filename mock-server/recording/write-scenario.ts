// A recording written as a scenario module: the scenarios' own DSL, readable and
// editable. One step per action — the requests a person's action made (a mutation, or a read
// whose answer a later step needs) — with the actors named by role, ids turned into references to
// the answers they came from (`{orderId}`, `{buyer.id}`, `{buyer.device}`), the sign-in code read
// from the outbox by the existing steps, and checks on each answer's status and fields. Pure: the
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
    const [comment, ...code] = s.split('\n');
    return `    ${comment}\n    ${code.join('\n')},`;
  });
  return `// Recorded (seed ${recording.seed}, checkout ${recording.checkout}, profile ${recording.profile}) from ${recording.startedAt}: ${recording.entries.length} requests → ${steps.length} steps (npm run scenarios:record).
// Edit freely: {name} in a path, query or body is a value an earlier step remembered, {actor.id},
// {actor.email} and {actor.device} are the actor's; each comment names the request recorded.${stopped}
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

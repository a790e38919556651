import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// The order `npm run test:unit` hands its files to the two workers. Vitest's own order puts the
// files it has timed before (node_modules/.vite/vitest/…/results.json) longest first, but a fresh
// clone or CI has no such record: it then sorts by file size, by project name, so the longest file
// (state-dir.test.ts, a third of a minute alone) could start late and run on while the other
// worker sat idle. Here the known-long files start first, whatever the cache holds, and the many
// short files come last, where they even out the two workers' ends.

/**
 * The projects in the order they run: the mock's files hold the longest ones; the client's rules
 * (a fresh process per file, each under a second) fill the end. A worker is kept only while the
 * next file is of the same project, so each project's files stay together.
 */
const PROJECT_ORDER = ['unit', 'component', 'unit-client'];

/**
 * Files known to take long, with rough wall seconds on the 2-core machine (from timed runs; only
 * their ranking matters), longest first; every other file follows in Vitest's own order. A file
 * missing here only starts later than it could: the list needs no care beyond the longest dozen.
 */
const KNOWN_LONG: Record<string, number> = {
  'unit:mock-server/state/state-dir.test.ts': 45,
  'unit:mock-server/routes/orders-routes.test.ts': 12,
  'unit:tests/contracts/verify/hosted-run.test.ts': 11,
  'unit:mock-server/control/control-routes.test.ts': 10,
  'unit:mock-server/routes/card-webhook.test.ts': 7,
  'unit:mock-server/adapters/refused-keep-alive.test.ts': 7,
  'unit:tests/security/upload-limits.test.ts': 17,
  'unit:mock-server/worlds/snapshot-upload.test.ts': 6,
  'unit:mock-server/worlds/isolation.property.test.ts': 6,
  'unit:mock-server/control/world-memory.test.ts': 5,
  'unit:scenarios/cli/pipe-output.test.ts': 7,
  'component:src/app/session-and-toasts.test.tsx': 4,
  'component:src/features/auth/auth-screens.test.tsx': 4,
};

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const base = await super.sort(files);
    const root = this.ctx.config.root;
    const key = (spec: TestSpecification) =>
      `${spec.project.name}:${relative(root, spec.moduleId)}`;
    const projectRank = (spec: TestSpecification) => {
      const i = PROJECT_ORDER.indexOf(spec.project.name);
      return i === -1 ? PROJECT_ORDER.length : i;
    };
    const position = new Map(base.map((spec, i) => [spec, i]));
    return [...base].sort(
      (a, b) =>
        projectRank(a) - projectRank(b) ||
        (KNOWN_LONG[key(b)] ?? 0) - (KNOWN_LONG[key(a)] ?? 0) ||
        position.get(a)! - position.get(b)!,
    );
  }
}

// The component files share a worker (vitest.config.ts: `isolate: false`), so jsdom, React, msw
// and the mock's world are loaded once per worker instead of once per file. What a file must not
// inherit from the file before it is reset here, before the file's own imports:
// - the app's modules (src/, and the test helpers that import them): evaluated again for each
//   file, so module state (the API client's config, the toast queue, stores, payments in flight)
//   starts as in a fresh process, and a file's `vi.mock` reaches every screen it imports (a screen
//   evaluated for an earlier file would keep that file's real or mocked modules). The mock's
//   domain (mock-server/, shared/, tests/support/mock/) is kept: the world is reset between tests
//   by tests/setup/component.ts, and its modules keep no state outside the world;
// - the page: storage, the URL, the document's title, head and body, fake timers and
//   stubbed globals.
import { resolve } from 'node:path';
import { vi } from 'vitest';

type ModuleNode = { importers: Set<string> };
type EvaluatedModules = {
  idToModuleMap: Map<string, ModuleNode>;
  invalidateModule(node: ModuleNode): void;
};

// (A path, not `new URL(…, import.meta.url)`: jsdom's URL is the global here.)
const root = `${resolve(import.meta.dirname, '../..')}/`;
const kept = [`${root}tests/support/mock/`];
const reset = [`${root}src/`, `${root}demo/`, `${root}tests/support/`];
// Libraries with module state the app's modules drive (the toasts shown, their containers); they
// are bundled into the test's modules for that (vitest.config.ts, `server.deps.inline`).
const resetLibraries = ['/node_modules/react-toastify/'];

const isReset = (id: string): boolean => {
  const path = id.replace(/^mock:/, '');
  if (kept.some((dir) => path.startsWith(dir))) return false;
  return (
    reset.some((dir) => path.startsWith(dir)) || resetLibraries.some((dir) => path.includes(dir))
  );
};

function resetAppModules(): void {
  // Vitest's module map of this worker (Vite's EvaluatedModules: what `vi.resetModules()` resets).
  const modules = (globalThis as { __vitest_worker__?: { evaluatedModules?: EvaluatedModules } })
    .__vitest_worker__?.evaluatedModules;
  if (!modules?.idToModuleMap || typeof modules.invalidateModule !== 'function') {
    throw new Error(
      "tests/setup/component-file-reset.ts: vitest's module map was not found (a vitest upgrade?); the component files cannot share a worker without it",
    );
  }
  for (const [id, node] of modules.idToModuleMap) {
    if (!isReset(id)) continue;
    // Evaluated again on the next import, its transform fetched again: the transform's metadata
    // names the mock a file gave the module, and the next file's mock must be its own.
    modules.invalidateModule(node);
    node.importers.clear();
  }
}

function resetPage(): void {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.title = '';
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const element of [document.documentElement, document.body]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  }
}

resetAppModules();
resetPage();

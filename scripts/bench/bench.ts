// `npm run bench [-- --only CASE[,CASE…]] [--quick] [the cases' own flags]` — prints figures (not a
// test). Runs the bench cases (cases.ts: mock, worlds, web, memory, state, tiles, bisect), each in
// a process of its own so that no case's heap, collector or servers colour the next one's figures;
// every case but bisect (it needs FROM) when none is named. The flags after `--only` are passed to
// every case run, each reading its own; `--quick` adds each case's smallest run after them. The
// bundled mock is built once first when a case starts it (`--no-build` keeps the one there).
// `--help` lists the cases and their flags.
import { execFileSync, spawn } from 'node:child_process';
import { BENCH_CASES, type BenchCase } from './cases.ts';

const argv = process.argv.slice(2);
const argOf = (name: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const caseNamed = (name: string) => BENCH_CASES.find((c) => c.name === name);

/** A case named by `--case NAME`: this is its process, started by the loop below. */
const inCase = argOf('case');
if (inCase) {
  await caseNamed(inCase)!.load();
} else {
  process.exitCode = await runCases();
}

function help(): void {
  console.log('npm run bench [-- --only CASE[,CASE…]] [--quick] [flags]\n');
  for (const c of BENCH_CASES) {
    console.log(`--only ${c.name}${c.namedOnly ? ' (only when named)' : ''}: ${c.what}`);
    for (const [flag, text] of c.flags) console.log(`    ${flag.padEnd(28)} ${text}`);
    console.log(`    --quick adds: ${c.quick || '(nothing: it is small already)'}`);
  }
}

async function runCases(): Promise<number> {
  if (argv.includes('--help')) {
    help();
    return 0;
  }
  const only = argOf('only')?.split(',').filter(Boolean);
  const unknown = (only ?? []).filter((name) => !caseNamed(name));
  if (unknown.length > 0) {
    console.error(
      `npm run bench: no case ${unknown.join(', ')}; the cases: ${BENCH_CASES.map((c) => c.name).join(', ')}`,
    );
    return 2;
  }
  const chosen = only
    ? only.map((name) => caseNamed(name)!)
    : BENCH_CASES.filter((c) => !c.namedOnly);
  const i = argv.indexOf('--only');
  const passed = (i >= 0 ? [...argv.slice(0, i), ...argv.slice(i + 2)] : argv).filter(
    (a) => a !== '--quick',
  );
  if (chosen.some((c) => c.bundle) && !argv.includes('--no-build')) {
    console.log('Building the mock bundle (dist-mock/server.mjs) …');
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-mock.ts'], {
      stdio: 'inherit',
    });
  }
  let worst = 0;
  for (const c of chosen) {
    const quick = argv.includes('--quick') ? c.quick.split(' ').filter(Boolean) : [];
    const flags = [...passed, ...quick];
    console.log(`\n== bench ${c.name}${flags.length ? ` ${flags.join(' ')}` : ''}\n`);
    const code = await runCase(c, flags);
    if (code !== 0) console.log(`\n(bench ${c.name} exited ${code})`);
    worst ||= code;
  }
  return worst;
}

/** The case in a child process (its own node options), its output straight through. */
function runCase(c: BenchCase, flags: string[]): Promise<number> {
  const args = [...(c.node ?? []), '--import', 'tsx', import.meta.filename, '--case', c.name];
  const child = spawn(process.execPath, [...args, ...flags], { stdio: 'inherit' });
  return new Promise((done) =>
    child.once('exit', (code, signal) => done(code ?? (signal ? 1 : 0))),
  );
}

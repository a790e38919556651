import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type GatewayConfig, nginxConf } from './nginx-conf.ts';

// The gateway's nginx: no system service — its own config file in the fleet's directory, started
// in the foreground as a child of the supervisor (`nginx -c FILE -p DIR`), reloaded with
// `nginx -s reload` and the same -c/-p when the routes change, and stopped with the fleet.

const run = promisify(execFile);

/** Where nginx is looked for (Debian's package puts it in /usr/sbin, often not on a user's PATH). */
const CANDIDATES = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'];

const NGINX_MISSING =
  "nginx is not installed: the fleet's gateway is Debian's nginx package. Install it with `sudo apt-get install nginx` (Debian, Ubuntu; `.ci/run` does it), `brew install nginx` (macOS), or set NGINX_BIN to its path.";

/** The nginx binary: NGINX_BIN, else the usual places, else `nginx` on the PATH; throws when none. */
export async function findNginx(env = process.env): Promise<string> {
  const given = env.NGINX_BIN;
  if (given) {
    if (!existsSync(given)) throw new Error(`NGINX_BIN=${given} does not exist. ${NGINX_MISSING}`);
    return given;
  }
  const found = CANDIDATES.find((path) => existsSync(path));
  if (found) return found;
  try {
    await run('nginx', ['-v']);
    return 'nginx';
  } catch {
    throw new Error(NGINX_MISSING);
  }
}

export type Gateway = {
  readonly configFile: string;
  pid(): number | undefined;
  generation(): number;
  /** Writes the config with `change` applied, reloads nginx and waits until it serves it. */
  update(change: Partial<Pick<GatewayConfig, 'home' | 'moved' | 'movingRetryS'>>): Promise<void>;
  config(): GatewayConfig;
  stop(): Promise<void>;
};

/** The generation nginx serves now (on a new connection, so the workers of the last load answer). */
function servedGeneration(config: GatewayConfig): Promise<number | undefined> {
  return new Promise((done) => {
    const req = get(
      { host: config.host, port: config.port, path: '/__mock/fleet/config', agent: false },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        res.on('end', () => {
          const n = /"generation":(\d+)/.exec(text)?.[1];
          done(n === undefined ? undefined : Number(n));
        });
      },
    );
    req.setTimeout(2_000, () => req.destroy());
    req.on('error', () => done(undefined));
  });
}

async function waitForGeneration(config: GatewayConfig, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 15_000;
  while ((await servedGeneration(config)) !== config.generation) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode})`);
    if (Date.now() > deadline)
      throw new Error(`nginx did not serve config generation ${config.generation} in 15 s`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Writes nginx.conf into `initial.dir`, checks it (`nginx -t`) and starts nginx on it. */
export async function startGateway(
  initial: GatewayConfig,
  log: (line: string) => void,
): Promise<Gateway> {
  const bin = await findNginx();
  let config = initial;
  const configFile = join(config.dir, 'nginx.conf');
  const args = ['-c', configFile, '-p', config.dir, '-e', 'stderr'];
  await mkdir(join(config.dir, 'temp'), { recursive: true });
  // nginx's workers (nobody, when started as root) must reach their temp folders.
  await chmod(config.dir, 0o755);
  await writeFile(configFile, nginxConf(config));
  try {
    await run(bin, ['-t', '-q', ...args]);
  } catch (error) {
    throw new Error(`nginx -t refused ${configFile}: ${(error as { stderr?: string }).stderr}`);
  }
  const child = spawn(bin, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr?.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().trimEnd().split('\n')) log(`[nginx] ${line}`);
  });
  await waitForGeneration(config, child);
  let queue: Promise<void> = Promise.resolve();
  return {
    configFile,
    pid: () => child.pid,
    generation: () => config.generation,
    config: () => config,
    update(change) {
      // One reload at a time, each waited for: a route is live when this resolves.
      const next = queue.then(async () => {
        config = { ...config, ...change, generation: config.generation + 1 };
        await writeFile(configFile, nginxConf(config));
        await run(bin, ['-s', 'reload', ...args]);
        await waitForGeneration(config, child);
      });
      queue = next.catch(() => undefined);
      return next;
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

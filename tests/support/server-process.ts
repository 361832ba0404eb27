import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { serverArguments } from '../../scripts/build-server';
import { REPO_ROOT } from '../../server/repo-root';

// No vitest import here: bench/load.bench.ts starts its servers with this too.

/** One real app server in a process of its own, on a loopback port. */
export interface ServerProcess {
  readonly name: string;
  readonly url: string;
  readonly child: ChildProcess;
  /** Everything it printed so far (for failure messages and the shutdown test). */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  readonly exited: Promise<number | null>;
  /** Sends `signal` and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server as `npm start` does (its bundle, dist-server/main.mjs, built from this tree's
 * sources by the process's first start) with `env` on a free loopback port and waits until
 * /api/health answers. The server runs exactly as in production: its own process, pool and memory.
 */
export async function startServerProcess(name: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, await serverArguments(), {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), SEED_SCALE: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let ended = false;
  void exited.then(() => (ended = true));

  // A ceiling: a server started by the niced server suite beside the browsers took over 90 s once.
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (ended) throw new Error(`server ${name} exited while starting:\n${printed}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server ${name} did not start within 300 s:\n${printed}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    name,
    url,
    child,
    output: () => printed,
    exited,
    async stop(signal = 'SIGTERM') {
      if (!ended) child.kill(signal);
      return exited;
    },
  };
}


import { request, type ClientRequest, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from '../support/cluster';

/**
 * Graceful shutdown of a real server process (issue #19 item 4): SIGTERM stops new connections,
 * lets a request already in flight finish with its answer, then closes the database pool and
 * exits 0. The request is held in flight deterministically: it asks `Expect: 100-continue`, so
 * the server has accepted it (the 100 arrives) before its body is sent, after the signal.
 */
let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster({ count: 1 });
});
afterAll(() => cluster?.dispose());

const refusesConnections = (url: string) =>
  new Promise<boolean>((resolve) => {
    const probe = request(`${url}/api/health`, { agent: false }, (response) => {
      response.resume();
      resolve(false);
    });
    probe.on('error', () => resolve(true));
    probe.end();
  });

describe('SIGTERM', () => {
  it('drains the request in flight, refuses new connections meanwhile, closes the pool and exits 0', async () => {
    const [server] = cluster.servers;
    const body = JSON.stringify({ module: 'index', controller: 'User', func: 'reGetInfo', params: {} });
    let inFlight!: ClientRequest;
    const accepted = new Promise<void>((resolve, reject) => {
      inFlight = request(`${server!.url}/api/data`, {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' },
      });
      inFlight.on('continue', () => resolve());
      inFlight.on('error', reject);
      inFlight.flushHeaders();
    });
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      inFlight.on('error', reject);
      inFlight.on('response', (response: IncomingMessage) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode!, text }));
        response.on('error', reject);
      });
    });
    await accepted;

    server!.child.kill('SIGTERM');
    // Shutting down: the listening socket is closed (a balancer's health check now fails).
    while (!(await refusesConnections(server!.url))) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server!.child.exitCode).toBeNull();

    inFlight.end(body);
    const answer = await answered;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ status: 200, data: { isLogin: 0 } });

    expect(await server!.exited).toBe(0);
    expect(server!.output()).toContain('Trendloom stopped: requests drained, database pool closed');
  });
});

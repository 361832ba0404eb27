import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { httpUpstream, injectedUpstream, registerInsProxy, type Upstream } from './proxy';
import { dnextService } from './service';

export { dnextService } from './service';
export { httpUpstream, injectedUpstream, registerInsProxy } from './proxy';

/**
 * The Instagram proxy and, unless DNEXT_URL points at a separate deployment, the content service
 * itself: an unexposed Fastify instance in this process (its paths are not routes of the main
 * server, so a browser can reach them only through the proxy).
 */
export async function registerIns(app: FastifyInstance, { db, config }: { db: Db; config: Config }): Promise<void> {
  let upstream: Upstream;
  if (config.dnextUrl) {
    if (!config.dnextKey) throw new Error('DNEXT_URL needs DNEXT_KEY (the key the content service was started with)');
    upstream = httpUpstream(config.dnextUrl, config.dnextKey);
  } else {
    const key = config.dnextKey ?? randomBytes(24).toString('base64url');
    const service = Fastify({ logger: false, bodyLimit: 64 * 1024 });
    await service.register(async (scope) => dnextService(scope, { db, key }));
    await service.ready();
    app.addHook('onClose', async () => {
      await service.close();
    });
    upstream = injectedUpstream(service, key);
  }
  registerInsProxy(app, { db, upstream });
}

import type { FastifyInstance } from 'fastify';
import type { Registry } from '../api/registry';
import type { Db } from '../db/db';
import type { MediaStore } from '../media/store';
import { DownloadFiles } from './files';
import { registerDownloadHandlers } from './handlers';
import { registerDownloadRoutes } from './routes';

export { loadDownloadItems } from './handlers';

/** Downloads (issue #7): the data calls and the authorised file and bulk-zip routes. */
export function registerDownloads(app: FastifyInstance, { db, media, registry }: { db: Db; media: MediaStore; registry: Registry }) {
  registerDownloadHandlers(registry);
  registerDownloadRoutes(app, { db, files: new DownloadFiles(db, media) });
}

import type { Page } from '@playwright/test';
import * as Y from 'yjs';
import { WORK_TYPES, base64ToBytes, readDoc, type WorkType } from '../../src/shared/design-doc';
import { expect } from './support/fixtures';

/** The editor's save state once every edit is on the device and the outbox is empty. */
export async function waitSynced(page: Page) {
  await expect(page.getByTestId('save-state')).toHaveText('已保存到本机', { timeout: 30_000 });
}

/** A work as the server has it (through the owner's preview call). */
export async function serverDoc(page: Page, docId: string, type: WorkType = WORK_TYPES.layout) {
  const response = await page.request.post('/api/data', { data: { module: 'index', controller: 'Diylayout', func: 'previewWork', params: { id: docId, type } } });
  const body = (await response.json()) as { data: { content: string } };
  const doc = new Y.Doc();
  Y.applyUpdate(doc, base64ToBytes(body.data.content));
  return readDoc(doc);
}

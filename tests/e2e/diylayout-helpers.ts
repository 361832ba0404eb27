import type { Page } from '@playwright/test';
import * as Y from 'yjs';
import { base64ToBytes, readDoc } from '../../src/shared/design-doc';
import { expect } from './support/fixtures';

/** Shared by the layout editor's specs (diylayout.spec, diylayout-export.spec). */
export const TEMPLATES = '/list/diylayout/templateLibrary/channel/20850/p/1';
export const MY_WORKS = '/list/diylayout/myWorks/1/channel/20850/p/1';

/** Elements of the current page, as its thumbnail in the page strip draws them. */
export const strip = (page: Page) => page.getByTestId('page-strip').locator('button svg').first();

/** Saved on the device and nothing left in the outbox. */
export async function waitSynced(page: Page) {
  await expect(page.getByTestId('save-state')).toHaveText('已保存到本机', { timeout: 30_000 });
}

/** The document as the server has it (through the owner's preview call). */
export async function serverDoc(page: Page, docId: string) {
  const response = await page.request.post('/api/data', { data: { module: 'index', controller: 'Diylayout', func: 'previewWork', params: { id: docId, type: 1 } } });
  const body = (await response.json()) as { data: { content: string } };
  const doc = new Y.Doc();
  Y.applyUpdate(doc, base64ToBytes(body.data.content));
  return readDoc(doc);
}

import type { Page } from '@playwright/test';

/** Shared by the layout editor's specs (diylayout.spec, diylayout-export.spec). */
export { serverDoc, waitSynced } from './works-helpers';

export const TEMPLATES = '/list/diylayout/templateLibrary/channel/20850/p/1';
export const MY_WORKS = '/list/diylayout/myWorks/1/channel/20850/p/1';

/** Elements of the current page, as its thumbnail in the page strip draws them. */
export const strip = (page: Page) => page.getByTestId('page-strip').locator('button svg').first();

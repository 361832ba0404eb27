import * as Y from 'yjs';
import { addElement, addPage } from './doc';
import { FULL_CROP, PAGE_SIZE_LIMITS, type PageSize } from './model';

/** A page of the picture's proportions within the page size limits (pictures may be far larger in pixels). */
export function pageFor(picture: PageSize): PageSize {
  const scale = Math.min(1, PAGE_SIZE_LIMITS.max / Math.max(picture.width, picture.height));
  const side = (pixels: number) => Math.max(PAGE_SIZE_LIMITS.min, Math.min(PAGE_SIZE_LIMITS.max, Math.round(pixels * scale)));
  return { width: side(picture.width), height: side(picture.height) };
}

/**
 * A one-page document holding one picture edge to edge: how an image-tool result is kept in my
 * works, so it opens, exports and can be reused like any other document.
 */
export function pictureDoc(src: string, picture: PageSize): Y.Doc {
  const doc = new Y.Doc();
  const page = pageFor(picture);
  const pageId = addPage(doc, page);
  addElement(doc, pageId, { kind: 'picture', src, x: 0, y: 0, w: page.width, h: page.height, crop: FULL_CROP });
  return doc;
}

/** Paths of the layout editor's pages (spec §2). */
export const editorHref = (docId: string) => `/detail/diylayoutDoc?id=${encodeURIComponent(docId)}`;
export const templateLibraryHref = (channel: number | string, page = 1) => `/list/diylayout/templateLibrary/channel/${channel}/p/${page}`;
export { myWorksHref } from '../../shared/catalogue/links';
export const docListHref = (channel: number | string, page = 1) => `/list/diylayout/doc/channel/${channel}/p/${page}`;
export const previewHref = (type: number, docId: string) => `/detail/diylayout/admin/preview/type/${type}/id/${encodeURIComponent(docId)}`;
export const exportPdfHref = (docId: string) => `/exportPDF/diylayout/id/${encodeURIComponent(docId)}`;

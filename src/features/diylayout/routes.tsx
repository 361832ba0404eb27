import type { RouteObject } from 'react-router-dom';

const templates = async () => ({ Component: (await import('./components/TemplateLibraryPage')).TemplateLibraryPage });
const myWorks = async () => ({ Component: (await import('./components/MyWorksPage')).MyWorksPage });
const docList = async () => {
  const { MyWorksPage } = await import('./components/MyWorksPage');
  return { Component: () => <MyWorksPage documentsOnly /> };
};

/**
 * The layout editor (spec §2, issue #14). Every page is lazy; the canvas (Konva) is a further
 * chunk of the editor and the preview only. My works, the document list, the editor and the
 * preview and the PDF export need a member (auth/guard-rules); the template library is open.
 */
export const diylayoutRoutes: RouteObject[] = [
  { path: 'list/diylayout/templateLibrary/channel/:channel', lazy: templates },
  { path: 'list/diylayout/templateLibrary/channel/:channel/p/:p', lazy: templates },
  { path: 'list/diylayout/myWorks/:type/channel/:channel', lazy: myWorks },
  { path: 'list/diylayout/myWorks/:type/channel/:channel/p/:p', lazy: myWorks },
  { path: 'list/diylayout/doc/channel/:channel', lazy: docList },
  { path: 'list/diylayout/doc/channel/:channel/p/:p', lazy: docList },
  { path: 'detail/diylayoutDoc', lazy: async () => ({ Component: (await import('./components/LayoutEditorPage')).LayoutEditorPage }) },
  { path: 'detail/diylayout/admin/preview/type/:type/id/:id', lazy: async () => ({ Component: (await import('./components/PreviewPage')).PreviewPage }) },
  { path: 'exportPDF/diylayout/id/:id', lazy: async () => ({ Component: (await import('./components/ExportPage')).ExportPage }) },
];

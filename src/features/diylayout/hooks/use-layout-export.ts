import { useEffect, useRef, useState } from 'react';
import { buildPdf } from '../../../workers/pdf';
import type { DesignDocSnapshot } from '../../../shared/design-doc';
import { layoutPdf } from '../layout-pdf';

export type LayoutExportState =
  | { stage: 'idle' }
  | { stage: 'building'; fraction: number }
  | { stage: 'done'; file: File; url: string }
  | { stage: 'failed'; message: string };

/**
 * The PDF of a layout document, built in the PDF worker with its progress; `cancel` stops the
 * worker. The finished file stays as an object URL (released when replaced or on leaving) so the
 * download is a plain link the member taps.
 */
export function useLayoutExport(content: DesignDocSnapshot, title: string) {
  const [state, setState] = useState<LayoutExportState>({ stage: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const url = state.stage === 'done' ? state.url : null;
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  useEffect(() => () => abort.current?.abort(), []);

  const start = async () => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setState({ stage: 'building', fraction: 0 });
    try {
      const { spec, pictures } = layoutPdf(content, title);
      const blob = await buildPdf(spec, pictures, { signal: controller.signal, onProgress: (fraction) => !controller.signal.aborted && setState({ stage: 'building', fraction }) });
      if (controller.signal.aborted) return;
      const file = new File([blob], `${fileNameOf(title)}.pdf`, { type: 'application/pdf' });
      setState({ stage: 'done', file, url: URL.createObjectURL(file) });
    } catch (error) {
      if (!controller.signal.aborted) setState({ stage: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };
  const cancel = () => {
    abort.current?.abort();
    setState({ stage: 'idle' });
  };
  return { state, start, cancel };
}

/** A file name without the characters file systems refuse. */
export const fileNameOf = (title: string) => title.replace(/[\\/:*?"<>|]/g, ' ').trim() || 'layout';

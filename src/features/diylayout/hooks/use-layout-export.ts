import { useEffect, useRef, useState } from 'react';
import { buildPdf, buildPngZip } from '../../../workers/pdf';
import type { DesignDocSnapshot } from '../../../shared/design-doc';
import { layoutPdf } from '../layout-pdf';

/** PNG pages at print resolution. */
const PNG_DPI = 300;

export type ExportFormat = 'pdf' | 'png';
export type LayoutExportState =
  | { stage: 'idle' }
  | { stage: 'building'; format: ExportFormat; fraction: number }
  /**
   * `missing`: pictures left out (refused, or offline and not on the device); `reduced`: pictures
   * whose print copy could not be had (offline and not on the device), embedded as their display copy.
   */
  | { stage: 'done'; file: File; url: string; missing: number; reduced: number }
  | { stage: 'failed'; message: string };

/**
 * The PDF of a layout document (or a zip of a PNG per page at 300 dpi), built in the PDF worker
 * with its progress; `cancel` stops the worker. The finished file stays as an object URL (released when replaced or on leaving) so the
 * download is a plain link the member taps.
 */
export function useLayoutExport(content: DesignDocSnapshot, title: string) {
  const [state, setState] = useState<LayoutExportState>({ stage: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const url = state.stage === 'done' ? state.url : null;
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  useEffect(() => () => abort.current?.abort(), []);

  const start = async (format: ExportFormat = 'pdf') => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setState({ stage: 'building', format, fraction: 0 });
    try {
      const { spec, pictures, fallbacks } = layoutPdf(content, title);
      let missing = 0;
      let reduced = 0;
      const options = {
        signal: controller.signal,
        onProgress: (fraction: number) => !controller.signal.aborted && setState({ stage: 'building', format, fraction }),
        onMissing: (ids: string[]) => (missing = ids.length),
        fallbacks,
        onFallback: (ids: string[]) => (reduced = ids.length),
      };
      const blob = format === 'pdf' ? await buildPdf(spec, pictures, options) : await buildPngZip(spec, pictures, PNG_DPI, options);
      if (controller.signal.aborted) return;
      const file = new File([blob], `${fileNameOf(title)}.${format === 'pdf' ? 'pdf' : 'zip'}`, { type: blob.type });
      setState({ stage: 'done', file, url: URL.createObjectURL(file), missing, reduced });
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

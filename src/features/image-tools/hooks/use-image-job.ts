import { useCallback, useEffect, useRef, useState } from 'react';
import { problemOf } from '../../../shared/image-tools/limits';
import { JobCancelled, type ImageStage } from '../../../workers/image-tools';

/** A finished job: what the before/after view shows and the result dialog offers. */
export interface ToolResult {
  /** Object URL of the result (PNG or SVG) for the after side of the view. */
  url: string;
  width: number;
  height: number;
  /** One line under the title of the result dialog. */
  summary: string;
  /** File name without extension. */
  name: string;
  downloads: ToolDownload[];
}

export interface ToolDownload {
  label: string;
  extension: string;
  /** Tells apart two downloads of one format (the cut-out and its mask): added to the file name. */
  variant?: string;
  make: () => Promise<Blob>;
}

export type JobState =
  | { phase: 'idle' }
  | { phase: 'running'; stage: ImageStage; fraction: number }
  | { phase: 'done'; result: ToolResult }
  | { phase: 'failed'; messageKey: `imageTools.problem.${string}` | 'imageTools.cancelled' };

export type JobRunner = (picture: File, onProgress: (stage: ImageStage, fraction: number) => void, signal: AbortSignal) => Promise<ToolResult>;

/**
 * One processing job at a time for a workspace: progress by named stage, cancel (terminates the
 * worker), the result's object URL revoked when replaced, and a bad picture named by its problem.
 */
export function useImageJob() {
  const [state, setState] = useState<JobState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const resultUrl = useRef<string | null>(null);

  const release = () => {
    if (resultUrl.current) URL.revokeObjectURL(resultUrl.current);
    resultUrl.current = null;
  };

  const start = useCallback(async (picture: File, runner: JobRunner) => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    release();
    setState({ phase: 'running', stage: 'decode', fraction: 0 });
    try {
      const result = await runner(picture, (stage, fraction) => !own.signal.aborted && setState({ phase: 'running', stage, fraction }), own.signal);
      if (own.signal.aborted) return URL.revokeObjectURL(result.url);
      resultUrl.current = result.url;
      setState({ phase: 'done', result });
    } catch (error) {
      if (controller.current !== own) return; // replaced by a newer job
      if (error instanceof JobCancelled) return setState({ phase: 'failed', messageKey: 'imageTools.cancelled' });
      const problem = problemOf(error) ?? 'decode';
      setState({ phase: 'failed', messageKey: `imageTools.problem.${problem}` });
    }
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);
  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    release();
    setState({ phase: 'idle' });
  }, []);

  useEffect(() => () => {
    controller.current?.abort();
    release();
  }, []);

  return { state, start, cancel, reset };
}

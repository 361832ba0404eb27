import { lazyWorker } from './lazy-worker';
import type { AnalysisResult, ColourAnalysisApi } from './colour-analysis-api';

export type { AnalysisResult } from './colour-analysis-api';

const worker = lazyWorker<ColourAnalysisApi>(
  'colour-analysis',
  () => new Worker(new URL('./colour-analysis.worker.ts', import.meta.url), { type: 'module', name: 'colour-analysis' }),
  20_000, // idle: a designer often analyses several pictures in a row
);

/** The palette of a picture (a File from the picker or camera, or a fetched Blob), computed in the colour worker. */
export function analysePicture(picture: Blob, colours = 6): Promise<AnalysisResult> {
  return worker.run((api) => api.analyse(picture, colours));
}

/** Whether the analysis worker is running (it stops itself when idle). */
export const analysisWorkerAlive = () => worker.alive;

/// <reference lib="webworker" />
import * as Comlink from 'comlink';
import { colourAnalysisApi } from './colour-analysis-api';

// Palette extraction off the main thread, reached only through colour-analysis.ts.
Comlink.expose(colourAnalysisApi);

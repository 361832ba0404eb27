/// <reference lib="webworker" />
import * as Comlink from 'comlink';
import { fittingApi } from './fitting-api';

// Garment recolouring and pattern fills off the main thread, reached only through fitting.ts.
Comlink.expose(fittingApi);

/// <reference lib="webworker" />
import * as Comlink from 'comlink';
import { zipWorkerApi } from './zip-api';

// The zip worker: jszip packing off the main thread, reached only through zip-bridge.ts.
Comlink.expose(zipWorkerApi);

/// <reference lib="webworker" />
import * as Comlink from 'comlink';
import { imageToolsApi } from './image-tools-api';

// Enlargement, vector tracing, background removal and re-encoding off the main thread, reached only through image-tools.ts.
Comlink.expose(imageToolsApi);

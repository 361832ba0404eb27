/// <reference lib="webworker" />
import * as Comlink from 'comlink';
import { imageToolsApi } from './image-tools-api';

// Enlargement, vector tracing and re-encoding off the main thread, reached only through image-tools.ts.
Comlink.expose(imageToolsApi);

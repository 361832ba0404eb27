/// <reference lib="webworker" />
import * as Comlink from 'comlink';
import { pdfApi } from './pdf-api';

// PDF documents built off the main thread (pdf-lib, fontkit), reached only through pdf.ts.
Comlink.expose(pdfApi);

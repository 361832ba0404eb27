/// <reference lib="webworker" />
import * as Comlink from 'comlink';
import { colourCardApi } from './colour-card-api';

// Colour cards and palette images drawn off the main thread, reached only through colour-card.ts.
Comlink.expose(colourCardApi);

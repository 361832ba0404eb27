/// <reference lib="webworker" />
import * as Comlink from 'comlink';
import { ratioBalanceApi } from './ratio-balance-api';

// Colour-ratio balancing of a range plan off the main thread, reached only through ratio-balance.ts.
Comlink.expose(ratioBalanceApi);

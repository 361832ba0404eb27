/// <reference lib="webworker" />
import * as Comlink from 'comlink';
import { pictureSearchApi } from './picture-search-api';

// Picture descriptors off the main thread, reached only through picture-search.ts.
Comlink.expose(pictureSearchApi);

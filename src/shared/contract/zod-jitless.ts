import { z } from 'zod';

// Zod compiles fast parsers with `new Function` unless told not to; our CSP (script-src 'self',
// no 'unsafe-eval') forbids that, and the probe alone reports a violation. Browser entry points
// (app and service worker) import this module first.
z.config({ jitless: true });

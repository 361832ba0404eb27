import { z } from 'zod/v4';

// Zod compiles fast parsers with `new Function` unless told not to; our CSP (script-src 'self',
// no 'unsafe-eval') forbids that, and the probe alone (run when an object schema is built)
// reports a violation. In the client build every `import … from 'zod'` resolves to this module
// (vite.config.ts `resolve.alias`), so the setting comes before any schema is built wherever zod
// is first loaded: zod is no longer in the app's entry, only in the chunks that need it (issue #11).
// The service worker imports this module first.
z.config({ jitless: true });

export * from 'zod/v4';

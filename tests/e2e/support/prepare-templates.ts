/**
 * Seeds the e2e data templates (tests/e2e/support/server.ts) ahead of the browser suite:
 * `npm test` runs it beside the type check, lint and build. Run: node --import tsx tests/e2e/support/prepare-templates.ts
 */
import { prepareTemplates } from './server';

await prepareTemplates();

import type { FastifyInstance } from 'fastify';

/**
 * Content-Security-Policy: scripts only from our origin (no inline scripts, no eval); styles allow
 * inline because Chakra's emotion engine injects <style> tags at run time. 'wasm-unsafe-eval'
 * lets the 3D viewer compile the bundled meshopt decoder (WebAssembly; issue #15 item 1) — it
 * allows WebAssembly compilation only, JavaScript eval stays refused.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "media-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }) {
  app.addHook('onSend', async (_request, reply, payload) => {
    // A route may set a stricter policy of its own (members' uploads: `sandbox`).
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'geolocation=(), microphone=(), payment=()');
    if (options.https) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    return payload;
  });
}

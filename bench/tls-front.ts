/**
 * A TLS front for the web bench: HTTP/2 (and HTTP/1.1 for clients that ask) over a self-signed
 * certificate, passing every request through to the app server unchanged. It stands for what
 * serves the app in production — a PWA needs HTTPS, and every TLS terminator or CDN in front of
 * the app servers speaks HTTP/2 — so the bench's browser sees one multiplexed connection, as a
 * reader's browser does, instead of six HTTP/1.1 connections on loopback.
 */
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { createSecureServer, constants, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Headers HTTP/2 forbids (RFC 9113 §8.2.2); the app server's HTTP/1.1 answers carry them. */
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

function selfSignedCertificate(dir: string): { key: Buffer; cert: Buffer } {
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert], { stdio: 'ignore' });
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/** Base64 SHA-256 of the certificate's public key, as Chromium's --ignore-certificate-errors-spki-list takes it. */
function spkiHash(cert: Buffer): string {
  const publicKey = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(publicKey).digest('base64');
}

/** The browser's headers, Host kept as the browser sent it (the app checks Origin against it). */
function forwardedHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const authority = headers[':authority'];
  const result: IncomingHttpHeaders = { host: typeof authority === 'string' ? authority : headers.host };
  for (const [name, value] of Object.entries(headers)) {
    if (name.startsWith(':') || CONNECTION_HEADERS.has(name) || name === 'host') continue;
    result[name] = value;
  }
  return result;
}

export interface TlsFront {
  baseURL: string;
  /**
   * Chromium's switches that trust this front's certificate as if a CA had signed it. Chromium
   * keeps nothing in its HTTP cache from a page with a certificate error, so with
   * --ignore-certificate-errors alone a repeat visit downloads its pictures again.
   */
  chromiumFlags: string[];
  close(): Promise<void>;
}

export async function startTlsFront(upstream: URL): Promise<TlsFront> {
  const dir = await mkdtemp(join(tmpdir(), 'trendloom-tls-'));
  const certificate = selfSignedCertificate(dir);
  // Kept-alive connections to the app, as a terminator in front of app servers keeps them.
  const agent = new Agent({ keepAlive: true });
  const server = createSecureServer({ ...certificate, allowHTTP1: true }, (req: Http2ServerRequest, res: Http2ServerResponse) => {
    const outgoing = httpRequest(
      { agent, host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...forwardedHeaders(req.headers), 'x-forwarded-proto': 'https' } },
      (answer) => {
        for (const [name, value] of Object.entries(answer.headers)) {
          if (!CONNECTION_HEADERS.has(name) && value !== undefined) res.setHeader(name, value);
        }
        res.writeHead(answer.statusCode ?? 502);
        answer.pipe(res);
      },
    );
    outgoing.on('error', () => {
      if (!res.headersSent) res.writeHead(constants.HTTP_STATUS_BAD_GATEWAY);
      res.end();
    });
    req.pipe(outgoing);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `https://127.0.0.1:${port}`,
    chromiumFlags: [`--ignore-certificate-errors-spki-list=${spkiHash(certificate.cert)}`],
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

// A push service on loopback for the Web Push tests: an HTTPS server (push services are
// HTTPS only, and web-push sends over https) with a certificate made for 127.0.0.1 at
// start (openssl), that accepts what RFC 8030 says an application server POSTs to a
// subscription's endpoint: checks the VAPID authorization (RFC 8292: an ES256 JWT for the
// endpoint's origin, signed by the key in k=), the aes128gcm encoding and the TTL, keeps
// the encrypted body, and answers 201. It can answer 404 or 410 for a subscription (expired
// or unsubscribed) as real services do. GET /received/<id> lists what arrived for a
// subscription, for tests in another process than the server.
import { execFileSync } from 'node:child_process';
import { createPublicKey, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, get as httpsGet, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';

export type ReceivedPush = { subscription: string; at: number; headers: Record<string, string>; body: Buffer };
export type TestPushService = {
  origin: string;
  /** PEM of the self-signed certificate, for clients in other processes. */
  certificate: string;
  received: ReceivedPush[];
  endpoint: (subscription: string) => string;
  /** The service answers this status (404, 410, 503) for the subscription, `times` times or from now on. */
  answer: (subscription: string, status: number, times?: number) => void;
  waitFor: (subscription: string, timeoutMs?: number) => Promise<ReceivedPush>;
  close: () => Promise<void>;
};

function selfSignedCertificate(): { key: string; cert: string } {
  const folder = mkdtempSync(path.join(tmpdir(), 'push-service-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        path.join(folder, 'key.pem'),
        '-out',
        path.join(folder, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(path.join(folder, 'key.pem'), 'utf8'),
      cert: readFileSync(path.join(folder, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Makes this process's TLS clients (web-push among them) trust the service's certificate. */
export function trustCertificate(certificate: string): void {
  setDefaultCACertificates([...getCACertificates('default'), certificate]);
}

/** RFC 8292: "vapid t=<JWT>, k=<public key>"; the reason it is refused, or undefined. */
function vapidProblem(authorization: string | undefined, origin: string): string | undefined {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) return 'no vapid authorization';
  const [header, claims, signature] = match[1]!.split('.') as [string, string, string];
  const key = Buffer.from(match[2]!, 'base64url');
  if (key.length !== 65 || key[0] !== 4) return 'k is not an uncompressed P-256 key';
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: key.subarray(1, 33).toString('base64url'),
      y: key.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return 'bad signature';
  const { aud, exp, sub } = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as Record<string, unknown>;
  if (aud !== origin) return `aud ${String(aud)} is not ${origin}`;
  if (typeof exp !== 'number' || exp * 1000 < Date.now() || exp * 1000 > Date.now() + 24 * 3600 * 1000)
    return 'bad exp';
  if (typeof sub !== 'string' || !/^(mailto:|https:)/.test(sub)) return 'bad sub';
  return undefined;
}

export async function startPushService(): Promise<TestPushService> {
  const { key, cert } = selfSignedCertificate();
  const received: ReceivedPush[] = [];
  const answers = new Map<string, { status: number; times: number }>();
  const waiting: { subscription: string; resolve: (push: ReceivedPush) => void }[] = [];
  let origin = '';

  const server: Server = createServer({ key, cert }, (req, res) => {
    const url = new URL(req.url ?? '/', origin);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const read = /^\/received\/([\w-]+)$/.exec(url.pathname);
      if (req.method === 'GET' && read) {
        const pushes = received.filter((push) => push.subscription === read[1]);
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify(pushes.map((push) => ({ ...push, body: push.body.toString('base64') }))));
        return;
      }
      const subscription = /^\/push\/([\w-]+)$/.exec(url.pathname)?.[1];
      if (req.method !== 'POST' || !subscription) return void res.writeHead(404).end();
      const answer = answers.get(subscription);
      if (answer && answer.times-- > 0) return void res.writeHead(answer.status).end();
      const problem =
        vapidProblem(req.headers.authorization, origin) ??
        (req.headers['content-encoding'] !== 'aes128gcm' ? 'not aes128gcm' : undefined) ??
        (!/^\d+$/.test(String(req.headers.ttl ?? '')) ? 'no TTL' : undefined);
      if (problem) return void res.writeHead(problem === 'not aes128gcm' ? 415 : 401).end(problem);
      const push: ReceivedPush = {
        subscription,
        at: Date.now(),
        headers: Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, String(value)])),
        body: Buffer.concat(chunks),
      };
      received.push(push);
      for (const waiter of waiting.filter((entry) => entry.subscription === subscription)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve(push);
      }
      res.writeHead(201, { Location: `${origin}/message/${received.length}` }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `https://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  return {
    origin,
    certificate: cert,
    received,
    endpoint: (subscription) => `${origin}/push/${subscription}`,
    answer: (subscription, status, times = Infinity) => answers.set(subscription, { status, times }),
    waitFor: (subscription, timeoutMs = 15_000) => {
      const already = received.find((push) => push.subscription === subscription);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no push for ${subscription} in ${timeoutMs} ms`)), timeoutMs);
        waiting.push({
          subscription,
          resolve: (push) => {
            clearTimeout(timer);
            resolve(push);
          },
        });
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What the service received for a subscription, read over HTTPS from another process. */
export function readReceived(origin: string, certificate: string, subscription: string): Promise<ReceivedPush[]> {
  return new Promise((resolve, reject) => {
    httpsGet(`${origin}/received/${subscription}`, { ca: certificate }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const pushes = JSON.parse(Buffer.concat(chunks).toString('utf8')) as (ReceivedPush & { body: string })[];
        resolve(pushes.map((push) => ({ ...push, body: Buffer.from(push.body, 'base64') })));
      });
    }).on('error', reject);
  });
}

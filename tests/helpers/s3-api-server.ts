/**
 * A small S3-compatible server (this machine has no internet) for the calls server/storage/storage.ts makes through
 * the official SDK: a node:http server on loopback, path-style (`/{bucket}/{key}`), holding objects in memory.
 *
 * What it holds to, as S3 does:
 * - PutObject, GetObject and HeadObject; anything else is 501 NotImplemented.
 * - Every PUT is signed with AWS Signature Version 4 (`Authorization: AWS4-HMAC-SHA256 Credential=…, SignedHeaders=…,
 *   Signature=…`): the canonical request is rebuilt from what arrived and the signature recomputed with the secret;
 *   an unknown key id is 403 InvalidAccessKeyId, a wrong signature 403 SignatureDoesNotMatch, a date more than 15
 *   minutes off 403 RequestTimeTooSkewed; `x-amz-content-sha256`, when it is a hash, must be the body's.
 * - GET and HEAD of an object are public (a public-read bucket, as the app serves uploads from it); a signed one is
 *   checked too.
 * - Errors are S3's XML (`<Error><Code>…</Code><Message>…</Message></Error>`); an unknown bucket is 404 NoSuchBucket.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface S3Object {
  body: Buffer;
  contentType: string;
  cacheControl: string | null;
}

export interface S3Call {
  method: string;
  /** The path without the query. */
  path: string;
  status: number;
  /** Whether it carried a valid signature. */
  signed: boolean;
  contentSha256: string | null;
}

export interface S3ApiServer {
  url: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  /** The secret the server checks signatures with (change it to see a client's signature refused). */
  secretAccessKey: string;
  /** Objects by key. */
  objects: Map<string, S3Object>;
  calls: S3Call[];
  close(): Promise<void>;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it (everything but A-Z a-z 0-9 - _ . ~). */
const encode = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function xmlError(res: ServerResponse, status: number, code: string, message: string) {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`);
}

class S3Error extends Error {
  constructor(
    public status: number,
    public code: string,
    message: string,
  ) {
    super(message);
  }
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Recomputes the request's SigV4 signature; throws S3's error when it does not hold. */
function verifySignature(server: S3ApiServer, req: IncomingMessage, body: Buffer) {
  const auth = req.headers.authorization ?? '';
  const m = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(auth);
  if (!m) throw new S3Error(403, 'AccessDenied', 'A signed request is required');
  const [, keyId, day, region, signedHeaders, signature] = m;
  if (keyId !== server.accessKeyId) throw new S3Error(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
  if (region !== server.region) throw new S3Error(400, 'AuthorizationHeaderMalformed', `the region '${region}' is wrong; expecting '${server.region}'`);
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  if (!/^\d{8}T\d{6}Z$/.test(amzDate) || amzDate.slice(0, 8) !== day) throw new S3Error(403, 'AccessDenied', 'x-amz-date is missing or does not match the credential');
  const at = Date.UTC(+amzDate.slice(0, 4), +amzDate.slice(4, 6) - 1, +amzDate.slice(6, 8), +amzDate.slice(9, 11), +amzDate.slice(11, 13), +amzDate.slice(13, 15));
  if (Math.abs(Date.now() - at) > 15 * 60_000) throw new S3Error(403, 'RequestTimeTooSkewed', 'The difference between the request time and the current time is too large.');
  const names = signedHeaders.split(';');
  if (!names.includes('host') || !names.includes('x-amz-date') || !names.includes('x-amz-content-sha256')) {
    throw new S3Error(403, 'AccessDenied', 'host, x-amz-date and x-amz-content-sha256 must be signed');
  }
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (/^[0-9a-f]{64}$/.test(payloadHash)) {
    if (sha256(body) !== payloadHash) throw new S3Error(400, 'XAmzContentSHA256Mismatch', "The provided 'x-amz-content-sha256' header does not match what was computed.");
  } else if (payloadHash !== 'UNSIGNED-PAYLOAD') {
    throw new S3Error(501, 'NotImplemented', `x-amz-content-sha256 ${payloadHash} is not supported here`);
  }
  const url = new URL(req.url ?? '/', 'http://s3.local');
  const query = [...url.searchParams.entries()]
    .map(([k, v]) => [encode(k), encode(v)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const headers = names.map((n) => `${n}:${String(req.headers[n] ?? '').trim().replace(/\s+/g, ' ')}\n`).join('');
  const canonical = [req.method, url.pathname, query, headers, signedHeaders, payloadHash].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${server.secretAccessKey}`, day), region), 's3'), 'aws4_request');
  const expected = createHmac('sha256', key).update(toSign).digest();
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) {
    throw new S3Error(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
  }
}

export async function startS3Server(opts: { bucket?: string; region?: string; accessKeyId?: string; secretAccessKey?: string } = {}): Promise<S3ApiServer> {
  const state: S3ApiServer = {
    url: '',
    bucket: opts.bucket ?? 'sportlink-media',
    region: opts.region ?? 'eu-west-1',
    accessKeyId: opts.accessKeyId ?? 'AKIATESTSPORTLINK01',
    secretAccessKey: opts.secretAccessKey ?? 'test-secret-key-for-the-local-s3-server',
    objects: new Map(),
    calls: [],
    close: async () => undefined,
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://s3.local');
    const call: S3Call = { method: req.method ?? '', path: url.pathname, status: 0, signed: false, contentSha256: (req.headers['x-amz-content-sha256'] as string) ?? null };
    state.calls.push(call);
    const body = await readBody(req);
    try {
      const [, bucket, ...rest] = url.pathname.split('/');
      const key = rest.map(decodeURIComponent).join('/');
      if (bucket !== state.bucket) throw new S3Error(404, 'NoSuchBucket', 'The specified bucket does not exist');
      if (!key) throw new S3Error(501, 'NotImplemented', 'Bucket operations are not implemented here');
      if (req.method === 'PUT') {
        verifySignature(state, req, body);
        call.signed = true;
        const length = Number(req.headers['content-length']);
        if (!Number.isInteger(length) || length !== body.length) throw new S3Error(411, 'MissingContentLength', 'You must provide the Content-Length HTTP header.');
        state.objects.set(key, { body, contentType: String(req.headers['content-type'] ?? 'binary/octet-stream'), cacheControl: (req.headers['cache-control'] as string) ?? null });
        res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
        call.status = 200;
        return res.end();
      }
      if (req.method === 'GET' || req.method === 'HEAD') {
        if (req.headers.authorization) {
          verifySignature(state, req, body);
          call.signed = true;
        }
        const object = state.objects.get(key);
        if (!object) {
          if (req.method === 'HEAD') {
            res.writeHead(404);
            call.status = 404;
            return res.end();
          }
          throw new S3Error(404, 'NoSuchKey', 'The specified key does not exist.');
        }
        res.writeHead(200, {
          'content-type': object.contentType,
          'content-length': String(object.body.length),
          etag: `"${createHash('md5').update(object.body).digest('hex')}"`,
          ...(object.cacheControl ? { 'cache-control': object.cacheControl } : {}),
        });
        call.status = 200;
        return res.end(req.method === 'HEAD' ? undefined : object.body);
      }
      throw new S3Error(501, 'NotImplemented', `${req.method} is not implemented here`);
    } catch (err) {
      if (!(err instanceof S3Error)) throw err;
      call.status = err.status;
      xmlError(res, err.status, err.code, err.message);
    }
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((err: Error) => {
      if (!res.headersSent) xmlError(res, 500, 'InternalError', err.message);
      else res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}

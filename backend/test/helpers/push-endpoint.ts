import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';

/**
 * A stand-in push service on loopback HTTPS (a self-signed certificate made for the run), and a fake
 * browser: its P-256 key pair and auth secret, enough to check the VAPID header and decrypt a message.
 */
export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface PushEndpoint {
  origin: string;
  /** PEM file of the certificate, for the app's PUSH_EXTRA_CA_CERTS. */
  caFile: string;
  received: ReceivedPush[];
  /** The status answered on a path (201 unless set). */
  answer(path: string, status: number): void;
  close(): Promise<void>;
}

export async function startPushEndpoint(): Promise<PushEndpoint> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hvm-push-'));
  const keyFile = path.join(dir, 'key.pem');
  const caFile = path.join(dir, 'cert.pem');
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
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      caFile,
    ],
    { stdio: 'ignore' },
  );
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number>();
  const server = https.createServer({ key: fs.readFileSync(keyFile), cert: fs.readFileSync(caFile) }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = request.url ?? '/';
      received.push({ path: url, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(answers.get(url) ?? 201, { 'content-type': 'text/plain' }).end(answers.has(url) ? 'từ chối' : '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `https://127.0.0.1:${port}`,
    caFile,
    received,
    answer: (urlPath, status) => answers.set(urlPath, status),
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The browser side of a subscription: what pushManager.subscribe() would hold. */
export function fakeBrowser() {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = crypto.randomBytes(16);
  return { ecdh, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') }, authSecret };
}
export type FakeBrowser = ReturnType<typeof fakeBrowser>;

const hkdf = (ikm: Buffer, salt: Buffer, info: Buffer, length: number) => Buffer.from(crypto.hkdfSync('sha256', ikm, salt, info, length));

/**
 * Decrypts an aes128gcm message (RFC 8188 framing, RFC 8291 keys): the header carries the salt, the
 * record size and the sender's ephemeral public key; one record, padding ended by the 0x02 delimiter.
 */
export function decryptPush(browser: FakeBrowser, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublicKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const sharedSecret = browser.ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), senderPublicKey]);
  const ikm = hkdf(sharedSecret, browser.authSecret, keyInfo, 32);
  const contentKey = hkdf(ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = crypto.createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('Thiếu dấu kết thúc bản ghi cuối (0x02)');
  return padded.subarray(0, end).toString('utf8');
}

/** Checks `Authorization: vapid t=<JWT>, k=<key>`: an ES256 JWT signed by that key. Returns the key and claims. */
export function verifyVapid(authorization: string | undefined): { publicKey: string; claims: { aud: string; exp: number; sub: string } } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`Header Authorization không đúng dạng VAPID: ${authorization}`);
  const [, token, publicKey] = match;
  const [header, payload, signature] = token.split('.');
  if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'ES256') throw new Error('JWT không dùng ES256');
  const point = Buffer.from(publicKey, 'base64url');
  const key = crypto.createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const valid = crypto.verify('sha256', Buffer.from(`${header}.${payload}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!valid) throw new Error('Chữ ký JWT VAPID sai');
  return { publicKey, claims: JSON.parse(Buffer.from(payload, 'base64url').toString()) };
}

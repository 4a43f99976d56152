import crypto from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Secrets kept in the database that the app must show again later (licence keys, hosted-tool
 * accounts): sealed with AES-256-GCM under a key from the configuration, so a dump of the database
 * alone does not reveal them, and a tampered value fails to open instead of showing garbage. Layout:
 * 12-byte IV, 16-byte tag, ciphertext. `fingerprint` is an HMAC for finding duplicates without opening.
 */
export class SealedBox {
  private readonly key: Buffer;

  constructor(private readonly secret: string) {
    if (secret.length < 32) throw new Error('Khóa niêm phong dữ liệu bí mật phải dài ít nhất 32 ký tự.');
    this.key = crypto.createHash('sha256').update(`hvm:sealed-box:${secret}`).digest();
  }

  seal(plaintext: string): Uint8Array<ArrayBuffer> {
    const iv = crypto.randomBytes(IV_BYTES);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return new Uint8Array(Buffer.concat([iv, cipher.getAuthTag(), body]));
  }

  open(sealed: Uint8Array): string {
    const bytes = Buffer.from(sealed);
    const decipher = crypto.createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }

  /** A stable, keyed fingerprint of a value (hex): equal values match, the value cannot be read back. */
  fingerprint(value: string): string {
    return crypto.createHmac('sha256', this.secret).update(value).digest('hex');
  }
}

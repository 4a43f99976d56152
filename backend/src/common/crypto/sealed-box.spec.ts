import { describe, expect, it } from 'vitest';
import { SealedBox } from './sealed-box';

const box = new SealedBox('a-test-secret-that-is-long-enough-0123456789');

describe('SealedBox', () => {
  it('opens what it sealed, and the sealed bytes do not contain the text', () => {
    const sealed = box.seal('VEO3-ABCD-1234-ÁÀẢ');
    expect(Buffer.from(sealed).includes(Buffer.from('VEO3-ABCD'))).toBe(false);
    expect(box.open(sealed)).toBe('VEO3-ABCD-1234-ÁÀẢ');
    // A fresh IV each time: the same key sealed twice looks different.
    expect(Buffer.from(box.seal('VEO3-ABCD-1234')).equals(Buffer.from(box.seal('VEO3-ABCD-1234')))).toBe(false);
  });

  it('refuses a tampered value or another secret instead of returning garbage', () => {
    const sealed = box.seal('VEO3-ABCD-1234');
    sealed[sealed.length - 1] ^= 1;
    expect(() => box.open(sealed)).toThrow();
    expect(() => new SealedBox('another-secret-that-is-long-enough-0123456789').open(box.seal('x'))).toThrow();
  });

  it('fingerprints equal values alike and refuses a short secret', () => {
    expect(box.fingerprint('KEY-1')).toBe(box.fingerprint('KEY-1'));
    expect(box.fingerprint('KEY-1')).not.toBe(box.fingerprint('KEY-2'));
    expect(() => new SealedBox('short')).toThrow('ít nhất 32 ký tự');
  });
});

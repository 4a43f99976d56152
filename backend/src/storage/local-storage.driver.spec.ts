import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalStorageDriver } from './local-storage.driver';

let dataDir: string | undefined;
afterEach(() => {
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Descriptors of this process open under `dir`. */
function openUnder(dir: string): string[] {
  return fs
    .readdirSync('/proc/self/fd')
    .map((fd) => {
      try {
        return fs.readlinkSync(path.join('/proc/self/fd', fd));
      } catch {
        return '';
      }
    })
    .filter((target) => target.startsWith(dir));
}

describe('LocalStorageDriver', () => {
  it('closes and removes its temporary file when the body breaks off (a client gone mid-upload)', async () => {
    dataDir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'hvm-local-storage-')));
    const driver = new LocalStorageDriver(dataDir);
    const body = new Readable({ read() {} });
    const put = driver.put('private', 'media/x/original', body);
    body.push(Buffer.alloc(64 * 1024));
    // Once the temporary file is being written, the upload breaks off.
    const folder = path.join(dataDir, 'private', 'media', 'x');
    while (!fs.existsSync(folder) || !fs.readdirSync(folder).length) await new Promise((resolve) => setTimeout(resolve, 5));
    body.destroy(new Error('client gone'));
    await expect(put).rejects.toThrow('client gone');
    expect(fs.readdirSync(folder)).toEqual([]);
    expect(openUnder(dataDir)).toEqual([]);
  });
});

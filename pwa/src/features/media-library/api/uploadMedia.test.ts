import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadMedia } from './uploadMedia';

vi.mock('../../../lib/session/authFetch', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/session/authFetch')>()),
  usableAccessToken: async () => 'token-1',
}));

/** A stand-in XMLHttpRequest that records what is sent and lets the test drive progress and the answer. */
class FakeXhr {
  static last: FakeXhr;
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  headers: Record<string, string> = {};
  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  response: unknown = null;
  responseType = '';
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('uploadMedia', () => {
  it('posts exactly one file as asset with the bearer token and reports whole percents', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const file = new File(['abc'], 'bai-1.mp4', { type: 'video/mp4' });
    const done = uploadMedia(file, (percent) => progress.push(percent));
    await vi.waitFor(() => expect(FakeXhr.last?.body).not.toBeNull());
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.headers.Authorization]).toEqual(['POST', '/api/media/upload', 'Bearer token-1']);
    expect(xhr.body!.getAll('asset')).toHaveLength(1);
    expect([...xhr.body!.keys()]).toEqual(['asset']);

    xhr.upload.onprogress!({ lengthComputable: true, loaded: 1, total: 3 });
    xhr.upload.onprogress!({ lengthComputable: true, loaded: 3, total: 3 });
    xhr.status = 201;
    xhr.response = { _id: 'm1', status: 'uploaded' };
    xhr.onload!();
    expect(await done).toMatchObject({ _id: 'm1' });
    expect(progress).toEqual([33, 100]);
  });

  it("rejects with the server's message", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const done = uploadMedia(new File(['x'], 'a.exe'), () => undefined);
    await vi.waitFor(() => expect(FakeXhr.last?.body).not.toBeNull());
    FakeXhr.last.status = 415;
    FakeXhr.last.response = { message: 'Chỉ nhận video MP4, MOV, WebM hoặc ảnh.', code: 'UPLOAD_TYPE' };
    FakeXhr.last.onload!();
    await expect(done).rejects.toMatchObject({ status: 415, message: 'Chỉ nhận video MP4, MOV, WebM hoặc ảnh.' });
  });
});

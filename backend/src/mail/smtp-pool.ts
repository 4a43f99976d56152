import net from 'node:net';
import os from 'node:os';
import { StringDecoder } from 'node:string_decoder';
import tls from 'node:tls';

/**
 * A mail the SMTP server did not take. `responseCode`: its answer (4xx temporary, 5xx permanent), as
 * nodemailer reports it; none when it never answered (refused connection, lost connection, timeout).
 */
export class SmtpError extends Error {
  constructor(
    message: string,
    readonly responseCode?: number,
    /** Nothing of the message reached the server: it may go again on another connection. */
    readonly beforeMessage = false,
  ) {
    super(message);
  }
}

/** What SMTP_URL says: `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465` (TLS from the start). */
export interface SmtpServerSettings {
  host: string;
  port: number;
  secure: boolean;
  /** Never upgrade (`?ignoreTLS=true`); or refuse a server that cannot (`?requireTLS=true`). */
  ignoreTLS: boolean;
  requireTLS: boolean;
  rejectUnauthorized: boolean;
  auth: { user: string; pass: string } | null;
  /** The name we greet with (EHLO). */
  clientName: string;
}

/** The URL's settings, read as nodemailer reads the same URL (its ports, its query flags). */
export function smtpSettings(url: string): SmtpServerSettings {
  const parsed = new URL(url);
  const flag = (name: string) => parsed.searchParams.get(name);
  const secure = flag('secure') === null ? parsed.protocol === 'smtps:' : flag('secure') === 'true';
  return {
    host: parsed.hostname.replace(/^\[|\]$/g, ''),
    port: Number(parsed.port) || (secure ? 465 : 587),
    secure,
    ignoreTLS: flag('ignoreTLS') === 'true',
    requireTLS: flag('requireTLS') === 'true',
    rejectUnauthorized: flag('tls.rejectUnauthorized') !== 'false',
    auth: parsed.username ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) } : null,
    clientName: flag('name') ?? greetingName(),
  };
}

/** nodemailer's choice: the host name when it is a full domain name, else our address literal. */
function greetingName(): string {
  const host = os.hostname();
  return host.includes('.') ? host : '[127.0.0.1]';
}

interface Reply {
  code: number;
  lines: string[];
}

const LF = 0x0a;
const CR = 0x0d;
const DOT = 0x2e;
const END_OF_DATA = Buffer.from('.\r\n');
const CRLF_END_OF_DATA = Buffer.from('\r\n.\r\n');

/**
 * The message as DATA carries it (RFC 5321 §4.5.2): CRLF line ends only, a dot that starts a line
 * doubled. A message already in that form (every one raw-mail.ts builds: base64 parts, headers folded
 * with a space) is returned as it is, found so by native searches rather than a loop over its bytes
 * (nodemailer's loop was a quarter of a campaign mail's CPU). A bare CR or LF becomes CRLF, so that no
 * line end a server might read differently ends the data early (SMTP smuggling).
 */
export function dataOf(message: Buffer): Buffer {
  if (isDataReady(message)) return message;
  const out: number[] = [];
  for (let i = 0; i < message.length; i++) {
    const byte = message[i];
    const atLineStart = i === 0 || out[out.length - 1] === LF;
    if (byte === CR) {
      out.push(CR, LF);
      if (message[i + 1] === LF) i++;
    } else if (byte === LF) out.push(CR, LF);
    else {
      if (byte === DOT && atLineStart) out.push(DOT);
      out.push(byte);
    }
  }
  return Buffer.from(out);
}

function isDataReady(message: Buffer): boolean {
  if (message[0] === DOT) return false;
  for (let at = message.indexOf(LF); at !== -1; at = message.indexOf(LF, at + 1)) {
    if (message[at - 1] !== CR || message[at + 1] === DOT) return false;
  }
  for (let at = message.indexOf(CR); at !== -1; at = message.indexOf(CR, at + 1)) {
    if (message[at + 1] !== LF) return false;
  }
  return true;
}

/** An address as MAIL FROM and RCPT TO carry it: nothing that could end the command or the path. */
function pathOf(address: string): string {
  if (/[\s<>]/.test(address)) throw new SmtpError(`Địa chỉ thư không hợp lệ: ${JSON.stringify(address)}`, 501);
  return `<${address}>`;
}

/**
 * One connection to the server: greeted, upgraded to TLS and signed in when it asks, then one message
 * after another. Replies are read in the order the commands went (RFC 2920 pipelining keeps that order).
 */
class SmtpSession {
  /** Messages begun on this connection (the pool's limit per connection counts them). */
  transactions = 0;
  closed = false;
  idleTimer: NodeJS.Timeout | null = null;
  private socket!: net.Socket;
  private decoder = new StringDecoder('utf8');
  private received = '';
  private lines: string[] = [];
  private readonly replies: Reply[] = [];
  private readonly waiting: { resolve: (reply: Reply) => void; reject: (error: Error) => void }[] = [];
  private failure: SmtpError | null = null;
  private extensions = new Set<string>();
  private authMethods = new Set<string>();

  private constructor(
    private readonly settings: SmtpServerSettings,
    private readonly timeoutMs: number,
  ) {}

  static async open(settings: SmtpServerSettings, timeoutMs: number): Promise<SmtpSession> {
    const session = new SmtpSession(settings, timeoutMs);
    const { host, port, secure } = settings;
    session.attach(secure ? tls.connect({ host, port, ...session.tlsOptions() }) : net.connect({ host, port }));
    try {
      await session.expect(await session.reply(), [220], 'lời chào');
      await session.greet();
      if (!secure && !settings.ignoreTLS && session.extensions.has('STARTTLS')) {
        await session.expect(await session.command('STARTTLS'), [220], 'STARTTLS');
        await session.upgrade();
        await session.greet();
      } else if (!secure && settings.requireTLS) {
        throw new SmtpError('Máy chủ thư không hỗ trợ STARTTLS mà SMTP_URL đòi (requireTLS)');
      }
      if (settings.auth) await session.signIn(settings.auth);
      return session;
    } catch (error) {
      session.fail(error instanceof SmtpError ? error : new SmtpError(String(error)));
      throw error;
    }
  }

  /**
   * Sends one message to one address; resolves once the server took it, throws an SmtpError otherwise.
   * `written`: called once the message is on its way and, the server pipelining, the connection may
   * carry the next envelope before this message's answer (RFC 2920 lets message content start a group),
   * so a mail costs one round trip, not two.
   */
  async deliver(from: string, to: string, message: Buffer, written?: () => void): Promise<void> {
    this.transactions += 1;
    const commands = [`MAIL FROM:${pathOf(from)}`, `RCPT TO:${pathOf(to)}`, 'DATA'];
    const replies: Reply[] = [];
    if (this.extensions.has('PIPELINING')) {
      this.write(`${commands.join('\r\n')}\r\n`);
      for (const _ of commands) replies.push(await this.reply(true));
    } else {
      for (const command of commands) {
        const reply = await this.command(command, true);
        replies.push(reply);
        if (reply.code >= 400) break;
      }
    }
    const [mail, rcpt, data] = replies;
    const refusal = mail.code !== 250 ? mail : rcpt && rcpt.code !== 250 && rcpt.code !== 251 ? rcpt : null;
    if (data?.code === 354 && !refusal) {
      const body = dataOf(message);
      const endsLine = body.length >= 2 && body[body.length - 2] === CR && body[body.length - 1] === LF;
      // One write of both buffers (writev): no copy of the message to add the end of data.
      this.socket.cork();
      this.socket.write(body);
      this.socket.write(endsLine ? END_OF_DATA : CRLF_END_OF_DATA);
      this.socket.uncork();
      const answer = this.reply();
      if (this.extensions.has('PIPELINING')) written?.();
      const end = await answer;
      if (end.code !== 250) throw this.refused(end, 'thư');
      return;
    }
    // A server that wants the message after refusing its sender or recipient gets an empty one.
    if (data?.code === 354) await this.command('.');
    // The next message starts from a clean state, or on another connection.
    const reset = await this.command('RSET').catch(() => null);
    if (reset?.code !== 250) this.quit();
    throw this.refused(refusal ?? data ?? rcpt ?? mail, refusal === mail ? 'người gửi' : refusal ? 'người nhận' : 'DATA');
  }

  /** Free for the next message: open, and nothing unasked-for arrived (a server's parting 421). */
  get reusable(): boolean {
    return !this.closed && this.replies.length === 0;
  }

  /** Says goodbye and closes (the server's answer is not awaited). */
  quit(): void {
    if (this.closed) return;
    this.closed = true;
    // A message written just before may still await its answer: the server gives it, then closes.
    this.socket.end('QUIT\r\n');
    this.socket.setTimeout(this.timeoutMs, () => this.socket.destroy());
  }

  private attach(socket: net.Socket): void {
    this.socket = socket;
    // Replies may carry UTF-8 text split across chunks; a decoder per socket (TLS replaces it).
    this.decoder = new StringDecoder('utf8');
    socket.setNoDelay(true);
    socket.setTimeout(this.timeoutMs);
    socket.on('data', this.onData);
    socket.on('timeout', this.onTimeout);
    socket.on('error', this.onError);
    socket.on('close', this.onClose);
  }

  private async upgrade(): Promise<void> {
    const plain = this.socket;
    plain.off('data', this.onData).off('timeout', this.onTimeout).off('error', this.onError).off('close', this.onClose);
    plain.setTimeout(0);
    const secured = tls.connect({ socket: plain, ...this.tlsOptions() });
    this.attach(secured);
    const timer = setTimeout(() => this.fail(new SmtpError(`Máy chủ thư không hoàn tất TLS sau ${Math.round(this.timeoutMs / 1000)} giây`)), this.timeoutMs);
    try {
      await new Promise<void>((resolve, reject) => {
        secured.once('secureConnect', resolve);
        secured.once('close', () => reject(this.failure ?? new SmtpError('Mất kết nối khi bắt đầu TLS với máy chủ thư')));
      });
    } finally {
      clearTimeout(timer);
    }
  }

  private tlsOptions(): tls.ConnectionOptions {
    const { host, rejectUnauthorized } = this.settings;
    return { servername: net.isIP(host) ? undefined : host, rejectUnauthorized };
  }

  /** EHLO, or HELO from a server that does not know it; notes what the server offers. */
  private async greet(): Promise<void> {
    const ehlo = await this.command(`EHLO ${this.settings.clientName}`);
    this.extensions = new Set();
    this.authMethods = new Set();
    if (ehlo.code !== 250) {
      await this.expect(await this.command(`HELO ${this.settings.clientName}`), [250], 'HELO');
      return;
    }
    for (const line of ehlo.lines.slice(1)) {
      const [keyword, ...args] = line
        .trim()
        .toUpperCase()
        .split(/[\s=]+/);
      this.extensions.add(keyword);
      if (keyword === 'AUTH') for (const method of args) this.authMethods.add(method);
    }
  }

  private async signIn({ user, pass }: { user: string; pass: string }): Promise<void> {
    const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
    if (this.authMethods.has('PLAIN')) {
      await this.expect(await this.command(`AUTH PLAIN ${base64(`\0${user}\0${pass}`)}`), [235], 'đăng nhập');
    } else if (this.authMethods.has('LOGIN')) {
      await this.expect(await this.command('AUTH LOGIN'), [334], 'đăng nhập');
      await this.expect(await this.command(base64(user)), [334], 'đăng nhập');
      await this.expect(await this.command(base64(pass)), [235], 'đăng nhập');
    } else {
      throw new SmtpError(`Máy chủ thư không cho đăng nhập bằng PLAIN hay LOGIN (nó nhận: ${[...this.authMethods].join(', ') || 'không cách nào'})`);
    }
  }

  private command(line: string, beforeMessage = false): Promise<Reply> {
    this.write(`${line}\r\n`);
    return this.reply(beforeMessage);
  }

  private write(text: string): void {
    if (!this.failure) this.socket.write(text);
  }

  /** The next reply; `beforeMessage`: a failure now means nothing of a message reached the server. */
  private reply(beforeMessage = false): Promise<Reply> {
    const ready = this.replies.shift();
    if (ready) return Promise.resolve(ready);
    if (this.failure) return Promise.reject(beforeMessage ? new SmtpError(this.failure.message, undefined, true) : this.failure);
    return new Promise((resolve, reject) =>
      this.waiting.push({ resolve, reject: (error) => reject(beforeMessage && error instanceof SmtpError ? new SmtpError(error.message, undefined, true) : error) }),
    );
  }

  private async expect(reply: Reply, codes: number[], step: string): Promise<void> {
    if (!codes.includes(reply.code)) throw this.refused(reply, step);
  }

  private refused(reply: Reply, step: string): SmtpError {
    return new SmtpError(`Máy chủ thư từ chối ${step}: ${reply.code} ${reply.lines.join(' ')}`.trim(), reply.code);
  }

  /** Every line the server sends; a reply is complete at its line with a space after the code. */
  private readonly onData = (chunk: Buffer): void => {
    this.received += this.decoder.write(chunk);
    for (let end = this.received.indexOf('\n'); end !== -1; end = this.received.indexOf('\n')) {
      const line = this.received.slice(0, end).replace(/\r$/, '');
      this.received = this.received.slice(end + 1);
      const match = /^(\d{3})([ -]?)(.*)$/.exec(line);
      if (!match) return this.fail(new SmtpError(`Máy chủ thư trả lời sai giao thức: ${JSON.stringify(line.slice(0, 100))}`));
      this.lines.push(match[3]);
      if (match[2] === '-') continue;
      const reply = { code: Number(match[1]), lines: this.lines };
      this.lines = [];
      const waiter = this.waiting.shift();
      if (waiter) waiter.resolve(reply);
      else this.replies.push(reply);
    }
  };

  private readonly onTimeout = (): void => {
    // Only a silence while an answer is awaited ends the connection; an idle one is the pool's to close.
    if (this.waiting.length) this.fail(new SmtpError(`Máy chủ thư không trả lời sau ${Math.round(this.timeoutMs / 1000)} giây`));
  };

  private readonly onError = (error: Error): void => {
    const { host, port } = this.settings;
    this.fail(new SmtpError(`Không kết nối được máy chủ thư ${host}:${port} (${(error as NodeJS.ErrnoException).code ?? error.message})`));
  };

  private readonly onClose = (): void => this.fail(new SmtpError('Máy chủ thư đã đóng kết nối'));

  private fail(error: SmtpError): void {
    this.closed = true;
    this.failure ??= error;
    this.socket.destroy();
    for (const waiter of this.waiting.splice(0)) waiter.reject(this.failure);
  }
}

export interface SmtpPoolOptions {
  maxConnections: number;
  /** A connection goes after this many messages (some servers limit a session), and a new one comes. */
  maxMessagesPerConnection: number;
  /** An idle connection closes after this long, so a campaign that ended holds nothing open. */
  idleMs?: number;
  /** The longest silence while an answer is awaited. */
  timeoutMs?: number;
}

/**
 * Marketing mail's own SMTP client: a few connections, each sending one built message after another
 * with the envelope pipelined (RFC 2920) and the message written as it is, in one write (docs/email-marketing.md,
 * "Sending"). What nodemailer's pool spends per mail beyond that (a stream per message, its byte-by-byte
 * dot escaping) was most of a broadcast's CPU. Transactional mail still goes through nodemailer.
 */
export class SmtpPool {
  private readonly idle: SmtpSession[] = [];
  private readonly waiting: { resolve: (session: SmtpSession) => void; reject: (error: Error) => void }[] = [];
  private sessions = 0;
  private closed = false;
  private readonly idleMs: number;
  private readonly timeoutMs: number;

  constructor(
    private readonly settings: SmtpServerSettings,
    private readonly options: SmtpPoolOptions,
  ) {
    this.idleMs = options.idleMs ?? 30_000;
    this.timeoutMs = options.timeoutMs ?? 60_000;
  }

  /** Resolves once the server took the message; throws an SmtpError (with its code when it answered) otherwise. */
  async send(envelope: { from: string; to: string }, message: Buffer): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      const session = await this.acquire();
      const reused = session.transactions > 0;
      // Given back as soon as the message is written (the next one's envelope may follow it), else at the end.
      let released = false;
      const release = () => {
        if (!released) this.release(session);
        released = true;
      };
      try {
        return await session.deliver(envelope.from, envelope.to, message, release);
      } catch (error) {
        // A kept connection the server had dropped: the message goes once more, on a new one.
        if (attempt > 1 || !reused || !(error instanceof SmtpError && error.beforeMessage)) throw error;
      } finally {
        release();
      }
    }
  }

  /** Closes every connection; what is waiting for one fails. */
  close(): void {
    this.closed = true;
    for (const waiter of this.waiting.splice(0)) waiter.reject(new SmtpError('Đã đóng kết nối tới máy chủ thư'));
    for (const session of this.idle.splice(0)) this.retire(session);
  }

  private acquire(): Promise<SmtpSession> {
    if (this.closed) return Promise.reject(new SmtpError('Đã đóng kết nối tới máy chủ thư'));
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      this.dispatch();
    });
  }

  /** Hands idle connections to who waits, and opens new ones up to the limit. */
  private dispatch(): void {
    while (this.waiting.length) {
      const session = this.takeIdle();
      if (session) {
        this.waiting.shift()!.resolve(session);
        continue;
      }
      if (this.sessions >= this.options.maxConnections) return;
      const waiter = this.waiting.shift()!;
      this.sessions += 1;
      SmtpSession.open(this.settings, this.timeoutMs).then(waiter.resolve, (error: Error) => {
        this.sessions -= 1;
        waiter.reject(error);
        this.dispatch();
      });
    }
  }

  private takeIdle(): SmtpSession | null {
    for (let session = this.idle.pop(); session; session = this.idle.pop()) {
      clearTimeout(session.idleTimer!);
      if (session.reusable) return session;
      session.quit();
      this.sessions -= 1;
    }
    return null;
  }

  private release(session: SmtpSession): void {
    if (this.closed || !session.reusable || session.transactions >= this.options.maxMessagesPerConnection) this.retire(session);
    else {
      session.idleTimer = setTimeout(() => {
        const at = this.idle.indexOf(session);
        if (at !== -1) this.retire(this.idle.splice(at, 1)[0]);
      }, this.idleMs).unref();
      this.idle.push(session);
    }
    this.dispatch();
  }

  private retire(session: SmtpSession): void {
    clearTimeout(session.idleTimer!);
    session.quit();
    this.sessions -= 1;
  }
}

import net from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { dataOf, SmtpError, SmtpPool, smtpSettings } from './smtp-pool';

/** A real SMTP server on loopback that keeps every message's bytes and counts its connections. */
async function startServer(options: SMTPServerOptions = {}) {
  const messages: { from: string; to: string; raw: Buffer }[] = [];
  const stats = { connections: 0, open: 0, mostOpen: 0, perConnection: new Map<string, number>() };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      stats.connections += 1;
      stats.open += 1;
      stats.mostOpen = Math.max(stats.mostOpen, stats.open);
      callback();
    },
    onClose() {
      stats.open -= 1;
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        stats.perConnection.set(session.id, (stats.perConnection.get(session.id) ?? 0) + 1);
        messages.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo[0].address, raw: Buffer.concat(chunks) });
        callback();
      });
    },
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as net.AddressInfo).port;
  servers.push(server);
  return { server, port, messages, stats };
}

/**
 * A scripted SMTP server that holds back its answer to a message until the next command comes (or
 * a second passes), and notes the order of what it saw: did the client pipeline past the message?
 */
async function startScriptedServer(pipelining: boolean) {
  const events: string[] = [];
  const server = net.createServer((socket) => {
    let received = '';
    let inData = false;
    let held: NodeJS.Timeout | null = null;
    const answerHeld = (event: string) => {
      if (!held) return;
      clearTimeout(held);
      held = null;
      events.push(event);
      socket.write('250 2.0.0 Đã nhận\r\n');
    };
    socket.write('220 kiemthu ESMTP\r\n');
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = received.indexOf('\r\n.\r\n');
          if (end === -1) return;
          received = received.slice(end + 5);
          inData = false;
          events.push('message');
          held = setTimeout(() => answerHeld('answer (held back)'), 1000);
          continue;
        }
        const lineEnd = received.indexOf('\r\n');
        if (lineEnd === -1) return;
        const line = received.slice(0, lineEnd);
        received = received.slice(lineEnd + 2);
        const verb = line.split(/[ :]/)[0].toUpperCase();
        if (verb !== 'QUIT') events.push(verb);
        answerHeld('answer');
        if (verb === 'EHLO') socket.write(pipelining ? '250-kiemthu\r\n250 PIPELINING\r\n' : '250 kiemthu\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 Gửi thư\r\n');
        } else if (verb === 'QUIT') socket.end('221 Tạm biệt\r\n');
        else socket.write('250 OK\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as net.AddressInfo).port, events, close: () => server.close() };
}

const servers: SMTPServer[] = [];
const connectionsOf = (server: SMTPServer) => (server as unknown as { connections: Set<{ close: () => void; session: { id: string } }> }).connections;
const pools: SmtpPool[] = [];
afterEach(async () => {
  for (const pool of pools.splice(0)) pool.close();
  await Promise.all(servers.splice(0).map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
});

function poolFor(url: string, options: Partial<ConstructorParameters<typeof SmtpPool>[1]> = {}) {
  const pool = new SmtpPool(smtpSettings(url), { maxConnections: 2, maxMessagesPerConnection: 1000, ...options });
  pools.push(pool);
  return pool;
}

const message = (n: number) => Buffer.from(`From: a@hocvienmarketing.vn\r\nTo: b${n}@example.vn\r\nSubject: Thu ${n}\r\n\r\nQmFzZTY0IGJvZHk=\r\n`);
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
};
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('the mail went out'),
    (error: unknown) => error as SmtpError,
  );

describe('the SMTP message data (dataOf)', () => {
  it('returns a message already in DATA form as it is, without a copy', () => {
    const ready = message(1);
    expect(dataOf(ready)).toBe(ready);
  });

  it('doubles a dot that starts a line, and makes a bare CR or LF a CRLF', () => {
    expect(dataOf(Buffer.from('.first\r\nsecond\r\n.third\nbare lf\rbare cr\r\n..two\r\n')).toString()).toBe('..first\r\nsecond\r\n..third\r\nbare lf\r\nbare cr\r\n...two\r\n');
    // A bare LF before a dot (the smuggling shape "\n.\n") cannot end the data early.
    expect(dataOf(Buffer.from('a\n.\nb')).toString()).toBe('a\r\n..\r\nb');
  });
});

describe('SmtpPool', () => {
  it('delivers each message byte for byte to its one recipient, envelope pipelined, with or without PIPELINING', async () => {
    for (const hidePIPELINING of [false, true]) {
      const { port, messages } = await startServer({ hidePIPELINING } as SMTPServerOptions);
      const pool = poolFor(`smtp://127.0.0.1:${port}`);
      await Promise.all([1, 2, 3].map((n) => pool.send({ from: 'bantin@hocvienmarketing.vn', to: `b${n}@example.vn` }, message(n))));
      expect(messages.map((each) => each.to).sort()).toEqual(['b1@example.vn', 'b2@example.vn', 'b3@example.vn']);
      for (const each of messages) {
        expect(each.from).toBe('bantin@hocvienmarketing.vn');
        expect(each.raw.equals(message(Number(each.to.slice(1, 2))))).toBe(true);
      }
    }
  });

  it('sends a line that starts with a dot as it was (the server takes the doubled dot off)', async () => {
    const { port, messages } = await startServer();
    const withDots = Buffer.from('Subject: x\r\n\r\n.\r\n..hai\r\n.ba\r\n');
    await poolFor(`smtp://127.0.0.1:${port}`).send({ from: 'a@hocvienmarketing.vn', to: 'b@example.vn' }, withDots);
    expect(messages[0].raw.toString()).toBe(withDots.toString());
  });

  it('signs in with PLAIN or, when that is all the server takes, LOGIN; a wrong password is a 535', async () => {
    for (const authMethods of [['PLAIN', 'LOGIN'], ['LOGIN']]) {
      const seen: string[] = [];
      const { port, messages } = await startServer({
        authOptional: false,
        allowInsecureAuth: true,
        authMethods,
        onAuth(auth, _session, callback) {
          seen.push(auth.method);
          if (auth.username === 'hvm@hocvienmarketing.vn' && auth.password === 'mật khẩu:/@') callback(null, { user: 'hvm' });
          else callback(Object.assign(new Error('Sai thông tin'), { responseCode: 535 }));
        },
      });
      await poolFor(`smtp://${encodeURIComponent('hvm@hocvienmarketing.vn')}:${encodeURIComponent('mật khẩu:/@')}@127.0.0.1:${port}`).send(
        { from: 'a@hocvienmarketing.vn', to: 'b@example.vn' },
        message(1),
      );
      expect(messages).toHaveLength(1);
      expect(seen).toEqual([authMethods[0]]);
      const refused = await failureOf(poolFor(`smtp://hvm:sai@127.0.0.1:${port}`).send({ from: 'a@hocvienmarketing.vn', to: 'b@example.vn' }, message(2)));
      expect(refused).toBeInstanceOf(SmtpError);
      expect(refused.responseCode).toBe(535);
    }
  });

  it('upgrades with STARTTLS when the server offers it, and speaks TLS from the start on smtps://', async () => {
    const plain = await startServer({ disabledCommands: [] });
    await poolFor(`smtp://127.0.0.1:${plain.port}?tls.rejectUnauthorized=false`).send({ from: 'a@hocvienmarketing.vn', to: 'b@example.vn' }, message(1));
    expect(plain.messages).toHaveLength(1);
    // Verified against the trusted roots unless the URL says otherwise: the test server's own certificate is not.
    const untrusted = await failureOf(poolFor(`smtp://127.0.0.1:${plain.port}`).send({ from: 'a@hocvienmarketing.vn', to: 'b@example.vn' }, message(2)));
    expect(untrusted.responseCode).toBeUndefined();
    expect(plain.messages).toHaveLength(1);

    const secure = await startServer({ secure: true, disabledCommands: [] });
    await poolFor(`smtps://127.0.0.1:${secure.port}?tls.rejectUnauthorized=false`).send({ from: 'a@hocvienmarketing.vn', to: 'b@example.vn' }, message(3));
    expect(secure.messages).toHaveLength(1);
  });

  it('refuses to go on without TLS when the URL requires it and the server offers none', async () => {
    const { port, messages } = await startServer();
    const error = await failureOf(poolFor(`smtp://127.0.0.1:${port}?requireTLS=true`).send({ from: 'a@hocvienmarketing.vn', to: 'b@example.vn' }, message(1)));
    expect(error.message).toContain('STARTTLS');
    expect(messages).toHaveLength(0);
  });

  it('reports a refused recipient (550, 452) and a refused message (554) with their codes, and goes on on the same connection', async () => {
    const { port, messages, stats } = await startServer({
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith('khongton')) return callback(Object.assign(new Error('5.1.1 Hộp thư không tồn tại'), { responseCode: 550 }));
        if (address.address.startsWith('hopthuday')) return callback(Object.assign(new Error('4.2.2 Hộp thư đầy'), { responseCode: 452 }));
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (session.envelope.rcptTo[0].address.startsWith('spam')) return callback(Object.assign(new Error('5.7.1 Thư bị từ chối'), { responseCode: 554 }));
          messages.push({ from: '', to: session.envelope.rcptTo[0].address, raw: Buffer.concat(chunks) });
          callback();
        });
      },
    });
    const pool = poolFor(`smtp://127.0.0.1:${port}`, { maxConnections: 1 });
    const send = (to: string) => pool.send({ from: 'a@hocvienmarketing.vn', to }, message(1));
    const gone = await failureOf(send('khongton@example.vn'));
    expect([gone.responseCode, gone.message]).toEqual([550, expect.stringContaining('Hộp thư không tồn tại')]);
    expect((await failureOf(send('hopthuday@example.vn'))).responseCode).toBe(452);
    expect((await failureOf(send('spam@example.vn'))).responseCode).toBe(554);
    await send('ok@example.vn');
    expect(messages.map((each) => each.to)).toEqual(['ok@example.vn']);
    expect(stats.connections).toBe(1);
  });

  it('keeps to its connection limit under many sends at once, and to the messages per connection', async () => {
    const { port, messages, stats } = await startServer();
    const pool = poolFor(`smtp://127.0.0.1:${port}`, { maxConnections: 3, maxMessagesPerConnection: 5 });
    await Promise.all(Array.from({ length: 40 }, (_, n) => pool.send({ from: 'a@hocvienmarketing.vn', to: `b${n}@example.vn` }, message(n))));
    expect(messages).toHaveLength(40);
    expect(new Set(messages.map((each) => each.to)).size).toBe(40);
    expect(stats.mostOpen).toBeLessThanOrEqual(3);
    // At most 5 to a connection: at least 8 connections one after another.
    expect(Math.max(...stats.perConnection.values())).toBe(5);
    expect(stats.connections).toBeGreaterThanOrEqual(8);
  });

  it('closes a connection left idle, and sends again on a new one', async () => {
    const { port, messages, stats } = await startServer();
    const pool = poolFor(`smtp://127.0.0.1:${port}`, { idleMs: 50 });
    await pool.send({ from: 'a@hocvienmarketing.vn', to: 'b1@example.vn' }, message(1));
    await until(() => stats.open === 0);
    await pool.send({ from: 'a@hocvienmarketing.vn', to: 'b2@example.vn' }, message(2));
    expect(messages).toHaveLength(2);
    expect(stats.connections).toBe(2);
  });

  it('sends on a new connection when the server dropped the kept one, before or as the next message begins', async () => {
    let dropOnMailFrom = false;
    const { server, port, messages, stats } = await startServer({
      onMailFrom(_address, session, callback) {
        if (!dropOnMailFrom || session.transaction < 2) return callback();
        // Gone without an answer, as a server that timed the session out just as the envelope came.
        dropOnMailFrom = false;
        for (const connection of connectionsOf(server)) if (connection.session.id === session.id) connection.close();
      },
    });
    const pool = poolFor(`smtp://127.0.0.1:${port}`, { maxConnections: 1 });
    await pool.send({ from: 'a@hocvienmarketing.vn', to: 'b1@example.vn' }, message(1));
    // The server ends every session it holds (as one does after its idle timeout).
    for (const connection of connectionsOf(server)) connection.close();
    await until(() => stats.open === 0);
    await pool.send({ from: 'a@hocvienmarketing.vn', to: 'b2@example.vn' }, message(2));
    dropOnMailFrom = true;
    await pool.send({ from: 'a@hocvienmarketing.vn', to: 'b3@example.vn' }, message(3));
    expect(dropOnMailFrom).toBe(false);
    expect(messages.map((each) => each.to)).toEqual(['b1@example.vn', 'b2@example.vn', 'b3@example.vn']);
    expect(stats.connections).toBe(3);
  });

  it('fails without a code when no server listens or one never answers, within its timeout', async () => {
    const closed = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const refused = await failureOf(poolFor(`smtp://127.0.0.1:${closed}`).send({ from: 'a@hocvienmarketing.vn', to: 'b@example.vn' }, message(1)));
    expect(refused.responseCode).toBeUndefined();
    expect(refused.message).toContain('ECONNREFUSED');

    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const mute = await failureOf(
        poolFor(`smtp://127.0.0.1:${(silent.address() as net.AddressInfo).port}`, { timeoutMs: 200 }).send({ from: 'a@hocvienmarketing.vn', to: 'b@example.vn' }, message(1)),
      );
      // Only the timeout says this (a refused or dropped connection says otherwise).
      expect(mute.message).toContain('không trả lời');
    } finally {
      silent.close();
    }
  });

  it('sends the next envelope right after a message, before its answer, only to a server that pipelines', async () => {
    for (const pipelining of [true, false]) {
      const { port, events, close } = await startScriptedServer(pipelining);
      try {
        const pool = poolFor(`smtp://127.0.0.1:${port}`, { maxConnections: 1 });
        await Promise.all([1, 2].map((n) => pool.send({ from: 'a@hocvienmarketing.vn', to: `b${n}@example.vn` }, message(n))));
        const afterFirst = events.slice(events.indexOf('message') + 1, events.indexOf('message') + 3);
        // Pipelining: the second MAIL arrives while the first message's answer is held back; else only after it.
        expect(afterFirst).toEqual(pipelining ? ['MAIL', 'answer'] : ['answer (held back)', 'MAIL']);
        expect(events.filter((event) => event === 'message')).toHaveLength(2);
      } finally {
        close();
      }
    }
  });

  it('reads SMTP_URL as nodemailer does', () => {
    expect(smtpSettings('smtp://u%40x:p%3Aw@mail.example.vn')).toMatchObject({ host: 'mail.example.vn', port: 587, secure: false, auth: { user: 'u@x', pass: 'p:w' } });
    expect(smtpSettings('smtps://mail.example.vn')).toMatchObject({ port: 465, secure: true, auth: null, rejectUnauthorized: true });
    expect(smtpSettings('smtp://mail.example.vn:25?ignoreTLS=true&name=hocvienmarketing.vn')).toMatchObject({ port: 25, ignoreTLS: true, clientName: 'hocvienmarketing.vn' });
  });
});

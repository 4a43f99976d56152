import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import Redis from 'ioredis';

export interface RedisTestServer {
  url: string;
  /** A client of its own, to look at what the application stored. */
  client: Redis;
  /** Stops the server (an outage), keeping its port for start(). */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function spawnRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`redis-server dừng (mã ${code}): ${output}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
  });
  return child;
}

async function kill(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** A real redis-server (the Debian package) on a free loopback port, in memory only, stopped by close(). */
export async function startRedisServer(): Promise<RedisTestServer> {
  const port = await freePort();
  let child: ChildProcess | null = await spawnRedis(port);
  const url = `redis://127.0.0.1:${port}`;
  const client = new Redis(url);
  // It reconnects by itself after stop() and start().
  client.on('error', () => undefined);
  return {
    url,
    client,
    stop: async () => {
      await kill(child);
      child = null;
    },
    start: async () => {
      child = await spawnRedis(port);
    },
    close: async () => {
      client.disconnect();
      await kill(child);
    },
  };
}

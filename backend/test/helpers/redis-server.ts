import { spawn } from 'node:child_process';
import net from 'node:net';
import Redis from 'ioredis';

export interface RedisTestServer {
  url: string;
  /** A client of its own, to look at what the application stored. */
  client: Redis;
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

/** A real redis-server (the Debian package) on a free loopback port, in memory only, stopped by close(). */
export async function startRedisServer(): Promise<RedisTestServer> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`redis-server dừng (mã ${code}): ${output}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
  });
  const url = `redis://127.0.0.1:${port}`;
  const client = new Redis(url);
  return {
    url,
    client,
    close: async () => {
      client.disconnect();
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

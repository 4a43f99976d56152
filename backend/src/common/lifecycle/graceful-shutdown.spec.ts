import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { InFlightRequests, shutDownInOrder, type ShutdownSteps } from './graceful-shutdown';
import { OpenStreams } from './open-streams';

function recordingSteps(log: string[], requestsDone: boolean): ShutdownSteps {
  return {
    stopAccepting: () => log.push('stopAccepting'),
    closeStreams: () => log.push('closeStreams'),
    waitForRequests: async (timeoutMs) => {
      log.push(`waitForRequests ${timeoutMs}`);
      return requestsDone;
    },
    closeApp: async () => {
      log.push('closeApp');
    },
  };
}

describe('shutDownInOrder', () => {
  it('stops taking requests, ends the streams, lets the requests in flight finish, and only then closes the app', async () => {
    const log: string[] = [];
    await shutDownInOrder(recordingSteps(log, true), 20_000, (message) => log.push(`log: ${message}`));
    expect(log).toEqual(['stopAccepting', 'closeStreams', 'waitForRequests 20000', 'closeApp']);
  });

  it('closes anyway, saying so, when requests are still running after the grace period', async () => {
    const log: string[] = [];
    await shutDownInOrder(recordingSteps(log, false), 5_000, (message) => log.push(`log: ${message}`));
    expect(log).toEqual(['stopAccepting', 'closeStreams', 'waitForRequests 5000', 'log: Hết 5 s chờ: vẫn còn yêu cầu đang xử lý, đóng luôn.', 'closeApp']);
  });
});

describe('InFlightRequests on a real server', () => {
  it('refuses new connections, finishes the slow request with Connection: close, and waits for it before closing', async () => {
    const fastify = Fastify();
    const requests = new InFlightRequests();
    requests.attach(fastify);
    let finishSlow!: () => void;
    const slowGate = new Promise<void>((resolve) => (finishSlow = resolve));
    let slowStarted!: () => void;
    const slowRunning = new Promise<void>((resolve) => (slowStarted = resolve));
    fastify.get('/slow', async () => {
      slowStarted();
      await slowGate;
      return { done: true };
    });
    await fastify.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(fastify.server.address() as AddressInfo).port}`;

    const streams = new OpenStreams();
    let streamEnded = false;
    streams.add(() => (streamEnded = true));

    const slow = fetch(`${url}/slow`);
    await slowRunning;
    expect(requests.inFlight).toBe(1);

    const order: string[] = [];
    const stopping = shutDownInOrder(
      {
        stopAccepting: () => requests.startDraining(fastify.server),
        closeStreams: () => order.push(`streams closed: ${streams.closeAll()}`),
        waitForRequests: (timeoutMs) => requests.waitUntilIdle(timeoutMs),
        closeApp: async () => {
          order.push('app closed');
          await fastify.close();
        },
      },
      10_000,
      (message) => order.push(message),
    );
    await expect(fetch(`${url}/slow`)).rejects.toThrow();
    expect(streamEnded).toBe(true);
    expect(order).toEqual(['streams closed: 1']);

    finishSlow();
    const response = await slow;
    expect(await response.json()).toEqual({ done: true });
    expect(response.headers.get('connection')).toBe('close');
    await stopping;
    expect(order).toEqual(['streams closed: 1', 'app closed']);
    expect(requests.inFlight).toBe(0);
  });
});

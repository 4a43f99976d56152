import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import type { DecodedImage } from './face-image';

export interface FaceAnalysis {
  faceCount: number;
  /** The embedding of the only face; null unless exactly one face was found. */
  embedding: number[] | null;
  modelVersion: string;
}

type WorkerReply = { id: number } & ({ error: string } | { embeddings: (number[] | null)[]; modelVersion: string });

interface Pending {
  resolve(analysis: FaceAnalysis): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

// The first image also waits for the models to load (about half a second); a stuck worker is replaced.
const ANALYSIS_TIMEOUT_MS = 30_000;
// Plain JavaScript next to this file, in src and in dist alike (see the worker's header).
const WORKER_FILE = path.join(__dirname, 'face-worker.js');

/**
 * Runs @vladmandic/human in one long-lived worker thread, started at the first face check. Requests
 * queue in the worker; the API's event loop only posts pixels and receives the answer.
 */
@Injectable()
export class FaceEngine implements OnModuleDestroy {
  private readonly logger = new Logger(FaceEngine.name);
  private worker?: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  analyse(image: DecodedImage): Promise<FaceAnalysis> {
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    return new Promise<FaceAnalysis>((resolve, reject) => {
      const timer = setTimeout(() => this.restart(new Error('Phân tích khuôn mặt quá thời gian.')), ANALYSIS_TIMEOUT_MS);
      this.pending.set(id, { resolve, reject, timer });
      const pixels = new Uint8Array(image.pixels.buffer, image.pixels.byteOffset, image.pixels.byteLength);
      worker.postMessage({ id, width: image.width, height: image.height, pixels });
    });
  }

  async onModuleDestroy(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.failAll(new Error('Ứng dụng đang dừng.'));
    await worker?.terminate();
  }

  private start(): Worker {
    const worker = new Worker(WORKER_FILE);
    worker.on('message', (reply: WorkerReply) => this.settle(reply));
    worker.on('error', (error) => {
      this.logger.error(`Face worker failed: ${error.message}`);
      this.restart(error);
    });
    worker.on('exit', () => {
      if (this.worker === worker) this.restart(new Error('Face worker exited.'));
    });
    // An idle worker must not keep the process (or a test run) alive.
    worker.unref();
    this.worker = worker;
    return worker;
  }

  /** Drops the current worker (the next check starts a new one) and fails what it was doing. */
  private restart(error: Error): void {
    const worker = this.worker;
    this.worker = undefined;
    this.failAll(error);
    void worker?.terminate();
  }

  private settle(reply: WorkerReply): void {
    const request = this.pending.get(reply.id);
    if (!request) return;
    this.pending.delete(reply.id);
    clearTimeout(request.timer);
    if ('error' in reply) request.reject(new Error(reply.error));
    else request.resolve({ faceCount: reply.embeddings.length, embedding: reply.embeddings.length === 1 ? reply.embeddings[0] : null, modelVersion: reply.modelVersion });
  }

  private failAll(error: Error): void {
    for (const request of this.pending.values()) {
      clearTimeout(request.timer);
      request.reject(error);
    }
    this.pending.clear();
  }
}

import { Injectable } from '@nestjs/common';

/**
 * The long-lived responses of this process (server-sent events). A stopping process ends them first,
 * so their clients reconnect to another process instead of holding this one open.
 */
@Injectable()
export class OpenStreams {
  private readonly closers = new Set<() => void>();

  /** Registers how to end one stream; returns the function that forgets it (call it when it ends). */
  add(close: () => void): () => void {
    this.closers.add(close);
    return () => this.closers.delete(close);
  }

  /** Ends every open stream; returns how many there were. */
  closeAll(): number {
    const closers = [...this.closers];
    this.closers.clear();
    closers.forEach((close) => close());
    return closers.length;
  }
}

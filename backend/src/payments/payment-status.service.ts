import { Injectable, type MessageEvent } from '@nestjs/common';
import { EventEmitter } from 'node:events';
import { Observable } from 'rxjs';
import { PrismaService } from '../prisma/prisma.service';
import { PaymentErrors } from './payments.errors';

/** How often a watched payment is read again: the bank's webhook may have reached another API process. */
const RECHECK_MS = 2_000;

export interface PaymentStatus {
  code: string;
  kind: 'order' | 'deposit';
  /** Order: pending, paid, expired, cancelled, credited_to_wallet. Deposit: pending, completed, expired. */
  status: string;
  /** Nothing more will happen to it: the stream ends here. */
  settled: boolean;
}

/**
 * The live status of an order or deposit awaiting a bank transfer, for /payment. Payments announce
 * themselves here once their transaction has committed, so the page learns within a second; a
 * periodic re-read covers changes made elsewhere (another process, the expiry sweep).
 */
@Injectable()
export class PaymentStatusService {
  private readonly changes = new EventEmitter().setMaxListeners(0);

  constructor(private readonly prisma: PrismaService) {}

  /** Call after the transaction that paid or credited `code` has committed. */
  announce(code: string): void {
    this.changes.emit(code);
  }

  /** The user's own order (DH…) or deposit (NAP…) by its transfer code; 404 for anything else. */
  async current(userId: string, rawCode: string): Promise<PaymentStatus> {
    const code = rawCode.trim().toUpperCase();
    if (code.startsWith('DH')) {
      const order = await this.prisma.order.findFirst({ where: { code, userId }, select: { status: true } });
      if (order) return { code, kind: 'order', status: order.status, settled: order.status !== 'pending' };
    } else if (code.startsWith('NAP')) {
      const deposit = await this.prisma.deposit.findFirst({ where: { code, userId }, select: { status: true } });
      if (deposit) return { code, kind: 'deposit', status: deposit.status, settled: deposit.status !== 'pending' };
    }
    throw PaymentErrors.raise('PAYMENT_CODE_NOT_FOUND');
  }

  /** Server-sent events: the status now, then every change, ending once it is settled. */
  async watch(userId: string, rawCode: string): Promise<Observable<MessageEvent>> {
    const first = await this.current(userId, rawCode);
    return new Observable<MessageEvent>((subscriber) => {
      let last = first.status;
      let reading = false;
      subscriber.next({ data: first });
      if (first.settled) {
        subscriber.complete();
        return undefined;
      }
      const recheck = async () => {
        if (reading || subscriber.closed) return;
        reading = true;
        try {
          const now = await this.current(userId, first.code);
          if (now.status !== last) {
            last = now.status;
            subscriber.next({ data: now });
          }
          if (now.settled) subscriber.complete();
        } catch (error) {
          subscriber.error(error);
        } finally {
          reading = false;
        }
      };
      const onChange = () => void recheck();
      this.changes.on(first.code, onChange);
      const timer = setInterval(onChange, RECHECK_MS);
      return () => {
        clearInterval(timer);
        this.changes.off(first.code, onChange);
      };
    });
  }
}

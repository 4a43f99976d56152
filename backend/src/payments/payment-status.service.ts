import { Injectable, type MessageEvent } from '@nestjs/common';
import { Observable } from 'rxjs';
import { ClusterBus } from '../common/cluster/cluster-bus';
import { OpenStreams } from '../common/lifecycle/open-streams';
import { PrismaService } from '../prisma/prisma.service';
import { PaymentErrors } from './payments.errors';

export interface PaymentStatus {
  code: string;
  kind: 'order' | 'deposit';
  /** Order: pending, paid, expired, cancelled, credited_to_wallet. Deposit: pending, completed, expired. */
  status: string;
  /** Nothing more will happen to it: the stream ends here. */
  settled: boolean;
}

/**
 * The live status of an order or deposit awaiting a bank transfer, for /payment. Whatever changes one
 * (the bank's webhook, an admin's review, a cancel, the expiry sweep) announces its code on the
 * cluster bus once its transaction has committed, in whichever API process it ran: the watchers of
 * that code, in every process, read it again. Nothing polls MySQL.
 */
@Injectable()
export class PaymentStatusService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly bus: ClusterBus,
    private readonly streams: OpenStreams,
  ) {}

  /** Call after the transaction that changed `code` has committed. */
  announce(code: string): void {
    this.bus.publish('payment-status', code);
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
      let readAgain = false;
      subscriber.next({ data: first });
      if (first.settled) {
        subscriber.complete();
        return undefined;
      }
      // One read at a time; news arriving during a read asks for one more after it (that read may
      // have seen the row just before the change).
      const recheck = async () => {
        if (subscriber.closed) return;
        if (reading) {
          readAgain = true;
          return;
        }
        reading = true;
        try {
          do {
            readAgain = false;
            const now = await this.current(userId, first.code);
            if (now.status !== last) {
              last = now.status;
              subscriber.next({ data: now });
            }
            if (now.settled) subscriber.complete();
          } while (readAgain && !subscriber.closed);
        } catch (error) {
          subscriber.error(error);
        } finally {
          reading = false;
        }
      };
      const stopListening = this.bus.subscribe('payment-status', (code) => {
        if (code === first.code) void recheck();
      });
      const stopResync = this.bus.onResync(() => void recheck());
      // A change announced between the first read and this subscription would otherwise be missed.
      void recheck();
      // A stopping process ends its streams; the page's EventSource reconnects to another process.
      const stopOnShutdown = this.streams.add(() => subscriber.complete());
      return () => {
        stopListening();
        stopResync();
        stopOnShutdown();
      };
    });
  }
}

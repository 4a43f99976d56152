import { Injectable, Logger } from '@nestjs/common';
import { lockBankTransfer } from '../common/locks/row-locks';
import { formatVnd } from '../common/text/money';
import { paginationOf } from '../common/http/responses';
import { OrderFulfilmentService } from '../orders/order-fulfilment.service';
import type { DepositStatus } from '../generated/prisma/enums';
import { moveOrder, type OrderStatus } from '../orders';
import { isUniqueViolation } from '../prisma/prisma-errors';
import { Db, Prisma, PrismaService, type SqlClient } from '../prisma/prisma.service';
import { insertRowsStatement, sendWithNext } from '../prisma/insert-rows';
import { newRowId } from '../prisma/row-ids';
import { DepositsService } from '../wallet/deposits.service';
import type { BankNotification } from './bank-webhook-provider';
import { findPaymentCode } from './bank-instructions';
import { PaymentErrors } from './payments.errors';
import { PaymentStatusService } from './payment-status.service';

// What a held transfer's reason says of the order or deposit it named: one phrase per status, so a
// status added to either enum fails the type check here until it has its words.
const ORDER_STATUS_TEXT: Record<OrderStatus, string> = {
  pending: 'chờ thanh toán',
  paid: 'đã thanh toán',
  expired: 'đã hết hạn',
  cancelled: 'đã hủy',
  credited_to_wallet: 'đã cộng tiền vào ví',
  refund_requested: 'đang chờ hoàn tiền',
  partially_refunded: 'đã được hoàn tiền một phần',
  refunded: 'đã được hoàn tiền',
};
const DEPOSIT_STATUS_TEXT: Record<DepositStatus, string> = {
  pending: 'chờ thanh toán',
  completed: 'đã hoàn tất',
  expired: 'đã hết hạn',
};

type Outcome = { status: 'applied' | 'held' | 'ignored'; holdReason?: string; orderId?: string; depositId?: string };

/**
 * Bank notifications: each is recorded once (unique provider transaction id, so replays and
 * parallel retries change nothing), matched to an order or deposit by the code in its memo, and
 * applied only when everything agrees. Anything doubtful is held for an admin.
 */
@Injectable()
export class BankTransfersService {
  private readonly logger = new Logger(BankTransfersService.name);

  constructor(
    private readonly prisma: PrismaService,
    private readonly fulfilment: OrderFulfilmentService,
    private readonly deposits: DepositsService,
    private readonly paymentStatus: PaymentStatusService,
  ) {}

  async receive(notification: BankNotification): Promise<{ duplicate: boolean; status: string }> {
    const paymentCode = notification.code ? findPaymentCode(notification.code) : findPaymentCode(notification.content);
    try {
      const result = await this.prisma.inSqlTransaction(async (tx) => {
        // Inserted first: a concurrent delivery of the same transaction waits on this row's unique key, then
        // fails as a duplicate. Sent with the next statement (the order's or deposit's read), which runs after it.
        const transferId = newRowId();
        await sendWithNext(tx, [
          insertRowsStatement('bank_transfers', [
            {
              id: transferId,
              provider: notification.provider,
              providerTransactionId: notification.transactionId,
              amount: BigInt(notification.amount),
              content: notification.content,
              referenceCode: notification.referenceCode,
              paymentCode,
              status: 'held',
              rawBody: notification.rawBody,
            },
          ]),
        ]);
        const outcome = notification.incoming ? await this.apply(tx, paymentCode, notification.amount) : { status: 'ignored' as const };
        // The only write after the ledger post (which holds the shared platform rows to the commit):
        // one statement, where update would read the row back twice, sent with the COMMIT (docs/commerce.md).
        await sendWithNext(tx, [
          Prisma.sql`
            UPDATE bank_transfers SET status = ${outcome.status}, hold_reason = ${outcome.holdReason ?? null}, order_id = ${outcome.orderId ?? null},
                   deposit_id = ${outcome.depositId ?? null}, updated_at = ${new Date()}
             WHERE id = ${transferId}`,
        ]);
        if (outcome.status === 'held') this.logger.warn(`Giao dịch ngân hàng ${notification.transactionId} chờ duyệt: ${outcome.holdReason}`);
        return { duplicate: false, status: outcome.status };
      });
      if (result.status === 'applied' && paymentCode) this.paymentStatus.announce(paymentCode);
      return result;
    } catch (error) {
      if (isUniqueViolation(error, 'bank_transfers_provider_provider_transaction_id_key')) return { duplicate: true, status: 'duplicate' };
      throw error;
    }
  }

  async list(status: 'held' | 'applied' | 'confirmed' | 'rejected' | 'ignored' | undefined, page: number, limit: number) {
    const where = status ? { status } : {};
    const [rows, total] = await Promise.all([
      this.prisma.bankTransfer.findMany({ where, orderBy: { createdAt: 'desc' }, skip: (page - 1) * limit, take: limit }),
      this.prisma.bankTransfer.count({ where }),
    ]);
    return {
      transfers: rows.map((row) => ({
        _id: row.id,
        provider: row.provider,
        providerTransactionId: row.providerTransactionId,
        amount: Number(row.amount),
        content: row.content,
        paymentCode: row.paymentCode,
        status: row.status,
        holdReason: row.holdReason,
        reviewNote: row.reviewNote,
        createdAt: row.createdAt.toISOString(),
      })),
      pagination: paginationOf(page, limit, total),
    };
  }

  /**
   * An admin accepts a held transfer: the order or deposit it names (or `paymentCode`, for a memo the
   * bank mangled) is paid now, whatever held it (an expired or cancelled order is paid late, an odd
   * amount accepted). Money that can no longer buy anything (the order was paid already, or the buyer
   * owns its course by now) is credited to the buyer's main wallet: a confirmed transfer is never lost.
   */
  async confirm(id: string, note: string | null, paymentCode: string | null) {
    const { code, message } = await this.prisma.inTransaction(async (tx) => {
      const transfer = await this.lockHeld(tx, id);
      const code = paymentCode?.trim().toUpperCase() || transfer.paymentCode;
      if (!code) throw PaymentErrors.raise('TRANSFER_UNMATCHED');
      const order = code.startsWith('DH') ? await tx.order.findUnique({ where: { code }, select: { id: true, status: true } }) : null;
      const deposit = code.startsWith('NAP') ? await tx.deposit.findUnique({ where: { code }, select: { id: true, status: true } }) : null;
      let message = 'Đã xác nhận giao dịch và ghi nhận thanh toán.';
      if (order) {
        // An order that ended unpaid is reopened so it is paid exactly like one on time.
        if (order.status === 'expired' || order.status === 'cancelled') await moveOrder(tx, order.id, 'pending');
        const outcome = await this.fulfilment.pay(tx, order.id, 'bank_transfer');
        if (outcome === 'not_pending') {
          await this.fulfilment.creditTransferToWallet(
            tx,
            order.id,
            transfer.amount,
            `Khoản chuyển khoản ${formatVnd(transfer.amount)} cho đơn hàng ${code} (đơn đã được thanh toán trước đó) đã được cộng vào ví chính.`,
          );
        }
        if (outcome !== 'paid') message = 'Đã xác nhận giao dịch. Khách đã sở hữu sản phẩm nên số tiền được cộng vào ví chính của khách.';
      } else if (deposit) {
        if (deposit.status === 'expired') await tx.deposit.update({ where: { id: deposit.id }, data: { status: 'pending' } });
        if (!(await this.deposits.credit(tx, deposit.id, transfer.amount))) await this.deposits.creditAgain(tx, deposit.id, transfer.amount);
      } else {
        throw PaymentErrors.raise('PAYMENT_CODE_NOT_FOUND');
      }
      await tx.bankTransfer.update({
        where: { id },
        data: { status: 'confirmed', paymentCode: code, orderId: order?.id, depositId: deposit?.id, reviewNote: note, reviewedAt: new Date() },
      });
      return { code, message };
    });
    this.paymentStatus.announce(code);
    return { message };
  }

  async reject(id: string, note: string | null) {
    await this.prisma.inTransaction(async (tx) => {
      await this.lockHeld(tx, id);
      await tx.bankTransfer.update({ where: { id }, data: { status: 'rejected', reviewNote: note, reviewedAt: new Date() } });
    });
    return { message: 'Đã từ chối giao dịch. Hãy hoàn tiền cho khách qua ngân hàng nếu cần.' };
  }

  private async apply(tx: SqlClient, code: string | null, amount: number): Promise<Outcome> {
    if (!code) return { status: 'held', holdReason: 'Không tìm thấy mã đơn hàng hay mã nạp tiền trong nội dung chuyển khoản.' };
    if (code.startsWith('DH')) {
      const [order] = await tx.$queryRaw<{ id: string; status: OrderStatus; total: bigint; payment_method: string }[]>`
        SELECT id, status, total, payment_method FROM orders WHERE code = ${code}`;
      if (!order || order.payment_method !== 'bank_transfer') return { status: 'held', holdReason: `Không có đơn hàng chuyển khoản mã ${code}.` };
      if (order.status !== 'pending') return { status: 'held', holdReason: `Đơn hàng ${code} ${ORDER_STATUS_TEXT[order.status]}, không nhận thêm tiền.`, orderId: order.id };
      if (Number(order.total) !== amount)
        return { status: 'held', holdReason: `Số tiền không khớp: nhận ${formatVnd(amount)}, đơn hàng cần ${formatVnd(Number(order.total))}.`, orderId: order.id };
      // Paid, or credited to the wallet when the buyer already owns a course in it: applied either way.
      const outcome = await this.fulfilment.pay(tx, order.id, 'bank_transfer');
      return outcome !== 'not_pending' ? { status: 'applied', orderId: order.id } : { status: 'held', holdReason: `Đơn hàng ${code} không còn chờ thanh toán.`, orderId: order.id };
    }
    const [deposit] = await tx.$queryRaw<{ id: string; status: DepositStatus; amount: bigint }[]>`SELECT id, status, amount FROM deposits WHERE code = ${code}`;
    if (!deposit) return { status: 'held', holdReason: `Không có yêu cầu nạp tiền mã ${code}.` };
    if (deposit.status !== 'pending') return { status: 'held', holdReason: `Yêu cầu nạp ${code} ${DEPOSIT_STATUS_TEXT[deposit.status]}.`, depositId: deposit.id };
    if (Number(deposit.amount) !== amount)
      return { status: 'held', holdReason: `Số tiền không khớp: nhận ${formatVnd(amount)}, yêu cầu nạp ${formatVnd(Number(deposit.amount))}.`, depositId: deposit.id };
    const credited = await this.deposits.credit(tx, deposit.id);
    return credited ? { status: 'applied', depositId: deposit.id } : { status: 'held', holdReason: `Yêu cầu nạp ${code} không còn chờ thanh toán.`, depositId: deposit.id };
  }

  private async lockHeld(tx: Db, id: string) {
    const row = await lockBankTransfer(tx, id);
    if (!row) throw PaymentErrors.raise('TRANSFER_NOT_FOUND');
    if (row.status !== 'held') throw PaymentErrors.raise('TRANSFER_NOT_HELD');
    return { paymentCode: row.payment_code, amount: Number(row.amount) };
  }
}

import { Inject, Injectable, Logger } from '@nestjs/common';
import { SealedBox } from '../common/crypto/sealed-box';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { NotificationsService } from '../notifications/notifications.service';
import { Db, Prisma, PrismaService, type SqlClient } from '../prisma/prisma.service';
import { ToolAccessErrors } from './tool-access.errors';

/** One line of the admin's pasted list: trimmed, 4 to 200 characters, no spaces inside. */
const KEY_PATTERN = /^\S{4,200}$/;

/** A pasted line that was not added: it repeats an earlier line of the same list, or the pool already has it. */
export interface SkippedKey {
  key: string;
  reason: 'repeated' | 'in_pool';
}

export interface AddedKeys {
  added: number;
  /** Pasted lines not added (repeated or already in the pool). */
  duplicates: number;
  skipped: SkippedKey[];
  available: number;
  reserved: number;
  assigned: number;
}

export interface KeyedLine {
  orderItemId: string;
  toolPlanId: string | null;
}

/**
 * Licence-key pools (docs/tools.md). Keys are sealed at rest and handed out by single guarded
 * statements, so no two buyers ever get the same key: a pending order line reserves one
 * (`UPDATE … WHERE status = 'available' LIMIT 1`, one row per line), payment assigns it, an order
 * that ends unpaid gives it back. An empty pool refuses the order before anything is paid.
 */
@Injectable()
export class LicenceKeysService {
  private readonly logger = new Logger(LicenceKeysService.name);
  readonly box: SealedBox;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly prisma: PrismaService,
    private readonly notifications: NotificationsService,
  ) {
    this.box = new SealedBox(config.tools.accessSecret);
  }

  /**
   * POST /admin/tools/{id}/licence-keys: one key per line. A line repeating an earlier one of the list, or a key
   * already in the pool, is skipped, and `skipped` says which and why, so every pasted line is accounted for.
   */
  async addKeys(toolId: string, text: string): Promise<AddedKeys> {
    const tool = await this.prisma.tool.findUnique({ where: { id: toolId }, select: { id: true } });
    if (!tool) throw ToolAccessErrors.raise('TOOL_NOT_FOUND');
    const lines = text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
    if (!lines.length) throw ToolAccessErrors.raise('NO_KEYS_GIVEN');
    const bad = lines.find((key) => !KEY_PATTERN.test(key));
    if (bad !== undefined) throw ToolAccessErrors.raise('KEY_INVALID', `Mã bản quyền "${bad.slice(0, 40)}" không hợp lệ: mỗi mã dài từ 4 đến 200 ký tự, không chứa khoảng trắng.`);
    const keys: string[] = [];
    const skipped: SkippedKey[] = [];
    const seen = new Set<string>();
    for (const line of lines) {
      if (seen.has(line)) skipped.push({ key: line, reason: 'repeated' });
      else keys.push(line);
      seen.add(line);
    }
    const inPool = await this.prisma.toolLicenceKey.findMany({ where: { toolId, keyHash: { in: keys.map((key) => this.box.fingerprint(key)) } }, select: { keyHash: true } });
    const pooled = new Set(inPool.map((row) => row.keyHash));
    for (const key of keys) if (pooled.has(this.box.fingerprint(key))) skipped.push({ key, reason: 'in_pool' });
    const rows = keys.map((key) => Prisma.sql`(UUID(), ${toolId}, ${this.box.seal(key)}, ${this.box.fingerprint(key)}, ${key.slice(-4)}, 'available', NOW(3))`);
    // INSERT IGNORE on (tool, fingerprint): a key added meanwhile by another request is still added once.
    const added = await this.prisma.$executeRaw`
      INSERT IGNORE INTO tool_licence_keys (id, tool_id, sealed_key, key_hash, hint, status, created_at) VALUES ${Prisma.join(rows)}`;
    // A restock: the next shortage is told again.
    await this.prisma.tool.update({ where: { id: toolId }, data: { keysLowNotifiedAt: null } });
    return { added, duplicates: lines.length - added, skipped, ...(await this.stats(this.prisma, toolId)) };
  }

  async stats(db: Db, toolId: string) {
    const rows = await db.toolLicenceKey.groupBy({ by: ['status'], where: { toolId }, _count: { _all: true } });
    const count = (status: string) => rows.find((row) => row.status === status)?._count._all ?? 0;
    return { available: count('available'), reserved: count('reserved'), assigned: count('assigned') };
  }

  /**
   * Refuses plans of a licence-key tool whose pool is empty (the checkout's preview), with the one
   * answer a sold-out pool gets on every path (KEYS_SOLD_OUT, as reserveForOrder).
   */
  async assertInStock(db: SqlClient, toolPlanIds: string[]): Promise<void> {
    if (!toolPlanIds.length) return;
    const rows = await db.$queryRaw<{ name: string }[]>`
      SELECT DISTINCT t.name FROM tool_plans p JOIN tools t ON t.id = p.tool_id
       WHERE p.id IN (${Prisma.join(toolPlanIds)}) AND t.delivery_method = 'licence_key'
         AND NOT EXISTS (SELECT 1 FROM tool_licence_keys k WHERE k.tool_id = t.id AND k.status = 'available')`;
    if (rows.length) throw soldOut(rows[0].name);
  }

  /**
   * Inside the order's creation: one key per line of a licence-key tool, each taken by one guarded
   * UPDATE (a concurrent order waits on the row it wants and then takes the next free one). A line
   * that finds none refuses the whole order (409), before anything is paid.
   */
  async reserveForOrder(tx: SqlClient, lines: KeyedLine[], now = new Date()): Promise<string[]> {
    const planIds = lines.filter((line) => line.toolPlanId).map((line) => line.toolPlanId!);
    if (!planIds.length) return [];
    const tools = await tx.$queryRaw<{ plan_id: string; id: string; name: string }[]>`
      SELECT p.id AS plan_id, t.id, t.name FROM tool_plans p JOIN tools t ON t.id = p.tool_id
       WHERE p.id IN (${Prisma.join(planIds)}) AND t.delivery_method = 'licence_key'`;
    const toolOf = new Map(tools.map((tool) => [tool.plan_id, tool]));
    const touched = new Set<string>();
    for (const line of lines) {
      const tool = line.toolPlanId ? toolOf.get(line.toolPlanId) : undefined;
      if (!tool) continue;
      const taken = await this.takeKey(tx, tool.id, Prisma.sql`status = 'reserved', order_item_id = ${line.orderItemId}, reserved_at = ${now}`);
      if (!taken) throw soldOut(tool.name);
      touched.add(tool.id);
    }
    return [...touched];
  }

  /**
   * Inside the payment: each paid line's reserved key goes to the buyer's new access period. A line
   * with no reservation (an order reopened by an admin after its keys went back) takes a free key now;
   * when there is none the access waits for one and the admins are told. Returns the keys handed out,
   * by subscription id, for the receipt.
   */
  async assignForOrder(tx: SqlClient, userId: string, periods: { subscriptionId: string; orderItemId: string; toolId: string }[], now = new Date()): Promise<Map<string, string>> {
    const handedOut = new Map<string, string>();
    for (const period of periods) {
      let taken = await tx.$executeRaw`
        UPDATE tool_licence_keys SET status = 'assigned', subscription_id = ${period.subscriptionId}, user_id = ${userId}, assigned_at = ${now}
         WHERE order_item_id = ${period.orderItemId} AND status = 'reserved'`;
      if (taken === 0) {
        const late = await this.takeKey(
          tx,
          period.toolId,
          Prisma.sql`status = 'assigned', order_item_id = ${period.orderItemId}, subscription_id = ${period.subscriptionId}, user_id = ${userId}, reserved_at = ${now}, assigned_at = ${now}`,
        );
        taken = late ? 1 : 0;
      }
      if (taken === 0) {
        this.logger.warn(`Hết mã bản quyền cho phần mềm ${period.toolId}: quyền sử dụng ${period.subscriptionId} chờ mã.`);
        await this.tellAdmins(tx, period.toolId, (name) => `Một đơn hàng "${name}" đã thanh toán nhưng kho mã bản quyền đã hết: hãy thêm mã, người mua sẽ nhận ngay.`);
        continue;
      }
      const [key] = await tx.$queryRaw<{ sealed_key: Uint8Array }[]>`SELECT sealed_key FROM tool_licence_keys WHERE subscription_id = ${period.subscriptionId}`;
      handedOut.set(period.subscriptionId, this.box.open(key.sealed_key));
    }
    return handedOut;
  }

  /** An order ended unpaid (expired, cancelled): its reserved keys go back to the pool. */
  async releaseForOrder(tx: Db, orderId: string): Promise<void> {
    await tx.$executeRaw`
      UPDATE tool_licence_keys k JOIN order_items i ON i.id = k.order_item_id
         SET k.status = 'available', k.order_item_id = NULL, k.reserved_at = NULL
       WHERE i.order_id = ${orderId} AND k.status = 'reserved'`;
  }

  /** Access periods still waiting for a key (the pool ran dry when they were paid) take one now: after a restock. */
  async assignWaiting(toolId: string): Promise<number> {
    const waiting = await this.prisma.$queryRaw<{ id: string; user_id: string; order_item_id: string }[]>`
      SELECT s.id, s.user_id, i.id AS order_item_id
        FROM tool_subscriptions s
        JOIN order_items i ON i.order_id = s.order_id AND i.tool_plan_id = s.tool_plan_id
        LEFT JOIN tool_licence_keys k ON k.subscription_id = s.id
       WHERE s.tool_id = ${toolId} AND s.revoked_at IS NULL AND k.id IS NULL
       ORDER BY s.created_at`;
    let assigned = 0;
    for (const period of waiting) {
      const given = await this.prisma.inTransaction((tx) => this.assignForOrder(tx, period.user_id, [{ subscriptionId: period.id, orderItemId: period.order_item_id, toolId }]));
      if (!given.size) break;
      assigned += 1;
      await this.notifications.notify(this.prisma, period.user_id, {
        type: 'tool_access_ready',
        title: 'Mã bản quyền đã sẵn sàng',
        body: 'Mã bản quyền phần mềm bạn mua đã được cấp. Mở "Phần mềm của tôi" để xem.',
        link: '/my-tools',
      });
    }
    return assigned;
  }

  /**
   * Sets `changes` on one available key of the tool; false when there is none. A free key that no other
   * transaction holds is taken at once (SKIP LOCKED), so simultaneous buyers each take their own instead
   * of queueing on the same row; only when every free key is held by a purchase still in flight does it
   * wait for them (one of those may roll back and free its key), so a pool is never called empty early.
   */
  private async takeKey(tx: SqlClient, toolId: string, changes: Prisma.Sql): Promise<boolean> {
    const [free] = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM tool_licence_keys WHERE tool_id = ${toolId} AND status = 'available' LIMIT 1 FOR UPDATE SKIP LOCKED`;
    if (free) return (await tx.$executeRaw`UPDATE tool_licence_keys SET ${changes} WHERE id = ${free.id}`) === 1;
    return (await tx.$executeRaw`UPDATE tool_licence_keys SET ${changes} WHERE tool_id = ${toolId} AND status = 'available' LIMIT 1`) === 1;
  }

  /**
   * After a sale has committed: tells the admins once when the free keys of these tools fall to their
   * threshold (again after a restock). Counted outside the sale's transaction, so simultaneous sales,
   * which cannot see each other's uncommitted reservations, do not all miss the moment it happens.
   */
  async tellAdminsWhenLow(toolIds: string[], now = new Date()): Promise<void> {
    for (const toolId of toolIds) {
      const tool = await this.prisma.tool.findUniqueOrThrow({ where: { id: toolId }, select: { keysLowThreshold: true, keysLowNotifiedAt: true } });
      if (tool.keysLowNotifiedAt) continue;
      const available = await this.prisma.toolLicenceKey.count({ where: { toolId, status: 'available' } });
      if (available > tool.keysLowThreshold) continue;
      await this.prisma.inTransaction(async (tx) => {
        // The guarded UPDATE lets one of several simultaneous checks tell the admins.
        const { count } = await tx.tool.updateMany({ where: { id: toolId, keysLowNotifiedAt: null }, data: { keysLowNotifiedAt: now } });
        if (count) await this.tellAdmins(tx, toolId, (name) => `Phần mềm "${name}" chỉ còn ${available} mã bản quyền chưa dùng. Hãy thêm mã trong Quản lý phần mềm.`);
      });
    }
  }

  private async tellAdmins(tx: SqlClient, toolId: string, body: (name: string) => string): Promise<void> {
    const [[tool], admins] = await Promise.all([
      tx.$queryRaw<{ name: string }[]>`SELECT name FROM tools WHERE id = ${toolId}`,
      tx.$queryRaw<{ id: string }[]>`SELECT id FROM users WHERE role = 'admin' AND is_disabled = 0`,
    ]);
    for (const admin of admins) {
      await this.notifications.notify(tx, admin.id, { type: 'tool_keys_low', title: 'Sắp hết mã bản quyền', body: body(tool.name), link: '/admin/tools' });
    }
  }
}

/** A licence-key tool with no key left, whichever path finds it out. */
function soldOut(toolName: string) {
  return ToolAccessErrors.raise('KEYS_SOLD_OUT', `Phần mềm "${toolName}" tạm hết mã bản quyền. Vui lòng bỏ khỏi giỏ hàng hoặc quay lại sau.`);
}

import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { attachmentDisposition } from '../common/http/content-disposition';
import { readMultipart } from '../common/http/multipart';
import { formatVietnamDate } from '../common/time/vietnam-calendar';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import type { ToolDeliveryMethod } from '../generated/prisma/enums';
import { NotificationsService } from '../notifications/notifications.service';
import { Prisma, PrismaService, type SqlClient } from '../prisma/prisma.service';
import { StorageService } from '../storage/storage.service';
import { LicenceKeysService, type SkippedKey } from './licence-keys.service';
import { ToolAccessErrors } from './tool-access.errors';
import { ToolPeriodsService } from './tool-periods.service';

const DAY_MS = 86_400_000;
export const TOOL_DOWNLOAD_MAX_BYTES = 2 * 1024 ** 3;

const SKIP_REASONS: Record<SkippedKey['reason'], string> = { repeated: 'lặp lại trong danh sách vừa dán', in_pool: 'đã có trong kho' };
/** Keys named per reason in the message; a longer list ends with how many more. */
const SKIPPED_NAMED = 10;

/** "Bỏ qua 3 mã: NEW-1 (lặp lại trong danh sách vừa dán); OLD-1, OLD-2 (đã có trong kho)." */
function skippedSentence(count: number, skipped: SkippedKey[]): string {
  const groups = (Object.keys(SKIP_REASONS) as SkippedKey['reason'][]).flatMap((reason) => {
    const keys = skipped.filter((entry) => entry.reason === reason).map((entry) => (entry.key.length > 40 ? `${entry.key.slice(0, 40)}…` : entry.key));
    if (!keys.length) return [];
    const more = keys.length > SKIPPED_NAMED ? ` và ${keys.length - SKIPPED_NAMED} mã khác` : '';
    return [`${keys.slice(0, SKIPPED_NAMED).join(', ')}${more} (${SKIP_REASONS[reason]})`];
  });
  return groups.length ? `Bỏ qua ${count} mã: ${groups.join('; ')}.` : `Bỏ qua ${count} mã trùng.`;
}

type AccessStatus = 'active' | 'expired' | 'revoked';
type Period = { id: string; startsAt: Date; expiresAt: Date; revokedAt: Date | null };

/** The periods still counting (not revoked) and where the user stands: until the last one ends. */
function standing(periods: Period[], now: Date): { status: AccessStatus; current: Period[]; startsAt: Date; expiresAt: Date } {
  const live = periods.filter((period) => !period.revokedAt);
  if (!live.length) {
    const last = periods.reduce((a, b) => (a.expiresAt > b.expiresAt ? a : b));
    return { status: 'revoked', current: [], startsAt: last.startsAt, expiresAt: last.revokedAt ?? last.expiresAt };
  }
  const expiresAt = live.reduce((max, period) => (period.expiresAt > max ? period.expiresAt : max), live[0].expiresAt);
  const current = live.filter((period) => period.expiresAt > now);
  const startsAt = (current.length ? current : live).reduce((min, period) => (period.startsAt < min ? period.startsAt : min), (current.length ? current : live)[0].startsAt);
  return { status: expiresAt > now ? 'active' : 'expired', current, startsAt, expiresAt };
}

/**
 * What a buyer of a tool receives (docs/tools.md): "Phần mềm của tôi" with each tool's plan and dates,
 * and the access details of one tool, only for its buyer and only while the access lasts: the licence
 * keys, a short-lived signed download link, or the hosted account. Admins set how each tool is
 * delivered, see who holds access, fill hosted accounts in, and revoke or extend one buyer's access
 * with a reason kept in the audit trail.
 */
/** The installer: a presigned URL of the bucket to send the browser to, or (local disk) its bytes. */
export type ToolDownload = { redirectTo: string } | { stream: Readable; contentDisposition: string; sizeBytes: number };

@Injectable()
export class ToolAccessService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly prisma: PrismaService,
    private readonly keys: LicenceKeysService,
    private readonly storage: StorageService,
    private readonly notifications: NotificationsService,
    private readonly periods: ToolPeriodsService,
  ) {}

  /** GET /tools/me: every tool the user bought, newest expiry first, without access details. */
  async myTools(userId: string, now = new Date()) {
    const periods = await this.prisma.toolSubscription.findMany({ where: { userId }, orderBy: [{ expiresAt: 'asc' }, { id: 'asc' }] });
    if (!periods.length) return { tools: [] };
    const toolIds = [...new Set(periods.map((period) => period.toolId))];
    const [tools, plans, keyed] = await Promise.all([
      this.prisma.tool.findMany({ where: { id: { in: toolIds } }, select: { id: true, slug: true, name: true, thumbnailUrl: true, deliveryMethod: true } }),
      this.prisma.toolPlan.findMany({ where: { id: { in: [...new Set(periods.map((period) => period.toolPlanId))] } } }),
      this.prisma.toolLicenceKey.findMany({ where: { subscriptionId: { in: periods.map((period) => period.id) } }, select: { subscriptionId: true } }),
    ]);
    const planOf = new Map(plans.map((plan) => [plan.id, plan]));
    const hasKey = new Set(keyed.map((row) => row.subscriptionId));
    const result = tools.map((tool) => {
      const own = periods.filter((period) => period.toolId === tool.id);
      const where = standing(own, now);
      const latest = own[own.length - 1];
      const plan = planOf.get(latest.toolPlanId);
      const ready =
        tool.deliveryMethod === 'licence_key'
          ? where.current.every((period) => hasKey.has(period.id))
          : tool.deliveryMethod === 'hosted_account'
            ? where.current.some((period) => own.find((row) => row.id === period.id)?.hostedAccountAt)
            : true;
      return {
        toolId: tool.id,
        slug: tool.slug,
        name: tool.name,
        thumbnailUrl: tool.thumbnailUrl,
        deliveryMethod: tool.deliveryMethod,
        plan: { _id: latest.toolPlanId, name: plan?.name ?? '', price: Number(plan?.price ?? 0n), durationDays: plan?.durationDays ?? 0 },
        startsAt: where.startsAt.toISOString(),
        expiresAt: where.expiresAt.toISOString(),
        daysLeft: Math.ceil((where.expiresAt.getTime() - now.getTime()) / DAY_MS),
        status: where.status,
        accessReady: where.status === 'active' && ready,
      };
    });
    return { tools: result.sort((a, b) => (a.status === b.status ? b.expiresAt.localeCompare(a.expiresAt) : a.status === 'active' ? -1 : 1)) };
  }

  /** GET /tools/me/{toolId}/access: the access details, to the buyer only (404 for anyone else), hidden once the access ended. */
  async accessDetails(userId: string, toolId: string, now = new Date()) {
    const [tool, periods] = await Promise.all([
      this.prisma.tool.findUnique({ where: { id: toolId } }),
      this.prisma.toolSubscription.findMany({ where: { userId, toolId }, orderBy: [{ startsAt: 'asc' }, { id: 'asc' }] }),
    ]);
    if (!tool || !periods.length) throw ToolAccessErrors.raise('ACCESS_NOT_FOUND');
    const where = standing(periods, now);
    const base = { toolId, name: tool.name, deliveryMethod: tool.deliveryMethod, status: where.status, expiresAt: where.expiresAt.toISOString() };
    const ended = { instructions: null, licenceKeys: [], download: null, accessUrl: null, account: null };
    if (where.status === 'expired') return { ...base, ...ended, notice: `Quyền sử dụng đã hết hạn ngày ${formatVietnamDate(where.expiresAt)}. Gia hạn để tiếp tục sử dụng.` };
    if (where.status === 'revoked') return { ...base, ...ended, notice: 'Quyền sử dụng phần mềm này đã bị thu hồi. Liên hệ hỗ trợ nếu bạn cần thêm thông tin.' };

    const licenceKeys = [];
    let notice: string | null = null;
    if (tool.deliveryMethod === 'licence_key') {
      const rows = await this.prisma.toolLicenceKey.findMany({ where: { subscriptionId: { in: where.current.map((period) => period.id) } } });
      for (const period of where.current) {
        const row = rows.find((candidate) => candidate.subscriptionId === period.id);
        if (row) licenceKeys.push({ key: this.keys.box.open(row.sealedKey), startsAt: period.startsAt.toISOString(), expiresAt: period.expiresAt.toISOString() });
      }
      if (licenceKeys.length < where.current.length) notice = 'Mã bản quyền của bạn đang được chuẩn bị. Chúng tôi sẽ báo ngay khi có.';
    }
    let account: { label: string; value: string }[] | null = null;
    if (tool.deliveryMethod === 'hosted_account') {
      const filled = [...where.current].reverse().find((period) => periods.find((row) => row.id === period.id)?.hostedAccount);
      const sealed = filled ? periods.find((row) => row.id === filled.id)!.hostedAccount : null;
      account = sealed ? (JSON.parse(this.keys.box.open(sealed)) as { label: string; value: string }[]) : null;
      if (!account) notice = 'Tài khoản sử dụng của bạn đang được tạo. Chúng tôi sẽ thông báo ngay khi xong.';
    }
    let download = null;
    if (tool.deliveryMethod === 'download') {
      if (tool.downloadKey) {
        const expiresAtSeconds = Math.floor(now.getTime() / 1000) + this.config.tools.downloadUrlTtlSeconds;
        const period = where.current[0];
        download = {
          url: `/api/tools/downloads/${period.id}?exp=${expiresAtSeconds}&sig=${this.signature(period.id, expiresAtSeconds)}`,
          fileName: tool.downloadName ?? 'cai-dat',
          sizeBytes: Number(tool.downloadBytes ?? 0n),
          expiresAt: new Date(expiresAtSeconds * 1000).toISOString(),
        };
      } else {
        notice = 'Tệp cài đặt đang được cập nhật. Vui lòng quay lại sau ít phút.';
      }
    }
    return { ...base, instructions: tool.accessInstructions, licenceKeys, download, accessUrl: tool.accessUrl, account, notice };
  }

  /**
   * GET /tools/downloads/{subscriptionId}?exp&sig: the signature is the authorisation; the access must
   * still last. With S3 the file comes straight from the bucket (a presigned URL living as long as the
   * link), so the API never streams the installer; on local disk the API sends it.
   */
  async download(subscriptionId: string, exp: unknown, sig: unknown, now = new Date()): Promise<ToolDownload> {
    if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp) || !/^[0-9a-f]{64}$/.test(sig)) throw ToolAccessErrors.raise('DOWNLOAD_LINK_INVALID');
    const expected = Buffer.from(this.signature(subscriptionId, Number(exp)));
    if (!crypto.timingSafeEqual(expected, Buffer.from(sig))) throw ToolAccessErrors.raise('DOWNLOAD_LINK_INVALID');
    if (Number(exp) * 1000 < now.getTime()) throw ToolAccessErrors.raise('DOWNLOAD_LINK_EXPIRED');
    const period = await this.prisma.toolSubscription.findUnique({ where: { id: subscriptionId } });
    if (!period) throw ToolAccessErrors.raise('DOWNLOAD_LINK_INVALID');
    if (period.revokedAt || period.expiresAt <= now) throw ToolAccessErrors.raise('ACCESS_EXPIRED');
    const tool = await this.prisma.tool.findUniqueOrThrow({ where: { id: period.toolId } });
    if (!tool.downloadKey) throw ToolAccessErrors.raise('DOWNLOAD_MISSING');
    const fileName = tool.downloadName ?? 'cai-dat';
    const contentDisposition = attachmentDisposition(fileName);
    const direct = await this.storage.signedUrl('private', tool.downloadKey, {
      expiresInSeconds: Math.max(1, Number(exp) - Math.floor(now.getTime() / 1000)),
      contentType: 'application/octet-stream',
      cacheControl: 'private, no-store',
      contentDisposition,
    });
    if (direct) return { redirectTo: direct };
    const stream = await this.storage.get('private', tool.downloadKey);
    if (!stream) throw ToolAccessErrors.raise('DOWNLOAD_MISSING');
    return { stream, contentDisposition, sizeBytes: Number(tool.downloadBytes ?? 0n) };
  }

  /**
   * What the receipt mail and the success screen say about a paid tool line: how to use it, and the
   * licence key when one was handed out (the mail carries it, as the buyer expects).
   */
  async receiptLines(db: SqlClient, tools: { toolId: string; key?: string }[]): Promise<string[]> {
    if (!tools.length) return [];
    // Raw: the paid-notices job reads it inside its inSqlTransaction.
    const rows = await db.$queryRaw<{ id: string; name: string; delivery_method: ToolDeliveryMethod; access_url: string | null; access_instructions: string | null }[]>`
      SELECT id, name, delivery_method, access_url, access_instructions FROM tools WHERE id IN (${Prisma.join(tools.map((tool) => tool.toolId))})`;
    return tools.flatMap(({ toolId, key }) => {
      const tool = rows.find((row) => row.id === toolId);
      if (!tool) return [];
      const how: Record<ToolDeliveryMethod, string> = {
        licence_key: key ? `Mã bản quyền ${tool.name}: ${key}` : `Mã bản quyền ${tool.name} đang được chuẩn bị, chúng tôi sẽ báo ngay khi có.`,
        download: `${tool.name}: tải tệp cài đặt tại "Phần mềm của tôi".`,
        hosted_account: `${tool.name}: tài khoản sử dụng sẽ được gửi tới bạn tại "Phần mềm của tôi"${tool.access_url ? `; đăng nhập tại ${tool.access_url}` : ''}.`,
      };
      return [how[tool.delivery_method], ...(tool.access_instructions ? [`Hướng dẫn: ${tool.access_instructions}`] : [])];
    });
  }

  // ── Admin ───────────────────────────────────────────────────────────────────────────────

  async delivery(toolId: string) {
    const tool = await this.prisma.tool.findUnique({ where: { id: toolId } });
    if (!tool) throw ToolAccessErrors.raise('TOOL_NOT_FOUND');
    return {
      delivery: {
        toolId,
        name: tool.name,
        deliveryMethod: tool.deliveryMethod,
        accessInstructions: tool.accessInstructions,
        accessUrl: tool.accessUrl,
        keysLowThreshold: tool.keysLowThreshold,
        download: tool.downloadKey ? { fileName: tool.downloadName ?? '', sizeBytes: Number(tool.downloadBytes ?? 0n) } : null,
        keys: await this.keys.stats(this.prisma, toolId),
      },
    };
  }

  async updateDelivery(toolId: string, input: { deliveryMethod: ToolDeliveryMethod; accessInstructions: string | null; accessUrl: string | null; keysLowThreshold: number }) {
    const { count } = await this.prisma.tool.updateMany({ where: { id: toolId }, data: input });
    if (!count) throw ToolAccessErrors.raise('TOOL_NOT_FOUND');
    return this.delivery(toolId);
  }

  /** POST /admin/tools/{id}/licence-keys, then any access waiting for a key gets one. */
  async addKeys(toolId: string, text: string) {
    const result = await this.keys.addKeys(toolId, text);
    const served = await this.keys.assignWaiting(toolId);
    const parts = [`Đã thêm ${result.added} mã`, ...(served ? [`cấp ngay cho ${served} người đang chờ`] : [])];
    const message = [`${parts.join(', ')}.`, ...(result.duplicates ? [skippedSentence(result.duplicates, result.skipped)] : [])].join(' ');
    return { ...result, available: result.available - served, assigned: result.assigned + served, message };
  }

  /** POST /admin/tools/{id}/download (multipart, field `file`): streamed into private storage. */
  async uploadDownload(toolId: string, request: FastifyRequest) {
    const tool = await this.prisma.tool.findUnique({ where: { id: toolId }, select: { id: true, downloadKey: true } });
    if (!tool) throw ToolAccessErrors.raise('TOOL_NOT_FOUND');
    let stored: { key: string; name: string } | undefined;
    await readMultipart(
      request,
      { maxFileBytes: TOOL_DOWNLOAD_MAX_BYTES, maxFiles: 1 },
      {
        file: async (file) => {
          if (file.fieldname !== 'file' || stored) return;
          const name = (file.filename || 'cai-dat').replace(/[^\p{L}\p{N}._-]+/gu, '-').slice(-120);
          const key = `tools/${toolId}/${crypto.randomUUID()}-${name}`;
          await this.storage.put('private', key, file.stream, file.mimetype);
          stored = { key, name };
        },
      },
    );
    // The admin's form was sent without a file: their request is wrong (400), not the tool's state (409).
    if (!stored) throw ToolAccessErrors.raise('DOWNLOAD_FILE_REQUIRED');
    const info = await this.storage.stat('private', stored.key);
    await this.prisma.tool.update({ where: { id: toolId }, data: { downloadKey: stored.key, downloadName: stored.name, downloadBytes: BigInt(info?.size ?? 0) } });
    if (tool.downloadKey) await this.storage.remove('private', tool.downloadKey);
    return this.delivery(toolId);
  }

  /** GET /admin/tools/{id}/holders: who holds access and until when, with the audit trail; never the keys themselves. */
  async holders(toolId: string, now = new Date()) {
    const tool = await this.prisma.tool.findUnique({ where: { id: toolId }, select: { id: true } });
    if (!tool) throw ToolAccessErrors.raise('TOOL_NOT_FOUND');
    const [periods, events] = await Promise.all([
      this.prisma.toolSubscription.findMany({
        where: { toolId },
        include: { user: { select: { id: true, name: true, email: true } } },
        orderBy: [{ expiresAt: 'desc' }, { id: 'asc' }],
        take: 500,
      }),
      this.prisma.toolAccessEvent.findMany({ where: { toolId }, orderBy: { createdAt: 'desc' }, take: 200 }),
    ]);
    const ids = periods.map((period) => period.id);
    const [keys, plans, orders, actors] = await Promise.all([
      this.prisma.toolLicenceKey.findMany({ where: { subscriptionId: { in: ids } }, select: { subscriptionId: true, hint: true } }),
      this.prisma.toolPlan.findMany({ where: { toolId }, select: { id: true, name: true } }),
      this.prisma.order.findMany({ where: { id: { in: periods.map((period) => period.orderId) } }, select: { id: true, code: true } }),
      this.prisma.user.findMany({ where: { id: { in: events.map((event) => event.actorId).filter((id): id is string => Boolean(id)) } }, select: { id: true, name: true } }),
    ]);
    return {
      holders: periods.map((period) => ({
        subscriptionId: period.id,
        user: { _id: period.user.id, name: period.user.name, email: period.user.email },
        planName: plans.find((plan) => plan.id === period.toolPlanId)?.name ?? '',
        orderCode: orders.find((order) => order.id === period.orderId)?.code ?? '',
        startsAt: period.startsAt.toISOString(),
        expiresAt: period.expiresAt.toISOString(),
        status: period.revokedAt ? ('revoked' as const) : period.expiresAt <= now ? ('expired' as const) : period.startsAt > now ? ('upcoming' as const) : ('active' as const),
        keyHint: keys.find((key) => key.subscriptionId === period.id)?.hint ?? null,
        accountFilled: period.hostedAccountAt !== null,
      })),
      events: events.map((event) => ({
        _id: event.id,
        subscriptionId: event.subscriptionId,
        action: event.action,
        reason: event.reason,
        actorName: actors.find((actor) => actor.id === event.actorId)?.name ?? null,
        createdAt: event.createdAt.toISOString(),
      })),
    };
  }

  /** PUT /admin/tool-subscriptions/{id}/account: the buyer's account on a hosted tool, sealed; the buyer is told. */
  async fillAccount(adminId: string, subscriptionId: string, fields: { label: string; value: string }[]) {
    await this.prisma.inTransaction(async (tx) => {
      const period = await tx.toolSubscription.findUnique({ where: { id: subscriptionId }, include: { user: { select: { id: true } } } });
      if (!period) throw ToolAccessErrors.raise('SUBSCRIPTION_NOT_FOUND');
      const tool = await tx.tool.findUniqueOrThrow({ where: { id: period.toolId }, select: { name: true, deliveryMethod: true } });
      if (tool.deliveryMethod !== 'hosted_account') throw ToolAccessErrors.raise('NOT_HOSTED_ACCOUNT');
      await tx.toolSubscription.update({ where: { id: subscriptionId }, data: { hostedAccount: this.keys.box.seal(JSON.stringify(fields)), hostedAccountAt: new Date() } });
      await tx.toolAccessEvent.create({ data: { toolId: period.toolId, subscriptionId, userId: period.userId, actorId: adminId, action: 'account_filled', reason: null } });
      await this.notifications.notify(tx, period.userId, {
        type: 'tool_access_ready',
        title: 'Tài khoản phần mềm đã sẵn sàng',
        body: `Tài khoản sử dụng "${tool.name}" của bạn đã được tạo. Mở "Phần mềm của tôi" để xem.`,
        link: '/my-tools',
      });
    });
    return { message: 'Đã lưu tài khoản và báo cho người mua.' };
  }

  /** POST /admin/tool-subscriptions/{id}/revoke: ends one buyer's access now, with a reason. */
  async revoke(adminId: string, subscriptionId: string, reason: string, now = new Date()) {
    await this.prisma.inTransaction(async (tx) => {
      const period = await tx.toolSubscription.findUnique({ where: { id: subscriptionId } });
      if (!period) throw ToolAccessErrors.raise('SUBSCRIPTION_NOT_FOUND');
      const { count } = await tx.toolSubscription.updateMany({ where: { id: subscriptionId, revokedAt: null }, data: { revokedAt: now } });
      if (!count) throw ToolAccessErrors.raise('ALREADY_REVOKED');
      await tx.toolAccessEvent.create({ data: { toolId: period.toolId, subscriptionId, userId: period.userId, actorId: adminId, action: 'revoked', reason } });
      const tool = await tx.tool.findUniqueOrThrow({ where: { id: period.toolId }, select: { name: true } });
      await this.notifications.notify(tx, period.userId, {
        type: 'tool_access_revoked',
        title: 'Quyền sử dụng phần mềm bị thu hồi',
        body: `Quyền sử dụng "${tool.name}" của bạn đã bị thu hồi: ${reason}`,
        link: '/my-tools',
      });
    });
    return { message: 'Đã thu hồi quyền sử dụng.' };
  }

  /** POST /admin/tool-subscriptions/{id}/extend: adds days to one period (and moves the later ones of that tool with it). */
  async extend(adminId: string, subscriptionId: string, days: number, reason: string) {
    await this.prisma.inTransaction(async (tx) => {
      const period = await tx.toolSubscription.findUnique({ where: { id: subscriptionId } });
      if (!period) throw ToolAccessErrors.raise('SUBSCRIPTION_NOT_FOUND');
      if (period.revokedAt) throw ToolAccessErrors.raise('ALREADY_REVOKED');
      await this.periods.shiftLaterPeriods(tx, period, days * DAY_MS);
      // A longer period is reminded about again before its new end.
      await tx.toolSubscription.update({
        where: { id: subscriptionId },
        data: { expiresAt: new Date(period.expiresAt.getTime() + days * DAY_MS), reminded7At: null, reminded1At: null },
      });
      await tx.toolAccessEvent.create({ data: { toolId: period.toolId, subscriptionId, userId: period.userId, actorId: adminId, action: `extended_${days}d`, reason } });
      const tool = await tx.tool.findUniqueOrThrow({ where: { id: period.toolId }, select: { name: true } });
      await this.notifications.notify(tx, period.userId, {
        type: 'tool_access_extended',
        title: 'Phần mềm được gia hạn',
        body: `"${tool.name}" của bạn được gia hạn thêm ${days} ngày.`,
        link: '/my-tools',
      });
    });
    return { message: `Đã gia hạn thêm ${days} ngày.` };
  }

  private signature(subscriptionId: string, expiresAtSeconds: number): string {
    return this.keys.box.fingerprint(`tool-download:${subscriptionId}:${expiresAtSeconds}`);
  }
}

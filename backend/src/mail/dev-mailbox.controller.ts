import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { PublicAccess } from '../common/access/access-tier.decorator';
import { CommonErrors } from '../common/errors/app-error';
import { formatVietnamDate, formatVietnamTime } from '../common/time/vietnam-calendar';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { PrismaService } from '../prisma/prisma.service';
import { escapeHtml } from './mail-templates';

const MAILBOX_SIZE = 50;

/**
 * The developer mailbox: without SMTP, mails stay in the local outbox and show here, so a new user
 * of a local install can click their verification link. It shows anyone's mail to anyone, so it is a
 * 404 unless DEV_MAILBOX=true (npm start, the tests), which production refuses.
 */
@ApiExcludeController()
@PublicAccess()
@Controller()
export class DevMailboxController {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('dev/mailbox/messages')
  async list(@Query('to') to?: string) {
    return { emails: await this.recent(to) };
  }

  @Get('dev/mailbox')
  async page(@Res({ passthrough: true }) reply: FastifyReply, @Query('to') to?: string) {
    const emails = await this.recent(to);
    // Set only now: the 404 of a closed mailbox is the usual JSON error.
    void reply.type('text/html; charset=utf-8');
    const items = emails
      .map(
        (
          mail,
        ) => `<article><header><strong>${escapeHtml(mail.subject)}</strong><br><small>Tới: ${escapeHtml(mail.to)} · ${formatVietnamTime(new Date(mail.createdAt))} ${formatVietnamDate(new Date(mail.createdAt))}</small></header>
<iframe title="${escapeHtml(mail.subject)}" sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation" srcdoc="${escapeHtml(mail.html.replace(/<a /g, '<a target="_top" '))}"></iframe></article>`,
      )
      .join('');
    return `<!doctype html><html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Hộp thư phát triển</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:24px auto;padding:0 16px;background:#f8fafc;color:#0f172a}article{background:#fff;border:1px solid #e2e8f0;border-radius:10px;margin:16px 0;padding:12px}iframe{width:100%;height:420px;border:0}form{display:flex;gap:8px}input{flex:1;padding:8px}</style></head>
<body><h1>Hộp thư phát triển</h1><p>Thư hệ thống gửi khi chưa cấu hình SMTP (mới nhất trước, tối đa ${MAILBOX_SIZE} thư).</p>
<form><input name="to" placeholder="Lọc theo email người nhận" value="${escapeHtml(to ?? '')}"><button>Lọc</button></form>
${items || '<p>Chưa có thư nào.</p>'}</body></html>`;
  }

  private async recent(to?: string) {
    if (!this.config.devMailbox) throw CommonErrors.raise('NOT_FOUND');
    const emails = await this.prisma.email.findMany({
      where: to ? { toAddress: to.trim().toLowerCase() } : undefined,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: MAILBOX_SIZE,
    });
    return emails.map((mail) => ({
      _id: mail.id,
      to: mail.toAddress,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      headers: (mail.headers ?? {}) as Record<string, string>,
      createdAt: mail.createdAt.toISOString(),
    }));
  }
}

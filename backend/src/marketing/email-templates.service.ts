import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { PrismaService } from '../prisma/prisma.service';
import type { AuthUser } from '../common/access/auth-user';
import { MailImages } from './mail-images';
import { MarketingErrors } from './marketing.errors';
import type { EmailPreviewInputDto, EmailTemplateInputDto } from './marketing.dto';
import { MarketingSenderService } from './marketing-sender.service';
import { EMAIL_TEMPLATE_VARIABLES, type EmailBlock } from './templates/email-blocks';
import { checkTemplateLiquid, compileTemplate, createRecipientRenderer, sampleRecipientVars } from './templates/email-rendering';

type TemplateContent = EmailPreviewInputDto;

/** Templates (docs/email-marketing.md, "Templates"): blocks checked and compiled to HTML at save. */
@Injectable()
export class EmailTemplatesService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly sender: MarketingSenderService,
    private readonly images: MailImages,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list() {
    const templates = await this.prisma.emailTemplate.findMany({ orderBy: { updatedAt: 'desc' }, select: { id: true, name: true, subject: true, blocks: true, updatedAt: true } });
    const usage = await this.usage(templates.map((template) => template.id));
    return {
      templates: templates.map((template) => ({
        _id: template.id,
        name: template.name,
        subject: template.subject,
        blocksCount: (template.blocks as unknown[]).length,
        usedBy: usage.get(template.id) ?? [],
        updatedAt: template.updatedAt.toISOString(),
      })),
      variables: EMAIL_TEMPLATE_VARIABLES.map((variable) => ({ ...variable })),
    };
  }

  async get(id: string) {
    const template = await this.prisma.emailTemplate.findUnique({ where: { id } });
    if (!template) throw MarketingErrors.raise('TEMPLATE_NOT_FOUND');
    return {
      template: {
        _id: template.id,
        name: template.name,
        subject: template.subject,
        preheader: template.preheader,
        blocks: template.blocks as Record<string, unknown>[],
        usedBy: (await this.usage([id])).get(id) ?? [],
        createdAt: template.createdAt.toISOString(),
        updatedAt: template.updatedAt.toISOString(),
      },
    };
  }

  async create(adminId: string, input: EmailTemplateInputDto) {
    const html = await this.compile(input);
    const template = await this.prisma.emailTemplate.create({
      data: { name: input.name, subject: input.subject, preheader: input.preheader, blocks: input.blocks as object[], html, createdById: adminId },
    });
    return this.get(template.id);
  }

  async update(id: string, input: EmailTemplateInputDto) {
    await this.ensureExists(id);
    const html = await this.compile(input);
    await this.prisma.emailTemplate.update({
      where: { id },
      data: { name: input.name, subject: input.subject, preheader: input.preheader, blocks: input.blocks as object[], html },
    });
    return this.get(id);
  }

  /** Refused while a running or paused campaign uses it; finished and draft campaigns keep their record only. */
  async remove(id: string) {
    await this.ensureExists(id);
    const inUse = await this.prisma.marketingCampaign.findMany({ where: { templateId: id }, select: { name: true, status: true } });
    const live = inUse.filter((campaign) => campaign.status === 'active' || campaign.status === 'paused');
    if (live.length)
      throw MarketingErrors.raise(
        'TEMPLATE_IN_USE',
        `Mẫu email đang được dùng bởi chiến dịch ${live.map((campaign) => `"${campaign.name}"`).join(', ')}. Hãy đổi mẫu của chiến dịch đó trước khi xóa.`,
      );
    if (inUse.length)
      throw MarketingErrors.raise('TEMPLATE_IN_USE', `Mẫu email vẫn gắn với ${inUse.length} chiến dịch (nháp hoặc đã kết thúc). Hãy đổi mẫu hoặc xóa các chiến dịch đó trước.`);
    await this.prisma.emailTemplate.delete({ where: { id } });
    return { message: 'Đã xóa mẫu email.' };
  }

  /** What the mail looks like for a sample recipient (the editor's desktop and phone preview). */
  async preview(input: TemplateContent) {
    const html = await this.compile(input);
    return createRecipientRenderer({ html, subject: input.subject, preheader: input.preheader })(sampleRecipientVars(this.config.publicUrl));
  }

  async sendTest(id: string, admin: AuthUser) {
    const template = await this.prisma.emailTemplate.findUnique({ where: { id }, select: { html: true, subject: true, preheader: true } });
    if (!template) throw MarketingErrors.raise('TEMPLATE_NOT_FOUND');
    return this.testSent(await this.sender.sendTest(template, await this.adminOf(admin)), admin);
  }

  async adminOf(admin: AuthUser) {
    return this.prisma.user.findUniqueOrThrow({ where: { id: admin.id }, select: { id: true, email: true, name: true, preferredName: true } });
  }

  testSent(failure: { message: string } | null, admin: { email: string }) {
    if (failure) throw MarketingErrors.raise('TEMPLATE_INVALID', `Máy chủ thư không nhận thư thử: ${failure.message}`);
    return { message: `Đã gửi thư thử tới ${admin.email}.` };
  }

  private async compile(input: TemplateContent): Promise<string> {
    const problems = checkTemplateLiquid(input);
    if (problems.length) throw MarketingErrors.raise('TEMPLATE_INVALID', problems.join(' '));
    const courseIds = (input.blocks as EmailBlock[]).flatMap((block) => (block.type === 'course' ? [block.courseId] : []));
    const courses = await this.prisma.course.findMany({
      where: { id: { in: courseIds }, status: 'published' },
      select: { id: true, slug: true, title: true, shortDescription: true, thumbnailUrl: true, price: true },
    });
    if (courses.length !== new Set(courseIds).size)
      throw MarketingErrors.raise('COURSE_IN_TEMPLATE_MISSING', 'Khối khóa học trỏ tới một khóa học không tồn tại hoặc chưa xuất bản.');
    const base = this.config.publicUrl;
    // Mail gets JPEG/PNG copies of our WebP images (Outlook for Windows shows no WebP).
    const images = new Map<string, string>();
    for (const block of input.blocks as EmailBlock[]) if (block.type === 'image') images.set(block.src, await this.images.forMail(block.src, base));
    const cards = await Promise.all(
      courses.map(
        async (course) =>
          [
            course.id,
            {
              title: course.title,
              shortDescription: course.shortDescription,
              imageUrl: course.thumbnailUrl ? await this.images.forMail(new URL(course.thumbnailUrl, base).toString(), base) : null,
              price: Number(course.price),
              url: `${base}/courses/${course.slug}`,
            },
          ] as const,
      ),
    );
    const context = { courses: new Map(cards), images, sender: this.config.marketing.sender };
    try {
      return (await compileTemplate(input, context)).html;
    } catch (error) {
      throw MarketingErrors.raise('TEMPLATE_INVALID', error instanceof Error ? error.message : String(error));
    }
  }

  private async ensureExists(id: string): Promise<void> {
    if (!(await this.prisma.emailTemplate.findUnique({ where: { id }, select: { id: true } }))) throw MarketingErrors.raise('TEMPLATE_NOT_FOUND');
  }

  private async usage(templateIds: string[]) {
    const campaigns = await this.prisma.marketingCampaign.findMany({
      where: { templateId: { in: templateIds } },
      select: { id: true, name: true, status: true, templateId: true, scenario: { select: { name: true } } },
    });
    const usage = new Map<string, { _id: string; name: string; status: 'draft' | 'active' | 'paused' | 'finished'; scenarioName: string }[]>();
    for (const campaign of campaigns) {
      usage.set(campaign.templateId, [
        ...(usage.get(campaign.templateId) ?? []),
        { _id: campaign.id, name: campaign.name, status: campaign.status, scenarioName: campaign.scenario.name },
      ]);
    }
    return usage;
  }
}

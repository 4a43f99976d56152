import { Injectable } from '@nestjs/common';
import type { Prisma } from '../generated/prisma/client';
import { CatalogueCache } from '../courses';
import { PrismaService } from '../prisma/prisma.service';
import { partnerSettingsSchema, type PartnerSettings, type PartnerSettingsView } from './site-settings.dto';

/** Keys of the site settings; each is a JSON document stored as versions. */
export const SITE_SETTING_KEYS = { partners: 'partners' } as const;

interface EditablePartnerSettings extends PartnerSettingsView {
  updatedAt: string | null;
  updatedBy: { _id: string; name: string } | null;
}

const NO_PARTNERS: PartnerSettingsView = { partnerLinks: [], footerPartner: null };

// Stored JSON is read back through the schema: a value written by an older shape shows nothing rather than breaking the header.
function partnersOf(value: Prisma.JsonValue | undefined): PartnerSettingsView {
  const parsed = partnerSettingsSchema.safeParse(value);
  if (!parsed.success) return NO_PARTNERS;
  const { partnerLinks, footerPartner } = parsed.data;
  return { partnerLinks, footerPartner: footerPartner ? { text: footerPartner.text, url: footerPartner.url ?? null } : null };
}

/**
 * Site-wide settings admins edit: the partner services linked from the header and mobile menu and
 * the partner credited in the footer. Every save is a new version with its author (the audit trail
 * the affiliate and refund settings keep too); the newest is in force.
 */
@Injectable()
export class SiteSettingsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly catalogue: CatalogueCache,
  ) {}

  async partners(): Promise<PartnerSettingsView> {
    return partnersOf((await this.latest(SITE_SETTING_KEYS.partners))?.value);
  }

  async editablePartners(): Promise<EditablePartnerSettings> {
    const row = await this.latest(SITE_SETTING_KEYS.partners);
    const author = row?.createdById ? await this.prisma.user.findUnique({ where: { id: row.createdById }, select: { id: true, name: true } }) : null;
    return {
      ...partnersOf(row?.value),
      updatedAt: row?.createdAt.toISOString() ?? null,
      updatedBy: author ? { _id: author.id, name: author.name } : null,
    };
  }

  async savePartners(adminId: string, input: PartnerSettings): Promise<EditablePartnerSettings> {
    await this.prisma.siteSettingVersion.create({ data: { key: SITE_SETTING_KEYS.partners, value: partnersOf(input), createdById: adminId } });
    // The header and footer of visitors' rendered pages (seo/first-html.service.ts) show them: drop those pages.
    this.catalogue.clear();
    return this.editablePartners();
  }

  private latest(key: string) {
    return this.prisma.siteSettingVersion.findFirst({ where: { key }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  }
}

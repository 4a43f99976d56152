import { Injectable } from '@nestjs/common';
import { PrismaService } from '../prisma/prisma.service';
import { ContentErrors } from './content.errors';
import { PopupInputDto, PopupView } from './content.dto';

interface PopupRow {
  id: string;
  title: string;
  imageUrl: string;
  link: string | null;
  isActive: boolean;
  createdAt: Date;
}

function toPopup(row: PopupRow): PopupView {
  return { _id: row.id, title: row.title, imageUrl: row.imageUrl, link: row.link, isActive: row.isActive, createdAt: row.createdAt.toISOString() };
}

/** The promotional popup of the public pages: admins keep a list, the newest active one is shown. */
@Injectable()
export class PopupsService {
  constructor(private readonly prisma: PrismaService) {}

  async list(): Promise<{ popups: PopupView[] }> {
    const rows = await this.prisma.popup.findMany({ orderBy: { createdAt: 'desc' } });
    return { popups: rows.map(toPopup) };
  }

  async active(): Promise<{ popup: PopupView | null }> {
    const row = await this.prisma.popup.findFirst({ where: { isActive: true }, orderBy: { createdAt: 'desc' } });
    return { popup: row ? toPopup(row) : null };
  }

  async create(input: PopupInputDto): Promise<PopupView> {
    return toPopup(await this.prisma.popup.create({ data: { title: input.title, imageUrl: input.imageUrl, link: input.link ?? null, isActive: input.isActive } }));
  }

  async update(id: string, input: PopupInputDto): Promise<PopupView> {
    await this.findOrFail(id);
    return toPopup(await this.prisma.popup.update({ where: { id }, data: { title: input.title, imageUrl: input.imageUrl, link: input.link ?? null, isActive: input.isActive } }));
  }

  async remove(id: string): Promise<{ _id: string }> {
    const { count } = await this.prisma.popup.deleteMany({ where: { id } });
    if (count === 0) throw ContentErrors.raise('POPUP_NOT_FOUND');
    return { _id: id };
  }

  private async findOrFail(id: string): Promise<PopupRow> {
    const row = await this.prisma.popup.findUnique({ where: { id } });
    if (!row) throw ContentErrors.raise('POPUP_NOT_FOUND');
    return row;
  }
}

import { Injectable } from '@nestjs/common';
import { paginationOf, Pagination } from '../common/http/responses';
import { PrismaService } from '../prisma/prisma.service';
import { ContentErrors } from './content.errors';
import { ContactInputDto, ContactStatusInputDto, ContactSubmissionView, ListContactSubmissionsQueryDto } from './content.dto';

interface ContactRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  status: ContactSubmissionView['status'];
  createdAt: Date;
}

function toSubmission(row: ContactRow): ContactSubmissionView {
  return { _id: row.id, name: row.name, email: row.email, phone: row.phone, message: row.message, status: row.status, createdAt: row.createdAt.toISOString() };
}

/** Messages of the contact form and the admins' inbox of them. */
@Injectable()
export class ContactService {
  constructor(private readonly prisma: PrismaService) {}

  async submit(input: ContactInputDto): Promise<{ message: string }> {
    await this.prisma.contactSubmission.create({ data: { name: input.name, email: input.email, phone: input.phone ?? null, message: input.message } });
    return { message: 'Cảm ơn bạn đã liên hệ! Chúng tôi sẽ phản hồi trong vòng 24 giờ làm việc.' };
  }

  async list(query: ListContactSubmissionsQueryDto): Promise<{ submissions: ContactSubmissionView[]; pagination: Pagination }> {
    const where = query.status ? { status: query.status } : {};
    const [rows, totalItems] = await Promise.all([
      this.prisma.contactSubmission.findMany({ where, orderBy: { createdAt: 'desc' }, skip: (query.page - 1) * query.limit, take: query.limit }),
      this.prisma.contactSubmission.count({ where }),
    ]);
    return { submissions: rows.map(toSubmission), pagination: paginationOf(query.page, query.limit, totalItems) };
  }

  async setStatus(id: string, input: ContactStatusInputDto): Promise<ContactSubmissionView> {
    const { count } = await this.prisma.contactSubmission.updateMany({ where: { id }, data: { status: input.status } });
    if (count === 0) throw ContentErrors.raise('CONTACT_NOT_FOUND');
    return toSubmission(await this.prisma.contactSubmission.findUniqueOrThrow({ where: { id } }));
  }
}

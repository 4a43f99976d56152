import { Injectable } from '@nestjs/common';
import { PrismaService } from '../prisma/prisma.service';
import { SendingLimits } from './sending-limits';

/** The sending limits (one row, seeded by the migration). */
@Injectable()
export class MarketingSettingsService {
  constructor(private readonly prisma: PrismaService) {}

  async limits(): Promise<SendingLimits> {
    const row = await this.prisma.marketingSettings.findUniqueOrThrow({ where: { id: 1 } });
    return {
      perSecond: row.perSecond,
      perDay: row.perDay,
      perUserPerDay: row.perUserPerDay,
      perUserPerWeek: row.perUserPerWeek,
      quietStartHour: row.quietStartHour,
      quietEndHour: row.quietEndHour,
      softBounceLimit: row.softBounceLimit,
    };
  }

  async update(limits: SendingLimits): Promise<SendingLimits> {
    await this.prisma.marketingSettings.update({ where: { id: 1 }, data: limits });
    return this.limits();
  }
}

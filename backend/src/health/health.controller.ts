import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { PublicAccess } from '../common/access/access-tier.decorator';
import { CommonErrors } from '../common/errors/app-error';
import { PrismaService } from '../prisma/prisma.service';

class HealthDto extends createZodDto(z.object({ status: z.literal('ok'), db: z.literal('ok') })) {}

@ApiTags('health')
@PublicAccess()
@Controller('health')
export class HealthController {
  constructor(private readonly prisma: PrismaService) {}

  @Get()
  @ApiOkResponse({ type: HealthDto })
  async check(): Promise<HealthDto> {
    await this.prisma.$queryRaw`SELECT 1`.catch(() => {
      throw CommonErrors.raise('DB_UNAVAILABLE');
    });
    return { status: 'ok', db: 'ok' };
  }
}

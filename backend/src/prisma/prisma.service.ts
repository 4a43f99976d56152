import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { PrismaMariaDb } from '@prisma/adapter-mariadb';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { PrismaClient } from '../generated/prisma/client';

export { Prisma } from '../generated/prisma/client';

/** Prisma Client over the MariaDB driver adapter (works with MySQL 8 and MariaDB). */
@Injectable()
export class PrismaService extends PrismaClient implements OnModuleDestroy {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const url = new URL(config.databaseUrl);
    url.searchParams.set('connectionLimit', String(config.databasePoolSize));
    super({ adapter: new PrismaMariaDb(url.toString()) });
  }

  async onModuleDestroy(): Promise<void> {
    await this.$disconnect();
  }
}

/** A Prisma client or an interactive transaction: services accept either so callers choose the unit of work. */
export type Db = Omit<PrismaService, '$connect' | '$disconnect' | '$on' | '$transaction' | '$extends' | 'onModuleDestroy'>;

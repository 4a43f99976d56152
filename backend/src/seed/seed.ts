import 'reflect-metadata';
import { PrismaMariaDb } from '@prisma/adapter-mariadb';
import { hashPassword } from '../auth/passwords';
import { type AppConfig, loadAppConfig } from '../config/app-config';
import { PrismaClient } from '../generated/prisma/client';
import { seedCatalogue } from './catalogue-seed';
import { DEMO_ACCOUNTS } from './demo-accounts';

// A spread of learners over the last six months, so the admin list and chart look like a real academy.
const LEARNER_NAMES = [
  'Phạm Quốc Bảo', 'Lê Ngọc Anh', 'Võ Thị Thanh', 'Đặng Hoàng Long', 'Bùi Minh Châu', 'Hoàng Gia Huy', 'Ngô Phương Linh',
  'Dương Tuấn Kiệt', 'Lý Thảo Vy', 'Trịnh Đức Mạnh', 'Phan Khánh Ly', 'Vũ Hải Nam', 'Đỗ Thuỳ Dung', 'Hồ Quang Vinh',
  'Mai Bảo Ngọc', 'Tạ Minh Khoa', 'Cao Thị Hồng', 'Lâm Chí Thanh', 'Kiều Anh Thư', 'Đinh Công Phúc',
];

function slugify(name: string): string {
  return name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/đ/gi, 'd').toLowerCase().replace(/[^a-z0-9]+/g, '.');
}

/** Seeds demo data (accounts, learners, the catalogue) when the database has no users; returns whether it did. */
export async function seedDemoData(prisma: PrismaClient, config: AppConfig): Promise<boolean> {
  if ((await prisma.user.count()) > 0) return false;
  const now = Date.now();
  for (const account of DEMO_ACCOUNTS) {
    await prisma.user.create({
      data: {
        email: account.email,
        passwordHash: await hashPassword(account.password),
        name: account.name,
        role: account.role,
        phoneNumber: '0901234567',
        emailVerifiedAt: new Date(),
        isActive: account.role !== 'student',
        createdAt: new Date(now - 200 * 86_400_000),
      },
    });
  }
  const learnerPassword = await hashPassword('HocVien@123');
  await prisma.user.createMany({
    data: LEARNER_NAMES.map((name, index) => ({
      email: `${slugify(name)}@example.vn`,
      passwordHash: learnerPassword,
      name,
      phoneNumber: `09${String(10_000_000 + index * 7_919).padStart(8, '0')}`,
      emailVerifiedAt: index % 5 === 4 ? null : new Date(now - index * 8 * 86_400_000),
      isActive: index % 3 === 0,
      createdAt: new Date(now - index * 9 * 86_400_000 - 3_600_000),
    })),
  });
  const instructor = DEMO_ACCOUNTS.find((account) => account.role === 'instructor')!;
  await seedCatalogue(prisma, config, await hashPassword(instructor.password));
  return true;
}

if (require.main === module) {
  // The same settings as the API (DATABASE_URL, DATA_DIR, storage, ffmpeg), so files land where it serves them.
  const config = loadAppConfig(process.env);
  const prisma = new PrismaClient({ adapter: new PrismaMariaDb(config.databaseUrl) });
  seedDemoData(prisma, config)
    .then((seeded) => console.log(seeded ? 'Đã tạo dữ liệu mẫu.' : 'Cơ sở dữ liệu đã có dữ liệu: bỏ qua seed.'))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    })
    .finally(() => prisma.$disconnect());
}

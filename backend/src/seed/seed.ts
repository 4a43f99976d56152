import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module';
import { hashPassword } from '../auth/passwords';
import { APP_CONFIG, type AppConfig, loadAppConfig } from '../config/app-config';
import { PrismaService } from '../prisma/prisma.service';
import { seedAffiliateHistory, seedReferrals } from './affiliate-seed';
import { seedCatalogue } from './catalogue-seed';
import { keepDemoMailUnsent, seedCommerce } from './commerce-seed';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedMarketing } from './marketing-seed';
import { seedQuestions } from './question-seed';
import { seedQuizzes } from './quiz-seed';
import { seedReadings } from './reading-seed';
import { seedReviews } from './review-seed';

// A spread of learners over the last six months, so the admin list and chart look like a real academy.
const LEARNER_NAMES = [
  'Phạm Quốc Bảo',
  'Lê Ngọc Anh',
  'Võ Thị Thanh',
  'Đặng Hoàng Long',
  'Bùi Minh Châu',
  'Hoàng Gia Huy',
  'Ngô Phương Linh',
  'Dương Tuấn Kiệt',
  'Lý Thảo Vy',
  'Trịnh Đức Mạnh',
  'Phan Khánh Ly',
  'Vũ Hải Nam',
  'Đỗ Thùy Dung',
  'Hồ Quang Vinh',
  'Mai Bảo Ngọc',
  'Tạ Minh Khoa',
  'Cao Thị Hồng',
  'Lâm Chí Thanh',
  'Kiều Anh Thư',
  'Đinh Công Phúc',
];

/** Every fifth learner never confirmed the email, and one never came back after confirming: they bought nothing. */
const isBuyer = (index: number) => index % 5 !== 4 && index !== 7;

function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.');
}

/**
 * Seeds demo data (accounts, learners, the catalogue, then the shop's and the classroom's history
 * through the application's own services) when the database has no users; returns whether it did.
 */
export async function seedDemoData(app: INestApplicationContext): Promise<boolean> {
  const prisma = app.get(PrismaService);
  const config = app.get<AppConfig>(APP_CONFIG);
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
  const learners = LEARNER_NAMES.map((name, index) => ({
    email: `${slugify(name)}@example.vn`,
    passwordHash: learnerPassword,
    name,
    phoneNumber: `09${String(10_000_000 + index * 7_919).padStart(8, '0')}`,
    emailVerifiedAt: index % 5 === 4 ? null : new Date(now - index * 8 * 86_400_000),
    isActive: isBuyer(index),
    createdAt: new Date(now - index * 9 * 86_400_000 - 3_600_000),
  }));
  await prisma.user.createMany({ data: learners });
  const instructor = DEMO_ACCOUNTS.find((account) => account.role === 'instructor')!;
  await seedCatalogue(prisma, config, await hashPassword(instructor.password));

  const student = DEMO_ACCOUNTS.find((account) => account.role === 'student')!;
  const users = await prisma.user.findMany({
    where: { email: { in: [student.email, ...learners.map((learner) => learner.email)] } },
    select: { id: true, email: true, phoneNumber: true, createdAt: true },
  });
  const byEmail = new Map(users.map((user) => [user.email, user]));
  const studentRow = byEmail.get(student.email)!;
  await seedReferrals(
    app,
    studentRow,
    learners.map((learner) => byEmail.get(learner.email)!),
  );
  const buyers = learners.filter((_, index) => isBuyer(index)).map((learner) => byEmail.get(learner.email)!);
  const admin = await prisma.user.findUniqueOrThrow({ where: { email: DEMO_ACCOUNTS.find((account) => account.role === 'admin')!.email }, select: { id: true } });
  await seedCommerce(app, studentRow.id, buyers, admin.id);
  await seedReviews(app, now);
  await seedQuestions(app, now);
  await seedReadings(app, studentRow.id);
  await seedQuizzes(app, studentRow.id);
  await seedAffiliateHistory(app, admin.id, studentRow, now);
  await seedMarketing(app, admin.id, now);
  await keepDemoMailUnsent(prisma);
  return true;
}

/**
 * `node dist/seed/seed.js`: the API's settings (DATABASE_URL, DATA_DIR, storage, ffmpeg, payments),
 * so files land where it serves them, in an application context without HTTP, job workers or sweeps:
 * the seed only writes; the server started next does the queued work.
 */
async function main(): Promise<void> {
  const config = loadAppConfig({ ...process.env, JOBS_ENABLED: 'false' });
  const app = await NestFactory.createApplicationContext(AppModule.register(config), { logger: ['error'] });
  try {
    console.log((await seedDemoData(app)) ? 'Đã tạo dữ liệu mẫu.' : 'Cơ sở dữ liệu đã có dữ liệu: bỏ qua seed.');
  } finally {
    await app.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}

import crypto from 'node:crypto';
import fs from 'node:fs';
import type { INestApplicationContext } from '@nestjs/common';
import PDFDocument from 'pdfkit';
import type { Prisma } from '../generated/prisma/client';
import { mediaKeys } from '../media/media-keys';
import { PrismaService } from '../prisma/prisma.service';
import { StorageService } from '../storage/storage.service';
import { textDocumentSchema } from '../text-lessons';

const WORKSHEET_NAME = 'Checklist trước khi chạy chiến dịch.pdf';
const CHECKLIST = [
  'Mục tiêu của chiến dịch là gì: đơn hàng, khách tiềm năng hay nhận biết?',
  'Khách hàng mục tiêu là ai, họ đang gặp vấn đề gì?',
  'Ngân sách mỗi ngày và mức chi phí trên mỗi chuyển đổi chấp nhận được.',
  'Trang đích đã tải nhanh trên điện thoại và có nút kêu gọi rõ ràng chưa?',
  'Pixel và sự kiện chuyển đổi đã được kiểm tra bằng một đơn thử chưa?',
  'Ba mẫu quảng cáo khác nhau để thử nghiệm A/B.',
];

const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });

/** The reading's document, in the shape the text lesson editor saves (docs/learning.md, "Text lessons"). */
const READING = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Trước khi bấm "Đăng"' }] },
    paragraph('Phần lớn chiến dịch thất bại vì bỏ qua vài bước chuẩn bị đơn giản. Đọc danh sách dưới đây rồi tải bản PDF để in ra và đánh dấu mỗi lần chạy quảng cáo.'),
    { type: 'orderedList', content: CHECKLIST.map((item) => ({ type: 'listItem', content: [paragraph(item)] })) },
    { type: 'blockquote', content: [paragraph('Đo lường trước, tối ưu sau: không có số liệu thì mọi quyết định chỉ là phỏng đoán.')] },
    paragraph('Khi đã đủ các mục trên, hãy làm bài kiểm tra cuối khóa để nhận chứng chỉ.'),
  ],
};

/** The checklist as a one-page A4 PDF in Vietnamese (DejaVu from the npm font package, as the certificates). */
function worksheetPdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: 'Checklist trước khi chạy chiến dịch', Author: 'Học viện Marketing' } });
  doc.registerFont('regular', fs.readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')));
  doc.registerFont('bold', fs.readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.font('bold').fontSize(20).fillColor('#0f172a').text('Checklist trước khi chạy chiến dịch');
  doc.moveDown(0.5).font('regular').fontSize(11).fillColor('#475569').text('Học viện Marketing · Tài liệu của bài đọc');
  doc.moveDown(1.5).fillColor('#0f172a').fontSize(13);
  for (const item of CHECKLIST) doc.text(`☐  ${item}`, { paragraphGap: 10 });
  doc.end();
  return done;
}

/**
 * A reading with a PDF worksheet in every course the demo student owns, added last (before the final quiz,
 * seeded after it), so the demo shows each kind of lecture and a resource to download. One PDF per
 * instructor, in their media library, as an instructor would attach it.
 */
export async function seedReadings(app: INestApplicationContext, studentId: string): Promise<void> {
  const prisma = app.get(PrismaService);
  const storage = app.get(StorageService);
  const pdf = await worksheetPdf();
  const worksheets = new Map<string, string>();
  const owned = await prisma.enrollment.findMany({ where: { userId: studentId }, select: { course: { select: { id: true, instructorId: true } } } });
  for (const { course } of owned) {
    const lastSection = await prisma.courseSection.findFirst({ where: { courseId: course.id }, orderBy: { position: 'desc' }, select: { id: true } });
    if (!lastSection) continue;
    let worksheetId = worksheets.get(course.instructorId);
    if (!worksheetId) {
      const uploadId = crypto.randomUUID();
      await storage.put('private', mediaKeys.original(uploadId), pdf, 'application/pdf');
      const asset = await prisma.mediaAsset.create({
        data: {
          ownerId: course.instructorId,
          kind: 'document',
          originalName: WORKSHEET_NAME,
          mimeType: 'application/pdf',
          sizeBytes: BigInt(pdf.length),
          storageKey: mediaKeys.original(uploadId),
          status: 'ready',
        },
      });
      worksheetId = asset.id;
      worksheets.set(course.instructorId, worksheetId);
    }
    const position = await prisma.lecture.count({ where: { sectionId: lastSection.id } });
    await prisma.lecture.create({
      data: {
        sectionId: lastSection.id,
        title: 'Bài đọc: Checklist trước khi chạy chiến dịch',
        position,
        kind: 'text',
        durationSeconds: 300,
        // Checked as the editor's save checks it: the demo shows only what an instructor could write.
        textDocument: textDocumentSchema.parse(READING) as Prisma.InputJsonValue,
        resources: { create: [{ mediaAssetId: worksheetId, position: 0 }] },
      },
    });
    await prisma.course.update({ where: { id: course.id }, data: { lessonsCount: { increment: 1 }, durationSeconds: { increment: 300 } } });
  }
}

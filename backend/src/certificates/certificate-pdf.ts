import fs from 'node:fs';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { formatVietnamDate } from '../common/time/vietnam-calendar';
import { formatCertificateHours } from './certificate-format';

/** What a certificate PDF prints. */
export interface CertificatePdfInput {
  code: string;
  recipientName: string;
  courseTitle: string;
  instructorName: string;
  completedAt: Date;
  durationSeconds: number;
  /** The public verification address, printed and in the QR code. */
  verifyUrl: string;
}

// From the npm font package (never a system path): DejaVu has every Vietnamese letter precomposed.
const FONT_FILES = { regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'), bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf') };
let fonts: { regular: Buffer; bold: Buffer } | undefined;
/** Read once (1.4 MB), on the first certificate: every PDF embeds only the glyphs it uses. */
const fontData = () => (fonts ??= { regular: fs.readFileSync(FONT_FILES.regular), bold: fs.readFileSync(FONT_FILES.bold) });
const ACADEMY = 'Học viện Marketing';
const INK = '#1f2937';
const ACCENT = '#b45309';
const MUTED = '#4b5563';

/** The largest size ≤ `max` at which `text` fits on one line of `width`. */
function fittedSize(doc: PDFKit.PDFDocument, font: string, text: string, width: number, max: number, min: number): number {
  doc.font(font);
  for (let size = max; size > min; size -= 1) if (doc.fontSize(size).widthOfString(text) <= width) return size;
  return min;
}

/** The QR code of `text`, drawn as vector squares (sharp at any zoom, a few hundred bytes). */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = size / (modules.size + 2 * quiet);
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) doc.rect(x + (column + quiet) * cell, y + (row + quiet) * cell, cell, cell);
    }
  }
  doc.fill('#000000');
}

/** The certificate as an A4 landscape PDF, in Vietnamese. */
export function renderCertificatePdf(input: CertificatePdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: { Title: `Chứng nhận hoàn thành – ${input.courseTitle}`, Author: ACADEMY, Subject: input.code },
  });
  doc.registerFont('regular', fontData().regular);
  doc.registerFont('bold', fontData().bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { width, height } = doc.page;
  const inner = width - 160;
  doc
    .lineWidth(6)
    .strokeColor(ACCENT)
    .rect(24, 24, width - 48, height - 48)
    .stroke();
  doc
    .lineWidth(1)
    .strokeColor(ACCENT)
    .rect(36, 36, width - 72, height - 72)
    .stroke();

  doc.fillColor(ACCENT).font('bold').fontSize(16).text(ACADEMY.toUpperCase(), 80, 70, { width: inner, align: 'center', characterSpacing: 2 });
  doc.fillColor(INK).font('bold').fontSize(30).text('CHỨNG NHẬN HOÀN THÀNH', 80, 104, { width: inner, align: 'center' });
  doc.fillColor(MUTED).font('regular').fontSize(14).text('Chứng nhận này được trao cho', 80, 170, { width: inner, align: 'center' });

  const nameSize = fittedSize(doc, 'bold', input.recipientName, inner, 34, 14);
  doc.fillColor(INK).font('bold').fontSize(nameSize).text(input.recipientName, 80, 200, { width: inner, align: 'center', lineBreak: false });
  doc
    .moveTo(width / 2 - 180, 250)
    .lineTo(width / 2 + 180, 250)
    .lineWidth(0.8)
    .strokeColor(MUTED)
    .stroke();

  doc.fillColor(MUTED).font('regular').fontSize(14).text('đã hoàn thành khóa học', 80, 266, { width: inner, align: 'center' });
  const titleSize = fittedSize(doc, 'bold', input.courseTitle, inner, 22, 12);
  doc.fillColor(ACCENT).font('bold').fontSize(titleSize).text(input.courseTitle, 80, 294, { width: inner, align: 'center', lineBreak: false });

  const facts = [
    `Giảng viên: ${input.instructorName}`,
    `Ngày hoàn thành: ${formatVietnamDate(input.completedAt)}`,
    `Tổng thời lượng: ${formatCertificateHours(input.durationSeconds)}`,
  ];
  doc.fillColor(INK).font('regular').fontSize(13);
  facts.forEach((line, index) => doc.text(line, 80, 346 + index * 22, { width: inner, align: 'center', lineBreak: false }));

  const qrSize = 104;
  const qrX = width - 80 - qrSize;
  const qrY = height - 70 - qrSize;
  drawQr(doc, input.verifyUrl, qrX, qrY, qrSize);
  doc.fillColor(MUTED).font('regular').fontSize(10);
  doc.text(`Mã xác thực: ${input.code}`, 80, height - 112, { lineBreak: false });
  doc.text(`Xác thực tại: ${input.verifyUrl}`, 80, height - 96, { lineBreak: false });
  doc.end();
  return done;
}

/** Rendered PDFs kept per process (about 25 KB each): a shared certificate is opened by many at once. */
const KEPT_PDFS = 200;
const keptPdfs = new Map<string, Promise<Buffer>>();

/**
 * The certificate's PDF, rendered once per process for what it prints (a corrected name or any other
 * change is a new key), least recently used dropped first. Callers still read the row on every request,
 * so a revoked certificate is refused at once. Requests arriving while the first render runs share it.
 */
export function certificatePdf(input: CertificatePdfInput): Promise<Buffer> {
  const key = JSON.stringify([input.code, input.recipientName, input.courseTitle, input.instructorName, input.completedAt.toISOString(), input.durationSeconds, input.verifyUrl]);
  const kept = keptPdfs.get(key);
  if (kept) {
    keptPdfs.delete(key);
    keptPdfs.set(key, kept);
    return kept;
  }
  const rendering = renderCertificatePdf(input);
  keptPdfs.set(key, rendering);
  rendering.catch(() => keptPdfs.delete(key));
  if (keptPdfs.size > KEPT_PDFS) keptPdfs.delete(keptPdfs.keys().next().value!);
  return rendering;
}

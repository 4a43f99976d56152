import { StreamableFile } from '@nestjs/common';

/** Texts are always quoted (quotes doubled); amounts stay plain integers so Excel sums them. */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  // A cell starting with = + - or @ would run as a formula in Excel (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** RFC 4180 text (CRLF line ends) with a UTF-8 BOM, without which Excel garbles the Vietnamese. */
export function csvText(lines: (string | number)[][]): string {
  return `\uFEFF${lines.map((line) => line.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** A CSV download (the filename must be plain ASCII). */
export function csvDownload(filename: string, text: string): StreamableFile {
  return new StreamableFile(Buffer.from(text, 'utf8'), { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="${filename}"` });
}

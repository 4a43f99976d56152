/**
 * `attachment` with the file's name: plain ASCII names as they are; any other name (Vietnamese, spaces)
 * also gets an ASCII fallback with its accents removed for old clients, and the exact name in the
 * RFC 5987 form (filename*) that browsers prefer.
 */
export function attachmentDisposition(fileName: string): string {
  if (/^[\w.-]+$/.test(fileName)) return `attachment; filename="${fileName}"`;
  return `attachment; filename="${asciiFileName(fileName)}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/**
 * The name in ASCII letters, digits, '.', '_' and '-' only, accents removed ('Bài tập (1).pdf' →
 * 'Bai-tap-1-.pdf'); 'tai-lieu' when nothing is left. Safe in a quoted header value and in a URL path.
 */
export function asciiFileName(fileName: string): string {
  return (
    fileName
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[đĐ]/g, (letter) => (letter === 'đ' ? 'd' : 'D'))
      .replace(/[^\w.-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'tai-lieu'
  );
}

/** What the upload field offers for documents (the server still checks each file's content). */
export const RESOURCE_ACCEPT = '.pdf,.docx,.xlsx,.pptx,.zip,application/pdf,application/zip';

const LABELS: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PowerPoint',
  'application/zip': 'ZIP',
};

/** A file's type in a word a learner knows: PDF, Word, Excel, PowerPoint, ZIP, Ảnh. */
export function fileTypeLabel(mimeType: string): string {
  if (mimeType.startsWith('image/')) return 'Ảnh';
  return LABELS[mimeType] ?? 'Tệp';
}

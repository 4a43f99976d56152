import type { MediaAsset } from './api/mediaApi';

export const MEDIA_STATUS_LABELS: Record<MediaAsset['status'], string> = {
  uploaded: 'Chờ xử lý',
  processing: 'Đang xử lý',
  ready: 'Sẵn sàng',
  failed: 'Lỗi xử lý',
};

/** Whether the library should keep asking the server (a video is still being transcoded). */
export function hasWorkInProgress(assets: MediaAsset[]): boolean {
  return assets.some((asset) => asset.status === 'uploaded' || asset.status === 'processing');
}

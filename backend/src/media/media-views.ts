import type { MediaAsset } from '../generated/prisma/client';

export type MediaAssetView = ReturnType<typeof toMediaAssetView>;

export function toMediaAssetView(asset: MediaAsset & { owner: { name: string } }) {
  return {
    _id: asset.id,
    publicId: asset.id,
    kind: asset.kind,
    originalName: asset.originalName,
    mimeType: asset.mimeType,
    sizeBytes: Number(asset.sizeBytes),
    status: asset.status,
    posterUrl: asset.posterUrl,
    durationSeconds: asset.durationSeconds,
    failureReason: asset.failureReason,
    ownerId: asset.ownerId,
    ownerName: asset.owner.name,
    createdAt: asset.createdAt.toISOString(),
  };
}

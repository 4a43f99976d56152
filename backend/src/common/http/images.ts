import sharp from 'sharp';

const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif']);

/**
 * Checks that `data` is an image by its content (never its name) and returns it as a WebP of exactly
 * `width` x `height` (cropped to cover). Undefined when the bytes are not a supported image.
 */
export async function toWebpCover(data: Buffer, width: number, height: number): Promise<Buffer | undefined> {
  const format = await sharp(data)
    .metadata()
    .then((meta) => meta.format)
    .catch(() => undefined);
  if (!format || !IMAGE_FORMATS.has(format)) return undefined;
  return sharp(data)
    .rotate()
    .resize(width, height, { fit: 'cover' })
    .webp({ quality: 82 })
    .toBuffer()
    .catch(() => undefined);
}

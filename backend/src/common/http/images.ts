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

/**
 * A rendition of an image for mail: Outlook for Windows (Word's renderer) shows no WebP, so mail gets a
 * PNG when the image has transparency and a JPEG otherwise. Undefined when the bytes are not an image.
 */
export async function toMailImage(data: Buffer): Promise<{ data: Buffer; extension: 'jpg' | 'png'; contentType: string } | undefined> {
  const meta = await sharp(data)
    .metadata()
    .catch(() => undefined);
  if (!meta?.format || !IMAGE_FORMATS.has(meta.format)) return undefined;
  const image = sharp(data).rotate();
  if (meta.hasAlpha) {
    const png = await image
      .png({ compressionLevel: 9 })
      .toBuffer()
      .catch(() => undefined);
    return png && { data: png, extension: 'png', contentType: 'image/png' };
  }
  const jpeg = await image
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer()
    .catch(() => undefined);
  return jpeg && { data: jpeg, extension: 'jpg', contentType: 'image/jpeg' };
}

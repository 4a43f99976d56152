import sharp from 'sharp';

export interface DecodedImage {
  width: number;
  height: number;
  /** RGB, 3 bytes per pixel, row by row. */
  pixels: Buffer;
}

const FACE_IMAGE_FORMATS = new Set(['jpeg', 'png']);
// A camera frame needs no more: the face detector works at 256 px, the embedding model at 224 px.
const MAX_SIDE = 800;
// Refuses decompression bombs (a tiny PNG claiming gigapixels) before decoding.
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Checks by content (never the name or the declared type) that `data` is a JPEG or PNG and decodes it
 * to RGB pixels no larger than MAX_SIDE, turned upright by its EXIF orientation. Undefined when the
 * bytes are not such an image. sharp decodes on libuv's thread pool, off the event loop.
 */
export async function decodeFaceImage(data: Buffer): Promise<DecodedImage | undefined> {
  try {
    const { format } = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!format || !FACE_IMAGE_FORMATS.has(format)) return undefined;
    const { data: pixels, info } = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height, pixels };
  } catch {
    // Empty, truncated or corrupt bytes, or an image past the pixel limit.
    return undefined;
  }
}

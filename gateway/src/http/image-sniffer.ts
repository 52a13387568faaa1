import { imageSize } from 'image-size';

/**
 * Recognises an image by its first bytes (never by file name or declared type). SVG is a document
 * that can carry scripts (namespaced tags, entities, foreignObject…) and would be served from the
 * shop's own origin: it is recognised only to be refused with its own message.
 */
export function sniffImage(buffer: Buffer): 'png' | 'jpg' | 'webp' | 'svg' | null {
  if (buffer.length >= 8 && buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return 'jpg';
  if (buffer.length >= 12 && buffer.toString('ascii', 0, 4) === 'RIFF' && buffer.toString('ascii', 8, 12) === 'WEBP') return 'webp';
  const head = buffer.subarray(0, 4096).toString('utf8').trimStart();
  if (/^(\uFEFF)?(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?<([\w-]+:)?svg[\s>/]/i.test(head)) return 'svg';
  return null;
}

/**
 * The largest side a product photo may have. A few hundred kilobytes of PNG can declare 30,000 × 30,000
 * pixels: every phone that shows the product would have to decode gigabytes.
 */
export const IMAGE_MAX_SIDE_PX = 6000;

/** Uploads the shop accepts: raster images only, of a size a phone can show. */
export const UPLOAD_MESSAGES = {
  svgRefused: 'Las imágenes SVG no se aceptan: usa PNG, JPG o WebP',
  formatRefused: 'Formato no permitido: usa PNG, JPG o WebP',
  unreadable: 'No pudimos leer la imagen',
  tooLarge: `La imagen es demasiado grande: usa una de máximo ${IMAGE_MAX_SIDE_PX} × ${IMAGE_MAX_SIDE_PX} píxeles`,
} as const;

/** The refusal for an image whose header is unreadable or whose sides exceed IMAGE_MAX_SIDE_PX; null when it fits. */
export function imageSizeRefusal(buffer: Buffer): string | null {
  let size: { width?: number; height?: number };
  try {
    size = imageSize(buffer);
  } catch {
    return UPLOAD_MESSAGES.unreadable;
  }
  if (!size.width || !size.height) return UPLOAD_MESSAGES.unreadable;
  return size.width > IMAGE_MAX_SIDE_PX || size.height > IMAGE_MAX_SIDE_PX ? UPLOAD_MESSAGES.tooLarge : null;
}

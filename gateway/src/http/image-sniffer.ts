/**
 * Recognises an image by its first bytes (never by file name or declared type). SVG is accepted only
 * without scripts or event handlers, since it is served from the shop's own origin.
 */
export function sniffImage(buffer: Buffer): 'png' | 'jpg' | 'webp' | 'svg' | null {
  if (buffer.length >= 8 && buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return 'jpg';
  if (buffer.length >= 12 && buffer.toString('ascii', 0, 4) === 'RIFF' && buffer.toString('ascii', 8, 12) === 'WEBP') return 'webp';
  const head = buffer.subarray(0, 4096).toString('utf8').trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head)) {
    const text = buffer.toString('utf8');
    if (/<script|\son\w+\s*=|javascript:|<foreignObject/i.test(text)) return null;
    return 'svg';
  }
  return null;
}

export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** Same limits the server applies to uploads; checked first so the admin hears it at once. */
export function imageProblem(file: { type: string; size: number }): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return 'Solo se permiten imágenes PNG, JPEG o WebP';
  }
  if (file.size > MAX_IMAGE_BYTES) return 'La imagen debe pesar máximo 2 MB';
  return null;
}

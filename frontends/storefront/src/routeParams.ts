/** A path segment as written, whether it arrives decoded («garapiñados») or still percent-encoded («garapi%C3%B1ados»). */
export function decodedSegment(segment: string | undefined): string | undefined {
  if (segment === undefined || !segment.includes('%')) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

import type { FastifyReply } from 'fastify';

// Headers are set only on success: a refusal thrown before them stays JSON { message }.

/** Sends a PDF inline (opened in the browser), never cached: it is someone's order. */
export function sendPdf(reply: FastifyReply, { pdf, filename }: { pdf: string; filename: string }): Buffer {
  void reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${filename}"`)
    .header('cache-control', 'private, no-store');
  return Buffer.from(pdf, 'base64');
}

/** Sends a CSV export as a download, with a BOM so spreadsheet programs read it as UTF-8. */
export function sendCsv(reply: FastifyReply, { csv, filename }: { csv: string; filename: string }): string {
  void reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store');
  return `\uFEFF${csv}`;
}

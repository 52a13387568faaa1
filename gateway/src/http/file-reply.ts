import { UseInterceptors, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { map, type Observable } from 'rxjs';

// Headers are set only on success: a refusal thrown before them stays JSON { message }.

/** A PDF a route answers: the file base64-encoded, as it travels over request/reply. */
export interface PdfFile {
  pdf: string;
  filename: string;
}

/** A CSV a route answers: its text and the name it downloads under. */
export interface CsvFile {
  csv: string;
  filename: string;
}

/** Sends a PDF inline (opened in the browser), never cached: it is someone's order. */
function sendPdf(reply: FastifyReply, { pdf, filename }: PdfFile): Buffer {
  void reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${filename}"`)
    .header('cache-control', 'private, no-store');
  return Buffer.from(pdf, 'base64');
}

/** Sends a CSV export as a download, with a BOM so spreadsheet programs read it as UTF-8. */
function sendCsv(reply: FastifyReply, { csv, filename }: CsvFile): string {
  void reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store');
  return `\uFEFF${csv}`;
}

/** Turns the file a handler returns into the response body, with the headers `send` sets. */
class FileReplyInterceptor<F> implements NestInterceptor<F, Buffer | string> {
  constructor(private readonly send: (reply: FastifyReply, file: F) => Buffer | string) {}

  intercept(context: ExecutionContext, next: CallHandler<F>): Observable<Buffer | string> {
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    return next.handle().pipe(map((file) => this.send(reply, file)));
  }
}

/** The route's handler returns a `PdfFile`; the client gets the PDF itself (see sendPdf). */
export const InlinePdf = () => UseInterceptors(new FileReplyInterceptor(sendPdf));

/** The route's handler returns a `CsvFile`; the client gets it as a download (see sendCsv). */
export const CsvDownload = () => UseInterceptors(new FileReplyInterceptor(sendCsv));

import type { FastifyReply } from 'fastify';

/** A PDF download (invoice, credit note) that only the browser that asked keeps. */
export function sendPdf(reply: FastifyReply, file: { filename: string; pdf: Buffer }) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.pdf);
}

/**
 * Lambdas `upload` and `s3/upload`: one multipart file from an active signed-in account, stored by
 * server/storage/uploads.ts through the server's one Storage (local disk, or the configured S3-compatible bucket).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { badRequest, HttpError } from '../errors';
import { handlerGroup, type RolePathRequest } from '../routes';
import { assertPlainFileName, storeUpload, UPLOAD_MESSAGES } from '../storage/uploads';

/** What the multipart parser (busboy) throws at a body it cannot read: a body cut short, no boundary, a bad one. */
const UNREADABLE_MULTIPART = /unexpected end of multipart data|Boundary not found|Malformed part header|The needle cannot/i;
export const MULTIPART_MESSAGES = {
  unreadable: 'The upload could not be read as multipart (cut short, or a missing or wrong boundary); send it again',
} as const;

/**
 * Reads a multipart request with `work`. A body the parser cannot read is the sender's mistake (400), not a 500. A
 * refusal in mid-file (too large, not an image) reads the rest of the body away, as Node does for a body nobody read:
 * left unread, it stalled the connection, and the sender's next request on it was reset.
 */
export async function readingMultipart<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!request.raw.readableEnded) {
      request.raw.unpipe();
      request.raw.resume();
    }
    if (!(err instanceof HttpError) && err instanceof Error && UNREADABLE_MULTIPART.test(err.message)) throw badRequest(MULTIPART_MESSAGES.unreadable);
    throw err;
  }
}

export function uploadHandlers(app: FastifyInstance) {
  async function upload(request: RolePathRequest) {
    const caller = await request.signedInCaller();
    if (!request.isMultipart()) throw badRequest(UPLOAD_MESSAGES.noFile);
    const stored = await readingMultipart(request, async () => {
      const part = await request.file();
      if (!part || part.fieldname !== 'file') throw badRequest(UPLOAD_MESSAGES.noFile);
      try {
        assertPlainFileName(part.filename);
      } catch (err) {
        part.file.resume(); // read the rest away, so the answer goes out at once
        throw err;
      }
      return storeUpload(app.storage, part.file, app.config.uploadLimits);
    });
    request.log.info({ userId: caller.userId, type: stored.type, size: stored.size, storage: stored.storage }, 'file uploaded');
    return { error: false as const, ...stored };
  }
  return handlerGroup({ uploadFile: upload, uploadFileS3: upload });
}

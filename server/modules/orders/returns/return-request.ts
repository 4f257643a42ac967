import type { FastifyRequest } from 'fastify';
import {
  RETURN_PHOTO_MAX_BYTES,
  RETURN_PHOTOS_MAX,
  ReturnRequestBody,
} from '../../../../common/contracts/returns';
import { AppError, ValidationError } from '../../../lib/errors';
import { uploadReadError } from '../../../lib/uploads';

const tooLarge = () => new AppError(413, 'Each photo must be at most 5 MB');
const tooMany = () => new ValidationError(`Attach at most ${RETURN_PHOTOS_MAX} photos`);
const badJson = () => new ValidationError('The return request (field data) is not valid JSON');

/** The request's problems as one sentence, like the other routes' 400s. */
function parseBody(value: unknown) {
  const parsed = ReturnRequestBody.safeParse(value);
  if (!parsed.success)
    throw new ValidationError(parsed.error.issues[0]?.message ?? 'The return request is not valid');
  return parsed.data;
}

/**
 * A return request as sent (POST /api/shop/order/return/{orderId}): JSON, or multipart/form-data with the request
 * as JSON in the field `data` and up to 3 images in `photos` (each at most 5 MB). The photos are only read here;
 * requestReturn sniffs and resizes them.
 */
export async function readReturnRequest(request: FastifyRequest) {
  if (!request.isMultipart()) return { body: parseBody(request.body), photos: [] as Buffer[] };
  let data: unknown;
  const photos: Buffer[] = [];
  try {
    for await (const part of request.parts({
      limits: { files: RETURN_PHOTOS_MAX, fileSize: RETURN_PHOTO_MAX_BYTES, fields: 5 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'photos') throw new ValidationError('Send the photos in the field photos');
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw tooLarge();
        if (bytes.length > 0) photos.push(bytes);
      } else if (part.fieldname === 'data') {
        // A part sent as application/json (as the API's document says) arrives parsed; plain text is parsed here.
        if (part.mimetype === 'application/json') data = part.value;
        else {
          try {
            data = JSON.parse(String(part.value));
          } catch {
            throw badJson();
          }
        }
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT') throw tooMany();
    if (code === 'FST_INVALID_JSON_FIELD_ERROR') throw badJson();
    throw uploadReadError(err);
  }
  if (data === undefined) throw new ValidationError('Send the return request in the field data');
  return { body: parseBody(data), photos };
}

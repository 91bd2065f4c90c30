import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors';

export interface UploadedFile {
  field: string;
  fileName: string;
  bytes: Buffer;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: UploadedFile[];
}

const errorCode = (error: unknown) => (error as { code?: unknown }).code;

/**
 * Why a form could not be read, for the player: whatever goes wrong while parsing is the
 * request's fault (a cut-off body, a malformed part, a field named like an object property such as
 * `__proto__`), so it is a 400 in our error shape rather than a 500 or the parser's own wording.
 */
function unreadableForm(error: unknown): AppError {
  if (error instanceof AppError) return error;
  switch (errorCode(error)) {
    case 'FST_PROTO_VIOLATION':
      return badRequest('FORM_FIELD_NOT_ALLOWED', 'The form has a field name that is not allowed.');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return badRequest('TOO_MANY_FIELDS', 'The form has too many fields.');
    default:
      return badRequest('FORM_UNREADABLE', 'The form could not be read. Please send it again.');
  }
}

/**
 * Reads a whole multipart form into memory, with each file at most `maxFileBytes`. Uploads here are
 * a few small images, so buffering is simpler and safer than streaming: nothing is stored until
 * every part has been read and checked. An oversized file is refused with a message naming it, and
 * a form that cannot be read at all with a 400 (see unreadableForm).
 */
export async function readMultipartForm(
  request: FastifyRequest,
  options: { maxFileBytes: number; maxFiles: number; describeLimit: string },
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw badRequest('MULTIPART_REQUIRED', 'Send the form as multipart/form-data.');
  // No prototype: a field's name is only ever a key of this object.
  const form: MultipartForm = { fields: Object.create(null) as Record<string, string>, files: [] };
  try {
    for await (const part of request.parts({
      limits: { fileSize: options.maxFileBytes, files: options.maxFiles, fields: 20, fieldSize: 10_000 },
    })) {
      if (part.type === 'file') {
        try {
          const bytes = await part.toBuffer();
          if (bytes.length > 0) form.files.push({ field: part.fieldname, fileName: part.filename, bytes });
        } catch (error) {
          if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE') {
            throw badRequest('FILE_TOO_LARGE', {
              id: 'error.form.fileTooLarge',
              values: { file: part.filename || part.fieldname, limit: options.describeLimit },
            });
          }
          throw error;
        }
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (errorCode(error) === 'FST_FILES_LIMIT') {
      throw badRequest('TOO_MANY_FILES', { id: 'error.form.tooManyFiles', values: { count: options.maxFiles } });
    }
    throw unreadableForm(error);
  }
  return form;
}

import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';

export interface UploadedFile {
  field: string;
  fileName: string;
  bytes: Buffer;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: UploadedFile[];
}

/**
 * Reads a whole multipart form into memory, with each file at most `maxFileBytes`. Uploads here are
 * a few small images, so buffering is simpler and safer than streaming: nothing is stored until
 * every part has been read and checked. An oversized file is refused with a message naming it.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  options: { maxFileBytes: number; maxFiles: number; describeLimit: string },
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw badRequest('MULTIPART_REQUIRED', 'Send the form as multipart/form-data.');
  const form: MultipartForm = { fields: {}, files: [] };
  try {
    for await (const part of request.parts({
      limits: { fileSize: options.maxFileBytes, files: options.maxFiles, fields: 20, fieldSize: 10_000 },
    })) {
      if (part.type === 'file') {
        try {
          const bytes = await part.toBuffer();
          if (bytes.length > 0) form.files.push({ field: part.fieldname, fileName: part.filename, bytes });
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            throw badRequest(
              'FILE_TOO_LARGE',
              `${part.filename || part.fieldname} is too large: files can be at most ${options.describeLimit}.`,
            );
          }
          throw error;
        }
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
      throw badRequest('TOO_MANY_FILES', `Send at most ${options.maxFiles} file${options.maxFiles === 1 ? '' : 's'}.`);
    }
    throw error;
  }
  return form;
}

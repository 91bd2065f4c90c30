import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { addressSequence } from './addresses';
import { jpeg, pdf, png } from './images';
import { bearer } from './users';

/**
 * Helpers for the identity (KYC) and picture tests: multipart bodies, KYC forms and submissions,
 * and the files they leave on disk.
 */

// The file builders live in images.ts; the KYC and avatar tests take them from here with the forms.

// ---------------------------------------------------------------------------------------------
// Multipart bodies

export interface FilePart {
  field: string;
  bytes: Buffer;
  /** The name the browser sends; the server must not trust it. */
  name?: string;
  /** The declared Content-Type; the server must not trust it either. */
  type?: string;
}

/** A multipart/form-data body for inject: text fields (undefined ones left out), then files. */
export function multipartBody(fields: Record<string, string | undefined>, files: FilePart[]) {
  const boundary = `----ludo${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name ?? `${file.field}.bin`}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export const KYC_FIELDS = {
  fullName: 'Asha Verma',
  dob: '1994-03-15',
  address: '14 MG Road, Bengaluru 560001',
  panNumber: 'ABCDE1234F',
};

export type KycFieldValues = Partial<Record<keyof typeof KYC_FIELDS, string | undefined>>;
export type KycFiles = Partial<Record<'aadharFront' | 'aadharBack' | 'pancard', Omit<FilePart, 'field'> | null>>;

/** The three documents of a good submission: a JPEG, a PNG and a PDF, each unique. */
export function kycDocuments(): Record<'aadharFront' | 'aadharBack' | 'pancard', Omit<FilePart, 'field'>> {
  return {
    aadharFront: { bytes: jpeg(), name: 'aadhar-front.jpg', type: 'image/jpeg' },
    aadharBack: { bytes: png(), name: 'aadhar-back.png', type: 'image/png' },
    pancard: { bytes: pdf(), name: 'pan-card.pdf', type: 'application/pdf' },
  };
}

/**
 * The body of POST /api/kyc/submit: good fields and documents unless overridden. A field given as
 * undefined, or a file given as null, is left out of the form.
 */
export function kycForm(fields: KycFieldValues = {}, files: KycFiles = {}) {
  const documents = { ...kycDocuments(), ...files };
  const parts: FilePart[] = [];
  for (const [field, file] of Object.entries(documents)) if (file) parts.push({ field, ...file });
  return multipartBody({ ...KYC_FIELDS, ...fields }, parts);
}

/** KYC submissions are limited per client address: each call comes from its own. */
export const nextKycAddress = addressSequence('10.77');

export function submitKyc(
  app: FastifyInstance,
  player: { accessToken: string },
  form: { payload: Buffer; contentType: string } = kycForm(),
) {
  return app.inject({
    method: 'POST',
    url: '/api/kyc/submit',
    headers: { ...bearer(player), 'content-type': form.contentType },
    payload: form.payload,
    remoteAddress: nextKycAddress(),
  });
}

export interface DocumentRef {
  url: string;
  fileName: string;
  contentType: string;
}
export interface SubmitAnswer {
  success: boolean;
  data?: {
    documents: Record<'aadharFront' | 'aadharBack' | 'pancard', DocumentRef>;
    kycDetails: { status: string; documents: Record<string, DocumentRef> } & Record<string, unknown>;
  };
  error?: string;
  details?: { fieldErrors?: Record<string, string> } & Record<string, unknown>;
  message?: string;
  code?: string;
}

/** Submits a good form (or the one given) and expects 201. */
export async function submitKycOk(
  app: FastifyInstance,
  player: { accessToken: string },
  form?: { payload: Buffer; contentType: string },
) {
  const response = await submitKyc(app, player, form);
  if (response.statusCode !== 201) throw new Error(`KYC submit: ${response.statusCode} ${response.body}`);
  return (response.json() as SubmitAnswer).data as NonNullable<SubmitAnswer['data']>;
}

/** The id at the end of /api/kyc/documents/<id>. */
export const fileIdOf = (url: string) => url.split('/').at(-1) as string;

// ---------------------------------------------------------------------------------------------
// Files on disk

/** Every file under a folder (absolute paths); none when the folder does not exist. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** The files under a folder whose bytes contain `needle`. */
export const filesContaining = (dir: string, needle: Buffer) =>
  filesUnder(dir).filter((path) => readFileSync(path).includes(needle));

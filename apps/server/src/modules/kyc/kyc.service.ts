import { randomUUID } from 'node:crypto';
import {
  type AdminKycQueueItem,
  type AdminKycSubmission,
  ageOn,
  indiaToday,
  KYC_DOCUMENT_FIELDS,
  KYC_MESSAGES,
  type KycDetails,
  type KycDocumentField,
  type kycDocumentsSchema,
  kycFieldsSchema,
} from '@ludo/shared/kyc/kyc.schemas';
import { MIN_PLAYER_AGE } from '@ludo/shared/limits';
import { asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, DbOrTx } from '../../db/client';
import { type KycSubmissionRow, kycSubmissions, type UserRow, users } from '../../db/schema';
import { publishEvent } from '../../lib/domain-events';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import type { MultipartForm } from '../../lib/multipart-form';
import { recordAudit } from '../audit/audit.service';
import type { EncryptedStorage } from '../files/file-storage';
import { recordStoredFile, storedFile, storedFilesById } from '../files/stored-files';
import { lockPlayerRow, setKycStatus } from '../users/users.repository';
import { type CheckedDocument, checkDocument, PURPOSE_OF } from './kyc-documents';

type Documents = z.infer<typeof kycDocumentsSchema>;

export const documentUrl = (fileId: string) => `/api/kyc/documents/${fileId}`;
const DOCUMENT_URL = /^\/api\/kyc\/documents\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

const maskPan = (pan: string | null) => (pan ? `${'X'.repeat(pan.length - 4)}${pan.slice(-4)}` : null);
const documentNotFound = () => notFound('Document not found.', 'DOCUMENT_NOT_FOUND');

/** Names compared loosely: case, spaces and punctuation do not make a difference. */
const normalName = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^\p{L}\p{N} ]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .join(' ');

export function reviewWarnings(
  accountName: string,
  submission: Pick<KycSubmissionRow, 'fullName' | 'dob'>,
  today = new Date(),
) {
  const warnings: string[] = [];
  if (normalName(accountName) !== normalName(submission.fullName)) {
    warnings.push(`The KYC name “${submission.fullName}” differs from the account name “${accountName}”.`);
  }
  const age = ageOn(submission.dob, today);
  if (age < MIN_PLAYER_AGE) warnings.push(`The date of birth makes the player ${age}: under ${MIN_PLAYER_AGE}.`);
  return warnings;
}

async function documentsOf(db: DbOrTx, submission: KycSubmissionRow): Promise<Documents> {
  const ids = {
    aadharFront: submission.aadharFrontFileId,
    aadharBack: submission.aadharBackFileId,
    pancard: submission.pancardFileId,
  };
  const rows = await storedFilesById(db, Object.values(ids));
  const documents: Documents = {};
  for (const field of KYC_DOCUMENT_FIELDS) {
    const row = rows.find((candidate) => candidate.id === ids[field]);
    if (row) documents[field] = { url: documentUrl(row.id), fileName: row.fileName, contentType: row.contentType };
  }
  return documents;
}

async function latestSubmission(db: DbOrTx, userId: string): Promise<KycSubmissionRow | undefined> {
  const [row] = await db
    .select()
    .from(kycSubmissions)
    .where(eq(kycSubmissions.userId, userId))
    .orderBy(desc(kycSubmissions.createdAt))
    .limit(1);
  return row;
}

/** The profile's kycDetails: the true status and the latest submission's details and documents. */
export async function kycDetailsOf(db: DbOrTx, user: UserRow): Promise<KycDetails> {
  const submission = user.kycStatus === 'not_submitted' ? undefined : await latestSubmission(db, user.id);
  return {
    status: user.kycStatus,
    rejectionReason: user.kycStatus === 'rejected' ? user.kycRejectionReason : null,
    fullName: submission?.fullName ?? null,
    dob: submission?.dob ?? null,
    address: submission?.address ?? null,
    panNumber: maskPan(submission?.panNumber ?? null),
    submittedAt: submission?.createdAt.toISOString() ?? null,
    reviewedAt: submission?.reviewedAt?.toISOString() ?? null,
    documents: submission ? await documentsOf(db, submission) : {},
  };
}

/**
 * Identity (KYC): submissions with their documents encrypted at rest, the admins' review, and
 * document access for the owner and admins only.
 */
export class KycService {
  constructor(
    private readonly db: Database,
    private readonly files: EncryptedStorage,
    /** Told after a change to a player's row (their KYC status), so cached copies of it are dropped. */
    private readonly userChanged: (userId: string) => void,
  ) {}

  /** The player's KYC status and latest submission, as their profile shows it. */
  details(user: UserRow): Promise<KycDetails> {
    return kycDetailsOf(this.db, user);
  }

  /**
   * Checks everything first (fields, the three files); stores the files only when all are good,
   * then records the submission. If recording fails, the stored files are deleted again.
   */
  async submit(user: UserRow, form: MultipartForm): Promise<KycDetails> {
    const parsed = kycFieldsSchema.safeParse(form.fields);
    const missing = KYC_DOCUMENT_FIELDS.filter((field) => !form.files.some((file) => file.field === field));
    if (!parsed.success || missing.length > 0) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of parsed.error?.issues ?? []) {
        const key = String(issue.path[0] ?? 'form');
        fieldErrors[key] ??= issue.message;
      }
      for (const field of missing) fieldErrors[field] = KYC_MESSAGES[field];
      const first = Object.values(fieldErrors)[0] ?? 'Check the form';
      throw badRequest('VALIDATION_ERROR', first, { fieldErrors });
    }
    const extra = form.files.find((file) => !(KYC_DOCUMENT_FIELDS as readonly string[]).includes(file.field));
    if (extra) throw badRequest('UNEXPECTED_FILE', `Unexpected file field ${extra.field}.`);
    const documents = KYC_DOCUMENT_FIELDS.map((field) => {
      const file = form.files.find((candidate) => candidate.field === field);
      if (!file) throw badRequest('VALIDATION_ERROR', KYC_MESSAGES[field]);
      return checkDocument(field, file);
    });
    if (user.kycStatus === 'pending') {
      throw conflict(
        'KYC_PENDING',
        'Your KYC is already waiting for review. We will let you know within about 24 hours.',
      );
    }
    if (user.kycStatus === 'verified') throw conflict('KYC_VERIFIED', 'Your identity is already verified.');

    const keyed = documents.map((document) => ({ document, key: `kyc/${user.id}/${randomUUID()}` }));
    try {
      // Every write is waited for, so that when one fails the others can be deleted too.
      const writes = await Promise.allSettled(keyed.map(({ document, key }) => this.files.put(key, document.bytes)));
      const failed = writes.find((write) => write.status === 'rejected');
      if (failed) throw failed.reason;
      await this.db.transaction(async (tx) => {
        // The user's row lock makes two submissions at once wait for each other.
        const locked = await lockPlayerRow(tx, user.id);
        if (!locked) throw notFound('Account not found.');
        if (locked.kycStatus === 'pending' || locked.kycStatus === 'verified') {
          throw conflict('KYC_PENDING', 'Your KYC is already waiting for review.');
        }
        const fileIds = {} as Record<KycDocumentField, string>;
        for (const { document, key } of keyed)
          fileIds[document.field] = await this.storeRow(tx, user.id, document, key);
        await tx.insert(kycSubmissions).values({
          userId: user.id,
          fullName: parsed.data.fullName,
          dob: parsed.data.dob,
          address: parsed.data.address,
          panNumber: parsed.data.panNumber ?? null,
          aadharFrontFileId: fileIds.aadharFront,
          aadharBackFileId: fileIds.aadharBack,
          pancardFileId: fileIds.pancard,
        });
        await setKycStatus(tx, user.id, 'pending', null);
      });
    } catch (error) {
      await Promise.all(keyed.map(({ key }) => this.files.delete(key).catch(() => undefined)));
      throw error;
    }
    this.userChanged(user.id);
    const [fresh] = await this.db.select().from(users).where(eq(users.id, user.id));
    if (!fresh) throw notFound('Account not found.');
    return kycDetailsOf(this.db, fresh);
  }

  private async storeRow(tx: DbOrTx, ownerId: string, document: CheckedDocument, storageKey: string) {
    return recordStoredFile(tx, {
      ownerId,
      purpose: PURPOSE_OF[document.field],
      storageKey,
      contentType: document.contentType,
      sizeBytes: document.bytes.length,
      fileName: document.fileName,
    });
  }

  /** A document for its owner or an admin (each admin view is audited); anyone else: 404. */
  async readDocument(viewer: UserRow, fileId: string, ipAddress: string | null) {
    const file = await storedFile(this.db, fileId);
    if (!file?.purpose.startsWith('kyc_')) throw documentNotFound();
    const isOwner = file.ownerId === viewer.id;
    if (!isOwner && viewer.role !== 'admin') throw documentNotFound();
    if (!isOwner) {
      await recordAudit(this.db, {
        actorId: viewer.id,
        action: 'kyc.document_view',
        targetType: 'user',
        targetId: file.ownerId,
        after: { fileId: file.id, purpose: file.purpose },
        ipAddress,
      });
    }
    return { bytes: await this.files.get(file.storageKey), contentType: file.contentType, fileName: file.fileName };
  }

  /**
   * GET /api/mega-proxy (docs/product-rules.md, Calls), kept for compatibility: it never fetches anything. It
   * answers only for the address of one of the caller's own stored documents.
   */
  async proxy(viewer: UserRow, url: string | undefined, ownHost: string | undefined) {
    if (!url) return { error: 'Give the address of one of your documents.' };
    let path: string;
    try {
      const parsed = new URL(url, 'http://relative.invalid');
      const relative = parsed.host === 'relative.invalid';
      if (!relative && (parsed.host !== ownHost || !['http:', 'https:'].includes(parsed.protocol))) {
        return { error: 'Only your own documents on this site can be opened.' };
      }
      if (parsed.search || parsed.hash) return { error: 'Only your own documents on this site can be opened.' };
      path = parsed.pathname;
    } catch {
      return { error: 'That address is not valid.' };
    }
    const match = DOCUMENT_URL.exec(path);
    if (!match?.[1]) return { error: 'Only your own documents on this site can be opened.' };
    const file = await storedFile(this.db, match[1]);
    if (!file || file.ownerId !== viewer.id || !file.purpose.startsWith('kyc_')) {
      return { error: 'Only your own documents on this site can be opened.' };
    }
    const bytes = await this.files.get(file.storageKey);
    return { base64: bytes.toString('base64'), contentType: file.contentType };
  }

  async queue(): Promise<AdminKycQueueItem[]> {
    const rows = await this.db
      .select({ submission: kycSubmissions, user: users })
      .from(kycSubmissions)
      .innerJoin(users, eq(users.id, kycSubmissions.userId))
      .where(eq(kycSubmissions.status, 'pending'))
      .orderBy(asc(kycSubmissions.createdAt))
      .limit(200);
    return rows.map(({ submission, user }) => ({
      id: submission.id,
      userId: user.id,
      accountName: user.fullName,
      kycName: submission.fullName,
      email: user.email,
      submittedAt: submission.createdAt.toISOString(),
      warnings: reviewWarnings(user.fullName, submission),
    }));
  }

  async submission(id: string): Promise<AdminKycSubmission> {
    const [row] = await this.db
      .select({ submission: kycSubmissions, user: users })
      .from(kycSubmissions)
      .innerJoin(users, eq(users.id, kycSubmissions.userId))
      .where(eq(kycSubmissions.id, id));
    if (!row) throw notFound('Submission not found.', 'KYC_NOT_FOUND');
    const { submission, user } = row;
    return {
      id: submission.id,
      userId: user.id,
      status: submission.status,
      accountName: user.fullName,
      email: user.email,
      phone: user.phone,
      ludoPlayerId: user.ludoPlayerId,
      fullName: submission.fullName,
      dob: submission.dob,
      age: ageOn(submission.dob, indiaToday()),
      address: submission.address,
      panNumber: submission.panNumber,
      submittedAt: submission.createdAt.toISOString(),
      reviewedAt: submission.reviewedAt?.toISOString() ?? null,
      rejectionReason: submission.rejectionReason,
      warnings: reviewWarnings(user.fullName, submission),
      documents: await documentsOf(this.db, submission),
    };
  }

  /** Approves or rejects a pending submission, with the user's status, in one audited change. */
  async decide(
    adminId: string,
    id: string,
    decision: { approve: true } | { approve: false; reason: string },
    ipAddress: string | null,
  ): Promise<void> {
    const userId = await this.db.transaction(async (tx) => {
      const [submission] = await tx.select().from(kycSubmissions).where(eq(kycSubmissions.id, id)).for('update');
      if (!submission) throw notFound('Submission not found.', 'KYC_NOT_FOUND');
      if (submission.status !== 'pending') throw conflict('KYC_DECIDED', 'This submission has already been decided.');
      if (submission.userId === adminId) throw new AppError(403, 'OWN_KYC', 'You cannot review your own KYC.');
      const status = decision.approve ? 'verified' : 'rejected';
      const reason = decision.approve ? null : decision.reason;
      const now = new Date();
      await tx
        .update(kycSubmissions)
        .set({ status, rejectionReason: reason, reviewedBy: adminId, reviewedAt: now })
        .where(eq(kycSubmissions.id, id));
      await setKycStatus(tx, submission.userId, status, reason);
      await recordAudit(tx, {
        actorId: adminId,
        action: decision.approve ? 'kyc.approve' : 'kyc.reject',
        targetType: 'user',
        targetId: submission.userId,
        reason,
        before: { kycStatus: 'pending', submissionId: id },
        after: { kycStatus: status, submissionId: id },
        ipAddress,
      });
      await publishEvent(tx, { type: 'kyc.decided', userId: submission.userId, approved: decision.approve, reason });
      return submission.userId;
    });
    this.userChanged(userId);
  }
}

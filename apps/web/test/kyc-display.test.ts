import { setupI18n } from '@lingui/core';
import { KYC_DOCUMENT_MAX_BYTES } from '@ludo/shared/kyc/kyc.schemas';
import { describe, expect, it } from 'vitest';
import {
  base64ToBytes,
  documentKind,
  documentProblem,
  interpretKycAnswer,
  KYC_TEXT,
  kycFieldErrors,
  kycStatusView,
  latestBirthDateFor,
} from '../src/features/kyc/lib/kyc-display';
import { AVATAR_MAX_BYTES, avatarProblem, initialsOf } from '../src/features/users/lib/avatar-file';
import { formatFileSize } from '../src/lib/format-file-size';
import type { Translate } from '../src/lib/i18n/react';
import { englishMessages } from './english';

const i18n = setupI18n({ locale: 'en', messages: { en: englishMessages } });
const t = i18n._.bind(i18n) as Translate;

describe('KYC texts', () => {
  it('keeps the product’s texts word for word', () => {
    expect(t(KYC_TEXT.uploaded)).toBe('KYC Uploaded Successfully!');
    expect(t(KYC_TEXT.uploadError)).toBe('KYC upload error');
    expect(t(KYC_TEXT.uploadFailed)).toBe('Upload failed');
    expect(t(KYC_TEXT.downloadFailed)).toBe('File download failed');
    expect(t(KYC_TEXT.loadFailed)).toBe('Failed to load file');
    expect(t(KYC_TEXT.noFile)).toBe('No file available');
  });
});

describe('kycStatusView', () => {
  it('says verified only when verified', () => {
    expect(kycStatusView(t, { status: 'verified', rejectionReason: null })).toMatchObject({
      label: 'Verified',
      text: 'Your identity has been verified',
      canSubmit: false,
    });
    for (const status of ['not_submitted', 'pending', 'rejected'] as const) {
      expect(kycStatusView(t, { status, rejectionReason: null }).text).not.toContain('has been verified');
    }
  });

  it('shows pending review with the 24 hours, and blocks a second submission', () => {
    const view = kycStatusView(t, { status: 'pending', rejectionReason: null });
    expect(view.label).toBe('Pending review');
    expect(view.text).toContain('about 24 hours');
    expect(view.canSubmit).toBe(false);
    expect(view.blockedReason).toBeTruthy();
  });

  it('gives the rejection reason and lets the player submit again', () => {
    const view = kycStatusView(t, { status: 'rejected', rejectionReason: 'The document images are unclear.' });
    expect(view.label).toBe('Rejected');
    expect(view.text).toBe('Your documents were rejected: The document images are unclear. You can submit them again.');
    expect(view.canSubmit).toBe(true);
  });

  it('keeps "Not submitted" for a player who never submitted', () => {
    expect(kycStatusView(t, { status: 'not_submitted', rejectionReason: null })).toMatchObject({
      label: 'Not submitted',
      canSubmit: true,
    });
  });
});

describe('documentProblem', () => {
  const file = (type: string, size: number) => ({ name: 'front.jpg', type, size });

  it('accepts JPEG, PNG, WebP and PDF up to 5 MB, and a file without a type', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'application/pdf', '']) {
      expect(documentProblem(t, 'aadharFront', file(type, KYC_DOCUMENT_MAX_BYTES))).toBeNull();
    }
  });

  it('names the file and the document when it is too large, empty or of another type', () => {
    expect(documentProblem(t, 'aadharFront', file('image/jpeg', KYC_DOCUMENT_MAX_BYTES + 1))).toBe(
      'front.jpg (Aadhar front) is too large (5.0 MB): each document can be at most 5 MB.',
    );
    expect(documentProblem(t, 'pancard', file('image/gif', 10))).toContain('front.jpg (Pan card) is not a JPEG');
    expect(documentProblem(t, 'aadharBack', file('image/png', 0))).toContain('front.jpg (Aadhar back) is empty');
  });
});

describe('interpretKycAnswer', () => {
  const kycDetails = { status: 'pending' };

  it('reads a success', () => {
    expect(interpretKycAnswer(201, { success: true, data: { documents: {}, kycDetails } })).toEqual({
      ok: true,
      data: { documents: {}, kycDetails },
    });
  });

  it('uses the server error text, with the field errors and details', () => {
    const details = {
      fieldErrors: { dob: 'You must be at least 18 years old to play', pancard: 'Pan Card is required' },
    };
    expect(
      interpretKycAnswer(400, { success: false, error: 'You must be at least 18 years old to play', details }),
    ).toEqual({
      ok: false,
      serverText: 'You must be at least 18 years old to play',
      fallbackId: KYC_TEXT.uploadFailed,
      fieldErrors: details.fieldErrors,
      details,
    });
  });

  it('says "Upload failed" when success is false without an error', () => {
    expect(interpretKycAnswer(400, { success: false })).toMatchObject({
      ok: false,
      serverText: undefined,
      fallbackId: KYC_TEXT.uploadFailed,
    });
  });

  it('says "KYC upload error" when there is no readable answer', () => {
    expect(interpretKycAnswer(502, undefined)).toMatchObject({ ok: false, fallbackId: KYC_TEXT.uploadError });
    expect(interpretKycAnswer(500, {})).toMatchObject({ ok: false, fallbackId: KYC_TEXT.uploadError });
  });

  it('uses the message of our other errors (rate limit, session)', () => {
    expect(interpretKycAnswer(429, { code: 'RATE_LIMITED', message: 'Too many requests.' })).toMatchObject({
      serverText: 'Too many requests.',
    });
  });

  it('puts a document error next to its file input', () => {
    expect(kycFieldErrors({ field: 'aadharBack' }, 'back.gif (Aadhar back) is not a JPEG')).toEqual({
      aadharBack: 'back.gif (Aadhar back) is not a JPEG',
    });
  });
});

describe('file helpers', () => {
  it('decodes base64', () => {
    expect([...base64ToBytes('JVBERi0=')]).toEqual([0x25, 0x50, 0x44, 0x46, 0x2d]);
    expect(() => base64ToBytes('not base64!')).toThrow();
  });

  it('tells images from PDFs', () => {
    expect(documentKind('image/png')).toBe('image');
    expect(documentKind('application/pdf')).toBe('pdf');
    expect(documentKind('application/octet-stream')).toBe('other');
  });

  it('formats sizes', () => {
    expect(formatFileSize(t, 512)).toBe('512 bytes');
    expect(formatFileSize(t, 2048)).toBe('2 KB');
    expect(formatFileSize(t, 3 * 1024 * 1024)).toBe('3.0 MB');
  });

  it('gives the latest birth date of an adult', () => {
    expect(latestBirthDateFor(18, new Date('2025-06-15T10:00:00Z'))).toBe('2007-06-15');
    expect(latestBirthDateFor(18, new Date('2024-02-29T10:00:00Z'))).toBe('2006-02-28');
  });
});

describe('profile picture', () => {
  it('takes JPEG, PNG and WebP up to 2 MB', () => {
    expect(avatarProblem(t, { name: 'me.png', type: 'image/png', size: AVATAR_MAX_BYTES })).toBeNull();
    expect(avatarProblem(t, { name: 'me.png', type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe(
      'me.png is too large (2.0 MB): the picture can be at most 2 MB.',
    );
    expect(avatarProblem(t, { name: 'me.gif', type: 'image/gif', size: 10 })).toBe(
      'me.gif is not a picture we can use. Choose a picture in one of these formats: JPEG, PNG, WebP.',
    );
    expect(avatarProblem(t, { name: '', type: 'image/png', size: 0 })).toBe(
      'The file is empty. Choose the picture again.',
    );
  });

  it('makes initials', () => {
    expect(initialsOf('Priya  Sharma Iyer')).toBe('PS');
    expect(initialsOf('')).toBe('');
  });
});

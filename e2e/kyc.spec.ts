import { expect, type Locator, type Page, test } from '@playwright/test';
import { freshPage, loginViaUi, newUser, registerViaApi, sideNav, type TestUser, theAdmin, toast } from './support';

/**
 * Identity (KYC) end to end: a player submits real documents through the KYC dialog on the
 * profile, an admin decides in /admin/kyc, and the player sees the true status and the documents.
 */

interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A real picture drawn by the browser (a canvas), so the server's checks and the preview both see a valid image. */
async function drawnImage(page: Page, name: string, type: 'image/jpeg' | 'image/png', colour: string) {
  const base64 = await page.evaluate(
    ({ type, colour }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 48;
      canvas.height = 32;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.fillStyle = colour;
      context.fillRect(0, 0, 48, 32);
      context.fillStyle = '#ffffff';
      context.fillRect(6, 6, 20, 4);
      return canvas.toDataURL(type).split(',')[1] ?? '';
    },
    { type, colour },
  );
  return { name, mimeType: type, buffer: Buffer.from(base64, 'base64') } satisfies UploadFile;
}

/** A minimal, well-formed one-page PDF. */
function pdf(name: string): UploadFile {
  const text = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n');
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(text, 'latin1') };
}

/** A birth date `years` ago today (YYYY-MM-DD), a few days younger to stay clear of the birthday. */
function birthDateYearsAgo(years: number): string {
  const today = new Date();
  const date = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() + 3));
  return date.toISOString().slice(0, 10);
}

async function openProfileSecurity(page: Page) {
  await sideNav(page).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(page.getByRole('heading', { name: 'Account Verification' })).toBeVisible();
}

function kycDialog(page: Page) {
  return page.getByRole('dialog', { name: 'KYC Verification' });
}

function preview(page: Page, label: 'Aadhar front' | 'Aadhar back' | 'Pan card'): Locator {
  return page.getByRole('region', { name: label });
}

async function expectImageShown(region: Locator, alt: string) {
  const image = region.getByRole('img', { name: alt });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(48);
}

async function fillKyc(
  dialog: Locator,
  values: { fullName: string; dob: string; address: string; pan?: string },
  files: { aadharFront: UploadFile; aadharBack: UploadFile; pancard: UploadFile },
) {
  await dialog.getByLabel('Full Name').fill(values.fullName);
  await dialog.getByLabel('Date of Birth').fill(values.dob);
  await dialog.getByLabel('Address').fill(values.address);
  await dialog.getByLabel('PAN Number (optional)').fill(values.pan ?? '');
  await dialog.getByLabel('Aadhar front').setInputFiles(files.aadharFront);
  await dialog.getByLabel('Aadhar back').setInputFiles(files.aadharBack);
  await dialog.getByLabel('Pan card').setInputFiles(files.pancard);
}

/**
 * The admin's decision in /admin/kyc (on another device): the queue lists the player by name; the
 * opened submission has "Approve" (then "Approve KYC" to confirm) and "Reject" (a reason, then
 * "Reject KYC").
 */
async function adminDecides(
  page: Page,
  player: TestUser,
  decision: { approve: true } | { approve: false; reason: string },
) {
  await loginViaUi(page, theAdmin().email, theAdmin().password, /\/admin$/);
  await page.goto('/admin/kyc');
  await expect(page.getByRole('heading', { level: 1, name: 'KYC review' })).toBeVisible();
  const entry = page
    .getByRole('list', { name: 'KYC submissions' })
    .getByRole('button')
    .filter({ hasText: player.fullName });
  await expect(entry).toHaveCount(1);
  await entry.click();
  if (decision.approve) {
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve this KYC?' });
    await dialog.getByRole('button', { name: 'Approve KYC' }).click();
    await expect(toast(page, 'KYC approved')).toBeVisible();
  } else {
    await page.getByRole('button', { name: 'Reject', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject this KYC?' });
    await dialog.getByLabel('Reason', { exact: true }).fill(decision.reason);
    await dialog.getByRole('button', { name: 'Reject KYC' }).click();
    await expect(toast(page, 'KYC rejected')).toBeVisible();
  }
  // Decided: the player leaves the queue.
  await expect(entry).toHaveCount(0);
}

test('a player submits KYC documents, an admin approves them, and the player is verified', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const player = newUser();
  await registerViaApi(request, player);
  await loginViaUi(page, player.email, player.password);
  await openProfileSecurity(page);

  // The true status: nothing submitted, nothing to preview.
  await expect(page.getByTestId('kyc-status')).toHaveText('Not submitted');
  await expect(page.getByTestId('kyc-status-text')).not.toContainText('has been verified');
  for (const label of ['Aadhar front', 'Aadhar back', 'Pan card'] as const) {
    await expect(preview(page, label)).toContainText('No file available');
  }

  // Submissions the server took up: one turned away for an expired access token (401) is sent
  // again after the refresh, and is still one submission.
  const submits: string[] = [];
  page.on('response', (answer) => {
    const sent = answer.request();
    if (sent.url().endsWith('/api/kyc/submit') && answer.status() !== 401) submits.push(sent.method());
  });

  await page.getByRole('button', { name: 'KYC Verification' }).click();
  const dialog = kycDialog(page);
  await expect(dialog).toBeVisible();
  // The account name is offered as the full name.
  await expect(dialog.getByLabel('Full Name')).toHaveValue(player.fullName);

  // Everything required, with the product's messages; nothing is sent.
  await dialog.getByLabel('Full Name').fill('');
  await dialog.getByRole('button', { name: 'Submit KYC' }).click();
  for (const message of [
    'Full name is required',
    'Date of Birth is required',
    'Address is required',
    'AadharFront Card is required',
    'AadharBack Card is required',
    'Pan Card is required',
  ]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }

  // Under 18 is refused; a document over 5 MB is refused at once, by name.
  await dialog.getByLabel('Date of Birth').fill(birthDateYearsAgo(17));
  await dialog.getByRole('button', { name: 'Submit KYC' }).click();
  await expect(dialog.getByText('You must be at least 18 years old to play')).toBeVisible();
  await dialog.getByLabel('Aadhar front').setInputFiles({
    name: 'huge-scan.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0xff),
  });
  await expect(dialog.getByText('huge-scan.jpg (Aadhar front) is too large')).toBeVisible();
  expect(submits).toHaveLength(0);

  // Real documents: a JPEG, a PNG and a PDF.
  const files = {
    aadharFront: await drawnImage(page, 'aadhar-front.jpg', 'image/jpeg', '#1d4ed8'),
    aadharBack: await drawnImage(page, 'aadhar-back.png', 'image/png', '#15803d'),
    pancard: pdf('pan-card.pdf'),
  };
  await fillKyc(
    dialog,
    { fullName: player.fullName, dob: '1995-04-12', address: '14 MG Road, Bengaluru', pan: 'abcde1234f' },
    files,
  );
  await expect(dialog.getByText('huge-scan.jpg (Aadhar front) is too large')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Submit KYC' }).click();
  await expect(toast(page, 'KYC Uploaded Successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(submits).toEqual(['POST']);

  // Pending review, and no second submission meanwhile.
  await expect(page.getByTestId('kyc-status')).toHaveText('Pending review');
  await expect(page.getByTestId('kyc-status-text')).toContainText('about 24 hours');
  await expect(page.getByRole('button', { name: 'KYC Verification' })).toBeDisabled();
  await expect(page.getByText('Your documents are under review.')).toBeVisible();

  // The documents, fetched with the player's token: two pictures and a PDF to open.
  await expectImageShown(preview(page, 'Aadhar front'), 'Aadhar front: aadhar-front.jpg');
  await expectImageShown(preview(page, 'Aadhar back'), 'Aadhar back: aadhar-back.png');
  const pan = preview(page, 'Pan card');
  await expect(pan).toContainText('pan-card.pdf');
  await expect(pan).toContainText('PDF document');
  await expect(pan.getByRole('img')).toHaveCount(0);

  // Download saves under the file name; Open shows the file (never a third-party address) in a new tab.
  const download = page.waitForEvent('download');
  await preview(page, 'Aadhar back').getByRole('link', { name: 'Download Aadhar back' }).click();
  expect((await download).suggestedFilename()).toBe('aadhar-back.png');
  const openLink = preview(page, 'Aadhar front').getByRole('link', { name: /^Open Aadhar front/ });
  await expect(openLink).toHaveAttribute('href', /^blob:http:\/\/127\.0\.0\.1:\d+\//);
  const popup = page.waitForEvent('popup');
  await openLink.click();
  const tab = await popup;
  expect(tab.url()).toMatch(/^blob:http:\/\/127\.0\.0\.1:\d+\//);
  await tab.close();
  // The PDF opens in the browser's own viewer, in a new tab.
  const pdfTab = page.waitForEvent('popup');
  await pan.getByRole('link', { name: /^Open Pan card/ }).click();
  const pdfPage = await pdfTab;
  expect(pdfPage.url()).toMatch(/^blob:http:\/\/127\.0\.0\.1:\d+\//);
  await pdfPage.close();

  // The admin approves on another device.
  const adminDevice = await freshPage(browser, baseURL);
  await adminDecides(adminDevice.page, player, { approve: true });
  await adminDevice.context.close();

  // The player sees it: verified, with the documents still there.
  await page.reload();
  await expect(page.getByTestId('kyc-status')).toHaveText('Verified');
  await expect(page.getByTestId('kyc-status-text')).toHaveText('Your identity has been verified');
  await expect(page.getByRole('button', { name: 'KYC Verification' })).toBeDisabled();
  await expectImageShown(preview(page, 'Aadhar front'), 'Aadhar front: aadhar-front.jpg');
  await expectImageShown(preview(page, 'Aadhar back'), 'Aadhar back: aadhar-back.png');
  await expect(preview(page, 'Pan card')).toContainText('pan-card.pdf');
});

test('a rejected player sees the reason and submits again', async ({ page, request, browser, baseURL }) => {
  const player = newUser();
  const reason = `The name on the documents does not match (${Date.now().toString(36)})`;
  await registerViaApi(request, player);
  await loginViaUi(page, player.email, player.password);
  await openProfileSecurity(page);

  const details = { fullName: player.fullName, dob: '1990-11-02', address: '7 Park Street, Kolkata' };
  await page.getByRole('button', { name: 'KYC Verification' }).click();
  let dialog = kycDialog(page);
  await fillKyc(dialog, details, {
    aadharFront: await drawnImage(page, 'front.png', 'image/png', '#7c3aed'),
    aadharBack: await drawnImage(page, 'back.jpg', 'image/jpeg', '#b45309'),
    pancard: await drawnImage(page, 'pan.jpg', 'image/jpeg', '#0f766e'),
  });
  await dialog.getByRole('button', { name: 'Submit KYC' }).click();
  await expect(toast(page, 'KYC Uploaded Successfully!')).toBeVisible();
  await expect(page.getByTestId('kyc-status')).toHaveText('Pending review');

  const adminDevice = await freshPage(browser, baseURL);
  await adminDecides(adminDevice.page, player, { approve: false, reason });

  await page.reload();
  await expect(page.getByTestId('kyc-status')).toHaveText('Rejected');
  await expect(page.getByTestId('kyc-status-text')).toContainText(reason);
  await expect(page.getByTestId('kyc-status-text')).toContainText('You can submit them again.');
  await expect(page.getByTestId('kyc-status-text')).not.toContainText('has been verified');

  // Submit again: the earlier details are filled in; the documents are chosen anew.
  await page.getByRole('button', { name: 'KYC Verification' }).click();
  dialog = kycDialog(page);
  await expect(dialog.getByLabel('Full Name')).toHaveValue(details.fullName);
  await expect(dialog.getByLabel('Date of Birth')).toHaveValue(details.dob);
  await expect(dialog.getByLabel('Address')).toHaveValue(details.address);

  // A "picture" that is not one: the server refuses it, by name, next to its field.
  const fake = { name: 'pan-scan.png', mimeType: 'image/png', buffer: Buffer.from('this is not an image at all') };
  await fillKyc(dialog, details, {
    aadharFront: await drawnImage(page, 'front-2.png', 'image/png', '#7c3aed'),
    aadharBack: await drawnImage(page, 'back-2.jpg', 'image/jpeg', '#b45309'),
    pancard: fake,
  });
  await dialog.getByRole('button', { name: 'Submit KYC' }).click();
  const refusal = 'pan-scan.png (Pan card) is not a JPEG, PNG, WebP or PDF file.';
  await expect(toast(page, refusal)).toBeVisible();
  await expect(dialog.getByText(refusal)).toBeVisible();
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Pan card').setInputFiles(pdf('pan-card-2.pdf'));
  await expect(dialog.getByText(refusal)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Submit KYC' }).click();
  await expect(toast(page, 'KYC Uploaded Successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('kyc-status')).toHaveText('Pending review');
  await expectImageShown(preview(page, 'Aadhar front'), 'Aadhar front: front-2.png');
  await expect(preview(page, 'Pan card')).toContainText('pan-card-2.pdf');

  await adminDevice.context.close();
});

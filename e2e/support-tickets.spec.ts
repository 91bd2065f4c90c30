import { expect, test } from '@playwright/test';
import { adminNav, resultScreenshot, signedInPlayer } from './match-support';
import { freshPage, loginViaUi, scaled, sideNav, theAdmin, toast } from './support';

/*
 * A player raises a support ticket with a screenshot attached; an admin finds it in the support
 * queue, looks at the attachment and replies; the player is told on the bell and reads the reply
 * in the ticket's thread, and can answer again.
 */

test('a ticket with an attachment, answered by an admin, read by the player', async ({ browser, request, baseURL }) => {
  test.setTimeout(scaled(120_000));
  const player = await signedInPlayer(browser, request, baseURL);
  const page = player.page;
  const subject = `Deposit not showing ${Date.now()}`;

  await page.goto('/user');
  await sideNav(page).getByRole('link', { name: 'Support' }).click();
  await expect(page).toHaveURL(/\/user\/support$/);
  await page.getByRole('tab', { name: 'Contact Us' }).click();
  await page.getByLabel('Subject').fill(subject);
  await page.getByRole('radio', { name: 'Payment' }).check();
  await page.getByRole('radio', { name: 'High' }).check();
  await page
    .getByLabel('Message')
    .fill('I paid ₹500 by UPI an hour ago and my wallet still shows ₹0. Screenshot attached.');
  await page.getByLabel('Attachment').setInputFiles(resultScreenshot('upi-receipt.png'));
  await page.getByRole('button', { name: 'Submit Ticket' }).click();
  await expect(toast(page, 'Ticket submitted!')).toBeVisible();
  // The new ticket's thread opens under "My tickets", with the attachment.
  const opened = page.getByTestId('ticket-thread');
  await expect(opened).toContainText(subject);
  await expect(opened.getByTestId('ticket-attachment')).toContainText('upi-receipt.png');
  await page.getByRole('button', { name: 'Back to my tickets' }).click();
  await expect(
    page.getByRole('list', { name: 'Your tickets' }).getByRole('button').filter({ hasText: subject }),
  ).toHaveCount(1);

  // The admin answers from the support queue, after looking at the attachment.
  const adminDevice = await freshPage(browser, baseURL);
  const admin = adminDevice.page;
  await loginViaUi(admin, theAdmin().email, theAdmin().password, /\/admin$/);
  await adminNav(admin).getByRole('link', { name: 'Support' }).click();
  await expect(admin).toHaveURL(/\/admin\/support/);
  await admin.getByRole('list', { name: 'Support tickets' }).getByRole('button').filter({ hasText: subject }).click();
  const ticket = admin.getByTestId('admin-ticket');
  await expect(ticket).toContainText(player.user.fullName);
  await expect(ticket).toContainText('I paid ₹500 by UPI');
  const attachment = ticket.getByTestId('ticket-attachment');
  await expect(attachment).toContainText('upi-receipt.png');
  await attachment.getByRole('button').click();
  await expect(attachment.getByRole('img', { name: 'Attachment upi-receipt.png' })).toBeVisible();
  const answer = 'We found your payment: it is credited now. Sorry for the wait!';
  await ticket.getByLabel('Reply to the player').fill(answer);
  await ticket.getByRole('button', { name: 'Send reply' }).click();
  await expect(toast(admin, 'Reply sent')).toBeVisible();
  await expect(ticket.getByRole('list', { name: 'Messages' })).toContainText(answer);

  // The player hears of it on the bell, and reads the reply in the thread.
  await expect(page.getByTestId('notification-badge')).toBeVisible();
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await page.getByRole('menu').getByRole('menuitem').filter({ hasText: 'Support reply' }).click();
  await expect(page).toHaveURL(/\/user\/support\?ticket=/);
  const thread = page.getByTestId('ticket-thread');
  await expect(thread).toContainText(subject);
  await expect(thread.getByRole('list', { name: 'Messages' })).toContainText(answer);
  await thread.getByLabel('Your reply').fill('Thank you, I can see it now.');
  await thread.getByRole('button', { name: 'Send reply' }).click();
  await expect(thread.getByRole('list', { name: 'Messages' })).toContainText('Thank you, I can see it now.');

  await adminDevice.context.close();
  await player.context.close();
});

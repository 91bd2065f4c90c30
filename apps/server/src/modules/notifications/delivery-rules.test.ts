import { DEFAULT_USER_SETTINGS, type UserSettings } from '@ludo/shared/users/settings.schemas';
import { describe, expect, it } from 'vitest';
import {
  deliveryChannels,
  MAX_DELIVERY_ATTEMPTS,
  notificationEmail,
  notificationSms,
  retryDelayMs,
} from './delivery-rules';

const settings = (change: (s: UserSettings) => void = () => {}): UserSettings => {
  const copy = structuredClone(DEFAULT_USER_SETTINGS);
  change(copy);
  return copy;
};

describe('which notifications leave the app', () => {
  it('follow the channel switches: email and push on, SMS off by default', () => {
    expect(deliveryChannels('match.join_requested', settings())).toEqual(['email', 'push']);
    const withSms = settings((s) => {
      s.notificationChannels.sms = true;
    });
    expect(deliveryChannels('match.join_requested', withSms)).toEqual(['email', 'sms', 'push']);
    const none = settings((s) => {
      s.notificationChannels.email = false;
      s.notificationChannels.push = false;
    });
    expect(deliveryChannels('kyc.decided', none)).toEqual([]);
  });

  it('and the kinds Settings lists: reminders, results, payment confirmations', () => {
    const noResults = settings((s) => (s.notificationTypes.resultAnnouncements = false));
    expect(deliveryChannels('match.settled', noResults)).toEqual([]);
    expect(deliveryChannels('tournament.finished', noResults)).toEqual([]);
    expect(deliveryChannels('tournament.game_ready', noResults)).toEqual(['email', 'push']);
    const noPayments = settings((s) => (s.notificationTypes.paymentConfirmations = false));
    expect(deliveryChannels('withdrawal.updated', noPayments)).toEqual([]);
    expect(deliveryChannels('payment.deposit_credited', noPayments)).toEqual([]);
    const noReminders = settings((s) => (s.notificationTypes.tournamentReminders = false));
    expect(deliveryChannels('tournament.game_ready', noReminders)).toEqual([]);
    // Account and service notices follow the channel switch alone.
    expect(deliveryChannels('support.replied', noReminders)).toEqual(['email', 'push']);
  });
});

describe('retries', () => {
  it('wait 30 s, doubling, and give up after the last attempt', () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000]);
    expect(retryDelayMs(MAX_DELIVERY_ATTEMPTS)).toBeNull();
  });
});

describe('what the messages say', () => {
  const notification = {
    title: 'Withdrawal paid',
    message: '₹500 was sent to your account.',
    actionUrl: '/user/wallet',
  };

  it('an email: the message, the link, and where to turn emails off; HTML escaped', () => {
    const mail = notificationEmail(
      { ...notification, message: 'Fish & <chips>' },
      'asha@example.in',
      'Ludo Arena',
      'https://ludo.example',
    );
    expect(mail).toMatchObject({ to: 'asha@example.in', subject: 'Withdrawal paid · Ludo Arena' });
    expect(mail.text).toContain('Open it: https://ludo.example/user/wallet');
    expect(mail.text).toContain('https://ludo.example/user/settings');
    expect(mail.html).toContain('Fish &amp; &lt;chips&gt;');
  });

  it('an SMS fits 160 characters with its link', () => {
    const short = notificationSms(notification, 'Ludo Arena', 'https://ludo.example');
    expect(short).toEqual({
      template: 'notice',
      text: 'Ludo Arena: Withdrawal paid. ₹500 was sent to your account. https://ludo.example/user/wallet',
      vars: { title: 'Withdrawal paid', link: 'https://ludo.example/user/wallet' },
    });
    const long = notificationSms(
      { ...notification, message: 'x'.repeat(400) },
      'Ludo Arena',
      'https://ludo.example',
    ).text;
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith(' https://ludo.example/user/wallet')).toBe(true);
    expect(long).toContain('…');
  });
});

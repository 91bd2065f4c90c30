import { MESSAGES } from '@ludo/shared/auth/auth.schemas';
import { KYC_MESSAGES, UNDER_AGE_MESSAGE } from '@ludo/shared/kyc/kyc.schemas';
import { DEPOSIT_LIMITS, WITHDRAWAL_LIMITS } from '@ludo/shared/limits';
import { enterRoomCodeMessage, stakeChoiceMessage } from '@ludo/shared/matches/matches.schemas';
import { formatPaise, type MoneyMode, moneyMode, setMoneyMode, topUpHint } from '@ludo/shared/money';
import { notAllowedMessage } from '@ludo/shared/text';
import { afterEach, describe, expect, it } from 'vitest';
import { suspendedMessage } from '../modules/users/users.errors';
import { closedWindowMessage, closedWindowNotice, parseClosedWindow } from './closed-window';
import { errorAnswers, namedFile, writeMessage } from './error-messages';
import { AppError, badRequest } from './errors';
import { indianState, type Language, type Message } from './i18n';
import { formatIndiaDateTime } from './india-time';
import { rateLimitError } from './rate-limits';

const answers = errorAnswers({ mode: 'real', appName: 'Ludo King' });
const english = (message: Message) => writeMessage(message, 'en');
const startMode = moneyMode();

/** Formats amounts (and writes the messages) as a process in `mode` does. */
function inMode<T>(mode: MoneyMode, run: () => T): T {
  setMoneyMode(mode);
  try {
    return run();
  } finally {
    setMoneyMode(startMode);
  }
}

afterEach(() => setMoneyMode(startMode));

describe('errors thrown with a message: their English is the text the API answered before', () => {
  const at = new Date('2026-11-24T15:30:00Z');

  it('rate limits and forms', () => {
    for (const after of ['1 second', '30 seconds', '1 minute', '15 minutes', '1 hour', '2 hours', '3 days']) {
      expect(rateLimitError(after).message).toBe(`Too many requests. Please try again in ${after}.`);
    }
    for (const maxFiles of [1, 3]) {
      expect(english({ id: 'error.form.tooManyFiles', values: { count: maxFiles } })).toBe(
        `Send at most ${maxFiles} file${maxFiles === 1 ? '' : 's'}.`,
      );
    }
    expect(english({ id: 'error.form.fileTooLarge', values: { file: 'aadhar.jpg', limit: '5 MB' } })).toBe(
      'aadhar.jpg is too large: files can be at most 5 MB.',
    );
  });

  it('sign-in, account and pictures', () => {
    const reason = 'Abusive chat.';
    expect(english(suspendedMessage(reason))).toBe(
      `Your account has been suspended${reason ? `: ${reason}` : '.'} Contact support if you think this is a mistake.`,
    );
    expect(english(suspendedMessage(null))).toBe(
      'Your account has been suspended. Contact support if you think this is a mistake.',
    );
    expect(english({ id: 'error.auth.tooManyFailedLogins', values: { minutes: 15 } })).toBe(
      'Too many failed login attempts. Please wait 15 minutes and try again.',
    );
    const reasons: Message[] = [
      { id: 'error.account.moneyInWallet', values: { amount: formatPaise(12_550) } },
      { id: 'error.account.openMatch' },
      { id: 'error.account.registeredTournament' },
    ];
    const closing = new AppError(
      409,
      'ACCOUNT_NOT_CLOSABLE',
      { id: 'error.account.notClosable', values: { reasons } },
      {
        reasons,
      },
    );
    const sentences = [
      `${formatPaise(12_550)} is still in your wallet: withdraw your winnings, or use your added money, first.`,
      'A room or match of yours is still open: finish it, or cancel your room, first.',
      'You are registered for a tournament: leave it (your fee comes back) first.',
    ];
    expect(closing.message).toBe(`Your account cannot be closed yet. ${sentences.join(' ')}`);
    expect(closing.details).toEqual({ reasons: sentences });
    for (const fileName of ['me.gif', '']) {
      expect(english({ id: 'error.avatar.notAnImage', values: namedFile(fileName) })).toBe(
        `${fileName || 'The file'} is not an image: choose a JPEG, PNG or WebP picture.`,
      );
      expect(english({ id: 'error.avatar.unreadable', values: namedFile(fileName) })).toBe(
        `${fileName || 'The picture'} could not be read as an image.`,
      );
      expect(english({ id: 'error.match.screenshotNotAnImage', values: namedFile(fileName) })).toBe(
        `${fileName || 'The screenshot'} is not an image: attach a PNG, JPEG or WebP screenshot.`,
      );
      expect(english({ id: 'error.support.attachmentType', values: namedFile(fileName) })).toBe(
        `${fileName || 'The attachment'} is not a JPEG, PNG, WebP or PDF file. Attach a screenshot or a PDF.`,
      );
      expect(english({ id: 'error.support.attachmentUnreadable', values: namedFile(fileName) })).toBe(
        `${fileName || 'The attachment'} could not be read as an image. Attach it again.`,
      );
    }
    const labels = { aadharFront: 'Aadhar front', aadharBack: 'Aadhar back', pancard: 'Pan card' };
    for (const [document, label] of Object.entries(labels)) {
      expect(english({ id: 'error.kyc.documentType', values: { document, file: 'scan.bmp' } })).toBe(
        `scan.bmp (${label}) is not a JPEG, PNG, WebP or PDF file. Upload a photo or a PDF of the document.`,
      );
      expect(english({ id: 'error.kyc.documentUnreadable', values: { document, file: 'scan.png' } })).toBe(
        `scan.png (${label}) could not be read as an image. Upload it again.`,
      );
    }
  });

  it('matches and rooms, in both money modes', () => {
    expect(english({ id: 'error.match.invalidRoomCode', values: { appName: 'Ludo King', hint: '8 digits' } })).toBe(
      'That is not a Ludo King room code: it has 8 digits.',
    );
    expect(english({ id: 'error.match.roomCodeInUse', values: { code: '01234567' } })).toBe(
      'Room 01234567 is already in use by another match.',
    );
    expect(english({ id: 'error.match.positionRange', values: { count: 3 } })).toBe('Choose a position from 1 to 3');
    expect(english({ id: 'error.room.tooManyOpen', values: { count: 3 } })).toBe(
      'You can have at most 3 open rooms. Cancel one or wait for it to fill.',
    );
    expect(english({ id: 'error.room.requesterCannotPay', values: { name: 'Asha' } })).toBe(
      'Asha no longer has the entry fee in their wallet. Their request was closed.',
    );
    const window = parseClosedWindow('00:00-05:00');
    if (!window) throw new Error('no window');
    expect(english(closedWindowNotice(window))).toBe(closedWindowMessage(window));
    for (const mode of ['real', 'play'] as const) {
      inMode(mode, () => {
        const amount = formatPaise(5000);
        expect(english({ id: 'error.room.needStakeToCreate', values: { amount, mode } })).toBe(
          `You need ${amount} in your wallet to create this match. ${topUpHint()}`,
        );
        expect(english({ id: 'error.room.needStakeToJoin', values: { amount, mode } })).toBe(
          `You need ${amount} in your wallet to join this match. ${topUpHint()}`,
        );
        expect(english({ id: 'error.tournament.needEntryFee', values: { amount, mode } })).toBe(
          `You need ${amount} in your wallet to enter this tournament. ${topUpHint()}`,
        );
      });
    }
  });

  it('tournaments, coins, money and reviews', () => {
    expect(english({ id: 'error.tournament.tooManyPrivate', values: { count: 3 } })).toBe(
      'You can have at most 3 private tournaments waiting to start.',
    );
    expect(english({ id: 'error.tournament.registrationNotOpenYet', values: { withDate: 'yes', opensAt: at } })).toBe(
      `Registration for this tournament has not opened yet. It opens on ${formatIndiaDateTime(at)}.`,
    );
    expect(english({ id: 'error.tournament.registrationNotOpenYet', values: { withDate: 'no' } })).toBe(
      'Registration for this tournament has not opened yet.',
    );
    expect(english({ id: 'error.coins.claimedToday', values: { nextClaimAt: at } })).toBe(
      `You have claimed today's coins. Come back after ${formatIndiaDateTime(at)}.`,
    );
    expect(english({ id: 'error.coins.claimedToday', values: { nextClaimAt: at } })).toBe(
      "You have claimed today's coins. Come back after 24 Nov 2026, 9:00 pm IST.",
    );
    const max = `₹${DEPOSIT_LIMITS.maxPerDayRupees.toLocaleString('en-IN')}`;
    expect(english({ id: 'error.deposit.dailyLimit', values: { max, left: formatPaise(123_456) } })).toBe(
      `You can add at most ${max} per day. You can add ${formatPaise(123_456)} more today.`,
    );
    const weekly = `₹${WITHDRAWAL_LIMITS.maxPerWeekRupees.toLocaleString('en-IN')}`;
    expect(english({ id: 'error.withdrawal.weeklyLimit', values: { max: weekly, left: formatPaise(0) } })).toBe(
      `You can withdraw at most ${weekly} in 7 days. You can withdraw ${formatPaise(0)} more now.`,
    );
    expect(english({ id: 'error.withdrawal.onlyWinnings', values: { amount: formatPaise(99_950) } })).toBe(
      `Only winnings can be withdrawn. You can withdraw up to ${formatPaise(99_950)}.`,
    );
    expect(english({ id: 'error.review.notYet', values: { needed: 3, played: 1 } })).toBe(
      'You can review the platform after 3 games: you have played 1.',
    );
  });

  it('responsible gaming', () => {
    const limitWords = { day: 'daily', week: 'weekly', month: 'monthly' } as const;
    const periodWords = { day: 'today', week: 'this week', month: 'this month' } as const;
    for (const period of ['day', 'week', 'month'] as const) {
      const [limit, left] = [formatPaise(500_000), formatPaise(150_050)];
      expect(english({ id: 'error.rg.depositLimit', values: { period, limit, left } })).toBe(
        `This is more than your ${limitWords[period]} deposit limit of ${limit}. You can add ${left} more ${periodWords[period]}.`,
      );
    }
    expect(english({ id: 'error.rg.playTimeLimit', values: { minutes: 90 } })).toBe(
      'You have played your 90 minutes for today, the limit you set. You can play again after midnight (India time).',
    );
    const until = formatIndiaDateTime(at);
    for (const [what, words, doing] of [
      ['play', 'play', 'Playing for money'],
      ['deposit', 'add money', 'Adding money'],
    ] as const) {
      expect(english({ id: 'error.rg.restrictedState', values: { what, state: 'Assam' } })).toBe(
        `${doing} is not allowed for players in Assam.`,
      );
      expect(english({ id: 'error.rg.coolingOff', values: { what, until: at } })).toBe(
        `You are taking a break until ${until}. You cannot ${words} until then.`,
      );
      expect(english({ id: 'error.rg.excluded', values: { what, until: at } })).toBe(
        `You have excluded yourself until ${until}. You cannot ${words} until then.`,
      );
    }
    expect(english({ id: 'error.rg.excludedLogin', values: { until: at } })).toBe(
      `You have excluded yourself until ${until}. You can log in again after that.`,
    );
  });
});

describe('errorAnswers', () => {
  it('answers an English text of the catalog in the language asked, and anything else as it is', () => {
    expect(answers.text('Invalid email/phone or password.', 'hi')).toBe('ईमेल/फ़ोन या पासवर्ड गलत है।');
    expect(answers.text('Invalid email/phone or password.', 'en')).toBe('Invalid email/phone or password.');
    expect(answers.text('Email or phone is required', 'ta')).toBe('மின்னஞ்சல் அல்லது ஃபோன் தேவை');
    expect(answers.text('Body cannot be empty', 'hi')).toBe('Body cannot be empty');
    expect(answers.text('', 'mr')).toBe('');
  });

  it('finds the messages written with what the process knows: the game’s name, the money mode', () => {
    expect(answers.text(enterRoomCodeMessage('Ludo King'), 'te')).toBe('మీ Ludo King రూమ్ కోడ్ నమోదు చేయండి');
    expect(answers.text(enterRoomCodeMessage('Ludo Star'), 'te')).toBe('Enter your Ludo Star Room Code');
    const play = errorAnswers({ mode: 'play', appName: 'Ludo King' });
    inMode('play', () => {
      expect(play.text(stakeChoiceMessage(), 'hi')).toBe('5 कॉइन्स, 50 कॉइन्स, 100 कॉइन्स या 200 कॉइन्स का दांव चुनें');
      expect(answers.text(stakeChoiceMessage(), 'hi')).toBe(stakeChoiceMessage());
    });
    expect(answers.text(stakeChoiceMessage(), 'mr')).toBe('₹5, ₹50, ₹100 किंवा ₹200 ची पैज निवडा');
  });

  it('has every message the shared schemas compute at run time', () => {
    const computed = [
      MESSAGES.passwordTooShort,
      MESSAGES.passwordTooLong,
      UNDER_AGE_MESSAGE,
      KYC_MESSAGES.aadharFront,
      notAllowedMessage('Full name'),
      notAllowedMessage('The account holder’s name'),
      stakeChoiceMessage(),
    ];
    for (const language of ['hi', 'ta', 'te', 'mr'] as Language[]) {
      for (const message of computed)
        expect(answers.text(message, language), `${language}: ${message}`).not.toBe(message);
    }
  });

  it('writes an error’s message and the texts of its details in the language, and leaves the rest', () => {
    const error = badRequest('WRONG_PASSWORD', 'That password is not correct.', [
      { path: 'password', message: 'That password is not correct.' },
      { path: 'Passwords do not match', message: 'Not one of ours' },
    ]);
    expect(answers.of(error, 'hi')).toEqual({
      message: 'यह पासवर्ड सही नहीं है।',
      details: [
        { path: 'password', message: 'यह पासवर्ड सही नहीं है।' },
        { path: 'Passwords do not match', message: 'Not one of ours' },
      ],
    });
    expect(answers.of(error, 'en')).toEqual({ message: error.message, details: error.details });
    const kyc = badRequest('VALIDATION_ERROR', KYC_MESSAGES.pancard, {
      fieldErrors: { pancard: KYC_MESSAGES.pancard },
    });
    expect(answers.of(kyc, 'ta')).toEqual({
      message: 'PAN கார்டு தேவை',
      details: { fieldErrors: { pancard: 'PAN கார்டு தேவை' } },
    });
    const state = new AppError(
      403,
      'RESTRICTED_STATE',
      { id: 'error.rg.restrictedState', values: { what: 'play', state: 'Assam' } },
      {
        state: 'Assam',
      },
    );
    expect(answers.of(state, 'mr')).toEqual({
      message: 'Assam मधील खेळाडूंना पैशांसाठी खेळण्याची परवानगी नाही.',
      details: { state: 'Assam' },
    });
    expect(answers.of(new AppError(404, 'NOT_FOUND', 'Not found.'), 'te')).toEqual({ message: 'కనబడలేదు.' });
  });

  it('names a state in the reader’s language; its English name stays in the details', () => {
    const refusal = (state: string) =>
      new AppError(
        403,
        'RESTRICTED_STATE',
        { id: 'error.rg.restrictedState', values: { what: 'deposit', state: indianState(state) } },
        { state },
      );
    expect(refusal('Telangana').message).toBe('Adding money is not allowed for players in Telangana.');
    expect(answers.of(refusal('Tamil Nadu'), 'ta')).toEqual({
      message: 'தமிழ்நாடு இல் உள்ள வீரர்கள் பணம் சேர்க்க அனுமதி இல்லை.',
      details: { state: 'Tamil Nadu' },
    });
    expect(answers.of(refusal('Andhra Pradesh'), 'hi').message).toBe(
      'आंध्र प्रदेश के खिलाड़ियों के लिए पैसे जोड़ने की अनुमति नहीं है।',
    );
    expect(answers.of(refusal('Maharashtra'), 'mr').message).toContain('महाराष्ट्र');
    expect(answers.of(refusal('West Bengal'), 'te').message).toContain('పశ్చిమ బెంగాల్');
  });

  it('writes the reasons of a refusal, and the moments in a message, in the language', () => {
    const reasons: Message[] = [{ id: 'error.account.openMatch' }, { id: 'error.account.openWithdrawal' }];
    const error = new AppError(
      409,
      'ACCOUNT_NOT_CLOSABLE',
      { id: 'error.account.notClosable', values: { reasons } },
      {
        reasons,
      },
    );
    const answer = answers.of(error, 'hi');
    expect(answer.message).toMatch(/^आपका अकाउंट अभी बंद नहीं किया जा सकता। आपका एक रूम या मैच .+ इंतज़ार करें।$/);
    expect(answer.details).toEqual({
      reasons: [
        'आपका एक रूम या मैच अभी खुला है: पहले उसे पूरा करें, या अपना रूम रद्द करें।',
        'आपका पैसे निकालने का एक अनुरोध अभी प्रोसेस हो रहा है: उसके पूरा होने या वापस आने तक इंतज़ार करें।',
      ],
    });
    const until = new Date('2026-11-24T15:30:00Z');
    expect(writeMessage({ id: 'error.rg.excludedLogin', values: { until } }, 'hi')).toBe(
      'आपने खुद को 24 नव॰ 2026, 9:00 pm IST तक खेल से बाहर रखा है। उसके बाद आप फिर से लॉग इन कर सकते हैं।',
    );
    expect(writeMessage({ id: 'error.rg.excludedLogin', values: { until } }, 'ta')).toContain('2026');
  });
});

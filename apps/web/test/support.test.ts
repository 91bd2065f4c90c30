import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import {
  type AdminSupportTicket,
  SUPPORT_ATTACHMENT_MAX_BYTES,
  type SupportTicketDetail,
  supportResponseDeadline,
} from '@ludo/shared/support/support.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { SupportQueueList } from '../src/features/support/admin/components/SupportQueueList';
import { supportKeys } from '../src/features/support/api/query-keys';
import { FaqTab } from '../src/features/support/components/FaqTab';
import { SupportSideCards } from '../src/features/support/components/SupportSideCards';
import { FAQ_EMPTY_TEXT, faqItems, searchFaqs } from '../src/features/support/lib/faq';
import { deadlineView, formatDuration, RESPONSE_TIME_ROWS } from '../src/features/support/lib/ticket-deadline';
import {
  attachmentProblem,
  EMPTY_TICKET_FORM,
  SUPPORT_TEXT,
  ticketFieldErrors,
  ticketFormData,
} from '../src/features/support/lib/ticket-form';
import SupportPage from '../src/features/support/pages/SupportPage';
import { catalogReady } from '../src/lib/i18n/i18n';
import type { Translate } from '../src/lib/i18n/react';
import { englishMessages } from './english';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The pages in English, the catalogs' source language. */
const i18n = setupI18n({ locale: 'en', messages: { en: englishMessages } });
const t = i18n._.bind(i18n) as Translate;

// The FAQ waits for the `docs` catalog: loaded before any render, so that none suspends.
beforeAll(() => catalogReady('docs', 'en'));

function render(element: ReactElement, seed: (client: QueryClient) => void = () => {}, at = '/user/support') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  seed(client);
  return renderToStaticMarkup(
    createElement(
      I18nProvider,
      { i18n },
      createElement(MemoryRouter, { initialEntries: [at] }, createElement(QueryClientProvider, { client }, element)),
    ),
  );
}

describe('the FAQ', () => {
  // The real-money FAQ: the money mode is real unless a test sets it.
  const FAQ_ITEMS = faqItems(t);

  it('holds eight questions, each with an answer', () => {
    expect(FAQ_ITEMS).toHaveLength(8);
    for (const item of FAQ_ITEMS) {
      expect(item.question).toMatch(/\?$/);
      expect(item.answer.length).toBeGreaterThan(40);
    }
    expect(new Set(FAQ_ITEMS.map((item) => item.question)).size).toBe(8);
  });

  it('keeps the empty-search text (docs/product-rules.md, Support)', () => {
    expect(t(FAQ_EMPTY_TEXT)).toBe('No FAQs found matching your search.');
  });

  it('shows every question for an empty or blank search', () => {
    expect(searchFaqs(FAQ_ITEMS, '')).toEqual([...FAQ_ITEMS]);
    expect(searchFaqs(FAQ_ITEMS, '   ')).toEqual([...FAQ_ITEMS]);
  });

  it('searches questions and answers, ignoring case and surrounding punctuation', () => {
    const withdraw = searchFaqs(FAQ_ITEMS, 'WITHDRAW');
    expect(withdraw.map((item) => item.question)).toContain('How do I withdraw my winnings?');
    // Found by its answer only: "screenshot" is not in any question.
    const screenshot = searchFaqs(FAQ_ITEMS, 'screenshot,');
    expect(screenshot.length).toBeGreaterThan(0);
    expect(screenshot.every((item) => !item.question.toLowerCase().includes('screenshot'))).toBe(true);
    expect(screenshot.every((item) => item.answer.toLowerCase().includes('screenshot'))).toBe(true);
  });

  it('needs every word of the search, in any order', () => {
    expect(searchFaqs(FAQ_ITEMS, 'kyc pan').map((item) => item.question)).toEqual(['Why do I need to complete KYC?']);
    expect(searchFaqs(FAQ_ITEMS, 'pan kyc')).toEqual(searchFaqs(FAQ_ITEMS, 'kyc pan'));
    expect(searchFaqs(FAQ_ITEMS, 'kyc cricket')).toEqual([]);
  });

  it('states the limits the wallet enforces', () => {
    const deposit = FAQ_ITEMS.find((item) => item.question === 'How do I add money to my wallet?');
    expect(deposit?.answer).toContain('₹10,000');
    expect(deposit?.answer).toContain('₹50,000');
    const withdraw = FAQ_ITEMS.find((item) => item.question === 'How do I withdraw my winnings?');
    expect(withdraw?.answer).toContain('24-48 hours');
  });

  it('renders the questions, the game rules in brief and a link to the rules page', () => {
    const html = render(createElement(FaqTab));
    expect(html.match(/<details/g)).toHaveLength(8);
    expect(html).toContain('Game rules in brief');
    expect(html).toContain('href="/user/rules"');
    expect(html).toContain('Search FAQs');
    expect(html).not.toContain(t(FAQ_EMPTY_TEXT));
  });
});

describe('response deadlines', () => {
  const created = new Date('2025-03-12T10:00:00.000Z');

  it('gives high 2 hours, medium 12 and low 24', () => {
    expect(supportResponseDeadline(created, 'high').getTime() - created.getTime()).toBe(2 * HOUR);
    expect(supportResponseDeadline(created, 'medium').getTime() - created.getTime()).toBe(12 * HOUR);
    expect(supportResponseDeadline(created, 'low').getTime() - created.getTime()).toBe(24 * HOUR);
    expect(RESPONSE_TIME_ROWS).toEqual([
      { priority: 'high', hours: 2 },
      { priority: 'medium', hours: 12 },
      { priority: 'low', hours: 24 },
    ]);
    expect(t('support.responseTimes.within', { hours: 2 })).toBe('within 2 hours');
  });

  it('writes durations in hours and minutes', () => {
    expect(formatDuration(20 * 1000)).toBe('under a minute');
    expect(formatDuration(45 * MINUTE)).toBe('45 min');
    expect(formatDuration(3 * HOUR)).toBe('3 h');
    expect(formatDuration(3 * HOUR + 20 * MINUTE + 59 * 1000)).toBe('3 h 20 min');
    expect(formatDuration(52 * HOUR)).toBe('2 d 4 h');
    expect(formatDuration(-90 * MINUTE)).toBe('1 h 30 min');
  });

  it('counts down to the deadline of an open ticket, then marks it overdue', () => {
    const respondBy = supportResponseDeadline(created, 'high').toISOString();
    const ticket = { status: 'open' as const, respondBy };
    expect(deadlineView(ticket, new Date(created.getTime() + 30 * MINUTE))).toEqual({
      overdue: false,
      text: 'Due in 1 h 30 min',
    });
    // At the deadline itself it is not overdue yet.
    expect(deadlineView(ticket, new Date(respondBy)).overdue).toBe(false);
    expect(deadlineView(ticket, new Date(new Date(respondBy).getTime() + 20 * MINUTE))).toEqual({
      overdue: true,
      text: 'Overdue by 20 min',
    });
  });

  it('never marks an answered or closed ticket overdue', () => {
    const past = new Date(created.getTime() + 48 * HOUR);
    const respondBy = supportResponseDeadline(created, 'high').toISOString();
    expect(deadlineView({ status: 'answered', respondBy }, past)).toEqual({
      overdue: false,
      text: 'Waiting for the player',
    });
    expect(deadlineView({ status: 'closed', respondBy }, past)).toEqual({ overdue: false, text: 'Closed' });
  });

  it('shows the overdue mark, the deadline and the assignee in the team’s queue', () => {
    const now = new Date('2025-03-12T15:00:00.000Z');
    const base: AdminSupportTicket = {
      id: '00000000-0000-4000-8000-000000000001',
      subject: 'Deposit not credited',
      category: 'payment',
      priority: 'high',
      status: 'open',
      createdAt: created.toISOString(),
      updatedAt: created.toISOString(),
      respondBy: supportResponseDeadline(created, 'high').toISOString(),
      replyCount: 0,
      hasAttachment: false,
      userId: '00000000-0000-4000-8000-0000000000aa',
      playerName: 'Asha Verma',
      email: 'asha@example.in',
      assignee: null,
      overdue: true,
    };
    const onTime: AdminSupportTicket = {
      ...base,
      id: '00000000-0000-4000-8000-000000000002',
      subject: 'Cannot log in',
      priority: 'low',
      category: 'account',
      respondBy: supportResponseDeadline(created, 'low').toISOString(),
      assignee: { id: '00000000-0000-4000-8000-0000000000bb', name: 'Meera Admin' },
      overdue: false,
    };
    const html = renderToStaticMarkup(
      createElement(
        I18nProvider,
        { i18n },
        createElement(SupportQueueList, { tickets: [base, onTime], selectedId: null, onSelect: () => {}, now }),
      ),
    );
    expect(html.match(/data-testid="ticket-overdue"/g)).toHaveLength(1);
    expect(html).toContain('Overdue by 3 h');
    expect(html).toContain('Due in 19 h');
    expect(html).toContain('Unassigned');
    expect(html).toContain('Meera Admin');
    expect(html).toContain('High priority');
    expect(html).toContain('Payment');
    expect(html.indexOf('Deposit not credited')).toBeLessThan(html.indexOf('Cannot log in'));
  });
});

describe('the ticket form', () => {
  it('keeps the texts (docs/product-rules.md, Support)', () => {
    expect(t(SUPPORT_TEXT.submitted)).toBe('Ticket submitted!');
    expect(t(SUPPORT_TEXT.submittedDescription)).toBe("We'll get back to you as soon as possible.");
  });

  it('asks for subject, category and message, with a priority chosen by default', () => {
    expect(ticketFieldErrors(EMPTY_TICKET_FORM)).toEqual({
      subject: 'Subject is required',
      category: 'Choose a category',
      message: 'Message is required',
    });
    expect(
      ticketFieldErrors({
        ...EMPTY_TICKET_FORM,
        subject: 'Withdrawal pending',
        category: 'payment',
        message: 'My withdrawal has been pending for three days.',
      }),
    ).toEqual({});
  });

  it('checks the attachment: at most 5MB, a picture or a PDF', () => {
    const file = (size: number, type = 'image/png', name = 'shot.png') => ({ name, size, type });
    expect(attachmentProblem(file(SUPPORT_ATTACHMENT_MAX_BYTES), t)).toBeNull();
    expect(attachmentProblem(file(SUPPORT_ATTACHMENT_MAX_BYTES + 1), t)).toBe(
      'shot.png is too large (5.0 MB): attachments can be at most 5MB.',
    );
    expect(attachmentProblem(file(1000, 'application/pdf', 'statement.pdf'), t)).toBeNull();
    expect(attachmentProblem(file(1000, 'text/html', 'page.html'), t)).toBe(
      'page.html is not a PNG, JPEG, WebP or PDF file.',
    );
    // No declared type (some phones): the server recognises the file by its content.
    expect(attachmentProblem(file(1000, ''), t)).toBeNull();
    expect(attachmentProblem(file(0), t)).toBe('shot.png is empty. Choose the file again.');
    expect(attachmentProblem(file(0, 'image/png', ''), t)).toBe('The file is empty. Choose the file again.');
  });

  it('sends the links only when one was chosen', () => {
    const values = {
      ...EMPTY_TICKET_FORM,
      subject: ' Refund ',
      category: 'payment' as const,
      message: 'Please refund my entry fee.',
    };
    const without = ticketFormData(values, null);
    expect([...without.keys()]).toEqual(['subject', 'category', 'priority', 'message']);
    expect(without.get('subject')).toBe('Refund');
    const withLink = ticketFormData({ ...values, matchId: '00000000-0000-4000-8000-000000000009' }, null);
    expect(withLink.get('matchId')).toBe('00000000-0000-4000-8000-000000000009');
    expect(withLink.has('transactionId')).toBe(false);
  });
});

describe('the Support page', () => {
  it('opens on the FAQ tab with both tabs offered', () => {
    const html = render(createElement(SupportPage));
    expect(html).toContain('>FAQ<');
    expect(html).toContain('>Contact Us<');
    expect(html).toContain('Frequently asked questions');
  });

  it('shows the contact information and response times beside the form', () => {
    const html = render(createElement(SupportSideCards));
    expect(html).toContain('Support is available 24/7.');
    expect(html).toContain('within 2 hours');
    expect(html).toContain('within 24 hours');
  });

  const ticket: SupportTicketDetail = {
    id: '00000000-0000-4000-8000-000000000042',
    subject: 'Prize not credited',
    category: 'tournament',
    priority: 'medium',
    status: 'answered',
    createdAt: '2025-03-12T10:00:00.000Z',
    updatedAt: '2025-03-12T11:00:00.000Z',
    respondBy: '2025-03-12T22:00:00.000Z',
    replyCount: 1,
    hasAttachment: false,
    message: 'I finished 2nd in Daily Dash and have not received my prize.',
    attachment: null,
    match: null,
    transaction: null,
    replies: [
      {
        id: 'r1',
        fromSupport: true,
        authorName: 'Support team',
        message: 'Prizes are credited within 30 minutes; we are checking yours.',
        createdAt: '2025-03-12T11:00:00.000Z',
      },
    ],
  };

  it('opens the ticket a notification links to, with its thread and a reply box', () => {
    const html = render(
      createElement(SupportPage),
      (client) => client.setQueryData(supportKeys.ticket(ticket.id), ticket),
      `/user/support?ticket=${ticket.id}`,
    );
    expect(html).toContain('data-testid="ticket-thread"');
    expect(html).toContain('Prize not credited');
    expect(html).toContain('Answered');
    expect(html).toContain('Support team');
    expect(html).toContain('I finished 2nd in Daily Dash');
    expect(html).toMatch(/Raised <time dateTime="2025-03-12T10:00:00.000Z">[^<]+<\/time><\/p>/);
    expect(html).toContain('Send reply');
  });

  it('takes no reply on a closed ticket', () => {
    const html = render(
      createElement(SupportPage),
      (client) => client.setQueryData(supportKeys.ticket(ticket.id), { ...ticket, status: 'closed' }),
      `/user/support?ticket=${ticket.id}`,
    );
    expect(html).toContain(t(SUPPORT_TEXT.closed));
    expect(html).not.toContain('Send reply');
  });
});

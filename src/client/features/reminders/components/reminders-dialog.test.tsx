import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Reminder, ReminderList, ReminderRunResult } from '#shared/contracts/reminders';
import { BUSINESS_ID, renderScreen, setupScreenTests } from '#client/testing/render-screen';
import { RemindersButton } from './reminders-dialog';

setupScreenTests();

const reminder = (over: Partial<Reminder>): Reminder => ({
  id: 1,
  debtorId: 11,
  debtorName: 'Kamal Silva',
  phone: '0771234567',
  email: null,
  runDate: '2026-11-24',
  dueDate: '2026-11-10',
  amount: 4500,
  channel: 'whatsapp',
  status: 'prepared',
  skipReason: null,
  error: null,
  text: 'Dear Kamal, LKR 4,500.00 was due on 2026-11-10.',
  whatsappUrl: 'https://wa.me/94771234567?text=Dear%20Kamal',
  sentAt: null,
  ...over,
});
const TODAY: ReminderList = {
  date: '2026-11-24',
  reminders: [
    reminder({}),
    reminder({ id: 2, debtorName: 'Nimali Fernando', channel: 'sms', status: 'failed', error: 'Gateway said 401', whatsappUrl: null }),
    reminder({ id: 3, debtorName: 'Sunil Jayasinghe', status: 'skipped', skipReason: 'opted_out', whatsappUrl: null }),
    reminder({ id: 4, debtorName: 'Ruwan Perera', channel: 'email', status: 'sent', whatsappUrl: null }),
  ],
};
const RUN: ReminderRunResult = { date: '2026-11-24', quiet: false, prepared: 0, sent: 0, failed: 0, skipped: 0 };

function open() {
  let list = TODAY;
  return renderScreen(<RemindersButton businessId={BUSINESS_ID} />, {
    url: '/debtors',
    routes: {
      'GET /api/businesses/3/reminders': () => list,
      'POST /api/businesses/3/reminders/run': RUN,
      'POST /api/businesses/3/reminders/1/sent': () => {
        list = { ...TODAY, reminders: TODAY.reminders.map((r) => (r.id === 1 ? { ...r, status: 'sent' as const, whatsappUrl: null } : r)) };
        return list;
      },
    },
  });
}
const rows = () => screen.getAllByTestId('reminder-row');

describe('Debtors → Reminders', () => {
  it('loads today’s reminders only when opened, each with its status and why it failed or was skipped', async () => {
    const { user, requests } = open();
    expect(requests('GET', '/api/businesses/3/reminders')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Reminders' }));
    const dialog = within(await screen.findByRole('dialog', { name: "Today's payment reminders" }));
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(dialog.getByText('Reminders of 2026-11-24')).toBeTruthy();
    expect(rows()[0].textContent).toContain('LKR 4,500.00, due 2026-11-10 · WhatsApp');
    expect(rows().map((r) => within(r).getByText(/^(To send|Sent|Failed|Skipped)$/).textContent)).toEqual([
      'To send',
      'Failed',
      'Skipped',
      'Sent',
    ]);
    expect(within(rows()[1]).getByText('Gateway said 401')).toBeTruthy();
    expect(within(rows()[2]).getByText('Opted out of this channel')).toBeTruthy();
  });

  it('a prepared WhatsApp reminder opens the chat, and is then marked sent', async () => {
    const { user, requests } = open();
    await user.click(screen.getByRole('button', { name: 'Reminders' }));
    await waitFor(() => expect(rows()).toHaveLength(4));
    // Only the prepared one has the link.
    expect(screen.getAllByRole('link')).toHaveLength(1);
    const link = screen.getByRole('link', { name: 'Send to Kamal Silva on WhatsApp' });
    expect(link.getAttribute('href')).toBe('https://wa.me/94771234567?text=Dear%20Kamal');
    expect(link.getAttribute('target')).toBe('_blank');
    // The browser opens the chat in a new tab; here only the click's own work is wanted.
    link.addEventListener('click', (e) => e.preventDefault());
    await user.click(link);
    await waitFor(() => expect(within(rows()[0]).getByText('Sent')).toBeTruthy());
    expect(requests('POST', '/api/businesses/3/reminders/1/sent')).toHaveLength(1);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('Run now prepares the day’s reminders on the server and reloads the list', async () => {
    const { user, requests } = open();
    await user.click(screen.getByRole('button', { name: 'Reminders' }));
    await waitFor(() => expect(rows()).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: 'Run now' }));
    await waitFor(() => expect(requests('GET', '/api/businesses/3/reminders')).toHaveLength(2));
    expect(requests('POST', '/api/businesses/3/reminders/run')).toHaveLength(1);
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReminderSettingsView } from '#shared/contracts/reminders';
import { renderScreen, setupScreenTests } from '#client/testing/render-screen';
import { ReminderSettingsSection } from './reminder-settings-section';

setupScreenTests();

const SETTINGS = '/api/businesses/3/reminder-settings';
const SAVED: ReminderSettingsView = {
  enabled: true,
  daysAfterDue: 3,
  repeatEveryDays: 7,
  quietFrom: '21:00',
  quietTo: '08:00',
  language: 'si',
  channel: 'sms',
  channelReady: false,
};

const open = () =>
  renderScreen(<ReminderSettingsSection />, {
    url: '/settings',
    routes: { [`GET ${SETTINGS}`]: SAVED, [`PUT ${SETTINGS}`]: { ...SAVED, channel: 'whatsapp', channelReady: true } },
  });
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('Settings → Payment reminders', () => {
  it('warns that SMS reminders would fail until the gateway is set up, and not for WhatsApp', async () => {
    const { user } = open();
    await waitFor(() => expect(input('First reminder, days after the due date').value).toBe('3'));
    expect(screen.getByRole('alert').textContent).toBe('Set up the SMS gateway in Settings first: until then SMS reminders fail.');
    await user.selectOptions(input('Send by'), 'whatsapp');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Prepared for you to send from WhatsApp, one click each.')).toBeTruthy();
  });

  it('refuses days outside the contract’s range with its words, then saves the form as numbers', async () => {
    const { user, requests } = open();
    await waitFor(() => expect(input('Then again every (days)').value).toBe('7'));
    await user.clear(input('First reminder, days after the due date'));
    await user.type(input('First reminder, days after the due date'), '2.5');
    await user.clear(input('Then again every (days)'));
    await user.type(input('Then again every (days)'), '0');
    await user.click(screen.getByRole('button', { name: 'Save reminders' }));
    expect(screen.getByText('Enter a whole number of days from 0 to 365')).toBeTruthy();
    expect(screen.getByText('Enter a whole number of days from 1 to 365')).toBeTruthy();
    expect(requests('PUT', SETTINGS)).toHaveLength(0);

    await user.clear(input('First reminder, days after the due date'));
    await user.type(input('First reminder, days after the due date'), '5');
    await user.clear(input('Then again every (days)'));
    await user.type(input('Then again every (days)'), '14');
    await user.selectOptions(input('Send by'), 'whatsapp');
    await user.click(screen.getByRole('button', { name: 'Save reminders' }));
    await waitFor(() => expect(requests('PUT', SETTINGS)).toHaveLength(1));
    expect(requests('PUT', SETTINGS)[0].body).toEqual({
      enabled: true,
      daysAfterDue: 5,
      repeatEveryDays: 14,
      quietFrom: '21:00',
      quietTo: '08:00',
      language: 'si',
      channel: 'whatsapp',
    });
    expect(screen.queryByText('Enter a whole number of days from 0 to 365')).toBeNull();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Message, ShareLinkSummary, SmsGatewayView } from '#shared/contracts/messaging';
import { renderScreen, setupScreenTests } from '#client/testing/render-screen';
import { SmsGatewaySection } from './sms-gateway-section';

setupScreenTests();

const GATEWAY = '/api/businesses/3/settings/sms-gateway';
const NONE: SmsGatewayView = { configured: false, gateway: null };
const SAVED: SmsGatewayView = {
  configured: true,
  gateway: {
    url: 'https://app.notify.lk/api/v1/send',
    method: 'POST',
    bodyFormat: 'json',
    toParam: 'to',
    messageParam: 'message',
    senderParam: 'sender_id',
    senderId: 'PERERA',
    keyPlacement: 'param',
    keyName: 'api_key',
    keyPrefix: '',
    apiKeyMasked: '••••1234',
  },
};
const link = (over: Partial<ShareLinkSummary>): ShareLinkSummary => ({
  id: 1,
  kind: 'receipt',
  label: 'INV-000041',
  locale: 'si',
  expiresAt: '2099-01-01T00:00:00.000Z',
  revokedAt: null,
  createdAt: '2026-11-20T04:00:00.000Z',
  ...over,
});
const LINKS = [
  link({}),
  link({ id: 2, label: 'INV-000007', expiresAt: '2026-01-01T00:00:00.000Z' }),
  link({ id: 3, kind: 'statement', label: 'Kamal Silva, November', revokedAt: '2026-11-21T04:00:00.000Z' }),
];
const SENT: Message = {
  id: 5,
  channel: 'sms',
  purpose: 'other',
  recipientKind: null,
  recipientId: null,
  to: '0771234567',
  subject: null,
  body: 'Kade test SMS',
  status: 'sent',
  error: null,
  providerResponse: '{"status":"success"}',
  shareLinkId: null,
  createdAt: '2026-11-24T04:00:00.000Z',
  sentAt: '2026-11-24T04:00:01.000Z',
};

const open = (gateway: SmsGatewayView) =>
  renderScreen(<SmsGatewaySection />, {
    url: '/settings',
    routes: {
      [`GET ${GATEWAY}`]: gateway,
      [`PUT ${GATEWAY}`]: SAVED,
      [`DELETE ${GATEWAY}`]: NONE,
      [`POST ${GATEWAY}/test`]: SENT,
      'GET /api/businesses/3/share-links': LINKS,
      'DELETE /api/businesses/3/share-links/1': undefined,
    },
  });
const field = (label: string) => screen.queryByLabelText(label) as HTMLInputElement | null;

describe('Settings → SMS gateway', () => {
  it('asks where the key goes and shows only the fields that apply, then saves without an empty key', async () => {
    const { user, requests } = open(NONE);
    expect(await screen.findByText('No SMS gateway yet.')).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save gateway' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    // Nothing to test or remove before a gateway is saved.
    expect(screen.queryByRole('button', { name: 'Remove gateway' })).toBeNull();
    expect(field('Test number')).toBeNull();

    expect(field('Header or parameter name')).toBeTruthy();
    expect(field('Header value prefix')).toBeNull();
    await user.selectOptions(field('API key goes in')!, 'header');
    expect(field('Header value prefix')).toBeTruthy();
    await user.selectOptions(field('API key goes in')!, 'none');
    expect(field('Header or parameter name')).toBeNull();
    expect(field('API key')).toBeNull();
    expect(field('POST body')).toBeTruthy();
    await user.selectOptions(field('Method')!, 'GET');
    expect(field('POST body')).toBeNull();

    await user.type(field('Gateway URL')!, 'https://sms.example.lk/send');
    expect(save.disabled).toBe(false);
    await user.click(save);
    await waitFor(() => expect(requests('PUT', GATEWAY)).toHaveLength(1));
    expect(requests('PUT', GATEWAY)[0].body).toEqual({
      url: 'https://sms.example.lk/send',
      method: 'GET',
      bodyFormat: 'form',
      toParam: 'to',
      messageParam: 'message',
      senderParam: '',
      senderId: '',
      keyPlacement: 'none',
      keyName: '',
      keyPrefix: '',
    });
  });

  it('shows a saved gateway with its key masked, sends a test SMS and removes it', async () => {
    const { user, requests } = open(SAVED);
    await waitFor(() => expect(field('Gateway URL')?.value).toBe('https://app.notify.lk/api/v1/send'));
    expect(field('Header or parameter name')!.value).toBe('api_key');
    expect(field('API key')!.value).toBe('');
    expect(screen.getByText('Saved key: ••••1234. Leave empty to keep it.')).toBeTruthy();

    const test = screen.getByRole('button', { name: 'Send test SMS' }) as HTMLButtonElement;
    expect(test.disabled).toBe(true);
    await user.type(field('Test number')!, '0771234567');
    await user.click(test);
    await waitFor(() => expect(requests('POST', `${GATEWAY}/test`)).toHaveLength(1));
    expect(requests('POST', `${GATEWAY}/test`)[0].body).toEqual({ to: '0771234567', locale: 'en' });

    await user.click(screen.getByRole('button', { name: 'Remove gateway' }));
    await waitFor(() => expect(requests('DELETE', GATEWAY)).toHaveLength(1));
    await waitFor(() => expect(field('Gateway URL')!.value).toBe(''));
  });

  it('lists the links shared lately: only a live one can be revoked', async () => {
    const { user, requests } = open(SAVED);
    const section = within(await screen.findByTestId('share-links-section'));
    const items = await section.findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^INV-000041 · .* · සිංහලRevoke$/),
      expect.stringMatching(/^INV-000007 · .*Expired$/),
      expect.stringMatching(/^Kamal Silva, November · .*Revoked$/),
    ]);
    expect(section.getAllByRole('button', { name: 'Revoke' })).toHaveLength(1);
    await user.click(section.getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(requests('DELETE', '/api/businesses/3/share-links/1')).toHaveLength(1));
  });
});

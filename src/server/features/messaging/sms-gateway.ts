/**
 * The SMS gateway: one HTTP request per message, shaped by the shop's settings —
 * Dialog, Mobitel and Notify.lk style APIs all take a number, a message, a sender id and a key, as
 * query parameters (GET) or a form / JSON body (POST), the key in a header or a parameter. A gateway
 * that refuses, errs or does not answer in time is an outcome (`ok: false` with why), never a throw.
 */
import type { SmsGatewayConfig, SmsGatewayView } from '#shared/contracts/messaging';
import { SmsGatewayInput } from '#shared/contracts/messaging';
import { eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { businessSettings } from '#server/db/schema';

export const SMS_TIMEOUT_MS = 10_000;

export interface SmsOutcome {
  ok: boolean;
  /** The gateway's answer (status and the start of its body), for the log. */
  providerResponse: string | null;
  error: string | null;
}

export interface SmsRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body: string | null;
}

const short = (text: string, max = 300) => text.replace(/\s+/g, ' ').trim().slice(0, max);

/** The exact request the gateway gets for one message (pure: the tests compare it whole). */
export function buildSmsRequest(config: SmsGatewayConfig, to: string, message: string): SmsRequest {
  const params: Array<[string, string]> = [
    [config.toParam, to],
    [config.messageParam, message],
  ];
  if (config.senderParam && config.senderId) params.push([config.senderParam, config.senderId]);
  const headers: Record<string, string> = {};
  if (config.keyPlacement === 'param' && config.keyName && config.apiKey) params.push([config.keyName, config.apiKey]);
  if (config.keyPlacement === 'header' && config.keyName && config.apiKey) headers[config.keyName] = `${config.keyPrefix}${config.apiKey}`;
  if (config.method === 'GET') {
    const url = new URL(config.url);
    for (const [k, v] of params) url.searchParams.append(k, v);
    return { url: url.toString(), method: 'GET', headers, body: null };
  }
  if (config.bodyFormat === 'json') {
    return {
      url: config.url,
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(Object.fromEntries(params)),
    };
  }
  return {
    url: config.url,
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(params).toString(),
  };
}

/** A 2xx answer is sent, unless its JSON says otherwise ({"status":"error"}, as Notify.lk answers a refusal). */
function refusedInBody(text: string): boolean {
  try {
    const json = JSON.parse(text) as { status?: unknown; success?: unknown };
    if (json && typeof json === 'object') {
      if (typeof json.status === 'string' && /^(error|fail(ed|ure)?)$/i.test(json.status)) return true;
      if (json.success === false) return true;
    }
  } catch {
    // Not JSON: the HTTP status decides.
  }
  return false;
}

export async function sendSms(config: SmsGatewayConfig, to: string, message: string, timeoutMs = SMS_TIMEOUT_MS): Promise<SmsOutcome> {
  const req = buildSmsRequest(config, to, message);
  try {
    const res = await fetch(req.url, {
      method: req.method,
      headers: req.headers,
      body: req.body ?? undefined,
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text().catch(() => '');
    const providerResponse = short(`${res.status} ${text}`);
    if (!res.ok) return { ok: false, providerResponse, error: short(`The gateway answered ${res.status}${text ? `: ${text}` : ''}`) };
    if (refusedInBody(text)) return { ok: false, providerResponse, error: short(`The gateway refused the message: ${text}`) };
    return { ok: true, providerResponse, error: null };
  } catch (err) {
    const e = err as { name?: string; message?: string; cause?: { message?: string; code?: string } };
    const error =
      e?.name === 'TimeoutError' || e?.name === 'AbortError'
        ? `No answer from the gateway within ${Math.round(timeoutMs / 1000)} s`
        : short(`The gateway could not be reached: ${e?.cause?.code ?? e?.cause?.message ?? e?.message ?? String(err)}`);
    return { ok: false, providerResponse: null, error };
  }
}

/** The saved gateway with its key, or null when none is configured (or what is saved no longer reads). */
export async function loadSmsGateway(db: Executor, businessId: number): Promise<SmsGatewayConfig | null> {
  const [row] = await db
    .select({ gateway: businessSettings.smsGateway })
    .from(businessSettings)
    .where(eq(businessSettings.businessId, businessId));
  return parseStored(row?.gateway);
}

function parseStored(value: unknown): SmsGatewayConfig | null {
  if (!value || typeof value !== 'object') return null;
  const parsed = SmsGatewayInput.safeParse(value);
  if (!parsed.success) return null;
  const apiKey = typeof (value as { apiKey?: unknown }).apiKey === 'string' ? (value as { apiKey: string }).apiKey : '';
  return { ...parsed.data, apiKey };
}

/** "••••1234": enough to recognise the key, never enough to use it. */
export function maskKey(key: string): string {
  if (!key) return '';
  return key.length > 8 ? `••••${key.slice(-4)}` : '••••';
}

export function toGatewayView(config: SmsGatewayConfig | null): SmsGatewayView {
  if (!config) return { configured: false, gateway: null };
  const { apiKey, ...rest } = config;
  return { configured: true, gateway: { ...rest, apiKeyMasked: maskKey(apiKey) } };
}

/** Saves the gateway; an absent or empty key keeps the saved one. */
export async function saveSmsGateway(db: Executor, businessId: number, input: SmsGatewayInput): Promise<SmsGatewayConfig> {
  const parsed = SmsGatewayInput.parse(input);
  const saved = await loadSmsGateway(db, businessId);
  const apiKey = parsed.apiKey ? parsed.apiKey : (saved?.apiKey ?? '');
  const config: SmsGatewayConfig = { ...parsed, apiKey };
  await db
    .insert(businessSettings)
    .values({ businessId, smsGateway: config })
    .onConflictDoUpdate({ target: businessSettings.businessId, set: { smsGateway: config, updatedAt: new Date() } });
  return config;
}

/** Removes the gateway (SMS buttons disappear). */
export async function clearSmsGateway(db: Executor, businessId: number): Promise<void> {
  await db.update(businessSettings).set({ smsGateway: null, updatedAt: new Date() }).where(eq(businessSettings.businessId, businessId));
}

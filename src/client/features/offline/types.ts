/**
 * The offline till's shapes (docs/decisions/0016-offline-till.md), shared by the device
 * store (device-db.ts), the outbox (outbox.ts, sync.ts) and the till's screens.
 */
import type { Sale, SaleRequest } from '#shared/contracts/sales';

/** This browser as a registered terminal (kept in IndexedDB, per business). */
export type DeviceTerminal = {
  businessId: number;
  terminalId: number;
  code: string;
  name: string;
  deviceId: string;
  invoicePrefix: string;
  /** The last number this device gave a sale (never reused: it only grows). */
  lastNumber: number;
  offlineLimitHours: number;
};

/** What the outbox can carry, in the order it was made. */
export type OutboxKind = 'sale' | 'return' | 'shift.open' | 'shift.close' | 'cash-movement';

export type OutboxState = 'queued' | 'sending' | 'problem' | 'done' | 'set-aside';

export type OutboxItem = {
  /** Auto-incremented: the order items are sent in. */
  seq?: number;
  businessId: number;
  userId: string;
  kind: OutboxKind;
  /** The write's Idempotency-Key: a retry, after any failure or a restart, is the same write. */
  key: string;
  /** The request body; a return's lines name products (mapped to the synced sale's lines on send). */
  body: unknown;
  /** The outbox key of the item this one needs first (a return's sale, a close's shift open). */
  dependsOn?: string;
  /** Human facts for the header's list: an invoice number, a total. */
  label: string;
  createdAt: string;
  state: OutboxState;
  attempts: number;
  /** Epoch ms before which it is not retried (back-off). */
  nextAttemptAt: number;
  /** The last refusal: status, code and the server's message. */
  lastError?: { status: number; code?: string; message: string };
  /** The server's answer once done (a sale's id, a shift's id), for what depends on it. */
  result?: unknown;
};

/** A sale made on this device, for its receipt, a return of it and the device's Z report. */
export type DeviceSale = {
  key: string;
  businessId: number;
  invoiceNumber: string;
  soldAt: string;
  /** The sale as the receipt prints it (priced on the device; the server's answer once synced). */
  sale: Sale;
  request: SaleRequest;
  /** The device's shift it belongs to (its outbox key), if any. */
  shiftKey?: string;
  synced: boolean;
};

export type SyncStatus = {
  online: boolean;
  /** Items not yet sent (queued or sending). */
  waiting: number;
  syncing: boolean;
  /** Items the server refused: kept for the owner. */
  problems: number;
};

// Test-only helpers: a real multipart body for inject(), and slips that are (or are not) what they claim.
import { randomBytes } from 'node:crypto';
import type { Api } from './factories';

/** A 1×1 PNG: genuine magic bytes, so the server's check accepts it. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

export interface FilePart {
  name?: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

export function multipartBody(fields: Record<string, string>, file?: FilePart) {
  const boundary = `----kade${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'paymentProof'}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
    );
    chunks.push(file.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const applicationFields = (overrides: Record<string, string> = {}) => ({
  businessName: 'Lanka Traders',
  ownerName: 'Kamal Silva',
  email: 'lanka@example.lk',
  phone: '0771234567',
  address: '12 Main Street, Kandy',
  registrationNumber: 'PV 998877',
  selectedModules: JSON.stringify([1, 2]),
  ...overrides,
});

export const pngSlip = (): FilePart => ({ filename: 'slip.png', contentType: 'image/png', data: PNG_BYTES });

export function postMultipart(api: Api, url: string, fields: Record<string, string>, file?: FilePart) {
  const { payload, headers } = multipartBody(fields, file);
  return api.post(url, payload, headers);
}

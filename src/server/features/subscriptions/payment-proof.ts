import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import type { FastifyRequest } from 'fastify';
import { SUBSCRIPTION_ERRORS } from '../../../shared/contracts/subscriptions';
import { AppError } from '../../lib/app-error';

export type ProofType = 'image/jpeg' | 'image/png' | 'application/pdf';

export interface StoredProof {
  /** Random file name under the uploads directory; never derived from the client's name. */
  storedName: string;
  fullPath: string;
  originalName: string;
  type: ProofType;
  size: number;
}

export interface ParsedMultipart {
  fields: Record<string, string>;
  proof: StoredProof | null;
}

/** The real type of a slip, by its first bytes; the client's name and MIME type are not trusted. */
export function sniffProofType(head: Buffer): ProofType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (head.length >= 5 && head.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return null;
}

export const tooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', 413, `${SUBSCRIPTION_ERRORS.tooLarge} - Please upload a file smaller than 5MB`);
export const invalidType = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', 415, `${SUBSCRIPTION_ERRORS.invalidType} - Please upload a JPG, PNG, or PDF file`);
export const proofRequired = () =>
  new AppError('VALIDATION_FAILED', 400, `${SUBSCRIPTION_ERRORS.noProof} - Please upload your bank transfer slip`);

const HEAD_BYTES = 8;

/**
 * Reads a multipart application: text fields, and at most one file (field `paymentProof`) streamed
 * straight to disk. The 5 MB limit is the multipart parser's: it stops the stream at the limit, so
 * an oversized slip is refused while it arrives and its partial file is deleted. A file whose first
 * bytes are not JPEG, PNG or PDF is drained without being written.
 */
export async function readApplicationMultipart(req: FastifyRequest, uploadsDir: string): Promise<ParsedMultipart> {
  if (!req.isMultipart()) throw proofRequired();
  const fields: Record<string, string> = {};
  let proof: StoredProof | null = null;
  let written: string | null = null;
  let rejectedType = false;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'paymentProof' || proof || rejectedType) {
        part.file.resume();
        await once(part.file, 'end');
        continue;
      }
      await mkdir(uploadsDir, { recursive: true });
      const storedName = randomBytes(16).toString('hex');
      const fullPath = path.join(uploadsDir, storedName);
      let head = Buffer.alloc(0);
      let type: ProofType | null = null;
      let out: ReturnType<typeof createWriteStream> | null = null;
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        if (rejectedType) continue; // drain
        size += chunk.length;
        if (!type) {
          head = Buffer.concat([head, chunk]);
          if (head.length < HEAD_BYTES && !sniffProofType(head)) continue;
          type = sniffProofType(head);
          if (!type) {
            rejectedType = true;
            continue;
          }
          out = createWriteStream(fullPath, { flags: 'wx', mode: 0o600 });
          written = fullPath;
          if (!out.write(head)) await once(out, 'drain');
          continue;
        }
        if (out && !out.write(chunk)) await once(out, 'drain');
      }
      if (part.file.truncated) throw tooLarge();
      if (!type && !rejectedType && head.length > 0) {
        type = sniffProofType(head);
        if (!type) rejectedType = true;
      }
      if (out) {
        out.end();
        await once(out, 'close');
      }
      if (type && !rejectedType) proof = { storedName, fullPath, originalName: safeName(part.filename), type, size };
    }
  } catch (err) {
    if (written) await rm(written, { force: true });
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw err;
  }
  if (rejectedType) {
    if (written) await rm(written, { force: true });
    throw invalidType();
  }
  return { fields, proof };
}

/** Kept only for the download's file name: no path parts, no control characters, bounded. */
function safeName(name: string | undefined): string {
  const base = path
    .basename(name ?? 'payment-proof')
    .replace(/[^\w.\- ]+/g, '_')
    .slice(0, 120);
  return base || 'payment-proof';
}

export async function discardProof(proof: StoredProof | null) {
  if (proof) await rm(proof.fullPath, { force: true });
}

/**
 * Headers for serving a stored slip. A download by default; `inline` lets the super admin's viewer
 * show it in the app (an <img>, or an <iframe> for a PDF). Either way the type is the one sniffed at
 * upload (JPEG, PNG or PDF only) with nosniff, and the document gets its own locked-down policy:
 * no scripts, no requests, framable by this app only; images also sandboxed (Chromium's PDF viewer
 * does not run in a sandboxed document, and a PDF cannot become HTML under nosniff).
 */
export function proofHeaders(file: { type: string; size: number; fileName: string }, inline: boolean): Record<string, string> {
  const sandbox = file.type === 'application/pdf' ? '' : '; sandbox';
  return {
    'Content-Type': file.type,
    'Content-Length': String(file.size),
    'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename="${file.fileName}"`,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
    ...(inline
      ? { 'Content-Security-Policy': `default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'${sandbox}` }
      : {}),
  };
}

import { randomBytes } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { PAYMENT_PROOF_TYPES, SUBSCRIPTION_ERRORS } from '../../../shared/contracts/subscriptions';
import { AppError } from '../../lib/app-error';

export type ProofType = (typeof PAYMENT_PROOF_TYPES)[number];

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

/** The slip types accepted, by what `file-type` finds (an animated PNG is still a PNG file). */
const ACCEPTED: Record<string, ProofType> = {
  'image/jpeg': 'image/jpeg',
  'image/png': 'image/png',
  'image/apng': 'image/png',
  'application/pdf': 'application/pdf',
};

/** The real type of a slip, by its magic bytes (`file-type`); the client's name and MIME type are not trusted. */
export async function sniffProofType(head: Uint8Array): Promise<ProofType | null> {
  const found = await fileTypeFromBuffer(head);
  return (found && ACCEPTED[found.mime]) ?? null;
}

export const tooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', 413, `${SUBSCRIPTION_ERRORS.tooLarge} - Please upload a file smaller than 5MB`);
export const invalidType = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', 415, `${SUBSCRIPTION_ERRORS.invalidType} - Please upload a JPG, PNG, or PDF file`);
export const proofRequired = () =>
  new AppError('VALIDATION_FAILED', 400, `${SUBSCRIPTION_ERRORS.noProof} - Please upload your bank transfer slip`);

interface ProofFile {
  type: ProofType;
  out: WriteStream;
}

/** Sniffs a slip's head: a slip of an accepted type gets its file, the head written; any other is never written. */
async function openProofFile(head: Buffer, fullPath: string): Promise<ProofFile | null> {
  const type = await sniffProofType(head);
  if (!type) return null;
  const out = createWriteStream(fullPath, { flags: 'wx', mode: 0o600 });
  if (!out.write(head)) await once(out, 'drain');
  return { type, out };
}

/** Bytes read before sniffing: what `file-type` reads for its signatures (its reasonableDetectionSizeInBytes, not typed); a shorter slip is sniffed whole. */
const HEAD_BYTES = 4100;

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
      let file: ProofFile | null = null;
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        if (rejectedType) continue; // drain
        size += chunk.length;
        if (file) {
          if (!file.out.write(chunk)) await once(file.out, 'drain');
          continue;
        }
        head = Buffer.concat([head, chunk]);
        if (head.length < HEAD_BYTES) continue;
        written = fullPath;
        file = await openProofFile(head, fullPath);
        if (!file) rejectedType = true;
      }
      if (part.file.truncated) throw tooLarge();
      if (!file && !rejectedType && head.length > 0) {
        written = fullPath;
        file = await openProofFile(head, fullPath);
        if (!file) rejectedType = true;
      }
      if (file) {
        file.out.end();
        await once(file.out, 'close');
      }
      if (file && !rejectedType) proof = { storedName, fullPath, originalName: safeName(part.filename), type: file.type, size };
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

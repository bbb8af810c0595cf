import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { once } from 'node:events';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { PAYMENT_PROOF_TYPES } from '#shared/contracts/subscriptions';
import { AppError } from '#server/lib/app-error';

export type ProofType = (typeof PAYMENT_PROOF_TYPES)[number];

export interface StoredProof {
  /** Random name (the stored file's id, proof-store.ts); never derived from the client's name. */
  storedName: string;
  originalName: string;
  type: ProofType;
  size: number;
  /** The slip itself (≤ 5 MB): written to PostgreSQL in the same transaction as its subscription. */
  content: Buffer;
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

export const tooLarge = () => new AppError('PAYMENT_PROOF_TOO_LARGE');
export const invalidType = () => new AppError('PAYMENT_PROOF_TYPE');
export const proofRequired = () => new AppError('PAYMENT_PROOF_REQUIRED');

/** Bytes read before sniffing: what `file-type` reads for its signatures (its reasonableDetectionSizeInBytes, not typed); a shorter slip is sniffed whole. */
const HEAD_BYTES = 4100;

/** A file part's bytes: sniffed once the head has arrived, drained without keeping once refused. */
async function readProofPart(file: AsyncIterable<Buffer>): Promise<{ type: ProofType | null; chunks: Buffer[]; size: number }> {
  const chunks: Buffer[] = [];
  let size = 0;
  let type: ProofType | null = null;
  let sniffed = false;
  for await (const chunk of file) {
    if (sniffed && !type) continue; // drain
    chunks.push(chunk);
    size += chunk.length;
    if (!sniffed && size >= HEAD_BYTES) {
      sniffed = true;
      type = await sniffProofType(Buffer.concat(chunks));
    }
  }
  if (!sniffed && size > 0) type = await sniffProofType(Buffer.concat(chunks));
  return { type, chunks, size };
}

/**
 * Reads a multipart application: text fields, and at most one file (field `paymentProof`), kept in
 * memory for the database (proof-store.ts). The 5 MB limit is the multipart parser's: it stops the
 * stream at the limit, so an oversized slip is refused while it arrives. A file whose first bytes
 * are not JPEG, PNG or PDF is drained without being kept.
 */
export async function readApplicationMultipart(req: FastifyRequest): Promise<ParsedMultipart> {
  if (!req.isMultipart()) throw proofRequired();
  const fields: Record<string, string> = {};
  let proof: StoredProof | null = null;
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
      const read = await readProofPart(part.file as AsyncIterable<Buffer>);
      if (part.file.truncated) throw tooLarge();
      if (read.size > 0 && !read.type) rejectedType = true;
      if (read.type) {
        const storedName = randomBytes(16).toString('hex');
        proof = {
          storedName,
          originalName: safeName(part.filename),
          type: read.type,
          size: read.size,
          content: Buffer.concat(read.chunks),
        };
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw err;
  }
  if (rejectedType) throw invalidType();
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

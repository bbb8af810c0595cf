// Types of scripts/build-stamp.mjs (plain JavaScript so that `npm start` checks builds without TypeScript tooling).
export interface BuildStamp {
  mode: 'production' | 'development';
  lock: string;
  sources: string;
}
export interface ServerStamp {
  sources: string;
}
export const STAMP_FILE: string;
export const CLIENT_INPUTS: string[];
export const SERVER_INPUTS: string[];
export const SERVER_BUNDLE: string;
export function fingerprint(root: string, inputs: string[], extra?: string[]): string;
export function lockHash(root: string): string;
export function readStamp<T = BuildStamp>(dir: string): T | null;
export function expectedClientStamp(root: string): BuildStamp;
export function clientStaleReason(root: string, clientDir: string): string | null;
export function serverSources(root: string, outDir: string): string;
export function serverStaleReason(root: string, outDir: string): string | null;

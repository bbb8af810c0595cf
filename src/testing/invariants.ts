// The invariants live in the server (the automatic backups verify every backup with them); tests
// keep importing them from here.
export * from '../server/lib/invariants';

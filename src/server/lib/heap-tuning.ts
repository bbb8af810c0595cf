import v8 from 'node:v8';

/**
 * V8 lets the old generation grow to about four times what survived the last full collection when
 * a process allocates fast, as a server under a till's load does: 50 connections of sales took
 * Kade's process to about 350 MB for about 60 MB of live objects. Growing by 30% at a time keeps
 * it near 200 MB for about 5% of the sales rate (bench row 25b, decision 0025). It is a growth
 * factor, not a limit: a large import can still use what it needs. V8 reads the flag at every
 * collection, so setting it at start-up is enough. The percent comes from the configuration
 * (KADE_HEAP_GROWING_PERCENT, checked there with every other setting); 0 leaves V8's own.
 */
export function tuneHeapGrowth(percent: number) {
  if (percent > 0) v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
}

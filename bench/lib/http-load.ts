import { connect, type Socket } from 'node:net';
import { nowMs } from './stats';

/**
 * A minimal HTTP/1.1 keep-alive load generator on raw sockets: each request is written as one
 * buffer and each answer is read by its Content-Length. It costs the machine far less CPU than a
 * general-purpose client, which matters when the load generator, the server and PostgreSQL share
 * two cores.
 */
export interface HttpRequestSpec {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface HttpAnswer {
  status: number;
  /** Milliseconds from the request's intended start (its scheduled arrival) to the last byte. */
  ms: number;
  /** Seconds from the run's start to the request's intended start. */
  at: number;
}

function encode(host: string, r: HttpRequestSpec): Buffer {
  const body = r.body ?? '';
  let head = `${r.method} ${r.path} HTTP/1.1\r\nhost: ${host}\r\nconnection: keep-alive\r\n`;
  for (const [k, v] of Object.entries(r.headers)) head += `${k}: ${v}\r\n`;
  if (r.method !== 'GET') head += `content-length: ${Buffer.byteLength(body)}\r\n`;
  return Buffer.from(`${head}\r\n${body}`);
}

class Connection {
  private socket: Socket;
  private buffer: Buffer = Buffer.alloc(0);
  private pending: { resolve: (a: { status: number }) => void; reject: (e: Error) => void } | null = null;

  constructor(port: number, host: string) {
    this.socket = connect({ port, host, noDelay: true });
    this.socket.on('data', (chunk: Buffer) => this.onData(chunk));
    this.socket.on('error', (err) => this.fail(err));
    this.socket.on('close', () => this.fail(new Error('connection closed')));
  }

  send(bytes: Buffer): Promise<{ status: number }> {
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.socket.write(bytes);
    });
  }

  close() {
    this.socket.removeAllListeners('close');
    this.socket.destroy();
  }

  private fail(err: Error) {
    const p = this.pending;
    this.pending = null;
    p?.reject(err);
  }

  private onData(chunk: Buffer) {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    const end = this.buffer.indexOf('\r\n\r\n');
    if (end < 0) return;
    const head = this.buffer.subarray(0, end).toString('latin1');
    const status = Number(head.slice(9, 12));
    const m = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    // 204 and 304 answers have no body, and need not say so.
    const bodyless = status === 204 || status === 304;
    if (!m && !bodyless) return this.fail(new Error('answer without Content-Length'));
    const total = end + 4 + (m ? Number(m[1]) : 0);
    if (this.buffer.length < total) return;
    this.buffer = this.buffer.subarray(total);
    const p = this.pending;
    this.pending = null;
    p?.resolve({ status });
  }
}

export interface LoadRun {
  answers: HttpAnswer[];
  seconds: number;
}

/**
 * Closed loop: `connections` connections each send their next request as soon as the last one
 * is answered, for `seconds`. Or, with `rate`, a fixed arrival rate (open loop): arrivals are
 * scheduled every 1/rate s whatever happens, wait for a free connection if none is idle, and each
 * latency is measured from the scheduled arrival (no coordinated omission).
 */
export async function runLoad(opts: {
  url: string;
  connections: number;
  seconds: number;
  rate?: number;
  next: () => HttpRequestSpec;
  /** Closed loop only: stop sending once this answers true (e.g. after a number of requests). */
  until?: () => boolean;
}): Promise<LoadRun> {
  const u = new URL(opts.url);
  const host = u.host;
  const conns = Array.from({ length: opts.connections }, () => new Connection(Number(u.port), u.hostname));
  const answers: HttpAnswer[] = [];
  const started = nowMs();
  const deadline = started + opts.seconds * 1000;
  try {
    if (!opts.rate) {
      await Promise.all(
        conns.map(async (c) => {
          while (nowMs() < deadline && !opts.until?.()) {
            const t = nowMs();
            const { status } = await c.send(encode(host, opts.next()));
            answers.push({ status, ms: nowMs() - t, at: (t - started) / 1000 });
          }
        }),
      );
    } else {
      const idle = [...conns];
      const waiting: Array<(c: Connection) => void> = [];
      const release = (c: Connection) => {
        const w = waiting.shift();
        if (w) w(c);
        else idle.push(c);
      };
      const inFlight: Promise<void>[] = [];
      const interval = 1000 / opts.rate;
      for (let i = 0; ; i++) {
        const due = started + i * interval;
        if (due >= deadline) break;
        const wait = due - nowMs();
        if (wait > 1) await new Promise((r) => setTimeout(r, wait));
        inFlight.push(
          (async () => {
            const c = idle.pop() ?? (await new Promise<Connection>((r) => waiting.push(r)));
            const { status } = await c.send(encode(host, opts.next()));
            answers.push({ status, ms: nowMs() - due, at: (due - started) / 1000 });
            release(c);
          })(),
        );
      }
      await Promise.all(inFlight);
    }
  } finally {
    for (const c of conns) c.close();
  }
  return { answers, seconds: (nowMs() - started) / 1000 };
}

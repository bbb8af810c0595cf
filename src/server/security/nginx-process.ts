import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort, ROOT } from './server-process';

/** Debian's nginx, or null with the reason it cannot run here. */
export function findNginx(): { bin: string } | { missing: string } {
  for (const bin of ['/usr/sbin/nginx', 'nginx']) {
    const r = spawnSync(bin, ['-v'], { encoding: 'utf8' });
    if (r.status === 0) return { bin };
  }
  return { missing: 'nginx is not installed (apt-get install -y nginx)' };
}

export interface NginxProcess {
  baseUrl: string;
  stop(): Promise<void>;
  output(): string;
}

/**
 * nginx as a non-daemon child on a free port, running docs/deploy/nginx-kade.conf with the
 * upstream's ports replaced by `ports`: the test exercises the documented configuration itself.
 * `X-Kade-Upstream` names the node that answered (a test-only header, added around that file).
 */
export async function startNginx(bin: string, dir: string, ports: number[]): Promise<NginxProcess> {
  const port = await freePort();
  const site = readFileSync(path.join(ROOT, 'docs', 'deploy', 'nginx-kade.conf'), 'utf8');
  let i = 0;
  const servers = site
    .replace(/server 127\.0\.0\.1:500\d/g, () => `server 127.0.0.1:${ports[i++]}`)
    .replace('listen 80;', `listen 127.0.0.1:${port};`);
  if (i !== ports.length) throw new Error(`nginx-kade.conf lists ${i} servers, the test runs ${ports.length}`);
  mkdirSync(path.join(dir, 'tmp'), { recursive: true });
  writeFileSync(path.join(dir, 'kade.conf'), servers);
  const asRoot = process.getuid?.() === 0;
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      asRoot ? 'user root;' : '',
      'worker_processes 2;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 512; }',
      'http {',
      '  access_log off;',
      `  client_body_temp_path ${dir}/tmp/body; proxy_temp_path ${dir}/tmp/proxy;`,
      `  fastcgi_temp_path ${dir}/tmp/fcgi; uwsgi_temp_path ${dir}/tmp/uwsgi; scgi_temp_path ${dir}/tmp/scgi;`,
      '  add_header X-Kade-Upstream $upstream_addr always;',
      `  include ${dir}/kade.conf;`,
      '}',
    ].join('\n'),
  );
  const proc: ChildProcess = spawn(bin, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout?.on('data', (d) => (out += String(d)));
  proc.stderr?.on('data', (d) => (out += String(d)));
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let t = 0; ; t++) {
    if (proc.exitCode !== null) throw new Error(`nginx exited (${proc.exitCode}):\n${out}`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (t > 100) throw new Error(`nginx did not answer:\n${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseUrl,
    output: () => out + readFileSync(path.join(dir, 'error.log'), 'utf8'),
    async stop() {
      if (proc.exitCode === null) proc.kill('SIGTERM');
      await exited;
    },
  };
}

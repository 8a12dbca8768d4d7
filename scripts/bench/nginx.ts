// nginx (Debian's package, when /usr/sbin/nginx exists) serving the same built files, as a
// reference point: one worker process like our one Node process, gzip_static for the .gz
// copies (Debian's nginx has no brotli module by default), no access log.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../tests/setup/free-port';
import type { BenchServer } from './bench-server';

export const NGINX = '/usr/sbin/nginx';

export async function startNginx(root: string): Promise<BenchServer | undefined> {
  if (!existsSync(NGINX)) return undefined;
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-nginx-'));
  const port = await freePort();
  const config = `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${root}/dist;
    gzip_static on;
    location / { try_files /pages$uri /web$uri =404; }
  }
}`;
  await writeFile(path.join(dir, 'nginx.conf'), config);
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off; user root;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    if (
      await fetch(`${url}/robots.txt`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    if (attempt > 50) throw new Error('nginx did not answer within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => void rm(dir, { recursive: true, force: true }).then(() => resolve()));
        child.kill('SIGTERM');
      }),
  };
}

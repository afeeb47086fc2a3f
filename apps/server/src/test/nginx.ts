import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server-process';

/** The deployment example the README gives (docs/deploy/nginx.conf); this fills in its {{...}}. */
const NGINX_CONF = path.resolve(import.meta.dirname, '../../../../docs/deploy/nginx.conf');
const NGINX = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

export interface Nginx {
  url: string;
  stop(): Promise<void>;
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * nginx (Debian's package) in front of `upstreams` (host:port of server processes), round robin, with the README's
 * configuration: the load balancer of the e2e journey (e2e/tests/load-balancer.spec.ts) and of the scale benchmark.
 */
export async function startNginx(upstreams: readonly string[]): Promise<Nginx> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-nginx-'));
  const port = await freePort();
  const conf = fs
    .readFileSync(NGINX_CONF, 'utf8')
    .replaceAll('{{prefix}}', prefix)
    .replace('{{servers}}', upstreams.map((u) => `server ${u} max_fails=1 fail_timeout=10s;`).join('\n    '))
    .replace('{{listen}}', `127.0.0.1:${port}`);
  // As root, nginx's workers would run as nobody, who cannot use the private temp dirs.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), user + conf);
  let output = '';
  const child: ChildProcess = spawn(NGINX, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const orphanGuard = () => child.kill('SIGKILL');
  process.once('exit', orphanGuard);
  const stop = async () => {
    process.off('exit', orphanGuard);
    if (child.exitCode === null && child.signalCode === null) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await gone;
    }
    fs.rmSync(prefix, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  while (!(await listening(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const log = fs.readFileSync(path.join(prefix, 'error.log'), { encoding: 'utf8', flag: 'a+' });
      await stop();
      throw new Error(`nginx did not start: ${output}${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url: `http://127.0.0.1:${port}`, stop };
}

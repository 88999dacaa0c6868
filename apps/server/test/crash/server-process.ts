import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));
const STARTUP_MS = 60_000;

/** The real server (src/main.ts) as a child process, restartable on the same settings. */
export class ServerProcess {
  /** Where clients reach it now; it changes at each restart (the port is the system's pick). */
  base = '';
  private child: ChildProcess | undefined;

  constructor(private readonly env: Record<string, string>) {}

  async start(): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: { ...process.env, ...this.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-4000);
    });
    this.base = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('server did not start in time')), STARTUP_MS);
      const lines = createInterface({ input: child.stdout });
      lines.on('line', (line) => {
        const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1];
        if (!address) return;
        clearTimeout(timer);
        resolve(address);
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`server exited with ${String(code)} before listening: ${errors}`));
      });
    });
  }

  /** As a crash would: no shutdown hook runs. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    this.base = '';
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  async restart(): Promise<void> {
    await this.kill();
    await this.start();
  }
}

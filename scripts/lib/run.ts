import { spawn, type SpawnOptions } from 'node:child_process';

export const ROOT = new URL('../../', import.meta.url).pathname.replace(/\/$/, '');

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a command and fails loudly if it fails. */
export async function mustRun(command: string, args: string[], options: SpawnOptions = {}) {
  const code = await run(command, args, options);
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}`);
}

/** Runs a command quietly and returns its combined output and exit code. */
export function capture(
  command: string,
  args: string[],
  options: SpawnOptions & { timeoutMs?: number } = {},
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = options.timeoutMs ? setTimeout(() => child.kill('SIGKILL'), options.timeoutMs) : null;
    child.on('error', (error) => resolve({ code: 127, output: String(error) }));
    child.on('exit', (code) => {
      if (timer) clearTimeout(timer);
      resolve({ code: code ?? 1, output });
    });
  });
}

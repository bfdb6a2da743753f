import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { capture } from './run';

/** firebase-tools 15 refuses to start Java emulators on Java < 21 (DESIGN §7). */
export const MIN_JAVA = 21;

export function parseJavaMajor(versionOutput: string): number | null {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(versionOutput);
  if (!match?.[1]) return null;
  const first = Number(match[1]);
  // Java 8 and older print "1.8.0_x".
  return first === 1 && match[2] ? Number(match[2]) : first;
}

async function majorOf(javaHome: string): Promise<number | null> {
  const binary = join(javaHome, 'bin', 'java');
  if (!existsSync(binary)) return null;
  const { output } = await capture(binary, ['-version'], { timeoutMs: 15_000 });
  return parseJavaMajor(output);
}

function candidateHomes(): string[] {
  const homes: string[] = [];
  if (process.env.JAVA_HOME) homes.push(process.env.JAVA_HOME);
  for (const root of ['/usr/lib/jvm', '/opt/java', '/usr/local/lib/jvm']) {
    if (!existsSync(root)) continue;
    for (const entry of readdirSync(root)) homes.push(join(root, entry));
  }
  return homes;
}

/** Finds a JDK/JRE home with Java ≥ 21: JAVA_HOME first, then the usual JVM folders. */
export async function findJavaHome(): Promise<{ home: string; major: number }> {
  const seen: string[] = [];
  for (const home of candidateHomes()) {
    const major = await majorOf(home);
    if (major !== null) seen.push(`${home} (Java ${major})`);
    if (major !== null && major >= MIN_JAVA) return { home, major };
  }
  // `java` on PATH without a known home (e.g. a custom install).
  const { output } = await capture('java', ['-version'], { timeoutMs: 15_000 });
  const pathMajor = parseJavaMajor(output);
  if (pathMajor !== null && pathMajor >= MIN_JAVA) return { home: '', major: pathMajor };
  throw new Error(
    [
      `The Firebase emulators need Java ${MIN_JAVA} or newer; found ${seen.length ? seen.join(', ') : 'none'}.`,
      'Install one (for example Eclipse Temurin 21+ or openjdk-21-jre-headless) and set JAVA_HOME to it.',
    ].join('\n'),
  );
}

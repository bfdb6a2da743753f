// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { installedFile } from './patchModules';
import { withoutLoadTimeStacks } from './reactLoadErrors';

const reactDomClient = installedFile('react-dom', 'cjs/react-dom-client.production.js');

describe('withoutLoadTimeStacks', () => {
  // Fails when an upgrade of React changes the errors its client creates as it loads.
  it('makes the four markers React creates as it loads without their constructor', () => {
    const changed = withoutLoadTimeStacks(reactDomClient) ?? '';
    for (const marker of [
      'HydrationMismatchException = __markerError(formatProdErrorMessage(519))',
      'SuspenseException = __markerError(formatProdErrorMessage(460))',
      'SuspenseyCommitException = __markerError(formatProdErrorMessage(474))',
      'SuspenseActionException = __markerError(formatProdErrorMessage(542))',
    ])
      expect(changed).toContain(marker);
    expect(changed).not.toMatch(/Exception = Error\(/);
    expect(changed.startsWith(reactDomClient.split('\n')[0] ?? '')).toBe(true);
    expect(changed.split('\n').slice(0, -2).length).toBe(reactDomClient.split('\n').length);
  });

  it('makes errors that React still recognises: same identity, message, prototype', () => {
    const code = 'var SuspenseException = Error(formatProdErrorMessage(460));';
    const module = new Function(
      'formatProdErrorMessage',
      `${withoutLoadTimeStacks(code)}; return SuspenseException;`,
    );
    const marker = module((code: number) => `Minified React error #${code}`);
    expect(marker).toBeInstanceOf(Error);
    expect(marker.message).toBe('Minified React error #460');
    expect(Object.getPrototypeOf(marker)).toBe(Error.prototype);
    expect(marker.stack).toBeUndefined();
  });

  it('leaves a module without such markers', () => {
    expect(withoutLoadTimeStacks('throw Error(formatProdErrorMessage(1));')).toBeNull();
  });
});

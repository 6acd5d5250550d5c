import { describe, expect, it } from 'vitest';
import { cameraProblem } from './camera';

const domError = (name: string) => Object.assign(new Error(name), { name });

describe('cameraProblem', () => {
  it('tells a refused permission from a missing or busy camera', () => {
    expect(cameraProblem(domError('NotAllowedError'), true)).toBe('denied');
    expect(cameraProblem(domError('SecurityError'), true)).toBe('denied');
    expect(cameraProblem(domError('NotFoundError'), true)).toBe('no-device');
    expect(cameraProblem(domError('OverconstrainedError'), true)).toBe('no-device');
    expect(cameraProblem(domError('NotReadableError'), true)).toBe('busy');
  });

  it('blames the connection on an insecure origin, whatever the error', () => {
    expect(cameraProblem(domError('NotAllowedError'), false)).toBe('insecure');
  });

  it('treats an unknown failure as no camera', () => {
    expect(cameraProblem('weird', true)).toBe('no-device');
  });
});

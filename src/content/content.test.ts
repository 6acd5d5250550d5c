import { describe, expect, it } from 'vitest';
import { validateAllContent } from './validate-all.server';

describe('content catalogues', () => {
  it('are valid, complete in both languages and consistent with each other', () => {
    expect(validateAllContent()).toEqual([]);
  });
});

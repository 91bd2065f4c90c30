import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writersOf } from '../../test/table-writers';

describe('the record of uploaded files', () => {
  it('is written by stored-files.ts alone', () => {
    expect(writersOf('storedFiles', 'stored_files')).toEqual([join('modules', 'files', 'stored-files.ts')]);
  });
});

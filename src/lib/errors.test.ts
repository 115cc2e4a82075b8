import { describe, expect, it } from 'vitest';
import { isRowChanged, ROW_CHANGED_MESSAGE, RowChangedError, throwSaveError } from './errors';

describe('stale saves (docs/decisions/0020)', () => {
  it('recognises only PT409 with detail row_changed', () => {
    expect(isRowChanged({ code: 'PT409', details: 'row_changed', message: 'x' })).toBe(true);
    expect(isRowChanged({ code: 'PT409', details: 'inbox_item_changed' })).toBe(false);
    expect(isRowChanged({ code: '23514', details: 'row_changed' })).toBe(false);
    expect(isRowChanged(null)).toBe(false);
    expect(isRowChanged('PT409')).toBe(false);
  });

  it('throwSaveError turns a stale save into RowChangedError and rethrows anything else', () => {
    expect(() => throwSaveError({ code: 'PT409', details: 'row_changed' })).toThrow(RowChangedError);
    expect(() => throwSaveError({ code: 'PT409', details: 'row_changed' })).toThrow(ROW_CHANGED_MESSAGE);
    const other = { code: '23505', details: 'duplicate' };
    expect(() => throwSaveError(other)).toThrow(expect.objectContaining(other));
  });
});

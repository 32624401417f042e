import { describe, expect, it } from 'vitest';
import { matchesSearch, SEARCH_TOKENS_PER_ACCESS, searchTokensOf, searchWordOf } from './user-search-words.ts';

const john = ['john smith', 'john.smith@example.com', '+61412345678', 'active'].join('\u001f');

describe('the user search rule (word prefix)', () => {
  it("takes a row's distinct words as its tokens", () => {
    expect(searchTokensOf(john)).toEqual(['john', 'smith', 'example', 'com', '61412345678', 'active']);
    expect(searchTokensOf('élodie o’brien\u001fanne-marie@x.test')).toEqual(['élodie', 'o', 'brien', 'anne', 'marie', 'x', 'test']);
  });

  it('matches a term whose longest word begins a word of the row and whose whole text is in the row', () => {
    for (const term of ['smi', 'SMITH', ' john smith ', 'john.smith@ex', 'n.smith', '6141', 'act'])
      expect(matchesSearch(john, term), term).toBe(true);
    for (const term of ['mith', 'smith john', 'ohn smi', '412', 'inactive']) expect(matchesSearch(john, term), term).toBe(false);
  });

  it('has no word to read by for a term of no letter or digit', () => {
    expect(searchWordOf(' .@ ')).toBeUndefined();
    expect(searchWordOf('john.smith@ex')).toBe('smith');
    expect(matchesSearch(john, '@')).toBe(false);
  });

  it('keeps at most SEARCH_TOKENS_PER_ACCESS tokens of a row', () => {
    const many = Array.from({ length: 60 }, (_, i) => `w${i}`).join('.');
    expect(searchTokensOf(`a b\u001f${many}@x.test`)).toHaveLength(SEARCH_TOKENS_PER_ACCESS);
  });
});

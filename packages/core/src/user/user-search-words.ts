import { LIST_SEARCH_SEPARATOR } from '../table.ts';

/**
 * The user list's search rule (word prefix), one function for the token read and for any full scan that checks it.
 * A row's words are its lower-cased search text (member-list.ts memberListFields: full name, username, mobile while a
 * member, status) split on everything that is not a letter or a digit; each distinct word is a token row
 * (user-search-token-entity.ts). A term matches a row when one of the row's words begins with the term's longest
 * word and the row's search text holds the whole term: 'smi', 'john smith', 'john.smith@ex' and '0412' find John
 * Smith (john.smith@example.com, +61 412 ...), 'mith' does not. A term without a letter or digit has no word to look
 * up; the list then reads its range as before (searchWordOf answers undefined).
 */

/** The longest word kept in a token row (a key holds at most 1 KB); longer words and terms compare on this much. */
export const SEARCH_TOKEN_MAX = 64;
/**
 * The most token rows of one access, its first distinct words (a person has 6 to 9; an e-mail of many dots could
 * otherwise push an invited upload row's transaction past DynamoDB's 100 items). A word past them is not found.
 */
export const SEARCH_TOKENS_PER_ACCESS = 24;

const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0);

/** The term as the search compares it: trimmed and lower-cased, the field separator dropped. */
export const searchTermOf = (term: string) => term.split(LIST_SEARCH_SEPARATOR).join('').trim().toLowerCase();

/** The token rows of a search text: its first SEARCH_TOKENS_PER_ACCESS distinct words, each cut to SEARCH_TOKEN_MAX. */
export function searchTokensOf(listSearch: string): string[] {
  return [...new Set(wordsOf(listSearch.toLowerCase()).map((w) => w.slice(0, SEARCH_TOKEN_MAX)))].slice(0, SEARCH_TOKENS_PER_ACCESS);
}

/** The word of a term the token rows are read by (its longest, the first of equals), or undefined when it has none. */
export function searchWordOf(term: string): string | undefined {
  const words = wordsOf(searchTermOf(term));
  if (words.length === 0) return undefined;
  return words.reduce((a, b) => (b.length > a.length ? b : a)).slice(0, SEARCH_TOKEN_MAX);
}

/** True when the row of search text `listSearch` matches `term` (a term with a word; see the file's comment). */
export function matchesSearch(listSearch: string, term: string): boolean {
  const word = searchWordOf(term);
  if (word === undefined) return false;
  return listSearch.includes(searchTermOf(term)) && searchTokensOf(listSearch).some((t) => t.startsWith(word));
}

/**
 * Folds text for search: lower case, no tone marks or other accents, đ as d, single spaces.
 * A learner typing "khoa hoc" finds "Khoá học", and "KHOÁ" finds it too; Chinese is untouched
 * (a substring of the characters matches). Titles and queries go through the same fold.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Escapes LIKE's wildcards so that a learner's "%" or "_" matches itself. */
export function likePattern(folded: string): string {
  return `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

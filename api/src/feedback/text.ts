import { numberWords } from './numbers';

/**
 * Turning a sentence into the tokens the engine compares, while remembering which piece of
 * the sentence as typed each token came from (so feedback can point at the learner's words).
 */

export type FeedbackLanguage = 'vi' | 'en' | 'zh';

export interface Token {
  /** The compared form: lower case; Vietnamese tone marks written in one canonical way. */
  key: string;
  /** Vietnamese without any marks (đ → d), as typed on a keyboard without Telex. Else `key`. */
  bare: string;
  /** Index of the piece of the typed sentence this token comes from. */
  piece: number;
}

export interface Tokenised {
  language: FeedbackLanguage;
  /** The typed sentence cut into pieces: a word with the spaces and punctuation after it. */
  pieces: string[];
  /** The word of each piece, as typed. */
  words: string[];
  tokens: Token[];
}

const TONE_MARKS = /[\u0300\u0301\u0303\u0309\u0323]/gu;
const TONE_DIGIT: Record<string, string> = {
  '\u0300': '2', // huyền
  '\u0301': '1', // sắc
  '\u0303': '4', // ngã
  '\u0309': '3', // hỏi
  '\u0323': '5', // nặng
};

/**
 * NFC, then full-width letters, digits and punctuation as their ordinary forms (a Chinese
 * keyboard types ，and Ａ), and one kind of apostrophe.
 */
export function normaliseText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\uFF01-\uFF5E]/gu, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[\u2018\u2019\u02BC`´]/gu, "'")
    .replace(/\u3000/gu, ' ');
}

/**
 * A Vietnamese syllable with its tone as a digit at the end: "hòa" and "hoà" (both spellings
 * are in use) become the same "hoa2".
 */
export function vietnameseKey(syllable: string): string {
  const decomposed = syllable.normalize('NFD');
  let tone = '';
  const base = decomposed.replace(TONE_MARKS, (mark) => {
    tone = TONE_DIGIT[mark] ?? '';
    return '';
  });
  return base.normalize('NFC') + tone;
}

/** Without any Vietnamese marks: "Việt Nam" → "viet nam". */
export function bareLatin(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/gu, 'd')
    .replace(/Đ/gu, 'D')
    .normalize('NFC');
}

export function hasVietnameseMarks(text: string): boolean {
  return /[đĐ]/u.test(text) || /[\u0300-\u0309\u031B\u0323]/u.test(text.normalize('NFD'));
}

const EN_CONTRACTIONS: Record<string, string[]> = {
  "i'm": ['i', 'am'],
  "you're": ['you', 'are'],
  "we're": ['we', 'are'],
  "they're": ['they', 'are'],
  "it's": ['it', 'is'],
  "he's": ['he', 'is'],
  "she's": ['she', 'is'],
  "that's": ['that', 'is'],
  "there's": ['there', 'is'],
  "what's": ['what', 'is'],
  "where's": ['where', 'is'],
  "who's": ['who', 'is'],
  "how's": ['how', 'is'],
  "let's": ['let', 'us'],
  "i've": ['i', 'have'],
  "you've": ['you', 'have'],
  "we've": ['we', 'have'],
  "they've": ['they', 'have'],
  "i'll": ['i', 'will'],
  "you'll": ['you', 'will'],
  "he'll": ['he', 'will'],
  "she'll": ['she', 'will'],
  "we'll": ['we', 'will'],
  "they'll": ['they', 'will'],
  "it'll": ['it', 'will'],
  "i'd": ['i', 'would'],
  "you'd": ['you', 'would'],
  "we'd": ['we', 'would'],
  "they'd": ['they', 'would'],
  "can't": ['cannot'],
  "won't": ['will', 'not'],
  "don't": ['do', 'not'],
  "doesn't": ['does', 'not'],
  "didn't": ['did', 'not'],
  "isn't": ['is', 'not'],
  "aren't": ['are', 'not'],
  "wasn't": ['was', 'not'],
  "weren't": ['were', 'not'],
  "haven't": ['have', 'not'],
  "hasn't": ['has', 'not'],
  "hadn't": ['had', 'not'],
  "couldn't": ['could', 'not'],
  "shouldn't": ['should', 'not'],
  "wouldn't": ['would', 'not'],
  "mustn't": ['must', 'not'],
};

/** English compared forms of one typed word: contractions spelt out, other apostrophes gone. */
function englishKeys(word: string): string[] {
  const lower = word.toLowerCase();
  return (EN_CONTRACTIONS[lower] ?? [lower.replace(/'/gu, '')]).filter(Boolean);
}

const WORD = /[\p{L}\p{M}\p{N}]+(?:'[\p{L}\p{M}\p{N}]+)*/gu;
const zhSegmenter = new Intl.Segmenter('zh', { granularity: 'word' });

/**
 * Cuts a typed sentence into pieces, one per word, each with the spaces and punctuation that
 * follow it (the first also with what comes before it), so the pieces put together are the
 * sentence as typed.
 */
function cutIntoPieces(
  text: string,
  language: FeedbackLanguage,
  typed: string,
): { pieces: string[]; words: string[] } {
  const spans: { start: number; end: number }[] = [];
  if (language === 'zh') {
    for (const segment of zhSegmenter.segment(text)) {
      if (segment.isWordLike) {
        spans.push({ start: segment.index, end: segment.index + segment.segment.length });
      }
    }
  } else {
    for (const match of text.matchAll(WORD)) {
      spans.push({ start: match.index, end: match.index + match[0].length });
    }
  }
  const words = spans.map((span) => text.slice(span.start, span.end));
  const pieces = spans.map((span, i) =>
    typed.slice(i === 0 ? 0 : span.start, spans[i + 1]?.start ?? typed.length),
  );
  return { pieces, words };
}

/** The typed sentence as pieces and compared tokens. */
export function tokenise(typed: string, language: FeedbackLanguage): Tokenised {
  const text = normaliseText(typed);
  // The folds after NFC swap one UTF-16 unit for one: the spans found in the folded text
  // cut the typed one, so the pieces show what the learner typed.
  const { pieces, words } = cutIntoPieces(text, language, typed.normalize('NFC'));
  const tokens: Token[] = [];
  words.forEach((word, piece) => {
    const spelt = /^\d+$/u.test(word) ? numberWords(word, language) : [word];
    for (const part of spelt) {
      if (language === 'en') {
        for (const key of englishKeys(part)) tokens.push({ key, bare: key, piece });
      } else if (language === 'vi') {
        // Vietnamese is written one syllable per word, so a token is a syllable.
        const lower = part.toLowerCase().replace(/'/gu, '');
        tokens.push({ key: vietnameseKey(lower), bare: bareLatin(lower), piece });
      } else {
        // Chinese words are aligned character by character: a wrong character in a word is
        // told apart from a wrong word, whatever the segmenter made of the typo.
        for (const character of part.toLowerCase().match(/\p{Script=Han}|[^\p{Script=Han}]+/gu) ??
          []) {
          tokens.push({ key: character, bare: character, piece });
        }
      }
    }
  });
  return { language, pieces, words, tokens };
}

/** What scripts a typed text uses, to tell an answer in the wrong language. */
export function scriptProfile(text: string): { han: number; latin: number; marked: number } {
  const han = (text.match(/\p{Script=Han}/gu) ?? []).length;
  const latin = (text.match(/\p{Script=Latin}/gu) ?? []).length;
  const marked = (normaliseText(text).match(/[^\s]+/gu) ?? []).filter(hasVietnameseMarks).length;
  return { han, latin, marked };
}

/** The words chrF++ counts: the segmenter's words for Chinese, the tokens otherwise. */
export function comparedWords(tokenised: Tokenised, key: 'key' | 'bare' = 'key'): string[] {
  const words: string[] = [];
  let lastPiece = -1;
  for (const token of tokenised.tokens) {
    if (tokenised.language === 'zh' && token.piece === lastPiece) {
      words[words.length - 1] += token[key];
    } else {
      words.push(token[key]);
    }
    lastPiece = token.piece;
  }
  return words;
}

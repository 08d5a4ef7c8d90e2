import { Type, type Static } from 'typebox';

/**
 * What the feedback engine says about a learner's translation. The API streams it in parts
 * (score first, vocabulary last); the lesson screen shows each part as it arrives.
 */

export const VERDICTS = ['correct', 'almost', 'incorrect'] as const;
export type Verdict = (typeof VERDICTS)[number];

/** What the engine recognised in an answer; the explanation is written from these. */
export const FEEDBACK_FINDINGS = [
  /** The same as a reference but for case, spaces and punctuation. */
  'exact',
  /** Worded differently from every reference, close enough to accept. */
  'accepted_variant',
  /** Vietnamese: right syllables, tone marks missing or wrong. */
  'tone_marks',
  /** A word misspelt by a letter or two. */
  'typo',
  /** The right words in a different order. */
  'word_order',
  'missing_word',
  'extra_word',
  'wrong_word',
  /** A negation added or dropped: the sentence says the opposite. */
  'negation',
  /** Too far from every reference to be the same sentence. */
  'different_meaning',
  'empty',
  'wrong_language',
  'copied_prompt',
] as const;
export type FeedbackFinding = (typeof FEEDBACK_FINDINGS)[number];

export const AnswerPartSchema = Type.Object({
  /** A piece of the learner's answer as typed, with the spaces and punctuation after it. */
  text: Type.String(),
  status: Type.Enum(['correct', 'incorrect'] as const),
  /** For an incorrect piece, what the closest reference has there (if anything). */
  expected: Type.Optional(Type.String()),
});
export type AnswerPart = Static<typeof AnswerPartSchema>;

export const SuggestionSchema = Type.Object({
  action: Type.Enum(['replace', 'add', 'remove', 'move'] as const),
  /** The learner's words the suggestion is about (empty for `add`). */
  text: Type.String(),
  /** The words to put instead (`replace`) or to add (`add`). */
  replacement: Type.Optional(Type.String()),
  /** For `add`: the learner's word after which to add it; absent means at the start. */
  after: Type.Optional(Type.String()),
});
export type Suggestion = Static<typeof SuggestionSchema>;

export const GrammarNoteSchema = Type.Object({
  code: Type.String(),
  title: Type.String(),
  explanation: Type.String(),
});
export type GrammarNote = Static<typeof GrammarNoteSchema>;

export const VocabularyNoteSchema = Type.Object({
  word: Type.String(),
  reading: Type.Optional(Type.String()),
  part_of_speech: Type.String(),
  meaning: Type.String(),
});
export type VocabularyNote = Static<typeof VocabularyNoteSchema>;

export const TranslationFeedbackSchema = Type.Object({
  /** 0–100: the verdict's band, and within it chrF++ against the closest reference. */
  score: Type.Integer({ minimum: 0, maximum: 100 }),
  verdict: Type.Enum(VERDICTS),
  findings: Type.Array(Type.Enum(FEEDBACK_FINDINGS)),
  parts: Type.Array(AnswerPartSchema),
  suggestions: Type.Array(SuggestionSchema),
  /** The corrected sentence closest to what the learner wrote. */
  corrected: Type.String(),
  /** The reference translation the answer was compared with. */
  reference: Type.String(),
  explanation: Type.String(),
  grammar: Type.Array(GrammarNoteSchema),
  vocabulary: Type.Array(VocabularyNoteSchema),
});
export type TranslationFeedback = Static<typeof TranslationFeedbackSchema>;

/** Score bands of the verdicts: a correct answer never shows a failing score. */
export const VERDICT_SCORE_BANDS: Record<Verdict, { min: number; max: number }> = {
  correct: { min: 85, max: 100 },
  almost: { min: 50, max: 84 },
  incorrect: { min: 0, max: 49 },
};

import {
  VERDICT_SCORE_BANDS,
  type AnswerPart,
  type FeedbackFinding,
  type GrammarNote,
  type Suggestion,
  type TranslationFeedback,
  type Verdict,
  type VocabularyNote,
} from '@lingualoop/shared/contracts';
import type { PromptNotes } from '../db/schema';
import { alignTokens, type AlignmentStep } from './align';
import { chrfPlusPlus } from './chrf';
import { explain, type ExplanationFacts } from './explain';
import {
  comparedWords,
  hasVietnameseMarks,
  scriptProfile,
  tokenise,
  type FeedbackLanguage,
  type Token,
  type Tokenised,
} from './text';

/**
 * The built-in feedback engine: pure, offline, reference-based. Given a learner's answer and
 * the prompt's reference translations in the answer's language, it scores the answer with
 * chrF++ against the closest reference, aligns the words to find what is right and wrong,
 * and writes suggestions and an explanation. See README.md beside it for how well it agrees
 * with a teacher's judgement.
 */
export interface FeedbackInput {
  answer: string;
  /** The language of the answer and of the references. */
  language: FeedbackLanguage;
  references: readonly string[];
  /** The sentence to translate: an answer that copies it is told so. */
  prompt?: string | undefined;
  promptLanguage?: FeedbackLanguage | undefined;
  /** The language of the explanation and notes; the answer's language by default. */
  interfaceLanguage?: FeedbackLanguage | undefined;
  notes?: PromptNotes | undefined;
}

/** Above this chrF++ a longer answer may have one content error in eight words and be "almost". */
export const ACCEPT_SCORE = 80;
/** Above this, one content error in five words; below it, the sentence says something else. */
export const ALMOST_SCORE = 58;

/** Words that turn a sentence into its opposite (Chinese: characters, as its tokens are). */
const NEGATIONS: Record<FeedbackLanguage, ReadonlySet<string>> = {
  en: new Set(['not', 'no', 'never', 'cannot', 'nothing', 'nobody', 'none']),
  vi: new Set(['không', 'chưa', 'chẳng', 'chả', 'đừng', 'chớ'].map(keyOfVi)),
  zh: new Set(['不', '没', '别', '未', '无', '勿']),
};

/**
 * Vietnamese negations as typed without any marks. Only read in an answer typed so: "cho"
 * and "dung" are other words ("give", "use") in a sentence written with its marks.
 */
const UNMARKED_VI_NEGATIONS = new Set(['khong', 'chua', 'chang']);

/** Small words whose slip is a matter of form, not meaning. */
const FUNCTION_WORDS: Record<FeedbackLanguage, ReadonlySet<string>> = {
  en: new Set(
    'a an the to of in on at for is are am was were be do does did will would just very really so too also then'.split(
      ' ',
    ),
  ),
  vi: new Set(
    'thì là mà đã đang sẽ rất lắm cái con chiếc những các của ạ nhé nhỉ à ơi vậy rồi cũng thật quá'
      .split(' ')
      .map(keyOfVi),
  ),
  zh: new Set('的 了 是 很 吗 呢 吧 啊 也 都 在 就 得 地 着 过 一 个 真'.split(' ')),
};

const COMMON_ENGLISH = new Set(
  'i you he she it we they my your his her our their me him us them the a an is are am was were be have has do does did not to of in on at for with and or but this that what where when how why like want go come very can will would please thank hello hi yes no good'.split(
    ' ',
  ),
);

function keyOfVi(word: string): string {
  return tokenise(word, 'vi').tokens[0]?.key ?? word;
}

interface Candidate {
  text: string;
  tokenised: Tokenised;
  score: number;
}

interface Analysis {
  verdict: Verdict;
  findings: FeedbackFinding[];
  score: number;
  reference: Candidate | undefined;
  steps: AlignmentStep[];
}

const wordsOf = (tokenised: Tokenised, key: 'key' | 'bare' = 'key') => ({
  words: comparedWords(tokenised, key),
});

/** chrF++ of the answer against a reference; Vietnamese also without marks, counted half. */
function similarity(answer: Tokenised, reference: Tokenised, language: FeedbackLanguage) {
  const exact = chrfPlusPlus(wordsOf(answer), wordsOf(reference));
  if (language !== 'vi') return exact;
  const bare = chrfPlusPlus(wordsOf(answer, 'bare'), wordsOf(reference, 'bare'));
  return Math.max(exact, (exact + bare) / 2);
}

function isWrongLanguage(input: FeedbackInput, answer: Tokenised, closest: number): boolean {
  const script = scriptProfile(input.answer);
  if (input.language === 'zh') return script.han === 0;
  if (script.han > script.latin) return true;
  const count = answer.words.length;
  if (input.language === 'en') return script.marked > 0 && script.marked >= count * 0.3;
  // Vietnamese typed without marks is still Vietnamese; English looks like English words.
  if (hasVietnameseMarks(input.answer) || closest >= ALMOST_SCORE) return false;
  const english = answer.words.filter((w) => COMMON_ENGLISH.has(w.toLowerCase())).length;
  return english >= Math.max(1, count * 0.3);
}

function isCopiedPrompt(input: FeedbackInput): boolean {
  if (!input.prompt || !input.promptLanguage || input.promptLanguage === input.language) {
    return false;
  }
  const asPrompt = tokenise(input.answer, input.promptLanguage);
  const prompt = tokenise(input.prompt, input.promptLanguage);
  return chrfPlusPlus(wordsOf(asPrompt), wordsOf(prompt)) >= 85;
}

const sameSequence = (a: readonly Token[], b: readonly Token[]) =>
  a.length === b.length && a.every((token, i) => token.key === b[i]!.key);

/** How many negations a sentence has. */
function negationCount(sentence: Tokenised, typedWithoutMarks: boolean): number {
  const negations = NEGATIONS[sentence.language];
  const unmarked = typedWithoutMarks && sentence.language === 'vi';
  return sentence.tokens.filter(
    (t) => negations.has(t.key) || (unmarked && UNMARKED_VI_NEGATIONS.has(t.bare)),
  ).length;
}

function analyse(input: FeedbackInput, answer: Tokenised): Analysis {
  const none = (finding: FeedbackFinding, reference?: Candidate): Analysis => ({
    verdict: 'incorrect',
    findings: [finding],
    score: 0,
    reference,
    steps: [],
  });
  if (answer.tokens.length === 0) return none('empty');
  if (isCopiedPrompt(input)) return none('copied_prompt');

  const candidates: Candidate[] = input.references
    .map((text) => ({ text, tokenised: tokenise(text, input.language) }))
    .filter((c) => c.tokenised.tokens.length > 0)
    .map((c) => ({ ...c, score: similarity(answer, c.tokenised, input.language) }));
  const exact = candidates.find((c) => sameSequence(answer.tokens, c.tokenised.tokens));
  if (exact) {
    return { verdict: 'correct', findings: ['exact'], score: 100, reference: exact, steps: [] };
  }
  const best = candidates.reduce<Candidate | undefined>(
    (top, c) => (!top || c.score > top.score ? c : top),
    undefined,
  );
  if (isWrongLanguage(input, answer, best?.score ?? 0)) return none('wrong_language', best);
  if (!best) return none('different_meaning');

  const language = input.language;
  const reference = best.tokenised;
  const steps = alignTokens(answer.tokens, reference.tokens, language);
  // What the references agree on: a word some reference uses is not a mistake, and a word
  // some reference goes without is not missing.
  const others = candidates.map((c) => new Set(c.tokenised.tokens.map((t) => t.key)));
  // Chinese tokens are characters, which every sentence shares: there the answer's whole
  // word must be a word of some reference.
  const referenceWords = candidates.map((c) => new Set(comparedWords(c.tokenised)));
  const someReferenceUses = (token: Token) =>
    language === 'zh'
      ? referenceWords.some((words) => words.has(answer.words[token.piece]!.toLowerCase()))
      : others.some((words) => words.has(token.key));
  const someReferenceLacks = (key: string) => others.some((words) => !words.has(key));
  const functional = (token: Token) => FUNCTION_WORDS[language].has(token.key);

  const findings = new Set<FeedbackFinding>();
  let slips = 0; // errors of form: tone marks, spelling, order, small words
  let errors = 0; // errors of content: another word, a missing or extra content word
  const accepted: AlignmentStep[] = [];
  const movedPositions: number[] = [];
  for (const step of steps) {
    switch (step.kind) {
      case 'tone':
        findings.add('tone_marks');
        slips += 1;
        break;
      case 'typo':
        findings.add('typo');
        slips += 1;
        break;
      case 'moved':
        findings.add('word_order');
        movedPositions.push(step.answer);
        break;
      case 'substitute':
        if (someReferenceUses(answer.tokens[step.answer]!)) accepted.push(step);
        else {
          findings.add('wrong_word');
          errors += 1;
        }
        break;
      case 'extra': {
        const typed = answer.tokens[step.answer]!;
        if (someReferenceUses(typed)) accepted.push(step);
        else {
          findings.add('extra_word');
          if (functional(typed)) slips += 1;
          else errors += 1;
        }
        break;
      }
      case 'missing': {
        const wanted = reference.tokens[step.reference]!;
        if (someReferenceLacks(wanted.key)) accepted.push(step);
        else {
          findings.add('missing_word');
          if (functional(wanted)) slips += 1;
          else errors += 1;
        }
        break;
      }
      default:
        break;
    }
  }
  // Words moved a little are an order slip; content words trading places far apart (left
  // and right, April and May) change what the sentence says.
  const farApart =
    movedPositions.length >= 2 &&
    Math.max(...movedPositions) - Math.min(...movedPositions) > 2 &&
    movedPositions.some((i) => !functional(answer.tokens[i]!));
  if (!farApart && movedPositions.length > 0) slips += 1;

  const length = Math.max(reference.pieces.length, answer.pieces.length);
  const wrongWordsOnly =
    errors > 0 &&
    findings.has('wrong_word') &&
    !findings.has('missing_word') &&
    !findings.has('extra_word');
  let verdict: Verdict;
  const unmarkedAnswer = !hasVietnameseMarks(input.answer);
  if (negationCount(answer, unmarkedAnswer) !== negationCount(reference, false)) {
    findings.clear();
    findings.add('negation');
    verdict = 'incorrect';
  } else if (farApart) {
    verdict = 'incorrect';
  } else if (errors === 0 && slips === 0) {
    verdict = 'correct';
  } else if (errors === 0 && (findings.has('tone_marks') || slips <= 2)) {
    verdict = 'almost';
  } else if (wrongWordsOnly && errors <= 2 && length < 14) {
    // Another content word in a short sentence: usually another meaning (hot for spicy).
    verdict = 'incorrect';
  } else if (errors === 1 && slips <= 1 && length >= 4) {
    verdict = 'almost';
  } else if (best.score >= ACCEPT_SCORE && errors <= Math.max(1, length / 8)) {
    verdict = 'almost';
  } else if (best.score >= ALMOST_SCORE && errors <= Math.max(1, length / 5)) {
    verdict = 'almost';
  } else {
    verdict = 'incorrect';
  }
  if (verdict === 'correct') {
    findings.clear();
    findings.add('accepted_variant');
  } else if (verdict === 'incorrect' && !findings.has('negation') && errors > 2) {
    findings.clear();
    findings.add('different_meaning');
  }
  const shownSteps = steps.filter((step) => !accepted.includes(step));
  return {
    verdict,
    findings: [...findings],
    score: best.score,
    reference: best,
    steps: shownSteps,
  };
}

/**
 * The score shown: the verdict's band (correct 85–100, almost 50–84, incorrect 0–49), and
 * within it chrF++ against the closest reference. A correct answer never shows a failing
 * score, and a wrong one never outscores a nearly right one.
 */
function bandedScore(analysis: Analysis): number {
  const band = VERDICT_SCORE_BANDS[analysis.verdict];
  if (analysis.findings.includes('exact')) return 100;
  const chrf = Math.min(100, Math.max(0, analysis.score));
  return Math.round(band.min + ((band.max - band.min) * chrf) / 100);
}

function partsOf(answer: Tokenised, analysis: Analysis): AnswerPart[] {
  const wrong = new Map<number, string | undefined>();
  const reference = analysis.reference?.tokenised;
  const bad = analysis.verdict === 'incorrect' && analysis.steps.length === 0;
  for (const step of analysis.steps) {
    if (step.kind === 'match' || step.kind === 'missing') continue;
    const piece = answer.tokens[step.answer]!.piece;
    const expected =
      'reference' in step && reference
        ? reference.words[reference.tokens[step.reference]!.piece]
        : undefined;
    wrong.set(piece, expected);
  }
  return answer.pieces.map((text, piece) => {
    if (bad || wrong.has(piece)) {
      const expected = wrong.get(piece);
      return expected === undefined
        ? { text, status: 'incorrect' as const }
        : { text, status: 'incorrect' as const, expected };
    }
    return { text, status: 'correct' as const };
  });
}

function suggestionsOf(answer: Tokenised, analysis: Analysis): Suggestion[] {
  const reference = analysis.reference?.tokenised;
  if (!reference || analysis.verdict === 'correct') return [];
  const typed = (i: number) => answer.words[answer.tokens[i]!.piece]!;
  const right = (i: number) => reference.words[reference.tokens[i]!.piece]!;
  const suggestions: Suggestion[] = [];
  let lastTyped: string | undefined;
  for (const step of analysis.steps) {
    switch (step.kind) {
      case 'tone':
      case 'typo':
      case 'substitute':
        suggestions.push({
          action: 'replace',
          text: typed(step.answer),
          replacement: right(step.reference),
        });
        break;
      case 'extra':
        suggestions.push({ action: 'remove', text: typed(step.answer) });
        break;
      case 'moved':
        suggestions.push({ action: 'move', text: typed(step.answer) });
        break;
      case 'missing':
        suggestions.push({
          action: 'add',
          text: '',
          replacement: right(step.reference),
          ...(lastTyped ? { after: lastTyped } : {}),
        });
        break;
      default:
        break;
    }
    if ('answer' in step) lastTyped = typed(step.answer);
  }
  // One suggestion per word: "hoa → hòa" once, even if a contraction gave two tokens.
  return suggestions.filter(
    (s, i) =>
      suggestions.findIndex(
        (o) => o.action === s.action && o.text === s.text && o.replacement === s.replacement,
      ) === i,
  );
}

function explanationFacts(
  input: FeedbackInput,
  answer: Tokenised,
  analysis: Analysis,
): ExplanationFacts {
  const reference = analysis.reference?.tokenised;
  const typed = (i: number) => answer.words[answer.tokens[i]!.piece]!;
  const right = (i: number) => (reference ? reference.words[reference.tokens[i]!.piece]! : '');
  const pairsOf = (kind: AlignmentStep['kind']) => [
    ...new Map(
      analysis.steps.flatMap((s) =>
        s.kind === kind && 'reference' in s && 'answer' in s
          ? [[typed(s.answer), [typed(s.answer), right(s.reference)] as [string, string]]]
          : [],
      ),
    ).values(),
  ];
  const unique = (items: string[]) => [...new Set(items)];
  return {
    verdict: analysis.verdict,
    findings: analysis.findings,
    language: input.language,
    reference: analysis.reference?.text ?? '',
    tones: pairsOf('tone'),
    typos: pairsOf('typo'),
    wrongWords: pairsOf('substitute'),
    missing: unique(
      analysis.steps.flatMap((s) => (s.kind === 'missing' ? [right(s.reference)] : [])),
    ),
    extra: unique(analysis.steps.flatMap((s) => (s.kind === 'extra' ? [typed(s.answer)] : []))),
    moved: unique(analysis.steps.flatMap((s) => (s.kind === 'moved' ? [typed(s.answer)] : []))),
  };
}

function notesIn(notes: PromptNotes | undefined, language: FeedbackLanguage) {
  const pick = (texts: Record<string, string>) => texts[language] ?? texts.en ?? '';
  const grammar: GrammarNote[] = (notes?.grammar ?? []).map((g) => ({
    code: g.code,
    title: pick(g.title),
    explanation: pick(g.explanation),
  }));
  const vocabulary: VocabularyNote[] = (notes?.vocabulary ?? []).map((v) => ({
    word: v.word,
    ...(v.reading ? { reading: v.reading } : {}),
    part_of_speech: v.part_of_speech,
    meaning: pick(v.meaning),
  }));
  return { grammar, vocabulary };
}

/**
 * The feedback in the order the learner sees it, each part as soon as it is computed: the
 * score and verdict, the marked answer, the suggestions, the explanation, grammar, vocabulary.
 */
export function* feedbackSteps(input: FeedbackInput): Generator<Partial<TranslationFeedback>> {
  const interfaceLanguage = input.interfaceLanguage ?? input.language;
  const answer = tokenise(input.answer, input.language);
  const analysis = analyse(input, answer);
  yield {
    score: bandedScore(analysis),
    verdict: analysis.verdict,
    findings: analysis.findings,
    reference: analysis.reference?.text ?? '',
  };
  yield { parts: partsOf(answer, analysis) };
  const correct = analysis.verdict === 'correct';
  yield {
    suggestions: suggestionsOf(answer, analysis),
    corrected: correct ? input.answer.trim() : (analysis.reference?.text ?? ''),
  };
  yield { explanation: explain(explanationFacts(input, answer, analysis), interfaceLanguage) };
  const { grammar, vocabulary } = notesIn(input.notes, interfaceLanguage);
  yield { grammar };
  yield { vocabulary };
}

/** The whole feedback at once. */
export function evaluateAnswer(input: FeedbackInput): TranslationFeedback {
  let feedback: Partial<TranslationFeedback> = {};
  for (const part of feedbackSteps(input)) feedback = { ...feedback, ...part };
  return feedback as TranslationFeedback;
}

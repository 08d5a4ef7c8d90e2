import type { FeedbackFinding, Verdict } from '@lingualoop/shared/contracts';
import type { FeedbackLanguage } from './text';

/** What the explanation is written from: the findings and the words they are about. */
export interface ExplanationFacts {
  verdict: Verdict;
  findings: FeedbackFinding[];
  language: FeedbackLanguage;
  reference: string;
  /** Words typed → what they should be (tone marks, spelling, another word). */
  tones: [string, string][];
  typos: [string, string][];
  wrongWords: [string, string][];
  missing: string[];
  extra: string[];
  moved: string[];
}

type Texts = {
  language: Record<FeedbackLanguage, string>;
  quote: (text: string) => string;
  list: (items: string[]) => string;
  sentence: Record<FeedbackFinding, (facts: ExplanationFacts) => string>;
  closing: Record<Verdict, (facts: ExplanationFacts) => string>;
};

const pairs = (texts: Texts, items: [string, string][]) =>
  texts.list(items.map(([typed, right]) => `${texts.quote(typed)} → ${texts.quote(right)}`));
const words = (texts: Texts, items: string[]) => texts.list(items.map(texts.quote));

const vi: Texts = {
  language: { vi: 'tiếng Việt', en: 'tiếng Anh', zh: 'tiếng Trung' },
  quote: (text) => `“${text}”`,
  list: (items) => items.join(', '),
  sentence: {
    exact: () => 'Chính xác! Câu dịch của bạn trùng với đáp án.',
    accepted_variant: (f) =>
      `Đúng nghĩa. Cách diễn đạt của bạn hơi khác đáp án mẫu ${vi.quote(f.reference)} nhưng vẫn chấp nhận được.`,
    tone_marks: (f) =>
      `Bạn viết đúng các tiếng nhưng thiếu hoặc sai dấu thanh: ${pairs(vi, f.tones)}. Trong tiếng Việt, dấu thanh làm thay đổi nghĩa của từ.`,
    typo: (f) => `Có lỗi chính tả: ${pairs(vi, f.typos)}.`,
    word_order: (f) =>
      `Bạn dùng đúng từ nhưng sai trật tự (${words(vi, f.moved)}). Hãy xem lại vị trí của chúng trong câu mẫu.`,
    missing_word: (f) => `Câu của bạn còn thiếu ${words(vi, f.missing)}.`,
    extra_word: (f) => `Câu của bạn thừa ${words(vi, f.extra)}.`,
    wrong_word: (f) => `Nên dùng từ khác: ${pairs(vi, f.wrongWords)}.`,
    negation: () =>
      'Chú ý phủ định: câu của bạn mang nghĩa ngược lại với câu gốc (thêm hoặc thiếu từ phủ định).',
    different_meaning: () => 'Câu của bạn chưa diễn đạt đúng ý của câu gốc.',
    empty: () => 'Bạn chưa nhập câu trả lời. Hãy viết bản dịch rồi kiểm tra.',
    wrong_language: (f) => `Câu trả lời cần được viết bằng ${vi.language[f.language]}.`,
    copied_prompt: (f) =>
      `Bạn đang chép lại câu gốc. Hãy dịch câu đó sang ${vi.language[f.language]}.`,
  },
  closing: {
    correct: () => '',
    almost: (f) => `Gần đúng rồi! Câu đúng: ${vi.quote(f.reference)}.`,
    incorrect: (f) => `Một bản dịch đúng: ${vi.quote(f.reference)}.`,
  },
};

const en: Texts = {
  language: { vi: 'Vietnamese', en: 'English', zh: 'Chinese' },
  quote: (text) => `“${text}”`,
  list: (items) => items.join(', '),
  sentence: {
    exact: () => 'Exactly right! Your translation matches the answer.',
    accepted_variant: (f) =>
      `Right meaning. You worded it a little differently from the model answer ${en.quote(f.reference)}, and that is fine.`,
    tone_marks: (f) =>
      `The syllables are right but tone marks are missing or wrong: ${pairs(en, f.tones)}. In Vietnamese a tone mark changes the word.`,
    typo: (f) => `Check the spelling: ${pairs(en, f.typos)}.`,
    word_order: (f) =>
      `The words are right but in the wrong order (${words(en, f.moved)}). Compare with the model sentence.`,
    missing_word: (f) => `Your sentence is missing ${words(en, f.missing)}.`,
    extra_word: (f) => `Your sentence has ${words(en, f.extra)} too many.`,
    wrong_word: (f) => `Use another word: ${pairs(en, f.wrongWords)}.`,
    negation: () =>
      'Watch the negation: your sentence says the opposite of the original (a "not" added or dropped).',
    different_meaning: () => 'Your sentence does not yet say what the original says.',
    empty: () => 'You have not written an answer yet. Type your translation, then check it.',
    wrong_language: (f) => `Please write the answer in ${en.language[f.language]}.`,
    copied_prompt: (f) =>
      `You copied the original sentence. Translate it into ${en.language[f.language]}.`,
  },
  closing: {
    correct: () => '',
    almost: (f) => `Nearly there! The correct sentence: ${en.quote(f.reference)}.`,
    incorrect: (f) => `A correct translation: ${en.quote(f.reference)}.`,
  },
};

const zh: Texts = {
  language: { vi: '越南语', en: '英语', zh: '中文' },
  quote: (text) => `“${text}”`,
  list: (items) => items.join('、'),
  sentence: {
    exact: () => '完全正确！你的翻译和答案一致。',
    accepted_variant: (f) =>
      `意思正确。你的说法和参考答案${zh.quote(f.reference)}略有不同，也可以接受。`,
    tone_marks: (f) =>
      `音节都对，但声调符号缺失或有误：${pairs(zh, f.tones)}。在越南语中，声调不同，意思就不同。`,
    typo: (f) => `注意拼写：${pairs(zh, f.typos)}。`,
    word_order: (f) => `用词正确，但语序不对（${words(zh, f.moved)}）。请对照参考句子。`,
    missing_word: (f) => `你的句子缺少${words(zh, f.missing)}。`,
    extra_word: (f) => `你的句子多了${words(zh, f.extra)}。`,
    wrong_word: (f) => `换一个词：${pairs(zh, f.wrongWords)}。`,
    negation: () => '注意否定：你的句子和原句意思相反（多了或少了否定词）。',
    different_meaning: () => '你的句子还没有表达出原句的意思。',
    empty: () => '你还没有输入答案。请先写出译文，再检查。',
    wrong_language: (f) => `请用${zh.language[f.language]}作答。`,
    copied_prompt: (f) => `你抄写了原句。请把它翻译成${zh.language[f.language]}。`,
  },
  closing: {
    correct: () => '',
    almost: (f) => `差一点就对了！正确的句子：${zh.quote(f.reference)}。`,
    incorrect: (f) => `参考译文：${zh.quote(f.reference)}。`,
  },
};

const TEXTS: Record<FeedbackLanguage, Texts> = { vi, en, zh };

/** The explanation, in the interface language, one sentence per finding. */
export function explain(facts: ExplanationFacts, interfaceLanguage: FeedbackLanguage): string {
  const texts = TEXTS[interfaceLanguage];
  const sentences = facts.findings.map((finding) => texts.sentence[finding](facts));
  const noReference = ['empty', 'wrong_language', 'copied_prompt'].includes(
    facts.findings[0] ?? '',
  );
  if (!noReference && facts.reference) sentences.push(texts.closing[facts.verdict](facts));
  return sentences.filter(Boolean).join(interfaceLanguage === 'zh' ? '' : ' ');
}

import { describe, expect, it } from 'vitest';
import type { TranslationFeedback } from '@lingualoop/shared/contracts';
import { chrfPlusPlus } from './chrf';
import { evaluateAnswer, feedbackSteps, type FeedbackInput } from './engine';
import { baselineVerdict } from './evaluation/baseline';
import { agreement, pearson } from './evaluation/metrics';
import { numberWords } from './numbers';
import { tokenise } from './text';

const feedback = (
  input: Partial<FeedbackInput> & Pick<FeedbackInput, 'answer' | 'language' | 'references'>,
) => evaluateAnswer({ interfaceLanguage: 'en', ...input });
const marked = (f: TranslationFeedback) =>
  f.parts.map((p) => (p.status === 'incorrect' ? `[${p.text.trim()}]` : p.text)).join('');

const NAME = {
  vi: ['Xin chào! Tôi tên là Lý Minh.', 'Chào bạn! Tôi tên là Lý Minh.'],
  en: ['Hello! My name is Li Ming.', "Hello! I'm Li Ming."],
  zh: ['你好！我叫李明。', '你好！我的名字是李明。'],
};

describe('chrF++', () => {
  it('is 100 for the same sentence, 0 for nothing in common, and falls as words go missing', () => {
    const words = (text: string) => ({ words: text.split(' ') });
    expect(chrfPlusPlus(words('the cat sat'), words('the cat sat'))).toBe(100);
    expect(chrfPlusPlus(words('xyz'), words('the cat sat'))).toBe(0);
    const full = chrfPlusPlus(words('the cat sat on the mat'), words('the cat sat on the mat'));
    const short = chrfPlusPlus(words('the cat sat'), words('the cat sat on the mat'));
    const shorter = chrfPlusPlus(words('the cat'), words('the cat sat on the mat'));
    expect(full).toBeGreaterThan(short);
    expect(short).toBeGreaterThan(shorter);
  });
});

describe('normalising and tokenising', () => {
  it('reads both Vietnamese tone placements, full-width punctuation and numbers in figures', () => {
    expect(tokenise('Hòa bình', 'vi').tokens.map((t) => t.key)).toEqual(
      tokenise('hoà BÌNH', 'vi').tokens.map((t) => t.key),
    );
    expect(tokenise('你好，世界！', 'zh').words).toEqual(tokenise('你好,世界!', 'zh').words);
    expect(numberWords('25', 'en')).toEqual(['twenty', 'five']);
    expect(numberWords('25', 'vi')).toEqual(['hai', 'mươi', 'lăm']);
    expect(numberWords('21', 'vi')).toEqual(['hai', 'mươi', 'mốt']);
    expect(numberWords('20', 'zh')).toEqual(['二十']);
    expect(numberWords('2030', 'zh')).toEqual(['二千零三十']);
  });

  it('keeps the typed sentence in its pieces', () => {
    const { pieces } = tokenise('  Hello, my name is Li Ming!', 'en');
    expect(pieces.join('')).toBe('  Hello, my name is Li Ming!');
  });
});

describe('the feedback engine', () => {
  it('accepts a reference whatever the case, spacing and punctuation, in each language', () => {
    for (const [language, answer] of [
      ['vi', 'xin chào   tôi tên là lý minh'],
      ['en', 'hello, my name is LI MING'],
      ['zh', '你好,我叫李明'],
    ] as const) {
      const f = feedback({ language, answer, references: NAME[language] });
      expect(f, answer).toMatchObject({ verdict: 'correct', score: 100, findings: ['exact'] });
      expect(f.parts.every((p) => p.status === 'correct')).toBe(true);
    }
  });

  it('accepts figures for the numbers a reference spells out, in each language', () => {
    expect(
      feedback({
        language: 'en',
        answer: 'I am 25 years old.',
        references: ['I am twenty-five years old.'],
      }).verdict,
    ).toBe('correct');
    expect(
      feedback({ language: 'vi', answer: 'Tôi 25 tuổi.', references: ['Tôi hai mươi lăm tuổi.'] })
        .verdict,
    ).toBe('correct');
    expect(
      feedback({ language: 'zh', answer: '我25岁。', references: ['我二十五岁。'] }).verdict,
    ).toBe('correct');
  });

  it('tells a Vietnamese answer that is right but for tone marks, and which ones', () => {
    const f = feedback({
      language: 'vi',
      answer: 'xin chao toi ten la ly minh',
      references: NAME.vi,
    });
    expect(f.verdict).toBe('almost');
    expect(f.findings).toEqual(['tone_marks']);
    expect(f.suggestions).toContainEqual({ action: 'replace', text: 'chao', replacement: 'chào' });
    expect(marked(f)).toContain('[chao]');
    expect(f.explanation).toContain('“chao” → “chào”');
    const inVietnamese = evaluateAnswer({
      language: 'vi',
      answer: 'Xin chao! Toi ten la Ly Minh.',
      references: NAME.vi,
      interfaceLanguage: 'vi',
    });
    expect(inVietnamese.explanation).toContain('dấu thanh');
  });

  it('tells a one-letter typo in a long word (English, Vietnamese) and a wrong character (Chinese)', () => {
    const en = feedback({
      language: 'en',
      answer: 'The weather is beautful today.',
      references: ['The weather is beautiful today.'],
    });
    expect(en).toMatchObject({ verdict: 'almost', findings: ['typo'] });
    expect(en.suggestions).toEqual([
      { action: 'replace', text: 'beautful', replacement: 'beautiful' },
    ]);
    const vi = feedback({
      language: 'vi',
      answer: 'Tôi học ở trườg đại học.',
      references: ['Tôi học ở trường đại học.'],
    });
    expect(vi).toMatchObject({ verdict: 'almost', findings: ['typo'] });
    expect(vi.explanation).toContain('“trườg” → “trường”');
    const zh = feedback({
      language: 'zh',
      answer: '这是我的朋友，她是老帅。',
      references: ['这是我的朋友，她是老师。'],
    });
    expect(zh.verdict).not.toBe('correct');
    expect(marked(zh)).toBe('这是我的朋友，她是老[帅。]');
  });

  it('tells a wrong word order, in each language', () => {
    for (const [language, answer, reference] of [
      ['en', 'Hello! Name my is Li Ming.', 'Hello! My name is Li Ming.'],
      ['vi', 'Tôi thích rất cà phê.', 'Tôi rất thích cà phê.'],
      ['zh', '我喜欢很喝咖啡。', '我很喜欢喝咖啡。'],
    ] as const) {
      const f = feedback({ language, answer, references: [reference] });
      expect(f.findings, answer).toContain('word_order');
      expect(f.verdict, answer).toBe('almost');
      expect(
        f.suggestions.some((s) => s.action === 'move'),
        answer,
      ).toBe(true);
    }
  });

  it('calls content words trading places a different sentence', () => {
    const f = feedback({
      language: 'en',
      answer: 'Turn right at the crossroads, not left.',
      references: ['Turn left at the crossroads, not right.'],
    });
    expect(f.verdict).toBe('incorrect');
  });

  it('tells a missing and an extra small word, in each language', () => {
    const missing = [
      ['en', 'I am English teacher.', 'I am an English teacher.', 'an'],
      ['vi', 'Tôi tên Lý Minh.', 'Tôi tên là Lý Minh.', 'là'],
      ['zh', '我吃饭。', '我吃饭了。', '了'],
    ] as const;
    for (const [language, answer, reference, word] of missing) {
      const f = feedback({ language, answer, references: [reference] });
      expect(f, answer).toMatchObject({ verdict: 'almost', findings: ['missing_word'] });
      expect(f.suggestions, answer).toContainEqual(
        expect.objectContaining({ action: 'add', replacement: word }),
      );
    }
    const extra = [
      ['en', 'She is a very the good cook.', 'She is a very good cook.', 'the'],
      ['vi', 'Tôi thì thích cà phê.', 'Tôi thích cà phê.', 'thì'],
      ['zh', '我的很喜欢喝咖啡。', '我很喜欢喝咖啡。', '的'],
    ] as const;
    for (const [language, answer, reference, word] of extra) {
      const f = feedback({ language, answer, references: [reference] });
      expect(f.findings, answer).toContain('extra_word');
      expect(f.verdict, answer).toBe('almost');
      expect(f.explanation, answer).toContain(word);
    }
  });

  it('calls a dropped or added negation wrong, in each language', () => {
    for (const [language, answer, reference] of [
      ['en', "I don't like coffee.", 'I like coffee.'],
      ['vi', 'Tôi không thích cà phê.', 'Tôi thích cà phê.'],
      ['zh', '我不喜欢喝咖啡。', '我喜欢喝咖啡。'],
    ] as const) {
      const f = feedback({ language, answer, references: [reference] });
      expect(f, answer).toMatchObject({ verdict: 'incorrect', findings: ['negation'] });
      expect(f.score).toBeLessThan(50);
    }
  });

  it('reads a Vietnamese negation typed without marks, and not "cho" or "dùng" as one', () => {
    const unmarked = feedback({
      language: 'vi',
      answer: 'toi khong thich ca phe',
      references: ['Tôi thích cà phê.'],
    });
    expect(unmarked.findings).toEqual(['negation']);
    const given = feedback({
      language: 'vi',
      answer: 'Tôi gửi thư cho anh ấy.',
      references: ['Tôi gửi thư tới anh ấy.'],
    });
    expect(given.findings).not.toContain('negation');
  });

  it('recognises an empty answer, the wrong language or script, and a copied prompt', () => {
    for (const language of ['vi', 'en', 'zh'] as const) {
      for (const answer of ['', '   ', '?!']) {
        expect(feedback({ language, answer, references: NAME[language] })).toMatchObject({
          verdict: 'incorrect',
          score: 0,
          findings: ['empty'],
        });
      }
    }
    expect(
      feedback({ language: 'en', answer: 'Xin chào! Tôi tên là Lý Minh.', references: NAME.en })
        .findings,
    ).toEqual(['wrong_language']);
    expect(
      feedback({ language: 'vi', answer: 'Hello! My name is Li Ming.', references: NAME.vi })
        .findings,
    ).toEqual(['wrong_language']);
    expect(
      feedback({ language: 'zh', answer: 'ni hao wo jiao li ming', references: NAME.zh }).findings,
    ).toEqual(['wrong_language']);
    expect(
      feedback({ language: 'vi', answer: '你好！我叫李明。', references: NAME.vi }).findings,
    ).toEqual(['wrong_language']);
    const copied = feedback({
      language: 'vi',
      answer: '你好！我叫李明。',
      references: NAME.vi,
      prompt: '你好！我叫李明。',
      promptLanguage: 'zh',
    });
    expect(copied.findings).toEqual(['copied_prompt']);
    const copiedEnglish = feedback({
      language: 'zh',
      answer: 'hello my name is li ming',
      references: NAME.zh,
      prompt: 'Hello! My name is Li Ming.',
      promptLanguage: 'en',
    });
    expect(copiedEnglish.findings).toEqual(['copied_prompt']);
    expect(copiedEnglish.explanation).toContain('Chinese');
  });

  it('accepts a wording another reference uses', () => {
    const f = feedback({
      language: 'en',
      answer: 'Hi! My name is Li Ming.',
      references: ['Hello! My name is Li Ming.', 'Hi! I am Li Ming.'],
    });
    expect(f.verdict).toBe('correct');
  });

  it('streams score first and vocabulary last, with notes in the interface language', () => {
    const notes = {
      grammar: [
        {
          code: 'zh-jiao',
          title: { vi: 'Nói tên với 叫', en: 'Saying your name with 叫', zh: '用“叫”说名字' },
          explanation: { vi: 'giải thích', en: 'explanation', zh: '说明' },
        },
      ],
      vocabulary: [
        {
          word: '叫',
          reading: 'jiào',
          part_of_speech: 'verb',
          meaning: { vi: 'tên là', en: 'to be called', zh: '名字是' },
        },
      ],
    };
    const steps = [
      ...feedbackSteps({
        language: 'vi',
        answer: 'Tôi tên là Lý Minh.',
        references: NAME.vi,
        interfaceLanguage: 'vi',
        notes,
      }),
    ];
    expect(steps.map((s) => Object.keys(s))).toEqual([
      ['score', 'verdict', 'findings', 'reference'],
      ['parts'],
      ['suggestions', 'corrected'],
      ['explanation'],
      ['grammar'],
      ['vocabulary'],
    ]);
    expect(steps[4]!.grammar).toEqual([
      { code: 'zh-jiao', title: 'Nói tên với 叫', explanation: 'giải thích' },
    ]);
    expect(steps[5]!.vocabulary).toEqual([
      { word: '叫', reading: 'jiào', part_of_speech: 'verb', meaning: 'tên là' },
    ]);
  });

  it('keeps every score inside its verdict band', () => {
    const answers = [
      'Hello! My name is Li Ming.',
      'Hello! My nmae is Li Ming.',
      'I like turtles.',
      'Hello my name Li Ming',
    ];
    for (const answer of answers) {
      const f = feedback({ language: 'en', answer, references: NAME.en });
      const band = { correct: [85, 100], almost: [50, 84], incorrect: [0, 49] }[f.verdict];
      expect(f.score, answer).toBeGreaterThanOrEqual(band[0]!);
      expect(f.score, answer).toBeLessThanOrEqual(band[1]!);
    }
  });
});

describe('the evaluation', () => {
  it('has a baseline that accepts within one edit of a reference and nothing else', () => {
    expect(baselineVerdict('Hello, my name is Li Ming', NAME.en).verdict).toBe('correct');
    expect(baselineVerdict('Hello my nme is Li Ming', NAME.en).verdict).toBe('correct');
    expect(baselineVerdict('Hello my nme is Li Mng', NAME.en).verdict).toBe('incorrect');
  });

  it('measures agreement and correlation', () => {
    expect(
      agreement([
        { verdict: 'correct', label: 'correct' },
        { verdict: 'almost', label: 'correct' },
      ]),
    ).toBe(0.5);
    expect(pearson([1, 2, 3], [2, 4, 6])).toBeCloseTo(1);
    expect(pearson([1, 2, 3], [3, 2, 1])).toBeCloseTo(-1);
    expect(pearson([1, 1, 1], [1, 2, 3])).toBe(0);
  });
});

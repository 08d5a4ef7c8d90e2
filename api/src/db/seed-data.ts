import type { TranslationMap } from '@lingualoop/shared/contracts';

/** Reference data every installation has. Seeding is an upsert on `code`: safe to re-run. */

export const LANGUAGES = [
  { code: 'vi', name: 'Tiếng Việt', sort_order: 1 },
  { code: 'en', name: 'English', sort_order: 2 },
  { code: 'zh', name: '中文', sort_order: 3 },
];

export const LEVELS: { code: string; sort_order: number; translation_map: TranslationMap }[] = [
  {
    code: 'beginner',
    sort_order: 1,
    translation_map: {
      vi: { title: 'Cơ bản', description: 'Câu ngắn, từ vựng hằng ngày.' },
      en: { title: 'Beginner', description: 'Short sentences, everyday words.' },
      zh: { title: '初级', description: '短句和日常词汇。' },
    },
  },
  {
    code: 'intermediate',
    sort_order: 2,
    translation_map: {
      vi: { title: 'Trung cấp', description: 'Câu ghép, thì và thành ngữ thông dụng.' },
      en: { title: 'Intermediate', description: 'Compound sentences, tenses and common idioms.' },
      zh: { title: '中级', description: '复合句、时态和常用习语。' },
    },
  },
  {
    code: 'advanced',
    sort_order: 3,
    translation_map: {
      vi: { title: 'Nâng cao', description: 'Văn bản báo chí, công việc và sắc thái.' },
      en: { title: 'Advanced', description: 'News, work and nuance.' },
      zh: { title: '高级', description: '新闻、职场和语气的细微差别。' },
    },
  },
];

export const FREE_PLAN_CODE = 'free';

export const PRICING_PLANS: {
  code: string;
  sort_order: number;
  monthly_price_vnd: number;
  yearly_price_vnd: number;
  daily_translations: number;
  team_min_seats: number;
  team_discount_percent: number;
  translation_map: TranslationMap;
}[] = [
  {
    code: FREE_PLAN_CODE,
    sort_order: 1,
    monthly_price_vnd: 0,
    yearly_price_vnd: 0,
    daily_translations: 5,
    team_min_seats: 5,
    team_discount_percent: 0,
    translation_map: {
      vi: {
        title: 'Miễn phí',
        description: 'Làm quen với cách học qua dịch câu.',
        features: ['5 lượt dịch mỗi ngày', 'Các khoá học miễn phí', 'Từ điển và từ của ngày'],
      },
      en: {
        title: 'Free',
        description: 'Get to know learning by translation.',
        features: ['5 translations a day', 'Free courses', 'Dictionary and word of the day'],
      },
      zh: {
        title: '免费版',
        description: '体验通过翻译学习语言。',
        features: ['每天 5 次翻译', '免费课程', '词典和每日一词'],
      },
    },
  },
  {
    code: 'pro',
    sort_order: 2,
    monthly_price_vnd: 99_000,
    yearly_price_vnd: 990_000,
    daily_translations: 100,
    team_min_seats: 5,
    team_discount_percent: 15,
    translation_map: {
      vi: {
        title: 'Pro',
        description: 'Cho người học đều đặn mỗi ngày.',
        features: [
          '100 lượt dịch mỗi ngày',
          'Phản hồi chi tiết và gợi ý sửa câu',
          'Ôn tập từ đã lưu',
        ],
      },
      en: {
        title: 'Pro',
        description: 'For learners who practise every day.',
        features: [
          '100 translations a day',
          'Detailed feedback and suggestions',
          'Saved-word review',
        ],
      },
      zh: {
        title: '专业版',
        description: '适合每天坚持练习的学习者。',
        features: ['每天 100 次翻译', '详细反馈和改写建议', '复习已收藏的单词'],
      },
    },
  },
  {
    code: 'enterprise',
    sort_order: 3,
    monthly_price_vnd: 249_000,
    yearly_price_vnd: 2_490_000,
    daily_translations: 500,
    team_min_seats: 5,
    team_discount_percent: 20,
    translation_map: {
      vi: {
        title: 'Doanh nghiệp',
        description: 'Cho nhóm và tổ chức đào tạo.',
        features: ['500 lượt dịch mỗi ngày', 'Giá theo nhóm từ 5 người', 'Hỗ trợ ưu tiên'],
      },
      en: {
        title: 'Enterprise',
        description: 'For teams and training organisations.',
        features: ['500 translations a day', 'Team pricing from 5 seats', 'Priority support'],
      },
      zh: {
        title: '企业版',
        description: '适合团队和培训机构。',
        features: ['每天 500 次翻译', '5 人起享团队价', '优先支持'],
      },
    },
  },
];

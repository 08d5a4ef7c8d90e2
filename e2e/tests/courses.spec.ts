import { expect, expectAccessible, registerViaApi, test, uniqueEmail } from '../support/app';

/** What a learner reads in each interface language, for the same journey. */
const TEXTS = {
  en: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    progress: 'Course progress',
    password: /^Password/,
    createAccount: 'Create account',
    dashboardTitle: 'What will you practise today?',
    search: 'Search courses',
    searchButton: 'Search',
    level: 'Level',
    intermediate: 'Intermediate',
    myCourses: 'My courses',
    courseTitle: 'English at Work',
    buyFor: 'Buy for 40 credits',
    buyNow: 'Buy now',
    credits: (n: number) => `${n} credits`,
    joined: 'Joined',
    comment: 'Your comment',
    post: 'Post comment',
    fourStars: '4 stars',
    ratingSaved: 'Thank you! Your rating is saved.',
    notEnough: 'You do not have enough credits to purchase this course.',
    expensive: 'Vietnam in Words: Stories and Ideas',
    buyExpensive: 'Buy for 80 credits',
  },
  vi: {
    firstName: 'Tên',
    lastName: 'Họ',
    email: 'Email',
    progress: 'Tiến độ khoá học',
    password: /^Mật khẩu/,
    createAccount: 'Tạo tài khoản',
    dashboardTitle: 'Hôm nay bạn luyện gì?',
    search: 'Tìm khoá học',
    searchButton: 'Tìm',
    level: 'Trình độ',
    intermediate: 'Trung cấp',
    myCourses: 'Khoá học của tôi',
    courseTitle: 'Tiếng Anh nơi công sở',
    buyFor: 'Mua với 40 tín dụng',
    buyNow: 'Mua ngay',
    credits: (n: number) => `${n} tín dụng`,
    joined: 'Đã tham gia',
    comment: 'Bình luận của bạn',
    post: 'Gửi bình luận',
    fourStars: '4 sao',
    ratingSaved: 'Cảm ơn bạn! Đánh giá đã được lưu.',
    notEnough: 'Bạn không đủ tín dụng để mua khóa học này.',
    expensive: 'Việt Nam qua từng câu chữ',
    buyExpensive: 'Mua với 80 tín dụng',
  },
  zh: {
    firstName: '名字',
    lastName: '姓氏',
    email: '邮箱',
    progress: '课程进度',
    password: /^密码/,
    createAccount: '创建账户',
    dashboardTitle: '今天练点什么？',
    search: '搜索课程',
    searchButton: '搜索',
    level: '级别',
    intermediate: '中级',
    myCourses: '我的课程',
    courseTitle: '职场英语',
    buyFor: '用 40 积分 购买',
    buyNow: '立即购买',
    credits: (n: number) => `${n} 积分`,
    joined: '已加入',
    comment: '你的评论',
    post: '发表评论',
    fourStars: '4 星',
    ratingSaved: '谢谢！你的评分已保存。',
    notEnough: '您的积分不足，无法购买此课程。',
    expensive: '越南：故事与观点',
    buyExpensive: '用 80 积分 购买',
  },
} as const;

for (const [language, text] of Object.entries(TEXTS)) {
  test.describe(`courses (mf-courses) in ${language}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((code) => localStorage.setItem('language', code), language);
    });

    test('sign up, find a course, buy it, see the balance fall, then comment and rate', async ({
      page,
    }) => {
      await page.goto('/signup');
      await page.getByRole('textbox', { name: text.firstName, exact: true }).fill('Thảo');
      await page.getByRole('textbox', { name: text.lastName, exact: true }).fill('Vũ');
      await page
        .getByRole('textbox', { name: text.email, exact: true })
        .fill(uniqueEmail(`courses-${language}`));
      await page.getByLabel(text.password).fill('secret-123');
      await page.getByRole('button', { name: text.createAccount }).click();

      // The signed-in home is the dashboard of courses.
      await expect(
        page.getByRole('heading', { level: 1, name: text.dashboardTitle }),
      ).toBeVisible();
      await expect(
        page.getByRole('listitem').getByRole('heading', { level: 3 }).first(),
      ).toBeVisible();
      await expect(page.getByTestId('credits')).toHaveText(text.credits(100));
      await expectAccessible(page);

      // Search and filter.
      await page.getByLabel(text.search).fill(text.courseTitle.split(' ').slice(-1)[0]!);
      await page.getByRole('button', { name: text.searchButton, exact: true }).click();
      await page.getByLabel(text.level).selectOption({ label: text.intermediate });
      await expect(page).toHaveURL(/level=intermediate/);
      const card = page.getByRole('link', { name: text.courseTitle });
      await expect(card).toBeVisible();

      // Open it and buy it.
      await card.click();
      await expect(page.getByRole('heading', { level: 1, name: text.courseTitle })).toBeVisible();
      await page.getByRole('button', { name: text.buyFor }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(text.credits(60));
      await dialog.getByRole('button', { name: text.buyNow }).click();
      await expect(page.getByTestId('credits')).toHaveText(text.credits(60));
      // After the detail reloads, the lessons open and the purchase is not offered again.
      await expect(page.getByRole('progressbar', { name: text.progress })).toBeVisible();
      await expect(page.getByRole('button', { name: text.buyFor })).toHaveCount(0);

      // Comment and rate.
      const comment = `Rất hữu ích cho công việc của tôi (${uniqueEmail(language)}).`;
      await page.getByLabel(text.comment).fill(comment);
      await page.getByRole('button', { name: text.post }).click();
      await expect(page.getByText(comment)).toBeVisible();
      await page.getByRole('radio', { name: text.fourStars }).check();
      await expect(page.getByText(text.ratingSaved).first()).toBeVisible();
      await expectAccessible(page);

      // It is under "My courses".
      await page.goto('/');
      await page.getByRole('tab', { name: text.myCourses }).click();
      await expect(page).toHaveURL(/section=my_courses/);
      await expect(page.getByRole('link', { name: text.courseTitle })).toBeVisible();
      await expect(page.getByText(text.joined).first()).toBeVisible();
    });

    test('buying with too few credits shows the translated error', async ({ page }) => {
      const member = await registerViaApi(page);
      const auth = { authorization: `Bearer ${member.token}` };
      await page.addInitScript((token) => {
        if (!sessionStorage.getItem('seeded')) {
          sessionStorage.setItem('seeded', '1');
          localStorage.setItem('access_token', token);
        }
      }, member.token);
      const list = await page.request.post('/api/course/filter', {
        headers: auth,
        data: { page_size: 48 },
      });
      const courses = (await list.json()).items as { id: number; price_credits: number }[];
      const sixty = courses.find((c) => c.price_credits === 60)!;
      const eighty = courses.find((c) => c.price_credits === 80)!;

      // With 100 credits the 80-credit course can be bought…
      await page.goto(`/course/${eighty.id}`);
      await expect(page.getByRole('heading', { level: 1, name: text.expensive })).toBeVisible();
      await page.getByRole('button', { name: text.buyExpensive }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(text.credits(20));
      // …until credits are spent elsewhere (another tab) before the learner confirms.
      const spent = await page.request.post('/api/course/buy', {
        headers: auth,
        data: { course_id: sixty.id },
      });
      expect(spent.status()).toBe(200);
      await dialog.getByRole('button', { name: text.buyNow }).click();

      await expect(page.getByText(text.notEnough).first()).toBeVisible();
      // The real balance comes back into the header and the dialog, which now says what is missing.
      await expect(page.getByTestId('credits')).toHaveText(text.credits(40));
      await expect(dialog.getByRole('alert')).toBeVisible();
      await expect(dialog.getByRole('button', { name: text.buyNow })).toHaveCount(0);
    });
  });
}

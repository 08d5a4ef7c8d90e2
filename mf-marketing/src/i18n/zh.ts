import type { MarketingMessages } from './en';

/** The `marketing` namespace in Simplified Chinese. */
const zh: MarketingMessages = {
  home: {
    documentTitle: 'LinguaLoop · 通过翻译真实句子学语言',
    hero: {
      eyebrow: '专为学习英语或中文的越南语使用者打造',
      title: '通过翻译真实句子学语言',
      subtitle: '翻译一个句子，几秒内获得反馈：哪里对了，哪里要改，为什么。每天练一点，真正提高。',
      startFree: '免费开始',
      tryGuest: '以访客身份试用',
      note: '免费套餐每天可翻译 5 次，无需付款。',
    },
    demo: {
      label: '反馈示例',
      promptLabel: '翻译成英语',
      prompt: 'Tôi thường uống cà phê vào buổi sáng.',
      answerLabel: '你的译文',
      answerCorrect: 'I usually drink coffee',
      answerIncorrect: 'in morning.',
      correct: '正确',
      incorrect: '需要修改',
      suggestionLabel: '建议',
      suggestion: 'I usually drink coffee in the morning.',
      explanation: '表示一天中的时段要加 "the"：in the morning、in the evening。',
    },
    steps: {
      title: '学习方式',
      items: {
        pick: {
          title: '选择课程',
          text: '选择英语 ↔ 越南语或中文 ↔ 越南语，以及适合你的级别。',
        },
        translate: {
          title: '翻译句子',
          text: '每节课都是真实的句子。用你自己的话写出译文。',
        },
        feedback: {
          title: '获得反馈',
          text: '查看正确和错误的部分、修改建议、讲解、句中的语法和词汇，以及其他学习者在同一句子上的得分。',
        },
      },
    },
    benefits: {
      title: '你能得到什么',
      items: {
        courses: {
          title: '分级课程',
          text: '英语 ↔ 越南语和中文 ↔ 越南语课程，从初级到高级。',
        },
        dictionary: {
          title: '会记忆的词典',
          text: '查词、收藏想记住的单词，每天再学一个新词。',
        },
        ranking: {
          title: '排行榜',
          text: '与所有人、本周的学习者或好友比一比分数。',
        },
        progress: {
          title: '进度与连续学习',
          text: '记录连续学习天数、已翻译的句子数量和准确率。',
        },
      },
    },
    routine: {
      title: '每天 15–30 分钟就够了',
      text: '经常短时间练习，比偶尔长时间学习更有效。每天几个句子，既能保持连续学习，也能让单词记得更牢。',
    },
    closing: {
      title: '准备好翻译第一个句子了吗？',
      text: '创建免费账户，或先以访客身份看看，之后再注册。',
      startFree: '免费开始',
      seePricing: '查看价格',
    },
  },

  about: {
    documentTitle: '关于我们 · LinguaLoop',
    title: '关于 LinguaLoop',
    lead: 'LinguaLoop 帮助越南语使用者像译者一样学习英语和中文：一句一句地处理真实句子。',
    mission: {
      title: '我们的使命',
      paragraphs: {
        first:
          '很多学习者背得出语法规则，可一到自己开口或动笔就卡住了。翻译越南语的真实句子可以弥补这个差距：从一个你已经会用母语表达的意思出发，找到用另一种语言表达它的方法。',
        second:
          '我们首先为越南语使用者打造产品：界面和讲解使用你的语言，每门课程都从越南语出发或回到越南语。',
      },
    },
    feedback: {
      title: '反馈是如何产生的',
      intro: '反馈背后没有魔法，我们更愿意把它的做法原原本本地告诉你：',
      items: {
        references: '课程中的每个句子都有一个或多个专门为它准备的参考译文。',
        scoring: '你的答案会先经过整理（空格、大小写、标点），再与最接近的参考译文比较并打分。',
        marking: '逐词比对：一致的部分标为正确，不同的部分标为需要修改，并附上来自参考译文的建议。',
        notes:
          '语法要点和词汇来自为每个句子编写的注释。对于越南语答案，如果只是声调符号有误，我们会告诉你。',
        others: '得分分布显示其他学习者在同一句子上的表现，让你知道这个句子是否本身就难。',
      },
      limits:
        '好的译文也可能与所有参考译文都不同。如果你认为自己的答案应该得更高分，请在练习中直接反馈，我们会重新查看。',
    },
    approach: {
      title: '我们的做法',
      items: {
        small: '课程简短而专注，休息时间就能学完一节。',
        honest: '诚实的反馈：给出分数、原因，以及下一步可以尝试什么。',
        listen: '我们阅读每一条留言和反馈，并改进其中提到的句子和参考译文。',
        privacy: '我们只收集产品所需的信息，详见<privacy>隐私政策</privacy>。',
      },
    },
    support: {
      title: '联系我们',
      text: '有问题或想法？请发邮件至 <email>{{email}}</email>，或使用<contact>联系表单</contact>。我们会在 24–48 小时内回复。',
    },
  },

  pricing: {
    documentTitle: '价格 · LinguaLoop',
    title: '价格',
    lead: '免费开始，每天 5 次翻译。想多练习时再升级。',
    billing: {
      label: '计费周期',
      monthly: '按月',
      yearly: '按年',
      save: '节省 {{percent}}%',
      saveUpTo: '最多节省 {{percent}}%',
    },
    plans: {
      label: '套餐',
      loading: '正在加载套餐…',
      recommended: '推荐',
      free: '免费',
      perMonth: '每月',
      perYear: '每年',
      monthlyEquivalent: '约合每月 {{price}}',
      yearlySaving: '比按月付款节省 {{percent}}%。',
      quota_one: '每天 {{count}} 次翻译',
      quota_other: '每天 {{count}} 次翻译',
      team: '{{seats}} 人及以上的团队：每个席位优惠 {{percent}}%',
      includes: '包含',
      startFree: '免费开始',
      choose: '选择{{plan}}',
    },
    notes: {
      title: '须知',
      items: {
        vat: '价格以越南盾（VND）计，不含增值税（{{vat}}%）。增值税和支付手续费（如有）会在结账时单独列出，付款前即可看到。',
        team: '为团队购买？付费套餐购买 {{seats}} 个及以上席位时，每个席位都更便宜。具体优惠见各套餐。',
        renewal: '不会自动续费：每次付款对应一个月或一年，是否续付由你决定。',
      },
    },
    faq: {
      title: '常见问题',
      items: {
        payment: {
          question: '如何付款？',
          answer:
            '通过越南银行转账。下单后你会看到 VietQR 二维码和收款账户信息：用银行 App 扫码，或按页面显示的金额和转账附言手动转账。系统确认收款后，套餐立即生效。',
        },
        invoice: {
          question: '可以开增值税发票吗？',
          answer:
            '可以。价格不含增值税（{{vat}}%），税额会在订单中列明。如需增值税发票，请将订单号、公司名称、税号和地址发送至 <email>{{email}}</email>。',
        },
        cancel: {
          question: '如何取消？',
          answer:
            '无需取消：套餐不会自动续费，也不会自动扣款。如果你不为新周期付款，套餐到期后自然结束。尚未付款的订单可以在订单页面取消。',
        },
        expiry: {
          question: '套餐到期后会怎样？',
          answer:
            '你的账户会转为免费套餐。学习进度、收藏的单词和已购买的课程都会保留，只有每日翻译次数恢复为免费套餐的额度。',
        },
        team: {
          question: '团队席位如何计算？',
          answer:
            '付费套餐购买 {{seats}} 个及以上席位时，每个席位享受该套餐标明的团队优惠。一个订单即可支付所有席位。请发邮件至 <email>{{email}}</email>，我们会协助你设置团队。',
        },
        quota: {
          question: '免费翻译次数什么时候重置？',
          answer:
            '免费套餐每天有 {{count}} 次翻译，次数在越南时间（UTC+7）午夜重置。当天未用完的次数不会累积到第二天。',
        },
        credits: {
          question: '积分和套餐有什么区别？',
          answer:
            '积分是用来购买课程的余额；套餐决定你每天可以批改多少次翻译。两者相互独立：购买套餐不会增加积分，积分也不能用来延长套餐。',
        },
        guest: {
          question: '注册前可以先试用吗？',
          answer: '可以。以访客身份开始，马上就能练习；之后完成注册，即可保留你所做的一切。',
        },
      },
    },
  },

  features: {
    documentTitle: '功能 · LinguaLoop',
    title: '功能',
    lead: 'LinguaLoop 的一切都服务于一个习惯：每天翻译几个真实句子，并从反馈中学习。',
    sections: {
      exercises: {
        title: '即时反馈的翻译练习',
        text: '提交译文后，反馈会随着分析的进行逐步显示，无需干等。',
        points: {
          parts: '在你的答案中直接标出正确和错误的部分',
          suggestions: '修改建议，并讲解应该改什么',
          grammar: '句中涉及的语法要点和词汇',
          others: '其他学习者在同一句子上的得分',
          hint: '卡住时有提示，随时可以再试一次',
        },
      },
      courses: {
        title: '按级别和方向划分的课程',
        text: '课程由简短的小节组成，并按级别排列，你总能知道从哪里开始。',
        points: {
          directions: '英语 ↔ 越南语和中文 ↔ 越南语',
          levels: '初级、中级和高级',
          discover: '搜索、最近浏览、评分最高和最受欢迎的课程',
        },
      },
      dictionary: {
        title: '词典',
        text: '为学习者设计的词典，无论用什么键盘输入越南语都能查到。',
        points: {
          search: '带或不带声调符号都能搜索',
          pinyin: '中文词语附带拼音',
          listen: '收听发音',
          save: '收藏单词，附近义词和反义词',
          review: '按逐渐拉长的间隔复习收藏的单词，每天还有一个新词',
        },
      },
      ranking: {
        title: '排行榜',
        text: '一点友好的竞争，帮你坚持下去。',
        points: {
          views: '全球榜、周榜和好友榜',
          score: '分数和连续学习天数，可按级别筛选',
        },
      },
      progress: {
        title: '学习进度',
        text: '看着自己的努力一点点累积。',
        points: {
          streaks: '连续学习天数',
          accuracy: '翻译次数和准确率',
          goal: '自己设定的每日目标和难度',
        },
      },
      plans: {
        title: '套餐与积分',
        text: '免费开始，需要更多时再付费。',
        points: {
          plans: '免费版、专业版和企业版套餐，支持团队价格',
          credits: '用积分单独购买课程',
          payment: '通过越南银行转账或 VietQR 付款',
        },
      },
      personal: {
        title: '用你喜欢的方式学习',
        text: '按你觉得舒服的方式来学。',
        points: {
          theme: '浅色和深色主题（深色主题处于 Alpha 阶段）',
          languages: '界面语言：Tiếng Việt、English 和中文',
          devices: '手机、平板和电脑都能使用',
        },
      },
    },
    closing: {
      title: '亲自体验一下',
      text: '从免费套餐开始，每天 5 次翻译；想多练习时再升级。',
      startFree: '免费开始',
      tryGuest: '以访客身份试用',
    },
  },

  contact: {
    documentTitle: '联系我们 · LinguaLoop',
    title: '联系我们',
    lead: '对课程、套餐、付款或账户有疑问？给我们留言，团队成员会回复你。',
    form: {
      title: '给我们留言',
      requiredNote: '所有字段均为必填。',
      notSent: '留言未发送。',
      kept: '你输入的内容都还在，如有需要请修改后重新发送。',
    },
    sent: {
      title: '谢谢，你的留言已发送',
      text: '我们会在 24–48 小时内回复至 {{email}}。',
      again: '再发一条留言',
    },
    info: {
      title: '其他联系方式',
      emailLabel: '邮箱',
      replyTime: '我们会在 24–48 小时内回复。',
    },
    hours: {
      title: '工作时间',
      timezone: '越南时间（UTC+7）',
      weekdays: '周一至周五',
      weekdaysHours: '9:00 – 18:00',
      saturday: '周六',
      saturdayHours: '10:00 – 16:00',
      sunday: '周日',
      closed: '休息',
    },
  },

  privacy: {
    documentTitle: '隐私政策 · LinguaLoop',
    title: '隐私政策',
    updated: '最后更新：{{date}}',
    lead: '本政策用简单的语言说明 LinguaLoop 保存哪些个人数据、为什么保存、保存多久，以及你可以要求我们如何处理这些数据。',
    sections: {
      who: {
        title: '我们是谁',
        paragraphs: {
          controller:
            'LinguaLoop 是本网站提供的服务。我们决定如何处理你的个人数据，并对此负责。关于本政策的任何问题，请发送至 <email>{{email}}</email>。',
          law: '我们依照越南法律处理个人数据，特别是关于个人数据保护的第 13/2023/NĐ-CP 号法令。',
        },
      },
      data: {
        title: '我们保存哪些数据',
        items: {
          account:
            '<strong>账户：</strong>名字、姓氏和电子邮箱。密码只以单向哈希（argon2id）形式保存，绝不保存密码原文。如果你使用 Google 登录，我们会从 Google 获得你的姓名和邮箱。',
          guest:
            '<strong>访客账户：</strong>一个在你的设备上识别该账户的访客代码，在你完成注册之前没有姓名或邮箱。',
          learning:
            '<strong>学习记录：</strong>你提交的译文、得分和反馈，你学习的课程和课时，收藏的单词，连续学习天数，每日目标等设置，以及你对某个句子提交的反馈。',
          contact: '<strong>通过联系表单发送的留言：</strong>姓名、邮箱、主题和内容。',
          orders:
            '<strong>订单：</strong>套餐或课程、价格、增值税、金额、转账附言代码和银行交易参考号。我们不会看到也不会保存你的网银登录信息或银行卡信息。',
          technical: '<strong>技术数据：</strong>IP 地址和请求时间，用于防止服务被滥用。',
        },
      },
      purposes: {
        title: '我们为什么使用这些数据',
        items: {
          service: '运行你的账户，并提供反馈、进度和排行榜。',
          payments: '将银行转账与订单对应、开通套餐并保存会计记录。',
          support: '回复你的留言和请求。',
          security: '保障服务安全、防止滥用，例如自动批量注册。',
          improve: '利用所有学习者的汇总得分，改进句子、参考译文和反馈。',
        },
        paragraphs: {
          noAds: '我们不会出售你的数据，也不会将其用于广告。',
        },
      },
      retention: {
        title: '我们保存多久',
        items: {
          account:
            '<strong>账户和学习数据：</strong>在账户存续期间保存。你要求删除账户后，我们会在 30 天内删除。',
          guest: '<strong>访客账户：</strong>在账户仍被使用期间保存；你可以随时要求删除。',
          contact: '<strong>联系留言：</strong>在我们回复后最多保存 24 个月。',
          orders:
            '<strong>订单和银行转账参考号：</strong>按越南会计和税务规定要求的期限保存（通常为 10 年），即使你已删除账户。',
          technical: '<strong>技术数据：</strong>最多 30 天。',
        },
      },
      sharing: {
        title: '还有谁能看到这些数据',
        paragraphs: {
          providers:
            '我们只与帮助运营 LinguaLoop 的服务商共享数据，并且只提供各自需要的部分：服务器托管、邮件发送、接收转账的银行，以及 Cloudflare Turnstile——它用于确认新访客是真人，并为此处理来自你浏览器的技术数据。',
          authorities:
            '只有在越南法律要求时，我们才会向政府机关提供数据。你的名字和分数可能会出现在其他学习者能看到的排行榜上。',
        },
      },
      browser: {
        title: 'Cookie 和本地存储',
        paragraphs: {
          intro:
            '我们不使用广告或跟踪类 Cookie。应用只在浏览器的本地存储（local storage）中保存几项数据：',
        },
        items: {
          accessToken: '<strong>access_token：</strong>让你保持登录，直到你退出。',
          guestCode: '<strong>guest_code：</strong>在这台设备上记住你的访客账户。',
          theme: '<strong>theme：</strong>你选择的浅色或深色主题。',
          language: '<strong>language：</strong>你的界面语言。',
        },
      },
      rights: {
        title: '你的权利',
        paragraphs: {
          intro: '根据第 13/2023/NĐ-CP 号法令，你享有的权利包括：',
        },
        items: {
          access: '查看我们保存的你的个人数据，并获取一份副本；',
          correct: '在数据有误或不完整时要求更正；',
          delete: '要求连同账户一起删除数据；',
          withdraw: '在法律允许的范围内撤回同意，或要求限制、停止处理；',
          complain: '向越南主管机关投诉。',
        },
      },
      exercise: {
        title: '如何行使你的权利',
        paragraphs: {
          how: '请用账户绑定的邮箱发送邮件至 <email>{{email}}</email>（访客请附上访客代码），说明你希望我们做什么。我们会在 24–48 小时内确认收到请求，并在第 13/2023/NĐ-CP 号法令规定的期限内处理。我们可能会先请你确认身份。',
        },
      },
      security: {
        title: '我们如何保护数据',
        paragraphs: {
          measures: '连接经过加密，密码经过哈希处理，只有工作上需要的人员才能访问个人数据。',
        },
      },
      children: {
        title: '儿童',
        paragraphs: {
          consent: '如果你未满 16 岁，请在父母或监护人同意后使用 LinguaLoop。',
        },
      },
      changes: {
        title: '政策变更',
        paragraphs: {
          notice: '本政策变更时，我们会更新页面顶部的日期，并通过应用内通知或邮件告知重要变更。',
        },
      },
    },
  },
};

export default zh;

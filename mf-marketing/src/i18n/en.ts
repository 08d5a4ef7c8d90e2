/**
 * The `marketing` namespace in English. Its shape is the type vi and zh must match
 * (`MarketingMessages`), so a key missing in one language fails type checking.
 *
 * Lists are objects with named keys, not arrays: the screens render them in key order, and
 * the key-set test compares the order too, so every language shows the same items.
 * `<email>`, `<contact>` and `<signup>` tags become links (see `RichText`); `{{appName}}`
 * and the form limits are i18n default variables.
 */
const en = {
  home: {
    documentTitle: 'LinguaLoop · Learn a language by translating real sentences',
    hero: {
      eyebrow: 'For Vietnamese speakers learning English or Chinese',
      title: 'Learn a language by translating real sentences',
      subtitle:
        'Translate a sentence, get feedback in seconds: what you got right, what to fix, and why. Short daily practice that builds real fluency.',
      startFree: 'Start free',
      tryGuest: 'Try as a guest',
      note: 'The free plan includes 5 translations a day. No payment needed.',
    },
    demo: {
      label: 'An example of the feedback you get',
      promptLabel: 'Translate into English',
      prompt: 'Tôi thường uống cà phê vào buổi sáng.',
      answerLabel: 'Your translation',
      answerCorrect: 'I usually drink coffee',
      answerIncorrect: 'in morning.',
      correct: 'correct',
      incorrect: 'needs a fix',
      suggestionLabel: 'Suggestion',
      suggestion: 'I usually drink coffee in the morning.',
      explanation: 'Parts of the day take "the": in the morning, in the evening.',
    },
    steps: {
      title: 'How it works',
      items: {
        pick: {
          title: 'Pick a course',
          text: 'Choose English ↔ Vietnamese or Chinese ↔ Vietnamese, at the level that suits you.',
        },
        translate: {
          title: 'Translate a sentence',
          text: 'Each lesson gives you real sentences. Write your own translation, in your own words.',
        },
        feedback: {
          title: 'Get feedback',
          text: 'See the correct and incorrect parts, suggestions, an explanation, the grammar and vocabulary involved, and how other learners scored on the same sentence.',
        },
      },
    },
    benefits: {
      title: 'What you get',
      items: {
        courses: {
          title: 'Courses by level',
          text: 'English ↔ Vietnamese and Chinese ↔ Vietnamese courses, from beginner to advanced.',
        },
        dictionary: {
          title: 'A dictionary that remembers',
          text: 'Look words up, save the ones you want to keep, and learn a new word of the day.',
        },
        ranking: {
          title: 'Ranking',
          text: 'Compare your scores globally, this week, or with your friends.',
        },
        progress: {
          title: 'Progress and streaks',
          text: 'Track your streak, how many sentences you have translated and how accurate you are.',
        },
      },
    },
    routine: {
      title: '15–30 minutes a day is enough',
      text: 'Regular short sessions beat occasional long ones. A few sentences every day keep your streak going and the words fresh in your mind.',
    },
    closing: {
      title: 'Ready for your first sentence?',
      text: 'Create a free account, or look around as a guest first and sign up later.',
      startFree: 'Start free',
      seePricing: 'See pricing',
    },
  },

  about: {
    documentTitle: 'About · LinguaLoop',
    title: 'About LinguaLoop',
    lead: 'LinguaLoop helps Vietnamese speakers learn English and Chinese the way translators do: by working with real sentences, one at a time.',
    mission: {
      title: 'Our mission',
      paragraphs: {
        first:
          'Many learners can read a grammar rule but freeze when they have to say something themselves. Translating real sentences from Vietnamese closes that gap: you start from a thought you already know how to express, and find out how to express it in the other language.',
        second:
          'We build for Vietnamese speakers first: the interface and explanations speak your language, and every course starts from, or leads to, Vietnamese.',
      },
    },
    feedback: {
      title: 'How the feedback works',
      intro:
        'There is no magic behind the feedback, and we would rather tell you exactly what it does:',
      items: {
        references:
          'Every sentence in a course has one or more reference translations, prepared for that sentence.',
        scoring:
          'Your answer is tidied up (spacing, capital letters, punctuation), then compared with the closest reference and given a score.',
        marking:
          'Word by word, the parts that match are marked correct and the parts that differ are marked for a fix, with suggestions taken from the reference.',
        notes:
          'The grammar points and vocabulary come from notes written for each sentence. For Vietnamese answers, we tell you when only the tone marks are off.',
        others:
          'The score distribution shows how other learners did on the same sentence, so you can see whether a sentence is simply hard.',
      },
      limits:
        'A good translation can still differ from every reference. If you think your answer deserves a better score, report it from the exercise and we will look at it.',
    },
    approach: {
      title: 'How we work',
      items: {
        small: 'Short, focused lessons you can finish in a break.',
        honest: 'Honest feedback: a score, the reason for it, and what to try next.',
        listen:
          'We read every message and report, and improve the sentences and references they point to.',
        privacy:
          'We collect only what the product needs, as our <privacy>privacy policy</privacy> explains.',
      },
    },
    support: {
      title: 'Talk to us',
      text: 'Questions or ideas? Write to <email>{{email}}</email> or use the <contact>contact form</contact>. We reply within 24–48 hours.',
    },
  },

  pricing: {
    documentTitle: 'Pricing · LinguaLoop',
    title: 'Pricing',
    lead: 'Start free with 5 translations a day. Upgrade when you want to practise more.',
    billing: {
      label: 'Billing period',
      monthly: 'Monthly',
      yearly: 'Yearly',
      save: 'save {{percent}}%',
      saveUpTo: 'save up to {{percent}}%',
    },
    plans: {
      label: 'Plans',
      loading: 'Loading plans…',
      recommended: 'Recommended',
      free: 'Free',
      perMonth: 'per month',
      perYear: 'per year',
      monthlyEquivalent: 'about {{price}} a month',
      yearlySaving: 'You save {{percent}}% compared with paying monthly.',
      quota_one: '{{count}} translation a day',
      quota_other: '{{count}} translations a day',
      team: 'Teams of {{seats}} or more: {{percent}}% off each seat',
      includes: 'Included',
      startFree: 'Start free',
      choose: 'Choose {{plan}}',
    },
    notes: {
      title: 'Good to know',
      items: {
        vat: 'Prices are in Vietnamese đồng (VND) and do not include VAT ({{vat}}%). VAT and any payment processing fee are shown separately at checkout, before you pay.',
        team: 'Buying for a team? From {{seats}} seats, every seat on a paid plan costs less. The discount is shown on each plan.',
        renewal:
          'Nothing renews automatically: each payment covers one month or one year, and you decide whether to pay again.',
      },
    },
    faq: {
      title: 'Frequently asked questions',
      items: {
        payment: {
          question: 'How do I pay?',
          answer:
            'By Vietnamese bank transfer. When you place an order you see a VietQR code and the bank details: scan the code in your banking app, or transfer by hand using the amount and transfer content shown. Your plan starts as soon as the payment is matched.',
        },
        invoice: {
          question: 'Can I get a VAT invoice?',
          answer:
            'Yes. Prices exclude VAT ({{vat}}%), which is shown on the order. For a VAT invoice, send us your order code, company name, tax code and address at <email>{{email}}</email>.',
        },
        cancel: {
          question: 'How do I cancel?',
          answer:
            'There is nothing to cancel: plans do not renew and nothing is charged automatically. If you do not pay for a new period, your plan simply ends. An order you have not paid yet can be cancelled from its page.',
        },
        expiry: {
          question: 'What happens when my plan expires?',
          answer:
            'Your account moves to the free plan. Your progress, saved words and the courses you bought stay with you; only the daily number of translations goes back to the free quota.',
        },
        team: {
          question: 'How do team seats work?',
          answer:
            'From {{seats}} seats on a paid plan, each seat gets the team discount shown on the plan. One order covers all seats. Write to <email>{{email}}</email> and we will help you set up your team.',
        },
        quota: {
          question: 'When do the free translations reset?',
          answer:
            'The free plan gives you {{count}} translations a day. The count resets at midnight Vietnam time (UTC+7). Translations you do not use do not carry over to the next day.',
        },
        credits: {
          question: 'What is the difference between credits and a plan?',
          answer:
            'Credits are a balance you spend to buy courses. A plan sets how many translations you can check each day. They are separate: buying a plan does not add credits, and credits do not extend a plan.',
        },
        guest: {
          question: 'Can I try LinguaLoop before signing up?',
          answer:
            'Yes. Start as a guest and practise right away, then complete your signup later to keep everything you did.',
        },
      },
    },
  },

  features: {
    documentTitle: 'Features · LinguaLoop',
    title: 'Features',
    lead: 'Everything in LinguaLoop serves one habit: translating a few real sentences every day and learning from the feedback.',
    sections: {
      exercises: {
        title: 'Translation exercises with instant feedback',
        text: 'Translate a sentence and the feedback arrives as it is worked out, piece by piece, so you are never left waiting.',
        points: {
          parts: 'Correct and incorrect parts marked in your own answer',
          suggestions: 'Suggestions and an explanation of what to change',
          grammar: 'The grammar points and vocabulary in the sentence',
          others: 'How other learners scored on the same sentence',
          hint: 'Hints when you are stuck, and a second try whenever you want',
        },
      },
      courses: {
        title: 'Courses by level and direction',
        text: 'Courses are made of short lessons and sorted by level, so you always know where to start.',
        points: {
          directions: 'English ↔ Vietnamese and Chinese ↔ Vietnamese',
          levels: 'Beginner, intermediate and advanced',
          discover: 'Search, recently viewed, top rated and popular courses',
        },
      },
      dictionary: {
        title: 'Dictionary',
        text: 'A dictionary made for learners who type Vietnamese on every kind of keyboard.',
        points: {
          search: 'Search with or without tone marks',
          pinyin: 'Pinyin for Chinese words',
          listen: 'Listen to the pronunciation',
          save: 'Save words, with synonyms and antonyms',
          review: 'Review saved words at growing intervals, and a new word of the day',
        },
      },
      ranking: {
        title: 'Ranking',
        text: 'A little friendly competition keeps the habit alive.',
        points: {
          views: 'Global, weekly and friends rankings',
          score: 'Scores and streaks, filtered by level',
        },
      },
      progress: {
        title: 'Progress',
        text: 'See your effort add up.',
        points: {
          streaks: 'Daily streaks',
          accuracy: 'Number of translations and accuracy',
          goal: 'A daily goal and a difficulty level you choose',
        },
      },
      plans: {
        title: 'Plans and credits',
        text: 'Start free and pay only for what you use more of.',
        points: {
          plans: 'Free, Pro and Enterprise plans, with team pricing',
          credits: 'Credits to buy individual courses',
          payment: 'Payment by Vietnamese bank transfer or VietQR',
        },
      },
      personal: {
        title: 'Made to feel like yours',
        text: 'Study in the way that is comfortable for you.',
        points: {
          theme: 'Light and dark themes (the dark theme is in alpha)',
          languages: 'Interface in Tiếng Việt, English and 中文',
          devices: 'Works on your phone, tablet and computer',
        },
      },
    },
    closing: {
      title: 'See it for yourself',
      text: 'Start on the free plan with 5 translations a day, and upgrade when you want to practise more.',
      startFree: 'Start free',
      tryGuest: 'Try as a guest',
    },
  },

  contact: {
    documentTitle: 'Contact · LinguaLoop',
    title: 'Contact us',
    lead: 'A question about a course, your plan, a payment or your account? Write to us and a member of our team will answer.',
    form: {
      title: 'Send us a message',
      requiredNote: 'All fields are required.',
      notSent: 'Your message was not sent.',
      kept: 'Everything you typed is still here: correct it if needed and send it again.',
    },
    sent: {
      title: 'Thank you, your message has been sent',
      text: 'We will reply to {{email}} within 24–48 hours.',
      again: 'Send another message',
    },
    info: {
      title: 'Other ways to reach us',
      emailLabel: 'Email',
      replyTime: 'We reply within 24–48 hours.',
    },
    hours: {
      title: 'Business hours',
      timezone: 'Vietnam time (UTC+7)',
      weekdays: 'Monday – Friday',
      weekdaysHours: '9:00 – 18:00',
      saturday: 'Saturday',
      saturdayHours: '10:00 – 16:00',
      sunday: 'Sunday',
      closed: 'Closed',
    },
  },

  privacy: {
    documentTitle: 'Privacy policy · LinguaLoop',
    title: 'Privacy policy',
    updated: 'Last updated: {{date}}',
    lead: 'This policy explains, in plain words, what personal data LinguaLoop keeps, why, for how long, and what you can ask us to do with it.',
    sections: {
      who: {
        title: 'Who we are',
        paragraphs: {
          controller:
            'LinguaLoop is the service at this website. We decide how your personal data is processed and are responsible for it. You can reach us about anything in this policy at <email>{{email}}</email>.',
          law: 'We process personal data in line with the laws of Vietnam, in particular Decree 13/2023/ND-CP on personal data protection.',
        },
      },
      data: {
        title: 'What we store',
        items: {
          account:
            '<strong>Your account:</strong> first name, last name and email address. Your password is stored only as a one-way hash (argon2id), never as the password itself. If you sign in with Google, we receive your name and email from Google.',
          guest:
            '<strong>Guest accounts:</strong> a guest code that identifies the account on your device, with no name or email until you complete signup.',
          learning:
            '<strong>Your learning:</strong> the translations you submit, their scores and feedback, the courses and lessons you take, saved words, streaks, settings such as your daily goal, and reports you send about a sentence.',
          contact:
            '<strong>Messages you send through the contact form:</strong> your name, email, subject and message.',
          orders:
            '<strong>Orders:</strong> the plan or course, price, VAT, the amount, the bank-transfer content code and the bank’s transaction reference. We never see or store your bank login or card details.',
          technical:
            '<strong>Technical data:</strong> IP address and request times, used to protect the service from abuse.',
        },
      },
      purposes: {
        title: 'Why we use it',
        items: {
          service: 'To run your account and give you feedback, progress and rankings.',
          payments:
            'To match bank transfers to orders, activate plans and keep accounting records.',
          support: 'To answer your messages and requests.',
          security: 'To keep the service secure and prevent abuse, such as automated sign-ups.',
          improve:
            'To improve sentences, references and feedback, using scores from all learners together.',
        },
        paragraphs: {
          noAds: 'We do not sell your data, and we do not use it for advertising.',
        },
      },
      retention: {
        title: 'How long we keep it',
        items: {
          account:
            '<strong>Account and learning data:</strong> for as long as your account exists. When you ask us to delete your account, we delete it within 30 days.',
          guest:
            '<strong>Guest accounts:</strong> for as long as they are used; you can ask us to delete one at any time.',
          contact: '<strong>Contact messages:</strong> up to 24 months after we have answered.',
          orders:
            '<strong>Orders and bank-transfer references:</strong> for as long as Vietnamese accounting and tax rules require (generally 10 years), even if you delete your account.',
          technical: '<strong>Technical data:</strong> at most 30 days.',
        },
      },
      sharing: {
        title: 'Who else sees it',
        paragraphs: {
          providers:
            'We share data only with the providers that help us run LinguaLoop, and only what each needs: hosting, email delivery, our bank for incoming transfers, and Cloudflare Turnstile, which checks that a new guest is a person and processes technical data from your browser to do so.',
          authorities:
            'We disclose data to authorities only when Vietnamese law requires it. Your name and score may appear in rankings that other learners see.',
        },
      },
      browser: {
        title: 'Cookies and local storage',
        paragraphs: {
          intro:
            'We use no advertising or tracking cookies. The app keeps a few values in your browser’s local storage:',
        },
        items: {
          accessToken: '<strong>access_token:</strong> keeps you signed in until you log out.',
          guestCode: '<strong>guest_code:</strong> remembers your guest account on this device.',
          theme: '<strong>theme:</strong> your choice of the light or dark theme.',
          language: '<strong>language:</strong> your interface language.',
        },
      },
      rights: {
        title: 'Your rights',
        paragraphs: {
          intro: 'Under Decree 13/2023/ND-CP you can, among other things:',
        },
        items: {
          access: 'see the personal data we hold about you and get a copy of it;',
          correct: 'have it corrected when it is wrong or incomplete;',
          delete: 'have it deleted, together with your account;',
          withdraw:
            'withdraw your consent, or ask us to restrict or stop processing, where the law allows;',
          complain: 'complain to the competent Vietnamese authority.',
        },
      },
      exercise: {
        title: 'How to use your rights',
        paragraphs: {
          how: 'Write to <email>{{email}}</email> from the email address of your account (guests: include your guest code) and say what you would like us to do. We confirm your request within 24–48 hours and carry it out within the time limits set by Decree 13/2023/ND-CP. We may ask you to confirm your identity first.',
        },
      },
      security: {
        title: 'How we protect it',
        paragraphs: {
          measures:
            'Connections are encrypted, passwords are hashed, and only the people who need it for their work can access personal data.',
        },
      },
      children: {
        title: 'Children',
        paragraphs: {
          consent:
            'If you are under 16, please use LinguaLoop with the consent of a parent or guardian.',
        },
      },
      changes: {
        title: 'Changes to this policy',
        paragraphs: {
          notice:
            'When we change this policy we update the date at the top, and we tell you about important changes in the app or by email.',
        },
      },
    },
  },
};

export type MarketingMessages = typeof en;

export default en;

import type { MarketingMessages } from './en';

/** The `marketing` namespace in Vietnamese, the product's main language. */
const vi: MarketingMessages = {
  home: {
    documentTitle: 'LinguaLoop · Học ngoại ngữ qua dịch câu thực tế',
    hero: {
      eyebrow: 'Dành cho người Việt học tiếng Anh hoặc tiếng Trung',
      title: 'Học ngoại ngữ bằng cách dịch những câu thực tế',
      subtitle:
        'Dịch một câu, nhận phản hồi sau vài giây: phần nào đúng, phần nào cần sửa và vì sao. Mỗi ngày luyện một chút, tiến bộ thật sự.',
      startFree: 'Bắt đầu miễn phí',
      tryGuest: 'Dùng thử với tư cách khách',
      note: 'Gói miễn phí có 5 lượt dịch mỗi ngày. Không cần thanh toán.',
    },
    demo: {
      label: 'Ví dụ về phản hồi bạn nhận được',
      promptLabel: 'Dịch sang tiếng Anh',
      prompt: 'Tôi thường uống cà phê vào buổi sáng.',
      answerLabel: 'Bản dịch của bạn',
      answerCorrect: 'I usually drink coffee',
      answerIncorrect: 'in morning.',
      correct: 'đúng',
      incorrect: 'cần sửa',
      suggestionLabel: 'Gợi ý',
      suggestion: 'I usually drink coffee in the morning.',
      explanation: 'Các buổi trong ngày đi với "the": in the morning, in the evening.',
    },
    steps: {
      title: 'Cách học',
      items: {
        pick: {
          title: 'Chọn khoá học',
          text: 'Chọn Anh ↔ Việt hoặc Trung ↔ Việt, ở trình độ phù hợp với bạn.',
        },
        translate: {
          title: 'Dịch một câu',
          text: 'Mỗi bài học là những câu thực tế. Bạn tự dịch theo cách diễn đạt của mình.',
        },
        feedback: {
          title: 'Nhận phản hồi',
          text: 'Xem phần đúng và phần sai, gợi ý sửa, lời giải thích, ngữ pháp và từ vựng trong câu, cùng điểm số của những người học khác với cùng câu đó.',
        },
      },
    },
    benefits: {
      title: 'Bạn nhận được gì',
      items: {
        courses: {
          title: 'Khoá học theo trình độ',
          text: 'Các khoá Anh ↔ Việt và Trung ↔ Việt, từ sơ cấp đến nâng cao.',
        },
        dictionary: {
          title: 'Từ điển biết ghi nhớ',
          text: 'Tra từ, lưu lại những từ muốn nhớ và học thêm một từ mới mỗi ngày.',
        },
        ranking: {
          title: 'Bảng xếp hạng',
          text: 'So điểm với mọi người, trong tuần này hoặc với bạn bè.',
        },
        progress: {
          title: 'Tiến độ và chuỗi ngày học',
          text: 'Theo dõi chuỗi ngày học liên tiếp, số câu đã dịch và độ chính xác của bạn.',
        },
      },
    },
    routine: {
      title: 'Mỗi ngày 15–30 phút là đủ',
      text: 'Học đều đặn mỗi ngày một ít hiệu quả hơn thỉnh thoảng học thật lâu. Vài câu mỗi ngày giúp bạn giữ chuỗi ngày học và nhớ từ lâu hơn.',
    },
    closing: {
      title: 'Sẵn sàng dịch câu đầu tiên?',
      text: 'Tạo tài khoản miễn phí, hoặc dùng thử với tư cách khách rồi đăng ký sau.',
      startFree: 'Bắt đầu miễn phí',
      seePricing: 'Xem bảng giá',
    },
  },

  about: {
    documentTitle: 'Giới thiệu · LinguaLoop',
    title: 'Giới thiệu LinguaLoop',
    lead: 'LinguaLoop giúp người Việt học tiếng Anh và tiếng Trung theo cách của người làm dịch thuật: làm việc với từng câu thực tế.',
    mission: {
      title: 'Sứ mệnh của chúng tôi',
      paragraphs: {
        first:
          'Nhiều người học thuộc quy tắc ngữ pháp nhưng lại lúng túng khi phải tự nói hay viết. Dịch những câu thực tế từ tiếng Việt giúp lấp khoảng trống đó: bạn bắt đầu từ một ý mình đã biết cách diễn đạt, rồi tìm cách nói ý ấy bằng ngôn ngữ kia.',
        second:
          'Chúng tôi làm sản phẩm trước hết cho người Việt: giao diện và lời giải thích bằng tiếng Việt, và mọi khoá học đều bắt đầu từ tiếng Việt hoặc dẫn về tiếng Việt.',
      },
    },
    feedback: {
      title: 'Phản hồi hoạt động như thế nào',
      intro: 'Phản hồi không có gì thần kỳ, và chúng tôi muốn nói rõ với bạn nó làm những gì:',
      items: {
        references:
          'Mỗi câu trong khoá học có một hoặc nhiều bản dịch tham khảo, được chuẩn bị riêng cho câu đó.',
        scoring:
          'Câu trả lời của bạn được chuẩn hoá (khoảng trắng, chữ hoa, dấu câu), rồi so với bản dịch tham khảo gần nhất để chấm điểm.',
        marking:
          'Từng từ một, phần trùng khớp được đánh dấu đúng, phần khác biệt được đánh dấu cần sửa, kèm gợi ý lấy từ bản dịch tham khảo.',
        notes:
          'Điểm ngữ pháp và từ vựng lấy từ phần ghi chú soạn cho từng câu. Với câu trả lời tiếng Việt, chúng tôi báo cho bạn khi chỉ sai dấu thanh.',
        others:
          'Phân bố điểm cho biết những người học khác làm câu đó thế nào, để bạn biết câu ấy có thực sự khó hay không.',
      },
      limits:
        'Một bản dịch hay vẫn có thể khác mọi bản tham khảo. Nếu bạn thấy câu trả lời của mình xứng đáng được điểm cao hơn, hãy báo cáo ngay trong bài tập và chúng tôi sẽ xem lại.',
    },
    approach: {
      title: 'Cách chúng tôi làm việc',
      items: {
        small: 'Bài học ngắn, tập trung, học xong trong một giờ nghỉ.',
        honest: 'Phản hồi trung thực: có điểm số, có lý do và có gợi ý nên thử gì tiếp theo.',
        listen:
          'Chúng tôi đọc mọi tin nhắn và báo cáo, rồi cải thiện những câu và bản dịch tham khảo được nhắc tới.',
        privacy:
          'Chúng tôi chỉ thu thập những gì sản phẩm cần, như <privacy>chính sách quyền riêng tư</privacy> đã nêu.',
      },
    },
    support: {
      title: 'Liên hệ với chúng tôi',
      text: 'Có câu hỏi hay ý tưởng? Hãy viết cho chúng tôi qua <email>{{email}}</email> hoặc dùng <contact>biểu mẫu liên hệ</contact>. Chúng tôi phản hồi trong vòng 24–48 giờ.',
    },
  },

  pricing: {
    documentTitle: 'Bảng giá · LinguaLoop',
    title: 'Bảng giá',
    lead: 'Bắt đầu miễn phí với 5 lượt dịch mỗi ngày. Nâng cấp khi bạn muốn luyện tập nhiều hơn.',
    billing: {
      label: 'Chu kỳ thanh toán',
      monthly: 'Theo tháng',
      yearly: 'Theo năm',
      save: 'tiết kiệm {{percent}}%',
      saveUpTo: 'tiết kiệm đến {{percent}}%',
    },
    plans: {
      label: 'Các gói',
      loading: 'Đang tải các gói…',
      recommended: 'Nên chọn',
      free: 'Miễn phí',
      perMonth: 'mỗi tháng',
      perYear: 'mỗi năm',
      monthlyEquivalent: 'khoảng {{price}} mỗi tháng',
      yearlySaving: 'Tiết kiệm {{percent}}% so với trả theo tháng.',
      quota_one: '{{count}} lượt dịch mỗi ngày',
      quota_other: '{{count}} lượt dịch mỗi ngày',
      team: 'Nhóm từ {{seats}} người: giảm {{percent}}% cho mỗi người dùng',
      includes: 'Bao gồm',
      startFree: 'Bắt đầu miễn phí',
      choose: 'Chọn gói {{plan}}',
    },
    notes: {
      title: 'Lưu ý',
      items: {
        vat: 'Giá tính bằng đồng Việt Nam (VND) và chưa bao gồm thuế GTGT ({{vat}}%). Thuế GTGT và phí xử lý thanh toán (nếu có) được hiển thị riêng khi thanh toán, trước khi bạn trả tiền.',
        team: 'Mua cho cả nhóm? Từ {{seats}} người dùng trở lên, giá cho mỗi người dùng của gói trả phí đều rẻ hơn. Mức giảm được ghi trên từng gói.',
        renewal:
          'Không có gia hạn tự động: mỗi lần thanh toán dùng cho một tháng hoặc một năm, và bạn tự quyết định có thanh toán tiếp hay không.',
      },
    },
    faq: {
      title: 'Câu hỏi thường gặp',
      items: {
        payment: {
          question: 'Tôi thanh toán bằng cách nào?',
          answer:
            'Bằng chuyển khoản ngân hàng trong nước. Khi đặt hàng, bạn sẽ thấy mã VietQR và thông tin tài khoản: quét mã bằng ứng dụng ngân hàng, hoặc chuyển khoản thủ công với đúng số tiền và nội dung chuyển khoản được hiển thị. Gói của bạn được kích hoạt ngay khi hệ thống khớp được khoản thanh toán.',
        },
        invoice: {
          question: 'Tôi có thể lấy hoá đơn GTGT không?',
          answer:
            'Có. Giá chưa bao gồm thuế GTGT ({{vat}}%), khoản thuế này được ghi rõ trên đơn hàng. Để nhận hoá đơn GTGT, hãy gửi mã đơn hàng, tên công ty, mã số thuế và địa chỉ đến <email>{{email}}</email>.',
        },
        cancel: {
          question: 'Làm sao để huỷ gói?',
          answer:
            'Bạn không cần huỷ: các gói không tự gia hạn và không có khoản nào bị trừ tự động. Nếu bạn không thanh toán cho kỳ mới, gói sẽ tự kết thúc. Đơn hàng chưa thanh toán có thể huỷ ngay trên trang của đơn đó.',
        },
        expiry: {
          question: 'Khi gói hết hạn thì sao?',
          answer:
            'Tài khoản của bạn chuyển về gói miễn phí. Tiến độ, từ đã lưu và các khoá học đã mua vẫn được giữ nguyên; chỉ số lượt dịch mỗi ngày trở về mức của gói miễn phí.',
        },
        team: {
          question: 'Giá theo nhóm áp dụng thế nào?',
          answer:
            'Khi mua một gói trả phí cho từ {{seats}} người dùng trở lên, mỗi người dùng được giảm giá theo mức giá nhóm ghi trên gói. Một đơn hàng thanh toán cho cả nhóm. Hãy viết cho chúng tôi qua <email>{{email}}</email> để được hỗ trợ thiết lập nhóm.',
        },
        quota: {
          question: 'Khi nào lượt dịch miễn phí được làm mới?',
          answer:
            'Gói miễn phí có {{count}} lượt dịch mỗi ngày. Số lượt được làm mới vào nửa đêm theo giờ Việt Nam (UTC+7). Lượt chưa dùng không được cộng dồn sang ngày hôm sau.',
        },
        credits: {
          question: 'Tín dụng và gói khác nhau thế nào?',
          answer:
            'Tín dụng là số dư bạn dùng để mua khoá học. Gói quyết định bạn được chấm bao nhiêu lượt dịch mỗi ngày. Hai thứ này tách biệt: mua gói không cộng thêm tín dụng, và tín dụng không dùng để gia hạn gói.',
        },
        guest: {
          question: 'Tôi có thể dùng thử trước khi đăng ký không?',
          answer:
            'Có. Hãy bắt đầu với tư cách khách và luyện tập ngay, sau đó hoàn tất đăng ký để giữ lại mọi thứ bạn đã làm.',
        },
      },
    },
  },

  features: {
    documentTitle: 'Tính năng · LinguaLoop',
    title: 'Tính năng',
    lead: 'Mọi thứ trong LinguaLoop phục vụ một thói quen: mỗi ngày dịch vài câu thực tế và học từ phản hồi.',
    sections: {
      exercises: {
        title: 'Bài tập dịch với phản hồi tức thì',
        text: 'Dịch xong một câu, phản hồi hiện ra dần ngay khi được xử lý, nên bạn không phải chờ đợi.',
        points: {
          parts: 'Phần đúng và phần sai được đánh dấu ngay trên câu trả lời của bạn',
          suggestions: 'Gợi ý sửa và lời giải thích nên thay đổi gì',
          grammar: 'Điểm ngữ pháp và từ vựng có trong câu',
          others: 'Điểm số của những người học khác với cùng câu đó',
          hint: 'Gợi ý khi bạn bí, và được thử lại bất cứ lúc nào',
        },
      },
      courses: {
        title: 'Khoá học theo trình độ và chiều dịch',
        text: 'Khoá học gồm những bài ngắn và được xếp theo trình độ, nên bạn luôn biết bắt đầu từ đâu.',
        points: {
          directions: 'Anh ↔ Việt và Trung ↔ Việt',
          levels: 'Sơ cấp, trung cấp và nâng cao',
          discover: 'Tìm kiếm, khoá học xem gần đây, đánh giá cao nhất và phổ biến nhất',
        },
      },
      dictionary: {
        title: 'Từ điển',
        text: 'Từ điển dành cho người học, gõ tiếng Việt trên bàn phím nào cũng tra được.',
        points: {
          search: 'Tra từ có dấu hoặc không dấu',
          pinyin: 'Phiên âm pinyin cho từ tiếng Trung',
          listen: 'Nghe phát âm',
          save: 'Lưu từ, kèm từ đồng nghĩa và trái nghĩa',
          review: 'Ôn lại từ đã lưu theo khoảng cách giãn dần, và một từ mới mỗi ngày',
        },
      },
      ranking: {
        title: 'Bảng xếp hạng',
        text: 'Một chút cạnh tranh vui vẻ giúp bạn duy trì thói quen.',
        points: {
          views: 'Xếp hạng toàn cầu, theo tuần và giữa bạn bè',
          score: 'Điểm số và chuỗi ngày học, lọc theo trình độ',
        },
      },
      progress: {
        title: 'Tiến độ',
        text: 'Thấy rõ công sức của bạn tích luỹ qua từng ngày.',
        points: {
          streaks: 'Chuỗi ngày học liên tiếp',
          accuracy: 'Số lượt dịch và độ chính xác',
          goal: 'Mục tiêu mỗi ngày và mức độ khó do bạn chọn',
        },
      },
      plans: {
        title: 'Gói và tín dụng',
        text: 'Bắt đầu miễn phí, chỉ trả tiền khi bạn muốn dùng nhiều hơn.',
        points: {
          plans: 'Gói Miễn phí, Pro và Doanh nghiệp, có giá theo nhóm',
          credits: 'Tín dụng để mua từng khoá học',
          payment: 'Thanh toán bằng chuyển khoản ngân hàng hoặc VietQR',
        },
      },
      personal: {
        title: 'Theo cách của bạn',
        text: 'Học theo cách bạn thấy thoải mái nhất.',
        points: {
          theme: 'Giao diện sáng và tối (giao diện tối đang ở bản alpha)',
          languages: 'Giao diện bằng Tiếng Việt, English và 中文',
          devices: 'Dùng được trên điện thoại, máy tính bảng và máy tính',
        },
      },
    },
    closing: {
      title: 'Tự mình trải nghiệm',
      text: 'Bắt đầu với gói miễn phí, 5 lượt dịch mỗi ngày, và nâng cấp khi bạn muốn luyện tập nhiều hơn.',
      startFree: 'Bắt đầu miễn phí',
      tryGuest: 'Dùng thử với tư cách khách',
    },
  },

  contact: {
    documentTitle: 'Liên hệ · LinguaLoop',
    title: 'Liên hệ',
    lead: 'Bạn có câu hỏi về khoá học, gói, thanh toán hay tài khoản? Hãy viết cho chúng tôi, một thành viên trong nhóm sẽ trả lời bạn.',
    form: {
      title: 'Gửi tin nhắn cho chúng tôi',
      requiredNote: 'Bạn cần điền tất cả các trường.',
      notSent: 'Tin nhắn chưa được gửi.',
      kept: 'Mọi nội dung bạn đã nhập vẫn còn nguyên: hãy sửa lại nếu cần rồi gửi lại.',
    },
    sent: {
      title: 'Cảm ơn bạn, tin nhắn đã được gửi',
      text: 'Chúng tôi sẽ trả lời qua {{email}} trong vòng 24–48 giờ.',
      again: 'Gửi tin nhắn khác',
    },
    info: {
      title: 'Cách liên hệ khác',
      emailLabel: 'Email',
      replyTime: 'Chúng tôi phản hồi trong vòng 24–48 giờ.',
    },
    hours: {
      title: 'Giờ làm việc',
      timezone: 'Giờ Việt Nam (UTC+7)',
      weekdays: 'Thứ Hai – Thứ Sáu',
      weekdaysHours: '9:00 – 18:00',
      saturday: 'Thứ Bảy',
      saturdayHours: '10:00 – 16:00',
      sunday: 'Chủ Nhật',
      closed: 'Nghỉ',
    },
  },

  privacy: {
    documentTitle: 'Chính sách quyền riêng tư · LinguaLoop',
    title: 'Chính sách quyền riêng tư',
    updated: 'Cập nhật lần cuối: {{date}}',
    lead: 'Chính sách này giải thích bằng lời lẽ đơn giản: LinguaLoop lưu những dữ liệu cá nhân nào, để làm gì, trong bao lâu, và bạn có thể yêu cầu chúng tôi làm gì với dữ liệu đó.',
    sections: {
      who: {
        title: 'Chúng tôi là ai',
        paragraphs: {
          controller:
            'LinguaLoop là dịch vụ tại trang web này. Chúng tôi quyết định cách xử lý dữ liệu cá nhân của bạn và chịu trách nhiệm về việc đó. Mọi câu hỏi về chính sách này, bạn có thể gửi đến <email>{{email}}</email>.',
          law: 'Chúng tôi xử lý dữ liệu cá nhân theo pháp luật Việt Nam, đặc biệt là Nghị định 13/2023/NĐ-CP về bảo vệ dữ liệu cá nhân.',
        },
      },
      data: {
        title: 'Chúng tôi lưu những gì',
        items: {
          account:
            '<strong>Tài khoản:</strong> họ, tên và địa chỉ email. Mật khẩu chỉ được lưu dưới dạng băm một chiều (argon2id), không bao giờ lưu mật khẩu gốc. Nếu bạn đăng nhập bằng Google, chúng tôi nhận tên và email của bạn từ Google.',
          guest:
            '<strong>Tài khoản khách:</strong> một mã khách để nhận diện tài khoản trên thiết bị của bạn, không có tên hay email cho đến khi bạn hoàn tất đăng ký.',
          learning:
            '<strong>Quá trình học:</strong> các bản dịch bạn gửi, điểm số và phản hồi, khoá học và bài học bạn tham gia, từ đã lưu, chuỗi ngày học, các thiết lập như mục tiêu mỗi ngày, và các báo cáo bạn gửi về một câu.',
          contact:
            '<strong>Tin nhắn gửi qua biểu mẫu liên hệ:</strong> họ tên, email, tiêu đề và nội dung.',
          orders:
            '<strong>Đơn hàng:</strong> gói hoặc khoá học, giá, thuế GTGT, số tiền, mã nội dung chuyển khoản và mã giao dịch của ngân hàng. Chúng tôi không bao giờ thấy hay lưu thông tin đăng nhập ngân hàng hoặc thông tin thẻ của bạn.',
          technical:
            '<strong>Dữ liệu kỹ thuật:</strong> địa chỉ IP và thời điểm gửi yêu cầu, dùng để bảo vệ dịch vụ khỏi hành vi lạm dụng.',
        },
      },
      purposes: {
        title: 'Chúng tôi dùng dữ liệu để làm gì',
        items: {
          service: 'Vận hành tài khoản của bạn, đưa ra phản hồi, tiến độ và bảng xếp hạng.',
          payments:
            'Đối chiếu khoản chuyển khoản với đơn hàng, kích hoạt gói và lưu chứng từ kế toán.',
          support: 'Trả lời tin nhắn và yêu cầu của bạn.',
          security: 'Giữ an toàn cho dịch vụ và ngăn chặn lạm dụng, chẳng hạn đăng ký tự động.',
          improve:
            'Cải thiện câu, bản dịch tham khảo và phản hồi, dựa trên điểm số tổng hợp của tất cả người học.',
        },
        paragraphs: {
          noAds: 'Chúng tôi không bán dữ liệu của bạn và không dùng dữ liệu đó cho quảng cáo.',
        },
      },
      retention: {
        title: 'Chúng tôi lưu trong bao lâu',
        items: {
          account:
            '<strong>Dữ liệu tài khoản và quá trình học:</strong> trong suốt thời gian tài khoản còn tồn tại. Khi bạn yêu cầu xoá tài khoản, chúng tôi xoá trong vòng 30 ngày.',
          guest:
            '<strong>Tài khoản khách:</strong> trong thời gian tài khoản còn được sử dụng; bạn có thể yêu cầu xoá bất cứ lúc nào.',
          contact:
            '<strong>Tin nhắn liên hệ:</strong> tối đa 24 tháng sau khi chúng tôi đã trả lời.',
          orders:
            '<strong>Đơn hàng và mã giao dịch chuyển khoản:</strong> trong thời hạn mà quy định về kế toán và thuế của Việt Nam yêu cầu (thường là 10 năm), kể cả khi bạn đã xoá tài khoản.',
          technical: '<strong>Dữ liệu kỹ thuật:</strong> tối đa 30 ngày.',
        },
      },
      sharing: {
        title: 'Ai khác được xem dữ liệu',
        paragraphs: {
          providers:
            'Chúng tôi chỉ chia sẻ dữ liệu với các nhà cung cấp giúp vận hành LinguaLoop, và chỉ phần mỗi bên cần: lưu trữ máy chủ, gửi email, ngân hàng nhận chuyển khoản, và Cloudflare Turnstile, dịch vụ xác minh người dùng khách mới là người thật và xử lý dữ liệu kỹ thuật từ trình duyệt của bạn cho mục đích đó.',
          authorities:
            'Chúng tôi chỉ cung cấp dữ liệu cho cơ quan nhà nước khi pháp luật Việt Nam yêu cầu. Tên và điểm số của bạn có thể xuất hiện trên bảng xếp hạng mà người học khác nhìn thấy.',
        },
      },
      browser: {
        title: 'Cookie và bộ nhớ cục bộ',
        paragraphs: {
          intro:
            'Chúng tôi không dùng cookie quảng cáo hay cookie theo dõi. Ứng dụng chỉ lưu vài giá trị trong bộ nhớ cục bộ (local storage) của trình duyệt:',
        },
        items: {
          accessToken:
            '<strong>access_token:</strong> giữ cho bạn đăng nhập cho đến khi đăng xuất.',
          guestCode:
            '<strong>guest_code:</strong> ghi nhớ tài khoản khách của bạn trên thiết bị này.',
          theme: '<strong>theme:</strong> giao diện sáng hoặc tối mà bạn chọn.',
          language: '<strong>language:</strong> ngôn ngữ giao diện của bạn.',
        },
      },
      rights: {
        title: 'Quyền của bạn',
        paragraphs: {
          intro: 'Theo Nghị định 13/2023/NĐ-CP, bạn có các quyền, trong đó có:',
        },
        items: {
          access: 'xem dữ liệu cá nhân chúng tôi đang lưu về bạn và nhận một bản sao;',
          correct: 'yêu cầu chỉnh sửa khi dữ liệu sai hoặc chưa đầy đủ;',
          delete: 'yêu cầu xoá dữ liệu cùng với tài khoản;',
          withdraw:
            'rút lại sự đồng ý, hoặc yêu cầu hạn chế hay ngừng xử lý, trong phạm vi pháp luật cho phép;',
          complain: 'khiếu nại với cơ quan có thẩm quyền của Việt Nam.',
        },
      },
      exercise: {
        title: 'Cách thực hiện quyền của bạn',
        paragraphs: {
          how: 'Hãy gửi email đến <email>{{email}}</email> từ địa chỉ email của tài khoản (tài khoản khách: ghi kèm mã khách) và cho biết bạn muốn chúng tôi làm gì. Chúng tôi xác nhận yêu cầu trong vòng 24–48 giờ và thực hiện trong thời hạn Nghị định 13/2023/NĐ-CP quy định. Chúng tôi có thể đề nghị bạn xác minh danh tính trước.',
        },
      },
      security: {
        title: 'Chúng tôi bảo vệ dữ liệu thế nào',
        paragraphs: {
          measures:
            'Kết nối được mã hoá, mật khẩu được băm, và chỉ những người cần cho công việc mới được truy cập dữ liệu cá nhân.',
        },
      },
      children: {
        title: 'Trẻ em',
        paragraphs: {
          consent:
            'Nếu bạn dưới 16 tuổi, hãy sử dụng LinguaLoop khi có sự đồng ý của cha mẹ hoặc người giám hộ.',
        },
      },
      changes: {
        title: 'Thay đổi chính sách',
        paragraphs: {
          notice:
            'Khi thay đổi chính sách này, chúng tôi cập nhật ngày ở đầu trang và thông báo cho bạn về những thay đổi quan trọng trong ứng dụng hoặc qua email.',
        },
      },
    },
  },
};

export default vi;

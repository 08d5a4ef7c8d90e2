import type { AccountMessages } from './en';

const vi: AccountMessages = {
  page: {
    title: '{{page}} · {{appName}}',
    backHome: 'Về trang chủ',
    languageGroup: 'Ngôn ngữ giao diện',
    or: 'hoặc',
  },
  session: {
    documentTitle: {
      signin: 'Đăng nhập',
      signup: 'Đăng ký',
    },
    heading: {
      signin: 'Chào mừng bạn quay lại',
      signup: 'Tạo tài khoản',
    },
    intro: {
      signin: 'Đăng nhập để tiếp tục luyện tập từ chỗ bạn đã dừng.',
      signup: 'Học ngoại ngữ bằng cách dịch những câu văn thật. Bắt đầu miễn phí.',
    },
    tabsLabel: 'Đăng nhập hoặc tạo tài khoản',
    tabs: {
      signin: 'Đăng nhập',
      signup: 'Đăng ký',
    },
    signIn: {
      submit: 'Đăng nhập',
      forgot: 'Quên mật khẩu?',
    },
    signUp: {
      submit: 'Tạo tài khoản',
      passwordHint: 'Ít nhất {{passwordMin}} ký tự.',
      signInInstead: 'Đăng nhập bằng email này',
    },
    google: 'Tiếp tục với Google',
    guestPrompt: 'Chỉ muốn xem thử?',
    guestLink: 'Dùng thử với tư cách khách',
    social: {
      signingIn: 'Đang đăng nhập…',
    },
    forgot: {
      title: 'Đặt lại mật khẩu',
      description:
        'Nhập email bạn đã dùng để đăng ký. Chúng tôi sẽ gửi cho bạn một liên kết để đặt mật khẩu mới.',
      submit: 'Gửi liên kết',
      sent: 'Nếu có tài khoản dùng email này, chúng tôi đã gửi liên kết đặt lại mật khẩu. Hãy kiểm tra hộp thư đến và cả thư mục spam.',
      linkValidity: 'Liên kết chỉ dùng được một lần và sẽ hết hạn sau một thời gian.',
      done: 'Quay lại đăng nhập',
    },
  },
  guest: {
    documentTitle: 'Dùng thử với tư cách khách',
    heading: 'Dùng thử {{appName}} với tư cách khách',
    intro: 'Bắt đầu luyện tập ngay, không cần email hay mật khẩu.',
    points: {
      noEmail: 'Không cần email: chúng tôi tạo một tài khoản khách cho trình duyệt này.',
      progress: 'Tiến độ, bài dịch và tín dụng của bạn được giữ lại trong tài khoản này.',
      later: 'Bạn có thể hoàn tất đăng ký sau để giữ mọi thứ và đăng nhập trên các thiết bị khác.',
    },
    check: {
      heading: 'Xác minh nhanh',
      explanation: 'Để chặn máy tự động, vui lòng xác nhận bạn là người thật.',
      loading: 'Đang tải bước xác minh…',
      loadFailed: 'Không tải được bước xác minh. Hãy kiểm tra kết nối mạng rồi thử lại.',
      widgetFailed: 'Bước xác minh chưa thành công. Vui lòng thử lại.',
      expired: 'Bước xác minh đã hết hạn. Vui lòng xác minh lại.',
      required: 'Vui lòng hoàn tất bước xác minh trước.',
      providersFailed: 'Chưa thể chuẩn bị bước xác minh.',
      devNotice: 'Chế độ phát triển: bỏ qua bước xác minh người thật',
      devExplanation:
        'Máy chủ này chưa có khóa xác minh nên bước xác minh thật không hiển thị. Hãy đánh dấu ô bên dưới để tiếp tục với mã thử nghiệm.',
      devConfirm: 'Tôi là người thật (xác minh thử nghiệm)',
    },
    start: 'Bắt đầu với tư cách khách',
    haveAccount: 'Đã có tài khoản?',
    signInLink: 'Đăng nhập',
  },
  reset: {
    documentTitle: 'Đặt mật khẩu mới',
    heading: 'Đặt mật khẩu mới',
    intro: 'Nhập mật khẩu mới cho tài khoản của bạn. Bạn sẽ được đăng nhập ngay sau đó.',
    newPassword: 'Mật khẩu mới',
    confirmPassword: 'Nhập lại mật khẩu mới',
    passwordHint: 'Ít nhất {{passwordMin}} ký tự.',
    submit: 'Lưu mật khẩu mới',
    success: 'Đã đổi mật khẩu.',
    invalidHeading: 'Không thể dùng liên kết này',
    invalidText:
      'Liên kết đặt lại mật khẩu không hợp lệ hoặc đã hết hạn. Mỗi liên kết chỉ dùng được một lần và trong thời gian có hạn.',
    requestNew: 'Yêu cầu liên kết mới',
  },
  complete: {
    documentTitle: 'Hoàn tất đăng ký',
    heading: 'Hoàn tất đăng ký',
    intro:
      'Bạn đang dùng {{appName}} với tư cách khách. Hãy thêm họ tên, email và mật khẩu để giữ lại tiến độ, tín dụng và đăng nhập trên mọi thiết bị.',
    modesLabel: 'Cách hoàn tất đăng ký',
    modes: {
      quick: 'Đăng ký nhanh',
      guided: 'Từng bước',
    },
    quickIntro: 'Chỉ bốn ô, trình duyệt có thể tự điền gần hết cho bạn.',
    guidedIntro: 'Vẫn bốn ô đó, kèm lời giải thích vì sao chúng tôi cần từng thông tin.',
    sameFields: 'Hai cách đều hỏi cùng những thông tin; bạn chọn cách nào cũng được.',
    hints: {
      firstname: 'Hiển thị trên bảng xếp hạng và trong hồ sơ của bạn.',
      lastname: 'Hiển thị cùng với tên của bạn.',
      email: 'Dùng để đăng nhập và nhận liên kết đặt lại mật khẩu.',
      password: 'Ít nhất {{passwordMin}} ký tự. Bạn sẽ dùng mật khẩu này để đăng nhập lần sau.',
    },
    keepNote: 'Mọi thứ bạn đã làm khi là khách đều được giữ trong tài khoản.',
    submit: 'Hoàn tất đăng ký',
    success: {
      heading: 'Chào mừng {{name}}!',
      text: 'Tài khoản của bạn đã sẵn sàng. Lần sau, hãy đăng nhập bằng {{email}}.',
      toast: 'Đã hoàn tất đăng ký',
      continue: 'Tiếp tục học',
    },
    premium: {
      heading: 'Nâng cấp Premium',
      text: 'Nhiều lượt dịch hơn mỗi ngày và mọi khóa học. Xem các gói và quyền lợi đi kèm.',
      link: 'Xem các gói Premium',
    },
    alreadyComplete: {
      heading: 'Tài khoản của bạn đã đầy đủ',
      text: 'Bạn đã đăng nhập bằng email và mật khẩu, không cần làm gì thêm ở đây.',
      link: 'Đến các khóa học',
    },
  },
};

export default vi;

import type { AccountMessages } from './en';

const zh: AccountMessages = {
  page: {
    title: '{{page}} · {{appName}}',
    backHome: '返回首页',
    languageGroup: '界面语言',
    or: '或',
  },
  session: {
    documentTitle: {
      signin: '登录',
      signup: '注册',
    },
    heading: {
      signin: '欢迎回来',
      signup: '创建账户',
    },
    intro: {
      signin: '登录后，从上次停下的地方继续练习。',
      signup: '通过翻译真实句子学习外语，免费开始。',
    },
    tabsLabel: '登录或创建账户',
    tabs: {
      signin: '登录',
      signup: '注册',
    },
    signIn: {
      submit: '登录',
      forgot: '忘记密码？',
    },
    signUp: {
      submit: '创建账户',
      passwordHint: '至少 {{passwordMin}} 个字符。',
      signInInstead: '改为登录',
    },
    google: '使用 Google 继续',
    guestPrompt: '只是想先看看？',
    guestLink: '以访客身份试用',
    social: {
      signingIn: '正在登录…',
    },
    forgot: {
      title: '重置密码',
      description: '请输入注册时使用的邮箱，我们会发送一个链接，供你设置新密码。',
      submit: '发送重置链接',
      sent: '如果该邮箱对应一个账户，我们已发送重置密码的链接。请查看收件箱和垃圾邮件。',
      linkValidity: '链接只能使用一次，并会在一段时间后失效。',
      done: '返回登录',
    },
  },
  guest: {
    documentTitle: '以访客身份试用',
    heading: '以访客身份试用 {{appName}}',
    intro: '马上开始练习，无需邮箱或密码。',
    points: {
      noEmail: '无需邮箱：我们会为此浏览器创建一个访客账户。',
      progress: '你的学习进度、翻译记录和积分都会保存在这个账户中。',
      later: '之后可以随时完成注册，保留所有记录，并在其他设备上登录。',
    },
    check: {
      heading: '快速人机验证',
      explanation: '为了防止机器人，请确认你是真人。',
      loading: '正在加载人机验证…',
      loadFailed: '无法加载人机验证。请检查网络连接后重试。',
      widgetFailed: '人机验证未通过，请重试。',
      expired: '人机验证已过期，请重新验证。',
      required: '请先完成人机验证。',
      providersFailed: '暂时无法准备人机验证。',
      devNotice: '开发模式：已跳过人机验证',
      devExplanation:
        '此服务器未配置人机验证密钥，因此不显示真正的验证。勾选下面的方框，即可使用测试令牌继续。',
      devConfirm: '我是真人（开发模式验证）',
    },
    start: '以访客身份开始',
    haveAccount: '已有账户？',
    signInLink: '登录',
  },
  reset: {
    documentTitle: '设置新密码',
    heading: '设置新密码',
    intro: '请为你的账户输入新密码。设置完成后会自动登录。',
    newPassword: '新密码',
    confirmPassword: '再次输入新密码',
    passwordHint: '至少 {{passwordMin}} 个字符。',
    submit: '保存新密码',
    success: '密码已修改。',
    invalidHeading: '此链接无法使用',
    invalidText: '此重置密码链接无效或已过期。每个链接只能使用一次，且有效期有限。',
    requestNew: '重新获取链接',
  },
  complete: {
    documentTitle: '完成注册',
    heading: '完成注册',
    intro:
      '你正在以访客身份使用 {{appName}}。填写姓名、邮箱和密码，即可保留学习进度和积分，并在任何设备上登录。',
    modesLabel: '完成注册的方式',
    modes: {
      quick: '快速注册',
      guided: '分步填写',
    },
    quickIntro: '只有四项，浏览器可以帮你自动填写大部分内容。',
    guidedIntro: '同样的四项，并说明我们为什么需要每一项。',
    sameFields: '两种方式填写的内容相同，选你喜欢的即可。',
    hints: {
      firstname: '会显示在排行榜和你的个人资料中。',
      lastname: '与名字一起显示。',
      email: '用于登录，以及接收重置密码的链接。',
      password: '至少 {{passwordMin}} 个字符。下次登录时使用。',
    },
    keepNote: '你作为访客时的所有记录都会保留在账户中。',
    submit: '完成注册',
    success: {
      heading: '欢迎你，{{name}}！',
      text: '你的账户已准备就绪。下次请使用 {{email}} 登录。',
      toast: '注册已完成',
      continue: '继续学习',
    },
    premium: {
      heading: '升级高级版',
      text: '每天更多翻译次数，畅学所有课程。查看各套餐及其权益。',
      link: '查看高级版套餐',
    },
    alreadyComplete: {
      heading: '你的账户已经完整',
      text: '你已经使用邮箱和密码登录，这里无需再做任何操作。',
      link: '前往课程',
    },
  },
};

export default zh;

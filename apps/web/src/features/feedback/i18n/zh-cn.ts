/** Strings of the feedback pages (`feedback` namespace). en.ts mirrors these keys. */
export const feedbackZhCN = {
  title: { list: '意见反馈', questions: '常见问题', online: '在线反馈' },
  list: {
    empty: '您还没有提交过反馈',
    create: '我要反馈',
    questions: '常见问题',
    status: { pending: '待回复', replied: '已回复' },
    images: '{{count}} 张图片',
    replies: '医院回复',
    noReply: '我们已收到您的反馈，会尽快处理并回复。',
    contact: '联系电话',
    unread: '有新回复',
  },
  questions: {
    intro: '请选择您要反馈的问题类型',
    hotline: '客服热线',
    hours: '服务时间',
  },
  form: {
    category: '反馈类型',
    content: '反馈内容',
    contentPlaceholder: '请详细描述您遇到的问题或建议（5-500字）',
    images: '图片（选填，最多{{max}}张）',
    phone: '联系电话（选填）',
    phonePlaceholder: '便于我们与您联系',
    submit: '提交反馈',
    submitted: '反馈已提交，感谢您的宝贵意见',
    uploading: '图片上传中，请稍候',
    error: {
      category: '请选择反馈类型',
      contentShort: '反馈内容至少{{min}}个字',
      phone: '请输入正确的11位手机号',
      imageType: '仅支持 JPG、PNG、WebP 格式的图片',
      imageSize: '图片不能超过2MB',
    },
  },
};
export type FeedbackMessages = typeof feedbackZhCN;

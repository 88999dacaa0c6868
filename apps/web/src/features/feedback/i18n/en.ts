import type { FeedbackMessages } from './zh-cn.ts';

export const feedbackEn: FeedbackMessages = {
  title: { list: 'Feedback', questions: 'Common topics', online: 'Send feedback' },
  list: {
    empty: 'You have not sent any feedback yet',
    create: 'Send feedback',
    questions: 'Common topics',
    status: { pending: 'Awaiting reply', replied: 'Replied' },
    images: '{{count}} images',
    replies: 'Hospital reply',
    noReply: 'We have your feedback and will reply soon.',
    contact: 'Contact phone',
    unread: 'New reply',
  },
  questions: {
    intro: 'What is your feedback about?',
    hotline: 'Service line',
    hours: 'Hours',
  },
  form: {
    category: 'Topic',
    content: 'Your feedback',
    contentPlaceholder: 'Describe the problem or suggestion (5-500 characters)',
    images: 'Images (optional, up to {{max}})',
    phone: 'Contact phone (optional)',
    phonePlaceholder: 'So we can reach you',
    submit: 'Submit',
    submitted: 'Thank you for your feedback',
    uploading: 'Images are still uploading',
    error: {
      category: 'Choose a topic',
      contentShort: 'Write at least {{min}} characters',
      phone: 'Enter an 11-digit mobile number',
      imageType: 'Only JPG, PNG or WebP images',
      imageSize: 'Images must be 2 MB or smaller',
    },
  },
};

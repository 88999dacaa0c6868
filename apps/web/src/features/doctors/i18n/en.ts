import type { DoctorsMessages } from './zh-cn.ts';

export const doctorsEn: DoctorsMessages = {
  title: {
    follow: 'Followed doctors',
    treatment: 'Rate a visit',
    mine: 'My ratings',
    detail: 'Rating',
  },
  follow: {
    empty: 'You follow no doctor yet',
    find: 'Find a doctor',
    unfollow: 'Unfollow',
    unfollowed: 'Unfollowed',
  },
  rate: {
    pick: 'Visits to rate',
    none: 'No visit to rate; you can rate a doctor after a visit',
    go: 'Rate',
    score: 'Overall',
    content: 'Tell us about your visit (optional)',
    submit: 'Submit',
    mustRate: 'Please choose a rating first',
    done: 'Thank you for your rating',
    visit: '{{date}} {{period}} · <his>{{dept}}</his>',
  },
  mine: { empty: 'You have not rated a doctor yet' },
  detail: {
    doctor: 'Doctor',
    visit: 'Visit',
    score: 'Rating',
    content: 'Comment',
    createdAt: 'Rated at',
    noContent: 'No comment',
    delete: 'Delete rating',
    deleteConfirm: 'Delete your rating of this doctor?',
    deleted: 'Rating deleted',
    confirm: 'Delete',
    cancel: 'Cancel',
  },
};

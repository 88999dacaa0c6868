import type { QueueMessages } from './zh-cn.ts';

export const queueEn: QueueMessages = {
  title: 'Queue',
  empty: 'No appointment waiting today',
  book: 'Book one',
  myNumber: 'My number',
  calling: 'Now calling',
  notStarted: 'Not open',
  ahead: 'Ahead of you',
  people: '{{count}}',
  wait: 'About {{minutes}} minutes to wait',
  yourTurn: 'It is your turn; please go to the consulting room',
  refreshHint: 'Refreshes every 30 seconds; pull down to refresh now',
  patient: 'Patient: <his>{{name}}</his>',
};

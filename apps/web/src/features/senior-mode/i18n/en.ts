import type { SeniorMessages } from './zh-cn.ts';

export const seniorEn: SeniorMessages = {
  title: 'Senior mode',
  description:
    'Larger text and buttons, clearer colours, and only the common services on the home page',
  on: 'Senior mode is on',
  off: 'Senior mode is off',
  offer: {
    title: 'Text too small? Try senior mode',
    hint: 'Larger text and buttons, and the common services easy to find',
    accept: 'Turn on',
    decline: 'Not now',
  },
};

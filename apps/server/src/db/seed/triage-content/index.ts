import type { TriageContent } from '@hospital/contract';

/**
 * The triage content the demo hospital starts with, published as version 1 by the seed.
 * A starting set: the full map of body parts and symptoms replaces it.
 */
export const triageSeedContent: TriageContent = {
  bodyParts: [
    {
      code: 'chest',
      name: '胸部',
      region: 'chest',
      figures: ['male', 'female', 'child'],
      sort: 10,
    },
    {
      code: 'upper-abdomen',
      name: '上腹部',
      region: 'upper-abdomen',
      figures: ['male', 'female', 'child'],
      sort: 20,
    },
  ],
  symptoms: [
    {
      code: 'chest-pain',
      name: '胸痛',
      explanation: '胸口疼痛、压榨感或闷痛',
      partCodes: ['chest'],
      departments: [{ deptCode: 'XXGNK', weight: 8 }],
    },
    {
      code: 'sweating',
      name: '大汗',
      explanation: '没有运动却出很多汗、冷汗',
      partCodes: ['chest'],
      departments: [{ deptCode: 'XXGNK', weight: 3 }],
    },
    {
      code: 'stomach-ache',
      name: '胃痛',
      explanation: '上腹部（心口下方）疼痛或烧灼感',
      partCodes: ['upper-abdomen'],
      departments: [
        { deptCode: 'XHNK', weight: 8, figures: ['male', 'female'] },
        { deptCode: 'XENK', weight: 8, figures: ['child'] },
      ],
    },
    {
      code: 'acid-reflux',
      name: '反酸',
      explanation: '酸水从胃里返到喉咙或口中',
      partCodes: ['upper-abdomen'],
      departments: [
        { deptCode: 'XHNK', weight: 7, figures: ['male', 'female'] },
        { deptCode: 'XENK', weight: 7, figures: ['child'] },
      ],
    },
  ],
  questions: [
    {
      code: 'complaint',
      group: 'visit',
      kind: 'symptoms',
      label: '这次主要哪里不舒服？',
      required: true,
    },
    {
      code: 'duration',
      group: 'visit',
      kind: 'single',
      label: '不舒服多久了？',
      required: true,
      options: [
        { code: 'hours', label: '几小时内' },
        { code: 'days', label: '1-7天' },
        { code: 'weeks', label: '1周以上' },
      ],
    },
    {
      code: 'allergies',
      group: 'history',
      kind: 'text',
      label: '有哪些药物或食物过敏？',
      help: '没有可填“无”',
      required: true,
      maxLength: 200,
    },
  ],
  redFlags: [
    {
      code: 'chest-pain-sweating',
      name: '胸痛伴大汗',
      advice: '可能是急性心肌梗死等危急情况，请立即前往急诊科或拨打120，不要自行驾车。',
      when: {
        anyOf: [
          {
            allOf: [
              { kind: 'symptom', symptom: 'chest-pain' },
              { kind: 'symptom', symptom: 'sweating' },
            ],
          },
        ],
      },
      source: '中国胸痛中心认证标准：胸痛伴出汗为急性冠脉综合征的高危表现',
    },
  ],
  sources: ['演示数据，由医院医务部审核后发布'],
};

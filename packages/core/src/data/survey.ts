/**
 * The survey shown to visitors (GET /api/survey/info): its key, questions and options. Core's, so
 * the survey contract's body schema is built from it.
 */
import { BUDGET_RANGES } from './filters.ts';

/** One survey question. */
export interface SurveyQuestion {
  key: string;
  title: string;
  type: 'single' | 'multiple' | 'text';
  required: boolean;
  options?: { value: string; label: string }[];
  /** Most options a multiple-choice question takes; most characters of a text answer. */
  max?: number;
}

/** The current survey. */
export const SURVEY: { key: string; title: string; description: string; questions: SurveyQuestion[] } = {
  key: 'renovation_needs_2025',
  title: '裝修需求小調查',
  description: '花 30 秒告訴我們您的需求，我們會推薦更適合您的設計公司與作品。',
  questions: [
    {
      key: 'stage',
      title: '您目前的裝修階段？',
      type: 'single',
      required: true,
      options: [
        { value: 'research', label: '還在蒐集資料' },
        { value: 'comparing', label: '正在比較設計公司' },
        { value: 'building', label: '已簽約施工中' },
        { value: 'done', label: '已完工入住' },
      ],
    },
    {
      key: 'priorities',
      title: '您最在意的裝修重點？（最多 3 項）',
      type: 'multiple',
      required: true,
      max: 3,
      options: [
        { value: 'budget', label: '預算控制' },
        { value: 'style', label: '設計風格' },
        { value: 'quality', label: '施工品質' },
        { value: 'schedule', label: '工期' },
        { value: 'storage', label: '收納' },
        { value: 'warranty', label: '售後保固' },
      ],
    },
    {
      key: 'budget',
      title: '預計裝修預算？',
      type: 'single',
      required: false,
      options: BUDGET_RANGES.filter((r) => r.value !== 'any').map((r) => ({
        value: r.value,
        label: r.label,
      })),
    },
    { key: 'message', title: '想對我們說的話', type: 'text', required: false, max: 300 },
  ],
};

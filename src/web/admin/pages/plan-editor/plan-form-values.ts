import type { AdminPlan, PlanEdit } from '../../../../contract/admin-catalog.ts';
import { fenToYuanText } from '../../components/format.ts';
import { moneyFen } from '../../components/money-field.tsx';

/** The plan as the editor's form holds it: prices as 元 text, each detail section's paragraphs as one text. */
export type PlanFormValues = {
  id?: string;
  title: string;
  subtitle: string;
  stage: PlanEdit['stage'];
  priceYuan: string;
  originalPriceYuan: string;
  durationDays: number;
  inclusions: string[];
  detailSections: { heading: string; text: string }[];
  faq: { question: string; answer: string }[];
  coverImage: string;
  onSale: boolean;
};

/** The form fields the server may name in an error. */
export const PLAN_FORM_FIELDS = [
  'id',
  'title',
  'subtitle',
  'stage',
  'priceYuan',
  'originalPriceYuan',
  'durationDays',
  'inclusions',
  'detailSections',
  'faq',
  'coverImage',
];

/** A new plan's defaults, or an existing plan in the form's shape. */
export function planFormValuesOf(plan: AdminPlan | null): Partial<PlanFormValues> {
  if (!plan) return { stage: 'primary', durationDays: 30, inclusions: [''], detailSections: [], faq: [], onSale: false, subtitle: '' };
  return {
    title: plan.title,
    subtitle: plan.subtitle,
    stage: plan.stage,
    priceYuan: fenToYuanText(plan.priceFen),
    originalPriceYuan: fenToYuanText(plan.originalPriceFen),
    durationDays: plan.durationDays,
    inclusions: plan.inclusions,
    detailSections: plan.detailSections.map((section) => ({ heading: section.heading, text: section.paragraphs.join('\n') })),
    faq: plan.faq,
    coverImage: plan.coverImage,
    onSale: plan.onSale,
  };
}

/** The form's values as the contract's plan: fen prices, blank lines dropped. */
export function planOf(values: PlanFormValues): PlanEdit {
  return {
    title: values.title,
    subtitle: values.subtitle ?? '',
    stage: values.stage,
    priceFen: moneyFen(values.priceYuan),
    originalPriceFen: moneyFen(values.originalPriceYuan),
    durationDays: values.durationDays,
    inclusions: (values.inclusions ?? []).map((line) => line.trim()).filter(Boolean),
    detailSections: (values.detailSections ?? []).map((section) => ({
      heading: section.heading,
      paragraphs: (section.text ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    })),
    faq: values.faq ?? [],
    coverImage: values.coverImage,
    onSale: values.onSale,
  };
}

/** The server names fen fields and paragraphs; the form has 元 fields and a text per section. */
export function formField(field: string): string {
  return field
    .replace(/^priceFen/, 'priceYuan')
    .replace(/^originalPriceFen/, 'originalPriceYuan')
    .replace(/^(detailSections\.\d+)\.paragraphs(\.\d+)?$/, '$1.text');
}

import { type FormRule, Input, type InputProps } from 'antd';
import { readYuan } from './format.ts';

/**
 * A 元 amount typed as text. Not an InputNumber: that one clamps to its min/max and rounds to its precision when the
 * field loses focus, so a wrong amount would be saved as a different one without a word.
 */
export function MoneyInput(props: InputProps) {
  return <Input prefix="¥" inputMode="decimal" autoComplete="off" {...props} />;
}

/** The value of a MoneyInput as integer fen, once its rules passed. */
export function moneyFen(text: string | undefined): number {
  const read = readYuan(text ?? '');
  if ('error' in read) throw new Error(read.error);
  return read.fen;
}

/** A MoneyInput's rules: required, a plain amount of more than 0 with at most two decimals, then the field's own limit. */
export function moneyRules(requiredMessage: string, limit?: (fen: number) => string | null): FormRule[] {
  return [
    { required: true, whitespace: true, message: requiredMessage },
    {
      validator: async (_, text: string | undefined) => {
        if (!text?.trim()) return;
        const read = readYuan(text);
        if ('error' in read) throw new Error(read.error);
        const problem = limit?.(read.fen);
        if (problem) throw new Error(problem);
      },
    },
  ];
}

import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useState } from 'react';
import { centsToDollars, dollarsToCents } from '../../shared/money';

export interface MoneyInputProps extends Omit<
  NumberInputProps,
  'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'prefix' | 'decimalScale'
> {
  /** US cents; a string while the field is empty ('') or holds no number yet ('-'). */
  value?: number | string;
  onChange?: (value: number | string) => void;
  /** The lowest amount, US cents (clamped on blur, as NumberInput does). */
  min?: number;
  /** The highest amount, US cents (clamped on blur). */
  max?: number;
}

/** Cents of what the field holds: dollars as a number or as typed text ('120.', '120.50'); null when not a number. */
function centsOf(typed: number | string): number | null {
  const dollars = typeof typed === 'number' ? typed : typed.trim() === '' ? Number.NaN : Number(typed);
  return Number.isFinite(dollars) ? dollarsToCents(dollars) : null;
}

/** An amount as the field shows it when not being typed: '120' for whole dollars, '120.50' otherwise. */
const dollarsText = (cents: number): number | string =>
  cents % 100 === 0 ? centsToDollars(cents) : centsToDollars(cents).toFixed(2);

/**
 * An amount of US dollars for a form whose value is cents (as the shared schemas take it): the field shows
 * '$120.50' with up to two decimals and hands the form 12050. Text that is no number ('' or '-') reaches the
 * form as it is, for the schema to refuse or the form to read as it decides.
 */
export function MoneyInput({ value = '', onChange, onBlur, min, max, ...others }: MoneyInputProps) {
  // What is being typed: '120.5' keeps showing as typed while it stands for the form's value (until blur).
  const [typed, setTyped] = useState<number | string>('');
  const shown = typeof value !== 'number' ? value : centsOf(typed) === value ? typed : dollarsText(value);
  return (
    <NumberInput
      {...others}
      prefix="$"
      decimalScale={2}
      min={min === undefined ? undefined : centsToDollars(min)}
      max={max === undefined ? undefined : centsToDollars(max)}
      value={shown}
      onChange={(next) => {
        setTyped(next);
        onChange?.(centsOf(next) ?? next);
      }}
      onBlur={(event) => {
        setTyped('');
        onBlur?.(event);
      }}
    />
  );
}

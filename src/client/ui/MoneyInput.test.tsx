// @vitest-environment jsdom
import { Button } from '@mantine/core';
import { useForm } from '@mantine/form';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render';
import { MoneyInput } from './MoneyInput';

/** The value the form holds, as the last render saw it. */
let held: number | string = '';

function Harness({ initial, max }: { initial: number | string; max?: number }) {
  const form = useForm<{ amountCents: number | string }>({ initialValues: { amountCents: initial } });
  held = form.getValues().amountCents;
  return (
    <>
      <MoneyInput label="Amount" max={max} {...form.getInputProps('amountCents')} />
      <Button onClick={() => form.setFieldValue('amountCents', 4200)}>Set</Button>
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Amount' });

describe('MoneyInput', () => {
  it('shows whole dollars without cents', async () => {
    await renderPage(<Harness initial={12_000} />);
    expect(field()).toHaveProperty('value', '$120');
  });

  it('shows two decimals for an amount with cents', async () => {
    await renderPage(<Harness initial={2550} />);
    expect(field()).toHaveProperty('value', '$25.50');
  });

  it('hands the form cents as the dollars are typed, keeping what was typed on screen', async () => {
    const { user } = await renderPage(<Harness initial="" />);
    await user.type(field(), '12.3');
    expect(held).toBe(1230);
    await user.type(field(), '0');
    expect(field()).toHaveProperty('value', '$12.30');
    expect(held).toBe(1230);
    await user.clear(field());
    await user.type(field(), '99.');
    expect(field()).toHaveProperty('value', '$99.');
    expect(held).toBe(9900);
  });

  it('allows at most two decimals', async () => {
    const { user } = await renderPage(<Harness initial="" />);
    await user.type(field(), '1.999');
    expect(field()).toHaveProperty('value', '$1.99');
    expect(held).toBe(199);
  });

  it('leaves an emptied field empty for the schema to judge', async () => {
    const { user } = await renderPage(<Harness initial={500} />);
    await user.clear(field());
    expect(held).toBe('');
    expect(field()).toHaveProperty('value', '');
  });

  it('follows a value the form sets itself', async () => {
    const { user } = await renderPage(<Harness initial={100} />);
    await user.type(field(), '5');
    expect(held).toBe(1500);
    await user.click(screen.getByRole('button', { name: 'Set' }));
    expect(field()).toHaveProperty('value', '$42');
  });

  it('clamps to the highest amount, given in cents, when the field is left', async () => {
    const { user } = await renderPage(<Harness initial="" max={5025} />);
    await user.type(field(), '80');
    expect(held).toBe(8000);
    await user.tab();
    expect(held).toBe(5025);
    expect(field()).toHaveProperty('value', '$50.25');
  });
});

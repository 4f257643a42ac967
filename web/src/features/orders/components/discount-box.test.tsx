import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CodeCheck } from '../discount-code';
import { DiscountBox } from './discount-box';

function setup(applied: string | null, check: CodeCheck) {
  const onApply = vi.fn();
  const onRemove = vi.fn();
  const onRetry = vi.fn();
  const user = userEvent.setup();
  const utils = render(
    <DiscountBox applied={applied} check={check} onApply={onApply} onRemove={onRemove} onRetry={onRetry} />,
  );
  return { user, onApply, onRemove, onRetry, ...utils };
}

describe('the Discount box', () => {
  it('starts collapsed; opened, applies the code typed (spaces gone, in capitals), by button or Enter', async () => {
    const { user, onApply } = setup(null, { state: 'none' });
    const input = screen.getByLabelText('Discount code');
    expect(input).not.toBeVisible();
    await user.click(screen.getByText('Discount'));
    expect(input).toBeVisible();
    await user.type(input, ' diwali 10 ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith('DIWALI10');
    expect(input).toHaveValue('DIWALI10');
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();

    await user.clear(input);
    await user.type(input, 'welcome{Enter}');
    expect(onApply).toHaveBeenLastCalledWith('WELCOME');
  });

  it('says so when Apply is pressed with nothing typed, on the input', async () => {
    const { user, onApply } = setup(null, { state: 'none' });
    await user.click(screen.getByText('Discount'));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).not.toHaveBeenCalled();
    const input = screen.getByLabelText('Discount code');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a discount code');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a discount code');
  });

  it('a refused code: the server’s reason announced and tied to the input; Apply again, or Remove code', async () => {
    const { user, onRemove, onRetry } = setup('OLD10', {
      state: 'refused',
      message: 'This code has expired',
    });
    const input = screen.getByLabelText('Discount code');
    expect(input).toBeVisible();
    expect(input).toHaveValue('OLD10');
    expect(screen.getByRole('alert')).toHaveTextContent('This code has expired');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('This code has expired');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove code' }));
    expect(onRemove).toHaveBeenCalledOnce();
    expect(input).toHaveValue('');
  });

  it('an applied code: the code and the amount off, the input read-only, and Remove instead of Apply', async () => {
    setup('DIWALI10', { state: 'applied', code: 'DIWALI10', amount: 70.8 });
    const input = screen.getByLabelText('Discount code');
    expect(input).toHaveAttribute('readonly');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('status')).toHaveTextContent('DIWALI10 applied: ₹70.80 off');
    expect(input).toHaveAccessibleDescription('DIWALI10 applied: ₹70.80 off');
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    expect(screen.getByText('DIWALI10 applied', { selector: 'summary span span' })).toBeInTheDocument();
  });

  it('while checking, before an address, and when the check failed, says which', async () => {
    const { rerender } = setup('DIWALI10', { state: 'checking' });
    expect(screen.getByRole('status')).toHaveTextContent('Checking DIWALI10…');
    const props = { applied: 'DIWALI10', onApply: vi.fn(), onRemove: vi.fn(), onRetry: vi.fn() };
    rerender(<DiscountBox {...props} check={{ state: 'waiting' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('DIWALI10 is checked once you choose an address.');
    rerender(<DiscountBox {...props} check={{ state: 'failed' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Could not check the code. Please try again.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(props.onRetry).toHaveBeenCalledOnce();
  });
});

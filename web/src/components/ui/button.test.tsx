import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

const Icon = () => <svg data-testid="icon" aria-hidden="true" />;

describe('Button', () => {
  it('shows its icon before the label and is a plain button by default', async () => {
    const onClick = vi.fn();
    render(
      <Button icon={<Icon />} onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).not.toHaveAttribute('aria-busy');
    expect(screen.getByTestId('icon')).toBeInTheDocument();
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while busy: a spinner in the icon’s place, aria-disabled and aria-busy, so a second press sends nothing', async () => {
    const onClick = vi.fn();
    render(
      <Button busy icon={<Icon />} onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('icon')).not.toBeInTheDocument();
    expect(button.querySelector('svg.animate-spin')).not.toBeNull();
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps the focus of a keyboard user who pressed it while its request runs', async () => {
    function Saving() {
      const [busy, setBusy] = useState(false);
      return (
        <Button busy={busy} onClick={() => setBusy(true)}>
          Add to Cart
        </Button>
      );
    }
    render(<Saving />);
    const button = screen.getByRole('button', { name: 'Add to Cart' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).not.toBeDisabled();
    expect(button).toHaveFocus();
  });

  it('while busy, Enter in its form does not send the form again', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <input aria-label="Email" />
        <Button type="submit" busy>
          Sign In
        </Button>
      </form>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'a@b.in{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('disabled when told, but while busy only aria-disabled, so the press that made it busy keeps focus', () => {
    const { rerender } = render(
      <Button busy disabled>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).not.toBeDisabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    rerender(<Button disabled>Save</Button>);
    expect(button).toBeDisabled();
    expect(button).not.toHaveAttribute('aria-disabled');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { useContractForm } from './use-contract-form';

const Contract = z.strictObject({
  name: z.string().trim().min(1, 'Name is required'),
  code: z.string().regex(/^\d{3}$/, 'Three digits'),
});
type Values = z.output<typeof Contract>;

function Form({
  load,
  onValid,
}: {
  load: () => Promise<typeof Contract>;
  onValid: (v: Values) => Promise<void>;
}) {
  const form = useContractForm<Values>(load);
  return (
    <form {...form.formProps(onValid)}>
      <input aria-label="Name" name="name" aria-invalid={form.errors.name ? true : undefined} />
      {form.errors.name ? <p>{form.errors.name}</p> : null}
      <input aria-label="Code" name="code" aria-invalid={form.errors.code ? true : undefined} />
      {form.errors.code ? <p>{form.errors.code}</p> : null}
      <button type="submit">{form.submitting ? 'Sending' : 'Send'}</button>
    </form>
  );
}

describe('useContractForm', () => {
  it('loads the contract once, on the first focus in the form, not with the page', async () => {
    const load = vi.fn(async () => Contract);
    const user = userEvent.setup();
    render(<Form load={load} onValid={async () => {}} />);
    expect(load).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText('Name'));
    await user.click(screen.getByLabelText('Code'));
    await user.type(screen.getByLabelText('Code'), '12');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Name is required');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows each field’s first message when sent, focuses the first, and does not call onValid', async () => {
    const onValid = vi.fn(async () => {});
    const user = userEvent.setup();
    render(<Form load={async () => Contract} onValid={onValid} />);
    await user.type(screen.getByLabelText('Code'), '1');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Three digits')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('checks again at each change once sent, clearing a message as soon as the field is right', async () => {
    const user = userEvent.setup();
    render(<Form load={async () => Contract} onValid={async () => {}} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Name is required');
    await user.type(screen.getByLabelText('Name'), 'Meera');
    await waitFor(() => expect(screen.queryByText('Name is required')).not.toBeInTheDocument());
    expect(screen.getByText('Three digits')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
  });

  it('does not check while typing before the first send', async () => {
    const user = userEvent.setup();
    render(<Form load={async () => Contract} onValid={async () => {}} />);
    await user.type(screen.getByLabelText('Code'), 'x');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('Three digits')).not.toBeInTheDocument();
  });

  it('gives onValid the contract’s output and is submitting until it settles', async () => {
    let finish!: () => void;
    const onValid = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    render(<Form load={async () => Contract} onValid={onValid} />);
    await user.type(screen.getByLabelText('Name'), '  Meera ');
    await user.type(screen.getByLabelText('Code'), '123');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: 'Meera', code: '123' }));
    expect(screen.getByRole('button', { name: 'Sending' })).toBeInTheDocument();
    finish();
    expect(await screen.findByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it('keeps what was typed into the fields before the form was hydrated (uncontrolled fields)', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn(async () => {});
    const { container } = render(<Form load={async () => Contract} onValid={onValid} />);
    (container.querySelector('input[name="name"]') as HTMLInputElement).value = 'Ravi';
    await user.type(screen.getByLabelText('Code'), '456');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: 'Ravi', code: '456' }));
  });
});

import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Button } from './button';
import { useDisabledReason, whatToAdd } from './disabled-reason';

function Form({ missing }: { missing: string | null }) {
  const why = useDisabledReason(missing);
  return (
    <form>
      <Button type="submit" disabled={missing !== null} aria-describedby={why.describedBy}>
        Save
      </Button>
      {why.note}
    </form>
  );
}

describe('whatToAdd', () => {
  it('says what is missing as one sentence, and nothing when nothing is', () => {
    expect(whatToAdd([])).toBeNull();
    expect(whatToAdd(['a landmark or delivery note'])).toBe('Add a landmark or delivery note');
    expect(whatToAdd(['the city', 'a phone number'])).toBe('Add the city and a phone number');
    expect(whatToAdd(['the address', 'the city', 'a phone number'])).toBe(
      'Add the address, the city and a phone number',
    );
  });
});

describe('useDisabledReason', () => {
  it('shows the reason under the disabled button and ties it to the button; gone once it may be pressed', () => {
    const { rerender } = render(<Form missing="Add the city" />);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Add the city');
    expect(screen.getByText('Add the city')).toBeVisible();
    rerender(<Form missing={null} />);
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText('Add the city')).not.toBeInTheDocument();
  });
});

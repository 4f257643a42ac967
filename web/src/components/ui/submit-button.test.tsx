import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { SubmitButton } from './submit-button';

describe('SubmitButton', () => {
  it('is disabled in the server’s HTML, so nothing is sent before the page’s script runs', () => {
    const html = renderToString(
      <SubmitButton busy={false} busyLabel="Signing in…">
        Sign In
      </SubmitButton>,
    );
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>/);
  });

  it('is enabled once in the browser, aria-disabled (keeping focus) while busy, and disabled when told', () => {
    const { rerender } = render(
      <SubmitButton busy={false} busyLabel="Signing in…">
        Sign In
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    rerender(
      <SubmitButton busy busyLabel="Signing in…">
        Sign In
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Signing in…' })).toHaveAttribute('aria-disabled', 'true');
    rerender(
      <SubmitButton busy={false} busyLabel="Signing in…" disabled>
        Sign In
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeDisabled();
  });
});

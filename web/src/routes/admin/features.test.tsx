import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderAt } from '../../test/render';
import AdminFeaturesPage from './features';

afterEach(() => vi.unstubAllGlobals());

const SLIDES = [
  { _id: 'f1', image: 'https://shop.test/uploads/a.png', title: '', subtitle: '', link: null, createdAt: '' },
];

function setup(handlers: Parameters<typeof mockApi>[0]) {
  const api = mockApi({
    'GET /api/common/feature/get': () => ({ body: { success: true, data: SLIDES } }),
    ...handlers,
  });
  const user = userEvent.setup();
  renderAt(<AdminFeaturesPage />, '/admin/features');
  return { api, user };
}

describe('features (slider) page', () => {
  it('clears all slides after confirming, with the server’s message', async () => {
    const { api, user } = setup({
      'DELETE /api/common/feature/clear': () => ({
        body: { success: true, message: 'All slider images cleared.', count: 1 },
      }),
    });
    await screen.findByAltText('Slide 1');
    await user.click(screen.getByRole('button', { name: 'Clear all slider images' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Clear all slider images?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Clear all slider images' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Clear all' }),
    );
    expect(await screen.findByText('All slider images cleared.')).toBeInTheDocument();
  });

  it('says "Failed to purge invalid slider entries." when purging fails without a message', async () => {
    const { user } = setup({ 'DELETE /api/common/feature/purge-invalid': () => ({ status: 500 }) });
    await user.click(await screen.findByRole('button', { name: 'Purge invalid entries' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Purge invalid slider entries?' })).getByRole(
        'button',
        { name: 'Purge' },
      ),
    );
    expect(await screen.findByText('Failed to purge invalid slider entries.')).toBeInTheDocument();
  });

  it('says "Removed invalid slider entries." after a purge and "Failed to clear slider images." when clearing fails', async () => {
    const { user } = setup({
      'DELETE /api/common/feature/purge-invalid': () => ({
        body: { success: true, message: 'Removed invalid slider entries.', count: 0 },
      }),
      // A gateway's 502 without a body: the screen has no reason to show but SPEC's.
      'DELETE /api/common/feature/clear': () => ({ status: 502 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Purge invalid entries' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Purge' }));
    expect(await screen.findByText('Removed invalid slider entries.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear all slider images' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Clear all' }),
    );
    expect(await screen.findByText('Failed to clear slider images.')).toBeInTheDocument();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminGalleryImage } from '../../../../common/contracts/admin';
import { mockApi, renderAt } from '../../test/render';
import AdminImagesPage, { IMAGES_PER_PAGE } from './images';

afterEach(() => vi.unstubAllGlobals());

const image = (n: number, bytes: number): AdminGalleryImage => ({
  _id: `id-${n}`,
  public_id: `img-${n}`,
  secure_url: `https://shop.test/uploads/img-${n}.png`,
  url: `https://shop.test/uploads/img-${n}.png`,
  bytes,
  width: 800,
  height: 600,
  format: 'png',
  variants: {},
  created_at: '2026-03-01T10:00:00.000Z',
});

function setup(images: AdminGalleryImage[], handlers: Parameters<typeof mockApi>[0] = {}) {
  let list = images;
  const api = mockApi({
    'GET /api/admin/images/get': () => ({
      body: {
        success: true,
        data: list,
        pagination: { page: 1, limit: IMAGES_PER_PAGE, total: list.length, totalPages: 1 },
      },
    }),
    'DELETE /api/admin/images/delete/img-1': () => {
      list = list.filter((i) => i.public_id !== 'img-1');
      return { body: { success: true, message: 'Image deleted successfully' } };
    },
    'POST /api/admin/images/delete-multiple': (body) => {
      const ids = (body as { public_ids: string[] }).public_ids;
      list = list.filter((i) => !ids.includes(i.public_id));
      return {
        body: {
          success: true,
          count: ids.length,
          data: { deleted: ids.length },
          message: `${ids.length} images deleted`,
        },
      };
    },
    ...handlers,
  });
  const user = userEvent.setup();
  renderAt(<AdminImagesPage />, '/admin/images');
  return { api, user };
}

describe('image gallery', () => {
  it('shows each image with its size in Bytes/KB/MB and its dimensions', async () => {
    setup([image(1, 4095), image(2, 4096), image(3, 1.5 * 1024 * 1024)]);
    const cards = within(await screen.findByRole('list', { name: 'Images' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]).getByText('4 KB')).toBeInTheDocument();
    expect(within(cards[2]).getByText('1.5 MB')).toBeInTheDocument();
    expect(within(cards[0]).getByText('800 × 600')).toBeInTheDocument();
    expect(screen.getByText('3 images uploaded')).toBeInTheDocument();
  });

  it('says "No Selection" when deleting with nothing selected; select all, deselect all, delete selected after confirming', async () => {
    const { api, user } = setup([image(1, 100), image(2, 200), image(3, 300)]);
    await screen.findByRole('list', { name: 'Images' });
    await user.click(screen.getByRole('button', { name: /Delete selected/ }));
    expect(await screen.findByText('No Selection')).toBeInTheDocument();
    expect(screen.getByText('Please select images to delete')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Select all' }));
    expect(screen.getByText('3 of 3 on this page selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deselect all' }));
    expect(screen.getByText('Nothing selected')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select image img-2' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select image img-3' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 2 selected images?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('2 images deleted')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/admin/images/delete-multiple')?.body).toEqual({
      public_ids: ['img-2', 'img-3'],
    });
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Images' })).getAllByRole('listitem')).toHaveLength(1),
    );
  });

  it('deletes one image after confirming, and says so', async () => {
    const { user } = setup([image(1, 100), image(2, 200)]);
    await user.click(await screen.findByRole('button', { name: 'Delete image img-1' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete this image?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Image deleted successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Images' })).getAllByRole('listitem')).toHaveLength(1),
    );
  });

  it('says "Failed to delete image" when the server refuses', async () => {
    const { user } = setup([image(5, 100)], {
      'DELETE /api/admin/images/delete/img-5': () => ({
        status: 404,
        body: { success: false, message: 'Image not found' },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete image img-5' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete image')).toBeInTheDocument();
    expect(screen.getByText('Image not found')).toBeInTheDocument();
  });

  it('removes blank images under 4,096 bytes, at most 200, after confirming: "Cleanup complete" or "No changes"', async () => {
    let count = 2;
    const { api, user } = setup([image(1, 100)], {
      'POST /api/admin/images/delete-blank': () => ({
        body: {
          success: true,
          count,
          data: { deleted: count },
          message: count ? `Removed ${count} blank images` : 'No changes',
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove blank images' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove blank images?' });
    expect(
      within(dialog).getByText(/smaller than 4,096 bytes \(4 KB\).*at most 200 at a time/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Cleanup complete')).toBeInTheDocument();
    expect(screen.getByText('Removed 2 blank images')).toBeInTheDocument();
    const call = api.calls.find((c) => c.path === '/api/admin/images/delete-blank');
    expect(call).toBeDefined();
    const sent = api.fetchMock.mock.calls.map(([u]) => String(u)).find((u) => u.includes('delete-blank'))!;
    const q = new URL(sent, 'http://localhost').searchParams;
    expect(q.get('bytes_lt')).toBe('4096');
    expect(q.get('max')).toBe('200');

    count = 0;
    await user.click(screen.getByRole('button', { name: 'Remove blank images' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No changes')).toBeInTheDocument();
  });

  it('says "Failed to remove blank images" when the cleanup fails', async () => {
    const { user } = setup([image(1, 100)], {
      'POST /api/admin/images/delete-blank': () => ({
        status: 500,
        body: { success: false, message: 'Something went wrong. Please try again.' },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove blank images' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Failed to remove blank images')).toBeInTheDocument();
  });

  it('toasts "Error" / "Failed to load images" when the gallery cannot be loaded', async () => {
    setup([], {
      'GET /api/admin/images/get': () => ({
        status: 500,
        body: { success: false, message: 'Something went wrong. Please try again.' },
      }),
    });
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getAllByText('Failed to load images').length).toBeGreaterThanOrEqual(1);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says what to do when there are no images', async () => {
    setup([]);
    expect(await screen.findByText('No images yet')).toBeInTheDocument();
  });
});

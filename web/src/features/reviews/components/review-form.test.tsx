import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderRoutes } from '../../../test/render';
import { queryKeys } from '../../../lib/query-keys';
import { ReviewForm } from './review-form';
import { canSubmitReview } from './write-review';

afterEach(() => vi.unstubAllGlobals());

const PRODUCT = '00000000-0000-4000-8000-000000000001';
const CUSTOMER = {
  id: '00000000-0000-4000-8000-0000000000aa',
  userName: 'Meera',
  email: 'm@example.com',
  role: 'customer',
  isAdmin: false,
};

function renderForm(user: typeof CUSTOMER | null) {
  const utils = renderRoutes(
    [{ path: '/shop/product/:id', element: <ReviewForm productId={PRODUCT} /> }],
    [`/shop/product/${PRODUCT}`],
  );
  utils.queryClient.setQueryData(queryKeys.auth.me(), user);
  return utils;
}

describe('the review form (SPEC §5)', () => {
  it('allows Submit only with a message that is not blank, a rating of 1–5, and not while busy', () => {
    expect(canSubmitReview('', 5, false)).toBe(false);
    expect(canSubmitReview('   \n ', 5, false)).toBe(false);
    expect(canSubmitReview('Good', 5, false)).toBe(true);
    expect(canSubmitReview('Good', 1, false)).toBe(true);
    expect(canSubmitReview('Good', 0, false)).toBe(false);
    expect(canSubmitReview('Good', 6, false)).toBe(false);
    expect(canSubmitReview('Good', 5, true)).toBe(false);
  });

  it('offers a visitor the way to log in and come back, instead of the form', async () => {
    renderForm(null);
    const link = await screen.findByRole('link', { name: 'Log in' });
    // Back to this product after logging in: the return address rides in the link (a browsing page has no
    // router state to carry it, decision 026).
    expect(link).toHaveAttribute('href', `/auth/login?r=${encodeURIComponent(`/shop/product/${PRODUCT}`)}`);
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('sends the rating and the trimmed message, then says so and clears the message', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'POST /api/shop/review/add': (body) => ({
        body: {
          success: true,
          message: 'Review added successfully',
          data: {
            ...(body as { productId: string; userId: string; reviewMessage: string; reviewValue: number }),
            _id: 'r1',
            userName: 'Asha',
            createdAt: '2026-11-01T10:00:00.000Z',
            updatedAt: '2026-11-01T10:00:00.000Z',
          },
          product: { _id: PRODUCT, averageReview: 3, reviewCount: 1 },
        },
      }),
    });
    renderForm(CUSTOMER);
    const submit = await screen.findByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    expect(screen.getByLabelText('Your review')).toHaveAttribute('aria-required', 'true');
    // A disabled Submit says why under it, and the button points at it.
    expect(submit).toHaveAccessibleDescription('Write your review to submit it');
    await user.type(screen.getByLabelText('Your review'), '   ');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Your review'), 'Runs quietly ');
    expect(submit).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText('Write your review to submit it')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText(/3 stars/));
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await screen.findByText('Review added successfully')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      productId: PRODUCT,
      userId: CUSTOMER.id,
      userName: 'Meera',
      reviewMessage: 'Runs quietly',
      reviewValue: 3,
    });
    await waitFor(() => expect(screen.getByLabelText('Your review')).toHaveValue(''));
  });

  it("says 'Failed to add review' with the server's reason, and keeps the message", async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /api/shop/review/add': () => ({
        status: 404,
        body: { success: false, message: 'Product not found' },
      }),
    });
    renderForm(CUSTOMER);
    await user.type(await screen.findByLabelText('Your review'), 'Nice');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Failed to add review')).toBeInTheDocument();
    expect(screen.getByText('Product not found')).toBeInTheDocument();
    expect(screen.getByLabelText('Your review')).toHaveValue('Nice');
  });
});

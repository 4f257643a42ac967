import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FeatureImage } from '../../../../../common/contracts/admin';
import { mockApi, renderAt } from '../../../test/render';
import { HeroBanner } from './hero-banner';

afterEach(() => vi.unstubAllGlobals());

const slide = (over: Partial<FeatureImage>): FeatureImage => ({
  _id: 'f1',
  image: 'https://shop.test/uploads/seed/slide-1.webp',
  title: '',
  subtitle: '',
  link: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...over,
});

const SLIDES = [
  slide({
    title: 'Monsoon Wiring Week',
    subtitle: 'FRLS house wire coils at special prices, this week only in every size we stock',
    link: '/shop/listing?category=Wires%20%26%20Cables',
  }),
  slide({
    _id: 'f2',
    image: 'https://shop.test/uploads/seed/slide-2.webp',
    title: 'Paint Your Home',
    subtitle: 'Interior emulsions from ₹420',
    link: 'https://paints.example.com/offer',
  }),
  slide({ _id: 'f3', image: 'https://shop.test/uploads/seed/slide-3.webp' }),
];

function show(slides: FeatureImage[]) {
  mockApi({ 'GET /api/common/feature/get': () => ({ body: { success: true, data: slides } }) });
  return renderAt(<HeroBanner shop="Sharma" />, '/shop/home');
}

describe('the home banner', () => {
  it('names each picture by its title (no "Offer 1"), shows the subtitle whole and links where the owner set', async () => {
    show(SLIDES);
    const banner = await screen.findByRole('region', { name: 'Offers' });
    expect(within(banner).getByRole('img', { name: 'Monsoon Wiring Week' })).toBeInTheDocument();
    expect(within(banner).queryByRole('img', { name: /^Offer \d/ })).toBeNull();
    // The subtitle is text that wraps, not words drawn into the picture.
    const subtitle = within(banner).getByText(SLIDES[0]!.subtitle);
    expect(subtitle.className).not.toMatch(/truncate|line-clamp/);
    const shop = within(banner).getByRole('link', { name: 'Shop now: Monsoon Wiring Week' });
    expect(shop).toHaveAttribute('href', '/shop/listing?category=Wires%20%26%20Cables');
    // A picture without words is decoration: no made-up name, no link.
    const slides = within(banner).getAllByTestId('banner-slide');
    expect(slides[2]!.querySelector('img')).toHaveAttribute('alt', '');
    expect(within(slides[2]!).queryByRole('link')).toBeNull();
  });

  it('keeps the slides out of view out of the tab order; the shown one’s link takes the keyboard and pauses it', async () => {
    const user = userEvent.setup();
    show(SLIDES);
    const banner = await screen.findByRole('region', { name: 'Offers' });
    const slides = within(banner).getAllByTestId('banner-slide');
    expect(slides[0]).not.toHaveAttribute('inert');
    expect(slides[1]).toHaveAttribute('inert');
    expect(slides[1]).toHaveAttribute('aria-hidden', 'true');
    await user.tab();
    expect(within(slides[0]!).getByRole('link', { name: 'Shop now: Monsoon Wiring Week' })).toHaveFocus();
    // Focus inside pauses the carousel: the live region announces a change only while paused.
    expect(banner.firstElementChild).toHaveAttribute('aria-live', 'polite');

    // The next slide: its own link, to another site, plain.
    await user.click(within(banner).getByRole('button', { name: 'Next slide' }));
    expect(slides[1]).not.toHaveAttribute('inert');
    expect(slides[0]).toHaveAttribute('inert');
    const away = within(slides[1]!).getByRole('link', { name: 'Shop now: Paint Your Home' });
    expect(away).toHaveAttribute('href', 'https://paints.example.com/offer');
    expect(away).toHaveAttribute('rel', 'noopener');
  });
});

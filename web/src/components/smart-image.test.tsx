import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteContext } from '../lib/site';
import { SmartImage } from './smart-image';

const ORIGIN = 'https://shop.example.in';
const STORED = `${ORIGIN}/uploads/seed/category-wires.webp`;

function show(props: Partial<React.ComponentProps<typeof SmartImage>> & { src: string }) {
  return render(
    <SiteContext.Provider value={{ origin: ORIGIN }}>
      <SmartImage alt="Wires" width={240} height={240} sizes="96px" {...props} />
    </SiteContext.Provider>,
  );
}

describe('SmartImage', () => {
  it('addresses the shop’s own images from its root, with their copies as srcset', () => {
    show({ src: STORED });
    const img = screen.getByRole('img', { name: 'Wires' });
    expect(img.getAttribute('src')).toBe('/uploads/seed/category-wires.webp');
    expect(img.getAttribute('srcset')).toBe(
      '/uploads/seed/category-wires-320.webp 320w, /uploads/seed/category-wires-800.webp 800w',
    );
    expect(img.getAttribute('sizes')).toBe('96px');
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('leaves another site’s image as it is, with no srcset', () => {
    show({ src: 'https://cdn.example.com/banner.webp' });
    const img = screen.getByRole('img', { name: 'Wires' });
    expect(img.getAttribute('src')).toBe('https://cdn.example.com/banner.webp');
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('sizes')).toBe(false);
  });

  it('a small image is the 320 px copy alone; when the copy is missing, the original; then a placeholder', () => {
    show({ src: STORED, small: true });
    const img = screen.getByRole('img', { name: 'Wires' });
    expect(img.getAttribute('src')).toBe('/uploads/seed/category-wires-320.webp');
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('sizes')).toBe(false);
    fireEvent.error(img);
    expect(screen.getByRole('img', { name: 'Wires' }).getAttribute('src')).toBe(
      '/uploads/seed/category-wires.webp',
    );
    fireEvent.error(screen.getByRole('img', { name: 'Wires' }));
    expect(screen.getByRole('img', { name: 'Wires' }).tagName).toBe('SPAN');
  });

  it('loads an image above the fold at once, with high priority', () => {
    show({ src: STORED, priority: true });
    const img = screen.getByRole('img', { name: 'Wires' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });
});

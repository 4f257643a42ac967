import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FeatureImage } from '../../../../../common/contracts/admin';
import { mockApi, renderAt } from '../../../test/render';
import { SliderList, SliderUpload } from './slider-manager';

// The upload goes through XMLHttpRequest (for its progress); here it answers at once with a stored URL, in the
// shape the server's upload answers (checked against its contract like every fake).
vi.mock('../../../lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../lib/api-client')>();
  const { fakeAnswer } = await import('../../../test/api-contract');
  return {
    ...actual,
    upload: vi.fn(async (_path: string, form: FormData) => {
      const file = form.get('my_file') as File;
      const url = `https://shop.test/uploads/${file.name}`;
      const image = {
        secure_url: url,
        url,
        public_id: file.name,
        width: 1600,
        height: 600,
        bytes: 20480,
        format: 'webp',
        variants: {},
      };
      return fakeAnswer('POST /api/admin/products/upload-image', {
        success: true,
        message: 'Image uploaded successfully',
        result: image,
        data: { _id: 'img-1', ...image, created_at: '2026-11-01T10:00:00.000Z' },
      });
    }),
  };
});

afterEach(() => vi.unstubAllGlobals());

function setup(slides: FeatureImage[] = []) {
  const api = mockApi({
    'GET /api/common/feature/get': () => ({ body: { success: true, data: slides } }),
    'POST /api/common/feature/add': (body) => {
      const b = body as { image: string; title?: string; subtitle?: string; link?: string };
      const slide = {
        _id: `f${slides.length + 1}`,
        image: b.image,
        title: (b.title ?? '').trim(),
        subtitle: (b.subtitle ?? '').trim(),
        link: b.link?.trim() || null,
        createdAt: '2026-11-01T10:00:00.000Z',
      };
      slides.push(slide);
      return {
        status: 201,
        body: { success: true, message: 'Slider image added successfully', data: slide },
      };
    },
    ...Object.fromEntries(
      slides.map((s) => [
        `PUT /api/common/feature/update/${s._id}`,
        (body: unknown) => {
          const b = body as { title?: string; subtitle?: string; link?: string };
          Object.assign(s, {
            title: (b.title ?? '').trim(),
            subtitle: (b.subtitle ?? '').trim(),
            link: b.link?.trim() || null,
          });
          return { body: { success: true, message: 'Slider image updated successfully', data: { ...s } } };
        },
      ]),
    ),
  });
  const user = userEvent.setup();
  renderAt(
    <>
      <SliderUpload />
      <SliderList />
    </>,
    '/admin/dashboard',
  );
  return { api, user };
}

const png = (name: string) => new File([new Uint8Array(10)], name, { type: 'image/png' });

describe('the dashboard’s slider form', () => {
  it('gives a banner its title, subtitle and link, checking the link before it is sent', async () => {
    const { api, user } = setup();
    await user.upload(screen.getByLabelText('Slider image'), png('monsoon.png'));
    await screen.findByAltText('Slider image: preview');
    await user.type(screen.getByLabelText('Title (optional)'), 'Monsoon Wiring Week');
    await user.type(screen.getByLabelText('Subtitle (optional)'), 'FRLS house wire coils at special prices');
    await user.type(screen.getByLabelText('Link (optional)'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Add to slider' }));
    const link = screen.getByLabelText('Link (optional)');
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(link).toHaveAccessibleDescription(/The link must be a path of the shop/);
    expect(link).toHaveFocus();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(link);
    await user.type(link, '/shop/listing?category=Wires');
    await user.click(screen.getByRole('button', { name: 'Add to slider' }));
    expect(await screen.findByText('Slider image added successfully')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      image: 'https://shop.test/uploads/monsoon.png',
      title: 'Monsoon Wiring Week',
      subtitle: 'FRLS house wire coils at special prices',
      link: '/shop/listing?category=Wires',
    });
    // The list names the banner by its title and says where it leads; the form is empty again.
    expect(await screen.findByAltText('Monsoon Wiring Week')).toBeInTheDocument();
    expect(screen.getByText('Links to /shop/listing?category=Wires')).toBeInTheDocument();
    expect(screen.getByLabelText('Title (optional)')).toHaveValue('');
  });

  it('still adds an image alone, as SPEC’s {image} does', async () => {
    const { api, user } = setup();
    await user.upload(screen.getByLabelText('Slider image'), png('plain.png'));
    await screen.findByAltText('Slider image: preview');
    await user.click(screen.getByRole('button', { name: 'Add to slider' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(await screen.findByAltText('Slide 1')).toBeInTheDocument();
    expect(screen.getByText('No link')).toBeInTheDocument();
  });
});

describe('editing a banner already up', () => {
  const slide = (over: Partial<FeatureImage> = {}): FeatureImage => ({
    _id: 'f1',
    image: 'https://shop.test/uploads/monsoon.png',
    title: 'Monsoon Wiring Week',
    subtitle: 'FRLS house wire coils at special prices',
    link: '/shop/listing?category=Wires',
    createdAt: '2026-11-01T10:00:00.000Z',
    ...over,
  });

  it('changes its words and link in a dialog, by keyboard; Save says why it waits, and a bad link is refused before it is sent', async () => {
    const { api, user } = setup([slide(), slide({ _id: 'f2', title: '', subtitle: '', link: null })]);
    const edit = await screen.findByRole('button', { name: 'Edit banner 1. Monsoon Wiring Week' });
    expect(screen.getByRole('button', { name: 'Edit banner 2' })).toBeInTheDocument();
    edit.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Edit banner 1' });
    const title = within(dialog).getByLabelText('Title (optional)');
    const link = within(dialog).getByLabelText('Link (optional)');
    expect(title).toHaveValue('Monsoon Wiring Week');
    expect(within(dialog).getByLabelText('Subtitle (optional)')).toHaveValue(
      'FRLS house wire coils at special prices',
    );
    expect(link).toHaveValue('/shop/listing?category=Wires');
    // Nothing changed yet: Save is disabled and says why.
    const save = within(dialog).getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription('Change the title, subtitle or link to save');

    await user.clear(title);
    await user.type(title, 'Diwali Lights');
    expect(save).toBeEnabled();
    expect(save).not.toHaveAccessibleDescription();
    await user.clear(link);
    await user.type(link, 'javascript:alert(1)');
    await user.click(save);
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(link).toHaveAccessibleDescription(/The link must be a path of the shop/);
    expect(link).toHaveFocus();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(link);
    await user.type(link, 'https://brand.example.com/diwali{Enter}');
    expect(await screen.findByText('Slider image updated successfully')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        path: '/api/common/feature/update/f1',
        body: {
          title: 'Diwali Lights',
          subtitle: 'FRLS house wire coils at special prices',
          link: 'https://brand.example.com/diwali',
        },
      },
    ]);
    // The dialog closes, focus goes back to Edit, and the list shows the new words.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByAltText('Diwali Lights')).toBeInTheDocument();
    expect(screen.getByText('Links to https://brand.example.com/diwali')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit banner 1. Diwali Lights' })).toHaveFocus();
  });

  it('Cancel and Escape leave the banner as it was', async () => {
    const { api, user } = setup([slide()]);
    await user.click(await screen.findByRole('button', { name: 'Edit banner 1. Monsoon Wiring Week' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit banner 1' });
    await user.type(within(dialog).getByLabelText('Subtitle (optional)'), ' and more');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Opened again, it starts from the banner's words, not from what was typed and cancelled.
    await user.click(screen.getByRole('button', { name: 'Edit banner 1. Monsoon Wiring Week' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit banner 1' });
    expect(within(dialog).getByLabelText('Subtitle (optional)')).toHaveValue(
      'FRLS house wire coils at special prices',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { I18nProvider } from '../i18n/i18n';
import { hindiFor } from '../test/hindi';
import { makeSettings } from '../test/fixtures';
import { mockApi, renderRoutes } from '../test/render';
import { WhatsAppButton } from './whatsapp-button';

const settings = () => ({ body: { success: true, data: makeSettings({ whatsapp: '98765 43210' }) } });

describe('the chat link', () => {
  it('is named in English on an English page, marked for the journeys', async () => {
    mockApi({ 'GET /api/common/settings/get': settings });
    renderRoutes([{ path: '/p', element: <WhatsAppButton /> }], ['/p']);
    const link = await screen.findByRole('link', {
      name: 'Chat with us on WhatsApp (opens in a new tab)',
    });
    expect(link).toHaveAttribute('title', 'Chat with us on WhatsApp');
    expect(link).toHaveAttribute('data-chat');
    expect(screen.getByRole('complementary', { name: 'Chat with us' })).toContainElement(link);
  });

  it('is named in Hindi on a Hindi page, docked or floating', async () => {
    mockApi({ 'GET /api/common/settings/get': settings });
    renderRoutes(
      [
        {
          path: '/p',
          element: (
            <I18nProvider lang="hi" messages={hindiFor('shop/home')}>
              <WhatsAppButton />
              <WhatsAppButton docked />
            </I18nProvider>
          ),
        },
      ],
      ['/p'],
    );
    const links = await screen.findAllByRole('link', {
      name: 'व्हाट्सऐप पर हमसे बात करें (नए टैब में खुलेगा)',
    });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('title', 'व्हाट्सऐप पर हमसे बात करें');
    expect(screen.getByRole('complementary', { name: 'हमसे बात करें' })).toContainElement(links[0]);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { DeliverySettings } from '../../../../../common/contracts/delivery';
import type { ReturnsPolicy } from '../../../../../common/returns';
import { I18nProvider } from '../../../i18n/i18n';
import policies from '../../../i18n/hi/policies';
import { queryKeys } from '../../../lib/query-keys';
import { makeSettings } from '../../../test/fixtures';
import { mockApi, renderRoutes } from '../../../test/render';
import AboutPage from './about';
import ContactPage from './contact';
import PrivacyPolicyPage from './privacy';
import RefundCancellationPage from './refund-cancellation';
import ReturnPolicyPage from './return';
import ShippingPolicyPage from './shipping';
import StoreLocatorPage from './store-locator';
import TermsPage from './terms';
import WarrantyPolicyPage from './warranty';

// The policy pages on a Hindi page (issue 50): the sentences from the policies catalogue, the figures from the
// owner's settings, as the English pages have them.

afterEach(() => vi.unstubAllGlobals());

const DEFAULTS = makeSettings();

/** Renders a page in Hindi once the public settings have arrived. */
async function renderHindi(
  page: ReactNode,
  change: { delivery?: DeliverySettings; returns?: ReturnsPolicy } = {},
) {
  mockApi({
    'GET /api/common/settings/get': () => ({ body: { success: true, data: makeSettings(change) } }),
  });
  const { container, queryClient } = renderRoutes(
    [
      {
        path: '/',
        element: (
          <I18nProvider lang="hi" messages={policies}>
            {page}
          </I18nProvider>
        ),
      },
    ],
    ['/'],
  );
  await waitFor(() => expect(queryClient.getQueryState(queryKeys.settings.public())?.status).toBe('success'));
  return container;
}

const text = (container: HTMLElement) => (container.textContent ?? '').replace(/\s+/g, ' ');

describe('policy pages in Hindi', () => {
  it('Shipping & Delivery: the default figures in Hindi sentences, with bold fees in place', async () => {
    const page = text(await renderHindi(<ShippingPolicyPage />));
    expect(screen.getByRole('heading', { level: 1, name: 'शिपिंग और डिलीवरी पॉलिसी' })).toBeInTheDocument();
    for (const said of [
      '₹499.00 से ऊपर के ऑर्डर पर मुफ़्त डिलीवरी।',
      '₹499.00 तक के ऑर्डर पर ₹49.00।',
      'हमारे शहर में लोकल डिलीवरी के लिए ₹29.00।',
      'आम तौर पर डिलीवरी हमारे शहर में 1-2 कामकाजी दिन में, हमारे राज्य में 3-5 कामकाजी दिन में, और बाकी भारत में 4-7 कामकाजी दिन में हो जाती है।',
      'हमारे शहर में ₹99.00 (अगले कामकाजी दिन)।',
      'राज्य के अंदर ₹149.00 (1-2 कामकाजी दिन)।',
      'कैश ऑन डिलीवरी की हैंडलिंग फ़ीस ₹25.00, जहाँ कैश ऑन डिलीवरी मिलती है: जहाँ भी हम डिलीवरी करते हैं।',
      'एक खाते पर एक समय में बिना भुगतान वाले ज़्यादा से ज़्यादा 2 कैश ऑन डिलीवरी ऑर्डर।',
      'काँच, सैनिटरी वेयर और ऐसे ही सामान की नाज़ुक पैकिंग के ₹50.00, हर ऑर्डर पर एक बार।',
    ]) {
      expect(page).toContain(said);
    }
    expect(screen.getByText('₹49.00', { selector: 'strong' })).toBeInTheDocument();
    expect(page).not.toContain('Free shipping');
    expect(page).not.toContain('business day');
  });

  it('Shipping & Delivery: the owner’s figures, local pincodes, COD zones and places not served', async () => {
    const delivery: DeliverySettings = {
      ...DEFAULTS.delivery,
      freeAbove: 999,
      localPincodes: ['440', '441'],
      blockedPincodes: ['744'],
      cod: { ...DEFAULTS.delivery.cod, fee: 40, zones: ['city', 'state'], maxOpen: 1 },
    };
    const page = text(await renderHindi(<ShippingPolicyPage />, { delivery }));
    expect(page).toContain('₹999.00 से ऊपर के ऑर्डर पर मुफ़्त डिलीवरी।');
    expect(page).toContain('हमारे लोकल इलाके में (440 या 441 से शुरू होने वाले पिनकोड) लोकल डिलीवरी के लिए ₹29.00।');
    expect(page).toContain('जहाँ कैश ऑन डिलीवरी मिलती है: हमारे शहर में और हमारे राज्य में।');
    expect(page).toContain('बिना भुगतान वाला ज़्यादा से ज़्यादा 1 कैश ऑन डिलीवरी ऑर्डर।');
    expect(page).toContain('अभी हम 744 से शुरू होने वाले पिनकोड में डिलीवरी नहीं करते।');
    expect(page).toContain('हम पूरे भारत में डिलीवरी करते हैं, नीचे लिखी कुछ जगहों को छोड़कर।');
  });

  it('Refund & Cancellation: the owner’s window, hours, fees and refund days in Hindi', async () => {
    const returns: ReturnsPolicy = { ...DEFAULTS.returns, returnWithinDays: 30, cancelWithinHours: 1 };
    const refund = text(await renderHindi(<RefundCancellationPage />, { returns }));
    expect(refund).toContain('ऑर्डर देने के 1 घंटे के अंदर आप उसे कैंसिल कर सकते हैं');
    expect(refund).toContain('डिलीवरी के 30 दिन के अंदर लौटाया जा सकता है।');
    expect(refund).toContain('सील बंद पैकिंग में बिना खुले सामान पर 10%।');
    expect(refund).toContain('7-10 कामकाजी दिन के अंदर रिफ़ंड उसी तरीके में पहुँचता है');
    expect(screen.getByText('10%', { selector: 'strong' })).toBeInTheDocument();
  });

  it('Refund & Return: without returns, says so in Hindi', async () => {
    const returns: ReturnsPolicy = { ...DEFAULTS.returns, returnWithinDays: 0 };
    const page = text(await renderHindi(<ReturnPolicyPage />, { returns }));
    expect(page).toContain('हम सामान वापस नहीं लेते, अगर सामान ऑर्डर के मुताबिक पहुँचा है।');
    expect(screen.queryByRole('heading', { name: 'रीस्टॉकिंग फ़ीस' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'रिफ़ंड और वापसी पॉलिसी' })).toBeInTheDocument();
  });

  it('Terms: age, COD, delivery charges and the refund days in Hindi', async () => {
    const page = text(await renderHindi(<TermsPage />));
    expect(page).toContain('खाता बनाने और ऑर्डर देने के लिए आपकी उम्र कम से कम 18 साल होनी चाहिए।');
    expect(page).toContain('₹10,000.00 तक के ऑर्डर पर ₹25.00 हैंडलिंग फ़ीस');
    expect(page).toContain('एक्सप्रेस डिलीवरी के ₹99.00 से ₹199.00, जगह के हिसाब से लगते हैं');
    expect(page).toContain('ऑर्डर देने के 2 घंटे के अंदर आप उसे कैंसिल कर सकते हैं');
    expect(page).toContain('रिफ़ंड उसी तरीके में 7-10 कामकाजी दिन में पहुँचता है');
  });

  it('About, Contact, Store Locator, Privacy and Warranty speak Hindi', async () => {
    const pages: [ReactNode, string, string][] = [
      [<AboutPage key="a" />, 'हमारे बारे में', 'हमारी दुकान सोमवार–शनिवार, सुबह 10 से रात 8 बजे तक खुली रहती है।'],
      [<ContactPage key="c" />, 'संपर्क करें', 'दुकान का समय'],
      [<StoreLocatorPage key="s" />, 'दुकान का पता', 'रविवार और सरकारी छुट्टियों पर बंद।'],
      [<PrivacyPolicyPage key="p" />, 'प्राइवेसी पॉलिसी', 'हम क्या जानकारी लेते हैं'],
      [<WarrantyPolicyPage key="w" />, 'वारंटी पॉलिसी', '6 महीने: स्विच, सॉकेट और लाइट।'],
    ];
    for (const [page, title, said] of pages) {
      const container = await renderHindi(page);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(text(container)).toContain(said);
      cleanup();
      vi.unstubAllGlobals();
    }
  });
});

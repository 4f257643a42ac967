import { describe, expect, it } from 'vitest';
import { shopName, welcomeHeadline } from './brand';
import { whatsappLink } from './whatsapp';

describe('the auth headline (SPEC §1)', () => {
  it.each([
    ['Sharma', 'Welcome to Sharma Hardware & Electrics Point'],
    ['  Sharma  ', 'Welcome to Sharma Hardware & Electrics Point'],
    ['Sharma Hardware & Electrics Point', 'Welcome to Sharma Hardware & Electrics Point'],
    ['Sharma hardware and electrics point', 'Welcome to Sharma Hardware & Electrics Point'],
    ['', 'Welcome to Hardware & Electrics Point'],
    [null, 'Welcome to Hardware & Electrics Point'],
  ])('%o → %s', (companyName, headline) => {
    expect(welcomeHeadline(companyName)).toBe(headline);
  });
  it('names the shop by its company name, or the default', () => {
    expect(shopName('Sharma Electricals')).toBe('Sharma Electricals');
    expect(shopName(' ')).toBe('Hardware & Electrics Point');
  });
});

describe('the WhatsApp link', () => {
  it.each([
    ['+91 98765 43210', 'https://wa.me/919876543210'],
    ['98765-43210', 'https://wa.me/919876543210'],
    ['098765 43210', 'https://wa.me/919876543210'],
    ['+44 20 7946 0958', 'https://wa.me/442079460958'],
    ['', null],
    ['12345', null],
    [undefined, null],
  ])('%o → %o', (raw, link) => {
    expect(whatsappLink(raw)).toBe(link);
  });
});

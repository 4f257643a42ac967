import { describe, expect, it } from 'vitest';
import { giftCardDay, giftCardMail } from './giftcard-mail';

/** The recipient's mail, word for word (issue 47): what it says is the product. */
describe('giftCardMail', () => {
  const base = {
    to: 'meera@example.com',
    recipientName: 'Meera <Joshi>',
    shop: 'Sharma & Sons',
    publicUrl: 'https://shop.example',
    code: 'K7QM-4XPA-9TRD-2WHN',
    amountPaise: 250_050,
    expiresAt: new Date('2027-11-28T18:29:59.999Z'),
    message: 'Happy Diwali\nfrom all of us',
  };

  it('says the day on India’s calendar', () => {
    expect(giftCardDay(new Date('2027-11-28T18:29:59.999Z'))).toBe('28 November 2027');
    expect(giftCardDay(new Date('2027-11-28T18:30:00.000Z'))).toBe('29 November 2027');
  });

  it('carries the code, the amount, the expiry, the message and how to use it; sensitive', () => {
    const mail = giftCardMail(base);
    expect(mail.to).toBe('meera@example.com');
    expect(mail.subject).toBe('Sharma & Sons: a gift card of ₹2,500.50 for you');
    expect(mail.sensitive).toBe(true);
    expect(mail.kind).toBeUndefined();
    expect(mail.text).toBe(
      [
        'Hello Meera <Joshi>,',
        '',
        'You have a Sharma & Sons gift card of ₹2,500.50.',
        '',
        'Happy Diwali\nfrom all of us',
        '',
        'Your gift card code:',
        '',
        'K7QM-4XPA-9TRD-2WHN',
        '',
        'Valid until 28 November 2027.',
        '',
        'To use it, add what you like to your cart at Sharma & Sons, and at checkout type the code in the Gift card box: the card pays up to its balance and you pay the rest, if any. What is left stays on the card for next time. Your account page shows its balance.',
        '',
        'Shop: https://shop.example/shop/home',
        '',
        'Keep this code safe: anyone who has it can spend the card.',
      ].join('\n'),
    );
    expect(mail.html).toContain('<p>Hello Meera &lt;Joshi&gt;,</p>');
    expect(mail.html).toContain(
      '<p>You have a Sharma &amp; Sons gift card of <strong>₹2,500.50</strong>.</p>',
    );
    expect(mail.html).toContain(
      '<p style="white-space:pre-line;border-left:3px solid #e7e5e4;padding-left:12px">Happy Diwali\nfrom all of us</p>',
    );
    expect(mail.html).toContain('<p>Your gift card code:</p>');
    expect(mail.html).toContain(
      '<p style="font-family:monospace;font-size:22px;letter-spacing:2px;font-weight:bold">K7QM-4XPA-9TRD-2WHN</p>',
    );
    expect(mail.html).toContain('<p>Valid until 28 November 2027.</p>');
    expect(mail.html).toContain(
      '<p>To use it, add what you like to your cart at Sharma &amp; Sons, and at checkout type the code in the Gift card box',
    );
    expect(mail.html).toContain('<p>Keep this code safe: anyone who has it can spend the card.</p>');
    expect(mail.html).toContain('A gift card for you');
    expect(mail.html).toContain('Shop at Sharma &amp; Sons');
    expect(mail.html).toContain('href="https://shop.example/shop/home"');
  });

  it('leaves the message out when there is none', () => {
    const mail = giftCardMail({ ...base, message: '' });
    expect(mail.text).toContain('gift card of ₹2,500.50.\n\nYour gift card code:');
    expect(mail.html).not.toContain('border-left:3px');
    expect(mail.html).toContain('<strong>₹2,500.50</strong>.</p>\n\n<p>Your gift card code:</p>');
  });
});

import { describe, expect, it } from 'vitest';
import { whatToAdd } from '../components/ui/disabled-reason';
import { translate, type Translate } from './i18n';
import { knownMessage, matchPattern } from './known-messages';

const english: Translate = (text, vars) => translate({}, text, vars);
const hindi: Translate = (text, vars) =>
  translate(
    {
      'Password is required': 'पासवर्ड डालना ज़रूरी है',
      'Password must be at least {min} characters': 'पासवर्ड कम से कम {min} अक्षर का होना चाहिए',
      'Add {list}': '{list} डालें',
      '{first} and {last}': '{first} और {last}',
      'the city': 'शहर',
      'a phone number': 'फ़ोन नंबर',
      'a landmark or delivery note': 'पास की कोई पहचान',
    },
    text,
    vars,
  );
const KNOWN = ['Password is required', 'Password must be at least {min} characters'];

describe('matchPattern', () => {
  it('reads the values of a message made from the pattern, and nothing from another message', () => {
    expect(
      matchPattern('Password must be at least {min} characters', 'Password must be at least 8 characters'),
    ).toEqual({
      min: '8',
    });
    expect(matchPattern('{title} is out of stock', 'PVC Pipe (20 mm) is out of stock')).toEqual({
      title: 'PVC Pipe (20 mm)',
    });
    expect(matchPattern('Password is required', 'Password is required')).toEqual({});
    expect(matchPattern('Password is required', 'Password is required!')).toBeNull();
    expect(
      matchPattern('Password must be at least {min} characters', 'Password must be at least characters'),
    ).toBeNull();
  });

  it('takes the pattern’s own punctuation as written, not as a regular expression', () => {
    expect(matchPattern('Discount ({code})', 'Discount (DIWALI10)')).toEqual({ code: 'DIWALI10' });
    expect(matchPattern('Costs ₹{n}.00?', 'Costs ₹5.00?')).toEqual({ n: '5' });
    expect(matchPattern('Costs ₹{n}.00?', 'Costs ₹5x00')).toBeNull();
  });
});

describe('knownMessage', () => {
  it('leaves the English exactly as the schema made it', () => {
    expect(knownMessage(english, KNOWN, 'Password must be at least 8 characters')).toBe(
      'Password must be at least 8 characters',
    );
    expect(knownMessage(english, KNOWN, 'Password is required')).toBe('Password is required');
  });

  it('gives the Hindi of a listed message, with its value put back', () => {
    expect(knownMessage(hindi, KNOWN, 'Password must be at least 8 characters')).toBe(
      'पासवर्ड कम से कम 8 अक्षर का होना चाहिए',
    );
    expect(knownMessage(hindi, KNOWN, 'Password must be at least 12 characters')).toBe(
      'पासवर्ड कम से कम 12 अक्षर का होना चाहिए',
    );
    expect(knownMessage(hindi, KNOWN, 'Password is required')).toBe('पासवर्ड डालना ज़रूरी है');
  });

  it('shows a message in no list as it came', () => {
    expect(knownMessage(hindi, KNOWN, 'Something else went wrong')).toBe('Something else went wrong');
  });
});

describe('whatToAdd in the page’s language', () => {
  it('says in English what whatToAdd says, word for word, for one, two and three items', () => {
    const lists = [
      [],
      ['the city'],
      ['the city', 'a phone number'],
      ['the city', 'a phone number', 'a landmark or delivery note'],
    ];
    for (const list of lists) expect(whatToAdd(list, english)).toBe(whatToAdd(list));
  });

  it('says it in Hindi with the items translated', () => {
    expect(whatToAdd(['the city'], hindi)).toBe('शहर डालें');
    expect(whatToAdd(['the city', 'a phone number', 'a landmark or delivery note'], hindi)).toBe(
      'शहर, फ़ोन नंबर और पास की कोई पहचान डालें',
    );
  });
});

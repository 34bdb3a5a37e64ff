import { describe, expect, it } from 'vitest';
import { checkoutText } from './i18n/en';
import { checkoutFr } from './i18n/fr';
import { cardExpiry, cardLabel, fillTestCard, formatCardNumber, formatExpiry, luhnValid, parseExpiry, toCardInput, validateCard } from './card-form';

const EN = checkoutText.en.cardErrors;

const NOW = new Date(2026, 5, 15); // June 2026

describe('the sandbox card form', () => {
  it('groups the number in fours and keeps digits only', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0025 0000x3155')).toBe('4000 0025 0000 3155');
    expect(formatCardNumber('42424')).toBe('4242 4');
  });

  it('writes the expiry as MM/YY while typing', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('4')).toBe('04/');
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('12/')).toBe('12/');
    expect(formatExpiry('1229')).toBe('12/29');
    expect(formatExpiry('12/2')).toBe('12/2');
    expect(formatExpiry('12', true)).toBe('12'); // backspace over the slash
    expect(formatExpiry('4', true)).toBe('4');
  });

  it('reads MM/YY and MM/YYYY, and refuses months that do not exist', () => {
    expect(parseExpiry('12/29')).toEqual({ exp_month: 12, exp_year: 2029 });
    expect(parseExpiry('3 / 2031')).toEqual({ exp_month: 3, exp_year: 2031 });
    expect(parseExpiry('13/29')).toBeNull();
    expect(parseExpiry('1229')).toBeNull();
  });

  it('checks the number with Luhn, the expiry against today and the CVC', () => {
    expect(luhnValid('4242 4242 4242 4242')).toBe(true);
    expect(luhnValid('4242 4242 4242 4241')).toBe(false);
    expect(validateCard({ number: '4242 4242 4242 4242', expiry: '06/26', cvc: '123' }, EN, NOW)).toEqual({});
    expect(validateCard({ number: '', expiry: '', cvc: '' }, EN, NOW)).toEqual({ number: 'Enter the card number', expiry: 'Enter the expiry date', cvc: 'Enter the 3 or 4 digits on the back' });
    expect(validateCard({ number: '4242 4242 4242 4241', expiry: '05/26', cvc: '12' }, EN, NOW)).toEqual({ number: 'This card number is not valid', expiry: 'This card has expired', cvc: 'Enter the 3 or 4 digits on the back' });
    expect(validateCard({ number: '4242 4242 4242 4242', expiry: '1/2', cvc: '1234' }, EN, NOW).expiry).toBe('Use MM/YY');
  });

  it('says what is wrong in the user’s language', () => {
    expect(validateCard({ number: '4242 4242 4242 4241', expiry: '13/26', cvc: '' }, checkoutFr.cardErrors, NOW)).toEqual({
      number: 'Ce numéro de carte n’est pas valide',
      expiry: 'Utilisez le format MM/AA',
      cvc: 'Saisissez les 3 ou 4 chiffres au dos de la carte',
    });
  });

  it('sends the contract’s card input', () => {
    expect(toCardInput({ number: '4000000000000002', expiry: '12/29', cvc: ' 123 ' })).toEqual({ number: '4000 0000 0000 0002', exp_month: 12, exp_year: 2029, cvc: '123' });
  });

  it('fills a picked test card, keeping an expiry and CVC already typed', () => {
    expect(fillTestCard({ number: '', expiry: '', cvc: '' }, '4242 4242 4242 4242', NOW)).toEqual({ number: '4242 4242 4242 4242', expiry: '12/29', cvc: '123' });
    expect(fillTestCard({ number: '1', expiry: '01/30', cvc: '999' }, '4000 0000 0000 0002', NOW)).toEqual({ number: '4000 0000 0000 0002', expiry: '01/30', cvc: '999' });
  });

  it('names saved cards', () => {
    expect(cardLabel({ brand: 'visa', last4: '4242' })).toBe('Visa •••• 4242');
    expect(cardLabel({ brand: '', last4: '0005' }, checkoutFr.card.unnamed)).toBe('Carte •••• 0005');
    expect(cardExpiry({ exp_month: 3, exp_year: 2031 })).toBe('03/31');
  });
});

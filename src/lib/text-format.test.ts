import { describe, expect, it } from 'vitest';
import { formatNairaAmount } from '#shared/money.ts';
import {
  cutBuyerName,
  cutCardText,
  cutName,
  cutText,
  cutTransactionBusinessName,
  extraLine,
  initialsOf,
  itemLine,
  maskEmail,
  personName,
  shortLocation,
  suggestionLabel,
  suggestionLabels,
} from '#src/lib/text-format.ts';

const letters = (n: number) => 'abcdefghijklmnopqrstuvwxyz0123456789'.repeat(4).slice(0, n);

describe('product card cut-off (15)', () => {
  it('keeps 15 characters as they are', () => {
    expect(cutCardText(letters(15))).toBe(letters(15));
  });
  it('cuts 16 to the first 15 plus an ellipsis', () => {
    expect(cutCardText(letters(16))).toBe(`${letters(15)}...`);
    expect(cutCardText('Jollof rice with chicken')).toBe('Jollof rice wit...');
  });
  it('leaves short and empty text alone', () => {
    expect(cutCardText('Amala')).toBe('Amala');
    expect(cutCardText('')).toBe('');
  });
  it('never splits an emoji', () => {
    expect(cutCardText(`${'🍲'.repeat(16)}`)).toBe(`${'🍲'.repeat(15)}...`);
  });
});

describe('names (35) and descriptions (60)', () => {
  it('cuts names over 35', () => {
    expect(cutName(letters(35))).toBe(letters(35));
    expect(cutName(letters(36))).toBe(`${letters(35)}...`);
  });
});

describe('transaction history', () => {
  it('cuts business names over 20', () => {
    expect(cutTransactionBusinessName(letters(20))).toBe(letters(20));
    expect(cutTransactionBusinessName(letters(21))).toBe(`${letters(20)}...`);
  });
  it('cuts buyer names over 9 to 7 plus ...', () => {
    expect(cutBuyerName('Adebayoo1')).toBe('Adebayoo1');
    expect(cutBuyerName('Oluwaseun A')).toBe('Oluwase...');
    expect(cutBuyerName(letters(10))).toBe(`${letters(7)}...`);
  });
});

describe('cutText', () => {
  it('accepts a custom keep and suffix', () => {
    expect(cutText('abcdef', 3, 2, '~')).toBe('ab~');
  });
});

describe('initialsOf (the avatar without a picture, client and mock alike)', () => {
  it("takes the first and last words' first letters, upper case", () => {
    expect(initialsOf('Adaeze Okafor')).toBe('AO');
    expect(initialsOf('ada obi nkem')).toBe('AN');
    expect(initialsOf('Ngozi')).toBe('N');
  });
  it('says ? when nothing is usable', () => {
    expect(initialsOf('')).toBe('?');
    expect(initialsOf(' - ')).toBe('?');
  });
});

describe('maskEmail', () => {
  it('stars all but the last 13 characters', () => {
    expect(maskEmail('buyer@bukka.test')).toBe('***er@bukka.test');
    expect(maskEmail('adaeze.okafor@gmail.com')).toBe('**********for@gmail.com');
  });
  it('leaves 13 characters or fewer unmasked', () => {
    expect(maskEmail('a@bukka.test')).toBe('a@bukka.test');
    expect(maskEmail('ab@bukka.test')).toBe('ab@bukka.test');
    expect(maskEmail('')).toBe('');
  });
});

describe('suggestionLabel', () => {
  it('keeps the last 3 comma-separated parts, trimmed', () => {
    expect(suggestionLabel('Allen Avenue, Ikeja, Lagos State, 100271, Nigeria')).toBe(
      'Lagos State, 100271, Nigeria',
    );
    expect(suggestionLabel(' Yaba ,  Lagos ,Nigeria ')).toBe('Yaba, Lagos, Nigeria');
  });
  it('keeps shorter labels whole and drops empty parts', () => {
    expect(suggestionLabel('Lagos, Nigeria')).toBe('Lagos, Nigeria');
    expect(suggestionLabel('Abuja,, Nigeria')).toBe('Abuja, Nigeria');
    expect(suggestionLabel('')).toBe('');
  });
});

describe('suggestionLabels', () => {
  const named = (...names: string[]) => names.map((displayName) => ({ displayName }));
  const LGA = 'local government';

  it('keeps the last 3 parts, with the place itself in front where they leave it out', () => {
    expect(
      suggestionLabels(
        named(
          'Lekki, Eti-Osa, Lagos, Nigeria',
          'Lekki Phase 1, Eti-Osa, Lagos, Nigeria',
          'Ibeju-Lekki, Lagos, Nigeria',
          'Lekki Free Zone, Ibeju-Lekki, Lagos, Nigeria',
          'Yaba, Lagos Mainland, Lagos, Nigeria',
        ),
        LGA,
      ),
    ).toEqual([
      'Lekki, Eti-Osa, Lagos, Nigeria',
      'Lekki Phase 1, Eti-Osa, Lagos, Nigeria',
      'Ibeju-Lekki, Lagos, Nigeria',
      'Lekki Free Zone, Ibeju-Lekki, Lagos, Nigeria',
      // Not "Lagos Mainland, Lagos, Nigeria": that is the local government's own label.
      'Yaba, Lagos Mainland, Lagos, Nigeria',
    ]);
  });

  it('a local government says so: never the same words as a place in it', () => {
    const labels = suggestionLabels(
      [
        { displayName: 'Eti-Osa, Lagos, Nigeria', localGovernment: true },
        { displayName: 'Lekki Phase 1, Eti-Osa, Lagos, Nigeria' },
      ],
      LGA,
    );
    expect(labels).toEqual([
      'Eti-Osa — local government, Lagos, Nigeria',
      'Lekki Phase 1, Eti-Osa, Lagos, Nigeria',
    ]);
    // Alone in its list, a place in the LGA still names itself.
    expect(suggestionLabels(named('Lekki Phase 1, Eti-Osa, Lagos, Nigeria'), LGA)).toEqual([
      'Lekki Phase 1, Eti-Osa, Lagos, Nigeria',
    ]);
  });

  it('falls back to the whole name when the first part does not tell them apart', () => {
    expect(
      suggestionLabels(
        named(
          'Allen Avenue, Ikeja, Lagos, 100271, Nigeria',
          'Allen Avenue, Opebi, Lagos, 100271, Nigeria',
        ),
        LGA,
      ),
    ).toEqual([
      'Allen Avenue, Ikeja, Lagos, 100271, Nigeria',
      'Allen Avenue, Opebi, Lagos, 100271, Nigeria',
    ]);
  });
});

describe('shortLocation', () => {
  it('shortens 8 characters or more to 5 plus ..', () => {
    expect(shortLocation('Surulere')).toBe('Surul..');
    expect(shortLocation('Victoria Island')).toBe('Victo..');
  });
  it('keeps 7 characters or fewer', () => {
    expect(shortLocation('Lekki 1')).toBe('Lekki 1');
    expect(shortLocation('Yaba')).toBe('Yaba');
  });
});

describe('personName (the customer’s name in one order)', () => {
  it('turns the hosted "<surname>  <firstname>" round, first name first', () => {
    expect(personName('Okafor  Adaeze')).toBe('Adaeze Okafor');
  });
  it('keeps a name already first name first', () => {
    expect(personName('Adaeze Okafor')).toBe('Adaeze Okafor');
    expect(personName('  Ada   Obi ')).toBe('Ada Obi');
    expect(personName('')).toBe('');
  });
});

describe('order lines in words and one money format', () => {
  it("says '1 plate of', '2 plates of', '1 piece of'", () => {
    expect(itemLine(1, 'food', 'Jollof Rice')).toBe('1 plate of Jollof Rice');
    expect(itemLine(2, 'Food', 'Jollof Rice')).toBe('2 plates of Jollof Rice');
    expect(itemLine(1, 'meat', 'Suya')).toBe('1 piece of Suya');
    expect(itemLine(3, 'other', 'Zobo')).toBe('3 Zobo');
  });

  it('writes an extra in the app’s money format, not "500 naira each"', () => {
    expect(extraLine('1 Fried plantain (dodo) 500 naira each', formatNairaAmount)).toBe(
      '1 × Fried plantain (dodo), N500.00 each',
    );
    expect(extraLine('2 Extra meat 1250.5 naira each', formatNairaAmount)).toBe(
      '2 × Extra meat, N1,250.50 each',
    );
    expect(extraLine('something else', formatNairaAmount)).toBe('something else');
  });
});

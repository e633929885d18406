import { describe, expect, it } from 'vitest';
import { checkEmail } from './check';

describe('checkEmail', () => {
  it('asks for an address when there is none, spaces included', () => {
    expect(checkEmail('')).toEqual({ status: 'empty' });
    expect(checkEmail('   ')).toEqual({ status: 'empty' });
  });

  it.each(['camille', 'camille@', '@gmail.com', 'camille@gmail', 'camille@@gmail.com', 'camille dupont@gmail.com', 'camille@gmail..com', 'camille@.com', 'camille@gmail.'])(
    'refuses %s: a local part, "@" and a domain with a dot are needed',
    (email) => {
      expect(checkEmail(email)).toEqual({ status: 'invalid' });
    },
  );

  it.each(['camille@gmail.com', 'lea.martin@orange.fr', 'jonas@web.de', 'sanne@ziggo.nl', 'lucia@telefonica.net', 'emma@telenet.be'])(
    'lets %s through silently: a known free provider',
    (email) => {
      expect(checkEmail(email)).toEqual({ status: 'ok', email, warning: null });
    },
  );

  it('lets disposable providers through silently too', () => {
    expect(checkEmail('test@yopmail.com')).toEqual({ status: 'ok', email: 'test@yopmail.com', warning: null });
    expect(checkEmail('test@mailinator.com')).toMatchObject({ warning: null });
  });

  it('trims the address and reads the domain whatever its case', () => {
    expect(checkEmail('  Camille@GMAIL.com ')).toEqual({ status: 'ok', email: 'Camille@GMAIL.com', warning: null });
  });

  it.each([
    ['camille@gmial.com', 'gmial.com', 'camille@gmail.com'],
    ['lea@hotmial.fr', 'hotmial.fr', 'lea@hotmail.fr'],
    ['camille@gmail.con', 'gmail.con', 'camille@gmail.com'],
    ['jonas@outlok.de', 'outlok.de', 'jonas@outlook.de'],
    ['marie@yahooo.fr', 'yahooo.fr', 'marie@yahoo.fr'],
    ['emma@telenet.bee', 'telenet.bee', 'emma@telenet.be'],
    // A known provider under the wrong ending, when it has only one.
    ['camille@gmail.fr', 'gmail.fr', 'camille@gmail.com'],
    ['paul@laposte.fr', 'laposte.fr', 'paul@laposte.net'],
  ])('warns that %s has an unknown domain and suggests the probable address', (email, domain, suggestion) => {
    expect(checkEmail(email)).toEqual({ status: 'ok', email, warning: { message: 'unknown email domain', domain, suggestion } });
  });

  it('keeps the local part as typed in the suggestion (case and accents)', () => {
    expect(checkEmail('Zoé.Dupont@hotmial.fr')).toMatchObject({ warning: { suggestion: 'Zoé.Dupont@hotmail.fr' } });
  });

  it.each(['claire@example.org', 'camille@family-house.example', 'jan@bakkerij-devries.nl', 'marie@mairie-lyon.fr', 'ana@empresa.es', 'tom@university.ac.uk'])(
    'lets %s through silently: a domain of its own, that looks like no provider mistyped',
    (email) => {
      expect(checkEmail(email)).toEqual({ status: 'ok', email, warning: null });
    },
  );
});

import type { Schemas } from '../http/types';
import { carrierOf, type RelayCountry } from './carriers';
import type { GeoPort } from './port';

type RelayPoint = Schemas['RelayPoint'];

/** Relay points given for one postcode at most. */
export const MAX_RELAY_POINTS = 8;

/** Shops that keep parcels, and streets, as they are called in each relay country. */
const SHOPS: Record<RelayCountry, string[]> = {
  FR: ['Tabac Presse du Centre', 'Carrefour City', 'Pressing de la Gare', 'Librairie Papeterie des Écoles', 'Fleurs et Jardins', 'Cordonnerie Minute', 'Épicerie du Marché', 'Maison de la Presse', 'Boulangerie des Halles', 'Retouches Express'],
  DE: ['Kiosk am Markt', 'Schreibwaren Müller', 'Blumen Schmidt', 'Reinigung Express', 'Lotto Toto Becker', 'Getränkemarkt Wagner', 'Bäckerei Hoffmann', 'Späti am Bahnhof', 'Copyshop Schneider', 'Tabakwaren Fischer'],
  AT: ['Trafik am Hauptplatz', 'Papierfachhandel Huber', 'Blumen Gruber', 'Textilreinigung Wallner', 'Nah&Frisch Mayer', 'Bäckerei Steiner', 'Trafik Bauer', 'Copyshop Pichler', 'Drogerie Hofer', 'Schuhservice Moser'],
  BE: ['Librairie Club', 'Press Shop', 'Carrefour Express', 'Delhaize Proxy', 'Dagbladhandel De Krant', 'Nettoyage à sec Royal', 'Fleurs Lambert', 'Night Shop Central', 'Bloemen Peeters', 'Papeterie Dubois'],
  NL: ['Primera', 'Bruna', 'Tabakspeciaalzaak De Pijp', 'Bloemenhuis Jansen', 'Stomerij De Vries', 'Gamma Bouwmarkt', 'Supermarkt Bakker', 'Boekhandel Visser', 'Drogisterij Smit', 'Fietsenwinkel De Boer'],
  LU: ['Librairie Ernster', 'Tabac Presse Kirchberg', 'Delhaize Luxembourg', 'Fleurs Schmit', 'Pressing Royal', 'Cactus Shoppi', 'Boulangerie Fischer', 'Papeterie Weber', 'Shop Aral', 'Kiosque de la Gare'],
  ES: ['Estanco Nº 7', 'Papelería Central', 'Floristería La Rosa', 'Tintorería Express', 'Librería Sol', 'Ferretería García', 'Kiosco Prensa Mayor', 'Copistería Martínez', 'Droguería López', 'Frutería El Huerto'],
};
const STREETS: Record<RelayCountry, string[]> = {
  FR: ['rue de la République', 'avenue Jean Jaurès', 'rue Victor Hugo', 'place de la Mairie', 'boulevard Gambetta', 'rue du Marché', 'rue de la Gare', 'avenue du Général de Gaulle'],
  DE: ['Hauptstraße', 'Bahnhofstraße', 'Schillerstraße', 'Goethestraße', 'Marktplatz', 'Lindenstraße', 'Kirchstraße', 'Gartenstraße'],
  AT: ['Hauptplatz', 'Bahnhofstraße', 'Mariahilfer Straße', 'Kirchengasse', 'Schulgasse', 'Wiener Straße', 'Rathausplatz', 'Lindengasse'],
  BE: ['Rue Neuve', 'Chaussée de Waterloo', 'Grote Markt', 'Rue de la Station', 'Kerkstraat', 'Avenue Louise', 'Stationsstraat', 'Place Communale'],
  NL: ['Kerkstraat', 'Dorpsstraat', 'Stationsweg', 'Hoofdstraat', 'Molenstraat', 'Marktplein', 'Schoolstraat', 'Julianastraat'],
  LU: ['Grand-Rue', 'Avenue de la Gare', 'Rue de l’Église', 'Route d’Esch', 'Rue Principale', 'Place d’Armes', 'Rue du Marché', 'Boulevard Royal'],
  ES: ['Calle Mayor', 'Calle Real', 'Avenida de la Constitución', 'Plaza de España', 'Calle San Francisco', 'Calle de Alcalá', 'Gran Vía', 'Calle del Carmen'],
};
/** Where the street number comes first, as French addresses write it; elsewhere it follows the street. */
const NUMBER_FIRST = new Set<RelayCountry>(['FR', 'BE', 'LU']);

/** Opening hours of shops: weekdays with a lunch break, or all day, Saturday mornings or all day. */
const HOURS: RelayPoint['opening_hours'][] = [
  [1, 2, 3, 4, 5].map((day) => ({ day, slots: ['09:00-12:30', '14:00-19:00'] })).concat([{ day: 6, slots: ['09:00-12:30'] }]),
  [1, 2, 3, 4, 5, 6].map((day) => ({ day, slots: ['08:00-20:00'] })),
  [2, 3, 4, 5, 6].map((day) => ({ day, slots: ['10:00-19:00'] })),
  [1, 2, 3, 4, 5, 6].map((day) => ({ day, slots: ['07:00-13:00', '15:00-19:30'] })).concat([{ day: 7, slots: ['08:00-12:30'] }]),
];

/** FNV-1a: the same text always gives the same number. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) value = Math.imul(value ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return value;
}

/**
 * The relay points of `carrier` near `postcode`: spread over the places of the postcode, shops
 * and streets of the country, always the same for the same question.
 */
export function relayPoints(carrier: string, country: RelayCountry, postcode: string, places: string[]): RelayPoint[] {
  if (places.length === 0) return [];
  const prefix = carrier.replace(/[^A-Za-z]/g, '').slice(0, 4).toUpperCase();
  return Array.from({ length: MAX_RELAY_POINTS }, (_, i) => {
    const seed = hash(`${carrier}|${country}|${postcode}|${i}`);
    const shops = SHOPS[country];
    const streets = STREETS[country];
    const number = 1 + (seed % 120);
    const street = streets[(seed >>> 8) % streets.length]!;
    return {
      id: `${prefix}-${country}-${String(seed % 1_000_000).padStart(6, '0')}`,
      name: shops[(hash(postcode) + i) % shops.length]!,
      street: NUMBER_FIRST.has(country) ? `${number} ${street}` : `${street} ${number}`,
      postcode,
      city: places[i % Math.min(places.length, 3)]!,
      country_code: country,
      opening_hours: HOURS[(seed >>> 16) % HOURS.length]!,
    };
  });
}

/** The carrier of a country, and its relay points near a postcode. */
export async function relayPointsNear(geo: GeoPort, country: RelayCountry, postcode: string): Promise<{ carrier: string; relay_points: RelayPoint[] }> {
  const carrier = carrierOf(country);
  const places = (await geo.places(country, postcode)) ?? [];
  return { carrier, relay_points: relayPoints(carrier, country, postcode, places) };
}

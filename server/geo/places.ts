/**
 * Places of the main postcodes of the shipping countries other than France (France comes whole
 * from the `codes-postaux` package): real postcodes of the centres of the largest cities, keyed as
 * `placeKey` gives them (Netherlands: 4 digits; Ireland: Eircode routing key; Luxembourg: without
 * `L-`). Monaco has a single postcode. Belgian places have their French and Dutch names.
 */
export const PLACES: Record<string, Record<string, string[]>> = {
  MC: { '98000': ['Monaco', 'Monte-Carlo', 'La Condamine', 'Fontvieille', 'Monaco-Ville'] },
  DE: {
    '10115': ['Berlin'], '10117': ['Berlin'], '10178': ['Berlin'], '10243': ['Berlin'], '10435': ['Berlin'], '10785': ['Berlin'],
    '12043': ['Berlin'], '13353': ['Berlin'], '20095': ['Hamburg'], '20354': ['Hamburg'], '22765': ['Hamburg'], '80331': ['München'],
    '80333': ['München'], '80469': ['München'], '81541': ['München'], '50667': ['Köln'], '50672': ['Köln'], '60311': ['Frankfurt am Main'],
    '60313': ['Frankfurt am Main'], '70173': ['Stuttgart'], '40213': ['Düsseldorf'], '44135': ['Dortmund'], '45127': ['Essen'],
    '04109': ['Leipzig'], '28195': ['Bremen'], '01067': ['Dresden'], '30159': ['Hannover'], '90402': ['Nürnberg'], '47051': ['Duisburg'],
    '53111': ['Bonn'], '48143': ['Münster'], '76133': ['Karlsruhe'], '68161': ['Mannheim'], '86150': ['Augsburg'], '65183': ['Wiesbaden'],
    '24103': ['Kiel'], '55116': ['Mainz'], '79098': ['Freiburg im Breisgau'], '69117': ['Heidelberg'],
  },
  AT: {
    '1010': ['Wien'], '1020': ['Wien'], '1030': ['Wien'], '1040': ['Wien'], '1050': ['Wien'], '1060': ['Wien'], '1070': ['Wien'],
    '1080': ['Wien'], '1090': ['Wien'], '1100': ['Wien'], '1120': ['Wien'], '1150': ['Wien'], '1190': ['Wien'], '8010': ['Graz'],
    '8020': ['Graz'], '4020': ['Linz'], '5020': ['Salzburg'], '6020': ['Innsbruck'], '9020': ['Klagenfurt am Wörthersee'],
    '3100': ['St. Pölten'], '6900': ['Bregenz'], '7000': ['Eisenstadt'], '4600': ['Wels'], '9500': ['Villach'],
    '2700': ['Wiener Neustadt'], '6850': ['Dornbirn'], '4400': ['Steyr'], '3500': ['Krems an der Donau'],
  },
  BE: {
    '1000': ['Bruxelles', 'Brussel'], '1030': ['Schaerbeek', 'Schaarbeek'], '1050': ['Ixelles', 'Elsene'], '1060': ['Saint-Gilles', 'Sint-Gillis'],
    '1180': ['Uccle', 'Ukkel'], '1200': ['Woluwe-Saint-Lambert', 'Sint-Lambrechts-Woluwe'], '2000': ['Antwerpen'], '2018': ['Antwerpen'],
    '9000': ['Gent'], '8000': ['Brugge'], '4000': ['Liège'], '5000': ['Namur'], '6000': ['Charleroi'], '3000': ['Leuven'],
    '2800': ['Mechelen'], '7000': ['Mons'], '8500': ['Kortrijk'], '3500': ['Hasselt'], '1300': ['Wavre'], '1400': ['Nivelles'],
    '6700': ['Arlon'], '4800': ['Verviers'], '7500': ['Tournai'], '8400': ['Oostende'], '1348': ['Louvain-la-Neuve'], '9300': ['Aalst'],
    '2300': ['Turnhout'], '1410': ['Waterloo'],
  },
  NL: {
    '1011': ['Amsterdam'], '1012': ['Amsterdam'], '1015': ['Amsterdam'], '1017': ['Amsterdam'], '1071': ['Amsterdam'], '3011': ['Rotterdam'],
    '3012': ['Rotterdam'], '2511': ['Den Haag'], '3511': ['Utrecht'], '3512': ['Utrecht'], '5611': ['Eindhoven'], '9711': ['Groningen'],
    '5038': ['Tilburg'], '1315': ['Almere'], '4811': ['Breda'], '6511': ['Nijmegen'], '7511': ['Enschede'], '2011': ['Haarlem'],
    '6811': ['Arnhem'], '3811': ['Amersfoort'], '7411': ['Deventer'], '2311': ['Leiden'], '2611': ['Delft'], '8011': ['Zwolle'],
    '6211': ['Maastricht'], '5211': ["'s-Hertogenbosch"], '1811': ['Alkmaar'], '8911': ['Leeuwarden'], '9401': ['Assen'], '7311': ['Apeldoorn'],
  },
  LU: {
    '1118': ['Luxembourg'], '1255': ['Luxembourg'], '1471': ['Luxembourg'], '1650': ['Luxembourg'], '2449': ['Luxembourg'], '2540': ['Luxembourg'],
    '4011': ['Esch-sur-Alzette'], '4130': ['Esch-sur-Alzette'], '4530': ['Differdange'], '3450': ['Dudelange'], '9050': ['Ettelbruck'],
    '9220': ['Diekirch'], '9530': ['Wiltz'], '6460': ['Echternach'], '5570': ['Remich'], '7540': ['Mersch'], '6750': ['Grevenmacher'],
    '9710': ['Clervaux'], '3225': ['Bettembourg'], '8010': ['Strassen'], '8210': ['Mamer'], '3850': ['Schifflange'], '4740': ['Pétange'],
    '9410': ['Vianden'],
  },
  ES: {
    '28001': ['Madrid'], '28004': ['Madrid'], '28013': ['Madrid'], '28014': ['Madrid'], '28020': ['Madrid'], '08001': ['Barcelona'],
    '08002': ['Barcelona'], '08008': ['Barcelona'], '08013': ['Barcelona'], '46001': ['Valencia'], '41001': ['Sevilla'], '41004': ['Sevilla'],
    '50001': ['Zaragoza'], '29001': ['Málaga'], '30001': ['Murcia'], '07001': ['Palma'], '35001': ['Las Palmas de Gran Canaria'],
    '48001': ['Bilbao'], '03001': ['Alicante'], '14001': ['Córdoba'], '47001': ['Valladolid'], '36201': ['Vigo'], '33201': ['Gijón'],
    '15001': ['A Coruña'], '18001': ['Granada'], '01001': ['Vitoria-Gasteiz'], '20001': ['Donostia-San Sebastián'], '31001': ['Pamplona'],
    '39001': ['Santander'], '37001': ['Salamanca'], '33001': ['Oviedo'], '12001': ['Castellón de la Plana'], '11001': ['Cádiz'],
  },
  IT: {
    '00184': ['Roma'], '00186': ['Roma'], '00187': ['Roma'], '00153': ['Roma'], '20121': ['Milano'], '20122': ['Milano'], '20123': ['Milano'],
    '80121': ['Napoli'], '80133': ['Napoli'], '10121': ['Torino'], '10123': ['Torino'], '90133': ['Palermo'], '16121': ['Genova'],
    '40121': ['Bologna'], '50122': ['Firenze'], '50123': ['Firenze'], '70121': ['Bari'], '95121': ['Catania'], '30121': ['Venezia'],
    '30124': ['Venezia'], '37121': ['Verona'], '98122': ['Messina'], '35122': ['Padova'], '34121': ['Trieste'], '25121': ['Brescia'],
    '43121': ['Parma'], '09124': ['Cagliari'], '06121': ['Perugia'], '38122': ['Trento'], '39100': ['Bolzano'], '24121': ['Bergamo'],
  },
  IE: {
    D01: ['Dublin 1'], D02: ['Dublin 2'], D03: ['Dublin 3'], D04: ['Dublin 4'], D06: ['Dublin 6'], D6W: ['Dublin 6W'], D07: ['Dublin 7'],
    D08: ['Dublin 8'], D09: ['Dublin 9'], D12: ['Dublin 12'], D15: ['Dublin 15'], D24: ['Dublin 24'], T12: ['Cork'], T23: ['Cork'],
    H91: ['Galway'], V94: ['Limerick'], X91: ['Waterford'], R95: ['Kilkenny'], F91: ['Sligo'], A92: ['Drogheda'], A91: ['Dundalk'],
    N37: ['Athlone'], A98: ['Bray'], C15: ['Navan'], V95: ['Ennis'], V92: ['Tralee'], Y35: ['Wexford'], F92: ['Letterkenny'],
    R93: ['Carlow'], W91: ['Naas'], K67: ['Swords'], A96: ['Dún Laoghaire'], V93: ['Killarney'], N91: ['Mullingar'], E91: ['Clonmel'],
  },
};
